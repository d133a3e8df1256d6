//! The base game's state machine, one file per part of the rules.

pub mod awards;
pub mod build;
pub mod deck;
pub mod devcards;
pub mod gold;
pub mod gold_field;
pub mod interrupt;
pub mod legal;
pub mod lock;
pub mod occupancy;
pub mod road_contenders;
pub mod setup;
pub mod steps;
pub mod tiles;
#[cfg(test)]
mod tiles_tests;
pub mod trade;
pub mod trail;
pub mod turn;
pub mod victory;

use super::action::Action;
use super::board::Board;
use super::error::RuleError;
use super::event::Event;
use super::modules::HookCtx;
use super::state::{GameState, Phase, Seat};

/// What a rule function works on: the board, the (copy of the) state being changed, and the
/// events produced so far.
pub struct Ctx<'a> {
    /// The board.
    pub(crate) board: &'a Board,
    /// The state being changed.
    pub(crate) st: &'a mut GameState,
    /// Events produced so far.
    pub(crate) events: &'a mut Vec<Event>,
}

impl Ctx<'_> {
    /// Read-only context for module hooks.
    pub fn hooks(&self) -> HookCtx<'_> {
        HookCtx {
            board: self.board,
            state: self.st,
        }
    }

    /// Fails unless it is `seat`'s turn.
    pub fn require_current(&self, seat: Seat) -> Result<(), RuleError> {
        if self.st.current == seat {
            Ok(())
        } else {
            Err(RuleError::NotYourTurn)
        }
    }

    /// Runs a hook that changes only its module's state on every module: each module in turn is
    /// taken out of the state while its hook runs, so the hook reads the rest of the game, every
    /// other module's state included (the modules before it already updated by this round).
    pub fn with_modules(
        &mut self,
        mut f: impl FnMut(&mut dyn super::modules::RuleModule, &HookCtx, &mut Vec<Event>),
    ) {
        for i in 0..self.st.modules.len() {
            let mut m = self.st.modules.remove(i);
            let hook_ctx = HookCtx {
                board: self.board,
                state: self.st,
            };
            f(m.hooks_mut(), &hook_ctx, self.events);
            self.st.modules.insert(i, m);
        }
    }

    /// Runs `f` on the module at `index` with full access to the rest of the game: the module
    /// is taken out of the state while `f` runs (so the other modules' hooks still apply) and
    /// put back in its place afterwards.
    pub fn with_module_at<R>(
        &mut self,
        index: usize,
        f: impl FnOnce(&mut super::modules::ModuleState, &mut Ctx) -> R,
    ) -> R {
        let mut m = self.st.modules.remove(index);
        let r = f(&mut m, self);
        self.st.modules.insert(index, m);
        r
    }

    /// Runs `f` on every module in turn, as [`Ctx::with_module_at`] does.
    pub fn with_each_module(
        &mut self,
        mut f: impl FnMut(&mut super::modules::ModuleState, &mut Ctx),
    ) {
        for i in 0..self.st.modules.len() {
            self.with_module_at(i, &mut f);
        }
    }
}

/// Routes an action to the rule that handles it, then lets modules react to it.
pub(crate) fn dispatch(ctx: &mut Ctx, seat: Seat, action: &Action) -> Result<(), RuleError> {
    route(ctx, seat, action)?;
    if matches!(action, Action::EndLockedGame) {
        // The game is over: nothing is left for the modules to react to.
        return Ok(());
    }
    for i in 0..ctx.st.modules.len() {
        if ctx.st.modules[i].hooks().after_action_due() {
            ctx.with_module_at(i, |m, ctx| m.hooks_mut().after_action(ctx, seat));
        }
    }
    // An end-of-turn resolution that waited for decisions goes on once they are made.
    if let Phase::EndOfTurn { next } = ctx.st.phase {
        steps::finish_turn(ctx, ctx.st.current, next as usize);
    }
    Ok(())
}

fn route(ctx: &mut Ctx, seat: Seat, action: &Action) -> Result<(), RuleError> {
    match action {
        Action::Roll => turn::roll(ctx, seat),
        Action::BuildRoad { edge } => build::build_road(ctx, seat, *edge),
        Action::BuildSettlement { vertex } => build::build_settlement(ctx, seat, *vertex),
        Action::BuildCity { vertex } => build::build_city(ctx, seat, *vertex),
        Action::BuyDevCard => devcards::buy(ctx, seat),
        Action::PlayKnight => devcards::play_knight(ctx, seat),
        Action::PlayRoadBuilding => devcards::play_road_building(ctx, seat),
        Action::PlayYearOfPlenty { take } => devcards::play_year_of_plenty(ctx, seat, *take),
        Action::PlayMonopoly { resource } => devcards::play_monopoly(ctx, seat, *resource),
        Action::MoveRobber { hex, victim } => turn::move_robber(ctx, seat, *hex, *victim),
        Action::Discard { cards } => turn::discard(ctx, seat, *cards),
        Action::BankTrade { give, get, ratio } => trade::bank_trade(ctx, seat, *give, *get, *ratio),
        Action::OfferTrade { give, get, to } => trade::offer(ctx, seat, *give, *get, *to),
        Action::RespondTrade { response } => trade::respond(ctx, seat, *response),
        Action::ConfirmTrade { with } => trade::confirm(ctx, seat, *with),
        Action::CancelTrade => trade::cancel(ctx, seat),
        Action::EndTurn => steps::end_turn(ctx, seat),
        Action::EndLockedGame => lock::end_locked_game(ctx, seat),
        Action::BuyWithGold { resource } => gold::buy_with_gold(ctx, seat, *resource),
        Action::ChooseGoldField { take } => gold_field::choose(ctx, seat, *take),
        Action::Module(m) => super::modules::dispatch_action(ctx, seat, m),
    }
}
