//! Harbours: two piers from the coast to a badge in the sea showing the ratio and resource.

use askama::Template;

use super::{StaticLayer, render_into};
use crate::RenderError;
use crate::geometry::{F, Geometry, Pt};
use crate::palette;
use crate::scene::BoardScene;
use crate::sprites::Sprite;
use kaitaku_engine::board::{Harbor, HarborKind};

/// Draws the harbours.
pub struct Harbors;

struct Pier {
    x1: F,
    y1: F,
    x2: F,
    y2: F,
}

struct Item {
    piers: [Pier; 2],
    x: F,
    y: F,
    ratio: &'static str,
    ratio_y: F,
    ring: &'static str,
    icon: Option<&'static str>,
    icon_y: F,
    label: &'static str,
}

#[derive(Template)]
#[template(path = "layers/harbors.svg", config = "../../assets/askama.toml")]
struct HarborsSvg {
    items: Vec<Item>,
    radius: F,
    pier_width: F,
    font_size: F,
    small_font: F,
    icon_scale: F,
    ink: &'static str,
}

fn pier(from: Pt, to: Pt) -> Pier {
    let a = from.lerp(to, 0.12);
    Pier {
        x1: F(a.x),
        y1: F(a.y),
        x2: F(to.x),
        y2: F(to.y),
    }
}

/// The harbour `h` with its badge at `p` and its piers from the coast corners `a` and `b`.
fn item(h: &Harbor, sz: f32, p: Pt, a: Pt, b: Pt) -> Item {
    let (ratio, ring, icon, label) = match h.kind {
        HarborKind::Generic => ("3:1", palette::INK, None, "?"),
        HarborKind::Special(r) => {
            let t = palette::terrain_of(r);
            ("2:1", palette::terrain(t), Some(palette::pictogram(t)), "")
        }
    };
    Item {
        piers: [pier(a, p), pier(b, p)],
        x: F(p.x),
        y: F(p.y),
        ratio,
        ratio_y: F(p.y - 0.17 * sz),
        ring,
        icon,
        icon_y: F(p.y + 0.16 * sz),
        label,
    }
}

/// Where a harbour's badge and piers go: the badge, and the two coast corners.
fn place(g: &Geometry, h: &Harbor) -> (Pt, Pt, Pt) {
    let [a, b] = g.edge_ends(h.edge);
    let mid = a.lerp(b, 0.5);
    (mid.lerp(g.hex(h.sea), 0.66), a, b)
}

fn document(g: &Geometry, items: Vec<Item>) -> HarborsSvg {
    let sz = g.size;
    HarborsSvg {
        items,
        radius: F(0.44 * sz),
        pier_width: F(0.07 * sz),
        font_size: F(0.3 * sz),
        small_font: F(0.32 * sz),
        icon_scale: F(0.38 * g.unit()),
        ink: palette::INK,
    }
}

impl StaticLayer for Harbors {
    fn name(&self) -> &'static str {
        "harbors"
    }

    fn write(&self, s: &BoardScene<'_>, out: &mut String) -> Result<(), RenderError> {
        let g = s.geo;
        let items = s
            .harbors
            .iter()
            .map(|h| {
                let (p, a, b) = place(g, h);
                item(h, g.size, p, a, b)
            })
            .collect();
        render_into(self.name(), &document(g, items), out)
    }

    fn sprites(&self, s: &BoardScene<'_>) -> Result<Option<Vec<Sprite>>, RenderError> {
        let g = s.geo;
        let sz = g.size;
        let mut sprites = Vec::with_capacity(s.harbors.len());
        for h in s.harbors {
            let (p, a, b) = place(g, h);
            // The piers' ends relative to the badge, to whole pixels, so that harbours facing
            // the same way share a sprite.
            let rel = |q: Pt| Pt::new((q.x - p.x).round(), (q.y - p.y).round());
            let (ra, rb) = (rel(a), rel(b));
            let reach = [ra.x, ra.y, rb.x, rb.y]
                .iter()
                .fold(0.44 * sz + 2.5, |m, v| m.max(v.abs()));
            let half = (reach + 0.07 * sz).ceil() as i32 + 2;
            let local = Pt::new(half as f32, half as f32);
            let it = item(
                h,
                sz,
                local,
                local.offset(ra.x, ra.y),
                local.offset(rb.x, rb.y),
            );
            let mut svg = String::with_capacity(1024);
            render_into(self.name(), &document(g, vec![it]), &mut svg)?;
            sprites.push(Sprite {
                x: p.x.round() as i32 - half,
                y: p.y.round() as i32 - half,
                w: 2 * half as u32,
                h: 2 * half as u32,
                svg,
            });
        }
        Ok(Some(sprites))
    }
}
