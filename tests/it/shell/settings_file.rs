//! settings.toml keeps its format now that each game's options are its own type, kept by the
//! settings under the game's section: the same sections and keys, read to the same values,
//! clamped alike, and a bad value in a game's section refused as one typed reading of the
//! whole file refused it (`Before`, the settings as they were declared).

use std::fs;

use asobi::app::{Overlay, SETTINGS_FILE};
use asobi::games::Level;
use asobi::games::poker::PokerOptions;
use asobi::games::sevens::SevensOptions;
use asobi::screens::old_maid::options::OldMaidOptions;
use asobi::screens::othello::options::{OthelloOptions, Seats};
use asobi::screens::registry;
use asobi::screens::tictactoe::options::TicTacToeOptions;
use asobi::settings::{AnimationSpeed, CardStyle, ColourMode, Language, Settings};
use asobi::storage::DataDir;
use asobi::testing::Harness;
use serde::{Deserialize, Serialize};

/// The settings file as `Settings` declared it when it named every game.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
struct Before {
    version: u32,
    player_name: String,
    language: Language,
    animation: AnimationSpeed,
    card_style: CardStyle,
    card_style_auto: bool,
    colour: ColourMode,
    tictactoe: TicTacToeOptions,
    othello: OthelloOptions,
    old_maid: OldMaidOptions,
    sevens: SevensOptions,
    poker: PokerOptions,
}

impl Default for Before {
    fn default() -> Self {
        let s = Settings::default();
        Before {
            version: s.version,
            player_name: s.player_name,
            language: s.language,
            animation: s.animation,
            card_style: s.card_style,
            card_style_auto: s.card_style_auto,
            colour: s.colour,
            tictactoe: TicTacToeOptions::default(),
            othello: OthelloOptions::default(),
            old_maid: OldMaidOptions::default(),
            sevens: SevensOptions::default(),
            poker: PokerOptions::default(),
        }
    }
}

fn read(text: &str) -> Result<Settings, toml::de::Error> {
    Settings::from_toml(text, &registry::game_options())
}

/// The games' options as `Settings` reads them, in `Before`'s shape.
fn games_of(s: &Settings) -> Before {
    Before {
        version: s.version,
        player_name: s.player_name.clone(),
        language: s.language,
        animation: s.animation,
        card_style: s.card_style,
        card_style_auto: s.card_style_auto,
        colour: s.colour,
        tictactoe: s.options(),
        othello: s.options(),
        old_maid: s.options(),
        sevens: s.options(),
        poker: s.options(),
    }
}

const FULL: &str = r#"version = 1
player_name = "Hanako"
language = "ja"
animation = "fast"
card_style = "ascii"
card_style_auto = false
colour = "off"

[tictactoe]
level = "hard"
first = "alternate"

[othello]
level = "easy"
seats = "neither"
show_moves = false
black_level = "hard"
white_level = "easy"

[old_maid]
players = 5

[sevens]
players = 6
pass_limit = 1
max_kill_region = 4
level = "hard"

[poker]
starting_points = 500
dealer = "hard"
"#;

#[test]
fn a_file_reads_to_the_same_values() {
    let before: Before = toml::from_str(FULL).unwrap();
    assert_eq!(games_of(&read(FULL).unwrap()), before);
    // A section left out gives that game's defaults; the others keep theirs.
    let partial = FULL.replace("[othello]", "[unknown]");
    let s = read(&partial).unwrap();
    assert_eq!(s.options::<OthelloOptions>(), OthelloOptions::default());
    assert_eq!(s.options::<SevensOptions>(), before.sevens);
}

#[test]
fn the_written_file_has_every_section_with_the_same_keys() {
    let games = registry::game_options();
    let as_toml = |s: &Settings| toml::Value::try_from(s.with_every_section(&games)).unwrap();
    let defaults = toml::Value::try_from(Before::default()).unwrap();
    assert_eq!(as_toml(&Settings::default()), defaults);
    let full = read(FULL).unwrap();
    assert_eq!(as_toml(&full), toml::Value::try_from(games_of(&full)).unwrap());
    // And it reads back to the same settings.
    let text = toml::to_string_pretty(&full.with_every_section(&games)).unwrap();
    assert_eq!(read(&text).unwrap().clamped(&games), full.clamped(&games));
}

#[test]
fn out_of_range_values_are_clamped() {
    let mut s = Settings::default();
    s.set_options(OldMaidOptions { players: 40 });
    s.update_options::<SevensOptions>(|o| o.players = 1);
    s.player_name = String::new();
    let s = s.clamped(&registry::game_options());
    assert_eq!(
        (s.options::<OldMaidOptions>().players, s.options::<SevensOptions>().players),
        (6, 3)
    );
    assert_eq!(s.player_name, "Player");
}

#[test]
fn older_othello_settings_load_with_their_colour() {
    for (old, seats) in [("black", Seats::Black), ("white", Seats::White)] {
        let text = format!("version = 1\n[othello]\nlevel = \"hard\"\nhuman = \"{old}\"\n");
        let s = read(&text).unwrap().options::<OthelloOptions>();
        assert_eq!(s.seats, seats);
        assert_eq!(s.level, Level::Hard);
        assert_eq!(s.black_level, OthelloOptions::default().black_level);
    }
    let s = read("[othello]\nseats = \"neither\"\n").unwrap();
    assert_eq!(s.options::<OthelloOptions>().seats, Seats::Neither);
    let games = registry::game_options();
    let back = read(&toml::to_string(&s.with_every_section(&games)).unwrap()).unwrap();
    assert_eq!(back.clamped(&games), s.clamped(&games));
}

#[test]
fn a_bad_value_is_refused_with_the_same_error_as_before() {
    let bad = [
        "[othello]\nlevel = \"extreme\"\n",
        "version = 1\n\n[othello]\nshow_moves = true\nseats = 3\n",
        "[tictactoe]\nfirst = \"nobody\"\n",
        "othello = 5\n",
        "othello = { level = \"extreme\" }\n",
        "[sevens]\nplayers = \"six\"\n[poker]\ndealer = \"ace\"\n",
        "[poker]\ndealer = \"ace\"\n[sevens]\nplayers = \"six\"\n",
        "animation = \"zoom\"\n[old_maid]\nplayers = -1\n",
        "[old_maid]\nplayers = 300\n",
        "[old_maid]\nplayers = 4\n[old_maid]\nplayers = 5\n",
        "animation = [[[",
        // toml hands keys over in sorted order, so "othello" before "version".
        "version = \"x\"\n[othello]\nlevel = \"bad\"\n",
        "colour = 1\n[tictactoe]\nlevel = \"x\"\n",
        "zeta = 1\n[othello]\nlevel = 3\n[tictactoe]\nlevel = \"x\"\n",
        "version = \"x\"\n[old_maid]\nplayers = \"x\"\n",
    ];
    for text in bad {
        let before = toml::from_str::<Before>(text).expect_err(text).to_string();
        assert_eq!(read(text).expect_err(text).to_string(), before, "{text}");
    }
}

#[test]
fn a_file_with_a_bad_value_in_a_game_section_is_kept_aside() {
    let dir = tempfile::tempdir().unwrap();
    let text = "player_name = \"Hanako\"\n[othello]\nlevel = \"extreme\"\n";
    fs::write(dir.path().join(SETTINGS_FILE), text).unwrap();
    let h = Harness::builder(DataDir::at(dir.path()), 1).build();
    assert_eq!(h.app.settings(), &Settings::default());
    assert!(matches!(h.app.overlay(), Some(Overlay::Warnings(_))), "{:?}", h.app.overlay());
    assert_eq!(fs::read_to_string(dir.path().join("settings.toml.bak")).unwrap(), text);
}
