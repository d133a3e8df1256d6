//! The Discord bot: poise slash commands under `/catan`, one global component handler for
//! buttons and select menus (so they survive restarts), and message composition as pure
//! functions.
//!
//! Every command and click on a game goes through the same path ([`turn::act`]): take the
//! channel's lock, load the game, check who may act, apply and commit through the store
//! (version-checked), then edit or post the turn message.

pub mod action_words;
pub mod admin;
#[cfg(feature = "local")]
pub mod bench;
pub mod board_choice;
pub mod cards;
pub mod commands;
pub mod components;
pub mod compose;
pub mod computer_level;
pub mod custom_id;
pub mod errors;
pub mod handler;
pub mod hint;
pub mod lobby;
pub mod lookups;
pub mod menus;
pub mod modules;
pub mod offers;
pub mod option_ranges;
pub mod pick;
pub mod pings;
pub mod reasons;
pub mod reply;
pub mod scheduler;
pub mod seats;
pub mod slash;
pub mod spots;
pub mod standings;
pub mod suggest;
pub mod trade;
pub mod trade_compose;
pub mod trade_id;
pub mod turn;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use poise::serenity_prelude as serenity;
use serenity::{GatewayIntents, GuildId, Http};

use kaitaku_engine::Script;
use kaitaku_store::{ShardRange, Store};

pub use errors::{BotError, Refusal};

/// Shared state of the bot: the store, the per-channel locks and known display names.
pub struct Data {
    /// The store.
    pub store: Store,
    /// Fixed chance for new games (tests and benchmarks); empty in normal runs.
    pub new_games: NewGames,
    /// Wakes the deadline scheduler when a deadline is set (see [`scheduler`]).
    pub wake_scheduler: tokio::sync::Notify,
    /// The Discord shards this process serves: it fires the deadlines of their guilds' games
    /// only (other processes serve the others).
    pub shards: ShardRange,
    /// How long a computer player waits before each of its moves (a moment, so people can
    /// follow; zero in tests).
    pub computer_delay: std::time::Duration,
    locks: Mutex<HashMap<u64, Arc<tokio::sync::Mutex<()>>>>,
    names: Mutex<HashMap<u64, String>>,
    last_applied: Mutex<HashMap<kaitaku_store::GameId, Applied>>,
}

/// The last action a player applied to a game, and the version it was applied to: a press
/// of the same button on that version again is a double click, not a stale board.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Applied {
    version: u64,
    user: u64,
    action: kaitaku_engine::Action,
}

impl Data {
    /// Bot state over `store`.
    pub fn new(store: Store) -> Data {
        Data {
            store,
            new_games: NewGames::default(),
            wake_scheduler: tokio::sync::Notify::new(),
            shards: ShardRange::ALL,
            computer_delay: DEFAULT_COMPUTER_DELAY,
            locks: Mutex::new(HashMap::new()),
            names: Mutex::new(HashMap::new()),
            last_applied: Mutex::new(HashMap::new()),
        }
    }

    /// Notes that `user`'s `action` was applied to `game` at `version` (the version before it).
    pub fn note_applied(
        &self,
        game: kaitaku_store::GameId,
        version: u64,
        user: u64,
        action: &kaitaku_engine::Action,
    ) {
        let mut applied = self.last_applied.lock().unwrap_or_else(|e| e.into_inner());
        applied.insert(
            game,
            Applied {
                version,
                user,
                action: action.clone(),
            },
        );
    }

    /// Whether `user`'s `action` on `game` at `version` is the last action applied to it (a
    /// repeated press of the button that did it).
    pub fn was_just_applied(
        &self,
        game: kaitaku_store::GameId,
        version: u64,
        user: u64,
        action: &kaitaku_engine::Action,
    ) -> bool {
        let applied = self.last_applied.lock().unwrap_or_else(|e| e.into_inner());
        applied
            .get(&game)
            .is_some_and(|a| a.version == version && a.user == user && a.action == *action)
    }

    /// The lock that serialises every command of one channel's game.
    pub fn channel_lock(&self, channel_id: u64) -> Arc<tokio::sync::Mutex<()>> {
        let mut locks = self.locks.lock().unwrap_or_else(|e| e.into_inner());
        locks.entry(channel_id).or_default().clone()
    }

    /// Remembers a user's display name (learnt from their interactions).
    pub fn remember_name(&self, user_id: u64, name: &str) {
        let mut names = self.names.lock().unwrap_or_else(|e| e.into_inner());
        names.insert(user_id, name.to_owned());
    }

    /// A user's display name, when known.
    pub fn name_of(&self, user_id: u64) -> Option<String> {
        let names = self.names.lock().unwrap_or_else(|e| e.into_inner());
        names.get(&user_id).cloned()
    }
}

/// The bot state as the framework holds it: shared, so that each interaction can be handled
/// on its own task.
pub type SharedData = Arc<Data>;

/// The poise context of kaitaku's commands.
pub type Context<'a> = poise::Context<'a, SharedData, BotError>;

/// Chance fixed in advance for every game the bot starts: for reproducible end-to-end tests
/// and benchmarks. Normal runs leave it empty (random seed, nothing scripted).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NewGames {
    /// The seed of every new game (board, first player, deck order, dice after the script).
    pub seed: Option<u64>,
    /// The script of every new game (dice, development deck, steals, first player).
    pub script: Script,
    /// With `seed`: each game's seed is `seed` mixed with its channel's id, so every channel
    /// gets its own board (benchmarks of many tables), still the same from run to run.
    pub per_channel: bool,
    /// Rule modules every new game plays besides those its lobby chose (tests only: a
    /// variant still being built, `Module::RELEASED = false`, is offered to nobody but can
    /// be played end to end this way). Empty in normal runs.
    pub modules: Vec<kaitaku_engine::modules::ModuleId>,
}

impl NewGames {
    /// Every new game from `seed`, nothing scripted, no extra module: what most tests need.
    pub fn seeded(seed: u64) -> NewGames {
        NewGames {
            seed: Some(seed),
            ..NewGames::default()
        }
    }
}

/// How to run the bot.
#[derive(Clone, Debug, Default)]
pub struct BotOptions {
    /// Register the commands on this guild only (instant); globally when `None`.
    pub guild_id: Option<GuildId>,
    /// Fixed chance for new games (tests and benchmarks only).
    pub new_games: NewGames,
    /// The Discord shards to connect (`first..=last` of `total`); all of one by default.
    /// Several processes over one PostgreSQL database serve disjoint ranges.
    pub shards: ShardRange,
    /// How long computer players wait before each move; [`DEFAULT_COMPUTER_DELAY`] when `None`
    /// (tests use zero).
    pub computer_delay: Option<std::time::Duration>,
}

/// How long a computer player waits before each move by default: about a second, so the people
/// at the table can follow its turn.
pub const DEFAULT_COMPUTER_DELAY: std::time::Duration = std::time::Duration::from_millis(1000);

/// The poise framework with kaitaku's commands and component handler.
pub fn framework(store: Store, options: BotOptions) -> poise::Framework<SharedData, BotError> {
    poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            event_handler: |framework, event| Box::pin(components::on_event(framework, event)),
            on_error: |error| Box::pin(commands::on_error(error)),
            command_check: Some(|ctx| Box::pin(option_ranges::check(ctx))),
            ..Default::default()
        })
        .initialize_owners(false)
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                let cmds = &framework.options().commands;
                match options.guild_id {
                    Some(guild) => poise::builtins::register_in_guild(ctx, cmds, guild).await?,
                    None => poise::builtins::register_globally(ctx, cmds).await?,
                }
                tracing::info!(user = %ready.user.name, guild = ?options.guild_id, "kaitaku is connected");
                let mut data = Data::new(store);
                data.new_games = options.new_games;
                data.shards = options.shards;
                data.computer_delay = options.computer_delay.unwrap_or(DEFAULT_COMPUTER_DELAY);
                let data = Arc::new(data);
                scheduler::spawn(ctx.http.clone(), &data);
                Ok(data)
            })
        })
        .build()
}

/// Connects the bot over `http` (the real Discord, or the fake one in tests) and runs it until
/// the connection ends.
pub async fn run_with_http(http: Http, store: Store, options: BotOptions) -> Result<(), BotError> {
    run_until(http, store, options, std::future::pending()).await
}

/// Like [`run_with_http`], but disconnects every shard cleanly once `stop` completes (a
/// shutdown signal, or a test restarting the bot).
pub async fn run_until(
    http: Http,
    store: Store,
    options: BotOptions,
    stop: impl std::future::Future<Output = ()> + Send,
) -> Result<(), BotError> {
    let range = options.shards;
    let mut client = serenity::ClientBuilder::new_with_http(http, GatewayIntents::non_privileged())
        .framework(framework(store, options))
        .await?;
    let shards = client.shard_manager.clone();
    tokio::select! {
        // serenity 0.12 reads the end of this range as the last shard (inclusive), whatever
        // `Range` says: `first..last` boots exactly the shards `first..=last`.
        started = client.start_shard_range(range.first..range.last, range.total) => started?,
        () = stop => shards.shutdown_all().await,
    }
    Ok(())
}

/// Why `kaitaku run` could not start.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    /// No token configured.
    #[error("DISCORD_TOKEN is not set: copy .env.example to .env and put your bot token in it")]
    MissingToken,
    /// The token is malformed.
    #[error("DISCORD_TOKEN is not a valid bot token: {0}")]
    InvalidToken(String),
    /// DISCORD_GUILD_ID is not a number.
    #[error("DISCORD_GUILD_ID must be a server id (a number), not {0:?}")]
    BadGuildId(String),
    /// COMPUTER_MOVE_DELAY_MS is not a number of milliseconds up to a minute.
    #[error("COMPUTER_MOVE_DELAY_MS must be a number of milliseconds from 0 to 60000, not {0:?}")]
    BadComputerDelay(String),
    /// DISCORD_API_URL is not an http(s) address.
    #[error("DISCORD_API_URL must be an http:// or https:// address, not {0:?}")]
    BadApiUrl(String),
    /// The database could not be opened or migrated.
    #[error("cannot open the database: {0}")]
    Store(#[from] kaitaku_store::StoreError),
    /// The connection to Discord failed.
    #[error("Discord connection failed: {0}")]
    Discord(String),
}

/// `kaitaku run`: reads `.env`, opens the database (applying migrations), registers the
/// commands and connects the shards `shards` to Discord (or to the address in
/// `DISCORD_API_URL`, such as a fake Discord in tests). New games use `new_games` (normally
/// empty: random seeds).
pub async fn run_from_env(shards: ShardRange, new_games: NewGames) -> Result<(), RunError> {
    let token = std::env::var("DISCORD_TOKEN")
        .ok()
        .map(|t| t.trim().to_owned())
        .filter(|t| !t.is_empty())
        .ok_or(RunError::MissingToken)?;
    serenity::utils::validate_token(&token).map_err(|e| RunError::InvalidToken(e.to_string()))?;
    let guild_id = match std::env::var("DISCORD_GUILD_ID") {
        Ok(g) if !g.trim().is_empty() => Some(
            g.trim()
                .parse::<u64>()
                .ok()
                .filter(|g| *g != 0)
                .map(GuildId::new)
                .ok_or(RunError::BadGuildId(g))?,
        ),
        _ => None,
    };
    let api_url = match std::env::var("DISCORD_API_URL") {
        Ok(url) if !url.trim().is_empty() => {
            let url = url.trim().trim_end_matches('/').to_owned();
            if !(url.starts_with("http://") || url.starts_with("https://")) {
                return Err(RunError::BadApiUrl(url));
            }
            Some(url)
        }
        _ => None,
    };
    let store = Store::from_env().await?;
    tracing::info!("database ready");
    let http = match &api_url {
        None => Http::new(&token),
        Some(url) => {
            tracing::info!(url, "Discord API at a custom address");
            // serenity sends requests to the proxy only with its own rate limiter off: the
            // address is a fake Discord or a proxy that keeps Discord's limits itself.
            serenity::http::HttpBuilder::new(&token)
                .proxy(url)
                .ratelimiter_disabled(true)
                .build()
        }
    };
    let computer_delay = match std::env::var("COMPUTER_MOVE_DELAY_MS") {
        Ok(text) if !text.trim().is_empty() => match text.trim().parse::<u64>() {
            Ok(ms) if ms <= 60_000 => Some(std::time::Duration::from_millis(ms)),
            _ => return Err(RunError::BadComputerDelay(text)),
        },
        _ => None,
    };
    let options = BotOptions {
        guild_id,
        shards,
        new_games,
        computer_delay,
    };
    tracing::info!(
        first = shards.first,
        last = shards.last,
        total = shards.total,
        "serving shards"
    );
    // Ctrl-C disconnects cleanly; every accepted action is already committed.
    let interrupted = async {
        if tokio::signal::ctrl_c().await.is_ok() {
            tracing::info!("interrupted: disconnecting");
        } else {
            std::future::pending::<()>().await;
        }
    };
    run_until(http, store, options, interrupted)
        .await
        .map_err(|e| RunError::Discord(e.to_string()))
}

#[cfg(test)]
#[path = "layers_tests.rs"]
mod layers_tests;
#[cfg(test)]
mod reach_tests;
