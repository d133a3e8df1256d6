//! Victory points and the victory check.

use crate::action::Action;
use crate::board::Board;
use crate::event::Event;
use crate::modules::{HookCtx, Hooks};
use crate::pieces::Overlays;
use crate::resources::DevCard;
use crate::state::{
    BuildingKind, CITIES_PER_PLAYER, GameState, Phase, SETTLEMENTS_PER_PLAYER, Seat,
};

use super::Ctx;

/// Victory points for each award card.
pub const AWARD_VP: u32 = 2;

/// Points from buildings, each worth what `pieces` says (settlement 1, city 2, harbour
/// settlement 2, a metropolis +2), counted from the player's stock and piece counts (no board
/// scan: this runs after every action): settlements and cities missing from the stock, the
/// harbour settlements and metropolises the player holds.
pub fn building_vp(st: &GameState, seat: Seat) -> u32 {
    let p = &st.players[seat as usize];
    let settlements = SETTLEMENTS_PER_PLAYER.saturating_sub(p.settlements_left) as u32;
    let cities = CITIES_PER_PLAYER.saturating_sub(p.cities_left) as u32;
    let metropolis = Overlays {
        metropolis: true,
        wall: false,
    };
    settlements * u32::from(BuildingKind::Settlement.vp())
        + cities * u32::from(BuildingKind::City.vp())
        + u32::from(p.harbor_settlements) * u32::from(BuildingKind::HarborSettlement.vp())
        + u32::from(p.metropolises) * u32::from(metropolis.vp())
}

/// The modules' points for `seat`: (public, hidden), each module asked once.
#[inline]
fn module_vp(board: &Board, st: &GameState, seat: Seat) -> (i32, i32) {
    if !st.hooked(Hooks::EXTRA_VP) {
        return (0, 0);
    }
    let hc = HookCtx { board, state: st };
    st.modules.iter().fold((0, 0), |(public, hidden), m| {
        match m.hooks().extra_vp(&hc, seat) {
            (vp, true) => (public + vp, hidden),
            (vp, false) => (public, hidden + vp),
        }
    })
}

/// Points from buildings and award cards.
#[inline]
fn base_public_vp(st: &GameState, seat: Seat) -> u32 {
    let mut vp = building_vp(st, seat);
    if st.longest_road == Some(seat) {
        vp += AWARD_VP;
    }
    if st.largest_army == Some(seat) {
        vp += AWARD_VP;
    }
    vp
}

/// Victory points everyone can see.
#[inline]
pub fn public_vp(board: &Board, st: &GameState, seat: Seat) -> u32 {
    let (modules, _) = module_vp(board, st, seat);
    (base_public_vp(st, seat) as i32 + modules).max(0) as u32
}

/// All victory points, hidden victory point cards included.
#[inline]
pub fn total_vp(board: &Board, st: &GameState, seat: Seat) -> u32 {
    let p = &st.players[seat as usize];
    let (public_modules, hidden_modules) = module_vp(board, st, seat);
    let public = (base_public_vp(st, seat) as i32 + public_modules).max(0);
    (public + p.dev_cards[DevCard::VictoryPoint] as i32 + hidden_modules).max(0) as u32
}

/// Whether the base rules alone let `action` change anyone's victory points or whose turn it
/// is. Rolling, trading, robbing, discarding and the resource cards change neither, so the
/// victory check after them would answer what it answered after the action before (no
/// victory: the game would be over). With a module in play that counts points of its own, moves
/// a target or acts after any action, every action may; one that acts on a roll or a 7 may
/// change them through a roll, or through the last discard a 7 waited for (module actions are
/// always checked: a module's decision may resolve a roll).
pub fn may_decide_victory(st: &GameState, action: &Action) -> bool {
    st.hooked(Hooks::EXTRA_VP | Hooks::SEAT_TARGET_EXTRA | Hooks::AFTER_ACTION)
        || (matches!(action, Action::Roll | Action::Discard { .. })
            && st.hooked(
                Hooks::ROLL
                    | Hooks::BEFORE_NUMBER
                    | Hooks::AFTER_ROLL
                    | Hooks::AFTER_PRODUCTION
                    | Hooks::ON_SEVEN,
            ))
        || !matches!(
            action,
            Action::Roll
                | Action::BankTrade { .. }
                | Action::MoveRobber { .. }
                | Action::Discard { .. }
                | Action::OfferTrade { .. }
                | Action::RespondTrade { .. }
                | Action::ConfirmTrade { .. }
                | Action::CancelTrade
                | Action::PlayMonopoly { .. }
                | Action::PlayYearOfPlenty { .. }
        )
}

/// Whether the player whose turn it is has reached the target (outside the setup and the end).
pub fn current_has_won(board: &Board, st: &GameState) -> bool {
    !matches!(st.phase, Phase::Setup { .. } | Phase::GameOver { .. })
        && total_vp(board, st, st.current) >= u32::from(target_for(board, st, st.current))
}

/// Victory points `seat` needs to win now: its target in the ruleset plus what the modules
/// add for it as the game stands ([`RuleModule::seat_target_extra`]: the old boot).
///
/// [`RuleModule::seat_target_extra`]: crate::modules::RuleModule::seat_target_extra
pub fn target_for(board: &Board, st: &GameState, seat: Seat) -> u8 {
    let base = st.ruleset.target.for_seat(seat);
    if !st.hooked(Hooks::SEAT_TARGET_EXTRA) {
        return base;
    }
    let hc = HookCtx { board, state: st };
    st.modules.iter().fold(base, |t, m| {
        t.saturating_add(m.hooks().seat_target_extra(&hc, seat))
    })
}

/// Ends the game if the player whose turn it is has reached the target.
pub fn check_victory(ctx: &mut Ctx) {
    if matches!(ctx.st.phase, Phase::Setup { .. } | Phase::GameOver { .. }) {
        return;
    }
    let seat = ctx.st.current;
    let vp = total_vp(ctx.board, ctx.st, seat);
    if vp >= u32::from(target_for(ctx.board, ctx.st, seat)) {
        if let Some(offer) = ctx.st.trade.take() {
            ctx.events.push(Event::TradeCancelled { id: offer.id });
        }
        ctx.st.phase = Phase::GameOver { winner: Some(seat) };
        // Nothing interrupted is ever resumed after the end.
        ctx.st.interrupted.clear();
        ctx.events.push(Event::GameWon {
            seat,
            vp: vp.min(u8::MAX as u32) as u8,
        });
    }
}
