//! Number tokens with their probability pips; 6 and 8 in red.

use askama::Template;

use super::{StaticLayer, render_into};
use crate::RenderError;
use crate::geometry::F;
use crate::palette;
use crate::scene::BoardScene;
use crate::sprites::Sprite;

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
    radius: F,
    font_size: F,
    pip_radius: F,
}

#[derive(Template)]
#[template(path = "layers/numbers.svg", config = "../../assets/askama.toml")]
struct NumbersSvg {
    tokens: Vec<Token>,
    face: &'static str,
    ink: &'static str,
}

/// The size of each token on a tile with several numbers, against a single token's.
pub(crate) const SEVERAL_SCALE: f32 = 0.62;

/// Where the tokens of a tile with several numbers sit, in hex radii from its centre (drawn
/// at [`SEVERAL_SCALE`] times the normal size).
pub(crate) fn offsets(count: usize) -> &'static [(f32, f32)] {
    match count {
        2 => &[(-0.3, 0.05), (0.3, 0.05)],
        3 => &[(-0.3, -0.1), (0.3, -0.1), (0.0, 0.38)],
        _ => &[(-0.28, -0.1), (0.28, -0.1), (-0.28, 0.4), (0.28, 0.4)],
    }
}

/// A token for number `n` centred at `(x, y)`, `scale` times the normal size.
fn token(x: f32, y: f32, n: u8, sz: f32, scale: f32) -> Token {
    let count = pips(n);
    let step = 0.075 * sz * scale;
    let first = x - step * (count as f32 - 1.0) / 2.0;
    Token {
        x: F(x),
        y: F(y),
        text_y: F(y - 0.04 * sz * scale),
        number: n,
        colour: if n == 6 || n == 8 {
            palette::HOT_NUMBER
        } else {
            palette::INK
        },
        pips: (0..count).map(|i| F(first + i as f32 * step)).collect(),
        pip_y: F(y + 0.19 * sz * scale),
        radius: F(0.31 * sz * scale),
        font_size: F(0.3 * sz * scale),
        pip_radius: F(0.028 * sz * scale),
    }
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
        let mut tokens = Vec::new();
        for t in s.tiles {
            let c = g.hex(t.hex);
            if let Some(n) = t.number {
                tokens.push(token(c.x, c.y, n, sz, 1.0));
            }
            let several = t.numbers.as_slice();
            for (&n, &(dx, dy)) in several.iter().zip(offsets(several.len())) {
                tokens.push(token(c.x + dx * sz, c.y + dy * sz, n, sz, SEVERAL_SCALE));
            }
        }
        let tpl = NumbersSvg {
            tokens,
            face: palette::TOKEN,
            ink: palette::INK,
        };
        render_into(self.name(), &tpl, out)
    }

    fn sprites(&self, s: &BoardScene<'_>) -> Result<Option<Vec<Sprite>>, RenderError> {
        let sz = s.geo.size;
        let mut sprites = Vec::new();
        let mut place = |x: f32, y: f32, n: u8, scale: f32| -> Result<(), RenderError> {
            // The token's radius and its stroke, and a pixel for the edge's anti-aliasing.
            let half = (0.31 * sz * scale + 1.25).ceil() as i32 + 2;
            let mut svg = String::with_capacity(512);
            let tpl = NumbersSvg {
                tokens: vec![token(half as f32, half as f32, n, sz, scale)],
                face: palette::TOKEN,
                ink: palette::INK,
            };
            render_into(self.name(), &tpl, &mut svg)?;
            sprites.push(Sprite {
                x: x.round() as i32 - half,
                y: y.round() as i32 - half,
                w: 2 * half as u32,
                h: 2 * half as u32,
                svg,
            });
            Ok(())
        };
        for t in s.tiles {
            let c = s.geo.hex(t.hex);
            if let Some(n) = t.number {
                place(c.x, c.y, n, 1.0)?;
            }
            let several = t.numbers.as_slice();
            for (&n, &(dx, dy)) in several.iter().zip(offsets(several.len())) {
                place(c.x + dx * sz, c.y + dy * sz, n, 0.62)?;
            }
        }
        Ok(Some(sprites))
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
