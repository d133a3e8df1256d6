//! Enumerating legal actions and pending decisions.

use crate::action::{Action, TradeResponse};
use crate::board::{Board, HexId, VertexId};
use crate::game::{Decision, Pending};
use crate::goods::{Good, goods_in_play, goods_in_play_array};
use crate::modules::{HookCtx, Hooks};
use crate::resources::{
    CITY_COST, DEV_CARD_COST, DevCard, ROAD_COST, Resource, ResourceSet, SETTLEMENT_COST,
};
use crate::ruleset::GoodsInPlay;
use crate::state::{BuildingKind, GameState, Phase, Seat};

use super::build::{
    base_settlement_spot, check_settlement_spot, for_each_road_spot, for_each_road_spot_from,
    network_vertices, road_building_useful, settlement_module_checks,
};
use super::devcards::can_play_kind;
use super::trade::{BANK_RATIO, SeatTradeRatios, addressed_to};
use super::turn::{
    base_robber_hexes, robbable, robber_targets, seats_in, victims_by_hex,
    victims_the_modules_allow,
};

/// The decisions owed right now.
pub fn pending(board: &Board, st: &GameState) -> Vec<Pending> {
    let current = st.current;
    let one = |decision| {
        vec![Pending {
            seat: current,
            decision,
        }]
    };
    match &st.phase {
        Phase::Setup { road_from, step } => one(if road_from.is_some() {
            Decision::PlaceRoad
        } else if setup_places_city(st, *step) {
            Decision::PlaceCity
        } else {
            Decision::PlaceSettlement
        }),
        Phase::BeforeRoll => one(Decision::Roll),
        Phase::Discard { owed, .. } => owed
            .iter()
            .enumerate()
            .filter(|(_, o)| **o > 0)
            .map(|(s, o)| Pending {
                seat: s as Seat,
                decision: Decision::Discard { count: *o },
            })
            .collect(),
        Phase::MoveRobber { .. } => one(Decision::MoveRobber),
        Phase::RoadBuilding { remaining, .. } => one(Decision::PlaceFreeRoad {
            remaining: *remaining,
        }),
        Phase::Main => {
            let mut v = one(Decision::TakeTurn);
            if let Some(offer) = &st.trade {
                for s in 0..st.seat_count() {
                    if addressed_to(offer, s) && offer.responses[s as usize].is_none() {
                        v.push(Pending {
                            seat: s,
                            decision: Decision::AnswerTrade,
                        });
                    }
                }
            }
            v
        }
        Phase::TurnStep { .. } => {
            let mut v = one(Decision::TakeTurn);
            let hc = HookCtx { board, state: st };
            for m in &st.modules {
                m.hooks().pending(&hc, &mut v);
            }
            v
        }
        Phase::ModuleDecisions { .. } => {
            let mut v = Vec::new();
            let hc = HookCtx { board, state: st };
            for m in &st.modules {
                m.hooks().pending(&hc, &mut v);
            }
            v
        }
        Phase::EndOfTurn { .. } | Phase::GameOver { .. } => Vec::new(),
        Phase::GoldFieldChoice { .. } => super::gold_field::pending(st),
    }
}

/// The one decision owed right now when only the current seat owes one and no module is asked
/// (what [`pending`] answers then, without building a list); `None` otherwise (ask [`pending`]).
/// The random player's hot path: most of a game is one seat deciding.
pub fn pending_single(st: &GameState) -> Option<Pending> {
    let decision = match &st.phase {
        Phase::Setup { road_from, step } => {
            if road_from.is_some() {
                Decision::PlaceRoad
            } else if setup_places_city(st, *step) {
                Decision::PlaceCity
            } else {
                Decision::PlaceSettlement
            }
        }
        Phase::BeforeRoll => Decision::Roll,
        Phase::MoveRobber { .. } => Decision::MoveRobber,
        Phase::RoadBuilding { remaining, .. } => Decision::PlaceFreeRoad {
            remaining: *remaining,
        },
        Phase::Main if st.trade.is_none() => Decision::TakeTurn,
        _ => return None,
    };
    Some(Pending {
        seat: st.current,
        decision,
    })
}

/// Appends every enumerable legal action of `seat` to `out`.
pub fn legal_actions(board: &Board, st: &GameState, seat: Seat, out: &mut Vec<Action>) {
    list_actions(board, st, seat, out, true, None);
}

/// [`legal_actions`] without the bank trades at a named ratio (a harbour owner giving 4:1 on
/// purpose): the list the random player draws from, built without listing what it leaves out.
pub fn legal_actions_best_ratios(board: &Board, st: &GameState, seat: Seat, out: &mut Vec<Action>) {
    list_actions(board, st, seat, out, false, None);
}

/// A run of a module's actions counted instead of listed (`RuleModule::legal_action_count`):
/// `count` actions of the module at `module` in the state's modules, standing just before the
/// listed action at `at`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CountedRun {
    /// Listed actions before the run.
    pub at: u32,
    /// The module's index in `GameState::modules`.
    pub module: u32,
    /// Actions in the run.
    pub count: u32,
}

/// The counted runs of one listing, in order (a few at most: one per module that counts; a
/// module past [`CountedRuns::CAPACITY`] lists its actions instead). Lives on the stack.
#[derive(Clone, Copy, Debug, Default)]
pub struct CountedRuns {
    runs: [CountedRun; CountedRuns::CAPACITY],
    len: usize,
}

impl CountedRuns {
    /// Runs kept at most.
    pub const CAPACITY: usize = 4;

    /// The runs, in list order.
    #[inline]
    pub fn runs(&self) -> &[CountedRun] {
        &self.runs[..self.len]
    }

    /// Actions counted in all runs.
    #[inline]
    pub fn total(&self) -> usize {
        if self.len == 0 {
            return 0;
        }
        self.runs().iter().map(|r| r.count as usize).sum()
    }

    fn full(&self) -> bool {
        self.len == Self::CAPACITY
    }

    fn push(&mut self, run: CountedRun) {
        if let Some(slot) = self.runs.get_mut(self.len) {
            *slot = run;
            self.len += 1;
        }
    }
}

/// The random player's draw list (count-then-pick): [`legal_actions_best_ratios`], except that
/// the runs of module actions their module can count (`RuleModule::legal_action_count`) are
/// counted into `counted` instead of listed. The whole list has `out.len() + counted.total()`
/// actions; [`CountedRuns::locate`] says where the one at an index is ([`pick_counted`]
/// builds a counted one), the same action as the full list's at that index.
pub fn legal_actions_for_draw(
    board: &Board,
    st: &GameState,
    seat: Seat,
    out: &mut Vec<Action>,
    counted: &mut CountedRuns,
) {
    counted.len = 0;
    list_actions(board, st, seat, out, false, Some(counted));
}

/// Where the action at an index of a draw list ([`legal_actions_for_draw`]) is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drawn {
    /// The listed action at this index.
    Listed(usize),
    /// A counted action: the module's (by index in the state's modules) action at `index` of
    /// its own list (`RuleModule::nth_legal_action`).
    Counted {
        /// The module's index in `GameState::modules`.
        module: usize,
        /// The index in the module's list.
        index: usize,
    },
}

impl CountedRuns {
    /// Where the action at `index` of the whole draw list is.
    #[inline]
    pub fn locate(&self, index: usize) -> Drawn {
        if self.len == 0 {
            return Drawn::Listed(index);
        }
        // Counted actions standing before the run looked at.
        let mut skipped = 0;
        for run in self.runs() {
            let start = run.at as usize + skipped;
            if index < start {
                break;
            }
            if index < start + run.count as usize {
                return Drawn::Counted {
                    module: run.module as usize,
                    index: index - start,
                };
            }
            skipped += run.count as usize;
        }
        Drawn::Listed(index - skipped)
    }
}

/// The counted action `index` of the module at `module` (a [`Drawn::Counted`]), built alone.
pub fn pick_counted(
    board: &Board,
    st: &GameState,
    seat: Seat,
    module: usize,
    index: usize,
) -> Option<Action> {
    let hc = HookCtx { board, state: st };
    st.modules
        .get(module)?
        .hooks()
        .nth_legal_action(&hc, seat, index)
}

fn list_actions(
    board: &Board,
    st: &GameState,
    seat: Seat,
    out: &mut Vec<Action>,
    named: bool,
    counted: Option<&mut CountedRuns>,
) {
    if seat >= st.seat_count() {
        return;
    }
    if st.locked && !matches!(st.phase, Phase::GameOver { .. }) {
        out.push(Action::EndLockedGame);
    }
    if st.hooked(Hooks::LEGAL_ACTIONS) {
        module_actions(board, st, seat, out, counted);
    }
    if seat != st.current {
        if let Phase::GoldFieldChoice { .. } = st.phase {
            super::gold_field::legal_actions(st, seat, out);
            return;
        }
        if let (Phase::Main, Some(offer)) = (&st.phase, &st.trade)
            && addressed_to(offer, seat)
        {
            if st.players[seat as usize].hand.contains(&offer.get) {
                out.push(Action::RespondTrade {
                    response: TradeResponse::Accept,
                });
            }
            out.push(Action::RespondTrade {
                response: TradeResponse::Decline,
            });
        }
        return;
    }
    let p = &st.players[seat as usize];
    match &st.phase {
        Phase::Setup {
            road_from: None,
            step,
        } => {
            let city = setup_places_city(st, *step);
            let base = super::build::base_placement(st);
            for v in 0..board.vertex_count() as VertexId {
                // With the base rules alone: land, free, and the distance rule.
                let ok = if base {
                    let ok = base_settlement_spot(board, st, v)
                        && settlement_module_checks(board, st, seat, v).is_ok();
                    debug_assert_eq!(ok, check_settlement_spot(board, st, seat, v, false).is_ok());
                    ok
                } else {
                    check_settlement_spot(board, st, seat, v, false).is_ok()
                };
                if ok {
                    let vertex = board.vertex(v);
                    out.push(if city {
                        Action::BuildCity { vertex }
                    } else {
                        Action::BuildSettlement { vertex }
                    });
                }
            }
        }
        Phase::Setup {
            road_from: Some(from),
            ..
        } => {
            for e in board.vertex_edges(*from) {
                if st.tiles_on(board).edge_buildable(e)
                    && st.roads[e as usize].is_none()
                    && !super::occupancy::path_blocked(board, st, seat, e)
                {
                    out.push(Action::BuildRoad {
                        edge: board.edge(e),
                    });
                }
            }
        }
        Phase::BeforeRoll => {
            out.push(Action::Roll);
            dev_card_plays(board, st, seat, out);
        }
        Phase::Discard { .. } => {}
        Phase::MoveRobber { .. } => {
            let by_hex = victims_by_hex(board, st, robbable(st, seat));
            let mut moves = |h: HexId| {
                let hex = board.hex(h);
                let victims = victims_the_modules_allow(board, st, seat, by_hex[h as usize]);
                if victims == 0 {
                    out.push(Action::MoveRobber { hex, victim: None });
                }
                for v in seats_in(victims) {
                    out.push(Action::MoveRobber {
                        hex,
                        victim: Some(v),
                    });
                }
            };
            match base_robber_hexes(board, st) {
                Some(hexes) => {
                    for &h in hexes.iter().filter(|&&h| st.robber != Some(h)) {
                        moves(h);
                    }
                }
                None => {
                    for h in robber_targets(board, st, seat) {
                        moves(h);
                    }
                }
            }
        }
        Phase::RoadBuilding { .. } => road_spots(board, st, seat, out),
        Phase::Main => {
            out.push(Action::EndTurn);
            // The seat's network, worked out once for its road and settlement spots.
            let mut network = None;
            if p.roads_left > 0 && p.hand.contains(&ROAD_COST) {
                let network = network.get_or_insert_with(|| network_vertices(board, st, seat));
                for_each_road_spot_from(board, st, seat, network, |e| {
                    out.push(Action::BuildRoad {
                        edge: board.edge(e),
                    });
                    true
                });
            }
            if p.settlements_left > 0 && p.hand.contains(&SETTLEMENT_COST) {
                let network = network.get_or_insert_with(|| network_vertices(board, st, seat));
                // With the base rules alone an intersection of the network without a building
                // ends one of the seat's roads: only land and the distance rule are left to ask.
                let base = super::build::base_placement(st);
                for v in network.iter() {
                    let ok = if base {
                        let ok = base_settlement_spot(board, st, v)
                            && settlement_module_checks(board, st, seat, v).is_ok();
                        debug_assert_eq!(
                            ok,
                            check_settlement_spot(board, st, seat, v, true).is_ok()
                        );
                        ok
                    } else {
                        check_settlement_spot(board, st, seat, v, true).is_ok()
                    };
                    if ok {
                        out.push(Action::BuildSettlement {
                            vertex: board.vertex(v),
                        });
                    }
                }
            }
            if p.cities_left > 0 && p.hand.contains(&CITY_COST) {
                for (v, b) in st.buildings.iter().enumerate() {
                    let v = v as VertexId;
                    if b.is_some_and(|b| b.owner == seat && b.kind == BuildingKind::Settlement)
                        && !super::occupancy::intersection_blocked(board, st, seat, v)
                        && super::build::check_city_hooks(board, st, seat, v).is_ok()
                    {
                        out.push(Action::BuildCity {
                            vertex: board.vertex(v),
                        });
                    }
                }
            }
            if (!st.dev_deck.is_empty() && p.hand.contains(&DEV_CARD_COST))
                // A module's deck (`DeckChoice::Module`): false at once with the base deck.
                || (st.dev_deck.is_empty()
                    && super::devcards::module_deck_buyable(board, st, seat))
            {
                out.push(Action::BuyDevCard);
            }
            dev_card_plays(board, st, seat, out);
            // Every ratio the player has and can pay, each once: the best unnamed (as players
            // and older files write it), the others (a harbour owner's 4:1) by name.
            let in_play;
            let goods: &[Good] =
                if st.ruleset.goods == GoodsInPlay::default() && st.ruleset.gold.is_none() {
                    &Good::ALL[..5]
                } else {
                    in_play = goods_in_play_array(board, st);
                    debug_assert_eq!(&in_play.0[..in_play.1], &goods_in_play(board, st)[..]);
                    &in_play.0[..in_play.1]
                };
            let mut seat_ratios = None;
            for &give in goods.iter().filter(|g| g.is_card()) {
                if p.hand[give] < 2 {
                    continue;
                }
                if !named
                    && p.hand[give] >= BANK_RATIO
                    && st.ruleset.bank_ratio <= BANK_RATIO
                    && !st.hooked(Hooks::TRADE_RATIO)
                {
                    // The best ratio is at most the bank's 4:1 when no module changes ratios:
                    // the trades of `give` are listed whatever the seat's harbours.
                    for &get in goods {
                        if get != give && st.bank[get] > 0 {
                            out.push(Action::BankTrade {
                                give,
                                get,
                                ratio: None,
                            });
                        }
                    }
                    continue;
                }
                let ratios = seat_ratios
                    .get_or_insert_with(|| SeatTradeRatios::of(board, st, seat))
                    .get(board, st, give);
                let best = ratios.best();
                for ratio in ratios.iter().filter(|&r| p.hand[give] >= r) {
                    if ratio != best && !named {
                        continue;
                    }
                    let named = (ratio != best).then_some(ratio);
                    for &get in goods {
                        if get != give && st.bank[get] > 0 {
                            out.push(Action::BankTrade {
                                give,
                                get,
                                ratio: named,
                            });
                        }
                    }
                }
            }
            if st.ruleset.gold.is_some() {
                for resource in Resource::ALL {
                    if super::gold::check_buy(board, st, seat, resource).is_ok() {
                        out.push(Action::BuyWithGold { resource });
                    }
                }
            }
            if let Some(offer) = &st.trade {
                out.push(Action::CancelTrade);
                for (s, r) in offer.responses.iter().enumerate() {
                    // (what the proposer gives, what the proposer gets) under that answer
                    let (gives, gets) = match r {
                        Some(TradeResponse::Accept) => (offer.give, offer.get),
                        Some(TradeResponse::Counter { give, get }) => (*get, *give),
                        _ => continue,
                    };
                    if p.hand.contains(&gives) && st.players[s].hand.contains(&gets) {
                        out.push(Action::ConfirmTrade { with: s as Seat });
                    }
                }
            }
        }
        Phase::TurnStep { module, step } => {
            if super::steps::step_may_end(board, st, seat, *module, *step).is_ok() {
                out.push(Action::EndTurn);
            }
        }
        Phase::GoldFieldChoice { .. } => super::gold_field::legal_actions(st, seat, out),
        Phase::ModuleDecisions { .. } | Phase::EndOfTurn { .. } | Phase::GameOver { .. } => {}
    }
}

/// The modules' actions (listed, or counted into `counted` by the modules that can).
#[inline(never)]
fn module_actions(
    board: &Board,
    st: &GameState,
    seat: Seat,
    out: &mut Vec<Action>,
    mut counted: Option<&mut CountedRuns>,
) {
    let hc = HookCtx { board, state: st };
    if !st.hooked(Hooks::COUNTED_ACTIONS) {
        counted = None;
    }
    for (i, m) in st.modules.iter().enumerate() {
        if let Some(runs) = counted.as_deref_mut()
            && !runs.full()
            && let Some(count) = m.hooks().legal_action_count(&hc, seat)
        {
            if count > 0 {
                runs.push(CountedRun {
                    at: out.len() as u32,
                    module: i as u32,
                    count: count as u32,
                });
            }
            continue;
        }
        m.hooks().legal_actions(&hc, seat, out);
    }
}

/// Whether setup placement `step` places a city (the ruleset's setup plan).
fn setup_places_city(st: &GameState, step: u8) -> bool {
    super::setup::round_at(st, step).is_some_and(|r| r.building == BuildingKind::City)
}

fn road_spots(board: &Board, st: &GameState, seat: Seat, out: &mut Vec<Action>) {
    if st.players[seat as usize].roads_left == 0 {
        return;
    }
    for_each_road_spot(board, st, seat, |e| {
        out.push(Action::BuildRoad {
            edge: board.edge(e),
        });
        true
    });
}

fn dev_card_plays(board: &Board, st: &GameState, seat: Seat, out: &mut Vec<Action>) {
    let p = &st.players[seat as usize];
    if st.dev_played_this_turn || p.dev_cards.0 == [0; 5] {
        return;
    }
    if can_play_kind(st, seat, DevCard::Knight) {
        out.push(Action::PlayKnight);
    }
    if can_play_kind(st, seat, DevCard::RoadBuilding) && road_building_useful(board, st, seat) {
        out.push(Action::PlayRoadBuilding);
    }
    if can_play_kind(st, seat, DevCard::YearOfPlenty) {
        year_of_plenty_choices(&st.bank, out);
    }
    if can_play_kind(st, seat, DevCard::Monopoly) {
        for resource in Resource::ALL {
            out.push(Action::PlayMonopoly { resource });
        }
    }
}

fn year_of_plenty_choices(bank: &ResourceSet, out: &mut Vec<Action>) {
    // Year of Plenty takes resources only (not the commodities or gold the bank may hold).
    let bank = &bank.resources_only();
    let want = bank.total().min(2);
    if want == 0 {
        return;
    }
    for (i, &a) in Resource::ALL.iter().enumerate() {
        if want == 1 {
            if bank[a] > 0 {
                out.push(Action::PlayYearOfPlenty {
                    take: ResourceSet::of(a, 1),
                });
            }
            continue;
        }
        for &b in &Resource::ALL[i..] {
            let mut take = ResourceSet::of(a, 1);
            take[b] += 1;
            if bank.contains(&take) {
                out.push(Action::PlayYearOfPlenty { take });
            }
        }
    }
}
