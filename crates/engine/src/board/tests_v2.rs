//! Tests of the second board version: several numbers, annotations, plazas, tile changes, the
//! Land Ho! map.

use super::annotations::{CastleColour, Direction};
use super::bits::{IdSet, MAX_IDS};
use super::layout::beginner_layout;
use super::maps::{LAND_HO_FACE_DOWN, land_ho_layout};
use super::*;

fn with_tile(mut layout: Layout, tile: Tile) -> Layout {
    for t in layout.tiles.iter_mut() {
        if t.hex == tile.hex {
            *t = tile;
        }
    }
    layout
}

fn lake() -> Tile {
    Tile {
        numbers: Numbers::new(&[2, 3, 11, 12]).unwrap(),
        ..Tile::new(Hex::new(0, 0), Terrain::Lake, None)
    }
}

#[test]
fn land_ho_map_fits_the_ids_and_its_adjacency_is_sound() {
    let b = Board::new(land_ho_layout()).expect("the Land Ho! map builds");
    assert_eq!(b.hex_count(), 51);
    // Euler on a simply connected patch: E = (6H + boundary) / 2 = (306 + 50) / 2 = 178, and
    // V = E − H + 1 = 128 (the issue's figures).
    assert_eq!(b.vertex_count(), 128);
    assert_eq!(b.edge_count(), 178);
    assert!(b.vertex_count() <= MAX_IDS && b.edge_count() <= MAX_IDS);
    let mut vs = IdSet::new();
    let mut es = IdSet::new();
    for v in 0..b.vertex_count() as VertexId {
        assert!(vs.insert(v), "intersection {v} fits the set");
    }
    for e in 0..b.edge_count() as EdgeId {
        assert!(es.insert(e), "path {e} fits the set");
    }
    assert_eq!(vs.iter().count(), 128);
    assert_eq!(es.iter().count(), 178);
    let mut degrees = 0;
    for v in 0..b.vertex_count() as VertexId {
        let links: Vec<_> = b.vertex_links(v).collect();
        assert!((2..=3).contains(&links.len()), "{}", b.vertex(v));
        degrees += links.len();
        for (e, w) in links {
            let ends = b.edge_vertices(e);
            assert!(ends.contains(&v) && ends.contains(&w) && v != w);
            assert!(b.vertex_neighbors(w).any(|x| x == v), "symmetric");
        }
    }
    assert_eq!(degrees, 2 * 178);
    for e in 0..b.edge_count() as EdgeId {
        let [a, c] = b.edge_vertices(e);
        assert!(b.vertex_edges(a).any(|x| x == e) && b.vertex_edges(c).any(|x| x == e));
    }
    // Buildable corners are exactly those touching the starting island.
    let island: Vec<HexId> = (0..b.hex_count() as HexId)
        .filter(|&h| b.tile(h).terrain.buildable())
        .collect();
    assert_eq!(island.len(), 15);
    for v in 0..b.vertex_count() as VertexId {
        let touches = b.vertex_hexes(v).any(|h| island.contains(&h));
        assert_eq!(b.vertex_on_land(v), touches, "{}", b.vertex(v));
    }
    let unknown = (0..b.hex_count() as HexId)
        .filter(|&h| b.tile(h).terrain == Terrain::Unknown)
        .count();
    assert_eq!(unknown, LAND_HO_FACE_DOWN.len());
    assert_eq!(b.robber_start(), None);
}

#[test]
fn a_tile_carries_several_numbers() {
    let base = Board::new(beginner_layout()).unwrap();
    let b = Board::new(with_tile(beginner_layout(), lake())).unwrap();
    let lake_id = b.hex_id(Hex::new(0, 0)).unwrap();
    for n in [2, 3, 11, 12] {
        assert!(b.hexes_with_number(n).contains(&lake_id), "{n}");
        assert_eq!(
            b.hexes_with_number(n).len(),
            base.hexes_with_number(n).len() + 1,
            "the lake and the base tokens {n}"
        );
    }
    assert!(!b.hexes_with_number(6).contains(&lake_id));
    assert!(b.tile(lake_id).carries(11) && !b.tile(lake_id).carries(4));
    assert_eq!(
        serde_json::to_string(b.tile(lake_id)).unwrap(),
        r#"{"hex":"0,0","terrain":"lake","numbers":[2,3,11,12]}"#
    );
    // Base tiles keep their JSON.
    let forest = b.tile(b.hex_id(Hex::new(2, -2)).unwrap());
    assert_eq!(
        serde_json::to_string(forest).unwrap(),
        r#"{"hex":"2,-2","terrain":"forest","number":9}"#
    );
    // The lake's corners stay buildable (it is inland), the robber may not stand on it.
    assert!(b.hex_vertices(lake_id).iter().all(|&v| b.vertex_on_land(v)));
    assert!(!b.tile(lake_id).face().robber_may_stand());

    let both = Tile {
        number: Some(5),
        ..lake()
    };
    assert_eq!(
        Board::new(with_tile(beginner_layout(), both)).unwrap_err(),
        LayoutError::NumbersTwice(Hex::new(0, 0))
    );
    let seven = Tile {
        numbers: Numbers::new(&[2, 7]).unwrap(),
        ..lake()
    };
    assert_eq!(
        Board::new(with_tile(beginner_layout(), seven)).unwrap_err(),
        LayoutError::BadNumber(Hex::new(0, 0), 7)
    );
    let five = r#"{"hex":"0,0","terrain":"lake","numbers":[2,3,4,5,6]}"#;
    assert!(
        serde_json::from_str::<Tile>(five).is_err(),
        "at most 4 numbers"
    );
}

#[test]
fn a_fishing_ground_on_the_frame_serves_only_the_coast() {
    let mut layout = beginner_layout();
    layout
        .tiles
        .push(Tile::new(Hex::new(3, -1), Terrain::FishingGround, Some(5)));
    let b = Board::new(layout).unwrap();
    let ground = b.hex_id(Hex::new(3, -1)).unwrap();
    assert!(b.hexes_with_number(5).contains(&ground));
    let coast = b
        .hex_vertices(ground)
        .iter()
        .filter(|&&v| b.vertex_on_land(v))
        .count();
    assert_eq!(coast, 3, "the corners it shares with the island");
    assert_eq!(b.vertex_count(), 54 + 3, "its outer corners join the board");
}

#[test]
fn annotations_are_data_with_serde_names_and_checked() {
    let mut layout = beginner_layout();
    layout.annotations = vec![
        Annotation::RiverCrossing {
            edge: "0,-1,NE".parse().unwrap(),
        },
        Annotation::OasisArrow {
            edge: "0,0,W".parse().unwrap(),
        },
        Annotation::CastleDirection {
            hex: Hex::new(-2, 2),
            direction: Direction::Ne,
            colour: CastleColour::Purple,
        },
        Annotation::StartPath {
            edge: "1,1,NW".parse().unwrap(),
        },
    ];
    let b = Board::new(layout.clone()).unwrap();
    let json = serde_json::to_string(&b).unwrap();
    assert!(
        json.contains(r#"{"kind":"river_crossing","edge":"0,-1,NE"}"#),
        "{json}"
    );
    assert!(json.contains(
        r#"{"kind":"castle_direction","hex":"-2,2","direction":"ne","colour":"purple"}"#
    ));
    assert!(json.contains(r#"{"kind":"oasis_arrow","edge":"0,0,W"}"#));
    assert!(json.contains(r#"{"kind":"start_path","edge":"1,1,NW"}"#));
    let back: Board = serde_json::from_str(&json).unwrap();
    assert_eq!(back.layout(), &layout);
    let crossing = b.edge_id("0,-1,NE".parse().unwrap()).unwrap();
    assert!(b.is_river_crossing(crossing));
    assert!(!b.is_river_crossing(crossing + 1));
    // A base board writes no annotations key.
    let base = serde_json::to_string(&Board::new(beginner_layout()).unwrap()).unwrap();
    assert!(!base.contains("annotations"));

    let mut off = beginner_layout();
    off.annotations = vec![Annotation::StartPath {
        edge: "9,9,NE".parse().unwrap(),
    }];
    assert!(matches!(
        Board::new(off),
        Err(LayoutError::AnnotationOffBoard(_))
    ));
}

#[test]
fn a_trade_hex_has_a_plaza_outside_the_three_slot_tables() {
    let quarry = Tile::new(Hex::new(2, -2), Terrain::Quarry, None);
    let b = Board::new(with_tile(beginner_layout(), quarry)).unwrap();
    let h = b.hex_id(Hex::new(2, -2)).unwrap();
    assert_eq!(b.plazas().len(), 1);
    assert_eq!(b.plaza_at(h), Some(0));
    let plaza = &b.plazas()[0];
    assert_eq!(plaza.hex, h);
    assert_eq!(
        plaza.corners.len(),
        4,
        "four inner paths on a corner trade hex"
    );
    assert_eq!(b.inner_paths().count(), 4);
    for &v in &plaza.corners {
        assert!(b.hex_vertices(h).contains(&v));
        assert_eq!(b.vertex_plazas(v).collect::<Vec<_>>(), vec![0]);
        // The dense tables are unchanged: at most three paths.
        assert!(b.vertex_links(v).count() <= 3);
    }
    // No settlement on any of its corners; no road on its three sea-side paths.
    assert!(b.hex_vertices(h).iter().all(|&v| !b.vertex_on_land(v)));
    let sea_side = Hex::new(2, -2)
        .sides()
        .iter()
        .filter(|&&e| !b.edge_on_land(b.edge_id(e).unwrap()))
        .count();
    assert_eq!(sea_side, 3);
    // Same counts as the base board: the plaza adds no dense ids.
    assert_eq!((b.vertex_count(), b.edge_count()), (54, 72));
    assert!(Board::new(beginner_layout()).unwrap().plazas().is_empty());
}

#[test]
fn changed_tiles_are_laid_over_the_board() {
    let hidden = Tile::new(Hex::new(2, -2), Terrain::Unknown, None);
    let b = Board::new(with_tile(beginner_layout(), hidden)).unwrap();
    let h = b.hex_id(Hex::new(2, -2)).unwrap();
    // The corner only the unknown tile touches (its top) is not buildable yet.
    let top = b
        .vertex_id(Vertex::new(Hex::new(2, -2), Corner::N))
        .unwrap();
    assert!(!b.vertex_on_land(top));
    let none = b.with_changes(&[]);
    assert!(none.unchanged() && !none.vertex_buildable(top));
    assert!(!b.hexes_with_number(9).contains(&h));

    let found = [Tile::new(Hex::new(2, -2), Terrain::Hills, Some(9))];
    let tiles = b.with_changes(&found);
    assert_eq!(tiles.face(h), Terrain::Hills);
    assert!(tiles.vertex_buildable(top));
    assert!(tiles.hexes_with_number(9).any(|x| x == h));
    assert_eq!(tiles.iter().count(), 19);
    // A face-down tile dealt with its face hides it from the rules.
    let dealt = Tile {
        face_down: true,
        ..Tile::new(Hex::new(2, -2), Terrain::Forest, Some(9))
    };
    let b = Board::new(with_tile(beginner_layout(), dealt)).unwrap();
    assert_eq!(b.tile(h).face(), Terrain::Unknown);
    assert!(!b.hexes_with_number(9).contains(&h));
    assert!(!b.vertex_on_land(top));
    let r = b.tile(h).redacted();
    assert_eq!(
        serde_json::to_string(&r).unwrap(),
        r#"{"hex":"2,-2","terrain":"unknown","face_down":true}"#
    );
}
