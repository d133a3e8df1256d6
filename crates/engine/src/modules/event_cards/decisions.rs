//! The events of the event cards, and the out-of-turn decisions several of them ask for.
//!
//! A drawn event is applied before the card's number produces. Events that need choices
//! (Earthquake, Good Neighbors, Neighborly Assistance, Tournament, Calm Sea, Plentiful Year,
//! Trade Advantage, Conflict) put the game in `Phase::ModuleDecisions`: every seat concerned
//! owes one decision, in any order, like discards on a 7. When the last one is made, the
//! number is resolved (production, or nothing more for these numbers).
//!
//! Choices made by the rules here (the seed leaves them open): Tournament and Calm Sea need at
//! least 1 knight / 1 harbour building; "points" are public victory points; Good Neighbors
//! cards are set aside until everyone has chosen, so nobody passes on a card just received;
//! a player with no road left undamaged is skipped by Earthquake.

use serde::{Deserialize, Serialize};

use super::{
    DamagedRoad, EventCard, EventCards, EventCardsAction, EventCardsDecision, EventCardsError,
    EventCardsEvent, EventKind,
};
use crate::action::Action;
use crate::error::RuleError;
use crate::event::Event;
use crate::game::{Decision, Pending};
use crate::modules::{HookCtx, ModuleFlow, ModuleId, desert, left_of};
use crate::resources::{Good, ROAD_COST, Resource, ResourceSet};
use crate::rules::Ctx;
use crate::rules::build::{any_road_spot, pay};
use crate::rules::interrupt;
use crate::rules::turn::steal_card;
use crate::state::{GameState, Phase, Seat};

/// An event waiting for decisions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventDecisions {
    /// The event.
    pub event: EventKind,
    /// The card's number, resolved once every decision is made.
    pub number: u8,
    /// Per seat: whether it still owes its decision.
    pub owed: Vec<bool>,
    /// Good Neighbors: the card each seat has set aside for its left neighbour.
    #[serde(default)]
    pub gifts: Vec<Option<Good>>,
}

impl EventDecisions {
    /// The decision the event asks of a seat.
    fn decision(&self, seat: Seat, seats: u8) -> Decision {
        match self.event {
            EventKind::GoodNeighbors => EventCardsDecision::GiveNeighborCard {
                to: left_of(seat, seats),
            },
            EventKind::NeighborlyAssistance => EventCardsDecision::AssistPlayer,
            EventKind::Earthquake => EventCardsDecision::DamageRoad,
            EventKind::TradeAdvantage | EventKind::Conflict => EventCardsDecision::StealFrom,
            _ => EventCardsDecision::TakeResource,
        }
        .into()
    }

    /// Appends the decisions still owed.
    pub fn pending(&self, ctx: &HookCtx, out: &mut Vec<Pending>) {
        let seats = ctx.state.seat_count();
        for (s, owed) in self.owed.iter().enumerate() {
            if *owed {
                out.push(Pending {
                    seat: s as Seat,
                    decision: self.decision(s as Seat, seats),
                });
            }
        }
    }

    /// Cards set aside for Good Neighbors.
    pub fn cards_in_transit(&self) -> ResourceSet {
        let mut set = ResourceSet::EMPTY;
        for r in self.gifts.iter().flatten() {
            set[*r] += 1;
        }
        set
    }

    /// Appends the choices open to `seat`.
    pub fn legal_actions(
        &self,
        module: &EventCards,
        ctx: &HookCtx,
        seat: Seat,
        out: &mut Vec<Action>,
    ) {
        if !self.owed.get(seat as usize).copied().unwrap_or(false) {
            return;
        }
        let st = ctx.state;
        let hand = st.players[seat as usize].hand;
        match self.event {
            EventKind::GoodNeighbors => {
                for (resource, n) in hand.cards().iter() {
                    if n > 0 {
                        out.push(EventCardsAction::GiveNeighborCard { resource }.into());
                    }
                }
            }
            EventKind::NeighborlyAssistance => {
                for to in recipients(ctx, seat) {
                    for (resource, n) in hand.cards().iter() {
                        if n > 0 {
                            out.push(EventCardsAction::AssistPlayer { to, resource }.into());
                        }
                    }
                }
            }
            EventKind::Earthquake => {
                for (e, owner) in st.roads.iter().enumerate() {
                    if *owner == Some(seat) && !module.is_damaged(e as u16) {
                        let edge = ctx.board.edge(e as u16);
                        out.push(EventCardsAction::DamageRoad { edge }.into());
                    }
                }
            }
            EventKind::TradeAdvantage | EventKind::Conflict => {
                for victim in victims(ctx, seat) {
                    out.push(EventCardsAction::StealFrom { victim }.into());
                }
            }
            _ => {
                for r in Resource::ALL {
                    if st.bank[r] > 0 {
                        out.push(EventCardsAction::TakeResource { resource: r }.into());
                    }
                }
            }
        }
    }
}

/// The players `giver` may help with Neighborly Assistance: those with fewer points.
fn recipients(ctx: &HookCtx, giver: Seat) -> Vec<Seat> {
    let mine = ctx.public_vp(giver);
    (0..ctx.state.seat_count())
        .filter(|&s| s != giver && ctx.public_vp(s) < mine)
        .collect()
}

/// The players `thief` may take a card from: anyone else with a card whom the modules let be
/// robbed.
fn victims(ctx: &HookCtx, thief: Seat) -> Vec<Seat> {
    (0..ctx.state.seat_count())
        .filter(|&s| {
            s != thief
                && ctx.state.players[s as usize].hand.total() > 0
                && ctx
                    .state
                    .modules
                    .iter()
                    .all(|m| m.hooks().may_rob(ctx, thief, s))
        })
        .collect()
}

/// Seats holding the maximum of `score` (at least `min`), or none.
fn leaders(st: &GameState, min: u32, score: impl Fn(Seat) -> u32) -> Vec<Seat> {
    let scores: Vec<u32> = (0..st.seat_count()).map(&score).collect();
    let max = scores.iter().copied().max().unwrap_or(0);
    if max < min {
        return Vec::new();
    }
    (0..st.seat_count())
        .filter(|&s| scores[s as usize] == max)
        .collect()
}

/// The knights `s` counts for Tournament and Conflict: knights played, as the modules in play
/// count them (`RuleModule::knight_strength`).
fn knight_strength(hc: &HookCtx, s: Seat) -> u32 {
    let played = u32::from(hc.state.players[s as usize].knights_played);
    hc.state
        .modules
        .iter()
        .fold(played, |n, m| m.hooks().knight_strength(hc, s, n))
}

/// Applies a drawn card's event (before its number is resolved).
pub fn apply_event(module: &mut EventCards, ctx: &mut Ctx, seat: Seat, card: EventCard) {
    let owed: Vec<Seat> = {
        let hc = ctx.hooks();
        let st = hc.state;
        match card.event {
            EventKind::None | EventKind::RobberAttacks | EventKind::Epidemic => Vec::new(),
            EventKind::RobberFlees => Vec::new(),
            EventKind::Earthquake => (0..st.seat_count())
                .filter(|&s| {
                    st.roads
                        .iter()
                        .enumerate()
                        .any(|(e, o)| *o == Some(s) && !module.is_damaged(e as u16))
                })
                .collect(),
            EventKind::GoodNeighbors => (0..st.seat_count())
                .filter(|&s| st.players[s as usize].hand.total() > 0)
                .collect(),
            EventKind::NeighborlyAssistance => {
                let vps: Vec<u32> = (0..st.seat_count()).map(|s| hc.public_vp(s)).collect();
                let max = vps.iter().copied().max().unwrap_or(0);
                if vps.iter().all(|&v| v == max) {
                    Vec::new()
                } else {
                    (0..st.seat_count())
                        .filter(|&s| {
                            vps[s as usize] == max && st.players[s as usize].hand.total() > 0
                        })
                        .collect()
                }
            }
            EventKind::PlentifulYear if st.bank.resources_only().total() > 0 => (0..st.seat_count()).collect(),
            EventKind::Tournament if st.bank.resources_only().total() > 0 => {
                leaders(st, 1, |s| knight_strength(&hc, s))
            }
            EventKind::CalmSea if st.bank.resources_only().total() > 0 => leaders(st, 1, |s| {
                ctx.board
                    .harbor_vertices()
                    .iter()
                    .filter(|(v, _)| st.building_at(*v).is_some_and(|b| b.owner == s))
                    .count() as u32
            }),
            EventKind::PlentifulYear | EventKind::Tournament | EventKind::CalmSea => Vec::new(),
            EventKind::TradeAdvantage => st
                .longest_road
                .filter(|&h| st.is_player(h) && !victims(&hc, h).is_empty())
                .into_iter()
                .collect(),
            EventKind::Conflict => {
                let strongest = st.largest_army.or_else(|| {
                    let l = leaders(st, 1, |s| knight_strength(&hc, s));
                    (l.len() == 1).then(|| l[0])
                });
                strongest
                    .filter(|&h| !victims(&hc, h).is_empty())
                    .into_iter()
                    .collect()
            }
        }
    };
    // With no robber in the game (Barbarian Attack, seed 000 §7(2)) Robber Flees does nothing.
    if card.event == EventKind::RobberFlees
        && ctx.st.ruleset().robber != crate::ruleset::RobberMode::None
        && let Some(d) = desert(ctx.board)
        && ctx.st.robber != Some(d)
        && crate::rules::turn::robber_may_stand(ctx.board, ctx.st, d)
    {
        ctx.st.robber = Some(d);
        ctx.events.push(Event::RobberMoved {
            seat,
            hex: ctx.board.hex(d),
        });
    }
    if owed.is_empty() {
        return;
    }
    let seats = ctx.st.players.len();
    let mut owed_mask = vec![false; seats];
    for &s in &owed {
        owed_mask[s as usize] = true;
    }
    module.decisions = Some(EventDecisions {
        event: card.event,
        number: card.number,
        owed: owed_mask,
        gifts: vec![None; seats],
    });
    ctx.events.push(Event::DecisionsRequired { seats: owed });
    interrupt::push(
        ctx.st,
        Phase::ModuleDecisions {
            module: ModuleId::EventCards,
        },
    );
}

/// Repairs open to `seat` outside event decisions: in the main phase (paying the road cost)
/// or with Road Building.
pub fn repair_actions(module: &EventCards, ctx: &HookCtx, seat: Seat, out: &mut Vec<Action>) {
    let st = ctx.state;
    if st.current != seat || !module.has_damaged(seat) {
        return;
    }
    let can = match st.phase {
        Phase::Main => st.players[seat as usize].hand.contains(&ROAD_COST),
        Phase::RoadBuilding { .. } => true,
        _ => false,
    };
    if can {
        for d in module.damaged.iter().filter(|d| d.seat == seat) {
            let edge = ctx.board.edge(d.edge);
            out.push(EventCardsAction::RepairRoad { edge }.into());
        }
    }
}

/// Applies one of the module's actions.
pub fn apply_action(
    module: &mut EventCards,
    ctx: &mut Ctx,
    seat: Seat,
    action: &EventCardsAction,
) -> Result<ModuleFlow, RuleError> {
    match action {
        EventCardsAction::RepairRoad { edge } => repair(module, ctx, seat, *edge),
        EventCardsAction::GiveNeighborCard { .. }
        | EventCardsAction::AssistPlayer { .. }
        | EventCardsAction::DamageRoad { .. }
        | EventCardsAction::TakeResource { .. }
        | EventCardsAction::StealFrom { .. } => decide(module, ctx, seat, action),
    }
}

fn repair(
    module: &mut EventCards,
    ctx: &mut Ctx,
    seat: Seat,
    edge: crate::board::Edge,
) -> Result<ModuleFlow, RuleError> {
    ctx.require_current(seat)?;
    let e = ctx.board.edge_id(edge).ok_or(RuleError::NotOnBoard)?;
    let Some(index) = module
        .damaged
        .iter()
        .position(|d| d.edge == e && d.seat == seat)
    else {
        return Err(match ctx.st.phase {
            Phase::Main | Phase::RoadBuilding { .. } => EventCardsError::NotDamaged.into(),
            ref other => crate::rules::build::wrong_phase(other),
        });
    };
    match ctx.st.phase.clone() {
        Phase::Main => {
            pay(ctx, seat, &ROAD_COST)?;
            module.damaged.remove(index);
            ctx.events.push(
                EventCardsEvent::RoadRepaired {
                    seat,
                    edge,
                    free: false,
                }
                .into(),
            );
        }
        Phase::RoadBuilding { remaining, resume } => {
            module.damaged.remove(index);
            ctx.events.push(
                EventCardsEvent::RoadRepaired {
                    seat,
                    edge,
                    free: true,
                }
                .into(),
            );
            // The module is out of the list while this runs, so decide here whether another
            // free road has a use (another repair, or a road once nothing is damaged).
            let left = remaining.saturating_sub(1);
            let useful = module.has_damaged(seat)
                || (ctx.st.players[seat as usize].roads_left > 0
                    && any_road_spot(ctx.board, ctx.st, seat));
            if left > 0 && useful {
                ctx.st.phase = Phase::RoadBuilding {
                    remaining: left,
                    resume,
                };
            } else {
                interrupt::resume_from(ctx.st, resume);
            }
        }
        ref other => return Err(crate::rules::build::wrong_phase(other)),
    }
    Ok(ModuleFlow::Done)
}

fn decide(
    module: &mut EventCards,
    ctx: &mut Ctx,
    seat: Seat,
    action: &EventCardsAction,
) -> Result<ModuleFlow, RuleError> {
    let Some(d) = module.decisions.as_ref() else {
        return Err(RuleError::NoDecisionOwed);
    };
    if ctx.st.phase
        != (Phase::ModuleDecisions {
            module: ModuleId::EventCards,
        })
        || !d.owed.get(seat as usize).copied().unwrap_or(false)
    {
        return Err(RuleError::NoDecisionOwed);
    }
    let event = d.event;
    let hand = ctx.st.players[seat as usize].hand;
    match (event, action) {
        (EventKind::GoodNeighbors, EventCardsAction::GiveNeighborCard { resource }) => {
            if !resource.is_card() {
                return Err(RuleError::NotACard(*resource));
            }
            if hand[*resource] == 0 {
                return Err(RuleError::NotEnoughResources);
            }
            ctx.st.players[seat as usize].hand[*resource] -= 1;
            if let Some(d) = module.decisions.as_mut() {
                d.gifts[seat as usize] = Some(*resource);
            }
        }
        (EventKind::NeighborlyAssistance, EventCardsAction::AssistPlayer { to, resource }) => {
            if !recipients(&ctx.hooks(), seat).contains(to) {
                return Err(EventCardsError::InvalidRecipient.into());
            }
            if !resource.is_card() {
                return Err(RuleError::NotACard(*resource));
            }
            if hand[*resource] == 0 {
                return Err(RuleError::NotEnoughResources);
            }
            ctx.st.players[seat as usize].hand[*resource] -= 1;
            ctx.st.players[*to as usize].hand[*resource] += 1;
            ctx.events.push(Event::CardGiven {
                from: seat,
                to: *to,
                resource: Some(*resource),
            });
        }
        (EventKind::Earthquake, EventCardsAction::DamageRoad { edge }) => {
            let e = ctx.board.edge_id(*edge).ok_or(RuleError::NotOnBoard)?;
            if ctx.st.roads[e as usize] != Some(seat) || module.is_damaged(e) {
                return Err(EventCardsError::NotYourRoad.into());
            }
            module.damaged.push(DamagedRoad { seat, edge: e });
            ctx.events.push(EventCardsEvent::RoadDamaged { seat, edge: *edge }.into());
        }
        (
            EventKind::PlentifulYear | EventKind::Tournament | EventKind::CalmSea,
            EventCardsAction::TakeResource { resource },
        ) => {
            if ctx.st.bank[*resource] == 0 {
                return Err(RuleError::BankShort);
            }
            ctx.st.bank[*resource] -= 1;
            ctx.st.players[seat as usize].hand[*resource] += 1;
            let resource = *resource;
            ctx.events.push(EventCardsEvent::ResourceTaken { seat, resource }.into());
        }
        (EventKind::TradeAdvantage | EventKind::Conflict, EventCardsAction::StealFrom { victim }) => {
            if !victims(&ctx.hooks(), seat).contains(victim) {
                return Err(RuleError::InvalidVictim);
            }
            let taken = steal_card(ctx.st, *victim);
            if let Some(r) = taken {
                ctx.st.players[*victim as usize].hand[r] -= 1;
                ctx.st.players[seat as usize].hand[r] += 1;
            }
            ctx.events.push(Event::Stole {
                thief: seat,
                victim: *victim,
                resource: taken,
            });
        }
        _ => return Err(RuleError::NoDecisionOwed),
    }
    // Only resources are taken from the bank here.
    let bank_empty = ctx.st.bank.resources_only().is_empty();
    let Some(d) = module.decisions.as_mut() else {
        return Ok(ModuleFlow::Done);
    };
    d.owed[seat as usize] = false;
    if bank_empty
        && matches!(
            d.event,
            EventKind::PlentifulYear | EventKind::Tournament | EventKind::CalmSea
        )
    {
        // Nothing is left to take: the others' choices lapse.
        d.owed.iter_mut().for_each(|o| *o = false);
    }
    if d.owed.iter().any(|&o| o) {
        return Ok(ModuleFlow::Done);
    }
    // Everyone has decided: deliver the Good Neighbors cards, then resolve the number.
    let seats = ctx.st.seat_count();
    let number = d.number;
    for (from, gift) in d.gifts.iter().enumerate() {
        if let Some(r) = gift {
            let to = left_of(from as Seat, seats);
            ctx.st.players[to as usize].hand[*r] += 1;
            ctx.events.push(Event::CardGiven {
                from: from as Seat,
                to,
                resource: Some(*r),
            });
        }
    }
    module.decisions = None;
    // Back to the roll the event interrupted (in a game stored before the interrupt stack, the
    // stack is empty and the roll is where it always came back to).
    let current = ctx.st.current;
    interrupt::resume(ctx, current, Phase::BeforeRoll);
    Ok(ModuleFlow::ResolveRoll(number))
}
