//! How a game is set up: players, board, target, rule modules and scripted chance outcomes.

use serde::{Deserialize, Serialize};

use super::board::TileFace;
use super::board::deal::BoardDeal;
use super::board::layout::LayoutChoice;
use super::modules::{ModuleId, ModuleScripts};
use super::resources::{DevCard, Good};

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
///
/// Every chance outcome comes from a named stream ([`Streams`], `script.streams`). The other
/// fields are the older spellings of some streams (aliases, read as before): `first_player`,
/// `dice`, `dev_deck`, `steals` (the `steal` stream) and each module's `script.<folder>`. A
/// stream given both ways is refused ([`ConfigError::ScriptAlias`]); [`Script::streams`] merges
/// them.
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
    pub steals: Vec<Good>,
    /// Each rule module's own scripted outcomes, each under the module's folder name (see
    /// [`ModuleScripts`]).
    #[serde(flatten)]
    pub modules: ModuleScripts,
    /// The named chance streams (see docs/replay.md for each stream's name and values).
    #[serde(default, skip_serializing_if = "Streams::is_empty")]
    pub streams: Streams,
}

impl Script {
    /// Whether nothing is scripted.
    pub fn is_empty(&self) -> bool {
        self.first_player.is_none()
            && self.dice.is_empty()
            && self.dev_deck.is_empty()
            && self.steals.is_empty()
            && self.modules.is_empty()
            && self.streams.is_empty()
    }

    /// Every stream, the older spellings merged in; refused when a stream is given both ways.
    pub fn streams(&self) -> Result<Streams, ConfigError> {
        fn pick<T: Clone>(
            name: &'static str,
            alias: &[T],
            stream: &[T],
        ) -> Result<Vec<T>, ConfigError> {
            match (alias.is_empty(), stream.is_empty()) {
                (false, false) => Err(ConfigError::ScriptAlias(name)),
                (false, true) => Ok(alias.to_vec()),
                _ => Ok(stream.to_vec()),
            }
        }
        let first: Vec<u8> = self.first_player.into_iter().collect();
        Ok(Streams {
            first_player: pick("first_player", &first, &self.streams.first_player)?,
            dice: pick("dice", &self.dice, &self.streams.dice)?,
            dev_deck: pick("dev_deck", &self.dev_deck, &self.streams.dev_deck)?,
            steal: pick("steal", &self.steals, &self.streams.steal)?,
            board: self.streams.board.clone(),
            reveal: self.streams.reveal.clone(),
            modules: self
                .modules
                .merged(&self.streams.modules)
                .map_err(ConfigError::ScriptAlias)?,
        })
    }
}

/// The named chance streams (`script.streams`): one list of outcomes per stream, used in order;
/// when a stream runs out the seeded RNG takes over, drawing exactly as an unscripted game does.
/// Every drawn outcome appears in an event. The core's streams are fields here; each module's are
/// under its folder name ([`ModuleScripts`], e.g. `event_cards`), declared by the module itself
/// (`Module::Script`) through the registry.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct Streams {
    /// `first_player`: the seat that places first (one value; later ones are never drawn).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub first_player: Vec<u8>,
    /// `dice`: each roll, a pair of faces 1–6.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dice: Vec<[u8; 2]>,
    /// `dev_deck`: the top of the development deck in drawing order; the rest is shuffled below.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dev_deck: Vec<DevCard>,
    /// `steal`: the resource each card taken at random from a hand is (a robbery, an event
    /// card's steal, a forced trade's draw), used when the hand holds it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub steal: Vec<Good>,
    /// `board`: how the variable board is dealt (one value; only with the variable layout).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub board: Vec<BoardDeal>,
    /// `reveal`: what each face-down tile turns out to be when revealed (`rules::tiles`), used
    /// when it is among the faces still possible (otherwise a random one).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reveal: Vec<TileFace>,
    /// The modules' streams, each under the module's folder name.
    #[serde(flatten)]
    pub modules: ModuleScripts,
}

impl Streams {
    /// Whether no stream is scripted.
    pub fn is_empty(&self) -> bool {
        self.first_player.is_empty()
            && self.dice.is_empty()
            && self.dev_deck.is_empty()
            && self.steal.is_empty()
            && self.board.is_empty()
            && self.reveal.is_empty()
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
    /// A chance stream is scripted both under its own name in `script.streams` and under its
    /// older spelling.
    #[error(
        "the chance stream `{0}` is scripted twice (in `script.streams` and under its older name)"
    )]
    ScriptAlias(&'static str),
    /// The scripted board cannot be dealt (not the base pieces, or not a variable board).
    #[error("{0}")]
    ScriptBoard(String),
    /// The scripted first player is not a seat.
    #[error("scripted first player {0} is not a seat")]
    ScriptFirstPlayer(u8),
    /// A module is listed twice.
    #[error("rule module {0:?} is listed twice")]
    ModuleRepeated(ModuleId),
    /// Two modules that the rules do not allow together, and why (the compatibility table,
    /// `ruleset::compat`).
    #[error("rule modules {first:?} and {second:?} cannot be played together: {reason}")]
    Incompatible {
        /// The first of the two, in registry order.
        first: ModuleId,
        /// The second.
        second: ModuleId,
        /// Why.
        reason: super::ruleset::Incompatibility,
    },
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;

    fn read(script: &str) -> Result<GameConfig, serde_json::Error> {
        serde_json::from_str(&format!(
            r#"{{"players":3,"modules":["event_cards"],"script":{script}}}"#
        ))
    }

    #[test]
    fn streams_and_their_older_spellings_make_the_same_game() {
        let old = read(
            r#"{"first_player":2,"dice":[[3,4]],"dev_deck":["monopoly"],"steals":["ore"],
                "event_cards":[{"number":8,"event":"none"}]}"#,
        )
        .expect("reads");
        let new = read(
            r#"{"streams":{"first_player":[2],"dice":[[3,4]],"dev_deck":["monopoly"],
                "steal":["ore"],"event_cards":[{"number":8,"event":"none"}]}}"#,
        )
        .expect("reads");
        assert_eq!(old.script.streams(), new.script.streams());
        let (a, b) = (
            Game::new(old, 5).expect("valid"),
            Game::new(new, 5).expect("valid"),
        );
        assert_eq!(a.state(), b.state());
        assert_eq!(a.state().first, 2);
        assert_eq!(a.state().dev_deck.last(), Some(&DevCard::Monopoly));
    }

    #[test]
    fn a_stream_given_both_ways_or_unknown_is_refused() {
        let both = read(r#"{"dice":[[1,2]],"streams":{"dice":[[3,4]]}}"#).expect("reads");
        assert_eq!(
            Game::new(both, 0).err(),
            Some(ConfigError::ScriptAlias("dice"))
        );
        let both = read(
            r#"{"event_cards":[{"number":8,"event":"none"}],
                "streams":{"event_cards":[{"number":9,"event":"none"}]}}"#,
        )
        .expect("reads");
        assert_eq!(
            Game::new(both, 0).err(),
            Some(ConfigError::ScriptAlias("event_cards"))
        );
        assert!(read(r#"{"streams":{"dices":[[3,4]]}}"#).is_err());
        // The board stream deals only a variable board, and only the base pieces.
        let beginner = read(r#"{"streams":{"board":[{"harbors":["generic"]}]}}"#).expect("reads");
        assert!(matches!(
            Game::new(beginner, 0),
            Err(ConfigError::ScriptBoard(_))
        ));
        let mut variable = read(r#"{"streams":{"board":[{"numbers":[7]}]}}"#).expect("reads");
        variable.layout = LayoutChoice::Variable {
            numbers: Default::default(),
        };
        assert!(matches!(
            Game::new(variable, 0),
            Err(ConfigError::ScriptBoard(_))
        ));
        assert!(read(r#"{"streams":{"steals":["ore"]}}"#).is_err());
    }

    #[test]
    fn streams_write_back_under_their_names() {
        let config = read(r#"{"streams":{"steal":["wool"],"dice":[[6,6]]}}"#).expect("reads");
        let text = serde_json::to_string(&config).expect("writes");
        assert!(
            text.contains(r#""streams":{"dice":[[6,6]],"steal":["wool"]}"#),
            "{text}"
        );
        assert_eq!(
            serde_json::from_str::<GameConfig>(&text).expect("reads"),
            config
        );
        // Nothing scripted writes no `streams` key, as before.
        let base = serde_json::to_string(&GameConfig::base(3)).expect("writes");
        assert!(!base.contains("streams"));
    }
}
