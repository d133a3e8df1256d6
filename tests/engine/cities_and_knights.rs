//! Cities & Knights and the turn timer: the minimal moves (`autoplay::minimal_action`) that
//! the bot plays for a seat whose timer ran out (or a kicked seat) answer every decision of
//! the variant, alone and with Event Cards (a pillaged city, a displaced knight's retreat,
//! the Aqueduct's resource), and the games still end.

use std::collections::BTreeSet;

use kaitaku_engine::autoplay::minimal_action;
use kaitaku_engine::modules::ModuleDecision;
use kaitaku_engine::modules::ModuleId;
use kaitaku_engine::modules::cities_and_knights::CkDecision;
use kaitaku_engine::random_play::{RandomPlayOptions, random_step};
use kaitaku_engine::{Decision, Game, GameConfig};
use rand::SeedableRng;

#[test]
fn the_timer_answers_every_cities_and_knights_decision() {
    let mut answered: BTreeSet<String> = BTreeSet::new();
    for (n, modules) in [
        vec![ModuleId::CitiesAndKnights],
        vec![ModuleId::CitiesAndKnights, ModuleId::EventCards],
    ]
    .into_iter()
    .enumerate()
    {
        for base in 0..12u64 {
            let seed = crate::test_seed(base * 2 + n as u64);
            let mut config = GameConfig::base(4);
            config.modules = modules.clone();
            let mut game = Game::new(config, seed).expect("config");
            let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed ^ 0xC4);
            let mut scratch = Vec::new();
            for _ in 0..60_000 {
                if game.is_over() {
                    break;
                }
                // Whoever owes a decision of the variant lets the timer answer it.
                let owed = game.pending().into_iter().find(|p| {
                    matches!(
                        p.decision,
                        Decision::Module(ModuleDecision::CitiesAndKnights(_))
                    )
                });
                if let Some(p) = owed {
                    let what = format!("{:?}", p.decision);
                    let action = minimal_action(&game, p.seat)
                        .unwrap_or_else(|| panic!("seed {seed}: no minimal move for {what}"));
                    game.apply(p.seat, &action)
                        .unwrap_or_else(|e| panic!("seed {seed}: {what}: {e:?}"));
                    answered.insert(what);
                    continue;
                }
                let Some((seat, action)) =
                    random_step(&game, &mut rng, RandomPlayOptions::default(), &mut scratch)
                else {
                    break;
                };
                let _ = game.apply(seat, &action);
            }
            assert!(
                game.is_over(),
                "{modules:?} seed {seed}: the game did not end"
            );
        }
    }
    for d in [
        CkDecision::PillageCity,
        CkDecision::RetreatKnight,
        CkDecision::AqueductResource,
    ] {
        let key = format!(
            "{:?}",
            Decision::Module(ModuleDecision::CitiesAndKnights(d))
        );
        assert!(
            answered.contains(&key),
            "the timer never answered {key}: {answered:?}"
        );
    }
}
