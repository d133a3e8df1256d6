use super::*;
use crate::board::{Board, EdgeId, VertexId};
use crate::event::Event;
use crate::rules::Ctx;
use crate::rules::awards::{seats_cut_at, update_longest_road};
use crate::rules::victory::public_vp;
use crate::state::{Building, BuildingKind, GameState, Seat};

/// A two-player game with the board emptied (no buildings, no roads).
fn empty(modules: &[ModuleId]) -> crate::Game {
    let mut config = GameConfig::base(2);
    config.modules = modules.to_vec();
    let mut game = crate::Game::new(config, 1).expect("valid");
    let st = game.state_mut();
    st.buildings.iter_mut().for_each(|b| *b = None);
    st.roads.iter_mut().for_each(|r| *r = None);
    game
}

/// A simple path of `n` paths from `start` (no intersection twice, avoiding `used`), and its
/// intersections in order.
fn trail(board: &Board, start: VertexId, n: usize, used: &[VertexId]) -> (Vec<EdgeId>, Vec<VertexId>) {
    fn go(
        board: &Board,
        v: VertexId,
        n: usize,
        used: &[VertexId],
        edges: &mut Vec<EdgeId>,
        verts: &mut Vec<VertexId>,
    ) -> bool {
        if edges.len() == n {
            return true;
        }
        for (e, next) in board.vertex_links(v) {
            if verts.contains(&next) || used.contains(&next) {
                continue;
            }
            edges.push(e);
            verts.push(next);
            if go(board, next, n, used, edges, verts) {
                return true;
            }
            edges.pop();
            verts.pop();
        }
        false
    }
    let (mut edges, mut verts) = (Vec::new(), vec![start]);
    assert!(go(board, start, n, used, &mut edges, &mut verts), "a trail");
    (edges, verts)
}

fn lay(st: &mut GameState, owner: Seat, edges: &[EdgeId]) {
    for &e in edges {
        st.roads[e as usize] = Some(owner);
    }
}

/// Runs the award update for `changed` on the game's state; returns the events.
fn update(game: &mut crate::Game, changed: &[Seat]) -> Vec<Event> {
    let board = game.board().clone();
    let mut events = Vec::new();
    let st = game.state_mut();
    let mut ctx = Ctx {
        board: &board,
        st,
        events: &mut events,
    };
    update_longest_road(&mut ctx, changed);
    events
}

#[test]
fn a_neutral_road_holds_longest_road_and_a_seat_must_beat_it() {
    let mut game = empty(&[ModuleId::NeutralRoads]);
    assert_eq!(game.ruleset().road_contenders, vec![NEUTRAL]);
    let board = game.board().clone();
    // The neutral colour: 5 roads in a row, from intersection 0.
    let (neutral, nv) = trail(&board, 0, 5, &[]);
    // Seat 0: a separate row of 6 (5 laid now), far from the neutral one.
    let far = (0..board.vertex_count() as VertexId)
        .rev()
        .find(|v| !nv.contains(v) && board.vertex_links(*v).all(|(_, n)| !nv.contains(&n)))
        .expect("a far corner");
    let mut near: Vec<VertexId> = nv.clone();
    for &v in &nv {
        near.extend(board.vertex_links(v).map(|(_, n)| n));
    }
    let (mine, _) = trail(&board, far, 6, &near);
    lay(game.state_mut(), NEUTRAL, &neutral);
    lay(game.state_mut(), 0, &mine[..5]);
    game.state_mut().players[0].road_length = 0;

    // 5 neutral roads take the card: nobody gets its 2 VP.
    let events = update(&mut game, &[NEUTRAL]);
    assert_eq!(
        events,
        vec![Event::LongestRoad {
            holder: Some(NEUTRAL),
            length: 5
        }]
    );
    assert_eq!(game.state().contender_road_lengths, vec![(NEUTRAL, 5)]);
    assert_eq!(public_vp(game.board(), game.state(), 0), 0);
    assert_eq!(public_vp(game.board(), game.state(), 1), 0);

    // Seat 0 with 5: a tie does not take it.
    assert!(update(&mut game, &[0]).is_empty());
    assert_eq!(game.state().longest_road, Some(NEUTRAL));
    // With 6: strictly longer, it does (2 VP).
    lay(game.state_mut(), 0, &mine[5..]);
    assert_eq!(
        update(&mut game, &[0]),
        vec![Event::LongestRoad {
            holder: Some(0),
            length: 6
        }]
    );
    assert_eq!(public_vp(game.board(), game.state(), 0), 2);

    // The neutral row grows to 7 (from its far end): it takes the card back.
    let (more, _) = trail(&board, nv[5], 2, &[&nv[..5], &near[..0]].concat());
    lay(game.state_mut(), NEUTRAL, &more);
    let events = update(&mut game, &[NEUTRAL]);
    assert_eq!(
        events,
        vec![Event::LongestRoad {
            holder: Some(NEUTRAL),
            length: 7
        }]
    );
    assert_eq!(public_vp(game.board(), game.state(), 0), 0);

    // Seat 1 builds a settlement in the middle of the neutral row (after its 3rd road): the
    // row is cut into 3 and 4; seat 0's 6 is now the sole longest: it takes the card.
    let cut_at = nv[3];
    assert!(game.state().buildings[cut_at as usize].is_none());
    game.state_mut().buildings[cut_at as usize] = Some(Building::new(1, BuildingKind::Settlement));
    let cut = seats_cut_at(game.board(), game.state(), 1, cut_at);
    assert_eq!(cut, vec![NEUTRAL]);
    assert_eq!(
        update(&mut game, &cut),
        vec![Event::LongestRoad {
            holder: Some(0),
            length: 6
        }]
    );
    assert_eq!(game.state().contender_road_lengths, vec![(NEUTRAL, 4)]);
}

#[test]
fn without_contenders_other_owners_roads_never_count() {
    // A base game (3 seats) with roads of board owner 3, which is no seat and no contender:
    // a cut of them concerns nobody, and the state keeps its JSON.
    let mut config = GameConfig::base(3);
    config.modules = Vec::new();
    let mut game = crate::Game::new(config, 1).expect("valid");
    let st = game.state_mut();
    st.buildings.iter_mut().for_each(|b| *b = None);
    st.roads.iter_mut().for_each(|r| *r = None);
    assert!(game.ruleset().road_contenders.is_empty());
    let board = game.board().clone();
    let (roads, nv) = trail(&board, 0, 5, &[]);
    lay(game.state_mut(), 3, &roads);
    assert!(seats_cut_at(game.board(), game.state(), 1, nv[2]).is_empty());
    assert!(update(&mut game, &[0, 1]).is_empty());
    let json = serde_json::to_string(game.state()).expect("writes");
    assert!(!json.contains("contender_road_lengths"));
}

#[test]
fn the_lock_check_reads_a_contender_holder() {
    let mut game = empty(&[ModuleId::NeutralRoads]);
    let board = game.board().clone();
    let (neutral, _) = trail(&board, 0, 5, &[]);
    lay(game.state_mut(), NEUTRAL, &neutral);
    update(&mut game, &[NEUTRAL]);
    assert_eq!(game.state().longest_road, Some(NEUTRAL));
    // Asking whether VP can still change must not index a seat that does not exist.
    let _ = crate::rules::lock::vp_can_still_change(game.board(), game.state());
    // A view names no seat as the holder.
    let view = game.view(Some(0));
    assert!(view.players.iter().all(|p| !p.longest_road));
}
