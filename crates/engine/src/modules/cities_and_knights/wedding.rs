//! The Wedding (politics progress card): every other seat with more points than its player
//! gives 2 cards of its choice (all it has if fewer; resources or commodities), each seat a
//! decision through the interrupt stack (`give_wedding_gift {cards}`), listed as every pair of
//! its cards; play goes on once the last gift is given.

use serde::{Deserialize, Serialize};

use super::{CitiesAndKnights, CkAction, CkEvent};
use crate::action::Action;
use crate::board::Board;
use crate::error::RuleError;
use crate::goods::{Commodity, Good};
use crate::modules::HookCtx;
use crate::resources::{Resource, ResourceSet};
use crate::rules::Ctx;
use crate::state::{GameState, Phase, Seat};

/// A Wedding's gifts still owed: each seat with more points than its player gives 2 cards of
/// its choice (all it has if fewer).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Wedding {
    /// Who played it (receives the gifts).
    pub seat: Seat,
    /// Seats still owing their gift, in seat order.
    pub owed: Vec<Seat>,
}

/// Cards each seat gives to a Wedding (at most).
pub const WEDDING_GIFT: u32 = 2;

/// Takes `cards` out of `seat`'s hand when a card's effect makes it give or discard exactly
/// `due` cards of its choice (a Wedding's gift, a Saboteur's discard): the count, no gold, and
/// cards it holds, or a typed error and nothing taken.
pub(super) fn take_owed_cards(
    ctx: &mut Ctx,
    seat: Seat,
    cards: &ResourceSet,
    due: u32,
) -> Result<(), RuleError> {
    if cards.total() != due {
        return Err(RuleError::WrongCardCount { expected: due });
    }
    if cards.gold() > 0 {
        return Err(RuleError::NotACard(Good::Gold));
    }
    if !ctx.st.players[seat as usize].hand.try_sub(cards) {
        return Err(RuleError::NotEnoughResources);
    }
    Ok(())
}

/// Whether the phase is this module's decisions (nothing open on top of them).
pub(super) fn deciding(st: &GameState) -> bool {
    matches!(
        st.phase,
        Phase::ModuleDecisions {
            module: crate::modules::ModuleId::CitiesAndKnights,
        }
    )
}

/// The seats a Wedding played by `seat` now asks a gift of: more points, some card in hand.
pub(super) fn wedding_givers(board: &Board, st: &GameState, seat: Seat) -> Vec<Seat> {
    let mine = crate::rules::victory::total_vp(board, st, seat);
    (0..st.seat_count())
        .filter(|&s| {
            s != seat
                && st.players[s as usize].hand.total() > 0
                && crate::rules::victory::total_vp(board, st, s) > mine
        })
        .collect()
}

/// The gifts owed.
pub fn pending(ck: &CitiesAndKnights, ctx: &HookCtx, out: &mut Vec<crate::game::Pending>) {
    if let Some(w) = ck.wedding.as_ref().filter(|_| deciding(ctx.state)) {
        for &seat in &w.owed {
            out.push(crate::game::Pending {
                seat,
                decision: super::CkDecision::WeddingGift.into(),
            });
        }
    }
}

/// The gifts `seat` may give: every choice of 2 of its cards (all if fewer).
pub(super) fn gift_actions(hand: &ResourceSet, out: &mut Vec<Action>) {
    let goods: Vec<Good> = Resource::ALL
        .iter()
        .map(|&r| Good::from(r))
        .chain(Commodity::ALL.iter().map(|&c| Good::from(c)))
        .filter(|&g| hand[g] > 0)
        .collect();
    if hand.total() <= WEDDING_GIFT {
        out.push(CkAction::GiveWeddingGift { cards: *hand }.into());
        return;
    }
    for (i, &a) in goods.iter().enumerate() {
        for &b in &goods[i..] {
            if a == b && hand[a] < 2 {
                continue;
            }
            let mut cards = ResourceSet::of(a, 1);
            cards[b] += 1;
            out.push(CkAction::GiveWeddingGift { cards }.into());
        }
    }
}

/// `seat` gives its Wedding gift; the last one lets play go on.
pub fn give_gift(ck: &mut CitiesAndKnights, ctx: &mut Ctx, seat: Seat, cards: ResourceSet) -> Result<(), RuleError> {
    let Some(w) = ck.wedding.as_ref().filter(|w| deciding(ctx.st) && w.owed.contains(&seat)) else {
        return Err(RuleError::NoDecisionOwed);
    };
    let to = w.seat;
    let due = ctx.st.players[seat as usize].hand.total().min(WEDDING_GIFT);
    take_owed_cards(ctx, seat, &cards, due)?;
    ctx.st.players[to as usize].hand.add(&cards);
    ctx.events.push(
        CkEvent::ProgressGoodsTaken {
            seat: to,
            from: Some(seat),
            goods: cards,
        }
        .into(),
    );
    let done = match ck.wedding.as_mut() {
        Some(w) => {
            w.owed.retain(|&s| s != seat);
            w.owed.is_empty()
        }
        None => true,
    };
    if done {
        ck.wedding = None;
        let current = ctx.st.current;
        crate::rules::interrupt::resume(ctx, current, Phase::Main);
    }
    Ok(())
}
