//! Gold fields: what a hex whose terrain produces `Produce::Gold` pays when its number is rolled,
//! as the ruleset's [`GoldFieldYield`] says. Nothing in the base game (no gold fields, and the
//! rule is `Nothing`, so production never looks here); gold coins paid with production; or
//! resources of each owner's choice, chosen one seat at a time through the interrupt stack
//! (`Phase::GoldFieldChoice`, the action `ChooseGoldField`), after which play resumes.

use crate::action::Action;
use crate::board::Produce;
use crate::error::RuleError;
use crate::event::Event;
use crate::game::{Decision, Pending};
use crate::goods::Good;
use crate::resources::{Resource, ResourceSet};
use crate::ruleset::GoldFieldYield;
use crate::state::{BuildingKind, GameState, Phase, Seat};

use super::build::wrong_phase;
use super::turn::{MAX_SEATS, pay_from_bank};
use super::{Ctx, interrupt, occupancy};

/// Units of yield each seat's buildings take from the gold fields numbered `number` (the robber,
/// blocked hexes and buildings closed to their owner produce nothing, as for resources).
fn units(ctx: &Ctx, number: u8) -> [u32; MAX_SEATS] {
    let seats = ctx.st.players.len().min(MAX_SEATS);
    let mut units = [0u32; MAX_SEATS];
    let yields = {
        let hc = ctx.hooks();
        BuildingKind::ALL.map(|kind| {
            hc.state.modules.iter().fold(kind.base_yield(), |n, m| {
                m.hooks().building_yield(&hc, kind, n)
            })
        })
    };
    let tiles = ctx.st.tiles_on(ctx.board);
    for h in tiles.hexes_with_number(number) {
        if ctx.st.robber == Some(h)
            || tiles.face(h).produces() != Some(Produce::Gold)
            || occupancy::hex_blocked(ctx.board, ctx.st, h)
        {
            continue;
        }
        for &v in ctx.board.hex_vertices(h) {
            if let Some(b) = ctx.st.buildings[v as usize]
                && (b.owner as usize) < seats
                && !occupancy::intersection_blocked(ctx.board, ctx.st, b.owner, v)
            {
                units[b.owner as usize] +=
                    u32::from(yields[b.kind as usize]) + u32::from(b.overlays.extra_yield());
            }
        }
    }
    units
}

/// Pays the gold fields numbered `number` as the ruleset says, adding what each seat received
/// to `produced`; returns the resources of choice owed per seat (empty when none is owed).
/// Called by production only when the ruleset's rule is not `Nothing`.
pub fn produce(ctx: &mut Ctx, number: u8, produced: &mut [ResourceSet; MAX_SEATS]) -> Vec<u8> {
    let seats = ctx.st.players.len().min(MAX_SEATS);
    match ctx.st.ruleset.gold_field {
        GoldFieldYield::Nothing => Vec::new(),
        GoldFieldYield::Gold(coins) => {
            let units = units(ctx, number);
            if units.iter().all(|&u| u == 0) {
                return Vec::new();
            }
            let mut owed = [ResourceSet::EMPTY; MAX_SEATS];
            for (o, u) in owed.iter_mut().zip(units).take(seats) {
                o[Good::Gold] = (u * u32::from(coins)).min(u32::from(u8::MAX)) as u8;
            }
            let paid = pay_from_bank(ctx, &owed[..seats]);
            for (p, got) in produced.iter_mut().zip(paid).take(seats) {
                p.add(&got);
            }
            Vec::new()
        }
        GoldFieldYield::ChooseResource => {
            let units = units(ctx, number);
            if units.iter().all(|&u| u == 0) {
                return Vec::new();
            }
            units[..seats]
                .iter()
                .map(|&u| u.min(u32::from(u8::MAX)) as u8)
                .collect()
        }
    }
}

/// Opens the choice of resources `owed` (per seat) over the current phase, if anyone can take
/// any (the bank holds a resource); records who owes, in turn order from the roller.
pub fn open(ctx: &mut Ctx, owed: Vec<u8>) {
    if owed.iter().all(|&o| o == 0) || ctx.st.bank.resources_only().total() == 0 {
        return;
    }
    let seats: Vec<Seat> = turn_order(ctx.st)
        .filter(|&s| owed.get(s as usize).is_some_and(|&o| o > 0))
        .collect();
    ctx.events.push(Event::DecisionsRequired { seats });
    interrupt::push(ctx.st, Phase::GoldFieldChoice { owed });
}

/// The seats in turn order from the current one.
fn turn_order(st: &GameState) -> impl Iterator<Item = Seat> + use<> {
    let n = st.seat_count().max(1);
    let first = st.current;
    (0..n).map(move |i| (first + i) % n)
}

/// The seat choosing now and how many resources it takes (fewer than owed only when the bank
/// holds fewer).
fn chooser(st: &GameState) -> Option<(Seat, u8)> {
    let Phase::GoldFieldChoice { owed } = &st.phase else {
        return None;
    };
    let in_bank = st.bank.resources_only().total();
    let seat = turn_order(st).find(|&s| owed.get(s as usize).is_some_and(|&o| o > 0))?;
    let count = u32::from(owed[seat as usize]).min(in_bank) as u8;
    Some((seat, count))
}

/// The decision owed in `Phase::GoldFieldChoice`: the first seat in turn order still owed.
pub fn pending(st: &GameState) -> Vec<Pending> {
    chooser(st)
        .map(|(seat, count)| Pending {
            seat,
            decision: Decision::ChooseGoldField { count },
        })
        .into_iter()
        .collect()
}

/// Every choice `seat` may make now: each bundle of `count` resources the bank can pay.
pub fn legal_actions(st: &GameState, seat: Seat, out: &mut Vec<Action>) {
    let Some((chooser, count)) = chooser(st) else {
        return;
    };
    if chooser != seat {
        return;
    }
    let mut take = ResourceSet::EMPTY;
    bundles(&st.bank, count, 0, &mut take, out);
}

fn bundles(
    bank: &ResourceSet,
    left: u8,
    from: usize,
    take: &mut ResourceSet,
    out: &mut Vec<Action>,
) {
    if left == 0 {
        out.push(Action::ChooseGoldField { take: *take });
        return;
    }
    for (i, r) in Resource::ALL.into_iter().enumerate().skip(from) {
        if take[r] < bank[r] {
            take[r] += 1;
            bundles(bank, left - 1, i, take, out);
            take[r] -= 1;
        }
    }
}

/// `ChooseGoldField`: the seat whose turn it is to choose takes `take` (resources only, as many
/// as it is owed or the bank holds) from the bank (`Produced`); after the last seat, play
/// resumes where it was interrupted.
pub fn choose(ctx: &mut Ctx, seat: Seat, take: ResourceSet) -> Result<(), RuleError> {
    if !matches!(ctx.st.phase, Phase::GoldFieldChoice { .. }) {
        return Err(wrong_phase(&ctx.st.phase));
    }
    let Some((chooser, count)) = chooser(ctx.st) else {
        return Err(RuleError::NoDecisionOwed);
    };
    if chooser != seat {
        return Err(RuleError::NoDecisionOwed);
    }
    if take != take.resources_only() {
        return Err(RuleError::NotACard(Good::Gold));
    }
    if take.total() != u32::from(count) {
        return Err(RuleError::WrongCardCount {
            expected: u32::from(count),
        });
    }
    if !ctx.st.bank.contains(&take) {
        return Err(RuleError::BankShort);
    }
    ctx.st.bank.try_sub(&take);
    ctx.st.players[seat as usize].hand.add(&take);
    if !take.is_empty() {
        ctx.events.push(Event::Produced {
            seat,
            resources: take,
        });
    }
    let done = match &mut ctx.st.phase {
        Phase::GoldFieldChoice { owed } => {
            owed[seat as usize] = 0;
            owed.iter().all(|&o| o == 0)
        }
        _ => true,
    };
    if done || ctx.st.bank.resources_only().total() == 0 {
        let current = ctx.st.current;
        interrupt::resume(ctx, current, Phase::Main);
    }
    Ok(())
}
