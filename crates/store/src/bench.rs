//! The store benchmark behind `kaitaku bench store`: random-game actions, each committed on its
//! own, into a fresh SQLite file with `synchronous=FULL`, or into a database given by URL (a
//! PostgreSQL one, say), at full durability.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use rand::SeedableRng;
use serde::Serialize;

use kaitaku_engine::GameConfig;
use kaitaku_engine::random_play::{RandomPlayOptions, random_step};

use super::Store;
use super::error::{StoreError, StoreResult};
use super::games::NewGame;
use super::log::PlayError;
use super::pool::{Backend, Durability, StoreConfig};
use super::types::{Command, now_ms};

/// How to run the benchmark.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct BenchOptions {
    /// Actions to commit in total.
    pub actions: usize,
    /// Games played at once, each by its own task (like busy channels).
    pub concurrent_games: usize,
    /// Whether concurrent commits may share a durable commit (see
    /// [`StoreConfig::group_commit`]); `false` turns it off, `true` keeps the backend's default
    /// (on for SQLite, off for PostgreSQL). The report says what was used.
    pub group_commit: bool,
}

/// What the store benchmark measured.
#[derive(Clone, Debug, Serialize)]
pub struct BenchReport {
    /// How it was run (`group_commit` as used).
    pub options: BenchOptions,
    /// `"sqlite"` or `"postgres"`.
    pub backend: &'static str,
    /// Actions committed.
    pub actions: usize,
    /// Games started.
    pub games: usize,
    /// Committed actions per second (wall clock, whole run).
    pub actions_per_s: f64,
    /// Median latency of one command (engine apply + snapshot encoding + durable commit), ms.
    pub p50_ms: f64,
    /// 99th percentile of the same, ms.
    pub p99_ms: f64,
    /// Slowest command, ms.
    pub max_ms: f64,
    /// Average snapshot size written per commit (sampled), bytes.
    pub mean_snapshot_bytes: usize,
    /// Size of the database at the end, bytes: the SQLite file and its WAL, or the whole
    /// PostgreSQL database (`pg_database_size`, so with whatever it held before).
    pub db_bytes: u64,
}

/// Runs the benchmark with the defaults: 16 concurrent games, group commit.
pub async fn run(actions: usize) -> StoreResult<BenchReport> {
    run_with(BenchOptions {
        actions,
        concurrent_games: 16,
        group_commit: true,
    })
    .await
}

/// Commits `options.actions` random-game actions (4-player base games; each action committed
/// and acknowledged on its own) into a fresh database in a temporary directory with
/// `synchronous=FULL`, and reports throughput and latency. The directory is removed afterwards.
pub async fn run_with(options: BenchOptions) -> StoreResult<BenchReport> {
    run_on(options, None).await
}

/// Like [`run_with`], into the database at `database_url` when given (full durability; it
/// keeps the games it played, in channels of their own, so a database can take several runs).
pub async fn run_on(options: BenchOptions, database_url: Option<&str>) -> StoreResult<BenchReport> {
    let dir = tempfile::tempdir().map_err(StoreError::Io)?;
    let path = dir.path().join("bench.db");
    let mut config = match database_url {
        Some(url) => StoreConfig::new(url),
        None => StoreConfig::file(&path),
    };
    config.durability = Durability::Full;
    config.group_commit &= options.group_commit;
    if options.concurrent_games > config.max_connections as usize {
        // Without group commit every game holds a connection while it commits.
        config.max_connections = options.concurrent_games.clamp(1, 64) as u32;
    }
    let options = BenchOptions {
        group_commit: config.group_commit,
        ..options
    };
    let store = Store::connect(&config).await?;
    // Channels no earlier run into the same database used (one open game per channel).
    let channel_base = u64::try_from(now_ms()).unwrap_or(0).wrapping_mul(1000);
    let claimed = Arc::new(AtomicUsize::new(0));
    let started = Instant::now();
    let mut tasks = Vec::new();
    for player in 0..options.concurrent_games.max(1) {
        let (store, claimed) = (store.clone(), claimed.clone());
        tasks.push(tokio::spawn(async move {
            play(store, player as u64, channel_base, claimed, options.actions).await
        }));
    }
    let mut totals = Totals::default();
    for task in tasks {
        let t = task.await.map_err(|e| StoreError::BatchFailed {
            detail: format!("bench task failed: {e}"),
        })??;
        totals.latencies.extend(t.latencies);
        totals.games += t.games;
        totals.snapshot_samples.extend(t.snapshot_samples);
    }
    let elapsed = started.elapsed();
    let db_bytes = match store.backend() {
        Backend::Sqlite => 0,
        Backend::Postgres => {
            let bytes: i64 =
                sqlx::query_scalar("SELECT CAST(pg_database_size(current_database()) AS BIGINT)")
                    .fetch_one(store.pool())
                    .await?;
            u64::try_from(bytes).unwrap_or(0)
        }
    };
    let backend = store.backend().as_str();
    store.close().await;
    let db_bytes = db_bytes
        + ["bench.db", "bench.db-wal"]
            .iter()
            .filter_map(|f| std::fs::metadata(dir.path().join(f)).ok())
            .map(|m| m.len())
            .sum::<u64>();

    let mut lat = totals.latencies;
    lat.sort_unstable();
    let pct = |p: f64| -> f64 {
        if lat.is_empty() {
            return 0.0;
        }
        let i = ((lat.len() as f64 * p).ceil() as usize).clamp(1, lat.len()) - 1;
        ms(lat[i])
    };
    Ok(BenchReport {
        options,
        backend,
        actions: lat.len(),
        games: totals.games,
        actions_per_s: lat.len() as f64 / elapsed.as_secs_f64().max(1e-9),
        p50_ms: pct(0.50),
        p99_ms: pct(0.99),
        max_ms: lat.last().copied().map_or(0.0, ms),
        mean_snapshot_bytes: totals.snapshot_samples.iter().sum::<usize>()
            / totals.snapshot_samples.len().max(1),
        db_bytes,
    })
}

#[derive(Default)]
struct Totals {
    latencies: Vec<Duration>,
    games: usize,
    snapshot_samples: Vec<usize>,
}

/// One channel's worth of play: games one after another, until `limit` actions are claimed.
async fn play(
    store: Store,
    player: u64,
    channel_base: u64,
    claimed: Arc<AtomicUsize>,
    limit: usize,
) -> StoreResult<Totals> {
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(0x006b_6169_7461_6b75 ^ player);
    let mut scratch = Vec::new();
    let mut totals = Totals::default();
    let mut stored = None;
    let seats = [100, 101, 102, 103].map(|u| u + 10 * player);
    loop {
        let current = match &mut stored {
            Some(s) => s,
            None => {
                totals.games += 1;
                let new = NewGame {
                    guild_id: 1,
                    channel_id: channel_base + player,
                    host_id: seats[0],
                    players: seats.to_vec(),
                    config: GameConfig::base(4),
                    seed: player << 32 | totals.games as u64,
                };
                stored.insert(store.create_game(new).await?)
            }
        };
        let step = current
            .game
            .as_ref()
            .and_then(|g| random_step(g, &mut rng, RandomPlayOptions::default(), &mut scratch));
        let Some((seat, action)) = step else {
            stored = None;
            continue;
        };
        if claimed.fetch_add(1, Ordering::Relaxed) >= limit {
            return Ok(totals);
        }
        let user = current.user_of(seat).unwrap_or_default();
        let t = Instant::now();
        match store
            .play(current, Command::player(seat, action, user))
            .await
        {
            Ok(_) => {
                totals.latencies.push(t.elapsed());
                if let Some(g) = &current.game {
                    // Sampled: encoding the snapshot again is not part of the measured work.
                    if totals.latencies.len() % 64 == 1 {
                        let bytes = serde_json::to_string(g).map_or(0, |s| s.len());
                        totals.snapshot_samples.push(bytes);
                    }
                    if g.winner().is_some() {
                        stored = None;
                    }
                }
            }
            Err(PlayError::Rule(_)) => {
                // Refused by the engine (rare): give the slot back.
                claimed.fetch_sub(1, Ordering::Relaxed);
            }
            Err(PlayError::Store(e)) => return Err(e),
        }
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}
