//! Opening the database: the backend chosen by the URL's scheme, configuration from the
//! environment, connection options, migrations.
//!
//! # Why `sqlx::Any` rather than an enum over two pools
//!
//! Both backends run the very same SQL: the statements were written portable from the start
//! (`$n` placeholders, which SQLite accepts too, `ON CONFLICT … DO UPDATE`, `RETURNING`, states
//! as JSON text, every integer a 64-bit `BIGINT`). With `sqlx::Any` each query is written once
//! and handed to whichever driver the URL names; an enum over a `SqlitePool` and a `PgPool` would
//! need every one of the store's queries, row decoders and transaction helpers twice (or
//! generic over `sqlx::Database`, whose bounds make every signature unreadable) for no gain in
//! what they can express. What the backends really differ in stays in this module and in
//! [`Backend`]: how a write transaction begins (`BEGIN IMMEDIATE` on SQLite), the connection
//! settings (WAL, `synchronous`, busy timeout / `synchronous_commit`), the migrations
//! (`migrations/` and `migrations/postgres/`) and whether commits are grouped. The cost is a
//! copy of each row into `Any`'s value type, which is small next to a durable commit; and two
//! rules for the SQL: a `BOOLEAN` column is read through `CAST(… AS INTEGER)` (`Any` cannot
//! decode SQLite's declared `BOOLEAN`), and a `SUM` is cast to `BIGINT` (PostgreSQL sums
//! `BIGINT`s into `NUMERIC`, which `Any` does not support).

use std::str::FromStr;
use std::time::Duration;

use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode};
use sqlx::{AnyPool, AssertSqlSafe, ConnectOptions, Connection, Executor};

use super::error::{StoreError, StoreResult};

/// The database used when `DATABASE_URL` is not set: a file in the working directory.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://kaitaku.db";

/// The SQLite migrations in the workspace's `migrations/`, embedded at compile time.
pub static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../../migrations");

/// The PostgreSQL migrations in the workspace's `migrations/postgres/`, embedded at compile
/// time. They build the same schema as [`MIGRATOR`] (in PostgreSQL's types); a schema change
/// adds a migration to both folders.
pub static POSTGRES_MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../../migrations/postgres");

/// Which database server a URL names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Backend {
    /// A SQLite file (or in-memory database) in this process: `sqlite:…`.
    Sqlite,
    /// A PostgreSQL server, shareable by several processes: `postgres://…` or `postgresql://…`.
    Postgres,
}

impl Backend {
    /// The backend a database URL names by its scheme, if it is one of ours.
    pub fn of_url(url: &str) -> Option<Backend> {
        if url.starts_with("sqlite:") {
            Some(Backend::Sqlite)
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Some(Backend::Postgres)
        } else {
            None
        }
    }

    /// `"sqlite"` or `"postgres"` (as in reports).
    pub fn as_str(self) -> &'static str {
        match self {
            Backend::Sqlite => "sqlite",
            Backend::Postgres => "postgres",
        }
    }

    /// The migrations of this backend.
    pub fn migrator(self) -> &'static sqlx::migrate::Migrator {
        match self {
            Backend::Sqlite => &MIGRATOR,
            Backend::Postgres => &POSTGRES_MIGRATOR,
        }
    }
}

/// How durable each commit is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Durability {
    /// A commit survives power loss once it returns (SQLite `synchronous=FULL`; PostgreSQL's
    /// default `synchronous_commit=on`).
    Full,
    /// Survives a crash of this process, may lose the last commits on power loss (SQLite
    /// `synchronous=NORMAL`; PostgreSQL `synchronous_commit=off`, which may also lose them
    /// when the server crashes).
    Normal,
}

/// How to open the store.
#[derive(Clone, Debug)]
pub struct StoreConfig {
    /// A `sqlite:` URL (`sqlite://path.db`, `sqlite::memory:`) or a `postgres://` URL.
    pub url: String,
    /// Pool size (forced to 1 for in-memory databases, which are per connection).
    pub max_connections: u32,
    /// How long a connection waits for a lock before failing (SQLite's busy timeout).
    pub busy_timeout: Duration,
    /// Commit durability.
    pub durability: Durability,
    /// Group commit: concurrent commands share one durable commit (one fsync), each in its own
    /// savepoint. When off, every command is its own database transaction. On by default for
    /// SQLite (one writer at a time anyway); off for PostgreSQL, where concurrent transactions
    /// on several connections already share WAL flushes and a batch spanning many games could
    /// deadlock with another process's.
    pub group_commit: bool,
}

impl StoreConfig {
    /// Defaults for `url`: 5 s busy timeout, full durability; SQLite: 4 connections and group
    /// commit; PostgreSQL: 16 connections, a transaction per command.
    pub fn new(url: impl Into<String>) -> StoreConfig {
        let url = url.into();
        let postgres = Backend::of_url(&url) == Some(Backend::Postgres);
        StoreConfig {
            url,
            max_connections: if postgres { 16 } else { 4 },
            busy_timeout: Duration::from_secs(5),
            durability: Durability::Full,
            group_commit: !postgres,
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

    /// The backend the URL names, or [`StoreError::BadUrl`].
    pub fn backend(&self) -> StoreResult<Backend> {
        Backend::of_url(&self.url).ok_or_else(|| StoreError::BadUrl {
            url: self.url.clone(),
            source: sqlx::Error::Configuration(
                "expected a sqlite:, postgres:// or postgresql:// URL".into(),
            ),
        })
    }

    fn is_memory(&self) -> bool {
        self.url.contains(":memory:") || self.url.contains("mode=memory")
    }

    /// The SQLite connection options: WAL, busy timeout, foreign keys, created if missing.
    /// [`open_pool`] opens the file with these once (creating it and switching it to WAL, which
    /// lasts), then the pool sets the per-connection settings itself.
    pub fn connect_options(&self) -> StoreResult<SqliteConnectOptions> {
        if self.backend()? != Backend::Sqlite {
            return Err(StoreError::BadUrl {
                url: self.url.clone(),
                source: sqlx::Error::Configuration("not a sqlite: URL".into()),
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
            .busy_timeout(self.busy_timeout);
        Ok(if self.is_memory() {
            opts
        } else {
            opts.journal_mode(SqliteJournalMode::Wal)
        })
    }

    /// The statements each new pooled connection runs first.
    fn session_settings(&self, backend: Backend) -> Vec<String> {
        match (backend, self.durability) {
            (Backend::Sqlite, durability) => vec![
                format!("PRAGMA busy_timeout = {}", self.busy_timeout.as_millis()),
                "PRAGMA foreign_keys = ON".to_owned(),
                match durability {
                    Durability::Full => "PRAGMA synchronous = FULL".to_owned(),
                    Durability::Normal => "PRAGMA synchronous = NORMAL".to_owned(),
                },
            ],
            (Backend::Postgres, Durability::Full) => Vec::new(),
            (Backend::Postgres, Durability::Normal) => {
                vec!["SET synchronous_commit = off".to_owned()]
            }
        }
    }
}

/// Opens a pool for `config` and applies the backend's migrations.
pub async fn open_pool(config: &StoreConfig) -> StoreResult<(AnyPool, Backend)> {
    sqlx::any::install_default_drivers();
    let backend = config.backend()?;
    if backend == Backend::Sqlite && !config.is_memory() {
        // Create the file and switch it to WAL once, with the native driver (the `Any` driver
        // knows only the URL); both last, so the pool's connections find them.
        let conn = config.connect_options()?.connect().await?;
        conn.close().await?;
    }
    let any_opts =
        AnyConnectOptions::from_str(&config.url).map_err(|source| StoreError::BadUrl {
            url: config.url.clone(),
            source,
        })?;
    let max = if config.is_memory() {
        1
    } else {
        config.max_connections.max(1)
    };
    let settings = config.session_settings(backend);
    let mut pool_opts =
        AnyPoolOptions::new()
            .max_connections(max)
            .after_connect(move |conn, _meta| {
                let settings = settings.clone();
                Box::pin(async move {
                    for statement in settings {
                        // Built above from our own constants and a number: no outside text.
                        conn.execute(AssertSqlSafe(statement)).await?;
                    }
                    Ok(())
                })
            });
    if config.is_memory() {
        // The database lives as long as its one connection: never let the pool close it.
        pool_opts = pool_opts
            .idle_timeout(None)
            .max_lifetime(None)
            .min_connections(1);
    }
    let pool = pool_opts.connect_with(any_opts).await?;
    backend.migrator().run(&pool).await?;
    Ok((pool, backend))
}
