//! A million random events across every screen and game: keys, every kind of mouse event,
//! resizes between 1x1 and 300x100 (each drawn at once), and ticks, from fixed seeds. Nothing
//! may panic, and after every event the active game's invariants hold: cards conserved, disc
//! counts consistent, tic-tac-toe marks alternating and never taken back, and a finished game
//! stays finished (it may only give way to a fresh game, whatever key or click came), no notice
//! to wait stays on the player's own turn (`TurnShown`, every game's), and every
//! frame at or above 80×24 is whole (no silent cut, no torn box). Release only, and long: `cargo test -- --ignored` (the test profile is optimised; `.ci/run` runs it
//! and shows the events per second).

use asobi::testing::{GameView, game_view};

use std::time::Instant;

use crate::kit::fuzz::{EventMix, Pick, feed};
use crate::kit::turns::TurnWatch;
use asobi::catalog::GameId;
use asobi::event::Msg;
use asobi::games::random::GameRng;
use asobi::games::tictactoe::{Board, Mark};
use asobi::screens::Screen;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

const KEYS: [KeyCode; 15] = [
    KeyCode::Up,
    KeyCode::Down,
    KeyCode::Left,
    KeyCode::Right,
    KeyCode::Enter,
    KeyCode::Enter,
    KeyCode::Esc,
    KeyCode::Backspace,
    KeyCode::Tab,
    KeyCode::BackTab,
    KeyCode::Char(' '),
    KeyCode::Char('?'),
    KeyCode::Char('q'),
    KeyCode::Char('n'),
    KeyCode::PageDown,
];

/// Letters the games bind (m h u s o p r y) plus digits for bets and squares.
const CHARS: &[u8] = b"mhusopry0123456789abcdefgxz";

const MIX: EventMix = EventMix(&[
    (50, Pick::OneOf(&KEYS)),
    (20, Pick::CharOf(CHARS)),
    (3, Pick::Alt(KeyCode::Char('x'))),
    (10, Pick::Mouse { columns: 120, rows: 40 }),
    (2, Pick::Resize { width: 1..=300, height: 1..=100 }),
    (15, Pick::Tick(300)),
]);

/// Kept to one game: more time passes between keys, so the computers' turns end and the
/// player's turn comes often (where a notice to wait must be gone).
const ONE_GAME_MIX: EventMix = EventMix(&[
    (50, Pick::OneOf(&KEYS)),
    (10, Pick::CharOf(CHARS)),
    (5, Pick::Mouse { columns: 120, rows: 40 }),
    (1, Pick::Resize { width: 1..=300, height: 1..=100 }),
    (40, Pick::Tick(1_000)),
]);

/// The state of the active game after an event.
struct Status {
    over: bool,
    /// A game just dealt or begun: its move, turn or round counters are back at the start.
    fresh: bool,
}

/// Tic-tac-toe: the marks alternate (the side to move never has more, the other side at most
/// one more), so their counts tell whose turn it is.
fn check_tictactoe(board: &Board) {
    let count = |m| (0..9).filter(|&i| board.cell(i) == Some(m)).count();
    let (mover, other) = (count(board.to_move()), count(board.to_move().other()));
    assert!(mover <= other && other <= mover + 1, "tic-tac-toe marks do not alternate: {board:?}");
}

/// The marks on a board, for checking that none is ever taken back.
fn marks(board: &Board) -> [Option<Mark>; 9] {
    std::array::from_fn(|i| board.cell(i))
}

/// What must hold on the active screen, and where its game stands.
fn check(screen: &Screen) -> Option<Status> {
    match game_view(screen) {
        Some(GameView::TicTacToe(s)) => {
            let board = s.board();
            check_tictactoe(board);
            let placed = (0..9).filter(|&i| board.cell(i).is_some()).count();
            // The computer may already have opened a new game.
            Some(Status { over: board.outcome().is_some(), fresh: placed <= 1 })
        }
        Some(GameView::OldMaid(s)) => {
            let g = s.game();
            let held: usize = (0..g.players()).map(|p| g.hand(p).len()).sum();
            assert_eq!(held + 2 * g.discards().len(), 53, "Old Maid lost or made a card");
            // Before the first draw every card is still with the seat it was dealt to.
            let own = |seat: usize, c| g.dealt_hand(seat).contains(c);
            let fresh = (0..g.players()).all(|p| g.hand(p).iter().all(|c| own(p, c)))
                && g.discards().iter().all(|d| d.cards.iter().all(|c| own(d.seat, c)));
            Some(Status { over: g.is_over(), fresh })
        }
        Some(GameView::Sevens(s)) => {
            let g = s.game();
            let mut seen = g.table().played() | g.table().dead();
            let mut count = (g.table().played() | g.table().dead()).count_ones();
            for p in 0..g.players() {
                let hand = g.hand_mask(p);
                assert_eq!(seen & hand, 0, "a Sevens card is in two places");
                seen |= hand;
                count += hand.count_ones();
            }
            assert_eq!((seen.count_ones(), count), (52, 52), "Sevens lost or made a card");
            // Computer seats before the player may have moved already.
            Some(Status { over: g.is_over(), fresh: (g.turns() as usize) < g.players() })
        }
        Some(GameView::Poker(s)) => {
            let mut cards = s.table().all_cards();
            assert_eq!(cards.len(), 53, "poker lost or made a card");
            cards.sort();
            cards.dedup();
            assert_eq!(cards.len(), 53, "poker lost or made a card");
            let r = s.table().record();
            Some(Status {
                over: s.table().is_game_over(),
                fresh: r.wins + r.losses + r.pushes == 0,
            })
        }
        Some(GameView::Othello(s)) => {
            use asobi::games::othello::Colour;
            let pos = s.game().current();
            let (b, w) = (pos.discs(Colour::Black), pos.discs(Colour::White));
            assert_eq!(b & w, 0, "a square holds both colours");
            let total = pos.disc_count(Colour::Black) + pos.disc_count(Colour::White);
            assert_eq!(total + pos.empty_count(), 64, "Othello disc counts do not add up");
            // The computer may already have made the first move.
            Some(Status { over: s.game().is_over(), fresh: s.game().moves().len() <= 1 })
        }
        _ => None,
    }
}

/// What the previous event left, to compare the next one with.
#[derive(Default)]
struct Before {
    over: bool,
    /// The tic-tac-toe marks, when that screen was active.
    marks: Option<[Option<Mark>; 9]>,
}

/// How often the "finished stays finished" rule was put to the test, so a run that never
/// finished a game cannot pass for one that checked it.
#[derive(Default)]
struct Counts {
    frames: usize,
    /// Events that met a finished game.
    on_finished: usize,
    /// Finished games that gave way to a fresh one on the same screen.
    new_games: usize,
    /// Turns of the player that came after a notice to wait: where a stale notice would be
    /// caught.
    waits_ended: usize,
}

/// Checks the invariants after `msg` and the transitions since `before`; returns the new state.
fn check_event(
    h: &Harness,
    msg: &Msg,
    same_screen: bool,
    before: &Before,
    counts: &mut Counts,
    turns: &mut TurnWatch,
) -> Before {
    if !same_screen {
        turns.forget();
    }
    let game = h.app.screen().game();
    turns.see(game.map(|g| g.turn_shown()), || format!("{:?} after {msg:?}", game.map(|g| g.id())));
    let status = check(h.app.screen());
    let Some(status) = status else { return Before::default() };
    if same_screen && before.over {
        counts.on_finished += 1;
        if !status.over {
            // Strict: no key or click excuses a revival, only a game that starts afresh.
            assert!(status.fresh, "a finished game came back to life after {msg:?}");
            counts.new_games += 1;
        }
    }
    let marks = match game_view(h.app.screen()) {
        Some(GameView::TicTacToe(s)) => Some(marks(s.board())),
        _ => None,
    };
    if let (true, Some(old), Some(new)) = (same_screen, before.marks, marks) {
        let kept = old.iter().zip(&new).all(|(o, n)| o.is_none() || o == n);
        assert!(kept || status.fresh, "a tic-tac-toe mark changed after {msg:?}: {old:?} {new:?}");
    }
    Before { over: status.over, marks }
}

/// Draws the screen; at or above the 80×24 floor, no text may be cut without a "…" and no box
/// torn, in the short run and the long one alike. (The long run once only counted such
/// frames, 16 to 35 a million events: Old Maid's card in flight and the Statistics reset
/// question. Both are fixed, so any such frame now fails, as a new case of the class.)
fn drawn_whole(h: &mut Harness) {
    let (text, faults) = h.render_checked();
    let area = h.terminal.backend().buffer().area;
    if area.width >= 80 && area.height >= 24 {
        let (w, rows) = (area.width, area.height);
        assert!(faults.is_empty(), "at {w}×{rows}:\n{}\n{text}", faults.join("\n"));
    }
}

/// Runs `events` random events from `seed`: across every screen (a quit starts the app again
/// on a screen drawn from the seed), or kept to the game `only` (back on the menu, the app
/// starts again in it, so Esc does not hand the run to the menu's first game).
fn fuzz(seed: u64, events: usize, only: Option<GameId>) -> Counts {
    let dir = tempfile::tempdir().unwrap();
    let mut rng = GameRng::seed_from_u64(seed);
    let games = [
        None,
        Some(GameId::Tictactoe),
        Some(GameId::Othello),
        Some(GameId::OldMaid),
        Some(GameId::Sevens),
        Some(GameId::Poker),
    ];
    let start = |rng: &mut GameRng| {
        let game = only.or_else(|| *games.choose(rng).unwrap());
        let builder = Harness::builder(DataDir::at(dir.path()), rng.random()).start(game);
        // Kept to one game, the computers answer on the test's thread: the player's turn then
        // comes as often on a busy machine as on an idle one.
        if only.is_some() { builder.synchronous() } else { builder }.build()
    };
    let mut h = start(&mut rng);
    let mut before = Before::default();
    let mut counts = Counts::default();
    let mut turns = TurnWatch::default();
    for i in 0..events {
        let msg = if only.is_some() { &ONE_GAME_MIX } else { &MIX }.random_msg(&mut rng);
        let screen_before = std::mem::discriminant(h.app.screen());
        feed(&mut h, msg.clone());
        if let Msg::Resize(..) = msg {
            // Every size is drawn, not just sent: layouts break in drawing.
            drawn_whole(&mut h);
            counts.frames += 1;
        }
        let same_screen = screen_before == std::mem::discriminant(h.app.screen());
        before = check_event(&h, &msg, same_screen, &before, &mut counts, &mut turns);
        if i % 97 == 0 {
            drawn_whole(&mut h);
            counts.frames += 1;
        }
        let left = only.is_some() && matches!(h.app.screen(), Screen::Menu(_));
        if h.app.should_quit() || left {
            h = start(&mut rng);
            before = Before::default();
            turns.forget();
        }
    }
    h.render();
    counts.frames += 1;
    counts.waits_ended = turns.waits_ended;
    counts
}

/// A short run in the plain `cargo test`: random keys, clicks and resizes over every screen,
/// each frame drawn whole (the release-only run below goes a million events).
#[test]
fn random_events_leave_every_frame_whole() {
    fuzz(11, 3_000, None);
}

/// A short run from each game in the plain `cargo test`, so every game's invariants are met
/// whatever the seed draws first.
#[test]
fn random_events_in_each_game_keep_its_invariants() {
    for (seed, &game) in (12..).zip(GameId::ALL) {
        let counts = fuzz(seed, 1_500, Some(game));
        // Else the stale-notice check met nothing to catch in this game.
        assert!(counts.waits_ended > 0, "{game:?}: the player's turn never came after a wait");
    }
}

#[test]
#[ignore = "long (minutes): run by .ci/run with --ignored"]
fn a_million_random_events_across_every_screen() {
    const THREADS: u64 = 4;
    const EVENTS: usize = 250_000;
    let started = Instant::now();
    let cpu_before = cpu_seconds();
    let runs: Vec<Counts> = std::thread::scope(|s| {
        let runs: Vec<_> =
            (0..THREADS).map(|seed| s.spawn(move || fuzz(seed, EVENTS, None))).collect();
        runs.into_iter().map(|r| r.join().unwrap()).collect()
    });
    let total = THREADS as usize * EVENTS;
    assert!(total >= 1_000_000);
    let seconds = started.elapsed().as_secs_f64();
    let cpu = cpu_seconds() - cpu_before;
    let sum = |f: fn(&Counts) -> usize| runs.iter().map(f).sum::<usize>();
    let (frames, on_finished, new_games, waits_ended) =
        (sum(|c| c.frames), sum(|c| c.on_finished), sum(|c| c.new_games), sum(|c| c.waits_ended));
    // Wall time depends on what else the machine runs; CPU time much less so.
    eprintln!(
        "fuzz: {total} events, {frames} frames drawn, in {seconds:.1} s on {THREADS} threads \
         ({:.0} events/s), {cpu:.1} CPU s ({:.0} events per CPU s); {on_finished} events met a \
         finished game, {new_games} of them started a fresh one; the player's turn came \
         {waits_ended} times after a notice to wait",
        total as f64 / seconds,
        total as f64 / cpu.max(1e-9)
    );
    assert!(new_games > 100, "too few finished games to test that they stay finished");
    assert!(waits_ended > 100, "too few turns after a wait to test that its notice goes");
}

/// CPU seconds (user + system) this process has used.
fn cpu_seconds() -> f64 {
    use nix::sys::resource::{UsageWho, getrusage};
    let usage = getrusage(UsageWho::RUSAGE_SELF).unwrap();
    let secs = |t: nix::sys::time::TimeVal| t.tv_sec() as f64 + t.tv_usec() as f64 / 1e6;
    secs(usage.user_time()) + secs(usage.system_time())
}
