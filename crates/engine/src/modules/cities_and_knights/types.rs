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

use super::progress::ProgressCard;

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
    /// Build a basic knight (1 wool + 1 ore), inactive, on a free intersection one of your
    /// roads reaches.
    BuildKnight {
        /// The intersection.
        vertex: Vertex,
    },
    /// Promote your knight one level (1 wool + 1 ore; once per knight per turn; strong to
    /// mighty only with the Fortress, politics level 3).
    PromoteKnight {
        /// Where the knight stands.
        vertex: Vertex,
    },
    /// Activate your inactive knight (1 grain); it cannot act this turn.
    ActivateKnight {
        /// Where the knight stands.
        vertex: Vertex,
    },
    /// Move your active knight along your roads to a free intersection, or onto a weaker
    /// opposing knight, which is displaced; the knight is then inactive.
    MoveKnight {
        /// Where the knight stands.
        from: Vertex,
        /// Where it goes.
        to: Vertex,
    },
    /// Your active knight beside the robber's hex chases it away: you move the robber as on
    /// a 7 (and rob); the knight is then inactive.
    ChaseRobber {
        /// Where the knight stands.
        vertex: Vertex,
    },
    /// Your displaced knight retreats to this free intersection your roads reach from where
    /// it stood.
    RetreatKnight {
        /// The intersection.
        vertex: Vertex,
    },
    /// The Aqueduct: the roll gave you nothing; take this resource from the bank.
    ChooseAqueductResource {
        /// The resource.
        resource: crate::resources::Resource,
    },
    /// Catan held and you tied as its strongest defender: take the top progress card of this
    /// colour.
    ChooseProgressCard {
        /// The colour (deck).
        track: Track,
    },
    /// You hold more than 4 progress cards: put this one under its deck.
    DiscardProgressCard {
        /// The card.
        card: ProgressCard,
    },
    /// The Wedding: give these 2 cards of your choice (all you have if fewer) to its player.
    GiveWeddingGift {
        /// The cards (resources or commodities).
        cards: crate::resources::ResourceSet,
    },
    /// Play a progress card from your hand (in your main phase); the fields it needs are named
    /// by the card.
    PlayProgressCard {
        /// The card.
        card: ProgressCard,
        /// The resource it names (Resource Monopoly, Merchant Fleet).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        resource: Option<crate::resources::Resource>,
        /// The commodity it names (Trade Monopoly, Merchant Fleet).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        commodity: Option<Commodity>,
        /// The intersection it names (Engineer: the city walled; Medicine: the settlement).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        vertex: Option<Vertex>,
        /// The hex it names (Merchant: where the merchant goes).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        hex: Option<crate::board::Hex>,
        /// The production dice it fixes, `[white, red]` (Alchemist, before the roll).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        dice: Option<[u8; 2]>,
        /// A second intersection (Smith: the second knight promoted).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        second: Option<Vertex>,
        /// The path it names (Diplomat: the open road removed).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        edge: Option<crate::board::Edge>,
        /// The seat it names (Spy: whose cards are looked at; Master Merchant: whose hand;
        /// Deserter: whose knight deserts).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seat: Option<Seat>,
        /// A second hex (Inventor: the number tokens of `hex` and `second_hex` swap).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        second_hex: Option<crate::board::Hex>,
    },
    /// The Spy: take this progress card from the hand you looked at.
    TakeSpiedCard {
        /// The card.
        card: ProgressCard,
    },
    /// The Master Merchant: take these 2 cards (all if fewer) from the hand you looked at.
    TakeMerchantCards {
        /// The cards (resources or commodities).
        cards: crate::resources::ResourceSet,
    },
    /// The Deserter: remove this knight of yours from the board.
    RemoveDeserterKnight {
        /// Where the knight stands.
        vertex: Vertex,
    },
    /// The Deserter: place a knight of the deserter's strength here (free).
    PlaceDeserterKnight {
        /// A free intersection one of your roads reaches.
        vertex: Vertex,
    },
    /// The Deserter: place no knight.
    DeclineDeserterKnight,
    /// The Commercial Harbor: give this resource to the seat whose turn to trade it is.
    OfferHarborResource {
        /// The resource.
        resource: crate::resources::Resource,
    },
    /// The Commercial Harbor: give this commodity back for the resource received.
    GiveHarborCommodity {
        /// The commodity.
        commodity: Commodity,
    },
    /// The Saboteur: discard these cards (half your resources and commodities, rounded down).
    DiscardForSaboteur {
        /// The cards.
        cards: crate::resources::ResourceSet,
    },
}

/// What Cities & Knights asks a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum CkDecision {
    /// The barbarians won and this seat is among the weakest defenders: which of its cities
    /// is pillaged.
    PillageCity,
    /// This seat's knight was displaced: where it retreats.
    RetreatKnight,
    /// The roll gave this seat nothing and it has the Aqueduct: which resource it takes.
    AqueductResource,
    /// Catan held and this seat tied as its strongest defender: the colour of its progress
    /// card.
    ChooseProgressCard,
    /// This seat holds more than 4 progress cards: which one it puts under its deck.
    DiscardProgressCard,
    /// A Wedding was played and this seat has more points: the 2 cards it gives.
    WeddingGift,
    /// This seat played the Spy: which of the looked-at progress cards it takes.
    SpyCard,
    /// This seat played the Master Merchant: which 2 cards of the looked-at hand it takes.
    MerchantCards,
    /// A Deserter names this seat: which of its knights leaves the board.
    DeserterKnight,
    /// This seat played the Deserter: where its own knight goes (or none).
    DeserterPlacement,
    /// This seat played the Commercial Harbor: which resource it gives the next seat.
    HarborResource,
    /// A Commercial Harbor's resource came to this seat: which commodity it gives back.
    HarborCommodity,
    /// A Saboteur was played and this seat has as many points or more: what it discards.
    SaboteurDiscard,
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
        /// The red die rolled with it when a module draws the production number in place of
        /// the dice (Event Cards, seed 003 §6: the red die and the event die come first);
        /// absent when the core's dice hold it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        red: Option<u8>,
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
        /// Each seat's active knights' strength (basic 1, strong 2, mighty 3).
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
    /// A basic knight was built (inactive).
    KnightBuilt {
        /// Whose.
        seat: Seat,
        /// Where.
        vertex: Vertex,
    },
    /// A knight was promoted.
    KnightPromoted {
        /// Whose.
        seat: Seat,
        /// Where it stands.
        vertex: Vertex,
        /// Its level now (2 strong, 3 mighty).
        level: u8,
    },
    /// A knight was activated.
    KnightActivated {
        /// Whose.
        seat: Seat,
        /// Where it stands.
        vertex: Vertex,
    },
    /// An active knight moved along its owner's roads (and is inactive now).
    KnightMoved {
        /// Whose.
        seat: Seat,
        /// From where.
        from: Vertex,
        /// To where.
        to: Vertex,
    },
    /// A knight was displaced by a stronger opposing knight moving onto its intersection.
    KnightDisplaced {
        /// Whose knight.
        seat: Seat,
        /// Where it stood.
        vertex: Vertex,
        /// The seat whose knight displaced it.
        by: Seat,
    },
    /// A displaced knight retreated (active or not, as it was).
    KnightRetreated {
        /// Whose.
        seat: Seat,
        /// To where.
        vertex: Vertex,
    },
    /// A displaced knight had nowhere to retreat and left the board (back to its owner's
    /// stock).
    KnightRemoved {
        /// Whose.
        seat: Seat,
        /// Its level.
        level: u8,
    },
    /// An active knight chased the robber from the hex beside it (the robber moves next).
    RobberChased {
        /// Whose knight.
        seat: Seat,
        /// Where it stands.
        vertex: Vertex,
    },
    /// After the battle every knight is inactive.
    KnightsDeactivated,
    /// The Aqueduct: a seat the roll gave nothing took a resource of its choice.
    AqueductResource {
        /// Who.
        seat: Seat,
        /// What.
        resource: crate::resources::Resource,
    },
    /// A seat drew a progress card (at a city gate, or as a tied defender). Other seats see
    /// the colour only, unless it is a VP card (shown at once).
    ProgressCardDrawn {
        /// Who.
        seat: Seat,
        /// The colour (deck).
        track: Track,
        /// The card (hidden from other seats unless a VP card).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card: Option<ProgressCard>,
    },
    /// A seat over the hand limit put a progress card under its deck (others see the colour).
    ProgressCardDiscarded {
        /// Who.
        seat: Seat,
        /// The colour (deck).
        track: Track,
        /// The card (hidden from other seats).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card: Option<ProgressCard>,
    },
    /// A seat played a progress card (it goes under its deck); its effects follow.
    ProgressCardPlayed {
        /// Who.
        seat: Seat,
        /// The card.
        card: ProgressCard,
    },
    /// The Diplomat removed an open road (back to its owner's stock).
    RoadRemoved {
        /// Whose road.
        seat: Seat,
        /// Where it was.
        edge: crate::board::Edge,
        /// Who played the Diplomat.
        by: Seat,
    },
    /// The Spy took a progress card (only the two seats see which).
    ProgressCardTaken {
        /// Who took it (played the Spy).
        seat: Seat,
        /// From whom.
        from: Seat,
        /// The card (`None` when redacted).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card: Option<ProgressCard>,
    },
    /// A knight left the board (the Deserter).
    KnightDeserted {
        /// Its owner.
        seat: Seat,
        /// Where it stood.
        vertex: Vertex,
        /// Its level.
        level: u8,
        /// Who played the Deserter.
        by: Seat,
    },
    /// The Deserter's player placed a knight of the deserter's level.
    DeserterKnightPlaced {
        /// Whose.
        seat: Seat,
        /// Where.
        vertex: Vertex,
        /// Its level.
        level: u8,
    },
    /// The Commercial Harbor: this seat holds no commodity, so it trades nothing.
    HarborNoCommodity {
        /// The seat.
        seat: Seat,
        /// Who played the Commercial Harbor.
        by: Seat,
    },
    /// The merchant was placed (or moved) by the Merchant card.
    MerchantPlaced {
        /// Whose it is now.
        seat: Seat,
        /// The hex.
        hex: crate::board::Hex,
    },
    /// A progress card gave a seat goods: from the bank (Irrigation, Mining) or from each other
    /// seat (Resource Monopoly, Trade Monopoly).
    ProgressGoodsTaken {
        /// Who received.
        seat: Seat,
        /// The seat that gave (absent: the bank).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from: Option<Seat>,
        /// What.
        goods: crate::resources::ResourceSet,
    },
}

impl CkEvent {
    /// The event as `viewer` sees it: a progress card drawn or discarded shows only its colour
    /// to other seats (a VP card drawn is shown to everyone).
    pub fn redacted_for(&self, viewer: Option<Seat>) -> CkEvent {
        match self {
            CkEvent::ProgressCardDrawn { seat, track, card }
                if viewer != Some(*seat) && !card.is_some_and(ProgressCard::is_vp) =>
            {
                CkEvent::ProgressCardDrawn {
                    seat: *seat,
                    track: *track,
                    card: None,
                }
            }
            CkEvent::ProgressCardTaken { seat, from, .. } if viewer != Some(*seat) && viewer != Some(*from) => {
                CkEvent::ProgressCardTaken {
                    seat: *seat,
                    from: *from,
                    card: None,
                }
            }
            CkEvent::ProgressCardDiscarded { seat, track, .. } if viewer != Some(*seat) => {
                CkEvent::ProgressCardDiscarded {
                    seat: *seat,
                    track: *track,
                    card: None,
                }
            }
            other => other.clone(),
        }
    }
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
    /// A knight is built on a free intersection one of your roads reaches.
    #[error("a knight goes on a free intersection one of your roads reaches")]
    KnightSpot,
    /// No knight of yours stands there.
    #[error("no knight of yours stands there")]
    NotYourKnight,
    /// The knight is mighty already.
    #[error("this knight is mighty already")]
    KnightTopLevel,
    /// Strong knights become mighty only with the Fortress (politics level 3).
    #[error("mighty knights need the Fortress (politics level 3)")]
    FortressNeeded,
    /// A knight is promoted once per turn.
    #[error("this knight was promoted this turn")]
    PromotedThisTurn,
    /// The knight is active already.
    #[error("this knight is active already")]
    KnightActive,
    /// Only an active knight acts.
    #[error("this knight is not active")]
    KnightInactive,
    /// A knight activated this turn cannot act this turn.
    #[error("a knight activated this turn cannot act until your next turn")]
    JustActivated,
    /// The knight cannot go there: a free intersection (or a weaker opposing knight's)
    /// reached along your roads.
    #[error("the knight cannot go there")]
    KnightUnreachable,
    /// The robber may not be chased before the first barbarian attack.
    #[error("the robber stays put until the first barbarian attack")]
    RobberLocked,
    /// The robber is not on a hex beside the knight.
    #[error("the robber is not beside this knight")]
    RobberNotAdjacent,
    /// The displaced knight cannot retreat there.
    #[error("your knight cannot retreat there")]
    NotARetreat,
    /// That colour's progress deck is empty.
    #[error("that progress deck is empty")]
    DeckEmpty,
    /// The progress card is not in your hand.
    #[error("you hold no such progress card")]
    NoSuchProgressCard,
    /// This progress card cannot be played in this game yet.
    #[error("this progress card cannot be played yet")]
    CardNotPlayable,
    /// The progress card needs another choice (a resource, a commodity, a place).
    #[error("this progress card needs another choice")]
    BadProgressChoice,
    /// The progress card would do nothing now.
    #[error("this progress card would do nothing now")]
    ProgressUseless,
    /// The Master Merchant names a seat with more points than its player.
    #[error("name a player with more points than you")]
    NotMorePoints,
    /// The Inventor moves only number tokens other than 2, 12, 6 and 8.
    #[error("this number token cannot be moved (2, 12, 6 and 8 stay)")]
    NumberFixed,
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
            CkError::KnightSpot => "ck_knight_spot",
            CkError::NotYourKnight => "ck_not_your_knight",
            CkError::KnightTopLevel => "ck_knight_top_level",
            CkError::FortressNeeded => "ck_fortress_needed",
            CkError::PromotedThisTurn => "ck_promoted_this_turn",
            CkError::KnightActive => "ck_knight_active",
            CkError::KnightInactive => "ck_knight_inactive",
            CkError::JustActivated => "ck_just_activated",
            CkError::KnightUnreachable => "ck_knight_unreachable",
            CkError::RobberLocked => "ck_robber_locked",
            CkError::RobberNotAdjacent => "ck_robber_not_adjacent",
            CkError::NotARetreat => "ck_not_a_retreat",
            CkError::DeckEmpty => "ck_deck_empty",
            CkError::NoSuchProgressCard => "ck_no_such_progress_card",
            CkError::CardNotPlayable => "ck_card_not_playable",
            CkError::BadProgressChoice => "ck_bad_progress_choice",
            CkError::ProgressUseless => "ck_progress_useless",
            CkError::NotMorePoints => "ck_not_more_points",
            CkError::NumberFixed => "ck_number_fixed",
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


/// A track's metropolis: who holds it and on which city.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Metropolis {
    /// The holder.
    pub seat: Seat,
    /// The city it stands on.
    pub vertex: Vertex,
}

/// What everyone sees of Cities & Knights (a seat's private view adds its progress cards and
/// the hand it looks at with the Spy or the Master Merchant).
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
    /// The knights on the board.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub knights: Vec<Knight>,
    /// A displaced knight whose owner chooses where it retreats.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retreat: Option<Knight>,
    /// Whether the battle waits for the roll to be resolved.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub attack_due: bool,
    /// Seats that still choose their Aqueduct resource.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub aqueduct: Vec<Seat>,
    /// The red die this turn when it is rolled with the event die (Event Cards draws the
    /// production number); otherwise the core's `last_roll` holds it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub red_die: Option<u8>,
    /// Each seat's hidden progress cards per colour (trade, politics, science).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub progress_cards: Vec<[u8; 3]>,
    /// Each seat's VP progress cards, shown.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub progress_shown: Vec<Vec<ProgressCard>>,
    /// Cards left in each deck (trade, politics, science).
    #[serde(default)]
    pub decks: [u8; 3],
    /// The progress-card decisions owed (a colour to choose, a card to discard).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub progress_owed: Option<super::hand::Owed>,
    /// The merchant, once placed: its owner and hex.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub merchant: Option<super::play::Merchant>,
    /// This turn's Merchant Fleet: the seat and the good it trades 2:1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fleet: Option<(Seat, Good)>,
    /// The seat whose next improvement this turn costs one commodity less (the Crane).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub crane: Option<Seat>,
    /// The dice the Alchemist fixed for this turn's roll, `[white, red]`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub alchemist: Option<[u8; 2]>,
    /// A Wedding's seats still owing their gift, and its player.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wedding: Option<super::wedding::Wedding>,
    /// A progress card's choices still owed (Spy, Master Merchant, Deserter, Commercial
    /// Harbor, Saboteur).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub choice: Option<Box<super::choices::PlayChoice>>,
    /// The hand the viewer looks at while it chooses (Spy, Master Merchant; its private view
    /// only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub peek: Option<Box<Peek>>,
    /// The viewer's own progress cards (its private view only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub own_progress: Option<OwnProgress>,
}

/// A seat's own progress cards (its private view).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OwnProgress {
    /// Whose.
    pub seat: Seat,
    /// The cards in its hand (VP cards are shown to everyone instead).
    pub cards: Vec<ProgressCard>,
}

/// A hand the Spy or the Master Merchant looks at (the player's private view).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Peek {
    /// Whose hand.
    pub seat: Seat,
    /// Its progress cards (the Spy).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cards: Vec<ProgressCard>,
    /// Its resources and commodities (the Master Merchant).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goods: Option<crate::resources::ResourceSet>,
}

/// A knight on an intersection (seed §8–9, reference §2.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Knight {
    /// Its owner.
    pub owner: Seat,
    /// Its intersection.
    pub vertex: Vertex,
    /// Its level and strength: 1 basic, 2 strong, 3 mighty.
    pub level: u8,
    /// Whether it is active (it defends against the barbarians and may act).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub active: bool,
    /// The turn it was last activated (it cannot act that turn).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub activated: Option<u32>,
    /// The turn it was last promoted (once per turn).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub promoted: Option<u32>,
}

/// A lost battle's choices: the seats that still choose which city is pillaged, and the
/// production number that waits for them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pillage {
    /// Seats that still owe the choice, in seat order.
    pub owed: Vec<Seat>,
    /// The number rolled, resolved once every choice is made.
    pub number: u8,
    /// Whether the roll was resolved already (a battle that waited for another module's
    /// decisions): the last choice then only resumes play.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub resolved: bool,
    /// Whether the roll's number is still to be drawn (the battle came from the event die
    /// rolled before an event card, `before_number`): the last choice then draws it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub before_draw: bool,
}

/// The chance Cities & Knights may have scripted (`script.streams.cities_and_knights`): the
/// event die's faces, in order. The production dice are the core's `dice` stream (white, red).
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CkScript {
    /// The event die's next faces.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub event_die: Vec<EventDie>,
    /// The red die's next faces (1–6) when a module draws the production number in place of
    /// the dice (Event Cards): otherwise the red die is the core's second die.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub red_die: Vec<u8>,
    /// The trade deck's next draws (a card the deck does not hold is skipped).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub trade: Vec<ProgressCard>,
    /// The politics deck's next draws.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub politics: Vec<ProgressCard>,
    /// The science deck's next draws.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub science: Vec<ProgressCard>,
}
