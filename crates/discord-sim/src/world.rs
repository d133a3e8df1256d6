//! The fake's shared mutable state and the way test code waits for it to change.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use serde_json::Value;
use tokio::sync::{mpsc, watch};
use tokio::time::Instant;

use super::channels::MessageStore;
use super::interactions::InteractionState;
use super::model::{FakeConfig, Snowflakes};
use super::request::RecordedRequest;
use super::validate::{Spec, Violation};

/// A connected gateway session (one shard of a bot).
#[derive(Debug)]
pub struct Session {
    /// Session number.
    pub id: u64,
    /// `[shard_id, shard_count]` from IDENTIFY.
    pub shard: [u64; 2],
    /// Token from IDENTIFY.
    pub token: String,
    /// Outgoing dispatch events: `(event name, data)`.
    pub tx: mpsc::UnboundedSender<(String, Value)>,
}

/// Everything the fake remembers.
#[derive(Debug, Default)]
pub struct World {
    /// Configuration of guilds, channels and users.
    pub config: FakeConfig,
    /// Channel messages.
    pub messages: MessageStore,
    /// Interactions sent, by token.
    pub interactions: HashMap<String, InteractionState>,
    /// Registered global commands (as Discord returns them).
    pub global_commands: Vec<Value>,
    /// Registered guild commands by guild id.
    pub guild_commands: HashMap<u64, Vec<Value>>,
    /// Every request received.
    pub requests: Vec<RecordedRequest>,
    /// Every rule broken.
    pub violations: Vec<Violation>,
    /// Identified gateway sessions.
    pub sessions: Vec<Session>,
    /// Number of READY events sent.
    pub ready_count: u64,
    /// `[shard_id, shard_count]` of every IDENTIFY refused (a shard that cannot exist).
    pub refused_shards: Vec<[u64; 2]>,
    /// Gateway sessions ever opened (for session ids).
    pub sessions_opened: u64,
    /// Roles created by tests and the members who have them.
    pub roles: super::roles::RoleState,
    /// Slow answers a test asked for, to widen a race window on purpose.
    pub delays: Vec<ResponseDelay>,
}

/// Holds back the answer to matching REST requests (see `FakeDiscord::delay_responses`).
#[derive(Debug, Clone)]
pub struct ResponseDelay {
    /// HTTP method, e.g. `GET`.
    pub method: String,
    /// The end of the request path (after `/api/v10`), e.g. `/messages/@original`.
    pub path_suffix: String,
    /// How long the answer waits after the request took effect.
    pub delay: Duration,
}

/// State shared by the server tasks and the test-side handles.
pub struct Shared {
    world: Mutex<World>,
    /// Snowflake generator.
    pub ids: Snowflakes,
    changed: watch::Sender<u64>,
    /// `http://127.0.0.1:PORT`.
    pub base_url: String,
    /// `ws://127.0.0.1:PORT/gateway`.
    pub ws_url: String,
    /// The spec, if validation is on.
    pub spec: Option<&'static Spec>,
    /// When the fake started (used as `joined_at`).
    pub started_at: String,
    /// Set to `true` to stop all connections.
    pub shutdown: watch::Sender<bool>,
}

impl Shared {
    /// New shared state.
    pub fn new(config: FakeConfig, base_url: String, spec: Option<&'static Spec>) -> Self {
        let ws_url = format!("{}/gateway", base_url.replacen("http://", "ws://", 1));
        let mut messages = MessageStore::default();
        messages.lean = !config.keep_records;
        Shared {
            world: Mutex::new(World {
                config,
                messages,
                ..World::default()
            }),
            ids: Snowflakes::default(),
            changed: watch::channel(0).0,
            base_url,
            ws_url,
            spec,
            started_at: super::model::now_timestamp(),
            shutdown: watch::channel(false).0,
        }
    }

    /// Locks the world (a panic elsewhere does not make it unusable).
    pub fn lock(&self) -> MutexGuard<'_, World> {
        self.world.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Changes the world and wakes everyone waiting for a change.
    pub fn update<T>(&self, f: impl FnOnce(&mut World) -> T) -> T {
        let out = f(&mut self.lock());
        self.changed.send_modify(|v| *v += 1);
        out
    }

    /// A receiver that sees every change of the world (its value counts changes).
    pub fn subscribe(&self) -> watch::Receiver<u64> {
        self.changed.subscribe()
    }

    /// Waits until `f` returns `Some` (checked after every change), or `None` on timeout.
    pub async fn wait_for<T>(
        &self,
        timeout: Duration,
        mut f: impl FnMut(&World) -> Option<T>,
    ) -> Option<T> {
        let deadline = Instant::now() + timeout;
        let mut rx = self.changed.subscribe();
        loop {
            rx.borrow_and_update();
            if let Some(found) = f(&self.lock()) {
                return Some(found);
            }
            match tokio::time::timeout_at(deadline, rx.changed()).await {
                Ok(Ok(())) => {}
                _ => return None,
            }
        }
    }

    /// Sends a dispatch event to the session serving `guild` (by Discord's shard formula).
    pub fn dispatch(&self, guild: Option<u64>, event: &str, data: Value) -> bool {
        let world = self.lock();
        let session = world.sessions.iter().find(|s| {
            let [id, count] = s.shard;
            guild.is_none_or(|g| count != 0 && (g >> 22) % count == id)
        });
        session.is_some_and(|s| s.tx.send((event.to_owned(), data)).is_ok())
    }
}
