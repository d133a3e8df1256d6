//! What Catan for Two puts in the view for the board image: each seat's trade tokens (and what a
//! token action costs a leading seat), and each neutral colour's pieces left in stock, as
//! counters of that colour's board owner (an owner that is not a seat).

use super::{CatanForTwo, actions, neutral_owners};
use crate::modules::HookCtx;
use crate::view_items::{BoardItems, Kind};

/// A seat's trade tokens.
pub const TRADE_TOKENS: Kind = Kind::new("catan_for_two.trade_tokens");
/// What a token action costs a seat that leads (written only when above 1).
pub const LEADS: Kind = Kind::new("catan_for_two.leads");
/// A neutral colour's roads in stock.
pub const ROADS_LEFT: Kind = Kind::new("catan_for_two.roads_left");
/// A neutral colour's settlements in stock.
pub const SETTLEMENTS_LEFT: Kind = Kind::new("catan_for_two.settlements_left");
/// Every kind the module writes.
pub static KINDS: [Kind; 4] = [TRADE_TOKENS, LEADS, ROADS_LEFT, SETTLEMENTS_LEFT];

/// Writes the tokens, the leaders' cost and the neutral colours' stock.
pub fn board_items(m: &CatanForTwo, ctx: &HookCtx, out: &mut BoardItems) {
    for s in 0..ctx.state.seat_count() {
        let tokens = m.tokens.get(s as usize).copied().unwrap_or(0);
        out.counter(TRADE_TOKENS, Some(s), i32::from(tokens));
        let cost = actions::token_cost(ctx, s);
        if cost > 1 {
            out.counter(LEADS, Some(s), i32::from(cost));
        }
    }
    for (i, owner) in neutral_owners(ctx.state).into_iter().enumerate() {
        let roads = m.neutral_roads_left[i];
        let settlements = m.neutral_settlements_left[i];
        out.counter(ROADS_LEFT, Some(owner), i32::from(roads));
        out.counter(SETTLEMENTS_LEFT, Some(owner), i32::from(settlements));
    }
}
