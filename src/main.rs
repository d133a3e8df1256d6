//! The kaitaku command line.

use clap::Parser;
use kaitaku::cli::{BenchCommand, Cli, Command, bench, run_bot};

fn main() {
    let cli = Cli::parse();
    let code = match cli.command.unwrap_or(Command::Run) {
        Command::Run => run_bot(),
        Command::Replay { file } => {
            let (output, code) = kaitaku::replay::run_path(&file);
            match serde_json::to_string_pretty(&output) {
                Ok(text) if code == 0 => println!("{text}"),
                Ok(text) => eprintln!("{text}"),
                Err(e) => eprintln!("kaitaku: could not print the result: {e}"),
            }
            code
        }
        Command::Bench { which } => match which {
            BenchCommand::Engine { games, seed, json } => {
                let r = bench::engine(games, seed);
                if json {
                    println!("{}", serde_json::to_string(&r).unwrap_or_default());
                } else {
                    println!(
                        "engine: {} games, {:.0} games/s, {:.0} actions/s, {:.1} turns/game",
                        r.games, r.games_per_s, r.actions_per_s, r.avg_turns
                    );
                }
                0
            }
        },
    };
    std::process::exit(code);
}
