//! The store benchmark (`kaitaku bench store`) as a test: short runs that check the report.
//! With `KAITAKU_BENCH_ASSERT=1` in a release build it also enforces the budget of 1,000
//! committed actions per second (opt-in: the machine is shared, so CI does not gate on it).
//! `KAITAKU_BENCH_ACTIONS` sets the run length, `KAITAKU_BENCH_GAMES` the concurrent games.

use kaitaku_store::bench::{self, BenchOptions, BenchReport};

use crate::backend::{Backend, TestDb};

fn env_usize(name: &str) -> Option<usize> {
    std::env::var(name).ok().and_then(|s| s.parse().ok())
}

fn check(report: &BenchReport, actions: usize, backend: Backend) {
    println!("{}", serde_json::to_string(report).expect("json"));
    let name = match backend {
        Backend::Sqlite => "sqlite",
        Backend::Postgres => "postgres",
    };
    assert_eq!(report.backend, name);
    assert!(report.db_bytes > 0);
    assert_eq!(report.actions, actions);
    assert!(report.games >= 1);
    assert!(report.p50_ms <= report.p99_ms && report.p99_ms <= report.max_ms);
    assert!(report.mean_snapshot_bytes > 1000);
}

mod store_bench_reports_throughput {
    use crate::backend::Backend;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite() {
        super::store_bench_reports_throughput(Backend::Sqlite).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres() {
        super::store_bench_reports_throughput(Backend::Postgres).await;
    }
}

/// Both runs in one test so they do not compete for the disk. SQLite: a fresh file per run
/// (the bench's default); PostgreSQL: both runs into one test database.
async fn store_bench_reports_throughput(backend: Backend) {
    let Some(db) = TestDb::open(backend, "store_bench").await else {
        return;
    };
    let url = (backend == Backend::Postgres).then_some(db.url.as_str());
    let actions = env_usize("KAITAKU_BENCH_ACTIONS").unwrap_or(1000);

    // One game, one database transaction per action: bounded by the disk's fsync latency.
    let sequential = bench::run_on(
        BenchOptions {
            actions: actions / 4,
            concurrent_games: 1,
            group_commit: false,
        },
        url,
    )
    .await
    .expect("sequential bench");
    check(&sequential, actions / 4, backend);
    assert!(!sequential.options.group_commit);

    // Concurrent games with the backend's defaults (those of `kaitaku bench store`).
    let report = bench::run_on(
        BenchOptions {
            actions,
            concurrent_games: env_usize("KAITAKU_BENCH_GAMES").unwrap_or(16),
            group_commit: true,
        },
        url,
    )
    .await
    .expect("bench");
    check(&report, actions, backend);
    assert_eq!(report.options.group_commit, backend == Backend::Sqlite);
    if !cfg!(debug_assertions) && std::env::var("KAITAKU_BENCH_ASSERT").as_deref() == Ok("1") {
        assert!(
            report.actions_per_s >= 1000.0,
            "below budget: {:.0} actions/s",
            report.actions_per_s
        );
    }
}
