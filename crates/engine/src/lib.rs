//! The rules engine: pure game logic with no I/O, no async and no clock.
//!
//! Create a [`Game`] from a [`GameConfig`] and a seed, ask it for [`Game::legal_actions`] and
//! [`Game::pending`] decisions, [`Game::apply`] an [`Action`] to get [`Event`]s (or a
//! [`RuleError`] with the game unchanged), and show each viewer only their [`View`].

pub mod action;
pub mod autoplay;
pub mod board;
pub mod config;
pub mod describe;
pub mod error;
pub mod event;
pub mod game;
pub mod goods;
pub mod modules;
pub mod pieces;
pub mod random_play;
pub mod resources;
pub mod rules;
pub mod ruleset;
pub mod sample;
pub mod state;
pub mod view;
pub mod view_items;

pub use action::{Action, TradeResponse};
pub use config::{ConfigError, GameConfig, Script};
pub use error::RuleError;
pub use event::Event;
pub use game::{Decision, Game, Pending};
pub use goods::{Commodity, GoldRules, Good};
pub use resources::{DevCard, Goods, Resource, ResourceSet};
pub use ruleset::Ruleset;
pub use state::Seat;
pub use view::View;
