//! City improvements (reference §2.4, seed 004 §5–6), metropolises and city walls (§2.8, seed
//! §12).
//!
//! - A level is built in the main part of one's own turn, with a city on the board; level n of
//!   a track costs n of its commodity (cloth, coin, paper).
//! - Levels 4 and 5 need a city without a metropolis (a city holds at most one; liquisearch's
//!   C&K summary: "a player without a non-metropolis city may not build improvements beyond the
//!   third level").
//! - The first to level 4 in a track takes its metropolis onto one of their cities without
//!   one; the first to level 5 takes it from a holder still at 4; nobody takes it from a holder
//!   at 5. The city that takes it is named in the action. A metropolis is +2 VP (the core counts
//!   `PlayerState::metropolises`).
//! - Level 3 of trade (the Trading House): commodities trade 2:1 at the bank.
//! - A wall costs 2 brick, goes on one of one's cities without one, at most 3 each; each raises
//!   the seat's hand limit on a 7 by 2.

use super::{CitiesAndKnights, CkAction, CkError, CkEvent, Metropolis, Track};
use crate::action::Action;
use crate::board::{Board, Vertex, VertexId};
use crate::error::RuleError;
use crate::modules::HookCtx;
use crate::resources::{Resource, ResourceSet};
use crate::rules::Ctx;
use crate::state::{BuildingKind, GameState, Phase, Seat};

/// The top level of a track.
pub const MAX_LEVEL: u8 = 5;
/// The level from which a track's metropolis is taken.
pub const METROPOLIS_LEVEL: u8 = 4;
/// The trade level from which commodities trade 2:1 (the Trading House).
pub const TRADING_HOUSE_LEVEL: u8 = 3;
/// The Trading House's ratio for commodities.
pub const TRADING_HOUSE_RATIO: u8 = 2;
/// City walls each player has.
pub const MAX_WALLS: u32 = 3;
/// How much each wall raises its owner's hand limit on a 7.
pub const WALL_HAND_BONUS: u32 = 2;

/// What a wall costs: 2 brick.
pub fn wall_cost() -> ResourceSet {
    ResourceSet::of(Resource::Brick, 2)
}

/// What level `level` of `track` costs: `level` of its commodity.
pub fn level_cost(track: Track, level: u8) -> ResourceSet {
    ResourceSet::of(track.good(), level)
}

/// `seat`'s standing cities (metropolises included; a pillaged city standing for a settlement
/// is not one).
fn cities_of<'a>(
    ck: &'a CitiesAndKnights,
    board: &'a Board,
    st: &'a GameState,
    seat: Seat,
) -> impl Iterator<Item = VertexId> + 'a {
    (0..board.vertex_count() as VertexId)
        .filter(move |&v| super::barbarians::standing_city(ck, board, st, v) == Some(seat))
}

/// `seat`'s cities without a metropolis.
fn free_cities<'a>(
    ck: &'a CitiesAndKnights,
    board: &'a Board,
    st: &'a GameState,
    seat: Seat,
) -> impl Iterator<Item = VertexId> + 'a {
    cities_of(ck, board, st, seat).filter(move |&v| st.buildings[v as usize].is_some_and(|b| !b.overlays.metropolis))
}

/// City walls `seat` has on the board (one pass over the buildings: the hand limit asks it
/// often).
pub fn walls_of(ck: &CitiesAndKnights, board: &Board, st: &GameState, seat: Seat) -> u32 {
    st.buildings
        .iter()
        .enumerate()
        .filter(|(v, b)| {
            b.is_some_and(|b| b.owner == seat && b.kind == BuildingKind::City && b.overlays.wall)
                && (ck.reduced.is_empty()
                    || !super::barbarians::is_reduced(ck, board, seat, *v as VertexId))
        })
        .count() as u32
}

/// Whether `seat` has a standing city, and one without a metropolis (one pass over the
/// buildings).
fn city_counts(ck: &CitiesAndKnights, board: &Board, st: &GameState, seat: Seat) -> (bool, bool) {
    let (mut any, mut free) = (false, false);
    for (v, b) in st.buildings.iter().enumerate() {
        if let Some(b) = b
            && b.owner == seat
            && b.kind == BuildingKind::City
            && (ck.reduced.is_empty()
                || !super::barbarians::is_reduced(ck, board, seat, v as VertexId))
        {
            any = true;
            free |= !b.overlays.metropolis;
        }
    }
    (any, free)
}

/// Whether it is `seat`'s main phase (`Ok`), or why not.
fn check_main(st: &GameState, seat: Seat) -> Result<(), RuleError> {
    if st.current != seat {
        return Err(RuleError::NotYourTurn);
    }
    match st.phase {
        Phase::Main => Ok(()),
        Phase::BeforeRoll => Err(RuleError::MustRollFirst),
        ref other => Err(crate::rules::build::wrong_phase(other)),
    }
}

/// Whether building level `next` of `track` wins `seat` the track's metropolis.
fn wins_metropolis(ck: &CitiesAndKnights, seat: Seat, track: Track, next: u8) -> bool {
    match ck.metropolises[track as usize] {
        None => next >= METROPOLIS_LEVEL,
        Some(m) => m.seat != seat && next == MAX_LEVEL && ck.level(m.seat, track) < MAX_LEVEL,
    }
}

/// Why `seat` may not build the next level of `track` now, cost included (the city for a
/// metropolis aside); `Ok(wins)` says whether the level wins the metropolis.
fn check_improve(ck: &CitiesAndKnights, board: &Board, st: &GameState, seat: Seat, track: Track) -> Result<bool, RuleError> {
    check_main(st, seat)?;
    let level = ck.level(seat, track);
    if level >= MAX_LEVEL {
        return Err(CkError::TopLevel.into());
    }
    let (any, free) = city_counts(ck, board, st, seat);
    if !any {
        return Err(CkError::NeedsCity.into());
    }
    let next = level + 1;
    if next >= METROPOLIS_LEVEL && !free {
        return Err(CkError::NoCityForMetropolis.into());
    }
    if !st.players[seat as usize].hand.contains(&cost_for(ck, seat, track, next)) {
        return Err(RuleError::NotEnoughResources);
    }
    Ok(wins_metropolis(ck, seat, track, next))
}

/// What level `next` of `track` costs `seat` now: one commodity less after its Crane this
/// turn.
fn cost_for(ck: &CitiesAndKnights, seat: Seat, track: Track, next: u8) -> ResourceSet {
    let crane = u8::from(ck.crane == Some(seat));
    level_cost(track, next.saturating_sub(crane))
}

/// Whether `seat` has a city and a track below its top level (the Crane has a use).
pub fn could_improve(ck: &CitiesAndKnights, board: &Board, st: &GameState, seat: Seat) -> bool {
    Track::ALL.iter().any(|&t| ck.level(seat, t) < MAX_LEVEL) && city_counts(ck, board, st, seat).0
}

/// Why `seat` may not build a wall on `v` now, cost included unless `free` (the Engineer).
pub fn check_wall(ck: &CitiesAndKnights, board: &Board, st: &GameState, seat: Seat, v: VertexId, free: bool) -> Result<(), RuleError> {
    check_main(st, seat)?;
    match st.buildings[v as usize] {
        Some(b)
            if super::barbarians::standing_city(ck, board, st, v) == Some(seat)
                && !b.overlays.wall => {}
        _ => return Err(CkError::NotYourCity.into()),
    }
    if walls_of(ck, board, st, seat) >= MAX_WALLS {
        return Err(RuleError::NoPiecesLeft("walls"));
    }
    if !free && !st.players[seat as usize].hand.contains(&wall_cost()) {
        return Err(RuleError::NotEnoughResources);
    }
    Ok(())
}

/// The module's legal actions for `seat`: each level it can build (one per city that could
/// take the metropolis it wins) and each wall.
pub fn legal_actions(ck: &CitiesAndKnights, ctx: &HookCtx, seat: Seat, out: &mut Vec<Action>) {
    if ctx.state.current != seat || !matches!(ctx.state.phase, Phase::Main) {
        return;
    }
    let (board, st) = (ctx.board, ctx.state);
    let hand = &st.players[seat as usize].hand;
    for track in Track::ALL {
        // The usual case first: not enough of the commodity for the next level (no board scan).
        let level = ck.level(seat, track);
        let crane = u8::from(ck.crane == Some(seat));
        if level >= MAX_LEVEL || hand[track.good()] + crane <= level {
            continue;
        }
        match check_improve(ck, board, st, seat, track) {
            Ok(false) => out.push(
                CkAction::ImproveCity {
                    track,
                    metropolis: None,
                }
                .into(),
            ),
            Ok(true) => {
                for v in free_cities(ck, board, st, seat) {
                    out.push(
                        CkAction::ImproveCity {
                            track,
                            metropolis: Some(board.vertex(v)),
                        }
                        .into(),
                    );
                }
            }
            Err(_) => {}
        }
    }
    if hand.contains(&wall_cost()) {
        // One pass over the buildings: the seat's walls, and its standing cities without one
        // (what `check_wall` checks for each; a pillaged city lying down is not one).
        let mut walls = 0;
        let mut open = [0 as VertexId; MAX_OPEN_CITIES];
        let mut n = 0;
        for (v, b) in st.buildings.iter().enumerate() {
            if let Some(b) = b
                && b.owner == seat
                && b.kind == BuildingKind::City
                && !super::barbarians::is_reduced(ck, board, seat, v as VertexId)
            {
                if b.overlays.wall {
                    walls += 1;
                } else if n < MAX_OPEN_CITIES {
                    open[n] = v as VertexId;
                    n += 1;
                }
            }
        }
        if walls < MAX_WALLS {
            for &v in &open[..n] {
                debug_assert!(check_wall(ck, board, st, seat, v, false).is_ok());
                out.push(
                    CkAction::BuildWall {
                        vertex: board.vertex(v),
                    }
                    .into(),
                );
            }
        }
    }
}

/// The most cities a seat may have (the stock), which bounds the walls' candidates.
const MAX_OPEN_CITIES: usize = 8;

/// Applies one of the module's actions (checked before anything changes).
pub fn apply(ck: &mut CitiesAndKnights, ctx: &mut Ctx, seat: Seat, action: &CkAction) -> Result<(), RuleError> {
    match action {
        CkAction::ImproveCity { track, metropolis } => improve(ck, ctx, seat, *track, *metropolis),
        CkAction::BuildWall { vertex } => build_wall(ck, ctx, seat, *vertex),
        _ => Err(RuleError::NotInThisGame),
    }
}

/// Builds the next level of `track`, moving the metropolis to `metropolis` when it wins it.
fn improve(ck: &mut CitiesAndKnights, ctx: &mut Ctx, seat: Seat, track: Track, metropolis: Option<Vertex>) -> Result<(), RuleError> {
    let wins = check_improve(ck, ctx.board, ctx.st, seat, track)?;
    let city = match (wins, metropolis) {
        (true, None) => return Err(CkError::MetropolisCityNeeded.into()),
        (false, Some(_)) => return Err(CkError::BadMetropolisCity.into()),
        (false, None) => None,
        (true, Some(name)) => {
            let v = ctx.board.vertex_id(name).ok_or(RuleError::NotOnBoard)?;
            if !free_cities(ck, ctx.board, ctx.st, seat).any(|c| c == v) {
                return Err(CkError::BadMetropolisCity.into());
            }
            Some(v)
        }
    };
    let next = ck.level(seat, track) + 1;
    crate::rules::build::pay(ctx, seat, &cost_for(ck, seat, track, next))?;
    if ck.crane == Some(seat) {
        ck.crane = None;
    }
    if let Some(levels) = ck.levels.get_mut(seat as usize) {
        levels[track as usize] = next;
    }
    ctx.events.push(
        CkEvent::CityImproved {
            seat,
            track,
            level: next,
        }
        .into(),
    );
    if let Some(v) = city {
        let from = ck.metropolises[track as usize].and_then(|old| {
            let ov = ctx.board.vertex_id(old.vertex)?;
            set_metropolis(ctx.st, old.seat, ov, false);
            Some((old.seat, old.vertex))
        });
        set_metropolis(ctx.st, seat, v, true);
        let vertex = ctx.board.vertex(v);
        ck.metropolises[track as usize] = Some(Metropolis { seat, vertex });
        ctx.events.push(
            CkEvent::MetropolisTaken {
                track,
                seat,
                vertex,
                from,
            }
            .into(),
        );
    }
    Ok(())
}

/// Puts a metropolis on (or takes it off) `seat`'s city at `v`, keeping the seat's count.
fn set_metropolis(st: &mut GameState, seat: Seat, v: VertexId, on: bool) {
    if let Some(b) = st.buildings[v as usize].as_mut() {
        b.overlays.metropolis = on;
    }
    if let Some(p) = st.players.get_mut(seat as usize) {
        p.metropolises = if on {
            p.metropolises.saturating_add(1)
        } else {
            p.metropolises.saturating_sub(1)
        };
    }
}

/// Builds a wall on `seat`'s city at `vertex`.
fn build_wall(ck: &CitiesAndKnights, ctx: &mut Ctx, seat: Seat, vertex: Vertex) -> Result<(), RuleError> {
    let v = ctx.board.vertex_id(vertex).ok_or(RuleError::NotOnBoard)?;
    check_wall(ck, ctx.board, ctx.st, seat, v, false)?;
    crate::rules::build::pay(ctx, seat, &wall_cost())?;
    if let Some(b) = ctx.st.buildings[v as usize].as_mut() {
        b.overlays.wall = true;
    }
    ctx.events.push(CkEvent::WallBuilt { seat, vertex }.into());
    Ok(())
}
