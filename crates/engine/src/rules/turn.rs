//! The turn: rolling, production, sevens (discards, robber, robbery) and ending the turn.

use rand::RngExt;

use crate::board::{Hex, HexId};
use crate::error::RuleError;
use crate::event::Event;
use crate::modules::Hooks;
use crate::resources::{Good, ResourceSet};
use crate::state::{BuildingKind, GameState, Phase, Resume, Seat};

use super::build::wrong_phase;
use super::{Ctx, occupancy};

/// The most seats a game can have.
pub const MAX_SEATS: usize = 8;

/// The hand size above which a player discards on a 7.
pub const HAND_LIMIT: u32 = 7;

/// Draws two dice from the script, or from the RNG.
pub fn draw_dice(st: &mut GameState) -> [u8; 2] {
    if let Some(d) = st.chance.dice.pop_front() {
        return d;
    }
    let rng = &mut st.chance.rng;
    [rng.random_range(1..=6u8), rng.random_range(1..=6u8)]
}

/// Rolls the dice (or draws from a module's chance source, such as the event deck) and
/// resolves the result.
pub fn roll(ctx: &mut Ctx, seat: Seat) -> Result<(), RuleError> {
    ctx.require_current(seat)?;
    match ctx.st.phase {
        Phase::BeforeRoll => {}
        Phase::Main => return Err(RuleError::AlreadyRolled),
        ref other => return Err(wrong_phase(other)),
    }
    if !ctx
        .st
        .hooked(Hooks::ROLL | Hooks::AFTER_ROLL | Hooks::BEFORE_NUMBER)
    {
        // No module draws, refuses, precedes or follows the roll: two dice.
        let dice = draw_dice(ctx.st);
        ctx.st.last_roll = Some(dice);
        ctx.events.push(Event::DiceRolled { seat, dice });
        resolve_number(ctx, dice[0] + dice[1]);
        return Ok(());
    }
    if ctx.st.hooked(Hooks::BEFORE_NUMBER) {
        ctx.with_each_module(|m, ctx| m.hooks_mut().before_number(ctx, seat));
        if !matches!(ctx.st.phase, Phase::BeforeRoll) {
            // Held for decisions: the module that holds it draws the number afterwards
            // (`ModuleFlow::DrawNumber`).
            return Ok(());
        }
    }
    roll_number(ctx, seat);
    Ok(())
}

/// The roll once what comes before its number is resolved ([`RuleModule::before_number`]):
/// draws the production number (a module's draw, else two dice; again while the modules
/// refuse it), lets the modules follow it (`after_roll`), then resolves it unless a module
/// holds it for decisions.
///
/// [`RuleModule::before_number`]: crate::modules::RuleModule::before_number
pub fn roll_number(ctx: &mut Ctx, seat: Seat) {
    // A number the modules refuse (Catan for Two: the turn's second roll equal to the first)
    // is rolled again; the cap only guards against a module that refuses everything.
    let mut number = draw_number(ctx, seat);
    for _ in 0..1000 {
        let accepted = {
            let hc = ctx.hooks();
            hc.state
                .modules
                .iter()
                .all(|m| m.hooks().roll_accepted(&hc, number))
        };
        if accepted {
            break;
        }
        ctx.events.push(Event::RollRepeated { number });
        number = draw_number(ctx, seat);
    }
    ctx.with_each_module(|m, ctx| m.hooks_mut().after_roll(ctx, seat, number));
    if matches!(ctx.st.phase, Phase::BeforeRoll) {
        resolve_number(ctx, number);
    }
}

/// The two dice a module fixes for this roll (`RuleModule::chosen_dice`), if any: the first
/// answer of the modules declaring `ROLL`.
fn chosen_dice(ctx: &mut Ctx, seat: Seat) -> Option<[u8; 2]> {
    if !ctx.st.hooked(Hooks::ROLL) {
        return None;
    }
    for i in 0..ctx.st.modules.len() {
        let dice = ctx.with_module_at(i, |m, ctx| m.hooks_mut().chosen_dice(ctx, seat));
        if dice.is_some() {
            return dice;
        }
    }
    None
}

/// One production number: from the first module with a chance source, else two dice.
fn draw_number(ctx: &mut Ctx, seat: Seat) -> u8 {
    let mut drawn = None;
    for i in 0..ctx.st.modules.len() {
        drawn = ctx.with_module_at(i, |m, ctx| m.hooks_mut().draw_roll(ctx, seat));
        if drawn.is_some() {
            break;
        }
    }
    match drawn {
        Some(n) => {
            ctx.st.last_roll = None;
            n
        }
        None => {
            let dice = chosen_dice(ctx, seat).unwrap_or_else(|| draw_dice(ctx.st));
            ctx.st.last_roll = Some(dice);
            ctx.events.push(Event::DiceRolled { seat, dice });
            dice[0] + dice[1]
        }
    }
}

/// Resolves a production number: a 7 (discards, then the robber) or production; play then
/// goes on where the modules say (the main part of the turn, or another roll).
pub fn resolve_number(ctx: &mut Ctx, number: u8) {
    let resume = {
        let hc = ctx.hooks();
        if hc.state.hooked(Hooks::ROLL)
            && hc
                .state
                .modules
                .iter()
                .any(|m| m.hooks().roll_resume(&hc) == Resume::BeforeRoll)
        {
            Resume::BeforeRoll
        } else {
            Resume::Main
        }
    };
    if number == 7 {
        seven(ctx, resume);
    } else {
        let mut produced = produce(ctx, number);
        // Gold fields (`Produce::Gold`) pay only when the ruleset says what they pay.
        let choices = if ctx.st.ruleset.gold_field == crate::ruleset::GoldFieldYield::Nothing {
            Vec::new()
        } else {
            super::gold_field::produce(ctx, number, &mut produced)
        };
        super::interrupt::resume_from(ctx.st, resume);
        if ctx.st.hooked(Hooks::AFTER_PRODUCTION) {
            let seats = ctx.st.players.len().min(MAX_SEATS);
            ctx.with_each_module(|m, ctx| {
                m.hooks_mut()
                    .after_production(ctx, number, &produced[..seats])
            });
        }
        if !choices.is_empty() {
            super::gold_field::open(ctx, choices);
        }
    }
}

/// A 7: players over their hand limit owe discards, then the roller moves the robber (when the
/// ruleset's 7 and robber mode say so); play then resumes at `resume`.
pub fn seven(ctx: &mut Ctx, resume: Resume) {
    let mut owed = vec![0u8; ctx.st.players.len()];
    for (seat, o) in owed.iter_mut().enumerate() {
        let limit = if ctx.st.hooked(Hooks::HAND_LIMIT) {
            let hc = ctx.hooks();
            hc.state.modules.iter().fold(HAND_LIMIT, |l, m| {
                m.hooks().hand_limit(&hc, seat as Seat, l)
            })
        } else {
            HAND_LIMIT
        };
        let held = ctx.st.players[seat].hand.total();
        if held > limit {
            *o = (held / 2) as u8;
        }
    }
    if owed.iter().any(|&o| o > 0) {
        ctx.events.push(Event::DiscardsRequired {
            owed: owed
                .iter()
                .enumerate()
                .filter(|(_, o)| **o > 0)
                .map(|(s, o)| (s as Seat, *o))
                .collect(),
        });
        ctx.st.phase = Phase::Discard { owed, resume };
    } else {
        after_discards(ctx, resume);
    }
}

/// Where a 7 goes once its discards are made: the robber, when the ruleset's 7 and robber mode
/// move it now; otherwise straight back to `resume` (the phase saved on the interrupt stack
/// when `resume` says so).
/// A 7 the ruleset hands to a module (`SevenRule::DiscardsThenModule`) goes back to `resume`
/// first and then calls the module's `on_seven`, which interrupts play for its own decisions.
fn after_discards(ctx: &mut Ctx, resume: Resume) {
    if ctx.st.ruleset.seven_moves_robber(ctx.board, ctx.st) {
        ctx.st.phase = Phase::MoveRobber { resume };
        return;
    }
    super::interrupt::resume_from(ctx.st, resume);
    if let crate::ruleset::SevenRule::DiscardsThenModule(id) = ctx.st.ruleset.seven
        && let Some(index) = ctx.st.modules.iter().position(|m| m.id() == id)
    {
        let roller = ctx.st.current;
        ctx.with_module_at(index, |m, ctx| m.hooks_mut().on_seven(ctx, roller));
    }
}

/// Pays out production for a rolled number, applying the bank shortage rule per good
/// ([`pay_from_bank`]); returns what each seat received (index = seat). A hex blocked for now (occupancy) produces
/// nothing, nor does a building on an intersection blocked for its owner.
pub fn produce(ctx: &mut Ctx, number: u8) -> [ResourceSet; MAX_SEATS] {
    let seats = ctx.st.players.len().min(MAX_SEATS);
    let mut owed = [ResourceSet::EMPTY; MAX_SEATS];
    // Each kind's yield (the one table in `pieces`, then every module's change).
    let yields = {
        let hc = ctx.hooks();
        BuildingKind::ALL.map(|kind| {
            hc.state.modules.iter().fold(kind.base_yield(), |n, m| {
                m.hooks().building_yield(&hc, kind, n)
            })
        })
    };
    if ctx.st.tiles.is_empty()
        && !ctx
            .st
            .hooked(Hooks::PRODUCTION | Hooks::HEX_BLOCKED | Hooks::INTERSECTION_BLOCKED)
    {
        // The base rules alone: the board's own tiles, nothing blocked, no module changing
        // what a building receives.
        for &h in ctx.board.hexes_with_number(number) {
            if ctx.st.robber == Some(h) {
                continue;
            }
            let Some(resource) = ctx.board.tile(h).face().resource() else {
                continue;
            };
            for &v in ctx.board.hex_vertices(h) {
                if let Some(b) = ctx.st.buildings[v as usize]
                    && (b.owner as usize) < seats
                {
                    let n = yields[b.kind as usize] + b.overlays.extra_yield();
                    owed[b.owner as usize][resource] += n;
                }
            }
        }
        return pay_from_bank(ctx, &owed[..seats]);
    }
    let tiles = ctx.st.tiles_on(ctx.board);
    for h in tiles.hexes_with_number(number) {
        if ctx.st.robber == Some(h) {
            continue;
        }
        let Some(resource) = tiles.face(h).resource() else {
            continue;
        };
        if occupancy::hex_blocked(ctx.board, ctx.st, h) {
            continue;
        }
        for &v in ctx.board.hex_vertices(h) {
            if let Some(b) = ctx.st.buildings[v as usize]
                && (b.owner as usize) < seats
                && !occupancy::intersection_blocked(ctx.board, ctx.st, b.owner, v)
            {
                let n = yields[b.kind as usize] + b.overlays.extra_yield();
                // What the building receives: its yield, as each module may change it.
                let mut got = ResourceSet::of(resource, n);
                let hc = ctx.hooks();
                for m in &hc.state.modules {
                    m.hooks().production_goods(&hc, v, b, resource, &mut got);
                }
                owed[b.owner as usize].add(&got);
            }
        }
    }
    pay_from_bank(ctx, &owed[..seats])
}

/// Pays each seat what it is owed (`owed[seat]`, any goods: resources, commodities, gold) from
/// the bank, with the bank shortage rule applied per good: when the bank cannot pay everyone
/// their `good`, nobody gets it (`BankShortage`), unless only one seat is owed it, who then gets
/// what is left. Each seat paid gets a `Produced` event. Returns what each seat received.
pub fn pay_from_bank(ctx: &mut Ctx, owed: &[ResourceSet]) -> [ResourceSet; MAX_SEATS] {
    let seats = owed.len().min(MAX_SEATS);
    let mut paid = [ResourceSet::EMPTY; MAX_SEATS];
    let mut total = ResourceSet::EMPTY;
    for o in &owed[..seats] {
        total.add(o);
    }
    if ctx.st.bank.contains(&total) {
        // The usual case: the bank pays everyone in full.
        paid[..seats].copy_from_slice(&owed[..seats]);
    } else {
        pay_short(ctx, owed, &total, &mut paid);
    }
    for (seat, got) in paid.iter().enumerate().take(seats) {
        if got.is_empty() {
            continue;
        }
        ctx.st.bank.try_sub(got);
        ctx.st.players[seat].hand.add(got);
        ctx.events.push(Event::Produced {
            seat: seat as Seat,
            resources: *got,
        });
    }
    paid
}

/// [`pay_from_bank`] when the bank cannot pay everything: per good, all owed it or (when the
/// bank is short) nobody, except a sole receiver, who gets what is left.
fn pay_short(
    ctx: &mut Ctx,
    owed: &[ResourceSet],
    total: &ResourceSet,
    paid: &mut [ResourceSet; MAX_SEATS],
) {
    let seats = owed.len().min(MAX_SEATS);
    for g in Good::ALL {
        let total = total[g] as u32;
        if total == 0 {
            continue;
        }
        let in_bank = ctx.st.bank[g] as u32;
        if total <= in_bank {
            for (p, o) in paid.iter_mut().zip(owed.iter()) {
                p[g] = o[g];
            }
        } else {
            ctx.events.push(Event::BankShortage { resource: g });
            let mut receivers = (0..seats).filter(|&s| owed[s][g] > 0);
            if let (Some(only), None) = (receivers.next(), receivers.next()) {
                paid[only][g] = in_bank as u8;
            }
        }
    }
}

/// Discards owed after a 7.
pub fn discard(ctx: &mut Ctx, seat: Seat, cards: ResourceSet) -> Result<(), RuleError> {
    let Phase::Discard { owed, resume } = &ctx.st.phase else {
        return Err(wrong_phase(&ctx.st.phase));
    };
    let resume = *resume;
    let mut owed = owed.clone();
    let due = owed[seat as usize];
    if due == 0 {
        return Err(RuleError::NoDiscardOwed);
    }
    if cards.total() != due as u32 {
        return Err(RuleError::WrongCardCount {
            expected: due as u32,
        });
    }
    if cards.gold() > 0 {
        return Err(RuleError::NotACard(Good::Gold));
    }
    if !ctx.st.players[seat as usize].hand.try_sub(&cards) {
        return Err(RuleError::NotEnoughResources);
    }
    ctx.st.bank.add(&cards);
    owed[seat as usize] = 0;
    ctx.events.push(Event::Discarded { seat, cards });
    if owed.iter().all(|&o| o == 0) {
        after_discards(ctx, resume);
    } else {
        ctx.st.phase = Phase::Discard { owed, resume };
    }
    Ok(())
}

/// Whether the robber may stand on `hex` at all: the tile face allows it
/// (`robber_may_stand`, a face-down or changed tile read as it is now) and no occupancy hook
/// blocks it. Every robber placement asks this, the core's targets and fallback and a module
/// moving the robber itself (to the desert…).
pub fn robber_may_stand(board: &crate::board::Board, st: &GameState, hex: HexId) -> bool {
    (hex as usize) < board.hex_count()
        && st.tiles_on(board).face(hex).robber_may_stand()
        && !occupancy::hex_blocked(board, st, hex)
}

/// The hexes the robber may move to while the base rules alone decide (no tile changed since
/// the board was built, no module in play narrowing the targets or blocking a hex): the board's robber hexes ([`Board::robber_hexes`]),
/// of which the caller leaves out the robber's own. `None` otherwise: ask [`robber_targets`].
///
/// [`Board::robber_hexes`]: crate::board::Board::robber_hexes
pub fn base_robber_hexes<'a>(
    board: &'a crate::board::Board,
    st: &GameState,
) -> Option<&'a [HexId]> {
    (st.tiles.is_empty() && !st.hooked(Hooks::ROBBER_TARGETS | Hooks::HEX_BLOCKED))
        .then(|| board.robber_hexes())
}

/// Whether the robber may move to `h` now, for `mover` (one of [`robber_targets`]).
pub fn is_robber_target(
    board: &crate::board::Board,
    st: &GameState,
    mover: Seat,
    h: HexId,
) -> bool {
    match base_robber_hexes(board, st) {
        Some(hexes) => st.robber != Some(h) && hexes.contains(&h),
        None => robber_targets(board, st, mover).contains(&h),
    }
}

/// The hexes the robber may move to now, for `mover`.
pub fn robber_targets(ctx_board: &crate::board::Board, st: &GameState, mover: Seat) -> Vec<HexId> {
    if let Some(hexes) = base_robber_hexes(ctx_board, st) {
        return hexes
            .iter()
            .copied()
            .filter(|&h| st.robber != Some(h))
            .collect();
    }
    let hc = crate::modules::HookCtx {
        board: ctx_board,
        state: st,
    };
    let tiles = st.tiles_on(ctx_board);
    // What the tile face and occupancy allow ([`robber_may_stand`]); the modules'
    // `robber_hex_allowed` narrows it, and a module's fallback must pass it too.
    let may_stand = |h: HexId| {
        (h as usize) < ctx_board.hex_count()
            && tiles.face(h).robber_may_stand()
            && !occupancy::hex_blocked(ctx_board, st, h)
    };
    // Sized once (a collected filter grows from nothing, three allocations for a base board).
    let mut targets: Vec<HexId> = Vec::with_capacity(ctx_board.hex_count());
    targets.extend(
        (0..ctx_board.hex_count() as HexId)
            .filter(|&h| st.robber != Some(h) && may_stand(h))
            .filter(|&h| {
                st.modules
                    .iter()
                    .all(|m| m.hooks().robber_hex_allowed(&hc, mover, h))
            }),
    );
    if targets.is_empty()
        && let Some(h) = st
            .modules
            .iter()
            .filter_map(|m| m.hooks().robber_fallback(&hc))
            .find(|&h| may_stand(h))
    {
        targets.push(h);
    }
    targets
}

/// The players `thief` may rob at `hex` (others with a building there and at least one card),
/// as a bit mask over seats.
pub fn robbery_victims(
    board: &crate::board::Board,
    st: &GameState,
    thief: Seat,
    hex: HexId,
) -> u16 {
    robbery_victims_among(board, st, thief, hex, robbable(st, thief))
}

/// The seats `thief` could rob anywhere before the board and the modules are asked: the other
/// players holding a card, as a bit mask (what [`robbery_victims_among`] takes).
pub fn robbable(st: &GameState, thief: Seat) -> u16 {
    let mut mask: u16 = 0;
    for (s, p) in st.players.iter().enumerate().take(16) {
        if s != thief as usize && p.hand.total() > 0 {
            mask |= 1 << s;
        }
    }
    mask
}

/// [`robbery_victims`] with the seats holding a card worked out once ([`robbable`]), for
/// asking about many hexes.
pub fn robbery_victims_among(
    board: &crate::board::Board,
    st: &GameState,
    thief: Seat,
    hex: HexId,
    robbable: u16,
) -> u16 {
    let mut victims: u16 = 0;
    for &v in board.hex_vertices(hex) {
        if let Some(b) = st.buildings[v as usize]
            && b.owner < 16
        {
            victims |= robbable & (1 << b.owner);
        }
    }
    victims_the_modules_allow(board, st, thief, victims)
}

/// The seats among `robbable` with a building at each hex, by hex id (before the modules'
/// `may_rob` is asked, [`victims_the_modules_allow`]): every hex's victims from one pass over
/// the buildings.
pub fn victims_by_hex(board: &crate::board::Board, st: &GameState, robbable: u16) -> [u16; 256] {
    let mut by_hex = [0u16; 256];
    for (v, b) in st.buildings.iter().enumerate() {
        if let Some(b) = b
            && b.owner < 16
            && robbable & (1 << b.owner) != 0
        {
            for h in board.vertex_hexes(v as crate::board::VertexId) {
                by_hex[h as usize] |= 1 << b.owner;
            }
        }
    }
    by_hex
}

/// The seats of `victims` that every module lets `thief` rob (all of them with no module).
pub fn victims_the_modules_allow(
    board: &crate::board::Board,
    st: &GameState,
    thief: Seat,
    mut victims: u16,
) -> u16 {
    if victims != 0 && st.hooked(Hooks::MAY_ROB) {
        let hc = crate::modules::HookCtx { board, state: st };
        for seat in seats_in(victims) {
            if !st
                .modules
                .iter()
                .all(|m| m.hooks().may_rob(&hc, thief, seat))
            {
                victims &= !(1 << seat);
            }
        }
    }
    victims
}

/// The seats in a bit mask, in increasing order.
pub fn seats_in(mask: u16) -> impl Iterator<Item = Seat> {
    let mut bits = mask;
    std::iter::from_fn(move || {
        if bits == 0 {
            return None;
        }
        let s = bits.trailing_zeros() as Seat;
        bits &= bits - 1;
        Some(s)
    })
}

/// Moves the robber and robs the chosen victim.
pub fn move_robber(
    ctx: &mut Ctx,
    seat: Seat,
    hex: Hex,
    victim: Option<Seat>,
) -> Result<(), RuleError> {
    ctx.require_current(seat)?;
    let Phase::MoveRobber { resume } = ctx.st.phase else {
        return Err(wrong_phase(&ctx.st.phase));
    };
    let h = ctx.board.hex_id(hex).ok_or(RuleError::NotOnBoard)?;
    if !is_robber_target(ctx.board, ctx.st, seat, h) {
        return Err(if ctx.st.robber == Some(h) {
            RuleError::RobberMustMove
        } else {
            RuleError::RobberNotAllowed
        });
    }
    let victims = robbery_victims(ctx.board, ctx.st, seat, h);
    match victim {
        Some(v) if v < 16 && victims & (1 << v) != 0 => {}
        None if victims == 0 => {}
        _ => return Err(RuleError::InvalidVictim),
    }
    ctx.st.robber = Some(h);
    ctx.events.push(Event::RobberMoved { seat, hex });
    if let Some(victim) = victim {
        let taken = steal_card(ctx.st, victim);
        if let Some(r) = taken {
            ctx.st.players[victim as usize].hand[r] -= 1;
            ctx.st.players[seat as usize].hand[r] += 1;
        }
        ctx.events.push(Event::Stole {
            thief: seat,
            victim,
            resource: taken,
        });
    }
    super::interrupt::resume_from(ctx.st, resume);
    Ok(())
}

/// Picks the card a robbery takes: the scripted one if the victim holds it, else one at random
/// among the victim's cards (resources and commodities; gold is not a card and is never taken).
pub fn steal_card(st: &mut GameState, victim: Seat) -> Option<Good> {
    let hand = st.players[victim as usize].hand;
    if let Some(r) = st.chance.steals.pop_front()
        && r.is_card()
        && hand[r] > 0
    {
        return Some(r);
    }
    let total = hand.total();
    if total == 0 {
        return None;
    }
    let i = st.chance.rng.random_range(0..total);
    hand.nth_card(i)
}
