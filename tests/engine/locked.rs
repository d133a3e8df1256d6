//! Locked games (issue 15): a game in which nobody can gain victory points any more is announced
//! once when the turn passes, any seated player may then end it, and the leader wins or the
//! leaders draw. The locked positions are built by editing a real game's snapshot.

use kaitaku_engine::autoplay::minimal_action;
use kaitaku_engine::rules::lock::vp_can_still_change;
use kaitaku_engine::state::Phase;
use kaitaku_engine::{Action, Event, Game, GameConfig};
use serde_json::{Value, json};

/// A 3-player base game on the beginner board, placed by autoplay and taken to seat 0's main
/// phase on turn 1 (seat 0 places first): every seat has 2 settlements and 2 roads.
fn after_setup() -> Game {
    let mut config = GameConfig::base(3);
    config.script.first_player = Some(0);
    config.script.dice = vec![[3, 3]];
    let mut game = Game::new(config, 7).expect("valid config");
    while matches!(game.phase(), Phase::Setup { .. }) {
        let seat = game.state().current;
        let action = minimal_action(&game, seat).expect("a setup move");
        game.apply(seat, &action).expect("setup move applies");
    }
    game.apply(0, &Action::Roll).expect("seat 0 rolls a 6");
    assert_eq!(game.phase(), &Phase::Main);
    game
}

/// `game` with its snapshot edited by `f`. The game's RNG state (a u128, which
/// `serde_json::Value` cannot hold) is set aside as text and put back unchanged.
fn edited(game: &Game, f: impl FnOnce(&mut Value)) -> Game {
    const RNG: &str = "\"rng set aside\"";
    let rng = serde_json::to_string(&game.state().chance.rng).expect("rng serialises");
    let text = serde_json::to_string(game).expect("serialises");
    let text = text.replacen(&rng, RNG, 1);
    let mut snapshot: Value = serde_json::from_str(&text).expect("JSON");
    f(&mut snapshot);
    let text = serde_json::to_string(&snapshot)
        .expect("JSON")
        .replacen(RNG, &rng, 1);
    serde_json::from_str(&text).expect("deserialises")
}

/// `game` with every base way to gain VP closed: the development deck empty, no settlement, city
/// or road left in any stock, no development card in hand, and the target raised to 20 so the
/// pieces counted as built (5 settlements, 4 cities: 13 VP each) do not win. `vp_cards` gives
/// seats victory point cards.
fn closed(game: &Game, vp_cards: &[(usize, u8)]) -> Game {
    edited(game, |snapshot| {
        snapshot["config"]["target_vp"] = json!(20);
        snapshot["state"]["dev_deck"] = json!([]);
        let players = snapshot["state"]["players"]
            .as_array_mut()
            .expect("players");
        for (seat, p) in players.iter_mut().enumerate() {
            p["settlements_left"] = json!(0);
            p["cities_left"] = json!(0);
            p["roads_left"] = json!(0);
            let vp = vp_cards
                .iter()
                .find(|(s, _)| *s == seat)
                .map_or(0, |(_, n)| *n);
            p["dev_cards"] = json!([0, vp, 0, 0, 0]);
            p["dev_bought_this_turn"] = json!([0, 0, 0, 0, 0]);
        }
    })
}

fn locked_events(events: &[Event]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, Event::GameLocked { .. }))
        .count()
}

#[test]
fn an_open_game_is_not_locked_and_cannot_be_ended() {
    let mut game = after_setup();
    assert!(vp_can_still_change(game.board(), game.state()));
    assert!(!game.is_locked());
    assert!(!game.legal_actions(1).contains(&Action::EndLockedGame));
    let err = game.apply(1, &Action::EndLockedGame).unwrap_err();
    assert_eq!(err.code(), "game_not_locked");
}

#[test]
fn each_way_to_gain_vp_keeps_the_game_open() {
    let game = after_setup();
    let base = closed(&game, &[]);
    assert!(!vp_can_still_change(base.board(), base.state()));
    let with = |edit: &dyn Fn(&mut Value)| {
        let g = edited(&base, edit);
        vp_can_still_change(g.board(), g.state())
    };
    // A card left in the deck.
    assert!(with(&|s| s["state"]["dev_deck"] = json!(["monopoly"])));
    // A knight in hand could take Largest Army.
    assert!(with(
        &|s| s["state"]["players"][1]["dev_cards"] = json!([1, 0, 0, 0, 0])
    ));
    // A city left in stock, with the seat's settlements on the board to upgrade.
    assert!(with(&|s| s["state"]["players"][2]["cities_left"] = json!(1)));
    // A settlement and the roads to reach a free spot (the beginner board has plenty).
    assert!(with(&|s| {
        s["state"]["players"][0]["settlements_left"] = json!(1);
        s["state"]["players"][0]["roads_left"] = json!(3);
    }));
    // Roads enough to reach 5 segments when nobody holds Longest Road, but not one fewer.
    assert_eq!(base.state().longest_road, None);
    let length = base.state().players[1].road_length;
    let needed = 5 - length;
    assert!(with(
        &|s| s["state"]["players"][1]["roads_left"] = json!(needed)
    ));
    assert!(!with(
        &|s| s["state"]["players"][1]["roads_left"] = json!(needed - 1)
    ));
    // A settlement in stock but no road to reach a spot with: the spots next to the network
    // (two paths from each setup settlement) are all taken by the distance rule or need a road.
    let settlement_only = with(&|s| s["state"]["players"][0]["settlements_left"] = json!(1));
    let spot_on_network = {
        let g = edited(&base, |s| {
            s["state"]["players"][0]["settlements_left"] = json!(1)
        });
        (0..g.board().vertex_count() as u16).any(|v| {
            kaitaku_engine::rules::build::check_settlement_spot(g.board(), g.state(), 0, v, true)
                .is_ok()
        })
    };
    assert_eq!(settlement_only, spot_on_network);
}

#[test]
fn the_lock_is_announced_once_when_the_turn_passes() {
    let mut game = closed(&after_setup(), &[]);
    assert!(!game.is_locked(), "only checked when the turn passes");
    let events = game.apply(0, &Action::EndTurn).expect("end turn");
    assert_eq!(locked_events(&events), 1, "{events:?}");
    assert!(game.is_locked());
    let Some(Event::GameLocked { vp, leaders }) = events
        .iter()
        .find(|e| matches!(e, Event::GameLocked { .. }))
    else {
        unreachable!()
    };
    // 5 settlements and 4 cities counted from the empty stocks: 13 VP each, all tied.
    assert_eq!(vp, &vec![13, 13, 13]);
    assert_eq!(leaders, &vec![0, 1, 2]);
    // Any seat may end it now, also one that owes nothing.
    for seat in 0..3 {
        assert!(game.legal_actions(seat).contains(&Action::EndLockedGame));
    }
    // The next turns do not say it again.
    let seat = game.state().current;
    game.apply(seat, &Action::Roll).expect("roll");
    let events = game.apply(seat, &Action::EndTurn).expect("end turn");
    assert_eq!(locked_events(&events), 0);
}

#[test]
fn the_sole_leader_wins_a_locked_game() {
    // Seat 2 holds a victory point card: 14 VP against 13.
    let mut game = closed(&after_setup(), &[(2, 1)]);
    game.apply(0, &Action::EndTurn).expect("end turn");
    assert!(game.is_locked());
    // Seat 0 owes nothing (seat 1 is to roll) and may still end the game.
    let events = game.apply(0, &Action::EndLockedGame).expect("end");
    assert!(
        events.contains(&Event::GameWon { seat: 2, vp: 14 }),
        "{events:?}"
    );
    assert_eq!(game.phase(), &Phase::GameOver { winner: Some(2) });
    assert_eq!(game.winner(), Some(2));
    assert!(game.is_over());
    assert!(game.drawn_between().is_empty());
    assert_eq!(
        game.apply(1, &Action::Roll).unwrap_err().code(),
        "game_over"
    );
}

#[test]
fn a_shared_lead_ends_in_a_draw() {
    // Seats 0 and 1 hold a victory point card each: 14, 14 and 13.
    let mut game = closed(&after_setup(), &[(0, 1), (1, 1)]);
    game.apply(0, &Action::EndTurn).expect("end turn");
    let events = game.apply(2, &Action::EndLockedGame).expect("end");
    assert!(
        events.contains(&Event::GameDrawn {
            seats: vec![0, 1],
            vp: 14
        }),
        "{events:?}"
    );
    assert_eq!(game.phase(), &Phase::GameOver { winner: None });
    assert_eq!(game.winner(), None);
    assert!(game.is_over());
    assert_eq!(game.drawn_between(), vec![0, 1]);
    assert!(game.pending().is_empty());
}

#[test]
fn autoplay_ends_a_locked_game_for_a_seat_that_owes_a_move() {
    let mut game = closed(&after_setup(), &[(1, 1)]);
    game.apply(0, &Action::EndTurn).expect("end turn");
    // Seat 1 is to roll; seat 2 owes nothing, so autoplay has nothing to play for it.
    assert_eq!(minimal_action(&game, 2), None);
    let action = minimal_action(&game, 1).expect("a move for seat 1");
    assert_eq!(action, Action::EndLockedGame);
    game.apply(1, &action).expect("applies");
    assert_eq!(game.winner(), Some(1));
}

#[test]
fn games_stored_before_draws_read_back() {
    let game = after_setup();
    let old = edited(&game, |snapshot| {
        assert!(
            snapshot["state"].get("locked").is_none(),
            "an unlocked game stores no flag"
        );
        snapshot["state"]["phase"] = json!({"phase": "game_over", "winner": 2});
    });
    assert_eq!(old.winner(), Some(2));
    assert!(old.is_over() && !old.is_locked());
}
