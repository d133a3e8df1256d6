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
            "seat {seat} in {:?} with {:?}",
            game.phase(),
            game.config().modules
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

/// A player who said yes to an offer and then lost the promised card (robbed while the offer
/// was open): the proposer sees no confirm choice for them, and neither does any sampled game
/// built from the proposer's view; one who still holds it stays confirmable in every sample.
#[test]
fn a_yes_that_can_no_longer_be_paid_stays_unpayable_in_samples() {
    use crate::action::{Action, TradeResponse};
    use crate::resources::{Good, ResourceSet};
    use crate::state::{Phase, TradeOffer};
    let mut game = Game::new(GameConfig::base(3), 11).expect("valid");
    let mut play = Pcg64Mcg::seed_from_u64(2);
    let mut scratch = Vec::new();
    while !matches!(game.phase(), Phase::Main) || game.state().trade.is_some() {
        let (seat, action) =
            random_step(&game, &mut play, RandomPlayOptions::default(), &mut scratch)
                .expect("the game goes on");
        let _ = game.apply(seat, &action);
    }
    let proposer = game.state().current;
    let (broke, able) = ((proposer + 1) % 3, (proposer + 2) % 3);
    let one = |g: Good| {
        let mut set = ResourceSet::default();
        set[g] = 1;
        set
    };
    let st = game.state_mut();
    st.players[proposer as usize].hand = one(Good::Brick);
    // Both promised wool; only `able` still holds one (`broke` holds two grain instead).
    st.players[broke as usize].hand = one(Good::Grain);
    st.players[broke as usize].hand[Good::Grain] = 2;
    st.players[able as usize].hand = one(Good::Wool);
    let mut responses = vec![None; 3];
    responses[broke as usize] = Some(TradeResponse::Accept);
    responses[able as usize] = Some(TradeResponse::Accept);
    st.trade = Some(TradeOffer {
        id: 1,
        from: proposer,
        give: one(Good::Brick),
        get: one(Good::Wool),
        to: None,
        responses,
    });
    let view = game.view(Some(proposer));
    let trade = view.trade.as_ref().expect("the offer");
    assert_eq!(trade.cannot_pay, vec![broke]);
    assert!(
        game.view(Some(able))
            .trade
            .is_some_and(|t| t.cannot_pay.is_empty()),
        "only the proposer is told"
    );
    let confirms = |g: &Game| -> Vec<Action> {
        g.legal_actions(proposer)
            .into_iter()
            .filter(|a| matches!(a, Action::ConfirmTrade { .. }))
            .collect()
    };
    assert_eq!(confirms(&game), vec![Action::ConfirmTrade { with: able }]);
    let mut rng = Pcg64Mcg::seed_from_u64(5);
    for _ in 0..200 {
        let sampled = sample_game(game.config(), &view, &mut rng).expect("sample");
        assert_eq!(sampled.view(Some(proposer)), view);
        assert_eq!(
            confirms(&sampled),
            vec![Action::ConfirmTrade { with: able }]
        );
    }
}
