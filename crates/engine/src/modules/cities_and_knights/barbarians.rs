//! The barbarians (seed 004 §11, reference §2.6). The ship moves one step per ship face of the
//! event die; on the 7th it reaches Catan and the battle is fought before production (seed:
//! "資源獲得前に処理を行います"), and a 7 rolled with it moves the robber after the battle
//! (注意事項).
//!
//! - Strength: the cities on the board, metropolises counted as plain cities (注意事項: no
//!   metropolis bonus); a pillaged city standing for a settlement is not a city.
//! - Defence: each seat's active knights' strength (basic 1, strong 2, mighty 3;
//!   [`super::knights::defence`]).
//! - Catan holds (defence ≥ strength): the sole strongest defender takes a Defender of Catan
//!   point; tied strongest defenders each take a progress card of their choice (the progress
//!   card slice). Nobody who defended with 0 is rewarded.
//! - The barbarians win: among the seats owning a city without a metropolis, those with the
//!   least defence each lose one such city, which becomes a settlement; its wall is lost. A
//!   seat with several such cities chooses (`choose_pillaged_city`, all of them at once, like
//!   discards); a seat with one loses it at once. A seat with no settlement piece left keeps
//!   the city lying down: it stands for a settlement (1 VP, 1 card) until rebuilt
//!   (`rebuild_city`, the city's cost), and no other city may be built before.
//! - Then every knight is inactive, the ship goes back to its start, and after the first
//!   attack the robber may move.

use super::{CitiesAndKnights, CkAction, CkDecision, CkError, CkEvent, Pillage};
use crate::action::Action;
use crate::board::{Board, Vertex, VertexId};
use crate::error::RuleError;
use crate::event::Event;
use crate::game::Pending;
use crate::modules::{HookCtx, ModuleFlow, ModuleId};
use crate::resources::CITY_COST;
use crate::rules::{Ctx, interrupt};
use crate::state::{BuildingKind, GameState, Phase, Seat};

/// Whether `seat`'s city at `v` is pillaged and stands for a settlement.
pub fn is_reduced(ck: &CitiesAndKnights, board: &Board, seat: Seat, v: VertexId) -> bool {
    let name = board.vertex(v);
    ck.reduced.iter().any(|&(s, x)| s == seat && x == name)
}

/// Whether a standing (not pillaged) city of a seat is at `v`.
pub fn standing_city(ck: &CitiesAndKnights, board: &Board, st: &GameState, v: VertexId) -> Option<Seat> {
    st.buildings[v as usize]
        .filter(|b| b.kind == BuildingKind::City && st.is_player(b.owner))
        .map(|b| b.owner)
        .filter(|&owner| !is_reduced(ck, board, owner, v))
}

/// The barbarians' strength: the standing cities on the board.
pub fn strength(ck: &CitiesAndKnights, board: &Board, st: &GameState) -> u32 {
    (0..board.vertex_count() as VertexId)
        .filter(|&v| standing_city(ck, board, st, v).is_some())
        .count() as u32
}

/// A seat's defence: its active knights' strength.
pub fn defence(ck: &CitiesAndKnights, seat: Seat) -> u32 {
    super::knights::defence(ck, seat)
}

/// `seat`'s cities the barbarians may pillage: standing, without a metropolis.
pub fn pillageable<'a>(
    ck: &'a CitiesAndKnights,
    board: &'a Board,
    st: &'a GameState,
    seat: Seat,
) -> impl Iterator<Item = VertexId> + 'a {
    (0..board.vertex_count() as VertexId).filter(move |&v| {
        standing_city(ck, board, st, v) == Some(seat)
            && st.buildings[v as usize].is_some_and(|b| !b.overlays.metropolis)
    })
}

/// The ship reached Catan: the battle. Either it is over at once, or the seats that must
/// choose a city owe their choice, and `held` says what waits for them: the number rolled, its
/// draw (the event die before an event card), or nothing (a battle that waited until its roll
/// was resolved, see `dice::advance_ship`).
pub fn attack(ck: &mut CitiesAndKnights, ctx: &mut Ctx, held: super::dice::Held) {
    use super::dice::Held;
    ck.attack_due = false;
    let seats = ctx.st.seat_count();
    let strength = strength(ck, ctx.board, ctx.st);
    let defence: Vec<u32> = (0..seats).map(|s| defence(ck, s)).collect();
    let total: u32 = defence.iter().sum();
    let catan_wins = total >= strength;
    ctx.events.push(
        CkEvent::BarbarianAttack {
            strength,
            defence: defence.clone(),
            catan_wins,
        }
        .into(),
    );
    if catan_wins {
        let best = defence.iter().copied().max().unwrap_or(0);
        let top: Vec<Seat> = (0..seats).filter(|&s| best > 0 && defence[s as usize] == best).collect();
        if let [sole] = top[..] {
            if ck.defenders.len() < seats as usize {
                ck.defenders.resize(seats as usize, 0);
            }
            ck.defenders[sole as usize] += 1;
            ctx.events.push(CkEvent::DefenderOfCatan { seat: sole }.into());
        }
        retreat(ck, ctx);
        // Several tied at the top: each chooses the colour of a progress card (after the
        // retreat, so the knights are inactive whatever the choices hold back).
        if top.len() > 1 {
            super::hand::tied_defenders(ck, ctx, top, held);
        }
        return;
    }
    let losers: Vec<Seat> = {
        let eligible: Vec<Seat> = (0..seats)
            .filter(|&s| pillageable(ck, ctx.board, ctx.st, s).next().is_some())
            .collect();
        let least = eligible.iter().map(|&s| defence[s as usize]).min().unwrap_or(0);
        eligible.into_iter().filter(|&s| defence[s as usize] == least).collect()
    };
    let mut owed = Vec::new();
    for seat in losers {
        let cities: Vec<VertexId> = pillageable(ck, ctx.board, ctx.st, seat).collect();
        match cities[..] {
            [only] => pillage(ck, ctx.board, ctx.st, &mut *ctx.events, seat, only),
            _ => owed.push(seat),
        }
    }
    if owed.is_empty() {
        retreat(ck, ctx);
        return;
    }
    ctx.events.push(Event::DecisionsRequired { seats: owed.clone() });
    ck.pillage = Some(Pillage {
        owed,
        number: match held {
            Held::Roll(n) => n,
            Held::Resolved | Held::Draw => 0,
        },
        resolved: held == Held::Resolved,
        before_draw: held == Held::Draw,
    });
    interrupt::push(
        ctx.st,
        Phase::ModuleDecisions {
            module: ModuleId::CitiesAndKnights,
        },
    );
}

/// `seat`'s city at `v` is pillaged: a settlement, or (no settlement piece left) a city lying
/// down that stands for one; its wall is lost.
fn pillage(ck: &mut CitiesAndKnights, board: &Board, st: &mut GameState, events: &mut Vec<Event>, seat: Seat, v: VertexId) {
    let Some(b) = st.buildings[v as usize].as_mut() else {
        return;
    };
    b.overlays.wall = false;
    let p = &mut st.players[seat as usize];
    let reduced = p.settlements_left == 0;
    if reduced {
        ck.reduced.push((seat, board.vertex(v)));
    } else {
        b.kind = BuildingKind::Settlement;
        p.settlements_left -= 1;
        p.cities_left += 1;
    }
    events.push(
        CkEvent::CityPillaged {
            seat,
            vertex: board.vertex(v),
            reduced,
        }
        .into(),
    );
}

/// After the battle: every knight is inactive, the ship goes back; the first attack releases
/// the robber.
fn retreat(ck: &mut CitiesAndKnights, ctx: &mut Ctx) {
    super::knights::deactivate_all(ck, ctx.events);
    ck.ship = 0;
    let released = !ck.robber_released;
    ck.robber_released = true;
    ctx.events.push(
        CkEvent::BarbariansRetreated {
            robber_released: released,
        }
        .into(),
    );
}

/// Whether the phase is this module's decisions (nothing open on top of them).
fn deciding(st: &GameState) -> bool {
    matches!(
        st.phase,
        Phase::ModuleDecisions {
            module: ModuleId::CitiesAndKnights,
        }
    )
}

/// The choices owed after a lost battle.
pub fn pending(ck: &CitiesAndKnights, ctx: &HookCtx, out: &mut Vec<Pending>) {
    if let Some(p) = &ck.pillage
        && deciding(ctx.state)
    {
        for &seat in &p.owed {
            out.push(Pending {
                seat,
                decision: CkDecision::PillageCity.into(),
            });
        }
    }
}

/// The pillage choices `seat` may make now, and the rebuilds open to it in its main phase.
pub fn legal_actions(ck: &CitiesAndKnights, ctx: &HookCtx, seat: Seat, out: &mut Vec<Action>) {
    let (board, st) = (ctx.board, ctx.state);
    if let Some(p) = &ck.pillage {
        if deciding(st) && p.owed.contains(&seat) {
            for v in pillageable(ck, board, st, seat) {
                out.push(CkAction::ChoosePillagedCity { vertex: board.vertex(v) }.into());
            }
        }
        return;
    }
    if st.current == seat && matches!(st.phase, Phase::Main) && st.players[seat as usize].hand.contains(&CITY_COST) {
        for &(s, vertex) in &ck.reduced {
            if s == seat {
                out.push(CkAction::RebuildCity { vertex }.into());
            }
        }
    }
}

/// `seat` chooses which city is pillaged; the last choice ends the battle and lets the roll
/// produce.
pub fn choose(ck: &mut CitiesAndKnights, ctx: &mut Ctx, seat: Seat, vertex: Vertex) -> Result<ModuleFlow, RuleError> {
    let Some(p) = ck.pillage.as_ref().filter(|_| deciding(ctx.st)) else {
        return Err(RuleError::NoDecisionOwed);
    };
    if !p.owed.contains(&seat) {
        return Err(RuleError::NoDecisionOwed);
    }
    let number = p.number;
    let waited = p.resolved;
    let before_draw = p.before_draw;
    let v = ctx.board.vertex_id(vertex).ok_or(RuleError::NotOnBoard)?;
    if !pillageable(ck, ctx.board, ctx.st, seat).any(|c| c == v) {
        return Err(CkError::NotPillageable.into());
    }
    pillage(ck, ctx.board, ctx.st, &mut *ctx.events, seat, v);
    let done = match ck.pillage.as_mut() {
        Some(p) => {
            p.owed.retain(|&s| s != seat);
            p.owed.is_empty()
        }
        None => true,
    };
    if !done {
        return Ok(ModuleFlow::Done);
    }
    ck.pillage = None;
    retreat(ck, ctx);
    let current = ctx.st.current;
    if waited {
        // The roll was resolved before this battle: play goes back where it was.
        interrupt::resume(ctx, current, Phase::Main);
        return Ok(ModuleFlow::Done);
    }
    interrupt::resume(ctx, current, Phase::BeforeRoll);
    if before_draw {
        // The event die came before an event card: the card is drawn now.
        return Ok(ModuleFlow::DrawNumber);
    }
    Ok(ModuleFlow::ResolveRoll(number))
}

/// A seat's pillaged city must be rebuilt before it builds another city.
pub fn check_city(ck: &CitiesAndKnights, seat: Seat) -> Result<(), RuleError> {
    if ck.reduced.iter().any(|&(s, _)| s == seat) {
        Err(CkError::RebuildFirst.into())
    } else {
        Ok(())
    }
}

/// Rebuilds `seat`'s pillaged city at `vertex` (the city's cost).
pub fn rebuild(ck: &mut CitiesAndKnights, ctx: &mut Ctx, seat: Seat, vertex: Vertex) -> Result<(), RuleError> {
    if ctx.st.current != seat {
        return Err(RuleError::NotYourTurn);
    }
    match ctx.st.phase {
        Phase::Main => {}
        Phase::BeforeRoll => return Err(RuleError::MustRollFirst),
        ref other => return Err(crate::rules::build::wrong_phase(other)),
    }
    let Some(i) = ck.reduced.iter().position(|&(s, x)| s == seat && x == vertex) else {
        return Err(CkError::NotPillaged.into());
    };
    crate::rules::build::pay(ctx, seat, &CITY_COST)?;
    ck.reduced.remove(i);
    ctx.events.push(CkEvent::CityRebuilt { seat, vertex }.into());
    Ok(())
}
