//! Cities & Knights' knights: building, promoting, activating, moving, displacing, chasing the
//! robber, blocking roads and settlements, cutting Longest Road, and the barbarians counting
//! them.

use super::knights::{activate_cost, knight_cost};
use super::*;
use crate::Game;
use crate::action::Action;
use crate::board::{EdgeId, VertexId};
use crate::event::Event;
use crate::modules::game_in_main;
use crate::state::Phase;
use super::tests::{ck, ck_ref};

fn give(game: &mut Game, seat: Seat, goods: ResourceSet) {
    game.state_mut().players[seat as usize].hand.add(&goods);
    assert!(game.state_mut().bank.try_sub(&goods), "the bank holds {goods:?}");
}

/// A game in seat `current`'s main phase, with 3 players.
fn in_main(seed: u64) -> (Game, Seat) {
    let game = game_in_main(3, &[ModuleId::CitiesAndKnights], seed);
    let seat = game.state().current;
    (game, seat)
}

/// The end of one of `seat`'s roads without a building.
fn road_end(game: &Game, seat: Seat) -> VertexId {
    let b = game.board();
    let st = game.state();
    (0..st.roads.len() as EdgeId)
        .filter(|&e| st.roads[e as usize] == Some(seat))
        .flat_map(|e| b.edge_vertices(e))
        .find(|&v| st.buildings[v as usize].is_none())
        .expect("a road end")
}

/// Lays `n` roads of `seat` by hand from `from`, each to an intersection with no building, no
/// road and no knight yet: the intersections passed, in order.
fn grow(game: &mut Game, seat: Seat, from: VertexId, n: usize) -> Vec<VertexId> {
    let mut at = from;
    let mut out = Vec::new();
    for _ in 0..n {
        let (e, next) = {
            let b = game.board();
            let st = game.state();
            b.vertex_links(at)
                .find(|&(e, next)| {
                    st.roads[e as usize].is_none()
                        && st.buildings[next as usize].is_none()
                        && b.vertex_edges(next).all(|x| st.roads[x as usize].is_none())
                        && b.vertex_on_land(next)
                })
                .expect("somewhere to grow")
        };
        game.state_mut().roads[e as usize] = Some(seat);
        game.state_mut().players[seat as usize].roads_left -= 1;
        out.push(next);
        at = next;
    }
    out
}

fn knight(game: &mut Game, seat: Seat, v: VertexId, level: u8, active: bool) {
    let vertex = game.board().vertex(v);
    ck(game).knights.push(Knight {
        owner: seat,
        vertex,
        level,
        active,
        activated: None,
        promoted: None,
    });
}

fn at(game: &Game, v: VertexId) -> Vertex {
    game.board().vertex(v)
}

/// Ends turns (rolling 8s) until it is `seat`'s main phase.
fn turn_of(game: &mut Game, seat: Seat) {
    loop {
        let s = game.state().current;
        if s == seat && game.phase() == &Phase::Main {
            return;
        }
        game.state_mut().chance.dice = [[3, 5]].into();
        ck(game).scripted = [EventDie::Science].into();
        if game.phase() == &Phase::BeforeRoll {
            game.apply(s, &Action::Roll).expect("roll");
        } else {
            game.apply(s, &Action::EndTurn).expect("end");
        }
    }
}

#[test]
fn a_knight_is_built_on_a_free_intersection_a_road_reaches_two_basic_each() {
    let (mut game, seat) = in_main(31);
    let end = road_end(&game, seat);
    let build = |v: Vertex| Action::from(CkAction::BuildKnight { vertex: v });
    // No wool and ore: not listed, refused.
    game.state_mut().players[seat as usize].hand = ResourceSet::default();
    assert!(!game.legal_actions(seat).contains(&build(at(&game, end))));
    assert_eq!(
        game.apply(seat, &build(at(&game, end))).err(),
        Some(RuleError::NotEnoughResources)
    );
    give(&mut game, seat, knight_cost());
    give(&mut game, seat, knight_cost());
    give(&mut game, seat, knight_cost());
    assert!(game.legal_actions(seat).contains(&build(at(&game, end))));
    // Not on a building, not where no road of the seat reaches.
    let own = (0..game.board().vertex_count() as VertexId)
        .find(|&v| game.state().buildings[v as usize].is_some_and(|b| b.owner == seat))
        .expect("a building");
    assert_eq!(game.apply(seat, &build(at(&game, own))).err(), Some(CkError::KnightSpot.into()));
    let other = road_end(&game, (seat + 1) % 3);
    assert_eq!(game.apply(seat, &build(at(&game, other))).err(), Some(CkError::KnightSpot.into()));
    let events = game.apply(seat, &build(at(&game, end))).expect("built");
    assert!(events.contains(&CkEvent::KnightBuilt { seat, vertex: at(&game, end) }.into()));
    let k = ck_ref(&game).knights[0];
    assert_eq!((k.level, k.active), (1, false));
    // Not twice on one intersection; a second basic knight elsewhere; no third.
    assert_eq!(game.apply(seat, &build(at(&game, end))).err(), Some(CkError::KnightSpot.into()));
    let more = grow(&mut game, seat, end, 2);
    game.apply(seat, &build(at(&game, more[0]))).expect("second");
    assert_eq!(ck_ref(&game).knights_left(seat, 1), 0);
    assert!(!game.legal_actions(seat).iter().any(|a| matches!(a, Action::Module(crate::modules::ModuleAction::CitiesAndKnights(CkAction::BuildKnight { .. })))));
    assert_eq!(
        game.apply(seat, &build(at(&game, more[1]))).err(),
        Some(RuleError::NoPiecesLeft("knights"))
    );
}

#[test]
fn promotion_once_per_turn_and_mighty_only_with_the_fortress() {
    let (mut game, seat) = in_main(33);
    let end = road_end(&game, seat);
    knight(&mut game, seat, end, 1, true);
    for _ in 0..3 {
        give(&mut game, seat, knight_cost());
    }
    let promote = Action::from(CkAction::PromoteKnight { vertex: at(&game, end) });
    let events = game.apply(seat, &promote).expect("strong");
    assert!(events.contains(&CkEvent::KnightPromoted { seat, vertex: at(&game, end), level: 2 }.into()));
    // It keeps its state; the basic piece is back in stock.
    assert!(ck_ref(&game).knights[0].active);
    assert_eq!(ck_ref(&game).knights_left(seat, 1), 2);
    assert_eq!(ck_ref(&game).knights_left(seat, 2), 1);
    // Once per turn.
    assert!(!game.legal_actions(seat).contains(&promote));
    assert_eq!(game.apply(seat, &promote).err(), Some(CkError::PromotedThisTurn.into()));
    // Next turn: mighty needs the Fortress (politics 3).
    turn_of(&mut game, (seat + 1) % 3);
    turn_of(&mut game, seat);
    give(&mut game, seat, knight_cost());
    assert_eq!(game.apply(seat, &promote).err(), Some(CkError::FortressNeeded.into()));
    ck(&mut game).levels[seat as usize][Track::Politics as usize] = 3;
    assert!(game.legal_actions(seat).contains(&promote));
    game.apply(seat, &promote).expect("mighty");
    assert_eq!(ck_ref(&game).knights[0].level, 3);
    turn_of(&mut game, (seat + 1) % 3);
    turn_of(&mut game, seat);
    give(&mut game, seat, knight_cost());
    assert_eq!(game.apply(seat, &promote).err(), Some(CkError::KnightTopLevel.into()));
}

#[test]
fn an_activated_knight_waits_a_turn_before_it_moves_and_then_is_inactive() {
    let (mut game, seat) = in_main(35);
    let end = road_end(&game, seat);
    let path = grow(&mut game, seat, end, 2);
    knight(&mut game, seat, end, 1, false);
    let moving = Action::from(CkAction::MoveKnight { from: at(&game, end), to: at(&game, path[1]) });
    assert_eq!(game.apply(seat, &moving).err(), Some(CkError::KnightInactive.into()));
    let activate = Action::from(CkAction::ActivateKnight { vertex: at(&game, end) });
    game.state_mut().players[seat as usize].hand = ResourceSet::default();
    assert_eq!(game.apply(seat, &activate).err(), Some(RuleError::NotEnoughResources));
    give(&mut game, seat, activate_cost());
    let events = game.apply(seat, &activate).expect("active");
    assert!(events.contains(&CkEvent::KnightActivated { seat, vertex: at(&game, end) }.into()));
    assert_eq!(game.apply(seat, &moving).err(), Some(CkError::JustActivated.into()));
    assert!(!game.legal_actions(seat).contains(&moving));
    turn_of(&mut game, (seat + 1) % 3);
    turn_of(&mut game, seat);
    assert!(game.legal_actions(seat).contains(&moving));
    let events = game.apply(seat, &moving).expect("moves");
    assert!(events.contains(&CkEvent::KnightMoved { seat, from: at(&game, end), to: at(&game, path[1]) }.into()));
    let k = ck_ref(&game).knights[0];
    assert_eq!((k.vertex, k.active), (at(&game, path[1]), false));
    // Activated again the same turn, it may not act again this turn.
    give(&mut game, seat, activate_cost());
    game.apply(seat, &CkAction::ActivateKnight { vertex: at(&game, path[1]) }.into()).expect("again");
    let back = Action::from(CkAction::MoveKnight { from: at(&game, path[1]), to: at(&game, end) });
    assert_eq!(game.apply(seat, &back).err(), Some(CkError::JustActivated.into()));
}

#[test]
fn a_stronger_knight_displaces_a_weaker_one_which_retreats_or_leaves_the_board() {
    let (mut game, seat) = in_main(37);
    let other = (seat + 1) % 3;
    let end = road_end(&game, seat);
    let path = grow(&mut game, seat, end, 2);
    // The opposing knight stands at the end of seat's roads, alone on its owner's roads
    // (none reach it): it leaves the board.
    knight(&mut game, seat, end, 2, true);
    knight(&mut game, other, path[1], 1, true);
    let onto = Action::from(CkAction::MoveKnight { from: at(&game, end), to: at(&game, path[1]) });
    assert!(game.legal_actions(seat).contains(&onto));
    let events = game.apply(seat, &onto).expect("displaces");
    assert!(events.contains(&CkEvent::KnightDisplaced { seat: other, vertex: at(&game, path[1]), by: seat }.into()));
    assert!(events.contains(&CkEvent::KnightRemoved { seat: other, level: 1 }.into()));
    assert_eq!(ck_ref(&game).knights.len(), 1);
    assert_eq!(ck_ref(&game).knights_left(other, 1), 2);
    assert_eq!(game.phase(), &Phase::Main);
}

#[test]
fn a_displaced_knight_with_several_places_waits_for_its_owner_and_keeps_its_state() {
    let (mut game, seat) = in_main(39);
    let other = (seat + 1) % 3;
    let end = road_end(&game, seat);
    let path = grow(&mut game, seat, end, 1);
    // Two roads of `other` lead on from path[0]: two free places to retreat to.
    let chain = grow(&mut game, other, path[0], 2);
    let (first, second) = (&chain[..1], &chain[1..]);
    knight(&mut game, seat, end, 2, true);
    knight(&mut game, other, path[0], 1, true);
    // Equal strength cannot displace.
    let onto = Action::from(CkAction::MoveKnight { from: at(&game, end), to: at(&game, path[0]) });
    ck(&mut game).knights[0].level = 1;
    assert_eq!(game.apply(seat, &onto).err(), Some(CkError::KnightUnreachable.into()));
    ck(&mut game).knights[0].level = 2;
    let events = game.apply(seat, &onto).expect("displaces");
    assert!(events.contains(&Event::DecisionsRequired { seats: vec![other] }));
    assert_eq!(
        game.pending(),
        vec![crate::game::Pending { seat: other, decision: CkDecision::RetreatKnight.into() }]
    );
    let mut options = game.legal_actions(other);
    options.sort_by_key(|a| format!("{a:?}"));
    let mut expected: Vec<Action> = [first[0], second[0]]
        .iter()
        .map(|&v| CkAction::RetreatKnight { vertex: at(&game, v) }.into())
        .collect();
    expected.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(options, expected);
    assert_eq!(
        game.apply(other, &CkAction::RetreatKnight { vertex: at(&game, end) }.into()).err(),
        Some(CkError::NotARetreat.into())
    );
    assert!(game.apply(seat, &Action::EndTurn).is_err());
    let c = ck_ref(&game).clone();
    assert!(c.autoplay_allowed(&game.hook_ctx(), other, &CkAction::RetreatKnight { vertex: at(&game, first[0]) }));
    let events = game.apply(other, &CkAction::RetreatKnight { vertex: at(&game, second[0]) }.into()).expect("retreats");
    assert!(events.contains(&CkEvent::KnightRetreated { seat: other, vertex: at(&game, second[0]) }.into()));
    let moved = ck_ref(&game).knights.iter().find(|k| k.owner == other).copied().expect("back");
    assert!(moved.active, "a displaced knight keeps its state");
    assert_eq!(game.phase(), &Phase::Main);
}

#[test]
fn knights_chase_the_robber_only_once_it_is_released() {
    let (mut game, seat) = in_main(41);
    let robber = game.state().robber.expect("on the desert");
    let corner = game.board().hex_vertices(robber)[0];
    game.state_mut().buildings[corner as usize] = None;
    knight(&mut game, seat, corner, 1, true);
    let chase = Action::from(CkAction::ChaseRobber { vertex: at(&game, corner) });
    assert!(!game.legal_actions(seat).contains(&chase));
    assert_eq!(game.apply(seat, &chase).err(), Some(CkError::RobberLocked.into()));
    ck(&mut game).robber_released = true;
    assert!(game.legal_actions(seat).contains(&chase));
    let events = game.apply(seat, &chase).expect("chased");
    assert!(events.contains(&CkEvent::RobberChased { seat, vertex: at(&game, corner) }.into()));
    assert!(matches!(game.phase(), Phase::MoveRobber { .. }));
    assert!(!ck_ref(&game).knights[0].active);
}

#[test]
fn a_knight_blocks_other_roads_and_settlements_and_cuts_their_longest_road() {
    let (mut game, seat) = in_main(43);
    let other = (seat + 1) % 3;
    let end = road_end(&game, other);
    let path = grow(&mut game, other, end, 4);
    let len = crate::rules::awards::longest_road(game.board(), game.state(), other);
    assert!(len >= 5, "{len}");
    knight(&mut game, seat, path[1], 1, false);
    let cut = crate::rules::awards::longest_road(game.board(), game.state(), other);
    assert!(cut < len);
    // No settlement on it, for anyone; the other seat's network stops there.
    let (board, st) = (game.board(), game.state());
    assert!(crate::rules::build::check_settlement_spot(board, st, other, path[1], true).is_err());
    assert!(crate::rules::build::check_settlement_spot(board, st, seat, path[1], false).is_err());
    for e in board.vertex_edges(path[1]).filter(|&e| st.roads[e as usize].is_none()) {
        let [x, y] = board.edge_vertices(e);
        let far = if x == path[1] { y } else { x };
        let reaches_far = board.vertex_edges(far).any(|f| st.roads[f as usize] == Some(other));
        assert_eq!(crate::rules::build::road_connects(board, st, other, e), reaches_far);
    }
    // Its owner may still pass: its own network continues there.
    assert!(!ck_ref(&game).opposing_knight_on(board, seat, path[1]));
}

#[test]
fn active_knights_hold_catan_the_sole_strongest_defends_and_all_are_deactivated() {
    let (mut game, _) = in_main(45);
    let roller = {
        let seat = game.state().current;
        game.apply(seat, &Action::EndTurn).expect("legal");
        let c = ck(&mut game);
        c.ship = SHIP_STEPS - 1;
        c.scripted = [EventDie::Ship].into();
        game.state_mut().chance.dice = [[3, 5]].into();
        game.state().current
    };
    // 3 cities; seat a: mighty active (3), seat b: basic inactive.
    let a = (roller + 1) % 3;
    let b = (roller + 2) % 3;
    let va = road_end(&game, a);
    let vb = road_end(&game, b);
    knight(&mut game, a, va, 3, true);
    knight(&mut game, b, vb, 1, false);
    let vp = game.total_vp(a);
    let events = game.apply(roller, &Action::Roll).expect("roll");
    let mut defence = vec![0, 0, 0];
    defence[a as usize] = 3;
    assert!(events.contains(&CkEvent::BarbarianAttack { strength: 3, defence, catan_wins: true }.into()));
    assert!(events.contains(&CkEvent::DefenderOfCatan { seat: a }.into()));
    assert!(events.contains(&CkEvent::KnightsDeactivated.into()));
    assert_eq!(game.total_vp(a), vp + 1);
    assert!(ck_ref(&game).knights.iter().all(|k| !k.active));
}

#[test]
fn the_aqueduct_gives_a_resource_of_choice_when_a_roll_gives_nothing() {
    let (mut game, seat) = in_main(47);
    // Next seat's roll: a 2 (only the pasture with a 2, if anyone) with a science gate.
    let roller = {
        game.apply(seat, &Action::EndTurn).expect("end");
        game.state().current
    };
    for s in 0..3 {
        ck(&mut game).levels[s as usize][Track::Science as usize] = if s == seat { 3 } else { 2 };
    }
    ck(&mut game).scripted = [EventDie::Trade].into();
    // A number nobody's buildings stand on: pick one by the board.
    let number = (2..=12u8)
        .filter(|&n| n != 7)
        .find(|&n| {
            let b = game.board();
            (0..b.hex_count() as u8).all(|h| {
                b.tile(h).number != Some(n)
                    || b.hex_vertices(h).iter().all(|&v| game.state().buildings[v as usize].is_none())
            })
        })
        .expect("a number producing nothing");
    let dice = if number <= 7 { [1, number - 1] } else { [6, number - 6] };
    game.state_mut().chance.dice = [dice].into();
    let events = game.apply(roller, &Action::Roll).expect("roll");
    // Only the seat with science 3 chooses.
    assert!(events.contains(&Event::DecisionsRequired { seats: vec![seat] }));
    assert_eq!(
        game.pending(),
        vec![crate::game::Pending { seat, decision: CkDecision::AqueductResource.into() }]
    );
    assert_eq!(game.legal_actions(seat).len(), 5);
    assert!(game.apply(roller, &Action::EndTurn).is_err());
    let before = game.state().players[seat as usize].hand[Resource::Ore];
    let events = game
        .apply(seat, &CkAction::ChooseAqueductResource { resource: Resource::Ore }.into())
        .expect("chosen");
    assert!(events.contains(&CkEvent::AqueductResource { seat, resource: Resource::Ore }.into()));
    assert_eq!(game.state().players[seat as usize].hand[Resource::Ore], before + 1);
    assert_eq!(game.phase(), &Phase::Main);
    let c = ck_ref(&game).clone();
    assert!(c.autoplay_allowed(&game.hook_ctx(), seat, &CkAction::ChooseAqueductResource { resource: Resource::Wool }));
}
