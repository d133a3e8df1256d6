//! Menus built from what each action says about itself ([`kaitaku_engine::describe`]), for
//! every action of every module without knowing the module: a stable code per action for
//! select values and `/catan` autocomplete ([`code`]), its words ([`words`]), the places it
//! names on the board ([`places`]), choosers in two steps ([`steps`]), and the turn message's
//! layout when it offers more than fits in Discord's five rows ([`layout`]).

pub mod code;
pub mod layout;
pub mod places;
pub mod steps;
pub mod words;
