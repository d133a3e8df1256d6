//! Initial placement in snake order, and the resources of the second settlement.

use crate::board::VertexId;
use crate::event::Event;
use crate::resources::ResourceSet;
use crate::state::{Phase, Seat};

use super::Ctx;

/// The seat placing at `step` of the snake order (each seat once forward, then once backward).
pub fn seat_at_step(first: Seat, seats: u8, step: u8) -> Seat {
    let offset = if step < seats {
        step
    } else {
        2 * seats - 1 - step
    };
    (first + offset) % seats
}

/// Whether `step` belongs to the second (backward) round.
pub fn is_second_round(seats: u8, step: u8) -> bool {
    step >= seats
}

/// Pays one resource per adjacent producing hex for a second-round settlement.
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
    if next >= 2 * seats {
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
    }
}
