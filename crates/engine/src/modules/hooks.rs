//! The hook points of the base game ([`RuleModule`]) and what hooks are handed.

use super::{Hooks, ModuleId, ModuleView};
use crate::action::Action;
use crate::board::{Board, EdgeId, HexId, Layout, VertexId};
use crate::config::{ConfigError, GameConfig};
use crate::error::RuleError;
use crate::event::Event;
use crate::game::Pending;
use crate::goods::Good;
use crate::resources::ResourceSet;
use crate::rules::Ctx;
use crate::ruleset::RulesetBuilder;
use crate::state::{BuildingKind, GameState, Resume, Seat};
use crate::view_items::{BoardItems, Kind};

/// What the core does after a module handled an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ModuleFlow {
    /// Nothing more: the module has set the phase itself.
    Done,
    /// The decisions before a roll's production are made: resolve this number now (production
    /// or a 7), with every module's hooks in place.
    ResolveRoll(u8),
    /// The decisions held before a roll's number was drawn are made
    /// ([`RuleModule::before_number`]): draw the number now and resolve it
    /// (`rules::turn::roll_number`, for the current player).
    DrawNumber,
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
        crate::rules::victory::public_vp(self.board, self.state, seat)
    }
}

/// What was just built (passed to [`RuleModule::after_build`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Built {
    /// A road on a path.
    Road(EdgeId),
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

    /// The module's contribution to the ruleset (docs/engine.md, "Ruleset"): the parts of the
    /// game it changes (setup plan, 7, robber, deck, awards, bank ratio, goods, player counts,
    /// its share of the victory target) and its rows of the compatibility table. Called once
    /// when the game is created (and when a stored game is read), never during play.
    fn ruleset(&self, _ruleset: &mut RulesetBuilder) {}

    /// Whether the robber, locked by the ruleset (`RobberMode::LockedUntilReleased`), may move
    /// now (Cities & Knights: after the first barbarian attack). The robber is released when any
    /// module says so.
    fn robber_released(&self, _ctx: &HookCtx) -> bool {
        false
    }

    /// Whether the robber may be moved to `hex` by `mover`.
    fn robber_hex_allowed(&self, _ctx: &HookCtx, _mover: Seat, _hex: HexId) -> bool {
        true
    }

    /// The rest of a 7 when the ruleset hands it to this module
    /// (`SevenRule::DiscardsThenModule`): called once the discards are made, with play already
    /// back where the roll was made (the main phase, or before another roll). The module may
    /// change the game and ask for decisions by interrupting (`rules::interrupt::push` with
    /// `Phase::ModuleDecisions`) and resumes with `rules::interrupt::resume` once they are made.
    /// Must not fail. Only the module the ruleset names is called.
    fn on_seven(&mut self, _ctx: &mut Ctx, _roller: Seat) {}

    /// The module's deck (`DeckChoice::Module`, `rules::deck`): how many cards a purchase can
    /// still reach (draw pile and discard pile); 0 refuses `BuyDevCard` with `deck_empty`.
    /// Asked only of the module the ruleset names.
    fn deck_cards_left(&self, _ctx: &HookCtx) -> u32 {
        0
    }

    /// The module's deck: `seat` has bought a card (the core has checked the turn and taken
    /// the ruleset's `deck_cost`). The module draws it (`rules::deck::ModuleDeck::draw`, its
    /// named stream), records the draw in an event (private through `Module::redact_event`
    /// when the card is secret) and applies any effect at once. Called only when
    /// [`RuleModule::deck_cards_left`] said a card is left; must not fail.
    fn deck_draw(&mut self, _ctx: &mut Ctx, _seat: Seat) {}

    /// Where the robber goes when no hex is allowed (e.g. back to the desert); a hex the tile
    /// face or occupancy forbids is never used (`rules::turn::robber_may_stand`).
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

    /// Adjusts the number of `good` cards (a resource or a commodity) `seat` gives the bank for
    /// one good.
    fn trade_ratio(&self, _ctx: &HookCtx, _seat: Seat, _good: Good, ratio: u8) -> u8 {
        ratio
    }

    /// Called after anything is built, with the events so far; may change the module's state
    /// and add events. `ctx` holds every other module's state (only this one is taken out while
    /// it runs). `seat` is the piece's owner, which may be a neutral colour and not a seat
    /// (Catan for Two's neutral pieces: check `state.is_player` before indexing players).
    fn after_build(
        &mut self,
        _ctx: &HookCtx,
        _seat: Seat,
        _built: Built,
        _events: &mut Vec<Event>,
    ) {
    }

    /// The end-of-turn resolution: called when `seat`'s turn ends (after its last step), before
    /// the next seat begins, with the full rule context (this module is out of
    /// `ctx.st.modules` while it runs; every other module is in). It may change the game, add
    /// events, and ask seats for decisions by interrupting (`rules::interrupt::push` with
    /// `Phase::ModuleDecisions`): the core then waits, and once the module resumes the
    /// interrupted phase (`rules::interrupt::resume`) it runs the remaining modules' hooks and
    /// passes the turn. The phase is `Phase::EndOfTurn` while it runs. Must not fail.
    fn end_of_turn(&mut self, _ctx: &mut Ctx, _seat: Seat) {}

    /// How many steps the module adds to every turn after the main phase (a movement phase…),
    /// played in registry order as `Phase::TurnStep { module, step }`; the current player ends
    /// each with `EndTurn` (or a finishing action of the module's own, which calls
    /// `rules::steps::end_turn`).
    fn turn_steps(&self) -> u8 {
        0
    }

    /// Called when one of the module's turn steps begins (the phase is already
    /// `Phase::TurnStep`); may change the game and interrupt it for decisions.
    fn turn_step_begins(&mut self, _ctx: &mut Ctx, _seat: Seat, _step: u8) {}

    /// Called after a production number has paid out (not on a 7), with what each seat received
    /// (index = seat; empty for those who got nothing); may change the game and add events.
    fn after_production(&mut self, _ctx: &mut Ctx, _number: u8, _produced: &[ResourceSet]) {}

    /// Occupancy: whether `hex` produces nothing for now (something stands on it). The robber
    /// cannot be moved there either. Production and robber targets ask it, so lists and rules
    /// agree.
    fn hex_blocked(&self, _ctx: &HookCtx, _hex: HexId) -> bool {
        false
    }

    /// Occupancy: whether `vertex` is closed to `seat`: no settlement or city of its own there,
    /// and a building of `seat` standing there produces nothing. Build checks, legal-action
    /// lists and production ask it.
    fn intersection_blocked(&self, _ctx: &HookCtx, _seat: Seat, _vertex: VertexId) -> bool {
        false
    }

    /// Occupancy: whether `seat` may not build a road on `edge`. Build checks and legal-action
    /// lists ask it.
    fn path_blocked(&self, _ctx: &HookCtx, _seat: Seat, _edge: EdgeId) -> bool {
        false
    }

    /// Longest Road routing: the weight `edge` has in `seat`'s route, given the weight so far
    /// (base: 1 for the seat's own road, 0 for any other path, i.e. not part of its route). A
    /// module adds its own route pieces (ships, bridges: 1 where the base says 0) or changes
    /// weights (a road along a camel train counts 2). Asked only while modules are in play.
    fn route_weight(&self, _ctx: &HookCtx, _seat: Seat, _edge: EdgeId, weight: u8) -> u8 {
        weight
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

    /// The two dice of this roll when the module fixes them instead of rolling (a card that
    /// lets the roller choose the dice: Cities & Knights' Alchemist): `[white, red]`, each 1–6.
    /// Asked by `turn::roll` (modules declaring `ROLL`, in registry order, the first answer
    /// wins) only when no module draws the number (`draw_roll`); the core records them as
    /// rolled (`dice_rolled`, `last_roll`), so every reader of the two dice still sees them
    /// apart. Default: `None` (the dice are rolled).
    fn chosen_dice(&mut self, _ctx: &mut Ctx, _seat: Seat) -> Option<[u8; 2]> {
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

    /// Appends the module's enumerable legal actions for `seat` (its own actions, applied
    /// through [`Module::apply`](super::Module::apply)).
    fn legal_actions(&self, _ctx: &HookCtx, _seat: Seat, _out: &mut Vec<Action>) {}

    /// Count-then-pick (the random player's draw, `rules::legal::legal_actions_for_draw`): how
    /// many actions [`legal_actions`](Self::legal_actions) would append for `seat` now, when
    /// the module can count them without building them; the random player then draws one index
    /// among every legal action and builds only the one drawn, with
    /// [`nth_legal_action`](Self::nth_legal_action). `None` (the default): the actions are
    /// listed. A module answering `Some(n)` lists exactly `n` actions, and `nth_legal_action`
    /// answers each of them in the listed order (debug builds check both on every random step).
    /// Asked only while a module in play declares `COUNTED_ACTIONS` (and `LEGAL_ACTIONS`).
    fn legal_action_count(&self, _ctx: &HookCtx, _seat: Seat) -> Option<usize> {
        None
    }

    /// The action at `index` (from 0) of the list [`legal_actions`](Self::legal_actions) would
    /// append for `seat`, for a module whose [`legal_action_count`](Self::legal_action_count)
    /// answered; `None` past its end (the default: nothing counted, nothing picked).
    fn nth_legal_action(&self, _ctx: &HookCtx, _seat: Seat, _index: usize) -> Option<Action> {
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

    /// The move autoplay (the turn timer, a kicked seat) makes for `seat` when it owes one of
    /// this module's decisions, picked from `legal`; `None`: the first legal action on the
    /// allow-list ([`Module::autoplay_allowed`](super::Module::autoplay_allowed)).
    fn autoplay_pick(&self, _ctx: &HookCtx, _seat: Seat, _legal: &[Action]) -> Option<Action> {
        None
    }

    /// What the module shows everyone.
    fn view(&self, _ctx: &HookCtx) -> Option<ModuleView> {
        None
    }

    /// The module's pieces, counters and marks for the board image and the messages
    /// (`View::pieces`, `counters`, `marks`), each of a kind listed in
    /// [`item_kinds`](Self::item_kinds). Write every seat's counters, private ones included:
    /// the core drops each private counter from every view but its owner's.
    fn board_items(&self, _ctx: &HookCtx, _out: &mut BoardItems) {}

    /// Every kind of piece, counter and mark [`board_items`](Self::board_items) may write (the
    /// renderer's sprite table and the locale files must know each; a test checks them).
    fn item_kinds(&self) -> &'static [Kind] {
        &[]
    }

    /// Determinization (`sample::sample_game`, what a computer player searches over): `self`
    /// is the module's state in a new game; rebuild it from the module's part of the view
    /// (`ctx.module_view`, and `ctx.view.pending` / `ctx.view.phase` for its decisions), drawing
    /// what the viewer cannot see from `ctx.rng` (a deck's order) and taking any cards the
    /// module holds aside from `ctx.unseen`. Default: nothing to rebuild (a module with no state
    /// of its own, or whose state the core's public part already fixes).
    fn sample_hidden(
        &mut self,
        _ctx: &mut crate::sample::SampleCtx,
    ) -> Result<(), crate::sample::SampleError> {
        Ok(())
    }

    /// A computer player's evaluation hint: what the module's part of `seat`'s position is
    /// worth beyond the base game's measures (VP already counted), in the player's units (one
    /// victory point is about 1.0). Default: nothing.
    fn value_hint(&self, _ctx: &HookCtx, _seat: Seat) -> f32 {
        0.0
    }

    /// The scenario's board: changes (or replaces) the layout the configuration chose before the
    /// board is built: the Fishermen's lake in place of the desert, a printed scenario map. Called
    /// for each module in registry order, never for a [`LayoutChoice::Fixed`] layout (a fixed
    /// layout is the exact board: replay files and sampled games give the board already adapted).
    /// Draw any chance from `rng` (the game's generator, right after the base layout's deal; a
    /// module that draws nothing leaves every base game's replay unchanged). Refuse a layout the
    /// scenario cannot use with a [`ConfigError`].
    ///
    /// [`LayoutChoice::Fixed`]: crate::board::layout::LayoutChoice::Fixed
    fn adapt_layout(
        &self,
        _config: &GameConfig,
        _layout: &mut Layout,
        _rng: &mut rand_pcg::Pcg64Mcg,
    ) -> Result<(), ConfigError> {
        Ok(())
    }

    /// Victory points `seat` needs to win beyond the ruleset's target, as the game stands now (a
    /// piece it holds that raises its target: the Fishermen's old boot, +1). The victory check,
    /// [`Game::target_vp_for`](crate::Game::target_vp_for) and the views add it to the seat's
    /// target. Default: nothing.
    fn seat_target_extra(&self, _ctx: &HookCtx, _seat: Seat) -> u8 {
        0
    }

    /// Production: what the building `building` at `vertex`, on a hex producing `resource`,
    /// receives when the hex's number is rolled. `owed` holds what the rules so far give it
    /// (its yield in `resource`, after [`building_yield`](Self::building_yield) and its
    /// overlays, then the earlier modules' changes, in registry order); the module may change it
    /// (Cities & Knights: a city on forest, pasture or mountains takes 1 resource and 1
    /// commodity; a pillaged city standing for a settlement takes 1 card). The bank pays it
    /// like any production (`rules::turn::pay_from_bank`). Asked only while modules are in
    /// play. Default: unchanged.
    fn production_goods(
        &self,
        _ctx: &HookCtx,
        _vertex: VertexId,
        _building: crate::state::Building,
        _resource: crate::resources::Resource,
        _owed: &mut ResourceSet,
    ) {
    }

    /// Extra condition for `seat` upgrading its settlement at `vertex` to a city in the main
    /// phase (after the base checks: its own settlement, a city in stock; before the cost),
    /// asked by `build::build_city` and the legal-action list alike (Cities & Knights: a
    /// pillaged city must be rebuilt before any other city). Asked only while modules are in
    /// play. Default: no extra condition.
    fn check_city(&self, _ctx: &HookCtx, _seat: Seat, _vertex: VertexId) -> Result<(), RuleError> {
        Ok(())
    }
    /// Whether `seat` may end this module's turn step `step` now (`EndTurn` in
    /// `Phase::TurnStep`): an error refuses `EndTurn` with it, and `EndTurn` is then not listed
    /// (Barbarian Attack: a knight standing on the castle must leave it first). Asked only of
    /// the module whose step it is. Default: always.
    fn step_may_end(&self, _ctx: &HookCtx, _seat: Seat, _step: u8) -> Result<(), RuleError> {
        Ok(())
    }

    /// How many knights `seat` counts where a rule compares players' knights (Event Cards'
    /// Tournament and Conflict), given the count so far (base: knights played). Barbarian
    /// Attack counts its knights on the board instead (seed 000 §7(2)). Default: unchanged.
    fn knight_strength(&self, _ctx: &HookCtx, _seat: Seat, strength: u32) -> u32 {
        strength
    }

    /// The hooks this module overrides, among those the core has a shortcut for
    /// ([`Hooks`]): the core keeps the base game's fast path for every other one. A module
    /// that overrides one of them must name it here (the engine's tests check each module's
    /// answer against the default for every hook it leaves out). Default: all of them, so a
    /// module that does not say always takes the general paths.
    fn overrides(&self) -> Hooks {
        Hooks::ALL
    }

    /// Whether the module applies `action` (one of its own) in place: it checks everything
    /// before it changes anything, so a refusal leaves the state as it was and the core need
    /// not run the action on a copy of the state (the copy costs more than most actions).
    /// Builds with debug assertions check on every refusal that nothing changed. Default: no
    /// (the action runs on a copy that replaces the state only if it is applied).
    fn applies_in_place(&self, _action: &super::ModuleAction) -> bool {
        false
    }

    /// Whether a piece of this module on `vertex` that is not a building cuts `seat`'s road
    /// there for Longest Road, as another player's building does: a trail may end at it but
    /// not pass through (Cities & Knights: an opponent's knight). Building and road spots are
    /// [`intersection_blocked`](Self::intersection_blocked)'s; a module that moves such a piece
    /// re-decides Longest Road for the seats whose roads meet its old and new places
    /// (`awards::seats_cut_at`, `awards::update_longest_road`). Asked only while a module in
    /// play declares [`Hooks::ROAD_CUT`]. Default: nothing cuts.
    fn road_cut_at(&self, _ctx: &HookCtx, _seat: Seat, _vertex: VertexId) -> bool {
        false
    }

    /// How many neutral colours the module puts on the board: board owners `seats ..
    /// seats + n`, never seats, owning pieces nobody plays for themselves (Catan for Two: 2).
    /// Another module gives them pieces of its own through it (Barbarian Attack's neutral
    /// knight belongs to the first). Default: none.
    fn neutral_colours(&self, _ctx: &HookCtx) -> u8 {
        0
    }

    /// The trade tokens `seat` may spend now, when the module keeps trade tokens (Catan for
    /// Two: the seat's tokens in the main phase of its own turn, 0 once it has used tokens
    /// this turn). Another module sells a token action of its own through it. Default: `None`
    /// (the module keeps no tokens).
    fn spendable_tokens(&self, _ctx: &HookCtx, _seat: Seat) -> Option<u8> {
        None
    }

    /// Changes `seat`'s trade tokens for another module's rule and records it: a negative
    /// `change` spends them on a token action (this turn's use of tokens; nothing happens
    /// unless [`spendable_tokens`](Self::spendable_tokens) allows it), a positive one pays
    /// them from the supply (less when it runs short). Returns the change made. Default: 0
    /// (the module keeps no tokens).
    fn change_tokens(
        &mut self,
        _ctx: &HookCtx,
        _seat: Seat,
        _change: i8,
        _events: &mut Vec<Event>,
    ) -> i8 {
        0
    }

    /// Called when a roll begins, before its production number is drawn (the two dice, or a
    /// module's [`draw_roll`](Self::draw_roll)), in registry order: a module rolls chance of its
    /// own that the rules resolve first, and resolves it (Cities & Knights when a module draws
    /// the number in place of the dice, [`Ruleset::dice_replaced`]: the red die and the event
    /// die, resolved before the event card is drawn, seed 003 §6). It may hold the roll for
    /// decisions by pushing a phase on the interrupt stack: the number is then not drawn, and
    /// the module's last decision returns [`ModuleFlow::DrawNumber`] (the later modules'
    /// `before_number` still run at once). Asked only while a module in play declares
    /// [`Hooks::BEFORE_NUMBER`]. Default: nothing.
    ///
    /// [`Ruleset::dice_replaced`]: crate::ruleset::Ruleset::dice_replaced
    fn before_number(&mut self, _ctx: &mut Ctx, _seat: Seat) {}
}
