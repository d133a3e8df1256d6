//! Stored deadlines, kicked seats and trade-offer messages: set, replace, take once, clear.

use kaitaku_engine::GameConfig;
use kaitaku_store::{Deadline, DeadlineKind, NewGame, ShardRange};

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

/// A guild on shard `shard` of `total`.
fn guild_on(shard: u64, total: u64) -> u64 {
    // Discord: shard = (guild_id >> 22) % total.
    ((1_000_000 * total + shard) << 22) | 12_345
}

backend_tests!(multi_thread claims_follow_shards_and_never_overlap);
async fn claims_follow_shards_and_never_overlap(backend: Backend) {
    let Some((db, store)) = test_store(backend, "claims_follow_shards").await else {
        return;
    };
    // Two processes over one database, each serving one shard of two.
    let other = db.store().await;
    let (zero, one) = (
        ShardRange::parse("0", 2).unwrap(),
        ShardRange::parse("1-1", 2).unwrap(),
    );
    let mut by_shard = [Vec::new(), Vec::new()];
    for k in 0..20u64 {
        let shard = k % 2;
        let mut new = new_game(100 + k);
        new.guild_id = guild_on(shard, 2);
        assert_eq!(ShardRange::shard_of(new.guild_id, 2), shard as u32);
        let id = store.create_game(new).await.unwrap().id;
        let deadline = Deadline {
            game_id: id,
            kind: DeadlineKind::Timer,
            due_at: 1_000 + k as i64,
            version: 0,
            reminders: 0,
        };
        store.set_deadline(deadline).await.unwrap();
        by_shard[shard as usize].push(deadline);
    }
    assert_eq!(store.next_deadline_for(one).await.unwrap(), Some(1_001));
    // Each claims its own shard's deadlines only, earliest first, and at most `limit`.
    let first = store
        .claim_due_deadlines(5_000, 4, zero, 60_000)
        .await
        .unwrap();
    assert_eq!(first, by_shard[0][..4].to_vec());
    let rest = store
        .claim_due_deadlines(5_000, 100, zero, 60_000)
        .await
        .unwrap();
    assert_eq!(rest, by_shard[0][4..].to_vec());
    let theirs = other
        .claim_due_deadlines(5_000, 100, one, 60_000)
        .await
        .unwrap();
    assert_eq!(theirs, by_shard[1]);
    // Claimed: nobody claims them again while the lease lasts, the next one is at its end.
    assert!(
        store
            .claim_due_deadlines(5_000, 100, ShardRange::ALL, 60_000)
            .await
            .unwrap()
            .is_empty()
    );
    assert_eq!(store.next_deadline_for(zero).await.unwrap(), Some(65_000));
    // Taken: gone. Not taken (the claimer died): claimed again once the lease lapses.
    for d in &by_shard[0] {
        assert!(store.take_deadline(d).await.unwrap());
    }
    assert_eq!(store.next_deadline_for(zero).await.unwrap(), None);
    let again = store
        .claim_due_deadlines(65_000, 100, ShardRange::ALL, 60_000)
        .await
        .unwrap();
    assert_eq!(again, by_shard[1]);
    // Set anew (the game moved on): the claim is cleared with it.
    let moved = Deadline {
        version: 1,
        due_at: 70_000,
        ..by_shard[1][0]
    };
    store.set_deadline(moved).await.unwrap();
    assert_eq!(
        other
            .claim_due_deadlines(70_000, 100, one, 60_000)
            .await
            .unwrap(),
        vec![moved]
    );
}

backend_tests!(multi_thread racing_claimers_fire_each_deadline_once);
async fn racing_claimers_fire_each_deadline_once(backend: Backend) {
    let Some((db, store)) = test_store(backend, "racing_claimers").await else {
        return;
    };
    let mut all = Vec::new();
    for k in 0..60u64 {
        let id = store.create_game(new_game(200 + k)).await.unwrap().id;
        let deadline = Deadline {
            game_id: id,
            kind: DeadlineKind::Reminder,
            due_at: 10 + k as i64,
            version: 0,
            reminders: 0,
        };
        store.set_deadline(deadline).await.unwrap();
        all.push(deadline);
    }
    // Four processes claim in small batches at once; each takes what it claimed.
    let mut tasks = Vec::new();
    for _ in 0..4 {
        let claimer = db.store().await;
        tasks.push(tokio::spawn(async move {
            let mut fired = Vec::new();
            loop {
                let batch = claimer
                    .claim_due_deadlines(1_000, 3, ShardRange::ALL, 60_000)
                    .await
                    .unwrap();
                if batch.is_empty() {
                    return fired;
                }
                for d in batch {
                    assert!(claimer.take_deadline(&d).await.unwrap(), "claimed yet gone");
                    fired.push(d);
                }
            }
        }));
    }
    let mut fired = Vec::new();
    for t in tasks {
        fired.extend(t.await.unwrap());
    }
    fired.sort_by_key(|d| d.due_at);
    assert_eq!(fired, all, "every deadline fired exactly once");
}
