//! Longest Road and Largest Army.

use crate::board::bits::IdSet;
use crate::board::{Board, EdgeId, VertexId};
use crate::event::Event;
use crate::modules::{HookCtx, Hooks};
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
    if st.hooked(Hooks::ROUTE_WEIGHT) {
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
    // While no module weighs paths (the base game): the route is the seat's own roads, each
    // weighing 1, read straight from the state with no weight list; otherwise the hooks give
    // every path's weight.
    let weights = st
        .hooked(Hooks::ROUTE_WEIGHT)
        .then(|| route_weights(board, st, seat));
    let mut on = IdSet::new();
    match &weights {
        Some(w) => {
            for (e, _) in w.iter().enumerate().filter(|(_, w)| **w > 0) {
                on.insert(e as EdgeId);
            }
        }
        None => {
            for (e, _) in st
                .roads
                .iter()
                .enumerate()
                .filter(|(_, o)| **o == Some(seat))
            {
                on.insert(e as EdgeId);
            }
        }
    }
    if st.hooked(Hooks::ROAD_CUT) {
        // A module in play may cut roads: the intersections of the route a module's piece cuts.
        let hc = HookCtx { board, state: st };
        let mut cuts = IdSet::new();
        for e in on.iter() {
            for v in board.edge_vertices(e) {
                if st
                    .modules
                    .iter()
                    .any(|m| m.hooks().road_cut_at(&hc, seat, v))
                {
                    cuts.insert(v);
                }
            }
        }
        let route = Route::<true> {
            board,
            st,
            seat,
            on,
            weights,
            cuts,
        };
        return route.longest();
    }
    Route::<false> {
        board,
        st,
        seat,
        on,
        weights,
        cuts: IdSet::new(),
    }
    .longest()
}

impl<const CUTS: bool> Route<'_, CUTS> {
    /// The longest trail of the route.
    fn longest(&self) -> u8 {
        let route = self;
        // Most networks have no loop: the longest road is then the heaviest path, two sweeps
        // per part instead of a search from every end and branch. Debug builds check it
        // against the search below.
        if let Some(best) = route.tree_longest() {
            #[cfg(debug_assertions)]
            debug_assert_eq!(best, route.search(), "tree sweep disagrees with the search");
            return best;
        }
        // A loop: with every path weighing 1, the search over the route renumbered when it is
        // small.
        if route.weights.is_none()
            && let Some(best) = super::trail::longest_trail(
                route.board,
                route.st,
                route.seat,
                &route.on,
                &route.cuts,
            )
        {
            #[cfg(debug_assertions)]
            debug_assert_eq!(
                best,
                route.search(),
                "small search disagrees with the search"
            );
            return best;
        }
        route.search()
    }
}

impl<const CUTS: bool> Route<'_, CUTS> {
    /// The longest trail by exhaustive search.
    fn search(&self) -> u8 {
        let (board, route) = (self.board, self);
        // A longest trail can always be taken to start where the network ends, branches or is cut by
        // another player's building; a closed loop with none of those is started anywhere on it.
        let mut touched = IdSet::new();
        for e in route.on.iter() {
            for v in board.edge_vertices(e) {
                touched.insert(v);
            }
        }
        let mut used = IdSet::new();
        let mut best = 0;
        // Every intersection a walk reaches: a walk reaches every intersection of its start's part
        // of the route, so what is left afterwards are pure loops (no start on them).
        let mut covered = IdSet::new();
        for v in touched.iter() {
            let degree = board.vertex_edges(v).filter(|&e| route.on(e)).count();
            if degree != 2 || route.stops(v) {
                covered.insert(v);
                best = best.max(route.walk(v, &mut used, 0, &mut covered));
            }
        }
        // Pure loops: parts not reached from any start.
        for v in touched.iter() {
            if covered.insert(v) {
                best = best.max(route.walk(v, &mut used, 0, &mut covered));
            }
        }
        best
    }

    /// The longest trail when every part of the route is a tree once it is cut at the
    /// intersections it may not pass (another player's building: a road may end there, each
    /// path into it ends separately): each part's heaviest path, from the farthest end seen
    /// from any point of it to the farthest end from there. `None` when a part has a loop.
    fn tree_longest(&self) -> Option<u8> {
        let mut seen = IdSet::new();
        let mut inner = IdSet::new();
        let mut best = 0;
        for e in self.on.iter() {
            if !seen.insert(e) {
                continue;
            }
            let [a, b] = self.board.edge_vertices(e);
            // Distances from `a`: its own side, then the side beyond `e`.
            let near = self.sweep(a, e, 0, &mut seen, &mut inner)?;
            let far = self.sweep(b, e, self.weight(e), &mut seen, &mut inner)?;
            let (_, end, via) = if far.0 > near.0 { far } else { near };
            // From that end, back along the path it was reached by (an end at a building that
            // cuts the road is that path's end only).
            let [x, y] = self.board.edge_vertices(via);
            let from = if x == end { y } else { x };
            best = best.max(self.reach(from, via, self.weight(via)));
        }
        Some(best)
    }

    /// First sweep over a part, from `v` reached along `came` at distance `len`: the farthest
    /// end (distance, intersection, the path it was reached by); marks the paths in `seen` and
    /// the intersections passed in `inner`. `None` when an intersection is passed twice (a loop).
    fn sweep(
        &self,
        v: VertexId,
        came: EdgeId,
        len: u8,
        seen: &mut IdSet,
        inner: &mut IdSet,
    ) -> Option<(u8, VertexId, EdgeId)> {
        if self.stops(v) {
            return Some((len, v, came));
        }
        if !inner.insert(v) {
            return None;
        }
        let mut best = (len, v, came);
        for (e, next) in self.board.vertex_links(v) {
            if e == came || !self.on(e) {
                continue;
            }
            seen.insert(e);
            let r = self.sweep(next, e, len.saturating_add(self.weight(e)), seen, inner)?;
            if r.0 > best.0 {
                best = r;
            }
        }
        Some(best)
    }

    /// The farthest distance from `v` (reached along `came` at distance `len`) in a part with
    /// no loop.
    fn reach(&self, v: VertexId, came: EdgeId, len: u8) -> u8 {
        if self.stops(v) {
            return len;
        }
        let mut best = len;
        for (e, next) in self.board.vertex_links(v) {
            if e != came && self.on(e) {
                best = best.max(self.reach(next, e, len.saturating_add(self.weight(e))));
            }
        }
        best
    }
}

/// One seat's route: the paths that count for its Longest Road, with their weights (1 each when
/// `weights` is `None`).
///
/// `CUTS`: whether modules are in play, so that pieces other than buildings may cut the route
/// (`cuts`, from the `road_cut_at` hook); the base game's routes are `Route<false>` and never
/// look at it.
struct Route<'a, const CUTS: bool> {
    board: &'a Board,
    st: &'a GameState,
    seat: Seat,
    on: IdSet,
    weights: Option<Vec<u8>>,
    cuts: IdSet,
}

impl<const CUTS: bool> Route<'_, CUTS> {
    /// Whether the route may not pass through `v`: another player's building, or (modules in
    /// play) a module's piece that cuts it.
    #[inline(always)]
    fn stops(&self, v: VertexId) -> bool {
        blocked(self.st, self.seat, v) || (CUTS && self.cuts.contains(v))
    }

    fn on(&self, e: EdgeId) -> bool {
        self.on.contains(e)
    }

    fn weight(&self, e: EdgeId) -> u8 {
        self.weights
            .as_ref()
            .map_or(1, |w| w.get(e as usize).copied().unwrap_or(0))
    }

    /// Depth-first search for the longest trail from `v`; `used` marks the edges already on it,
    /// `covered` gains every intersection reached.
    fn walk(&self, v: VertexId, used: &mut IdSet, len: u8, covered: &mut IdSet) -> u8 {
        let mut best = len;
        for (e, next) in self.board.vertex_links(v) {
            if !self.on(e) || used.contains(e) {
                continue;
            }
            covered.insert(next);
            let step = len.saturating_add(self.weight(e));
            let reach = if self.stops(next) {
                step
            } else {
                used.insert(e);
                let r = self.walk(next, used, step, covered);
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

/// `seat`'s longest road (no module in play weighs paths) once its new road on `e` is built,
/// its longest being `before` without it: the longer of that and the longest trail of the part
/// of its route (its roads, cut at other players' buildings and, with a module that cuts roads
/// in play, at the intersections its pieces cut) the new road belongs to. A new road does not
/// move the pieces that cut, so the other parts are as they were.
fn longest_with_new_road(board: &Board, st: &GameState, seat: Seat, e: EdgeId, before: u8) -> u8 {
    let cutting = st.hooked(Hooks::ROAD_CUT);
    let hc = HookCtx { board, state: st };
    let cut_at = |v: VertexId| {
        cutting
            && st
                .modules
                .iter()
                .any(|m| m.hooks().road_cut_at(&hc, seat, v))
    };
    let mut part = IdSet::new();
    part.insert(e);
    let mut stack = [0 as EdgeId; crate::board::bits::MAX_IDS];
    stack[0] = e;
    let mut len = 1;
    let mut count: u32 = 1;
    while len > 0 {
        len -= 1;
        let x = stack[len];
        for v in board.edge_vertices(x) {
            if blocked(st, seat, v) || cut_at(v) {
                continue;
            }
            for y in board.vertex_edges(v) {
                if st.roads[y as usize] == Some(seat) && part.insert(y) && len < stack.len() {
                    stack[len] = y;
                    len += 1;
                    count += 1;
                }
            }
        }
    }
    // A trail uses each path once: a part with no more paths than `before` cannot beat it.
    if count <= u32::from(before) {
        return before;
    }
    if cutting {
        // The part's intersections a module's piece cuts, as `longest_road` finds them.
        let mut cuts = IdSet::new();
        for x in part.iter() {
            for v in board.edge_vertices(x) {
                if cut_at(v) {
                    cuts.insert(v);
                }
            }
        }
        let route = Route::<true> {
            board,
            st,
            seat,
            on: part,
            weights: None,
            cuts,
        };
        return before.max(route.longest());
    }
    let route = Route::<false> {
        board,
        st,
        seat,
        on: part,
        weights: None,
        cuts: IdSet::new(),
    };
    let best = match route.tree_longest() {
        Some(best) => best,
        // A loop: the exhaustive search, on the part renumbered when it is small.
        None => match super::trail::longest_trail(board, st, seat, &route.on, &route.cuts) {
            Some(best) => best,
            None => route.search(),
        },
    };
    before.max(best)
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
    update_longest_road_with(ctx, changed, None);
}

/// [`update_longest_road`] after `seat` built a road on `e`: only the seat's road can have
/// grown, and only through the part of its route the new road belongs to, so with no module
/// weighing the paths that part alone is measured (not at all when it has no more paths than
/// the seat's road already had; with a module that cuts roads, the part stops at its cuts too).
/// Debug builds check it against the whole route.
pub fn update_longest_road_after_road(ctx: &mut Ctx, seat: Seat, e: EdgeId) {
    update_longest_road_with(ctx, &[seat], Some(e));
}

fn update_longest_road_with(ctx: &mut Ctx, changed: &[Seat], new_road: Option<EdgeId>) {
    if changed.is_empty() || !ctx.st.ruleset.has_award(Award::LongestRoad) {
        return;
    }
    if !ctx.st.ruleset.road_contenders.is_empty() {
        // Owners that are not seats compete too (`rules::road_contenders`).
        return super::road_contenders::update_longest_road(ctx, changed);
    }
    let holder = ctx.st.longest_road;
    let holder_before = holder
        .and_then(|h| ctx.st.players.get(h as usize))
        .map(|p| p.road_length);
    for &s in changed {
        let length = match new_road {
            Some(e) if !ctx.st.hooked(Hooks::ROUTE_WEIGHT) => {
                let before = ctx.st.players[s as usize].road_length;
                let length = longest_with_new_road(ctx.board, ctx.st, s, e, before);
                debug_assert_eq!(
                    length,
                    longest_road(ctx.board, ctx.st, s),
                    "measuring the new road's part disagrees with the whole route"
                );
                length
            }
            _ => longest_road(ctx.board, ctx.st, s),
        };
        ctx.st.players[s as usize].road_length = length;
    }
    let new = |s: Seat| ctx.st.players[s as usize].road_length;
    let max = ctx
        .st
        .players
        .iter()
        .map(|p| p.road_length)
        .max()
        .unwrap_or(0);
    let mut leaders = (0..ctx.st.seat_count()).filter(|&s| new(s) == max);
    let sole_leader = match (leaders.next(), leaders.next()) {
        (Some(l), None) if max >= LONGEST_ROAD_MIN => Some(l),
        _ => None,
    };
    let next = match holder {
        Some(h) if holder_before.is_some_and(|before| new(h) >= before) => {
            // Not cut: a challenger must be strictly longer.
            match sole_leader {
                Some(l) if l != h && new(l) > new(h) => Some(l),
                _ => Some(h),
            }
        }
        // Cut, but still (one of) the longest with 5+: the holder keeps the card.
        Some(h) if max >= LONGEST_ROAD_MIN && new(h) == max => Some(h),
        Some(_) | None => sole_leader,
    };
    if next != holder {
        let length = next.map_or(0, new);
        ctx.st.longest_road = next;
        ctx.events.push(Event::LongestRoad {
            holder: next,
            length,
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
