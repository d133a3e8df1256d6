//! Computer seats: added to and removed from a lobby, seated at the start, kicked seats handed to
//! the computer and taken back, the server's setting, the log's source.

use kaitaku_engine::GameConfig;
use kaitaku_store::{
    Command, CommandSource, GuildSettings, LobbyProblem, NewGame, NewLobby, StoreError,
    is_computer_user,
};

use crate::backend::{Backend, backend_tests, test_store};

const HOST: u64 = 300_000_000_000_000_001;
const GUEST: u64 = 300_000_000_000_000_002;

backend_tests!(computer_seats_in_a_lobby_and_a_game);
async fn computer_seats_in_a_lobby_and_a_game(backend: Backend) {
    let Some((_db, store)) = test_store(backend, "computer_seats_in_a_lobby_and_a_game").await
    else {
        return;
    };
    let lobby = store
        .create_lobby(NewLobby {
            guild_id: 7,
            channel_id: 70,
            host_id: HOST,
            config: GameConfig::base(4),
        })
        .await
        .unwrap();
    let seats = store.add_computer(lobby.id, "easy").await.unwrap();
    assert_eq!(seats.len(), 2);
    assert!(seats[1].is_computer() && is_computer_user(seats[1].user_id));
    assert_eq!(seats[1].computer.as_deref(), Some("easy"));
    assert!(!seats[0].is_computer() && seats[0].computer.is_none());
    store.join_lobby(lobby.id, GUEST).await.unwrap();
    let seats = store.add_computer(lobby.id, "hard").await.unwrap();
    assert_eq!(seats.len(), 4);
    assert_ne!(
        seats[1].user_id, seats[3].user_id,
        "each computer its own id"
    );
    // Full: a fifth is refused.
    let full = store.add_computer(lobby.id, "normal").await.unwrap_err();
    assert!(matches!(
        full,
        StoreError::Lobby {
            problem: LobbyProblem::Full(4),
            ..
        }
    ));
    // The last computer to join leaves first.
    let seats = store.remove_computer(lobby.id).await.unwrap();
    assert_eq!(seats.len(), 3);
    assert_eq!(seats[1].computer.as_deref(), Some("easy"));
    let seats = store.add_computer(lobby.id, "hard").await.unwrap();
    assert_eq!(seats.len(), 4);

    let started = store
        .start_lobby(lobby.id, crate::test_seed(3))
        .await
        .unwrap();
    // Seats follow join order; computers have no Discord user and are played automatically.
    assert_eq!(started.user_of(0), Some(HOST));
    assert_eq!(started.user_of(1), None);
    assert_eq!(started.computer_of(1), Some("easy"));
    assert_eq!(started.computer_number(1), Some(1));
    assert_eq!(started.computer_number(3), Some(2));
    assert_eq!(started.computer_number(0), None);
    assert_eq!(started.user_of(2), Some(GUEST));
    assert_eq!(store.autoplay_seats(started.id).await.unwrap(), vec![1, 3]);

    // A gone player's seat handed to the computer, then taken back by its player.
    store
        .hand_seat_to_computer(started.id, 2, "normal")
        .await
        .unwrap();
    let g = store.load(started.id).await.unwrap();
    assert_eq!(g.computer_of(2), Some("normal"));
    assert_eq!(g.user_of(2), Some(GUEST), "the player keeps the seat's id");
    assert_eq!(store.autoplay_seats(g.id).await.unwrap(), vec![1, 2, 3]);
    store.set_seat_autoplay(g.id, 2, false).await.unwrap();
    let g = store.load(g.id).await.unwrap();
    assert_eq!(g.computer_of(2), None);
    assert_eq!(store.autoplay_seats(g.id).await.unwrap(), vec![1, 3]);
    // Someone takes over a computer seat: it is theirs, no longer the computer's.
    assert!(
        store
            .take_over_seat(g.id, 3, 300_000_000_000_000_009)
            .await
            .unwrap()
    );
    let g = store.load(g.id).await.unwrap();
    assert_eq!(g.user_of(3), Some(300_000_000_000_000_009));
    assert_eq!(g.computer_of(3), None);
    assert_eq!(store.autoplay_seats(g.id).await.unwrap(), vec![1]);
    // Removing a computer from a game that has started is refused.
    assert!(store.remove_computer(g.id).await.is_err());
}

backend_tests!(the_computer_setting_and_source_are_kept);
async fn the_computer_setting_and_source_are_kept(backend: Backend) {
    let Some((_db, store)) = test_store(backend, "the_computer_setting_and_source_are_kept").await
    else {
        return;
    };
    assert!(!store.guild_settings(8).await.unwrap().computer_takes_over);
    let settings = GuildSettings {
        computer_takes_over: true,
        ..GuildSettings::default()
    };
    store.set_guild_settings(8, &settings).await.unwrap();
    assert!(store.guild_settings(8).await.unwrap().computer_takes_over);
    assert_eq!(
        CommandSource::parse("computer"),
        Some(CommandSource::Computer)
    );
    assert_eq!(CommandSource::Computer.as_str(), "computer");
    // A computer's move is logged as the server's (`timer`), marked as the computer's.
    let mut stored = store
        .create_game(NewGame {
            guild_id: 8,
            channel_id: 80,
            host_id: HOST,
            players: vec![HOST, GUEST, 300_000_000_000_000_003],
            config: GameConfig::base(3),
            seed: crate::test_seed(4),
        })
        .await
        .unwrap();
    let game = stored.game.as_ref().unwrap();
    let seat = game.pending()[0].seat;
    let action = game.legal_actions(seat)[0].clone();
    let command = Command {
        seat,
        action,
        source: CommandSource::Computer,
        actor_id: None,
    };
    store.play(&mut stored, command).await.unwrap();
    let log = store.commands(stored.id).await.unwrap();
    assert_eq!(log[0].command.source, CommandSource::Computer);
    assert_eq!(
        CommandSource::from_columns("timer", None),
        Some(CommandSource::Timer)
    );
}
