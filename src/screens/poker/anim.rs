//! The poker screen's moving parts: the dealer's exchange (thinking, the chosen cards leaving,
//! new ones arriving face down) and the points counting to their new value. Both advance only
//! on `Msg::Tick`; at the `Instant` animation speed every step is over at once.

use std::time::Duration;

use crate::games::poker::Marks;
use crate::screens::chrome::Timer;
use crate::screens::worker::Worker;
use crate::settings::AnimationSpeed;

/// How long the dealer "thinks" at normal speed.
const THINK: Duration = Duration::from_millis(700);
/// Each step of the dealer's exchange: chosen cards lifted, gone, new ones in.
const STEP: Duration = Duration::from_millis(350);
/// How long the points take to count to their new value.
const COUNT: Duration = Duration::from_millis(800);

/// The dealer's decision: known at once (Normal) or still being worked out on a thread (Hard).
pub enum Job {
    Ready(Marks),
    Running(Worker<Marks>),
}

impl Job {
    /// The marks once known. A worker that died gives "stand pat", so the round still ends.
    fn poll(&mut self) -> Option<Marks> {
        if let Job::Running(w) = self {
            if let Some(marks) = w.poll() {
                *self = Job::Ready(marks);
            } else if w.is_dead() {
                *self = Job::Ready(Marks::NONE);
            }
        }
        match self {
            Job::Ready(m) => Some(*m),
            Job::Running(_) => None,
        }
    }
}

/// Where the dealer's exchange is, as the screen shows it.
pub enum Stage {
    /// Nothing of the dealer's moves.
    Idle,
    Thinking {
        timer: Timer,
        job: Job,
    },
    /// The chosen cards stand out of the fan, about to leave.
    Leaving {
        timer: Timer,
        marks: Marks,
    },
    /// The chosen cards are gone: gaps in the fan.
    Gone {
        timer: Timer,
        marks: Marks,
    },
    /// New cards in the gaps, still face down and lifted.
    Arriving {
        timer: Timer,
        marks: Marks,
    },
}

impl Stage {
    pub fn thinking(job: Job, speed: AnimationSpeed) -> Stage {
        Stage::Thinking { timer: Timer::new(THINK, speed), job }
    }

    pub fn is_idle(&self) -> bool {
        matches!(self, Stage::Idle)
    }

    /// Advances by `dt`, passing through every step whose time is up. Returns the dealer's
    /// marks when the exchange should be applied and the hands shown (the stage is then idle).
    pub fn advance(&mut self, dt: Duration, speed: AnimationSpeed) -> Option<Marks> {
        let mut dt = dt;
        loop {
            let next = match self {
                Stage::Idle => return None,
                Stage::Thinking { timer, job } => {
                    let up = timer.tick(dt);
                    match job.poll() {
                        Some(marks) if up && marks == Marks::NONE => None,
                        Some(marks) if up => Some(Stage::Leaving { timer: step(speed), marks }),
                        _ => return None,
                    }
                }
                Stage::Leaving { timer, marks } => {
                    if !timer.tick(dt) {
                        return None;
                    }
                    Some(Stage::Gone { timer: step(speed), marks: *marks })
                }
                Stage::Gone { timer, marks } => {
                    if !timer.tick(dt) {
                        return None;
                    }
                    Some(Stage::Arriving { timer: step(speed), marks: *marks })
                }
                Stage::Arriving { timer, .. } => {
                    if !timer.tick(dt) {
                        return None;
                    }
                    None
                }
            };
            // Time spent reaching a step is not spent again inside it.
            dt = Duration::ZERO;
            match next {
                Some(stage) => *self = stage,
                None => {
                    let marks = self.marks().unwrap_or(Marks::NONE);
                    *self = Stage::Idle;
                    return Some(marks);
                }
            }
        }
    }

    /// The dealer's chosen cards, once known.
    pub fn marks(&self) -> Option<Marks> {
        match self {
            Stage::Idle => None,
            Stage::Thinking { job: Job::Ready(m), .. } => Some(*m),
            Stage::Thinking { .. } => None,
            Stage::Leaving { marks, .. }
            | Stage::Gone { marks, .. }
            | Stage::Arriving { marks, .. } => Some(*marks),
        }
    }
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
}

#[cfg(test)]
mod tests {
    use super::*;

    const MS: fn(u64) -> Duration = Duration::from_millis;

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
        let mut s = Stage::thinking(Job::Ready(marks), AnimationSpeed::Normal);
        assert_eq!(s.advance(MS(699), AnimationSpeed::Normal), None);
        assert_eq!(s.advance(MS(1), AnimationSpeed::Normal), None);
        assert!(matches!(s, Stage::Leaving { .. }));
        s.advance(STEP, AnimationSpeed::Normal);
        assert!(matches!(s, Stage::Gone { .. }));
        s.advance(STEP, AnimationSpeed::Normal);
        assert!(matches!(s, Stage::Arriving { .. }));
        assert_eq!(s.advance(STEP, AnimationSpeed::Normal), Some(marks));
        assert!(s.is_idle());

        let mut s = Stage::thinking(Job::Ready(marks), AnimationSpeed::Instant);
        assert_eq!(s.advance(Duration::ZERO, AnimationSpeed::Instant), Some(marks));
    }

    #[test]
    fn standing_pat_skips_the_card_steps() {
        let mut s = Stage::thinking(Job::Ready(Marks::NONE), AnimationSpeed::Normal);
        assert_eq!(s.advance(THINK, AnimationSpeed::Normal), Some(Marks::NONE));
    }
}
