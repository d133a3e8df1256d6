//! Games: creating one for a channel, loading, listing, the turn message, abandoning.

use sqlx::any::AnyRow;
use sqlx::{Any, Row, Transaction};

use kaitaku_engine::{Game, GameConfig, Seat};
use kaitaku_i18n::Lang;

use super::Store;
use super::error::{CorruptPart, StoreError, StoreResult};
use super::pool::Backend;
use super::results;
use super::types::{
    GameId, GameStatus, col, id_from_sql, id_to_sql, now_ms, parse_json, to_json, version_from_sql,
    version_to_sql,
};

/// The user ids of computer seats opened in a lobby: 2^63 and the next 255. No Discord snowflake
/// reaches 2^63 (it counts milliseconds since 2015 shifted left by 22 bits: that is the year
/// 2084), so these never name a Discord user.
pub const COMPUTER_USER_IDS: std::ops::Range<u64> = (1 << 63)..(1 << 63) + 256;

/// Whether `user_id` names a computer seat opened in a lobby rather than a Discord user.
pub fn is_computer_user(user_id: u64) -> bool {
    COMPUTER_USER_IDS.contains(&user_id)
}

/// A user in a game: in join order; `seat` is set once the game has started.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatEntry {
    /// The Discord user, or a small number for a computer seat ([`is_computer_user`]).
    pub user_id: u64,
    /// Their seat (`None` while in a lobby).
    pub seat: Option<Seat>,
    /// The level of the computer that plays this seat (`easy`, `normal`, `hard`): a computer
    /// seat, or a kicked seat handed to the computer. `None`: a person (or a kicked seat that
    /// plays its minimal moves).
    pub computer: Option<String>,
}

impl SeatEntry {
    /// Whether this is a computer seat opened in a lobby (no Discord user behind it).
    pub fn is_computer(&self) -> bool {
        is_computer_user(self.user_id)
    }
}

/// A game as stored, with its engine state when it has one.
#[derive(Clone, Debug)]
pub struct StoredGame {
    /// Its id.
    pub id: GameId,
    /// The Discord server.
    pub guild_id: u64,
    /// The channel it is played in.
    pub channel_id: u64,
    /// Who opened it.
    pub host_id: u64,
    /// Lobby, active, finished or abandoned.
    pub status: GameStatus,
    /// The configuration (chosen in the lobby; the engine game's own once started).
    pub config: GameConfig,
    /// The seed, once started.
    pub seed: Option<u64>,
    /// The stored version (0 for a lobby or a fresh game).
    pub version: u64,
    /// The channel message that shows the current turn.
    pub turn_message_id: Option<u64>,
    /// The users, in join order (seat order once started).
    pub seats: Vec<SeatEntry>,
    /// The engine game (`None` in a lobby).
    pub game: Option<Game>,
    /// The language of its public messages (fixed when it opened).
    pub lang: Lang,
}

impl StoredGame {
    /// The Discord user in `seat` (`None` for a computer seat, which has none).
    pub fn user_of(&self, seat: Seat) -> Option<u64> {
        self.seats
            .iter()
            .find(|s| s.seat == Some(seat))
            .map(|s| s.user_id)
            .filter(|u| !is_computer_user(*u))
    }
    /// The level of the computer playing `seat`, if a computer plays it.
    pub fn computer_of(&self, seat: Seat) -> Option<&str> {
        self.seats
            .iter()
            .find(|s| s.seat == Some(seat))
            .and_then(|s| s.computer.as_deref())
    }
    /// Whether `seat` is a computer seat opened in a lobby, and which of the game's computers
    /// it is (1, 2, … in join order), for its name.
    pub fn computer_number(&self, seat: Seat) -> Option<usize> {
        let entry = self.seats.iter().find(|s| s.seat == Some(seat))?;
        entry.is_computer().then(|| {
            self.seats
                .iter()
                .filter(|s| s.is_computer())
                .position(|s| s.user_id == entry.user_id)
                .map_or(1, |i| i + 1)
        })
    }
    /// The seat of `user_id`, if seated.
    pub fn seat_of(&self, user_id: u64) -> Option<Seat> {
        self.seats
            .iter()
            .find(|s| s.user_id == user_id)
            .and_then(|s| s.seat)
    }
}

/// A game row without its state, for listings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSummary {
    /// Its id.
    pub id: GameId,
    /// The Discord server.
    pub guild_id: u64,
    /// The channel.
    pub channel_id: u64,
    /// Who opened it.
    pub host_id: u64,
    /// Its status.
    pub status: GameStatus,
    /// Its version.
    pub version: u64,
    /// The turn message, if posted.
    pub turn_message_id: Option<u64>,
    /// Creation time, Unix milliseconds.
    pub created_at: i64,
    /// Last change, Unix milliseconds.
    pub updated_at: i64,
}

/// Which games to list.
#[derive(Clone, Copy, Debug, Default)]
pub struct GameFilter {
    /// Only this server's.
    pub guild_id: Option<u64>,
    /// Only games with this status.
    pub status: Option<GameStatus>,
    /// At most this many (newest first); all when `None`.
    pub limit: Option<u32>,
}

/// What is needed to create a game directly, without a lobby.
#[derive(Clone, Debug)]
pub struct NewGame {
    /// The Discord server.
    pub guild_id: u64,
    /// The channel (must have no open game).
    pub channel_id: u64,
    /// Who creates it.
    pub host_id: u64,
    /// The users, seat 0 first; as many as `config.players`.
    pub players: Vec<u64>,
    /// The engine configuration.
    pub config: GameConfig,
    /// The engine seed.
    pub seed: u64,
}

/// `SELECT <every games column> FROM games <tail>`, as a static string.
macro_rules! select_game {
    ($tail:literal) => {
        concat!(
            "SELECT id, guild_id, channel_id, host_id, status, config, seed, snapshot, version, ",
            "turn_message_id, created_at, updated_at, lang FROM games ",
            $tail
        )
    };
}

impl Store {
    /// Creates an active game in a channel. Fails with [`StoreError::ChannelBusy`] when the
    /// channel has an open game, [`StoreError::InvalidConfig`] when the engine refuses it.
    pub async fn create_game(&self, new: NewGame) -> StoreResult<StoredGame> {
        if new.players.len() != usize::from(new.config.players) {
            return Err(StoreError::InvalidConfig {
                game_id: None,
                source: kaitaku_engine::ConfigError::PlayerCount {
                    min: new.config.players,
                    max: new.config.players,
                    got: u8::try_from(new.players.len()).unwrap_or(u8::MAX),
                },
            });
        }
        let game = Game::new(new.config.clone(), new.seed).map_err(|source| {
            StoreError::InvalidConfig {
                game_id: None,
                source,
            }
        })?;
        let config = to_json(&new.config, "config")?;
        let snapshot = to_json(&game, "snapshot")?;
        let now = now_ms();
        let mut tx = self.write_txn().await?;
        ensure_channel_free(&mut tx, new.channel_id).await?;
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO games (guild_id, channel_id, host_id, status, config, seed, snapshot, \
             version, created_at, started_at, updated_at) \
             VALUES ($1, $2, $3, 'active', $4, $5, $6, $7, $8, $8, $8) RETURNING id",
        )
        .bind(id_to_sql(new.guild_id))
        .bind(id_to_sql(new.channel_id))
        .bind(id_to_sql(new.host_id))
        .bind(&config)
        .bind(id_to_sql(new.seed))
        .bind(&snapshot)
        .bind(version_to_sql(game.version()))
        .bind(now)
        .fetch_one(&mut *tx)
        .await?;
        for (i, user) in new.players.iter().enumerate() {
            sqlx::query(
                "INSERT INTO game_seats (game_id, user_id, join_order, seat, joined_at) \
                 VALUES ($1, $2, $3, $3, $4)",
            )
            .bind(id)
            .bind(id_to_sql(*user))
            .bind(i as i64)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        self.load(GameId(id)).await
    }

    /// Loads a game with its seats and engine state. A damaged row gives
    /// [`StoreError::Corrupt`] naming the game.
    pub async fn load(&self, game_id: GameId) -> StoreResult<StoredGame> {
        let row = sqlx::query(select_game!("WHERE id = $1"))
            .bind(game_id.0)
            .fetch_optional(&self.pool)
            .await?
            .ok_or(StoreError::NotFound(game_id))?;
        self.stored_game(row).await
    }

    /// Loads the open (lobby or active) game of a channel, if any.
    pub async fn load_by_channel(&self, channel_id: u64) -> StoreResult<Option<StoredGame>> {
        let row = sqlx::query(select_game!(
            "WHERE channel_id = $1 AND status IN ('lobby', 'active')"
        ))
        .bind(id_to_sql(channel_id))
        .fetch_optional(&self.pool)
        .await?;
        match row {
            Some(row) => Ok(Some(self.stored_game(row).await?)),
            None => Ok(None),
        }
    }

    /// Lists games, newest first, without loading their state.
    pub async fn list_games(&self, filter: GameFilter) -> StoreResult<Vec<GameSummary>> {
        let rows = sqlx::query(
            "SELECT id, guild_id, channel_id, host_id, status, version, turn_message_id, \
             created_at, updated_at FROM games \
             WHERE ($1 IS NULL OR guild_id = $1) AND ($2 IS NULL OR status = $2) \
             ORDER BY id DESC LIMIT $3",
        )
        .bind(filter.guild_id.map(id_to_sql))
        .bind(filter.status.map(GameStatus::as_str))
        .bind(filter.limit.map_or(i64::MAX, i64::from))
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(summary).collect()
    }

    /// Records the id of the channel's current turn message (or clears it).
    pub async fn set_turn_message(
        &self,
        game_id: GameId,
        message_id: Option<u64>,
    ) -> StoreResult<()> {
        let done =
            sqlx::query("UPDATE games SET turn_message_id = $1, updated_at = $2 WHERE id = $3")
                .bind(message_id.map(id_to_sql))
                .bind(now_ms())
                .bind(game_id.0)
                .execute(&self.pool)
                .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound(game_id));
        }
        Ok(())
    }

    /// Ends an open game (lobby or active) without a winner, freeing its channel. An active
    /// game gets an "abandoned" result row.
    pub async fn abandon_game(&self, game_id: GameId) -> StoreResult<()> {
        self.end_game(game_id, None).await
    }

    /// Like [`Store::abandon_game`], recording that server admin `admin` ended the game (on the
    /// game and on its result, for `/catan history`).
    pub async fn end_game_by_admin(&self, game_id: GameId, admin: u64) -> StoreResult<()> {
        self.end_game(game_id, Some(admin)).await
    }

    async fn end_game(&self, game_id: GameId, ended_by: Option<u64>) -> StoreResult<()> {
        let mut tx = self.write_txn().await?;
        let status = status_of(&mut tx, self.backend, game_id).await?;
        if !status.is_open() {
            return Err(StoreError::WrongStatus {
                game_id,
                status,
                expected: "lobby or active",
            });
        }
        let now = now_ms();
        sqlx::query(
            "UPDATE games SET status = 'abandoned', updated_at = $1, ended_by = $2 WHERE id = $3",
        )
        .bind(now)
        .bind(ended_by.map(id_to_sql))
        .bind(game_id.0)
        .execute(&mut *tx)
        .await?;
        if status == GameStatus::Active {
            results::record_result(&mut tx, game_id, None, now).await?;
            if let Some(admin) = ended_by {
                sqlx::query("UPDATE game_results SET ended_by = $1 WHERE game_id = $2")
                    .bind(id_to_sql(admin))
                    .bind(game_id.0)
                    .execute(&mut *tx)
                    .await?;
            }
        }
        tx.commit().await?;
        Ok(())
    }

    /// Builds a [`StoredGame`] from a games row, loading its seats.
    async fn stored_game(&self, row: AnyRow) -> StoreResult<StoredGame> {
        let id = GameId(row.try_get("id")?);
        let status_text: String = col(&row, "status", id)?;
        let status = GameStatus::parse(&status_text).ok_or_else(|| StoreError::Corrupt {
            game_id: id,
            part: CorruptPart::Column("status"),
            detail: format!("unknown status {status_text:?}"),
        })?;
        let config_text: String = col(&row, "config", id)?;
        let config: GameConfig = parse_json(&config_text, id, CorruptPart::Config)?;
        let version = version_from_sql(id, col(&row, "version", id)?)?;
        let snapshot: Option<String> = col(&row, "snapshot", id)?;
        let game = match (status, snapshot) {
            (GameStatus::Lobby, _) => None,
            (_, Some(text)) => {
                let game: Game = parse_json(&text, id, CorruptPart::Snapshot)?;
                if game.version() != version {
                    return Err(StoreError::Corrupt {
                        game_id: id,
                        part: CorruptPart::Snapshot,
                        detail: format!(
                            "snapshot is at version {} but the row says {version}",
                            game.version()
                        ),
                    });
                }
                Some(game)
            }
            (_, None) => {
                return Err(StoreError::Corrupt {
                    game_id: id,
                    part: CorruptPart::Snapshot,
                    detail: "missing".into(),
                });
            }
        };
        let seats = load_seats(&self.pool, id).await?;
        let lang_code: String = col(&row, "lang", id)?;
        let lang = Lang::from_code(&lang_code).ok_or_else(|| StoreError::Corrupt {
            game_id: id,
            part: CorruptPart::Column("lang"),
            detail: format!("unknown language {lang_code:?}"),
        })?;
        Ok(StoredGame {
            id,
            guild_id: id_from_sql(col(&row, "guild_id", id)?),
            channel_id: id_from_sql(col(&row, "channel_id", id)?),
            host_id: id_from_sql(col(&row, "host_id", id)?),
            status,
            config,
            seed: col::<Option<i64>>(&row, "seed", id)?.map(id_from_sql),
            version,
            turn_message_id: col::<Option<i64>>(&row, "turn_message_id", id)?.map(id_from_sql),
            seats,
            game,
            lang,
        })
    }

    /// Sets the language of a game's public messages.
    pub async fn set_game_lang(&self, game_id: GameId, lang: Lang) -> StoreResult<()> {
        let done = sqlx::query("UPDATE games SET lang = $1, updated_at = $2 WHERE id = $3")
            .bind(lang.code())
            .bind(now_ms())
            .bind(game_id.0)
            .execute(&self.pool)
            .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound(game_id));
        }
        Ok(())
    }
}

/// A game's seats in join order.
pub(crate) async fn load_seats<'e, E>(exec: E, game_id: GameId) -> StoreResult<Vec<SeatEntry>>
where
    E: sqlx::Executor<'e, Database = Any>,
{
    let rows = sqlx::query(
        "SELECT user_id, seat, computer FROM game_seats WHERE game_id = $1 ORDER BY join_order",
    )
    .bind(game_id.0)
    .fetch_all(exec)
    .await?;
    rows.iter()
        .map(|r| {
            let seat: Option<i64> = col(r, "seat", game_id)?;
            let seat = seat
                .map(|s| {
                    Seat::try_from(s).map_err(|_| StoreError::Corrupt {
                        game_id,
                        part: CorruptPart::Seats,
                        detail: format!("seat {s} out of range"),
                    })
                })
                .transpose()?;
            Ok(SeatEntry {
                user_id: id_from_sql(col(r, "user_id", game_id)?),
                seat,
                computer: col(r, "computer", game_id)?,
            })
        })
        .collect()
}

/// Fails with [`StoreError::ChannelBusy`] if the channel has an open game.
pub(crate) async fn ensure_channel_free(
    tx: &mut Transaction<'static, Any>,
    channel_id: u64,
) -> StoreResult<()> {
    let open: Option<i64> = sqlx::query_scalar(
        "SELECT id FROM games WHERE channel_id = $1 AND status IN ('lobby', 'active')",
    )
    .bind(id_to_sql(channel_id))
    .fetch_optional(&mut **tx)
    .await?;
    match open {
        Some(id) => Err(StoreError::ChannelBusy {
            channel_id,
            game_id: GameId(id),
        }),
        None => Ok(()),
    }
}

/// A game's status, or [`StoreError::NotFound`]. On PostgreSQL this also locks the game's row
/// until the transaction ends, so read-then-write operations on one game (lobby joins, ending
/// it) follow one another as they do under SQLite's single writer.
pub(crate) async fn status_of(
    tx: &mut Transaction<'static, Any>,
    backend: Backend,
    game_id: GameId,
) -> StoreResult<GameStatus> {
    let text: Option<String> = sqlx::query_scalar(match backend {
        Backend::Sqlite => "SELECT status FROM games WHERE id = $1",
        Backend::Postgres => "SELECT status FROM games WHERE id = $1 FOR UPDATE",
    })
    .bind(game_id.0)
    .fetch_optional(&mut **tx)
    .await?;
    let text = text.ok_or(StoreError::NotFound(game_id))?;
    GameStatus::parse(&text).ok_or_else(|| StoreError::Corrupt {
        game_id,
        part: CorruptPart::Column("status"),
        detail: format!("unknown status {text:?}"),
    })
}

fn summary(row: &AnyRow) -> StoreResult<GameSummary> {
    let id = GameId(row.try_get("id")?);
    let status_text: String = col(row, "status", id)?;
    Ok(GameSummary {
        id,
        guild_id: id_from_sql(col(row, "guild_id", id)?),
        channel_id: id_from_sql(col(row, "channel_id", id)?),
        host_id: id_from_sql(col(row, "host_id", id)?),
        status: GameStatus::parse(&status_text).ok_or_else(|| StoreError::Corrupt {
            game_id: id,
            part: CorruptPart::Column("status"),
            detail: format!("unknown status {status_text:?}"),
        })?,
        version: version_from_sql(id, col(row, "version", id)?)?,
        turn_message_id: col::<Option<i64>>(row, "turn_message_id", id)?.map(id_from_sql),
        created_at: col(row, "created_at", id)?,
        updated_at: col(row, "updated_at", id)?,
    })
}
