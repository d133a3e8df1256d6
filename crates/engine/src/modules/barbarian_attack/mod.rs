//! Barbarian Attack (Traders & Barbarians scenario 4; seed 000 — the main source —, seed 001 ④,
//! reference §4.4). Rules choices and their reasons: docs/variants/barbarian_attack.md.
//!
//! - The printed board ([`board`]): the castle and the desert in opposite corners, numbers by
//!   position; one barbarian each on the 2 and 12 hexes; set-up a settlement, then a city.
//! - No robber, no Largest Army, no base deck: the scenario's 26 cards, resolved when bought
//!   ([`cards`]). Gold: 2 gold buys a resource, twice a turn (the core's).
//! - After every settlement or city (not in set-up) the current player rolls until three
//!   different numbers other than 7 have come up; a barbarian lands on the coast hex of each
//!   ([`landing`]); 3 barbarians conquer a hex (no production, no roads on its paths, no
//!   settlements on its corners; a building with only conquered hexes scores nothing and loses
//!   its harbour).
//! - Knights on paths move in a step after the main phase ([`knights`]); at the end of every
//!   turn the coast is checked clockwise from the hex left of the castle ([`battle`]).
//! - A 7: discards, then the roller takes a card from any other player. 12 VP wins; every two
//!   prisoners are 1 VP.

pub mod battle;
pub mod board;
pub mod cards;
pub mod knights;
pub mod landing;
pub mod lost;
pub mod reach;
pub mod rivers_board;
pub mod tokens;
mod types;
mod view;

#[cfg(test)]
mod tests;

use std::collections::VecDeque;

pub use types::{
    BaAction, BaCard, BaDecision, BaError, BaEvent, BaGoldReason, BaScript, LandingResult,
};
pub use view::{BaView, KnightView};

use serde::{Deserialize, Serialize};

use super::{Built, HookCtx, Module, ModuleFlow, ModuleId, ModuleKind, ModuleView, RuleModule};
use crate::modules::Hooks;
use crate::action::Action;
use crate::board::{Board, Edge, EdgeId, HarborKind, HexId, Layout, VertexId};
use crate::config::{ConfigError, GameConfig};
use crate::error::RuleError;
use crate::event::Event;
use crate::game::Pending;
use crate::goods::{GoldRules, Good};
use crate::rules::Ctx;
use crate::rules::deck::ModuleDeck;
use crate::rules::interrupt;
use crate::ruleset::{
    Award, CompatRow, DeckChoice, Incompatibility, Pairing, RobberMode, RulesetBuilder,
    SetupPlan, SevenRule,
};
use crate::state::{BuildingKind, GameState, Phase, Seat};
use crate::view_items::{BoardItems, Kind};

/// Barbarians in the box (seed 000 §1).
pub const BARBARIANS: u8 = 36;
/// Knights per colour.
pub const KNIGHTS: u8 = 6;
/// The scenario's victory target (seed 000 §6).
pub const TARGET_VP: u8 = 12;
/// Barbarians that conquer a hex.
pub const CONQUEST: u8 = 3;
/// Paths a knight moves for free; with 1 grain.
pub const STEPS: u8 = 3;
/// Paths a knight moves for 1 grain.
pub const STEPS_WITH_GRAIN: u8 = 5;
/// Gold for a Treason card.
pub const TREASON_GOLD: u8 = 2;
/// Gold for a participant left without a prisoner, and for a lost knight.
pub const CONSOLATION_GOLD: u8 = 3;
/// With Catan for Two: gold for a lost knight (and 1 trade token besides; seed 000 §7(4)).
pub const LOST_KNIGHT_GOLD_FOR_TWO: u8 = 2;
/// With Catan for Two: the neutral colour's fixed number in a roll-off for prisoners.
pub const NEUTRAL_CAPTURE_ROLL: u8 = 3;

/// A knight (a piece of its owner's) on a path.
pub const KNIGHT: Kind = Kind::new("barbarian_attack.knight");
/// The barbarians on a hex (a piece of nobody's, its level the count).
pub const BARBARIANS_KIND: Kind = Kind::new("barbarian_attack.barbarians");
/// A seat's prisoners (counter).
pub const PRISONERS: Kind = Kind::new("barbarian_attack.prisoners");
/// A seat's knights still in its supply (counter).
pub const KNIGHTS_LEFT: Kind = Kind::new("barbarian_attack.knights_left");
/// Every kind the module writes.
pub static KINDS: [Kind; 4] = [KNIGHT, BARBARIANS_KIND, PRISONERS, KNIGHTS_LEFT];

/// A knight on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Knight {
    /// Its owner (a seat).
    pub owner: Seat,
    /// The path it stands on.
    pub edge: Edge,
    /// Whether it has moved this turn.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub moved: bool,
}

/// A decision the module waits for (at most one at a time).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "task", rename_all = "snake_case")]
pub enum Task {
    /// Knighthood (`castle_only`) or Strong Knight: the buyer places a knight.
    PlaceKnight {
        /// The buyer.
        seat: Seat,
        /// The card.
        card: BaCard,
    },
    /// Treason: the buyer moves barbarians.
    MoveBarbarians {
        /// The buyer.
        seat: Seat,
        /// Moves still to make.
        left: u8,
        /// Hexes already used by this card (as source or destination).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        used: Vec<HexId>,
    },
    /// Intrigue: the buyer takes a barbarian prisoner.
    Capture {
        /// The buyer.
        seat: Seat,
    },
    /// A 7: the roller takes a card from another player.
    Raid {
        /// The roller.
        seat: Seat,
    },
    /// With Catan for Two: the player who placed the game's first knight puts the neutral
    /// knight on a free castle path.
    PlaceNeutralKnight {
        /// That player.
        seat: Seat,
    },
}

impl Task {
    /// The seat that owes the decision.
    pub fn seat(&self) -> Seat {
        match *self {
            Task::PlaceKnight { seat, .. }
            | Task::MoveBarbarians { seat, .. }
            | Task::Capture { seat }
            | Task::Raid { seat }
            | Task::PlaceNeutralKnight { seat } => seat,
        }
    }

    /// The decision it asks for.
    pub fn decision(&self) -> BaDecision {
        match self {
            Task::PlaceKnight { .. } => BaDecision::PlaceKnight,
            Task::MoveBarbarians { .. } => BaDecision::MoveBarbarian,
            Task::Capture { .. } => BaDecision::CaptureBarbarian,
            Task::Raid { .. } => BaDecision::RaidPlayer,
            Task::PlaceNeutralKnight { .. } => BaDecision::PlaceNeutralKnight,
        }
    }
}

/// Scripted chance still to come.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Scripted {
    /// Cards.
    #[serde(default, skip_serializing_if = "VecDeque::is_empty")]
    pub cards: VecDeque<BaCard>,
    /// Landing rolls.
    #[serde(default, skip_serializing_if = "VecDeque::is_empty")]
    pub landings: VecDeque<[u8; 2]>,
    /// Capture-sharing rolls.
    #[serde(default, skip_serializing_if = "VecDeque::is_empty")]
    pub captures: VecDeque<[u8; 2]>,
    /// Colour die results.
    #[serde(default, skip_serializing_if = "VecDeque::is_empty")]
    pub colours: VecDeque<crate::board::annotations::CastleColour>,
}

/// The module's state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BarbarianAttack {
    /// Barbarians on each hex, by hex id (filled when the game is created).
    #[serde(default)]
    pub barbarians: Vec<u8>,
    /// Barbarians left in the supply.
    pub supply: u8,
    /// Prisoners per seat.
    #[serde(default)]
    pub prisoners: Vec<u8>,
    /// Prisoners the neutral knight's colour took (Catan for Two; they score for nobody).
    #[serde(default, skip_serializing_if = "crate::modules::is_default")]
    pub neutral_prisoners: u8,
    /// Knights on the board.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub knights: Vec<Knight>,
    /// The deck (draw pile hidden, discard pile open).
    #[serde(default)]
    pub deck: ModuleDeck<BaCard>,
    /// Scripted chance still to come (none in a game played with chance: no copy to make).
    #[serde(default, skip_serializing_if = "no_script")]
    pub scripted: Option<Box<Scripted>>,
    /// Landings owed for the builds of the action being applied.
    #[serde(default, skip_serializing_if = "crate::modules::is_default")]
    pub landings_owed: u8,
    /// The decision waited for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub task: Option<Task>,
    /// The knights' reach table, built when first needed (derived from the board: not saved).
    #[serde(skip)]
    pub reach: reach::ReachCache,
    /// The seats' lost points as last counted (derived from the state: not saved).
    #[serde(skip)]
    pub lost: lost::LostPoints,
}

impl BarbarianAttack {
    /// A new game's state (the board's barbarians are put out when the game is created).
    pub fn new(config: &GameConfig) -> Self {
        let script = config
            .script
            .streams()
            .map(|s| s.modules.barbarian_attack)
            .unwrap_or_default();
        BarbarianAttack {
            barbarians: Vec::new(),
            supply: BARBARIANS,
            prisoners: Vec::new(),
            neutral_prisoners: 0,
            knights: Vec::new(),
            deck: ModuleDeck::default(),
            scripted: Some(Box::new(Scripted {
                cards: script.cards.into(),
                landings: script.landings.into(),
                captures: script.captures.into(),
                colours: script.colours.into(),
            }))
            .filter(|s| **s != Scripted::default()),
            landings_owed: 0,
            task: None,
            reach: reach::ReachCache::default(),
            lost: lost::LostPoints::default(),
        }
    }

    /// The scripted chance still to come, made empty when there is none (for tests that
    /// script a state by hand).
    pub fn script(&mut self) -> &mut Scripted {
        self.scripted.get_or_insert_with(Box::default)
    }

    /// Barbarians on `hex`.
    pub fn on(&self, hex: HexId) -> u8 {
        self.barbarians.get(hex as usize).copied().unwrap_or(0)
    }

    /// Whether `hex` is conquered (3 barbarians).
    pub fn conquered(&self, hex: HexId) -> bool {
        self.on(hex) >= CONQUEST
    }

    /// Whether any hex is conquered.
    pub fn any_conquered(&self) -> bool {
        self.barbarians.iter().any(|&b| b >= CONQUEST)
    }

    /// Barbarians on the board.
    pub fn on_board(&self) -> u32 {
        self.barbarians.iter().map(|&b| u32::from(b)).sum()
    }

    /// Prisoners `seat` holds.
    pub fn prisoners_of(&self, seat: Seat) -> u8 {
        self.prisoners.get(seat as usize).copied().unwrap_or(0)
    }

    /// The knight on `edge`, if any.
    pub fn knight_at(&self, board: &Board, edge: EdgeId) -> Option<&Knight> {
        let e = board.edge(edge);
        self.knights.iter().find(|k| k.edge == e)
    }

    /// Knights `seat` still has in its supply.
    pub fn knights_left(&self, seat: Seat) -> u8 {
        let out = self.knights.iter().filter(|k| k.owner == seat).count() as u8;
        KNIGHTS.saturating_sub(out)
    }

    /// Whether the building at `v` stands only on conquered hexes (land hexes only; water
    /// around it does not count).
    pub fn building_conquered(&self, board: &Board, v: VertexId) -> bool {
        let mut land = board
            .vertex_hexes(v)
            .filter(|&h| !board.tile(h).terrain.is_water())
            .peekable();
        land.peek().is_some() && land.all(|h| self.conquered(h))
    }

    /// The points `seat`'s conquered buildings would score (they score nothing), as last
    /// counted ([`lost::LostPoints`]; counted now in a game read back before its next change).
    pub fn lost_points(&self, ctx: &HookCtx, seat: Seat) -> i32 {
        match &self.lost.0 {
            Some(points) if points.len() == ctx.state.players.len() => {
                let lost = points.get(usize::from(seat)).copied().unwrap_or(0);
                debug_assert_eq!(lost, self.count_lost_points(ctx, seat), "lost points");
                lost
            }
            _ => self.count_lost_points(ctx, seat),
        }
    }

    /// The conquered hexes, a bit per hex id (`None` on a board too large for the mask).
    fn conquered_mask(&self) -> Option<u64> {
        if self.barbarians.len() > 64 {
            return None;
        }
        let mut mask = 0u64;
        for (h, &n) in self.barbarians.iter().enumerate() {
            if n >= CONQUEST {
                mask |= 1 << h;
            }
        }
        Some(mask)
    }

    /// Counts the lost points again when the conquered hexes are no longer `before`.
    fn recount_lost_if_changed(&mut self, ctx: &HookCtx, before: Option<u64>) {
        if before.is_none() || before != self.conquered_mask() {
            self.recount_lost(ctx);
        }
    }

    /// Counts every seat's lost points again (after a conquest, a recapture or a build).
    pub(crate) fn recount_lost(&mut self, ctx: &HookCtx) {
        let seats = ctx.state.players.len();
        let points = if self.any_conquered() {
            (0..seats)
                .map(|s| self.count_lost_points(ctx, s as Seat))
                .collect()
        } else {
            vec![0; seats]
        };
        self.lost = lost::LostPoints(Some(points));
    }

    /// [`lost_points`](Self::lost_points), counted.
    fn count_lost_points(&self, ctx: &HookCtx, seat: Seat) -> i32 {
        if !self.any_conquered() {
            return 0;
        }
        // Only the corners of conquered hexes can hold such a building; each is counted from
        // the first conquered hex it touches.
        let board = ctx.board;
        let mut lost = 0;
        for (h, _) in self
            .barbarians
            .iter()
            .enumerate()
            .filter(|&(_, &n)| n >= CONQUEST)
        {
            let h = h as HexId;
            for &v in board.hex_vertices(h) {
                let Some(b) = ctx.state.buildings.get(v as usize).copied().flatten() else {
                    continue;
                };
                if b.owner != seat
                    || board.vertex_hexes(v).find(|&x| self.conquered(x)) != Some(h)
                    || !self.building_conquered(board, v)
                {
                    continue;
                }
                lost += i32::from(b.kind.vp()) + i32::from(b.overlays.vp());
            }
        }
        lost
    }

    /// A hex's barbarians changed from `before`: records a conquest or a recapture.
    pub(crate) fn conquest_changed(&self, ctx: &mut Ctx, hex: HexId, before: u8) {
        let now = self.on(hex);
        let h = ctx.board.hex(hex);
        if before < CONQUEST && now >= CONQUEST {
            ctx.events.push(BaEvent::HexConquered { hex: h }.into());
        } else if before >= CONQUEST && now < CONQUEST {
            ctx.events.push(BaEvent::HexRecaptured { hex: h }.into());
        }
    }

    /// Asks `seat` for the task's decision (the game waits on the interrupt stack).
    pub(crate) fn ask(&mut self, ctx: &mut Ctx, task: Task) {
        let seat = task.seat();
        self.task = Some(task);
        ctx.events.push(Event::DecisionsRequired { seats: vec![seat] });
        interrupt::push(
            ctx.st,
            Phase::ModuleDecisions {
                module: ModuleId::BarbarianAttack,
            },
        );
    }

    /// The decision is made: play goes back where it was.
    pub(crate) fn done(&mut self, ctx: &mut Ctx, seat: Seat) {
        self.task = None;
        interrupt::resume(ctx, seat, Phase::Main);
    }
}

/// Whether the phase is this module's decisions.
pub(crate) fn deciding(phase: &Phase) -> bool {
    matches!(
        phase,
        Phase::ModuleDecisions {
            module: ModuleId::BarbarianAttack,
        }
    )
}

/// Whether the phase is this module's movement step.
pub(crate) fn moving(phase: &Phase) -> bool {
    matches!(
        phase,
        Phase::TurnStep {
            module: ModuleId::BarbarianAttack,
            step: 0,
        }
    )
}

/// The neutral colour whose knight joins the game, when a module in play puts neutral colours
/// on the board (Catan for Two, seed 000 §7(4)): the first of them (board owner `seats`).
pub fn neutral_owner(ctx: &HookCtx) -> Option<Seat> {
    let st = ctx.state;
    st.modules
        .iter()
        .any(|m| m.hooks().neutral_colours(ctx) > 0)
        .then(|| st.seat_count())
}

/// The trade tokens `seat` may spend now, when a module in play keeps trade tokens.
pub fn spendable_tokens(ctx: &HookCtx, seat: Seat) -> Option<u8> {
    ctx.state
        .modules
        .iter()
        .find_map(|m| m.hooks().spendable_tokens(ctx, seat))
}

/// Changes `seat`'s trade tokens through the module that keeps them; the change made.
pub(crate) fn change_tokens(ctx: &mut Ctx, seat: Seat, change: i8) -> i8 {
    let mut made = 0;
    ctx.with_modules(|m, hc, ev| {
        if made == 0 {
            made = m.change_tokens(hc, seat, change, ev);
        }
    });
    made
}

/// Pays up to `gold` from the bank (what is left when it runs short) and records it (nothing
/// for a neutral colour, which holds no cards).
pub(crate) fn pay_gold(ctx: &mut Ctx, seat: Seat, gold: u8, reason: BaGoldReason) {
    if !ctx.st.is_player(seat) {
        return;
    }
    let paid = crate::rules::gold::pay_from_bank(ctx.st, seat, gold);
    ctx.events.push(
        BaEvent::GoldReceived {
            seat,
            gold: paid,
            reason,
        }
        .into(),
    );
}

/// Whether no scripted chance is left (nothing to save).
fn no_script(s: &Option<Box<Scripted>>) -> bool {
    s.as_deref().is_none_or(|s| *s == Scripted::default())
}

/// Takes the next scripted value from the queue `queue` picks, if any; the script is dropped
/// once empty, so a state read back from its JSON equals it.
pub(crate) fn next_scripted<T>(
    scripted: &mut Option<Box<Scripted>>,
    queue: impl FnOnce(&mut Scripted) -> &mut VecDeque<T>,
) -> Option<T> {
    let s = scripted.as_deref_mut()?;
    let next = queue(s).pop_front();
    if *s == Scripted::default() {
        *scripted = None;
    }
    next
}

/// Two dice from the scripted queue `queue` picks (values 1–6), else from the game's generator.
pub(crate) fn two_dice(
    scripted: &mut Option<Box<Scripted>>,
    queue: impl FnOnce(&mut Scripted) -> &mut VecDeque<[u8; 2]>,
    st: &mut GameState,
) -> [u8; 2] {
    use rand::RngExt;
    if let Some(d) = next_scripted(scripted, queue)
        && d.iter().all(|x| (1..=6).contains(x))
    {
        return d;
    }
    let rng = &mut st.chance.rng;
    [rng.random_range(1..=6u8), rng.random_range(1..=6u8)]
}

impl RuleModule for BarbarianAttack {
    fn id(&self) -> ModuleId {
        ModuleId::BarbarianAttack
    }

    fn ruleset(&self, ruleset: &mut RulesetBuilder) {
        ruleset.setup(SetupPlan::city_second());
        ruleset.robber(RobberMode::None);
        ruleset.seven(SevenRule::DiscardsThenModule(ModuleId::BarbarianAttack));
        ruleset.deck(DeckChoice::Module(ModuleId::BarbarianAttack));
        ruleset.remove_award(Award::LargestArmy);
        ruleset.gold(GoldRules::default());
        ruleset.target_base(TARGET_VP);
        // With Catan for Two (seed 000 §7(4)) the scenario is played by two, with the neutral
        // knight, a barbarian moved for trade tokens and lost knights paid 2 gold + 1 token.
        if ruleset.config().modules.contains(&ModuleId::CatanForTwo) {
            ruleset.players(2, 2);
        } else {
            ruleset.players(3, 4);
        }
        // Another game's rules: no documented pairing (docs/engine.md, "Adding a variant").
        // The other scenarios are refused as separate boards without a row.
        ruleset.compatibility(&[
            CompatRow::refused(ModuleId::CitiesAndKnights, Incompatibility::DifferentGames),
            CompatRow::official(ModuleId::CatanForTwo, Pairing { target_base: None }),
            // Reference §4.6: the rivers on this scenario's board (`rivers_board.rs`), 12 VP.
            CompatRow::official(ModuleId::Rivers, Pairing { target_base: None }),
        ]);
    }

    fn validate(&self, config: &GameConfig) -> Result<(), ConfigError> {
        let script = config
            .script
            .streams()
            .map(|s| s.modules.barbarian_attack)
            .unwrap_or_default();
        let dice_ok = |d: &[[u8; 2]]| d.iter().flatten().all(|x| (1..=6).contains(x));
        if !dice_ok(&script.landings) || !dice_ok(&script.captures) {
            return Err(ConfigError::ModuleScript {
                module: ModuleId::BarbarianAttack,
                reason: "dice faces are 1 to 6".to_string(),
            });
        }
        Ok(())
    }

    fn adapt_layout(
        &self,
        config: &GameConfig,
        layout: &mut Layout,
        rng: &mut rand_pcg::Pcg64Mcg,
    ) -> Result<(), ConfigError> {
        board::adapt(config, layout, rng)
    }

    fn on_game_created(
        &mut self,
        board: &Board,
        state: &mut GameState,
        events: &mut Vec<Event>,
    ) -> Result<(), ConfigError> {
        self.barbarians = vec![0; board.hex_count()];
        self.prisoners = vec![0; state.players.len()];
        let mut hexes = Vec::new();
        // One barbarian per token: the hex carrying both the 2 and the 12 (with The Rivers of
        // Catan) takes two, and is listed once for each.
        for h in board::coast(board) {
            for _ in board.tile(h).tokens().filter(|n| matches!(n, 2 | 12)) {
                if self.supply > 0 {
                    self.barbarians[h as usize] += 1;
                    self.supply -= 1;
                    hexes.push(board.hex(h));
                }
            }
        }
        events.push(BaEvent::BarbariansSetUp { hexes }.into());
        self.deck = ModuleDeck::shuffled(BaCard::deck(), state);
        self.lost = lost::LostPoints(Some(vec![0; state.players.len()]));
        Ok(())
    }

    fn on_seven(&mut self, ctx: &mut Ctx, roller: Seat) {
        if !cards::raid_victims_from(self, ctx, roller).is_empty() {
            self.ask(ctx, Task::Raid { seat: roller });
        }
    }

    fn deck_cards_left(&self, _ctx: &HookCtx) -> u32 {
        self.deck.left()
    }

    fn deck_draw(&mut self, ctx: &mut Ctx, seat: Seat) {
        let before = self.conquered_mask();
        cards::draw(self, ctx, seat);
        self.recount_lost_if_changed(&ctx.hooks(), before);
    }

    /// A settlement or city of a seat's, or a neutral colour's settlement (Catan for Two: its
    /// landings come after those of the player's own settlement, which are rolled first). A
    /// neutral piece is built by the module that keeps the neutral colours, out of the state
    /// while it does, so any owner is taken: only seats and neutral colours build.
    fn after_build(&mut self, ctx: &HookCtx, _seat: Seat, built: Built, _events: &mut Vec<Event>) {
        self.recount_lost(ctx);
        if matches!(ctx.state.phase, Phase::Setup { .. }) {
            return;
        }
        if let Built::Building(_, BuildingKind::Settlement | BuildingKind::City) = built {
            self.landings_owed = self.landings_owed.saturating_add(1);
        }
    }

    fn after_action_due(&self) -> bool {
        self.landings_owed > 0
    }

    fn after_action(&mut self, ctx: &mut Ctx, _seat: Seat) {
        let current = ctx.st.current;
        let before = self.conquered_mask();
        while self.landings_owed > 0 {
            self.landings_owed -= 1;
            landing::land(self, ctx, current);
        }
        self.recount_lost_if_changed(&ctx.hooks(), before);
    }

    fn hex_blocked(&self, _ctx: &HookCtx, hex: HexId) -> bool {
        self.conquered(hex)
    }

    fn check_road(&self, ctx: &HookCtx, _seat: Seat, edge: EdgeId) -> Result<(), RuleError> {
        if self.any_conquered()
            && ctx
                .board
                .edge(edge)
                .touching_hexes()
                .iter()
                .filter_map(|&h| ctx.board.hex_id(h))
                .any(|h| self.conquered(h))
        {
            return Err(BaError::ConqueredPath.into());
        }
        Ok(())
    }

    fn check_settlement(&self, ctx: &HookCtx, _seat: Seat, vertex: VertexId) -> Result<(), RuleError> {
        if self.any_conquered() && ctx.board.vertex_hexes(vertex).any(|h| self.conquered(h)) {
            return Err(BaError::ConqueredCorner.into());
        }
        Ok(())
    }

    fn trade_ratio(&self, ctx: &HookCtx, seat: Seat, good: Good, ratio: u8) -> u8 {
        if !self.any_conquered() {
            return ratio;
        }
        // The harbours of the seat's buildings that still count.
        let mut best = ctx.state.ruleset().bank_ratio;
        for &(v, kind) in ctx.board.harbor_vertices() {
            let Some(b) = ctx.state.buildings[v as usize] else {
                continue;
            };
            if b.owner != seat || self.building_conquered(ctx.board, v) {
                continue;
            }
            let r = match kind {
                HarborKind::Generic => 3,
                HarborKind::Special(r) if Good::from(r) == good => 2,
                HarborKind::Special(_) => continue,
            };
            best = best.min(r);
        }
        ratio.max(best)
    }

    fn extra_vp(&self, ctx: &HookCtx, seat: Seat) -> (i32, bool) {
        (
            i32::from(self.prisoners_of(seat) / 2) - self.lost_points(ctx, seat),
            true,
        )
    }

    fn turn_steps(&self) -> u8 {
        1
    }

    fn knight_strength(&self, _ctx: &HookCtx, seat: Seat, _strength: u32) -> u32 {
        self.knights.iter().filter(|k| k.owner == seat).count() as u32
    }

    fn overrides(&self) -> Hooks {
        Hooks::ON_SEVEN
            | Hooks::AFTER_ACTION
            | Hooks::HEX_BLOCKED
            | Hooks::BUILD_CHECKS
            | Hooks::TRADE_RATIO
            | Hooks::EXTRA_VP
            | Hooks::TURN_STEPS
            | Hooks::LEGAL_ACTIONS
            | Hooks::COUNTED_ACTIONS
            | Hooks::VP_CAN_STILL_CHANGE
    }

    /// A knight's move checks everything before it moves the knight or takes the grain.
    fn applies_in_place(&self, action: &crate::modules::ModuleAction) -> bool {
        matches!(
            action,
            crate::modules::ModuleAction::BarbarianAttack(BaAction::MoveKnight { .. })
        )
    }

    fn step_may_end(&self, ctx: &HookCtx, seat: Seat, _step: u8) -> Result<(), RuleError> {
        knights::may_end(self, ctx, seat)
    }

    fn end_of_turn(&mut self, ctx: &mut Ctx, seat: Seat) {
        let before = self.conquered_mask();
        battle::resolve(self, ctx, seat);
        self.recount_lost_if_changed(&ctx.hooks(), before);
        for k in &mut self.knights {
            k.moved = false;
        }
    }

    fn pending(&self, ctx: &HookCtx, out: &mut Vec<Pending>) {
        if let Some(task) = &self.task
            && deciding(&ctx.state.phase)
        {
            out.push(Pending {
                seat: task.seat(),
                decision: task.decision().into(),
            });
        }
    }

    fn legal_actions(&self, ctx: &HookCtx, seat: Seat, out: &mut Vec<Action>) {
        if deciding(&ctx.state.phase) {
            cards::legal_actions(self, ctx, seat, out);
        } else if moving(&ctx.state.phase) && seat == ctx.state.current {
            knights::legal_actions(self, ctx, seat, out);
        } else if matches!(ctx.state.phase, Phase::Main) && seat == ctx.state.current {
            tokens::legal_actions(self, ctx, seat, out);
        }
    }

    /// The knights' moves are counted (every reachable path of every knight), the card
    /// decisions and tokens listed.
    fn legal_action_count(&self, ctx: &HookCtx, seat: Seat) -> Option<usize> {
        if moving(&ctx.state.phase) && seat == ctx.state.current {
            knights::count(self, ctx, seat)
        } else {
            None
        }
    }

    fn nth_legal_action(&self, ctx: &HookCtx, seat: Seat, index: usize) -> Option<Action> {
        if moving(&ctx.state.phase) && seat == ctx.state.current {
            knights::nth(self, ctx, seat, index)
        } else {
            None
        }
    }

    fn vp_can_still_change(&self, _ctx: &HookCtx) -> bool {
        // Prisoners come from barbarians on the board or in the supply; a conquered building
        // may be won back.
        self.supply > 0 || self.on_board() > 0
    }

    fn autoplay_pick(&self, ctx: &HookCtx, seat: Seat, legal: &[Action]) -> Option<Action> {
        cards::autoplay_pick(self, ctx, seat, legal)
    }

    fn view(&self, ctx: &HookCtx) -> Option<ModuleView> {
        Some(ModuleView::BarbarianAttack(view::public(self, ctx)))
    }

    fn board_items(&self, ctx: &HookCtx, out: &mut BoardItems) {
        view::board_items(self, ctx, out);
    }

    fn item_kinds(&self) -> &'static [Kind] {
        &KINDS
    }

    fn sample_hidden(
        &mut self,
        ctx: &mut crate::sample::SampleCtx,
    ) -> Result<(), crate::sample::SampleError> {
        view::sample_hidden(self, ctx)
    }

    fn value_hint(&self, ctx: &HookCtx, seat: Seat) -> f32 {
        // An odd prisoner is half a point; knights on the board capture more.
        let odd = f32::from(self.prisoners_of(seat) % 2) * 0.4;
        let knights = self.knights.iter().filter(|k| k.owner == seat).count() as f32 * 0.25;
        let _ = ctx;
        odd + knights
    }
}

impl Module for BarbarianAttack {
    type Action = BaAction;
    type Event = BaEvent;
    type Decision = BaDecision;
    type Error = BaError;
    type View = BaView;
    type Script = BaScript;

    const KIND: ModuleKind = ModuleKind::Scenario;

    /// Released: the rules, the board image, the bot's words and an end-to-end game are in.
    const RELEASED: bool = true;

    fn new(config: &GameConfig) -> Self {
        BarbarianAttack::new(config)
    }

    fn apply(
        &mut self,
        ctx: &mut Ctx,
        seat: Seat,
        action: &BaAction,
    ) -> Result<ModuleFlow, RuleError> {
        match action {
            BaAction::MoveKnight { from, to, grain } => {
                knights::apply_move(self, ctx, seat, *from, *to, *grain)?
            }
            BaAction::MoveBarbarianForTokens { from, to } => {
                let before = self.conquered_mask();
                tokens::apply_move(self, ctx, seat, *from, *to)?;
                self.recount_lost_if_changed(&ctx.hooks(), before);
            }
            _ => {
                let before = self.conquered_mask();
                cards::apply(self, ctx, seat, action)?;
                self.recount_lost_if_changed(&ctx.hooks(), before);
            }
        }
        Ok(ModuleFlow::Done)
    }

    /// The decisions owed (a card's knight, barbarian moves and capture, the 7's victim) spend
    /// nothing: the turn timer may make them. A knight's move only when it must leave the
    /// castle and needs no grain.
    fn autoplay_allowed(&self, ctx: &HookCtx, _seat: Seat, action: &BaAction) -> bool {
        match action {
            BaAction::MoveKnight { from, grain, .. } => {
                !grain
                    && ctx.board.edge_id(*from).is_some_and(|e| {
                        board::is_castle_path(ctx.board, board::castle(ctx.board), e)
                    })
            }
            // Spends trade tokens: never played for a seat.
            BaAction::MoveBarbarianForTokens { .. } => false,
            _ => true,
        }
    }
}
