//! The Fishermen of Catan's own actions, events, errors and view (wrapped by the core's `Module`
//! variants; written exactly as the core's own variants).

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::board::Edge;
use crate::error::RuleError;
use crate::event::Event;
use crate::modules::{ErrorCode, ModuleAction, ModuleError, ModuleEvent};
use crate::resources::{Resource, ResourceSet};
use crate::state::Seat;

/// A token of the face-down stack: a fish token (1, 2 or 3 fish) or the old boot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FishToken {
    /// One fish.
    One,
    /// Two fish.
    Two,
    /// Three fish.
    Three,
    /// The old boot (no fish; its holder needs 1 more VP to win).
    OldBoot,
}

impl FishToken {
    /// How many fish it shows (the old boot none).
    pub fn fish(self) -> u8 {
        match self {
            FishToken::One => 1,
            FishToken::Two => 2,
            FishToken::Three => 3,
            FishToken::OldBoot => 0,
        }
    }

    /// The fish token showing `n` fish.
    pub fn of(n: u8) -> Option<FishToken> {
        match n {
            1 => Some(FishToken::One),
            2 => Some(FishToken::Two),
            3 => Some(FishToken::Three),
            _ => None,
        }
    }
}

/// What fish are spent on, and the price of each (reference §4.1, seed 001 ①).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FishUse {
    /// 2 fish: the robber leaves the board (it comes back on the next 7 or knight).
    RemoveRobber,
    /// 3 fish: steal a resource from another player.
    Steal,
    /// 4 fish: a resource of your choice from the bank.
    TakeResource,
    /// 5 fish: a free road.
    Road,
    /// 7 fish: a development card.
    DevCard,
}

impl FishUse {
    /// Fish it costs.
    pub fn cost(self) -> u8 {
        match self {
            FishUse::RemoveRobber => 2,
            FishUse::Steal => 3,
            FishUse::TakeResource => 4,
            FishUse::Road => 5,
            FishUse::DevCard => 7,
        }
    }
}

/// What a seat may ask of the Fishermen. `pay` names the fish tokens given (their fish: `[3, 2]`);
/// absent, the tokens are chosen for the player (the least fish wasted, then the most tokens
/// given back, freeing room under the limit of 7).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum FishermenAction {
    /// 2 fish: take the robber off the board.
    FishRemoveRobber {
        /// The tokens given (their fish), if chosen.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pay: Option<Vec<u8>>,
    },
    /// 3 fish: steal a random resource from another player.
    FishSteal {
        /// From whom.
        victim: Seat,
        /// The tokens given (their fish), if chosen.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pay: Option<Vec<u8>>,
    },
    /// 4 fish: take a resource of your choice from the bank.
    FishTakeResource {
        /// Which.
        resource: Resource,
        /// The tokens given (their fish), if chosen.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pay: Option<Vec<u8>>,
    },
    /// 5 fish: build a road for free.
    FishRoad {
        /// Where.
        edge: Edge,
        /// The tokens given (their fish), if chosen.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pay: Option<Vec<u8>>,
    },
    /// 7 fish: take a development card.
    FishDevCard {
        /// The tokens given (their fish), if chosen.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pay: Option<Vec<u8>>,
    },
    /// Pass the old boot to a player with at least as many victory points.
    PassBoot {
        /// To whom.
        to: Seat,
    },
}

/// What the Fishermen report.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum FishermenEvent {
    /// A seat drew fish tokens from the stack (a fishing ground or the lake produced). Which
    /// tokens only the seat sees (`None` for everyone else).
    FishDrawn {
        /// Who.
        seat: Seat,
        /// How many tokens.
        count: u8,
        /// The tokens (`None` when redacted).
        tokens: Option<Vec<FishToken>>,
    },
    /// A seat drew the old boot: it is shown at once.
    OldBootDrawn {
        /// Who.
        seat: Seat,
    },
    /// The stack ran out: the spent tokens were turned face down and shuffled into a new stack.
    FishReshuffled {
        /// Tokens in the new stack.
        count: u8,
    },
    /// Fish were spent (the tokens lie face up, so everyone sees them).
    FishSpent {
        /// Who.
        seat: Seat,
        /// On what.
        #[serde(rename = "for")]
        on: FishUse,
        /// The tokens given (their fish).
        tokens: Vec<u8>,
    },
    /// The robber left the board.
    RobberRemoved {
        /// Who paid.
        seat: Seat,
    },
    /// A resource was taken from the bank for fish.
    FishResourceTaken {
        /// Who.
        seat: Seat,
        /// Which.
        resource: Resource,
    },
    /// The old boot changed hands.
    BootPassed {
        /// The former holder.
        from: Seat,
        /// The new holder.
        to: Seat,
    },
    /// A seat at the limit of 7 tokens drew fewer than it produced.
    FishLimit {
        /// Who.
        seat: Seat,
        /// Tokens not drawn.
        missed: u8,
    },
}

impl FishermenEvent {
    /// The event as `viewer` may see it: drawn tokens only for the seat that drew them.
    pub fn redacted_for(&self, viewer: Option<Seat>) -> FishermenEvent {
        match self {
            FishermenEvent::FishDrawn {
                seat,
                count,
                tokens,
            } => FishermenEvent::FishDrawn {
                seat: *seat,
                count: *count,
                tokens: if viewer == Some(*seat) {
                    tokens.clone()
                } else {
                    None
                },
            },
            other => other.clone(),
        }
    }
}

/// Why the Fishermen refuse an action.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FishermenError {
    /// The tokens held do not add up to the price.
    #[error("you need {needed} fish")]
    NotEnoughFish {
        /// Fish needed.
        needed: u8,
    },
    /// The tokens named are not held, or some are not needed (no change is given).
    #[error("pay with fish tokens you hold, none more than needed")]
    BadPayment,
    /// The robber is not on the board.
    #[error("the robber is not on the board")]
    RobberNotOnBoard,
    /// The bank has none of that resource.
    #[error("the bank has no {resource}")]
    BankHasNone {
        /// The resource.
        resource: Resource,
    },
    /// The seat does not hold the old boot.
    #[error("you do not hold the old boot")]
    NoBoot,
    /// The boot may go only to another player with at least as many victory points.
    #[error("the old boot may go only to another player with at least as many victory points")]
    BootReceiverBehind,
}

impl ErrorCode for FishermenError {
    fn code(&self) -> &'static str {
        match self {
            FishermenError::NotEnoughFish { .. } => "not_enough_fish",
            FishermenError::BadPayment => "bad_fish_payment",
            FishermenError::RobberNotOnBoard => "robber_not_on_board",
            FishermenError::BankHasNone { .. } => "fish_bank_has_none",
            FishermenError::NoBoot => "no_boot",
            FishermenError::BootReceiverBehind => "boot_receiver_behind",
        }
    }
}

/// What a viewer sees of the Fishermen: every seat's token count, the boot, the stack; its own
/// tokens' fish in its private part only.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FishermenView {
    /// Fish tokens held, per seat (the count is public, the fish are not).
    pub tokens: Vec<u8>,
    /// Who holds the old boot.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub boot: Option<Seat>,
    /// Tokens left in the face-down stack.
    pub stack: u8,
    /// The spent tokens lying face up (their fish), reshuffled when the stack runs out.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub spent: Vec<u8>,
    /// The viewer's own tokens (only in its private part).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub own: Option<OwnFish>,
}

/// One seat's fish tokens, as that seat sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OwnFish {
    /// Whose.
    pub seat: Seat,
    /// Each token's fish, largest first.
    pub tokens: Vec<u8>,
}

impl From<FishermenAction> for Action {
    fn from(action: FishermenAction) -> Action {
        Action::Module(ModuleAction::Fishermen(action))
    }
}

impl From<FishermenEvent> for Event {
    fn from(event: FishermenEvent) -> Event {
        Event::Module(ModuleEvent::Fishermen(event))
    }
}

impl From<FishermenError> for RuleError {
    fn from(error: FishermenError) -> RuleError {
        RuleError::Module(ModuleError::Fishermen(error))
    }
}

impl crate::describe::DescribeAction for FishermenAction {
    const LABELS: &'static [&'static str] = &[
        "fishermen-fish_remove_robber",
        "fishermen-fish_steal",
        "fishermen-fish_take_resource",
        "fishermen-fish_road",
        "fishermen-fish_dev_card",
        "fishermen-pass_boot",
    ];

    fn info(&self) -> crate::describe::ActionInfo {
        use crate::describe::{ActionGroup as G, ActionInfo, Place};
        match self {
            FishermenAction::FishRemoveRobber { .. } => {
                ActionInfo::plain("fishermen-fish_remove_robber", G::Move)
            }
            FishermenAction::FishSteal { victim, .. } => {
                ActionInfo::plain("fishermen-fish_steal", G::Cards).with_seat(*victim)
            }
            FishermenAction::FishTakeResource { resource, .. } => {
                ActionInfo::plain("fishermen-fish_take_resource", G::Cards)
                    .getting(ResourceSet::of(*resource, 1))
            }
            FishermenAction::FishRoad { edge, .. } => {
                ActionInfo::plain("fishermen-fish_road", G::Build).at(Place::Path(*edge), "road")
            }
            FishermenAction::FishDevCard { .. } => {
                ActionInfo::plain("fishermen-fish_dev_card", G::Cards)
            }
            FishermenAction::PassBoot { to } => {
                ActionInfo::plain("fishermen-pass_boot", G::Decide).with_seat(*to)
            }
        }
    }
}
