//! Two bot processes (here: two bots in one test, each with its own gateway session and token)
//! over one database, serving disjoint shard ranges of two: each gets its own guild's events,
//! and each guild's due reminder is fired once, by the bot serving that guild's shard.

use std::time::Duration;

use kaitaku::bot::{BotOptions, run_until};
use kaitaku_discord_sim::{FakeConfig, FakeDiscord, SimChannel};
use kaitaku_engine::GameConfig;
use kaitaku_store::{
    Deadline, DeadlineKind, GuildSettings, NewGame, ShardRange, Store, StoreConfig,
};
use serenity::model::id::{ChannelId, GuildId};

use crate::support::WAIT;

/// The default world plus a second guild (with its own `#catan`) on the other shard of two.
pub(crate) fn two_guilds() -> FakeConfig {
    let mut config = FakeConfig::default();
    let mut other = config.guilds[0].clone();
    other.id = GuildId::new(other.id.get() + (1 << 22));
    other.name = "Other".into();
    other.channels = vec![SimChannel {
        id: ChannelId::new(4_000_000_000_000_102),
        name: "catan-2".into(),
    }];
    config.guilds.push(other);
    config
}

mod each_shard_fires_its_own_guilds_deadlines_once {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite() {
        let dir = tempfile::tempdir().expect("temp dir");
        let url = format!("sqlite://{}", dir.path().join("kaitaku.db").display());
        super::each_shard_fires_its_own_guilds_deadlines_once(&url).await;
    }

    /// On the PostgreSQL server of `KAITAKU_TEST_POSTGRES_URL` (skipped without it, except
    /// under CI).
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres() {
        if let Some(url) = crate::support::postgres_database("bot_shards").await {
            super::each_shard_fires_its_own_guilds_deadlines_once(&url).await;
        }
    }
}

async fn each_shard_fires_its_own_guilds_deadlines_once(url: &str) {
    let fake = FakeDiscord::start(two_guilds()).await.expect("fake starts");
    let store = Store::connect(&StoreConfig::new(url)).await.expect("store");
    let config = fake.config();
    let players: Vec<u64> = ["alice", "bob", "hanako"]
        .iter()
        .map(|n| fake.user_id(n).expect("user").get())
        .collect();
    // A game in each guild, each with a reminder due at once.
    let mut channels = Vec::new();
    for guild in &config.guilds {
        let channel = guild.channels[0].id;
        let settings = GuildSettings {
            reminder_secs: Some(3600),
            ..GuildSettings::default()
        };
        store
            .set_guild_settings(guild.id.get(), &settings)
            .await
            .expect("settings");
        let game = store
            .create_game(NewGame {
                guild_id: guild.id.get(),
                channel_id: channel.get(),
                host_id: players[0],
                players: players.clone(),
                config: GameConfig::base(3),
                seed: crate::support::test_seed(7),
            })
            .await
            .expect("game");
        store
            .set_deadline(Deadline {
                game_id: game.id,
                kind: DeadlineKind::Reminder,
                due_at: 0,
                version: game.version,
                reminders: 0,
            })
            .await
            .expect("deadline");
        let shard = ShardRange::shard_of(guild.id.get(), 2);
        channels.push((channel, shard));
    }
    assert_ne!(
        channels[0].1, channels[1].1,
        "the guilds are on different shards"
    );

    // Two bots, shard 0 and shard 1 of two, with tokens telling their requests apart.
    let mut stops = Vec::new();
    let mut bots = Vec::new();
    for shard in 0..2u32 {
        let options = BotOptions {
            shards: ShardRange::new(shard, shard, 2).expect("range"),
            ..BotOptions::default()
        };
        let http = fake.http_for_bot(&format!("bot-shard-{shard}"));
        let store = store.clone();
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        stops.push(stop);
        bots.push(tokio::spawn(async move {
            let stopped = async {
                let _ = stopped.await;
            };
            if let Err(e) = run_until(http, store, options, stopped).await {
                eprintln!("bot stopped: {e}");
            }
        }));
    }

    // Each channel gets its reminder, posted by the bot serving its guild's shard.
    let posts_to = |channel: ChannelId| {
        let path = format!("/channels/{channel}/messages");
        fake.requests()
            .into_iter()
            .filter(|r| r.method == "POST" && r.path == path)
            .map(|r| r.authorization.unwrap_or_default())
            .collect::<Vec<_>>()
    };
    let deadline = tokio::time::Instant::now() + WAIT;
    while channels.iter().any(|(c, _)| posts_to(*c).is_empty()) {
        assert!(tokio::time::Instant::now() < deadline, "no reminders");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let mut shards = fake.identified_shards();
    shards.sort_unstable();
    assert_eq!(shards, vec![[0, 2], [1, 2]]);
    // Given time to fire twice, neither does.
    tokio::time::sleep(Duration::from_millis(2500)).await;
    for (channel, shard) in &channels {
        assert_eq!(
            posts_to(*channel),
            vec![format!("Bot bot-shard-{shard}")],
            "channel {channel}"
        );
        assert!(
            fake.messages(*channel)[0].content.starts_with('⏰'),
            "a reminder"
        );
    }
    let mut shards = fake.identified_shards();
    shards.sort_unstable();
    assert_eq!(shards, vec![[0, 2], [1, 2]], "one session per shard");
    assert!(fake.refused_shards().is_empty());
    fake.assert_no_violations();
    for stop in stops {
        let _ = stop.send(());
    }
    for bot in bots {
        let _ = tokio::time::timeout(WAIT, bot).await;
    }
}
