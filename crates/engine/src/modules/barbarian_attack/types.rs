//! Barbarian Attack's own cards, actions, events, decisions, errors and chance streams
//! (wrapped by the core's `Module` variants; written exactly as the core's own variants).

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::board::Edge;
use crate::board::Hex;
use crate::board::annotations::CastleColour;
use crate::error::RuleError;
use crate::event::Event;
use crate::game::Decision;
use crate::modules::{ErrorCode, ModuleAction, ModuleDecision, ModuleError, ModuleEvent};
use crate::state::Seat;

/// A card of the scenario's 26-card development deck (seed 000 §1, §5(2)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BaCard {
    /// 騎士の登用: a knight on a free path of the castle (14 cards).
    Knighthood,
    /// 強力な騎士: a knight on any free path (4 cards).
    StrongKnight,
    /// 裏切り: 2 gold, and 2 barbarians moved between coast hexes (4 cards).
    Treason,
    /// 陰謀: one barbarian from a coast hex taken prisoner; redrawn when none stands on the
    /// coast (4 cards).
    Intrigue,
}

impl BaCard {
    /// How many of each card the deck holds.
    pub const COUNTS: [(BaCard, u8); 4] = [
        (BaCard::Knighthood, 14),
        (BaCard::StrongKnight, 4),
        (BaCard::Treason, 4),
        (BaCard::Intrigue, 4),
    ];

    /// The whole deck, unshuffled.
    pub fn deck() -> Vec<BaCard> {
        BaCard::COUNTS
            .iter()
            .flat_map(|&(c, n)| std::iter::repeat_n(c, n as usize))
            .collect()
    }
}

/// The scenario's chance streams (`script.streams.barbarian_attack`), each used in order and
/// then left to the game's generator.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BaScript {
    /// The cards bought, in order (when the draw pile holds them).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cards: Vec<BaCard>,
    /// The landing rolls (two dice each), in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub landings: Vec<[u8; 2]>,
    /// The capture-sharing rolls (two dice each), in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub captures: Vec<[u8; 2]>,
    /// The colour die after each battle, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub colours: Vec<CastleColour>,
}

/// What a seat may ask of Barbarian Attack.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum BaAction {
    /// Knighthood or Strong Knight: put a knight of one's own on this free path.
    #[serde(rename = "ba_place_knight")]
    PlaceKnight {
        /// The path.
        edge: Edge,
    },
    /// Treason: move one barbarian from a coast hex (or the supply when no other coast hex
    /// holds one) to another coast hex.
    MoveBarbarian {
        /// Where from (`None`: the supply).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from: Option<Hex>,
        /// Where to.
        to: Hex,
    },
    /// Intrigue: take one barbarian prisoner from this coast hex.
    CaptureBarbarian {
        /// The hex.
        hex: Hex,
    },
    /// The movement step: move one knight of one's own that has not moved this turn, up to 3
    /// paths (4 or 5 for 1 grain), to a free path off the castle.
    #[serde(rename = "ba_move_knight")]
    MoveKnight {
        /// Where the knight stands.
        from: Edge,
        /// Where it goes.
        to: Edge,
        /// Pay 1 grain to go 4 or 5 paths (refused for a move of 3 or fewer).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        grain: bool,
    },
    /// After a 7: take one card at random from this player.
    RaidPlayer {
        /// Whom.
        victim: Seat,
    },
    /// With Catan for Two (seed 000 §7(4)), in the main phase, once a turn instead of another
    /// token action: pay 1 trade token (2 when ahead in points) to move one barbarian from a
    /// coast hex to another coast hex with fewer than 3.
    MoveBarbarianForTokens {
        /// Where from.
        from: Hex,
        /// Where to.
        to: Hex,
    },
}

/// Why gold was paid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BaGoldReason {
    /// A Treason card: 2 gold.
    Treason,
    /// A battle's participant left without a prisoner: 3 gold.
    NoPrisoner,
    /// A knight lost after a battle: 3 gold.
    KnightLost,
}

/// What one landing roll did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "result", rename_all = "snake_case")]
pub enum LandingResult {
    /// A barbarian landed on the coast hex with the number.
    Landed {
        /// The hex.
        hex: Hex,
        /// Barbarians on it now.
        count: u8,
    },
    /// The hex with the number already holds 3 barbarians: none lands (no re-roll).
    Full {
        /// The hex.
        hex: Hex,
    },
    /// A 7, or a number already rolled: rolled again.
    Again,
    /// No coast hex carries the number: nothing lands.
    NoHex,
}

/// What Barbarian Attack reports.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum BaEvent {
    /// A game began: the first barbarians stand on the 2 and 12 hexes.
    BarbariansSetUp {
        /// Where.
        hexes: Vec<Hex>,
    },
    /// One landing roll after a settlement or city (the current player rolls until three
    /// different numbers other than 7 have come up).
    LandingRolled {
        /// The current player, who rolls.
        seat: Seat,
        /// The dice.
        dice: [u8; 2],
        /// What it did.
        #[serde(flatten)]
        result: LandingResult,
    },
    /// No landing: the supply is empty.
    NoBarbariansLeft,
    /// A coast hex holds 3 barbarians: its number is turned over.
    HexConquered {
        /// The hex.
        hex: Hex,
    },
    /// A conquered hex lost a barbarian: its number shows again.
    HexRecaptured {
        /// The hex.
        hex: Hex,
    },
    /// A card was bought and turned over (all are public).
    #[serde(rename = "ba_card_drawn")]
    CardDrawn {
        /// The buyer.
        seat: Seat,
        /// The card.
        card: BaCard,
        /// Whether the discard pile was reshuffled into a new draw pile first.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        reshuffled: bool,
    },
    /// A card could do nothing (no knight left, no free path, no barbarian to move) and is
    /// discarded.
    CardWithoutEffect {
        /// The buyer.
        seat: Seat,
        /// The card.
        card: BaCard,
    },
    /// An Intrigue found no barbarian on the coast: discarded, and another card is drawn.
    IntrigueRedrawn {
        /// The buyer.
        seat: Seat,
    },
    /// A knight was put on a path.
    #[serde(rename = "ba_knight_placed")]
    KnightPlaced {
        /// Its owner.
        seat: Seat,
        /// The path.
        edge: Edge,
    },
    /// A barbarian moved (Treason, or trade tokens with Catan for Two).
    BarbarianMoved {
        /// Who moved it.
        seat: Seat,
        /// From where (`None`: the supply).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from: Option<Hex>,
        /// Where to.
        to: Hex,
        /// The trade tokens paid for it (0: a Treason card's move).
        #[serde(default, skip_serializing_if = "crate::modules::is_default")]
        tokens: u8,
    },
    /// A barbarian was taken prisoner (Intrigue).
    BarbarianCaptured {
        /// Who took it.
        seat: Seat,
        /// From which hex.
        hex: Hex,
    },
    /// Gold paid from the bank.
    #[serde(rename = "ba_gold_received")]
    GoldReceived {
        /// Who.
        seat: Seat,
        /// How much (less when the bank ran short).
        gold: u8,
        /// Why.
        reason: BaGoldReason,
    },
    /// A knight moved.
    #[serde(rename = "ba_knight_moved")]
    KnightMoved {
        /// Its owner.
        seat: Seat,
        /// From.
        from: Edge,
        /// To.
        to: Edge,
        /// Paths walked.
        steps: u8,
        /// Whether 1 grain paid for 4 or 5 steps.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        grain: bool,
        /// Whether it was the neutral knight (`seat` is then the player who moved it).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        neutral: bool,
    },
    /// A coast hex with barbarians was checked at the end of a turn and its knights were not
    /// more than its barbarians (only reported when some knight stood there).
    BattleLost {
        /// The hex.
        hex: Hex,
        /// Barbarians on it.
        barbarians: u8,
        /// Knights on its paths.
        knights: u8,
    },
    /// The knights on a coast hex's paths outnumbered its barbarians: the barbarians are
    /// captured.
    BattleWon {
        /// The hex.
        hex: Hex,
        /// Barbarians captured.
        barbarians: u8,
        /// Knights per participating seat (seat, knights).
        knights: Vec<(Seat, u8)>,
    },
    /// A roll deciding who takes a barbarian when they do not go round.
    CaptureRolled {
        /// Who rolled.
        seat: Seat,
        /// The dice.
        dice: [u8; 2],
    },
    /// Prisoners taken in a battle.
    PrisonersTaken {
        /// Who.
        seat: Seat,
        /// How many.
        count: u8,
        /// Prisoners the seat holds now.
        total: u8,
    },
    /// The colour die after a battle.
    ColourRolled {
        /// The participant who rolled.
        seat: Seat,
        /// The hex fought over.
        hex: Hex,
        /// The colour.
        colour: CastleColour,
    },
    /// With Catan for Two: the neutral knight was put on a castle path after the first knight
    /// (seed 000 §7(4)).
    NeutralKnightPlaced {
        /// The player who placed it.
        seat: Seat,
        /// The neutral colour (its board owner).
        neutral: Seat,
        /// The path.
        edge: Edge,
    },
    /// With Catan for Two: the neutral colour takes part in a roll-off for prisoners without
    /// rolling, its number fixed at 3 (seed 000 §7(4)).
    CaptureFixed {
        /// The neutral colour (its board owner).
        seat: Seat,
        /// Its fixed number.
        sum: u8,
    },
    /// A knight standing in the rolled colour's direction was lost (back to its owner).
    #[serde(rename = "ba_knight_lost")]
    KnightLost {
        /// Its owner.
        seat: Seat,
        /// The path it stood on.
        edge: Edge,
    },
}

/// A decision Barbarian Attack asks of a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum BaDecision {
    /// Put the card's knight on a path (`place_knight`).
    #[serde(rename = "ba_place_knight")]
    PlaceKnight,
    /// Move a barbarian for Treason (`move_barbarian`).
    MoveBarbarian,
    /// Take a barbarian prisoner for Intrigue (`capture_barbarian`).
    CaptureBarbarian,
    /// Choose whom to take a card from after a 7 (`raid_player`).
    RaidPlayer,
    /// With Catan for Two: put the neutral knight on a free castle path (`ba_place_knight`).
    PlaceNeutralKnight,
}

/// Why Barbarian Attack refuses an action.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BaError {
    /// The path is not free, or not one the card allows.
    #[error("a knight cannot be put there")]
    NotAKnightSpot,
    /// The barbarian move is not one Treason allows now.
    #[error("that barbarian move is not allowed")]
    NotABarbarianMove,
    /// No barbarian stands on that coast hex.
    #[error("no barbarian stands there")]
    NoBarbarianThere,
    /// No knight of one's own that may still move stands there.
    #[error("no knight of yours that may still move stands there")]
    NoKnightToMove,
    /// The knight cannot end its move there (too far, occupied, or the castle).
    #[error("the knight cannot move there")]
    KnightCannotReach,
    /// A knight on the castle must leave it before the turn ends.
    #[error("a knight on the castle must leave it first")]
    CastleKnightMustMove,
    /// A move of 3 paths or fewer needs no grain.
    #[error("that move needs no grain")]
    GrainNotNeeded,
    /// No road on a conquered hex's paths.
    #[error("no road can be built beside a conquered hex")]
    ConqueredPath,
    /// No settlement on a conquered hex's corners.
    #[error("no settlement can be built on a conquered hex")]
    ConqueredCorner,
    /// Not enough trade tokens this turn for a barbarian move (or tokens already used).
    #[error("you need {needed} trade token(s) this turn")]
    TokensNeeded {
        /// Tokens needed.
        needed: u8,
    },
}

impl ErrorCode for BaError {
    fn code(&self) -> &'static str {
        match self {
            BaError::NotAKnightSpot => "not_a_knight_spot",
            BaError::NotABarbarianMove => "not_a_barbarian_move",
            BaError::NoBarbarianThere => "no_barbarian_there",
            BaError::NoKnightToMove => "no_knight_to_move",
            BaError::KnightCannotReach => "knight_cannot_reach",
            BaError::CastleKnightMustMove => "castle_knight_must_move",
            BaError::GrainNotNeeded => "grain_not_needed",
            BaError::ConqueredPath => "conquered_path",
            BaError::ConqueredCorner => "conquered_corner",
            BaError::TokensNeeded { .. } => "tokens_needed",
        }
    }
}

impl From<BaAction> for Action {
    fn from(action: BaAction) -> Action {
        Action::Module(ModuleAction::BarbarianAttack(action))
    }
}

impl From<BaEvent> for Event {
    fn from(event: BaEvent) -> Event {
        Event::Module(ModuleEvent::BarbarianAttack(event))
    }
}

impl From<BaDecision> for Decision {
    fn from(decision: BaDecision) -> Decision {
        Decision::Module(ModuleDecision::BarbarianAttack(decision))
    }
}

impl From<BaError> for RuleError {
    fn from(error: BaError) -> RuleError {
        RuleError::Module(ModuleError::BarbarianAttack(error))
    }
}

impl crate::describe::DescribeAction for BaAction {
    const LABELS: &'static [&'static str] = &[
        "barbarian_attack-place_knight",
        "barbarian_attack-move_barbarian",
        "barbarian_attack-capture_barbarian",
        "barbarian_attack-move_knight",
        "barbarian_attack-raid_player",
        "barbarian_attack-move_barbarian_for_tokens",
    ];

    fn info(&self) -> crate::describe::ActionInfo {
        use crate::describe::{ActionGroup as G, ActionInfo, Place};
        use crate::resources::{Resource, ResourceSet};
        match self {
            BaAction::PlaceKnight { edge } => {
                ActionInfo::plain("barbarian_attack-place_knight", G::Decide)
                    .at(Place::Path(*edge), "barbarian_attack.knight")
            }
            BaAction::MoveBarbarian { from, to } => {
                let info = ActionInfo::plain("barbarian_attack-move_barbarian", G::Decide)
                    .at(Place::Hex(*to), "barbarian_attack.barbarians");
                match from {
                    Some(h) => info.moving_from(Place::Hex(*h)),
                    None => info.with_detail("supply"),
                }
            }
            BaAction::CaptureBarbarian { hex } => {
                ActionInfo::plain("barbarian_attack-capture_barbarian", G::Decide)
                    .at(Place::Hex(*hex), "barbarian_attack.barbarians")
            }
            BaAction::MoveKnight { from, to, grain } => {
                let info = ActionInfo::plain("barbarian_attack-move_knight", G::Move)
                    .at(Place::Path(*to), "barbarian_attack.knight")
                    .moving_from(Place::Path(*from));
                if *grain {
                    info.giving(ResourceSet::of(Resource::Grain, 1))
                } else {
                    info
                }
            }
            BaAction::RaidPlayer { victim } => {
                ActionInfo::plain("barbarian_attack-raid_player", G::Decide).with_seat(*victim)
            }
            BaAction::MoveBarbarianForTokens { from, to } => {
                ActionInfo::plain("barbarian_attack-move_barbarian_for_tokens", G::Move)
                    .at(Place::Hex(*to), "barbarian_attack.barbarians")
                    .moving_from(Place::Hex(*from))
            }
        }
    }
}
