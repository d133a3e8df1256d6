//! The computer players: they never cheat, always answer with a legal move, and finish games,
//! in every ruleset.

use kaitaku_ai::{Level, Player, arena, play};
use kaitaku_engine::board::layout::{LayoutChoice, NumberPlacement};
use kaitaku_engine::modules::ModuleId;
use kaitaku_engine::random_play::{RandomPlayOptions, random_step};
use kaitaku_engine::{Action, Decision, Game, GameConfig};
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

/// The rulesets the games cycle through, from the registry: the base game, each module alone,
/// every accepted pair and the largest accepted sets (`rulesets_to_test`).
static RULESETS: std::sync::LazyLock<Vec<Vec<ModuleId>>> =
    std::sync::LazyLock::new(kaitaku_engine::modules::rulesets_to_test);

fn config(modules: &[ModuleId], seed: u64) -> GameConfig {
    let players = kaitaku_engine::modules::players_for(modules, seed);
    let mut config = GameConfig::base(players);
    config.modules = modules.to_vec();
    if seed % 2 == 1 {
        config.layout = LayoutChoice::Variable {
            numbers: NumberPlacement::Random,
        };
    }
    config
}

const PLAYERS: [Player; 6] = [
    Player::Random,
    Player::Minimal,
    Player::Greedy,
    Player::Search(Level::Easy),
    Player::Search(Level::Normal),
    Player::Search(Level::Hard),
];

/// Whether `action` is legal for `seat` now: applied to a copy, it is accepted.
fn applies(game: &Game, seat: u8, action: &Action) -> bool {
    game.clone().apply(seat, action).is_ok()
}

#[test]
fn every_player_answers_every_decision_with_a_legal_move() {
    for (r, modules) in RULESETS.iter().enumerate() {
        let mut game = Game::new(config(modules, r as u64), 11 + r as u64).expect("valid");
        let mut rng = Pcg64Mcg::seed_from_u64(r as u64);
        let opts = RandomPlayOptions {
            domestic_trades: true,
        };
        let mut scratch = Vec::new();
        for step in 0..600 {
            if game.is_over() {
                break;
            }
            // Every few moves, every seat that owes a decision asks every player.
            if step % 23 == 0 {
                for p in game.pending() {
                    let view = game.view(Some(p.seat));
                    for (i, player) in PLAYERS.iter().enumerate() {
                        // The search levels are slow in debug builds: hard only now and then.
                        if *player == Player::Search(Level::Hard) && step % 69 != 0 {
                            continue;
                        }
                        let action = play(*player, game.config(), &view, step as u64 + i as u64)
                            .unwrap_or_else(|| panic!("{player:?} had no move for {p:?}"));
                        assert!(
                            applies(&game, p.seat, &action),
                            "{player:?} chose {action:?} for {p:?} in {:?} ({modules:?})",
                            game.phase()
                        );
                    }
                }
            }
            let Some((seat, action)) = random_step(&game, &mut rng, opts, &mut scratch) else {
                break;
            };
            let _ = game.apply(seat, &action);
        }
    }
}

/// Two games that differ only in what seat 0 cannot see (the others' hands and development
/// cards, the deck order, the RNG) give seat 0 the same decision under the same seed.
#[test]
fn no_cheating_hidden_information_does_not_change_the_decision() {
    for (r, modules) in RULESETS.iter().enumerate() {
        let mut game = Game::new(config(modules, r as u64), 40 + r as u64).expect("valid");
        let mut rng = Pcg64Mcg::seed_from_u64(99 + r as u64);
        let mut scratch = Vec::new();
        let mut checked = 0;
        for _ in 0..2000 {
            if game.is_over() || checked >= 6 {
                break;
            }
            let view = game.view(Some(0));
            if view.pending.iter().any(|p| p.seat == 0) {
                // Another game with the same view for seat 0: resampled hidden state.
                let mut other_rng = Pcg64Mcg::seed_from_u64(checked);
                let other =
                    kaitaku_engine::sample::sample_game(game.config(), &view, &mut other_rng)
                        .expect("sample");
                assert_eq!(other.view(Some(0)), view);
                assert_ne!(other.state(), game.state(), "the hidden state differs");
                for player in [Player::Greedy, Player::Search(Level::Easy)] {
                    assert_eq!(
                        play(player, game.config(), &view, 5),
                        play(player, other.config(), &other.view(Some(0)), 5),
                        "{player:?} ({modules:?})"
                    );
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
        assert!(checked > 0);
    }
}

#[test]
fn whole_games_of_computer_seats_finish() {
    for (r, modules) in RULESETS.iter().enumerate() {
        let config = config(modules, r as u64);
        let players: Vec<Player> = (0..config.players)
            .map(|s| match s {
                0 => Player::Search(Level::Easy),
                1 => Player::Greedy,
                _ => Player::Minimal,
            })
            .collect();
        let result = arena::play_game(&config, 7 + r as u64, &players, 5000, |seat, p, view| {
            let _ = seat;
            play(p, &config, view, 3)
        })
        .expect("valid");
        assert!(result.finished, "{modules:?}: {result:?}");
    }
}

#[test]
fn discards_and_trade_answers_are_decided() {
    use kaitaku_ai::policy::discard_choice;
    use kaitaku_engine::ResourceSet;
    let hand = ResourceSet::new(4, 1, 3, 1, 1);
    let out = discard_choice(hand, 5);
    assert_eq!(out.total(), 5);
    assert!(hand.contains(&out));
    let _ = Decision::Roll;
}
