//! What passes between a game's screen and its table: the table's events waiting to be shown
//! (oldest first, as a screen shows one move at a time) and the player's asks waiting to be
//! sent. Every game's table link holds one, so the traffic has the same names in each.

use std::collections::VecDeque;

use crate::tables::{Ask, Event};

#[derive(Debug, Default)]
pub struct Mailbox {
    inbox: VecDeque<Event>,
    outbox: Vec<Ask>,
}

impl Mailbox {
    /// An event from the table, to be shown after those before it.
    pub fn deliver(&mut self, event: Event) {
        self.inbox.push_back(event);
    }

    /// The oldest event not yet shown.
    pub fn next_event(&mut self) -> Option<Event> {
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

    /// What the player asked since the table last heard, oldest first.
    pub fn take_asks(&mut self) -> Vec<Ask> {
        std::mem::take(&mut self.outbox)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tictactoe::{Board, Mark};

    fn marked(cell: usize) -> Event {
        Event::Marked { chair: 0, cell, after: Board::new(Mark::X) }
    }

    #[test]
    fn events_come_out_in_the_order_they_came_and_asks_are_taken_once() {
        let mut mail = Mailbox::default();
        assert!(!mail.has_events() && mail.next_event().is_none());
        mail.deliver(marked(4));
        mail.deliver(marked(0));
        assert!(mail.has_events());
        assert_eq!(mail.next_event(), Some(marked(4)));
        assert_eq!(mail.next_event(), Some(marked(0)));
        assert!(!mail.has_events());
        mail.send(Ask::Pass);
        mail.send(Ask::Rematch);
        assert_eq!(mail.take_asks(), [Ask::Pass, Ask::Rematch]);
        assert!(mail.take_asks().is_empty());
    }
}
