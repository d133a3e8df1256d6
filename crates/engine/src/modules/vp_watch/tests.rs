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

/// `after_production` hears of every production number with what each seat received, as the
/// `Produced` events say, and of nothing on a 7.
#[test]
fn after_production_sees_what_each_seat_received() {
    let mut config = crate::GameConfig::base(3);
    config.modules = vec![ModuleId::VpWatch];
    let mut game = crate::Game::new(config, 21).expect("valid config");
    let mut rolls = Vec::new();
    for _ in 0..400 {
        let Some(p) = game.pending().first().copied() else {
            break;
        };
        let action = crate::autoplay::minimal_action(&game, p.seat).expect("a move");
        let events = game.apply(p.seat, &action).expect("legal");
        if action == Action::Roll {
            let number = game
                .state()
                .last_roll
                .map(|d| d[0] + d[1])
                .expect("dice");
            let mut got = vec![0u32; 3];
            for e in &events {
                if let crate::event::Event::Produced { seat, resources } = e {
                    got[*seat as usize] += resources.total();
                }
            }
            if number != 7 {
                rolls.push((number, got));
            }
        }
    }
    assert!(rolls.len() > 20, "{}", rolls.len());
    assert_eq!(watch(&game).produced, rolls);
}
