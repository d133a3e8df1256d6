//! Cities & Knights in the bot (minimal while the variant lands in slices and is not offered):
//! the barbarian ship, everyone's improvement levels, knights and the metropolises in the turn
//! embed; the event die, the ship, improvements, metropolises, walls, knights and the battle in
//! the log; the pillage and retreat decisions.

use kaitaku_engine::View;
use kaitaku_engine::modules::ModuleDecision;
use kaitaku_engine::modules::cities_and_knights::{
    CkDecision, CkEvent, EventDie, SHIP_STEPS, Track,
};
use kaitaku_engine::modules::{ModuleEvent, ModuleView};
use kaitaku_i18n::{Lang, t};

use super::text::per_seat;
use super::ui::ModuleUi;
use crate::bot::compose::Table;

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

impl ModuleUi for CitiesAndKnightsUi {
    fn state_lines(
        &self,
        _view: &View,
        part: &ModuleView,
        table: &Table,
        lang: Lang,
    ) -> Vec<String> {
        let ModuleView::CitiesAndKnights(ck) = part else {
            return Vec::new();
        };
        let mut lines = vec![
            t!(
                lang,
                "modules-cities-and-knights-ship-line",
                steps = ck.ship,
                of = SHIP_STEPS
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
        ];
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
                card = card.name()
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
        })
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
