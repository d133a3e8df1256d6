//! Barbarian Attack's own layer, over the base pieces: a conquered hex shaded with its number
//! token turned over (a dark back with a cross: it produces nothing), a red "no" ring round
//! every building that scores nothing (all its land hexes conquered), the barbarians on each
//! hex as a dark red badge with their count, and each knight as a shield-like disc in its
//! owner's colours with a sword on it, so it reads apart from the road under it.

use std::fmt::Write;

use super::public;
use crate::RenderError;
use crate::geometry::{F, Geometry, Pt};
use crate::items;
use crate::layers::DynamicLayer;
use crate::palette;
use crate::scene::Scene;
use kaitaku_engine::View;
use kaitaku_engine::board::{Hex, Terrain, Vertex};
use kaitaku_engine::modules::barbarian_attack::BaView;

/// The barbarians' badge.
pub const BARBARIAN: &str = "#8E1B1B";
/// A turned-over number token's back.
pub const TOKEN_BACK: &str = "#5D4037";
/// The ring round a building that scores nothing.
pub const LOST: &str = "#D32F2F";

/// Draws the conquered hexes, lost buildings, barbarians and knights.
pub struct Conquest;

/// Where a hex's barbarian badge sits: below its number token, in hex radii.
const BADGE_DY: f32 = 0.56;
/// The badge's radius, in hex radii.
const BADGE_R: f32 = 0.2;
/// A knight's radius, in hex radii.
const KNIGHT_R: f32 = 0.2;

/// The buildings that score nothing: every land hex they touch is conquered.
pub fn lost_buildings(view: &View, ba: &BaView) -> Vec<Vertex> {
    let land = |h: Hex| {
        view.tiles
            .iter()
            .any(|t| t.hex == h && t.terrain != Terrain::Sea)
    };
    view.buildings
        .iter()
        .map(|b| b.vertex)
        .filter(|v| {
            let mut hexes = v
                .touching_hexes()
                .into_iter()
                .filter(|&h| land(h))
                .peekable();
            hexes.peek().is_some() && hexes.all(|h| ba.conquered.contains(&h))
        })
        .collect()
}

/// A conquered hex: shaded, and each of its `tokens` number tokens turned over (a tile with
/// several numbers, as the "12" that carries the "2" with The Rivers of Catan, has its small
/// tokens where the numbers layer draws them).
fn conquered_hex(g: &Geometry, hex: Hex, tokens: usize, out: &mut String) {
    let sz = g.size;
    // Writing to a String cannot fail.
    let _ = write!(
        out,
        r##"<polygon points="{}" fill="#000000" fill-opacity="0.32" stroke="{BARBARIAN}" stroke-width="{}" stroke-linejoin="round"/>"##,
        g.hex_points(hex, 0.8),
        F(0.05 * sz)
    );
    let centre = g.hex(hex);
    if tokens > 1 {
        use crate::layers::numbers::{SEVERAL_SCALE, offsets};
        for &(dx, dy) in offsets(tokens).iter().take(tokens) {
            token_back(g, centre.offset(dx * sz, dy * sz), SEVERAL_SCALE, out);
        }
    } else {
        token_back(g, centre, 1.0, out);
    }
}

/// A number token turned over at `c`, `scale` times the normal size.
fn token_back(g: &Geometry, c: Pt, scale: f32, out: &mut String) {
    let sz = g.size * scale;
    let r = 0.31 * sz;
    let arm = r * 0.5;
    // Writing to a String cannot fail.
    let _ = write!(
        out,
        r#"<circle cx="{}" cy="{}" r="{}" fill="{TOKEN_BACK}" stroke="{}" stroke-width="{}"/>"#,
        F(c.x),
        F(c.y),
        F(r),
        palette::TOKEN_CHIP,
        F(0.035 * sz)
    );
    let _ = write!(
        out,
        r#"<path d="M{} {}L{} {}M{} {}L{} {}" stroke="{}" stroke-width="{}" stroke-linecap="round"/>"#,
        F(c.x - arm),
        F(c.y - arm),
        F(c.x + arm),
        F(c.y + arm),
        F(c.x + arm),
        F(c.y - arm),
        F(c.x - arm),
        F(c.y + arm),
        palette::TOKEN_CHIP,
        F(0.045 * sz)
    );
}

fn lost_ring(g: &Geometry, at: Pt, out: &mut String) {
    let r = 0.26 * g.size;
    let d = r * std::f32::consts::FRAC_1_SQRT_2;
    // Writing to a String cannot fail.
    let _ = write!(
        out,
        r##"<g fill="none" stroke-linecap="round"><circle cx="{x}" cy="{y}" r="{r}" stroke="#FFFFFF" stroke-width="{halo}"/><path d="M{} {}L{} {}" stroke="#FFFFFF" stroke-width="{halo}"/><circle cx="{x}" cy="{y}" r="{r}" stroke="{LOST}" stroke-width="{w}"/><path d="M{} {}L{} {}" stroke="{LOST}" stroke-width="{w}"/></g>"##,
        F(at.x - d),
        F(at.y - d),
        F(at.x + d),
        F(at.y + d),
        F(at.x - d),
        F(at.y - d),
        F(at.x + d),
        F(at.y + d),
        x = F(at.x),
        y = F(at.y),
        r = F(r),
        halo = F(0.09 * g.size),
        w = F(0.05 * g.size),
    );
}

fn badge(g: &Geometry, hex: Hex, count: u8, out: &mut String) {
    let c = g.hex(hex).offset(0.0, BADGE_DY * g.size);
    let sz = g.size;
    // Writing to a String cannot fail.
    let _ = write!(
        out,
        r##"<circle cx="{}" cy="{}" r="{}" fill="{BARBARIAN}" stroke="#FFFFFF" stroke-width="{}"/><text x="{}" y="{}" font-size="{}" font-weight="bold" text-anchor="middle" dominant-baseline="central" fill="#FFFFFF">{count}</text>"##,
        F(c.x),
        F(c.y),
        F(BADGE_R * sz),
        F(0.04 * sz),
        F(c.x),
        F(c.y),
        F(0.3 * sz)
    );
}

fn knight(g: &Geometry, at: Pt, colour: palette::SeatColour, out: &mut String) {
    let sz = g.size;
    let (x, y) = (at.x, at.y);
    // A sword pointing down: the hilt above the guard, the blade below it.
    let (top, tip) = (y - 0.13 * sz, y + 0.13 * sz);
    let guard_y = y - 0.055 * sz;
    let guard = 0.075 * sz;
    // Writing to a String cannot fail.
    let _ = write!(
        out,
        r##"<circle cx="{}" cy="{}" r="{}" fill="{}" stroke="#FFFFFF" stroke-width="{}"/><circle cx="{}" cy="{}" r="{}" fill="none" stroke="{}" stroke-width="{}"/><path d="M{} {}L{} {}M{} {}L{} {}" stroke="{}" stroke-width="{}" stroke-linecap="round"/>"##,
        F(x),
        F(y),
        F(KNIGHT_R * sz),
        colour.fill,
        F(0.07 * sz),
        F(x),
        F(y),
        F(KNIGHT_R * sz),
        palette::INK,
        F(0.03 * sz),
        F(x),
        F(top),
        F(x),
        F(tip),
        F(x - guard),
        F(guard_y),
        F(x + guard),
        F(guard_y),
        colour.outline,
        F(0.045 * sz)
    );
}

impl DynamicLayer for Conquest {
    fn name(&self) -> &'static str {
        "barbarian_attack.conquest"
    }

    fn write(&self, s: &Scene<'_>, out: &mut String) -> Result<(), RenderError> {
        let Some(ba) = public(s.view) else {
            return Ok(());
        };
        let g = s.geo();
        for &hex in &ba.conquered {
            let tokens = s
                .view
                .tiles
                .iter()
                .find(|t| t.hex == hex)
                .map_or(1, |t| t.tokens().count());
            conquered_hex(g, hex, tokens, out);
        }
        for v in lost_buildings(s.view, ba) {
            lost_ring(g, g.vertex(v), out);
        }
        for &(hex, n) in &ba.barbarians {
            badge(g, hex, n, out);
        }
        for k in &ba.knights {
            knight(
                g,
                g.edge_mid(k.edge),
                items::owner_colour(s.view, k.owner),
                out,
            );
        }
        Ok(())
    }

    fn cache_key(&self, s: &Scene<'_>, key: &mut String) {
        if let Some(ba) = public(s.view) {
            // Writing to a String cannot fail. The buildings' key is already in.
            let _ = write!(
                key,
                "ba:{:?}{:?}{:?};",
                ba.barbarians,
                ba.conquered,
                ba.knights
                    .iter()
                    .map(|k| (k.owner, k.edge))
                    .collect::<Vec<_>>()
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kaitaku_engine::modules::{ModuleId, ModuleView};
    use kaitaku_engine::{Game, GameConfig};

    /// With Catan for Two the neutral knight is drawn in the first neutral colour (grey),
    /// the players' knights in theirs.
    #[test]
    fn the_neutral_knight_is_drawn_in_the_neutral_colour() {
        use crate::scene::BoardScene;
        let mut config = GameConfig::base(2);
        config.modules = vec![ModuleId::CatanForTwo, ModuleId::BarbarianAttack];
        let game = Game::new(config, 1).expect("config");
        let mut view = game.view(None);
        let Some(ModuleView::BarbarianAttack(ba)) = view
            .modules
            .iter_mut()
            .find(|m| matches!(m, ModuleView::BarbarianAttack(_)))
        else {
            panic!("no barbarian attack view");
        };
        let path = |s: &str| s.parse::<kaitaku_engine::board::Edge>().expect("path");
        ba.knights = vec![
            kaitaku_engine::modules::barbarian_attack::KnightView {
                owner: 2,
                edge: path("-1,1,W"),
                moved: false,
            },
            kaitaku_engine::modules::barbarian_attack::KnightView {
                owner: 0,
                edge: path("-2,1,NW"),
                moved: false,
            },
        ];
        let names: Vec<String> = Vec::new();
        let geo = Geometry::new(&view.tiles, 3).expect("geometry");
        let items = view.board_items();
        let scene = Scene {
            board: BoardScene {
                geo: &geo,
                tiles: &view.tiles,
                harbors: &view.harbors,
                annotations: &view.annotations,
                seats: 2,
                names: &names,
            },
            view: &view,
            items: &items,
            highlight: None,
            lang: kaitaku_i18n::Lang::En,
        };
        let mut svg = String::new();
        Conquest.write(&scene, &mut svg).expect("writes");
        let neutral = format!("fill=\"{}\"", palette::NEUTRALS[0].fill);
        let seat = format!("fill=\"{}\"", palette::seat(0).fill);
        assert_eq!(svg.matches(&neutral).count(), 1, "{svg}");
        assert!(svg.contains(&seat), "{svg}");
    }

    #[test]
    fn a_building_on_conquered_hexes_only_is_lost() {
        let mut config = GameConfig::base(3);
        config.modules = vec![ModuleId::BarbarianAttack];
        let game = Game::new(config, 1).expect("config");
        let mut view = game.view(None);
        let coast = Hex::new(-2, 0);
        let Some(ModuleView::BarbarianAttack(ba)) = view
            .modules
            .iter_mut()
            .find(|m| matches!(m, ModuleView::BarbarianAttack(_)))
        else {
            panic!("no barbarian attack view");
        };
        ba.conquered = vec![coast];
        let ba = ba.clone();
        // A corner of the coast hex touching only the sea besides it, and one touching land.
        let corners = coast.corners();
        let land = |h: Hex| {
            view.tiles
                .iter()
                .any(|t| t.hex == h && t.terrain != Terrain::Sea)
        };
        let alone = corners
            .iter()
            .copied()
            .find(|v| v.touching_hexes().into_iter().filter(|&h| land(h)).count() == 1)
            .expect("a corner on the sea");
        let shared = corners
            .iter()
            .copied()
            .find(|v| v.touching_hexes().into_iter().filter(|&h| land(h)).count() > 1)
            .expect("a corner inland");
        for (vertex, owner) in [(alone, 0), (shared, 1)] {
            view.buildings.push(kaitaku_engine::view::BuildingView {
                vertex,
                owner,
                kind: kaitaku_engine::state::BuildingKind::Settlement,
                overlays: Default::default(),
            });
        }
        assert_eq!(lost_buildings(&view, &ba), vec![alone]);
    }
}
