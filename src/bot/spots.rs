//! Place choosers' options: each spot says what it touches (`45 — 6 grain · 5 brick · 3 ore
//! (11 pips) · 3:1 harbour`), intersections best first (most pips, then a harbour), so the
//! select menus and autocomplete are worth reading on their own. Pure functions of the board.

use kaitaku_engine::board::{Board, EdgeId, HarborKind, HexId, Terrain, VertexId};
use kaitaku_engine::{Action, Seat, View};
use kaitaku_i18n::{Lang, resource_name, t};
use kaitaku_render::{LabelledSpot, Spot};

use super::compose::Table;
use super::custom_id::PickKind;

/// How often a number is rolled, in 36ths (the dots on its token): 6 and 8 have 5.
pub fn pips(number: u8) -> u8 {
    match number {
        2..=12 if number != 7 => 6 - number.abs_diff(7),
        _ => 0,
    }
}

/// What an intersection touches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VertexInfo {
    /// The producing hexes around it: (number, terrain), best number first.
    pub tiles: Vec<(u8, Terrain)>,
    /// Whether the desert is one of them.
    pub desert: bool,
    /// The sum of the pips of its numbers.
    pub pips: u8,
    /// The harbour it stands on.
    pub harbour: Option<HarborKind>,
}

/// What intersection `v` of `board` touches.
pub fn vertex_info(board: &Board, v: VertexId) -> VertexInfo {
    let mut tiles = Vec::new();
    let mut desert = false;
    for h in board.vertex_hexes(v) {
        let tile = board.tile(h).redacted();
        match (tile.terrain, tile.number) {
            (Terrain::Desert, _) => desert = true,
            (terrain, Some(n)) if terrain.resource().is_some() => tiles.push((n, terrain)),
            _ => {}
        }
    }
    tiles.sort_by_key(|(n, _)| std::cmp::Reverse(pips(*n)));
    VertexInfo {
        pips: tiles.iter().map(|(n, _)| pips(*n)).sum(),
        tiles,
        desert,
        harbour: board.vertex_harbor(v),
    }
}

/// A hex's number and resource (`6 grain`), or `desert`.
fn tile_words(number: Option<u8>, terrain: Terrain, lang: Lang) -> String {
    match (terrain.resource(), number) {
        (Some(r), Some(n)) => t!(
            lang,
            "spot-tile",
            number = n,
            resource = resource_name(r, lang)
        ),
        (Some(r), None) => resource_name(r, lang).to_string(),
        (None, _) => t!(lang, "spot-desert"),
    }
}

/// A harbour in words (`3:1 harbour`, `2:1 ore harbour`).
pub fn harbour_words(kind: HarborKind, lang: Lang) -> String {
    match kind {
        HarborKind::Generic => t!(lang, "spot-harbour-generic"),
        HarborKind::Special(r) => {
            t!(
                lang,
                "spot-harbour-special",
                resource = resource_name(r, lang)
            )
        }
    }
}

/// What an intersection touches, in words: `6 grain · 5 brick · 3 ore (11 pips) · 3:1 harbour`.
pub fn vertex_words(info: &VertexInfo, lang: Lang) -> String {
    let mut parts: Vec<String> = info
        .tiles
        .iter()
        .map(|(n, terrain)| tile_words(Some(*n), *terrain, lang))
        .collect();
    if info.desert {
        parts.push(t!(lang, "spot-desert"));
    }
    let mut text = if parts.is_empty() {
        t!(lang, "spot-nothing")
    } else {
        t!(
            lang,
            "spot-produces",
            tiles = parts.join(" · "),
            pips = info.pips
        )
    };
    if let Some(h) = info.harbour {
        text.push_str(" · ");
        text.push_str(&harbour_words(h, lang));
    }
    text
}

/// A hex's words for the robber's chooser (`6 grain`).
pub fn hex_words(board: &Board, h: HexId, lang: Lang) -> String {
    let tile = board.tile(h).redacted();
    tile_words(tile.number, tile.terrain, lang)
}

/// The options (label, value) of a place chooser, labels in the chooser's (the acting user's)
/// language: intersections with what they touch, best first (most pips, a harbour, then the
/// code); paths with where they lead and what it touches, in code order; robber hexes with their tile
/// and whom to rob, in code order.
pub fn pick_options(
    kind: PickKind,
    spots: &[LabelledSpot],
    legal: &[Action],
    board: &Board,
    view: &View,
    table: &Table,
    lang: Lang,
) -> Vec<(String, String)> {
    // In the order players read the labels: `2` before `10`, `r9` before `r10`.
    let code_order = |code: &str| (code.len(), code.to_string());
    match kind {
        PickKind::Robber => {
            let mut options: Vec<(String, String)> = legal
                .iter()
                .filter_map(|a| match a {
                    Action::MoveRobber { hex, victim } => {
                        let id = board.hex_id(*hex)?;
                        Some(robber_option(board, id, *victim, table, lang))
                    }
                    _ => None,
                })
                .collect();
            options.sort_by_key(|(_, value)| code_order(value));
            options
        }
        PickKind::Road => {
            let mut options: Vec<(String, String)> = spots
                .iter()
                .map(|s| {
                    let edge = match s.spot {
                        Spot::Edge(e) => board.edge_id(e),
                        _ => None,
                    };
                    let label = match edge {
                        Some(e) => path_label(board, view, e, &s.code, lang),
                        None => t!(lang, "option-path", code = s.code.as_str()),
                    };
                    (label, s.code.clone())
                })
                .collect();
            options.sort_by_key(|(_, value)| code_order(value));
            options
        }
        PickKind::Settlement | PickKind::City => {
            let mut options: Vec<(u8, bool, (String, String))> = spots
                .iter()
                .map(|s| {
                    let info = match s.spot {
                        Spot::Vertex(v) => board.vertex_id(v).map(|id| vertex_info(board, id)),
                        _ => None,
                    };
                    let label = match &info {
                        Some(info) => t!(
                            lang,
                            "option-intersection-what",
                            code = s.code.as_str(),
                            what = vertex_words(info, lang)
                        ),
                        None => t!(lang, "option-intersection", code = s.code.as_str()),
                    };
                    let (pips, harbour) =
                        info.map_or((0, false), |i| (i.pips, i.harbour.is_some()));
                    (pips, harbour, (label, s.code.clone()))
                })
                .collect();
            options.sort_by_key(|(pips, harbour, (_, code))| {
                (std::cmp::Reverse(*pips), !*harbour, code_order(code))
            });
            options.into_iter().map(|(_, _, o)| o).collect()
        }
    }
}

/// Whether the player to move reaches intersection `v` without path `except`: a building of
/// theirs on it, or another road of theirs ending at it.
fn reaches(board: &Board, view: &View, v: VertexId, except: EdgeId) -> bool {
    let me = view.current;
    let built = view
        .buildings
        .iter()
        .any(|b| b.owner == me && board.vertex_id(b.vertex) == Some(v));
    built
        || board.vertex_edges(v).any(|e| {
            e != except
                && view
                    .roads
                    .iter()
                    .any(|r| r.owner == me && board.edge_id(r.edge) == Some(e))
        })
}

/// A path's label: where it leads from the player's network and what that intersection
/// touches (`r12 — to 45: 6 grain · 5 brick (9 pips)`), or the two intersections it joins when
/// it is not one-sided.
fn path_label(board: &Board, view: &View, e: EdgeId, code: &str, lang: Lang) -> String {
    let [a, b] = board.edge_vertices(e);
    let to = match (reaches(board, view, a, e), reaches(board, view, b, e)) {
        (true, false) => Some(b),
        (false, true) => Some(a),
        _ => None,
    };
    match to {
        Some(v) => t!(
            lang,
            "option-path-to",
            code = code,
            to = board.vertex_code(v),
            what = vertex_words(&vertex_info(board, v), lang)
        ),
        None => t!(
            lang,
            "option-path-ends",
            code = code,
            a = board.vertex_code(a),
            b = board.vertex_code(b)
        ),
    }
}

/// One robber option: the hex, its tile, and whom it robs.
fn robber_option(
    board: &Board,
    id: HexId,
    victim: Option<Seat>,
    table: &Table,
    lang: Lang,
) -> (String, String) {
    let code = board.hex_code(id);
    let tile = hex_words(board, id, lang);
    match victim {
        Some(v) => (
            t!(
                lang,
                "option-hex-rob",
                code = code.as_str(),
                tile = tile,
                who = table.name_in(v, lang)
            ),
            format!("{code}@{v}"),
        ),
        None => (
            t!(lang, "option-hex", code = code.as_str(), tile = tile),
            code,
        ),
    }
}

/// The spots (label, code) matching what was typed, best first: the code typed, codes it
/// starts, then spots whose description matches (`grain`, `3:1`); in the chooser's order
/// (best first for intersections) when nothing was typed.
pub fn spot_suggestions(options: Vec<(String, String)>, typed: &str) -> Vec<(String, String)> {
    let keyed = options.into_iter().map(|(label, code)| {
        let keys = vec![code.clone(), label.clone()];
        ((label, code), keys)
    });
    super::suggest::rank(typed, keyed, super::compose::OPTIONS_PER_MENU)
}

#[cfg(test)]
#[path = "spots_tests.rs"]
mod tests;
