//! The static layers drawn cheaply for a board never drawn before: a board is a few kinds of
//! things (terrain hexes, number tokens, harbour badges) at many places, so a static layer can
//! give its picture as [sprites]: small rasters drawn in their own coordinates and cached
//! process-wide by their SVG text, then copied to each place at a whole-pixel position. A
//! layer whose whole picture repeats across boards (the sea of every board of the same shape)
//! is cached whole by its SVG text instead. Other layers are rasterised from SVG as before.
//!
//! Every cache here is bounded: [`SPRITES`] rasters of at most [`MAX_SPRITE_BYTES`] each and
//! [`BACKDROPS`] canvases, so the process-wide memory does not grow with the number of games.

use std::sync::Arc;

use resvg::tiny_skia::Pixmap;

use super::RenderError;
use super::cache::Lru;
use super::fragments::blend_over;
use super::layers::Stack;
use super::raster;
use super::scene::BoardScene;
use super::template;

/// Sprites kept at once.
pub const SPRITES: usize = 256;
/// Largest sprite cached (bytes of RGBA); larger ones are drawn and dropped.
pub const MAX_SPRITE_BYTES: usize = 256 * 1024;
/// Whole-layer rasters kept at once (one per board shape in use; 6.8 MB each at 1200 px wide).
pub const BACKDROPS: usize = 4;

/// One small picture of a static layer: its box on the canvas and the SVG elements drawn in
/// it, in the box's own coordinates (its top-left corner at the origin), so the same thing at
/// another place has the same text and the same cached raster.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sprite {
    /// Left edge on the canvas, in pixels.
    pub x: i32,
    /// Top edge on the canvas, in pixels.
    pub y: i32,
    /// Width in pixels.
    pub w: u32,
    /// Height in pixels.
    pub h: u32,
    /// SVG elements in box coordinates.
    pub svg: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct SpriteKey {
    w: u32,
    h: u32,
    svg: String,
}

static SPRITE_CACHE: Lru<SpriteKey, Pixmap> = Lru::new(SPRITES);
static BACKDROP_CACHE: Lru<String, Pixmap> = Lru::new(BACKDROPS);

fn rasterise(w: u32, h: u32, body: &str) -> Result<Pixmap, RenderError> {
    let svg = template::document(w, h, true, false, body)?;
    let tree = raster::parse(&svg)?;
    let mut pixmap = raster::new_pixmap(w, h)?;
    raster::draw(&tree, &mut pixmap);
    Ok(pixmap)
}

/// Draws one sprite over `canvas`, from the cache when its raster was drawn before.
fn draw_sprite(sprite: &Sprite, canvas: &mut Pixmap) -> Result<(), RenderError> {
    if sprite.w == 0 || sprite.h == 0 {
        return Ok(());
    }
    if sprite.w as usize * sprite.h as usize * 4 > MAX_SPRITE_BYTES {
        let raster = rasterise(sprite.w, sprite.h, &sprite.svg)?;
        blend_over(&raster, sprite.x, sprite.y, canvas);
        return Ok(());
    }
    let key = SpriteKey {
        w: sprite.w,
        h: sprite.h,
        svg: sprite.svg.clone(),
    };
    let raster = SPRITE_CACHE.get_or_make(key, |k| rasterise(k.w, k.h, &k.svg))?;
    blend_over(&raster, sprite.x, sprite.y, canvas);
    Ok(())
}

/// Draws the static layers of `stack` over `canvas` (transparent, the board's size), bottom
/// first: [shared](crate::layers::StaticLayer::shared) layers from the backdrop cache, layers with
/// [sprites](crate::layers::StaticLayer::sprites) sprite by sprite, and runs of other layers from one SVG
/// document each, so the order of the stack is kept.
pub fn draw_statics(
    board: &BoardScene<'_>,
    stack: &Stack,
    canvas: &mut Pixmap,
) -> Result<(), RenderError> {
    let (width, height) = (board.geo.width, board.geo.height);
    let mut body = String::new();
    let mut empty = true;
    for &layer in stack.statics {
        if layer.shared() {
            flush(width, height, &mut body, canvas)?;
            let mut svg = String::with_capacity(8 * 1024);
            layer.write(board, &mut svg)?;
            let raster: Arc<Pixmap> =
                BACKDROP_CACHE.get_or_make(svg, |svg| rasterise(width, height, svg))?;
            if empty && raster.width() == width && raster.height() == height {
                canvas.data_mut().copy_from_slice(raster.data());
            } else {
                blend_over(&raster, 0, 0, canvas);
            }
            empty = false;
            continue;
        }
        if let Some(sprites) = layer.sprites(board)? {
            flush(width, height, &mut body, canvas)?;
            for sprite in &sprites {
                draw_sprite(sprite, canvas)?;
            }
            empty = false;
            continue;
        }
        let before = body.len();
        layer.write(board, &mut body)?;
        empty &= body.len() == before;
    }
    flush(width, height, &mut body, canvas)
}

fn flush(
    width: u32,
    height: u32,
    body: &mut String,
    canvas: &mut Pixmap,
) -> Result<(), RenderError> {
    if body.is_empty() {
        return Ok(());
    }
    let svg = template::document(width, height, true, true, body)?;
    raster::draw(&raster::parse(&svg)?, canvas);
    body.clear();
    Ok(())
}

/// Bytes held by the sprite and backdrop caches now (their rasters' pixels).
pub fn cached_bytes() -> usize {
    SPRITE_CACHE.total(|p| p.data().len()) + BACKDROP_CACHE.total(|p| p.data().len())
}

/// Empties the sprite and backdrop caches.
pub fn clear() {
    SPRITE_CACHE.clear();
    BACKDROP_CACHE.clear();
}
