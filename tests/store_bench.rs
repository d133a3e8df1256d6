//! The store benchmark (`kaitaku bench store`) as a test: short runs that check the report
//! and, in release builds, the budget of 1,000 committed actions per second (default options:
//! concurrent games with group commit). `KAITAKU_BENCH_ACTIONS` sets the run length.

use kaitaku::store::bench::{self, BenchOptions};

fn actions() -> usize {
    std::env::var("KAITAKU_BENCH_ACTIONS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn store_bench_reports_throughput() {
    let actions = actions();
    let report = match std::env::var("KAITAKU_BENCH_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
    {
        Some(games) => bench::run_with(BenchOptions {
            actions,
            concurrent_games: games,
            group_commit: true,
        })
        .await
        .expect("bench"),
        None => bench::run(actions).await.expect("bench"),
    };
    println!("{}", serde_json::to_string(&report).expect("json"));
    assert_eq!(report.actions, actions);
    assert!(report.games >= 1);
    assert!(report.p50_ms <= report.p99_ms && report.p99_ms <= report.max_ms);
    assert!(report.mean_snapshot_bytes > 1000);
    if !cfg!(debug_assertions) {
        assert!(
            report.actions_per_s >= 1000.0,
            "below budget: {:.0} actions/s",
            report.actions_per_s
        );
    }
}

/// One game, one database transaction per action: bounded by the disk's fsync rate.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn store_bench_sequential() {
    let report = bench::run_with(BenchOptions {
        actions: actions() / 4,
        concurrent_games: 1,
        group_commit: false,
    })
    .await
    .expect("bench");
    println!("{}", serde_json::to_string(&report).expect("json"));
    assert_eq!(report.actions, actions() / 4);
}
