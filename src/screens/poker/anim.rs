//! The poker screen's moving parts: the deal (a card to you, one to the dealer, five times),
//! the dealer's exchange (thinking, the chosen cards leaving, new ones arriving face down), its
//! cards turning over one by one, and the points counting to their new value. All advance only on `Msg::Tick`; at the `Instant` animation speed every
//! step is over at once.

use std::time::Duration;

use crate::games::poker::Marks;
use crate::screens::chrome::Timer;
use crate::screens::computer_turn::ComputerTurn;
use crate::settings::AnimationSpeed;

/// How long the dealer "thinks" at normal speed.
const THINK: Duration = Duration::from_millis(700);
/// Each step of the dealer's exchange: chosen cards lifted, gone, new ones in.
const STEP: Duration = Duration::from_millis(350);
/// Between two of the dealer's cards turning over (and after the last, before the hands are
/// named, so the fifth card is seen before the verdict).
const FLIP: Duration = Duration::from_millis(250);
/// How long the points take to count to their new value.
const COUNT: Duration = Duration::from_millis(800);
/// Between two cards of the deal.
const DEAL: Duration = Duration::from_millis(90);

/// The deal under way: cards go out one at a time, you first, then the dealer, in turn, as at
/// a real table. The round is already dealt in the table; this only paces what is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Deal {
    timer: Timer,
    /// Cards on the table so far, 0 to 10.
    dealt: usize,
    speed: AnimationSpeed,
}

impl Deal {
    /// A deal starting now; `None` when the speed shows it all at once.
    pub fn start(speed: AnimationSpeed) -> Option<Deal> {
        let deal = Deal { timer: Timer::new(DEAL, speed), dealt: 1, speed };
        (!deal.timer.done()).then_some(deal)
    }

    /// Advances by `dt`; true once all ten cards are out.
    pub fn tick(&mut self, dt: Duration) -> bool {
        if self.timer.tick(dt) {
            self.dealt += 1;
            self.timer = Timer::new(DEAL, self.speed);
        }
        self.dealt >= 10
    }

    /// How many cards you have been dealt so far.
    pub fn yours(&self) -> usize {
        self.dealt.div_ceil(2).min(5)
    }

    /// How many the dealer has been dealt so far.
    pub fn dealers(&self) -> usize {
        (self.dealt / 2).min(5)
    }
}

/// How long the dealer "thinks" at normal speed (its `ComputerTurn`'s pause).
pub const THINK_PAUSE: Duration = THINK;

/// Where the dealer's exchange is, as the screen shows it. The table stays in its dealer's
/// turn throughout: the exchange is settled only when the last card has turned over, so the
/// points, record and statistics give nothing away early.
pub enum Stage {
    /// Nothing of the dealer's moves.
    Idle,
    /// The dealer's decision: its turn's pause and answer (see `computer_turn.rs`).
    Thinking(ComputerTurn<Marks>),
    /// The chosen cards stand out of the fan, about to leave.
    Leaving { timer: Timer, marks: Marks },
    /// The chosen cards are gone: gaps in the fan.
    Gone { timer: Timer, marks: Marks },
    /// New cards in the gaps, still face down and lifted.
    Arriving { timer: Timer, marks: Marks },
    /// The dealer's cards turn face up, left to right: the first `shown` are up.
    Revealing { timer: Timer, marks: Marks, shown: usize },
}

/// What a step of the stage leads to.
enum Next {
    /// Still in this step.
    Stay,
    Go(Stage),
    /// Every step is over: settle the exchange of these marks.
    Done(Marks),
}

impl Stage {
    pub fn thinking(turn: ComputerTurn<Marks>) -> Stage {
        Stage::Thinking(turn)
    }

    pub fn is_idle(&self) -> bool {
        matches!(self, Stage::Idle)
    }

    /// Advances by `dt`, passing through every step whose time is up. Returns the dealer's
    /// marks when the exchange should be settled and the hands named (the stage is then idle).
    pub fn advance(&mut self, dt: Duration, speed: AnimationSpeed) -> Option<Marks> {
        let mut dt = dt;
        loop {
            let next = match self {
                Stage::Idle => return None,
                Stage::Thinking(turn) => match turn.tick(dt) {
                    // A dealer whose search died stands pat, so the round still ends.
                    Some(answer) => match answer.unwrap_or(Marks::NONE) {
                        // Standing pat: nothing leaves or arrives, the cards just turn over.
                        Marks::NONE => Next::Go(reveal(Marks::NONE, speed)),
                        marks => Next::Go(Stage::Leaving { timer: step(speed), marks }),
                    },
                    None => Next::Stay,
                },
                Stage::Leaving { timer, marks } => {
                    after(timer, dt, || Next::Go(Stage::Gone { timer: step(speed), marks: *marks }))
                }
                Stage::Gone { timer, marks } => after(timer, dt, || {
                    Next::Go(Stage::Arriving { timer: step(speed), marks: *marks })
                }),
                Stage::Arriving { timer, marks } => {
                    after(timer, dt, || Next::Go(reveal(*marks, speed)))
                }
                Stage::Revealing { timer, marks, shown } => after(timer, dt, || {
                    if *shown < 5 {
                        let timer = Timer::new(FLIP, speed);
                        Next::Go(Stage::Revealing { timer, marks: *marks, shown: *shown + 1 })
                    } else {
                        Next::Done(*marks)
                    }
                }),
            };
            // Time spent reaching a step is not spent again inside it.
            dt = Duration::ZERO;
            match next {
                Next::Stay => return None,
                Next::Go(stage) => *self = stage,
                Next::Done(marks) => {
                    *self = Stage::Idle;
                    return Some(marks);
                }
            }
        }
    }

    /// The "thinking" dots while the dealer decides.
    pub fn spinner(&self) -> &'static str {
        match self {
            Stage::Thinking(turn) => turn.spinner(),
            _ => "",
        }
    }

    /// The dealer's chosen cards, once known.
    pub fn marks(&self) -> Option<Marks> {
        match self {
            Stage::Idle | Stage::Thinking(_) => None,
            Stage::Leaving { marks, .. }
            | Stage::Gone { marks, .. }
            | Stage::Arriving { marks, .. }
            | Stage::Revealing { marks, .. } => Some(*marks),
        }
    }

    /// True once the dealer's new cards are in place (arriving or turning over): the hand to
    /// draw is then the one after the exchange.
    pub fn exchanged(&self) -> bool {
        matches!(self, Stage::Arriving { .. } | Stage::Revealing { .. })
    }

    /// How many of the dealer's cards are face up so far, left to right.
    pub fn face_up(&self) -> usize {
        match self {
            Stage::Revealing { shown, .. } => *shown,
            _ => 0,
        }
    }
}

/// `then()` once `timer` runs out after `dt` more; else stay.
fn after(timer: &mut Timer, dt: Duration, then: impl FnOnce() -> Next) -> Next {
    if timer.tick(dt) { then() } else { Next::Stay }
}

/// The turning over starts with every card still down, for one beat.
fn reveal(marks: Marks, speed: AnimationSpeed) -> Stage {
    Stage::Revealing { timer: Timer::new(FLIP, speed), marks, shown: 0 }
}

fn step(speed: AnimationSpeed) -> Timer {
    Timer::new(STEP, speed)
}

/// The points shown counting from the old value to the new.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Count {
    from: u32,
    to: u32,
    elapsed: Duration,
    total: Duration,
}

impl Count {
    pub fn new(from: u32, to: u32, speed: AnimationSpeed) -> Count {
        Count { from, to, elapsed: Duration::ZERO, total: COUNT.mul_f32(speed.factor()) }
    }

    /// Advances by `dt`; true once the count has reached its value.
    pub fn tick(&mut self, dt: Duration) -> bool {
        self.elapsed = (self.elapsed + dt).min(self.total);
        self.done()
    }

    pub fn done(&self) -> bool {
        self.elapsed >= self.total
    }

    /// The number to show now: always between the old and the new value.
    pub fn shown(&self) -> u32 {
        if self.done() {
            return self.to;
        }
        let part = self.elapsed.as_secs_f64() / self.total.as_secs_f64();
        let (from, to) = (f64::from(self.from), f64::from(self.to));
        (from + (to - from) * part).round() as u32
    }

    /// True while counting up (a win), false while counting down.
    pub fn rising(&self) -> bool {
        self.to > self.from
    }

    /// How the counting number is drawn: green rising, red falling.
    pub fn style(&self) -> ratatui::style::Style {
        if self.rising() { crate::theme::THEME.success } else { crate::theme::THEME.error }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MS: fn(u64) -> Duration = Duration::from_millis;

    #[test]
    fn the_deal_alternates_you_first_and_instant_shows_it_at_once() {
        assert_eq!(Deal::start(AnimationSpeed::Instant), None);
        let mut deal = Deal::start(AnimationSpeed::Normal).expect("animated");
        let mut seen = vec![(deal.yours(), deal.dealers())];
        while !deal.tick(Duration::from_millis(10)) {
            let now = (deal.yours(), deal.dealers());
            if seen.last() != Some(&now) {
                seen.push(now);
            }
        }
        assert_eq!(seen, [(1, 0), (1, 1), (2, 1), (2, 2), (3, 2), (3, 3), (4, 3), (4, 4), (5, 4)]);
        assert_eq!((deal.yours(), deal.dealers()), (5, 5));
    }

    #[test]
    fn the_count_moves_monotonically_between_its_ends() {
        let mut c = Count::new(100, 40, AnimationSpeed::Normal);
        let mut last = c.shown();
        assert_eq!(last, 100);
        while !c.tick(MS(50)) {
            assert!(c.shown() <= last && c.shown() >= 40);
            last = c.shown();
        }
        assert_eq!(c.shown(), 40);
        assert!(Count::new(1, 2, AnimationSpeed::Instant).done());
    }

    #[test]
    fn the_dealer_steps_pass_in_order_and_instant_skips_them_all() {
        let marks = Marks::from_positions(&[1, 3]);
        let mut s = Stage::thinking(ComputerTurn::ready(marks, THINK, AnimationSpeed::Normal));
        assert_eq!(s.advance(MS(699), AnimationSpeed::Normal), None);
        assert_eq!(s.advance(MS(1), AnimationSpeed::Normal), None);
        assert!(matches!(s, Stage::Leaving { .. }));
        s.advance(STEP, AnimationSpeed::Normal);
        assert!(matches!(s, Stage::Gone { .. }));
        s.advance(STEP, AnimationSpeed::Normal);
        assert!(matches!(s, Stage::Arriving { .. }) && s.exchanged());
        assert_eq!(s.advance(STEP, AnimationSpeed::Normal), None);
        // The cards turn over one per beat; the verdict waits one beat after the fifth.
        for up in 0..=5 {
            assert_eq!((s.face_up(), s.marks()), (up, Some(marks)), "{up} face up");
            assert_eq!(s.advance(FLIP, AnimationSpeed::Normal), (up == 5).then_some(marks));
        }
        assert!(s.is_idle());

        let mut s = Stage::thinking(ComputerTurn::ready(marks, THINK, AnimationSpeed::Instant));
        assert_eq!(s.advance(Duration::ZERO, AnimationSpeed::Instant), Some(marks));
    }

    #[test]
    fn a_long_tick_ends_only_the_step_it_falls_in() {
        let mut s = Stage::thinking(ComputerTurn::ready(
            Marks::from_bits(1),
            THINK,
            AnimationSpeed::Normal,
        ));
        assert_eq!(s.advance(MS(10_000), AnimationSpeed::Normal), None);
        assert!(matches!(s, Stage::Leaving { .. }), "each step keeps its own time");
    }

    #[test]
    fn standing_pat_skips_the_card_steps_but_still_turns_the_cards_over() {
        let mut s =
            Stage::thinking(ComputerTurn::ready(Marks::NONE, THINK, AnimationSpeed::Normal));
        assert_eq!(s.advance(THINK, AnimationSpeed::Normal), None);
        assert!(matches!(s, Stage::Revealing { shown: 0, .. }));
        assert_eq!(s.advance(FLIP * 5, AnimationSpeed::Normal), None);
        assert_eq!(s.face_up(), 1, "one beat at a time");
        for _ in 0..5 {
            s.advance(FLIP, AnimationSpeed::Normal);
        }
        assert!(s.is_idle());
    }
}
