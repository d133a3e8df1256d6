//! How a game is set up: players, board, target, rule modules and scripted chance outcomes.

use serde::{Deserialize, Serialize};

use super::board::layout::LayoutChoice;
use super::modules::{ModuleId, ModuleScripts};
use super::resources::{DevCard, Resource};

/// Everything needed to create a game (together with a seed).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameConfig {
    /// Number of seated players.
    pub players: u8,
    /// How the board is made.
    #[serde(default)]
    pub layout: LayoutChoice,
    /// Victory points needed to win; the ruleset's default when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target_vp: Option<u8>,
    /// Rule modules (variants) in play.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub modules: Vec<ModuleId>,
    /// Chance outcomes fixed in advance (tests and replays); the seeded RNG covers the rest.
    #[serde(default, skip_serializing_if = "Script::is_empty")]
    pub script: Script,
}

impl GameConfig {
    /// A base game for `players` players on the beginner board.
    pub fn base(players: u8) -> Self {
        GameConfig {
            players,
            layout: LayoutChoice::Beginner,
            target_vp: None,
            modules: Vec::new(),
            script: Script::default(),
        }
    }
}

/// Chance outcomes fixed in advance. Each list is used in order; when a list runs out the seeded
/// RNG takes over.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct Script {
    /// The seat that places first and takes the first turn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_player: Option<u8>,
    /// Dice rolls, each a pair of faces 1–6.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dice: Vec<[u8; 2]>,
    /// The top of the development deck, in drawing order; the remaining cards are shuffled below.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dev_deck: Vec<DevCard>,
    /// Which resource each robbery takes (used when the victim holds it, otherwise random);
    /// also the event cards' steals and the cards a forced trade draws.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub steals: Vec<Resource>,
    /// Each rule module's own scripted outcomes, each under the module's folder name (see
    /// [`ModuleScripts`]).
    #[serde(flatten)]
    pub modules: ModuleScripts,
}

impl Script {
    /// Whether nothing is scripted.
    pub fn is_empty(&self) -> bool {
        self.first_player.is_none()
            && self.dice.is_empty()
            && self.dev_deck.is_empty()
            && self.steals.is_empty()
            && self.modules.is_empty()
    }
}

/// Why a configuration was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    /// Unsupported number of players.
    #[error("this ruleset plays with {min} to {max} players, not {got}")]
    PlayerCount {
        /// Smallest supported count.
        min: u8,
        /// Largest supported count.
        max: u8,
        /// What was asked.
        got: u8,
    },
    /// Target outside the sensible range.
    #[error("target victory points must be between 3 and 30, not {0}")]
    TargetVp(u8),
    /// The board cannot be used.
    #[error("invalid board: {0}")]
    Layout(#[from] super::board::LayoutError),
    /// A scripted die face outside 1–6.
    #[error("scripted dice must be 1–6 (roll {index} is {value:?})")]
    ScriptDice {
        /// Which roll.
        index: usize,
        /// Its faces.
        value: [u8; 2],
    },
    /// The scripted deck holds more of a card than the deck has.
    #[error("scripted development deck has more {0:?} cards than the deck")]
    ScriptDeck(DevCard),
    /// The scripted first player is not a seat.
    #[error("scripted first player {0} is not a seat")]
    ScriptFirstPlayer(u8),
    /// Two modules that cannot be combined, or a module repeated.
    #[error("rule modules cannot be combined: {0}")]
    Modules(String),
    /// A module is listed twice.
    #[error("rule module {0:?} is listed twice")]
    ModuleRepeated(ModuleId),
    /// Two modules that the rules do not allow together.
    #[error("rule modules {0:?} and {1:?} cannot be played together")]
    Incompatible(ModuleId, ModuleId),
    /// A module's scripted outcomes cannot be dealt.
    #[error("{reason}")]
    ModuleScript {
        /// The module.
        module: ModuleId,
        /// What is wrong.
        reason: String,
    },
    /// The board lacks something a module needs (e.g. Catan for Two's neutral intersections).
    #[error("the board does not suit {module:?}: {reason}")]
    ModuleBoard {
        /// The module.
        module: ModuleId,
        /// What is missing.
        reason: String,
    },
}
