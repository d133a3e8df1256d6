//! With Catan for Two (seed 000 §7(4)): there is no robber, so trade tokens move a barbarian
//! instead: in the main phase of one's turn, once a turn (it is the turn's use of tokens, as
//! Catan for Two's forced trade is), 1 token when one's points are not more than the
//! opponent's, 2 when they are, moves one barbarian. Where from and where to the seed does
//! not say; as Treason does, from a coast hex holding a barbarian to another coast hex with
//! fewer than 3 (docs/variants/barbarian_attack.md, "Combinations").
//!
//! The tokens are Catan for Two's: this module asks for them through the general hooks
//! `spendable_tokens` and `change_tokens`.

use super::{BaAction, BaError, BaEvent, BarbarianAttack, CONQUEST, board, spendable_tokens};
use crate::action::Action;
use crate::board::{Hex, HexId};
use crate::error::RuleError;
use crate::modules::{HookCtx, ModuleId, RuleModule};
use crate::rules::Ctx;
use crate::state::{Phase, Seat};

/// `seat`'s points as everyone sees them, this module's included even while its own hook
/// runs (the module is then out of the state).
fn points(ba: &BarbarianAttack, ctx: &HookCtx, seat: Seat) -> i64 {
    let own_in = ctx
        .state
        .modules
        .iter()
        .any(|m| m.id() == ModuleId::BarbarianAttack);
    let extra = if own_in { 0 } else { ba.extra_vp(ctx, seat).0 };
    i64::from(ctx.public_vp(seat)) + i64::from(extra)
}

/// What a barbarian move costs `seat`: 2 tokens when it has more points than every other
/// player, else 1.
pub fn cost(ba: &BarbarianAttack, ctx: &HookCtx, seat: Seat) -> u8 {
    let mine = points(ba, ctx, seat);
    let best_other = (0..ctx.state.seat_count())
        .filter(|&s| s != seat)
        .map(|s| points(ba, ctx, s))
        .max()
        .unwrap_or(0);
    if mine > best_other { 2 } else { 1 }
}

/// The moves: (from, to), coast hexes, from one holding a barbarian to another with fewer
/// than 3.
pub fn moves(ba: &BarbarianAttack, ctx: &HookCtx) -> Vec<(HexId, HexId)> {
    let coast = board::coast(ctx.board);
    let mut out = Vec::new();
    for &f in coast.iter().filter(|&&h| ba.on(h) > 0) {
        for &t in coast.iter().filter(|&&h| h != f && ba.on(h) < CONQUEST) {
            out.push((f, t));
        }
    }
    out
}

/// Whether `seat` may pay for a move now: its turn's main phase, no decision open, enough
/// tokens not yet used this turn.
fn affordable(ba: &BarbarianAttack, ctx: &HookCtx, seat: Seat) -> Result<u8, RuleError> {
    // No module keeps tokens (the scenario alone): nothing to count.
    let spendable = spendable_tokens(ctx, seat).ok_or(RuleError::NotInThisGame)?;
    let needed = cost(ba, ctx, seat);
    if spendable >= needed {
        Ok(needed)
    } else {
        Err(BaError::TokensNeeded { needed }.into())
    }
}

/// The token moves `seat` may make now (in its main phase; the caller checks the phase).
pub fn legal_actions(ba: &BarbarianAttack, ctx: &HookCtx, seat: Seat, out: &mut Vec<Action>) {
    // Cheap checks first: the points behind the price are counted only when they matter.
    if ba.task.is_some() || spendable_tokens(ctx, seat).is_none_or(|n| n == 0) {
        return;
    }
    if affordable(ba, ctx, seat).is_err() {
        return;
    }
    let b = ctx.board;
    for (f, t) in moves(ba, ctx) {
        out.push(
            BaAction::MoveBarbarianForTokens {
                from: b.hex(f),
                to: b.hex(t),
            }
            .into(),
        );
    }
}

/// Moves one barbarian for tokens (the core runs it on a copy: an error changes nothing).
pub fn apply_move(
    ba: &mut BarbarianAttack,
    ctx: &mut Ctx,
    seat: Seat,
    from: Hex,
    to: Hex,
) -> Result<(), RuleError> {
    ctx.require_current(seat)?;
    match ctx.st.phase {
        Phase::Main => {}
        Phase::BeforeRoll => return Err(RuleError::MustRollFirst),
        ref other => return Err(crate::rules::build::wrong_phase(other)),
    }
    let needed = affordable(ba, &ctx.hooks(), seat)?;
    let f = ctx.board.hex_id(from).ok_or(BaError::NotABarbarianMove)?;
    let t = ctx.board.hex_id(to).ok_or(BaError::NotABarbarianMove)?;
    if !moves(ba, &ctx.hooks()).contains(&(f, t)) {
        return Err(BaError::NotABarbarianMove.into());
    }
    let paid = super::change_tokens(ctx, seat, -(needed as i8));
    if paid != -(needed as i8) {
        return Err(BaError::TokensNeeded { needed }.into());
    }
    let before = ba.on(f);
    ba.barbarians[f as usize] -= 1;
    ba.conquest_changed(ctx, f, before);
    let before = ba.on(t);
    ba.barbarians[t as usize] += 1;
    ctx.events.push(
        BaEvent::BarbarianMoved {
            seat,
            from: Some(from),
            to,
            tokens: needed,
        }
        .into(),
    );
    ba.conquest_changed(ctx, t, before);
    Ok(())
}
