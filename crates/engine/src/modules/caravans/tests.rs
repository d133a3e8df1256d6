//! The Caravans' tests: the board, the vote and its ties, refusals, camel roads and the points
//! between camels.

use super::*;
use crate::Game;
use crate::board::layout::{LayoutChoice, NumberPlacement, TOKEN_ORDER, red_numbers_adjacent};
use crate::board::{Hex, Terrain};
use crate::board::annotations::Annotation;
use crate::game::Decision;
use crate::modules::{ModuleDecision, ModuleState, game_in_main};
use crate::resources::{CITY_COST, Resource, ResourceSet};

fn caravans(game: &mut Game) -> &mut Caravans {
    match &mut game.state_mut().modules[0] {
        ModuleState::Caravans(c) => c,
        other => panic!("{other:?}"),
    }
}

fn edge(game: &Game, name: &str) -> Edge {
    let e: Edge = name.parse().expect("an edge name");
    assert!(game.board().edge_id(e).is_some(), "{name} is on the board");
    e
}

/// A game in the current player's main phase, who then upgrades a settlement to a city: the
/// vote opens. Every seat holds 4 wool and 4 grain besides.
fn vote_opened(seed: u64) -> (Game, Seat) {
    let mut game = game_in_main(3, &[ModuleId::Caravans], seed);
    let seat = game.state().current;
    for p in &mut game.state_mut().players {
        p.hand = ResourceSet::EMPTY;
        p.hand[Resource::Wool] = 4;
        p.hand[Resource::Grain] = 4;
    }
    game.state_mut().players[seat as usize].hand.add(&CITY_COST);
    let v = (0..game.board().vertex_count() as u16)
        .find(|&v| game.state().buildings[v as usize].is_some_and(|b| b.owner == seat))
        .expect("a settlement");
    let vertex = game.board().vertex(v);
    let events = game
        .apply(seat, &Action::BuildCity { vertex })
        .expect("a city");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Module(crate::modules::ModuleEvent::Caravans(CaravansEvent::CamelVoteOpened { .. }))
    )));
    (game, seat)
}

fn vote(game: &mut Game, seat: Seat, e: &str, wool: u8, grain: u8) {
    let edge = edge(game, e);
    let action: Action = if wool + grain == 0 {
        CaravansAction::CamelPass.into()
    } else {
        CaravansAction::CamelVote { edge, wool, grain }.into()
    };
    game.apply(seat, &action).expect("a legal vote");
}

fn placed(game: &Game) -> Vec<Vec<Edge>> {
    match game
        .view(None)
        .modules
        .iter()
        .find(|m| m.module() == ModuleId::Caravans)
    {
        Some(ModuleView::Caravans(v)) => v.routes.clone(),
        other => panic!("{other:?}"),
    }
}

const A0: &str = "1,-1,W";
const A1: &str = "0,1,NE";
const A2: &str = "-1,1,NW";

#[test]
fn the_oasis_takes_the_centre_with_three_arrows_and_no_robber() {
    let game = Game::new(
        {
            let mut c = GameConfig::base(3);
            c.modules = vec![ModuleId::Caravans];
            c
        },
        1,
    )
    .expect("a game");
    let board = game.board();
    let centre = board.hex_id(Hex::new(0, 0)).expect("the centre");
    assert_eq!(board.tile(centre).terrain, Terrain::Oasis);
    assert_eq!(board.tile(centre).number, None);
    assert_eq!(game.state().robber, None, "the robber waits off the board");
    let arrows: Vec<String> = board
        .annotations()
        .iter()
        .filter_map(|a| match a {
            Annotation::OasisArrow { edge } => Some(edge.to_string()),
            _ => None,
        })
        .collect();
    assert_eq!(arrows, vec![A0, A1, A2]);
    assert_eq!(game.ruleset().target.total(), 12);
}

#[test]
fn a_variable_board_moves_the_centre_tile_to_the_desert_and_keeps_the_numbers() {
    for numbers in [
        NumberPlacement::Spiral,
        NumberPlacement::Random,
        NumberPlacement::Unrestricted,
    ] {
        for seed in 0..40 {
            let mut c = GameConfig::base(4);
            c.layout = LayoutChoice::Variable { numbers };
            c.modules = vec![ModuleId::Caravans];
            let game = Game::new(c, seed).expect("a game");
            let tiles = &game.board().layout().tiles;
            assert!(tiles.iter().all(|t| t.terrain != Terrain::Desert));
            let oases: Vec<Hex> = tiles
                .iter()
                .filter(|t| t.terrain == Terrain::Oasis)
                .map(|t| t.hex)
                .collect();
            assert_eq!(oases, vec![Hex::new(0, 0)]);
            let mut got: Vec<u8> = tiles.iter().filter_map(|t| t.number).collect();
            let mut want = TOKEN_ORDER.to_vec();
            got.sort_unstable();
            want.sort_unstable();
            assert_eq!(got, want, "the 18 numbers");
            if numbers != NumberPlacement::Unrestricted {
                assert!(!red_numbers_adjacent(tiles), "{numbers:?} seed {seed}");
            }
        }
    }
}

#[test]
fn setup_builds_open_no_vote_and_a_city_opens_one_for_every_seat_in_turn() {
    let (mut game, seat) = vote_opened(2);
    // Setup placed 6 settlements and no camel vote.
    assert!(game.state().interrupted.len() == 1);
    let order: Vec<Seat> = (0..3).map(|i| (seat + i) % 3).collect();
    let owes = |game: &Game| {
        let p = game.pending();
        assert_eq!(p.len(), 1);
        assert_eq!(
            p[0].decision,
            Decision::Module(ModuleDecision::Caravans(CaravansDecision::CamelVote))
        );
        p[0].seat
    };
    assert_eq!(owes(&game), order[0]);
    // Only the seat whose ballot is due may vote.
    let other = order[1];
    let e = edge(&game, A0);
    assert_eq!(
        game.apply(other, &CaravansAction::CamelVote { edge: e, wool: 1, grain: 0 }.into()),
        Err(RuleError::NoDecisionOwed)
    );
    vote(&mut game, order[0], A0, 2, 0);
    assert_eq!(owes(&game), order[1]);
    vote(&mut game, order[1], A1, 0, 0);
    assert_eq!(owes(&game), order[2]);
    let bank_before = game.state().bank;
    vote(&mut game, order[2], A1, 0, 1);
    assert_eq!(placed(&game), vec![vec![e]]);
    assert_eq!(game.state().phase, Phase::Main);
    assert_eq!(caravans(&mut game).camels_left, CAMELS - 1);
    let mut bank = bank_before;
    bank[Resource::Grain] += 1;
    assert_eq!(game.state().bank, bank, "shown cards went back to the bank");
    assert_eq!(game.state().players[order[0] as usize].hand[Resource::Wool], 2);
    // The next camel of that caravan goes on from its head, 1,-2,S: its two other paths.
    let routes = caravans(&mut game).routes.clone();
    let spots = board::camel_spots(game.board(), &routes);
    let names: Vec<String> = spots.iter().map(|&(e, _)| e.to_string()).collect();
    assert_eq!(names.len(), 4, "{names:?}");
    assert!(names.contains(&A1.to_string()) && names.contains(&A2.to_string()));
    assert!(!names.contains(&A0.to_string()));
}

#[test]
fn a_tie_goes_to_the_biggest_voter_for_a_tied_spot() {
    let (mut game, seat) = vote_opened(3);
    let order: Vec<Seat> = (0..3).map(|i| (seat + i) % 3).collect();
    vote(&mut game, order[0], A0, 1, 0);
    vote(&mut game, order[1], A0, 0, 1);
    let events = {
        let e = edge(&game, A1);
        game.apply(order[2], &CaravansAction::CamelVote { edge: e, wool: 1, grain: 1 }.into())
            .expect("votes")
    };
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Module(crate::modules::ModuleEvent::Caravans(CaravansEvent::CamelPlaced {
            votes: 2,
            decided: CamelDecided::BiggestVoter { seat },
            ..
        })) if *seat == order[2]
    )));
    assert_eq!(placed(&game), vec![vec![], vec![edge(&game, A1)]]);
}

#[test]
fn an_even_tie_and_a_vote_with_no_cards_are_decided_by_the_current_player() {
    for (a, b) in [((2, 0), (1, 1)), ((0, 0), (0, 0))] {
        let (mut game, seat) = vote_opened(4);
        let order: Vec<Seat> = (0..3).map(|i| (seat + i) % 3).collect();
        vote(&mut game, order[0], A0, a.0, a.1);
        vote(&mut game, order[1], A2, b.0, b.1);
        vote(&mut game, order[2], A2, 0, 0);
        let p = game.pending();
        assert_eq!(p.len(), 1);
        assert_eq!(p[0].seat, seat);
        assert_eq!(
            p[0].decision,
            Decision::Module(ModuleDecision::Caravans(CaravansDecision::ChooseCamelSpot))
        );
        let legal = game.legal_actions(seat);
        let tied = if a == (0, 0) { 3 } else { 2 };
        assert_eq!(legal.len(), tied, "{legal:?}");
        if tied == 2 {
            let e = edge(&game, A1);
            assert_eq!(
                game.apply(seat, &CaravansAction::ChooseCamelSpot { edge: e }.into()),
                Err(CaravansError::NotATiedSpot.into())
            );
        }
        let e = edge(&game, A2);
        game.apply(seat, &CaravansAction::ChooseCamelSpot { edge: e }.into())
            .expect("chooses");
        assert_eq!(placed(&game)[2], vec![e]);
        assert_eq!(game.state().phase, Phase::Main);
    }
}

#[test]
fn refused_votes_change_nothing() {
    let (mut game, seat) = vote_opened(5);
    let before = game.clone();
    let e = edge(&game, A0);
    let off = edge(&game, "0,-1,NE");
    let cases: Vec<(CaravansAction, RuleError)> = vec![
        (
            CaravansAction::CamelVote { edge: off, wool: 1, grain: 0 },
            CaravansError::NotACamelSpot.into(),
        ),
        (
            CaravansAction::CamelVote { edge: e, wool: 0, grain: 0 },
            CaravansError::NoCardsShown.into(),
        ),
        (
            CaravansAction::CamelVote { edge: e, wool: 5, grain: 0 },
            RuleError::NotEnoughResources,
        ),
        (CaravansAction::ChooseCamelSpot { edge: e }, RuleError::NoDecisionOwed),
    ];
    for (action, error) in cases {
        assert_eq!(game.apply(seat, &action.into()), Err(error));
        assert_eq!(game.state(), before.state());
    }
    // A big vote beyond what the menus list is accepted by name.
    vote(&mut game, seat, A0, 4, 4);
    // Base actions wait for the vote.
    assert!(game.apply(seat, &Action::EndTurn).is_err());
    // The legal list: the spots times the amounts up to 3 of each, and a pass.
    let next = game.pending()[0].seat;
    let listed = game.legal_actions(next);
    assert_eq!(listed.len(), 3 * 15 + 1);
}

#[test]
fn roads_under_camels_count_double_and_buildings_between_camels_score() {
    let mut game = game_in_main(3, &[ModuleId::Caravans], 6);
    let seat = game.state().current;
    let board = game.board().clone();
    // Give the seat a road on the first arrow's path and the next two paths of a caravan,
    // and a settlement between the first two camels.
    let a0 = board.edge_id(edge(&game, A0)).expect("on the board");
    let head = board::other_end(&board, a0, board::arrow_tail(&board, a0));
    let next = board
        .vertex_edges(head)
        .find(|&e| e != a0 && board.edge_on_land(e))
        .expect("a path on");
    {
        let st = game.state_mut();
        for v in 0..st.buildings.len() {
            if st.buildings[v].is_some_and(|b| b.owner != seat)
                && (v as u16 == head
                    || board.vertex_neighbors(head).any(|n| n as usize == v))
            {
                st.buildings[v] = None;
            }
        }
        st.roads[a0 as usize] = Some(seat);
        st.roads[next as usize] = Some(seat);
        st.buildings[head as usize] =
            Some(crate::state::Building::new(seat, BuildingKind::Settlement));
    }
    let plain = crate::rules::awards::longest_road(&board, game.state(), seat);
    vote::add_camel(caravans(&mut game), &board, 0, board.edge(a0));
    let one = crate::rules::awards::longest_road(&board, game.state(), seat);
    assert_eq!(one, plain + 1, "a camel road counts 2");
    let vp_before = game.public_vp(seat);
    vote::add_camel(caravans(&mut game), &board, 0, board.edge(next));
    let two = crate::rules::awards::longest_road(&board, game.state(), seat);
    assert_eq!(two, plain + 2);
    assert_eq!(game.public_vp(seat), vp_before + 1, "between two camels");
    let view = game.view(None);
    assert_eq!(
        view.counters
            .iter()
            .filter(|c| c.kind == BONUS)
            .map(|c| (c.owner, c.value))
            .collect::<Vec<_>>(),
        vec![(Some(seat), 1)]
    );
    assert_eq!(view.pieces.iter().filter(|p| p.kind == CAMEL).count(), 2);
}

#[test]
fn autoplay_gets_through_votes_and_random_games_end() {
    use rand::SeedableRng;
    for seed in 0..20u64 {
        let mut c = GameConfig::base(3 + (seed % 2) as u8);
        c.modules = vec![ModuleId::Caravans];
        let mut game = Game::new(c, seed).expect("a game");
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
        let mut camels = 0;
        for _ in 0..20_000 {
            if game.is_over() {
                break;
            }
            let p = game.pending();
            let seat = p[(seed as usize) % p.len()].seat;
            let legal = game.legal_actions(seat);
            let action = if seed % 3 == 0 || legal.is_empty() {
                crate::autoplay::minimal_action(&game, seat).expect("a move")
            } else {
                legal[rand::RngExt::random_range(&mut rng, 0..legal.len())].clone()
            };
            game.apply(seat, &action).expect("legal");
            let c = caravans(&mut game);
            assert_eq!(c.camels_out() + c.camels_left as usize, CAMELS as usize);
            camels = c.camels_out();
        }
        assert!(game.is_over() || seed % 3 == 0, "seed {seed} ends");
        let _ = camels;
    }
}
