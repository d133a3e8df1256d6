//! The status strip: turn number, whose turn it is and what they must do, and the last roll,
//! or a game counter drawn as a [card face](crate::sprites::Look::StatusCard) (Catan Event
//! Cards' card drawn last this turn, which replaces the dice): its number and its name.

use askama::Template;

use super::{DynamicLayer, render_into};
use crate::RenderError;
use crate::fragments::Fragment;
use crate::geometry::{F, WIDTH};
use crate::items;
use crate::palette;
use crate::scene::{Scene, fit_text, text_width_em};
use crate::sprites::Look;
use crate::words::{Words, words};
use kaitaku_engine::state::Phase;
use kaitaku_engine::view_items::CounterView;
use kaitaku_i18n::Lang;

/// Draws the status strip.
pub struct Status;

struct Die {
    x: F,
    y: F,
    pips: Vec<(F, F)>,
    fill: &'static str,
    pip: &'static str,
}

#[derive(Template)]
#[template(path = "layers/status.svg", config = "../../assets/askama.toml")]
struct StatusSvg {
    turn: String,
    swatch: &'static str,
    swatch_outline: &'static str,
    name: String,
    doing: &'static str,
    last_roll: &'static str,
    last_roll_x: F,
    dice: Vec<Die>,
    extra_die: Option<(F, F, String)>,
    total: Option<u8>,
    card: Option<CardFace>,
    hot: &'static str,
    ink: &'static str,
    muted: &'static str,
    name_x: f32,
    name_font: f32,
}

/// A card face with its number, and its name beside it (the event of an event card).
struct CardFace {
    number: i32,
    hot: bool,
    event: String,
    has_event: bool,
    caption: String,
}

const DIE: f32 = 50.0;
/// Left edge of the event card's name (it ends just before the card face).
const CARD_TEXT_END: f32 = WIDTH - 92.0;
const EVENT_FONT: f32 = 26.0;
/// Where the name and the "doing" text start.
const NAME_X: f32 = 304.0;
const NAME_FONT: f32 = 40.0;

/// Pip positions on a die face, as fractions of the face.
fn die_pips(face: u8) -> &'static [(f32, f32)] {
    const L: f32 = 0.25;
    const M: f32 = 0.5;
    const H: f32 = 0.75;
    match face {
        1 => &[(M, M)],
        2 => &[(L, L), (H, H)],
        3 => &[(L, L), (M, M), (H, H)],
        4 => &[(L, L), (H, L), (L, H), (H, H)],
        5 => &[(L, L), (H, L), (M, M), (L, H), (H, H)],
        _ => &[(L, L), (H, L), (L, M), (H, M), (L, H), (H, H)],
    }
}

/// What the current player is doing, in a few words.
fn doing(phase: &Phase, w: &'static Words) -> &'static str {
    let i = match phase {
        Phase::Setup {
            road_from: Some(_), ..
        } => 0,
        Phase::Setup { .. } => 1,
        Phase::BeforeRoll => 2,
        Phase::Discard { .. } => 3,
        Phase::MoveRobber { .. } => 4,
        Phase::Main | Phase::TurnStep { .. } => 5,
        Phase::EndOfTurn { .. } => 6,
        Phase::RoadBuilding { .. } => 7,
        Phase::ModuleDecisions { .. } | Phase::GoldFieldChoice { .. } => 8,
        Phase::GameOver { winner: Some(_) } => 9,
        Phase::GameOver { winner: None } => 10,
    };
    &w.doing[i]
}

impl DynamicLayer for Status {
    fn name(&self) -> &'static str {
        "status"
    }

    fn write(&self, s: &Scene<'_>, out: &mut String) -> Result<(), RenderError> {
        render_into(self.name(), &status_svg(s), out)
    }

    fn fragments(&self, s: &Scene<'_>) -> Result<Option<Vec<Fragment>>, RenderError> {
        let header = s.geo().header;
        let mut svg = String::with_capacity(2048);
        render_into(self.name(), &status_svg(s), &mut svg)?;
        Ok(Some(vec![Fragment {
            x: header.x.floor() as i32,
            y: header.y.floor() as i32,
            w: header.w.ceil() as u32,
            h: header.h.ceil() as u32,
            svg,
        }]))
    }
}

/// The strip's template, filled from the view.
fn status_svg(s: &Scene<'_>) -> StatusSvg {
    let v = s.view;
    let seat = v.winner.unwrap_or(v.current);
    let colour = palette::seat(seat);
    // The modules in play may colour the dice and add one of their own before them.
    let looks = crate::modules::status_dice(v);
    let colours = looks
        .as_ref()
        .map_or([("#FFFFFF", palette::INK); 2], |d| d.colours);
    let dice = v
        .last_roll
        .map(|roll| {
            roll.iter()
                .enumerate()
                .map(|(i, &face)| {
                    let x = WIDTH - 214.0 + i as f32 * (DIE + 12.0);
                    let y = 23.0;
                    Die {
                        x: F(x),
                        y: F(y),
                        pips: die_pips(face)
                            .iter()
                            .map(|(px, py)| (F(x + px * DIE), F(y + py * DIE)))
                            .collect(),
                        fill: colours[i.min(1)].0,
                        pip: colours[i.min(1)].1,
                    }
                })
                .collect()
        })
        .unwrap_or_default();
    let extra_die = looks
        .and_then(|d| d.extra)
        .map(|svg| (F(WIDTH - 214.0 - (DIE + 12.0)), F(23.0), svg));
    let last_roll_x = F(WIDTH - 228.0 - if extra_die.is_some() { DIE + 12.0 } else { 0.0 });
    let card = items::game_counters(s.items).find_map(|(c, look)| match look {
        Look::StatusCard { bold, caption } => Some(card_face(c, bold, caption, s.lang)),
        _ => None,
    });
    // The player's name gets the room the text on the right leaves.
    let right = match &card {
        Some(c) => CARD_TEXT_END - text_width_em(&c.event) * EVENT_FONT - 24.0,
        None => WIDTH,
    };
    let w = words(s.lang);
    let doing = doing(&v.phase, w);
    let name_em = match &card {
        Some(_) => ((right - NAME_X) / NAME_FONT - text_width_em(doing) - 0.6).clamp(4.0, 14.0),
        None => 14.0,
    };
    StatusSvg {
        turn: if v.turn == 0 {
            w.setup.clone()
        } else {
            w.turn(v.turn)
        },
        swatch: colour.fill,
        swatch_outline: colour.outline,
        name: if matches!(v.phase, Phase::GameOver { winner: None }) {
            w.draw.clone()
        } else {
            fit_text(&s.name(seat), name_em)
        },
        doing,
        last_roll: &w.last_roll,
        last_roll_x,
        dice,
        extra_die,
        total: v.last_roll.map(|[a, b]| a + b),
        card,
        hot: palette::HOT_NUMBER,
        ink: palette::INK,
        muted: palette::MUTED,
        name_x: NAME_X,
        name_font: NAME_FONT,
    }
}

/// The face of a card counter as the strip shows it.
fn card_face(c: &CounterView, bold: bool, caption: &str, lang: Lang) -> CardFace {
    CardFace {
        number: c.value,
        hot: matches!(c.value, 6 | 8),
        event: items::name(&c.kind, c.value, lang),
        has_event: bold,
        caption: kaitaku_i18n::tr(lang, caption),
    }
}
