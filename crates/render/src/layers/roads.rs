//! Roads in their owners' colours, with an outline and a white halo. Each road is a filled
//! octagon (filling is much cheaper than stroking thick lines with round caps), and all roads
//! of one style go into one path. A road damaged by an Earthquake (Catan Event Cards) is drawn
//! broken in the middle with a red crack across the gap, so players see which roads need repair.

use std::collections::BTreeMap;
use std::fmt::Write;

use askama::Template;
use resvg::tiny_skia::{PathBuilder, Pixmap, Transform};

use super::{DynamicLayer, render_into};
use crate::RenderError;
use crate::geometry::{F, Pt};
use crate::modules;
use crate::palette;
use crate::pieces;
use crate::scene::Scene;
use kaitaku_engine::board::Edge;
use kaitaku_engine::state::Seat;

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
    cracks: String,
    crack: &'static str,
    crack_width: F,
    crack_halo: F,
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

/// One road to draw: its ends, its owner and whether it is damaged.
struct Piece {
    p: Pt,
    q: Pt,
    owner: Seat,
    damaged: bool,
}

/// Every road of the view, in view order.
fn pieces_of(s: &Scene<'_>) -> Vec<Piece> {
    let g = s.geo();
    let damaged: Vec<Edge> = modules::event_cards(s.view)
        .map(|e| e.damaged_roads.iter().map(|d| d.edge).collect())
        .unwrap_or_default();
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
        let mut cracks = String::new();
        let mut by_owner: BTreeMap<u8, (String, String)> = BTreeMap::new();
        for piece in pieces_of(s) {
            let (outline, fill) = by_owner.entry(piece.owner).or_default();
            for (p, q) in segments(&piece) {
                bar(&mut halo, p, q, hw + 5.5);
                bar(outline, p, q, hw + 2.5);
                bar(fill, p, q, hw);
            }
            if piece.damaged {
                for (i, pt) in pieces::crack_points(piece.p, piece.q, hw)
                    .iter()
                    .enumerate()
                {
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
        }
        let mut styles = Vec::new();
        // All outlines first, then all fills, so roads of different owners join cleanly.
        for (&owner, (outline, _)) in &by_owner {
            styles.push(Style {
                d: outline.clone(),
                fill: modules::owner_colour(s.view, owner).outline,
            });
        }
        for (owner, (_, fill)) in by_owner {
            styles.push(Style {
                d: fill,
                fill: modules::owner_colour(s.view, owner).fill,
            });
        }
        let tpl = RoadsSvg {
            halo,
            styles,
            cracks,
            crack: palette::CRACK,
            crack_width: F(pieces::CRACK_WIDTH),
            crack_halo: F(pieces::CRACK_WIDTH + 5.0),
        };
        render_into(self.name(), &tpl, out)
    }

    fn cache_key(&self, s: &Scene<'_>, key: &mut String) {
        // Writing to a String cannot fail. The neutral owners change the colours and the
        // damaged roads change the shapes.
        let _ = write!(key, "roads:{:?};", s.view.roads);
        if let Some(c) = modules::catan_for_two(s.view) {
            let _ = write!(key, "neutrals:{:?};", c.neutrals);
        }
        if let Some(e) = modules::event_cards(s.view) {
            let _ = write!(key, "damaged:{:?};", e.damaged_roads);
        }
    }

    fn raster(&self, s: &Scene<'_>, pixmap: &mut Pixmap) -> bool {
        let hw = 0.05 * s.geo().size;
        let mut halo = PathBuilder::new();
        let mut cracks = PathBuilder::new();
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
            if piece.damaged {
                let [first, rest @ ..] = pieces::crack_points(piece.p, piece.q, hw);
                cracks.move_to(first.x, first.y);
                for pt in rest {
                    cracks.line_to(pt.x, pt.y);
                }
            }
        }
        let id = Transform::identity();
        if let Some(path) = halo.finish() {
            pieces::fill(pixmap, &path, pieces::colour("#FFFFFF"), id);
        }
        let mut fills = Vec::new();
        // All outlines first, then all fills, as in the SVG.
        for (owner, (outline, fill)) in by_owner {
            let colour = modules::owner_colour(s.view, owner);
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
        if let Some(path) = cracks.finish() {
            let white = pieces::colour("#FFFFFF");
            pieces::stroke(pixmap, &path, white, pieces::CRACK_WIDTH + 5.0, id);
            let crack = pieces::colour(palette::CRACK);
            pieces::stroke(pixmap, &path, crack, pieces::CRACK_WIDTH, id);
        }
        true
    }
}
