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
