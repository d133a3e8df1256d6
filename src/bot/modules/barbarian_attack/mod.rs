//! Barbarian Attack in the bot: the barbarians, supply, prisoners and knights in the turn embed,
//! every landing roll and the battle report (battles, shares, the colour die, lost knights) in
//! the log, and the words of its decisions.

use kaitaku_engine::modules::barbarian_attack::{
    BaCard, BaDecision, BaEvent, BaGoldReason, BaView, LandingResult,
};
use kaitaku_engine::modules::{ModuleDecision, ModuleEvent, ModuleView};
use kaitaku_engine::{Seat, View};
use kaitaku_i18n::{Lang, t};

use super::text::per_seat;
use super::ui::ModuleUi;
use crate::bot::compose::Table;

/// Barbarian Attack's bot side.
pub struct BarbarianAttackUi;

fn card_name(card: BaCard, lang: Lang) -> String {
    match card {
        BaCard::Knighthood => t!(lang, "modules-barbarian-attack-card-knighthood"),
        BaCard::StrongKnight => t!(lang, "modules-barbarian-attack-card-strong-knight"),
        BaCard::Treason => t!(lang, "modules-barbarian-attack-card-treason"),
        BaCard::Intrigue => t!(lang, "modules-barbarian-attack-card-intrigue"),
    }
}

fn colour_name(colour: kaitaku_engine::board::annotations::CastleColour, lang: Lang) -> String {
    use kaitaku_engine::board::annotations::CastleColour as C;
    match colour {
        C::Green => t!(lang, "modules-barbarian-attack-green"),
        C::Purple => t!(lang, "modules-barbarian-attack-purple"),
        C::Brown => t!(lang, "modules-barbarian-attack-brown"),
    }
}

fn state_line(v: &BaView, table: &Table, lang: Lang) -> String {
    let hexes: Vec<String> = v
        .barbarians
        .iter()
        .map(|(h, n)| format!("{h}×{n}"))
        .collect();
    t!(
        lang,
        "modules-barbarian-attack-line",
        hexes = if hexes.is_empty() {
            "—".to_string()
        } else {
            hexes.join(" ")
        },
        conquered = v.conquered.len(),
        supply = v.supply,
        prisoners = per_seat(v.prisoners.iter().map(u8::to_string), table, lang),
        knights = per_seat(v.knights_left.iter().map(u8::to_string), table, lang),
        deck = v.deck_left
    )
}

impl ModuleUi for BarbarianAttackUi {
    fn state_lines(
        &self,
        _view: &View,
        part: &ModuleView,
        table: &Table,
        lang: Lang,
    ) -> Vec<String> {
        let ModuleView::BarbarianAttack(v) = part else {
            return Vec::new();
        };
        vec![state_line(v, table, lang)]
    }

    fn describe(&self, event: &ModuleEvent, table: &Table, lang: Lang) -> Option<String> {
        let ModuleEvent::BarbarianAttack(event) = event else {
            return None;
        };
        let n = |s: &Seat| table.name(*s);
        Some(match event {
            BaEvent::BarbariansSetUp { hexes } => t!(
                lang,
                "modules-barbarian-attack-set-up",
                hexes = hexes
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            BaEvent::LandingRolled { seat, dice, result } => {
                let sum = dice[0] + dice[1];
                match result {
                    LandingResult::Landed { hex, count } => t!(
                        lang,
                        "modules-barbarian-attack-landed",
                        name = n(seat),
                        sum = sum,
                        hex = hex.to_string(),
                        count = *count
                    ),
                    LandingResult::Full { hex } => t!(
                        lang,
                        "modules-barbarian-attack-landing-full",
                        name = n(seat),
                        sum = sum,
                        hex = hex.to_string()
                    ),
                    LandingResult::Again => t!(
                        lang,
                        "modules-barbarian-attack-landing-again",
                        name = n(seat),
                        sum = sum
                    ),
                    LandingResult::NoHex => t!(
                        lang,
                        "modules-barbarian-attack-landing-none",
                        name = n(seat),
                        sum = sum
                    ),
                }
            }
            BaEvent::NoBarbariansLeft => t!(lang, "modules-barbarian-attack-supply-empty"),
            BaEvent::HexConquered { hex } => t!(
                lang,
                "modules-barbarian-attack-conquered",
                hex = hex.to_string()
            ),
            BaEvent::HexRecaptured { hex } => t!(
                lang,
                "modules-barbarian-attack-recaptured",
                hex = hex.to_string()
            ),
            BaEvent::CardDrawn {
                seat,
                card,
                reshuffled,
            } => {
                let line = t!(
                    lang,
                    "modules-barbarian-attack-card",
                    name = n(seat),
                    card = card_name(*card, lang)
                );
                if *reshuffled {
                    format!("{} {line}", t!(lang, "modules-barbarian-attack-reshuffled"))
                } else {
                    line
                }
            }
            BaEvent::CardWithoutEffect { card, .. } => t!(
                lang,
                "modules-barbarian-attack-no-effect",
                card = card_name(*card, lang)
            ),
            BaEvent::IntrigueRedrawn { seat } => {
                t!(lang, "modules-barbarian-attack-redrawn", name = n(seat))
            }
            BaEvent::KnightPlaced { seat, edge } => t!(
                lang,
                "modules-barbarian-attack-knight-placed",
                name = n(seat),
                code = edge.to_string()
            ),
            BaEvent::BarbarianMoved { seat, from, to } => t!(
                lang,
                "modules-barbarian-attack-moved",
                name = n(seat),
                from = from.map_or_else(
                    || t!(lang, "modules-barbarian-attack-supply"),
                    |h| h.to_string()
                ),
                to = to.to_string()
            ),
            BaEvent::BarbarianCaptured { seat, hex } => t!(
                lang,
                "modules-barbarian-attack-captured",
                name = n(seat),
                hex = hex.to_string()
            ),
            BaEvent::GoldReceived { seat, gold, reason } => {
                let id = match reason {
                    BaGoldReason::Treason => "modules-barbarian-attack-gold-treason",
                    BaGoldReason::NoPrisoner => "modules-barbarian-attack-gold-no-prisoner",
                    BaGoldReason::KnightLost => "modules-barbarian-attack-gold-knight-lost",
                };
                let mut args = kaitaku_i18n::FluentArgs::new();
                args.set("name", kaitaku_i18n::FluentValue::from(n(seat)));
                args.set("gold", kaitaku_i18n::FluentValue::from(*gold));
                kaitaku_i18n::tr_args(lang, id, &args)
            }
            BaEvent::KnightMoved {
                seat,
                from,
                to,
                steps,
                grain,
            } => {
                let id = if *grain {
                    "modules-barbarian-attack-knight-moved-grain"
                } else {
                    "modules-barbarian-attack-knight-moved"
                };
                let mut args = kaitaku_i18n::FluentArgs::new();
                args.set("name", kaitaku_i18n::FluentValue::from(n(seat)));
                args.set("from", kaitaku_i18n::FluentValue::from(from.to_string()));
                args.set("to", kaitaku_i18n::FluentValue::from(to.to_string()));
                args.set("steps", kaitaku_i18n::FluentValue::from(*steps));
                kaitaku_i18n::tr_args(lang, id, &args)
            }
            BaEvent::BattleLost {
                hex,
                barbarians,
                knights,
            } => t!(
                lang,
                "modules-barbarian-attack-battle-lost",
                hex = hex.to_string(),
                barbarians = *barbarians,
                knights = *knights
            ),
            BaEvent::BattleWon {
                hex,
                barbarians,
                knights,
            } => t!(
                lang,
                "modules-barbarian-attack-battle-won",
                hex = hex.to_string(),
                barbarians = *barbarians,
                knights = knights
                    .iter()
                    .map(|(s, k)| format!("{} {k}", n(s)))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            BaEvent::CaptureRolled { seat, dice } => t!(
                lang,
                "modules-barbarian-attack-capture-roll",
                name = n(seat),
                sum = dice[0] + dice[1]
            ),
            BaEvent::PrisonersTaken { seat, count, total } => t!(
                lang,
                "modules-barbarian-attack-prisoners",
                name = n(seat),
                count = *count,
                total = *total
            ),
            BaEvent::ColourRolled { seat, colour, .. } => t!(
                lang,
                "modules-barbarian-attack-colour",
                name = n(seat),
                colour = colour_name(*colour, lang)
            ),
            BaEvent::KnightLost { seat, edge } => t!(
                lang,
                "modules-barbarian-attack-knight-lost",
                name = n(seat),
                code = edge.to_string()
            ),
        })
    }

    fn owed_words(&self, decision: &ModuleDecision, lang: Lang) -> Option<String> {
        let ModuleDecision::BarbarianAttack(d) = decision else {
            return None;
        };
        Some(kaitaku_i18n::tr(lang, decision_id(*d, "owes")))
    }

    fn prompt_line(&self, decision: &ModuleDecision, _table: &Table, lang: Lang) -> Option<String> {
        let ModuleDecision::BarbarianAttack(d) = decision else {
            return None;
        };
        Some(kaitaku_i18n::tr(lang, decision_id(*d, "prompt")))
    }

    fn decision_button(&self, decision: &ModuleDecision, lang: Lang) -> Option<String> {
        let ModuleDecision::BarbarianAttack(d) = decision else {
            return None;
        };
        Some(kaitaku_i18n::tr(lang, decision_id(*d, "button")))
    }
}

/// The Fluent id of a decision's words of one kind (`owes`, `prompt`, `button`).
fn decision_id(d: BaDecision, kind: &str) -> &'static str {
    match (d, kind) {
        (BaDecision::PlaceKnight, "owes") => "modules-barbarian-attack-owes-knight",
        (BaDecision::PlaceKnight, "prompt") => "modules-barbarian-attack-prompt-knight",
        (BaDecision::PlaceKnight, _) => "modules-barbarian-attack-button-knight",
        (BaDecision::MoveBarbarian, "owes") => "modules-barbarian-attack-owes-move",
        (BaDecision::MoveBarbarian, "prompt") => "modules-barbarian-attack-prompt-move",
        (BaDecision::MoveBarbarian, _) => "modules-barbarian-attack-button-move",
        (BaDecision::CaptureBarbarian, "owes") => "modules-barbarian-attack-owes-capture",
        (BaDecision::CaptureBarbarian, "prompt") => "modules-barbarian-attack-prompt-capture",
        (BaDecision::CaptureBarbarian, _) => "modules-barbarian-attack-button-capture",
        (BaDecision::RaidPlayer, "owes") => "modules-barbarian-attack-owes-raid",
        (BaDecision::RaidPlayer, "prompt") => "modules-barbarian-attack-prompt-raid",
        (BaDecision::RaidPlayer, _) => "modules-barbarian-attack-button-raid",
    }
}
