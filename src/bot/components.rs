//! The one global handler for buttons and select menus. Component ids carry everything needed
//! ([`ComponentId`]), so clicks keep working after a restart.

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, Context as SerenityContext, CreateInteractionResponse,
    CreateInteractionResponseMessage, EditInteractionResponse, FullEvent, Interaction,
};

use kaitaku_engine::Action;
use kaitaku_i18n::Lang;
use kaitaku_i18n::t;
use kaitaku_store::GameId;

use super::compose::{self};
use super::custom_id::{ComponentId, PickKind, Verb};
use super::handler::{After, Click};
use super::turn::{self};
use std::sync::Arc;

use super::cards::{devcards, discard};
use super::lookups::hand_text;
use super::pick::chooser_edit;
use super::reply::{edit_reply, followup, is_admin, reply};
use super::{BotError, Data, Refusal, SharedData, lobby, modules};

/// How long a lobby click waits for its channel before acknowledging first.
const LOCK_PATIENCE: std::time::Duration = std::time::Duration::from_millis(1500);

/// The framework's event handler: hands each component interaction to its own task, so a
/// slow one (a commit, an upload) never delays the next, in this channel or another; the
/// channel lock still serialises the changes to one game.
pub async fn on_event(
    framework: poise::FrameworkContext<'_, SharedData, BotError>,
    event: &FullEvent,
) -> Result<(), BotError> {
    let FullEvent::InteractionCreate {
        interaction: Interaction::Component(click),
    } = event
    else {
        return Ok(());
    };
    let ctx = framework.serenity_context.clone();
    let data = Arc::clone(framework.user_data);
    let click = click.clone();
    tokio::spawn(async move {
        if let Err(e) = on_click(&ctx, &data, &click).await {
            tracing::error!(custom_id = %click.data.custom_id, error = %e, "component handler failed");
        }
    });
    Ok(())
}

/// Routes one component interaction.
async fn on_click(
    ctx: &SerenityContext,
    data: &Data,
    click: &ComponentInteraction,
) -> Result<(), BotError> {
    let name = match &click.member {
        Some(m) => m.display_name().to_owned(),
        None => click.user.display_name().to_owned(),
    };
    data.remember_name(click.user.id.get(), &name);
    let id = match click.data.custom_id.parse::<ComponentId>() {
        Ok(id) => id,
        Err(e) => {
            tracing::warn!(user = %click.user.id, custom_id = %click.data.custom_id, error = %e,
                "refused a component id the bot did not make");
            let lang = Lang::from_discord(&click.locale);
            return reply(ctx, click, &Refusal::Forged.text(lang)).await;
        }
    };
    tracing::debug!(user = %click.user.id, %id, "click");
    let id = match id.verb {
        Verb::Menu(_) => match menu_choice(click, id) {
            Some(inner) => inner,
            None => {
                let lang = Lang::from_discord(&click.locale);
                return reply(ctx, click, &Refusal::Forged.text(lang)).await;
            }
        },
        _ => id,
    };
    route(ctx, data, click, id).await
}

/// What an option of a grouped turn menu stands for: the verb in its value, for the menu's
/// game and version (never another menu).
fn menu_choice(click: &ComponentInteraction, menu: ComponentId) -> Option<ComponentId> {
    let serenity::ComponentInteractionDataKind::StringSelect { values } = &click.data.kind else {
        return None;
    };
    let value = values.first()?;
    let inner: ComponentId = format!(
        "{}:{}:{}:{value}",
        super::custom_id::PREFIX,
        menu.game.0,
        menu.version
    )
    .parse()
    .ok()?;
    (!matches!(inner.verb, Verb::Menu(_))).then_some(inner)
}

/// Hands a click to the handler of its verb.
async fn route(
    ctx: &SerenityContext,
    data: &Data,
    click: &ComponentInteraction,
    id: ComponentId,
) -> Result<(), BotError> {
    match id.verb {
        Verb::Menu(_) => {
            let lang = Lang::from_discord(&click.locale);
            reply(ctx, click, &Refusal::Forged.text(lang)).await
        }
        Verb::Join | Verb::Leave | Verb::AddComputer | Verb::RemoveComputer => {
            lobby_update(ctx, data, click, id).await
        }
        Verb::Start | Verb::Cancel => lobby_host(ctx, data, click, id).await,
        Verb::Abandon => super::lobby::abandon::confirmed(ctx, data, click, id).await,
        Verb::Hand => hand(ctx, data, click, id.game).await,
        Verb::Roll => play(ctx, data, click, id, Action::Roll).await,
        Verb::EndTurn => play(ctx, data, click, id, Action::EndTurn).await,
        Verb::EndLockedGame => play(ctx, data, click, id, Action::EndLockedGame).await,
        Verb::BuyDevCard => play(ctx, data, click, id, Action::BuyDevCard).await,
        Verb::Pick(kind) => pick(ctx, data, click, id, kind).await,
        Verb::Place(kind, _) => place(ctx, data, click, id, kind).await,
        Verb::Discard => discard::open_prompt(ctx, data, click, id).await,
        Verb::DiscardCards => discard::cards_chosen(ctx, data, click, id).await,
        Verb::Cards => devcards::open_menu(ctx, data, click, id).await,
        Verb::Play(card) => devcards::press_card(ctx, data, click, id, card).await,
        Verb::CardChoice(card) => devcards::card_chosen(ctx, data, click, id, card).await,
        Verb::Decide => modules::decide::open_prompt(ctx, data, click, id).await,
        Verb::Do(label) => modules::decide::open_kind(ctx, data, click, id, label).await,
        Verb::Decision(_) => modules::decide::chosen(ctx, data, click, id).await,
        Verb::Trade(t) => super::trade::on_click(ctx, data, click, id, t).await,
    }
}

async fn lobby_update(
    ctx: &SerenityContext,
    data: &Data,
    click: &ComponentInteraction,
    id: ComponentId,
) -> Result<(), BotError> {
    let c = Click::new(ctx, data, click, id);
    let (channel, user) = (c.channel(), c.user());
    // The channel's lock is held for moments (a commit, posting the lobby); if it is held for
    // long, acknowledge first (the answer must come within Discord's three seconds), then edit
    // the lobby once the lock is ours.
    let lock = data.channel_lock(channel);
    let waited = tokio::time::timeout(LOCK_PATIENCE, Arc::clone(&lock).lock_owned()).await;
    let (guard, deferred) = match waited {
        Ok(guard) => (guard, false),
        Err(_) => {
            c.defer_update().await?;
            (lock.lock_owned().await, true)
        }
    };
    let game = Some(id.game);
    let result = match id.verb {
        Verb::Join => lobby::join_holding(data, guard, channel, user, game).await,
        Verb::AddComputer => {
            let level = lobby::DEFAULT_COMPUTER_LEVEL;
            lobby::add_computer_holding(data, guard, channel, user, level, game).await
        }
        Verb::RemoveComputer => {
            lobby::remove_computer_holding(data, guard, channel, user, game).await
        }
        _ => lobby::leave_holding(data, guard, channel, user, game).await,
    };
    match result {
        // The channel stays locked until the lobby message is updated (see `lobby::join`).
        Ok((stored, _channel)) => {
            let info = lobby::lobby_info(&stored);
            let embed = compose::lobby_embed(&info, stored.lang);
            let rows = compose::lobby_components(&info, stored.lang);
            if deferred {
                let edit = EditInteractionResponse::new().embed(embed).components(rows);
                click.edit_response(ctx, edit).await?;
            } else {
                let update = CreateInteractionResponseMessage::new()
                    .embed(embed)
                    .components(rows);
                click
                    .create_response(ctx, CreateInteractionResponse::UpdateMessage(update))
                    .await?;
            }
            Ok(())
        }
        Err(r) if deferred => followup(ctx, click, &r.text(c.lang)).await,
        Err(r) => c.refuse(&r).await,
    }
}

async fn lobby_host(
    ctx: &SerenityContext,
    data: &Data,
    click: &ComponentInteraction,
    id: ComponentId,
) -> Result<(), BotError> {
    let c = Click::new(ctx, data, click, id);
    c.defer_update().await?;
    let (channel, user) = (c.channel(), c.user());
    let admin = is_admin(click.member.as_ref());
    let result = match id.verb {
        Verb::Start => lobby::start(&ctx.http, data, channel, user, admin, Some(id.game))
            .await
            .map(|_| None),
        // The lobby message is public: in the game's language.
        _ => lobby::abandon(&ctx.http, data, channel, user, admin, Some(id.game))
            .await
            .map(|stored| Some(t!(stored.lang, "lobby-cancelled"))),
    };
    match result {
        Ok(None) => Ok(()),
        Ok(Some(text)) => {
            let edit = EditInteractionResponse::new()
                .content(text)
                .embeds(Vec::new())
                .components(Vec::new());
            click.edit_response(ctx, edit).await?;
            Ok(())
        }
        Err(r) => followup(ctx, click, &r.text(c.lang)).await,
    }
}

async fn hand(
    ctx: &SerenityContext,
    data: &Data,
    click: &ComponentInteraction,
    game: GameId,
) -> Result<(), BotError> {
    let lang = Lang::from_discord(&click.locale);
    // Reading the game may wait behind a commit: acknowledge first.
    click.defer_ephemeral(ctx).await?;
    let text = match hand_text(
        data,
        click.channel_id.get(),
        click.user.id.get(),
        Some(game),
        lang,
    )
    .await
    {
        Ok(t) => t,
        Err(r) => r.text(lang),
    };
    edit_reply(ctx, click, &text).await
}

async fn play(
    ctx: &SerenityContext,
    data: &Data,
    click: &ComponentInteraction,
    id: ComponentId,
    action: Action,
) -> Result<(), BotError> {
    let c = Click::new(ctx, data, click, id);
    c.defer_private().await?;
    let outcome = c.act(action).await;
    c.finish(outcome, After::Summary).await
}

async fn pick(
    ctx: &SerenityContext,
    data: &Data,
    click: &ComponentInteraction,
    id: ComponentId,
    kind: PickKind,
) -> Result<(), BotError> {
    let c = Click::new(ctx, data, click, id);
    let lang = c.lang;
    let stored = match c.current_player().await {
        Ok(s) => s,
        Err(r) => return c.refuse(&r).await,
    };
    c.defer_private().await?;
    let mut intro = t!(lang, "pick-intro", what = compose::piece_name(kind, lang));
    if let Some(game) = stored.game.as_ref() {
        for note in modules::text::pick_notes(&game.config().modules, kind, lang) {
            intro.push('\n');
            intro.push_str(&note);
        }
    }
    let edit = chooser_edit(data, &stored, kind, intro, lang).await;
    click.edit_response(ctx, edit).await?;
    Ok(())
}

async fn place(
    ctx: &SerenityContext,
    data: &Data,
    click: &ComponentInteraction,
    id: ComponentId,
    kind: PickKind,
) -> Result<(), BotError> {
    let c = Click::new(ctx, data, click, id);
    let Some(values) = c.values() else {
        return c
            .forged("a place id on a component that is not a select menu")
            .await;
    };
    c.defer_update().await?;
    let outcome = async {
        let value = values
            .first()
            .ok_or_else(|| Refusal::BadChoice(t!(c.lang, "refusal-nothing-chosen")))?;
        let action = match c.current_player().await {
            // An older menu: acting tells a repeated choice ("already done") from a stale
            // one (refused either way, before the rules see it).
            Err(Refusal::OutOfDate { .. }) => {
                let stored = turn::active_game(data, c.channel()).await?;
                let game = stored.game.as_ref().ok_or(Refusal::NoGame)?;
                turn::action_named(game, kind, value, c.lang)?
            }
            current => {
                let stored = current?;
                let game = stored.game.as_ref().ok_or(Refusal::NoGame)?;
                turn::action_for_choice(game, kind, value, c.lang)?
            }
        };
        c.act(action).await
    }
    .await;
    match outcome {
        // A wrong choice keeps the menus, to choose again.
        Err(r @ Refusal::BadChoice(_)) => {
            let edit = EditInteractionResponse::new().content(r.text(c.lang));
            click.edit_response(ctx, edit).await?;
            Ok(())
        }
        // A road follows (setup, Road Building): its chooser is offered straight away.
        outcome => c.finish(outcome, After::NextStep).await,
    }
}
