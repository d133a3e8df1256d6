//! What happened: the result of an applied action, including every chance outcome.

use serde::{Deserialize, Serialize};

use super::action::TradeResponse;
use super::board::{Edge, Hex, TileFace, Vertex};
use super::modules::ModuleEvent;
use super::resources::{DevCard, Good, Resource, ResourceSet};
use super::state::Seat;

/// Something that happened in the game. Chance outcomes (dice, cards drawn, cards stolen) are
/// recorded here, so a log of events tells the whole story; use [`Event::redacted_for`] before
/// showing an event to someone who may not see all of it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "event",
    rename_all = "snake_case",
    // The message when nothing matches (a core variant is tried, then each module's).
    expecting = "an event: {\"event\": \"<snake_case name>\"} with that event's fields"
)]
pub enum Event {
    /// A settlement was placed.
    SettlementBuilt {
        /// Owner.
        seat: Seat,
        /// Where.
        vertex: Vertex,
    },
    /// A road was placed.
    RoadBuilt {
        /// Owner.
        seat: Seat,
        /// Where.
        edge: Edge,
        /// Whether it cost nothing (setup, Road Building).
        free: bool,
    },
    /// A settlement became a city.
    CityBuilt {
        /// Owner.
        seat: Seat,
        /// Where.
        vertex: Vertex,
    },
    /// Resources for the second setup settlement.
    StartingResources {
        /// Receiver.
        seat: Seat,
        /// What they got.
        resources: ResourceSet,
    },
    /// A player's turn began.
    TurnStarted {
        /// Whose turn.
        seat: Seat,
        /// Turn number.
        turn: u32,
    },
    /// The dice were rolled.
    DiceRolled {
        /// Who rolled.
        seat: Seat,
        /// The two faces.
        dice: [u8; 2],
    },
    /// A player received resources from production.
    Produced {
        /// Receiver.
        seat: Seat,
        /// What they got.
        resources: ResourceSet,
    },
    /// The bank could not pay everyone a resource, so nobody (or only the one owed) got it.
    BankShortage {
        /// The good (a resource, or a commodity or gold a module pays out).
        resource: Good,
    },
    /// Players over the hand limit must discard.
    DiscardsRequired {
        /// (seat, cards owed) for each affected seat.
        owed: Vec<(Seat, u8)>,
    },
    /// A player discarded (discards are public).
    Discarded {
        /// Who.
        seat: Seat,
        /// What.
        cards: ResourceSet,
    },
    /// The robber moved.
    RobberMoved {
        /// Who moved it.
        seat: Seat,
        /// Where to.
        hex: Hex,
    },
    /// A card was stolen. The resource is visible only to the two players involved.
    Stole {
        /// The robber's player.
        thief: Seat,
        /// The robbed player.
        victim: Seat,
        /// The card taken (`None` when redacted): a resource or a commodity, never gold.
        resource: Option<Good>,
    },
    /// A development card was bought. The card is visible only to its buyer.
    DevCardBought {
        /// Buyer.
        seat: Seat,
        /// The card (`None` when redacted).
        card: Option<DevCard>,
    },
    /// A development card was played.
    DevCardPlayed {
        /// Who.
        seat: Seat,
        /// Which.
        card: DevCard,
    },
    /// Year of Plenty paid out.
    YearOfPlenty {
        /// Who.
        seat: Seat,
        /// What they took.
        resources: ResourceSet,
    },
    /// Monopoly collected.
    Monopoly {
        /// Who.
        seat: Seat,
        /// The resource named.
        resource: Resource,
        /// (seat, cards given) for each other seat that gave any.
        taken: Vec<(Seat, u8)>,
    },
    /// A trade with the bank or a harbour.
    BankTraded {
        /// Who.
        seat: Seat,
        /// Cards given.
        gave: ResourceSet,
        /// Cards received.
        got: ResourceSet,
    },
    /// A domestic trade was offered.
    TradeOffered {
        /// Offer id.
        id: u32,
        /// Proposer.
        from: Seat,
        /// Proposer gives.
        give: ResourceSet,
        /// Proposer wants.
        get: ResourceSet,
        /// The one player asked, or everyone.
        to: Option<Seat>,
    },
    /// Someone answered the open offer.
    TradeAnswered {
        /// Offer id.
        id: u32,
        /// Who answered.
        seat: Seat,
        /// The answer.
        response: TradeResponse,
    },
    /// A domestic trade was carried out.
    Traded {
        /// Offer id.
        id: u32,
        /// Proposer.
        from: Seat,
        /// Partner.
        with: Seat,
        /// Cards the proposer gave.
        gave: ResourceSet,
        /// Cards the proposer received.
        got: ResourceSet,
    },
    /// The open offer was withdrawn or expired.
    TradeCancelled {
        /// Offer id.
        id: u32,
    },
    /// Longest Road changed hands (or was set aside).
    LongestRoad {
        /// New holder.
        holder: Option<Seat>,
        /// Their road length (0 when set aside).
        length: u8,
    },
    /// Largest Army changed hands.
    LargestArmy {
        /// New holder.
        holder: Seat,
        /// Their knights played.
        knights: u8,
    },
    /// The game is won.
    GameWon {
        /// Winner.
        seat: Seat,
        /// Their victory points.
        vp: u8,
    },
    /// Nobody's victory points can change any more, so nobody can reach the target: any seated
    /// player may now end the game (`end_locked_game`). Said once.
    GameLocked {
        /// Every seat's VP (hidden ones included: they can no longer change either), by seat.
        vp: Vec<u8>,
        /// The seats with the most VP: the winner if one, a draw between them otherwise.
        leaders: Vec<Seat>,
    },
    /// A locked game was ended with the lead shared: a draw between these seats.
    GameDrawn {
        /// The seats sharing the lead.
        seats: Vec<Seat>,
        /// Their victory points.
        vp: u8,
    },
    /// A resource was bought with gold.
    BoughtWithGold {
        /// The buyer.
        seat: Seat,
        /// The resource bought.
        resource: Resource,
        /// The gold paid.
        gold: u8,
    },

    // ---- Shared by rule modules ----
    /// A roll equal to the turn's first roll was thrown again (Catan for Two), or a module
    /// refused the number rolled.
    RollRepeated {
        /// The number that did not count.
        number: u8,
    },
    /// A rule module asks these seats for a decision (see `Game::pending`).
    DecisionsRequired {
        /// The seats asked.
        seats: Vec<Seat>,
    },
    /// A card passed from one player to another (Good Neighbors, Neighborly Assistance, the
    /// cards given back in a forced trade). Only the two players see which card.
    CardGiven {
        /// Giver.
        from: Seat,
        /// Receiver.
        to: Seat,
        /// The card (`None` when redacted).
        resource: Option<Good>,
    },
    /// Largest Army was set aside (its holder no longer qualifies and nobody else does).
    LargestArmySetAside,
    /// A face-down tile was turned over (a chance outcome of the `reveal` stream when what it
    /// holds was not dealt before).
    TileRevealed {
        /// Where.
        hex: Hex,
        /// What it shows.
        tile: TileFace,
    },
    /// A tile's terrain or numbers were changed by a rule.
    TileChanged {
        /// Where.
        hex: Hex,
        /// What it shows now.
        tile: TileFace,
    },
    /// An event of a rule module. Written as the module's own event, with no wrapper.
    #[serde(untagged)]
    Module(ModuleEvent),
}

impl Event {
    /// The event as `viewer` may see it (`None`: a spectator or public channel). Hidden details —
    /// the card stolen, the development card bought — are removed for those not entitled to them.
    pub fn redacted_for(&self, viewer: Option<Seat>) -> Event {
        match self {
            Event::Stole {
                thief,
                victim,
                resource,
            } => {
                let sees = viewer == Some(*thief) || viewer == Some(*victim);
                Event::Stole {
                    thief: *thief,
                    victim: *victim,
                    resource: if sees { *resource } else { None },
                }
            }
            Event::DevCardBought { seat, card } => Event::DevCardBought {
                seat: *seat,
                card: if viewer == Some(*seat) { *card } else { None },
            },
            Event::CardGiven { from, to, resource } => Event::CardGiven {
                from: *from,
                to: *to,
                resource: if viewer == Some(*from) || viewer == Some(*to) {
                    *resource
                } else {
                    None
                },
            },
            Event::Module(m) => Event::Module(m.redacted_for(viewer)),
            other => other.clone(),
        }
    }
}
