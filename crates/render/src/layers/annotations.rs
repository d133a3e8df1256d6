//! Marks printed on scenario maps (`Layout::annotations`): river crossings, oasis arrows, the
//! castle's coloured directions and start paths. Nothing is drawn on a base board.

use askama::Template;

use super::{StaticLayer, render_into};
use crate::RenderError;
use crate::geometry::F;
use crate::scene::BoardScene;
use kaitaku_engine::board::annotations::{Annotation, CastleColour};

/// Draws the annotations.
pub struct Annotations;

struct Line {
    x1: F,
    y1: F,
    x2: F,
    y2: F,
    colour: &'static str,
    width: F,
}

struct Mark {
    x: F,
    y: F,
    fill: &'static str,
}

#[derive(Template)]
#[template(path = "layers/annotations.svg", config = "../../assets/askama.toml")]
struct AnnotationsSvg {
    lines: Vec<Line>,
    marks: Vec<Mark>,
    radius: F,
}

/// River blue for crossings.
const RIVER: &str = "#4FA3D9";
/// A lighter blue for the river flowing through its hexes, under the crossings.
const RIVER_BED: &str = "#7CC0EA";
/// Oasis arrows.
const ARROW: &str = "#E07A1F";
/// Start paths.
const START: &str = "#1A1A1A";

fn castle_colour(c: CastleColour) -> &'static str {
    match c {
        CastleColour::Green => "#2E7D32",
        CastleColour::Purple => "#6A3D9A",
        CastleColour::Brown => "#6B4423",
    }
}

impl StaticLayer for Annotations {
    fn name(&self) -> &'static str {
        "annotations"
    }

    fn write(&self, s: &BoardScene<'_>, out: &mut String) -> Result<(), RenderError> {
        let g = s.geo;
        let sz = g.size;
        let mut lines = Vec::new();
        let mut marks = Vec::new();
        // The rivers first, under every other mark: a ribbon from the centre of each river hex
        // to the next across each crossing, so the river reads as flowing through its hexes
        // (the crossing sides, where bridges go, are drawn over it below).
        for a in s.annotations {
            if let Annotation::RiverCrossing { edge } = *a {
                let [from, to] = edge.touching_hexes().map(|h| g.hex(h));
                lines.push(Line {
                    x1: F(from.x),
                    y1: F(from.y),
                    x2: F(to.x),
                    y2: F(to.y),
                    colour: RIVER_BED,
                    width: F(0.2 * sz),
                });
            }
        }
        for a in s.annotations {
            match *a {
                Annotation::RiverCrossing { edge } => {
                    let [p, q] = g.edge_ends(edge);
                    lines.push(Line {
                        x1: F(p.x),
                        y1: F(p.y),
                        x2: F(q.x),
                        y2: F(q.y),
                        colour: RIVER,
                        width: F(0.12 * sz),
                    });
                }
                Annotation::OasisArrow { edge } | Annotation::StartPath { edge } => {
                    let m = g.edge_mid(edge);
                    let fill = if matches!(a, Annotation::OasisArrow { .. }) {
                        ARROW
                    } else {
                        START
                    };
                    marks.push(Mark {
                        x: F(m.x),
                        y: F(m.y),
                        fill,
                    });
                }
                Annotation::CastleDirection {
                    hex,
                    direction,
                    colour,
                } => {
                    let c = g.hex(hex);
                    let to = g.hex(hex.neighbor(direction.index()));
                    let end = c.lerp(to, 0.45);
                    let start = c.lerp(to, 0.25);
                    lines.push(Line {
                        x1: F(start.x),
                        y1: F(start.y),
                        x2: F(end.x),
                        y2: F(end.y),
                        colour: castle_colour(colour),
                        width: F(0.1 * sz),
                    });
                }
            }
        }
        let tpl = AnnotationsSvg {
            lines,
            marks,
            radius: F(0.09 * sz),
        };
        render_into(self.name(), &tpl, out)
    }
}
