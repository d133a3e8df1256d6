//! `kaitaku bench ai` (tournaments of computer players) and `kaitaku ai suggest` (the move the
//! computer would make at the end of a replay file).

use std::time::Instant;

use serde::Serialize;

use kaitaku_ai::{Level, Player, arena, play};
use kaitaku_engine::GameConfig;
use kaitaku_engine::modules::ModuleId;

use super::bench::bench_config;

/// One match-up's figures.
#[derive(Debug, Clone, Serialize)]
pub struct Matchup {
    /// The opponents (three copies, or one with Catan for Two).
    pub opponent: String,
    /// Games played.
    pub games: u32,
    /// The tested player's share of wins (0–1).
    pub win_rate: f64,
    /// The 95% Wilson interval of the win rate.
    pub ci95: [f64; 2],
    /// Games that did not end within the move cap.
    pub unfinished: u32,
}

/// The result of `kaitaku bench ai`.
#[derive(Debug, Clone, Serialize)]
pub struct AiBenchReport {
    /// The rule modules (empty: the base game).
    pub rules: Vec<ModuleId>,
    /// Seats per game.
    pub players: u8,
    /// The tested level.
    pub level: Level,
    /// Games per match-up.
    pub games: u32,
    /// Its share of wins against random players.
    pub win_rate_vs_random: f64,
    /// Against the minimal moves of a kicked seat.
    pub win_rate_vs_minimal: f64,
    /// Against the greedy baseline.
    pub win_rate_vs_greedy: f64,
    /// Median time of one of its decisions (ms), search only (moves with one option count).
    pub decision_ms_p50: f64,
    /// 99th percentile of the same.
    pub decision_ms_p99: f64,
    /// Slowest decision (ms).
    pub decision_ms_max: f64,
    /// Every match-up in detail.
    pub matchups: Vec<Matchup>,
    /// With `--head-to-head N`: hard against normal in 2-player games (Catan for Two, the
    /// base game has no 2-player form), hard's share.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hard_vs_normal: Option<Matchup>,
}

/// The 95% Wilson score interval of `wins` out of `n`.
pub fn wilson(wins: u32, n: u32) -> [f64; 2] {
    if n == 0 {
        return [0.0, 1.0];
    }
    let (n, p, z) = (f64::from(n), f64::from(wins) / f64::from(n), 1.96f64);
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * ((p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt()) / denom;
    [(centre - half).max(0.0), (centre + half).min(1.0)]
}

/// Plays `games` games of `config` with `tested` at one seat (it moves round the table) and
/// `opponent` at the others; times the tested player's decisions into `times`.
fn matchup(
    config: &GameConfig,
    tested: Player,
    opponent: Player,
    games: u32,
    seed: u64,
    times: &mut Vec<f64>,
) -> Matchup {
    let mut wins = 0;
    let mut unfinished = 0;
    for g in 0..games {
        let seat = (g % u32::from(config.players)) as u8;
        let players: Vec<Player> = (0..config.players)
            .map(|s| if s == seat { tested } else { opponent })
            .collect();
        let game_seed = seed.wrapping_add(u64::from(g));
        let result = arena::play_game(config, game_seed, &players, 20_000, |s, p, view| {
            if s == seat {
                let start = Instant::now();
                let action = play(p, config, view, game_seed);
                times.push(start.elapsed().as_secs_f64() * 1000.0);
                action
            } else {
                play(p, config, view, game_seed ^ 0x5555)
            }
        });
        match result {
            Ok(r) => {
                if r.winner == Some(seat) {
                    wins += 1;
                }
                if !r.finished {
                    unfinished += 1;
                }
            }
            Err(_) => unfinished += 1,
        }
    }
    Matchup {
        opponent: opponent.name().to_string(),
        games,
        win_rate: f64::from(wins) / f64::from(games.max(1)),
        ci95: wilson(wins, games),
        unfinished,
    }
}

/// The `q`-quantile of sorted values.
fn quantile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() - 1) as f64 * q).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

/// `kaitaku bench ai`: the level's win rates against random, minimal and greedy players over
/// `games` games each, its decision times, and (with `head_to_head` > 0) hard against normal.
pub fn bench(
    modules: &[ModuleId],
    games: u32,
    level: Level,
    seed: u64,
    head_to_head: u32,
) -> AiBenchReport {
    let config = bench_config(modules);
    let tested = Player::Search(level);
    let mut times = Vec::new();
    let matchups: Vec<Matchup> = [Player::Random, Player::Minimal, Player::Greedy]
        .into_iter()
        .map(|opponent| matchup(&config, tested, opponent, games, seed, &mut times))
        .collect();
    times.sort_by(f64::total_cmp);
    let hard_vs_normal = (head_to_head > 0).then(|| {
        // The base game has no 2-player form: the first registered rule that seats two.
        let two_players: Vec<ModuleId> = ModuleId::ALL
            .into_iter()
            .find(|m| kaitaku_engine::modules::player_range(&[*m]).0 <= 2)
            .into_iter()
            .collect();
        let mut two = bench_config(&two_players);
        two.players = 2;
        let mut ignored = Vec::new();
        let mut m = matchup(
            &two,
            Player::Search(Level::Hard),
            Player::Search(Level::Normal),
            head_to_head,
            seed ^ 0xABCD,
            &mut ignored,
        );
        m.opponent = "normal (2 players, hard's share)".to_string();
        m
    });
    AiBenchReport {
        rules: modules.to_vec(),
        players: config.players,
        level,
        games,
        win_rate_vs_random: matchups[0].win_rate,
        win_rate_vs_minimal: matchups[1].win_rate,
        win_rate_vs_greedy: matchups[2].win_rate,
        decision_ms_p50: quantile(&times, 0.5),
        decision_ms_p99: quantile(&times, 0.99),
        decision_ms_max: times.last().copied().unwrap_or(0.0),
        matchups,
        hard_vs_normal,
    }
}

/// `kaitaku ai suggest`: the move the computer at `level` makes for `seat` where the replay
/// file ends, printed as JSON in the replay files' action format. Returns the exit code.
pub fn suggest(file: &std::path::Path, seat: u8, level: Level, seed: u64) -> i32 {
    let replay = match kaitaku_replay::load(file) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("kaitaku: {e}");
            return 2;
        }
    };
    let (game, outcome) = kaitaku_replay::run_with_game(&replay);
    let Some(game) = game else {
        eprintln!("kaitaku: {}", outcome.to_json());
        return 2;
    };
    if seat >= game.seat_count() {
        eprintln!(
            "kaitaku: no seat {seat} (the game has {} seats)",
            game.seat_count()
        );
        return 2;
    }
    let view = game.view(Some(seat));
    if !kaitaku_ai::owes_decision(&view) {
        eprintln!("kaitaku: seat {seat} owes no decision now");
        return 1;
    }
    match kaitaku_ai::decide(game.config(), &view, level, seed) {
        Some(action) => match serde_json::to_string(&action) {
            Ok(text) => {
                println!("{text}");
                0
            }
            Err(e) => {
                eprintln!("kaitaku: could not print the action: {e}");
                2
            }
        },
        None => {
            eprintln!("kaitaku: no move found for seat {seat}");
            1
        }
    }
}
