//! The Fluent catalogs, built once from the `.ftl` files compiled into the binary.

use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use unic_langid::{LanguageIdentifier, langid};

use super::Lang;

/// One area's catalog files: `(name, English source, Japanese source)`.
pub type Area = (&'static str, &'static str, &'static str);

macro_rules! area {
    ($name:literal) => {
        (
            $name,
            include_str!(concat!("../../../assets/locales/en/", $name, ".ftl")),
            include_str!(concat!("../../../assets/locales/ja/", $name, ".ftl")),
        )
    };
}

/// Every area's catalog files, in the order they are loaded. A message id belongs to
/// exactly one area.
pub const AREAS: &[Area] = &[
    area!("common"),
    area!("errors"),
    area!("lobby"),
    area!("turn"),
    area!("cards"),
    area!("trade"),
    area!("lookups"),
    area!("modules"),
    area!("admin"),
    area!("timer"),
    area!("actions"),
    area!("pieces"),
    area!("board"),
    // Each rule module's own words, one file per module (`modules/<name>.ftl`).
    area!("modules/friendly_robber"),
    area!("modules/event_cards"),
    area!("modules/harbormaster"),
    area!("modules/catan_for_two"),
    area!("modules/fishermen"),
    area!("modules/rivers"),
    area!("modules/caravans"),
    area!("modules/cities_and_knights"),
    area!("modules/cities_and_knights_cards"),
    area!("modules/barbarian_attack"),
];

type Bundle = FluentBundle<FluentResource>;

struct Catalogs {
    en: Bundle,
    ja: Bundle,
}

static CATALOGS: LazyLock<Catalogs> = LazyLock::new(|| Catalogs {
    en: bundle(langid!("en"), |a| a.1),
    ja: bundle(langid!("ja"), |a| a.2),
});

/// A bundle of every area in one language. Syntax errors and duplicate ids are logged (the
/// tests make sure there are none); what parsed is still used.
fn bundle(lang: LanguageIdentifier, source: fn(&Area) -> &'static str) -> Bundle {
    let mut bundle = FluentBundle::new_concurrent(vec![lang.clone()]);
    // No Unicode isolation marks around arguments: Discord shows them as stray characters.
    bundle.set_use_isolating(false);
    for area in AREAS {
        let resource = match FluentResource::try_new(source(area).to_owned()) {
            Ok(r) => r,
            Err((r, errors)) => {
                tracing::error!(area = area.0, %lang, ?errors, "locale file has syntax errors");
                r
            }
        };
        if let Err(errors) = bundle.add_resource(resource) {
            tracing::error!(area = area.0, %lang, ?errors, "locale file repeats message ids");
        }
    }
    bundle
}

fn catalog(lang: Lang) -> &'static Bundle {
    match lang {
        Lang::En => &CATALOGS.en,
        Lang::Ja => &CATALOGS.ja,
    }
}

/// The message `id` in `lang`, without arguments (see [`t!`](crate::t)).
pub fn tr(lang: Lang, id: &str) -> String {
    format(lang, id, None)
}

/// Whether `lang`'s catalog has the message `id` (for messages some items have and others
/// do not, such as a rule's extra aliases).
pub fn has_message(lang: Lang, id: &str) -> bool {
    catalog(lang)
        .get_message(id)
        .is_some_and(|m| m.value().is_some())
}

/// The message `id` in `lang` with `args` (see [`t!`](crate::t)).
pub fn tr_args(lang: Lang, id: &str, args: &FluentArgs<'_>) -> String {
    format(lang, id, Some(args))
}

fn format(lang: Lang, id: &str, args: Option<&FluentArgs<'_>>) -> String {
    let bundle = catalog(lang);
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
        tracing::error!(id, lang = lang.code(), "missing message");
        return id.to_owned();
    };
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    if !errors.is_empty() {
        tracing::error!(
            id,
            lang = lang.code(),
            ?errors,
            "message could not be formatted"
        );
    }
    text.into_owned()
}

#[cfg(test)]
#[path = "catalog_tests.rs"]
mod tests;
