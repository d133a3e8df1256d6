//! The steps of a turn and its end: roll (`BeforeRoll`) → main (`Main`) → the steps modules add
//! (`TurnStep`, e.g. a movement phase) → the end-of-turn resolution (each module's
//! `end_of_turn` hook, which may ask seats for decisions through the interrupt stack) → the next
//! seat. `EndTurn` moves from the main phase or a module's step to the next step, and after the
//! last one ends the turn. A base game has no module steps and no end-of-turn hooks, so `EndTurn`
//! passes the turn at once, as it always did.

use crate::error::RuleError;
use crate::event::Event;
use crate::modules::ModuleId;
use crate::state::{Phase, Seat};

use super::Ctx;
use super::build::wrong_phase;

/// The turn steps the modules add after the main phase, in order: (module index, module, step).
fn module_steps(ctx: &Ctx) -> impl Iterator<Item = (usize, ModuleId, u8)> {
    let modules = &ctx.st.modules;
    modules.iter().enumerate().flat_map(|(i, m)| {
        let id = m.id();
        (0..m.hooks().turn_steps()).map(move |s| (i, id, s))
    })
}

/// Whether `seat` may end `module`'s turn step `step` now (the module's `step_may_end` hook).
pub fn step_may_end(
    board: &crate::board::Board,
    st: &crate::state::GameState,
    seat: Seat,
    module: ModuleId,
    step: u8,
) -> Result<(), RuleError> {
    let hc = crate::modules::HookCtx { board, state: st };
    match st.modules.iter().find(|m| m.id() == module) {
        Some(m) => m.hooks().step_may_end(&hc, seat, step),
        None => Ok(()),
    }
}

/// `EndTurn`: ends the main phase or a module's turn step; the next step begins, or, after the
/// last one, the turn ends.
pub fn end_turn(ctx: &mut Ctx, seat: Seat) -> Result<(), RuleError> {
    ctx.require_current(seat)?;
    let after: Option<(ModuleId, u8)> = match ctx.st.phase {
        Phase::Main => None,
        Phase::TurnStep { module, step } => Some((module, step)),
        Phase::BeforeRoll => return Err(RuleError::MustRollFirst),
        ref other => return Err(wrong_phase(other)),
    };
    if let Some((module, step)) = after {
        step_may_end(ctx.board, ctx.st, seat, module, step)?;
    }
    if after.is_none()
        && let Some(offer) = ctx.st.trade.take()
    {
        // The open offer expires with the main phase.
        ctx.events.push(Event::TradeCancelled { id: offer.id });
    }
    let next = if ctx.st.modules.is_empty() {
        None
    } else {
        let mut steps = module_steps(ctx).skip_while(|&(_, id, s)| match after {
            None => false,
            Some(current) => current != (id, s),
        });
        if after.is_some() {
            steps.next();
        }
        steps.next()
    };
    match next {
        Some((index, module, step)) => {
            ctx.st.phase = Phase::TurnStep { module, step };
            ctx.with_module_at(index, |m, ctx| {
                m.hooks_mut().turn_step_begins(ctx, seat, step)
            });
        }
        None => finish_turn(ctx, seat, 0),
    }
    Ok(())
}

/// The end-of-turn resolution from the `from`-th module on, then the next seat's turn. A hook
/// that interrupts (asks for decisions) stops it: the saved `Phase::EndOfTurn` comes back when
/// the decisions are made, and `rules::dispatch` calls this again to go on.
pub fn finish_turn(ctx: &mut Ctx, seat: Seat, from: usize) {
    for i in from..ctx.st.modules.len() {
        let waiting = Phase::EndOfTurn {
            next: (i + 1) as u8,
        };
        ctx.st.phase = waiting.clone();
        ctx.with_module_at(i, |m, ctx| m.hooks_mut().end_of_turn(ctx, seat));
        if ctx.st.phase != waiting {
            // Interrupted for decisions (or the game ended): wait.
            return;
        }
    }
    let p = &mut ctx.st.players[seat as usize];
    p.dev_bought_this_turn = Default::default();
    ctx.st.dev_played_this_turn = false;
    ctx.st.current = (seat + 1) % ctx.st.seat_count();
    ctx.st.turn += 1;
    ctx.st.last_roll = None;
    ctx.st.phase = Phase::BeforeRoll;
    ctx.events.push(Event::TurnStarted {
        seat: ctx.st.current,
        turn: ctx.st.turn,
    });
}
