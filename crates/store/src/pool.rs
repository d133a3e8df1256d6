//! Opening the database: configuration from the environment, connection options, migrations.

use std::str::FromStr;
use std::time::Duration;

use sqlx::SqlitePool;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};

use super::error::{StoreError, StoreResult};

/// The database used when `DATABASE_URL` is not set: a file in the working directory.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://kaitaku.db";

/// The migrations in the workspace's `migrations/`, embedded at compile time.
pub static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../../migrations");

/// How durable each commit is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Durability {
    /// `synchronous=FULL`: a commit survives power loss once it returns.
    Full,
    /// `synchronous=NORMAL`: survives a process crash, may lose the last commits on power loss.
    Normal,
}

/// How to open the store.
#[derive(Clone, Debug)]
pub struct StoreConfig {
    /// A `sqlite:` URL (`sqlite://path.db`, `sqlite::memory:`).
    pub url: String,
    /// Pool size (forced to 1 for in-memory databases, which are per connection).
    pub max_connections: u32,
    /// How long a connection waits for a lock before failing.
    pub busy_timeout: Duration,
    /// Commit durability.
    pub durability: Durability,
    /// Group commit: concurrent commands share one durable commit (one fsync), each in its own
    /// savepoint. When off, every command is its own database transaction.
    pub group_commit: bool,
}

impl StoreConfig {
    /// Defaults for `url`: 4 connections, 5 s busy timeout, `synchronous=FULL`, group commit.
    pub fn new(url: impl Into<String>) -> StoreConfig {
        StoreConfig {
            url: url.into(),
            max_connections: 4,
            busy_timeout: Duration::from_secs(5),
            durability: Durability::Full,
            group_commit: true,
        }
    }

    /// `DATABASE_URL` from the environment, or [`DEFAULT_DATABASE_URL`].
    pub fn from_env() -> StoreConfig {
        let url = std::env::var("DATABASE_URL")
            .ok()
            .filter(|u| !u.trim().is_empty())
            .unwrap_or_else(|| DEFAULT_DATABASE_URL.to_owned());
        StoreConfig::new(url)
    }

    /// A file database at `path` (created if missing).
    pub fn file(path: &std::path::Path) -> StoreConfig {
        StoreConfig::new(format!("sqlite://{}", path.display()))
    }

    fn is_memory(&self) -> bool {
        self.url.contains(":memory:") || self.url.contains("mode=memory")
    }

    /// The sqlx connection options: WAL, busy timeout, foreign keys, created if missing.
    pub fn connect_options(&self) -> StoreResult<SqliteConnectOptions> {
        if !self.url.starts_with("sqlite:") {
            return Err(StoreError::BadUrl {
                url: self.url.clone(),
                source: sqlx::Error::Configuration("only sqlite: URLs are supported".into()),
            });
        }
        let opts =
            SqliteConnectOptions::from_str(&self.url).map_err(|source| StoreError::BadUrl {
                url: self.url.clone(),
                source,
            })?;
        let opts = opts
            .create_if_missing(true)
            .foreign_keys(true)
            .busy_timeout(self.busy_timeout)
            .synchronous(match self.durability {
                Durability::Full => SqliteSynchronous::Full,
                Durability::Normal => SqliteSynchronous::Normal,
            });
        Ok(if self.is_memory() {
            opts
        } else {
            opts.journal_mode(SqliteJournalMode::Wal)
        })
    }
}

/// Opens a pool for `config` and applies the migrations.
pub async fn open_pool(config: &StoreConfig) -> StoreResult<SqlitePool> {
    let max = if config.is_memory() {
        1
    } else {
        config.max_connections.max(1)
    };
    let mut pool_opts = SqlitePoolOptions::new().max_connections(max);
    if config.is_memory() {
        // The database lives as long as its one connection: never let the pool close it.
        pool_opts = pool_opts
            .idle_timeout(None)
            .max_lifetime(None)
            .min_connections(1);
    }
    let pool = pool_opts.connect_with(config.connect_options()?).await?;
    MIGRATOR.run(&pool).await?;
    Ok(pool)
}
