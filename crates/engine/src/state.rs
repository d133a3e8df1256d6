//! The game state: everything that changes during play.

use serde::{Deserialize, Serialize};

use super::board::{EdgeId, HexId, Tile, VertexId};
use super::modules::{ModuleId, ModuleState};
use super::pieces::{Overlays, PlacedRoad, RoadKind};
use super::resources::{DevCard, DevCardSet, Good, ResourceSet};
use rand_pcg::Pcg64Mcg;

/// A seat at the table, 0-based in joining order.
pub type Seat = u8;

/// Pieces each player starts with.
pub const ROADS_PER_PLAYER: u8 = 15;
/// Settlements each player starts with.
pub const SETTLEMENTS_PER_PLAYER: u8 = 5;
/// Cities each player starts with.
pub const CITIES_PER_PLAYER: u8 = 4;
/// Cards of each resource in the bank at the start.
pub const BANK_PER_RESOURCE: u8 = 19;

/// A building on an intersection.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BuildingKind {
    /// 1 VP, produces 1.
    Settlement,
    /// 2 VP, produces 2.
    City,
    /// Land Ho!'s harbour settlement (an upgraded coastal settlement): 2 VP, produces 1.
    HarborSettlement,
}

/// A building with its owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Building {
    /// Who owns it.
    pub owner: Seat,
    /// What it is.
    pub kind: BuildingKind,
    /// What lies on it besides (a metropolis, a city wall); absent when nothing.
    #[serde(default, skip_serializing_if = "Overlays::is_none")]
    pub overlays: Overlays,
}

/// One player's private and public holdings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct PlayerState {
    /// Resource cards in hand (hidden from others).
    pub hand: ResourceSet,
    /// Development cards in hand, unplayed (hidden from others).
    pub dev_cards: DevCardSet,
    /// Of those, how many of each kind were bought this turn (not yet playable).
    pub dev_bought_this_turn: DevCardSet,
    /// Knights played so far (and still in front of the player: Catan for Two can take one back).
    pub knights_played: u8,
    /// Development cards played so far, by kind (a history: nothing ever takes one back). Absent
    /// from games stored before it existed, which read it as all zero.
    #[serde(default)]
    pub dev_cards_played: DevCardSet,
    /// Roads still in stock.
    pub roads_left: u8,
    /// Settlements still in stock.
    pub settlements_left: u8,
    /// Cities still in stock.
    pub cities_left: u8,
    /// Length of this player's longest continuous road.
    pub road_length: u8,
    /// Harbour settlements on the board (Land Ho!), counted like the stock so victory points
    /// need no board scan; kept by the module that builds them. Absent when none.
    #[serde(default, skip_serializing_if = "super::pieces::is_zero")]
    pub harbor_settlements: u8,
    /// Metropolises held (Cities & Knights), counted the same way. Absent when none.
    #[serde(default, skip_serializing_if = "super::pieces::is_zero")]
    pub metropolises: u8,
}

/// Where play continues after an interruption (robber, free roads).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Resume {
    /// Back to before the roll (a card played before rolling).
    BeforeRoll,
    /// Back to the main part of the turn.
    Main,
    /// Back to the phase on top of the interrupt stack ([`GameState::interrupted`]): the
    /// interruption was opened inside another one, or inside a turn step a module added.
    Interrupted,
}

impl Resume {
    /// `Resume::Main` (a serde default).
    pub fn main() -> Resume {
        Resume::Main
    }

    /// Whether this is `Resume::Main`.
    pub fn is_main(&self) -> bool {
        *self == Resume::Main
    }
}

/// What the game is waiting for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Initial placement; `step` counts placements in snake order.
    Setup {
        /// 0-based position in the snake order (two per player).
        step: u8,
        /// The settlement just placed, awaiting its road.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        road_from: Option<VertexId>,
    },
    /// The current player must roll (or may play a card first).
    BeforeRoll,
    /// Players over the hand limit must discard; the roller then moves the robber.
    Discard {
        /// Cards still owed, per seat.
        owed: Vec<u8>,
        /// Where play continues after the robber has moved (`main`, or `before_roll` when the
        /// turn has another roll to come, as in Catan for Two).
        #[serde(default = "Resume::main", skip_serializing_if = "Resume::is_main")]
        resume: Resume,
    },
    /// The current player must move the robber.
    MoveRobber {
        /// Where play continues afterwards.
        resume: Resume,
    },
    /// The current player builds, trades, plays cards, and ends the turn.
    Main,
    /// The current player places free roads.
    RoadBuilding {
        /// Roads still to place.
        remaining: u8,
        /// Where play continues afterwards.
        resume: Resume,
    },
    /// One or more seats owe decisions asked by a rule module (an event card's choices, a
    /// free neutral piece, the cards given back in a forced trade); [`pending`] lists them.
    ///
    /// [`pending`]: crate::Game::pending
    ModuleDecisions {
        /// The module that asks.
        module: ModuleId,
    },
    /// The game has ended: someone reached the target, or a locked game was ended.
    GameOver {
        /// The winner; `None` for a draw (a locked game ended with the lead shared: the tied
        /// seats are those with the most VP). Games stored before draws existed hold a seat
        /// here, which reads back as `Some`.
        winner: Option<Seat>,
    },
    /// A step a module added to the turn after the main phase (a movement phase…): the current
    /// player plays the module's actions, and `EndTurn` moves on to the next step (after the
    /// last one, to the end of the turn). Only games with such a module ever reach it.
    TurnStep {
        /// The module whose step it is.
        module: ModuleId,
        /// Which of that module's steps (0-based).
        step: u8,
    },
    /// The end of the turn is being resolved: the modules' end-of-turn hooks from the `next`-th
    /// module on are still to run, then the next seat begins. Seen only while such a hook waits
    /// for decisions (this phase is then saved on the interrupt stack); the core goes on by itself
    /// once they are made.
    EndOfTurn {
        /// Index in `GameState::modules` of the next module whose end-of-turn hook runs.
        next: u8,
    },
    /// Seats whose buildings touch a gold field that produced owe the resources of their
    /// choice (`GoldFieldYield::ChooseResource`), one seat at a time in turn order from the
    /// roller; the phase interrupted is on the interrupt stack and comes back after the last.
    /// Only games whose ruleset lets gold fields pay a choice reach it.
    GoldFieldChoice {
        /// Resources still owed, per seat.
        owed: Vec<u8>,
    },
}

impl Phase {
    /// Whether this is a step of the turn (rolling, the main phase, a module's step) rather than
    /// an interruption of one, the setup or the end of the game.
    pub fn is_turn_step(&self) -> bool {
        matches!(
            self,
            Phase::BeforeRoll | Phase::Main | Phase::TurnStep { .. }
        )
    }
}

/// An open domestic trade offer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TradeOffer {
    /// Increments with each offer in the game, so answers can refer to one offer.
    pub id: u32,
    /// Who proposes (the current player).
    pub from: Seat,
    /// What the proposer gives.
    pub give: ResourceSet,
    /// What the proposer wants.
    pub get: ResourceSet,
    /// The one player asked, or everyone.
    pub to: Option<Seat>,
    /// Answers so far, per seat.
    pub responses: Vec<Option<super::action::TradeResponse>>,
}

/// Randomness: the seeded RNG plus what remains of the script.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chance {
    /// The game's RNG.
    pub rng: Pcg64Mcg,
    /// Scripted dice still to come.
    #[serde(default)]
    pub dice: std::collections::VecDeque<[u8; 2]>,
    /// Scripted robbery picks still to come.
    #[serde(default)]
    pub steals: std::collections::VecDeque<Good>,
    /// Scripted tile reveals still to come (the `reveal` stream).
    #[serde(default, skip_serializing_if = "std::collections::VecDeque::is_empty")]
    pub reveals: std::collections::VecDeque<super::board::TileFace>,
}

/// The whole mutable state of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameState {
    /// Per seat.
    pub players: Vec<PlayerState>,
    /// Resource cards left in the bank.
    pub bank: ResourceSet,
    /// The development deck; the last element is the top.
    pub dev_deck: Vec<DevCard>,
    /// Building per intersection id.
    pub buildings: Vec<Option<Building>>,
    /// Road owner per path id.
    pub roads: Vec<Option<Seat>>,
    /// Where the robber stands (`None`: off the board).
    pub robber: Option<HexId>,
    /// What the game is waiting for.
    pub phase: Phase,
    /// Whose turn it is.
    pub current: Seat,
    /// Who placed first and took the first turn.
    pub first: Seat,
    /// Turn number, 1 for the first turn after setup (0 during setup).
    pub turn: u32,
    /// Whether a development card was played this turn.
    pub dev_played_this_turn: bool,
    /// The last dice roll.
    pub last_roll: Option<[u8; 2]>,
    /// Holder of Longest Road.
    pub longest_road: Option<Seat>,
    /// Holder of Largest Army.
    pub largest_army: Option<Seat>,
    /// The open domestic trade offer.
    pub trade: Option<TradeOffer>,
    /// Offers made so far (ids).
    pub trades_offered: u32,
    /// Actions applied so far.
    pub version: u64,
    /// Randomness.
    pub chance: Chance,
    /// State of each rule module in play.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub modules: Vec<ModuleState>,
    /// Whether the game is locked: nobody's VP can change any more, so nobody can reach the
    /// target; any seated player may then end it (see `rules::lock`). Checked when the turn
    /// passes; absent (false) in games stored before it existed.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub locked: bool,
    /// The interrupt stack: the phases interrupted by the current one and not yet resumed,
    /// innermost last (see `rules::interrupt`). The core's own interruptions of a turn step
    /// (discards, robber, Road Building) name the step they return to in their `resume` instead;
    /// empty (and absent from the JSON) in every other situation.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub interrupted: Vec<Phase>,
    /// What the game plays by, computed once from the config when the game is created. Not
    /// stored: [`Game`](crate::Game) rebuilds it from the config when a stored game is read
    /// (a `GameState` read on its own holds the base game's ruleset).
    #[serde(skip)]
    pub ruleset: std::sync::Arc<crate::ruleset::Ruleset>,
    /// Tiles changed during play (a face-down tile revealed, a terrain changed), by hex; every
    /// other hex is the board's own tile. Read through [`GameState::tiles_on`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tiles: Vec<Tile>,
    /// The pieces on paths that are not plain roads (bridges; ships later), by path; every
    /// other owned path holds a road. Read through [`GameState::road_kind`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub road_kinds: Vec<PlacedRoad>,
    /// Purchases with gold made this turn (`Action::BuyWithGold`); absent when none were made
    /// (every game without gold).
    #[serde(default, skip_serializing_if = "crate::goods::GoldBuys::is_none")]
    pub gold_buys: crate::goods::GoldBuys,
    /// The road lengths of the board owners that are not seats but compete for Longest Road
    /// (the ruleset's `road_contenders`: Catan for Two's neutral colours), as `(owner, length)`;
    /// absent when the ruleset names none (every other game).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub contender_road_lengths: Vec<(Seat, u8)>,
}

impl GameState {
    /// Whether a module in play overrides any of `hooks` (the ruleset's union of the modules'
    /// [`overrides`](crate::modules::RuleModule::overrides)): when none does, the core takes
    /// its base-game shortcut for them. Always false with no module in play.
    #[inline]
    pub fn hooked(&self, hooks: crate::modules::Hooks) -> bool {
        if self.modules.is_empty() {
            return false;
        }
        debug_assert!(
            self.ruleset.hooks.contains(
                self.modules
                    .iter()
                    .fold(crate::modules::Hooks::NONE, |h, m| h | m
                        .hooks()
                        .overrides())
            ),
            "the ruleset's hooks leave out a module's (a state built without its ruleset?)"
        );
        self.ruleset.hooks.intersects(hooks)
    }

    /// Whether `owner` (a piece's owner) is a seated player rather than a neutral colour.
    pub fn is_player(&self, owner: Seat) -> bool {
        (owner as usize) < self.players.len()
    }

    /// Number of seats.
    pub fn seat_count(&self) -> u8 {
        self.players.len() as u8
    }

    /// The road owner at a path.
    pub fn road_at(&self, e: EdgeId) -> Option<Seat> {
        self.roads[e as usize]
    }

    /// The kind of piece on a path (`None`: the path is empty).
    pub fn road_kind(&self, e: EdgeId) -> Option<RoadKind> {
        self.roads.get(e as usize).copied().flatten()?;
        Some(
            self.road_kinds
                .iter()
                .find(|p| p.edge == e)
                .map_or(RoadKind::Road, |p| p.kind),
        )
    }

    /// Records the kind of the piece on a path (a road unless said otherwise).
    pub fn set_road_kind(&mut self, e: EdgeId, kind: RoadKind) {
        self.road_kinds.retain(|p| p.edge != e);
        if kind != RoadKind::Road {
            self.road_kinds.push(PlacedRoad { edge: e, kind });
        }
    }

    /// The board's tiles as they are now, with the changes made during play.
    pub fn tiles_on<'a>(&'a self, board: &'a super::board::Board) -> super::board::Tiles<'a> {
        board.with_changes(&self.tiles)
    }

    /// The building at an intersection.
    pub fn building_at(&self, v: VertexId) -> Option<Building> {
        self.buildings[v as usize]
    }

    /// What the game plays by.
    pub fn ruleset(&self) -> &crate::ruleset::Ruleset {
        &self.ruleset
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Games stored before `dev_cards_played` existed still load, with nothing played.
    #[test]
    fn player_state_without_dev_cards_played_reads_as_none_played() {
        let mut stored = serde_json::to_value(PlayerState {
            knights_played: 2,
            ..PlayerState::default()
        })
        .unwrap();
        stored.as_object_mut().unwrap().remove("dev_cards_played");
        let player: PlayerState = serde_json::from_value(stored).unwrap();
        assert_eq!(player.knights_played, 2);
        assert_eq!(player.dev_cards_played, DevCardSet::default());
    }
}
