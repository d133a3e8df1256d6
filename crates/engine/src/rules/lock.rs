//! Locked games: games in which no seat can gain victory points any more, so nobody can reach
//! the target (issue 15: two-player games with neutral pieces most of all).
//!
//! The check is conservative: a game is locked only when every way to gain VP is closed for
//! every seat: a settlement spot within reach of the roads in stock, a city on one of
//! the seat's settlements, a development card left in the deck, a knight in hand (Largest
//! Army), a road network that could still outgrow Longest Road's holder, and each rule module's
//! own VP ([`RuleModule::vp_can_still_change`]). It is evaluated once per turn (when the turn
//! passes) and the answer is kept in [`GameState::locked`]: once closed, these ways never open
//! again (pieces are never taken back, the deck is never refilled).
//!
//! [`RuleModule::vp_can_still_change`]: crate::modules::RuleModule::vp_can_still_change

use crate::board::bits::IdSet;
use crate::board::{Board, VertexId};
use crate::error::RuleError;
use crate::event::Event;
use crate::modules::HookCtx;
use crate::resources::DevCard;
use crate::state::{BuildingKind, GameState, Phase, Seat};

use super::Ctx;
use super::awards::LONGEST_ROAD_MIN;
use super::build::{any_road_spot, check_settlement_spot, network_vertices};
use super::victory::total_vp;

/// Whether some seat can still gain victory points (see the module documentation).
pub fn vp_can_still_change(board: &Board, st: &GameState) -> bool {
    if !st.dev_deck.is_empty() {
        return true;
    }
    // The modules' answers first: cheaper than the searches below, and a module that can still
    // give points (Cities & Knights' metropolises, with no development deck) settles it.
    if !st.modules.is_empty() {
        let hc = HookCtx { board, state: st };
        if st
            .modules
            .iter()
            .any(|m| m.hooks().vp_can_still_change(&hc))
        {
            return true;
        }
    }
    let seats = st.seat_count();
    for seat in 0..seats {
        let p = &st.players[seat as usize];
        if p.dev_cards[DevCard::Knight] > 0 {
            return true;
        }
        let has_settlement = st
            .buildings
            .iter()
            .flatten()
            .any(|b| b.owner == seat && b.kind == BuildingKind::Settlement);
        if p.cities_left > 0 && has_settlement {
            return true;
        }
        if p.settlements_left > 0 && settlement_spot_in_reach(board, st, seat) {
            return true;
        }
        if road_can_take_longest_road(board, st, seat) {
            return true;
        }
    }
    false
}

/// Whether `seat` could reach a free settlement spot with the roads it has in stock: a
/// breadth-first search along empty paths from its network, not through other players'
/// buildings. Ignores cost and the modules' extra restrictions, so it may find a spot that
/// cannot really be used, never the reverse.
fn settlement_spot_in_reach(board: &Board, st: &GameState, seat: Seat) -> bool {
    let roads_left = st.players[seat as usize].roads_left;
    let mut seen = IdSet::new();
    let mut frontier: Vec<VertexId> = Vec::new();
    for v in network_vertices(board, st, seat).iter() {
        seen.insert(v);
        frontier.push(v);
    }
    for depth in 0..=roads_left {
        let mut next = Vec::new();
        for &v in &frontier {
            if check_settlement_spot(board, st, seat, v, false).is_ok() {
                return true;
            }
            if depth == roads_left || blocked_for(st, seat, v) {
                continue;
            }
            for (e, w) in board.vertex_links(v) {
                if st.tiles_on(board).edge_buildable(e)
                    && st.roads[e as usize].is_none()
                    && seen.insert(w)
                {
                    next.push(w);
                }
            }
        }
        if next.is_empty() {
            break;
        }
        frontier = next;
    }
    false
}

/// Whether a road may not continue through `v` (another owner's building stands there).
fn blocked_for(st: &GameState, seat: Seat, v: VertexId) -> bool {
    st.buildings[v as usize].is_some_and(|b| b.owner != seat)
}

/// Whether `seat`'s roads could still grow enough to take Longest Road: it has a road in stock
/// and a place for it, and its longest road plus every road in stock would beat the holder (or
/// reach 5 when nobody holds the card). Cuts need a new settlement, which is a way to gain VP
/// of its own.
fn road_can_take_longest_road(board: &Board, st: &GameState, seat: Seat) -> bool {
    let p = &st.players[seat as usize];
    if p.roads_left == 0
        || st.longest_road == Some(seat)
        || !st.ruleset.has_award(crate::ruleset::Award::LongestRoad)
    {
        return false;
    }
    let best = p.road_length as u32 + p.roads_left as u32;
    let needed = match st.longest_road {
        Some(h) => super::road_contenders::road_length(st, h) as u32 + 1,
        None => LONGEST_ROAD_MIN as u32,
    };
    best >= needed && any_road_spot(board, st, seat)
}

/// Marks the game locked (and says so, once) when nobody's VP can change any more. Called when
/// the turn passes.
pub fn update_lock(ctx: &mut Ctx) {
    if ctx.st.locked || matches!(ctx.st.phase, Phase::Setup { .. } | Phase::GameOver { .. }) {
        return;
    }
    if vp_can_still_change(ctx.board, ctx.st) {
        return;
    }
    ctx.st.locked = true;
    let vp = standings(ctx.board, ctx.st);
    ctx.events.push(Event::GameLocked {
        leaders: leaders(&vp),
        vp,
    });
}

/// Every seat's victory points (hidden ones included), by seat.
fn standings(board: &Board, st: &GameState) -> Vec<u8> {
    (0..st.seat_count())
        .map(|s| total_vp(board, st, s).min(u8::MAX as u32) as u8)
        .collect()
}

/// The seats with the most VP.
fn leaders(vp: &[u8]) -> Vec<Seat> {
    let max = vp.iter().copied().max().unwrap_or(0);
    (0..vp.len() as Seat)
        .filter(|&s| vp[s as usize] == max)
        .collect()
}

/// Ends a locked game (any seated player may, in any phase): the seat with the most VP wins; if
/// several share the lead, the game is a draw between them.
pub fn end_locked_game(ctx: &mut Ctx, _seat: Seat) -> Result<(), RuleError> {
    if !ctx.st.locked {
        return Err(RuleError::GameNotLocked);
    }
    if let Some(offer) = ctx.st.trade.take() {
        ctx.events.push(Event::TradeCancelled { id: offer.id });
    }
    // Nothing interrupted is ever resumed after the end.
    ctx.st.interrupted.clear();
    let vp = standings(ctx.board, ctx.st);
    let leaders = leaders(&vp);
    let top = leaders.first().map_or(0, |&s| vp[s as usize]);
    if let [winner] = leaders[..] {
        ctx.st.phase = Phase::GameOver {
            winner: Some(winner),
        };
        ctx.events.push(Event::GameWon {
            seat: winner,
            vp: top,
        });
    } else {
        ctx.st.phase = Phase::GameOver { winner: None };
        ctx.events.push(Event::GameDrawn {
            seats: leaders,
            vp: top,
        });
    }
    Ok(())
}
