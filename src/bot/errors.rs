//! What goes wrong while handling a command or a click, and how users are told (in their
//! own language: [`Refusal::text`]).

use std::fmt;

use kaitaku_engine::modules::ErrorCode;
use kaitaku_engine::{ConfigError, RuleError};
use kaitaku_i18n::Lang;
use kaitaku_i18n::t;
use kaitaku_store::{LobbyProblem, PlayError, StoreError};

/// The error type of the poise framework and the component handler.
pub type BotError = Box<dyn std::error::Error + Send + Sync>;

/// Why a request was refused: shown to the user in an ephemeral reply, in their language
/// ([`Refusal::text`]; `Display` is the English text, for logs and tests).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The channel has no game (or no lobby) to act on.
    NoGame,
    /// The channel already has an open game.
    ChannelBusy,
    /// The user is not seated in this game.
    NotPlayer,
    /// It is someone else's move.
    NotYourTurn,
    /// Only the host (or an admin) may do that.
    NotHost,
    /// The component is for an older version of the game; `link` points at the current board.
    OutOfDate {
        /// A link to the current turn message, when there is one.
        link: Option<String>,
    },
    /// The same press again (a double click): its action was just applied; `link` points at
    /// the current board.
    AlreadyDone {
        /// A link to the current turn message, when there is one.
        link: Option<String>,
    },
    /// The component id is not one the bot made.
    Forged,
    /// The lobby refused (already joined, full, wrong count...).
    Lobby(LobbyWhy),
    /// The rules refused the action.
    Rule(RuleError),
    /// The player cannot pay for a purchase: what it is and the cards they lack.
    CannotAfford {
        /// What they tried to buy.
        what: super::reasons::Purchase,
        /// The cards of its cost they do not have.
        lacking: kaitaku_engine::ResourceSet,
    },
    /// The only development cards of that kind the player holds were bought this turn.
    CardTooNew(kaitaku_engine::DevCard),
    /// The choice is not a legal one (e.g. an unknown spot code): the text is already in the
    /// reader's language.
    BadChoice(String),
    /// Something broke on our side (logged with details).
    Internal,
}

/// Why the lobby refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LobbyWhy {
    /// The store's reason (joined twice, full...).
    Problem(LobbyProblem),
    /// The table the options describe is not a legal one.
    Config(ConfigError),
    /// The game in this channel has already started.
    Started,
    /// The target is outside 3–30.
    TargetVp,
    /// More computer players were asked for than the table has free seats.
    TooManyComputers {
        /// Seats free beside the host's.
        free: u8,
    },
    /// Too few players joined to start.
    TooFew {
        /// Players who joined.
        joined: usize,
        /// Fewest the rules allow.
        min: u8,
    },
}

impl Refusal {
    /// The refusal as a sentence in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Refusal::NoGame => t!(lang, "refusal-no-game"),
            Refusal::ChannelBusy => t!(lang, "refusal-channel-busy"),
            Refusal::NotPlayer => t!(lang, "refusal-not-player"),
            Refusal::NotYourTurn => t!(lang, "refusal-not-your-turn"),
            Refusal::NotHost => t!(lang, "refusal-not-host"),
            Refusal::OutOfDate { link: Some(link) } => {
                t!(lang, "refusal-out-of-date-link", link = link.as_str())
            }
            Refusal::OutOfDate { link: None } => t!(lang, "refusal-out-of-date"),
            Refusal::AlreadyDone { link: Some(link) } => {
                t!(lang, "refusal-already-done-link", link = link.as_str())
            }
            Refusal::AlreadyDone { link: None } => t!(lang, "refusal-already-done"),
            Refusal::Forged => t!(lang, "refusal-forged"),
            Refusal::Lobby(why) => t!(lang, "refusal-lobby", why = lobby_why(why, lang)),
            Refusal::Rule(why) => t!(lang, "refusal-rule", why = rule_text(why, lang)),
            Refusal::CannotAfford { what, lacking } => {
                super::reasons::cannot_afford_text(*what, lacking, lang)
            }
            Refusal::CardTooNew(card) => super::reasons::card_too_new_text(*card, lang),
            Refusal::BadChoice(why) => why.clone(),
            Refusal::Internal => t!(lang, "refusal-internal"),
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl std::error::Error for Refusal {}

impl From<StoreError> for Refusal {
    fn from(e: StoreError) -> Refusal {
        match e {
            StoreError::ChannelBusy { .. } => Refusal::ChannelBusy,
            StoreError::VersionMismatch { .. } => Refusal::OutOfDate { link: None },
            StoreError::NotFound(_) | StoreError::WrongStatus { .. } => Refusal::NoGame,
            StoreError::Lobby { problem, .. } => Refusal::Lobby(LobbyWhy::Problem(problem)),
            StoreError::InvalidConfig { source, .. } => Refusal::Lobby(LobbyWhy::Config(source)),
            other => {
                tracing::error!(error = %other, "store error");
                Refusal::Internal
            }
        }
    }
}

impl From<RuleError> for Refusal {
    fn from(e: RuleError) -> Refusal {
        Refusal::Rule(e)
    }
}

impl From<PlayError> for Refusal {
    fn from(e: PlayError) -> Refusal {
        match e {
            PlayError::Rule(r) => r.into(),
            PlayError::Store(s) => s.into(),
        }
    }
}

fn lobby_why(why: &LobbyWhy, lang: Lang) -> String {
    match why {
        LobbyWhy::Problem(p) => match p {
            LobbyProblem::AlreadyJoined(_) => t!(lang, "lobby-why-already-joined"),
            LobbyProblem::NotJoined(_) => t!(lang, "lobby-why-not-joined"),
            LobbyProblem::Full(n) => t!(lang, "lobby-why-full", count = *n),
            LobbyProblem::HostLeaving => t!(lang, "lobby-why-host-leaving"),
            LobbyProblem::NoComputer => t!(lang, "lobby-no-computer"),
            LobbyProblem::PlayerCount { joined, players } => t!(
                lang,
                "lobby-why-player-count",
                joined = *joined,
                players = *players
            ),
        },
        LobbyWhy::Config(
            e @ (ConfigError::PlayerCount { .. } | ConfigError::Incompatible { .. }),
        ) => super::modules::config_reason(e, lang),
        LobbyWhy::Config(ConfigError::TargetVp(_)) | LobbyWhy::TargetVp => {
            t!(lang, "lobby-why-target-vp")
        }
        // Scripts and layouts are set by tests and the operator, not by players.
        LobbyWhy::Config(other) => t!(lang, "lobby-why-config", detail = other.to_string()),
        LobbyWhy::Started => t!(lang, "lobby-why-started"),
        LobbyWhy::TooFew { joined, min } => {
            t!(lang, "lobby-why-too-few", joined = *joined, min = *min)
        }
        LobbyWhy::TooManyComputers { free } => {
            t!(lang, "lobby-too-many-computers", max = *free)
        }
    }
}

/// A rule's refusal as a clause in `lang` (English: the engine's own wording).
pub fn rule_text(e: &RuleError, lang: Lang) -> String {
    if lang == Lang::En {
        return e.to_string();
    }
    match e {
        RuleError::GameOver => t!(lang, "rule-game-over"),
        RuleError::GameNotLocked => t!(lang, "rule-game-not-locked"),
        RuleError::NoSuchSeat(_) => t!(lang, "rule-no-such-seat"),
        RuleError::NotYourTurn => t!(lang, "rule-not-your-turn"),
        RuleError::WrongPhase { .. } => t!(lang, "rule-wrong-phase"),
        RuleError::AlreadyRolled => t!(lang, "rule-already-rolled"),
        RuleError::MustRollFirst => t!(lang, "rule-must-roll-first"),
        RuleError::NotEnoughResources => t!(lang, "rule-not-enough-resources"),
        RuleError::NoPiecesLeft(_) => t!(lang, "rule-no-pieces-left"),
        RuleError::NotOnBoard => t!(lang, "rule-not-on-board"),
        RuleError::Occupied => t!(lang, "rule-occupied"),
        RuleError::DistanceRule => t!(lang, "rule-distance"),
        RuleError::NotConnected => t!(lang, "rule-not-connected"),
        RuleError::MustTouchNewSettlement => t!(lang, "rule-must-touch-new-settlement"),
        RuleError::NotYourSettlement => t!(lang, "rule-not-your-settlement"),
        RuleError::NoPlayableCard => t!(lang, "rule-no-playable-card"),
        RuleError::DevCardAlreadyPlayed => t!(lang, "rule-dev-card-already-played"),
        RuleError::DeckEmpty => t!(lang, "rule-deck-empty"),
        RuleError::NoDevDeck => t!(lang, "rule-no-dev-deck"),
        RuleError::BankShort => t!(lang, "rule-bank-short"),
        RuleError::WrongCardCount { expected } => {
            t!(lang, "rule-wrong-card-count", expected = *expected)
        }
        RuleError::NoLegalPlacement => t!(lang, "rule-no-legal-placement"),
        RuleError::RobberMustMove => t!(lang, "rule-robber-must-move"),
        RuleError::RobberNotAllowed => t!(lang, "rule-robber-not-allowed"),
        RuleError::InvalidVictim => t!(lang, "rule-invalid-victim"),
        RuleError::NoDiscardOwed => t!(lang, "rule-no-discard-owed"),
        RuleError::InvalidTrade(_) => t!(lang, "rule-invalid-trade"),
        RuleError::NoOpenOffer => t!(lang, "rule-no-open-offer"),
        RuleError::NotAddressed => t!(lang, "rule-not-addressed"),
        RuleError::NotAccepted => t!(lang, "rule-not-accepted"),
        RuleError::NotInThisGame => t!(lang, "rule-not-in-this-game"),
        // A module's refusal: its own words, or the message of its error code.
        RuleError::Module(e) => super::modules::ui::ui(e.module())
            .error_words(e, lang)
            .unwrap_or_else(|| {
                kaitaku_i18n::tr(lang, &format!("rule-{}", e.code().replace('_', "-")))
            }),
        RuleError::NoDecisionOwed => t!(lang, "rule-no-decision-owed"),
        RuleError::GoodNotInPlay(good) => t!(
            lang,
            "rule-good-not-in-play",
            good = kaitaku_i18n::resource_name(*good, lang)
        ),
        RuleError::NotACard(good) => t!(
            lang,
            "rule-not-a-card",
            good = kaitaku_i18n::resource_name(*good, lang)
        ),
        RuleError::GoldNotInPlay => t!(lang, "rule-gold-not-in-play"),
        RuleError::NotEnoughGold { price } => t!(lang, "rule-not-enough-gold", price = *price),
        RuleError::GoldLimitReached { per_turn } => {
            t!(lang, "rule-gold-limit-reached", per_turn = *per_turn)
        }
        RuleError::RatioNotAvailable { ratio, available } => t!(
            lang,
            "rule-ratio-not-available",
            ratio = format!("{ratio}:1"),
            available = available.to_string()
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kaitaku_store::GameId;

    #[test]
    fn store_errors_become_clear_refusals() {
        let stale = StoreError::VersionMismatch {
            game_id: GameId(1),
            expected: 3,
            actual: 4,
        };
        assert_eq!(Refusal::from(stale), Refusal::OutOfDate { link: None });
        let full = StoreError::Lobby {
            game_id: GameId(1),
            problem: LobbyProblem::Full(4),
        };
        assert_eq!(
            Refusal::from(full).to_string(),
            "Cannot do that in the lobby: the table is full (4 players)."
        );
        let link = Refusal::OutOfDate {
            link: Some("https://discord.com/channels/1/2/3".into()),
        };
        assert!(link.to_string().contains("out of date"));
    }
}
