//! `kaitaku local`, and `kaitaku run` without a token: the bot against the fake Discord on
//! 127.0.0.1, played in the browser.

#[cfg(feature = "local")]
use std::net::SocketAddr;
use std::path::PathBuf;

#[cfg(feature = "local")]
use crate::local::{LocalOptions, MAX_PLAYERS, default_database, start};

/// The page's port when none is given.
pub const DEFAULT_PORT: u16 = 8080;

/// Why local mode runs: asked for, or `kaitaku run` found no token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// `kaitaku local`.
    Asked,
    /// `kaitaku run` without `DISCORD_TOKEN`.
    NoToken,
}

/// Runs local mode until Ctrl-C; returns the exit code. `port` `None` means 8080, or any free
/// port if 8080 is taken.
#[cfg(feature = "local")]
pub fn run_local(
    port: Option<u16>,
    players: usize,
    database: Option<PathBuf>,
    reason: Reason,
) -> i32 {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
    if !(1..=MAX_PLAYERS).contains(&players) {
        eprintln!("kaitaku: --players must be between 1 and {MAX_PLAYERS}");
        return 2;
    }
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => {
            eprintln!("kaitaku: cannot start the async runtime: {e}");
            return 1;
        }
    };
    let database = database.unwrap_or_else(default_database);
    runtime.block_on(async move {
        let mut options = LocalOptions {
            addr: SocketAddr::from(([127, 0, 0, 1], port.unwrap_or(DEFAULT_PORT))),
            players,
            database: database.clone(),
            new_games: crate::bot::NewGames::default(),
        };
        let mut started = start(&options).await;
        if port.is_none() && matches!(started, Err(crate::local::LocalError::Bind { .. })) {
            options.addr.set_port(0);
            started = start(&options).await;
        }
        let server = match started {
            Ok(s) => s,
            Err(e) => {
                eprintln!("kaitaku: local mode could not start: {e}");
                return 1;
            }
        };
        let why = match reason {
            Reason::NoToken => "no DISCORD_TOKEN set, so playing locally",
            Reason::Asked => "playing locally",
        };
        println!(
            "kaitaku: {why}: open {} in a browser (database {}; to connect to Discord, put a bot token in .env as DISCORD_TOKEN, see .env.example)",
            server.url(),
            database.display()
        );
        let fake = server.fake.clone();
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            () = fake.stopped() => {}
        }
        server.stop().await;
        0
    })
}

/// Without the `local` feature (it is on by default) there is no fake Discord to play against:
/// says so and returns exit code 2.
#[cfg(not(feature = "local"))]
pub fn run_local(
    _port: Option<u16>,
    _players: usize,
    _database: Option<PathBuf>,
    reason: Reason,
) -> i32 {
    if reason == Reason::NoToken {
        eprintln!("kaitaku: no DISCORD_TOKEN set (put a bot token in .env, see .env.example)");
    }
    eprintln!("kaitaku: this build has no local mode: it was built without the `local` feature");
    2
}
