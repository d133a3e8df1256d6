//! The static layers drawn cheaply for a board never drawn before: a board is a few kinds of
//! things (terrain hexes, number tokens, harbour badges) at many places, so a static layer can
//! give its picture as [sprites]: small rasters drawn in their own coordinates and cached
//! process-wide by their SVG text, then copied to each place at a whole-pixel position. A
//! layer whose whole picture repeats across boards (the sea of every board of the same shape)
//! is cached whole by its SVG text instead. Other layers are rasterised from SVG as before.
//!
//! The sprite table ([`look`]) says how each kind of piece, counter and mark a rule module
//! puts in the view is drawn: the core's kinds ([`BASE_KINDS`]) and each module's, registered
//! in [`crate::modules`].
//!
//! Every cache here is bounded: [`SPRITES`] rasters of at most [`MAX_SPRITE_BYTES`] each and
//! [`BACKDROPS`] canvases, so the process-wide memory does not grow with the number of games.

use std::sync::Arc;

use kaitaku_engine::view_items::Kind;
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

/// How a kind of piece, counter or mark (a view's [`Kind`]) is drawn: the sprite table's
/// entries. Its words come from the locale files (`piece-<kind>`, see [`crate::items`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Look {
    /// A piece: the settlement shape at its place, in its owner's colours.
    Settlement,
    /// A piece: the city shape at its place, in its owner's colours.
    City,
    /// A piece: a disc with its level, in its owner's colours (grey for nobody's).
    Disc,
    /// A counter on its owner's legend card: the value, then its name.
    Stat,
    /// A counter shown as a pill on its owner's legend card while present: its name with the
    /// value (`piece-<kind>`), or its short name (`piece-<kind>-short`) when room is short.
    Pill {
        /// The pill's colour.
        fill: &'static str,
    },
    /// A game counter shown in the status strip as a card face: its value (red on 6 and 8),
    /// its name beside it (bold when `bold`) and a caption above the name.
    StatusCard {
        /// Whether the name is bold (an event) or muted (no event).
        bold: bool,
        /// The caption's Fluent id (`piece-event-cards-card`: "Event card").
        caption: &'static str,
    },
    /// A path mark: the road on the path is drawn broken (the module's own layer may draw
    /// more over it).
    BrokenRoad,
    /// A hex mark: the hex is drawn face down (as an `unknown` tile), hiding its face and
    /// number.
    FaceDown,
    /// A piece or mark the base layers leave alone: its module's own layer draws it (a
    /// picture no generic look gives, such as a count written on a badge).
    Own,
}

/// One entry of the sprite table: a kind key and how it is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KindSprite {
    /// The kind's key (`"<module folder>.<name>"`).
    pub kind: &'static str,
    /// How it is drawn.
    pub look: Look,
}

/// The core's own kinds (the modules' come from their [drawings](crate::modules)).
pub static BASE_KINDS: &[KindSprite] = &[KindSprite {
    kind: "face_down",
    look: Look::FaceDown,
}];

/// How `kind` is drawn: the core's table, then each registered module's; `None` for a kind
/// nobody registered (not drawn).
pub fn look(kind: &Kind) -> Option<Look> {
    let key = kind.as_str();
    BASE_KINDS
        .iter()
        .chain(crate::modules::REGISTRY.iter().flat_map(|d| d.kinds))
        .chain(test_kinds())
        .find(|k| k.kind == key)
        .map(|k| k.look)
}

/// Kinds known only to this crate's unit tests (pieces no module writes yet).
#[cfg(test)]
fn test_kinds() -> &'static [KindSprite] {
    &[
        KindSprite {
            kind: "test.knight",
            look: Look::Disc,
        },
        KindSprite {
            kind: "test.outpost",
            look: Look::Settlement,
        },
    ]
}

#[cfg(not(test))]
fn test_kinds() -> &'static [KindSprite] {
    &[]
}
