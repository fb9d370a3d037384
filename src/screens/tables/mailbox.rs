//! What passes between a game's screen and its table: the table's events waiting to be shown
//! (oldest first, as a screen shows one move at a time), read as the game's own, and the
//! player's asks waiting to be sent. Every game's table link holds one, so the traffic has
//! the same names in each.

use std::collections::VecDeque;
use std::fmt;

use crate::tables::live::{TableEvent, TableRules};
use crate::tables::{Ask, Event};

/// The traffic of a table playing `G`'s rules.
pub struct Mailbox<G: TableRules> {
    inbox: VecDeque<TableEvent<G>>,
    outbox: Vec<Ask>,
}

impl<G: TableRules> Default for Mailbox<G> {
    fn default() -> Self {
        Mailbox { inbox: VecDeque::new(), outbox: Vec::new() }
    }
}

impl<G: TableRules> fmt::Debug for Mailbox<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Mailbox").field("inbox", &self.inbox).field("outbox", &self.outbox).finish()
    }
}

impl<G: TableRules> Mailbox<G> {
    /// An event from the table, to be shown after those before it. A table holds one game,
    /// so another game's event never comes; were one to, it is not this screen's to show.
    pub fn deliver(&mut self, event: Event) {
        if let Some(event) = event.of::<G>() {
            self.inbox.push_back(event);
        }
    }

    /// The oldest event not yet shown.
    pub fn next_event(&mut self) -> Option<TableEvent<G>> {
        self.inbox.pop_front()
    }

    /// True while events wait to be shown.
    pub fn has_events(&self) -> bool {
        !self.inbox.is_empty()
    }

    /// The player asks the table for `ask` (sent with the next [`Mailbox::take_asks`]).
    pub fn send(&mut self, ask: Ask) {
        self.outbox.push(ask);
    }

    /// The player asks the table for the game's own move `ask`.
    pub fn send_move(&mut self, ask: G::Ask) {
        self.send(Ask::of(ask));
    }

    /// What the player asked since the table last heard, oldest first.
    pub fn take_asks(&mut self) -> Vec<Ask> {
        std::mem::take(&mut self.outbox)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tictactoe::table::{TictactoeAsk, TictactoeEvent};
    use crate::games::tictactoe::{Board, Mark};

    fn marked(cell: usize) -> Event {
        Event::played(TictactoeEvent::Marked { chair: 0, cell }, Board::new(Mark::X))
    }

    fn shown(cell: usize) -> TableEvent<Board> {
        let what = TictactoeEvent::Marked { chair: 0, cell };
        TableEvent::Played { what, after: Board::new(Mark::X) }
    }

    #[test]
    fn events_come_out_in_the_order_they_came_and_asks_are_taken_once() {
        let mut mail = Mailbox::<Board>::default();
        assert!(!mail.has_events() && mail.next_event().is_none());
        mail.deliver(marked(4));
        mail.deliver(marked(0));
        assert!(mail.has_events());
        assert_eq!(mail.next_event(), Some(shown(4)));
        assert_eq!(mail.next_event(), Some(shown(0)));
        assert!(!mail.has_events());
        mail.send_move(TictactoeAsk::Mark(2));
        mail.send(Ask::Rematch);
        assert_eq!(mail.take_asks(), [Ask::of(TictactoeAsk::Mark(2)), Ask::Rematch]);
        assert!(mail.take_asks().is_empty());
    }
}
