//! Autocomplete: every list of suggestions is filtered and ordered by what the user typed, so
//! the top suggestion is the one they were typing. A suggestion carries the words it may be
//! found by (its label, its value, the resource names in both languages); what was typed is
//! compared with them case-insensitively, with full-width digits read as ASCII, as a whole
//! (`2 o` starts `2 ore`) and word by word (`o 2` finds `2 ore`, `鉱 2` finds `鉱石2枚`).
//!
//! Typed cards get one more step: an unfinished resource name at the end of the text is
//! completed (`2 brick, 1 o` → `2 brick, 1 ore`), in English and Japanese, so what was typed so
//! far is suggested whole before any single resource.

use kaitaku_engine::{Resource, ResourceSet};
use kaitaku_i18n::{Lang, resource_name, t};

use super::compose::{OPTIONS_PER_MENU, resources};
use super::trade_compose::{BankTerms, bank_give_options};
use super::trade_id::{parse_typed_cards, resource_named};

/// Other words players use for a resource (Colonist's and the printed game's), found by
/// autocomplete as well as the names themselves.
fn aliases(resource: Resource) -> &'static [&'static str] {
    match resource {
        Resource::Lumber => &["wood", "木"],
        Resource::Brick => &["clay", "れんが"],
        Resource::Wool => &["sheep", "羊"],
        Resource::Grain => &["wheat", "麦"],
        Resource::Ore => &["stone"],
    }
}

/// Lowercase, trimmed, full-width digits and letters as ASCII.
pub fn normalize(text: &str) -> String {
    text.trim()
        .chars()
        .map(|c| match c {
            '０'..='９' | 'Ａ'..='Ｚ' | 'ａ'..='ｚ' => {
                char::from_u32(u32::from(c) - 0xFEE0).unwrap_or(c)
            }
            c => c,
        })
        .flat_map(char::to_lowercase)
        .collect()
}

/// The words of a text: split at spaces and punctuation, and between digits and letters
/// (`鉱石2枚` → `鉱石`, `2`, `枚`).
fn words(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut current = String::new();
    let mut digits = false;
    for c in normalize(text).chars() {
        if c.is_whitespace()
            || matches!(
                c,
                ',' | '、'
                    | '，'
                    | '+'
                    | ';'
                    | '・'
                    | '('
                    | ')'
                    | '（'
                    | '）'
                    | ':'
                    | '—'
                    | '·'
                    | '@'
            )
        {
            if !current.is_empty() {
                out.push(std::mem::take(&mut current));
            }
            continue;
        }
        let is_digit = c.is_ascii_digit();
        if !current.is_empty() && is_digit != digits {
            out.push(std::mem::take(&mut current));
        }
        digits = is_digit;
        current.push(c);
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

/// How well `typed` matches a suggestion found by `keys`: lower is better, `None` when it
/// does not match. 0: a key is what was typed; 1: a key starts with it; 2: a key contains
/// it (three letters or more, or Japanese); 3: each typed word is a word of one key (numbers)
/// or starts one (letters). Nothing typed matches everything (3).
pub fn score(typed: &str, keys: &[String]) -> Option<u8> {
    let typed = normalize(typed);
    if typed.is_empty() {
        return Some(3);
    }
    let keys: Vec<String> = keys.iter().map(|k| normalize(k)).collect();
    if keys.contains(&typed) {
        return Some(0);
    }
    if keys.iter().any(|k| k.starts_with(&typed)) {
        return Some(1);
    }
    // Inside a key only for longer typing, or Japanese (written without spaces): one letter is
    // in too many names.
    let inside = typed.chars().count() >= 3 || !typed.is_ascii();
    if inside && keys.iter().any(|k| k.contains(&typed)) {
        return Some(2);
    }
    // Word by word: a number is a whole word (`2` is not `29`), letters start one.
    let typed_words = words(&typed);
    let fits = |t: &str, w: &str| {
        if t.chars().all(|c| c.is_ascii_digit()) {
            t == w
        } else {
            w.starts_with(t)
        }
    };
    let by_words = keys.iter().any(|k| {
        let mut key_words = words(k);
        typed_words
            .iter()
            .all(|t| match key_words.iter().position(|w| fits(t, w)) {
                Some(i) => {
                    key_words.remove(i);
                    true
                }
                None => false,
            })
    });
    by_words.then_some(3)
}

/// The suggestions that match `typed`, best first (ties keep their given order), at most
/// `limit`.
pub fn rank<T>(
    typed: &str,
    items: impl IntoIterator<Item = (T, Vec<String>)>,
    limit: usize,
) -> Vec<T> {
    rank_scored(
        items
            .into_iter()
            .map(|(item, keys)| (item, score(typed, &keys))),
        limit,
    )
}

/// Suggestions with their [`score`]s: those that match, best first (ties keep their given
/// order), at most `limit`.
pub fn rank_scored<T>(items: impl IntoIterator<Item = (T, Option<u8>)>, limit: usize) -> Vec<T> {
    let mut scored: Vec<(u8, usize, T)> = items
        .into_iter()
        .enumerate()
        .filter_map(|(i, (item, s))| s.map(|s| (s, i, item)))
        .collect();
    scored.sort_by_key(|(s, i, _)| (*s, *i));
    scored
        .into_iter()
        .take(limit)
        .map(|(_, _, item)| item)
        .collect()
}

/// How well `typed` names a resource: by its names in both languages, or less well (after
/// every name) by an alias, so `w` is wool before it is `wood`.
pub fn resource_score(typed: &str, resource: Resource) -> Option<u8> {
    let names: Vec<String> = Lang::ALL
        .iter()
        .map(|l| resource_name(resource, *l).to_string())
        .collect();
    let alias: Vec<String> = aliases(resource).iter().map(|a| (*a).to_string()).collect();
    let by_alias = score(typed, &alias).map(|s| s + 4);
    match (score(typed, &names), by_alias) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// The resources an unfinished word may be the start of, those whose name starts with it
/// before those whose alias does (`o` → ore; `w` → wool, then lumber for `wood` and grain for
/// `wheat`; `レ` → brick).
pub fn resources_starting(word: &str) -> Vec<Resource> {
    let word = normalize(word);
    if word.is_empty() {
        return Vec::new();
    }
    let starts = |w: &str| normalize(w).starts_with(&word);
    let by_name = Resource::ALL
        .into_iter()
        .filter(|r| Lang::ALL.iter().any(|l| starts(resource_name(*r, *l))));
    let by_alias = Resource::ALL
        .into_iter()
        .filter(|r| aliases(*r).iter().any(|a| starts(a)));
    let mut out: Vec<Resource> = Vec::new();
    for r in by_name.chain(by_alias) {
        if !out.contains(&r) {
            out.push(r);
        }
    }
    out
}

/// What typed cards may be meant to say: the text itself when it reads, then with its last,
/// unfinished resource name completed each way it can be (`2 o` → `2 ore`; `レ` → `レンガ`).
pub fn completed_cards(typed: &str, lang: Lang) -> Vec<ResourceSet> {
    let mut out = Vec::new();
    if let Ok(set) = parse_typed_cards(typed, lang)
        && !set.is_empty()
    {
        out.push(set);
    }
    let text = normalize(typed);
    // The unfinished word: the letters at the very end (after any count or separator).
    let stem_start = text
        .char_indices()
        .rev()
        .take_while(|(_, c)| {
            !(c.is_whitespace() || c.is_ascii_digit() || ",、，+;・と*×枚".contains(*c))
        })
        .last()
        .map(|(i, _)| i);
    let Some(start) = stem_start else {
        return out;
    };
    let (head, stem) = text.split_at(start);
    for r in resources_starting(stem) {
        let full = if stem.is_ascii() {
            resource_name(r, Lang::En)
        } else {
            resource_name(r, Lang::Ja)
        };
        if let Ok(set) = parse_typed_cards(&format!("{head}{full}"), lang)
            && !set.is_empty()
            && !out.contains(&set)
        {
            out.push(set);
        }
    }
    out
}

/// The words a set of cards is found by: how it reads in both languages.
pub fn card_keys(set: &ResourceSet) -> Vec<String> {
    Lang::ALL.iter().map(|l| resources(set, *l)).collect()
}

/// Suggestions for typed cards: what was typed (completed) first, then `singles` that match
/// it, best first; only sets `allowed` keeps, at most `limit`.
pub fn card_suggestions(
    typed: &str,
    lang: Lang,
    singles: &[ResourceSet],
    allowed: impl Fn(&ResourceSet) -> bool,
    limit: usize,
) -> Vec<ResourceSet> {
    let mut out: Vec<ResourceSet> = completed_cards(typed, lang)
        .into_iter()
        .filter(|s| allowed(s))
        .collect();
    let ranked = rank(
        typed,
        singles
            .iter()
            .filter(|s| allowed(s) && !out.contains(s))
            .map(|s| (*s, card_keys(s))),
        limit,
    );
    out.extend(ranked);
    out.truncate(limit);
    out
}

/// Bank trade, first step: the resources the player can give (label, value), those matching
/// what was typed, best first.
pub fn bank_give_suggestions(terms: &BankTerms, typed: &str, lang: Lang) -> Vec<(String, String)> {
    let options = bank_give_options(terms, lang)
        .into_iter()
        .map(|(label, value)| {
            let s = resource_named(&value).and_then(|r| resource_score(typed, r));
            ((label, value), s)
        });
    rank_scored(options, OPTIONS_PER_MENU)
}

/// Bank trade, second step: the resources the bank has (label, value), those matching what was
/// typed, best first.
pub fn bank_get_suggestions(bank: &ResourceSet, typed: &str, lang: Lang) -> Vec<(String, String)> {
    let options = Resource::ALL.into_iter().filter(|r| bank[*r] > 0).map(|r| {
        let label = t!(
            lang,
            "trade-bank-has",
            resource = resource_name(r, lang),
            count = bank[r]
        );
        ((label, r.name().to_string()), resource_score(typed, r))
    });
    // Gold, in games whose bank holds some (the seeds let gold be taken in bank trades).
    let gold = kaitaku_engine::Good::Gold;
    let gold_option = (bank[gold] > 0).then(|| {
        let label = t!(
            lang,
            "trade-bank-has",
            resource = resource_name(gold, lang),
            count = bank[gold]
        );
        let names: Vec<String> = Lang::ALL
            .iter()
            .map(|l| resource_name(gold, *l).to_string())
            .chain(["gold".to_owned(), "金貨".to_owned()])
            .collect();
        ((label, gold.name().to_string()), score(typed, &names))
    });
    rank_scored(options.chain(gold_option), OPTIONS_PER_MENU)
}

#[cfg(test)]
#[path = "suggest_tests.rs"]
mod tests;
