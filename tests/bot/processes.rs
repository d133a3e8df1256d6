//! Two real `kaitaku run` processes over one PostgreSQL database, serving shards 0 and 1 of
//! two through the fake Discord (`DISCORD_API_URL`): a game in a guild of each shard; the
//! second process is killed with SIGKILL right after an acknowledged move and started again.
//! Every acknowledged move is kept, both games go on, and each deadline that came due while
//! the process was dead fires exactly once, from the process serving its guild.
//!
//! Runs on the server of `KAITAKU_TEST_POSTGRES_URL` (skipped without it, except under CI).

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use kaitaku_discord_sim::{FakeDiscord, SimMember, SimMessage, SimUser};
use kaitaku_store::{Deadline, DeadlineKind, GuildSettings, Store, StoreConfig};
use serenity::model::id::ChannelId;

use crate::support::player::{Players, Style};
use crate::support::{Harness, WAIT, external, init_test_logs, postgres_database, test_seed};

/// A `kaitaku run` process serving shard `shard` of two.
struct BotProcess {
    child: Child,
}

impl BotProcess {
    /// Starts `kaitaku run --shards <shard> --shard-total 2` against the fake and `database`,
    /// in `dir` (so no `.env` of the checkout is read), logging to `dir/bot-<shard>-<n>.log`.
    fn start(shard: u32, run: u32, fake: &FakeDiscord, database: &str, dir: &Path) -> BotProcess {
        let log = std::fs::File::create(dir.join(format!("bot-{shard}-{run}.log"))).expect("log");
        let child = Command::new(env!("CARGO_BIN_EXE_kaitaku"))
            .args(["run", "--shards", &shard.to_string(), "--shard-total", "2"])
            .args(["--new-game-seed", &test_seed(11).to_string()])
            .current_dir(dir)
            .env("DISCORD_TOKEN", format!("fake.shard{shard}.token"))
            .env("DISCORD_API_URL", fake.base_url())
            .env("DATABASE_URL", database)
            .env("DISCORD_GUILD_ID", "")
            .env("RUST_LOG", "warn,sqlx=error")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .expect("start kaitaku run");
        BotProcess { child }
    }

    /// SIGKILL: no clean shutdown, no last writes.
    fn kill(&mut self) {
        self.child.kill().expect("SIGKILL");
        self.child.wait().expect("reaped");
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Everything the bot processes logged so far (for failure messages).
fn logs(dir: &Path) -> String {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    files.sort();
    files
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "log"))
        .map(|p| {
            let text = std::fs::read_to_string(p).unwrap_or_default();
            format!("--- {}\n{text}", p.display())
        })
        .collect()
}

/// Waits until the fake has exactly one gateway session per shard of two.
async fn wait_for_both_shards(fake: &FakeDiscord, dir: &Path) {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let mut shards = fake.identified_shards();
        shards.sort_unstable();
        if shards == vec![[0, 2], [1, 2]] {
            return;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "shards connected: {shards:?}\n{}",
            logs(dir)
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The stored version of the game in `channel`.
async fn version(store: &Store, channel: ChannelId) -> u64 {
    store
        .load_by_channel(channel.get())
        .await
        .expect("load")
        .expect("a game")
        .version
}

/// Reminders (`⏰`) posted in `channel` so far.
fn reminders(fake: &FakeDiscord, channel: ChannelId) -> usize {
    fake.messages(channel)
        .iter()
        .filter(|m| m.content.starts_with('⏰'))
        .count()
}

/// Plays `steps` moves of a game; returns the final message if it ended.
async fn play(players: &mut Players<'_>, steps: usize) -> Option<SimMessage> {
    for _ in 0..steps {
        if let Some(over) = players.step().await {
            return Some(over);
        }
    }
    None
}

/// A reminder due now for the game in `channel`, at its current version.
async fn reminder_due_now(store: &Store, channel: ChannelId) {
    let game = store
        .load_by_channel(channel.get())
        .await
        .expect("load")
        .expect("a game");
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
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_over_postgres_survive_a_sigkill() {
    init_test_logs();
    let Some(url) = postgres_database("bot_processes").await else {
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    // Every player's Discord client is English: the scripted players read English answers.
    // `eve` watches without playing (the players check that her presses are refused).
    let mut world = crate::shards::two_guilds();
    for guild in &mut world.guilds {
        let basic = guild.members[1].permissions;
        guild.members.push(SimMember {
            user: SimUser::new(3_000_000_000_000_005, "eve"),
            nick: None,
            permissions: basic,
        });
        for member in &mut guild.members {
            member.user.locale = "en-US".to_owned();
        }
    }
    let fake = FakeDiscord::start(world).await.expect("fake starts");
    // The test's own connection (it applies the migrations before the bots start).
    let store = Store::connect(&StoreConfig::new(&url))
        .await
        .expect("store");
    let config = fake.config();
    for guild in &config.guilds {
        // Reminders an hour after each move: none comes due by itself during the test.
        let settings = GuildSettings {
            reminder_secs: Some(3600),
            ..GuildSettings::default()
        };
        store
            .set_guild_settings(guild.id.get(), &settings)
            .await
            .expect("settings");
    }
    let mut first = BotProcess::start(0, 1, &fake, &url, dir.path());
    let mut second = BotProcess::start(1, 1, &fake, &url, dir.path());
    wait_for_both_shards(&fake, dir.path()).await;
    fake.wait_for_command("catan", WAIT)
        .await
        .expect("commands registered");

    let a: Harness = external(fake.clone(), store.clone(), config.guilds[0].channels[0].id);
    let b: Harness = external(fake.clone(), store.clone(), config.guilds[1].channels[0].id);
    a.new_game(3, 10).await;
    b.new_game(3, 10).await;
    let mut players_a = Players::new(&a, 3, Style::Buttons);
    let mut players_b = Players::new(&b, 3, Style::Buttons);
    // The setup rounds and a few turns in both games.
    assert!(play(&mut players_a, 20).await.is_none());
    assert!(play(&mut players_b, 20).await.is_none());

    // A move in b's game, acknowledged to its player; then SIGKILL at once.
    assert!(play(&mut players_b, 1).await.is_none());
    let acknowledged = version(&store, b.channel).await;
    let seen = crate::support::version_of(&b.button(&b.turn_message(), "hand").expect("hand"))
        .expect("a version");
    second.kill();
    assert_eq!(
        version(&store, b.channel).await,
        acknowledged,
        "the acknowledged move is kept"
    );
    assert!(
        seen <= acknowledged,
        "the turn message shows a stored state"
    );

    // While the process of shard 1 is dead: a reminder comes due in each game. Shard 0's
    // process fires a's and leaves b's alone (not its guild).
    reminder_due_now(&store, a.channel).await;
    reminder_due_now(&store, b.channel).await;
    let deadline = tokio::time::Instant::now() + WAIT;
    while reminders(&fake, a.channel) == 0 {
        assert!(tokio::time::Instant::now() < deadline, "a's reminder");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // a's game goes on meanwhile.
    assert!(play(&mut players_a, 5).await.is_none());
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(reminders(&fake, b.channel), 0, "nobody serves b's guild");

    // Shard 1 again: b's reminder fires once, and b's game goes on from the kept state.
    second = BotProcess::start(1, 2, &fake, &url, dir.path());
    wait_for_both_shards(&fake, dir.path()).await;
    let deadline = tokio::time::Instant::now() + WAIT;
    while reminders(&fake, b.channel) == 0 {
        assert!(
            tokio::time::Instant::now() < deadline,
            "b's reminder after the restart"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(version(&store, b.channel).await, acknowledged);
    let a_before = version(&store, a.channel).await;
    assert!(play(&mut players_b, 30).await.is_none());
    assert!(play(&mut players_a, 30).await.is_none());
    // Given time to fire twice, no deadline does.
    tokio::time::sleep(Duration::from_millis(2500)).await;
    assert_eq!(reminders(&fake, a.channel), 1, "a's reminder once");
    assert_eq!(reminders(&fake, b.channel), 1, "b's reminder once");
    assert!(
        version(&store, b.channel).await > acknowledged + 10,
        "b's game went on after the restart"
    );
    assert!(
        version(&store, a.channel).await > a_before + 10,
        "a's game went on"
    );
    // Everything posted in a guild's channel came from the process serving its shard.
    for (channel, shard) in [(a.channel, 0), (b.channel, 1)] {
        let path = format!("/channels/{channel}/messages");
        let senders: std::collections::BTreeSet<String> = fake
            .requests()
            .into_iter()
            .filter(|r| r.method == "POST" && r.path == path)
            .map(|r| r.authorization.unwrap_or_default())
            .collect();
        assert_eq!(
            senders.into_iter().collect::<Vec<_>>(),
            vec![format!("Bot fake.shard{shard}.token")],
            "posts in {channel}"
        );
    }
    assert!(fake.refused_shards().is_empty());
    fake.assert_no_violations();
    first.kill();
    second.kill();
}
