//! The bot's own layering, checked: each file of `src/bot` sits in a layer, and may name
//! (through `super::…` or `crate::bot::…`) only files of lower layers; the shared layers (ids,
//! text, replies, play) may also name files of their own layer, a feature only its own folder.
//! So the routers (`commands`, `components`) sit on top and no feature reaches up into them or
//! across into another feature.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// A layer of the bot, lowest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Layer {
    /// Component ids and other pure encodings.
    Ids,
    /// Pure message composition, texts and the models they read.
    Text,
    /// Answering people: language, permissions, ephemeral replies.
    Reply,
    /// The path every action takes: act, commit, publish, pick, pings, deadlines.
    Play,
    /// A feature folder or file (lobby, cards, trade, admin, lookups, a module's prompts).
    Feature,
    /// The slash-command tree and the component router.
    Router,
    /// Benchmarks driving the whole bot.
    Tools,
}

/// Each file (or folder) of `src/bot`, by its path without `.rs`, and its layer; the longest
/// matching prefix wins.
const LAYERS: &[(&str, Layer)] = &[
    ("action_words", Layer::Text),
    ("custom_id", Layer::Ids),
    ("trade_id", Layer::Ids),
    ("board_choice", Layer::Ids),
    ("computer_level", Layer::Ids),
    ("compose", Layer::Text),
    ("reasons", Layer::Text),
    ("suggest", Layer::Text),
    ("spots", Layer::Text),
    ("standings", Layer::Text),
    ("trade_compose", Layer::Text),
    ("errors", Layer::Text),
    ("modules/mod", Layer::Text),
    ("modules/text", Layer::Text),
    ("modules/names", Layer::Text),
    ("modules/ui", Layer::Text),
    ("modules/event_cards", Layer::Text),
    ("modules/catan_for_two", Layer::Text),
    ("modules/harbormaster", Layer::Text),
    ("modules/fishermen", Layer::Text),
    ("modules/rivers", Layer::Text),
    ("modules/caravans", Layer::Text),
    ("modules/cities_and_knights", Layer::Text),
    ("modules/barbarian_attack", Layer::Text),
    ("menus", Layer::Text),
    ("admin/changes", Layer::Text),
    ("admin/parse", Layer::Text),
    ("admin/policy", Layer::Text),
    ("admin/summary", Layer::Text),
    ("reply", Layer::Reply),
    ("option_ranges", Layer::Reply),
    ("turn", Layer::Play),
    ("handler", Layer::Play),
    ("pick", Layer::Play),
    ("pings", Layer::Play),
    ("scheduler", Layer::Play),
    ("offers", Layer::Play),
    ("slash", Layer::Play),
    ("seats", Layer::Play),
    ("modules/prompt", Layer::Play),
    ("lobby", Layer::Feature),
    ("cards", Layer::Feature),
    ("trade", Layer::Feature),
    ("admin", Layer::Feature),
    ("lookups", Layer::Feature),
    ("hint", Layer::Feature),
    ("modules", Layer::Feature),
    ("commands", Layer::Router),
    ("components", Layer::Router),
    ("bench", Layer::Tools),
];

fn bot_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src/bot")
}

/// Every `.rs` file under `dir`, as paths relative to `src/bot` without `.rs`.
fn files(dir: &Path, out: &mut Vec<String>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .expect("src/bot is readable")
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let rel = path
                .strip_prefix(bot_dir())
                .expect("under src/bot")
                .with_extension("");
            out.push(rel.to_string_lossy().replace('\\', "/"));
        }
    }
}

fn layer_of(file: &str) -> Option<Layer> {
    LAYERS
        .iter()
        .filter(|(prefix, _)| file == *prefix || file.starts_with(&format!("{prefix}/")))
        .max_by_key(|(prefix, _)| prefix.len())
        .map(|(_, layer)| *layer)
}

/// The file a module path names, given the naming file's module path.
fn target_file(known: &BTreeSet<String>, module: &[String]) -> Option<String> {
    (1..=module.len()).rev().find_map(|n| {
        let path = module[..n].join("/");
        if known.contains(&path) {
            Some(path)
        } else {
            let in_folder = format!("{path}/mod");
            known.contains(&in_folder).then_some(in_folder)
        }
    })
}

/// The bot-module paths a file names, each as a list of segments from `src/bot`: `super::x::y`
/// resolved against the file's own module, `crate::bot::x`, and the items of `super::{a, b}`.
fn named_modules(file: &str, source: &str) -> Vec<Vec<String>> {
    let mut module: Vec<String> = file.split('/').map(str::to_owned).collect();
    if module.last().is_some_and(|m| m == "mod") {
        module.pop();
    }
    let code: String = source
        .lines()
        .take_while(|l| !l.starts_with("#[cfg(test)]"))
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    let mut found = Vec::new();
    let bytes = code.as_bytes();
    let mut i = 0;
    while i < code.len() {
        let rest = &code[i..];
        let (base, len) = if rest.starts_with("crate::bot::") {
            (Vec::new(), "crate::bot::".len())
        } else if rest.starts_with("super::")
            && (i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b':'))
        {
            let mut ups = 0;
            let mut len = 0;
            while code[i + len..].starts_with("super::") {
                ups += 1;
                len += "super::".len();
            }
            let keep = module.len().saturating_sub(ups);
            (module[..keep].to_vec(), len)
        } else {
            i += rest.chars().next().map_or(1, char::len_utf8);
            continue;
        };
        let tail = &code[i + len..];
        if let Some(list) = tail.strip_prefix('{') {
            let list = &list[..list.find('}').unwrap_or(list.len())];
            for item in list.split(',').map(str::trim) {
                if !item.is_empty() && item.chars().all(|c| c.is_ascii_lowercase() || c == '_') {
                    let mut path = base.clone();
                    path.push(item.to_owned());
                    found.push(path.clone());
                    // A module brought in by name is then used as `item::deeper::thing`.
                    found.extend(uses_of(&code, item).into_iter().map(|deeper| {
                        let mut full = path.clone();
                        full.extend(deeper);
                        full
                    }));
                }
            }
        } else {
            let segment_end = tail
                .find(|c: char| !(c.is_ascii_lowercase() || c == '_' || c == ':'))
                .unwrap_or(tail.len());
            let mut path = base.clone();
            path.extend(
                tail[..segment_end]
                    .split("::")
                    .filter(|s| !s.is_empty())
                    .map(str::to_owned),
            );
            found.push(path);
        }
        i += len;
    }
    found
}

/// The paths after each use of `name::` as a path's first segment in `code`.
fn uses_of(code: &str, name: &str) -> Vec<Vec<String>> {
    let needle = format!("{name}::");
    let mut found = Vec::new();
    for (at, _) in code.match_indices(&needle) {
        let before = code[..at].chars().next_back();
        if before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == ':') {
            continue;
        }
        let tail = &code[at + needle.len()..];
        let end = tail
            .find(|c: char| !(c.is_ascii_lowercase() || c == '_' || c == ':'))
            .unwrap_or(tail.len());
        let deeper: Vec<String> = tail[..end]
            .split("::")
            .filter(|s| !s.is_empty())
            .map(str::to_owned)
            .collect();
        if !deeper.is_empty() {
            found.push(deeper);
        }
    }
    found
}

#[test]
fn every_bot_file_has_a_layer_and_names_only_what_it_may() {
    let mut all = Vec::new();
    files(&bot_dir(), &mut all);
    let known: BTreeSet<String> = all.iter().cloned().collect();
    let mut wrong = Vec::new();
    for file in all.iter().filter(|f| !f.ends_with("_tests") && *f != "mod") {
        let Some(layer) = layer_of(file) else {
            wrong.push(format!("{file}: no layer (add it to LAYERS)"));
            continue;
        };
        let source = fs::read_to_string(bot_dir().join(format!("{file}.rs"))).expect("readable");
        for named in named_modules(file, &source) {
            let Some(target) = target_file(&known, &named) else {
                continue;
            };
            if target == "mod" || target == *file {
                continue;
            }
            let Some(target_layer) = layer_of(&target) else {
                continue;
            };
            let same_folder = file.split('/').next() == target.split('/').next();
            let allowed = target_layer < layer
                || (target_layer == layer && (layer <= Layer::Play || same_folder))
                || (layer >= Layer::Router && target_layer <= layer);
            if !allowed {
                wrong.push(format!(
                    "{file} ({layer:?}) names {target} ({target_layer:?}): {}",
                    named.join("::")
                ));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "bot layering broken:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_check_sees_a_feature_reaching_into_the_router() {
    let named = named_modules(
        "cards/discard",
        "use crate::bot::commands::act;\nuse super::{devcards, x_y};\n// crate::bot::lobby\nfn f() { devcards::menu::open(); }\n",
    );
    assert_eq!(
        named,
        vec![
            vec!["commands".to_owned(), "act".to_owned()],
            vec!["cards".to_owned(), "devcards".to_owned()],
            vec![
                "cards".to_owned(),
                "devcards".to_owned(),
                "menu".to_owned(),
                "open".to_owned()
            ],
            vec!["cards".to_owned(), "x_y".to_owned()],
        ]
    );
    assert_eq!(layer_of("commands"), Some(Layer::Router));
    assert_eq!(layer_of("admin/policy"), Some(Layer::Text));
    assert_eq!(layer_of("admin/mod"), Some(Layer::Feature));
    assert_eq!(layer_of("modules/decide"), Some(Layer::Feature));
}
