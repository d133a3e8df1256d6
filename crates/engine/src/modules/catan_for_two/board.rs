//! What Catan for Two shows on the board image, derived from its public view: each seat's trade tokens (and what a
//! token action costs a leading seat), and each neutral colour's pieces left in stock, as
//! counters of that colour's board owner (an owner that is not a seat).

use super::CatanForTwoView;
use crate::state::Seat;
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

/// The tokens, the leaders' cost and the neutral colours' stock, from the module's public view.
pub fn view_items(v: &CatanForTwoView, out: &mut BoardItems) {
    for (seat, &tokens) in v.tokens.iter().enumerate() {
        let seat = seat as Seat;
        out.counter(TRADE_TOKENS, Some(seat), i32::from(tokens));
        let cost = v.token_cost.get(seat as usize).copied().unwrap_or(1);
        if cost > 1 {
            out.counter(LEADS, Some(seat), i32::from(cost));
        }
    }
    for (i, &owner) in v.neutrals.iter().enumerate() {
        out.counter(ROADS_LEFT, Some(owner), i32::from(v.neutral_roads_left[i]));
        let settlements = v.neutral_settlements_left[i];
        out.counter(SETTLEMENTS_LEFT, Some(owner), i32::from(settlements));
    }
}
