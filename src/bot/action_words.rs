//! The words for an action, from its engine label ([`ActionInfo::label`]): `action-<label>` in
//! the locale files, so buttons, menus and autocomplete can name any action of any module.

use kaitaku_engine::Action;
use kaitaku_engine::describe::{ActionInfo, CORE_LABELS};
use kaitaku_engine::modules::ModuleId;
use kaitaku_i18n::Lang;

/// The message id of an action label's words.
pub fn label_id(label: &str) -> String {
    format!("action-{label}")
}

/// What an action is called, in `lang`.
pub fn action_label(info: &ActionInfo, lang: Lang) -> String {
    kaitaku_i18n::tr(lang, &label_id(info.label))
}

/// The name of `action`, in `lang`.
pub fn action_name(action: &Action, lang: Lang) -> String {
    action_label(&action.info(), lang)
}

/// Every label an action of the core or of a registered module can have.
pub fn every_label() -> Vec<&'static str> {
    let mut labels = CORE_LABELS.to_vec();
    for m in ModuleId::ALL {
        labels.extend_from_slice(m.action_labels());
    }
    labels
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_has_words_in_each_language() {
        for label in every_label() {
            for lang in [Lang::En, Lang::Ja] {
                assert!(
                    kaitaku_i18n::has_message(lang, &label_id(label)),
                    "{label} has no words in {}",
                    lang.code()
                );
            }
        }
        assert_eq!(action_name(&Action::EndTurn, Lang::En), "End the turn");
        assert_eq!(action_name(&Action::Roll, Lang::Ja), "サイコロを振る");
    }
}
