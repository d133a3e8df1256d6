//! Pings end to end: a 7 makes players owe discards; the turn message is only edited (Discord
//! notifies no one of an edit), so the bot posts one message mentioning exactly those who start
//! to owe one, once; once the discards are in, the roller (if waiting) is pinged for the robber.

use kaitaku::bot::NewGames;
use kaitaku_discord_sim::SimMessage;
use kaitaku_engine::state::Phase;
use kaitaku_engine::{Action, Decision, Script, Seat};
use serde_json::json;

use crate::support::Harness;
use crate::trade::{game, play, setup, stored};

/// Production rolls (every number but 7), then only 7s.
const PRODUCTION_ROLLS: usize = 40;

fn dice() -> NewGames {
    let faces = crate::support::NON_SEVEN_ROLLS;
    let mut dice: Vec<[u8; 2]> = faces
        .iter()
        .cycle()
        .take(PRODUCTION_ROLLS)
        .copied()
        .collect();
    dice.extend(std::iter::repeat_n([3, 4], 20));
    NewGames {
        seed: Some(11),
        script: Script {
            first_player: Some(0),
            dice,
            ..Script::default()
        },
        per_channel: false,
        modules: Vec::new(),
    }
}

/// The pings posted so far (public, no board image).
fn pings(h: &Harness) -> Vec<SimMessage> {
    h.fake
        .messages(h.channel)
        .into_iter()
        .filter(|m| !m.is_ephemeral() && m.content.contains("the game waits for you"))
        .collect()
}

/// The users mentioned in a message, by seat.
fn mentioned_seats(h: &Harness, msg: &SimMessage, seats: Seat) -> Vec<Seat> {
    let s = futures_lite_block(stored(h));
    (0..seats)
        .filter(|seat| {
            s.user_of(*seat)
                .is_some_and(|u| msg.content.contains(&format!("<@{u}>")))
        })
        .collect()
}

/// Blocks on a future from inside the async test (the store is in-process).
fn futures_lite_block<F: std::future::Future>(f: F) -> F::Output {
    tokio::task::block_in_place(|| tokio::runtime::Handle::current().block_on(f))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn those_who_start_to_owe_a_decision_are_pinged_once() {
    let h = crate::support::start(dice()).await;
    h.new_game(3, 10).await;
    setup(&h).await;
    // The production rolls through the store; the 7 by the bot.
    loop {
        let s = stored(&h).await;
        let g = game(&s);
        let before_roll = matches!(g.phase(), Phase::BeforeRoll);
        if before_roll && u64::from(g.view(None).turn) > PRODUCTION_ROLLS as u64 {
            break;
        }
        play(
            &h,
            if before_roll {
                Action::Roll
            } else {
                Action::EndTurn
            },
        )
        .await;
    }
    assert!(pings(&h).is_empty(), "no ping before anyone owes anything");
    let s = stored(&h).await;
    let roller = game(&s).state().current;
    let roller_user = serenity::model::id::UserId::new(s.user_of(roller).expect("seated"));
    let rolled = h.slash(roller_user, "catan roll", &[]).await;
    assert!(rolled.content.contains("rolled"), "{}", rolled.content);
    let s = stored(&h).await;
    let owing: Vec<Seat> = game(&s)
        .pending()
        .iter()
        .filter(|p| matches!(p.decision, Decision::Discard { .. }))
        .map(|p| p.seat)
        .collect();
    assert!(
        matches!(game(&s).phase(), Phase::Discard { .. }),
        "a 7 with big hands"
    );
    let others: Vec<Seat> = owing.iter().copied().filter(|s| *s != roller).collect();
    assert!(
        !others.is_empty(),
        "after {PRODUCTION_ROLLS} rolls someone else holds 8 cards"
    );
    // One ping, mentioning exactly the others who owe a discard (the roller sees the board).
    let posted = pings(&h);
    assert_eq!(posted.len(), 1, "{posted:?}");
    assert_eq!(
        mentioned_seats(&h, &posted[0], 3),
        others,
        "{}",
        posted[0].content
    );
    assert!(
        posted[0].content.contains("Waiting for discards"),
        "{}",
        posted[0].content
    );

    // Each discards with the top suggestion of `/catan discard`; nobody is pinged again.
    for seat in &owing {
        let user = serenity::model::id::UserId::new(s.user_of(*seat).expect("seated"));
        let offered = h.autocomplete(user, "catan discard", "cards", "").await;
        let cards = offered
            .first()
            .map(|(_, v)| v.clone())
            .expect("a legal discard");
        let done = h
            .slash(user, "catan discard", &[("cards", json!(cards))])
            .await;
        assert!(done.is_ephemeral());
    }
    let posted = pings(&h);
    let s = stored(&h).await;
    assert!(matches!(game(&s).phase(), Phase::MoveRobber { .. }));
    if owing.last() == Some(&roller) {
        // The roller discarded last: owing all along, never pinged.
        assert_eq!(posted.len(), 1, "{posted:?}");
    } else {
        // The roller waited for the others (after their own discard, if any) and now owes the
        // robber: pinged once.
        assert_eq!(posted.len(), 2, "{posted:?}");
        assert_eq!(mentioned_seats(&h, &posted[1], 3), vec![roller]);
        assert!(
            posted[1].content.contains("moves the robber"),
            "{}",
            posted[1].content
        );
    }
    h.fake.assert_no_violations();
}
