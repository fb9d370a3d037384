//! Frame cost: drawing each screen at 120x40 into a `TestBackend` (aim: well under 0.2 ms).

use asobi::catalog::GameId;
use asobi::stats::{Outcome, Stats};
use asobi::storage::DataDir;
use asobi::testing::Harness;
use criterion::{Criterion, criterion_group, criterion_main};
use crossterm::event::KeyCode;

fn screens() -> Vec<(&'static str, Harness)> {
    let new = |start| Harness::builder(DataDir::in_memory(), 3).start(start).size(120, 40).build();
    let mut list = vec![("menu", new(None))];
    let mut settings = new(None);
    settings.type_text("6");
    list.push(("settings", settings));
    // Statistics with records at every level, so the charts are drawn, not an empty page.
    let dir = std::env::temp_dir().join(format!("asobi-render-bench-{}", std::process::id()));
    let data = DataDir::at(&dir);
    let mut records = Stats::default();
    for (i, level) in ["easy", "normal", "hard"].into_iter().cycle().take(60).enumerate() {
        let outcome = [Outcome::Won, Outcome::Lost, Outcome::Drawn][i % 3];
        records.record(GameId::Tictactoe, level.parse().unwrap(), outcome);
    }
    data.save_toml("stats.toml", &records).expect("bench stats");
    let mut stats = Harness::builder(data, 3).size(120, 40).build();
    stats.type_text("7");
    list.push(("statistics", stats));
    let mut ttt = new(Some(GameId::Tictactoe));
    ttt.type_text("5").settle(100).key(KeyCode::Left);
    list.push(("tictactoe", ttt));
    for (name, game) in [
        ("othello", GameId::Othello),
        ("old maid", GameId::OldMaid),
        ("killer sevens", GameId::Sevens),
        ("poker", GameId::Poker),
    ] {
        let mut h = new(Some(game));
        h.settle(200);
        list.push((name, h));
    }
    let mut help = new(Some(GameId::Tictactoe));
    help.type_text("?");
    list.push(("help overlay", help));
    list
}

fn draw_screens(c: &mut Criterion) {
    let mut group = c.benchmark_group("draw 120x40");
    for (name, mut harness) in screens() {
        group.bench_function(name, |b| b.iter(|| harness.render()));
    }
    group.finish();
}

criterion_group!(benches, draw_screens);
criterion_main!(benches);
