//! Computer players through the fake Discord: seated by `/catan new bots:` and by the host's
//! lobby button, named as computers, playing a whole game through the same commit path as
//! people (marked in the log), a player's seat handed to the computer, and the turn timer handing
//! a timed-out seat to it when the server opts in, and computers answering a person's offer.

use std::time::Duration;

use kaitaku::bot::NewGames;
use kaitaku_engine::Action;
use kaitaku_store::{CommandSource, GameStatus, GuildSettings, StoredGame};
use serde_json::json;

use crate::support::{BEGINNER_BOARD, Harness, game_of, public_text, wait_for_log};

/// The choice index of a computer level option (Easy, Normal, Hard).
const EASY: u64 = 0;

/// The lobby buttons' verbs, row by row.
fn lobby_verbs(msg: &kaitaku_discord_sim::SimMessage) -> Vec<Vec<String>> {
    msg.components
        .iter()
        .map(|row| {
            row["components"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|b| b["custom_id"].as_str())
                .filter_map(crate::support::verb_of)
                .map(str::to_owned)
                .collect()
        })
        .collect()
}

/// No message of the channel mentions a computer seat (they have no Discord user).
fn no_computer_is_mentioned(h: &Harness) {
    for m in h.fake.messages(h.channel) {
        let text = public_text(&m);
        assert!(!text.contains("<@0>"), "a mention of nobody: {text}");
        assert!(
            !text.contains("<@922337203685477"),
            "a computer's id mentioned: {text}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn computers_fill_the_table_and_play_a_game_to_the_end() {
    let h = crate::support::start(NewGames::default()).await;
    let alice = h.user("alice");
    let bob = h.user("bob");

    // More computers than free seats: refused, and no lobby opens.
    let refused = h
        .slash(
            alice,
            "catan new",
            &[("players", json!(3)), ("bots", json!(3))],
        )
        .await;
    assert!(refused.is_ephemeral());
    assert!(
        refused.content.contains("at most 2 computer players"),
        "{}",
        refused.content
    );
    assert!(
        h.store
            .load_by_channel(h.channel.get())
            .await
            .expect("load")
            .is_none()
    );

    // One computer at once, at the easy level.
    let lobby = h
        .slash(
            alice,
            "catan new",
            &[
                ("players", json!(3)),
                ("target_vp", json!(5)),
                ("board", json!(BEGINNER_BOARD)),
                ("bots", json!(1)),
                ("bot_level", json!(EASY)),
            ],
        )
        .await;
    assert!(!lobby.is_ephemeral(), "{}", lobby.content);
    let players = lobby.embeds[0]["fields"][0]["value"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    assert!(players.contains("🤖 CPU 1 · easy"), "{players}");
    assert_eq!(lobby_verbs(&lobby)[1], ["cpu+", "cpu-"]);
    let add = h.button(&lobby, "cpu+").expect("add computer");

    // Only the host seats computers.
    let not_host = h.click(bob, lobby.id, &add).await;
    assert!(not_host.is_ephemeral(), "{}", not_host.content);
    assert!(not_host.content.contains("host"), "{}", not_host.content);
    assert_eq!(game_of(&h).await.seats.len(), 2, "nothing changed");

    // The host fills the table: the add button goes; removing one brings it back.
    let full = h.click(alice, lobby.id, &add).await;
    let players = full.embeds[0]["fields"][0]["value"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    assert!(players.contains("🤖 CPU 2 · normal"), "{players}");
    assert_eq!(lobby_verbs(&full)[1], ["cpu-"]);
    let remove = h.button(&full, "cpu-").expect("remove computer");
    let fewer = h.click(alice, lobby.id, &remove).await;
    assert_eq!(lobby_verbs(&fewer)[1], ["cpu+", "cpu-"]);
    assert_eq!(game_of(&h).await.seats.len(), 2);
    h.click(alice, lobby.id, &add).await;

    // Start: the computers are seated and named as such.
    let start = h.button(&lobby, "start").expect("start");
    h.fake
        .click_button(alice, lobby.id, &start)
        .expect("start")
        .callback(crate::support::WAIT)
        .await
        .expect("ack");
    let stored = wait_started(&h).await;
    assert_eq!(stored.user_of(0), Some(alice.get()));
    assert_eq!(stored.computer_of(1), Some("easy"));
    assert_eq!(stored.computer_of(2), Some("normal"));

    // Alice hands her own seat to the computer too (she is an admin): the game runs itself.
    let kicked = h
        .slash(
            alice,
            "catan-admin kick",
            &[
                ("player", json!(alice.to_string())),
                ("computer", json!(EASY)),
            ],
        )
        .await;
    assert!(!kicked.is_ephemeral());
    assert!(
        kicked.content.contains("the computer (easy)"),
        "{}",
        kicked.content
    );

    let finished = wait_finished(&h, stored.id, Duration::from_secs(300)).await;
    let game = finished.game.as_ref().expect("the game");
    let winner = game.winner().expect("a winner");
    let log = h.store.commands(stored.id).await.expect("log");
    assert!(log.len() > 20, "a whole game: {} commands", log.len());
    assert!(
        log.iter()
            .all(|c| c.command.source == CommandSource::Computer),
        "every move was a computer's"
    );
    for seat in 0..3 {
        assert!(
            log.iter()
                .any(|c| c.command.seat == seat && c.command.action == Action::Roll),
            "seat {seat} rolled"
        );
    }
    // The final message names the winner, a computer or alice.
    let winner_name = match finished.computer_number(winner) {
        Some(n) => format!("🤖 CPU {n}"),
        None => "alice".to_owned(),
    };
    let last = h.turn_message();
    assert!(
        public_text(&last).contains(&winner_name),
        "{}",
        public_text(&last)
    );
    no_computer_is_mentioned(&h);
    h.fake.assert_no_violations();
}

/// Waits until the channel's game is over (or panics after `limit`).
async fn wait_finished(h: &Harness, game: kaitaku_store::GameId, limit: Duration) -> StoredGame {
    let deadline = tokio::time::Instant::now() + limit;
    loop {
        let g = h.store.load(game).await.expect("load");
        if g.status == GameStatus::Finished {
            return g;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the computers did not finish the game: version {}",
            g.version
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_timer_hands_a_timed_out_seat_to_the_computer_when_the_server_says_so() {
    let h = crate::support::start(NewGames::default()).await;
    let guild = h.fake.guild_id().expect("guild").get();
    let settings = GuildSettings {
        turn_timer_secs: Some(1),
        computer_takes_over: true,
        ..GuildSettings::default()
    };
    h.store
        .set_guild_settings(guild, &settings)
        .await
        .expect("settings");
    h.new_game(3, 10).await;
    let stored = game_of(&h).await;
    // Nobody acts: every expiry is played by the computer, never by minimal moves.
    let log = wait_for_log(
        &h.store,
        stored.id,
        Duration::from_secs(60),
        "the setup and a first roll played for the absent players",
        |log| log.iter().any(|c| c.command.action == Action::Roll),
    )
    .await;
    assert!(
        log.iter()
            .all(|c| c.command.source == CommandSource::Computer),
        "{:?}",
        log.iter().map(|c| c.command.source).collect::<Vec<_>>()
    );
    // The seats stay their players': no seat was kicked.
    assert!(
        h.store
            .autoplay_seats(stored.id)
            .await
            .expect("seats")
            .is_empty()
    );
    let reminderless = h.fake.messages(h.channel);
    assert!(
        reminderless
            .iter()
            .all(|m| !m.content.contains("minimal move"))
    );
    h.fake.assert_no_violations();
}

/// `host` opens a 3-seat game on the beginner board with two computers (`/catan new bots:2`)
/// and starts it; the started game.
async fn start_with_two_computers(
    h: &Harness,
    host: poise::serenity_prelude::UserId,
) -> StoredGame {
    let lobby = h
        .slash(
            host,
            "catan new",
            &[
                ("players", json!(3)),
                ("board", json!(BEGINNER_BOARD)),
                ("bots", json!(2)),
            ],
        )
        .await;
    let start = h.button(&lobby, "start").expect("start");
    h.fake
        .click_button(host, lobby.id, &start)
        .expect("start")
        .callback(crate::support::WAIT)
        .await
        .expect("ack");
    wait_started(h).await
}

/// Waits until the channel's game has started.
async fn wait_started(h: &Harness) -> StoredGame {
    for _ in 0..200 {
        let g = game_of(h).await;
        if g.status == GameStatus::Active {
            return g;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the game did not start");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_takes_over_a_computer_seat_by_its_number() {
    let h = crate::support::start(NewGames::default()).await;
    let (alice, eve) = (h.user("alice"), h.user("eve"));
    let stored = start_with_two_computers(&h, alice).await;
    // Alice's own seat is not free; the second computer's is.
    let refused = h.slash(eve, "catan takeover", &[("seat", json!(1))]).await;
    assert!(refused.is_ephemeral());
    assert!(
        refused.content.contains("Seat 1 is not free"),
        "{}",
        refused.content
    );
    let which = h.slash(eve, "catan takeover", &[]).await;
    assert!(which.content.contains("seat:2"), "{}", which.content);
    let taken = h.slash(eve, "catan takeover", &[("seat", json!(3))]).await;
    assert!(!taken.is_ephemeral(), "{}", taken.content);
    assert!(taken.content.contains("🤖 CPU 2"), "{}", taken.content);
    let now = h.store.load(stored.id).await.expect("load");
    assert_eq!(now.user_of(2), Some(eve.get()));
    assert_eq!(now.computer_of(2), None);
    assert_eq!(now.computer_of(1), Some("normal"));
    assert_eq!(
        h.store.autoplay_seats(stored.id).await.expect("seats"),
        vec![1]
    );
    no_computer_is_mentioned(&h);
    h.fake.assert_no_violations();
}

/// A person's trade offer to the table: the computers answer it themselves (each a moment
/// after the offer, through the commit path, logged as the computer's), and their answers show
/// on the offer.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn computers_answer_a_persons_trade_offer() {
    use kaitaku_engine::Script;
    use kaitaku_engine::state::Phase;
    // Alice first, and no 7 for a while: no robber or discards to steer.
    let dice: Vec<[u8; 2]> = [
        [2, 4],
        [3, 5],
        [4, 5],
        [2, 2],
        [5, 6],
        [1, 3],
        [4, 6],
        [1, 2],
    ]
    .into_iter()
    .cycle()
    .take(80)
    .collect();
    let h = crate::support::start(NewGames {
        seed: Some(5),
        script: Script {
            first_player: Some(0),
            dice,
            ..Script::default()
        },
        per_channel: false,
        modules: Vec::new(),
    })
    .await;
    let alice = h.user("alice");
    let stored = start_with_two_computers(&h, alice).await;
    assert_eq!(stored.user_of(0), Some(alice.get()));

    // Alice plays her setup by slash command (the first spot offered) and rolls on her turn,
    // until she holds a card in her main phase; the computers play their own seats meanwhile.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(120);
    let hand = loop {
        assert!(
            tokio::time::Instant::now() < deadline,
            "alice's main phase never came"
        );
        let now = h.store.load(stored.id).await.expect("load");
        let game = now.game.as_ref().expect("the game");
        let st = game.state();
        if st.current != 0 {
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        }
        match &st.phase {
            Phase::Setup { road_from, .. } => {
                let (command, option) = if road_from.is_some() {
                    ("catan build road", "spot")
                } else {
                    ("catan build settlement", "spot")
                };
                let offered = h.autocomplete(alice, command, option, "").await;
                let spot = offered.first().expect("a free spot").1.clone();
                let said = h.slash(alice, command, &[(option, json!(spot))]).await;
                assert!(!said.content.contains("can't"), "{}", said.content);
            }
            Phase::BeforeRoll => {
                h.slash(alice, "catan roll", &[]).await;
            }
            Phase::Main if st.players[0].hand.total() > 0 => break st.players[0].hand,
            Phase::Main => {
                h.slash(alice, "catan end", &[]).await;
            }
            other => panic!("alice's turn in {other:?}"),
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    };

    // One card she holds for one she lacks, offered to everyone.
    let give = kaitaku_engine::Resource::ALL
        .into_iter()
        .find(|r| hand[*r] > 0)
        .expect("a card");
    let want = kaitaku_engine::Resource::ALL
        .into_iter()
        .find(|r| *r != give)
        .expect("another resource");
    let posted = h
        .slash(
            alice,
            "catan trade offer",
            &[
                ("give", json!(format!("1 {give}"))),
                ("get", json!(format!("1 {want}"))),
            ],
        )
        .await;
    assert!(
        posted.content.contains("Your offer was posted"),
        "{}",
        posted.content
    );
    let log = wait_for_log(
        &h.store,
        stored.id,
        Duration::from_secs(60),
        "both computers answer the offer",
        |log| {
            [1, 2].iter().all(|&seat| {
                log.iter().any(|c| {
                    c.command.seat == seat
                        && matches!(c.command.action, Action::RespondTrade { .. })
                })
            })
        },
    )
    .await;
    for c in log
        .iter()
        .filter(|c| matches!(c.command.action, Action::RespondTrade { .. }))
    {
        assert_eq!(c.command.source, CommandSource::Computer, "{c:?}");
    }
    // The offer message shows both answers, under the computers' names.
    let offer = h
        .fake
        .messages(h.channel)
        .into_iter()
        .rev()
        .find(|m| !m.is_ephemeral() && public_text(m).contains("CPU 2"))
        .expect("the offer with the answers");
    let text = public_text(&offer);
    assert!(text.contains("offers"), "{text}");
    for cpu in ["🤖 CPU 1", "🤖 CPU 2"] {
        assert!(
            text.lines().any(|l| l.contains(cpu)
                && ["accepts", "declines", "counter"]
                    .iter()
                    .any(|a| l.contains(a))),
            "{cpu}'s answer missing: {text}"
        );
    }
    no_computer_is_mentioned(&h);
    h.fake.assert_no_violations();
}
