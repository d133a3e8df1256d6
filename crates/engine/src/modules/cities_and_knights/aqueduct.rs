//! The Aqueduct (science level 3; reference §2.4): on a production roll (not a 7) that gives a
//! seat nothing, the seat takes one resource of its choice from the bank. Every such seat
//! chooses at once (a decision through the interrupt stack, like discards), after production
//! and before play goes on; a resource the bank has run out of cannot be chosen, and nobody
//! chooses when the bank holds no resource at all.

use super::{CitiesAndKnights, CkAction, CkDecision, CkEvent, Track};
use crate::action::Action;
use crate::error::RuleError;
use crate::event::Event;
use crate::game::Pending;
use crate::modules::{HookCtx, ModuleId};
use crate::resources::{Resource, ResourceSet};
use crate::rules::{Ctx, interrupt};
use crate::state::{GameState, Phase, Seat};

/// The science level from which the Aqueduct works.
pub const AQUEDUCT_LEVEL: u8 = 3;

/// Whether the phase is this module's decisions (nothing open on top of them).
fn deciding(st: &GameState) -> bool {
    matches!(
        st.phase,
        Phase::ModuleDecisions {
            module: ModuleId::CitiesAndKnights,
        }
    )
}

/// After production: the seats with the Aqueduct that received nothing owe their choice.
pub fn after_production(ck: &mut CitiesAndKnights, ctx: &mut Ctx, produced: &[ResourceSet]) {
    if ctx.st.bank.resources_only().total() == 0 {
        return;
    }
    let owed: Vec<Seat> = (0..ctx.st.seat_count())
        .filter(|&s| {
            ck.level(s, Track::Science) >= AQUEDUCT_LEVEL
                && produced.get(s as usize).is_none_or(|p| p.total() == 0)
        })
        .collect();
    if owed.is_empty() {
        return;
    }
    ctx.events.push(Event::DecisionsRequired {
        seats: owed.clone(),
    });
    ck.aqueduct = owed;
    interrupt::push(
        ctx.st,
        Phase::ModuleDecisions {
            module: ModuleId::CitiesAndKnights,
        },
    );
}

/// The choices owed.
pub fn pending(ck: &CitiesAndKnights, ctx: &HookCtx, out: &mut Vec<Pending>) {
    if deciding(ctx.state) {
        for &seat in &ck.aqueduct {
            out.push(Pending {
                seat,
                decision: CkDecision::AqueductResource.into(),
            });
        }
    }
}

/// The resources `seat` may take now.
pub fn legal_actions(ck: &CitiesAndKnights, ctx: &HookCtx, seat: Seat, out: &mut Vec<Action>) {
    if deciding(ctx.state) && ck.aqueduct.contains(&seat) {
        for resource in Resource::ALL {
            if ctx.state.bank[resource] > 0 {
                out.push(CkAction::ChooseAqueductResource { resource }.into());
            }
        }
    }
}

/// `seat` takes `resource`; the last choice lets play go on.
pub fn choose(ck: &mut CitiesAndKnights, ctx: &mut Ctx, seat: Seat, resource: Resource) -> Result<(), RuleError> {
    if !deciding(ctx.st) || !ck.aqueduct.contains(&seat) {
        return Err(RuleError::NoDecisionOwed);
    }
    if ctx.st.bank[resource] == 0 {
        return Err(RuleError::BankShort);
    }
    ctx.st.bank[resource] -= 1;
    ctx.st.players[seat as usize].hand[resource] += 1;
    ctx.events.push(CkEvent::AqueductResource { seat, resource }.into());
    ck.aqueduct.retain(|&s| s != seat);
    if ck.aqueduct.is_empty() {
        let current = ctx.st.current;
        interrupt::resume(ctx, current, Phase::Main);
    }
    Ok(())
}
