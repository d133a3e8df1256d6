//! The render benchmark: a 4-player mid-game board, state → SVG → PNG, repeatedly.

use std::time::Instant;

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

use super::{RenderError, RenderRequest, render_png};
use crate::engine::random_play::{RandomPlayOptions, play_out};
use crate::engine::{Game, GameConfig};

/// Timings of [`run`].
#[derive(Clone, Debug, PartialEq)]
pub struct BenchReport {
    /// Renders timed.
    pub iterations: usize,
    /// Median time of one render, in milliseconds.
    pub median_ms: f64,
    /// 95th percentile, in milliseconds.
    pub p95_ms: f64,
    /// Time of the first render (fills the static-layer cache), in milliseconds.
    pub first_ms: f64,
    /// Size of the PNG.
    pub png_bytes: usize,
    /// Image width in pixels.
    pub width: u32,
    /// Image height in pixels.
    pub height: u32,
}

/// A seeded 4-player game played by the random player for a while: a board with roads,
/// settlements, cities and a moved robber.
pub fn mid_game() -> Game {
    // Unreachable in practice: the base configuration is always valid.
    let mut game = match Game::new(GameConfig::base(4), 7) {
        Ok(g) => g,
        Err(e) => panic!("base 4-player config rejected: {e}"),
    };
    let mut rng = Pcg64Mcg::seed_from_u64(11);
    play_out(&mut game, &mut rng, RandomPlayOptions::default(), 400);
    game
}

/// The request [`run`] renders: the public view of [`mid_game`] with mixed-script names.
pub fn mid_game_request() -> RenderRequest {
    RenderRequest {
        view: mid_game().view(None),
        names: ["Alice", "ボブ", "Chloé 🦊", "Dmitri"]
            .map(String::from)
            .to_vec(),
        highlight: None,
    }
}

/// Renders the mid-game board `iterations` times (after one untimed warm-up that fills the
/// cache) and reports the median and 95th percentile.
pub fn run(iterations: usize) -> Result<BenchReport, RenderError> {
    let req = mid_game_request();
    let t0 = Instant::now();
    let mut image = render_png(&req)?;
    let first_ms = t0.elapsed().as_secs_f64() * 1e3;
    let mut times = Vec::with_capacity(iterations);
    for _ in 0..iterations.max(1) {
        let t = Instant::now();
        image = render_png(&req)?;
        times.push(t.elapsed().as_secs_f64() * 1e3);
    }
    times.sort_by(f64::total_cmp);
    let pick = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    Ok(BenchReport {
        iterations: times.len(),
        median_ms: pick(0.5),
        p95_ms: pick(0.95),
        first_ms,
        png_bytes: image.png.len(),
        width: image.width,
        height: image.height,
    })
}
