//! Local mode keeps its ids: a game left unfinished goes on after `kaitaku local` restarts on
//! the same database (the channel starts empty; the next move posts a new turn message).

use std::time::Duration;

use kaitaku::bot::NewGames;
use kaitaku::local::{LocalOptions, LocalServer, start};
use kaitaku_discord_sim::{FakeDiscord, SimMessage};
use kaitaku_engine::Script;
use serde_json::{Value, json};
use serenity::model::id::{ChannelId, UserId};

const WAIT: Duration = Duration::from_secs(20);

async fn start_on(database: &std::path::Path) -> LocalServer {
    let options = LocalOptions {
        addr: "127.0.0.1:0".parse().expect("address"),
        players: 3,
        database: database.to_owned(),
        new_games: crate::support::seeded(NewGames {
            seed: Some(3),
            script: Script {
                first_player: Some(0),
                ..Script::default()
            },
            per_channel: false,
            modules: Vec::new(),
        }),
    };
    start(&options).await.expect("local mode starts")
}

async fn slash(
    fake: &FakeDiscord,
    user: UserId,
    channel: ChannelId,
    command: &str,
    options: &[(&str, Value)],
) -> SimMessage {
    fake.slash_command(user, channel, command, options)
        .unwrap_or_else(|e| panic!("{command}: {e}"))
        .response(WAIT)
        .await
        .unwrap_or_else(|e| panic!("{command}: {e}"))
}

fn button(msg: &SimMessage, verb: &str) -> String {
    msg.custom_ids()
        .into_iter()
        .find(|id| id.ends_with(&format!(":{verb}")))
        .unwrap_or_else(|| panic!("no {verb} button"))
}

async fn press(fake: &FakeDiscord, user: UserId, msg: &SimMessage, verb: &str) {
    fake.click_button(user, msg.id, &button(msg, verb))
        .expect("click")
        .callback(WAIT)
        .await
        .expect("acknowledged");
}

fn board_messages(fake: &FakeDiscord, channel: ChannelId) -> usize {
    fake.messages(channel)
        .iter()
        .filter(|m| !m.is_ephemeral() && m.attachment("board.png").is_some())
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unfinished_game_continues_after_a_restart() {
    let dir = tempfile::tempdir().expect("temp dir");
    let database = dir.path().join("local.sqlite");

    let server = start_on(&database).await;
    let fake = &server.fake;
    let channel = fake.channel_id("catan").expect("#catan");
    let [alice, sakura, ivan] =
        ["alice", "sakura", "ivan"].map(|n| fake.user_id(n).expect("local user"));
    let lobby = slash(fake, alice, channel, "catan new", &[("players", json!(3))]).await;
    for user in [sakura, ivan] {
        press(fake, user, &lobby, "join").await;
    }
    press(fake, alice, &lobby, "start").await;
    fake.wait_for_message(WAIT, |m| m.attachment("board.png").is_some())
        .await
        .expect("the first turn message");
    let ids = (fake.guild_id(), channel, alice);
    server.stop().await;

    // Again, on the same database: the same ids, and the game is still there.
    let server = start_on(&database).await;
    let fake = &server.fake;
    assert_eq!(
        (
            fake.guild_id(),
            fake.channel_id("catan"),
            fake.user_id("alice")
        ),
        (ids.0, Some(ids.1), Some(ids.2))
    );
    assert_eq!(board_messages(fake, channel), 0, "the channel starts empty");
    let status = slash(fake, alice, channel, "catan status", &[]).await;
    assert!(
        !status.content.contains("no game"),
        "the game is found: {}",
        status.content
    );
    // A move is accepted and shows a new turn message.
    let spots = fake
        .autocomplete(
            alice,
            channel,
            "catan build settlement",
            &[("spot", json!(""))],
            "spot",
        )
        .expect("autocomplete")
        .callback(WAIT)
        .await
        .expect("choices")
        .choices();
    let spot = spots.first().map(|(_, v)| v.clone()).expect("a legal spot");
    let placed = slash(
        fake,
        alice,
        channel,
        "catan build settlement",
        &[("spot", spot)],
    )
    .await;
    assert!(placed.is_ephemeral());
    fake.wait_for_message(WAIT, |m| {
        m.channel_id == channel && !m.is_ephemeral() && m.attachment("board.png").is_some()
    })
    .await
    .expect("a new turn message after the move");
    server.stop().await;
    let store = kaitaku_store::Store::connect(&kaitaku_store::StoreConfig::file(&database))
        .await
        .expect("the database");
    let stored = store
        .load_by_channel(channel.get())
        .await
        .expect("load")
        .expect("the game");
    let placed_now = stored.game.expect("started").view(None).buildings.len();
    assert_eq!(placed_now, 1, "the move went through: {}", placed.content);
}
