use super::*;
use crate::action::Action;
use crate::error::RuleError;
use crate::event::Event;
use crate::modules::{ModuleState, game_in_main};
use crate::config::GameConfig;
use crate::resources::{CITY_COST, ROAD_COST};
use crate::rules::awards::longest_road;
use crate::state::{BuildingKind, Phase, Resume};

fn roadblock(game: &mut crate::Game) -> &mut Roadblock {
    match &mut game.state_mut().modules[0] {
        ModuleState::Roadblock(r) => r,
        other => panic!("{other:?}"),
    }
}

/// What each seat receives for `number` when `skip` produces nothing (worked out here from the
/// buildings, independently of `turn::produce`).
fn expected(game: &crate::Game, number: u8, skip: Option<HexId>) -> Vec<u32> {
    let (board, st) = (game.board(), game.state());
    let mut got = vec![0; st.players.len()];
    for &h in board.hexes_with_number(number) {
        if Some(h) == skip || st.robber == Some(h) || board.tile(h).terrain.resource().is_none() {
            continue;
        }
        for &v in board.hex_vertices(h) {
            if let Some(b) = st.buildings[v as usize] {
                got[b.owner as usize] += u32::from(b.kind.base_yield());
            }
        }
    }
    got
}

fn produced(events: &[Event], seats: usize) -> Vec<u32> {
    let mut got = vec![0; seats];
    for e in events {
        if let Event::Produced { seat, resources } = e {
            got[*seat as usize] += resources.total();
        }
    }
    got
}

#[test]
fn a_blocked_hex_produces_nothing_and_the_robber_may_not_enter_it() {
    let mut game = game_in_main(3, &[ModuleId::Roadblock], 3);
    let seat = game.state().current;
    game.apply(seat, &Action::EndTurn).expect("ends");
    let seat = game.state().current;
    // A producing hex with a building on it, away from the robber.
    let (board, st) = (game.board(), game.state());
    let hex = (0..board.hex_count() as HexId)
        .find(|&h| {
            board.tile(h).number.is_some_and(|n| n != 7)
                && st.robber != Some(h)
                && board
                    .hex_vertices(h)
                    .iter()
                    .any(|&v| st.buildings[v as usize].is_some())
        })
        .expect("a hex with a building");
    let number = board.tile(hex).number.expect("numbered");
    let mut open = game.clone();
    roadblock(&mut game).hex = Some(hex);
    for g in [&mut game, &mut open] {
        g.state_mut().chance.dice.push_front([number / 2, number - number / 2]);
    }
    let blocked_want = expected(&game, number, Some(hex));
    let open_want = expected(&open, number, None);
    assert_ne!(blocked_want, open_want, "the hex has a building");
    let events = game.apply(seat, &Action::Roll).expect("rolls");
    assert_eq!(produced(&events, 3), blocked_want);
    let events = open.apply(seat, &Action::Roll).expect("rolls");
    assert_eq!(produced(&events, 3), open_want);

    // The robber: not listed, and refused.
    game.state_mut().phase = Phase::MoveRobber {
        resume: Resume::Main,
    };
    let h = game.board().hex(hex);
    assert!(
        !game
            .legal_actions(seat)
            .iter()
            .any(|a| matches!(a, Action::MoveRobber { hex, .. } if *hex == h))
    );
    assert!(game.legal_actions(seat).iter().any(|a| matches!(a, Action::MoveRobber { .. })));
    for victim in [None, Some((seat + 1) % 3), Some((seat + 2) % 3)] {
        assert_eq!(
            game.apply(seat, &Action::MoveRobber { hex: h, victim }),
            Err(RuleError::RobberNotAllowed)
        );
    }
}

#[test]
fn a_path_and_an_intersection_closed_to_one_seat_are_neither_listed_nor_built() {
    let mut game = game_in_main(3, &[ModuleId::Roadblock], 8);
    let seat = game.state().current;
    let mut hand = ROAD_COST;
    hand.add(&CITY_COST);
    game.state_mut().players[seat as usize].hand = hand;
    let legal = game.legal_actions(seat);
    let Some(Action::BuildRoad { edge }) = legal
        .iter()
        .find(|a| matches!(a, Action::BuildRoad { .. }))
        .cloned()
    else {
        panic!("a road spot: {legal:?}");
    };
    let Some(Action::BuildCity { vertex }) = legal
        .iter()
        .find(|a| matches!(a, Action::BuildCity { .. }))
        .cloned()
    else {
        panic!("a city spot: {legal:?}");
    };
    let e = game.board().edge_id(edge).expect("on the board");
    let v = game.board().vertex_id(vertex).expect("on the board");
    let other = (seat + 1) % 3;
    // Closed to another seat: nothing changes for this one.
    roadblock(&mut game).paths = vec![(other, e)];
    roadblock(&mut game).corners = vec![(other, v)];
    assert_eq!(game.legal_actions(seat), legal);
    // Closed to this seat.
    roadblock(&mut game).paths = vec![(seat, e)];
    roadblock(&mut game).corners = vec![(seat, v)];
    let now = game.legal_actions(seat);
    assert!(!now.contains(&Action::BuildRoad { edge }));
    assert!(!now.contains(&Action::BuildCity { vertex }));
    assert_eq!(now.len() + 2, legal.len());
    assert_eq!(
        game.apply(seat, &Action::BuildRoad { edge }),
        Err(RuleError::Occupied)
    );
    assert_eq!(
        game.apply(seat, &Action::BuildCity { vertex }),
        Err(RuleError::Occupied)
    );
    assert_eq!(game.state().players[seat as usize].hand, hand);
    // Every listed action applies (lists and rules agree).
    for action in now
        .iter()
        .filter(|a| matches!(a, Action::BuildRoad { .. } | Action::BuildCity { .. }))
    {
        game.clone().apply(seat, action).expect("a listed build applies");
    }
    // Opened again: it builds.
    roadblock(&mut game).paths.clear();
    game.apply(seat, &Action::BuildRoad { edge }).expect("builds");
}

/// `len` paths in a row from the first intersection, free of buildings.
fn chain(game: &crate::Game, len: usize) -> Vec<EdgeId> {
    let board = game.board();
    let mut at: VertexId = 0;
    let mut seen = vec![at];
    let mut edges = Vec::new();
    while edges.len() < len {
        let (e, next) = board
            .vertex_links(at)
            .find(|(_, n)| !seen.contains(n))
            .expect("somewhere to go");
        edges.push(e);
        seen.push(next);
        at = next;
    }
    edges
}

#[test]
fn edge_weights_and_route_edges_change_longest_road() {
    let mut config = GameConfig::base(3);
    config.modules = vec![ModuleId::Roadblock];
    let mut game = crate::Game::new(config, 1).expect("valid config");
    let edges = chain(&game, 5);
    for &e in &edges[..4] {
        game.state_mut().roads[e as usize] = Some(0);
    }
    let length = |game: &crate::Game| longest_road(game.board(), game.state(), 0);
    assert_eq!(length(&game), 4);
    // A camel road counts double.
    roadblock(&mut game).double = vec![edges[1]];
    assert_eq!(length(&game), 5);
    // Doubling a path without the seat's road adds nothing.
    roadblock(&mut game).double = vec![edges[1], edges[4]];
    assert_eq!(length(&game), 5);
    // A ship continues the route.
    roadblock(&mut game).ships = vec![(0, edges[4])];
    assert_eq!(length(&game), 6);
    // Another seat's ship is not in seat 0's route.
    roadblock(&mut game).ships = vec![(1, edges[4])];
    assert_eq!(length(&game), 5);
    assert_eq!(longest_road(game.board(), game.state(), 1), 1);
}

#[test]
fn a_piece_that_cuts_a_road_ends_the_trail_there_for_that_seat_only() {
    let mut config = GameConfig::base(3);
    config.modules = vec![ModuleId::Roadblock];
    let mut game = crate::Game::new(config, 1).expect("valid config");
    let edges = chain(&game, 5);
    for &e in &edges {
        game.state_mut().roads[e as usize] = Some(0);
    }
    let length = |game: &crate::Game, seat: Seat| longest_road(game.board(), game.state(), seat);
    assert_eq!(length(&game, 0), 5);
    // The intersection between the second and third paths: 2 on one side, 3 on the other.
    let [a, b] = game.board().edge_vertices(edges[1]);
    let [c, d] = game.board().edge_vertices(edges[2]);
    let middle = if a == c || a == d { a } else { b };
    roadblock(&mut game).cuts = vec![(0, middle)];
    assert_eq!(length(&game, 0), 3);
    // A cut for another seat changes nothing for seat 0.
    roadblock(&mut game).cuts = vec![(1, middle)];
    assert_eq!(length(&game, 0), 5);
    // At the route's end the trail may still end there.
    let [x, y] = game.board().edge_vertices(edges[0]);
    let end = if game.board().edge_vertices(edges[1]).contains(&x) { y } else { x };
    roadblock(&mut game).cuts = vec![(0, end)];
    assert_eq!(length(&game, 0), 5);
    // Longest Road moves with it: the holder's road cut below 5 loses the card.
    roadblock(&mut game).cuts.clear();
    let board = game.board().clone();
    let update = |game: &mut crate::Game| {
        let mut events = Vec::new();
        let mut ctx = crate::rules::Ctx {
            board: &board,
            st: game.state_mut(),
            events: &mut events,
        };
        crate::rules::awards::update_longest_road(&mut ctx, &[0]);
    };
    update(&mut game);
    assert_eq!(game.state().longest_road, Some(0));
    roadblock(&mut game).cuts = vec![(0, middle)];
    update(&mut game);
    assert_eq!(game.state().longest_road, None);
}

#[test]
fn a_building_on_an_intersection_closed_to_its_owner_produces_nothing() {
    let mut game = game_in_main(3, &[ModuleId::Roadblock], 3);
    let seat = game.state().current;
    game.apply(seat, &Action::EndTurn).expect("ends");
    let seat = game.state().current;
    let (board, st) = (game.board(), game.state());
    let (hex, v, owner) = (0..board.hex_count() as HexId)
        .filter(|&h| board.tile(h).number.is_some_and(|n| n != 7) && st.robber != Some(h))
        .find_map(|h| {
            board.hex_vertices(h).iter().find_map(|&v| {
                st.buildings[v as usize]
                    .filter(|b| b.kind == BuildingKind::Settlement)
                    .map(|b| (h, v, b.owner))
            })
        })
        .expect("a settlement on a producing hex");
    let number = board.tile(hex).number.expect("numbered");
    let mut want = expected(&game, number, None);
    // The settlement's own share: 1 for each hex around it with that number (not robbed).
    want[owner as usize] -= board
        .vertex_hexes(v)
        .filter(|&h| board.tile(h).number == Some(number) && st.robber != Some(h))
        .filter(|&h| board.tile(h).terrain.resource().is_some())
        .count() as u32;
    // Closed to another seat: no effect; to its owner: it produces nothing.
    roadblock(&mut game).corners = vec![((owner + 1) % 3, v), (owner, v)];
    game.state_mut()
        .chance
        .dice
        .push_front([number / 2, number - number / 2]);
    let events = game.apply(seat, &Action::Roll).expect("rolls");
    assert_eq!(produced(&events, 3), want);
}

#[test]
fn a_road_network_stops_at_an_intersection_closed_to_its_seat() {
    let mut game = game_in_main(3, &[ModuleId::Roadblock], 8);
    let seat = game.state().current;
    game.state_mut().players[seat as usize].hand = ROAD_COST;
    let board = game.board().clone();
    let st = game.state();
    // A road of the seat's with an empty end `b`, and a listed spot `next` reached only
    // through `b` (its other end has neither a building nor another road of the seat's).
    let mine = |e: EdgeId| st.roads[e as usize] == Some(seat);
    let (b, next) = (0..board.edge_count() as EdgeId)
        .filter(|&e| mine(e))
        .flat_map(|e| board.edge_vertices(e))
        .filter(|&b| st.buildings[b as usize].is_none())
        .find_map(|b| {
            board
                .vertex_links(b)
                .find(|&(n, c)| {
                    st.roads[n as usize].is_none()
                        && crate::rules::build::check_road_spot(&board, st, seat, n).is_ok()
                        && st.buildings[c as usize].is_none()
                        && board.vertex_edges(c).all(|o| !mine(o))
                })
                .map(|(n, _)| (b, n))
        })
        .expect("a spot beyond an empty end");
    let edge = board.edge(next);
    assert!(game.legal_actions(seat).contains(&Action::BuildRoad { edge }));
    // Closed to another seat: nothing changes.
    roadblock(&mut game).corners = vec![((seat + 1) % 3, b)];
    assert!(game.legal_actions(seat).contains(&Action::BuildRoad { edge }));
    // Closed to this seat: the network ends at `b`.
    roadblock(&mut game).corners = vec![(seat, b)];
    assert!(!game.legal_actions(seat).contains(&Action::BuildRoad { edge }));
    assert_eq!(
        game.apply(seat, &Action::BuildRoad { edge }),
        Err(RuleError::NotConnected)
    );
    // Every listed road still applies (lists and rules agree).
    for a in game
        .legal_actions(seat)
        .iter()
        .filter(|a| matches!(a, Action::BuildRoad { .. }))
    {
        game.clone().apply(seat, a).expect("a listed road applies");
    }
    // An opponent's building there does the same (the base rule).
    roadblock(&mut game).corners.clear();
    let other = (seat + 1) % 3;
    game.state_mut().buildings[b as usize] = Some(crate::state::Building::new(
        other,
        BuildingKind::Settlement,
    ));
    assert_eq!(
        game.apply(seat, &Action::BuildRoad { edge }),
        Err(RuleError::NotConnected)
    );
    game.state_mut().buildings[b as usize] = None;
    game.apply(seat, &Action::BuildRoad { edge }).expect("open again");
}

#[test]
fn the_robber_fallback_never_lands_where_the_tile_or_occupancy_forbids() {
    let mut game = game_in_main(3, &[ModuleId::Roadblock], 5);
    let seat = game.state().current;
    let board = game.board().clone();
    let robber = game.state().robber;
    let land = (0..board.hex_count() as HexId)
        .find(|&h| board.tile(h).number.is_some() && Some(h) != robber)
        .expect("a numbered hex");
    let sea = (0..board.hex_count() as HexId)
        .find(|&h| !board.tile(h).terrain.robber_may_stand())
        .unwrap_or(HexId::MAX);
    let targets = |g: &crate::Game| crate::rules::turn::robber_targets(g.board(), g.state(), seat);
    roadblock(&mut game).robber_nowhere = true;
    assert!(targets(&game).is_empty());
    roadblock(&mut game).fallback = Some(land);
    assert_eq!(targets(&game), vec![land]);
    // The fallback hex blocked by occupancy: refused.
    roadblock(&mut game).hex = Some(land);
    assert!(targets(&game).is_empty());
    assert!(!crate::rules::turn::robber_may_stand(game.board(), game.state(), land));
    // A fallback the tile face forbids (the sea, or off the board): refused.
    roadblock(&mut game).hex = None;
    roadblock(&mut game).fallback = Some(sea);
    assert!(targets(&game).is_empty());
    // In the MoveRobber phase the forbidden fallback is neither listed nor applied.
    game.state_mut().phase = Phase::MoveRobber {
        resume: Resume::Main,
    };
    assert!(
        !game
            .legal_actions(seat)
            .iter()
            .any(|a| matches!(a, Action::MoveRobber { .. }))
    );
}
