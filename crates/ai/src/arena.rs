//! Whole games between computer players (tests and the bench): every seat decides from its own
//! view only.

use kaitaku_engine::{Action, Game, GameConfig, Seat, View};

use crate::Player;

/// How a game between computer players ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// The winner (`None`: a draw, or the move cap was reached).
    pub winner: Option<Seat>,
    /// Whether the game ended (won or drawn) within the move cap.
    pub finished: bool,
    /// Moves applied.
    pub moves: u32,
    /// Decisions a player was asked for.
    pub decisions: u32,
}

/// Plays a game of `config` (seeded with `seed`) with `players[seat]` at each seat, asking
/// `decide(seat, player, view)` for every move (the bench wraps [`crate::play`] in a timer
/// there); a move that is refused or missing falls back to the engine's minimal move. Stops
/// after `max_moves`.
pub fn play_game(
    config: &GameConfig,
    seed: u64,
    players: &[Player],
    max_moves: u32,
    mut decide: impl FnMut(Seat, Player, &View) -> Option<Action>,
) -> Result<GameResult, kaitaku_engine::ConfigError> {
    let mut game = Game::new(config.clone(), seed)?;
    let mut moves = 0;
    let mut decisions = 0;
    while moves < max_moves && !game.is_over() {
        let pending = game.pending();
        let Some(p) = pending.first() else { break };
        let seat = p.seat;
        let player = players
            .get(seat as usize)
            .copied()
            .unwrap_or(Player::Minimal);
        let view = game.view(Some(seat));
        decisions += 1;
        let chosen = decide(seat, player, &view);
        let applied = match chosen {
            Some(action) => game.apply(seat, &action).is_ok(),
            None => false,
        };
        if !applied {
            let Some(fallback) = kaitaku_engine::autoplay::minimal_action(&game, seat) else {
                break;
            };
            if game.apply(seat, &fallback).is_err() {
                break;
            }
        }
        moves += 1;
    }
    Ok(GameResult {
        winner: game.winner(),
        finished: game.is_over(),
        moves,
        decisions,
    })
}
