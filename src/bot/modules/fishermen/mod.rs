//! The Fishermen of Catan in the bot: every seat's fish token count, the stack and the old boot
//! in the turn embed; the drawing, spending and boot events in the log (the drawn tokens' fish
//! only in the drawer's private line); the viewer's own fish in its hand; and the words of its
//! choices in menus, with their price.

use kaitaku_engine::describe::Place;
use kaitaku_engine::modules::fishermen::{
    FishUse, FishermenAction, FishermenError, FishermenEvent,
};
use kaitaku_engine::modules::{ModuleAction, ModuleError, ModuleEvent, ModuleView};
use kaitaku_engine::{Action, View};
use kaitaku_i18n::{Lang, t};

use super::text::per_seat;
use super::ui::{ModuleUi, WordsCtx};
use crate::bot::compose::Table;
use crate::bot::menus::code::place_code;

/// The Fishermen's bot side.
pub struct FishermenUi;

/// A list of token values as people read them: `3 + 2 + 1`.
fn token_list(tokens: &[u8]) -> String {
    tokens
        .iter()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(" + ")
}

/// What the fish are spent on, in words.
fn use_words(on: FishUse, lang: Lang) -> String {
    match on {
        FishUse::RemoveRobber => t!(lang, "modules-fish-use-robber"),
        FishUse::Steal => t!(lang, "modules-fish-use-steal"),
        FishUse::TakeResource => t!(lang, "modules-fish-use-resource"),
        FishUse::Road => t!(lang, "modules-fish-use-road"),
        FishUse::DevCard => t!(lang, "modules-fish-use-dev-card"),
    }
}

impl ModuleUi for FishermenUi {
    fn option_words(&self, ctx: &WordsCtx<'_>, action: &Action, lang: Lang) -> Option<String> {
        let Action::Module(ModuleAction::Fishermen(action)) = action else {
            return None;
        };
        Some(match action {
            FishermenAction::FishRemoveRobber { .. } => t!(lang, "modules-fish-opt-robber"),
            FishermenAction::FishSteal { victim, .. } => t!(
                lang,
                "modules-fish-opt-steal",
                name = ctx.table.name(*victim)
            ),
            FishermenAction::FishTakeResource { resource, .. } => t!(
                lang,
                "modules-fish-opt-resource",
                resource = kaitaku_i18n::resource_name(*resource, lang)
            ),
            FishermenAction::FishRoad { edge, .. } => t!(
                lang,
                "modules-fish-opt-road",
                code = place_code(ctx.game.board(), Place::Path(*edge))
            ),
            FishermenAction::FishDevCard { .. } => t!(lang, "modules-fish-opt-dev-card"),
            FishermenAction::PassBoot { to } => {
                t!(lang, "modules-fish-opt-boot", name = ctx.table.name(*to))
            }
        })
    }

    fn state_lines(
        &self,
        view: &View,
        part: &ModuleView,
        table: &Table,
        lang: Lang,
    ) -> Vec<String> {
        let ModuleView::Fishermen(f) = part else {
            return Vec::new();
        };
        let mut lines = vec![t!(
            lang,
            "modules-fish-line",
            tokens = per_seat(f.tokens.iter().map(|n| n.to_string()), table, lang),
            stack = f.stack
        )];
        if let Some(holder) = f.boot {
            let target = view
                .players
                .get(usize::from(holder))
                .and_then(|p| p.target_vp)
                .unwrap_or(view.target_vp.saturating_add(1));
            lines.push(t!(
                lang,
                "modules-fish-boot-line",
                name = table.name(holder),
                target = target
            ));
        }
        lines
    }

    fn describe(&self, event: &ModuleEvent, table: &Table, lang: Lang) -> Option<String> {
        let ModuleEvent::Fishermen(event) = event else {
            return None;
        };
        Some(match event {
            FishermenEvent::FishDrawn { seat, count, .. } => t!(
                lang,
                "modules-fish-drawn",
                name = table.name(*seat),
                count = *count
            ),
            FishermenEvent::OldBootDrawn { seat } => {
                t!(lang, "modules-fish-boot-drawn", name = table.name(*seat))
            }
            FishermenEvent::FishReshuffled { count } => {
                t!(lang, "modules-fish-reshuffled", count = *count)
            }
            FishermenEvent::FishSpent { seat, on, tokens } => t!(
                lang,
                "modules-fish-spent",
                name = table.name(*seat),
                fish = tokens.iter().map(|&t| u32::from(t)).sum::<u32>(),
                tokens = token_list(tokens),
                on = use_words(*on, lang)
            ),
            FishermenEvent::RobberRemoved { seat } => {
                t!(
                    lang,
                    "modules-fish-robber-removed",
                    name = table.name(*seat)
                )
            }
            FishermenEvent::FishResourceTaken { seat, resource } => t!(
                lang,
                "modules-fish-resource-taken",
                name = table.name(*seat),
                resource = kaitaku_i18n::resource_name(*resource, lang)
            ),
            FishermenEvent::BootPassed { from, to } => t!(
                lang,
                "modules-fish-boot-passed",
                from = table.name(*from),
                to = table.name(*to)
            ),
            FishermenEvent::FishLimit { seat, missed } => t!(
                lang,
                "modules-fish-limit",
                name = table.name(*seat),
                missed = *missed
            ),
        })
    }

    fn private_line(&self, event: &ModuleEvent, _table: &Table, lang: Lang) -> Option<String> {
        match event {
            ModuleEvent::Fishermen(FishermenEvent::FishDrawn {
                tokens: Some(tokens),
                ..
            }) => {
                let fish: Vec<u8> = tokens.iter().map(|t| t.fish()).collect();
                Some(t!(
                    lang,
                    "modules-fish-private-drawn",
                    tokens = token_list(&fish)
                ))
            }
            _ => None,
        }
    }

    fn error_words(&self, error: &ModuleError, lang: Lang) -> Option<String> {
        match error {
            ModuleError::Fishermen(FishermenError::NotEnoughFish { needed }) => {
                Some(t!(lang, "rule-not-enough-fish", needed = *needed))
            }
            _ => None,
        }
    }

    fn private_lines(&self, part: &ModuleView, lang: Lang) -> Vec<String> {
        let ModuleView::Fishermen(f) = part else {
            return Vec::new();
        };
        let Some(own) = &f.own else {
            return Vec::new();
        };
        let fish: u32 = own.tokens.iter().map(|&t| u32::from(t)).sum();
        vec![if own.tokens.is_empty() {
            t!(lang, "modules-fish-hand-none")
        } else {
            t!(
                lang,
                "modules-fish-hand",
                fish = fish,
                tokens = token_list(&own.tokens)
            )
        }]
    }
}
