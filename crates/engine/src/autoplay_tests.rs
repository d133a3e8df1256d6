//! Tests of the minimal moves: every owed decision gets one that applies, in every ruleset.

use proptest::prelude::*;
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

use super::minimal_action;
use crate::board::layout::{LayoutChoice, NumberPlacement};
use crate::modules::ModuleId;
use crate::random_play::{RandomPlayOptions, random_step};
use crate::state::Phase;
use crate::{Action, Decision, Game, GameConfig};

/// The rulesets to cover, from the registry (`rulesets_to_test`).
static RULESETS: std::sync::LazyLock<Vec<Vec<ModuleId>>> =
    std::sync::LazyLock::new(crate::modules::rulesets_to_test);

fn config(ruleset: usize, seed: u64) -> GameConfig {
    let modules = &RULESETS[ruleset % RULESETS.len()];
    let players = crate::modules::players_for(modules, seed);
    let mut config = GameConfig::base(players);
    config.modules = modules.to_vec();
    config.layout = if seed.is_multiple_of(2) {
        LayoutChoice::Beginner
    } else {
        LayoutChoice::Variable {
            numbers: NumberPlacement::Random,
        }
    };
    config
}

/// Checks that every seat owing a decision has a minimal move that applies, and that it is
/// never a purchase, a build in the main phase, a trade offer or a card played.
fn check_every_pending(game: &Game) {
    for p in game.pending() {
        let action = minimal_action(game, p.seat)
            .unwrap_or_else(|| panic!("no minimal move for {p:?} in {:?}", game.phase()));
        assert!(
            !matches!(
                action,
                Action::BuyDevCard
                    | Action::PlayKnight
                    | Action::PlayRoadBuilding
                    | Action::PlayYearOfPlenty { .. }
                    | Action::PlayMonopoly { .. }
                    | Action::BankTrade { .. }
                    | Action::OfferTrade { .. }
                    | Action::BuildCity { .. }
            ),
            "{action:?} is not minimal"
        );
        if p.decision == Decision::TakeTurn {
            assert_eq!(action, Action::EndTurn);
        }
        let mut copy = game.clone();
        if let Err(e) = copy.apply(p.seat, &action) {
            panic!("{action:?} for {p:?} refused: {e:?}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// From states reached by random play, every owed decision has a minimal move that applies.
    #[test]
    fn minimal_moves_apply_from_random_states(seed in any::<u64>(), ruleset in 0usize..7) {
        let mut game = Game::new(config(ruleset, seed), seed).unwrap();
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let mut scratch = Vec::new();
        let opts = RandomPlayOptions { domestic_trades: true };
        for _ in 0..1500 {
            check_every_pending(&game);
            let Some((seat, action)) = random_step(&game, &mut rng, opts, &mut scratch) else {
                break;
            };
            let _ = game.apply(seat, &action);
        }
    }

    /// A game where seat 0 is always autoplayed (at once, whenever it owes anything) while the
    /// others play at random reaches its end or the step cap without getting stuck.
    #[test]
    fn an_autoplayed_seat_never_blocks_the_game(seed in any::<u64>(), ruleset in 0usize..7) {
        let mut game = Game::new(config(ruleset, seed), seed).unwrap();
        let mut rng = Pcg64Mcg::seed_from_u64(seed ^ 1);
        let mut scratch = Vec::new();
        let opts = RandomPlayOptions::default();
        for _ in 0..4000 {
            if matches!(game.phase(), Phase::GameOver { .. }) {
                break;
            }
            if let Some(action) = minimal_action(&game, 0) {
                game.apply(0, &action).unwrap();
                continue;
            }
            let (seat, action) = loop {
                let step = random_step(&game, &mut rng, opts, &mut scratch)
                    .expect("a game not over has a pending decision");
                if step.0 != 0 {
                    break step;
                }
            };
            let _ = game.apply(seat, &action);
        }
        prop_assert!(!game.pending().is_empty() || game.winner().is_some());
    }
}

/// Discards are random but reproducible: same game, same version, same cards.
#[test]
fn discards_are_deterministic_and_exact() {
    let mut found = 0;
    for seed in 0..200u64 {
        let mut game = Game::new(config(0, seed), seed).unwrap();
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let mut scratch = Vec::new();
        for _ in 0..600 {
            if let Phase::Discard { owed, .. } = game.phase().clone() {
                for (s, n) in owed.iter().enumerate() {
                    if *n == 0 {
                        continue;
                    }
                    let a = minimal_action(&game, s as u8).unwrap();
                    assert_eq!(a, minimal_action(&game, s as u8).unwrap());
                    let Action::Discard { cards } = a else {
                        panic!("{a:?}")
                    };
                    assert_eq!(cards.total(), u32::from(*n));
                    assert!(game.state().players[s].hand.contains(&cards));
                    found += 1;
                }
            }
            let Some((seat, action)) =
                random_step(&game, &mut rng, RandomPlayOptions::default(), &mut scratch)
            else {
                break;
            };
            let _ = game.apply(seat, &action);
        }
        if found > 5 {
            return;
        }
    }
    panic!("random games never asked for a discard");
}

/// The setup settlement goes to the spot with the most pips; the robber never lands next to the
/// mover's own buildings when another hex is free, and robs the victim with the most cards.
#[test]
fn setup_and_robber_choices_follow_the_rules() {
    let game = Game::new(config(0, 0), 0).unwrap();
    let seat = game.state().current;
    let Some(Action::BuildSettlement { vertex }) = minimal_action(&game, seat) else {
        panic!("expected a settlement");
    };
    let board = game.board();
    let chosen = super::vertex_pips(board, board.vertex_id(vertex).unwrap());
    for a in game.legal_actions(seat) {
        if let Action::BuildSettlement { vertex } = a {
            assert!(super::vertex_pips(board, board.vertex_id(vertex).unwrap()) <= chosen);
        }
    }

    let mut checked = 0;
    for seed in 0..100u64 {
        let mut game = Game::new(config(0, seed), seed).unwrap();
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let mut scratch = Vec::new();
        for _ in 0..800 {
            if let Phase::MoveRobber { .. } = game.phase() {
                let seat = game.state().current;
                let Some(Action::MoveRobber { hex, victim }) = minimal_action(&game, seat) else {
                    panic!("expected a robber move");
                };
                let board = game.board();
                let st = game.state();
                let own_next = |h| {
                    board
                        .hex_vertices(h)
                        .iter()
                        .any(|&v| st.buildings[v as usize].is_some_and(|b| b.owner == seat))
                };
                let legal = game.legal_actions(seat);
                let free_exists = legal.iter().any(|a| {
                    matches!(a, Action::MoveRobber { hex, .. } if !own_next(board.hex_id(*hex).unwrap()))
                });
                if free_exists {
                    assert!(!own_next(board.hex_id(hex).unwrap()));
                }
                for a in &legal {
                    if let Action::MoveRobber {
                        hex: h,
                        victim: Some(v),
                    } = a
                        && *h == hex
                    {
                        let chosen = victim.expect("a victim when one is possible");
                        assert!(
                            st.players[chosen as usize].hand.total()
                                >= st.players[*v as usize].hand.total()
                        );
                    }
                }
                checked += 1;
            }
            let Some((seat, action)) =
                random_step(&game, &mut rng, RandomPlayOptions::default(), &mut scratch)
            else {
                break;
            };
            let _ = game.apply(seat, &action);
        }
        if checked > 10 {
            return;
        }
    }
    panic!("random games never moved the robber");
}
