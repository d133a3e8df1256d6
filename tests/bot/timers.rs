//! Async play end to end: reminders, the turn timer (setup, rolls, discards, the robber), a
//! stored deadline firing after a restart, and replacing a player (kick, takeover).
//!
//! Timing assertions are tolerant: intervals are 1–3 s and every wait allows many seconds.

use std::time::Duration;

use crate::support::{Harness, WAIT, game_of, public_text, wait_for_log};
use kaitaku::bot::modules::table_config;
use kaitaku::bot::scheduler::lateness_samples;
use kaitaku::bot::{BotOptions, NewGames, run_until};
use kaitaku_discord_sim::{FakeConfig, FakeDiscord, SimMessage};
use kaitaku_engine::autoplay::minimal_action;
use kaitaku_engine::state::Phase;
use kaitaku_engine::{Action, Game, Script};
use kaitaku_i18n::Lang;
use kaitaku_store::{
    CommandSource, Deadline, DeadlineKind, GameStatus, GuildSettings, Store, StoreConfig,
};
use serde_json::json;
use serenity::model::id::UserId;

const SEED: u64 = 42;

/// Sets the reminder and timer intervals of the fake's guild.
async fn set_intervals(
    store: &Store,
    fake: &FakeDiscord,
    reminder: Option<u32>,
    timer: Option<u32>,
) {
    let guild = fake.guild_id().expect("guild").get();
    let settings = GuildSettings {
        reminder_secs: reminder,
        turn_timer_secs: timer,
        ..GuildSettings::default()
    };
    store
        .set_guild_settings(guild, &settings)
        .await
        .expect("settings");
}

/// The reminders posted so far in the channel.
fn reminders(h: &Harness) -> Vec<SimMessage> {
    h.fake
        .messages(h.channel)
        .into_iter()
        .filter(|m| m.content.starts_with('⏰'))
        .collect()
}

/// The members mentioned in a message.
fn mentioned(h: &Harness, msg: &SimMessage) -> Vec<UserId> {
    h.users
        .iter()
        .map(|(_, id)| *id)
        .filter(|id| msg.content.contains(&format!("<@{id}>")))
        .collect()
}

/// Prints how late the deadlines of this process fired (p50, p99, max in ms).
fn report_lateness(label: &str) {
    let mut late: Vec<i64> = lateness_samples().into_iter().map(|(_, ms)| ms).collect();
    late.sort_unstable();
    if let (Some(max), false) = (late.last(), late.is_empty()) {
        let at = |q: f64| late[((late.len() - 1) as f64 * q).round() as usize];
        eprintln!(
            "{label}: {} deadlines fired, lateness p50 {} ms, p99 {} ms, max {} ms",
            late.len(),
            at(0.5),
            at(0.99),
            max
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reminders_mention_only_the_player_owing_a_move_once_per_interval() {
    let h = crate::support::start(NewGames {
        seed: Some(SEED),
        ..NewGames::default()
    })
    .await;
    set_intervals(&h.store, &h.fake, Some(1), None).await;
    let turn = h.new_game(3, 10).await;
    let current = h.mentioned(&turn).expect("someone to act");
    let started = tokio::time::Instant::now();
    // Wait for a few reminders.
    let deadline = started + WAIT;
    while reminders(&h).len() < 3 {
        assert!(tokio::time::Instant::now() < deadline, "no reminders");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let elapsed = started.elapsed().as_secs_f64();
    let sent = reminders(&h);
    // Once per interval: three reminders take about three seconds (never a burst).
    assert!(elapsed >= 2.5, "3 reminders after only {elapsed:.1} s");
    for r in &sent {
        assert!(!r.is_ephemeral(), "a reminder is public");
        assert_eq!(r.channel_id, h.channel, "in the game's channel");
        assert_eq!(mentioned(&h, r), vec![current], "{}", r.content);
    }
    // Nowhere else: no other channel got anything.
    let general = h.fake.channel_id("general").expect("general");
    assert!(h.fake.messages(general).is_empty());

    // Once the player acts, the reminders go to the next player.
    let pick = h.button(&turn, "pick:settlement").expect("pick");
    let chooser = h.click(current, turn.id, &pick).await;
    let (menu, value, _) = crate::support::options(&chooser).remove(0);
    let road = h
        .select(current, chooser.id, &menu, &[value.as_str()])
        .await;
    let (menu, value, _) = crate::support::options(&road).remove(0);
    h.select(current, road.id, &menu, &[value.as_str()]).await;
    let deadline = tokio::time::Instant::now() + WAIT;
    let next = loop {
        let next = h.mentioned(&h.turn_message()).expect("a player to act");
        if next != current {
            break next;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the turn never passed"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let before = reminders(&h).len();
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let now = reminders(&h);
        // A reminder already on its way when the player acted may still arrive for them on a
        // loaded machine: at most one; the first for anyone else is for the next player.
        let fresh = now.get(before..).unwrap_or_default();
        if let Some(r) = fresh.iter().find(|r| mentioned(&h, r) != vec![current]) {
            assert_eq!(mentioned(&h, r), vec![next], "{}", r.content);
            let late = fresh
                .iter()
                .take_while(|r| mentioned(&h, r) == vec![current])
                .count();
            assert!(late <= 1, "{late} reminders for a player who had acted");
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "no reminder for the next player"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    report_lateness("reminders");
    h.fake.assert_no_violations();
}

/// Dice for a 3-player game played entirely by the timer: production rolls until a 7 makes
/// someone discard, found by playing the same game offline with the same minimal moves.
fn dice_for_a_discard() -> Vec<[u8; 2]> {
    let production = [[3, 3], [4, 4], [2, 3], [4, 5], [5, 5], [2, 2], [5, 6]];
    for k in 0..60 {
        let mut dice: Vec<[u8; 2]> = (0..k).map(|i| production[i % production.len()]).collect();
        dice.push([3, 4]);
        let mut config = table_config(Vec::new(), Some(3), Some(10), Lang::En).expect("config");
        config.script = Script {
            dice: dice.clone(),
            ..Script::default()
        };
        let mut game = Game::new(config, SEED).expect("game");
        let mut rolls = 0;
        while rolls <= k && game.winner().is_none() {
            let Some(p) = game.pending().first().copied() else {
                break;
            };
            let action = minimal_action(&game, p.seat).expect("a minimal move");
            if action == Action::Roll {
                rolls += 1;
            }
            game.apply(p.seat, &action).expect("applies");
        }
        if rolls == k + 1 && matches!(game.phase(), Phase::Discard { .. }) {
            return dice;
        }
    }
    panic!("no dice sequence leads to a discard");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_timer_plays_rolls_discards_and_the_robber_and_the_log_says_so() {
    let dice = dice_for_a_discard();
    let rolls = dice.len();
    let h = crate::support::start(NewGames {
        seed: Some(SEED),
        script: Script {
            dice,
            ..Script::default()
        },
        per_channel: false,
        modules: Vec::new(),
    })
    .await;
    set_intervals(&h.store, &h.fake, None, Some(1)).await;
    h.new_game(3, 10).await;
    let stored = game_of(&h).await;
    // Setup (6 expiries) and `rolls` turns, about a second each: allow plenty.
    let limit = Duration::from_secs(30 + 3 * rolls as u64);
    let log = wait_for_log(&h.store, stored.id, limit, "a timer robbery", |log| {
        log.iter()
            .any(|c| matches!(c.command.action, Action::MoveRobber { .. }))
            && log
                .iter()
                .filter(|c| c.command.action == Action::EndTurn)
                .count()
                >= rolls
    })
    .await;
    let timer = |f: &dyn Fn(&Action) -> bool| {
        log.iter()
            .any(|c| c.command.source == CommandSource::Timer && f(&c.command.action))
    };
    assert!(
        timer(&|a| matches!(a, Action::BuildSettlement { .. })),
        "setup"
    );
    assert!(timer(&|a| *a == Action::Roll), "roll");
    assert!(timer(&|a| matches!(a, Action::Discard { .. })), "discard");
    assert!(timer(&|a| matches!(a, Action::MoveRobber { .. })), "robber");
    assert!(timer(&|a| *a == Action::EndTurn), "end of turn");
    assert!(
        log.iter()
            .all(|c| c.command.source == CommandSource::Timer && c.command.actor_id.is_none()),
        "every move here was the timer's"
    );

    // The log and the turn message show that the timer acted.
    let alice = h.user("alice");
    let text = h.slash(alice, "catan log", &[]).await;
    assert!(text.content.contains("(auto)"), "{}", text.content);
    assert!(public_text(&h.turn_message()).contains("(auto)"));
    report_lateness("turn timer");
    h.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kick_is_for_admins_and_the_kicked_seat_plays_until_taken_over() {
    let h = crate::support::start(NewGames {
        seed: Some(SEED),
        ..NewGames::default()
    })
    .await;
    let turn = h.new_game(3, 10).await;
    let stored = game_of(&h).await;
    let current = h.mentioned(&turn).expect("someone to act");
    let seat = stored.seat_of(current.get()).expect("seated");
    let (alice, bob, taro) = (h.user("alice"), h.user("bob"), h.user("taro"));

    // Not an admin: refused, nothing changes.
    let refused = h
        .slash(
            bob,
            "catan-admin kick",
            &[("player", json!(current.to_string()))],
        )
        .await;
    assert!(refused.is_ephemeral());
    assert!(
        refused.content.contains("Manage Server"),
        "{}",
        refused.content
    );
    assert!(
        h.store
            .autoplay_seats(stored.id)
            .await
            .expect("seats")
            .is_empty()
    );
    assert_eq!(game_of(&h).await.version, 0);

    // Takeover with no kicked seat: refused.
    let none = h.slash(taro, "catan takeover", &[]).await;
    assert!(
        none.is_ephemeral() && none.content.contains("No seat"),
        "{}",
        none.content
    );

    // An admin kicks the player to act: announced, and the seat plays at once.
    let kicked = h
        .slash(
            alice,
            "catan-admin kick",
            &[("player", json!(current.to_string()))],
        )
        .await;
    assert!(!kicked.is_ephemeral(), "the kick is announced publicly");
    assert!(kicked.content.contains("replaced"), "{}", kicked.content);
    assert_eq!(
        h.store.autoplay_seats(stored.id).await.expect("seats"),
        vec![seat]
    );
    let log = wait_for_log(
        &h.store,
        stored.id,
        WAIT,
        "the kicked seat's setup",
        |log| log.len() >= 2,
    )
    .await;
    assert!(
        log.iter()
            .all(|c| c.command.seat == seat && c.command.source == CommandSource::Timer)
    );
    let now = game_of(&h).await;
    let game = now.game.as_ref().expect("game");
    assert_ne!(game.state().current, seat, "the turn passed on");

    // A seated player (not the kicked one) may not take the seat; someone outside the game may.
    let seated_player = stored
        .seats
        .iter()
        .map(|s| UserId::new(s.user_id))
        .find(|u| *u != current)
        .expect("another seated player");
    let seated = h.slash(seated_player, "catan takeover", &[]).await;
    assert!(seated.is_ephemeral() && seated.content.contains("already playing"));
    let took = h.slash(taro, "catan takeover", &[]).await;
    assert!(!took.is_ephemeral(), "{}", took.content);
    assert!(took.content.contains("takes over"), "{}", took.content);
    let now = game_of(&h).await;
    assert_eq!(now.seat_of(taro.get()), Some(seat));
    assert_eq!(now.seat_of(current.get()), None);
    assert!(
        h.store
            .autoplay_seats(stored.id)
            .await
            .expect("seats")
            .is_empty()
    );

    // A kick by mistake is undone by the kicked player taking their own seat back.
    let again = h
        .slash(
            alice,
            "catan-admin kick",
            &[("player", json!(taro.to_string()))],
        )
        .await;
    assert!(
        !again.is_ephemeral() && again.content.contains("replaced"),
        "{}",
        again.content
    );
    let back = h.slash(taro, "catan takeover", &[]).await;
    assert!(!back.is_ephemeral(), "{}", back.content);
    assert!(back.content.contains("is back"), "{}", back.content);
    assert_eq!(game_of(&h).await.seat_of(taro.get()), Some(seat));
    assert!(
        h.store
            .autoplay_seats(stored.id)
            .await
            .expect("seats")
            .is_empty()
    );
    h.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stored_timer_fires_after_the_bot_restarts() {
    let fake = FakeDiscord::start(FakeConfig::default())
        .await
        .expect("fake");
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("kaitaku.db");
    let launch = |token: &'static str| {
        let http = fake.http_for_bot(token);
        let options = BotOptions {
            guild_id: fake.guild_id(),
            new_games: crate::support::seeded(NewGames {
                seed: Some(SEED),
                ..NewGames::default()
            }),
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
    let store = Store::connect(&StoreConfig::file(&db))
        .await
        .expect("store");
    // A timer of an hour: it cannot come due while the first bot runs, however loaded the
    // machine; the test moves it to now once that bot has stopped.
    set_intervals(&store, &fake, None, Some(3600)).await;

    let (stop, first) = launch("first-bot-token");
    fake.wait_for_command("catan", WAIT)
        .await
        .expect("registered");
    let channel = fake.channel_id("catan").expect("channel");
    let [alice, bob, hanako] = ["alice", "bob", "hanako"].map(|n| fake.user_id(n).expect("user"));
    let lobby = fake
        .slash_command(alice, channel, "catan new", &[("players", json!(3))])
        .expect("new")
        .response(WAIT)
        .await
        .expect("lobby");
    let id = |msg: &SimMessage, verb: &str| {
        msg.custom_ids()
            .into_iter()
            .find(|i| crate::support::verb_of(i) == Some(verb))
            .unwrap_or_else(|| panic!("no {verb}"))
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
    let game = loop {
        if let Some(g) = store.load_by_channel(channel.get()).await.expect("load")
            && g.status == GameStatus::Active
        {
            break g;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    // The deadline is stored; stop the bot before it is due.
    let deadlines = loop {
        let d = store.deadlines_of(game.id).await.expect("deadlines");
        if !d.is_empty() {
            break d;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let timer = deadlines
        .iter()
        .find(|d| d.kind == DeadlineKind::Timer && d.version == 0)
        .copied()
        .expect("the first turn's timer is stored");
    stop.send(()).expect("stop");
    first.await.expect("first bot ended");
    assert_eq!(
        store.commands(game.id).await.expect("log").len(),
        0,
        "not yet due"
    );
    // While no bot runs, the stored deadline comes due.
    let now_ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX));
    store
        .set_deadline(Deadline {
            due_at: now_ms,
            ..timer
        })
        .await
        .expect("deadline moved to now");

    // A new bot on the same database plays the move when the stored deadline comes.
    let (_stop_second, _second) = launch("second-bot-token");
    let log = wait_for_log(&store, game.id, WAIT, "the timer after a restart", |log| {
        log.len() >= 2
    })
    .await;
    assert_eq!(log[0].command.source, CommandSource::Timer);
    assert!(matches!(
        log[0].command.action,
        Action::BuildSettlement { .. }
    ));
    fake.assert_no_violations();
}
