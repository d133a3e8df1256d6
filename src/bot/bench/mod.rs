//! `kaitaku bench discord`: the real bot on a fresh database, driven through the fake Discord
//! by simulated players who press only what the bot offers. Every press is timed from
//! `INTERACTION_CREATE` to the bot's first answer (its interaction callback), separately for
//! presses that leave the board as it was (Hand, opening a chooser) and ones that change it
//! (placing, rolling, ending the turn).

use std::time::Duration;

use serde::Serialize;
use serde_json::json;
use serenity::model::id::{ChannelId, MessageId, UserId};

use kaitaku_discord_sim::{FakeConfig, FakeDiscord, SimError, SimMessage};
use kaitaku_store::{Store, StoreConfig};

use super::{BotOptions, run_with_http};

pub mod tables;

/// How long any single step may take before the bench gives up.
const WAIT: Duration = Duration::from_secs(20);

/// The bench's figures.
#[derive(Clone, Debug, Serialize)]
pub struct DiscordBenchReport {
    /// Presses timed that left the board unchanged.
    pub unchanged_presses: usize,
    /// Median latency of those, in milliseconds.
    pub unchanged_p50_ms: f64,
    /// 99th percentile of those, in milliseconds.
    pub unchanged_p99_ms: f64,
    /// Presses timed that changed the board.
    pub changed_presses: usize,
    /// Median latency of those, in milliseconds.
    pub changed_p50_ms: f64,
    /// 99th percentile of those, in milliseconds.
    pub changed_p99_ms: f64,
    /// Median time from a board-changing press to the turn message showing its result (the
    /// edit or new message with the new board): what the player waits for, in milliseconds.
    pub board_updated_p50_ms: f64,
    /// 99th percentile of those, in milliseconds.
    pub board_updated_p99_ms: f64,
    /// Turns rolled.
    pub turns: usize,
    /// Player trades carried out (offer → accept → confirm, all by buttons).
    pub trades: usize,
    /// Median wall time of a trade round trip, from pressing "Offer" to the offer message
    /// showing the trade done, in milliseconds (the three presses and every message edit).
    pub trade_p50_ms: f64,
    /// 99th percentile of those, in milliseconds.
    pub trade_p99_ms: f64,
}

/// Why the bench stopped.
#[derive(Debug, thiserror::Error)]
pub enum DiscordBenchError {
    /// The fake Discord failed or the bot did not answer in time.
    #[error("fake Discord: {0}")]
    Sim(#[from] SimError),
    /// The database could not be opened.
    #[error("store: {0}")]
    Store(#[from] kaitaku_store::StoreError),
    /// The bot answered something the bench did not expect.
    #[error("{0}")]
    Unexpected(String),
    /// A temporary directory could not be made.
    #[error("temporary directory: {0}")]
    Io(#[from] std::io::Error),
}

/// One game's table: the fake, the channel and the seated users.
struct Table {
    fake: FakeDiscord,
    channel: ChannelId,
    users: Vec<UserId>,
}

impl Table {
    /// The newest public message with a board image: the turn message.
    fn turn_message(&self) -> Option<SimMessage> {
        self.fake.latest_message(self.channel, |m| {
            !m.is_ephemeral() && m.attachment("board.png").is_some()
        })
    }

    /// Waits for a turn message different from `before` (another message, or other buttons).
    async fn next_turn_message(
        &self,
        before: Option<&SimMessage>,
    ) -> Result<SimMessage, DiscordBenchError> {
        let deadline = tokio::time::Instant::now() + WAIT;
        let mut watch = self.fake.watch_channel(self.channel);
        loop {
            watch.borrow_and_update();
            if let Some(now) = self.turn_message() {
                let changed =
                    before.is_none_or(|b| now.id != b.id || now.custom_ids() != b.custom_ids());
                // A turn message between two states may briefly have no buttons.
                let over = now
                    .embeds
                    .first()
                    .is_some_and(|e| e["title"].to_string().contains("game over"));
                if changed && (over || !now.custom_ids().is_empty()) {
                    return Ok(now);
                }
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

    /// The seated user the turn message mentions first.
    fn current_player(&self, msg: &SimMessage) -> Option<UserId> {
        self.users
            .iter()
            .copied()
            .find(|id| msg.content.starts_with(&format!("<@{id}>")))
    }
}

/// The custom id of the button with `verb` on `msg`.
fn button(msg: &SimMessage, verb: &str) -> Option<String> {
    msg.custom_ids()
        .into_iter()
        .find(|id| id.splitn(4, ':').nth(3) == Some(verb))
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn percentile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    sorted[((sorted.len() - 1) as f64 * q).round() as usize]
}

/// Waits for the bot's answer to an interaction on `source`: the latency of its first
/// answer and the message the user then sees (a reply, or `source` updated or edited).
async fn answer(
    table: &Table,
    handle: kaitaku_discord_sim::InteractionHandle,
    source: MessageId,
    edits_before: u32,
) -> Result<(Duration, SimMessage), DiscordBenchError> {
    let callback = handle.callback(WAIT).await?;
    let message = match callback.kind {
        4 | 5 => handle.response(WAIT).await?,
        7 => table
            .fake
            .message(source)
            .ok_or_else(|| DiscordBenchError::Unexpected("updated message vanished".into()))?,
        6 => {
            // Watches the message's channel only: a scan of every message at every change
            // would cost the fake more than the bot with a thousand tables.
            let mut watch = table.fake.watch_channel(table.channel);
            let deadline = tokio::time::Instant::now() + WAIT;
            loop {
                watch.borrow_and_update();
                if let Some(m) = table
                    .fake
                    .message(source)
                    .filter(|m| m.edits > edits_before)
                {
                    break m;
                }
                if !matches!(
                    tokio::time::timeout_at(deadline, watch.changed()).await,
                    Ok(Ok(()))
                ) {
                    return Err(DiscordBenchError::Unexpected(
                        "the deferred message was not edited".into(),
                    ));
                }
            }
        }
        other => {
            return Err(DiscordBenchError::Unexpected(format!(
                "unexpected callback type {other}"
            )));
        }
    };
    Ok((callback.latency, message))
}

/// Presses a button of `message` as `user`.
async fn click(
    table: &Table,
    user: UserId,
    message: MessageId,
    custom_id: &str,
) -> Result<(Duration, SimMessage), DiscordBenchError> {
    let edits = table.fake.message(message).map_or(0, |m| m.edits);
    let handle = table.fake.click_button(user, message, custom_id)?;
    answer(table, handle, message, edits).await
}

/// The first select menu of `msg`: its id, and as many of its first options as it needs.
fn first_menu(msg: &SimMessage) -> Option<(String, Vec<String>)> {
    msg.components
        .iter()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .find(|c| c["type"] == json!(3))
        .and_then(|menu| {
            let id = menu["custom_id"].as_str()?.to_owned();
            let needed = menu["min_values"].as_u64().unwrap_or(1).max(1) as usize;
            let values: Vec<String> = menu["options"]
                .as_array()?
                .iter()
                .filter_map(|o| o["value"].as_str().map(str::to_owned))
                .take(needed)
                .collect();
            (values.len() == needed).then_some((id, values))
        })
}

/// Opens a 3-player lobby, fills it and starts the game.
async fn open_game(table: &Table) -> Result<SimMessage, DiscordBenchError> {
    let host = table.users[0];
    let new =
        table
            .fake
            .slash_command(host, table.channel, "catan new", &[("players", json!(3))])?;
    let lobby = new.response(WAIT).await?;
    let find = |verb: &str| {
        lobby
            .custom_ids()
            .into_iter()
            .find(|i| i.ends_with(verb))
            .ok_or_else(|| DiscordBenchError::Unexpected(format!("the lobby has no {verb}")))
    };
    let (join, start) = (find(":join")?, find(":start")?);
    for &user in &table.users[1..] {
        table
            .fake
            .click_button(user, lobby.id, &join)?
            .callback(WAIT)
            .await?;
    }
    table
        .fake
        .click_button(host, lobby.id, &start)?
        .callback(WAIT)
        .await?;
    table.next_turn_message(None).await
}

/// Plays `turns` turns of a 3-player game through the fake Discord and times every press.
///
/// The players press only what the bot offers: they place on the first spot the chooser
/// lists, roll, and end their turn; each step one seated player also looks at their hand.
pub async fn run(turns: usize) -> Result<DiscordBenchReport, DiscordBenchError> {
    let fake = FakeDiscord::start(FakeConfig::default()).await?;
    let dir = tempfile::tempdir()?;
    let store = Store::connect(&StoreConfig::file(&dir.path().join("kaitaku.db"))).await?;
    let options = BotOptions {
        guild_id: fake.guild_id(),
        ..BotOptions::default()
    };
    let http = fake.http_for_bot("bench-bot-token");
    let bot = tokio::spawn(async move {
        if let Err(e) = run_with_http(http, store, options).await {
            tracing::error!("bot stopped: {e}");
        }
    });
    let result = drive(fake, turns).await;
    bot.abort();
    result
}

async fn drive(fake: FakeDiscord, turns: usize) -> Result<DiscordBenchReport, DiscordBenchError> {
    fake.wait_for_command("catan", WAIT).await?;
    let channel = fake
        .channel_id("catan")
        .ok_or_else(|| DiscordBenchError::Unexpected("no #catan channel".into()))?;
    let users = ["alice", "bob", "hanako"]
        .iter()
        .filter_map(|n| fake.user_id(n))
        .collect();
    let table = Table {
        fake,
        channel,
        users,
    };
    let mut turn = open_game(&table).await?;
    let mut unchanged = Vec::new();
    // Board-changing presses: first answer and turn message updated, per press.
    let mut timings = tables::Timings::default();
    let mut trades = Vec::new();
    let mut rolled = 0;
    let mut step = 0usize;
    while rolled < turns {
        step += 1;
        if step > turns * 12 + 200 {
            return Err(DiscordBenchError::Unexpected(
                "the game made no progress".into(),
            ));
        }
        let title = turn.embeds.first().map(|e| e["title"].to_string());
        if title.is_some_and(|t| t.contains("game over")) {
            break;
        }
        // A look at someone's hand: an ephemeral answer, the board unchanged.
        if let Some(hand) = button(&turn, "hand") {
            let viewer = table.users[step % table.users.len()];
            unchanged.push(ms(click(&table, viewer, turn.id, &hand).await?.0));
        }
        if button(&turn, "discard").is_some() {
            // Everyone who owes a discard opens their prompt and discards.
            for user in table.users.clone() {
                let Some(now) = table.turn_message() else {
                    break;
                };
                let Some(discard) = button(&now, "discard") else {
                    break;
                };
                let (latency, prompt) = click(&table, user, now.id, &discard).await?;
                unchanged.push(ms(latency));
                table.choose_timed(user, prompt, &mut timings).await?;
            }
            turn = table.next_turn_message(Some(&turn)).await?;
            continue;
        }
        let player = table
            .current_player(&turn)
            .ok_or_else(|| DiscordBenchError::Unexpected("nobody's turn".into()))?;
        let pick = ["pick:robber", "pick:settlement", "pick:road"]
            .into_iter()
            .find_map(|verb| button(&turn, verb));
        let setup_or_robber = pick.as_ref().is_some_and(|p| p.ends_with(":pick:robber"))
            || turn
                .embeds
                .first()
                .is_some_and(|e| e["title"] == json!("Catan — setup"));
        // Once per turn, in the main phase: a player trade with the next seat.
        if let (Some(open), Some(_)) = (button(&turn, "t:open"), button(&turn, "end")) {
            let partner = table.users[(turn_seat(&table, player) + 1) % table.users.len()];
            if let Some(ms) = trade_round(&table, player, partner, &turn, &open).await? {
                trades.push(ms);
            }
            turn = table.turn_message().unwrap_or(turn);
        }
        match (pick, button(&turn, "roll"), button(&turn, "end")) {
            (Some(pick), _, _) if setup_or_robber => {
                // Opening the chooser leaves the board as it is; choosing a spot changes it.
                let (latency, chooser) = click(&table, player, turn.id, &pick).await?;
                unchanged.push(ms(latency));
                table.choose_timed(player, chooser, &mut timings).await?;
            }
            (_, Some(roll), _) => {
                let before = tables::version(&turn);
                table
                    .timed_press(player, &turn, &roll, None, before, &mut timings)
                    .await?;
                rolled += 1;
            }
            (_, _, Some(end)) => {
                let before = tables::version(&turn);
                table
                    .timed_press(player, &turn, &end, None, before, &mut timings)
                    .await?;
            }
            _ => {
                return Err(DiscordBenchError::Unexpected(format!(
                    "no button the bench knows among {:?}",
                    turn.custom_ids()
                )));
            }
        }
        turn = table.next_turn_message(Some(&turn)).await?;
    }
    let violations = table.fake.violations();
    if let Some(v) = violations.first() {
        return Err(DiscordBenchError::Unexpected(format!(
            "{} request(s) broke Discord's rules, first: {v:?}",
            violations.len()
        )));
    }
    unchanged.sort_by(f64::total_cmp);
    let mut changed = timings.first_answer;
    let mut board_updated = timings.board_updated;
    changed.sort_by(f64::total_cmp);
    board_updated.sort_by(f64::total_cmp);
    trades.sort_by(f64::total_cmp);
    Ok(DiscordBenchReport {
        unchanged_presses: unchanged.len(),
        unchanged_p50_ms: percentile(&unchanged, 0.5),
        unchanged_p99_ms: percentile(&unchanged, 0.99),
        changed_presses: changed.len(),
        changed_p50_ms: percentile(&changed, 0.5),
        changed_p99_ms: percentile(&changed, 0.99),
        board_updated_p50_ms: percentile(&board_updated, 0.5),
        board_updated_p99_ms: percentile(&board_updated, 0.99),
        turns: rolled,
        trades: trades.len(),
        trade_p50_ms: percentile(&trades, 0.5),
        trade_p99_ms: percentile(&trades, 0.99),
    })
}

fn turn_seat(table: &Table, user: UserId) -> usize {
    table.users.iter().position(|u| *u == user).unwrap_or(0)
}

/// A user's hand, read from their Hand button's private answer.
async fn hand_of(
    table: &Table,
    user: UserId,
    turn: &SimMessage,
) -> Result<kaitaku_engine::ResourceSet, DiscordBenchError> {
    let Some(hand) = button(turn, "hand") else {
        return Ok(kaitaku_engine::ResourceSet::default());
    };
    let (_, answer) = click(table, user, turn.id, &hand).await?;
    let line = answer
        .content
        .lines()
        .next()
        .and_then(|l| l.strip_prefix("**Your hand**: "))
        .unwrap_or("");
    Ok(super::cards::discard::parse_cards(line).unwrap_or_default())
}

/// One player trade through the buttons: `player` offers one of their cards for one card
/// `partner` holds (both read from their Hand answers), `partner` accepts, `player` confirms.
/// Returns the wall time from the offer press to the offer message showing the trade, or
/// `None` when the two hands do not allow a trade.
async fn trade_round(
    table: &Table,
    player: UserId,
    partner: UserId,
    turn: &SimMessage,
    open: &str,
) -> Result<Option<f64>, DiscordBenchError> {
    use kaitaku_engine::Resource;
    let mine = hand_of(table, player, turn).await?;
    let theirs = hand_of(table, partner, turn).await?;
    let Some(want) = Resource::ALL.into_iter().find(|r| theirs[*r] > 0) else {
        return Ok(None);
    };
    let Some(give) = Resource::ALL
        .into_iter()
        .find(|r| mine[*r] > 0 && *r != want)
    else {
        return Ok(None);
    };
    let unexpected = |what: &str| DiscordBenchError::Unexpected(format!("trade: {what}"));
    let (_, menu) = click(table, player, turn.id, open).await?;
    let find = |msg: &SimMessage, prefix: &str| {
        msg.custom_ids().into_iter().find(|id| {
            id.splitn(4, ':')
                .nth(3)
                .is_some_and(|v| v.starts_with(prefix))
        })
    };
    let pick =
        |msg: &SimMessage, prefix: &str, value: String| find(msg, prefix).map(|id| (id, value));
    let (give_menu, v) = pick(&menu, "t:tg:", format!("{}.1", give.name()))
        .ok_or_else(|| unexpected("no give menu"))?;
    let edits = menu.edits;
    let handle = table
        .fake
        .select(player, menu.id, &give_menu, &[v.as_str()])?;
    let (_, menu) = answer(table, handle, menu.id, edits).await?;
    let (want_menu, v) = pick(&menu, "t:tw:", format!("{}.1", want.name()))
        .ok_or_else(|| unexpected("no want menu"))?;
    let edits = menu.edits;
    let handle = table
        .fake
        .select(player, menu.id, &want_menu, &[v.as_str()])?;
    let (_, menu) = answer(table, handle, menu.id, edits).await?;
    let seat = turn_seat(table, partner);
    let send = menu
        .custom_ids()
        .into_iter()
        .find(|id| id.contains(":t:o:") && id.ends_with(&format!(":{seat}")))
        .ok_or_else(|| unexpected("no send button"))?;
    let started = std::time::Instant::now();
    click(table, player, menu.id, &send).await?;
    let offer = table
        .fake
        .messages(table.channel)
        .into_iter()
        .rev()
        .find(|m| !m.is_ephemeral() && m.content.contains("🤝"))
        .ok_or_else(|| unexpected("no offer message"))?;
    let accept = find(&offer, "t:a:").ok_or_else(|| unexpected("no Accept"))?;
    click(table, partner, offer.id, &accept).await?;
    let offer = table
        .fake
        .wait_for_message(WAIT, |m| m.id == offer.id && find(m, "t:k:").is_some())
        .await?;
    let confirm = find(&offer, "t:k:").ok_or_else(|| unexpected("no confirm"))?;
    click(table, player, offer.id, &confirm).await?;
    table
        .fake
        .wait_for_message(WAIT, |m| m.id == offer.id && m.content.starts_with("✅"))
        .await?;
    Ok(Some(ms(started.elapsed())))
}
