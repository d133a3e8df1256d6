//! The progress cards whose effect needs choices after the play, each a decision through the
//! interrupt stack (like the Wedding's gifts): the Spy and the Master Merchant (the player
//! looks at another hand, then takes), the Deserter (the named seat removes a knight, then the
//! player may place one), the Commercial Harbor (a resource given to each other seat in turn,
//! a commodity of its choice given back) and the Saboteur (discards of half a hand).
//!
//! While a choice is owed the phase is this module's decisions and [`PlayChoice`] says who
//! owes what; the last answer resumes the main phase.

use serde::{Deserialize, Serialize};

use super::progress::ProgressCard;
use super::{CitiesAndKnights, CkAction, CkDecision, CkError, CkEvent, Knight, Track};
use crate::action::Action;
use crate::board::{Board, Hex, HexId};
use crate::error::RuleError;
use crate::event::Event;
use crate::game::Pending;
use crate::goods::{Commodity, Good};
use crate::modules::{HookCtx, ModuleId};
use crate::resources::{Resource, ResourceSet};
use crate::rules::{Ctx, interrupt};
use crate::state::{GameState, Phase, Seat};

/// A progress card's choices still owed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PlayChoice {
    /// The Spy: `seat` takes one of `target`'s progress cards.
    Spy {
        /// Who played it.
        seat: Seat,
        /// Whose cards it looks at.
        target: Seat,
    },
    /// The Master Merchant: `seat` takes 2 of `target`'s cards.
    MasterMerchant {
        /// Who played it.
        seat: Seat,
        /// Whose hand it looks at.
        target: Seat,
    },
    /// The Deserter: `target` removes one of its knights.
    DeserterRemove {
        /// Who played it.
        seat: Seat,
        /// Whose knight deserts.
        target: Seat,
    },
    /// The Deserter: `seat` may place a knight of `level`.
    DeserterPlace {
        /// Who played it.
        seat: Seat,
        /// The deserter's level (the placed knight's).
        level: u8,
    },
    /// The Commercial Harbor: `seat` gives `target` a resource of its choice.
    HarborOffer {
        /// Who played it.
        seat: Seat,
        /// The seat it trades with now.
        target: Seat,
        /// The seats still to come, in turn order.
        rest: Vec<Seat>,
    },
    /// The Commercial Harbor: `target` gives `seat` a commodity of its choice.
    HarborAnswer {
        /// Who played it.
        seat: Seat,
        /// The seat that gives a commodity back.
        target: Seat,
        /// The seats still to come, in turn order.
        rest: Vec<Seat>,
    },
    /// The Saboteur: each of `owed` discards half its cards (rounded down).
    Saboteur {
        /// Who played it.
        seat: Seat,
        /// Seats still discarding, in seat order.
        owed: Vec<Seat>,
    },
}

/// Whether the phase is this module's decisions (nothing open on top of them).
fn deciding(st: &GameState) -> bool {
    matches!(
        st.phase,
        Phase::ModuleDecisions {
            module: ModuleId::CitiesAndKnights,
        }
    )
}

/// Opens `choice`, owed by `seats` (the play's own action interrupts the main phase).
pub(super) fn open(ck: &mut CitiesAndKnights, ctx: &mut Ctx, choice: PlayChoice) {
    let seats = owers(&choice);
    ctx.events.push(Event::DecisionsRequired { seats });
    if !deciding(ctx.st) {
        interrupt::push(
            ctx.st,
            Phase::ModuleDecisions {
                module: ModuleId::CitiesAndKnights,
            },
        );
    }
    ck.choice = Some(choice);
}

/// The next choice (announced) or, with none, the main phase back.
fn next(ck: &mut CitiesAndKnights, ctx: &mut Ctx, choice: Option<PlayChoice>) {
    match choice {
        Some(c) => {
            ctx.events.push(Event::DecisionsRequired { seats: owers(&c) });
            ck.choice = Some(c);
        }
        None => {
            ck.choice = None;
            let current = ctx.st.current;
            interrupt::resume(ctx, current, Phase::Main);
        }
    }
}

/// The seats a choice waits for.
fn owers(choice: &PlayChoice) -> Vec<Seat> {
    match choice {
        PlayChoice::Spy { seat, .. }
        | PlayChoice::MasterMerchant { seat, .. }
        | PlayChoice::DeserterPlace { seat, .. }
        | PlayChoice::HarborOffer { seat, .. } => vec![*seat],
        PlayChoice::DeserterRemove { target, .. } | PlayChoice::HarborAnswer { target, .. } => vec![*target],
        PlayChoice::Saboteur { owed, .. } => owed.clone(),
    }
}

/// The decisions owed.
pub fn pending(ck: &CitiesAndKnights, ctx: &HookCtx, out: &mut Vec<Pending>) {
    let Some(c) = ck.choice.as_ref().filter(|_| deciding(ctx.state)) else {
        return;
    };
    let decision = match c {
        PlayChoice::Spy { .. } => CkDecision::SpyCard,
        PlayChoice::MasterMerchant { .. } => CkDecision::MerchantCards,
        PlayChoice::DeserterRemove { .. } => CkDecision::DeserterKnight,
        PlayChoice::DeserterPlace { .. } => CkDecision::DeserterPlacement,
        PlayChoice::HarborOffer { .. } => CkDecision::HarborResource,
        PlayChoice::HarborAnswer { .. } => CkDecision::HarborCommodity,
        PlayChoice::Saboteur { .. } => CkDecision::SaboteurDiscard,
    };
    for seat in owers(c) {
        out.push(Pending {
            seat,
            decision: decision.into(),
        });
    }
}

/// What the player sees while it chooses: the hand it looks at (its private view only).
pub fn peek(ck: &CitiesAndKnights, st: &GameState, viewer: Seat) -> Option<super::types::Peek> {
    match *ck.choice.as_ref()? {
        PlayChoice::Spy { seat, target } if seat == viewer => Some(super::types::Peek {
            seat: target,
            cards: ck.progress.hand(target).to_vec(),
            goods: None,
        }),
        PlayChoice::MasterMerchant { seat, target } if seat == viewer => Some(super::types::Peek {
            seat: target,
            cards: Vec::new(),
            goods: Some(st.players[target as usize].hand),
        }),
        _ => None,
    }
}

/// Every good, resources then commodities.
fn goods() -> impl Iterator<Item = Good> {
    Resource::ALL
        .into_iter()
        .map(Good::from)
        .chain(Commodity::ALL.into_iter().map(Good::from))
}

/// Every choice of `n` (1 or 2) cards of `hand`, or the whole hand when it holds no more.
fn pick_actions(hand: &ResourceSet, n: u32, out: &mut Vec<ResourceSet>) {
    if hand.total() <= n {
        out.push(*hand);
        return;
    }
    let held: Vec<Good> = goods().filter(|&g| hand[g] > 0).collect();
    for (i, &a) in held.iter().enumerate() {
        if n == 1 {
            out.push(ResourceSet::of(a, 1));
            continue;
        }
        for &b in &held[i..] {
            if a == b && hand[a] < 2 {
                continue;
            }
            let mut cards = ResourceSet::of(a, 1);
            cards[b] += 1;
            out.push(cards);
        }
    }
}

/// A few discards of `n` cards from `hand` (not every combination): for each good held, one
/// discard that takes as many of it as it can first, then the others in good order.
pub(super) fn some_discards(hand: &ResourceSet, n: u32) -> Vec<ResourceSet> {
    let mut out: Vec<ResourceSet> = Vec::new();
    for lead in goods().filter(|&g| hand[g] > 0) {
        let mut cards = ResourceSet::EMPTY;
        let mut left = n;
        for g in std::iter::once(lead).chain(goods().filter(|&g| g != lead)) {
            let k = u32::from(hand[g]).min(left);
            cards[g] += k as u8;
            left -= k;
        }
        if !out.contains(&cards) {
            out.push(cards);
        }
    }
    out
}

/// Cards the Master Merchant takes (at most).
pub const MERCHANT_TAKE: u32 = 2;

/// The choices `seat` may make now.
pub fn legal_actions(ck: &CitiesAndKnights, ctx: &HookCtx, seat: Seat, out: &mut Vec<Action>) {
    let (board, st) = (ctx.board, ctx.state);
    let Some(c) = ck.choice.as_ref().filter(|_| deciding(st)) else {
        return;
    };
    match *c {
        PlayChoice::Spy { seat: s, target } if s == seat => {
            let mut seen: Vec<ProgressCard> = Vec::new();
            for &card in ck.progress.hand(target) {
                if !seen.contains(&card) {
                    seen.push(card);
                    out.push(CkAction::TakeSpiedCard { card }.into());
                }
            }
        }
        PlayChoice::MasterMerchant { seat: s, target } if s == seat => {
            let mut picks = Vec::new();
            pick_actions(&st.players[target as usize].hand, MERCHANT_TAKE, &mut picks);
            out.extend(picks.into_iter().map(|cards| Action::from(CkAction::TakeMerchantCards { cards })));
        }
        PlayChoice::DeserterRemove { target, .. } if target == seat => {
            for k in ck.knights.iter().filter(|k| k.owner == seat) {
                out.push(CkAction::RemoveDeserterKnight { vertex: k.vertex }.into());
            }
        }
        PlayChoice::DeserterPlace { seat: s, .. } if s == seat => {
            for v in super::knights::build_spots(ck, board, st, seat).iter() {
                out.push(CkAction::PlaceDeserterKnight { vertex: board.vertex(v) }.into());
            }
            out.push(CkAction::DeclineDeserterKnight.into());
        }
        PlayChoice::HarborOffer { seat: s, .. } if s == seat => {
            let hand = &st.players[seat as usize].hand;
            for resource in Resource::ALL.into_iter().filter(|&r| hand[r] > 0) {
                out.push(CkAction::OfferHarborResource { resource }.into());
            }
        }
        PlayChoice::HarborAnswer { target, .. } if target == seat => {
            let hand = &st.players[seat as usize].hand;
            for commodity in Commodity::ALL.into_iter().filter(|&c| hand[Good::from(c)] > 0) {
                out.push(CkAction::GiveHarborCommodity { commodity }.into());
            }
        }
        PlayChoice::Saboteur { ref owed, .. } if owed.contains(&seat) => {
            let hand = &st.players[seat as usize].hand;
            for cards in some_discards(hand, hand.total() / 2) {
                out.push(CkAction::DiscardForSaboteur { cards }.into());
            }
        }
        _ => {}
    }
}

/// Whether `seat` may place the Deserter's knight of `level`: a piece of that level left, the
/// Fortress for a mighty one, and a free intersection its roads reach.
pub(super) fn can_place(ck: &CitiesAndKnights, ctx: &Ctx, seat: Seat, level: u8) -> bool {
    ck.knights_left(seat, level) > 0
        && (level < super::knights::MIGHTY || ck.level(seat, Track::Politics) >= super::knights::FORTRESS_LEVEL)
        && super::knights::build_spots(ck, ctx.board, ctx.st, seat).iter().next().is_some()
}

/// Moves `cards` from `from`'s hand to `to`'s, one `card_given` event per card (only the two
/// seats see which).
fn give(ctx: &mut Ctx, from: Seat, to: Seat, cards: &ResourceSet) {
    ctx.st.players[from as usize].hand.try_sub(cards);
    ctx.st.players[to as usize].hand.add(cards);
    for g in goods() {
        for _ in 0..cards[g] {
            ctx.events.push(Event::CardGiven {
                from,
                to,
                resource: Some(g),
            });
        }
    }
}

/// The Commercial Harbor goes on from `rest`: the next seat holding a commodity is offered a
/// resource while the player still holds one (a seat holding none trades nothing). Returns
/// the next choice, if any.
pub(super) fn harbor_next(ctx: &mut Ctx, seat: Seat, mut rest: Vec<Seat>) -> Option<PlayChoice> {
    while !rest.is_empty() {
        if ctx.st.players[seat as usize].hand.resources_only().total() == 0 {
            return None;
        }
        let target = rest.remove(0);
        let hand = &ctx.st.players[target as usize].hand;
        if Commodity::ALL.iter().all(|&c| hand[Good::from(c)] == 0) {
            ctx.events.push(CkEvent::HarborNoCommodity { seat: target, by: seat }.into());
            continue;
        }
        return Some(PlayChoice::HarborOffer { seat, target, rest });
    }
    None
}

/// Answers a progress card's choice.
pub fn apply(ck: &mut CitiesAndKnights, ctx: &mut Ctx, seat: Seat, action: &CkAction) -> Result<(), RuleError> {
    let Some(choice) = ck.choice.clone().filter(|_| deciding(ctx.st)) else {
        return Err(RuleError::NoDecisionOwed);
    };
    match (choice, action) {
        (PlayChoice::Spy { seat: s, target }, &CkAction::TakeSpiedCard { card }) if s == seat => {
            if !ck.progress.hand(target).contains(&card) {
                return Err(CkError::NoSuchProgressCard.into());
            }
            ck.progress.take(target, card);
            let p = &mut ck.progress;
            if p.hands.len() <= seat as usize {
                p.hands.resize(seat as usize + 1, Vec::new());
            }
            p.hands[seat as usize].push(card);
            ctx.events.push(
                CkEvent::ProgressCardTaken {
                    seat,
                    from: target,
                    card: Some(card),
                }
                .into(),
            );
            next(ck, ctx, None);
        }
        (PlayChoice::MasterMerchant { seat: s, target }, &CkAction::TakeMerchantCards { cards }) if s == seat => {
            let hand = ctx.st.players[target as usize].hand;
            let due = hand.total().min(MERCHANT_TAKE);
            if cards.total() != due {
                return Err(RuleError::WrongCardCount { expected: due });
            }
            if cards.gold() > 0 {
                return Err(RuleError::NotACard(Good::Gold));
            }
            if !hand.contains(&cards) {
                return Err(CkError::BadProgressChoice.into());
            }
            give(ctx, target, seat, &cards);
            next(ck, ctx, None);
        }
        (PlayChoice::DeserterRemove { seat: by, target }, &CkAction::RemoveDeserterKnight { vertex }) if target == seat => {
            let i = ck
                .knight_at(vertex)
                .filter(|&i| ck.knights[i].owner == seat)
                .ok_or(CkError::NotYourKnight)?;
            let k: Knight = ck.knights.remove(i);
            ctx.events.push(
                CkEvent::KnightDeserted {
                    seat,
                    vertex,
                    level: k.level,
                    by,
                }
                .into(),
            );
            if let Some(v) = ctx.board.vertex_id(vertex) {
                super::knights::reroute(ck, ctx, &[(v, seat)]);
            }
            let then = can_place(ck, ctx, by, k.level).then_some(PlayChoice::DeserterPlace { seat: by, level: k.level });
            next(ck, ctx, then);
        }
        (PlayChoice::DeserterPlace { seat: s, level }, &CkAction::PlaceDeserterKnight { vertex }) if s == seat => {
            let v = ctx.board.vertex_id(vertex).ok_or(RuleError::NotOnBoard)?;
            if !super::knights::build_spots(ck, ctx.board, ctx.st, seat).contains(v) {
                return Err(CkError::KnightSpot.into());
            }
            ck.knights.push(Knight {
                owner: seat,
                vertex,
                level,
                active: false,
                activated: None,
                promoted: None,
            });
            ctx.events.push(CkEvent::DeserterKnightPlaced { seat, vertex, level }.into());
            super::knights::reroute(ck, ctx, &[(v, seat)]);
            next(ck, ctx, None);
        }
        (PlayChoice::DeserterPlace { seat: s, .. }, CkAction::DeclineDeserterKnight) if s == seat => {
            next(ck, ctx, None);
        }
        (PlayChoice::HarborOffer { seat: s, target, rest }, &CkAction::OfferHarborResource { resource }) if s == seat => {
            if ctx.st.players[seat as usize].hand[resource] == 0 {
                return Err(RuleError::NotEnoughResources);
            }
            give(ctx, seat, target, &ResourceSet::of(resource, 1));
            next(ck, ctx, Some(PlayChoice::HarborAnswer { seat, target, rest }));
        }
        (PlayChoice::HarborAnswer { seat: by, target, rest }, &CkAction::GiveHarborCommodity { commodity }) if target == seat => {
            let good = Good::from(commodity);
            if ctx.st.players[seat as usize].hand[good] == 0 {
                return Err(RuleError::NotEnoughResources);
            }
            give(ctx, seat, by, &ResourceSet::of(good, 1));
            let then = harbor_next(ctx, by, rest);
            next(ck, ctx, then);
        }
        (PlayChoice::Saboteur { seat: by, mut owed }, &CkAction::DiscardForSaboteur { cards }) if owed.contains(&seat) => {
            let due = ctx.st.players[seat as usize].hand.total() / 2;
            super::wedding::take_owed_cards(ctx, seat, &cards, due)?;
            ctx.st.bank.add(&cards);
            ctx.events.push(Event::Discarded { seat, cards });
            owed.retain(|&s| s != seat);
            if owed.is_empty() {
                next(ck, ctx, None);
            } else {
                ck.choice = Some(PlayChoice::Saboteur { seat: by, owed });
            }
        }
        _ => return Err(RuleError::NoDecisionOwed),
    }
    Ok(())
}

/// Number tokens the Inventor may not move (reference §2.7's card: not 2, 12, 6 or 8).
pub const INVENTOR_FIXED: [u8; 4] = [2, 12, 6, 8];

/// The hexes whose single face-up number token the Inventor may move, with the number.
fn inventor_hexes(board: &Board, st: &GameState) -> Vec<(HexId, u8)> {
    let tiles = st.tiles_on(board);
    (0..board.hex_count() as HexId)
        .filter_map(|h| {
            let t = tiles.tile(h);
            let n = t.number.filter(|n| !t.face_down && t.numbers.is_empty() && !INVENTOR_FIXED.contains(n))?;
            Some((h, n))
        })
        .collect()
}

/// Each seat's points, this module's own included (it is out of the state while it acts, so
/// a copy of it is put back for the count).
fn points(ck: &CitiesAndKnights, ctx: &mut Ctx) -> Vec<u32> {
    ctx.st
        .modules
        .push(crate::modules::ModuleState::CitiesAndKnights(Box::new(ck.clone())));
    let vp = (0..ctx.st.seat_count())
        .map(|s| crate::rules::victory::total_vp(ctx.board, ctx.st, s))
        .collect();
    ctx.st.modules.pop();
    vp
}

/// The seats a Saboteur played by `seat` makes discard: as many points or more and at least 2
/// cards (half of 1 is nothing).
fn sabotaged(st: &GameState, vp: &[u32], seat: Seat) -> Vec<Seat> {
    (0..st.seat_count())
        .filter(|&s| s != seat && vp[s as usize] >= vp[seat as usize] && st.players[s as usize].hand.total() >= 2)
        .collect()
}

/// Whether a Commercial Harbor played by `seat` may trade with anyone: it holds a resource and
/// another seat holds a card (whether that card is a commodity is hidden).
fn harbor_open(st: &GameState, seat: Seat) -> bool {
    st.players[seat as usize].hand.resources_only().total() > 0
        && (0..st.seat_count()).any(|s| s != seat && st.players[s as usize].hand.total() > 0)
}

/// The plays of these six cards `seat` may make now (the legal list; nothing it shows is
/// hidden from `seat`: progress-card counts, hand sizes, points and knights are public).
pub(super) fn play_actions(ck: &CitiesAndKnights, board: &Board, st: &GameState, seat: Seat, card: ProgressCard, out: &mut Vec<Action>) {
    let play = |named: Option<Seat>, hex: Option<(HexId, HexId)>| -> Action {
        CkAction::PlayProgressCard {
            card,
            resource: None,
            commodity: None,
            vertex: None,
            hex: hex.map(|(a, _)| board.hex(a)),
            dice: None,
            second: None,
            edge: None,
            seat: named,
            second_hex: hex.map(|(_, b)| board.hex(b)),
        }
        .into()
    };
    let others = (0..st.seat_count()).filter(|&s| s != seat);
    use ProgressCard as P;
    match card {
        P::Spy => {
            for s in others.filter(|&s| !ck.progress.hand(s).is_empty()) {
                out.push(play(Some(s), None));
            }
        }
        P::MasterMerchant => {
            // Points are counted only for seats holding a card (the count is not free).
            let mut mine = None;
            for s in others.filter(|&s| st.players[s as usize].hand.total() > 0) {
                let me = *mine.get_or_insert_with(|| crate::rules::victory::total_vp(board, st, seat));
                if crate::rules::victory::total_vp(board, st, s) > me {
                    out.push(play(Some(s), None));
                }
            }
        }
        P::Deserter => {
            for s in others.filter(|&s| ck.knights.iter().any(|k| k.owner == s)) {
                out.push(play(Some(s), None));
            }
        }
        P::Saboteur => {
            let mut mine = None;
            let any = others.filter(|&s| st.players[s as usize].hand.total() >= 2).any(|s| {
                let me = *mine.get_or_insert_with(|| crate::rules::victory::total_vp(board, st, seat));
                crate::rules::victory::total_vp(board, st, s) >= me
            });
            if any {
                out.push(play(None, None));
            }
        }
        P::CommercialHarbor if harbor_open(st, seat) => out.push(play(None, None)),
        P::Inventor => {
            let hexes = inventor_hexes(board, st);
            for (i, &(a, na)) in hexes.iter().enumerate() {
                for &(b, nb) in &hexes[i + 1..] {
                    if na != nb {
                        out.push(play(None, Some((a, b))));
                    }
                }
            }
        }
        _ => {}
    }
}

/// Plays one of these six cards (the fields were checked: `named` for the Spy, the Master
/// Merchant and the Deserter, `hexes` for the Inventor). Changes nothing on error.
pub(super) fn play(
    ck: &mut CitiesAndKnights,
    ctx: &mut Ctx,
    seat: Seat,
    card: ProgressCard,
    named: Option<Seat>,
    hexes: Option<(Hex, Hex)>,
) -> Result<(), RuleError> {
    use ProgressCard as P;
    let target = match named {
        Some(t) if t == seat || !ctx.st.is_player(t) || t >= ctx.st.seat_count() => {
            return Err(CkError::BadProgressChoice.into());
        }
        other => other,
    };
    match (card, target) {
        (P::Spy, Some(target)) => {
            if ck.progress.hand(target).is_empty() {
                return Err(CkError::ProgressUseless.into());
            }
            super::play::played(ck, ctx.events, seat, card);
            open(ck, ctx, PlayChoice::Spy { seat, target });
        }
        (P::MasterMerchant, Some(target)) => {
            let vp = points(ck, ctx);
            if vp[target as usize] <= vp[seat as usize] {
                return Err(CkError::NotMorePoints.into());
            }
            if ctx.st.players[target as usize].hand.total() == 0 {
                return Err(CkError::ProgressUseless.into());
            }
            super::play::played(ck, ctx.events, seat, card);
            open(ck, ctx, PlayChoice::MasterMerchant { seat, target });
        }
        (P::Deserter, Some(target)) => {
            if !ck.knights.iter().any(|k| k.owner == target) {
                return Err(CkError::ProgressUseless.into());
            }
            super::play::played(ck, ctx.events, seat, card);
            open(ck, ctx, PlayChoice::DeserterRemove { seat, target });
        }
        (P::Saboteur, None) => {
            let vp = points(ck, ctx);
            let owed = sabotaged(ctx.st, &vp, seat);
            if owed.is_empty() {
                return Err(CkError::ProgressUseless.into());
            }
            super::play::played(ck, ctx.events, seat, card);
            open(ck, ctx, PlayChoice::Saboteur { seat, owed });
        }
        (P::CommercialHarbor, None) => {
            if !harbor_open(ctx.st, seat) {
                return Err(CkError::ProgressUseless.into());
            }
            super::play::played(ck, ctx.events, seat, card);
            let n = ctx.st.seat_count();
            let rest: Vec<Seat> = (1..n).map(|i| (seat + i) % n).collect();
            if let Some(c) = harbor_next(ctx, seat, rest) {
                open(ck, ctx, c);
            }
        }
        (P::Inventor, None) => {
            let (a, b) = hexes.ok_or(CkError::BadProgressChoice)?;
            let ha = ctx.board.hex_id(a).ok_or(RuleError::NotOnBoard)?;
            let hb = ctx.board.hex_id(b).ok_or(RuleError::NotOnBoard)?;
            let movable = inventor_hexes(ctx.board, ctx.st);
            let number = |h: HexId| movable.iter().find(|&&(x, _)| x == h).map(|&(_, n)| n);
            let (Some(na), Some(nb)) = (number(ha), number(hb)) else {
                return Err(CkError::NumberFixed.into());
            };
            if na == nb {
                return Err(CkError::ProgressUseless.into());
            }
            let tiles = ctx.st.tiles_on(ctx.board);
            let (mut fa, mut fb) = (tiles.tile(ha).shown(), tiles.tile(hb).shown());
            fa.number = Some(nb);
            fb.number = Some(na);
            super::play::played(ck, ctx.events, seat, card);
            // Both faces are valid (numbers 3–11 but 6, 8, 7), so neither change fails.
            crate::rules::tiles::change_tile(ctx, ha, fa).map_err(|_| CkError::BadProgressChoice)?;
            crate::rules::tiles::change_tile(ctx, hb, fb).map_err(|_| CkError::BadProgressChoice)?;
        }
        _ => return Err(CkError::BadProgressChoice.into()),
    }
    Ok(())
}
