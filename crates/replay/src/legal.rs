//! `kaitaku legal`: what each seat may do where a replay file ends.
//!
//! The listed actions are [`Game::legal_actions`], in the replay action format. The decisions the
//! engine validates rather than lists (discards, trade offers and counter-offers: too many
//! combinations) are described by what they require instead.

use std::path::Path;

use serde_json::{Value, json};

use kaitaku_engine::rules::trade::addressed_to;
use kaitaku_engine::state::Phase;
use kaitaku_engine::{Game, Seat};

use crate::{ReplayFile, ReplayOutcome, load, phase_json, resources_json, to_value};

/// Why `kaitaku legal` cannot answer.
#[derive(Debug, thiserror::Error)]
pub enum LegalError {
    /// The file cannot be used (unreadable, not the replay format, or a refused configuration).
    #[error("{0}")]
    InvalidFile(String),
    /// `--seat` names a seat the game does not have.
    #[error("no seat {seat}: the game has seats 0 to {}", .seats - 1)]
    NoSuchSeat {
        /// The seat asked for.
        seat: Seat,
        /// Seats in the game.
        seats: u8,
    },
}

impl LegalError {
    /// The machine-readable code printed in the `error` field.
    pub fn code(&self) -> &'static str {
        match self {
            LegalError::InvalidFile(_) => "invalid_file",
            LegalError::NoSuchSeat { .. } => "invalid_seat",
        }
    }
}

/// Runs `file` and describes what the seats may do where it ends (where it stopped, if an entry
/// did not go as the file says): for `only` when given, otherwise for every seat that owes a
/// decision, in seat order.
///
/// The output: `ok` (every entry went as the file says), `applied`, `rejected` (when it stopped
/// early, as `kaitaku replay` prints it), `phase`, `current`, and `seats`, one object per seat
/// with `seat`, `owes` (its pending decisions, as `Game::pending` gives them), `actions` (the
/// listed legal actions) and `validated` (descriptions of the decisions it may take that are
/// not listed).
pub fn legal_at_end(file: &ReplayFile, only: Option<Seat>) -> Result<Value, LegalError> {
    let (game, outcome) = crate::run_with_game(file);
    let Some(game) = game else {
        let message = match outcome {
            ReplayOutcome::InvalidConfig { message } => message,
            other => other.to_json().to_string(),
        };
        return Err(LegalError::InvalidFile(format!(
            "invalid config: {message}"
        )));
    };
    let pending = game.pending();
    let seats: Vec<Seat> = match only {
        Some(seat) if seat >= game.seat_count() => {
            return Err(LegalError::NoSuchSeat {
                seat,
                seats: game.seat_count(),
            });
        }
        Some(seat) => vec![seat],
        None => (0..game.seat_count())
            .filter(|s| pending.iter().any(|p| p.seat == *s))
            .collect(),
    };
    let per_seat: Vec<Value> = seats
        .iter()
        .map(|&seat| {
            let owes: Vec<Value> = pending
                .iter()
                .filter(|p| p.seat == seat)
                .map(|p| to_value(&p.decision))
                .collect();
            json!({
                "seat": seat,
                "owes": owes,
                "actions": to_value(&game.legal_actions(seat)),
                "validated": validated_decisions(&game, seat),
            })
        })
        .collect();
    let run = outcome.to_json();
    let mut out = json!({
        "ok": outcome.is_ok(),
        "applied": run["applied"],
        "phase": phase_json(game.board(), game.phase()),
        "current": game.state().current,
        "seats": per_seat,
    });
    if let Some(rejected) = run.get("rejected") {
        out["rejected"] = rejected.clone();
    }
    Ok(out)
}

/// The decisions `seat` may take now that the engine validates instead of listing, each with
/// what it requires.
fn validated_decisions(game: &Game, seat: Seat) -> Vec<Value> {
    let st = game.state();
    let hand = st.players[seat as usize].hand;
    let mut out = Vec::new();
    match game.phase() {
        Phase::Discard { owed, .. } if owed.get(seat as usize).is_some_and(|&o| o > 0) => {
            let count = owed[seat as usize];
            out.push(json!({
                "action": "discard",
                "count": count,
                "from_hand": resources_json(&hand),
                "requires": format!(
                    "`{{\"type\": \"discard\", \"cards\": {{...}}}}` with exactly {count} cards, \
                     each taken from this seat's hand"
                ),
            }));
        }
        Phase::Main if seat == st.current && hand.total() > 0 => {
            let others: Vec<Seat> = (0..game.seat_count()).filter(|&s| s != seat).collect();
            out.push(json!({
                "action": "offer_trade",
                "from_hand": resources_json(&hand),
                "to": others,
                "requires": "`give`: at least one card, all from this seat's hand; `get`: at least \
                             one card; no resource on both sides; `to`: one of the seats listed, \
                             or absent to ask everyone; replaces any open offer",
            }));
        }
        Phase::Main => {
            let addressed = st
                .trade
                .as_ref()
                .is_some_and(|offer| addressed_to(offer, seat));
            if addressed && hand.total() > 0 {
                out.push(json!({
                    "action": "respond_trade",
                    "answer": "counter",
                    "from_hand": resources_json(&hand),
                    "requires": "`response`: `{\"answer\": \"counter\", \"give\": {...}, \"get\": \
                                 {...}}` with `give` at least one card, all from this seat's \
                                 hand, `get` at least one card, and no resource on both sides",
                }));
            }
        }
        _ => {}
    }
    out
}

/// `kaitaku legal FILE [--seat N]` for the command line: the JSON to print and the exit code
/// (0 when it could answer, even if the replay stopped early; 2 for a file that cannot be used
/// or a seat the game does not have, with `{"ok": false, "error": ..., "message": ...}`).
pub fn legal_path(path: impl AsRef<Path>, only: Option<Seat>) -> (Value, i32) {
    let result = load(path)
        .map_err(|e| LegalError::InvalidFile(e.to_string()))
        .and_then(|file| legal_at_end(&file, only));
    match result {
        Ok(out) => (out, 0),
        Err(e) => (
            json!({"ok": false, "error": e.code(), "message": e.to_string()}),
            2,
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A rules scenario cut after its first `keep` entries (its `expect` dropped).
    fn scenario_prefix(name: &str, keep: usize) -> ReplayFile {
        let path = format!(
            "{}/../../tests/scenarios/{name}.json",
            env!("CARGO_MANIFEST_DIR")
        );
        let mut file = load(&path).expect("scenario loads");
        file.actions.truncate(keep);
        file.expect = None;
        file
    }

    fn seat_entry(out: &Value, seat: u64) -> &Value {
        out["seats"]
            .as_array()
            .and_then(|s| s.iter().find(|e| e["seat"] == json!(seat)))
            .unwrap_or_else(|| panic!("seat {seat} in {out:#}"))
    }

    #[test]
    fn a_discard_is_described_with_its_count_and_hand() {
        // Seat 2 has just rolled a 7: seat 1 holds 11 cards (3 lumber, 5 wool, 3 grain) and owes
        // 5; seat 0 holds exactly 7 and owes nothing; seat 2 waits for the discard.
        let out = legal_at_end(&scenario_prefix("seven_discards_and_robbery", 23), None).unwrap();
        assert_eq!(out["ok"], json!(true));
        assert_eq!(out["phase"]["phase"], json!("discard"));
        let seats = out["seats"].as_array().unwrap();
        assert_eq!(seats.len(), 1, "only seat 1 owes a decision: {out:#}");
        let one = seat_entry(&out, 1);
        assert_eq!(one["owes"], json!([{"kind": "discard", "count": 5}]));
        assert_eq!(one["actions"], json!([]));
        let discard = &one["validated"][0];
        assert_eq!(discard["action"], json!("discard"));
        assert_eq!(discard["count"], json!(5));
        assert_eq!(
            discard["from_hand"],
            json!({"lumber": 3, "brick": 0, "wool": 5, "grain": 3, "ore": 0})
        );
    }

    #[test]
    fn one_seat_is_given_even_when_it_owes_nothing() {
        let out =
            legal_at_end(&scenario_prefix("seven_discards_and_robbery", 23), Some(2)).unwrap();
        let seats = out["seats"].as_array().unwrap();
        assert_eq!(seats.len(), 1);
        assert_eq!(seats[0]["seat"], json!(2));
        assert_eq!(seats[0]["owes"], json!([]));
        assert_eq!(seats[0]["actions"], json!([]));
        assert_eq!(seats[0]["validated"], json!([]));
    }

    #[test]
    fn an_open_offer_lists_answers_and_describes_counters_and_offers() {
        // Seat 0 has offered 1 ore for 1 lumber to seat 2 only; seat 1 may not answer.
        let out = legal_at_end(&scenario_prefix("domestic_trade_counter", 14), None).unwrap();
        let seats: Vec<&Value> = out["seats"].as_array().unwrap().iter().collect();
        assert_eq!(
            seats.iter().map(|s| s["seat"].clone()).collect::<Vec<_>>(),
            vec![json!(0), json!(2)]
        );
        let proposer = seat_entry(&out, 0);
        assert_eq!(proposer["owes"], json!([{"kind": "take_turn"}]));
        let actions = proposer["actions"].as_array().unwrap();
        assert!(actions.contains(&json!({"type": "end_turn"})));
        assert!(actions.contains(&json!({"type": "cancel_trade"})));
        assert_eq!(proposer["validated"][0]["action"], json!("offer_trade"));
        assert_eq!(proposer["validated"][0]["to"], json!([1, 2]));
        let addressee = seat_entry(&out, 2);
        assert_eq!(addressee["owes"], json!([{"kind": "answer_trade"}]));
        assert!(
            addressee["actions"]
                .as_array()
                .unwrap()
                .contains(&json!({"type": "respond_trade", "response": {"answer": "decline"}}))
        );
        assert_eq!(addressee["validated"][0]["action"], json!("respond_trade"));
        assert_eq!(addressee["validated"][0]["answer"], json!("counter"));
    }

    #[test]
    fn a_replay_that_stops_early_answers_where_it_stopped() {
        let file = crate::parse(
            r#"{"config": {"players": 3, "script": {"first_player": 1}},
                "actions": [{"seat": 0, "action": {"type": "roll"}}]}"#,
        )
        .unwrap();
        let out = legal_at_end(&file, None).unwrap();
        assert_eq!(out["ok"], json!(false));
        assert_eq!(out["rejected"]["error"], json!("not_your_turn"));
        assert_eq!(out["current"], json!(1));
        let one = seat_entry(&out, 1);
        assert_eq!(one["owes"], json!([{"kind": "place_settlement"}]));
        assert!(!one["actions"].as_array().unwrap().is_empty());
    }

    #[test]
    fn a_seat_the_game_lacks_or_a_bad_file_is_exit_code_2() {
        let path = format!(
            "{}/../../tests/scenarios/domestic_trade_counter.json",
            env!("CARGO_MANIFEST_DIR")
        );
        let (out, code) = legal_path(&path, Some(3));
        assert_eq!(code, 2);
        assert_eq!(out["error"], json!("invalid_seat"));
        assert!(
            out["message"].as_str().unwrap().contains("seats 0 to 2"),
            "{out}"
        );
        let (out, code) = legal_path("/nonexistent/replay.json", None);
        assert_eq!(code, 2);
        assert_eq!(out["error"], json!("invalid_file"));
    }
}
