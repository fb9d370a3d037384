//! `asobi othello train --dir DIR`: makes the learned evaluation's weights from nothing, or
//! refits some phases of given weights (`--start-from`, `--phases`), in a folder outside the
//! repository, and carries on where it stopped when run again.
//!
//! 1. `positions.bin`: every position of `--games` seeded self-play games (random openings
//!    of 0 to `--max-opening` plies, then moves near the best of a depth-2 search by the
//!    `--selfplay-eval` evaluation), without repeats; written once, whole.
//! 2. For each phase from the last four empties back to the opening (those `--phases`
//!    names): `labels-NN.bin` (one f32 a position of the phase, appended in chunks, so an
//!    interrupted phase resumes), exact solves up to `--exact-empties`, else the mean of
//!    `--depth`-ply and one-ply-shallower searches scored by the phases already fitted
//!    beyond (`Labeller::label` says why), in `LANES` threads; then the phase is fitted,
//!    starting from its weights as they stand (zero, or the `--start-from` file's), and
//!    `weights.bin` and `progress.txt` (phases fitted) are rewritten.
//! 3. With `--also DIR`, each phase's fit also takes DIR's positions and labels: another
//!    run's (another seed, earlier weights) whose labelling of that phase is finished, so two
//!    runs' labels make one fit without labelling anything twice. The held-out positions
//!    then include DIR's: if the starting weights were fitted on DIR, their "from" error is
//!    measured partly on what they learned from, and flatters them.
//!
//! The arithmetic and the labels are in `games::othello` (`fit.rs`, `selfplay.rs`); here is
//! only the file keeping, the clock and the log.

use std::collections::HashSet;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use crate::games::random::GameRng;
use clap::Args;
use rand::RngExt;
use rand::SeedableRng;

mod folder;

use self::folder::{
    decode_labels, decode_positions, finished_run, labelled_samples, labels_file, split_by_phase,
};
use super::read_weights;
use crate::cli::CliResult;
use crate::games::othello::Evaluator;
use crate::games::othello::learning::{
    FitOptions, LAYOUT, Labeller, PHASES, Sample, SelfPlayer, Weights, fit, load_phase, rms_error,
    selfplay_game, store_phase,
};

/// Positions labelled between two writes of a labels file.
const CHUNK: usize = 2000;
/// One position in this many is held out to measure the fit.
const HOLD_OUT: usize = 20;
/// Labelling runs in this many threads, one per core of the development machine. Each chunk
/// is dealt to them in a fixed order (position `i` to lane `i % LANES`), each lane keeping its
/// own search table, so the labels are the same on any machine.
const LANES: usize = 2;
/// How the labels are made, written into `config.txt`: a folder labelled another way (the
/// first trainer's one-depth labels had no such word) is refused rather than mixing two kinds
/// of labels. Change it whenever `Labeller::label` changes what a label means.
const LABELS: &str = "labels mean-of-two-depths";

#[derive(Debug, Args)]
pub struct TrainArgs {
    /// Folder for the trainer's data and state (created; keep it outside the repository).
    #[arg(long)]
    pub dir: PathBuf,
    /// Self-play games generating the positions.
    #[arg(long, default_value_t = 10_000)]
    pub games: u64,
    /// Most random plies opening a self-play game (each game draws 0 to this many).
    #[arg(long, default_value_t = 20)]
    pub max_opening: u32,
    /// Positions with at most this many empties are labelled by an exact solve.
    #[arg(long, default_value_t = 12)]
    pub exact_empties: u32,
    /// Depth of the searches labelling the other positions.
    #[arg(long, default_value_t = 4)]
    pub depth: u32,
    /// Passes of the fit over each phase's positions.
    #[arg(long, default_value_t = 60)]
    pub epochs: u32,
    /// The evaluation choosing the self-play moves: `hand` (the hand-set terms, as the first
    /// weights were made) or `learned` (the shipped weights, whose games look more like the
    /// positions strong play reaches).
    #[arg(long, value_enum, default_value_t = SelfPlayEval::Hand)]
    pub selfplay_eval: SelfPlayEval,
    /// A weights file to start from (such as the shipped `assets/othello/eval.bin`): each
    /// phase's fit starts from its weights instead of zero, so configurations the new
    /// positions rarely show keep what they had, and the phases outside `--phases` keep them
    /// unchanged.
    #[arg(long)]
    pub start_from: Option<PathBuf>,
    /// The phases to label and fit, as FIRST-LAST (0 holds the last four empties, 14 the
    /// opening; every phase when not given). Phases below FIRST need weights to read: give
    /// --start-from.
    #[arg(long, value_parser = parse_phases)]
    pub phases: Option<(usize, usize)>,
    /// Another training folder whose positions and labels each fitted phase also learns from
    /// (its labelling of those phases finished): more positions without labelling them again.
    #[arg(long)]
    pub also: Option<PathBuf>,
}

/// `FIRST-LAST`, both phases, FIRST not after LAST.
fn parse_phases(text: &str) -> Result<(usize, usize), String> {
    let (first, last) = text.split_once('-').ok_or("give the phases as FIRST-LAST, as 7-11")?;
    let phase = |t: &str| {
        t.trim()
            .parse::<usize>()
            .ok()
            .filter(|&p| p < PHASES)
            .ok_or(format!("a phase is a number from 0 to {}", PHASES - 1))
    };
    let (first, last) = (phase(first)?, phase(last)?);
    if first > last {
        return Err(format!("the first phase ({first}) comes after the last ({last})"));
    }
    Ok((first, last))
}

/// Which evaluation plays the self-play games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum SelfPlayEval {
    Hand,
    Learned,
}

pub fn run_train(args: &TrainArgs, seed: Option<u64>) -> CliResult {
    // What was typed is checked before the folder is touched: a wrong file or range leaves
    // nothing behind.
    let start = starting_weights(args)?;
    let (first, last) = args.phases.unwrap_or((0, PHASES - 1));
    let also = args.also.as_deref().map(|dir| finished_run(dir, first, last)).transpose()?;
    fs::create_dir_all(&args.dir)?;
    let seed = check_config(args, seed)?;
    let started = Instant::now();
    let positions = load_or_generate(args, seed)?;
    log(&args.dir, &format!("{} positions", positions.len()))?;
    let by_phase = split_by_phase(&positions);
    let done = fs::read_to_string(args.dir.join("progress.txt"))
        .ok()
        .and_then(|t| t.trim().parse::<usize>().ok())
        .unwrap_or(0);
    let mut weights = match fs::read(args.dir.join("weights.bin")) {
        Ok(bytes) if done > 0 => Weights::decode(&bytes)?,
        _ => start,
    };
    for (ph, positions) in by_phase.iter().enumerate().take(last + 1).skip(done.max(first)) {
        // The labelling searches read the phases fitted so far; each phase's copy is leaked
        // (a few MB, fifteen times in a run) so the search can hold a plain reference.
        let frozen: &'static Weights = Box::leak(Box::new(weights.clone()));
        let mut labellers: Vec<Labeller> =
            (0..LANES).map(|_| Labeller::new(frozen, args.exact_empties, args.depth)).collect();
        let labels = label_phase(&args.dir, ph, positions, &mut labellers)?;
        let mut samples: Vec<Sample> =
            positions.iter().zip(&labels).map(|(&(p, o), &y)| Sample::new(p, o, y)).collect();
        if let (Some(dir), Some(theirs)) = (&args.also, &also) {
            samples.extend(labelled_samples(dir, ph, &theirs[ph])?);
        }
        let count = samples.len();
        let (mut train, mut valid) = (Vec::with_capacity(count), Vec::new());
        for (i, s) in samples.into_iter().enumerate() {
            if i % HOLD_OUT == 0 { valid.push(s) } else { train.push(s) }
        }
        // The fit starts from the phase's weights as they are: zero in a run from nothing,
        // the given file's with --start-from.
        let mut fitted = load_phase(&weights, ph);
        let before = rms_error(&fitted, &valid);
        let opts = FitOptions { epochs: args.epochs, ..FitOptions::default() };
        let history = fit(&mut fitted, &train, opts);
        store_phase(&mut weights, ph, &fitted);
        let spread = rms_error(&vec![0.0; LAYOUT.params], &valid);
        log(
            &args.dir,
            &format!(
                "phase {ph}: {} positions, rms error train {:.2} held-out {:.2} (from \
                 {before:.2}; labels' own spread {spread:.2}) discs, {:.0} s in all",
                count,
                history.last().copied().unwrap_or(0.0),
                rms_error(&fitted, &valid),
                started.elapsed().as_secs_f64()
            ),
        )?;
        write_atomic(&args.dir.join("weights.bin"), &weights.encode())?;
        write_atomic(&args.dir.join("progress.txt"), format!("{}\n", ph + 1).as_bytes())?;
    }
    log(&args.dir, &format!("done: {}", args.dir.join("weights.bin").display()))?;
    Ok(())
}

/// The weights a new run starts from: the --start-from file's, else zero.
fn starting_weights(args: &TrainArgs) -> color_eyre::Result<Weights> {
    let Some(path) = &args.start_from else {
        if args.phases.is_some_and(|(first, _)| first > 0) {
            return crate::cli::usage(
                "phases below the first need weights to read: give --start-from".to_string(),
            );
        }
        return Ok(Weights::zero());
    };
    read_weights(path)
}

/// The seed of the run: given, or the one the folder was started with. A folder started with
/// other settings is refused, so a resumed run makes the same data.
fn check_config(args: &TrainArgs, seed: Option<u64>) -> color_eyre::Result<u64> {
    let path = args.dir.join("config.txt");
    let describe = |seed: u64| {
        // The hand-played default writes no word, so folders started before the choice
        // existed still match.
        let selfplay = match args.selfplay_eval {
            SelfPlayEval::Hand => "",
            SelfPlayEval::Learned => " selfplay-eval learned",
        };
        // Likewise a run of every phase from nothing writes no start or phases.
        let start = args
            .start_from
            .as_ref()
            .map_or(String::new(), |p| format!(" start-from {}", p.display()));
        let phases =
            args.phases.map_or(String::new(), |(first, last)| format!(" phases {first}-{last}"));
        let also = args.also.as_ref().map_or(String::new(), |d| format!(" also {}", d.display()));
        format!(
            "seed {seed} games {} max-opening {} exact-empties {} depth {} epochs {} \
             {LABELS}{selfplay}{start}{phases}{also}\n",
            args.games, args.max_opening, args.exact_empties, args.depth, args.epochs
        )
    };
    if let Ok(old) = fs::read_to_string(&path) {
        let old_seed = old.split_whitespace().nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
        let seed = seed.unwrap_or(old_seed);
        if old != describe(seed) {
            return crate::cli::usage(format!(
                "{} was started with: {}give the same settings or another folder",
                args.dir.display(),
                old
            ));
        }
        return Ok(seed);
    }
    let seed = crate::cli::seed_or_random(seed);
    write_atomic(&path, describe(seed).as_bytes())?;
    Ok(seed)
}

fn load_or_generate(args: &TrainArgs, seed: u64) -> color_eyre::Result<Vec<(u64, u64)>> {
    let path = args.dir.join("positions.bin");
    if let Ok(bytes) = fs::read(&path) {
        return Ok(decode_positions(&bytes));
    }
    let started = Instant::now();
    let mut rng = GameRng::seed_from_u64(seed);
    let mut player = SelfPlayer::new(match args.selfplay_eval {
        SelfPlayEval::Hand => Evaluator::Hand,
        SelfPlayEval::Learned => Evaluator::Learned,
    });
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for _ in 0..args.games {
        let opening = rng.random_range(0..=args.max_opening);
        for pos in selfplay_game(&mut player, opening, &mut rng) {
            if seen.insert(pos) {
                out.push(pos);
            }
        }
    }
    let mut bytes = Vec::with_capacity(out.len() * 16);
    for &(p, o) in &out {
        bytes.extend_from_slice(&p.to_le_bytes());
        bytes.extend_from_slice(&o.to_le_bytes());
    }
    write_atomic(&path, &bytes)?;
    let secs = started.elapsed().as_secs_f64();
    log(
        &args.dir,
        &format!("self-play: {} games, {} positions, {secs:.0} s", args.games, out.len()),
    )?;
    Ok(out)
}

/// The labels of one phase's positions, labelling those not yet in its file.
fn label_phase(
    dir: &Path,
    ph: usize,
    positions: &[(u64, u64)],
    labellers: &mut [Labeller],
) -> color_eyre::Result<Vec<f32>> {
    let path = labels_file(dir, ph);
    let bytes = fs::read(&path).unwrap_or_default();
    let mut labels = decode_labels(&bytes);
    labels.truncate(positions.len());
    let started = Instant::now();
    let before = labels.len();
    while labels.len() < positions.len() {
        let end = (labels.len() + CHUNK).min(positions.len());
        let fresh = label_chunk(&positions[labels.len()..end], labellers);
        let mut file = fs::OpenOptions::new().create(true).append(true).open(&path)?;
        let raw: Vec<u8> = fresh.iter().flat_map(|y| y.to_le_bytes()).collect();
        file.write_all(&raw)?;
        labels.extend(fresh);
    }
    if labels.len() > before {
        let secs = started.elapsed().as_secs_f64();
        log(
            dir,
            &format!("phase {ph}: labelled {} positions in {secs:.0} s", labels.len() - before),
        )?;
    }
    Ok(labels)
}

/// Labels `chunk` with the lanes in parallel: lane `k` takes positions `k`, `k + lanes`, …
fn label_chunk(chunk: &[(u64, u64)], labellers: &mut [Labeller]) -> Vec<f32> {
    let lanes = labellers.len();
    let parts: Vec<Vec<f32>> = std::thread::scope(|scope| {
        let workers: Vec<_> = labellers
            .iter_mut()
            .enumerate()
            .map(|(lane, labeller)| {
                scope.spawn(move || {
                    chunk
                        .iter()
                        .skip(lane)
                        .step_by(lanes)
                        .map(|&(p, o)| labeller.label(p, o))
                        .collect::<Vec<f32>>()
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().expect("a labelling lane panicked")).collect()
    });
    (0..chunk.len()).map(|i| parts[i % lanes][i / lanes]).collect()
}

/// Writes `bytes` to a file beside `path`, then renames it over `path`: a reader sees the old
/// file or the new one, never half of one.
pub(super) fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let tmp = path.with_extension("tmp");
    fs::write(&tmp, bytes)?;
    fs::rename(&tmp, path)
}

/// Prints a line and appends it to the folder's `log.txt`.
fn log(dir: &Path, line: &str) -> std::io::Result<()> {
    println!("{line}");
    let mut f = fs::OpenOptions::new().create(true).append(true).open(dir.join("log.txt"))?;
    writeln!(f, "{line}")
}
