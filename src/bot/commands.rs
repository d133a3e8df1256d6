//! The `/catan` slash commands: the same operations as the buttons, for keyboard players, with
//! autocomplete of legal spots.

use poise::serenity_prelude as serenity;
use serenity::CreateAutocompleteResponse;

use kaitaku_engine::Action;
use kaitaku_i18n::t;

use super::admin::parse;
use super::cards::devcards::{buy, play};
use super::cards::discard::discard;
use super::compose;
use super::custom_id::PickKind;
use super::hint::hint;
use super::lookups::{board, history, log_cmd, rules, stats, status};
use super::modules::decide::decide;
use super::reply::{author_is_admin, private, remember, user_lang};
use super::seats::takeover;
use super::slash::act;
use super::trade::commands::trade;
use super::turn;
use super::{BotError, Context, Refusal, SharedData, lobby};

/// Every command kaitaku registers.
pub fn all() -> Vec<poise::Command<SharedData, BotError>> {
    vec![catan(), super::admin::catan_admin()]
}

/// Play Catan in this channel
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "カタン"),
    description_localized("ja", "このチャンネルでカタンを遊ぶ"),
    subcommands(
        "new", "join", "leave", "start", "abandon", "hand", "roll", "end", "finish", "build",
        "robber", "buy", "play", "discard", "decide", "trade", "status", "board", "log_cmd",
        "rules", "history", "stats", "takeover", "hint"
    ),
    subcommand_required
)]
pub async fn catan(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Open a lobby for a new game in this channel
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "新規"),
    description_localized("ja", "このチャンネルで新しいゲームの参加者を募集する")
)]
#[allow(clippy::too_many_arguments)] // one per slash command option
pub async fn new(
    ctx: Context<'_>,
    #[description = "The game: the base game (default) or a scenario"]
    #[name_localized("ja", "ゲーム")]
    #[description_localized("ja", "遊ぶゲーム：基本ゲーム（初期値）かシナリオ")]
    #[autocomplete = "complete_scenario"]
    scenario: Option<String>,
    #[description = "Table size (3 or 4 players; 2 for Catan for Two)"]
    #[name_localized("ja", "人数")]
    #[description_localized("ja", "プレイ人数（3人か4人。2人でカタンなら2人）")]
    #[min = 2]
    #[max = 4]
    players: Option<u8>,
    #[description = "Victory points to win (default 10)"]
    #[name_localized("ja", "目標勝利点")]
    #[description_localized("ja", "勝利に必要な勝利点（初期値10）")]
    #[min = 3]
    #[max = 30]
    target_vp: Option<u8>,
    #[description = "Optional rules, separated by commas (the list offers them), or none"]
    #[name_localized("ja", "追加ルール")]
    #[description_localized("ja", "追加ルール（カンマ区切り。一覧から選べます）。なしは none")]
    #[autocomplete = "complete_rules"]
    rules: Option<String>,
    #[description = "Board: balanced random (default), random, or the beginner board"]
    #[name_localized("ja", "盤面")]
    #[description_localized(
        "ja",
        "盤面：バランス調整ランダム（初期値）、ランダム、初心者向け配置"
    )]
    board: Option<super::board_choice::BoardChoice>,
    #[description = "Computer players to seat at once (the host can add more in the lobby)"]
    #[name_localized("ja", "cpu人数")]
    #[description_localized("ja", "最初から座らせるCPUの人数（ロビーでホストが追加もできます）")]
    #[min = 0]
    #[max = 3]
    bots: Option<u8>,
    #[description = "How strong those computer players are (default normal)"]
    #[name_localized("ja", "cpuの強さ")]
    #[description_localized("ja", "そのCPUの強さ（初期値：ふつう）")]
    bot_level: Option<super::computer_level::ComputerLevel>,
) -> Result<(), BotError> {
    remember(ctx);
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let read = || -> Result<_, String> {
        let lang = user_lang(ctx);
        let scenario = scenario
            .as_deref()
            .map(|s| parse::parse_scenario(s, lang))
            .transpose()?;
        let rules = rules
            .as_deref()
            .map(|r| parse::parse_rules(r, lang))
            .transpose()?;
        Ok((scenario, rules))
    };
    let (scenario, rules) = match read() {
        Ok(read) => read,
        Err(why) => return private(ctx, why).await,
    };
    // The server's settings: where and by whom games may start, defaults, public language.
    let asked = super::admin::policy::Asked {
        scenario,
        rules,
        players,
        target_vp,
        board,
    };
    let (planned, lang) = match super::admin::new_game_plan(ctx, asked).await {
        Ok(plan) => plan,
        Err(why) => return private(ctx, why).await,
    };
    let data = ctx.data();
    // The channel stays locked until the lobby message's id is stored: a Start pressed before
    // that would not find the message to close.
    let (stored, _channel) = match lobby::create(
        data,
        guild,
        ctx.channel_id().get(),
        ctx.author().id.get(),
        planned,
        lobby::Computers {
            count: bots.unwrap_or(0),
            level: bot_level.map_or(lobby::DEFAULT_COMPUTER_LEVEL, |l| l.level()),
        },
        user_lang(ctx),
    )
    .await
    {
        Ok(s) => s,
        Err(r) => return private(ctx, r.text(user_lang(ctx))).await,
    };
    data.store.set_game_lang(stored.id, lang).await?;
    let stored = kaitaku_store::StoredGame { lang, ..stored };
    let reply = poise::CreateReply::default()
        .embed(compose::lobby_embed(
            &lobby::lobby_info(&stored),
            stored.lang,
        ))
        .components(compose::lobby_components(
            &lobby::lobby_info(&stored),
            stored.lang,
        ));
    let handle = ctx.send(reply).await?;
    let message = handle.message().await?;
    data.store
        .set_turn_message(stored.id, Some(message.id.get()))
        .await?;
    tracing::info!(game = %stored.id, host = %ctx.author().id, "lobby opened");
    Ok(())
}

/// Autocomplete for `/catan new`'s `scenario`: the base game and the registry's scenarios.
async fn complete_scenario(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    choices(parse::scenario_suggestions(partial, user_lang(ctx)))
}

/// Autocomplete for `/catan new`'s `rules`: the list typed so far, extended by each optional
/// rule of the registry.
async fn complete_rules(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    choices(parse::rule_suggestions(partial, user_lang(ctx)))
}

/// At most 25 autocomplete choices from (label, value) pairs.
fn choices(pairs: Vec<(String, String)>) -> CreateAutocompleteResponse {
    let mut response = CreateAutocompleteResponse::new();
    // Discord takes 25 choices at most, each name and value at most 100 characters.
    let fits = pairs
        .into_iter()
        .filter(|(_, value)| value.chars().count() <= 100);
    for (label, value) in fits.take(25) {
        let label: String = label.chars().take(100).collect();
        response = response.add_string_choice(label, value);
    }
    response
}

/// Refreshes the lobby message after a slash command changed the lobby.
async fn refresh_lobby(ctx: Context<'_>, stored: &kaitaku_store::StoredGame) {
    let Some(id) = stored.turn_message_id else {
        return;
    };
    let edit = serenity::EditMessage::new()
        .embed(compose::lobby_embed(
            &lobby::lobby_info(stored),
            stored.lang,
        ))
        .components(compose::lobby_components(
            &lobby::lobby_info(stored),
            stored.lang,
        ));
    if let Err(e) = ctx
        .channel_id()
        .edit_message(ctx.http(), serenity::MessageId::new(id), edit)
        .await
    {
        tracing::warn!(game = %stored.id, error = %e, "could not refresh the lobby message");
    }
}

/// Join the lobby in this channel
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "参加"),
    description_localized("ja", "このチャンネルで募集中のゲームに参加する")
)]
pub async fn join(ctx: Context<'_>) -> Result<(), BotError> {
    remember(ctx);
    match lobby::join(
        ctx.data(),
        ctx.channel_id().get(),
        ctx.author().id.get(),
        None,
    )
    .await
    {
        Ok((stored, channel)) => {
            // The channel stays locked until the lobby message is refreshed (see `lobby::join`).
            refresh_lobby(ctx, &stored).await;
            drop(channel);
            private(ctx, t!(user_lang(ctx), "lobby-joined")).await
        }
        Err(r) => private(ctx, r.text(user_lang(ctx))).await,
    }
}

/// Leave the lobby in this channel
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "退出"),
    description_localized("ja", "募集中のゲームから抜ける")
)]
pub async fn leave(ctx: Context<'_>) -> Result<(), BotError> {
    match lobby::leave(
        ctx.data(),
        ctx.channel_id().get(),
        ctx.author().id.get(),
        None,
    )
    .await
    {
        Ok((stored, channel)) => {
            refresh_lobby(ctx, &stored).await;
            drop(channel);
            private(ctx, t!(user_lang(ctx), "lobby-left")).await
        }
        Err(r) => private(ctx, r.text(user_lang(ctx))).await,
    }
}

/// Start the game with the players who joined (host or admin)
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "開始"),
    description_localized("ja", "参加者でゲームを始める（ホストか管理者）")
)]
pub async fn start(ctx: Context<'_>) -> Result<(), BotError> {
    remember(ctx);
    ctx.defer_ephemeral().await?;
    let result = lobby::start(
        ctx.http(),
        ctx.data(),
        ctx.channel_id().get(),
        ctx.author().id.get(),
        author_is_admin(ctx),
        None,
    )
    .await;
    match result {
        Ok(_) => private(ctx, t!(user_lang(ctx), "lobby-game-started")).await,
        Err(r) => private(ctx, r.text(user_lang(ctx))).await,
    }
}

/// End the game in this channel without a winner (host or admin)
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "中止"),
    description_localized("ja", "このチャンネルのゲームを勝者なしで終える（ホストか管理者）")
)]
pub async fn abandon(ctx: Context<'_>) -> Result<(), BotError> {
    super::lobby::abandon::ask(ctx).await
}

/// Show your hand (only you see it)
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "手札"),
    description_localized("ja", "自分の手札を見る（自分にだけ表示）")
)]
pub async fn hand(ctx: Context<'_>) -> Result<(), BotError> {
    remember(ctx);
    let lang = user_lang(ctx);
    let text = super::lookups::hand_text(
        ctx.data(),
        ctx.channel_id().get(),
        ctx.author().id.get(),
        None,
        lang,
    )
    .await
    .unwrap_or_else(|r| r.text(lang));
    private(ctx, text).await
}

/// Roll the dice
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "サイコロ"),
    description_localized("ja", "サイコロを振る")
)]
pub async fn roll(ctx: Context<'_>) -> Result<(), BotError> {
    act(ctx, Action::Roll).await
}

/// End your turn
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "手番終了"),
    description_localized("ja", "自分の手番を終える")
)]
pub async fn end(ctx: Context<'_>) -> Result<(), BotError> {
    act(ctx, Action::EndTurn).await
}

/// End a locked game (nobody can gain victory points any more): the leader wins, or a draw
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "終局"),
    description_localized("ja", "行き詰まったゲームを終える（首位の勝利、同点なら引き分け）")
)]
pub async fn finish(ctx: Context<'_>) -> Result<(), BotError> {
    act(ctx, Action::EndLockedGame).await
}

/// Build (or place, during setup) a piece
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "建設"),
    description_localized("ja", "駒を建設する（初期配置では置く）"),
    subcommands("settlement", "road", "city"),
    subcommand_required
)]
pub async fn build(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// The legal spots of `kind` for the author, filtered by what they typed.
async fn complete(ctx: Context<'_>, kind: PickKind, partial: &str) -> CreateAutocompleteResponse {
    let mut response = CreateAutocompleteResponse::new();
    let Ok(stored) = turn::active_game(ctx.data(), ctx.channel_id().get()).await else {
        return response;
    };
    let Some(game) = stored.game.as_ref() else {
        return response;
    };
    if stored.seat_of(ctx.author().id.get()) != Some(game.state().current) {
        return response;
    }
    let Ok(options) = turn::choices(ctx.data(), &stored, kind, user_lang(ctx)) else {
        return response;
    };
    for (label, code) in super::spots::spot_suggestions(options, partial) {
        response = response.add_string_choice(label, code);
    }
    response
}

async fn complete_settlement(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    complete(ctx, PickKind::Settlement, partial).await
}
async fn complete_road(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    complete(ctx, PickKind::Road, partial).await
}
async fn complete_city(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    complete(ctx, PickKind::City, partial).await
}

/// Builds `kind` at the typed spot code.
async fn build_at(ctx: Context<'_>, kind: PickKind, spot: &str) -> Result<(), BotError> {
    let lang = user_lang(ctx);
    let action = match turn::active_game(ctx.data(), ctx.channel_id().get()).await {
        Ok(stored) => match stored.game.as_ref() {
            Some(game) => turn::action_for_choice(game, kind, spot, lang),
            None => Err(Refusal::NoGame),
        },
        Err(r) => Err(r),
    };
    match action {
        Ok(action) => act(ctx, action).await,
        Err(r) => private(ctx, r.text(lang)).await,
    }
}

/// Build a settlement on an intersection
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "開拓地"),
    description_localized("ja", "交点に開拓地を建設する")
)]
pub async fn settlement(
    ctx: Context<'_>,
    #[description = "Intersection code (as labelled on the board)"]
    #[name_localized("ja", "場所")]
    #[description_localized("ja", "交点の番号（盤面の表示どおり）")]
    #[autocomplete = "complete_settlement"]
    spot: String,
) -> Result<(), BotError> {
    build_at(ctx, PickKind::Settlement, &spot).await
}

/// Build a road on a path
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "街道"),
    description_localized("ja", "辺に街道を建設する")
)]
pub async fn road(
    ctx: Context<'_>,
    #[description = "Path code (as labelled on the board)"]
    #[name_localized("ja", "場所")]
    #[description_localized("ja", "辺の番号（盤面の表示どおり）")]
    #[autocomplete = "complete_road"]
    spot: String,
) -> Result<(), BotError> {
    build_at(ctx, PickKind::Road, &spot).await
}

/// Upgrade a settlement to a city
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "都市"),
    description_localized("ja", "開拓地を都市にする")
)]
pub async fn city(
    ctx: Context<'_>,
    #[description = "Intersection code of your settlement"]
    #[name_localized("ja", "場所")]
    #[description_localized("ja", "自分の開拓地がある交点の番号")]
    #[autocomplete = "complete_city"]
    spot: String,
) -> Result<(), BotError> {
    build_at(ctx, PickKind::City, &spot).await
}

async fn complete_robber(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let mut response = CreateAutocompleteResponse::new();
    let Ok(stored) = turn::active_game(ctx.data(), ctx.channel_id().get()).await else {
        return response;
    };
    if stored.seat_of(ctx.author().id.get()).is_none() {
        return response;
    }
    let Ok(chooser) = turn::choices(ctx.data(), &stored, PickKind::Robber, user_lang(ctx)) else {
        return response;
    };
    for (label, value) in super::spots::spot_suggestions(chooser, partial) {
        response = response.add_string_choice(label, value);
    }
    response
}

/// Move the robber (and choose whom to rob)
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "盗賊"),
    description_localized("ja", "盗賊を移動する（奪う相手も選ぶ）")
)]
pub async fn robber(
    ctx: Context<'_>,
    #[description = "Hex code, with @seat of the player to rob (e.g. C@2)"]
    #[name_localized("ja", "場所")]
    #[description_localized("ja", "タイルの番号と、奪う相手の@席番号（例：C@2）")]
    #[autocomplete = "complete_robber"]
    target: String,
) -> Result<(), BotError> {
    build_at(ctx, PickKind::Robber, &target).await
}

/// Tells the author privately that an option value was refused and nothing changed.
async fn refuse_options(ctx: Context<'_>, input: Option<&str>) {
    let lang = user_lang(ctx);
    let text = match input {
        Some(value) => t!(lang, "refusal-bad-option-value", value = value.to_owned()),
        None => t!(lang, "refusal-bad-options"),
    };
    if let Err(e) = private(ctx, text).await {
        tracing::warn!(error = %e, "could not refuse an option value");
    }
}

/// Logs framework errors and tells the user something went wrong.
pub async fn on_error(error: poise::FrameworkError<'_, SharedData, BotError>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, error = %error, "command failed");
            let _ = ctx
                .send(
                    poise::CreateReply::default()
                        .content(Refusal::Internal.text(user_lang(ctx)))
                        .ephemeral(true),
                )
                .await;
        }
        poise::FrameworkError::ArgumentParse {
            ctx, input, error, ..
        } => {
            // An option value poise could not read (out of its declared range, or of the
            // wrong type): Discord's client enforces the ranges, but not every client does.
            tracing::info!(command = %ctx.command().qualified_name, ?input, %error,
                "refused an option value that could not be read");
            refuse_options(ctx, input.as_deref()).await;
        }
        poise::FrameworkError::CommandStructureMismatch {
            ctx, description, ..
        } => {
            tracing::warn!(command = %ctx.command().qualified_name, description,
                "refused options that do not match the command");
            refuse_options(ctx.into(), None).await;
        }
        poise::FrameworkError::CommandCheckFailed { error: None, .. } => {
            // The check has already answered (an option value out of range).
        }
        poise::FrameworkError::EventHandler { error, event, .. } => {
            tracing::error!(event = event.snake_case_name(), error = %error, "event handler failed");
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "error while handling an error");
            }
        }
    }
}
