//! A quick tournament for tuning (the real bench is `kaitaku bench ai`):
//! `cargo run --release -p kaitaku-ai --example tournament -- GAMES LEVEL OPPONENT [PLAYERS [RULES]]`.

use std::time::Instant;

use kaitaku_ai::{Level, Player, arena, play};
use kaitaku_engine::GameConfig;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u32 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(10);
    let level = args
        .get(2)
        .and_then(|a| Level::parse(a))
        .unwrap_or(Level::Normal);
    let opponent = match args.get(3).map(String::as_str) {
        Some("random") => Player::Random,
        Some("minimal") => Player::Minimal,
        Some("normal") => Player::Search(Level::Normal),
        Some("easy") => Player::Search(Level::Easy),
        Some("hard") => Player::Search(Level::Hard),
        _ => Player::Greedy,
    };
    let players: u8 = args.get(4).and_then(|a| a.parse().ok()).unwrap_or(4);
    let mut config = GameConfig::base(players);
    if players == 2 {
        config.modules = vec![kaitaku_engine::modules::ModuleId::CatanForTwo];
    }
    if let Some(rules) = args.get(5) {
        config.modules = rules
            .split(',')
            .filter_map(kaitaku_engine::modules::ModuleId::parse)
            .collect();
    }
    let mut wins = 0;
    let mut times = Vec::new();
    let start = Instant::now();
    for g in 0..games {
        let seat = (g % u32::from(players)) as u8;
        let seats: Vec<Player> = (0..players)
            .map(|s| {
                if s == seat {
                    Player::Search(level)
                } else {
                    opponent
                }
            })
            .collect();
        let r = arena::play_game(
            &config,
            1000 + u64::from(g),
            &seats,
            20_000,
            |s, p, view| {
                let t = Instant::now();
                let a = play(p, &config, view, u64::from(g) ^ u64::from(s));
                if s == seat {
                    times.push(t.elapsed().as_secs_f64() * 1000.0);
                }
                a
            },
        )
        .expect("valid");
        if r.winner == Some(seat) {
            wins += 1;
        }
    }
    times.sort_by(f64::total_cmp);
    let q = |x: f64| times[((times.len() - 1) as f64 * x) as usize];
    println!(
        "{} vs {}: {wins}/{games} = {:.3}; p50 {:.1} ms p99 {:.1} ms max {:.1}; {:.1}s",
        level.name(),
        opponent.name(),
        f64::from(wins) / f64::from(games),
        q(0.5),
        q(0.99),
        q(1.0),
        start.elapsed().as_secs_f64()
    );
}
