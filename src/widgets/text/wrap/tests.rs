//! The wrap's rows: where Japanese and Latin text break, what a better break may cost, and
//! paragraphs.

use super::*;

fn rows(text: &str, width: usize) -> Vec<&str> {
    row_ranges(text, width).into_iter().map(|r| &text[r]).collect()
}

#[test]
fn the_examples_players_saw_broken_now_break_between_words() {
    // Each was broken inside a word or before a closing mark by a wrap that knew only
    // spaces: スリ↵ーカード, ワン↵ペア, （↵計90点）, CPU↵3が上がり.
    assert_eq!(rows("役はスリーカードです。", 14), ["役は", "スリーカード", "です。"]);
    assert_eq!(rows("あなた：ワンペア（計90点）", 16), ["あなた：ワンペア", "（計90点）"]);
    assert_eq!(rows("ペアを捨てました。", 8), ["ペアを", "捨てま", "した。"]);
    assert_eq!(
        rows("CPU 4があなたの5♥を引きました。ペア 5♦ 5♥ を捨てました。", 14),
        ["CPU 4があなた", "の5♥を引きまし", "た。ペア 5♦ 5♥", "を捨てました。"]
    );
    assert_eq!(
        rows("CPU 3が上がり！次はCPU 1の番です。", 12),
        ["CPU 3が", "上がり！次は", "CPU 1の", "番です。"]
    );
}

#[test]
fn japanese_rows_end_where_a_reader_pauses() {
    // "あなたの負けで / す。" was seen in Old Maid's panel at 80×24: the greedy wrap split
    // 負けです between its stem and its last kana. Where the text's rows have room, each
    // now ends after a mark or a particle.
    let lost = "ジョーカーが残りました。あなたの負けです。";
    // At 14 cells the better breaks would take a fourth row, so the rows end as late as
    // they can, as before.
    assert_eq!(rows(lost, 14), ["ジョーカーが残", "りました。あな", "たの負けです。"]);
    for width in [12, 13, 18, 19] {
        assert_eq!(rows(lost, width)[..2], ["ジョーカーが", "残りました。"], "{width}");
    }
    for width in 24..32 {
        assert_eq!(rows(lost, width), ["ジョーカーが残りました。", "あなたの負けです。"]);
    }
    for width in 32..42 {
        assert_eq!(rows(lost, width), ["ジョーカーが残りました。あなたの", "負けです。"]);
    }
    assert_eq!(rows("あなたの負けです。", 14), ["あなたの", "負けです。"]);
    // A full-width bracket after a number begins a phrase (the review's sum at 80×24).
    assert_eq!(rows("+16 -6 +4 = +14（完全読み）", 26), ["+16 -6 +4 = +14", "（完全読み）"]);
    // Latin text is unchanged: the last space that fits.
    assert_eq!(
        rows("You lost: the joker stayed with you.", 20),
        ["You lost: the joker", "stayed with you."]
    );
}

#[test]
fn no_paragraph_ends_on_a_lone_character_and_its_mark() {
    // Killer Sevens' rules at 24 and 30 cells ended "…表示されま / す。", and a saved
    // file's refusal at 36 "…ありませ / ん": long texts keep their rows full (a better
    // break would cost rows), so only the last piece is mended.
    let rules = "出し方：カードは、そのマスが場に出ているカードと縦・横・斜めのどれかで接していれば出せます。ただし、接しているカードが、場に出ているカードを通じて 7 までつながっている必要があります。";
    let refusal = "このバージョンの保存形式ではありません";
    for (text, widths) in [(rules, 10..60), (refusal, 6..38)] {
        for width in widths {
            let (mended, latest) = (rows(text, width), {
                let ranges =
                    rows_ending(text, &breaks(text), width, |f, _| f.last().map_or(0, |f| f.0));
                ranges.len()
            });
            let last = mended.last().expect("a row");
            assert!(!strands(last), "{width}: {mended:?}");
            assert!(mended.len() <= latest, "{width}: {mended:?}");
        }
    }
    assert_eq!(rows(refusal, 36), ["このバージョンの保存形式ではありま", "せん"]);
}

/// The rows' text in order, without the spaces a break drops.
fn joined(text: &str, width: usize) -> String {
    rows(text, width).concat().replace(' ', "")
}

proptest::proptest! {
    #[test]
    fn a_better_break_never_costs_a_row_or_a_character(
        text in "[あいうのがは負残カードジョー、。！（）「」 a-z0-9]{0,60}",
        width in 2usize..40,
    ) {
        let latest = rows_ending(&text, &breaks(&text), width, |fitting, _| fitting.last().map_or(0, |f| f.0));
        let best = row_ranges(&text, width);
        proptest::prop_assert!(best.len() <= latest.len());
        for row in rows(&text, width) {
            proptest::prop_assert!(cells(row) <= width, "{row:?} wider than {width}");
        }
        proptest::prop_assert_eq!(joined(&text, width), text.replace(' ', ""));
    }
}

#[test]
fn latin_text_breaks_at_spaces_and_keeps_words_whole() {
    assert_eq!(rows("CPU 2 drew a card from CPU 3.", 12), ["CPU 2 drew a", "card from", "CPU 3."]);
    assert_eq!(rows("", 5), [""]);
    assert_eq!(rows("short", 80), ["short"]);
    // A word wider than a row is cut between characters, never lost.
    assert_eq!(rows("abcdefgh ij", 3), ["abc", "def", "gh", "ij"]);
}

#[test]
fn a_score_is_never_broken_at_its_dash() {
    // "The computer wins 48– / 16." was seen at 80 columns. (Narrower than "wins 48–16.",
    // which the number keeps with its word, the row must be cut somewhere.)
    for width in 11..30 {
        for row in rows("The computer wins 48–16.", width) {
            assert!(!row.ends_with('–'), "{width}: {row:?}");
        }
    }
}

#[test]
fn a_range_is_never_broken_at_its_wave_dash() {
    // Poker's rules at 80×24 read "（Space か 1〜 / 5、またはクリック".
    let text =
        "交換したいカードを選び（Space か 1〜5、またはクリック。選んだカードは持ち上がります）";
    // From 10 cells, where "か 1〜5、" (a number stays with the word before it) fits a row.
    for width in 10..40 {
        for row in rows(text, width) {
            assert!(!row.ends_with('〜'), "{width}: {row:?}");
        }
    }
}

#[test]
fn a_number_stays_with_the_word_before_it() {
    // "CPU 3" is a name: it moves to the next row whole.
    for width in 6..20 {
        for row in rows("あいうえおCPU 3が上がりました。", width) {
            assert!(!row.ends_with("CPU"), "{width}: {row:?}");
            assert!(cells(row) <= width, "{width}: {row:?} too wide");
        }
    }
}

#[test]
fn japanese_breaks_between_characters_but_never_before_closing_marks_or_long_vowels() {
    let text = "役はスリーカードです。（計90点）ワンペア：親の勝ち";
    for width in 6..30 {
        for row in rows(text, width) {
            assert!(cells(row) <= width, "{width}: {row:?} too wide");
            for never_first in ["ー", "。", "）", "："] {
                assert!(!row.starts_with(never_first), "{width}: {row:?}");
            }
            // A katakana word is whole wherever a row has room for it (ワンペア：, 10).
            assert!(width < 10 || !row.starts_with('ア'), "{width}: {row:?}");
            assert!(!row.ends_with('（'), "{width}: {row:?}");
        }
    }
}

#[test]
fn paragraphs_join_a_hard_wrapped_source_and_keep_the_blank_lines() {
    let source = "Othello\n\nPlace a disc so that it brackets\nyour opponent's discs.\n\n相手の石を\nはさみます。\n";
    assert_eq!(
        paragraphs(source),
        [
            "Othello",
            "",
            "Place a disc so that it brackets your opponent's discs.",
            "",
            "相手の石をはさみます。"
        ]
    );
    assert_eq!(paragraphs(""), Vec::<String>::new());
}
