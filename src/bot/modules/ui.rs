//! The bot's per-module registry: each optional rule's (and scenario's) own words for menus
//! and prompts live in its folder here and are reached through [`ui`], one line per module.
//! A module with nothing to add uses [`Plain`]: the generic words built from its actions'
//! descriptions ([`crate::bot::menus::words`]) serve it.

use kaitaku_engine::modules::ModuleId;
use kaitaku_engine::{Action, Game, Seat};
use kaitaku_i18n::Lang;

use crate::bot::compose::Table;

/// What a menu option's words may read: the game, the seat choosing, and the table's names.
pub struct WordsCtx<'a> {
    /// The game.
    pub game: &'a Game,
    /// The seat the menu is for.
    pub seat: Seat,
    /// The players' names.
    pub table: &'a Table,
}

/// A module's own words in the bot.
pub trait ModuleUi: Sync {
    /// Better words than the generic ones for one of the module's actions in a menu, or `None`
    /// to use the generic words.
    fn option_words(&self, _ctx: &WordsCtx<'_>, _action: &Action, _lang: Lang) -> Option<String> {
        None
    }
}

/// A module that adds no words of its own.
pub struct Plain;

impl ModuleUi for Plain {}

/// The bot side of `module`.
pub fn ui(module: ModuleId) -> &'static dyn ModuleUi {
    match module {
        ModuleId::FriendlyRobber => &Plain,
        ModuleId::EventCards => &super::event_cards::EventCardsUi,
        ModuleId::Harbormaster => &Plain,
        ModuleId::CatanForTwo => &super::catan_for_two::CatanForTwoUi,
    }
}
