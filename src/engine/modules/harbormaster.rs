//! Harbormaster (Traders & Barbarians optional rule): a settlement on a harbour is worth 1
//! harbour point, a city on a harbour 2. The first player to reach 3 harbour points takes the
//! Harbormaster card (2 VP); it passes to any player who then has more harbour points than its
//! holder. The victory target is one higher than usual.

use serde::{Deserialize, Serialize};

use super::{Built, HookCtx, ModuleId, ModuleView, RuleModule};
use crate::engine::board::Board;
use crate::engine::config::GameConfig;
use crate::engine::event::Event;
use crate::engine::state::{BuildingKind, GameState, Seat};

/// Harbour points needed to take the card first.
pub const HARBORMASTER_MIN_POINTS: u8 = 3;
/// Victory points the card is worth.
pub const HARBORMASTER_VP: i32 = 2;
/// How much the module raises the victory target.
pub const TARGET_RAISE: u8 = 1;

/// The module's state: who holds the card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Harbormaster {
    /// The holder of the Harbormaster card.
    pub holder: Option<Seat>,
}

/// What everyone sees of Harbormaster.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HarbormasterView {
    /// The holder of the card.
    pub holder: Option<Seat>,
    /// Harbour points per seat.
    pub points: Vec<u8>,
}

impl Harbormaster {
    /// A new game's state: nobody holds the card.
    pub fn new(_config: &GameConfig) -> Self {
        Harbormaster { holder: None }
    }
}

/// A player's harbour points: 1 per settlement and 2 per city on a harbour intersection.
pub fn harbour_points(board: &Board, st: &GameState, seat: Seat) -> u8 {
    let mut points = 0u8;
    let mut counted = crate::engine::board::bits::IdSet::new();
    for &(v, _) in board.harbor_vertices() {
        if !counted.insert(v) {
            continue;
        }
        if let Some(b) = st.building_at(v)
            && b.owner == seat
        {
            points += match b.kind {
                BuildingKind::Settlement => 1,
                BuildingKind::City => 2,
            };
        }
    }
    points
}

impl RuleModule for Harbormaster {
    fn id(&self) -> ModuleId {
        ModuleId::Harbormaster
    }

    fn target_vp(&self, target: u8) -> u8 {
        target.saturating_add(TARGET_RAISE)
    }

    fn extra_vp(&self, _ctx: &HookCtx, seat: Seat) -> (i32, bool) {
        if self.holder == Some(seat) {
            (HARBORMASTER_VP, true)
        } else {
            (0, true)
        }
    }

    fn after_build(&mut self, ctx: &HookCtx, seat: Seat, built: Built, events: &mut Vec<Event>) {
        // Only a building of a seated player can change anyone's harbour points.
        let Built::Building(v, _) = built else {
            return;
        };
        if ctx.board.vertex_harbor(v).is_none() || !ctx.state.is_player(seat) {
            return;
        }
        let points = harbour_points(ctx.board, ctx.state, seat);
        let takes = match self.holder {
            None => points >= HARBORMASTER_MIN_POINTS,
            Some(h) if h == seat => false,
            Some(h) => points > harbour_points(ctx.board, ctx.state, h),
        };
        if takes {
            self.holder = Some(seat);
            events.push(Event::Harbormaster {
                holder: seat,
                points,
            });
        }
    }

    fn view(&self, ctx: &HookCtx) -> Option<ModuleView> {
        Some(ModuleView::Harbormaster(HarbormasterView {
            holder: self.holder,
            points: (0..ctx.state.seat_count())
                .map(|s| harbour_points(ctx.board, ctx.state, s))
                .collect(),
        }))
    }
}

