//! Random games on one thread, the engine alone: the same workload as `kaitaku bench engine`
//! (uniform over the legal actions, bank trades in, player trades out; 4 players, or the most a
//! ruleset allows), without the application's dependencies, so a release build takes a minute
//! and two versions can be compared quickly, or counted under callgrind:
//!
//! ```sh
//! cargo run --release -p kaitaku-engine --example random_games -- 2000
//! valgrind --tool=callgrind target/release/examples/random_games 50
//! valgrind --tool=callgrind target/release/examples/random_games 50 reuse
//! valgrind --tool=callgrind target/release/examples/random_games 50 reuse event_cards
//! ```
//!
//! Arguments: the number of games; then, in any order, `reuse` (apply the actions with
//! `Game::apply_into` and one event list for the whole run, what a simulator or
//! `kaitaku bench engine` does, instead of `Game::apply`'s list per action, what the bot does)
//! and a comma-separated list of rule modules (`event_cards,harbormaster`; base game when absent).
//!
//! Prints games, games/s, actions/s, actions per game and a fingerprint of the games' final
//! states: two versions of the rules that play the same games print the same fingerprint.

use std::time::Instant;

use kaitaku_engine::modules::{ModuleId, player_range};
use kaitaku_engine::random_play::{RandomPlayOptions, random_step};
use kaitaku_engine::{Game, GameConfig};
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1000);
    let mut reuse = false;
    let mut modules = Vec::new();
    for arg in args {
        if arg == "reuse" {
            reuse = true;
            continue;
        }
        for name in arg.split(',').filter(|n| !n.is_empty()) {
            match ModuleId::parse(name) {
                Some(m) => modules.push(m),
                None => {
                    eprintln!("unknown rule module `{name}`");
                    std::process::exit(2);
                }
            }
        }
    }
    let mut config = GameConfig::base(player_range(&modules).1);
    config.modules = modules;
    let mut events = Vec::new();
    let mut actions: u64 = 0;
    let mut fingerprint: u64 = 0xcbf2_9ce4_8422_2325;
    let mut scratch = Vec::new();
    let start = Instant::now();
    for seed in 1..=games {
        let Ok(mut game) = Game::new(config.clone(), seed) else {
            continue;
        };
        let mut rng = Pcg64Mcg::seed_from_u64(seed ^ 0x9e37_79b9_7f4a_7c15);
        for _ in 0..200_000 {
            let Some((seat, action)) =
                random_step(&game, &mut rng, RandomPlayOptions::default(), &mut scratch)
            else {
                break;
            };
            let applied = if reuse {
                events.clear();
                game.apply_into(seat, &action, &mut events).is_ok()
            } else {
                game.apply(seat, &action).is_ok()
            };
            if applied {
                actions += 1;
            }
        }
        // A few numbers of the final state, mixed FNV-style (cheap next to a game).
        let st = game.state();
        let mut mix = |x: u64| fingerprint = (fingerprint ^ x).wrapping_mul(0x0100_0000_01b3);
        mix(st.version);
        mix(u64::from(st.turn));
        for p in &st.players {
            mix(u64::from(p.hand.total()));
            mix(u64::from(p.road_length));
            mix(u64::from(p.settlements_left) << 8 | u64::from(p.cities_left));
        }
        mix(st.longest_road.map_or(99, u64::from));
    }
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    println!(
        "games {games} games_per_s {:.0} actions_per_s {:.0} actions_per_game {:.1} fingerprint {fingerprint:016x}",
        games as f64 / secs,
        actions as f64 / secs,
        actions as f64 / games as f64
    );
}
