//! Unit tests of message composition: no Discord, just the builders' JSON.

use serde_json::{Value, json};

use super::*;
use kaitaku_engine::{Game, GameConfig};
use kaitaku_i18n::Lang;
use kaitaku_render::{HighlightKind, highlight_for};

fn table() -> Table {
    Table {
        users: vec![11, 22, 33],
        names: vec!["alice".into(), "bob".into(), String::new()],
    }
}

fn to_json<T: serde::Serialize>(x: &T) -> Value {
    serde_json::to_value(x).expect("builders serialise")
}

fn game() -> Game {
    let mut config = GameConfig::base(3);
    config.script.first_player = Some(0);
    Game::new(config, 7).expect("game")
}

#[test]
fn names_fall_back_to_player_n() {
    let t = table();
    assert_eq!(t.name(0), "alice");
    assert_eq!(t.name(2), "Player 3");
    assert_eq!(t.name(3), "Player 4");
    assert_eq!(t.mention(1), "<@22>");
    assert!(t.label(1).contains("bob"));
}

#[test]
fn lobby_has_four_buttons_and_lists_players() {
    let info = LobbyInfo {
        game: GameId(5),
        host: 11,
        players: vec![11, 22],
        max_players: 4,
        target: Default::default(),
        modules: Vec::new(),
        min_players: 3,
        computers: vec![None, None],
    };
    let embed = to_json(&lobby_embed(&info, Lang::En));
    assert_eq!(embed["fields"][0]["name"], "Players (2/4)");
    assert_eq!(embed["fields"][0]["value"], "1. <@11>\n2. <@22>");
    let rows = to_json(&lobby_components(&info, Lang::En));
    let ids: Vec<&str> = rows[0]["components"]
        .as_array()
        .expect("buttons")
        .iter()
        .filter_map(|b| b["custom_id"].as_str())
        .collect();
    assert_eq!(
        ids,
        [
            "k1:5:0:join",
            "k1:5:0:leave",
            "k1:5:0:start",
            "k1:5:0:cancel"
        ]
    );
    // The host's computer button: add while a seat is free; remove once one is seated.
    let row = |rows: &serde_json::Value| -> Vec<String> {
        rows[1]["components"]
            .as_array()
            .expect("computer buttons")
            .iter()
            .filter_map(|b| b["custom_id"].as_str().map(str::to_owned))
            .collect()
    };
    assert_eq!(row(&rows), ["k1:5:0:cpu+"]);
    let with_computer = LobbyInfo {
        players: vec![11, 22, 9_223_372_036_854_775_808],
        computers: vec![None, None, Some("hard".into())],
        ..info
    };
    let embed = to_json(&lobby_embed(&with_computer, Lang::Ja));
    assert_eq!(
        embed["fields"][0]["value"],
        "1. <@11>\n2. <@22>\n3. 🤖 CPU 1 · つよい"
    );
    let rows = to_json(&lobby_components(&with_computer, Lang::En));
    assert_eq!(row(&rows), ["k1:5:0:cpu+", "k1:5:0:cpu-"]);
    let full = LobbyInfo {
        players: vec![11, 22, 9_223_372_036_854_775_808, 9_223_372_036_854_775_809],
        computers: vec![None, None, Some("hard".into()), Some("easy".into())],
        ..with_computer
    };
    let rows = to_json(&lobby_components(&full, Lang::En));
    assert_eq!(row(&rows), ["k1:5:0:cpu-"]);
}

#[test]
fn setup_turn_offers_settlement_placement_and_hand() {
    let g = game();
    let view = g.view(None);
    let legal = g.legal_actions(view.current);
    let rows = to_json(&turn_components(GameId(9), &view, &legal, Lang::En));
    let ids: Vec<String> = rows
        .as_array()
        .expect("rows")
        .iter()
        .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|b| b["custom_id"].as_str().map(str::to_owned))
        .collect();
    assert_eq!(ids, ["k1:9:0:pick:settlement", "k1:9:0:hand"]);
    assert_eq!(
        turn_content(&view, &table(), Lang::En),
        "<@11>, your setup placement."
    );
    let embed = to_json(&turn_embed(
        &view,
        &table(),
        &["alice built a road".into()],
        Lang::En,
    ));
    assert_eq!(embed["title"], "Catan — setup");
    // The board is the message's attachment, shown before the embed; the embed holds only
    // what the image cannot say: no player fields (the image's cards show them).
    assert!(embed.get("image").is_none(), "{embed}");
    assert_eq!(embed["fields"].as_array().map(Vec::len), Some(1));
    assert_eq!(embed["fields"][0]["value"], "alice built a road");
    assert_eq!(embed["description"], "alice places a settlement.");
}

/// On a phone the turn message was taller than the screen: the embed lists at most
/// [`EMBED_EVENTS`] events, and nothing the board image shows.
#[test]
fn the_turn_embed_is_short() {
    let g = game();
    let view = g.view(None);
    let recent: Vec<String> = (1..=12).map(|i| format!("event {i}")).collect();
    let embed = to_json(&turn_embed(&view, &table(), &recent, Lang::En));
    let events = embed["fields"][0]["value"].as_str().unwrap_or_default();
    assert_eq!(events.lines().count(), EMBED_EVENTS);
    assert!(
        events.ends_with("event 12") && events.starts_with("event 8"),
        "{events}"
    );
    let text = embed.to_string();
    for stat in [" VP ·", "cards", "knights", "longest road"] {
        assert!(!text.contains(stat), "{stat} in {text}");
    }
}

#[test]
fn the_public_embed_hides_hands() {
    let mut g = game();
    // Play the setup with the first legal action each time, then look at the public embed.
    while matches!(g.phase(), Phase::Setup { .. }) {
        let seat = g.state().current;
        let action = g
            .legal_actions(seat)
            .into_iter()
            .next()
            .expect("a legal action");
        g.apply(seat, &action).expect("legal");
    }
    let view = g.view(None);
    let embed =
        serde_json::to_string(&to_json(&turn_embed(&view, &table(), &[], Lang::En))).expect("json");
    for p in &g.view(Some(0)).players {
        if let Some(hand) = p.hand {
            assert!(!hand.is_empty());
            assert!(!embed.contains(&hand.to_string()), "{embed}");
        }
    }
    assert!(hand_text(&g.view(Some(0)), Lang::En).starts_with("**Your hand**: "));
    assert_eq!(
        hand_text(&view, Lang::En),
        "You are not seated in this game."
    );
}

#[test]
fn more_than_25_spots_are_split_into_menus() {
    let g = game();
    let h = highlight_for(&g, HighlightKind::Settlements);
    assert_eq!(h.spots.len(), 54);
    let legal = g.legal_actions(0);
    let options = crate::bot::spots::pick_options(
        PickKind::Settlement,
        &h.spots,
        &legal,
        g.board(),
        &g.view(None),
        &table(),
        Lang::En,
    );
    let rows = to_json(&pick_menus(
        GameId(3),
        0,
        PickKind::Settlement,
        &options,
        Lang::En,
    ));
    let rows = rows.as_array().expect("rows");
    assert_eq!(rows.len(), 3);
    let sizes: Vec<usize> = rows
        .iter()
        .map(|r| r["components"][0]["options"].as_array().map_or(0, Vec::len))
        .collect();
    assert_eq!(sizes, [25, 25, 4]);
    assert_eq!(
        rows[2]["components"][0]["custom_id"],
        "k1:3:0:place:settlement:2"
    );
    // Best first: the first option touches the most pips.
    let best = options[0].1.clone();
    assert_eq!(rows[0]["components"][0]["options"][0]["value"], json!(best));
    assert_eq!(
        rows[0]["components"][0]["placeholder"],
        "Choose a settlement — best first (1/3)"
    );
}

#[test]
fn events_read_as_sentences_without_secrets() {
    use kaitaku_engine::{DevCard, Event};
    let t = table();
    let bought = Event::DevCardBought {
        seat: 1,
        card: Some(DevCard::Monopoly),
    };
    let line = describe_event(&bought, &t, Lang::En).expect("a line");
    assert_eq!(line, "bob bought a development card");
    let rolled = Event::DiceRolled {
        seat: 0,
        dice: [3, 5],
    };
    assert_eq!(
        describe_event(&rolled, &t, Lang::En).as_deref(),
        Some("alice rolled 8 (3 + 5)")
    );
    assert_eq!(
        describe_event(&Event::TurnStarted { seat: 0, turn: 1 }, &t, Lang::En),
        None
    );
}

#[test]
fn a_discard_phase_shows_the_discard_button_and_who_owes() {
    use kaitaku_engine::{Decision, Pending};
    let g = game();
    let mut view = g.view(None);
    view.phase = Phase::Discard {
        owed: vec![4, 0, 5],
        resume: kaitaku_engine::state::Resume::main(),
    };
    view.pending = vec![
        Pending {
            seat: 0,
            decision: Decision::Discard { count: 4 },
        },
        Pending {
            seat: 2,
            decision: Decision::Discard { count: 5 },
        },
    ];
    let rows = to_json(&turn_components(GameId(9), &view, &[], Lang::En));
    let ids: Vec<&str> = rows[0]["components"]
        .as_array()
        .expect("buttons")
        .iter()
        .filter_map(|b| b["custom_id"].as_str())
        .collect();
    assert_eq!(ids, ["k1:9:0:discard", "k1:9:0:hand"]);
    assert_eq!(
        situation(&view, &table(), Lang::En),
        "Waiting for discards: alice (4), Player 3 (5)."
    );
}

/// Latin words that would betray an untranslated English sentence in a Japanese message
/// (player names, codes and emoji aside).
fn english_words(text: &str) -> Vec<String> {
    const ALLOWED: [&str; 4] = ["alice", "bob", "png", "attachment"];
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() > 2)
        .map(str::to_ascii_lowercase)
        .filter(|w| !ALLOWED.contains(&w.as_str()))
        .collect()
}

/// A game after its setup (first legal placements), waiting for the first roll.
fn after_setup() -> Game {
    let mut g = game();
    while matches!(g.phase(), Phase::Setup { .. }) {
        let seat = g.state().current;
        let action = g
            .legal_actions(seat)
            .into_iter()
            .next()
            .expect("a legal action");
        g.apply(seat, &action).expect("legal");
    }
    g
}

#[test]
fn the_turn_message_in_japanese_has_no_english_left() {
    let g = after_setup();
    let view = g.view(None);
    let legal = g.legal_actions(view.current);
    let recent: Vec<String> = [
        kaitaku_engine::Event::SettlementBuilt {
            seat: 0,
            vertex: g
                .board()
                .vertex(g.board().vertex_by_code("1").expect("a vertex")),
        },
        kaitaku_engine::Event::DiceRolled {
            seat: 1,
            dice: [3, 4],
        },
    ]
    .iter()
    .filter_map(|e| describe_event(e, &table(), Lang::Ja))
    .collect();
    let embed = to_json(&turn_embed(&view, &table(), &recent, Lang::Ja));
    let mut text = format!(
        "{} {}",
        embed["title"].as_str().unwrap_or_default(),
        embed["description"].as_str().unwrap_or_default()
    );
    for field in embed["fields"].as_array().into_iter().flatten() {
        for part in ["name", "value"] {
            text.push('\n');
            text.push_str(field[part].as_str().unwrap_or_default());
        }
    }
    assert_eq!(embed["title"], "カタン — 1ターン目");
    assert!(text.contains("サイコロを振ります"), "{text}");
    assert!(text.contains("aliceが開拓地を建設"), "{text}");
    assert!(
        embed["footer"]["text"]
            .as_str()
            .unwrap_or_default()
            .contains("勝利点")
    );
    assert_eq!(english_words(&text), Vec::<String>::new(), "{text}");
    let footer = embed["footer"]["text"].as_str().expect("footer");
    assert_eq!(english_words(footer), Vec::<String>::new(), "{footer}");
    assert_eq!(
        turn_content(&view, &table(), Lang::Ja),
        format!("{}、あなたの手番です。", table().mention(view.current))
    );
    let rows = to_json(&turn_components(GameId(9), &view, &legal, Lang::Ja));
    let labels: Vec<String> = rows
        .as_array()
        .expect("rows")
        .iter()
        .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|b| b["label"].as_str().map(str::to_owned))
        .collect();
    assert_eq!(labels, ["サイコロを振る", "発展カード", "手札"]);
    // The custom ids do not depend on the language.
    let en = to_json(&turn_components(GameId(9), &view, &legal, Lang::En));
    let ids = |rows: &Value| -> Vec<String> {
        rows.as_array()
            .expect("rows")
            .iter()
            .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
            .filter_map(|b| b["custom_id"].as_str().map(str::to_owned))
            .collect()
    };
    assert_eq!(ids(&rows), ids(&en));
}

#[test]
fn setup_buttons_events_and_choosers_read_in_japanese() {
    let g = game();
    let view = g.view(None);
    let legal = g.legal_actions(view.current);
    let rows = to_json(&turn_components(GameId(9), &view, &legal, Lang::Ja));
    assert_eq!(rows[0]["components"][0]["label"], "開拓地を置く");
    assert_eq!(
        situation(&view, &table(), Lang::Ja),
        "aliceが開拓地を置きます。"
    );
    let h = highlight_for(&g, HighlightKind::Settlements);
    let options = crate::bot::spots::pick_options(
        PickKind::Settlement,
        &h.spots,
        &legal,
        g.board(),
        &g.view(None),
        &table(),
        Lang::Ja,
    );
    assert!(options[0].0.contains("/36）"), "{}", options[0].0);
    let menus = to_json(&pick_menus(
        GameId(3),
        0,
        PickKind::Settlement,
        &options,
        Lang::Ja,
    ));
    assert_eq!(
        menus[0]["components"][0]["placeholder"],
        "開拓地の場所を選ぶ — 良い順（1/3）"
    );
    use kaitaku_engine::{DevCard, Event, Resource, ResourceSet};
    let t = table();
    let cases = [
        (
            Event::DevCardPlayed {
                seat: 1,
                card: DevCard::Knight,
            },
            "bobが「騎士」を使用",
        ),
        (
            Event::Monopoly {
                seat: 0,
                resource: Resource::Ore,
                taken: vec![(1, 2), (2, 1)],
            },
            "aliceが鉱石を独占（3枚）",
        ),
        (
            Event::Produced {
                seat: 2,
                resources: ResourceSet::from_resources([1, 2, 0, 0, 0]),
            },
            "プレイヤー3が木材1枚、レンガ2枚を獲得",
        ),
        (
            Event::LongestRoad {
                holder: Some(0),
                length: 5,
            },
            "aliceが最長交易路を獲得（5）",
        ),
        (
            Event::Stole {
                thief: 0,
                victim: 1,
                resource: Some(Resource::Wool.into()),
            },
            "aliceがbobからカードを1枚奪った",
        ),
    ];
    for (event, expected) in cases {
        assert_eq!(
            describe_event(&event, &t, Lang::Ja).as_deref(),
            Some(expected)
        );
    }
    // The stolen card stays secret in the public line, in both languages.
    let stole = Event::Stole {
        thief: 0,
        victim: 1,
        resource: Some(Resource::Wool.into()),
    };
    assert!(
        !describe_event(&stole, &t, Lang::Ja)
            .unwrap_or_default()
            .contains("羊毛")
    );
}

#[test]
fn the_private_hand_reads_in_japanese() {
    let g = after_setup();
    let mine = hand_text(&g.view(Some(0)), Lang::Ja);
    assert!(mine.starts_with("**手札**："), "{mine}");
    assert!(mine.contains('枚'), "{mine}");
    assert_eq!(english_words(&mine), Vec::<String>::new(), "{mine}");
    assert_eq!(
        hand_text(&g.view(None), Lang::Ja),
        "あなたはこのゲームに参加していません。"
    );
    let lobby = LobbyInfo {
        game: GameId(5),
        host: 11,
        players: vec![11],
        max_players: 4,
        target: Default::default(),
        modules: Vec::new(),
        min_players: 3,
        computers: vec![None],
    };
    let embed = to_json(&lobby_embed(&lobby, Lang::Ja));
    assert_eq!(embed["fields"][0]["name"], "参加者（1/4）");
    let text = format!(
        "{} {}",
        embed["title"].as_str().unwrap_or_default(),
        embed["description"].as_str().unwrap_or_default()
    );
    assert_eq!(english_words(&text), Vec::<String>::new(), "{text}");
    let buttons = to_json(&lobby_components(&lobby, Lang::Ja));
    assert_eq!(buttons[0]["components"][0]["label"], "参加");
    // English output is unchanged.
    assert_eq!(
        resources(
            &kaitaku_engine::ResourceSet::from_resources([1, 0, 2, 0, 0]),
            Lang::En
        ),
        kaitaku_engine::ResourceSet::from_resources([1, 0, 2, 0, 0]).to_string()
    );
}

#[test]
fn commodities_and_gold_are_named_in_both_languages_only_when_held() {
    use kaitaku_engine::{Good, ResourceSet};
    let mut set = ResourceSet::from_resources([0, 1, 0, 0, 0]);
    set[Good::Coin] = 2;
    set[Good::Gold] = 3;
    assert_eq!(resources(&set, Lang::En), "1 brick, 2 coin, 3 gold");
    let ja = resources(&set, Lang::Ja);
    assert!(
        ja.contains("レンガ1枚") && ja.contains("貨幣2枚") && ja.contains("3金"),
        "{ja}"
    );
    let t = table();
    let bought = Event::BoughtWithGold {
        seat: 1,
        resource: kaitaku_engine::Resource::Ore,
        gold: 2,
    };
    assert_eq!(
        describe_event(&bought, &t, Lang::En).as_deref(),
        Some("bob bought 1 ore for 2 gold")
    );
    assert_eq!(
        describe_event(&bought, &t, Lang::Ja).as_deref(),
        Some("bobが2金で鉱石を1枚購入")
    );
}

#[test]
fn a_locked_game_is_announced_and_ended_in_both_languages() {
    use kaitaku_engine::Event;
    let t = table();
    let lead = Event::GameLocked {
        vp: vec![9, 8, 8],
        leaders: vec![0],
    };
    let tie = Event::GameLocked {
        vp: vec![9, 9, 8],
        leaders: vec![0, 1],
    };
    let drawn = Event::GameDrawn {
        seats: vec![0, 1],
        vp: 9,
    };
    let en = |e: &Event| describe_event(e, &t, Lang::En).expect("a line");
    let ja = |e: &Event| describe_event(e, &t, Lang::Ja).expect("a line");
    assert!(en(&lead).contains("locked") && en(&lead).contains("alice wins"));
    assert!(en(&lead).contains("9 VP"));
    assert!(en(&tie).contains("alice, bob share the lead with 9 VP"));
    assert_eq!(
        en(&drawn),
        "🤝 The locked game ends in a draw between alice, bob (9 VP each)"
    );
    assert!(ja(&lead).contains("aliceが9勝利点で首位"));
    assert!(ja(&tie).contains("alice、bobが9勝利点で並んでいます"));
    assert!(ja(&drawn).contains("alice、bobの引き分け"));
    for e in [&lead, &tie, &drawn] {
        assert!(english_words(&ja(e)).is_empty(), "{}", ja(e));
    }
}

#[test]
fn the_end_button_is_offered_while_the_game_is_locked() {
    let game = game();
    let view = game.view(None);
    let buttons = |legal: &[Action], lang| {
        to_json(&turn_components(GameId(3), &view, legal, lang)).to_string()
    };
    let locked = [Action::Roll, Action::EndLockedGame];
    assert!(buttons(&locked, Lang::En).contains("End the game"));
    assert!(buttons(&locked, Lang::Ja).contains("ゲームを終える"));
    assert!(buttons(&locked, Lang::En).contains(":endlocked"));
    assert!(!buttons(&[Action::Roll], Lang::En).contains("End the game"));
}

/// The text marks each seat with the colour the board draws it in (the playtest saw Alice 🟥
/// in the text and orange on the board).
#[test]
fn seat_marks_are_the_board_colours() {
    let square = |name: &str| match name {
        "orange" => "🟧",
        "blue" => "🟦",
        "white" => "⬜",
        "black" => "⬛",
        other => panic!("no square for {other}"),
    };
    for seat in 0..4 {
        let colour = kaitaku_render::palette::seat(seat);
        assert_eq!(seat_mark(seat), square(colour.name), "seat {seat}");
        assert!(table().label(seat).starts_with(square(colour.name)));
    }
}

/// Counts read in the singular when they are one, in both languages; the footer shows no
/// internal version.
#[test]
fn counts_of_one_are_singular_and_the_footer_has_no_version() {
    let mut view = kaitaku_engine::View::build(&game(), None);
    let p = &mut view.players[0];
    (p.public_vp, p.resource_count, p.dev_card_count) = (1, 1, 0);
    (p.knights_played, p.road_length) = (1, 3);
    assert_eq!(
        player_line(&view, 0, Lang::En),
        "1 VP · 1 card · 0 dev · 1 knight · longest road 3"
    );
    let p = &mut view.players[1];
    (p.public_vp, p.resource_count, p.dev_card_count) = (2, 2, 1);
    (p.knights_played, p.road_length) = (0, 1);
    assert_eq!(
        player_line(&view, 1, Lang::En),
        "2 VP · 2 cards · 1 dev · 0 knights · longest road 1"
    );
    let roads = kaitaku_i18n::t!(Lang::En, "situation-free-roads", who = "Bob", count = 1);
    assert_eq!(roads, "Bob places 1 free road.");
    let roads = kaitaku_i18n::t!(Lang::En, "situation-free-roads", who = "Bob", count = 2);
    assert_eq!(roads, "Bob places 2 free roads.");
    let count = kaitaku_i18n::t!(Lang::En, "rule-wrong-card-count", expected = 1);
    assert_eq!(count, "you must choose exactly 1 card");
    for lang in Lang::ALL {
        let view = game().view(None);
        let embed = to_json(&turn_embed(&view, &table(), &[], lang));
        let footer = embed["footer"]["text"].as_str().unwrap_or_default();
        assert!(
            !footer.contains("Version") && !footer.contains("バージョン"),
            "{footer}"
        );
        assert!(footer.contains("10"), "{footer}");
    }
}

/// A game with no base development deck and no Largest Army leaves those counters out of the
/// player line and the bank line (they would always read 0), in both languages; the base game
/// keeps them. Checked for every registered module.
#[test]
fn counters_a_game_does_not_use_are_left_out() {
    let base = kaitaku_engine::View::build(&game(), None);
    assert!(!base.dev_cards_unused && !base.knights_unused);
    let mut left_out = 0;
    for module in kaitaku_engine::modules::ModuleId::ALL {
        let Some(game) = (2..=4).rev().find_map(|players| {
            let mut config = GameConfig::base(players);
            config.modules = vec![module];
            config.script.first_player = Some(0);
            Game::new(config, 7).ok()
        }) else {
            continue;
        };
        let view = kaitaku_engine::View::build(&game, None);
        for lang in [Lang::En, Lang::Ja] {
            let line = player_line(&view, 0, lang);
            let dev = if lang == Lang::En {
                " dev"
            } else {
                "発展カード"
            };
            let knights = if lang == Lang::En { "knight" } else { "騎士" };
            assert_eq!(
                line.contains(dev),
                !view.dev_cards_unused,
                "{module:?}: {line}"
            );
            assert_eq!(
                line.contains(knights),
                !view.knights_unused,
                "{module:?}: {line}"
            );
            let status = crate::bot::lookups::status_text(&view, &table(), lang);
            let deck = if lang == Lang::En {
                "development cards left"
            } else {
                "発展カードの残り"
            };
            assert_eq!(
                status.contains(deck),
                !view.dev_cards_unused,
                "{module:?}: {status}"
            );
        }
        left_out += usize::from(view.dev_cards_unused && view.knights_unused);
    }
    assert!(
        left_out > 0,
        "some variant has neither a base deck nor Largest Army"
    );
}
