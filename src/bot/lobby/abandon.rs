//! `/catan abandon`: the host (or an admin) is asked to confirm with a button first; only the
//! press ends the game, and the channel is told who ended it.

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, ChannelId, ComponentInteraction, Context as SerenityContext, CreateActionRow,
    CreateAllowedMentions, CreateButton, CreateMessage, EditInteractionResponse,
};

use kaitaku_i18n::{Lang, t};
use kaitaku_store::GameId;

use crate::bot::custom_id::{ComponentId, Verb};
use crate::bot::handler::Click;
use crate::bot::reply::{author_is_admin, is_admin, private, user_lang};
use crate::bot::{BotError, Context, Data, lobby};

/// The confirmation button for ending `game`, in the asker's language.
pub fn confirm_button(game: GameId, lang: Lang) -> Vec<CreateActionRow> {
    vec![CreateActionRow::Buttons(vec![
        CreateButton::new(ComponentId::new(game, 0, Verb::Abandon).to_string())
            .label(t!(lang, "abandon-button"))
            .style(ButtonStyle::Danger),
    ])]
}

/// The public line saying who ended `game`, in the game's language.
pub fn ended_text(game: GameId, user: u64, lang: Lang) -> String {
    t!(
        lang,
        "lobby-abandoned",
        game = game.to_string(),
        who = format!("<@{user}>")
    )
}

/// `/catan abandon`: checks that the author may end the channel's game, then asks them
/// (privately) to confirm with a button. Nothing changes yet.
pub async fn ask(ctx: Context<'_>) -> Result<(), BotError> {
    let lang = user_lang(ctx);
    let stored = match lobby::abandonable(
        ctx.data(),
        ctx.channel_id().get(),
        ctx.author().id.get(),
        author_is_admin(ctx),
        None,
    )
    .await
    {
        Ok(stored) => stored,
        Err(r) => return private(ctx, r.text(lang)).await,
    };
    let reply = poise::CreateReply::default()
        .content(t!(lang, "abandon-confirm", game = stored.id.to_string()))
        .components(confirm_button(stored.id, lang))
        .ephemeral(true);
    ctx.send(reply).await?;
    Ok(())
}

/// The confirmation was pressed: ends the game (if it is still open and the presser still may)
/// and tells the channel who ended it.
pub async fn confirmed(
    ctx: &SerenityContext,
    data: &Data,
    click: &ComponentInteraction,
    id: ComponentId,
) -> Result<(), BotError> {
    let c = Click::new(ctx, data, click, id);
    c.defer_update().await?;
    let admin = is_admin(click.member.as_ref());
    let (text, ended) =
        match lobby::abandon(&ctx.http, data, c.channel(), c.user(), admin, Some(id.game)).await {
            Ok(stored) => (t!(c.lang, "abandon-done"), Some(stored)),
            Err(r) => (r.text(c.lang), None),
        };
    let edit = EditInteractionResponse::new()
        .content(text)
        .components(Vec::new());
    click.edit_response(ctx, edit).await?;
    if let Some(stored) = ended {
        // Public, in the game's language; the name shows without pinging anyone.
        let message = CreateMessage::new()
            .content(ended_text(stored.id, c.user(), stored.lang))
            .allowed_mentions(CreateAllowedMentions::new().empty_users().empty_roles());
        ChannelId::new(stored.channel_id)
            .send_message(&ctx.http, message)
            .await?;
    }
    Ok(())
}
