//! What can go wrong in the store.

use std::fmt;

use kaitaku_engine::{ConfigError, RuleError};

use super::types::{GameId, GameStatus};

/// Which stored part of a game could not be read back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CorruptPart {
    /// The JSON snapshot of the engine game.
    Snapshot,
    /// The game configuration.
    Config,
    /// A column of the games row (named).
    Column(&'static str),
    /// The seats of the game.
    Seats,
    /// The command that produced this version.
    Command {
        /// The game version after the command.
        version: u64,
    },
    /// One event of a command.
    Event {
        /// The game version after the command that produced it.
        version: u64,
        /// Its position among that command's events.
        index: u32,
    },
    /// The log does not follow on from itself (a version is missing).
    LogGap {
        /// The version expected next.
        expected: u64,
    },
    /// Replaying the log does not give the stored snapshot.
    ReplayMismatch,
}

impl fmt::Display for CorruptPart {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CorruptPart::Snapshot => write!(f, "snapshot"),
            CorruptPart::Config => write!(f, "config"),
            CorruptPart::Column(c) => write!(f, "column {c}"),
            CorruptPart::Seats => write!(f, "seats"),
            CorruptPart::Command { version } => write!(f, "command of version {version}"),
            CorruptPart::Event { version, index } => {
                write!(f, "event {index} of version {version}")
            }
            CorruptPart::LogGap { expected } => write!(f, "log (version {expected} missing)"),
            CorruptPart::ReplayMismatch => write!(f, "log (replay differs from the snapshot)"),
        }
    }
}

/// A store error. Variants that concern one game carry its id, so the bot can report it and
/// carry on with the other games.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database URL could not be understood.
    #[error("invalid database URL {url:?}: {source}")]
    BadUrl {
        /// The URL as given.
        url: String,
        /// Why it was refused.
        source: sqlx::Error,
    },
    /// The database itself failed (I/O, locking, constraint...).
    #[error("database error: {0}")]
    Db(#[from] sqlx::Error),
    /// A file operation outside the database failed.
    #[error("I/O error: {0}")]
    Io(#[source] std::io::Error),
    /// Applying the migrations failed.
    #[error("database migration failed: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// A value could not be encoded to JSON (a bug, not bad data).
    #[error("could not encode {what} as JSON: {source}")]
    Encode {
        /// What was being encoded.
        what: &'static str,
        /// The serializer's error.
        source: serde_json::Error,
    },
    /// The channel already has a lobby or an active game.
    #[error("channel {channel_id} already has an open game (game {game_id})")]
    ChannelBusy {
        /// The channel.
        channel_id: u64,
        /// Its open game.
        game_id: GameId,
    },
    /// No such game.
    #[error("game {0} does not exist")]
    NotFound(GameId),
    /// The game moved on since the caller read it: the caller is "out of date".
    #[error("game {game_id} is out of date: expected version {expected}, it is at {actual}")]
    VersionMismatch {
        /// The game.
        game_id: GameId,
        /// The version the caller based its command on.
        expected: u64,
        /// The stored version.
        actual: u64,
    },
    /// The game is not in the status the operation needs.
    #[error("game {game_id} is {status}, expected {expected}")]
    WrongStatus {
        /// The game.
        game_id: GameId,
        /// Its status.
        status: GameStatus,
        /// What the operation needs.
        expected: &'static str,
    },
    /// Stored data of a game could not be read back.
    #[error("game {game_id}: corrupt {part}: {detail}")]
    Corrupt {
        /// The game.
        game_id: GameId,
        /// What is broken.
        part: CorruptPart,
        /// The parser's message.
        detail: String,
    },
    /// Stored guild settings could not be read back.
    #[error("guild {guild_id}: corrupt settings ({field}): {detail}")]
    CorruptSettings {
        /// The guild.
        guild_id: u64,
        /// Which field.
        field: &'static str,
        /// The parser's message.
        detail: String,
    },
    /// A stored command is refused by the engine when the log is replayed.
    #[error("game {game_id}: command of version {version} no longer applies: {error}")]
    Replay {
        /// The game.
        game_id: GameId,
        /// The version the command produced when it was accepted.
        version: u64,
        /// The engine's reason.
        error: RuleError,
    },
    /// The engine refused the configuration (of a new game, or of a lobby being started).
    #[error("invalid game configuration: {source}")]
    InvalidConfig {
        /// The lobby, when starting one.
        game_id: Option<GameId>,
        /// The engine's reason.
        source: ConfigError,
    },
    /// A lobby operation that does not fit the lobby (already joined, full, wrong count...).
    #[error("game {game_id}: {problem}")]
    Lobby {
        /// The game.
        game_id: GameId,
        /// What is wrong.
        problem: LobbyProblem,
    },
    /// The group commit this command was part of failed as a whole; nothing of it was stored.
    #[error("commit failed: {detail}")]
    BatchFailed {
        /// The database's message.
        detail: String,
    },
    /// The writer task has stopped (the store was closed).
    #[error("the store is closed")]
    WriterGone,
    /// The caller passed a game state that does not follow from the expected version.
    #[error("game {game_id}: bad commit: {reason}")]
    BadCommit {
        /// The game.
        game_id: GameId,
        /// What is inconsistent.
        reason: String,
    },
}

/// Why a lobby operation was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LobbyProblem {
    /// The user is already in the lobby.
    #[error("user {0} has already joined")]
    AlreadyJoined(u64),
    /// The user is not in the lobby.
    #[error("user {0} has not joined")]
    NotJoined(u64),
    /// The lobby has as many players as the configuration allows.
    #[error("the lobby is full ({0} players)")]
    Full(u8),
    /// The host cannot leave their own lobby (abandon it instead).
    #[error("the host cannot leave the lobby")]
    HostLeaving,
    /// There is no computer seat to remove.
    #[error("the lobby has no computer player")]
    NoComputer,
    /// Starting needs exactly as many players as the configuration says.
    #[error("{joined} players joined but the game is configured for {players}")]
    PlayerCount {
        /// Users in the lobby.
        joined: usize,
        /// Players in the configuration.
        players: u8,
    },
}

impl StoreError {
    /// The game this error is about, when it is about one.
    pub fn game_id(&self) -> Option<GameId> {
        match self {
            StoreError::ChannelBusy { game_id, .. }
            | StoreError::VersionMismatch { game_id, .. }
            | StoreError::WrongStatus { game_id, .. }
            | StoreError::Corrupt { game_id, .. }
            | StoreError::Replay { game_id, .. }
            | StoreError::Lobby { game_id, .. }
            | StoreError::BadCommit { game_id, .. } => Some(*game_id),
            StoreError::NotFound(id) => Some(*id),
            StoreError::InvalidConfig { game_id, .. } => *game_id,
            _ => None,
        }
    }

    /// Whether the caller acted on an old version of the game (show "out of date").
    pub fn is_out_of_date(&self) -> bool {
        matches!(self, StoreError::VersionMismatch { .. })
    }

    /// Whether stored data is damaged (the game cannot be used, other games can).
    pub fn is_corrupt(&self) -> bool {
        matches!(
            self,
            StoreError::Corrupt { .. }
                | StoreError::CorruptSettings { .. }
                | StoreError::Replay { .. }
        )
    }
}

/// Results of store operations.
pub type StoreResult<T> = Result<T, StoreError>;
