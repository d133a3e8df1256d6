//! Written only for the engine's tests of [`RuleModule::adapt_layout`]: a lake in place of the
//! desert on whatever board the configuration deals, and a refusal of a board with no desert.

use serde::{Deserialize, Serialize};

use super::{Module, ModuleId, Never, RuleModule};
use crate::board::Layout;
use crate::board::terrain::Terrain;
use crate::config::{ConfigError, GameConfig};

/// The module (it has no state of its own).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct DesertLake;

impl RuleModule for DesertLake {
    fn id(&self) -> ModuleId {
        ModuleId::DesertLake
    }

    fn adapt_layout(
        &self,
        _config: &GameConfig,
        layout: &mut Layout,
        _rng: &mut rand_pcg::Pcg64Mcg,
    ) -> Result<(), ConfigError> {
        let desert = layout
            .tiles
            .iter_mut()
            .find(|t| t.terrain == Terrain::Desert)
            .ok_or_else(|| ConfigError::ModuleBoard {
                module: ModuleId::DesertLake,
                reason: "no desert to turn into a lake".into(),
            })?;
        desert.terrain = Terrain::Lake;
        Ok(())
    }
}

impl Module for DesertLake {
    /// A scenario (its own board), so that two scenarios meet in the ruleset's tests.
    const KIND: super::ModuleKind = super::ModuleKind::Scenario;
    type Action = Never;
    type Event = Never;
    type Decision = Never;
    type Error = Never;
    type View = Never;
    type Script = ();

    fn new(_config: &GameConfig) -> Self {
        DesertLake
    }
}

#[cfg(test)]
mod tests {
    use crate::board::layout::{LayoutChoice, NumberPlacement};
    use crate::modules::RuleModule;
    use crate::board::terrain::Terrain;
    use crate::modules::ModuleId;
    use crate::{Game, GameConfig};

    fn lakes(game: &Game) -> usize {
        game.board()
            .layout()
            .tiles
            .iter()
            .filter(|t| t.terrain == Terrain::Lake)
            .count()
    }

    #[test]
    fn the_dealt_board_is_adapted_and_the_deal_is_unchanged() {
        for layout in [
            LayoutChoice::Beginner,
            LayoutChoice::Variable {
                numbers: NumberPlacement::Random,
            },
        ] {
            let mut base = GameConfig::base(3);
            base.layout = layout;
            let mut with = base.clone();
            with.modules = vec![ModuleId::DesertLake];
            let plain = Game::new(base, 7).expect("base");
            let lake = Game::new(with, 7).expect("with the lake");
            assert_eq!(lakes(&plain), 0);
            assert_eq!(lakes(&lake), 1);
            // The same deal, but for the one tile.
            let differ = plain
                .board()
                .layout()
                .tiles
                .iter()
                .zip(&lake.board().layout().tiles)
                .filter(|(a, b)| a != b)
                .count();
            assert_eq!(differ, 1);
            assert_eq!(plain.state().current, lake.state().current, "same rng after");
        }
    }

    #[test]
    fn two_scenarios_are_refused_together_unless_a_row_pairs_them() {
        let mut config = GameConfig::base(2);
        config.modules = vec![ModuleId::DesertLake, ModuleId::NeutralRoads];
        assert!(matches!(
            crate::Ruleset::for_config(&config),
            Err(crate::ConfigError::Incompatible {
                reason: crate::ruleset::Incompatibility::SeparateBoards,
                ..
            })
        ));
        // A scenario with optional rules is fine.
        config.players = 3;
        config.modules = vec![ModuleId::DesertLake, ModuleId::FriendlyRobber];
        assert!(crate::Ruleset::for_config(&config).is_ok());
    }

    #[test]
    fn a_fixed_layout_is_the_exact_board_and_a_refusal_is_a_config_error() {
        let plain = Game::new(GameConfig::base(3), 1).expect("base");
        let mut fixed = GameConfig::base(3);
        fixed.modules = vec![ModuleId::DesertLake];
        fixed.layout = LayoutChoice::Fixed {
            layout: plain.board().layout().clone(),
        };
        assert_eq!(lakes(&Game::new(fixed.clone(), 1).expect("fixed")), 0);
        // A board with no desert is refused with the module's reason.
        let mut no_desert = plain.board().layout().clone();
        for t in &mut no_desert.tiles {
            if t.terrain == Terrain::Desert {
                t.terrain = Terrain::Lake;
            }
        }
        fixed.layout = LayoutChoice::Fixed {
            layout: no_desert.clone(),
        };
        assert!(Game::new(fixed.clone(), 1).is_ok(), "fixed boards are not adapted");
        let mut rng = rand::SeedableRng::seed_from_u64(1);
        let refused = super::DesertLake.adapt_layout(&fixed, &mut no_desert, &mut rng);
        assert!(matches!(
            refused,
            Err(crate::ConfigError::ModuleBoard {
                module: ModuleId::DesertLake,
                ..
            })
        ));
    }
}
