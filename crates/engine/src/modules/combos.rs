//! The rulesets worth testing, read from the registry: tests that cover "every ruleset" ask
//! here instead of keeping their own lists, so a new module is covered the day its registry line
//! lands.

use super::{ModuleId, player_range};
use crate::config::GameConfig;
use crate::ruleset::Ruleset;

/// Whether the rules accept `modules` together (at the fewest players they all allow).
fn accepted(modules: &[ModuleId]) -> bool {
    let (least, most) = player_range(modules);
    if least > most {
        return false;
    }
    let mut config = GameConfig::base(least);
    config.modules = modules.to_vec();
    Ruleset::for_config(&config).is_ok()
}

/// The module lists to test, from the registry (modules written only for the engine's tests
/// left out): the base game; each module alone; every pair the rules accept; and, for each
/// module, the largest set the rules accept that starts from it (the other modules added in
/// registry order when they still fit). No list repeats, and none is refused by
/// [`Ruleset::for_config`] at the player counts [`players_for`] picks.
pub fn rulesets_to_test() -> Vec<Vec<ModuleId>> {
    let shipping: Vec<ModuleId> = ModuleId::ALL
        .into_iter()
        .filter(|m| !m.is_test_only())
        .collect();
    let mut sets: Vec<Vec<ModuleId>> = vec![Vec::new()];
    let push = |set: Vec<ModuleId>, sets: &mut Vec<Vec<ModuleId>>| {
        let mut key = set.clone();
        key.sort();
        let seen = sets.iter().any(|s| {
            let mut s = s.clone();
            s.sort();
            s == key
        });
        if !seen && accepted(&set) {
            sets.push(set);
        }
    };
    for (i, &a) in shipping.iter().enumerate() {
        push(vec![a], &mut sets);
        for &b in &shipping[i + 1..] {
            push(vec![a, b], &mut sets);
        }
    }
    for &first in &shipping {
        let mut set = vec![first];
        if !accepted(&set) {
            continue;
        }
        for &other in &shipping {
            if other != first {
                set.push(other);
                if !accepted(&set) {
                    set.pop();
                }
            }
        }
        if set.len() > 2 {
            push(set, &mut sets);
        }
    }
    sets
}

/// A player count `modules` allow, varied by `seed` over their range (at most 4, the count the
/// base game's pieces serve).
pub fn players_for(modules: &[ModuleId], seed: u64) -> u8 {
    let (least, most) = player_range(modules);
    let most = most.min(4).max(least);
    least + (seed % u64::from(most - least + 1)) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lists_cover_base_each_module_and_a_large_set_and_all_are_accepted() {
        let sets = rulesets_to_test();
        assert!(sets[0].is_empty(), "the base game comes first");
        for m in ModuleId::ALL.into_iter().filter(|m| !m.is_test_only()) {
            assert!(sets.contains(&vec![m]), "{m:?} alone");
        }
        assert!(
            sets.iter().all(|s| s.iter().all(|m| !m.is_test_only())),
            "no test-only module"
        );
        // The four optional rules of Traders & Barbarians go together.
        assert!(sets.iter().any(|s| s.len() >= 4));
        for (n, set) in sets.iter().enumerate() {
            for seed in 0..4 {
                let mut config = GameConfig::base(players_for(set, seed));
                config.modules = set.clone();
                assert!(
                    Ruleset::for_config(&config).is_ok(),
                    "set {n} {set:?} at {} players",
                    config.players
                );
            }
        }
    }

    #[test]
    fn test_only_modules_say_so() {
        assert!(ModuleId::NoTwoOrTwelve.is_test_only());
        assert!(!ModuleId::FriendlyRobber.is_test_only());
    }
}
