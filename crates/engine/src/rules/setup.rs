//! Initial placement in snake order, following the ruleset's setup plan (the building of each
//! round, and which round pays its starting resources).

use crate::board::VertexId;
use crate::event::Event;
use crate::resources::ResourceSet;
use crate::ruleset::{SetupPlan, SetupRound};
use crate::state::{GameState, Phase, Seat};

use super::Ctx;

/// The seat placing at `step` of the snake order (each round goes round the table, forward
/// then backward).
pub fn seat_at_step(first: Seat, seats: u8, step: u8) -> Seat {
    SetupPlan::seat_at(first, seats, step)
}

/// The setup round `step` belongs to, from the ruleset's plan.
pub fn round_at(st: &GameState, step: u8) -> Option<SetupRound> {
    st.ruleset.setup.round_at(st.seat_count(), step)
}

/// Pays one resource per adjacent producing hex for a building whose round pays starting
/// resources (the base game's second settlement; Cities & Knights' city).
pub fn pay_starting_resources(ctx: &mut Ctx, seat: Seat, v: VertexId) {
    let mut got = ResourceSet::EMPTY;
    for h in ctx.board.vertex_hexes(v) {
        if let Some(r) = ctx.st.tiles_on(ctx.board).face(h).resource()
            && ctx.st.bank[r] > got[r]
        {
            got[r] += 1;
        }
    }
    if got.is_empty() {
        return;
    }
    ctx.st.bank.try_sub(&got);
    ctx.st.players[seat as usize].hand.add(&got);
    ctx.events.push(Event::StartingResources {
        seat,
        resources: got,
    });
}

/// Moves setup on after a road was placed: the next seat, or the first turn.
pub fn advance_after_road(ctx: &mut Ctx, step: u8) {
    let seats = ctx.st.seat_count();
    let next = step + 1;
    if usize::from(next) >= ctx.st.ruleset.setup.steps(seats) {
        ctx.st.phase = Phase::BeforeRoll;
        ctx.st.current = ctx.st.first;
        ctx.st.turn = 1;
        ctx.events.push(Event::TurnStarted {
            seat: ctx.st.current,
            turn: 1,
        });
    } else {
        ctx.st.phase = Phase::Setup {
            step: next,
            road_from: None,
        };
        ctx.st.current = seat_at_step(ctx.st.first, seats, next);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snake_order() {
        let order: Vec<Seat> = (0..8).map(|s| seat_at_step(2, 4, s)).collect();
        assert_eq!(order, vec![2, 3, 0, 1, 1, 0, 3, 2]);
        let order: Vec<Seat> = (0..6).map(|s| seat_at_step(0, 3, s)).collect();
        assert_eq!(order, vec![0, 1, 2, 2, 1, 0]);
        // A third round would go forward again.
        let order: Vec<Seat> = (0..9).map(|s| seat_at_step(1, 3, s)).collect();
        assert_eq!(order, vec![1, 2, 0, 0, 2, 1, 1, 2, 0]);
    }
}
