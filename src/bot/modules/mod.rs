//! The bot's side of the Traders & Barbarians optional rules (Friendly Robber, Catan Event
//! Cards, Harbormaster, Catan for Two): choosing them in `/catan new` (only those the server
//! allows, in combinations the engine accepts), naming them ([`names`]), showing their state
//! and events ([`text`]) and the choices they ask for ([`decide`]).

pub mod decide;
pub mod names;
pub mod text;

use crate::engine::GameConfig;
use crate::engine::modules::{ModuleId, player_range, validate_modules};

use super::Refusal;

/// The rules a lobby plays, in one line: `Base game` or `Base game + Harbormaster / 港の親方, …`.
pub fn rules_line(modules: &[ModuleId]) -> String {
    if modules.is_empty() {
        return "Base game".to_string();
    }
    let names: Vec<String> = modules.iter().map(|m| names::module_label(*m)).collect();
    format!("Base game + {}", names.join(", "))
}

/// The modules chosen by `/catan new`'s options, in the engine's order.
pub fn chosen(
    friendly_robber: bool,
    event_cards: bool,
    harbormaster: bool,
    two_players: bool,
) -> Vec<ModuleId> {
    ModuleId::ALL
        .into_iter()
        .zip([friendly_robber, event_cards, harbormaster, two_players])
        .filter_map(|(m, on)| on.then_some(m))
        .collect()
}

/// Refuses modules the server does not allow, naming what it allows.
pub fn check_allowed(modules: &[ModuleId], allowed: &[ModuleId]) -> Result<(), Refusal> {
    let refused: Vec<String> = modules
        .iter()
        .filter(|m| !allowed.contains(m))
        .map(|m| names::module_name(*m).0.to_string())
        .collect();
    if refused.is_empty() {
        return Ok(());
    }
    let offered: Vec<String> = ModuleId::ALL
        .into_iter()
        .filter(|m| allowed.contains(m))
        .map(|m| names::module_name(m).0.to_string())
        .collect();
    let here = if offered.is_empty() {
        "only the base game".to_string()
    } else {
        format!("the base game with {}", offered.join(", "))
    };
    Err(Refusal::BadChoice(format!(
        "This server does not allow {}. Allowed here: {here}.",
        refused.join(", ")
    )))
}

/// The player counts the chosen modules play with (base game: 3–4; Catan for Two: 2).
pub fn players_range(modules: &[ModuleId]) -> (u8, u8) {
    let config = GameConfig::base(2);
    let states: Vec<_> = modules.iter().map(|m| m.instantiate(&config)).collect();
    player_range(&states)
}

/// The table size for a new lobby: the one asked for, else the largest the rules allow; the
/// engine's own check (with its reason) refuses illegal combinations.
pub fn table_config(
    modules: Vec<ModuleId>,
    players: Option<u8>,
    target_vp: Option<u8>,
) -> Result<GameConfig, Refusal> {
    let (_, max) = players_range(&modules);
    let mut config = GameConfig::base(players.unwrap_or(max));
    config.modules = modules;
    config.target_vp = target_vp;
    validate_modules(&config).map_err(|e| {
        Refusal::BadChoice(format!(
            "These rules cannot be played as asked: {e}. Nothing was created."
        ))
    })?;
    Ok(config)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_are_named_and_checked() {
        assert_eq!(rules_line(&[]), "Base game");
        let all = chosen(true, true, true, false);
        assert_eq!(
            all,
            vec![
                ModuleId::FriendlyRobber,
                ModuleId::EventCards,
                ModuleId::Harbormaster
            ]
        );
        assert!(rules_line(&all).contains("Harbormaster / 港の親方"));
        let refused = check_allowed(&all, &[ModuleId::Harbormaster]).expect_err("refused");
        let text = refused.to_string();
        assert!(
            text.contains("does not allow Friendly Robber, Catan Event Cards"),
            "{text}"
        );
        assert!(text.contains("the base game with Harbormaster"), "{text}");
        let none = check_allowed(&[ModuleId::CatanForTwo], &[]).expect_err("refused");
        assert!(none.to_string().contains("only the base game"), "{none}");
        assert!(check_allowed(&all, &ModuleId::ALL).is_ok());
    }

    #[test]
    fn table_sizes_follow_the_rules() {
        let two = table_config(vec![ModuleId::CatanForTwo], None, None).expect("2 players");
        assert_eq!(two.players, 2);
        let bad = table_config(vec![ModuleId::CatanForTwo], Some(4), None).expect_err("4");
        assert!(bad.to_string().contains("2 to 2 players"), "{bad}");
        let base = table_config(vec![ModuleId::EventCards], None, Some(8)).expect("base");
        assert_eq!((base.players, base.target_vp), (4, Some(8)));
        assert!(table_config(vec![], Some(2), None).is_err());
        assert_eq!(players_range(&[ModuleId::CatanForTwo]), (2, 2));
        assert_eq!(players_range(&[]), (3, 4));
    }
}
