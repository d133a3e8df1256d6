//! Development cards: buying and playing (one per turn, never on the turn bought).

use crate::error::RuleError;
use crate::event::Event;
use crate::goods::take_all_of;
use crate::resources::{DEV_CARD_COST, DevCard, Resource, ResourceSet};
use crate::state::{Phase, Seat};

use super::build::{pay, road_building_useful, wrong_phase};
use super::{Ctx, awards};

/// Buys the top development card.
pub fn buy(ctx: &mut Ctx, seat: Seat) -> Result<(), RuleError> {
    ctx.require_current(seat)?;
    match ctx.st.phase {
        Phase::Main => {}
        Phase::BeforeRoll => return Err(RuleError::MustRollFirst),
        ref other => return Err(wrong_phase(other)),
    }
    if let crate::ruleset::DeckChoice::Module(id) = ctx.st.ruleset.deck {
        return buy_from_module(ctx, seat, id);
    }
    if !ctx.st.ruleset.base_deck() {
        return Err(RuleError::NoDevDeck);
    }
    if ctx.st.dev_deck.is_empty() {
        return Err(RuleError::DeckEmpty);
    }
    pay(ctx, seat, &DEV_CARD_COST)?;
    let Some(card) = ctx.st.dev_deck.pop() else {
        return Err(RuleError::DeckEmpty);
    };
    let p = &mut ctx.st.players[seat as usize];
    p.dev_cards[card] += 1;
    p.dev_bought_this_turn[card] += 1;
    ctx.events.push(Event::DevCardBought {
        seat,
        card: Some(card),
    });
    Ok(())
}

/// Buys from a module's deck (`DeckChoice::Module`, see `rules::deck`): a card must be left
/// (`deck_cards_left`), the price is the ruleset's `deck_cost`, and the module draws and
/// resolves it (`deck_draw`). The phase is already checked.
fn buy_from_module(
    ctx: &mut Ctx,
    seat: Seat,
    id: crate::modules::ModuleId,
) -> Result<(), RuleError> {
    let Some(index) = module_deck_index(ctx.st, id) else {
        return Err(RuleError::NoDevDeck);
    };
    if module_deck_left(ctx.board, ctx.st, index) == 0 {
        return Err(RuleError::DeckEmpty);
    }
    let cost = ctx.st.ruleset.deck_cost;
    pay(ctx, seat, &cost)?;
    ctx.with_module_at(index, |m, ctx| m.hooks_mut().deck_draw(ctx, seat));
    Ok(())
}

fn module_deck_index(st: &crate::state::GameState, id: crate::modules::ModuleId) -> Option<usize> {
    st.modules.iter().position(|m| m.id() == id)
}

fn module_deck_left(
    board: &crate::board::Board,
    st: &crate::state::GameState,
    index: usize,
) -> u32 {
    let hc = crate::modules::HookCtx { board, state: st };
    st.modules[index].hooks().deck_cards_left(&hc)
}

/// Whether `seat` may buy from a module's deck now (the legal-action list; the phase and turn
/// are the caller's): the ruleset names a module's deck, a card is left and the hand pays the
/// ruleset's price. `false` at once in a game with the base deck.
#[inline]
pub fn module_deck_buyable(
    board: &crate::board::Board,
    st: &crate::state::GameState,
    seat: Seat,
) -> bool {
    match st.ruleset.deck {
        crate::ruleset::DeckChoice::Module(id) => module_deck_buyable_from(board, st, seat, id),
        _ => false,
    }
}

fn module_deck_buyable_from(
    board: &crate::board::Board,
    st: &crate::state::GameState,
    seat: Seat,
    id: crate::modules::ModuleId,
) -> bool {
    st.players[seat as usize]
        .hand
        .contains(&st.ruleset.deck_cost)
        && module_deck_index(st, id).is_some_and(|i| module_deck_left(board, st, i) > 0)
}

/// Whether `seat` holds a card of this kind bought before this turn.
pub fn can_play_kind(ctx_st: &crate::state::GameState, seat: Seat, card: DevCard) -> bool {
    let p = &ctx_st.players[seat as usize];
    p.dev_cards[card] > p.dev_bought_this_turn[card]
}

/// Common checks for playing a card (before rolling or in the main phase).
fn start_play(ctx: &mut Ctx, seat: Seat, card: DevCard) -> Result<(), RuleError> {
    ctx.require_current(seat)?;
    match ctx.st.phase {
        Phase::BeforeRoll | Phase::Main => {}
        ref other => return Err(wrong_phase(other)),
    }
    if ctx.st.dev_played_this_turn {
        return Err(RuleError::DevCardAlreadyPlayed);
    }
    if !can_play_kind(ctx.st, seat, card) {
        return Err(RuleError::NoPlayableCard);
    }
    Ok(())
}

fn road_building_useful_without_pieces(ctx: &Ctx, seat: Seat) -> bool {
    let hc = ctx.hooks();
    hc.state
        .modules
        .iter()
        .any(|m| m.hooks().free_road_alternative(&hc, seat))
}

fn finish_play(ctx: &mut Ctx, seat: Seat, card: DevCard) {
    let player = &mut ctx.st.players[seat as usize];
    player.dev_cards[card] -= 1;
    player.dev_cards_played[card] = player.dev_cards_played[card].saturating_add(1);
    ctx.st.dev_played_this_turn = true;
    ctx.events.push(Event::DevCardPlayed { seat, card });
}

/// Plays a knight: the robber moves next (unless the ruleset's robber may not move now: then
/// the knight only counts towards Largest Army).
pub fn play_knight(ctx: &mut Ctx, seat: Seat) -> Result<(), RuleError> {
    start_play(ctx, seat, DevCard::Knight)?;
    finish_play(ctx, seat, DevCard::Knight);
    ctx.st.players[seat as usize].knights_played += 1;
    awards::update_largest_army(ctx, seat);
    if ctx.st.ruleset.robber_may_move(ctx.board, ctx.st) {
        super::interrupt::open(ctx.st, |resume| Phase::MoveRobber { resume });
    }
    Ok(())
}

/// Plays Road Building: up to two free roads, as many as can be placed.
pub fn play_road_building(ctx: &mut Ctx, seat: Seat) -> Result<(), RuleError> {
    start_play(ctx, seat, DevCard::RoadBuilding)?;
    let roads_left = ctx.st.players[seat as usize].roads_left;
    if !road_building_useful(ctx.board, ctx.st, seat) {
        return Err(if roads_left == 0 {
            RuleError::NoPiecesLeft("roads")
        } else {
            RuleError::NoLegalPlacement
        });
    }
    finish_play(ctx, seat, DevCard::RoadBuilding);
    // Two free roads, as many as the stock allows; a repair (Catan Event Cards) uses one
    // without taking a piece.
    let remaining = if road_building_useful_without_pieces(ctx, seat) {
        2
    } else {
        roads_left.min(2)
    };
    super::interrupt::open(ctx.st, |resume| Phase::RoadBuilding { remaining, resume });
    Ok(())
}

/// Plays Year of Plenty: two resource cards from the bank, or all it has if fewer.
pub fn play_year_of_plenty(ctx: &mut Ctx, seat: Seat, take: ResourceSet) -> Result<(), RuleError> {
    start_play(ctx, seat, DevCard::YearOfPlenty)?;
    let expected = ctx.st.bank.resources_only().total().min(2);
    if expected == 0 {
        return Err(RuleError::BankShort);
    }
    // Resources only: commodities and gold are not taken with Year of Plenty.
    if take.total() != expected || take != take.resources_only() {
        return Err(RuleError::WrongCardCount { expected });
    }
    if !ctx.st.bank.contains(&take) {
        return Err(RuleError::BankShort);
    }
    finish_play(ctx, seat, DevCard::YearOfPlenty);
    ctx.st.bank.try_sub(&take);
    ctx.st.players[seat as usize].hand.add(&take);
    ctx.events.push(Event::YearOfPlenty {
        seat,
        resources: take,
    });
    Ok(())
}

/// Plays Monopoly: every other player hands over all cards of the resource
/// ([`take_all_of`], the general operation over goods).
pub fn play_monopoly(ctx: &mut Ctx, seat: Seat, resource: Resource) -> Result<(), RuleError> {
    start_play(ctx, seat, DevCard::Monopoly)?;
    finish_play(ctx, seat, DevCard::Monopoly);
    let taken = take_all_of(ctx.st, seat, resource.into());
    ctx.events.push(Event::Monopoly {
        seat,
        resource,
        taken,
    });
    Ok(())
}
