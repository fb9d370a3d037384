//! `asobi othello nboard` driven as a GUI drives it: a scripted session written to its stdin,
//! the answers read from stdout (pong, ===, search, learned), bad lines reported on stderr
//! without changing the game, the end of input ending the session, and a whole game played
//! line by line through `go` and `move`.

use std::io::{Read, Write};
use std::process::Stdio;
use std::time::{Duration, Instant};

use asobi::games::othello::{Player, Position, parse_record, parse_square, square_name, think};
use asobi::games::random::GameRng;
use asobi::games::stop::StopFlag;
use rand::SeedableRng;

/// Runs the engine on `script`; returns its exit code, stdout lines and stderr lines. A
/// session still running after a minute is killed and fails the test (a hang, not slowness:
/// the whole script takes well under a second).
fn session(args: &[&str], script: &[u8]) -> (Option<i32>, Vec<String>, Vec<String>) {
    let mut child = crate::kit::binary::asobi()
        .args(["othello", "nboard"])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let script = script.to_vec();
    let writer = std::thread::spawn(move || {
        // The engine may quit before reading everything: a broken pipe is fine.
        let _ = stdin.write_all(&script);
    });
    let read_all = |mut r: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut s = String::new();
            let _ = r.read_to_string(&mut s);
            s.lines().map(str::to_string).collect::<Vec<_>>()
        })
    };
    let out = read_all(Box::new(child.stdout.take().unwrap()));
    let err = read_all(Box::new(child.stderr.take().unwrap()));
    let deadline = Instant::now() + Duration::from_secs(60);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("the NBoard session never ended");
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    writer.join().unwrap();
    (status.code(), out.join().unwrap(), err.join().unwrap())
}

/// The position after `record` as a GGF game, moves written as NBoard writes them.
fn ggf(record: &str) -> String {
    let game = parse_record(record).unwrap();
    let mut text = String::from(
        "(;GM[Othello]PC[NBoard]TY[8]\
         BO[8 ---------------------------O*------*O--------------------------- *]",
    );
    for (pos, mv) in game.positions().iter().zip(game.moves()) {
        let tag = if pos.side_to_move().name() == "black" { "B" } else { "W" };
        let mv = mv.map_or("PA".to_string(), |sq| square_name(sq).to_uppercase());
        text.push_str(&format!("{tag}[{mv}//0.01]"));
    }
    text + ";)"
}

/// The move part of `=== <move>/<eval>/<time>`.
fn answer(line: &str) -> &str {
    line.trim_start_matches("=== ").split('/').next().unwrap()
}

#[test]
fn a_scripted_session_gets_every_answer() {
    const RECORD: &str = "f5f6d3c5e6f7e7f4";
    let pos = *parse_record(RECORD).unwrap().current();
    let player = Player::Search { nodes: 20_000, depth: 4, book: false };
    let mut rng = GameRng::seed_from_u64(0);
    let expected = think(&pos, player, &mut rng, &StopFlag::never()).best.unwrap();
    let after: Position = pos.play(expected).unwrap();
    let pass_game = format!("(;BO[8 {}O- O];)", "*".repeat(62));
    let script = [
        "nboard 2".to_string(),
        "set depth 4".into(),
        format!("set game {}", ggf(RECORD)),
        "ping 1".into(),
        "go".into(),
        "hint 3".into(),
        "frobnicate".into(),
        "move z9".into(),
        "set game (;GM[Chess];)".into(),
        "set depth 99".into(),
        "ping 2".into(),
        "go".into(),
        format!("move {}/0.5/1.0", square_name(expected)),
        "go".into(),
        format!("set game {pass_game}"),
        "go".into(),
        "hint 2".into(),
        "move PA".into(),
        "go".into(),
        "move h8".into(),
        "go".into(),
        "learn".into(),
        "ping 3".into(),
        "quit".into(),
        "ping 99".into(),
    ]
    .join("\n")
        + "\n";
    // The first `go` draws from the session's RNG as `think` did from its own: same seed.
    let (code, out, err) = session(&["--nodes", "20000", "--seed", "0"], script.as_bytes());
    assert_eq!(code, Some(0), "stderr: {err:?}");
    assert_eq!(out[0], "set myname asobi");

    let pongs: Vec<&str> =
        out.iter().filter(|l| l.starts_with("pong")).map(String::as_str).collect();
    assert_eq!(pongs, ["pong 1", "pong 2", "pong 3"], "nothing is read after quit");
    let moves: Vec<&str> =
        out.iter().filter(|l| l.starts_with("=== ")).map(String::as_str).collect();
    assert_eq!(moves.len(), 5, "{out:?}");
    assert_eq!(answer(moves[0]), square_name(expected), "the library's own choice");
    assert_eq!(moves[0].split('/').count(), 3, "move, eval and time: {}", moves[0]);
    assert_eq!(answer(moves[1]), answer(moves[0]), "the bad lines changed nothing");
    assert!(after.is_legal(parse_square(answer(moves[2])).unwrap()), "{}", moves[2]);
    assert!(moves[3].starts_with("=== PA/-64.00/"), "white must pass: {}", moves[3]);
    assert!(moves[4].starts_with("=== h8/64.00/"), "black wipes white out: {}", moves[4]);
    assert!(out.iter().any(|l| l == "learned"));

    // go: its search line, then nodestats, then the answer.
    let first = out.iter().position(|l| l.starts_with("=== ")).unwrap();
    let go_search: Vec<&str> = out[first - 2].split_whitespace().collect();
    assert_eq!((go_search[0], go_search[1]), ("search", answer(moves[0])), "{out:?}");
    assert_eq!(go_search[2], moves[0].split('/').nth(1).unwrap(), "the same eval");
    assert!(out[first - 1].starts_with("nodestats "));

    // hint 3: three search lines, best first, each a legal move, between status lines.
    let start = first + 2;
    assert_eq!(out[start - 1], "status asobi is thinking");
    let hints: Vec<Vec<&str>> =
        out[start..start + 3].iter().map(|l| l.split_whitespace().collect()).collect();
    let mut last = f64::INFINITY;
    for h in &hints {
        assert_eq!((h.len(), h[0], h[3]), (5, "search", "0"), "{h:?}");
        assert!(pos.is_legal(parse_square(h[1]).unwrap()), "{h:?}");
        let eval: f64 = h[2].parse().unwrap();
        assert!(eval <= last, "best first: {hints:?}");
        last = eval;
        assert!(h[4].parse::<u32>().is_ok_and(|d| (1..=4).contains(&d)), "depth: {h:?}");
    }
    assert!(out[start + 3].starts_with("nodestats ") && out[start + 4] == "status");
    assert!(out.iter().any(|l| l == "search PA -64.00 0 100%"), "the pass, solved: {out:?}");

    let expected_errors =
        ["unknown command 'frobnicate'", "'z9' is no square", "not Othello", "set depth", "over"];
    assert_eq!(err.len(), expected_errors.len(), "{err:?}");
    for (line, want) in err.iter().zip(expected_errors) {
        assert!(line.starts_with("asobi: nboard: ") && line.contains(want), "{line} ∌ {want}");
    }
}

#[test]
fn garbage_and_the_end_of_input_end_nothing_badly() {
    let mut script = b"nboard 2\n".to_vec();
    script.extend_from_slice(&[0xff, 0xfe, b'\n']);
    script.extend_from_slice("x".repeat(100_000).as_bytes());
    script.extend_from_slice(b"\n\n   \nset game\nhint\nping 5\n");
    // No quit: the end of input ends the session.
    let (code, out, err) = session(&["--level", "5"], &script);
    assert_eq!(code, Some(0));
    assert_eq!(out, ["set myname asobi5", "pong 5"]);
    assert_eq!(err.len(), 4, "{err:?}");
    assert!(err.iter().all(|l| l.len() < 200 && !l.contains("panicked")), "{err:?}");
}

/// An engine process driven line by line, as a GUI does.
struct Engine {
    child: std::process::Child,
    stdin: std::process::ChildStdin,
    lines: std::sync::mpsc::Receiver<String>,
}

impl Engine {
    fn start(args: &[&str]) -> Engine {
        let mut child = crate::kit::binary::asobi()
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = std::io::BufReader::new(child.stdout.take().unwrap());
        let (tx, lines) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            use std::io::BufRead;
            for line in stdout.lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Engine { child, stdin, lines }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
    }

    /// The next line starting with `prefix` (others are skipped); a minute without one is
    /// a hang and fails the test.
    fn until(&mut self, prefix: &str) -> String {
        loop {
            let line = self.lines.recv_timeout(Duration::from_secs(60)).expect("an answer");
            if line.starts_with(prefix) {
                return line;
            }
        }
    }
}

#[test]
fn a_whole_game_is_played_through_go_and_move() {
    // Level 3 plays both sides: every `go` answer is sent back with `move`, passes included,
    // until the game ends; the moves are checked against the rules on the way.
    let mut engine = Engine::start(&["--seed", "7", "othello", "nboard", "--level", "3"]);
    engine.send("nboard 2");
    assert_eq!(engine.until("set myname"), "set myname asobi3");
    engine.send("set depth 3");
    engine.send(&format!("set game {}", ggf("")));
    let mut game = asobi::games::othello::Game::new();
    while !game.is_over() {
        engine.send("go");
        let line = engine.until("=== ");
        match answer(&line) {
            "PA" => assert!(game.auto_pass(), "a pass with a move left: {line}"),
            mv => game.play(parse_square(mv).expect("a square")).expect("a legal move"),
        }
        engine.send(&format!("move {}", answer(&line)));
        assert!(game.moves().len() <= 70, "the game never ends");
    }
    engine.send("ping 1");
    assert_eq!(engine.until("pong"), "pong 1");
    engine.send("quit");
    assert!(engine.child.wait().unwrap().success());
    assert!(parse_record(&game.record()).unwrap().is_over());
}
