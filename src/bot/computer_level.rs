//! The strength of computer players, as a slash command option (`/catan new bot_level:`,
//! `/catan-admin kick computer:`).

/// A computer player's level, as a slash command option.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum ComputerLevel {
    /// A small search: plays sensibly, makes mistakes.
    #[name = "Easy"]
    #[name_localized("ja", "よわい")]
    Easy,
    /// The default: a search that beats simple strategies.
    #[name = "Normal"]
    #[name_localized("ja", "ふつう")]
    Normal,
    /// The largest search budget.
    #[name = "Hard"]
    #[name_localized("ja", "つよい")]
    Hard,
}

impl ComputerLevel {
    /// The computer player's level.
    pub fn level(self) -> kaitaku_ai::Level {
        match self {
            ComputerLevel::Easy => kaitaku_ai::Level::Easy,
            ComputerLevel::Normal => kaitaku_ai::Level::Normal,
            ComputerLevel::Hard => kaitaku_ai::Level::Hard,
        }
    }
}
