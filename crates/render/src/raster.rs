//! SVG → pixels: parsing with usvg (bundled fonts only) and drawing with resvg. PNG encoding
//! is in [`png_encode`](super::png_encode).

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg;

use super::RenderError;
use super::fonts;

/// Parses an SVG document with the bundled fonts.
pub fn parse(svg: &str) -> Result<usvg::Tree, RenderError> {
    let options = usvg::Options {
        fontdb: fonts::database()?,
        font_family: "DejaVu Sans".to_string(),
        font_resolver: usvg::FontResolver {
            select_fallback: fonts::quiet_fallback(),
            ..usvg::FontResolver::default()
        },
        ..usvg::Options::default()
    };
    usvg::Tree::from_str(svg, &options).map_err(RenderError::Svg)
}

/// A transparent canvas.
pub fn new_pixmap(width: u32, height: u32) -> Result<Pixmap, RenderError> {
    Pixmap::new(width, height).ok_or(RenderError::Canvas { width, height })
}

/// Draws a parsed document over `pixmap` (at 1:1 scale).
pub fn draw(tree: &usvg::Tree, pixmap: &mut Pixmap) {
    resvg::render(tree, Transform::identity(), &mut pixmap.as_mut());
}
