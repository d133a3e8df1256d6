use super::*;
use crate::modules::game_in_main;
use crate::resources::DevCard;
use crate::state::Resume;

fn nest(robber: bool) -> Action {
    NestAction::Nest { robber }.into()
}

#[test]
fn nested_interruptions_come_back_in_reverse_order() {
    let mut game = game_in_main(3, &[ModuleId::Nest], 5);
    let seat = game.state().current;
    game.state_mut().players[seat as usize].dev_cards[DevCard::RoadBuilding] = 1;
    let unnest = Action::from(NestAction::Unnest);
    let road_building = Phase::RoadBuilding {
        remaining: 2,
        resume: Resume::Main,
    };

    game.apply(seat, &Action::PlayRoadBuilding).expect("plays");
    assert_eq!(game.phase(), &road_building);
    assert!(game.state().interrupted.is_empty(), "saved in `resume`");

    // A module's decision inside Road Building, another inside it, the robber inside that.
    game.apply(seat, &nest(false)).expect("nests");
    assert_eq!(game.phase(), &deciding());
    assert_eq!(game.state().interrupted, vec![road_building.clone()]);
    let road = game
        .state()
        .roads
        .iter()
        .position(Option::is_none)
        .map(|e| game.board().edge(e as crate::board::EdgeId))
        .expect("a free path");
    assert!(matches!(
        game.apply(seat, &Action::BuildRoad { edge: road }),
        Err(RuleError::WrongPhase { .. })
    ));
    game.apply(seat, &nest(false)).expect("nests again");
    game.apply(seat, &nest(true)).expect("opens the robber");
    assert_eq!(
        game.phase(),
        &Phase::MoveRobber {
            resume: Resume::Interrupted
        }
    );
    assert_eq!(
        game.state().interrupted,
        vec![road_building.clone(), deciding(), deciding()]
    );
    assert_eq!(
        serde_json::to_value(game.phase()).unwrap(),
        serde_json::json!({"phase": "move_robber", "resume": "interrupted"})
    );
    assert_eq!(game.apply(seat, &unnest), Err(RuleError::NoDecisionOwed));
    let text = serde_json::to_string(&game).unwrap();
    let copy: crate::Game = serde_json::from_str(&text).unwrap();
    assert_eq!(copy.state(), game.state());

    // Unwound innermost first.
    let robber = game
        .legal_actions(seat)
        .into_iter()
        .find(|a| matches!(a, Action::MoveRobber { .. }))
        .expect("a robber move");
    game.apply(seat, &robber).expect("moves the robber");
    assert_eq!(game.phase(), &deciding());
    assert_eq!(
        game.state().interrupted,
        vec![road_building.clone(), deciding()]
    );
    game.apply(seat, &unnest).expect("unnests");
    assert_eq!(game.phase(), &deciding());
    assert_eq!(game.state().interrupted, vec![road_building.clone()]);
    game.apply(seat, &unnest).expect("unnests");
    assert_eq!(game.phase(), &road_building);
    assert!(game.state().interrupted.is_empty());
    assert_eq!(game.apply(seat, &unnest), Err(RuleError::NoDecisionOwed));

    // Road Building goes on where it was, and returns to the main phase.
    for _ in 0..2 {
        let road = game
            .legal_actions(seat)
            .into_iter()
            .find(|a| matches!(a, Action::BuildRoad { .. }))
            .expect("a free road");
        game.apply(seat, &road).expect("builds");
    }
    assert_eq!(game.phase(), &Phase::Main);
}

#[test]
fn an_interruption_inside_a_module_decision_before_the_roll_returns_there() {
    let mut game = game_in_main(3, &[ModuleId::Nest], 6);
    let seat = game.state().current;
    game.apply(seat, &Action::EndTurn).expect("ends the turn");
    let seat = game.state().current;
    assert_eq!(game.phase(), &Phase::BeforeRoll);
    game.apply(seat, &nest(true)).expect("robber before the roll");
    assert_eq!(
        game.phase(),
        &Phase::MoveRobber {
            resume: Resume::BeforeRoll
        }
    );
    assert!(game.state().interrupted.is_empty());
    let robber = game
        .legal_actions(seat)
        .into_iter()
        .find(|a| matches!(a, Action::MoveRobber { .. }))
        .expect("a robber move");
    game.apply(seat, &robber).expect("moves the robber");
    assert_eq!(game.phase(), &Phase::BeforeRoll);
}
