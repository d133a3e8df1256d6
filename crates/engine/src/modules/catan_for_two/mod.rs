//! Catan for Two (Traders & Barbarians optional rule): two players, with two neutral colours.
//!
//! - Each neutral colour starts with one settlement on a fixed intersection
//!   ([`NEUTRAL_STARTS`]; the printed diagram is not known, so these are documented defaults).
//!   Neutral pieces are owned by board owners 2 and 3 (never seats): they block building and
//!   roads like an opponent's, but never produce, are never robbed and score nothing.
//! - Each turn has two rolls; the second must give a different sum (it is thrown again until
//!   it does). Both produce, and a 7 is resolved each time.
//! - Every road or settlement a player builds after setup owes one free neutral piece of the
//!   same kind, for a neutral colour of the player's choice, connected to that colour's
//!   network (a settlement obeys the distance rule; when no neutral settlement can stand, a
//!   neutral road is built instead).
//! - Trade tokens: 5 each at the start (20 in all). Earned: 2 for discarding one of your played
//!   knights (once per turn), 2 for a settlement next to the desert, 1 for one on the coast
//!   (3 for both). Spent once per turn, after rolling: 1 token when you do not lead in points,
//!   2 when you do, for a forced trade (draw 2 cards from the opponent, or 1 if that is all
//!   they have, then give back as many of your choice) or to put the robber on the desert.

pub mod actions;
pub mod board;
mod types;

pub use types::{
    CatanForTwoAction, CatanForTwoDecision, CatanForTwoError, CatanForTwoEvent, NeutralPiece,
};

use crate::modules::Hooks;
use serde::{Deserialize, Serialize};

use super::{Built, HookCtx, Module, ModuleDecision, ModuleFlow, ModuleId, ModuleView, RuleModule};
use crate::action::Action;
use crate::board::{Board, Corner, Hex, Vertex, VertexId};
use crate::config::{ConfigError, GameConfig};
use crate::error::RuleError;
use crate::event::Event;
use crate::game::{Decision, Pending};
use crate::rules::Ctx;
use crate::ruleset::RulesetBuilder;
use crate::state::{Building, BuildingKind, GameState, Phase, Resume, Seat};
use crate::view_items::{BoardItems, Kind};

/// Trade tokens each player starts with.
pub const START_TOKENS: u8 = 5;
/// Trade tokens in the box.
pub const TOTAL_TOKENS: u8 = 20;
/// Tokens for discarding a played knight.
pub const KNIGHT_TOKENS: u8 = 2;
/// Tokens for a settlement next to the desert.
pub const DESERT_TOKENS: u8 = 2;
/// Tokens for a settlement on the coast.
pub const COAST_TOKENS: u8 = 1;
/// Roads of each neutral colour.
pub const NEUTRAL_ROADS: u8 = 15;
/// Settlements of each neutral colour.
pub const NEUTRAL_SETTLEMENTS: u8 = 5;
/// The neutral colours' starting settlements (north and south of the desert on the base
/// island; a default, as the printed positions are unknown).
pub const NEUTRAL_STARTS: [Vertex; 2] = [
    Vertex::new(Hex::new(0, -1), Corner::N),
    Vertex::new(Hex::new(0, 1), Corner::S),
];

/// A decision the module is waiting for (always the current player's).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Interrupt {
    /// The free neutral piece.
    Neutral {
        /// Which piece.
        piece: NeutralPiece,
        /// The phase this decision interrupted. The core's interrupt stack saves and restores
        /// it; this copy is what games stored before the stack existed restore from.
        resume: Phase,
    },
    /// The cards to give back after a forced trade.
    ReturnCards {
        /// The opponent.
        to: Seat,
        /// How many.
        count: u8,
        /// The phase this decision interrupted. The core's interrupt stack saves and restores
        /// it; this copy is what games stored before the stack existed restore from.
        resume: Phase,
    },
}

/// The module's state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CatanForTwo {
    /// Trade tokens per seat.
    pub tokens: Vec<u8>,
    /// Tokens left in the supply.
    pub supply: u8,
    /// Roads left per neutral colour.
    pub neutral_roads_left: [u8; 2],
    /// Settlements left per neutral colour.
    pub neutral_settlements_left: [u8; 2],
    /// Rolls made this turn.
    pub rolls_this_turn: u8,
    /// The turn's first roll.
    pub first_roll: Option<u8>,
    /// Whether tokens were spent this turn.
    pub tokens_used: bool,
    /// Whether a knight was discarded this turn.
    pub knight_discarded: bool,
    /// A neutral piece owed for the build just made (opened after the action).
    #[serde(default)]
    pub owed: Option<NeutralPiece>,
    /// The decision being waited for.
    #[serde(default)]
    pub interrupt: Option<Interrupt>,
}

/// What everyone sees of Catan for Two.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CatanForTwoView {
    /// Trade tokens per seat.
    pub tokens: Vec<u8>,
    /// Tokens left in the supply.
    pub supply: u8,
    /// The board owner numbers of the two neutral colours.
    pub neutrals: [Seat; 2],
    /// Roads left per neutral colour.
    pub neutral_roads_left: [u8; 2],
    /// Settlements left per neutral colour.
    pub neutral_settlements_left: [u8; 2],
    /// Rolls made this turn (two per turn).
    pub rolls_this_turn: u8,
    /// The turn's first roll (the second must differ).
    pub first_roll: Option<u8>,
    /// What a token action costs each seat now (1, or 2 when leading).
    pub token_cost: Vec<u8>,
    /// Whether tokens were spent this turn.
    pub tokens_used: bool,
    /// Whether a knight was discarded this turn.
    pub knight_discarded: bool,
}

impl CatanForTwo {
    /// A new game's state.
    pub fn new(config: &GameConfig) -> Self {
        let players = config.players.max(1);
        CatanForTwo {
            tokens: vec![START_TOKENS; players as usize],
            supply: TOTAL_TOKENS.saturating_sub(START_TOKENS.saturating_mul(players)),
            neutral_roads_left: [NEUTRAL_ROADS; 2],
            neutral_settlements_left: [NEUTRAL_SETTLEMENTS; 2],
            rolls_this_turn: 0,
            first_roll: None,
            tokens_used: false,
            knight_discarded: false,
            owed: None,
            interrupt: None,
        }
    }
}

/// The board owner numbers of the neutral colours: the two after the seats.
pub fn neutral_owners(st: &GameState) -> [Seat; 2] {
    let n = st.seat_count();
    [n, n + 1]
}

/// Tokens a new settlement at `v` earns: next to the desert, on the coast, or both.
pub fn settlement_tokens(board: &Board, v: VertexId) -> u8 {
    let mut land = 0;
    let mut desert = false;
    for h in board.vertex_hexes(v) {
        let terrain = board.tile(h).terrain;
        if !terrain.is_water() {
            land += 1;
        }
        desert |= terrain == crate::board::Terrain::Desert;
    }
    let mut tokens = 0;
    if desert {
        tokens += DESERT_TOKENS;
    }
    if land < 3 {
        tokens += COAST_TOKENS;
    }
    tokens
}

impl RuleModule for CatanForTwo {
    fn id(&self) -> ModuleId {
        ModuleId::CatanForTwo
    }

    fn overrides(&self) -> Hooks {
        Hooks::ROLL | Hooks::AFTER_ROLL | Hooks::AFTER_ACTION | Hooks::LEGAL_ACTIONS | Hooks::VP_CAN_STILL_CHANGE
    }

    /// Discarding a played knight can pass Largest Army to the other player, if it has 3+
    /// knights of its own. (Neutral settlements, which can cut a road, only follow a player's
    /// own settlement, which the base check counts.)
    fn vp_can_still_change(&self, ctx: &HookCtx) -> bool {
        let st = ctx.state;
        st.largest_army.is_some_and(|holder| {
            st.players.iter().enumerate().any(|(s, p)| {
                s != holder as usize && p.knights_played >= crate::rules::awards::LARGEST_ARMY_MIN
            })
        })
    }

    fn ruleset(&self, ruleset: &mut RulesetBuilder) {
        ruleset.players(2, 2);
    }

    fn on_game_created(
        &mut self,
        board: &Board,
        state: &mut GameState,
        events: &mut Vec<Event>,
    ) -> Result<(), ConfigError> {
        let owners = neutral_owners(state);
        for (i, vertex) in NEUTRAL_STARTS.iter().enumerate() {
            let reason = |what: &str| ConfigError::ModuleBoard {
                module: ModuleId::CatanForTwo,
                reason: format!("neutral start {vertex} {what}"),
            };
            let v = board
                .vertex_id(*vertex)
                .filter(|&v| board.vertex_on_land(v))
                .ok_or_else(|| reason("is not on the board's land"))?;
            if state.buildings[v as usize].is_some()
                || board
                    .vertex_neighbors(v)
                    .any(|n| state.buildings[n as usize].is_some())
            {
                return Err(reason("is too close to another building"));
            }
            state.buildings[v as usize] = Some(Building::new(owners[i], BuildingKind::Settlement));
            self.neutral_settlements_left[i] -= 1;
            events.push(
                CatanForTwoEvent::NeutralSettlementBuilt {
                    by: None,
                    neutral: owners[i],
                    vertex: *vertex,
                }
                .into(),
            );
        }
        Ok(())
    }

    fn roll_accepted(&self, _ctx: &HookCtx, number: u8) -> bool {
        !(self.rolls_this_turn == 1 && self.first_roll == Some(number))
    }

    fn after_roll(&mut self, _ctx: &mut Ctx, _seat: Seat, number: u8) {
        self.rolls_this_turn += 1;
        if self.rolls_this_turn == 1 {
            self.first_roll = Some(number);
        }
    }

    fn roll_resume(&self, _ctx: &HookCtx) -> Resume {
        if self.rolls_this_turn < 2 {
            Resume::BeforeRoll
        } else {
            Resume::Main
        }
    }

    fn after_build(&mut self, ctx: &HookCtx, seat: Seat, built: Built, events: &mut Vec<Event>) {
        if !ctx.state.is_player(seat) {
            return;
        }
        if let Built::Building(v, BuildingKind::Settlement) = built {
            let earned = settlement_tokens(ctx.board, v).min(self.supply);
            if earned > 0 {
                self.supply -= earned;
                self.tokens[seat as usize] += earned;
                events.push(
                    CatanForTwoEvent::TradeTokens {
                        seat,
                        change: earned as i8,
                        held: self.tokens[seat as usize],
                    }
                    .into(),
                );
            }
        }
        if matches!(ctx.state.phase, Phase::Setup { .. }) {
            return;
        }
        self.owed = match built {
            Built::Road(_) => Some(NeutralPiece::Road),
            Built::Building(_, BuildingKind::Settlement) => Some(NeutralPiece::Settlement),
            Built::Building(_, BuildingKind::City | BuildingKind::HarborSettlement) => self.owed,
        };
    }

    fn after_action_due(&self) -> bool {
        self.owed.is_some()
    }

    fn after_action(&mut self, ctx: &mut Ctx, _seat: Seat) {
        actions::open_neutral_placement(self, ctx);
    }

    fn end_of_turn(&mut self, _ctx: &mut Ctx, _seat: Seat) {
        self.rolls_this_turn = 0;
        self.first_roll = None;
        self.tokens_used = false;
        self.knight_discarded = false;
    }

    fn pending(&self, ctx: &HookCtx, out: &mut Vec<Pending>) {
        if !actions::deciding(&ctx.state.phase) {
            return;
        }
        let decision = match &self.interrupt {
            Some(Interrupt::Neutral { piece, .. }) => {
                CatanForTwoDecision::PlaceNeutral { piece: *piece }
            }
            Some(Interrupt::ReturnCards { count, .. }) => {
                CatanForTwoDecision::ReturnCards { count: *count }
            }
            None => return,
        };
        out.push(Pending {
            seat: ctx.state.current,
            decision: decision.into(),
        });
    }

    fn legal_actions(&self, ctx: &HookCtx, seat: Seat, out: &mut Vec<Action>) {
        actions::legal_actions(self, ctx, seat, out);
    }

    fn sample_hidden(
        &mut self,
        ctx: &mut crate::sample::SampleCtx,
    ) -> Result<(), crate::sample::SampleError> {
        // Nothing is hidden: copy the public part, and the decision owed from the pending list.
        let Some(ModuleView::CatanForTwo(v)) = ctx.module_view(ModuleId::CatanForTwo) else {
            return Err(crate::sample::SampleError::Mismatch("catan_for_two shows no view"));
        };
        self.tokens = v.tokens.clone();
        self.supply = v.supply;
        self.neutral_roads_left = v.neutral_roads_left;
        self.neutral_settlements_left = v.neutral_settlements_left;
        self.rolls_this_turn = v.rolls_this_turn;
        self.first_roll = v.first_roll;
        self.tokens_used = v.tokens_used;
        self.knight_discarded = v.knight_discarded;
        self.owed = None;
        let resume = ctx.view.interrupted.last().cloned().unwrap_or(Phase::Main);
        let current = ctx.view.current;
        self.interrupt = ctx.view.pending.iter().find_map(|p| match p.decision {
            Decision::Module(ModuleDecision::CatanForTwo(d)) => Some(match d {
                CatanForTwoDecision::PlaceNeutral { piece } => Interrupt::Neutral {
                    piece,
                    resume: resume.clone(),
                },
                CatanForTwoDecision::ReturnCards { count } => Interrupt::ReturnCards {
                    to: super::left_of(current, 2),
                    count,
                    resume: resume.clone(),
                },
            }),
            _ => None,
        });
        Ok(())
    }

    fn value_hint(&self, _ctx: &HookCtx, seat: Seat) -> f32 {
        // Trade tokens buy forced trades and robber moves.
        0.1 * f32::from(self.tokens.get(seat as usize).copied().unwrap_or(0))
    }

    fn view(&self, ctx: &HookCtx) -> Option<ModuleView> {
        Some(ModuleView::CatanForTwo(CatanForTwoView {
            tokens: self.tokens.clone(),
            supply: self.supply,
            neutrals: neutral_owners(ctx.state),
            neutral_roads_left: self.neutral_roads_left,
            neutral_settlements_left: self.neutral_settlements_left,
            rolls_this_turn: self.rolls_this_turn,
            first_roll: self.first_roll,
            token_cost: (0..ctx.state.seat_count())
                .map(|s| actions::token_cost(ctx, s))
                .collect(),
            tokens_used: self.tokens_used,
            knight_discarded: self.knight_discarded,
        }))
    }

    fn item_kinds(&self) -> &'static [Kind] {
        &board::KINDS
    }

    /// The two neutral colours, board owners 2 and 3.
    fn neutral_colours(&self, _ctx: &HookCtx) -> u8 {
        2
    }

    /// A seat's tokens in the main phase of its own turn, none once tokens were used.
    fn spendable_tokens(&self, ctx: &HookCtx, seat: Seat) -> Option<u8> {
        let st = ctx.state;
        let may = seat == st.current && st.phase == Phase::Main && !self.tokens_used;
        Some(if may {
            self.tokens.get(seat as usize).copied().unwrap_or(0)
        } else {
            0
        })
    }

    /// Another module's token action (this turn's use of tokens) or token payment.
    fn change_tokens(
        &mut self,
        ctx: &HookCtx,
        seat: Seat,
        change: i8,
        events: &mut Vec<Event>,
    ) -> i8 {
        if !ctx.state.is_player(seat) || seat as usize >= self.tokens.len() {
            return 0;
        }
        let made = if change < 0 {
            let cost = change.unsigned_abs();
            if self.spendable_tokens(ctx, seat).unwrap_or(0) < cost {
                return 0;
            }
            self.tokens[seat as usize] -= cost;
            self.supply += cost;
            self.tokens_used = true;
            change
        } else {
            let paid = (change as u8).min(self.supply);
            self.supply -= paid;
            self.tokens[seat as usize] += paid;
            paid as i8
        };
        if made != 0 {
            events.push(
                CatanForTwoEvent::TradeTokens {
                    seat,
                    change: made,
                    held: self.tokens[seat as usize],
                }
                .into(),
            );
        }
        made
    }
}

impl Module for CatanForTwo {
    type Action = CatanForTwoAction;
    type Event = CatanForTwoEvent;
    type Decision = CatanForTwoDecision;
    type Error = CatanForTwoError;
    type View = CatanForTwoView;
    type Script = ();

    fn view_items(view: &CatanForTwoView, out: &mut BoardItems) {
        board::view_items(view, out);
    }

    fn new(config: &GameConfig) -> Self {
        CatanForTwo::new(config)
    }

    fn apply(
        &mut self,
        ctx: &mut Ctx,
        seat: Seat,
        action: &CatanForTwoAction,
    ) -> Result<ModuleFlow, RuleError> {
        actions::apply_action(self, ctx, seat, action)
    }

    /// The answers owed to the module's decisions: the free neutral piece and the cards given
    /// back. Token actions (forced trade, robber to the desert, discarding a knight) spend
    /// tokens or a knight, so they are never played for a seat.
    fn autoplay_allowed(&self, _ctx: &HookCtx, _seat: Seat, action: &CatanForTwoAction) -> bool {
        matches!(
            action,
            CatanForTwoAction::BuildNeutralRoad { .. }
                | CatanForTwoAction::BuildNeutralSettlement { .. }
                | CatanForTwoAction::ReturnCards { .. }
        )
    }

    fn redact_event(event: &CatanForTwoEvent, viewer: Option<Seat>) -> CatanForTwoEvent {
        event.redacted_for(viewer)
    }
}
