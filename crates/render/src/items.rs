//! What the board images read from the view's generic module items
//! ([`View::board_items`]: the pieces, counters and marks written in the view and those its
//! modules' parts imply): board owners that are not seats and their colours, the
//! counters of each owner by [look](crate::sprites::Look), and the words of a kind
//! (`piece-<kind>` in `assets/locales/*/pieces.ftl`). Nothing here names a module.

use kaitaku_engine::View;
use kaitaku_engine::state::Seat;
use kaitaku_engine::view_items::{BoardItems, CounterView, Kind};
use kaitaku_i18n::Lang;

use super::palette::{self, SeatColour};
use super::sprites::{self, Look};

/// The Fluent id of a kind's name (`piece-event-cards-damaged-road`).
pub fn name_id(kind: &Kind) -> String {
    format!("piece-{}", kind.message_tail())
}

/// The Fluent id of a kind's short name (`piece-<kind>-short`), for pills.
pub fn short_id(kind: &Kind) -> String {
    format!("piece-{}-short", kind.message_tail())
}

/// A kind's name for `value` (plural rules apply: `1 trade token`, `2 trade tokens`).
pub fn name(kind: &Kind, value: i32, lang: Lang) -> String {
    let mut args = kaitaku_i18n::FluentArgs::new();
    args.set("n", kaitaku_i18n::FluentValue::from(value));
    kaitaku_i18n::tr_args(lang, &name_id(kind), &args)
}

/// A kind's short name.
pub fn short_name(kind: &Kind, lang: Lang) -> String {
    kaitaku_i18n::tr(lang, &short_id(kind))
}

/// The board owners that are not seats and have counters (a neutral colour's stock), in
/// owner order.
pub fn other_owners(view: &View, items: &BoardItems) -> Vec<Seat> {
    let seats = view.players.len();
    let mut owners: Vec<Seat> = items
        .counters
        .iter()
        .filter_map(|c| c.owner)
        .filter(|&o| o as usize >= seats)
        .collect();
    owners.sort_unstable();
    owners.dedup();
    owners
}

/// The colours of a board owner: a seat's colours, or for an owner that is not a seat, the
/// neutral colour of its rank after the seats (the first owner after the seats is grey).
pub fn owner_colour(view: &View, owner: Seat) -> SeatColour {
    let seats = view.players.len();
    match (owner as usize).checked_sub(seats) {
        Some(i) => palette::NEUTRALS[i % palette::NEUTRALS.len()],
        None => palette::seat(owner),
    }
}

/// The counters of `owner`, each with its look (kinds nobody registered are left out).
pub fn counters_of(
    items: &BoardItems,
    owner: Seat,
) -> impl Iterator<Item = (&CounterView, Look)> + '_ {
    items
        .counters
        .iter()
        .filter(move |c| c.owner == Some(owner))
        .filter_map(|c| sprites::look(&c.kind).map(|l| (c, l)))
}

/// The whole game's counters, each with its look.
pub fn game_counters(items: &BoardItems) -> impl Iterator<Item = (&CounterView, Look)> + '_ {
    items
        .counters
        .iter()
        .filter(|c| c.owner.is_none())
        .filter_map(|c| sprites::look(&c.kind).map(|l| (c, l)))
}

/// Cards in the legend: one per seat, plus one per board owner that is not a seat.
pub fn legend_cards(view: &View, items: &BoardItems) -> usize {
    view.players.len() + other_owners(view, items).len()
}

/// Whether the player cards need their line of module counters: some seat has a counter
/// drawn as a [`Look::Stat`].
pub fn has_counters(view: &View, items: &BoardItems) -> bool {
    let seats = view.players.len();
    items.counters.iter().any(|c| {
        c.owner.is_some_and(|o| (o as usize) < seats) && sprites::look(&c.kind) == Some(Look::Stat)
    })
}
