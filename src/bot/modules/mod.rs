//! The bot's side of the Traders & Barbarians optional rules (Friendly Robber, Catan Event
//! Cards, Harbormaster, Catan for Two): choosing them in `/catan new` (only those the server
//! allows, in combinations the engine accepts), naming them ([`names`]), showing their state
//! and events ([`text`]) and the choices they ask for ([`decide`]).

pub mod decide;
pub mod names;
pub mod text;

use kaitaku_engine::GameConfig;
use kaitaku_engine::modules::{ModuleId, player_range, validate_modules};

use super::Refusal;
use kaitaku_i18n::Lang;
use kaitaku_i18n::t;

/// The rules a lobby plays, in one line: `Base game` or `Base game + Harbormaster, …`.
pub fn rules_line(modules: &[ModuleId], lang: Lang) -> String {
    if modules.is_empty() {
        return t!(lang, "modules-base-game");
    }
    t!(
        lang,
        "modules-base-plus",
        modules = name_list(modules, lang)
    )
}

/// Names of `modules`, as a list.
fn name_list(modules: &[ModuleId], lang: Lang) -> String {
    let names: Vec<String> = modules
        .iter()
        .map(|m| names::module_name(*m, lang))
        .collect();
    names.join(&t!(lang, "trade-list-separator"))
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
pub fn check_allowed(
    modules: &[ModuleId],
    allowed: &[ModuleId],
    lang: Lang,
) -> Result<(), Refusal> {
    let refused: Vec<ModuleId> = modules
        .iter()
        .copied()
        .filter(|m| !allowed.contains(m))
        .collect();
    if refused.is_empty() {
        return Ok(());
    }
    let offered: Vec<ModuleId> = ModuleId::ALL
        .into_iter()
        .filter(|m| allowed.contains(m))
        .collect();
    let here = if offered.is_empty() {
        t!(lang, "modules-only-base")
    } else {
        t!(
            lang,
            "modules-base-with",
            modules = name_list(&offered, lang)
        )
    };
    Err(Refusal::BadChoice(t!(
        lang,
        "modules-not-allowed",
        refused = name_list(&refused, lang),
        here = here
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
    lang: Lang,
) -> Result<GameConfig, Refusal> {
    let (_, max) = players_range(&modules);
    let mut config = GameConfig::base(players.unwrap_or(max));
    config.modules = modules;
    config.target_vp = target_vp;
    validate_modules(&config)
        .map_err(|e| Refusal::BadChoice(t!(lang, "modules-cannot-play", why = e.to_string())))?;
    Ok(config)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_are_named_and_checked() {
        assert_eq!(rules_line(&[], Lang::En), "Base game");
        assert_eq!(rules_line(&[], Lang::Ja), "基本ルール");
        let all = chosen(true, true, true, false);
        assert_eq!(
            all,
            vec![
                ModuleId::FriendlyRobber,
                ModuleId::EventCards,
                ModuleId::Harbormaster
            ]
        );
        assert_eq!(
            rules_line(&all, Lang::En),
            "Base game + Friendly Robber, Catan Event Cards, Harbormaster"
        );
        assert_eq!(
            rules_line(&all, Lang::Ja),
            "基本ルール＋親切な盗賊、カタンイベント、港の親方"
        );
        let ja = check_allowed(&all, &[ModuleId::Harbormaster], Lang::Ja).expect_err("refused");
        assert!(
            ja.to_string()
                .contains("親切な盗賊、カタンイベントは使えません"),
            "{ja}"
        );
        let refused =
            check_allowed(&all, &[ModuleId::Harbormaster], Lang::En).expect_err("refused");
        let text = refused.to_string();
        assert!(
            text.contains("does not allow Friendly Robber, Catan Event Cards"),
            "{text}"
        );
        assert!(text.contains("the base game with Harbormaster"), "{text}");
        let none = check_allowed(&[ModuleId::CatanForTwo], &[], Lang::En).expect_err("refused");
        assert!(none.to_string().contains("only the base game"), "{none}");
        assert!(check_allowed(&all, &ModuleId::ALL, Lang::En).is_ok());
    }

    #[test]
    fn table_sizes_follow_the_rules() {
        let two =
            table_config(vec![ModuleId::CatanForTwo], None, None, Lang::En).expect("2 players");
        assert_eq!(two.players, 2);
        let bad =
            table_config(vec![ModuleId::CatanForTwo], Some(4), None, Lang::En).expect_err("4");
        assert!(bad.to_string().contains("2 to 2 players"), "{bad}");
        let base = table_config(vec![ModuleId::EventCards], None, Some(8), Lang::En).expect("base");
        assert_eq!((base.players, base.target_vp), (4, Some(8)));
        assert!(table_config(vec![], Some(2), None, Lang::En).is_err());
        assert_eq!(players_range(&[ModuleId::CatanForTwo]), (2, 2));
        assert_eq!(players_range(&[]), (3, 4));
    }
}
