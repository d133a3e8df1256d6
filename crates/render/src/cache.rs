//! Caches of rendered rasters, so each image draws only what changed:
//!
//! - the static layers (frame, terrain, harbours, numbers) of a board, keyed by what they are
//!   drawn from: in practice one entry per game;
//! - the board with its pieces (roads, buildings, robber), keyed by the static key plus the
//!   pieces' [cache keys](super::layers::DynamicLayer::cache_key): most images of a game show the
//!   same pieces as the one before (rolls, trades, cards, discards).

use std::sync::{Arc, Mutex, OnceLock};

use resvg::tiny_skia::Pixmap;

use super::RenderError;
use super::layers::Stack;
use super::png_encode::RowCache;
use super::raster;
use super::scene::{BoardScene, Scene};
use super::sprites;
use super::template;

/// Static boards kept at once (each about 6.8 MB at 1200 px wide).
pub const CAPACITY: usize = 12;
/// Boards with pieces kept at once (same size each).
pub const PIECES_CAPACITY: usize = 8;

/// A small least-recently-used cache: a vector scanned linearly, most recent last. The keys
/// are compared whole, so a hit is always exact.
pub struct Lru<K, V> {
    entries: Mutex<Vec<(K, Arc<V>)>>,
    capacity: usize,
}

impl<K: PartialEq, V> Lru<K, V> {
    /// An empty cache holding at most `capacity` entries.
    pub const fn new(capacity: usize) -> Self {
        Lru {
            entries: Mutex::new(Vec::new()),
            capacity,
        }
    }

    /// The value for `key`, from the cache or made by `make` (outside the lock) and kept.
    pub fn get_or_make<E>(
        &self,
        key: K,
        make: impl FnOnce(&K) -> Result<V, E>,
    ) -> Result<Arc<V>, E> {
        {
            let mut entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
            if let Some(i) = entries.iter().position(|(k, _)| *k == key) {
                let entry = entries.remove(i);
                let value = Arc::clone(&entry.1);
                entries.push(entry);
                return Ok(value);
            }
        }
        let value = Arc::new(make(&key)?);
        let mut entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        if !entries.iter().any(|(k, _)| *k == key) {
            if entries.len() >= self.capacity {
                entries.remove(0);
            }
            entries.push((key, Arc::clone(&value)));
        }
        Ok(value)
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        self.entries.lock().unwrap_or_else(|e| e.into_inner()).len()
    }

    /// True when empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The sum of `size` over the entries.
    pub fn total(&self, size: impl Fn(&V) -> usize) -> usize {
        let entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        entries.iter().map(|(_, v)| size(v)).sum()
    }

    /// Removes every entry.
    pub fn clear(&self) {
        self.entries
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clear();
    }
}

/// What a static raster depends on: the board's tiles and harbours, the seats and their names
/// (fixed for a game), the canvas size, and the stack's identity.
#[derive(Clone, Debug, PartialEq)]
struct StaticKey {
    stack: usize,
    width: u32,
    height: u32,
    tiles: Vec<kaitaku_engine::board::Tile>,
    harbors: Vec<kaitaku_engine::board::Harbor>,
    annotations: Vec<kaitaku_engine::board::Annotation>,
    seats: u8,
    names: Vec<String>,
}

impl StaticKey {
    fn of(board: &BoardScene<'_>, stack: &'static Stack) -> StaticKey {
        StaticKey {
            stack: stack as *const Stack as usize,
            width: board.geo.width,
            height: board.geo.height,
            tiles: board.tiles.to_vec(),
            harbors: board.harbors.to_vec(),
            annotations: board.annotations.to_vec(),
            seats: board.seats,
            names: (0..board.seats).map(|s| board.name(s)).collect(),
        }
    }
}

static STATIC: Lru<StaticKey, Pixmap> = Lru::new(CAPACITY);
static PIECES: Lru<(StaticKey, String), PiecesBoard> = Lru::new(PIECES_CAPACITY);

/// A board with its pieces, and the PNG encoding of its rows once an image has been encoded
/// from it (so the next images re-use the rows the overlays do not touch).
pub struct PiecesBoard {
    /// The raster.
    pub pixmap: Pixmap,
    /// The encoded rows, set by the first image drawn from this board but made from the board
    /// alone: whichever image makes it, every image's bytes are the same.
    pub rows: OnceLock<RowCache>,
}

/// The static layers of a board as a raster, from the cache or freshly drawn.
pub fn static_layer(
    board: &BoardScene<'_>,
    stack: &'static Stack,
) -> Result<Arc<Pixmap>, RenderError> {
    STATIC.get_or_make(StaticKey::of(board, stack), |_| {
        STATIC_DRAWN_HERE.with(|n| n.set(n.get() + 1));
        let mut pixmap = raster::new_pixmap(board.geo.width, board.geo.height)?;
        sprites::draw_statics(board, stack, &mut pixmap)?;
        Ok(pixmap)
    })
}

/// The board with its pieces as a raster, from the cache or drawn over the static layers.
pub fn pieces_layer(
    scene: &Scene<'_>,
    stack: &'static Stack,
) -> Result<Arc<PiecesBoard>, RenderError> {
    let mut pieces_key = String::with_capacity(4096);
    for layer in stack.pieces {
        layer.cache_key(scene, &mut pieces_key);
    }
    let key = (StaticKey::of(&scene.board, stack), pieces_key);
    PIECES.get_or_make(key, |_| {
        let mut pixmap = (*static_layer(&scene.board, stack)?).clone();
        template::draw_dynamic(scene, stack.pieces, &mut pixmap)?;
        Ok(PiecesBoard {
            pixmap,
            rows: OnceLock::new(),
        })
    })
}

thread_local! {
    /// Static boards drawn (cache misses) by this thread.
    static STATIC_DRAWN_HERE: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// Static boards this thread has drawn because the cache did not hold them: a count other
/// threads' renders do not move, for tests that check a render was served from the cache.
pub fn static_boards_drawn_here() -> u64 {
    STATIC_DRAWN_HERE.with(std::cell::Cell::get)
}

/// Number of static boards currently cached.
pub fn len() -> usize {
    STATIC.len()
}

/// Bytes held by every render cache now: static boards, boards with pieces (with their
/// encoded rows), fragments, sprites and backdrops.
pub fn held_bytes() -> usize {
    STATIC.total(|p| p.data().len())
        + PIECES.total(|b| b.pixmap.data().len() + b.rows.get().map_or(0, RowCache::bytes))
        + super::fragments::cached_bytes()
        + sprites::cached_bytes()
}

/// Empties every cache (static boards, boards with pieces, fragments).
pub fn clear() {
    STATIC.clear();
    PIECES.clear();
    super::fragments::clear();
    sprites::clear();
}
