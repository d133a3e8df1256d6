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

/// Runs the bot: for now, checks the configuration and says what is missing.
pub fn run_bot() -> i32 {
    let _ = dotenvy::dotenv();
    match std::env::var("DISCORD_TOKEN") {
        Ok(t) if !t.trim().is_empty() => {
            eprintln!(
                "kaitaku: DISCORD_TOKEN is set, but this build does not include the Discord bot yet; \
                 try `kaitaku replay FILE` or `kaitaku bench engine`"
            );
            1
        }
        _ => {
            eprintln!(
                "kaitaku: DISCORD_TOKEN is not set: copy .env.example to .env and put your bot token in it"
            );
            2
        }
    }
}
