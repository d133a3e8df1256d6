//! Stored deadlines, kicked seats and trade-offer messages: set, replace, take once, clear.

use kaitaku_engine::GameConfig;
use kaitaku_store::{Deadline, DeadlineKind, NewGame};

use crate::backend::{Backend, backend_tests, test_store};

fn new_game(channel: u64) -> NewGame {
    NewGame {
        guild_id: 5,
        channel_id: channel,
        host_id: 1,
        players: vec![1, 2, 3, u64::MAX],
        config: GameConfig::base(4),
        seed: crate::test_seed(9),
    }
}

backend_tests!(deadlines_are_taken_once);
async fn deadlines_are_taken_once(backend: Backend) {
    let Some((_db, store)) = test_store(backend, "deadlines_are_taken_once").await else {
        return;
    };
    let a = store.create_game(new_game(1)).await.unwrap().id;
    let b = store.create_game(new_game(2)).await.unwrap().id;
    assert_eq!(store.next_deadline_at().await.unwrap(), None);
    let timer = Deadline {
        game_id: a,
        kind: DeadlineKind::Timer,
        due_at: 1_000,
        version: 0,
        reminders: 0,
    };
    let reminder = Deadline {
        game_id: b,
        kind: DeadlineKind::Reminder,
        due_at: 500,
        version: 0,
        reminders: 2,
    };
    store.set_deadline(timer).await.unwrap();
    store.set_deadline(reminder).await.unwrap();
    assert_eq!(store.next_deadline_at().await.unwrap(), Some(500));
    assert_eq!(store.due_deadlines(400, 10).await.unwrap(), vec![]);
    assert_eq!(
        store.due_deadlines(2_000, 10).await.unwrap(),
        vec![reminder, timer]
    );
    // Replacing one (a newer version) makes the old one impossible to take.
    let replaced = Deadline {
        due_at: 3_000,
        version: 1,
        ..timer
    };
    store.set_deadline(replaced).await.unwrap();
    assert_eq!(store.deadlines_of(a).await.unwrap(), vec![replaced]);
    assert!(!store.take_deadline(&timer).await.unwrap());
    assert!(store.take_deadline(&replaced).await.unwrap());
    assert!(
        !store.take_deadline(&replaced).await.unwrap(),
        "taken twice"
    );
    store
        .clear_deadline(b, DeadlineKind::Reminder)
        .await
        .unwrap();
    assert_eq!(store.next_deadline_at().await.unwrap(), None);
    store.set_deadline(timer).await.unwrap();
    store.clear_deadlines(a).await.unwrap();
    assert!(store.deadlines_of(a).await.unwrap().is_empty());
}

backend_tests!(kicked_seats_and_offer_messages);
async fn kicked_seats_and_offer_messages(backend: Backend) {
    let Some((_db, store)) = test_store(backend, "kicked_seats_and_offer_messages").await else {
        return;
    };
    let game = store.create_game(new_game(3)).await.unwrap();
    let id = game.id;
    assert!(store.autoplay_seats(id).await.unwrap().is_empty());
    store.set_seat_autoplay(id, 3, true).await.unwrap();
    store.set_seat_autoplay(id, 1, true).await.unwrap();
    assert_eq!(store.autoplay_seats(id).await.unwrap(), vec![1, 3]);
    // Someone already seated cannot take a seat over; someone new can, once.
    assert!(!store.take_over_seat(id, 3, 2).await.unwrap());
    assert!(store.take_over_seat(id, 3, 77).await.unwrap());
    assert!(!store.take_over_seat(id, 3, 78).await.unwrap());
    assert_eq!(store.autoplay_seats(id).await.unwrap(), vec![1]);
    assert_eq!(store.load(id).await.unwrap().user_of(3), Some(77));

    assert_eq!(store.offer_message(id, 1).await.unwrap(), None);
    store
        .set_offer_message(id, 1, u64::MAX - 1, "2 wool for 1 ore")
        .await
        .unwrap();
    store
        .set_offer_message(id, 1, 42, "1 wool for 1 ore")
        .await
        .unwrap();
    assert_eq!(
        store.offer_message(id, 1).await.unwrap(),
        Some((42, "1 wool for 1 ore".to_owned()))
    );
    store.clear_offer_message(id, 1).await.unwrap();
    assert_eq!(store.offer_message(id, 1).await.unwrap(), None);
}
