//! Catan for Two's actions: the free neutral pieces, the trade-token actions (forced trade,
//! robber to the desert) and discarding a played knight for tokens.

use super::{
    CatanForTwo, CatanForTwoAction, CatanForTwoError, CatanForTwoEvent, Interrupt, KNIGHT_TOKENS,
    NeutralPiece, neutral_owners,
};
use crate::action::Action;
use crate::board::{EdgeId, VertexId};
use crate::error::RuleError;
use crate::event::Event;
use crate::modules::{Built, HookCtx, ModuleFlow, ModuleId, desert};
use crate::resources::{Resource, ResourceSet};
use crate::rules::build::{check_road_spot, check_settlement_spot};
use crate::rules::interrupt;
use crate::rules::turn::steal_card;
use crate::rules::{Ctx, awards};
use crate::state::{Building, BuildingKind, Phase, Seat};

/// The other player.
fn opponent(seat: Seat) -> Seat {
    1 - seat.min(1)
}

/// Tokens a token action costs `seat`: 2 when it leads in (public) points, else 1.
pub fn token_cost(ctx: &HookCtx, seat: Seat) -> u8 {
    if ctx.public_vp(seat) > ctx.public_vp(opponent(seat)) {
        2
    } else {
        1
    }
}

/// The neutral road spots of neutral colour `owner`.
fn neutral_road_spots(ctx: &HookCtx, owner: Seat) -> Vec<EdgeId> {
    let mut spots = Vec::new();
    crate::rules::build::for_each_road_spot(ctx.board, ctx.state, owner, |e| {
        spots.push(e);
        true
    });
    spots
}

/// The neutral settlement spots of neutral colour `owner`.
fn neutral_settlement_spots(ctx: &HookCtx, owner: Seat) -> Vec<VertexId> {
    crate::rules::build::network_vertices(ctx.board, ctx.state, owner)
        .iter()
        .filter(|&v| check_settlement_spot(ctx.board, ctx.state, owner, v, true).is_ok())
        .collect()
}

/// After an action: turns a neutral piece owed for a build into the decision to place it (a
/// road when no neutral settlement can stand; nothing when nothing can be placed).
pub fn open_neutral_placement(module: &mut CatanForTwo, ctx: &mut Ctx) {
    let Some(owed) = module.owed.take() else {
        return;
    };
    if matches!(ctx.st.phase, Phase::GameOver { .. }) || module.interrupt.is_some() {
        return;
    }
    // The other modules' reactions to the build come first, so the neutral piece is chosen on
    // the board they leave (Barbarian Attack: the landings for the player's own settlement are
    // rolled before the neutral one's, seed 000 §7(4), and may conquer the spots it had).
    let seat = ctx.st.current;
    ctx.with_each_module(|m, ctx| {
        if m.hooks().after_action_due() {
            m.hooks_mut().after_action(ctx, seat);
        }
    });
    if matches!(ctx.st.phase, Phase::GameOver { .. }) {
        return;
    }
    let hc = ctx.hooks();
    let owners = neutral_owners(hc.state);
    let can_settle = (0..2).any(|i| {
        module.neutral_settlements_left[i] > 0
            && !neutral_settlement_spots(&hc, owners[i]).is_empty()
    });
    let can_road = (0..2).any(|i| {
        module.neutral_roads_left[i] > 0 && !neutral_road_spots(&hc, owners[i]).is_empty()
    });
    let piece = match owed {
        NeutralPiece::Settlement if can_settle => NeutralPiece::Settlement,
        _ if can_road => NeutralPiece::Road,
        _ => return,
    };
    module.interrupt = Some(Interrupt::Neutral {
        piece,
        resume: ctx.st.phase.clone(),
    });
    interrupt::push(
        ctx.st,
        Phase::ModuleDecisions {
            module: ModuleId::CatanForTwo,
        },
    );
}

/// Appends the module's legal actions for `seat`.
pub fn legal_actions(module: &CatanForTwo, ctx: &HookCtx, seat: Seat, out: &mut Vec<Action>) {
    let st = ctx.state;
    if seat != st.current {
        return;
    }
    let owners = neutral_owners(st);
    if module.interrupt.is_some() && !deciding(&st.phase) {
        // Another interruption is open on top of this module's decision.
        return;
    }
    match &module.interrupt {
        Some(Interrupt::Neutral { piece, .. }) => {
            for (i, &owner) in owners.iter().enumerate() {
                match piece {
                    NeutralPiece::Settlement if module.neutral_settlements_left[i] > 0 => {
                        for v in neutral_settlement_spots(ctx, owner) {
                            let vertex = ctx.board.vertex(v);
                            let neutral = owner;
                            out.push(
                                CatanForTwoAction::BuildNeutralSettlement { neutral, vertex }
                                    .into(),
                            );
                        }
                    }
                    NeutralPiece::Road if module.neutral_roads_left[i] > 0 => {
                        for e in neutral_road_spots(ctx, owner) {
                            let edge = ctx.board.edge(e);
                            let neutral = owner;
                            out.push(CatanForTwoAction::BuildNeutralRoad { neutral, edge }.into());
                        }
                    }
                    _ => {}
                }
            }
            return;
        }
        Some(Interrupt::ReturnCards { count, .. }) => {
            return_choices(st.players[seat as usize].hand, *count, out);
            return;
        }
        None => {}
    }
    let p = &st.players[seat as usize];
    if matches!(st.phase, Phase::BeforeRoll | Phase::Main)
        && !module.knight_discarded
        && p.knights_played > 0
        && module.supply > 0
    {
        out.push(CatanForTwoAction::DiscardKnight.into());
    }
    if st.phase != Phase::Main || module.tokens_used {
        return;
    }
    if module.tokens[seat as usize] >= token_cost(ctx, seat) {
        if st.players[opponent(seat) as usize].hand.total() > 0 {
            out.push(CatanForTwoAction::ForcedTrade.into());
        }
        if has_robber(ctx)
            && desert(ctx.board).is_some_and(|d| {
                st.robber != Some(d) && crate::rules::turn::robber_may_stand(ctx.board, st, d)
            })
        {
            out.push(CatanForTwoAction::RobberToDesert.into());
        }
    }
}

/// Whether the game has a robber to put on the desert (a scenario without one, Barbarian
/// Attack, sells another token action through the hooks `spendable_tokens` / `change_tokens`).
fn has_robber(ctx: &HookCtx) -> bool {
    ctx.state.ruleset().robber != crate::ruleset::RobberMode::None
}

/// Every way to give back `count` cards from `hand` (`count` is 1 or 2).
fn return_choices(hand: ResourceSet, count: u8, out: &mut Vec<Action>) {
    for (i, &a) in Resource::ALL.iter().enumerate() {
        if hand[a] == 0 {
            continue;
        }
        if count == 1 {
            let cards = ResourceSet::of(a, 1);
            out.push(CatanForTwoAction::ReturnCards { cards }.into());
            continue;
        }
        for &b in &Resource::ALL[i..] {
            let mut cards = ResourceSet::of(a, 1);
            cards[b] += 1;
            if hand.contains(&cards) {
                out.push(CatanForTwoAction::ReturnCards { cards }.into());
            }
        }
    }
}

/// Applies one of the module's actions.
pub fn apply_action(
    module: &mut CatanForTwo,
    ctx: &mut Ctx,
    seat: Seat,
    action: &CatanForTwoAction,
) -> Result<ModuleFlow, RuleError> {
    match action {
        CatanForTwoAction::BuildNeutralRoad { neutral, edge } => {
            let e = ctx.board.edge_id(*edge);
            build_neutral(
                module,
                ctx,
                seat,
                *neutral,
                NeutralPiece::Road,
                |ctx, owner| {
                    let e = e.ok_or(RuleError::NotOnBoard)?;
                    check_road_spot(ctx.board, ctx.st, owner, e)?;
                    Ok(Placement::Road(e))
                },
            )
        }
        CatanForTwoAction::BuildNeutralSettlement { neutral, vertex } => {
            let v = ctx.board.vertex_id(*vertex);
            build_neutral(
                module,
                ctx,
                seat,
                *neutral,
                NeutralPiece::Settlement,
                |ctx, owner| {
                    let v = v.ok_or(RuleError::NotOnBoard)?;
                    check_settlement_spot(ctx.board, ctx.st, owner, v, true)?;
                    Ok(Placement::Settlement(v))
                },
            )
        }
        CatanForTwoAction::ForcedTrade => forced_trade(module, ctx, seat),
        CatanForTwoAction::ReturnCards { cards } => return_cards(module, ctx, seat, *cards),
        CatanForTwoAction::RobberToDesert => robber_to_desert(module, ctx, seat),
        CatanForTwoAction::DiscardKnight => discard_knight(module, ctx, seat),
    }
}

enum Placement {
    Road(EdgeId),
    Settlement(VertexId),
}

fn build_neutral(
    module: &mut CatanForTwo,
    ctx: &mut Ctx,
    seat: Seat,
    neutral: Seat,
    kind: NeutralPiece,
    check: impl FnOnce(&Ctx, Seat) -> Result<Placement, RuleError>,
) -> Result<ModuleFlow, RuleError> {
    ctx.require_current(seat)?;
    let Some(Interrupt::Neutral { piece, resume }) = &module.interrupt else {
        return Err(RuleError::NoDecisionOwed);
    };
    if !deciding(&ctx.st.phase) {
        return Err(RuleError::NoDecisionOwed);
    }
    if *piece != kind {
        return Err(RuleError::NoDecisionOwed);
    }
    let resume = resume.clone();
    let owners = neutral_owners(ctx.st);
    let Some(i) = owners.iter().position(|&o| o == neutral) else {
        return Err(RuleError::NoSuchSeat(neutral));
    };
    let stock = match kind {
        NeutralPiece::Road => module.neutral_roads_left[i],
        NeutralPiece::Settlement => module.neutral_settlements_left[i],
    };
    if stock == 0 {
        return Err(RuleError::NoPiecesLeft("neutral pieces"));
    }
    match check(ctx, neutral)? {
        Placement::Road(e) => {
            ctx.st.roads[e as usize] = Some(neutral);
            module.neutral_roads_left[i] -= 1;
            ctx.events.push(CatanForTwoEvent::NeutralRoadBuilt {
                by: seat,
                neutral,
                edge: ctx.board.edge(e),
            }.into());
            // The other modules hear of it as of any build (Barbarian Attack's landings).
            ctx.with_modules(|m, hc, ev| m.after_build(hc, neutral, Built::Road(e), ev));
        }
        Placement::Settlement(v) => {
            let cut = awards::seats_cut_at(ctx.board, ctx.st, neutral, v);
            ctx.st.buildings[v as usize] = Some(Building::new(neutral, BuildingKind::Settlement));
            module.neutral_settlements_left[i] -= 1;
            ctx.events.push(CatanForTwoEvent::NeutralSettlementBuilt {
                by: Some(seat),
                neutral,
                vertex: ctx.board.vertex(v),
            }.into());
            awards::update_longest_road(ctx, &cut);
            ctx.with_modules(|m, hc, ev| {
                m.after_build(hc, neutral, Built::Building(v, BuildingKind::Settlement), ev)
            });
        }
    }
    module.interrupt = None;
    back(ctx, seat, resume);
    Ok(ModuleFlow::Done)
}

/// Returns to the interrupted phase (Road Building ends if the neutral piece took its last
/// spot): the one on the core's stack, or, in a game stored before the stack existed (the
/// stack is empty), the copy the decision kept.
fn back(ctx: &mut Ctx, seat: Seat, saved: Phase) {
    interrupt::resume(ctx, seat, saved);
}

/// Whether the game waits for this module's decision now (not for one opened on top of it).
pub(super) fn deciding(phase: &Phase) -> bool {
    *phase
        == Phase::ModuleDecisions {
            module: ModuleId::CatanForTwo,
        }
}

/// Checks a token action and pays for it.
fn spend_tokens(module: &mut CatanForTwo, ctx: &mut Ctx, seat: Seat) -> Result<u8, RuleError> {
    ctx.require_current(seat)?;
    match ctx.st.phase {
        Phase::Main => {}
        Phase::BeforeRoll => return Err(RuleError::MustRollFirst),
        ref other => return Err(crate::rules::build::wrong_phase(other)),
    }
    if module.tokens_used {
        return Err(CatanForTwoError::TokensAlreadyUsed.into());
    }
    let cost = token_cost(&ctx.hooks(), seat);
    if module.tokens[seat as usize] < cost {
        return Err(CatanForTwoError::NotEnoughTokens { needed: cost }.into());
    }
    Ok(cost)
}

fn pay_tokens(module: &mut CatanForTwo, ctx: &mut Ctx, seat: Seat, cost: u8) {
    module.tokens[seat as usize] -= cost;
    module.supply += cost;
    module.tokens_used = true;
    ctx.events.push(CatanForTwoEvent::TradeTokens {
        seat,
        change: -(cost as i8),
        held: module.tokens[seat as usize],
    }.into());
}

fn forced_trade(
    module: &mut CatanForTwo,
    ctx: &mut Ctx,
    seat: Seat,
) -> Result<ModuleFlow, RuleError> {
    let cost = spend_tokens(module, ctx, seat)?;
    let from = opponent(seat);
    let count = ctx.st.players[from as usize].hand.total().min(2) as u8;
    if count == 0 {
        return Err(RuleError::InvalidVictim);
    }
    pay_tokens(module, ctx, seat, cost);
    let mut drawn = ResourceSet::EMPTY;
    for _ in 0..count {
        if let Some(r) = steal_card(ctx.st, from) {
            ctx.st.players[from as usize].hand[r] -= 1;
            ctx.st.players[seat as usize].hand[r] += 1;
            drawn[r] += 1;
        }
    }
    ctx.events.push(CatanForTwoEvent::ForcedTradeDrawn {
        seat,
        from,
        count,
        cards: Some(drawn),
    }.into());
    module.interrupt = Some(Interrupt::ReturnCards {
        to: from,
        count,
        resume: ctx.st.phase.clone(),
    });
    interrupt::push(
        ctx.st,
        Phase::ModuleDecisions {
            module: ModuleId::CatanForTwo,
        },
    );
    Ok(ModuleFlow::Done)
}

fn return_cards(
    module: &mut CatanForTwo,
    ctx: &mut Ctx,
    seat: Seat,
    cards: ResourceSet,
) -> Result<ModuleFlow, RuleError> {
    ctx.require_current(seat)?;
    let Some(Interrupt::ReturnCards { to, count, resume }) = &module.interrupt else {
        return Err(RuleError::NoDecisionOwed);
    };
    if !deciding(&ctx.st.phase) {
        return Err(RuleError::NoDecisionOwed);
    }
    let (to, count, resume) = (*to, *count, resume.clone());
    if cards.gold() > 0 {
        return Err(RuleError::NotACard(crate::goods::Good::Gold));
    }
    if cards.total() != count as u32 {
        return Err(RuleError::WrongCardCount {
            expected: count as u32,
        });
    }
    if !ctx.st.players[seat as usize].hand.try_sub(&cards) {
        return Err(RuleError::NotEnoughResources);
    }
    ctx.st.players[to as usize].hand.add(&cards);
    for (r, n) in cards.iter() {
        for _ in 0..n {
            ctx.events.push(Event::CardGiven {
                from: seat,
                to,
                resource: Some(r),
            });
        }
    }
    module.interrupt = None;
    back(ctx, seat, resume);
    Ok(ModuleFlow::Done)
}

fn robber_to_desert(
    module: &mut CatanForTwo,
    ctx: &mut Ctx,
    seat: Seat,
) -> Result<ModuleFlow, RuleError> {
    let cost = spend_tokens(module, ctx, seat)?;
    if !has_robber(&ctx.hooks()) {
        return Err(RuleError::RobberNotAllowed);
    }
    let d = desert(ctx.board)
        .filter(|&d| crate::rules::turn::robber_may_stand(ctx.board, ctx.st, d))
        .ok_or(RuleError::RobberNotAllowed)?;
    if ctx.st.robber == Some(d) {
        return Err(RuleError::RobberMustMove);
    }
    pay_tokens(module, ctx, seat, cost);
    ctx.st.robber = Some(d);
    ctx.events.push(Event::RobberMoved {
        seat,
        hex: ctx.board.hex(d),
    });
    Ok(ModuleFlow::Done)
}

fn discard_knight(
    module: &mut CatanForTwo,
    ctx: &mut Ctx,
    seat: Seat,
) -> Result<ModuleFlow, RuleError> {
    ctx.require_current(seat)?;
    match ctx.st.phase {
        Phase::BeforeRoll | Phase::Main => {}
        ref other => return Err(crate::rules::build::wrong_phase(other)),
    }
    if module.knight_discarded
        || ctx.st.players[seat as usize].knights_played == 0
        || module.supply == 0
    {
        return Err(CatanForTwoError::NoKnightToDiscard.into());
    }
    ctx.st.players[seat as usize].knights_played -= 1;
    module.knight_discarded = true;
    let earned = KNIGHT_TOKENS.min(module.supply);
    module.supply -= earned;
    module.tokens[seat as usize] += earned;
    ctx.events.push(CatanForTwoEvent::KnightDiscarded { seat }.into());
    ctx.events.push(CatanForTwoEvent::TradeTokens {
        seat,
        change: earned as i8,
        held: module.tokens[seat as usize],
    }.into());
    awards::recheck_largest_army(ctx);
    Ok(ModuleFlow::Done)
}
