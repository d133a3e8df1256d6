//! Harbormaster in the bot: who holds it and everyone's harbour points in the turn embed, and
//! the change of holder in the log.

use kaitaku_engine::View;
use kaitaku_engine::modules::harbormaster::HarbormasterEvent;
use kaitaku_engine::modules::{ModuleEvent, ModuleView};
use kaitaku_i18n::{Lang, t};

use super::text::per_seat;
use super::ui::ModuleUi;
use crate::bot::compose::Table;

/// Harbormaster's bot side.
pub struct HarbormasterUi;

impl ModuleUi for HarbormasterUi {
    fn state_lines(
        &self,
        _view: &View,
        part: &ModuleView,
        table: &Table,
        lang: Lang,
    ) -> Vec<String> {
        let ModuleView::Harbormaster(h) = part else {
            return Vec::new();
        };
        let holder = match h.holder {
            Some(s) => t!(lang, "modules-harbormaster-holder", name = table.name(s)),
            None => t!(lang, "modules-harbormaster-nobody"),
        };
        vec![t!(
            lang,
            "modules-harbormaster-line",
            holder = holder,
            points = per_seat(h.points.iter().map(|p| p.to_string()), table, lang)
        )]
    }

    fn describe(&self, event: &ModuleEvent, table: &Table, lang: Lang) -> Option<String> {
        match event {
            ModuleEvent::Harbormaster(HarbormasterEvent::Harbormaster { holder, points }) => {
                Some(t!(
                    lang,
                    "modules-harbormaster-now",
                    name = table.name(*holder),
                    points = *points
                ))
            }
            _ => None,
        }
    }
}
