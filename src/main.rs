//! The kaitaku command line.

use clap::Parser;
use kaitaku::cli::{AiCommand, BenchCommand, Cli, Command, ai, bench, render_replay, run_bot};

fn main() {
    let cli = Cli::parse();
    let code = match cli.command.unwrap_or(Command::Run {
        shards: None,
        shard_total: None,
        new_game_seed: None,
    }) {
        Command::Run {
            shards,
            shard_total,
            new_game_seed,
        } => run_bot(shards.as_deref(), shard_total, new_game_seed),
        Command::Local {
            port,
            players,
            database,
        } => kaitaku::cli::local::run_local(
            port,
            players,
            database,
            kaitaku::cli::local::Reason::Asked,
        ),
        Command::Replay { file } => {
            let (output, code) = kaitaku_replay::run_path(&file);
            match serde_json::to_string_pretty(&output) {
                Ok(text) if code == 0 => println!("{text}"),
                Ok(text) => eprintln!("{text}"),
                Err(e) => eprintln!("kaitaku: could not print the result: {e}"),
            }
            code
        }
        Command::Legal { file, seat } => {
            let (output, code) = kaitaku_replay::legal_path(&file, seat);
            match serde_json::to_string_pretty(&output) {
                Ok(text) if code == 0 => println!("{text}"),
                Ok(text) => eprintln!("{text}"),
                Err(e) => eprintln!("kaitaku: could not print the result: {e}"),
            }
            code
        }
        Command::Render {
            replay,
            out,
            highlight,
        } => render_replay(&replay, &out, highlight.as_deref()),
        Command::Ai {
            which:
                AiCommand::Suggest {
                    file,
                    seat,
                    level,
                    seed,
                },
        } => match kaitaku_ai::Level::parse(&level) {
            Some(level) => ai::suggest(&file, seat, level, seed),
            None => {
                eprintln!("kaitaku: unknown level `{level}` (easy, normal, hard)");
                2
            }
        },
        Command::Bench { which } => match which {
            BenchCommand::Ai {
                games,
                rules,
                level,
                seed,
                head_to_head,
                json,
            } => {
                let Some(level) = kaitaku_ai::Level::parse(&level) else {
                    eprintln!("kaitaku: unknown level `{level}` (easy, normal, hard)");
                    std::process::exit(2);
                };
                match bench::parse_rules(&rules) {
                    Err(e) => {
                        eprintln!("kaitaku: {e}");
                        2
                    }
                    Ok(modules) => {
                        let r = ai::bench(&modules, games, level, seed, head_to_head);
                        if json {
                            println!("{}", serde_json::to_string(&r).unwrap_or_default());
                        } else {
                            println!(
                                "ai {} ({} players, {} games each): vs random {:.3}, vs minimal {:.3}, vs greedy {:.3}; decision p50 {:.1} ms, p99 {:.1} ms",
                                level.name(),
                                r.players,
                                r.games,
                                r.win_rate_vs_random,
                                r.win_rate_vs_minimal,
                                r.win_rate_vs_greedy,
                                r.decision_ms_p50,
                                r.decision_ms_p99
                            );
                        }
                        0
                    }
                }
            }
            BenchCommand::Engine {
                games,
                rules,
                seed,
                json,
            } => match bench::parse_rules(&rules) {
                Err(e) => {
                    eprintln!("kaitaku: {e}");
                    2
                }
                Ok(modules) => {
                    let r = bench::engine(games, seed, &modules);
                    if json {
                        println!("{}", serde_json::to_string(&r).unwrap_or_default());
                    } else {
                        let label = if rules.trim().is_empty() {
                            "base".to_string()
                        } else {
                            rules.clone()
                        };
                        println!(
                            "engine ({label}): {} games, {:.0} games/s, {:.0} actions/s, {:.1} turns/game",
                            r.games, r.games_per_s, r.actions_per_s, r.avg_turns
                        );
                        println!(
                            "  instructions per game (repeatable, unlike the rates): valgrind --tool=callgrind kaitaku bench engine --games 20, then the Ir total / 20 (docs/engine.md, \"Measuring the engine\")"
                        );
                    }
                    0
                }
            },
            BenchCommand::Render {
                iterations,
                rules,
                json,
            } => {
                let report = bench::parse_rules(&rules)
                    .and_then(|modules| kaitaku_render::bench::run_rules(iterations, &modules));
                match report {
                    Ok(r) if json => {
                        println!(
                            "{}",
                            serde_json::json!({
                                "median_ms": r.median_ms,
                                "p95_ms": r.p95_ms,
                                "png_bytes": r.png_bytes,
                                "width": r.width,
                                "height": r.height,
                                "iterations": r.iterations,
                                "first_ms": r.first_ms,
                                "pieces_changed": r.pieces_changed,
                                "misses": r.misses,
                                "miss_p50_ms": r.miss_p50_ms,
                                "miss_p99_ms": r.miss_p99_ms,
                                "miss_png_bytes": r.miss_png_bytes,
                                "static_cache_bytes": r.static_cache_bytes,
                                "cache_bytes": r.cache_bytes,
                                "rules": rules,
                            })
                        );
                        0
                    }
                    Ok(r) => {
                        println!(
                            "render: {} renders ({} with changed pieces), median {:.2} ms, p95 {:.2} ms, first {:.1} ms, largest {} bytes, {}×{}",
                            r.iterations,
                            r.pieces_changed,
                            r.median_ms,
                            r.p95_ms,
                            r.first_ms,
                            r.png_bytes,
                            r.width,
                            r.height
                        );
                        println!(
                            "render: {} never-seen boards, p50 {:.2} ms, p99 {:.2} ms, largest {} bytes; caches hold {} bytes ({} in sprites)",
                            r.misses,
                            r.miss_p50_ms,
                            r.miss_p99_ms,
                            r.miss_png_bytes,
                            r.cache_bytes,
                            r.static_cache_bytes
                        );
                        0
                    }
                    Err(e) => {
                        eprintln!("kaitaku: render bench failed: {e}");
                        1
                    }
                }
            }
            BenchCommand::Discord {
                turns: _,
                json,
                tables,
                moves,
                interval_ms,
            } if tables > 1 => bench::discord_tables(tables, moves, interval_ms, json),
            BenchCommand::Discord { turns, json, .. } => bench::discord(turns, json),
            BenchCommand::Store {
                actions,
                games,
                database_url,
                no_group_commit,
                json,
            } => bench::store(
                actions,
                &games,
                database_url.as_deref(),
                !no_group_commit,
                json,
            ),
        },
    };
    std::process::exit(code);
}
