//! The Rivers of Catan's own layer: each bridge drawn over its road as a bridge, two dark
//! parapets along the bar and planks across it, so a bridge reads apart from a road.

use std::fmt::Write;

use resvg::tiny_skia::{PathBuilder, Pixmap, Transform};

use crate::RenderError;
use crate::geometry::{F, Pt};
use crate::layers::DynamicLayer;
use crate::pieces;
use crate::scene::Scene;
use kaitaku_engine::pieces::RoadKind;

/// The parapets' and planks' colour (dark wood).
const WOOD: &str = "#4E342E";
/// Their width in pixels.
const LINE: f32 = 2.5;

/// Draws the bridges.
pub struct Bridges;

/// The lines of one bridge: two parapets and three planks, as (from, to).
fn lines(p: Pt, q: Pt, hw: f32) -> Vec<(Pt, Pt)> {
    let (dx, dy) = (q.x - p.x, q.y - p.y);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    // The unit normal, times the parapets' distance from the bar's middle.
    let off = hw + 3.5;
    let (nx, ny) = (-dy / len * off, dx / len * off);
    let shift = |a: Pt, s: f32| Pt {
        x: a.x + nx * s,
        y: a.y + ny * s,
    };
    let mut out = vec![
        (shift(p, 1.0), shift(q, 1.0)),
        (shift(p, -1.0), shift(q, -1.0)),
    ];
    for t in [0.3, 0.5, 0.7] {
        let m = p.lerp(q, t);
        out.push((shift(m, 0.8), shift(m, -0.8)));
    }
    out
}

/// Every bridge's lines.
fn bridges(s: &Scene<'_>) -> Vec<(Pt, Pt)> {
    let g = s.geo();
    let hw = 0.05 * g.size;
    s.view
        .roads
        .iter()
        .filter(|r| r.kind == RoadKind::Bridge)
        .flat_map(|r| {
            let [a, b] = g.edge_ends(r.edge);
            lines(a.lerp(b, 0.2), a.lerp(b, 0.8), hw)
        })
        .collect()
}

impl DynamicLayer for Bridges {
    fn name(&self) -> &'static str {
        "rivers.bridges"
    }

    fn write(&self, s: &Scene<'_>, out: &mut String) -> Result<(), RenderError> {
        let lines = bridges(s);
        if lines.is_empty() {
            return Ok(());
        }
        let mut d = String::new();
        for (p, q) in lines {
            // Writing to a String cannot fail.
            let _ = write!(d, "M{} {}L{} {}", F(p.x), F(p.y), F(q.x), F(q.y));
        }
        let _ = write!(
            out,
            r#"<path d="{d}" fill="none" stroke="{WOOD}" stroke-width="{}" stroke-linecap="round"/>"#,
            F(LINE)
        );
        Ok(())
    }

    fn cache_key(&self, s: &Scene<'_>, key: &mut String) {
        // Writing to a String cannot fail. The roads' key (kinds included) is already in.
        let _ = write!(key, "bridges:{};", bridges(s).len());
    }

    fn raster(&self, s: &Scene<'_>, pixmap: &mut Pixmap) -> bool {
        let mut path = PathBuilder::new();
        for (p, q) in bridges(s) {
            path.move_to(p.x, p.y);
            path.line_to(q.x, q.y);
        }
        if let Some(path) = path.finish() {
            pieces::stroke(
                pixmap,
                &path,
                pieces::colour(WOOD),
                LINE,
                Transform::identity(),
            );
        }
        true
    }
}
