//! Maritime trade with the bank and harbours, and domestic trade between players.

use crate::action::TradeResponse;
use crate::board::{Board, HarborKind};
use crate::error::RuleError;
use crate::event::Event;
use crate::resources::{Resource, ResourceSet};
use crate::state::{GameState, Phase, Seat, TradeOffer};

use super::Ctx;
use super::build::wrong_phase;

/// The bank ratio: 4:1 always available.
pub const BANK_RATIO: u8 = 4;

/// The best ratio `seat` has for giving `resource` to the bank.
pub fn trade_ratio(board: &Board, st: &GameState, seat: Seat, resource: Resource) -> u8 {
    let mut ratio = BANK_RATIO;
    for &(v, kind) in board.harbor_vertices() {
        if st.buildings[v as usize].is_none_or(|b| b.owner != seat) {
            continue;
        }
        ratio = ratio.min(match kind {
            HarborKind::Generic => 3,
            HarborKind::Special(r) if r == resource => 2,
            HarborKind::Special(_) => BANK_RATIO,
        });
    }
    let hc = crate::modules::HookCtx { board, state: st };
    st.modules
        .iter()
        .fold(ratio, |r, m| m.hooks().trade_ratio(&hc, seat, resource, r))
}

fn require_main(ctx: &Ctx) -> Result<(), RuleError> {
    match ctx.st.phase {
        Phase::Main => Ok(()),
        Phase::BeforeRoll => Err(RuleError::MustRollFirst),
        ref other => Err(wrong_phase(other)),
    }
}

/// Trades `ratio` cards of `give` for one `get` with the bank.
pub fn bank_trade(
    ctx: &mut Ctx,
    seat: Seat,
    give: Resource,
    get: Resource,
) -> Result<(), RuleError> {
    ctx.require_current(seat)?;
    require_main(ctx)?;
    if give == get {
        return Err(RuleError::InvalidTrade(
            "give and get must be different resources",
        ));
    }
    let ratio = trade_ratio(ctx.board, ctx.st, seat, give);
    let gave = ResourceSet::of(give, ratio);
    let got = ResourceSet::of(get, 1);
    if !ctx.st.bank.contains(&got) {
        return Err(RuleError::BankShort);
    }
    if !ctx.st.players[seat as usize].hand.try_sub(&gave) {
        return Err(RuleError::NotEnoughResources);
    }
    ctx.st.bank.add(&gave);
    ctx.st.bank.try_sub(&got);
    ctx.st.players[seat as usize].hand.add(&got);
    ctx.events.push(Event::BankTraded { seat, gave, got });
    Ok(())
}

fn check_terms(give: &ResourceSet, get: &ResourceSet) -> Result<(), RuleError> {
    if give.is_empty() || get.is_empty() {
        return Err(RuleError::InvalidTrade(
            "a trade needs at least one card each way",
        ));
    }
    if give.overlaps(get) {
        return Err(RuleError::InvalidTrade(
            "the same resource cannot be on both sides",
        ));
    }
    Ok(())
}

/// Opens a trade offer (replacing any open one).
pub fn offer(
    ctx: &mut Ctx,
    seat: Seat,
    give: ResourceSet,
    get: ResourceSet,
    to: Option<Seat>,
) -> Result<(), RuleError> {
    ctx.require_current(seat)?;
    require_main(ctx)?;
    check_terms(&give, &get)?;
    if let Some(t) = to {
        if t == seat {
            return Err(RuleError::InvalidTrade("you cannot trade with yourself"));
        }
        if t >= ctx.st.seat_count() {
            return Err(RuleError::NoSuchSeat(t));
        }
    }
    if !ctx.st.players[seat as usize].hand.contains(&give) {
        return Err(RuleError::NotEnoughResources);
    }
    if let Some(old) = ctx.st.trade.take() {
        ctx.events.push(Event::TradeCancelled { id: old.id });
    }
    ctx.st.trades_offered += 1;
    let id = ctx.st.trades_offered;
    ctx.st.trade = Some(TradeOffer {
        id,
        from: seat,
        give,
        get,
        to,
        responses: vec![None; ctx.st.players.len()],
    });
    ctx.events.push(Event::TradeOffered {
        id,
        from: seat,
        give,
        get,
        to,
    });
    Ok(())
}

/// Whether `seat` may answer the open offer.
pub fn addressed_to(offer: &TradeOffer, seat: Seat) -> bool {
    seat != offer.from && offer.to.is_none_or(|t| t == seat)
}

/// Answers the open offer.
pub fn respond(ctx: &mut Ctx, seat: Seat, response: TradeResponse) -> Result<(), RuleError> {
    require_main(ctx).map_err(|_| RuleError::NoOpenOffer)?;
    let Some(offer) = &ctx.st.trade else {
        return Err(RuleError::NoOpenOffer);
    };
    if !addressed_to(offer, seat) {
        return Err(RuleError::NotAddressed);
    }
    let hand = ctx.st.players[seat as usize].hand;
    match &response {
        TradeResponse::Accept if !hand.contains(&offer.get) => {
            return Err(RuleError::NotEnoughResources);
        }
        TradeResponse::Counter { give, get } => {
            check_terms(give, get)?;
            if !hand.contains(give) {
                return Err(RuleError::NotEnoughResources);
            }
        }
        _ => {}
    }
    let id = offer.id;
    if let Some(offer) = ctx.st.trade.as_mut() {
        offer.responses[seat as usize] = Some(response);
    }
    ctx.events.push(Event::TradeAnswered { id, seat, response });
    Ok(())
}

/// Carries out the open offer with a player who accepted or countered.
pub fn confirm(ctx: &mut Ctx, seat: Seat, with: Seat) -> Result<(), RuleError> {
    ctx.require_current(seat)?;
    require_main(ctx)?;
    let Some(offer) = &ctx.st.trade else {
        return Err(RuleError::NoOpenOffer);
    };
    if offer.from != seat {
        return Err(RuleError::NoOpenOffer);
    }
    if with >= ctx.st.seat_count() {
        return Err(RuleError::NoSuchSeat(with));
    }
    // (what the proposer gives, what the proposer gets)
    let (gives, gets) = match offer.responses[with as usize] {
        Some(TradeResponse::Accept) => (offer.give, offer.get),
        Some(TradeResponse::Counter { give, get }) => (get, give),
        _ => return Err(RuleError::NotAccepted),
    };
    let id = offer.id;
    if !ctx.st.players[seat as usize].hand.contains(&gives) {
        return Err(RuleError::NotEnoughResources);
    }
    if !ctx.st.players[with as usize].hand.contains(&gets) {
        return Err(RuleError::InvalidTrade(
            "the other player no longer has those cards",
        ));
    }
    ctx.st.players[seat as usize].hand.try_sub(&gives);
    ctx.st.players[seat as usize].hand.add(&gets);
    ctx.st.players[with as usize].hand.try_sub(&gets);
    ctx.st.players[with as usize].hand.add(&gives);
    ctx.st.trade = None;
    ctx.events.push(Event::Traded {
        id,
        from: seat,
        with,
        gave: gives,
        got: gets,
    });
    Ok(())
}

/// Withdraws the open offer.
pub fn cancel(ctx: &mut Ctx, seat: Seat) -> Result<(), RuleError> {
    ctx.require_current(seat)?;
    match ctx.st.trade.take() {
        Some(offer) => {
            ctx.events.push(Event::TradeCancelled { id: offer.id });
            Ok(())
        }
        None => Err(RuleError::NoOpenOffer),
    }
}
