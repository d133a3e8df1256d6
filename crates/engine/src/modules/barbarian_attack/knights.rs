//! The knights' movement step (seed 000 §5(4)): after trading and building, the current player
//! may move each of their knights once, up to 3 paths (4 or 5 for 1 grain per knight), along
//! paths with or without roads, passing over knights and buildings, but not ending on a path
//! with a knight or on one of the castle's paths. A knight on the castle must leave it: the
//! step cannot end while one of them has a free move. One action moves one knight; `EndTurn`
//! ends the step.
//!
//! With Catan for Two (seed 000 §7(4)) the neutral knight is anyone's to move: the current
//! player moves their own knights first, then, once a turn, the neutral knight (after which
//! their own no longer move). It too must leave the castle; an own knight that must leave the
//! castle leaves first.

use super::reach::{PATH_BITS, PathBits, ReachTable};
use super::{BaAction, BaError, BarbarianAttack, Knight, STEPS, STEPS_WITH_GRAIN, moving};
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
        let mut closed = ba.reach.get(board).castle_paths().to_vec();
        for k in &ba.knights {
            if let Some(e) = board.edge_id(k.edge) {
                closed[e as usize] = true;
            }
        }
        Closed(closed)
    }

    fn closed(&self, e: EdgeId) -> bool {
        self.0.get(e as usize).copied().unwrap_or(true)
    }
}

/// Where the knight on `from` may go within `max` steps: (path, steps), nearest first (from
/// the game's [reach table](super::reach::ReachTable)).
pub fn reach<'a>(
    ba: &'a BarbarianAttack,
    ctx: &HookCtx,
    closed: &'a Closed,
    from: EdgeId,
    max: u8,
) -> impl Iterator<Item = (EdgeId, u8)> + 'a {
    ba.reach
        .get(ctx.board)
        .from(from)
        .iter()
        .copied()
        .take_while(move |&(_, d)| d <= max)
        .filter(|&(e, _)| !closed.closed(e))
}

/// The knights `seat` may move now: its own that have not moved, unless the neutral knight
/// has moved this turn; the neutral knight when it has not moved and no own knight must still
/// leave the castle.
fn movable<'a>(
    ba: &'a BarbarianAttack,
    ctx: &HookCtx,
    seat: Seat,
) -> impl Iterator<Item = &'a Knight> + 'a {
    let neutral = super::neutral_owner(ctx);
    let neutral_moved = neutral.is_some_and(|n| ba.knights.iter().any(|k| k.owner == n && k.moved));
    let neutral_free = neutral.is_some()
        && !neutral_moved
        && !must_leave(ba, ctx, seat, |k| k.owner == seat);
    ba.knights.iter().filter(move |k| {
        !k.moved
            && ((k.owner == seat && !neutral_moved) || (neutral == Some(k.owner) && neutral_free))
    })
}

/// Whether a knight `which` picks among the unmoved ones stands on the castle with a free
/// move off it.
fn must_leave(
    ba: &BarbarianAttack,
    ctx: &HookCtx,
    _seat: Seat,
    which: impl Fn(&Knight) -> bool,
) -> bool {
    let table = ba.reach.get(ctx.board);
    let castle = table.castle_paths();
    let on_castle = |e: EdgeId| castle.get(e as usize).copied().unwrap_or(true);
    ba.knights.iter().any(|k| {
        which(k)
            && !k.moved
            && ctx.board.edge_id(k.edge).is_some_and(|e| {
                // A free path within a free move: neither the castle's nor a knight's (asked
                // path by path, without building the closed set: few knights, few paths).
                castle.get(e as usize).copied().unwrap_or(false)
                    && table
                        .from(e)
                        .iter()
                        .take_while(|&&(_, d)| d <= STEPS)
                        .any(|&(to, _)| {
                            !on_castle(to) && {
                                let edge = ctx.board.edge(to);
                                !ba.knights.iter().any(|k| k.edge == edge)
                            }
                        })
            })
    })
}

/// The moves `seat` may make now.
pub fn legal_actions(ba: &BarbarianAttack, ctx: &HookCtx, seat: Seat, out: &mut Vec<Action>) {
    let max = max_steps(ctx, seat);
    let mut closed = None;
    for k in movable(ba, ctx, seat) {
        let closed = closed.get_or_insert_with(|| Closed::new(ba, ctx));
        let from = k.edge;
        let Some(id) = ctx.board.edge_id(from) else {
            continue;
        };
        for (e, d) in reach(ba, ctx, closed, id, max) {
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

/// The paths the knights stand on, a bit each: all of them, and those off the castle.
struct KnightPaths {
    all: PathBits,
    off_castle: PathBits,
}

impl KnightPaths {
    /// The knights' paths now; `None` when a path does not fit the set (then the moves are
    /// listed).
    fn of(ba: &BarbarianAttack, ctx: &HookCtx, table: &ReachTable) -> Option<KnightPaths> {
        let mut out = KnightPaths {
            all: [0; PATH_BITS / 64],
            off_castle: [0; PATH_BITS / 64],
        };
        let castle = table.castle_paths();
        for k in &ba.knights {
            let Some(e) = ctx.board.edge_id(k.edge) else {
                continue;
            };
            let (word, bit) = (e as usize / 64, 1u64 << (e % 64));
            *out.all.get_mut(word)? |= bit;
            if !castle.get(e as usize).copied().unwrap_or(true) {
                out.off_castle[word] |= bit;
            }
        }
        Some(out)
    }

    /// Whether a knight stands on `e`.
    fn contains(&self, e: EdgeId) -> bool {
        self.all
            .get(e as usize / 64)
            .is_some_and(|w| w & (1u64 << (e % 64)) != 0)
    }
}

/// How many moves the knight on path `from` has within `max` steps: the paths it reaches, less
/// the castle's and those with a knight (what [`reach`] lists, counted from the table).
fn moves_from(table: &ReachTable, knights: &KnightPaths, from: EdgeId, max: u8) -> Option<usize> {
    let (all, castle) = table.within(from, max);
    let reached = table.reached(from, max)?;
    let taken: u32 = reached
        .iter()
        .zip(&knights.off_castle)
        .map(|(r, k)| (r & k).count_ones())
        .sum();
    Some(all - castle - taken as usize)
}

/// How many moves [`legal_actions`] lists for `seat` now, without listing them
/// (count-then-pick: `RuleModule::legal_action_count`); `None` when the board has more paths
/// than the bit sets hold (then they are listed).
pub fn count(ba: &BarbarianAttack, ctx: &HookCtx, seat: Seat) -> Option<usize> {
    let max = max_steps(ctx, seat);
    let table = ba.reach.get(ctx.board);
    // The knights' paths are looked up once a knight may move (none may, most of the time).
    let mut knights = None;
    let mut total = 0;
    for k in movable(ba, ctx, seat) {
        let Some(from) = ctx.board.edge_id(k.edge) else {
            continue;
        };
        let knights = match &knights {
            Some(k) => k,
            None => knights.insert(KnightPaths::of(ba, ctx, table)?),
        };
        total += moves_from(table, knights, from, max)?;
    }
    Some(total)
}

/// The move at `index` of the list [`legal_actions`] builds for `seat`, built alone.
pub fn nth(ba: &BarbarianAttack, ctx: &HookCtx, seat: Seat, index: usize) -> Option<Action> {
    let max = max_steps(ctx, seat);
    let table = ba.reach.get(ctx.board);
    let knights = KnightPaths::of(ba, ctx, table)?;
    let castle = table.castle_paths();
    let mut index = index;
    for k in movable(ba, ctx, seat) {
        let Some(from) = ctx.board.edge_id(k.edge) else {
            continue;
        };
        let moves = moves_from(table, &knights, from, max)?;
        if index >= moves {
            index -= moves;
            continue;
        }
        let (e, d) = table
            .from(from)
            .iter()
            .copied()
            .take_while(|&(_, d)| d <= max)
            .filter(|&(e, _)| {
                !castle.get(e as usize).copied().unwrap_or(true) && !knights.contains(e)
            })
            .nth(index)?;
        return Some(
            BaAction::MoveKnight {
                from: k.edge,
                to: ctx.board.edge(e),
                grain: d > STEPS,
            }
            .into(),
        );
    }
    None
}

/// The most steps `seat`'s knights may move now: more with grain in hand.
fn max_steps(ctx: &HookCtx, seat: Seat) -> u8 {
    if ctx.state.players[seat as usize].hand[Resource::Grain] > 0 {
        STEPS_WITH_GRAIN
    } else {
        STEPS
    }
}

/// Whether the movement step may end: no knight `seat` may still move (its own, or the
/// neutral knight) stands on the castle with a free move left.
pub fn may_end(ba: &BarbarianAttack, ctx: &HookCtx, seat: Seat) -> Result<(), RuleError> {
    let stuck = if super::neutral_owner(ctx).is_some() {
        let may: Vec<Edge> = movable(ba, ctx, seat).map(|k| k.edge).collect();
        must_leave(ba, ctx, seat, |k| may.contains(&k.edge))
    } else {
        must_leave(ba, ctx, seat, |k| k.owner == seat)
    };
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
    let index = {
        let hc = ctx.hooks();
        let may = movable(ba, &hc, seat).any(|k| k.edge == from);
        ba.knights
            .iter()
            .position(|k| k.edge == from && may)
            .ok_or(BaError::NoKnightToMove)?
    };
    let neutral = ba.knights[index].owner != seat;
    let t = ctx.board.edge_id(to).ok_or(BaError::KnightCannotReach)?;
    let max = if grain { STEPS_WITH_GRAIN } else { STEPS };
    // The destination alone is looked up (what `reach` would list, without the closed set of
    // every path): within `max` steps, not a castle path, no knight there.
    let table = ba.reach.get(ctx.board);
    let steps = table
        .from(f)
        .iter()
        .take_while(|&&(_, d)| d <= max)
        .find(|&&(e, _)| e == t)
        .map(|&(_, d)| d)
        .filter(|_| {
            !table.castle_paths().get(t as usize).copied().unwrap_or(true)
                && !ba.knights.iter().any(|k| k.edge == ctx.board.edge(t))
        })
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
            neutral,
        }
        .into(),
    );
    Ok(())
}
