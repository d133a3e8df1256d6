//! The three dice. The white and red production dice are the core's two dice (its `dice`
//! stream and `dice_rolled` event: `[white, red]`); the event die is rolled with them, drawn
//! from this module's stream (`script.streams.cities_and_knights.event_die`) and recorded in
//! `event_die_rolled`. It resolves before production (`after_roll` runs before the core pays
//! the number): a ship moves the barbarians one step; a city gate is where the players whose
//! level in that colour admits the red die draw a progress card (reference §2.4: level L draws
//! when red ≤ L + 1), which comes with the progress-card slice: until then a gate draws nothing
//! (docs/variants/cities_and_knights.md).

use std::collections::VecDeque;

use rand::RngExt;

use super::{CitiesAndKnights, CkEvent, EventDie, SHIP_STEPS, Track};
use crate::modules::ModuleId;
use crate::rules::Ctx;
use crate::state::{GameState, Phase, Seat};

/// The event die's next face: the scripted one, else a draw from the game's generator.
pub fn draw_event_die(st: &mut GameState, scripted: &mut VecDeque<EventDie>) -> EventDie {
    if let Some(face) = scripted.pop_front() {
        return face;
    }
    EventDie::FACES[st.chance.rng.random_range(0..EventDie::FACES.len())]
}

/// The red die of the roll just made (the core's second die), if the dice were rolled (Event
/// Cards replaces them with a card: its combination is a later slice).
pub fn red_die(st: &GameState) -> Option<u8> {
    st.last_roll.map(|d| d[1])
}

/// Whether a seat at `level` in a track draws a progress card when its gate shows with `red`
/// (reference §2.4: level 1 draws on red 1–2, … level 5 on any red).
pub fn gate_admits(level: u8, red: u8) -> bool {
    level >= 1 && red <= level + 1
}

/// Rolls the event die with the production dice (`number` rolled) and resolves it, before
/// production.
pub fn resolve_event_die(ck: &mut CitiesAndKnights, ctx: &mut Ctx, seat: Seat, number: u8) {
    let face = draw_event_die(ctx.st, &mut ck.scripted);
    ck.event_die = Some(face);
    ctx.events.push(CkEvent::EventDieRolled { seat, face }.into());
    match face.track() {
        None => advance_ship(ck, ctx, number),
        Some(track) => city_gate(ck, ctx, track),
    }
}

/// The barbarian ship moves one step towards Catan; on the last it attacks
/// ([`super::barbarians::attack`]).
fn advance_ship(ck: &mut CitiesAndKnights, ctx: &mut Ctx, number: u8) {
    ck.ship = (ck.ship + 1).min(SHIP_STEPS);
    ctx.events.push(CkEvent::BarbariansAdvanced { position: ck.ship }.into());
    if ck.ship == SHIP_STEPS {
        if matches!(ctx.st.phase, Phase::ModuleDecisions { module } if module != ModuleId::CitiesAndKnights)
        {
            // Another module's decisions on this roll are open (an event card's, with Event
            // Cards): they were asked of the standings before the battle, so the battle waits
            // until they are made and the roll is resolved (`after_action`; the order of the
            // two is Event Cards' combination, slice 9).
            ck.attack_due = true;
        } else {
            super::barbarians::attack(ck, ctx, Some(number));
        }
    }
}

/// A city gate of `track`'s colour: the seats whose level admits the red die would each draw a
/// progress card of that colour; progress cards are a later slice, so nothing is drawn yet.
fn city_gate(_ck: &mut CitiesAndKnights, _ctx: &mut Ctx, _track: Track) {}
