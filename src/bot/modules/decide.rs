//! Choices the optional rules ask for, through one private prompt: the event cards' decisions
//! (Good Neighbors, Neighborly Assistance, Earthquake, Plentiful Year, Tournament, Calm Sea,
//! Trade Advantage, Conflict), repairing a damaged road, Catan for Two's free neutral pieces and
//! trade-token actions (forced trade and the cards given back, robber to the desert, discarding
//! a knight).
//!
//! Like discards (see [`crate::bot::cards::discard`]): the turn message has one button for everyone who
//! owes a choice; each presser gets their own ephemeral prompt listing only what
//! `legal_actions` allows them now (select menus, with a labelled board when the choice is a
//! place), and the game waits for everyone. `/catan decide` does the same by typing, with
//! autocomplete. Option values are action codes (`event_cards-take_resource+0.0.1.0.0`,
//! [`crate::bot::menus::code`]) matched against the legal actions again when chosen, so a stale
//! or forged value changes nothing; when the choices need two steps (which piece, then where),
//! the first step's values are filters (`?label~r12`) that show the second step.

use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, Context as SerenityContext, CreateAutocompleteResponse};

use super::prompt::{has_prompt, options_for, prompt_edit, resolve};
use crate::bot::compose::OPTIONS_PER_MENU;
use crate::bot::custom_id::ComponentId;
use crate::bot::handler::{After, Click};
use crate::bot::menus::steps::Filter;
use crate::bot::reply::{private, remember, reply, user_lang};
use crate::bot::turn::{self, Expected};
use crate::bot::{BotError, Context, Data, Refusal};
use kaitaku_i18n::Lang;
use kaitaku_i18n::t;

/// The turn message's choice button: the presser's own prompt.
pub async fn open_prompt(
    ctx: &SerenityContext,
    data: &Data,
    click: &ComponentInteraction,
    id: ComponentId,
) -> Result<(), BotError> {
    open(ctx, data, click, id, None).await
}

/// A module action's button on the turn message (`label`): the presser's prompt showing only
/// the actions of that kind.
pub async fn open_kind(
    ctx: &SerenityContext,
    data: &Data,
    click: &ComponentInteraction,
    id: ComponentId,
    label: &'static str,
) -> Result<(), BotError> {
    open(ctx, data, click, id, Some(Filter::label(label))).await
}

async fn open(
    ctx: &SerenityContext,
    data: &Data,
    click: &ComponentInteraction,
    id: ComponentId,
    filter: Option<Filter>,
) -> Result<(), BotError> {
    let user = click.user.id.get();
    let lang = Lang::from_discord(&click.locale);
    let checked = async {
        let stored = turn::active_game(data, click.channel_id.get()).await?;
        turn::check_expected(&stored, Some(Expected::of(id)))?;
        let seat = turn::seat_of(&stored, user)?;
        let game = stored.game.as_ref().ok_or(Refusal::NoGame)?;
        let table = turn::table_of(data, &stored);
        if !has_prompt(game, seat, &table, filter.as_ref(), lang) {
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
    let edit = prompt_edit(data, &stored, seat, "", filter.as_ref(), lang).await;
    click.edit_response(ctx, edit).await?;
    Ok(())
}

/// A choice from the prompt's menus: matched against the legal actions again, then applied;
/// the prompt then shows what happened and the next choice or chooser, if one is due.
pub async fn chosen(
    ctx: &SerenityContext,
    data: &Data,
    click: &ComponentInteraction,
    id: ComponentId,
) -> Result<(), BotError> {
    let c = Click::new(ctx, data, click, id);
    let Some(values) = c.values() else {
        return c
            .forged("a decision id on a component that is not a select menu")
            .await;
    };
    let lang = c.lang;
    // The first step of a two-step choice: show the second step.
    if let Some(filter) = values.first().and_then(|v| Filter::parse(v)) {
        let checked = async {
            let stored = turn::active_game(data, c.channel()).await?;
            turn::check_expected(&stored, c.expected())?;
            let seat = turn::seat_of(&stored, c.user())?;
            Ok::<_, Refusal>((stored, seat))
        }
        .await;
        let (stored, seat) = match checked {
            Ok(x) => x,
            Err(r) => return c.refuse(&r).await,
        };
        c.defer_update().await?;
        let edit = prompt_edit(data, &stored, seat, "", Some(&filter), lang).await;
        click.edit_response(ctx, edit).await?;
        return Ok(());
    }
    let action = async {
        let value = values
            .first()
            .ok_or_else(|| Refusal::BadChoice(t!(lang, "modules-nothing-chosen")))?;
        let stored = turn::active_game(data, c.channel()).await?;
        turn::check_expected(&stored, c.expected())?;
        let seat = turn::seat_of(&stored, c.user())?;
        let game = stored.game.as_ref().ok_or(Refusal::NoGame)?;
        resolve(game, seat, value, lang)
    }
    .await;
    let action = match action {
        Ok(a) => a,
        Err(r) => return c.refuse(&r).await,
    };
    c.defer_update().await?;
    let outcome = c.act(action).await;
    c.finish(outcome, After::NextStep).await
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
            (Some(game), Some(seat)) => resolve(game, seat, choice.trim(), lang),
            (None, _) => Err(Refusal::NoGame),
            (_, None) => Err(Refusal::NotPlayer),
        },
        Err(r) => Err(r),
    };
    match action {
        Ok(action) => crate::bot::slash::act(ctx, action).await,
        Err(r) => private(ctx, r.text(lang)).await,
    }
}
