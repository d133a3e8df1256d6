//! The longest trail of a small route (Longest Road in the base game): an exhaustive search
//! over the route's own paths renumbered 0..n, with the paths used kept in one machine word.
//! What `awards::longest_road` asks when no module weighs the paths (modules may cut the route)
//! and the route has at most
//! [`MAX_PATHS`] paths; it gives what the general search over the board gives (debug builds
//! check it).

use crate::board::bits::IdSet;
use crate::board::{Board, EdgeId};
use crate::state::{GameState, Seat};

/// The most paths a route searched here may have (a player has 15 roads in the base game).
pub const MAX_PATHS: usize = 64;

/// No local index.
const NONE: u8 = u8::MAX;

/// A route renumbered: its paths 0..n, the intersections they touch 0..m.
struct SmallRoute {
    /// The two ends of each path (local intersections).
    ends: [[u8; 2]; MAX_PATHS],
    /// The paths at each local intersection (up to three), `NONE` past the last.
    at: [[u8; 3]; 2 * MAX_PATHS],
    /// Local intersections a road may end at but not pass (another player's building).
    blocked: u128,
    /// How many local intersections there are.
    vertices: usize,
}

/// The length of the longest trail through the paths in `on` (each weighing 1) for `seat`: a
/// trail may not pass an intersection holding another player's building or in `cuts` (a
/// module's piece that cuts the road; it may end there) and uses each path once. `None` when
/// the route has more than [`MAX_PATHS`] paths.
pub fn longest_trail(
    board: &Board,
    st: &GameState,
    seat: Seat,
    on: &IdSet,
    cuts: &IdSet,
) -> Option<u8> {
    let mut local = [NONE; crate::board::bits::MAX_IDS];
    let mut route = SmallRoute {
        ends: [[NONE; 2]; MAX_PATHS],
        at: [[NONE; 3]; 2 * MAX_PATHS],
        blocked: 0,
        vertices: 0,
    };
    for (paths, e) in on.iter().enumerate() {
        if paths == MAX_PATHS {
            return None;
        }
        let ends = board.edge_vertices(e as EdgeId);
        for (k, v) in ends.into_iter().enumerate() {
            let slot = &mut local[v as usize];
            if *slot == NONE {
                *slot = route.vertices as u8;
                if st.buildings[v as usize].is_some_and(|b| b.owner != seat) || cuts.contains(v) {
                    route.blocked |= 1 << route.vertices;
                }
                route.vertices += 1;
            }
            let lv = *slot;
            route.ends[paths][k] = lv;
            if let Some(free) = route.at[lv as usize].iter_mut().find(|p| **p == NONE) {
                *free = paths as u8;
            }
        }
    }
    Some(route.longest())
}

impl SmallRoute {
    fn degree(&self, v: usize) -> usize {
        self.at[v].iter().filter(|&&p| p != NONE).count()
    }

    /// A longest trail can always be taken to start where the network ends, branches or is cut;
    /// a closed loop with none of those is started anywhere on it.
    fn longest(&self) -> u8 {
        let mut best = 0;
        let mut covered: u128 = 0;
        for v in 0..self.vertices {
            if self.degree(v) != 2 || self.blocked & (1 << v) != 0 {
                covered |= 1 << v;
                best = best.max(self.walk(v as u8, 0, 0, &mut covered));
            }
        }
        for v in 0..self.vertices {
            if covered & (1 << v) == 0 {
                covered |= 1 << v;
                best = best.max(self.walk(v as u8, 0, 0, &mut covered));
            }
        }
        best
    }

    /// The longest trail from `v` not using the paths in `used`, `len` long so far; `covered`
    /// gains every intersection reached.
    fn walk(&self, v: u8, used: u64, len: u8, covered: &mut u128) -> u8 {
        let mut best = len;
        for &p in &self.at[v as usize] {
            if p == NONE {
                break;
            }
            if used & (1 << p) != 0 {
                continue;
            }
            let [a, b] = self.ends[p as usize];
            let next = if a == v { b } else { a };
            *covered |= 1 << next;
            let step = len.saturating_add(1);
            let reach = if self.blocked & (1 << next) != 0 {
                step
            } else {
                self.walk(next, used | 1 << p, step, covered)
            };
            best = best.max(reach);
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::VertexId;
    use crate::state::{Building, BuildingKind};
    use crate::{Game, GameConfig};

    /// A ring of six roads round the centre hex, with a tail of two from one corner; then an
    /// opponent's settlement on that corner. Hand-worked lengths, and the general search agrees.
    #[test]
    fn a_ring_with_a_tail_then_cut_where_the_tail_starts() {
        let game = Game::new(GameConfig::base(4), 1).expect("base game");
        let board = game.board();
        let mut st = game.state().clone();
        let centre = (board.hex_count() / 2) as u8;
        let corners: Vec<VertexId> = board.hex_vertices(centre).to_vec();
        let ring: Vec<EdgeId> = (0..board.edge_count() as EdgeId)
            .filter(|&e| board.edge_vertices(e).iter().all(|v| corners.contains(v)))
            .collect();
        assert_eq!(ring.len(), 6);
        let start = corners[0];
        let (first, w) = board
            .vertex_links(start)
            .find(|(_, w)| !corners.contains(w))
            .expect("a path out of the ring");
        let (second, _) = board
            .vertex_links(w)
            .find(|(e, x)| *e != first && !corners.contains(x))
            .expect("a second path");
        let measure = |st: &GameState| {
            let mut on = IdSet::new();
            for (e, o) in st.roads.iter().enumerate() {
                if *o == Some(0) {
                    on.insert(e as EdgeId);
                }
            }
            let small = longest_trail(board, st, 0, &on, &IdSet::new()).expect("small");
            assert_eq!(small, crate::rules::awards::longest_road(board, st, 0));
            small
        };
        for &e in &ring {
            st.roads[e as usize] = Some(0);
        }
        assert_eq!(measure(&st), 6, "the ring");
        st.roads[first as usize] = Some(0);
        st.roads[second as usize] = Some(0);
        assert_eq!(measure(&st), 8, "round the ring and out along the tail");
        st.buildings[start as usize] = Some(Building::new(1, BuildingKind::Settlement));
        assert_eq!(
            measure(&st),
            6,
            "the ring ends at the cut; the tail is apart"
        );
    }
}
