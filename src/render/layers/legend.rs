//! The legend: one card per seat with its colour, name, public victory points, card counts and
//! awards; the seat whose turn it is stands out.
//!
//! Each card is one [fragment](crate::render::fragments): names in any script are shaped only
//! when a card's contents change, and an unchanged card is copied from the cache.

use askama::Template;

use super::{DynamicLayer, render_into};
use crate::render::RenderError;
use crate::render::fragments::Fragment;
use crate::render::geometry::{CARD_H, F, GAP, Geometry};
use crate::render::palette;
use crate::render::scene::{Scene, fit_text, text_width_em};

/// Draws the player cards.
pub struct Legend;

/// Horizontal offsets of the four counters from the name's left edge.
const STAT_SLOTS: [f32; 4] = [0.0, 130.0, 230.0, 385.0];
/// Labels after the four counters.
const STAT_LABELS: [&str; 4] = ["cards", "dev", "knights", "road"];
/// Room left for a counter's digits before its label.
const STAT_DIGITS: f32 = 34.0;
const PILL_FONT: f32 = 20.0;
/// Room around a card for its outline, in pixels.
const CARD_PAD: f32 = 4.0;

/// Where card `i` is: left, top, width.
fn card_box(g: &Geometry, i: usize) -> (f32, f32, f32) {
    let w = (g.legend.w - GAP) / 2.0;
    let x = g.legend.x + (i % 2) as f32 * (w + GAP);
    let y = g.legend.y + (i / 2) as f32 * (CARD_H + GAP);
    (x, y, w)
}

struct Label {
    x: F,
    text: &'static str,
}

struct Pill {
    x: F,
    w: F,
    text: String,
}

struct Card {
    x: F,
    y: F,
    w: F,
    current: bool,
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
    vp: u32,
    row2: F,
    stats: Vec<(F, u32)>,
    labels: Vec<Label>,
    pill_y: F,
    text_y: F,
    pills: Vec<Pill>,
}

#[derive(Template)]
#[template(path = "layers/legend.svg", config = "assets/askama.toml")]
struct LegendSvg {
    cards: Vec<Card>,
    card_h: F,
    ink: &'static str,
    muted: &'static str,
}

/// Every seat's card.
fn cards(s: &Scene<'_>) -> Vec<Card> {
    let v = s.view;
    v.players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let (x, y, w) = card_box(s.geo(), i);
            let colour = palette::seat(p.seat);
            let mut pills = Vec::new();
            let mut px = x + 80.0;
            let mut pill = |text: &str| {
                let pw = text_width_em(text) * PILL_FONT + 24.0;
                pills.push(Pill {
                    x: F(px),
                    w: F(pw),
                    text: text.to_string(),
                });
                px += pw + 10.0;
            };
            if v.winner == Some(p.seat) {
                pill("🏆 Winner");
            }
            if p.longest_road {
                pill("Longest Road");
            }
            if p.largest_army {
                pill("Largest Army");
            }
            let values = [
                p.resource_count,
                p.dev_card_count,
                p.knights_played as u32,
                p.road_length as u32,
            ];
            Card {
                x: F(x),
                y: F(y),
                w: F(w),
                current: v.current == p.seat && v.winner.is_none(),
                fill: colour.fill,
                outline: colour.outline,
                swatch_x: F(x + 44.0),
                swatch_y: F(y + 46.0),
                name_x: F(x + 80.0),
                name: fit_text(&s.board.name(p.seat), (w - 80.0 - 150.0) / 32.0),
                turn_x: F(x + w - 20.0),
                row1: F(y + 42.0),
                vp_x: F(x + w - 60.0),
                vp_label_x: F(x + w - 54.0),
                vp: p.total_vp.unwrap_or(p.public_vp),
                row2: F(y + 86.0),
                stats: STAT_SLOTS
                    .iter()
                    .zip(values)
                    .map(|(dx, value)| (F(x + 80.0 + dx), value))
                    .collect(),
                labels: STAT_SLOTS
                    .iter()
                    .zip(STAT_LABELS)
                    .map(|(dx, text)| Label {
                        x: F(x + 80.0 + dx + STAT_DIGITS),
                        text,
                    })
                    .collect(),
                pill_y: F(y + 100.0),
                text_y: F(y + 116.0),
                pills,
            }
        })
        .collect()
}

/// Renders the given cards as SVG elements into `out`.
fn write_cards(cards: Vec<Card>, out: &mut String) -> Result<(), RenderError> {
    let tpl = LegendSvg {
        cards,
        card_h: F(CARD_H),
        ink: palette::INK,
        muted: palette::MUTED,
    };
    render_into("legend", &tpl, out)
}

impl DynamicLayer for Legend {
    fn name(&self) -> &'static str {
        "legend"
    }

    fn write(&self, s: &Scene<'_>, out: &mut String) -> Result<(), RenderError> {
        write_cards(cards(s), out)
    }

    fn fragments(&self, s: &Scene<'_>) -> Result<Option<Vec<Fragment>>, RenderError> {
        let mut fragments = Vec::with_capacity(s.view.players.len());
        for card in cards(s) {
            let (x, y) = ((card.x.0 - CARD_PAD).floor(), (card.y.0 - CARD_PAD).floor());
            let w = (card.x.0 + card.w.0 + CARD_PAD).ceil() - x;
            let h = (card.y.0 + CARD_H + CARD_PAD).ceil() - y;
            let mut svg = String::with_capacity(2048);
            write_cards(vec![card], &mut svg)?;
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
