//! What one viewer may see of a game. Hidden information (hands, development cards, the deck
//! order) leaves the engine only through here, and only for its owner.

use serde::{Deserialize, Serialize};

use super::action::TradeResponse;
use super::board::{Annotation, Edge, Harbor, Hex, Tile, Vertex};
use super::game::{Game, Pending};
use super::modules::ModuleView;
use super::pieces::{Overlays, RoadKind};
use super::resources::{DevCard, DevCardSet, ResourceSet};
use super::state::{BuildingKind, Phase, Seat};
use super::view_items::{BoardItems, CounterView, MarkView, PieceView};

/// A building as shown on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BuildingView {
    /// Where.
    pub vertex: Vertex,
    /// Owner.
    pub owner: Seat,
    /// Settlement or city.
    pub kind: BuildingKind,
    /// A metropolis or wall on it (absent when none).
    #[serde(default, skip_serializing_if = "Overlays::is_none")]
    pub overlays: Overlays,
}

/// A road as shown on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoadView {
    /// Where.
    pub edge: Edge,
    /// Owner.
    pub owner: Seat,
    /// What stands there (absent for a plain road).
    #[serde(default, skip_serializing_if = "RoadKind::is_road")]
    pub kind: RoadKind,
}

/// One seat as this viewer may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// The seat.
    pub seat: Seat,
    /// Victory points everyone can see.
    pub public_vp: u32,
    /// All victory points (only for the viewer's own seat, or when the game is over).
    pub total_vp: Option<u32>,
    /// Number of cards held: resources and commodities (`Good::is_card`; gold is not a card).
    pub resource_count: u32,
    /// Number of development cards held (unplayed).
    pub dev_card_count: u32,
    /// Knights played.
    pub knights_played: u8,
    /// Longest continuous road.
    pub road_length: u8,
    /// Holds Longest Road.
    pub longest_road: bool,
    /// Holds Largest Army.
    pub largest_army: bool,
    /// Roads in stock.
    pub roads_left: u8,
    /// Settlements in stock.
    pub settlements_left: u8,
    /// Cities in stock.
    pub cities_left: u8,
    /// The hand (only for the viewer's own seat).
    pub hand: Option<ResourceSet>,
    /// Development cards held (only for the viewer's own seat).
    pub dev_cards: Option<DevCardSet>,
    /// Of those, how many cannot be played yet (bought this turn; own seat only).
    pub dev_cards_new: Option<DevCardSet>,
    /// The seat's own victory target, when the ruleset gives it one that differs from the
    /// game's (`View::target_vp`); absent otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target_vp: Option<u8>,
    /// Gold coins held: public, as coins lie in front of their owner (games with gold only;
    /// absent when zero).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub gold: u8,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// The open trade offer as shown to everyone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TradeView {
    /// Offer id.
    pub id: u32,
    /// Proposer.
    pub from: Seat,
    /// Proposer gives.
    pub give: ResourceSet,
    /// Proposer wants.
    pub get: ResourceSet,
    /// The one player asked, or everyone.
    pub to: Option<Seat>,
    /// Answers so far, per seat.
    pub responses: Vec<Option<TradeResponse>>,
    /// Seats whose yes the proposer can no longer take up because they no longer hold what
    /// they promised (a card was taken from them while the offer was open). Shown only to the
    /// proposer, who learns it anyway from the missing confirm choice; empty for everyone else.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cannot_pay: Vec<Seat>,
}

/// Everything a viewer may see, ready for rendering and messages.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// Whose view this is (`None`: public).
    pub viewer: Option<Seat>,
    /// Increments with every applied action.
    pub version: u64,
    /// The hexes as they are now; a face-down tile shows `unknown` and no numbers
    /// ([`Tile::redacted`]), for every viewer.
    pub tiles: Vec<Tile>,
    /// The harbours.
    pub harbors: Vec<Harbor>,
    /// Where the robber stands.
    pub robber: Option<Hex>,
    /// Marks printed on the map (river crossings, oasis arrows…); absent on base boards.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub annotations: Vec<Annotation>,
    /// Buildings on the board.
    pub buildings: Vec<BuildingView>,
    /// Roads on the board.
    pub roads: Vec<RoadView>,
    /// Every seat.
    pub players: Vec<PlayerView>,
    /// Resource cards in the bank (public).
    pub bank: ResourceSet,
    /// Development cards left in the deck.
    pub dev_deck_left: u32,
    /// What the game is waiting for.
    pub phase: Phase,
    /// Whose turn it is.
    pub current: Seat,
    /// Turn number (0 during setup).
    pub turn: u32,
    /// The last roll this turn.
    pub last_roll: Option<[u8; 2]>,
    /// Decisions owed now.
    pub pending: Vec<Pending>,
    /// The open trade offer.
    pub trade: Option<TradeView>,
    /// Victory points needed to win (a seat with a target of its own: `PlayerView::target_vp`).
    pub target_vp: u8,
    /// The winner, once there is one.
    pub winner: Option<Seat>,
    /// What each rule module in play shows everyone (cards drawn, tokens, who holds a module's
    /// card…); empty in a base game.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub modules: Vec<ModuleView>,
    /// The phases the current one interrupted, innermost last (`GameState::interrupted`);
    /// absent when none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub interrupted: Vec<Phase>,
    /// Whether the game is locked (nobody's VP can change; any seat may end it); absent when
    /// not.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub locked: bool,
    /// Whether the current player has played a development card this turn: in seats' views
    /// only (absent when not, and in the public view).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub dev_played_this_turn: bool,
    /// What each rule module shows only this viewer (its own secret module state:
    /// `Module::private_view`); empty for spectators and when no module has private state.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub private_modules: Vec<ModuleView>,
    /// The modules' pieces on and beside the board (`RuleModule::board_items`); absent when
    /// none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pieces: Vec<PieceView>,
    /// The modules' counters this viewer may see (a private counter only in its owner's view);
    /// absent when none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub counters: Vec<CounterView>,
    /// The modules' marks on hexes, paths and intersections; absent when none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub marks: Vec<MarkView>,
    /// Purchases with gold made in the current turn (public: each is an event); absent when
    /// none were made this turn (every game without gold).
    #[serde(default, skip_serializing_if = "crate::goods::GoldBuys::is_none")]
    pub gold_buys: crate::goods::GoldBuys,
    /// Whether the seats' development-card counts mean nothing in this game: it has no base
    /// deck (none, or a module's whose cards are not held) and nobody holds one. Presentation
    /// leaves the counter out. Absent when they mean something (the base game).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub dev_cards_unused: bool,
    /// Whether the seats' played-knight counts mean nothing in this game: no Largest Army and
    /// nobody has played a knight. Absent when they mean something (the base game).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub knights_unused: bool,
}

impl View {
    /// Builds the view of `game` for `viewer`.
    pub fn build(game: &Game, viewer: Option<Seat>) -> View {
        let board = game.board();
        let st = game.state();
        let over = matches!(st.phase, Phase::GameOver { .. });
        let buildings = st
            .buildings
            .iter()
            .enumerate()
            .filter_map(|(v, b)| {
                b.map(|b| BuildingView {
                    vertex: board.vertex(v as u16),
                    owner: b.owner,
                    kind: b.kind,
                    overlays: b.overlays,
                })
            })
            .collect();
        let roads = st
            .roads
            .iter()
            .enumerate()
            .filter_map(|(e, r)| {
                r.map(|owner| RoadView {
                    edge: board.edge(e as u16),
                    owner,
                    kind: st.road_kind(e as u16).unwrap_or_default(),
                })
            })
            .collect();
        let players = st
            .players
            .iter()
            .enumerate()
            .map(|(s, p)| {
                let seat = s as Seat;
                let own = viewer == Some(seat);
                PlayerView {
                    seat,
                    public_vp: game.public_vp(seat),
                    total_vp: (own || over).then(|| game.total_vp(seat)),
                    resource_count: p.hand.total(),
                    dev_card_count: p.dev_cards.total(),
                    knights_played: p.knights_played,
                    road_length: p.road_length,
                    longest_road: st.longest_road == Some(seat),
                    largest_army: st.largest_army == Some(seat),
                    roads_left: p.roads_left,
                    settlements_left: p.settlements_left,
                    cities_left: p.cities_left,
                    hand: own.then_some(p.hand),
                    dev_cards: own.then_some(p.dev_cards),
                    gold: p.hand.gold(),
                    dev_cards_new: own.then_some(p.dev_bought_this_turn),
                    target_vp: Some(game.target_vp_for(seat)).filter(|&t| t != game.target_vp()),
                }
            })
            .collect();
        let items = board_items(game, viewer);
        View {
            viewer,
            version: st.version,
            tiles: st.tiles_on(board).iter().map(Tile::redacted).collect(),
            harbors: board.layout().harbors.clone(),
            robber: st.robber.map(|h| board.hex(h)),
            annotations: board.annotations().to_vec(),
            buildings,
            roads,
            players,
            bank: st.bank,
            dev_deck_left: st.dev_deck.len() as u32,
            phase: st.phase.clone(),
            current: st.current,
            turn: st.turn,
            last_roll: st.last_roll,
            pending: game.pending(),
            trade: st.trade.as_ref().map(|t| TradeView {
                id: t.id,
                from: t.from,
                give: t.give,
                get: t.get,
                to: t.to,
                responses: t.responses.clone(),
                cannot_pay: if viewer == Some(t.from) {
                    crate::rules::trade::answers_that_cannot_pay(st, t)
                } else {
                    Vec::new()
                },
            }),
            target_vp: game.target_vp(),
            winner: game.winner(),
            interrupted: st.interrupted.clone(),
            locked: st.locked,
            dev_played_this_turn: viewer.is_some() && st.dev_played_this_turn,
            modules: {
                let hc = game.hook_ctx();
                st.modules
                    .iter()
                    .filter_map(|m| m.hooks().view(&hc))
                    .collect()
            },
            private_modules: match viewer {
                Some(seat) if (seat as usize) < st.players.len() => {
                    let hc = game.hook_ctx();
                    st.modules
                        .iter()
                        .filter_map(|m| m.private_view(&hc, seat))
                        .collect()
                }
                _ => Vec::new(),
            },
            pieces: items.pieces,
            counters: items.counters,
            marks: items.marks,
            gold_buys: if st.gold_buys.in_turn(st.turn) > 0 {
                st.gold_buys
            } else {
                crate::goods::GoldBuys::default()
            },
            dev_cards_unused: st.ruleset.deck != crate::ruleset::DeckChoice::Base
                && st.players.iter().all(|p| p.dev_cards.total() == 0),
            knights_unused: !st.ruleset.has_award(crate::ruleset::Award::LargestArmy)
                && st.players.iter().all(|p| p.knights_played == 0),
        }
    }

    /// Every piece, counter and mark of the view: those written in it (`pieces`, `counters`,
    /// `marks`) and those its modules' parts imply (`Module::view_items`: the modules whose view
    /// parts came first derive theirs, so stored views keep their JSON). The renderer reads
    /// this.
    pub fn board_items(&self) -> BoardItems {
        let mut items = BoardItems {
            pieces: self.pieces.clone(),
            counters: self.counters.clone(),
            marks: self.marks.clone(),
        };
        for m in self.modules.iter().chain(&self.private_modules) {
            m.items(&mut items);
        }
        items
    }

    /// The counter of `kind` for `owner` (`None`: the whole game's), if the view has it
    /// (written or derived: [`board_items`](Self::board_items)).
    pub fn counter(&self, kind: &str, owner: Option<Seat>) -> Option<i32> {
        self.board_items()
            .counters
            .into_iter()
            .find(|c| c.kind.as_str() == kind && c.owner == owner)
            .map(|c| c.value)
    }

    /// The viewer's own hidden victory point cards (0 for spectators).
    pub fn own_vp_cards(&self) -> u8 {
        self.viewer
            .and_then(|s| self.players.get(s as usize))
            .and_then(|p| p.dev_cards)
            .map_or(0, |d| d[DevCard::VictoryPoint])
    }
}

/// Every module's pieces, counters and marks, less what `viewer` may not see.
fn board_items(game: &Game, viewer: Option<Seat>) -> BoardItems {
    let st = game.state();
    let mut items = BoardItems::default();
    if st.modules.is_empty() {
        return items;
    }
    let hc = game.hook_ctx();
    for m in &st.modules {
        m.hooks().board_items(&hc, &mut items);
    }
    let seat = viewer.filter(|&s| (s as usize) < st.players.len());
    items.keep_for(seat);
    items
}
