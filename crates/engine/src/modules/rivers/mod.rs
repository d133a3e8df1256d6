//! The Rivers of Catan (Traders & Barbarians scenario 2; seed 001 ②, reference §4.2): two
//! river pieces with swamps on a reduced board, gold for roads along and settlements at the
//! rivers, bridges (the only pieces that may cross a river, 3 gold each), and the Wealthiest
//! Settler (+1 VP) and Poor Settler (−2 VP) re-decided whenever gold changes hands.
//!
//! Gold itself is the core's (`GoldRules`: 2 gold buys a resource twice per turn, gold taken in
//! bank and harbour trades and traded between players, never robbed or discarded).

pub mod map;
mod types;

#[cfg(test)]
mod tests;

use crate::modules::Hooks;
use serde::{Deserialize, Serialize};

pub use types::{GoldReason, RiversAction, RiversError, RiversEvent, RiversView};

use super::{Built, HookCtx, Module, ModuleFlow, ModuleId, ModuleKind, ModuleView, Never, RuleModule};
use crate::action::Action;
use crate::board::{Board, EdgeId, HexId, Layout, VertexId};
use crate::config::{ConfigError, GameConfig};
use crate::error::RuleError;
use crate::event::Event;
use crate::goods::GoldRules;
use crate::pieces::RoadKind;
use crate::resources::{Resource, ResourceSet};
use crate::rules::Ctx;
use crate::ruleset::RulesetBuilder;
use crate::state::{BuildingKind, GameState, Phase, Seat};
use crate::view_items::{BoardItems, Kind};

/// Bridges each player has.
pub const BRIDGES: u8 = 3;
/// Gold a bridge pays.
pub const BRIDGE_GOLD: u8 = 3;
/// Gold a road along a river or a settlement at a river pays.
pub const RIVER_GOLD: u8 = 1;
/// Victory points of the Wealthiest Settler.
pub const WEALTHIEST_VP: i32 = 1;
/// Victory points of a Poor Settler tile.
pub const POOR_VP: i32 = -2;

/// What a bridge costs: 2 brick and 1 lumber.
pub fn bridge_cost() -> ResourceSet {
    let mut cost = ResourceSet::of(Resource::Brick, 2);
    cost.add(&ResourceSet::of(Resource::Lumber, 1));
    cost
}

/// A seat's bridges in stock (a public counter per seat).
pub const BRIDGES_LEFT: Kind = Kind::new("rivers.bridges_left");
/// The Wealthiest Settler card (a counter of 1 for its holder).
pub const WEALTHIEST: Kind = Kind::new("rivers.wealthiest");
/// A Poor Settler tile (a counter of 1 for each holder).
pub const POOR: Kind = Kind::new("rivers.poor");
/// Every kind the module writes.
pub static KINDS: [Kind; 3] = [BRIDGES_LEFT, WEALTHIEST, POOR];

/// The module's state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Rivers {
    /// Bridges each seat still has in stock.
    pub bridges_left: Vec<u8>,
    /// The Wealthiest Settler's holder.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wealthiest: Option<Seat>,
    /// The Poor Settlers, in seat order (decided once set-up is over).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub poor: Vec<Seat>,
    /// Gold earned by the action being applied (a river road or settlement), paid once it
    /// is done (the build hook cannot pay).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub owed: Vec<(Seat, GoldReason)>,
}

/// Whether a hex lies on a river: one of its sides is a river crossing.
pub fn is_river_hex(board: &Board, hex: HexId) -> bool {
    let h = board.tile(hex).hex;
    h.sides()
        .iter()
        .filter_map(|&s| board.edge_id(s))
        .any(|e| board.is_river_crossing(e))
}

/// Whether an intersection is at a river (a corner of a river hex).
pub fn vertex_at_river(board: &Board, v: VertexId) -> bool {
    board.vertex_hexes(v).any(|h| is_river_hex(board, h))
}

/// Whether a path runs along a river (a side of a river hex that the river does not cross).
pub fn path_along_river(board: &Board, e: EdgeId) -> bool {
    if board.is_river_crossing(e) {
        return false;
    }
    let [a, b] = board.edge_vertices(e);
    board
        .vertex_hexes(a)
        .filter(|&h| board.vertex_hexes(b).any(|x| x == h))
        .any(|h| is_river_hex(board, h))
}

/// The river crossings of a board.
pub fn crossings(board: &Board) -> impl Iterator<Item = EdgeId> + '_ {
    board.annotations().iter().filter_map(|a| match a {
        crate::board::Annotation::RiverCrossing { edge } => board.edge_id(*edge),
        _ => None,
    })
}

/// Gold in each seat's hand.
fn gold_of(st: &GameState) -> impl Iterator<Item = u8> + '_ {
    st.players.iter().map(|p| p.hand.gold())
}

/// Who should hold the cards now: the sole player with most gold (if any), and every player
/// tied for least gold (everyone when all hold the same).
pub fn titles(st: &GameState) -> (Option<Seat>, Vec<Seat>) {
    let max = gold_of(st).max().unwrap_or(0);
    let min = gold_of(st).min().unwrap_or(0);
    let richest: Vec<Seat> = gold_of(st)
        .enumerate()
        .filter(|&(_, g)| g == max)
        .map(|(s, _)| s as Seat)
        .collect();
    let wealthiest = match richest.as_slice() {
        [one] if max > min => Some(*one),
        _ => None,
    };
    let poor = gold_of(st)
        .enumerate()
        .filter(|&(_, g)| g == min)
        .map(|(s, _)| s as Seat)
        .collect();
    (wealthiest, poor)
}

/// Why `seat` may not build a bridge on `e` now (cost included), if it may not.
pub fn check_bridge(board: &Board, st: &GameState, seat: Seat, e: EdgeId, bridges_left: u8) -> Result<(), RuleError> {
    if st.current != seat {
        return Err(RuleError::NotYourTurn);
    }
    match st.phase {
        Phase::Main => {}
        Phase::BeforeRoll => return Err(RuleError::MustRollFirst),
        ref other => return Err(crate::rules::build::wrong_phase(other)),
    }
    if !board.is_river_crossing(e) {
        return Err(RiversError::NotACrossing.into());
    }
    if bridges_left == 0 {
        return Err(RuleError::NoPiecesLeft("bridges"));
    }
    if !st.tiles_on(board).edge_buildable(e) {
        return Err(RuleError::NotOnBoard);
    }
    if st.roads[e as usize].is_some() || crate::rules::occupancy::path_blocked(board, st, seat, e) {
        return Err(RuleError::Occupied);
    }
    if !crate::rules::build::road_connects(board, st, seat, e) {
        return Err(RuleError::NotConnected);
    }
    // A bridge is a road over the river: the other modules' conditions on a road hold for it
    // (Barbarian Attack: no road on a conquered hex's paths); only this module's own refusal
    // of a road on a crossing does not.
    if st.hooked(crate::modules::Hooks::BUILD_CHECKS) {
        let hc = HookCtx { board, state: st };
        for m in st.modules.iter().filter(|m| m.id() != ModuleId::Rivers) {
            m.hooks().check_road(&hc, seat, e)?;
        }
    }
    if !st.players[seat as usize].hand.contains(&bridge_cost()) {
        return Err(RuleError::NotEnoughResources);
    }
    Ok(())
}


/// Pays up to `gold` from the bank (what is left when it runs short) and records it.
fn pay_gold(ctx: &mut Ctx, seat: Seat, gold: u8, reason: GoldReason) {
    let paid = crate::rules::gold::pay_from_bank(ctx.st, seat, gold);
    ctx.events.push(
        RiversEvent::GoldReceived {
            seat,
            gold: paid,
            reason,
        }
        .into(),
    );
}

impl Rivers {
    /// A new game's state: 3 bridges each, no cards given yet.
    pub fn new(config: &GameConfig) -> Self {
        Rivers {
            bridges_left: vec![BRIDGES; config.players as usize],
            wealthiest: None,
            poor: Vec::new(),
            owed: Vec::new(),
        }
    }

    fn left(&self, seat: Seat) -> u8 {
        self.bridges_left.get(seat as usize).copied().unwrap_or(0)
    }

    /// Re-decides the cards from the gold held now, recording each that moves.
    fn redecide(&mut self, ctx: &mut Ctx) {
        if self.titles_hold(ctx.st) {
            // The usual case (most actions move no gold): nothing to build or record.
            return;
        }
        let (wealthiest, poor) = titles(ctx.st);
        if wealthiest != self.wealthiest {
            self.wealthiest = wealthiest;
            ctx.events
                .push(RiversEvent::WealthiestSettler { holder: wealthiest }.into());
        }
        if poor != self.poor {
            self.poor = poor.clone();
            ctx.events
                .push(RiversEvent::PoorSettlers { holders: poor }.into());
        }
    }

    /// Whether the cards lie where the gold held says, checked without building lists.
    fn titles_hold(&self, st: &GameState) -> bool {
        let max = gold_of(st).max().unwrap_or(0);
        let min = gold_of(st).min().unwrap_or(0);
        let richest = gold_of(st).filter(|&g| g == max).count();
        let wealthiest = match self.wealthiest {
            Some(s) => {
                max > min && richest == 1 && st.players.get(s as usize).is_some_and(|p| p.hand.gold() == max)
            }
            None => max == min || richest > 1,
        };
        wealthiest
            && gold_of(st)
                .enumerate()
                .filter(|&(_, g)| g == min)
                .map(|(s, _)| s as Seat)
                .eq(self.poor.iter().copied())
    }

    fn build_bridge(&mut self, ctx: &mut Ctx, seat: Seat, edge: crate::board::Edge) -> Result<(), RuleError> {
        let e = ctx.board.edge_id(edge).ok_or(RuleError::NotOnBoard)?;
        check_bridge(ctx.board, ctx.st, seat, e, self.left(seat))?;
        crate::rules::build::pay(ctx, seat, &bridge_cost())?;
        ctx.st.roads[e as usize] = Some(seat);
        ctx.st.set_road_kind(e, RoadKind::Bridge);
        if let Some(n) = self.bridges_left.get_mut(seat as usize) {
            *n -= 1;
        }
        ctx.events.push(
            RiversEvent::BridgeBuilt {
                seat,
                edge: ctx.board.edge(e),
            }
            .into(),
        );
        pay_gold(ctx, seat, BRIDGE_GOLD, GoldReason::Bridge);
        crate::rules::awards::update_longest_road_after_road(ctx, seat, e);
        Ok(())
    }
}

impl RuleModule for Rivers {
    fn id(&self) -> ModuleId {
        ModuleId::Rivers
    }

    fn overrides(&self) -> Hooks {
        Hooks::AFTER_ACTION | Hooks::BUILD_CHECKS | Hooks::EXTRA_VP | Hooks::LEGAL_ACTIONS | Hooks::PATH_BLOCKED | Hooks::VP_CAN_STILL_CHANGE
    }

    /// A bridge is checked whole (`check_bridge`, the cost included) before anything changes,
    /// so no copy of the state is needed.
    fn applies_in_place(&self, _action: &super::ModuleAction) -> bool {
        true
    }

    fn ruleset(&self, ruleset: &mut RulesetBuilder) {
        ruleset.gold(GoldRules::default());
    }

    fn adapt_layout(
        &self,
        config: &GameConfig,
        layout: &mut Layout,
        rng: &mut rand_pcg::Pcg64Mcg,
    ) -> Result<(), ConfigError> {
        if config.modules.contains(&ModuleId::BarbarianAttack) {
            // The official pairing's board (reference §4.6) is Barbarian Attack's to lay: the
            // rivers on its island, next to the castle (`barbarian_attack::rivers_board`).
            return Ok(());
        }
        let beginner = matches!(config.layout, crate::board::layout::LayoutChoice::Beginner);
        map::adapt(layout, beginner, rng)
    }

    fn extra_vp(&self, _ctx: &HookCtx, seat: Seat) -> (i32, bool) {
        let mut vp = 0;
        if self.wealthiest == Some(seat) {
            vp += WEALTHIEST_VP;
        }
        if self.poor.contains(&seat) {
            vp += POOR_VP;
        }
        (vp, true)
    }

    fn path_blocked(&self, ctx: &HookCtx, _seat: Seat, edge: EdgeId) -> bool {
        // No bridge in set-up: a set-up road may not stand on a crossing either. (Later a
        // road there is refused by `check_road`, with its own reason.)
        matches!(ctx.state.phase, Phase::Setup { .. }) && ctx.board.is_river_crossing(edge)
    }

    fn check_road(&self, ctx: &HookCtx, _seat: Seat, edge: EdgeId) -> Result<(), RuleError> {
        if ctx.board.is_river_crossing(edge) {
            Err(RiversError::RiverCrossing.into())
        } else {
            Ok(())
        }
    }

    fn after_build(&mut self, ctx: &HookCtx, seat: Seat, built: Built, _events: &mut Vec<Event>) {
        if !ctx.state.is_player(seat) {
            return;
        }
        match built {
            Built::Road(e) if path_along_river(ctx.board, e) => {
                self.owed.push((seat, GoldReason::RiverRoad));
            }
            Built::Building(v, BuildingKind::Settlement) if vertex_at_river(ctx.board, v) => {
                self.owed.push((seat, GoldReason::RiverSettlement));
            }
            _ => {}
        }
    }

    fn after_action_due(&self) -> bool {
        // Gold moves with trades, purchases and builds: the cards are checked after every
        // action (a handful of comparisons).
        true
    }

    fn after_action(&mut self, ctx: &mut Ctx, _seat: Seat) {
        for (seat, reason) in std::mem::take(&mut self.owed) {
            pay_gold(ctx, seat, RIVER_GOLD, reason);
        }
        // The cards are first handed out once every player has finished set-up.
        if !matches!(ctx.st.phase, Phase::Setup { .. }) {
            self.redecide(ctx);
        }
    }

    fn legal_actions(&self, ctx: &HookCtx, seat: Seat, out: &mut Vec<Action>) {
        if seat != ctx.state.current
            || ctx.state.phase != Phase::Main
            || self.left(seat) == 0
            // The cheapest condition of all, and the one that fails most often.
            || !ctx.state.players[seat as usize]
                .hand
                .contains(&bridge_cost())
        {
            return;
        }
        for e in crossings(ctx.board) {
            if check_bridge(ctx.board, ctx.state, seat, e, self.left(seat)).is_ok() {
                out.push(
                    RiversAction::BuildBridge {
                        edge: ctx.board.edge(e),
                    }
                    .into(),
                );
            }
        }
    }

    fn vp_can_still_change(&self, ctx: &HookCtx) -> bool {
        // The cards can still move while gold does (trades, purchases): can that alone let
        // someone reach the target? Losing a Poor Settler tile is +2, taking the Wealthiest
        // Settler +1; a bridge still to build changes only gold.
        (0..ctx.state.seat_count()).any(|seat| {
            let mut best = crate::rules::victory::total_vp(ctx.board, ctx.state, seat) as i32;
            if self.poor.contains(&seat) {
                best -= POOR_VP;
            }
            if self.wealthiest != Some(seat) {
                best += WEALTHIEST_VP;
            }
            best >= i32::from(ctx.state.ruleset.target.for_seat(seat))
        })
    }

    fn view(&self, _ctx: &HookCtx) -> Option<ModuleView> {
        Some(ModuleView::Rivers(RiversView {
            bridges_left: self.bridges_left.clone(),
            wealthiest: self.wealthiest,
            poor: self.poor.clone(),
        }))
    }

    fn board_items(&self, _ctx: &HookCtx, out: &mut BoardItems) {
        for (seat, &left) in self.bridges_left.iter().enumerate() {
            let seat = seat as Seat;
            out.counter(BRIDGES_LEFT, Some(seat), i32::from(left));
            if self.wealthiest == Some(seat) {
                out.counter(WEALTHIEST, Some(seat), 1);
            }
            if self.poor.contains(&seat) {
                out.counter(POOR, Some(seat), 1);
            }
        }
    }

    fn item_kinds(&self) -> &'static [Kind] {
        &KINDS
    }

    fn sample_hidden(
        &mut self,
        ctx: &mut crate::sample::SampleCtx,
    ) -> Result<(), crate::sample::SampleError> {
        // Nothing is hidden: copy the public part.
        let Some(ModuleView::Rivers(v)) = ctx.module_view(ModuleId::Rivers) else {
            return Err(crate::sample::SampleError::Mismatch("rivers shows no view"));
        };
        self.bridges_left = v.bridges_left.clone();
        self.wealthiest = v.wealthiest;
        self.poor = v.poor.clone();
        self.owed.clear();
        Ok(())
    }

    fn value_hint(&self, ctx: &HookCtx, seat: Seat) -> f32 {
        // Gold buys resources (2 a card) and decides the cards; bridges left are gold to come.
        let gold = ctx
            .state
            .players
            .get(seat as usize)
            .map_or(0, |p| p.hand.gold());
        0.1 * f32::from(gold) + 0.05 * f32::from(self.left(seat))
    }
}

impl Module for Rivers {
    type Action = RiversAction;
    type Event = RiversEvent;
    type Decision = Never;
    type Error = RiversError;
    type View = RiversView;
    type Script = ();

    const KIND: ModuleKind = ModuleKind::Scenario;

    fn new(config: &GameConfig) -> Self {
        Rivers::new(config)
    }

    fn apply(&mut self, ctx: &mut Ctx, seat: Seat, action: &RiversAction) -> Result<ModuleFlow, RuleError> {
        match action {
            RiversAction::BuildBridge { edge } => self.build_bridge(ctx, seat, *edge)?,
        }
        Ok(ModuleFlow::Done)
    }
}
