//! Display names shared by the board images and the bot's messages, in English and Japanese
//! (the Japanese names are those of the rule texts in the seeds). Tiny and self-contained:
//! only names, no formatting rules.

use super::Lang;
use kaitaku_engine::Good;
use kaitaku_engine::modules::event_cards::{EventCard, EventKind};

/// A good's name (a resource, a C&K commodity or gold), lowercase in English (`brick`,
/// `レンガ`, `paper`, `紙`, `gold`, `金`). Takes a `Resource` as well as a `Good`.
pub fn resource_name(resource: impl Into<Good>, lang: Lang) -> &'static str {
    let (en, ja) = match resource.into() {
        Good::Lumber => ("lumber", "木材"),
        Good::Brick => ("brick", "レンガ"),
        Good::Wool => ("wool", "羊毛"),
        Good::Grain => ("grain", "小麦"),
        Good::Ore => ("ore", "鉱石"),
        Good::Paper => ("paper", "紙"),
        Good::Cloth => ("cloth", "布"),
        Good::Coin => ("coin", "貨幣"),
        Good::Gold => ("gold", "金"),
    };
    match lang {
        Lang::En => en,
        Lang::Ja => ja,
    }
}

/// A number of cards of one good (`2 brick`, `レンガ2枚`, `1 paper`, `紙1枚`), or of gold
/// coins (`3 gold`, `3金`).
pub fn resource_count(resource: impl Into<Good>, count: u32, lang: Lang) -> String {
    let good = resource.into();
    if good == Good::Gold {
        return crate::t!(lang, "gold-count", count = count);
    }
    let name = resource_name(good, lang);
    crate::t!(lang, "resource-count", resource = name, count = count)
}

/// The name of an event printed on a Catan Event card.
pub fn event_name(event: EventKind, lang: Lang) -> &'static str {
    let (en, ja) = match event {
        EventKind::None => ("No event", "イベントなし"),
        EventKind::RobberAttacks => ("Robber Attacks!", "盗賊の襲撃"),
        EventKind::Epidemic => ("Epidemic", "疫病"),
        EventKind::Earthquake => ("Earthquake", "地震"),
        EventKind::GoodNeighbors => ("Good Neighbors", "良き隣人"),
        EventKind::Tournament => ("Tournament", "騎士の試合"),
        EventKind::TradeAdvantage => ("Trade Advantage", "有利な交易"),
        EventKind::CalmSea => ("Calm Sea", "静かな海"),
        EventKind::RobberFlees => ("Robber Flees", "盗賊の退却"),
        EventKind::NeighborlyAssistance => ("Neighborly Assistance", "隣人の援助"),
        EventKind::Conflict => ("Conflict", "闘争"),
        EventKind::PlentifulYear => ("Plentiful Year", "豊作の年"),
    };
    match lang {
        Lang::En => en,
        Lang::Ja => ja,
    }
}

/// The New Year card (it has no [`EventKind`]: drawing it reshuffles the deck).
pub fn new_year_name(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "New Year",
        Lang::Ja => "新年",
    }
}

/// The event of a card (the number is printed beside it by the caller).
pub fn event_card_name(card: EventCard, lang: Lang) -> &'static str {
    event_name(card.event, lang)
}

/// A card as one short label: its number and, when it has one, its event (`6 Earthquake`,
/// `6 地震`, `8`).
pub fn event_card_label(card: EventCard, lang: Lang) -> String {
    match card.event {
        EventKind::None => card.number.to_string(),
        event => format!("{} {}", card.number, event_name(event, lang)),
    }
}

/// The name of a Catan for Two neutral colour (`index` 0 or 1, in the order of
/// `CatanForTwoView::neutrals`).
pub fn neutral_name(index: usize, lang: Lang) -> &'static str {
    match (index, lang) {
        (0, Lang::En) => "Neutral grey",
        (_, Lang::En) => "Neutral brown",
        (0, Lang::Ja) => "中立（灰）",
        (_, Lang::Ja) => "中立（茶）",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kaitaku_engine::modules::event_cards::full_deck;

    #[test]
    fn every_event_has_both_names() {
        for card in full_deck() {
            assert!(!event_card_name(card, Lang::En).is_empty());
            assert!(!event_card_name(card, Lang::Ja).is_empty());
        }
        let quake = EventCard {
            number: 6,
            event: EventKind::Earthquake,
        };
        assert_eq!(event_card_label(quake, Lang::En), "6 Earthquake");
        assert_eq!(event_card_label(quake, Lang::Ja), "6 地震");
        let plain = EventCard {
            number: 8,
            event: EventKind::None,
        };
        assert_eq!(event_card_label(plain, Lang::En), "8");
    }
}
