//! What an action is, for people: its label, the group it belongs to, the place it needs and
//! the piece it places or moves. The bot builds its buttons, menus, autocomplete and the
//! labelled "choose a place" board from this, for every action of every module, without
//! knowing the module; a module describes its own actions ([`DescribeAction`] on its action
//! type), so the compiler asks each new module for it.

use crate::action::{Action, TradeResponse};
use crate::board::{Edge, Hex, Vertex};
use crate::modules::Never;
use crate::state::Seat;

/// Where an action's menu or button belongs when a turn offers more actions than fit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ActionGroup {
    /// Building and placing pieces.
    Build,
    /// Moving a piece already on the board (the robber, a knight, a ship…).
    Move,
    /// Buying and playing cards, and discarding.
    Cards,
    /// Trading with the bank, a harbour or players.
    Trade,
    /// Answering what the game asks (a choice owed after an event or another seat's move).
    Decide,
    /// Starting and ending the turn, and ending the game.
    Turn,
}

/// A place on the board an action names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// A hex (a tile).
    Hex(Hex),
    /// A path between two intersections.
    Path(Edge),
    /// An intersection (a corner where buildings stand).
    Intersection(Vertex),
}

/// How an action is shown to people.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ActionInfo {
    /// A stable key for the action's words: the bot's locale files give its label as
    /// `action-<label>`. Module actions start with the module's name (`catan_for_two-…`).
    pub label: &'static str,
    /// Its group.
    pub group: ActionGroup,
    /// The place it names, if any (the chooser offers the places of every legal action with
    /// the same label).
    pub place: Option<Place>,
    /// The kind of piece it places or moves (a sprite and a name for it exist under this key),
    /// if any.
    pub piece: Option<&'static str>,
    /// The seat it names (whom to rob, give to, trade with), if any.
    pub seat: Option<Seat>,
}

impl ActionInfo {
    /// An action with a label and a group and nothing else to choose.
    pub const fn plain(label: &'static str, group: ActionGroup) -> ActionInfo {
        ActionInfo {
            label,
            group,
            place: None,
            piece: None,
            seat: None,
        }
    }

    /// The same, placing or moving `piece` at `place`.
    pub const fn at(self, place: Place, piece: &'static str) -> ActionInfo {
        ActionInfo {
            place: Some(place),
            piece: Some(piece),
            ..self
        }
    }

    /// The same, naming `seat`.
    pub const fn with_seat(self, seat: Seat) -> ActionInfo {
        ActionInfo {
            seat: Some(seat),
            ..self
        }
    }
}

/// An action type that can say what each of its actions is, for people. Every module's action
/// type implements it (see docs/engine.md, "Adding a variant").
pub trait DescribeAction {
    /// Every label its actions use (for checks that each has words in every language).
    const LABELS: &'static [&'static str];

    /// How this action is shown.
    fn info(&self) -> ActionInfo;
}

impl DescribeAction for Never {
    const LABELS: &'static [&'static str] = &[];

    fn info(&self) -> ActionInfo {
        match *self {}
    }
}

/// The labels of the core's own actions.
pub const CORE_LABELS: &[&str] = &[
    "roll",
    "build_road",
    "build_settlement",
    "build_city",
    "buy_dev_card",
    "play_knight",
    "play_road_building",
    "play_year_of_plenty",
    "play_monopoly",
    "move_robber",
    "discard",
    "bank_trade",
    "offer_trade",
    "accept_trade",
    "decline_trade",
    "counter_trade",
    "confirm_trade",
    "cancel_trade",
    "end_turn",
    "end_locked_game",
    "buy_with_gold",
    "choose_gold_field",
];

impl Action {
    /// How this action is shown to people (a module's action asks its module).
    pub fn info(&self) -> ActionInfo {
        use ActionGroup as G;
        match self {
            Action::Roll => ActionInfo::plain("roll", G::Turn),
            Action::BuildRoad { edge } => {
                ActionInfo::plain("build_road", G::Build).at(Place::Path(*edge), "road")
            }
            Action::BuildSettlement { vertex } => ActionInfo::plain("build_settlement", G::Build)
                .at(Place::Intersection(*vertex), "settlement"),
            Action::BuildCity { vertex } => {
                ActionInfo::plain("build_city", G::Build).at(Place::Intersection(*vertex), "city")
            }
            Action::BuyDevCard => ActionInfo::plain("buy_dev_card", G::Cards),
            Action::PlayKnight => ActionInfo::plain("play_knight", G::Cards),
            Action::PlayRoadBuilding => ActionInfo::plain("play_road_building", G::Cards),
            Action::PlayYearOfPlenty { .. } => ActionInfo::plain("play_year_of_plenty", G::Cards),
            Action::PlayMonopoly { .. } => ActionInfo::plain("play_monopoly", G::Cards),
            Action::MoveRobber { hex, victim } => {
                let info = ActionInfo::plain("move_robber", G::Move).at(Place::Hex(*hex), "robber");
                match victim {
                    Some(seat) => info.with_seat(*seat),
                    None => info,
                }
            }
            Action::Discard { .. } => ActionInfo::plain("discard", G::Decide),
            Action::BankTrade { .. } => ActionInfo::plain("bank_trade", G::Trade),
            Action::OfferTrade { to, .. } => {
                let info = ActionInfo::plain("offer_trade", G::Trade);
                match to {
                    Some(seat) => info.with_seat(*seat),
                    None => info,
                }
            }
            Action::RespondTrade { response } => ActionInfo::plain(
                match response {
                    TradeResponse::Accept => "accept_trade",
                    TradeResponse::Decline => "decline_trade",
                    TradeResponse::Counter { .. } => "counter_trade",
                },
                G::Trade,
            ),
            Action::ConfirmTrade { with } => {
                ActionInfo::plain("confirm_trade", G::Trade).with_seat(*with)
            }
            Action::CancelTrade => ActionInfo::plain("cancel_trade", G::Trade),
            Action::EndTurn => ActionInfo::plain("end_turn", G::Turn),
            Action::EndLockedGame => ActionInfo::plain("end_locked_game", G::Turn),
            Action::BuyWithGold { .. } => ActionInfo::plain("buy_with_gold", G::Trade),
            Action::ChooseGoldField { .. } => ActionInfo::plain("choose_gold_field", G::Decide),
            Action::Module(action) => action.info(),
        }
    }
}

#[cfg(test)]
#[path = "describe_tests.rs"]
mod tests;
