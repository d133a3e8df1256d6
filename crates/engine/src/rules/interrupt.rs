//! The interrupt stack: when the core or a module needs decisions from some seats (discards on
//! a 7, the robber, Road Building, an event card's choices, a free neutral piece…), it interrupts
//! the current phase; the phase interrupted is saved and comes back when the interruption is
//! resolved. Interruptions nest (an event card's decision inside Road Building inside the main
//! phase): the saved phases form a stack, innermost last.
//!
//! Two encodings, one stack (wire compatibility with games stored before the stack existed):
//! - a base interruption (`Discard`, `MoveRobber`, `RoadBuilding`) opened on `BeforeRoll` or
//!   `Main` names that step in its own `resume` field, as it always did, and saves nothing;
//!   opened on anything else (another interruption, a module's turn step) it saves that phase on
//!   [`GameState::interrupted`] and holds `resume: interrupted`;
//! - any other interruption (`ModuleDecisions`, or a base phase a module opens) saves the phase
//!   it interrupts on [`GameState::interrupted`].
//!
//! [`resume`] / [`resume_from`] restore the saved phase; a `RoadBuilding` that comes back with
//! nothing left to build ends at once (a neutral piece may have taken the last spot).

use crate::state::{GameState, Phase, Resume, Seat};

use super::Ctx;

/// Interrupts the current phase with `phase` (which saves nothing itself): the current phase is
/// pushed on the stack and restored by [`resume`].
pub fn push(st: &mut GameState, phase: Phase) {
    let saved = std::mem::replace(&mut st.phase, phase);
    st.interrupted.push(saved);
}

/// Interrupts the current phase with a base interruption built by `make` from the `resume` it
/// should hold: the turn step itself when the current phase is `BeforeRoll` or `Main` (nothing is
/// saved on the stack, as in games stored before it existed), else `Resume::Interrupted` with the
/// current phase saved on the stack.
pub fn open(st: &mut GameState, make: impl FnOnce(Resume) -> Phase) {
    match st.phase {
        Phase::BeforeRoll => st.phase = make(Resume::BeforeRoll),
        Phase::Main => st.phase = make(Resume::Main),
        _ => push(st, make(Resume::Interrupted)),
    }
}

/// The phase a base interruption returns to: the step named by `resume`, or the phase on top of
/// the stack for `Resume::Interrupted` (the main phase if the stack is empty, which only a
/// hand-edited game can reach).
pub fn resume_from(st: &mut GameState, resume: Resume) {
    st.phase = match resume {
        Resume::BeforeRoll => Phase::BeforeRoll,
        Resume::Main => Phase::Main,
        Resume::Interrupted => st.interrupted.pop().unwrap_or(Phase::Main),
    };
}

/// Resolves the current interruption (one opened with [`push`]): the phase on top of the stack
/// comes back, or `fallback` when the stack is empty (a game stored before the stack existed,
/// whose module remembered the phase itself). A `RoadBuilding` phase that comes back with no use
/// left for `seat` ends too.
pub fn resume(ctx: &mut Ctx, seat: Seat, fallback: Phase) {
    ctx.st.phase = ctx.st.interrupted.pop().unwrap_or(fallback);
    end_useless_road_building(ctx, seat);
}

/// Ends a `RoadBuilding` phase that has no use left for `seat` (nothing to build or repair).
pub fn end_useless_road_building(ctx: &mut Ctx, seat: Seat) {
    if let Phase::RoadBuilding { resume, .. } = ctx.st.phase
        && !super::build::road_building_useful(ctx.board, ctx.st, seat)
    {
        resume_from(ctx.st, resume);
    }
}
