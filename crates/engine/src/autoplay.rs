//! The minimal legal move for a seat that owes a decision: what the turn timer plays on expiry
//! and what a kicked seat plays until someone takes it over.
//!
//! Pure and deterministic: the only randomness (which cards to discard) is drawn from an RNG
//! seeded with the game's seed, version and the seat, so replaying a log gives the same moves.
//! It never buys, builds (beyond what setup and Road Building require), trades or plays
//! development cards.

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

use super::action::{Action, TradeResponse};
use super::board::{Board, HexId, VertexId};
use super::game::{Decision, Game};
use super::random_play::random_cards;
use super::state::{GameState, Phase, Seat};

/// The minimal legal move for `seat`, if it owes a decision now (`None` otherwise, or when the
/// game is over).
pub fn minimal_action(game: &Game, seat: Seat) -> Option<Action> {
    // In a locked game the result can no longer change: a seat that owes a decision ends it
    // rather than hold the channel with empty turns.
    if game.is_locked() && !game.is_over() && game.pending().iter().any(|p| p.seat == seat) {
        return Some(Action::EndLockedGame);
    }
    let decision = game
        .pending()
        .into_iter()
        .find(|p| p.seat == seat)?
        .decision;
    let st = game.state();
    if let Decision::Discard { count } = decision {
        let mut rng = Pcg64Mcg::seed_from_u64(
            game.seed() ^ game.version().wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(seat),
        );
        let hand = st.players[seat as usize].hand;
        return Some(Action::Discard {
            cards: random_cards(hand, u32::from(count), &mut rng),
        });
    }
    let legal = game.legal_actions(seat);
    let board = game.board();
    let chosen = match decision {
        Decision::PlaceSettlement | Decision::PlaceCity => best_settlement(board, &legal),
        Decision::Roll => legal.iter().find(|a| **a == Action::Roll).cloned(),
        Decision::MoveRobber => robber_move(board, st, seat, &legal),
        Decision::TakeTurn => legal.iter().find(|a| **a == Action::EndTurn).cloned(),
        Decision::AnswerTrade => Some(Action::RespondTrade {
            response: TradeResponse::Decline,
        }),
        Decision::Module(d) => {
            let hc = game.hook_ctx();
            st.modules
                .iter()
                .filter(|m| m.id() == d.module())
                .find_map(|m| m.hooks().autoplay_pick(&hc, seat, &legal))
        }
        _ => None,
    };
    // Otherwise the first legal option on the allow-list: answers that spend nothing of the
    // seat's own choosing (placements owed, the modules' own answers, the end of the turn).
    chosen.or_else(|| {
        legal
            .iter()
            .find(|a| autoplay_allowed(game, seat, a))
            .cloned()
    })
}

/// The allow-list: whether an action may be played on a seat's behalf when nothing better was
/// picked. Every base action is named (a new one must be placed on one side or the other), and a
/// module's action is allowed only when its module says so ([`Module::autoplay_allowed`]:
/// nothing by default), so an action that spends anything is never auto-played unless listed.
///
/// [`Module::autoplay_allowed`]: crate::modules::Module::autoplay_allowed
pub fn autoplay_allowed(game: &Game, seat: Seat, action: &Action) -> bool {
    match action {
        Action::Roll
        | Action::MoveRobber { .. }
        | Action::Discard { .. }
        | Action::RespondTrade { .. }
        | Action::CancelTrade
        // A gold field's payment: free, and owed.
        | Action::ChooseGoldField { .. }
        | Action::EndTurn => true,
        // Placements are free only in setup and with Road Building.
        Action::BuildRoad { .. } | Action::BuildSettlement { .. } => matches!(
            game.phase(),
            Phase::Setup { .. } | Phase::RoadBuilding { .. }
        ),
        // A city only as a setup placement the plan owes (free); never an upgrade.
        Action::BuildCity { .. } => matches!(game.phase(), Phase::Setup { .. }),
        Action::BuyDevCard
        | Action::PlayKnight
        | Action::PlayRoadBuilding
        | Action::PlayYearOfPlenty { .. }
        | Action::PlayMonopoly { .. }
        | Action::BankTrade { .. }
        | Action::OfferTrade { .. }
        | Action::ConfirmTrade { .. }
        | Action::EndLockedGame
        // Spends gold.
        | Action::BuyWithGold { .. } => false,
        Action::Module(m) => {
            let hc = game.hook_ctx();
            game.state()
                .modules
                .iter()
                .any(|state| state.autoplay_allowed(&hc, seat, m))
        }
    }
}

/// Pips of a number token (how many of the 36 dice outcomes roll it).
fn pips(number: Option<u8>) -> u32 {
    number.map_or(0, |n| 6u32.saturating_sub(u32::from(n.abs_diff(7))))
}

/// Total pips of the hexes around an intersection.
fn vertex_pips(board: &Board, v: VertexId) -> u32 {
    board
        .vertex_hexes(v)
        .map(|h| pips(board.tile(h).number))
        .sum()
}

/// The legal setup settlement (or city) with the highest pip total (the first on ties).
fn best_settlement(board: &Board, legal: &[Action]) -> Option<Action> {
    let mut best: Option<(u32, &Action)> = None;
    for a in legal {
        if let Action::BuildSettlement { vertex } | Action::BuildCity { vertex } = a
            && let Some(v) = board.vertex_id(*vertex)
        {
            let score = vertex_pips(board, v);
            if best.is_none_or(|(s, _)| score > s) {
                best = Some((score, a));
            }
        }
    }
    best.map(|(_, a)| a.clone())
}

/// The robber's hex: never next to your own buildings if avoidable, then the one that costs the
/// leading opponent (most public points, lowest seat on ties) the most production, then the
/// first. The victim: whoever there holds the most cards (lowest seat on ties).
fn robber_move(board: &Board, st: &GameState, seat: Seat, legal: &[Action]) -> Option<Action> {
    let hc = crate::modules::HookCtx { board, state: st };
    let leader = (0..st.seat_count())
        .filter(|&s| s != seat)
        .max_by_key(|&s| (hc.public_vp(s), std::cmp::Reverse(s)));
    let score = |h: HexId| {
        let p = pips(board.tile(h).number);
        let mut own = false;
        let mut hurt = 0u32;
        for &v in board.hex_vertices(h) {
            if let Some(b) = st.buildings[v as usize] {
                let weight = u32::from(b.base_yield());
                if b.owner == seat {
                    own = true;
                } else if Some(b.owner) == leader {
                    hurt += weight * p;
                }
            }
        }
        (!own, hurt)
    };
    let mut best: Option<((bool, u32), HexId)> = None;
    for a in legal {
        if let Action::MoveRobber { hex, .. } = a
            && let Some(h) = board.hex_id(*hex)
        {
            let s = score(h);
            if best.is_none_or(|(b, _)| s > b) {
                best = Some((s, h));
            }
        }
    }
    let (_, hex_id) = best?;
    let hex = board.hex(hex_id);
    legal
        .iter()
        .filter(|a| matches!(a, Action::MoveRobber { hex: h, .. } if *h == hex))
        .max_by_key(|a| match a {
            Action::MoveRobber {
                victim: Some(v), ..
            } => (st.players[*v as usize].hand.total(), std::cmp::Reverse(*v)),
            _ => (0, std::cmp::Reverse(0)),
        })
        .cloned()
}

#[cfg(test)]
#[path = "autoplay_tests.rs"]
mod tests;
