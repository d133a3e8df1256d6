//! Display names shared by the board images and the bot's messages, in English and Japanese
//! (the Japanese names are those of the rule texts in the seeds). Tiny and self-contained:
//! only names, no formatting rules.

use super::Lang;
use kaitaku_engine::Good;

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

/// The name of a neutral colour: the pieces of an owner that is not a seat (`index` 0 or 1,
/// in the order the rule lists its neutral owners).
pub fn neutral_name(index: usize, lang: Lang) -> &'static str {
    match (index, lang) {
        (0, Lang::En) => "Neutral grey",
        (_, Lang::En) => "Neutral brown",
        (0, Lang::Ja) => "中立（灰）",
        (_, Lang::Ja) => "中立（茶）",
    }
}
