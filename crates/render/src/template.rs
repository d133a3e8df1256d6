//! The SVG documents: the layers' fragments wrapped in `assets/templates/document.svg` with the
//! shared definitions (pictograms, piece shapes).

use askama::Template;

use super::RenderError;
use super::fonts::FONT_FAMILY;
use super::layers::{DynamicLayer, Stack};
use super::scene::{BoardScene, Scene};

#[derive(Template)]
#[template(path = "document.svg", config = "../../assets/askama.toml")]
struct Document<'a> {
    width: u32,
    height: u32,
    font: &'a str,
    terrain_defs: bool,
    piece_defs: bool,
    body: &'a str,
}

/// Wraps SVG elements in the document template (size, font, shared definitions).
pub fn document(
    width: u32,
    height: u32,
    terrain_defs: bool,
    piece_defs: bool,
    body: &str,
) -> Result<String, RenderError> {
    Document {
        width,
        height,
        font: FONT_FAMILY,
        terrain_defs,
        piece_defs,
        body,
    }
    .render()
    .map_err(|source| RenderError::Template {
        layer: "document",
        source,
    })
}

fn static_body(board: &BoardScene<'_>, stack: &Stack, out: &mut String) -> Result<(), RenderError> {
    for layer in stack.statics {
        layer.write(board, out)?;
    }
    Ok(())
}

fn dynamic_body(scene: &Scene<'_>, stack: &Stack, out: &mut String) -> Result<(), RenderError> {
    for layer in stack.dynamics() {
        layer.write(scene, out)?;
    }
    Ok(())
}

/// The static layers alone (cached per board as a raster).
pub fn static_svg(board: &BoardScene<'_>, stack: &Stack) -> Result<String, RenderError> {
    let mut body = String::with_capacity(32 * 1024);
    static_body(board, stack, &mut body)?;
    document(board.geo.width, board.geo.height, true, true, &body)
}

/// The dynamic layers alone, on a transparent background (drawn over the cached raster).
pub fn dynamic_svg(scene: &Scene<'_>, stack: &Stack) -> Result<String, RenderError> {
    let mut body = String::with_capacity(32 * 1024);
    dynamic_body(scene, stack, &mut body)?;
    let g = scene.geo();
    document(g.width, g.height, false, true, &body)
}

/// The whole board as one document.
pub fn full_svg(scene: &Scene<'_>, stack: &Stack) -> Result<String, RenderError> {
    let mut body = String::with_capacity(64 * 1024);
    static_body(&scene.board, stack, &mut body)?;
    dynamic_body(scene, stack, &mut body)?;
    let g = scene.geo();
    document(g.width, g.height, true, true, &body)
}

/// Draws `layers` over `pixmap`, bottom first: a layer that can
/// [draw directly](super::layers::DynamicLayer::raster) does so, one made of
/// [fragments](super::layers::DynamicLayer::fragments) goes through the fragment cache, and
/// runs of other layers are drawn from one SVG document each, so the order of the stack is kept.
pub fn draw_dynamic(
    scene: &Scene<'_>,
    layers: &[&'static dyn DynamicLayer],
    pixmap: &mut resvg::tiny_skia::Pixmap,
) -> Result<(), RenderError> {
    let mut body = String::new();
    for layer in layers {
        if body.is_empty() && layer.raster(scene, pixmap) {
            continue;
        }
        if let Some(fragments) = layer.fragments(scene)? {
            flush_svg(scene, &mut body, pixmap)?;
            super::fragments::draw(&fragments, pixmap)?;
            continue;
        }
        layer.write(scene, &mut body)?;
    }
    flush_svg(scene, &mut body, pixmap)
}

/// Draws the pending SVG elements in `body` (if any) over `pixmap` and empties `body`.
fn flush_svg(
    scene: &Scene<'_>,
    body: &mut String,
    pixmap: &mut resvg::tiny_skia::Pixmap,
) -> Result<(), RenderError> {
    if body.is_empty() {
        return Ok(());
    }
    let g = scene.geo();
    let svg = document(g.width, g.height, false, true, body)?;
    super::raster::draw(&super::raster::parse(&svg)?, pixmap);
    body.clear();
    Ok(())
}
