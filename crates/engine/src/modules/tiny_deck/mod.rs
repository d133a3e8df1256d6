//! A module written only for the engine's tests of a module's deck (`DeckChoice::Module`, the
//! `deck_cards_left` / `deck_draw` hooks, `rules::deck::ModuleDeck`): three cards for 1 ore
//! each through the core's `BuyDevCard`. A windfall is resolved when bought (1 grain from the
//! bank) and put on the discard pile, which is reshuffled when the draw pile runs out; a secret
//! is kept (1 hidden VP), and only its buyer sees what was drawn. Its `tiny_deck` stream
//! (`script.streams.tiny_deck`) fixes the draws.

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

use super::{HookCtx, Module, ModuleEvent, ModuleId, Never, RuleModule};
use crate::board::Board;
use crate::config::{ConfigError, GameConfig};
use crate::event::Event;
use crate::resources::{Resource, ResourceSet};
use crate::rules::Ctx;
use crate::rules::deck::ModuleDeck;
use crate::rules::turn::pay_from_bank;
use crate::ruleset::{DeckChoice, RulesetBuilder};
use crate::state::{GameState, Seat};

/// A card of the tiny deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TinyCard {
    /// Resolved at once: 1 grain from the bank; then discarded.
    Windfall,
    /// Kept: 1 hidden victory point.
    Secret,
}

/// The deck's contents.
pub const CARDS: [TinyCard; 3] = [TinyCard::Windfall, TinyCard::Windfall, TinyCard::Secret];

/// The module's state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct TinyDeck {
    /// The deck.
    pub deck: ModuleDeck<TinyCard>,
    /// Scripted draws still to come (the `tiny_deck` stream).
    #[serde(default, skip_serializing_if = "VecDeque::is_empty")]
    pub scripted: VecDeque<TinyCard>,
    /// Secrets kept, per seat.
    pub secrets: Vec<u8>,
}

/// Its one event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum TinyDeckEvent {
    /// A card was bought; a secret is shown only to its buyer (`None` for everyone else).
    TinyCardDrawn {
        /// The buyer.
        seat: Seat,
        /// The card (`None` when redacted).
        card: Option<TinyCard>,
        /// Whether the discard pile was reshuffled first.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        reshuffled: bool,
    },
}

impl From<TinyDeckEvent> for Event {
    fn from(event: TinyDeckEvent) -> Event {
        Event::Module(ModuleEvent::TinyDeck(event))
    }
}

impl RuleModule for TinyDeck {
    fn id(&self) -> ModuleId {
        ModuleId::TinyDeck
    }

    fn ruleset(&self, ruleset: &mut RulesetBuilder) {
        ruleset.deck(DeckChoice::Module(ModuleId::TinyDeck));
        ruleset.deck_cost(ResourceSet::of(Resource::Ore, 1));
    }

    fn on_game_created(
        &mut self,
        _board: &Board,
        state: &mut GameState,
        _events: &mut Vec<Event>,
    ) -> Result<(), ConfigError> {
        self.deck = ModuleDeck::shuffled(CARDS.to_vec(), state);
        self.secrets = vec![0; state.players.len()];
        Ok(())
    }

    fn deck_cards_left(&self, _ctx: &HookCtx) -> u32 {
        self.deck.left()
    }

    fn deck_draw(&mut self, ctx: &mut Ctx, seat: Seat) {
        let Some(drawn) = self.deck.draw(ctx.st, &mut self.scripted) else {
            return;
        };
        ctx.events.push(
            TinyDeckEvent::TinyCardDrawn {
                seat,
                card: Some(drawn.card),
                reshuffled: drawn.reshuffled,
            }
            .into(),
        );
        match drawn.card {
            TinyCard::Windfall => {
                let mut owed = vec![ResourceSet::EMPTY; ctx.st.players.len()];
                owed[seat as usize] = ResourceSet::of(Resource::Grain, 1);
                pay_from_bank(ctx, &owed);
                self.deck.put_away(TinyCard::Windfall);
            }
            TinyCard::Secret => {
                if let Some(n) = self.secrets.get_mut(seat as usize) {
                    *n += 1;
                }
            }
        }
    }

    fn extra_vp(&self, _ctx: &HookCtx, seat: Seat) -> (i32, bool) {
        (
            i32::from(self.secrets.get(seat as usize).copied().unwrap_or(0)),
            false,
        )
    }

    fn vp_can_still_change(&self, _ctx: &HookCtx) -> bool {
        self.deck.draw.contains(&TinyCard::Secret)
    }
}

impl Module for TinyDeck {
    type Action = Never;
    type Event = TinyDeckEvent;
    type Decision = Never;
    type Error = Never;
    type View = Never;
    type Script = Vec<TinyCard>;

    fn new(config: &GameConfig) -> Self {
        TinyDeck {
            scripted: config
                .script
                .streams()
                .map(|s| s.modules.tiny_deck)
                .unwrap_or_default()
                .into(),
            ..TinyDeck::default()
        }
    }

    fn redact_event(event: &TinyDeckEvent, viewer: Option<Seat>) -> TinyDeckEvent {
        match event {
            TinyDeckEvent::TinyCardDrawn {
                seat,
                card: Some(TinyCard::Secret),
                reshuffled,
            } if viewer != Some(*seat) => TinyDeckEvent::TinyCardDrawn {
                seat: *seat,
                card: None,
                reshuffled: *reshuffled,
            },
            other => other.clone(),
        }
    }
}

#[cfg(test)]
mod tests;
