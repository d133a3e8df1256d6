//! Store behaviour: games per channel, lobbies, commits and version checks, replaying the log,
//! settings, results, concurrency and corrupt rows.

use kaitaku_engine::random_play::{RandomPlayOptions, random_step};
use kaitaku_engine::{Action, GameConfig};
use kaitaku_i18n::Lang;
use kaitaku_store::{
    Command, CommandSource, CorruptPart, GameFilter, GameId, GameStatus, GuildSettings,
    LobbyProblem, NewGame, NewLobby, PlayError, ResultOutcome, StartPolicy, Store, StoreConfig,
    StoreError, StoredGame,
};
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

use crate::backend::{Backend, backend_tests, test_store};

const GUILD: u64 = 1_100_000_000_000_000_001;
const PLAYERS: [u64; 4] = [
    900_000_000_000_000_001,
    900_000_000_000_000_002,
    900_000_000_000_000_003,
    // Above i64::MAX: snowflakes are stored bit-for-bit.
    u64::MAX - 7,
];

fn new_game(channel: u64, seed: u64) -> NewGame {
    NewGame {
        guild_id: GUILD,
        channel_id: channel,
        host_id: PLAYERS[0],
        players: PLAYERS.to_vec(),
        config: GameConfig::base(4),
        seed,
    }
}

/// The next random (seat, action) of a stored game.
fn next_command(stored: &StoredGame, rng: &mut Pcg64Mcg) -> Option<Command> {
    let game = stored.game.as_ref()?;
    let (seat, action) = random_step(game, rng, RandomPlayOptions::default(), &mut Vec::new())?;
    Some(Command::player(seat, action, stored.user_of(seat)?))
}

/// Plays up to `n` random accepted commands through the store; returns how many.
async fn play_random(
    store: &Store,
    stored: &mut StoredGame,
    rng: &mut Pcg64Mcg,
    n: usize,
) -> usize {
    let mut done = 0;
    while done < n {
        let Some(cmd) = next_command(stored, rng) else {
            break;
        };
        match store.play(stored, cmd).await {
            Ok(_) => done += 1,
            Err(PlayError::Rule(_)) => {}
            Err(PlayError::Store(e)) => panic!("store error: {e}"),
        }
    }
    done
}

fn json<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_string(v).expect("serialize")
}

backend_tests!(one_open_game_per_channel);
async fn one_open_game_per_channel(backend: Backend) {
    let Some((_db, store)) = test_store(backend, "one_open_game_per_channel").await else {
        return;
    };
    let g = store.create_game(new_game(10, 1)).await.unwrap();
    assert_eq!(g.status, GameStatus::Active);
    assert_eq!(g.version, 0);
    assert_eq!(g.user_of(3), Some(PLAYERS[3]));
    assert_eq!(g.seat_of(PLAYERS[1]), Some(1));
    match store.create_game(new_game(10, 2)).await {
        Err(StoreError::ChannelBusy {
            channel_id,
            game_id,
        }) => {
            assert_eq!((channel_id, game_id), (10, g.id));
        }
        other => panic!("expected ChannelBusy, got {other:?}"),
    }
    let lobby = NewLobby {
        guild_id: GUILD,
        channel_id: 10,
        host_id: 5,
        config: GameConfig::base(3),
    };
    assert!(matches!(
        store.create_lobby(lobby).await,
        Err(StoreError::ChannelBusy { .. })
    ));
    let other = store.create_game(new_game(11, 2)).await.unwrap();
    let loaded = store.load_by_channel(10).await.unwrap().unwrap();
    assert_eq!(loaded.id, g.id);
    assert_eq!(json(&loaded.game), json(&g.game));
    assert!(store.load_by_channel(12).await.unwrap().is_none());

    let all = store.list_games(GameFilter::default()).await.unwrap();
    assert_eq!(
        all.iter().map(|s| s.id).collect::<Vec<_>>(),
        vec![other.id, g.id]
    );
    let filter = GameFilter {
        guild_id: Some(GUILD),
        status: Some(GameStatus::Active),
        limit: Some(1),
    };
    assert_eq!(store.list_games(filter).await.unwrap().len(), 1);
    let none = GameFilter {
        guild_id: Some(2),
        ..GameFilter::default()
    };
    assert!(store.list_games(none).await.unwrap().is_empty());

    store
        .set_turn_message(g.id, Some(u64::MAX - 1))
        .await
        .unwrap();
    let loaded = store.load(g.id).await.unwrap();
    assert_eq!(loaded.turn_message_id, Some(u64::MAX - 1));
    assert_eq!(loaded.guild_id, GUILD);
    assert!(matches!(
        store.set_turn_message(GameId(999), None).await,
        Err(StoreError::NotFound(GameId(999)))
    ));

    // Abandoning frees the channel.
    store.abandon_game(g.id).await.unwrap();
    assert!(store.load_by_channel(10).await.unwrap().is_none());
    let again = store.create_game(new_game(10, 3)).await.unwrap();
    assert_ne!(again.id, g.id);
    let result = store.game_result(g.id).await.unwrap().unwrap();
    assert_eq!(result.outcome, ResultOutcome::Abandoned);
    assert_eq!(result.players.len(), 4);
    assert!(matches!(
        store.abandon_game(g.id).await,
        Err(StoreError::WrongStatus { .. })
    ));
    assert!(matches!(
        store
            .create_game(NewGame {
                players: vec![1, 2],
                ..new_game(13, 1)
            })
            .await,
        Err(StoreError::InvalidConfig { game_id: None, .. })
    ));
}

backend_tests!(lobby_join_leave_start);
async fn lobby_join_leave_start(backend: Backend) {
    let Some((_db, store)) = test_store(backend, "lobby_join_leave_start").await else {
        return;
    };
    let lobby = store
        .create_lobby(NewLobby {
            guild_id: GUILD,
            channel_id: 20,
            host_id: PLAYERS[0],
            config: GameConfig::base(3),
        })
        .await
        .unwrap();
    assert_eq!(lobby.status, GameStatus::Lobby);
    assert!(lobby.game.is_none());
    assert_eq!(lobby.seats.len(), 1);
    assert_eq!(lobby.seats[0].seat, None);
    let id = lobby.id;
    let problem = |r: Result<(), StoreError>| match r {
        Err(StoreError::Lobby { game_id, problem }) => {
            assert_eq!(game_id, id);
            problem
        }
        other => panic!("expected a lobby problem, got {other:?}"),
    };

    store.join_lobby(id, PLAYERS[1]).await.unwrap();
    assert_eq!(
        problem(store.join_lobby(id, PLAYERS[1]).await.map(drop)),
        LobbyProblem::AlreadyJoined(PLAYERS[1])
    );
    assert_eq!(
        problem(store.start_lobby(id, 7).await.map(drop)),
        LobbyProblem::PlayerCount {
            joined: 2,
            players: 3
        }
    );
    let seats = store.join_lobby(id, PLAYERS[2]).await.unwrap();
    assert_eq!(seats.len(), 3);
    assert_eq!(
        problem(store.join_lobby(id, PLAYERS[3]).await.map(drop)),
        LobbyProblem::Full(3)
    );
    assert_eq!(
        problem(store.leave_lobby(id, PLAYERS[0]).await.map(drop)),
        LobbyProblem::HostLeaving
    );
    assert_eq!(
        problem(store.leave_lobby(id, 42).await.map(drop)),
        LobbyProblem::NotJoined(42)
    );
    let seats = store.leave_lobby(id, PLAYERS[1]).await.unwrap();
    assert_eq!(
        seats.iter().map(|s| s.user_id).collect::<Vec<_>>(),
        vec![PLAYERS[0], PLAYERS[2]]
    );
    // A four-player table now; join order decides seats.
    store
        .set_lobby_config(id, &GameConfig::base(4))
        .await
        .unwrap();
    store.join_lobby(id, PLAYERS[3]).await.unwrap();
    store.join_lobby(id, PLAYERS[1]).await.unwrap();
    let reloaded = store.load_by_channel(20).await.unwrap().unwrap();
    assert_eq!(reloaded.status, GameStatus::Lobby);
    assert_eq!(reloaded.config.players, 4);

    let started = store.start_lobby(id, 99).await.unwrap();
    assert_eq!(started.status, GameStatus::Active);
    assert_eq!(started.seed, Some(99));
    let order: Vec<_> = (0..4).map(|s| started.user_of(s).unwrap()).collect();
    assert_eq!(order, vec![PLAYERS[0], PLAYERS[2], PLAYERS[3], PLAYERS[1]]);
    let game = started.game.as_ref().unwrap();
    assert_eq!(game.seed(), 99);
    assert!(matches!(
        store.join_lobby(id, 77).await,
        Err(StoreError::WrongStatus { .. })
    ));

    // A lobby with an impossible configuration is refused at start, with its id.
    let bad = store
        .create_lobby(NewLobby {
            guild_id: GUILD,
            channel_id: 21,
            host_id: 1,
            config: GameConfig::base(1),
        })
        .await
        .unwrap();
    assert!(matches!(
        store.start_lobby(bad.id, 1).await,
        Err(StoreError::InvalidConfig { game_id: Some(g), .. }) if g == bad.id
    ));
    // Abandoning a lobby frees the channel and records no result.
    store.abandon_game(bad.id).await.unwrap();
    assert!(store.load_by_channel(21).await.unwrap().is_none());
    assert!(store.game_result(bad.id).await.unwrap().is_none());
}

backend_tests!(commit_checks_the_version);
async fn commit_checks_the_version(backend: Backend) {
    let Some((_db, store)) = test_store(backend, "commit_checks_the_version").await else {
        return;
    };
    let mut stored = store.create_game(new_game(30, 5)).await.unwrap();
    let mut rng = Pcg64Mcg::seed_from_u64(crate::test_seed(5));
    assert_eq!(play_random(&store, &mut stored, &mut rng, 10).await, 10);
    assert_eq!(stored.version, 10);

    // A second handle on the same game, left behind at version 10.
    let mut stale = store.load(stored.id).await.unwrap();
    play_random(&store, &mut stored, &mut rng, 1).await;
    let cmd = next_command(&stale, &mut rng).unwrap();
    let before = json(&stale.game);
    match store.play(&mut stale, cmd).await {
        Err(PlayError::Store(e)) => {
            assert!(e.is_out_of_date(), "{e}");
            assert!(matches!(
                e,
                StoreError::VersionMismatch {
                    expected: 10,
                    actual: 11,
                    ..
                }
            ));
        }
        other => panic!("expected out of date, got {other:?}"),
    }
    assert_eq!(
        json(&stale.game),
        before,
        "a failed play leaves the handle unchanged"
    );
    let reloaded = store.load(stored.id).await.unwrap();
    assert_eq!(reloaded.version, 11);
    assert_eq!(json(&reloaded.game), json(&stored.game));

    // A rule error stores nothing.
    let seat_not_to_move = (0..4)
        .find(|s| stored.game.as_ref().unwrap().legal_actions(*s).is_empty())
        .unwrap();
    let err = store
        .play(
            &mut stored,
            Command::player(seat_not_to_move, Action::Roll, 1),
        )
        .await;
    assert!(matches!(err, Err(PlayError::Rule(_))));
    assert_eq!(store.load(stored.id).await.unwrap().version, 11);

    // A snapshot that does not follow from the expected version is refused.
    let game = stored.game.clone().unwrap();
    let cmd = Command::player(0, Action::Roll, 1);
    assert!(matches!(
        store.commit(stored.id, 11, &cmd, &[], &game).await,
        Err(StoreError::BadCommit { .. })
    ));

    // Commands and their events are logged with their source.
    let events = store.recent_events(stored.id, 1000).await.unwrap();
    assert!(!events.is_empty());
    assert!(
        events
            .windows(2)
            .all(|w| (w[0].version, w[0].index) < (w[1].version, w[1].index))
    );
    assert!(events.iter().all(|e| e.source == CommandSource::Player));
    let last3 = store.recent_events(stored.id, 3).await.unwrap();
    assert_eq!(last3[..], events[events.len() - 3..]);
    let commands = store.commands(stored.id).await.unwrap();
    assert_eq!(commands.len(), 11);
    assert_eq!(commands[10].version, 11);
}

backend_tests!(timer_and_admin_sources_are_recorded);
async fn timer_and_admin_sources_are_recorded(backend: Backend) {
    let Some((_db, store)) = test_store(backend, "timer_and_admin_sources_are_recorded").await
    else {
        return;
    };
    let mut stored = store.create_game(new_game(31, 9)).await.unwrap();
    let mut rng = Pcg64Mcg::seed_from_u64(crate::test_seed(9));
    for source in [CommandSource::Timer, CommandSource::Admin] {
        let mut cmd = next_command(&stored, &mut rng).unwrap();
        cmd.source = source;
        cmd.actor_id = (source == CommandSource::Admin).then_some(4242);
        store.play(&mut stored, cmd).await.unwrap();
    }
    let commands = store.commands(stored.id).await.unwrap();
    assert_eq!(commands[0].command.source, CommandSource::Timer);
    assert_eq!(commands[0].command.actor_id, None);
    assert_eq!(commands[1].command.source, CommandSource::Admin);
    assert_eq!(commands[1].command.actor_id, Some(4242));
}

backend_tests!(log_replays_to_the_snapshot);
async fn log_replays_to_the_snapshot(backend: Backend) {
    let Some((_db, store)) = test_store(backend, "log_replays_to_the_snapshot").await else {
        return;
    };
    let lengths = [
        0usize,
        1,
        2,
        3,
        7,
        16,
        40,
        100,
        250,
        600,
        usize::MAX,
        usize::MAX,
    ];
    for (i, &len) in lengths.iter().enumerate() {
        let seed = crate::test_seed(1000 + i as u64);
        let mut stored = store
            .create_game(new_game(100 + i as u64, seed))
            .await
            .unwrap();
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let played = play_random(&store, &mut stored, &mut rng, len).await;
        let rebuilt = store.rebuild_from_log(stored.id).await.unwrap();
        let loaded = store.load(stored.id).await.unwrap();
        assert_eq!(loaded.version, played as u64);
        assert_eq!(
            json(&rebuilt),
            json(loaded.game.as_ref().unwrap()),
            "seed {seed}, {played} actions"
        );
        store.verify_log(stored.id).await.unwrap();
        if len == usize::MAX {
            assert_eq!(loaded.status, GameStatus::Finished, "seed {seed}");
        }
    }
}

backend_tests!(finished_games_have_results_and_stats);
async fn finished_games_have_results_and_stats(backend: Backend) {
    let Some((_db, store)) = test_store(backend, "finished_games_have_results_and_stats").await
    else {
        return;
    };
    let mut stored = store.create_game(new_game(40, 77)).await.unwrap();
    let mut rng = Pcg64Mcg::seed_from_u64(crate::test_seed(77));
    let played = play_random(&store, &mut stored, &mut rng, usize::MAX).await;
    assert_eq!(stored.status, GameStatus::Finished);
    let game = stored.game.as_ref().unwrap();
    let winner = game.winner().unwrap();

    assert!(store.load_by_channel(40).await.unwrap().is_none());
    let loaded = store.load(stored.id).await.unwrap();
    assert_eq!(loaded.status, GameStatus::Finished);
    // No more commands on a finished game.
    let cmd = Command::player(0, Action::Roll, 1);
    assert!(matches!(
        store
            .commit(stored.id, played as u64, &cmd, &[], game)
            .await,
        Err(StoreError::BadCommit { .. })
    ));

    let history = store.history(GUILD, 10).await.unwrap();
    assert_eq!(history.len(), 1);
    let r = &history[0];
    assert_eq!(r.outcome, ResultOutcome::Won);
    assert_eq!(r.winner_seat, Some(winner));
    assert_eq!(r.winner_id, Some(stored.user_of(winner).unwrap()));
    assert_eq!(r.actions, played as u64);
    assert_eq!(r.players.len(), 4);
    assert!(r.players.iter().all(|p| p.won == (p.seat == winner)));
    assert_eq!(
        r.players[usize::from(winner)].vp,
        game.total_vp(winner),
        "winner's points"
    );
    let stats = store
        .user_stats(Some(GUILD), stored.user_of(winner).unwrap())
        .await
        .unwrap();
    assert_eq!((stats.played, stats.won), (1, 1));
    let loser = (winner + 1) % 4;
    let stats = store
        .user_stats(None, stored.user_of(loser).unwrap())
        .await
        .unwrap();
    assert_eq!((stats.played, stats.won), (1, 0));
    assert!(store.history(2, 10).await.unwrap().is_empty());
}

backend_tests!(guild_settings_roundtrip);
async fn guild_settings_roundtrip(backend: Backend) {
    let Some((_db, store)) = test_store(backend, "guild_settings_roundtrip").await else {
        return;
    };
    assert_eq!(
        store.guild_settings(GUILD).await.unwrap(),
        GuildSettings::default()
    );
    let mut config = GameConfig::base(3);
    config.target_vp = Some(12);
    let settings = GuildSettings {
        allowed_variants: vec![],
        default_config: Some(config),
        turn_timer_secs: Some(3600),
        start_policy: StartPolicy::Role(u64::MAX - 3),
        reminder_secs: Some(900),
        game_channels: vec![7, u64::MAX - 1],
        language: Some(Lang::Ja),
        default_board: Some(kaitaku_engine::board::layout::LayoutChoice::Beginner),
        computer_takes_over: true,
    };
    store.set_guild_settings(GUILD, &settings).await.unwrap();
    assert_eq!(store.guild_settings(GUILD).await.unwrap(), settings);
    let changed = GuildSettings {
        start_policy: StartPolicy::Admins,
        turn_timer_secs: None,
        reminder_secs: None,
        game_channels: vec![],
        language: None,
        default_board: None,
        ..settings
    };
    store.set_guild_settings(GUILD, &changed).await.unwrap();
    assert_eq!(store.guild_settings(GUILD).await.unwrap(), changed);
    assert_eq!(
        store.guild_settings(3).await.unwrap(),
        GuildSettings::default()
    );
}

backend_tests!(multi_thread concurrent_commits_one_winner_per_version);
async fn concurrent_commits_one_winner_per_version(backend: Backend) {
    let Some((_db, store)) = test_store(backend, "concurrent_commits_one_winner_per_version").await
    else {
        return;
    };
    let stored = store.create_game(new_game(50, 3)).await.unwrap();
    let mut rng = Pcg64Mcg::seed_from_u64(crate::test_seed(3));
    let mut current = stored;
    for round in 0..60u64 {
        // Two handles at the same version race with (possibly different) legal commands.
        let mut a = current.clone();
        let mut b = current.clone();
        let (Some(ca), Some(cb)) = (next_command(&a, &mut rng), next_command(&b, &mut rng)) else {
            break;
        };
        let (sa, sb) = (store.clone(), store.clone());
        let ta = tokio::spawn(async move { (sa.play(&mut a, ca).await.map(|_| ()), a) });
        let tb = tokio::spawn(async move { (sb.play(&mut b, cb).await.map(|_| ()), b) });
        let (ra, a) = ta.await.unwrap();
        let (rb, b) = tb.await.unwrap();
        let ok: Vec<_> = [(&ra, &a), (&rb, &b)]
            .into_iter()
            .filter(|(r, _)| r.is_ok())
            .collect();
        let rule_errors = [&ra, &rb]
            .iter()
            .filter(|r| matches!(r, Err(PlayError::Rule(_))))
            .count();
        if rule_errors > 0 {
            // An action the engine refused never reached the store; nothing to race.
            assert!(ok.len() + rule_errors == 2);
        } else {
            assert_eq!(ok.len(), 1, "round {round}: {ra:?} / {rb:?}");
            let loser = if ra.is_ok() { &rb } else { &ra };
            assert!(
                matches!(loser, Err(PlayError::Store(e)) if e.is_out_of_date()),
                "round {round}: {loser:?}"
            );
        }
        let reloaded = store.load(current.id).await.unwrap();
        assert_eq!(reloaded.version, current.version + ok.len() as u64);
        if let Some((_, winner)) = ok.first() {
            assert_eq!(json(&reloaded.game), json(&winner.game));
        }
        current = reloaded;
    }
    assert!(
        current.version >= 40,
        "too few races were real: {}",
        current.version
    );
    store.verify_log(current.id).await.unwrap();
}

backend_tests!(corrupt_rows_are_reported_per_game);
async fn corrupt_rows_are_reported_per_game(backend: Backend) {
    let Some((_db, store)) = test_store(backend, "corrupt_rows_are_reported_per_game").await else {
        return;
    };
    let mut rng = Pcg64Mcg::seed_from_u64(crate::test_seed(11));
    let mut broken = store.create_game(new_game(60, 11)).await.unwrap();
    let mut healthy = store.create_game(new_game(61, 12)).await.unwrap();
    play_random(&store, &mut broken, &mut rng, 20).await;
    play_random(&store, &mut healthy, &mut rng, 20).await;
    let id = broken.id;

    sqlx::query("UPDATE games SET snapshot = '{\"config\": 1' WHERE id = $1")
        .bind(id.0)
        .execute(store.pool())
        .await
        .unwrap();
    for err in [
        store.load(id).await.unwrap_err(),
        store.load_by_channel(60).await.unwrap_err(),
    ] {
        assert!(err.is_corrupt());
        assert_eq!(err.game_id(), Some(id));
        assert!(
            matches!(
                &err,
                StoreError::Corrupt {
                    part: CorruptPart::Snapshot,
                    ..
                }
            ),
            "{err}"
        );
        assert!(err.to_string().contains(&format!("game {id}")), "{err}");
    }
    // A snapshot that parses but disagrees with the row's version is caught too.
    let old = json(&store.rebuild_from_log(id).await.unwrap());
    sqlx::query("UPDATE games SET snapshot = $1, version = version + 1 WHERE id = $2")
        .bind(&old)
        .bind(id.0)
        .execute(store.pool())
        .await
        .unwrap();
    assert!(matches!(
        store.load(id).await,
        Err(StoreError::Corrupt {
            part: CorruptPart::Snapshot,
            ..
        })
    ));

    // An event and a command that no longer parse.
    sqlx::query("UPDATE game_events SET event = '{\"event\":\"teleported\"}' WHERE game_id = $1 AND version = 20")
        .bind(id.0)
        .execute(store.pool())
        .await
        .unwrap();
    match store.recent_events(id, 5).await {
        Err(StoreError::Corrupt {
            game_id,
            part: CorruptPart::Event { version: 20, .. },
            ..
        }) => {
            assert_eq!(game_id, id);
        }
        other => panic!("expected a corrupt event, got {other:?}"),
    }
    sqlx::query("UPDATE game_commands SET action = 'null' WHERE game_id = $1 AND version = 5")
        .bind(id.0)
        .execute(store.pool())
        .await
        .unwrap();
    assert!(matches!(
        store.rebuild_from_log(id).await,
        Err(StoreError::Corrupt {
            part: CorruptPart::Command { version: 5 },
            ..
        })
    ));
    sqlx::query("UPDATE games SET status = 'paused' WHERE id = $1")
        .bind(id.0)
        .execute(store.pool())
        .await
        .unwrap_err(); // the CHECK constraint refuses unknown statuses

    // The other game is unaffected and keeps working.
    let mut again = store.load_by_channel(61).await.unwrap().unwrap();
    assert_eq!(json(&again.game), json(&healthy.game));
    assert_eq!(play_random(&store, &mut again, &mut rng, 5).await, 5);
    store.verify_log(healthy.id).await.unwrap();
    assert_eq!(store.recent_events(healthy.id, 5).await.unwrap().len(), 5);
    assert_eq!(
        store.list_games(GameFilter::default()).await.unwrap().len(),
        2
    );

    // An admin can still end the broken game, which frees its channel.
    store.abandon_game(id).await.unwrap();
    assert!(store.load_by_channel(60).await.unwrap().is_none());
    let result = store.game_result(id).await.unwrap().unwrap();
    assert_eq!(result.outcome, ResultOutcome::Abandoned);

    // Corrupt guild settings are reported with the guild.
    store
        .set_guild_settings(GUILD, &GuildSettings::default())
        .await
        .unwrap();
    sqlx::query("UPDATE guild_settings SET allowed_variants = '[\"no_such\"]'")
        .execute(store.pool())
        .await
        .unwrap();
    assert!(matches!(
        store.guild_settings(GUILD).await,
        Err(StoreError::CorruptSettings {
            guild_id: GUILD,
            ..
        })
    ));
    assert!(store.integrity_check().await.unwrap().is_ok());
}

#[tokio::test]
async fn memory_and_env_urls() {
    let store = Store::connect(&StoreConfig::new("sqlite::memory:"))
        .await
        .unwrap();
    let mut g = store.create_game(new_game(70, 1)).await.unwrap();
    let mut rng = Pcg64Mcg::seed_from_u64(crate::test_seed(1));
    assert_eq!(play_random(&store, &mut g, &mut rng, 3).await, 3);
    assert_eq!(store.load(g.id).await.unwrap().version, 3);
    assert!(matches!(
        Store::connect(&StoreConfig::new("mysql://nope")).await,
        Err(StoreError::BadUrl { .. })
    ));
}

/// `game` with its snapshot edited by `f`; the RNG state (a u128, which `serde_json::Value`
/// cannot hold) is set aside as text and put back unchanged.
fn edited(
    game: &kaitaku_engine::Game,
    f: impl FnOnce(&mut serde_json::Value),
) -> kaitaku_engine::Game {
    const RNG: &str = "\"rng set aside\"";
    let rng = serde_json::to_string(&game.state().chance.rng).expect("rng serialises");
    let text = serde_json::to_string(game)
        .expect("serialises")
        .replacen(&rng, RNG, 1);
    let mut snapshot: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    f(&mut snapshot);
    let text = serde_json::to_string(&snapshot)
        .expect("JSON")
        .replacen(RNG, &rng, 1);
    serde_json::from_str(&text).expect("deserialises")
}

backend_tests!(a_drawn_locked_game_is_recorded_as_drawn);
async fn a_drawn_locked_game_is_recorded_as_drawn(backend: Backend) {
    let Some((_db, store)) = test_store(backend, "a_drawn_locked_game_is_recorded_as_drawn").await
    else {
        return;
    };
    let mut stored = store.create_game(new_game(41, 5)).await.unwrap();
    let mut rng = Pcg64Mcg::seed_from_u64(5);
    while stored.game.as_ref().is_some_and(|g| g.state().turn == 0) {
        play_random(&store, &mut stored, &mut rng, 1).await;
    }
    let game = stored.game.as_ref().unwrap();
    let version = game.version();
    // Nobody can gain VP (no piece left in stock, the deck empty; the target raised so the
    // pieces counted as built do not win): seats 0 and 1 lead with a victory point card each.
    let mut locked = edited(game, |s| {
        s["config"]["target_vp"] = serde_json::json!(20);
        s["state"]["dev_deck"] = serde_json::json!([]);
        s["state"]["locked"] = serde_json::json!(true);
        for (seat, p) in s["state"]["players"]
            .as_array_mut()
            .unwrap()
            .iter_mut()
            .enumerate()
        {
            p["settlements_left"] = serde_json::json!(0);
            p["cities_left"] = serde_json::json!(0);
            p["roads_left"] = serde_json::json!(0);
            p["dev_cards"] = serde_json::json!([0, u8::from(seat < 2), 0, 0, 0]);
            p["dev_bought_this_turn"] = serde_json::json!([0, 0, 0, 0, 0]);
        }
    });
    let events = locked.apply(3, &Action::EndLockedGame).expect("ends");
    assert!(locked.is_over() && locked.winner().is_none());
    let cmd = Command::player(3, Action::EndLockedGame, PLAYERS[3]);
    store
        .commit(stored.id, version, &cmd, &events, &locked)
        .await
        .expect("commit");
    assert_eq!(
        store.load(stored.id).await.unwrap().status,
        GameStatus::Finished
    );
    let history = store.history(GUILD, 10).await.unwrap();
    let r = &history[0];
    assert_eq!(r.outcome, ResultOutcome::Drawn);
    assert_eq!(r.winner_seat, None);
    assert_eq!(r.winner_id, None);
    assert!(r.players.iter().all(|p| !p.won));
    assert_eq!(r.players.iter().map(|p| p.vp).max(), Some(14));
    let stats = store.user_stats(Some(GUILD), PLAYERS[0]).await.unwrap();
    assert_eq!((stats.played, stats.won), (1, 0));
}
