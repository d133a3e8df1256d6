use super::*;
use crate::modules::game_in_main;

/// A game in the main phase where both other seats hold 2 lumber and the current seat none.
fn game() -> (crate::Game, Seat, [Seat; 2]) {
    let mut game = game_in_main(3, &[ModuleId::Tithe], 7);
    let seat = game.state().current;
    let others = [(seat + 1) % 3, (seat + 2) % 3];
    let st = game.state_mut();
    for p in st.players.iter_mut() {
        st.bank.add(&p.hand);
        p.hand = ResourceSet::EMPTY;
    }
    for o in others {
        st.players[o as usize].hand[Resource::Lumber] = 2;
        st.bank[Resource::Lumber] -= 2;
    }
    (game, seat, others)
}

#[test]
fn the_end_of_turn_asks_several_seats_and_then_passes_the_turn() {
    let (mut game, seat, [a, b]) = game();
    let pay = Action::from(TitheAction::PayTithe {
        resource: Resource::Lumber,
    });
    let mut seats = vec![a, b];
    seats.sort();
    let events = game.apply(seat, &Action::EndTurn).expect("ends the turn");
    assert_eq!(events, vec![Event::DecisionsRequired { seats: seats.clone() }]);
    assert_eq!(game.phase(), &Phase::ModuleDecisions { module: ModuleId::Tithe });
    assert_eq!(game.state().interrupted, vec![Phase::EndOfTurn { next: 1 }]);
    assert_eq!(game.state().current, seat, "the turn has not passed yet");
    let owing: Vec<Seat> = game.pending().iter().map(|p| p.seat).collect();
    assert_eq!(owing, seats);
    assert!(game.pending().iter().all(|p| p.decision == TitheDecision::PayTithe.into()));
    assert_eq!(game.legal_actions(a), vec![pay.clone()]);
    assert_eq!(game.legal_actions(seat), Vec::<Action>::new());
    // Nothing else moves meanwhile.
    assert!(game.apply(seat, &Action::EndTurn).is_err());
    assert_eq!(game.apply(seat, &pay), Err(RuleError::NoDecisionOwed));
    // Stored now, the game reads back (the stack included) and plays on the same.
    let text = serde_json::to_string(&game).unwrap();
    assert!(text.contains(r#""interrupted":[{"phase":"end_of_turn","next":1}]"#), "{text}");
    let mut copy: crate::Game = serde_json::from_str(&text).unwrap();
    assert_eq!(serde_json::to_string(&copy).unwrap(), text);

    let events = game.apply(a, &pay).expect("pays");
    assert_eq!(
        events,
        vec![Event::Discarded {
            seat: a,
            cards: ResourceSet::of(Resource::Lumber, 1)
        }]
    );
    assert_eq!(game.apply(a, &pay), Err(RuleError::NoDecisionOwed));
    assert_eq!(game.phase(), &Phase::ModuleDecisions { module: ModuleId::Tithe });
    let events = game.apply(b, &pay).expect("pays");
    let next = (seat + 1) % 3;
    assert_eq!(
        events,
        vec![
            Event::Discarded {
                seat: b,
                cards: ResourceSet::of(Resource::Lumber, 1)
            },
            Event::TurnStarted { seat: next, turn: 2 }
        ]
    );
    assert_eq!(game.phase(), &Phase::BeforeRoll);
    assert_eq!(game.state().current, next);
    assert!(game.state().interrupted.is_empty());
    copy.apply(a, &pay).expect("pays");
    copy.apply(b, &pay).expect("pays");
    assert_eq!(copy.state(), game.state());
}

#[test]
fn with_nobody_owing_the_turn_passes_at_once() {
    let (mut game, seat, others) = game();
    for o in others {
        let st = game.state_mut();
        st.players[o as usize].hand = ResourceSet::EMPTY;
        st.bank[Resource::Lumber] += 2;
    }
    let events = game.apply(seat, &Action::EndTurn).expect("ends the turn");
    assert_eq!(
        events,
        vec![Event::TurnStarted {
            seat: (seat + 1) % 3,
            turn: 2
        }]
    );
    assert_eq!(game.phase(), &Phase::BeforeRoll);
}

#[test]
fn autoplay_and_random_games_get_through_the_tithes() {
    for seed in 0..3 {
        let mut config = GameConfig::base(3);
        config.modules = vec![ModuleId::Tithe];
        let mut game = crate::Game::new(config, seed).expect("valid config");
        for _ in 0..600 {
            let Some(p) = game.pending().first().copied() else {
                break;
            };
            let action = crate::autoplay::minimal_action(&game, p.seat).expect("a move");
            game.apply(p.seat, &action).expect("legal");
        }
        assert!(game.state().turn > 20, "seed {seed}: turn {}", game.state().turn);
    }
}
