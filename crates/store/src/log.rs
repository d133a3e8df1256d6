//! The command and event log: committing an accepted command, reading recent events, and
//! rebuilding a game by re-applying its commands.

use sqlx::{AnyConnection, AssertSqlSafe, Row};

use kaitaku_engine::{Action, Event, Game, GameConfig, RuleError, Seat};

use super::Store;
use super::error::{CorruptPart, StoreError, StoreResult};
use super::games::StoredGame;
use super::results;
use super::types::{
    Command, CommandSource, GameId, GameStatus, col, id_from_sql, id_to_sql, now_ms, parse_json,
    to_json, version_from_sql, version_to_sql,
};

/// What a successful commit did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CommitOutcome {
    /// The game's version now.
    pub version: u64,
    /// Whether the command ended the game (status is now finished, result recorded).
    pub finished: bool,
}

/// A command read back from the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoggedCommand {
    /// The game version the command produced.
    pub version: u64,
    /// The command.
    pub command: Command,
    /// When it was committed, Unix milliseconds.
    pub at: i64,
}

/// An event read back from the log, with the command that produced it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoggedEvent {
    /// The game version of the command that produced it.
    pub version: u64,
    /// Its position among that command's events.
    pub index: u32,
    /// The seat of the command.
    pub seat: Seat,
    /// Who issued the command.
    pub source: CommandSource,
    /// The event.
    pub event: Event,
    /// When it was committed, Unix milliseconds.
    pub at: i64,
}

/// Why [`Store::play`] failed.
#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    /// The engine refused the action (nothing was stored).
    #[error(transparent)]
    Rule(#[from] RuleError),
    /// The store failed or the game moved on ([`StoreError::is_out_of_date`]).
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// A command ready to be written: everything serialized up front, outside the transaction.
#[derive(Debug)]
pub(crate) struct PreparedCommit {
    pub(crate) game_id: GameId,
    expected_version: u64,
    seat: i64,
    source: &'static str,
    mover: Option<&'static str>,
    actor_id: Option<i64>,
    action: String,
    events: Vec<String>,
    snapshot: String,
    /// The final state when the command ended the game (for the result rows).
    finished: Option<Game>,
}

impl PreparedCommit {
    fn new(
        game_id: GameId,
        expected_version: u64,
        command: &Command,
        events: &[Event],
        game: &Game,
    ) -> StoreResult<PreparedCommit> {
        if game.version() != expected_version + 1 {
            return Err(StoreError::BadCommit {
                game_id,
                reason: format!(
                    "game is at version {} after a command on version {expected_version}",
                    game.version()
                ),
            });
        }
        Ok(PreparedCommit {
            game_id,
            expected_version,
            seat: i64::from(command.seat),
            source: command.source.column(),
            mover: command.source.mover(),
            actor_id: command.actor_id.map(id_to_sql),
            action: to_json(&command.action, "action")?,
            events: events
                .iter()
                .map(|e| to_json(e, "event"))
                .collect::<StoreResult<Vec<_>>>()?,
            snapshot: to_json(game, "snapshot")?,
            finished: game.is_over().then(|| game.clone()),
        })
    }
}

/// Writes one prepared command inside an open transaction (or savepoint): version check,
/// snapshot, command, events, and the result if the game ended. On error the caller rolls back.
pub(crate) async fn write_commit(
    conn: &mut AnyConnection,
    p: &PreparedCommit,
) -> StoreResult<CommitOutcome> {
    let game_id = p.game_id;
    let version = p.expected_version + 1;
    let finished = p.finished.is_some();
    let now = now_ms();
    let updated = sqlx::query(
        "UPDATE games SET snapshot = $1, version = $2, status = $3, updated_at = $4 \
         WHERE id = $5 AND version = $6 AND status = 'active'",
    )
    .bind(&p.snapshot)
    .bind(version_to_sql(version))
    .bind(if finished { "finished" } else { "active" })
    .bind(now)
    .bind(game_id.0)
    .bind(version_to_sql(p.expected_version))
    .execute(&mut *conn)
    .await?;
    if updated.rows_affected() == 0 {
        return Err(why_not_updated(conn, game_id, p.expected_version).await);
    }
    sqlx::query(
        "INSERT INTO game_commands (game_id, version, seat, source, actor_id, action, \
         created_at, mover) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(game_id.0)
    .bind(version_to_sql(version))
    .bind(p.seat)
    .bind(p.source)
    .bind(p.actor_id)
    .bind(&p.action)
    .bind(now)
    .bind(p.mover)
    .execute(&mut *conn)
    .await?;
    if !p.events.is_empty() {
        // One multi-row insert: a round trip per event would dominate the commit. (Not sqlx's
        // `QueryBuilder`: under `Any` it writes `?` placeholders, which PostgreSQL refuses.)
        let mut insert = sqlx::query(AssertSqlSafe(events_insert_sql(p.events.len())));
        for (idx, event) in p.events.iter().enumerate() {
            insert = insert
                .bind(game_id.0)
                .bind(version_to_sql(version))
                .bind(idx as i64)
                .bind(event.as_str());
        }
        insert.execute(&mut *conn).await?;
    }
    if let Some(game) = &p.finished {
        results::record_result(conn, game_id, Some(game), now).await?;
    }
    Ok(CommitOutcome { version, finished })
}

/// `INSERT INTO game_events … VALUES ($1, $2, $3, $4), ($5, …)` for `rows` events: only
/// numbered placeholders, never a value, go into the text.
fn events_insert_sql(rows: usize) -> String {
    let mut sql = String::from("INSERT INTO game_events (game_id, version, idx, event) VALUES ");
    for row in 0..rows {
        let n = row * 4;
        if row > 0 {
            sql.push_str(", ");
        }
        sql.push_str(&format!("(${}, ${}, ${}, ${})", n + 1, n + 2, n + 3, n + 4));
    }
    sql
}

/// Why the version-checked update touched no row: missing game, not active, or out of date.
async fn why_not_updated(
    conn: &mut AnyConnection,
    game_id: GameId,
    expected_version: u64,
) -> StoreError {
    let row = match sqlx::query("SELECT status, version FROM games WHERE id = $1")
        .bind(game_id.0)
        .fetch_optional(&mut *conn)
        .await
    {
        Ok(Some(row)) => row,
        Ok(None) => return StoreError::NotFound(game_id),
        Err(e) => return e.into(),
    };
    let check = || -> StoreResult<StoreError> {
        let actual = version_from_sql(game_id, col(&row, "version", game_id)?)?;
        let status_text: String = col(&row, "status", game_id)?;
        let status = GameStatus::parse(&status_text).ok_or_else(|| StoreError::Corrupt {
            game_id,
            part: CorruptPart::Column("status"),
            detail: format!("unknown status {status_text:?}"),
        })?;
        Ok(if status != GameStatus::Active {
            StoreError::WrongStatus {
                game_id,
                status,
                expected: "active",
            }
        } else {
            StoreError::VersionMismatch {
                game_id,
                expected: expected_version,
                actual,
            }
        })
    };
    check().unwrap_or_else(|e| e)
}

impl Store {
    /// Commits one accepted command in a single transaction: checks that the game is active at
    /// `expected_version`, appends the command and its events, writes the snapshot of `game`
    /// (which must be at `expected_version + 1`) and bumps the version. When `game` has a
    /// winner the game is marked finished and its result recorded in the same transaction.
    /// A stale `expected_version` gives [`StoreError::VersionMismatch`] and changes nothing.
    pub async fn commit(
        &self,
        game_id: GameId,
        expected_version: u64,
        command: &Command,
        events: &[Event],
        game: &Game,
    ) -> StoreResult<CommitOutcome> {
        let prepared = PreparedCommit::new(game_id, expected_version, command, events, game)?;
        if let Some(writer) = &self.writer {
            return writer.submit(prepared).await;
        }
        let mut tx = self.write_txn().await?;
        let outcome = write_commit(&mut tx, &prepared).await?;
        tx.commit().await?;
        Ok(outcome)
    }

    /// Applies `command` to a loaded game and commits it; on success the loaded game moves on,
    /// on any error it is unchanged (reload it after [`StoreError::VersionMismatch`]).
    pub async fn play(
        &self,
        stored: &mut StoredGame,
        command: Command,
    ) -> Result<Vec<Event>, PlayError> {
        let Some(current) = stored.game.as_ref() else {
            return Err(StoreError::WrongStatus {
                game_id: stored.id,
                status: stored.status,
                expected: "active",
            }
            .into());
        };
        let mut next = current.clone();
        let events = next.apply(command.seat, &command.action)?;
        let outcome = self
            .commit(stored.id, stored.version, &command, &events, &next)
            .await?;
        stored.game = Some(next);
        stored.version = outcome.version;
        if outcome.finished {
            stored.status = GameStatus::Finished;
        }
        Ok(events)
    }

    /// The last `limit` events of a game, oldest first.
    pub async fn recent_events(
        &self,
        game_id: GameId,
        limit: u32,
    ) -> StoreResult<Vec<LoggedEvent>> {
        let rows = sqlx::query(
            "SELECT e.version, e.idx, e.event, c.seat, c.source, c.mover, c.created_at \
             FROM game_events e JOIN game_commands c \
             ON c.game_id = e.game_id AND c.version = e.version \
             WHERE e.game_id = $1 ORDER BY e.version DESC, e.idx DESC LIMIT $2",
        )
        .bind(game_id.0)
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        let mut out = rows
            .iter()
            .map(|r| {
                let version = version_from_sql(game_id, col(r, "version", game_id)?)?;
                let index: i64 = col(r, "idx", game_id)?;
                let index = u32::try_from(index).unwrap_or(u32::MAX);
                let text: String = col(r, "event", game_id)?;
                let event = parse_json(&text, game_id, CorruptPart::Event { version, index })?;
                let (seat, source) = seat_and_source(r, game_id, version)?;
                Ok(LoggedEvent {
                    version,
                    index,
                    seat,
                    source,
                    event,
                    at: col(r, "created_at", game_id)?,
                })
            })
            .collect::<StoreResult<Vec<_>>>()?;
        out.reverse();
        Ok(out)
    }

    /// Every command of a game, in order. A gap in the versions is reported as corruption.
    pub async fn commands(&self, game_id: GameId) -> StoreResult<Vec<LoggedCommand>> {
        let rows = sqlx::query(
            "SELECT version, seat, source, mover, actor_id, action, created_at FROM game_commands \
             WHERE game_id = $1 ORDER BY version",
        )
        .bind(game_id.0)
        .fetch_all(&self.pool)
        .await?;
        let mut out = Vec::with_capacity(rows.len());
        for r in &rows {
            let version = version_from_sql(game_id, col(r, "version", game_id)?)?;
            let expected = out.len() as u64 + 1;
            if version != expected {
                return Err(StoreError::Corrupt {
                    game_id,
                    part: CorruptPart::LogGap { expected },
                    detail: format!("found version {version}"),
                });
            }
            let (seat, source) = seat_and_source(r, game_id, version)?;
            let text: String = col(r, "action", game_id)?;
            let action: Action = parse_json(&text, game_id, CorruptPart::Command { version })?;
            out.push(LoggedCommand {
                version,
                command: Command {
                    seat,
                    action,
                    source,
                    actor_id: col::<Option<i64>>(r, "actor_id", game_id)?.map(id_from_sql),
                },
                at: col(r, "created_at", game_id)?,
            });
        }
        Ok(out)
    }

    /// Rebuilds a started game from its log alone: `Game::new(config, seed)` and every stored
    /// command re-applied in order.
    pub async fn rebuild_from_log(&self, game_id: GameId) -> StoreResult<Game> {
        let row = sqlx::query("SELECT config, seed FROM games WHERE id = $1")
            .bind(game_id.0)
            .fetch_optional(&self.pool)
            .await?
            .ok_or(StoreError::NotFound(game_id))?;
        let config_text: String = col(&row, "config", game_id)?;
        let config: GameConfig = parse_json(&config_text, game_id, CorruptPart::Config)?;
        let seed: Option<i64> = col(&row, "seed", game_id)?;
        let seed = seed.map(id_from_sql).ok_or_else(|| StoreError::Corrupt {
            game_id,
            part: CorruptPart::Column("seed"),
            detail: "the game has no seed (never started)".into(),
        })?;
        let mut game = Game::new(config, seed).map_err(|source| StoreError::InvalidConfig {
            game_id: Some(game_id),
            source,
        })?;
        for logged in self.commands(game_id).await? {
            game.apply(logged.command.seat, &logged.command.action)
                .map_err(|error| StoreError::Replay {
                    game_id,
                    version: logged.version,
                    error,
                })?;
        }
        Ok(game)
    }

    /// Checks that the log replays to exactly the stored snapshot (compared as JSON).
    pub async fn verify_log(&self, game_id: GameId) -> StoreResult<()> {
        let rebuilt = self.rebuild_from_log(game_id).await?;
        let stored = self.load(game_id).await?;
        let same = match &stored.game {
            Some(g) => to_json(g, "snapshot")? == to_json(&rebuilt, "snapshot")?,
            None => false,
        };
        if same {
            Ok(())
        } else {
            Err(StoreError::Corrupt {
                game_id,
                part: CorruptPart::ReplayMismatch,
                detail: format!(
                    "replay reaches version {}, snapshot is at {}",
                    rebuilt.version(),
                    stored.version
                ),
            })
        }
    }
}

fn seat_and_source(
    r: &sqlx::any::AnyRow,
    game_id: GameId,
    version: u64,
) -> StoreResult<(Seat, CommandSource)> {
    let corrupt = |detail: String| StoreError::Corrupt {
        game_id,
        part: CorruptPart::Command { version },
        detail,
    };
    let seat: i64 = r.try_get("seat").map_err(|e| corrupt(e.to_string()))?;
    let seat = Seat::try_from(seat).map_err(|_| corrupt(format!("seat {seat} out of range")))?;
    let source: String = r.try_get("source").map_err(|e| corrupt(e.to_string()))?;
    let mover: Option<String> = r.try_get("mover").map_err(|e| corrupt(e.to_string()))?;
    let source = CommandSource::from_columns(&source, mover.as_deref())
        .ok_or_else(|| corrupt(format!("unknown source {source:?}")))?;
    Ok((seat, source))
}
