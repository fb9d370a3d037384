//! The trainer's arithmetic: least-squares fitting of one phase's weights to labelled
//! positions (the I/O and the labelling live in `cli/othello/train`).
//!
//! Each position activates one canonical weight per feature plus one mobility weight; its
//! prediction is their sum. The fit is gradient descent in which each weight's step is its
//! summed residual divided by how often it occurs (plus a prior count that pulls rare
//! configurations towards zero): common weights converge in a few passes and rare ones stay
//! small rather than fitting noise.

use super::learned::{WEIGHT_SCALE, Weights};
use super::pattern::{FEATURES, LAYOUT, phase};

/// Slots a position activates: its features' canonical slots and its mobility slot.
pub const ACTIVE: usize = FEATURES + 1;

/// One labelled position, as the slots it activates and its target in discs.
#[derive(Clone, Copy, Debug)]
pub struct Sample {
    pub slots: [u32; ACTIVE],
    pub label: f32,
}

impl Sample {
    /// The sample of mover `p` against `o` with final disc difference `label`.
    pub fn new(p: u64, o: u64, label: f32) -> Sample {
        let l = &*LAYOUT;
        let idx = l.indices(p, o);
        let mut slots = [0u32; ACTIVE];
        for (f, &i) in idx.iter().enumerate() {
            slots[f] = l.canonical_slot(f, i) as u32;
        }
        let (mp, mo) = (super::bitboard::moves(p, o), super::bitboard::moves(o, p));
        slots[FEATURES] = l.mobility_slot(mp.count_ones(), mo.count_ones()) as u32;
        Sample { slots, label }
    }
}

/// How a fit runs.
#[derive(Clone, Copy, Debug)]
pub struct FitOptions {
    pub epochs: u32,
    /// Fraction of the normalised step taken each pass (a position moves `ACTIVE` weights at
    /// once, so a full step would overshoot).
    pub rate: f32,
    /// Prior count: a weight seen `n` times moves by `n / (n + prior)` of its mean residual.
    pub prior: f32,
}

impl Default for FitOptions {
    fn default() -> FitOptions {
        FitOptions { epochs: 60, rate: 0.03, prior: 8.0 }
    }
}

/// Fits `weights` (one phase, in discs, canonical slots) to `train`; returns the root mean
/// square error on `train` after each pass.
pub fn fit(weights: &mut [f32], train: &[Sample], opts: FitOptions) -> Vec<f32> {
    let mut count = vec![0f32; weights.len()];
    for s in train {
        for &j in &s.slots {
            count[j as usize] += 1.0;
        }
    }
    let mut grad = vec![0f32; weights.len()];
    let mut history = Vec::new();
    for _ in 0..opts.epochs {
        grad.iter_mut().for_each(|g| *g = 0.0);
        let mut sq = 0f64;
        for s in train {
            let r = s.label - predict(weights, s);
            sq += f64::from(r * r);
            for &j in &s.slots {
                grad[j as usize] += r;
            }
        }
        for ((w, g), n) in weights.iter_mut().zip(&grad).zip(&count) {
            if *n > 0.0 {
                *w += opts.rate * g / (n + opts.prior);
            }
        }
        history.push((sq / train.len().max(1) as f64).sqrt() as f32);
    }
    history
}

/// The prediction of `weights` for a sample, in discs.
pub fn predict(weights: &[f32], s: &Sample) -> f32 {
    s.slots.iter().map(|&j| weights[j as usize]).sum()
}

/// Root mean square error of `weights` on `samples`.
pub fn rms_error(weights: &[f32], samples: &[Sample]) -> f32 {
    let sq: f64 = samples.iter().map(|s| f64::from((s.label - predict(weights, s)).powi(2))).sum();
    (sq / samples.len().max(1) as f64).sqrt() as f32
}

/// Phase `ph` of `weights` in discs, as [`fit`] takes them: the inverse of [`store_phase`],
/// for a fit that starts from weights already made.
pub fn load_phase(weights: &Weights, ph: usize) -> Vec<f32> {
    weights.phase(ph).iter().map(|&w| f32::from(w) / WEIGHT_SCALE as f32).collect()
}

/// Writes fitted canonical weights (in discs) into phase `ph` of `out`, every index taking its
/// canonical twin's weight.
pub fn store_phase(out: &mut Weights, ph: usize, fitted: &[f32]) {
    let l = &*LAYOUT;
    let table = out.phase_mut(ph);
    let quantise =
        |w: f32| (w * WEIGHT_SCALE as f32).round().clamp(-f32::from(i16::MAX), f32::from(i16::MAX));
    for (shape, canon) in super::pattern::CANON.iter().enumerate() {
        let off = l.offsets[shape];
        for (i, &c) in canon.iter().enumerate() {
            table[off + i] = quantise(fitted[off + c as usize]) as i16;
        }
    }
    for j in l.mob_offset..l.params {
        table[j] = quantise(fitted[j]) as i16;
    }
}

/// The phase a position belongs to.
pub fn phase_of(p: u64, o: u64) -> usize {
    phase((!(p | o)).count_ones())
}
