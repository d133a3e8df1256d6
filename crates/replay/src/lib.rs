//! Replay files: a game configuration, a seed and a list of `(seat, action)` entries, run
//! against the engine to print the resulting state summary as JSON.
//!
//! Used by `kaitaku replay FILE` and by the scenario tests in `tests/scenarios/`. The format is
//! described in `docs/replay.md`.

mod legal;

use std::fmt;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

use kaitaku_engine::board::Board;
use kaitaku_engine::resources::{DevCard, DevCardSet, Resource, ResourceSet};
use kaitaku_engine::state::{BuildingKind, Phase, Resume};
use kaitaku_engine::{Action, Game, GameConfig, Seat};

/// A replay file: what game to create and which actions to apply to it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReplayFile {
    /// What the file shows (free text).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// The game configuration (players, board, target, modules, scripted chance).
    pub config: GameConfig,
    /// The seed for everything the script leaves to chance.
    #[serde(default)]
    pub seed: u64,
    /// The actions, in order.
    pub actions: Vec<ReplayStep>,
    /// For tests: a JSON value that must be a subset of the run's output (see [`subset_mismatch`]).
    /// The command-line runner ignores it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expect: Option<Value>,
}

/// One entry of a replay: a seat, its action, and optionally the error it must be refused with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReplayStep {
    /// Who acts.
    pub seat: Seat,
    /// What they do.
    pub action: Action,
    /// When present, the action must be refused with this error code (see
    /// [`kaitaku_engine::RuleError::code`]); the run then goes on with the game unchanged.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expect_error: Option<String>,
}

/// Why a replay file could not be used.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    /// The file could not be read.
    #[error("cannot read {path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        source: std::io::Error,
    },
    /// The file is not valid JSON, or does not have the replay format.
    #[error("{origin}: {message}")]
    Format {
        /// The file (or `<input>`).
        origin: String,
        /// What is wrong and where (field path, line and column).
        message: String,
    },
    /// The configuration is refused by the engine.
    #[error("{origin}: invalid config: {source}")]
    Config {
        /// The file (or `<input>`).
        origin: String,
        /// The engine's reason.
        source: kaitaku_engine::ConfigError,
    },
}

/// Reads and checks a replay file.
pub fn load(path: impl AsRef<Path>) -> Result<ReplayFile, ReplayError> {
    let path = path.as_ref();
    let text = std::fs::read_to_string(path).map_err(|source| ReplayError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    parse_named(&text, &path.display().to_string())
}

/// Parses and checks replay JSON given as text.
pub fn parse(text: &str) -> Result<ReplayFile, ReplayError> {
    parse_named(text, "<input>")
}

fn parse_named(text: &str, origin: &str) -> Result<ReplayFile, ReplayError> {
    let format = |message: String| ReplayError::Format {
        origin: origin.to_string(),
        message,
    };
    let mut de = serde_json::Deserializer::from_str(text);
    let file: ReplayFile = serde_path_to_error::deserialize(&mut de).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner();
        if path.is_empty() || path == "." {
            format(inner.to_string())
        } else {
            format(format!("at `{path}`: {inner}"))
        }
    })?;
    de.end().map_err(|e| format(e.to_string()))?;
    Game::new(file.config.clone(), file.seed).map_err(|source| ReplayError::Config {
        origin: origin.to_string(),
        source,
    })?;
    Ok(file)
}

/// The first entry of a run that did not go as the file says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rejection {
    /// Index of the entry in `actions` (0-based).
    pub index: usize,
    /// Its seat.
    pub seat: Seat,
    /// Its action.
    pub action: Action,
    /// The error code the file expected, if any.
    pub expected_error: Option<String>,
    /// The code the engine refused the action with (`None`: it was accepted).
    pub error: Option<String>,
    /// A human-readable explanation.
    pub message: String,
}

/// The result of running a replay.
#[derive(Clone, Debug, PartialEq)]
pub enum ReplayOutcome {
    /// Every entry went as the file says.
    Finished {
        /// Actions applied.
        applied: usize,
        /// Actions refused as expected.
        expected_errors: usize,
        /// The final state.
        summary: Value,
    },
    /// An entry did not go as the file says; the run stopped there.
    Stopped {
        /// Actions applied before it.
        applied: usize,
        /// Actions refused as expected before it.
        expected_errors: usize,
        /// What went wrong.
        rejection: Rejection,
        /// The state before that entry.
        summary: Value,
    },
    /// The configuration was refused, so no game could be created.
    InvalidConfig {
        /// The engine's reason.
        message: String,
    },
}

impl ReplayOutcome {
    /// Whether every entry went as the file says.
    pub fn is_ok(&self) -> bool {
        matches!(self, ReplayOutcome::Finished { .. })
    }

    /// The output printed by `kaitaku replay`.
    pub fn to_json(&self) -> Value {
        match self {
            ReplayOutcome::Finished {
                applied,
                expected_errors,
                summary,
            } => json!({
                "ok": true,
                "applied": applied,
                "expected_errors": expected_errors,
                "summary": summary,
            }),
            ReplayOutcome::Stopped {
                applied,
                expected_errors,
                rejection,
                summary,
            } => {
                let mut r = Map::new();
                r.insert("index".into(), json!(rejection.index));
                r.insert("seat".into(), json!(rejection.seat));
                r.insert("action".into(), to_value(&rejection.action));
                if let Some(e) = &rejection.expected_error {
                    r.insert("expected_error".into(), json!(e));
                }
                r.insert("error".into(), json!(rejection.error));
                r.insert("message".into(), json!(rejection.message));
                json!({
                    "ok": false,
                    "applied": applied,
                    "expected_errors": expected_errors,
                    "rejected": Value::Object(r),
                    "summary": summary,
                })
            }
            ReplayOutcome::InvalidConfig { message } => json!({
                "ok": false,
                "error": "invalid_config",
                "message": message,
            }),
        }
    }
}

pub(crate) fn to_value<T: Serialize>(t: &T) -> Value {
    serde_json::to_value(t).unwrap_or(Value::Null)
}

/// Runs a replay: creates the game and applies every entry in order, stopping at the first one
/// that does not go as the file says.
pub fn run(file: &ReplayFile) -> ReplayOutcome {
    run_with_game(file).1
}

/// Like [`run`], and also returns the game as it stands where the replay ended (`None` when
/// the configuration is invalid).
pub fn run_with_game(file: &ReplayFile) -> (Option<Game>, ReplayOutcome) {
    let mut game = match Game::new(file.config.clone(), file.seed) {
        Ok(g) => g,
        Err(e) => {
            return (
                None,
                ReplayOutcome::InvalidConfig {
                    message: e.to_string(),
                },
            );
        }
    };
    let mut applied = 0;
    let mut expected_errors = 0;
    for (index, step) in file.actions.iter().enumerate() {
        let before = summary(&game);
        let result = game.apply(step.seat, &step.action);
        let stop = |error: Option<String>, message: String| ReplayOutcome::Stopped {
            applied,
            expected_errors,
            rejection: Rejection {
                index,
                seat: step.seat,
                action: step.action.clone(),
                expected_error: step.expect_error.clone(),
                error,
                message,
            },
            summary: before.clone(),
        };
        match (&step.expect_error, result) {
            (None, Ok(_)) => applied += 1,
            (None, Err(e)) => return (Some(game), stop(Some(e.code().to_string()), e.to_string())),
            (Some(want), Ok(_)) => {
                let outcome = stop(
                    None,
                    format!("expected the action to be refused with `{want}`, but it was accepted"),
                );
                return (Some(game), outcome);
            }
            (Some(want), Err(e)) if e.code() == want => expected_errors += 1,
            (Some(want), Err(e)) => {
                let outcome = stop(
                    Some(e.code().to_string()),
                    format!(
                        "expected the action to be refused with `{want}`, but it was refused with `{}`: {e}",
                        e.code()
                    ),
                );
                return (Some(game), outcome);
            }
        }
    }
    let outcome = ReplayOutcome::Finished {
        applied,
        expected_errors,
        summary: summary(&game),
    };
    (Some(game), outcome)
}

/// Loads and runs a file for the command line: returns the JSON to print and the exit code
/// (0 for a run, whether or not an entry was refused; 2 for a file that cannot be used, with
/// `{"ok": false, "error": "invalid_file", "message": ...}`).
pub fn run_path(path: impl AsRef<Path>) -> (Value, i32) {
    match load(path) {
        Ok(file) => {
            let outcome = run(&file);
            let code = match outcome {
                ReplayOutcome::InvalidConfig { .. } => 2,
                _ => 0,
            };
            (outcome.to_json(), code)
        }
        Err(e) => (
            json!({"ok": false, "error": "invalid_file", "message": e.to_string()}),
            2,
        ),
    }
}

pub use legal::{LegalError, legal_at_end, legal_path};

/// Checks a file's `expect` block against a run's output: `Ok` when there is none or it matches.
pub fn check_expect(file: &ReplayFile, output: &Value) -> Result<(), String> {
    match &file.expect {
        None => Ok(()),
        Some(expected) => match subset_mismatch(expected, output) {
            None => Ok(()),
            Some(m) => Err(m.to_string()),
        },
    }
}

/// Where an expected JSON value differs from an actual one.
#[derive(Clone, Debug, PartialEq)]
pub struct Mismatch {
    /// Path to the differing value, like `summary.players[1].hand.ore`.
    pub path: String,
    /// The expected value.
    pub expected: Value,
    /// The actual value (`None`: missing).
    pub actual: Option<Value>,
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path = if self.path.is_empty() {
            "(root)"
        } else {
            &self.path
        };
        match &self.actual {
            Some(a) => write!(f, "at {path}: expected {}, got {a}", self.expected),
            None => write!(
                f,
                "at {path}: expected {}, but it is missing",
                self.expected
            ),
        }
    }
}

/// Whether `expected` is a subset of `actual`: objects match key by key (extra keys in `actual`
/// are fine), arrays element by element with equal length, scalars by equality. Returns the first
/// mismatch.
pub fn subset_mismatch(expected: &Value, actual: &Value) -> Option<Mismatch> {
    subset_at(expected, actual, String::new())
}

fn subset_at(expected: &Value, actual: &Value, path: String) -> Option<Mismatch> {
    let mismatch = |path: String| {
        Some(Mismatch {
            path,
            expected: expected.clone(),
            actual: Some(actual.clone()),
        })
    };
    match (expected, actual) {
        (Value::Object(e), Value::Object(a)) => {
            for (k, ev) in e {
                let p = if path.is_empty() {
                    k.clone()
                } else {
                    format!("{path}.{k}")
                };
                match a.get(k) {
                    Some(av) => {
                        if let Some(m) = subset_at(ev, av, p) {
                            return Some(m);
                        }
                    }
                    None => {
                        return Some(Mismatch {
                            path: p,
                            expected: ev.clone(),
                            actual: None,
                        });
                    }
                }
            }
            None
        }
        (Value::Array(e), Value::Array(a)) => {
            if e.len() != a.len() {
                return mismatch(path);
            }
            e.iter()
                .zip(a)
                .enumerate()
                .find_map(|(i, (ev, av))| subset_at(ev, av, format!("{path}[{i}]")))
        }
        (Value::Number(e), Value::Number(a)) => {
            // Compare numerically so 1 and 1.0 agree.
            if e == a || (e.as_f64().is_some() && e.as_f64() == a.as_f64()) {
                None
            } else {
                mismatch(path)
            }
        }
        (e, a) if e == a => None,
        _ => mismatch(path),
    }
}

/// The state summary printed after a run: per seat (points, hand, development cards, pieces on
/// the board and in stock, awards), bank, deck, robber, phase, current seat, turn and winner.
pub fn summary(game: &Game) -> Value {
    let board = game.board();
    let st = game.state();
    let players: Vec<Value> = st
        .players
        .iter()
        .enumerate()
        .map(|(s, p)| {
            let seat = s as Seat;
            let mut roads: Vec<String> = st
                .roads
                .iter()
                .enumerate()
                .filter(|(_, o)| **o == Some(seat))
                .map(|(e, _)| board.edge(e as u16).to_string())
                .collect();
            roads.sort();
            let buildings = |kind: BuildingKind| {
                let mut v: Vec<String> = st
                    .buildings
                    .iter()
                    .enumerate()
                    .filter(|(_, b)| b.is_some_and(|b| b.owner == seat && b.kind == kind))
                    .map(|(v, _)| board.vertex(v as u16).to_string())
                    .collect();
                v.sort();
                v
            };
            json!({
                "seat": seat,
                "vp": game.total_vp(seat),
                "public_vp": game.public_vp(seat),
                "target_vp": game.target_vp_for(seat),
                "hand": resources_json(&p.hand),
                "hand_total": p.hand.total(),
                "dev_cards": dev_cards_json(&p.dev_cards),
                "dev_cards_new": dev_cards_json(&p.dev_bought_this_turn),
                "knights_played": p.knights_played,
                "dev_cards_played": dev_cards_json(&p.dev_cards_played),
                "road_length": p.road_length,
                "longest_road": st.longest_road == Some(seat),
                "largest_army": st.largest_army == Some(seat),
                "roads": roads,
                "settlements": buildings(BuildingKind::Settlement),
                "cities": buildings(BuildingKind::City),
                "pieces_left": {
                    "roads": p.roads_left,
                    "settlements": p.settlements_left,
                    "cities": p.cities_left,
                },
            })
        })
        .collect();
    let trade = st.trade.as_ref().map(|t| {
        json!({
            "id": t.id,
            "from": t.from,
            "give": resources_json(&t.give),
            "get": resources_json(&t.get),
            "to": t.to,
            "responses": to_value(&t.responses),
        })
    });
    let mut summary = json!({
        "phase": phase_json(board, &st.phase),
        "current": st.current,
        "turn": st.turn,
        "last_roll": st.last_roll,
        "winner": game.winner(),
        "locked": game.is_locked(),
        "target_vp": game.target_vp(),
        "robber": st.robber.map(|h| board.hex(h).to_string()),
        "bank": resources_json(&st.bank),
        "dev_cards_left": st.dev_deck.len(),
        "longest_road": st.longest_road,
        "largest_army": st.largest_army,
        "trade": trade,
        "players": players,
        "pending": to_value(&game.pending()),
        "modules": to_value(&st.modules),
    });
    // The interrupt stack, only while it holds something (the phases interrupted, innermost
    // last).
    if !st.interrupted.is_empty() {
        summary["interrupted"] = Value::Array(
            st.interrupted
                .iter()
                .map(|p| phase_json(board, p))
                .collect(),
        );
    }
    summary
}

/// Every resource with its count, zeros included, so an `expect` block can assert a zero; then
/// each commodity and gold that is held (games with goods), so base games read as before.
pub(crate) fn resources_json(r: &ResourceSet) -> Value {
    let mut m = Map::new();
    for res in Resource::ALL {
        m.insert(res.name().into(), json!(r[res]));
    }
    for (good, n) in r.iter().filter(|(g, _)| g.resource().is_none()) {
        m.insert(good.name().into(), json!(n));
    }
    Value::Object(m)
}

fn dev_cards_json(d: &DevCardSet) -> Value {
    let mut m = Map::new();
    for card in DevCard::ALL {
        let name = match card {
            DevCard::Knight => "knight",
            DevCard::VictoryPoint => "victory_point",
            DevCard::RoadBuilding => "road_building",
            DevCard::YearOfPlenty => "year_of_plenty",
            DevCard::Monopoly => "monopoly",
        };
        m.insert(name.into(), json!(d[card]));
    }
    Value::Object(m)
}

fn resume_name(r: Resume) -> &'static str {
    match r {
        Resume::BeforeRoll => "before_roll",
        Resume::Main => "main",
        Resume::Interrupted => "interrupted",
    }
}

pub(crate) fn phase_json(board: &Board, phase: &Phase) -> Value {
    match phase {
        Phase::Setup { step, road_from } => json!({
            "phase": "setup",
            "step": step,
            "road_from": road_from.map(|v| board.vertex(v).to_string()),
        }),
        Phase::BeforeRoll => json!({"phase": "before_roll"}),
        Phase::Discard { owed, resume } => {
            json!({"phase": "discard", "owed": owed, "resume": resume_name(*resume)})
        }
        Phase::ModuleDecisions { module } => {
            json!({"phase": "module_decisions", "module": module.name()})
        }
        Phase::MoveRobber { resume } => {
            json!({"phase": "move_robber", "resume": resume_name(*resume)})
        }
        Phase::Main => json!({"phase": "main"}),
        Phase::RoadBuilding { remaining, resume } => json!({
            "phase": "road_building",
            "remaining": remaining,
            "resume": resume_name(*resume),
        }),
        Phase::GameOver { winner } => json!({"phase": "game_over", "winner": winner}),
        Phase::TurnStep { module, step } => {
            json!({"phase": "turn_step", "module": module.name(), "step": step})
        }
        Phase::EndOfTurn { next } => json!({"phase": "end_of_turn", "next": next}),
        Phase::GoldFieldChoice { owed } => json!({"phase": "gold_field_choice", "owed": owed}),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subset_rules() {
        let actual = json!({"a": 1, "b": [1, {"c": 2, "d": 3}], "e": null});
        assert!(subset_mismatch(&json!({"a": 1}), &actual).is_none());
        assert!(subset_mismatch(&json!({"b": [1, {"d": 3}]}), &actual).is_none());
        let m = subset_mismatch(&json!({"b": [1, {"d": 4}]}), &actual).unwrap();
        assert_eq!(m.path, "b[1].d");
        let m = subset_mismatch(&json!({"b": [1]}), &actual).unwrap();
        assert_eq!(m.path, "b");
        let m = subset_mismatch(&json!({"x": 1}), &actual).unwrap();
        assert_eq!(m.actual, None);
        assert!(subset_mismatch(&json!({"e": null}), &actual).is_none());
        assert!(subset_mismatch(&json!({"e": 0}), &actual).is_some());
    }

    #[test]
    fn unknown_field_is_named() {
        let err = parse(r#"{"config": {"players": 3}, "actions": [{"seat": 0, "action": {"type": "roll"}, "expect_eror": "x"}]}"#)
            .unwrap_err()
            .to_string();
        assert!(err.contains("actions[0]"), "{err}");
        assert!(err.contains("expect_eror"), "{err}");
        assert!(err.contains("line 1"), "{err}");
    }

    #[test]
    fn malformed_json_gives_position() {
        let err = parse("{\"config\": {\"players\": 3},\n \"actions\": [}")
            .unwrap_err()
            .to_string();
        assert!(err.contains("line 2"), "{err}");
    }

    #[test]
    fn bad_config_is_refused() {
        let err = parse(r#"{"config": {"players": 9}, "actions": []}"#)
            .unwrap_err()
            .to_string();
        assert!(err.contains("invalid config"), "{err}");
    }

    #[test]
    fn rejection_is_reported_with_state_before() {
        let file = parse(
            r#"{"config": {"players": 3, "script": {"first_player": 1}},
                "actions": [{"seat": 0, "action": {"type": "roll"}, "expect_error": "not_your_turn"},
                            {"seat": 0, "action": {"type": "roll"}}]}"#,
        )
        .unwrap();
        let out = run(&file).to_json();
        assert_eq!(out["ok"], json!(false));
        assert_eq!(out["expected_errors"], json!(1));
        assert_eq!(out["rejected"]["index"], json!(1));
        assert_eq!(out["rejected"]["error"], json!("not_your_turn"));
        assert_eq!(out["summary"]["current"], json!(1));
        assert_eq!(out["summary"]["phase"]["phase"], json!("setup"));
    }

    #[test]
    fn expected_error_that_is_accepted_stops_the_run() {
        let file = parse(
            r#"{"config": {"players": 3, "script": {"first_player": 0}},
                "actions": [{"seat": 0, "action": {"type": "build_settlement", "vertex": "0,-2,N"}, "expect_error": "occupied"}]}"#,
        )
        .unwrap();
        let out = run(&file).to_json();
        assert_eq!(out["rejected"]["error"], Value::Null);
        assert_eq!(out["rejected"]["expected_error"], json!("occupied"));
    }
}
