//! What an action is, for people: its label, the group it belongs to, the place it needs and
//! the piece it places or moves. The bot builds its buttons, menus, autocomplete and the
//! labelled "choose a place" board from this, for every action of every module, without
//! knowing the module; a module describes its own actions ([`DescribeAction`] on its action
//! type), so the compiler asks each new module for it.

use crate::action::{Action, TradeResponse};
use crate::board::{Edge, Hex, Vertex};
use crate::modules::Never;
use crate::resources::ResourceSet;
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
    /// Where the piece it moves stands now (a knight's path, a ship's path), for "which piece,
    /// then where" choosers; `None` for placements and for pieces there is only one of.
    pub from: Option<Place>,
    /// The cards the acting seat gives (discards, pays, hands over), if it names them; for a
    /// bank trade at the best ratio, one card of the kind given.
    pub gives: Option<ResourceSet>,
    /// The cards the acting seat gets (takes from the bank, claims), if it names them; for a
    /// claim on a whole kind (Monopoly), one card of that kind.
    pub gets: Option<ResourceSet>,
    /// Which of the label's forms it is, when the fields above do not tell its forms apart
    /// (a yes/no choice, a named option): its words are `action-<label>-<detail>`.
    pub detail: Option<&'static str>,
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
            from: None,
            gives: None,
            gets: None,
            detail: None,
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

    /// The same, moving a piece that stands at `place` now.
    pub const fn moving_from(self, place: Place) -> ActionInfo {
        ActionInfo {
            from: Some(place),
            ..self
        }
    }

    /// The same, the acting seat giving `cards`.
    pub const fn giving(self, cards: ResourceSet) -> ActionInfo {
        ActionInfo {
            gives: Some(cards),
            ..self
        }
    }

    /// The same, the acting seat getting `cards`.
    pub const fn getting(self, cards: ResourceSet) -> ActionInfo {
        ActionInfo {
            gets: Some(cards),
            ..self
        }
    }

    /// The same, as the label's form `detail`.
    pub const fn with_detail(self, detail: &'static str) -> ActionInfo {
        ActionInfo {
            detail: Some(detail),
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
            Action::PlayYearOfPlenty { take } => {
                ActionInfo::plain("play_year_of_plenty", G::Cards).getting(*take)
            }
            Action::PlayMonopoly { resource } => {
                ActionInfo::plain("play_monopoly", G::Cards).getting(ResourceSet::of(*resource, 1))
            }
            Action::MoveRobber { hex, victim } => {
                let info = ActionInfo::plain("move_robber", G::Move).at(Place::Hex(*hex), "robber");
                match victim {
                    Some(seat) => info.with_seat(*seat),
                    None => info,
                }
            }
            Action::Discard { cards } => ActionInfo::plain("discard", G::Decide).giving(*cards),
            // At the best ratio (no ratio named): one card of the kind given.
            Action::BankTrade { give, get, ratio } => ActionInfo::plain("bank_trade", G::Trade)
                .giving(ResourceSet::of(*give, ratio.unwrap_or(1)))
                .getting(ResourceSet::of(*get, 1)),
            Action::OfferTrade { to, give, get } => {
                let info = ActionInfo::plain("offer_trade", G::Trade)
                    .giving(*give)
                    .getting(*get);
                match to {
                    Some(seat) => info.with_seat(*seat),
                    None => info,
                }
            }
            Action::RespondTrade { response } => match response {
                TradeResponse::Accept => ActionInfo::plain("accept_trade", G::Trade),
                TradeResponse::Decline => ActionInfo::plain("decline_trade", G::Trade),
                TradeResponse::Counter { give, get } => {
                    ActionInfo::plain("counter_trade", G::Trade)
                        .giving(*give)
                        .getting(*get)
                }
            },
            Action::ConfirmTrade { with } => {
                ActionInfo::plain("confirm_trade", G::Trade).with_seat(*with)
            }
            Action::CancelTrade => ActionInfo::plain("cancel_trade", G::Trade),
            Action::EndTurn => ActionInfo::plain("end_turn", G::Turn),
            Action::EndLockedGame => ActionInfo::plain("end_locked_game", G::Turn),
            Action::BuyWithGold { resource } => {
                ActionInfo::plain("buy_with_gold", G::Trade).getting(ResourceSet::of(*resource, 1))
            }
            Action::ChooseGoldField { take } => {
                ActionInfo::plain("choose_gold_field", G::Decide).getting(*take)
            }
            Action::Module(action) => action.info(),
        }
    }
}

#[cfg(test)]
#[path = "describe_tests.rs"]
mod tests;
