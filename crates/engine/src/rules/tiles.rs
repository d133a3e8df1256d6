//! Tiles that change during play: a face-down tile turned over, a terrain changed. The general
//! functions a variant's module calls (Land Ho!'s discovery, for instance); the core itself
//! never reveals anything.
//!
//! The changed tiles are kept in `GameState::tiles` and laid over the board by
//! `board::Tiles`, so production, building spots and robber targets follow them at once.

use rand::RngExt;

use crate::board::{HexId, Terrain, TileFace};
use crate::event::Event;

use super::Ctx;

/// Why a tile cannot be revealed or changed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TileError {
    /// The hex id is not on the board.
    #[error("no such hex")]
    NotOnBoard,
    /// The tile already lies face up.
    #[error("the tile is not face down")]
    NotFaceDown,
    /// Nothing it could turn out to be.
    #[error("no face to reveal")]
    NoCandidates,
    /// The face is not a face a tile can show (unknown terrain, bad numbers).
    #[error("not a valid face for a tile")]
    BadFace,
}

fn valid(face: &TileFace) -> bool {
    face.terrain != Terrain::Unknown
        && (face.number.is_none() || face.numbers.is_empty())
        && face.tokens().all(|n| (2..=12).contains(&n) && n != 7)
}

fn store(ctx: &mut Ctx, h: HexId, face: TileFace) {
    let tile = ctx.st.tiles_on(ctx.board).tile(h).with_face(face);
    ctx.st.tiles.retain(|t| t.hex != tile.hex);
    ctx.st.tiles.push(tile);
}

/// Turns a face-down tile over and returns what it shows, recording `Event::TileRevealed`.
///
/// A tile whose face was dealt face down (`face_down` with a terrain) shows that face. A tile
/// whose face is not decided yet ([`Terrain::Unknown`]) turns out to be one of `candidates` (the
/// faces the caller's pool still holds, each as likely as its number of copies in the list):
/// the next value of the `reveal` stream when it is among them, otherwise a draw from the RNG.
/// Changes nothing on error.
pub fn reveal_tile(
    ctx: &mut Ctx,
    h: HexId,
    candidates: &[TileFace],
) -> Result<TileFace, TileError> {
    if usize::from(h) >= ctx.board.hex_count() {
        return Err(TileError::NotOnBoard);
    }
    let tile = *ctx.st.tiles_on(ctx.board).tile(h);
    let face = if tile.face_down && tile.terrain != Terrain::Unknown {
        tile.shown()
    } else if tile.terrain == Terrain::Unknown {
        if candidates.is_empty() {
            return Err(TileError::NoCandidates);
        }
        if !candidates.iter().all(valid) {
            return Err(TileError::BadFace);
        }
        let scripted = ctx
            .st
            .chance
            .reveals
            .front()
            .copied()
            .filter(|f| candidates.contains(f));
        match scripted {
            Some(f) => {
                ctx.st.chance.reveals.pop_front();
                f
            }
            None => candidates[ctx.st.chance.rng.random_range(0..candidates.len())],
        }
    } else {
        return Err(TileError::NotFaceDown);
    };
    if !valid(&face) {
        return Err(TileError::BadFace);
    }
    store(ctx, h, face);
    ctx.events.push(Event::TileRevealed {
        hex: tile.hex,
        tile: face,
    });
    Ok(face)
}

/// Gives a face-up tile another face (a rule changes its terrain or numbers), recording
/// `Event::TileChanged`. Changes nothing on error.
pub fn change_tile(ctx: &mut Ctx, h: HexId, face: TileFace) -> Result<(), TileError> {
    if usize::from(h) >= ctx.board.hex_count() {
        return Err(TileError::NotOnBoard);
    }
    if !valid(&face) {
        return Err(TileError::BadFace);
    }
    let hex = ctx.board.hex(h);
    store(ctx, h, face);
    ctx.events.push(Event::TileChanged { hex, tile: face });
    Ok(())
}
