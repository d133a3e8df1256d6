//! The robber, standing beside the number token of its hex.

use std::fmt::Write;

use askama::Template;
use resvg::tiny_skia::{Pixmap, Transform};

use super::{DynamicLayer, render_into};
use crate::RenderError;
use crate::geometry::F;
use crate::palette;
use crate::pieces;
use crate::scene::Scene;

/// Draws the robber.
pub struct Robber;

#[derive(Template)]
#[template(path = "layers/robber.svg", config = "../../assets/askama.toml")]
struct RobberSvg {
    x: F,
    y: F,
    scale: F,
}

impl DynamicLayer for Robber {
    fn name(&self) -> &'static str {
        "robber"
    }

    fn write(&self, s: &Scene<'_>, out: &mut String) -> Result<(), RenderError> {
        let Some(hex) = s.view.robber else {
            return Ok(());
        };
        let g = s.geo();
        let c = g.hex(hex);
        let tpl = RobberSvg {
            x: F(c.x - 0.52 * g.size),
            y: F(c.y + 0.1 * g.size),
            scale: F(g.unit() * 1.25),
        };
        render_into(self.name(), &tpl, out)
    }

    fn cache_key(&self, s: &Scene<'_>, key: &mut String) {
        // Writing to a String cannot fail.
        let _ = write!(key, "robber:{:?};", s.view.robber);
    }

    fn raster(&self, s: &Scene<'_>, pixmap: &mut Pixmap) -> bool {
        let Some(hex) = s.view.robber else {
            return true;
        };
        let g = s.geo();
        let c = g.hex(hex);
        let scale = g.unit() * 1.25;
        let ts = Transform::from_row(
            scale,
            0.0,
            0.0,
            scale,
            c.x - 0.52 * g.size,
            c.y + 0.1 * g.size,
        );
        for path in pieces::robber().iter().flatten() {
            pieces::fill(pixmap, path, pieces::colour(palette::ROBBER), ts);
            pieces::stroke(pixmap, path, pieces::colour("#FFFFFF"), 3.0, ts);
        }
        true
    }
}
