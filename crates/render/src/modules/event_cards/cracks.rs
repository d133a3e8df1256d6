//! Catan Event Cards' own layer: a red zigzag crack, with a white halo, across the gap of each
//! damaged road (the base roads layer has already drawn the road broken under its mark).

use std::fmt::Write;

use askama::Template;
use resvg::tiny_skia::{PathBuilder, Pixmap, Transform};

use crate::RenderError;
use crate::geometry::{F, Pt};
use crate::layers::DynamicLayer;
use crate::palette;
use crate::pieces;
use crate::scene::Scene;
use kaitaku_engine::board::Edge;
use kaitaku_engine::view_items::Place;

/// The mark of a damaged road.
const DAMAGED_ROAD: &str = "event_cards.damaged_road";

/// Draws the cracks of the damaged roads.
pub struct Cracks;

#[derive(Template)]
#[template(
    path = "modules/event_cards/cracks.svg",
    config = "../../assets/askama.toml"
)]
struct CracksSvg {
    cracks: String,
    crack: &'static str,
    crack_width: F,
    crack_halo: F,
}

/// The damaged roads' ends, in the order of the view's roads.
fn damaged(s: &Scene<'_>) -> Vec<(Pt, Pt)> {
    let marked: Vec<Edge> = s
        .items
        .marks
        .iter()
        .filter(|m| m.kind.as_str() == DAMAGED_ROAD)
        .filter_map(|m| match m.place {
            Place::Path(e) => Some(e),
            _ => None,
        })
        .collect();
    if marked.is_empty() {
        return Vec::new();
    }
    let g = s.geo();
    s.view
        .roads
        .iter()
        .filter(|r| marked.contains(&r.edge))
        .map(|r| {
            let [a, b] = g.edge_ends(r.edge);
            (a.lerp(b, 0.22), a.lerp(b, 0.78))
        })
        .collect()
}

impl DynamicLayer for Cracks {
    fn name(&self) -> &'static str {
        "event_cards.cracks"
    }

    fn write(&self, s: &Scene<'_>, out: &mut String) -> Result<(), RenderError> {
        let hw = 0.05 * s.geo().size;
        let mut cracks = String::new();
        for (p, q) in damaged(s) {
            for (i, pt) in pieces::crack_points(p, q, hw).iter().enumerate() {
                // Writing to a String cannot fail.
                let _ = write!(
                    cracks,
                    "{}{} {}",
                    if i == 0 { 'M' } else { 'L' },
                    F(pt.x),
                    F(pt.y)
                );
            }
        }
        if cracks.is_empty() {
            return Ok(());
        }
        let tpl = CracksSvg {
            cracks,
            crack: palette::CRACK,
            crack_width: F(pieces::CRACK_WIDTH),
            crack_halo: F(pieces::CRACK_WIDTH + 5.0),
        };
        tpl.render_into(out)
            .map_err(|source| RenderError::Template {
                layer: "event_cards.cracks",
                source,
            })
    }

    fn cache_key(&self, s: &Scene<'_>, key: &mut String) {
        // Writing to a String cannot fail. The roads' key is already in; the marks say which
        // are damaged.
        let _ = write!(key, "marks:{:?};", s.items.marks);
    }

    fn raster(&self, s: &Scene<'_>, pixmap: &mut Pixmap) -> bool {
        let hw = 0.05 * s.geo().size;
        let mut cracks = PathBuilder::new();
        for (p, q) in damaged(s) {
            let [first, rest @ ..] = pieces::crack_points(p, q, hw);
            cracks.move_to(first.x, first.y);
            for pt in rest {
                cracks.line_to(pt.x, pt.y);
            }
        }
        if let Some(path) = cracks.finish() {
            let id = Transform::identity();
            let white = pieces::colour("#FFFFFF");
            pieces::stroke(pixmap, &path, white, pieces::CRACK_WIDTH + 5.0, id);
            let crack = pieces::colour(palette::CRACK);
            pieces::stroke(pixmap, &path, crack, pieces::CRACK_WIDTH, id);
        }
        true
    }
}
