//! Longest Road and Largest Army.

use crate::engine::board::{Board, EdgeId, VertexId};
use crate::engine::event::Event;
use crate::engine::state::{GameState, Seat};

use super::Ctx;

/// Road segments needed to claim Longest Road.
pub const LONGEST_ROAD_MIN: u8 = 5;
/// Knights needed to claim Largest Army.
pub const LARGEST_ARMY_MIN: u8 = 3;

/// Length of `seat`'s longest continuous road. A road may not pass through an intersection
/// holding another player's building (it may end there); loops count every segment once.
pub fn longest_road(board: &Board, st: &GameState, seat: Seat) -> u8 {
    let own: Vec<EdgeId> = (0..board.edge_count() as EdgeId)
        .filter(|&e| st.roads[e as usize] == Some(seat))
        .collect();
    if own.is_empty() {
        return 0;
    }
    if own.len() > 64 {
        // More segments than the bitmask holds cannot happen with base-game piece limits.
        return own.len().min(u8::MAX as usize) as u8;
    }
    let mut best = 0;
    for &e in &own {
        for v in board.edge_vertices(e) {
            best = best.max(walk(board, st, seat, &own, v, 0, 0));
        }
    }
    best
}

fn blocked(st: &GameState, seat: Seat, v: VertexId) -> bool {
    st.buildings[v as usize].is_some_and(|b| b.owner != seat)
}

fn walk(
    board: &Board,
    st: &GameState,
    seat: Seat,
    own: &[EdgeId],
    v: VertexId,
    used: u64,
    len: u8,
) -> u8 {
    let mut best = len;
    for (e, next) in board.vertex_links(v) {
        if st.roads[e as usize] != Some(seat) {
            continue;
        }
        let Some(bit) = own.iter().position(|&o| o == e) else {
            continue;
        };
        let mask = 1u64 << bit;
        if used & mask != 0 {
            continue;
        }
        let reach = if blocked(st, seat, next) {
            len + 1
        } else {
            walk(board, st, seat, own, next, used | mask, len + 1)
        };
        best = best.max(reach);
    }
    best
}

/// Recomputes every road length and moves Longest Road as the rules say: a player takes it with
/// 5+ segments and strictly more than the holder; when the holder's road is cut, the card goes to
/// the sole longest road of 5+, or is set aside if that is tied or nobody has 5+.
pub fn update_longest_road(ctx: &mut Ctx) {
    let seats = ctx.st.players.len();
    let old: Vec<u8> = ctx.st.players.iter().map(|p| p.road_length).collect();
    let new: Vec<u8> = (0..seats as Seat)
        .map(|s| longest_road(ctx.board, ctx.st, s))
        .collect();
    for (p, &l) in ctx.st.players.iter_mut().zip(new.iter()) {
        p.road_length = l;
    }
    let max = new.iter().copied().max().unwrap_or(0);
    let leaders: Vec<Seat> = (0..seats as Seat)
        .filter(|&s| new[s as usize] == max)
        .collect();
    let sole_leader = (max >= LONGEST_ROAD_MIN && leaders.len() == 1).then(|| leaders[0]);
    let holder = ctx.st.longest_road;
    let next = match holder {
        Some(h) if new[h as usize] >= old[h as usize] => {
            // Not cut: a challenger must be strictly longer.
            match sole_leader {
                Some(l) if l != h && new[l as usize] > new[h as usize] => Some(l),
                _ => Some(h),
            }
        }
        Some(_) => sole_leader,
        None => sole_leader,
    };
    if next != holder {
        ctx.st.longest_road = next;
        ctx.events.push(Event::LongestRoad {
            holder: next,
            length: next.map_or(0, |s| new[s as usize]),
        });
    }
}

/// Gives Largest Army to `seat` if it now has 3+ knights and strictly more than the holder.
pub fn update_largest_army(ctx: &mut Ctx, seat: Seat) {
    let knights = ctx.st.players[seat as usize].knights_played;
    if knights < LARGEST_ARMY_MIN || ctx.st.largest_army == Some(seat) {
        return;
    }
    let beats_holder = match ctx.st.largest_army {
        Some(h) => knights > ctx.st.players[h as usize].knights_played,
        None => true,
    };
    if beats_holder {
        ctx.st.largest_army = Some(seat);
        ctx.events.push(Event::LargestArmy {
            holder: seat,
            knights,
        });
    }
}
