//! Roads in their owners' colours, with an outline and a white halo. Each road is a filled
//! octagon (filling is much cheaper than stroking thick lines with round caps), and all roads
//! of one style go into one path. A road under a path mark drawn as
//! [`Look::BrokenRoad`](crate::sprites::Look::BrokenRoad) is drawn broken in the middle (the
//! module that marks it may draw more over the gap in a layer of its own).

use std::collections::BTreeMap;
use std::fmt::Write;

use askama::Template;
use resvg::tiny_skia::{PathBuilder, Pixmap, Transform};

use super::{DynamicLayer, render_into};
use crate::RenderError;
use crate::geometry::{F, Pt};
use crate::items;
use crate::pieces;
use crate::scene::Scene;
use crate::sprites::{self, Look};
use kaitaku_engine::board::Edge;
use kaitaku_engine::state::Seat;
use kaitaku_engine::view_items::Place;

/// Draws the roads.
pub struct Roads;

struct Style {
    d: String,
    fill: &'static str,
}

#[derive(Template)]
#[template(path = "layers/roads.svg", config = "../../assets/askama.toml")]
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

/// The paths whose road is drawn broken.
fn broken_paths(s: &Scene<'_>) -> Vec<Edge> {
    s.view
        .marks
        .iter()
        .filter_map(|m| match m.place {
            Place::Path(e) if sprites::look(&m.kind) == Some(Look::BrokenRoad) => Some(e),
            _ => None,
        })
        .collect()
}

/// One road to draw: its ends, its owner and whether it is drawn broken.
struct Piece {
    p: Pt,
    q: Pt,
    owner: Seat,
    damaged: bool,
}

/// Every road of the view, in view order.
fn pieces_of(s: &Scene<'_>) -> Vec<Piece> {
    let g = s.geo();
    let damaged = broken_paths(s);
    s.view
        .roads
        .iter()
        .map(|r| {
            let [a, b] = g.edge_ends(r.edge);
            Piece {
                p: a.lerp(b, 0.22),
                q: a.lerp(b, 0.78),
                owner: r.owner,
                damaged: damaged.contains(&r.edge),
            }
        })
        .collect()
}

/// The bars a road is drawn with: whole, or its two broken halves.
fn segments(piece: &Piece) -> Vec<(Pt, Pt)> {
    if piece.damaged {
        pieces::broken_halves(piece.p, piece.q).to_vec()
    } else {
        vec![(piece.p, piece.q)]
    }
}

impl DynamicLayer for Roads {
    fn name(&self) -> &'static str {
        "roads"
    }

    fn write(&self, s: &Scene<'_>, out: &mut String) -> Result<(), RenderError> {
        if s.view.roads.is_empty() {
            return Ok(());
        }
        let hw = 0.05 * s.geo().size;
        let mut halo = String::new();
        let mut by_owner: BTreeMap<u8, (String, String)> = BTreeMap::new();
        for piece in pieces_of(s) {
            let (outline, fill) = by_owner.entry(piece.owner).or_default();
            for (p, q) in segments(&piece) {
                bar(&mut halo, p, q, hw + 5.5);
                bar(outline, p, q, hw + 2.5);
                bar(fill, p, q, hw);
            }
        }
        let mut styles = Vec::new();
        // All outlines first, then all fills, so roads of different owners join cleanly.
        for (&owner, (outline, _)) in &by_owner {
            styles.push(Style {
                d: outline.clone(),
                fill: items::owner_colour(s.view, owner).outline,
            });
        }
        for (owner, (_, fill)) in by_owner {
            styles.push(Style {
                d: fill,
                fill: items::owner_colour(s.view, owner).fill,
            });
        }
        let tpl = RoadsSvg { halo, styles };
        render_into(self.name(), &tpl, out)
    }

    fn cache_key(&self, s: &Scene<'_>, key: &mut String) {
        // Writing to a String cannot fail. The broken paths change the shapes.
        let _ = write!(key, "roads:{:?};", s.view.roads);
        let broken = broken_paths(s);
        if !broken.is_empty() {
            let _ = write!(key, "broken:{broken:?};");
        }
    }

    fn raster(&self, s: &Scene<'_>, pixmap: &mut Pixmap) -> bool {
        let hw = 0.05 * s.geo().size;
        let mut halo = PathBuilder::new();
        let mut by_owner: BTreeMap<u8, (PathBuilder, PathBuilder)> = BTreeMap::new();
        for piece in pieces_of(s) {
            let (outline, fill) = by_owner
                .entry(piece.owner)
                .or_insert_with(|| (PathBuilder::new(), PathBuilder::new()));
            for (p, q) in segments(&piece) {
                pieces::bar(&mut halo, p, q, hw + 5.5);
                pieces::bar(outline, p, q, hw + 2.5);
                pieces::bar(fill, p, q, hw);
            }
        }
        let id = Transform::identity();
        if let Some(path) = halo.finish() {
            pieces::fill(pixmap, &path, pieces::colour("#FFFFFF"), id);
        }
        let mut fills = Vec::new();
        // All outlines first, then all fills, as in the SVG.
        for (owner, (outline, fill)) in by_owner {
            let colour = items::owner_colour(s.view, owner);
            if let Some(path) = outline.finish() {
                pieces::fill(pixmap, &path, pieces::colour(colour.outline), id);
            }
            fills.push((colour, fill));
        }
        for (colour, fill) in fills {
            if let Some(path) = fill.finish() {
                pieces::fill(pixmap, &path, pieces::colour(colour.fill), id);
            }
        }
        true
    }
}
