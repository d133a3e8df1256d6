//! The store's integration tests, one binary: commits and reads, crash safety (this binary
//! re-executes itself as the writer child) and the benchmark's own checks, each on SQLite and
//! on PostgreSQL (see `backend.rs`). The memory budget
//! test is a binary of its own (`tests/store_memory`): it installs a counting global allocator.

mod backend;
mod bench;
mod commits;
mod computers;
mod crash;
mod deadlines;

/// The seed of a test game whose own seed is `base`: `base` plus the offset in the environment
/// variable `KAITAKU_TEST_SEED_OFFSET` (default 0), so the whole suite can be run against other
/// games; every test must pass for any offset. (The scenario files keep their own seeds: their
/// expectations are worked out by hand for that one board.)
pub(crate) fn test_seed(base: u64) -> u64 {
    match std::env::var("KAITAKU_TEST_SEED_OFFSET") {
        Ok(text) => base.wrapping_add(
            text.trim()
                .parse::<u64>()
                .unwrap_or_else(|e| panic!("KAITAKU_TEST_SEED_OFFSET={text:?}: {e}")),
        ),
        Err(_) => base,
    }
}
