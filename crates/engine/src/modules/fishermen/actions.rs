//! Spending fish and passing the old boot: the legal actions, applying them, and the sampler's
//! rebuilding of the hidden tokens.

use rand::seq::SliceRandom;

use super::{FishToken, FishUse, Fishermen, FishermenAction, FishermenError, FishermenEvent};
use crate::action::Action;
use crate::error::RuleError;
use crate::event::Event;
use crate::modules::{HookCtx, ModuleId, ModuleView};
use crate::resources::Resource;
use crate::rules::Ctx;
use crate::rules::build::{check_road_spot, for_each_road_spot, place_road, wrong_phase};
use crate::rules::turn::{robbable, seats_in, steal_card, victims_the_modules_allow};
use crate::sample::{SampleCtx, SampleError};
use crate::state::{Phase, Seat};

/// Tokens by fish: `[ones, twos, threes]`.
type Counts = [u8; 3];

fn value(c: &Counts) -> u8 {
    c[0] + 2 * c[1] + 3 * c[2]
}

/// Whether `pay` reaches `cost` with no token to spare (no change is given, so a token that is
/// not needed may not be paid).
fn minimal(pay: &Counts, cost: u8) -> bool {
    let v = value(pay);
    let smallest = (0..3).find(|&i| pay[i] > 0).map_or(0, |i| i as u8 + 1);
    v >= cost && v - smallest < cost
}

/// The tokens paid when the player names none: the least fish wasted, then the most tokens
/// given back (room under the limit), then the fewest large tokens. `None` when the held
/// tokens do not reach `cost`.
pub(super) fn auto_pay(held: &Counts, cost: u8) -> Option<Counts> {
    let mut best: Option<(Counts, u8, u8)> = None;
    for z in 0..=held[2] {
        for y in 0..=held[1] {
            for x in 0..=held[0] {
                let c = [x, y, z];
                if !minimal(&c, cost) {
                    continue;
                }
                let (waste, count) = (value(&c) - cost, x + y + z);
                let better = match best {
                    None => true,
                    Some((_, w, n)) => waste < w || (waste == w && count > n),
                };
                if better {
                    best = Some((c, waste, count));
                }
            }
        }
    }
    best.map(|(c, _, _)| c)
}

/// The tokens a named payment gives, checked against what `held` holds and the price.
fn named_pay(held: &Counts, pay: &[u8], cost: u8) -> Result<Counts, FishermenError> {
    let mut c = [0u8; 3];
    for &fish in pay {
        let slot = match fish {
            1..=3 => usize::from(fish - 1),
            _ => return Err(FishermenError::BadPayment),
        };
        c[slot] = c[slot].saturating_add(1);
    }
    if (0..3).any(|i| c[i] > held[i]) || !minimal(&c, cost) {
        return Err(if value(held) < cost {
            FishermenError::NotEnoughFish { needed: cost }
        } else {
            FishermenError::BadPayment
        });
    }
    Ok(c)
}

fn payment(
    module: &Fishermen,
    seat: Seat,
    on: FishUse,
    pay: &Option<Vec<u8>>,
) -> Result<Counts, FishermenError> {
    let held = module.held.get(seat as usize).copied().unwrap_or_default();
    let cost = on.cost();
    match pay {
        Some(named) => named_pay(&held, named, cost),
        None => auto_pay(&held, cost).ok_or(FishermenError::NotEnoughFish { needed: cost }),
    }
}

/// The main part of `seat`'s own turn, or the reason it is not.
fn require_main(ctx: &HookCtx, seat: Seat) -> Result<(), RuleError> {
    if ctx.state.current != seat {
        return Err(RuleError::NotYourTurn);
    }
    match ctx.state.phase {
        Phase::Main => Ok(()),
        Phase::BeforeRoll => Err(RuleError::MustRollFirst),
        ref other => Err(wrong_phase(other)),
    }
}

/// The seats `seat` may steal from with fish: others holding a card whom every other module
/// lets it rob (Friendly Robber's protection applies to any steal).
fn victims(ctx: &HookCtx, seat: Seat) -> u16 {
    victims_the_modules_allow(ctx.board, ctx.state, seat, robbable(ctx.state, seat))
}

/// Whether the old boot may go from `from` to `to`: another seat with at least as many public
/// victory points.
fn boot_may_go(ctx: &HookCtx, from: Seat, to: Seat) -> bool {
    to != from
        && (to as usize) < ctx.state.players.len()
        && ctx.public_vp(to) >= ctx.public_vp(from)
}

/// Everything `seat` may do with fish and the boot now (tokens chosen for it: `pay` absent).
pub(super) fn legal_actions(module: &Fishermen, ctx: &HookCtx, seat: Seat, out: &mut Vec<Action>) {
    if require_main(ctx, seat).is_err() {
        return;
    }
    let st = ctx.state;
    if module.boot == Some(seat) {
        for to in 0..st.players.len() as Seat {
            if boot_may_go(ctx, seat, to) {
                out.push(FishermenAction::PassBoot { to }.into());
            }
        }
    }
    let fish = module.fish(seat);
    if fish < FishUse::RemoveRobber.cost() {
        return;
    }
    if st.robber.is_some() {
        out.push(FishermenAction::FishRemoveRobber { pay: None }.into());
    }
    if fish >= FishUse::Steal.cost() {
        for victim in seats_in(victims(ctx, seat)) {
            out.push(FishermenAction::FishSteal { victim, pay: None }.into());
        }
    }
    if fish >= FishUse::TakeResource.cost() {
        for resource in Resource::ALL {
            if st.bank[resource] > 0 {
                out.push(FishermenAction::FishTakeResource { resource, pay: None }.into());
            }
        }
    }
    if fish >= FishUse::Road.cost() && st.players[seat as usize].roads_left > 0 {
        for_each_road_spot(ctx.board, st, seat, |e| {
            out.push(
                FishermenAction::FishRoad {
                    edge: ctx.board.edge(e),
                    pay: None,
                }
                .into(),
            );
            true
        });
    }
    if fish >= FishUse::DevCard.cost() && st.ruleset.base_deck() && !st.dev_deck.is_empty() {
        out.push(FishermenAction::FishDevCard { pay: None }.into());
    }
}

/// Gives the paid tokens back face up, with the event.
fn spend(module: &mut Fishermen, ctx: &mut Ctx, seat: Seat, on: FishUse, pay: Counts) {
    let mut tokens = Vec::new();
    if let Some(h) = module.held.get_mut(seat as usize) {
        for i in (0..3).rev() {
            h[i] -= pay[i];
            for _ in 0..pay[i] {
                tokens.push(i as u8 + 1);
                if let Some(t) = FishToken::of(i as u8 + 1) {
                    module.stack.put_away(t);
                }
            }
        }
    }
    ctx.events
        .push(FishermenEvent::FishSpent { seat, on, tokens }.into());
}

/// Applies a Fishermen action (validated before anything changes).
pub(super) fn apply(
    module: &mut Fishermen,
    ctx: &mut Ctx,
    seat: Seat,
    action: &FishermenAction,
) -> Result<(), RuleError> {
    require_main(&ctx.hooks(), seat)?;
    match action {
        FishermenAction::PassBoot { to } => {
            if module.boot != Some(seat) {
                return Err(FishermenError::NoBoot.into());
            }
            if !boot_may_go(&ctx.hooks(), seat, *to) {
                return Err(FishermenError::BootReceiverBehind.into());
            }
            module.boot = Some(*to);
            ctx.events
                .push(FishermenEvent::BootPassed { from: seat, to: *to }.into());
        }
        FishermenAction::FishRemoveRobber { pay } => {
            let on = FishUse::RemoveRobber;
            if ctx.st.robber.is_none() {
                return Err(FishermenError::RobberNotOnBoard.into());
            }
            let pay = payment(module, seat, on, pay)?;
            spend(module, ctx, seat, on, pay);
            ctx.st.robber = None;
            ctx.events
                .push(FishermenEvent::RobberRemoved { seat }.into());
        }
        FishermenAction::FishSteal { victim, pay } => {
            let on = FishUse::Steal;
            if *victim >= 16 || victims(&ctx.hooks(), seat) & (1 << *victim) == 0 {
                return Err(RuleError::InvalidVictim);
            }
            let pay = payment(module, seat, on, pay)?;
            spend(module, ctx, seat, on, pay);
            let taken = steal_card(ctx.st, *victim);
            if let Some(r) = taken {
                ctx.st.players[*victim as usize].hand[r] -= 1;
                ctx.st.players[seat as usize].hand[r] += 1;
            }
            ctx.events.push(Event::Stole {
                thief: seat,
                victim: *victim,
                resource: taken,
            });
        }
        FishermenAction::FishTakeResource { resource, pay } => {
            let on = FishUse::TakeResource;
            if ctx.st.bank[*resource] == 0 {
                return Err(FishermenError::BankHasNone {
                    resource: *resource,
                }
                .into());
            }
            let pay = payment(module, seat, on, pay)?;
            spend(module, ctx, seat, on, pay);
            ctx.st.bank[*resource] -= 1;
            ctx.st.players[seat as usize].hand[*resource] += 1;
            ctx.events.push(
                FishermenEvent::FishResourceTaken {
                    seat,
                    resource: *resource,
                }
                .into(),
            );
        }
        FishermenAction::FishRoad { edge, pay } => {
            let on = FishUse::Road;
            let e = ctx.board.edge_id(*edge).ok_or(RuleError::NotOnBoard)?;
            if ctx.st.players[seat as usize].roads_left == 0 {
                return Err(RuleError::NoPiecesLeft("roads"));
            }
            check_road_spot(ctx.board, ctx.st, seat, e)?;
            let pay = payment(module, seat, on, pay)?;
            spend(module, ctx, seat, on, pay);
            place_road(ctx, seat, e, true);
        }
        FishermenAction::FishDevCard { pay } => {
            let on = FishUse::DevCard;
            if !ctx.st.ruleset.base_deck() {
                return Err(RuleError::NoDevDeck);
            }
            if ctx.st.dev_deck.is_empty() {
                return Err(RuleError::DeckEmpty);
            }
            let pay = payment(module, seat, on, pay)?;
            // (checked above: nothing has changed if the deck turns out empty)
            let Some(card) = ctx.st.dev_deck.pop() else {
                return Err(RuleError::DeckEmpty);
            };
            spend(module, ctx, seat, on, pay);
            let p = &mut ctx.st.players[seat as usize];
            p.dev_cards[card] += 1;
            p.dev_bought_this_turn[card] += 1;
            ctx.events.push(Event::DevCardBought {
                seat,
                card: Some(card),
            });
        }
    }
    Ok(())
}

/// Rebuilds what a seat cannot see: the other seats' tokens and the stack's order, dealt at
/// random from the tokens neither spent (face up) nor the viewer's own.
pub(super) fn sample_hidden(module: &mut Fishermen, ctx: &mut SampleCtx) -> Result<(), SampleError> {
    let Some(ModuleView::Fishermen(view)) = ctx.module_view(ModuleId::Fishermen).cloned() else {
        return Err(SampleError::Mismatch("fishermen shows no view"));
    };
    let own = ctx.view.private_modules.iter().find_map(|m| match m {
        ModuleView::Fishermen(v) => v.own.clone(),
        _ => None,
    });
    let seats = ctx.state.players.len();
    if view.tokens.len() != seats {
        return Err(SampleError::Mismatch("fishermen's seats"));
    }
    let mut pool = super::all_tokens();
    let take = |pool: &mut Vec<FishToken>, t: FishToken| -> Result<(), SampleError> {
        let i = pool
            .iter()
            .position(|&p| p == t)
            .ok_or(SampleError::Inconsistent("more fish tokens than exist"))?;
        pool.swap_remove(i);
        Ok(())
    };
    let mut discard = Vec::new();
    for &fish in &view.spent {
        let t = FishToken::of(fish).ok_or(SampleError::Inconsistent("a spent token"))?;
        take(&mut pool, t)?;
        discard.push(t);
    }
    if view.boot.is_some() {
        take(&mut pool, FishToken::OldBoot)?;
    }
    module.held = vec![[0; 3]; seats];
    module.boot = view.boot;
    if let Some(own) = &own {
        for &fish in &own.tokens {
            let t = FishToken::of(fish).ok_or(SampleError::Inconsistent("an own token"))?;
            take(&mut pool, t)?;
            if let Some(h) = module.held.get_mut(own.seat as usize) {
                h[usize::from(fish - 1)] += 1;
            }
        }
    }
    // The boot is never in a hand, so it stays in the stack.
    let (mut boot, mut fish): (Vec<FishToken>, Vec<FishToken>) =
        pool.into_iter().partition(|&t| t == FishToken::OldBoot);
    fish.shuffle(ctx.rng);
    for seat in 0..seats {
        if own.as_ref().is_some_and(|o| o.seat as usize == seat) {
            continue;
        }
        for _ in 0..view.tokens[seat] {
            let t = fish
                .pop()
                .ok_or(SampleError::Inconsistent("more fish tokens held than exist"))?;
            module.held[seat][usize::from(t.fish() - 1)] += 1;
        }
    }
    fish.append(&mut boot);
    if fish.len() != usize::from(view.stack) {
        return Err(SampleError::Inconsistent("the fish stack's size"));
    }
    fish.shuffle(ctx.rng);
    module.stack.draw = fish;
    module.stack.discard = discard;
    module.scripted.clear();
    Ok(())
}
