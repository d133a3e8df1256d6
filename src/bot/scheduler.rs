//! Async play: the deadline scheduler. Deadlines (reminders, the turn timer, the immediate
//! moves of kicked seats) are stored in the database by [`schedule`] whenever a game changes;
//! one task per bot sleeps until the next one is due (woken early when one is set), then
//! reminds in the game's channel or plays the minimal moves through [`turn::commit`], the same
//! path as a player's action. After a restart the task simply reads the stored deadlines again.

use std::collections::BTreeSet;
use std::sync::{Arc, Mutex, Weak};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CreateAllowedMentions, CreateMessage, Http, UserId};

use kaitaku_ai::Level;
use kaitaku_engine::autoplay::minimal_action;
use kaitaku_engine::{Action, Decision, Game, Seat};
use kaitaku_store::{
    Command, CommandSource, Deadline, DeadlineKind, GameStatus, StoreError, StoredGame,
};

use super::turn;
use super::{BotError, Data};

/// The longest the scheduler sleeps without looking at the database (so that a deadline set by
/// another process, or a missed wake-up, is late by at most this much).
const MAX_SLEEP: Duration = Duration::from_secs(1);

/// Most deadlines handled per wake-up (the rest on the next round).
const BATCH: u32 = 64;

/// How long a claim on a due deadline lasts: another process (the restarted one, after a
/// crash) may claim it again after that if it was not fired and taken.
const CLAIM_LEASE_MS: i64 = 30_000;

/// Most minimal moves played for one deadline (a safety net: a turn never needs this many).
const MAX_MOVES: usize = 200;

/// How long after a refused automatic move it is tried again.
const RETRY_AFTER_MS: i64 = 30_000;

/// Lateness samples kept for [`lateness_samples`].
const MAX_SAMPLES: usize = 100_000;

/// How late each deadline fired (kind, milliseconds after its stored due time), newest last.
static LATENESS: Mutex<Vec<(DeadlineKind, i64)>> = Mutex::new(Vec::new());

/// How late the deadlines fired so far in this process (kind, milliseconds after the stored
/// due time): for `kaitaku bench timers` and the tests.
pub fn lateness_samples() -> Vec<(DeadlineKind, i64)> {
    LATENESS.lock().unwrap_or_else(|e| e.into_inner()).clone()
}

fn record_lateness(kind: DeadlineKind, late_ms: i64) {
    let mut samples = LATENESS.lock().unwrap_or_else(|e| e.into_inner());
    if samples.len() >= MAX_SAMPLES {
        samples.remove(0);
    }
    samples.push((kind, late_ms));
}

/// Milliseconds since the Unix epoch.
fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
        .unwrap_or(0)
}

/// The seats that owe a decision the timer resolves, in seat order (answers to a trade offer
/// are optional and never owed).
pub fn owing(game: &Game) -> Vec<Seat> {
    let seats: BTreeSet<Seat> = game
        .pending()
        .into_iter()
        .filter(|p| p.decision != Decision::AnswerTrade)
        .map(|p| p.seat)
        .collect();
    seats.into_iter().collect()
}

/// Recomputes a game's deadlines after it changed (a new version, a start, a kick or a
/// takeover) and wakes the scheduler: none once it is over; an immediate one when a kicked seat
/// owes a decision; a timer and a reminder for the live seats that owe one, as the server's
/// settings ask. Errors are logged (the game itself is already committed).
pub async fn schedule(data: &Data, stored: &StoredGame) {
    if let Err(e) = try_schedule(data, stored).await {
        tracing::error!(game = %stored.id, error = %e, "could not store the game's deadlines");
    }
    data.wake_scheduler.notify_one();
}

async fn try_schedule(data: &Data, stored: &StoredGame) -> Result<(), StoreError> {
    let store = &data.store;
    let game = match &stored.game {
        Some(g) if stored.status == GameStatus::Active && !g.is_over() => g,
        _ => return store.clear_deadlines(stored.id).await,
    };
    let settings = store.guild_settings(stored.guild_id).await?;
    let kicked = store.autoplay_seats(stored.id).await?;
    let owed = owing(game);
    let live = owed.iter().any(|s| !kicked.contains(s));
    let minimal_owes = owed
        .iter()
        .any(|s| kicked.contains(s) && computer_level(stored, *s).is_none());
    let computer_owes = !computer_owing(game, stored, &kicked).is_empty();
    let delay_ms = |d: Duration| i64::try_from(d.as_millis()).unwrap_or(i64::MAX);
    let secs = |s: u32| i64::from(s) * 1000;
    let now = now_ms();
    let plan = [
        (
            DeadlineKind::Autoplay,
            if minimal_owes {
                Some(0)
            } else {
                computer_owes.then(|| delay_ms(data.computer_delay))
            },
        ),
        (
            DeadlineKind::Timer,
            settings.turn_timer_secs.filter(|_| live).map(secs),
        ),
        (
            DeadlineKind::Reminder,
            settings.reminder_secs.filter(|_| live).map(secs),
        ),
    ];
    for (kind, delay) in plan {
        match delay {
            Some(ms) => {
                store
                    .set_deadline(Deadline {
                        game_id: stored.id,
                        kind,
                        due_at: now.saturating_add(ms),
                        version: stored.version,
                        reminders: 0,
                    })
                    .await?;
            }
            None => store.clear_deadline(stored.id, kind).await?,
        }
    }
    Ok(())
}

/// The level of the computer that plays `seat` automatically, if a computer plays it (a
/// computer seat, or a kicked seat handed to the computer).
fn computer_level(stored: &StoredGame, seat: Seat) -> Option<Level> {
    stored
        .computer_of(seat)
        .map(|l| Level::parse(l).unwrap_or(Level::Normal))
}

/// The automatically played seats a computer plays that owe something now, in seat order. Unlike
/// people (and minimal moves), a computer also answers the trade offers made to it.
fn computer_owing(game: &Game, stored: &StoredGame, kicked: &[Seat]) -> Vec<Seat> {
    let seats: BTreeSet<Seat> = game
        .pending()
        .into_iter()
        .map(|p| p.seat)
        .filter(|s| kicked.contains(s) && computer_level(stored, *s).is_some())
        .collect();
    seats.into_iter().collect()
}

/// Starts the scheduler task of a bot. It ends once the bot's state is dropped (the bot
/// stopped).
pub fn spawn(http: Arc<Http>, data: &Arc<Data>) {
    let weak = Arc::downgrade(data);
    tokio::spawn(run(http, weak));
}

async fn run(http: Arc<Http>, weak: Weak<Data>) {
    tracing::info!("deadline scheduler started");
    loop {
        let Some(data) = weak.upgrade() else {
            break;
        };
        let sleep = match round(&http, &data).await {
            Ok(Some(next)) => {
                Duration::from_millis(u64::try_from((next - now_ms()).max(0)).unwrap_or(0))
                    .min(MAX_SLEEP)
            }
            Ok(None) => MAX_SLEEP,
            Err(e) => {
                tracing::error!(error = %e, "deadline scheduler round failed");
                MAX_SLEEP
            }
        };
        if sleep.is_zero() {
            continue;
        }
        tokio::select! {
            () = tokio::time::sleep(sleep) => {}
            () = data.wake_scheduler.notified() => {}
        }
    }
    tracing::info!("deadline scheduler stopped");
}

/// Claims and fires every due deadline of this process's shards; returns when the next one is
/// due.
async fn round(http: &Http, data: &Data) -> Result<Option<i64>, BotError> {
    let due = data
        .store
        .claim_due_deadlines(now_ms(), BATCH, data.shards, CLAIM_LEASE_MS)
        .await?;
    for deadline in due {
        if let Err(e) = fire(http, data, deadline).await {
            tracing::error!(game = %deadline.game_id, kind = deadline.kind.as_str(), error = %e,
                "deadline failed");
            // Never fire the same failing deadline in a loop.
            data.store.take_deadline(&deadline).await?;
        }
    }
    Ok(data.store.next_deadline_for(data.shards).await?)
}

/// Handles one due deadline under its channel's lock.
async fn fire(http: &Http, data: &Data, deadline: Deadline) -> Result<(), BotError> {
    let channel_id = match data.store.load(deadline.game_id).await {
        Ok(g) => g.channel_id,
        Err(StoreError::NotFound(_)) => return Ok(()),
        Err(e) => return Err(e.into()),
    };
    let lock = data.channel_lock(channel_id);
    let _guard = lock.lock().await;
    let mut stored = data.store.load(deadline.game_id).await?;
    if !data.store.take_deadline(&deadline).await? {
        return Ok(()); // replaced meanwhile
    }
    record_lateness(deadline.kind, now_ms() - deadline.due_at);
    if stored.status != GameStatus::Active || stored.game.is_none() {
        data.store.clear_deadlines(stored.id).await?;
        return Ok(());
    }
    if stored.version != deadline.version {
        schedule(data, &stored).await;
        return Ok(());
    }
    match deadline.kind {
        DeadlineKind::Reminder => remind(http, data, &stored, deadline).await,
        DeadlineKind::Timer | DeadlineKind::Autoplay => {
            play_minimal(http, data, &mut stored, deadline.kind).await
        }
    }
}

/// Posts a reminder mentioning (only) the live players who owe a decision, then sets the next
/// one an interval later.
async fn remind(
    http: &Http,
    data: &Data,
    stored: &StoredGame,
    deadline: Deadline,
) -> Result<(), BotError> {
    let game = stored.game.as_ref().ok_or("game not started")?;
    let kicked = data.store.autoplay_seats(stored.id).await?;
    let users: Vec<u64> = owing(game)
        .into_iter()
        .filter(|s| !kicked.contains(s))
        .filter_map(|s| stored.user_of(s))
        .collect();
    let settings = data.store.guild_settings(stored.guild_id).await?;
    let Some(interval) = settings.reminder_secs else {
        return Ok(());
    };
    if users.is_empty() {
        return Ok(());
    }
    let timer = data
        .store
        .deadlines_of(stored.id)
        .await?
        .into_iter()
        .find(|d| d.kind == DeadlineKind::Timer);
    let text = super::seats::reminder_text(
        stored,
        &users,
        timer.map(|d| d.due_at / 1000),
        settings.computer_takes_over,
    );
    let mentions = CreateAllowedMentions::new()
        .users(users.iter().map(|u| UserId::new(*u)))
        .empty_roles()
        .everyone(false);
    ChannelId::new(stored.channel_id)
        .send_message(
            http,
            CreateMessage::new()
                .content(text)
                .allowed_mentions(mentions),
        )
        .await?;
    // Once per interval: the next one an interval after this one was due (or after now, if the
    // bot was down for longer than that).
    let step = i64::from(interval) * 1000;
    let next = (deadline.due_at + step).max(now_ms() + step / 2);
    data.store
        .set_deadline(Deadline {
            due_at: next,
            reminders: deadline.reminders.saturating_add(1),
            ..deadline
        })
        .await?;
    Ok(())
}

/// Who makes an automatic move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mover {
    /// The minimal legal move (`autoplay::minimal_action`).
    Minimal,
    /// The computer player at this level, from the seat's own view.
    Computer(Level),
}

/// The seed of a computer's decision: the same game, moment and seat decide the same.
fn decision_seed(game_id: i64, version: u64, seat: Seat) -> u64 {
    (game_id as u64)
        .wrapping_mul(0xD6E8_FEB8_6659_FD93)
        .wrapping_add(version.wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .wrapping_add(u64::from(seat))
}

/// The computer's move for `seat`, searched off the async runtime from the seat's own view only
/// (`None`: it found none, and the minimal move is played instead).
async fn computer_move(game: &Game, game_id: i64, seat: Seat, level: Level) -> Option<Action> {
    let config = game.config().clone();
    let view = game.view(Some(seat));
    let seed = decision_seed(game_id, game.version(), seat);
    tokio::task::spawn_blocking(move || kaitaku_ai::decide(&config, &view, level, seed))
        .await
        .ok()
        .flatten()
}

/// Plays the moves owed automatically, through [`turn::commit`] like a player's:
/// - on a timer, for every seat that owed a decision when it expired, until the turn passes on
///   or only other live players owe something (they get their own full time): minimal moves, or
///   the computer's when the server hands timed-out seats to it;
/// - for kicked seats: their minimal moves, or the computer's when the seat was handed to it;
/// - for computer seats: the computer's moves (trade answers included), one per deadline when
///   the bot waits a moment between them ([`Data::computer_delay`]), else all that are owed.
async fn play_minimal(
    http: &Http,
    data: &Data,
    stored: &mut StoredGame,
    kind: DeadlineKind,
) -> Result<(), BotError> {
    let kicked = data.store.autoplay_seats(stored.id).await?;
    let game = stored.game.as_ref().ok_or("game not started")?;
    let timed_out: Vec<Seat> = match kind {
        DeadlineKind::Timer => owing(game),
        _ => Vec::new(),
    };
    let timed_out_mover = if timed_out.is_empty() {
        Mover::Minimal
    } else if data
        .store
        .guild_settings(stored.guild_id)
        .await?
        .computer_takes_over
    {
        Mover::Computer(Level::Normal)
    } else {
        Mover::Minimal
    };
    let start = (game.state().turn, game.state().current);
    for _ in 0..MAX_MOVES {
        let Some(game) = stored
            .game
            .as_ref()
            .filter(|_| stored.status == GameStatus::Active)
        else {
            break;
        };
        let same_turn = (game.state().turn, game.state().current) == start;
        let computers = computer_owing(game, stored, &kicked);
        let next = owing(game)
            .into_iter()
            .find_map(|s| {
                if kicked.contains(&s) {
                    computer_level(stored, s)
                        .map_or(Some((s, Mover::Minimal)), |l| Some((s, Mover::Computer(l))))
                } else if same_turn && timed_out.contains(&s) {
                    Some((s, timed_out_mover))
                } else {
                    None
                }
            })
            .or_else(|| {
                let s = *computers.first()?;
                Some((s, Mover::Computer(computer_level(stored, s)?)))
            });
        let Some((seat, mover)) = next else {
            break;
        };
        let (action, source) = match mover {
            Mover::Computer(level) => {
                let id = stored.id.0;
                let chosen = computer_move(game, id, seat, level).await;
                match chosen.or_else(|| minimal_action(game, seat)) {
                    Some(a) => (a, CommandSource::Computer),
                    None => {
                        tracing::warn!(game = %stored.id, seat, "no move for a computer seat");
                        break;
                    }
                }
            }
            Mover::Minimal => match minimal_action(game, seat) {
                Some(a) => (a, CommandSource::Timer),
                None => {
                    tracing::warn!(game = %stored.id, seat, "no minimal move for a seat that owes one");
                    break;
                }
            },
        };
        let command = Command {
            seat,
            action,
            source,
            actor_id: None,
        };
        if let Err(refusal) = turn::commit(http, data, stored, command).await {
            tracing::error!(game = %stored.id, seat, %refusal, "the automatic move was refused");
            // Try again later, not at once: a move refused now would be refused in a loop.
            let retry = Deadline {
                game_id: stored.id,
                kind: DeadlineKind::Autoplay,
                due_at: now_ms() + RETRY_AFTER_MS,
                version: stored.version,
                reminders: 0,
            };
            data.store.set_deadline(retry).await?;
            break;
        }
        // A computer seat's next move comes a moment later, from the deadline the commit set.
        let own_seat = kicked.contains(&seat) && matches!(mover, Mover::Computer(_));
        if own_seat && kind == DeadlineKind::Autoplay && !data.computer_delay.is_zero() {
            break;
        }
    }
    Ok(())
}
