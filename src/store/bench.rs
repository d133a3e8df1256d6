//! The store benchmark behind `kaitaku bench store`: random-game actions committed one
//! transaction each into a fresh file database with `synchronous=FULL`.

use std::time::{Duration, Instant};

use rand::SeedableRng;
use serde::Serialize;

use crate::engine::GameConfig;
use crate::engine::random_play::{RandomPlayOptions, random_step};

use super::Store;
use super::error::{StoreError, StoreResult};
use super::games::NewGame;
use super::log::PlayError;
use super::pool::{Durability, StoreConfig};
use super::types::Command;

/// What the store benchmark measured.
#[derive(Clone, Debug, Serialize)]
pub struct BenchReport {
    /// Actions committed.
    pub actions: usize,
    /// Games played (a new one starts when one ends).
    pub games: usize,
    /// Committed actions per second (wall clock, whole run).
    pub actions_per_s: f64,
    /// Median latency of one command (engine apply + snapshot encoding + commit), ms.
    pub p50_ms: f64,
    /// 99th percentile of the same, ms.
    pub p99_ms: f64,
    /// Slowest command, ms.
    pub max_ms: f64,
    /// Average snapshot size written per commit, bytes.
    pub mean_snapshot_bytes: usize,
    /// Size of the database and its WAL at the end, bytes.
    pub db_bytes: u64,
}

/// Commits `actions` random-game actions (4-player base games, one transaction each) into a
/// fresh database in a temporary directory with `synchronous=FULL`, and reports throughput and
/// latency. The directory is removed afterwards.
pub async fn run(actions: usize) -> StoreResult<BenchReport> {
    let dir = tempfile::tempdir().map_err(StoreError::Io)?;
    let path = dir.path().join("bench.db");
    let mut config = StoreConfig::file(&path);
    config.durability = Durability::Full;
    let store = Store::connect(&config).await?;

    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(0x006b_6169_7461_6b75);
    let mut scratch = Vec::new();
    let mut latencies = Vec::with_capacity(actions);
    let mut games = 0usize;
    let mut snapshot_bytes = 0usize;
    let started = Instant::now();
    let mut stored = None;
    while latencies.len() < actions {
        let current = match &mut stored {
            Some(s) => s,
            None => {
                games += 1;
                let new = NewGame {
                    guild_id: 1,
                    channel_id: 1,
                    host_id: 100,
                    players: vec![100, 101, 102, 103],
                    config: GameConfig::base(4),
                    seed: games as u64,
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
        let user = current.user_of(seat).unwrap_or_default();
        let t = Instant::now();
        match store
            .play(current, Command::player(seat, action, user))
            .await
        {
            Ok(_) => {
                latencies.push(t.elapsed());
                if let Some(g) = &current.game {
                    snapshot_bytes += serde_json::to_string(g).map_or(0, |s| s.len());
                }
                if current.game.as_ref().is_some_and(|g| g.winner().is_some()) {
                    stored = None;
                }
            }
            Err(PlayError::Rule(_)) => {}
            Err(PlayError::Store(e)) => return Err(e),
        }
    }
    let elapsed = started.elapsed();
    store.close().await;
    let db_bytes = ["bench.db", "bench.db-wal"]
        .iter()
        .filter_map(|f| std::fs::metadata(dir.path().join(f)).ok())
        .map(|m| m.len())
        .sum();

    latencies.sort_unstable();
    let pct = |p: f64| -> f64 {
        if latencies.is_empty() {
            return 0.0;
        }
        let i = ((latencies.len() as f64 * p).ceil() as usize).clamp(1, latencies.len()) - 1;
        ms(latencies[i])
    };
    Ok(BenchReport {
        actions: latencies.len(),
        games,
        actions_per_s: latencies.len() as f64 / elapsed.as_secs_f64().max(1e-9),
        p50_ms: pct(0.50),
        p99_ms: pct(0.99),
        max_ms: latencies.last().copied().map_or(0.0, ms),
        mean_snapshot_bytes: snapshot_bytes / latencies.len().max(1),
        db_bytes,
    })
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}
