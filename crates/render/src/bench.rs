//! The render benchmark: a 4-player mid-game board (of the base game or a variant), state → SVG →
//! PNG, as the game goes on.

use std::time::Instant;

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

use super::{RenderError, RenderRequest, render_png};
use kaitaku_engine::board::layout::{LayoutChoice, NumberPlacement};
use kaitaku_engine::modules::ModuleId;
use kaitaku_engine::random_play::{RandomPlayOptions, play_out};
use kaitaku_engine::{Game, GameConfig};

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
    /// Renders whose roads, buildings or robber differ from the state before.
    pub pieces_changed: usize,
    /// Size of the largest PNG rendered.
    pub png_bytes: usize,
    /// Image width in pixels.
    pub width: u32,
    /// Image height in pixels.
    pub height: u32,
    /// Boards never seen before rendered (a board per game, each game's first image).
    pub misses: usize,
    /// Median time of a render of a never-seen board, in milliseconds.
    pub miss_p50_ms: f64,
    /// 99th percentile of those renders, in milliseconds.
    pub miss_p99_ms: f64,
    /// Size of the largest PNG of those boards.
    pub miss_png_bytes: usize,
    /// Bytes held by the process-wide sprite and backdrop caches after the misses.
    pub static_cache_bytes: usize,
    /// Bytes held by every render cache after the bench.
    pub cache_bytes: usize,
}

/// Games with a board each that [`run`] renders once (never-seen boards).
pub const MISS_BOARDS: usize = 200;

/// Untimed never-seen boards drawn before the timed ones, as a running process would have.
const WARM_UP_BOARDS: usize = 8;

/// A request for game number `i` of the many-boards bench: a random 4-player board (terrain
/// and numbers shuffled), a few dozen turns in, names of its own.
pub fn distinct_request(i: usize) -> RenderRequest {
    let mut config = GameConfig::base(4);
    config.layout = LayoutChoice::Variable {
        numbers: NumberPlacement::Random,
    };
    let seed = 10_000 + i as u64;
    let mut game = match Game::new(config, seed) {
        Ok(g) => g,
        Err(e) => panic!("base 4-player config rejected: {e}"),
    };
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    play_out(
        &mut game,
        &mut rng,
        RandomPlayOptions::default(),
        150 + i % 300,
    );
    RenderRequest {
        view: game.view(None),
        names: vec![
            format!("Alice{i}"),
            format!("ボブ{i}"),
            format!("Chloé {i} 🦊"),
            format!("D{i}"),
        ],
        highlight: None,
    }
}

/// Renders `boards` boards never seen before, each once (after a few untimed ones), as a
/// process with many more active games than cached boards does; returns the sorted times in
/// milliseconds and the largest PNG.
pub fn misses(boards: usize) -> Result<(Vec<f64>, usize), RenderError> {
    let requests: Vec<RenderRequest> = (0..boards + WARM_UP_BOARDS).map(distinct_request).collect();
    let mut times = Vec::with_capacity(boards);
    let mut largest = 0;
    for (i, req) in requests.iter().enumerate() {
        let t = Instant::now();
        let image = render_png(req)?;
        if i >= WARM_UP_BOARDS {
            times.push(t.elapsed().as_secs_f64() * 1e3);
            largest = largest.max(image.png.len());
        }
    }
    times.sort_by(f64::total_cmp);
    Ok((times, largest))
}

fn quantile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    sorted[((sorted.len() - 1) as f64 * q).round() as usize]
}

/// A seeded 4-player game played by the random player for a while: a board with roads,
/// settlements, cities and a moved robber.
pub fn mid_game() -> Game {
    // Unreachable in practice: the base configuration is always valid.
    match mid_game_with(&[]) {
        Ok(g) => g,
        Err(e) => panic!("base 4-player config rejected: {e}"),
    }
}

/// [`mid_game`] with the rule modules `modules` (4 players, or the most they allow): the board a
/// variant's bench renders. A combination the engine refuses is an error.
pub fn mid_game_with(modules: &[ModuleId]) -> Result<Game, String> {
    let mut config = GameConfig::base(4);
    let (least, most) = kaitaku_engine::modules::player_range(modules);
    config.players = 4.clamp(least, most.max(least));
    config.modules = modules.to_vec();
    let mut game = Game::new(config, 7).map_err(|e| e.to_string())?;
    let mut rng = Pcg64Mcg::seed_from_u64(11);
    play_out(&mut game, &mut rng, RandomPlayOptions::default(), 400);
    Ok(game)
}

/// The request [`run`] renders: the public view of [`mid_game`] with mixed-script names.
pub fn mid_game_request() -> RenderRequest {
    RenderRequest {
        view: mid_game().view(None),
        names: NAMES.map(String::from).to_vec(),
        highlight: None,
    }
}

/// The names the bench draws: Latin, Japanese and an emoji.
const NAMES: [&str; 4] = ["Alice", "ボブ", "Chloé 🦊", "Dmitri"];

/// Up to `count` consecutive public views of the [`mid_game`] as the random player carries on,
/// one after each action (fewer if the game ends).
pub fn mid_game_sequence(count: usize) -> Vec<RenderRequest> {
    mid_game_sequence_of(mid_game(), count)
}

/// [`mid_game_sequence`] from `game`.
fn mid_game_sequence_of(mut game: Game, count: usize) -> Vec<RenderRequest> {
    let mut rng = Pcg64Mcg::seed_from_u64(12);
    let names: Vec<String> = NAMES.map(String::from).to_vec();
    let mut requests = Vec::with_capacity(count);
    requests.push(RenderRequest {
        view: game.view(None),
        names: names.clone(),
        highlight: None,
    });
    while requests.len() < count
        && play_out(&mut game, &mut rng, RandomPlayOptions::default(), 1) == 1
    {
        requests.push(RenderRequest {
            view: game.view(None),
            names: names.clone(),
            highlight: None,
        });
    }
    requests
}

/// Renders the mid-game board as a game goes on: after one untimed render of the starting
/// state (which fills the caches, as the game's earlier turns would have), renders the next
/// `iterations` states, one per action of the random player, each once, as the bot does when it
/// updates the turn message, and reports the median and 95th percentile.
///
/// Then renders [`MISS_BOARDS`] boards never seen before (see [`run_with`]).
pub fn run(iterations: usize) -> Result<BenchReport, RenderError> {
    run_with(iterations, MISS_BOARDS)
}

/// [`run`] with `boards` never-seen boards rendered after the game's renders, each once: the
/// case of a process with many more active games than the caches hold.
pub fn run_with(iterations: usize, boards: usize) -> Result<BenchReport, RenderError> {
    run_on(mid_game(), iterations, boards)
}

/// [`run`] on the mid-game board of a variant: [`mid_game_with`] `modules`, as
/// `kaitaku bench render --rules` does. A refused combination is an error message.
pub fn run_rules(iterations: usize, modules: &[ModuleId]) -> Result<BenchReport, String> {
    let game = mid_game_with(modules)?;
    run_on(game, iterations, MISS_BOARDS).map_err(|e| e.to_string())
}

/// The timed part of [`run_with`], from the game `game`.
fn run_on(game: Game, iterations: usize, boards: usize) -> Result<BenchReport, RenderError> {
    let requests = mid_game_sequence_of(game, iterations.max(1) + 1);
    let t0 = Instant::now();
    let mut image = render_png(&requests[0])?;
    let first_ms = t0.elapsed().as_secs_f64() * 1e3;
    let mut times = Vec::with_capacity(iterations);
    let mut pieces_changed = 0;
    let mut largest = image.png.len();
    for pair in requests.windows(2) {
        let (before, req) = (&pair[0].view, &pair[1].view);
        if before.roads != req.roads
            || before.buildings != req.buildings
            || before.robber != req.robber
        {
            pieces_changed += 1;
        }
        let t = Instant::now();
        image = render_png(&pair[1])?;
        times.push(t.elapsed().as_secs_f64() * 1e3);
        largest = largest.max(image.png.len());
    }
    if times.is_empty() {
        let t = Instant::now();
        image = render_png(&requests[0])?;
        times.push(t.elapsed().as_secs_f64() * 1e3);
    }
    times.sort_by(f64::total_cmp);
    let (miss_times, miss_png_bytes) = misses(boards)?;
    Ok(BenchReport {
        iterations: times.len(),
        median_ms: quantile(&times, 0.5),
        p95_ms: quantile(&times, 0.95),
        first_ms,
        pieces_changed,
        png_bytes: largest,
        width: image.width,
        height: image.height,
        misses: miss_times.len(),
        miss_p50_ms: quantile(&miss_times, 0.5),
        miss_p99_ms: quantile(&miss_times, 0.99),
        miss_png_bytes,
        static_cache_bytes: crate::sprites::cached_bytes(),
        cache_bytes: crate::cache::held_bytes(),
    })
}
