use super::*;
use kaitaku_engine::rules::trade::TradeRatios;
use kaitaku_engine::view::TradeView;
use kaitaku_i18n::Lang;

fn set(l: u8, b: u8, w: u8, g: u8, o: u8) -> ResourceSet {
    ResourceSet::from_resources([l, b, w, g, o])
}

fn table() -> Table {
    Table {
        users: vec![11, 22, 33],
        names: vec!["Alice".into(), "Bob".into(), "Hanako".into()],
    }
}

fn terms() -> BankTerms {
    let three = TradeRatios::BANK_ONLY.with(3);
    BankTerms {
        hand: set(5, 2, 9, 1, 0),
        bank: set(19, 19, 19, 19, 1),
        // A 2:1 brick harbour and a 3:1 harbour (and the bank's 4:1 for everything).
        ratios: [
            three,
            three.with(2),
            three,
            three,
            three,
            three,
            three,
            three,
        ],
    }
}

/// Wool at 3:1 (a 3:1 harbour) or 4:1; no ore in hand.
fn wool_terms(wool: u8) -> BankTerms {
    let three = TradeRatios::BANK_ONLY.with(3);
    BankTerms {
        hand: set(0, 0, wool, 0, 0),
        bank: set(19, 19, 19, 19, 19),
        ratios: [three; CARD_KINDS],
    }
}

#[test]
fn the_bank_menu_offers_only_what_the_ratios_allow() {
    let t = terms();
    let give: Vec<String> = bank_give_options(&t, Lang::En)
        .into_iter()
        .map(|(_, v)| v)
        .collect();
    assert_eq!(give, ["lumber", "brick", "wool"]);
    let labels = bank_give_options(&t, Lang::En);
    assert!(labels[1].0.contains("2:1"), "{:?}", labels[1]);
    // 9 wool at 3:1 = 3 trades; the bank has a single ore.
    let get = bank_get_options(&t, Resource::Wool, Lang::En);
    // 9 wool also pays 4:1 twice: the ratio is offered, each label saying its own.
    assert!(
        get.iter()
            .any(|(l, v)| v == "grain.3" && l == "3 grain for 9 wool (3:1)"),
        "{get:?}"
    );
    assert!(
        get.iter()
            .any(|(l, v)| v == "grain.2.4" && l == "2 grain for 8 wool (4:1)"),
        "{get:?}"
    );
    assert!(get.iter().any(|(_, v)| v == "ore.1"));
    assert!(
        !get.iter()
            .any(|(_, v)| v == "ore.2" || v.starts_with("wool") || v == "grain.3.4")
    );
    assert_eq!(
        parse_bank_get("grain.3"),
        Some((Resource::Grain.into(), 3, None))
    );
    assert_eq!(
        parse_bank_get("grain.2.4"),
        Some((Resource::Grain.into(), 2, Some(4)))
    );
    // Gold may be taken from the bank (games with gold; the seeds allow it).
    assert_eq!(
        parse_bank_get("gold.1"),
        Some((kaitaku_engine::Good::Gold, 1, None))
    );
    // A commodity too (Cities & Knights; the bank holds none in other games, so it is never
    // offered there).
    assert_eq!(
        parse_bank_get("paper.1"),
        Some((kaitaku_engine::Good::Paper, 1, None))
    );
    assert_eq!(parse_bank_get("stone.1"), None);
    assert_eq!(parse_bank_get("ore.0"), None);
    assert_eq!(parse_bank_get("ore.1.x"), None);
    assert_eq!(parse_bank_get("ore.1.0"), None);
    assert_eq!(parse_bank_get("ore.1.4.4"), None);
}

#[test]
fn a_harbour_owner_is_offered_four_to_one_beside_the_harbour_ratio() {
    let t = wool_terms(4);
    assert!(t.offers_ratio_choice(Resource::Wool));
    let en = bank_get_options(&t, Resource::Wool, Lang::En);
    assert!(
        en.contains(&("1 ore for 3 wool (3:1)".to_string(), "ore.1".to_string())),
        "{en:?}"
    );
    assert!(
        en.contains(&("1 ore for 4 wool (4:1)".to_string(), "ore.1.4".to_string())),
        "{en:?}"
    );
    let ja = bank_get_options(&t, Resource::Wool, Lang::Ja);
    assert!(
        ja.contains(&("羊毛3枚で鉱石1枚（3:1）".to_string(), "ore.1".to_string())),
        "{ja:?}"
    );
    assert!(
        ja.contains(&("羊毛4枚で鉱石1枚（4:1）".to_string(), "ore.1.4".to_string())),
        "{ja:?}"
    );
    assert_eq!(
        bank_get_text(&t, Resource::Wool, Lang::En),
        "You give **wool** (you have 4) at the ratio you choose: 3:1, 4:1. Choose what to get, \
         how many times and at which ratio."
    );
    assert_eq!(
        bank_get_text(&t, Resource::Wool, Lang::Ja),
        "**羊毛**を出します（手札4枚）。レートは3:1、4:1から選べます。もらう資源・回数・レートを選んでください。"
    );
    // The confirmation names the ratio chosen.
    assert_eq!(
        bank_confirm_text(Resource::Wool, Resource::Ore.into(), 1, 4, Lang::En),
        "Trade **4 wool** for **1 ore** with the bank (4:1)?"
    );
}

#[test]
fn no_ratio_choice_when_only_the_best_is_payable() {
    // 3 wool: the 3:1 harbour only; the labels stay as they were, without a ratio.
    let t = wool_terms(3);
    assert!(!t.offers_ratio_choice(Resource::Wool));
    let en = bank_get_options(&t, Resource::Wool, Lang::En);
    assert!(
        en.contains(&("1 ore for 3 wool".to_string(), "ore.1".to_string())),
        "{en:?}"
    );
    assert!(
        en.iter()
            .all(|(l, v)| !l.contains(":1") && v.matches('.').count() == 1)
    );
    // Without a harbour, 4:1 is the only ratio: no choice either.
    let bank_only = BankTerms {
        ratios: [TradeRatios::BANK_ONLY; CARD_KINDS],
        ..wool_terms(8)
    };
    assert!(!bank_only.offers_ratio_choice(Resource::Wool));
    assert!(
        bank_get_options(&bank_only, Resource::Wool, Lang::Ja)
            .iter()
            .all(|(l, _)| !l.contains("（"))
    );
}

#[test]
fn a_ratio_the_player_does_not_have_is_refused_in_both_languages() {
    let t = wool_terms(8);
    let wool_ore = (Resource::Wool, kaitaku_engine::Good::from(Resource::Ore));
    assert_eq!(check_bank_count(&t, wool_ore, 2, Some(4), Lang::En), Ok(2));
    assert_eq!(check_bank_count(&t, wool_ore, 2, Some(3), Lang::En), Ok(2));
    assert_eq!(check_bank_count(&t, wool_ore, 2, None, Lang::En), Ok(2));
    let too_many = check_bank_count(&t, wool_ore, 3, Some(4), Lang::En).expect_err("8 wool");
    assert!(too_many.contains("at most 2"), "{too_many}");
    for absurd in [2_i64, 5, 0, -1, 1_000_000_000] {
        let en = check_bank_count(&t, wool_ore, 1, Some(absurd), Lang::En).expect_err("refused");
        assert!(
            en.contains(&format!("You cannot trade wool at {absurd}:1"))
                && en.contains("your ratios for it are 3:1, 4:1"),
            "{en}"
        );
        let ja = check_bank_count(&t, wool_ore, 1, Some(absurd), Lang::Ja).expect_err("refused");
        assert!(
            ja.starts_with(&format!("羊毛は{absurd}:1では交換できません。"))
                && ja.contains("使えるレートは3:1、4:1です"),
            "{ja}"
        );
        no_english(&ja.replace(":1", ""));
    }
}

#[test]
fn absurd_bank_counts_get_clear_answers() {
    let t = terms();
    assert_eq!(
        check_bank_count(
            &t,
            (Resource::Wool, Resource::Grain.into()),
            3,
            None,
            Lang::En
        ),
        Ok(3)
    );
    let zero = check_bank_count(
        &t,
        (Resource::Wool, Resource::Grain.into()),
        0,
        None,
        Lang::En,
    )
    .expect_err("zero");
    assert!(zero.contains("at least 1"), "{zero}");
    let huge = check_bank_count(
        &t,
        (Resource::Wool, Resource::Grain.into()),
        1_000_000_000,
        None,
        Lang::En,
    )
    .expect_err("huge");
    assert!(huge.contains("at most 3"), "{huge}");
    let short = check_bank_count(
        &t,
        (Resource::Wool, Resource::Ore.into()),
        2,
        None,
        Lang::En,
    )
    .expect_err("bank");
    assert!(short.contains("the bank has 1 ore"), "{short}");
    let none = check_bank_count(
        &t,
        (Resource::Grain, Resource::Ore.into()),
        1,
        None,
        Lang::En,
    )
    .expect_err("none");
    assert!(none.contains("cannot trade grain"), "{none}");
    assert!(
        check_bank_count(
            &t,
            (Resource::Wool, Resource::Wool.into()),
            1,
            None,
            Lang::En
        )
        .is_err()
    );
}

#[test]
fn builder_options_read_back_as_the_largest_count_per_resource() {
    let hand = set(0, 3, 0, 7, 0);
    let give = terms_options(
        Side::Give,
        &hand,
        &ResourceSet::default(),
        &set(0, 2, 0, 0, 0),
        Lang::En,
    );
    let values: Vec<&str> = give.iter().map(|(_, v, _)| v.as_str()).collect();
    assert_eq!(
        values,
        [
            "brick.1", "brick.2", "brick.3", "grain.1", "grain.2", "grain.3", "grain.4", "grain.5"
        ]
    );
    assert!(give[1].2 && !give[0].2, "2 brick is the current choice");
    // The get side leaves out what is given.
    let get = terms_options(
        Side::Get,
        &hand,
        &set(0, 2, 0, 0, 0),
        &ResourceSet::default(),
        Lang::En,
    );
    assert!(get.iter().all(|(_, v, _)| !v.starts_with("brick")));
    assert_eq!(get.len(), 20);
    let chosen = parse_terms(&["brick.2".into(), "ore.1".into()]);
    assert_eq!(chosen, Some(Terms::Cards(set(0, 2, 0, 0, 1))));
    assert_eq!(parse_terms(&["gold.1".into()]), None);
    assert_eq!(parse_terms(&["ore.9".into()]), None);
}

#[test]
fn the_menu_offers_sending_only_once_both_sides_are_chosen() {
    let mut state = MenuState {
        game: GameId(4),
        bank: Some(terms()),
        hand: terms().hand,
        give: set(0, 1, 0, 0, 0),
        get: ResourceSet::default(),
        countering: 0,
        others: vec![("Bob".into(), 1), ("Hanako".into(), 2)],
    };
    let rows = serde_json::to_value(menu_rows(&state, Lang::En)).expect("json");
    assert_eq!(rows.as_array().map(Vec::len), Some(3), "{rows}");
    assert!(menu_text(&state, None, "", Lang::En).contains("Choose both"));
    state.get = set(0, 0, 0, 0, 1);
    let rows = serde_json::to_value(menu_rows(&state, Lang::En)).expect("json");
    let buttons = &rows[3]["components"];
    assert_eq!(buttons[0]["custom_id"], "k1:4:0:t:o:01000:00001:a");
    assert_eq!(buttons[2]["custom_id"], "k1:4:0:t:o:01000:00001:2");
    assert_eq!(buttons[2]["label"], "Offer to Hanako");
    // A counter-offer has no bank part and one send button.
    state.countering = 7;
    let rows = serde_json::to_value(menu_rows(&state, Lang::En)).expect("json");
    assert_eq!(rows.as_array().map(Vec::len), Some(3), "{rows}");
    assert_eq!(
        rows[2]["components"][0]["custom_id"],
        "k1:4:0:t:c:7:01000:00001"
    );
    assert!(menu_text(&state, Some("Alice"), "", Lang::En).contains("Counter-offer** to Alice"));
}

/// The playtest read "press a green button" where the buttons meant are blue: the texts name
/// the buttons by their labels (as the buttons carry them), and no colour at all.
#[test]
fn offer_texts_name_the_buttons_by_their_labels_not_colours() {
    let t = table();
    let offer = TradeView {
        id: 3,
        from: 0,
        give: set(0, 2, 0, 0, 0),
        get: set(0, 0, 0, 0, 1),
        to: None,
        responses: vec![None, Some(TradeResponse::Accept), None],
        cannot_pay: Vec::new(),
    };
    for lang in Lang::ALL {
        let rows = serde_json::to_value(offer_rows(GameId(9), &offer, &t, lang)).expect("json");
        let label = |row: usize, i: usize| {
            rows[row]["components"][i]["label"]
                .as_str()
                .unwrap_or_default()
                .to_string()
        };
        let (accept, withdraw, confirm) = (label(0, 0), label(0, 3), label(1, 0));
        // The confirm button's label is the one the texts quote, with Bob's name.
        let quoted = confirm_label_any(lang);
        let stem = quoted.replace('…', "");
        assert!(confirm.contains(stem.trim()), "{confirm} / {quoted}");
        let footer = offer_text(&offer, &t, lang);
        let own = own_offer(lang);
        for text in [&footer, &own] {
            assert!(text.contains(&quoted), "{text}");
            assert!(text.contains(&accept), "{text}");
            for colour in ["green", "blue", "red", "grey", "緑", "青", "赤", "灰"] {
                assert!(!text.to_lowercase().contains(colour), "{colour} in {text}");
            }
        }
        assert!(own.contains(&withdraw), "{own}");
    }
}

#[test]
fn offer_messages_show_answers_and_the_proposers_choices() {
    let t = table();
    let offer = TradeView {
        id: 3,
        from: 0,
        give: set(0, 2, 0, 0, 0),
        get: set(0, 0, 0, 0, 1),
        to: None,
        responses: vec![
            None,
            Some(TradeResponse::Accept),
            Some(TradeResponse::Counter {
                give: set(0, 0, 1, 0, 1),
                get: set(0, 2, 0, 0, 0),
            }),
        ],
        cannot_pay: Vec::new(),
    };
    let text = offer_text(&offer, &t, Lang::En);
    assert!(
        text.contains("**Alice** offers **2 brick** for **1 ore** to everyone"),
        "{text}"
    );
    assert!(text.contains("Bob ✅ accepts"), "{text}");
    assert!(
        text.contains("Hanako ↩️ counters: gives 1 wool, 1 ore for 2 brick"),
        "{text}"
    );
    let rows = serde_json::to_value(offer_rows(GameId(9), &offer, &t, Lang::En)).expect("json");
    assert_eq!(rows[0]["components"][0]["custom_id"], "k1:9:0:t:a:3");
    assert_eq!(rows[1]["components"][0]["custom_id"], "k1:9:0:t:k:3:1");
    assert_eq!(rows[1]["components"][1]["label"], "Take Hanako's counter");
    let to_bob = TradeView {
        to: Some(1),
        ..offer
    };
    assert!(offer_text(&to_bob, &t, Lang::En).contains("to <@22>"));
}

#[test]
fn ended_offers_say_how_they_ended() {
    let t = table();
    let terms = offer_terms(0, &set(0, 2, 0, 0, 0), &set(0, 0, 0, 0, 1), &t, Lang::En);
    assert_eq!(terms, "🤝 Alice offered 2 brick for 1 ore");
    let expired = ended_text(&terms, &end_of(&Action::EndTurn, &[]), 0, &t, Lang::En);
    assert!(
        expired.contains("expired at the end of the turn"),
        "{expired}"
    );
    assert!(
        ended_text(&terms, &end_of(&Action::CancelTrade, &[]), 0, &t, Lang::En)
            .contains("withdrawn")
    );
    let traded = OfferEnd::Traded {
        with: 1,
        gave: set(0, 2, 0, 0, 0),
        got: set(0, 0, 0, 0, 1),
    };
    assert_eq!(
        ended_text(&terms, &traded, 0, &t, Lang::En),
        "✅ **Alice** traded **2 brick** for **1 ore** with **Bob**."
    );
}

#[test]
fn two_counts_of_one_resource_are_refused_not_guessed() {
    // Picking "1 brick" and "2 brick" together used to count as 2 brick silently.
    let both = parse_terms(&["brick.1".into(), "brick.2".into(), "ore.1".into()]);
    assert_eq!(
        both,
        Some(Terms::Ambiguous(vec![
            (Resource::Brick, 1),
            (Resource::Brick, 2)
        ]))
    );
    let Some(Terms::Ambiguous(picked)) = both else {
        panic!("ambiguous");
    };
    let en = duplicate_counts(&picked, Lang::En);
    assert!(en.contains("you picked 1 brick, 2 brick"), "{en}");
    let ja = duplicate_counts(&picked, Lang::Ja);
    assert!(ja.contains("レンガ1枚、レンガ2枚"), "{ja}");
    // The same value twice is still one choice.
    assert_eq!(
        parse_terms(&["wool.3".into(), "wool.3".into()]),
        Some(Terms::Cards(set(0, 0, 3, 0, 0)))
    );
    // The menus say so.
    let state = MenuState {
        game: GameId(4),
        bank: None,
        hand: set(0, 3, 0, 0, 0),
        give: ResourceSet::default(),
        get: ResourceSet::default(),
        countering: 0,
        others: Vec::new(),
    };
    let rows = serde_json::to_value(menu_rows(&state, Lang::En)).expect("json");
    assert!(
        rows.to_string().contains("one count per resource"),
        "{rows}"
    );
}

/// Japanese text has no English words left in it (names, mentions and markup aside).
fn no_english(text: &str) {
    let stripped = text
        .replace("Alice", "")
        .replace("Bob", "")
        .replace("Hanako", "")
        .replace("/catan trade accept", "")
        .replace("decline", "");
    assert!(
        !stripped.chars().any(|c| c.is_ascii_alphabetic()),
        "English left in {text:?}"
    );
}

#[test]
fn trading_reads_in_japanese() {
    let t = table();
    let terms = terms();
    let give = bank_give_options(&terms, Lang::Ja);
    assert_eq!(give[1].0, "レンガを2:1で出す（手札2枚）");
    let get = bank_get_options(&terms, Resource::Wool, Lang::Ja);
    assert!(
        get.iter()
            .any(|(l, v)| v == "grain.3" && l == "羊毛9枚で小麦3枚（3:1）"),
        "{get:?}"
    );
    let short = check_bank_count(
        &terms,
        (Resource::Wool, Resource::Ore.into()),
        2,
        None,
        Lang::Ja,
    )
    .expect_err("bank");
    assert!(short.contains("銀行には鉱石1枚しかありません"), "{short}");
    no_english(&short);
    let confirm = bank_confirm_text(Resource::Wool, Resource::Grain.into(), 2, 3, Lang::Ja);
    assert_eq!(
        confirm,
        "銀行と交易して、**羊毛6枚**を**小麦2枚**にしますか（3:1）？"
    );
    let offer = TradeView {
        id: 3,
        from: 0,
        give: set(0, 2, 0, 0, 0),
        get: set(0, 0, 0, 0, 1),
        to: None,
        responses: vec![
            None,
            Some(TradeResponse::Accept),
            Some(TradeResponse::Decline),
        ],
        cannot_pay: Vec::new(),
    };
    let text = offer_text(&offer, &t, Lang::Ja);
    assert!(
        text.contains("**Alice**から全員へ交易の提案：**レンガ2枚**を出すので**鉱石1枚**がほしい"),
        "{text}"
    );
    assert!(text.contains("手番の終わりに失効"), "{text}");
    no_english(&text);
    let rows = serde_json::to_value(offer_rows(GameId(9), &offer, &t, Lang::Ja)).expect("json");
    assert_eq!(rows[0]["components"][0]["label"], "承諾");
    assert_eq!(rows[1]["components"][0]["label"], "Bobと交易");
    let state = MenuState {
        game: GameId(4),
        bank: Some(terms),
        hand: terms.hand,
        give: set(0, 1, 0, 0, 0),
        get: ResourceSet::default(),
        countering: 0,
        others: vec![("Bob".into(), 1)],
    };
    let menu = menu_text(&state, None, "", Lang::Ja);
    assert!(
        menu.contains("出す：**レンガ1枚**、ほしい：**なし**。"),
        "{menu}"
    );
    no_english(&menu);
    let ended = ended_text(
        &offer_terms(0, &offer.give, &offer.get, &t, Lang::Ja),
        &OfferEnd::GameOver,
        0,
        &t,
        Lang::Ja,
    );
    assert!(ended.contains("ゲームが終了"), "{ended}");
    for text in [
        answered_text(&TradeResponse::Accept, &t, 0, Lang::Ja),
        posted_text(None, &t, Lang::Ja),
        only_current_player(Lang::Ja),
        not_addressed(Lang::Ja),
        own_offer(Lang::Ja),
    ] {
        no_english(&text);
    }
}

#[test]
fn an_offer_cut_short_by_a_win_says_the_game_ended() {
    let t = table();
    let terms = offer_terms(0, &set(0, 2, 0, 0, 0), &set(0, 0, 0, 0, 1), &t, Lang::En);
    let won = [Event::GameWon { seat: 1, vp: 10 }];
    let end = end_of(&Action::EndTurn, &won);
    assert_eq!(end, OfferEnd::GameOver);
    let text = ended_text(&terms, &end, 0, &t, Lang::En);
    assert!(text.contains("the game ended"), "{text}");
    assert!(!text.contains("expired"), "{text}");
}
