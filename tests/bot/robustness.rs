//! Robustness end to end: stale choosers, forged and malformed component ids, two presses at
//! the same moment, and presses by people outside the game, through the real bot and the fake
//! Discord. Each refusal is ephemeral and changes nothing.

use kaitaku::bot::NewGames;
use kaitaku_discord_sim::SimMessage;

use crate::support::{Harness, options, verb_of};

const WAIT: std::time::Duration = std::time::Duration::from_secs(20);

fn seeded() -> NewGames {
    NewGames::seeded(21)
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
    let h = crate::support::start(seeded()).await;
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
    let h = crate::support::start(seeded()).await;
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
    let h = crate::support::start(seeded()).await;
    let turn = h.new_game(3, 10).await;
    let user = h.mentioned(&turn).expect("current player");
    let chooser = open_chooser(&h, &turn).await;
    let choices = options(&chooser);
    let (menu_a, a, _) = choices[0].clone();
    let (menu_b, b, _) = choices[1].clone();
    let before = turn.custom_ids();
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
    // Let the bot finish: wait (however loaded the machine) until the settlement is stored and
    // the turn message has moved on to the road, rather than for a fixed time...
    let deadline = tokio::time::Instant::now() + WAIT;
    while buildings(&h).await == 0 || h.turn_message().custom_ids() == before {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the placement never showed"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    // ...then give a wrongly accepted second choice time to show before checking it did not.
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn buttons_still_work_after_the_bot_restarts() {
    use kaitaku::bot::{BotOptions, run_until};
    use kaitaku_discord_sim::{FakeConfig, FakeDiscord};
    use kaitaku_store::{Store, StoreConfig};

    let fake = FakeDiscord::start(FakeConfig::default())
        .await
        .expect("fake");
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("kaitaku.db");
    let launch = |token: &'static str| {
        let http = fake.http_for_bot(token);
        let options = BotOptions {
            guild_id: fake.guild_id(),
            new_games: crate::support::seeded(seeded()),
            ..BotOptions::default()
        };
        let db = db.clone();
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let task = tokio::spawn(async move {
            let store = Store::connect(&StoreConfig::file(&db))
                .await
                .expect("store");
            let stop = async move {
                let _ = stopped.await;
            };
            if let Err(e) = run_until(http, store, options, stop).await {
                eprintln!("bot stopped: {e}");
            }
        });
        (stop, task)
    };

    let (stop, first) = launch("first-bot-token");
    fake.wait_for_command("catan", WAIT)
        .await
        .expect("registered");
    let channel = fake.channel_id("catan").expect("channel");
    let [alice, bob, hanako] = ["alice", "bob", "hanako"].map(|n| fake.user_id(n).expect("user"));
    let lobby = fake
        .slash_command(
            alice,
            channel,
            "catan new",
            &[("players", serde_json::json!(3))],
        )
        .expect("new")
        .response(WAIT)
        .await
        .expect("lobby");
    let id = |msg: &SimMessage, verb: &str| {
        msg.custom_ids()
            .into_iter()
            .find(|i| verb_of(i) == Some(verb))
            .unwrap_or_else(|| panic!("no {verb} in {:?}", msg.custom_ids()))
    };
    for user in [bob, hanako] {
        fake.click_button(user, lobby.id, &id(&lobby, "join"))
            .expect("join")
            .callback(WAIT)
            .await
            .expect("joined");
    }
    fake.click_button(alice, lobby.id, &id(&lobby, "start"))
        .expect("start")
        .callback(WAIT)
        .await
        .expect("started");
    let turn = fake
        .wait_for_message(WAIT, |m| {
            m.channel_id == channel && !m.is_ephemeral() && m.attachment("board.png").is_some()
        })
        .await
        .expect("turn message");
    let current = [alice, bob, hanako]
        .into_iter()
        .find(|u| turn.content.contains(&format!("<@{u}>")))
        .expect("someone to act");

    // Restart: the first client disconnects, a new one starts on the same database.
    stop.send(()).expect("stop");
    first.await.expect("first bot ended");
    let (_stop_second, second) = launch("second-bot-token");
    let deadline = tokio::time::Instant::now() + WAIT;
    while !fake
        .identified_tokens()
        .iter()
        .any(|t| t.contains("second"))
    {
        assert!(
            tokio::time::Instant::now() < deadline,
            "second bot never connected"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }

    // The turn message posted before the restart still works.
    let chooser = fake
        .click_button(current, turn.id, &id(&turn, "pick:settlement"))
        .expect("pick")
        .response(WAIT)
        .await
        .expect("chooser after restart");
    assert!(chooser.is_ephemeral());
    let (menu, value, _) = options(&chooser).remove(0);
    fake.select(current, chooser.id, &menu, &[value.as_str()])
        .expect("select")
        .callback(WAIT)
        .await
        .expect("placed");
    let store = Store::connect(&StoreConfig::file(&db))
        .await
        .expect("store");
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let stored = store
            .load_by_channel(channel.get())
            .await
            .expect("load")
            .expect("game");
        if stored.game.expect("started").view(None).buildings.len() == 1 {
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the settlement was not placed"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    fake.assert_no_violations();
    second.abort();
}
