//! Catan for Two in the bot: the words of its choices in menus.

use kaitaku_engine::Action;
use kaitaku_engine::describe::Place;
use kaitaku_engine::modules::catan_for_two::CatanForTwoAction;
use kaitaku_engine::modules::{ModuleAction, ModuleView};
use kaitaku_engine::{Game, Seat};
use kaitaku_i18n::{Lang, t};

use super::text::neutral_name;
use super::ui::{ModuleUi, WordsCtx};
use crate::bot::menus::code::place_code;
use crate::bot::trade_compose::cards;

/// Catan for Two's bot side.
pub struct CatanForTwoUi;

/// What a token action costs `seat` now.
fn token_cost(game: &Game, seat: Seat) -> u8 {
    game.view(None)
        .modules
        .iter()
        .find_map(|m| match m {
            ModuleView::CatanForTwo(c) => c.token_cost.get(usize::from(seat)).copied(),
            _ => None,
        })
        .unwrap_or(1)
}

impl ModuleUi for CatanForTwoUi {
    fn option_words(&self, ctx: &WordsCtx<'_>, action: &Action, lang: Lang) -> Option<String> {
        let Action::Module(ModuleAction::CatanForTwo(action)) = action else {
            return None;
        };
        let board = ctx.game.board();
        let tokens = || {
            t!(
                lang,
                "modules-tokens",
                count = token_cost(ctx.game, ctx.seat)
            )
        };
        Some(match action {
            CatanForTwoAction::BuildNeutralRoad { neutral, edge } => t!(
                lang,
                "modules-opt-neutral-road",
                neutral = neutral_name(*neutral, lang),
                code = place_code(board, Place::Path(*edge))
            ),
            CatanForTwoAction::BuildNeutralSettlement { neutral, vertex } => t!(
                lang,
                "modules-opt-neutral-settlement",
                neutral = neutral_name(*neutral, lang),
                code = place_code(board, Place::Intersection(*vertex))
            ),
            CatanForTwoAction::ForcedTrade => t!(lang, "modules-opt-forced", cost = tokens()),
            CatanForTwoAction::ReturnCards { cards: c } => {
                t!(lang, "modules-opt-return", cards = cards(c, lang))
            }
            CatanForTwoAction::RobberToDesert => t!(lang, "modules-opt-desert", cost = tokens()),
            CatanForTwoAction::DiscardKnight => t!(lang, "modules-opt-knight"),
        })
    }
}
