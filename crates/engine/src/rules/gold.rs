//! Buying a resource with gold (`Action::BuyWithGold`), under the game's [`GoldRules`].

use crate::board::Board;
use crate::error::RuleError;
use crate::event::Event;
use crate::goods::{GoldBuys, GoldRules, Good, gold_rules};
use crate::resources::{Resource, ResourceSet};
use crate::state::{GameState, Phase, Seat};

use super::Ctx;
use super::build::wrong_phase;

/// Moves up to `gold` coins from the bank to `seat` (what the bank still holds when it runs
/// short) and returns how many moved. Modules that pay gold (Rivers, Barbarian Attack) record
/// the payment with their own event.
pub fn pay_from_bank(st: &mut GameState, seat: Seat, gold: u8) -> u8 {
    let paid = gold.min(st.bank[Good::Gold]);
    let coins = ResourceSet::of(Good::Gold, paid);
    st.bank.try_sub(&coins);
    st.players[seat as usize].hand.add(&coins);
    paid
}

/// Why `seat` cannot buy `resource` with gold now, if it cannot (the same checks for the action
/// and for the legal-action list).
#[inline]
pub fn check_buy(
    board: &Board,
    st: &GameState,
    seat: Seat,
    resource: Resource,
) -> Result<GoldRules, RuleError> {
    let rules = gold_rules(board, st).ok_or(RuleError::GoldNotInPlay)?;
    if st.current != seat {
        return Err(RuleError::NotYourTurn);
    }
    match st.phase {
        Phase::Main => {}
        Phase::BeforeRoll => return Err(RuleError::MustRollFirst),
        ref other => return Err(wrong_phase(other)),
    }
    if st.gold_buys.in_turn(st.turn) >= rules.per_turn {
        return Err(RuleError::GoldLimitReached {
            per_turn: rules.per_turn,
        });
    }
    if st.players[seat as usize].hand.gold() < rules.price {
        return Err(RuleError::NotEnoughGold { price: rules.price });
    }
    if st.bank[resource] == 0 {
        return Err(RuleError::BankShort);
    }
    Ok(rules)
}

/// Pays `price` gold to the bank for one `resource`.
pub fn buy_with_gold(ctx: &mut Ctx, seat: Seat, resource: Resource) -> Result<(), RuleError> {
    let rules = check_buy(ctx.board, ctx.st, seat, resource)?;
    let paid = ResourceSet::of(Good::Gold, rules.price);
    let got = ResourceSet::of(resource, 1);
    let hand = &mut ctx.st.players[seat as usize].hand;
    hand.try_sub(&paid);
    hand.add(&got);
    ctx.st.bank.try_sub(&got);
    ctx.st.bank.add(&paid);
    let turn = ctx.st.turn;
    ctx.st.gold_buys = GoldBuys {
        turn,
        count: ctx.st.gold_buys.in_turn(turn) + 1,
    };
    ctx.events.push(Event::BoughtWithGold {
        seat,
        resource,
        gold: rules.price,
    });
    Ok(())
}
