//! Robustness end to end: stale choosers, forged and malformed component ids, two presses at
//! the same moment, and presses by people outside the game, through the real bot and the fake
//! Discord. Each refusal is ephemeral and changes nothing.

mod support;

use kaitaku::bot::NewGames;
use kaitaku::discord_sim::SimMessage;
use kaitaku::engine::Script;

use support::{Harness, options, verb_of};

const WAIT: std::time::Duration = std::time::Duration::from_secs(20);

fn seeded() -> NewGames {
    NewGames {
        seed: Some(21),
        script: Script::default(),
    }
}

/// What shows whether the game moved: the turn message's id and edit count.
fn mark(h: &Harness) -> (serenity::model::id::MessageId, u32) {
    let t = h.turn_message();
    (t.id, t.edits)
}

/// Number of buildings on the board, from the stored game.
async fn buildings(h: &Harness) -> usize {
    let stored = h
        .store
        .load_by_channel(h.channel.get())
        .await
        .expect("load")
        .expect("a game");
    stored.game.expect("started").view(None).buildings.len()
}

/// Opens the settlement chooser of the first setup turn as the current player.
async fn open_chooser(h: &Harness, turn: &SimMessage) -> SimMessage {
    let user = h.mentioned(turn).expect("current player");
    let id = h.button(turn, "pick:settlement").expect("pick settlement");
    let chooser = h.click(user, turn.id, &id).await;
    assert!(chooser.is_ephemeral());
    assert!(!options(&chooser).is_empty(), "{}", chooser.content);
    chooser
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stale_chooser_is_refused_and_changes_nothing() {
    let h = support::start(seeded()).await;
    let turn = h.new_game(3, 10).await;
    let user = h.mentioned(&turn).expect("current player");
    // Two choosers for the same move; the second is used, the first goes stale.
    let old = open_chooser(&h, &turn).await;
    let fresh = open_chooser(&h, &turn).await;
    let (menu, value, _) = options(&fresh).remove(0);
    h.select(user, fresh.id, &menu, &[value.as_str()]).await;
    assert_eq!(buildings(&h).await, 1);

    let before = mark(&h);
    let (menu, value, _) = options(&old).remove(1);
    let refused = h.select(user, old.id, &menu, &[value.as_str()]).await;
    assert!(refused.is_ephemeral(), "{}", refused.content);
    assert!(
        refused.content.contains("out of date"),
        "stale chooser answered: {}",
        refused.content
    );
    // The refusal links to the current turn message.
    assert!(
        refused.content.contains(&turn.id.to_string())
            || refused.content.contains(&before.0.to_string()),
        "{}",
        refused.content
    );
    assert_eq!(mark(&h), before, "a stale choice changed the turn message");
    assert_eq!(buildings(&h).await, 1);
    h.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forged_and_malformed_ids_are_refused() {
    let h = support::start(seeded()).await;
    let turn = h.new_game(3, 10).await;
    let user = h.mentioned(&turn).expect("current player");
    let real = h.button(&turn, "pick:settlement").expect("pick");
    let game = real.split(':').nth(1).expect("game id").to_owned();
    let version = real.split(':').nth(2).expect("version").to_owned();
    let before = mark(&h);
    for forged in [
        "hello".to_string(),
        "k1:::".to_string(),
        "k1:abc:1:roll".to_string(),
        format!("k1:{game}:{version}:explode"),
        format!("k1:{game}:{version}:place:settlement:99999"),
        format!(
            "k1:{}:{version}:roll",
            game.parse::<u64>().expect("number") + 77
        ),
        format!("k1:{game}:18446744073709551615:end"),
        "k1:".repeat(40),
    ] {
        let handle = h.fake.forge_button(user, turn.id, &forged).expect("sent");
        let answer = handle.response(WAIT).await.expect("an answer");
        assert!(answer.is_ephemeral(), "{forged}: {}", answer.content);
        assert!(
            [
                "This button is not one of mine",
                "This board is out of date"
            ]
            .iter()
            .any(|s| answer.content.starts_with(s)),
            "{forged}: {}",
            answer.content
        );
        assert_eq!(mark(&h), before, "{forged} changed the game");
    }
    assert_eq!(buildings(&h).await, 0);
    h.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_choices_at_the_same_moment_place_once() {
    let h = support::start(seeded()).await;
    let turn = h.new_game(3, 10).await;
    let user = h.mentioned(&turn).expect("current player");
    let chooser = open_chooser(&h, &turn).await;
    let choices = options(&chooser);
    let (menu_a, a, _) = choices[0].clone();
    let (menu_b, b, _) = choices[1].clone();
    // Both sent before either is answered.
    let first = h
        .fake
        .select(user, chooser.id, &menu_a, &[a.as_str()])
        .expect("sent");
    let second = h
        .fake
        .select(user, chooser.id, &menu_b, &[b.as_str()])
        .expect("sent");
    first.callback(WAIT).await.expect("first answered");
    second.callback(WAIT).await.expect("second answered");
    // Let the bot finish both.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(buildings(&h).await, 1, "exactly one settlement placed");

    // Two seated players pressing the turn's button at once: only the current one acts.
    let turn = h.turn_message();
    let current = h.mentioned(&turn).expect("current");
    let other = h
        .users
        .iter()
        .map(|(_, u)| *u)
        .take(3)
        .find(|u| *u != current)
        .expect("another seat");
    if let Some(pick) = turn
        .custom_ids()
        .into_iter()
        .find(|id| verb_of(id).is_some_and(|v| v.starts_with("pick:")))
    {
        let a = h.fake.click_button(current, turn.id, &pick).expect("sent");
        let b = h.fake.click_button(other, turn.id, &pick).expect("sent");
        let mine = a.response(WAIT).await.expect("chooser");
        let theirs = b.response(WAIT).await.expect("refusal");
        assert!(mine.is_ephemeral() && !options(&mine).is_empty());
        assert!(
            theirs.is_ephemeral() && theirs.content.contains("not your"),
            "{}",
            theirs.content
        );
    }
    assert_eq!(buildings(&h).await, 1);
    h.fake.assert_no_violations();
}
