//! Wire compatibility of games stored in the middle of an interruption.
//!
//! `tests/fixtures/interrupts_v1/situations.json` was written by the engine as it was before the
//! core's interrupt stack (issue 16): each phase and interruption shape of that version (discards
//! and the robber with their `resume`, Road Building, an event card's decisions, Catan for Two's
//! neutral piece and returned cards holding the phase they interrupted in the module's state),
//! stored as the snapshot the store would keep, followed by the actions played on from it with
//! the events and decisions they gave. The test loads each snapshot with today's types, checks it
//! writes back to the same text, plays the actions on and checks every event and decision and
//! the state reached at the end (a plain turn phase).
//!
//! `KAITAKU_WRITE_FIXTURES=1 cargo test -p kaitaku-engine --test engine interrupts_v1` rewrites
//! the file (only meaningful with the version whose encoding it pins).

use std::collections::BTreeMap;
use std::path::PathBuf;

use kaitaku_engine::modules::ModuleId;
use kaitaku_engine::random_play::{RandomPlayOptions, random_step};
use kaitaku_engine::{Action, Game, GameConfig, Seat};
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// One stored situation: a snapshot mid-interruption and the play that followed.
#[derive(Serialize, Deserialize)]
struct Situation {
    snapshot: String,
    steps: Vec<Step>,
    /// The snapshot at the end of `steps` (a plain turn phase).
    snapshot_end: String,
}

#[derive(Serialize, Deserialize)]
struct Step {
    seat: Seat,
    action: Value,
    events: Vec<Value>,
    pending: Vec<Value>,
}

fn path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/interrupts_v1/situations.json")
}

fn to_value<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).expect("serialises")
}

/// A name for the interruption a game is in (`None`: a plain turn phase).
fn situation(game: &Game) -> Option<String> {
    let phase = &to_value(&game.state().phase);
    let modules = to_value(&game.state().modules);
    let name = phase["phase"].as_str().unwrap_or_default().to_string();
    match name.as_str() {
        "before_roll" | "main" | "setup" | "game_over" => None,
        "module_decisions" => {
            let module = phase["module"].as_str().unwrap_or_default();
            let detail = modules
                .as_array()
                .into_iter()
                .flatten()
                .find(|m| m["module"] == module)
                .map(|m| {
                    let i = &m["interrupt"];
                    format!(
                        "{}:{}:{}",
                        i["kind"].as_str().unwrap_or("event"),
                        i["resume"]["phase"].as_str().unwrap_or("-"),
                        i["resume"]["resume"].as_str().unwrap_or("-")
                    )
                })
                .unwrap_or_default();
            Some(format!("{name}:{module}:{detail}"))
        }
        _ => Some(format!(
            "{name}:{}",
            phase["resume"].as_str().unwrap_or("main")
        )),
    }
}

fn plain(game: &Game) -> bool {
    situation(game).is_none()
}

fn record() -> BTreeMap<String, Situation> {
    let mut found: BTreeMap<String, Situation> = BTreeMap::new();
    let setups: Vec<(u8, Vec<ModuleId>)> = vec![
        (
            2,
            vec![
                ModuleId::FriendlyRobber,
                ModuleId::EventCards,
                ModuleId::Harbormaster,
                ModuleId::CatanForTwo,
            ],
        ),
        (2, vec![ModuleId::CatanForTwo]),
        (4, vec![ModuleId::EventCards]),
        (3, vec![]),
    ];
    let opts = RandomPlayOptions {
        domestic_trades: true,
    };
    for (players, modules) in setups {
        for seed in 0..6u64 {
            let mut config = GameConfig::base(players);
            config.modules = modules.clone();
            let mut game = Game::new(config, seed).expect("valid config");
            let mut rng = Pcg64Mcg::seed_from_u64(seed ^ 0x1177);
            let mut scratch = Vec::new();
            let mut open: Option<(String, Situation)> = None;
            for _ in 0..3000 {
                let Some((seat, action)) = random_step(&game, &mut rng, opts, &mut scratch) else {
                    break;
                };
                let Ok(events) = game.apply(seat, &action) else {
                    continue;
                };
                if let Some((_, s)) = open.as_mut() {
                    s.steps.push(Step {
                        seat,
                        action: to_value(&action),
                        events: events.iter().map(to_value).collect(),
                        pending: game.pending().iter().map(to_value).collect(),
                    });
                    if s.steps.len() >= 12 && plain(&game) {
                        let (name, mut s) = open.take().expect("open");
                        s.snapshot_end = serde_json::to_string(&game).expect("serialises");
                        found.insert(name, s);
                    }
                } else if let Some(name) = situation(&game)
                    && !found.contains_key(&name)
                {
                    open = Some((
                        name,
                        Situation {
                            snapshot: serde_json::to_string(&game).expect("serialises"),
                            steps: Vec::new(),
                            snapshot_end: String::new(),
                        },
                    ));
                }
            }
        }
    }
    found
}

#[test]
fn games_stored_mid_interruption_load_and_play_on_identically() {
    if std::env::var_os("KAITAKU_WRITE_FIXTURES").is_some() {
        let text = serde_json::to_string_pretty(&record()).expect("serialises");
        std::fs::write(path(), text).expect("writes fixture");
    }
    let text = std::fs::read_to_string(path()).expect("fixture");
    let stored: BTreeMap<String, Situation> = serde_json::from_str(&text).expect("fixture format");
    assert!(stored.len() >= 8, "{:?}", stored.keys().collect::<Vec<_>>());
    for (name, s) in &stored {
        let mut game: Game = serde_json::from_str(&s.snapshot)
            .unwrap_or_else(|e| panic!("{name}: snapshot does not parse: {e}"));
        assert_eq!(
            serde_json::to_string(&game).expect("serialises"),
            s.snapshot,
            "{name}: snapshot writes back differently"
        );
        for (i, step) in s.steps.iter().enumerate() {
            let action: Action = serde_json::from_value(step.action.clone()).expect("action");
            let events = game
                .apply(step.seat, &action)
                .unwrap_or_else(|e| panic!("{name} step {i}: {action:?} refused: {e}"));
            assert_eq!(
                events.iter().map(to_value).collect::<Vec<_>>(),
                step.events,
                "{name} step {i}: events differ"
            );
            let pending: Vec<Value> = game.pending().iter().map(to_value).collect();
            assert_eq!(pending, step.pending, "{name} step {i}: decisions differ");
        }
        assert_eq!(
            serde_json::to_string(&game).expect("serialises"),
            s.snapshot_end,
            "{name}: state at the end"
        );
    }
}
