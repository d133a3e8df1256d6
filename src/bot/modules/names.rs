//! The names of the rules and scenarios, from the locale files by the registry's name (the
//! Japanese names follow the rule sheets in the seeds).

use kaitaku_engine::modules::ModuleId;
use kaitaku_i18n::Lang;

/// The message id of a rule's name: `modules-name-` and the registry's name with hyphens
/// (each module's locale lines give it).
pub fn name_id(module: ModuleId) -> String {
    format!("modules-name-{}", module.name().replace('_', "-"))
}

/// A rule's (or scenario's) name, from the locale files.
pub fn module_name(module: ModuleId, lang: Lang) -> String {
    kaitaku_i18n::tr(lang, &name_id(module))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_are_named_as_the_rule_sheets_name_them() {
        let names: Vec<String> = ModuleId::ALL
            .into_iter()
            .map(|m| module_name(m, Lang::Ja))
            .collect();
        assert_eq!(
            names,
            [
                "親切な盗賊",
                "カタンイベント",
                "港の親方",
                "2人でカタン",
                "カタンの漁師たち",
                "カタンの河川",
                "キャラバンの行列",
                "都市と騎士",
                "蛮族の来襲"
            ]
        );
        assert_eq!(
            module_name(ModuleId::Harbormaster, Lang::En),
            "Harbormaster"
        );
    }

    #[test]
    fn every_registered_rule_has_a_name_in_each_language() {
        for m in ModuleId::ALL {
            for lang in [Lang::En, Lang::Ja] {
                assert!(
                    kaitaku_i18n::has_message(lang, &name_id(m)),
                    "{} has no name in {}",
                    m.name(),
                    lang.code()
                );
            }
        }
    }
}
