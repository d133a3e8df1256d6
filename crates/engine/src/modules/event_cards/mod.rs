//! Catan Event Cards (Traders & Barbarians optional rule): instead of rolling, the current
//! player draws from a deck of 36 number cards (one per ordered pair of dice, so the numbers
//! keep the dice's odds) plus New Year, which lies 6th from the bottom: when it is drawn, all 36
//! are reshuffled, New Year goes back under the top 31, and another card is drawn. Many cards
//! carry one of 11 events, applied before the card's number produces (see [`decisions`]).
//!
//! Earthquake leaves damaged roads: a player with one must repair it (road cost, or one road of
//! Road Building) before building roads; no settlement may stand at a damaged road's ends;
//! damaged roads still count for Longest Road.

pub mod board;
pub mod decisions;
mod types;

pub use types::{EventCardsAction, EventCardsDecision, EventCardsError, EventCardsEvent};

use crate::modules::Hooks;
use std::collections::VecDeque;

use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use super::{HookCtx, Module, ModuleAction, ModuleFlow, ModuleId, ModuleView, RuleModule};
use crate::action::Action;
use crate::board::{Edge, EdgeId, VertexId};
use crate::config::{ConfigError, GameConfig};
use crate::error::RuleError;
use crate::event::Event;
use crate::game::Pending;
use crate::resources::ResourceSet;
use crate::rules::Ctx;
use crate::state::{BuildingKind, Seat};
use crate::view_items::{BoardItems, Kind};

use decisions::EventDecisions;

/// Whether the game waits for the event's decisions now (not for an interruption opened on top).
fn deciding(ctx: &HookCtx) -> bool {
    ctx.state.phase
        == (crate::state::Phase::ModuleDecisions {
            module: ModuleId::EventCards,
        })
}

/// Cards lying under New Year (it is the 6th card from the bottom).
pub const CARDS_UNDER_NEW_YEAR: usize = 5;
/// Number cards in the deck (New Year excluded).
pub const DECK_SIZE: usize = 36;
/// Scripted cards that fit above New Year in one shuffle.
pub const SCRIPTABLE_PER_SHUFFLE: usize = DECK_SIZE - CARDS_UNDER_NEW_YEAR;

/// The event printed on a number card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    /// No event.
    None,
    /// 7: discards, then the robber moves and robs (as a rolled 7).
    RobberAttacks,
    /// Cities produce only 1 card this time.
    Epidemic,
    /// Every player damages one of their roads.
    Earthquake,
    /// Every player with cards gives one of their choice to their left neighbour.
    GoodNeighbors,
    /// The player(s) with the most knights played take one resource of their choice.
    Tournament,
    /// The Longest Road holder takes a random card from a player of their choice.
    TradeAdvantage,
    /// The player(s) with the most buildings on harbours take one resource of their choice.
    CalmSea,
    /// The robber goes back to the desert (nobody is robbed).
    RobberFlees,
    /// The player(s) with the most points each give a card to a player with fewer.
    NeighborlyAssistance,
    /// The Largest Army holder (or the sole player with most knights) takes a random card from
    /// a player of their choice.
    Conflict,
    /// Every player takes one resource of their choice.
    PlentifulYear,
}

/// One number card: its production number and its event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventCard {
    /// The production number (2–12).
    pub number: u8,
    /// The event printed on it.
    pub event: EventKind,
}

/// The 36 number cards: (number, event, how many). Each number appears as often as the dice
/// give it (1 to 6 times out of 36).
pub const DECK: [(u8, EventKind, u8); 22] = [
    (2, EventKind::PlentifulYear, 1),
    (3, EventKind::Conflict, 1),
    (3, EventKind::None, 1),
    (4, EventKind::RobberFlees, 2),
    (4, EventKind::None, 1),
    (5, EventKind::Tournament, 1),
    (5, EventKind::TradeAdvantage, 1),
    (5, EventKind::None, 2),
    (6, EventKind::Epidemic, 1),
    (6, EventKind::Earthquake, 1),
    (6, EventKind::GoodNeighbors, 1),
    (6, EventKind::None, 2),
    (7, EventKind::RobberAttacks, 6),
    (8, EventKind::Epidemic, 1),
    (8, EventKind::None, 4),
    (9, EventKind::CalmSea, 1),
    (9, EventKind::None, 3),
    (10, EventKind::NeighborlyAssistance, 1),
    (10, EventKind::None, 2),
    (11, EventKind::NeighborlyAssistance, 1),
    (11, EventKind::None, 1),
    (12, EventKind::CalmSea, 1),
];

/// The 36 number cards in [`DECK`] order.
pub fn full_deck() -> Vec<EventCard> {
    DECK.iter()
        .flat_map(|&(number, event, count)| {
            std::iter::repeat_n(EventCard { number, event }, count as usize)
        })
        .collect()
}

/// A damaged road.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DamagedRoad {
    /// Its owner.
    pub seat: Seat,
    /// The path (dense id on this board).
    pub edge: EdgeId,
}

/// The module's state. The draw pile is hidden information: it never leaves the engine
/// except in snapshots.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventCards {
    /// The draw pile; the last element is the top. New Year lies under the top
    /// `pile.len() - 5` cards.
    pub pile: Vec<EventCard>,
    /// Scripted cards still to put on top at the next shuffles.
    #[serde(default)]
    pub scripted: VecDeque<EventCard>,
    /// The card drawn last.
    pub last: Option<EventCard>,
    /// The cards drawn this turn (two in Catan for Two, more when a draw is repeated).
    #[serde(default)]
    pub drawn_this_turn: Vec<EventCard>,
    /// Damaged roads (Earthquake).
    #[serde(default)]
    pub damaged: Vec<DamagedRoad>,
    /// An event waiting for players' decisions.
    #[serde(default)]
    pub decisions: Option<EventDecisions>,
}

/// A damaged road as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DamagedRoadView {
    /// Its owner.
    pub seat: Seat,
    /// The path.
    pub edge: Edge,
}

/// What everyone sees of the event deck: the cards drawn, how many remain before New Year,
/// the damaged roads and the event being decided. Never the order of the deck.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventCardsView {
    /// The card drawn last (its number and event).
    pub last_card: Option<EventCard>,
    /// The cards drawn this turn, in order.
    pub drawn_this_turn: Vec<EventCard>,
    /// Cards left to draw before New Year comes up.
    pub cards_before_new_year: u8,
    /// Damaged roads.
    pub damaged_roads: Vec<DamagedRoadView>,
    /// The event whose decisions are awaited, if any.
    pub deciding: Option<EventKind>,
}

impl EventCards {
    /// A new game's state (the deck is shuffled when the game is created).
    pub fn new(config: &GameConfig) -> Self {
        EventCards {
            pile: Vec::new(),
            scripted: scripted_cards(config).into(),
            last: None,
            drawn_this_turn: Vec::new(),
            damaged: Vec::new(),
            decisions: None,
        }
    }

    /// Shuffles all 36 cards, the next scripted ones (up to 31) on top in drawing order.
    fn shuffle(&mut self, rng: &mut rand_pcg::Pcg64Mcg) {
        let mut deck = full_deck();
        let mut top = Vec::new();
        while top.len() < SCRIPTABLE_PER_SHUFFLE {
            let Some(card) = self.scripted.front().copied() else {
                break;
            };
            // Validation guarantees the card is in the deck; a card that is not ends the
            // script rather than panicking.
            let Some(i) = deck.iter().position(|c| *c == card) else {
                self.scripted.clear();
                break;
            };
            deck.swap_remove(i);
            self.scripted.pop_front();
            top.push(card);
        }
        deck.shuffle(rng);
        deck.extend(top.iter().rev());
        self.pile = deck;
    }

    /// Draws the next card; when New Year comes up first, reshuffles (reported as `true`).
    pub fn draw(&mut self, rng: &mut rand_pcg::Pcg64Mcg) -> (bool, Option<EventCard>) {
        let new_year = self.pile.len() <= CARDS_UNDER_NEW_YEAR;
        if new_year {
            self.shuffle(rng);
        }
        let card = self.pile.pop();
        if let Some(card) = card {
            self.last = Some(card);
            self.drawn_this_turn.push(card);
        }
        (new_year, card)
    }

    /// Whether `seat` has a damaged road.
    pub fn has_damaged(&self, seat: Seat) -> bool {
        self.damaged.iter().any(|d| d.seat == seat)
    }

    /// Whether `edge` is damaged.
    pub fn is_damaged(&self, edge: EdgeId) -> bool {
        self.damaged.iter().any(|d| d.edge == edge)
    }
}

/// Checks that scripted cards can be dealt: each shuffle's share (31 at most) must be cards the
/// deck holds.
/// The scripted cards (the `event_cards` stream: `script.streams.event_cards`, or its older
/// spelling `script.event_cards`; nothing when given both ways, which `Game::new` refuses).
fn scripted_cards(config: &GameConfig) -> Vec<EventCard> {
    config
        .script
        .streams()
        .map(|s| s.modules.event_cards)
        .unwrap_or_default()
}

fn validate_script(cards: &[EventCard]) -> Result<(), ConfigError> {
    for (chunk_index, chunk) in cards.chunks(SCRIPTABLE_PER_SHUFFLE).enumerate() {
        let mut deck = full_deck();
        for (i, card) in chunk.iter().enumerate() {
            match deck.iter().position(|c| c == card) {
                Some(p) => {
                    deck.swap_remove(p);
                }
                None => {
                    let index = chunk_index * SCRIPTABLE_PER_SHUFFLE + i;
                    return Err(ConfigError::ModuleScript {
                        module: ModuleId::EventCards,
                        reason: format!(
                            "scripted event card {index} ({card:?}) is not left in the deck"
                        ),
                    });
                }
            }
        }
    }
    Ok(())
}

impl RuleModule for EventCards {
    fn id(&self) -> ModuleId {
        ModuleId::EventCards
    }

    fn overrides(&self) -> Hooks {
        Hooks::ROLL | Hooks::AFTER_ROLL | Hooks::PRODUCTION | Hooks::BUILD_CHECKS | Hooks::LEGAL_ACTIONS
    }

    /// Every action of this module checks everything before it changes anything
    /// (`decisions::apply_action`: a repair pays first; a decision is checked whole before a card
    /// moves), and the roll it may resolve afterwards cannot fail, so no copy of the state is
    /// needed.
    fn applies_in_place(&self, _action: &crate::modules::ModuleAction) -> bool {
        true
    }

    fn ruleset(&self, ruleset: &mut crate::ruleset::RulesetBuilder) {
        // The card's number replaces the dice (a module with dice of its own reads this).
        ruleset.replace_dice();
    }

    fn validate(&self, config: &GameConfig) -> Result<(), ConfigError> {
        validate_script(&scripted_cards(config))
    }

    fn on_game_created(
        &mut self,
        _board: &crate::board::Board,
        state: &mut crate::state::GameState,
        _events: &mut Vec<Event>,
    ) -> Result<(), ConfigError> {
        self.shuffle(&mut state.chance.rng);
        Ok(())
    }

    fn draw_roll(&mut self, ctx: &mut Ctx, seat: Seat) -> Option<u8> {
        let (new_year, card) = self.draw(&mut ctx.st.chance.rng);
        if new_year {
            ctx.events.push(EventCardsEvent::NewYear { seat }.into());
        }
        let card = card?;
        ctx.events.push(EventCardsEvent::EventCardDrawn { seat, card }.into());
        Some(card.number)
    }

    fn after_roll(&mut self, ctx: &mut Ctx, seat: Seat, _number: u8) {
        if let Some(card) = self.last {
            decisions::apply_event(self, ctx, seat, card);
        }
    }

    fn building_yield(&self, _ctx: &HookCtx, kind: BuildingKind, base: u8) -> u8 {
        match (kind, self.last) {
            (
                BuildingKind::City,
                Some(EventCard {
                    event: EventKind::Epidemic,
                    ..
                }),
            ) => base.min(1),
            _ => base,
        }
    }

    fn check_road(&self, _ctx: &HookCtx, seat: Seat, _edge: EdgeId) -> Result<(), RuleError> {
        if self.has_damaged(seat) {
            Err(EventCardsError::RoadNeedsRepair.into())
        } else {
            Ok(())
        }
    }

    fn check_settlement(&self, ctx: &HookCtx, _seat: Seat, v: VertexId) -> Result<(), RuleError> {
        if self
            .damaged
            .iter()
            .any(|d| ctx.board.edge_vertices(d.edge).contains(&v))
        {
            Err(EventCardsError::DamagedRoadEnd.into())
        } else {
            Ok(())
        }
    }

    fn free_road_alternative(&self, _ctx: &HookCtx, seat: Seat) -> bool {
        self.has_damaged(seat)
    }

    fn pending(&self, ctx: &HookCtx, out: &mut Vec<Pending>) {
        if let Some(d) = &self.decisions
            && deciding(ctx)
        {
            d.pending(ctx, out);
        }
    }

    fn legal_actions(&self, ctx: &HookCtx, seat: Seat, out: &mut Vec<Action>) {
        match &self.decisions {
            // (nothing while another interruption is open on top of the event's decisions)
            Some(d) if deciding(ctx) => d.legal_actions(self, ctx, seat, out),
            Some(_) => {}
            None => decisions::repair_actions(self, ctx, seat, out),
        }
    }

    fn end_of_turn(&mut self, _ctx: &mut Ctx, _seat: Seat) {
        self.drawn_this_turn.clear();
    }

    /// Trade Advantage / Conflict: rob whoever holds the most cards (lowest seat on ties).
    fn autoplay_pick(&self, ctx: &HookCtx, _seat: Seat, legal: &[Action]) -> Option<Action> {
        let hand = |v: Seat| ctx.state.players.get(v as usize).map_or(0, |p| p.hand.total());
        legal
            .iter()
            .filter_map(|a| match a {
                Action::Module(ModuleAction::EventCards(EventCardsAction::StealFrom { victim })) => {
                    Some(*victim)
                }
                _ => None,
            })
            .max_by_key(|&v| (hand(v), std::cmp::Reverse(v)))
            .map(|victim| EventCardsAction::StealFrom { victim }.into())
    }

    fn held_resources(&self) -> ResourceSet {
        self.decisions
            .as_ref()
            .map_or(ResourceSet::EMPTY, |d| d.cards_in_transit())
    }

    fn sample_hidden(
        &mut self,
        ctx: &mut crate::sample::SampleCtx,
    ) -> Result<(), crate::sample::SampleError> {
        use crate::sample::SampleError;
        let Some(ModuleView::EventCards(v)) = ctx.module_view(ModuleId::EventCards).cloned()
        else {
            return Err(SampleError::Mismatch("event_cards shows no view"));
        };
        // The pile: as many cards as the view counts, drawn from the deck (which were drawn
        // since the last shuffle is not in the view), in a random order.
        let mut deck = full_deck();
        deck.shuffle(ctx.rng);
        deck.truncate(usize::from(v.cards_before_new_year) + CARDS_UNDER_NEW_YEAR);
        self.pile = deck;
        self.scripted.clear();
        self.last = v.last_card;
        self.drawn_this_turn = v.drawn_this_turn.clone();
        self.damaged = Vec::new();
        for d in &v.damaged_roads {
            let edge = ctx
                .board
                .edge_id(d.edge)
                .ok_or(SampleError::Inconsistent("a damaged road off the board"))?;
            self.damaged.push(DamagedRoad { seat: d.seat, edge });
        }
        self.decisions = match v.deciding {
            None => None,
            Some(event) => {
                let seats = ctx.view.players.len();
                let mut owed = vec![false; seats];
                for p in &ctx.view.pending {
                    if let crate::game::Decision::Module(super::ModuleDecision::EventCards(_)) =
                        p.decision
                        && let Some(o) = owed.get_mut(p.seat as usize)
                    {
                        *o = true;
                    }
                }
                // Good Neighbors: the cards already set aside are the unseen cards no hand
                // accounts for; they were set aside by seats that no longer owe.
                let mut gifts = vec![None; seats];
                if event == EventKind::GoodNeighbors {
                    let held: u32 = ctx
                        .view
                        .players
                        .iter()
                        .filter(|p| p.seat != ctx.viewer)
                        .map(|p| p.resource_count)
                        .sum();
                    let mut in_transit = ctx.unseen.total().saturating_sub(held);
                    for s in 0..seats {
                        if in_transit == 0 {
                            break;
                        }
                        if !owed[s] {
                            gifts[s] = ctx.draw_unseen();
                            in_transit -= 1;
                        }
                    }
                }
                Some(EventDecisions {
                    event,
                    number: v.last_card.map_or(0, |c| c.number),
                    owed,
                    gifts,
                })
            }
        };
        Ok(())
    }

    fn view(&self, ctx: &HookCtx) -> Option<ModuleView> {
        Some(ModuleView::EventCards(EventCardsView {
            last_card: self.last,
            drawn_this_turn: self.drawn_this_turn.clone(),
            cards_before_new_year: self.pile.len().saturating_sub(CARDS_UNDER_NEW_YEAR) as u8,
            damaged_roads: self
                .damaged
                .iter()
                .map(|d| DamagedRoadView {
                    seat: d.seat,
                    edge: ctx.board.edge(d.edge),
                })
                .collect(),
            deciding: self.decisions.as_ref().map(|d| d.event),
        }))
    }

    fn item_kinds(&self) -> &'static [Kind] {
        &board::KINDS
    }
}

impl Module for EventCards {
    type Action = EventCardsAction;
    type Event = EventCardsEvent;
    type Decision = EventCardsDecision;
    type Error = EventCardsError;
    type View = EventCardsView;
    type Script = Vec<EventCard>;

    fn view_items(view: &EventCardsView, out: &mut BoardItems) {
        board::view_items(view, out);
    }

    fn new(config: &GameConfig) -> Self {
        EventCards::new(config)
    }

    fn apply(
        &mut self,
        ctx: &mut Ctx,
        seat: Seat,
        action: &EventCardsAction,
    ) -> Result<ModuleFlow, RuleError> {
        decisions::apply_action(self, ctx, seat, action)
    }

    /// The answers to an event card's decisions (owed for the game to go on; the cards given
    /// are the decision itself), and a repair only with Road Building's free road: a repair in
    /// the main phase costs a road.
    fn autoplay_allowed(&self, ctx: &HookCtx, _seat: Seat, action: &EventCardsAction) -> bool {
        match action {
            EventCardsAction::RepairRoad { .. } => {
                matches!(ctx.state.phase, crate::state::Phase::RoadBuilding { .. })
            }
            _ => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_has_the_dice_odds_and_the_event_counts() {
        let deck = full_deck();
        assert_eq!(deck.len(), DECK_SIZE);
        for n in 2..=12u8 {
            let ways = 6 - (7 - n as i32).abs();
            assert_eq!(
                deck.iter().filter(|c| c.number == n).count() as i32,
                ways,
                "number {n}"
            );
        }
        let count = |e| deck.iter().filter(|c| c.event == e).count();
        assert_eq!(count(EventKind::None), 16);
        assert_eq!(count(EventKind::RobberAttacks), 6);
        for (e, n) in [
            (EventKind::Epidemic, 2),
            (EventKind::Earthquake, 1),
            (EventKind::GoodNeighbors, 1),
            (EventKind::Tournament, 1),
            (EventKind::TradeAdvantage, 1),
            (EventKind::CalmSea, 2),
            (EventKind::RobberFlees, 2),
            (EventKind::NeighborlyAssistance, 2),
            (EventKind::Conflict, 1),
            (EventKind::PlentifulYear, 1),
        ] {
            assert_eq!(count(e), n, "{e:?}");
        }
    }

    fn sorted(mut cards: Vec<EventCard>) -> Vec<(u8, EventKind)> {
        cards.sort_by_key(|c| (c.number, c.event));
        cards.into_iter().map(|c| (c.number, c.event)).collect()
    }

    #[test]
    fn new_year_comes_after_31_cards_and_reshuffles_all_36() {
        use rand::SeedableRng;
        let mut config = GameConfig::base(3);
        let first = EventCard {
            number: 2,
            event: EventKind::PlentifulYear,
        };
        let after_new_year = EventCard {
            number: 12,
            event: EventKind::CalmSea,
        };
        // 31 scripted cards fill the first deck above New Year; the 32nd goes on top after it.
        let mut script = vec![first];
        let mut rest = full_deck();
        rest.retain(|c| *c != first);
        script.extend(rest.iter().take(30).copied());
        script.push(after_new_year);
        config.script.modules.event_cards = script.clone();
        assert!(validate_script(&config.script.modules.event_cards).is_ok());
        let mut m = EventCards::new(&config);
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(1);
        m.shuffle(&mut rng);
        assert_eq!(sorted(m.pile.clone()), sorted(full_deck()));
        let mut drawn = Vec::new();
        for _ in 0..31 {
            let (new_year, card) = m.draw(&mut rng);
            assert!(!new_year);
            drawn.push(card.expect("a card"));
        }
        assert_eq!(drawn, script[..31].to_vec());
        assert_eq!(m.pile.len(), CARDS_UNDER_NEW_YEAR);
        let (new_year, card) = m.draw(&mut rng);
        assert!(new_year, "the 32nd draw meets New Year");
        assert_eq!(card, Some(after_new_year));
        assert_eq!(m.pile.len(), DECK_SIZE - 1, "all 36 were reshuffled");
        let mut all = m.pile.clone();
        all.push(after_new_year);
        assert_eq!(sorted(all), sorted(full_deck()));
    }

    /// The scripted cards are read from `script.event_cards`, written back the same, and an
    /// unknown key in `script` is still refused.
    #[test]
    fn module_scripts_read_from_their_key_and_unknown_keys_are_refused() {
        let text = r#"{"players":3,"layout":{"kind":"beginner"},"modules":["event_cards"],"script":{"dice":[[3,4]],"event_cards":[{"number":8,"event":"none"}]}}"#;
        let config: GameConfig = serde_json::from_str(text).expect("reads");
        assert_eq!(config.script.modules.event_cards.len(), 1);
        assert_eq!(config.script.dice, vec![[3, 4]]);
        assert_eq!(serde_json::to_string(&config).expect("writes"), text);
        let typo = r#"{"players":3,"script":{"event_card":[]}}"#;
        assert!(serde_json::from_str::<GameConfig>(typo).is_err());
        let empty = GameConfig::base(3);
        assert_eq!(
            serde_json::to_string(&empty).expect("writes"),
            r#"{"players":3,"layout":{"kind":"beginner"}}"#
        );
    }

    #[test]
    fn script_validation_counts_each_shuffle() {
        let eight = EventCard {
            number: 8,
            event: EventKind::None,
        };
        assert!(validate_script(&[eight; 4]).is_ok());
        assert_eq!(
            validate_script(&[eight; 5]),
            Err(ConfigError::ModuleScript {
                module: ModuleId::EventCards,
                reason: "scripted event card 4 (EventCard { number: 8, event: None }) is not left \
                         in the deck"
                    .into(),
            })
        );
        let twelve_none = EventCard {
            number: 12,
            event: EventKind::None,
        };
        assert!(validate_script(&[twelve_none]).is_err());
    }
}

#[cfg(test)]
mod damaged_road_tests {
    use super::*;
    use crate::board::{Hex, Side, Vertex};
    use crate::{Game, GameConfig};

    #[test]
    fn no_settlement_at_either_end_of_a_damaged_road() {
        let mut config = GameConfig::base(3);
        config.modules = vec![ModuleId::EventCards];
        let game = Game::new(config.clone(), 3).expect("valid config");
        let board = game.board();
        let edge = board
            .edge_id(Edge::new(Hex::new(0, 0), Side::W))
            .expect("edge");
        let mut st = game.state().clone();
        st.roads[edge as usize] = Some(1);
        let mut m = EventCards::new(&config);
        m.damaged.push(DamagedRoad { seat: 1, edge });
        let hc = HookCtx { board, state: &st };
        for v in board.edge_vertices(edge) {
            assert_eq!(
                m.check_settlement(&hc, 0, v),
                Err(EventCardsError::DamagedRoadEnd.into())
            );
        }
        let elsewhere = board
            .vertex_id(Vertex::new(Hex::new(1, 1), crate::board::Corner::S))
            .expect("vertex");
        assert_eq!(m.check_settlement(&hc, 0, elsewhere), Ok(()));
        assert_eq!(m.check_road(&hc, 1, edge), Err(EventCardsError::RoadNeedsRepair.into()));
        assert_eq!(m.check_road(&hc, 0, edge), Ok(()));
        assert!(m.free_road_alternative(&hc, 1));
        assert!(!m.free_road_alternative(&hc, 0));
    }
}
