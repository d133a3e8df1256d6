//! Roads, settlements and cities: placement rules, costs and piece limits.

use crate::board::bits::IdSet;
use crate::board::{Board, Edge, EdgeId, Vertex, VertexId};
use crate::error::RuleError;
use crate::event::Event;
use crate::modules::{Built, HookCtx, Hooks};
use crate::resources::{CITY_COST, ROAD_COST, SETTLEMENT_COST};
use crate::state::{Building, BuildingKind, GameState, Phase, Resume, Seat};

use super::{Ctx, awards, setup};

/// Checks that a settlement may stand at `v` for `seat`: on land, free, distance rule, and (when
/// `need_road`) touching one of the seat's roads.
pub fn check_settlement_spot(
    board: &Board,
    st: &GameState,
    seat: Seat,
    v: VertexId,
    need_road: bool,
) -> Result<(), RuleError> {
    if !st.tiles_on(board).vertex_buildable(v) {
        return Err(RuleError::NotOnBoard);
    }
    if st.buildings[v as usize].is_some()
        || super::occupancy::intersection_blocked(board, st, seat, v)
    {
        return Err(RuleError::Occupied);
    }
    if board
        .vertex_neighbors(v)
        .any(|n| st.buildings[n as usize].is_some())
    {
        return Err(RuleError::DistanceRule);
    }
    if need_road
        && !board
            .vertex_edges(v)
            .any(|e| st.roads[e as usize] == Some(seat))
    {
        return Err(RuleError::NotConnected);
    }
    settlement_module_checks(board, st, seat, v)
}

/// The modules' own conditions on a settlement at `v` (`check_settlement`), asked only while a
/// module in play declares [`Hooks::BUILD_CHECKS`].
#[inline]
pub fn settlement_module_checks(
    board: &Board,
    st: &GameState,
    seat: Seat,
    v: VertexId,
) -> Result<(), RuleError> {
    if st.hooked(Hooks::BUILD_CHECKS) {
        let hc = HookCtx { board, state: st };
        for m in &st.modules {
            m.hooks().check_settlement(&hc, seat, v)?;
        }
    }
    Ok(())
}

/// The modules' own conditions on a road at `e` (`check_road`), asked only while a module in
/// play declares [`Hooks::BUILD_CHECKS`].
#[inline]
pub fn road_module_checks(
    board: &Board,
    st: &GameState,
    seat: Seat,
    e: EdgeId,
) -> Result<(), RuleError> {
    if st.hooked(Hooks::BUILD_CHECKS) {
        let hc = HookCtx { board, state: st };
        for m in &st.modules {
            m.hooks().check_road(&hc, seat, e)?;
        }
    }
    Ok(())
}

/// Whether the board alone decides where pieces may stand: no tile changed and no module in
/// play blocks a place ([`Hooks::OCCUPANCY`]). The listing shortcuts then test the base
/// game's geometry and ask only the modules' own conditions
/// ([`settlement_module_checks`], [`road_module_checks`]) where it passes.
#[inline]
pub fn base_placement(st: &GameState) -> bool {
    st.tiles.is_empty() && !st.hooked(Hooks::OCCUPANCY)
}

/// [`check_settlement_spot`]'s board part without a road needed, while the board alone decides
/// ([`base_placement`]): on land, free, and the distance rule (the modules' own conditions are
/// [`settlement_module_checks`]).
#[inline(always)]
pub fn base_settlement_spot(board: &Board, st: &GameState, v: VertexId) -> bool {
    st.buildings[v as usize].is_none()
        && board.vertex_on_land(v)
        && !board
            .vertex_neighbors(v)
            .any(|n| st.buildings[n as usize].is_some())
}

/// Checks that a road may be built at `e` for `seat`: on land, free, and connected to the seat's
/// network (a road or building at one end, not passing through an opponent's building).
pub fn check_road_spot(
    board: &Board,
    st: &GameState,
    seat: Seat,
    e: EdgeId,
) -> Result<(), RuleError> {
    if !st.tiles_on(board).edge_buildable(e) {
        return Err(RuleError::NotOnBoard);
    }
    if st.roads[e as usize].is_some() || super::occupancy::path_blocked(board, st, seat, e) {
        return Err(RuleError::Occupied);
    }
    if !road_connects(board, st, seat, e) {
        return Err(RuleError::NotConnected);
    }
    road_module_checks(board, st, seat, e)
}

/// Whether Road Building has a use for `seat` now: a road spot, or a module's alternative
/// (repairing a damaged road).
pub fn road_building_useful(board: &Board, st: &GameState, seat: Seat) -> bool {
    let alternative = st.hooked(Hooks::BUILD_CHECKS) && {
        let hc = HookCtx { board, state: st };
        st.modules
            .iter()
            .any(|m| m.hooks().free_road_alternative(&hc, seat))
    };
    alternative || (st.players[seat as usize].roads_left > 0 && any_road_spot(board, st, seat))
}

/// Moves Road Building on after one free road was used (`remaining` counted before it): the
/// next free road if one is left and has a use, else back to where the card was played.
pub fn after_free_road(ctx: &mut Ctx, seat: Seat, remaining: u8, resume: Resume) {
    let left = remaining.saturating_sub(1);
    if left > 0 && road_building_useful(ctx.board, ctx.st, seat) {
        ctx.st.phase = Phase::RoadBuilding {
            remaining: left,
            resume,
        };
    } else {
        super::interrupt::resume_from(ctx.st, resume);
    }
}

/// Whether a road at `e` joins `seat`'s network: at one end a building of its own, or an empty
/// intersection with another of its roads. The network never continues through an opponent's
/// building, nor through an empty intersection closed to the seat (occupancy,
/// `intersection_blocked`: a barbarian or a pirate standing there): a road may end there but
/// not be extended from it. The seat's own building still anchors its roads.
pub(crate) fn road_connects(board: &Board, st: &GameState, seat: Seat, e: EdgeId) -> bool {
    board
        .edge_vertices(e)
        .iter()
        .any(|&v| match st.buildings[v as usize] {
            Some(b) => b.owner == seat,
            None => {
                board
                    .vertex_edges(v)
                    .any(|other| other != e && st.roads[other as usize] == Some(seat))
                    && !super::occupancy::intersection_blocked(board, st, seat, v)
            }
        })
}

/// The intersections at the ends of `seat`'s roads or under its buildings: the only places its
/// network can grow from.
pub fn network_vertices(board: &Board, st: &GameState, seat: Seat) -> IdSet {
    let mut out = IdSet::new();
    for (e, owner) in st.roads.iter().enumerate() {
        if *owner == Some(seat) {
            for v in board.edge_vertices(e as EdgeId) {
                out.insert(v);
            }
        }
    }
    for (v, b) in st.buildings.iter().enumerate() {
        if b.is_some_and(|b| b.owner == seat) {
            out.insert(v as VertexId);
        }
    }
    out
}

/// Calls `f` for every path where `seat` may build a road now (ignoring cost and stock), until
/// `f` returns false.
pub fn for_each_road_spot(
    board: &Board,
    st: &GameState,
    seat: Seat,
    f: impl FnMut(EdgeId) -> bool,
) {
    for_each_road_spot_from(board, st, seat, &network_vertices(board, st, seat), f);
}

/// [`for_each_road_spot`] with the seat's [`network_vertices`] already worked out. The paths
/// come in the order of their first intersection in `network`, then of the paths there.
pub fn for_each_road_spot_from(
    board: &Board,
    st: &GameState,
    seat: Seat,
    network: &IdSet,
    mut f: impl FnMut(EdgeId) -> bool,
) {
    // With the board alone deciding (no module blocking a place, no tile changed) a free
    // path on land joins the network where it meets it at an intersection without an
    // opponent's building: such an intersection holds the seat's own building or the end of
    // one of its roads. Debug builds check this against `check_road_spot`.
    let base = base_placement(st);
    let open = |v: VertexId| {
        network.contains(v) && st.buildings[v as usize].is_none_or(|b| b.owner == seat)
    };
    let mut seen = IdSet::new();
    for v in network.iter() {
        let open_here = open(v);
        for (e, w) in board.vertex_links(v) {
            if !seen.insert(e) {
                continue;
            }
            let ok = if base {
                let ok = st.roads[e as usize].is_none()
                    && board.edge_on_land(e)
                    && (open_here || open(w))
                    && road_module_checks(board, st, seat, e).is_ok();
                debug_assert_eq!(ok, check_road_spot(board, st, seat, e).is_ok());
                ok
            } else {
                check_road_spot(board, st, seat, e).is_ok()
            };
            if ok && !f(e) {
                return;
            }
        }
    }
}

/// Whether `seat` has anywhere to put a road.
pub fn any_road_spot(board: &Board, st: &GameState, seat: Seat) -> bool {
    let mut found = false;
    for_each_road_spot(board, st, seat, |_| {
        found = true;
        false
    });
    found
}

fn resolve_edge(ctx: &Ctx, edge: Edge) -> Result<EdgeId, RuleError> {
    ctx.board.edge_id(edge).ok_or(RuleError::NotOnBoard)
}

fn resolve_vertex(ctx: &Ctx, vertex: Vertex) -> Result<VertexId, RuleError> {
    ctx.board.vertex_id(vertex).ok_or(RuleError::NotOnBoard)
}

/// Places `seat`'s road on `e` (checked and paid for already): the event, Longest Road and
/// the modules' `after_build`. Also a module's free road (the Fishermen's road for 5 fish).
pub(crate) fn place_road(ctx: &mut Ctx, seat: Seat, e: EdgeId, free: bool) {
    ctx.st.roads[e as usize] = Some(seat);
    ctx.st.players[seat as usize].roads_left -= 1;
    ctx.events.push(Event::RoadBuilt {
        seat,
        edge: ctx.board.edge(e),
        free,
    });
    awards::update_longest_road_after_road(ctx, seat, e);
    ctx.with_modules(|m, hc, ev| m.after_build(hc, seat, Built::Road(e), ev));
}

/// Builds a road: the setup road, a paid road, or a free one from Road Building.
pub fn build_road(ctx: &mut Ctx, seat: Seat, edge: Edge) -> Result<(), RuleError> {
    ctx.require_current(seat)?;
    let e = resolve_edge(ctx, edge)?;
    if ctx.st.players[seat as usize].roads_left == 0 {
        return Err(RuleError::NoPiecesLeft("roads"));
    }
    match ctx.st.phase.clone() {
        Phase::Setup {
            step,
            road_from: Some(from),
        } => {
            if !ctx.st.tiles_on(ctx.board).edge_buildable(e) {
                return Err(RuleError::NotOnBoard);
            }
            if ctx.st.roads[e as usize].is_some()
                || super::occupancy::path_blocked(ctx.board, ctx.st, seat, e)
            {
                return Err(RuleError::Occupied);
            }
            if !ctx.board.edge_vertices(e).contains(&from) {
                return Err(RuleError::MustTouchNewSettlement);
            }
            place_road(ctx, seat, e, true);
            setup::advance_after_road(ctx, step);
            Ok(())
        }
        Phase::Main => {
            check_road_spot(ctx.board, ctx.st, seat, e)?;
            pay(ctx, seat, &ROAD_COST)?;
            place_road(ctx, seat, e, false);
            Ok(())
        }
        Phase::RoadBuilding { remaining, resume } => {
            check_road_spot(ctx.board, ctx.st, seat, e)?;
            place_road(ctx, seat, e, true);
            after_free_road(ctx, seat, remaining, resume);
            Ok(())
        }
        Phase::Setup {
            road_from: None, ..
        } => Err(RuleError::WrongPhase {
            expected: "a settlement",
        }),
        other => Err(wrong_phase(&other)),
    }
}

/// Builds a settlement: a setup placement or a paid one.
pub fn build_settlement(ctx: &mut Ctx, seat: Seat, vertex: Vertex) -> Result<(), RuleError> {
    ctx.require_current(seat)?;
    let v = resolve_vertex(ctx, vertex)?;
    if ctx.st.players[seat as usize].settlements_left == 0 {
        return Err(RuleError::NoPiecesLeft("settlements"));
    }
    match ctx.st.phase.clone() {
        Phase::Setup {
            step,
            road_from: None,
        } => {
            let round = setup_round(ctx, step, BuildingKind::Settlement)?;
            check_settlement_spot(ctx.board, ctx.st, seat, v, false)?;
            place_settlement(ctx, seat, v);
            if round.starting_resources {
                setup::pay_starting_resources(ctx, seat, v);
            }
            ctx.st.phase = Phase::Setup {
                step,
                road_from: Some(v),
            };
            Ok(())
        }
        Phase::Main => {
            check_settlement_spot(ctx.board, ctx.st, seat, v, true)?;
            pay(ctx, seat, &SETTLEMENT_COST)?;
            place_settlement(ctx, seat, v);
            Ok(())
        }
        Phase::Setup { .. } => Err(RuleError::WrongPhase { expected: "a road" }),
        other => Err(wrong_phase(&other)),
    }
}

fn place_settlement(ctx: &mut Ctx, seat: Seat, v: VertexId) {
    let cut = awards::seats_cut_at(ctx.board, ctx.st, seat, v);
    ctx.st.buildings[v as usize] = Some(Building::new(seat, BuildingKind::Settlement));
    ctx.st.players[seat as usize].settlements_left -= 1;
    ctx.events.push(Event::SettlementBuilt {
        seat,
        vertex: ctx.board.vertex(v),
    });
    // A settlement can cut an opponent's road.
    awards::update_longest_road(ctx, &cut);
    ctx.with_modules(|m, hc, ev| {
        m.after_build(hc, seat, Built::Building(v, BuildingKind::Settlement), ev)
    });
}

/// The setup round of `step`, which must place `kind` (the setup plan says which building each
/// round places).
fn setup_round(
    ctx: &Ctx,
    step: u8,
    kind: BuildingKind,
) -> Result<crate::ruleset::SetupRound, RuleError> {
    match setup::round_at(ctx.st, step) {
        Some(round) if round.building == kind => Ok(round),
        Some(round) => Err(RuleError::WrongPhase {
            expected: match round.building {
                BuildingKind::Settlement => "a setup settlement",
                BuildingKind::City => "a setup city",
                BuildingKind::HarborSettlement => "a setup harbour settlement",
            },
        }),
        None => Err(wrong_phase(&ctx.st.phase)),
    }
}

/// Places a city directly on an empty intersection, in a setup round that places cities
/// (Cities & Knights' second placement): the distance rule holds, no settlement is used.
fn place_setup_city(ctx: &mut Ctx, seat: Seat, v: VertexId, step: u8) -> Result<(), RuleError> {
    let round = setup_round(ctx, step, BuildingKind::City)?;
    if ctx.st.players[seat as usize].cities_left == 0 {
        return Err(RuleError::NoPiecesLeft("cities"));
    }
    check_settlement_spot(ctx.board, ctx.st, seat, v, false)?;
    let cut = awards::seats_cut_at(ctx.board, ctx.st, seat, v);
    ctx.st.buildings[v as usize] = Some(Building::new(seat, BuildingKind::City));
    ctx.st.players[seat as usize].cities_left -= 1;
    ctx.events.push(Event::CityBuilt {
        seat,
        vertex: ctx.board.vertex(v),
    });
    awards::update_longest_road(ctx, &cut);
    ctx.with_modules(|m, hc, ev| {
        m.after_build(hc, seat, Built::Building(v, BuildingKind::City), ev)
    });
    if round.starting_resources {
        setup::pay_starting_resources(ctx, seat, v);
    }
    ctx.st.phase = Phase::Setup {
        step,
        road_from: Some(v),
    };
    Ok(())
}

/// Upgrades a settlement to a city, or places a setup city where the setup plan says so.
pub fn build_city(ctx: &mut Ctx, seat: Seat, vertex: Vertex) -> Result<(), RuleError> {
    ctx.require_current(seat)?;
    let v = resolve_vertex(ctx, vertex)?;
    match ctx.st.phase {
        Phase::Main => {}
        Phase::Setup {
            step,
            road_from: None,
        } => return place_setup_city(ctx, seat, v, step),
        ref other => return Err(wrong_phase(other)),
    }
    match ctx.st.buildings[v as usize] {
        Some(Building {
            owner,
            kind: BuildingKind::Settlement,
            ..
        }) if owner == seat => {}
        _ => return Err(RuleError::NotYourSettlement),
    }
    if super::occupancy::intersection_blocked(ctx.board, ctx.st, seat, v) {
        return Err(RuleError::Occupied);
    }
    if ctx.st.players[seat as usize].cities_left == 0 {
        return Err(RuleError::NoPiecesLeft("cities"));
    }
    check_city_hooks(ctx.board, ctx.st, seat, v)?;
    pay(ctx, seat, &CITY_COST)?;
    ctx.st.buildings[v as usize] = Some(Building::new(seat, BuildingKind::City));
    let p = &mut ctx.st.players[seat as usize];
    p.cities_left -= 1;
    p.settlements_left += 1;
    ctx.events.push(Event::CityBuilt {
        seat,
        vertex: ctx.board.vertex(v),
    });
    ctx.with_modules(|m, hc, ev| {
        m.after_build(hc, seat, Built::Building(v, BuildingKind::City), ev)
    });
    Ok(())
}

/// The modules' extra conditions for a city upgrade at `v` (`RuleModule::check_city`); none
/// without modules.
pub fn check_city_hooks(
    board: &crate::board::Board,
    st: &crate::state::GameState,
    seat: Seat,
    v: VertexId,
) -> Result<(), RuleError> {
    if !st.hooked(Hooks::BUILD_CHECKS) {
        return Ok(());
    }
    let hc = crate::modules::HookCtx { board, state: st };
    for m in &st.modules {
        m.hooks().check_city(&hc, seat, v)?;
    }
    Ok(())
}

/// Moves a cost from a player's hand to the bank.
pub fn pay(
    ctx: &mut Ctx,
    seat: Seat,
    cost: &crate::resources::ResourceSet,
) -> Result<(), RuleError> {
    if !ctx.st.players[seat as usize].hand.try_sub(cost) {
        return Err(RuleError::NotEnoughResources);
    }
    ctx.st.bank.add(cost);
    Ok(())
}

/// The error for an action that does not fit the phase.
pub fn wrong_phase(phase: &Phase) -> RuleError {
    let expected = match phase {
        Phase::Setup {
            road_from: None, ..
        } => "a setup settlement",
        Phase::Setup { .. } => "a setup road",
        Phase::BeforeRoll => "the dice roll",
        Phase::Discard { .. } => "discards",
        Phase::MoveRobber { .. } => "the robber to move",
        Phase::Main => "the current player's turn",
        Phase::RoadBuilding { .. } => "free roads to be placed",
        Phase::ModuleDecisions { .. } => "the decisions asked by an event or rule",
        Phase::TurnStep { .. } => "a step a rule adds to the turn",
        Phase::EndOfTurn { .. } => "the end of the turn",
        Phase::GameOver { .. } => "nothing (the game is over)",
        Phase::GoldFieldChoice { .. } => "the resources a gold field pays",
    };
    RuleError::WrongPhase { expected }
}
