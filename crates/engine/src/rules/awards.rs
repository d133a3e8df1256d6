//! Longest Road and Largest Army.

use crate::board::bits::IdSet;
use crate::board::{Board, EdgeId, VertexId};
use crate::event::Event;
use crate::modules::HookCtx;
use crate::ruleset::Award;
use crate::state::{GameState, Seat};

use super::Ctx;

/// Road segments needed to claim Longest Road.
pub const LONGEST_ROAD_MIN: u8 = 5;
/// Knights needed to claim Largest Army.
pub const LARGEST_ARMY_MIN: u8 = 3;

/// The weight of every path in `seat`'s route for Longest Road (0: not part of it): base, 1 for
/// the seat's own road; with modules in play each module's `route_weight` hook adjusts it (ships,
/// bridges, a road along a camel train counting 2).
pub fn route_weights(board: &Board, st: &GameState, seat: Seat) -> Vec<u8> {
    let mut weights: Vec<u8> = st.roads.iter().map(|o| (*o == Some(seat)) as u8).collect();
    if !st.modules.is_empty() {
        let hc = HookCtx { board, state: st };
        for (e, w) in weights.iter_mut().enumerate() {
            for m in &st.modules {
                *w = m.hooks().route_weight(&hc, seat, e as EdgeId, *w);
            }
        }
    }
    weights
}

/// Length of `seat`'s longest continuous road: the sum of the weights ([`route_weights`]) of a
/// trail through its route. A road may not pass through an intersection holding another player's
/// building (it may end there); loops count every segment once.
pub fn longest_road(board: &Board, st: &GameState, seat: Seat) -> u8 {
    let route = Route {
        board,
        st,
        seat,
        weights: route_weights(board, st, seat),
    };
    // A longest trail can always be taken to start where the network ends, branches or is cut by
    // another player's building; a closed loop with none of those is started anywhere on it.
    let mut touched = IdSet::new();
    for (e, w) in route.weights.iter().enumerate() {
        if *w > 0 {
            for v in board.edge_vertices(e as EdgeId) {
                touched.insert(v);
            }
        }
    }
    let mut starts = IdSet::new();
    for v in touched.iter() {
        let degree = board.vertex_edges(v).filter(|&e| route.on(e)).count();
        if degree != 2 || blocked(st, seat, v) {
            starts.insert(v);
        }
    }
    let mut used = IdSet::new();
    let mut best = 0;
    let mut covered = IdSet::new();
    for v in starts.iter() {
        best = best.max(route.walk(v, &mut used, 0));
        route.mark_component(v, &mut covered);
    }
    // Pure loops: components not reached from any start.
    for v in touched.iter() {
        if !covered.contains(v) {
            best = best.max(route.walk(v, &mut used, 0));
            route.mark_component(v, &mut covered);
        }
    }
    best
}

/// One seat's route: the paths that count for its Longest Road, with their weights.
struct Route<'a> {
    board: &'a Board,
    st: &'a GameState,
    seat: Seat,
    weights: Vec<u8>,
}

impl Route<'_> {
    fn on(&self, e: EdgeId) -> bool {
        self.weights.get(e as usize).is_some_and(|&w| w > 0)
    }

    /// Marks every intersection reachable from `v` along the route.
    fn mark_component(&self, v: VertexId, covered: &mut IdSet) {
        if !covered.insert(v) {
            return;
        }
        for (e, next) in self.board.vertex_links(v) {
            if self.on(e) {
                self.mark_component(next, covered);
            }
        }
    }

    /// Depth-first search for the longest trail from `v`; `used` marks the edges already on it.
    fn walk(&self, v: VertexId, used: &mut IdSet, len: u8) -> u8 {
        let mut best = len;
        for (e, next) in self.board.vertex_links(v) {
            if !self.on(e) || used.contains(e) {
                continue;
            }
            let step = len.saturating_add(self.weights[e as usize]);
            let reach = if blocked(self.st, self.seat, next) {
                step
            } else {
                used.insert(e);
                let r = self.walk(next, used, step);
                used.remove(e);
                r
            };
            best = best.max(reach);
        }
        best
    }
}

fn blocked(st: &GameState, seat: Seat, v: VertexId) -> bool {
    st.buildings[v as usize].is_some_and(|b| b.owner != seat)
}

/// The seats whose road length a new building at `v` may change: opponents of `builder` with a
/// road through `v`.
pub fn seats_cut_at(board: &Board, st: &GameState, builder: Seat, v: VertexId) -> Vec<Seat> {
    let mut seats = Vec::new();
    for e in board.vertex_edges(v) {
        if let Some(owner) = st.roads[e as usize]
            && owner != builder
            && (st.is_player(owner) || st.ruleset.road_contenders.contains(&owner))
            && !seats.contains(&owner)
        {
            seats.push(owner);
        }
    }
    seats
}

/// Recomputes the road lengths of `changed` seats (the others cannot have changed) and moves
/// Longest Road as the rules say: a player takes it with 5+ segments and strictly more than the
/// holder. When the holder's road is cut, the holder keeps the card while its road is still (one
/// of) the longest with 5+, even if tied (almanac, "Longest Road", special case); otherwise the
/// card goes to the sole longest road of 5+, or is set aside if that is tied or nobody has 5+.
/// Nothing happens (road lengths are not kept either) when the ruleset has no Longest Road.
pub fn update_longest_road(ctx: &mut Ctx, changed: &[Seat]) {
    if changed.is_empty() || !ctx.st.ruleset.has_award(Award::LongestRoad) {
        return;
    }
    if !ctx.st.ruleset.road_contenders.is_empty() {
        // Owners that are not seats compete too (`rules::road_contenders`).
        return super::road_contenders::update_longest_road(ctx, changed);
    }
    let seats = ctx.st.players.len();
    let old: Vec<u8> = ctx.st.players.iter().map(|p| p.road_length).collect();
    let mut new = old.clone();
    for &s in changed {
        new[s as usize] = longest_road(ctx.board, ctx.st, s);
        ctx.st.players[s as usize].road_length = new[s as usize];
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
        // Cut, but still (one of) the longest with 5+: the holder keeps the card.
        Some(h) if max >= LONGEST_ROAD_MIN && new[h as usize] == max => Some(h),
        Some(_) | None => sole_leader,
    };
    if next != holder {
        ctx.st.longest_road = next;
        ctx.events.push(Event::LongestRoad {
            holder: next,
            length: next.map_or(0, |s| new[s as usize]),
        });
    }
}

/// Gives Largest Army to `seat` if it now has 3+ knights and strictly more than the holder
/// (never when the ruleset has no Largest Army).
pub fn update_largest_army(ctx: &mut Ctx, seat: Seat) {
    let knights = ctx.st.players[seat as usize].knights_played;
    if knights < LARGEST_ARMY_MIN
        || ctx.st.largest_army == Some(seat)
        || !ctx.st.ruleset.has_award(Award::LargestArmy)
    {
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

/// Re-decides Largest Army after a player's played knights went down (Catan for Two discards a
/// played knight): the holder keeps it while it still has 3+ and nobody has more; otherwise it
/// goes to the sole player with the most (3+), or is set aside.
pub fn recheck_largest_army(ctx: &mut Ctx) {
    let Some(holder) = ctx.st.largest_army else {
        return;
    };
    let knights: Vec<u8> = ctx.st.players.iter().map(|p| p.knights_played).collect();
    let max = knights.iter().copied().max().unwrap_or(0);
    let held = knights[holder as usize];
    if held >= LARGEST_ARMY_MIN && held == max {
        return;
    }
    let leaders: Vec<usize> = (0..knights.len()).filter(|&s| knights[s] == max).collect();
    if max >= LARGEST_ARMY_MIN && leaders.len() == 1 {
        let seat = leaders[0] as Seat;
        ctx.st.largest_army = Some(seat);
        ctx.events.push(Event::LargestArmy {
            holder: seat,
            knights: max,
        });
    } else {
        ctx.st.largest_army = None;
        ctx.events.push(Event::LargestArmySetAside);
    }
}
