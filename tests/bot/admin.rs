//! `/catan-admin` end to end: the real bot against the fake Discord.
//!
//! - Only members with Manage Server may use it (checked by the bot, whatever Discord shows):
//!   others are refused and nothing changes.
//! - An admin reads the settings, changes each of them and reads the new summary; a
//!   Japanese-locale admin reads it in Japanese; bad values are refused and change nothing.
//! - The settings apply to `/catan new`: game channels, the start role, the defaults of the
//!   next lobby, its public language.
//! - `/catan-admin end` ends a lobby or a running game (in this channel or another), retires
//!   its message, tells the channel, and `/catan history` shows it was ended by an admin.

use kaitaku::bot::NewGames;
use kaitaku_discord_sim::SimMessage;
use kaitaku_engine::modules::ModuleId;
use kaitaku_i18n::Lang;
use kaitaku_store::{GameStatus, GuildSettings, StartPolicy};
use serde_json::{Value, json};
use serenity::model::id::{ChannelId, UserId};
use serenity::model::permissions::Permissions;

use crate::support::{Harness, WAIT, public_text};

/// Sends a slash command in `channel` and returns the answer.
async fn slash_in(
    h: &Harness,
    user: UserId,
    channel: ChannelId,
    command: &str,
    options: &[(&str, Value)],
) -> SimMessage {
    h.fake
        .slash_command(user, channel, command, options)
        .unwrap_or_else(|e| panic!("{command}: {e}"))
        .response(WAIT)
        .await
        .unwrap_or_else(|e| panic!("{command}: {e}"))
}

async fn settings_of(h: &Harness) -> GuildSettings {
    let guild = h.fake.guild_id().expect("guild").get();
    h.store.guild_settings(guild).await.expect("settings")
}

/// Gives `user` Manage Server on top of the basic permissions.
fn make_admin(h: &Harness, user: UserId) {
    let guild = h.fake.guild_id().expect("guild");
    let basic = h
        .fake
        .config()
        .member(guild, h.user("bob"))
        .expect("bob")
        .permissions;
    h.fake
        .set_member_permissions(guild, user, basic | Permissions::MANAGE_GUILD)
        .expect("member");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_admins_change_settings_and_read_them_in_their_language() {
    let h = crate::support::start_with_locales(NewGames::default(), &[("hanako", "ja")]).await;
    let (alice, bob, hanako) = (h.user("alice"), h.user("bob"), h.user("hanako"));
    let general = h.fake.channel_id("general").expect("general");
    let guild = h.fake.guild_id().expect("guild");

    // A member without Manage Server is refused, whatever the options; nothing changes.
    let refused = h
        .slash(bob, "catan-admin settings", &[("turn_timer", json!("2h"))])
        .await;
    assert!(refused.is_ephemeral());
    assert!(
        refused.content.contains("Only server admins"),
        "{}",
        refused.content
    );
    assert_eq!(settings_of(&h).await, GuildSettings::default());
    let refused = h.slash(bob, "catan-admin end", &[]).await;
    assert!(refused.content.contains("Only server admins"));

    // With no options: the current settings.
    let shown = h.slash(alice, "catan-admin settings", &[]).await;
    assert!(shown.is_ephemeral());
    let text = public_text(&shown);
    for expected in [
        "Catan settings for this server",
        "Friendly Robber, Catan Event Cards, Harbormaster, Catan for Two",
        "Any channel",
        "Anyone",
        "Automatic",
    ] {
        assert!(text.contains(expected), "{expected:?} in {text}");
    }

    // Autocomplete helps typing a list of variants and a duration.
    let choices = h
        .autocomplete(alice, "catan-admin settings", "variants", "event_cards, h")
        .await;
    assert_eq!(choices.len(), 1, "{choices:?}");
    assert_eq!(choices[0].1, "event_cards, harbormaster");
    let durations = h
        .autocomplete(alice, "catan-admin settings", "turn_timer", "1")
        .await;
    let values: Vec<&str> = durations.iter().map(|(_, v)| v.as_str()).collect();
    assert_eq!(values, ["15m", "1h", "12h", "1d"]);

    // Every setting at once.
    let role = h.fake.create_role(guild, "Settlers");
    let changed = h
        .slash(
            alice,
            "catan-admin settings",
            &[
                ("variants", json!("event_cards, harbormaster")),
                ("players", json!(3)),
                ("target_vp", json!(8)),
                ("default_rules", json!("harbormaster")),
                ("turn_timer", json!("30m")),
                ("reminders", json!("1d")),
                ("start_role", json!(role.to_string())),
                ("add_channel", json!(general.to_string())),
                ("language", json!(2)),
            ],
        )
        .await;
    let text = public_text(&changed);
    for expected in [
        "Changed: Variants allowed, Defaults for new games, Turn timer, Reminders, \
         Who may start games, Game channels, Language of public messages",
        "Catan Event Cards, Harbormaster",
        // The default target 8, then Harbormaster's +1 (the ruleset's plan).
        "3 players, 9 (8 as set, +1 Harbormaster) victory points, Harbormaster",
        "30 minutes per move",
        "every 1 day",
        &format!("<@&{role}>"),
        &format!("<#{general}>"),
        "日本語",
    ] {
        assert!(text.contains(expected), "{expected:?} in {text}");
    }
    let saved = settings_of(&h).await;
    assert_eq!(
        saved.allowed_variants,
        vec![ModuleId::EventCards, ModuleId::Harbormaster]
    );
    let defaults = saved.default_config.clone().expect("defaults");
    assert_eq!(
        (defaults.players, defaults.target_vp, defaults.modules),
        (3, Some(8), vec![ModuleId::Harbormaster])
    );
    assert_eq!(saved.turn_timer_secs, Some(1800));
    assert_eq!(saved.reminder_secs, Some(86_400));
    assert_eq!(saved.start_policy, StartPolicy::Role(role.get()));
    assert_eq!(saved.game_channels, vec![general.get()]);
    assert_eq!(saved.language, Some(Lang::Ja));

    // Absurd or contradictory values are refused, clearly, and change nothing.
    for (options, expected) in [
        (vec![("turn_timer", json!("10s"))], "at least 1 minute"),
        (vec![("reminders", json!("90d"))], "at most 30 days"),
        (vec![("turn_timer", json!("soon"))], "is not a duration"),
        (
            vec![("variants", json!("event_cards, seafarers"))],
            "Unknown variant “seafarers”",
        ),
        (
            vec![("default_rules", json!("friendly_robber"))],
            "does not allow",
        ),
        (
            vec![
                ("start_role", json!(role.to_string())),
                ("who_can_start", json!(1)),
            ],
            "not both",
        ),
        (
            vec![("remove_channel", json!(h.channel.to_string()))],
            "is not one of the game channels",
        ),
    ] {
        let answer = h.slash(alice, "catan-admin settings", &options).await;
        assert!(
            answer.content.contains(expected) && answer.content.contains("Nothing was changed"),
            "{expected:?} in {}",
            answer.content
        );
        assert_eq!(
            settings_of(&h).await,
            saved,
            "{options:?} changed something"
        );
    }

    // Back to admins only, every channel, off, automatic language.
    let back = h
        .slash(
            alice,
            "catan-admin settings",
            &[
                ("who_can_start", json!(1)),
                ("any_channel", json!(true)),
                ("turn_timer", json!("off")),
                ("language", json!(0)),
            ],
        )
        .await;
    let text = public_text(&back);
    assert!(text.contains("Admins only"), "{text}");
    assert!(text.contains("Any channel"), "{text}");
    let saved = settings_of(&h).await;
    assert_eq!(saved.start_policy, StartPolicy::Admins);
    assert!(saved.game_channels.is_empty());
    assert_eq!((saved.turn_timer_secs, saved.language), (None, None));
    let same = h
        .slash(
            alice,
            "catan-admin settings",
            &[("turn_timer", json!("off"))],
        )
        .await;
    assert!(public_text(&same).contains("nothing changed"));

    // A Japanese-locale admin reads (and is refused) in Japanese.
    let refused = h.slash(hanako, "catan-admin settings", &[]).await;
    assert!(
        refused.content.contains("サーバー管理者"),
        "{}",
        refused.content
    );
    make_admin(&h, hanako);
    let ja = h
        .slash(
            hanako,
            "catan-admin settings",
            &[("reminders", json!("2h"))],
        )
        .await;
    let text = public_text(&ja);
    for expected in [
        "このサーバーのカタン設定",
        "変更しました: リマインダー",
        "2時間ごと",
        "管理者のみ",
        "どのチャンネルでも",
    ] {
        assert!(text.contains(expected), "{expected:?} in {text}");
    }
    h.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn settings_apply_to_new_games_and_an_admin_ends_a_lobby_elsewhere() {
    let h = crate::support::start(NewGames::default()).await;
    let (alice, bob, eve) = (h.user("alice"), h.user("bob"), h.user("eve"));
    let general = h.fake.channel_id("general").expect("general");
    let guild = h.fake.guild_id().expect("guild");
    let role = h.fake.create_role(guild, "Settlers");
    h.slash(
        alice,
        "catan-admin settings",
        &[
            ("add_channel", json!(general.to_string())),
            ("start_role", json!(role.to_string())),
            ("players", json!(3)),
            ("target_vp", json!(8)),
            ("default_rules", json!("harbormaster, event_cards")),
            ("language", json!(2)),
        ],
    )
    .await;

    // Not in a game channel: refused, nothing opened.
    let refused = h.slash(bob, "catan new", &[]).await;
    assert!(refused.is_ephemeral());
    assert!(
        refused
            .content
            .contains("Games cannot be started in this channel")
            && refused.content.contains(&format!("<#{general}>")),
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

    // Without the role: refused.
    let refused = slash_in(&h, eve, general, "catan new", &[]).await;
    assert!(
        refused
            .content
            .contains(&format!("only members with <@&{role}>")),
        "{}",
        refused.content
    );
    assert!(
        h.store
            .load_by_channel(general.get())
            .await
            .expect("load")
            .is_none()
    );

    // With the role: the lobby gets the server's defaults and public language.
    h.fake.set_member_roles(guild, bob, &[role]);
    let lobby = slash_in(&h, bob, general, "catan new", &[]).await;
    assert!(!lobby.is_ephemeral());
    let stored = h
        .store
        .load_by_channel(general.get())
        .await
        .expect("load")
        .expect("a lobby");
    assert_eq!(stored.status, GameStatus::Lobby);
    assert_eq!(
        (stored.config.players, stored.config.target_vp),
        (3, Some(8))
    );
    assert_eq!(
        stored.config.modules,
        vec![ModuleId::EventCards, ModuleId::Harbormaster]
    );
    assert_eq!(stored.lang, Lang::Ja);
    // The bot records the lobby message just after answering: wait for it.
    for _ in 0..200 {
        let s = h.store.load_by_channel(general.get()).await.expect("load");
        if s.and_then(|s| s.turn_message_id).is_some() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }

    // An admin ends it from another channel: recorded, message retired, channel told.
    let done = h
        .slash(
            alice,
            "catan-admin end",
            &[("channel", json!(general.to_string()))],
        )
        .await;
    assert!(done.is_ephemeral());
    assert!(
        done.content.contains("recorded as ended by an admin"),
        "{}",
        done.content
    );
    let retired = h.fake.message(lobby.id).expect("lobby message");
    assert!(retired.custom_ids().is_empty(), "buttons left: {retired:?}");
    assert!(
        retired.content.contains("管理者によって終了"),
        "{}",
        retired.content
    );
    let notice = h
        .fake
        .messages(general)
        .into_iter()
        .rev()
        .find(|m| !m.is_ephemeral() && m.content.contains("によって終了されました"))
        .expect("a public notice");
    assert!(notice.content.contains(&format!("<@{alice}>")));
    assert!(
        h.store
            .load_by_channel(general.get())
            .await
            .expect("load")
            .is_none()
    );

    // Nothing left to end.
    let none = h
        .slash(
            alice,
            "catan-admin end",
            &[("channel", json!(general.to_string()))],
        )
        .await;
    assert!(
        none.content.contains("There is no open game"),
        "{}",
        none.content
    );

    // Admins may always start, even without the role.
    let lobby = slash_in(&h, alice, general, "catan new", &[("players", json!(4))]).await;
    assert!(!lobby.is_ephemeral(), "{}", lobby.content);
    h.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_admin_ends_a_running_game_and_history_shows_it() {
    let h = crate::support::start(NewGames {
        seed: Some(7),
        ..NewGames::default()
    })
    .await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let turn = h.new_game(3, 10).await;
    let game = h
        .store
        .load_by_channel(h.channel.get())
        .await
        .expect("load")
        .expect("a game");
    assert_eq!(game.status, GameStatus::Active);
    assert_eq!(game.lang, Lang::En, "the server's locale is en-US");

    // Not an admin: refused, the game goes on.
    let refused = h.slash(bob, "catan-admin end", &[]).await;
    assert!(refused.content.contains("Only server admins"));
    let still = h.store.load(game.id).await.expect("load");
    assert_eq!(still.status, GameStatus::Active);

    let done = h.slash(alice, "catan-admin end", &[]).await;
    assert!(
        done.content.contains(&format!("Game {}", game.id)),
        "{}",
        done.content
    );
    let ended = h.store.load(game.id).await.expect("load");
    assert_eq!(ended.status, GameStatus::Abandoned);
    let result = h
        .store
        .game_result(game.id)
        .await
        .expect("result")
        .expect("recorded");
    assert_eq!(result.ended_by, Some(alice.get()));
    let retired = h.fake.message(turn.id).expect("turn message");
    assert!(retired.custom_ids().is_empty(), "buttons left");
    assert!(
        retired.content.contains("This game was ended by an admin."),
        "{}",
        retired.content
    );
    assert!(
        h.fake.messages(h.channel).iter().any(|m| !m.is_ephemeral()
            && m.content
                .contains(&format!("Game {} was ended by an admin", game.id))),
        "no public notice"
    );
    let history = h.slash(bob, "catan history", &[]).await;
    assert!(
        history.content.contains("ended by an admin"),
        "{}",
        history.content
    );
    let again = h.slash(alice, "catan-admin end", &[]).await;
    assert!(again.content.contains("There is no open game"));
    h.fake.assert_no_violations();
}
