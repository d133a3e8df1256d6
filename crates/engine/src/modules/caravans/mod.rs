//! The Caravans (Traders & Barbarians scenario 3; seed 001 ③, reference §4.3).
//!
//! - The oasis replaces the desert and lies in the centre of the island; its three arrows mark
//!   where the three caravans start ([`board::adapt`]). The robber stays off the board until
//!   the first 7. 22 camels.
//! - After a settlement is built or a city upgraded (not in setup), one camel is placed by a
//!   vote ([`vote`]): from the builder clockwise every seat once shows any number of wool and
//!   grain for one legal spot (a caravan's first camel on its arrow's path, later ones from the
//!   caravan's head, no branching); most cards wins; a tie goes to the one player who showed
//!   the most cards for a tied spot, else the current player chooses. Shown cards go back to
//!   the bank.
//! - A road under a camel counts 2 for Longest Road; each settlement or city between two camels
//!   (where two camel paths meet) is worth 1 VP more. 12 VP wins.

pub mod board;
mod types;
pub mod vote;

#[cfg(test)]
mod tests;

pub use types::{CamelDecided, CaravansAction, CaravansDecision, CaravansError, CaravansEvent};
pub use vote::{Ballot, Vote};

use crate::modules::Hooks;
use serde::{Deserialize, Serialize};

use super::{Built, HookCtx, Module, ModuleFlow, ModuleId, ModuleKind, ModuleView, RuleModule};
use crate::action::Action;
use crate::board::{Edge, EdgeId, Layout, Vertex, VertexId};
use crate::config::{ConfigError, GameConfig};
use crate::error::RuleError;
use crate::event::Event;
use crate::game::Pending;
use crate::rules::Ctx;
use crate::ruleset::{RobberMode, RulesetBuilder};
use crate::state::{BuildingKind, Phase, Seat};
use crate::view_items::{BoardItems, Kind, PieceFlags, PieceView, Place};

/// Camels in the box.
pub const CAMELS: u8 = 22;
/// The scenario's victory target.
pub const TARGET_VP: u8 = 12;

/// A camel on a path (a piece of nobody's).
pub const CAMEL: Kind = Kind::new("caravans.camel");
/// A seat's points for its buildings between camels (a counter per seat, written when above 0).
pub const BONUS: Kind = Kind::new("caravans.bonus");
/// Every kind the module writes.
pub static KINDS: [Kind; 2] = [CAMEL, BONUS];

/// The module's state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Caravans {
    /// The camels of each caravan (one per oasis arrow, in arrow order), from the oasis out.
    #[serde(default)]
    pub routes: Vec<Vec<Edge>>,
    /// Camels left in the supply.
    pub camels_left: u8,
    /// A vote owed for the build just made, by its builder (opened after the action).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owed: Option<Seat>,
    /// The vote in progress.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vote: Option<Vote>,
    /// The intersections between two camels (where two camel paths meet), kept with the camels
    /// so the VP count, asked after every action, reads them instead of working them out.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub between: Vec<VertexId>,
}

/// What everyone sees of The Caravans (nothing is hidden).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CaravansView {
    /// The camels of each caravan, from the oasis out.
    pub routes: Vec<Vec<Edge>>,
    /// Camels left in the supply.
    pub camels_left: u8,
    /// The intersections between two camels (a building there is worth 1 VP more).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub between: Vec<Vertex>,
    /// Each seat's points for buildings between camels.
    pub bonus: Vec<u8>,
    /// The vote in progress, with its public tally.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vote: Option<VoteView>,
}

/// A camel vote as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VoteView {
    /// Who built.
    pub builder: Seat,
    /// The legal spots and the caravan each would join.
    pub spots: Vec<(Edge, u8)>,
    /// The ballots so far.
    pub ballots: Vec<Ballot>,
    /// Cards shown per spot so far, in spot order.
    pub tally: Vec<(Edge, u32)>,
    /// The seat whose ballot is due.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub next: Option<Seat>,
    /// The tied spots the current player chooses among.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tie: Option<Vec<Edge>>,
}

impl Caravans {
    /// A new game's state: no camel out yet.
    pub fn new(_config: &GameConfig) -> Self {
        Caravans {
            routes: Vec::new(),
            camels_left: CAMELS,
            owed: None,
            vote: None,
            between: Vec::new(),
        }
    }

    /// Camels on the board.
    pub fn camels_out(&self) -> usize {
        self.routes.iter().map(Vec::len).sum()
    }

    /// Whether a camel stands on `e`.
    pub fn has_camel(&self, e: Edge) -> bool {
        board::has_camel(&self.routes, e)
    }

    /// `seat`'s points for buildings between camels.
    pub fn bonus(&self, ctx: &HookCtx, seat: Seat) -> u8 {
        self.between
            .iter()
            .filter(|&&v| {
                ctx.state.buildings[v as usize].is_some_and(|b| {
                    b.owner == seat && matches!(b.kind, BuildingKind::Settlement | BuildingKind::City)
                })
            })
            .count() as u8
    }
}

impl RuleModule for Caravans {
    fn id(&self) -> ModuleId {
        ModuleId::Caravans
    }

    fn overrides(&self) -> Hooks {
        Hooks::AFTER_ACTION | Hooks::EXTRA_VP | Hooks::LEGAL_ACTIONS | Hooks::ROUTE_WEIGHT
    }

    /// A vote or a tie's choice checks everything before it changes anything (`vote::apply`),
    /// so no copy of the state is needed.
    fn applies_in_place(&self, _action: &super::ModuleAction) -> bool {
        true
    }

    fn ruleset(&self, ruleset: &mut RulesetBuilder) {
        ruleset.robber(RobberMode::StartsOffBoard);
        ruleset.target_base(TARGET_VP);
        ruleset.players(3, 4);
    }

    fn adapt_layout(
        &self,
        config: &GameConfig,
        layout: &mut Layout,
        rng: &mut rand_pcg::Pcg64Mcg,
    ) -> Result<(), ConfigError> {
        board::adapt(config, layout, rng)
    }

    fn after_build(&mut self, ctx: &HookCtx, seat: Seat, built: Built, _events: &mut Vec<Event>) {
        if matches!(ctx.state.phase, Phase::Setup { .. }) || !ctx.state.is_player(seat) {
            return;
        }
        if let Built::Building(_, BuildingKind::Settlement | BuildingKind::City) = built {
            self.owed = Some(seat);
        }
    }

    fn after_action_due(&self) -> bool {
        self.owed.is_some()
    }

    fn after_action(&mut self, ctx: &mut Ctx, _seat: Seat) {
        vote::open(self, ctx);
    }

    fn route_weight(&self, ctx: &HookCtx, _seat: Seat, edge: EdgeId, weight: u8) -> u8 {
        if weight > 0 && self.camels_out() > 0 && self.has_camel(ctx.board.edge(edge)) {
            weight.saturating_mul(2)
        } else {
            weight
        }
    }

    fn extra_vp(&self, ctx: &HookCtx, seat: Seat) -> (i32, bool) {
        (i32::from(self.bonus(ctx, seat)), true)
    }

    fn pending(&self, ctx: &HookCtx, out: &mut Vec<Pending>) {
        if let Some((seat, tie)) = vote::owed(self, ctx) {
            let decision = if tie {
                CaravansDecision::ChooseCamelSpot
            } else {
                CaravansDecision::CamelVote
            };
            out.push(Pending {
                seat,
                decision: decision.into(),
            });
        }
    }

    fn legal_actions(&self, ctx: &HookCtx, seat: Seat, out: &mut Vec<Action>) {
        vote::legal_actions(self, ctx, seat, out);
    }

    fn sample_hidden(
        &mut self,
        ctx: &mut crate::sample::SampleCtx,
    ) -> Result<(), crate::sample::SampleError> {
        // Nothing is hidden: rebuild the state from the public part.
        let Some(ModuleView::Caravans(v)) = ctx.module_view(ModuleId::Caravans) else {
            return Err(crate::sample::SampleError::Mismatch("caravans shows no view"));
        };
        let v = v.clone();
        self.routes = v.routes;
        self.between = v
            .between
            .iter()
            .filter_map(|&x| ctx.board.vertex_id(x))
            .collect();
        self.camels_left = v.camels_left;
        self.owed = None;
        self.vote = v.vote.map(|vote| Vote {
            builder: vote.builder,
            spots: vote.spots,
            ballots: vote.ballots,
            tie: vote.tie,
        });
        Ok(())
    }

    fn value_hint(&self, ctx: &HookCtx, seat: Seat) -> f32 {
        // A building at a caravan's head may come between camels.
        let heads: Vec<_> = board::arrows(ctx.board)
            .iter()
            .enumerate()
            .filter_map(|(i, &a)| {
                board::head(ctx.board, a, self.routes.get(i).map_or(&[], Vec::as_slice))
            })
            .collect();
        let near = heads
            .iter()
            .filter(|&&v| ctx.state.buildings[v as usize].is_some_and(|b| b.owner == seat))
            .count();
        0.3 * near as f32
    }

    fn view(&self, ctx: &HookCtx) -> Option<ModuleView> {
        let seats = ctx.state.seat_count();
        Some(ModuleView::Caravans(CaravansView {
            routes: self.routes.clone(),
            camels_left: self.camels_left,
            between: self.between.iter().map(|&v| ctx.board.vertex(v)).collect(),
            bonus: (0..seats).map(|s| self.bonus(ctx, s)).collect(),
            vote: self.vote.as_ref().map(|v| VoteView {
                builder: v.builder,
                spots: v.spots.clone(),
                ballots: v.ballots.clone(),
                tally: v.tally(),
                next: if v.tie.is_some() {
                    None
                } else {
                    v.next_voter(seats)
                },
                tie: v.tie.clone(),
            }),
        }))
    }

    fn board_items(&self, ctx: &HookCtx, out: &mut BoardItems) {
        for &e in self.routes.iter().flatten() {
            out.pieces.push(PieceView {
                kind: CAMEL,
                owner: None,
                place: Place::Path(e),
                level: 0,
                flags: PieceFlags::default(),
            });
        }
        for seat in 0..ctx.state.seat_count() {
            let bonus = self.bonus(ctx, seat);
            if bonus > 0 {
                out.counter(BONUS, Some(seat), i32::from(bonus));
            }
        }
    }

    fn item_kinds(&self) -> &'static [Kind] {
        &KINDS
    }
}

impl Module for Caravans {
    type Action = CaravansAction;
    type Event = CaravansEvent;
    type Decision = CaravansDecision;
    type Error = CaravansError;
    type View = CaravansView;
    type Script = ();

    const KIND: ModuleKind = ModuleKind::Scenario;

    fn new(config: &GameConfig) -> Self {
        Caravans::new(config)
    }

    fn apply(
        &mut self,
        ctx: &mut Ctx,
        seat: Seat,
        action: &CaravansAction,
    ) -> Result<ModuleFlow, RuleError> {
        vote::apply(self, ctx, seat, action)?;
        Ok(ModuleFlow::Done)
    }

    /// Passing a vote and deciding a tie spend nothing: the turn timer may play them. A vote
    /// with cards spends them, so it is never played for a seat.
    fn autoplay_allowed(&self, _ctx: &HookCtx, _seat: Seat, action: &CaravansAction) -> bool {
        matches!(
            action,
            CaravansAction::CamelPass | CaravansAction::ChooseCamelSpot { .. }
        )
    }
}
