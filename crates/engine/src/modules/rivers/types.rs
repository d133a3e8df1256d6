//! The Rivers of Catan's own actions, events and errors (wrapped by the core's `Module`
//! variants; written exactly as the core's own variants).

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::board::Edge;
use crate::error::RuleError;
use crate::event::Event;
use crate::modules::{ErrorCode, ModuleAction, ModuleError, ModuleEvent};
use crate::state::Seat;

/// What a seat may ask of The Rivers of Catan.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum RiversAction {
    /// Build a bridge (2 brick + 1 lumber) on a river crossing joined to your network; it
    /// pays 3 gold.
    BuildBridge {
        /// The river crossing.
        edge: Edge,
    },
}

/// Why a seat received gold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GoldReason {
    /// A road built along a river.
    RiverRoad,
    /// A settlement built at a river.
    RiverSettlement,
    /// A bridge built.
    Bridge,
}

/// What The Rivers of Catan reports.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum RiversEvent {
    /// A bridge was built.
    BridgeBuilt {
        /// Whose.
        seat: Seat,
        /// Where.
        edge: Edge,
    },
    /// Gold paid from the bank for a river road, a river settlement or a bridge.
    GoldReceived {
        /// Who.
        seat: Seat,
        /// How much was paid (less than earned when the bank ran short).
        gold: u8,
        /// Why.
        reason: GoldReason,
    },
    /// The Wealthiest Settler card (+1 VP) changed hands or was set aside.
    WealthiestSettler {
        /// The new holder (`None`: set aside, nobody has the most gold alone).
        holder: Option<Seat>,
    },
    /// The Poor Settler tiles (−2 VP) now lie with these players (everyone tied for least gold).
    PoorSettlers {
        /// The holders, in seat order.
        holders: Vec<Seat>,
    },
}

/// Why The Rivers of Catan refuses an action.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RiversError {
    /// A road may not cross a river: only a bridge may stand there.
    #[error("a road may not cross a river: build a bridge there")]
    RiverCrossing,
    /// A bridge stands only on a river crossing.
    #[error("a bridge stands only where a river crosses a path")]
    NotACrossing,
}

impl ErrorCode for RiversError {
    fn code(&self) -> &'static str {
        match self {
            RiversError::RiverCrossing => "river_crossing",
            RiversError::NotACrossing => "not_a_river_crossing",
        }
    }
}

impl From<RiversAction> for Action {
    fn from(action: RiversAction) -> Action {
        Action::Module(ModuleAction::Rivers(action))
    }
}

impl From<RiversEvent> for Event {
    fn from(event: RiversEvent) -> Event {
        Event::Module(ModuleEvent::Rivers(event))
    }
}

impl From<RiversError> for RuleError {
    fn from(error: RiversError) -> RuleError {
        RuleError::Module(ModuleError::Rivers(error))
    }
}

impl crate::describe::DescribeAction for RiversAction {
    const LABELS: &'static [&'static str] = &["rivers-build_bridge"];

    fn info(&self) -> crate::describe::ActionInfo {
        use crate::describe::{ActionGroup as G, ActionInfo, Place};
        match self {
            RiversAction::BuildBridge { edge } => {
                ActionInfo::plain("rivers-build_bridge", G::Build).at(Place::Path(*edge), "bridge")
            }
        }
    }
}

/// What everyone sees of The Rivers of Catan (nothing of it is hidden).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RiversView {
    /// Bridges each seat still has in stock.
    pub bridges_left: Vec<u8>,
    /// The Wealthiest Settler (+1 VP), if someone holds it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wealthiest: Option<Seat>,
    /// The Poor Settlers (−2 VP each), in seat order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub poor: Vec<Seat>,
}
