use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

use super::*;
use crate::autoplay::minimal_action;
use crate::random_play::{RandomPlayOptions, random_step};
use crate::state::Phase;
use crate::{Action, Event, Game};

fn config() -> GameConfig {
    let mut config = GameConfig::base(3);
    config.modules = vec![ModuleId::NoTwoOrTwelve];
    config
}

/// Plays the setup with the minimal moves.
fn past_setup(game: &mut Game) {
    while matches!(game.phase(), Phase::Setup { .. }) {
        let seat = game.pending()[0].seat;
        let action = minimal_action(game, seat).expect("a setup move");
        game.apply(seat, &action).expect("legal");
    }
}

#[test]
fn the_registry_line_makes_it_a_module_like_the_others() {
    assert_eq!(ModuleId::parse("no-two-or-twelve"), Some(ModuleId::NoTwoOrTwelve));
    assert!(ModuleId::ALL.contains(&ModuleId::NoTwoOrTwelve));
    let json = serde_json::to_string(&config()).expect("serialises");
    assert!(json.contains("\"no_two_or_twelve\""), "{json}");
    let game = Game::new(config(), 1).expect("valid config");
    let snapshot = serde_json::to_string(&game).expect("serialises");
    let loaded: Game = serde_json::from_str(&snapshot).expect("loads");
    assert_eq!(loaded.state(), game.state());
}

#[test]
fn a_two_or_a_twelve_is_rolled_again() {
    let mut config = config();
    config.script.dice = vec![[1, 1], [6, 6], [2, 3]];
    let mut game = Game::new(config, 4).expect("valid config");
    past_setup(&mut game);
    let seat = game.state().current;
    let events = game.apply(seat, &Action::Roll).expect("roll");
    let numbers: Vec<u8> = events
        .iter()
        .filter_map(|e| match e {
            Event::RollRepeated { number } => Some(*number),
            _ => None,
        })
        .collect();
    assert_eq!(numbers, vec![2, 12]);
    assert!(events.contains(&Event::DiceRolled {
        seat,
        dice: [2, 3]
    }));
    assert_eq!(game.state().last_roll, Some([2, 3]));
}

#[test]
fn in_random_games_no_two_or_twelve_counts() {
    for seed in 0..3 {
        let mut game = Game::new(config(), seed).expect("valid config");
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let mut scratch = Vec::new();
        let mut rolls = 0;
        for _ in 0..2_000 {
            let Some((seat, action)) =
                random_step(&game, &mut rng, RandomPlayOptions::default(), &mut scratch)
            else {
                break;
            };
            let events = game.apply(seat, &action).unwrap_or_default();
            for event in &events {
                if let Event::RollRepeated { number } = event {
                    assert!(REFUSED.contains(number), "{number} rolled again");
                }
            }
            if action == Action::Roll && !events.is_empty() {
                rolls += 1;
                let dice = game.state().last_roll.expect("a roll counted");
                assert!(!REFUSED.contains(&(dice[0] + dice[1])), "{dice:?} counted");
            }
        }
        assert!(rolls > 50, "only {rolls} rolls");
    }
}
