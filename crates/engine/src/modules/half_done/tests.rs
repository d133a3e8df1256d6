use super::*;
use crate::autoplay::{autoplay_allowed, minimal_action};
use crate::{Game, GameConfig};

/// A game with the module, in the first player's main phase.
fn in_main_phase() -> Game {
    let mut config = GameConfig::base(3);
    config.modules = vec![ModuleId::HalfDone];
    config.script.dice = vec![[3, 5]];
    let mut game = Game::new(config, 2).expect("valid config");
    while !matches!(game.phase(), Phase::Main) {
        let seat = game.pending()[0].seat;
        let action = minimal_action(&game, seat).expect("a move");
        game.apply(seat, &action).expect("legal");
    }
    game
}

#[test]
fn a_module_action_that_fails_half_done_changes_nothing() {
    let game = in_main_phase();
    let seat = game.state().current;
    let take = |count| {
        Action::from(HalfDoneAction::TakeFromBank {
            resource: Resource::Ore,
            count,
        })
    };
    let in_bank = game.state().bank[Resource::Ore];
    // One more than the bank holds: the action takes them all, then fails.
    let mut game = game;
    let before = game.state().clone();
    assert_eq!(game.apply(seat, &take(in_bank + 1)), Err(RuleError::BankShort));
    assert_eq!(game.state(), &before);
    // As many as the bank holds: it applies.
    let hand = game.state().players[seat as usize].hand[Resource::Ore];
    game.apply(seat, &take(in_bank)).expect("applies");
    assert_eq!(
        game.state().players[seat as usize].hand[Resource::Ore],
        hand + in_bank
    );
    assert_eq!(game.state().bank[Resource::Ore], 0);
}

#[test]
fn autoplay_never_plays_an_action_its_module_does_not_list() {
    let game = in_main_phase();
    let seat = game.state().current;
    let legal = game.legal_actions(seat);
    let take: Action = HalfDoneAction::TakeFromBank {
        resource: Resource::Ore,
        count: 1,
    }
    .into();
    assert!(legal.contains(&take));
    assert!(!autoplay_allowed(&game, seat, &take));
    assert_eq!(minimal_action(&game, seat), Some(Action::EndTurn));
}
