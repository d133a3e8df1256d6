//! A module's own card deck (`DeckChoice::Module`): the draw pile and the discard pile a module
//! keeps in its state, drawn through its named chance stream, and the core's purchase that
//! deals from it.
//!
//! **Buying.** The core action `BuyDevCard` buys from whichever deck the ruleset names: the base
//! deck, or a module's, so players, autoplay's deny-list and the bot's button stay one action.
//! For a module's deck the core checks the turn and phase, asks the module how many cards can
//! still be drawn ([`RuleModule::deck_cards_left`], `deck_empty` when none), takes the
//! ruleset's price ([`Ruleset::deck_cost`]) and then calls [`RuleModule::deck_draw`], which
//! draws (with [`ModuleDeck::draw`]), records the draw in an event of its own (public, or
//! private through `Module::redact_event`) and applies any effect at once (Barbarian Attack
//! resolves every card when bought). The module keeps the card or discards it.
//!
//! [`RuleModule::deck_cards_left`]: crate::modules::RuleModule::deck_cards_left
//! [`RuleModule::deck_draw`]: crate::modules::RuleModule::deck_draw
//! [`Ruleset::deck_cost`]: crate::ruleset::Ruleset::deck_cost

use std::collections::VecDeque;

use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use crate::state::GameState;

/// A module's deck: a hidden draw pile (the top is the last card) and an open discard pile,
/// reshuffled into the draw pile when the draw pile runs out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(bound(serialize = "C: Serialize", deserialize = "C: Deserialize<'de>"))]
pub struct ModuleDeck<C> {
    /// The draw pile; the last card is the top.
    pub draw: Vec<C>,
    /// The discard pile (cards resolved and put away).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub discard: Vec<C>,
}

impl<C> Default for ModuleDeck<C> {
    fn default() -> Self {
        ModuleDeck {
            draw: Vec::new(),
            discard: Vec::new(),
        }
    }
}

/// What [`ModuleDeck::draw`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Drawn<C> {
    /// The card drawn.
    pub card: C,
    /// Whether the discard pile was shuffled into the draw pile first.
    pub reshuffled: bool,
}

impl<C: Clone + PartialEq> ModuleDeck<C> {
    /// A deck of `cards`, shuffled with the game's RNG (when the game is created).
    pub fn shuffled(mut cards: Vec<C>, st: &mut GameState) -> Self {
        cards.shuffle(&mut st.chance.rng);
        ModuleDeck {
            draw: cards,
            discard: Vec::new(),
        }
    }

    /// The cards a purchase can still reach: the draw pile and the discard pile.
    pub fn left(&self) -> u32 {
        (self.draw.len() + self.discard.len()) as u32
    }

    /// Draws the top card: when the draw pile is empty the discard pile is shuffled into it
    /// first. The module's stream decides the card: the next `scripted` card, when the draw
    /// pile holds one like it, is taken out of the pile (a scripted card the pile does not hold
    /// is dropped); otherwise the top card. `None` when both piles are empty.
    pub fn draw(&mut self, st: &mut GameState, scripted: &mut VecDeque<C>) -> Option<Drawn<C>> {
        let mut reshuffled = false;
        if self.draw.is_empty() {
            if self.discard.is_empty() {
                return None;
            }
            self.draw = std::mem::take(&mut self.discard);
            self.draw.shuffle(&mut st.chance.rng);
            reshuffled = true;
        }
        if let Some(want) = scripted.pop_front()
            && let Some(i) = self.draw.iter().rposition(|c| *c == want)
        {
            let card = self.draw.remove(i);
            return Some(Drawn { card, reshuffled });
        }
        let card = self.draw.pop()?;
        Some(Drawn { card, reshuffled })
    }

    /// Puts a resolved card on the discard pile.
    pub fn put_away(&mut self, card: C) {
        self.discard.push(card);
    }
}
