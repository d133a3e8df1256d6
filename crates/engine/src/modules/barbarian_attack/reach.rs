//! The knights' reach table: the steps between paths are the same all game (pieces never stop
//! a knight), so every path's reachable paths are worked out once per game, when first asked,
//! instead of one path search per knight each time the moves are listed or checked. The
//! castle's paths are kept with them.

use std::fmt;
use std::sync::{Arc, OnceLock};

use super::{STEPS_WITH_GRAIN, board};
use crate::board::{Board, EdgeId};

/// For every path (by id), the paths a knight there reaches within [`STEPS_WITH_GRAIN`] steps,
/// as (path, steps), nearest first and by path id among equals; and the castle's paths.
#[derive(Debug)]
pub struct ReachTable {
    rows: Vec<Vec<(EdgeId, u8)>>,
    castle: Vec<bool>,
}

impl ReachTable {
    /// The table of `board`.
    pub fn build(board: &Board) -> ReachTable {
        let rows = (0..board.edge_count())
            .map(|from| {
                let dist = board::distances(board, from as EdgeId, STEPS_WITH_GRAIN);
                let mut row = Vec::with_capacity(48);
                for d in 1..=STEPS_WITH_GRAIN {
                    for (e, &x) in dist.iter().enumerate() {
                        if x == d {
                            row.push((e as EdgeId, d));
                        }
                    }
                }
                row
            })
            .collect();
        let mut castle = vec![false; board.edge_count()];
        if let Some(c) = board::castle(board) {
            for e in board::sides(board, c) {
                castle[e as usize] = true;
            }
        }
        ReachTable { rows, castle }
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

/// The reach table of the game's board, built when first asked and shared by every copy of
/// the state (copies made before it was built build their own). It is derived from the board,
/// so it is never saved and any two are equal.
#[derive(Clone, Default)]
pub struct ReachCache(OnceLock<Arc<ReachTable>>);

impl ReachCache {
    /// The table of `board` (the game's board: the cache belongs to one game).
    pub fn get(&self, board: &Board) -> &ReachTable {
        self.0.get_or_init(|| Arc::new(ReachTable::build(board)))
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
            }
        }
    }
}
