//! The board is drawn as a stack of layers, one per concern. Static layers depend only on the
//! board (terrain, numbers, harbours, frame) and are rendered once per board and cached; dynamic
//! layers (pieces, robber, highlights, legend) are drawn on top each time.
//!
//! A variant adds its pieces by adding layers (ships and sea hexes, knights, barbarians, city
//! walls…) to its own [`Stack`], not by growing an existing layer.

mod buildings;
mod harbors;
mod highlight;
mod legend;
mod numbers;
mod roads;
mod robber;
mod sea;
mod status;
mod terrain;

use askama::Template;
use resvg::tiny_skia::Pixmap;

use super::RenderError;
use super::scene::{BoardScene, Scene};
use crate::engine::View;

/// A layer drawn from the board alone (cached per board).
pub trait StaticLayer: Sync {
    /// Short name, for errors and debugging.
    fn name(&self) -> &'static str;
    /// Appends this layer's SVG elements to `out`.
    fn write(&self, scene: &BoardScene<'_>, out: &mut String) -> Result<(), RenderError>;
}

/// A layer drawn from the whole view (redrawn every time).
pub trait DynamicLayer: Sync {
    /// Short name, for errors and debugging.
    fn name(&self) -> &'static str;
    /// Appends this layer's SVG elements to `out`.
    fn write(&self, scene: &Scene<'_>, out: &mut String) -> Result<(), RenderError>;
    /// Draws this layer straight onto the canvas (same picture as [`write`](Self::write)) and
    /// returns true, for layers simple enough to skip SVG; the default returns false.
    fn raster(&self, _scene: &Scene<'_>, _pixmap: &mut Pixmap) -> bool {
        false
    }
}

/// The layers of one kind of board, bottom first.
pub struct Stack {
    /// Drawn once per board, under everything else.
    pub statics: &'static [&'static dyn StaticLayer],
    /// Drawn every time, on top of the static layers.
    pub dynamics: &'static [&'static dyn DynamicLayer],
}

/// The base game's layers.
pub static BASE: Stack = Stack {
    statics: &[
        &sea::Sea,
        &terrain::Terrain,
        &harbors::Harbors,
        &numbers::Numbers,
        &legend::LegendCards,
    ],
    dynamics: &[
        &roads::Roads,
        &buildings::Buildings,
        &robber::Robber,
        &highlight::Highlights,
        &status::Status,
        &legend::Legend,
    ],
};

/// The layer stack for a view (variants will choose theirs from the view's modules).
pub fn stack_for(_view: &View) -> &'static Stack {
    &BASE
}

/// Renders a layer's template into `out`, naming the layer in errors.
fn render_into(
    layer: &'static str,
    template: &impl Template,
    out: &mut String,
) -> Result<(), RenderError> {
    template
        .render_into(out)
        .map_err(|source| RenderError::Template { layer, source })
}
