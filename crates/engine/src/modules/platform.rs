//! What a rule module declares besides its hooks: its own action, event, decision, error and
//! view types ([`Module`], the view's private part included), which the registry ([`super::registry`]) wraps in one core variant
//! each (`Action::Module`, `Event::Module`, `Decision::Module`, `RuleError::Module`,
//! [`ModuleView`](super::ModuleView)).

use std::fmt::Debug;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::{HookCtx, ModuleFlow, RuleModule};
use crate::config::GameConfig;
use crate::error::RuleError;
use crate::rules::Ctx;
use crate::state::Seat;
use crate::view_items::BoardItems;

/// A stable snake_case code for an error (replay output, tests, the bot's message lookup).
pub trait ErrorCode {
    /// The code.
    fn code(&self) -> &'static str;
}

/// The type of a part a module does not have (no actions, no events…): it has no values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Never {}

impl std::fmt::Display for Never {
    fn fmt(&self, _f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {}
    }
}

impl std::error::Error for Never {}

impl ErrorCode for Never {
    fn code(&self) -> &'static str {
        match *self {}
    }
}

/// Whether a value is its type's default (serde's `skip_serializing_if` for module scripts).
pub fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

/// What kind of choice a module is when a game is set up (see [`Module::KIND`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ModuleKind {
    /// A rule that changes the game it is added to (Friendly Robber, Harbormaster…); a game
    /// may have several.
    OptionalRule,
    /// A scenario: its own board and rules, chosen instead of the base game; a game has at
    /// most one (the optional rules it allows come with it).
    Scenario,
}

/// A rule module as the registry sees it: its state type, which implements the hooks
/// ([`RuleModule`]), and the types of its own actions, events, decisions, errors and public view.
///
/// Wire format: each type serialises as the core's own variants do (actions tagged by `type`,
/// events by `event`, decisions by `kind`, all snake_case), and the core's variant for them is
/// untagged, so a module's action reads and writes exactly as if it were a core variant. Tags must
/// therefore be unique across the core and every module.
pub trait Module:
    RuleModule + Clone + Debug + PartialEq + Eq + Serialize + DeserializeOwned + 'static
{
    /// What a seat may ask of the module (`Never` when nothing); it says how each action is
    /// shown to people ([`DescribeAction`](crate::describe::DescribeAction)).
    type Action: Clone
        + Debug
        + PartialEq
        + Eq
        + Serialize
        + DeserializeOwned
        + crate::describe::DescribeAction;
    /// What the module reports happened (`Never` when nothing of its own).
    type Event: Clone + Debug + PartialEq + Eq + Serialize + DeserializeOwned;
    /// Decisions the module asks seats for (`Never` when none).
    type Decision: Copy + Debug + PartialEq + Eq + Serialize + DeserializeOwned;
    /// Why the module refuses an action (`Never` when it only uses the core's reasons).
    type Error: Clone + Debug + PartialEq + Eq + std::error::Error + ErrorCode + 'static;
    /// What the module shows: everyone's part ([`RuleModule::view`]) and each seat's private part
    /// ([`Module::private_view`]) (`Never` when nothing).
    type View: Clone + Debug + PartialEq + Eq + Serialize + DeserializeOwned;
    /// The module's named chance streams, which a config may fix in advance: read from the key
    /// named like the module's folder in `script.streams` (or, the older spelling, in `script`);
    /// a struct with one field per stream when it has several (`()` when none; empty means
    /// nothing scripted).
    type Script: Clone + Debug + PartialEq + Eq + Default + Serialize + DeserializeOwned;

    /// What kind of choice the module is when a game is set up: an optional rule added to
    /// any game, or a scenario (its own board and rules) chosen instead of the base game.
    const KIND: ModuleKind = ModuleKind::OptionalRule;

    /// Whether players may choose the module: `false` while a variant is still being built in
    /// landable slices (the engine, its tests, replays and the CLI take it; the bot does not
    /// offer it and refuses it by name).
    const RELEASED: bool = true;

    /// The module's state at the start of a new game.
    fn new(config: &GameConfig) -> Self;

    /// Applies one of the module's own actions. The core runs it on a copy of the game that
    /// replaces the game only when this returns `Ok`, so an error may leave `ctx` half changed.
    /// The module is out of `ctx.st.modules` while this runs.
    fn apply(
        &mut self,
        _ctx: &mut Ctx,
        _seat: Seat,
        _action: &Self::Action,
    ) -> Result<ModuleFlow, RuleError> {
        Err(RuleError::NotInThisGame)
    }

    /// Whether the turn timer (and a kicked seat) may play `action` for a seat that owes a
    /// decision, when the core has not picked a move itself: only answers that spend nothing of
    /// the seat's own choosing. Default: never (a new action is not auto-played until its module
    /// says so).
    fn autoplay_allowed(&self, _ctx: &HookCtx, _seat: Seat, _action: &Self::Action) -> bool {
        false
    }

    /// What only `seat` may see of the module (its own secret state: fish tokens, progress
    /// cards…), shown in that seat's view only (`View::private_modules`), never in another
    /// seat's or the public one. The value must hold nothing of other seats' secrets. Default:
    /// nothing private.
    fn private_view(&self, _ctx: &HookCtx, _seat: Seat) -> Option<Self::View> {
        None
    }

    /// The pieces, counters and marks that follow from the module's own view part (public or
    /// private), for a module whose view part existed before the view had those lists: derived
    /// when read (`View::board_items`), never written, so views stored before keep their JSON.
    /// A new module writes its items with
    /// [`RuleModule::board_items`](super::RuleModule::board_items) instead. Default: none.
    fn view_items(_view: &Self::View, _out: &mut BoardItems) {}

    /// The event as `viewer` may see it (`None`: a spectator); hide what only some seats may
    /// see. Default: everything is public.
    fn redact_event(event: &Self::Event, _viewer: Option<Seat>) -> Self::Event {
        event.clone()
    }
}
