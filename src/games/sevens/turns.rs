//! Taking turns in Killer Sevens: playing, passing, kills charged to holders, going out,
//! elimination, moving the turn on, and the ranking that results.

use super::game::Game;
use super::layout;
use super::report::{Action, Elimination, IllegalMove, Standing, Status, TurnReport};
use crate::games::cards::Card;

impl Game {
    fn check_turn(&self, seat: usize) -> Result<(), IllegalMove> {
        match self.current {
            None => Err(IllegalMove::GameOver),
            Some(s) if s != seat => Err(IllegalMove::NotYourTurn),
            Some(_) => Ok(()),
        }
    }

    /// Takes either action; see `play` and `pass`.
    pub fn apply(&mut self, seat: usize, action: Action) -> Result<TurnReport, IllegalMove> {
        match action {
            Action::Play(card) => self.play(seat, card),
            Action::Pass => self.pass(seat),
        }
    }

    /// Places `card` from `seat`'s hand, kills the enclosed regions next to it, and moves the
    /// turn on.
    pub fn play(&mut self, seat: usize, card: Card) -> Result<TurnReport, IllegalMove> {
        self.check_turn(seat)?;
        let b = layout::bit(card);
        if card.is_joker() || self.hands[seat] & b == 0 {
            return Err(IllegalMove::NotInHand(card));
        }
        if self.table.playable() & b == 0 {
            return Err(IllegalMove::NotPlayable(card));
        }
        self.hands[seat] &= !b;
        let doomed = self.table.place(b, self.max_kill_region);
        let killed = self.take_killed(doomed);
        let went_out = self.settle_outs(seat);
        Ok(self.finish_turn(seat, Action::Play(card), killed, None, went_out))
    }

    /// Passes: uses one pass (none under the unlimited rule), or, when `pass_eliminates`,
    /// eliminates `seat` and lays their cards on the table.
    pub fn pass(&mut self, seat: usize) -> Result<TurnReport, IllegalMove> {
        self.check_turn(seat)?;
        if !self.can_pass(seat) {
            return Err(IllegalMove::MustPlay);
        }
        if self.pass_eliminates(seat) {
            let elimination = self.eliminate(seat);
            let went_out = self.settle_outs(seat);
            return Ok(self.finish_turn(
                seat,
                Action::Pass,
                Vec::new(),
                Some(elimination),
                went_out,
            ));
        }
        if self.pass_limit == 0 {
            // Allowed only because the seat could not play: public knowledge from now on.
            self.cannot_hold[seat] |= self.table.playable();
        }
        self.passes_used[seat] = self.passes_used[seat].saturating_add(1);
        Ok(self.finish_turn(seat, Action::Pass, Vec::new(), None, Vec::new()))
    }

    fn finish_turn(
        &mut self,
        seat: usize,
        action: Action,
        killed: Vec<(Card, usize)>,
        eliminated: Option<Elimination>,
        went_out: Vec<usize>,
    ) -> TurnReport {
        self.turns += 1;
        self.current = self.next_in_game(seat);
        let passes_left = match action {
            Action::Pass => self.passes_left(seat),
            Action::Play(_) => None,
        };
        TurnReport {
            seat,
            action,
            killed,
            eliminated,
            went_out,
            next_player: self.current,
            passes_left,
        }
    }

    /// Removes killed cells from their holders' hands and charges them.
    fn take_killed(&mut self, doomed: u64) -> Vec<(Card, usize)> {
        let mut out = Vec::new();
        for seat in 0..self.players {
            let lost = self.hands[seat] & doomed;
            if lost != 0 {
                self.hands[seat] &= !lost;
                self.killed[seat] += lost.count_ones() as u8;
                out.extend(layout::cards(lost).map(|c| (c, seat)));
            }
        }
        out.sort_by_key(|(c, _)| *c);
        out
    }

    fn eliminate(&mut self, seat: usize) -> Elimination {
        let cards = self.hands[seat];
        self.hands[seat] = 0;
        self.eliminations += 1;
        self.status[seat] = Status::Eliminated { order: self.eliminations };
        self.table.lay(cards);
        let doomed = self.table.kills_around(cards, self.max_kill_region);
        self.table.kill(doomed);
        let killed = self.take_killed(doomed);
        Elimination { seat, laid: layout::cards(cards).collect(), killed }
    }

    /// Marks every playing seat with an empty hand as out: the acting seat first (its action
    /// came before the kills it caused), then the others in turn order after it.
    fn settle_outs(&mut self, actor: usize) -> Vec<usize> {
        let mut went = Vec::new();
        for k in 0..self.players {
            let seat = (actor + k) % self.players;
            if self.status[seat] == Status::Playing && self.hands[seat] == 0 {
                self.go_out(seat);
                went.push(seat);
            }
        }
        went
    }

    pub(super) fn go_out(&mut self, seat: usize) {
        self.outs += 1;
        self.status[seat] = Status::Out { order: self.outs };
    }

    /// The first seat after `seat` (cyclically, `seat` itself last) still in the game.
    pub(super) fn next_in_game(&self, seat: usize) -> Option<usize> {
        (1..=self.players).map(|k| (seat + k) % self.players).find(|&s| self.in_game(s))
    }

    /// Final (or current) standings, best first: players out by fewest killed cards then who
    /// went out first; then eliminated players, the later eliminated higher; then anyone still
    /// playing (only before the end), by seat.
    pub fn ranking(&self) -> Vec<Standing> {
        let mut seats: Vec<usize> = (0..self.players).collect();
        seats.sort_by_key(|&s| match self.status[s] {
            Status::Out { order } => (0, self.killed[s], order),
            Status::Playing => (1, 0, s as u8),
            Status::Eliminated { order } => (2, 0, u8::MAX - order),
        });
        seats
            .into_iter()
            .enumerate()
            .map(|(i, seat)| Standing {
                place: i + 1,
                seat,
                killed: self.killed[seat],
                status: self.status[seat],
            })
            .collect()
    }

    /// This seat's place in `ranking()` (1 = best).
    pub fn place_of(&self, seat: usize) -> usize {
        self.ranking().iter().find(|s| s.seat == seat).map_or(self.players, |s| s.place)
    }
}
