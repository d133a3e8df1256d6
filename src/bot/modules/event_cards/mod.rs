//! Catan Event Cards in the bot: the card drawn and the deck in the turn embed, its events in
//! the log, who owes which choice, and the words of its choices in menus.

pub mod names;

use kaitaku_engine::describe::Place;
use kaitaku_engine::modules::event_cards::{
    EventCardsAction, EventCardsDecision, EventCardsEvent, EventKind,
};
use kaitaku_engine::modules::{ModuleAction, ModuleDecision, ModuleEvent, ModuleView};
use kaitaku_engine::{Action, Seat, View};
use kaitaku_i18n::{Lang, resource_count, t};

use super::text::list;
use super::ui::{ModuleUi, RollWords, WordsCtx};
use crate::bot::compose::Table;
use crate::bot::menus::code::place_code;
use names::{card_text, card_title, event_effect, event_name};

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

    fn state_lines(
        &self,
        view: &View,
        part: &ModuleView,
        table: &Table,
        lang: Lang,
    ) -> Vec<String> {
        let ModuleView::EventCards(e) = part else {
            return Vec::new();
        };
        let mut lines = Vec::new();
        let earlier = e.drawn_this_turn.len().saturating_sub(1);
        for c in e.drawn_this_turn.iter().take(earlier) {
            lines.push(t!(lang, "modules-first-card", card = card_title(c, lang)));
        }
        if let Some(card) = e.drawn_this_turn.last().or(e.last_card.as_ref()) {
            lines.push(card_text(card, lang));
        }
        let mut deck = t!(
            lang,
            "modules-new-year-in",
            count = e.cards_before_new_year + 1
        );
        if !e.damaged_roads.is_empty() {
            let mut by: Vec<String> = Vec::new();
            for s in 0..view.players.len() as Seat {
                let n = e.damaged_roads.iter().filter(|d| d.seat == s).count();
                if n > 0 {
                    by.push(format!("{} {n}", table.name(s)));
                }
            }
            deck.push_str(" · ");
            deck.push_str(&t!(
                lang,
                "modules-damaged-roads",
                count = e.damaged_roads.len(),
                by = list(&by, lang)
            ));
        }
        lines.push(deck);
        lines
    }

    fn describe(&self, event: &ModuleEvent, table: &Table, lang: Lang) -> Option<String> {
        let ModuleEvent::EventCards(event) = event else {
            return None;
        };
        let n = |s: &Seat| table.name(*s);
        Some(match event {
            EventCardsEvent::EventCardDrawn { seat, card } => {
                let mut line = t!(
                    lang,
                    "modules-drew",
                    name = n(seat),
                    card = card_title(card, lang)
                );
                if card.event != EventKind::None {
                    let effect = event_effect(card.event, lang);
                    match lang {
                        Lang::En => line.push_str(&format!(" ({})", effect.trim_end_matches('.'))),
                        Lang::Ja => {
                            line.push_str(&format!("（{}）", effect.trim_end_matches('。')))
                        }
                    }
                }
                line
            }
            EventCardsEvent::NewYear { seat } => t!(lang, "modules-new-year", name = n(seat)),
            EventCardsEvent::ResourceTaken { seat, resource } => t!(
                lang,
                "modules-took",
                name = n(seat),
                card = resource_count(*resource, 1, lang)
            ),
            EventCardsEvent::RoadDamaged { seat, .. } => {
                t!(lang, "modules-road-damaged", name = n(seat))
            }
            EventCardsEvent::RoadRepaired { seat, free, .. } => {
                if *free {
                    t!(lang, "modules-road-repaired-free", name = n(seat))
                } else {
                    t!(lang, "modules-road-repaired", name = n(seat))
                }
            }
        })
    }

    fn owed_words(&self, decision: &ModuleDecision, lang: Lang) -> Option<String> {
        let ModuleDecision::EventCards(d) = decision else {
            return None;
        };
        Some(match d {
            EventCardsDecision::GiveNeighborCard { .. } => t!(lang, "modules-owes-give-neighbor"),
            EventCardsDecision::AssistPlayer => t!(lang, "modules-owes-assist"),
            EventCardsDecision::DamageRoad => t!(lang, "modules-owes-damage-road"),
            EventCardsDecision::TakeResource => t!(lang, "modules-owes-take"),
            EventCardsDecision::StealFrom => t!(lang, "modules-owes-steal"),
        })
    }

    fn prompt_line(&self, decision: &ModuleDecision, table: &Table, lang: Lang) -> Option<String> {
        let ModuleDecision::EventCards(d) = decision else {
            return None;
        };
        Some(match d {
            EventCardsDecision::GiveNeighborCard { to } => {
                t!(lang, "modules-prompt-give-neighbor", name = table.name(*to))
            }
            EventCardsDecision::AssistPlayer => t!(lang, "modules-prompt-assist"),
            EventCardsDecision::DamageRoad => t!(lang, "modules-prompt-damage"),
            EventCardsDecision::TakeResource => t!(lang, "modules-prompt-take"),
            EventCardsDecision::StealFrom => t!(lang, "modules-prompt-steal"),
        })
    }

    fn decision_button(&self, _decision: &ModuleDecision, lang: Lang) -> Option<String> {
        Some(t!(lang, "modules-button-choose-event"))
    }

    fn waiting_prefix(&self, part: &ModuleView, lang: Lang) -> Option<String> {
        let ModuleView::EventCards(e) = part else {
            return None;
        };
        e.deciding.map(|k| match lang {
            Lang::En => format!("{}: ", event_name(k, lang)),
            Lang::Ja => format!("{}：", event_name(k, lang)),
        })
    }

    fn roll_words(&self, part: &ModuleView) -> RollWords {
        RollWords {
            draws_card: matches!(part, ModuleView::EventCards(_)),
            roll_of: None,
        }
    }
}
