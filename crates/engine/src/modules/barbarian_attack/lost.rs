//! The points the seats' conquered buildings would score, counted again only when a hex is
//! conquered or won back or a building is built (the module's own hooks, which are the only
//! places either changes), so the victory check after every action reads them instead of
//! counting. Derived from the state: never saved (a game read back counts until its next
//! change), and any two are equal; builds with debug assertions check every read against a
//! count.

use std::fmt;

/// Lost points per seat, when counted since the game was created or read back.
#[derive(Clone, Default)]
pub struct LostPoints(pub Option<Vec<i32>>);

impl PartialEq for LostPoints {
    fn eq(&self, _: &LostPoints) -> bool {
        true
    }
}

impl Eq for LostPoints {}

impl fmt::Debug for LostPoints {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("LostPoints")
    }
}
