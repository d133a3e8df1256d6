//! Answering people: the shared pieces every feature uses to learn who asked (their
//! language, whether they manage the server, their display name) and to answer them
//! privately, for slash commands and for component clicks alike. Below the features and the
//! routers (`commands`, `components`), so those depend on this and never the other way round.

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, Context as SerenityContext, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, EditInteractionResponse,
    Member,
};

use kaitaku_i18n::Lang;

use super::{BotError, Context};

/// The user's display name, remembered for board images and embeds.
pub fn remember(ctx: Context<'_>) {
    let name = match ctx {
        poise::Context::Application(app) => match &app.interaction.member {
            Some(m) => m.display_name().to_owned(),
            None => app.interaction.user.display_name().to_owned(),
        },
        poise::Context::Prefix(p) => p.msg.author.display_name().to_owned(),
    };
    ctx.data().remember_name(ctx.author().id.get(), &name);
}

/// The language of the command's author (their Discord client's locale), for ephemeral
/// answers and autocomplete labels.
pub fn user_lang(ctx: Context<'_>) -> Lang {
    Lang::from_discord(ctx.locale().unwrap_or_default())
}

/// Whether the command's author may manage the server (Manage Server or Administrator, from
/// the member's permissions in the interaction: checked by the bot, not only by Discord).
pub fn author_is_admin(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(app) => is_admin(app.interaction.member.as_deref()),
        poise::Context::Prefix(_) => false,
    }
}

/// Answers the slash command with an ephemeral message.
pub async fn private(ctx: Context<'_>, text: impl Into<String>) -> Result<(), BotError> {
    ctx.send(poise::CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}

/// Whether a member may manage the server (admins may start or abandon any game).
pub fn is_admin(member: Option<&Member>) -> bool {
    member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild() || p.administrator())
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
pub async fn followup(
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
