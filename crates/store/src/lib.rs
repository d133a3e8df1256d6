//! Persistence: games, their command and event log, seats, guild settings and results, in SQLite
//! (the default: one file, no server) or PostgreSQL (shared by several bot processes) through
//! sqlx; the `DATABASE_URL` scheme chooses (see [`pool`] for how one set of queries serves
//! both).
//!
//! Every accepted command is committed in one transaction (version check, command and events
//! appended, snapshot written, version bumped) before the bot answers, so a game survives
//! restarts and crashes; replaying a game's commands on `Game::new(config, seed)` gives its
//! snapshot again. The SQL is portable (`$n` placeholders, `ON CONFLICT`, `RETURNING`); states
//! are JSON text.

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

use sqlx::{Any, AnyPool, Transaction};

pub use deadlines::{Deadline, DeadlineKind, ShardRange};
pub use error::{CorruptPart, LobbyProblem, StoreError, StoreResult};
pub use games::{
    COMPUTER_USER_IDS, GameFilter, GameSummary, NewGame, SeatEntry, StoredGame, is_computer_user,
};
pub use lobby::NewLobby;
pub use log::{CommitOutcome, LoggedCommand, LoggedEvent, PlayError};
pub use pool::{
    Backend, DEFAULT_DATABASE_URL, Durability, MIGRATOR, POSTGRES_MIGRATOR, StoreConfig,
};
pub use results::{GameResult, PlayerResult, ResultOutcome, UserStats};
pub use settings::{GuildSettings, StartPolicy};
pub use types::{Command, CommandSource, GameId, GameStatus};

/// The store: a handle on the database pool. Cheap to clone; share one per process.
#[derive(Clone, Debug)]
pub struct Store {
    pool: AnyPool,
    /// Which database server it is.
    backend: Backend,
    /// The group-commit writer, when enabled.
    writer: Option<writer::GroupWriter>,
}

impl Store {
    /// Opens (creating if missing) the database described by `config` and applies migrations.
    pub async fn connect(config: &StoreConfig) -> StoreResult<Store> {
        let (pool, backend) = pool::open_pool(config).await?;
        let writer = config
            .group_commit
            .then(|| writer::GroupWriter::spawn(pool.clone(), backend));
        Ok(Store {
            pool,
            backend,
            writer,
        })
    }

    /// Opens the database named by `DATABASE_URL` (or the default file).
    pub async fn from_env() -> StoreResult<Store> {
        Store::connect(&StoreConfig::from_env()).await
    }

    /// The underlying pool (for tests and tools).
    pub fn pool(&self) -> &AnyPool {
        &self.pool
    }

    /// Which database server the store uses.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Closes every connection (checkpointing the WAL).
    pub async fn close(&self) {
        self.pool.close().await;
    }

    /// SQLite: runs `PRAGMA integrity_check`; `Ok(())` when the database reports "ok".
    /// PostgreSQL checks its own pages (and has no such statement): always `Ok(())`.
    pub async fn integrity_check(&self) -> StoreResult<Result<(), String>> {
        if self.backend == Backend::Postgres {
            return Ok(Ok(()));
        }
        let rows: Vec<String> = sqlx::query_scalar("PRAGMA integrity_check")
            .fetch_all(&self.pool)
            .await?;
        Ok(if rows.len() == 1 && rows[0] == "ok" {
            Ok(())
        } else {
            Err(rows.join("; "))
        })
    }

    /// Starts a write transaction (see [`begin_write`]).
    pub(crate) async fn write_txn(&self) -> StoreResult<Transaction<'static, Any>> {
        begin_write(&self.pool, self.backend).await
    }
}

/// Starts a write transaction. SQLite: `BEGIN IMMEDIATE` takes the write lock at once, so
/// concurrent writers wait (busy timeout) instead of failing on a stale read snapshot.
/// PostgreSQL: a plain `BEGIN` (read committed); the writes that must not race are single
/// statements that lock their row (the version-checked `UPDATE`) or unique indexes (one open
/// game per channel).
pub(crate) async fn begin_write(
    pool: &AnyPool,
    backend: Backend,
) -> StoreResult<Transaction<'static, Any>> {
    Ok(match backend {
        Backend::Sqlite => pool.begin_with("BEGIN IMMEDIATE").await?,
        Backend::Postgres => pool.begin().await?,
    })
}
