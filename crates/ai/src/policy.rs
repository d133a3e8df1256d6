//! The simple players and the shared pieces: which seat owes what, discards, trade answers,
//! and the greedy one-ply choice over the value function.

use kaitaku_engine::autoplay::minimal_action;
use kaitaku_engine::random_play::random_cards;
use kaitaku_engine::resources::{CITY_COST, DEV_CARD_COST, ROAD_COST, SETTLEMENT_COST};
use kaitaku_engine::{Action, Decision, Game, Good, ResourceSet, Seat, TradeResponse};
use rand::RngExt;
use rand::seq::IndexedRandom;
use rand_pcg::Pcg64Mcg;

use crate::value::{Weights, value};

/// The decision `seat` owes in `game` now, if any.
pub fn owed(game: &Game, seat: Seat) -> Option<Decision> {
    game.pending()
        .into_iter()
        .find(|p| p.seat == seat)
        .map(|p| p.decision)
}

/// A uniformly random legal move (discards drawn at random).
pub fn random_action(game: &Game, seat: Seat, rng: &mut Pcg64Mcg) -> Option<Action> {
    if let Some(Decision::Discard { count }) = owed(game, seat) {
        let hand = game.state().players[seat as usize].hand;
        return Some(Action::Discard {
            cards: random_cards(hand, u32::from(count), rng),
        });
    }
    let legal = game.legal_actions(seat);
    legal
        .choose(rng)
        .cloned()
        .or_else(|| minimal_action(game, seat))
}

/// What the hand is worth towards the things it could buy (used for discards and trade
/// answers, where only the hand changes).
pub fn hand_worth(hand: &ResourceSet) -> f32 {
    let mut v = 0.0;
    for (cost, weight) in [
        (SETTLEMENT_COST, 1.0),
        (CITY_COST, 1.1),
        (DEV_CARD_COST, 0.5),
        (ROAD_COST, 0.4),
    ] {
        let mut have = 0u32;
        let mut need = 0u32;
        for (good, n) in cost.iter() {
            need += u32::from(n);
            have += u32::from(n.min(hand[good]));
        }
        if need > 0 {
            let frac = have as f32 / need as f32;
            v += weight * frac * frac;
        }
    }
    // Cards are worth a little on their own, less when many of a kind pile up.
    for good in Good::CARDS {
        let n = f32::from(hand[good]);
        v += 0.12 * n.min(3.0) + 0.04 * (n - 3.0).max(0.0);
    }
    v
}

/// The cards to discard: one at a time, the card whose loss costs the hand least.
pub fn discard_choice(hand: ResourceSet, count: u32) -> ResourceSet {
    let mut left = hand;
    let mut out = ResourceSet::EMPTY;
    for _ in 0..count.min(hand.total()) {
        let mut best: Option<(f32, Good)> = None;
        for good in Good::CARDS {
            if left[good] == 0 {
                continue;
            }
            let mut after = left;
            after[good] -= 1;
            let worth = hand_worth(&after);
            if best.is_none_or(|(b, _)| worth > b) {
                best = Some((worth, good));
            }
        }
        let Some((_, good)) = best else { break };
        left[good] -= 1;
        out[good] += 1;
    }
    out
}

/// Whether to accept the open trade offer: it must help the hand, and not hand the game to a
/// proposer close to winning.
pub fn accepts_offer(game: &Game, seat: Seat) -> bool {
    let Some(offer) = &game.state().trade else {
        return false;
    };
    let hand = game.state().players[seat as usize].hand;
    if !hand.contains(&offer.get) {
        return false;
    }
    let near_win = game.public_vp(offer.from) + 2 >= u32::from(game.target_vp_for(offer.from));
    if near_win {
        return false;
    }
    let mut after = hand;
    after.try_sub(&offer.get);
    after.add(&offer.give);
    hand_worth(&after) > hand_worth(&hand) + 0.15
}

/// The answers that need no search: discards and trade answers (`None` for the rest).
pub fn direct_answer(game: &Game, seat: Seat) -> Option<Action> {
    match owed(game, seat)? {
        Decision::Discard { count } => Some(Action::Discard {
            cards: discard_choice(game.state().players[seat as usize].hand, u32::from(count)),
        }),
        Decision::AnswerTrade => Some(Action::RespondTrade {
            response: if accepts_offer(game, seat) {
                TradeResponse::Accept
            } else {
                TradeResponse::Decline
            },
        }),
        _ => None,
    }
}

/// The candidate moves for `seat`: the legal list, without trades at a worse ratio than the
/// best and without trade offers' bookkeeping the player never needs.
pub fn candidates(game: &Game, seat: Seat) -> Vec<Action> {
    let mut legal = game.legal_actions(seat);
    legal.retain(|a| !matches!(a, Action::BankTrade { ratio: Some(_), .. }));
    // A trade offer the player did not make is never confirmed or cancelled by it.
    legal
}

/// The greedy one-ply choice: the legal move whose result the value function likes best
/// (`None` when the seat owes nothing).
pub fn greedy_action(game: &Game, seat: Seat, w: &Weights, rng: &mut Pcg64Mcg) -> Option<Action> {
    if let Some(a) = direct_answer(game, seat) {
        return Some(a);
    }
    owed(game, seat)?;
    let legal = candidates(game, seat);
    if legal.len() <= 1 {
        return legal
            .into_iter()
            .next()
            .or_else(|| minimal_action(game, seat));
    }
    let mut best: Option<(f32, usize)> = None;
    for (i, a) in legal.iter().enumerate() {
        let mut g = game.clone();
        if g.apply(seat, a).is_err() {
            continue;
        }
        // Ties are broken at random, so equal moves do not always go the same way.
        let v = value(&g, seat, w) + rng.random_range(0.0..1e-4);
        if best.is_none_or(|(b, _)| v > b) {
            best = Some((v, i));
        }
    }
    best.map(|(_, i)| legal[i].clone())
        .or_else(|| minimal_action(game, seat))
}
