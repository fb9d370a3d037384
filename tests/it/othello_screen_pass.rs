//! The Othello screen alone, driven without the app, from a position the menu cannot reach:
//! a forced pass is announced and play goes on.

use std::time::Duration;

use asobi::event::Msg;
use asobi::games::othello::{Colour, Game, choose_move};
use asobi::saves::SaveSlots;
use asobi::screens::othello::OthelloScreen;
use asobi::screens::{Ctx, View};
use asobi::settings::{Level, Settings};
use asobi::stats::Stats;
use asobi::storage::DataDir;
use rand::SeedableRng;
use rand::rngs::StdRng;
use ratatui::layout::Rect;

/// A game from the start where, after black's move `mv`, white must pass; found by seeded
/// random play so the test does not depend on a hand-made diagram.
fn black_to_move_before_a_white_pass() -> (Game, u8) {
    let mut rng = StdRng::seed_from_u64(11);
    for _ in 0..2000 {
        let mut g = Game::new();
        while !g.is_over() {
            g.auto_pass();
            let pos = *g.current();
            if pos.side_to_move() == Colour::Black {
                for mv in asobi::games::othello::squares(pos.legal_moves()) {
                    if pos.play(mv).unwrap().must_pass() {
                        return (Game::from_position(pos), mv);
                    }
                }
            }
            let mv = choose_move(&pos, Level::Easy, &mut rng).unwrap();
            g.play(mv).unwrap();
        }
    }
    panic!("no pass found");
}

/// The screen alone, driven without the app, for starting positions the menu cannot reach
/// (and a table's watcher, whose screen no menu opens).
pub struct Direct {
    pub settings: Settings,
    pub stats: Stats,
    saves: SaveSlots,
    rng: StdRng,
    pub results: Vec<asobi::stats::GameResult>,
    library: asobi::records::Library,
}

impl Direct {
    /// Default settings, nothing saved, a seeded RNG.
    pub fn new(seed: u64) -> Direct {
        Direct {
            settings: Settings::default(),
            stats: Stats::default(),
            saves: SaveSlots::load(&DataDir::in_memory(), asobi::screens::registry::check_saved).0,
            rng: StdRng::seed_from_u64(seed),
            results: Vec::new(),
            library: Default::default(),
        }
    }

    pub fn ctx(&mut self) -> Ctx<'_> {
        Ctx {
            settings: &mut self.settings,
            stats: &mut self.stats,
            saves: &mut self.saves,
            rng: &mut self.rng,
            seed: 9,
            area: Rect::new(0, 0, 100, 29),
            results: &mut self.results,
            library: &mut self.library,
            tables: None,
        }
    }
}

#[test]
fn a_forced_pass_is_announced_and_play_goes_on() {
    let (start, mv) = black_to_move_before_a_white_pass();
    let mut d = Direct::new(1);
    d.settings.othello.level = Level::Easy;
    let mut s = OthelloScreen::from_game(&mut d.ctx(), start);
    let r = cell_rect(mv);
    s.update(
        &Msg::Mouse(crossterm::event::MouseEvent {
            kind: crossterm::event::MouseEventKind::Down(crossterm::event::MouseButton::Left),
            column: r.x + 2,
            row: r.y,
            modifiers: crossterm::event::KeyModifiers::NONE,
        }),
        &mut d.ctx(),
    );
    for _ in 0..200 {
        s.update(&Msg::Tick(Duration::from_millis(50)), &mut d.ctx());
    }
    let g = s.game();
    assert_eq!(g.moves()[..2], [Some(mv), None], "black's move, then white's pass");
    let text = d.render(&s, 100, 29);
    assert!(text.contains("White has no move and passes."), "{text}");
    // Black's move after the pass waits for the human; nothing else was played meanwhile.
    assert!(s.your_turn(), "black is to move again");
    assert_eq!(g.moves().len(), 2);
    assert_eq!(g.current().side_to_move(), Colour::Black);
}

impl Direct {
    /// `screen`'s frame at `width`×`height`, one text line a row.
    pub fn render(&self, screen: &impl View, width: u16, height: u16) -> String {
        let backend = ratatui::backend::TestBackend::new(width, height);
        let mut term = ratatui::Terminal::new(backend).unwrap();
        let dctx =
            asobi::screens::DrawCtx { settings: &self.settings, stats: &self.stats, seed: 9 };
        term.draw(|f| screen.draw(f, f.area(), &dctx)).unwrap();
        let buffer = term.backend().buffer();
        let row = |y: u16| {
            let mut line = String::new();
            let mut skip = 0;
            for x in 0..width {
                // A wide glyph's second cell holds a placeholder.
                if skip > 0 {
                    skip -= 1;
                    continue;
                }
                let symbol = buffer[(x, y)].symbol();
                skip = ratatui::text::Span::raw(symbol).width().saturating_sub(1);
                line.push_str(symbol);
            }
            line.trim_end().to_string()
        };
        (0..height).map(row).collect::<Vec<_>>().join("\n")
    }
}

/// The screen cell under square `sq` at 100x30 (body is all but the hint line).
fn cell_rect(sq: u8) -> Rect {
    asobi::screens::othello::board_layout(Rect::new(0, 0, 100, 29)).cells[usize::from(sq)]
}
