//! The Fishermen's unit tests: the board, drawing fish, spending, the boot, privacy.

use super::actions::auto_pay;
use super::{FishToken, Fishermen, FishermenAction, FishermenEvent};
use crate::board::terrain::Terrain;
use crate::modules::ModuleId;
use crate::{Game, GameConfig};

fn config(players: u8) -> GameConfig {
    let mut c = GameConfig::base(players);
    c.modules = vec![ModuleId::Fishermen];
    c
}

#[test]
fn the_board_has_an_inland_lake_and_six_grounds_and_no_robber() {
    let game = Game::new(config(3), 1).expect("game");
    let tiles = &game.board().layout().tiles;
    let lake: Vec<_> = tiles.iter().filter(|t| t.terrain == Terrain::Lake).collect();
    assert_eq!(lake.len(), 1);
    assert_eq!(lake[0].numbers.as_slice(), &[2, 3, 11, 12]);
    assert_eq!(lake[0].hex, crate::board::Hex::new(0, 0));
    let grounds: Vec<u8> = tiles
        .iter()
        .filter(|t| t.terrain == Terrain::FishingGround)
        .filter_map(|t| t.number)
        .collect();
    assert_eq!(grounds, vec![6, 10, 5, 4, 8, 9]);
    assert!(tiles.iter().all(|t| t.terrain != Terrain::Desert));
    assert_eq!(game.state().robber, None);
}

#[test]
fn a_coastal_desert_swaps_with_the_centre() {
    use crate::board::layout::{LayoutChoice, NumberPlacement};
    for seed in 0..40 {
        let mut c = config(4);
        c.layout = LayoutChoice::Variable {
            numbers: NumberPlacement::Random,
        };
        let game = Game::new(c, seed).expect("game");
        let lake = game
            .board()
            .layout()
            .tiles
            .iter()
            .find(|t| t.terrain == Terrain::Lake)
            .expect("a lake");
        assert!(lake.hex.ring() <= 1, "seed {seed}: lake at {:?}", lake.hex);
    }
}

#[test]
fn payments_waste_least_then_give_most_tokens() {
    assert_eq!(auto_pay(&[0, 0, 0], 2), None);
    assert_eq!(auto_pay(&[1, 0, 0], 2), None);
    assert_eq!(auto_pay(&[3, 0, 1], 3), Some([3, 0, 0]));
    assert_eq!(auto_pay(&[0, 0, 1], 2), Some([0, 0, 1]));
    assert_eq!(auto_pay(&[1, 1, 1], 5), Some([0, 1, 1]));
    assert_eq!(auto_pay(&[0, 0, 3], 7), Some([0, 0, 3]));
    assert_eq!(auto_pay(&[2, 1, 1], 7), Some([2, 1, 1]));
}

#[test]
fn fish_tokens_are_seen_only_by_their_owner() {
    let mut game = Game::new(config(3), 3).expect("game");
    if let Some(crate::modules::ModuleState::Fishermen(m)) = game
        .state_mut()
        .modules
        .iter_mut()
        .find(|m| m.id() == ModuleId::Fishermen)
    {
        m.held[1] = [1, 0, 2];
    }
    let own = serde_json::to_string(&game.view(Some(1))).expect("json");
    let other = serde_json::to_string(&game.view(Some(0))).expect("json");
    let public = serde_json::to_string(&game.view(None)).expect("json");
    assert!(own.contains("\"own\":{\"seat\":1,\"tokens\":[3,3,1]}"), "{own}");
    assert!(!other.contains("\"own\":{\"seat\":1"));
    assert!(!public.contains("\"own\""));
    assert!(public.contains("\"tokens\":[0,3,0]"));
}

fn module_mut(game: &mut Game) -> &mut Fishermen {
    game.state_mut()
        .modules
        .iter_mut()
        .find_map(|m| match m {
            crate::modules::ModuleState::Fishermen(f) => Some(f.as_mut()),
            _ => None,
        })
        .expect("in play")
}

#[test]
fn the_boot_holder_needs_one_more_point() {
    use crate::resources::Resource;
    let mut c = config(3);
    c.target_vp = Some(3);
    c.script.dice = vec![[3, 5]; 8];
    let mut game = Game::new(c, 5).expect("game");
    while !matches!(game.phase(), crate::state::Phase::Main) {
        let seat = game.pending()[0].seat;
        let action = crate::autoplay::minimal_action(&game, seat).expect("a move");
        game.apply(seat, &action).expect("legal");
    }
    let seat = game.state().current;
    let p = &mut game.state_mut().players[seat as usize];
    p.hand[Resource::Ore] += 3;
    p.hand[Resource::Grain] += 2;
    let city = game
        .legal_actions(seat)
        .into_iter()
        .find(|a| matches!(a, crate::Action::BuildCity { .. }))
        .expect("a city to build");
    let mut without = game.clone();
    without.apply(seat, &city).expect("city");
    assert_eq!(without.winner(), Some(seat), "3 VP wins without the boot");

    module_mut(&mut game).boot = Some(seat);
    assert_eq!(game.target_vp_for(seat), 4);
    assert_eq!(game.view(None).players[seat as usize].target_vp, Some(4));
    game.apply(seat, &city).expect("city");
    assert_eq!(game.winner(), None, "the boot's holder needs 4");
    // Passing it to a player with as many points is refused (the others have 2), so it stays.
    let other = (seat + 1) % 3;
    let refused = game.apply(seat, &FishermenAction::PassBoot { to: other }.into());
    assert_eq!(
        refused.err().map(|e| e.code().to_string()),
        Some("boot_receiver_behind".into())
    );
}

#[test]
fn the_spent_tokens_are_reshuffled_when_the_stack_runs_out() {
    let mut game = Game::new(config(3), 2).expect("game");
    let mut f = module_mut(&mut game).clone();
    f.stack.draw.clear();
    f.stack.discard = vec![FishToken::Two, FishToken::Three];
    f.scripted.clear();
    let board = game.board().clone();
    let mut state = game.state().clone();
    let mut events = Vec::new();
    let mut ctx = crate::rules::Ctx {
        board: &board,
        st: &mut state,
        events: &mut events,
    };
    f.draw_for(&mut ctx, 1, 3);
    assert_eq!(f.held[1], [0, 1, 1]);
    assert!(f.stack.draw.is_empty() && f.stack.discard.is_empty());
    assert!(matches!(
        events[0],
        crate::Event::Module(crate::modules::ModuleEvent::Fishermen(
            FishermenEvent::FishReshuffled { count: 2 }
        ))
    ));
    // At the limit nothing is drawn.
    f.held[2] = [7, 0, 0];
    f.stack.draw = vec![FishToken::One];
    let mut events = Vec::new();
    let mut ctx = crate::rules::Ctx {
        board: &board,
        st: &mut state,
        events: &mut events,
    };
    f.draw_for(&mut ctx, 2, 2);
    assert_eq!(f.held[2], [7, 0, 0]);
    assert_eq!(f.stack.draw, vec![FishToken::One]);
}

#[test]
fn drawn_tokens_are_shown_only_to_the_drawer() {
    let e = FishermenEvent::FishDrawn {
        seat: 1,
        count: 2,
        tokens: Some(vec![FishToken::One, FishToken::Three]),
    };
    assert_eq!(e.redacted_for(Some(1)), e);
    for viewer in [None, Some(0), Some(2)] {
        assert!(matches!(
            e.redacted_for(viewer),
            FishermenEvent::FishDrawn {
                seat: 1,
                count: 2,
                tokens: None
            }
        ));
    }
}
