//! Persistence: games, their command and event log, seats, guild settings and results, in SQLite
//! through sqlx.
//!
//! Every accepted command is committed in one transaction (version check, command and events
//! appended, snapshot written, version bumped) before the bot answers, so a game survives
//! restarts and crashes; replaying a game's commands on `Game::new(config, seed)` gives its
//! snapshot again. SQL stays portable to PostgreSQL (`$n` placeholders, `ON CONFLICT`,
//! `RETURNING`); states are JSON text.

pub mod bench;
pub mod deadlines;
pub mod error;
pub mod games;
pub mod lobby;
pub mod log;
pub mod pool;
pub mod results;
pub mod settings;
pub mod trade_messages;
pub mod types;
mod writer;

use sqlx::{Sqlite, SqlitePool, Transaction};

pub use deadlines::{Deadline, DeadlineKind};
pub use error::{CorruptPart, LobbyProblem, StoreError, StoreResult};
pub use games::{GameFilter, GameSummary, NewGame, SeatEntry, StoredGame};
pub use lobby::NewLobby;
pub use log::{CommitOutcome, LoggedCommand, LoggedEvent, PlayError};
pub use pool::{DEFAULT_DATABASE_URL, Durability, MIGRATOR, StoreConfig};
pub use results::{GameResult, PlayerResult, ResultOutcome, UserStats};
pub use settings::{GuildSettings, StartPolicy};
pub use types::{Command, CommandSource, GameId, GameStatus};

/// The store: a handle on the database pool. Cheap to clone; share one per process.
#[derive(Clone, Debug)]
pub struct Store {
    pool: SqlitePool,
    /// The group-commit writer, when enabled.
    writer: Option<writer::GroupWriter>,
}

impl Store {
    /// Opens (creating if missing) the database described by `config` and applies migrations.
    pub async fn connect(config: &StoreConfig) -> StoreResult<Store> {
        let pool = pool::open_pool(config).await?;
        let writer = config
            .group_commit
            .then(|| writer::GroupWriter::spawn(pool.clone()));
        Ok(Store { pool, writer })
    }

    /// Opens the database named by `DATABASE_URL` (or the default file).
    pub async fn from_env() -> StoreResult<Store> {
        Store::connect(&StoreConfig::from_env()).await
    }

    /// Wraps an existing pool (e.g. from `#[sqlx::test]`), applying migrations; commits go
    /// straight to the pool (no group commit).
    pub async fn from_pool(pool: SqlitePool) -> StoreResult<Store> {
        MIGRATOR.run(&pool).await?;
        Ok(Store { pool, writer: None })
    }

    /// The underlying pool (for tests and tools).
    pub fn pool(&self) -> &SqlitePool {
        &self.pool
    }

    /// Closes every connection (checkpointing the WAL).
    pub async fn close(&self) {
        self.pool.close().await;
    }

    /// Runs `PRAGMA integrity_check`; `Ok(())` when the database reports "ok".
    pub async fn integrity_check(&self) -> StoreResult<Result<(), String>> {
        let rows: Vec<String> = sqlx::query_scalar("PRAGMA integrity_check")
            .fetch_all(&self.pool)
            .await?;
        Ok(if rows.len() == 1 && rows[0] == "ok" {
            Ok(())
        } else {
            Err(rows.join("; "))
        })
    }

    /// Starts a write transaction. SQLite: `BEGIN IMMEDIATE` takes the write lock at once, so
    /// concurrent writers wait (busy timeout) instead of failing on a stale read snapshot.
    pub(crate) async fn write_txn(&self) -> StoreResult<Transaction<'static, Sqlite>> {
        Ok(self.pool.begin_with("BEGIN IMMEDIATE").await?)
    }
}
