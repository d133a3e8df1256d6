//! What a phone playtest found (issue 18), end to end: the board a new game is dealt, option
//! values outside their range, confirming `/catan abandon`, a double click, and a local-mode
//! game that survives a restart.

use kaitaku::bot::NewGames;
use kaitaku_engine::Script;
use kaitaku_engine::board::layout::{
    LayoutChoice, NumberPlacement, beginner_layout, red_numbers_adjacent,
};
use kaitaku_store::{GameStatus, GuildSettings, StoredGame};
use serde_json::json;
use serenity::model::permissions::Permissions;

use crate::support::{BEGINNER_BOARD, Harness, WAIT, options};

/// The `board` option's values.
const RANDOM_BOARD: u64 = 0;
const BALANCED_BOARD: u64 = 1;

fn seeded() -> NewGames {
    NewGames {
        seed: Some(18),
        script: Script {
            first_player: Some(0),
            ..Script::default()
        },
        per_channel: false,
        modules: Vec::new(),
    }
}

/// The channel's open game (lobby or running).
async fn open_game(h: &Harness) -> Option<StoredGame> {
    h.store
        .load_by_channel(h.channel.get())
        .await
        .expect("load")
        .filter(|g| g.status.is_open())
}

/// Opens a lobby with `options`, returns its board, and cancels it.
async fn lobby_board(h: &Harness, options: &[(&str, serde_json::Value)]) -> LayoutChoice {
    let alice = h.user("alice");
    let lobby = h.slash(alice, "catan new", options).await;
    let stored = open_game(h).await.expect("a lobby");
    assert_eq!(stored.status, GameStatus::Lobby);
    let cancel = h.button(&lobby, "cancel").expect("cancel");
    h.click(alice, lobby.id, &cancel).await;
    assert!(open_game(h).await.is_none(), "the lobby was cancelled");
    stored.config.layout
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn new_games_get_the_balanced_board_unless_they_or_the_server_choose() {
    let h = crate::support::start(seeded()).await;
    let alice = h.user("alice");
    let balanced = LayoutChoice::Variable {
        numbers: NumberPlacement::Random,
    };
    assert_eq!(lobby_board(&h, &[("players", json!(3))]).await, balanced);
    assert_eq!(
        lobby_board(&h, &[("board", json!(BEGINNER_BOARD))]).await,
        LayoutChoice::Beginner
    );
    assert_eq!(
        lobby_board(&h, &[("board", json!(RANDOM_BOARD))]).await,
        LayoutChoice::Variable {
            numbers: NumberPlacement::Unrestricted
        }
    );

    // The server's default (alice owns the server) applies when /catan new does not choose.
    let summary = h
        .slash(
            alice,
            "catan-admin settings",
            &[("board", json!(BEGINNER_BOARD))],
        )
        .await;
    assert!(
        crate::support::public_text(&summary).contains("Beginner board"),
        "{}",
        crate::support::public_text(&summary)
    );
    let guild = h.fake.guild_id().expect("guild").get();
    let settings: GuildSettings = h.store.guild_settings(guild).await.expect("settings");
    assert_eq!(settings.default_board, Some(LayoutChoice::Beginner));
    assert_eq!(lobby_board(&h, &[]).await, LayoutChoice::Beginner);
    assert_eq!(
        lobby_board(&h, &[("board", json!(BALANCED_BOARD))]).await,
        balanced
    );

    // A balanced game, started: its board is dealt from the seed, with no 6/8 side by side.
    h.new_game_with(3, 10, &[("board", json!(BALANCED_BOARD))])
        .await;
    let game = open_game(&h).await.expect("running").game.expect("started");
    let layout = game.board().layout().clone();
    assert_ne!(layout, beginner_layout());
    assert!(!red_numbers_adjacent(&layout.tiles));
    let again = kaitaku_engine::Game::new(game.config().clone(), crate::support::test_seed(18))
        .expect("same game");
    assert_eq!(
        again.board().layout(),
        &layout,
        "the board replays from the seed"
    );
    h.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn option_values_out_of_range_get_a_private_refusal() {
    let h = crate::support::start_with_locales(NewGames::default(), &[("hanako", "ja")]).await;
    let (alice, hanako) = (h.user("alice"), h.user("hanako"));
    // Past what the option's type can hold, and past its declared range.
    for (user, value, expected) in [
        (
            alice,
            1000,
            "`target_vp` must be between 3 and 30, not 1000",
        ),
        (hanako, 31, "`目標勝利点` は 3 から 30 までです"),
    ] {
        let refused = h
            .slash(user, "catan new", &[("target_vp", json!(value))])
            .await;
        assert!(refused.is_ephemeral());
        assert!(
            refused.content.contains(expected),
            "{expected:?} in {}",
            refused.content
        );
        assert!(open_game(&h).await.is_none(), "no lobby opened");
    }
    // Another command: the admin settings keep their old values.
    let guild = h.fake.guild_id().expect("guild").get();
    let before = h.store.guild_settings(guild).await.expect("settings");
    let refused = h
        .slash(alice, "catan-admin settings", &[("players", json!(9))])
        .await;
    assert!(refused.is_ephemeral());
    assert!(
        refused
            .content
            .contains("`players` must be between 2 and 4, not 9"),
        "{}",
        refused.content
    );
    assert_eq!(
        h.store.guild_settings(guild).await.expect("settings"),
        before
    );
    h.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn abandon_asks_for_confirmation_and_says_who_ended_the_game() {
    let h = crate::support::start(seeded()).await;
    h.new_game(3, 10).await;
    let (bob, taro) = (h.user("bob"), h.user("taro"));
    let game = open_game(&h).await.expect("running").id;

    // A player who is neither host nor admin is refused.
    let refused = h.slash(bob, "catan abandon", &[]).await;
    assert!(
        refused.content.contains("Only the host"),
        "{}",
        refused.content
    );

    // An admin who is not the host: asked first; nothing ends until the button is pressed.
    let guild = h.fake.guild_id().expect("guild");
    let basic = h.fake.config().member(guild, bob).expect("bob").permissions;
    h.fake
        .set_member_permissions(guild, taro, basic | Permissions::MANAGE_GUILD)
        .expect("member");
    let asked = h.slash(taro, "catan abandon", &[]).await;
    assert!(asked.is_ephemeral());
    assert!(
        asked.content.contains("without a winner"),
        "{}",
        asked.content
    );
    let confirm = h.button(&asked, "abandon").expect("a confirmation button");
    assert_eq!(
        open_game(&h).await.map(|g| g.status),
        Some(GameStatus::Active),
        "asking ended nothing"
    );
    let done = h.click(taro, asked.id, &confirm).await;
    assert!(
        done.content.contains("The game has ended"),
        "{}",
        done.content
    );
    assert!(done.custom_ids().is_empty(), "the button is gone");
    let public = h
        .fake
        .wait_for_message(WAIT, |m| {
            m.channel_id == h.channel && !m.is_ephemeral() && m.content.contains("abandoned by")
        })
        .await
        .expect("the channel is told");
    assert!(
        public.content.contains(&format!("Game {game}"))
            && public.content.contains(&format!("<@{taro}>")),
        "{}",
        public.content
    );
    assert_eq!(
        h.store.load(game).await.expect("load").status,
        GameStatus::Abandoned
    );
    h.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_double_click_is_already_done_not_out_of_date() {
    let h = crate::support::start(seeded()).await;
    let turn = h.new_game(3, 10).await;
    let user = h.mentioned(&turn).expect("current player");
    let pick = h.button(&turn, "pick:settlement").expect("pick settlement");
    // Two menus made for the same moment (as a double click sends the same press twice).
    let first = h.click(user, turn.id, &pick).await;
    let second = h.click(user, turn.id, &pick).await;
    let (menu, value, _) = options(&first).remove(0);
    h.select(user, first.id, &menu, &[value.as_str()]).await;

    // The same choice again: already done, with the link to the current board.
    let (menu, same, _) = options(&second)
        .into_iter()
        .find(|(_, v, _)| *v == value)
        .expect("the same choice");
    let again = h.select(user, second.id, &menu, &[same.as_str()]).await;
    assert!(
        again.content.starts_with("Already done"),
        "{}",
        again.content
    );
    assert!(
        again.content.contains("discord.com/channels/"),
        "{}",
        again.content
    );
    let stored = open_game(&h).await.expect("running");
    let buildings = stored.game.expect("started").view(None).buildings.len();
    assert_eq!(buildings, 1, "placed once");

    h.fake.assert_no_violations();
}
