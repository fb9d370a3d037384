//! Computer strength, shared by the games that have levels. A rule-level type: the settings,
//! the settings screen, the command line and the statistics all read it from here.

use serde::{Deserialize, Serialize};

/// How strong a computer player is.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    strum::IntoStaticStr,
    strum::VariantArray,
    strum::EnumString,
)]
#[serde(rename_all = "lowercase")]
#[strum(serialize_all = "lowercase")]
pub enum Level {
    Easy,
    #[default]
    Normal,
    Hard,
}

impl Level {
    pub const ALL: &'static [Level] = <Level as strum::VariantArray>::VARIANTS;

    /// The stable ASCII name (`"hard"`), as in files and on the command line.
    pub fn name(self) -> &'static str {
        self.into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back_as_their_level() {
        for &level in Level::ALL {
            assert_eq!(level.name().parse::<Level>(), Ok(level));
            assert_eq!(serde_json::to_value(level).unwrap(), serde_json::json!(level.name()));
        }
        assert_eq!(
            Level::ALL.iter().map(|l| l.name()).collect::<Vec<_>>(),
            ["easy", "normal", "hard"]
        );
    }
}
