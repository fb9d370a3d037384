//! Othello engine benchmarks: perft 9 (3,005,288 leaves) and 11 (212,258,800), the FFO #40
//! exact solve (20 empties) and a fixed-depth mid-game search.
use std::hint::black_box;

use asobi::games::othello::{Position, SearchLimits, parse_board, perft, search, solve, squares};
use asobi::games::random::GameRng;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rand::SeedableRng;
use rand::seq::IndexedRandom;

const FFO_40: &str = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X";

/// Depth 11 is the deepest published count the slow test checks; at about 70 times depth 9's
/// tree it takes seconds an iteration, hence only ten samples.
fn perft_start(c: &mut Criterion) {
    let mut group = c.benchmark_group("othello_perft");
    group.sample_size(10);
    for (depth, leaves) in [(9, 3_005_288), (11, 212_258_800)] {
        group.throughput(Throughput::Elements(leaves));
        group.bench_function(format!("depth_{depth}"), |b| {
            b.iter(|| perft(black_box(&Position::start()), depth))
        });
    }
    group.finish();
}

fn ffo_40(c: &mut Criterion) {
    let pos = parse_board(FFO_40).expect("FFO #40 parses");
    let mut group = c.benchmark_group("othello_solve");
    group.sample_size(10);
    group.bench_function("ffo_40", |b| b.iter(|| solve(black_box(&pos))));
    group.finish();
}

fn midgame_search(c: &mut Criterion) {
    // A middle-game position: 20 seeded random moves from the start.
    let mut rng = GameRng::seed_from_u64(2024);
    let mut pos = Position::start();
    while pos.empty_count() > 40 {
        pos = match pos.pass() {
            Some(p) => p,
            None => {
                let moves: Vec<u8> = squares(pos.legal_moves()).collect();
                pos.play(*moves.choose(&mut rng).expect("a move")).expect("legal")
            }
        };
    }
    let limits = SearchLimits { max_depth: 8, max_nodes: u64::MAX };
    let mut group = c.benchmark_group("othello_search");
    group.sample_size(10);
    group.bench_function("midgame_depth_8", |b| b.iter(|| search(black_box(&pos), limits)));
    group.finish();
}

criterion_group!(benches, perft_start, ffo_40, midgame_search);
criterion_main!(benches);
