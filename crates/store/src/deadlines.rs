//! Async play: stored deadlines (reminders, turn timer, immediate moves of kicked seats) and
//! kicked seats. Deadlines live in the database, not in memory, so they survive restarts.
//!
//! Several bot processes may share one database, each serving a range of Discord shards: a
//! process fires only the deadlines of games in its own guilds, and claims each one first
//! ([`Store::claim_due_deadlines`]): a claim is a lease (`claimed_until`) taken in one
//! statement that skips rows another process is claiming at that moment (`FOR UPDATE SKIP
//! LOCKED` on PostgreSQL; SQLite has one writer at a time), so two processes never fire the
//! same deadline, and one whose claimer died is claimed again when the lease lapses. Firing
//! still ends with [`Store::take_deadline`], which removes the deadline only if it is the very
//! one that was claimed.

use sqlx::Row;

use kaitaku_engine::Seat;

use super::Store;
use super::error::{StoreError, StoreResult};
use super::pool::Backend;
use super::types::{GameId, id_to_sql, version_from_sql, version_to_sql};

/// What a deadline is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DeadlineKind {
    /// Remind whoever owes a decision.
    Reminder,
    /// Play the minimal moves of whoever owes a decision.
    Timer,
    /// Play the minimal moves of kicked seats (due at once).
    Autoplay,
}

impl DeadlineKind {
    /// Every kind.
    pub const ALL: [DeadlineKind; 3] = [
        DeadlineKind::Reminder,
        DeadlineKind::Timer,
        DeadlineKind::Autoplay,
    ];

    /// The value stored in the `kind` column.
    pub fn as_str(self) -> &'static str {
        match self {
            DeadlineKind::Reminder => "reminder",
            DeadlineKind::Timer => "timer",
            DeadlineKind::Autoplay => "autoplay",
        }
    }

    /// Parses a `kind` column value.
    pub fn parse(s: &str) -> Option<DeadlineKind> {
        DeadlineKind::ALL.into_iter().find(|k| k.as_str() == s)
    }
}

/// The Discord shards one bot process serves: `first..=last` of `total`. Discord sends a
/// guild's events to shard `(guild_id >> 22) % total`, so the process serving that shard serves
/// the guild's games, and fires their deadlines.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ShardRange {
    /// The first shard served.
    pub first: u32,
    /// The last shard served (inclusive).
    pub last: u32,
    /// How many shards the bot has in all.
    pub total: u32,
}

impl Default for ShardRange {
    /// [`ShardRange::ALL`].
    fn default() -> ShardRange {
        ShardRange::ALL
    }
}

impl ShardRange {
    /// One process serving every guild (one shard of one).
    pub const ALL: ShardRange = ShardRange {
        first: 0,
        last: 0,
        total: 1,
    };

    /// `first..=last` of `total`, or why that is not a range of shards.
    pub fn new(first: u32, last: u32, total: u32) -> Result<ShardRange, String> {
        if total == 0 {
            return Err("the shard total must be at least 1".into());
        }
        if first > last {
            return Err(format!("shard range {first}-{last} is empty"));
        }
        if last >= total {
            return Err(format!(
                "shard {last} does not exist: shards are numbered 0 to {} of {total}",
                total - 1
            ));
        }
        Ok(ShardRange { first, last, total })
    }

    /// Parses `A-B` (or a single shard `A`) of `total`.
    pub fn parse(range: &str, total: u32) -> Result<ShardRange, String> {
        let number = |s: &str| {
            s.trim()
                .parse::<u32>()
                .map_err(|e| format!("shard range {range:?}: {e}"))
        };
        let (first, last) = match range.split_once('-') {
            Some((a, b)) => (number(a)?, number(b)?),
            None => {
                let one = number(range)?;
                (one, one)
            }
        };
        ShardRange::new(first, last, total)
    }

    /// The shard Discord sends `guild_id`'s events to.
    pub fn shard_of(guild_id: u64, total: u32) -> u32 {
        u32::try_from((guild_id >> 22) % u64::from(total.max(1))).unwrap_or(0)
    }

    /// Whether this range serves `guild_id`.
    pub fn serves(&self, guild_id: u64) -> bool {
        (self.first..=self.last).contains(&ShardRange::shard_of(guild_id, self.total))
    }
}

/// A stored deadline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Deadline {
    /// The game.
    pub game_id: GameId,
    /// What for.
    pub kind: DeadlineKind,
    /// When, Unix milliseconds.
    pub due_at: i64,
    /// The game's version when it was set.
    pub version: u64,
    /// Reminders already sent for that version.
    pub reminders: u32,
}

impl Store {
    /// Sets (or replaces) a game's deadline of one kind.
    pub async fn set_deadline(&self, deadline: Deadline) -> StoreResult<()> {
        sqlx::query(
            "INSERT INTO game_deadlines (game_id, kind, due_at, version, reminders) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (game_id, kind) DO UPDATE SET \
             due_at = excluded.due_at, version = excluded.version, reminders = excluded.reminders, \
             claimed_until = NULL",
        )
        .bind(deadline.game_id.0)
        .bind(deadline.kind.as_str())
        .bind(deadline.due_at)
        .bind(version_to_sql(deadline.version))
        .bind(i64::from(deadline.reminders))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Removes a game's deadline of one kind (if any).
    pub async fn clear_deadline(&self, game_id: GameId, kind: DeadlineKind) -> StoreResult<()> {
        sqlx::query("DELETE FROM game_deadlines WHERE game_id = $1 AND kind = $2")
            .bind(game_id.0)
            .bind(kind.as_str())
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Removes every deadline of a game (it ended).
    pub async fn clear_deadlines(&self, game_id: GameId) -> StoreResult<()> {
        sqlx::query("DELETE FROM game_deadlines WHERE game_id = $1")
            .bind(game_id.0)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Takes a deadline that is due: removes it if it is still exactly `deadline` (not replaced
    /// meanwhile) and says whether it did.
    pub async fn take_deadline(&self, deadline: &Deadline) -> StoreResult<bool> {
        let done = sqlx::query(
            "DELETE FROM game_deadlines WHERE game_id = $1 AND kind = $2 AND due_at = $3 \
             AND version = $4",
        )
        .bind(deadline.game_id.0)
        .bind(deadline.kind.as_str())
        .bind(deadline.due_at)
        .bind(version_to_sql(deadline.version))
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() > 0)
    }

    /// A game's deadlines.
    pub async fn deadlines_of(&self, game_id: GameId) -> StoreResult<Vec<Deadline>> {
        let rows = sqlx::query(
            "SELECT game_id, kind, due_at, version, reminders FROM game_deadlines \
             WHERE game_id = $1 ORDER BY due_at",
        )
        .bind(game_id.0)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(deadline_row).collect()
    }

    /// Deadlines due at or before `now_ms`, earliest first (at most `limit`).
    pub async fn due_deadlines(&self, now_ms: i64, limit: u32) -> StoreResult<Vec<Deadline>> {
        let rows = sqlx::query(
            "SELECT game_id, kind, due_at, version, reminders FROM game_deadlines \
             WHERE due_at <= $1 ORDER BY due_at LIMIT $2",
        )
        .bind(now_ms)
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(deadline_row).collect()
    }

    /// Claims up to `limit` deadlines due at or before `now_ms` of games in guilds that
    /// `shards` serves and that no other process holds a live claim on, for `lease_ms`; returns
    /// them earliest first. Fire each, then [`Store::take_deadline`] it; one not taken within
    /// the lease (its claimer died) is claimed again afterwards.
    pub async fn claim_due_deadlines(
        &self,
        now_ms: i64,
        limit: u32,
        shards: ShardRange,
        lease_ms: i64,
    ) -> StoreResult<Vec<Deadline>> {
        let sql = match self.backend {
            Backend::Sqlite => {
                "UPDATE game_deadlines SET claimed_until = $2 WHERE (game_id, kind) IN ( \
                 SELECT d.game_id, d.kind FROM game_deadlines d JOIN games g ON g.id = d.game_id \
                 WHERE d.due_at <= $1 AND (d.claimed_until IS NULL OR d.claimed_until <= $1) \
                 AND (g.guild_id >> 22) % $3 BETWEEN $4 AND $5 \
                 ORDER BY d.due_at LIMIT $6) \
                 RETURNING game_id, kind, due_at, version, reminders"
            }
            Backend::Postgres => {
                "UPDATE game_deadlines SET claimed_until = $2 WHERE (game_id, kind) IN ( \
                 SELECT d.game_id, d.kind FROM game_deadlines d JOIN games g ON g.id = d.game_id \
                 WHERE d.due_at <= $1 AND (d.claimed_until IS NULL OR d.claimed_until <= $1) \
                 AND (g.guild_id >> 22) % $3 BETWEEN $4 AND $5 \
                 ORDER BY d.due_at LIMIT $6 FOR UPDATE OF d SKIP LOCKED) \
                 RETURNING game_id, kind, due_at, version, reminders"
            }
        };
        let rows = sqlx::query(sql)
            .bind(now_ms)
            .bind(now_ms.saturating_add(lease_ms))
            .bind(i64::from(shards.total))
            .bind(i64::from(shards.first))
            .bind(i64::from(shards.last))
            .bind(i64::from(limit))
            .fetch_all(&self.pool)
            .await?;
        let mut claimed = rows
            .iter()
            .map(deadline_row)
            .collect::<StoreResult<Vec<_>>>()?;
        claimed.sort_by_key(|d| (d.due_at, d.game_id, d.kind.as_str()));
        Ok(claimed)
    }

    /// When the next deadline of a game in a guild that `shards` serves can be claimed (its
    /// due time, or when another process's claim on it lapses), if there is one.
    pub async fn next_deadline_for(&self, shards: ShardRange) -> StoreResult<Option<i64>> {
        Ok(sqlx::query_scalar(
            "SELECT MIN(CASE WHEN d.claimed_until > d.due_at THEN d.claimed_until \
             ELSE d.due_at END) FROM game_deadlines d JOIN games g ON g.id = d.game_id \
             WHERE (g.guild_id >> 22) % $1 BETWEEN $2 AND $3",
        )
        .bind(i64::from(shards.total))
        .bind(i64::from(shards.first))
        .bind(i64::from(shards.last))
        .fetch_one(&self.pool)
        .await?)
    }

    /// When the next deadline is due, if any.
    pub async fn next_deadline_at(&self) -> StoreResult<Option<i64>> {
        Ok(sqlx::query_scalar("SELECT MIN(due_at) FROM game_deadlines")
            .fetch_one(&self.pool)
            .await?)
    }

    /// Marks a seat as played automatically (kicked: minimal moves) or not; a seat no longer
    /// played automatically is no longer the computer's either.
    pub async fn set_seat_autoplay(
        &self,
        game_id: GameId,
        seat: Seat,
        autoplay: bool,
    ) -> StoreResult<()> {
        let done = sqlx::query(
            "UPDATE game_seats SET autoplay = $1, \
             computer = CASE WHEN $1 THEN computer ELSE NULL END \
             WHERE game_id = $2 AND seat = $3",
        )
        .bind(autoplay)
        .bind(game_id.0)
        .bind(i64::from(seat))
        .execute(&self.pool)
        .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound(game_id));
        }
        Ok(())
    }

    /// Hands a seat to the computer at `level`: it is then played automatically by the computer
    /// player (until someone takes it over, as a kicked seat).
    pub async fn hand_seat_to_computer(
        &self,
        game_id: GameId,
        seat: Seat,
        level: &str,
    ) -> StoreResult<()> {
        let done = sqlx::query(
            "UPDATE game_seats SET autoplay = TRUE, computer = $1 WHERE game_id = $2 AND seat = $3",
        )
        .bind(level)
        .bind(game_id.0)
        .bind(i64::from(seat))
        .execute(&self.pool)
        .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound(game_id));
        }
        Ok(())
    }

    /// The seats of a game that are played automatically, in seat order.
    pub async fn autoplay_seats(&self, game_id: GameId) -> StoreResult<Vec<Seat>> {
        let seats: Vec<i64> = sqlx::query_scalar(
            "SELECT seat FROM game_seats WHERE game_id = $1 AND autoplay AND seat IS NOT NULL \
             ORDER BY seat",
        )
        .bind(game_id.0)
        .fetch_all(&self.pool)
        .await?;
        Ok(seats
            .into_iter()
            .filter_map(|s| Seat::try_from(s).ok())
            .collect())
    }

    /// Gives a kicked seat to `user_id` (who must not be in the game) and stops playing it
    /// automatically. Returns whether the seat was kicked and so taken over.
    pub async fn take_over_seat(
        &self,
        game_id: GameId,
        seat: Seat,
        user_id: u64,
    ) -> StoreResult<bool> {
        let done = sqlx::query(
            "UPDATE game_seats SET user_id = $1, autoplay = FALSE, computer = NULL \
             WHERE game_id = $2 AND seat = $3 AND autoplay \
             AND NOT EXISTS (SELECT 1 FROM game_seats WHERE game_id = $2 AND user_id = $1)",
        )
        .bind(id_to_sql(user_id))
        .bind(game_id.0)
        .bind(i64::from(seat))
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() > 0)
    }
}

fn deadline_row(r: &sqlx::any::AnyRow) -> StoreResult<Deadline> {
    let game_id = GameId(r.try_get("game_id")?);
    let kind_text: String = r.try_get("kind")?;
    let kind = DeadlineKind::parse(&kind_text).ok_or_else(|| StoreError::Corrupt {
        game_id,
        part: super::error::CorruptPart::Column("kind"),
        detail: format!("unknown deadline kind {kind_text:?}"),
    })?;
    let reminders: i64 = r.try_get("reminders")?;
    Ok(Deadline {
        game_id,
        kind,
        due_at: r.try_get("due_at")?,
        version: version_from_sql(game_id, r.try_get("version")?)?,
        reminders: u32::try_from(reminders).unwrap_or(u32::MAX),
    })
}
