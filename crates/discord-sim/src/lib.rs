//! A fake Discord (REST + gateway on loopback) that real serenity/poise clients connect to,
//! validating every request against the official API spec and documented rules.
//!
//! ```no_run
//! # async fn demo() -> Result<(), kaitaku_discord_sim::SimError> {
//! use kaitaku_discord_sim::{FakeConfig, FakeDiscord};
//! let fake = FakeDiscord::start(FakeConfig::default()).await?;
//! let http = fake.http_for_bot("token"); // give it to serenity's ClientBuilder::new_with_http
//! # let _ = http;
//! fake.wait_ready(std::time::Duration::from_secs(5)).await?;
//! let alice = fake.user_id("alice").unwrap();
//! let channel = fake.channel_id("catan").unwrap();
//! let reply = fake.slash_command(alice, channel, "catan new", &[])?;
//! let callback = reply.callback(std::time::Duration::from_secs(3)).await?;
//! println!("answered in {:?}", callback.latency);
//! fake.assert_no_violations();
//! # Ok(()) }
//! ```

mod channels;
mod gateway;
mod interactions;
mod messages;
mod model;
mod request;
mod rest;
mod roles;
mod server;
pub mod validate;
pub mod web;
mod world;

use std::sync::Arc;
use std::time::Duration;

use serde_json::Value;
use serenity::http::{Http, HttpBuilder};
use serenity::model::id::{ApplicationId, ChannelId, GuildId, MessageId, UserId};
use tokio::task::JoinHandle;

pub use channels::{EPHEMERAL, LOADING, SimAttachment, SimMessage};
pub use interactions::{Callback, InteractionHandle, InteractionState, kind};
pub use model::{FakeConfig, SimChannel, SimGuild, SimMember, SimUser};
pub use request::{RecordedRequest, Upload};
pub use roles::SimRole;
pub use validate::Violation;

use world::Shared;

/// Errors of the fake's test-side API.
#[derive(Debug, thiserror::Error)]
pub enum SimError {
    /// The server could not start.
    #[error("cannot start the fake Discord: {0}")]
    Io(#[from] std::io::Error),
    /// The Discord spec could not be loaded.
    #[error("{0}")]
    Spec(String),
    /// Waiting for something timed out.
    #[error("timed out waiting: {0}")]
    Timeout(String),
    /// A referenced thing does not exist.
    #[error("not found: {0}")]
    NotFound(String),
    /// The simulated user cannot do that (a Discord client would not let them).
    #[error("invalid simulated action: {0}")]
    Invalid(String),
    /// No bot is connected to the gateway.
    #[error("no bot is connected to the fake gateway")]
    NoGateway,
}

/// A fresh snowflake for the current time (unique within this process's calls).
pub fn snowflake_now() -> u64 {
    model::Snowflakes::default().next()
}

/// Stops the server when the last [`FakeDiscord`] clone is dropped.
struct ServerGuard {
    shared: Arc<Shared>,
    task: JoinHandle<()>,
}

impl Drop for ServerGuard {
    fn drop(&mut self) {
        self.shared.shutdown.send_replace(true);
        self.task.abort();
    }
}

/// A running fake Discord. Cheap to clone; the server stops when the last clone is dropped.
#[derive(Clone)]
pub struct FakeDiscord {
    shared: Arc<Shared>,
    _guard: Arc<ServerGuard>,
}

impl FakeDiscord {
    /// Starts the fake on an ephemeral 127.0.0.1 port. Loads the Discord spec (once per
    /// process) if `config.validate` is set; fails if it cannot be read.
    pub async fn start(config: FakeConfig) -> Result<FakeDiscord, SimError> {
        let spec = if config.validate {
            Some(validate::Spec::global().map_err(SimError::Spec)?)
        } else {
            None
        };
        let (listener, base_url) = server::bind().await?;
        let shared = Arc::new(Shared::new(config, base_url, spec));
        let task = server::serve(listener, Arc::clone(&shared));
        Ok(FakeDiscord {
            _guard: Arc::new(ServerGuard {
                shared: Arc::clone(&shared),
                task,
            }),
            shared,
        })
    }

    /// `http://127.0.0.1:PORT`, the REST base (serenity's proxy URL).
    pub fn base_url(&self) -> &str {
        &self.shared.base_url
    }

    /// `ws://127.0.0.1:PORT/gateway`.
    pub fn gateway_url(&self) -> &str {
        &self.shared.ws_url
    }

    /// A serenity `Http` that talks to this fake (proxy set, rate limiter off).
    pub fn http_for_bot(&self, token: &str) -> Http {
        HttpBuilder::new(token)
            .proxy(self.base_url())
            .ratelimiter_disabled(true)
            .application_id(self.application_id())
            .build()
    }

    /// The configuration the fake runs with.
    pub fn config(&self) -> FakeConfig {
        self.shared.lock().config.clone()
    }

    /// The bot's application id.
    pub fn application_id(&self) -> ApplicationId {
        ApplicationId::new(self.shared.lock().config.application_id)
    }

    /// The id of the configured user named `name` (or the bot).
    pub fn user_id(&self, name: &str) -> Option<UserId> {
        let w = self.shared.lock();
        let c = &w.config;
        std::iter::once(&c.bot)
            .chain(
                c.guilds
                    .iter()
                    .flat_map(|g| g.members.iter().map(|m| &m.user)),
            )
            .find(|u| u.name == name)
            .map(|u| u.id)
    }

    /// The id of the first configured channel named `name`.
    pub fn channel_id(&self, name: &str) -> Option<ChannelId> {
        let w = self.shared.lock();
        w.config
            .guilds
            .iter()
            .flat_map(|g| &g.channels)
            .find(|c| c.name == name)
            .map(|c| c.id)
    }

    /// The first configured guild.
    pub fn guild_id(&self) -> Option<GuildId> {
        self.shared.lock().config.guilds.first().map(|g| g.id)
    }

    /// Waits until a bot has identified on the gateway (READY sent).
    pub async fn wait_ready(&self, timeout: Duration) -> Result<(), SimError> {
        self.shared
            .wait_for(timeout, |w| (!w.sessions.is_empty()).then_some(()))
            .await
            .ok_or_else(|| SimError::Timeout("no bot identified on the gateway".into()))
    }

    /// `[shard_id, shard_count]` of each connected gateway session, in the order they
    /// identified.
    pub fn identified_shards(&self) -> Vec<[u64; 2]> {
        let w = self.shared.lock();
        w.sessions.iter().map(|s| s.shard).collect()
    }

    /// `[shard_id, shard_count]` of every IDENTIFY refused because that shard cannot exist
    /// (closed with code 4010, as Discord does).
    pub fn refused_shards(&self) -> Vec<[u64; 2]> {
        self.shared.lock().refused_shards.clone()
    }

    /// Tokens the connected gateway sessions identified with.
    pub fn identified_tokens(&self) -> Vec<String> {
        let w = self.shared.lock();
        w.sessions.iter().map(|s| s.token.clone()).collect()
    }

    /// Waits until a command named `name` is registered (globally or in any guild).
    pub async fn wait_for_command(&self, name: &str, timeout: Duration) -> Result<Value, SimError> {
        self.shared
            .wait_for(timeout, |w| {
                w.global_commands
                    .iter()
                    .chain(w.guild_commands.values().flatten())
                    .find(|c| c.get("name").and_then(Value::as_str) == Some(name))
                    .cloned()
            })
            .await
            .ok_or_else(|| SimError::Timeout(format!("command {name:?} was not registered")))
    }

    /// Registered global commands, as Discord returns them.
    pub fn global_commands(&self) -> Vec<Value> {
        self.shared.lock().global_commands.clone()
    }

    /// Registered commands of one guild.
    pub fn guild_commands(&self, guild: GuildId) -> Vec<Value> {
        let w = self.shared.lock();
        w.guild_commands
            .get(&guild.get())
            .cloned()
            .unwrap_or_default()
    }

    /// Public messages of a channel, oldest first.
    pub fn messages(&self, channel: ChannelId) -> Vec<SimMessage> {
        let w = self.shared.lock();
        w.messages
            .in_channel(channel, None)
            .into_iter()
            .cloned()
            .collect()
    }

    /// The newest message of `channel` (public or ephemeral) that `matches`; cheap however many
    /// other channels there are.
    pub fn latest_message(
        &self,
        channel: ChannelId,
        matches: impl Fn(&SimMessage) -> bool,
    ) -> Option<SimMessage> {
        let w = self.shared.lock();
        w.messages.latest_in_channel(channel, matches).cloned()
    }

    /// A counter that moves whenever a message of `channel` is created or edited: `changed()`
    /// on it waits for this channel only (a benchmark with a thousand tables waits on each).
    pub fn watch_channel(&self, channel: ChannelId) -> tokio::sync::watch::Receiver<u64> {
        self.shared.lock().messages.watch(channel)
    }

    /// Every state the public messages of a channel have had, oldest first: each message once
    /// as created and once more after each edit (so nothing shown and later edited away is
    /// missed).
    pub fn message_versions(&self, channel: ChannelId) -> Vec<SimMessage> {
        let w = self.shared.lock();
        w.messages
            .versions(channel, None)
            .into_iter()
            .cloned()
            .collect()
    }

    /// Messages of a channel as `user` sees them (public plus their ephemeral ones).
    pub fn messages_visible_to(&self, channel: ChannelId, user: UserId) -> Vec<SimMessage> {
        let w = self.shared.lock();
        w.messages
            .in_channel(channel, Some(user))
            .into_iter()
            .cloned()
            .collect()
    }

    /// From now on, answers `method` requests whose path ends with `path_suffix` only `delay`
    /// after they took effect: a test widens a race window on purpose (e.g. the bot's
    /// `GET …/messages/@original` after a reply) and checks the bot stays right.
    pub fn delay_responses(&self, method: &str, path_suffix: &str, delay: Duration) {
        let delay = world::ResponseDelay {
            method: method.to_owned(),
            path_suffix: path_suffix.to_owned(),
            delay,
        };
        self.shared.update(|w| w.delays.push(delay));
    }

    /// Every message of every channel, ephemeral ones included, oldest first.
    pub fn all_messages(&self) -> Vec<SimMessage> {
        self.shared.lock().messages.all().cloned().collect()
    }

    /// A message by id (whoever may see it).
    pub fn message(&self, id: MessageId) -> Option<SimMessage> {
        self.shared.lock().messages.get(id).cloned()
    }

    /// Waits until some message satisfies `pred` (checked after every change).
    pub async fn wait_for_message(
        &self,
        timeout: Duration,
        mut pred: impl FnMut(&SimMessage) -> bool,
    ) -> Result<SimMessage, SimError> {
        self.shared
            .wait_for(timeout, |w| w.messages.all().find(|m| pred(m)).cloned())
            .await
            .ok_or_else(|| SimError::Timeout("no matching message".into()))
    }

    /// Latencies (INTERACTION_CREATE sent to callback received) of every answered
    /// interaction, in the order they were sent; for benchmarks.
    pub fn callback_latencies(&self) -> Vec<Duration> {
        let w = self.shared.lock();
        let mut answered: Vec<_> = w
            .interactions
            .values()
            .filter_map(|i| i.callback.as_ref().map(|c| (i.sent_at, c.latency)))
            .collect();
        answered.sort_by_key(|(sent, _)| *sent);
        answered.into_iter().map(|(_, l)| l).collect()
    }

    /// Every request received so far.
    pub fn requests(&self) -> Vec<RecordedRequest> {
        self.shared.lock().requests.clone()
    }

    /// Every rule broken so far.
    pub fn violations(&self) -> Vec<Violation> {
        self.shared.lock().violations.clone()
    }

    /// Returns and forgets the violations so far (for tests that break rules on purpose).
    pub fn take_violations(&self) -> Vec<Violation> {
        self.shared.update(|w| std::mem::take(&mut w.violations))
    }

    /// Panics listing every violation, if there is any.
    #[track_caller]
    pub fn assert_no_violations(&self) {
        let v = self.violations();
        if !v.is_empty() {
            let list: Vec<String> = v.iter().map(|x| format!("  - {x}")).collect();
            panic!(
                "the bot broke {} Discord rule(s):\n{}",
                v.len(),
                list.join("\n")
            );
        }
    }

    /// Sends a raw gateway dispatch event to the session serving `guild`; `false` if no bot
    /// is connected.
    pub fn dispatch_event(&self, guild: Option<GuildId>, event: &str, data: Value) -> bool {
        self.shared.dispatch(guild.map(GuildId::get), event, data)
    }

    /// A receiver woken after every change of the world (messages, interactions, commands).
    pub fn changes(&self) -> tokio::sync::watch::Receiver<u64> {
        self.shared.subscribe()
    }

    /// Resolves once the fake has been shut down.
    pub async fn stopped(&self) {
        let mut rx = self.shared.shutdown.subscribe();
        let _ = rx.wait_for(|stop| *stop).await;
    }

    /// Closes the gateway sessions and stops the server.
    pub fn shutdown(&self) {
        self.shared.shutdown.send_replace(true);
    }
}

#[cfg(test)]
mod tests;
