//! Which board a new game is dealt: the `board` option of `/catan new` and the server default
//! of `/catan-admin settings`.

use kaitaku_engine::board::layout::{LayoutChoice, NumberPlacement};
use kaitaku_i18n::Lang;
use kaitaku_i18n::t;

/// The boards a game may be played on, as a slash command option.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum BoardChoice {
    /// Terrain, harbours and numbers all shuffled (6 and 8 may be neighbours).
    #[name = "Random"]
    #[name_localized("ja", "ランダム")]
    Random,
    /// Shuffled, but never a 6 or 8 next to another 6 or 8.
    #[name = "Balanced random (no 6/8 side by side)"]
    #[name_localized("ja", "バランス調整ランダム(6と8が隣り合わない)")]
    Balanced,
    /// The fixed board of the rule book's first game.
    #[name = "Beginner board"]
    #[name_localized("ja", "初心者向け配置")]
    Beginner,
}

impl BoardChoice {
    /// The engine's layout for this choice (drawn from the game's seed when random).
    pub fn layout(self) -> LayoutChoice {
        match self {
            BoardChoice::Random => LayoutChoice::Variable {
                numbers: NumberPlacement::Unrestricted,
            },
            BoardChoice::Balanced => LayoutChoice::Variable {
                numbers: NumberPlacement::Random,
            },
            BoardChoice::Beginner => LayoutChoice::Beginner,
        }
    }
}

/// The board of a new game in a server that never chose one: the balanced random board.
pub fn default_layout() -> LayoutChoice {
    BoardChoice::Balanced.layout()
}

/// A layout in words, in `lang` (for the settings summary and the lobby).
pub fn layout_name(layout: &LayoutChoice, lang: Lang) -> String {
    match layout {
        LayoutChoice::Beginner => t!(lang, "board-beginner"),
        LayoutChoice::Variable {
            numbers: NumberPlacement::Unrestricted,
        } => t!(lang, "board-random"),
        LayoutChoice::Variable {
            numbers: NumberPlacement::Random,
        } => t!(lang, "board-balanced"),
        LayoutChoice::Variable {
            numbers: NumberPlacement::Spiral,
        } => t!(lang, "board-spiral"),
        LayoutChoice::Fixed { .. } => t!(lang, "board-fixed"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_choice_has_its_own_layout_and_name() {
        let choices = [
            BoardChoice::Random,
            BoardChoice::Balanced,
            BoardChoice::Beginner,
        ];
        for lang in [Lang::En, Lang::Ja] {
            let names: Vec<String> = choices
                .iter()
                .map(|c| layout_name(&c.layout(), lang))
                .collect();
            for (i, name) in names.iter().enumerate() {
                assert!(!name.is_empty());
                assert!(!names[i + 1..].contains(name), "{name} twice");
            }
        }
        assert_eq!(default_layout(), BoardChoice::Balanced.layout());
        assert_eq!(BoardChoice::Beginner.layout(), LayoutChoice::Beginner);
    }
}
