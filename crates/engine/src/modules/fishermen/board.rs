//! The Fishermen's board: the lake in place of the desert, never on the coast, and six fishing
//! grounds on the frame; and what the board image shows of the module.
//!
//! Sources: the lake's numbers 2, 3, 11, 12 and the grounds' 4, 5, 6, 8, 9, 10 are printed on
//! the tiles (reference §4.1: kelvsyc `products/traders-barbarians.md`; the standalone rules).
//! The grounds lie on the six frame spots without a harbour that are not the frame's corners,
//! each pointing at the island; which number lies where follows catan-randomizer's default
//! placement (reference §4.1's table), since the printed rules let the grounds vary.

use crate::board::terrain::Terrain;
use crate::board::tile::Numbers;
use crate::board::{Hex, Layout, Tile};
use crate::config::ConfigError;
use crate::modules::ModuleId;
use crate::view_items::Kind;

/// The lake's number tokens.
pub const LAKE_NUMBERS: [u8; 4] = [2, 3, 11, 12];

/// The six fishing grounds: (sea hex (q, r), number). Each serves the coastal intersections it
/// shares with the land (reference §4.1).
pub const GROUNDS: [((i8, i8), u8); 6] = [
    ((1, -3), 6),
    ((-1, -2), 10),
    ((3, -1), 5),
    ((2, 1), 4),
    ((-3, 2), 8),
    ((-2, 3), 9),
];

/// A seat's fish tokens (a public counter: how many).
pub const TOKENS: Kind = Kind::new("fishermen.tokens");
/// A seat's fish (a private counter: only its owner sees the sum).
pub const FISH: Kind = Kind::new("fishermen.fish");
/// The old boot's holder (a counter on its card).
pub const BOOT: Kind = Kind::new("fishermen.boot");
/// Every kind the module writes (the stack's size is in the turn message, not on the image).
pub static KINDS: [Kind; 3] = [TOKENS, FISH, BOOT];

fn refuse(reason: &str) -> ConfigError {
    ConfigError::ModuleBoard {
        module: ModuleId::Fishermen,
        reason: reason.into(),
    }
}

/// Turns a dealt base board into the Fishermen's: the desert becomes the lake (when the deal
/// put the desert on the coast it first changes places with the centre hex, terrain and number
/// together, so the lake is inland), and the six fishing grounds are laid on the frame. The
/// robber starts beside the board. Draws no chance.
pub fn adapt(layout: &mut Layout) -> Result<(), ConfigError> {
    let desert = layout
        .tiles
        .iter()
        .position(|t| t.terrain == Terrain::Desert)
        .ok_or_else(|| refuse("no desert to turn into the lake"))?;
    let inland = |t: &Tile, tiles: &[Tile]| {
        (0..6).all(|d| {
            let n = t.hex.neighbor(d);
            tiles.iter().any(|o| o.hex == n && o.terrain.buildable())
        })
    };
    let lake = if inland(&layout.tiles[desert], &layout.tiles) {
        desert
    } else {
        let centre = layout
            .tiles
            .iter()
            .position(|t| t.hex == Hex::new(0, 0))
            .ok_or_else(|| refuse("no centre hex for the lake"))?;
        let (d, c) = (layout.tiles[desert], layout.tiles[centre]);
        layout.tiles[desert] = Tile { hex: d.hex, ..c };
        layout.tiles[centre] = Tile { hex: c.hex, ..d };
        centre
    };
    let t = &mut layout.tiles[lake];
    t.terrain = Terrain::Lake;
    t.number = None;
    t.numbers = Numbers::new(&LAKE_NUMBERS).unwrap_or_default();
    for ((q, r), number) in GROUNDS {
        let hex = Hex::new(q, r);
        if layout.tiles.iter().any(|t| t.hex == hex) {
            return Err(refuse("a fishing ground's frame spot is not open sea"));
        }
        if layout.harbors.iter().any(|h| h.sea == hex) {
            return Err(refuse("a fishing ground's frame spot holds a harbour"));
        }
        layout
            .tiles
            .push(Tile::new(hex, Terrain::FishingGround, Some(number)));
    }
    layout.robber = None;
    Ok(())
}
