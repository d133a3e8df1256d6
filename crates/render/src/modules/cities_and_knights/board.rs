//! Cities & Knights' own layer, over the base pieces: each knight as a disc on its
//! intersection with its level (1 basic, 2 strong, 3 mighty) written on it, an active knight
//! filled in its owner's colour inside a gold ring, an inactive one pale inside a dashed ring
//! of its owner's colour (the two read apart at phone size and in grey); and the barbarian
//! ship's track down the board's left edge (over the sea): a ship, seven steps filled as far
//! as it has come, and `n/7`.

use std::fmt::Write;

use super::public;
use crate::RenderError;
use crate::geometry::{F, Geometry, Pt};
use crate::items;
use crate::layers::DynamicLayer;
use crate::palette::{self, SeatColour};
use crate::scene::Scene;
use kaitaku_engine::modules::cities_and_knights::{Knight, SHIP_STEPS};

/// The barbarians' colour (the ship and the steps it has taken).
pub const BARBARIAN: &str = "#8E1B1B";
/// The ring of an active knight.
pub const ACTIVE_RING: &str = palette::AWARD;
/// The fill of an inactive knight.
pub const INACTIVE_FILL: &str = "#E6E1D6";

/// Draws the knights and the ship track.
pub struct Knights;

/// A knight's radius, in hex radii.
const KNIGHT_R: f32 = 0.23;

/// Whether a `#RRGGBB` fill is light (its luma above the middle).
fn is_light(fill: &str) -> bool {
    let channel = |i: usize| {
        fill.get(i..i + 2)
            .and_then(|h| u8::from_str_radix(h, 16).ok())
            .map_or(0.0, f32::from)
    };
    0.299 * channel(1) + 0.587 * channel(3) + 0.114 * channel(5) > 150.0
}

/// The text colour that reads on a seat's fill: ink on light fills, white on the others.
fn text_on(fill: &str) -> &'static str {
    if is_light(fill) {
        palette::INK
    } else {
        "#FFFFFF"
    }
}

fn knight(g: &Geometry, at: Pt, k: &Knight, colour: SeatColour, out: &mut String) {
    let sz = g.size;
    let r = KNIGHT_R * sz;
    let (x, y) = (F(at.x), F(at.y));
    // Writing to a String cannot fail.
    if k.active {
        let _ = write!(
            out,
            r##"<circle cx="{x}" cy="{y}" r="{}" fill="{ACTIVE_RING}" stroke="#FFFFFF" stroke-width="{}"/><circle cx="{x}" cy="{y}" r="{}" fill="{}" stroke="{}" stroke-width="{}"/><text x="{x}" y="{y}" font-size="{}" font-weight="bold" text-anchor="middle" dominant-baseline="central" fill="{}">{}</text>"##,
            F(r + 0.06 * sz),
            F(0.05 * sz),
            F(r - 0.02 * sz),
            colour.fill,
            palette::INK,
            F(0.025 * sz),
            F(0.3 * sz),
            text_on(colour.fill),
            k.level
        );
    } else {
        let _ = write!(
            out,
            r##"<circle cx="{x}" cy="{y}" r="{}" fill="{INACTIVE_FILL}" stroke="#FFFFFF" stroke-width="{}"/><circle cx="{x}" cy="{y}" r="{}" fill="none" stroke="{}" stroke-width="{}" stroke-dasharray="{} {}"/><circle cx="{x}" cy="{y}" r="{}" fill="none" stroke="{}" stroke-width="{}"/><text x="{x}" y="{y}" font-size="{}" font-weight="bold" text-anchor="middle" dominant-baseline="central" fill="{}">{}</text>"##,
            F(r),
            F(0.06 * sz),
            F(r - 0.03 * sz),
            // A light seat's ring would vanish on the pale disc: it is drawn muted.
            if is_light(colour.fill) {
                palette::MUTED
            } else {
                colour.fill
            },
            F(0.06 * sz),
            F(0.07 * sz),
            F(0.045 * sz),
            F(r + 0.01 * sz),
            palette::INK,
            F(0.015 * sz),
            F(0.28 * sz),
            palette::MUTED,
            k.level
        );
    }
}

/// Where the ship track starts (its top-left corner on the board), and its cells' size.
const TRACK_PAD: f32 = 14.0;
const CELL: f32 = 44.0;
const CELL_GAP: f32 = 6.0;
const SHIP_H: f32 = 50.0;
/// The track's width: one cell and its margins (it runs down the board's left edge, over
/// the sea, clear of the island and its harbours).
const TRACK_W: f32 = CELL + 16.0;

/// The ship track's height.
fn track_h() -> f32 {
    8.0 + SHIP_H + f32::from(SHIP_STEPS) * (CELL + CELL_GAP) + 48.0
}

/// The top-left corner of the room below the ship track (the progress decks go there).
pub fn below_track(g: &Geometry) -> (f32, f32) {
    (
        g.board.x + TRACK_PAD,
        g.board.y + TRACK_PAD + track_h() + 12.0,
    )
}

fn ship_track(g: &Geometry, steps: u8, out: &mut String) {
    let (x0, y0) = (g.board.x + TRACK_PAD, g.board.y + TRACK_PAD);
    let total = u32::from(SHIP_STEPS);
    let cells_h = total as f32 * (CELL + CELL_GAP);
    let text_h = 48.0;
    let h = track_h();
    // Writing to a String cannot fail.
    let _ = write!(
        out,
        r##"<rect x="{}" y="{}" width="{TRACK_W}" height="{}" rx="10" fill="#FFFFFF" fill-opacity="0.9" stroke="{}" stroke-width="3"/>"##,
        F(x0),
        F(y0),
        F(h),
        palette::INK
    );
    // The ship: a hull, a mast and a sail.
    let (sx, sy) = (x0 + 8.0, y0 + 8.0);
    let _ = write!(
        out,
        r##"<path d="M{} {}L{} {}L{} {}L{} {}Z" fill="{BARBARIAN}"/><path d="M{} {}L{} {}L{} {}Z" fill="{BARBARIAN}" fill-opacity="0.75"/><path d="M{} {}L{} {}" stroke="{}" stroke-width="3"/>"##,
        F(sx),
        F(sy + 30.0),
        F(sx + CELL),
        F(sy + 30.0),
        F(sx + CELL - 8.0),
        F(sy + 42.0),
        F(sx + 8.0),
        F(sy + 42.0),
        F(sx + 20.0),
        F(sy + 2.0),
        F(sx + 20.0),
        F(sy + 26.0),
        F(sx + 40.0),
        F(sy + 26.0),
        F(sx + 20.0),
        F(sy),
        F(sx + 20.0),
        F(sy + 30.0),
        palette::INK
    );
    let cy0 = sy + SHIP_H;
    for i in 0..total {
        let taken = i < u32::from(steps);
        let last = i + 1 == total;
        let _ = write!(
            out,
            r##"<rect x="{}" y="{}" width="{CELL}" height="{CELL}" rx="6" fill="{}" stroke="{}" stroke-width="{}"/>"##,
            F(sx),
            F(cy0 + i as f32 * (CELL + CELL_GAP)),
            if taken { BARBARIAN } else { "#FFFFFF" },
            if last { BARBARIAN } else { palette::INK },
            if last { 5 } else { 2 },
        );
    }
    let _ = write!(
        out,
        r##"<text x="{}" y="{}" font-size="34" font-weight="bold" text-anchor="middle" dominant-baseline="central" fill="{BARBARIAN}">{steps}/{total}</text>"##,
        F(x0 + TRACK_W / 2.0),
        F(cy0 + cells_h + text_h / 2.0 - 2.0)
    );
}

impl DynamicLayer for Knights {
    fn name(&self) -> &'static str {
        "cities_and_knights.knights"
    }

    fn write(&self, s: &Scene<'_>, out: &mut String) -> Result<(), RenderError> {
        let Some(ck) = public(s.view) else {
            return Ok(());
        };
        let g = s.geo();
        ship_track(g, ck.ship, out);
        for k in &ck.knights {
            knight(
                g,
                g.vertex(k.vertex),
                k,
                items::owner_colour(s.view, k.owner),
                out,
            );
        }
        Ok(())
    }

    fn cache_key(&self, s: &Scene<'_>, key: &mut String) {
        if let Some(ck) = public(s.view) {
            // Writing to a String cannot fail.
            let _ = write!(
                key,
                "ck:{};{:?};",
                ck.ship,
                ck.knights
                    .iter()
                    .map(|k| (k.owner, k.vertex, k.level, k.active))
                    .collect::<Vec<_>>()
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn knight_numbers_read_on_every_seat_colour() {
        assert_eq!(text_on(palette::seat(0).fill), "#FFFFFF");
        assert_eq!(text_on(palette::seat(1).fill), "#FFFFFF");
        assert_eq!(text_on(palette::seat(2).fill), palette::INK);
        assert_eq!(text_on(palette::seat(3).fill), "#FFFFFF");
    }
}
