//! The catalogs are complete: every file parses, both languages have the same messages with
//! the same arguments, and every id the code asks for exists.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast;
use fluent_syntax::parser;

use super::*;

/// Message id → the names of the variables it uses.
type Messages = BTreeMap<String, BTreeSet<String>>;

fn messages(area: &str, lang: &str, source: &str) -> Messages {
    let resource = parser::parse(source)
        .unwrap_or_else(|(_, errors)| panic!("{lang}/{area}.ftl does not parse: {errors:?}"));
    let mut out = Messages::new();
    for entry in resource.body {
        if let ast::Entry::Message(message) = entry {
            let mut vars = BTreeSet::new();
            if let Some(value) = &message.value {
                pattern_vars(value, &mut vars);
            }
            for attribute in &message.attributes {
                pattern_vars(&attribute.value, &mut vars);
            }
            assert!(
                message.value.is_some(),
                "{lang}/{area}.ftl: {} has no value",
                message.id.name
            );
            out.insert(message.id.name.to_owned(), vars);
        }
    }
    out
}

fn pattern_vars(pattern: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(expression: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for variant in variants {
                pattern_vars(&variant.value, vars);
            }
        }
        ast::Expression::Inline(inline) => inline_vars(inline, vars),
    }
}

fn inline_vars(inline: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_owned());
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for arg in &arguments.positional {
                inline_vars(arg, vars);
            }
            for arg in &arguments.named {
                inline_vars(&arg.value, vars);
            }
        }
        _ => {}
    }
}

#[test]
fn both_languages_have_the_same_messages_and_arguments() {
    let mut seen = BTreeSet::new();
    for (area, en, ja) in AREAS {
        let en = messages(area, "en", en);
        let ja = messages(area, "ja", ja);
        let en_ids: BTreeSet<_> = en.keys().collect();
        let ja_ids: BTreeSet<_> = ja.keys().collect();
        assert_eq!(
            en_ids.difference(&ja_ids).collect::<Vec<_>>(),
            Vec::<&&String>::new(),
            "{area}.ftl: messages missing in Japanese"
        );
        assert_eq!(
            ja_ids.difference(&en_ids).collect::<Vec<_>>(),
            Vec::<&&String>::new(),
            "{area}.ftl: messages missing in English"
        );
        for (id, en_vars) in &en {
            // Japanese may leave out a count that English needs only for its plural.
            let ja_vars = &ja[id];
            let extra: Vec<_> = ja_vars.difference(en_vars).collect();
            assert!(
                extra.is_empty(),
                "{area}.ftl: {id} uses {extra:?} in Japanese only"
            );
            let missing: Vec<_> = en_vars
                .difference(ja_vars)
                .filter(|v| v.as_str() != "count")
                .collect();
            assert!(
                missing.is_empty(),
                "{area}.ftl: {id} leaves out {missing:?} in Japanese"
            );
            assert!(seen.insert(id.clone()), "{id} is defined in two areas");
        }
    }
}

/// Every `t!(lang, "id"…)` in the sources names a message that exists.
#[test]
fn every_id_the_code_uses_exists() {
    let mut ids = BTreeSet::new();
    for (area, en, _) in AREAS {
        ids.extend(messages(area, "en", en).into_keys());
    }
    // Every crate of the workspace: the application's `src/` and `crates/*/src`.
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut used = Vec::new();
    collect_used(&workspace.join("src"), &mut used);
    collect_used(&workspace.join("crates"), &mut used);
    assert!(
        !used.is_empty(),
        "no t!(…) found under {}",
        workspace.display()
    );
    let unknown: Vec<_> = used.iter().filter(|(_, id)| !ids.contains(id)).collect();
    assert!(unknown.is_empty(), "unknown message ids: {unknown:?}");
}

fn collect_used(dir: &Path, used: &mut Vec<(String, String)>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            // This crate's own docs and tests show the macro with placeholder ids.
            if !path.ends_with("i18n") {
                collect_used(&path, used);
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            let Ok(text) = std::fs::read_to_string(&path) else {
                continue;
            };
            for (at, _) in text.match_indices("t!(") {
                // `t!(lang, "id"`: the first string literal after the macro name.
                let before = text[..at].chars().next_back();
                if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                    continue; // another macro whose name ends in t (`print!(`…)
                }
                let rest = &text[at..text.len().min(at + 200)];
                let Some(open) = rest.find('"') else { continue };
                let Some(len) = rest[open + 1..].find('"') else {
                    continue;
                };
                let id = &rest[open + 1..open + 1 + len];
                if id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') && !id.is_empty() {
                    used.push((path.display().to_string(), id.to_owned()));
                }
            }
        }
    }
}

#[test]
fn messages_format_with_arguments_in_both_languages() {
    assert_eq!(crate::t!(Lang::En, "lang-name"), "English");
    assert_eq!(crate::t!(Lang::Ja, "lang-name"), "日本語");
    use crate::resource_count;
    use kaitaku_engine::Resource;
    assert_eq!(resource_count(Resource::Brick, 2, Lang::En), "2 brick");
    assert_eq!(resource_count(Resource::Ore, 1, Lang::En), "1 ore");
    assert_eq!(resource_count(Resource::Brick, 2, Lang::Ja), "レンガ2枚");
    // A missing id shows itself rather than panicking.
    assert_eq!(tr(Lang::En, "no-such-message"), "no-such-message");
}
