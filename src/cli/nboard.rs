//! `asobi othello nboard`: the NBoard protocol on stdin and stdout, so asobi can play and
//! analyse in NBoard and meet other engines (Edax, NTest, Egaroucid) through it. The
//! commands and the game are read in `nboard/protocol.rs`; this loop searches, times the
//! searches, and prints (flushing each line: the GUI reads through a pipe).

mod protocol;

use std::io::{BufRead, Write};
use std::time::Instant;

use crate::games::random::GameRng;
use clap::Args;
use rand::SeedableRng;

use self::protocol::{Request, Session};
use super::CliResult;
use super::othello::{MAX_HARD_NODES, strength_arg};
use crate::games::othello::{Player, Strength, Thought, rank_moves, square_name, think};
use crate::games::stop::StopFlag;

#[derive(Debug, Args)]
pub struct NboardArgs {
    /// Strength: easy, normal, hard, or 1 to 10 (easy is 1, normal 4, hard 9).
    #[arg(long, value_name = "LEVEL", default_value = "hard", value_parser = strength_arg)]
    pub level: Strength,
    /// Search within this many nodes a move instead of a level's budget (1 to 100,000,000).
    #[arg(long, value_name = "N", conflicts_with = "level",
        value_parser = super::number_in::<u64>(1, MAX_HARD_NODES))]
    pub nodes: Option<u64>,
}

/// Runs the protocol until `quit` or the end of input. Bad lines are reported on stderr and
/// change nothing; only a closed stdout ends the session with an error.
pub fn run(args: &NboardArgs, seed: Option<u64>) -> CliResult {
    let player = match args.nodes {
        Some(nodes) => {
            Player::Search { nodes, depth: crate::games::othello::MAX_DEPTH, book: true }
        }
        None => args.level.player(),
    };
    let name = match args.nodes {
        Some(_) => "asobi".to_string(),
        None => format!("asobi{}", args.level.number()),
    };
    let mut rng = GameRng::seed_from_u64(super::seed_or_random(seed));
    let mut session = Session::new();
    let mut out = std::io::stdout().lock();
    let mut input = std::io::stdin().lock();
    let mut line = Vec::new();
    loop {
        line.clear();
        if input.read_until(b'\n', &mut line)? == 0 {
            return Ok(());
        }
        // Not UTF-8 is no command we know; the lossy text still gets its error line.
        let text = String::from_utf8_lossy(&line);
        let request = match session.apply(&text) {
            Ok(request) => request,
            Err(e) => {
                eprintln!("asobi: nboard: {e}");
                continue;
            }
        };
        let replies = match request {
            Request::Nothing => Vec::new(),
            Request::Hello => vec![format!("set myname {name}")],
            Request::Pong(n) => vec![format!("pong {n}")],
            Request::Learned => vec!["learned".to_string()],
            Request::Quit => return Ok(()),
            Request::Go => go(&session, player, &mut rng, &mut out)?,
            Request::Hint(n) => hint(&session, player, n, &mut out)?,
        };
        for reply in replies {
            writeln!(out, "{reply}")?;
        }
        out.flush()?;
    }
}

/// The player with the session's depth limit (which only the search levels have).
fn limited(player: Player, session: &Session) -> Player {
    match player {
        Player::Search { nodes, book, .. } => {
            Player::Search { nodes, depth: session.depth(), book }
        }
        other => other,
    }
}

fn thinking(out: &mut impl Write) -> std::io::Result<()> {
    writeln!(out, "status asobi is thinking")?;
    out.flush()
}

/// `=== <move>/<eval>/<seconds>`: the move asobi would play, not played until the GUI sends
/// it back with `move`, after its `search` line. A forced pass is `PA`; an evaluation asobi
/// does not have (level 1) is left empty, as GGF does.
fn go(
    session: &Session,
    player: Player,
    rng: &mut GameRng,
    out: &mut impl Write,
) -> std::io::Result<Vec<String>> {
    thinking(out)?;
    let started = Instant::now();
    let t = think(session.position(), limited(player, session), rng, &StopFlag::never());
    let seconds = started.elapsed().as_secs_f64();
    let mv = t.best.map_or("PA".to_string(), square_name);
    let eval = t.score.map_or(String::new(), |s| format!("{s:.2}", s = f64::from(s)));
    let mut replies = Vec::new();
    // The thinking output the protocol asks for alongside the answer, when there is a score.
    if t.score.is_some() {
        replies.push(search_line(&mv, &t));
    }
    replies.push(format!("nodestats {} {seconds:.2}", t.nodes.unwrap_or(0)));
    replies.push(format!("=== {mv}/{eval}/{seconds:.2}"));
    Ok(replies)
}

/// `search <move> <eval> 0 <depth>`, the depth `100%` for an exact solve.
fn search_line(mv: &str, t: &Thought) -> String {
    let depth = if t.exact { "100%".to_string() } else { t.depth.to_string() };
    format!("search {mv} {:.2} 0 {depth}", f64::from(t.score.unwrap_or(0)))
}

/// `search <move> <eval> 0 <depth>` for the best `n` moves, best first, between `status`
/// lines. The depth is `100%` for an exact solve. Levels 1–4, which have no node budget,
/// analyse with level 5's.
fn hint(
    session: &Session,
    player: Player,
    n: usize,
    out: &mut impl Write,
) -> std::io::Result<Vec<String>> {
    thinking(out)?;
    let nodes = player.analysis_nodes();
    let analyst = Player::Search { nodes, depth: session.depth(), book: false };
    let pos = session.position();
    let started = Instant::now();
    let lines: Vec<(String, Thought)> = if pos.legal_moves() == 0 {
        // A forced pass: the one "move" is PA, scored after it.
        let t = think(pos, analyst, &mut GameRng::seed_from_u64(0), &StopFlag::never());
        vec![("PA".to_string(), t)]
    } else {
        rank_moves(pos, nodes, session.depth(), n)
            .into_iter()
            .map(|(sq, t)| (square_name(sq), t))
            .collect()
    };
    let seconds = started.elapsed().as_secs_f64();
    let nodes: u64 = lines.iter().filter_map(|(_, t)| t.nodes).sum();
    let mut replies: Vec<String> = lines.iter().map(|(mv, t)| search_line(mv, t)).collect();
    replies.push(format!("nodestats {nodes} {seconds:.2}"));
    replies.push("status".to_string());
    Ok(replies)
}
