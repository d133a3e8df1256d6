//! Languages: English and Japanese. Every sentence users read comes from the Fluent catalogs
//! in `assets/locales/{en,ja}/*.ftl` (one file per area of the bot, the same message ids in
//! both languages, checked by the tests below), looked up with [`t!`](crate::t). Short names
//! shared with the board images (event cards, neutral colours) are code tables in [`names`].
//!
//! In Japanese the vocabulary is that of the printed games, as the seeds use it: 開拓地, 都市,
//! 街道, 盗賊, 発展カード, 騎士, 資源カード, 勝利点, 最長交易路, 最大騎士力, 交易, 港…

mod catalog;
mod names;

pub use catalog::{AREAS, has_message, tr, tr_args};
pub use fluent_bundle::{FluentArgs, FluentValue};
pub use names::{neutral_name, resource_count, resource_name};

use serde::{Deserialize, Serialize};

/// A display language.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English (the default for every locale but Japanese).
    #[default]
    En,
    /// Japanese.
    Ja,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ja];

    /// The language for a Discord locale (`ja` → Japanese; `en-US`, `en-GB`, anything else →
    /// English).
    pub fn from_discord(locale: &str) -> Lang {
        if locale.trim().to_ascii_lowercase().starts_with("ja") {
            Lang::Ja
        } else {
            Lang::En
        }
    }

    /// The short code stored in the database and used in Fluent (`en`, `ja`).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ja => "ja",
        }
    }

    /// The language of a short code, if it is one of ours.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The language's own name (`English`, `日本語`), for settings menus.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ja => "日本語",
        }
    }
}

/// A message from the catalogs in `lang`: `t!(lang, "message-id")`, or with arguments
/// `t!(lang, "message-id", name = value, count = 3)` (any value a [`FluentValue`] can be
/// made from: strings, numbers). A missing id or argument never panics: it is logged and the
/// text shows the id, and the catalog tests fail on it.
#[macro_export]
macro_rules! t {
    ($lang:expr, $id:literal $(,)?) => {
        $crate::tr($lang, $id)
    };
    ($lang:expr, $id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::FluentArgs::new();
        $( args.set(stringify!($name), $crate::FluentValue::from($value)); )+
        $crate::tr_args($lang, $id, &args)
    }};
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discord_locales_map_to_our_languages() {
        assert_eq!(Lang::from_discord("ja"), Lang::Ja);
        assert_eq!(Lang::from_discord("en-US"), Lang::En);
        assert_eq!(Lang::from_discord("fr"), Lang::En);
        assert_eq!(Lang::from_discord(""), Lang::En);
        for lang in Lang::ALL {
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
        }
        assert_eq!(Lang::from_code("de"), None);
    }
}
