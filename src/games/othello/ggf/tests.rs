//! GGF games as NBoard, GGS and Edax write them, and every kind of bad record refused with a
//! reason instead of a panic.

use super::*;
use crate::games::othello::parse_record;

const START_BO: &str = "BO[8 ---------------------------O*------*O--------------------------- *]";

#[test]
fn reads_the_nboard_example() {
    let ggf = format!(
        "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]\
         TI[15:00]TY[8]{START_BO}B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)"
    );
    let game = parse_ggf(&ggf).unwrap();
    assert_eq!(game, parse_record("f5f6d3c5e6f7e7f4").unwrap());
}

#[test]
fn reads_rows_with_spaces_evaluations_times_and_comments() {
    let ggf = "1 (;GM[othello]PC[GGS/os]TI[05:00//02:00]TY[8]RE[+0.000]\
        BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]\
        B[d3//0.01] C[a comment with \\] inside] W[c5/2.37/0.01]B[f6];)";
    assert_eq!(parse_ggf(ggf).unwrap(), parse_record("d3c5f6").unwrap());
    assert_eq!(parse_ggf("(;;)").unwrap(), Game::new(), "no tags: the start");
}

/// Black everywhere but g8 (white) and h8 (empty), white to move: white must pass.
fn pass_bo() -> String {
    format!("BO[8 {}O- O]", "*".repeat(62))
}

#[test]
fn passes_are_read_written_or_left_out() {
    for moves in ["W[PA]B[h8]", "W[pa]B[H8//0.00]", "B[h8]"] {
        let game = parse_ggf(&format!("(;GM[Othello]{}{moves};)", pass_bo())).unwrap();
        assert!(game.is_over(), "{moves}");
        assert_eq!(game.moves(), [None, Some(63)], "{moves}");
        assert_eq!(game.current().outcome().unwrap().black, 64);
    }
    let waiting = parse_ggf(&format!("(;{};)", pass_bo())).unwrap();
    assert!(waiting.current().must_pass());
}

#[test]
fn bad_records_say_why() {
    let cases = [
        ("", "starts with (;"),
        ("GM[Othello]", "starts with (;"),
        ("(;GM[Chess];)", "not Othello"),
        ("(;TY[10];)", "board type"),
        ("(;BO[10 ---];)", "board size 8"),
        ("(;BO[8 ---];)", "64 squares"),
        (&format!("(;BO[8 {}?-- *];)", "-".repeat(61)), "square 62"),
        (&format!("(;BO[8 {}O*-- Z];)", "-".repeat(60)), "side to move"),
        (&format!("(;{START_BO}B[f5]"), "does not end"),
        (&format!("(;{START_BO}B[f5"), "never closed"),
        (&format!("(;{START_BO}b[f5];)"), "no GGF tag"),
        (&format!("(;{START_BO}B[a1];)"), "move 1: a1 is not a legal move"),
        (&format!("(;{START_BO}B[z9];)"), "move 1: 'z9' is no square"),
        (&format!("(;{START_BO}W[f5];)"), "move 1: white moved but it is black's turn"),
        (&format!("(;{START_BO}B[f5]B[d6];)"), "move 2: black moved"),
        (&format!("(;{START_BO}B[pa];)"), "move 1: black passed but has a move"),
        (&format!("(;{}W[pa]B[h8]W[pa];)", pass_bo()), "move 3: the game is already over"),
    ];
    for (text, why) in cases {
        let err = parse_ggf(text).unwrap_err();
        assert!(err.contains(why), "{text:?}: {err}");
    }
}
