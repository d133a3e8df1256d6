use super::*;
use crate::action::Action;
use crate::modules::game_in_main;
use crate::resources::ROAD_COST;
use crate::rules::victory::public_vp;

fn watch(game: &crate::Game) -> &VpWatch {
    game.state()
        .modules
        .iter()
        .find_map(|m| match m {
            ModuleState::VpWatch(w) => Some(w.as_ref()),
            _ => None,
        })
        .expect("in play")
}

/// Harbormaster's 2 points and its state are visible to another module's `after_build` and
/// `end_of_turn` hooks, whichever comes first in the list.
#[test]
fn hooks_see_the_other_modules_state_and_points() {
    for modules in [
        [ModuleId::VpWatch, ModuleId::Harbormaster],
        [ModuleId::Harbormaster, ModuleId::VpWatch],
    ] {
        let mut game = game_in_main(3, &modules, 9);
        let seat = game.state().current;
        for m in game.state_mut().modules.iter_mut() {
            if let ModuleState::Harbormaster(h) = m {
                h.holder = Some(seat);
            }
        }
        game.state_mut().players[seat as usize].hand = ROAD_COST;
        let road = game
            .legal_actions(seat)
            .into_iter()
            .find(|a| matches!(a, Action::BuildRoad { .. }))
            .expect("a road spot");
        game.apply(seat, &road).expect("builds");
        let vp = public_vp(game.board(), game.state(), seat);
        // 2 settlements and the Harbormaster card (Longest Road cannot come with 3 roads).
        assert_eq!(vp, 4, "{modules:?}");
        assert_eq!(
            watch(&game).after_build.last(),
            Some(&(vp, Some(seat))),
            "{modules:?}"
        );
        game.apply(seat, &Action::EndTurn).expect("ends the turn");
        assert_eq!(watch(&game).end_of_turn, vec![(vp, Some(seat))], "{modules:?}");
    }
}
