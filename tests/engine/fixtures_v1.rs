//! Wire compatibility with games stored by an older version of the engine.
//!
//! `tests/fixtures/v1/*.json` were written by the engine as it was before the rule modules moved
//! behind the module registry (issue 16): seeded random games with each optional rule, holding
//! for every step the seat, the action, the events and the decisions then owed, a snapshot of the
//! game half-way and one at the end (what the store keeps), and the public view at the end. The
//! test reads every piece with today's types and checks that
//! - each stored value parses and writes back to the very same JSON,
//! - replaying the actions from the config and seed gives the stored events and decisions,
//! - the half-way snapshot, played on, reaches the stored final snapshot,
//! - the final state equals the stored snapshot.
//!
//! `KAITAKU_WRITE_FIXTURES=1 cargo test -p kaitaku-engine --test engine fixtures_v1` rewrites the
//! files (only meaningful with the version whose encoding they pin).

use std::path::PathBuf;

use kaitaku_engine::modules::ModuleId;
use kaitaku_engine::random_play::{RandomPlayOptions, random_step};
use kaitaku_engine::{Action, Event, Game, GameConfig, Pending, Seat, View};
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// One stored game.
#[derive(Serialize, Deserialize)]
struct StoredGame {
    config: Value,
    seed: u64,
    steps: Vec<StoredStep>,
    /// The step after which `snapshot_mid` was taken.
    mid: usize,
    /// Snapshots are JSON text, as the store keeps them (the RNG's state is a 128-bit number,
    /// which `serde_json::Value` cannot hold).
    snapshot_mid: String,
    snapshot_end: String,
    view_end: Value,
}

/// One applied action with what it produced.
#[derive(Serialize, Deserialize)]
struct StoredStep {
    seat: Seat,
    action: Value,
    events: Vec<Value>,
    pending: Vec<Value>,
}

/// The games pinned: each optional rule alone, and all four together.
fn games() -> Vec<(&'static str, u8, Vec<ModuleId>, u64, usize)> {
    vec![
        (
            "friendly_robber",
            3,
            vec![ModuleId::FriendlyRobber],
            11,
            700,
        ),
        ("event_cards", 4, vec![ModuleId::EventCards], 12, 700),
        ("harbormaster", 3, vec![ModuleId::Harbormaster], 18, 700),
        ("catan_for_two", 2, vec![ModuleId::CatanForTwo], 14, 700),
        (
            "all_four",
            2,
            vec![
                ModuleId::FriendlyRobber,
                ModuleId::EventCards,
                ModuleId::Harbormaster,
                ModuleId::CatanForTwo,
            ],
            15,
            900,
        ),
    ]
}

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/v1")
}

fn to_value<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).expect("serialises")
}

fn snapshot(game: &Game) -> String {
    serde_json::to_string(game).expect("serialises")
}

/// Parses a stored snapshot and checks that it writes back to the same text.
fn load_snapshot(text: &str, what: &str) -> Game {
    let game: Game =
        serde_json::from_str(text).unwrap_or_else(|e| panic!("{what} does not parse: {e}"));
    assert_eq!(snapshot(&game), text, "{what} writes back differently");
    game
}

/// Plays one seeded random game and records it.
fn record(players: u8, modules: &[ModuleId], seed: u64, max_actions: usize) -> StoredGame {
    let mut config = GameConfig::base(players);
    config.modules = modules.to_vec();
    let mut game = Game::new(config.clone(), seed).expect("valid config");
    let mut rng = Pcg64Mcg::seed_from_u64(seed ^ 0x5EED);
    let opts = RandomPlayOptions {
        domestic_trades: true,
    };
    let mut scratch = Vec::new();
    let mut steps = Vec::new();
    let mid = max_actions / 2;
    let mut snapshot_mid = String::new();
    while steps.len() < max_actions {
        let Some((seat, action)) = random_step(&game, &mut rng, opts, &mut scratch) else {
            break;
        };
        let Ok(events) = game.apply(seat, &action) else {
            continue;
        };
        steps.push(StoredStep {
            seat,
            action: to_value(&action),
            events: events.iter().map(to_value).collect(),
            pending: game.pending().iter().map(to_value).collect(),
        });
        if steps.len() == mid {
            snapshot_mid = snapshot(&game);
        }
    }
    StoredGame {
        config: to_value(&config),
        seed,
        mid,
        snapshot_mid,
        snapshot_end: snapshot(&game),
        view_end: to_value(&game.view(None)),
        steps,
    }
}

/// Parses `value` as a `T` and checks that it writes back to the same JSON.
fn round_trip<T: Serialize + for<'de> Deserialize<'de>>(value: &Value, what: &str) -> T {
    let parsed: T = serde_json::from_value(value.clone())
        .unwrap_or_else(|e| panic!("{what} does not parse: {e}\n{value}"));
    assert_eq!(&to_value(&parsed), value, "{what} writes back differently");
    parsed
}

#[test]
fn games_stored_by_version_1_load_and_replay_identically() {
    if std::env::var_os("KAITAKU_WRITE_FIXTURES").is_some() {
        std::fs::create_dir_all(dir()).expect("fixture dir");
        for (name, players, modules, seed, max) in games() {
            let stored = record(players, &modules, seed, max);
            let text = serde_json::to_string(&stored).expect("serialises");
            std::fs::write(dir().join(format!("{name}.json")), text).expect("writes fixture");
        }
    }
    for (name, ..) in games() {
        let path = dir().join(format!("{name}.json"));
        let text =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let stored: StoredGame = serde_json::from_str(&text).expect("fixture format");
        let config: GameConfig = round_trip(&stored.config, "config");
        let mut game = Game::new(config, stored.seed).expect("valid config");
        let mut resumed: Option<Game> = None;
        for (i, step) in stored.steps.iter().enumerate() {
            let what = format!("{name} step {i}");
            let action: Action = round_trip(&step.action, &format!("{what} action"));
            for event in &step.events {
                round_trip::<Event>(event, &format!("{what} event"));
            }
            for pending in &step.pending {
                round_trip::<Pending>(pending, &format!("{what} pending"));
            }
            let events = game
                .apply(step.seat, &action)
                .unwrap_or_else(|e| panic!("{what}: {action:?} refused: {e}"));
            assert_eq!(
                events.iter().map(to_value).collect::<Vec<_>>(),
                step.events,
                "{what}: events differ"
            );
            let pending: Vec<Value> = game.pending().iter().map(to_value).collect();
            assert_eq!(pending, step.pending, "{what}: pending decisions differ");
            if let Some(g) = resumed.as_mut() {
                g.apply(step.seat, &action)
                    .unwrap_or_else(|e| panic!("{what} (from the snapshot): refused: {e}"));
            }
            if i + 1 == stored.mid {
                let loaded = load_snapshot(&stored.snapshot_mid, &format!("{name} mid"));
                assert_eq!(snapshot(&game), stored.snapshot_mid, "{name}: mid state");
                resumed = Some(loaded);
            }
        }
        let end = load_snapshot(&stored.snapshot_end, &format!("{name} end"));
        assert_eq!(end.state(), game.state(), "{name}: final state");
        assert_eq!(
            snapshot(&game),
            stored.snapshot_end,
            "{name}: final snapshot"
        );
        let resumed = resumed.expect("the game reached its mid point");
        assert_eq!(resumed.state(), game.state(), "{name}: resumed from mid");
        round_trip::<View>(&stored.view_end, &format!("{name} view"));
        assert_eq!(to_value(&game.view(None)), stored.view_end, "{name}: view");
    }
}
