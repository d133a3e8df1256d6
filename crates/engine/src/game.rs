//! The game: configuration, board and state behind the engine's public API.

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_pcg::Pcg64Mcg;
use serde::{Deserialize, Serialize};

use super::action::Action;
use super::board::Board;
use super::board::layout::{LayoutChoice, beginner_layout, variable_layout};
use super::config::{ConfigError, GameConfig};
use super::error::RuleError;
use super::event::Event;
use super::modules::{HookCtx, ModuleDecision, ModuleState};
use super::resources::{DevCard, ResourceSet};
use super::rules::{self, Ctx};
use super::ruleset::{DeckChoice, Ruleset};
use super::state::{
    BANK_PER_RESOURCE, CITIES_PER_PLAYER, Chance, GameState, Phase, PlayerState, ROADS_PER_PLAYER,
    SETTLEMENTS_PER_PLAYER, Seat,
};
use super::view::View;

/// Victory points needed to win a base game.
pub const BASE_TARGET_VP: u8 = super::ruleset::BASE_TARGET_VP;

/// A game in progress: the rules engine's entry point.
///
/// Every method is pure: no I/O, no clock; all randomness comes from the seeded RNG stored in the
/// state. [`Game::apply`] either applies an action completely or returns an error and leaves the
/// game unchanged.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(from = "StoredGame")]
pub struct Game {
    config: GameConfig,
    seed: u64,
    board: Board,
    state: GameState,
}

/// A stored game as written: the ruleset is not stored but rebuilt from the config.
#[derive(Deserialize)]
struct StoredGame {
    config: GameConfig,
    seed: u64,
    board: Board,
    state: GameState,
}

impl From<StoredGame> for Game {
    fn from(stored: StoredGame) -> Game {
        let StoredGame {
            config,
            seed,
            board,
            mut state,
        } = stored;
        state.ruleset = std::sync::Arc::new(Ruleset::rebuild(&config));
        Game {
            config,
            seed,
            board,
            state,
        }
    }
}

/// A decision a seat owes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Decision {
    /// Place a setup settlement.
    PlaceSettlement,
    /// Place the road next to the settlement just placed.
    PlaceRoad,
    /// Roll (or play a card first).
    Roll,
    /// Discard this many cards.
    Discard {
        /// Cards owed.
        count: u8,
    },
    /// Move the robber.
    MoveRobber,
    /// Place free roads from Road Building.
    PlaceFreeRoad {
        /// Roads left to place.
        remaining: u8,
    },
    /// Build, trade, play cards, end the turn.
    TakeTurn,
    /// Answer the open trade offer (optional: the turn goes on without it).
    AnswerTrade,
    /// Place a setup city (`BuildCity` on an empty intersection), in a setup round whose plan
    /// places cities (Cities & Knights' second placement).
    PlaceCity,
    /// Choose this many resources from the bank, paid by a gold field (`ChooseGoldField`).
    ChooseGoldField {
        /// Resources owed.
        count: u8,
    },
    /// A decision a rule module asks for (an event card's choice, a free neutral piece…).
    /// Written as the module's own decision, with no wrapper.
    #[serde(untagged)]
    Module(ModuleDecision),
}

/// One pending decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    /// Who owes it.
    pub seat: Seat,
    /// What it is.
    pub decision: Decision,
}

impl Game {
    /// Creates a game from a configuration and a seed. The board, the first player and the
    /// development deck order are drawn from the seed (unless scripted).
    pub fn new(config: GameConfig, seed: u64) -> Result<Game, ConfigError> {
        let streams = config.script.streams()?;
        let ruleset = Ruleset::for_config(&config)?;
        for (index, d) in streams.dice.iter().enumerate() {
            if !d.iter().all(|f| (1..=6).contains(f)) {
                return Err(ConfigError::ScriptDice { index, value: *d });
            }
        }
        if let Some(&f) = streams.first_player.first()
            && f >= config.players
        {
            return Err(ConfigError::ScriptFirstPlayer(f));
        }

        if let Some(deal) = streams.board.first() {
            if !matches!(config.layout, LayoutChoice::Variable { .. }) {
                return Err(ConfigError::ScriptBoard(
                    "the board stream deals only the variable layout".into(),
                ));
            }
            deal.check().map_err(ConfigError::ScriptBoard)?;
        }

        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let modules: Vec<ModuleState> = config
            .modules
            .iter()
            .map(|m| m.instantiate(&config))
            .collect();
        let layout = match &config.layout {
            LayoutChoice::Beginner => beginner_layout(),
            LayoutChoice::Variable { numbers } => {
                variable_layout(*numbers, streams.board.first(), &mut rng)
            }
            LayoutChoice::Fixed { layout } => layout.clone(),
        };
        let layout = if matches!(config.layout, LayoutChoice::Fixed { .. }) {
            layout
        } else {
            // A scenario's board (`RuleModule::adapt_layout`), in registry order.
            let mut layout = layout;
            for m in &modules {
                m.hooks().adapt_layout(&config, &mut layout, &mut rng)?;
            }
            layout
        };
        let board = Board::new(layout)?;

        // Only the base deck is dealt here; without it the deck stays empty (a module's own deck
        // lives in its state).
        let mut deck = match ruleset.deck {
            DeckChoice::Base => DevCard::standard_deck(),
            DeckChoice::None | DeckChoice::Module(_) => Vec::new(),
        };
        for card in &streams.dev_deck {
            match deck.iter().position(|c| c == card) {
                Some(i) => {
                    deck.swap_remove(i);
                }
                None => return Err(ConfigError::ScriptDeck(*card)),
            }
        }
        deck.shuffle(&mut rng);
        // The top of the deck is the end of the vector: scripted cards go on top, first drawn last.
        deck.extend(streams.dev_deck.iter().rev());

        let first = match streams.first_player.first() {
            Some(&f) => f,
            None => rand::RngExt::random_range(&mut rng, 0..config.players),
        };
        let players = (0..config.players)
            .map(|_| PlayerState {
                roads_left: ROADS_PER_PLAYER,
                settlements_left: SETTLEMENTS_PER_PLAYER,
                cities_left: CITIES_PER_PLAYER,
                ..PlayerState::default()
            })
            .collect();
        let mut state = GameState {
            players,
            bank: ResourceSet::from_resources([BANK_PER_RESOURCE; 5]),
            dev_deck: deck,
            buildings: vec![None; board.vertex_count()],
            roads: vec![None; board.edge_count()],
            robber: board
                .robber_start()
                .filter(|_| ruleset.robber_starts_on_board()),
            // With no setup rounds (the pieces are printed: a module places them) the first turn
            // starts at once.
            phase: if ruleset.setup.rounds().is_empty() {
                Phase::BeforeRoll
            } else {
                Phase::Setup {
                    step: 0,
                    road_from: None,
                }
            },
            current: first,
            first,
            turn: u32::from(ruleset.setup.rounds().is_empty()),
            dev_played_this_turn: false,
            last_roll: None,
            longest_road: None,
            largest_army: None,
            trade: None,
            trades_offered: 0,
            version: 0,
            chance: Chance {
                rng,
                dice: streams.dice.iter().copied().collect(),
                steals: streams.steal.iter().copied().collect(),
                reveals: streams.reveal.iter().copied().collect(),
            },
            modules,
            locked: false,
            interrupted: Vec::new(),
            ruleset: std::sync::Arc::new(ruleset),
            tiles: Vec::new(),
            road_kinds: Vec::new(),
            gold_buys: Default::default(),
            contender_road_lengths: Vec::new(),
        };
        // The goods the modules bring (commodities, gold) start in the bank.
        if !state.modules.is_empty() {
            state.bank = crate::goods::starting_bank(&board, &state);
        }
        // Modules may change the new game (Catan for Two's neutral settlements). Their events
        // are a function of the config, so they need not be kept.
        let mut setup_events = Vec::new();
        for i in 0..state.modules.len() {
            let mut m = state.modules.remove(i);
            let result = m
                .hooks_mut()
                .on_game_created(&board, &mut state, &mut setup_events);
            state.modules.insert(i, m);
            result?;
        }
        Ok(Game {
            config,
            seed,
            board,
            state,
        })
    }

    /// The configuration the game was created with.
    pub fn config(&self) -> &GameConfig {
        &self.config
    }
    /// The seed the game was created with.
    pub fn seed(&self) -> u64 {
        self.seed
    }
    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }
    /// The full state (hidden information included: use [`Game::view`] for what a seat may see).
    pub fn state(&self) -> &GameState {
        &self.state
    }
    /// The state, mutably: only for the engine's own tests (to set up a position).
    #[cfg(test)]
    pub(crate) fn state_mut(&mut self) -> &mut GameState {
        &mut self.state
    }
    /// The board and the state, the state mutably: only for the engine's own sampler
    /// (`sample::sample_game`), which fills in a new game's state from a view.
    pub(crate) fn parts_mut(&mut self) -> (&Board, &mut GameState) {
        (&self.board, &mut self.state)
    }
    /// Increments with every applied action; used to reject stale requests.
    pub fn version(&self) -> u64 {
        self.state.version
    }
    /// What the game is waiting for.
    pub fn phase(&self) -> &Phase {
        &self.state.phase
    }
    /// The winner, once there is one (`None` while the game goes on, and after a draw: see
    /// [`Game::is_over`]).
    pub fn winner(&self) -> Option<Seat> {
        match self.state.phase {
            Phase::GameOver { winner } => winner,
            _ => None,
        }
    }
    /// Whether the game has ended, won or drawn.
    pub fn is_over(&self) -> bool {
        matches!(self.state.phase, Phase::GameOver { .. })
    }
    /// Whether the game is locked: nobody's VP can change any more, and any seated player may
    /// end it with [`Action::EndLockedGame`].
    pub fn is_locked(&self) -> bool {
        self.state.locked
    }
    /// The seats sharing the lead when the game ended in a draw (empty otherwise).
    pub fn drawn_between(&self) -> Vec<Seat> {
        if !matches!(self.state.phase, Phase::GameOver { winner: None }) {
            return Vec::new();
        }
        let vp: Vec<u32> = (0..self.seat_count()).map(|s| self.total_vp(s)).collect();
        let max = vp.iter().copied().max().unwrap_or(0);
        (0..self.seat_count())
            .filter(|&s| vp[s as usize] == max)
            .collect()
    }
    /// Number of seats.
    pub fn seat_count(&self) -> u8 {
        self.state.seat_count()
    }
    /// What the game plays by (computed once from the config and the modules).
    pub fn ruleset(&self) -> &Ruleset {
        &self.state.ruleset
    }
    /// Victory points needed to win (the ruleset's target plan: the base or the game's own
    /// target, then every module's delta); a seat with its own target: [`Game::target_vp_for`].
    pub fn target_vp(&self) -> u8 {
        self.state.ruleset.target.total()
    }
    /// Victory points `seat` needs to win now (its target in the ruleset plus what a module
    /// adds for it as the game stands: the Fishermen's old boot).
    pub fn target_vp_for(&self, seat: Seat) -> u8 {
        crate::rules::victory::target_for(&self.board, &self.state, seat)
    }
    /// A seat's victory points, hidden ones included.
    pub fn total_vp(&self, seat: Seat) -> u32 {
        rules::victory::total_vp(&self.board, &self.state, seat)
    }
    /// A seat's victory points as everyone sees them.
    pub fn public_vp(&self, seat: Seat) -> u32 {
        rules::victory::public_vp(&self.board, &self.state, seat)
    }

    /// Applies an action for a seat. On success returns what happened; on error the game is
    /// unchanged.
    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
        // Room for a roll and its payouts at once: one allocation, seldom a regrowth.
        let mut events = Vec::with_capacity(8);
        self.apply_events(seat, action, &mut events)
            .map(|()| events)
    }

    /// [`Game::apply`] appending what happened to `events` instead of returning a new list
    /// (on error the game and `events` are unchanged): for callers that apply many actions
    /// (simulations, benchmarks) and reuse one list, with no allocation per action.
    pub fn apply_into(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.apply_events(seat, action, events)
    }

    /// What [`Game::apply`] and [`Game::apply_into`] share (inlined into both: the hot path of
    /// every simulation).
    #[inline(always)]
    fn apply_events(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let events_before = events.len();
        if matches!(self.state.phase, Phase::GameOver { .. }) {
            return Err(RuleError::GameOver);
        }
        if seat >= self.state.seat_count() {
            return Err(RuleError::NoSuchSeat(seat));
        }
        // A module's action runs on a copy of the state, which replaces the state only if the
        // action is applied: a module cannot leave a refused action half done. Base actions
        // validate before they change anything, so they run on the state itself, as do the
        // module actions their module says it applies in place; builds with debug assertions
        // (tests) check on every refusal that the state is as it was.
        let mut copy = match action {
            Action::Module(m) if !crate::modules::applies_in_place(&self.state, m) => {
                Some(self.state.clone())
            }
            _ => None,
        };
        #[cfg(debug_assertions)]
        let before = self.state.clone();
        let turn_before = self.state.turn;
        let result = {
            let mut ctx = Ctx {
                board: &self.board,
                st: copy.as_mut().unwrap_or(&mut self.state),
                events,
            };
            rules::dispatch(&mut ctx, seat, action).map(|()| {
                if rules::victory::may_decide_victory(ctx.st, action) {
                    rules::victory::check_victory(&mut ctx);
                } else {
                    debug_assert!(
                        !rules::victory::current_has_won(ctx.board, ctx.st),
                        "{action:?} decided the game without a victory check"
                    );
                }
                // Whether the game has locked is decided once per turn, when the turn passes.
                if ctx.st.turn != turn_before {
                    rules::lock::update_lock(&mut ctx);
                }
            })
        };
        match result {
            Ok(()) => {
                if let Some(applied) = copy {
                    self.state = applied;
                }
                self.state.version += 1;
                Ok(())
            }
            Err(e) => {
                events.truncate(events_before);
                #[cfg(debug_assertions)]
                debug_assert_eq!(
                    self.state, before,
                    "refused action {action:?} changed the state"
                );
                Err(e)
            }
        }
    }

    /// The decisions owed right now.
    pub fn pending(&self) -> Vec<Pending> {
        rules::legal::pending(&self.board, &self.state)
    }

    /// Every action `seat` may take now, except the combinatorial ones that are validated rather
    /// than listed: discards, and trade offers and counter-offers.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let mut out = Vec::new();
        rules::legal::legal_actions(&self.board, &self.state, seat, &mut out);
        out
    }

    /// What `viewer` may see (`None`: a spectator or a public channel).
    pub fn view(&self, viewer: Option<Seat>) -> View {
        View::build(self, viewer)
    }

    /// Every kind of piece, counter and mark the modules in play may put in a view
    /// (`RuleModule::item_kinds`), in registry order.
    pub fn item_kinds(&self) -> Vec<crate::view_items::Kind> {
        self.state()
            .modules
            .iter()
            .flat_map(|m| m.hooks().item_kinds().iter().cloned())
            .collect()
    }

    /// The hook context for read-only module queries.
    pub fn hook_ctx(&self) -> HookCtx<'_> {
        HookCtx {
            board: &self.board,
            state: &self.state,
        }
    }
}
