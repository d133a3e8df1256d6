//! Languages end to end, through the fake Discord: each user is answered in their own Discord
//! language (hanako's client is Japanese, alice's and bob's English) while the public turn
//! messages follow the game's language; the slash commands carry Japanese names and
//! descriptions that Discord accepts.

use crate::support::{Harness, WAIT};
use kaitaku::bot::NewGames;
use kaitaku_engine::Script;
use kaitaku_i18n::Lang;
use kaitaku_store::GameId;
use serde_json::{Value, json};

fn new_games() -> NewGames {
    NewGames {
        seed: Some(11),
        script: Script {
            first_player: Some(0),
            ..Script::default()
        },
        per_channel: false,
        modules: Vec::new(),
    }
}

/// The game id of a lobby message (from its Join button: `k1:<game>:0:join`).
fn game_of(h: &Harness, lobby: &kaitaku_discord_sim::SimMessage) -> GameId {
    let join = h.button(lobby, "join").expect("join");
    GameId(
        join.split(':')
            .nth(1)
            .and_then(|g| g.parse().ok())
            .expect("a game id"),
    )
}

/// Every button label of a message.
fn labels(msg: &kaitaku_discord_sim::SimMessage) -> Vec<String> {
    msg.components
        .iter()
        .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|b| b["label"].as_str().map(str::to_owned))
        .collect()
}

/// Clicks the first button of `verb` on the current turn message as `user`.
async fn click_verb(
    h: &Harness,
    user: serenity::model::id::UserId,
    verb: &str,
) -> kaitaku_discord_sim::SimMessage {
    let turn = h.turn_message();
    let id = h.button(&turn, verb).expect("button");
    h.click(user, turn.id, &id).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_user_reads_their_own_language_and_the_channel_the_games() {
    let h = crate::support::start_with_locales(new_games(), &[("hanako", "ja")]).await;
    let (alice, bob, hanako, eve) = (
        h.user("alice"),
        h.user("bob"),
        h.user("hanako"),
        h.user("eve"),
    );

    // An English game (the default): public messages in English…
    let turn = h.new_game(3, 10).await;
    assert_eq!(turn.embeds[0]["title"], "Catan — setup");
    assert_eq!(h.mentioned(&turn), Some(alice));
    assert!(labels(&turn).contains(&"Place settlement".to_string()));

    // …private answers in each user's language.
    let mine = click_verb(&h, hanako, "hand").await;
    assert!(mine.is_ephemeral());
    assert!(mine.content.starts_with("**手札**："), "{}", mine.content);
    let theirs = click_verb(&h, bob, "hand").await;
    assert!(
        theirs.content.starts_with("**Your hand**: "),
        "{}",
        theirs.content
    );
    let refused = click_verb(&h, hanako, "pick:settlement").await;
    assert!(refused.is_ephemeral());
    assert_eq!(refused.content, "今はあなたの番ではありません。");
    let refused = click_verb(&h, bob, "pick:settlement").await;
    assert_eq!(refused.content, "It is not your move right now.");
    let outsider = click_verb(&h, eve, "hand").await;
    assert_eq!(outsider.content, "You are not playing in this game.");
    let slash = h.slash(hanako, "catan roll", &[]).await;
    assert!(slash.is_ephemeral());
    assert_eq!(slash.content, "今はあなたの番ではありません。");

    // The current player's chooser is in their language too (alice: English).
    let chooser = click_verb(&h, alice, "pick:settlement").await;
    assert!(
        chooser
            .content
            .starts_with("Choose where to place your settlement"),
        "{}",
        chooser.content
    );
    let asked = h.slash(alice, "catan abandon", &[]).await;
    let confirm = h.button(&asked, "abandon").expect("confirm button");
    h.click(alice, asked.id, &confirm).await;
    let abandoned = h
        .fake
        .wait_for_message(crate::support::WAIT, |m| {
            m.channel_id == h.channel && m.content.contains("was abandoned")
        })
        .await
        .expect("said in public who ended the game");
    assert!(!abandoned.is_ephemeral());

    // A Japanese game: its lobby and turn messages are in Japanese, whoever reads them.
    let lobby = h.slash(alice, "catan new", &[("players", json!(3))]).await;
    h.store
        .set_game_lang(game_of(&h, &lobby), Lang::Ja)
        .await
        .expect("language set");
    let join = h.button(&lobby, "join").expect("join");
    for user in [bob, hanako] {
        h.click(user, lobby.id, &join).await;
    }
    let updated = h.fake.message(lobby.id).expect("lobby");
    assert_eq!(updated.embeds[0]["title"], "カタン — 新しいゲーム");
    assert_eq!(updated.embeds[0]["fields"][0]["name"], "参加者（3/3）");
    let start = h.button(&lobby, "start").expect("start");
    h.fake
        .click_button(alice, lobby.id, &start)
        .expect("start")
        .callback(WAIT)
        .await
        .expect("ack");
    let turn = h
        .fake
        .wait_for_message(WAIT, |m| {
            m.channel_id == h.channel
                && m.attachment("board.png").is_some()
                && !m.is_ephemeral()
                && m.embeds
                    .first()
                    .and_then(|e| e["title"].as_str())
                    .is_some_and(|t| t.starts_with("カタン"))
        })
        .await
        .expect("a Japanese turn message");
    assert_eq!(turn.embeds[0]["title"], "カタン — 初期配置");
    assert!(
        turn.content.ends_with("、初期配置の番です。"),
        "{}",
        turn.content
    );
    assert_eq!(labels(&turn), ["開拓地を置く", "手札"]);
    let description = turn.embeds[0]["description"].as_str().unwrap_or_default();
    assert!(
        description.ends_with("が開拓地を置きます。"),
        "{description}"
    );

    // In a Japanese game, English speakers are still answered in English.
    let mine = click_verb(&h, bob, "hand").await;
    assert!(
        mine.content.starts_with("**Your hand**"),
        "{}",
        mine.content
    );
    let refused = click_verb(&h, hanako, "pick:settlement").await;
    assert_eq!(refused.content, "今はあなたの番ではありません。");

    // The current player's own chooser stays in their language (alice: English).
    let chooser = click_verb(&h, alice, "pick:settlement").await;
    let options = crate::support::options(&chooser);
    assert!(!options.is_empty());
    assert!(
        chooser.content.starts_with("Choose where"),
        "{}",
        chooser.content
    );

    h.fake.assert_no_violations();
}

/// Discord's rule for localized command and option names.
fn valid_name(name: &str) -> bool {
    let count = name.chars().count();
    (1..=32).contains(&count)
        && name
            .chars()
            .all(|c| c == '-' || c == '_' || c.is_alphabetic() || c.is_numeric())
        && name.to_lowercase() == name
}

/// Checks the Japanese localizations of a command or option and of everything under it;
/// returns how many carry one.
fn check_localized(item: &Value, path: &str) -> usize {
    let name = item["name"].as_str().unwrap_or_default();
    let path = format!("{path} {name}");
    let mut found = 0;
    if let Some(ja) = item["name_localizations"]["ja"].as_str() {
        assert!(valid_name(ja), "{path}: {ja:?} is not a valid Discord name");
        let description = item["description_localizations"]["ja"]
            .as_str()
            .unwrap_or_else(|| panic!("{path}: a Japanese name but no description"));
        let len = description.chars().count();
        assert!(
            (1..=100).contains(&len),
            "{path}: description of {len} chars"
        );
        found += 1;
    }
    for option in item["options"].as_array().into_iter().flatten() {
        found += check_localized(option, &path);
    }
    for choice in item["choices"].as_array().into_iter().flatten() {
        if let Some(ja) = choice["name_localizations"]["ja"].as_str() {
            assert!(
                (1..=100).contains(&ja.chars().count()),
                "{path}: choice {ja:?}"
            );
        }
    }
    found
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_commands_carry_japanese_names_discord_accepts() {
    let h = crate::support::start(NewGames::default()).await;
    let guild = h.fake.guild_id().expect("a guild");
    let commands = h.fake.guild_commands(guild);
    let catan = commands
        .iter()
        .find(|c| c["name"] == "catan")
        .expect("catan registered");
    assert_eq!(catan["name_localizations"]["ja"], "カタン");
    let localized = check_localized(catan, "");
    assert!(localized >= 20, "only {localized} localized names");
    let sub = |name: &str| -> &Value {
        catan["options"]
            .as_array()
            .and_then(|o| o.iter().find(|s| s["name"] == name))
            .unwrap_or_else(|| panic!("no subcommand {name}"))
    };
    for (name, ja) in [
        ("new", "新規"),
        ("join", "参加"),
        ("hand", "手札"),
        ("build", "建設"),
        ("robber", "盗賊"),
        ("discard", "捨て札"),
    ] {
        assert_eq!(sub(name)["name_localizations"]["ja"], ja, "{name}");
    }
    let settlement = sub("build")["options"]
        .as_array()
        .and_then(|o| o.iter().find(|s| s["name"] == "settlement"))
        .expect("build settlement");
    assert_eq!(settlement["name_localizations"]["ja"], "開拓地");
    let new_option = |name: &str| -> Value {
        sub("new")["options"]
            .as_array()
            .and_then(|o| o.iter().find(|s| s["name"] == name))
            .cloned()
            .unwrap_or_else(|| panic!("no option {name} of /catan new"))
    };
    // The scenario and the optional rules come from the registry, through autocomplete.
    for (name, ja) in [("scenario", "ゲーム"), ("rules", "追加ルール")] {
        let option = new_option(name);
        assert_eq!(option["name_localizations"]["ja"], ja, "{name}");
        assert_eq!(option["autocomplete"], true, "{name}");
    }
    // The English names stay what the tests and players type.
    assert!(
        sub("new")["options"]
            .as_array()
            .is_some_and(|o| { o.iter().any(|x| x["name"] == "players") })
    );
    h.fake.assert_no_violations();
}
