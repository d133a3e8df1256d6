//! Board images: an engine [`View`] drawn as SVG from templates in `assets/templates/`, then
//! rasterised with resvg into a PNG.
//!
//! The drawing is a [stack of layers](layers): the static ones (sea frame, terrain, harbours,
//! number tokens) depend only on the board and are rasterised once per board and
//! [cached](cache), and so is the board with its pieces (roads, buildings, robber) until they
//! change; each render draws only the overlays (highlighted spots, status strip, legend) over a
//! copy, the legend and status strip from cached [fragments]. Only the fonts bundled in
//! `assets/fonts/` are used, so the output depends on the view alone.

pub mod bench;
pub mod cache;
pub mod fonts;
pub mod fragments;
pub mod geometry;
pub mod items;
pub mod layers;
pub mod modules;
pub mod palette;
pub mod pieces;
pub mod png_encode;
pub mod quantize;
pub mod raster;
pub mod scene;
pub mod spots;
pub mod sprites;
pub mod template;
pub mod words;

use kaitaku_engine::View;
use kaitaku_engine::board::Tile;
use kaitaku_i18n::Lang;

pub use spots::{Highlight, HighlightKind, LabelledSpot, Spot, UnknownHighlight, highlight_for};

use geometry::Geometry;
use scene::{BoardScene, Scene};

/// What to draw.
#[derive(Clone, Debug)]
pub struct RenderRequest {
    /// The game as the viewer sees it (`game.view(None)` for a public image).
    pub view: View,
    /// Display names per seat, any script; missing or blank names show as `Player N`.
    pub names: Vec<String>,
    /// Spots to label with their short codes, when the image is for choosing a place.
    pub highlight: Option<Highlight>,
}

/// A rendered PNG.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RenderedImage {
    /// The PNG file's bytes.
    pub png: Vec<u8>,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
}

/// Why an image could not be made.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// A bundled font is missing or unreadable.
    #[error("bundled font assets/fonts/{file} did not load as family `{family}`")]
    Font {
        /// The file in `assets/fonts/`.
        file: &'static str,
        /// The family it should provide.
        family: &'static str,
    },
    /// The view has no tiles to draw.
    #[error("the board has no tiles")]
    EmptyBoard,
    /// A template failed to render.
    #[error("template for layer `{layer}` failed: {source}")]
    Template {
        /// The layer (or `document`).
        layer: &'static str,
        /// The template engine's error.
        source: askama::Error,
    },
    /// The generated SVG did not parse (a bug in a template).
    #[error("generated SVG is invalid: {0}")]
    Svg(resvg::usvg::Error),
    /// The canvas could not be allocated.
    #[error("cannot allocate a {width}×{height} canvas")]
    Canvas {
        /// Width in pixels.
        width: u32,
        /// Height in pixels.
        height: u32,
    },
    /// The image does not fit in a PNG chunk.
    #[error("the image is too large to encode")]
    TooLarge,
    /// PNG encoding failed.
    #[error("PNG encoding failed: {0}")]
    Png(png::EncodingError),
}

fn with_scene<T>(
    req: &RenderRequest,
    lang: Lang,
    f: impl FnOnce(&Scene<'_>, &'static layers::Stack) -> Result<T, RenderError>,
) -> Result<T, RenderError> {
    let view = &req.view;
    let board_items = view.board_items();
    let card_h = if items::has_counters(view, &board_items) {
        geometry::CARD_H_TALL
    } else {
        geometry::CARD_H
    };
    let geo = Geometry::with_legend(&view.tiles, items::legend_cards(view, &board_items), card_h)?;
    // A tile flagged face down is drawn face down whatever the view says lies under it (the
    // engine's views already say `unknown`; a view made otherwise must not show the face).
    let redacted: Vec<Tile>;
    let tiles = if view.tiles.iter().any(|t| t.face_down && t.redacted() != *t) {
        redacted = view.tiles.iter().map(Tile::redacted).collect();
        &redacted[..]
    } else {
        &view.tiles[..]
    };
    let scene = Scene {
        board: BoardScene {
            geo: &geo,
            tiles,
            harbors: &view.harbors,
            annotations: &view.annotations,
            seats: view.players.len() as u8,
            names: &req.names,
        },
        view,
        items: &board_items,
        highlight: req.highlight.as_ref(),
        lang,
    };
    f(&scene, layers::stack_for(view))
}

/// The whole image as one SVG document (for debugging and for clients that draw SVG).
pub fn render_svg(req: &RenderRequest) -> Result<String, RenderError> {
    render_svg_in(req, Lang::En)
}

/// [`render_svg`] with the words drawn from the modules' items in `lang`.
pub fn render_svg_in(req: &RenderRequest, lang: Lang) -> Result<String, RenderError> {
    with_scene(req, lang, template::full_svg)
}

/// The image as a PNG: the cached static layers of this board, with the dynamic layers drawn
/// over a copy. Deterministic for a given request. The words are English
/// ([`render_png_in`] draws them in another language).
pub fn render_png(req: &RenderRequest) -> Result<RenderedImage, RenderError> {
    render_png_in(req, Lang::En)
}

/// [`render_png`] with the words drawn from the modules' items (their counters' names, a
/// drawn card's name, the neutral colours' names) in `lang`.
pub fn render_png_in(req: &RenderRequest, lang: Lang) -> Result<RenderedImage, RenderError> {
    with_scene(req, lang, |scene, stack| {
        let board = cache::pieces_layer(scene, stack)?;
        let mut pixmap = board.pixmap.clone();
        template::draw_dynamic(scene, stack.overlays, &mut pixmap)?;
        let (png, rows) = png_encode::encode(&pixmap, &board.pixmap, board.rows.get())?;
        if let Some(rows) = rows {
            // Another thread may have set it first: made from the board alone, they are the same.
            let _ = board.rows.set(rows);
        }
        Ok(RenderedImage {
            png,
            width: pixmap.width(),
            height: pixmap.height(),
        })
    })
}
