//! Victory points and the victory check.

use crate::engine::board::Board;
use crate::engine::event::Event;
use crate::engine::modules::HookCtx;
use crate::engine::resources::DevCard;
use crate::engine::state::{BuildingKind, GameState, Phase, Seat};

use super::Ctx;

/// Victory points for each award card.
pub const AWARD_VP: u32 = 2;

/// Points from buildings on the board.
pub fn building_vp(st: &GameState, seat: Seat) -> u32 {
    st.buildings
        .iter()
        .flatten()
        .filter(|b| b.owner == seat)
        .map(|b| match b.kind {
            BuildingKind::Settlement => 1,
            BuildingKind::City => 2,
        })
        .sum()
}

fn module_vp(board: &Board, st: &GameState, seat: Seat, public_only: bool) -> u32 {
    let hc = HookCtx { board, state: st };
    st.modules
        .iter()
        .map(|m| m.hooks().extra_vp(&hc, seat))
        .filter(|(_, public)| *public || !public_only)
        .map(|(vp, _)| vp)
        .sum()
}

/// Victory points everyone can see.
pub fn public_vp(board: &Board, st: &GameState, seat: Seat) -> u32 {
    let mut vp = building_vp(st, seat);
    if st.longest_road == Some(seat) {
        vp += AWARD_VP;
    }
    if st.largest_army == Some(seat) {
        vp += AWARD_VP;
    }
    vp + module_vp(board, st, seat, true)
}

/// All victory points, hidden victory point cards included.
pub fn total_vp(board: &Board, st: &GameState, seat: Seat) -> u32 {
    let p = &st.players[seat as usize];
    let hidden_modules = module_vp(board, st, seat, false) - module_vp(board, st, seat, true);
    public_vp(board, st, seat) + p.dev_cards[DevCard::VictoryPoint] as u32 + hidden_modules
}

/// Ends the game if the player whose turn it is has reached the target.
pub fn check_victory(ctx: &mut Ctx) {
    if matches!(ctx.st.phase, Phase::Setup { .. } | Phase::GameOver { .. }) {
        return;
    }
    let seat = ctx.st.current;
    let vp = total_vp(ctx.board, ctx.st, seat);
    if vp >= ctx.target_vp as u32 {
        if let Some(offer) = ctx.st.trade.take() {
            ctx.events.push(Event::TradeCancelled { id: offer.id });
        }
        ctx.st.phase = Phase::GameOver { winner: seat };
        ctx.events.push(Event::GameWon {
            seat,
            vp: vp.min(u8::MAX as u32) as u8,
        });
    }
}
