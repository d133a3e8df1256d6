//! The store benchmark (`kaitaku bench store`) as a test: short runs that check the report.
//! With `KAITAKU_BENCH_ASSERT=1` in a release build it also enforces the budget of 1,000
//! committed actions per second (opt-in: the machine is shared, so CI does not gate on it).
//! `KAITAKU_BENCH_ACTIONS` sets the run length, `KAITAKU_BENCH_GAMES` the concurrent games.

use kaitaku_store::bench::{self, BenchOptions, BenchReport};

fn env_usize(name: &str) -> Option<usize> {
    std::env::var(name).ok().and_then(|s| s.parse().ok())
}

fn check(report: &BenchReport, actions: usize) {
    println!("{}", serde_json::to_string(report).expect("json"));
    assert_eq!(report.actions, actions);
    assert!(report.games >= 1);
    assert!(report.p50_ms <= report.p99_ms && report.p99_ms <= report.max_ms);
    assert!(report.mean_snapshot_bytes > 1000);
}

/// Both runs in one test so they do not compete for the disk.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn store_bench_reports_throughput() {
    let actions = env_usize("KAITAKU_BENCH_ACTIONS").unwrap_or(1000);

    // One game, one database transaction per action: bounded by the disk's fsync latency.
    let sequential = bench::run_with(BenchOptions {
        actions: actions / 4,
        concurrent_games: 1,
        group_commit: false,
    })
    .await
    .expect("sequential bench");
    check(&sequential, actions / 4);

    // Concurrent games with group commit (the defaults of `kaitaku bench store`).
    let report = match env_usize("KAITAKU_BENCH_GAMES") {
        Some(games) => bench::run_with(BenchOptions {
            actions,
            concurrent_games: games,
            group_commit: true,
        })
        .await
        .expect("bench"),
        None => bench::run(actions).await.expect("bench"),
    };
    check(&report, actions);
    if !cfg!(debug_assertions) && std::env::var("KAITAKU_BENCH_ASSERT").as_deref() == Ok("1") {
        assert!(
            report.actions_per_s >= 1000.0,
            "below budget: {:.0} actions/s",
            report.actions_per_s
        );
    }
}
