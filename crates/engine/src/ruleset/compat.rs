//! Which modules may be played together, as data: each module lists its rows (the other module
//! and the verdict, with a reason for each refusal); [`table`] gathers them into one table.
//!
//! The four Traders & Barbarians optional rules have no rows: they combine freely with each
//! other (the seeds say so). docs/engine.md ("Adding a variant") tells how the coming variants
//! add theirs.

use crate::config::GameConfig;
use crate::modules::ModuleId;

/// One row of the compatibility table, declared by a module about another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CompatRow {
    /// The other module.
    pub with: ModuleId,
    /// What the rules say about the two together.
    pub verdict: Verdict,
}

impl CompatRow {
    /// A refused pairing.
    pub const fn refused(with: ModuleId, reason: Incompatibility) -> CompatRow {
        CompatRow {
            with,
            verdict: Verdict::Refused(reason),
        }
    }

    /// An official pairing with its adjustments.
    pub const fn official(with: ModuleId, pairing: Pairing) -> CompatRow {
        CompatRow {
            with,
            verdict: Verdict::Official(pairing),
        }
    }
}

/// The verdict of a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The two may not be played together, for this reason.
    Refused(Incompatibility),
    /// An official combination (reference.md §4.6, the seeds' combination notes), with what
    /// changes when both are in play.
    Official(Pairing),
}

/// What an official pairing changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Pairing {
    /// The victory target the pair plays to (Caravans with Traders & Barbarians: 15); it
    /// replaces the modules' own bases (the config's target still replaces it).
    pub target_base: Option<u8>,
}

/// Why two modules cannot be played together (each has a stable code for texts).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Incompatibility {
    /// Each brings its own map and the rules give no combined one (two scenarios).
    SeparateBoards,
    /// They come from different games and no official combination exists (Land Ho! with a
    /// Traders & Barbarians scenario or Cities & Knights).
    DifferentGames,
    /// The player counts they play with do not meet.
    PlayerCounts,
    /// Both set the same rule, differently, and no pairing settles it.
    Conflicting(RuleItem),
}

impl Incompatibility {
    /// The reason's stable code (texts: `config-incompatible-<code>`).
    pub fn code(self) -> &'static str {
        match self {
            Incompatibility::SeparateBoards => "separate-boards",
            Incompatibility::DifferentGames => "different-games",
            Incompatibility::PlayerCounts => "player-counts",
            Incompatibility::Conflicting(_) => "conflicting-rules",
        }
    }
}

impl std::fmt::Display for Incompatibility {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Incompatibility::SeparateBoards => f.write_str("each brings its own map"),
            Incompatibility::DifferentGames => {
                f.write_str("they come from different games and have no official combination")
            }
            Incompatibility::PlayerCounts => f.write_str("their player counts do not meet"),
            Incompatibility::Conflicting(item) => {
                write!(f, "both change the {} differently", item.code())
            }
        }
    }
}

/// A part of the ruleset that a module sets (for [`Incompatibility::Conflicting`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleItem {
    /// The setup plan.
    Setup,
    /// What a 7 does.
    Seven,
    /// The robber mode.
    Robber,
    /// The development deck.
    Deck,
    /// The bank's ratio.
    BankRatio,
}

impl RuleItem {
    /// The item's stable code.
    pub fn code(self) -> &'static str {
        match self {
            RuleItem::Setup => "setup",
            RuleItem::Seven => "seven",
            RuleItem::Robber => "robber",
            RuleItem::Deck => "deck",
            RuleItem::BankRatio => "bank-ratio",
        }
    }
}

/// The verdict for `a` with `b`: either module's row about the other (a refusal wins over an
/// official pairing; none: compatible, with nothing to adjust).
pub fn verdict(a: (ModuleId, &[CompatRow]), b: (ModuleId, &[CompatRow])) -> Option<Verdict> {
    let rows =
        a.1.iter()
            .filter(|r| r.with == b.0)
            .chain(b.1.iter().filter(|r| r.with == a.0));
    let mut found = None;
    for row in rows {
        match row.verdict {
            Verdict::Refused(_) => return Some(row.verdict),
            Verdict::Official(_) => found = Some(row.verdict),
        }
    }
    found
}

/// The whole table: every row of every module, with the module that declares it (registry
/// order).
pub fn table() -> Vec<(ModuleId, CompatRow)> {
    let config = GameConfig::base(4);
    let mut rows = Vec::new();
    for id in ModuleId::ALL {
        let state = id.instantiate(&config);
        let mut builder = super::RulesetBuilder::new(&config);
        builder.module = Some(id);
        state.hooks().ruleset(&mut builder);
        rows.extend(builder.rows.iter().map(|(_, r)| (id, *r)));
    }
    rows
}
