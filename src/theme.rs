//! One place for every colour and style. Screens and widgets take styles from `THEME` and never
//! name a colour themselves. Colours are RGB, drawn as they are on truecolor terminals and
//! fitted to 256 or 16 colours by `term_caps::fit_buffer` after each frame; with colour off
//! the app's draw pass removes them, keeping bold and turning backgrounds into reverse video.

use ratatui::style::{Modifier, Style};

/// The palette. Each colour is picked to read on dark and light terminal backgrounds alike
/// (mid-tone foregrounds, light fills under near-black text) and to land on the expected
/// one of the 16 ANSI colours when fitted (noted beside each).
pub mod palette {
    use ratatui::style::Color;

    /// Text on light fills. (Black)
    pub const INK: Color = Color::Rgb(20, 20, 28);
    /// Card faces and light text on dark fills. (White)
    pub const PAPER: Color = Color::Rgb(250, 250, 250);
    /// Secondary text. (DarkGray)
    pub const GREY: Color = Color::Rgb(128, 128, 128);
    /// Frames. (DarkGray)
    pub const SLATE: Color = Color::Rgb(138, 148, 168);
    /// The key-hint keys' fill. (Gray)
    pub const SILVER: Color = Color::Rgb(190, 190, 200);
    /// Focus and selection. (Cyan)
    pub const SKY: Color = Color::Rgb(0, 175, 215);
    /// Titles and warnings. (Yellow)
    pub const AMBER: Color = Color::Rgb(230, 160, 30);
    /// Highlighted fills. (Yellow)
    pub const GOLD: Color = Color::Rgb(240, 190, 40);
    /// Errors. (LightRed)
    pub const CORAL: Color = Color::Rgb(235, 60, 60);
    /// Success. (Green)
    pub const LEAF: Color = Color::Rgb(80, 200, 100);
    /// The last move. (LightMagenta)
    pub const ORCHID: Color = Color::Rgb(215, 95, 215);
    /// Hearts and diamonds. (Red)
    pub const CARD_RED: Color = Color::Rgb(200, 30, 40);
    /// The Joker. (Magenta)
    pub const PLUM: Color = Color::Rgb(150, 40, 170);
    /// Card backs. (Blue)
    pub const NAVY: Color = Color::Rgb(30, 60, 180);
    /// Dead cells in Killer Sevens. (Red)
    pub const BLOOD: Color = Color::Rgb(220, 50, 50);
    /// A doomed card's fill. (Red)
    pub const CRIMSON: Color = Color::Rgb(190, 30, 30);
    /// The human's marks. (Cyan)
    pub const HUMAN: Color = Color::Rgb(0, 150, 220);
    /// The computer's marks. (LightRed)
    pub const COMPUTER: Color = Color::Rgb(240, 80, 60);
    /// The Othello board. (Green)
    pub const FELT: Color = Color::Rgb(20, 120, 50);
    /// Legal-move dots on the board. (LightYellow)
    pub const BUTTER: Color = Color::Rgb(250, 220, 90);

    /// Every colour above, for tests of how they fit smaller palettes.
    pub const ALL: [Color; 20] = [
        INK, PAPER, GREY, SLATE, SILVER, SKY, AMBER, GOLD, CORAL, LEAF, ORCHID, CARD_RED, PLUM,
        NAVY, BLOOD, CRIMSON, HUMAN, COMPUTER, FELT, BUTTER,
    ];
}

use palette::*;

#[derive(Clone, Copy, Debug)]
pub struct Theme {
    pub text: Style,
    pub dim: Style,
    pub title: Style,
    pub border: Style,
    pub focus_border: Style,
    pub selected: Style,
    /// A card shown where it would go (Killer Sevens' table): the selection's fill, and
    /// underlined, so that without colour (fills become reverse video) it still differs
    /// from the played cards lit beside it.
    pub preview: Style,
    pub disabled: Style,
    pub hint_key: Style,
    pub hint_text: Style,
    pub warning: Style,
    pub error: Style,
    pub success: Style,
    pub highlight: Style,
    pub cursor: Style,
    pub last_move: Style,
    pub red_suit: Style,
    pub black_suit: Style,
    pub joker: Style,
    pub card_face: Style,
    pub card_back: Style,
    pub dead: Style,
    pub doomed: Style,
    pub mark_human: Style,
    pub mark_computer: Style,
    pub board: Style,
    pub disc_black: Style,
    pub disc_white: Style,
    pub legal_move: Style,
}

// Selections and highlights are bold as well as filled, so they stay visible without colour.
pub const THEME: Theme = Theme {
    text: Style::new(),
    dim: Style::new().fg(GREY),
    title: Style::new().fg(AMBER).add_modifier(Modifier::BOLD),
    border: Style::new().fg(SLATE),
    focus_border: Style::new().fg(SKY),
    selected: Style::new().fg(INK).bg(SKY).add_modifier(Modifier::BOLD),
    preview: Style::new().fg(INK).bg(SKY).add_modifier(Modifier::BOLD.union(Modifier::UNDERLINED)),
    // Dim and never bold, so without colour an unplayable card still reads apart from a
    // playable one (whose label is bold).
    disabled: Style::new()
        .fg(GREY)
        .add_modifier(Modifier::ITALIC.union(Modifier::DIM))
        .remove_modifier(Modifier::BOLD),
    hint_key: Style::new().fg(INK).bg(SILVER).add_modifier(Modifier::BOLD),
    hint_text: Style::new().fg(GREY),
    warning: Style::new().fg(AMBER).add_modifier(Modifier::BOLD),
    error: Style::new().fg(CORAL).add_modifier(Modifier::BOLD),
    success: Style::new().fg(LEAF).add_modifier(Modifier::BOLD),
    highlight: Style::new().fg(INK).bg(GOLD).add_modifier(Modifier::BOLD),
    cursor: Style::new().add_modifier(Modifier::REVERSED),
    last_move: Style::new().fg(ORCHID).add_modifier(Modifier::BOLD),
    red_suit: Style::new().fg(CARD_RED).bg(PAPER).add_modifier(Modifier::BOLD),
    black_suit: Style::new().fg(INK).bg(PAPER).add_modifier(Modifier::BOLD),
    joker: Style::new().fg(PLUM).bg(PAPER).add_modifier(Modifier::BOLD),
    card_face: Style::new().fg(INK).bg(PAPER),
    card_back: Style::new().fg(PAPER).bg(NAVY),
    dead: Style::new().fg(BLOOD).add_modifier(Modifier::BOLD),
    doomed: Style::new().fg(PAPER).bg(CRIMSON).add_modifier(Modifier::BOLD),
    mark_human: Style::new().fg(HUMAN).add_modifier(Modifier::BOLD),
    mark_computer: Style::new().fg(COMPUTER).add_modifier(Modifier::BOLD),
    board: Style::new().fg(INK).bg(FELT),
    disc_black: Style::new().fg(INK).bg(FELT).add_modifier(Modifier::BOLD),
    disc_white: Style::new().fg(PAPER).bg(FELT).add_modifier(Modifier::BOLD),
    legal_move: Style::new().fg(BUTTER).bg(FELT),
};
