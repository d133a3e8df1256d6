//! End to end: the real bot (poise + serenity) against the fake Discord, on a temporary SQLite
//! database: a lobby, the start, setup placements through buttons and select menus, rolls and
//! turn ends.

use std::time::Duration;

use kaitaku::bot::{BotOptions, NewGames, run_with_http};
use kaitaku_discord_sim::{FakeConfig, FakeDiscord, SimMessage};
use kaitaku_store::{Store, StoreConfig};
use serde_json::{Value, json};
use serenity::model::id::{ChannelId, UserId};

const WAIT: Duration = Duration::from_secs(20);

struct Harness {
    fake: FakeDiscord,
    channel: ChannelId,
    users: Vec<(String, UserId)>,
    bot: tokio::task::JoinHandle<()>,
    _dir: tempfile::TempDir,
}

async fn start() -> Harness {
    crate::support::init_test_logs();
    let fake = FakeDiscord::start(FakeConfig::default())
        .await
        .expect("fake starts");
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::connect(&StoreConfig::file(&dir.path().join("kaitaku.db")))
        .await
        .expect("store");
    let options = BotOptions {
        guild_id: fake.guild_id(),
        new_games: crate::support::seeded(NewGames::default()),
        ..BotOptions::default()
    };
    let http = fake.http_for_bot("sim-bot-token");
    let bot = tokio::spawn(async move {
        if let Err(e) = run_with_http(http, store, options).await {
            eprintln!("bot stopped: {e}");
        }
    });
    fake.wait_for_command("catan", WAIT)
        .await
        .expect("catan registered");
    let channel = fake.channel_id("catan").expect("channel");
    let users = ["alice", "bob", "hanako"]
        .iter()
        .map(|n| (n.to_string(), fake.user_id(n).expect("user")))
        .collect();
    Harness {
        fake,
        channel,
        users,
        bot,
        _dir: dir,
    }
}

impl Harness {
    fn user(&self, name: &str) -> UserId {
        self.users
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, id)| *id)
            .expect("known user")
    }

    /// The newest public message with a board image and buttons: the turn message.
    fn turn_message(&self) -> SimMessage {
        self.fake
            .messages(self.channel)
            .into_iter()
            .rev()
            .find(|m| !m.is_ephemeral() && m.attachment("board.png").is_some())
            .expect("a turn message")
    }

    fn button(&self, msg: &SimMessage, verb: &str) -> Option<String> {
        msg.custom_ids().into_iter().find(|id| {
            let parts: Vec<&str> = id.splitn(4, ':').collect();
            parts.get(3) == Some(&verb)
        })
    }

    /// Whether `user`'s Discord client is Japanese (in the fake's default guild, hanako's is):
    /// their private answers are in Japanese, so a test picks the text it expects by the actor.
    fn speaks_japanese(&self, user: UserId) -> bool {
        self.fake
            .config()
            .user(user)
            .is_some_and(|u| u.locale.starts_with("ja"))
    }

    fn current_player(&self, msg: &SimMessage) -> UserId {
        self.users
            .iter()
            .map(|(_, id)| *id)
            .find(|id| msg.content.starts_with(&format!("<@{id}>")))
            .unwrap_or_else(|| panic!("no player mentioned first in {:?}", msg.content))
    }
}

fn png_size(bytes: &[u8]) -> (u32, u32) {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes.to_vec()));
    let info = decoder.read_info().expect("a PNG").info().clone();
    (info.width, info.height)
}

/// Opens a lobby, fills it and starts the game; returns the first turn message.
async fn lobby_to_first_turn(h: &Harness) -> SimMessage {
    let (alice, bob, hanako) = (h.user("alice"), h.user("bob"), h.user("hanako"));
    let new = h
        .fake
        .slash_command(alice, h.channel, "catan new", &[("players", json!(3))])
        .expect("send");
    let lobby = new.response(WAIT).await.expect("lobby message");
    assert!(!lobby.is_ephemeral());
    assert_eq!(lobby.embeds[0]["title"], "Catan — new game");
    let ids = lobby.custom_ids();
    // Join, Leave, Start, Cancel, and the host's Add computer.
    assert_eq!(ids.len(), 5, "{ids:?}");
    assert!(ids[4].ends_with(":cpu+"), "{ids:?}");
    let join = ids
        .iter()
        .find(|i| i.ends_with(":join"))
        .expect("join")
        .clone();
    let start = ids
        .iter()
        .find(|i| i.ends_with(":start"))
        .expect("start")
        .clone();

    // A second lobby in the same channel is refused.
    let again = h
        .fake
        .slash_command(bob, h.channel, "catan new", &[])
        .expect("send");
    let refused = again.response(WAIT).await.expect("refusal");
    assert!(refused.is_ephemeral());
    assert!(
        refused.content.contains("already has a game"),
        "{}",
        refused.content
    );

    for user in [bob, hanako] {
        let click = h.fake.click_button(user, lobby.id, &join).expect("click");
        assert_eq!(click.callback(WAIT).await.expect("update").kind, 7);
    }
    let updated = h.fake.message(lobby.id).expect("lobby");
    assert_eq!(updated.embeds[0]["fields"][0]["name"], "Players (3/3)");

    // Joining twice: a clear ephemeral refusal.
    let twice = h.fake.click_button(bob, lobby.id, &join).expect("click");
    let msg = twice.response(WAIT).await.expect("refusal");
    assert!(
        msg.is_ephemeral() && msg.content.contains("already joined"),
        "{}",
        msg.content
    );

    // Only the host (or an admin) starts.
    let early = h.fake.click_button(bob, lobby.id, &start).expect("click");
    assert_eq!(early.callback(WAIT).await.expect("ack").kind, 6);
    let no = early
        .followups(1, WAIT)
        .await
        .expect("follow-up")
        .pop()
        .expect("one");
    assert!(
        no.is_ephemeral() && no.content.contains("Only the host"),
        "{}",
        no.content
    );

    press_start(h, alice, &lobby, &start).await
}

/// The host presses Start: the first turn message appears and the lobby loses its buttons (an
/// edit that may land after the turn message on a loaded machine: waited for, not read at once).
async fn press_start(h: &Harness, host: UserId, lobby: &SimMessage, start: &str) -> SimMessage {
    let go = h.fake.click_button(host, lobby.id, start).expect("click");
    assert_eq!(go.callback(WAIT).await.expect("ack").kind, 6);
    let turn = h
        .fake
        .wait_for_message(WAIT, |m| {
            m.channel_id == h.channel && m.attachment("board.png").is_some() && !m.is_ephemeral()
        })
        .await
        .expect("turn message");
    h.fake
        .wait_for_message(WAIT, |m| m.id == lobby.id && m.components.is_empty())
        .await
        .expect("the lobby's buttons removed");
    turn
}

/// A Join pressed while another lobby change holds the channel for long (its answer to Discord
/// slowed down on purpose) is acknowledged before Discord's three seconds run out and the lobby
/// edited when the channel is free: both players are seated.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_join_while_the_channel_is_busy_is_acknowledged_then_applied() {
    let h = start().await;
    let (alice, bob, hanako) = (h.user("alice"), h.user("bob"), h.user("hanako"));
    let new = h
        .fake
        .slash_command(alice, h.channel, "catan new", &[("players", json!(3))])
        .expect("send");
    let lobby = new.response(WAIT).await.expect("lobby message");
    let ids = lobby.custom_ids();
    let join = ids.iter().find(|i| i.ends_with(":join")).expect("join");
    let leave = ids.iter().find(|i| i.ends_with(":leave")).expect("leave");
    // Bob joins as usual: the lobby updated in the answer itself.
    let joined = h.fake.click_button(bob, lobby.id, join).expect("click");
    assert_eq!(joined.callback(WAIT).await.expect("update").kind, 7);
    // His second press is refused after the channel was free again: nothing of the first is
    // still under way when the answers are slowed down.
    let twice = h.fake.click_button(bob, lobby.id, join).expect("click");
    twice.response(WAIT).await.expect("refusal");
    h.fake
        .delay_responses("POST", "/callback", Duration::from_millis(2500));
    let left = h.fake.click_button(bob, lobby.id, leave).expect("click");
    let joins = h.fake.click_button(hanako, lobby.id, join).expect("click");
    let mut kinds = vec![
        left.callback(WAIT).await.expect("answer").kind,
        joins.callback(WAIT).await.expect("answer").kind,
    ];
    kinds.sort_unstable();
    assert_eq!(kinds, vec![6, 7], "one update, one deferred update");
    let done = h
        .fake
        .wait_for_message(WAIT, |m| {
            m.id == lobby.id && m.embeds[0]["fields"][0]["name"] == "Players (2/3)"
        })
        .await
        .expect("bob left, hanako joined");
    let seated = done.embeds[0]["fields"][0]["value"].to_string();
    assert!(
        seated.contains(&hanako.to_string()) && !seated.contains(&bob.to_string()),
        "{seated}"
    );
    h.fake.assert_no_violations();
}

/// The lobby message is posted before its id is stored (the bot reads it back from Discord):
/// a Join and a Start pressed in that window must wait, or the Start would not find the
/// message to close and the lobby would keep its buttons.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_start_pressed_while_the_lobby_is_posted_still_closes_the_lobby() {
    let h = start().await;
    let (alice, bob, hanako) = (h.user("alice"), h.user("bob"), h.user("hanako"));
    h.fake
        .delay_responses("GET", "/messages/@original", Duration::from_millis(1000));
    let new = h
        .fake
        .slash_command(alice, h.channel, "catan new", &[("players", json!(3))])
        .expect("send");
    let lobby = new.response(WAIT).await.expect("lobby message");
    let ids = lobby.custom_ids();
    let join = ids.iter().find(|i| i.ends_with(":join")).expect("join");
    let start = ids.iter().find(|i| i.ends_with(":start")).expect("start");
    for user in [bob, hanako] {
        let click = h.fake.click_button(user, lobby.id, join).expect("click");
        assert_eq!(click.callback(WAIT).await.expect("update").kind, 7);
    }
    press_start(&h, alice, &lobby, start).await;
    h.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lobby_start_and_first_turn_message() {
    let h = start().await;
    let turn = lobby_to_first_turn(&h).await;

    let current = h.current_player(&turn);
    assert!(
        turn.content.contains("your setup placement"),
        "{}",
        turn.content
    );
    assert_eq!(turn.embeds[0]["title"], "Catan — setup");
    let board = turn.attachment("board.png").expect("board");
    let (w, h_px) = png_size(&board.data);
    assert!(w > 300 && h_px > 300, "{w}×{h_px}");
    // The board is an attachment of its own (Discord shows it before the embed), and the
    // embed does not repeat the players' state that the image shows.
    assert!(
        turn.embeds[0].get("image").is_none_or(|i| i.is_null()),
        "{:?}",
        turn.embeds[0]
    );
    assert!(
        turn.embeds[0]["fields"].as_array().is_none_or(|f| f
            .iter()
            .all(|f| !f["value"].as_str().unwrap_or("").contains(" VP"))),
        "{:?}",
        turn.embeds[0]
    );
    assert!(
        h.button(&turn, "pick:settlement").is_some(),
        "{:?}",
        turn.custom_ids()
    );
    assert!(h.button(&turn, "hand").is_some());

    // Only the current player is mentioned.
    let post = h
        .fake
        .requests()
        .into_iter()
        .find(|r| r.method == "POST" && r.path == format!("/channels/{}/messages", h.channel))
        .expect("the turn message was posted");
    let body = post.body.expect("payload");
    assert_eq!(
        body["allowed_mentions"]["users"],
        json!([current.to_string()])
    );
    assert_eq!(body["allowed_mentions"]["parse"], json!([]));

    h.fake.assert_no_violations();
    h.bot.abort();
}

/// Clicks `verb` (`pick:<kind>`) on the turn message as the current player, checks the
/// ephemeral chooser (labelled board image, select menus of legal spots), then places on its
/// first option with the slash command. Selecting in the chooser itself is not possible in the
/// fake yet: it leaves `interacted_message_id` out of the chooser's interaction metadata, so it
/// cannot build the select interaction (see the report).
async fn pick_and_place(h: &Harness, turn: &SimMessage, verb: &str) -> SimMessage {
    let user = h.current_player(turn);
    let id = h.button(turn, verb).expect("button");
    let open = h.fake.click_button(user, turn.id, &id).expect("click");
    let chooser = open.response(WAIT).await.expect("chooser");
    assert!(chooser.is_ephemeral());
    let image = chooser.attachment("board.png").expect("labelled board");
    assert!(png_size(&image.data).0 > 300);
    let menus = chooser.custom_ids();
    assert!(!menus.is_empty() && menus.len() <= 5, "{menus:?}");
    assert!(menus.iter().all(|m| m.contains(":place:")), "{menus:?}");
    let first = chooser.components[0]["components"][0]["options"][0]["value"]
        .as_str()
        .expect("an option")
        .to_owned();
    let kind = verb.trim_start_matches("pick:");
    let (command, option) = if kind == "robber" {
        ("catan robber".to_string(), "target")
    } else {
        (format!("catan build {kind}"), "spot")
    };
    // Autocomplete offers the same legal spots.
    let typing = h
        .fake
        .autocomplete(user, h.channel, &command, &[(option, json!(""))], option)
        .expect("autocomplete");
    let offered: Vec<Value> = typing
        .callback(WAIT)
        .await
        .expect("choices")
        .choices()
        .into_iter()
        .map(|(_, v)| v)
        .collect();
    assert!(offered.contains(&json!(first)), "{offered:?} lacks {first}");
    let place = h
        .fake
        .slash_command(user, h.channel, &command, &[(option, json!(first))])
        .expect("slash");
    place.response(WAIT).await.expect("placed")
}

async fn wait_version_change(h: &Harness, before: &SimMessage) -> SimMessage {
    let old_ids = before.custom_ids();
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let now = h.turn_message();
        if now.id != before.id || now.custom_ids() != old_ids {
            return now;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "turn message never changed"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn setup_placements_and_turns_through_buttons() {
    let h = start().await;
    let mut turn = lobby_to_first_turn(&h).await;

    // Someone else's turn: a clear refusal.
    let current = h.current_player(&turn);
    let other = h
        .users
        .iter()
        .map(|(_, u)| *u)
        .find(|u| *u != current)
        .expect("other");
    let id = h.button(&turn, "pick:settlement").expect("button");
    let refused = h.fake.click_button(other, turn.id, &id).expect("click");
    let msg = refused.response(WAIT).await.expect("refusal");
    // Whoever was drawn first, each answer is in the language of the one who acted.
    let not_yours = if h.speaks_japanese(other) {
        "あなたの番"
    } else {
        "not your move"
    };
    assert!(
        msg.is_ephemeral() && msg.content.contains(not_yours),
        "{}",
        msg.content
    );

    let done = pick_and_place(&h, &turn, "pick:settlement").await;
    assert!(done.is_ephemeral());
    let built = if h.speaks_japanese(current) {
        "開拓地を建設"
    } else {
        "built a settlement"
    };
    assert!(done.content.contains(built), "{}", done.content);
    turn = wait_version_change(&h, &turn).await;

    // The rest of the setup and a few turns, always through the turn message's buttons.
    let mut turn_messages = vec![turn.id];
    let mut rolls = 0;
    for _ in 0..40 {
        if rolls >= 3 {
            break;
        }
        let before = turn.clone();
        if h.button(&turn, "pick:settlement").is_some() {
            pick_and_place(&h, &turn, "pick:settlement").await;
        } else if h.button(&turn, "pick:road").is_some()
            && turn.embeds[0]["title"] == "Catan — setup"
        {
            let r = pick_and_place(&h, &turn, "pick:road").await;
            assert!(
                r.content.contains("built a road") || r.content.contains("街道を建設"),
                "{}",
                r.content
            );
        } else if h.button(&turn, "pick:robber").is_some() {
            pick_and_place(&h, &turn, "pick:robber").await;
        } else if let Some(roll) = h.button(&turn, "roll") {
            let user = h.current_player(&turn);
            let click = h.fake.click_button(user, turn.id, &roll).expect("click");
            let said = click.response(WAIT).await.expect("roll answer");
            assert!(
                said.is_ephemeral()
                    && (said.content.contains("rolled")
                        || said.content.contains("サイコロを振って")),
                "{}",
                said.content
            );
            rolls += 1;
        } else if let Some(end) = h.button(&turn, "end") {
            let user = h.current_player(&turn);
            let click = h.fake.click_button(user, turn.id, &end).expect("click");
            click.response(WAIT).await.expect("end answer");
        } else {
            panic!("no known button in {:?}", turn.custom_ids());
        }
        turn = wait_version_change(&h, &before).await;
        if turn.id != before.id {
            turn_messages.push(turn.id);
            // The previous turn message keeps its board but loses its buttons.
            let old = h
                .fake
                .wait_for_message(WAIT, |m| m.id == before.id && m.components.is_empty())
                .await
                .expect("the old turn message's buttons removed");
            assert!(old.attachment("board.png").is_some());
        }
    }
    assert_eq!(rolls, 3, "three turns were rolled");
    assert!(
        turn_messages.len() >= 6 + 2,
        "{} turn messages",
        turn_messages.len()
    );
    assert!(
        turn.embeds[0]["title"]
            .as_str()
            .is_some_and(|t| t.starts_with("Catan — turn"))
    );

    // The Hand button works for any seated player and is private.
    let hand = h.button(&turn, "hand").expect("hand");
    let who = h.user("hanako");
    let click = h.fake.click_button(who, turn.id, &hand).expect("click");
    let mine = click.response(WAIT).await.expect("hand");
    // Hanako's Discord client is Japanese: her private answers are in Japanese.
    assert!(
        mine.is_ephemeral() && mine.content.starts_with("**手札**"),
        "{}",
        mine.content
    );
    assert!(!h.fake.messages(h.channel).iter().any(|m| m.id == mine.id));

    // The same through a slash command, with autocomplete refusing nothing odd.
    let slash = h
        .fake
        .slash_command(who, h.channel, "catan hand", &[])
        .expect("send");
    let again = slash.response(WAIT).await.expect("hand");
    assert!(again.is_ephemeral() && again.content.starts_with("**手札**"));

    h.fake.assert_no_violations();
    h.bot.abort();
}
