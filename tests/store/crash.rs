//! Crash safety: a child process commits commands as fast as it can and is killed with SIGKILL
//! at random moments, many times. After each kill every command it reported as committed is
//! in the database, the log replays to the snapshot and (SQLite) `PRAGMA integrity_check`
//! passes. On both backends: a SQLite file, and a PostgreSQL database (whose server rolls back
//! what the killed client left open).
//!
//! The child is this test binary, re-executed with `--exact crash::writer_child` and
//! `KAITAKU_CRASH_DB` set to the database URL; without that variable `writer_child` does
//! nothing.

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command as Process, Stdio};
use std::time::{Duration, Instant};

use kaitaku_engine::GameConfig;
use kaitaku_engine::random_play::{RandomPlayOptions, random_step};
use kaitaku_store::{
    Command, GameFilter, GameId, GameStatus, NewGame, PlayError, Store, StoreConfig,
};
use rand::{RngExt, SeedableRng};

use crate::backend::{Backend, TestDb};
use rand_pcg::Pcg64Mcg;

const DB_VAR: &str = "KAITAKU_CRASH_DB";
const SEED_VAR: &str = "KAITAKU_CRASH_SEED";
const CHANNEL: u64 = 777;
const RUNS: u64 = 30;
const WRITERS: u64 = 4;

/// Writer mode: commits random commands forever, printing `COMMITTED <game> <version>` after
/// each commit returns.
#[test]
fn writer_child() {
    let Ok(url) = std::env::var(DB_VAR) else {
        return;
    };
    let seed: u64 = std::env::var(SEED_VAR)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    rt.block_on(async move {
        let store = Store::connect(&StoreConfig::new(url))
            .await
            .expect("open store");
        // Several channels at once, so group commits of several commands get killed too.
        let writers: Vec<_> = (0..WRITERS)
            .map(|k| tokio::spawn(write_forever(store.clone(), CHANNEL + k, seed * 100 + k)))
            .collect();
        for w in writers {
            w.await.expect("writer task");
        }
    });
}

/// Plays games in `channel` one after another, printing each acknowledged commit.
async fn write_forever(store: Store, channel: u64, seed: u64) {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut scratch = Vec::new();
    loop {
        let mut stored = match store.load_by_channel(channel).await.expect("load") {
            Some(s) => s,
            None => store
                .create_game(NewGame {
                    guild_id: 1,
                    channel_id: channel,
                    host_id: 10,
                    players: vec![10, 11, 12, 13],
                    config: GameConfig::base(4),
                    seed: rng.random(),
                })
                .await
                .expect("create game"),
        };
        while stored.status == GameStatus::Active {
            let game = stored.game.as_ref().expect("active game has a state");
            let Some((seat, action)) =
                random_step(game, &mut rng, RandomPlayOptions::default(), &mut scratch)
            else {
                break;
            };
            let user = stored.user_of(seat).expect("seated");
            match store
                .play(&mut stored, Command::player(seat, action, user))
                .await
            {
                Ok(_) => {
                    let mut out = std::io::stdout().lock();
                    writeln!(out, "COMMITTED {} {}", stored.id, stored.version)
                        .and_then(|()| out.flush())
                        .expect("stdout");
                }
                Err(PlayError::Rule(_)) => {}
                Err(PlayError::Store(e)) => panic!("store error: {e}"),
            }
        }
    }
}

mod killed_writer_loses_nothing_acknowledged {
    use crate::backend::Backend;

    #[test]
    fn sqlite() {
        super::killed_writer_loses_nothing_acknowledged(Backend::Sqlite);
    }

    #[test]
    fn postgres() {
        super::killed_writer_loses_nothing_acknowledged(Backend::Postgres);
    }
}

fn killed_writer_loses_nothing_acknowledged(backend: Backend) {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    let Some(db) = rt.block_on(TestDb::open(backend, "killed_writer")) else {
        return;
    };
    let exe = std::env::current_exe().expect("test binary");
    let mut rng = Pcg64Mcg::seed_from_u64(crate::test_seed(0xc0ffee));
    let started = Instant::now();
    let mut acknowledged: HashMap<GameId, u64> = HashMap::new();
    let mut total_acks = 0usize;
    for run in 0..RUNS {
        let mut child = Process::new(&exe)
            .args([
                "--exact",
                "crash::writer_child",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(DB_VAR, &db.url)
            .env(SEED_VAR, run.to_string())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn writer");
        let stdout = child.stdout.take().expect("piped stdout");
        let reader = std::thread::spawn(move || {
            let mut acks = Vec::new();
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                let mut parts = line.split_whitespace();
                if parts.next() != Some("COMMITTED") {
                    continue;
                }
                let id = parts.next().and_then(|s| s.parse().ok());
                let version = parts.next().and_then(|s| s.parse().ok());
                if let (Some(id), Some(version)) = (id, version) {
                    acks.push((GameId(id), version));
                }
            }
            acks
        });
        // Let it get going (start-up takes a few ms), then kill it at a random moment.
        std::thread::sleep(Duration::from_millis(rng.random_range(30..300)));
        child.kill().expect("SIGKILL");
        child.wait().expect("reap");
        let acks = reader.join().expect("reader thread");
        total_acks += acks.len();
        for (id, version) in acks {
            let v = acknowledged.entry(id).or_default();
            *v = (*v).max(version);
        }

        rt.block_on(async {
            let store = db.store().await;
            assert_eq!(
                store.integrity_check().await.expect("pragma"),
                Ok(()),
                "run {run}"
            );
            for (id, version) in &acknowledged {
                let stored = store.load(*id).await.expect("load after crash");
                assert!(
                    stored.version >= *version,
                    "run {run}: game {id} at version {} but {version} was acknowledged",
                    stored.version
                );
            }
            for game in store.list_games(GameFilter::default()).await.expect("list") {
                store
                    .verify_log(game.id)
                    .await
                    .expect("log replays to snapshot");
            }
            store.close().await;
        });
    }
    assert!(
        total_acks > 100,
        "the writer barely wrote: {total_acks} commits"
    );
    println!(
        "{backend:?}: {RUNS} kills, {total_acks} acknowledged commits over {} games in {:?}",
        acknowledged.len(),
        started.elapsed()
    );
}
