//! The modules' pieces on the board ([`View::pieces`](kaitaku_engine::View::pieces)), each drawn
//! by its kind's [look](crate::sprites::Look): the settlement or city shape, or a disc with one
//! dot per level, in its owner's colours (nobody's pieces in ink), at its place (an
//! intersection, a hex's centre, a path's middle). A face-down piece is drawn dark; pieces
//! beside the board are not drawn here.

use std::fmt::Write;

use resvg::tiny_skia::{PathBuilder, Pixmap, Transform};

use super::DynamicLayer;
use crate::RenderError;
use crate::geometry::{F, Pt};
use crate::items;
use crate::palette::{self, SeatColour};
use crate::pieces;
use crate::scene::Scene;
use crate::sprites::{self, Look};
use kaitaku_engine::view_items::{PieceView, Place};

/// Draws the modules' pieces.
pub struct Figures;

/// Nobody's pieces, and face-down ones.
const NOBODY: SeatColour = SeatColour {
    fill: palette::INK,
    outline: "#FFFFFF",
    name: "nobody",
};

/// The shape a look draws, if it is a piece's.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Shape {
    Settlement,
    City,
    Disc,
}

/// One piece to draw: where, its shape, colours and level.
struct Figure {
    at: Pt,
    shape: Shape,
    colour: SeatColour,
    level: u8,
}

fn figures(s: &Scene<'_>) -> Vec<Figure> {
    let g = s.geo();
    s.items
        .pieces
        .iter()
        .filter_map(|p: &PieceView| {
            let shape = match sprites::look(&p.kind)? {
                Look::Settlement => Shape::Settlement,
                Look::City => Shape::City,
                Look::Disc => Shape::Disc,
                _ => return None,
            };
            let at = match p.place {
                Place::Hex(h) => g.hex(h),
                Place::Path(e) => g.edge_mid(e),
                Place::Intersection(v) => g.vertex(v),
                Place::OffBoard => return None,
            };
            let colour = match p.owner {
                Some(o) if !p.flags.face_down => items::owner_colour(s.view, o),
                _ => NOBODY,
            };
            Some(Figure {
                at,
                shape,
                colour,
                level: p.level,
            })
        })
        .collect()
}

/// Disc radius and level dots, in hundredths of the hex radius.
const DISC_R: f32 = 17.0;
const DOT_R: f32 = 3.5;

/// Where the level dots of a disc go, in hundredths of the hex radius.
fn dots(level: u8) -> impl Iterator<Item = (f32, f32)> {
    let n = level.min(4) as usize;
    (0..n).map(move |i| ((i as f32 - (n as f32 - 1.0) / 2.0) * 9.0, 0.0))
}

impl DynamicLayer for Figures {
    fn name(&self) -> &'static str {
        "figures"
    }

    fn write(&self, s: &Scene<'_>, out: &mut String) -> Result<(), RenderError> {
        if s.items.pieces.is_empty() {
            return Ok(());
        }
        let scale = s.geo().unit() * 1.15;
        for f in figures(s) {
            // Writing to a String cannot fail.
            let _ = write!(
                out,
                r#"<g transform="translate({} {}) scale({})">"#,
                F(f.at.x),
                F(f.at.y),
                F(scale)
            );
            match f.shape {
                Shape::Settlement | Shape::City => {
                    let id = if f.shape == Shape::City {
                        "city"
                    } else {
                        "settlement"
                    };
                    let _ = write!(
                        out,
                        r##"<use xlink:href="#{id}" fill="none" stroke="#FFFFFF" stroke-width="10"/><use xlink:href="#{id}" fill="{}" stroke="{}" stroke-width="4"/>"##,
                        f.colour.fill, f.colour.outline
                    );
                }
                Shape::Disc => {
                    let _ = write!(
                        out,
                        r##"<circle r="{DISC_R}" fill="{}" stroke="#FFFFFF" stroke-width="4"/>"##,
                        f.colour.fill
                    );
                    for (x, y) in dots(f.level) {
                        let _ = write!(
                            out,
                            r#"<circle cx="{x}" cy="{y}" r="{DOT_R}" fill="{}"/>"#,
                            f.colour.outline
                        );
                    }
                }
            }
            out.push_str("</g>");
        }
        Ok(())
    }

    fn cache_key(&self, s: &Scene<'_>, key: &mut String) {
        if !s.items.pieces.is_empty() {
            // Writing to a String cannot fail.
            let _ = write!(key, "figures:{:?};", s.items.pieces);
        }
    }

    fn raster(&self, s: &Scene<'_>, pixmap: &mut Pixmap) -> bool {
        if s.items.pieces.is_empty() {
            return true;
        }
        let scale = s.geo().unit() * 1.15;
        let (Some(settlement), Some(city)) = (pieces::settlement(), pieces::city()) else {
            return false;
        };
        let white = pieces::colour("#FFFFFF");
        for f in figures(s) {
            let ts = Transform::from_row(scale, 0.0, 0.0, scale, f.at.x, f.at.y);
            match f.shape {
                Shape::Settlement | Shape::City => {
                    let shape = if f.shape == Shape::City {
                        &city
                    } else {
                        &settlement
                    };
                    pieces::stroke(pixmap, shape, white, 10.0, ts);
                    pieces::fill(pixmap, shape, pieces::colour(f.colour.fill), ts);
                    pieces::stroke(pixmap, shape, pieces::colour(f.colour.outline), 4.0, ts);
                }
                Shape::Disc => {
                    let Some(disc) = PathBuilder::from_circle(0.0, 0.0, DISC_R) else {
                        return false;
                    };
                    pieces::fill(pixmap, &disc, pieces::colour(f.colour.fill), ts);
                    pieces::stroke(pixmap, &disc, white, 4.0, ts);
                    for (x, y) in dots(f.level) {
                        if let Some(dot) = PathBuilder::from_circle(x, y, DOT_R) {
                            pieces::fill(pixmap, &dot, pieces::colour(f.colour.outline), ts);
                        }
                    }
                }
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Geometry;
    use crate::raster;
    use crate::scene::BoardScene;
    use kaitaku_engine::view_items::{Kind, PieceFlags};
    use kaitaku_engine::{Game, GameConfig};

    #[test]
    fn pieces_are_drawn_by_their_kind_at_their_place_and_unknown_kinds_are_not() {
        let game = Game::new(GameConfig::base(3), 1).expect("config");
        let mut view = game.view(None);
        let hex = view.tiles[4].hex;
        let piece = |kind: &'static str, owner, place, level| PieceView {
            kind: Kind::new(kind),
            owner,
            place,
            level,
            flags: PieceFlags::default(),
        };
        view.pieces = vec![
            piece("test.knight", Some(1), Place::Hex(hex), 2),
            piece(
                "test.unknown_kind",
                Some(0),
                Place::Hex(view.tiles[0].hex),
                0,
            ),
            piece("test.knight", None, Place::OffBoard, 1),
        ];
        let names: Vec<String> = Vec::new();
        let geo = Geometry::new(&view.tiles, 3).expect("geometry");
        let items = view.board_items();
        let scene = Scene {
            board: BoardScene {
                geo: &geo,
                tiles: &view.tiles,
                harbors: &view.harbors,
                annotations: &view.annotations,
                seats: 3,
                names: &names,
            },
            view: &view,
            items: &items,
            highlight: None,
            lang: kaitaku_i18n::Lang::En,
        };
        let mut svg = String::new();
        Figures.write(&scene, &mut svg).expect("writes");
        // One disc (the knight on the board) with its two level dots; nothing else.
        assert_eq!(svg.matches("<circle").count(), 3, "{svg}");
        assert!(svg.contains(palette::seat(1).fill));
        let mut pixmap = raster::new_pixmap(geo.width, geo.height).expect("pixmap");
        assert!(Figures.raster(&scene, &mut pixmap));
        let at = |h| {
            let c = geo.hex(h);
            pixmap.pixel(c.x as u32, c.y as u32 + 12).map(|p| p.alpha())
        };
        assert_eq!(at(hex), Some(255), "the knight is drawn");
        assert_eq!(
            at(view.tiles[0].hex),
            Some(0),
            "a kind with no sprite is not"
        );
        let mut key = String::new();
        Figures.cache_key(&scene, &mut key);
        assert!(key.contains("test.knight"));
    }
}
