//! Maritime trade with the bank and harbours, and domestic trade between players.

use crate::action::TradeResponse;
use crate::board::{Board, HarborKind};
use crate::error::RuleError;
use crate::event::Event;
use crate::goods::{commodities_in_play, gold_rules};
use crate::modules::Hooks;
use crate::resources::{Good, ResourceSet};
use crate::state::{GameState, Phase, Seat, TradeOffer};

use super::Ctx;
use super::build::wrong_phase;

/// The bank ratio: 4:1 always available.
pub const BANK_RATIO: u8 = 4;

/// The ratios a player has for giving one resource to the bank (a set of 1..=4 for one card):
/// 4:1 always, 3:1 with a generic harbour, 2:1 with that resource's harbour, and whatever a
/// module makes the best. Shown as `2:1, 4:1`, best first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TradeRatios(u8);

impl TradeRatios {
    /// Only the bank's 4:1.
    pub const BANK_ONLY: TradeRatios = TradeRatios(1 << BANK_RATIO);

    /// Whether `ratio`:1 is among them (false for any ratio outside 1..=4).
    pub fn contains(self, ratio: u8) -> bool {
        (1..=BANK_RATIO).contains(&ratio) && self.0 & (1 << ratio) != 0
    }

    /// The ratios 1..=4 held, as bits `1 << ratio`.
    fn bits(self) -> u8 {
        self.0 & (((1 << (BANK_RATIO + 1)) - 1) & !1)
    }

    /// The best (lowest) ratio.
    pub fn best(self) -> u8 {
        match self.bits() {
            0 => BANK_RATIO,
            bits => bits.trailing_zeros() as u8,
        }
    }

    /// The ratios, best first.
    pub fn iter(self) -> impl Iterator<Item = u8> {
        let mut bits = self.bits();
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let r = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Some(r)
        })
    }

    /// How many distinct ratios there are.
    pub fn len(self) -> usize {
        self.iter().count()
    }

    /// Always false: 4:1 is always there (for clippy's `len_without_is_empty`).
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// These ratios and `ratio`:1 (unchanged when `ratio` is outside 1..=4).
    pub fn with(self, ratio: u8) -> TradeRatios {
        if (1..=BANK_RATIO).contains(&ratio) {
            TradeRatios(self.0 | 1 << ratio)
        } else {
            self
        }
    }
}

impl std::fmt::Display for TradeRatios {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, r) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{r}:1")?;
        }
        Ok(())
    }
}

/// Every ratio `seat` has for giving `good` (a resource or a commodity) to the bank: the bank's
/// (4:1, or the ruleset's `bank_ratio`), each harbour it owns that applies (3:1 generic, 2:1 for
/// that resource), and the best after the modules' adjustments.
pub fn trade_ratios(
    board: &Board,
    st: &GameState,
    seat: Seat,
    good: impl Into<Good>,
) -> TradeRatios {
    let good = good.into();
    let ratios = HarbourAccess::of(board, st, seat).ratios(st, good);
    if !st.hooked(Hooks::TRADE_RATIO) {
        return ratios;
    }
    module_best(board, st, seat, good, ratios)
}

/// One seat's ratios for every good, the harbours read once: [`SeatTradeRatios::get`] answers
/// what [`trade_ratios`] does, for listing every bank trade of a seat at once.
pub struct SeatTradeRatios {
    seat: Seat,
    access: HarbourAccess,
}

impl SeatTradeRatios {
    /// Reads `seat`'s harbours.
    pub fn of(board: &Board, st: &GameState, seat: Seat) -> SeatTradeRatios {
        SeatTradeRatios {
            seat,
            access: HarbourAccess::of(board, st, seat),
        }
    }

    /// The seat's ratios for giving `good` (as [`trade_ratios`]).
    pub fn get(&self, board: &Board, st: &GameState, good: Good) -> TradeRatios {
        let ratios = self.access.ratios(st, good);
        if !st.hooked(Hooks::TRADE_RATIO) {
            return ratios;
        }
        module_best(board, st, self.seat, good, ratios)
    }
}

/// The harbours a seat has a building on: a generic one, and the goods of the special ones.
struct HarbourAccess {
    generic: bool,
    /// Bit [`Good::index`] set for each good with a 2:1 harbour of the seat's.
    special: u16,
}

impl HarbourAccess {
    fn of(board: &Board, st: &GameState, seat: Seat) -> HarbourAccess {
        let mut access = HarbourAccess {
            generic: false,
            special: 0,
        };
        for &(v, kind) in board.harbor_vertices() {
            if st.buildings[v as usize].is_none_or(|b| b.owner != seat) {
                continue;
            }
            match kind {
                HarborKind::Generic => access.generic = true,
                HarborKind::Special(r) => access.special |= 1 << Good::from(r).index(),
            }
        }
        access
    }

    /// The ratios before the modules: the bank's (4:1, or the ruleset's `bank_ratio`: Land Ho!'s
    /// 3:1 replaces the 4:1), 3:1 with a generic harbour, 2:1 with `good`'s own.
    fn ratios(&self, st: &GameState, good: Good) -> TradeRatios {
        let bank = st.ruleset.bank_ratio.clamp(1, BANK_RATIO);
        let mut ratios = TradeRatios(0).with(bank);
        if self.generic {
            ratios = ratios.with(3);
        }
        if self.special & (1 << good.index()) != 0 {
            ratios = ratios.with(2);
        }
        ratios
    }
}

/// `ratios` with the best after every module's `trade_ratio` adjustment.
fn module_best(
    board: &Board,
    st: &GameState,
    seat: Seat,
    good: Good,
    ratios: TradeRatios,
) -> TradeRatios {
    let hc = crate::modules::HookCtx { board, state: st };
    let best = st.modules.iter().fold(ratios.best(), |r, m| {
        m.hooks().trade_ratio(&hc, seat, good, r)
    });
    ratios.with(best)
}

/// The best ratio `seat` has for giving `good` to the bank.
pub fn trade_ratio(board: &Board, st: &GameState, seat: Seat, good: impl Into<Good>) -> u8 {
    trade_ratios(board, st, seat, good).best()
}

/// Refuses a bundle holding a good this game does not use (commodities without a module that
/// brings them, gold without gold rules). Resources are always in play.
pub fn check_in_play(board: &Board, st: &GameState, goods: &ResourceSet) -> Result<(), RuleError> {
    for g in Good::ALL[5..].iter().copied().filter(|&g| goods[g] > 0) {
        let in_play = match g {
            Good::Gold => gold_rules(board, st).is_some(),
            _ => commodities_in_play(board, st),
        };
        if !in_play {
            return Err(RuleError::GoodNotInPlay(g));
        }
    }
    Ok(())
}

fn require_main(ctx: &Ctx) -> Result<(), RuleError> {
    match ctx.st.phase {
        Phase::Main => Ok(()),
        Phase::BeforeRoll => Err(RuleError::MustRollFirst),
        ref other => Err(wrong_phase(other)),
    }
}

/// Trades `ratio` cards of `give` for one `get` with the bank: the ratio named, which the player
/// must have for `give`, or their best when none is named. `give` is a card (a resource, or a
/// commodity when they are in play; gold is never given at a ratio); `get` is any good in play
/// (gold too, when it is).
pub fn bank_trade(
    ctx: &mut Ctx,
    seat: Seat,
    give: Good,
    get: Good,
    ratio: Option<u8>,
) -> Result<(), RuleError> {
    ctx.require_current(seat)?;
    require_main(ctx)?;
    if !give.is_card() {
        return Err(RuleError::NotACard(give));
    }
    if give == get {
        return Err(RuleError::InvalidTrade(
            "give and get must be different resources",
        ));
    }
    check_in_play(ctx.board, ctx.st, &ResourceSet::of(give, 1))?;
    check_in_play(ctx.board, ctx.st, &ResourceSet::of(get, 1))?;
    let available = trade_ratios(ctx.board, ctx.st, seat, give);
    let ratio = match ratio {
        None => available.best(),
        Some(r) if available.contains(r) => r,
        Some(r) => {
            return Err(RuleError::RatioNotAvailable {
                ratio: r,
                available,
            });
        }
    };
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

fn check_terms(ctx: &Ctx, give: &ResourceSet, get: &ResourceSet) -> Result<(), RuleError> {
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
    check_in_play(ctx.board, ctx.st, give)?;
    check_in_play(ctx.board, ctx.st, get)
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
    check_terms(ctx, &give, &get)?;
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
            check_terms(ctx, give, get)?;
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

/// The seats that answered `offer` (yes or a counter) but no longer hold what their answer
/// gives the proposer, so the proposer cannot confirm with them.
pub fn answers_that_cannot_pay(st: &GameState, offer: &TradeOffer) -> Vec<Seat> {
    offer
        .responses
        .iter()
        .enumerate()
        .filter_map(|(s, r)| {
            let gets = match r {
                Some(TradeResponse::Accept) => offer.get,
                Some(TradeResponse::Counter { give, .. }) => *give,
                _ => return None,
            };
            let holds = st.players.get(s)?.hand.contains(&gets);
            (!holds).then_some(s as Seat)
        })
        .collect()
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

#[cfg(test)]
mod ratio_tests {
    use super::{BANK_RATIO, TradeRatios};

    #[test]
    fn the_bank_alone_offers_only_four_to_one() {
        let bank = TradeRatios::BANK_ONLY;
        assert_eq!(bank.best(), BANK_RATIO);
        assert_eq!(bank.iter().collect::<Vec<_>>(), vec![4]);
        assert_eq!(bank.to_string(), "4:1");
        for refused in [0, 1, 2, 3, 5, 255] {
            assert!(!bank.contains(refused), "{refused}");
        }
    }

    #[test]
    fn harbours_add_their_ratio_beside_the_bank() {
        let both = TradeRatios::BANK_ONLY.with(2).with(3);
        assert_eq!(both.best(), 2);
        assert_eq!(both.len(), 3);
        assert_eq!(both.to_string(), "2:1, 3:1, 4:1");
        // Out-of-range ratios (a module's hook gone wrong) are ignored, not stored.
        assert_eq!(both.with(0).with(9), both);
    }
}
