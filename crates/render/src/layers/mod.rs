//! The board is drawn as a stack of layers, one per concern. Static layers depend only on the
//! board (terrain, numbers, harbours, frame) and are rendered once per board and cached; dynamic
//! layers (pieces, robber, highlights, legend) are drawn on top each time.
//!
//! The base layers draw the modules' generic items from the sprite table
//! ([`crate::sprites::look`]): marks ([`marks`]), pieces ([`figures`]), counters (legend and
//! status strip). A module that needs more registers layers of its own
//! ([`crate::modules::ModuleDrawing`]); [`stack_for`] puts them above the base layers of their
//! tier for a view in which the module is in play, never inside a base layer.

mod annotations;
mod buildings;
pub mod figures;
mod harbors;
mod highlight;
mod legend;
pub mod marks;
pub(crate) mod numbers;
mod roads;
mod robber;
mod sea;
mod status;
mod terrain;

use askama::Template;
use resvg::tiny_skia::Pixmap;

use std::sync::Mutex;

use super::RenderError;
use super::fragments::Fragment;
use super::modules::REGISTRY;
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
    pieces: &[
        &marks::Marks,
        &roads::Roads,
        &buildings::Buildings,
        &figures::Figures,
        &robber::Robber,
    ],
    overlays: &[&highlight::Highlights, &status::Status, &legend::Legend],
};

/// Stacks of the base layers with the layers of a set of modules, made once per set (a set is
/// a bit mask over [`REGISTRY`]; at most one stack per combination of modules that have layers,
/// so the few leaked stacks are bounded) and kept for the process: the caches know a stack by
/// its address.
static COMPOSED: Mutex<Vec<(u64, &'static Stack)>> = Mutex::new(Vec::new());

/// The layer stack for a view: the base layers, with the own layers of each module in play
/// that has some, above the base layers of their tier, in registry order.
pub fn stack_for(view: &View) -> &'static Stack {
    let mut set = 0u64;
    for (i, d) in REGISTRY.iter().enumerate().take(64) {
        if d.has_layers() && (d.in_play)(view) {
            set |= 1 << i;
        }
    }
    if set == 0 {
        return &BASE;
    }
    let mut composed = COMPOSED.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(&(_, stack)) = composed.iter().find(|(s, _)| *s == set) {
        return stack;
    }
    let chosen = || {
        REGISTRY
            .iter()
            .enumerate()
            .filter(move |(i, _)| set & (1 << i) != 0)
            .map(|(_, d)| d)
    };
    let pieces: Vec<&'static dyn DynamicLayer> = BASE
        .pieces
        .iter()
        .copied()
        .chain(chosen().flat_map(|d| d.pieces.iter().copied()))
        .collect();
    let overlays: Vec<&'static dyn DynamicLayer> = BASE
        .overlays
        .iter()
        .copied()
        .chain(chosen().flat_map(|d| d.overlays.iter().copied()))
        .collect();
    let stack: &'static Stack = Box::leak(Box::new(Stack {
        statics: BASE.statics,
        pieces: pieces.leak(),
        overlays: overlays.leak(),
    }));
    composed.push((set, stack));
    stack
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
