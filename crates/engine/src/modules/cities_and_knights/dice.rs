//! The three dice. The white and red production dice are the core's two dice (its `dice`
//! stream and `dice_rolled` event: `[white, red]`); the event die is rolled with them, drawn
//! from this module's stream (`script.streams.cities_and_knights.event_die`) and recorded in
//! `event_die_rolled`. It resolves before production (`after_roll` runs before the core pays
//! the number): a ship moves the barbarians one step; a city gate is where the players whose
//! level in that colour admits the red die draw a progress card (reference §2.4: level L draws
//! when red ≤ L + 1; [`super::hand::city_gate`]).

use std::collections::VecDeque;

use rand::RngExt;

use super::{CitiesAndKnights, CkEvent, EventDie, SHIP_STEPS};
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

/// The red die of the roll just made: the core's second die, or the red die rolled with the
/// event die when a module draws the production number in place of the dice (Event Cards).
pub fn red_die(ck: &CitiesAndKnights, st: &GameState) -> Option<u8> {
    ck.red_die.or(st.last_roll.map(|d| d[1]))
}

/// Whether a seat at `level` in a track draws a progress card when its gate shows with `red`
/// (reference §2.4: level 1 draws on red 1–2, … level 5 on any red).
pub fn gate_admits(level: u8, red: u8) -> bool {
    level >= 1 && red <= level + 1
}

/// What a battle's pillage choices hold back, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Held {
    /// The rolled number, resolved after the choices.
    Roll(u8),
    /// Nothing: the roll was resolved before the battle (it waited for another module).
    Resolved,
    /// The number, still to be drawn (the event die came before an event card).
    Draw,
}

/// The red die's next face: the scripted one, else a draw from the game's generator.
fn draw_red_die(st: &mut GameState, scripted: &mut VecDeque<u8>) -> u8 {
    if let Some(face) = scripted.pop_front() {
        return face;
    }
    st.chance.rng.random_range(1..=6u8)
}

/// With the production number drawn in place of the dice (Event Cards, seed 003 §6): rolls
/// the red die and the event die and resolves the event die, before the number is drawn. A
/// battle whose pillage choices are owed holds the draw until they are made.
pub fn roll_before_draw(ck: &mut CitiesAndKnights, ctx: &mut Ctx, seat: Seat) {
    let red = draw_red_die(ctx.st, &mut ck.scripted_red);
    ck.red_die = Some(red);
    resolve_event_die(ck, ctx, seat, Held::Draw);
}

/// Rolls the event die with the production dice and resolves it, before production (`held`:
/// what a battle's choices would hold back).
pub fn resolve_event_die(ck: &mut CitiesAndKnights, ctx: &mut Ctx, seat: Seat, held: Held) {
    let face = draw_event_die(ctx.st, &mut ck.scripted);
    ck.event_die = Some(face);
    let red = if held == Held::Draw { ck.red_die } else { None };
    ctx.events.push(CkEvent::EventDieRolled { seat, face, red }.into());
    match face.track() {
        None => advance_ship(ck, ctx, held),
        Some(track) => super::hand::city_gate(ck, ctx, track, held),
    }
}

/// The barbarian ship moves one step towards Catan; on the last it attacks
/// ([`super::barbarians::attack`]).
fn advance_ship(ck: &mut CitiesAndKnights, ctx: &mut Ctx, held: Held) {
    ck.ship = (ck.ship + 1).min(SHIP_STEPS);
    ctx.events.push(CkEvent::BarbariansAdvanced { position: ck.ship }.into());
    if ck.ship == SHIP_STEPS {
        if matches!(ctx.st.phase, Phase::ModuleDecisions { module } if module != ModuleId::CitiesAndKnights)
        {
            // Another module's decisions on this roll are open: they were asked of the
            // standings before the battle, so the battle waits until they are made and the roll
            // is resolved (`after_action`). (With Event Cards the event die now comes before
            // the card, so this is left for games stored before that order.)
            ck.attack_due = true;
        } else {
            super::barbarians::attack(ck, ctx, held);
        }
    }
}
