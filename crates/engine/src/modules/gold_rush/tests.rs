use super::*;
use crate::action::Action;
use crate::board::layout::{LayoutChoice, beginner_layout};
use crate::board::{HexId, Terrain};
use crate::error::RuleError;
use crate::event::Event;
use crate::game::Decision;
use crate::goods::Good;
use crate::resources::{Resource, ResourceSet};
use crate::ruleset::Ruleset;
use crate::state::{Building, BuildingKind, Phase, Seat};

/// The beginner board with every tile numbered `number` turned into a gold field.
fn config(modules: &[ModuleId], number: u8) -> GameConfig {
    let mut layout = beginner_layout();
    for t in layout.tiles.iter_mut() {
        if t.number == Some(number) {
            t.terrain = Terrain::GoldField;
        }
    }
    let mut config = GameConfig::base(3);
    config.modules = modules.to_vec();
    config.layout = LayoutChoice::Fixed { layout };
    config.script.dice = vec![[3, 5]; 8];
    config
}

/// A game in the main phase of the first player, ended into the next seat's roll, with the
/// buildings cleared and put back by hand around one gold field numbered 9: the roller a city
/// and a settlement on it, the next seat a settlement, the third nothing; hands emptied; a 9
/// scripted next.
fn game(modules: &[ModuleId]) -> (crate::Game, Seat, Seat, Seat) {
    let mut game = crate::Game::new(config(modules, 9), 2).expect("valid");
    while !matches!(game.phase(), Phase::Main) {
        let seat = game.pending()[0].seat;
        let action = crate::autoplay::minimal_action(&game, seat).expect("a move");
        game.apply(seat, &action).expect("legal");
    }
    let seat = game.state().current;
    game.apply(seat, &Action::EndTurn).expect("ends");
    let roller = game.state().current;
    let (next, third) = ((roller + 1) % 3, (roller + 2) % 3);
    let board = game.board().clone();
    let gold: HexId = (0..board.hex_count() as HexId)
        .find(|&h| board.tile(h).terrain == Terrain::GoldField)
        .expect("a gold field");
    let corners = board.hex_vertices(gold).to_vec();
    let st = game.state_mut();
    for b in st.buildings.iter_mut() {
        *b = None;
    }
    st.buildings[corners[0] as usize] = Some(Building::new(roller, BuildingKind::City));
    st.buildings[corners[2] as usize] = Some(Building::new(roller, BuildingKind::Settlement));
    st.buildings[corners[4] as usize] = Some(Building::new(next, BuildingKind::Settlement));
    for p in st.players.iter_mut() {
        st.bank.add(&p.hand);
        p.hand = ResourceSet::EMPTY;
    }
    st.chance.dice.push_front([4, 5]);
    (game, roller, next, third)
}

#[test]
fn a_gold_field_pays_each_owner_a_choice_in_turn_order() {
    let (mut game, roller, next, third) = game(&[ModuleId::GoldRush]);
    let events = game.apply(roller, &Action::Roll).expect("rolls 9");
    // Nothing paid at once; the roller (city 2 + settlement 1) owes 3, the next seat 1.
    assert!(!events.iter().any(|e| matches!(e, Event::Produced { .. })));
    assert!(events.contains(&Event::DecisionsRequired {
        seats: vec![roller, next]
    }));
    let mut owed = vec![0; 3];
    owed[roller as usize] = 3;
    owed[next as usize] = 1;
    assert_eq!(game.state().phase, Phase::GoldFieldChoice { owed });
    assert_eq!(game.state().interrupted, vec![Phase::Main]);
    let pending = game.pending();
    assert_eq!(pending.len(), 1);
    assert_eq!(
        (pending[0].seat, pending[0].decision),
        (roller, Decision::ChooseGoldField { count: 3 })
    );
    // The next seat waits its turn; the third owes nothing.
    assert!(game.legal_actions(next).is_empty());
    assert!(game.legal_actions(third).is_empty());
    let one_ore = ResourceSet::of(Resource::Ore, 1);
    assert_eq!(
        game.apply(next, &Action::ChooseGoldField { take: one_ore }),
        Err(RuleError::NoDecisionOwed)
    );
    // 3 of 5 resources with repetition: C(7, 3) = 35 bundles.
    let legal = game.legal_actions(roller);
    assert_eq!(legal.len(), 35);
    assert!(legal.iter().all(|a| matches!(a, Action::ChooseGoldField { .. })));
    assert_eq!(
        game.apply(roller, &Action::ChooseGoldField { take: one_ore }),
        Err(RuleError::WrongCardCount { expected: 3 })
    );
    let mut with_gold = ResourceSet::of(Resource::Ore, 2);
    with_gold[Good::Gold] = 1;
    assert_eq!(
        game.apply(roller, &Action::ChooseGoldField { take: with_gold }),
        Err(RuleError::NotACard(Good::Gold))
    );
    let mut take = ResourceSet::of(Resource::Ore, 2);
    take[Resource::Grain] = 1;
    let events = game
        .apply(roller, &Action::ChooseGoldField { take })
        .expect("chooses");
    assert_eq!(
        events,
        vec![Event::Produced {
            seat: roller,
            resources: take
        }]
    );
    assert_eq!(
        game.pending()[0].decision,
        Decision::ChooseGoldField { count: 1 }
    );
    assert_eq!(game.pending()[0].seat, next);
    let wool = ResourceSet::of(Resource::Wool, 1);
    game.apply(next, &Action::ChooseGoldField { take: wool })
        .expect("chooses");
    let st = game.state();
    assert_eq!(st.phase, Phase::Main, "the turn resumes");
    assert!(st.interrupted.is_empty());
    assert_eq!(st.players[roller as usize].hand, take);
    assert_eq!(st.players[next as usize].hand, wool);
    assert_eq!(st.players[third as usize].hand, ResourceSet::EMPTY);
    game.apply(roller, &Action::EndTurn).expect("plays on");
}

#[test]
fn a_short_bank_pays_the_earlier_seats_first() {
    let (mut game, roller, next, _) = game(&[ModuleId::GoldRush]);
    {
        // The bank holds 2 ore and nothing else (the rest set aside in the third seat's hand,
        // which a gold field never reads).
        let st = game.state_mut();
        let bank = st.bank.resources_only();
        st.bank.try_sub(&bank);
        st.players[((roller + 2) % 3) as usize].hand = bank;
        st.players[((roller + 2) % 3) as usize].hand[Resource::Ore] -= 2;
        st.bank[Resource::Ore] = 2;
    }
    game.apply(roller, &Action::Roll).expect("rolls 9");
    assert_eq!(
        game.pending()[0].decision,
        Decision::ChooseGoldField { count: 2 }
    );
    assert_eq!(game.legal_actions(roller).len(), 1);
    game.apply(
        roller,
        &Action::ChooseGoldField {
            take: ResourceSet::of(Resource::Ore, 2),
        },
    )
    .expect("takes what is left");
    // The bank is empty: the next seat's choice lapses and the turn resumes.
    assert_eq!(game.state().phase, Phase::Main);
    assert_eq!(game.state().players[next as usize].hand.total(), 0);
}

#[test]
fn gold_coins_are_paid_with_production_and_nothing_without_a_rule() {
    // The ruleset's other case: 2 gold per unit, paid at once.
    let (mut game, roller, next, _) = game(&[ModuleId::GoldRush]);
    {
        let st = game.state_mut();
        let mut ruleset = Ruleset::clone(&st.ruleset);
        ruleset.gold_field = crate::ruleset::GoldFieldYield::Gold(2);
        ruleset.goods.gold = true;
        ruleset.gold = Some(crate::goods::GoldRules::default());
        st.ruleset = std::sync::Arc::new(ruleset);
        st.bank[Good::Gold] = 20;
    }
    let events = game.apply(roller, &Action::Roll).expect("rolls 9");
    let gold = |n| {
        let mut g = ResourceSet::EMPTY;
        g[Good::Gold] = n;
        g
    };
    assert!(events.contains(&Event::Produced {
        seat: roller,
        resources: gold(6)
    }));
    assert!(events.contains(&Event::Produced {
        seat: next,
        resources: gold(2)
    }));
    assert_eq!(game.state().phase, Phase::Main);
    assert_eq!(game.state().bank[Good::Gold], 12);

    // The base game's rule: a gold field pays nothing.
    let (mut base, roller, _, _) = game_without_module();
    let events = base.apply(roller, &Action::Roll).expect("rolls 9");
    assert!(!events.iter().any(|e| matches!(e, Event::Produced { .. })));
    assert_eq!(base.state().phase, Phase::Main);
}

fn game_without_module() -> (crate::Game, Seat, Seat, Seat) {
    game(&[])
}

#[test]
fn autoplay_and_random_games_get_through_the_choices() {
    let mut chosen = 0;
    for seed in 0..3 {
        let config = config(&[ModuleId::GoldRush], 6);
        let mut config = config;
        config.script.dice.clear();
        let mut game = crate::Game::new(config, seed).expect("valid");
        for _ in 0..800 {
            let Some(p) = game.pending().first().copied() else {
                break;
            };
            let action = crate::autoplay::minimal_action(&game, p.seat).expect("a move");
            chosen += usize::from(matches!(action, Action::ChooseGoldField { .. }));
            game.apply(p.seat, &action).expect("legal");
        }
        assert!(game.state().turn > 20, "seed {seed}");
    }
    assert!(chosen > 0, "a 6 paid a gold field");
}
