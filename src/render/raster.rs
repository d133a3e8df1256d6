//! SVG → pixels → PNG: parsing with usvg (bundled fonts only), drawing with resvg, and a fast
//! PNG encoding of the opaque result.

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg;

use super::RenderError;
use super::fonts;

/// Parses an SVG document with the bundled fonts.
pub fn parse(svg: &str) -> Result<usvg::Tree, RenderError> {
    let options = usvg::Options {
        fontdb: fonts::database()?,
        font_family: "DejaVu Sans".to_string(),
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

/// Encodes an opaque canvas as an RGB PNG with fast compression.
///
/// The canvas must be opaque (the page layer paints every pixel), so premultiplied and straight
/// colours are the same and the alpha channel can be dropped.
pub fn encode_png(pixmap: &Pixmap) -> Result<Vec<u8>, RenderError> {
    let (w, h) = (pixmap.width(), pixmap.height());
    let rgba = pixmap.data();
    let mut rgb = Vec::with_capacity(rgba.len() / 4 * 3);
    for px in rgba.chunks_exact(4) {
        rgb.extend_from_slice(&px[..3]);
    }
    let mut out = Vec::with_capacity(256 * 1024);
    let mut encoder = png::Encoder::new(&mut out, w, h);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Fast);
    let mut writer = encoder.write_header().map_err(RenderError::Png)?;
    writer.write_image_data(&rgb).map_err(RenderError::Png)?;
    writer.finish().map_err(RenderError::Png)?;
    Ok(out)
}
