//! Terrain hexes in their colours, each with its pictogram.

use askama::Template;

use super::{StaticLayer, render_into};
use crate::RenderError;
use crate::geometry::F;
use crate::palette;
use crate::scene::BoardScene;

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

impl StaticLayer for Terrain {
    fn name(&self) -> &'static str {
        "terrain"
    }

    fn write(&self, s: &BoardScene<'_>, out: &mut String) -> Result<(), RenderError> {
        let g = s.geo;
        let items = s
            .tiles
            .iter()
            .map(|t| {
                let c = g.hex(t.hex);
                // The pictogram sits above the number token; alone on hexes without one.
                let (dy, scale) = match (t.number, t.numbers.len()) {
                    (Some(_), _) => (-0.56, 0.52),
                    (None, 0) => (-0.3, 0.75),
                    // Several tokens: a smaller pictogram at the top.
                    (None, _) => (-0.6, 0.4),
                };
                Item {
                    points: g.hex_points(t.hex, 0.94),
                    fill: palette::terrain(t.terrain),
                    pictogram: palette::pictogram(t.terrain),
                    x: F(c.x),
                    y: F(c.y + dy * g.size),
                    scale: F(scale * g.unit() * 1.0),
                }
            })
            .collect();
        render_into(self.name(), &TerrainSvg { items }, out)
    }
}
