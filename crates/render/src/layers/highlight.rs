//! Candidate spots for choosing a place: the board is dimmed and each spot gets a large badge
//! with its short code.

use askama::Template;

use super::{DynamicLayer, render_into};
use crate::geometry::{F, Rect};
use crate::scene::{Scene, text_width_em};
use crate::{RenderError, Spot, palette};

/// Draws the highlighted spots.
pub struct Highlights;

struct Badge {
    x: F,
    y: F,
    w: F,
    h: F,
    left: F,
    top: F,
    rx: F,
    font_size: F,
    code: String,
}

#[derive(Template)]
#[template(path = "layers/highlight.svg", config = "../../assets/askama.toml")]
struct HighlightSvg {
    board: [F; 4],
    badges: Vec<Badge>,
    fill: &'static str,
    ink: &'static str,
}

impl DynamicLayer for Highlights {
    fn name(&self) -> &'static str {
        "highlight"
    }

    fn write(&self, s: &Scene<'_>, out: &mut String) -> Result<(), RenderError> {
        let Some(h) = s.highlight else {
            return Ok(());
        };
        let g = s.geo();
        let sz = g.size;
        let badges = h
            .spots
            .iter()
            .map(|spot| {
                let (p, font) = match spot.spot {
                    Spot::Vertex(v) => (g.vertex(v), 0.27 * sz),
                    Spot::Edge(e) => (g.edge_mid(e), 0.25 * sz),
                    // Above the number token, where the pictogram is, so the number stays visible.
                    Spot::Hex(x) => (g.hex(x).offset(0.0, -0.5 * sz), 0.36 * sz),
                };
                let text_w = text_width_em(&spot.code) * font;
                let h = font * 1.3;
                let w = (text_w + font * 0.6).max(h);
                Badge {
                    x: F(p.x),
                    y: F(p.y),
                    w: F(w),
                    h: F(h),
                    left: F(p.x - w / 2.0),
                    top: F(p.y - h / 2.0),
                    rx: F(h / 2.0),
                    font_size: F(font),
                    code: spot.code.clone(),
                }
            })
            .collect();
        let Rect { x, y, w, h } = g.board;
        let tpl = HighlightSvg {
            board: [F(x), F(y), F(w), F(h)],
            badges,
            fill: palette::BADGE,
            ink: palette::INK,
        };
        render_into(self.name(), &tpl, out)
    }
}
