//! `/catan-admin end`: ends a stuck game (lobby or active) in a channel, recorded as ended by
//! an admin; its message loses its buttons and says so, and the channel is told.

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CreateAllowedMentions, CreateMessage, EditMessage, Http, MessageId};

use kaitaku_i18n::t;
use kaitaku_store::StoredGame;

use super::super::reply::private;
use super::super::{BotError, Context, Data, Refusal};
use super::admin_lang;

/// End a stuck game here (or in another channel), recorded as ended by an admin
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "終了"),
    description_localized("ja", "進まなくなったゲームを終了する（管理者）")
)]
pub async fn end(
    ctx: Context<'_>,
    #[name_localized("ja", "チャンネル")]
    #[description_localized("ja", "ゲームのチャンネル（省略時はこのチャンネル）")]
    #[description = "The game's channel (default: this one)"]
    #[channel_types("Text")]
    channel: Option<serenity::ChannelId>,
) -> Result<(), BotError> {
    let Some(lang) = admin_lang(ctx).await? else {
        return Ok(());
    };
    ctx.defer_ephemeral().await?;
    let channel = channel.unwrap_or_else(|| ctx.channel_id());
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let admin = ctx.author().id.get();
    let text = match end_game(ctx.http(), ctx.data(), guild, channel.get(), admin).await {
        Ok(stored) => t!(
            lang,
            "admin-end-done",
            game = stored.id.to_string(),
            channel = format!("<#{channel}>")
        ),
        Err(Refusal::NoGame) => t!(lang, "admin-end-none", channel = format!("<#{channel}>")),
        Err(other) => other.to_string(),
    };
    private(ctx, text).await
}

/// Ends the open game of `channel` (in `guild`) as admin `admin`: recorded as ended by them,
/// its message retired, a public message posted in the game's language.
pub async fn end_game(
    http: &Http,
    data: &Data,
    guild: u64,
    channel: u64,
    admin: u64,
) -> Result<StoredGame, Refusal> {
    let lock = data.channel_lock(channel);
    let _guard = lock.lock().await;
    let stored = match data.store.load_by_channel(channel).await? {
        Some(g) if g.status.is_open() && g.guild_id == guild => g,
        _ => return Err(Refusal::NoGame),
    };
    data.store.end_game_by_admin(stored.id, admin).await?;
    tracing::info!(game = %stored.id, channel, admin, "game ended by an admin");
    let lang = stored.lang;
    let channel_id = ChannelId::new(channel);
    if let Some(m) = stored.turn_message_id {
        let retired = EditMessage::new()
            .content(t!(lang, "admin-end-message"))
            .components(Vec::new());
        if let Err(e) = channel_id
            .edit_message(http, MessageId::new(m), retired)
            .await
        {
            tracing::warn!(game = %stored.id, error = %e, "could not retire the game's message");
        }
    }
    let notice = CreateMessage::new()
        .content(t!(
            lang,
            "admin-end-public",
            game = stored.id.to_string(),
            admin = format!("<@{admin}>")
        ))
        .allowed_mentions(CreateAllowedMentions::new());
    if let Err(e) = channel_id.send_message(http, notice).await {
        tracing::warn!(game = %stored.id, error = %e, "could not announce the end of the game");
    }
    Ok(stored)
}
