//! Longest Road with owners that are not seats (the ruleset's `road_contenders`: Catan for
//! Two's neutral colours, whose roads may hold the card). A base game never comes here: its
//! `update_longest_road` sees an empty list and keeps the seats-only path.
//!
//! The same rule as for seats (`awards::update_longest_road`), over the seats and the
//! contenders together: a contender's road length is its route ([`awards::longest_road`], with
//! the modules' `route_weight` as for a seat), kept in `GameState::contender_road_lengths`. A
//! contender holding the card gives nobody its 2 VP (victory points are counted for seats only),
//! and a seat takes it from a contender as from a seat: strictly longer, or by a cut.

use crate::event::Event;
use crate::state::{GameState, Seat};

use super::Ctx;
use super::awards::{LONGEST_ROAD_MIN, longest_road};

/// The road length of `owner` as last computed: a seat's `road_length`, a contender's kept
/// length, 0 for anyone else.
pub fn road_length(st: &GameState, owner: Seat) -> u8 {
    if st.is_player(owner) {
        return st.players[owner as usize].road_length;
    }
    st.contender_road_lengths
        .iter()
        .find(|(o, _)| *o == owner)
        .map_or(0, |(_, l)| *l)
}

fn set_length(st: &mut GameState, owner: Seat, length: u8) {
    if st.is_player(owner) {
        st.players[owner as usize].road_length = length;
    } else if let Some(entry) = st
        .contender_road_lengths
        .iter_mut()
        .find(|(o, _)| *o == owner)
    {
        entry.1 = length;
    } else {
        st.contender_road_lengths.push((owner, length));
        st.contender_road_lengths.sort_unstable();
    }
}

/// `awards::update_longest_road` over the seats and the ruleset's contenders (`changed` may
/// name either; anyone else is ignored).
pub fn update_longest_road(ctx: &mut Ctx, changed: &[Seat]) {
    let seats = ctx.st.seat_count();
    let owners: Vec<Seat> = (0..seats)
        .chain(ctx.st.ruleset.road_contenders.iter().copied())
        .collect();
    let old: Vec<u8> = owners.iter().map(|&o| road_length(ctx.st, o)).collect();
    let mut new = old.clone();
    for &s in changed {
        let Some(i) = owners.iter().position(|&o| o == s) else {
            continue;
        };
        new[i] = longest_road(ctx.board, ctx.st, s);
        set_length(ctx.st, s, new[i]);
    }
    let max = new.iter().copied().max().unwrap_or(0);
    let leaders: Vec<usize> = (0..owners.len()).filter(|&i| new[i] == max).collect();
    let sole_leader = (max >= LONGEST_ROAD_MIN && leaders.len() == 1).then(|| leaders[0]);
    let holder = ctx
        .st
        .longest_road
        .and_then(|h| owners.iter().position(|&o| o == h));
    let next = match holder {
        Some(h) if new[h] >= old[h] => match sole_leader {
            Some(l) if l != h && new[l] > new[h] => Some(l),
            _ => Some(h),
        },
        Some(h) if max >= LONGEST_ROAD_MIN && new[h] == max => Some(h),
        Some(_) | None => sole_leader,
    };
    let next_owner = next.map(|i| owners[i]);
    if next_owner != ctx.st.longest_road {
        ctx.st.longest_road = next_owner;
        ctx.events.push(Event::LongestRoad {
            holder: next_owner,
            length: next.map_or(0, |i| new[i]),
        });
    }
}
