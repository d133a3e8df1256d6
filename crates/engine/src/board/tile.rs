//! The parts of a tile beyond its terrain: several number tokens, the face a tile shows once
//! revealed, and the redacted form views show of a face-down tile.

use serde::{Deserialize, Serialize};

use super::{Terrain, Tile};

/// The most number tokens one tile carries (the Fishermen lake has 4: 2, 3, 11, 12).
pub const MAX_NUMBERS: usize = 4;

/// Extra number tokens of a tile, kept inline so [`Tile`] stays `Copy`. Written as a JSON list.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(into = "Vec<u8>", try_from = "Vec<u8>")]
pub struct Numbers {
    len: u8,
    items: [u8; MAX_NUMBERS],
}

impl Numbers {
    /// No numbers.
    pub const EMPTY: Numbers = Numbers {
        len: 0,
        items: [0; MAX_NUMBERS],
    };

    /// The numbers in order; `None` when there are more than [`MAX_NUMBERS`].
    pub fn new(numbers: &[u8]) -> Option<Numbers> {
        if numbers.len() > MAX_NUMBERS {
            return None;
        }
        let mut items = [0; MAX_NUMBERS];
        items[..numbers.len()].copy_from_slice(numbers);
        Some(Numbers {
            len: numbers.len() as u8,
            items,
        })
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// How many there are.
    pub fn len(&self) -> usize {
        usize::from(self.len).min(MAX_NUMBERS)
    }

    /// The numbers as a slice.
    pub fn as_slice(&self) -> &[u8] {
        &self.items[..usize::from(self.len).min(MAX_NUMBERS)]
    }
}

impl From<Numbers> for Vec<u8> {
    fn from(n: Numbers) -> Vec<u8> {
        n.as_slice().to_vec()
    }
}

impl TryFrom<Vec<u8>> for Numbers {
    type Error = String;
    fn try_from(v: Vec<u8>) -> Result<Self, Self::Error> {
        Numbers::new(&v).ok_or_else(|| format!("a tile carries at most {MAX_NUMBERS} numbers"))
    }
}

/// What a tile shows face up: its terrain and number tokens (a revealed or changed tile).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct TileFace {
    /// Its terrain.
    pub terrain: Terrain,
    /// Its number token, if it has exactly one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub number: Option<u8>,
    /// Its number tokens, when it has several.
    #[serde(default, skip_serializing_if = "Numbers::is_empty")]
    pub numbers: Numbers,
}

impl TileFace {
    /// A face with one terrain and at most one number.
    pub fn new(terrain: Terrain, number: Option<u8>) -> TileFace {
        TileFace {
            terrain,
            number,
            numbers: Numbers::EMPTY,
        }
    }

    /// Every number token on the face.
    pub fn tokens(&self) -> impl Iterator<Item = u8> + '_ {
        self.number
            .into_iter()
            .chain(self.numbers.as_slice().iter().copied())
    }
}

impl Tile {
    /// A face-up tile with one terrain and at most one number.
    pub fn new(hex: super::Hex, terrain: Terrain, number: Option<u8>) -> Tile {
        Tile {
            hex,
            terrain,
            number,
            numbers: Numbers::EMPTY,
            face_down: false,
        }
    }

    /// The terrain the rules see: [`Terrain::Unknown`] while the tile is face down.
    pub fn face(&self) -> Terrain {
        if self.face_down {
            Terrain::Unknown
        } else {
            self.terrain
        }
    }

    /// The number tokens the rules see (none while face down): `number` and then `numbers`.
    pub fn tokens(&self) -> impl Iterator<Item = u8> + '_ {
        let shown = !self.face_down;
        self.number
            .into_iter()
            .chain(self.numbers.as_slice().iter().copied())
            .filter(move |_| shown)
    }

    /// Whether the tile (face up) carries number `n`.
    pub fn carries(&self, n: u8) -> bool {
        self.tokens().any(|t| t == n)
    }

    /// What the tile shows face up.
    pub fn shown(&self) -> TileFace {
        TileFace {
            terrain: self.terrain,
            number: self.number,
            numbers: self.numbers,
        }
    }

    /// This tile with another face, face up.
    pub fn with_face(&self, face: TileFace) -> Tile {
        Tile {
            hex: self.hex,
            terrain: face.terrain,
            number: face.number,
            numbers: face.numbers,
            face_down: false,
        }
    }

    /// What a viewer may see of the tile: a face-down tile says `unknown`, no numbers, nothing of
    /// what lies under it.
    pub fn redacted(&self) -> Tile {
        if self.face_down || self.terrain == Terrain::Unknown {
            Tile {
                hex: self.hex,
                terrain: Terrain::Unknown,
                number: None,
                numbers: Numbers::EMPTY,
                face_down: self.face_down,
            }
        } else {
            *self
        }
    }
}
