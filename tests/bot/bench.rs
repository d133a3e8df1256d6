//! The Discord benches run end to end (their figures are for release builds, not asserted).

use std::time::Duration;

use kaitaku::bot::bench;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_one_table_bench_plays_and_times_presses() {
    let r = bench::run(3).await.expect("bench runs");
    assert_eq!(r.turns, 3);
    assert!(r.changed_presses > 12, "setup and turns: {r:?}");
    assert!(r.unchanged_presses > 0);
    // The turn message shows a press's result no sooner than the bot's first answer to it.
    assert!(r.board_updated_p50_ms > 0.0, "{r:?}");
    assert!(r.board_updated_p99_ms >= r.board_updated_p50_ms);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_many_tables_bench_times_every_board_change_at_every_table() {
    let options = bench::tables::TablesOptions {
        tables: 3,
        moves: 4,
        interval: Duration::from_millis(20),
    };
    let r = bench::tables::run(options).await.expect("bench runs");
    assert_eq!((r.tables, r.failed_tables), (3, 0), "{r:?}");
    // Four setup moves per table, each a settlement or road choice that changes the board.
    assert!(r.presses >= 3 * 4, "{r:?}");
    assert!(r.board_updated_p50_ms > 0.0 && r.board_updated_p99_ms >= r.board_updated_p50_ms);
    assert!(r.rss_after_mib > 0.0 || !std::path::Path::new("/proc/self/status").exists());
}
