//! Harbours: two piers from the coast to a badge in the sea showing the ratio and resource.

use askama::Template;

use super::{StaticLayer, render_into};
use crate::RenderError;
use crate::geometry::{F, Pt};
use crate::palette;
use crate::scene::BoardScene;
use kaitaku_engine::board::HarborKind;

/// Draws the harbours.
pub struct Harbors;

struct Pier {
    x1: F,
    y1: F,
    x2: F,
    y2: F,
}

struct Item {
    piers: [Pier; 2],
    x: F,
    y: F,
    ratio: &'static str,
    ratio_y: F,
    ring: &'static str,
    icon: Option<&'static str>,
    icon_y: F,
    label: &'static str,
}

#[derive(Template)]
#[template(path = "layers/harbors.svg", config = "../../assets/askama.toml")]
struct HarborsSvg {
    items: Vec<Item>,
    radius: F,
    pier_width: F,
    font_size: F,
    small_font: F,
    icon_scale: F,
    ink: &'static str,
}

fn pier(from: Pt, to: Pt) -> Pier {
    let a = from.lerp(to, 0.12);
    Pier {
        x1: F(a.x),
        y1: F(a.y),
        x2: F(to.x),
        y2: F(to.y),
    }
}

impl StaticLayer for Harbors {
    fn name(&self) -> &'static str {
        "harbors"
    }

    fn write(&self, s: &BoardScene<'_>, out: &mut String) -> Result<(), RenderError> {
        let g = s.geo;
        let sz = g.size;
        let items = s
            .harbors
            .iter()
            .map(|h| {
                let [a, b] = g.edge_ends(h.edge);
                let mid = a.lerp(b, 0.5);
                let p = mid.lerp(g.hex(h.sea), 0.66);
                let (ratio, ring, icon, label) = match h.kind {
                    HarborKind::Generic => ("3:1", palette::INK, None, "?"),
                    HarborKind::Special(r) => {
                        let t = palette::terrain_of(r);
                        ("2:1", palette::terrain(t), Some(palette::pictogram(t)), "")
                    }
                };
                Item {
                    piers: [pier(a, p), pier(b, p)],
                    x: F(p.x),
                    y: F(p.y),
                    ratio,
                    ratio_y: F(p.y - 0.17 * sz),
                    ring,
                    icon,
                    icon_y: F(p.y + 0.16 * sz),
                    label,
                }
            })
            .collect();
        let tpl = HarborsSvg {
            items,
            radius: F(0.44 * sz),
            pier_width: F(0.07 * sz),
            font_size: F(0.3 * sz),
            small_font: F(0.32 * sz),
            icon_scale: F(0.38 * g.unit()),
            ink: palette::INK,
        };
        render_into(self.name(), &tpl, out)
    }
}
