//! The one global handler for buttons and select menus. Component ids carry everything needed
//! ([`ComponentId`]), so clicks keep working after a restart.

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, Context as SerenityContext, CreateAttachment, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, EditInteractionResponse,
    FullEvent, Interaction, Member,
};

use kaitaku_engine::{Action, Decision, Event};
use kaitaku_i18n::Lang;
use kaitaku_i18n::t;
use kaitaku_store::GameId;

use super::compose::{self, BOARD_FILE};
use super::custom_id::{ComponentId, PickKind, Verb};
use super::handler::{After, Click};
use super::turn::{self, Expected};
use std::sync::Arc;

use super::{BotError, Data, Refusal, SharedData, devcards, discard, lobby, modules};

/// Whether a member may manage the server (admins may start or abandon any game).
pub fn is_admin(member: Option<&Member>) -> bool {
    member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild() || p.administrator())
}

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
    match id.verb {
        Verb::Join | Verb::Leave => lobby_update(ctx, data, click, id).await,
        Verb::Start | Verb::Cancel => lobby_host(ctx, data, click, id).await,
        Verb::Abandon => super::abandon::confirmed(ctx, data, click, id).await,
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
        Verb::Decision(_) => modules::decide::chosen(ctx, data, click, id).await,
        Verb::Trade(t) => super::trade::on_click(ctx, data, click, id, t).await,
    }
}

/// Answers the click with an ephemeral message.
pub async fn reply(
    ctx: &SerenityContext,
    click: &ComponentInteraction,
    text: &str,
) -> Result<(), BotError> {
    reply_with(ctx, click, text, Vec::new()).await
}

/// Answers the click with an ephemeral message carrying `components` (a menu or a prompt).
pub async fn reply_with(
    ctx: &SerenityContext,
    click: &ComponentInteraction,
    text: &str,
    components: Vec<serenity::CreateActionRow>,
) -> Result<(), BotError> {
    let mut msg = CreateInteractionResponseMessage::new()
        .content(text)
        .ephemeral(true);
    if !components.is_empty() {
        msg = msg.components(components);
    }
    click
        .create_response(ctx, CreateInteractionResponse::Message(msg))
        .await?;
    Ok(())
}

/// After a deferred update: an ephemeral follow-up.
async fn followup(
    ctx: &SerenityContext,
    click: &ComponentInteraction,
    text: &str,
) -> Result<(), BotError> {
    let msg = CreateInteractionResponseFollowup::new()
        .content(text)
        .ephemeral(true);
    click.create_followup(ctx, msg).await?;
    Ok(())
}

/// After a deferred answer: replaces its text.
pub async fn edit_reply(
    ctx: &SerenityContext,
    click: &ComponentInteraction,
    text: &str,
) -> Result<(), BotError> {
    click
        .edit_response(ctx, EditInteractionResponse::new().content(text))
        .await?;
    Ok(())
}

async fn lobby_update(
    ctx: &SerenityContext,
    data: &Data,
    click: &ComponentInteraction,
    id: ComponentId,
) -> Result<(), BotError> {
    let c = Click::new(ctx, data, click, id);
    let (channel, user) = (c.channel(), c.user());
    let result = match id.verb {
        Verb::Join => lobby::join(data, channel, user, Some(id.game)).await,
        _ => lobby::leave(data, channel, user, Some(id.game)).await,
    };
    match result {
        // The channel stays locked until the lobby message is updated (see `lobby::join`).
        Ok((stored, _channel)) => {
            let update = CreateInteractionResponseMessage::new()
                .embed(compose::lobby_embed(
                    &lobby::lobby_info(&stored),
                    stored.lang,
                ))
                .components(compose::lobby_components(stored.id, stored.lang));
            click
                .create_response(ctx, CreateInteractionResponse::UpdateMessage(update))
                .await?;
            Ok(())
        }
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

/// The private hand of `user` in the channel's game, in `lang`.
pub async fn hand_text(
    data: &Data,
    channel: u64,
    user: u64,
    game: Option<GameId>,
    lang: Lang,
) -> Result<String, Refusal> {
    let stored = turn::active_game(data, channel).await?;
    if game.is_some_and(|g| g != stored.id) {
        return Err(Refusal::NoGame);
    }
    let seat = turn::seat_of(&stored, user)?;
    let g = stored.game.as_ref().ok_or(Refusal::NoGame)?;
    Ok(compose::hand_text(&g.view(Some(seat)), lang))
}

/// What the actor is told after an action, in their `lang`: the public lines, plus what only
/// they may see.
pub fn private_summary(events: &[Event], table: &compose::Table, lang: Lang) -> String {
    let mut text = turn::summary(events, table, lang);
    for e in events {
        if let Event::DevCardBought {
            card: Some(card), ..
        } = e
        {
            text.push('\n');
            text.push_str(&t!(
                lang,
                "private-drew",
                card = compose::dev_card_name(*card, lang)
            ));
        }
        if let Event::Stole {
            resource: Some(r), ..
        } = e
        {
            text.push('\n');
            text.push_str(&t!(
                lang,
                "private-stolen",
                resource = kaitaku_i18n::resource_name(*r, lang)
            ));
        }
    }
    // The events are already redacted for the actor: what is left is theirs to see.
    for e in events {
        if let Some(line) = modules::text::private_lines(e, table, lang) {
            text.push('\n');
            text.push_str(&line);
        }
    }
    text
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

/// Checks that `user` is the current player and owes a move now, in the game (and version)
/// the click was made for.
pub async fn pick_target(
    data: &Data,
    channel: u64,
    user: u64,
    id: ComponentId,
) -> Result<kaitaku_store::StoredGame, Refusal> {
    let stored = turn::active_game(data, channel).await?;
    turn::check_expected(&stored, Some(Expected::of(id)))?;
    let seat = turn::seat_of(&stored, user)?;
    let game = stored.game.as_ref().ok_or(Refusal::NoGame)?;
    if game.state().current != seat || !turn::may_act(game, seat) {
        return Err(Refusal::NotYourTurn);
    }
    Ok(stored)
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
    if kind == PickKind::Robber
        && let Some(game) = stored.game.as_ref()
        && game
            .config()
            .modules
            .contains(&kaitaku_engine::modules::ModuleId::FriendlyRobber)
    {
        intro.push('\n');
        intro.push_str(&t!(lang, "pick-friendly-robber"));
    }
    let edit = chooser_edit(data, &stored, kind, intro, lang).await;
    click.edit_response(ctx, edit).await?;
    Ok(())
}

/// The ephemeral answer showing the chooser of `kind` (labelled board and select menus) for
/// the current player of `stored`, under `intro`; a plain text when there is nowhere to place.
/// Worded in `lang`, the chooser's language.
pub async fn chooser_edit(
    data: &Data,
    stored: &kaitaku_store::StoredGame,
    kind: PickKind,
    intro: String,
    lang: Lang,
) -> EditInteractionResponse {
    let chooser = match turn::chooser(data, stored, kind, lang).await {
        Ok(c) => c,
        Err(e) => {
            tracing::error!(game = %stored.id, error = %e, "could not build the chooser");
            return EditInteractionResponse::new()
                .content(Refusal::Internal.text(lang))
                .components(Vec::new())
                .clear_attachments();
        }
    };
    if chooser.options.is_empty() {
        return EditInteractionResponse::new()
            .content(t!(
                lang,
                "pick-nowhere",
                what = compose::piece_name(kind, lang)
            ))
            .components(Vec::new())
            .clear_attachments();
    }
    let menus = compose::pick_menus(stored.id, stored.version, kind, &chooser.options, lang);
    EditInteractionResponse::new()
        .content(intro)
        .new_attachment(CreateAttachment::bytes(chooser.png, BOARD_FILE))
        .components(menus)
}

/// The place the current player of `stored` must choose next, if `user` is that player and
/// the game waits for a place (a setup or free road, the robber after a knight).
pub fn next_pick(stored: &kaitaku_store::StoredGame, user: u64) -> Option<PickKind> {
    let game = stored.game.as_ref()?;
    let seat = stored.seat_of(user)?;
    if game.state().current != seat {
        return None;
    }
    game.pending()
        .iter()
        .filter(|p| p.seat == seat)
        .find_map(|p| match p.decision {
            Decision::PlaceRoad => Some(PickKind::Road),
            // With a damaged road (event cards) Road Building may only repair: no road chooser.
            Decision::PlaceFreeRoad { .. } => game
                .legal_actions(seat)
                .iter()
                .any(|a| matches!(a, Action::BuildRoad { .. }))
                .then_some(PickKind::Road),
            Decision::MoveRobber => Some(PickKind::Robber),
            _ => None,
        })
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
