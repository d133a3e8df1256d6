//! Cities & Knights' progress-card pieces and the turn's dice: the merchant on its hex (a pawn
//! in its owner's colour with a gold coin), a pillaged city standing for a settlement (a dark
//! red badge with a broken-wall cross on the city), the three decks' sizes under the ship
//! track (a card of each colour with its count), and the status strip's dice (the red die red,
//! the event die's face before them: the ship on dark red, or a city gate on its colour).

use std::fmt::Write;

use super::board::BARBARIAN;
use super::public;
use crate::RenderError;
use crate::geometry::{F, Geometry, Pt};
use crate::items;
use crate::layers::DynamicLayer;
use crate::modules::StatusDice;
use crate::palette;
use crate::scene::Scene;
use kaitaku_engine::View;
use kaitaku_engine::modules::cities_and_knights::{EventDie, Track};

/// The red production die's fill.
pub const RED_DIE: &str = "#C62828";
/// Each track's colour (trade yellow, politics blue, science green: the seed's gates).
pub const TRACK_COLOURS: [&str; 3] = ["#E0A800", "#2563B0", "#2E8B3E"];

/// Draws the merchant, the pillaged cities' badges and the decks' sizes.
pub struct ProgressPieces;

/// The status strip's dice with C&K: the white die, the red die red, the event die's face.
pub fn status_dice(view: &View) -> Option<StatusDice> {
    let ck = public(view)?;
    Some(StatusDice {
        colours: [("#FFFFFF", palette::INK), (RED_DIE, "#FFFFFF")],
        extra: ck.event_die.map(event_die),
    })
}

/// The event die's face as SVG in a 50×50 box: the ship on dark red, or a gate on its
/// track's colour.
fn event_die(face: EventDie) -> String {
    let (fill, picture) = match face.track() {
        None => (
            BARBARIAN,
            // A hull, a mast and a sail.
            r##"<path d="M8 31L42 31L37 40L13 40Z" fill="#FFFFFF"/><path d="M24 8L24 29L38 29Z" fill="#FFFFFF"/><path d="M22 6L22 31" stroke="#FFFFFF" stroke-width="3"/>"##,
        ),
        Some(track) => (
            TRACK_COLOURS[track as usize],
            // A city gate: two towers and an arch.
            r##"<path d="M10 41L10 14L17 14L17 19L33 19L33 14L40 14L40 41L30 41L30 31A5 5 0 0 0 20 31L20 41Z" fill="#FFFFFF"/>"##,
        ),
    };
    format!(
        r##"<rect x="0" y="0" width="50" height="50" rx="9" fill="{fill}" stroke="{}" stroke-width="2.5"/>{picture}"##,
        palette::INK
    )
}

/// The merchant at `at`: a pawn in the owner's colours, a gold coin on its chest.
fn merchant(g: &Geometry, at: Pt, fill: &str, outline: &str, out: &mut String) {
    let u = g.size / 72.0;
    let (x, y) = (at.x, at.y);
    out.push_str(r#"<g stroke-linejoin="round">"#);
    // The pawn's white halo, then the pawn itself outlined in its owner's ink.
    for (stroke, width) in [("#FFFFFF", 7.0 * u), (outline, 2.5 * u)] {
        // Writing to a String cannot fail.
        let _ = write!(
            out,
            r##"<path d="M{} {}L{} {}Q{} {} {} {}Q{} {} {} {}Z" fill="{fill}" stroke="{stroke}" stroke-width="{}"/><circle cx="{}" cy="{}" r="{}" fill="{fill}" stroke="{stroke}" stroke-width="{}"/>"##,
            F(x - 20.0 * u),
            F(y + 22.0 * u),
            F(x + 20.0 * u),
            F(y + 22.0 * u),
            F(x + 16.0 * u),
            F(y - 4.0 * u),
            F(x),
            F(y - 6.0 * u),
            F(x - 16.0 * u),
            F(y - 4.0 * u),
            F(x - 20.0 * u),
            F(y + 22.0 * u),
            F(width),
            F(x),
            F(y - 14.0 * u),
            F(10.0 * u),
            F(width),
        );
    }
    // The coin.
    let _ = write!(
        out,
        r##"<circle cx="{}" cy="{}" r="{}" fill="{}" stroke="{}" stroke-width="{}"/></g>"##,
        F(x),
        F(y + 9.0 * u),
        F(7.0 * u),
        palette::AWARD,
        palette::INK,
        F(1.5 * u),
    );
}

/// A pillaged city's badge at `at`: dark red, a white cross (its walls broken).
fn pillaged(g: &Geometry, at: Pt, out: &mut String) {
    let u = g.size / 100.0;
    let r = 16.0 * u;
    let c = at.offset(26.0 * u, -28.0 * u);
    let d = 6.0 * u;
    // Writing to a String cannot fail.
    let _ = write!(
        out,
        r##"<circle cx="{}" cy="{}" r="{}" fill="{BARBARIAN}" stroke="#FFFFFF" stroke-width="{}"/><path d="M{} {}L{} {}M{} {}L{} {}" stroke="#FFFFFF" stroke-width="{}" stroke-linecap="round"/>"##,
        F(c.x),
        F(c.y),
        F(r),
        F(3.0 * u),
        F(c.x - d),
        F(c.y - d),
        F(c.x + d),
        F(c.y + d),
        F(c.x + d),
        F(c.y - d),
        F(c.x - d),
        F(c.y + d),
        F(3.5 * u),
    );
}

/// The decks' sizes under the ship track: a card of each colour with its count.
fn decks(g: &Geometry, sizes: [u8; 3], out: &mut String) {
    let (x0, y0) = super::board::below_track(g);
    let (w, h, gap) = (44.0, 56.0, 8.0);
    // Writing to a String cannot fail.
    for track in Track::ALL {
        let i = track as usize;
        let (x, y) = (x0 + 8.0, y0 + i as f32 * (h + gap));
        let _ = write!(
            out,
            r##"<rect x="{}" y="{}" width="{w}" height="{h}" rx="6" fill="{}" stroke="{}" stroke-width="3"/><text x="{}" y="{}" font-size="32" font-weight="bold" text-anchor="middle" dominant-baseline="central" fill="#FFFFFF">{}</text>"##,
            F(x),
            F(y),
            TRACK_COLOURS[i],
            palette::INK,
            F(x + w / 2.0),
            F(y + h / 2.0),
            sizes[i]
        );
    }
}

impl DynamicLayer for ProgressPieces {
    fn name(&self) -> &'static str {
        "cities_and_knights.progress"
    }

    fn write(&self, s: &Scene<'_>, out: &mut String) -> Result<(), RenderError> {
        let Some(ck) = public(s.view) else {
            return Ok(());
        };
        let g = s.geo();
        for (_, vertex) in &ck.reduced {
            pillaged(g, g.vertex(*vertex), out);
        }
        if let Some(m) = &ck.merchant {
            let colour = items::owner_colour(s.view, m.seat);
            let at = g.hex(m.hex).offset(0.45 * g.size, -0.28 * g.size);
            merchant(g, at, colour.fill, colour.outline, out);
        }
        decks(g, ck.decks, out);
        Ok(())
    }

    fn cache_key(&self, s: &Scene<'_>, key: &mut String) {
        if let Some(ck) = public(s.view) {
            // Writing to a String cannot fail.
            let _ = write!(
                key,
                "ckp:{:?};{:?};{:?};",
                ck.reduced,
                ck.merchant.as_ref().map(|m| (m.seat, m.hex)),
                ck.decks
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_event_die_face_has_a_picture_apart() {
        let faces = [
            EventDie::Ship,
            EventDie::Trade,
            EventDie::Politics,
            EventDie::Science,
        ];
        let pictures: Vec<String> = faces.iter().map(|f| event_die(*f)).collect();
        for (i, p) in pictures.iter().enumerate() {
            assert!(p.starts_with("<rect"), "{p}");
            for q in &pictures[i + 1..] {
                assert_ne!(p, q);
            }
        }
    }
}
