//! Othello rules through the public API: moves and flips, passes, game end, JOA scoring,
//! notation, the game record with undo, and board-string parsing.

use asobi::games::othello::{
    BoardParseError, Colour, Game, Position, board_string, parse_board, parse_record, parse_square,
    square_name, squares,
};
use proptest::prelude::*;

fn sq(name: &str) -> u8 {
    parse_square(name).unwrap()
}

fn bits(names: &[&str]) -> u64 {
    names.iter().map(|n| 1u64 << sq(n)).fold(0, |a, b| a | b)
}

#[test]
fn start_position_is_official() {
    let pos = Position::start();
    assert_eq!(pos.side_to_move(), Colour::Black);
    assert_eq!(pos.cell(sq("d4")), Some(Colour::White));
    assert_eq!(pos.cell(sq("e5")), Some(Colour::White));
    assert_eq!(pos.cell(sq("d5")), Some(Colour::Black));
    assert_eq!(pos.cell(sq("e4")), Some(Colour::Black));
    assert_eq!(pos.legal_moves(), bits(&["d3", "c4", "f5", "e6"]));
    assert_eq!(pos.disc_count(Colour::Black), 2);
}

#[test]
fn a_move_flips_the_bracketed_line_and_passes_the_turn() {
    let pos = Position::start();
    assert_eq!(pos.flips(sq("f5")), bits(&["e5"]));
    let next = pos.play(sq("f5")).unwrap();
    assert_eq!(next.side_to_move(), Colour::White);
    assert_eq!(next.disc_count(Colour::Black), 4);
    assert_eq!(next.disc_count(Colour::White), 1);
    assert!(pos.play(sq("a1")).is_err());
    assert!(pos.play(sq("d4")).is_err(), "occupied");
    assert!(pos.play(64).is_err(), "off the board");
    assert_eq!(pos.flips(sq("a1")), 0);
}

#[test]
fn flips_go_in_several_directions_at_once() {
    // Black plays d4 against white discs on c4/e4 (horizontal) and d5 (vertical), each
    // capped by black.
    let black = bits(&["b4", "f4", "d6"]);
    let white = bits(&["c4", "e4", "d5"]);
    let pos = Position::from_discs(black, white, Colour::Black);
    assert_eq!(pos.flips(sq("d4")), white);
}

#[test]
fn a_player_without_moves_passes_and_one_with_moves_cannot() {
    let pos = Position::from_discs(bits(&["a1"]), bits(&["b1"]), Colour::White);
    assert_eq!(pos.legal_moves(), 0);
    assert!(!pos.is_game_over());
    let passed = pos.pass().expect("white must pass");
    assert_eq!(passed.side_to_move(), Colour::Black);
    assert_eq!(passed.legal_moves(), bits(&["c1"]));
    assert!(passed.pass().is_none(), "black can move, so no pass");
    assert!(Position::start().pass().is_none());
}

#[test]
fn a_wipe_out_ends_the_game_with_all_squares_to_the_winner() {
    let pos = Position::from_discs(bits(&["a1"]), bits(&["b1"]), Colour::White);
    let done = pos.pass().unwrap().play(sq("c1")).unwrap();
    assert!(done.is_game_over());
    assert!(done.pass().is_none());
    let out = done.outcome().unwrap();
    assert_eq!((out.black, out.white, out.winner), (64, 0, Some(Colour::Black)));
}

#[test]
fn full_board_ends_the_game() {
    let black = 0xFFFF_FFFF_0000_0000u64;
    let pos = Position::from_discs(black, !black, Colour::Black);
    assert!(pos.is_game_over());
    let out = pos.outcome().unwrap();
    assert_eq!((out.black, out.white, out.winner), (32, 32, None));
}

#[test]
fn joa_scoring_gives_empties_to_the_winner() {
    // 34 black, 29 white, h8 empty. Every line from h8 (row 8, column h, the long diagonal)
    // is solid black to the edge, so neither side can ever play there: reported 35-29.
    let empty = 1u64 << 63;
    let lines = (0..7).fold(0u64, |a, i| a | 1 << (56 + i) | 1 << (8 * i + 7) | 1 << (9 * i));
    let extra = squares(!lines & !empty).take(13).fold(0u64, |a, s| a | 1 << s);
    let black = lines | extra;
    let white = !black & !empty;
    let pos = Position::from_discs(black, white, Colour::White);
    assert_eq!((pos.disc_count(Colour::Black), pos.disc_count(Colour::White)), (34, 29));
    assert_eq!(pos.disc_count(Colour::Black) + pos.disc_count(Colour::White), 63);
    assert!(pos.is_game_over(), "no one can reach h8");
    let out = pos.outcome().unwrap();
    assert_eq!((out.black, out.white), (35, 29));
    assert_eq!(out.disc_diff(), 6);
    assert_eq!(out.winner, Some(Colour::Black));
}

#[test]
fn notation_round_trips_every_square() {
    for s in 0..64u8 {
        assert_eq!(parse_square(&square_name(s)), Some(s));
    }
    assert_eq!(square_name(0), "a1");
    assert_eq!(square_name(7), "h1");
    assert_eq!(square_name(8), "a2");
    assert_eq!(square_name(63), "h8");
    for bad in ["", "a", "i1", "a9", "a0", "a10", "11"] {
        assert_eq!(parse_square(bad), None, "{bad}");
    }
}

#[test]
fn game_record_skips_passes_and_undo_restores() {
    let mut game = parse_record("f5d6c3d3c4").unwrap();
    assert_eq!(game.record(), "f5d6c3d3c4");
    assert_eq!(game.moves().len(), 5);
    let before = game.positions()[4];
    assert_eq!(game.undo(), Some(Some(sq("c4"))));
    assert_eq!(*game.current(), before);
    assert_eq!(game.record(), "f5d6c3d3");
    assert!(parse_record("f5f5").is_err());
    assert!(parse_record("z9").is_err());

    // A pass is stored as None and left out of the record.
    let pos = Position::from_discs(bits(&["a1"]), bits(&["b1"]), Colour::White);
    let mut g = Game::from_position(pos);
    assert!(g.auto_pass());
    g.play(sq("c1")).unwrap();
    assert_eq!(g.moves(), &[None, Some(sq("c1"))]);
    assert_eq!(g.record(), "c1");
    assert!(g.is_over());
    assert_eq!(g.undo(), Some(Some(sq("c1"))));
    assert_eq!(g.undo(), Some(None));
    assert_eq!(g.undo(), None);
}

#[test]
fn board_strings_parse_and_print() {
    let text = format!("{}XO{} X", "-".repeat(27), "-".repeat(35));
    let pos = parse_board(&text).unwrap();
    assert_eq!(pos.cell(27), Some(Colour::Black));
    assert_eq!(pos.cell(28), Some(Colour::White));
    assert_eq!(board_string(&pos), text);
    let start = board_string(&Position::start());
    assert_eq!(parse_board(&start).unwrap(), Position::start());
}

#[test]
fn bad_board_strings_are_refused_with_reasons() {
    let ok = "-".repeat(27) + "XO" + &"-".repeat(35);
    assert_eq!(parse_board(&format!("{} X", &ok[1..])), Err(BoardParseError::Length(63)));
    assert_eq!(parse_board(&format!("{ok}- X")), Err(BoardParseError::Length(65)));
    let bad = ok.replacen('-', "Z", 1);
    assert_eq!(parse_board(&format!("{bad} X")), Err(BoardParseError::BadSquare(0, 'Z')));
    assert_eq!(parse_board(&format!("{ok} B")), Err(BoardParseError::BadSide("B".into())));
    assert_eq!(parse_board(&ok), Err(BoardParseError::Shape));
    assert_eq!(parse_board(&format!("{ok} X X")), Err(BoardParseError::Shape));
    assert_eq!(parse_board(""), Err(BoardParseError::Shape));
    assert_eq!(parse_board(&format!("{} X", "-".repeat(64))), Err(BoardParseError::NoDiscs));
    // Discs on the board, but none of the side to move's: refused, whichever side it is.
    let whites = "-".repeat(27) + "OO" + &"-".repeat(35);
    let blacks = whites.replace('O', "X");
    let no_black = Err(BoardParseError::MoverHasNoDiscs(Colour::Black));
    assert_eq!(parse_board(&format!("{whites} X")), no_black);
    let no_white = Err(BoardParseError::MoverHasNoDiscs(Colour::White));
    assert_eq!(parse_board(&format!("{blacks} O")), no_white);
    assert!(parse_board(&format!("{blacks} X")).is_ok(), "a won game, but a real position");
    let msg = parse_board(&format!("{bad} X")).unwrap_err().to_string();
    assert!(msg.contains("a1"), "{msg}");
}

/// Plays `choices` as move indices (modulo the legal count), passing when forced.
fn playout(choices: &[u8]) -> Vec<Position> {
    let mut pos = Position::start();
    let mut seen = vec![pos];
    for &c in choices {
        if pos.is_game_over() {
            break;
        }
        pos = match pos.pass() {
            Some(p) => p,
            None => {
                let moves: Vec<u8> = squares(pos.legal_moves()).collect();
                pos.play(moves[c as usize % moves.len()]).unwrap()
            }
        };
        seen.push(pos);
    }
    seen
}

/// Reference rules by walking the eight directions square by square with `cell`: the discs
/// `sq` would flip for the side to move.
fn naive_flips(pos: &Position, sq: u8) -> u64 {
    if pos.cell(sq).is_some() {
        return 0;
    }
    let me = pos.side_to_move();
    let (c0, r0) = (i32::from(sq % 8), i32::from(sq / 8));
    let mut all = 0;
    for (dc, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)] {
        let (mut c, mut r, mut line) = (c0 + dc, r0 + dr, 0u64);
        while (0..8).contains(&c) && (0..8).contains(&r) {
            let at = (r * 8 + c) as u8;
            match pos.cell(at) {
                Some(col) if col == me => {
                    all |= line;
                    break;
                }
                Some(_) => line |= 1 << at,
                None => break,
            }
            c += dc;
            r += dr;
        }
    }
    all
}

proptest! {
    #[test]
    fn bitboard_moves_and_flips_match_a_square_by_square_walk(
        choices in prop::collection::vec(any::<u8>(), 0..64)
    ) {
        for pos in playout(&choices) {
            let mut legal = 0u64;
            for sq in 0..64u8 {
                let f = naive_flips(&pos, sq);
                prop_assert_eq!(pos.flips(sq), f, "square {}", square_name(sq));
                if f != 0 {
                    legal |= 1 << sq;
                }
            }
            prop_assert_eq!(pos.legal_moves(), legal);
        }
    }

    #[test]
    fn disc_counts_add_up_after_every_move(choices in prop::collection::vec(any::<u8>(), 0..70)) {
        let line = playout(&choices);
        for pair in line.windows(2) {
            let (before, after) = (pair[0], pair[1]);
            let mover = before.side_to_move();
            if before.legal_moves() == 0 {
                prop_assert_eq!(after.side_to_move(), mover.opponent());
                continue;
            }
            let placed = (after.discs(mover) & !before.discs(mover)) & !before.discs(mover.opponent());
            prop_assert_eq!(placed.count_ones(), 1);
            let sq = placed.trailing_zeros() as u8;
            let flips = before.flips(sq).count_ones();
            prop_assert!(flips >= 1);
            prop_assert_eq!(after.disc_count(mover), before.disc_count(mover) + 1 + flips);
            prop_assert_eq!(after.disc_count(mover.opponent()), before.disc_count(mover.opponent()) - flips);
        }
    }

    #[test]
    fn a_finished_game_stays_finished(choices in prop::collection::vec(any::<u8>(), 60..90)) {
        let line = playout(&choices);
        let last = line.last().unwrap();
        if last.is_game_over() {
            prop_assert_eq!(last.legal_moves(), 0);
            prop_assert!(last.pass().is_none());
            let out = last.outcome().unwrap();
            prop_assert!(out.winner.is_none() || out.black + out.white == 64);
        }
    }
}
