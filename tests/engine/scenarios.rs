//! Runs every hand-written scenario in `tests/scenarios/`: each must run without an unexpected
//! rejection, and its `expect` block must be a subset of the output.
//!
//! Set `KAITAKU_SCENARIO_DUMP=<dir>` to write each run's output, with the legal actions of every
//! seat at the end, to `<dir>/<name>.json` (handy when writing a new scenario).

use std::path::{Path, PathBuf};

use kaitaku_engine::Game;

/// Scenario files the suite must hold.
const MIN_SCENARIOS: usize = 40;

fn scenario_files() -> Vec<PathBuf> {
    let dir = Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/scenarios"
    ));
    let mut files = Vec::new();
    collect_json(dir, &mut files);
    files.sort();
    files
}

/// The `.json` files under `dir`, subfolders included (a variant keeps its files in
/// `tests/scenarios/<variant>/`).
fn collect_json(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("tests/scenarios exists") {
        let path = entry.expect("readable entry").path();
        if path.is_dir() {
            collect_json(&path, out);
        } else if path.extension().is_some_and(|x| x == "json") {
            out.push(path);
        }
    }
}

fn dump(dir: &str, path: &Path, file: &kaitaku_replay::ReplayFile, output: &serde_json::Value) {
    let mut out = output.clone();
    if let Ok(mut game) = Game::new(file.config.clone(), file.seed) {
        for step in &file.actions {
            let _ = game.apply(step.seat, &step.action);
        }
        let legal: Vec<serde_json::Value> = (0..game.seat_count())
            .map(|s| serde_json::to_value(game.legal_actions(s)).unwrap())
            .collect();
        out["legal"] = serde_json::Value::Array(legal);
    }
    let name = path.file_name().unwrap();
    std::fs::create_dir_all(dir).unwrap();
    std::fs::write(
        Path::new(dir).join(name),
        serde_json::to_string_pretty(&out).unwrap(),
    )
    .unwrap();
}

#[test]
fn scenarios() {
    let files = scenario_files();
    let dump_dir = std::env::var("KAITAKU_SCENARIO_DUMP").ok();
    let mut failures = Vec::new();
    if files.len() < MIN_SCENARIOS {
        failures.push(format!(
            "only {} scenario files (want at least {MIN_SCENARIOS})",
            files.len()
        ));
    }
    for path in &files {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let file = match kaitaku_replay::load(path) {
            Ok(f) => f,
            Err(e) => {
                failures.push(format!("{name}: cannot load: {e}"));
                continue;
            }
        };
        if file.description.as_deref().is_none_or(str::is_empty) {
            failures.push(format!("{name}: no description"));
        }
        if file.expect.is_none() {
            failures.push(format!("{name}: no expect block"));
        }
        let outcome = kaitaku_replay::run(&file);
        let output = outcome.to_json();
        if let Some(dir) = &dump_dir {
            dump(dir, path, &file, &output);
        }
        if !outcome.is_ok() {
            failures.push(format!(
                "{name}: run stopped: {}",
                serde_json::to_string(&output["rejected"]).unwrap()
            ));
            continue;
        }
        if let Err(m) = kaitaku_replay::check_expect(&file, &output) {
            failures.push(format!("{name}: expect mismatch {m}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} scenario(s) failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// A harbour owner is offered each ratio it has once: in `harbour_owner_trades_four_to_one`,
/// seat 0 (generic 3:1 harbour, 7 brick) is offered brick at its best (unnamed, 3:1) and at a
/// named 4:1, never 2:1; wool (none in hand) not at all.
#[test]
fn legal_actions_list_every_ratio_a_harbour_owner_has() {
    use kaitaku_engine::{Action, Good};
    let path = Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/scenarios/harbour_owner_trades_four_to_one.json"
    ));
    let mut file = kaitaku_replay::load(path).expect("the scenario reads");
    // Stop just before the first trade.
    let first_trade = file
        .actions
        .iter()
        .position(|s| matches!(s.action, Action::BankTrade { .. }))
        .expect("the scenario trades");
    file.actions.truncate(first_trade);
    let (game, outcome) = kaitaku_replay::run_with_game(&file);
    let game = game.expect("the game starts");
    assert!(
        matches!(outcome, kaitaku_replay::ReplayOutcome::Finished { .. }),
        "{outcome:?}"
    );
    let brick_to_ore: Vec<Option<u8>> = game
        .legal_actions(0)
        .into_iter()
        .filter_map(|a| match a {
            Action::BankTrade {
                give: Good::Brick,
                get: Good::Ore,
                ratio,
            } => Some(ratio),
            _ => None,
        })
        .collect();
    assert_eq!(brick_to_ore, vec![None, Some(4)]);
    assert!(!game.legal_actions(0).iter().any(|a| matches!(
        a,
        Action::BankTrade {
            give: Good::Wool,
            ..
        }
    )));
}
