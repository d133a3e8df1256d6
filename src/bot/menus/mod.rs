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

use kaitaku_engine::{Action, Decision};

/// Whether an action is reached through the generic prompt (the actions of every module, and
/// the core's actions that have no flow of their own: buying with gold, a gold field's
/// resources) rather than a dedicated button, chooser or menu of the base game.
pub fn uses_prompt(action: &Action) -> bool {
    matches!(
        action,
        Action::Module(_) | Action::BuyWithGold { .. } | Action::ChooseGoldField { .. }
    )
}

/// Whether a decision is answered through the generic prompt (see [`uses_prompt`]).
pub fn prompt_decision(decision: &Decision) -> bool {
    matches!(
        decision,
        Decision::Module(_) | Decision::ChooseGoldField { .. }
    )
}
