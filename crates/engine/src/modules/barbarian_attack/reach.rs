//! The knights' reach table: the steps between paths are the same all game (pieces never stop
//! a knight), so every path's reachable paths are worked out once per board geometry, when
//! first asked, instead of one path search per knight each time the moves are listed or
//! checked. The castle's paths are kept with them. Every game of the scenario is played on the
//! same island, so one table serves them all: tables are kept per geometry for the process
//! ([`shared`]), as data derived from the board (no game's state, no chance).

use std::fmt;
use std::sync::{Arc, Mutex, OnceLock};

use super::{STEPS_WITH_GRAIN, board};
use crate::board::{Board, EdgeId, HexId};

/// For every path (by id), the paths a knight there reaches within [`STEPS_WITH_GRAIN`] steps,
/// as (path, steps), nearest first and by path id among equals; and the castle's paths.
#[derive(Debug)]
pub struct ReachTable {
    rows: Vec<Vec<(EdgeId, u8)>>,
    castle: Vec<bool>,
    /// Per path: how many of its row's paths are within `d` steps (index `d`), and how many of
    /// those are the castle's (counting a knight's moves without walking its row).
    within: Vec<[(u16, u16); STEPS_WITH_GRAIN as usize + 1]>,
    /// Per path and number of steps `d` (`from * (STEPS_WITH_GRAIN + 1) + d`): the paths
    /// within `d` steps, a bit each (empty when the board has more than [`PATH_BITS`] paths).
    reached: Vec<PathBits>,
}

/// Paths a [`PathBits`] set holds (the scenario's island has fewer than 200).
pub const PATH_BITS: usize = 512;

/// A set of paths by id, a bit each.
pub type PathBits = [u64; PATH_BITS / 64];

impl ReachTable {
    /// The table of `board`.
    pub fn build(board: &Board) -> ReachTable {
        let n = board.edge_count();
        let mut castle = vec![false; n];
        if let Some(c) = board::castle(board) {
            for e in board::sides(board, c) {
                castle[e as usize] = true;
            }
        }
        let rows_of_bits = if n <= PATH_BITS { n } else { 0 };
        let mut reached = Vec::with_capacity(rows_of_bits * (STEPS_WITH_GRAIN as usize + 1));
        let mut within = Vec::with_capacity(n);
        let rows = (0..n)
            .map(|from| {
                let dist = board::distances(board, from as EdgeId, STEPS_WITH_GRAIN);
                if n <= PATH_BITS {
                    for d in 0..=STEPS_WITH_GRAIN {
                        let mut bits = [0u64; PATH_BITS / 64];
                        for (e, &x) in dist.iter().enumerate() {
                            if (1..=d).contains(&x) {
                                bits[e / 64] |= 1 << (e % 64);
                            }
                        }
                        reached.push(bits);
                    }
                }
                let mut row = Vec::with_capacity(48);
                let mut counts = [(0u16, 0u16); STEPS_WITH_GRAIN as usize + 1];
                for d in 1..=STEPS_WITH_GRAIN {
                    let mut count = counts[d as usize - 1];
                    for (e, &x) in dist.iter().enumerate() {
                        if x == d {
                            row.push((e as EdgeId, d));
                            count.0 += 1;
                            count.1 += u16::from(castle[e]);
                        }
                    }
                    counts[d as usize] = count;
                }
                within.push(counts);
                row
            })
            .collect();
        ReachTable {
            rows,
            castle,
            within,
            reached,
        }
    }

    /// How many paths `from` reaches within `max` steps, and how many of those are the
    /// castle's (the first entries of [`from`](Self::from) up to `max` steps).
    pub fn within(&self, from: EdgeId, max: u8) -> (usize, usize) {
        self.within
            .get(from as usize)
            .and_then(|w| w.get(max as usize))
            .map_or((0, 0), |&(all, castle)| (all as usize, castle as usize))
    }

    /// The paths `from` reaches within `max` steps, a bit each; `None` when the board has too
    /// many paths for [`PathBits`] (or `from` is off it).
    pub fn reached(&self, from: EdgeId, max: u8) -> Option<&PathBits> {
        if max > STEPS_WITH_GRAIN {
            return None;
        }
        self.reached
            .get(from as usize * (STEPS_WITH_GRAIN as usize + 1) + max as usize)
    }

    /// The paths reachable from `from`, nearest first (empty for a path off the board).
    pub fn from(&self, from: EdgeId) -> &[(EdgeId, u8)] {
        self.rows.get(from as usize).map_or(&[], Vec::as_slice)
    }

    /// The castle's paths, by path id (no knight ends a move there).
    pub fn castle_paths(&self) -> &[bool] {
        &self.castle
    }
}

/// What a reach table depends on: each path's two ends and whether it is on land, and the
/// castle's paths. Two boards with the same key have the same table.
fn geometry_key(board: &Board) -> Vec<u16> {
    let n = board.edge_count();
    let mut key = Vec::with_capacity(3 * n + 8);
    for e in 0..n as EdgeId {
        let [a, b] = board.edge_vertices(e);
        key.extend([a, b, u16::from(board::knight_path(board, e))]);
    }
    key.push(u16::MAX);
    if let Some(c) = board::castle(board) {
        key.extend(board::sides(board, c));
    }
    key
}

/// Geometries kept at most (the scenario's island is one; a few more come from tests' boards).
const KEPT: usize = 8;

/// The tables built so far in this process, by geometry (most recent last).
static TABLES: Mutex<Vec<(Vec<u16>, Arc<ReachTable>)>> = Mutex::new(Vec::new());

/// The table of `board`'s geometry, built once for every game on the same geometry.
pub fn shared(board: &Board) -> Arc<ReachTable> {
    let key = geometry_key(board);
    // A poisoned lock only means another thread panicked while holding it: the tables are
    // still whole (each is pushed complete), so use them.
    let mut tables = TABLES.lock().unwrap_or_else(|p| p.into_inner());
    if let Some((_, t)) = tables.iter().find(|(k, _)| *k == key) {
        return Arc::clone(t);
    }
    let table = Arc::new(ReachTable::build(board));
    if tables.len() >= KEPT {
        tables.remove(0);
    }
    tables.push((key, Arc::clone(&table)));
    table
}

/// The reach table of the game's board, looked up when first asked ([`shared`] by every game
/// on the same geometry) and shared by every copy of the state. It is derived from the board,
/// so it is never saved and any two are equal.
/// The game's coast in battle order ([`board::coast`]) is kept beside it the same way (per
/// game: it depends on the tiles, not only the paths).
#[derive(Clone, Default)]
pub struct ReachCache(OnceLock<Arc<ReachTable>>, OnceLock<Arc<[HexId]>>);

impl ReachCache {
    /// The table of `board` (the game's board: the cache belongs to one game).
    pub fn get(&self, board: &Board) -> &ReachTable {
        self.0.get_or_init(|| shared(board))
    }

    /// The coast hexes of `board` (the game's board), in the order the battles check them
    /// (shared: the battles change the module's state while they walk it).
    pub fn coast(&self, board: &Board) -> Arc<[HexId]> {
        Arc::clone(self.1.get_or_init(|| board::coast(board).into()))
    }
}

impl PartialEq for ReachCache {
    fn eq(&self, _: &ReachCache) -> bool {
        true
    }
}

impl Eq for ReachCache {}

impl fmt::Debug for ReachCache {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ReachCache")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, GameConfig};

    #[test]
    fn games_on_the_same_island_share_one_table() {
        let mut config = GameConfig::base(3);
        config.modules = vec![crate::modules::ModuleId::BarbarianAttack];
        let a = Game::new(config.clone(), 1).expect("config");
        let b = Game::new(config, 2).expect("config");
        assert!(Arc::ptr_eq(&shared(a.board()), &shared(b.board())));
    }

    #[test]
    fn the_table_matches_a_search_from_every_path() {
        let mut config = GameConfig::base(3);
        config.modules = vec![crate::modules::ModuleId::BarbarianAttack];
        let game = Game::new(config, 1).expect("config");
        let board = game.board();
        let table = ReachTable::build(board);
        for from in 0..board.edge_count() as EdgeId {
            for max in 1..=STEPS_WITH_GRAIN {
                let dist = board::distances(board, from, max);
                let mut want: Vec<(EdgeId, u8)> = (0..dist.len())
                    .filter(|&e| (1..=max).contains(&dist[e]))
                    .map(|e| (e as EdgeId, dist[e]))
                    .collect();
                want.sort_by_key(|&(e, d)| (d, e));
                let got: Vec<(EdgeId, u8)> = table
                    .from(from)
                    .iter()
                    .copied()
                    .take_while(|&(_, d)| d <= max)
                    .collect();
                assert_eq!(got, want, "from path {from} within {max}");
                let castle = got.iter().filter(|&&(e, _)| table.castle_paths()[e as usize]);
                assert_eq!(table.within(from, max), (got.len(), castle.count()));
                let bits = table.reached(from, max).expect("few paths");
                for to in 0..board.edge_count() as EdgeId {
                    let set = bits[to as usize / 64] & (1 << (to % 64)) != 0;
                    assert_eq!(set, got.iter().any(|&(e, _)| e == to), "{from} to {to}");
                }
            }
        }
    }
}
