//! The ruleset: what a game plays by, computed once when the game is created from the config
//! and the modules in play, and read by the core and the bot instead of asking "is module X
//! on". See docs/engine.md, "Ruleset".
//!
//! Each module contributes through [`RuleModule::ruleset`](crate::modules::RuleModule::ruleset)
//! (a [`RulesetBuilder`]): the parts it changes, its compatibility rows ([`compat`]) and its
//! share of the victory target ([`target`]). Contributions commute: the result never depends on
//! the order of the modules in the config. A game does not store its ruleset: it is rebuilt
//! from the config when a stored game is read (like the board's tables), so snapshots keep
//! their shape.

pub mod compat;
pub mod target;

#[cfg(test)]
mod tests;

use crate::board::Board;
use crate::config::{ConfigError, GameConfig};
use crate::modules::{HookCtx, Hooks, ModuleId, ModuleKind};
use crate::state::{BuildingKind, GameState, Seat};

pub use compat::{CompatRow, Incompatibility, Pairing, RuleItem, Verdict};
pub use target::{BASE_TARGET_VP, TargetPlan, TargetSource};

use target::TargetClaims;

/// Fewest players of the base game.
pub const BASE_MIN_PLAYERS: u8 = 3;
/// Most players of the base game.
pub const BASE_MAX_PLAYERS: u8 = 4;
/// The bank's ratio in the base game (4:1).
pub const BASE_BANK_RATIO: u8 = 4;

/// Everything a game plays by that the modules may change (see the module docs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ruleset {
    /// The setup rounds and the piece each places.
    pub setup: SetupPlan,
    /// What a 7 does.
    pub seven: SevenRule,
    /// Where the robber is and when it may move.
    pub robber: RobberMode,
    /// Which development deck is in play.
    pub deck: DeckChoice,
    /// The price of one card from a module's deck (`DeckChoice::Module`; the base deck always
    /// costs the base price, which is the default).
    pub deck_cost: crate::resources::ResourceSet,
    /// The awards that exist (the core computes only those).
    pub awards: Vec<Award>,
    /// Board owners that are not seats whose roads compete for Longest Road (Catan for Two's
    /// neutral colours may hold it: the card then gives no seat its 2 VP); empty in the base
    /// game, where only seats' roads count.
    pub road_contenders: Vec<Seat>,
    /// The bank's ratio for everyone (harbours and modules may improve it).
    pub bank_ratio: u8,
    /// Which kinds of cards are in play besides the five resources.
    pub goods: GoodsInPlay,
    /// How gold buys resources (price, purchases per turn, supply), when gold is in play
    /// (`goods.gold`); `None` otherwise. Read through [`crate::goods::gold_rules`].
    pub gold: Option<crate::goods::GoldRules>,
    /// What a gold field (`Produce::Gold`) pays when its number is rolled.
    pub gold_field: GoldFieldYield,
    /// The player counts the game plays with (inclusive).
    pub players: (u8, u8),
    /// The victory target, as a plan with its steps.
    pub target: TargetPlan,
    /// The hooks the modules in play override, together ([`RuleModule::overrides`]): the
    /// core keeps its base-game shortcut for every other one. Ask it through
    /// [`GameState::hooked`](crate::state::GameState::hooked).
    ///
    /// [`RuleModule::overrides`]: crate::modules::RuleModule::overrides
    pub hooks: Hooks,
    /// Whether a module draws the production number in place of the two dice (Event Cards):
    /// data a module with dice of its own reads (Cities & Knights then rolls its red die with
    /// the event die, before the number is drawn). Set by [`RulesetBuilder::replace_dice`].
    pub dice_replaced: bool,
}

impl Default for Ruleset {
    /// The base game's ruleset.
    fn default() -> Self {
        Ruleset {
            setup: SetupPlan::base(),
            seven: SevenRule::DiscardsThenRobber,
            robber: RobberMode::Normal,
            deck: DeckChoice::Base,
            deck_cost: crate::resources::DEV_CARD_COST,
            awards: vec![Award::LongestRoad, Award::LargestArmy],
            road_contenders: Vec::new(),
            bank_ratio: BASE_BANK_RATIO,
            goods: GoodsInPlay::default(),
            gold: None,
            gold_field: GoldFieldYield::Nothing,
            players: (BASE_MIN_PLAYERS, BASE_MAX_PLAYERS),
            target: TargetPlan::default(),
            hooks: Hooks::NONE,
            dice_replaced: false,
        }
    }
}

/// One round of setup: each seat in turn (forward in even rounds, backward in odd ones, the
/// snake order) places this building and then a road next to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SetupRound {
    /// The building placed (a city is placed directly, with no settlement under it).
    pub building: BuildingKind,
    /// Whether the building pays its starting resources (one card per adjacent producing hex).
    pub starting_resources: bool,
}

/// The placements of setup, round by round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupPlan {
    rounds: Vec<SetupRound>,
}

impl SetupPlan {
    /// The base game: settlement + road, then settlement + road paying its starting resources.
    pub fn base() -> SetupPlan {
        SetupPlan::of(&[BuildingKind::Settlement, BuildingKind::Settlement])
    }

    /// Cities & Knights, Barbarian Attack, Traders & Barbarians: settlement + road, then city +
    /// road, the city paying the starting resources.
    pub fn city_second() -> SetupPlan {
        SetupPlan::of(&[BuildingKind::Settlement, BuildingKind::City])
    }

    /// No free placement (Land Ho!: the module places the printed pieces when the game is
    /// created); the first turn starts at once.
    pub fn none() -> SetupPlan {
        SetupPlan { rounds: Vec::new() }
    }

    /// Rounds placing these buildings; the last round pays the starting resources.
    pub fn of(buildings: &[BuildingKind]) -> SetupPlan {
        let last = buildings.len().saturating_sub(1);
        SetupPlan {
            rounds: buildings
                .iter()
                .enumerate()
                .map(|(i, &building)| SetupRound {
                    building,
                    starting_resources: i == last,
                })
                .collect(),
        }
    }

    /// The rounds.
    pub fn rounds(&self) -> &[SetupRound] {
        &self.rounds
    }

    /// How many placements (building + road) setup takes with `seats` seats.
    pub fn steps(&self, seats: u8) -> usize {
        self.rounds.len() * usize::from(seats)
    }

    /// The round of placement `step` (counted from 0 over all rounds).
    pub fn round_at(&self, seats: u8, step: u8) -> Option<SetupRound> {
        self.rounds
            .get(usize::from(step) / usize::from(seats.max(1)))
            .copied()
    }

    /// The seat placing at `step`: each round goes round the table from `first`, forward in
    /// even rounds and backward in odd ones.
    pub fn seat_at(first: Seat, seats: u8, step: u8) -> Seat {
        let seats = seats.max(1);
        let round = step / seats;
        let within = step % seats;
        let offset = if round.is_multiple_of(2) {
            within
        } else {
            seats - 1 - within
        };
        (first + offset) % seats
    }
}

/// What a 7 does (the hand limit comes from the `hand_limit` hook).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SevenRule {
    /// Seats over the hand limit discard half, then the robber moves if the robber mode lets it
    /// (the base game).
    DiscardsThenRobber,
    /// Seats over the hand limit discard half, and nothing else happens (Land Ho!).
    DiscardsOnly,
    /// Seats over the hand limit discard half (the core's rule), then the rest of the 7 belongs
    /// to this module: the core returns to where the roll was made and calls the module's
    /// [`RuleModule::on_seven`](crate::modules::RuleModule::on_seven), which may open its own
    /// decision through the interrupt stack (Barbarian Attack: the roller steals a card from any
    /// player; Traders & Barbarians: the roller moves a barbarian). The robber never moves.
    DiscardsThenModule(ModuleId),
}

/// Where the robber is and when it may move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RobberMode {
    /// On the board from the start (the desert), moved on a 7 and by a knight.
    Normal,
    /// No robber at all (Barbarian Attack, Traders & Barbarians, Land Ho!): it is never on the
    /// board, a 7 only asks for discards, a knight moves nothing.
    None,
    /// Beside the board at the start; it comes onto the board the first time it is moved (the
    /// first 7 or knight) and is then normal (The Fishermen of Catan).
    StartsOffBoard,
    /// On the board but it may not move until a module releases it
    /// ([`RuleModule::robber_released`](crate::modules::RuleModule::robber_released): Cities &
    /// Knights, the first barbarian attack); until then a 7 only asks for discards.
    LockedUntilReleased,
}

/// Which development deck is in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeckChoice {
    /// The base game's 25 cards.
    Base,
    /// No development cards: buying is refused (`no_dev_deck`) and no knight is ever played
    /// (Land Ho!).
    None,
    /// A module's own deck (Barbarian Attack's 26 cards, Traders & Barbarians' 25, C&K's
    /// progress cards): the base deck is empty; the module keeps its deck in its state
    /// (`rules::deck::ModuleDeck`) and `BuyDevCard` buys from it at the ruleset's `deck_cost`
    /// through the module's `deck_cards_left` / `deck_draw` hooks (see `rules::deck`).
    Module(ModuleId),
}

/// What a gold field (a hex whose terrain `produces()` `Produce::Gold`) pays a building on it
/// when its number is rolled; each unit of the building's yield (settlement 1, city 2, the
/// `building_yield` hook and overlays applied, as for a resource) counts once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GoldFieldYield {
    /// Nothing (the base game has no gold fields).
    Nothing,
    /// One resource of the owner's choice per unit (Land Ho!: a settlement 1, a city 2), taken
    /// from the bank by each seat in turn order from the roller
    /// (`Phase::GoldFieldChoice`, the action `ChooseGoldField`); a seat takes fewer only when
    /// the bank holds fewer resources, so what the bank lacks goes to the earlier seats.
    ChooseResource,
    /// This many gold coins per unit, paid with production (the bank shortage rule applied to
    /// gold as to any good); needs gold in play.
    Gold(u8),
}

/// An award (a special card worth VP) that exists in a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Award {
    /// Longest Road (5+ segments, 2 VP).
    LongestRoad,
    /// Largest Army (3+ knights, 2 VP).
    LargestArmy,
    /// A module's award (Harbormaster, Wealthiest Settler…), computed by the module;
    /// `key` names it among the module's awards.
    Module {
        /// The module.
        module: ModuleId,
        /// Which of its awards.
        key: &'static str,
    },
}

/// The kinds of cards in play besides the five resources (the goods work, part 3 of issue 16,
/// gives them their cards; the default is resources only).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct GoodsInPlay {
    /// Cities & Knights' commodities (paper, cloth, coin).
    pub commodities: bool,
    /// Gold (the T&B scenarios, Land Ho!).
    pub gold: bool,
}

impl Ruleset {
    /// The ruleset of a configuration, checked: no module twice, no refused pairing (with its
    /// reason), no two modules setting the same rule differently, the player count in range,
    /// every module accepting the config, the target between 3 and 30. The bot asks this before
    /// any game exists; [`Game::new`](crate::Game::new) asks it too.
    pub fn for_config(config: &GameConfig) -> Result<Ruleset, ConfigError> {
        let mut seen = config.modules.clone();
        seen.sort();
        if let Some(w) = seen.windows(2).find(|w| w[0] == w[1]) {
            return Err(ConfigError::ModuleRepeated(w[0]));
        }
        let states: Vec<_> = config
            .modules
            .iter()
            .map(|id| id.instantiate(config))
            .collect();
        let ruleset = RulesetBuilder::collect(config, &states).finish(true)?;
        let (min, max) = ruleset.players;
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
        if let Some(t) = config.target_vp
            && !(3..=30).contains(&t)
        {
            return Err(ConfigError::TargetVp(t));
        }
        Ok(ruleset)
    }

    /// The ruleset of a stored game's config, never refused (a game created under other
    /// compatibility rules still loads): where two modules conflict, the first in registry
    /// order wins.
    pub fn rebuild(config: &GameConfig) -> Ruleset {
        let states: Vec<_> = config
            .modules
            .iter()
            .map(|id| id.instantiate(config))
            .collect();
        // Not strict: nothing is refused, so the default is never used (if it were, every hook
        // would count as overridden: the general paths are always right).
        RulesetBuilder::collect(config, &states)
            .finish(false)
            .unwrap_or_else(|_| Ruleset {
                hooks: if states.is_empty() {
                    Hooks::NONE
                } else {
                    Hooks::ALL
                },
                ..Ruleset::default()
            })
    }

    /// Whether an award exists in this game.
    pub fn has_award(&self, award: Award) -> bool {
        self.awards.contains(&award)
    }

    /// Whether the robber starts on the board.
    pub fn robber_starts_on_board(&self) -> bool {
        matches!(
            self.robber,
            RobberMode::Normal | RobberMode::LockedUntilReleased
        )
    }

    /// Whether the robber may be moved now (on a 7 or by a knight).
    pub fn robber_may_move(&self, board: &Board, st: &GameState) -> bool {
        match self.robber {
            RobberMode::Normal | RobberMode::StartsOffBoard => true,
            RobberMode::None => false,
            RobberMode::LockedUntilReleased => {
                let hc = HookCtx { board, state: st };
                st.modules.iter().any(|m| m.hooks().robber_released(&hc))
            }
        }
    }

    /// Whether a 7 (after its discards) moves the robber now.
    pub fn seven_moves_robber(&self, board: &Board, st: &GameState) -> bool {
        self.seven == SevenRule::DiscardsThenRobber && self.robber_may_move(board, st)
    }

    /// Whether the base development deck is in play.
    pub fn base_deck(&self) -> bool {
        self.deck == DeckChoice::Base
    }
}

/// What the modules say about the ruleset, collected one module at a time
/// ([`RuleModule::ruleset`](crate::modules::RuleModule::ruleset)). Every claim is recorded with
/// its module, so conflicts are found whatever the order.
pub struct RulesetBuilder<'a> {
    config: &'a GameConfig,
    /// The module contributing now.
    pub(crate) module: Option<ModuleId>,
    setup: Vec<(ModuleId, SetupPlan)>,
    seven: Vec<(ModuleId, SevenRule)>,
    robber: Vec<(ModuleId, RobberMode)>,
    deck: Vec<(ModuleId, DeckChoice)>,
    deck_cost: Vec<(ModuleId, crate::resources::ResourceSet)>,
    bank_ratio: Vec<(ModuleId, u8)>,
    awards_added: Vec<Award>,
    awards_removed: Vec<Award>,
    road_contenders: Vec<Seat>,
    goods: GoodsInPlay,
    gold: Option<crate::goods::GoldRules>,
    gold_field: Vec<(ModuleId, GoldFieldYield)>,
    players: Vec<(ModuleId, (u8, u8))>,
    target: TargetClaims,
    pub(crate) rows: Vec<(ModuleId, CompatRow)>,
    /// The hooks the modules override, together.
    hooks: Hooks,
    /// Whether a module draws the production number in place of the dice.
    dice_replaced: bool,
}

impl<'a> RulesetBuilder<'a> {
    pub(crate) fn new(config: &'a GameConfig) -> Self {
        RulesetBuilder {
            config,
            module: None,
            setup: Vec::new(),
            seven: Vec::new(),
            robber: Vec::new(),
            deck: Vec::new(),
            deck_cost: Vec::new(),
            bank_ratio: Vec::new(),
            awards_added: Vec::new(),
            awards_removed: Vec::new(),
            road_contenders: Vec::new(),
            goods: GoodsInPlay::default(),
            gold: None,
            gold_field: Vec::new(),
            players: Vec::new(),
            target: TargetClaims::default(),
            rows: Vec::new(),
            hooks: Hooks::NONE,
            dice_replaced: false,
        }
    }

    fn collect(config: &'a GameConfig, states: &[crate::modules::ModuleState]) -> Self {
        let mut b = RulesetBuilder::new(config);
        for m in states {
            b.module = Some(m.id());
            m.hooks().ruleset(&mut b);
            b.hooks = b.hooks | m.hooks().overrides();
        }
        b.module = None;
        b
    }

    fn who(&self) -> Option<ModuleId> {
        self.module
    }

    /// The game's configuration.
    pub fn config(&self) -> &GameConfig {
        self.config
    }

    /// Sets the setup plan.
    pub fn setup(&mut self, plan: SetupPlan) {
        if let Some(m) = self.who() {
            self.setup.push((m, plan));
        }
    }

    /// Sets what a 7 does.
    pub fn seven(&mut self, rule: SevenRule) {
        if let Some(m) = self.who() {
            self.seven.push((m, rule));
        }
    }

    /// Sets the robber mode.
    pub fn robber(&mut self, mode: RobberMode) {
        if let Some(m) = self.who() {
            self.robber.push((m, mode));
        }
    }

    /// Sets the development deck.
    pub fn deck(&mut self, deck: DeckChoice) {
        if let Some(m) = self.who() {
            self.deck.push((m, deck));
        }
    }

    /// Sets the price of a card from a module's deck (default: the base price); the claim of the module whose deck is in play wins, else the first in
    /// registry order.
    pub fn deck_cost(&mut self, cost: crate::resources::ResourceSet) {
        if let Some(m) = self.who() {
            self.deck_cost.push((m, cost));
        }
    }

    /// Sets the bank's ratio for everyone (Land Ho!: 3).
    pub fn bank_ratio(&mut self, ratio: u8) {
        if let Some(m) = self.who() {
            self.bank_ratio.push((m, ratio));
        }
    }

    /// Adds an award (a module's own).
    pub fn add_award(&mut self, award: Award) {
        self.awards_added.push(award);
    }

    /// Removes an award (Land Ho!: no Longest Road, no Largest Army); a removal wins over an
    /// addition.
    pub fn remove_award(&mut self, award: Award) {
        self.awards_removed.push(award);
    }

    /// Lets the roads of these board owners, which are not seats, compete for Longest Road
    /// (Catan for Two's neutral colours); owners that are seats are ignored.
    pub fn road_contenders(&mut self, owners: &[Seat]) {
        for &o in owners {
            if o >= self.config.players && !self.road_contenders.contains(&o) {
                self.road_contenders.push(o);
            }
        }
    }

    /// Puts commodities and/or gold in play (never takes them out).
    pub fn goods(&mut self, goods: GoodsInPlay) {
        self.goods.commodities |= goods.commodities;
        self.goods.gold |= goods.gold;
    }

    /// Puts gold in play with these rules (price, purchases per turn, supply). Several modules:
    /// the first in registry order that sets them decides; gold put in play through
    /// [`RulesetBuilder::goods`] alone gets the default rules.
    pub fn gold(&mut self, rules: crate::goods::GoldRules) {
        self.goods.gold = true;
        if self.gold.is_none() {
            self.gold = Some(rules);
        }
    }

    /// Sets what a gold field pays (`GoldFieldYield`); several modules: the first in registry
    /// order decides.
    pub fn gold_field(&mut self, rule: GoldFieldYield) {
        if let Some(m) = self.who() {
            self.gold_field.push((m, rule));
        }
    }

    /// The player counts this module plays with (inclusive); several modules: the counts all
    /// of them allow.
    pub fn players(&mut self, min: u8, max: u8) {
        if let Some(m) = self.who() {
            self.players.push((m, (min, max)));
        }
    }

    /// The module's own target base (C&K 13, Land Ho! 8); the config's target replaces it.
    pub fn target_base(&mut self, vp: u8) {
        if let Some(m) = self.who() {
            self.target.bases.push((m, vp));
        }
    }

    /// Adds to the target after the base or the config's target (Harbormaster: +1).
    pub fn target_delta(&mut self, delta: i8) {
        if let Some(m) = self.who() {
            self.target.deltas.push((m, delta));
        }
    }

    /// Adds to one seat's target only.
    pub fn seat_target_delta(&mut self, seat: Seat, delta: i8) {
        self.target.seats.push((seat, delta));
    }

    /// The module draws the production number in place of the two dice (Event Cards'
    /// `draw_roll`): [`Ruleset::dice_replaced`] tells the modules with dice of their own.
    pub fn replace_dice(&mut self) {
        self.dice_replaced = true;
    }

    /// The module's rows of the compatibility table.
    pub fn compatibility(&mut self, rows: &[CompatRow]) {
        if let Some(m) = self.who() {
            self.rows.extend(rows.iter().map(|r| (m, *r)));
        }
    }

    /// Settles the claims: refused pairings, conflicts and disjoint player counts are errors
    /// when `strict`; otherwise the first claim in registry order wins.
    fn finish(mut self, strict: bool) -> Result<Ruleset, ConfigError> {
        let modules = &self.config.modules;
        for (i, &a) in modules.iter().enumerate() {
            for &b in &modules[i + 1..] {
                let rows_of = |m: ModuleId| -> Vec<CompatRow> {
                    self.rows
                        .iter()
                        .filter(|(n, _)| *n == m)
                        .map(|(_, r)| *r)
                        .collect()
                };
                let (ra, rb) = (rows_of(a), rows_of(b));
                // Two scenarios each bring their own board: refused unless a row pairs them
                // (the official pairings of reference.md §4.6).
                let scenarios =
                    a.kind() == ModuleKind::Scenario && b.kind() == ModuleKind::Scenario;
                let verdict = compat::verdict((a, &ra), (b, &rb))
                    .or(scenarios.then_some(Verdict::Refused(Incompatibility::SeparateBoards)));
                match verdict {
                    Some(Verdict::Refused(reason)) if strict => {
                        return Err(incompatible(a, b, reason));
                    }
                    Some(Verdict::Official(Pairing {
                        target_base: Some(t),
                    })) => {
                        let (x, y) = (a.min(b), a.max(b));
                        self.target.pairings.push((x, y, t));
                    }
                    _ => {}
                }
            }
        }
        let base = Ruleset::default();
        let setup = settle(&mut self.setup, RuleItem::Setup, strict)?;
        let seven = settle(&mut self.seven, RuleItem::Seven, strict)?;
        let robber = settle(&mut self.robber, RuleItem::Robber, strict)?;
        let deck = settle(&mut self.deck, RuleItem::Deck, strict)?;
        let bank_ratio = settle(&mut self.bank_ratio, RuleItem::BankRatio, strict)?;
        let mut awards = base.awards.clone();
        for a in &self.awards_added {
            if !awards.contains(a) {
                awards.push(*a);
            }
        }
        awards.retain(|a| !self.awards_removed.contains(a));
        self.road_contenders.sort_unstable();
        self.players.sort();
        let mut players = base.players;
        if let Some(&(_, first)) = self.players.first() {
            players = first;
            for (i, &(a, (amin, amax))) in self.players.iter().enumerate() {
                for &(b, (bmin, bmax)) in &self.players[i + 1..] {
                    if strict && (amax < bmin || bmax < amin) {
                        return Err(incompatible(a, b, Incompatibility::PlayerCounts));
                    }
                }
                let (lo, hi) = (players.0.max(amin), players.1.min(amax));
                if lo <= hi {
                    players = (lo, hi);
                }
            }
        }
        let deck = deck.unwrap_or(base.deck);
        self.deck_cost.sort_by_key(|(m, _)| *m);
        let deck_cost = self
            .deck_cost
            .iter()
            .find(|(m, _)| deck == DeckChoice::Module(*m))
            .or(self.deck_cost.first())
            .map_or(base.deck_cost, |(_, c)| *c);
        Ok(Ruleset {
            setup: setup.unwrap_or(base.setup),
            seven: seven.unwrap_or(base.seven),
            robber: robber.unwrap_or(base.robber),
            deck,
            deck_cost,
            awards,
            road_contenders: self.road_contenders,
            bank_ratio: bank_ratio.unwrap_or(base.bank_ratio),
            goods: self.goods,
            gold: self
                .gold
                .or_else(|| self.goods.gold.then(crate::goods::GoldRules::default)),
            gold_field: self
                .gold_field
                .iter()
                .min_by_key(|(m, _)| *m)
                .map_or(base.gold_field, |(_, r)| *r),
            players,
            target: TargetPlan::settle(&self.target, self.config.target_vp, self.config.players),
            hooks: self.hooks,
            dice_replaced: self.dice_replaced,
        })
    }
}

/// The refusal of `a` with `b`, the two in registry order.
fn incompatible(a: ModuleId, b: ModuleId, reason: Incompatibility) -> ConfigError {
    ConfigError::Incompatible {
        first: a.min(b),
        second: a.max(b),
        reason,
    }
}

/// The one value several modules claim: none, or all equal; two different values are a
/// conflict (an error when `strict`, else the first in registry order wins).
fn settle<T: Clone + PartialEq>(
    claims: &mut [(ModuleId, T)],
    item: RuleItem,
    strict: bool,
) -> Result<Option<T>, ConfigError> {
    claims.sort_by_key(|(m, _)| *m);
    let Some((first, value)) = claims.first().cloned() else {
        return Ok(None);
    };
    if strict && let Some((other, _)) = claims.iter().find(|(_, v)| *v != value) {
        return Err(incompatible(
            first,
            *other,
            Incompatibility::Conflicting(item),
        ));
    }
    Ok(Some(value))
}
