//! The command line: `run` (the bot, default), `replay`, `legal`, `render`, `bench`.

pub mod ai;
pub mod bench;
pub mod local;

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
    /// Run the Discord bot (reads DISCORD_TOKEN and DATABASE_URL from .env or the environment);
    /// without a token, play locally in the browser instead (like `kaitaku local`).
    Run {
        /// The Discord shards this process connects, `A-B` (or one, `A`) of `--shard-total`:
        /// several processes over one PostgreSQL database serve disjoint ranges. Default: all.
        #[arg(long, requires = "shard_total")]
        shards: Option<String>,
        /// How many shards the bot has in all (Discord sends a server's events to shard
        /// `(server id >> 22) % total`). Default 1; without `--shards`, this process takes all.
        #[arg(long)]
        shard_total: Option<u32>,
        /// Tests only: every new game uses this seed (board, seats, dice), so a test driving
        /// the `kaitaku run` process sees the same games each time.
        #[arg(long, hide = true)]
        new_game_seed: Option<u64>,
    },
    /// Play without Discord: the bot against a fake Discord on 127.0.0.1, in the browser.
    Local {
        /// The web page's port on 127.0.0.1 (default 8080, or a free one if 8080 is taken).
        #[arg(long)]
        port: Option<u16>,
        /// How many local users to switch between (1 to 8).
        #[arg(long, default_value_t = 4)]
        players: usize,
        /// The SQLite database file (default ./kaitaku-local.sqlite).
        #[arg(long)]
        database: Option<std::path::PathBuf>,
    },
    /// Play a replay file and print the resulting state (or the first refused action) as JSON.
    Replay {
        /// The replay file (see docs/replay.md).
        file: std::path::PathBuf,
    },
    /// Print the legal actions where a replay file ends (JSON): for every seat that owes a
    /// decision, or only `--seat`; plus what the unlisted decisions (discards, trade offers)
    /// require.
    Legal {
        /// The replay file (see docs/replay.md).
        file: std::path::PathBuf,
        /// Only this seat (0-based).
        #[arg(long)]
        seat: Option<u8>,
    },
    /// Render the board at the end of a replay file to a PNG.
    Render {
        /// The replay file.
        replay: std::path::PathBuf,
        /// Where to write the PNG.
        #[arg(long)]
        out: std::path::PathBuf,
        /// Label the current player's legal spots: settlements, cities, roads or robber.
        #[arg(long)]
        highlight: Option<String>,
    },
    /// Computer players.
    Ai {
        /// What to ask.
        #[command(subcommand)]
        which: AiCommand,
    },
    /// Benchmarks.
    Bench {
        /// Which benchmark.
        #[command(subcommand)]
        which: BenchCommand,
    },
}

/// What the computer players can be asked.
#[derive(Subcommand, Debug)]
pub enum AiCommand {
    /// Print (as JSON, the replay files' action format) the move the computer would make for
    /// a seat where a replay file ends.
    Suggest {
        /// The replay file (see docs/replay.md).
        file: std::path::PathBuf,
        /// The seat (0-based).
        #[arg(long)]
        seat: u8,
        /// easy, normal or hard.
        #[arg(long, default_value = "normal")]
        level: String,
        /// The player's seed (the same seed gives the same move).
        #[arg(long, default_value_t = 0)]
        seed: u64,
    },
}

/// The benchmarks.
#[derive(Subcommand, Debug)]
pub enum BenchCommand {
    /// Tournaments of computer players: a level's share of wins against three random players,
    /// three minimal-move seats and three greedy players (one each with Catan for Two), and
    /// its decision times (release build).
    Ai {
        /// Games per match-up.
        #[arg(long, default_value_t = 20)]
        games: u32,
        /// Rule modules, comma-separated; base game when absent.
        #[arg(long, default_value = "")]
        rules: String,
        /// The tested level: easy, normal or hard.
        #[arg(long, default_value = "normal")]
        level: String,
        /// First seed (game i uses seed + i).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Also play this many 2-player games of hard against normal.
        #[arg(long, default_value_t = 0)]
        head_to_head: u32,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Random 4-player games on one thread (2 players with Catan for Two): games/s, actions/s,
    /// turns per game. For figures that repeat on a busy machine, count instructions:
    /// `valgrind --tool=callgrind kaitaku bench engine --games 20` (Ir total / 20 per game).
    Engine {
        /// Number of games.
        #[arg(long, default_value_t = 2000)]
        games: u32,
        /// Rule modules, comma-separated (e.g. `event-cards,harbormaster`); base game when absent.
        #[arg(long, default_value = "")]
        rules: String,
        /// First seed (game i uses seed + i).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// A 4-player mid-game board at about 1200 px wide, state to PNG: median and p95 ms.
    Render {
        /// Renders to time.
        #[arg(long, default_value_t = 200)]
        iterations: usize,
        /// Rule modules of the mid-game board, comma-separated, as `bench engine --rules`
        /// takes them; base game when absent. The never-seen boards are the base game's either
        /// way.
        #[arg(long, default_value = "")]
        rules: String,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Button presses through the fake Discord into the real bot: p50/p99 ms from
    /// `INTERACTION_CREATE` to the bot's first answer, for presses that leave the board
    /// unchanged and for ones that change it; and the wall time of player trade round trips
    /// (offer → accept → confirm).
    Discord {
        /// Turns to play (each: placements or a roll, an end of turn, and looks at hands).
        #[arg(long, default_value_t = 60)]
        turns: usize,
        /// Games at once, each in its own channel, in one bot process. Above 1 the bench
        /// times press → turn message updated and reads the process's memory (its own JSON
        /// keys: `tables`, `board_updated_p50_ms`, `board_updated_p99_ms`, `peak_rss_mib`,
        /// `rss_per_table_kib`…) instead of the one-table figures.
        #[arg(long, default_value_t = 1)]
        tables: usize,
        /// With `--tables`: moves each table makes.
        #[arg(long, default_value_t = 30)]
        moves: usize,
        /// With `--tables`: milliseconds between two moves of one table.
        #[arg(long, default_value_t = 3000)]
        interval_ms: u64,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Random-game actions committed one by one into a fresh SQLite file (synchronous=FULL) or
    /// the database at `--database-url`: committed actions/s and latency percentiles.
    Store {
        /// Actions to commit (at each concurrency level).
        #[arg(long, default_value_t = 4000)]
        actions: usize,
        /// Games committing at once (each like a busy channel); a list (`1,10,100`) runs one
        /// level after another.
        #[arg(long, value_delimiter = ',', default_value = "16")]
        games: Vec<usize>,
        /// The database to commit into (`sqlite:…` or `postgres://…`; it keeps the games
        /// played, so use a scratch one). Default: a fresh SQLite file per level, removed after.
        #[arg(long)]
        database_url: Option<String>,
        /// Give every command its own database transaction instead of group commit.
        #[arg(long)]
        no_group_commit: bool,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
}

/// `kaitaku render`: plays a replay file and writes the final board as a PNG.
pub fn render_replay(
    replay: &std::path::Path,
    out: &std::path::Path,
    highlight: Option<&str>,
) -> i32 {
    let file = match kaitaku_replay::load(replay) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("kaitaku: {e}");
            return 2;
        }
    };
    let (game, outcome) = kaitaku_replay::run_with_game(&file);
    let Some(game) = game else {
        eprintln!("kaitaku: {}", outcome.to_json());
        return 2;
    };
    if !outcome.is_ok() {
        eprintln!("kaitaku: the replay stopped early; rendering the board where it stopped");
    }
    let highlight = match highlight {
        None => None,
        Some(kind) => match kind.parse::<kaitaku_render::HighlightKind>() {
            Ok(k) => Some(kaitaku_render::highlight_for(&game, k)),
            Err(e) => {
                eprintln!("kaitaku: {e}");
                return 2;
            }
        },
    };
    let request = kaitaku_render::RenderRequest {
        view: game.view(None),
        names: Vec::new(),
        highlight,
    };
    match kaitaku_render::render_png(&request) {
        Ok(image) => match std::fs::write(out, &image.png) {
            Ok(()) => {
                println!(
                    "wrote {} ({}×{}, {} bytes)",
                    out.display(),
                    image.width,
                    image.height,
                    image.png.len()
                );
                0
            }
            Err(e) => {
                eprintln!("kaitaku: cannot write {}: {e}", out.display());
                1
            }
        },
        Err(e) => {
            eprintln!("kaitaku: rendering failed: {e}");
            1
        }
    }
}

/// Runs the bot (`kaitaku run`): reads `.env`, sets up logging, opens the database and connects
/// to Discord. Without a token it plays locally instead ([`local::run_local`]). Returns the
/// process exit code; configuration problems are one line on stderr.
pub fn run_bot(shards: Option<&str>, shard_total: Option<u32>, new_game_seed: Option<u64>) -> i32 {
    let range = match (shards, shard_total) {
        (None, None) => Ok(kaitaku_store::ShardRange::ALL),
        (None, Some(total)) => kaitaku_store::ShardRange::new(0, total.saturating_sub(1), total),
        (Some(range), total) => kaitaku_store::ShardRange::parse(range, total.unwrap_or(1)),
    };
    let range = match range {
        Ok(r) => r,
        Err(e) => {
            eprintln!("kaitaku: {e}");
            return 2;
        }
    };
    let _ = dotenvy::dotenv();
    let has_token = std::env::var("DISCORD_TOKEN").is_ok_and(|t| !t.trim().is_empty());
    if !has_token {
        if range != kaitaku_store::ShardRange::ALL {
            eprintln!("kaitaku: --shards needs DISCORD_TOKEN (local mode has one shard)");
            return 2;
        }
        return local::run_local(None, 4, None, local::Reason::NoToken);
    }
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
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
    let new_games = crate::bot::NewGames {
        seed: new_game_seed,
        ..crate::bot::NewGames::default()
    };
    match runtime.block_on(crate::bot::run_from_env(range, new_games)) {
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
