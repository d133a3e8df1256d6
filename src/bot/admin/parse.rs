//! Reading what an admin typed: durations (`30m`, `2h`, `1d`, `off`) and lists of variants
//! (`event_cards, harbormaster`, `all`, `none`), with the autocomplete suggestions for them.

use kaitaku_engine::modules::{ModuleId, ModuleKind};
use kaitaku_i18n::Lang;
use kaitaku_i18n::t;

use super::super::modules::names::module_name;

/// The shortest turn timer or reminder interval accepted.
pub const MIN_DURATION_SECS: u64 = 60;
/// The longest turn timer or reminder interval accepted (30 days).
pub const MAX_DURATION_SECS: u64 = 30 * 24 * 60 * 60;

/// Durations offered by autocomplete.
pub const DURATION_SUGGESTIONS: [&str; 8] = ["off", "5m", "15m", "30m", "1h", "2h", "12h", "1d"];

/// Words meaning "no timer" / "no reminders".
const OFF_WORDS: [&str; 6] = ["off", "none", "0", "no", "オフ", "なし"];

/// Reads a duration: `None` for "off", else whole seconds between 1 minute and 30 days.
/// `field` names the setting in the error message (already in `lang`).
pub fn parse_duration(text: &str, field: &str, lang: Lang) -> Result<Option<u32>, String> {
    let trimmed = text.trim().to_lowercase();
    if OFF_WORDS.contains(&trimmed.as_str()) {
        return Ok(None);
    }
    let parsed = humantime::parse_duration(&trimmed).map_err(|_| {
        t!(
            lang,
            "admin-duration-bad",
            field = field,
            text = text.trim()
        )
    })?;
    let secs = parsed.as_secs();
    if secs < MIN_DURATION_SECS {
        return Err(t!(
            lang,
            "admin-duration-too-short",
            field = field,
            text = text.trim()
        ));
    }
    if secs > MAX_DURATION_SECS {
        return Err(t!(
            lang,
            "admin-duration-too-long",
            field = field,
            text = text.trim()
        ));
    }
    u32::try_from(secs).map(Some).map_err(|_| {
        t!(
            lang,
            "admin-duration-too-long",
            field = field,
            text = text.trim()
        )
    })
}

/// The code an admin types for a variant: its name in the engine's registry (the same as
/// `/catan new`'s `rules` values and `--rules` on the command line).
pub fn variant_code(module: ModuleId) -> &'static str {
    module.name()
}

/// Older words still accepted for a variant, from its locale line `modules-aliases-…` (a
/// comma-separated list; the catalogs of both languages carry the same line), if it has one.
fn aliases(module: ModuleId) -> Vec<String> {
    let id = format!("modules-aliases-{}", module.name().replace('_', "-"));
    if !kaitaku_i18n::has_message(Lang::En, &id) {
        return Vec::new();
    }
    kaitaku_i18n::tr(Lang::En, &id)
        .split(',')
        .map(|a| a.trim().to_owned())
        .filter(|a| !a.is_empty())
        .collect()
}

/// Lower case without spaces, `_` or `-`, for forgiving comparisons.
fn squash(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '_' | '-' | '・'))
        .flat_map(char::to_lowercase)
        .collect()
}

/// The variant a typed word names: its code, the engine's name, or its English or Japanese name.
fn variant_named(word: &str) -> Option<ModuleId> {
    let word = squash(word);
    ModuleId::ALL.into_iter().find(|m| {
        let (en, ja) = (module_name(*m, Lang::En), module_name(*m, Lang::Ja));
        [variant_code(*m), en.as_str(), ja.as_str()]
            .into_iter()
            .map(str::to_owned)
            .chain(aliases(*m))
            .any(|name| squash(&name) == word)
    })
}

/// The modules players may choose, in registry order: the registry's, less those still being
/// built ([`ModuleId::is_released`]).
fn offered() -> impl Iterator<Item = ModuleId> {
    ModuleId::ALL.into_iter().filter(|m| m.is_released())
}

/// `module` when players may choose it, else the refusal that names it.
fn playable(module: ModuleId, lang: Lang) -> Result<ModuleId, String> {
    playable_if(module, module.is_released(), lang)
}

/// `module` when `released`, else the refusal that names it (split out for tests).
fn playable_if(module: ModuleId, released: bool, lang: Lang) -> Result<ModuleId, String> {
    if released {
        Ok(module)
    } else {
        Err(t!(
            lang,
            "modules-not-released",
            name = module_name(module, lang)
        ))
    }
}

/// The pieces of a typed list (commas, Japanese commas or semicolons between them).
fn pieces(text: &str) -> impl Iterator<Item = &str> {
    text.split([',', '、', '，', ';'])
        .map(str::trim)
        .filter(|p| !p.is_empty())
}

/// Reads a list of variants: `all`, `none`, or names separated by commas. The result is in
/// the engine's order, without repeats.
pub fn parse_variants(text: &str, lang: Lang) -> Result<Vec<ModuleId>, String> {
    let known = || offered().map(variant_code).collect::<Vec<_>>().join(", ");
    let words: Vec<&str> = pieces(text).collect();
    match words.as_slice() {
        [] => return Err(t!(lang, "admin-variants-empty", known = known())),
        [one] if ["all", "すべて", "全部"].contains(&squash(one).as_str()) => {
            return Ok(offered().collect());
        }
        [one] if ["none", "なし", "base"].contains(&squash(one).as_str()) => {
            return Ok(Vec::new());
        }
        _ => {}
    }
    let mut chosen = Vec::new();
    for word in words {
        let module = variant_named(word)
            .ok_or_else(|| t!(lang, "admin-variants-unknown", name = word, known = known()))?;
        chosen.push(playable(module, lang)?);
    }
    Ok(offered().filter(|m| chosen.contains(m)).collect())
}

/// Autocomplete for a list of variants: `all` and `none`, or the list typed so far extended
/// by each variant not in it yet whose code starts like the last word. (label, value) pairs.
pub fn variant_suggestions(typed: &str, lang: Lang) -> Vec<(String, String)> {
    list_suggestions(typed, lang, true, |_| true)
}

/// Autocomplete for `/catan new`'s `rules`: `none`, or the list typed so far extended by each
/// optional rule of the registry not in it yet. (label, value) pairs.
pub fn rule_suggestions(typed: &str, lang: Lang) -> Vec<(String, String)> {
    list_suggestions(typed, lang, false, |m| m.kind() == ModuleKind::OptionalRule)
}

/// Autocomplete for a list of the variants `admit` lets in, with `all` offered when `with_all`.
fn list_suggestions(
    typed: &str,
    lang: Lang,
    with_all: bool,
    admit: impl Fn(ModuleId) -> bool,
) -> Vec<(String, String)> {
    let (done, last) = match typed.rfind([',', '、', '，', ';']) {
        Some(i) => (
            &typed[..i],
            typed[i..].trim_start_matches([',', '、', '，', ';']),
        ),
        None => ("", typed),
    };
    let done: Vec<ModuleId> = pieces(done).filter_map(variant_named).collect();
    let last = squash(last);
    let mut out = Vec::new();
    if done.is_empty() {
        let mut words = vec![("none", t!(lang, "admin-variants-none-label"))];
        if with_all {
            words.insert(0, ("all", t!(lang, "admin-variants-all-label")));
        }
        for (word, label) in words {
            if word.starts_with(&last) {
                out.push((label, word.to_string()));
            }
        }
    }
    let prefix: Vec<&str> = done.iter().map(|m| variant_code(*m)).collect();
    for m in offered().filter(|m| admit(*m)) {
        if done.contains(&m) {
            continue;
        }
        let name = module_name(m, lang);
        if !squash(variant_code(m)).starts_with(&last) && !squash(&name).starts_with(&last) {
            continue;
        }
        let mut list = prefix.clone();
        list.push(variant_code(m));
        let value = list.join(", ");
        out.push((format!("{value} ({name})"), value));
    }
    out
}

/// Words meaning the base game, for `/catan new`'s `scenario`.
const BASE_WORDS: [&str; 4] = ["base", "basegame", "基本", "基本ゲーム"];

/// Reads `/catan new`'s `scenario`: the base game (an empty list), a scenario of the
/// registry, or scenarios joined by `+` (an official pairing, e.g. `rivers + barbarian_attack`;
/// the ruleset refuses a pair without one, with its reason). The list is in registry order.
pub fn parse_scenario(text: &str, lang: Lang) -> Result<Vec<ModuleId>, String> {
    let word = squash(text);
    if BASE_WORDS.iter().any(|b| squash(b) == word) {
        return Ok(Vec::new());
    }
    let mut chosen = Vec::new();
    for part in text.split('+') {
        let m = one_scenario(part, lang)?;
        if !chosen.contains(&m) {
            chosen.push(m);
        }
    }
    chosen.sort_by_key(|m| ModuleId::ALL.iter().position(|x| x == m));
    Ok(chosen)
}

/// One scenario of `/catan new`'s `scenario`, by code or name.
fn one_scenario(text: &str, lang: Lang) -> Result<ModuleId, String> {
    match variant_named(text.trim()) {
        Some(m) if m.kind() == ModuleKind::Scenario => playable(m, lang),
        Some(m) => Err(t!(
            lang,
            "new-scenario-is-rule",
            name = module_name(m, lang),
            code = variant_code(m)
        )),
        None => Err(t!(
            lang,
            "new-scenario-unknown",
            name = text.trim(),
            known = scenario_codes().join(", ")
        )),
    }
}

/// The codes `/catan new`'s `scenario` accepts: `base`, then the registry's scenarios.
fn scenario_codes() -> Vec<&'static str> {
    std::iter::once("base")
        .chain(
            offered()
                .filter(|m| m.kind() == ModuleKind::Scenario)
                .map(variant_code),
        )
        .collect()
}

/// Autocomplete for `/catan new`'s `scenario`: the base game and each scenario of the
/// registry whose code or name starts like what was typed. (label, value) pairs.
pub fn scenario_suggestions(typed: &str, lang: Lang) -> Vec<(String, String)> {
    let mut out = single_scenarios(typed, lang);
    let typed = squash(typed);
    // The official pairings of two scenarios (the compatibility table's rows), after the
    // scenarios alone, found by either one's code or name.
    for (a, b) in scenario_pairs() {
        let (na, nb) = (module_name(a, lang), module_name(b, lang));
        let found = [variant_code(a), variant_code(b), na.as_str(), nb.as_str()]
            .iter()
            .any(|w| squash(w).starts_with(&typed));
        if found {
            out.push((
                format!("{na} + {nb}"),
                format!("{} + {}", variant_code(a), variant_code(b)),
            ));
        }
    }
    out
}

/// The base game and each scenario alone whose code or name starts like what was typed.
fn single_scenarios(typed: &str, lang: Lang) -> Vec<(String, String)> {
    let typed = squash(typed);
    let base = t!(lang, "new-scenario-base");
    let mut out = Vec::new();
    if "base".starts_with(&typed) || squash(&base).starts_with(&typed) {
        out.push((base, "base".to_owned()));
    }
    for m in offered().filter(|m| m.kind() == ModuleKind::Scenario) {
        let name = module_name(m, lang);
        if squash(variant_code(m)).starts_with(&typed) || squash(&name).starts_with(&typed) {
            out.push((name, variant_code(m).to_owned()));
        }
    }
    out
}

/// The pairs of offered scenarios an official row of the compatibility table joins, each in
/// registry order.
fn scenario_pairs() -> Vec<(ModuleId, ModuleId)> {
    use kaitaku_engine::ruleset::{Verdict, compat};
    let scenario = |m: ModuleId| m.kind() == ModuleKind::Scenario && m.is_released();
    let mut pairs: Vec<(ModuleId, ModuleId)> = compat::table()
        .into_iter()
        .filter(|(m, row)| {
            scenario(*m) && scenario(row.with) && matches!(row.verdict, Verdict::Official(_))
        })
        .map(|(m, row)| (m.min(row.with), m.max(row.with)))
        .collect();
    pairs.sort();
    pairs.dedup();
    pairs
}

/// Reads one variant for `/catan rules`: the base game (`None`) or any rule or scenario of
/// the registry.
pub fn parse_variant(text: &str, lang: Lang) -> Result<Option<ModuleId>, String> {
    let word = squash(text);
    if BASE_WORDS.iter().any(|b| squash(b) == word) {
        return Ok(None);
    }
    let module = variant_named(text.trim()).ok_or_else(|| {
        let known: Vec<&str> = std::iter::once("base")
            .chain(offered().map(variant_code))
            .collect();
        t!(
            lang,
            "new-scenario-unknown",
            name = text.trim(),
            known = known.join(", ")
        )
    })?;
    playable(module, lang).map(Some)
}

/// Autocomplete for one variant (`/catan rules`): the base game, then each rule and scenario
/// of the registry whose code or name starts like what was typed. (label, value) pairs.
pub fn one_variant_suggestions(typed: &str, lang: Lang) -> Vec<(String, String)> {
    let squashed = squash(typed);
    let mut out = single_scenarios(typed, lang);
    for m in offered().filter(|m| m.kind() != ModuleKind::Scenario) {
        let name = module_name(m, lang);
        if squash(variant_code(m)).starts_with(&squashed) || squash(&name).starts_with(&squashed) {
            out.push((name, variant_code(m).to_owned()));
        }
    }
    out
}

/// Reads `/catan new`'s `rules`: `none`, or optional rules of the registry (a scenario is
/// refused here: it has an option of its own).
pub fn parse_rules(text: &str, lang: Lang) -> Result<Vec<ModuleId>, String> {
    let rules = parse_variants(text, lang)?;
    if let Some(m) = rules.iter().find(|m| m.kind() != ModuleKind::OptionalRule) {
        return Err(t!(
            lang,
            "new-rules-is-scenario",
            name = module_name(*m, lang),
            code = variant_code(*m)
        ));
    }
    Ok(rules)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A variant still being built is refused by name in both languages; today every
    /// registered module is offered.
    #[test]
    fn unreleased_variants_are_refused_by_name() {
        let en = playable_if(ModuleId::Rivers, false, Lang::En).expect_err("refused");
        assert!(
            en.contains("The Rivers of Catan") && en.contains("still being built"),
            "{en}"
        );
        let ja = playable_if(ModuleId::Rivers, false, Lang::Ja).expect_err("refused");
        assert!(ja.contains("カタンの河川") && ja.contains("開発中"), "{ja}");
        assert_eq!(
            playable_if(ModuleId::Rivers, true, Lang::En),
            Ok(ModuleId::Rivers)
        );
        assert_eq!(
            offered().count(),
            ModuleId::ALL.iter().filter(|m| m.is_released()).count()
        );
    }

    #[test]
    fn durations_are_read_and_bounded() {
        let en = Lang::En;
        assert_eq!(parse_duration("off", "Turn timer", en), Ok(None));
        assert_eq!(parse_duration(" OFF ", "Turn timer", en), Ok(None));
        assert_eq!(parse_duration("なし", "Turn timer", en), Ok(None));
        assert_eq!(parse_duration("30m", "Turn timer", en), Ok(Some(1800)));
        assert_eq!(parse_duration("2h", "Turn timer", en), Ok(Some(7200)));
        assert_eq!(parse_duration("1d", "Turn timer", en), Ok(Some(86_400)));
        assert_eq!(parse_duration("1h 30m", "Turn timer", en), Ok(Some(5400)));
        assert_eq!(parse_duration("30d", "Turn timer", en), Ok(Some(2_592_000)));
        let short = parse_duration("30s", "Turn timer", en).expect_err("too short");
        assert!(short.contains("at least 1 minute"), "{short}");
        assert!(short.contains("Turn timer"), "{short}");
        let long = parse_duration("31d", "Reminders", en).expect_err("too long");
        assert!(long.contains("at most 30 days"), "{long}");
        let bad = parse_duration("soon", "Reminders", en).expect_err("not a duration");
        assert!(bad.contains("“soon”") && bad.contains("30m"), "{bad}");
        let bare = parse_duration("30", "Reminders", en).expect_err("no unit");
        assert!(bare.contains("“30”"), "{bare}");
        let ja = parse_duration("10s", "手番の制限時間", Lang::Ja).expect_err("too short");
        assert!(ja.contains("1分以上"), "{ja}");
    }

    #[test]
    fn variant_lists_are_read_forgivingly() {
        let en = Lang::En;
        assert_eq!(parse_variants("all", en), Ok(offered().collect()));
        assert_eq!(parse_variants("None", en), Ok(Vec::new()));
        assert_eq!(
            parse_variants("harbormaster, event_cards", en),
            Ok(vec![ModuleId::EventCards, ModuleId::Harbormaster])
        );
        assert_eq!(
            parse_variants("Catan Event Cards、港の親方, harbormaster", en),
            Ok(vec![ModuleId::EventCards, ModuleId::Harbormaster])
        );
        assert_eq!(
            parse_variants("two-players; friendly robber; catan_for_two", en),
            Ok(vec![ModuleId::FriendlyRobber, ModuleId::CatanForTwo])
        );
        let unknown = parse_variants("event_cards, seafarers", en).expect_err("unknown");
        assert!(unknown.contains("“seafarers”"), "{unknown}");
        assert!(
            unknown.contains("friendly_robber, event_cards"),
            "{unknown}"
        );
        let empty = parse_variants(" , ", Lang::Ja).expect_err("empty");
        assert!(empty.contains("none"), "{empty}");
    }

    #[test]
    fn variant_suggestions_extend_the_list() {
        let first = variant_suggestions("", Lang::En);
        let values: Vec<&str> = first.iter().map(|(_, v)| v.as_str()).collect();
        // `all`, `none`, then every variant players may choose, in registry order.
        let expected: Vec<&str> = ["all", "none"]
            .into_iter()
            .chain(offered().map(variant_code))
            .collect();
        assert_eq!(values, expected);
        let next = variant_suggestions("event_cards, h", Lang::En);
        assert_eq!(
            next,
            vec![(
                "event_cards, harbormaster (Harbormaster)".to_string(),
                "event_cards, harbormaster".to_string()
            )]
        );
        let ja = variant_suggestions("港", Lang::Ja);
        assert_eq!(ja.len(), 1);
        assert!(ja[0].0.contains("港の親方"), "{ja:?}");
    }

    #[test]
    fn new_games_read_a_scenario_and_a_list_of_optional_rules() {
        let en = Lang::En;
        assert_eq!(parse_scenario("base", en), Ok(Vec::new()));
        assert_eq!(parse_scenario(" Base game ", en), Ok(Vec::new()));
        assert_eq!(parse_scenario("基本ゲーム", Lang::Ja), Ok(Vec::new()));
        // An official pairing of two scenarios, either order, by code or name; offered by the
        // autocomplete after the scenarios alone.
        let pair = vec![ModuleId::Rivers, ModuleId::BarbarianAttack];
        assert_eq!(
            parse_scenario("barbarian_attack + rivers", en),
            Ok(pair.clone())
        );
        assert_eq!(
            parse_scenario("The Rivers of Catan+barbarian_attack", en),
            Ok(pair)
        );
        let offered: Vec<String> = scenario_suggestions("barb", en)
            .into_iter()
            .map(|(_, v)| v)
            .collect();
        assert_eq!(
            offered,
            vec!["barbarian_attack", "rivers + barbarian_attack"]
        );
        assert!(
            parse_scenario("rivers + harbormaster", en).is_err(),
            "a rule in the scenario option"
        );
        let rule = parse_scenario("harbormaster", en).expect_err("a rule, not a scenario");
        assert!(
            rule.contains("Harbormaster") && rule.contains("rules"),
            "{rule}"
        );
        let unknown = parse_scenario("seafarers", en).expect_err("unknown");
        assert!(
            unknown.contains("“seafarers”") && unknown.contains("base"),
            "{unknown}"
        );
        assert_eq!(
            parse_rules("two_players, event_cards", en),
            Ok(vec![ModuleId::EventCards, ModuleId::CatanForTwo])
        );
        assert_eq!(parse_rules("none", en), Ok(Vec::new()));
        let values: Vec<String> = rule_suggestions("", en)
            .into_iter()
            .map(|(_, v)| v)
            .collect();
        assert_eq!(values[0], "none");
        assert!(!values.contains(&"all".to_owned()));
        for m in ModuleId::ALL {
            let listed = values.contains(&variant_code(m).to_owned());
            assert_eq!(
                listed,
                m.kind() == ModuleKind::OptionalRule && m.is_released(),
                "{}",
                m.name()
            );
        }
        let base = scenario_suggestions("", Lang::Ja);
        assert_eq!(base[0], ("基本ゲーム".to_owned(), "base".to_owned()));
        assert!(scenario_suggestions("zz", en).is_empty());
    }

    #[test]
    fn one_variant_is_read_for_the_rules_lookup() {
        assert_eq!(parse_variant("base", Lang::En), Ok(None));
        assert_eq!(
            parse_variant("港の親方", Lang::Ja),
            Ok(Some(ModuleId::Harbormaster))
        );
        assert!(parse_variant("nope", Lang::En).is_err());
        let all: Vec<String> = one_variant_suggestions("", Lang::En)
            .into_iter()
            .map(|(_, v)| v)
            .collect();
        // The base game and the scenarios first, then the optional rules, in registry order.
        let mut expected = vec!["base".to_owned()];
        for scenarios in [true, false] {
            expected.extend(
                offered()
                    .filter(|m| (m.kind() == ModuleKind::Scenario) == scenarios)
                    .map(|m| m.name().to_owned()),
            );
        }
        assert_eq!(all, expected);
    }
}
