//! `kaitaku bench discord --tables N`: N games at once in one bot process, each in its own
//! channel (250 channels per server), driven through the fake Discord by simulated players.
//! The games are opened first, a few at a time and untimed; then every table makes one
//! move every `interval` (a busy evening of asynchronous games: every table pressing
//! once every few seconds). Each move that changes the board is timed from the press to the
//! moment the channel's turn message carries the new state (the edit or new message with the
//! new board image): the latency a player feels. The process's memory is read before the
//! games open and at the end, for memory per active game.
//!
//! The fake keeps only each message's latest state here (`FakeConfig::keep_records` off) and
//! does not validate requests against the OpenAPI spec (the single-table bench does), so its
//! own memory and CPU stay small next to the bot's.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use serde::Serialize;
use serenity::model::id::{ChannelId, GuildId, UserId};

use kaitaku_discord_sim::{FakeConfig, FakeDiscord, SimChannel, SimMessage};
use kaitaku_store::{Store, StoreConfig};

use super::{DiscordBenchError, Table, button, first_menu, ms, open_game, percentile};
use crate::bot::{BotOptions, NewGames, run_with_http};

/// How long one move may take before its table gives up (the others go on).
const TABLE_WAIT: Duration = Duration::from_secs(60);

/// What to run.
#[derive(Clone, Copy, Debug)]
pub struct TablesOptions {
    /// Games at once.
    pub tables: usize,
    /// Moves each table makes (a setup placement, a roll, an end of turn, a robber move…).
    pub moves: usize,
    /// Time between two moves of one table.
    pub interval: Duration,
}

/// The figures of a multi-table run.
#[derive(Clone, Debug, Serialize)]
pub struct TablesReport {
    /// Games at once.
    pub tables: usize,
    /// Tables that stopped early (the bot did not answer in time or answered unexpectedly).
    pub failed_tables: usize,
    /// Milliseconds between two moves of one table.
    pub interval_ms: u64,
    /// Board-changing presses timed.
    pub presses: usize,
    /// Median time from a board-changing press to the turn message showing its result.
    pub board_updated_p50_ms: f64,
    /// 99th percentile of the same.
    pub board_updated_p99_ms: f64,
    /// 99th percentile of the bot's first answer (its interaction callback) to those presses.
    pub first_answer_p99_ms: f64,
    /// Resident memory once the bot was connected, before the games opened, in MiB.
    pub rss_before_mib: f64,
    /// Resident memory once every table had played, in MiB.
    pub rss_after_mib: f64,
    /// Peak resident memory of the process, in MiB.
    pub peak_rss_mib: f64,
    /// (after − before) / tables, in KiB: an upper bound of what one active game costs the
    /// process (bot and fake together; the fake keeps every message's latest state).
    pub rss_per_table_kib: f64,
    /// Wall time of the whole run, in seconds.
    pub wall_s: f64,
}

/// The resident set size and its peak (`VmRSS`, `VmHWM` in /proc/self/status), in KiB; zeros
/// where the system has no such file.
fn rss_kib() -> (u64, u64) {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .and_then(|rest| rest.split_whitespace().next())
            .and_then(|n| n.parse::<u64>().ok())
            .unwrap_or(0)
    };
    (field("VmRSS:"), field("VmHWM:"))
}

fn mib(kib: u64) -> f64 {
    kib as f64 / 1024.0
}

/// Channels per server: Discord allows 500 per guild; the bench stays well under.
const CHANNELS_PER_GUILD: usize = 250;

/// Servers with `tables` channels in all (`#catan-0`…, [`CHANNELS_PER_GUILD`] per server),
/// each with the three players.
fn world(tables: usize) -> FakeConfig {
    let mut config = FakeConfig {
        validate: false,
        keep_records: false,
        // An overloaded bot answering late is a figure here, not a failure.
        ack_deadline: Duration::from_secs(3600),
        ..FakeConfig::default()
    };
    let mut template = config.guilds[0].clone();
    for member in &mut template.members {
        member.user.locale = "en-US".into();
    }
    let servers = tables.div_ceil(CHANNELS_PER_GUILD).max(1);
    config.guilds = (0..servers)
        .map(|g| {
            let mut guild = template.clone();
            guild.id = GuildId::new(template.id.get() + g as u64);
            guild.name = format!("Tables {g}");
            guild.channels = (g * CHANNELS_PER_GUILD..tables.min((g + 1) * CHANNELS_PER_GUILD))
                .map(|i| SimChannel {
                    id: ChannelId::new(5_000_000_000_000_000 + i as u64),
                    name: format!("catan-{i}"),
                })
                .collect();
            guild
        })
        .collect();
    config
}

/// The highest state version among the components of a turn message (0 without any).
pub(super) fn version(msg: &SimMessage) -> u64 {
    msg.custom_ids()
        .iter()
        .filter_map(|id| id.split(':').nth(2)?.parse::<u64>().ok())
        .max()
        .unwrap_or(0)
}

fn is_turn_message(m: &SimMessage) -> bool {
    !m.is_ephemeral() && m.attachment("board.png").is_some()
}

fn game_over(msg: &SimMessage) -> bool {
    msg.embeds
        .first()
        .is_some_and(|e| e["title"].to_string().contains("game over"))
}

/// The timings of board-changing presses at one table, in milliseconds.
#[derive(Default)]
pub(super) struct Timings {
    /// Press → turn message showing the new state.
    pub(super) board_updated: Vec<f64>,
    /// Press → the bot's first answer (its interaction callback).
    pub(super) first_answer: Vec<f64>,
}

impl Table {
    /// The turn message once it shows a state newer than `after` (or the game is over).
    async fn turn_after(
        &self,
        watch: &mut tokio::sync::watch::Receiver<u64>,
        after: u64,
    ) -> Result<SimMessage, DiscordBenchError> {
        let deadline = tokio::time::Instant::now() + TABLE_WAIT;
        loop {
            watch.borrow_and_update();
            if let Some(turn) = self.fake.latest_message(self.channel, is_turn_message)
                && (version(&turn) > after || game_over(&turn))
                && !turn.custom_ids().is_empty()
            {
                return Ok(turn);
            }
            match tokio::time::timeout_at(deadline, watch.changed()).await {
                Ok(Ok(())) => {}
                Ok(Err(_)) => {
                    return Err(DiscordBenchError::Unexpected("the fake stopped".into()));
                }
                Err(_) => {
                    return Err(DiscordBenchError::Unexpected(
                        "the turn message did not change".into(),
                    ));
                }
            }
        }
    }

    /// Presses `custom_id` (a button, or a menu with `values`) on `msg` as `user`, which
    /// changes the game; times the press to its first answer and to the turn message showing
    /// the new state. Returns the message the user then sees (their reply or the updated one).
    pub(super) async fn timed_press(
        &self,
        user: UserId,
        msg: &SimMessage,
        custom_id: &str,
        values: Option<&[String]>,
        before: u64,
        timings: &mut Timings,
    ) -> Result<SimMessage, DiscordBenchError> {
        let mut watch = self.fake.watch_channel(self.channel);
        let edits = msg.edits;
        let pressed = Instant::now();
        let handle = match values {
            None => self.fake.click_button(user, msg.id, custom_id)?,
            Some(values) => {
                let refs: Vec<&str> = values.iter().map(String::as_str).collect();
                self.fake.select(user, msg.id, custom_id, &refs)?
            }
        };
        let updated = async {
            let turn = self.turn_after(&mut watch, before).await?;
            Ok::<_, DiscordBenchError>((pressed.elapsed(), turn))
        };
        let answered = super::answer(self, handle, msg.id, edits);
        let (updated, answered) = tokio::join!(updated, answered);
        let (board_latency, _) = updated?;
        let (first_latency, seen) = answered?;
        timings.board_updated.push(ms(board_latency));
        timings.first_answer.push(ms(first_latency));
        Ok(seen)
    }

    /// Answers a chooser (and any chained after it) with its first options, each choice timed.
    pub(super) async fn choose_timed(
        &self,
        user: UserId,
        mut msg: SimMessage,
        timings: &mut Timings,
    ) -> Result<(), DiscordBenchError> {
        for _ in 0..4 {
            let Some((menu, values)) = first_menu(&msg) else {
                return Ok(());
            };
            let before = self
                .fake
                .latest_message(self.channel, is_turn_message)
                .map_or(0, |t| version(&t));
            msg = self
                .timed_press(user, &msg, &menu, Some(&values), before, timings)
                .await?;
        }
        Ok(())
    }

    /// One move of whoever the turn message waits for.
    async fn one_move(
        &self,
        turn: &SimMessage,
        timings: &mut Timings,
    ) -> Result<(), DiscordBenchError> {
        let before = version(turn);
        if button(turn, "discard").is_some() {
            for &user in &self.users {
                let Some(now) = self.fake.latest_message(self.channel, is_turn_message) else {
                    break;
                };
                let Some(discard) = button(&now, "discard") else {
                    break;
                };
                let (_, prompt) = super::click(self, user, now.id, &discard).await?;
                self.choose_timed(user, prompt, timings).await?;
            }
            return Ok(());
        }
        let player = self
            .current_player(turn)
            .ok_or_else(|| DiscordBenchError::Unexpected("nobody's turn".into()))?;
        let pick = ["pick:robber", "pick:settlement", "pick:road"]
            .into_iter()
            .find_map(|verb| button(turn, verb));
        let setup_or_robber = pick.as_ref().is_some_and(|p| p.ends_with(":pick:robber"))
            || turn
                .embeds
                .first()
                .is_some_and(|e| e["title"] == serde_json::json!("Catan — setup"));
        match (pick, button(turn, "roll"), button(turn, "end")) {
            (Some(pick), _, _) if setup_or_robber => {
                let (_, chooser) = super::click(self, player, turn.id, &pick).await?;
                self.choose_timed(player, chooser, timings).await
            }
            (_, Some(press), _) | (_, _, Some(press)) => self
                .timed_press(player, turn, &press, None, before, timings)
                .await
                .map(|_| ()),
            _ => Err(DiscordBenchError::Unexpected(format!(
                "no button the bench knows among {:?}",
                turn.custom_ids()
            ))),
        }
    }
}

/// Makes one table's moves, one every `interval`, the first after `delay`, from its turn
/// message `turn`.
async fn play_table(
    table: Table,
    mut turn: SimMessage,
    delay: Duration,
    options: TablesOptions,
) -> Result<Timings, DiscordBenchError> {
    let mut timings = Timings::default();
    let mut next = tokio::time::Instant::now() + delay;
    for _ in 0..options.moves {
        tokio::time::sleep_until(next).await;
        next += options.interval;
        if game_over(&turn) {
            break;
        }
        table.one_move(&turn, &mut timings).await?;
        turn = table
            .fake
            .latest_message(table.channel, is_turn_message)
            .ok_or_else(|| DiscordBenchError::Unexpected("no turn message".into()))?;
    }
    Ok(timings)
}

/// Games opened at once while the tables are set up (not timed): a few at a time, as a busy
/// evening fills up, rather than a thousand lobbies in the same second.
const OPENING_AT_ONCE: usize = 8;

/// Runs the bot and `options.tables` tables against the fake; see the module docs.
pub async fn run(options: TablesOptions) -> Result<TablesReport, DiscordBenchError> {
    let started = Instant::now();
    let fake = FakeDiscord::start(world(options.tables)).await?;
    let dir = tempfile::tempdir()?;
    let store = Store::connect(&StoreConfig::file(&dir.path().join("kaitaku.db"))).await?;
    // Commands are registered globally: the tables are spread over several servers.
    let bot_options = BotOptions {
        guild_id: None,
        // Every table its own board, as in real use: a thousand games of one board would
        // all hit the same render cache entry.
        new_games: NewGames {
            seed: Some(1),
            per_channel: true,
            ..NewGames::default()
        },
        ..BotOptions::default()
    };
    let http = fake.http_for_bot("bench-bot-token");
    let bot = tokio::spawn(async move {
        if let Err(e) = run_with_http(http, store, bot_options).await {
            tracing::error!("bot stopped: {e}");
        }
    });
    fake.wait_for_command("catan", super::WAIT).await?;
    // The bot is up (fonts, templates, database pool): what comes on top is the games'.
    let (rss_before, _) = rss_kib();
    let users: Vec<UserId> = ["alice", "bob", "hanako"]
        .iter()
        .filter_map(|n| fake.user_id(n))
        .collect();
    let channels: Vec<ChannelId> = fake
        .config()
        .guilds
        .iter()
        .flat_map(|g| g.channels.iter().map(|c| c.id))
        .collect();
    let failed = Arc::new(AtomicUsize::new(0));
    // Every game opens first (a few at a time, untimed); then the tables play.
    let opening = Arc::new(tokio::sync::Semaphore::new(OPENING_AT_ONCE));
    let mut opened = Vec::new();
    for (i, channel) in channels.into_iter().enumerate() {
        let table = Table {
            fake: fake.clone(),
            channel,
            users: users.clone(),
        };
        let opening = Arc::clone(&opening);
        opened.push(tokio::spawn(async move {
            let _permit = opening.acquire_owned().await.ok()?;
            match open_game(&table).await {
                Ok(turn) => Some((table, turn)),
                Err(e) => {
                    tracing::warn!("table {i} did not open: {e}");
                    None
                }
            }
        }));
    }
    let mut ready = Vec::new();
    for task in opened {
        match task.await {
            Ok(Some(table)) => ready.push(table),
            _ => {
                failed.fetch_add(1, Ordering::Relaxed);
            }
        }
    }
    let tables = ready.len().max(1);
    let mut tasks = Vec::new();
    for (i, (table, turn)) in ready.into_iter().enumerate() {
        // The tables' moves are spread over one interval.
        let delay = options.interval.mul_f64(i as f64 / tables as f64);
        let failed = Arc::clone(&failed);
        tasks.push(tokio::spawn(async move {
            match play_table(table, turn, delay, options).await {
                Ok(t) => t,
                Err(e) => {
                    tracing::warn!("table {i} stopped: {e}");
                    failed.fetch_add(1, Ordering::Relaxed);
                    Timings::default()
                }
            }
        }));
    }
    let mut board_updated = Vec::new();
    let mut first_answer = Vec::new();
    for task in tasks {
        if let Ok(t) = task.await {
            board_updated.extend(t.board_updated);
            first_answer.extend(t.first_answer);
        }
    }
    let (rss_after, peak) = rss_kib();
    bot.abort();
    board_updated.sort_by(f64::total_cmp);
    first_answer.sort_by(f64::total_cmp);
    Ok(TablesReport {
        tables: options.tables,
        failed_tables: failed.load(Ordering::Relaxed),
        interval_ms: options.interval.as_millis() as u64,
        presses: board_updated.len(),
        board_updated_p50_ms: percentile(&board_updated, 0.5),
        board_updated_p99_ms: percentile(&board_updated, 0.99),
        first_answer_p99_ms: percentile(&first_answer, 0.99),
        rss_before_mib: mib(rss_before),
        rss_after_mib: mib(rss_after),
        peak_rss_mib: mib(peak),
        rss_per_table_kib: rss_after.saturating_sub(rss_before) as f64
            / options.tables.max(1) as f64,
        wall_s: started.elapsed().as_secs_f64(),
    })
}
