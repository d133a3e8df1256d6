//! What everyone sees of Barbarian Attack (everything but the order of the draw pile), the
//! board items, and the sampler's rebuild from the view.

use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use super::{BARBARIANS_KIND, BaCard, BarbarianAttack, KNIGHT, KNIGHTS_LEFT, Knight, PRISONERS, Task};
use crate::board::{Edge, Hex};
use crate::modules::{HookCtx, ModuleId, ModuleView};
use crate::rules::deck::ModuleDeck;
use crate::sample::{SampleCtx, SampleError};
use crate::state::Seat;
use crate::view_items::{BoardItems, PieceFlags, PieceView, Place};

/// A knight as everyone sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KnightView {
    /// Its owner.
    pub owner: Seat,
    /// Its path.
    pub edge: Edge,
    /// Whether it moved this turn.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub moved: bool,
}

/// What everyone sees of Barbarian Attack.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BaView {
    /// Barbarians on the board: (hex, count), for hexes holding any, in board order.
    pub barbarians: Vec<(Hex, u8)>,
    /// The conquered hexes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub conquered: Vec<Hex>,
    /// Barbarians left in the supply.
    pub supply: u8,
    /// Prisoners per seat.
    pub prisoners: Vec<u8>,
    /// Prisoners the neutral colour took (Catan for Two; they score for nobody).
    #[serde(default, skip_serializing_if = "crate::modules::is_default")]
    pub neutral_prisoners: u8,
    /// The knights on the board (the neutral knight's owner is its neutral colour).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub knights: Vec<KnightView>,
    /// Knights left in each seat's supply.
    pub knights_left: Vec<u8>,
    /// Points each seat's conquered buildings would score (they score nothing now).
    pub lost_points: Vec<i32>,
    /// Cards in the draw pile.
    pub deck_left: u32,
    /// The discard pile (cards are public once turned over).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub discard: Vec<BaCard>,
    /// The decision waited for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub task: Option<Task>,
}

/// The public view.
pub fn public(ba: &BarbarianAttack, ctx: &HookCtx) -> BaView {
    let seats = ctx.state.seat_count();
    let b = ctx.board;
    BaView {
        barbarians: ba
            .barbarians
            .iter()
            .enumerate()
            .filter(|&(_, &n)| n > 0)
            .map(|(h, &n)| (b.hex(h as u8), n))
            .collect(),
        conquered: (0..ba.barbarians.len())
            .filter(|&h| ba.conquered(h as u8))
            .map(|h| b.hex(h as u8))
            .collect(),
        supply: ba.supply,
        prisoners: (0..seats).map(|s| ba.prisoners_of(s)).collect(),
        neutral_prisoners: ba.neutral_prisoners,
        knights: ba
            .knights
            .iter()
            .map(|k| KnightView {
                owner: k.owner,
                edge: k.edge,
                moved: k.moved,
            })
            .collect(),
        knights_left: (0..seats).map(|s| ba.knights_left(s)).collect(),
        lost_points: (0..seats).map(|s| ba.lost_points(ctx, s)).collect(),
        deck_left: ba.deck.draw.len() as u32,
        discard: ba.deck.discard.clone(),
        task: ba.task.clone(),
    }
}

/// The pieces, counters and marks on the board image.
pub fn board_items(ba: &BarbarianAttack, ctx: &HookCtx, out: &mut BoardItems) {
    let b = ctx.board;
    for k in &ba.knights {
        out.pieces.push(PieceView {
            kind: KNIGHT,
            owner: Some(k.owner),
            place: Place::Path(k.edge),
            level: 0,
            flags: PieceFlags {
                active: !k.moved,
                ..PieceFlags::default()
            },
        });
    }
    for (h, &n) in ba.barbarians.iter().enumerate() {
        if n == 0 {
            continue;
        }
        let hex = b.hex(h as u8);
        out.pieces.push(PieceView {
            kind: BARBARIANS_KIND,
            owner: None,
            place: Place::Hex(hex),
            level: n,
            flags: PieceFlags::default(),
        });
    }
    for s in 0..ctx.state.seat_count() {
        let p = ba.prisoners_of(s);
        if p > 0 {
            out.counter(PRISONERS, Some(s), i32::from(p));
        }
        out.counter(KNIGHTS_LEFT, Some(s), i32::from(ba.knights_left(s)));
    }
}

/// Rebuilds the state from the public view; the draw pile (the cards neither discarded nor
/// being resolved) is shuffled with the sampler's generator.
pub fn sample_hidden(ba: &mut BarbarianAttack, ctx: &mut SampleCtx) -> Result<(), SampleError> {
    let Some(ModuleView::BarbarianAttack(v)) = ctx.module_view(ModuleId::BarbarianAttack) else {
        return Err(SampleError::Mismatch("barbarian attack shows no view"));
    };
    let v = v.clone();
    let board = ctx.board;
    ba.barbarians = vec![0; board.hex_count()];
    for (hex, n) in &v.barbarians {
        let h = board
            .hex_id(*hex)
            .ok_or(SampleError::Mismatch("a barbarian off the board"))?;
        ba.barbarians[h as usize] = *n;
    }
    ba.supply = v.supply;
    ba.prisoners = v.prisoners.clone();
    ba.neutral_prisoners = v.neutral_prisoners;
    ba.knights = Vec::with_capacity(v.knights.len());
    for k in &v.knights {
        if board.edge_id(k.edge).is_none() {
            return Err(SampleError::Mismatch("a knight off the board"));
        }
        ba.knights.push(Knight {
            owner: k.owner,
            edge: k.edge,
            moved: k.moved,
        });
    }
    let mut pile = BaCard::deck();
    let mut remove = |c: BaCard| {
        if let Some(i) = pile.iter().position(|&x| x == c) {
            pile.remove(i);
        }
    };
    for &c in &v.discard {
        remove(c);
    }
    match &v.task {
        Some(Task::PlaceKnight { card, .. }) => remove(*card),
        Some(Task::MoveBarbarians { .. }) => remove(BaCard::Treason),
        Some(Task::Capture { .. }) => remove(BaCard::Intrigue),
        _ => {}
    }
    if pile.len() != v.deck_left as usize {
        return Err(SampleError::Inconsistent("barbarian attack deck count"));
    }
    pile.shuffle(ctx.rng);
    ba.deck = ModuleDeck {
        draw: pile,
        discard: v.discard.clone(),
    };
    ba.task = v.task.clone();
    ba.landings_owed = 0;
    ba.scripted = None;
    ba.lost = super::lost::LostPoints::default();
    Ok(())
}
