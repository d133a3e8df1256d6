//! Unit tests of message composition: no Discord, just the builders' JSON.

use serde_json::{Value, json};

use super::*;
use crate::engine::{Game, GameConfig};
use crate::render::{HighlightKind, highlight_for};

fn table() -> Table {
    Table {
        users: vec![11, 22, 33],
        names: vec!["alice".into(), "bob".into(), String::new()],
    }
}

fn to_json<T: serde::Serialize>(x: &T) -> Value {
    serde_json::to_value(x).expect("builders serialise")
}

fn game() -> Game {
    let mut config = GameConfig::base(3);
    config.script.first_player = Some(0);
    Game::new(config, 7).expect("game")
}

#[test]
fn names_fall_back_to_player_n() {
    let t = table();
    assert_eq!(t.name(0), "alice");
    assert_eq!(t.name(2), "Player 3");
    assert_eq!(t.name(3), "Player 4");
    assert_eq!(t.mention(1), "<@22>");
    assert!(t.label(1).contains("bob"));
}

#[test]
fn lobby_has_four_buttons_and_lists_players() {
    let info = LobbyInfo {
        game: GameId(5),
        host: 11,
        players: vec![11, 22],
        max_players: 4,
        target_vp: 10,
        modules: Vec::new(),
        min_players: 3,
    };
    let embed = to_json(&lobby_embed(&info));
    assert_eq!(embed["fields"][0]["name"], "Players (2/4)");
    assert_eq!(embed["fields"][0]["value"], "1. <@11>\n2. <@22>");
    let rows = to_json(&lobby_components(GameId(5)));
    let ids: Vec<&str> = rows[0]["components"]
        .as_array()
        .expect("buttons")
        .iter()
        .filter_map(|b| b["custom_id"].as_str())
        .collect();
    assert_eq!(
        ids,
        [
            "k1:5:0:join",
            "k1:5:0:leave",
            "k1:5:0:start",
            "k1:5:0:cancel"
        ]
    );
}

#[test]
fn setup_turn_offers_settlement_placement_and_hand() {
    let g = game();
    let view = g.view(None);
    let legal = g.legal_actions(view.current);
    let rows = to_json(&turn_components(GameId(9), &view, &legal));
    let ids: Vec<String> = rows
        .as_array()
        .expect("rows")
        .iter()
        .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|b| b["custom_id"].as_str().map(str::to_owned))
        .collect();
    assert_eq!(ids, ["k1:9:0:pick:settlement", "k1:9:0:hand"]);
    assert_eq!(
        turn_content(&view, &table()),
        "<@11>, your setup placement."
    );
    let embed = to_json(&turn_embed(&view, &table(), &["alice built a road".into()]));
    assert_eq!(embed["title"], "Catan — setup");
    assert_eq!(embed["image"]["url"], "attachment://board.png");
    assert_eq!(embed["fields"].as_array().map(Vec::len), Some(4));
    assert!(
        embed["fields"][0]["name"]
            .as_str()
            .is_some_and(|n| n.contains("alice") && n.ends_with('◀'))
    );
    assert_eq!(embed["fields"][3]["value"], "alice built a road");
}

#[test]
fn the_public_embed_hides_hands() {
    let mut g = game();
    // Play the setup with the first legal action each time, then look at the public embed.
    while matches!(g.phase(), Phase::Setup { .. }) {
        let seat = g.state().current;
        let action = g
            .legal_actions(seat)
            .into_iter()
            .next()
            .expect("a legal action");
        g.apply(seat, &action).expect("legal");
    }
    let view = g.view(None);
    let embed = serde_json::to_string(&to_json(&turn_embed(&view, &table(), &[]))).expect("json");
    for p in &g.view(Some(0)).players {
        if let Some(hand) = p.hand {
            assert!(!hand.is_empty());
            assert!(!embed.contains(&hand.to_string()), "{embed}");
        }
    }
    assert!(hand_text(&g.view(Some(0))).starts_with("**Your hand**: "));
    assert_eq!(hand_text(&view), "You are not seated in this game.");
}

#[test]
fn more_than_25_spots_are_split_into_menus() {
    let g = game();
    let h = highlight_for(&g, HighlightKind::Settlements);
    assert_eq!(h.spots.len(), 54);
    let legal = g.legal_actions(0);
    let options = pick_options(PickKind::Settlement, &h.spots, &legal, |_| None, &table());
    let rows = to_json(&pick_menus(GameId(3), 0, PickKind::Settlement, &options));
    let rows = rows.as_array().expect("rows");
    assert_eq!(rows.len(), 3);
    let sizes: Vec<usize> = rows
        .iter()
        .map(|r| r["components"][0]["options"].as_array().map_or(0, Vec::len))
        .collect();
    assert_eq!(sizes, [25, 25, 4]);
    assert_eq!(
        rows[2]["components"][0]["custom_id"],
        "k1:3:0:place:settlement:2"
    );
    assert_eq!(rows[0]["components"][0]["options"][0]["value"], json!("1"));
}

#[test]
fn events_read_as_sentences_without_secrets() {
    use crate::engine::{DevCard, Event};
    let t = table();
    let bought = Event::DevCardBought {
        seat: 1,
        card: Some(DevCard::Monopoly),
    };
    let line = describe_event(&bought, &t).expect("a line");
    assert_eq!(line, "bob bought a development card");
    let rolled = Event::DiceRolled {
        seat: 0,
        dice: [3, 5],
    };
    assert_eq!(
        describe_event(&rolled, &t).as_deref(),
        Some("alice rolled 8 (3 + 5)")
    );
    assert_eq!(
        describe_event(&Event::TurnStarted { seat: 0, turn: 1 }, &t),
        None
    );
}

#[test]
fn a_discard_phase_shows_the_discard_button_and_who_owes() {
    use crate::engine::{Decision, Pending};
    let g = game();
    let mut view = g.view(None);
    view.phase = Phase::Discard {
        owed: vec![4, 0, 5],
        resume: crate::engine::state::Resume::main(),
    };
    view.pending = vec![
        Pending {
            seat: 0,
            decision: Decision::Discard { count: 4 },
        },
        Pending {
            seat: 2,
            decision: Decision::Discard { count: 5 },
        },
    ];
    let rows = to_json(&turn_components(GameId(9), &view, &[]));
    let ids: Vec<&str> = rows[0]["components"]
        .as_array()
        .expect("buttons")
        .iter()
        .filter_map(|b| b["custom_id"].as_str())
        .collect();
    assert_eq!(ids, ["k1:9:0:discard", "k1:9:0:hand"]);
    assert_eq!(
        situation(&view, &table()),
        "Waiting for discards: alice (4), Player 3 (5)."
    );
}
