//! Catan Event Cards in the bot: the words of its choices in menus.

use kaitaku_engine::Action;
use kaitaku_engine::modules::ModuleAction;
use kaitaku_engine::modules::event_cards::EventCardsAction;
use kaitaku_i18n::{Lang, resource_count, t};

use super::ui::{ModuleUi, WordsCtx};
use crate::bot::menus::code::place_code;
use kaitaku_engine::describe::Place;

/// Catan Event Cards' bot side.
pub struct EventCardsUi;

impl ModuleUi for EventCardsUi {
    fn option_words(&self, ctx: &WordsCtx<'_>, action: &Action, lang: Lang) -> Option<String> {
        let Action::Module(ModuleAction::EventCards(action)) = action else {
            return None;
        };
        let game = ctx.game;
        let path = |e| place_code(game.board(), Place::Path(e));
        Some(match action {
            EventCardsAction::GiveNeighborCard { resource } => {
                let to = kaitaku_engine::modules::left_of(ctx.seat, game.seat_count());
                t!(
                    lang,
                    "modules-opt-give",
                    card = resource_count(*resource, 1, lang),
                    name = ctx.table.name(to)
                )
            }
            EventCardsAction::AssistPlayer { to, resource } => t!(
                lang,
                "modules-opt-give",
                card = resource_count(*resource, 1, lang),
                name = ctx.table.name(*to)
            ),
            EventCardsAction::DamageRoad { edge } => {
                t!(lang, "modules-opt-damage", code = path(*edge))
            }
            EventCardsAction::RepairRoad { edge } => {
                let how = if matches!(
                    game.state().phase,
                    kaitaku_engine::state::Phase::RoadBuilding { .. }
                ) {
                    t!(lang, "modules-repair-free")
                } else {
                    t!(lang, "modules-repair-cost")
                };
                t!(lang, "modules-opt-repair", code = path(*edge), how = how)
            }
            EventCardsAction::TakeResource { resource } => t!(
                lang,
                "modules-opt-take",
                card = resource_count(*resource, 1, lang)
            ),
            EventCardsAction::StealFrom { victim } => t!(
                lang,
                "modules-opt-steal",
                name = ctx.table.name(*victim),
                count = game.state().players.get(usize::from(*victim))?.hand.total()
            ),
        })
    }
}
