//! Gateway sharding: each shard's session gets READY and GUILD_CREATE for its own guilds only,
//! a guild's events go to the session of its shard (`(guild_id >> 22) % total`), and a shard
//! that cannot exist is refused.

use std::sync::{Arc, Mutex};

use kaitaku_discord_sim::{FakeConfig, FakeDiscord, SimChannel};
use poise::serenity_prelude as serenity;
use serde_json::json;
use serenity::{ChannelId, GuildId};

use crate::WAIT;

/// `(shard, event, guild)` of each event seen, shared by the clients of a test.
type Seen = Arc<Mutex<Vec<(u32, String, u64)>>>;

/// Records `(shard, event, guild)` for every GUILD_CREATE and TYPING_START it sees.
struct Recorder(Seen);

#[serenity::async_trait]
impl serenity::EventHandler for Recorder {
    async fn guild_create(&self, ctx: serenity::Context, guild: serenity::Guild, _: Option<bool>) {
        let mut seen = self.0.lock().unwrap_or_else(|e| e.into_inner());
        seen.push((ctx.shard_id.0, "GUILD_CREATE".into(), guild.id.get()));
    }

    async fn typing_start(&self, ctx: serenity::Context, event: serenity::TypingStartEvent) {
        let guild = event.guild_id.map_or(0, GuildId::get);
        let mut seen = self.0.lock().unwrap_or_else(|e| e.into_inner());
        seen.push((ctx.shard_id.0, "TYPING_START".into(), guild));
    }
}

/// The default world plus a second guild on the other shard of two.
fn two_guilds() -> FakeConfig {
    let mut config = FakeConfig::default();
    let mut other = config.guilds[0].clone();
    other.id = GuildId::new(other.id.get() + (1 << 22));
    other.name = "Other".into();
    other.channels = vec![SimChannel {
        id: ChannelId::new(4_000_000_000_000_101),
        name: "catan".into(),
    }];
    config.guilds.push(other);
    config
}

fn shard_of(guild: u64, total: u64) -> u64 {
    (guild >> 22) % total
}

async fn client(fake: &FakeDiscord, seen: &Seen) -> serenity::Client {
    serenity::ClientBuilder::new_with_http(
        fake.http_for_bot("sim-bot-token"),
        serenity::GatewayIntents::non_privileged(),
    )
    .event_handler(Recorder(seen.clone()))
    .await
    .expect("client")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shards_get_their_own_guilds_and_events() {
    let fake = FakeDiscord::start(two_guilds()).await.expect("fake");
    let guilds: Vec<u64> = fake.config().guilds.iter().map(|g| g.id.get()).collect();
    assert_ne!(shard_of(guilds[0], 2), shard_of(guilds[1], 2));
    let seen = Arc::new(Mutex::new(Vec::new()));
    // Two processes, one shard each.
    let mut first = client(&fake, &seen).await;
    let mut second = client(&fake, &seen).await;
    let a = tokio::spawn(async move { first.start_shard(0, 2).await });
    let b = tokio::spawn(async move { second.start_shard(1, 2).await });
    let shards = wait_until(WAIT, || {
        let mut s = fake.identified_shards();
        s.sort_unstable();
        (s.len() == 2).then_some(s)
    })
    .await;
    assert_eq!(shards, vec![[0, 2], [1, 2]]);
    for &guild in &guilds {
        let event = json!({
            "channel_id": "4000000000000001",
            "guild_id": guild.to_string(),
            "user_id": "3000000000000001",
            "timestamp": 1_700_000_000,
        });
        assert!(fake.dispatch_event(Some(GuildId::new(guild)), "TYPING_START", event));
    }
    let seen = wait_until(WAIT, || {
        let s = seen.lock().unwrap_or_else(|e| e.into_inner()).clone();
        (s.len() >= 4).then_some(s)
    })
    .await;
    for &guild in &guilds {
        let shard = u32::try_from(shard_of(guild, 2)).expect("small");
        for kind in ["GUILD_CREATE", "TYPING_START"] {
            let on: Vec<u32> = seen
                .iter()
                .filter(|(_, k, g)| k == kind && *g == guild)
                .map(|(s, _, _)| *s)
                .collect();
            assert_eq!(on, vec![shard], "{kind} of guild {guild}: {seen:?}");
        }
    }
    fake.shutdown();
    a.abort();
    b.abort();
}

#[test]
fn a_shard_that_cannot_exist_is_refused() {
    // serenity keeps retrying a refused shard with back-off from tasks that would hold up a
    // runtime's orderly shutdown: this test's runtime is shut down without waiting for them.
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    rt.block_on(refused());
    rt.shutdown_background();
}

async fn refused() {
    let fake = FakeDiscord::start(two_guilds()).await.expect("fake");
    let seen = Arc::new(Mutex::new(Vec::new()));
    let mut bad = client(&fake, &seen).await;
    // Shard 2 of 2 does not exist: the fake closes with 4010.
    let task = tokio::spawn(async move { bad.start_shard(2, 2).await });
    let refused = wait_until(WAIT, || {
        let r = fake.refused_shards();
        (!r.is_empty()).then_some(r)
    })
    .await;
    assert_eq!(refused[0], [2, 2]);
    assert!(fake.identified_shards().is_empty());
    assert!(seen.lock().unwrap_or_else(|e| e.into_inner()).is_empty());
    task.abort();
    fake.shutdown();
}

/// Polls `f` every 20 ms until it gives `Some`, or panics after `timeout`.
async fn wait_until<T>(timeout: std::time::Duration, mut f: impl FnMut() -> Option<T>) -> T {
    let deadline = tokio::time::Instant::now() + timeout;
    loop {
        if let Some(found) = f() {
            return found;
        }
        assert!(tokio::time::Instant::now() < deadline, "timed out");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}
