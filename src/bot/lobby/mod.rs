//! Lobbies: opening a game in a channel, joining, leaving, starting and abandoning.

pub mod abandon;

use std::hash::{BuildHasher, Hasher};

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, EditMessage, Http, MessageId};

use kaitaku_engine::Ruleset;
use kaitaku_i18n::Lang;
use kaitaku_store::{GameId, GameStatus, NewLobby, StoredGame};

use super::admin::policy::Planned;
use super::compose::{self, LobbyInfo};
use super::errors::LobbyWhy;
use super::turn;
use super::{Data, Refusal, modules};

/// Fewest players of the base game.
pub const MIN_PLAYERS: u8 = 3;
/// Most players of the base game.
pub const MAX_PLAYERS: u8 = 4;

/// What the lobby message shows for a stored lobby: the target and the player counts come from
/// the engine's ruleset for the lobby's config.
pub fn lobby_info(stored: &StoredGame) -> LobbyInfo {
    let ruleset = Ruleset::rebuild(&stored.config);
    LobbyInfo {
        game: stored.id,
        host: stored.host_id,
        players: stored.seats.iter().map(|s| s.user_id).collect(),
        max_players: stored.config.players,
        target: ruleset.target,
        modules: stored.config.modules.clone(),
        min_players: ruleset.players.0,
        computers: stored.seats.iter().map(|s| s.computer.clone()).collect(),
    }
}

/// The open lobby of a channel; `expected` (from a button) must match it.
async fn open_lobby(
    data: &Data,
    channel_id: u64,
    expected: Option<GameId>,
) -> Result<StoredGame, Refusal> {
    match data.store.load_by_channel(channel_id).await? {
        Some(g) if g.status == GameStatus::Lobby && expected.is_none_or(|e| e == g.id) => Ok(g),
        Some(g) if expected.is_some_and(|e| e != g.id) => Err(Refusal::OutOfDate {
            link: turn::turn_link(&g),
        }),
        Some(_) => Err(Refusal::Lobby(LobbyWhy::Started)),
        None => Err(Refusal::NoGame),
    }
}

/// Opens a lobby with the host seated, for the base game with the optional rules `planned`
/// (each must be allowed by the server; the table size defaults to the most the rules allow)
/// on the planned board. The channel's lock comes back with it: the caller holds it until the
/// lobby message is posted and its id stored, so no Join or Start can run in between.
pub async fn create(
    data: &Data,
    guild_id: u64,
    channel_id: u64,
    host_id: u64,
    planned: Planned,
    computers: Computers,
    lang: Lang,
) -> Result<(StoredGame, ChannelGuard), Refusal> {
    let Planned {
        modules: chosen,
        players,
        target_vp,
        layout,
    } = planned;
    if !chosen.is_empty() {
        let settings = data.store.guild_settings(guild_id).await?;
        modules::check_allowed(&chosen, &settings.allowed_variants, lang)?;
    }
    if let Some(t) = target_vp
        && !(3..=30).contains(&t)
    {
        return Err(Refusal::Lobby(LobbyWhy::TargetVp));
    }
    // Tests may add a variant still being built to every game (`NewGames::modules`).
    let mut chosen = chosen;
    for m in &data.new_games.modules {
        if !chosen.contains(m) {
            chosen.push(*m);
        }
    }
    let mut config = modules::table_config(chosen, players, target_vp, lang)?;
    config.layout = layout;
    config.script = data.new_games.script.clone();
    // The host takes a seat; the computers asked for must fit in the others.
    let free = config.players.saturating_sub(1);
    if computers.count > free {
        return Err(Refusal::Lobby(LobbyWhy::TooManyComputers { free }));
    }
    let guard = data.channel_lock(channel_id).lock_owned().await;
    let mut stored = data
        .store
        .create_lobby(NewLobby {
            guild_id,
            channel_id,
            host_id,
            config,
        })
        .await?;
    for _ in 0..computers.count {
        stored.seats = data
            .store
            .add_computer(stored.id, computers.level.name())
            .await?;
    }
    Ok((stored, guard))
}

/// The computer players a new lobby seats at once (`/catan new bots: bot_level:`).
#[derive(Clone, Copy, Debug)]
pub struct Computers {
    /// How many.
    pub count: u8,
    /// Their level.
    pub level: kaitaku_ai::Level,
}

/// The channel's lock, held by a caller that must finish something (a lobby refresh) before
/// another command of the channel may run.
pub type ChannelGuard = tokio::sync::OwnedMutexGuard<()>;

/// Adds `user` to the channel's lobby. The channel stays locked while the caller holds the
/// returned guard: refresh the lobby message before dropping it, so that a Start handled in the
/// meantime cannot be followed by a late refresh that puts the lobby's buttons back.
pub async fn join(
    data: &Data,
    channel_id: u64,
    user: u64,
    expected: Option<GameId>,
) -> Result<(StoredGame, ChannelGuard), Refusal> {
    let guard = data.channel_lock(channel_id).lock_owned().await;
    join_holding(data, guard, channel_id, user, expected).await
}

/// [`join`] with the channel's lock already held.
pub async fn join_holding(
    data: &Data,
    guard: ChannelGuard,
    channel_id: u64,
    user: u64,
    expected: Option<GameId>,
) -> Result<(StoredGame, ChannelGuard), Refusal> {
    let mut stored = open_lobby(data, channel_id, expected).await?;
    stored.seats = data.store.join_lobby(stored.id, user).await?;
    Ok((stored, guard))
}

/// Removes `user` from the channel's lobby; the guard is as for [`join`].
pub async fn leave(
    data: &Data,
    channel_id: u64,
    user: u64,
    expected: Option<GameId>,
) -> Result<(StoredGame, ChannelGuard), Refusal> {
    let guard = data.channel_lock(channel_id).lock_owned().await;
    leave_holding(data, guard, channel_id, user, expected).await
}

/// [`leave`] with the channel's lock already held.
pub async fn leave_holding(
    data: &Data,
    guard: ChannelGuard,
    channel_id: u64,
    user: u64,
    expected: Option<GameId>,
) -> Result<(StoredGame, ChannelGuard), Refusal> {
    let mut stored = open_lobby(data, channel_id, expected).await?;
    stored.seats = data.store.leave_lobby(stored.id, user).await?;
    Ok((stored, guard))
}

/// The level of the computer players the lobby's button seats (`/catan new bots:` chooses
/// another for the ones it seats).
pub const DEFAULT_COMPUTER_LEVEL: kaitaku_ai::Level = kaitaku_ai::Level::Normal;

/// Seats a computer player at `level` in the channel's lobby (host only); the guard is as for
/// [`join`].
pub async fn add_computer_holding(
    data: &Data,
    guard: ChannelGuard,
    channel_id: u64,
    user: u64,
    level: kaitaku_ai::Level,
    expected: Option<GameId>,
) -> Result<(StoredGame, ChannelGuard), Refusal> {
    let mut stored = open_lobby(data, channel_id, expected).await?;
    if stored.host_id != user {
        return Err(Refusal::NotHost);
    }
    stored.seats = data.store.add_computer(stored.id, level.name()).await?;
    Ok((stored, guard))
}

/// Removes the computer player that joined the channel's lobby last (host only); the guard is
/// as for [`join`].
pub async fn remove_computer_holding(
    data: &Data,
    guard: ChannelGuard,
    channel_id: u64,
    user: u64,
    expected: Option<GameId>,
) -> Result<(StoredGame, ChannelGuard), Refusal> {
    let mut stored = open_lobby(data, channel_id, expected).await?;
    if stored.host_id != user {
        return Err(Refusal::NotHost);
    }
    stored.seats = data.store.remove_computer(stored.id).await?;
    Ok((stored, guard))
}

/// A fresh seed for a game: per-process random state mixed with the game id and the time.
fn seed_for(game: GameId) -> u64 {
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_i64(game.0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    h.write_u128(nanos);
    h.finish()
}

/// Starts the channel's lobby with whoever joined (the rules' minimum to the table size): seats follow join order,
/// the first player is drawn from the seed; posts the first turn message.
pub async fn start(
    http: &Http,
    data: &Data,
    channel_id: u64,
    user: u64,
    admin: bool,
    expected: Option<GameId>,
) -> Result<StoredGame, Refusal> {
    let lock = data.channel_lock(channel_id);
    let _guard = lock.lock().await;
    let lobby = open_lobby(data, channel_id, expected).await?;
    if lobby.host_id != user && !admin {
        return Err(Refusal::NotHost);
    }
    let joined = lobby.seats.len();
    let (min_players, _) = modules::players_range(&lobby.config.modules);
    if joined < usize::from(min_players) {
        return Err(Refusal::Lobby(LobbyWhy::TooFew {
            joined,
            min: min_players,
        }));
    }
    if joined != usize::from(lobby.config.players) {
        let mut config = lobby.config.clone();
        config.players = u8::try_from(joined).unwrap_or(MAX_PLAYERS);
        data.store.set_lobby_config(lobby.id, &config).await?;
    }
    let mut stored = data
        .store
        .start_lobby(
            lobby.id,
            match data.new_games.seed {
                Some(seed) if data.new_games.per_channel => {
                    seed ^ lobby.channel_id.wrapping_mul(0x9E37_79B9_7F4A_7C15)
                }
                Some(seed) => seed,
                None => seed_for(lobby.id),
            },
        )
        .await?;
    if let Some(lobby_message) = stored.turn_message_id {
        let done = EditMessage::new()
            .embed(
                compose::lobby_embed(&lobby_info(&stored), stored.lang).description(
                    kaitaku_i18n::t!(
                        stored.lang,
                        "lobby-started",
                        rules = compose::rules_line(&stored.config.modules, stored.lang)
                    ),
                ),
            )
            .components(Vec::new());
        if let Err(e) = ChannelId::new(channel_id)
            .edit_message(http, MessageId::new(lobby_message), done)
            .await
        {
            tracing::warn!(game = %stored.id, error = %e, "could not close the lobby message");
        }
        stored.turn_message_id = None;
    }
    if let Err(e) = turn::publish(http, data, &mut stored, true).await {
        tracing::error!(game = %stored.id, error = %e, "could not post the first turn message");
        return Err(Refusal::Internal);
    }
    super::scheduler::schedule(data, &stored).await;
    tracing::info!(game = %stored.id, players = joined, "game started");
    Ok(stored)
}

/// The channel's open game (lobby or active), if `user` may abandon it (host or admin).
pub async fn abandonable(
    data: &Data,
    channel_id: u64,
    user: u64,
    admin: bool,
    expected: Option<GameId>,
) -> Result<StoredGame, Refusal> {
    let stored = match data.store.load_by_channel(channel_id).await? {
        Some(g) if g.status.is_open() && expected.is_none_or(|e| e == g.id) => g,
        _ => return Err(Refusal::NoGame),
    };
    if stored.host_id != user && !admin {
        return Err(Refusal::NotHost);
    }
    Ok(stored)
}

/// Ends the channel's open game (lobby or active) without a winner: host or admin only. The
/// turn (or lobby) message loses its buttons.
pub async fn abandon(
    http: &Http,
    data: &Data,
    channel_id: u64,
    user: u64,
    admin: bool,
    expected: Option<GameId>,
) -> Result<StoredGame, Refusal> {
    let lock = data.channel_lock(channel_id);
    let _guard = lock.lock().await;
    let stored = abandonable(data, channel_id, user, admin, expected).await?;
    data.store.abandon_game(stored.id).await?;
    if let Some(m) = stored.turn_message_id {
        let strip = EditMessage::new().components(Vec::new());
        if let Err(e) = ChannelId::new(channel_id)
            .edit_message(http, MessageId::new(m), strip)
            .await
        {
            tracing::warn!(game = %stored.id, error = %e, "could not retire the game's message");
        }
    }
    tracing::info!(game = %stored.id, by = user, "game abandoned");
    Ok(stored)
}
