//! Progress cards in the bot: the turn message's "Progress cards" control (shown from the
//! public count of the current seat's cards, so it never tells whether a play is legal), its
//! private chooser (the seat's hand, then the playable cards, then each choice the chosen card
//! needs, one field at a time, listing only the values the legal actions hold), the cards' names
//! and the words of a play in menus and `/catan decide`.
//!
//! The chooser knows no card's fields: it reads the serialized `play_progress_card` actions
//! (every key but `type` and `card`), asks the first key on which the remaining plays differ,
//! and narrows by the value chosen until one play is left, so a field the engine adds (a seat,
//! a second hex) is asked without a change here. Each step is a filter value
//! (`?cities_and_knights-play_progress_card^smith;vertex=0,0,N`): the prompt keeps no state.

use serde_json::{Map, Value};

use kaitaku_engine::board::{Edge, Hex, Vertex};
use kaitaku_engine::describe::{ActionGroup, Place};
use kaitaku_engine::goods::Commodity;
use kaitaku_engine::modules::cities_and_knights::progress::ProgressCard;
use kaitaku_engine::modules::cities_and_knights::{CkAction, CkView, Track};
use kaitaku_engine::modules::{ModuleAction, ModuleView};
use kaitaku_engine::resources::Resource;
use kaitaku_engine::state::Phase;
use kaitaku_engine::{Action, Seat, View};
use kaitaku_i18n::{Lang, t};
use poise::serenity_prelude::ButtonStyle;

use super::track_name;
use crate::bot::custom_id::Verb;
use crate::bot::menus::code::{action_code, place_code};
use crate::bot::menus::layout::Control;
use crate::bot::menus::steps::Filter;
use crate::bot::modules::ui::{Chooser, WordsCtx};

/// The engine's label of a progress card's play.
pub const PLAY_LABEL: &str = "cities_and_knights-play_progress_card";

/// The order fields are asked in (a field not listed comes after these, by name).
const FIELD_ORDER: [&str; 10] = [
    "resource",
    "commodity",
    "seat",
    "vertex",
    "second",
    "hex",
    "second_hex",
    "edge",
    "dice",
    "cards",
];

/// A progress card's name in `lang`.
pub fn card_name(card: ProgressCard, lang: Lang) -> String {
    kaitaku_i18n::tr(
        lang,
        &format!("ck-progress-card-{}", card.name().replace('_', "-")),
    )
}

/// A card's name with its colour: `Smith (science)`.
fn card_with_colour(card: ProgressCard, lang: Lang) -> String {
    t!(
        lang,
        "ck-progress-card-of",
        card = card_name(card, lang),
        track = track_name(card.track(), lang)
    )
}

/// The card and the other fields of a progress card's play (`None`: another action).
fn play_fields(action: &Action) -> Option<(ProgressCard, Map<String, Value>)> {
    let Action::Module(ModuleAction::CitiesAndKnights(
        play @ CkAction::PlayProgressCard { card, .. },
    )) = action
    else {
        return None;
    };
    let Ok(Value::Object(mut fields)) = serde_json::to_value(play) else {
        return None;
    };
    fields.remove("type");
    fields.remove("card");
    Some((*card, fields))
}

/// A field's value as it is written in a step (a string without its quotes, anything else as
/// compact JSON; never `;`, `=` or `^`, which the step's syntax uses).
fn value_text(value: &Value) -> String {
    let text = match value {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    text.replace([';', '=', '^'], "_")
}

/// The place a field's value names, if it is one (an intersection, a path or a hex).
fn value_place(value: &Value) -> Option<Place> {
    let Value::String(s) = value else {
        return None;
    };
    if let Ok(v) = s.parse::<Vertex>() {
        return Some(Place::Intersection(v));
    }
    if let Ok(e) = s.parse::<Edge>() {
        return Some(Place::Path(e));
    }
    s.parse::<Hex>().ok().map(Place::Hex)
}

/// A field's value in words: a place's code (labelled on the prompt's board), a good's name, a
/// seat's name, the dice, or the value itself for a field this file does not know.
fn value_words(ctx: &WordsCtx<'_>, key: &str, value: &Value, lang: Lang) -> String {
    if let Some(place) = value_place(value) {
        return place_code(ctx.game.board(), place);
    }
    if let Ok(r) = serde_json::from_value::<Resource>(value.clone()) {
        return kaitaku_i18n::resource_name(r, lang).to_string();
    }
    if let Ok(c) = serde_json::from_value::<Commodity>(value.clone()) {
        return kaitaku_i18n::resource_name(c, lang).to_string();
    }
    if key.contains("seat")
        && let Some(seat) = value.as_u64().and_then(|s| Seat::try_from(s).ok())
    {
        return ctx.table.name_in(seat, lang);
    }
    if key == "dice"
        && let Ok([white, red]) = serde_json::from_value::<[u8; 2]>(value.clone())
    {
        return t!(lang, "ck-progress-dice", white = white, red = red);
    }
    value_text(value)
}

/// The question a step asks about `key`.
fn key_question(key: &str, lang: Lang) -> String {
    let id = format!("ck-progress-choose-{}", key.replace('_', "-"));
    if kaitaku_i18n::has_message(lang, &id) {
        kaitaku_i18n::tr(lang, &id)
    } else {
        t!(lang, "ck-progress-choose-other")
    }
}

/// The order a field is asked in.
fn key_rank(key: &str) -> (usize, String) {
    let rank = FIELD_ORDER
        .iter()
        .position(|k| *k == key)
        .unwrap_or(FIELD_ORDER.len());
    (rank, key.to_string())
}

/// The current seat's progress cards (the public count), from C&K's public part.
fn held(view: &View, ck: &CkView) -> u32 {
    ck.progress_cards
        .get(usize::from(view.current))
        .map_or(0, |c| c.iter().map(|n| u32::from(*n)).sum())
}

/// The turn message's "Progress cards" control: in the turn's phases where a card may be
/// played, while the current seat holds one (a public count), whether or not it plays now.
pub fn turn_controls(view: &View, part: &ModuleView, lang: Lang) -> Vec<Control> {
    let ModuleView::CitiesAndKnights(ck) = part else {
        return Vec::new();
    };
    if !matches!(view.phase, Phase::BeforeRoll | Phase::Main) || held(view, ck) == 0 {
        return Vec::new();
    }
    vec![
        Control::new(
            Verb::Do(PLAY_LABEL),
            t!(lang, "ck-progress-button"),
            ButtonStyle::Secondary,
            ActionGroup::Cards,
        )
        .emoji('📜'),
    ]
}

/// The turn embed's line about the progress cards (public: each seat's count, the decks'
/// sizes), once anyone holds one or a deck has been drawn from.
pub fn state_line(ck: &CkView, table: &crate::bot::compose::Table, lang: Lang) -> Option<String> {
    let held: Vec<u32> = ck
        .progress_cards
        .iter()
        .map(|c| c.iter().map(|n| u32::from(*n)).sum())
        .collect();
    if held.iter().all(|n| *n == 0) && ck.decks.iter().all(|d| *d == 18) {
        return None;
    }
    Some(t!(
        lang,
        "ck-progress-state",
        held = crate::bot::modules::text::per_seat(held.iter().map(u32::to_string), table, lang),
        trade = ck.decks[Track::Trade as usize],
        politics = ck.decks[Track::Politics as usize],
        science = ck.decks[Track::Science as usize]
    ))
}

/// The seat's own progress cards (its private view).
fn own_cards(ctx: &WordsCtx<'_>) -> Vec<ProgressCard> {
    ctx.game
        .view(Some(ctx.seat))
        .private_modules
        .iter()
        .find_map(|m| match m {
            ModuleView::CitiesAndKnights(ck) => ck.own_progress.as_ref(),
            _ => None,
        })
        .map(|own| own.cards.clone())
        .unwrap_or_default()
}

/// A list of cards in words.
fn card_list(cards: &[ProgressCard], lang: Lang) -> String {
    cards
        .iter()
        .map(|c| card_with_colour(*c, lang))
        .collect::<Vec<_>>()
        .join(&t!(lang, "list-separator"))
}

/// The lines a viewer's own progress cards add to their hand (ephemeral replies only).
pub fn hand_lines(part: &ModuleView, lang: Lang) -> Vec<String> {
    let ModuleView::CitiesAndKnights(ck) = part else {
        return Vec::new();
    };
    match &ck.own_progress {
        Some(own) if !own.cards.is_empty() => vec![t!(
            lang,
            "ck-progress-hand",
            cards = card_list(&own.cards, lang)
        )],
        _ => Vec::new(),
    }
}

/// The words of a play in a menu or `/catan decide`'s list: the card and every choice it
/// names (`Play a progress card: Smith · 12 · 15`).
pub fn play_words(ctx: &WordsCtx<'_>, action: &Action, lang: Lang) -> Option<String> {
    let (card, fields) = play_fields(action)?;
    let mut keys: Vec<&String> = fields.keys().collect();
    keys.sort_by_key(|k| key_rank(k));
    let mut parts = vec![card_name(card, lang)];
    parts.extend(
        keys.iter()
            .map(|k| value_words(ctx, k, &fields[k.as_str()], lang)),
    );
    Some(t!(
        lang,
        "ck-progress-play-option",
        choice = parts.join(" · ")
    ))
}

/// One option of a step: the value chosen for a key (`None`: a play naming none of the keys
/// still asked) and the plays behind it.
struct Group<'a> {
    choice: Option<(String, Value)>,
    plays: Vec<&'a Action>,
}

/// The progress cards' chooser (see the module's doc): the hand and what plays now, then one
/// field at a time.
pub fn chooser(ctx: &WordsCtx<'_>, actions: &[Action], step: Option<&str>, lang: Lang) -> Chooser {
    let plays: Vec<(&Action, ProgressCard, Map<String, Value>)> = actions
        .iter()
        .filter_map(|a| play_fields(a).map(|(c, f)| (a, c, f)))
        .collect();
    let board = ctx.game.board();
    let Some(step) = step else {
        // The first step: the hand, and each card that plays now.
        let hand = own_cards(ctx);
        let mut lines = vec![if hand.is_empty() {
            t!(lang, "ck-progress-no-cards")
        } else {
            t!(lang, "ck-progress-hand", cards = card_list(&hand, lang))
        }];
        let mut playable: Vec<ProgressCard> = Vec::new();
        for (_, card, _) in &plays {
            if !playable.contains(card) {
                playable.push(*card);
            }
        }
        lines.push(if playable.is_empty() {
            t!(lang, "ck-progress-none-playable")
        } else {
            t!(lang, "ck-progress-choose-card")
        });
        let options = playable
            .iter()
            .map(|card| {
                let mine: Vec<&Action> = plays
                    .iter()
                    .filter(|(_, c, _)| c == card)
                    .map(|(a, _, _)| *a)
                    .collect();
                let value = match mine.as_slice() {
                    [one] => action_code(board, one),
                    _ => step_value(card.name()),
                };
                (card_with_colour(*card, lang), value)
            })
            .collect();
        return Chooser {
            lines,
            options,
            places: Vec::new(),
        };
    };
    // A later step: the card and the values chosen so far narrow the plays.
    let mut chosen = step.split(';');
    let card = chosen.next().unwrap_or_default();
    let pairs: Vec<(&str, &str)> = chosen.filter_map(|p| p.split_once('=')).collect();
    let left: Vec<&(&Action, ProgressCard, Map<String, Value>)> = plays
        .iter()
        .filter(|(_, c, fields)| {
            c.name() == card
                && pairs
                    .iter()
                    .all(|(k, v)| fields.get(*k).map(value_text).as_deref() == Some(*v))
        })
        .collect();
    // The keys on which the plays left differ, in the order they are asked.
    let mut keys: Vec<&String> = left.iter().flat_map(|(_, _, f)| f.keys()).collect();
    keys.sort_by_key(|k| key_rank(k));
    keys.dedup();
    keys.retain(|k| {
        let first = left.first().and_then(|(_, _, f)| f.get(k.as_str()));
        left.iter().any(|(_, _, f)| f.get(k.as_str()) != first)
    });
    let mut groups: Vec<Group<'_>> = Vec::new();
    for (action, _, fields) in &left {
        let choice = keys
            .iter()
            .find_map(|k| fields.get(k.as_str()).map(|v| ((*k).clone(), v.clone())));
        match groups.iter_mut().find(|g| g.choice == choice) {
            Some(g) => g.plays.push(action),
            None => groups.push(Group {
                choice,
                plays: vec![action],
            }),
        }
    }
    let mut lines = Vec::new();
    if let Some((_, card, _)) = left.first() {
        lines.push(t!(
            lang,
            "ck-progress-playing",
            card = card_with_colour(*card, lang)
        ));
        let mut asked: Vec<&str> = Vec::new();
        for (k, _) in groups.iter().filter_map(|g| g.choice.as_ref()) {
            if !asked.contains(&k.as_str()) {
                asked.push(k);
                lines.push(key_question(k, lang));
            }
        }
    }
    let mut places = Vec::new();
    let options = groups
        .iter()
        .map(|g| {
            let words = match &g.choice {
                Some((k, v)) => {
                    places.extend(value_place(v));
                    value_words(ctx, k, v, lang)
                }
                None => t!(lang, "ck-progress-nothing-more"),
            };
            let value = match &g.choice {
                Some((k, v)) if g.plays.len() > 1 => {
                    step_value(&format!("{step};{k}={}", value_text(v)))
                }
                _ => action_code(board, g.plays[0]),
            };
            (words, value)
        })
        .collect();
    Chooser {
        lines,
        options,
        places,
    }
}

/// The filter value that shows the step `step`.
fn step_value(step: &str) -> String {
    Filter {
        step: Some(step.to_string()),
        ..Filter::label(PLAY_LABEL)
    }
    .value()
}

#[cfg(test)]
#[path = "progress_tests.rs"]
mod tests;
