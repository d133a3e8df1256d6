//! The page, the open sea and the frame of shallow water around the island, with a sandy coast.

use std::collections::BTreeSet;

use askama::Template;

use super::{StaticLayer, render_into};
use crate::RenderError;
use crate::geometry::{F, Rect};
use crate::palette;
use crate::scene::BoardScene;
use kaitaku_engine::board::Hex;

/// Draws the page, sea and coast.
pub struct Sea;

#[derive(Template)]
#[template(path = "layers/sea.svg", config = "../../assets/askama.toml")]
struct SeaSvg {
    width: u32,
    height: u32,
    page: &'static str,
    board: [F; 4],
    deep: &'static str,
    sea: &'static str,
    sand: &'static str,
    frame: Vec<String>,
    coast: Vec<String>,
}

impl StaticLayer for Sea {
    fn name(&self) -> &'static str {
        "sea"
    }

    fn shared(&self) -> bool {
        // The sea depends on the board's shape only: every base board has the same one.
        true
    }

    fn write(&self, s: &BoardScene<'_>, out: &mut String) -> Result<(), RenderError> {
        let on_board: BTreeSet<Hex> = s.tiles.iter().map(|t| t.hex).collect();
        let frame: BTreeSet<Hex> = s
            .tiles
            .iter()
            .filter(|t| !t.terrain.navigable())
            .flat_map(|t| t.hex.neighbors())
            .chain(s.harbors.iter().map(|h| h.sea))
            .filter(|h| !on_board.contains(h))
            .collect();
        let Rect { x, y, w, h } = s.geo.board;
        let tpl = SeaSvg {
            width: s.geo.width,
            height: s.geo.height,
            page: palette::PAGE,
            board: [F(x), F(y), F(w), F(h)],
            deep: palette::DEEP_SEA,
            sea: palette::SEA,
            sand: palette::SAND,
            frame: frame.iter().map(|&h| s.geo.hex_points(h, 1.02)).collect(),
            coast: s
                .tiles
                .iter()
                .filter(|t| !t.terrain.navigable())
                .map(|t| s.geo.hex_points(t.hex, 1.08))
                .collect(),
        };
        render_into(self.name(), &tpl, out)
    }
}
