use super::*;
use crate::modules::game_in_main;
use crate::resources::{Resource, ResourceSet};
use crate::state::Resume;

/// A game in the first player's main phase, ended into the next seat's roll, with a 7 scripted
/// next and the given hands (seat → lumber held; the rest of the hand is emptied).
fn before_seven(lumber: [u8; 3]) -> (crate::Game, Seat) {
    let mut game = game_in_main(3, &[ModuleId::Pickpocket], 11);
    let seat = game.state().current;
    game.apply(seat, &Action::EndTurn).expect("ends");
    let seat = game.state().current;
    let st = game.state_mut();
    for (s, p) in st.players.iter_mut().enumerate() {
        st.bank.add(&p.hand);
        p.hand = ResourceSet::of(Resource::Lumber, lumber[s]);
        st.bank[Resource::Lumber] -= lumber[s];
    }
    st.chance.dice.push_front([3, 4]);
    (game, seat)
}

#[test]
fn a_seven_with_no_discards_hands_the_roll_to_the_module_and_the_turn_resumes() {
    let (mut game, seat) = before_seven([2, 2, 2]);
    let robber = game.state().robber;
    let events = game.apply(seat, &Action::Roll).expect("rolls");
    assert!(!events.iter().any(|e| matches!(e, Event::DiscardsRequired { .. })));
    assert_eq!(
        game.state().phase,
        Phase::ModuleDecisions {
            module: ModuleId::Pickpocket
        }
    );
    let pending = game.pending();
    assert_eq!(pending.len(), 1);
    assert_eq!(pending[0].seat, seat);
    assert_eq!(pending[0].decision, PickpocketDecision::PickPocket.into());
    // Both others hold a card: both are listed; the roller may not rob itself; others owe nothing.
    let legal = game.legal_actions(seat);
    let others = [(seat + 1) % 3, (seat + 2) % 3];
    for o in others {
        assert!(legal.contains(&PickpocketAction::PickPocket { victim: o }.into()));
        assert!(game.legal_actions(o).is_empty());
    }
    assert_eq!(
        game.apply(seat, &PickpocketAction::PickPocket { victim: seat }.into()),
        Err(RuleError::InvalidVictim)
    );
    assert_eq!(
        game.apply(others[0], &Action::EndTurn),
        Err(RuleError::NotYourTurn)
    );
    let events = game
        .apply(seat, &PickpocketAction::PickPocket { victim: others[1] }.into())
        .expect("robs");
    assert!(events.contains(&Event::Stole {
        thief: seat,
        victim: others[1],
        resource: Some(Resource::Lumber.into()),
    }));
    let st = game.state();
    assert_eq!(st.phase, Phase::Main);
    assert!(st.interrupted.is_empty());
    assert_eq!(st.robber, robber, "the robber never moves");
    assert_eq!(st.players[seat as usize].hand.total(), 3);
    assert_eq!(st.players[others[1] as usize].hand.total(), 1);
    game.apply(seat, &Action::EndTurn).expect("the turn goes on");
}

#[test]
fn a_seven_with_several_discards_waits_for_them_first() {
    // The roller and one other over the limit: 8 and 9 cards, discarding 4 each.
    let (mut game, seat) = before_seven([0, 0, 0]);
    let other = (seat + 1) % 3;
    let third = (seat + 2) % 3;
    {
        let st = game.state_mut();
        for (s, n) in [(seat, 8), (other, 9)] {
            st.players[s as usize].hand = ResourceSet::of(Resource::Lumber, n);
            st.bank[Resource::Lumber] -= n;
        }
    }
    let events = game.apply(seat, &Action::Roll).expect("rolls");
    assert!(events.contains(&Event::DiscardsRequired {
        owed: vec![(seat.min(other), 4), (seat.max(other), 4)]
    }));
    assert!(matches!(
        game.state().phase,
        Phase::Discard {
            resume: Resume::Main,
            ..
        }
    ));
    let four = ResourceSet::of(Resource::Lumber, 4);
    game.apply(other, &Action::Discard { cards: four })
        .expect("discards");
    assert!(matches!(game.state().phase, Phase::Discard { .. }));
    game.apply(seat, &Action::Discard { cards: four })
        .expect("discards");
    // Now the module's decision: only `other` holds a card (5 left); the third holds none.
    assert_eq!(
        game.state().phase,
        Phase::ModuleDecisions {
            module: ModuleId::Pickpocket
        }
    );
    assert_eq!(
        game.legal_actions(seat),
        vec![PickpocketAction::PickPocket { victim: other }.into()]
    );
    assert_eq!(
        game.apply(seat, &PickpocketAction::PickPocket { victim: third }.into()),
        Err(RuleError::InvalidVictim)
    );
    game.apply(seat, &PickpocketAction::PickPocket { victim: other }.into())
        .expect("robs");
    assert_eq!(game.state().phase, Phase::Main);
    assert_eq!(game.state().players[seat as usize].hand.total(), 5);
    assert_eq!(game.state().players[other as usize].hand.total(), 4);
}

#[test]
fn a_seven_with_nobody_to_rob_goes_straight_back() {
    let (mut game, seat) = before_seven([3, 0, 0]);
    let st = game.state_mut();
    for s in 0..3 {
        st.bank.add(&st.players[s].hand.clone());
        st.players[s].hand = ResourceSet::EMPTY;
    }
    st.players[seat as usize].hand = ResourceSet::of(Resource::Ore, 1);
    st.bank[Resource::Ore] -= 1;
    let events = game.apply(seat, &Action::Roll).expect("rolls");
    assert!(!events.iter().any(|e| matches!(e, Event::DecisionsRequired { .. })));
    assert_eq!(game.state().phase, Phase::Main);
}

#[test]
fn a_scripted_seven_from_a_config_plays_through_the_module() {
    // The replay files' shape: dice and steals fixed by `script.streams`.
    let json = r#"{
        "players": 3,
        "modules": ["pickpocket"],
        "script": { "streams": {
            "dice": [[3, 5], [3, 4]],
            "steal": ["wool"]
        } }
    }"#;
    let config: GameConfig = serde_json::from_str(json).expect("a config");
    let mut game = crate::Game::new(config, 5).expect("valid");
    while matches!(game.phase(), Phase::Setup { .. }) {
        let seat = game.pending()[0].seat;
        let action = crate::autoplay::minimal_action(&game, seat).expect("a move");
        game.apply(seat, &action).expect("legal");
    }
    let first = game.state().current;
    game.apply(first, &Action::Roll).expect("an 8");
    game.apply(first, &Action::EndTurn).expect("ends");
    let seat = game.state().current;
    // Every seat got its starting resources; give the next seat a wool to be robbed of.
    let victim = (seat + 1) % 3;
    let st = game.state_mut();
    st.players[victim as usize].hand[Resource::Wool] += 1;
    st.bank[Resource::Wool] -= 1;
    let before = game.state().players[victim as usize].hand[Resource::Wool];
    game.apply(seat, &Action::Roll).expect("a 7");
    // Discards (if any) are the autoplay's; then the pick.
    while matches!(game.phase(), Phase::Discard { .. }) {
        let p = game.pending()[0].seat;
        let action = crate::autoplay::minimal_action(&game, p).expect("a discard");
        game.apply(p, &action).expect("legal");
    }
    let events = game
        .apply(seat, &PickpocketAction::PickPocket { victim }.into())
        .expect("robs");
    assert!(events.contains(&Event::Stole {
        thief: seat,
        victim,
        resource: Some(Resource::Wool.into()),
    }));
    assert_eq!(
        game.state().players[victim as usize].hand[Resource::Wool],
        before - 1
    );
    assert_eq!(game.state().phase, Phase::Main);
}

#[test]
fn autoplay_and_random_games_get_through_the_sevens() {
    let mut sevens = 0;
    for seed in 0..3 {
        let mut config = GameConfig::base(3);
        config.modules = vec![ModuleId::Pickpocket];
        let mut game = crate::Game::new(config, seed).expect("valid config");
        for _ in 0..600 {
            let Some(p) = game.pending().first().copied() else {
                break;
            };
            let action = crate::autoplay::minimal_action(&game, p.seat).expect("a move");
            let events = game.apply(p.seat, &action).expect("legal");
            sevens += events
                .iter()
                .filter(|e| matches!(e, Event::Stole { .. }))
                .count();
            assert!(!matches!(game.phase(), Phase::MoveRobber { .. }));
        }
        assert!(game.state().turn > 20, "seed {seed}");
    }
    assert!(sevens > 0, "some 7 robbed someone");
}
