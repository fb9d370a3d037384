//! The session reads every command of the protocol, and every bad line leaves it as it was.

use super::*;
use crate::games::othello::parse_record;

const GAME: &str = "(;GM[Othello]PC[NBoard]TY[8]\
    BO[8 ---------------------------O*------*O--------------------------- *]\
    B[F5]W[F6]B[D3]W[C5];)";

#[test]
fn reads_every_command() {
    let mut s = Session::new();
    assert_eq!(s.apply("nboard 2"), Ok(Request::Hello));
    assert_eq!(s.apply("set depth 6"), Ok(Request::Nothing));
    assert_eq!(s.depth(), 6);
    assert_eq!(s.apply(&format!("set game {GAME}")), Ok(Request::Nothing));
    assert_eq!(s.position(), parse_record("f5f6d3c5").unwrap().current());
    assert_eq!(s.apply("set contempt -30"), Ok(Request::Nothing));
    assert_eq!(s.apply("move e6/-1.50/2.3"), Ok(Request::Nothing));
    assert_eq!(s.apply("F7"), Ok(Request::Nothing), "a bare move, as in version 1");
    assert_eq!(s.position(), parse_record("f5f6d3c5e6f7").unwrap().current());
    assert_eq!(s.apply("hint 3"), Ok(Request::Hint(3)));
    assert_eq!(s.apply("hint 0"), Ok(Request::Hint(1)));
    assert_eq!(s.apply("go"), Ok(Request::Go));
    assert_eq!(s.apply("ping 17"), Ok(Request::Pong("17".into())));
    assert_eq!(s.apply("learn"), Ok(Request::Learned));
    assert_eq!(s.apply("   "), Ok(Request::Nothing));
    assert_eq!(s.apply("quit"), Ok(Request::Quit));
}

#[test]
fn passes_and_finished_games() {
    let mut s = Session::new();
    let pass = format!("(;BO[8 {}O- O];)", "*".repeat(62));
    s.apply(&format!("set game {pass}")).unwrap();
    assert_eq!(s.apply("go"), Ok(Request::Go), "a side that must pass is asked too");
    assert!(s.apply("move h8").is_err());
    assert_eq!(s.apply("move PA"), Ok(Request::Nothing));
    assert!(s.apply("move pa").unwrap_err().contains("may not pass"));
    assert_eq!(s.apply("move h8"), Ok(Request::Nothing));
    assert!(s.apply("go").unwrap_err().contains("over"));
    assert!(s.apply("hint 1").unwrap_err().contains("over"));
}

#[test]
fn bad_lines_change_nothing() {
    let mut s = Session::new();
    s.apply(&format!("set game {GAME}")).unwrap();
    s.apply("set depth 8").unwrap();
    let before = (*s.position(), s.depth());
    let long = "x".repeat(10_000);
    for bad in [
        "frobnicate",
        "nboard",
        "nboard two",
        "set",
        "set depth",
        "set depth 0",
        "set depth 61",
        "set depth -3",
        "set contempt lots",
        "set contempt 1000",
        "set colour blue",
        "set game (;GM[Chess];)",
        "set game (;B[f5]",
        "move",
        "move a1",
        "move z9",
        "move PA",
        "hint",
        "hint many",
        "ping",
        "a1",
        "f5 d6",
        &long,
        "\u{1F600} \u{2603}",
    ] {
        let err = s.apply(bad).unwrap_err();
        assert!(err.chars().count() < 200, "{bad:.20?}: {err}");
        assert_eq!((*s.position(), s.depth()), before, "{bad:.20?} changed it");
    }
}
