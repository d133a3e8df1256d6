//! The words of a menu option for any action: the module's own words when it has them
//! ([`crate::bot::modules::ui`]), otherwise words built from the action's description: its
//! label, the place, the seat, and the cards it gives or takes.

use kaitaku_engine::Action;
use kaitaku_engine::describe::ActionInfo;
use kaitaku_i18n::{Lang, t};

use super::code::place_code;
use super::steps::Filter;
use crate::bot::action_words::{action_label, label_id};
use crate::bot::modules::ui::{WordsCtx, ui};
use crate::bot::trade_compose::cards;

/// Discord's limit on a select option's label.
const MAX_LABEL: usize = 100;

/// The generic words for an action described by `info`, in `lang`.
pub fn generic_words(ctx: &WordsCtx<'_>, info: &ActionInfo, lang: Lang) -> String {
    let board = ctx.game.board();
    let mut words = match info.detail {
        Some(detail)
            if kaitaku_i18n::has_message(lang, &format!("{}-{detail}", label_id(info.label))) =>
        {
            kaitaku_i18n::tr(lang, &format!("{}-{detail}", label_id(info.label)))
        }
        _ => action_label(info, lang),
    };
    let mut parts = Vec::new();
    if let Some(place) = info.place {
        parts.push(place_code(board, place));
    }
    if let Some(from) = info.from {
        parts.push(t!(lang, "menus-part-from", code = place_code(board, from)));
    }
    if let Some(seat) = info.seat {
        parts.push(ctx.table.name_in(seat, lang));
    }
    if let Some(gives) = &info.gives {
        parts.push(t!(lang, "menus-part-gives", cards = cards(gives, lang)));
    }
    if let Some(gets) = &info.gets {
        parts.push(t!(lang, "menus-part-gets", cards = cards(gets, lang)));
    }
    if !parts.is_empty() {
        words.push_str(": ");
        words.push_str(&parts.join(" · "));
    }
    words
}

/// The words of `action` in a menu for `ctx.seat`, in `lang`, cut to Discord's limit.
pub fn option_words(ctx: &WordsCtx<'_>, action: &Action, lang: Lang) -> String {
    let own = match action {
        Action::Module(m) => ui(m.module()).option_words(ctx, action, lang),
        _ => None,
    };
    let words = own.unwrap_or_else(|| generic_words(ctx, &action.info(), lang));
    if words.chars().count() <= MAX_LABEL {
        words
    } else {
        let mut cut: String = words.chars().take(MAX_LABEL - 1).collect();
        cut.push('…');
        cut
    }
}

/// The words of a first-step option: what it is, which piece (where it stands) and how many
/// choices follow: `Move a knight: from r12 (3)`.
pub fn filter_words(filter: &Filter, count: usize, lang: Lang) -> String {
    let mut words = kaitaku_i18n::tr(lang, &label_id(&filter.label));
    if let Some(from) = &filter.from {
        words.push_str(": ");
        words.push_str(&t!(lang, "menus-part-from", code = from.as_str()));
    }
    words.push_str(&format!(" ({count})"));
    words
}
