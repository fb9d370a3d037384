//! The Othello screen in a larger room (issue #24): the board's squares grow in steps with
//! the terminal while 80×24 stays whole, a click lands on the square drawn under it at every
//! size, and the evaluation graph keeps its place and height whatever the panel above it
//! holds (the opening's name, the result at the end). Snapshots at 80×24, 100×30 and 160×50
//! of a game under way, a finished game and its review.

use asobi::games::othello::{Game, parse_record};
use asobi::i18n::Language;
use asobi::screens::othello::board_layout;
use asobi::screens::othello::review::ReviewScreen;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;
use ratatui::layout::Rect;

const SIZES: [(u16, u16); 3] = [(80, 24), (100, 30), (160, 50)];
/// You as black against Normal, every move shown at once.
const YOU: &str = "version = 1\nanimation = \"instant\"\n[othello]\nlevel = \"normal\"\n";
/// Two people at one keyboard.
const TWO: &str = "version = 1\nanimation = \"instant\"\n[othello]\nseats = \"both\"\n";

/// Ten moves of a real opening: black to move, the opening named.
const OPENING: &str = "f5d6c3d3c4f4f6f3e6e7";

fn harness(
    lang: Language,
    settings: &str,
    game: Game,
    w: u16,
    h: u16,
) -> (Harness, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("settings.toml"), settings).unwrap();
    let h = Harness::builder(DataDir::at(dir.path()), 3)
        .lang(lang)
        .othello_from(game)
        .size(w, h)
        .build();
    (h, dir)
}

/// A whole game from the start, the first legal move each turn, until `empties` are left.
fn near_the_end(empties: u32) -> Game {
    let mut game = parse_record(OPENING).unwrap();
    while game.current().empty_count() > empties {
        if !game.auto_pass() {
            let sq = game.current().legal_moves().trailing_zeros() as u8;
            game.play(sq).unwrap();
        }
    }
    game
}

/// The board's layout on a `w`×`h` terminal (the key bar takes the last row): the whole
/// board, coordinates included, and each square's cells.
struct Board {
    outer: Rect,
    cells: Vec<Rect>,
}

fn layout(w: u16, h: u16) -> Board {
    let l = board_layout(Rect::new(0, 0, w, h - 1));
    Board { outer: l.outer, cells: l.cells }
}

#[test]
fn the_board_grows_with_the_room_in_square_steps() {
    let heights: Vec<u16> = SIZES.iter().map(|&(w, h)| layout(w, h).outer.height).collect();
    assert!(heights[0] < heights[1], "100×30 has a larger board than 80×24: {heights:?}");
    assert!(heights[1] < heights[2], "160×50 has a larger board than 100×30: {heights:?}");
    for &(w, h) in &SIZES[1..] {
        let l = layout(w, h);
        // The body ends above the two status rows and the key bar.
        let empty_under = (h - 3).saturating_sub(l.outer.bottom());
        assert!(empty_under <= 3, "{w}×{h}: {empty_under} rows left empty under the board");
        // A square with its grid line, in terminal cells (about twice as tall as wide).
        let (cw, ch) = (l.cells[0].width + 1, l.cells[0].height + 1);
        assert!((2 * ch..=3 * ch).contains(&cw), "{w}×{h}: a square is {cw}×{ch} cells");
    }
}

#[test]
fn a_click_plays_the_square_drawn_under_it_at_every_size() {
    for (w, hgt) in SIZES.into_iter().chain([(200, 60), (120, 40)]) {
        for name in ["d3", "c4", "f5", "e6"] {
            let (mut h, _d) = harness(Language::En, TWO, Game::new(), w, hgt);
            let text: Vec<Vec<char>> = h.render().lines().map(|l| l.chars().collect()).collect();
            let l = layout(w, hgt);
            // The column under the letter and the row beside the digit, as drawn.
            let (col, row) = (name.as_bytes()[0], name.as_bytes()[1]);
            let x = text[usize::from(l.outer.y)].iter().position(|&c| c == char::from(col));
            let x = x.expect("the letter is drawn above the board") as u16;
            let y = (0..text.len())
                .find(|&y| text[y].get(usize::from(l.outer.x)) == Some(&char::from(row)))
                .expect("the digit is drawn beside the board") as u16;
            // The cell's corners too: every point of the square hits it.
            let cell = l.cells[usize::from((row - b'1') * 8 + col - b'a')];
            assert!(cell.contains((x, y).into()), "{w}×{hgt} {name}: drawn at {x},{y}");
            for (cx, cy) in [(x, y), (cell.x, cell.y), (cell.right() - 1, cell.bottom() - 1)] {
                let (mut h, _d) = harness(Language::En, TWO, Game::new(), w, hgt);
                h.click(cx, cy);
                let moves = h.othello().game().record();
                assert_eq!(moves, name, "{w}×{hgt}: a click at {cx},{cy}");
            }
        }
    }
}

/// Rows from the top of the frame to the graph's zero line ("0 ─"), and the graph's rows
/// (from its "+n" label to its "-n" label).
fn graph_place(text: &str) -> (usize, usize) {
    let lines: Vec<Vec<char>> = text.lines().map(|l| l.chars().collect()).collect();
    let zero_at = |l: &[char]| l.windows(5).position(|w| w.iter().collect::<String>() == " 0  ─");
    let zero = lines.iter().position(|l| zero_at(l).is_some()).expect("the zero line is drawn");
    let col = zero_at(&lines[zero]).unwrap();
    let at = |l: &[char], sign: char| l.get(col) == Some(&sign);
    let top = (0..zero).rev().find(|&y| at(&lines[y], '+')).expect("the top label");
    let bottom = (zero..lines.len()).find(|&y| at(&lines[y], '-')).expect("the bottom label");
    (zero, bottom - top + 1)
}

fn settled(h: &mut Harness) -> String {
    h.settle(200_000);
    h.render()
}

#[test]
fn the_graph_keeps_its_place_when_the_opening_is_named() {
    for (w, hgt) in SIZES {
        // Two moves: no opening named yet at the start, one named after f5 d6.
        let (mut h, _d) = harness(Language::En, TWO, Game::new(), w, hgt);
        let start = graph_place(&settled(&mut h));
        h.type_text("f5");
        let first = graph_place(&settled(&mut h));
        h.type_text("d6");
        let named = settled(&mut h);
        assert!(named.contains("Perpendicular"), "{named}");
        assert_eq!(graph_place(&named), start, "{w}×{hgt}: the opening's name moves nothing");
        assert_eq!(first, start);
    }
}

#[test]
fn the_graph_keeps_its_place_and_height_at_the_end() {
    for (w, hgt) in SIZES {
        let (mut h, _d) = harness(Language::En, TWO, Game::new(), w, hgt);
        let start = graph_place(&settled(&mut h));
        // A whole game's record and the result box take nothing from the graph.
        let (mut h, _d) = harness(Language::En, TWO, near_the_end(10), w, hgt);
        h.play_othello_out();
        let end = settled(&mut h);
        assert!(h.othello().is_over());
        assert_eq!(graph_place(&end), start, "{w}×{hgt}: at the end\n{end}");
    }
}

fn review(h: &Harness) -> &ReviewScreen {
    h.page::<ReviewScreen>().expect("the review is open")
}

/// A game under way, a finished one and its review, at each size, read by a person.
fn snapshots(lang: Language, tag: &str) {
    for (w, hgt) in SIZES {
        let (mut h, _d) = harness(lang, YOU, parse_record(OPENING).unwrap(), w, hgt);
        insta::assert_snapshot!(format!("mid_game_{w}x{hgt}_{tag}"), settled(&mut h));
        let (mut h, _d) = harness(lang, TWO, near_the_end(10), w, hgt);
        h.play_othello_out();
        insta::assert_snapshot!(format!("end_{w}x{hgt}_{tag}"), settled(&mut h));
        // The review of a game set up 12 from the end (exact at once).
        let game = Game::from_position(*near_the_end(12).current());
        let (mut h, _d) = harness(lang, TWO, game, w, hgt);
        h.play_othello_out();
        h.key(KeyCode::Char('r'));
        // Each tick gives the review's analysis threads a real millisecond.
        for _ in 0..20_000 {
            if review(&h).analysed() {
                break;
            }
            h.tick();
        }
        assert!(review(&h).analysed());
        insta::assert_snapshot!(format!("review_{w}x{hgt}_{tag}"), settled(&mut h));
    }
}

#[test]
fn snapshots_en() {
    snapshots(Language::En, "en");
}

#[test]
fn snapshots_ja() {
    snapshots(Language::Ja, "ja");
}

/// The quit question (`q` in a game under way) is drawn over the board whenever it fits
/// there, so the blank margin it clears around itself leaves the side panel as it was: centred
/// on the whole screen, that margin once cut "Evaluation (black's view)" to "uation (black's
/// view)" at 100×30. At every size and in both languages the frame stays whole.
#[test]
fn the_quit_question_leaves_the_side_panel_whole() {
    for lang in [Language::En, Language::Ja] {
        for (w, hgt) in SIZES {
            let (mut h, _d) = harness(lang, TWO, parse_record(OPENING).unwrap(), w, hgt);
            let before = settled(&mut h);
            h.key(KeyCode::Char('q'));
            let (after, faults) = h.render_checked();
            assert!(faults.is_empty(), "{w}×{hgt} {lang:?}: {}\n{after}", faults.join("\n"));
            assert_ne!(before, after, "{w}×{hgt} {lang:?}: the question is drawn");
            if lang == Language::En && w >= 100 {
                // Every column right of the board, row by row, is what it was.
                let right = usize::from(layout(w, hgt).outer.right());
                let panel = |t: &str| -> Vec<String> {
                    t.lines().map(|l| l.chars().skip(right).collect()).collect()
                };
                assert_eq!(panel(&before), panel(&after), "{w}×{hgt}:\n{before}\n{after}");
            }
        }
    }
}
