use super::*;
use crate::action::Action;
use crate::error::RuleError;
use crate::state::Phase;

fn deck(game: &mut crate::Game) -> &mut TinyDeck {
    match &mut game.state_mut().modules[0] {
        crate::modules::ModuleState::TinyDeck(d) => d,
        other => panic!("{other:?}"),
    }
}

/// A game in the main phase whose current seat holds `ore` ore and nothing else, with the
/// draws scripted.
fn game(ore: u8, script: &[TinyCard]) -> (crate::Game, Seat) {
    let mut config = GameConfig::base(3);
    config.modules = vec![ModuleId::TinyDeck];
    config.script.dice = vec![[3, 5]; 8];
    config.script.streams.modules.tiny_deck = script.to_vec();
    let mut game = crate::Game::new(config, 4).expect("valid");
    while !matches!(game.phase(), Phase::Main) {
        let seat = game.pending()[0].seat;
        let action = crate::autoplay::minimal_action(&game, seat).expect("a move");
        game.apply(seat, &action).expect("legal");
    }
    let seat = game.state().current;
    let st = game.state_mut();
    for p in st.players.iter_mut() {
        st.bank.add(&p.hand);
        p.hand = ResourceSet::EMPTY;
    }
    st.players[seat as usize].hand[Resource::Ore] = ore;
    st.bank[Resource::Ore] -= ore;
    (game, seat)
}

fn drawn(events: &[Event]) -> Vec<TinyDeckEvent> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Module(ModuleEvent::TinyDeck(d)) => Some(d.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn buying_draws_from_the_module_deck_at_the_ruleset_price() {
    let (mut game, seat) = game(
        5,
        &[
            TinyCard::Secret,
            TinyCard::Windfall,
            TinyCard::Windfall,
            TinyCard::Windfall,
        ],
    );
    assert_eq!(game.ruleset().deck, DeckChoice::Module(ModuleId::TinyDeck));
    assert_eq!(game.ruleset().deck_cost, ResourceSet::of(Resource::Ore, 1));
    assert!(game.state().dev_deck.is_empty(), "no base deck");
    assert_eq!(deck(&mut game).deck.left(), 3);
    assert!(game.legal_actions(seat).contains(&Action::BuyDevCard));
    let vp_before = crate::rules::victory::total_vp(game.board(), game.state(), seat);

    // 1: the secret, kept; only the buyer sees what it is.
    let events = game.apply(seat, &Action::BuyDevCard).expect("buys");
    let secret = TinyDeckEvent::TinyCardDrawn {
        seat,
        card: Some(TinyCard::Secret),
        reshuffled: false,
    };
    assert_eq!(drawn(&events), vec![secret.clone()]);
    let mine = Event::from(secret.clone()).redacted_for(Some(seat));
    assert_eq!(mine, secret.clone().into());
    for viewer in [None, Some((seat + 1) % 3)] {
        assert_eq!(
            Event::from(secret.clone()).redacted_for(viewer),
            TinyDeckEvent::TinyCardDrawn {
                seat,
                card: None,
                reshuffled: false
            }
            .into()
        );
    }
    assert_eq!(game.state().players[seat as usize].hand[Resource::Ore], 4);
    assert_eq!(
        crate::rules::victory::total_vp(game.board(), game.state(), seat),
        vp_before + 1
    );

    // 2, 3: windfalls, resolved at once (a grain each) and discarded.
    for discarded in 1..=2 {
        let events = game.apply(seat, &Action::BuyDevCard).expect("buys");
        assert_eq!(
            drawn(&events),
            vec![TinyDeckEvent::TinyCardDrawn {
                seat,
                card: Some(TinyCard::Windfall),
                reshuffled: false
            }]
        );
        assert!(events.contains(&Event::Produced {
            seat,
            resources: ResourceSet::of(Resource::Grain, 1)
        }));
        assert_eq!(deck(&mut game).deck.discard.len(), discarded);
    }
    assert!(deck(&mut game).deck.draw.is_empty());
    assert_eq!(deck(&mut game).deck.left(), 2);

    // 4: the draw pile is empty: the two windfalls are reshuffled and one is drawn.
    let events = game.apply(seat, &Action::BuyDevCard).expect("buys");
    assert_eq!(
        drawn(&events),
        vec![TinyDeckEvent::TinyCardDrawn {
            seat,
            card: Some(TinyCard::Windfall),
            reshuffled: true
        }]
    );
    let st = game.state();
    assert_eq!(st.players[seat as usize].hand[Resource::Ore], 1);
    assert_eq!(st.players[seat as usize].hand[Resource::Grain], 3);
    assert_eq!(deck(&mut game).deck.draw.len(), 1);
    assert_eq!(deck(&mut game).deck.discard.len(), 1);
}

#[test]
fn an_empty_deck_or_a_short_hand_refuses_and_lists_nothing() {
    let (mut game, seat) = game(0, &[]);
    assert!(!game.legal_actions(seat).contains(&Action::BuyDevCard));
    assert_eq!(
        game.apply(seat, &Action::BuyDevCard),
        Err(RuleError::NotEnoughResources)
    );
    // The base price (ore, wool, grain) buys nothing: the price is the ruleset's.
    {
        let st = game.state_mut();
        st.players[seat as usize].hand = crate::resources::DEV_CARD_COST;
        st.bank.try_sub(&crate::resources::DEV_CARD_COST);
    }
    game.apply(seat, &Action::BuyDevCard).expect("1 ore of the 3 cards");
    let hand = game.state().players[seat as usize].hand;
    assert_eq!((hand[Resource::Ore], hand[Resource::Wool]), (0, 1));
    // Nothing left to draw.
    let d = deck(&mut game);
    d.deck.draw.clear();
    d.deck.discard.clear();
    game.state_mut().players[seat as usize].hand[Resource::Ore] = 1;
    game.state_mut().bank[Resource::Ore] -= 1;
    assert!(!game.legal_actions(seat).contains(&Action::BuyDevCard));
    let before = game.clone();
    assert_eq!(game.apply(seat, &Action::BuyDevCard), Err(RuleError::DeckEmpty));
    assert_eq!(game.state(), before.state());
}

#[test]
fn the_stream_is_read_from_a_config_file() {
    let json = r#"{"players": 3, "modules": ["tiny_deck"],
        "script": {"streams": {"tiny_deck": ["secret", "windfall"]}}}"#;
    let config: GameConfig = serde_json::from_str(json).expect("a config");
    let game = crate::Game::new(config, 1).expect("valid");
    match &game.state().modules[0] {
        crate::modules::ModuleState::TinyDeck(d) => {
            assert_eq!(
                d.scripted,
                VecDeque::from(vec![TinyCard::Secret, TinyCard::Windfall])
            );
            assert_eq!(d.deck.left(), 3);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn random_games_with_the_module_deck_conserve_cards() {
    for seed in 0..4 {
        let mut config = GameConfig::base(3);
        config.modules = vec![ModuleId::TinyDeck];
        let mut game = crate::Game::new(config, seed).expect("valid");
        let mut bought = 0;
        for _ in 0..3000 {
            if game.is_over() {
                break;
            }
            let seat = game.pending()[0].seat;
            let legal = game.legal_actions(seat);
            let action = if legal.contains(&Action::BuyDevCard) {
                Action::BuyDevCard
            } else {
                crate::autoplay::minimal_action(&game, seat).expect("a move")
            };
            let events = game.apply(seat, &action).expect("every listed buy applies");
            bought += drawn(&events).len();
            let d = deck(&mut game);
            let secrets: u32 = d.secrets.iter().map(|&n| u32::from(n)).sum();
            assert_eq!(d.deck.left() + secrets, 3);
        }
        assert!(bought > 0, "seed {seed}");
    }
}
