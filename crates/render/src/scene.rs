//! What the layers draw from: the board (for the static layers) and the whole request (for the
//! dynamic ones).

use kaitaku_engine::View;
use kaitaku_engine::board::{Annotation, Harbor, Tile};
use kaitaku_engine::state::Seat;
use kaitaku_engine::view_items::BoardItems;
use kaitaku_i18n::Lang;

use super::Highlight;
use super::geometry::Geometry;

/// The parts of a game that do not change during play: the static layers see only this, so
/// their image can be cached per board.
#[derive(Clone, Copy, Debug)]
pub struct BoardScene<'a> {
    /// Canvas layout.
    pub geo: &'a Geometry,
    /// Every hex.
    pub tiles: &'a [Tile],
    /// Every harbour.
    pub harbors: &'a [Harbor],
    /// Marks printed on the map (none on base boards).
    pub annotations: &'a [Annotation],
    /// Seats at the table.
    pub seats: u8,
    /// Display names per seat (fixed for a game, so the legend's names are cached too).
    pub names: &'a [String],
}

impl BoardScene<'_> {
    /// A seat's display name (`Player N` when none was given).
    pub fn name(&self, seat: Seat) -> String {
        match self.names.get(seat as usize) {
            Some(n) if !n.trim().is_empty() => n.trim().to_string(),
            _ => format!("Player {}", seat as u32 + 1),
        }
    }
}

/// Everything a dynamic layer may draw from.
#[derive(Clone, Copy, Debug)]
pub struct Scene<'a> {
    /// The board (also seen by static layers).
    pub board: BoardScene<'a>,
    /// The game as the viewer sees it.
    pub view: &'a View,
    /// The view's pieces, counters and marks, written and derived ([`View::board_items`]).
    pub items: &'a BoardItems,
    /// Spots to label, if choosing a place.
    pub highlight: Option<&'a Highlight>,
    /// The language of the words drawn from the view's items (the modules' counters and
    /// cards); English unless the caller asks otherwise.
    pub lang: Lang,
}

impl Scene<'_> {
    /// The canvas layout.
    pub fn geo(&self) -> &Geometry {
        self.board.geo
    }

    /// A seat's display name (`Player N` when none was given).
    pub fn name(&self, seat: Seat) -> String {
        self.board.name(seat)
    }
}

/// Rough width of `text` in ems (wide characters count double), to fit names in their box.
pub fn text_width_em(text: &str) -> f32 {
    text.chars().map(char_width_em).sum()
}

fn char_width_em(c: char) -> f32 {
    match c as u32 {
        0..=0x02FF => {
            if c.is_ascii_uppercase() || c == 'm' || c == 'w' {
                0.72
            } else {
                0.6
            }
        }
        // Zero-width joiners and variation selectors.
        0x200D | 0xFE00..=0xFE0F => 0.0,
        // CJK, kana, full-width forms, emoji and other wide symbols.
        0x1100..=0x115F | 0x2E80..=0xA4CF | 0xAC00..=0xD7A3 | 0xF900..=0xFAFF | 0xFF00..=0xFF60 => {
            1.0
        }
        0x1F000..=0x1FAFF => 1.15,
        _ => 0.65,
    }
}

/// `text` cut to at most `max_em` ems, with an ellipsis when cut.
pub fn fit_text(text: &str, max_em: f32) -> String {
    if text_width_em(text) <= max_em {
        return text.to_string();
    }
    let mut out = String::new();
    let mut w = 0.6; // room for the ellipsis
    for c in text.chars() {
        w += char_width_em(c);
        if w > max_em {
            break;
        }
        out.push(c);
    }
    out.push('…');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_names_are_cut() {
        assert_eq!(fit_text("Alice", 10.0), "Alice");
        let cut = fit_text("Bartholomew the Magnificent", 8.0);
        assert!(cut.ends_with('…') && text_width_em(&cut) <= 8.7, "{cut}");
        let jp = fit_text("開拓者たちの長い名前です", 6.0);
        assert!(jp.chars().count() <= 7, "{jp}");
    }
}
