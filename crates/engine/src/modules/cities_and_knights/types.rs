//! Cities & Knights' own actions, events, errors, view and chance script (wrapped by the core's
//! `Module` variants; written exactly as the core's own variants).

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::board::Vertex;
use crate::error::RuleError;
use crate::event::Event;
use crate::goods::{Commodity, Good};
use crate::modules::{ErrorCode, ModuleAction, ModuleError, ModuleEvent};
use crate::state::Seat;

/// A face of the event die: the barbarian ship (3 faces) or a city gate of one colour (1 face
/// each).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventDie {
    /// The barbarian ship advances one step.
    Ship,
    /// The yellow gate (trade, cloth).
    Trade,
    /// The blue gate (politics, coin).
    Politics,
    /// The green gate (science, paper).
    Science,
}

impl EventDie {
    /// The six faces of the die, in the order an RNG draw indexes them.
    pub const FACES: [EventDie; 6] = [
        EventDie::Ship,
        EventDie::Ship,
        EventDie::Ship,
        EventDie::Trade,
        EventDie::Politics,
        EventDie::Science,
    ];

    /// The improvement track whose gate the face shows (`None`: the ship).
    pub fn track(self) -> Option<Track> {
        match self {
            EventDie::Ship => None,
            EventDie::Trade => Some(Track::Trade),
            EventDie::Politics => Some(Track::Politics),
            EventDie::Science => Some(Track::Science),
        }
    }
}

/// One of the three city-improvement tracks (reference §2.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Track {
    /// Trade (yellow; paid in cloth; level 3: commodities trade 2:1 at the bank).
    Trade,
    /// Politics (blue; paid in coin; level 3, the Fortress: knights may become mighty).
    Politics,
    /// Science (green; paid in paper; level 3, the Aqueduct: a resource of choice when a
    /// production roll gives nothing).
    Science,
}

impl Track {
    /// The three tracks (`track as usize` indexes them).
    pub const ALL: [Track; 3] = [Track::Trade, Track::Politics, Track::Science];

    /// The commodity its levels are paid in.
    pub const fn commodity(self) -> Commodity {
        match self {
            Track::Trade => Commodity::Cloth,
            Track::Politics => Commodity::Coin,
            Track::Science => Commodity::Paper,
        }
    }

    /// The commodity as a good.
    pub fn good(self) -> Good {
        self.commodity().into()
    }

    /// The track's name (labels' details, locale keys).
    pub const fn name(self) -> &'static str {
        match self {
            Track::Trade => "trade",
            Track::Politics => "politics",
            Track::Science => "science",
        }
    }
}

/// What a seat may ask of Cities & Knights.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum CkAction {
    /// Build the next level of an improvement track (level n costs n of its commodity); needs a
    /// city. When it wins the track's metropolis, `metropolis` names the city that takes it
    /// (one of the seat's cities without a metropolis).
    ImproveCity {
        /// The track.
        track: Track,
        /// The city that takes the metropolis this level wins (absent otherwise).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        metropolis: Option<Vertex>,
    },
    /// Build a city wall (2 brick) on one of your cities that has none; at most 3 each.
    BuildWall {
        /// The city.
        vertex: Vertex,
    },
    /// The barbarians won: give up this city (it becomes a settlement).
    ChoosePillagedCity {
        /// One of your cities without a metropolis.
        vertex: Vertex,
    },
    /// Rebuild a pillaged city that stands for a settlement (the city's cost: 2 grain + 3
    /// ore); it must be rebuilt before any other city is built.
    RebuildCity {
        /// The pillaged city.
        vertex: Vertex,
    },
}

/// What Cities & Knights asks a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum CkDecision {
    /// The barbarians won and this seat is among the weakest defenders: which of its cities
    /// is pillaged.
    PillageCity,
}

/// What Cities & Knights reports.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum CkEvent {
    /// The event die, rolled with the production dice (the core's `dice_rolled`: white, then
    /// red); it resolves before production.
    EventDieRolled {
        /// The roller.
        seat: Seat,
        /// Its face.
        face: EventDie,
    },
    /// The barbarian ship advanced one step towards Catan.
    BarbariansAdvanced {
        /// Steps taken now (of [`super::SHIP_STEPS`]).
        position: u8,
    },
    /// A seat built an improvement level.
    CityImproved {
        /// Who.
        seat: Seat,
        /// Which track.
        track: Track,
        /// The level now held.
        level: u8,
    },
    /// A track's metropolis went to a city (from its former holder's city, if any).
    MetropolisTaken {
        /// The track.
        track: Track,
        /// The new holder.
        seat: Seat,
        /// The city that holds it now.
        vertex: Vertex,
        /// The former holder and city, if it was taken from someone.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from: Option<(Seat, Vertex)>,
    },
    /// A city wall was built.
    WallBuilt {
        /// Whose.
        seat: Seat,
        /// On which city.
        vertex: Vertex,
    },
    /// The barbarian ship reached Catan: the battle, before production.
    BarbarianAttack {
        /// The barbarians' strength: the cities on the board (metropolises count as cities).
        strength: u32,
        /// Each seat's active knights' strength (no knights yet: knights are the next slice).
        defence: Vec<u32>,
        /// Whether Catan held (defence at least the strength).
        catan_wins: bool,
    },
    /// The sole strongest defender took a Defender of Catan point.
    DefenderOfCatan {
        /// Who.
        seat: Seat,
    },
    /// A city was pillaged: it became a settlement, or (the owner having no settlement piece
    /// left) it stands for one until rebuilt; its wall is lost.
    CityPillaged {
        /// Whose.
        seat: Seat,
        /// Which city.
        vertex: Vertex,
        /// Whether it stands for a settlement (no settlement piece was left).
        reduced: bool,
    },
    /// A pillaged city standing for a settlement was rebuilt.
    CityRebuilt {
        /// Whose.
        seat: Seat,
        /// Where.
        vertex: Vertex,
    },
    /// The ship went back to its start; after the first attack the robber may move.
    BarbariansRetreated {
        /// Whether this attack released the robber (the first one).
        robber_released: bool,
    },
}

/// Why Cities & Knights refuses an action.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CkError {
    /// Improvements need a city on the board.
    #[error("city improvements need a city")]
    NeedsCity,
    /// The track is at its top level.
    #[error("this improvement is at its top level")]
    TopLevel,
    /// Levels 4 and 5 need a city without a metropolis.
    #[error("levels 4 and 5 need a city without a metropolis")]
    NoCityForMetropolis,
    /// The improvement wins the metropolis: name the city that takes it.
    #[error("this level wins the metropolis: name the city that takes it")]
    MetropolisCityNeeded,
    /// A metropolis was named where the level wins none, or on a city that cannot hold it.
    #[error("no metropolis can go there")]
    BadMetropolisCity,
    /// A wall stands only on one of your cities without a wall.
    #[error("a wall goes on one of your cities without a wall")]
    NotYourCity,
    /// Only one of your cities without a metropolis may be pillaged.
    #[error("choose one of your cities without a metropolis")]
    NotPillageable,
    /// A pillaged city must be rebuilt before another city is built.
    #[error("rebuild your pillaged city first")]
    RebuildFirst,
    /// Only a pillaged city standing for a settlement is rebuilt.
    #[error("this is not one of your pillaged cities")]
    NotPillaged,
}

impl ErrorCode for CkError {
    fn code(&self) -> &'static str {
        match self {
            CkError::NeedsCity => "ck_needs_city",
            CkError::TopLevel => "ck_top_level",
            CkError::NoCityForMetropolis => "ck_no_city_for_metropolis",
            CkError::MetropolisCityNeeded => "ck_metropolis_city_needed",
            CkError::BadMetropolisCity => "ck_bad_metropolis_city",
            CkError::NotYourCity => "ck_not_your_city",
            CkError::NotPillageable => "ck_not_pillageable",
            CkError::RebuildFirst => "ck_rebuild_first",
            CkError::NotPillaged => "ck_not_pillaged",
        }
    }
}

impl From<CkAction> for Action {
    fn from(action: CkAction) -> Action {
        Action::Module(ModuleAction::CitiesAndKnights(action))
    }
}

impl From<CkEvent> for Event {
    fn from(event: CkEvent) -> Event {
        Event::Module(ModuleEvent::CitiesAndKnights(event))
    }
}

impl From<CkDecision> for crate::game::Decision {
    fn from(decision: CkDecision) -> crate::game::Decision {
        crate::game::Decision::Module(crate::modules::ModuleDecision::CitiesAndKnights(decision))
    }
}

impl From<CkError> for RuleError {
    fn from(error: CkError) -> RuleError {
        RuleError::Module(ModuleError::CitiesAndKnights(error))
    }
}

impl crate::describe::DescribeAction for CkAction {
    const LABELS: &'static [&'static str] = &[
        "cities_and_knights-improve_trade",
        "cities_and_knights-improve_politics",
        "cities_and_knights-improve_science",
        "cities_and_knights-improve_trade_metropolis",
        "cities_and_knights-improve_politics_metropolis",
        "cities_and_knights-improve_science_metropolis",
        "cities_and_knights-build_wall",
        "cities_and_knights-choose_pillaged_city",
        "cities_and_knights-rebuild_city",
    ];

    fn info(&self) -> crate::describe::ActionInfo {
        use crate::describe::{ActionGroup as G, ActionInfo, Place};
        match self {
            CkAction::ImproveCity { track, metropolis } => {
                let label = match (track, metropolis.is_some()) {
                    (Track::Trade, false) => "cities_and_knights-improve_trade",
                    (Track::Politics, false) => "cities_and_knights-improve_politics",
                    (Track::Science, false) => "cities_and_knights-improve_science",
                    (Track::Trade, true) => "cities_and_knights-improve_trade_metropolis",
                    (Track::Politics, true) => "cities_and_knights-improve_politics_metropolis",
                    (Track::Science, true) => "cities_and_knights-improve_science_metropolis",
                };
                // Paying commodities for a level: the cards' group (a place only when it
                // wins a metropolis).
                let info = ActionInfo::plain(label, G::Cards);
                match metropolis {
                    Some(v) => info.at(Place::Intersection(*v), "metropolis"),
                    None => info,
                }
            }
            CkAction::BuildWall { vertex } => {
                ActionInfo::plain("cities_and_knights-build_wall", G::Build)
                    .at(Place::Intersection(*vertex), "wall")
            }
            CkAction::ChoosePillagedCity { vertex } => {
                ActionInfo::plain("cities_and_knights-choose_pillaged_city", G::Decide)
                    .at(Place::Intersection(*vertex), "city")
            }
            CkAction::RebuildCity { vertex } => {
                ActionInfo::plain("cities_and_knights-rebuild_city", G::Build)
                    .at(Place::Intersection(*vertex), "city")
            }
        }
    }
}

/// A track's metropolis: who holds it and on which city.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Metropolis {
    /// The holder.
    pub seat: Seat,
    /// The city it stands on.
    pub vertex: Vertex,
}

/// What everyone sees of Cities & Knights (nothing of it is hidden yet: progress cards, the
/// first private part, come with their slice).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CkView {
    /// Steps the barbarian ship has taken towards Catan.
    pub ship: u8,
    /// Each seat's improvement levels: trade, politics, science.
    pub levels: Vec<[u8; 3]>,
    /// Each track's metropolis (trade, politics, science), if taken.
    pub metropolises: [Option<Metropolis>; 3],
    /// The event die's face this turn, once rolled.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event_die: Option<EventDie>,
    /// Whether the robber may move (after the first barbarian attack).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub robber_released: bool,
    /// Defender of Catan points per seat (absent while nobody has one).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub defenders: Vec<u8>,
    /// Pillaged cities standing for settlements (their owners had no settlement piece left).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reduced: Vec<(Seat, Vertex)>,
    /// The cities still to choose after a lost battle, and the roll they hold back.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pillage: Option<Pillage>,
}

/// A lost battle's choices: the seats that still choose which city is pillaged, and the
/// production number that waits for them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pillage {
    /// Seats that still owe the choice, in seat order.
    pub owed: Vec<Seat>,
    /// The number rolled, resolved once every choice is made.
    pub number: u8,
}

/// The chance Cities & Knights may have scripted (`script.streams.cities_and_knights`): the
/// event die's faces, in order. The production dice are the core's `dice` stream (white, red).
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CkScript {
    /// The event die's next faces.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub event_die: Vec<EventDie>,
}
