//! Roads in their owners' colours, with an outline and a white halo. Each road is a filled
//! octagon (filling is much cheaper than stroking thick lines with round caps), and all roads
//! of one style go into one path.

use std::collections::BTreeMap;
use std::fmt::Write;

use askama::Template;
use resvg::tiny_skia::{PathBuilder, Pixmap, Transform};

use super::{DynamicLayer, render_into};
use crate::render::RenderError;
use crate::render::geometry::{F, Pt};
use crate::render::palette;
use crate::render::pieces;
use crate::render::scene::Scene;

/// Draws the roads.
pub struct Roads;

struct Style {
    d: String,
    fill: &'static str,
}

#[derive(Template)]
#[template(path = "layers/roads.svg", config = "assets/askama.toml")]
struct RoadsSvg {
    halo: String,
    styles: Vec<Style>,
}

/// Appends the bar of [`pieces::bar_corners`] to the SVG path data `d` as a subpath.
fn bar(d: &mut String, p: Pt, q: Pt, hw: f32) {
    for (i, pt) in pieces::bar_corners(p, q, hw).iter().enumerate() {
        // Writing to a String cannot fail.
        let _ = write!(
            d,
            "{}{} {}",
            if i == 0 { 'M' } else { 'L' },
            F(pt.x),
            F(pt.y)
        );
    }
    d.push('Z');
}

impl DynamicLayer for Roads {
    fn name(&self) -> &'static str {
        "roads"
    }

    fn write(&self, s: &Scene<'_>, out: &mut String) -> Result<(), RenderError> {
        if s.view.roads.is_empty() {
            return Ok(());
        }
        let g = s.geo();
        let hw = 0.05 * g.size;
        let mut halo = String::new();
        let mut by_seat: BTreeMap<u8, (String, String)> = BTreeMap::new();
        for r in &s.view.roads {
            let [a, b] = g.edge_ends(r.edge);
            let (p, q) = (a.lerp(b, 0.22), a.lerp(b, 0.78));
            bar(&mut halo, p, q, hw + 5.5);
            let (outline, fill) = by_seat.entry(r.owner).or_default();
            bar(outline, p, q, hw + 2.5);
            bar(fill, p, q, hw);
        }
        let mut styles = Vec::new();
        // All outlines first, then all fills, so roads of different seats join cleanly.
        for (&seat, (outline, _)) in &by_seat {
            styles.push(Style {
                d: outline.clone(),
                fill: palette::seat(seat).outline,
            });
        }
        for (seat, (_, fill)) in by_seat {
            styles.push(Style {
                d: fill,
                fill: palette::seat(seat).fill,
            });
        }
        let tpl = RoadsSvg { halo, styles };
        render_into(self.name(), &tpl, out)
    }

    fn cache_key(&self, s: &Scene<'_>, key: &mut String) {
        // Writing to a String cannot fail.
        let _ = write!(key, "roads:{:?};", s.view.roads);
    }

    fn raster(&self, s: &Scene<'_>, pixmap: &mut Pixmap) -> bool {
        let g = s.geo();
        let hw = 0.05 * g.size;
        let mut halo = PathBuilder::new();
        let mut by_seat: BTreeMap<u8, (PathBuilder, PathBuilder)> = BTreeMap::new();
        for r in &s.view.roads {
            let [a, b] = g.edge_ends(r.edge);
            let (p, q) = (a.lerp(b, 0.22), a.lerp(b, 0.78));
            pieces::bar(&mut halo, p, q, hw + 5.5);
            let (outline, fill) = by_seat
                .entry(r.owner)
                .or_insert_with(|| (PathBuilder::new(), PathBuilder::new()));
            pieces::bar(outline, p, q, hw + 2.5);
            pieces::bar(fill, p, q, hw);
        }
        let id = Transform::identity();
        if let Some(path) = halo.finish() {
            pieces::fill(pixmap, &path, pieces::colour("#FFFFFF"), id);
        }
        let mut fills = Vec::new();
        // All outlines first, then all fills, as in the SVG.
        for (seat, (outline, fill)) in by_seat {
            if let Some(path) = outline.finish() {
                pieces::fill(
                    pixmap,
                    &path,
                    pieces::colour(palette::seat(seat).outline),
                    id,
                );
            }
            fills.push((seat, fill));
        }
        for (seat, fill) in fills {
            if let Some(path) = fill.finish() {
                pieces::fill(pixmap, &path, pieces::colour(palette::seat(seat).fill), id);
            }
        }
        true
    }
}
