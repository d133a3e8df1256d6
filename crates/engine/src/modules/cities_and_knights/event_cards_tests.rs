//! Cities & Knights with Catan Event Cards (seed 003 §6, reference §3.2): the red die and the
//! event die first, the event die resolved, then the card (its number replaces the white die's);
//! the cards' C&K readings.

use super::*;
use crate::event::Event;
use crate::modules::event_cards::{
    EventCard, EventCards, EventCardsAction, EventCardsDecision, EventCardsEvent, EventKind,
};
use crate::modules::{ModuleDecision, ModuleEvent, ModuleState, game_in_main};
use crate::state::Phase;
use crate::{Action, Game, GameConfig};
use super::tests::{ck};

const BOTH: [ModuleId; 2] = [ModuleId::CitiesAndKnights, ModuleId::EventCards];

fn ec(game: &mut Game) -> &mut EventCards {
    game.state_mut()
        .modules
        .iter_mut()
        .find_map(|m| match m {
            ModuleState::EventCards(c) => Some(c.as_mut()),
            _ => None,
        })
        .expect("event_cards in play")
}

/// A game with both modules at the next seat's roll: the event die will show `face` with the
/// red die `red`, and the next card is `card`.
fn before_roll(seed: u64, face: EventDie, red: u8, card: EventCard) -> (Game, Seat) {
    let mut game = game_in_main(3, &BOTH, seed);
    let seat = game.state().current;
    game.apply(seat, &Action::EndTurn).expect("legal");
    let roller = game.state().current;
    let c = ck(&mut game);
    c.scripted = [face].into();
    c.scripted_red = [red].into();
    ec(&mut game).pile.push(card);
    (game, roller)
}

fn is_ck(e: &Event, f: impl Fn(&CkEvent) -> bool) -> bool {
    matches!(e, Event::Module(ModuleEvent::CitiesAndKnights(c)) if f(c))
}

fn drawn_at(events: &[Event]) -> Option<usize> {
    events.iter().position(|e| {
        matches!(
            e,
            Event::Module(ModuleEvent::EventCards(EventCardsEvent::EventCardDrawn { .. }))
        )
    })
}

fn card(number: u8, event: EventKind) -> EventCard {
    EventCard { number, event }
}

/// Free intersections (no building) of the board, in id order.
fn free_vertices(game: &Game) -> Vec<crate::board::Vertex> {
    (0..game.board().vertex_count() as crate::board::VertexId)
        .filter(|&v| game.state().buildings[v as usize].is_none())
        .map(|v| game.board().vertex(v))
        .collect()
}

/// Puts knights on free intersections: (owner, level, active).
fn put_knights(game: &mut Game, knights: &[(Seat, u8, bool)]) {
    let free = free_vertices(game);
    let c = ck(game);
    for (i, &(owner, level, active)) in knights.iter().enumerate() {
        c.knights.push(Knight {
            owner,
            vertex: free[i * 7],
            level,
            active,
            activated: None,
            promoted: None,
        });
    }
}

#[test]
fn the_red_die_and_the_event_die_come_before_the_card_which_replaces_the_white_die() {
    let (mut game, roller) = before_roll(3, EventDie::Ship, 4, card(8, EventKind::None));
    let ship = ck(&mut game).ship;
    let events = game.apply(roller, &Action::Roll).expect("legal");
    let die = events
        .iter()
        .position(|e| {
            is_ck(e, |c| {
                *c == CkEvent::EventDieRolled {
                    seat: roller,
                    face: EventDie::Ship,
                    red: Some(4),
                }
            })
        })
        .expect("the event die, with the red die");
    let advanced = events
        .iter()
        .position(|e| is_ck(e, |c| matches!(c, CkEvent::BarbariansAdvanced { .. })))
        .expect("the ship advanced");
    let drawn = drawn_at(&events).expect("a card drawn");
    assert!(die < advanced && advanced < drawn, "event die, ship, then the card");
    assert!(events.contains(
        &EventCardsEvent::EventCardDrawn {
            seat: roller,
            card: card(8, EventKind::None)
        }
        .into()
    ));
    // No dice of the core: the white die is not used, the red die is the module's.
    assert!(!events.iter().any(|e| matches!(e, Event::DiceRolled { .. })));
    assert_eq!(game.state().last_roll, None);
    let c = ck(&mut game).clone();
    assert_eq!(c.ship, ship + 1);
    assert_eq!(c.red_die, Some(4));
    assert_eq!(dice::red_die(&c, game.state()), Some(4));
    assert_eq!(game.phase(), &Phase::Main);
}

#[test]
fn an_attack_from_the_event_die_comes_before_the_card_and_its_choices_hold_the_draw() {
    let (mut game, roller) = before_roll(23, EventDie::Ship, 2, card(8, EventKind::None));
    ck(&mut game).ship = SHIP_STEPS - 1;
    // The next seat takes a second city: it chooses which one the barbarians take.
    let chooser = (roller + 1) % 3;
    let v = (0..game.board().vertex_count() as crate::board::VertexId)
        .find(|&v| {
            game.state().buildings[v as usize]
                .is_some_and(|b| b.owner == chooser && b.kind == BuildingKind::Settlement)
        })
        .expect("a settlement");
    {
        let st = game.state_mut();
        st.buildings[v as usize] = Some(Building::new(chooser, BuildingKind::City));
        st.players[chooser as usize].settlements_left += 1;
        st.players[chooser as usize].cities_left -= 1;
    }
    let events = game.apply(roller, &Action::Roll).expect("legal");
    assert!(events.iter().any(|e| is_ck(e, |c| matches!(c, CkEvent::BarbarianAttack { catan_wins: false, .. }))));
    assert_eq!(drawn_at(&events), None, "the card waits for the pillage choice");
    assert!(events.contains(&Event::DecisionsRequired { seats: vec![chooser] }));
    let pillage = ck(&mut game).pillage.clone().expect("owed");
    assert!(pillage.before_draw && !pillage.resolved);
    let events = game
        .apply(chooser, &CkAction::ChoosePillagedCity { vertex: game.board().vertex(v) }.into())
        .expect("legal");
    let retreated = events
        .iter()
        .position(|e| is_ck(e, |c| matches!(c, CkEvent::BarbariansRetreated { .. })))
        .expect("the battle ends");
    let drawn = drawn_at(&events).expect("then the card is drawn");
    assert!(retreated < drawn);
    assert_eq!(game.phase(), &Phase::Main);
    assert_eq!(ck(&mut game).ship, 0);
}

#[test]
fn tournament_rewards_the_most_active_knight_strength_and_ties_share() {
    // Seat 0: an active strong knight (2) and an inactive mighty one (not counted); seat 1:
    // two active basic knights (2); seat 2: none.
    let (mut game, roller) = before_roll(5, EventDie::Science, 6, card(5, EventKind::Tournament));
    put_knights(&mut game, &[(0, 2, true), (0, 3, false), (1, 1, true), (1, 1, true)]);
    let events = game.apply(roller, &Action::Roll).expect("legal");
    assert!(events.contains(&Event::DecisionsRequired { seats: vec![0, 1] }));
    // Only resources are taken, never a commodity.
    let legal = game.legal_actions(0);
    assert!(!legal.is_empty());
    for a in &legal {
        assert!(matches!(
            a,
            Action::Module(crate::modules::ModuleAction::EventCards(EventCardsAction::TakeResource { .. }))
        ));
    }
    assert_eq!(legal.len(), 5);
    // Alone at the top with one more active knight.
    let (mut game, roller) = before_roll(5, EventDie::Science, 6, card(5, EventKind::Tournament));
    put_knights(&mut game, &[(0, 2, true), (1, 1, true), (2, 1, true), (2, 3, true)]);
    let events = game.apply(roller, &Action::Roll).expect("legal");
    assert!(events.contains(&Event::DecisionsRequired { seats: vec![2] }));
    assert_eq!(
        game.pending(),
        vec![crate::game::Pending {
            seat: 2,
            decision: crate::game::Decision::Module(ModuleDecision::EventCards(EventCardsDecision::TakeResource)),
        }]
    );
}

#[test]
fn conflict_needs_a_sole_strongest_and_may_take_a_commodity() {
    // Tied at 2: nobody steals.
    let (mut game, roller) = before_roll(7, EventDie::Trade, 1, card(3, EventKind::Conflict));
    put_knights(&mut game, &[(0, 2, true), (1, 2, true)]);
    let events = game.apply(roller, &Action::Roll).expect("legal");
    assert!(!events.iter().any(|e| matches!(e, Event::DecisionsRequired { .. })));
    assert_eq!(game.phase(), &Phase::Main);
    // Seat 1 alone (3 active; seat 0's mighty knight is inactive): it takes a random card,
    // here a commodity (the steal stream), from seat 0.
    let (mut game, roller) = before_roll(7, EventDie::Trade, 1, card(3, EventKind::Conflict));
    put_knights(&mut game, &[(0, 3, false), (1, 2, true), (1, 1, true)]);
    {
        let st = game.state_mut();
        st.players[0].hand[Good::Cloth] += 1;
        st.bank[Good::Cloth] -= 1;
        st.chance.steals = [Good::Cloth].into();
    }
    let events = game.apply(roller, &Action::Roll).expect("legal");
    assert!(events.contains(&Event::DecisionsRequired { seats: vec![1] }));
    let cloth = game.state().players[1].hand[Good::Cloth];
    game.apply(1, &EventCardsAction::StealFrom { victim: 0 }.into()).expect("legal");
    assert_eq!(game.state().players[1].hand[Good::Cloth], cloth + 1);
    assert_eq!(game.state().players[0].hand[Good::Cloth], 0);
}

#[test]
fn a_battle_before_a_tournament_leaves_no_active_knight_to_reward() {
    // The event die comes first: the barbarians attack, every knight is made inactive, then
    // the Tournament card finds no active knight. (Seat 0 is the sole strongest defender: tied
    // defenders would owe a progress card's colour first.)
    let (mut game, roller) = before_roll(5, EventDie::Ship, 6, card(5, EventKind::Tournament));
    ck(&mut game).ship = SHIP_STEPS - 1;
    put_knights(&mut game, &[(0, 3, true), (1, 2, true), (2, 1, true)]);
    let events = game.apply(roller, &Action::Roll).expect("legal");
    assert!(events.iter().any(|e| is_ck(e, |c| matches!(c, CkEvent::BarbarianAttack { catan_wins: true, .. }))));
    assert!(drawn_at(&events).is_some());
    assert!(!events.iter().any(|e| matches!(e, Event::DecisionsRequired { .. })));
    assert_eq!(game.phase(), &Phase::Main);
}

#[test]
fn good_neighbors_may_pass_a_commodity() {
    let (mut game, roller) = before_roll(9, EventDie::Politics, 5, card(6, EventKind::GoodNeighbors));
    {
        let st = game.state_mut();
        st.players[0].hand[Good::Coin] += 1;
        st.bank[Good::Coin] -= 1;
    }
    game.apply(roller, &Action::Roll).expect("legal");
    assert!(game
        .legal_actions(0)
        .contains(&EventCardsAction::GiveNeighborCard { resource: Good::Coin }.into()));
}

#[test]
fn epidemic_cities_take_one_resource_and_no_commodity() {
    let (mut game, _) = before_roll(11, EventDie::Politics, 5, card(6, EventKind::Epidemic));
    ec(&mut game).last = Some(card(6, EventKind::Epidemic));
    let hc = game.hook_ctx();
    let st = hc.state;
    let y = st
        .modules
        .iter()
        .fold(BuildingKind::City.base_yield(), |n, m| m.hooks().building_yield(&hc, BuildingKind::City, n));
    assert_eq!(y, 1);
    let v = (0..game.board().vertex_count() as crate::board::VertexId)
        .find(|&v| st.buildings[v as usize].is_some_and(|b| b.kind == BuildingKind::City))
        .expect("a city");
    let b = st.buildings[v as usize].expect("a city");
    for r in [Resource::Lumber, Resource::Wool, Resource::Ore] {
        let mut owed = ResourceSet::of(r, y);
        for m in &st.modules {
            m.hooks().production_goods(&hc, v, b, r, &mut owed);
        }
        assert_eq!(owed, ResourceSet::of(r, 1), "{r:?}");
    }
}

#[test]
fn while_the_robber_is_locked_a_robber_card_only_discards_and_robber_flees_does_nothing() {
    let (mut game, roller) = before_roll(13, EventDie::Science, 3, card(7, EventKind::RobberAttacks));
    let robber = game.state().robber;
    {
        let st = game.state_mut();
        st.players[1].hand[Good::Grain] += 9;
        st.bank[Good::Grain] -= 9;
    }
    let events = game.apply(roller, &Action::Roll).expect("legal");
    assert!(events.iter().any(|e| matches!(e, Event::DiscardsRequired { .. })));
    while matches!(game.phase(), Phase::Discard { .. }) {
        let p = game.pending()[0];
        let a = crate::autoplay::minimal_action(&game, p.seat).expect("a discard");
        game.apply(p.seat, &a).expect("legal");
    }
    assert_eq!(game.phase(), &Phase::Main, "no robber move while locked");
    assert_eq!(game.state().robber, robber);
    let (mut game, roller) = before_roll(13, EventDie::Science, 3, card(4, EventKind::RobberFlees));
    let robber = game.state().robber;
    let events = game.apply(roller, &Action::Roll).expect("legal");
    assert!(!events.iter().any(|e| matches!(e, Event::RobberMoved { .. })));
    assert_eq!(game.state().robber, robber);
}

#[test]
fn a_scripted_red_die_must_be_a_die_face() {
    let mut config = GameConfig::base(3);
    config.modules = BOTH.to_vec();
    config.script.streams.modules.cities_and_knights.red_die = vec![3, 7];
    assert!(matches!(
        Game::new(config, 0).err(),
        Some(crate::config::ConfigError::ModuleScript { module: ModuleId::CitiesAndKnights, .. })
    ));
}

#[test]
fn without_event_cards_the_red_die_is_the_core_second_die() {
    let mut game = game_in_main(3, &[ModuleId::CitiesAndKnights], 1);
    let seat = game.state().current;
    game.apply(seat, &Action::EndTurn).expect("legal");
    let roller = game.state().current;
    game.state_mut().chance.dice = [[2, 5]].into();
    ck(&mut game).scripted = [EventDie::Trade].into();
    let events = game.apply(roller, &Action::Roll).expect("legal");
    assert!(events.iter().any(|e| is_ck(e, |c| *c == CkEvent::EventDieRolled { seat: roller, face: EventDie::Trade, red: None })));
    let dice_at = events.iter().position(|e| matches!(e, Event::DiceRolled { .. })).expect("dice");
    let die_at = events.iter().position(|e| is_ck(e, |c| matches!(c, CkEvent::EventDieRolled { .. }))).expect("die");
    assert!(dice_at < die_at, "rolled together, the core's dice recorded first (unchanged)");
    let c = ck(&mut game).clone();
    assert_eq!(c.red_die, None);
    assert_eq!(dice::red_die(&c, game.state()), Some(5));
}
