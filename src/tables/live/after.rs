//! The game as an event left it, whatever the event: where a screen that missed the events
//! after it starts from to play them through (`screens/tables/catch_up.rs`), and the deal a
//! screen opened mid-game words its first log line from.

use super::{Event, Live, LiveGame};

impl Live {
    /// The game as it was after event number `seq`, if that event is still kept.
    pub fn game_after(&self, seq: u64) -> Option<LiveGame> {
        Some(self.events_since(seq)?.first()?.after().clone())
    }
}

impl Live {
    /// The game as the last deal left it, while that event is still kept.
    pub fn last_deal(&self) -> Option<&LiveGame> {
        self.events.iter().rev().find_map(|e| match e {
            Event::Dealt(game) => Some(game),
            _ => None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Level;

    #[test]
    fn the_game_after_the_last_event_is_the_game() {
        // Every game played at tables, with the most chairs it seats.
        for table in crate::games::TABLE_GAMES {
            let (game, chairs) = (table.id, *table.chairs.end());
            let mut live = Live::new(game, chairs, 5, Level::Easy).unwrap();
            assert_eq!(live.game_after(0).as_ref(), Some(&live.game));
            for _ in 0..6 {
                live.play_for_turn();
            }
            assert_eq!(live.game_after(live.next_seq() - 1).as_ref(), Some(&live.game));
            assert!(live.game_after(live.next_seq()).is_none());
        }
    }
}
