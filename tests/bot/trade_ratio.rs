//! 4:1 stays available to a harbour owner, end to end: the trade menu offers the choice of
//! ratio beside the best one and carries out the trade at the ratio chosen; `/catan trade bank`
//! takes a ratio too and refuses, clearly and changing nothing, one the player does not have.

use kaitaku_engine::board::HarborKind;
use kaitaku_engine::rules::trade::trade_ratios;
use kaitaku_engine::{Action, Game, Resource, Seat};
use serde_json::json;

use crate::support::{Harness, options, verb_of};
use crate::trade::{component, game, hand, no_sevens, open_menu, play, stored, turns_until};

/// Plays the setup through the store: seat 0 settles first on a generic (3:1) harbour, which
/// serves every resource, whatever the board; the others never on a harbour.
async fn setup_on_a_generic_harbour(h: &Harness) {
    loop {
        let s = stored(h).await;
        let g = game(&s);
        if g.state().turn > 0 {
            return;
        }
        let seat = g.state().current;
        let legal = g.legal_actions(seat);
        let board = g.board();
        let harbour = |a: &Action, generic_only: bool| match a {
            Action::BuildSettlement { vertex } => board.vertex_id(*vertex).is_some_and(|v| {
                board
                    .harbor_vertices()
                    .iter()
                    .any(|(hv, kind)| *hv == v && (!generic_only || *kind == HarborKind::Generic))
            }),
            _ => false,
        };
        let choice = if seat == 0 {
            legal.iter().find(|a| harbour(a, true)).or(legal.first())
        } else {
            legal.iter().find(|a| !harbour(a, false)).or(legal.first())
        };
        play(h, choice.expect("a placement").clone()).await;
    }
}

/// A resource `seat` has a harbour for (3:1 or 2:1) and holds at least `held` of.
fn harboured(g: &Game, seat: Seat, held: u8) -> Option<Resource> {
    Resource::ALL.into_iter().find(|r| {
        trade_ratios(g.board(), g.state(), seat, *r).len() > 1
            && g.state().players[usize::from(seat)].hand[*r] >= held
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_harbour_owner_chooses_four_to_one_in_the_menu_and_by_command() {
    let h = crate::support::start(no_sevens()).await;
    h.new_game(3, 10).await;
    setup_on_a_generic_harbour(&h).await;
    let alice = h.user("alice");
    // Eight of a harboured resource: 4 for the menu's 4:1 trade, 4 for the command's.
    turns_until(&h, 0, |g| harboured(g, 0, 8).is_some()).await;
    let s = stored(&h).await;
    let give = harboured(game(&s), 0, 8).expect("harboured");
    let best = trade_ratios(game(&s).board(), game(&s).state(), 0, give).best();
    assert!(best < 4, "a harbour ratio");
    let before = hand(&s, 0);

    let menu = open_menu(&h, alice).await;
    let bank_menu = options(&menu)
        .into_iter()
        .find(|(m, v, _)| verb_of(m) == Some("t:bg") && v == give.name())
        .map(|(m, _, _)| m)
        .expect("the harboured resource is offered");
    let step2 = h.select(alice, menu.id, &bank_menu, &[give.name()]).await;
    let offered = options(&step2);
    // One card at the best ratio and one at 4:1, side by side, each saying its ratio.
    let at_best = offered
        .iter()
        .find(|(_, v, _)| v.ends_with(".1") && !v.starts_with(give.name()))
        .expect("one card at the best ratio");
    assert!(
        at_best.2.contains(&format!("for {best} {give} ({best}:1)")),
        "{at_best:?}"
    );
    let get = kaitaku::bot::trade_compose::parse_bank_get(&at_best.1)
        .expect("ours")
        .0;
    let four = offered
        .iter()
        .find(|(_, v, _)| *v == format!("{}.1.4", get.name()))
        .unwrap_or_else(|| panic!("no 4:1 choice in {offered:?}"));
    assert_eq!(four.2, format!("1 {get} for 4 {give} (4:1)"));
    let confirm = h.select(alice, step2.id, &four.0, &[four.1.as_str()]).await;
    assert!(
        confirm.content.contains(&format!("**4 {give}**")) && confirm.content.contains("(4:1)"),
        "{}",
        confirm.content
    );
    let done = h
        .click(alice, confirm.id, &component(&confirm, "t:b:"))
        .await;
    assert!(
        done.content
            .contains(&format!("traded 4 {give} for 1 {get} with the bank")),
        "{}",
        done.content
    );
    let after = hand(&stored(&h).await, 0);
    assert_eq!(after[give], before[give] - 4);
    assert_eq!(after[get], before[get] + 1);

    // By command: 2:1 for a resource without its harbour is refused and changes nothing.
    let s = stored(&h).await;
    let g = game(&s);
    let no_two = Resource::ALL
        .into_iter()
        .find(|r| !trade_ratios(g.board(), g.state(), 0, *r).contains(2))
        .expect("a resource without its 2:1 harbour");
    let other = Resource::ALL
        .into_iter()
        .find(|r| *r != no_two)
        .expect("another resource");
    let version = s.version;
    let refused = h
        .slash(
            alice,
            "catan trade bank",
            &[
                ("give", json!(no_two.name())),
                ("get", json!(other.name())),
                ("ratio", json!(2)),
            ],
        )
        .await;
    assert!(refused.is_ephemeral());
    assert!(
        refused
            .content
            .contains(&format!("cannot trade {no_two} at 2:1")),
        "{}",
        refused.content
    );
    assert_eq!(stored(&h).await.version, version, "nothing changed");

    // ...and 4:1 by name goes through while the harbour would give a better rate.
    let traded = h
        .slash(
            alice,
            "catan trade bank",
            &[
                ("give", json!(give.name())),
                ("get", json!(get.name())),
                ("ratio", json!(4)),
            ],
        )
        .await;
    assert!(
        traded
            .content
            .contains(&format!("traded 4 {give} for 1 {get} with the bank")),
        "{}",
        traded.content
    );
    let last = hand(&stored(&h).await, 0);
    assert_eq!(last[give], after[give] - 4);
    assert_eq!(last[get], after[get] + 1);
    h.fake.assert_no_violations();
}
