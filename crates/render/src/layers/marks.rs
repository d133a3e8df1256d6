//! The modules' marks on hexes, paths and intersections ([`View::marks`](kaitaku_engine::View::marks))
//! that the base layers draw by their [look](crate::sprites::Look): a hex marked
//! [`FaceDown`](Look::FaceDown) is drawn face down (an `unknown` tile over its face and
//! number). Path marks drawn as [`BrokenRoad`](Look::BrokenRoad) are the roads layer's; a kind
//! with no look here is left to its module's own layer.

use std::fmt::Write;

use resvg::tiny_skia::Pixmap;

use super::{DynamicLayer, terrain};
use crate::RenderError;
use crate::raster;
use crate::scene::Scene;
use crate::sprites::{self, Look};
use crate::template;
use kaitaku_engine::board::Hex;
use kaitaku_engine::view_items::Place;

/// Draws the marks.
pub struct Marks;

/// The hexes drawn face down.
fn face_down(s: &Scene<'_>) -> Vec<Hex> {
    s.view
        .marks
        .iter()
        .filter_map(|m| match m.place {
            Place::Hex(h) if sprites::look(&m.kind) == Some(Look::FaceDown) => Some(h),
            _ => None,
        })
        .collect()
}

impl DynamicLayer for Marks {
    fn name(&self) -> &'static str {
        "marks"
    }

    fn write(&self, s: &Scene<'_>, out: &mut String) -> Result<(), RenderError> {
        for hex in face_down(s) {
            terrain::write_face_down(s.geo(), hex, out)?;
        }
        Ok(())
    }

    fn cache_key(&self, s: &Scene<'_>, key: &mut String) {
        if !s.items.marks.is_empty() {
            // Writing to a String cannot fail.
            let _ = write!(key, "marks:{:?};", s.items.marks);
        }
    }

    fn raster(&self, s: &Scene<'_>, pixmap: &mut Pixmap) -> bool {
        let hexes = face_down(s);
        if hexes.is_empty() {
            return true;
        }
        // A face-down tile needs the terrain pictograms, which the documents of dynamic
        // layers leave out: drawn here from a document of its own that has them.
        let mut body = String::new();
        for hex in hexes {
            if terrain::write_face_down(s.geo(), hex, &mut body).is_err() {
                return false;
            }
        }
        let g = s.geo();
        let Ok(svg) = template::document(g.width, g.height, true, false, &body) else {
            return false;
        };
        let Ok(tree) = raster::parse(&svg) else {
            return false;
        };
        raster::draw(&tree, pixmap);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Geometry;
    use crate::scene::BoardScene;
    use kaitaku_engine::view_items::{Kind, MarkView};
    use kaitaku_engine::{Game, GameConfig};

    #[test]
    fn a_hex_marked_face_down_is_drawn_as_an_unknown_tile() {
        let game = Game::new(GameConfig::base(3), 1).expect("config");
        let mut view = game.view(None);
        let hex = view.tiles[0].hex;
        view.marks.push(MarkView {
            kind: Kind::new("face_down"),
            place: Place::Hex(hex),
            owner: None,
        });
        // The same board with that tile turned face down, as the engine redacts one.
        let mut turned = view.clone();
        turned.marks.clear();
        turned.tiles[0] =
            kaitaku_engine::board::Tile::new(hex, kaitaku_engine::board::Terrain::Unknown, None);
        turned.tiles[0].face_down = true;
        let names: Vec<String> = Vec::new();
        let geo = Geometry::new(&view.tiles, 3).expect("geometry");
        let board = |v: &'_ kaitaku_engine::View| {
            let mut svg = String::new();
            let items = v.board_items();
            let scene = Scene {
                board: BoardScene {
                    geo: &geo,
                    tiles: &v.tiles,
                    harbors: &v.harbors,
                    annotations: &v.annotations,
                    seats: 3,
                    names: &names,
                },
                view: v,
                items: &items,
                highlight: None,
                lang: kaitaku_i18n::Lang::En,
            };
            Marks.write(&scene, &mut svg).expect("writes");
            let mut pixmap = raster::new_pixmap(geo.width, geo.height).expect("pixmap");
            assert!(Marks.raster(&scene, &mut pixmap));
            (svg, pixmap)
        };
        let (svg, marked) = board(&view);
        assert!(svg.contains("pic-unknown"), "{svg}");
        // The mark draws exactly the face-down tile that the terrain layer draws for it.
        let mut expected = String::new();
        super::terrain::write_face_down(&geo, hex, &mut expected).expect("writes");
        assert_eq!(svg, expected);
        let c = geo.hex(hex);
        let at = |p: &Pixmap| p.pixel(c.x as u32, (c.y + 0.5 * geo.size) as u32);
        let pixel = at(&marked).expect("inside");
        assert_eq!(pixel.alpha(), 255, "the hex centre is covered");
        // Without the mark nothing is drawn.
        let (svg, plain) = board(&turned);
        assert!(svg.is_empty());
        assert_eq!(at(&plain).map(|p| p.alpha()), Some(0));
    }
}
