use super::*;
use crate::game::{Decision, Pending};
use crate::modules::{ModuleState, game_in_main};

#[test]
fn the_movement_step_follows_the_main_phase_and_its_end_ends_the_turn() {
    let mut game = game_in_main(3, &[ModuleId::MarchStep], 4);
    let seat = game.state().current;
    let march = Action::from(MarchStepAction::March);
    // Not in the main phase.
    assert!(matches!(
        game.apply(seat, &march),
        Err(RuleError::WrongPhase { .. })
    ));
    let events = game.apply(seat, &Action::EndTurn).expect("ends the main phase");
    assert!(events.is_empty(), "{events:?}");
    assert_eq!(game.phase(), &step_phase());
    assert_eq!(game.state().current, seat);
    assert_eq!(game.state().modules[0], ModuleState::MarchStep(Box::new(MarchStep { marches: 0, steps_begun: 1 })));
    assert_eq!(
        serde_json::to_value(game.phase()).unwrap(),
        serde_json::json!({"phase": "turn_step", "module": "march_step", "step": 0})
    );
    assert_eq!(
        game.pending(),
        vec![Pending {
            seat,
            decision: Decision::TakeTurn
        }]
    );
    assert_eq!(game.legal_actions(seat), vec![march.clone(), Action::EndTurn]);
    // Base actions of the main phase are over.
    assert!(game.apply(seat, &Action::BuyDevCard).is_err());
    // A snapshot taken in the step reads back and plays on the same.
    let text = serde_json::to_string(&game).unwrap();
    let mut copy: crate::Game = serde_json::from_str(&text).unwrap();
    for _ in 0..MARCHES_PER_TURN {
        let events = game.apply(seat, &march).expect("marches");
        assert_eq!(events, vec![MarchStepEvent::Marched { seat }.into()]);
        assert_eq!(copy.apply(seat, &march).expect("marches"), events);
    }
    assert_eq!(game.legal_actions(seat), vec![Action::EndTurn]);
    assert_eq!(game.apply(seat, &march), Err(RuleError::NoLegalPlacement));
    let events = game.apply(seat, &Action::EndTurn).expect("ends the turn");
    let next = (seat + 1) % 3;
    assert_eq!(
        events,
        vec![Event::TurnStarted {
            seat: next,
            turn: 2
        }]
    );
    assert_eq!(copy.apply(seat, &Action::EndTurn).expect("ends"), events);
    assert_eq!(game.phase(), &Phase::BeforeRoll);
    assert_eq!(game.state().current, next);
    assert_eq!(game.state(), copy.state());
}

#[test]
fn autoplay_finishes_games_with_a_movement_step() {
    for seed in 0..3 {
        let mut config = GameConfig::base(3);
        config.modules = vec![ModuleId::MarchStep];
        let mut game = crate::Game::new(config, seed).expect("valid config");
        let mut steps = 0;
        for _ in 0..400 {
            let Some(p) = game.pending().first().copied() else {
                break;
            };
            let action = crate::autoplay::minimal_action(&game, p.seat).expect("a move");
            game.apply(p.seat, &action).expect("legal");
            steps += usize::from(matches!(game.phase(), Phase::TurnStep { .. }));
        }
        assert!(steps > 10, "seed {seed}: {steps} steps");
    }
}
