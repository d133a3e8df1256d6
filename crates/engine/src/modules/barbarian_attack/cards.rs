//! The scenario's deck (seed 000 §5(2), §5(3), §5(6)c) and the decisions it asks for, with the
//! 7's raid (§5(6)a). Every card is turned over when bought and resolved at once (the game
//! waits for the buyer's choice on the interrupt stack, so cards bought one after another are
//! resolved in the order bought), then discarded; an empty draw pile is refilled from the
//! discard pile, reshuffled.

use super::{
    BaAction, BaCard, BaError, BaEvent, BaGoldReason, BarbarianAttack, CONQUEST, Knight,
    Scripted, TREASON_GOLD, Task, board, deciding, pay_gold,
};
use crate::action::Action;
use crate::board::{EdgeId, HexId};
use crate::error::RuleError;
use crate::event::Event;
use crate::modules::HookCtx;
use crate::rules::{Ctx, turn};
use crate::state::Seat;
use std::collections::VecDeque;

/// Draws stop after this many Intrigue redraws in one purchase (never reached: Intrigue is
/// redrawn only while no barbarian stands on the coast, and 22 other cards lie in the deck).
const MAX_DRAWS: usize = 64;

/// Players `thief` may take a card from after a 7: any other seat holding a card (the
/// modules' `may_rob` asked).
pub fn raid_victims(ctx: &HookCtx, thief: Seat) -> Vec<Seat> {
    let st = ctx.state;
    (0..st.seat_count())
        .filter(|&s| s != thief && st.players[s as usize].hand.total() > 0)
        .filter(|&s| st.modules.iter().all(|m| m.hooks().may_rob(ctx, thief, s)))
        .collect()
}

/// [`raid_victims`] asked while this module is out of the state (its own hooks running): the
/// other modules' `may_rob` must see the seats' VP with this module's points (Friendly Robber),
/// so they are asked on a copy of the state with the module put back.
pub fn raid_victims_from(ba: &BarbarianAttack, ctx: &Ctx, thief: Seat) -> Vec<Seat> {
    if ctx.st.modules.is_empty() {
        return raid_victims(&ctx.hooks(), thief);
    }
    let mut st = ctx.st.clone();
    st.modules
        .push(crate::modules::ModuleState::BarbarianAttack(Box::new(ba.clone())));
    raid_victims(
        &HookCtx {
            board: ctx.board,
            state: &st,
        },
        thief,
    )
}

/// The free paths a card's knight may go to: any free path on land (Strong Knight), or the
/// castle's (Knighthood).
pub fn knight_spots(ba: &BarbarianAttack, ctx: &HookCtx, card: BaCard) -> Vec<EdgeId> {
    // The castle's paths from the reach table (the same set as `board::is_castle_path`), asked
    // first: Knighthood looks at six paths only.
    let castle = ba.reach.get(ctx.board).castle_paths();
    (0..ctx.board.edge_count() as EdgeId)
        .filter(|&e| card != BaCard::Knighthood || castle.get(e as usize).copied().unwrap_or(false))
        .filter(|&e| board::knight_path(ctx.board, e) && ba.knight_at(ctx.board, e).is_none())
        .collect()
}

/// The coast hexes holding a barbarian.
fn with_barbarians(ba: &BarbarianAttack, ctx: &HookCtx) -> Vec<HexId> {
    board::coast(ctx.board)
        .into_iter()
        .filter(|&h| ba.on(h) > 0)
        .collect()
}

/// Treason's legal moves now: (from, to); `from` is `None` (the supply) only when no unused
/// coast hex holds a barbarian and the supply has one.
pub fn treason_moves(
    ba: &BarbarianAttack,
    ctx: &HookCtx,
    used: &[HexId],
) -> Vec<(Option<HexId>, HexId)> {
    let coast = board::coast(ctx.board);
    let sources: Vec<HexId> = coast
        .iter()
        .copied()
        .filter(|h| ba.on(*h) > 0 && !used.contains(h))
        .collect();
    let targets = |from: Option<HexId>| {
        coast
            .iter()
            .copied()
            .filter(move |&h| ba.on(h) < CONQUEST && !used.contains(&h) && Some(h) != from)
    };
    let mut out = Vec::new();
    if sources.is_empty() {
        if ba.supply > 0 {
            out.extend(targets(None).map(|t| (None, t)));
        }
    } else {
        for &s in &sources {
            out.extend(targets(Some(s)).map(|t| (Some(s), t)));
        }
    }
    out
}

/// A card bought: draw it, record it, and resolve it (asking the buyer when it needs a choice).
pub fn draw(ba: &mut BarbarianAttack, ctx: &mut Ctx, seat: Seat) {
    for _ in 0..MAX_DRAWS {
        let mut unscripted = VecDeque::new();
        let scripted = match ba.scripted.as_deref_mut() {
            Some(s) => &mut s.cards,
            None => &mut unscripted,
        };
        let drawn = ba.deck.draw(ctx.st, scripted);
        if ba.scripted.as_deref().is_some_and(|s| *s == Scripted::default()) {
            ba.scripted = None;
        }
        let Some(drawn) = drawn else {
            return;
        };
        let card = drawn.card;
        ctx.events.push(
            BaEvent::CardDrawn {
                seat,
                card,
                reshuffled: drawn.reshuffled,
            }
            .into(),
        );
        let hc = ctx.hooks();
        let task = match card {
            BaCard::Knighthood | BaCard::StrongKnight => {
                (ba.knights_left(seat) > 0 && !knight_spots(ba, &hc, card).is_empty())
                    .then_some(Task::PlaceKnight { seat, card })
            }
            BaCard::Treason => {
                pay_gold(ctx, seat, TREASON_GOLD, BaGoldReason::Treason);
                let hc = ctx.hooks();
                (!treason_moves(ba, &hc, &[]).is_empty()).then_some(Task::MoveBarbarians {
                    seat,
                    left: 2,
                    used: Vec::new(),
                })
            }
            BaCard::Intrigue => {
                if with_barbarians(ba, &hc).is_empty() {
                    ctx.events.push(BaEvent::IntrigueRedrawn { seat }.into());
                    ba.deck.put_away(card);
                    continue;
                }
                Some(Task::Capture { seat })
            }
        };
        match task {
            Some(task) => ba.ask(ctx, task),
            None => {
                ctx.events.push(BaEvent::CardWithoutEffect { seat, card }.into());
                ba.deck.put_away(card);
            }
        }
        return;
    }
}

/// The card a task came from (put on the discard pile once resolved).
fn card_of(task: &Task) -> Option<BaCard> {
    match task {
        Task::PlaceKnight { card, .. } => Some(*card),
        Task::MoveBarbarians { .. } => Some(BaCard::Treason),
        Task::Capture { .. } => Some(BaCard::Intrigue),
        Task::Raid { .. } | Task::PlaceNeutralKnight { .. } => None,
    }
}

/// The legal answers to the decision owed.
pub fn legal_actions(ba: &BarbarianAttack, ctx: &HookCtx, seat: Seat, out: &mut Vec<Action>) {
    let Some(task) = &ba.task else {
        return;
    };
    if task.seat() != seat {
        return;
    }
    let b = ctx.board;
    match task {
        Task::PlaceKnight { card, .. } => {
            for e in knight_spots(ba, ctx, *card) {
                out.push(BaAction::PlaceKnight { edge: b.edge(e) }.into());
            }
        }
        Task::MoveBarbarians { used, .. } => {
            for (from, to) in treason_moves(ba, ctx, used) {
                out.push(
                    BaAction::MoveBarbarian {
                        from: from.map(|h| b.hex(h)),
                        to: b.hex(to),
                    }
                    .into(),
                );
            }
        }
        Task::Capture { .. } => {
            for h in with_barbarians(ba, ctx) {
                out.push(BaAction::CaptureBarbarian { hex: b.hex(h) }.into());
            }
        }
        Task::Raid { .. } => {
            for victim in raid_victims(ctx, seat) {
                out.push(BaAction::RaidPlayer { victim }.into());
            }
        }
        Task::PlaceNeutralKnight { .. } => {
            for e in knight_spots(ba, ctx, BaCard::Knighthood) {
                out.push(BaAction::PlaceKnight { edge: b.edge(e) }.into());
            }
        }
    }
}

/// With Catan for Two: whether the neutral knight is still to come after the knight just
/// placed (the game's first: the neutral knight never leaves the board once placed), and a
/// castle path is free for it.
fn neutral_knight_due(ba: &BarbarianAttack, ctx: &HookCtx) -> bool {
    super::neutral_owner(ctx).is_some_and(|n| {
        !ba.knights.iter().any(|k| k.owner == n)
            && !knight_spots(ba, ctx, BaCard::Knighthood).is_empty()
    })
}

/// Applies an answer to the decision owed (the core runs it on a copy: an error changes
/// nothing).
pub fn apply(
    ba: &mut BarbarianAttack,
    ctx: &mut Ctx,
    seat: Seat,
    action: &BaAction,
) -> Result<(), RuleError> {
    let Some(task) = ba.task.clone() else {
        return Err(RuleError::NoDecisionOwed);
    };
    if !deciding(&ctx.st.phase) || task.seat() != seat {
        return Err(RuleError::NoDecisionOwed);
    }
    let finished = match (&task, action) {
        (Task::PlaceKnight { card, .. }, BaAction::PlaceKnight { edge }) => {
            let e = ctx.board.edge_id(*edge).ok_or(BaError::NotAKnightSpot)?;
            if !knight_spots(ba, &ctx.hooks(), *card).contains(&e) || ba.knights_left(seat) == 0 {
                return Err(BaError::NotAKnightSpot.into());
            }
            ba.knights.push(Knight {
                owner: seat,
                edge: ctx.board.edge(e),
                moved: false,
            });
            ctx.events.push(BaEvent::KnightPlaced { seat, edge: *edge }.into());
            if neutral_knight_due(ba, &ctx.hooks()) {
                // The card is resolved; the same player now places the neutral knight.
                ba.deck.put_away(*card);
                ba.task = Some(Task::PlaceNeutralKnight { seat });
                return Ok(());
            }
            true
        }
        (Task::PlaceNeutralKnight { .. }, BaAction::PlaceKnight { edge }) => {
            let e = ctx.board.edge_id(*edge).ok_or(BaError::NotAKnightSpot)?;
            let hc = ctx.hooks();
            let neutral = super::neutral_owner(&hc).ok_or(RuleError::NoDecisionOwed)?;
            if !knight_spots(ba, &hc, BaCard::Knighthood).contains(&e) {
                return Err(BaError::NotAKnightSpot.into());
            }
            ba.knights.push(Knight {
                owner: neutral,
                edge: ctx.board.edge(e),
                moved: false,
            });
            ctx.events.push(
                BaEvent::NeutralKnightPlaced {
                    seat,
                    neutral,
                    edge: *edge,
                }
                .into(),
            );
            true
        }
        (Task::MoveBarbarians { left, used, .. }, BaAction::MoveBarbarian { from, to }) => {
            let from_id = match from {
                Some(h) => Some(ctx.board.hex_id(*h).ok_or(BaError::NotABarbarianMove)?),
                None => None,
            };
            let to_id = ctx.board.hex_id(*to).ok_or(BaError::NotABarbarianMove)?;
            if !treason_moves(ba, &ctx.hooks(), used).contains(&(from_id, to_id)) {
                return Err(BaError::NotABarbarianMove.into());
            }
            if let Some(f) = from_id {
                let before = ba.on(f);
                ba.barbarians[f as usize] -= 1;
                ba.conquest_changed(ctx, f, before);
            } else {
                ba.supply -= 1;
            }
            let before = ba.on(to_id);
            ba.barbarians[to_id as usize] += 1;
            ctx.events.push(
                BaEvent::BarbarianMoved {
                    seat,
                    from: *from,
                    to: *to,
                    tokens: 0,
                }
                .into(),
            );
            ba.conquest_changed(ctx, to_id, before);
            let mut used = used.clone();
            used.extend(from_id);
            used.push(to_id);
            let left = left.saturating_sub(1);
            let more = left > 0 && !treason_moves(ba, &ctx.hooks(), &used).is_empty();
            if more {
                ba.task = Some(Task::MoveBarbarians { seat, left, used });
            }
            !more
        }
        (Task::Capture { .. }, BaAction::CaptureBarbarian { hex }) => {
            let h = ctx.board.hex_id(*hex).ok_or(BaError::NoBarbarianThere)?;
            if !with_barbarians(ba, &ctx.hooks()).contains(&h) {
                return Err(BaError::NoBarbarianThere.into());
            }
            let before = ba.on(h);
            ba.barbarians[h as usize] -= 1;
            if let Some(p) = ba.prisoners.get_mut(seat as usize) {
                *p += 1;
            }
            ctx.events.push(BaEvent::BarbarianCaptured { seat, hex: *hex }.into());
            ba.conquest_changed(ctx, h, before);
            true
        }
        (Task::Raid { .. }, BaAction::RaidPlayer { victim }) => {
            if !raid_victims_from(ba, ctx, seat).contains(victim) {
                return Err(RuleError::InvalidVictim);
            }
            let taken = turn::steal_card(ctx.st, *victim);
            if let Some(g) = taken {
                ctx.st.players[*victim as usize].hand[g] -= 1;
                ctx.st.players[seat as usize].hand[g] += 1;
            }
            ctx.events.push(Event::Stole {
                thief: seat,
                victim: *victim,
                resource: taken,
            });
            true
        }
        _ => return Err(RuleError::NoDecisionOwed),
    };
    if finished {
        if let Some(card) = card_of(&task) {
            ba.deck.put_away(card);
        }
        ba.done(ctx, seat);
    }
    Ok(())
}

/// Autoplay's pick for a decision owed: the first legal answer (a raid on whoever holds most
/// cards).
pub fn autoplay_pick(
    ba: &BarbarianAttack,
    ctx: &HookCtx,
    seat: Seat,
    legal: &[Action],
) -> Option<Action> {
    if let Some(Task::Raid { .. }) = ba.task {
        let victims = raid_victims(ctx, seat);
        let richest = victims
            .iter()
            .copied()
            .max_by_key(|&s| (ctx.state.players[s as usize].hand.total(), u8::MAX - s))?;
        return Some(BaAction::RaidPlayer { victim: richest }.into());
    }
    let _ = legal;
    None
}
