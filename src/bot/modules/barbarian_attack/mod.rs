//! Barbarian Attack in the bot: the barbarians, supply, prisoners and knights in the turn embed,
//! every landing roll and battle line in the log, the battle report (battles, shares, the
//! colour die, lost knights) as a message of its own after each turn's battles, and the words
//! of its decisions.

use kaitaku_engine::modules::barbarian_attack::{
    BaCard, BaDecision, BaError, BaEvent, BaGoldReason, BaView, LandingResult,
};
use kaitaku_engine::modules::{ModuleDecision, ModuleError, ModuleEvent, ModuleView};
use kaitaku_engine::{Event, Seat, View};
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
        // A seat's name, or a neutral colour's (Catan for Two: the neutral knight's owner).
        let n = |s: &Seat| {
            if usize::from(*s) >= table.names.len() {
                super::catan_for_two::neutral_name(*s, lang)
            } else {
                table.name(*s)
            }
        };
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
            BaEvent::BarbarianMoved {
                seat,
                from,
                to,
                tokens,
            } => {
                let line = t!(
                    lang,
                    "modules-barbarian-attack-moved",
                    name = n(seat),
                    from = from.map_or_else(
                        || t!(lang, "modules-barbarian-attack-supply"),
                        |h| h.to_string()
                    ),
                    to = to.to_string()
                );
                if *tokens > 0 {
                    format!(
                        "{line} {}",
                        t!(
                            lang,
                            "modules-barbarian-attack-for-tokens",
                            tokens = *tokens
                        )
                    )
                } else {
                    line
                }
            }
            BaEvent::NeutralKnightPlaced {
                seat,
                neutral,
                edge,
            } => t!(
                lang,
                "modules-barbarian-attack-neutral-knight-placed",
                name = n(seat),
                neutral = n(neutral),
                code = edge.to_string()
            ),
            BaEvent::CaptureFixed { seat, sum } => t!(
                lang,
                "modules-barbarian-attack-capture-fixed",
                name = n(seat),
                sum = *sum
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
                neutral,
            } => {
                let id = match (*grain, *neutral) {
                    (true, false) => "modules-barbarian-attack-knight-moved-grain",
                    (false, false) => "modules-barbarian-attack-knight-moved",
                    (true, true) => "modules-barbarian-attack-neutral-knight-moved-grain",
                    (false, true) => "modules-barbarian-attack-neutral-knight-moved",
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

    /// The landing rolls after a build, and the battle report after a turn's battles.
    fn report(&self, events: &[Event], table: &Table, lang: Lang) -> Option<String> {
        let ours = || {
            events.iter().filter_map(|e| match e {
                Event::Module(m @ ModuleEvent::BarbarianAttack(b)) => Some((m, b)),
                _ => None,
            })
        };
        let battles = ours()
            .any(|(_, b)| matches!(b, BaEvent::BattleWon { .. } | BaEvent::BattleLost { .. }));
        let landings = ours().any(|(_, b)| matches!(b, BaEvent::LandingRolled { .. }));
        let mut lines = Vec::new();
        if landings {
            lines.push(t!(lang, "modules-barbarian-attack-landings"));
            lines.extend(
                ours()
                    .filter(|(_, b)| landing_event(b))
                    .filter_map(|(m, _)| self.describe(m, table, lang)),
            );
        }
        if battles {
            lines.push(t!(lang, "modules-barbarian-attack-report"));
            lines.extend(
                ours()
                    .filter(|(_, b)| battle_event(b))
                    .filter_map(|(m, _)| self.describe(m, table, lang)),
            );
        }
        if lines.is_empty() {
            return None;
        }
        // A message holds 2000 characters; a turn's battles take far fewer.
        let mut text = String::new();
        for line in lines {
            if text.chars().count() + line.chars().count() + 1 > 1900 {
                text.push_str("\n…");
                break;
            }
            if !text.is_empty() {
                text.push('\n');
            }
            text.push_str(&line);
        }
        Some(text)
    }

    fn step_words(&self, _step: u8, who: &str, lang: Lang) -> Option<(String, String)> {
        Some((
            t!(lang, "modules-barbarian-attack-step", who = who),
            t!(lang, "modules-barbarian-attack-done-moving"),
        ))
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

    fn error_words(&self, error: &ModuleError, lang: Lang) -> Option<String> {
        match error {
            ModuleError::BarbarianAttack(BaError::TokensNeeded { needed }) => {
                Some(t!(lang, "rule-tokens-needed", needed = *needed))
            }
            _ => None,
        }
    }
}

/// Whether an event belongs to the landings after a build (the landing report's lines).
fn landing_event(e: &BaEvent) -> bool {
    matches!(
        e,
        BaEvent::LandingRolled { .. } | BaEvent::NoBarbariansLeft | BaEvent::HexConquered { .. }
    )
}

/// Whether an event belongs to the battles at the end of a turn (the battle report's lines).
fn battle_event(e: &BaEvent) -> bool {
    matches!(
        e,
        BaEvent::BattleWon { .. }
            | BaEvent::BattleLost { .. }
            | BaEvent::CaptureRolled { .. }
            | BaEvent::CaptureFixed { .. }
            | BaEvent::PrisonersTaken { .. }
            | BaEvent::ColourRolled { .. }
            | BaEvent::KnightLost { .. }
            | BaEvent::HexRecaptured { .. }
            | BaEvent::GoldReceived {
                reason: BaGoldReason::NoPrisoner | BaGoldReason::KnightLost,
                ..
            }
    )
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
        (BaDecision::PlaceNeutralKnight, "owes") => "modules-barbarian-attack-owes-neutral-knight",
        (BaDecision::PlaceNeutralKnight, "prompt") => {
            "modules-barbarian-attack-prompt-neutral-knight"
        }
        (BaDecision::PlaceNeutralKnight, _) => "modules-barbarian-attack-button-neutral-knight",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kaitaku_engine::board::annotations::CastleColour;
    use kaitaku_engine::board::{Edge, Hex};

    fn table() -> Table {
        Table {
            users: vec![1, 2, 3],
            names: ["Ann", "Ben", "Cy"].map(String::from).to_vec(),
        }
    }

    fn ba(e: BaEvent) -> Event {
        Event::Module(ModuleEvent::BarbarianAttack(e))
    }

    #[test]
    fn landings_and_battles_get_a_message_of_their_own_and_other_events_none() {
        let hex = Hex::new(-2, 0);
        let edge: Edge = "-2,0,NE".parse().expect("edge");
        let landed = [
            ba(BaEvent::LandingRolled {
                seat: 0,
                dice: [2, 3],
                result: LandingResult::Landed { hex, count: 3 },
            }),
            ba(BaEvent::HexConquered { hex }),
            ba(BaEvent::LandingRolled {
                seat: 0,
                dice: [3, 4],
                result: LandingResult::Again,
            }),
        ];
        let ui = BarbarianAttackUi;
        let en = ui
            .report(&landed, &table(), Lang::En)
            .expect("a landing report");
        let lines: Vec<&str> = en.lines().collect();
        assert_eq!(lines.len(), 4, "{en}");
        assert!(lines[0].contains("Barbarians land"), "{en}");
        assert!(lines[1].contains("Ann rolled 5") && lines[2].contains("conquered"));
        let ja = ui.report(&landed, &table(), Lang::Ja).expect("ja");
        assert!(ja.starts_with("⛵ **蛮族の上陸**"), "{ja}");
        let battle = [
            ba(BaEvent::BattleWon {
                hex,
                barbarians: 2,
                knights: vec![(0, 2), (1, 1)],
            }),
            ba(BaEvent::PrisonersTaken {
                seat: 0,
                count: 1,
                total: 3,
            }),
            ba(BaEvent::ColourRolled {
                seat: 0,
                hex,
                colour: CastleColour::Green,
            }),
            ba(BaEvent::KnightLost { seat: 1, edge }),
            ba(BaEvent::GoldReceived {
                seat: 1,
                gold: 3,
                reason: BaGoldReason::KnightLost,
            }),
            ba(BaEvent::HexRecaptured { hex }),
        ];
        let en = ui
            .report(&battle, &table(), Lang::En)
            .expect("a battle report");
        assert_eq!(en.lines().count(), 7, "{en}");
        assert!(en.starts_with("⚔️ **Battle report**"), "{en}");
        for said in ["drive off 2", "Ann takes 1 prisoners", "green", "Ben loses"] {
            assert!(en.contains(said), "{said}: {en}");
        }
        assert!(
            ui.report(&battle, &table(), Lang::Ja)
                .expect("ja")
                .starts_with("⚔️ **蛮族の駆逐**")
        );
        // A knight's move, a card: nothing of their own (the turn message's log has them).
        let quiet = [ba(BaEvent::KnightMoved {
            seat: 0,
            from: edge,
            to: edge,
            steps: 1,
            grain: false,
            neutral: false,
        })];
        assert_eq!(ui.report(&quiet, &table(), Lang::En), None);
    }
}
