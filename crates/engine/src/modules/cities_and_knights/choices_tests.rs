//! The six progress cards that waited (Spy, Master Merchant, Deserter, Inventor, Commercial
//! Harbor, Saboteur): what the legal list offers, refusals that change nothing, the choices
//! through the stack, secrecy, and the minimal move finishing every new decision.

use super::choices::PlayChoice;
use super::progress::ProgressCard as P;
use super::progress_tests::{empty_spots, give_cards, hand, in_main, play, put_knight, set_level};
use super::tests::{ck, ck_ref};
use super::types::Peek;
use super::*;
use crate::Game;
use crate::action::Action;
use crate::board::{Hex, HexId};
use crate::event::Event;
use crate::game::Pending;
use crate::modules::{ModuleAction, ModuleView};
use crate::state::Phase;

/// Gives `seat` exactly `cards` (its old hand back to the bank).
fn set_hand(game: &mut Game, seat: Seat, cards: &[(Good, u8)]) {
    let st = game.state_mut();
    let old = st.players[seat as usize].hand;
    st.bank.add(&old);
    let mut set = ResourceSet::EMPTY;
    for &(g, n) in cards {
        set[g] += n;
    }
    assert!(st.bank.try_sub(&set), "the bank holds them");
    st.players[seat as usize].hand = set;
}

fn set_of(cards: &[(Good, u8)]) -> ResourceSet {
    let mut set = ResourceSet::EMPTY;
    for &(g, n) in cards {
        set[g] += n;
    }
    set
}

/// `card` played naming `seat`.
fn naming(card: P, seat: Seat) -> Action {
    let mut act = play(card);
    if let CkAction::PlayProgressCard { seat: s, .. } = &mut act {
        *s = Some(seat);
    }
    act.into()
}

/// The Inventor swapping the tokens of `a` and `b`.
fn inventor(a: Hex, b: Hex) -> Action {
    let mut act = play(P::Inventor);
    if let CkAction::PlayProgressCard { hex, second_hex, .. } = &mut act {
        *hex = Some(a);
        *second_hex = Some(b);
    }
    act.into()
}

/// The plays of `card` the legal list offers `seat`.
fn plays(game: &Game, seat: Seat, card: P) -> Vec<CkAction> {
    game.legal_actions(seat)
        .into_iter()
        .filter_map(|a| match a {
            Action::Module(ModuleAction::CitiesAndKnights(c @ CkAction::PlayProgressCard { card: x, .. })) if x == card => Some(c),
            _ => None,
        })
        .collect()
}

fn named_seats(game: &Game, seat: Seat, card: P) -> Vec<Option<Seat>> {
    plays(game, seat, card)
        .into_iter()
        .map(|c| match c {
            CkAction::PlayProgressCard { seat, .. } => seat,
            _ => None,
        })
        .collect()
}

fn owed(game: &Game) -> Vec<(Seat, CkDecision)> {
    game.pending()
        .into_iter()
        .filter_map(|Pending { seat, decision }| match decision {
            crate::game::Decision::Module(crate::modules::ModuleDecision::CitiesAndKnights(d)) => Some((seat, d)),
            _ => None,
        })
        .collect()
}

fn ck_view(game: &Game, viewer: Option<Seat>) -> CkView {
    let view = game.view(viewer);
    let found = view
        .private_modules
        .iter()
        .chain(view.modules.iter())
        .find_map(|m| match m {
            ModuleView::CitiesAndKnights(v) => Some(v.clone()),
            _ => None,
        });
    found.expect("a view")
}

/// Everyone with equal points but `ahead`, one Defender point up.
fn put_ahead(game: &mut Game, ahead: Seat) {
    ck(game).defenders = vec![0; 3];
    ck(game).defenders[ahead as usize] = 1;
}

fn sample_from(game: &Game, viewer: Seat) -> Game {
    let view = game.view(Some(viewer));
    let mut rng = crate::sample::sampler_rng(&mut <rand_pcg::Pcg64Mcg as rand::SeedableRng>::seed_from_u64(3));
    crate::sample::sample_game(game.config(), &view, &mut rng).expect("samples")
}

#[test]
fn the_spy_looks_at_a_hand_and_takes_a_card_only_the_two_seats_see() {
    let (mut game, seat) = in_main(9);
    let (a, b) = ((seat + 1) % 3, (seat + 2) % 3);
    give_cards(&mut game, seat, &[P::Spy]);
    give_cards(&mut game, a, &[P::Bishop, P::Crane]);
    // Only a seat holding cards is offered (b holds none; never oneself).
    assert_eq!(named_seats(&game, seat, P::Spy), vec![Some(a)]);
    let before = game.state().clone();
    assert_eq!(game.apply(seat, &naming(P::Spy, b)).err(), Some(CkError::ProgressUseless.into()));
    assert_eq!(game.apply(seat, &naming(P::Spy, seat)).err(), Some(CkError::BadProgressChoice.into()));
    assert_eq!(game.apply(seat, &naming(P::Spy, 7)).err(), Some(CkError::BadProgressChoice.into()));
    assert_eq!(game.state(), &before, "a refused play changes nothing");
    let events = game.apply(seat, &naming(P::Spy, a)).expect("legal");
    assert!(events.contains(&Event::DecisionsRequired { seats: vec![seat] }));
    assert_eq!(owed(&game), vec![(seat, CkDecision::SpyCard)]);
    // The spy's list names a's cards; nobody else has anything to do.
    assert_eq!(
        game.legal_actions(seat),
        vec![
            CkAction::TakeSpiedCard { card: P::Bishop }.into(),
            CkAction::TakeSpiedCard { card: P::Crane }.into()
        ]
    );
    assert!(game.legal_actions(a).is_empty() && game.legal_actions(b).is_empty());
    // Only the spy's own view shows the hand it looks at.
    assert_eq!(
        ck_view(&game, Some(seat)).peek,
        Some(Box::new(Peek { seat: a, cards: vec![P::Bishop, P::Crane], goods: None }))
    );
    for viewer in [None, Some(b)] {
        let json = serde_json::to_string(&game.view(viewer)).expect("writes");
        assert!(!json.contains("crane") && !json.contains("peek"), "{json}");
    }
    // A sampled game from the spy's eyes keeps the hand it saw; from b's, a's are dealt.
    let sampled = sample_from(&game, seat);
    assert_eq!(ck_ref(&sampled).progress.hand(a), &[P::Bishop, P::Crane]);
    assert_eq!(sampled.legal_actions(seat), game.legal_actions(seat));
    let sampled = sample_from(&game, b);
    assert_eq!(ck_ref(&sampled).progress.hand(a).len(), 2);
    assert_eq!(ck_ref(&sampled).progress.total(), 54);
    // Refusals: a card it does not hold, a seat that owes nothing.
    assert_eq!(
        game.apply(seat, &CkAction::TakeSpiedCard { card: P::Smith }.into()).err(),
        Some(CkError::NoSuchProgressCard.into())
    );
    assert_eq!(
        game.apply(a, &CkAction::TakeSpiedCard { card: P::Crane }.into()).err(),
        Some(RuleError::NoDecisionOwed)
    );
    let events = game.apply(seat, &CkAction::TakeSpiedCard { card: P::Crane }.into()).expect("legal");
    let e = CkEvent::ProgressCardTaken { seat, from: a, card: Some(P::Crane) };
    assert!(events.contains(&e.clone().into()));
    assert_eq!(e.redacted_for(Some(b)), CkEvent::ProgressCardTaken { seat, from: a, card: None });
    assert_eq!(e.redacted_for(None), CkEvent::ProgressCardTaken { seat, from: a, card: None });
    assert_eq!(e.redacted_for(Some(a)), e);
    assert_eq!(hand(&game, seat), vec![P::Crane]);
    assert_eq!(hand(&game, a), vec![P::Bishop]);
    assert_eq!(ck_ref(&game).progress.total(), 54);
    assert_eq!(game.phase(), &Phase::Main);
    assert_eq!(ck_ref(&game).choice, None);
}

#[test]
fn the_master_merchant_takes_two_cards_from_a_seat_with_more_points() {
    let (mut game, seat) = in_main(9);
    let (a, b) = ((seat + 1) % 3, (seat + 2) % 3);
    give_cards(&mut game, seat, &[P::MasterMerchant]);
    set_hand(&mut game, a, &[(Good::Ore, 2), (Good::Cloth, 1)]);
    set_hand(&mut game, b, &[(Good::Grain, 2)]);
    // Nobody has more points: not offered, refused.
    assert!(named_seats(&game, seat, P::MasterMerchant).is_empty());
    assert_eq!(game.apply(seat, &naming(P::MasterMerchant, a)).err(), Some(CkError::NotMorePoints.into()));
    put_ahead(&mut game, a);
    assert_eq!(named_seats(&game, seat, P::MasterMerchant), vec![Some(a)]);
    assert_eq!(game.apply(seat, &naming(P::MasterMerchant, b)).err(), Some(CkError::NotMorePoints.into()));
    game.apply(seat, &naming(P::MasterMerchant, a)).expect("legal");
    assert_eq!(owed(&game), vec![(seat, CkDecision::MerchantCards)]);
    // Every pair of a's cards: ore+ore, ore+cloth.
    assert_eq!(game.legal_actions(seat).len(), 2);
    let a_hand = set_of(&[(Good::Ore, 2), (Good::Cloth, 1)]);
    assert_eq!(ck_view(&game, Some(seat)).peek, Some(Box::new(Peek { seat: a, cards: Vec::new(), goods: Some(a_hand) })));
    assert_eq!(ck_view(&game, Some(b)).peek, None);
    // A sampled game from the player's eyes keeps the hand it looks at.
    let sampled = sample_from(&game, seat);
    assert_eq!(sampled.state().players[a as usize].hand, a_hand);
    assert_eq!(sampled.legal_actions(seat), game.legal_actions(seat));
    let take = |cards| Action::from(CkAction::TakeMerchantCards { cards });
    assert_eq!(
        game.apply(seat, &take(set_of(&[(Good::Ore, 2), (Good::Cloth, 1)]))).err(),
        Some(RuleError::WrongCardCount { expected: 2 })
    );
    assert_eq!(
        game.apply(seat, &take(set_of(&[(Good::Grain, 1), (Good::Ore, 1)]))).err(),
        Some(CkError::BadProgressChoice.into())
    );
    let mine = game.state().players[seat as usize].hand;
    let events = game.apply(seat, &take(set_of(&[(Good::Ore, 1), (Good::Cloth, 1)]))).expect("legal");
    let given = Event::CardGiven { from: a, to: seat, resource: Some(Good::Cloth) };
    assert!(events.contains(&given));
    assert!(events.contains(&Event::CardGiven { from: a, to: seat, resource: Some(Good::Ore) }));
    assert_eq!(given.redacted_for(Some(b)), Event::CardGiven { from: a, to: seat, resource: None });
    let mut after = mine;
    after.add(&set_of(&[(Good::Ore, 1), (Good::Cloth, 1)]));
    assert_eq!(game.state().players[seat as usize].hand, after);
    assert_eq!(game.state().players[a as usize].hand, set_of(&[(Good::Ore, 1)]));
    assert_eq!(game.phase(), &Phase::Main);
}

#[test]
fn the_deserter_removes_a_knight_of_the_named_seats_choice_and_one_of_its_level_may_come() {
    let (mut game, seat) = in_main(9);
    let (a, b) = ((seat + 1) % 3, (seat + 2) % 3);
    give_cards(&mut game, seat, &[P::Deserter, P::Deserter]);
    let spots = empty_spots(&game, 3);
    put_knight(&mut game, a, spots[0], 2, true);
    put_knight(&mut game, a, spots[1], 1, false);
    assert_eq!(named_seats(&game, seat, P::Deserter), vec![Some(a)]);
    assert_eq!(game.apply(seat, &naming(P::Deserter, b)).err(), Some(CkError::ProgressUseless.into()));
    game.apply(seat, &naming(P::Deserter, a)).expect("legal");
    // The named seat chooses which of its knights leaves.
    assert_eq!(owed(&game), vec![(a, CkDecision::DeserterKnight)]);
    let (v0, v1, v2) = (game.board().vertex(spots[0]), game.board().vertex(spots[1]), game.board().vertex(spots[2]));
    assert_eq!(
        game.legal_actions(a),
        vec![
            CkAction::RemoveDeserterKnight { vertex: v0 }.into(),
            CkAction::RemoveDeserterKnight { vertex: v1 }.into()
        ]
    );
    assert_eq!(
        game.apply(a, &CkAction::RemoveDeserterKnight { vertex: v2 }.into()).err(),
        Some(CkError::NotYourKnight.into())
    );
    let events = game.apply(a, &CkAction::RemoveDeserterKnight { vertex: v0 }.into()).expect("legal");
    assert!(events.contains(&CkEvent::KnightDeserted { seat: a, vertex: v0, level: 2, by: seat }.into()));
    // The player may place a strong knight of its own where its roads reach, or none.
    assert_eq!(owed(&game), vec![(seat, CkDecision::DeserterPlacement)]);
    let legal = game.legal_actions(seat);
    assert!(legal.contains(&CkAction::DeclineDeserterKnight.into()));
    let place = legal
        .iter()
        .find_map(|x| match x {
            Action::Module(ModuleAction::CitiesAndKnights(CkAction::PlaceDeserterKnight { vertex })) => Some(*vertex),
            _ => None,
        })
        .expect("a place on the seat's roads");
    assert_eq!(
        game.apply(seat, &CkAction::PlaceDeserterKnight { vertex: v2 }.into()).err(),
        Some(CkError::KnightSpot.into())
    );
    let events = game.apply(seat, &CkAction::PlaceDeserterKnight { vertex: place }.into()).expect("legal");
    assert!(events.contains(&CkEvent::DeserterKnightPlaced { seat, vertex: place, level: 2 }.into()));
    let k = ck_ref(&game).knights.iter().find(|k| k.vertex == place).copied().expect("placed");
    assert_eq!((k.owner, k.level, k.active), (seat, 2, false));
    assert_eq!(game.phase(), &Phase::Main);
    // A mighty deserter: without the Fortress no mighty knight of one's own comes.
    put_knight(&mut game, a, spots[2], 3, true);
    game.apply(seat, &naming(P::Deserter, a)).expect("legal");
    game.apply(a, &CkAction::RemoveDeserterKnight { vertex: v2 }.into()).expect("legal");
    assert_eq!(game.phase(), &Phase::Main);
    assert!(ck_ref(&game).knights.iter().all(|k| k.level < 3));
}

#[test]
fn the_deserter_places_a_mighty_knight_with_the_fortress() {
    let (mut game, seat) = in_main(9);
    let a = (seat + 1) % 3;
    give_cards(&mut game, seat, &[P::Deserter]);
    set_level(&mut game, seat, Track::Politics, 3);
    let spots = empty_spots(&game, 1);
    put_knight(&mut game, a, spots[0], 3, false);
    game.apply(seat, &naming(P::Deserter, a)).expect("legal");
    let v = game.board().vertex(spots[0]);
    game.apply(a, &CkAction::RemoveDeserterKnight { vertex: v }.into()).expect("legal");
    assert_eq!(owed(&game), vec![(seat, CkDecision::DeserterPlacement)]);
    game.apply(seat, &CkAction::DeclineDeserterKnight.into()).expect("legal");
    assert!(ck_ref(&game).knights.is_empty());
    assert_eq!(game.phase(), &Phase::Main);
}

#[test]
fn the_inventor_swaps_two_number_tokens_but_never_2_12_6_or_8() {
    let (mut game, seat) = in_main(9);
    give_cards(&mut game, seat, &[P::Inventor]);
    let board = game.board().clone();
    let number = |game: &Game, h: HexId| game.state().tiles_on(game.board()).tile(h).number;
    let hexes: Vec<(HexId, u8)> = (0..board.hex_count() as HexId)
        .filter_map(|h| board.tile(h).number.map(|n| (h, n)))
        .collect();
    let movable: Vec<(HexId, u8)> = hexes.iter().copied().filter(|(_, n)| ![2, 12, 6, 8].contains(n)).collect();
    let pairs = movable
        .iter()
        .enumerate()
        .map(|(i, &(_, a))| movable[i + 1..].iter().filter(|&&(_, b)| b != a).count())
        .sum::<usize>();
    assert_eq!(plays(&game, seat, P::Inventor).len(), pairs);
    let six = hexes.iter().find(|(_, n)| *n == 6).expect("a 6").0;
    let (h3, n3) = movable[0];
    let (h4, n4) = *movable.iter().find(|(_, n)| *n != n3).expect("another number");
    let before = game.state().clone();
    assert_eq!(game.apply(seat, &inventor(board.hex(six), board.hex(h3))).err(), Some(CkError::NumberFixed.into()));
    if let Some(&(same, _)) = movable.iter().find(|&&(h, n)| n == n3 && h != h3) {
        assert_eq!(game.apply(seat, &inventor(board.hex(same), board.hex(h3))).err(), Some(CkError::ProgressUseless.into()));
    }
    assert_eq!(game.state(), &before);
    let events = game.apply(seat, &inventor(board.hex(h3), board.hex(h4))).expect("legal");
    assert_eq!(events.iter().filter(|e| matches!(e, Event::TileChanged { .. })).count(), 2);
    assert_eq!((number(&game, h3), number(&game, h4)), (Some(n4), Some(n3)));
    // Production reads the tokens where they lie now.
    let tiles = game.state().tiles_on(game.board());
    assert!(tiles.hexes_with_number(n4).any(|h| h == h3));
    assert!(!tiles.hexes_with_number(n3).any(|h| h == h3));
    assert!(ck_view(&game, None).choice.is_none());
}

#[test]
fn the_commercial_harbor_trades_a_resource_for_a_commodity_with_each_other_seat_in_turn() {
    let (mut game, seat) = in_main(9);
    let (a, b) = ((seat + 1) % 3, (seat + 2) % 3);
    give_cards(&mut game, seat, &[P::CommercialHarbor]);
    set_hand(&mut game, seat, &[]);
    set_hand(&mut game, a, &[(Good::Grain, 1)]);
    set_hand(&mut game, b, &[(Good::Paper, 1), (Good::Coin, 1)]);
    // Nothing to give: not offered.
    assert!(plays(&game, seat, P::CommercialHarbor).is_empty());
    assert_eq!(game.apply(seat, &play(P::CommercialHarbor).into()).err(), Some(CkError::ProgressUseless.into()));
    set_hand(&mut game, seat, &[(Good::Brick, 1), (Good::Wool, 1)]);
    assert_eq!(plays(&game, seat, P::CommercialHarbor).len(), 1);
    let events = game.apply(seat, &play(P::CommercialHarbor).into()).expect("legal");
    // a holds no commodity: nothing happens there; b is next.
    assert!(events.contains(&CkEvent::HarborNoCommodity { seat: a, by: seat }.into()));
    assert_eq!(owed(&game), vec![(seat, CkDecision::HarborResource)]);
    assert_eq!(
        game.legal_actions(seat),
        vec![
            CkAction::OfferHarborResource { resource: Resource::Brick }.into(),
            CkAction::OfferHarborResource { resource: Resource::Wool }.into()
        ]
    );
    assert_eq!(
        game.apply(seat, &CkAction::OfferHarborResource { resource: Resource::Ore }.into()).err(),
        Some(RuleError::NotEnoughResources)
    );
    let events = game.apply(seat, &CkAction::OfferHarborResource { resource: Resource::Brick }.into()).expect("legal");
    assert!(events.contains(&Event::CardGiven { from: seat, to: b, resource: Some(Good::Brick) }));
    assert_eq!(owed(&game), vec![(b, CkDecision::HarborCommodity)]);
    assert_eq!(
        game.legal_actions(b),
        vec![
            CkAction::GiveHarborCommodity { commodity: Commodity::Paper }.into(),
            CkAction::GiveHarborCommodity { commodity: Commodity::Coin }.into()
        ]
    );
    assert_eq!(
        game.apply(b, &CkAction::GiveHarborCommodity { commodity: Commodity::Cloth }.into()).err(),
        Some(RuleError::NotEnoughResources)
    );
    game.apply(b, &CkAction::GiveHarborCommodity { commodity: Commodity::Coin }.into()).expect("legal");
    assert_eq!(game.state().players[seat as usize].hand, set_of(&[(Good::Wool, 1), (Good::Coin, 1)]));
    assert_eq!(game.state().players[b as usize].hand, set_of(&[(Good::Brick, 1), (Good::Paper, 1)]));
    assert_eq!(game.state().players[a as usize].hand, set_of(&[(Good::Grain, 1)]));
    assert_eq!(game.phase(), &Phase::Main);
}

#[test]
fn the_saboteur_makes_each_seat_with_as_many_points_or_more_discard_half() {
    let (mut game, seat) = in_main(9);
    let (a, b) = ((seat + 1) % 3, (seat + 2) % 3);
    give_cards(&mut game, seat, &[P::Saboteur, P::Saboteur]);
    put_ahead(&mut game, a);
    set_hand(&mut game, a, &[(Good::Ore, 2), (Good::Grain, 1), (Good::Cloth, 2)]);
    set_hand(&mut game, b, &[(Good::Lumber, 1)]);
    assert_eq!(game.total_vp(b), game.total_vp(seat));
    assert_eq!(plays(&game, seat, P::Saboteur).len(), 1);
    game.apply(seat, &play(P::Saboteur).into()).expect("legal");
    // b holds 1 card (half is nothing): only a discards, 2 of its 5.
    assert_eq!(owed(&game), vec![(a, CkDecision::SaboteurDiscard)]);
    let legal = game.legal_actions(a);
    assert!(!legal.is_empty() && legal.len() <= 3, "{legal:?}");
    for x in &legal {
        let Action::Module(ModuleAction::CitiesAndKnights(CkAction::DiscardForSaboteur { cards })) = x else {
            panic!("{x:?}");
        };
        assert_eq!(cards.total(), 2);
        assert!(game.state().players[a as usize].hand.contains(cards));
    }
    let discard = |cards| Action::from(CkAction::DiscardForSaboteur { cards });
    assert_eq!(
        game.apply(a, &discard(set_of(&[(Good::Ore, 2), (Good::Grain, 1)]))).err(),
        Some(RuleError::WrongCardCount { expected: 2 })
    );
    assert_eq!(game.apply(b, &discard(set_of(&[(Good::Lumber, 1)]))).err(), Some(RuleError::NoDecisionOwed));
    let bank = game.state().bank;
    let events = game.apply(a, &discard(set_of(&[(Good::Grain, 1), (Good::Cloth, 1)]))).expect("legal");
    assert!(events.contains(&Event::Discarded { seat: a, cards: set_of(&[(Good::Grain, 1), (Good::Cloth, 1)]) }));
    let mut after = bank;
    after.add(&set_of(&[(Good::Grain, 1), (Good::Cloth, 1)]));
    assert_eq!(game.state().bank, after);
    assert_eq!(game.phase(), &Phase::Main);
    // Now nobody holds 2 cards with as many points: the second would do nothing.
    set_hand(&mut game, a, &[(Good::Ore, 1)]);
    assert!(plays(&game, seat, P::Saboteur).is_empty());
    assert_eq!(game.apply(seat, &play(P::Saboteur).into()).err(), Some(CkError::ProgressUseless.into()));
}

/// Answers every owed decision with the minimal move (sampling the game from every seat's
/// eyes at each step), until play is back in the main phase.
fn finish_by_autoplay(game: &mut Game) {
    let mut steps = 0;
    while game.phase() != &Phase::Main {
        for s in 0..3 {
            let sampled = sample_from(game, s);
            assert_eq!(sampled.pending(), game.pending());
        }
        let p = game.pending()[0];
        let a = crate::autoplay::minimal_action(game, p.seat).expect("a minimal move");
        assert!(crate::autoplay::autoplay_allowed(game, p.seat, &a));
        game.apply(p.seat, &a).expect("legal");
        steps += 1;
        assert!(steps < 10);
    }
    assert_eq!(ck_ref(game).choice, None);
    assert_eq!(ck_ref(game).progress.total(), 54);
}

#[test]
fn autoplay_answers_every_new_decision_and_the_sampler_keeps_them() {
    let (mut game, seat) = in_main(9);
    let (a, b) = ((seat + 1) % 3, (seat + 2) % 3);
    let total = |game: &Game| -> u32 {
        game.state().players.iter().map(|p| p.hand.total()).sum::<u32>() + game.state().bank.total()
    };
    let cards = total(&game);
    give_cards(&mut game, seat, &[P::Spy, P::MasterMerchant, P::Deserter, P::CommercialHarbor, P::Saboteur]);
    give_cards(&mut game, a, &[P::Wedding, P::Crane]);
    put_ahead(&mut game, a);
    set_hand(&mut game, seat, &[(Good::Brick, 2), (Good::Wool, 1)]);
    set_hand(&mut game, a, &[(Good::Ore, 2), (Good::Paper, 1)]);
    set_hand(&mut game, b, &[(Good::Coin, 2), (Good::Grain, 2)]);
    let spots = empty_spots(&game, 1);
    put_knight(&mut game, b, spots[0], 1, true);
    game.apply(seat, &naming(P::Spy, a)).expect("legal");
    assert!(matches!(ck_ref(&game).choice, Some(PlayChoice::Spy { .. })));
    finish_by_autoplay(&mut game);
    game.apply(seat, &naming(P::MasterMerchant, a)).expect("legal");
    finish_by_autoplay(&mut game);
    game.apply(seat, &naming(P::Deserter, b)).expect("legal");
    finish_by_autoplay(&mut game);
    game.apply(seat, &play(P::CommercialHarbor).into()).expect("legal");
    finish_by_autoplay(&mut game);
    game.apply(seat, &play(P::Saboteur).into()).expect("legal");
    assert!(matches!(ck_ref(&game).choice, Some(PlayChoice::Saboteur { .. })));
    finish_by_autoplay(&mut game);
    assert_eq!(total(&game), cards);
}
