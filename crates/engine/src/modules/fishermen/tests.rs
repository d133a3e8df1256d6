//! The Fishermen's unit tests: the board, drawing fish, spending, the boot, privacy.

use super::actions::auto_pay;
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
