//! Why an action was refused.

use super::goods::Good;
use super::modules::{ErrorCode, ModuleError};
use super::rules::trade::TradeRatios;
use super::state::Seat;

/// Why an action was refused. The game state is unchanged whenever one of these is returned.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// Only a locked game may be ended early.
    #[error("the game is not locked: someone can still gain victory points")]
    GameNotLocked,
    /// The seat does not exist.
    #[error("there is no seat {0}")]
    NoSuchSeat(Seat),
    /// Someone else must act now.
    #[error("it is not your turn")]
    NotYourTurn,
    /// The action does not fit the current phase.
    #[error("you cannot do that now (the game is waiting for: {expected})")]
    WrongPhase {
        /// What the game is waiting for.
        expected: &'static str,
    },
    /// Dice were already rolled this turn.
    #[error("you have already rolled this turn")]
    AlreadyRolled,
    /// The dice must be rolled first.
    #[error("roll the dice first")]
    MustRollFirst,
    /// The player cannot pay.
    #[error("you do not have the cards for that")]
    NotEnoughResources,
    /// The player has no piece of that kind left.
    #[error("you have no {0} left")]
    NoPiecesLeft(&'static str),
    /// The location is not on this board (or not on land).
    #[error("that place is not on the board")]
    NotOnBoard,
    /// Something is already built there.
    #[error("that place is taken")]
    Occupied,
    /// Too close to another building.
    #[error("too close to another building (distance rule)")]
    DistanceRule,
    /// Not connected to the player's roads or buildings.
    #[error("that place is not connected to your roads")]
    NotConnected,
    /// During setup, the road must touch the settlement just placed.
    #[error("the road must touch the settlement you just placed")]
    MustTouchNewSettlement,
    /// A city needs one of the player's own settlements.
    #[error("you can only upgrade your own settlement")]
    NotYourSettlement,
    /// No development card of that kind can be played.
    #[error("you have no playable card of that kind (cards bought this turn cannot be played)")]
    NoPlayableCard,
    /// One development card per turn.
    #[error("you have already played a development card this turn")]
    DevCardAlreadyPlayed,
    /// The development deck is empty.
    #[error("the development card deck is empty")]
    DeckEmpty,
    /// The bank cannot supply what was asked.
    #[error("the bank does not have those cards")]
    BankShort,
    /// The number of cards asked for is wrong.
    #[error("you must choose exactly {expected} card(s)")]
    WrongCardCount {
        /// How many are needed.
        expected: u32,
    },
    /// There is nowhere to place the roads.
    #[error("there is no legal place for a road")]
    NoLegalPlacement,
    /// The robber must move to another hex.
    #[error("the robber must move to a different hex")]
    RobberMustMove,
    /// The robber may not go there.
    #[error("the robber may not be placed there")]
    RobberNotAllowed,
    /// The victim chosen cannot be robbed (or someone must be).
    #[error("invalid choice of player to rob")]
    InvalidVictim,
    /// This seat owes no discard.
    #[error("you do not need to discard")]
    NoDiscardOwed,
    /// Trades must exchange distinct resources, at least one each way.
    #[error("invalid trade: {0}")]
    InvalidTrade(&'static str),
    /// No trade offer is open.
    #[error("there is no open trade offer")]
    NoOpenOffer,
    /// This seat may not answer the open offer.
    #[error("that offer is not addressed to you")]
    NotAddressed,
    /// The partner has not accepted.
    #[error("that player has not accepted the offer")]
    NotAccepted,
    /// The action belongs to a rule module that is not enabled in this game.
    #[error("that rule is not used in this game")]
    NotInThisGame,
    /// This seat owes no decision of that kind now.
    #[error("nothing of that kind is asked of you now")]
    NoDecisionOwed,
    /// A bank trade named a ratio the player does not have for that resource (2:1 needs that
    /// resource's harbour, 3:1 a generic harbour; 4:1 is always there).
    #[error("you cannot trade at {ratio}:1 (your ratios for that resource: {available})")]
    RatioNotAvailable {
        /// The ratio asked for.
        ratio: u8,
        /// The ratios the player has for that resource.
        available: TradeRatios,
    },
    /// The game has no development deck to buy from (the ruleset's deck is none, or a
    /// module's own).
    #[error("this game has no development cards to buy")]
    NoDevDeck,
    /// The good is not used in this game (a commodity without Cities & Knights).
    #[error("there is no {0} in this game")]
    GoodNotInPlay(Good),
    /// Gold is not a card: it cannot be discarded, given as a card or paid to the bank at a
    /// ratio.
    #[error("{0} is not a card")]
    NotACard(Good),
    /// Gold is not used in this game.
    #[error("there is no gold in this game")]
    GoldNotInPlay,
    /// Not enough gold to buy a resource.
    #[error("you need {price} gold to buy a resource")]
    NotEnoughGold {
        /// The price of one resource.
        price: u8,
    },
    /// The purchases with gold allowed this turn are used up.
    #[error("you may buy with gold only {per_turn} time(s) per turn")]
    GoldLimitReached {
        /// Purchases allowed per turn.
        per_turn: u8,
    },
    /// A rule module's own reason.
    #[error(transparent)]
    Module(ModuleError),
}

impl RuleError {
    /// A stable snake_case code, used in replay output and tests.
    pub fn code(&self) -> &'static str {
        use RuleError::*;
        match self {
            GameOver => "game_over",
            GameNotLocked => "game_not_locked",
            NoSuchSeat(_) => "no_such_seat",
            NotYourTurn => "not_your_turn",
            WrongPhase { .. } => "wrong_phase",
            AlreadyRolled => "already_rolled",
            MustRollFirst => "must_roll_first",
            NotEnoughResources => "not_enough_resources",
            NoPiecesLeft(_) => "no_pieces_left",
            NotOnBoard => "not_on_board",
            Occupied => "occupied",
            DistanceRule => "distance_rule",
            NotConnected => "not_connected",
            MustTouchNewSettlement => "must_touch_new_settlement",
            NotYourSettlement => "not_your_settlement",
            NoPlayableCard => "no_playable_card",
            DevCardAlreadyPlayed => "dev_card_already_played",
            DeckEmpty => "deck_empty",
            BankShort => "bank_short",
            WrongCardCount { .. } => "wrong_card_count",
            NoLegalPlacement => "no_legal_placement",
            RobberMustMove => "robber_must_move",
            RobberNotAllowed => "robber_not_allowed",
            InvalidVictim => "invalid_victim",
            NoDiscardOwed => "no_discard_owed",
            InvalidTrade(_) => "invalid_trade",
            NoOpenOffer => "no_open_offer",
            NotAddressed => "not_addressed",
            NotAccepted => "not_accepted",
            NotInThisGame => "not_in_this_game",
            NoDecisionOwed => "no_decision_owed",
            RatioNotAvailable { .. } => "ratio_not_available",
            NoDevDeck => "no_dev_deck",
            GoodNotInPlay(_) => "good_not_in_play",
            NotACard(_) => "not_a_card",
            GoldNotInPlay => "gold_not_in_play",
            NotEnoughGold { .. } => "not_enough_gold",
            GoldLimitReached { .. } => "gold_limit_reached",
            Module(e) => e.code(),
        }
    }
}
