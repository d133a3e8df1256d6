//! Results of finished and abandoned games, for `/catan history` and player stats.

use sqlx::any::AnyRow;
use sqlx::{AnyConnection, Row};

use kaitaku_engine::{Game, GameConfig, Seat};

use super::Store;
use super::error::{CorruptPart, StoreError, StoreResult};
use super::games::load_seats;
use super::types::{GameId, col, id_from_sql, id_to_sql, parse_json, version_to_sql};

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultOutcome {
    /// Someone reached the target (or led a locked game alone).
    Won,
    /// A locked game ended with the lead shared: no winner; the seats with the most VP drew.
    Drawn,
    /// Ended early by the host or an admin.
    Abandoned,
}

/// One seat's final standing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerResult {
    /// The seat.
    pub seat: Seat,
    /// The Discord user.
    pub user_id: u64,
    /// Victory points at the end (hidden ones included).
    pub vp: u32,
    /// Whether they won.
    pub won: bool,
}

/// How a game ended, for history.
#[derive(Clone, Debug, PartialEq)]
pub struct GameResult {
    /// The game.
    pub game_id: GameId,
    /// The Discord server.
    pub guild_id: u64,
    /// The channel.
    pub channel_id: u64,
    /// Won or abandoned.
    pub outcome: ResultOutcome,
    /// The winning seat.
    pub winner_seat: Option<Seat>,
    /// The winning user.
    pub winner_id: Option<u64>,
    /// Turns played.
    pub turns: u64,
    /// Actions applied.
    pub actions: u64,
    /// The configuration played.
    pub config: GameConfig,
    /// Start time, Unix milliseconds.
    pub started_at: i64,
    /// End time, Unix milliseconds.
    pub finished_at: i64,
    /// Every seat's standing (empty if the abandoned game's state was unreadable).
    pub players: Vec<PlayerResult>,
    /// The server admin who ended the game with `/catan-admin end`, if one did.
    pub ended_by: Option<u64>,
}

/// A user's record.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UserStats {
    /// Games finished or abandoned with them seated.
    pub played: u64,
    /// Games they won.
    pub won: u64,
    /// Victory points at the end, summed over those games (for the average).
    pub total_vp: u64,
}

/// Writes the result rows of a game that just ended, inside the ending transaction. `game` is
/// the final state; without it the stored snapshot is used (if readable) for an abandoned game.
pub(crate) async fn record_result(
    conn: &mut AnyConnection,
    game_id: GameId,
    game: Option<&Game>,
    now: i64,
) -> StoreResult<()> {
    let row = sqlx::query(
        "SELECT guild_id, channel_id, config, snapshot, created_at, started_at FROM games \
         WHERE id = $1",
    )
    .bind(game_id.0)
    .fetch_optional(&mut *conn)
    .await?
    .ok_or(StoreError::NotFound(game_id))?;
    let parsed;
    let game = match game {
        Some(g) => Some(g),
        None => {
            // An unreadable snapshot must not stop an admin from ending the game.
            let snapshot: Option<String> = col(&row, "snapshot", game_id)?;
            parsed = snapshot.and_then(|s| serde_json::from_str::<Game>(&s).ok());
            parsed.as_ref()
        }
    };
    let winner = game.and_then(Game::winner);
    let seats = load_seats(&mut *conn, game_id).await?;
    let winner_id =
        winner.and_then(|w| seats.iter().find(|s| s.seat == Some(w)).map(|s| s.user_id));
    let created_at: i64 = col(&row, "created_at", game_id)?;
    let started_at: Option<i64> = col(&row, "started_at", game_id)?;
    sqlx::query(
        "INSERT INTO game_results (game_id, guild_id, channel_id, outcome, winner_seat, \
         winner_id, turns, actions, config, started_at, finished_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
    )
    .bind(game_id.0)
    .bind(col::<i64>(&row, "guild_id", game_id)?)
    .bind(col::<i64>(&row, "channel_id", game_id)?)
    .bind(match game {
        Some(_) if winner.is_some() => "won",
        Some(g) if g.is_over() => "drawn",
        _ => "abandoned",
    })
    .bind(winner.map(i64::from))
    .bind(winner_id.map(id_to_sql))
    .bind(game.map_or(0, |g| i64::from(g.state().turn)))
    .bind(game.map_or(0, |g| version_to_sql(g.version())))
    .bind(col::<String>(&row, "config", game_id)?)
    .bind(started_at.unwrap_or(created_at))
    .bind(now)
    .execute(&mut *conn)
    .await?;
    if let Some(game) = game {
        for entry in &seats {
            let Some(seat) = entry.seat else { continue };
            sqlx::query(
                "INSERT INTO game_result_players (game_id, seat, user_id, vp, won) \
                 VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(game_id.0)
            .bind(i64::from(seat))
            .bind(id_to_sql(entry.user_id))
            .bind(i64::from(game.total_vp(seat)))
            .bind(winner == Some(seat))
            .execute(&mut *conn)
            .await?;
        }
    }
    Ok(())
}

/// `SELECT <every game_results column> FROM game_results `, as a static string.
macro_rules! select_result {
    () => {
        concat!(
            "SELECT game_id, guild_id, channel_id, outcome, winner_seat, winner_id, turns, ",
            "actions, config, started_at, finished_at, ended_by FROM game_results "
        )
    };
}

impl Store {
    /// The result of one game, if it has ended.
    pub async fn game_result(&self, game_id: GameId) -> StoreResult<Option<GameResult>> {
        let row = sqlx::query(concat!(select_result!(), "WHERE game_id = $1"))
            .bind(game_id.0)
            .fetch_optional(&self.pool)
            .await?;
        match row {
            Some(row) => Ok(Some(self.result_from_row(&row).await?)),
            None => Ok(None),
        }
    }

    /// A server's ended games, most recent first.
    pub async fn history(&self, guild_id: u64, limit: u32) -> StoreResult<Vec<GameResult>> {
        let rows = sqlx::query(concat!(
            select_result!(),
            "WHERE guild_id = $1 ORDER BY finished_at DESC, game_id DESC LIMIT $2"
        ))
        .bind(id_to_sql(guild_id))
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        let mut out = Vec::with_capacity(rows.len());
        for row in &rows {
            out.push(self.result_from_row(row).await?);
        }
        Ok(out)
    }

    /// A user's games played and won (in one server, or everywhere).
    pub async fn user_stats(&self, guild_id: Option<u64>, user_id: u64) -> StoreResult<UserStats> {
        let row = sqlx::query(
            "SELECT COUNT(*) AS played, \
             CAST(COALESCE(SUM(CASE WHEN p.won THEN 1 ELSE 0 END), 0) AS BIGINT) AS won, \
             CAST(COALESCE(SUM(p.vp), 0) AS BIGINT) AS total_vp \
             FROM game_result_players p JOIN game_results r ON r.game_id = p.game_id \
             WHERE p.user_id = $1 AND ($2 IS NULL OR r.guild_id = $2)",
        )
        .bind(id_to_sql(user_id))
        .bind(guild_id.map(id_to_sql))
        .fetch_one(&self.pool)
        .await?;
        let played: i64 = row.try_get("played")?;
        let won: i64 = row.try_get("won")?;
        let total_vp: i64 = row.try_get("total_vp")?;
        Ok(UserStats {
            played: u64::try_from(played).unwrap_or(0),
            won: u64::try_from(won).unwrap_or(0),
            total_vp: u64::try_from(total_vp).unwrap_or(0),
        })
    }

    async fn result_from_row(&self, row: &AnyRow) -> StoreResult<GameResult> {
        let game_id = GameId(row.try_get("game_id")?);
        let outcome: String = col(row, "outcome", game_id)?;
        let outcome = match outcome.as_str() {
            "won" => ResultOutcome::Won,
            "drawn" => ResultOutcome::Drawn,
            _ => ResultOutcome::Abandoned,
        };
        let config_text: String = col(row, "config", game_id)?;
        let players = sqlx::query(
            "SELECT seat, user_id, vp, CAST(won AS INTEGER) AS won FROM game_result_players \
             WHERE game_id = $1 \
             ORDER BY seat",
        )
        .bind(game_id.0)
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|p| {
            let seat: i64 = col(p, "seat", game_id)?;
            let vp: i64 = col(p, "vp", game_id)?;
            Ok(PlayerResult {
                seat: Seat::try_from(seat).unwrap_or(Seat::MAX),
                user_id: id_from_sql(col(p, "user_id", game_id)?),
                vp: u32::try_from(vp).unwrap_or(0),
                won: col::<i64>(p, "won", game_id)? != 0,
            })
        })
        .collect::<StoreResult<Vec<_>>>()?;
        let winner_seat: Option<i64> = col(row, "winner_seat", game_id)?;
        let turns: i64 = col(row, "turns", game_id)?;
        let actions: i64 = col(row, "actions", game_id)?;
        Ok(GameResult {
            game_id,
            guild_id: id_from_sql(col(row, "guild_id", game_id)?),
            channel_id: id_from_sql(col(row, "channel_id", game_id)?),
            outcome,
            winner_seat: winner_seat.and_then(|s| Seat::try_from(s).ok()),
            winner_id: col::<Option<i64>>(row, "winner_id", game_id)?.map(id_from_sql),
            turns: u64::try_from(turns).unwrap_or(0),
            actions: u64::try_from(actions).unwrap_or(0),
            config: parse_json(&config_text, game_id, CorruptPart::Config)?,
            started_at: col(row, "started_at", game_id)?,
            finished_at: col(row, "finished_at", game_id)?,
            players,
            ended_by: col::<Option<i64>>(row, "ended_by", game_id)?.map(id_from_sql),
        })
    }
}
