//! Progress cards in play (slice 7): the three decks, the gates' draws, the hands, the VP
//! cards shown, the hand limit and the tied defenders' choice (seed 004 §10–11 and its
//! 注意事項; reference §2.4, §2.6, §2.7).
//!
//! - The decks are dealt when the game is created, each shuffled with the game's generator;
//!   a script fixes draws per colour (`script.streams.cities_and_knights.{trade,politics,
//!   science}`, as `ModuleDeck::draw` reads them).
//! - A gate (the event die's colour) gives one card of its colour to every seat whose level
//!   admits the red die, in turn order from the roller; an empty deck gives nothing.
//! - Cards are secret (the draw event is redacted for other seats, the hand is in the seat's
//!   private view; everyone sees each seat's count per colour). A VP card (Printer,
//!   Constitution) is shown at once and scored, and is never part of the hand.
//! - The hand holds at most 4 cards. A 5th received on another's turn is discarded at once
//!   (a decision, which holds the roll back like the pillage choices); on one's own turn the
//!   seat discards down to 4 when its turn ends. A discarded or played card goes under its deck
//!   (seed: "山札の一番下に置く"), so the decks never reshuffle.
//! - Catan holds with several seats tied at the top: each chooses a colour and draws its top
//!   card (reference §2.6).

use serde::{Deserialize, Serialize};

use super::dice::Held;
use super::progress::{HAND_LIMIT, ProgressCard, deck, kept};
use super::{CitiesAndKnights, CkAction, CkDecision, CkEvent, Track};
use crate::action::Action;
use crate::error::RuleError;
use crate::event::Event;
use crate::game::Pending;
use crate::modules::{HookCtx, ModuleFlow, ModuleId};
use crate::rules::deck::ModuleDeck;
use crate::rules::{Ctx, interrupt};
use crate::state::{GameState, Phase, Seat};

/// The progress cards' state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Progress {
    /// The three draw piles (`Track as usize`: trade, politics, science); the last card is
    /// the top, cards put back go under (the front). The discard piles stay empty.
    pub decks: [ModuleDeck<ProgressCard>; 3],
    /// Each seat's hand (secret; VP cards are never in it).
    pub hands: Vec<Vec<ProgressCard>>,
    /// Each seat's VP cards, shown.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub shown: Vec<Vec<ProgressCard>>,
    /// The decisions owed about cards, and what they hold back.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owed: Option<Owed>,
    /// Scripted draws per colour (`Track as usize`).
    #[serde(default, skip_serializing_if = "is_unscripted")]
    pub scripted: [std::collections::VecDeque<ProgressCard>; 3],
}

fn is_unscripted(s: &[std::collections::VecDeque<ProgressCard>; 3]) -> bool {
    s.iter().all(|q| q.is_empty())
}

impl Progress {
    /// Whether nothing was dealt (a game stored before the decks existed).
    pub fn is_empty(&self) -> bool {
        self.hands.is_empty() && self.decks.iter().all(|d| d.draw.is_empty())
    }

    /// `seat`'s hand (empty for an unknown seat).
    pub fn hand(&self, seat: Seat) -> &[ProgressCard] {
        self.hands.get(seat as usize).map_or(&[], |h| h.as_slice())
    }

    /// `seat`'s VP cards shown.
    pub fn shown_vp(&self, seat: Seat) -> usize {
        self.shown.get(seat as usize).map_or(0, Vec::len)
    }

    /// Each of `seats` seats' count of hidden cards per colour (`Track as usize`), as everyone
    /// sees it.
    pub fn counts(&self, seats: usize) -> Vec<[u8; 3]> {
        (0..seats)
            .map(|s| {
                let mut c = [0u8; 3];
                for card in self.hand(s as Seat) {
                    c[card.track() as usize] += 1;
                }
                c
            })
            .collect()
    }

    /// Every card in the game: decks, hands and shown cards (54 once dealt).
    pub fn total(&self) -> usize {
        self.decks.iter().map(|d| d.draw.len() + d.discard.len()).sum::<usize>()
            + self.hands.iter().map(Vec::len).sum::<usize>()
            + self.shown.iter().map(Vec::len).sum::<usize>()
    }

    /// Puts `card` under its deck (a discard or a played card).
    pub fn put_under(&mut self, card: ProgressCard) {
        self.decks[card.track() as usize].draw.insert(0, card);
    }

    /// Takes one `card` out of `seat`'s hand; `false` when it holds none.
    pub fn take(&mut self, seat: Seat, card: ProgressCard) -> bool {
        let Some(hand) = self.hands.get_mut(seat as usize) else {
            return false;
        };
        match hand.iter().position(|&c| c == card) {
            Some(i) => {
                hand.remove(i);
                true
            }
            None => false,
        }
    }
}

/// The decisions owed about progress cards (each seat at most once in each list).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Owed {
    /// Tied strongest defenders still choosing the colour of their card.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub choose: Vec<Seat>,
    /// Seats over the hand limit, discarding one card at a time.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub discard: Vec<Seat>,
    /// What the decisions hold back.
    pub hold: Hold,
}

/// What progress-card decisions hold back until they are made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Hold {
    /// The rolled number, resolved once they are made.
    Roll {
        /// The number.
        number: u8,
    },
    /// The production number's draw (the event die came before an event card).
    Draw,
    /// Nothing: the interrupted phase comes back (the main phase, the end of a turn).
    Resume,
}

impl From<Held> for Hold {
    fn from(held: Held) -> Hold {
        match held {
            Held::Roll(number) => Hold::Roll { number },
            Held::Draw => Hold::Draw,
            Held::Resolved => Hold::Resume,
        }
    }
}

/// Deals the three decks (at game creation); the hands start empty.
pub fn deal(ck: &mut CitiesAndKnights, st: &mut GameState) {
    for track in Track::ALL {
        ck.progress.decks[track as usize] = ModuleDeck::shuffled(deck(track), st);
    }
    // Hands and shown cards grow with the first card (no allocation to clone before).
    ck.progress.hands = Vec::new();
    ck.progress.shown = Vec::new();
}

/// `seat` draws the top card of `track`'s deck (the scripted one if any), if one is left: a VP
/// card is shown at once, any other goes to the hand; over the limit on another's turn, a
/// discard is owed (added to `discard`). Returns whether a card was drawn.
fn draw(ck: &mut CitiesAndKnights, ctx: &mut Ctx, seat: Seat, track: Track, discard: &mut Vec<Seat>) -> bool {
    let p = &mut ck.progress;
    let t = track as usize;
    let Some(d) = p.decks[t].draw(ctx.st, &mut p.scripted[t]) else {
        return false;
    };
    let card = d.card;
    let s = seat as usize;
    if p.hands.len() <= s {
        p.hands.resize(s + 1, Vec::new());
    }
    if card.is_vp() {
        if p.shown.len() <= s {
            p.shown.resize(s + 1, Vec::new());
        }
        p.shown[s].push(card);
    } else {
        p.hands[s].push(card);
    }
    ctx.events.push(
        CkEvent::ProgressCardDrawn {
            seat,
            track,
            card: Some(card),
        }
        .into(),
    );
    if kept(&p.hands[s]) > HAND_LIMIT && seat != ctx.st.current && !discard.contains(&seat) {
        discard.push(seat);
    }
    true
}

/// A city gate of `track`'s colour: every seat whose level admits the red die draws a card, in
/// turn order from the roller; a 5th card on another's turn holds `held` back until discarded.
pub fn city_gate(ck: &mut CitiesAndKnights, ctx: &mut Ctx, track: Track, held: Held) {
    let Some(red) = super::dice::red_die(ck, ctx.st) else {
        return;
    };
    if ck.progress.decks[track as usize].draw.is_empty() {
        return;
    }
    let seats = ctx.st.seat_count();
    let roller = ctx.st.current;
    let mut discard = Vec::new();
    for i in 0..seats {
        let seat = (roller + i) % seats;
        if super::dice::gate_admits(ck.level(seat, track), red) && !draw(ck, ctx, seat, track, &mut discard) {
            break;
        }
    }
    ask(ck, ctx, Vec::new(), discard, held.into());
}

/// Catan held with `tied` strongest defenders: each chooses a colour (only colours with cards
/// left; nobody chooses when every deck is empty).
pub fn tied_defenders(ck: &mut CitiesAndKnights, ctx: &mut Ctx, tied: Vec<Seat>, held: Held) {
    if ck.progress.decks.iter().all(|d| d.draw.is_empty()) {
        return;
    }
    ask(ck, ctx, tied, Vec::new(), held.into());
}

/// Opens the decisions (if any), interrupting play.
fn ask(ck: &mut CitiesAndKnights, ctx: &mut Ctx, choose: Vec<Seat>, discard: Vec<Seat>, hold: Hold) {
    if choose.is_empty() && discard.is_empty() {
        return;
    }
    let mut seats = choose.clone();
    seats.extend(discard.iter().copied().filter(|s| !choose.contains(s)));
    ctx.events.push(Event::DecisionsRequired { seats });
    ck.progress.owed = Some(Owed { choose, discard, hold });
    interrupt::push(
        ctx.st,
        Phase::ModuleDecisions {
            module: ModuleId::CitiesAndKnights,
        },
    );
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

/// The end of `seat`'s turn: over the hand limit, it discards down to 4 first.
pub fn end_of_turn(ck: &mut CitiesAndKnights, ctx: &mut Ctx, seat: Seat) {
    if kept(ck.progress.hand(seat)) > HAND_LIMIT {
        ask(ck, ctx, Vec::new(), vec![seat], Hold::Resume);
    }
}

/// The decisions owed: a colour to choose comes before a discard.
pub fn pending(ck: &CitiesAndKnights, ctx: &HookCtx, out: &mut Vec<Pending>) {
    let Some(o) = ck.progress.owed.as_ref().filter(|_| deciding(ctx.state)) else {
        return;
    };
    for &seat in &o.choose {
        out.push(Pending {
            seat,
            decision: CkDecision::ChooseProgressCard.into(),
        });
    }
    for &seat in o.discard.iter().filter(|s| !o.choose.contains(s)) {
        out.push(Pending {
            seat,
            decision: CkDecision::DiscardProgressCard.into(),
        });
    }
}

/// The choices `seat` may make now.
pub fn legal_actions(ck: &CitiesAndKnights, ctx: &HookCtx, seat: Seat, out: &mut Vec<Action>) {
    let Some(o) = ck.progress.owed.as_ref().filter(|_| deciding(ctx.state)) else {
        return;
    };
    if o.choose.contains(&seat) {
        for track in Track::ALL {
            if !ck.progress.decks[track as usize].draw.is_empty() {
                out.push(CkAction::ChooseProgressCard { track }.into());
            }
        }
    } else if o.discard.contains(&seat) {
        let mut seen: Vec<ProgressCard> = Vec::new();
        for &card in ck.progress.hand(seat) {
            if !seen.contains(&card) {
                seen.push(card);
                out.push(CkAction::DiscardProgressCard { card }.into());
            }
        }
    }
}

/// A tied defender draws from the colour it chose.
pub fn choose(ck: &mut CitiesAndKnights, ctx: &mut Ctx, seat: Seat, track: Track) -> Result<ModuleFlow, RuleError> {
    let Some(o) = ck.progress.owed.as_ref().filter(|_| deciding(ctx.st)) else {
        return Err(RuleError::NoDecisionOwed);
    };
    if !o.choose.contains(&seat) {
        return Err(RuleError::NoDecisionOwed);
    }
    if ck.progress.decks[track as usize].draw.is_empty() {
        return Err(super::CkError::DeckEmpty.into());
    }
    let mut discard = o.discard.clone();
    draw(ck, ctx, seat, track, &mut discard);
    if let Some(o) = ck.progress.owed.as_mut() {
        o.choose.retain(|&s| s != seat);
        o.discard = discard;
        // A choice nobody can make any more (every deck emptied) is dropped.
        if ck.progress.decks.iter().all(|d| d.draw.is_empty()) {
            o.choose.clear();
        }
    }
    Ok(finish_if_done(ck, ctx))
}

/// A seat over the limit puts a card of its choice under its deck.
pub fn discard(ck: &mut CitiesAndKnights, ctx: &mut Ctx, seat: Seat, card: ProgressCard) -> Result<ModuleFlow, RuleError> {
    let Some(o) = ck.progress.owed.as_ref().filter(|_| deciding(ctx.st)) else {
        return Err(RuleError::NoDecisionOwed);
    };
    if !o.discard.contains(&seat) || o.choose.contains(&seat) {
        return Err(RuleError::NoDecisionOwed);
    }
    if !ck.progress.take(seat, card) {
        return Err(super::CkError::NoSuchProgressCard.into());
    }
    ck.progress.put_under(card);
    ctx.events.push(
        CkEvent::ProgressCardDiscarded {
            seat,
            track: card.track(),
            card: Some(card),
        }
        .into(),
    );
    let still_over = kept(ck.progress.hand(seat)) > HAND_LIMIT;
    if let Some(o) = ck.progress.owed.as_mut()
        && !still_over
    {
        o.discard.retain(|&s| s != seat);
    }
    Ok(finish_if_done(ck, ctx))
}

/// Once every decision is made, play goes on where it was held.
fn finish_if_done(ck: &mut CitiesAndKnights, ctx: &mut Ctx) -> ModuleFlow {
    let Some(o) = ck.progress.owed.as_ref() else {
        return ModuleFlow::Done;
    };
    if !o.choose.is_empty() || !o.discard.is_empty() {
        return ModuleFlow::Done;
    }
    let hold = o.hold;
    ck.progress.owed = None;
    let current = ctx.st.current;
    match hold {
        Hold::Resume => {
            interrupt::resume(ctx, current, Phase::Main);
            ModuleFlow::Done
        }
        Hold::Roll { number } => {
            interrupt::resume(ctx, current, Phase::BeforeRoll);
            ModuleFlow::ResolveRoll(number)
        }
        Hold::Draw => {
            interrupt::resume(ctx, current, Phase::BeforeRoll);
            ModuleFlow::DrawNumber
        }
    }
}

/// Determinization: rebuilds the decks and the other seats' hands from the public view (counts
/// per colour, shown VP cards) and the viewer's own hand, dealing each colour's unseen cards
/// at random; a hand the viewer looks at (the Spy's `peek`) is kept as seen. The order of the
/// cards put under a deck is not remembered (the rebuilt decks are shuffled whole).
pub fn sample(
    ck: &mut CitiesAndKnights,
    view: &super::CkView,
    own: Option<super::types::OwnProgress>,
    peek: Option<super::types::Peek>,
    viewer: Seat,
    rng: &mut rand_pcg::Pcg64Mcg,
) -> Result<(), crate::sample::SampleError> {
    use crate::sample::SampleError;
    use rand::seq::SliceRandom;
    ck.progress.owed = view.progress_owed.clone();
    ck.progress.scripted = Default::default();
    if view.progress_cards.is_empty() && view.decks == [0; 3] {
        // A game stored before the decks existed: nothing was dealt.
        ck.progress.hands = Vec::new();
        ck.progress.shown = Vec::new();
        ck.progress.decks = Default::default();
        return Ok(());
    }
    let seats = view.progress_cards.len();
    let mut hands = vec![Vec::new(); seats];
    if let Some(own) = &own {
        if own.seat != viewer || own.seat as usize >= seats {
            return Err(SampleError::Mismatch("progress cards of another seat"));
        }
        hands[own.seat as usize] = own.cards.clone();
    }
    // The hand the Spy looks at (progress cards seen; a Master Merchant's look has none).
    let seen = peek.filter(|p| !p.cards.is_empty() && (p.seat as usize) < seats && p.seat != viewer);
    if let Some(p) = &seen {
        hands[p.seat as usize] = p.cards.clone();
    }
    let shown = view.progress_shown.clone();
    for track in Track::ALL {
        let t = track as usize;
        let mut pool = deck(track);
        let mut remove = |c: ProgressCard| -> Result<(), SampleError> {
            let i = pool
                .iter()
                .position(|&x| x == c)
                .ok_or(SampleError::Inconsistent("more progress cards than exist"))?;
            pool.swap_remove(i);
            Ok(())
        };
        for &c in shown.iter().flatten().filter(|c| c.track() == track) {
            remove(c)?;
        }
        for &c in own.iter().flat_map(|o| o.cards.iter()).filter(|c| c.track() == track) {
            remove(c)?;
        }
        for &c in seen.iter().flat_map(|p| p.cards.iter()).filter(|c| c.track() == track) {
            remove(c)?;
        }
        pool.shuffle(rng);
        for (seat, counts) in view.progress_cards.iter().enumerate() {
            if own.as_ref().is_some_and(|o| o.seat as usize == seat)
                || seen.as_ref().is_some_and(|p| p.seat as usize == seat)
            {
                continue;
            }
            for _ in 0..counts[t] {
                let c = pool
                    .pop()
                    .ok_or(SampleError::Inconsistent("more progress cards held than exist"))?;
                hands[seat].push(c);
            }
        }
        if pool.len() != usize::from(view.decks[t]) {
            return Err(SampleError::Inconsistent("a progress deck's size"));
        }
        ck.progress.decks[t] = ModuleDeck {
            draw: pool,
            discard: Vec::new(),
        };
    }
    ck.progress.hands = hands;
    ck.progress.shown = shown;
    Ok(())
}
