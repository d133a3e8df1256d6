//! The event cards' names and effects in the reader's language: the card titles of the turn
//! embed and the event list.

use kaitaku_engine::modules::event_cards::{EventCard, EventKind};
use kaitaku_i18n::Lang;
use kaitaku_i18n::t;

/// An event's name, as the board image names it (`piece-event-cards-card-<event>` in this
/// module's locale file).
pub fn event_name(event: EventKind, lang: Lang) -> String {
    let id = match event {
        EventKind::None => "none",
        EventKind::RobberAttacks => "robber-attacks",
        EventKind::Epidemic => "epidemic",
        EventKind::Earthquake => "earthquake",
        EventKind::GoodNeighbors => "good-neighbors",
        EventKind::Tournament => "tournament",
        EventKind::TradeAdvantage => "trade-advantage",
        EventKind::CalmSea => "calm-sea",
        EventKind::RobberFlees => "robber-flees",
        EventKind::NeighborlyAssistance => "neighborly-assistance",
        EventKind::Conflict => "conflict",
        EventKind::PlentifulYear => "plentiful-year",
    };
    kaitaku_i18n::tr(lang, &format!("piece-event-cards-card-{id}"))
}

/// An event's effect in one sentence.
pub fn event_effect(event: EventKind, lang: Lang) -> String {
    match event {
        EventKind::None => t!(lang, "modules-effect-none"),
        EventKind::RobberAttacks => t!(lang, "modules-effect-robber-attacks"),
        EventKind::Epidemic => t!(lang, "modules-effect-epidemic"),
        EventKind::Earthquake => t!(lang, "modules-effect-earthquake"),
        EventKind::GoodNeighbors => t!(lang, "modules-effect-good-neighbors"),
        EventKind::Tournament => t!(lang, "modules-effect-tournament"),
        EventKind::TradeAdvantage => t!(lang, "modules-effect-trade-advantage"),
        EventKind::CalmSea => t!(lang, "modules-effect-calm-sea"),
        EventKind::RobberFlees => t!(lang, "modules-effect-robber-flees"),
        EventKind::NeighborlyAssistance => t!(lang, "modules-effect-neighborly-assistance"),
        EventKind::Conflict => t!(lang, "modules-effect-conflict"),
        EventKind::PlentifulYear => t!(lang, "modules-effect-plentiful-year"),
    }
}

/// A drawn card in one line: `🎴 8 — Good Neighbors` / `🎴 8 — 良き隣人`.
pub fn card_title(card: &EventCard, lang: Lang) -> String {
    format!("🎴 {} — {}", card.number, event_name(card.event, lang))
}

/// A drawn card with its effect (a line after the title).
pub fn card_text(card: &EventCard, lang: Lang) -> String {
    format!(
        "{}\n{}",
        card_title(card, lang),
        event_effect(card.event, lang)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_event_has_a_name_and_effect_in_each_language() {
        for (_, event, _) in kaitaku_engine::modules::event_cards::DECK {
            let (en, ja) = (event_name(event, Lang::En), event_name(event, Lang::Ja));
            let (fen, fja) = (event_effect(event, Lang::En), event_effect(event, Lang::Ja));
            assert!(
                en.is_ascii() && !ja.is_ascii() && fen.ends_with('.'),
                "{en}"
            );
            assert!(fja.ends_with('。') && !fja.chars().any(|c| c.is_ascii_alphabetic()));
        }
        let card = EventCard {
            number: 6,
            event: EventKind::GoodNeighbors,
        };
        assert_eq!(card_title(&card, Lang::En), "🎴 6 — Good Neighbors");
        assert_eq!(card_title(&card, Lang::Ja), "🎴 6 — 良き隣人");
        assert!(card_text(&card, Lang::En).contains("left neighbour"));
        assert!(card_text(&card, Lang::Ja).contains("左隣"));
    }
}
