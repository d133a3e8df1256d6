//! Random 4-player base games on one thread, the engine alone: the same workload as
//! `kaitaku bench engine` (uniform over the legal actions, bank trades in, player trades out),
//! without the application's dependencies, so a release build takes a minute and two versions
//! can be compared quickly, or counted under callgrind:
//!
//! ```sh
//! cargo run --release -p kaitaku-engine --example random_games -- 2000
//! valgrind --tool=callgrind target/release/examples/random_games 20
//! valgrind --tool=callgrind target/release/examples/random_games 20 reuse
//! ```
//!
//! Prints games, games/s, actions/s and actions per game. With `reuse` the actions are applied
//! with `Game::apply_into` and one event list for the whole run (what a simulator would do)
//! instead of `Game::apply`'s list per action (what the bot and `kaitaku bench engine` do).

use std::time::Instant;

use kaitaku_engine::random_play::{RandomPlayOptions, random_step};
use kaitaku_engine::{Game, GameConfig};
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1000);
    let reuse = std::env::args().nth(2).as_deref() == Some("reuse");
    let config = GameConfig::base(4);
    let mut events = Vec::new();
    let mut actions: u64 = 0;
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
    }
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    println!(
        "games {games} games_per_s {:.0} actions_per_s {:.0} actions_per_game {:.1}",
        games as f64 / secs,
        actions as f64 / secs,
        actions as f64 / games as f64
    );
}
