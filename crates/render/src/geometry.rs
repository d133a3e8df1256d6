//! Layout geometry: where the board, the header and the legend sit on the canvas, and the
//! pixel position of every hex, intersection and path.

use std::fmt;

use kaitaku_engine::board::{Edge, Hex, Tile, Vertex};

use super::RenderError;

/// Canvas width in pixels.
pub const WIDTH: f32 = 1200.0;
/// Height of the status strip above the board.
pub const HEADER_H: f32 = 96.0;
/// Height of one player card in the legend (one card per row, its text readable when the
/// image is shown 390 px wide on a phone).
pub const CARD_H: f32 = 128.0;
/// Height of a player card with a line of module counters (trade tokens, harbour points).
pub const CARD_H_TALL: f32 = 180.0;
/// Gap around and between player cards.
pub const GAP: f32 = 12.0;
/// Sea around the outermost land hexes, in hex radii (room for harbours).
const SEA_MARGIN: f32 = 0.8;
/// Largest hex radius, so small boards are not blown up.
const MAX_SIZE: f32 = 106.0;
const SQRT3_HALF: f32 = 0.866_025_4;

/// A pixel position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pt {
    /// Horizontal, growing rightward.
    pub x: f32,
    /// Vertical, growing downward.
    pub y: f32,
}

impl Pt {
    /// Makes a point.
    pub const fn new(x: f32, y: f32) -> Pt {
        Pt { x, y }
    }
    /// The point `t` of the way from `self` to `other`.
    pub fn lerp(self, other: Pt, t: f32) -> Pt {
        Pt::new(
            self.x + (other.x - self.x) * t,
            self.y + (other.y - self.y) * t,
        )
    }
    /// This point moved by `(dx, dy)`.
    pub fn offset(self, dx: f32, dy: f32) -> Pt {
        Pt::new(self.x + dx, self.y + dy)
    }
}

/// A number printed with one decimal, for SVG attributes (deterministic output).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct F(pub f32);

impl fmt::Display for F {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Round half away from zero on the printed digit, and print -0.0 as 0.0.
        let v = (self.0 * 10.0).round() / 10.0;
        let v = if v == 0.0 { 0.0 } else { v };
        write!(f, "{v:.1}")
    }
}

/// An axis-aligned rectangle in pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    /// Left.
    pub x: f32,
    /// Top.
    pub y: f32,
    /// Width.
    pub w: f32,
    /// Height.
    pub h: f32,
}

/// Where everything goes on the canvas for one board and player count.
#[derive(Clone, Debug, PartialEq)]
pub struct Geometry {
    /// Canvas width in pixels.
    pub width: u32,
    /// Canvas height in pixels.
    pub height: u32,
    /// Hex circumradius in pixels.
    pub size: f32,
    /// Pixel position of layout units (0, 0).
    origin: Pt,
    /// The status strip.
    pub header: Rect,
    /// The sea and the island.
    pub board: Rect,
    /// The player cards.
    pub legend: Rect,
    /// Rows of player cards.
    pub legend_rows: u32,
    /// Height of one player card.
    pub card_h: f32,
}

impl Geometry {
    /// Fits the board made of `tiles` and a legend for `players` seats on the canvas.
    pub fn new(tiles: &[Tile], players: usize) -> Result<Geometry, RenderError> {
        Geometry::with_legend(tiles, players, CARD_H)
    }

    /// Fits the board made of `tiles` and a legend of `cards` cards `card_h` pixels high.
    pub fn with_legend(tiles: &[Tile], cards: usize, card_h: f32) -> Result<Geometry, RenderError> {
        if tiles.is_empty() {
            return Err(RenderError::EmptyBoard);
        }
        let (mut min_x, mut max_x, mut min_y, mut max_y) = (i32::MAX, i32::MIN, i32::MAX, i32::MIN);
        for t in tiles {
            let (x, y) = t.hex.center_units();
            min_x = min_x.min(x);
            max_x = max_x.max(x);
            min_y = min_y.min(y);
            max_y = max_y.max(y);
        }
        // Extent in hex radii: centres' spread plus one hex, plus the sea margin on each side.
        let span_w = (max_x - min_x) as f32 * SQRT3_HALF + 2.0 * SQRT3_HALF + 2.0 * SEA_MARGIN;
        let span_h = (max_y - min_y) as f32 * 0.5 + 2.0 + 2.0 * SEA_MARGIN;
        let size = (WIDTH / span_w).min(MAX_SIZE);
        let board_h = (span_h * size).ceil();
        let board = Rect {
            x: 0.0,
            y: HEADER_H,
            w: WIDTH,
            h: board_h,
        };
        let centre_units = (
            (min_x + max_x) as f32 * 0.5 * SQRT3_HALF,
            (min_y + max_y) as f32 * 0.25,
        );
        let origin = Pt::new(
            board.x + board.w * 0.5 - centre_units.0 * size,
            board.y + board.h * 0.5 - centre_units.1 * size,
        );
        let legend_rows = cards.max(1) as u32;
        let legend = Rect {
            x: GAP,
            y: board.y + board.h + GAP,
            w: WIDTH - 2.0 * GAP,
            h: legend_rows as f32 * (card_h + GAP) - GAP,
        };
        let height = (legend.y + legend.h + GAP).ceil();
        Ok(Geometry {
            width: WIDTH as u32,
            height: height as u32,
            size,
            origin,
            header: Rect {
                x: 0.0,
                y: 0.0,
                w: WIDTH,
                h: HEADER_H,
            },
            board,
            legend,
            legend_rows,
            card_h,
        })
    }

    fn units(&self, (x, y): (i32, i32)) -> Pt {
        Pt::new(
            self.origin.x + x as f32 * self.size * SQRT3_HALF,
            self.origin.y + y as f32 * self.size * 0.5,
        )
    }

    /// Centre of a hex.
    pub fn hex(&self, h: Hex) -> Pt {
        self.units(h.center_units())
    }

    /// Position of an intersection.
    pub fn vertex(&self, v: Vertex) -> Pt {
        self.units(v.position_units())
    }

    /// Midpoint of a path.
    pub fn edge_mid(&self, e: Edge) -> Pt {
        let [a, b] = self.edge_ends(e);
        a.lerp(b, 0.5)
    }

    /// Both ends of a path.
    pub fn edge_ends(&self, e: Edge) -> [Pt; 2] {
        e.endpoints().map(|v| self.vertex(v))
    }

    /// The `points` attribute of a pointy-top hexagon of radius `scale × size` around `h`.
    pub fn hex_points(&self, h: Hex, scale: f32) -> String {
        self.hex_points_at(self.hex(h), scale)
    }

    /// The `points` attribute of a pointy-top hexagon of radius `scale × size` around `c`.
    pub fn hex_points_at(&self, c: Pt, scale: f32) -> String {
        let r = self.size * scale;
        let mut s = String::with_capacity(96);
        for (i, (dx, dy)) in HEX_CORNERS.iter().enumerate() {
            if i > 0 {
                s.push(' ');
            }
            s.push_str(&format!("{},{}", F(c.x + dx * r), F(c.y + dy * r)));
        }
        s
    }

    /// Pixels per unit of the 100-unit pictogram and piece boxes (a hex is about 170 units wide).
    pub fn unit(&self) -> f32 {
        self.size / 100.0
    }
}

/// Unit offsets of a pointy-top hexagon's corners, clockwise from the top.
const HEX_CORNERS: [(f32, f32); 6] = [
    (0.0, -1.0),
    (SQRT3_HALF, -0.5),
    (SQRT3_HALF, 0.5),
    (0.0, 1.0),
    (-SQRT3_HALF, 0.5),
    (-SQRT3_HALF, -0.5),
];

#[cfg(test)]
mod tests {
    use super::*;
    use kaitaku_engine::board::layout::beginner_layout;

    #[test]
    fn base_board_fits_the_canvas() {
        let layout = beginner_layout();
        let g = Geometry::new(&layout.tiles, 4).unwrap();
        assert_eq!(g.width, 1200);
        for t in &layout.tiles {
            for v in t.hex.corners() {
                let p = g.vertex(v);
                assert!(p.x > g.board.x && p.x < g.board.x + g.board.w, "{p:?}");
                assert!(p.y > g.board.y && p.y < g.board.y + g.board.h, "{p:?}");
            }
        }
        // The island is centred.
        let c = g.hex(Hex::new(0, 0));
        assert!((c.x - 600.0).abs() < 0.5);
        assert!(g.height > g.board.y as u32 + g.board.h as u32);
    }

    #[test]
    fn numbers_print_deterministically() {
        assert_eq!(F(1.25).to_string(), "1.3");
        assert_eq!(F(-0.01).to_string(), "0.0");
        assert_eq!(F(600.0).to_string(), "600.0");
    }
}
