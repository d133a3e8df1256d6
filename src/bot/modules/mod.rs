//! The bot's side of the rule modules: choosing them in `/catan new` (only those the server
//! allows, in combinations the engine accepts), naming them ([`names`]), showing their state
//! and events ([`text`]) and the choices they ask for ([`decide`], [`prompt`]). What each
//! module says is in its own folder, reached through the registry ([`ui`]).

pub mod barbarian_attack;
pub mod caravans;
pub mod catan_for_two;
pub mod cities_and_knights;
pub mod decide;
pub mod event_cards;
pub mod fishermen;
pub mod harbormaster;
pub mod names;
pub mod prompt;
pub mod rivers;
pub mod text;
pub mod ui;

use kaitaku_engine::ConfigError;
use kaitaku_engine::GameConfig;
use kaitaku_engine::modules::{ModuleId, player_range, validate_modules};
use kaitaku_engine::ruleset::{Incompatibility, RuleItem, TargetPlan, TargetSource};
use kaitaku_engine::{Decision, Game, Seat};

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

/// The player counts the chosen modules play with (base game: 3–4; Catan for Two: 2), from
/// the engine's ruleset.
pub fn players_range(modules: &[ModuleId]) -> (u8, u8) {
    player_range(modules)
}

/// A ruleset's victory target in words: the number alone when it is the base game's or the
/// game's own setting with nothing added, otherwise the total and the plan's steps
/// (`11 (10, +1 Harbormaster)`).
pub fn target_text(plan: &TargetPlan, lang: Lang) -> String {
    let total = plan.total();
    let plain = matches!(plan.source(), TargetSource::Base | TargetSource::Config);
    if plain && plan.deltas().is_empty() {
        return total.to_string();
    }
    let vp = plan.start();
    let mut steps = match plan.source() {
        TargetSource::Base => vp.to_string(),
        TargetSource::Config => t!(lang, "modules-target-config", vp = vp),
        TargetSource::Module(m) => t!(
            lang,
            "modules-target-module",
            vp = vp,
            module = names::module_name(m, lang)
        ),
        TargetSource::Pairing(a, b) => t!(
            lang,
            "modules-target-module",
            vp = vp,
            module = name_list(&[a, b], lang)
        ),
    };
    for (m, delta) in plan.deltas() {
        steps.push_str(&t!(lang, "trade-list-separator"));
        steps.push_str(&t!(
            lang,
            "modules-target-delta",
            delta = format!("{delta:+}"),
            module = names::module_name(*m, lang)
        ));
    }
    t!(lang, "modules-target-steps", total = total, steps = steps)
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
    validate_modules(&config).map_err(|e| {
        Refusal::BadChoice(t!(
            lang,
            "modules-cannot-play",
            why = config_reason(&e, lang)
        ))
    })?;
    Ok(config)
}

/// Why the engine refused a configuration, in `lang`: a refused pairing with its reason from
/// the compatibility table, or the player counts; anything else (set by tests and the
/// operator, not by players) as the engine words it.
pub fn config_reason(error: &ConfigError, lang: Lang) -> String {
    match error {
        ConfigError::Incompatible {
            first,
            second,
            reason,
        } => t!(
            lang,
            "config-incompatible",
            first = names::module_name(*first, lang),
            second = names::module_name(*second, lang),
            reason = incompatibility(*reason, lang)
        ),
        ConfigError::PlayerCount { min, max, got } => t!(
            lang,
            "lobby-why-config-players",
            min = *min,
            max = *max,
            got = *got
        ),
        other => other.to_string(),
    }
}

/// A reason of the compatibility table in words.
fn incompatibility(reason: Incompatibility, lang: Lang) -> String {
    match reason {
        Incompatibility::SeparateBoards => t!(lang, "config-incompatible-separate-boards"),
        Incompatibility::DifferentGames => t!(lang, "config-incompatible-different-games"),
        Incompatibility::PlayerCounts => t!(lang, "config-incompatible-player-counts"),
        Incompatibility::Conflicting(item) => {
            let item = match item {
                RuleItem::Setup => t!(lang, "config-rule-setup"),
                RuleItem::Seven => t!(lang, "config-rule-seven"),
                RuleItem::Robber => t!(lang, "config-rule-robber"),
                RuleItem::Deck => t!(lang, "config-rule-deck"),
                RuleItem::BankRatio => t!(lang, "config-rule-bank-ratio"),
            };
            t!(lang, "config-incompatible-conflicting-rules", item = item)
        }
    }
}

/// Whether a decision is one an optional rule asks for.
pub fn is_module_decision(d: &Decision) -> bool {
    crate::bot::menus::prompt_decision(d)
}

/// Whether `seat` owes a decision an optional rule asked for.
pub fn owes_decision(game: &Game, seat: Seat) -> bool {
    game.pending()
        .iter()
        .any(|p| p.seat == seat && is_module_decision(&p.decision))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_are_named_and_checked() {
        assert_eq!(rules_line(&[], Lang::En), "Base game");
        assert_eq!(rules_line(&[], Lang::Ja), "基本ルール");
        let all = vec![
            ModuleId::FriendlyRobber,
            ModuleId::EventCards,
            ModuleId::Harbormaster,
        ];
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

    fn plan(modules: &[ModuleId], target: Option<u8>) -> TargetPlan {
        let mut config = GameConfig::base(4);
        config.modules = modules.to_vec();
        config.target_vp = target;
        kaitaku_engine::Ruleset::for_config(&config)
            .expect("valid")
            .target
    }

    #[test]
    fn refusals_name_their_reason_in_both_languages() {
        let error = ConfigError::Incompatible {
            first: ModuleId::EventCards,
            second: ModuleId::CatanForTwo,
            reason: Incompatibility::PlayerCounts,
        };
        assert_eq!(
            config_reason(&error, Lang::En),
            "Catan Event Cards and Catan for Two cannot be played together: the player counts they play with do not meet"
        );
        let ja = config_reason(&error, Lang::Ja);
        assert!(
            ja.contains("カタンイベントと2人でカタンは一緒に遊べません"),
            "{ja}"
        );
        let conflict = ConfigError::Incompatible {
            first: ModuleId::EventCards,
            second: ModuleId::Harbormaster,
            reason: Incompatibility::Conflicting(RuleItem::Robber),
        };
        assert!(config_reason(&conflict, Lang::En).contains("(the robber)"));
        assert!(config_reason(&conflict, Lang::Ja).contains("（盗賊）"));
    }

    #[test]
    fn the_target_is_explained_when_a_module_changes_it() {
        assert_eq!(target_text(&plan(&[], None), Lang::En), "10");
        assert_eq!(target_text(&plan(&[], Some(12)), Lang::Ja), "12");
        let harbour = [ModuleId::EventCards, ModuleId::Harbormaster];
        assert_eq!(
            target_text(&plan(&harbour, None), Lang::En),
            "11 (10, +1 Harbormaster)"
        );
        assert_eq!(
            target_text(&plan(&harbour, Some(12)), Lang::En),
            "13 (12 as set, +1 Harbormaster)"
        );
        assert_eq!(
            target_text(&plan(&harbour, None), Lang::Ja),
            "11（10、港の親方+1）"
        );
        assert_eq!(
            target_text(&plan(&harbour, Some(12)), Lang::Ja),
            "13（設定値12、港の親方+1）"
        );
    }
}
