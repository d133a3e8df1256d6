//! The board is drawn as a stack of layers, one per concern. Static layers depend only on the
//! board (terrain, numbers, harbours, frame) and are rendered once per board and cached; dynamic
//! layers (pieces, robber, highlights, legend) are drawn on top each time.
//!
//! A variant adds its pieces by adding layers (ships and sea hexes, knights, barbarians, city
//! walls…) to its own [`Stack`], not by growing an existing layer.

mod annotations;
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
use super::fragments::Fragment;
use super::scene::{BoardScene, Scene};
use super::sprites::Sprite;
use kaitaku_engine::View;

/// A layer drawn from the board alone (cached per board).
pub trait StaticLayer: Sync {
    /// Short name, for errors and debugging.
    fn name(&self) -> &'static str;
    /// Appends this layer's SVG elements to `out`.
    fn write(&self, scene: &BoardScene<'_>, out: &mut String) -> Result<(), RenderError>;
    /// True when this layer's picture is mostly the same for many boards (the sea around
    /// every board of one shape): its raster is then cached whole, keyed by its SVG text.
    fn shared(&self) -> bool {
        false
    }
    /// The same picture as [`write`](Self::write) as [sprites](crate::sprites), each placed
    /// at a whole pixel (so within half a pixel of the SVG), for layers made of a few kinds of
    /// things at many places; the default returns `None`.
    fn sprites(&self, _scene: &BoardScene<'_>) -> Result<Option<Vec<Sprite>>, RenderError> {
        Ok(None)
    }
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
    /// The same picture as [`write`](Self::write), split into independent boxes that are
    /// rasterised through the [fragment cache](crate::fragments), for layers whose
    /// boxes mostly repeat from one image to the next; the default returns `None`.
    fn fragments(&self, _scene: &Scene<'_>) -> Result<Option<Vec<Fragment>>, RenderError> {
        Ok(None)
    }
    /// Appends to `key` everything this layer's picture depends on, for layers in a stack's
    /// [`pieces`](Stack::pieces) tier: two views with the same key must draw the same pixels.
    fn cache_key(&self, _scene: &Scene<'_>, _key: &mut String) {}
}

/// The layers of one kind of board, bottom first.
pub struct Stack {
    /// Drawn once per board, under everything else.
    pub statics: &'static [&'static dyn StaticLayer],
    /// Pieces on the board (roads, buildings, robber): drawn over the static layers and cached
    /// by their [keys](DynamicLayer::cache_key), since most images of a game show the same
    /// pieces as the one before.
    pub pieces: &'static [&'static dyn DynamicLayer],
    /// Drawn every time, on top of the pieces (highlights, status strip, legend).
    pub overlays: &'static [&'static dyn DynamicLayer],
}

impl Stack {
    /// Every dynamic layer, bottom first: the pieces, then the overlays.
    pub fn dynamics(&self) -> impl Iterator<Item = &'static dyn DynamicLayer> + '_ {
        self.pieces.iter().chain(self.overlays).copied()
    }
}

/// The base game's layers.
pub static BASE: Stack = Stack {
    statics: &[
        &sea::Sea,
        &terrain::Terrain,
        &harbors::Harbors,
        &annotations::Annotations,
        &numbers::Numbers,
    ],
    pieces: &[&roads::Roads, &buildings::Buildings, &robber::Robber],
    overlays: &[&highlight::Highlights, &status::Status, &legend::Legend],
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
