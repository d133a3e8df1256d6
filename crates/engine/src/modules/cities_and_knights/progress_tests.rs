//! Progress cards (slice 7): the decks dealt, the gates' draws in turn order, secrecy, VP cards
//! shown and scored, the hand limit (at once on another's turn, at the end of one's own), the
//! tied defenders' colour, and each card that plays.

use super::progress::ProgressCard as P;
use super::tests::{ck, ck_ref};
use super::*;
use crate::Game;
use crate::action::Action;
use crate::board::VertexId;
use crate::event::Event;
use crate::modules::{ModuleEvent, game_in_main};
use crate::state::{Building, Phase};

pub(super) fn in_main(seed: u64) -> (Game, Seat) {
    let game = game_in_main(3, &[ModuleId::CitiesAndKnights], seed);
    let seat = game.state().current;
    (game, seat)
}

fn is_ck(e: &Event, f: impl Fn(&CkEvent) -> bool) -> bool {
    matches!(e, Event::Module(ModuleEvent::CitiesAndKnights(c)) if f(c))
}

/// Ends the turn and readies the next roll: `face` on the event die, the dice `[white, red]`,
/// the next draws of each deck scripted.
fn next_roll(game: &mut Game, face: EventDie, dice: [u8; 2], draws: [&[P]; 3]) -> Seat {
    let seat = game.state().current;
    game.apply(seat, &Action::EndTurn).expect("legal");
    let c = ck(game);
    c.scripted = [face].into();
    for (t, d) in draws.iter().enumerate() {
        c.progress.scripted[t] = d.iter().copied().collect();
    }
    game.state_mut().chance.dice = [dice].into();
    game.state().current
}

pub(super) fn set_level(game: &mut Game, seat: Seat, track: Track, level: u8) {
    ck(game).levels[seat as usize][track as usize] = level;
}

pub(super) fn hand(game: &Game, seat: Seat) -> Vec<P> {
    ck_ref(game).progress.hand(seat).to_vec()
}

pub(super) fn give_cards(game: &mut Game, seat: Seat, cards: &[P]) {
    let p = &mut ck(game).progress;
    for &c in cards {
        let d = &mut p.decks[c.track() as usize].draw;
        let i = d.iter().position(|&x| x == c).expect("in the deck");
        d.remove(i);
        if p.hands.len() <= seat as usize {
            p.hands.resize(seat as usize + 1, Vec::new());
        }
        p.hands[seat as usize].push(c);
    }
}

pub(super) fn play(card: P) -> CkAction {
    CkAction::PlayProgressCard {
        card,
        resource: None,
        commodity: None,
        vertex: None,
        hex: None,
        dice: None,
        second: None,
        edge: None,
        seat: None,
        second_hex: None,
    }
}

#[test]
fn three_decks_of_eighteen_are_dealt_and_hands_are_empty() {
    let (game, _) = in_main(3);
    let p = &ck_ref(&game).progress;
    assert_eq!(p.total(), 54);
    for t in Track::ALL {
        assert_eq!(p.decks[t as usize].draw.len(), 18);
        assert!(p.decks[t as usize].draw.iter().all(|c| c.track() == t));
    }
    assert!(p.hands.iter().all(Vec::is_empty));
}

#[test]
fn a_gate_gives_a_card_to_each_admitted_seat_in_turn_order_and_hides_it() {
    let (mut game, _) = in_main(5);
    let roller = next_roll(&mut game, EventDie::Science, [2, 3], [&[], &[], &[P::Crane, P::Smith, P::Mining]]);
    let (a, b) = ((roller + 1) % 3, (roller + 2) % 3);
    // Red 3: level 2 draws (red ≤ 3), level 1 does not (red ≤ 2 only).
    set_level(&mut game, roller, Track::Science, 2);
    set_level(&mut game, a, Track::Science, 1);
    set_level(&mut game, b, Track::Science, 5);
    let events = game.apply(roller, &Action::Roll).expect("legal");
    let drawn: Vec<(Seat, Option<P>)> = events
        .iter()
        .filter_map(|e| match e {
            Event::Module(ModuleEvent::CitiesAndKnights(CkEvent::ProgressCardDrawn { seat, card, .. })) => Some((*seat, *card)),
            _ => None,
        })
        .collect();
    assert_eq!(drawn, vec![(roller, Some(P::Crane)), (b, Some(P::Smith))]);
    assert_eq!(hand(&game, roller), vec![P::Crane]);
    assert_eq!(hand(&game, b), vec![P::Smith]);
    assert!(hand(&game, a).is_empty());
    assert_eq!(ck_ref(&game).progress.total(), 54);
    // The draw came before production.
    let first = events.iter().position(|e| is_ck(e, |c| matches!(c, CkEvent::ProgressCardDrawn { .. }))).expect("drawn");
    assert!(events[..first].iter().all(|e| !matches!(e, Event::Produced { .. })));
    // Others see the colour only; the public view counts per colour; the private view holds
    // the cards.
    let e = CkEvent::ProgressCardDrawn { seat: roller, track: Track::Science, card: Some(P::Crane) };
    assert_eq!(e.redacted_for(Some(a)), CkEvent::ProgressCardDrawn { seat: roller, track: Track::Science, card: None });
    assert_eq!(e.redacted_for(None), CkEvent::ProgressCardDrawn { seat: roller, track: Track::Science, card: None });
    assert_eq!(e.redacted_for(Some(roller)), e);
    let view = game.view(Some(a));
    let json = serde_json::to_string(&view).expect("writes");
    assert!(!json.contains("crane"), "{json}");
    let Some(ModuleView::CitiesAndKnights(v)) = view.modules.iter().find(|m| m.module() == ModuleId::CitiesAndKnights) else {
        panic!("a view");
    };
    assert_eq!(v.progress_cards[roller as usize], [0, 0, 1]);
    assert_eq!(v.decks, [18, 18, 16]);
    let own = game.view(Some(roller));
    let json = serde_json::to_string(&own).expect("writes");
    assert!(json.contains("crane"), "{json}");
}

#[test]
fn a_vp_card_is_shown_at_once_and_scored_outside_the_hand() {
    let (mut game, _) = in_main(5);
    let roller = next_roll(&mut game, EventDie::Politics, [2, 1], [&[], &[P::Constitution], &[]]);
    set_level(&mut game, roller, Track::Politics, 1);
    let vp = game.total_vp(roller);
    let public = game.public_vp(roller);
    let events = game.apply(roller, &Action::Roll).expect("legal");
    let e = CkEvent::ProgressCardDrawn { seat: roller, track: Track::Politics, card: Some(P::Constitution) };
    assert!(events.contains(&e.clone().into()));
    // Shown to everyone.
    assert_eq!(e.redacted_for(Some((roller + 1) % 3)), e);
    assert!(hand(&game, roller).is_empty());
    assert_eq!(ck_ref(&game).progress.shown[roller as usize], vec![P::Constitution]);
    assert_eq!(game.total_vp(roller), vp + 1);
    assert_eq!(game.public_vp(roller), public + 1);
}

#[test]
fn a_fifth_card_on_another_turn_is_discarded_at_once_under_its_deck_before_production() {
    let (mut game, _) = in_main(7);
    let roller = next_roll(&mut game, EventDie::Trade, [4, 2], [&[P::Merchant], &[], &[]]);
    let other = (roller + 1) % 3;
    set_level(&mut game, other, Track::Trade, 5);
    give_cards(&mut game, other, &[P::Spy, P::Crane, P::Bishop, P::Wedding]);
    let events = game.apply(roller, &Action::Roll).expect("legal");
    assert!(events.contains(&Event::DecisionsRequired { seats: vec![other] }));
    assert!(!events.iter().any(|e| matches!(e, Event::Produced { .. })), "production waits");
    assert_eq!(game.pending()[0].seat, other);
    // The roller may not act meanwhile; the seat discards one of its five.
    assert!(game.apply(roller, &Action::EndTurn).is_err());
    let legal = game.legal_actions(other);
    assert_eq!(legal.len(), 5);
    let events = game
        .apply(other, &CkAction::DiscardProgressCard { card: P::Crane }.into())
        .expect("legal");
    assert!(events.iter().any(|e| matches!(e, Event::Produced { .. })), "the roll resumes");
    assert_eq!(hand(&game, other), vec![P::Spy, P::Bishop, P::Wedding, P::Merchant]);
    // Under the science deck: the front of the draw pile (drawn last).
    assert_eq!(ck_ref(&game).progress.decks[Track::Science as usize].draw[0], P::Crane);
    assert_eq!(ck_ref(&game).progress.total(), 54);
    assert_eq!(game.phase(), &Phase::Main);
}

#[test]
fn on_ones_own_turn_a_fifth_card_waits_for_the_end_of_the_turn() {
    let (mut game, _) = in_main(7);
    let roller = next_roll(&mut game, EventDie::Trade, [4, 2], [&[P::Merchant], &[], &[]]);
    set_level(&mut game, roller, Track::Trade, 5);
    give_cards(&mut game, roller, &[P::Spy, P::Crane, P::Bishop, P::Wedding]);
    let events = game.apply(roller, &Action::Roll).expect("legal");
    assert!(!events.iter().any(|e| matches!(e, Event::DecisionsRequired { .. })));
    assert_eq!(game.phase(), &Phase::Main);
    assert_eq!(hand(&game, roller).len(), 5);
    let events = game.apply(roller, &Action::EndTurn).expect("legal");
    assert!(events.contains(&Event::DecisionsRequired { seats: vec![roller] }));
    assert_eq!(game.state().current, roller, "the turn waits for the discard");
    game.apply(roller, &CkAction::DiscardProgressCard { card: P::Bishop }.into())
        .expect("legal");
    assert_eq!(hand(&game, roller).len(), 4);
    assert_ne!(game.state().current, roller, "then the turn passes");
    assert_eq!(game.phase(), &Phase::BeforeRoll);
}

#[test]
fn tied_strongest_defenders_each_choose_a_colour() {
    let (mut game, _) = in_main(21);
    let roller = next_roll(&mut game, EventDie::Ship, [3, 5], [&[], &[P::Saboteur], &[]]);
    ck(&mut game).ship = SHIP_STEPS - 1;
    let spots: Vec<VertexId> = (0..game.board().vertex_count() as VertexId)
        .filter(|&v| game.state().buildings[v as usize].is_none())
        .take(3)
        .collect();
    let board = game.board().clone();
    for (seat, (&v, level)) in spots.iter().zip([2u8, 2, 1]).enumerate() {
        ck(&mut game).knights.push(Knight {
            owner: seat as Seat,
            vertex: board.vertex(v),
            level,
            active: true,
            activated: None,
            promoted: None,
        });
    }
    let events = game.apply(roller, &Action::Roll).expect("legal");
    assert!(events.iter().any(|e| is_ck(e, |c| matches!(c, CkEvent::BarbarianAttack { catan_wins: true, .. }))));
    assert!(!events.iter().any(|e| is_ck(e, |c| matches!(c, CkEvent::DefenderOfCatan { .. }))));
    assert!(events.contains(&Event::DecisionsRequired { seats: vec![0, 1] }));
    assert!(!events.iter().any(|e| matches!(e, Event::Produced { .. })));
    assert_eq!(game.legal_actions(0).len(), 3);
    assert!(game.legal_actions(2).is_empty());
    game.apply(0, &CkAction::ChooseProgressCard { track: Track::Politics }.into())
        .expect("legal");
    assert_eq!(hand(&game, 0), vec![P::Saboteur]);
    let events = game
        .apply(1, &CkAction::ChooseProgressCard { track: Track::Trade }.into())
        .expect("legal");
    assert_eq!(hand(&game, 1).len(), 1);
    assert!(events.iter().any(|e| matches!(e, Event::Produced { .. })), "then the roll produces");
    assert_eq!(game.phase(), &Phase::Main);
}

#[test]
fn cards_play_only_in_ones_main_phase_from_the_hand() {
    let (mut game, seat) = in_main(9);
    let other = (seat + 1) % 3;
    assert_eq!(
        game.apply(seat, &play(P::Crane).into()).err(),
        Some(CkError::NoSuchProgressCard.into())
    );
    give_cards(&mut game, seat, &[P::Spy, P::Crane]);
    let listed = |game: &Game, card: P| {
        game.legal_actions(seat).iter().any(|a| matches!(a, Action::Module(crate::modules::ModuleAction::CitiesAndKnights(CkAction::PlayProgressCard { card: c, .. })) if *c == card))
    };
    // The Spy has nobody to look at (no other seat holds a card): not listed.
    assert!(!listed(&game, P::Spy));
    give_cards(&mut game, other, &[P::Crane]);
    assert_eq!(game.apply(other, &play(P::Crane).into()).err(), Some(RuleError::NotYourTurn));
    // The Spy needs the seat it names.
    assert_eq!(game.apply(seat, &play(P::Spy).into()).err(), Some(CkError::BadProgressChoice.into()));
    assert!(listed(&game, P::Spy));
    assert!(listed(&game, P::Crane));
    // A field the card does not name is refused.
    let mut bad = play(P::Crane);
    if let CkAction::PlayProgressCard { resource, .. } = &mut bad {
        *resource = Some(Resource::Ore);
    }
    assert_eq!(game.apply(seat, &bad.into()).err(), Some(CkError::BadProgressChoice.into()));
    let events = game.apply(seat, &play(P::Crane).into()).expect("legal");
    assert!(events.contains(&CkEvent::ProgressCardPlayed { seat, card: P::Crane }.into()));
    assert_eq!(hand(&game, seat), vec![P::Spy]);
    // Under its deck.
    assert_eq!(ck_ref(&game).progress.decks[Track::Science as usize].draw[0], P::Crane);
    assert_eq!(ck_ref(&game).progress.total(), 54);
}

#[test]
fn the_crane_makes_the_next_improvement_one_commodity_cheaper() {
    let (mut game, seat) = in_main(9);
    give_cards(&mut game, seat, &[P::Crane]);
    set_level(&mut game, seat, Track::Science, 1);
    // Level 2 costs 2 paper; with the Crane 1.
    let st = game.state_mut();
    st.players[seat as usize].hand[Good::Paper] = 1;
    st.bank[Good::Paper] -= 1;
    assert!(game.apply(seat, &CkAction::ImproveCity { track: Track::Science, metropolis: None }.into()).is_err());
    game.apply(seat, &play(P::Crane).into()).expect("legal");
    game.apply(seat, &CkAction::ImproveCity { track: Track::Science, metropolis: None }.into())
        .expect("one paper is enough");
    assert_eq!(game.state().players[seat as usize].hand[Good::Paper], 0);
    assert_eq!(ck_ref(&game).crane, None, "used once");
}

#[test]
fn warlord_activates_every_inactive_knight_for_free() {
    let (mut game, seat) = in_main(9);
    give_cards(&mut game, seat, &[P::Warlord]);
    let free: Vec<VertexId> = (0..game.board().vertex_count() as VertexId)
        .filter(|&v| game.state().buildings[v as usize].is_none())
        .take(2)
        .collect();
    let board = game.board().clone();
    for &v in &free {
        ck(&mut game).knights.push(Knight { owner: seat, vertex: board.vertex(v), level: 1, active: false, activated: None, promoted: None });
    }
    let grain = game.state().players[seat as usize].hand[Resource::Grain];
    game.apply(seat, &play(P::Warlord).into()).expect("legal");
    assert!(ck_ref(&game).knights.iter().all(|k| k.active && k.activated == Some(game.state().turn)));
    assert_eq!(game.state().players[seat as usize].hand[Resource::Grain], grain);
}

#[test]
fn irrigation_and_mining_pay_two_per_hex_beside_ones_buildings() {
    let (mut game, seat) = in_main(9);
    give_cards(&mut game, seat, &[P::Irrigation, P::Mining]);
    // Count the fields and mountains beside the seat's buildings by hand.
    let (board, st) = (game.board().clone(), game.state().clone());
    let count = |terrain: crate::board::Terrain| {
        let mut hexes: Vec<crate::board::HexId> = Vec::new();
        for v in 0..board.vertex_count() as VertexId {
            if st.buildings[v as usize].is_some_and(|b| b.owner == seat) {
                for h in board.vertex_hexes(v) {
                    if st.tiles_on(&board).tile(h).terrain == terrain && !hexes.contains(&h) {
                        hexes.push(h);
                    }
                }
            }
        }
        hexes.len() as u8
    };
    for (card, r, t) in [(P::Irrigation, Resource::Grain, crate::board::Terrain::Fields), (P::Mining, Resource::Ore, crate::board::Terrain::Mountains)] {
        let n = count(t);
        let before = game.state().players[seat as usize].hand[r];
        let result = game.apply(seat, &play(card).into());
        if n == 0 {
            assert_eq!(result.err(), Some(CkError::ProgressUseless.into()));
        } else {
            result.expect("legal");
            assert_eq!(game.state().players[seat as usize].hand[r], before + 2 * n);
        }
    }
}

#[test]
fn monopolies_take_two_of_a_resource_and_one_of_a_commodity_from_each_other_seat() {
    let (mut game, seat) = in_main(9);
    give_cards(&mut game, seat, &[P::ResourceMonopoly, P::TradeMonopoly]);
    let (a, b) = ((seat + 1) % 3, (seat + 2) % 3);
    {
        let st = game.state_mut();
        for (s, wool, coin) in [(a, 3u8, 2u8), (b, 1, 0)] {
            let h = &mut st.players[s as usize].hand;
            let had = (h[Resource::Wool], h[Good::Coin]);
            h[Resource::Wool] = wool;
            h[Good::Coin] = coin;
            st.bank[Resource::Wool] = st.bank[Resource::Wool] + had.0 - wool;
            st.bank[Good::Coin] = st.bank[Good::Coin] + had.1 - coin;
        }
    }
    let wool = game.state().players[seat as usize].hand[Resource::Wool];
    let mut act = play(P::ResourceMonopoly);
    if let CkAction::PlayProgressCard { resource, .. } = &mut act {
        *resource = Some(Resource::Wool);
    }
    game.apply(seat, &act.into()).expect("legal");
    assert_eq!(game.state().players[seat as usize].hand[Resource::Wool], wool + 3);
    assert_eq!(game.state().players[a as usize].hand[Resource::Wool], 1);
    assert_eq!(game.state().players[b as usize].hand[Resource::Wool], 0);
    let coin = game.state().players[seat as usize].hand[Good::Coin];
    let mut act = play(P::TradeMonopoly);
    if let CkAction::PlayProgressCard { commodity, .. } = &mut act {
        *commodity = Some(Commodity::Coin);
    }
    game.apply(seat, &act.into()).expect("legal");
    assert_eq!(game.state().players[seat as usize].hand[Good::Coin], coin + 1);
    assert_eq!(game.state().players[a as usize].hand[Good::Coin], 1);
}

#[test]
fn engineer_walls_a_city_free_and_medicine_builds_a_cheap_city() {
    let (mut game, seat) = in_main(9);
    give_cards(&mut game, seat, &[P::Engineer, P::Medicine]);
    let owned = |game: &Game, kind: BuildingKind| {
        (0..game.board().vertex_count() as VertexId)
            .find(|&v| game.state().buildings[v as usize].is_some_and(|b| b.owner == seat && b.kind == kind))
            .expect("a building")
    };
    let city = owned(&game, BuildingKind::City);
    let settlement = owned(&game, BuildingKind::Settlement);
    let brick = game.state().players[seat as usize].hand[Resource::Brick];
    let mut act = play(P::Engineer);
    if let CkAction::PlayProgressCard { vertex, .. } = &mut act {
        *vertex = Some(game.board().vertex(settlement));
    }
    assert_eq!(game.apply(seat, &act.clone().into()).err(), Some(CkError::NotYourCity.into()));
    if let CkAction::PlayProgressCard { vertex, .. } = &mut act {
        *vertex = Some(game.board().vertex(city));
    }
    game.apply(seat, &act.into()).expect("legal");
    assert!(game.state().buildings[city as usize].is_some_and(|b| b.overlays.wall));
    assert_eq!(game.state().players[seat as usize].hand[Resource::Brick], brick);
    // Medicine: 2 ore + 1 grain.
    {
        let st = game.state_mut();
        let h = st.players[seat as usize].hand;
        st.bank.add(&h);
        st.players[seat as usize].hand = ResourceSet::EMPTY;
        let cost = super::play::medicine_cost();
        st.bank.try_sub(&cost);
        st.players[seat as usize].hand = cost;
    }
    let vp = game.total_vp(seat);
    let mut act = play(P::Medicine);
    if let CkAction::PlayProgressCard { vertex, .. } = &mut act {
        *vertex = Some(game.board().vertex(settlement));
    }
    game.apply(seat, &act.into()).expect("legal");
    assert_eq!(game.state().buildings[settlement as usize], Some(Building::new(seat, BuildingKind::City)));
    assert_eq!(game.state().players[seat as usize].hand, ResourceSet::EMPTY);
    assert_eq!(game.total_vp(seat), vp + 1);
}

#[test]
fn road_building_opens_two_free_roads() {
    let (mut game, seat) = in_main(9);
    give_cards(&mut game, seat, &[P::RoadBuilding]);
    game.apply(seat, &play(P::RoadBuilding).into()).expect("legal");
    assert!(matches!(game.phase(), Phase::RoadBuilding { remaining: 2, .. }));
}

#[test]
fn merchant_fleet_and_the_merchant_trade_two_for_one_and_the_merchant_scores() {
    let (mut game, seat) = in_main(9);
    give_cards(&mut game, seat, &[P::MerchantFleet, P::Merchant]);
    let ratio = |game: &Game, good: Good| crate::rules::trade::trade_ratios(game.board(), game.state(), seat, good).best();
    {
        let st = game.state_mut();
        st.players[seat as usize].hand[Good::Cloth] += 2;
        st.bank[Good::Cloth] -= 2;
    }
    assert_eq!(ratio(&game, Good::Cloth), 4);
    let mut act = play(P::MerchantFleet);
    if let CkAction::PlayProgressCard { commodity, .. } = &mut act {
        *commodity = Some(Commodity::Cloth);
    }
    game.apply(seat, &act.into()).expect("legal");
    assert_eq!(ratio(&game, Good::Cloth), 2);
    // The merchant: on a hex beside one of the seat's buildings.
    let legal: Vec<Action> = game
        .legal_actions(seat)
        .into_iter()
        .filter(|a| matches!(a, Action::Module(crate::modules::ModuleAction::CitiesAndKnights(CkAction::PlayProgressCard { card: P::Merchant, .. }))))
        .collect();
    assert!(!legal.is_empty());
    let Action::Module(crate::modules::ModuleAction::CitiesAndKnights(CkAction::PlayProgressCard { hex: Some(hex), .. })) = legal[0] else {
        panic!("a hex");
    };
    let h = game.board().hex_id(hex).expect("on the board");
    let Some(crate::board::Produce::Resource(r)) = game.state().tiles_on(game.board()).tile(h).terrain.produces() else {
        panic!("a resource hex");
    };
    let vp = game.total_vp(seat);
    game.apply(seat, &legal[0]).expect("legal");
    assert_eq!(ck_ref(&game).merchant, Some(super::play::Merchant { seat, hex }));
    assert_eq!(game.total_vp(seat), vp + 1);
    assert_eq!(ratio(&game, Good::from(r)), 2);
    // The fleet ends with the turn; the merchant stays.
    game.apply(seat, &Action::EndTurn).expect("legal");
    assert_eq!(ck_ref(&game).fleet, None);
    assert!(ck_ref(&game).merchant.is_some());
}

#[test]
fn a_sampled_game_keeps_the_viewers_hand_and_deals_the_others_from_unseen_cards() {
    let (mut game, seat) = in_main(11);
    let other = (seat + 1) % 3;
    give_cards(&mut game, seat, &[P::Spy, P::Crane]);
    give_cards(&mut game, other, &[P::Merchant, P::Bishop, P::Alchemist]);
    ck(&mut game).progress.shown = vec![Vec::new(); 3];
    ck(&mut game).progress.shown[other as usize].push(P::Printer);
    let d = &mut ck(&mut game).progress.decks[Track::Science as usize].draw;
    let i = d.iter().position(|&c| c == P::Printer).expect("printer");
    d.remove(i);
    let view = game.view(Some(seat));
    let mut rng = crate::sample::sampler_rng(&mut <rand_pcg::Pcg64Mcg as rand::SeedableRng>::seed_from_u64(1));
    let sampled = crate::sample::sample_game(game.config(), &view, &mut rng).expect("samples");
    let p = &ck_ref(&sampled).progress;
    assert_eq!(p.hand(seat), &[P::Spy, P::Crane]);
    assert_eq!(p.total(), 54);
    let mut colours: Vec<Track> = p.hand(other).iter().map(|c| c.track()).collect();
    colours.sort();
    assert_eq!(colours, vec![Track::Trade, Track::Politics, Track::Science]);
    assert_eq!(p.shown[other as usize], vec![P::Printer]);
    assert_eq!(sampled.total_vp(other), game.total_vp(other));
}

#[test]
fn the_alchemist_fixes_both_dice_before_the_roll_and_the_event_die_still_rolls() {
    let (mut game, _) = in_main(5);
    // Rolled dice would be 6 + 6; the gate is science.
    let roller = next_roll(&mut game, EventDie::Science, [6, 6], [&[], &[], &[P::Mining]]);
    set_level(&mut game, roller, Track::Science, 1);
    give_cards(&mut game, roller, &[P::Alchemist, P::Crane]);
    // Only the Alchemist before the roll: 36 pairs of dice.
    let plays = game
        .legal_actions(roller)
        .into_iter()
        .filter(|a| matches!(a, Action::Module(crate::modules::ModuleAction::CitiesAndKnights(CkAction::PlayProgressCard { .. }))))
        .count();
    assert_eq!(plays, 36);
    assert_eq!(game.apply(roller, &play(P::Crane).into()).err(), Some(RuleError::MustRollFirst));
    let mut act = play(P::Alchemist);
    if let CkAction::PlayProgressCard { dice, .. } = &mut act {
        *dice = Some([3, 2]);
    }
    game.apply(roller, &act.clone().into()).expect("legal");
    assert_eq!(hand(&game, roller), vec![P::Crane]);
    let events = game.apply(roller, &Action::Roll).expect("legal");
    assert!(events.contains(&Event::DiceRolled { seat: roller, dice: [3, 2] }));
    assert_eq!(game.state().last_roll, Some([3, 2]));
    // The event die still rolled, and the chosen red 2 opened the level-1 gate.
    assert!(events.contains(&CkEvent::EventDieRolled { seat: roller, face: EventDie::Science, red: None }.into()));
    assert_eq!(hand(&game, roller), vec![P::Crane, P::Mining]);
    // The rolled 6 + 6 waits for the next roll; the Alchemist is spent.
    assert_eq!(game.state().chance.dice.front(), Some(&[6, 6]));
    assert_eq!(ck_ref(&game).alchemist, None);
    assert_eq!(game.apply(roller, &act.into()).err(), Some(CkError::NoSuchProgressCard.into()));
    // Only before the roll.
    give_cards(&mut game, roller, &[P::Alchemist]);
    let mut act = play(P::Alchemist);
    if let CkAction::PlayProgressCard { dice, .. } = &mut act {
        *dice = Some([1, 1]);
    }
    assert_eq!(game.apply(roller, &act.into()).err(), Some(RuleError::AlreadyRolled));
}

/// Puts a knight of `owner` at `v` (inactive unless `active`).
pub(super) fn put_knight(game: &mut Game, owner: Seat, v: VertexId, level: u8, active: bool) {
    let vertex = game.board().vertex(v);
    ck(game).knights.push(Knight {
        owner,
        vertex,
        level,
        active,
        activated: None,
        promoted: None,
    });
}

/// An intersection without a building or a road next to it.
pub(super) fn empty_spots(game: &Game, n: usize) -> Vec<VertexId> {
    let (b, st) = (game.board(), game.state());
    (0..b.vertex_count() as VertexId)
        .filter(|&v| {
            st.buildings[v as usize].is_none()
                && b.vertex_on_land(v)
                && b.vertex_edges(v).all(|e| st.roads[e as usize].is_none())
                && b.vertex_links(v).all(|(_, w)| st.buildings[w as usize].is_none())
        })
        .take(n)
        .collect()
}

#[test]
fn the_smith_promotes_two_knights_for_free_within_the_rules() {
    let (mut game, seat) = in_main(9);
    give_cards(&mut game, seat, &[P::Smith, P::Smith]);
    let spots = empty_spots(&game, 2);
    put_knight(&mut game, seat, spots[0], 1, false);
    put_knight(&mut game, seat, spots[1], 2, true);
    let board = game.board().clone();
    // Strong to mighty needs the Fortress.
    let mut act = play(P::Smith);
    if let CkAction::PlayProgressCard { vertex, second, .. } = &mut act {
        *vertex = Some(board.vertex(spots[0]));
        *second = Some(board.vertex(spots[1]));
    }
    assert_eq!(game.apply(seat, &act.clone().into()).err(), Some(CkError::FortressNeeded.into()));
    set_level(&mut game, seat, Track::Politics, 3);
    let hand_before = game.state().players[seat as usize].hand;
    game.apply(seat, &act.into()).expect("legal");
    let levels: Vec<(u8, bool)> = ck_ref(&game).knights.iter().map(|k| (k.level, k.active)).collect();
    assert_eq!(levels, vec![(2, false), (3, true)]);
    assert_eq!(game.state().players[seat as usize].hand, hand_before, "free");
    // Once per knight per turn, even with a second Smith.
    let mut act = play(P::Smith);
    if let CkAction::PlayProgressCard { vertex, .. } = &mut act {
        *vertex = Some(board.vertex(spots[0]));
    }
    assert_eq!(game.apply(seat, &act.into()).err(), Some(CkError::PromotedThisTurn.into()));
}

#[test]
fn intrigue_displaces_an_opposing_knight_on_ones_road() {
    let (mut game, seat) = in_main(9);
    let other = (seat + 1) % 3;
    give_cards(&mut game, seat, &[P::Intrigue]);
    // The end of one of the seat's roads without a building.
    let (b, st) = (game.board().clone(), game.state().clone());
    let end = (0..b.vertex_count() as VertexId)
        .find(|&v| st.buildings[v as usize].is_none() && b.vertex_edges(v).any(|e| st.roads[e as usize] == Some(seat)))
        .expect("a road end");
    let far = empty_spots(&game, 1)[0];
    put_knight(&mut game, other, end, 3, true);
    put_knight(&mut game, other, far, 1, true);
    let mut act = play(P::Intrigue);
    if let CkAction::PlayProgressCard { vertex, .. } = &mut act {
        *vertex = Some(b.vertex(far));
    }
    assert_eq!(game.apply(seat, &act.into()).err(), Some(CkError::BadProgressChoice.into()));
    let mut act = play(P::Intrigue);
    if let CkAction::PlayProgressCard { vertex, .. } = &mut act {
        *vertex = Some(b.vertex(end));
    }
    let events = game.apply(seat, &act.into()).expect("legal");
    assert!(events.contains(&CkEvent::KnightDisplaced { seat: other, vertex: b.vertex(end), by: seat }.into()));
    assert!(ck_ref(&game).knights.iter().all(|k| k.vertex != b.vertex(end)));
    // It retreated along its owner's roads, left the board, or waits for its owner's choice.
    let c = ck_ref(&game);
    assert!(c.knights.len() == 2 || c.retreat.is_some() || events.iter().any(|e| is_ck(e, |c| matches!(c, CkEvent::KnightRemoved { .. }))));
}

#[test]
fn the_bishop_moves_the_robber_once_released_and_robs_each_neighbour() {
    let (mut game, seat) = in_main(9);
    give_cards(&mut game, seat, &[P::Bishop]);
    // A hex with buildings of both other seats would be ideal; take one with another seat's.
    let (b, st) = (game.board().clone(), game.state().clone());
    let h = (0..b.hex_count() as crate::board::HexId)
        .find(|&h| {
            st.robber != Some(h)
                && b.hex_vertices(h).iter().any(|&v| st.buildings[v as usize].is_some_and(|x| x.owner != seat))
                && b.hex_vertices(h).iter().all(|&v| st.buildings[v as usize].is_none_or(|x| x.owner != seat))
                && st.tiles_on(&b).tile(h).terrain.produces().is_some()
        })
        .expect("a hex");
    let mut act = play(P::Bishop);
    if let CkAction::PlayProgressCard { hex, .. } = &mut act {
        *hex = Some(b.hex(h));
    }
    assert_eq!(game.apply(seat, &act.clone().into()).err(), Some(CkError::RobberLocked.into()));
    ck(&mut game).robber_released = true;
    let victims: Vec<Seat> = {
        let mut v: Vec<Seat> = b.hex_vertices(h).iter().filter_map(|&v| st.buildings[v as usize].map(|x| x.owner)).collect();
        v.sort_unstable();
        v.dedup();
        v
    };
    let before = game.state().players[seat as usize].hand.total();
    let events = game.apply(seat, &act.into()).expect("legal");
    assert_eq!(game.state().robber, Some(h));
    let robbed: Vec<Seat> = events
        .iter()
        .filter_map(|e| match e {
            Event::Stole { victim, .. } => Some(*victim),
            _ => None,
        })
        .collect();
    let with_cards: Vec<Seat> = victims.iter().copied().filter(|&v| st.players[v as usize].hand.total() > 0).collect();
    assert_eq!(robbed, with_cards);
    assert_eq!(game.state().players[seat as usize].hand.total(), before + with_cards.len() as u32);
}

#[test]
fn a_wedding_asks_two_cards_of_each_seat_with_more_points() {
    let (mut game, seat) = in_main(9);
    let (a, b) = ((seat + 1) % 3, (seat + 2) % 3);
    give_cards(&mut game, seat, &[P::Wedding]);
    // Nobody has more points yet: the card would do nothing.
    assert_eq!(game.apply(seat, &play(P::Wedding).into()).err(), Some(CkError::ProgressUseless.into()));
    // Seat a gets a Defender point (more points); seat b stays level.
    ck(&mut game).defenders = vec![0; 3];
    ck(&mut game).defenders[a as usize] = 1;
    {
        let st = game.state_mut();
        let h = st.players[a as usize].hand;
        st.bank.add(&h);
        let mut cards = ResourceSet::of(Resource::Ore, 2);
        cards[Good::Cloth] += 1;
        st.bank.try_sub(&cards);
        st.players[a as usize].hand = cards;
    }
    let events = game.apply(seat, &play(P::Wedding).into()).expect("legal");
    assert!(events.contains(&Event::DecisionsRequired { seats: vec![a] }));
    assert!(game.legal_actions(b).is_empty());
    // Two of ore/ore/cloth: ore+ore or ore+cloth.
    assert_eq!(game.legal_actions(a).len(), 2);
    let mut three = ResourceSet::of(Resource::Ore, 2);
    three[Good::Cloth] += 1;
    assert_eq!(
        game.apply(a, &CkAction::GiveWeddingGift { cards: three }.into()).err(),
        Some(RuleError::WrongCardCount { expected: 2 })
    );
    let before = game.state().players[seat as usize].hand;
    let mut gift = ResourceSet::of(Resource::Ore, 1);
    gift[Good::Cloth] += 1;
    game.apply(a, &CkAction::GiveWeddingGift { cards: gift }.into()).expect("legal");
    let mut after = before;
    after.add(&gift);
    assert_eq!(game.state().players[seat as usize].hand, after);
    assert_eq!(game.state().players[a as usize].hand, ResourceSet::of(Resource::Ore, 1));
    assert_eq!(game.phase(), &Phase::Main);
}

#[test]
fn autoplay_answers_every_progress_card_decision() {
    // A discard owed at once.
    let (mut game, _) = in_main(7);
    let roller = next_roll(&mut game, EventDie::Trade, [4, 2], [&[P::Merchant], &[], &[]]);
    let other = (roller + 1) % 3;
    set_level(&mut game, other, Track::Trade, 5);
    give_cards(&mut game, other, &[P::Spy, P::Crane, P::Bishop, P::Wedding]);
    game.apply(roller, &Action::Roll).expect("legal");
    let a = crate::autoplay::minimal_action(&game, other).expect("a discard");
    assert!(crate::autoplay::autoplay_allowed(&game, other, &a));
    game.apply(other, &a).expect("legal");
    assert_eq!(hand(&game, other).len(), 4);
    assert_eq!(game.phase(), &Phase::Main);
    // A discard owed at the end of one's own turn.
    give_cards(&mut game, roller, &[P::Smith, P::Irrigation, P::Mining, P::Medicine, P::Engineer]);
    game.apply(roller, &Action::EndTurn).expect("legal");
    let a = crate::autoplay::minimal_action(&game, roller).expect("a discard");
    assert!(crate::autoplay::autoplay_allowed(&game, roller, &a));
    game.apply(roller, &a).expect("legal");
    assert_ne!(game.state().current, roller);
    // A Wedding's gift.
    let (mut game, seat) = in_main(9);
    let a_seat = (seat + 1) % 3;
    give_cards(&mut game, seat, &[P::Wedding]);
    ck(&mut game).defenders = vec![0; 3];
    ck(&mut game).defenders[a_seat as usize] = 1;
    if game.state().players[a_seat as usize].hand.total() == 0 {
        let st = game.state_mut();
        st.players[a_seat as usize].hand[Resource::Ore] += 1;
        st.bank[Resource::Ore] -= 1;
    }
    game.apply(seat, &play(P::Wedding).into()).expect("legal");
    let a = crate::autoplay::minimal_action(&game, a_seat).expect("a gift");
    assert!(crate::autoplay::autoplay_allowed(&game, a_seat, &a));
    game.apply(a_seat, &a).expect("legal");
    assert_eq!(game.phase(), &Phase::Main);
}

#[test]
fn the_diplomat_removes_an_open_road_and_ones_own_is_placed_again() {
    let (mut game, seat) = in_main(9);
    let other = (seat + 1) % 3;
    give_cards(&mut game, seat, &[P::Diplomat, P::Diplomat]);
    let (b, st) = (game.board().clone(), game.state().clone());
    // Each set-up road runs from a building to an open end.
    let road_of = |s: Seat| (0..st.roads.len() as crate::board::EdgeId).find(|&e| st.roads[e as usize] == Some(s)).expect("a road");
    let theirs = road_of(other);
    let mut act = play(P::Diplomat);
    if let CkAction::PlayProgressCard { edge, .. } = &mut act {
        *edge = Some(b.edge(theirs));
    }
    let left = game.state().players[other as usize].roads_left;
    let events = game.apply(seat, &act.into()).expect("legal");
    assert!(events.contains(&CkEvent::RoadRemoved { seat: other, edge: b.edge(theirs), by: seat }.into()));
    assert_eq!(game.state().roads[theirs as usize], None);
    assert_eq!(game.state().players[other as usize].roads_left, left + 1);
    assert_eq!(game.phase(), &Phase::Main);
    // One's own: placed again for free.
    let mine = road_of(seat);
    let mut act = play(P::Diplomat);
    if let CkAction::PlayProgressCard { edge, .. } = &mut act {
        *edge = Some(b.edge(mine));
    }
    game.apply(seat, &act.into()).expect("legal");
    assert!(matches!(game.phase(), Phase::RoadBuilding { remaining: 1, .. }));
    // A road joined at both ends is not open.
    assert!(super::play::playable(P::Diplomat));
}
