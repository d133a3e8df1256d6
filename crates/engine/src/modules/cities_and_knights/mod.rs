//! Cities & Knights (seed 004, reference §2), landed in slices (docs/variants/
//! cities_and_knights.md holds the plan and every rules choice with its reason). Built so far:
//!
//! - the ruleset: a settlement then a city in set-up (the city pays one card per producing
//!   hex), 13 VP, the robber locked until the first barbarian attack (7s still make players
//!   discard), no development deck, no Largest Army, commodities in play, 3–4 players; Event
//!   Cards is the one other module it combines with;
//! - the dice ([`dice`]): the core's two production dice (white, red) and the event die
//!   (`script.streams.cities_and_knights.event_die`), which resolves first: the barbarian ship
//!   advances, or a city gate shows and gives progress cards;
//! - commodities: a city on forest, pasture or mountains takes 1 resource + 1 paper, cloth or
//!   coin (`production_goods`); commodities are cards (the core's goods);
//! - city improvements ([`improvements`]): three tracks of five levels, the Trading House's
//!   2:1 commodity trades, metropolises, city walls; the Aqueduct ([`aqueduct`]);
//! - knights ([`knights`]) on intersections: built, promoted, activated, moved, displacing
//!   weaker knights, chasing the robber; they block other seats' roads and settlements and
//!   cut their Longest Road;
//! - the barbarians' attack ([`barbarians`]): the active knights against the cities, the
//!   Defender of Catan, pillaged cities, reduced cities rebuilt first, knights made inactive,
//!   the robber released;
//! - progress cards ([`progress`] data, [`hand`] decks, hands and the hand limit, [`play`]
//!   effects, [`choices`] the choices some cards need after the play; the 23 playable kinds
//!   play, the 2 VP kinds score).

pub mod aqueduct;
pub mod barbarians;
pub mod choices;
mod describe;
pub mod dice;
pub mod hand;
pub mod improvements;
pub mod knights;
pub mod play;
pub mod wedding;
pub mod progress;
mod types;

#[cfg(test)]
mod choices_tests;
#[cfg(test)]
mod event_cards_tests;
#[cfg(test)]
mod knights_tests;
#[cfg(test)]
mod progress_tests;
#[cfg(test)]
mod tests;

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

pub use types::{
    CkAction, CkDecision, CkError, CkEvent, CkScript, CkView, EventDie, Knight, Metropolis,
    Pillage, Track,
};

use super::{HookCtx, Module, ModuleFlow, ModuleId, ModuleKind, ModuleView, RuleModule};
use crate::action::Action;
use crate::config::GameConfig;
use crate::error::RuleError;
use crate::goods::{Commodity, Good};
use crate::resources::{Resource, ResourceSet};
use crate::rules::Ctx;
use crate::ruleset::{
    Award, CompatRow, DeckChoice, GoodsInPlay, Incompatibility, RobberMode, RulesetBuilder,
    SetupPlan,
};
use crate::board::{Vertex, VertexId};

use crate::state::{Building, BuildingKind, Seat};

/// Victory points to win (seed 004).
pub const TARGET_VP: u8 = 13;
/// Ship results the barbarians need to reach Catan (reference §2.6).
pub const SHIP_STEPS: u8 = 7;

/// The commodity a city on this terrain takes in place of its second resource (forest paper,
/// pasture cloth, mountains coin; hills and fields give 2 resources).
pub fn city_commodity(resource: Resource) -> Option<Commodity> {
    match resource {
        Resource::Lumber => Some(Commodity::Paper),
        Resource::Wool => Some(Commodity::Cloth),
        Resource::Ore => Some(Commodity::Coin),
        Resource::Brick | Resource::Grain => None,
    }
}

/// The module's state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct CitiesAndKnights {
    /// Steps the barbarian ship has taken towards Catan (0 to [`SHIP_STEPS`]).
    pub ship: u8,
    /// Each seat's improvement levels (trade, politics, science; 0 to 5).
    pub levels: Vec<[u8; 3]>,
    /// Each track's metropolis, once taken.
    pub metropolises: [Option<Metropolis>; 3],
    /// The event die's last face.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event_die: Option<EventDie>,
    /// Whether the robber may move (after the first barbarian attack).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub robber_released: bool,
    /// Defender of Catan points per seat (empty while nobody has one).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub defenders: Vec<u8>,
    /// Pillaged cities standing for settlements (their owners had no settlement piece left),
    /// until rebuilt.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reduced: Vec<(Seat, Vertex)>,
    /// The choices owed after a lost battle, and the roll they hold back.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pillage: Option<Pillage>,
    /// Event die faces still scripted.
    #[serde(default, skip_serializing_if = "VecDeque::is_empty")]
    pub scripted: VecDeque<EventDie>,
    /// The knights on the board.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub knights: Vec<Knight>,
    /// Seats the roll gave nothing that still choose their Aqueduct resource.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub aqueduct: Vec<Seat>,
    /// Whether the ship reached Catan while another module's decisions on the roll were open:
    /// the battle is fought once play is back in the main phase.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub attack_due: bool,
    /// A displaced knight whose owner chooses where it retreats (off the board meanwhile;
    /// `vertex` is where it stood).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retreat: Option<Knight>,
    /// The red die rolled with the event die when a module draws the production number in
    /// place of the dice (Event Cards); `None` when the core's dice hold it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub red_die: Option<u8>,
    /// Red die faces still scripted (used only when the dice are replaced).
    #[serde(default, skip_serializing_if = "VecDeque::is_empty")]
    pub scripted_red: VecDeque<u8>,
    /// The progress cards: decks, hands, shown VP cards, decisions owed.
    #[serde(default, skip_serializing_if = "hand::Progress::is_empty")]
    pub progress: hand::Progress,
    /// The merchant, once placed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub merchant: Option<play::Merchant>,
    /// This turn's Merchant Fleet: the seat and the good it trades 2:1 with the bank.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fleet: Option<(Seat, Good)>,
    /// The seat whose next improvement this turn costs one commodity less (the Crane).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub crane: Option<Seat>,
    /// The dice the Alchemist fixed for this turn's roll, `[white, red]`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub alchemist: Option<[u8; 2]>,
    /// A Wedding's seats still owing their gift.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wedding: Option<wedding::Wedding>,
    /// A progress card's choices still owed (Spy, Master Merchant, Deserter, Commercial
    /// Harbor, Saboteur).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub choice: Option<choices::PlayChoice>,
}

impl CitiesAndKnights {
    /// A seat's level in a track.
    pub fn level(&self, seat: Seat, track: Track) -> u8 {
        self.levels
            .get(seat as usize)
            .map_or(0, |l| l[track as usize])
    }
}

impl RuleModule for CitiesAndKnights {
    fn id(&self) -> ModuleId {
        ModuleId::CitiesAndKnights
    }

    fn overrides(&self) -> crate::modules::Hooks {
        use crate::modules::Hooks;
        // Every hook with a bit that this module answers (the probe test checks the others
        // answer as the default); `before_number` only acts when the dice are replaced.
        Hooks::ROLL
            | Hooks::AFTER_ROLL
            | Hooks::BEFORE_NUMBER
            | Hooks::AFTER_PRODUCTION
            | Hooks::AFTER_ACTION
            | Hooks::EXTRA_VP
            | Hooks::BUILD_CHECKS
            | Hooks::INTERSECTION_BLOCKED
            | Hooks::ROAD_CUT
            | Hooks::PRODUCTION
            | Hooks::HAND_LIMIT
            | Hooks::TRADE_RATIO
            | Hooks::LEGAL_ACTIONS
            | Hooks::VP_CAN_STILL_CHANGE
    }

    /// The knights' actions, the improvements, the progress-card plays (but the Inventor's,
    /// whose tile changes come after the card has left the hand), the answers to a played
    /// card's choices, the progress cards chosen or discarded, the Aqueduct's resource and the
    /// Wedding gift check everything (the spot, the knight, the card, the cost) before they
    /// change anything, so they run on the state itself, not on a copy (the copy, with the
    /// progress decks and hands, costs more than the action).
    fn applies_in_place(&self, action: &crate::modules::ModuleAction) -> bool {
        let crate::modules::ModuleAction::CitiesAndKnights(a) = action else {
            return false;
        };
        match a {
            CkAction::PlayProgressCard { card, .. } => *card != progress::ProgressCard::Inventor,
            CkAction::BuildKnight { .. }
            | CkAction::PromoteKnight { .. }
            | CkAction::ActivateKnight { .. }
            | CkAction::MoveKnight { .. }
            | CkAction::ChaseRobber { .. }
            | CkAction::RetreatKnight { .. }
            | CkAction::ImproveCity { .. }
            | CkAction::BuildWall { .. }
            | CkAction::ChooseProgressCard { .. }
            | CkAction::DiscardProgressCard { .. }
            | CkAction::ChooseAqueductResource { .. }
            | CkAction::GiveWeddingGift { .. }
            | CkAction::TakeSpiedCard { .. }
            | CkAction::TakeMerchantCards { .. }
            | CkAction::RemoveDeserterKnight { .. }
            | CkAction::PlaceDeserterKnight { .. }
            | CkAction::DeclineDeserterKnight
            | CkAction::OfferHarborResource { .. }
            | CkAction::GiveHarborCommodity { .. }
            | CkAction::DiscardForSaboteur { .. } => true,
            _ => false,
        }
    }

    fn validate(&self, _config: &GameConfig) -> Result<(), crate::config::ConfigError> {
        match self.scripted_red.iter().find(|f| !(1..=6).contains(*f)) {
            Some(face) => Err(crate::config::ConfigError::ModuleScript {
                module: ModuleId::CitiesAndKnights,
                reason: format!("scripted red die {face} is not a die face (1-6)"),
            }),
            None => Ok(()),
        }
    }

    fn ruleset(&self, ruleset: &mut RulesetBuilder) {
        ruleset.setup(SetupPlan::city_second());
        ruleset.robber(RobberMode::LockedUntilReleased);
        ruleset.deck(DeckChoice::None);
        ruleset.remove_award(Award::LargestArmy);
        ruleset.goods(GoodsInPlay {
            commodities: true,
            gold: false,
        });
        ruleset.target_base(TARGET_VP);
        ruleset.players(3, 4);
        // Only Catan Event Cards combines with it (seed 003 §6); the T&B optional rules and
        // scenarios are another game's (Catan for Two is refused by its player count).
        ruleset.compatibility(&[
            CompatRow::refused(ModuleId::FriendlyRobber, Incompatibility::DifferentGames),
            CompatRow::refused(ModuleId::Harbormaster, Incompatibility::DifferentGames),
            CompatRow::refused(ModuleId::Fishermen, Incompatibility::DifferentGames),
            CompatRow::refused(ModuleId::Rivers, Incompatibility::DifferentGames),
            CompatRow::refused(ModuleId::Caravans, Incompatibility::DifferentGames),
        ]);
    }

    fn robber_released(&self, _ctx: &HookCtx) -> bool {
        self.robber_released
    }

    fn after_roll(&mut self, ctx: &mut Ctx, seat: Seat, number: u8) {
        // With the dice replaced (Event Cards) the event die was resolved before the draw.
        if !ctx.st.ruleset().dice_replaced {
            dice::resolve_event_die(self, ctx, seat, dice::Held::Roll(number));
        }
    }

    fn chosen_dice(&mut self, _ctx: &mut Ctx, _seat: Seat) -> Option<[u8; 2]> {
        // The Alchemist, played before the roll: the two production dice as chosen (the event
        // die is still rolled).
        self.alchemist.take()
    }

    fn before_number(&mut self, ctx: &mut Ctx, seat: Seat) {
        // Seed 003 §6: with Event Cards the red die and the event die are rolled first and the
        // event die resolved; then the card is drawn (it replaces the white die's number).
        if ctx.st.ruleset().dice_replaced {
            dice::roll_before_draw(self, ctx, seat);
        }
    }

    fn on_game_created(
        &mut self,
        _board: &crate::board::Board,
        state: &mut crate::state::GameState,
        _events: &mut Vec<crate::event::Event>,
    ) -> Result<(), crate::config::ConfigError> {
        // The three progress decks, shuffled with the game's generator (draws may be scripted
        // per colour).
        hand::deal(self, state);
        Ok(())
    }

    fn end_of_turn(&mut self, ctx: &mut Ctx, seat: Seat) {
        // The turn's card effects end; over the hand limit, the seat discards down to 4.
        self.fleet = None;
        self.crane = None;
        hand::end_of_turn(self, ctx, seat);
    }

    fn knight_strength(&self, _ctx: &HookCtx, seat: Seat, strength: u32) -> u32 {
        // Event Cards' Tournament and Conflict compare the active knights' strength (seed 003
        // §5(5), §5(10), C&K readings).
        strength + knights::defence(self, seat)
    }

    fn after_production(&mut self, ctx: &mut Ctx, _number: u8, produced: &[ResourceSet]) {
        aqueduct::after_production(self, ctx, produced);
    }

    fn after_action_due(&self) -> bool {
        self.attack_due
    }

    fn after_action(&mut self, ctx: &mut Ctx, _seat: Seat) {
        if self.attack_due && ctx.st.phase == crate::state::Phase::Main {
            barbarians::attack(self, ctx, dice::Held::Resolved);
        }
    }

    fn extra_vp(&self, _ctx: &HookCtx, seat: Seat) -> (i32, bool) {
        // Defender of Catan points; a pillaged city standing for a settlement is worth 1, not 2.
        let defender = self.defenders.get(seat as usize).copied().unwrap_or(0);
        let reduced = self.reduced.iter().filter(|&&(s, _)| s == seat).count();
        // Shown VP progress cards (Printer, Constitution) and the merchant are 1 each.
        let cards = self.progress.shown_vp(seat) as i32;
        let merchant = i32::from(self.merchant.is_some_and(|m| m.seat == seat));
        (i32::from(defender) - reduced as i32 + cards + merchant, true)
    }

    fn check_city(&self, _ctx: &HookCtx, seat: Seat, _vertex: VertexId) -> Result<(), RuleError> {
        barbarians::check_city(self, seat)
    }

    fn pending(&self, ctx: &HookCtx, out: &mut Vec<crate::game::Pending>) {
        barbarians::pending(self, ctx, out);
        aqueduct::pending(self, ctx, out);
        hand::pending(self, ctx, out);
        wedding::pending(self, ctx, out);
        choices::pending(self, ctx, out);
        if let Some(k) = &self.retreat
            && ctx.state.phase
                == (crate::state::Phase::ModuleDecisions {
                    module: ModuleId::CitiesAndKnights,
                })
        {
            out.push(crate::game::Pending {
                seat: k.owner,
                decision: CkDecision::RetreatKnight.into(),
            });
        }
    }

    fn intersection_blocked(&self, ctx: &HookCtx, seat: Seat, vertex: VertexId) -> bool {
        // Another seat's network does not continue through a knight (nor a settlement go there).
        self.opposing_knight_on(ctx.board, seat, vertex)
    }

    fn check_settlement(&self, ctx: &HookCtx, _seat: Seat, vertex: VertexId) -> Result<(), RuleError> {
        // Not on one's own knight either.
        if !self.knights.is_empty() && self.knight_at(ctx.board.vertex(vertex)).is_some() {
            return Err(RuleError::Occupied);
        }
        Ok(())
    }

    fn road_cut_at(&self, ctx: &HookCtx, seat: Seat, vertex: VertexId) -> bool {
        self.opposing_knight_on(ctx.board, seat, vertex)
    }

    fn item_kinds(&self) -> &'static [crate::view_items::Kind] {
        &knights::KINDS
    }

    fn board_items(&self, ctx: &HookCtx, out: &mut crate::view_items::BoardItems) {
        use crate::view_items::{PieceFlags, PieceView, Place};
        // Each seat's improvement levels and progress cards (public) and commodity cards (its
        // own eyes only).
        for (seat, player) in ctx.state.players.iter().enumerate() {
            let seat = seat as Seat;
            for (track, kind) in Track::ALL.into_iter().zip([
                knights::TRADE_LEVEL_KIND,
                knights::POLITICS_LEVEL_KIND,
                knights::SCIENCE_LEVEL_KIND,
            ]) {
                out.counter(kind, Some(seat), i32::from(self.level(seat, track)));
            }
            let commodities: i32 = Commodity::ALL
                .into_iter()
                .map(|c| i32::from(player.hand[Good::from(c)]))
                .sum();
            out.private_counter(knights::COMMODITIES_KIND, seat, commodities);
            // The progress cards held: their backs (and colours) are public.
            out.counter(
                knights::PROGRESS_KIND,
                Some(seat),
                self.progress.hand(seat).len() as i32,
            );
        }
        for k in &self.knights {
            out.pieces.push(PieceView {
                kind: knights::KNIGHT_KIND,
                owner: Some(k.owner),
                place: Place::Intersection(k.vertex),
                level: k.level,
                flags: PieceFlags {
                    active: k.active,
                    ..PieceFlags::default()
                },
            });
        }
    }

    fn production_goods(
        &self,
        ctx: &HookCtx,
        vertex: VertexId,
        building: Building,
        resource: Resource,
        owed: &mut ResourceSet,
    ) {
        // A pillaged city standing for a settlement yields as a settlement.
        if building.kind == BuildingKind::City
            && !self.reduced.is_empty()
            && barbarians::is_reduced(self, ctx.board, building.owner, vertex)
        {
            *owed = ResourceSet::of(resource, BuildingKind::Settlement.base_yield());
            return;
        }
        // A city's second card is the terrain's commodity where it has one.
        if building.kind == BuildingKind::City
            && owed[resource] >= 2
            && let Some(c) = city_commodity(resource)
        {
            owed[resource] -= 1;
            owed[Good::from(c)] += 1;
        }
    }

    fn hand_limit(&self, ctx: &HookCtx, seat: Seat, limit: u32) -> u32 {
        limit + improvements::WALL_HAND_BONUS * improvements::walls_of(self, ctx.board, ctx.state, seat)
    }

    fn trade_ratio(&self, ctx: &HookCtx, seat: Seat, good: Good, ratio: u8) -> u8 {
        // The merchant's hex resource and this turn's Merchant Fleet trade 2:1.
        let ratio = match play::card_ratio(self, ctx, seat, good) {
            Some(r) => ratio.min(r),
            None => ratio,
        };
        if good.commodity().is_some()
            && self.level(seat, Track::Trade) >= improvements::TRADING_HOUSE_LEVEL
        {
            ratio.min(improvements::TRADING_HOUSE_RATIO)
        } else {
            ratio
        }
    }

    fn legal_actions(&self, ctx: &HookCtx, seat: Seat, out: &mut Vec<Action>) {
        improvements::legal_actions(self, ctx, seat, out);
        barbarians::legal_actions(self, ctx, seat, out);
        knights::legal_actions(self, ctx, seat, out);
        aqueduct::legal_actions(self, ctx, seat, out);
        hand::legal_actions(self, ctx, seat, out);
        play::legal_actions(self, ctx, seat, out);
    }

    fn vp_can_still_change(&self, _ctx: &HookCtx) -> bool {
        // The barbarians keep coming: a won battle gives its sole strongest defender a
        // Defender of Catan point, and a lost one takes cities.
        true
    }

    fn view(&self, ctx: &HookCtx) -> Option<ModuleView> {
        Some(ModuleView::CitiesAndKnights(CkView {
            ship: self.ship,
            levels: self.levels.clone(),
            metropolises: self.metropolises,
            event_die: self.event_die,
            robber_released: self.robber_released,
            defenders: self.defenders.clone(),
            reduced: self.reduced.clone(),
            pillage: self.pillage.clone(),
            knights: self.knights.clone(),
            retreat: self.retreat,
            attack_due: self.attack_due,
            aqueduct: self.aqueduct.clone(),
            red_die: self.red_die,
            progress_cards: if self.progress.is_empty() {
                Vec::new()
            } else {
                self.progress.counts(ctx.state.players.len())
            },
            progress_shown: self.progress.shown.clone(),
            decks: self.progress.decks.each_ref().map(|d| d.draw.len() as u8),
            progress_owed: self.progress.owed.clone(),
            merchant: self.merchant,
            fleet: self.fleet,
            crane: self.crane,
            alchemist: self.alchemist,
            wedding: self.wedding.clone(),
            choice: self.choice.clone().map(Box::new),
            peek: None,
            own_progress: None,
        }))
    }

    fn sample_hidden(
        &mut self,
        ctx: &mut crate::sample::SampleCtx,
    ) -> Result<(), crate::sample::SampleError> {
        // The public part is copied; the progress cards nobody sees are dealt from the rest.
        let Some(ModuleView::CitiesAndKnights(v)) =
            ctx.module_view(ModuleId::CitiesAndKnights).cloned()
        else {
            return Err(crate::sample::SampleError::Mismatch(
                "cities_and_knights shows no view",
            ));
        };
        self.ship = v.ship;
        self.levels = v.levels.clone();
        self.metropolises = v.metropolises;
        self.event_die = v.event_die;
        self.robber_released = v.robber_released;
        self.defenders = v.defenders.clone();
        self.reduced = v.reduced.clone();
        self.pillage = v.pillage.clone();
        self.knights = v.knights.clone();
        self.retreat = v.retreat;
        self.attack_due = v.attack_due;
        self.aqueduct = v.aqueduct.clone();
        self.red_die = v.red_die;
        self.scripted.clear();
        self.scripted_red.clear();
        self.merchant = v.merchant;
        self.fleet = v.fleet;
        self.crane = v.crane;
        self.alchemist = v.alchemist;
        self.wedding = v.wedding.clone();
        self.choice = v.choice.as_deref().cloned();
        let own = ctx.view.private_modules.iter().find_map(|m| match m {
            ModuleView::CitiesAndKnights(p) => p.own_progress.clone(),
            _ => None,
        });
        let v = v.clone();
        let peek = ctx.view.private_modules.iter().find_map(|m| match m {
            ModuleView::CitiesAndKnights(p) => p.peek.as_deref().cloned(),
            _ => None,
        });
        // The hand the Master Merchant looks at is known to the viewer: it is put in place
        // (the core deals only the rest).
        if let Some(p) = &peek
            && let Some(goods) = p.goods
            && p.seat != ctx.viewer
            && (p.seat as usize) < ctx.state.players.len()
        {
            if !ctx.unseen.try_sub(&goods) {
                return Err(crate::sample::SampleError::Inconsistent("a looked-at hand"));
            }
            ctx.state.players[p.seat as usize].hand.add(&goods);
        }
        hand::sample(self, &v, own, peek, ctx.viewer, ctx.rng)
    }

    fn value_hint(&self, _ctx: &HookCtx, seat: Seat) -> f32 {
        // Improvement levels bring abilities and metropolises; knights defend (more when
        // active) and block.
        let levels: f32 = Track::ALL.iter().map(|&t| f32::from(self.level(seat, t))).sum();
        let knights: f32 = self
            .knights
            .iter()
            .filter(|k| k.owner == seat)
            .map(|k| f32::from(k.level) * if k.active { 1.5 } else { 1.0 })
            .sum();
        0.1 * levels + 0.05 * knights
    }
}

impl Module for CitiesAndKnights {
    type Action = CkAction;
    type Event = CkEvent;
    type Decision = CkDecision;
    type Error = CkError;
    type View = CkView;
    type Script = CkScript;

    // Chosen instead of the base game, with its own rules (the optional rules it allows come
    // with it: Event Cards).
    const KIND: ModuleKind = ModuleKind::Scenario;

    // Landed in slices; released once every rule and card played (issue 21).
    const RELEASED: bool = true;

    fn new(config: &GameConfig) -> Self {
        let script = config
            .script
            .streams()
            .map(|s| s.modules.cities_and_knights)
            .unwrap_or_default();
        CitiesAndKnights {
            levels: vec![[0; 3]; config.players as usize],
            scripted: script.event_die.into(),
            scripted_red: script.red_die.into(),
            progress: hand::Progress {
                scripted: [script.trade.into(), script.politics.into(), script.science.into()],
                ..hand::Progress::default()
            },
            ..CitiesAndKnights::default()
        }
    }

    fn apply(&mut self, ctx: &mut Ctx, seat: Seat, action: &CkAction) -> Result<ModuleFlow, RuleError> {
        match action {
            CkAction::ChoosePillagedCity { vertex } => barbarians::choose(self, ctx, seat, *vertex),
            CkAction::RebuildCity { vertex } => {
                barbarians::rebuild(self, ctx, seat, *vertex)?;
                Ok(ModuleFlow::Done)
            }
            CkAction::BuildKnight { .. }
            | CkAction::PromoteKnight { .. }
            | CkAction::ActivateKnight { .. }
            | CkAction::MoveKnight { .. }
            | CkAction::ChaseRobber { .. }
            | CkAction::RetreatKnight { .. } => knights::apply(self, ctx, seat, action),
            CkAction::ChooseAqueductResource { resource } => {
                aqueduct::choose(self, ctx, seat, *resource)?;
                Ok(ModuleFlow::Done)
            }
            CkAction::ChooseProgressCard { track } => hand::choose(self, ctx, seat, *track),
            CkAction::DiscardProgressCard { card } => hand::discard(self, ctx, seat, *card),
            CkAction::GiveWeddingGift { cards } => {
                wedding::give_gift(self, ctx, seat, *cards)?;
                Ok(ModuleFlow::Done)
            }
            CkAction::TakeSpiedCard { .. }
            | CkAction::TakeMerchantCards { .. }
            | CkAction::RemoveDeserterKnight { .. }
            | CkAction::PlaceDeserterKnight { .. }
            | CkAction::DeclineDeserterKnight
            | CkAction::OfferHarborResource { .. }
            | CkAction::GiveHarborCommodity { .. }
            | CkAction::DiscardForSaboteur { .. } => {
                choices::apply(self, ctx, seat, action)?;
                Ok(ModuleFlow::Done)
            }
            CkAction::PlayProgressCard { .. } => {
                play::apply(self, ctx, seat, action)?;
                Ok(ModuleFlow::Done)
            }
            CkAction::ImproveCity { .. } | CkAction::BuildWall { .. } => {
                improvements::apply(self, ctx, seat, action)?;
                Ok(ModuleFlow::Done)
            }
        }
    }

    fn autoplay_allowed(&self, _ctx: &HookCtx, _seat: Seat, action: &CkAction) -> bool {
        // A pillage or a displaced knight's retreat is owed and spends nothing.
        matches!(
            action,
            CkAction::ChoosePillagedCity { .. }
                | CkAction::RetreatKnight { .. }
                | CkAction::ChooseAqueductResource { .. }
                | CkAction::ChooseProgressCard { .. }
                | CkAction::DiscardProgressCard { .. }
                | CkAction::GiveWeddingGift { .. }
                // A progress card's choices, owed (the first legal one: the first card, the
                // first knight, no knight placed, the first resource, a few discards).
                | CkAction::TakeSpiedCard { .. }
                | CkAction::TakeMerchantCards { .. }
                | CkAction::RemoveDeserterKnight { .. }
                | CkAction::DeclineDeserterKnight
                | CkAction::OfferHarborResource { .. }
                | CkAction::GiveHarborCommodity { .. }
                | CkAction::DiscardForSaboteur { .. }
        )
    }

    fn private_view(&self, ctx: &HookCtx, seat: Seat) -> Option<CkView> {
        if seat >= ctx.state.seat_count() || self.progress.is_empty() {
            return None;
        }
        let Some(ModuleView::CitiesAndKnights(mut v)) = self.view(ctx) else {
            return None;
        };
        v.peek = choices::peek(self, ctx.state, seat).map(Box::new);
        v.own_progress = Some(types::OwnProgress {
            seat,
            cards: self.progress.hand(seat).to_vec(),
        });
        Some(v)
    }

    fn redact_event(event: &CkEvent, viewer: Option<Seat>) -> CkEvent {
        event.redacted_for(viewer)
    }
}
