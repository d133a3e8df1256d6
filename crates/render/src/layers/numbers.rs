//! Number tokens with their probability pips; 6 and 8 in red.

use askama::Template;

use super::{StaticLayer, render_into};
use crate::RenderError;
use crate::geometry::F;
use crate::palette;
use crate::scene::BoardScene;

/// Draws the number tokens.
pub struct Numbers;

struct Token {
    x: F,
    y: F,
    text_y: F,
    number: u8,
    colour: &'static str,
    pips: Vec<F>,
    pip_y: F,
}

#[derive(Template)]
#[template(path = "layers/numbers.svg", config = "../../assets/askama.toml")]
struct NumbersSvg {
    tokens: Vec<Token>,
    radius: F,
    font_size: F,
    pip_radius: F,
    face: &'static str,
    ink: &'static str,
}

/// Pips on a token: the number of dice combinations that roll it.
pub fn pips(n: u8) -> u8 {
    6u8.saturating_sub((7i16 - n as i16).unsigned_abs() as u8)
}

impl StaticLayer for Numbers {
    fn name(&self) -> &'static str {
        "numbers"
    }

    fn write(&self, s: &BoardScene<'_>, out: &mut String) -> Result<(), RenderError> {
        let g = s.geo;
        let sz = g.size;
        let tokens = s
            .tiles
            .iter()
            .filter_map(|t| t.number.map(|n| (t, n)))
            .map(|(t, n)| {
                let c = g.hex(t.hex);
                let count = pips(n);
                let step = 0.075 * sz;
                let first = c.x - step * (count as f32 - 1.0) / 2.0;
                Token {
                    x: F(c.x),
                    y: F(c.y),
                    text_y: F(c.y - 0.04 * sz),
                    number: n,
                    colour: if n == 6 || n == 8 {
                        palette::HOT_NUMBER
                    } else {
                        palette::INK
                    },
                    pips: (0..count).map(|i| F(first + i as f32 * step)).collect(),
                    pip_y: F(c.y + 0.19 * sz),
                }
            })
            .collect();
        let tpl = NumbersSvg {
            tokens,
            radius: F(0.31 * sz),
            font_size: F(0.3 * sz),
            pip_radius: F(0.028 * sz),
            face: palette::TOKEN,
            ink: palette::INK,
        };
        render_into(self.name(), &tpl, out)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn pips_count_dice_combinations() {
        let got: Vec<u8> = (2..=12).map(super::pips).collect();
        assert_eq!(got, [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
    }
}
