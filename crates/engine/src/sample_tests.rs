//! Tests of determinization: a game sampled from a seat's view looks the same to that seat and
//! offers it the same actions, in every ruleset.

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

use super::{SampleError, sample_game};
use crate::board::layout::{LayoutChoice, NumberPlacement};
use crate::modules::ModuleId;
use crate::random_play::{RandomPlayOptions, random_step};
use crate::{Game, GameConfig};

/// The rulesets to cover, from the registry (`rulesets_to_test`).
static RULESETS: std::sync::LazyLock<Vec<Vec<ModuleId>>> =
    std::sync::LazyLock::new(crate::modules::rulesets_to_test);

fn config(modules: &[ModuleId], seed: u64) -> GameConfig {
    let players = crate::modules::players_for(modules, seed);
    let mut config = GameConfig::base(players);
    config.modules = modules.to_vec();
    if seed % 2 == 1 {
        config.layout = LayoutChoice::Variable {
            numbers: NumberPlacement::Random,
        };
    }
    config
}

/// Checks the sample of every seat's view of `game`.
fn check_samples(game: &Game, rng: &mut Pcg64Mcg) {
    for seat in 0..game.seat_count() {
        let view = game.view(Some(seat));
        let sampled = sample_game(game.config(), &view, rng)
            .unwrap_or_else(|e| panic!("sampling failed: {e} in {:?}", game.phase()));
        let got = sampled.view(Some(seat));
        if got != view {
            let (a, b) = (
                serde_json::to_value(&got).expect("json"),
                serde_json::to_value(&view).expect("json"),
            );
            let keys: Vec<_> = b
                .as_object()
                .expect("object")
                .iter()
                .filter(|(k, v)| a.get(k.as_str()) != Some(v))
                .map(|(k, v)| format!("{k}: sampled {:?} real {v}", a.get(k.as_str())))
                .collect();
            let players: Vec<_> = got
                .players
                .iter()
                .zip(&view.players)
                .filter(|(a, b)| a != b)
                .map(|(a, b)| format!("{a:?} != {b:?}"))
                .collect();
            panic!("seat {seat}: views differ: {players:?} {}", keys.len());
        }
        assert_eq!(
            sampled.legal_actions(seat),
            game.legal_actions(seat),
            "seat {seat} in {:?}",
            game.phase()
        );
        // The hidden parts add up: every seat holds as many cards as it shows.
        for p in 0..game.seat_count() {
            assert_eq!(
                sampled.state().players[p as usize].hand.total(),
                game.state().players[p as usize].hand.total()
            );
        }
        assert_eq!(sampled.state().dev_deck.len(), game.state().dev_deck.len());
    }
}

#[test]
fn sampled_games_look_the_same_to_the_seat_in_every_ruleset() {
    let mut rng = Pcg64Mcg::seed_from_u64(7);
    for (r, modules) in RULESETS.iter().enumerate() {
        for seed in 0..6u64 {
            let mut game = Game::new(config(modules, seed), seed * 31 + r as u64).expect("valid");
            let mut play = Pcg64Mcg::seed_from_u64(seed);
            let mut scratch = Vec::new();
            let opts = RandomPlayOptions {
                domestic_trades: true,
            };
            for step in 0..1500 {
                if step % 7 == 0 {
                    check_samples(&game, &mut rng);
                }
                let Some((seat, action)) = random_step(&game, &mut play, opts, &mut scratch) else {
                    break;
                };
                let _ = game.apply(seat, &action);
            }
            check_samples(&game, &mut rng);
        }
    }
}

#[test]
fn sampled_games_play_on() {
    let mut rng = Pcg64Mcg::seed_from_u64(3);
    for modules in RULESETS.iter() {
        let mut game = Game::new(config(modules, 1), 5).expect("valid");
        crate::random_play::play_out(&mut game, &mut rng, RandomPlayOptions::default(), 300);
        let mut sampled =
            sample_game(game.config(), &game.view(Some(0)), &mut rng).expect("sample");
        crate::random_play::play_out(&mut sampled, &mut rng, RandomPlayOptions::default(), 20_000);
        assert!(sampled.is_over() || sampled.is_locked(), "{modules:?}");
    }
}

#[test]
fn spectators_and_mismatches_are_refused() {
    let game = Game::new(GameConfig::base(3), 1).expect("valid");
    let mut rng = Pcg64Mcg::seed_from_u64(1);
    assert_eq!(
        sample_game(game.config(), &game.view(None), &mut rng).err(),
        Some(SampleError::NoViewer)
    );
    assert!(matches!(
        sample_game(&GameConfig::base(4), &game.view(Some(0)), &mut rng),
        Err(SampleError::Mismatch(_))
    ));
    let mut view = game.view(Some(0));
    view.bank[crate::Resource::Ore] = 40;
    assert!(matches!(
        sample_game(game.config(), &view, &mut rng),
        Err(SampleError::Inconsistent(_))
    ));
}
