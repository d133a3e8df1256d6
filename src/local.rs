//! Local mode (`kaitaku local`): play without Discord. The fake Discord of
//! [`discord_sim`](kaitaku_discord_sim) runs on 127.0.0.1, the real bot (serenity, poise, the real
//! database code) connects to it as it would to Discord, and a web page shows the fake's
//! channel like a Discord client, with a switcher to act as each of several local users.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serenity::model::id::{ChannelId, GuildId, UserId};
use serenity::model::permissions::Permissions;
use tokio::net::TcpListener;
use tokio::task::JoinHandle;

use crate::bot::{BotOptions, NewGames, run_until};
use kaitaku_discord_sim::SimUser;
use kaitaku_discord_sim::{FakeConfig, FakeDiscord, SimChannel, SimError, SimGuild, SimMember};
use kaitaku_store::{Store, StoreConfig};

/// The database file local mode uses unless told otherwise.
pub const DEFAULT_DATABASE: &str = "kaitaku-local.sqlite";

/// The local users: user name, display name, client locale.
const PEOPLE: [(&str, &str, &str); 8] = [
    ("alice", "Alice", "en-US"),
    ("sakura", "さくら", "ja"),
    ("ivan", "Иван", "ru"),
    ("sofia", "Sofía", "es-ES"),
    ("kwame", "Kwame", "en-GB"),
    ("mei", "李梅", "zh-CN"),
    ("amara", "Amara", "fr"),
    ("lars", "Lars", "sv-SE"),
];

/// The id of `#catan` in local mode (`#catan-2` is the next one): fixed, like every id of the
/// local server, so a database from an earlier run still names the same channels.
pub const LOCAL_CHANNEL_IDS: u64 = 2_100_000_000_000_001;

/// The most local users there can be.
pub const MAX_PLAYERS: usize = PEOPLE.len();

/// How to run local mode.
#[derive(Clone, Debug)]
pub struct LocalOptions {
    /// Where the web page listens (always on 127.0.0.1).
    pub addr: SocketAddr,
    /// Number of local users (1 to [`MAX_PLAYERS`]).
    pub players: usize,
    /// The SQLite file.
    pub database: PathBuf,
    /// Chance fixed in advance for new games: tests only; empty for real play.
    pub new_games: NewGames,
}

/// Why local mode could not start.
#[derive(Debug, thiserror::Error)]
pub enum LocalError {
    /// The fake Discord failed.
    #[error("{0}")]
    Sim(#[from] SimError),
    /// The database could not be opened or migrated.
    #[error("cannot open the database: {0}")]
    Store(#[from] kaitaku_store::StoreError),
    /// The page's port could not be bound.
    #[error("cannot listen on {addr}: {source}")]
    Bind {
        /// The address asked for.
        addr: SocketAddr,
        /// Why.
        source: std::io::Error,
    },
    /// The bot did not connect to the fake.
    #[error("the bot did not connect: {0}")]
    Bot(String),
}

/// The simulated world of local mode: one server with `#catan` and `#catan-2`, and `players`
/// members (the first one owns the server). Requests are not checked against Discord's spec
/// (it is not shipped with the program); the end-to-end tests do that.
pub fn local_config(players: usize) -> FakeConfig {
    let mut config = FakeConfig::default();
    let basic = Permissions::VIEW_CHANNEL
        | Permissions::SEND_MESSAGES
        | Permissions::USE_APPLICATION_COMMANDS
        | Permissions::READ_MESSAGE_HISTORY
        | Permissions::ATTACH_FILES
        | Permissions::EMBED_LINKS;
    let members: Vec<SimMember> = PEOPLE
        .iter()
        .take(players.clamp(1, MAX_PLAYERS))
        .enumerate()
        .map(|(i, (name, display, locale))| {
            let mut user = SimUser::new(3_000_000_000_000_001 + i as u64, name).with_locale(locale);
            user.global_name = Some((*display).to_owned());
            SimMember {
                user,
                nick: None,
                permissions: if i == 0 {
                    basic | Permissions::MANAGE_GUILD
                } else {
                    basic
                },
            }
        })
        .collect();
    // The same ids on every run (server, channels, users), so that a game left unfinished in
    // the database continues in its channel after a restart: the channel starts empty (the
    // fake keeps no messages) and the bot posts a new turn message at the next move.
    let first = LOCAL_CHANNEL_IDS;
    config.guilds = vec![SimGuild {
        id: GuildId::new(2_000_000_000_000_001),
        name: "Kaitaku Local".into(),
        locale: "en-US".into(),
        owner_id: members
            .first()
            .map_or(UserId::new(3_000_000_000_000_001), |m| m.user.id),
        channels: vec![
            SimChannel {
                id: ChannelId::new(first),
                name: "catan".into(),
            },
            SimChannel {
                id: ChannelId::new(first + 1),
                name: "catan-2".into(),
            },
        ],
        members,
    }];
    config.validate = false;
    config.reject_invalid = false;
    config
}

/// Local mode, running: the fake, the bot and the page.
pub struct LocalServer {
    /// The fake Discord the bot is connected to.
    pub fake: FakeDiscord,
    /// The page's address.
    pub addr: SocketAddr,
    bot: JoinHandle<()>,
    web: JoinHandle<()>,
}

impl LocalServer {
    /// `http://127.0.0.1:PORT/`.
    pub fn url(&self) -> String {
        format!("http://{}/", self.addr)
    }

    /// Waits until the bot stops (it runs until the fake shuts down).
    pub async fn wait(self) {
        let _ = self.bot.await;
        self.fake.shutdown();
        let _ = self.web.await;
    }

    /// Stops the bot, the fake and the page.
    pub async fn stop(self) {
        self.fake.shutdown();
        let _ = self.bot.await;
        let _ = self.web.await;
    }
}

/// Binds the page's port on 127.0.0.1 (an explicit other address is refused: loopback only).
async fn bind(addr: SocketAddr) -> Result<TcpListener, LocalError> {
    let local = SocketAddr::from(([127, 0, 0, 1], addr.port()));
    TcpListener::bind(local)
        .await
        .map_err(|source| LocalError::Bind {
            addr: local,
            source,
        })
}

/// Starts the fake Discord, the bot on `options.database` and the page; returns once the bot has
/// connected and registered its commands.
pub async fn start(options: &LocalOptions) -> Result<LocalServer, LocalError> {
    let listener = bind(options.addr).await?;
    let addr = listener.local_addr().map_err(|source| LocalError::Bind {
        addr: options.addr,
        source,
    })?;
    let store = Store::connect(&StoreConfig::file(&options.database)).await?;
    let fake = FakeDiscord::start(local_config(options.players)).await?;
    let bot_options = BotOptions {
        guild_id: fake.guild_id(),
        new_games: options.new_games.clone(),
        ..BotOptions::default()
    };
    let http = fake.http_for_bot("local-bot-token");
    let fake_for_stop = fake.clone();
    let stop = async move { fake_for_stop.stopped().await };
    let bot = tokio::spawn(async move {
        if let Err(e) = run_until(http, store, bot_options, stop).await {
            tracing::error!("bot stopped: {e}");
        }
    });
    let web = fake.serve_web(listener);
    fake.wait_for_command("catan", Duration::from_secs(30))
        .await
        .map_err(|e| LocalError::Bot(e.to_string()))?;
    Ok(LocalServer {
        fake,
        addr,
        bot,
        web,
    })
}

/// Where the database goes when none is given: `./kaitaku-local.sqlite`.
pub fn default_database() -> PathBuf {
    Path::new(".").join(DEFAULT_DATABASE)
}
