//! `/catan-admin`: server settings (`settings`) and ending a stuck game (`end`), for members
//! with Manage Server only. Discord hides the command from others by default
//! (`default_member_permissions`), and the bot checks the permission itself on every
//! subcommand, since a server can change who sees a command.
//!
//! The settings apply to `/catan new` through [`new_game_plan`].

pub mod changes;
pub mod end;
pub mod parse;
pub mod policy;
pub mod summary;

use poise::serenity_prelude as serenity;
use serenity::CreateAutocompleteResponse;

use kaitaku_i18n::Lang;
use kaitaku_i18n::t;

pub(crate) use super::reply::user_lang;
use super::reply::{author_is_admin, private};
use super::seats::kick;
use super::{BotError, Context, Refusal};
use changes::{LanguageChoice, SettingsInput, Starters, apply, differences};
use end::end;
use parse::{DURATION_SUGGESTIONS, variant_suggestions};
use policy::{Asked, Planned};

/// Server settings and moderation (server admins)
#[poise::command(
    slash_command,
    guild_only,
    rename = "catan-admin",
    name_localized("ja", "カタン管理"),
    description_localized("ja", "サーバーのカタン設定と管理（管理者）"),
    default_member_permissions = "MANAGE_GUILD",
    subcommands("settings", "end", "kick"),
    subcommand_required
)]
pub async fn catan_admin(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// The command interaction behind a context (slash commands only).
fn interaction<'a>(ctx: Context<'a>) -> Option<&'a serenity::CommandInteraction> {
    match ctx {
        poise::Context::Application(app) => Some(app.interaction),
        poise::Context::Prefix(_) => None,
    }
}

/// The server's Discord language.
fn server_lang(ctx: Context<'_>) -> Lang {
    interaction(ctx)
        .and_then(|i| i.guild_locale.as_deref())
        .map_or(Lang::En, Lang::from_discord)
}

/// The admin's language, or `None` after telling a non-admin (ephemerally) that the command
/// is for admins. Called first by every subcommand: nothing changes for a refused member.
async fn admin_lang(ctx: Context<'_>) -> Result<Option<Lang>, BotError> {
    let lang = user_lang(ctx);
    if author_is_admin(ctx) {
        return Ok(Some(lang));
    }
    tracing::info!(user = %ctx.author().id, command = %ctx.command().qualified_name,
        "refused an admin command to a member without Manage Server");
    private(ctx, t!(lang, "admin-not-admin")).await?;
    Ok(None)
}

async fn complete_variants(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = user_lang(ctx);
    variant_suggestions(partial, lang)
        .into_iter()
        .take(25)
        .fold(CreateAutocompleteResponse::new(), |r, (label, value)| {
            r.add_string_choice(label, value)
        })
}

async fn complete_duration(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = user_lang(ctx);
    let typed = partial.trim().to_lowercase();
    let mut response = CreateAutocompleteResponse::new();
    for word in DURATION_SUGGESTIONS {
        if !word.starts_with(&typed) {
            continue;
        }
        let label = match parse::parse_duration(word, "", lang) {
            Ok(Some(secs)) => format!("{word} ({})", summary::duration_text(secs, lang)),
            _ => t!(lang, "admin-duration-off-label"),
        };
        response = response.add_string_choice(label, word);
    }
    response
}

/// Show or change this server's Catan settings (admins)
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "設定"),
    description_localized("ja", "このサーバーのカタン設定を表示・変更する（管理者）")
)]
#[allow(clippy::too_many_arguments)] // one per slash command option
pub async fn settings(
    ctx: Context<'_>,
    #[name_localized("ja", "許可ルール")]
    #[description_localized(
        "ja",
        "選べる追加ルール：all、none、またはカンマ区切りの一覧（一覧から選べます）"
    )]
    #[description = "Variants players may choose: all, none, or a comma-separated list (the list offers them)"]
    #[autocomplete = "complete_variants"]
    variants: Option<String>,
    #[name_localized("ja", "人数")]
    #[description_localized("ja", "新しいゲームの初期人数")]
    #[description = "Default table size for new games"]
    #[min = 2]
    #[max = 4]
    players: Option<u8>,
    #[name_localized("ja", "目標勝利点")]
    #[description_localized("ja", "勝利に必要な勝利点の初期値")]
    #[description = "Default victory points to win"]
    #[min = 3]
    #[max = 30]
    target_vp: Option<u8>,
    #[name_localized("ja", "初期ルール")]
    #[description_localized(
        "ja",
        "新しいゲームで最初から有効な追加ルール：none、またはカンマ区切りの一覧"
    )]
    #[description = "Variants on by default in new games: none, or a comma-separated list"]
    #[autocomplete = "complete_variants"]
    default_rules: Option<String>,
    #[name_localized("ja", "手番タイマー")]
    #[description_localized("ja", "ボットが代わりに進めるまでの持ち時間：off、30m、2h、1d…")]
    #[description = "Time per move before the bot plays for a player: off, 30m, 2h, 1d…"]
    #[autocomplete = "complete_duration"]
    turn_timer: Option<String>,
    #[name_localized("ja", "cpuが代わりに")]
    #[description_localized("ja", "時間切れや除外の席をCPUが進める（オフなら最小限の手だけ）")]
    #[description = "Timed-out and replaced seats are played by the computer (off: minimal moves)"]
    computer_takes_over: Option<bool>,
    #[name_localized("ja", "リマインダー")]
    #[description_localized("ja", "手番のプレイヤーに知らせる間隔：off、1h、12h、1d…")]
    #[description = "Remind whoever must play, every: off, 1h, 12h, 1d…"]
    #[autocomplete = "complete_duration"]
    reminders: Option<String>,
    #[name_localized("ja", "開始ロール")]
    #[description_localized("ja", "このロールのメンバー（と管理者）だけがゲームを始められる")]
    #[description = "Only members with this role (and admins) may start games"]
    start_role: Option<serenity::RoleId>,
    #[name_localized("ja", "開始できる人")]
    #[description_localized("ja", "または：ゲームを始められる人（誰でも／管理者のみ）")]
    #[description = "Or: who may start games (anyone, or admins only)"]
    who_can_start: Option<Starters>,
    #[name_localized("ja", "チャンネル追加")]
    #[description_localized("ja", "このチャンネルでのゲームを許可する（一覧があればそこだけ）")]
    #[description = "Allow games in this channel (once channels are listed, only there)"]
    #[channel_types("Text")]
    add_channel: Option<serenity::ChannelId>,
    #[name_localized("ja", "チャンネル削除")]
    #[description_localized("ja", "このチャンネルでのゲームを許可しない")]
    #[description = "No longer allow games in this channel"]
    #[channel_types("Text")]
    remove_channel: Option<serenity::ChannelId>,
    #[name_localized("ja", "全チャンネル")]
    #[description_localized("ja", "すべてのチャンネルでゲームを再び許可する")]
    #[description = "Allow games in every channel again"]
    any_channel: Option<bool>,
    #[name_localized("ja", "言語")]
    #[description_localized("ja", "公開メッセージの言語")]
    #[description = "Language of the public game messages"]
    language: Option<LanguageChoice>,
    #[name_localized("ja", "盤面")]
    #[description_localized("ja", "盤面を選ばなかった新しいゲームの盤面")]
    #[description = "Board of new games that do not choose one"]
    board: Option<super::board_choice::BoardChoice>,
) -> Result<(), BotError> {
    let Some(lang) = admin_lang(ctx).await? else {
        return Ok(());
    };
    let input = SettingsInput {
        variants,
        players,
        target_vp,
        default_rules,
        turn_timer,
        computer_takes_over,
        reminders,
        start_role: start_role.map(|r| r.get()),
        starters: who_can_start,
        add_channel: add_channel.map(|c| c.get()),
        remove_channel: remove_channel.map(|c| c.get()),
        any_channel: any_channel.unwrap_or(false),
        language,
        board,
    };
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let store = &ctx.data().store;
    let old = match store.guild_settings(guild).await {
        Ok(s) => s,
        Err(e) => return private(ctx, Refusal::from(e).text(lang)).await,
    };
    let new = match apply(&old, &input, lang) {
        Ok(new) => new,
        Err(why) => return private(ctx, why).await,
    };
    let changed = differences(&old, &new);
    if !changed.is_empty() {
        if let Err(e) = store.set_guild_settings(guild, &new).await {
            return private(ctx, Refusal::from(e).text(lang)).await;
        }
        tracing::info!(guild, admin = %ctx.author().id, ?changed, "server settings changed");
    }
    let mut shown = summary::summary(&new, &changed, server_lang(ctx), lang);
    if !input.is_empty() && changed.is_empty() {
        shown.description = t!(lang, "admin-summary-same");
    }
    ctx.send(
        poise::CreateReply::default()
            .embed(shown.embed())
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// What `/catan new` may open here, for the author: refused (the reason in their language)
/// when the channel is not a game channel or the author may not start games; else the lobby
/// with the server's defaults filled in, and the new game's public language.
pub async fn new_game_plan(ctx: Context<'_>, asked: Asked) -> Result<(Planned, Lang), String> {
    let lang = user_lang(ctx);
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let settings = ctx
        .data()
        .store
        .guild_settings(guild)
        .await
        .map_err(|e| Refusal::from(e).text(lang))?;
    let roles: Vec<u64> = interaction(ctx)
        .and_then(|i| i.member.as_deref())
        .map(|m| m.roles.iter().map(|r| r.get()).collect())
        .unwrap_or_default();
    policy::may_start(
        &settings,
        ctx.channel_id().get(),
        author_is_admin(ctx),
        &roles,
        lang,
    )?;
    let guild_locale = interaction(ctx).and_then(|i| i.guild_locale.as_deref());
    Ok((
        policy::with_defaults(&settings, &asked),
        policy::public_lang(&settings, guild_locale),
    ))
}
