//! Terrain hexes in their colours, each with its pictogram.

use askama::Template;

use super::{StaticLayer, render_into};
use crate::RenderError;
use crate::geometry::{F, Geometry, Pt};
use crate::palette;
use crate::scene::BoardScene;
use crate::sprites::Sprite;
use kaitaku_engine::board::Tile;

/// Draws the terrain hexes.
pub struct Terrain;

struct Item {
    points: String,
    fill: &'static str,
    pictogram: &'static str,
    x: F,
    y: F,
    scale: F,
}

#[derive(Template)]
#[template(path = "layers/terrain.svg", config = "../../assets/askama.toml")]
struct TerrainSvg {
    items: Vec<Item>,
}

/// The hex of `t` drawn around `c` (its centre on the canvas, or in a sprite).
fn item(g: &Geometry, t: &Tile, c: Pt) -> Item {
    // The pictogram sits above the number token; alone on hexes without one.
    let (dy, scale) = match (t.number, t.numbers.len()) {
        (Some(_), _) => (-0.56, 0.52),
        (None, 0) => (-0.3, 0.75),
        // Several tokens: a smaller pictogram at the top.
        (None, _) => (-0.6, 0.4),
    };
    Item {
        points: g.hex_points_at(c, 0.94),
        fill: palette::terrain(t.terrain),
        pictogram: palette::pictogram(t.terrain),
        x: F(c.x),
        y: F(c.y + dy * g.size),
        scale: F(scale * g.unit()),
    }
}

impl StaticLayer for Terrain {
    fn name(&self) -> &'static str {
        "terrain"
    }

    fn write(&self, s: &BoardScene<'_>, out: &mut String) -> Result<(), RenderError> {
        let g = s.geo;
        let items = s.tiles.iter().map(|t| item(g, t, g.hex(t.hex))).collect();
        render_into(self.name(), &TerrainSvg { items }, out)
    }

    fn sprites(&self, s: &BoardScene<'_>) -> Result<Option<Vec<Sprite>>, RenderError> {
        let g = s.geo;
        // Half the box around a hex's centre: the hexagon is 0.94 radii, its pictogram inside.
        let (hw, hh) = (
            (0.94 * 0.866_025_4 * g.size).ceil() as i32 + 2,
            (0.94 * g.size).ceil() as i32 + 2,
        );
        let mut sprites = Vec::with_capacity(s.tiles.len());
        for t in s.tiles {
            let c = g.hex(t.hex);
            let local = Pt::new(hw as f32, hh as f32);
            let mut svg = String::with_capacity(512);
            let tpl = TerrainSvg {
                items: vec![item(g, t, local)],
            };
            render_into(self.name(), &tpl, &mut svg)?;
            sprites.push(Sprite {
                x: c.x.round() as i32 - hw,
                y: c.y.round() as i32 - hh,
                w: 2 * hw as u32,
                h: 2 * hh as u32,
                svg,
            });
        }
        Ok(Some(sprites))
    }
}

/// Appends the SVG of a face-down tile (as an `unknown` tile: dark, with its "?") on `hex`,
/// over whatever the hex shows; needs the terrain definitions in its document.
pub(crate) fn write_face_down(
    g: &Geometry,
    hex: kaitaku_engine::board::Hex,
    out: &mut String,
) -> Result<(), RenderError> {
    let mut tile = Tile::new(hex, kaitaku_engine::board::Terrain::Unknown, None);
    tile.face_down = true;
    let items = vec![item(g, &tile, g.hex(hex))];
    render_into("marks", &TerrainSvg { items }, out)
}
