//! The status strip: turn number, whose turn it is and what they must do, and the last roll.

use askama::Template;

use super::{DynamicLayer, render_into};
use crate::engine::state::Phase;
use crate::render::RenderError;
use crate::render::fragments::Fragment;
use crate::render::geometry::{F, WIDTH};
use crate::render::palette;
use crate::render::scene::{Scene, fit_text};

/// Draws the status strip.
pub struct Status;

struct Die {
    x: F,
    y: F,
    pips: Vec<(F, F)>,
}

#[derive(Template)]
#[template(path = "layers/status.svg", config = "assets/askama.toml")]
struct StatusSvg {
    turn: String,
    swatch: &'static str,
    swatch_outline: &'static str,
    name: String,
    doing: &'static str,
    dice: Vec<Die>,
    total: Option<u8>,
    ink: &'static str,
    muted: &'static str,
}

const DIE: f32 = 50.0;

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
fn doing(phase: &Phase) -> &'static str {
    match phase {
        Phase::Setup {
            road_from: Some(_), ..
        } => "places a road",
        Phase::Setup { .. } => "places a settlement",
        Phase::BeforeRoll => "to roll",
        Phase::Discard { .. } => "waits for discards",
        Phase::MoveRobber { .. } => "moves the robber",
        Phase::Main => "to play",
        Phase::RoadBuilding { .. } => "places free roads",
        Phase::ModuleDecisions { .. } => "waits for decisions",
        Phase::GameOver { .. } => "wins!",
    }
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
    let dice = v
        .last_roll
        .map(|roll| {
            roll.iter()
                .enumerate()
                .map(|(i, &face)| {
                    let x = WIDTH - 200.0 + i as f32 * (DIE + 12.0);
                    let y = 18.0;
                    Die {
                        x: F(x),
                        y: F(y),
                        pips: die_pips(face)
                            .iter()
                            .map(|(px, py)| (F(x + px * DIE), F(y + py * DIE)))
                            .collect(),
                    }
                })
                .collect()
        })
        .unwrap_or_default();
    StatusSvg {
        turn: if v.turn == 0 {
            "Setup".to_string()
        } else {
            format!("Turn {}", v.turn)
        },
        swatch: colour.fill,
        swatch_outline: colour.outline,
        name: fit_text(&s.name(seat), 14.0),
        doing: doing(&v.phase),
        dice,
        total: v.last_roll.map(|[a, b]| a + b),
        ink: palette::INK,
        muted: palette::MUTED,
    }
}
