//! Determinization: a full, playable [`Game`] built from what one seat sees ([`View`]) and an
//! RNG. Everything public is copied; everything hidden from the seat (the other seats' hands
//! and development cards, the deck order, the game's own RNG, the modules' secret state) is
//! drawn at random, consistently with what the seat knows: the other seats hold as many cards
//! as their public counts say, drawn from the cards neither in the bank nor in the seat's own
//! hand; their development cards and the deck come from the cards the seat has not seen.
//!
//! A computer player searches over such samples, so it never sees more than its own view.
//! Each rule module rebuilds its own state from its part of the view through
//! [`RuleModule::sample_hidden`](crate::modules::RuleModule::sample_hidden).

use rand::seq::SliceRandom;
use rand::{Rng, RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

use crate::board::layout::LayoutChoice;
use crate::board::{Board, Layout};
use crate::config::{GameConfig, Script};
use crate::game::Game;
use crate::modules::ModuleView;
use crate::resources::{DevCard, DevCardSet, Good, ResourceSet};
use crate::state::{Building, GameState, Seat, TradeOffer};
use crate::view::View;

/// Why a view could not be turned into a game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SampleError {
    /// The view is a spectator's: there is no seat to sample for.
    #[error("a spectator's view cannot be sampled")]
    NoViewer,
    /// The view does not fit the configuration (seat count, board, modules).
    #[error("the view does not fit the configuration: {0}")]
    Mismatch(&'static str),
    /// The counts in the view cannot be dealt (more cards held than exist, a board place that
    /// does not exist…).
    #[error("the view is inconsistent: {0}")]
    Inconsistent(&'static str),
    /// The configuration itself is refused.
    #[error("the configuration is refused: {0}")]
    Config(#[from] crate::config::ConfigError),
}

/// What a module's [`sample_hidden`](crate::modules::RuleModule::sample_hidden) hook works with:
/// the view being sampled, the board, the state being built (the module is out of
/// `state.modules` while its hook runs), the RNG, and the cards nobody in the view accounts
/// for yet (`unseen`: the module takes from it the cards it holds aside).
pub struct SampleCtx<'a> {
    /// The view the game is built from.
    pub view: &'a View,
    /// The seat whose view it is.
    pub viewer: Seat,
    /// The board.
    pub board: &'a Board,
    /// The state built so far: the public parts are already copied.
    pub state: &'a mut GameState,
    /// The sampler's RNG (draw every hidden choice from it).
    pub rng: &'a mut Pcg64Mcg,
    /// Cards not in the bank, the viewer's hand or a public place: the other seats' hands are
    /// dealt from what is left here once every module has taken its share. A module that showed
    /// the viewer cards of another seat's hand (a card that lets one look at a hand) puts them
    /// in that seat's hand in `state` and takes them out of here: only the rest of the hand is
    /// dealt.
    pub unseen: ResourceSet,
}

impl SampleCtx<'_> {
    /// The module's public part of the view, if it shows one.
    pub fn module_view(&self, id: crate::modules::ModuleId) -> Option<&ModuleView> {
        self.view.modules.iter().find(|m| m.module() == id)
    }

    /// Draws one card at random from the unseen cards (`None` when none is left).
    pub fn draw_unseen(&mut self) -> Option<Good> {
        draw_card(&mut self.unseen, self.rng)
    }
}

/// One card drawn uniformly from `pool` and taken out of it.
fn draw_card(pool: &mut ResourceSet, rng: &mut Pcg64Mcg) -> Option<Good> {
    let total = pool.total();
    if total == 0 {
        return None;
    }
    let good = pool.nth_card(rng.random_range(0..total))?;
    pool[good] -= 1;
    Some(good)
}

/// Builds a playable game from `view` (a seat's view of a game played with `config`) and
/// `rng`: the public state is copied and the hidden state sampled (see the module docs). The
/// config's scripted outcomes are ignored (they are hidden future chance) and the board is the
/// view's. Never panics; an inconsistent view is a typed error.
pub fn sample_game(
    config: &GameConfig,
    view: &View,
    rng: &mut Pcg64Mcg,
) -> Result<Game, SampleError> {
    let viewer = view.viewer.ok_or(SampleError::NoViewer)?;
    if view.players.len() != config.players as usize || viewer >= config.players {
        return Err(SampleError::Mismatch("seat count"));
    }
    let own = &view.players[viewer as usize];
    let (Some(own_hand), Some(own_dev), Some(own_new)) =
        (own.hand, own.dev_cards, own.dev_cards_new)
    else {
        return Err(SampleError::Inconsistent(
            "the viewer's own hand is not shown",
        ));
    };
    let layout = Layout {
        tiles: view.tiles.clone(),
        harbors: view.harbors.clone(),
        robber: view.robber,
        annotations: view.annotations.clone(),
    };
    let sampled_config = GameConfig {
        players: config.players,
        layout: LayoutChoice::Fixed { layout },
        target_vp: config.target_vp,
        modules: config.modules.clone(),
        script: Script::default(),
    };
    let mut game = Game::new(sampled_config, rng.random())?;
    let (board, st) = game.parts_mut();
    let start_bank = st.bank;
    st.chance.rng = Pcg64Mcg::seed_from_u64(rng.random());

    // The board's pieces.
    st.buildings = vec![None; board.vertex_count()];
    for b in &view.buildings {
        let v = board
            .vertex_id(b.vertex)
            .ok_or(SampleError::Inconsistent("a building off the board"))?;
        st.buildings[v as usize] = Some(Building {
            owner: b.owner,
            kind: b.kind,
            overlays: b.overlays,
        });
    }
    st.roads = vec![None; board.edge_count()];
    st.road_kinds.clear();
    for r in &view.roads {
        let e = board
            .edge_id(r.edge)
            .ok_or(SampleError::Inconsistent("a road off the board"))?;
        st.roads[e as usize] = Some(r.owner);
        st.set_road_kind(e, r.kind);
    }
    st.robber = match view.robber {
        Some(h) => Some(
            board
                .hex_id(h)
                .ok_or(SampleError::Inconsistent("the robber off the board"))?,
        ),
        None => None,
    };
    st.tiles.clear();

    // The turn.
    st.phase = view.phase.clone();
    st.interrupted = view.interrupted.clone();
    st.current = view.current;
    st.turn = view.turn;
    st.last_roll = view.last_roll;
    st.version = view.version;
    st.locked = view.locked;
    st.dev_played_this_turn = view.dev_played_this_turn;
    st.gold_buys = view.gold_buys;
    st.first = first_seat(st, view);
    st.trade = view.trade.as_ref().map(|t| TradeOffer {
        id: t.id,
        from: t.from,
        give: t.give,
        get: t.get,
        to: t.to,
        responses: t.responses.clone(),
    });
    st.trades_offered = view.trade.as_ref().map_or(0, |t| t.id);
    st.longest_road = view.players.iter().find(|p| p.longest_road).map(|p| p.seat);
    st.largest_army = view.players.iter().find(|p| p.largest_army).map(|p| p.seat);
    st.bank = view.bank;

    // The seats' public parts and the viewer's own hand.
    let mut dev_unseen = DevCardSet::default();
    for card in DevCard::standard_deck() {
        dev_unseen[card] += 1;
    }
    let base_deck = st.ruleset.base_deck();
    for (s, p) in view.players.iter().enumerate() {
        let player = &mut st.players[s];
        player.knights_played = p.knights_played;
        player.roads_left = p.roads_left;
        player.settlements_left = p.settlements_left;
        player.cities_left = p.cities_left;
        player.road_length = p.road_length;
        player.hand = ResourceSet::EMPTY;
        player.hand[Good::Gold] = p.gold;
        player.dev_cards = DevCardSet::default();
        player.dev_bought_this_turn = DevCardSet::default();
        player.dev_cards_played = DevCardSet::default();
        player.dev_cards_played[DevCard::Knight] = p.knights_played;
        dev_unseen[DevCard::Knight] = dev_unseen[DevCard::Knight].saturating_sub(p.knights_played);
        player.harbor_settlements = 0;
        player.metropolises = 0;
    }
    for b in st.buildings.iter().flatten() {
        if let Some(p) = st.players.get_mut(b.owner as usize) {
            if b.kind == crate::state::BuildingKind::HarborSettlement {
                p.harbor_settlements += 1;
            }
            if b.overlays.metropolis {
                p.metropolises += 1;
            }
        }
    }
    {
        let me = &mut st.players[viewer as usize];
        me.hand = own_hand;
        me.dev_cards = own_dev;
        me.dev_bought_this_turn = own_new;
    }
    for card in DevCard::ALL {
        if dev_unseen[card] < own_dev[card] && base_deck {
            return Err(SampleError::Inconsistent(
                "more development cards than the deck",
            ));
        }
        dev_unseen[card] = dev_unseen[card].saturating_sub(own_dev[card]);
    }
    st.contender_road_lengths = st
        .ruleset
        .road_contenders
        .iter()
        .map(|&owner| (owner, crate::rules::road_contenders::road_length(st, owner)))
        .collect();

    // The cards nobody public accounts for.
    let mut unseen = start_bank.cards();
    for good in Good::CARDS {
        let known = u32::from(view.bank[good]) + u32::from(own_hand[good]);
        if known > u32::from(unseen[good]) {
            return Err(SampleError::Inconsistent("more cards than the game has"));
        }
        unseen[good] -= known as u8;
    }

    // Each module rebuilds its own state.
    let mut ctx_unseen = unseen;
    for i in 0..st.modules.len() {
        let mut m = st.modules.remove(i);
        let mut ctx = SampleCtx {
            view,
            viewer,
            board,
            state: st,
            rng,
            unseen: ctx_unseen,
        };
        let result = m.hooks_mut().sample_hidden(&mut ctx);
        ctx_unseen = ctx.unseen;
        st.modules.insert(i, m);
        result?;
    }
    let mut unseen = ctx_unseen;

    // The other seats' hands, from the unseen cards. First what the open offer says a seat
    // holds (one that accepted holds what it would give, one that countered what its counter
    // gives), then the rest at random.
    // Cards a module put in a hand already (shown to the viewer) count as dealt.
    let mut dealt: Vec<u32> = (0..view.players.len())
        .map(|s| st.players.get(s).map_or(0, |p| p.hand.total()))
        .collect();
    for (s, p) in view.players.iter().enumerate() {
        if s == viewer as usize {
            continue;
        }
        let promised =
            view.trade
                .as_ref()
                .and_then(|t| match t.responses.get(s).copied().flatten()? {
                    crate::action::TradeResponse::Accept => Some(t.get),
                    crate::action::TradeResponse::Counter { give, .. } => Some(give),
                    crate::action::TradeResponse::Decline => None,
                });
        let broken = view
            .trade
            .as_ref()
            .is_some_and(|t| t.cannot_pay.contains(&(s as Seat)));
        if let Some(promised) = promised
            && !broken
            && dealt[s] == 0
            && promised.total() <= p.resource_count
            && unseen.contains(&promised)
        {
            unseen.try_sub(&promised);
            st.players[s].hand.add(&promised);
            dealt[s] = promised.total();
        }
    }
    for (s, p) in view.players.iter().enumerate() {
        if s == viewer as usize {
            continue;
        }
        // A seat the proposer knows can no longer pay what it promised must not be dealt a
        // hand that could: one of the promised kinds is held back below the promise.
        let short_of = view
            .trade
            .as_ref()
            .filter(|t| t.cannot_pay.contains(&(s as Seat)))
            .and_then(|t| match t.responses.get(s).copied().flatten()? {
                crate::action::TradeResponse::Accept => Some(t.get),
                crate::action::TradeResponse::Counter { give, .. } => Some(give),
                crate::action::TradeResponse::Decline => None,
            });
        let mut held_back = ResourceSet::default();
        if let Some(promised) = short_of {
            let need = p.resource_count - dealt[s];
            let kind = Good::ALL.into_iter().find(|&g| {
                g != Good::Gold
                    && promised[g] > 0
                    && unseen.total() - u32::from(unseen[g].saturating_sub(promised[g] - 1)) >= need
            });
            if let Some(g) = kind {
                held_back[g] = unseen[g].saturating_sub(promised[g] - 1);
                unseen[g] -= held_back[g];
            }
        }
        if dealt[s] > p.resource_count {
            return Err(SampleError::Inconsistent("more cards shown than held"));
        }
        for _ in dealt[s]..p.resource_count {
            let good = draw_card(&mut unseen, rng)
                .ok_or(SampleError::Inconsistent("more cards held than unseen"))?;
            st.players[s].hand[good] += 1;
        }
        unseen.add(&held_back);
    }

    // The other seats' development cards and the deck, from the unseen cards.
    let mut pool: Vec<DevCard> = DevCard::ALL
        .iter()
        .flat_map(|&c| std::iter::repeat_n(c, dev_unseen[c] as usize))
        .collect();
    pool.shuffle(rng);
    for (s, p) in view.players.iter().enumerate() {
        if s == viewer as usize {
            continue;
        }
        // Hidden victory points shown (the game is over): those cards are victory point cards.
        let shown_vp = p.total_vp.map_or(0, |t| t.saturating_sub(p.public_vp));
        for _ in 0..shown_vp.min(p.dev_card_count) {
            if let Some(i) = pool.iter().position(|&c| c == DevCard::VictoryPoint) {
                pool.swap_remove(i);
            }
            st.players[s].dev_cards[DevCard::VictoryPoint] += 1;
        }
        for _ in shown_vp.min(p.dev_card_count)..p.dev_card_count {
            // With the total shown, the other cards are not victory points.
            let card = if p.total_vp.is_some() {
                match pool.iter().rposition(|&c| c != DevCard::VictoryPoint) {
                    Some(i) => pool.swap_remove(i),
                    None => DevCard::Knight,
                }
            } else {
                // A module's deck (not the base one) may hold cards the base pool does not:
                // fall back to a victory point, which changes nothing else.
                pool.pop().unwrap_or(DevCard::VictoryPoint)
            };
            st.players[s].dev_cards[card] += 1;
        }
    }
    if base_deck {
        if pool.len() < view.dev_deck_left as usize {
            return Err(SampleError::Inconsistent(
                "more development cards than the deck",
            ));
        }
        pool.truncate(view.dev_deck_left as usize);
        st.dev_deck = pool;
    } else {
        st.dev_deck = Vec::new();
    }
    Ok(game)
}

/// The seat that placed first: the one whose snake order puts the current seat at the current
/// setup step (any seat fits after setup, where it no longer matters: the current seat then).
fn first_seat(st: &GameState, view: &View) -> Seat {
    let seats = st.seat_count();
    if let crate::state::Phase::Setup { step, .. } = view.phase {
        for first in 0..seats {
            if crate::rules::setup::seat_at_step(first, seats, step) == view.current {
                return first;
            }
        }
    }
    view.current
}

/// A seed drawn from any RNG (helper for callers that hold another RNG type).
pub fn sampler_rng<R: Rng + ?Sized>(rng: &mut R) -> Pcg64Mcg {
    Pcg64Mcg::seed_from_u64(rng.random())
}

#[cfg(test)]
#[path = "sample_tests.rs"]
mod tests;
