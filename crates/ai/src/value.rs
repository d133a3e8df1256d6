//! The value function: what a position is worth to a seat, in victory points (about 1.0 per
//! VP), from a full game (a determinization, never the real game's hidden state).

use kaitaku_engine::board::VertexId;
use kaitaku_engine::resources::{CITY_COST, DEV_CARD_COST, SETTLEMENT_COST};
use kaitaku_engine::state::{BuildingKind, Phase};
use kaitaku_engine::{DevCard, Game, Seat};

/// The weights of the value function's terms.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// Per pip of production (a 6 or an 8 has 5 pips), per card the building yields.
    pub pip: f32,
    /// Per resource kind the seat produces at all.
    pub diversity: f32,
    /// Per card in hand, up to the hand limit.
    pub card: f32,
    /// Per card over the hand limit (a loss on a 7).
    pub over_limit: f32,
    /// When the hand pays for a settlement (with a spot to build it).
    pub afford_settlement: f32,
    /// When the hand pays for a city (with a settlement to upgrade).
    pub afford_city: f32,
    /// When the hand pays for a development card.
    pub afford_dev: f32,
    /// Per unplayed development card (victory points are counted as VP).
    pub dev_card: f32,
    /// Per knight played (towards Largest Army).
    pub knight: f32,
    /// Per segment of the longest road.
    pub road: f32,
    /// Per free settlement spot the seat's roads reach (up to two).
    pub spot: f32,
    /// Per building on a harbour.
    pub harbor: f32,
    /// How much of the best opponent's value is subtracted.
    pub opponent: f32,
}

impl Default for Weights {
    fn default() -> Self {
        Weights {
            pip: 0.05,
            diversity: 0.12,
            card: 0.05,
            over_limit: 0.07,
            afford_settlement: 0.3,
            afford_city: 0.35,
            afford_dev: 0.08,
            dev_card: 0.3,
            knight: 0.12,
            road: 0.03,
            spot: 0.25,
            harbor: 0.08,
            opponent: 0.35,
        }
    }
}

/// Pips of a number token (how many of the 36 dice outcomes roll it).
pub fn pips(number: Option<u8>) -> f32 {
    number.map_or(0.0, |n| f32::from(6u8.saturating_sub(n.abs_diff(7))))
}

/// What the position is worth to `seat`: its own standing minus a share of the best
/// opponent's; a win is worth far more than anything else.
pub fn value(game: &Game, seat: Seat, w: &Weights) -> f32 {
    if game.is_over() {
        return match game.winner() {
            Some(s) if s == seat => 100.0,
            Some(_) => -100.0,
            None => 0.0,
        };
    }
    let own = standing(game, seat, w);
    let best_other = (0..game.seat_count())
        .filter(|&s| s != seat)
        .map(|s| standing(game, s, w))
        .fold(f32::MIN, f32::max);
    if best_other == f32::MIN {
        own
    } else {
        own - w.opponent * best_other
    }
}

/// One seat's standing, ignoring the others.
pub fn standing(game: &Game, seat: Seat, w: &Weights) -> f32 {
    let board = game.board();
    let st = game.state();
    let Some(p) = st.players.get(seat as usize) else {
        return 0.0;
    };
    let mut v = game.total_vp(seat) as f32;
    // Production.
    let mut produced = [0.0f32; 5];
    let mut settlements = 0;
    let mut harbors = 0;
    for (vid, b) in st.buildings.iter().enumerate() {
        let Some(b) = b else { continue };
        if b.owner != seat {
            continue;
        }
        if b.kind == BuildingKind::Settlement {
            settlements += 1;
        }
        if board.vertex_harbor(vid as VertexId).is_some() {
            harbors += 1;
        }
        let yield_ = f32::from(b.base_yield());
        for h in board.vertex_hexes(vid as VertexId) {
            let tile = board.tile(h);
            let Some(r) = tile.terrain.resource() else {
                continue;
            };
            let robbed = if st.robber == Some(h) { 0.4 } else { 1.0 };
            produced[r.index()] += pips(tile.number) * yield_ * robbed;
        }
    }
    for r in produced {
        v += w.pip * r;
        if r > 0.0 {
            v += w.diversity;
        }
    }
    v += w.harbor * harbors as f32;
    // The hand.
    let cards = p.hand.total() as f32;
    v += w.card * cards.min(7.0) - w.over_limit * (cards - 7.0).max(0.0);
    let spots = if p.settlements_left > 0 {
        free_spots(game, seat).min(2)
    } else {
        0
    };
    v += w.spot * spots as f32;
    if spots > 0 && p.hand.contains(&SETTLEMENT_COST) {
        v += w.afford_settlement;
    }
    if settlements > 0 && p.cities_left > 0 && p.hand.contains(&CITY_COST) {
        v += w.afford_city;
    }
    if !game.state().dev_deck.is_empty() && p.hand.contains(&DEV_CARD_COST) {
        v += w.afford_dev;
    }
    // Cards and awards in progress.
    let unplayed = p.dev_cards.total() - u32::from(p.dev_cards[DevCard::VictoryPoint]);
    v += w.dev_card * unplayed as f32;
    v += w.knight * f32::from(p.knights_played.min(5));
    v += w.road * f32::from(p.road_length.min(10));
    // What the modules say their part is worth.
    let hc = game.hook_ctx();
    for m in &st.modules {
        v += m.hooks().value_hint(&hc, seat);
    }
    v
}

/// Empty intersections a settlement of `seat` could stand on now (the distance rule, touching
/// one of its roads), counted without the cost.
pub fn free_spots(game: &Game, seat: Seat) -> usize {
    let board = game.board();
    let st = game.state();
    if matches!(st.phase, Phase::Setup { .. }) {
        return 0;
    }
    (0..board.vertex_count() as VertexId)
        .filter(|&v| {
            st.buildings[v as usize].is_none()
                && board.vertex_on_land(v)
                && board
                    .vertex_edges(v)
                    .any(|e| st.roads[e as usize] == Some(seat))
                && board
                    .vertex_neighbors(v)
                    .all(|n| st.buildings[n as usize].is_none())
        })
        .count()
}
