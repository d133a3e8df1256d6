//! The Rivers of Catan's own rules, worked by hand on the example board.

use super::*;
use crate::board::layout::{LayoutChoice, NumberPlacement};
use crate::board::{Corner, Edge, Hex, Side, Terrain, Vertex};
use crate::goods::Good;
use crate::state::Building;
use crate::{Game, GameConfig};

fn config(layout: LayoutChoice) -> GameConfig {
    let mut config = GameConfig::base(3);
    config.modules = vec![ModuleId::Rivers];
    config.layout = layout;
    config
}

fn rivers(game: &Game) -> &Rivers {
    game.state()
        .modules
        .iter()
        .find_map(|m| match m {
            crate::modules::ModuleState::Rivers(r) => Some(r.as_ref()),
            _ => None,
        })
        .expect("rivers in play")
}

fn edge(game: &Game, q: i8, r: i8, side: Side) -> EdgeId {
    game.board()
        .edge_id(Edge::new(Hex::new(q, r), side))
        .expect("path on the board")
}

fn vertex(game: &Game, q: i8, r: i8, corner: Corner) -> VertexId {
    game.board()
        .vertex_id(Vertex::new(Hex::new(q, r), corner))
        .expect("intersection on the board")
}

#[test]
fn the_beginner_choice_is_the_example_board() {
    let game = Game::new(config(LayoutChoice::Beginner), 1).expect("valid");
    let layout = game.board().layout();
    assert_eq!(layout.tiles, map::example_tiles());
    assert_eq!(layout.robber, Some(Hex::new(-1, -1)));
    // 3 crossings on the long river, 2 on the short one.
    assert_eq!(crossings(game.board()).count(), 5);
    // (-1,-1)|(0,-1) is the W side of (0,-1).
    assert!(game.board().is_river_crossing(edge(&game, 0, -1, Side::W)));
    assert!(game.board().is_river_crossing(edge(&game, 0, 1, Side::W)));
    assert!(!game.board().is_river_crossing(edge(&game, -1, -1, Side::W)));
    let river: Vec<HexId> = (0..game.board().hex_count() as HexId)
        .filter(|&h| is_river_hex(game.board(), h))
        .collect();
    assert_eq!(river.len(), 7);
}

#[test]
fn a_dealt_board_keeps_the_rivers_and_lays_numbers_as_the_seed_says() {
    for seed in 0..40 {
        let layout = LayoutChoice::Variable {
            numbers: NumberPlacement::Spiral,
        };
        let game = Game::new(config(layout), seed).expect("valid");
        let tiles = &game.board().layout().tiles;
        let count = |t: Terrain| tiles.iter().filter(|x| x.terrain == t).count();
        assert_eq!(count(Terrain::Swamp), 2);
        assert_eq!(count(Terrain::Desert), 0);
        assert_eq!(count(Terrain::Forest), 4);
        assert_eq!(count(Terrain::Fields), 4);
        assert_eq!(count(Terrain::Pasture), 3);
        assert_eq!(count(Terrain::Hills), 3);
        assert_eq!(count(Terrain::Mountains), 3);
        for &(q, r, t) in map::LONG_RIVER.iter().chain(map::SHORT_RIVER.iter()) {
            let tile = tiles.iter().find(|x| x.hex == Hex::new(q, r)).expect("hex");
            assert_eq!(tile.terrain, t);
        }
        for t in tiles {
            let tokens: Vec<u8> = t.tokens().collect();
            match t.terrain {
                Terrain::Swamp => assert!(tokens.is_empty()),
                _ if tokens.contains(&12) => assert_eq!(tokens, vec![12, 2]),
                _ => assert_eq!(tokens.len(), 1),
            }
        }
        // The two swamps carry no number; the 2 lies only with the 12.
        assert_eq!(game.board().hexes_with_number(2), game.board().hexes_with_number(12));
        assert_eq!(game.board().layout().robber, Some(map::ROBBER_START));
    }
}

#[test]
fn titles_follow_the_seed() {
    let game = Game::new(config(LayoutChoice::Beginner), 1).expect("valid");
    let mut st = game.state().clone();
    let set = |st: &mut GameState, golds: [u8; 3]| {
        for (p, g) in st.players.iter_mut().zip(golds) {
            p.hand[Good::Gold] = g;
        }
    };
    // Everyone equal (no gold): nobody is wealthiest, everyone is poor.
    set(&mut st, [0, 0, 0]);
    assert_eq!(titles(&st), (None, vec![0, 1, 2]));
    // Sole most gold; two tied for least.
    set(&mut st, [3, 1, 1]);
    assert_eq!(titles(&st), (Some(0), vec![1, 2]));
    // Two tied for most: nobody is wealthiest; the least is poor alone.
    set(&mut st, [3, 3, 1]);
    assert_eq!(titles(&st), (None, vec![2]));
    set(&mut st, [2, 2, 2]);
    assert_eq!(titles(&st), (None, vec![0, 1, 2]));
}

/// A game on the example board in the main phase of seat 0's turn, after set-up.
fn main_game() -> Game {
    let mut config = config(LayoutChoice::Beginner);
    config.script.dice = vec![[3, 5]; 8];
    let mut game = Game::new(config, 3).expect("valid");
    while !matches!(game.phase(), Phase::Main) {
        let seat = game.pending()[0].seat;
        let action = crate::autoplay::minimal_action(&game, seat).expect("a move");
        game.apply(seat, &action).expect("legal");
    }
    game
}

#[test]
fn a_road_may_not_cross_a_river_but_a_bridge_may_and_pays_three_gold() {
    let mut game = main_game();
    let seat = game.state().current;
    let crossing = edge(&game, 0, -1, Side::W);
    // Clear the area and give the seat a settlement at the crossing's north end.
    {
        let st = game.state_mut();
        st.buildings.iter_mut().for_each(|b| *b = None);
        st.roads.iter_mut().for_each(|r| *r = None);
        let hand = st.players[seat as usize].hand;
        st.bank.add(&hand);
        st.players[seat as usize].hand = ResourceSet::EMPTY;
    }
    let north = vertex(&game, 0, -1, Corner::N);
    let (a, b) = {
        let [a, b] = game.board().edge_vertices(crossing);
        (a, b)
    };
    let end = if game.board().vertex_neighbors(north).any(|n| n == a) { a } else { b };
    {
        let st = game.state_mut();
        st.buildings[end as usize] = Some(Building::new(seat, BuildingKind::Settlement));
        let hand = &mut st.players[seat as usize].hand;
        hand.add(&bridge_cost());
        hand.add(&crate::resources::ROAD_COST);
        st.bank.try_sub(&bridge_cost());
        st.bank.try_sub(&crate::resources::ROAD_COST);
    }
    let road = Action::BuildRoad {
        edge: game.board().edge(crossing),
    };
    assert_eq!(
        game.apply(seat, &road).map(|_| ()),
        Err(RiversError::RiverCrossing.into())
    );
    let bridge: Action = RiversAction::BuildBridge {
        edge: game.board().edge(crossing),
    }
    .into();
    assert!(game.legal_actions(seat).contains(&bridge));
    let gold_before = game.state().players[seat as usize].hand.gold();
    let roads_before = game.state().players[seat as usize].roads_left;
    let events = game.apply(seat, &bridge).expect("a bridge");
    assert!(events.contains(
        &RiversEvent::GoldReceived {
            seat,
            gold: BRIDGE_GOLD,
            reason: GoldReason::Bridge
        }
        .into()
    ));
    let st = game.state();
    assert_eq!(st.players[seat as usize].hand.gold(), gold_before + BRIDGE_GOLD);
    assert_eq!(st.road_kind(crossing), Some(RoadKind::Bridge));
    assert_eq!(rivers(&game).bridges_left[seat as usize], BRIDGES - 1);
    // A bridge is not taken from the roads.
    assert_eq!(st.players[seat as usize].roads_left, roads_before);
    assert_eq!(st.players[seat as usize].hand.cards(), crate::resources::ROAD_COST);
    // Not on a path that is no crossing.
    let plain: Action = RiversAction::BuildBridge {
        edge: Edge::new(Hex::new(0, 0), Side::NW),
    }
    .into();
    assert!(game.apply(seat, &plain).is_err());
}

/// Plain roads and bridges of a seat.
fn count_roads(st: &GameState, seat: Seat) -> u8 {
    st.roads.iter().filter(|r| **r == Some(seat)).count() as u8
}

#[test]
fn gold_for_river_roads_and_settlements_and_the_cards_after_setup() {
    let mut config = config(LayoutChoice::Beginner);
    config.script.dice = vec![[3, 5]; 8];
    let mut game = Game::new(config, 3).expect("valid");
    let mut earned = [0u8; 3];
    while !matches!(game.phase(), Phase::Main) {
        let seat = game.pending()[0].seat;
        let action = crate::autoplay::minimal_action(&game, seat).expect("a move");
        let in_setup = matches!(game.phase(), Phase::Setup { .. });
        match &action {
            Action::BuildRoad { edge } if in_setup => {
                let e = game.board().edge_id(*edge).expect("path");
                assert!(!game.board().is_river_crossing(e), "no set-up road on a crossing");
                if path_along_river(game.board(), e) {
                    earned[seat as usize] += 1;
                }
            }
            Action::BuildSettlement { vertex } if in_setup => {
                let v = game.board().vertex_id(*vertex).expect("intersection");
                if vertex_at_river(game.board(), v) {
                    earned[seat as usize] += 1;
                }
            }
            _ => {}
        }
        let events = game.apply(seat, &action).expect("legal");
        if in_setup {
            // The cards wait for the end of set-up.
            let ended = !matches!(game.phase(), Phase::Setup { .. });
            let moved = events.iter().any(|e| {
                matches!(
                    e,
                    Event::Module(crate::modules::ModuleEvent::Rivers(
                        RiversEvent::PoorSettlers { .. }
                    ))
                )
            });
            assert_eq!(moved, ended);
        }
    }
    let st = game.state();
    for seat in 0..3u8 {
        assert_eq!(st.players[seat as usize].hand.gold(), earned[seat as usize]);
    }
    let (w, p) = titles(st);
    assert_eq!(rivers(&game).wealthiest, w);
    assert_eq!(rivers(&game).poor, p);
}

#[test]
fn random_games_keep_gold_bridges_and_titles_right() {
    use rand::SeedableRng;
    let mut bridges_seen = 0;
    for seed in 0..30u64 {
        let layout = match seed % 2 {
            0 => LayoutChoice::Beginner,
            _ => LayoutChoice::Variable {
                numbers: NumberPlacement::Spiral,
            },
        };
        let mut game = Game::new(config(layout), seed).expect("valid");
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
        let mut scratch = Vec::new();
        for _ in 0..3000 {
            if matches!(game.phase(), Phase::GameOver { .. }) {
                break;
            }
            let opts = crate::random_play::RandomPlayOptions::default();
            let Some((seat, action)) =
                crate::random_play::random_step(&game, &mut rng, opts, &mut scratch)
            else {
                break;
            };
            if matches!(action, Action::Module(crate::modules::ModuleAction::Rivers(_))) {
                bridges_seen += 1;
            }
            game.apply(seat, &action).expect("a listed action applies");
            let st = game.state();
            let r = rivers(&game);
            for seat in 0..3u8 {
                let bridges = st
                    .roads
                    .iter()
                    .enumerate()
                    .filter(|(e, o)| **o == Some(seat) && st.road_kind(*e as EdgeId) == Some(RoadKind::Bridge))
                    .count() as u8;
                assert_eq!(bridges + r.bridges_left[seat as usize], BRIDGES);
                assert_eq!(
                    count_roads(st, seat) - bridges + st.players[seat as usize].roads_left,
                    15
                );
            }
            for (e, o) in st.roads.iter().enumerate() {
                if o.is_some() && game.board().is_river_crossing(e as EdgeId) {
                    assert_eq!(st.road_kind(e as EdgeId), Some(RoadKind::Bridge));
                }
            }
            if !matches!(st.phase, Phase::Setup { .. }) {
                let (w, p) = titles(st);
                assert_eq!((r.wealthiest, r.poor.clone()), (w, p));
            }
        }
    }
    assert!(bridges_seen > 10, "random games build bridges ({bridges_seen})");
}
