//! The engine's integration tests, one binary: the rules scenarios (replay files with
//! expectations worked out by hand), properties over thousands of random games, and smoke games.

mod barbarian_attack;
mod caravans;
mod cities_and_knights;
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

/// The rulesets with `module` that the rules accept: the registry's list
/// (`rulesets_to_test`), those that contain it.
pub(crate) fn rulesets_with(
    module: kaitaku_engine::modules::ModuleId,
) -> Vec<Vec<kaitaku_engine::modules::ModuleId>> {
    kaitaku_engine::modules::rulesets_to_test()
        .into_iter()
        .filter(|set| set.contains(&module))
        .collect()
}

/// The config of random game `seed` with `modules`: a table size they allow, and the beginner
/// board, a spiral-numbered or a random-numbered one in turn.
pub(crate) fn rotating_config(
    modules: &[kaitaku_engine::modules::ModuleId],
    seed: u64,
) -> kaitaku_engine::GameConfig {
    use kaitaku_engine::board::layout::{LayoutChoice, NumberPlacement};
    let mut config =
        kaitaku_engine::GameConfig::base(kaitaku_engine::modules::players_for(modules, seed));
    config.modules = modules.to_vec();
    config.layout = match seed % 3 {
        0 => LayoutChoice::Beginner,
        1 => LayoutChoice::Variable {
            numbers: NumberPlacement::Spiral,
        },
        _ => LayoutChoice::Variable {
            numbers: NumberPlacement::Random,
        },
    };
    config
}

/// Plays random game `seed` of `config` with the random player (its RNG seeded with
/// `seed ^ salt`) to the end, or for at most `max_steps` actions. A refused action must be a
/// trade offer (the only thing the random player proposes without knowing it is legal) and must
/// change nothing. `on_step(game, events, step)` runs after each accepted action. At the end, the
/// accepted actions must replay to the same state. Returns the game as it stopped.
pub(crate) fn play_random_checked(
    config: &kaitaku_engine::GameConfig,
    seed: u64,
    salt: u64,
    max_steps: u32,
    mut on_step: impl FnMut(&kaitaku_engine::Game, &[kaitaku_engine::Event], u32),
) -> kaitaku_engine::Game {
    use kaitaku_engine::random_play::{RandomPlayOptions, random_step};
    use kaitaku_engine::{Action, Game};
    use rand::SeedableRng;
    let mut game = Game::new(config.clone(), seed).expect("valid config");
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed ^ salt);
    let mut scratch = Vec::new();
    let mut log = Vec::new();
    for step in 0..max_steps {
        let Some((seat, action)) =
            random_step(&game, &mut rng, RandomPlayOptions::default(), &mut scratch)
        else {
            break;
        };
        let before = game.state().clone();
        match game.apply(seat, &action) {
            Ok(events) => {
                log.push((seat, action));
                on_step(&game, &events, step);
            }
            Err(e) => {
                assert_eq!(
                    game.state(),
                    &before,
                    "seed {seed}: refusal changed the state"
                );
                assert!(
                    matches!(action, Action::OfferTrade { .. }),
                    "seed {seed}: {action:?} refused: {e}"
                );
            }
        }
    }
    let mut again = Game::new(config.clone(), seed).expect("valid config");
    for (seat, action) in &log {
        again.apply(*seat, action).expect("replays");
    }
    assert_eq!(again.state(), game.state(), "seed {seed}: replay differs");
    game
}
