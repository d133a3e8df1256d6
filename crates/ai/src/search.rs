//! The search player: determinized rollouts. For each candidate move, several games are
//! sampled from the seat's view (`kaitaku_engine::sample`), the move is applied, the rest of
//! the turn (and, at higher levels, more turns) is played out by greedy players, and the
//! value function scores the result; the move with the best mean wins. Samples are shared
//! between candidates (the same hidden cards and dice for each), so the comparison is fair.

use kaitaku_engine::sample::sample_game;
use kaitaku_engine::{Action, Game, GameConfig, Seat, View};
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

use crate::policy::{candidates, direct_answer, greedy_action, owed};
use crate::value::{Weights, value};

/// How much a search may do (counts, never time: the player is pure).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Games sampled from the view; each candidate is played out once in each.
    pub samples: u32,
    /// Candidates kept after a one-ply ranking.
    pub candidates: usize,
    /// Turns played out after the seat's own turn ends (0: score at the end of the turn).
    pub extra_turns: u8,
    /// Moves played at most in one playout.
    pub max_moves: u32,
}

/// Chooses a move for the view's seat by determinized rollouts.
pub fn search_action(
    config: &GameConfig,
    view: &View,
    budget: Budget,
    w: &Weights,
    rng: &mut Pcg64Mcg,
) -> Option<Action> {
    let seat = view.viewer?;
    let base = sample_game(config, view, rng).ok()?;
    if let Some(a) = direct_answer(&base, seat) {
        return Some(a);
    }
    owed(&base, seat)?;
    let mut moves = candidates(&base, seat);
    if moves.len() <= 1 {
        return greedy_action(&base, seat, w, rng);
    }
    // One-ply ranking on the first sample keeps the most promising candidates.
    if moves.len() > budget.candidates {
        let mut ranked: Vec<(f32, Action)> = moves
            .into_iter()
            .map(|a| {
                let mut g = base.clone();
                let v = match g.apply(seat, &a) {
                    Ok(_) => value(&g, seat, w),
                    Err(_) => f32::MIN,
                };
                (v, a)
            })
            .collect();
        ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
        ranked.truncate(budget.candidates);
        moves = ranked.into_iter().map(|(_, a)| a).collect();
    }
    let mut totals = vec![0.0f32; moves.len()];
    for k in 0..budget.samples.max(1) {
        let game = if k == 0 {
            base.clone()
        } else {
            match sample_game(config, view, rng) {
                Ok(g) => g,
                Err(_) => base.clone(),
            }
        };
        let playout_seed: u64 = rng.random();
        for (i, a) in moves.iter().enumerate() {
            let mut g = game.clone();
            if g.apply(seat, a).is_err() {
                totals[i] = f32::MIN;
                continue;
            }
            let mut prng = Pcg64Mcg::seed_from_u64(playout_seed);
            playout(&mut g, seat, budget, w, &mut prng);
            totals[i] += value(&g, seat, w);
        }
    }
    let best = totals
        .iter()
        .enumerate()
        .max_by(|a, b| a.1.total_cmp(b.1))
        .map(|(i, _)| i)?;
    moves.into_iter().nth(best)
}

/// Plays on with greedy players until the seat's turn is over (and then `extra_turns` more
/// turns), the game ends, or the move budget runs out.
fn playout(game: &mut Game, me: Seat, budget: Budget, w: &Weights, rng: &mut Pcg64Mcg) {
    let mut turns_left = budget.extra_turns;
    let mut current = game.state().current;
    let mut left_my_turn = current != me;
    if left_my_turn {
        if turns_left == 0 {
            return;
        }
        turns_left -= 1;
    }
    for _ in 0..budget.max_moves {
        if game.is_over() {
            return;
        }
        let pending = game.pending();
        let Some(p) = pending
            .iter()
            .find(|p| p.seat == me)
            .or_else(|| pending.first())
        else {
            return;
        };
        let seat: Seat = p.seat;
        let Some(action) = greedy_action(game, seat, w, rng) else {
            return;
        };
        if game.apply(seat, &action).is_err() {
            return;
        }
        let now = game.state().current;
        if now != current {
            current = now;
            if !left_my_turn {
                left_my_turn = true;
                if turns_left == 0 {
                    return;
                }
                turns_left -= 1;
            } else {
                if turns_left == 0 {
                    return;
                }
                turns_left -= 1;
            }
        }
    }
}
