//! The harness of the game tests: the real bot against the fake Discord on a temporary
//! database, and helpers that act like a Discord client (click, select, wait for the answer).

#![allow(dead_code)]

pub mod player;
pub mod privacy;

use std::time::Duration;

use kaitaku::bot::{BotOptions, NewGames, run_with_http};
use kaitaku_discord_sim::{FakeConfig, FakeDiscord, SimMember, SimMessage, SimUser};
use kaitaku_store::{LoggedCommand, Store, StoreConfig, StoredGame};
use serde_json::{Value, json};
use serenity::model::id::{ChannelId, MessageId, UserId};

/// The `board` option's value for the beginner board (`/catan new board:`; 0 random,
/// 1 balanced random).
pub const BEGINNER_BOARD: u64 = 2;

/// How long any one answer may take.
pub const WAIT: Duration = Duration::from_secs(20);

/// The environment variable that offsets the seed of every test game (default 0), so the whole
/// suite can be run against other boards, seat orders and dice: a test must pass for any value.
pub const SEED_OFFSET_VAR: &str = "KAITAKU_TEST_SEED_OFFSET";

/// The offset in [`SEED_OFFSET_VAR`] (0 when unset; an unreadable value is a test failure,
/// not a silent 0).
pub fn seed_offset() -> u64 {
    match std::env::var(SEED_OFFSET_VAR) {
        Ok(text) => text
            .trim()
            .parse::<u64>()
            .unwrap_or_else(|e| panic!("{SEED_OFFSET_VAR}={text:?}: {e}")),
        Err(_) => 0,
    }
}

/// The seed of a test game whose own seed is `base`: `base` plus [`seed_offset`].
pub fn test_seed(base: u64) -> u64 {
    base.wrapping_add(seed_offset())
}

/// One roll of every number but 7 (2 to 12), for scripts in which every resource comes.
pub const NON_SEVEN_ROLLS: [[u8; 2]; 10] = [
    [1, 1],
    [1, 2],
    [2, 2],
    [2, 3],
    [3, 3],
    [4, 4],
    [4, 5],
    [5, 5],
    [5, 6],
    [6, 6],
];

/// The seed a harness game gets when its test names none.
pub const DEFAULT_SEED: u64 = 1;

/// `new_games` with its seed fixed for a test: its own seed (or [`DEFAULT_SEED`]) offset by
/// [`test_seed`]. Every game a test starts goes through this, so none is drawn at random.
pub fn seeded(new_games: NewGames) -> NewGames {
    NewGames {
        seed: Some(test_seed(new_games.seed.unwrap_or(DEFAULT_SEED))),
        ..new_games
    }
}

/// Sends the bot's warnings (or what `RUST_LOG` asks for) to the test's captured output, so a
/// failing test shows them.
pub fn init_test_logs() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn,sqlx=error"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_test_writer()
        .try_init();
}

/// A running bot and fake Discord.
pub struct Harness {
    /// The fake.
    pub fake: FakeDiscord,
    /// The bot's store (shared with the bot).
    pub store: Store,
    /// `#catan`.
    pub channel: ChannelId,
    /// Every member by name (alice, bob, hanako, taro, eve).
    pub users: Vec<(String, UserId)>,
    bot: tokio::task::JoinHandle<()>,
    _dir: tempfile::TempDir,
}

impl Drop for Harness {
    fn drop(&mut self) {
        self.bot.abort();
    }
}

/// Starts the fake (with two more members, `taro` and `eve`) and the bot; new games use
/// `new_games`, seeded through [`seeded`]. Every member's Discord client is English, so the game tests read English
/// answers; [`start_with_locales`] gives some members another language.
pub async fn start(new_games: NewGames) -> Harness {
    start_with_locales(new_games, &[]).await
}

/// Like [`start`], with the Discord locale of some members set (`("hanako", "ja")`); the
/// others are `en-US`.
pub async fn start_with_locales(new_games: NewGames, locales: &[(&str, &str)]) -> Harness {
    init_test_logs();
    let mut config = FakeConfig::default();
    let guild = &mut config.guilds[0];
    for member in &mut guild.members {
        let locale = locales
            .iter()
            .find(|(name, _)| *name == member.user.name)
            .map_or("en-US", |(_, locale)| *locale);
        member.user.locale = locale.to_owned();
    }
    let basic = guild.members[1].permissions;
    for (id, name) in [
        (3_000_000_000_000_004, "taro"),
        (3_000_000_000_000_005, "eve"),
    ] {
        guild.members.push(SimMember {
            user: SimUser::new(id, name),
            nick: None,
            permissions: basic,
        });
    }
    let fake = FakeDiscord::start(config).await.expect("fake starts");
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::connect(&StoreConfig::file(&dir.path().join("kaitaku.db")))
        .await
        .expect("store");
    let options = BotOptions {
        guild_id: fake.guild_id(),
        new_games: seeded(new_games),
        // Computer players move at once in tests.
        computer_delay: Some(std::time::Duration::ZERO),
        ..BotOptions::default()
    };
    let http = fake.http_for_bot("sim-bot-token");
    let bot_store = store.clone();
    let bot = tokio::spawn(async move {
        if let Err(e) = run_with_http(http, bot_store, options).await {
            eprintln!("bot stopped: {e}");
        }
    });
    fake.wait_for_command("catan", WAIT)
        .await
        .expect("catan registered");
    let channel = fake.channel_id("catan").expect("channel");
    let users = ["alice", "bob", "hanako", "taro", "eve"]
        .iter()
        .map(|n| (n.to_string(), fake.user_id(n).expect("user")))
        .collect();
    Harness {
        fake,
        store,
        channel,
        users,
        bot,
        _dir: dir,
    }
}

/// A harness over a bot that runs elsewhere (another process, as in the multi-process test):
/// the fake it talks to, a store on its database, and the channel the scripted players use.
pub fn external(fake: FakeDiscord, store: Store, channel: ChannelId) -> Harness {
    let users = ["alice", "bob", "hanako", "taro", "eve"]
        .iter()
        .filter_map(|n| fake.user_id(n).map(|id| (n.to_string(), id)))
        .collect();
    Harness {
        fake,
        store,
        channel,
        users,
        bot: tokio::spawn(async {}),
        _dir: tempfile::tempdir().expect("temp dir"),
    }
}

/// A fresh database `kaitaku_<name>_<pid>` on the test PostgreSQL server, or `None` (saying
/// so) when `KAITAKU_TEST_POSTGRES_URL` is not set; under CI that is a failure.
pub async fn postgres_database(name: &str) -> Option<String> {
    use sqlx::{AssertSqlSafe, Connection, Executor};
    let Some(server) = std::env::var("KAITAKU_TEST_POSTGRES_URL")
        .ok()
        .filter(|u| !u.trim().is_empty())
    else {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "KAITAKU_TEST_POSTGRES_URL is not set: under CI the PostgreSQL variants must run"
        );
        let _ = std::io::Write::write_all(
            &mut std::io::stderr(),
            format!("SKIPPED {name} on PostgreSQL: KAITAKU_TEST_POSTGRES_URL is not set\n")
                .as_bytes(),
        );
        return None;
    };
    // Letters, digits and underscores only: safe to put in the statements below.
    let db = format!("kaitaku_{name}_{}", std::process::id());
    let mut admin = sqlx::PgConnection::connect(&server)
        .await
        .expect("connect to the test server");
    admin
        .execute(AssertSqlSafe(format!("DROP DATABASE IF EXISTS {db}")))
        .await
        .expect("drop");
    admin
        .execute(AssertSqlSafe(format!("CREATE DATABASE {db}")))
        .await
        .expect("create");
    let base = server.split('?').next().unwrap_or(&server);
    let host = base.rsplit_once('/').map_or(base, |(host, _)| host);
    Some(format!("{host}/{db}"))
}

/// The verb of a component id (`k1:game:version:verb…` → `verb…`).
pub fn verb_of(custom_id: &str) -> Option<&str> {
    custom_id.splitn(4, ':').nth(3)
}

/// The version of a component id.
pub fn version_of(custom_id: &str) -> Option<u64> {
    custom_id.split(':').nth(2).and_then(|v| v.parse().ok())
}

/// Every select option of a message: (menu custom_id, value, label).
pub fn options(msg: &SimMessage) -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    for row in &msg.components {
        for c in row["components"].as_array().into_iter().flatten() {
            let Some(id) = c["custom_id"].as_str() else {
                continue;
            };
            for o in c["options"].as_array().into_iter().flatten() {
                out.push((
                    id.to_owned(),
                    o["value"].as_str().unwrap_or_default().to_owned(),
                    o["label"].as_str().unwrap_or_default().to_owned(),
                ));
            }
        }
    }
    out
}

/// The `min_values` of the first select menu of a message (1 when unset).
pub fn min_values(msg: &SimMessage) -> usize {
    msg.components
        .iter()
        .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        .find(|c| c["type"] == json!(3))
        .and_then(|c| c["min_values"].as_u64())
        .map_or(1, |n| n as usize)
}

/// The game a message's buttons belong to (the id in its first component's custom id).
pub fn game_id_of(msg: &SimMessage) -> Option<kaitaku_store::GameId> {
    msg.custom_ids()
        .first()
        .and_then(|id| id.split(':').nth(1))
        .and_then(|g| g.parse().ok())
        .map(kaitaku_store::GameId)
}

/// Every stored event of `game`, oldest first.
pub async fn stored_events(h: &Harness, game: kaitaku_store::GameId) -> Vec<kaitaku_engine::Event> {
    h.store
        .recent_events(game, 100_000)
        .await
        .expect("events")
        .into_iter()
        .map(|e| e.event)
        .collect()
}

/// All text of a message a channel member can read: content and embeds.
pub fn public_text(msg: &SimMessage) -> String {
    let embeds: Vec<String> = msg.embeds.iter().map(Value::to_string).collect();
    format!("{}\n{}", msg.content, embeds.join("\n"))
}

impl Harness {
    /// A member's id.
    pub fn user(&self, name: &str) -> UserId {
        self.users
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, id)| *id)
            .expect("known user")
    }

    /// The newest public message with a board image: the turn message.
    pub fn turn_message(&self) -> SimMessage {
        self.fake
            .messages(self.channel)
            .into_iter()
            .rev()
            .find(|m| !m.is_ephemeral() && m.attachment("board.png").is_some())
            .expect("a turn message")
    }

    /// The id of the component of `msg` whose verb is `verb`.
    pub fn button(&self, msg: &SimMessage, verb: &str) -> Option<String> {
        msg.custom_ids()
            .into_iter()
            .find(|id| verb_of(id) == Some(verb))
    }

    /// The user mentioned first in a turn message (the one to act).
    pub fn mentioned(&self, msg: &SimMessage) -> Option<UserId> {
        self.users
            .iter()
            .map(|(_, id)| *id)
            .find(|id| msg.content.contains(&format!("<@{id}>")))
    }

    /// The name of a member.
    pub fn name_of(&self, user: UserId) -> &str {
        self.users
            .iter()
            .find(|(_, id)| *id == user)
            .map_or("?", |(n, _)| n.as_str())
    }

    /// Waits until the bot has answered a component interaction on `source` and returns what the
    /// user sees: a new ephemeral reply, or `source` once the bot has updated it.
    async fn answer(
        &self,
        handle: kaitaku_discord_sim::InteractionHandle,
        source: MessageId,
        edits_before: u32,
    ) -> SimMessage {
        let callback = handle.callback(WAIT).await.expect("acknowledged");
        match callback.kind {
            4 | 5 => handle.response(WAIT).await.expect("reply"),
            7 => self.fake.message(source).expect("updated"),
            6 => self
                .fake
                .wait_for_message(WAIT, |m| m.id == source && m.edits > edits_before)
                .await
                .expect("edited after a deferred update"),
            other => panic!("unexpected callback type {other}"),
        }
    }

    /// Clicks a button of `msg` as `user` and returns the answer the user sees.
    pub async fn click(&self, user: UserId, msg: MessageId, custom_id: &str) -> SimMessage {
        let edits = self.fake.message(msg).map_or(0, |m| m.edits);
        let handle = self
            .fake
            .click_button(user, msg, custom_id)
            .unwrap_or_else(|e| panic!("click {custom_id}: {e}"));
        self.answer(handle, msg, edits).await
    }

    /// Chooses `values` in a select menu of `msg` as `user` and returns the answer.
    pub async fn select(
        &self,
        user: UserId,
        msg: MessageId,
        custom_id: &str,
        values: &[&str],
    ) -> SimMessage {
        let edits = self.fake.message(msg).map_or(0, |m| m.edits);
        let handle = self
            .fake
            .select(user, msg, custom_id, values)
            .unwrap_or_else(|e| panic!("select {values:?} in {custom_id}: {e}"));
        self.answer(handle, msg, edits).await
    }

    /// Sends a slash command and returns the bot's (ephemeral) answer.
    pub async fn slash(
        &self,
        user: UserId,
        command: &str,
        options: &[(&str, Value)],
    ) -> SimMessage {
        self.fake
            .slash_command(user, self.channel, command, options)
            .unwrap_or_else(|e| panic!("{command}: {e}"))
            .response(WAIT)
            .await
            .unwrap_or_else(|e| panic!("{command}: {e}"))
    }

    /// The autocomplete choices (label, value) offered for `option` of `command`.
    pub async fn autocomplete(
        &self,
        user: UserId,
        command: &str,
        option: &str,
        typed: &str,
    ) -> Vec<(String, String)> {
        self.fake
            .autocomplete(
                user,
                self.channel,
                command,
                &[(option, json!(typed))],
                option,
            )
            .expect("autocomplete")
            .callback(WAIT)
            .await
            .expect("choices")
            .choices()
            .into_iter()
            .map(|(l, v)| (l, v.as_str().unwrap_or_default().to_owned()))
            .collect()
    }

    /// Opens a lobby for `players` with `target_vp`, seats the first `players` members in
    /// order and starts; returns the first turn message.
    pub async fn new_game(&self, players: usize, target_vp: u8) -> SimMessage {
        self.new_game_with(players, target_vp, &[]).await
    }

    /// Like [`Harness::new_game`], with more `/catan new` options (the optional rules).
    pub async fn new_game_with(
        &self,
        players: usize,
        target_vp: u8,
        rules: &[(&str, Value)],
    ) -> SimMessage {
        let names: Vec<UserId> = self.users.iter().take(players).map(|(_, u)| *u).collect();
        let host = names[0];
        let mut opts = vec![("players", json!(players)), ("target_vp", json!(target_vp))];
        // The game tests name spots of the beginner board unless they choose another.
        if !rules.iter().any(|(name, _)| *name == "board") {
            opts.push(("board", json!(BEGINNER_BOARD)));
        }
        opts.extend(rules.iter().cloned());
        let lobby = self.slash(host, "catan new", &opts).await;
        let join = self.button(&lobby, "join").expect("join");
        for user in &names[1..] {
            self.click(*user, lobby.id, &join).await;
        }
        let start = self.button(&lobby, "start").expect("start");
        let handle = self
            .fake
            .click_button(host, lobby.id, &start)
            .expect("start");
        handle.callback(WAIT).await.expect("ack");
        self.fake
            .wait_for_message(WAIT, |m| {
                m.channel_id == self.channel
                    && m.attachment("board.png").is_some()
                    && !m.is_ephemeral()
            })
            .await
            .expect("first turn message")
    }
}

/// The channel's open game.
pub async fn game_of(h: &Harness) -> StoredGame {
    h.store
        .load_by_channel(h.channel.get())
        .await
        .expect("load")
        .expect("a game")
}

/// Polls the game's command log until `done` holds (or panics after `limit`).
pub async fn wait_for_log(
    store: &Store,
    game: kaitaku_store::GameId,
    limit: Duration,
    what: &str,
    done: impl Fn(&[LoggedCommand]) -> bool,
) -> Vec<LoggedCommand> {
    let deadline = tokio::time::Instant::now() + limit;
    loop {
        let log = store.commands(game).await.expect("log");
        if done(&log) {
            return log;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "timed out waiting for {what}; log: {:?}",
            log.iter()
                .map(|c| (c.command.seat, c.command.source, &c.command.action))
                .collect::<Vec<_>>()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}
