//! The command line: `run` (the bot, default), `replay`, `render`, `bench`.

pub mod bench;

use clap::{Parser, Subcommand};

/// kaitaku (開拓): a Discord bot that hosts games of Catan.
#[derive(Parser, Debug)]
#[command(name = "kaitaku", version, about)]
pub struct Cli {
    /// What to do (default: run the bot).
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Run the Discord bot (reads DISCORD_TOKEN and DATABASE_URL from .env or the environment).
    Run,
    /// Play a replay file and print the resulting state (or the first refused action) as JSON.
    Replay {
        /// The replay file (see docs/replay.md).
        file: std::path::PathBuf,
    },
    /// Benchmarks.
    Bench {
        /// Which benchmark.
        #[command(subcommand)]
        which: BenchCommand,
    },
}

/// The benchmarks.
#[derive(Subcommand, Debug)]
pub enum BenchCommand {
    /// Random 4-player base games on one thread: games/s, actions/s, turns per game.
    Engine {
        /// Number of games.
        #[arg(long, default_value_t = 2000)]
        games: u32,
        /// First seed (game i uses seed + i).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
}

/// Runs the bot (`kaitaku run`): reads `.env`, sets up logging, opens the database and connects
/// to Discord. Returns the process exit code; configuration problems are one line on stderr.
pub fn run_bot() -> i32 {
    let _ = dotenvy::dotenv();
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt().with_env_filter(filter).try_init();
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
    match runtime.block_on(crate::bot::run_from_env()) {
        Ok(()) => 0,
        Err(e @ crate::bot::RunError::MissingToken) => {
            eprintln!("kaitaku: {e}");
            2
        }
        Err(e) => {
            eprintln!("kaitaku: {e}");
            1
        }
    }
}
