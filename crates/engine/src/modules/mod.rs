//! Rule modules (variants) and the hook points through which they change the base game.
//!
//! The base game is the default behaviour of every hook. A module owns its own state (stored in
//! [`GameState::modules`](super::state::GameState)) and overrides only the hooks it needs; the
//! core calls each hook for every module in play. See docs/engine.md for the full list of hook
//! points and which variant uses which.

pub mod catan_for_two;
pub mod event_cards;
pub mod friendly_robber;
pub mod harbormaster;

use serde::{Deserialize, Serialize};

use super::action::Action;
use super::board::{Board, EdgeId, HexId, VertexId};
use super::config::{ConfigError, GameConfig};
use super::error::RuleError;
use super::event::Event;
use super::game::Pending;
use super::resources::ResourceSet;
use super::rules::Ctx;
use super::state::{BuildingKind, GameState, Resume, Seat};

/// Identifies a selectable rule module.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ModuleId {
    /// Traders & Barbarians optional rule: no robbing players with only 2 VP.
    FriendlyRobber,
    /// Traders & Barbarians optional rule: a 37-card event deck replaces the dice.
    EventCards,
    /// Traders & Barbarians optional rule: harbour points and the 2-VP Harbormaster card.
    Harbormaster,
    /// Traders & Barbarians optional rule: the two-player game with neutral colours and trade
    /// tokens.
    CatanForTwo,
}

impl ModuleId {
    /// Every module, for listings.
    pub const ALL: [ModuleId; 4] = [
        ModuleId::FriendlyRobber,
        ModuleId::EventCards,
        ModuleId::Harbormaster,
        ModuleId::CatanForTwo,
    ];

    /// The name used in configs and on the command line (`friendly_robber`, …).
    pub fn name(self) -> &'static str {
        match self {
            ModuleId::FriendlyRobber => "friendly_robber",
            ModuleId::EventCards => "event_cards",
            ModuleId::Harbormaster => "harbormaster",
            ModuleId::CatanForTwo => "catan_for_two",
        }
    }

    /// Parses a module name; `-` and `_` are interchangeable (`event-cards`).
    pub fn parse(name: &str) -> Option<ModuleId> {
        let n = name.trim().replace('-', "_");
        ModuleId::ALL.into_iter().find(|m| m.name() == n)
    }

    /// The module's initial state for a new game.
    pub fn instantiate(self, config: &GameConfig) -> ModuleState {
        match self {
            ModuleId::FriendlyRobber => {
                ModuleState::FriendlyRobber(friendly_robber::FriendlyRobber)
            }
            ModuleId::EventCards => {
                ModuleState::EventCards(Box::new(event_cards::EventCards::new(config)))
            }
            ModuleId::Harbormaster => {
                ModuleState::Harbormaster(harbormaster::Harbormaster::new(config))
            }
            ModuleId::CatanForTwo => {
                ModuleState::CatanForTwo(Box::new(catan_for_two::CatanForTwo::new(config)))
            }
        }
    }
}

/// A module's state inside a game (one variant per module). Large states are boxed so the
/// list stays cheap to move while a hook runs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "module", rename_all = "snake_case")]
pub enum ModuleState {
    /// See [`friendly_robber`].
    FriendlyRobber(friendly_robber::FriendlyRobber),
    /// See [`event_cards`].
    EventCards(Box<event_cards::EventCards>),
    /// See [`harbormaster`].
    Harbormaster(harbormaster::Harbormaster),
    /// See [`catan_for_two`].
    CatanForTwo(Box<catan_for_two::CatanForTwo>),
}

impl ModuleState {
    /// The module's hooks.
    pub fn hooks(&self) -> &dyn RuleModule {
        match self {
            ModuleState::FriendlyRobber(m) => m,
            ModuleState::EventCards(m) => m.as_ref(),
            ModuleState::Harbormaster(m) => m,
            ModuleState::CatanForTwo(m) => m.as_ref(),
        }
    }

    /// The module's hooks, mutably (for hooks that change the module's own state).
    pub fn hooks_mut(&mut self) -> &mut dyn RuleModule {
        match self {
            ModuleState::FriendlyRobber(m) => m,
            ModuleState::EventCards(m) => m.as_mut(),
            ModuleState::Harbormaster(m) => m,
            ModuleState::CatanForTwo(m) => m.as_mut(),
        }
    }
}

/// What one module shows everyone (part of [`View`](super::view::View)); hidden information
/// such as the event deck order never appears here.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "module", rename_all = "snake_case")]
pub enum ModuleView {
    /// See [`event_cards::EventCardsView`].
    EventCards(event_cards::EventCardsView),
    /// See [`harbormaster::HarbormasterView`].
    Harbormaster(harbormaster::HarbormasterView),
    /// See [`catan_for_two::CatanForTwoView`].
    CatanForTwo(catan_for_two::CatanForTwoView),
}

/// What the core does after a module handled an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ModuleFlow {
    /// Nothing more: the module has set the phase itself.
    Done,
    /// The decisions before a roll's production are made: resolve this number now (production
    /// or a 7), with every module's hooks in place.
    ResolveRoll(u8),
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

    /// The player counts the module plays with, when it changes the base 3–4.
    fn player_range(&self) -> Option<(u8, u8)> {
        None
    }

    /// Whether the rules forbid playing this module together with `other`.
    fn incompatible_with(&self, _other: ModuleId) -> bool {
        false
    }

    /// Changes the new game's state before setup (e.g. neutral starting settlements).
    fn on_game_created(
        &mut self,
        _board: &Board,
        _state: &mut GameState,
        _events: &mut Vec<Event>,
    ) -> Result<(), ConfigError> {
        Ok(())
    }

    /// Chance source: draws the turn's production number in place of the two dice, recording
    /// the draw in `ctx.events` (the module is out of `ctx.st.modules` while this runs).
    fn draw_roll(&mut self, _ctx: &mut Ctx, _seat: Seat) -> Option<u8> {
        None
    }

    /// Whether a rolled number counts (otherwise it is rolled again).
    fn roll_accepted(&self, _ctx: &HookCtx, _number: u8) -> bool {
        true
    }

    /// Called once a roll counts, before its production; may apply an event and, by setting
    /// `Phase::ModuleDecisions`, hold production back until the decisions are made.
    fn after_roll(&mut self, _ctx: &mut Ctx, _seat: Seat, _number: u8) {}

    /// Where play goes once a roll is resolved (`Main`; `BeforeRoll` when another roll is due).
    fn roll_resume(&self, _ctx: &HookCtx) -> Resume {
        Resume::Main
    }

    /// How many cards a building of this kind produces (base: `base`, 1 or 2).
    fn building_yield(&self, _ctx: &HookCtx, _kind: BuildingKind, base: u8) -> u8 {
        base
    }

    /// Extra condition for `seat` building a road at `edge` (after the base checks).
    fn check_road(&self, _ctx: &HookCtx, _seat: Seat, _edge: EdgeId) -> Result<(), RuleError> {
        Ok(())
    }

    /// Extra condition for `seat` building a settlement at `vertex` (after the base checks).
    fn check_settlement(
        &self,
        _ctx: &HookCtx,
        _seat: Seat,
        _vertex: VertexId,
    ) -> Result<(), RuleError> {
        Ok(())
    }

    /// Whether Road Building has a use for `seat` besides new roads (a repair).
    fn free_road_alternative(&self, _ctx: &HookCtx, _seat: Seat) -> bool {
        false
    }

    /// Appends the decisions this module is waiting for.
    fn pending(&self, _ctx: &HookCtx, _out: &mut Vec<Pending>) {}

    /// Appends the module's enumerable legal actions for `seat`.
    fn legal_actions(&self, _ctx: &HookCtx, _seat: Seat, _out: &mut Vec<Action>) {}

    /// Applies one of the module's own actions (`None`: not this module's action). Must
    /// validate fully before changing anything. The module is out of `ctx.st.modules` while
    /// this runs.
    fn apply_action(
        &mut self,
        _ctx: &mut Ctx,
        _seat: Seat,
        _action: &Action,
    ) -> Option<Result<ModuleFlow, RuleError>> {
        None
    }

    /// Whether [`RuleModule::after_action`] has something to do after the action just applied
    /// (checked first, so the core runs it only when needed).
    fn after_action_due(&self) -> bool {
        false
    }

    /// Called after an applied action when [`RuleModule::after_action_due`] says so; may
    /// interrupt play with `Phase::ModuleDecisions` (e.g. the free neutral piece after a build).
    fn after_action(&mut self, _ctx: &mut Ctx, _seat: Seat) {}

    /// Whether the module can still change some seat's VP, in a game where every base way to
    /// gain VP is closed (no piece can be placed, no development card is left): used to decide
    /// that a game is locked (`rules::lock`). Answer `true` when unsure. VP that only moves with
    /// a build (harbour points) need not be counted: builds are checked by the base game.
    fn vp_can_still_change(&self, _ctx: &HookCtx) -> bool {
        false
    }

    /// Resource cards the module holds aside (in transit between players).
    fn held_resources(&self) -> ResourceSet {
        ResourceSet::EMPTY
    }

    /// What the module shows everyone.
    fn view(&self, _ctx: &HookCtx) -> Option<ModuleView> {
        None
    }
}

/// Checks a list of modules: no repeats, no forbidden pair, the player count, and each module
/// accepts the configuration.
pub fn validate_modules(config: &GameConfig) -> Result<(), ConfigError> {
    let mut seen = config.modules.clone();
    seen.sort();
    if let Some(w) = seen.windows(2).find(|w| w[0] == w[1]) {
        return Err(ConfigError::ModuleRepeated(w[0]));
    }
    let states: Vec<ModuleState> = config
        .modules
        .iter()
        .map(|id| id.instantiate(config))
        .collect();
    for a in &states {
        for b in &config.modules {
            if a.hooks().incompatible_with(*b) {
                return Err(ConfigError::Incompatible(a.hooks().id(), *b));
            }
        }
    }
    let (min, max) = player_range(&states);
    if !(min..=max).contains(&config.players) {
        return Err(ConfigError::PlayerCount {
            min,
            max,
            got: config.players,
        });
    }
    for m in &states {
        m.hooks().validate(config)?;
    }
    Ok(())
}

/// The player counts a set of modules plays with (base game: 3–4).
pub fn player_range(modules: &[ModuleState]) -> (u8, u8) {
    modules
        .iter()
        .find_map(|m| m.hooks().player_range())
        .unwrap_or((3, 4))
}

/// Offers `action` to each module in play; `None` when no module handles it.
pub(crate) fn dispatch_action(
    ctx: &mut Ctx,
    seat: Seat,
    action: &Action,
) -> Option<Result<(), RuleError>> {
    for i in 0..ctx.st.modules.len() {
        let result = ctx.with_module_at(i, |m, ctx| m.hooks_mut().apply_action(ctx, seat, action));
        match result {
            None => continue,
            Some(Err(e)) => return Some(Err(e)),
            Some(Ok(ModuleFlow::Done)) => return Some(Ok(())),
            Some(Ok(ModuleFlow::ResolveRoll(number))) => {
                super::rules::turn::resolve_number(ctx, number);
                return Some(Ok(()));
            }
        }
    }
    None
}

/// The seats after `seat` in turn order, wrapping (the left neighbour first).
pub fn left_of(seat: Seat, seats: u8) -> Seat {
    (seat + 1) % seats.max(1)
}

/// The desert hex, if the board has one.
pub fn desert(board: &Board) -> Option<HexId> {
    (0..board.hex_count() as HexId)
        .find(|&h| board.tile(h).terrain == super::board::Terrain::Desert)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;
    use crate::modules::event_cards::{EventCard, EventKind};

    fn config(players: u8, modules: &[ModuleId]) -> GameConfig {
        let mut c = GameConfig::base(players);
        c.modules = modules.to_vec();
        c
    }

    #[test]
    fn configs_are_checked_with_typed_errors() {
        assert_eq!(
            Game::new(config(3, &[ModuleId::CatanForTwo]), 0).err(),
            Some(ConfigError::PlayerCount {
                min: 2,
                max: 2,
                got: 3
            })
        );
        assert_eq!(
            Game::new(config(2, &[ModuleId::EventCards]), 0).err(),
            Some(ConfigError::PlayerCount {
                min: 3,
                max: 4,
                got: 2
            })
        );
        assert_eq!(
            Game::new(
                config(3, &[ModuleId::Harbormaster, ModuleId::Harbormaster]),
                0
            )
            .err(),
            Some(ConfigError::ModuleRepeated(ModuleId::Harbormaster))
        );
        let mut c = config(3, &[ModuleId::EventCards]);
        c.script.event_cards = vec![EventCard {
            number: 7,
            event: EventKind::None,
        }];
        assert!(matches!(
            Game::new(c, 0),
            Err(ConfigError::ScriptEventCard { index: 0, .. })
        ));
        // Every combination of the four optional rules is allowed.
        for mask in 1u8..16 {
            let modules: Vec<ModuleId> = ModuleId::ALL
                .iter()
                .enumerate()
                .filter(|(i, _)| mask & (1 << i) != 0)
                .map(|(_, m)| *m)
                .collect();
            let players = if modules.contains(&ModuleId::CatanForTwo) {
                2
            } else {
                4
            };
            assert!(
                Game::new(config(players, &modules), 0).is_ok(),
                "{modules:?}"
            );
        }
    }

    #[test]
    fn module_names_parse() {
        assert_eq!(ModuleId::parse("event-cards"), Some(ModuleId::EventCards));
        assert_eq!(
            ModuleId::parse("catan_for_two"),
            Some(ModuleId::CatanForTwo)
        );
        assert_eq!(ModuleId::parse("nope"), None);
        for m in ModuleId::ALL {
            let json = serde_json::to_string(&m).expect("serialises");
            assert_eq!(json, format!("\"{}\"", m.name()));
        }
    }
}
