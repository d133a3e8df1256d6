//! Settlements and cities in their owners' colours, with an outline and a white halo, and the
//! overlays a building may carry (the core's `Overlays`): a city wall as a stone base under
//! the building, a metropolis as a gold crown over it.

use std::fmt::Write;

use askama::Template;
use resvg::tiny_skia::{Pixmap, Transform};

use super::{DynamicLayer, render_into};
use crate::RenderError;
use crate::geometry::F;
use crate::items;
use crate::pieces;
use crate::scene::Scene;
use kaitaku_engine::state::BuildingKind;

/// Draws the buildings.
pub struct Buildings;

struct Item {
    shape: &'static str,
    x: F,
    y: F,
    fill: &'static str,
    outline: &'static str,
    wall: bool,
    metropolis: bool,
}

/// A city wall's stone.
pub const WALL: &str = "#9A9A9A";
/// A metropolis's crown.
pub const CROWN: &str = crate::palette::AWARD;

#[derive(Template)]
#[template(path = "layers/buildings.svg", config = "../../assets/askama.toml")]
struct BuildingsSvg {
    items: Vec<Item>,
    scale: F,
    wall: &'static str,
    crown: &'static str,
}

impl DynamicLayer for Buildings {
    fn name(&self) -> &'static str {
        "buildings"
    }

    fn write(&self, s: &Scene<'_>, out: &mut String) -> Result<(), RenderError> {
        let g = s.geo();
        let items = s
            .view
            .buildings
            .iter()
            .map(|b| {
                let p = g.vertex(b.vertex);
                let c = items::owner_colour(s.view, b.owner);
                Item {
                    shape: match b.kind {
                        // A harbour settlement is drawn as a settlement for now.
                        BuildingKind::Settlement | BuildingKind::HarborSettlement => "settlement",
                        BuildingKind::City => "city",
                    },
                    x: F(p.x),
                    y: F(p.y),
                    fill: c.fill,
                    outline: c.outline,
                    wall: b.overlays.wall,
                    metropolis: b.overlays.metropolis,
                }
            })
            .collect();
        let tpl = BuildingsSvg {
            items,
            scale: F(g.unit() * 1.15),
            wall: WALL,
            crown: CROWN,
        };
        render_into(self.name(), &tpl, out)
    }

    fn cache_key(&self, s: &Scene<'_>, key: &mut String) {
        // Writing to a String cannot fail. Owners that are not seats take the neutral colours
        // by their rank after the seats, which the static key's seat count fixes.
        let _ = write!(key, "buildings:{:?};", s.view.buildings);
    }

    fn raster(&self, s: &Scene<'_>, pixmap: &mut Pixmap) -> bool {
        // Overlays are drawn from the SVG only (they are rare: Cities & Knights).
        if s.view.buildings.iter().any(|b| !b.overlays.is_none()) {
            return false;
        }
        let g = s.geo();
        let scale = g.unit() * 1.15;
        let (Some(settlement), Some(city)) = (pieces::settlement(), pieces::city()) else {
            return false;
        };
        let white = pieces::colour("#FFFFFF");
        for b in &s.view.buildings {
            let p = g.vertex(b.vertex);
            let c = items::owner_colour(s.view, b.owner);
            let shape = match b.kind {
                BuildingKind::Settlement | BuildingKind::HarborSettlement => &settlement,
                BuildingKind::City => &city,
            };
            let ts = Transform::from_row(scale, 0.0, 0.0, scale, p.x, p.y);
            pieces::stroke(pixmap, shape, white, 10.0, ts);
            pieces::fill(pixmap, shape, pieces::colour(c.fill), ts);
            pieces::stroke(pixmap, shape, pieces::colour(c.outline), 4.0, ts);
        }
        true
    }
}
