//! The Rivers of Catan in the bot: the Wealthiest and Poor Settlers and everyone's bridges in
//! the turn embed; bridges, river gold and the cards changing hands in the log.

use kaitaku_engine::View;
use kaitaku_engine::modules::rivers::{GoldReason, RiversEvent};
use kaitaku_engine::modules::{ModuleEvent, ModuleView};
use kaitaku_i18n::{Lang, t};

use super::text::{list, per_seat};
use super::ui::ModuleUi;
use crate::bot::compose::Table;

/// The Rivers of Catan's bot side.
pub struct RiversUi;

impl ModuleUi for RiversUi {
    fn state_lines(
        &self,
        _view: &View,
        part: &ModuleView,
        table: &Table,
        lang: Lang,
    ) -> Vec<String> {
        let ModuleView::Rivers(r) = part else {
            return Vec::new();
        };
        let wealthiest = match r.wealthiest {
            Some(s) => table.name(s),
            None => t!(lang, "modules-rivers-nobody"),
        };
        let poor = if r.poor.is_empty() {
            t!(lang, "modules-rivers-nobody")
        } else {
            let names: Vec<String> = r.poor.iter().map(|&s| table.name(s)).collect();
            list(&names, lang)
        };
        vec![
            t!(
                lang,
                "modules-rivers-settlers-line",
                wealthiest = wealthiest,
                poor = poor
            ),
            t!(
                lang,
                "modules-rivers-bridges-line",
                bridges = per_seat(r.bridges_left.iter().map(|b| b.to_string()), table, lang)
            ),
        ]
    }

    fn describe(&self, event: &ModuleEvent, table: &Table, lang: Lang) -> Option<String> {
        let ModuleEvent::Rivers(event) = event else {
            return None;
        };
        Some(match event {
            RiversEvent::BridgeBuilt { seat, .. } => {
                t!(
                    lang,
                    "modules-rivers-bridge-built",
                    name = table.name(*seat)
                )
            }
            RiversEvent::GoldReceived { seat, gold, reason } => {
                let (name, gold) = (table.name(*seat), *gold);
                match reason {
                    GoldReason::RiverRoad => {
                        t!(lang, "modules-rivers-gold-road", name = name, gold = gold)
                    }
                    GoldReason::RiverSettlement => {
                        t!(
                            lang,
                            "modules-rivers-gold-settlement",
                            name = name,
                            gold = gold
                        )
                    }
                    GoldReason::Bridge => {
                        t!(lang, "modules-rivers-gold-bridge", name = name, gold = gold)
                    }
                }
            }
            RiversEvent::WealthiestSettler { holder: Some(s) } => {
                t!(lang, "modules-rivers-wealthiest-now", name = table.name(*s))
            }
            RiversEvent::WealthiestSettler { holder: None } => {
                t!(lang, "modules-rivers-wealthiest-aside")
            }
            RiversEvent::PoorSettlers { holders } => {
                let names: Vec<String> = holders.iter().map(|&s| table.name(s)).collect();
                t!(lang, "modules-rivers-poor-now", names = list(&names, lang))
            }
        })
    }
}
