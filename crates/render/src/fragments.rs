//! Rasterised SVG fragments, cached by their text: a dynamic layer made of a few independent
//! boxes (a legend card, the status strip) is drawn as one small raster per box, and a box
//! whose SVG has not changed since it was last drawn is copied instead of parsed and drawn
//! again. In a game most boxes are unchanged from one image to the next.

use std::sync::Arc;

use resvg::tiny_skia::Pixmap;

use super::RenderError;
use super::cache::Lru;
use super::raster;
use super::template;

/// Fragments kept at once (a legend card is about 330 KB); least recently used go first.
pub const CAPACITY: usize = 64;

/// One box of a dynamic layer: its pixel rectangle on the canvas and the SVG elements drawn in
/// it, in canvas coordinates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fragment {
    /// Left edge, in canvas pixels.
    pub x: i32,
    /// Top edge, in canvas pixels.
    pub y: i32,
    /// Width in pixels.
    pub w: u32,
    /// Height in pixels.
    pub h: u32,
    /// SVG elements, positioned on the whole canvas; anything outside the box is clipped.
    pub svg: String,
}

static CACHE: Lru<Fragment, Pixmap> = Lru::new(CAPACITY);

/// The fragment as a transparent raster of its box, from the cache or freshly drawn.
fn raster_of(fragment: &Fragment) -> Result<Arc<Pixmap>, RenderError> {
    CACHE.get_or_make(fragment.clone(), |fragment| {
        let body = format!(
            "<g transform=\"translate({} {})\">{}</g>",
            -fragment.x, -fragment.y, fragment.svg
        );
        let svg = template::document(fragment.w, fragment.h, false, true, &body)?;
        let tree = raster::parse(&svg)?;
        let mut pixmap = raster::new_pixmap(fragment.w, fragment.h)?;
        raster::draw(&tree, &mut pixmap);
        Ok(pixmap)
    })
}

/// Draws the fragments over `canvas`, in order.
pub fn draw(fragments: &[Fragment], canvas: &mut Pixmap) -> Result<(), RenderError> {
    for fragment in fragments {
        if fragment.w == 0 || fragment.h == 0 {
            continue;
        }
        let raster = raster_of(fragment)?;
        blend_over(&raster, fragment.x, fragment.y, canvas);
    }
    Ok(())
}

/// Composites `src` over `dst` with its top-left corner at (`x`, `y`), clipped to `dst`.
///
/// Both are premultiplied RGBA, so "source over" is `dst = src + dst × (1 − src alpha)` per
/// channel; opaque and fully transparent pixels (nearly all of them) are a copy or nothing,
/// which makes this several times faster than a general paint.
pub(crate) fn blend_over(src: &Pixmap, x: i32, y: i32, dst: &mut Pixmap) {
    let (dw, dh) = (dst.width() as i64, dst.height() as i64);
    let (sw, sh) = (src.width() as i64, src.height() as i64);
    let (x, y) = (i64::from(x), i64::from(y));
    let (x0, x1) = (x.max(0), (x + sw).min(dw));
    let (y0, y1) = (y.max(0), (y + sh).min(dh));
    if x0 >= x1 || y0 >= y1 {
        return;
    }
    let span = (x1 - x0) as usize * 4;
    let src_data = src.data();
    let dst_data = dst.data_mut();
    for row in y0..y1 {
        let s_start = (((row - y) * sw + (x0 - x)) * 4) as usize;
        let d_start = ((row * dw + x0) * 4) as usize;
        let s_row = &src_data[s_start..s_start + span];
        let d_row = &mut dst_data[d_start..d_start + span];
        for (s, d) in s_row.chunks_exact(4).zip(d_row.chunks_exact_mut(4)) {
            match s[3] {
                255 => d.copy_from_slice(s),
                0 => {}
                alpha => {
                    let keep = 255 - u16::from(alpha);
                    for (dc, &sc) in d.iter_mut().zip(s) {
                        let scaled = (u16::from(*dc) * keep + 127) / 255;
                        *dc = sc.saturating_add(scaled as u8);
                    }
                }
            }
        }
    }
}

/// Bytes held by the cached rasters.
pub fn cached_bytes() -> usize {
    CACHE.total(|p| p.data().len())
}

/// Empties the cache.
pub fn clear() {
    CACHE.clear();
}
