//! A player that picks uniformly among legal actions: drives benchmarks, property tests and
//! load tests. It uses its own RNG, never the game's.

use rand::seq::IndexedRandom;
use rand::{Rng, RngExt};

use super::action::Action;
use super::game::{Decision, Game};
use super::resources::{Resource, ResourceSet};
use super::rules::legal::{self, CountedRuns};
use super::state::Seat;

/// Options for the random player.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomPlayOptions {
    /// Also make random domestic trade offers now and then (off for benchmarks).
    pub domestic_trades: bool,
}

/// Picks the next (seat, action): a seat that owes a decision, then an action uniformly among
/// its legal actions (discards are drawn at random). `None` when the game is over. `scratch` is
/// a buffer kept between steps (what it holds afterwards is unspecified). The actions a module
/// counts (`RuleModule::legal_action_count`) are not built: one index is drawn among all legal
/// actions and only that one is built, the same draw and action as choosing from the full list.
pub fn random_step<R: Rng + ?Sized>(
    game: &Game,
    rng: &mut R,
    opts: RandomPlayOptions,
    scratch: &mut Vec<Action>,
) -> Option<(Seat, Action)> {
    // One seat deciding (most of the time): no list to build; the same draw from the random
    // player's RNG as choosing from a list of one.
    let single = super::rules::legal::pending_single(game.state());
    #[cfg(debug_assertions)]
    if let Some(p) = single {
        debug_assert_eq!(
            game.pending(),
            vec![p],
            "pending_single disagrees with pending"
        );
    }
    let pending = match single {
        Some(_) => Vec::new(),
        None => game.pending(),
    };
    let p = *match &single {
        Some(p) => std::slice::from_ref(p),
        None => &pending[..],
    }
    .choose(rng)?;
    if let Decision::Discard { count } = p.decision {
        let hand = game.state().players[p.seat as usize].hand;
        return Some((
            p.seat,
            Action::Discard {
                cards: random_cards(hand, count as u32, rng),
            },
        ));
    }
    scratch.clear();
    // Bank trades at the best ratio only: giving more on purpose (a harbour owner's 4:1) is a
    // person's choice, not a sensible random move, and leaving it out keeps every seeded random
    // game (benchmarks, golden images) as it was before the ratio could be named.
    // Count-then-pick: a module that can count its actions (a knight's every reachable path)
    // only counts them; the one drawn is built alone, the same as choosing from the full list.
    let mut counted = CountedRuns::default();
    legal::legal_actions_for_draw(game.board(), game.state(), p.seat, scratch, &mut counted);
    let total = scratch.len() + counted.total();
    if opts.domestic_trades
        && p.decision == Decision::TakeTurn
        && matches!(game.phase(), crate::state::Phase::Main)
        && game.state().trade.is_none()
        && rng.random_range(0..20) == 0
    {
        let hand = game.state().players[p.seat as usize].hand;
        if hand.total() > 0 {
            let give = random_cards(hand, 1, rng);
            let want = Resource::ALL[rng.random_range(0..5)];
            if give[want] == 0 {
                return Some((
                    p.seat,
                    Action::OfferTrade {
                        give,
                        get: ResourceSet::of(want, 1),
                        to: None,
                    },
                ));
            }
        }
    }
    if total == 0 {
        return None;
    }
    // What `choose` on the full list draws: one index below its length.
    let index = rng.random_range(..total);
    let action = match counted.locate(index) {
        legal::Drawn::Counted { module, index } => {
            legal::pick_counted(game.board(), game.state(), p.seat, module, index)?
        }
        legal::Drawn::Listed(i) => {
            let _drawn = scratch.get(i)?;
            #[cfg(debug_assertions)]
            check_draw_list(game, p.seat, scratch, &counted, index, _drawn);
            // Taken out of the list rather than copied: the list is built again next step.
            return Some((p.seat, scratch.swap_remove(i)));
        }
    };
    #[cfg(debug_assertions)]
    check_draw_list(game, p.seat, scratch, &counted, index, &action);
    Some((p.seat, action))
}

/// Debug builds: the draw list is the full list (`legal_actions`) without the bank trades at a
/// named ratio: as long, the listed part in place, and the action picked at `index` the full
/// list's. (Each module's count and picks against its own list: the modules' tests.)
#[cfg(debug_assertions)]
fn check_draw_list(
    game: &Game,
    seat: Seat,
    listed: &[Action],
    counted: &CountedRuns,
    index: usize,
    picked: &Action,
) {
    let mut all = Vec::new();
    legal::legal_actions(game.board(), game.state(), seat, &mut all);
    all.retain(|a| !matches!(a, Action::BankTrade { ratio: Some(_), .. }));
    assert_eq!(
        all.len(),
        listed.len() + counted.total(),
        "the draw list's length differs from the full list's"
    );
    assert_eq!(all.get(index), Some(picked), "the action drawn differs");
    // The full list with the counted runs cut out is the listed part.
    let mut skipped = 0;
    let mut from = 0;
    for run in counted.runs() {
        let (at, count) = (run.at as usize, run.count as usize);
        let start = at + skipped;
        assert_eq!(&all[from..start], &listed[from - skipped..at]);
        skipped += count;
        from = start + count;
    }
    assert_eq!(
        &all[from..],
        &listed[from - skipped..],
        "the best-ratio list differs"
    );
}

/// `count` cards drawn at random from `hand` (all of it if smaller).
pub fn random_cards<R: Rng + ?Sized>(hand: ResourceSet, count: u32, rng: &mut R) -> ResourceSet {
    let mut left = hand;
    let mut out = ResourceSet::EMPTY;
    for _ in 0..count.min(hand.total()) {
        let i = rng.random_range(0..left.total());
        if let Some(r) = left.nth_card(i) {
            left[r] -= 1;
            out[r] += 1;
        }
    }
    out
}

/// Plays a game to the end (or `max_actions`) with the random player. Returns actions applied.
pub fn play_out<R: Rng + ?Sized>(
    game: &mut Game,
    rng: &mut R,
    opts: RandomPlayOptions,
    max_actions: usize,
) -> usize {
    let mut scratch = Vec::new();
    let mut events = Vec::new();
    let mut applied = 0;
    while applied < max_actions {
        let Some((seat, action)) = random_step(game, rng, opts, &mut scratch) else {
            break;
        };
        events.clear();
        if game.apply_into(seat, &action, &mut events).is_ok() {
            applied += 1;
        }
    }
    applied
}
