use super::*;
use crate::bot::cards::discard::discard_suggestions;
use crate::bot::trade::commands::offer_suggestions;
use kaitaku_engine::rules::trade::TradeRatios;

fn set(lumber: u8, brick: u8, wool: u8, grain: u8, ore: u8) -> ResourceSet {
    let mut s = ResourceSet::default();
    s[Resource::Lumber] = lumber;
    s[Resource::Brick] = brick;
    s[Resource::Wool] = wool;
    s[Resource::Grain] = grain;
    s[Resource::Ore] = ore;
    s
}

#[test]
fn typed_counts_and_first_letters_come_first() {
    // The playtest: `give: 2 w`, `get: 1 o` took `1 wool` and `1 lumber`; `2 o` put `2 ore` 14th.
    let hand = set(2, 1, 3, 0, 1);
    assert_eq!(
        offer_suggestions("2 w", Some(&hand), Lang::En)[0],
        set(0, 0, 2, 0, 0)
    );
    assert_eq!(
        offer_suggestions("1 o", None, Lang::En)[0],
        set(0, 0, 0, 0, 1)
    );
    let two_o = offer_suggestions("2 o", None, Lang::En);
    assert_eq!(two_o[0], set(0, 0, 0, 0, 2));
    // Only what matches: no lumber, no other count of ore.
    assert_eq!(two_o, vec![set(0, 0, 0, 0, 2)]);
    // The count may come after the letters, in any case, with full-width digits.
    assert_eq!(
        offer_suggestions("O ２", None, Lang::En)[0],
        set(0, 0, 0, 0, 2)
    );
    // A list being typed is completed whole.
    assert_eq!(
        offer_suggestions("2 brick, 1 o", None, Lang::En)[0],
        set(0, 2, 0, 0, 1)
    );
    // Nothing typed: every single resource, in the usual order.
    assert_eq!(offer_suggestions("", None, Lang::En)[0], set(1, 0, 0, 0, 0));
    // What cannot be meant gets no suggestion (the command then says why it cannot read it).
    assert!(offer_suggestions("xyz", None, Lang::En).is_empty());
}

#[test]
fn suggestions_from_the_hand_stay_in_the_hand() {
    let hand = set(0, 0, 1, 0, 0);
    // Two wool are not in the hand: the one wool held is the best that matches.
    let wool = offer_suggestions("2 w", Some(&hand), Lang::En);
    assert!(wool.iter().all(|s| hand.contains(s)), "{wool:?}");
    assert!(offer_suggestions("o", Some(&hand), Lang::En).is_empty());
}

#[test]
fn japanese_names_and_counts_are_found() {
    assert_eq!(
        offer_suggestions("鉱", None, Lang::Ja)[0],
        set(0, 0, 0, 0, 1)
    );
    assert_eq!(
        offer_suggestions("鉱石2", None, Lang::Ja)[0],
        set(0, 0, 0, 0, 2)
    );
    assert_eq!(
        offer_suggestions("鉱 2", None, Lang::Ja)[0],
        set(0, 0, 0, 0, 2)
    );
    assert_eq!(
        offer_suggestions("レンガ2枚、鉱", None, Lang::Ja)[0],
        set(0, 2, 0, 0, 1)
    );
    // English typed by a Japanese user still reads.
    assert_eq!(
        offer_suggestions("2 o", None, Lang::Ja)[0],
        set(0, 0, 0, 0, 2)
    );
    // Aliases: 麦 for grain, wood for lumber.
    assert_eq!(
        offer_suggestions("麦", None, Lang::Ja)[0],
        set(0, 0, 0, 1, 0)
    );
    assert_eq!(
        offer_suggestions("2 wood", None, Lang::En)[0],
        set(2, 0, 0, 0, 0)
    );
}

#[test]
fn names_come_before_aliases() {
    assert_eq!(
        resources_starting("w"),
        vec![Resource::Wool, Resource::Lumber, Resource::Grain]
    );
    assert_eq!(resources_starting("o"), vec![Resource::Ore]);
    assert_eq!(resources_starting("レ"), vec![Resource::Brick]);
    assert!(resources_starting("").is_empty());
}

#[test]
fn bank_suggestions_follow_the_typing() {
    let bank = set(19, 19, 19, 19, 19);
    let get = bank_get_suggestions(&bank, "o", Lang::En);
    assert_eq!(get.len(), 1);
    assert_eq!(get[0].1, "ore");
    assert!(get[0].0.contains("ore"), "{get:?}");
    let get = bank_get_suggestions(&bank, "小", Lang::Ja);
    assert_eq!(get[0].1, "grain");
    assert!(get[0].0.contains("小麦"), "{get:?}");
    assert_eq!(bank_get_suggestions(&bank, "wh", Lang::En)[0].1, "grain");
    // Nothing the bank lacks.
    let no_ore = set(19, 19, 19, 19, 0);
    assert!(bank_get_suggestions(&no_ore, "o", Lang::En).is_empty());

    let three = TradeRatios::BANK_ONLY.with(3);
    let terms = BankTerms {
        hand: set(4, 0, 3, 3, 0),
        bank,
        ratios: [three; crate::bot::trade_compose::CARD_KINDS],
    };
    let give = bank_give_suggestions(&terms, "w", Lang::En);
    assert_eq!(give[0].1, "wool");
    let give = bank_give_suggestions(&terms, "羊", Lang::Ja);
    assert_eq!(give.len(), 1);
    assert_eq!(give[0].1, "wool");
    let all = bank_give_suggestions(&terms, "", Lang::En);
    assert_eq!(all.len(), 3);
}

#[test]
fn discard_suggestions_follow_the_typing() {
    let hand = set(2, 0, 4, 1, 3);
    let owed = 5;
    let typed = discard_suggestions("2 w", &hand, owed, Lang::En);
    assert!(!typed.is_empty());
    for s in &typed {
        assert_eq!(s.total(), u32::from(owed), "{s:?}");
        assert!(hand.contains(s) && s[Resource::Wool] > 0, "{s:?}");
    }
    // A whole legal discard typed comes first.
    let whole = discard_suggestions("2 wool, 3 ore", &hand, owed, Lang::En);
    assert_eq!(whole[0], set(0, 0, 2, 0, 3));
    // An unfinished last name is completed.
    let open = discard_suggestions("4 wool, 1 g", &hand, owed, Lang::En);
    assert_eq!(open[0], set(0, 0, 4, 1, 0));
    assert!(discard_suggestions("qq", &hand, owed, Lang::En).is_empty());
    let all = discard_suggestions("", &hand, owed, Lang::En);
    assert_eq!(
        all.len(),
        crate::bot::cards::discard::suggestions(&hand, owed, 25).len()
    );
}

#[test]
fn ranking_prefers_exact_then_prefix_then_words() {
    let items = vec![
        ("a", vec!["settle ore".to_string()]),
        ("b", vec!["ore".to_string()]),
        ("c", vec!["orchard".to_string()]),
        ("d", vec!["lumber".to_string()]),
    ];
    assert_eq!(rank("ore", items.clone(), 25), vec!["b", "a"]);
    assert_eq!(rank("or", items.clone(), 25), vec!["b", "c", "a"]);
    assert_eq!(rank("", items.clone(), 2), vec!["a", "b"]);
    assert_eq!(score("x", &["lumber".to_string()]), None);
}
