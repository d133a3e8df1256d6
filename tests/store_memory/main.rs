//! Memory of a loaded game (design budget: 64 KiB per loaded game), measured with a counting
//! allocator: the heap a `StoredGame` holds once loaded, and its snapshot size.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicIsize, Ordering};

use kaitaku_engine::GameConfig;
use kaitaku_engine::random_play::{RandomPlayOptions, random_step};
use kaitaku_store::{Command, NewGame, PlayError, Store, StoreConfig, StoredGame};
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

/// Counts live heap bytes.
struct Counting;

static LIVE: AtomicIsize = AtomicIsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        LIVE.fetch_add(layout.size() as isize, Ordering::Relaxed);
        // SAFETY: forwarded unchanged to the system allocator.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size() as isize, Ordering::Relaxed);
        // SAFETY: forwarded unchanged to the system allocator.
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        LIVE.fetch_add(
            new_size as isize - layout.size() as isize,
            Ordering::Relaxed,
        );
        // SAFETY: forwarded unchanged to the system allocator.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

const BUDGET: usize = 64 * 1024;

/// Heap bytes held by `value` once built by `f` (everything else built by `f` freed).
fn heap_of<T>(f: impl FnOnce() -> T) -> (T, usize) {
    let before = LIVE.load(Ordering::Relaxed);
    let value = f();
    let after = LIVE.load(Ordering::Relaxed);
    (value, usize::try_from(after - before).unwrap_or(0))
}

#[tokio::test(flavor = "current_thread")]
async fn loaded_game_fits_the_budget() {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::connect(&StoreConfig::file(&dir.path().join("mem.db")))
        .await
        .expect("open");
    let mut stored = store
        .create_game(NewGame {
            guild_id: 1,
            channel_id: 1,
            host_id: 1,
            players: vec![1, 2, 3, 4],
            config: GameConfig::base(4),
            seed: 42,
        })
        .await
        .expect("create");
    let mut rng = Pcg64Mcg::seed_from_u64(42);
    let mut scratch = Vec::new();
    let checkpoints = [0u64, 100, 400, u64::MAX];
    for &at in &checkpoints {
        while stored.version < at {
            let Some((seat, action)) = stored
                .game
                .as_ref()
                .and_then(|g| random_step(g, &mut rng, RandomPlayOptions::default(), &mut scratch))
            else {
                break;
            };
            match store
                .play(&mut stored, Command::player(seat, action, 1))
                .await
            {
                Ok(_) | Err(PlayError::Rule(_)) => {}
                Err(PlayError::Store(e)) => panic!("{e}"),
            }
        }
        let snapshot = serde_json::to_string(&stored.game).expect("json");
        // A loaded game as the bot holds it: the StoredGame (row, seats, engine state). Its
        // deep heap is measured on a clone, away from the pool's own allocations.
        let loaded = store.load(stored.id).await.expect("load");
        let (_copy, heap) = heap_of(|| loaded.clone());
        let (_game, game_heap) =
            heap_of(|| serde_json::from_str::<kaitaku_engine::Game>(&snapshot[..]).expect("parse"));
        let total = heap + std::mem::size_of::<StoredGame>();
        println!(
            "version {:>5}: snapshot {:>6} B JSON, Game heap {:>6} B, StoredGame {:>6} B \
             (heap + {} B inline)",
            loaded.version,
            snapshot.len(),
            game_heap,
            total,
            std::mem::size_of::<StoredGame>()
        );
        assert!(total <= BUDGET, "loaded game uses {total} B > {BUDGET} B");
    }
}
