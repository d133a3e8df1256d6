//! Tests of revealing and changing tiles, and of the face-down redaction in every view.

use super::Ctx;
use super::tiles::{TileError, change_tile, reveal_tile};
use crate::board::layout::{LayoutChoice, beginner_layout};
use crate::board::{Hex, HexId, Layout, Terrain, Tile, TileFace};
use crate::event::Event;
use crate::state::GameState;
use crate::{Game, GameConfig};

/// The beginner board with an undecided tile at (2,-2) and a tile dealt face down at (0,2).
fn layout(dealt: TileFace) -> Layout {
    let mut layout = beginner_layout();
    for t in layout.tiles.iter_mut() {
        if t.hex == Hex::new(2, -2) {
            *t = Tile::new(t.hex, Terrain::Unknown, None);
        }
        if t.hex == Hex::new(0, 2) {
            *t = Tile {
                face_down: true,
                ..Tile::new(t.hex, Terrain::Pasture, None).with_face(dealt)
            };
        }
    }
    layout
}

fn game(dealt: TileFace, script: &str) -> Game {
    let mut config = GameConfig::base(3);
    config.layout = LayoutChoice::Fixed {
        layout: layout(dealt),
    };
    if !script.is_empty() {
        config.script = serde_json::from_str(script).expect("script");
    }
    Game::new(config, 11).expect("game")
}

fn pasture_11() -> TileFace {
    TileFace::new(Terrain::Pasture, Some(11))
}

/// Runs `f` on a copy of the game's state and returns the game with that state, and the events.
fn with_ctx<R>(game: &Game, f: impl FnOnce(&mut Ctx) -> R) -> (Game, Vec<Event>, R) {
    let board = game.board().clone();
    let mut st: GameState = game.state().clone();
    let mut events = Vec::new();
    let r = {
        let mut ctx = Ctx {
            board: &board,
            st: &mut st,
            events: &mut events,
        };
        f(&mut ctx)
    };
    // The snapshot with the changed state (the state is its last field; the RNG's 128-bit
    // state does not fit a `serde_json::Value`, so this splices the text).
    let json = serde_json::to_string(game).unwrap();
    let at = json.rfind(r#","state":"#).expect("state field");
    let spliced = format!(
        r#"{},"state":{}}}"#,
        &json[..at],
        serde_json::to_string(&st).unwrap()
    );
    let back: Game = serde_json::from_str(&spliced).expect("the snapshot reads back");
    assert_eq!(back.state(), &st);
    (back, events, r)
}

fn hex_id(game: &Game, q: i8, r: i8) -> HexId {
    game.board().hex_id(Hex::new(q, r)).unwrap()
}

#[test]
fn an_undecided_tile_is_drawn_from_the_reveal_stream_and_recorded() {
    let hills = TileFace::new(Terrain::Hills, Some(9));
    let forest = TileFace::new(Terrain::Forest, Some(5));
    let g = game(
        pasture_11(),
        r#"{"streams": {"reveal": [{"terrain": "hills", "number": 9}]}}"#,
    );
    let h = hex_id(&g, 2, -2);
    let (after, events, face) = with_ctx(&g, |ctx| reveal_tile(ctx, h, &[forest, hills]));
    assert_eq!(face, Ok(hills));
    assert_eq!(
        events,
        vec![Event::TileRevealed {
            hex: Hex::new(2, -2),
            tile: hills
        }]
    );
    let json = serde_json::to_string(&events[0]).unwrap();
    assert_eq!(
        json,
        r#"{"event":"tile_revealed","hex":"2,-2","tile":{"terrain":"hills","number":9}}"#
    );
    let tiles = after.state().tiles_on(after.board());
    assert_eq!(tiles.face(h), Terrain::Hills);
    assert!(tiles.hexes_with_number(9).any(|x| x == h));
    let top = after.board().vertex_id("2,-2,N".parse().unwrap()).unwrap();
    assert!(tiles.vertex_buildable(top) && !after.board().vertex_on_land(top));
    assert!(
        after.state().chance.reveals.is_empty(),
        "the script is used up"
    );
    // Revealed once: a second reveal is refused and changes nothing.
    let (again, events, r) = with_ctx(&after, |ctx| reveal_tile(ctx, h, &[forest]));
    assert_eq!(r, Err(TileError::NotFaceDown));
    assert!(events.is_empty());
    assert_eq!(again.state(), after.state());
}

#[test]
fn without_a_script_the_rng_draws_among_the_candidates() {
    let faces = [
        TileFace::new(Terrain::Mountains, Some(4)),
        TileFace::new(Terrain::Sea, None),
    ];
    let g = game(pasture_11(), "");
    let h = hex_id(&g, 2, -2);
    let (a, _, fa) = with_ctx(&g, |ctx| reveal_tile(ctx, h, &faces));
    let (b, _, fb) = with_ctx(&g, |ctx| reveal_tile(ctx, h, &faces));
    assert_eq!(fa, fb, "same seed, same draw");
    assert!(faces.contains(&fa.unwrap()));
    assert_eq!(a.state(), b.state());
    // A scripted face that is not among the candidates is not used.
    let g = game(
        pasture_11(),
        r#"{"streams": {"reveal": [{"terrain": "gold_field", "number": 6}]}}"#,
    );
    let (_, _, f) = with_ctx(&g, |ctx| reveal_tile(ctx, h, &faces));
    assert!(faces.contains(&f.unwrap()));
    // Nothing to draw from, or a face no tile can show: refused.
    let (same, events, r) = with_ctx(&g, |ctx| reveal_tile(ctx, h, &[]));
    assert_eq!(r, Err(TileError::NoCandidates));
    assert!(events.is_empty() && same.state() == g.state());
    let bad = [TileFace::new(Terrain::Forest, Some(7))];
    assert_eq!(
        with_ctx(&g, |ctx| reveal_tile(ctx, h, &bad)).2,
        Err(TileError::BadFace)
    );
}

#[test]
fn a_tile_dealt_face_down_shows_its_face() {
    let g = game(pasture_11(), "");
    let h = hex_id(&g, 0, 2);
    assert_eq!(g.state().tiles_on(g.board()).face(h), Terrain::Unknown);
    let (after, events, face) = with_ctx(&g, |ctx| reveal_tile(ctx, h, &[]));
    assert_eq!(face, Ok(pasture_11()));
    assert_eq!(events.len(), 1);
    assert_eq!(
        after.state().tiles_on(after.board()).face(h),
        Terrain::Pasture
    );
    let view = after.view(None);
    let shown = view.tiles.iter().find(|t| t.hex == Hex::new(0, 2)).unwrap();
    assert_eq!(
        *shown,
        Tile::new(Hex::new(0, 2), Terrain::Pasture, Some(11))
    );
}

#[test]
fn a_rule_may_change_a_tile() {
    let g = game(pasture_11(), "");
    let h = hex_id(&g, 0, 0);
    let gold = TileFace::new(Terrain::GoldField, Some(8));
    let (after, events, r) = with_ctx(&g, |ctx| change_tile(ctx, h, gold));
    assert_eq!(r, Ok(()));
    assert_eq!(
        events,
        vec![Event::TileChanged {
            hex: Hex::new(0, 0),
            tile: gold
        }]
    );
    let tiles = after.state().tiles_on(after.board());
    assert_eq!(tiles.face(h), Terrain::GoldField);
    assert!(tiles.hexes_with_number(8).any(|x| x == h));
    let unknown = TileFace::new(Terrain::Unknown, None);
    assert_eq!(
        with_ctx(&g, |ctx| change_tile(ctx, h, unknown)).2,
        Err(TileError::BadFace)
    );
    assert_eq!(
        with_ctx(&g, |ctx| change_tile(ctx, 200, gold)).2,
        Err(TileError::NotOnBoard)
    );
}

#[test]
fn no_view_holds_anything_of_a_face_down_tile() {
    // Two games that differ only in what lies face down at (0,2): every view, public and each
    // seat's, must be the same text, and say `unknown` with no number there.
    let a = game(pasture_11(), "");
    let b = game(TileFace::new(Terrain::GoldField, Some(6)), "");
    assert_ne!(
        serde_json::to_string(&a).unwrap(),
        serde_json::to_string(&b).unwrap(),
        "the snapshots differ"
    );
    for viewer in [None, Some(0), Some(1), Some(2)] {
        let va = serde_json::to_string(&a.view(viewer)).unwrap();
        let vb = serde_json::to_string(&b.view(viewer)).unwrap();
        assert_eq!(va, vb, "{viewer:?}");
        assert!(va.contains(r#"{"hex":"0,2","terrain":"unknown","face_down":true}"#));
        assert!(!va.contains("gold_field"));
        let undecided = r#"{"hex":"2,-2","terrain":"unknown"}"#;
        assert!(va.contains(undecided), "{va}");
    }
    // A base game's view is unchanged: no face-down key, no annotations key.
    let base = Game::new(GameConfig::base(3), 11).unwrap();
    let json = serde_json::to_string(&base.view(None)).unwrap();
    assert!(!json.contains("face_down") && !json.contains("annotations"));
    assert!(!serde_json::to_string(&base).unwrap().contains("reveals"));
}

#[test]
fn building_and_road_kinds_reach_vp_production_and_the_view() {
    use crate::pieces::RoadKind;
    use crate::resources::Resource;
    use crate::state::{Building, BuildingKind};
    let g = Game::new(GameConfig::base(3), 11).unwrap();
    let mountains = hex_id(&g, 0, -2);
    let [n, _, _, s, _, _] = *g.board().hex_vertices(mountains);
    let (after, events, (bridge, road)) = with_ctx(&g, |ctx| {
        ctx.st.buildings[n as usize] = Some(Building::new(0, BuildingKind::HarborSettlement));
        ctx.st.players[0].harbor_settlements += 1;
        let mut city = Building::new(1, BuildingKind::City);
        city.overlays.metropolis = true;
        ctx.st.buildings[s as usize] = Some(city);
        ctx.st.players[1].cities_left -= 1;
        ctx.st.players[1].metropolises += 1;
        let [bridge, road] = [0, 1].map(|i| ctx.board.vertex_edges(n).nth(i).unwrap());
        ctx.st.roads[bridge as usize] = Some(0);
        ctx.st.roads[road as usize] = Some(0);
        ctx.st.set_road_kind(bridge, RoadKind::Bridge);
        super::turn::produce(ctx, 10);
        (bridge, road)
    });
    // VP: a harbour settlement 2; a city 2 and its metropolis 2.
    assert_eq!(after.public_vp(0), 2);
    assert_eq!(after.public_vp(1), 4);
    // Production: the harbour settlement yields 1, the city 2 (the mountains carry 10).
    let ore = |seat| {
        events.iter().find_map(|e| match e {
            Event::Produced { seat: s, resources } if *s == seat => Some(resources[Resource::Ore]),
            _ => None,
        })
    };
    assert_eq!((ore(0), ore(1)), (Some(1), Some(2)));
    // Road kinds: the bridge is named, the road is not.
    let st = after.state();
    assert_eq!(st.road_kind(bridge), Some(RoadKind::Bridge));
    assert_eq!(st.road_kind(road), Some(RoadKind::Road));
    assert_eq!(st.road_kind(road + 40), None);
    let view = serde_json::to_string(&after.view(None)).unwrap();
    let b = after.board().edge(bridge);
    let r = after.board().edge(road);
    assert!(
        view.contains(&format!(r#"{{"edge":"{b}","owner":0,"kind":"bridge"}}"#)),
        "{view}"
    );
    assert!(view.contains(&format!(r#"{{"edge":"{r}","owner":0}}"#)));
    assert!(view.contains(r#""kind":"city","overlays":{"metropolis":true}}"#));
    assert!(view.contains(r#""kind":"harbor_settlement"}"#));
}
