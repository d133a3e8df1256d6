//! The engine's integration tests, one binary: the rules scenarios (replay files with
//! expectations worked out by hand), properties over thousands of random games, and smoke games.

mod barbarian_attack;
mod caravans;
mod fishermen;
mod fixtures_v1;
mod interrupts_v1;
mod locked;
mod properties;
mod rivers;
mod scenarios;
mod smoke_random;

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
