//! Board image tests: golden images (compared with a tolerance) and the text a board must show.
//!
//! Regenerate the golden images after an intended change with
//! `KAITAKU_UPDATE_GOLDEN=1 cargo test --test render`, then look at them in tests/golden/.
//! Goldens are stored at half size (box-filtered) to keep the repository small.

use std::path::PathBuf;

use kaitaku_engine::board::annotations::{CastleColour, Direction};
use kaitaku_engine::board::layout::{LayoutChoice, NumberPlacement, beginner_layout};
use kaitaku_engine::board::{Annotation, Hex, Layout, Numbers, Terrain, Tile};
use kaitaku_engine::modules::ModuleId;
use kaitaku_engine::modules::event_cards::{EventCard, EventKind};
use kaitaku_engine::random_play::{RandomPlayOptions, random_step};
use kaitaku_engine::state::Phase;
use kaitaku_engine::{Game, GameConfig};
use kaitaku_render::{
    HighlightKind, RenderRequest, Spot, bench, highlight_for, raster, render_png, render_svg,
};
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use resvg::usvg;

const NAMES: [&str; 4] = ["Alice", "ボブ", "Chloé 🦊", "Dmitri"];

fn names() -> Vec<String> {
    NAMES.map(String::from).to_vec()
}

/// Plays the random player until `stop` holds (or `max` actions).
fn play_until(game: &mut Game, seed: u64, max: usize, stop: impl Fn(&Game) -> bool) {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut scratch = Vec::new();
    for _ in 0..max {
        if stop(game) {
            return;
        }
        let Some((seat, action)) =
            random_step(game, &mut rng, RandomPlayOptions::default(), &mut scratch)
        else {
            return;
        };
        let _ = game.apply(seat, &action);
    }
}

/// A game with these rule modules.
fn module_game(players: u8, modules: &[ModuleId], seed: u64) -> Game {
    let mut config = GameConfig::base(players);
    config.modules = modules.to_vec();
    Game::new(config, seed).expect("config")
}

fn request(game: &Game, names: Vec<String>, kind: Option<HighlightKind>) -> RenderRequest {
    RenderRequest {
        view: game.view(None),
        names,
        highlight: kind.map(|k| highlight_for(game, k)),
    }
}

/// The fixed states with golden images.
fn cases() -> Vec<(&'static str, RenderRequest)> {
    let setup = Game::new(GameConfig::base(4), 3).expect("config");
    let mid = bench::mid_game();
    let mut robber = bench::mid_game();
    play_until(&mut robber, 5, 2000, |g| {
        matches!(g.phase(), Phase::MoveRobber { .. })
    });
    let mut variable = GameConfig::base(3);
    variable.layout = LayoutChoice::Variable {
        numbers: NumberPlacement::Random,
    };
    let mut over = Game::new(variable, 21).expect("config");
    play_until(&mut over, 9, 20_000, |g| g.winner().is_some());
    let mut roads = Game::new(GameConfig::base(4), 3).expect("config");
    play_until(&mut roads, 2, 400, |g| {
        matches!(g.phase(), Phase::Main)
            && g.view(None).turn > 6
            && !highlight_for(g, HighlightKind::Roads).spots.is_empty()
    });
    // Catan for Two: neutral pieces beyond the starting ones, and trade tokens.
    let mut two = module_game(2, &[ModuleId::CatanForTwo], 4);
    play_until(&mut two, 3, 20_000, |g| {
        let v = g.view(None);
        let c2 = kaitaku_render::modules::catan_for_two::public(&v);
        matches!(g.phase(), Phase::Main)
            && v.roads.iter().filter(|r| r.owner >= 2).count() >= 4
            && c2.is_some_and(|c| c.tokens.iter().all(|&t| t > 0))
    });
    let v = two.view(None);
    assert!(
        v.roads.iter().filter(|r| r.owner >= 2).count() >= 4,
        "neutral roads"
    );
    // Event cards and Harbormaster: damaged roads after an Earthquake, the Harbormaster card.
    let mut quake = module_game(4, &[ModuleId::EventCards, ModuleId::Harbormaster], 6);
    play_until(&mut quake, 8, 40_000, |g| {
        let v = g.view(None);
        matches!(g.phase(), Phase::Main)
            && kaitaku_render::modules::harbormaster::public(&v).is_some_and(|h| h.holder.is_some())
            && kaitaku_render::modules::event_cards::public(&v)
                .is_some_and(|e| e.damaged_roads.len() >= 2)
    });
    let v = quake.view(None);
    assert!(
        kaitaku_render::modules::event_cards::public(&v)
            .is_some_and(|e| e.damaged_roads.len() >= 2)
    );
    assert!(kaitaku_render::modules::harbormaster::public(&v).is_some_and(|h| h.holder.is_some()));
    // The status strip with an event card: the scripted first card after setup.
    let mut strip_config = GameConfig::base(3);
    strip_config.modules = vec![ModuleId::EventCards];
    strip_config.script.first_player = Some(0);
    strip_config.script.modules.event_cards = vec![EventCard {
        number: 10,
        event: EventKind::NeighborlyAssistance,
    }];
    let mut strip = Game::new(strip_config, 5).expect("config");
    play_until(&mut strip, 4, 2000, |g| {
        kaitaku_render::modules::event_cards::public(&g.view(None))
            .is_some_and(|e| !e.drawn_this_turn.is_empty())
    });
    // The Fishermen of Catan mid-game: the lake and the fishing grounds, fish token counts on
    // the legend cards, the old boot's pill, the robber on the board.
    let mut fish = module_game(3, &[ModuleId::Fishermen], 7);
    play_until(&mut fish, 11, 40_000, |g| {
        let v = g.view(None);
        let f = v.modules.iter().find_map(|m| match m {
            kaitaku_engine::modules::ModuleView::Fishermen(f) => Some(f),
            _ => None,
        });
        matches!(g.phase(), Phase::Main)
            && v.robber.is_some()
            && f.is_some_and(|f| {
                f.boot.is_some() && f.tokens.iter().filter(|&&t| t > 0).count() >= 2
            })
    });
    // The Rivers of Catan: the river board, bridges, the Wealthiest and Poor Settlers.
    let mut rivers = module_game(3, &[ModuleId::Rivers], 7);
    let bridged = |g: &Game| {
        let v = g.view(None);
        matches!(g.phase(), Phase::Main)
            && v.roads
                .iter()
                .filter(|r| r.kind == kaitaku_engine::pieces::RoadKind::Bridge)
                .count()
                >= 2
            && kaitaku_render::modules::rivers::public(&v).is_some_and(|r| r.wealthiest.is_some())
    };
    play_until(&mut rivers, 11, 40_000, bridged);
    assert!(bridged(&rivers), "two bridges and a Wealthiest Settler");
    // The Caravans: the oasis in the centre with its arrows, camels along the caravans, a seat
    // with points between camels.
    let mut caravans = module_game(4, &[ModuleId::Caravans], 7);
    let camel_board = |g: &Game| {
        let v = g.view(None);
        matches!(g.phase(), Phase::Main)
            && kaitaku_render::modules::caravans::public(&v).is_some_and(|c| {
                c.routes.iter().map(Vec::len).sum::<usize>() >= 6 && c.bonus.iter().any(|&b| b > 0)
            })
    };
    play_until(&mut caravans, 11, 40_000, camel_board);
    assert!(camel_board(&caravans), "camels and a bonus on the board");
    // Barbarian Attack mid-game: knights on paths, barbarians on the coast, a conquered hex
    // (its token turned over), prisoners on the legend cards.
    let mut barbarians = module_game(4, &[ModuleId::BarbarianAttack], 7);
    let attacked = |g: &Game| {
        let v = g.view(None);
        matches!(g.phase(), Phase::Main)
            && kaitaku_render::modules::barbarian_attack::public(&v).is_some_and(|b| {
                !b.conquered.is_empty()
                    && b.knights.len() >= 6
                    && b.prisoners.iter().any(|&p| p > 0)
                    && b.lost_points.iter().any(|&p| p > 0)
            })
    };
    play_until(&mut barbarians, 11, 60_000, attacked);
    assert!(
        attacked(&barbarians),
        "a conquered hex, knights and prisoners"
    );
    // Barbarian Attack with The Rivers of Catan: the paired board (the long river from the
    // castle, the short one up the east coast, the swamps), a bridge, and the "12" hex that
    // carries the "2" conquered (both its tokens turned over).
    let mut ba_rivers = module_game(4, &[ModuleId::Rivers, ModuleId::BarbarianAttack], 1);
    let paired = |g: &Game| {
        let v = g.view(None);
        matches!(g.phase(), Phase::Main)
            && kaitaku_render::modules::rivers::public(&v)
                .is_some_and(|r| r.bridges_left.iter().map(|&b| u32::from(b)).sum::<u32>() < 12)
            && kaitaku_render::modules::barbarian_attack::public(&v)
                .is_some_and(|b| b.conquered.contains(&Hex::new(-2, 0)) && b.knights.len() >= 4)
    };
    play_until(&mut ba_rivers, 0, 60_000, paired);
    assert!(
        paired(&ba_rivers),
        "a bridge, the 12 hex conquered and knights"
    );
    // Cities & Knights mid-game: knights of several levels, active and not, the ship on its
    // way, improvement levels on the legend cards. Random play seldom reaches level 4 before
    // the Defender points end the game, so the view is given a metropolis, a wall and the
    // levels that go with them on two of the cities standing.
    let knighted = |g: &Game| {
        let v = g.view(None);
        matches!(g.phase(), Phase::Main)
            && v.buildings
                .iter()
                .filter(|b| b.kind == kaitaku_engine::state::BuildingKind::City)
                .count()
                >= 2
            && kaitaku_render::modules::cities_and_knights::public(&v).is_some_and(|c| {
                c.ship >= 1
                    && c.knights.len() >= 4
                    && c.knights.iter().any(|k| k.active)
                    && c.knights.iter().any(|k| !k.active)
                    && c.knights.iter().any(|k| k.level >= 2)
            })
    };
    let ck = (1..40)
        .map(|seed| {
            let mut g = module_game(4, &[ModuleId::CitiesAndKnights], seed);
            play_until(&mut g, 11, 60_000, knighted);
            g
        })
        .find(|g| knighted(g))
        .expect("a C&K game with knights active and not");
    assert!(knighted(&ck), "knights active and not, the ship under way");
    let ck_request = ck_mid_game(&ck);
    let terrains = scenario_terrains_game();
    vec![
        ("rivers", request(&rivers, names(), None)),
        ("scenario_terrains", request(&terrains, names(), None)),
        (
            "setup_settlements",
            request(&setup, names(), Some(HighlightKind::Settlements)),
        ),
        ("mid_game", request(&mid, names(), None)),
        (
            "roads",
            request(&roads, names(), Some(HighlightKind::Roads)),
        ),
        (
            "robber",
            request(&robber, names(), Some(HighlightKind::Robber)),
        ),
        (
            "game_over",
            request(
                &over,
                ["開拓者たろう", "Émilie", "🐑🐑 Sheep Lord"]
                    .map(String::from)
                    .to_vec(),
                None,
            ),
        ),
        ("catan_for_two", request(&two, names(), None)),
        ("earthquake_harbormaster", request(&quake, names(), None)),
        ("fishermen", request(&fish, names(), None)),
        ("caravans", request(&caravans, names(), None)),
        ("barbarian_attack", request(&barbarians, names(), None)),
        ("cities_and_knights", ck_request),
        (
            "barbarian_attack_rivers",
            request(&ba_rivers, names(), None),
        ),
        (
            "event_card_strip",
            request(
                &strip,
                ["Bartholomew", "ボブ", "Chloé 🦊"]
                    .map(String::from)
                    .to_vec(),
                None,
            ),
        ),
    ]
}

/// The Cities & Knights golden's request: `game`'s view with a politics metropolis on the
/// first city and a wall on the second city of another seat (levels to match), the merchant
/// beside the metropolis, a pillaged city and a gate on the event die.
fn ck_mid_game(game: &Game) -> RenderRequest {
    use kaitaku_engine::modules::ModuleView;
    use kaitaku_engine::modules::cities_and_knights::Metropolis;
    let mut view = game.view(None);
    let cities: Vec<usize> = view
        .buildings
        .iter()
        .enumerate()
        .filter(|(_, b)| b.kind == kaitaku_engine::state::BuildingKind::City)
        .map(|(i, _)| i)
        .collect();
    let first = cities[0];
    let holder = view.buildings[first].owner;
    let walled = cities
        .iter()
        .copied()
        .find(|&i| view.buildings[i].owner != holder)
        .unwrap_or(cities[1]);
    view.buildings[first].overlays.metropolis = true;
    view.buildings[walled].overlays.wall = true;
    let at = view.buildings[first].vertex;
    for c in view.counters.iter_mut().filter(|c| c.owner == Some(holder)) {
        match c.kind.as_str() {
            "cities_and_knights.trade_level" => c.value = 2,
            "cities_and_knights.politics_level" => c.value = 4,
            "cities_and_knights.science_level" => c.value = 1,
            _ => {}
        }
    }
    // The merchant on a land hex beside the metropolis (its holder's), a pillaged city
    // standing for a settlement (the walled city's owner's other city, or the walled one),
    // and a gate on the event die.
    let land: Vec<kaitaku_engine::board::Hex> = view
        .tiles
        .iter()
        .filter(|t| t.number.is_some() && Some(t.hex) != view.robber)
        .map(|t| t.hex)
        .collect();
    let merchant_hex = at
        .touching_hexes()
        .into_iter()
        .find(|h| land.contains(h))
        .unwrap_or(land[0]);
    let reduced = cities
        .iter()
        .copied()
        .find(|&i| i != first && i != walled)
        .unwrap_or(walled);
    let reduced = (
        view.buildings[reduced].owner,
        view.buildings[reduced].vertex,
    );
    view.buildings
        .iter_mut()
        .filter(|b| b.vertex == reduced.1)
        .for_each(|b| b.overlays.wall = false);
    for m in view.modules.iter_mut() {
        if let ModuleView::CitiesAndKnights(c) = m {
            c.levels[holder as usize] = [2, 4, 1];
            c.metropolises[1] = Some(Metropolis {
                seat: holder,
                vertex: at,
            });
            c.merchant = Some(
                kaitaku_engine::modules::cities_and_knights::play::Merchant {
                    seat: holder,
                    hex: merchant_hex,
                },
            );
            c.reduced = vec![reduced];
            c.event_die = Some(kaitaku_engine::modules::cities_and_knights::EventDie::Politics);
        }
    }
    if view.last_roll.is_none() {
        view.last_roll = Some([3, 5]);
    }
    RenderRequest {
        view,
        names: names(),
        highlight: None,
    }
}

/// A board with the scenario terrains: a lake with four numbers, a fishing ground, a trade hex,
/// a castle, an oasis, a swamp, a gold field, a face-down tile, and each kind of annotation.
fn scenario_terrains_layout() -> Layout {
    let mut layout = beginner_layout();
    for t in layout.tiles.iter_mut() {
        let (q, r) = (t.hex.q, t.hex.r);
        *t = match (q, r) {
            (0, 0) => Tile {
                numbers: Numbers::new(&[2, 3, 11, 12]).unwrap(),
                ..Tile::new(t.hex, Terrain::Lake, None)
            },
            (2, -2) => Tile::new(t.hex, Terrain::Quarry, None),
            (-2, 2) => Tile::new(t.hex, Terrain::Castle, None),
            (1, 1) => Tile::new(t.hex, Terrain::Oasis, None),
            (0, -2) => Tile::new(t.hex, Terrain::Swamp, None),
            (1, 0) => Tile::new(t.hex, Terrain::GoldField, Some(3)),
            (-2, 0) => Tile {
                face_down: true,
                ..*t
            },
            _ => *t,
        };
    }
    layout
        .tiles
        .push(Tile::new(Hex::new(3, -1), Terrain::FishingGround, Some(5)));
    layout.robber = Some(Hex::new(0, -1));
    let edge = |s: &str| s.parse().unwrap();
    layout.annotations = vec![
        Annotation::RiverCrossing {
            edge: edge("0,-1,NE"),
        },
        Annotation::RiverCrossing {
            edge: edge("1,-1,W"),
        },
        Annotation::OasisArrow {
            edge: edge("1,1,NE"),
        },
        Annotation::StartPath {
            edge: edge("-1,1,W"),
        },
        Annotation::CastleDirection {
            hex: Hex::new(-2, 2),
            direction: Direction::Ne,
            colour: CastleColour::Green,
        },
        Annotation::CastleDirection {
            hex: Hex::new(-2, 2),
            direction: Direction::E,
            colour: CastleColour::Purple,
        },
    ];
    layout
}

fn scenario_terrains_game() -> Game {
    let mut config = GameConfig::base(3);
    config.layout = LayoutChoice::Fixed {
        layout: scenario_terrains_layout(),
    };
    Game::new(config, 2).expect("config")
}

#[test]
fn scenario_terrains_draw_their_pictograms_numbers_and_marks() {
    let game = scenario_terrains_game();
    let req = request(&game, names(), None);
    let svg = render_svg(&req).expect("svg");
    for id in [
        "pic-lake",
        "pic-fish",
        "pic-quarry",
        "pic-castle",
        "pic-oasis",
        "pic-swamp",
        "pic-gold",
        "pic-unknown",
    ] {
        assert!(svg.contains(&format!("#{id}\"")), "{id} is used");
    }
    let layer = &svg[svg
        .find("id=\"layer-annotations\"")
        .expect("annotations layer")..];
    let layer = &layer[..layer.find("</g>").unwrap()];
    assert_eq!(
        layer.matches("<line").count(),
        6,
        "2 crossings (each a river ribbon and its side), 2 castle directions"
    );
    assert_eq!(
        layer.matches("<circle").count(),
        2,
        "an arrow and a start path"
    );
    // 18 tokens on the beginner board, minus the five under the quarry, castle, oasis, swamp
    // and the face-down tile (the gold field keeps its 3), plus the fishing ground's and the
    // lake's four (the lake replaced the desert).
    let numbers = &svg[svg.find("id=\"layer-numbers\"").unwrap()..];
    let numbers = &numbers[..numbers.find("</g>\n</g>").unwrap_or(numbers.len())];
    let tokens = numbers.matches("<text").count();
    assert_eq!(tokens, 18 - 5 + 1 + 4);
    // The face-down tile's number (9 at -2,0) is not drawn there: the view hides it.
    let hidden = game.view(None);
    let t = hidden
        .tiles
        .iter()
        .find(|t| t.hex == Hex::new(-2, 0))
        .unwrap();
    assert_eq!((t.terrain, t.number), (Terrain::Unknown, None));
}

fn golden_dir() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/golden"))
}

fn out_dir() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("render");
    std::fs::create_dir_all(&dir).expect("create output dir");
    dir
}

/// Decodes a PNG into (width, height, RGB bytes).
fn decode(png_bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
    // Board images are indexed colour: expand them to RGB.
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("png header");
    let mut buf = vec![0; reader.output_buffer_size().expect("size")];
    let info = reader.next_frame(&mut buf).expect("png data");
    buf.truncate(info.buffer_size());
    let rgb = match info.color_type {
        png::ColorType::Rgb => buf,
        png::ColorType::Rgba => buf
            .chunks_exact(4)
            .flat_map(|p| [p[0], p[1], p[2]])
            .collect(),
        other => panic!("unexpected colour type {other:?}"),
    };
    (info.width, info.height, rgb)
}

/// Box-filters an RGB image by `f` in each direction.
fn shrink(w: u32, h: u32, rgb: &[u8], f: u32) -> (u32, u32, Vec<u8>) {
    let (sw, sh) = (w / f, h / f);
    let mut out = Vec::with_capacity((sw * sh * 3) as usize);
    for y in 0..sh {
        for x in 0..sw {
            let mut acc = [0u32; 3];
            for dy in 0..f {
                for dx in 0..f {
                    let i = (((y * f + dy) * w + x * f + dx) * 3) as usize;
                    for c in 0..3 {
                        acc[c] += rgb[i + c] as u32;
                    }
                }
            }
            for a in acc {
                out.push((a / (f * f)) as u8);
            }
        }
    }
    (sw, sh, out)
}

fn encode(w: u32, h: u32, rgb: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut enc = png::Encoder::new(&mut out, w, h);
    enc.set_color(png::ColorType::Rgb);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_compression(png::Compression::High);
    let mut writer = enc.write_header().expect("header");
    writer.write_image_data(rgb).expect("data");
    writer.finish().expect("finish");
    out
}

/// Largest per-channel difference between 4×4 block means of two half-size images (so 8×8
/// blocks at full size): a glyph shifted by a pixel stays well under the limit, a moved piece
/// or a changed colour does not.
fn max_block_diff(w: u32, h: u32, a: &[u8], b: &[u8]) -> (u32, u32, u8) {
    let (bw, bh, ba) = shrink(w, h, a, 4);
    let (_, _, bb) = shrink(w, h, b, 4);
    let mut worst = (0, 0, 0u8);
    for y in 0..bh {
        for x in 0..bw {
            for c in 0..3 {
                let i = ((y * bw + x) * 3 + c) as usize;
                let d = ba[i].abs_diff(bb[i]);
                if d > worst.2 {
                    worst = (x * 8, y * 8, d);
                }
            }
        }
    }
    worst
}

const BLOCK_TOLERANCE: u8 = 40;

#[test]
fn golden_images() {
    let update = std::env::var_os("KAITAKU_UPDATE_GOLDEN").is_some();
    let mut failures = Vec::new();
    for (name, req) in cases() {
        let image = render_png(&req).expect("render");
        let out = out_dir();
        std::fs::write(out.join(format!("{name}.png")), &image.png).expect("write png");
        // A board's palette comes from the first image of that board the process encodes, and
        // the tests of this binary render boards in parallel, so the exact size depends on
        // which test came first (the pixels do not: see `sequence`). The bound is generous for
        // that reason (RGB images were 376 KB); `kaitaku bench render` reports the size.
        if image.png.len() > 256 * 1024 {
            failures.push(format!("{name}: PNG of {} bytes", image.png.len()));
        }
        let (w, h, rgb) = decode(&image.png);
        assert_eq!((w, h), (image.width, image.height));
        let (hw, hh, half) = shrink(w, h, &rgb, 2);
        let path = golden_dir().join(format!("{name}.png"));
        if update {
            std::fs::create_dir_all(golden_dir()).expect("golden dir");
            std::fs::write(&path, encode(hw, hh, &half)).expect("write golden");
            continue;
        }
        let Ok(bytes) = std::fs::read(&path) else {
            failures.push(format!(
                "{name}: no golden image at {} (run with KAITAKU_UPDATE_GOLDEN=1)",
                path.display()
            ));
            continue;
        };
        let (gw, gh, golden) = decode(&bytes);
        if (gw, gh) != (hw, hh) {
            failures.push(format!("{name}: size {hw}×{hh}, golden {gw}×{gh}"));
            continue;
        }
        let (x, y, d) = max_block_diff(hw, hh, &half, &golden);
        if d > BLOCK_TOLERANCE {
            failures.push(format!(
                "{name}: differs by {d} near ({x}, {y}); actual image in {}",
                out.display()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn collect_text(group: &usvg::Group, out: &mut Vec<String>) {
    for node in group.children() {
        match node {
            usvg::Node::Group(g) => collect_text(g, out),
            usvg::Node::Text(t) => out.push(t.chunks().iter().map(|c| c.text()).collect()),
            _ => {}
        }
    }
}

fn texts(req: &RenderRequest) -> Vec<String> {
    let svg = render_svg(req).expect("svg");
    let tree = raster::parse(&svg).expect("parse");
    let mut out = Vec::new();
    collect_text(tree.root(), &mut out);
    out
}

#[test]
fn every_label_and_name_is_drawn() {
    for (name, req) in cases() {
        let texts = texts(&req);
        let has = |s: &str| texts.iter().any(|t| t == s || t.contains(s));
        let view = &req.view;
        for p in &view.players {
            let n = &req.names[p.seat as usize];
            assert!(has(n), "{name}: name {n} missing");
        }
        for t in &view.tiles {
            if let Some(n) = t.number {
                assert!(
                    texts.iter().any(|x| x == &n.to_string()),
                    "{name}: token {n}"
                );
            }
        }
        assert!(has("3:1") && has("2:1"), "{name}: harbour ratios");
        if let Some(h) = &req.highlight {
            assert!(!h.spots.is_empty(), "{name}: no spots");
            for s in &h.spots {
                assert!(
                    texts.iter().any(|t| t == &s.code),
                    "{name}: code {}",
                    s.code
                );
            }
        }
        if let Some([a, b]) = view.last_roll {
            assert!(
                texts.iter().any(|t| t == &(a + b).to_string()),
                "{name}: roll"
            );
        }
        if view.turn > 0 {
            assert!(has(&format!("Turn {}", view.turn)), "{name}: turn");
        }
        module_texts(name, view, &texts);
    }
}

/// What the rule modules add: the event card drawn, neutral cards, tokens, harbour points.
fn module_texts(name: &str, view: &kaitaku_engine::View, texts: &[String]) {
    let has = |s: &str| texts.iter().any(|t| t == s || t.contains(s));
    if let Some(e) = kaitaku_render::modules::event_cards::public(view)
        && let Some(card) = e.drawn_this_turn.last()
    {
        assert!(has(&card.number.to_string()), "{name}: card number");
        use kaitaku_engine::modules::event_cards::EventKind as K;
        let id = match card.event {
            K::None => "none",
            K::RobberAttacks => "robber-attacks",
            K::Epidemic => "epidemic",
            K::Earthquake => "earthquake",
            K::GoodNeighbors => "good-neighbors",
            K::Tournament => "tournament",
            K::TradeAdvantage => "trade-advantage",
            K::CalmSea => "calm-sea",
            K::RobberFlees => "robber-flees",
            K::NeighborlyAssistance => "neighborly-assistance",
            K::Conflict => "conflict",
            K::PlentifulYear => "plentiful-year",
        };
        let event = kaitaku_i18n::tr(
            kaitaku_i18n::Lang::En,
            &format!("piece-event-cards-card-{id}"),
        );
        assert!(has(&event), "{name}: event {event}");
    }
    if let Some(h) = kaitaku_render::modules::harbormaster::public(view) {
        assert!(has("harbour pts"), "{name}: harbour points");
        assert_eq!(h.holder.is_some(), has("Harbor"), "{name}: holder");
    }
    if kaitaku_render::modules::catan_for_two::public(view).is_some() {
        assert!(has("trade tokens"), "{name}: tokens");
        assert!(
            has("Neutral grey") && has("Neutral brown"),
            "{name}: neutrals"
        );
        assert!(has("NEUTRAL"), "{name}: neutral tag");
    }
}

#[test]
fn highlight_spots_match_their_kind() {
    let cases = cases();
    let kind_of = |name: &str| cases.iter().find(|(n, _)| *n == name).map(|(_, r)| r);
    let spots = |name: &str| {
        kind_of(name)
            .and_then(|r| r.highlight.clone())
            .expect("highlight")
            .spots
    };
    assert!(
        spots("setup_settlements")
            .iter()
            .all(|s| matches!(s.spot, Spot::Vertex(_)))
    );
    assert!(
        spots("roads")
            .iter()
            .all(|s| matches!(s.spot, Spot::Edge(_)))
    );
    assert!(
        spots("robber")
            .iter()
            .all(|s| matches!(s.spot, Spot::Hex(_)))
    );
    assert_eq!(spots("robber").len(), 18);
}

#[test]
fn output_is_deterministic_and_static_layer_is_cached() {
    let req = bench::mid_game_request();
    // Counted on this thread only: the other tests render in parallel into the same caches.
    let before = kaitaku_render::cache::static_boards_drawn_here();
    let a = render_png(&req).expect("render");
    let after_first = kaitaku_render::cache::static_boards_drawn_here();
    let b = render_png(&req).expect("render");
    assert_eq!(a, b);
    assert!(after_first <= before + 1, "one static board at most");
    assert_eq!(
        kaitaku_render::cache::static_boards_drawn_here(),
        after_first,
        "the second render drew no static board: it came from the cache"
    );
    assert_eq!(
        render_svg(&req).expect("svg"),
        render_svg(&req).expect("svg")
    );
}

#[test]
fn emoji_render_in_colour() {
    // Colour emoji come out of usvg as raster glyph images inside the flattened text.
    let req = bench::mid_game_request();
    let svg = render_svg(&req).expect("svg");
    let tree = raster::parse(&svg).expect("parse");
    fn has_image(g: &usvg::Group) -> bool {
        g.children().iter().any(|n| match n {
            usvg::Node::Image(_) => true,
            usvg::Node::Group(g) => has_image(g),
            usvg::Node::Text(t) => has_image(t.flattened()),
            _ => false,
        })
    }
    assert!(has_image(tree.root()));
}

#[test]
fn tolerance_catches_a_moved_piece() {
    let req = bench::mid_game_request();
    let mut moved = req.clone();
    let b = &mut moved.view.buildings[0];
    // The other corner its owning hex names (N <-> S): two hexes' height away.
    let before = b.vertex;
    b.vertex = b.vertex.hex.corners()[3];
    if b.vertex == before {
        b.vertex = b.vertex.hex.corners()[0];
    }
    let (w, h, a) = decode(&render_png(&req).expect("render").png);
    let (_, _, b) = decode(&render_png(&moved).expect("render").png);
    let (hw, hh, ha) = shrink(w, h, &a, 2);
    let (_, _, hb) = shrink(w, h, &b, 2);
    assert!(max_block_diff(hw, hh, &ha, &hb).2 > BLOCK_TOLERANCE);
}

#[test]
fn damaged_roads_change_the_cached_board() {
    // The board with its pieces is cached by the pieces' keys: repairing a road (same roads,
    // fewer damaged) must not show the cached broken road.
    let cases = cases();
    let req = cases
        .iter()
        .find(|(n, _)| *n == "earthquake_harbormaster")
        .map(|(_, r)| r.clone())
        .expect("case");
    let mut repaired = req.clone();
    for m in &mut repaired.view.modules {
        if let kaitaku_engine::modules::ModuleView::EventCards(e) = m {
            e.damaged_roads.clear();
        }
    }
    let a = render_png(&req).expect("render");
    let b = render_png(&repaired).expect("render");
    let again = render_png(&req).expect("render");
    assert_ne!(a.png, b.png);
    assert_eq!(a.png, again.png);
}
