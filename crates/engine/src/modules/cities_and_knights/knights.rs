//! Knights (seed 004 §8–9 and its 注意事項, reference §2.5). They stand on intersections.
//!
//! - Build: 1 wool + 1 ore, a basic knight, inactive, on a free intersection (no building, no
//!   knight) one of the seat's roads reaches. Each seat has 2 basic, 2 strong and 2 mighty
//!   knights (reference §2.1; the seed's "弱〜強騎士各2個").
//! - Promote: 1 wool + 1 ore, one level, once per knight per turn (注意事項), into a piece of
//!   the next level left in stock (the old piece goes back); strong to mighty only with the
//!   Fortress (politics level 3). It keeps its state (active or not).
//! - Activate: 1 grain. A knight activated this turn cannot act this turn; one that acted may
//!   be activated again the same turn (seed §9).
//! - Act (an active knight not activated this turn; then it is inactive): move along the
//!   seat's roads to a free intersection, or onto an intersection holding a weaker opposing
//!   knight, which is displaced: its owner moves it to a free intersection its own roads reach
//!   from there (a choice through the interrupt stack when there are several, at once when
//!   there is one), or it leaves the board when there is none; it keeps its state
//!   (注意事項). Or chase the robber from a hex beside it (only once the robber is released):
//!   the robber then moves as on a 7, with its robbery.
//! - A walk along roads passes through intersections holding nothing or the seat's own pieces,
//!   never through another seat's building or knight (as a road network is cut).
//! - Knights block: another seat's network does not continue through a knight's intersection
//!   (`intersection_blocked`), nobody builds a settlement on it (`check_settlement`), and it
//!   cuts other seats' roads for Longest Road (`road_cut_at`).
//! - The barbarians count the active knights' strength (basic 1, strong 2, mighty 3); after
//!   every attack all knights are inactive ([`deactivate_all`]).

use super::{CitiesAndKnights, CkAction, CkError, CkEvent, Knight, Track};
use crate::action::Action;
use crate::board::bits::IdSet;
use crate::board::{Board, Vertex, VertexId};
use crate::error::RuleError;
use crate::event::Event;
use crate::modules::{HookCtx, ModuleFlow, ModuleId};
use crate::resources::{Resource, ResourceSet};
use crate::rules::{Ctx, awards, interrupt};
use crate::state::{GameState, Phase, Seat};
use crate::view_items::Kind;

/// The knights' piece key (board items, the action chooser's pictures and words).
pub const KNIGHT_PIECE: &str = "cities_and_knights.knight";
/// The knights' board-item kind.
pub const KNIGHT_KIND: Kind = Kind::new(KNIGHT_PIECE);
/// A seat's trade level (a legend counter).
pub const TRADE_LEVEL_KIND: Kind = Kind::new("cities_and_knights.trade_level");
/// A seat's politics level (a legend counter).
pub const POLITICS_LEVEL_KIND: Kind = Kind::new("cities_and_knights.politics_level");
/// A seat's science level (a legend counter).
pub const SCIENCE_LEVEL_KIND: Kind = Kind::new("cities_and_knights.science_level");
/// The commodity cards a seat holds (a private legend counter: only its owner sees it).
pub const COMMODITIES_KIND: Kind = Kind::new("cities_and_knights.commodities");
/// The progress cards a seat holds (a public legend counter: the backs are seen).
pub const PROGRESS_KIND: Kind = Kind::new("cities_and_knights.progress_cards");
/// Every kind the module shows on the board and the legend.
pub static KINDS: [Kind; 6] = [
    KNIGHT_KIND,
    TRADE_LEVEL_KIND,
    POLITICS_LEVEL_KIND,
    SCIENCE_LEVEL_KIND,
    COMMODITIES_KIND,
    PROGRESS_KIND,
];
/// The highest level (mighty).
pub const MIGHTY: u8 = 3;
/// Knights of each level each seat has.
pub const PER_LEVEL: u8 = 2;
/// The politics level from which strong knights may become mighty (the Fortress).
pub const FORTRESS_LEVEL: u8 = 3;

/// What a basic knight costs, and a promotion: 1 wool + 1 ore.
pub fn knight_cost() -> ResourceSet {
    let mut cost = ResourceSet::of(Resource::Wool, 1);
    cost.add(&ResourceSet::of(Resource::Ore, 1));
    cost
}

/// What activating a knight costs: 1 grain.
pub fn activate_cost() -> ResourceSet {
    ResourceSet::of(Resource::Grain, 1)
}

impl CitiesAndKnights {
    /// The index of the knight standing on `v`, if any.
    pub fn knight_at(&self, v: Vertex) -> Option<usize> {
        self.knights.iter().position(|k| k.vertex == v)
    }

    /// Knights of `level` `seat` still has in stock (a displaced knight waiting to retreat is
    /// not in stock).
    pub fn knights_left(&self, seat: Seat, level: u8) -> u8 {
        let used = self
            .knights
            .iter()
            .chain(self.retreat.iter())
            .filter(|k| k.owner == seat && k.level == level)
            .count();
        PER_LEVEL.saturating_sub(used as u8)
    }

    /// Whether a knight of a seat other than `seat` stands on `v`.
    pub fn opposing_knight_on(&self, board: &Board, seat: Seat, v: VertexId) -> bool {
        !self.knights.is_empty() && {
            let name = board.vertex(v);
            self.knights.iter().any(|k| k.owner != seat && k.vertex == name)
        }
    }
}

/// A seat's defence: its active knights' strength.
pub fn defence(ck: &CitiesAndKnights, seat: Seat) -> u32 {
    ck.knights
        .iter()
        .filter(|k| k.owner == seat && k.active)
        .map(|k| u32::from(k.level))
        .sum()
}

/// After a battle every knight is inactive (an event when any was active).
pub fn deactivate_all(ck: &mut CitiesAndKnights, events: &mut Vec<Event>) {
    if ck.knights.iter().any(|k| k.active) {
        for k in &mut ck.knights {
            k.active = false;
        }
        events.push(CkEvent::KnightsDeactivated.into());
    }
}

/// Whether `v` holds neither a building nor a knight.
fn free(ck: &CitiesAndKnights, board: &Board, st: &GameState, v: VertexId) -> bool {
    st.buildings[v as usize].is_none() && ck.knight_at(board.vertex(v)).is_none()
}

/// Whether a walk along `seat`'s roads may pass through `v`: no other seat's building or
/// knight there.
fn passable(ck: &CitiesAndKnights, board: &Board, st: &GameState, seat: Seat, v: VertexId) -> bool {
    st.buildings[v as usize].is_none_or(|b| b.owner == seat) && !ck.opposing_knight_on(board, seat, v)
}

/// The intersections `seat`'s roads reach from `from` (not `from` itself), passing only
/// through [`passable`] ones.
fn reachable(ck: &CitiesAndKnights, board: &Board, st: &GameState, seat: Seat, from: VertexId) -> IdSet {
    let mut out = IdSet::new();
    let mut seen = IdSet::new();
    seen.insert(from);
    let mut stack = vec![from];
    while let Some(v) = stack.pop() {
        for (e, next) in board.vertex_links(v) {
            if st.roads[e as usize] == Some(seat) && seen.insert(next) {
                out.insert(next);
                if passable(ck, board, st, seat, next) {
                    stack.push(next);
                }
            }
        }
    }
    out
}

/// The free intersections a displaced knight of `seat` may retreat to from `v`.
fn retreats(ck: &CitiesAndKnights, board: &Board, st: &GameState, seat: Seat, v: VertexId) -> Vec<VertexId> {
    reachable(ck, board, st, seat, v)
        .iter()
        .filter(|&x| free(ck, board, st, x))
        .collect()
}

/// Where `seat` may build a knight: free intersections one of its roads reaches.
pub(super) fn build_spots(ck: &CitiesAndKnights, board: &Board, st: &GameState, seat: Seat) -> IdSet {
    let mut out = IdSet::new();
    for (e, owner) in st.roads.iter().enumerate() {
        if *owner == Some(seat) {
            for v in board.edge_vertices(e as crate::board::EdgeId) {
                if free(ck, board, st, v) {
                    out.insert(v);
                }
            }
        }
    }
    out
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

/// `seat`'s knight at `vertex`: its index.
fn own_knight(ck: &CitiesAndKnights, seat: Seat, vertex: Vertex) -> Result<usize, RuleError> {
    ck.knight_at(vertex)
        .filter(|&i| ck.knights[i].owner == seat)
        .ok_or_else(|| CkError::NotYourKnight.into())
}

/// Why the knight may not act now.
fn check_ready(k: &Knight, turn: u32) -> Result<(), RuleError> {
    if !k.active {
        return Err(CkError::KnightInactive.into());
    }
    if k.activated == Some(turn) {
        return Err(CkError::JustActivated.into());
    }
    Ok(())
}

/// Why `seat` may not promote the knight (cost aside).
pub(super) fn check_promote(ck: &CitiesAndKnights, st: &GameState, seat: Seat, k: &Knight) -> Result<(), RuleError> {
    if k.level >= MIGHTY {
        return Err(CkError::KnightTopLevel.into());
    }
    if k.promoted == Some(st.turn) {
        return Err(CkError::PromotedThisTurn.into());
    }
    if k.level + 1 == MIGHTY && ck.level(seat, Track::Politics) < FORTRESS_LEVEL {
        return Err(CkError::FortressNeeded.into());
    }
    if ck.knights_left(seat, k.level + 1) == 0 {
        return Err(RuleError::NoPiecesLeft("knights"));
    }
    Ok(())
}

/// Whether `seat`'s knight of `level` may go to `to`: a free intersection, or one holding a
/// weaker opposing knight (`Some(index)` of that knight).
fn destination(
    ck: &CitiesAndKnights,
    board: &Board,
    st: &GameState,
    seat: Seat,
    level: u8,
    to: VertexId,
) -> Result<Option<usize>, RuleError> {
    if st.buildings[to as usize].is_some() {
        return Err(CkError::KnightUnreachable.into());
    }
    match ck.knight_at(board.vertex(to)) {
        None => Ok(None),
        Some(i) if ck.knights[i].owner != seat && ck.knights[i].level < level => Ok(Some(i)),
        Some(_) => Err(CkError::KnightUnreachable.into()),
    }
}

/// Whether the robber stands on a hex beside `v`.
fn robber_beside(board: &Board, st: &GameState, v: VertexId) -> bool {
    st.robber.is_some_and(|r| board.vertex_hexes(v).any(|h| h == r))
}

/// The knight actions `seat` may take now (its main phase), and its retreat when owed.
pub fn legal_actions(ck: &CitiesAndKnights, ctx: &HookCtx, seat: Seat, out: &mut Vec<Action>) {
    let (board, st) = (ctx.board, ctx.state);
    if let Some(k) = &ck.retreat {
        if deciding(st) && k.owner == seat
            && let Some(v) = board.vertex_id(k.vertex)
        {
            for x in retreats(ck, board, st, seat, v) {
                out.push(CkAction::RetreatKnight { vertex: board.vertex(x) }.into());
            }
        }
        return;
    }
    if st.current != seat || !matches!(st.phase, Phase::Main) {
        return;
    }
    let hand = &st.players[seat as usize].hand;
    let can_pay = hand.contains(&knight_cost());
    if can_pay && ck.knights_left(seat, 1) > 0 {
        for v in build_spots(ck, board, st, seat).iter() {
            out.push(CkAction::BuildKnight { vertex: board.vertex(v) }.into());
        }
    }
    let grain = hand.contains(&activate_cost());
    for k in ck.knights.iter().filter(|k| k.owner == seat) {
        if can_pay && check_promote(ck, st, seat, k).is_ok() {
            out.push(CkAction::PromoteKnight { vertex: k.vertex }.into());
        }
        if grain && !k.active {
            out.push(CkAction::ActivateKnight { vertex: k.vertex }.into());
        }
        if check_ready(k, st.turn).is_err() {
            continue;
        }
        let Some(from) = board.vertex_id(k.vertex) else {
            continue;
        };
        for to in reachable(ck, board, st, seat, from).iter() {
            if destination(ck, board, st, seat, k.level, to).is_ok() {
                out.push(
                    CkAction::MoveKnight {
                        from: k.vertex,
                        to: board.vertex(to),
                    }
                    .into(),
                );
            }
        }
        if ck.robber_released && robber_beside(board, st, from) {
            out.push(CkAction::ChaseRobber { vertex: k.vertex }.into());
        }
    }
}

/// Whether the phase is this module's decisions (nothing open on top of them).
fn deciding(st: &GameState) -> bool {
    matches!(
        st.phase,
        Phase::ModuleDecisions {
            module: ModuleId::CitiesAndKnights,
        }
    )
}

/// Re-decides Longest Road where knights arrived or left: `places` holds each place and the
/// knight's owner. Only other seats whose road passes through the place (two of their roads
/// meet there) can have been cut or joined. The module is out of the state while its action
/// runs, so a copy of it is put back for the measure (its `road_cut_at` must see the knights
/// as they stand now).
pub(super) fn reroute(ck: &CitiesAndKnights, ctx: &mut Ctx, places: &[(VertexId, Seat)]) {
    let mut seats: Vec<Seat> = Vec::new();
    for &(v, knight_owner) in places {
        for e in ctx.board.vertex_edges(v) {
            if let Some(owner) = ctx.st.roads[e as usize]
                && owner != knight_owner
                && ctx.st.is_player(owner)
                && !seats.contains(&owner)
                && ctx
                    .board
                    .vertex_edges(v)
                    .filter(|&x| ctx.st.roads[x as usize] == Some(owner))
                    .count()
                    >= 2
            {
                seats.push(owner);
            }
        }
    }
    if seats.is_empty() {
        return;
    }
    ctx.st
        .modules
        .push(crate::modules::ModuleState::CitiesAndKnights(Box::new(ck.clone())));
    awards::update_longest_road(ctx, &seats);
    ctx.st.modules.pop();
}

/// Applies a knight action.
pub fn apply(ck: &mut CitiesAndKnights, ctx: &mut Ctx, seat: Seat, action: &CkAction) -> Result<ModuleFlow, RuleError> {
    match *action {
        CkAction::BuildKnight { vertex } => build(ck, ctx, seat, vertex),
        CkAction::PromoteKnight { vertex } => promote(ck, ctx, seat, vertex),
        CkAction::ActivateKnight { vertex } => activate(ck, ctx, seat, vertex),
        CkAction::MoveKnight { from, to } => move_knight(ck, ctx, seat, from, to),
        CkAction::ChaseRobber { vertex } => chase_robber(ck, ctx, seat, vertex),
        CkAction::RetreatKnight { vertex } => retreat(ck, ctx, seat, vertex),
        _ => Err(RuleError::NotInThisGame),
    }
}

fn build(ck: &mut CitiesAndKnights, ctx: &mut Ctx, seat: Seat, vertex: Vertex) -> Result<ModuleFlow, RuleError> {
    check_main(ctx.st, seat)?;
    let v = ctx.board.vertex_id(vertex).ok_or(RuleError::NotOnBoard)?;
    if !build_spots(ck, ctx.board, ctx.st, seat).contains(v) {
        return Err(CkError::KnightSpot.into());
    }
    if ck.knights_left(seat, 1) == 0 {
        return Err(RuleError::NoPiecesLeft("knights"));
    }
    crate::rules::build::pay(ctx, seat, &knight_cost())?;
    ck.knights.push(Knight {
        owner: seat,
        vertex,
        level: 1,
        active: false,
        activated: None,
        promoted: None,
    });
    ctx.events.push(CkEvent::KnightBuilt { seat, vertex }.into());
    reroute(ck, ctx, &[(v, seat)]);
    Ok(ModuleFlow::Done)
}

fn promote(ck: &mut CitiesAndKnights, ctx: &mut Ctx, seat: Seat, vertex: Vertex) -> Result<ModuleFlow, RuleError> {
    check_main(ctx.st, seat)?;
    let i = own_knight(ck, seat, vertex)?;
    check_promote(ck, ctx.st, seat, &ck.knights[i])?;
    crate::rules::build::pay(ctx, seat, &knight_cost())?;
    let k = &mut ck.knights[i];
    k.level += 1;
    k.promoted = Some(ctx.st.turn);
    ctx.events.push(
        CkEvent::KnightPromoted {
            seat,
            vertex,
            level: k.level,
        }
        .into(),
    );
    Ok(ModuleFlow::Done)
}

fn activate(ck: &mut CitiesAndKnights, ctx: &mut Ctx, seat: Seat, vertex: Vertex) -> Result<ModuleFlow, RuleError> {
    check_main(ctx.st, seat)?;
    let i = own_knight(ck, seat, vertex)?;
    if ck.knights[i].active {
        return Err(CkError::KnightActive.into());
    }
    crate::rules::build::pay(ctx, seat, &activate_cost())?;
    let k = &mut ck.knights[i];
    k.active = true;
    k.activated = Some(ctx.st.turn);
    ctx.events.push(CkEvent::KnightActivated { seat, vertex }.into());
    Ok(ModuleFlow::Done)
}

fn move_knight(
    ck: &mut CitiesAndKnights,
    ctx: &mut Ctx,
    seat: Seat,
    from: Vertex,
    to: Vertex,
) -> Result<ModuleFlow, RuleError> {
    check_main(ctx.st, seat)?;
    let i = own_knight(ck, seat, from)?;
    check_ready(&ck.knights[i], ctx.st.turn)?;
    let fv = ctx.board.vertex_id(from).ok_or(RuleError::NotOnBoard)?;
    let tv = ctx.board.vertex_id(to).ok_or(RuleError::NotOnBoard)?;
    if !reachable(ck, ctx.board, ctx.st, seat, fv).contains(tv) {
        return Err(CkError::KnightUnreachable.into());
    }
    let displaced = destination(ck, ctx.board, ctx.st, seat, ck.knights[i].level, tv)?;
    let k = &mut ck.knights[i];
    k.vertex = to;
    k.active = false;
    ctx.events.push(CkEvent::KnightMoved { seat, from, to }.into());
    let mut places = vec![(fv, seat), (tv, seat)];
    if let Some(j) = displaced {
        displace(ck, ctx, seat, j, &mut places);
    }
    reroute(ck, ctx, &places);
    Ok(ModuleFlow::Done)
}

/// The knight at index `j` is displaced by `seat` (a stronger knight, or the Intrigue card):
/// it retreats to the one free place its owner's roads reach from where it stood, waits for
/// its owner's choice among several (the interrupt stack), or leaves the board when there is
/// none. `places` gathers where Longest Road must be re-decided.
pub fn displace(ck: &mut CitiesAndKnights, ctx: &mut Ctx, seat: Seat, j: usize, places: &mut Vec<(VertexId, Seat)>) {
    let Some(tv) = ctx.board.vertex_id(ck.knights[j].vertex) else {
        return;
    };
    let to = ck.knights[j].vertex;
    let other = ck.knights.remove(j);
    places.push((tv, other.owner));
    ctx.events.push(
        CkEvent::KnightDisplaced {
            seat: other.owner,
            vertex: to,
            by: seat,
        }
        .into(),
    );
    match retreats(ck, ctx.board, ctx.st, other.owner, tv)[..] {
        [] => ctx.events.push(
            CkEvent::KnightRemoved {
                seat: other.owner,
                level: other.level,
            }
            .into(),
        ),
        [only] => {
            let vertex = ctx.board.vertex(only);
            ck.knights.push(Knight { vertex, ..other });
            ctx.events.push(
                CkEvent::KnightRetreated {
                    seat: other.owner,
                    vertex,
                }
                .into(),
            );
            places.push((only, other.owner));
        }
        _ => {
            ck.retreat = Some(other);
            ctx.events.push(Event::DecisionsRequired {
                seats: vec![other.owner],
            });
            interrupt::push(
                ctx.st,
                Phase::ModuleDecisions {
                    module: ModuleId::CitiesAndKnights,
                },
            );
        }
    }
}

fn chase_robber(ck: &mut CitiesAndKnights, ctx: &mut Ctx, seat: Seat, vertex: Vertex) -> Result<ModuleFlow, RuleError> {
    check_main(ctx.st, seat)?;
    let i = own_knight(ck, seat, vertex)?;
    check_ready(&ck.knights[i], ctx.st.turn)?;
    if !ck.robber_released {
        return Err(CkError::RobberLocked.into());
    }
    let v = ctx.board.vertex_id(vertex).ok_or(RuleError::NotOnBoard)?;
    if !robber_beside(ctx.board, ctx.st, v) {
        return Err(CkError::RobberNotAdjacent.into());
    }
    ck.knights[i].active = false;
    ctx.events.push(CkEvent::RobberChased { seat, vertex }.into());
    interrupt::open(ctx.st, |resume| Phase::MoveRobber { resume });
    Ok(ModuleFlow::Done)
}

fn retreat(ck: &mut CitiesAndKnights, ctx: &mut Ctx, seat: Seat, vertex: Vertex) -> Result<ModuleFlow, RuleError> {
    let Some(k) = ck.retreat.filter(|k| k.owner == seat && deciding(ctx.st)) else {
        return Err(RuleError::NoDecisionOwed);
    };
    let from = ctx.board.vertex_id(k.vertex).ok_or(RuleError::NotOnBoard)?;
    let v = ctx.board.vertex_id(vertex).ok_or(RuleError::NotOnBoard)?;
    if !retreats(ck, ctx.board, ctx.st, seat, from).contains(&v) {
        return Err(CkError::NotARetreat.into());
    }
    ck.retreat = None;
    ck.knights.push(Knight { vertex, ..k });
    ctx.events.push(CkEvent::KnightRetreated { seat, vertex }.into());
    reroute(ck, ctx, &[(v, seat)]);
    let current = ctx.st.current;
    interrupt::resume(ctx, current, Phase::Main);
    Ok(ModuleFlow::Done)
}
