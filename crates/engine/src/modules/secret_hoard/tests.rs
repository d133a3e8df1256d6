use super::*;
use crate::Game;
use crate::view::View;

fn game() -> Game {
    let mut config = GameConfig::base(3);
    config.modules = vec![ModuleId::SecretHoard];
    Game::new(config, 7).expect("valid config")
}

fn own(view: &View) -> Vec<OwnHoard> {
    view.private_modules
        .iter()
        .filter_map(|m| match m {
            ModuleView::SecretHoard(v) => v.own,
            _ => None,
        })
        .collect()
}

/// The JSON of a view, where a secret must not appear in any form.
fn json(view: &View) -> String {
    serde_json::to_string(view).expect("a view serialises")
}

#[test]
fn a_seat_sees_its_own_secret_and_nobody_else_does() {
    let game = game();
    let a = game.view(Some(0));
    let b = game.view(Some(1));
    let public = game.view(None);
    let secret_a = starting_hoard(0).to_string();
    let secret_b = starting_hoard(1).to_string();

    assert_eq!(
        own(&a),
        vec![OwnHoard {
            seat: 0,
            tokens: starting_hoard(0)
        }]
    );
    assert!(json(&a).contains(&secret_a));
    assert!(!json(&a).contains(&secret_b));

    assert_eq!(
        own(&b),
        vec![OwnHoard {
            seat: 1,
            tokens: starting_hoard(1)
        }]
    );
    assert!(!json(&b).contains(&secret_a));

    assert!(public.private_modules.is_empty());
    assert!(!json(&public).contains(&secret_a));
    assert!(!json(&public).contains(&secret_b));

    // Everyone, spectators included, sees the public part, which holds no hoard.
    for view in [&a, &b, &public] {
        assert_eq!(
            view.modules,
            vec![ModuleView::SecretHoard(SecretHoardView {
                holders: 3,
                own: None
            })]
        );
    }
}

#[test]
fn a_seat_the_game_does_not_have_sees_nothing_private() {
    let game = game();
    assert!(game.view(Some(3)).private_modules.is_empty());
    assert!(game.view(Some(200)).private_modules.is_empty());
}

#[test]
fn views_without_private_parts_read_and_write_as_before() {
    // A base game's view has no `private_modules` key, so views stored before it read unchanged.
    let base = Game::new(GameConfig::base(3), 7).expect("valid config");
    let text = json(&base.view(Some(0)));
    assert!(!text.contains("private_modules"));
    let back: View = serde_json::from_str(&text).expect("reads back");
    assert_eq!(back, base.view(Some(0)));
    // With the module, the private part round-trips.
    let a = game().view(Some(0));
    let back: View = serde_json::from_str(&json(&a)).expect("reads back");
    assert_eq!(back, a);
}

#[test]
fn a_private_counter_is_only_in_its_owners_view() {
    let game = game();
    let hoard = |view: &View, seat: Seat| view.counter(HOARD.as_str(), Some(seat));
    for seat in 0..3u8 {
        let view = game.view(Some(seat));
        for other in 0..3u8 {
            let expected = (other == seat).then(|| starting_hoard(other) as i32);
            assert_eq!(hoard(&view, other), expected, "seat {seat} sees {other}'s");
        }
        // The public counter is in every view.
        assert_eq!(view.counter(HOLDERS.as_str(), None), Some(3));
    }
    let public = game.view(None);
    assert!(public.counters.iter().all(|c| !c.private));
    assert_eq!(public.counter(HOLDERS.as_str(), None), Some(3));
    for outsider in [game.view(Some(3)), game.view(Some(200))] {
        assert!(outsider.counters.iter().all(|c| !c.private));
    }
    // Down to the JSON text: seat 1's view holds no trace of seat 0's hoard.
    let text = json(&game.view(Some(1)));
    assert!(!text.contains(&starting_hoard(0).to_string()));
    assert!(text.contains(&starting_hoard(1).to_string()));
}

#[test]
fn pieces_counters_and_marks_round_trip_and_are_absent_from_base_views() {
    let a = game().view(Some(0));
    assert_eq!(a.pieces.len(), 1);
    assert_eq!(a.marks.len(), 1);
    let text = json(&a);
    assert!(text.contains(r#""kind":"secret_hoard.chest","place":{"hex":"#));
    assert!(text.contains(r#""flags":{"face_down":true}"#));
    assert!(text.contains(r#""private":true"#));
    let back: View = serde_json::from_str(&text).expect("reads back");
    assert_eq!(back, a);
    let base = Game::new(GameConfig::base(3), 7).expect("valid config");
    let text = json(&base.view(Some(0)));
    for key in ["\"pieces\"", "\"counters\"", "\"marks\""] {
        assert!(!text.contains(key), "{key}");
    }
}

#[test]
fn every_item_written_is_of_a_listed_kind() {
    let game = game();
    let kinds = game.item_kinds();
    let view = game.view(Some(0));
    let written = view.pieces.iter().map(|p| &p.kind);
    let written = written.chain(view.counters.iter().map(|c| &c.kind));
    for kind in written.chain(view.marks.iter().map(|m| &m.kind)) {
        assert!(kinds.contains(kind), "{kind}");
    }
}
