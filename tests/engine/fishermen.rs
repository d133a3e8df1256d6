//! The Fishermen of Catan over thousands of random games (alone and in every accepted
//! combination): the 30 tokens are conserved between the stack, the face-up pile, the hands and
//! the boot; nobody holds more than 7; the robber never stands on the lake or a fishing ground;
//! each seat's view shows its own fish and nobody else's; a winner holding the boot reached one
//! more VP; and every kind of fish action is played somewhere.
//!
//! `KAITAKU_FISHERMEN_GAMES` sets how many games run (default 1500).

use kaitaku_engine::board::Terrain;
use kaitaku_engine::modules::fishermen::{FishToken, Fishermen, FishermenAction, HOLD_LIMIT};
use kaitaku_engine::modules::{ModuleAction, ModuleId, ModuleState, ModuleView};
use kaitaku_engine::random_play::{RandomPlayOptions, random_step};
use kaitaku_engine::state::Phase;
use kaitaku_engine::{Action, Game};
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

fn games_to_run() -> u64 {
    std::env::var("KAITAKU_FISHERMEN_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1500)
}

fn fishermen(game: &Game) -> &Fishermen {
    game.state()
        .modules
        .iter()
        .find_map(|m| match m {
            ModuleState::Fishermen(f) => Some(f.as_ref()),
            _ => None,
        })
        .expect("the fishermen are in play")
}

fn check(game: &Game, context: &str) {
    let f = fishermen(game);
    let held: u32 = (0..game.seat_count()).map(|s| u32::from(f.tokens(s))).sum();
    let boot_out = u32::from(f.boot.is_some());
    assert_eq!(
        held + f.stack.draw.len() as u32 + f.stack.discard.len() as u32 + boot_out,
        30,
        "{context}: fish tokens not conserved"
    );
    assert_eq!(
        f.stack.draw.contains(&FishToken::OldBoot),
        f.boot.is_none(),
        "{context}: the boot is in the stack exactly when nobody holds it"
    );
    assert!(
        !f.stack.discard.contains(&FishToken::OldBoot),
        "{context}: boot spent"
    );
    for s in 0..game.seat_count() {
        assert!(
            f.tokens(s) <= HOLD_LIMIT,
            "{context}: seat {s} holds more than 7"
        );
    }
    if let Some(h) = game.state().robber {
        let t = game.board().tile(h).terrain;
        assert!(
            !matches!(t, Terrain::Lake | Terrain::FishingGround),
            "{context}: the robber on {t:?}"
        );
    }
    // Views: the count is public, the fish are the owner's alone.
    for viewer in (0..game.seat_count()).map(Some).chain([None]) {
        let view = game.view(viewer);
        let public = view.modules.iter().find_map(|m| match m {
            ModuleView::Fishermen(v) => Some(v),
            _ => None,
        });
        let public = public.expect("a public part");
        assert!(public.own.is_none(), "{context}: fish in the public part");
        for s in 0..game.seat_count() {
            assert_eq!(public.tokens[s as usize], f.tokens(s), "{context}: count");
        }
        let own: Vec<_> = view
            .private_modules
            .iter()
            .filter_map(|m| match m {
                ModuleView::Fishermen(v) => v.own.clone(),
                _ => None,
            })
            .collect();
        match viewer {
            None => assert!(own.is_empty(), "{context}: a spectator sees fish"),
            Some(seat) => {
                assert_eq!(own.len(), 1, "{context}: seat {seat}'s own part");
                assert_eq!(own[0].seat, seat, "{context}: another seat's fish shown");
                assert_eq!(own[0].tokens, f.token_list(seat), "{context}: own fish");
            }
        }
    }
}

fn label(action: &Action) -> Option<usize> {
    let Action::Module(ModuleAction::Fishermen(a)) = action else {
        return None;
    };
    Some(match a {
        FishermenAction::FishRemoveRobber { .. } => 0,
        FishermenAction::FishSteal { .. } => 1,
        FishermenAction::FishTakeResource { .. } => 2,
        FishermenAction::FishRoad { .. } => 3,
        FishermenAction::FishDevCard { .. } => 4,
        FishermenAction::PassBoot { .. } => 5,
    })
}

#[test]
fn random_fishermen_games_keep_the_tokens_and_the_secrets() {
    let rulesets = crate::rulesets_with(ModuleId::Fishermen);
    assert!(!rulesets.is_empty());
    let mut played = [0u32; 6];
    let mut finished = 0;
    let mut scratch = Vec::new();
    let games = games_to_run();
    for seed in (0..games).map(crate::test_seed) {
        let modules = &rulesets[seed as usize % rulesets.len()];
        let config = crate::rotating_config(modules, seed);
        let mut game = Game::new(config, seed).expect("valid config");
        let mut rng = Pcg64Mcg::seed_from_u64(seed.wrapping_mul(0x9e37_79b9));
        // Views are checked on every action of the first games, then every 50th action.
        let thorough = seed < 40;
        for step in 0..30_000u32 {
            let Some((seat, action)) =
                random_step(&game, &mut rng, RandomPlayOptions::default(), &mut scratch)
            else {
                break;
            };
            let before = game.state().clone();
            match game.apply(seat, &action) {
                Ok(_) => {
                    if let Some(i) = label(&action) {
                        played[i] += 1;
                    }
                }
                Err(e) => {
                    assert_eq!(game.state(), &before, "seed {seed}: refusal changed state");
                    panic!("seed {seed} step {step}: listed {action:?} refused: {e}");
                }
            }
            if thorough || step % 50 == 0 {
                check(&game, &format!("seed {seed} step {step}"));
            }
        }
        check(&game, &format!("seed {seed} end"));
        if let Phase::GameOver { winner: Some(w) } = game.state().phase {
            finished += 1;
            if game.is_locked() {
                // Ended by a player once nobody could gain VP: the leader wins below target.
                continue;
            }
            let f = fishermen(&game);
            let needed =
                u32::from(game.ruleset().target.for_seat(w)) + u32::from(f.boot == Some(w));
            assert!(game.total_vp(w) >= needed, "seed {seed}: won below target");
        }
    }
    assert!(
        finished * 10 >= games as u32 * 9,
        "only {finished} of {games} games won"
    );
    for (i, n) in played.iter().enumerate() {
        assert!(*n > 0, "fish action kind {i} never played: {played:?}");
    }
}
