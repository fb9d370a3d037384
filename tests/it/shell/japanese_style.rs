//! The Japanese house style (`assets/locales/GLOSSARY.ja.md`) held over every `ja` string and
//! every Japanese rules file: the glossary's spellings, full-width punctuation beside Japanese
//! text, one separator, and counters right after their numbers. A new string that breaks the
//! style fails here, naming the key.

use std::path::Path;

/// Every `ja` value of every locale file, as (file:key, text).
fn ja_strings() -> Vec<(String, String)> {
    let mut out = Vec::new();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales");
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    for path in files.iter().filter(|p| p.extension().is_some_and(|e| e == "yml")) {
        let text = std::fs::read_to_string(path).unwrap();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let mut key = String::new();
        for line in text.lines() {
            if !line.starts_with(' ') && line.ends_with(':') {
                key = line.trim_end_matches(':').to_string();
            } else if let Some(value) = line.strip_prefix("  ja: ") {
                out.push((format!("{name}:{key}"), unquote(value)));
            }
        }
    }
    let rules = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/rules/ja");
    for entry in std::fs::read_dir(rules).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        for (i, line) in std::fs::read_to_string(&path).unwrap().lines().enumerate() {
            out.push((format!("rules/ja/{name}:{}", i + 1), line.to_string()));
        }
    }
    assert!(out.len() > 500, "the locale files were not read: {} strings", out.len());
    out
}

/// A YAML scalar as written on one line: plain, or double-quoted with `\"` and `\\`.
fn unquote(value: &str) -> String {
    let Some(inner) = value.strip_prefix('"').and_then(|v| v.strip_suffix('"')) else {
        return value.to_string();
    };
    inner.replace("\\\"", "\"").replace("\\\\", "\\")
}

/// The glossary's spelling table: (the terms to use, the spellings not to use).
fn glossary() -> Vec<(String, Vec<String>)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales/GLOSSARY.ja.md");
    let text = std::fs::read_to_string(path).unwrap();
    let table = text.split("## 表記").nth(1).expect("a section ## 表記").split("\n## ").next();
    let rows: Vec<(String, Vec<String>)> = table
        .unwrap()
        .lines()
        .filter(|l| l.starts_with('|') && !l.contains("---") && !l.contains("使わない"))
        .map(|l| {
            let cells: Vec<&str> = l.split('|').map(str::trim).collect();
            let avoid = cells[2].split('、').map(str::to_string).filter(|s| !s.is_empty());
            (cells[1].to_string(), avoid.collect())
        })
        .collect();
    assert!(rows.len() >= 10, "the glossary's table was not read: {rows:?}");
    rows
}

fn japanese(c: char) -> bool {
    matches!(c,
        '\u{3000}'..='\u{303F}' // CJK punctuation
        | '\u{3040}'..='\u{30FF}' // kana
        | '\u{4E00}'..='\u{9FFF}' // kanji
        | '\u{FF00}'..='\u{FFEF}') // full-width forms
}

/// `text` without its `%{placeholders}` (their names are ASCII and not Japanese text).
fn without_placeholders(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find("%{") {
        out.push_str(&rest[..i]);
        out.push('0');
        rest = rest[i..].split_once('}').map_or("", |(_, r)| r);
    }
    out.push_str(rest);
    out
}

#[test]
fn every_japanese_string_uses_the_glossarys_spellings() {
    let rows = glossary();
    let mut wrong = Vec::new();
    for (at, text) in ja_strings() {
        let mut rest = text.clone();
        // The preferred terms go first, so a preferred word that contains an avoided one
        // (コンピューター holds コンピュータ) is not taken for it.
        for (use_, _) in &rows {
            rest = rest.replace(use_.as_str(), "　");
        }
        for (use_, avoid) in &rows {
            for a in avoid.iter().filter(|a| rest.contains(a.as_str())) {
                wrong.push(format!("{at}: {a:?} (use {use_:?}) in {text:?}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{} strings off the glossary:\n{}", wrong.len(), wrong.join("\n"));
}

#[test]
fn punctuation_beside_japanese_is_full_width_and_one_separator_is_used() {
    let mut wrong = Vec::new();
    for (at, text) in ja_strings() {
        let plain = without_placeholders(&text);
        let chars: Vec<char> = plain.chars().collect();
        for (i, &c) in chars.iter().enumerate() {
            let before = i.checked_sub(1).map(|j| chars[j]);
            let after = chars.get(i + 1).copied();
            let touches_japanese = before.is_some_and(japanese) || after.is_some_and(japanese);
            if ":()!?".contains(c) && touches_japanese {
                wrong.push(format!("{at}: half-width {c:?} beside Japanese in {text:?}"));
            }
            if c == '・' && (before == Some(' ') || after == Some(' ')) {
                wrong.push(format!(
                    "{at}: 「・」 beside a space (the separator is \" · \") in {text:?}"
                ));
            }
            if c == '·'
                && i > 0
                && i + 1 < chars.len()
                && (before != Some(' ') || after != Some(' '))
            {
                wrong.push(format!("{at}: \"·\" without a space each side in {text:?}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{} strings off the style:\n{}", wrong.len(), wrong.join("\n"));
}

#[test]
fn a_counter_follows_its_number_with_no_space() {
    const COUNTERS: &str = "人回点枚位局手石秒件桁行戦";
    let mut wrong = Vec::new();
    for (at, text) in ja_strings() {
        let plain = without_placeholders(&text);
        let chars: Vec<char> = plain.chars().collect();
        for w in chars.windows(3) {
            if w[0].is_ascii_digit() && w[1] == ' ' && COUNTERS.contains(w[2]) {
                wrong.push(format!("{at}: a space between a number and {:?} in {text:?}", w[2]));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_checks_catch_what_they_are_for() {
    // The style checks themselves, on strings written wrong on purpose.
    assert_eq!(without_placeholders("%{n}人 · %{who}の番"), "0人 · 0の番");
    assert!(japanese('賭') && japanese('：') && !japanese(':') && !japanese('·'));
    assert_eq!(unquote("\"%{who}：「%{hand}」\""), "%{who}：「%{hand}」");
}
