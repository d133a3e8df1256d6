//! Cities & Knights in the bot (not offered until every progress card plays): the turn's three dice
//! (white, red and the event die's face), the barbarian ship's track, everyone's improvement
//! levels, knights and the metropolises in the turn embed; the event die, the ship,
//! improvements, metropolises, walls, knights and the battle in the log; a battle report of
//! its own ([`ModuleUi::report`]); the pillage, retreat and Aqueduct decisions. Every action
//! is reached through the generic prompt from its label (`action-cities_and_knights-…`), but
//! playing a progress card, which has a control and a chooser of its own ([`progress`]).

pub mod progress;

use kaitaku_engine::modules::ModuleDecision;
use kaitaku_engine::modules::cities_and_knights::{
    CkDecision, CkEvent, CkView, EventDie, SHIP_STEPS, Track,
};
use kaitaku_engine::modules::{ModuleEvent, ModuleView};
use kaitaku_engine::{Action, Event, View};
use kaitaku_i18n::{Lang, t};

use super::text::per_seat;
use super::ui::{Chooser, ModuleUi, WordsCtx};
use crate::bot::compose::Table;
use crate::bot::menus::layout::Control;

/// Cities & Knights' bot side.
pub struct CitiesAndKnightsUi;

/// A track's name in words.
fn track_name(track: Track, lang: Lang) -> String {
    match track {
        Track::Trade => t!(lang, "modules-cities-and-knights-track-trade"),
        Track::Politics => t!(lang, "modules-cities-and-knights-track-politics"),
        Track::Science => t!(lang, "modules-cities-and-knights-track-science"),
    }
}

/// An event die face in words.
fn face_name(face: EventDie, lang: Lang) -> String {
    match face.track() {
        None => t!(lang, "modules-cities-and-knights-face-ship"),
        Some(track) => t!(
            lang,
            "modules-cities-and-knights-face-gate",
            track = track_name(track, lang)
        ),
    }
}

/// The ship's track as a bar: a square per step, filled as far as the ship has come.
fn ship_bar(steps: u8) -> String {
    (0..SHIP_STEPS)
        .map(|i| if i < steps { '■' } else { '□' })
        .collect()
}

/// The turn's three dice, once rolled: the white and red production dice (the core's, or only
/// the red one when an event card gives the number) and the event die's face.
fn dice_line(view: &View, ck: &CkView, lang: Lang) -> Option<String> {
    let face = face_name(ck.event_die?, lang);
    Some(match (ck.red_die, view.last_roll) {
        (Some(red), _) => t!(
            lang,
            "modules-cities-and-knights-dice-red-only",
            red = red,
            face = face
        ),
        (None, Some([white, red])) => t!(
            lang,
            "modules-cities-and-knights-dice-line",
            white = white,
            red = red,
            face = face
        ),
        (None, None) => t!(lang, "modules-cities-and-knights-event-die", face = face),
    })
}

/// Whether an event belongs in the battle report.
fn battle_event(e: &CkEvent) -> bool {
    matches!(
        e,
        CkEvent::BarbarianAttack { .. }
            | CkEvent::DefenderOfCatan { .. }
            | CkEvent::CityPillaged { .. }
            | CkEvent::KnightsDeactivated
            | CkEvent::BarbariansRetreated { .. }
    )
}

impl ModuleUi for CitiesAndKnightsUi {
    fn state_lines(
        &self,
        view: &View,
        part: &ModuleView,
        table: &Table,
        lang: Lang,
    ) -> Vec<String> {
        let ModuleView::CitiesAndKnights(ck) = part else {
            return Vec::new();
        };
        let mut lines: Vec<String> = dice_line(view, ck, lang).into_iter().collect();
        lines.extend([
            t!(
                lang,
                "modules-cities-and-knights-ship-line",
                steps = ck.ship,
                of = SHIP_STEPS,
                bar = ship_bar(ck.ship)
            ),
            t!(
                lang,
                "modules-cities-and-knights-levels-line",
                levels = per_seat(
                    ck.levels
                        .iter()
                        .map(|l| format!("{}/{}/{}", l[0], l[1], l[2])),
                    table,
                    lang
                )
            ),
        ]);
        if !ck.knights.is_empty() {
            let seats = ck.levels.len();
            let knights = (0..seats).map(|s| {
                let mine = ck.knights.iter().filter(|k| usize::from(k.owner) == s);
                let (mut active, mut all, mut strength) = (0, 0, 0);
                for k in mine {
                    all += 1;
                    if k.active {
                        active += 1;
                        strength += u32::from(k.level);
                    }
                }
                format!("{active}/{all}, {strength}")
            });
            lines.push(t!(
                lang,
                "modules-cities-and-knights-knights-line",
                knights = per_seat(knights, table, lang)
            ));
        }
        lines.extend(progress::state_line(ck, table, lang));
        for track in Track::ALL {
            if let Some(m) = ck.metropolises[track as usize] {
                lines.push(t!(
                    lang,
                    "modules-cities-and-knights-metropolis-line",
                    track = track_name(track, lang),
                    name = table.name(m.seat)
                ));
            }
        }
        lines
    }

    fn describe(&self, event: &ModuleEvent, table: &Table, lang: Lang) -> Option<String> {
        let ModuleEvent::CitiesAndKnights(event) = event else {
            return None;
        };
        Some(match event {
            CkEvent::EventDieRolled {
                face, red: None, ..
            } => t!(
                lang,
                "modules-cities-and-knights-event-die",
                face = face_name(*face, lang)
            ),
            CkEvent::EventDieRolled {
                face,
                red: Some(red),
                ..
            } => t!(
                lang,
                "modules-cities-and-knights-red-and-event-die",
                red = *red,
                face = face_name(*face, lang)
            ),
            CkEvent::BarbariansAdvanced { position } => t!(
                lang,
                "modules-cities-and-knights-barbarians-advanced",
                steps = *position,
                of = SHIP_STEPS
            ),
            CkEvent::CityImproved { seat, track, level } => t!(
                lang,
                "modules-cities-and-knights-improved",
                name = table.name(*seat),
                track = track_name(*track, lang),
                level = *level
            ),
            CkEvent::MetropolisTaken { track, seat, .. } => t!(
                lang,
                "modules-cities-and-knights-metropolis-taken",
                name = table.name(*seat),
                track = track_name(*track, lang)
            ),
            CkEvent::WallBuilt { seat, .. } => t!(
                lang,
                "modules-cities-and-knights-wall-built",
                name = table.name(*seat)
            ),
            CkEvent::BarbarianAttack {
                strength,
                defence,
                catan_wins,
            } => {
                let defence: u32 = defence.iter().sum();
                if *catan_wins {
                    t!(
                        lang,
                        "modules-cities-and-knights-attack-held",
                        strength = *strength,
                        defence = defence
                    )
                } else {
                    t!(
                        lang,
                        "modules-cities-and-knights-attack-lost",
                        strength = *strength,
                        defence = defence
                    )
                }
            }
            CkEvent::DefenderOfCatan { seat } => t!(
                lang,
                "modules-cities-and-knights-defender",
                name = table.name(*seat)
            ),
            CkEvent::CityPillaged { seat, .. } => t!(
                lang,
                "modules-cities-and-knights-pillaged",
                name = table.name(*seat)
            ),
            CkEvent::CityRebuilt { seat, .. } => t!(
                lang,
                "modules-cities-and-knights-rebuilt",
                name = table.name(*seat)
            ),
            CkEvent::BarbariansRetreated { robber_released } => {
                if *robber_released {
                    t!(lang, "modules-cities-and-knights-retreat-robber")
                } else {
                    t!(lang, "modules-cities-and-knights-retreat")
                }
            }
            CkEvent::KnightBuilt { seat, .. } => t!(
                lang,
                "modules-cities-and-knights-knight-built",
                name = table.name(*seat)
            ),
            CkEvent::KnightPromoted { seat, level, .. } => t!(
                lang,
                "modules-cities-and-knights-knight-promoted",
                name = table.name(*seat),
                level = *level
            ),
            CkEvent::KnightActivated { seat, .. } => t!(
                lang,
                "modules-cities-and-knights-knight-activated",
                name = table.name(*seat)
            ),
            CkEvent::KnightMoved { seat, .. } => t!(
                lang,
                "modules-cities-and-knights-knight-moved",
                name = table.name(*seat)
            ),
            CkEvent::KnightDisplaced { seat, by, .. } => t!(
                lang,
                "modules-cities-and-knights-knight-displaced",
                name = table.name(*seat),
                by = table.name(*by)
            ),
            CkEvent::KnightRetreated { seat, .. } => t!(
                lang,
                "modules-cities-and-knights-knight-retreated",
                name = table.name(*seat)
            ),
            CkEvent::KnightRemoved { seat, .. } => t!(
                lang,
                "modules-cities-and-knights-knight-removed",
                name = table.name(*seat)
            ),
            CkEvent::RobberChased { seat, .. } => t!(
                lang,
                "modules-cities-and-knights-robber-chased",
                name = table.name(*seat)
            ),
            CkEvent::KnightsDeactivated => {
                t!(lang, "modules-cities-and-knights-knights-deactivated")
            }
            CkEvent::AqueductResource { seat, resource } => t!(
                lang,
                "modules-cities-and-knights-aqueduct",
                name = table.name(*seat),
                resource = kaitaku_i18n::resource_name(*resource, lang)
            ),
            // Progress cards (slice 7): plain words until the presentation slice.
            CkEvent::ProgressCardDrawn { seat, track, .. } => t!(
                lang,
                "modules-cities-and-knights-progress-drawn",
                name = table.name(*seat),
                track = track_name(*track, lang)
            ),
            CkEvent::ProgressCardDiscarded { seat, track, .. } => t!(
                lang,
                "modules-cities-and-knights-progress-discarded",
                name = table.name(*seat),
                track = track_name(*track, lang)
            ),
            CkEvent::ProgressCardPlayed { seat, card } => t!(
                lang,
                "modules-cities-and-knights-progress-played",
                name = table.name(*seat),
                card = progress::card_name(*card, lang)
            ),
            CkEvent::ProgressGoodsTaken { seat, goods, .. } => t!(
                lang,
                "modules-cities-and-knights-progress-goods",
                name = table.name(*seat),
                count = goods.total()
            ),
            CkEvent::RoadRemoved { seat, by, .. } => t!(
                lang,
                "modules-cities-and-knights-road-removed",
                name = table.name(*seat),
                by = table.name(*by)
            ),
            CkEvent::MerchantPlaced { seat, .. } => t!(
                lang,
                "modules-cities-and-knights-merchant-placed",
                name = table.name(*seat)
            ),
            CkEvent::ProgressCardTaken { seat, from, .. } => t!(
                lang,
                "modules-cities-and-knights-progress-taken",
                name = table.name(*seat),
                from = table.name(*from)
            ),
            CkEvent::KnightDeserted {
                seat, by, level, ..
            } => t!(
                lang,
                "modules-cities-and-knights-knight-deserted",
                name = table.name(*seat),
                by = table.name(*by),
                level = *level
            ),
            CkEvent::DeserterKnightPlaced { seat, level, .. } => t!(
                lang,
                "modules-cities-and-knights-deserter-placed",
                name = table.name(*seat),
                level = *level
            ),
            CkEvent::HarborNoCommodity { seat, by } => t!(
                lang,
                "modules-cities-and-knights-harbor-no-commodity",
                name = table.name(*seat),
                by = table.name(*by)
            ),
        })
    }

    fn private_line(&self, event: &ModuleEvent, _table: &Table, lang: Lang) -> Option<String> {
        match event {
            ModuleEvent::CitiesAndKnights(CkEvent::ProgressCardDrawn {
                card: Some(card), ..
            }) if !card.is_vp() => Some(t!(
                lang,
                "ck-progress-you-drew",
                card = progress::card_name(*card, lang)
            )),
            ModuleEvent::CitiesAndKnights(CkEvent::ProgressCardDiscarded {
                card: Some(card),
                ..
            }) => Some(t!(
                lang,
                "ck-progress-you-discarded",
                card = progress::card_name(*card, lang)
            )),
            ModuleEvent::CitiesAndKnights(CkEvent::ProgressCardTaken {
                card: Some(card), ..
            }) => Some(t!(
                lang,
                "ck-progress-you-took",
                card = progress::card_name(*card, lang)
            )),
            _ => None,
        }
    }

    fn private_lines(&self, part: &ModuleView, lang: Lang) -> Vec<String> {
        progress::hand_lines(part, lang)
    }

    fn option_words(&self, ctx: &WordsCtx<'_>, action: &Action, lang: Lang) -> Option<String> {
        progress::play_words(ctx, action, lang)
    }

    fn own_labels(&self) -> &'static [&'static str] {
        &[progress::PLAY_LABEL]
    }

    fn turn_controls(&self, view: &View, part: &ModuleView, lang: Lang) -> Vec<Control> {
        progress::turn_controls(view, part, lang)
    }

    fn chooser(
        &self,
        ctx: &WordsCtx<'_>,
        actions: &[Action],
        step: Option<&str>,
        lang: Lang,
    ) -> Option<Chooser> {
        Some(progress::chooser(ctx, actions, step, lang))
    }

    fn report(&self, events: &[Event], table: &Table, lang: Lang) -> Option<String> {
        let ours = || {
            events.iter().filter_map(|e| match e {
                Event::Module(m @ ModuleEvent::CitiesAndKnights(c)) => Some((m, c)),
                _ => None,
            })
        };
        let mut lines = Vec::new();
        if let Some((strength, defence, catan_wins)) = ours().find_map(|(_, c)| match c {
            CkEvent::BarbarianAttack {
                strength,
                defence,
                catan_wins,
            } => Some((*strength, defence, *catan_wins)),
            _ => None,
        }) {
            lines.push(t!(lang, "modules-cities-and-knights-report"));
            let total: u32 = defence.iter().sum();
            let each = per_seat(defence.iter().map(|d| d.to_string()), table, lang);
            lines.push(t!(
                lang,
                "modules-cities-and-knights-report-forces",
                strength = strength,
                defence = total,
                each = each
            ));
            lines.push(if catan_wins {
                t!(lang, "modules-cities-and-knights-report-held")
            } else {
                t!(lang, "modules-cities-and-knights-report-lost")
            });
            lines.extend(
                ours()
                    .filter(|(_, c)| {
                        battle_event(c) && !matches!(c, CkEvent::BarbarianAttack { .. })
                    })
                    .filter_map(|(m, _)| self.describe(m, table, lang)),
            );
            if !catan_wins && !ours().any(|(_, c)| matches!(c, CkEvent::CityPillaged { .. })) {
                lines.push(t!(
                    lang,
                    "modules-cities-and-knights-report-nothing-pillaged"
                ));
            }
        } else if ours().any(|(_, c)| matches!(c, CkEvent::CityPillaged { .. })) {
            // A pillaged city chosen after the battle (its owner had several).
            lines.push(t!(lang, "modules-cities-and-knights-report"));
            lines.extend(
                ours()
                    .filter(|(_, c)| matches!(c, CkEvent::CityPillaged { .. }))
                    .filter_map(|(m, _)| self.describe(m, table, lang)),
            );
        }
        (!lines.is_empty()).then(|| lines.join("\n"))
    }

    fn owed_words(&self, decision: &ModuleDecision, lang: Lang) -> Option<String> {
        match decision {
            ModuleDecision::CitiesAndKnights(CkDecision::PillageCity) => {
                Some(t!(lang, "modules-cities-and-knights-owes-pillage"))
            }
            ModuleDecision::CitiesAndKnights(CkDecision::RetreatKnight) => {
                Some(t!(lang, "modules-cities-and-knights-owes-retreat"))
            }
            ModuleDecision::CitiesAndKnights(CkDecision::AqueductResource) => {
                Some(t!(lang, "modules-cities-and-knights-owes-aqueduct"))
            }
            ModuleDecision::CitiesAndKnights(CkDecision::ChooseProgressCard) => {
                Some(t!(lang, "modules-cities-and-knights-owes-progress-colour"))
            }
            ModuleDecision::CitiesAndKnights(CkDecision::DiscardProgressCard) => {
                Some(t!(lang, "modules-cities-and-knights-owes-progress-discard"))
            }
            ModuleDecision::CitiesAndKnights(CkDecision::WeddingGift) => {
                Some(t!(lang, "modules-cities-and-knights-owes-wedding"))
            }
            ModuleDecision::CitiesAndKnights(CkDecision::SpyCard) => {
                Some(t!(lang, "modules-cities-and-knights-owes-spy"))
            }
            ModuleDecision::CitiesAndKnights(CkDecision::MerchantCards) => {
                Some(t!(lang, "modules-cities-and-knights-owes-master-merchant"))
            }
            ModuleDecision::CitiesAndKnights(CkDecision::DeserterKnight) => {
                Some(t!(lang, "modules-cities-and-knights-owes-deserter"))
            }
            ModuleDecision::CitiesAndKnights(CkDecision::DeserterPlacement) => {
                Some(t!(lang, "modules-cities-and-knights-owes-deserter-place"))
            }
            ModuleDecision::CitiesAndKnights(CkDecision::HarborResource) => {
                Some(t!(lang, "modules-cities-and-knights-owes-harbor-resource"))
            }
            ModuleDecision::CitiesAndKnights(CkDecision::HarborCommodity) => {
                Some(t!(lang, "modules-cities-and-knights-owes-harbor-commodity"))
            }
            ModuleDecision::CitiesAndKnights(CkDecision::SaboteurDiscard) => {
                Some(t!(lang, "modules-cities-and-knights-owes-saboteur"))
            }
            _ => None,
        }
    }

    fn prompt_line(&self, decision: &ModuleDecision, _table: &Table, lang: Lang) -> Option<String> {
        match decision {
            ModuleDecision::CitiesAndKnights(CkDecision::PillageCity) => {
                Some(t!(lang, "modules-cities-and-knights-prompt-pillage"))
            }
            ModuleDecision::CitiesAndKnights(CkDecision::RetreatKnight) => {
                Some(t!(lang, "modules-cities-and-knights-prompt-retreat"))
            }
            ModuleDecision::CitiesAndKnights(CkDecision::AqueductResource) => {
                Some(t!(lang, "modules-cities-and-knights-prompt-aqueduct"))
            }
            _ => None,
        }
    }

    fn decision_button(&self, decision: &ModuleDecision, lang: Lang) -> Option<String> {
        match decision {
            ModuleDecision::CitiesAndKnights(CkDecision::PillageCity) => {
                Some(t!(lang, "modules-cities-and-knights-button-pillage"))
            }
            ModuleDecision::CitiesAndKnights(CkDecision::RetreatKnight) => {
                Some(t!(lang, "modules-cities-and-knights-button-retreat"))
            }
            ModuleDecision::CitiesAndKnights(CkDecision::AqueductResource) => {
                Some(t!(lang, "modules-cities-and-knights-button-aqueduct"))
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests;
