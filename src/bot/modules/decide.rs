//! Choices the optional rules ask for, through one private prompt: the event cards' decisions
//! (Good Neighbors, Neighborly Assistance, Earthquake, Plentiful Year, Tournament, Calm Sea,
//! Trade Advantage, Conflict), repairing a damaged road, Catan for Two's free neutral pieces and
//! trade-token actions (forced trade and the cards given back, robber to the desert, discarding
//! a knight).
//!
//! Like discards (see [`crate::bot::discard`]): the turn message has one button for everyone who
//! owes a choice; each presser gets their own ephemeral prompt listing only what
//! `legal_actions` allows them now (select menus, with a labelled board when the choice is a
//! place), and the game waits for everyone. `/catan decide` does the same by typing, with
//! autocomplete. Option values name the action (`give:brick`, `nroad:2:r14`…) and are matched
//! against the legal actions again when chosen, so a stale or forged value changes nothing.

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, ComponentInteractionDataKind, Context as SerenityContext,
    CreateActionRow, CreateAttachment, CreateAutocompleteResponse, CreateSelectMenu,
    CreateSelectMenuKind, CreateSelectMenuOption, EditInteractionResponse,
};

use kaitaku_engine::modules::ModuleView;
use kaitaku_engine::modules::catan_for_two::{
    CatanForTwoAction, CatanForTwoDecision, NeutralPiece,
};
use kaitaku_engine::modules::event_cards::{EventCardsAction, EventCardsDecision};
use kaitaku_engine::modules::{ModuleAction, ModuleDecision};
use kaitaku_engine::state::Phase;
use kaitaku_engine::{Action, Decision, Game, ResourceSet, Seat};
use kaitaku_render::{Highlight, LabelledSpot, Spot};
use kaitaku_store::{GameId, StoredGame};

use super::text::neutral_name;
use crate::bot::commands::user_lang;
use crate::bot::commands::{private, remember};
use crate::bot::components::{chooser_edit, next_pick, private_summary, reply};
use crate::bot::compose::{BOARD_FILE, MAX_MENUS, OPTIONS_PER_MENU, Table};
use crate::bot::custom_id::{ComponentId, Verb};
use crate::bot::trade_compose::cards;
use crate::bot::turn::{self, Expected};
use crate::bot::{BotError, Context, Data, Refusal};
use kaitaku_i18n::t;
use kaitaku_i18n::{Lang, resource_count};

/// Whether a decision is one an optional rule asks for.
pub fn is_module_decision(d: &Decision) -> bool {
    matches!(d, Decision::Module(_))
}

/// Whether `seat` owes a decision an optional rule asked for.
pub fn owes_decision(game: &Game, seat: Seat) -> bool {
    game.pending()
        .iter()
        .any(|p| p.seat == seat && is_module_decision(&p.decision))
}

fn cards_value(c: &ResourceSet) -> String {
    let counts = c.counts();
    let digits = if c.is_resources_only() {
        &counts[..5]
    } else {
        &counts[..]
    };
    digits
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join("")
}

/// What a token action costs `seat` now (Catan for Two).
fn token_cost(game: &Game, seat: Seat) -> u8 {
    game.view(None)
        .modules
        .iter()
        .find_map(|m| match m {
            ModuleView::CatanForTwo(c) => c.token_cost.get(usize::from(seat)).copied(),
            _ => None,
        })
        .unwrap_or(1)
}

/// The option (label, value) standing for a module action of `seat`, labelled in `lang`
/// (the value is the same in every language).
pub fn action_option(
    game: &Game,
    seat: Seat,
    table: &Table,
    action: &Action,
    lang: Lang,
) -> Option<(String, String)> {
    let board = game.board();
    let edge = |e| board.edge_id(e).map(|id| board.edge_code(id));
    let vertex = |v| board.vertex_id(v).map(|id| board.vertex_code(id));
    let tokens = |n: u8| t!(lang, "modules-tokens", count = n);
    Some(match action {
        Action::Module(ModuleAction::EventCards(EventCardsAction::GiveNeighborCard {
            resource,
        })) => {
            let to = kaitaku_engine::modules::left_of(seat, game.seat_count());
            (
                t!(
                    lang,
                    "modules-opt-give",
                    card = resource_count(*resource, 1, lang),
                    name = table.name(to)
                ),
                format!("give:{}", resource.name()),
            )
        }
        Action::Module(ModuleAction::EventCards(EventCardsAction::AssistPlayer {
            to,
            resource,
        })) => (
            t!(
                lang,
                "modules-opt-give",
                card = resource_count(*resource, 1, lang),
                name = table.name(*to)
            ),
            format!("assist:{to}:{}", resource.name()),
        ),
        Action::Module(ModuleAction::EventCards(EventCardsAction::DamageRoad { edge: e })) => {
            let code = edge(*e)?;
            (
                t!(lang, "modules-opt-damage", code = code.clone()),
                format!("damage:{code}"),
            )
        }
        Action::Module(ModuleAction::EventCards(EventCardsAction::RepairRoad { edge: e })) => {
            let code = edge(*e)?;
            let how = if matches!(game.state().phase, Phase::RoadBuilding { .. }) {
                t!(lang, "modules-repair-free")
            } else {
                t!(lang, "modules-repair-cost")
            };
            (
                t!(lang, "modules-opt-repair", code = code.clone(), how = how),
                format!("repair:{code}"),
            )
        }
        Action::Module(ModuleAction::EventCards(EventCardsAction::TakeResource { resource })) => (
            t!(
                lang,
                "modules-opt-take",
                card = resource_count(*resource, 1, lang)
            ),
            format!("take:{}", resource.name()),
        ),
        Action::Module(ModuleAction::EventCards(EventCardsAction::StealFrom { victim })) => (
            t!(
                lang,
                "modules-opt-steal",
                name = table.name(*victim),
                count = game.state().players.get(usize::from(*victim))?.hand.total()
            ),
            format!("steal:{victim}"),
        ),
        Action::Module(ModuleAction::CatanForTwo(CatanForTwoAction::BuildNeutralRoad {
            neutral,
            edge: e,
        })) => {
            let code = edge(*e)?;
            (
                t!(
                    lang,
                    "modules-opt-neutral-road",
                    neutral = neutral_name(*neutral, lang),
                    code = code.clone()
                ),
                format!("nroad:{neutral}:{code}"),
            )
        }
        Action::Module(ModuleAction::CatanForTwo(CatanForTwoAction::BuildNeutralSettlement {
            neutral,
            vertex: v,
        })) => {
            let code = vertex(*v)?;
            (
                t!(
                    lang,
                    "modules-opt-neutral-settlement",
                    neutral = neutral_name(*neutral, lang),
                    code = code.clone()
                ),
                format!("nsettle:{neutral}:{code}"),
            )
        }
        Action::Module(ModuleAction::CatanForTwo(CatanForTwoAction::ForcedTrade)) => (
            t!(
                lang,
                "modules-opt-forced",
                cost = tokens(token_cost(game, seat))
            ),
            "forced".into(),
        ),
        Action::Module(ModuleAction::CatanForTwo(CatanForTwoAction::ReturnCards { cards: c })) => (
            t!(lang, "modules-opt-return", cards = cards(c, lang)),
            format!("return:{}", cards_value(c)),
        ),
        Action::Module(ModuleAction::CatanForTwo(CatanForTwoAction::RobberToDesert)) => (
            t!(
                lang,
                "modules-opt-desert",
                cost = tokens(token_cost(game, seat))
            ),
            "desert".into(),
        ),
        Action::Module(ModuleAction::CatanForTwo(CatanForTwoAction::DiscardKnight)) => {
            (t!(lang, "modules-opt-knight"), "knight".into())
        }
        _ => return None,
    })
}

/// The module actions `seat` may take now, as (label, value), in the engine's order.
pub fn options_for(game: &Game, seat: Seat, table: &Table, lang: Lang) -> Vec<(String, String)> {
    game.legal_actions(seat)
        .iter()
        .filter(|a| matches!(a, Action::Module(_)))
        .filter_map(|a| action_option(game, seat, table, a, lang))
        .collect()
}

/// The places among `seat`'s module choices, to label on the board.
pub fn spots_for(game: &Game, seat: Seat) -> Highlight {
    let board = game.board();
    let mut spots: Vec<LabelledSpot> =
        game.legal_actions(seat)
            .iter()
            .filter_map(|a| match a {
                Action::Module(ModuleAction::EventCards(EventCardsAction::DamageRoad { edge }))
                | Action::Module(ModuleAction::EventCards(EventCardsAction::RepairRoad { edge }))
                | Action::Module(ModuleAction::CatanForTwo(
                    CatanForTwoAction::BuildNeutralRoad { edge, .. },
                )) => Some(Spot::Edge(*edge)),
                Action::Module(ModuleAction::CatanForTwo(
                    CatanForTwoAction::BuildNeutralSettlement { vertex, .. },
                )) => Some(Spot::Vertex(*vertex)),
                _ => None,
            })
            .filter_map(|s| LabelledSpot::on(board, s))
            .collect();
    spots.sort();
    spots.dedup();
    Highlight { spots }
}

/// The legal module action a chosen value stands for (refused in `lang`).
pub fn resolve(
    game: &Game,
    seat: Seat,
    table: &Table,
    value: &str,
    lang: Lang,
) -> Result<Action, Refusal> {
    game.legal_actions(seat)
        .into_iter()
        .filter(|a| matches!(a, Action::Module(_)))
        .find(|a| action_option(game, seat, table, a, lang).is_some_and(|(_, v)| v == value))
        .ok_or_else(|| Refusal::BadChoice(t!(lang, "modules-not-a-choice", value = value)))
}

/// What the prompt says to `seat`: what is owed (or on offer) and their hand.
pub fn prompt_text(game: &Game, seat: Seat, table: &Table, lang: Lang) -> String {
    let view = game.view(Some(seat));
    let mut text = String::new();
    for p in view.pending.iter().filter(|p| p.seat == seat) {
        let line = match p.decision {
            Decision::Module(ModuleDecision::EventCards(
                EventCardsDecision::GiveNeighborCard { to },
            )) => {
                t!(lang, "modules-prompt-give-neighbor", name = table.name(to))
            }
            Decision::Module(ModuleDecision::EventCards(EventCardsDecision::AssistPlayer)) => {
                t!(lang, "modules-prompt-assist")
            }
            Decision::Module(ModuleDecision::EventCards(EventCardsDecision::DamageRoad)) => {
                t!(lang, "modules-prompt-damage")
            }
            Decision::Module(ModuleDecision::EventCards(EventCardsDecision::TakeResource)) => {
                t!(lang, "modules-prompt-take")
            }
            Decision::Module(ModuleDecision::EventCards(EventCardsDecision::StealFrom)) => {
                t!(lang, "modules-prompt-steal")
            }
            Decision::Module(ModuleDecision::CatanForTwo(CatanForTwoDecision::PlaceNeutral {
                piece,
            })) => match piece {
                NeutralPiece::Road => t!(lang, "modules-prompt-neutral-road"),
                NeutralPiece::Settlement => {
                    t!(lang, "modules-prompt-neutral-settlement")
                }
            },
            Decision::Module(ModuleDecision::CatanForTwo(CatanForTwoDecision::ReturnCards {
                count,
            })) => t!(lang, "modules-prompt-return", count = count),
            _ => continue,
        };
        text.push_str(&line);
        text.push('\n');
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

/// The prompt for `seat` as an edit of a deferred answer (`intro` first), in `lang`; a plain
/// text when there is nothing to choose.
pub async fn prompt_edit(
    data: &Data,
    stored: &StoredGame,
    seat: Seat,
    intro: &str,
    lang: Lang,
) -> EditInteractionResponse {
    let Some(game) = stored.game.as_ref() else {
        return EditInteractionResponse::new().content(Refusal::NoGame.text(lang));
    };
    let table = turn::table_of(data, stored);
    let options = options_for(game, seat, &table, lang);
    if options.is_empty() {
        let nothing = t!(lang, "modules-nothing-to-choose");
        return EditInteractionResponse::new()
            .content(format!("{intro}\n{nothing}").trim().to_string())
            .components(Vec::new())
            .clear_attachments();
    }
    let text = format!("{intro}\n{}", prompt_text(game, seat, &table, lang))
        .trim()
        .to_string();
    let rows = menus(stored.id, stored.version, &options, lang);
    let highlight = spots_for(game, seat);
    let mut edit = EditInteractionResponse::new()
        .content(text)
        .components(rows)
        .clear_attachments();
    if !highlight.spots.is_empty() {
        match turn::render_board(game.view(None), table.names.clone(), Some(highlight)).await {
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
    let repair_only =
        matches!(game.state().phase, Phase::RoadBuilding { .. }) && game.state().current == seat;
    if !owes_decision(game, seat) && !repair_only {
        return None;
    }
    Some(prompt_edit(data, stored, seat, intro, lang).await)
}

/// The turn message's choice button: the presser's own prompt.
pub async fn open_prompt(
    ctx: &SerenityContext,
    data: &Data,
    click: &ComponentInteraction,
    id: ComponentId,
) -> Result<(), BotError> {
    let user = click.user.id.get();
    let lang = Lang::from_discord(&click.locale);
    let checked = async {
        let stored = turn::active_game(data, click.channel_id.get()).await?;
        turn::check_expected(&stored, Some(Expected::of(id)))?;
        let seat = turn::seat_of(&stored, user)?;
        let game = stored.game.as_ref().ok_or(Refusal::NoGame)?;
        let table = turn::table_of(data, &stored);
        if options_for(game, seat, &table, lang).is_empty() {
            return Err(Refusal::BadChoice(t!(lang, "modules-nothing-for-you")));
        }
        Ok((stored, seat))
    }
    .await;
    let (stored, seat) = match checked {
        Ok(x) => x,
        Err(r) => return reply(ctx, click, &r.text(lang)).await,
    };
    click.defer_ephemeral(ctx).await?;
    let edit = prompt_edit(data, &stored, seat, "", lang).await;
    click.edit_response(ctx, edit).await?;
    Ok(())
}

/// A prompt's select menu: applies the chosen action, then shows the next prompt if one is due.
pub async fn chosen(
    ctx: &SerenityContext,
    data: &Data,
    click: &ComponentInteraction,
    id: ComponentId,
) -> Result<(), BotError> {
    let lang = Lang::from_discord(&click.locale);
    let ComponentInteractionDataKind::StringSelect { values } = &click.data.kind else {
        tracing::warn!(user = %click.user.id, %id, "a decision id on a component that is not a select menu");
        return reply(ctx, click, &Refusal::Forged.text(lang)).await;
    };
    let channel = click.channel_id.get();
    let user = click.user.id.get();
    let expected = Some(Expected::of(id));
    let action = async {
        let value = values
            .first()
            .ok_or_else(|| Refusal::BadChoice(t!(lang, "modules-nothing-chosen")))?;
        let stored = turn::active_game(data, channel).await?;
        turn::check_expected(&stored, expected)?;
        let seat = turn::seat_of(&stored, user)?;
        let game = stored.game.as_ref().ok_or(Refusal::NoGame)?;
        resolve(game, seat, &turn::table_of(data, &stored), value, lang)
    }
    .await;
    let action = match action {
        Ok(a) => a,
        Err(r) => return reply(ctx, click, &r.text(lang)).await,
    };
    click.defer(ctx).await?;
    let edit = match turn::act(&ctx.http, data, channel, user, expected, action).await {
        Ok(acted) => {
            let text = private_summary(&acted.events, &acted.table, lang);
            if let Some(kind) = next_pick(&acted.stored, user) {
                let now = t!(lang, "modules-now-place", piece = kind.as_str());
                let intro = format!("{text}\n{now}");
                chooser_edit(data, &acted.stored, kind, intro, lang).await
            } else {
                match next_prompt(data, &acted.stored, user, &text, lang).await {
                    Some(edit) => edit,
                    None => EditInteractionResponse::new()
                        .content(text)
                        .components(Vec::new())
                        .clear_attachments(),
                }
            }
        }
        Err(r) => EditInteractionResponse::new()
            .content(r.text(lang))
            .components(Vec::new())
            .clear_attachments(),
    };
    click.edit_response(ctx, edit).await?;
    Ok(())
}

/// The author's choices, filtered and ranked by what they typed.
async fn complete_decide(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let mut response = CreateAutocompleteResponse::new();
    let Ok(stored) = turn::active_game(ctx.data(), ctx.channel_id().get()).await else {
        return response;
    };
    let (Some(game), Some(seat)) = (stored.game.as_ref(), stored.seat_of(ctx.author().id.get()))
    else {
        return response;
    };
    let lang = user_lang(ctx);
    let options = options_for(game, seat, &turn::table_of(ctx.data(), &stored), lang)
        .into_iter()
        .map(|(label, value)| {
            let keys = vec![label.clone(), value.clone()];
            ((label, value), keys)
        });
    for (label, value) in crate::bot::suggest::rank(partial, options, OPTIONS_PER_MENU) {
        response = response.add_string_choice(label, value);
    }
    response
}

/// Make a choice the game's optional rules ask for (event cards, neutral pieces, trade tokens)
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "選択"),
    description_localized(
        "ja",
        "選択ルールで求められた選択をする（イベントカード、中立のコマ、交易チップ）"
    )
)]
pub async fn decide(
    ctx: Context<'_>,
    #[description = "Your choice (the list shows what you may choose now)"]
    #[name_localized("ja", "選択肢")]
    #[description_localized("ja", "選ぶもの（今選べるものが一覧に出ます）")]
    #[autocomplete = "complete_decide"]
    choice: String,
) -> Result<(), BotError> {
    remember(ctx);
    let lang = user_lang(ctx);
    let action = match turn::active_game(ctx.data(), ctx.channel_id().get()).await {
        Ok(stored) => match (stored.game.as_ref(), stored.seat_of(ctx.author().id.get())) {
            (Some(game), Some(seat)) => resolve(
                game,
                seat,
                &turn::table_of(ctx.data(), &stored),
                choice.trim(),
                lang,
            ),
            (None, _) => Err(Refusal::NoGame),
            (_, None) => Err(Refusal::NotPlayer),
        },
        Err(r) => Err(r),
    };
    match action {
        Ok(action) => crate::bot::commands::act(ctx, action).await,
        Err(r) => private(ctx, r.text(lang)).await,
    }
}
