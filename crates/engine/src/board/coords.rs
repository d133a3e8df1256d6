//! Canonical coordinates for hexes, intersections (vertices) and paths (edges).
//!
//! Hexes are pointy-top, axial `(q, r)`: `q` grows eastward, `r` southward. Every hex owns two
//! of its corners (N and S) and three of its sides (NE, NW and W), so each intersection and
//! each path on any board has exactly one canonical name, independent of the board's size.
//! Names print and parse as `"q,r"`, `"q,r,N"` and `"q,r,NE"`; that is also their JSON form.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A hex position in axial coordinates.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Hex {
    /// Column, growing eastward.
    pub q: i8,
    /// Row, growing southward.
    pub r: i8,
}

/// The six neighbour directions of a pointy-top hex, in counter-clockwise order as seen on screen
/// (east first).
pub const DIRECTIONS: [(i8, i8); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];

impl Hex {
    /// Makes a hex position.
    pub const fn new(q: i8, r: i8) -> Self {
        Hex { q, r }
    }

    /// The hex one step in `direction` (an index into [`DIRECTIONS`]).
    pub fn neighbor(self, direction: usize) -> Hex {
        let (dq, dr) = DIRECTIONS[direction % 6];
        Hex::new(self.q + dq, self.r + dr)
    }

    /// All six neighbours, in [`DIRECTIONS`] order.
    pub fn neighbors(self) -> [Hex; 6] {
        std::array::from_fn(|i| self.neighbor(i))
    }

    /// Hex distance from the origin.
    pub fn ring(self) -> i8 {
        let s = -(self.q as i16) - self.r as i16;
        (self.q.unsigned_abs() as i16)
            .max(self.r.unsigned_abs() as i16)
            .max(s.abs()) as i8
    }

    /// Hex distance between two hexes.
    pub fn distance(self, other: Hex) -> i8 {
        Hex::new(self.q - other.q, self.r - other.r).ring()
    }

    /// The six corners, clockwise from the top: N, NE, SE, S, SW, NW.
    pub fn corners(self) -> [Vertex; 6] {
        let Hex { q, r } = self;
        [
            Vertex::new(self, Corner::N),
            Vertex::new(Hex::new(q + 1, r - 1), Corner::S),
            Vertex::new(Hex::new(q, r + 1), Corner::N),
            Vertex::new(self, Corner::S),
            Vertex::new(Hex::new(q - 1, r + 1), Corner::N),
            Vertex::new(Hex::new(q, r - 1), Corner::S),
        ]
    }

    /// The six sides, clockwise from the top right: NE, E, SE, SW, W, NW. Side `i` joins
    /// corners `i` and `i + 1` of [`Hex::corners`].
    pub fn sides(self) -> [Edge; 6] {
        let Hex { q, r } = self;
        [
            Edge::new(self, Side::NE),
            Edge::new(Hex::new(q + 1, r), Side::W),
            Edge::new(Hex::new(q, r + 1), Side::NW),
            Edge::new(Hex::new(q - 1, r + 1), Side::NE),
            Edge::new(self, Side::W),
            Edge::new(self, Side::NW),
        ]
    }

    /// The side shared with a neighbouring hex, if `other` is a neighbour.
    pub fn side_towards(self, other: Hex) -> Option<Edge> {
        // Side index i of `sides()` faces the neighbour in direction: NE=1, E=0, SE=5, SW=4, W=3, NW=2.
        const SIDE_FOR_DIRECTION: [usize; 6] = [1, 0, 5, 4, 3, 2];
        (0..6)
            .find(|&d| self.neighbor(d) == other)
            .map(|d| self.sides()[SIDE_FOR_DIRECTION[d]])
    }

    /// Centre in layout units: x in multiples of `sqrt(3)/2`, y in halves of the hex radius.
    pub fn center_units(self) -> (i32, i32) {
        (2 * self.q as i32 + self.r as i32, 3 * self.r as i32)
    }

    /// Centre in pixels for hexes of circumradius `size`.
    pub fn center(self, size: f32) -> (f32, f32) {
        let (x, y) = self.center_units();
        (x as f32 * size * SQRT3_HALF, y as f32 * size * 0.5)
    }
}

const SQRT3_HALF: f32 = 0.866_025_4;

/// Which owned corner of a hex a vertex is.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Corner {
    /// The top corner.
    N,
    /// The bottom corner.
    S,
}

/// Which owned side of a hex an edge is.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Side {
    /// Upper right side.
    NE,
    /// Upper left side.
    NW,
    /// Left side.
    W,
}

/// An intersection, named by the hex that owns it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Vertex {
    /// The owning hex (it need not be on the board).
    pub hex: Hex,
    /// Which of its two owned corners.
    pub corner: Corner,
}

impl Vertex {
    /// Makes a vertex name.
    pub const fn new(hex: Hex, corner: Corner) -> Self {
        Vertex { hex, corner }
    }

    /// The (up to) three hexes that meet at this intersection.
    pub fn touching_hexes(self) -> [Hex; 3] {
        let Hex { q, r } = self.hex;
        match self.corner {
            Corner::N => [self.hex, Hex::new(q, r - 1), Hex::new(q + 1, r - 1)],
            Corner::S => [self.hex, Hex::new(q - 1, r + 1), Hex::new(q, r + 1)],
        }
    }

    /// Position in layout units (see [`Hex::center_units`]).
    pub fn position_units(self) -> (i32, i32) {
        let (x, y) = self.hex.center_units();
        match self.corner {
            Corner::N => (x, y - 2),
            Corner::S => (x, y + 2),
        }
    }

    /// Position in pixels for hexes of circumradius `size`.
    pub fn position(self, size: f32) -> (f32, f32) {
        let (x, y) = self.position_units();
        (x as f32 * size * SQRT3_HALF, y as f32 * size * 0.5)
    }
}

/// A path between two intersections, named by the hex that owns it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Edge {
    /// The owning hex (it need not be on the board).
    pub hex: Hex,
    /// Which of its three owned sides.
    pub side: Side,
}

impl Edge {
    /// Makes an edge name.
    pub const fn new(hex: Hex, side: Side) -> Self {
        Edge { hex, side }
    }

    /// The two intersections this path joins.
    pub fn endpoints(self) -> [Vertex; 2] {
        let c = self.hex.corners();
        match self.side {
            Side::NE => [c[0], c[1]],
            Side::W => [c[4], c[5]],
            Side::NW => [c[5], c[0]],
        }
    }

    /// The two hexes on either side of this path.
    pub fn touching_hexes(self) -> [Hex; 2] {
        let Hex { q, r } = self.hex;
        match self.side {
            Side::NE => [self.hex, Hex::new(q + 1, r - 1)],
            Side::NW => [self.hex, Hex::new(q, r - 1)],
            Side::W => [self.hex, Hex::new(q - 1, r)],
        }
    }

    /// Midpoint in layout units, doubled to stay integral.
    pub fn midpoint_units2(self) -> (i32, i32) {
        let [a, b] = self.endpoints();
        let (ax, ay) = a.position_units();
        let (bx, by) = b.position_units();
        (ax + bx, ay + by)
    }
}

/// Error for a coordinate string that does not parse.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{input}` is not a valid {kind} (expected {expected})")]
pub struct CoordParseError {
    input: String,
    kind: &'static str,
    expected: &'static str,
}

fn parse_parts<'a>(
    s: &'a str,
    kind: &'static str,
    expected: &'static str,
    n: usize,
) -> Result<Vec<&'a str>, CoordParseError> {
    let parts: Vec<&str> = s.split(',').map(str::trim).collect();
    if parts.len() != n {
        return Err(CoordParseError {
            input: s.to_string(),
            kind,
            expected,
        });
    }
    Ok(parts)
}

fn parse_hex(
    q: &str,
    r: &str,
    s: &str,
    kind: &'static str,
    expected: &'static str,
) -> Result<Hex, CoordParseError> {
    let err = || CoordParseError {
        input: s.to_string(),
        kind,
        expected,
    };
    let q: i8 = q.parse().map_err(|_| err())?;
    let r: i8 = r.parse().map_err(|_| err())?;
    if !(-40..=40).contains(&q) || !(-40..=40).contains(&r) {
        return Err(err());
    }
    Ok(Hex::new(q, r))
}

impl fmt::Display for Hex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.q, self.r)
    }
}

impl FromStr for Hex {
    type Err = CoordParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        const EXPECTED: &str = "\"q,r\", e.g. \"0,-2\"";
        let p = parse_parts(s, "hex", EXPECTED, 2)?;
        parse_hex(p[0], p[1], s, "hex", EXPECTED)
    }
}

impl fmt::Display for Vertex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = match self.corner {
            Corner::N => "N",
            Corner::S => "S",
        };
        write!(f, "{},{}", self.hex, c)
    }
}

impl FromStr for Vertex {
    type Err = CoordParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        const EXPECTED: &str = "\"q,r,N\" or \"q,r,S\"";
        let p = parse_parts(s, "intersection", EXPECTED, 3)?;
        let hex = parse_hex(p[0], p[1], s, "intersection", EXPECTED)?;
        let corner = match p[2].to_ascii_uppercase().as_str() {
            "N" => Corner::N,
            "S" => Corner::S,
            _ => {
                return Err(CoordParseError {
                    input: s.to_string(),
                    kind: "intersection",
                    expected: EXPECTED,
                });
            }
        };
        Ok(Vertex::new(hex, corner))
    }
}

impl fmt::Display for Edge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = match self.side {
            Side::NE => "NE",
            Side::NW => "NW",
            Side::W => "W",
        };
        write!(f, "{},{}", self.hex, s)
    }
}

impl FromStr for Edge {
    type Err = CoordParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        const EXPECTED: &str = "\"q,r,NE\", \"q,r,NW\" or \"q,r,W\"";
        let p = parse_parts(s, "path", EXPECTED, 3)?;
        let hex = parse_hex(p[0], p[1], s, "path", EXPECTED)?;
        let side = match p[2].to_ascii_uppercase().as_str() {
            "NE" => Side::NE,
            "NW" => Side::NW,
            "W" => Side::W,
            _ => {
                return Err(CoordParseError {
                    input: s.to_string(),
                    kind: "path",
                    expected: EXPECTED,
                });
            }
        };
        Ok(Edge::new(hex, side))
    }
}

macro_rules! string_conversions {
    ($t:ty) => {
        impl From<$t> for String {
            fn from(v: $t) -> String {
                v.to_string()
            }
        }
        impl TryFrom<String> for $t {
            type Error = CoordParseError;
            fn try_from(s: String) -> Result<Self, Self::Error> {
                s.parse()
            }
        }
    };
}
string_conversions!(Hex);
string_conversions!(Vertex);
string_conversions!(Edge);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corners_are_shared_with_neighbours() {
        let h = Hex::new(0, 0);
        let c = h.corners();
        // N corner is shared with the NW and NE neighbours.
        assert!(Hex::new(0, -1).corners().contains(&c[0]));
        assert!(Hex::new(1, -1).corners().contains(&c[0]));
        // SE corner with E and SE.
        assert!(Hex::new(1, 0).corners().contains(&c[2]));
        assert!(Hex::new(0, 1).corners().contains(&c[2]));
    }

    #[test]
    fn sides_join_consecutive_corners() {
        for h in [Hex::new(0, 0), Hex::new(2, -1), Hex::new(-3, 2)] {
            let c = h.corners();
            for (i, side) in h.sides().iter().enumerate() {
                let mut ends = side.endpoints();
                ends.sort();
                let mut expected = [c[i], c[(i + 1) % 6]];
                expected.sort();
                assert_eq!(ends, expected, "side {i} of {h}");
                assert!(side.touching_hexes().contains(&h));
            }
        }
    }

    #[test]
    fn names_round_trip() {
        let v: Vertex = "0,-2,N".parse().unwrap();
        assert_eq!(v.to_string(), "0,-2,N");
        let e: Edge = "-1,2,nw".parse().unwrap();
        assert_eq!(e.to_string(), "-1,2,NW");
        assert!("1,2,X".parse::<Edge>().is_err());
        assert!("1,2".parse::<Vertex>().is_err());
        assert!("a,b".parse::<Hex>().is_err());
    }

    #[test]
    fn side_towards_neighbour() {
        let h = Hex::new(0, -2);
        let e = h.side_towards(Hex::new(0, -3)).unwrap();
        assert_eq!(e, Edge::new(h, Side::NW));
        assert!(h.side_towards(Hex::new(5, 5)).is_none());
    }
}
