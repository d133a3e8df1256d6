//! Small value types shared by the store modules, and conversions to and from SQL columns.

use std::fmt;
use std::time::{SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};
use sqlx::Row;
use sqlx::any::AnyRow;

use kaitaku_engine::{Action, Seat};

use super::error::{CorruptPart, StoreError, StoreResult};

/// A game's id in the store (also used in component custom ids).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct GameId(pub i64);

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// Where a game is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameStatus {
    /// Players are joining; there is no engine game yet.
    Lobby,
    /// Being played.
    Active,
    /// Ended with a winner.
    Finished,
    /// Ended without a winner (by an admin or the host).
    Abandoned,
}

impl GameStatus {
    /// The value stored in the `status` column.
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Lobby => "lobby",
            GameStatus::Active => "active",
            GameStatus::Finished => "finished",
            GameStatus::Abandoned => "abandoned",
        }
    }
    /// Parses a `status` column value.
    pub fn parse(s: &str) -> Option<GameStatus> {
        Some(match s {
            "lobby" => GameStatus::Lobby,
            "active" => GameStatus::Active,
            "finished" => GameStatus::Finished,
            "abandoned" => GameStatus::Abandoned,
            _ => return None,
        })
    }
    /// Whether the game still occupies its channel (lobby or active).
    pub fn is_open(self) -> bool {
        matches!(self, GameStatus::Lobby | GameStatus::Active)
    }
}

impl fmt::Display for GameStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Who issued a command.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CommandSource {
    /// The seated player, through Discord.
    Player,
    /// The turn timer, playing the minimal move on expiry.
    Timer,
    /// An admin acting for a seat.
    Admin,
    /// The computer player of a computer seat, or of a seat handed to the computer.
    Computer,
}

impl CommandSource {
    /// The value stored in the `source` column.
    pub fn as_str(self) -> &'static str {
        match self {
            CommandSource::Player => "player",
            CommandSource::Timer => "timer",
            CommandSource::Admin => "admin",
            CommandSource::Computer => "computer",
        }
    }
    /// The value written in the `source` column (a computer's move is the server's, `timer`,
    /// with `mover` saying the computer chose it: see [`CommandSource::mover`]).
    pub fn column(self) -> &'static str {
        match self {
            CommandSource::Computer => "timer",
            other => other.as_str(),
        }
    }
    /// The value written in the `mover` column: `computer` for a computer's move.
    pub fn mover(self) -> Option<&'static str> {
        (self == CommandSource::Computer).then_some("computer")
    }
    /// The source of a logged command from its `source` and `mover` columns.
    pub fn from_columns(source: &str, mover: Option<&str>) -> Option<CommandSource> {
        match (CommandSource::parse(source)?, mover) {
            (CommandSource::Timer, Some("computer")) => Some(CommandSource::Computer),
            (parsed, _) => Some(parsed),
        }
    }
    /// Parses a `source` column value.
    pub fn parse(s: &str) -> Option<CommandSource> {
        Some(match s {
            "player" => CommandSource::Player,
            "timer" => CommandSource::Timer,
            "admin" => CommandSource::Admin,
            "computer" => CommandSource::Computer,
            _ => return None,
        })
    }
}

/// An accepted command as stored in the log: enough to re-apply it to the engine.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Command {
    /// The seat the action was applied for.
    pub seat: Seat,
    /// The action.
    pub action: Action,
    /// Who issued it.
    pub source: CommandSource,
    /// The Discord user who issued it (player or admin); `None` for the timer.
    pub actor_id: Option<u64>,
}

impl Command {
    /// A command issued by a seated player.
    pub fn player(seat: Seat, action: Action, user_id: u64) -> Command {
        Command {
            seat,
            action,
            source: CommandSource::Player,
            actor_id: Some(user_id),
        }
    }
}

/// A Discord snowflake (u64) as stored in a BIGINT column (bit-for-bit, lossless).
pub(crate) fn id_to_sql(id: u64) -> i64 {
    id.cast_signed()
}

/// A BIGINT column back to a Discord snowflake.
pub(crate) fn id_from_sql(v: i64) -> u64 {
    v.cast_unsigned()
}

/// Milliseconds since the Unix epoch (0 if the clock is before it).
pub(crate) fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
        .unwrap_or(0)
}

/// A version (never negative in the database) as a `u64`.
pub(crate) fn version_from_sql(game_id: GameId, v: i64) -> StoreResult<u64> {
    u64::try_from(v).map_err(|_| StoreError::Corrupt {
        game_id,
        part: CorruptPart::Column("version"),
        detail: format!("negative version {v}"),
    })
}

/// A version as stored.
pub(crate) fn version_to_sql(v: u64) -> i64 {
    i64::try_from(v).unwrap_or(i64::MAX)
}

/// Reads a column of a game's row, turning a decoding failure into a [`StoreError::Corrupt`].
pub(crate) fn col<'r, T>(row: &'r AnyRow, name: &'static str, game_id: GameId) -> StoreResult<T>
where
    T: sqlx::Decode<'r, sqlx::Any> + sqlx::Type<sqlx::Any>,
{
    row.try_get::<T, _>(name).map_err(|e| StoreError::Corrupt {
        game_id,
        part: CorruptPart::Column(name),
        detail: e.to_string(),
    })
}

/// Parses the JSON of a game's part, turning a failure into a [`StoreError::Corrupt`].
pub(crate) fn parse_json<T: serde::de::DeserializeOwned>(
    text: &str,
    game_id: GameId,
    part: CorruptPart,
) -> StoreResult<T> {
    serde_json::from_str(text).map_err(|e| StoreError::Corrupt {
        game_id,
        part,
        detail: e.to_string(),
    })
}

/// Encodes a value as JSON text.
pub(crate) fn to_json<T: Serialize + ?Sized>(value: &T, what: &'static str) -> StoreResult<String> {
    serde_json::to_string(value).map_err(|source| StoreError::Encode { what, source })
}
