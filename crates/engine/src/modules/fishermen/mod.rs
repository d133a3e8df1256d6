//! Traders & Barbarians scenario 1, The Fishermen of Catan (seed 001 ①, reference §4.1).
//!
//! - The board ([`board::adapt`]): the lake replaces the desert, never on the coast, with the
//!   numbers 2, 3, 11, 12; six fishing grounds (4, 5, 6, 8, 9, 10) lie on the frame where no
//!   harbour is. The robber starts beside the board and comes on with the first 7 (or knight):
//!   the ruleset's `RobberMode::StartsOffBoard`.
//! - Fish ([`FishermenEvent::FishDrawn`]): when a fishing ground's or the lake's number is
//!   rolled, every settlement on its corners draws 1 token from the face-down stack, a city 2
//!   (seats in turn order from the roller). 29 tokens (11 of one fish, 10 of two, 8 of three)
//!   and the old boot; spent tokens lie face up and are shuffled into a new stack when the
//!   stack runs out (the `fishermen` chance stream, `script.streams.fishermen`, fixes every
//!   draw). At most 7 tokens are held: a seat at the limit draws no more. Fish are not cards:
//!   never robbed, never counted on a 7, never traded.
//! - Spending, in the main part of one's own turn, no change given: 2 the robber leaves the
//!   board, 3 steal a resource, 4 a resource from the bank, 5 a free road, 7 a development card.
//! - The old boot is shown when drawn and does not count towards the 7; its holder needs 1 more
//!   VP to win (the [`RuleModule::seat_target_extra`] hook) and may pass it, on its own turn, to
//!   another player with at least as many public VP.
//!
//! Fish tokens are private: the count is public, the fish only the owner sees
//! ([`Module::private_view`], [`FishermenEvent::redacted_for`]).

mod actions;
pub mod board;
mod types;

pub use types::{
    FishToken, FishUse, FishermenAction, FishermenError, FishermenEvent, FishermenView, OwnFish,
};

use crate::modules::Hooks;
use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

use super::{HookCtx, Module, ModuleId, ModuleKind, ModuleView, Never, RuleModule};
use crate::action::Action;
use crate::board::{Board, Layout, Produce};
use crate::config::{ConfigError, GameConfig};
use crate::error::RuleError;
use crate::event::Event;
use crate::resources::ResourceSet;
use crate::rules::Ctx;
use crate::rules::deck::ModuleDeck;
use crate::ruleset::{RobberMode, RulesetBuilder};
use crate::state::{GameState, Seat};
use crate::view_items::{BoardItems, Kind};

/// Fish tokens a seat may hold.
pub const HOLD_LIMIT: u8 = 7;

/// The stack's tokens: 11 of one fish, 10 of two, 8 of three, and the old boot (reference §4.1;
/// the seed's 29 fish tokens and 1 boot).
pub fn all_tokens() -> Vec<FishToken> {
    let mut v = Vec::with_capacity(30);
    v.extend(std::iter::repeat_n(FishToken::One, 11));
    v.extend(std::iter::repeat_n(FishToken::Two, 10));
    v.extend(std::iter::repeat_n(FishToken::Three, 8));
    v.push(FishToken::OldBoot);
    v
}

/// The module's state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Fishermen {
    /// The face-down stack and the spent tokens lying face up.
    pub stack: ModuleDeck<FishToken>,
    /// Scripted draws still to come (the `fishermen` stream).
    #[serde(default, skip_serializing_if = "VecDeque::is_empty")]
    pub scripted: VecDeque<FishToken>,
    /// Tokens held per seat, by fish: `[ones, twos, threes]` (secret: each seat sees its own).
    pub held: Vec<[u8; 3]>,
    /// Who holds the old boot.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub boot: Option<Seat>,
}

impl Fishermen {
    /// Tokens `seat` holds.
    pub fn tokens(&self, seat: Seat) -> u8 {
        self.held.get(seat as usize).map_or(0, |h| h[0] + h[1] + h[2])
    }

    /// Fish `seat` holds.
    pub fn fish(&self, seat: Seat) -> u8 {
        self.held
            .get(seat as usize)
            .map_or(0, |h| h[0] + 2 * h[1] + 3 * h[2])
    }

    /// Each of `seat`'s tokens' fish, largest first.
    pub fn token_list(&self, seat: Seat) -> Vec<u8> {
        let Some(h) = self.held.get(seat as usize) else {
            return Vec::new();
        };
        let mut v = Vec::with_capacity(usize::from(h[0] + h[1] + h[2]));
        for (i, n) in h.iter().enumerate().rev() {
            v.extend(std::iter::repeat_n(i as u8 + 1, usize::from(*n)));
        }
        v
    }

    fn public_view(&self, players: usize) -> FishermenView {
        FishermenView {
            tokens: (0..players as Seat).map(|s| self.tokens(s)).collect(),
            boot: self.boot,
            stack: self.stack.draw.len() as u8,
            spent: self.stack.discard.iter().map(|t| t.fish()).collect(),
            own: None,
        }
    }

    /// Draws `count` tokens for `seat`, one at a time: the old boot is shown and does not count
    /// towards the limit; once the seat holds 7 fish tokens the rest are not drawn.
    fn draw_for(&mut self, ctx: &mut Ctx, seat: Seat, count: u8) {
        let mut drawn = Vec::new();
        let mut missed = 0;
        for i in 0..count {
            if self.tokens(seat) >= HOLD_LIMIT {
                missed = count - i;
                break;
            }
            let Some(d) = self.stack.draw(ctx.st, &mut self.scripted) else {
                break;
            };
            if d.reshuffled {
                ctx.events.push(
                    FishermenEvent::FishReshuffled {
                        count: (self.stack.draw.len() + 1) as u8,
                    }
                    .into(),
                );
            }
            match d.card {
                FishToken::OldBoot => {
                    self.boot = Some(seat);
                    ctx.events.push(FishermenEvent::OldBootDrawn { seat }.into());
                }
                token => {
                    if let Some(h) = self.held.get_mut(seat as usize) {
                        h[usize::from(token.fish() - 1)] += 1;
                    }
                    drawn.push(token);
                }
            }
        }
        if !drawn.is_empty() {
            ctx.events.push(
                FishermenEvent::FishDrawn {
                    seat,
                    count: drawn.len() as u8,
                    tokens: Some(drawn),
                }
                .into(),
            );
        }
        if missed > 0 {
            ctx.events
                .push(FishermenEvent::FishLimit { seat, missed }.into());
        }
    }
}

impl RuleModule for Fishermen {
    fn id(&self) -> ModuleId {
        ModuleId::Fishermen
    }

    fn overrides(&self) -> Hooks {
        Hooks::AFTER_PRODUCTION | Hooks::LEGAL_ACTIONS | Hooks::SEAT_TARGET_EXTRA
    }

    /// Every action checks everything before it changes anything (`actions::apply`), so no
    /// copy of the state is needed.
    fn applies_in_place(&self, _action: &super::ModuleAction) -> bool {
        true
    }

    fn ruleset(&self, ruleset: &mut RulesetBuilder) {
        ruleset.robber(RobberMode::StartsOffBoard);
    }

    fn adapt_layout(
        &self,
        _config: &GameConfig,
        layout: &mut Layout,
        _rng: &mut rand_pcg::Pcg64Mcg,
    ) -> Result<(), ConfigError> {
        board::adapt(layout)
    }

    fn on_game_created(
        &mut self,
        _board: &Board,
        state: &mut GameState,
        _events: &mut Vec<Event>,
    ) -> Result<(), ConfigError> {
        self.stack = ModuleDeck::shuffled(all_tokens(), state);
        self.held = vec![[0; 3]; state.players.len()];
        Ok(())
    }

    fn after_production(&mut self, ctx: &mut Ctx, number: u8, _produced: &[ResourceSet]) {
        let seats = ctx.st.players.len();
        let mut owed = [0u8; crate::rules::turn::MAX_SEATS];
        {
            let tiles = ctx.st.tiles_on(ctx.board);
            for h in tiles.hexes_with_number(number) {
                if tiles.tile(h).terrain.produces() != Some(Produce::Fish) {
                    continue;
                }
                for &v in ctx.board.hex_vertices(h) {
                    if let Some(b) = ctx.st.buildings[v as usize]
                        && (b.owner as usize) < seats
                    {
                        owed[b.owner as usize] += b.kind.base_yield();
                    }
                }
            }
        }
        let roller = ctx.st.current;
        for i in 0..seats {
            let seat = ((usize::from(roller) + i) % seats) as Seat;
            if owed[seat as usize] > 0 {
                self.draw_for(ctx, seat, owed[seat as usize]);
            }
        }
    }

    fn seat_target_extra(&self, _ctx: &HookCtx, seat: Seat) -> u8 {
        u8::from(self.boot == Some(seat))
    }

    fn legal_actions(&self, ctx: &HookCtx, seat: Seat, out: &mut Vec<Action>) {
        actions::legal_actions(self, ctx, seat, out);
    }

    fn view(&self, ctx: &HookCtx) -> Option<ModuleView> {
        Some(ModuleView::Fishermen(self.public_view(ctx.state.players.len())))
    }

    fn board_items(&self, ctx: &HookCtx, out: &mut BoardItems) {
        for seat in 0..ctx.state.players.len() as Seat {
            out.counter(board::TOKENS, Some(seat), i32::from(self.tokens(seat)));
            out.private_counter(board::FISH, seat, i32::from(self.fish(seat)));
        }
        if let Some(holder) = self.boot {
            out.counter(board::BOOT, Some(holder), 1);
        }
    }

    fn item_kinds(&self) -> &'static [Kind] {
        &board::KINDS
    }

    fn sample_hidden(
        &mut self,
        ctx: &mut crate::sample::SampleCtx,
    ) -> Result<(), crate::sample::SampleError> {
        actions::sample_hidden(self, ctx)
    }

    fn value_hint(&self, _ctx: &HookCtx, seat: Seat) -> f32 {
        // Fish buy roads, cards and resources (about 4 fish a resource); the boot costs a VP.
        0.08 * f32::from(self.fish(seat)) - if self.boot == Some(seat) { 0.9 } else { 0.0 }
    }
}

impl Module for Fishermen {
    type Action = FishermenAction;
    type Event = FishermenEvent;
    type Decision = Never;
    type Error = FishermenError;
    type View = FishermenView;
    type Script = Vec<FishToken>;
    const KIND: ModuleKind = ModuleKind::Scenario;

    fn new(config: &GameConfig) -> Self {
        Fishermen {
            scripted: config
                .script
                .streams()
                .map(|s| s.modules.fishermen)
                .unwrap_or_default()
                .into(),
            ..Fishermen::default()
        }
    }

    fn apply(
        &mut self,
        ctx: &mut Ctx,
        seat: Seat,
        action: &FishermenAction,
    ) -> Result<super::ModuleFlow, RuleError> {
        actions::apply(self, ctx, seat, action)?;
        Ok(super::ModuleFlow::Done)
    }

    fn private_view(&self, ctx: &HookCtx, seat: Seat) -> Option<FishermenView> {
        if (seat as usize) >= self.held.len() {
            return None;
        }
        Some(FishermenView {
            own: Some(OwnFish {
                seat,
                tokens: self.token_list(seat),
            }),
            ..self.public_view(ctx.state.players.len())
        })
    }

    fn redact_event(event: &FishermenEvent, viewer: Option<Seat>) -> FishermenEvent {
        event.redacted_for(viewer)
    }
}

#[cfg(test)]
mod tests;
