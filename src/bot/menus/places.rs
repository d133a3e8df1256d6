//! The places a set of actions names, as labelled spots for the chooser's board image: every
//! place and every "from" place of the actions, each once, in code order.

use kaitaku_engine::Action;
use kaitaku_engine::board::Board;
use kaitaku_engine::describe::Place;
use kaitaku_render::{Highlight, LabelledSpot, Spot};

/// The render spot of an engine place.
pub fn spot(place: Place) -> Spot {
    match place {
        Place::Hex(h) => Spot::Hex(h),
        Place::Path(e) => Spot::Edge(e),
        Place::Intersection(v) => Spot::Vertex(v),
    }
}

/// The labelled spots of every place `actions` name on `board` (where a piece goes and where
/// a moved piece stands).
pub fn highlight(board: &Board, actions: &[Action]) -> Highlight {
    let mut spots: Vec<LabelledSpot> = actions
        .iter()
        .flat_map(|a| {
            let info = a.info();
            [info.place, info.from]
        })
        .flatten()
        .filter_map(|p| LabelledSpot::on(board, spot(p)))
        .collect();
    spots.sort();
    spots.dedup();
    Highlight { spots }
}
