//! The animation of one move: the placed disc appears, then the bracketed discs turn one
//! after another, nearest first. The game itself is already updated when this starts; the
//! animation only decides what the board shows meanwhile.

use std::time::Duration;

use super::super::chrome::Timer;
use crate::games::othello::{Colour, Position, squares};
use crate::settings::AnimationSpeed;

/// How long the new disc stands alone before the first disc turns (normal speed).
const PLACE: Duration = Duration::from_millis(160);
/// How long each disc takes to turn (normal speed).
const FLIP: Duration = Duration::from_millis(80);

/// What one square shows while a move animates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    Empty,
    Disc(Colour),
    /// Half-way through turning.
    Turning,
}

#[derive(Clone, Debug, PartialEq)]
pub struct FlipAnim {
    /// The board before the move.
    before: Position,
    square: u8,
    mover: Colour,
    /// The discs to turn, in the order they turn.
    order: Vec<u8>,
    /// Steps done: 0 = only the new disc; k = the first k-1 discs turned and the k-th turning.
    step: usize,
    timer: Timer,
    speed: AnimationSpeed,
}

impl FlipAnim {
    /// The animation of `square` played from `before` (a legal move).
    pub fn new(before: Position, square: u8, speed: AnimationSpeed) -> FlipAnim {
        let (r0, c0) = (i32::from(square / 8), i32::from(square % 8));
        let mut order: Vec<u8> = squares(before.flips(square)).collect();
        // Nearest first, so each line turns outward from the new disc; ties go row by row.
        order.sort_by_key(|&sq| {
            let (r, c) = (i32::from(sq / 8), i32::from(sq % 8));
            ((r - r0).abs().max((c - c0).abs()), sq)
        });
        let mut anim = FlipAnim {
            before,
            square,
            mover: before.side_to_move(),
            order,
            step: 0,
            timer: Timer::new(PLACE, speed),
            speed,
        };
        // Instant speed (reduced motion): the move shows complete at once.
        if anim.timer.done() {
            anim.finish();
        }
        anim
    }

    /// True once every disc has turned.
    pub fn done(&self) -> bool {
        self.step > self.order.len()
    }

    /// Advances by `dt`, at most one step per tick (ticks come every ~33 ms, steps last
    /// 80 ms or more, so nothing is skipped). True once done.
    pub fn tick(&mut self, dt: Duration) -> bool {
        if !self.done() && self.timer.tick(dt) {
            self.step += 1;
            self.timer = Timer::new(FLIP, self.speed);
        }
        self.done()
    }

    /// Plays every remaining step at once.
    pub fn finish(&mut self) {
        self.step = self.order.len() + 1;
    }

    /// The square the move was played on.
    pub fn square(&self) -> u8 {
        self.square
    }

    /// The discs of `c` the board shows now. A turning disc already counts for the side it
    /// turns to, so the panel's counts move with the first visible change and always add up
    /// to the discs on show.
    pub fn count(&self, c: Colour) -> u32 {
        let counts = |sq: u8| match self.shown(sq) {
            Shown::Disc(d) => d == c,
            Shown::Turning => c == self.mover,
            Shown::Empty => false,
        };
        (0..64u8).filter(|&sq| counts(sq)).count() as u32
    }

    /// What `sq` shows now.
    pub fn shown(&self, sq: u8) -> Shown {
        if sq == self.square {
            return Shown::Disc(self.mover);
        }
        if let Some(i) = self.order.iter().position(|&s| s == sq) {
            return match (i + 1).cmp(&self.step) {
                std::cmp::Ordering::Less => Shown::Disc(self.mover),
                std::cmp::Ordering::Equal => Shown::Turning,
                std::cmp::Ordering::Greater => Shown::Disc(self.mover.opponent()),
            };
        }
        match self.before.cell(sq) {
            Some(c) => Shown::Disc(c),
            None => Shown::Empty,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discs_turn_one_at_a_time_and_end_as_the_move_leaves_them() {
        let p = Position::start().play(37).unwrap(); // black f5
        let p = p.play(29).unwrap(); // white f4 turns e4
        let sq = 21; // black f3 brackets f4 (against f5) and e4 (against d5)
        let after = p.play(sq).unwrap();
        let flips: Vec<u8> = squares(p.flips(sq)).collect();
        assert_eq!(flips.len(), 2);
        let mut a = FlipAnim::new(p, sq, AnimationSpeed::Normal);
        assert_eq!(a.shown(sq), Shown::Disc(Colour::Black));
        assert!(flips.iter().all(|&f| a.shown(f) == Shown::Disc(Colour::White)));
        assert!(!a.tick(Duration::from_millis(100)), "the new disc stands alone a moment");
        let mut seen_turning = 0;
        for _ in 0..10 {
            a.tick(Duration::from_millis(100));
            let turning = flips.iter().filter(|&&f| a.shown(f) == Shown::Turning).count();
            assert!(turning <= 1, "one disc turns at a time");
            seen_turning += turning;
        }
        assert_eq!(seen_turning, 2, "each disc is seen turning once");
        assert!(a.done());
        for s in 0..64u8 {
            let want = after.cell(s).map_or(Shown::Empty, Shown::Disc);
            assert_eq!(a.shown(s), want, "square {s}");
        }
    }

    #[test]
    fn counts_follow_what_is_shown() {
        let before = Position::start();
        let mut a = FlipAnim::new(before, 37, AnimationSpeed::Normal); // f5 turns e5
        let counts = |a: &FlipAnim| (a.count(Colour::Black), a.count(Colour::White));
        assert_eq!(counts(&a), (3, 2), "the new disc shows, e5 has not turned");
        a.tick(Duration::from_millis(200));
        assert_eq!(a.shown(36), Shown::Turning);
        assert_eq!(counts(&a), (4, 1), "a turning disc counts for the side it turns to");
        a.finish();
        let after = before.play(37).unwrap();
        assert_eq!(counts(&a), (after.disc_count(Colour::Black), after.disc_count(Colour::White)));
    }

    #[test]
    fn instant_speed_finishes_in_one_tick() {
        let p = Position::start();
        let a = FlipAnim::new(p, 37, AnimationSpeed::Instant);
        assert!(a.done());
        assert_eq!(a.shown(36), Shown::Disc(Colour::Black), "e5 turned at once");
    }
}
