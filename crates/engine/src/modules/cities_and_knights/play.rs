//! Playing progress cards (slice 7): `play_progress_card {card, …}` in the main part of one's
//! own turn, as many as one likes (seed 004 §12: "戦略カードの使用(複数可)"), a card drawn this
//! turn included (注意事項). The card goes under its deck (as a discard does) and its effect
//! applies at once. The fields a card needs: `resource` (Resource Monopoly; Merchant Fleet, or
//! `commodity`), `commodity` (Trade Monopoly), `vertex` (Engineer, Medicine), `hex` (Merchant).
//!
//! Cards that play (reference §2.7's effects):
//! - **Alchemist** (before the roll only, 注意事項): the two production dice as chosen
//!   (`dice: [white, red]`, through the general hook `chosen_dice`); the event die is still
//!   rolled and the red die still opens the gates. Not with Event Cards (no dice are rolled).
//! - **Warlord**: every inactive knight of the seat becomes active for free (activated this
//!   turn, so, as after paying grain, it acts from the next turn).
//! - **Irrigation** / **Mining**: 2 grain (ore) for each fields (mountains) hex beside one of
//!   the seat's buildings, each hex once; the bank gives what it has.
//! - **Resource Monopoly**: every other seat gives up to 2 of the named resource.
//! - **Trade Monopoly**: every other seat gives 1 of the named commodity, if it has one.
//! - **Engineer**: a city wall for free on one of the seat's cities (at most 3 walls).
//! - **Medicine**: a settlement becomes a city for 2 ore + 1 grain.
//! - **Road Building**: two free roads (the core's road-building phase).
//! - **Crane**: the seat's next city improvement this turn costs one commodity less.
//! - **Merchant Fleet**: this turn the named resource or commodity trades 2:1 with the bank.
//! - **Merchant**: the merchant goes on a land hex beside one of the seat's buildings; while it
//!   stands there its owner trades that hex's resource 2:1 and holds 1 VP (注意事項: only the
//!   one who placed it uses it).
//!
//! - **Smith**: promotes one or two of the seat's knights for free (`vertex`, `second`), each
//!   as a paid promotion would be allowed (once per turn, mighty with the Fortress, pieces).
//! - **Intrigue**: displaces an opposing knight standing where one of the seat's roads ends
//!   (`vertex`); it retreats as a displaced knight does.
//! - **Bishop** (once the robber is released): the robber moves to `hex` (as on a 7) and the
//!   seat takes a random card from each other seat with a building on it.
//!
//! - **Wedding**: every other seat with more points gives 2 cards of its choice (all it has if
//!   fewer; resources or commodities): `give_wedding_gift {cards}`, decisions through the stack.
//!
//! - **Diplomat**: removes an open road (`edge`: at one of its ends its owner has no building,
//!   knight or other road), any seat's; Longest Road is re-decided; one's own road may be
//!   placed again at once for free (one free road, the core's road-building phase).
//!
//! - **Spy**, **Master Merchant**, **Deserter**, **Saboteur**, **Commercial Harbor**,
//!   **Inventor**: played here (`seat`; `hex` and `second_hex`), their choices in
//!   [`super::choices`].

use serde::{Deserialize, Serialize};

use super::progress::ProgressCard;
use super::{CitiesAndKnights, CkAction, CkError, CkEvent};
use crate::action::Action;
use crate::board::{Board, EdgeId, Hex, HexId, Produce, VertexId};
use crate::error::RuleError;
use crate::event::Event;
use crate::goods::{Commodity, Good};
use crate::modules::HookCtx;
use crate::resources::{Resource, ResourceSet};
use crate::rules::Ctx;
use crate::state::{Building, BuildingKind, GameState, Phase, Seat};

/// The merchant piece (the Merchant card): on a land hex beside one of its owner's buildings;
/// its owner trades that hex's resource 2:1 and holds 1 VP while it stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Merchant {
    /// Whose.
    pub seat: Seat,
    /// The hex.
    pub hex: Hex,
}

/// What Medicine's city costs: 2 ore + 1 grain.
pub fn medicine_cost() -> ResourceSet {
    let mut cost = ResourceSet::of(Resource::Ore, 2);
    cost[Resource::Grain] += 1;
    cost
}

/// The ratio the merchant and Merchant Fleet give.
pub const CARD_RATIO: u8 = 2;

/// Goods each other seat gives to Resource Monopoly (at most).
pub const RESOURCE_MONOPOLY_TAKE: u8 = 2;

/// A label detail per pair of dice the Alchemist may fix (`alchemist_<white>_<red>`).
const ALCHEMIST_DETAILS: [&str; 36] = [
    "alchemist_1_1", "alchemist_1_2", "alchemist_1_3", "alchemist_1_4", "alchemist_1_5", "alchemist_1_6",
    "alchemist_2_1", "alchemist_2_2", "alchemist_2_3", "alchemist_2_4", "alchemist_2_5", "alchemist_2_6",
    "alchemist_3_1", "alchemist_3_2", "alchemist_3_3", "alchemist_3_4", "alchemist_3_5", "alchemist_3_6",
    "alchemist_4_1", "alchemist_4_2", "alchemist_4_3", "alchemist_4_4", "alchemist_4_5", "alchemist_4_6",
    "alchemist_5_1", "alchemist_5_2", "alchemist_5_3", "alchemist_5_4", "alchemist_5_5", "alchemist_5_6",
    "alchemist_6_1", "alchemist_6_2", "alchemist_6_3", "alchemist_6_4", "alchemist_6_5", "alchemist_6_6",
];

/// The label detail of an Alchemist play fixing `dice` (`alchemist` for dice off the faces).
pub fn alchemist_detail(dice: [u8; 2]) -> &'static str {
    match dice {
        [w @ 1..=6, r @ 1..=6] => ALCHEMIST_DETAILS[usize::from(w - 1) * 6 + usize::from(r - 1)],
        _ => "alchemist",
    }
}

/// Whether the Alchemist may be played now (before the roll, dice not fixed yet, and the
/// production dice rolled: with Event Cards a card replaces them, so it does not play).
fn alchemist_open(ck: &CitiesAndKnights, st: &GameState) -> bool {
    matches!(st.phase, Phase::BeforeRoll) && ck.alchemist.is_none() && !st.ruleset().dice_replaced
}

/// The Alchemist: before `seat`'s roll, it fixes the two production dice (the event die is
/// still rolled; `chosen_dice` hands them to the core's roll).
fn play_alchemist(ck: &mut CitiesAndKnights, ctx: &mut Ctx, seat: Seat, action: &CkAction) -> Result<(), RuleError> {
    let CkAction::PlayProgressCard {
        card,
        resource: None,
        commodity: None,
        vertex: None,
        hex: None,
        dice: Some(dice),
        second: None,
        edge: None,
        seat: None,
        second_hex: None,
    } = *action
    else {
        return Err(CkError::BadProgressChoice.into());
    };
    if ctx.st.current != seat {
        return Err(RuleError::NotYourTurn);
    }
    if !ck.progress.hand(seat).contains(&card) {
        return Err(CkError::NoSuchProgressCard.into());
    }
    match ctx.st.phase {
        Phase::BeforeRoll => {}
        Phase::Main => return Err(RuleError::AlreadyRolled),
        ref other => return Err(crate::rules::build::wrong_phase(other)),
    }
    if !alchemist_open(ck, ctx.st) {
        return Err(CkError::CardNotPlayable.into());
    }
    if !dice.iter().all(|d| (1..=6).contains(d)) {
        return Err(CkError::BadProgressChoice.into());
    }
    ck.progress.take(seat, card);
    ck.progress.put_under(card);
    ctx.events.push(CkEvent::ProgressCardPlayed { seat, card }.into());
    ck.alchemist = Some(dice);
    Ok(())
}

/// The cards that play in this slice.
pub fn playable(card: ProgressCard) -> bool {
    use ProgressCard as P;
    matches!(
        card,
        P::Alchemist
            | P::Warlord
            | P::Irrigation
            | P::Mining
            | P::ResourceMonopoly
            | P::TradeMonopoly
            | P::Engineer
            | P::Medicine
            | P::RoadBuilding
            | P::Crane
            | P::MerchantFleet
            | P::Merchant
            | P::Smith
            | P::Intrigue
            | P::Bishop
            | P::Wedding
            | P::Diplomat
            | P::Spy
            | P::MasterMerchant
            | P::Deserter
            | P::Inventor
            | P::CommercialHarbor
            | P::Saboteur
    )
}

/// Whether it is `seat`'s main phase.
fn in_main(st: &GameState, seat: Seat) -> Result<(), RuleError> {
    if st.current != seat {
        return Err(RuleError::NotYourTurn);
    }
    match st.phase {
        Phase::Main => Ok(()),
        Phase::BeforeRoll => Err(RuleError::MustRollFirst),
        ref other => Err(crate::rules::build::wrong_phase(other)),
    }
}

/// The producing hexes of `produce` beside one of `seat`'s buildings (each once).
fn hexes_beside(board: &Board, st: &GameState, seat: Seat, resource: Resource) -> Vec<HexId> {
    let tiles = st.tiles_on(board);
    let mut out: Vec<HexId> = Vec::new();
    for (v, b) in st.buildings.iter().enumerate() {
        if !b.is_some_and(|b| b.owner == seat) {
            continue;
        }
        for h in board.vertex_hexes(v as VertexId) {
            if tiles.tile(h).terrain.produces() == Some(Produce::Resource(resource)) && !out.contains(&h) {
                out.push(h);
            }
        }
    }
    out
}

/// The hexes producing a resource beside one of `seat`'s buildings, each once with its
/// resource, in hex order (one pass over the buildings).
fn resource_hexes_beside(board: &Board, st: &GameState, seat: Seat) -> Vec<(HexId, Resource)> {
    let tiles = st.tiles_on(board);
    let mut out: Vec<(HexId, Resource)> = Vec::new();
    for (v, b) in st.buildings.iter().enumerate() {
        if !b.is_some_and(|b| b.owner == seat) {
            continue;
        }
        for h in board.vertex_hexes(v as VertexId) {
            if let Some(Produce::Resource(r)) = tiles.tile(h).terrain.produces()
                && !out.iter().any(|&(x, _)| x == h)
            {
                out.push((h, r));
            }
        }
    }
    out.sort_unstable_by_key(|&(h, _)| h);
    out
}

/// The land hexes producing a resource beside one of `seat`'s buildings (the merchant's spots).
fn merchant_spots(board: &Board, st: &GameState, seat: Seat) -> Vec<HexId> {
    resource_hexes_beside(board, st, seat).into_iter().map(|(h, _)| h).collect()
}

/// The resource the merchant's hex produces.
fn merchant_resource(board: &Board, st: &GameState, hex: Hex) -> Option<Resource> {
    let h = board.hex_id(hex)?;
    match st.tiles_on(board).tile(h).terrain.produces() {
        Some(Produce::Resource(r)) => Some(r),
        _ => None,
    }
}

/// The bank ratio the merchant or Merchant Fleet gives `seat` for `good`, if any.
pub fn card_ratio(ck: &CitiesAndKnights, ctx: &HookCtx, seat: Seat, good: Good) -> Option<u8> {
    if ck.fleet == Some((seat, good)) {
        return Some(CARD_RATIO);
    }
    let m = ck.merchant.filter(|m| m.seat == seat)?;
    let r = good.resource()?;
    (merchant_resource(ctx.board, ctx.state, m.hex) == Some(r)).then_some(CARD_RATIO)
}

/// `seat`'s settlements Medicine can make cities now (the cost aside).
fn medicine_spots<'a>(ck: &'a CitiesAndKnights, board: &'a Board, st: &'a GameState, seat: Seat) -> impl Iterator<Item = VertexId> + 'a {
    let ok = st.players[seat as usize].cities_left > 0 && super::barbarians::check_city(ck, seat).is_ok();
    (0..board.vertex_count() as VertexId).filter(move |&v| {
        ok && st.buildings[v as usize].is_some_and(|b| b.owner == seat && b.kind == BuildingKind::Settlement)
            && !crate::rules::occupancy::intersection_blocked(board, st, seat, v)
            && crate::rules::build::check_city_hooks(board, st, seat, v).is_ok()
    })
}

/// The plays `seat` may make now: one per card in hand and choice that does something.
pub fn legal_actions(ck: &CitiesAndKnights, ctx: &HookCtx, seat: Seat, out: &mut Vec<Action>) {
    let (board, st) = (ctx.board, ctx.state);
    if let Some(w) = &ck.wedding {
        if super::wedding::deciding(st) && w.owed.contains(&seat) {
            super::wedding::gift_actions(&st.players[seat as usize].hand, out);
        }
        return;
    }
    if ck.choice.is_some() {
        super::choices::legal_actions(ck, ctx, seat, out);
        return;
    }
    let hand = ck.progress.hand(seat);
    if hand.is_empty() || st.current != seat {
        return;
    }
    if matches!(st.phase, Phase::BeforeRoll) {
        // Only the Alchemist plays before the roll: one action per pair of dice.
        if hand.contains(&ProgressCard::Alchemist) && alchemist_open(ck, st) {
            for white in 1..=6 {
                for red in 1..=6 {
                    out.push(
                        CkAction::PlayProgressCard {
                            card: ProgressCard::Alchemist,
                            resource: None,
                            commodity: None,
                            vertex: None,
                            hex: None,
                            dice: Some([white, red]),
                            second: None,
                            edge: None,
                            seat: None,
                            second_hex: None,
                        }
                        .into(),
                    );
                }
            }
        }
        return;
    }
    if !matches!(st.phase, Phase::Main) {
        return;
    }
    let play = |card, resource, commodity, vertex, hex, dice, second, edge| -> Action {
        CkAction::PlayProgressCard {
            card,
            resource,
            commodity,
            vertex,
            hex,
            dice,
            second,
            edge,
            seat: None,
            second_hex: None,
        }
        .into()
    };
    let others = |f: &dyn Fn(&ResourceSet) -> bool| (0..st.seat_count()).any(|s| s != seat && f(&st.players[s as usize].hand));
    // Each kind once (a bit per kind); the hexes beside the seat's buildings worked out once.
    let mut seen = 0u32;
    let mut beside: Option<Vec<(HexId, Resource)>> = None;
    for &card in hand {
        let bit = 1u32 << (card as u32);
        if seen & bit != 0 {
            continue;
        }
        seen |= bit;
        use ProgressCard as P;
        match card {
            P::Warlord if ck.knights.iter().any(|k| k.owner == seat && !k.active) => {
                out.push(play(card, None, None, None, None, None, None, None));
            }
            P::Irrigation | P::Mining => {
                let r = if card == P::Irrigation { Resource::Grain } else { Resource::Ore };
                let hexes = beside.get_or_insert_with(|| resource_hexes_beside(board, st, seat));
                if st.bank[r] > 0 && hexes.iter().any(|&(_, x)| x == r) {
                    out.push(play(card, None, None, None, None, None, None, None));
                }
            }
            P::ResourceMonopoly => {
                for r in Resource::ALL {
                    if others(&|h| h[r] > 0) {
                        out.push(play(card, Some(r), None, None, None, None, None, None));
                    }
                }
            }
            P::TradeMonopoly => {
                for c in Commodity::ALL {
                    if others(&|h| h[Good::from(c)] > 0) {
                        out.push(play(card, None, Some(c), None, None, None, None, None));
                    }
                }
            }
            P::Engineer => {
                // Only the seat's own cities can take a wall (`check_wall` decides each).
                for (v, b) in st.buildings.iter().enumerate() {
                    if b.is_some_and(|b| b.owner == seat && b.kind == BuildingKind::City && !b.overlays.wall)
                        && super::improvements::check_wall(ck, board, st, seat, v as VertexId, true).is_ok()
                    {
                        out.push(play(card, None, None, Some(board.vertex(v as VertexId)), None, None, None, None));
                    }
                }
            }
            P::Medicine if st.players[seat as usize].hand.contains(&medicine_cost()) => {
                for v in medicine_spots(ck, board, st, seat) {
                    out.push(play(card, None, None, Some(board.vertex(v)), None, None, None, None));
                }
            }
            P::RoadBuilding if crate::rules::build::road_building_useful(board, st, seat) => {
                out.push(play(card, None, None, None, None, None, None, None));
            }
            P::Crane if ck.crane != Some(seat) && super::improvements::could_improve(ck, board, st, seat) => {
                out.push(play(card, None, None, None, None, None, None, None));
            }
            P::MerchantFleet if ck.fleet.is_none_or(|(s, _)| s != seat) => {
                let hand = &st.players[seat as usize].hand;
                for r in Resource::ALL {
                    if hand[r] >= CARD_RATIO {
                        out.push(play(card, Some(r), None, None, None, None, None, None));
                    }
                }
                for c in Commodity::ALL {
                    if hand[Good::from(c)] >= CARD_RATIO {
                        out.push(play(card, None, Some(c), None, None, None, None, None));
                    }
                }
            }
            P::Merchant => {
                let hexes = beside.get_or_insert_with(|| resource_hexes_beside(board, st, seat));
                for &(h, _) in hexes.iter() {
                    let hex = board.hex(h);
                    if ck.merchant != Some(Merchant { seat, hex }) {
                        out.push(play(card, None, None, None, Some(hex), None, None, None));
                    }
                }
            }
            P::Smith => {
                let mine: Vec<&super::Knight> = ck
                    .knights
                    .iter()
                    .filter(|k| k.owner == seat && super::knights::check_promote(ck, st, seat, k).is_ok())
                    .collect();
                for (i, a) in mine.iter().enumerate() {
                    out.push(play(card, None, None, Some(a.vertex), None, None, None, None));
                    for b in &mine[i + 1..] {
                        if smith_pair_ok(ck, st, seat, a, b) {
                            out.push(play(card, None, None, Some(a.vertex), None, None, Some(b.vertex), None));
                        }
                    }
                }
            }
            P::Intrigue => {
                for k in ck.knights.iter().filter(|k| k.owner != seat) {
                    if board.vertex_id(k.vertex).is_some_and(|v| on_network(board, st, seat, v)) {
                        out.push(play(card, None, None, Some(k.vertex), None, None, None, None));
                    }
                }
            }
            P::Diplomat => {
                for e in 0..board.edge_count() as EdgeId {
                    if open_road(ck, board, st, e).is_some() {
                        out.push(play(card, None, None, None, None, None, None, Some(board.edge(e))));
                    }
                }
            }
            P::Wedding if !super::wedding::wedding_givers(board, st, seat).is_empty() => {
                out.push(play(card, None, None, None, None, None, None, None));
            }
            P::Bishop if ck.robber_released => {
                for h in crate::rules::turn::robber_targets(board, st, seat) {
                    out.push(play(card, None, None, None, Some(board.hex(h)), None, None, None));
                }
            }
            P::Spy | P::MasterMerchant | P::Deserter | P::Inventor | P::CommercialHarbor | P::Saboteur => {
                super::choices::play_actions(ck, board, st, seat, card, out);
            }
            _ => {}
        }
    }
}

/// The owner of the road on `e` if it is open: at one of its ends its owner has no building,
/// knight or other road (reference §2.7: an open road may be removed by the Diplomat).
fn open_road(ck: &CitiesAndKnights, board: &Board, st: &GameState, e: EdgeId) -> Option<Seat> {
    let owner = st.roads[e as usize].filter(|&o| st.is_player(o))?;
    let open_at = |v: VertexId| {
        st.buildings[v as usize].is_none_or(|b| b.owner != owner)
            && ck
                .knight_at(board.vertex(v))
                .is_none_or(|k| ck.knights[k].owner != owner)
            && board
                .vertex_edges(v)
                .all(|x| x == e || st.roads[x as usize] != Some(owner))
    };
    board.edge_vertices(e).into_iter().any(open_at).then_some(owner)
}

/// Whether one of `seat`'s roads ends at `v`.
fn on_network(board: &Board, st: &GameState, seat: Seat, v: VertexId) -> bool {
    board.vertex_edges(v).any(|e| st.roads[e as usize] == Some(seat))
}

/// Whether the Smith may promote both knights: each alone may, and two promotions to the same
/// level need two pieces of that level in stock.
fn smith_pair_ok(ck: &CitiesAndKnights, st: &GameState, seat: Seat, a: &super::Knight, b: &super::Knight) -> bool {
    a.vertex != b.vertex
        && super::knights::check_promote(ck, st, seat, a).is_ok()
        && super::knights::check_promote(ck, st, seat, b).is_ok()
        && (a.level != b.level || ck.knights_left(seat, a.level + 1) >= 2)
}

/// Plays a progress card from `seat`'s hand.
pub fn apply(ck: &mut CitiesAndKnights, ctx: &mut Ctx, seat: Seat, action: &CkAction) -> Result<(), RuleError> {
    let CkAction::PlayProgressCard {
        card,
        resource,
        commodity,
        vertex,
        hex,
        dice,
        second,
        edge,
        seat: named,
        second_hex,
    } = *action
    else {
        return Err(RuleError::NotInThisGame);
    };
    if card == ProgressCard::Alchemist {
        return play_alchemist(ck, ctx, seat, action);
    }
    in_main(ctx.st, seat)?;
    if !ck.progress.hand(seat).contains(&card) {
        return Err(CkError::NoSuchProgressCard.into());
    }
    if !playable(card) {
        return Err(CkError::CardNotPlayable.into());
    }
    use ProgressCard as P;
    if dice.is_some()
        || (second.is_some() && card != P::Smith)
        || (edge.is_some() != (card == P::Diplomat))
        || (named.is_some() != matches!(card, P::Spy | P::MasterMerchant | P::Deserter))
        || (second_hex.is_some() != (card == P::Inventor))
    {
        return Err(CkError::BadProgressChoice.into());
    }
    // Only the fields the card names.
    let wants = |r: bool, c: bool, v: bool, h: bool| {
        resource.is_some() == r && commodity.is_some() == c && vertex.is_some() == v && hex.is_some() == h
    };
    let fields_ok = match card {
        P::ResourceMonopoly => wants(true, false, false, false),
        P::TradeMonopoly => wants(false, true, false, false),
        P::MerchantFleet => resource.is_some() != commodity.is_some() && vertex.is_none() && hex.is_none(),
        P::Engineer | P::Medicine | P::Smith | P::Intrigue => wants(false, false, true, false),
        P::Merchant | P::Bishop | P::Inventor => wants(false, false, false, true),
        _ => wants(false, false, false, false),
    };
    if !fields_ok {
        return Err(CkError::BadProgressChoice.into());
    }
    let played = |ck: &mut CitiesAndKnights, events: &mut Vec<Event>| {
        ck.progress.take(seat, card);
        ck.progress.put_under(card);
        events.push(CkEvent::ProgressCardPlayed { seat, card }.into());
    };
    match card {
        P::Warlord => {
            let turn = ctx.st.turn;
            if !ck.knights.iter().any(|k| k.owner == seat && !k.active) {
                return Err(CkError::ProgressUseless.into());
            }
            played(ck, ctx.events);
            for k in ck.knights.iter_mut().filter(|k| k.owner == seat && !k.active) {
                k.active = true;
                k.activated = Some(turn);
                ctx.events.push(CkEvent::KnightActivated { seat, vertex: k.vertex }.into());
            }
        }
        P::Irrigation | P::Mining => {
            let r = if card == P::Irrigation { Resource::Grain } else { Resource::Ore };
            let hexes = hexes_beside(ctx.board, ctx.st, seat, r).len() as u8;
            let n = (2 * hexes).min(ctx.st.bank[r]);
            if n == 0 {
                return Err(CkError::ProgressUseless.into());
            }
            played(ck, ctx.events);
            let goods = ResourceSet::of(r, n);
            ctx.st.bank.try_sub(&goods);
            ctx.st.players[seat as usize].hand.add(&goods);
            ctx.events.push(CkEvent::ProgressGoodsTaken { seat, from: None, goods }.into());
        }
        P::ResourceMonopoly | P::TradeMonopoly => {
            let (good, most) = match (resource, commodity) {
                (Some(r), None) => (Good::from(r), RESOURCE_MONOPOLY_TAKE),
                (None, Some(c)) => (Good::from(c), 1),
                _ => return Err(CkError::BadProgressChoice.into()),
            };
            played(ck, ctx.events);
            for other in 0..ctx.st.seat_count() {
                if other == seat {
                    continue;
                }
                let n = ctx.st.players[other as usize].hand[good].min(most);
                if n == 0 {
                    continue;
                }
                let goods = ResourceSet::of(good, n);
                ctx.st.players[other as usize].hand.try_sub(&goods);
                ctx.st.players[seat as usize].hand.add(&goods);
                ctx.events.push(
                    CkEvent::ProgressGoodsTaken {
                        seat,
                        from: Some(other),
                        goods,
                    }
                    .into(),
                );
            }
        }
        P::Engineer => {
            let name = vertex.ok_or(CkError::BadProgressChoice)?;
            let v = ctx.board.vertex_id(name).ok_or(RuleError::NotOnBoard)?;
            super::improvements::check_wall(ck, ctx.board, ctx.st, seat, v, true)?;
            played(ck, ctx.events);
            if let Some(b) = ctx.st.buildings[v as usize].as_mut() {
                b.overlays.wall = true;
            }
            ctx.events.push(CkEvent::WallBuilt { seat, vertex: name }.into());
        }
        P::Medicine => {
            let name = vertex.ok_or(CkError::BadProgressChoice)?;
            let v = ctx.board.vertex_id(name).ok_or(RuleError::NotOnBoard)?;
            if !medicine_spots(ck, ctx.board, ctx.st, seat).any(|x| x == v) {
                return Err(if ctx.st.buildings[v as usize].is_some_and(|b| b.owner == seat && b.kind == BuildingKind::Settlement) {
                    super::barbarians::check_city(ck, seat).err().unwrap_or(RuleError::NoPiecesLeft("cities"))
                } else {
                    RuleError::NotYourSettlement
                });
            }
            crate::rules::build::pay(ctx, seat, &medicine_cost())?;
            played(ck, ctx.events);
            ctx.st.buildings[v as usize] = Some(Building::new(seat, BuildingKind::City));
            let p = &mut ctx.st.players[seat as usize];
            p.cities_left -= 1;
            p.settlements_left += 1;
            ctx.events.push(Event::CityBuilt { seat, vertex: name });
            ctx.with_modules(|m, hc, ev| {
                m.after_build(hc, seat, crate::modules::Built::Building(v, BuildingKind::City), ev)
            });
        }
        P::RoadBuilding => {
            if !crate::rules::build::road_building_useful(ctx.board, ctx.st, seat) {
                return Err(CkError::ProgressUseless.into());
            }
            played(ck, ctx.events);
            let remaining = ctx.st.players[seat as usize].roads_left.min(2);
            crate::rules::interrupt::open(ctx.st, |resume| Phase::RoadBuilding { remaining, resume });
        }
        P::Crane => {
            if ck.crane == Some(seat) {
                return Err(CkError::ProgressUseless.into());
            }
            played(ck, ctx.events);
            ck.crane = Some(seat);
        }
        P::MerchantFleet => {
            let good = match (resource, commodity) {
                (Some(r), None) => Good::from(r),
                (None, Some(c)) => Good::from(c),
                _ => return Err(CkError::BadProgressChoice.into()),
            };
            played(ck, ctx.events);
            ck.fleet = Some((seat, good));
        }
        P::Merchant => {
            let hex = hex.ok_or(CkError::BadProgressChoice)?;
            let h = ctx.board.hex_id(hex).ok_or(RuleError::NotOnBoard)?;
            if !merchant_spots(ctx.board, ctx.st, seat).contains(&h) {
                return Err(CkError::BadProgressChoice.into());
            }
            played(ck, ctx.events);
            ck.merchant = Some(Merchant { seat, hex });
            ctx.events.push(CkEvent::MerchantPlaced { seat, hex }.into());
        }
        P::Smith => {
            let first = vertex.ok_or(CkError::BadProgressChoice)?;
            let i = ck
                .knight_at(first)
                .filter(|&i| ck.knights[i].owner == seat)
                .ok_or(CkError::NotYourKnight)?;
            super::knights::check_promote(ck, ctx.st, seat, &ck.knights[i])?;
            let j = match second {
                None => None,
                Some(v) => {
                    let j = ck
                        .knight_at(v)
                        .filter(|&j| ck.knights[j].owner == seat && j != i)
                        .ok_or(CkError::NotYourKnight)?;
                    if !smith_pair_ok(ck, ctx.st, seat, &ck.knights[i], &ck.knights[j]) {
                        return Err(super::knights::check_promote(ck, ctx.st, seat, &ck.knights[j])
                            .err()
                            .unwrap_or(RuleError::NoPiecesLeft("knights")));
                    }
                    Some(j)
                }
            };
            played(ck, ctx.events);
            let turn = ctx.st.turn;
            for k in [Some(i), j].into_iter().flatten() {
                let knight = &mut ck.knights[k];
                knight.level += 1;
                knight.promoted = Some(turn);
                ctx.events.push(
                    CkEvent::KnightPromoted {
                        seat,
                        vertex: knight.vertex,
                        level: knight.level,
                    }
                    .into(),
                );
            }
        }
        P::Intrigue => {
            let at = vertex.ok_or(CkError::BadProgressChoice)?;
            let v = ctx.board.vertex_id(at).ok_or(RuleError::NotOnBoard)?;
            let j = ck
                .knight_at(at)
                .filter(|&j| ck.knights[j].owner != seat && on_network(ctx.board, ctx.st, seat, v))
                .ok_or(CkError::BadProgressChoice)?;
            played(ck, ctx.events);
            let mut places = Vec::new();
            super::knights::displace(ck, ctx, seat, j, &mut places);
            super::knights::reroute(ck, ctx, &places);
        }
        P::Diplomat => {
            let name = edge.ok_or(CkError::BadProgressChoice)?;
            let e = ctx.board.edge_id(name).ok_or(RuleError::NotOnBoard)?;
            let owner = open_road(ck, ctx.board, ctx.st, e).ok_or(CkError::BadProgressChoice)?;
            played(ck, ctx.events);
            ctx.st.roads[e as usize] = None;
            ctx.st.players[owner as usize].roads_left += 1;
            ctx.events.push(
                CkEvent::RoadRemoved {
                    seat: owner,
                    edge: name,
                    by: seat,
                }
                .into(),
            );
            // Longest Road is re-decided for the owner (with this module's knights in place).
            ctx.st
                .modules
                .push(crate::modules::ModuleState::CitiesAndKnights(Box::new(ck.clone())));
            crate::rules::awards::update_longest_road(ctx, &[owner]);
            ctx.st.modules.pop();
            // One's own road may be placed again at once, for free.
            if owner == seat && crate::rules::build::road_building_useful(ctx.board, ctx.st, seat) {
                crate::rules::interrupt::open(ctx.st, |resume| Phase::RoadBuilding { remaining: 1, resume });
            }
        }
        P::Wedding => {
            // The points with this module's own (it is out of the state while it acts).
            ctx.st
                .modules
                .push(crate::modules::ModuleState::CitiesAndKnights(Box::new(ck.clone())));
            let owed = super::wedding::wedding_givers(ctx.board, ctx.st, seat);
            ctx.st.modules.pop();
            if owed.is_empty() {
                return Err(CkError::ProgressUseless.into());
            }
            played(ck, ctx.events);
            ctx.events.push(Event::DecisionsRequired { seats: owed.clone() });
            ck.wedding = Some(super::wedding::Wedding { seat, owed });
            crate::rules::interrupt::push(
                ctx.st,
                Phase::ModuleDecisions {
                    module: crate::modules::ModuleId::CitiesAndKnights,
                },
            );
        }
        P::Bishop => {
            let hex = hex.ok_or(CkError::BadProgressChoice)?;
            if !ck.robber_released {
                return Err(CkError::RobberLocked.into());
            }
            let h = ctx.board.hex_id(hex).ok_or(RuleError::NotOnBoard)?;
            if !crate::rules::turn::robber_targets(ctx.board, ctx.st, seat).contains(&h) {
                return Err(if ctx.st.robber == Some(h) { RuleError::RobberMustMove } else { RuleError::RobberNotAllowed });
            }
            played(ck, ctx.events);
            ctx.st.robber = Some(h);
            ctx.events.push(Event::RobberMoved { seat, hex });
            // A random card from each other seat with a building on the hex, in seat order.
            let mut victims: Vec<Seat> = Vec::new();
            for &v in ctx.board.hex_vertices(h) {
                if let Some(b) = ctx.st.buildings[v as usize]
                    && b.owner != seat
                    && ctx.st.is_player(b.owner)
                    && !victims.contains(&b.owner)
                {
                    victims.push(b.owner);
                }
            }
            victims.sort_unstable();
            for victim in victims {
                let Some(good) = crate::rules::turn::steal_card(ctx.st, victim) else {
                    continue;
                };
                let one = ResourceSet::of(good, 1);
                ctx.st.players[victim as usize].hand.try_sub(&one);
                ctx.st.players[seat as usize].hand.add(&one);
                ctx.events.push(Event::Stole {
                    thief: seat,
                    victim,
                    resource: Some(good),
                });
            }
        }
        P::Spy | P::MasterMerchant | P::Deserter | P::Inventor | P::CommercialHarbor | P::Saboteur => {
            super::choices::play(ck, ctx, seat, card, named, hex.zip(second_hex))?;
        }
        _ => return Err(CkError::CardNotPlayable.into()),
    }
    Ok(())
}

/// The card leaves `seat`'s hand for the bottom of its deck and is shown.
pub(super) fn played(ck: &mut CitiesAndKnights, events: &mut Vec<Event>, seat: Seat, card: ProgressCard) {
    ck.progress.take(seat, card);
    ck.progress.put_under(card);
    events.push(CkEvent::ProgressCardPlayed { seat, card }.into());
}
