//! Occupancy: places closed for now by something a module puts there (a hex that produces
//! nothing, an intersection or path closed to a seat). Production, build checks, legal-action
//! lists and robber targets all ask here, so they agree. A base game has nothing blocked and
//! pays one emptiness check.

use crate::board::{Board, EdgeId, HexId, VertexId};
use crate::modules::{HookCtx, Hooks};
use crate::state::{GameState, Seat};

/// Whether `hex` produces nothing for now (and the robber may not go there).
pub fn hex_blocked(board: &Board, st: &GameState, hex: HexId) -> bool {
    st.hooked(Hooks::HEX_BLOCKED) && {
        let hc = HookCtx { board, state: st };
        st.modules.iter().any(|m| m.hooks().hex_blocked(&hc, hex))
    }
}

/// Whether `vertex` is closed to `seat` (no building of its own there; its building there
/// produces nothing).
pub fn intersection_blocked(board: &Board, st: &GameState, seat: Seat, vertex: VertexId) -> bool {
    st.hooked(Hooks::INTERSECTION_BLOCKED) && {
        let hc = HookCtx { board, state: st };
        st.modules
            .iter()
            .any(|m| m.hooks().intersection_blocked(&hc, seat, vertex))
    }
}

/// Whether `seat` may not build a road on `edge`.
pub fn path_blocked(board: &Board, st: &GameState, seat: Seat, edge: EdgeId) -> bool {
    st.hooked(Hooks::PATH_BLOCKED) && {
        let hc = HookCtx { board, state: st };
        st.modules
            .iter()
            .any(|m| m.hooks().path_blocked(&hc, seat, edge))
    }
}
