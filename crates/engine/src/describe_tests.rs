//! Every legal action of every module, alone and in pairs, says how it is shown: a label its
//! action type lists (a module's labels start with the module's name), and a place whenever it
//! places or moves a piece; two legal actions of a seat never describe themselves alike.

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

use super::*;
use crate::config::GameConfig;
use crate::game::Game;
use crate::modules::{ModuleId, player_range};
use crate::random_play::{RandomPlayOptions, random_step};

fn check(action: &Action, seen: &mut std::collections::BTreeSet<&'static str>) {
    let info = action.info();
    match action {
        Action::Module(m) => {
            let module = m.module();
            assert!(
                module.action_labels().contains(&info.label),
                "{action:?}: {} is not among {}'s labels",
                info.label,
                module.name()
            );
            assert!(
                info.label.starts_with(&format!("{}-", module.name())),
                "{action:?}: {} does not start with the module's name",
                info.label
            );
        }
        _ => assert!(
            CORE_LABELS.contains(&info.label),
            "{action:?}: {}",
            info.label
        ),
    }
    if info.piece.is_some() {
        assert!(
            info.place.is_some(),
            "{action:?} names a piece but no place"
        );
    }
    if matches!(info.group, ActionGroup::Build) {
        assert!(info.place.is_some(), "{action:?} builds nowhere");
    }
    seen.insert(info.label);
}

/// Two different legal actions of one seat never describe themselves alike, so a chooser
/// built from the descriptions alone can offer each of them.
fn distinguishable(legal: &[Action]) {
    for (i, a) in legal.iter().enumerate() {
        for b in &legal[i + 1..] {
            assert!(
                a == b || a.info() != b.info(),
                "{a:?} and {b:?} both describe themselves as {:?}",
                a.info()
            );
        }
    }
}

#[test]
fn every_legal_action_of_every_ruleset_describes_itself() {
    let mut sets: Vec<Vec<ModuleId>> = vec![Vec::new()];
    for (i, a) in ModuleId::ALL.iter().enumerate() {
        sets.push(vec![*a]);
        for b in &ModuleId::ALL[i + 1..] {
            sets.push(vec![*a, *b]);
        }
    }
    let mut seen = std::collections::BTreeSet::new();
    let mut games = 0;
    for (n, modules) in sets.into_iter().enumerate() {
        let (_, most) = player_range(&modules);
        let mut config = GameConfig::base(most.min(4));
        config.modules = modules;
        let Ok(mut game) = Game::new(config, n as u64) else {
            continue;
        };
        games += 1;
        let mut rng = Pcg64Mcg::seed_from_u64(n as u64);
        let mut scratch = Vec::new();
        for _ in 0..250 {
            for p in game.pending().to_vec() {
                let legal = game.legal_actions(p.seat);
                for action in &legal {
                    check(action, &mut seen);
                }
                distinguishable(&legal);
            }
            let Some((seat, action)) =
                random_step(&game, &mut rng, RandomPlayOptions::default(), &mut scratch)
            else {
                break;
            };
            let _ = game.apply(seat, &action);
        }
    }
    assert!(
        games > ModuleId::ALL.len(),
        "only {games} games could be set up"
    );
    for label in [
        "roll",
        "build_road",
        "build_settlement",
        "move_robber",
        "end_turn",
        "bank_trade",
    ] {
        assert!(seen.contains(label), "no game offered {label}: {seen:?}");
    }
    assert!(
        seen.iter().any(|l| l.starts_with("event_cards-")),
        "no module action was offered: {seen:?}"
    );
}

#[test]
fn labels_are_unique_and_named_like_their_module() {
    let mut all: Vec<&str> = CORE_LABELS.to_vec();
    for m in ModuleId::ALL {
        for label in m.action_labels() {
            assert!(label.starts_with(&format!("{}-", m.name())), "{label}");
            all.push(label);
        }
    }
    let count = all.len();
    all.sort_unstable();
    all.dedup();
    assert_eq!(all.len(), count, "a label is used twice");
}
