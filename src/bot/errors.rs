//! What goes wrong while handling a command or a click, and how users are told.

use std::fmt;

use crate::engine::RuleError;
use crate::store::{LobbyProblem, PlayError, StoreError};

/// The error type of the poise framework and the component handler.
pub type BotError = Box<dyn std::error::Error + Send + Sync>;

/// Why a request was refused: shown to the user in an ephemeral reply.
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
    /// The component id is not one the bot made.
    Forged,
    /// The lobby refused (already joined, full, wrong count...).
    Lobby(String),
    /// The rules refused the action.
    Rule(String),
    /// The choice is not a legal one (e.g. an unknown spot code).
    BadChoice(String),
    /// Something broke on our side (logged with details).
    Internal,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::NoGame => {
                f.write_str("There is no game in this channel. Start one with `/catan new`.")
            }
            Refusal::ChannelBusy => f.write_str(
                "This channel already has a game. Finish or abandon it first (`/catan abandon`).",
            ),
            Refusal::NotPlayer => f.write_str("You are not playing in this game."),
            Refusal::NotYourTurn => f.write_str("It is not your move right now."),
            Refusal::NotHost => f.write_str("Only the host or a server admin may do that."),
            Refusal::OutOfDate { link: Some(link) } => {
                write!(
                    f,
                    "This board is out of date: the current one is here: {link}"
                )
            }
            Refusal::OutOfDate { link: None } => f.write_str("This board is out of date."),
            Refusal::Forged => f.write_str("This button is not one of mine."),
            Refusal::Lobby(why) => write!(f, "Cannot do that in the lobby: {why}."),
            Refusal::Rule(why) => write!(f, "Not allowed: {why}."),
            Refusal::BadChoice(why) => f.write_str(why),
            Refusal::Internal => f.write_str("Something went wrong on my side; please try again."),
        }
    }
}

impl std::error::Error for Refusal {}

impl From<StoreError> for Refusal {
    fn from(e: StoreError) -> Refusal {
        match e {
            StoreError::ChannelBusy { .. } => Refusal::ChannelBusy,
            StoreError::VersionMismatch { .. } => Refusal::OutOfDate { link: None },
            StoreError::NotFound(_) | StoreError::WrongStatus { .. } => Refusal::NoGame,
            StoreError::Lobby { problem, .. } => Refusal::Lobby(lobby_problem(&problem)),
            StoreError::InvalidConfig { source, .. } => Refusal::Lobby(source.to_string()),
            other => {
                tracing::error!(error = %other, "store error");
                Refusal::Internal
            }
        }
    }
}

impl From<RuleError> for Refusal {
    fn from(e: RuleError) -> Refusal {
        Refusal::Rule(e.to_string())
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

fn lobby_problem(p: &LobbyProblem) -> String {
    match p {
        LobbyProblem::AlreadyJoined(_) => "you have already joined".into(),
        LobbyProblem::NotJoined(_) => "you have not joined".into(),
        LobbyProblem::Full(n) => format!("the table is full ({n} players)"),
        LobbyProblem::HostLeaving => "the host cannot leave (cancel the game instead)".into(),
        LobbyProblem::PlayerCount { joined, players } => {
            format!("{joined} players joined, {players} needed")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::GameId;

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
