//! Rule modules (variants) and the hook points through which they change the base game.
//!
//! The base game is the default behaviour of every hook. A module owns its own state (stored in
//! [`GameState::modules`](super::state::GameState)) and overrides only the hooks it needs; the
//! core calls each hook for every module in play. See docs/engine.md for the full list of hook
//! points and which variant uses which.

pub mod friendly_robber;

use serde::{Deserialize, Serialize};

use super::board::{Board, HexId, VertexId};
use super::config::{ConfigError, GameConfig};
use super::event::Event;
use super::state::{BuildingKind, GameState, Seat};

/// Identifies a selectable rule module.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ModuleId {
    /// Traders & Barbarians optional rule: no robbing players with only 2 VP.
    FriendlyRobber,
}

impl ModuleId {
    /// Every module, for listings.
    pub const ALL: [ModuleId; 1] = [ModuleId::FriendlyRobber];

    /// The module's initial state for a new game.
    pub fn instantiate(self, _config: &GameConfig) -> ModuleState {
        match self {
            ModuleId::FriendlyRobber => {
                ModuleState::FriendlyRobber(friendly_robber::FriendlyRobber)
            }
        }
    }
}

/// A module's state inside a game (one variant per module).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "module", rename_all = "snake_case")]
pub enum ModuleState {
    /// See [`friendly_robber`].
    FriendlyRobber(friendly_robber::FriendlyRobber),
}

impl ModuleState {
    /// The module's hooks.
    pub fn hooks(&self) -> &dyn RuleModule {
        match self {
            ModuleState::FriendlyRobber(m) => m,
        }
    }

    /// The module's hooks, mutably (for hooks that change the module's own state).
    pub fn hooks_mut(&mut self) -> &mut dyn RuleModule {
        match self {
            ModuleState::FriendlyRobber(m) => m,
        }
    }
}

/// Read-only view of the game handed to hooks.
pub struct HookCtx<'a> {
    /// The board.
    pub board: &'a Board,
    /// The state (module states included).
    pub state: &'a GameState,
}

impl HookCtx<'_> {
    /// Victory points everyone can see for a seat: buildings, awards and public module points
    /// (hidden victory point cards excluded).
    pub fn public_vp(&self, seat: Seat) -> u32 {
        super::rules::victory::public_vp(self.board, self.state, seat)
    }
}

/// What was just built (passed to [`RuleModule::after_build`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Built {
    /// A road on a path.
    Road(super::board::EdgeId),
    /// A building on an intersection.
    Building(VertexId, BuildingKind),
}

/// The hook points of the base state machine. Every method has the base game's behaviour as
/// its default, so a module overrides only what it changes.
pub trait RuleModule {
    /// Which module this is.
    fn id(&self) -> ModuleId;

    /// Checks the configuration (player count, combinations) when a game is created.
    fn validate(&self, _config: &GameConfig) -> Result<(), ConfigError> {
        Ok(())
    }

    /// Adjusts the victory point target.
    fn target_vp(&self, target: u8) -> u8 {
        target
    }

    /// Whether the robber may be moved to `hex` by `mover`.
    fn robber_hex_allowed(&self, _ctx: &HookCtx, _mover: Seat, _hex: HexId) -> bool {
        true
    }

    /// Where the robber goes when no hex is allowed (e.g. back to the desert).
    fn robber_fallback(&self, _ctx: &HookCtx) -> Option<HexId> {
        None
    }

    /// Whether `thief` may rob `victim` (robber, and later other stealing effects).
    fn may_rob(&self, _ctx: &HookCtx, _thief: Seat, _victim: Seat) -> bool {
        true
    }

    /// Extra victory points the module gives a seat (negative for penalties such as Poor
    /// Settler), and whether everyone can see them.
    fn extra_vp(&self, _ctx: &HookCtx, _seat: Seat) -> (i32, bool) {
        (0, true)
    }

    /// The hand size above which a seat must discard on a 7.
    fn hand_limit(&self, _ctx: &HookCtx, _seat: Seat, limit: u32) -> u32 {
        limit
    }

    /// Adjusts the number of `resource` cards `seat` gives the bank for one card.
    fn trade_ratio(
        &self,
        _ctx: &HookCtx,
        _seat: Seat,
        _resource: super::resources::Resource,
        ratio: u8,
    ) -> u8 {
        ratio
    }

    /// Called after anything is built, with the events so far; may change the module's state
    /// and add events.
    fn after_build(
        &mut self,
        _ctx: &HookCtx,
        _seat: Seat,
        _built: Built,
        _events: &mut Vec<Event>,
    ) {
    }

    /// Called when a turn ends, before the next one starts.
    fn end_of_turn(&mut self, _ctx: &HookCtx, _seat: Seat, _events: &mut Vec<Event>) {}
}

/// Checks a list of modules: no repeats, and each module accepts the configuration.
pub fn validate_modules(config: &GameConfig) -> Result<(), ConfigError> {
    let mut seen = config.modules.clone();
    seen.sort();
    if seen.windows(2).any(|w| w[0] == w[1]) {
        return Err(ConfigError::Modules("a module is listed twice".into()));
    }
    for id in &config.modules {
        id.instantiate(config).hooks().validate(config)?;
    }
    Ok(())
}
