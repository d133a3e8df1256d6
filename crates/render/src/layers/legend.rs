//! The legend: one card per seat with its colour, name, public victory points, card counts and
//! awards; the seat whose turn it is stands out. With rule modules, the seats' counters
//! ([`View::counters`](kaitaku_engine::View::counters), drawn as their
//! [look](crate::sprites::Look) says) join the cards: a line of [stats](Look::Stat) and
//! [pills](Look::Pill) beside the awards; a board owner that is not a seat (a neutral colour)
//! gets a card of its own with its stats and the pieces it has on the board.
//!
//! Each card is one [fragment](crate::fragments): names in any script are shaped only
//! when a card's contents change, and an unchanged card is copied from the cache.

use askama::Template;

use super::{DynamicLayer, render_into};
use crate::RenderError;
use crate::fragments::Fragment;
use crate::geometry::{F, GAP, Geometry};
use crate::items;
use crate::palette::{self, SeatColour};
use crate::scene::{Scene, fit_text, text_width_em};
use crate::sprites::Look;
use crate::words::{Forms, Words, words};
use kaitaku_engine::state::{Phase, Seat};
use kaitaku_engine::view::PlayerView;
use kaitaku_i18n::Lang;

/// Draws the player cards.
pub struct Legend;

/// A counter's label for `value`: the singular for one (the playtest read `1 knights`).
fn label_for(value: u32, (one, other): &Forms) -> &str {
    if value == 1 { one } else { other }
}
/// Counters' font size (values bold, labels muted): 13 px at 390 px wide.
const STAT_FONT: f32 = 40.0;
const PILL_FONT: f32 = 30.0;
/// Room on the first row for the turn marker and the victory points at the right.
const RIGHT_W: f32 = 330.0;
/// Most room for the name on the first row (the award pills follow it).
const NAME_W: f32 = 560.0;
/// Name's font size.
const NAME_FONT: f32 = 46.0;
/// Room around a card for its outline, in pixels.
const CARD_PAD: f32 = 4.0;
/// Award pills (gold).
const AWARD: &str = palette::AWARD;

/// Where card `i` is: left, top, width (one card per row, the legend's width).
fn card_box(g: &Geometry, i: usize) -> (f32, f32, f32) {
    let y = g.legend.y + i as f32 * (g.card_h + GAP);
    (g.legend.x, y, g.legend.w)
}

struct Label {
    x: F,
    text: String,
}

struct Pill {
    x: F,
    w: F,
    text: String,
    fill: &'static str,
}

struct Card {
    x: F,
    y: F,
    w: F,
    h: F,
    current: bool,
    neutral: bool,
    fill: &'static str,
    outline: &'static str,
    swatch_x: F,
    swatch_y: F,
    name_x: F,
    name: String,
    turn_x: F,
    row1: F,
    vp_x: F,
    vp_label_x: F,
    vp: Option<u32>,
    row2: F,
    stats: Vec<(F, u32)>,
    labels: Vec<Label>,
    row3: F,
    counters: Vec<(F, u32)>,
    counter_labels: Vec<Label>,
    pill_y: F,
    text_y: F,
    pills: Vec<Pill>,
}

#[derive(Template)]
#[template(path = "layers/legend.svg", config = "../../assets/askama.toml")]
struct LegendSvg<'w> {
    cards: Vec<Card>,
    ink: &'static str,
    muted: &'static str,
    words: &'w Words,
}

/// A pill's long and short text and its colour.
type PillSpec = (String, String, &'static str);

/// Lays the pills out from `x`, with their short texts when the long ones overflow `room`.
fn lay_pills(specs: Vec<PillSpec>, x: f32, room: f32) -> Vec<Pill> {
    let width = |t: &str| text_width_em(t) * PILL_FONT + 24.0;
    let long: f32 = specs.iter().map(|(t, _, _)| width(t) + 10.0).sum();
    let short = long > room;
    let mut px = x;
    specs
        .into_iter()
        .map(|(long_text, short_text, fill)| {
            let text = if short { short_text } else { long_text };
            let w = width(&text);
            let pill = Pill {
                x: F(px),
                w: F(w),
                text,
                fill,
            };
            px += w + 10.0;
            pill
        })
        .collect()
}

/// Counters at `slots` from `x` on one row, each followed by its label.
fn counters_at(
    x: f32,
    slots: &[f32],
    values: &[u32],
    labels: &[String],
) -> (Vec<(F, u32)>, Vec<Label>) {
    let stats = slots
        .iter()
        .zip(values)
        .map(|(dx, &value)| (F(x + dx), value))
        .collect();
    let labels = slots
        .iter()
        .zip(labels)
        .zip(values)
        .map(|((dx, text), &value)| Label {
            x: F(x + dx + digits_room(value)),
            text: text.clone(),
        })
        .collect();
    (stats, labels)
}

/// Room for a counter's digits and a space before its label (two-digit counts get more: the
/// playtest read `11cards`).
fn digits_room(value: u32) -> f32 {
    let digits = value.checked_ilog10().unwrap_or(0) + 1;
    (digits as f32 * 0.62 + 0.35) * STAT_FONT
}

/// Counters laid out one after the other from `x` (their labels vary in length).
fn counters_flow(x: f32, items: &[(u32, String)]) -> (Vec<(F, u32)>, Vec<Label>) {
    let mut slots = Vec::new();
    let mut dx = 0.0;
    for (value, label) in items {
        slots.push(dx);
        dx += digits_room(*value) + text_width_em(label) * STAT_FONT + 0.9 * STAT_FONT;
    }
    let values: Vec<u32> = items.iter().map(|(v, _)| *v).collect();
    let labels: Vec<String> = items.iter().map(|(_, l)| l.clone()).collect();
    counters_at(x, &slots, &values, &labels)
}

/// The parts every card shares: its box, swatch, name and rows.
fn blank_card(g: &Geometry, i: usize, colour: SeatColour, name: String) -> (Card, f32) {
    let (x, y, w) = card_box(g, i);
    let h = g.card_h;
    let card = Card {
        x: F(x),
        y: F(y),
        w: F(w),
        h: F(h),
        current: false,
        neutral: false,
        fill: colour.fill,
        outline: colour.outline,
        swatch_x: F(x + 44.0),
        swatch_y: F(y + 44.0),
        name_x: F(x + 84.0),
        name: fit_text(&name, NAME_W / NAME_FONT),
        turn_x: F(x + w - 150.0),
        row1: F(y + 40.0),
        vp_x: F(x + w - 64.0),
        vp_label_x: F(x + w - 56.0),
        vp: None,
        row2: F(y + 96.0),
        stats: Vec::new(),
        labels: Vec::new(),
        row3: F(y + 148.0),
        counters: Vec::new(),
        counter_labels: Vec::new(),
        pill_y: F(y + 18.0),
        text_y: F(y + 40.0),
        pills: Vec::new(),
    };
    (card, x + 84.0)
}

/// A seat's card.
fn player_card(s: &Scene<'_>, i: usize, p: &PlayerView) -> Card {
    let v = s.view;
    let lang = s.lang;
    let colour = items::owner_colour(v, p.seat);
    let (mut card, left) = blank_card(s.geo(), i, colour, s.board.name(p.seat));
    let over = matches!(v.phase, Phase::GameOver { .. });
    card.current = v.current == p.seat && !over;
    card.vp = Some(p.total_vp.unwrap_or(p.public_vp));
    let values = [
        p.resource_count,
        p.dev_card_count,
        p.knights_played as u32,
        p.road_length as u32,
    ];
    // Counters this game gives no meaning to (no development cards held, no Largest Army)
    // are left out rather than shown as a 0 that never changes.
    let shown = [true, !v.dev_cards_unused, !v.knights_unused, true];
    let w = words(lang);
    let stats: Vec<(u32, String)> = values
        .into_iter()
        .zip(&w.stats)
        .zip(shown)
        .filter(|(_, shown)| *shown)
        .map(|((v, l), _)| (v, label_for(v, l).to_string()))
        .collect();
    (card.stats, card.labels) = counters_flow(left, &stats);
    let mut counters = Vec::new();
    let mut pills: Vec<PillSpec> = Vec::new();
    if v.winner == Some(p.seat) {
        pills.push((w.winner.0.clone(), w.winner.1.clone(), AWARD));
    }
    if matches!(v.phase, Phase::GameOver { winner: None }) && shares_the_lead(v, p) {
        pills.push((w.draw_pill.0.clone(), w.draw_pill.1.clone(), AWARD));
    }
    if p.longest_road {
        let (long, short) = &w.longest_road;
        pills.push((long.clone(), short.clone(), AWARD));
    }
    if p.largest_army {
        let (long, short) = &w.largest_army;
        pills.push((long.clone(), short.clone(), AWARD));
    }
    // Gold coins lie open in front of their owner: shown only in games with gold, when held.
    if p.gold > 0 {
        counters.push((u32::from(p.gold), w.gold.clone()));
    }
    for (c, look) in items::counters_of(s.items, p.seat) {
        let value = c.value.max(0) as u32;
        match look {
            Look::Stat => counters.push((value, items::name(&c.kind, c.value, lang))),
            Look::Pill { fill } => pills.push((
                items::name(&c.kind, c.value, lang),
                items::short_name(&c.kind, lang),
                fill,
            )),
            _ => {}
        }
    }
    (card.counters, card.counter_labels) = counters_flow(left, &counters);
    let pills_x = left + (text_width_em(&card.name) * NAME_FONT).min(NAME_W) + 24.0;
    let room = card.x.0 + card.w.0 - RIGHT_W - pills_x;
    card.pills = lay_pills(pills, pills_x, room);
    card
}

/// The card of a board owner that is not a seat (a neutral colour): its stats, and the roads
/// and buildings it has on the board.
fn owner_card(s: &Scene<'_>, i: usize, owner: Seat) -> Card {
    let v = s.view;
    let lang = s.lang;
    let colour = items::owner_colour(v, owner);
    let index = (owner as usize).saturating_sub(v.players.len());
    let name = kaitaku_i18n::neutral_name(index, lang).to_string();
    let (mut card, left) = blank_card(s.geo(), i, colour, name);
    card.neutral = true;
    let stats: Vec<(u32, String)> = items::counters_of(s.items, owner)
        .filter(|(_, look)| *look == Look::Stat)
        .map(|(c, _)| (c.value.max(0) as u32, items::name(&c.kind, c.value, lang)))
        .collect();
    (card.stats, card.labels) = counters_flow(left, &stats);
    let roads = v.roads.iter().filter(|r| r.owner == owner).count() as u32;
    let settlements = v.buildings.iter().filter(|b| b.owner == owner).count() as u32;
    (card.counters, card.counter_labels) = counters_flow(
        left,
        &[
            (roads, label_for(roads, &words(lang).built[0]).to_string()),
            (
                settlements,
                label_for(settlements, &words(lang).built[1]).to_string(),
            ),
        ],
    );
    card
}

/// Every card: the seats', then the other owners'.
fn cards(s: &Scene<'_>) -> Vec<Card> {
    let v = s.view;
    let mut cards: Vec<Card> = v
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| player_card(s, i, p))
        .collect();
    for owner in items::other_owners(v, s.items) {
        let i = cards.len();
        cards.push(owner_card(s, i, owner));
    }
    cards
}

/// Renders the given cards as SVG elements into `out`.
fn write_cards(cards: Vec<Card>, lang: Lang, out: &mut String) -> Result<(), RenderError> {
    let tpl = LegendSvg {
        cards,
        ink: palette::INK,
        muted: palette::MUTED,
        words: words(lang),
    };
    render_into("legend", &tpl, out)
}

impl DynamicLayer for Legend {
    fn name(&self) -> &'static str {
        "legend"
    }

    fn write(&self, s: &Scene<'_>, out: &mut String) -> Result<(), RenderError> {
        write_cards(cards(s), s.lang, out)
    }

    fn fragments(&self, s: &Scene<'_>) -> Result<Option<Vec<Fragment>>, RenderError> {
        let mut fragments = Vec::with_capacity(s.view.players.len());
        for card in cards(s) {
            let (x, y) = ((card.x.0 - CARD_PAD).floor(), (card.y.0 - CARD_PAD).floor());
            let w = (card.x.0 + card.w.0 + CARD_PAD).ceil() - x;
            let h = (card.y.0 + card.h.0 + CARD_PAD).ceil() - y;
            let mut svg = String::with_capacity(2048);
            write_cards(vec![card], s.lang, &mut svg)?;
            fragments.push(Fragment {
                x: x as i32,
                y: y as i32,
                w: w as u32,
                h: h as u32,
                svg,
            });
        }
        Ok(Some(fragments))
    }
}

/// Whether `p` is one of the seats with the most VP (every total is public once the game is
/// over): the seats a drawn game is shared between.
fn shares_the_lead(v: &kaitaku_engine::View, p: &PlayerView) -> bool {
    let vp = |q: &PlayerView| q.total_vp.unwrap_or(q.public_vp);
    v.players.iter().map(vp).max() == Some(vp(p))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_of_one_take_the_singular() {
        let stats = &words(Lang::En).stats;
        assert_eq!(label_for(1, &stats[2]), "knight");
        assert_eq!(label_for(0, &stats[2]), "knights");
        assert_eq!(label_for(1, &stats[0]), "card");
        assert_eq!(label_for(11, &stats[0]), "cards");
    }

    #[test]
    fn two_digit_counts_leave_a_space_before_their_label() {
        // Bold digits are about 0.62 em wide: the label starts past them and a space.
        for value in [1, 11, 19] {
            let digits = value.to_string().len() as f32;
            assert!(
                digits_room(value) >= (digits * 0.6 + 0.3) * STAT_FONT,
                "{value}"
            );
        }
    }
}
