//! The knights' movement step (seed 000 §5(4)): after trading and building, the current player
//! may move each of their knights once, up to 3 paths (4 or 5 for 1 grain per knight), along
//! paths with or without roads, passing over knights and buildings, but not ending on a path
//! with a knight or on one of the castle's paths. A knight on the castle must leave it: the
//! step cannot end while one of them has a free move. One action moves one knight; `EndTurn`
//! ends the step.

use super::{BaAction, BaError, BarbarianAttack, STEPS, STEPS_WITH_GRAIN, board, moving};
use crate::action::Action;
use crate::board::{Edge, EdgeId};
use crate::error::RuleError;
use crate::modules::HookCtx;
use crate::resources::{Resource, ResourceSet};
use crate::rules::Ctx;
use crate::state::Seat;

/// The paths a knight may not end on: those holding a knight and the castle's, by path id
/// (worked out once per question, not once per path).
pub struct Closed(Vec<bool>);

impl Closed {
    /// The closed paths now.
    pub fn new(ba: &BarbarianAttack, ctx: &HookCtx) -> Closed {
        let board = ctx.board;
        let mut closed = vec![false; board.edge_count()];
        for k in &ba.knights {
            if let Some(e) = board.edge_id(k.edge) {
                closed[e as usize] = true;
            }
        }
        if let Some(c) = board::castle(board) {
            for e in board::sides(board, c) {
                closed[e as usize] = true;
            }
        }
        Closed(closed)
    }

    fn closed(&self, e: EdgeId) -> bool {
        self.0.get(e as usize).copied().unwrap_or(true)
    }
}

/// Where the knight on `from` may go: (path, steps), nearest first.
pub fn reach(ctx: &HookCtx, closed: &Closed, from: EdgeId, max: u8) -> Vec<(EdgeId, u8)> {
    let dist = board::distances(ctx.board, from, max);
    let mut out: Vec<(EdgeId, u8)> = Vec::with_capacity(48);
    for d in 1..=max {
        for (e, &x) in dist.iter().enumerate() {
            if x == d && !closed.closed(e as EdgeId) {
                out.push((e as EdgeId, d));
            }
        }
    }
    out
}

/// The moves `seat` may make now.
pub fn legal_actions(ba: &BarbarianAttack, ctx: &HookCtx, seat: Seat, out: &mut Vec<Action>) {
    let has_grain = ctx.state.players[seat as usize].hand[Resource::Grain] > 0;
    let max = if has_grain { STEPS_WITH_GRAIN } else { STEPS };
    let mut closed = None;
    for k in ba.knights.iter().filter(|k| k.owner == seat && !k.moved) {
        let closed = closed.get_or_insert_with(|| Closed::new(ba, ctx));
        let from = k.edge;
        let Some(id) = ctx.board.edge_id(from) else {
            continue;
        };
        for (e, d) in reach(ctx, closed, id, max) {
            out.push(
                BaAction::MoveKnight {
                    from,
                    to: ctx.board.edge(e),
                    grain: d > STEPS,
                }
                .into(),
            );
        }
    }
}

/// Whether the movement step may end: no knight of `seat`'s stands on the castle with a free
/// move left.
pub fn may_end(ba: &BarbarianAttack, ctx: &HookCtx, seat: Seat) -> Result<(), RuleError> {
    let castle = board::castle(ctx.board);
    let mut closed = None;
    let stuck = ba.knights.iter().any(|k| {
        k.owner == seat
            && !k.moved
            && ctx.board.edge_id(k.edge).is_some_and(|e| {
                board::is_castle_path(ctx.board, castle, e) && {
                    let closed = closed.get_or_insert_with(|| Closed::new(ba, ctx));
                    !reach(ctx, closed, e, STEPS).is_empty()
                }
            })
    });
    if stuck {
        Err(BaError::CastleKnightMustMove.into())
    } else {
        Ok(())
    }
}

/// Moves one knight.
pub fn apply_move(
    ba: &mut BarbarianAttack,
    ctx: &mut Ctx,
    seat: Seat,
    from: Edge,
    to: Edge,
    grain: bool,
) -> Result<(), RuleError> {
    ctx.require_current(seat)?;
    if !moving(&ctx.st.phase) {
        return Err(crate::rules::build::wrong_phase(&ctx.st.phase));
    }
    let f = ctx.board.edge_id(from).ok_or(BaError::NoKnightToMove)?;
    let index = ba
        .knights
        .iter()
        .position(|k| k.edge == from && k.owner == seat && !k.moved)
        .ok_or(BaError::NoKnightToMove)?;
    let t = ctx.board.edge_id(to).ok_or(BaError::KnightCannotReach)?;
    let max = if grain { STEPS_WITH_GRAIN } else { STEPS };
    let hc = ctx.hooks();
    let steps = reach(&hc, &Closed::new(ba, &hc), f, max)
        .into_iter()
        .find(|&(e, _)| e == t)
        .map(|(_, d)| d)
        .ok_or(BaError::KnightCannotReach)?;
    if grain && steps <= STEPS {
        return Err(BaError::GrainNotNeeded.into());
    }
    if grain {
        let cost = ResourceSet::of(Resource::Grain, 1);
        if !ctx.st.players[seat as usize].hand.try_sub(&cost) {
            return Err(RuleError::NotEnoughResources);
        }
        ctx.st.bank.add(&cost);
    }
    let k = &mut ba.knights[index];
    k.edge = ctx.board.edge(t);
    k.moved = true;
    ctx.events.push(
        super::BaEvent::KnightMoved {
            seat,
            from,
            to,
            steps,
            grain,
        }
        .into(),
    );
    Ok(())
}
