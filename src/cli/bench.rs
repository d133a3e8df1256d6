//! `kaitaku bench …`: throughput and latency measurements, in release builds.

use std::time::Instant;

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use serde::Serialize;

use kaitaku_engine::modules::ModuleId;
use kaitaku_engine::random_play::{RandomPlayOptions, random_step};
use kaitaku_engine::{Game, GameConfig};

/// Result of the engine benchmark.
#[derive(Debug, Clone, Serialize)]
pub struct EngineBenchReport {
    /// Games played.
    pub games: u32,
    /// Games per second.
    pub games_per_s: f64,
    /// Applied actions per second.
    pub actions_per_s: f64,
    /// Average turns per game.
    pub avg_turns: f64,
}

/// Parses a `--rules` list such as `event-cards,harbormaster` (empty: the base game).
pub fn parse_rules(list: &str) -> Result<Vec<ModuleId>, String> {
    list.split(',')
        .map(str::trim)
        .filter(|name| !name.is_empty())
        .map(|name| {
            ModuleId::parse(name).ok_or_else(|| {
                let known: Vec<&str> = ModuleId::ALL.iter().map(|m| m.name()).collect();
                format!("unknown rule `{name}` (known: {})", known.join(", "))
            })
        })
        .collect()
}

/// The configuration benchmarked for a ruleset: the most players its ruleset allows (4; 2 with
/// Catan for Two).
pub fn bench_config(modules: &[ModuleId]) -> GameConfig {
    let players = kaitaku_engine::modules::player_range(modules).1;
    let mut config = GameConfig::base(players);
    config.modules = modules.to_vec();
    config
}

/// Plays `games` random games of a ruleset (4 players, or 2 for Catan for Two) on one thread
/// (uniform over legal actions, domestic trade offers excluded, bank trades included) and
/// measures throughput.
pub fn engine(games: u32, seed: u64, modules: &[ModuleId]) -> EngineBenchReport {
    let config = bench_config(modules);
    let mut actions: u64 = 0;
    let mut turns: u64 = 0;
    let mut scratch = Vec::new();
    // One list of events for every action (`apply_into`): the bench measures the rules, not
    // an allocation per action.
    let mut events = Vec::new();
    let start = Instant::now();
    for i in 0..games as u64 {
        let Ok(mut game) = Game::new(config.clone(), seed.wrapping_add(i)) else {
            continue;
        };
        let mut rng = Pcg64Mcg::seed_from_u64(seed.wrapping_add(i) ^ 0x9e37_79b9_7f4a_7c15);
        // A random game ends long before this; the cap only guards against a stuck game.
        for _ in 0..200_000 {
            let Some((seat, action)) =
                random_step(&game, &mut rng, RandomPlayOptions::default(), &mut scratch)
            else {
                break;
            };
            events.clear();
            if game.apply_into(seat, &action, &mut events).is_ok() {
                actions += 1;
            }
        }
        turns += game.state().turn as u64;
    }
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    EngineBenchReport {
        games,
        games_per_s: games as f64 / secs,
        actions_per_s: actions as f64 / secs,
        avg_turns: if games > 0 {
            turns as f64 / games as f64
        } else {
            0.0
        },
    }
}

/// Runs the store benchmark on a tokio runtime and prints its report; returns the exit code.
/// A multi-threaded async runtime for the benches that need one, or the error to print.
fn runtime() -> Result<tokio::runtime::Runtime, String> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("kaitaku: cannot start the async runtime: {e}"))
}

/// The logs (RUST_LOG shows the bot's and the fake's while a Discord bench runs; off by
/// default) and the async runtime of a Discord bench; `None` (said on stderr) when the runtime
/// cannot start.
#[cfg(feature = "local")]
fn discord_bench_runtime() -> Option<tokio::runtime::Runtime> {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("off"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
    match runtime() {
        Ok(r) => Some(r),
        Err(e) => {
            eprintln!("{e}");
            None
        }
    }
}

/// Runs `kaitaku bench discord`: prints the report (text or JSON) and returns the exit code.
#[cfg(feature = "local")]
pub fn discord(turns: usize, json: bool) -> i32 {
    let Some(runtime) = discord_bench_runtime() else {
        return 1;
    };
    match runtime.block_on(crate::bot::bench::run(turns)) {
        Ok(r) if json => {
            println!(
                "{}",
                serde_json::json!({
                    "unchanged_p50_ms": r.unchanged_p50_ms,
                    "unchanged_p99_ms": r.unchanged_p99_ms,
                    "changed_p50_ms": r.changed_p50_ms,
                    "changed_p99_ms": r.changed_p99_ms,
                    "unchanged_presses": r.unchanged_presses,
                    "changed_presses": r.changed_presses,
                    "turns": r.turns,
                    "trades": r.trades,
                    "trade_p50_ms": r.trade_p50_ms,
                    "trade_p99_ms": r.trade_p99_ms,
                    "board_updated_p50_ms": r.board_updated_p50_ms,
                    "board_updated_p99_ms": r.board_updated_p99_ms,
                })
            );
            0
        }
        Ok(r) => {
            println!(
                "discord: {} turns; board unchanged: {} presses, p50 {:.2} ms, p99 {:.2} ms; board changed: {} presses, first answer p50 {:.2} ms, p99 {:.2} ms, turn message updated p50 {:.1} ms, p99 {:.1} ms; trade round trips (offer → accept → confirm): {}, p50 {:.2} ms, p99 {:.2} ms",
                r.turns,
                r.unchanged_presses,
                r.unchanged_p50_ms,
                r.unchanged_p99_ms,
                r.changed_presses,
                r.changed_p50_ms,
                r.changed_p99_ms,
                r.board_updated_p50_ms,
                r.board_updated_p99_ms,
                r.trades,
                r.trade_p50_ms,
                r.trade_p99_ms
            );
            0
        }
        Err(e) => {
            eprintln!("kaitaku: discord bench failed: {e}");
            1
        }
    }
}

/// Without the `local` feature there is no fake Discord to drive the bot through: says so and
/// returns exit code 2.
#[cfg(not(feature = "local"))]
pub fn discord(_turns: usize, _json: bool) -> i32 {
    eprintln!("kaitaku: this build has no Discord bench: it was built without the `local` feature");
    2
}

/// Runs `kaitaku bench discord --tables N`: `tables` games at once, `moves` moves each, one
/// every `interval_ms` per table; prints the report (text or JSON) and returns the exit code.
#[cfg(feature = "local")]
pub fn discord_tables(tables: usize, moves: usize, interval_ms: u64, json: bool) -> i32 {
    let Some(runtime) = discord_bench_runtime() else {
        return 1;
    };
    let options = crate::bot::bench::tables::TablesOptions {
        tables,
        moves,
        interval: std::time::Duration::from_millis(interval_ms.max(1)),
    };
    match runtime.block_on(crate::bot::bench::tables::run(options)) {
        Ok(r) if json => {
            println!("{}", serde_json::to_string(&r).unwrap_or_default());
            0
        }
        Ok(r) => {
            println!(
                "discord, {} tables ({} stopped early), a move per table every {} ms: {} board-changing presses, press → turn message updated p50 {:.1} ms, p99 {:.1} ms (first answer p99 {:.1} ms); memory {:.0} MiB before, {:.0} MiB after, peak {:.0} MiB, {:.0} KiB per table; {:.0} s",
                r.tables,
                r.failed_tables,
                r.interval_ms,
                r.presses,
                r.board_updated_p50_ms,
                r.board_updated_p99_ms,
                r.first_answer_p99_ms,
                r.rss_before_mib,
                r.rss_after_mib,
                r.peak_rss_mib,
                r.rss_per_table_kib,
                r.wall_s
            );
            0
        }
        Err(e) => {
            eprintln!("kaitaku: discord bench failed: {e}");
            1
        }
    }
}

/// Without the `local` feature there is no fake Discord: says so and returns exit code 2.
#[cfg(not(feature = "local"))]
pub fn discord_tables(_tables: usize, _moves: usize, _interval_ms: u64, _json: bool) -> i32 {
    eprintln!("kaitaku: this build has no Discord bench: it was built without the `local` feature");
    2
}

/// Runs `kaitaku bench store` at each concurrency level of `games` (in order), into a fresh
/// SQLite file per level or the database at `database_url`: prints one line per level, or one
/// JSON object whose `actions_per_s` and `p99_ms` are the last level's (the keys of the
/// one-level bench, kept) and `levels` holds every level. Returns the exit code.
pub fn store(
    actions: usize,
    games: &[usize],
    database_url: Option<&str>,
    group_commit: bool,
    json: bool,
) -> i32 {
    let runtime = match runtime() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            return 1;
        }
    };
    let mut reports = Vec::new();
    for &level in if games.is_empty() { &[16][..] } else { games } {
        let options = kaitaku_store::bench::BenchOptions {
            actions,
            concurrent_games: level.max(1),
            group_commit,
        };
        match runtime.block_on(kaitaku_store::bench::run_on(options, database_url)) {
            Ok(r) => {
                if !json {
                    println!(
                        "store ({}{}): {} games at once, {} actions in {} games, {:.0} actions/s, p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
                        r.backend,
                        if r.options.group_commit {
                            ", group commit"
                        } else {
                            ""
                        },
                        r.options.concurrent_games,
                        r.actions,
                        r.games,
                        r.actions_per_s,
                        r.p50_ms,
                        r.p99_ms,
                        r.max_ms
                    );
                }
                reports.push(r);
            }
            Err(e) => {
                eprintln!("kaitaku: store bench failed: {e}");
                return 1;
            }
        }
    }
    if json && let Some(last) = reports.last() {
        let levels: Vec<_> = reports
            .iter()
            .map(|r| {
                serde_json::json!({
                    "games": r.options.concurrent_games,
                    "group_commit": r.options.group_commit,
                    "actions": r.actions,
                    "actions_per_s": r.actions_per_s,
                    "p50_ms": r.p50_ms,
                    "p99_ms": r.p99_ms,
                    "max_ms": r.max_ms,
                })
            })
            .collect();
        println!(
            "{}",
            serde_json::json!({
                "actions_per_s": last.actions_per_s,
                "p99_ms": last.p99_ms,
                "backend": last.backend,
                "levels": levels,
            })
        );
    }
    0
}
