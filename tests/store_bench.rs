//! The store benchmark (`kaitaku bench store`) as a test: a short run that checks the report
//! and, in release builds, the budget of 1,000 committed actions per second.
//! `KAITAKU_BENCH_ACTIONS` sets the run length (default 500).

use kaitaku::store::bench;

#[tokio::test(flavor = "current_thread")]
async fn store_bench_reports_throughput() {
    let actions = std::env::var("KAITAKU_BENCH_ACTIONS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(500);
    let report = bench::run(actions).await.expect("bench");
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
