//! Cards in a player's hand: development cards (buying, playing, the cards' own choices) and
//! discarding half the hand on a 7.

pub mod devcards;
pub mod discard;
