//! A small cache of rendered static layers (frame, terrain, harbours, numbers, the legend's
//! cards and names), keyed by what they are drawn from, so each turn only the dynamic layers
//! are drawn. In practice one entry per game.

use std::sync::{Arc, Mutex};

use resvg::tiny_skia::Pixmap;

use super::RenderError;
use super::layers::Stack;
use super::raster;
use super::scene::BoardScene;
use super::template;

/// Boards kept at once (each about 6 MB at 1200 px wide); least recently used go first.
pub const CAPACITY: usize = 12;

/// What a static raster depends on: the board's tiles and harbours, the seats and their names
/// (fixed for a game), the canvas size, and the stack's identity.
#[derive(Clone, Debug, PartialEq)]
struct Key {
    stack: usize,
    width: u32,
    height: u32,
    tiles: Vec<crate::engine::board::Tile>,
    harbors: Vec<crate::engine::board::Harbor>,
    seats: u8,
    names: Vec<String>,
}

static CACHE: Mutex<Vec<(Key, Arc<Pixmap>)>> = Mutex::new(Vec::new());

/// The static layers of a board as a raster, from the cache or freshly drawn.
pub fn static_layer(
    board: &BoardScene<'_>,
    stack: &'static Stack,
) -> Result<Arc<Pixmap>, RenderError> {
    let key = Key {
        stack: stack as *const Stack as usize,
        width: board.geo.width,
        height: board.geo.height,
        tiles: board.tiles.to_vec(),
        harbors: board.harbors.to_vec(),
        seats: board.seats,
        names: (0..board.seats).map(|s| board.name(s)).collect(),
    };
    {
        let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(i) = cache.iter().position(|(k, _)| *k == key) {
            // Move to the back: most recently used.
            let entry = cache.remove(i);
            let pixmap = Arc::clone(&entry.1);
            cache.push(entry);
            return Ok(pixmap);
        }
    }
    let svg = template::static_svg(board, stack)?;
    let tree = raster::parse(&svg)?;
    let mut pixmap = raster::new_pixmap(board.geo.width, board.geo.height)?;
    raster::draw(&tree, &mut pixmap);
    let pixmap = Arc::new(pixmap);
    let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    if !cache.iter().any(|(k, _)| *k == key) {
        if cache.len() >= CAPACITY {
            cache.remove(0);
        }
        cache.push((key, Arc::clone(&pixmap)));
    }
    Ok(pixmap)
}

/// Number of boards currently cached.
pub fn len() -> usize {
    CACHE.lock().unwrap_or_else(|e| e.into_inner()).len()
}

/// Empties the cache.
pub fn clear() {
    CACHE.lock().unwrap_or_else(|e| e.into_inner()).clear();
}
