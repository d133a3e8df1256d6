//! Computer players for kaitaku, in every ruleset, over the pure engine.
//!
//! A player's only input is its own seat's [`View`] (plus the game's public configuration and
//! a seed): hidden information is sampled consistently with what the seat has seen
//! ([`kaitaku_engine::sample`]), so a player never cheats. Pure and deterministic: no clock;
//! budgets are counts of samples and playouts.
//!
//! The bot's entry points: [`owes_decision`] (whether a seat must act now) and [`decide`] (the
//! move a computer seat makes, at a [`Level`]).

pub mod arena;
pub mod policy;
pub mod search;
pub mod value;

use kaitaku_engine::autoplay::minimal_action;
use kaitaku_engine::sample::sample_game;
use kaitaku_engine::{Action, GameConfig, Seat, View};
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use serde::{Deserialize, Serialize};

pub use search::Budget;
pub use value::Weights;

/// How strong the search player is (its budget).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// Few samples, few candidates.
    Easy,
    /// The default: within about 300 ms a decision in a release build.
    #[default]
    Normal,
    /// More samples and candidates, and a turn more of lookahead.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    /// The level's name (`easy`, `normal`, `hard`).
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    /// Parses a level's name.
    pub fn parse(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == name.trim())
    }

    /// The search budget of the level.
    pub fn budget(self) -> Budget {
        match self {
            Level::Easy => Budget {
                samples: 2,
                candidates: 4,
                extra_turns: 0,
                max_moves: 40,
            },
            Level::Normal => Budget {
                samples: 12,
                candidates: 12,
                extra_turns: 0,
                max_moves: 60,
            },
            Level::Hard => Budget {
                samples: 24,
                candidates: 16,
                extra_turns: 1,
                max_moves: 120,
            },
        }
    }
}

/// A kind of computer player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// Uniformly random legal moves.
    Random,
    /// The minimal moves the bot plays for a kicked seat (the engine's autoplay).
    Minimal,
    /// One-ply greedy over the value function.
    Greedy,
    /// The search player at a level.
    Search(Level),
}

impl Player {
    /// The player's name (`random`, `minimal`, `greedy`, or the level's).
    pub fn name(self) -> &'static str {
        match self {
            Player::Random => "random",
            Player::Minimal => "minimal",
            Player::Greedy => "greedy",
            Player::Search(l) => l.name(),
        }
    }
}

/// Whether the view's seat owes a decision now (its own view: `view.viewer`).
pub fn owes_decision(view: &View) -> bool {
    let Some(seat) = view.viewer else {
        return false;
    };
    view.winner.is_none()
        && !matches!(view.phase, kaitaku_engine::state::Phase::GameOver { .. })
        && view.pending.iter().any(|p| p.seat == seat)
}

/// The move the search player at `level` makes for the view's seat (`None` when it owes
/// nothing, or the view cannot be read with this configuration). Deterministic in the view,
/// the configuration's public part and the seed.
pub fn decide(config: &GameConfig, view: &View, level: Level, seed: u64) -> Option<Action> {
    play(Player::Search(level), config, view, seed)
}

/// The move `player` makes for the view's seat (see [`decide`]).
pub fn play(player: Player, config: &GameConfig, view: &View, seed: u64) -> Option<Action> {
    if !owes_decision(view) {
        return None;
    }
    let seat: Seat = view.viewer?;
    // The seed is mixed with what the view says of the moment, so one seed gives different
    // (but reproducible) draws at each decision.
    let mixed = seed
        ^ view.version.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ u64::from(seat).wrapping_mul(0xD1B5_4A32_D192_ED03);
    let mut rng = Pcg64Mcg::seed_from_u64(mixed);
    if view.locked {
        return Some(Action::EndLockedGame);
    }
    let w = Weights::default();
    match player {
        Player::Search(level) => search::search_action(config, view, level.budget(), &w, &mut rng)
            .or_else(|| {
                let game = sample_game(config, view, &mut rng).ok()?;
                minimal_action(&game, seat)
            }),
        other => {
            let game = sample_game(config, view, &mut rng).ok()?;
            match other {
                Player::Random => policy::random_action(&game, seat, &mut rng),
                Player::Minimal => minimal_action(&game, seat),
                _ => policy::greedy_action(&game, seat, &w, &mut rng),
            }
        }
    }
}
