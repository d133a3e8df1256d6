//! Names of the Traders & Barbarians optional rules and of the event cards, in English and
//! Japanese (the Japanese names follow the rule sheets in the seeds), with each event's
//! effect in one sentence. The one place the bot names these things.

use crate::engine::modules::ModuleId;
use crate::engine::modules::event_cards::{EventCard, EventKind};
use crate::i18n::{self, Lang};

/// An optional rule's name: (English, Japanese).
pub fn module_name(module: ModuleId) -> (&'static str, &'static str) {
    match module {
        ModuleId::FriendlyRobber => ("Friendly Robber", "親切な盗賊"),
        ModuleId::EventCards => ("Catan Event Cards", "カタンイベントカード"),
        ModuleId::Harbormaster => ("Harbormaster", "港の親方"),
        ModuleId::CatanForTwo => ("Catan for Two", "2人でカタン"),
    }
}

/// An optional rule's name as `English / 日本語`.
pub fn module_label(module: ModuleId) -> String {
    let (en, ja) = module_name(module);
    format!("{en} / {ja}")
}

/// An event's name: (English, Japanese), as the board image names it.
pub fn event_name(event: EventKind) -> (&'static str, &'static str) {
    (
        i18n::event_name(event, Lang::En),
        i18n::event_name(event, Lang::Ja),
    )
}

/// An event's effect in one sentence: (English, Japanese).
pub fn event_effect(event: EventKind) -> (&'static str, &'static str) {
    match event {
        EventKind::None => (
            "The settlers work hard; nothing else happens.",
            "開拓者たちは勤勉に働く(イベントなし)。",
        ),
        EventKind::RobberAttacks => (
            "Hands over 7 cards lose half, then the robber moves and robs.",
            "8枚以上の人は半分を捨て、盗賊を移動して1枚奪う。",
        ),
        EventKind::Epidemic => (
            "Cities produce only 1 card this time.",
            "今回は都市からも資源が1枚しか産出されない。",
        ),
        EventKind::Earthquake => (
            "Everyone damages one of their roads; it must be repaired before building roads.",
            "全員が自分の街道1本を横向きにし、街道を建てる前に修復が必要。",
        ),
        EventKind::GoodNeighbors => (
            "Everyone with cards gives one card of their choice to their left neighbour.",
            "資源カードを持つ全員が、左隣の人に選んだ1枚をあげる。",
        ),
        EventKind::Tournament => (
            "Whoever played the most knights takes a resource of their choice.",
            "騎士カードを最も多く出している人が好きな資源を1枚受け取る。",
        ),
        EventKind::TradeAdvantage => (
            "The Longest Road holder takes a random card from a player of their choice.",
            "「最長交易路」を持つ人が、ほかの1人から資源カードを1枚引く。",
        ),
        EventKind::CalmSea => (
            "Whoever has the most buildings on harbours takes a resource of their choice.",
            "港に建物が最も多い人が好きな資源を1枚受け取る。",
        ),
        EventKind::RobberFlees => (
            "The robber returns to the desert; nobody is robbed.",
            "盗賊を砂漠に戻す(誰も奪われない)。",
        ),
        EventKind::NeighborlyAssistance => (
            "The leaders each give a card of their choice to a player with fewer points.",
            "ポイントが最も多い人が、より少ない1人に選んだ1枚をあげる。",
        ),
        EventKind::Conflict => (
            "The Largest Army holder (or sole top knight) takes a random card from a player of \
             their choice.",
            "騎士が単独最多か「最大騎士力」を持つ人が、ほかの1人から1枚奪う。",
        ),
        EventKind::PlentifulYear => (
            "Everyone takes a resource of their choice from the bank.",
            "全員が好きな資源を1枚ずつ受け取る。",
        ),
    }
}

/// A drawn card in one line: `🎴 8 — Good Neighbors / 良き隣人`.
pub fn card_title(card: &EventCard) -> String {
    let (en, ja) = event_name(card.event);
    format!("🎴 {} — {en} / {ja}", card.number)
}

/// A drawn card with its effect in both languages (two lines after the title).
pub fn card_text(card: &EventCard) -> String {
    let (en, ja) = event_effect(card.event);
    format!("{}\n{en}\n{ja}", card_title(card))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_event_has_both_names_and_effects() {
        for (_, event, _) in crate::engine::modules::event_cards::DECK {
            let (en, ja) = event_name(event);
            let (fen, fja) = event_effect(event);
            assert!(!en.is_empty() && !ja.is_ascii() && fen.ends_with('.') && !fja.is_empty());
        }
        let card = EventCard {
            number: 6,
            event: EventKind::GoodNeighbors,
        };
        assert_eq!(card_title(&card), "🎴 6 — Good Neighbors / 良き隣人");
        assert!(card_text(&card).contains("left neighbour"));
        for m in ModuleId::ALL {
            assert!(module_label(m).contains(" / "));
        }
    }
}
