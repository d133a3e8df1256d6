//! Direct drawing of the simple pieces (roads, buildings, robber) with tiny-skia paths, for
//! PNG output: the same shapes as the SVG templates, without building and parsing an SVG
//! document each render. The SVG output ([`render_svg`](super::render_svg)) still uses the
//! templates.

use resvg::tiny_skia::{
    Color, FillRule, LineJoin, Paint, Path, PathBuilder, Pixmap, Rect, Stroke, Transform,
};

use super::geometry::Pt;

/// Parses a `#RRGGBB` palette colour (opaque black if malformed; palette colours are constants).
pub fn colour(hex: &str) -> Color {
    let byte = |i: usize| {
        hex.get(i..i + 2)
            .and_then(|s| u8::from_str_radix(s, 16).ok())
            .unwrap_or(0)
    };
    Color::from_rgba8(byte(1), byte(3), byte(5), 255)
}

fn paint(c: Color) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color(c);
    p.anti_alias = true;
    p
}

/// Fills `path` with a flat colour.
pub fn fill(pixmap: &mut Pixmap, path: &Path, c: Color, ts: Transform) {
    pixmap.fill_path(path, &paint(c), FillRule::Winding, ts, None);
}

/// Strokes `path` with a flat colour and round joins.
pub fn stroke(pixmap: &mut Pixmap, path: &Path, c: Color, width: f32, ts: Transform) {
    let s = Stroke {
        width,
        line_join: LineJoin::Round,
        ..Stroke::default()
    };
    pixmap.stroke_path(path, &paint(c), &s, ts, None);
}

/// The eight corners of a bar from `p` to `q` of half-width `hw` with chamfered ends: the
/// road shape, shared by the SVG template and the direct drawing.
pub fn bar_corners(p: Pt, q: Pt, hw: f32) -> [Pt; 8] {
    let len = ((q.x - p.x).powi(2) + (q.y - p.y).powi(2)).sqrt().max(1e-3);
    let (ux, uy) = ((q.x - p.x) / len, (q.y - p.y) / len);
    let (nx, ny) = (-uy, ux);
    let at = |o: Pt, du: f32, dn: f32| Pt::new(o.x + ux * du + nx * dn, o.y + uy * du + ny * dn);
    let c = hw * 0.45;
    [
        at(p, -hw, c),
        at(p, -c, hw),
        at(q, c, hw),
        at(q, hw, c),
        at(q, hw, -c),
        at(q, c, -hw),
        at(p, -c, -hw),
        at(p, -hw, -c),
    ]
}

/// Appends the bar of [`bar_corners`] to `pb` as a closed subpath.
pub fn bar(pb: &mut PathBuilder, p: Pt, q: Pt, hw: f32) {
    let [first, rest @ ..] = bar_corners(p, q, hw);
    pb.move_to(first.x, first.y);
    for pt in rest {
        pb.line_to(pt.x, pt.y);
    }
    pb.close();
}

fn polygon(pts: &[(f32, f32)]) -> Option<Path> {
    let mut pb = PathBuilder::new();
    let (&(x0, y0), rest) = pts.split_first()?;
    pb.move_to(x0, y0);
    for &(x, y) in rest {
        pb.line_to(x, y);
    }
    pb.close();
    pb.finish()
}

/// The settlement shape of `defs/pieces.svg`, in hundredths of the hex radius.
pub fn settlement() -> Option<Path> {
    polygon(&[
        (-15.0, 16.0),
        (-15.0, -4.0),
        (0.0, -19.0),
        (15.0, -4.0),
        (15.0, 16.0),
    ])
}

/// The city shape of `defs/pieces.svg`, in hundredths of the hex radius.
pub fn city() -> Option<Path> {
    polygon(&[
        (-25.0, 18.0),
        (-25.0, -10.0),
        (-12.5, -23.0),
        (0.0, -10.0),
        (0.0, -3.0),
        (25.0, -3.0),
        (25.0, 18.0),
    ])
}

/// The robber of `defs/pieces.svg` (base, body, head), in hundredths of the hex radius.
pub fn robber() -> [Option<Path>; 3] {
    let base = Rect::from_xywh(-19.0, 17.0, 38.0, 14.0).and_then(PathBuilder::from_oval);
    let mut pb = PathBuilder::new();
    pb.move_to(-13.0, 23.0);
    pb.quad_to(-16.0, 2.0, -6.0, -3.0);
    pb.line_to(6.0, -3.0);
    pb.quad_to(16.0, 2.0, 13.0, 23.0);
    pb.close();
    let head = PathBuilder::from_circle(0.0, -13.0, 11.0);
    [base, pb.finish(), head]
}

/// The two halves of a damaged road from `p` to `q`: the bar broken in the middle.
pub fn broken_halves(p: Pt, q: Pt) -> [(Pt, Pt); 2] {
    [(p, p.lerp(q, 0.36)), (p.lerp(q, 0.64), q)]
}

/// The zigzag crack drawn across the gap of a damaged road of half-width `hw` (a polyline).
pub fn crack_points(p: Pt, q: Pt, hw: f32) -> [Pt; 4] {
    let len = ((q.x - p.x).powi(2) + (q.y - p.y).powi(2)).sqrt().max(1e-3);
    let (ux, uy) = ((q.x - p.x) / len, (q.y - p.y) / len);
    let (nx, ny) = (-uy, ux);
    let m = p.lerp(q, 0.5);
    let at = |du: f32, dn: f32| Pt::new(m.x + ux * du + nx * dn, m.y + uy * du + ny * dn);
    let d = 0.08 * len;
    [
        at(-d, -2.6 * hw),
        at(d, -0.7 * hw),
        at(-d, 0.7 * hw),
        at(d, 2.6 * hw),
    ]
}

/// Width of the crack's stroke.
pub const CRACK_WIDTH: f32 = 4.5;
