//! The trainer's folder read back: `positions.bin` and `labels-NN.bin` decoded, and another
//! run's folder (`--also`) checked and read as samples.

use std::fs;
use std::path::{Path, PathBuf};

use crate::games::othello::learning::{PHASES, Sample, phase_of};

/// A folder's positions, grouped by phase in their order (the order of its labels files).
pub(super) fn split_by_phase(positions: &[(u64, u64)]) -> Vec<Vec<(u64, u64)>> {
    let mut by_phase: Vec<Vec<(u64, u64)>> = vec![Vec::new(); PHASES];
    for &(p, o) in positions {
        by_phase[phase_of(p, o)].push((p, o));
    }
    by_phase
}

/// The file holding phase `ph`'s labels in a training folder.
pub(super) fn labels_file(dir: &Path, ph: usize) -> PathBuf {
    dir.join(format!("labels-{ph:02}.bin"))
}

/// The positions of a folder's `positions.bin`.
pub(super) fn decode_positions(bytes: &[u8]) -> Vec<(u64, u64)> {
    let word = |c: &[u8]| u64::from_le_bytes(c.try_into().expect("8 bytes"));
    bytes.chunks_exact(16).map(|c| (word(&c[..8]), word(&c[8..]))).collect()
}

/// Another training folder's positions by phase (`--also`), refused with one line unless it
/// has positions and has finished labelling each phase from `first` to `last` (a part-labelled
/// phase would teach less than it says).
pub(super) fn finished_run(
    dir: &Path,
    first: usize,
    last: usize,
) -> color_eyre::Result<Vec<Vec<(u64, u64)>>> {
    let bytes = match fs::read(dir.join("positions.bin")) {
        Ok(bytes) => bytes,
        Err(e) => {
            return crate::cli::usage(format!(
                "{} has no positions to learn from ({e}): give a training folder",
                dir.display()
            ));
        }
    };
    let by_phase = split_by_phase(&decode_positions(&bytes));
    for (ph, positions) in by_phase.iter().enumerate().take(last + 1).skip(first) {
        let labelled = fs::metadata(labels_file(dir, ph)).map_or(0, |m| m.len() as usize / 4);
        if labelled != positions.len() {
            return crate::cli::usage(format!(
                "{} has labelled {labelled} of its {} positions of phase {ph}: finish it first",
                dir.display(),
                positions.len()
            ));
        }
    }
    Ok(by_phase)
}

/// Phase `ph` of a folder [`finished_run`] checked, as samples.
pub(super) fn labelled_samples(
    dir: &Path,
    ph: usize,
    positions: &[(u64, u64)],
) -> color_eyre::Result<Vec<Sample>> {
    let labels = decode_labels(&fs::read(labels_file(dir, ph))?);
    Ok(positions.iter().zip(labels).map(|(&(p, o), y)| Sample::new(p, o, y)).collect())
}

/// The labels of a `labels-NN.bin`, one f32 a position.
pub(super) fn decode_labels(bytes: &[u8]) -> Vec<f32> {
    bytes.chunks_exact(4).map(|c| f32::from_le_bytes(c.try_into().expect("4 bytes"))).collect()
}
