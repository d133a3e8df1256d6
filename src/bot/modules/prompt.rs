//! The private prompt for the choices the optional rules ask for: which options a seat has
//! now (matched against `legal_actions`), their labels and values, the labelled board when a
//! choice is a place, and the prompt that follows an action when the seat still owes one.
//! Below the feature that answers the prompt's clicks ([`super::decide`]), so the shared click
//! path ([`crate::bot::handler`]) can offer the next prompt.

use poise::serenity_prelude as serenity;
use serenity::{
    CreateActionRow, CreateAttachment, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption, EditInteractionResponse,
};

use kaitaku_engine::state::Phase;
use kaitaku_engine::{Action, Decision, Game, Seat};
use kaitaku_render::Highlight;
use kaitaku_store::{GameId, StoredGame};

use super::owes_decision;
use super::ui::{WordsCtx, owner_of_label, ui};
use crate::bot::compose::{BOARD_FILE, MAX_MENUS, OPTIONS_PER_MENU, Table};
use crate::bot::custom_id::{ComponentId, Verb};
use crate::bot::menus::code::{self, action_code};
use crate::bot::menus::places;
use crate::bot::menus::steps::{self, Filter};
use crate::bot::menus::words::{filter_words, option_words};
use crate::bot::trade_compose::cards;
use crate::bot::turn;
use crate::bot::{Data, Refusal};
use kaitaku_i18n::Lang;
use kaitaku_i18n::t;

/// The module actions `seat` may take now, in the engine's order.
pub fn module_actions(game: &Game, seat: Seat) -> Vec<Action> {
    game.legal_actions(seat)
        .into_iter()
        .filter(crate::bot::menus::uses_prompt)
        .collect()
}

/// The option (label, value) standing for `action` of `seat`: the module's words (or the
/// words its description gives) in `lang`, and the action's code (the same in every language).
pub fn action_option(
    game: &Game,
    seat: Seat,
    table: &Table,
    action: &Action,
    lang: Lang,
) -> (String, String) {
    let ctx = WordsCtx { game, seat, table };
    (
        option_words(&ctx, action, lang),
        action_code(game.board(), action),
    )
}

/// The module actions `seat` may take now, as (label, value), in the engine's order.
pub fn options_for(game: &Game, seat: Seat, table: &Table, lang: Lang) -> Vec<(String, String)> {
    module_actions(game, seat)
        .iter()
        .map(|a| action_option(game, seat, table, a, lang))
        .collect()
}

/// The places among `seat`'s module choices, to label on the board.
pub fn spots_for(game: &Game, seat: Seat) -> Highlight {
    places::highlight(game.board(), &module_actions(game, seat))
}

/// The legal module action a chosen value (an action code) stands for (refused in `lang`).
pub fn resolve(game: &Game, seat: Seat, value: &str, lang: Lang) -> Result<Action, Refusal> {
    let legal = module_actions(game, seat);
    code::find(game.board(), &legal, value)
        .cloned()
        .ok_or_else(|| Refusal::BadChoice(t!(lang, "modules-not-a-choice", value = value)))
}

/// What the prompt says to `seat`: what is owed (or on offer) and their hand.
pub fn prompt_text(game: &Game, seat: Seat, table: &Table, lang: Lang) -> String {
    let view = game.view(Some(seat));
    let mut text = String::new();
    for p in view.pending.iter().filter(|p| p.seat == seat) {
        let Decision::Module(d) = &p.decision else {
            continue;
        };
        if let Some(line) = ui(d.module()).prompt_line(d, table, lang) {
            text.push_str(&line);
            text.push('\n');
        }
    }
    if text.is_empty() {
        text.push_str(&t!(lang, "modules-prompt-special"));
        text.push('\n');
    }
    if let Some(hand) = view.players.get(usize::from(seat)).and_then(|p| p.hand) {
        text.push_str(&t!(lang, "modules-your-hand", hand = cards(&hand, lang)));
    }
    text
}

/// The prompt's select menus (25 options each, at most five).
pub fn menus(
    game: GameId,
    version: u64,
    options: &[(String, String)],
    lang: Lang,
) -> Vec<CreateActionRow> {
    options
        .chunks(OPTIONS_PER_MENU)
        .take(MAX_MENUS)
        .enumerate()
        .map(|(group, chunk)| {
            let opts = chunk
                .iter()
                .map(|(label, value)| CreateSelectMenuOption::new(label.clone(), value.clone()))
                .collect();
            let id = ComponentId::new(game, version, Verb::Decision(group as u8));
            CreateActionRow::SelectMenu(
                CreateSelectMenu::new(
                    id.to_string(),
                    CreateSelectMenuKind::String { options: opts },
                )
                .placeholder(t!(lang, "modules-choose")),
            )
        })
        .collect()
}

/// What a prompt shows: its options, the places to label on the board, and the lines of a
/// module's own chooser (empty: the generic prompt's text).
struct Shown {
    options: Vec<(String, String)>,
    highlight: Highlight,
    lines: Vec<String>,
}

/// The prompt of a module's own chooser for `filter`'s label, when a module in play offers
/// that label through one ([`super::ui::ModuleUi::chooser`]).
fn own_chooser(
    game: &Game,
    seat: Seat,
    table: &Table,
    filter: &Filter,
    lang: Lang,
) -> Option<Shown> {
    let owner = owner_of_label(&game.view(None), &filter.label)?;
    let actions: Vec<Action> = module_actions(game, seat)
        .into_iter()
        .filter(|a| a.info().label == filter.label)
        .collect();
    let ctx = WordsCtx { game, seat, table };
    let chooser = owner.chooser(&ctx, &actions, filter.step.as_deref(), lang)?;
    let board = game.board();
    let mut spots: Vec<kaitaku_render::LabelledSpot> = chooser
        .places
        .iter()
        .filter_map(|p| kaitaku_render::LabelledSpot::on(board, places::spot(*p)))
        .collect();
    spots.sort();
    spots.dedup();
    Some(Shown {
        options: chooser.options,
        highlight: Highlight { spots },
        lines: chooser.lines,
    })
}

/// The prompt's options for `seat`: every module action, or, when they need two steps
/// ([`steps::first_step`]), the first step; with `filter`, the second step's choices.
fn shown(game: &Game, seat: Seat, table: &Table, filter: Option<&Filter>, lang: Lang) -> Shown {
    if let Some(own) = filter.and_then(|f| own_chooser(game, seat, table, f, lang)) {
        return own;
    }
    let board = game.board();
    let mut actions = module_actions(game, seat);
    if let Some(f) = filter {
        actions.retain(|a| f.keeps(board, &a.info()));
    }
    // A kind chosen, or everything: which piece first when they stand in several places.
    if filter.is_none_or(|f| f.from.is_none()) {
        let infos: Vec<_> = actions.iter().map(Action::info).collect();
        if let Some(first) = steps::first_step(board, &infos) {
            let pieces: Vec<Action> = actions
                .iter()
                .filter(|a| a.info().from.is_some())
                .cloned()
                .collect();
            let mut highlight = Highlight { spots: Vec::new() };
            for a in &pieces {
                if let Some(spot) = a
                    .info()
                    .from
                    .and_then(|p| kaitaku_render::LabelledSpot::on(board, places::spot(p)))
                {
                    highlight.spots.push(spot);
                }
            }
            highlight.spots.sort();
            highlight.spots.dedup();
            return Shown {
                options: first
                    .iter()
                    .map(|(f, n)| (filter_words(f, *n, lang), f.value()))
                    .collect(),
                highlight,
                lines: Vec::new(),
            };
        }
    }
    Shown {
        options: actions
            .iter()
            .map(|a| action_option(game, seat, table, a, lang))
            .collect(),
        highlight: places::highlight(board, &actions),
        lines: Vec::new(),
    }
}

/// The options (label, value) the prompt shows `seat`: every module action, the first step of
/// a two-step choice (values `?…`), or with `filter` that step's choices.
pub fn shown_options(
    game: &Game,
    seat: Seat,
    table: &Table,
    filter: Option<&Filter>,
    lang: Lang,
) -> Vec<(String, String)> {
    shown(game, seat, table, filter, lang).options
}

/// Whether the prompt has something to show `seat`: options, or a module chooser's lines
/// (a hand of cards none of which plays now).
pub fn has_prompt(
    game: &Game,
    seat: Seat,
    table: &Table,
    filter: Option<&Filter>,
    lang: Lang,
) -> bool {
    let shown = shown(game, seat, table, filter, lang);
    !shown.options.is_empty() || !shown.lines.is_empty()
}

/// The prompt for `seat` as an edit of a deferred answer (`intro` first), in `lang`; a plain
/// text when there is nothing to choose. With `filter`, the second step of a two-step choice.
pub async fn prompt_edit(
    data: &Data,
    stored: &StoredGame,
    seat: Seat,
    intro: &str,
    filter: Option<&Filter>,
    lang: Lang,
) -> EditInteractionResponse {
    let Some(game) = stored.game.as_ref() else {
        return EditInteractionResponse::new().content(Refusal::NoGame.text(lang));
    };
    let table = turn::table_of(data, stored);
    let Shown {
        options,
        highlight,
        lines,
    } = shown(game, seat, &table, filter, lang);
    let own = lines.join("\n");
    if options.is_empty() {
        let nothing = t!(lang, "modules-nothing-to-choose");
        return EditInteractionResponse::new()
            .content(format!("{intro}\n{own}\n{nothing}").trim().to_string())
            .components(Vec::new())
            .clear_attachments();
    }
    let body = if lines.is_empty() {
        prompt_text(game, seat, &table, lang)
    } else {
        own
    };
    let text = format!("{intro}\n{body}").trim().to_string();
    let rows = menus(stored.id, stored.version, &options, lang);
    let mut edit = EditInteractionResponse::new()
        .content(text)
        .components(rows)
        .clear_attachments();
    if !highlight.spots.is_empty() {
        match turn::render_board(game.view(None), table.names.clone(), Some(highlight), lang).await
        {
            Ok(png) => edit = edit.new_attachment(CreateAttachment::bytes(png, BOARD_FILE)),
            Err(e) => {
                tracing::error!(game = %stored.id, error = %e, "could not draw the prompt's board")
            }
        }
    }
    edit
}

/// After `user` acted: their next prompt when an optional rule now asks them something (the
/// free neutral piece after a build, the cards given back after a forced trade), in `lang`.
pub async fn next_prompt(
    data: &Data,
    stored: &StoredGame,
    user: u64,
    intro: &str,
    lang: Lang,
) -> Option<EditInteractionResponse> {
    let game = stored.game.as_ref()?;
    let seat = stored.seat_of(user)?;
    // Placing free roads, the player may also have prompt actions (repairing a road).
    let building_roads =
        matches!(game.state().phase, Phase::RoadBuilding { .. }) && game.state().current == seat;
    let offered = building_roads && !module_actions(game, seat).is_empty();
    if !owes_decision(game, seat) && !offered {
        return None;
    }
    Some(prompt_edit(data, stored, seat, intro, None, lang).await)
}
