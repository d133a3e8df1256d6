//! The two backends every store test runs against: a fresh SQLite file in a temporary directory,
//! and a fresh database on the PostgreSQL server named by `KAITAKU_TEST_POSTGRES_URL`
//! (`.ci/with-postgres` starts a throwaway one and sets it). Without that variable the
//! PostgreSQL variants say they were skipped and pass, except under CI (`CI=true`), where they
//! fail: CI must test both.

use std::io::Write;

use kaitaku_store::{Store, StoreConfig};
use sqlx::{AssertSqlSafe, Connection, Executor};
use tempfile::TempDir;

/// The variable naming the PostgreSQL server the tests may create databases on.
pub(crate) const POSTGRES_URL_VAR: &str = "KAITAKU_TEST_POSTGRES_URL";

/// Which database a test runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Backend {
    /// A SQLite file.
    Sqlite,
    /// A database of its own on the test PostgreSQL server.
    Postgres,
}

/// A fresh, empty database for one test: its URL, and the directory of a SQLite file (removed
/// when this is dropped). PostgreSQL test databases are left on the (throwaway) server.
pub(crate) struct TestDb {
    /// The database URL.
    pub(crate) url: String,
    _dir: Option<TempDir>,
}

impl TestDb {
    /// A fresh database named after `test` on `backend`; `None` when PostgreSQL is not
    /// configured outside CI (the skip is printed).
    pub(crate) async fn open(backend: Backend, test: &str) -> Option<TestDb> {
        match backend {
            Backend::Sqlite => {
                let dir = tempfile::tempdir().expect("temp dir");
                let url = format!(
                    "sqlite://{}",
                    dir.path().join(format!("{test}.db")).display()
                );
                Some(TestDb {
                    url,
                    _dir: Some(dir),
                })
            }
            Backend::Postgres => {
                let server = postgres_server(test)?;
                let url = create_database(&server, test).await;
                Some(TestDb { url, _dir: None })
            }
        }
    }

    /// The store's configuration for this database (the backend's defaults).
    pub(crate) fn config(&self) -> StoreConfig {
        StoreConfig::new(self.url.clone())
    }

    /// Opens the store on this database.
    pub(crate) async fn store(&self) -> Store {
        Store::connect(&self.config())
            .await
            .unwrap_or_else(|e| panic!("open store at {}: {e}", self.url))
    }
}

/// A fresh database for `test` with its store, or `None` when skipped.
pub(crate) async fn test_store(backend: Backend, test: &str) -> Option<(TestDb, Store)> {
    let db = TestDb::open(backend, test).await?;
    let store = db.store().await;
    Some((db, store))
}

/// The test server's URL; `None` (saying so) when it is not set, a panic under CI.
fn postgres_server(test: &str) -> Option<String> {
    match std::env::var(POSTGRES_URL_VAR) {
        Ok(url) if !url.trim().is_empty() => Some(url),
        _ if std::env::var("CI").is_ok_and(|v| v == "true") => panic!(
            "{POSTGRES_URL_VAR} is not set: under CI the PostgreSQL variants of the store \
             tests must run (.ci/run starts a server with .ci/with-postgres)"
        ),
        _ => {
            // Straight to the process's stderr, not through `eprintln!`, which the test harness
            // captures and shows only for failing tests: a skip must be seen.
            let _ = writeln!(
                std::io::stderr(),
                "SKIPPED {test} on PostgreSQL: {POSTGRES_URL_VAR} is not set (run the tests \
                 under .ci/with-postgres, or point it at a server of your own; see README)"
            );
            None
        }
    }
}

/// Creates (dropping any earlier one) the database `kaitaku_<test>_<pid>` on the server and
/// returns its URL.
async fn create_database(server: &str, test: &str) -> String {
    let name: String = format!("kaitaku_{test}_{}", std::process::id())
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '_'
            }
        })
        .take(63)
        .collect();
    let mut admin = sqlx::PgConnection::connect(server)
        .await
        .unwrap_or_else(|e| panic!("connect to {server}: {e}"));
    // The name is made of ASCII letters, digits and underscores only (above).
    admin
        .execute(AssertSqlSafe(format!("DROP DATABASE IF EXISTS {name}")))
        .await
        .expect("drop old test database");
    admin
        .execute(AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .await
        .expect("create test database");
    admin.close().await.expect("close admin connection");
    with_database(server, &name)
}

/// `url` with its database (the last path segment) replaced by `name`, query kept.
fn with_database(url: &str, name: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((base, query)) => (base, Some(query)),
        None => (url, None),
    };
    let authority_start = base.find("://").map_or(0, |i| i + 3);
    let host_part = match base[authority_start..].find('/') {
        Some(slash) => &base[..authority_start + slash],
        None => base,
    };
    match query {
        Some(q) => format!("{host_part}/{name}?{q}"),
        None => format!("{host_part}/{name}"),
    }
}

/// Declares a store test on both backends: `backend_tests!(name)` for an
/// `async fn name(backend: Backend)` gives tests `name::sqlite` and `name::postgres`;
/// `backend_tests!(multi_thread name)` runs them on two worker threads.
macro_rules! backend_tests {
    ($name:ident) => {
        mod $name {
            #[tokio::test]
            async fn sqlite() {
                super::$name($crate::backend::Backend::Sqlite).await
            }
            #[tokio::test]
            async fn postgres() {
                super::$name($crate::backend::Backend::Postgres).await
            }
        }
    };
    (multi_thread $name:ident) => {
        mod $name {
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                super::$name($crate::backend::Backend::Sqlite).await
            }
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn postgres() {
                super::$name($crate::backend::Backend::Postgres).await
            }
        }
    };
}
pub(crate) use backend_tests;

#[test]
fn database_names_replace_the_path() {
    assert_eq!(
        with_database("postgres://u@127.0.0.1:5/postgres", "x"),
        "postgres://u@127.0.0.1:5/x"
    );
    assert_eq!(
        with_database("postgres://u@h/db?sslmode=disable", "x"),
        "postgres://u@h/x?sslmode=disable"
    );
    assert_eq!(with_database("postgres://h", "x"), "postgres://h/x");
}
