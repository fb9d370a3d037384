//! A table's game as a record a restarted server can resume: how it was dealt (game, chairs,
//! seed, level) and every step since that changed it or drew from its RNG, in order. The
//! rules are pure and the RNG seeded, so replaying the steps rebuilds the same game, the same
//! events and the same RNG state exactly, and a record whose steps the rules refuse (a file
//! changed by hand, a build whose rules differ) is caught as it is replayed, never trusted.
//! A move is kept as serde writes the game's own ask (`{"Draw":3}`, `"Rematch"`), the form
//! of the one `Ask` enum earlier releases wrote, so their tables resume.

use serde::{Deserialize, Serialize};

use super::Live;
use crate::catalog::GameId;
use crate::games::Level;

/// One change to a table's game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// A move or a rematch request that the table took (`person`: a person's chair), as
    /// `Ask::to_json` writes it; read back by the game's own rules on replay.
    Ask { chair: usize, ask: serde_json::Value, person: bool },
    /// A computer's move planned: a seed drawn from the table's RNG.
    Plan,
    /// A rematch dealt.
    Redeal,
}

/// Enough to rebuild a table's game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub game: GameId,
    pub chairs: usize,
    pub seed: u64,
    pub level: Level,
    pub steps: Vec<Step>,
}

impl Live {
    /// The record of this game so far.
    pub fn record(&self) -> Record {
        Record {
            game: self.game.id(),
            chairs: self.rematch.len(),
            seed: self.seed,
            level: self.level,
            steps: self.steps.clone(),
        }
    }

    /// Rebuilds the game `record` describes, or `None` when a step does not replay.
    pub fn replay(record: &Record) -> Option<Live> {
        let mut live = Live::new(record.game, record.chairs, record.seed, record.level)?;
        for step in &record.steps {
            match *step {
                Step::Ask { chair, ref ask, person } => {
                    if chair >= record.chairs {
                        return None;
                    }
                    let ask = live.game.read_ask(ask)?;
                    live.ask(chair, ask, person).ok()?;
                }
                Step::Plan => {
                    live.plan()?;
                }
                Step::Redeal => {
                    if !live.is_over() {
                        return None;
                    }
                    let before = live.next_seq();
                    live.redeal();
                    if live.next_seq() == before {
                        return None;
                    }
                }
            }
        }
        Some(live)
    }
}

#[cfg(test)]
mod tests {
    use super::super::Ask;
    use super::*;

    /// Plays `live` to its end by the table's own computer, with a rematch halfway through
    /// the second game, recording as it goes.
    fn play_some(live: &mut Live, moves: usize) {
        for _ in 0..moves {
            if live.is_over() {
                for chair in 0..live.rematch.len() {
                    live.ask(chair, Ask::Rematch, true).unwrap();
                }
                live.redeal();
            } else {
                live.play_for_turn();
            }
        }
    }

    #[test]
    fn every_game_replays_to_the_same_state_events_and_random_numbers() {
        // Every game played at tables, with the most chairs it seats.
        for table in crate::games::TABLE_GAMES {
            let (game, chairs) = (table.id, *table.chairs.end());
            let mut live = Live::new(game, chairs, 11, Level::Easy).unwrap();
            play_some(&mut live, 40);
            let record = live.record();
            let text = serde_json::to_string(&record).unwrap();
            let back: Record = serde_json::from_str(&text).unwrap();
            let mut again = Live::replay(&back).expect("replays");
            assert_eq!(again.game, live.game, "{game:?}");
            assert_eq!(again.next_seq(), live.next_seq(), "{game:?}");
            let since = live.next_seq().saturating_sub(10);
            assert_eq!(again.events_since(since), live.events_since(since), "{game:?}");
            // The RNG is where it was: both go on alike.
            play_some(&mut live, 30);
            play_some(&mut again, 30);
            assert_eq!(again.game, live.game, "{game:?} after more moves");
        }
    }

    #[test]
    fn a_record_the_rules_refuse_is_not_resumed() {
        let mut live = Live::new(GameId::Tictactoe, 2, 3, Level::Easy).unwrap();
        play_some(&mut live, 3);
        let mut record = live.record();
        let mark = |cell| serde_json::json!({ "Mark": cell });
        record.steps.push(Step::Ask { chair: 0, ask: mark(99), person: true });
        assert!(Live::replay(&record).is_none());
        let mut record = live.record();
        record.steps.insert(0, Step::Ask { chair: 7, ask: mark(0), person: true });
        assert!(Live::replay(&record).is_none());
        let mut record = live.record();
        record.steps.push(Step::Redeal);
        assert!(Live::replay(&record).is_none(), "no rematch before the end");
    }

    /// Tables as the release before each game had its own ask type wrote them (made with
    /// that code: every game's moves, a person's and a computer's, a rematch and a redeal).
    /// They resume, and are written again byte for byte.
    const WRITTEN_BEFORE: [&str; 5] = [
        r#"{"game":"old_maid","chairs":3,"seed":11,"level":"normal","steps":[{"Ask":{"chair":0,"ask":"Sort","person":true}},{"Ask":{"chair":1,"ask":"Shuffle","person":true}},"Plan",{"Ask":{"chair":0,"ask":{"Draw":9},"person":false}},"Plan",{"Ask":{"chair":1,"ask":{"Draw":6},"person":false}},"Plan",{"Ask":{"chair":2,"ask":{"Draw":3},"person":false}},{"Ask":{"chair":0,"ask":{"Draw":0},"person":true}}]}"#,
        r#"{"game":"tictactoe","chairs":2,"seed":5,"level":"easy","steps":["Plan",{"Ask":{"chair":0,"ask":{"Mark":4},"person":false}},"Plan",{"Ask":{"chair":1,"ask":{"Mark":8},"person":false}},"Plan",{"Ask":{"chair":0,"ask":{"Mark":6},"person":false}},"Plan",{"Ask":{"chair":1,"ask":{"Mark":5},"person":false}},"Plan",{"Ask":{"chair":0,"ask":{"Mark":7},"person":false}},"Plan",{"Ask":{"chair":1,"ask":{"Mark":1},"person":false}},"Plan",{"Ask":{"chair":0,"ask":{"Mark":0},"person":false}},"Plan",{"Ask":{"chair":1,"ask":{"Mark":2},"person":false}},{"Ask":{"chair":0,"ask":"Rematch","person":true}},{"Ask":{"chair":1,"ask":"Rematch","person":true}},"Redeal","Plan",{"Ask":{"chair":1,"ask":{"Mark":5},"person":false}}]}"#,
        r#"{"game":"othello","chairs":2,"seed":3,"level":"easy","steps":["Plan",{"Ask":{"chair":0,"ask":{"Place":26},"person":false}},"Plan",{"Ask":{"chair":1,"ask":{"Place":18},"person":false}},"Plan",{"Ask":{"chair":0,"ask":{"Place":44},"person":false}},"Plan",{"Ask":{"chair":1,"ask":{"Place":43},"person":false}}]}"#,
        r#"{"game":"sevens","chairs":3,"seed":4,"level":"easy","steps":["Plan",{"Ask":{"chair":2,"ask":"Pass","person":false}},"Plan",{"Ask":{"chair":0,"ask":{"PlayCard":31},"person":false}},"Plan",{"Ask":{"chair":1,"ask":{"PlayCard":44},"person":false}},"Plan",{"Ask":{"chair":2,"ask":{"PlayCard":17},"person":false}}]}"#,
        r#"{"game":"poker","chairs":2,"seed":7,"level":"normal","steps":["Plan",{"Ask":{"chair":0,"ask":{"Bet":9},"person":false}},"Plan",{"Ask":{"chair":1,"ask":{"Bet":9},"person":false}},"Plan",{"Ask":{"chair":0,"ask":{"Exchange":[0,1,2,4]},"person":false}},"Plan",{"Ask":{"chair":1,"ask":{"Exchange":[3]},"person":false}}]}"#,
    ];

    #[test]
    fn tables_written_by_the_release_before_resume_and_are_written_alike() {
        for text in WRITTEN_BEFORE {
            let record: Record = serde_json::from_str(text).unwrap();
            let live = Live::replay(&record).unwrap_or_else(|| panic!("resumes: {text}"));
            assert!(live.next_seq() > 1, "{text}");
            assert_eq!(serde_json::to_string(&live.record()).unwrap(), text);
        }
    }
}
