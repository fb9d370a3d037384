//! Texts that must read whole at the smallest terminal, 80×24, in both languages: where a
//! long line meets a narrow panel it wraps or gives way, and is never cut. (Long names at
//! tables are in `tables/screens.rs`.)

use asobi::catalog::GameId;
use asobi::games::othello::{Game, parse_record};
use asobi::i18n::Language;
use asobi::storage::DataDir;
use asobi::testing::Harness;
use crossterm::event::KeyCode;

/// `text` without its spaces and line breaks, to find a sentence however it was wrapped.
fn squeeze(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// The whole of `refusal` in the two lines under the poker bet field (holding "1x") of `text`.
fn refusal_shown(text: &str, refusal: &str) -> bool {
    let field = text.lines().position(|l| l.contains([':', '：']) && l.contains("1x")).unwrap_or(0);
    let under: String = text.lines().skip(field + 1).take(2).collect();
    squeeze(&under).contains(&squeeze(refusal))
}

#[test]
fn every_bet_refusal_is_read_whole() {
    let dir = tempfile::tempdir().unwrap();
    let mut h =
        Harness::builder(DataDir::at(dir.path()), 3).game(GameId::Poker).size(80, 24).build();
    // The letter's notice is the longest, beside the points panel.
    h.type_text("1x");
    let text = h.render();
    let whole = "Only digits go in the bet ('x' refused). Esc leaves the table.";
    assert!(refusal_shown(&text, whole), "{text}");
    h.key(KeyCode::Enter);
    assert!(refusal_shown(&h.render(), "'1x' is not a whole number."), "{}", h.render());
}

#[test]
fn every_bet_refusal_is_read_whole_ja() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = Harness::builder(DataDir::at(dir.path()), 3)
        .lang(Language::Ja)
        .game(GameId::Poker)
        .size(80, 24)
        .build();
    h.type_text("1x");
    let text = h.render();
    let whole = "賭け点には数字だけ入力できます（「x」は無効）。Esc で席を立ちます。";
    assert!(refusal_shown(&text, whole), "{text}");
    insta::assert_snapshot!("bet_refusal_ja", text);
}

/// A wipe-out in nine moves (black wins 13–0, the 51 empty squares going to the winner),
/// black to play its last move.
fn one_move_from_a_wipe_out() -> Game {
    parse_record("d3c3b3d2e1d6d7e3").unwrap()
}

#[test]
fn the_result_box_is_read_whole_at_80_by_24_in_both_languages() {
    for (lang, whole) in [
        (
            Language::En,
            [
                "You win 64–0!",
                "by 64 discs",
                "51 empty squares to the winner",
                "A new best margin!",
            ],
        ),
        (
            Language::Ja,
            ["あなたの勝ち！64–0", "64石差", "空きマス51個は勝者に", "最大石差の新記録！"],
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let black = "version = 1\nanimation = \"instant\"\n[othello]\nseats = \"black\"\n";
        std::fs::write(dir.path().join("settings.toml"), black).unwrap();
        let game = one_move_from_a_wipe_out();
        let mut h = Harness::builder(DataDir::at(dir.path()), 3)
            .lang(lang)
            .synchronous()
            .othello_from(game)
            .size(80, 24)
            .build();
        h.wait_for_othello_turn();
        h.type_text("f4");
        h.wait_for_othello_turn();
        assert!(h.othello().is_over());
        // The graph beside the box is drawn whole, however busy the machine.
        h.wait_for_othello_analysis();
        let text = h.render();
        // The box beside the board: each part whole, though the panel is 25 columns wide.
        let boxed: String =
            text.lines().map(|l| l.chars().skip(54).collect::<String>().replace('│', "")).collect();
        for part in whole {
            assert!(squeeze(&boxed).contains(&squeeze(part)), "{part}:\n{text}");
        }
        // Wrapped at its seams: no "·" is left hanging at the end of a line of the box.
        let hanging = text
            .lines()
            .filter(|l| l.contains('│'))
            .any(|l| l.trim_end().trim_end_matches('│').trim_end().ends_with('·'));
        assert!(!hanging, "{text}");
        // Above it both counts, past the names ("コンピュータ" is long in a 25-column panel).
        let counts: Vec<&str> = text.lines().skip(2).take(2).collect();
        assert!(
            counts[0].trim_end().ends_with(" 13") && counts[1].trim_end().ends_with(" 0"),
            "{text}"
        );
        insta::assert_snapshot!(format!("result_box_80x24_{lang:?}"), text);
    }
}
