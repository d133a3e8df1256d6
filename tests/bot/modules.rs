//! The Traders & Barbarians optional rules end to end: the real bot against the fake Discord,
//! scripted players acting only through what the bot offers.
//!
//! - A 3-player game with Catan Event Cards and Friendly Robber: the deck's top is scripted so
//!   Plentiful Year, Good Neighbors, Earthquake and Neighborly Assistance come first; every
//!   owing player answers their own prompt (by button, and by `/catan decide`), damaged roads
//!   are repaired, and the game finishes.
//! - A Catan for Two game with Harbormaster: two rolls a turn, a free neutral road or
//!   settlement after each build, trade tokens spent, to the winner.
//! - `/catan new` refuses rules the server does not allow, and illegal table sizes.
//! - A Fishermen of Catan game: every fish action and passing the old boot, each once by its
//!   button and menu and once by `/catan decide`, to the winner.
//! - The Caravans: camel votes answered in turn by every seat, to the winner.

use kaitaku::bot::NewGames;
use kaitaku_engine::modules::catan_for_two::CatanForTwoEvent;
use kaitaku_engine::modules::event_cards::EventCardsEvent;
use kaitaku_engine::modules::event_cards::{EventCard, EventKind};
use kaitaku_engine::modules::{ModuleEvent, ModuleId, ModuleScripts};
use kaitaku_engine::{Event, Script};
use kaitaku_store::{GameId, GuildSettings};
use serde_json::json;

use crate::support::player::{Players, Style};
use crate::support::{Harness, game_id_of, public_text, stored_events};

fn card(number: u8, event: EventKind) -> EventCard {
    EventCard { number, event }
}

/// The text of every public message of the channel.
fn public_messages(h: &Harness) -> String {
    h.fake
        .messages(h.channel)
        .iter()
        .filter(|m| !m.is_ephemeral())
        .map(public_text)
        .collect()
}

/// Everything the table saw: the public messages and every button label the players met.
fn shown_text(h: &Harness, players: &Players<'_>) -> String {
    let labels: Vec<String> = players.checks.labels.iter().cloned().collect();
    public_messages(h) + &labels.join("\n")
}

/// [`nothing_private_in_public`], then the privacy checker over the game's log.
async fn nothing_private_anywhere(h: &Harness, game: GameId) {
    nothing_private_in_public(h);
    let privacy = crate::support::privacy::check_channel_privacy(h, game).await;
    eprintln!("privacy: {privacy:?}");
}

/// Nothing hidden reached the channel: the cards given, the cards drawn, hands.
fn nothing_private_in_public(h: &Harness) {
    for m in h.fake.messages(h.channel) {
        if m.is_ephemeral() {
            continue;
        }
        let text = public_text(&m);
        for secret in ["The card:", "The cards drawn", "Your hand", "You drew"] {
            assert!(
                !text.contains(secret),
                "public message shows {secret:?}: {text}"
            );
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn event_cards_game_with_every_decision_through_the_prompts() {
    let h = crate::support::start(NewGames {
        seed: Some(21),
        script: Script {
            modules: ModuleScripts {
                event_cards: vec![
                    card(2, EventKind::PlentifulYear),
                    card(6, EventKind::GoodNeighbors),
                    card(8, EventKind::None),
                    card(6, EventKind::Earthquake),
                    card(5, EventKind::None),
                    card(10, EventKind::NeighborlyAssistance),
                    card(9, EventKind::None),
                    card(8, EventKind::None),
                    card(5, EventKind::Tournament),
                    card(6, EventKind::None),
                    card(11, EventKind::None),
                    card(9, EventKind::CalmSea),
                ],
                ..ModuleScripts::default()
            },
            ..Script::default()
        },
        per_channel: false,
        modules: Vec::new(),
    })
    .await;
    let first = h
        .new_game_with(3, 7, &[("rules", json!("event_cards, friendly_robber"))])
        .await;
    let game = game_id_of(&first).expect("game id");
    let lobby = h
        .fake
        .messages(h.channel)
        .into_iter()
        .find(|m| {
            m.embeds
                .first()
                .is_some_and(|e| e["title"] == "Catan — new game")
        })
        .expect("lobby message");
    let lobby_text = public_text(&lobby);
    assert!(
        lobby_text.contains("Catan Event Cards") && lobby_text.contains("Friendly Robber"),
        "{lobby_text}"
    );
    let mut players = Players::new(&h, 3, Style::Buttons);
    let end = players.play_to_the_end(5_000).await;
    assert_eq!(end.embeds[0]["title"], "Catan — game over");

    let log = stored_events(&h, game).await;
    let drawn = log
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::Module(ModuleEvent::EventCards(
                    EventCardsEvent::EventCardDrawn { .. }
                ))
            )
        })
        .count();
    let given = log
        .iter()
        .filter(|e| matches!(e, Event::CardGiven { .. }))
        .count();
    let taken = log
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::Module(ModuleEvent::EventCards(
                    EventCardsEvent::ResourceTaken { .. }
                ))
            )
        })
        .count();
    let damaged = log
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::Module(ModuleEvent::EventCards(EventCardsEvent::RoadDamaged { .. }))
            )
        })
        .count();
    let repaired = log
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::Module(ModuleEvent::EventCards(
                    EventCardsEvent::RoadRepaired { .. }
                ))
            )
        })
        .count();
    let dice = log
        .iter()
        .filter(|e| matches!(e, Event::DiceRolled { .. }))
        .count();
    eprintln!(
        "event cards: {drawn} drawn, {given} given, {taken} taken, {damaged} damaged, \
         {repaired} repaired; prompts answered {} ({} while several owed, {} by slash), \
         {} refused",
        players.checks.decisions,
        players.checks.shared_decisions,
        players.checks.slash_decisions,
        players.checks.not_deciding
    );
    assert!(drawn >= 20, "{drawn} cards drawn");
    assert_eq!(dice, 0, "dice were rolled in an event card game");
    assert!(given >= 3, "Good Neighbors: {given} cards given");
    assert!(taken >= 3, "Plentiful Year: {taken} cards taken");
    // The roads each Earthquake damaged (after the scripted cards the deck follows the seed, so
    // more Earthquakes may come): one road of each seat at most, and the scripted one, drawn
    // while everyone has roads, one of each of the three.
    let mut quakes: Vec<Vec<u8>> = Vec::new();
    let mut in_quake = false;
    for e in &log {
        match e {
            Event::Module(ModuleEvent::EventCards(EventCardsEvent::EventCardDrawn {
                card,
                ..
            })) => {
                in_quake = card.event == EventKind::Earthquake;
                if in_quake {
                    quakes.push(Vec::new());
                }
            }
            Event::Module(ModuleEvent::EventCards(EventCardsEvent::RoadDamaged {
                seat, ..
            })) if in_quake => {
                quakes.last_mut().expect("in a quake").push(*seat);
            }
            _ => {}
        }
    }
    assert!(!quakes.is_empty(), "the scripted Earthquake was drawn");
    for seats in &quakes {
        let mut unique = seats.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), seats.len(), "one road per seat: {seats:?}");
    }
    let mut first = quakes[0].clone();
    first.sort_unstable();
    assert_eq!(first, vec![0, 1, 2], "Earthquake damages one road each");
    assert_eq!(
        damaged,
        quakes.iter().map(Vec::len).sum::<usize>(),
        "roads are damaged only by Earthquakes"
    );
    // The seed was chosen for a game in which a road is repaired and the prompts are pressed
    // in every way (while several owe, by someone who owes nothing, by slash command); another
    // game (KAITAKU_TEST_SEED_OFFSET) is checked only for what any game shows.
    if crate::support::seed_offset() == 0 {
        assert!(repaired >= 1, "no damaged road was repaired");
        assert!(players.checks.shared_decisions >= 6, "{:?}", players.checks);
        assert!(players.checks.not_deciding >= 1, "{:?}", players.checks);
        assert!(players.checks.slash_decisions >= 1, "{:?}", players.checks);
    }
    // The turn messages named the events in both languages.
    let all = shown_text(&h, &players);
    for name in ["Good Neighbors", "Earthquake", "Draw event card"] {
        assert!(all.contains(name), "{name} never shown");
    }
    nothing_private_anywhere(&h, game).await;
    h.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn catan_for_two_game_with_neutral_pieces_and_trade_tokens() {
    let h = crate::support::start(NewGames::seeded(22)).await;
    let first = h
        .new_game_with(2, 6, &[("rules", json!("two_players, harbormaster"))])
        .await;
    let game = game_id_of(&first).expect("game id");
    let mut players = Players::new(&h, 2, Style::Slash);
    let end = players.play_to_the_end(5_000).await;
    assert_eq!(end.embeds[0]["title"], "Catan — game over");
    let log = stored_events(&h, game).await;
    let count = |f: fn(&Event) -> bool| log.iter().filter(|e| f(e)).count();
    let neutral_roads = count(|e| {
        matches!(
            e,
            Event::Module(ModuleEvent::CatanForTwo(
                CatanForTwoEvent::NeutralRoadBuilt { .. }
            ))
        )
    });
    let neutral_settlements = count(|e| {
        matches!(
            e,
            Event::Module(ModuleEvent::CatanForTwo(
                CatanForTwoEvent::NeutralSettlementBuilt { by: Some(_), .. }
            ))
        )
    });
    let spent = count(
        |e| matches!(e, Event::Module(ModuleEvent::CatanForTwo(CatanForTwoEvent::TradeTokens { change, .. })) if *change < 0),
    );
    let forced = count(|e| {
        matches!(
            e,
            Event::Module(ModuleEvent::CatanForTwo(
                CatanForTwoEvent::ForcedTradeDrawn { .. }
            ))
        )
    });
    let rolls = count(|e| matches!(e, Event::DiceRolled { .. }));
    let turns = count(|e| matches!(e, Event::TurnStarted { .. }));
    eprintln!(
        "catan for two: {neutral_roads} neutral roads, {neutral_settlements} neutral \
         settlements, {spent} token spends ({forced} forced trades), {rolls} rolls in {turns} \
         turns; prompts answered {} ({} by slash)",
        players.checks.decisions, players.checks.slash_decisions
    );
    assert!(neutral_roads >= 2, "{neutral_roads}");
    assert!(neutral_settlements >= 1, "{neutral_settlements}");
    assert!(spent >= 1 && forced >= 1, "{spent} {forced}");
    assert!(rolls >= 2 * (turns - 1), "{rolls} rolls in {turns} turns");
    let all = shown_text(&h, &players);
    for shown in [
        "Trade tokens",
        "Harbormaster",
        "Roll (2 of 2)",
        "for neutral",
    ] {
        assert!(all.contains(shown), "{shown} never shown");
    }
    nothing_private_anywhere(&h, game).await;
    h.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn new_refuses_rules_the_server_does_not_allow() {
    let h = crate::support::start(NewGames::default()).await;
    let guild = h.fake.guild_id().expect("guild").get();
    let settings = GuildSettings {
        allowed_variants: vec![ModuleId::Harbormaster],
        ..GuildSettings::default()
    };
    h.store
        .set_guild_settings(guild, &settings)
        .await
        .expect("settings");
    let alice = h.user("alice");
    // Autocomplete offers the registry's optional rules, and the base game and the registry's
    // scenarios as the scenario.
    let rules = h
        .autocomplete(alice, "catan new", "rules", "event_cards, h")
        .await;
    assert_eq!(
        rules,
        vec![(
            "event_cards, harbormaster (Harbormaster)".to_owned(),
            "event_cards, harbormaster".to_owned()
        )]
    );
    let games = h.autocomplete(alice, "catan new", "scenario", "").await;
    assert_eq!(
        games,
        vec![
            ("Base game".to_owned(), "base".to_owned()),
            ("The Fishermen of Catan".to_owned(), "fishermen".to_owned()),
            ("The Rivers of Catan".to_owned(), "rivers".to_owned()),
            ("The Caravans".to_owned(), "caravans".to_owned()),
            (
                "Cities & Knights".to_owned(),
                "cities_and_knights".to_owned()
            ),
            ("Barbarian Attack".to_owned(), "barbarian_attack".to_owned()),
            (
                "The Rivers of Catan + Barbarian Attack".to_owned(),
                "rivers + barbarian_attack".to_owned()
            )
        ]
    );
    // A word that names nothing, or a rule given as the scenario: refused, nothing opened.
    for (option, typed, says) in [
        ("rules", "event_cards, seafarers", "“seafarers”"),
        ("scenario", "harbormaster", "is an optional rule"),
        ("scenario", "seafarers", "Choose one of: base"),
    ] {
        let refused = h.slash(alice, "catan new", &[(option, json!(typed))]).await;
        assert!(
            refused.is_ephemeral() && refused.content.contains(says),
            "{option}={typed}: {}",
            refused.content
        );
    }
    let refused = h
        .slash(alice, "catan new", &[("rules", json!("event_cards"))])
        .await;
    assert!(refused.is_ephemeral());
    assert!(
        refused.content.contains("does not allow Catan Event Cards")
            && refused
                .content
                .contains("Allowed here: the base game with Harbormaster"),
        "{}",
        refused.content
    );
    assert!(
        h.store
            .load_by_channel(h.channel.get())
            .await
            .expect("store")
            .is_none(),
        "a lobby was opened"
    );
    // An allowed rule with an impossible table size: the engine's reason.
    h.store
        .set_guild_settings(guild, &GuildSettings::default())
        .await
        .expect("settings");
    let wrong = h
        .slash(
            alice,
            "catan new",
            &[("rules", json!("catan_for_two")), ("players", json!(3))],
        )
        .await;
    assert!(
        wrong.content.contains("2 to 2 players"),
        "{}",
        wrong.content
    );
    // Allowed: the lobby names the rules and waits for 2 players.
    let lobby = h
        .slash(alice, "catan new", &[("rules", json!("harbormaster"))])
        .await;
    let text = public_text(&lobby);
    assert!(text.contains("Harbormaster"), "{text}");
    assert!(
        text.contains("first to 11 (10, +1 Harbormaster) victory points"),
        "{text}"
    );
    h.fake.assert_no_violations();
}

/// The Fishermen's action labels, each played once by button and once by slash command.
const FISH_LABELS: [&str; 6] = [
    "fishermen-fish_dev_card",
    "fishermen-fish_road",
    "fishermen-fish_take_resource",
    "fishermen-fish_steal",
    "fishermen-fish_remove_robber",
    "fishermen-pass_boot",
];

/// Plays one fish action of the current player if one not yet played that way is offered:
/// by its button and menus first, then by `/catan decide`. Whether it acted.
async fn fish_action(
    h: &Harness,
    by_button: &mut std::collections::HashSet<&'static str>,
    by_slash: &mut std::collections::HashSet<&'static str>,
) -> bool {
    let turn = h.turn_message();
    let Some(user) = h.mentioned(&turn) else {
        return false;
    };
    for label in FISH_LABELS {
        if by_button.contains(label) {
            continue;
        }
        let Some(id) = h.button(&turn, &format!("do:{label}")) else {
            continue;
        };
        let mut msg = h.click(user, turn.id, &id).await;
        assert!(msg.is_ephemeral());
        for _ in 0..4 {
            let Some((menu, value, _)) = crate::support::options(&msg).first().cloned() else {
                break;
            };
            msg = h.select(user, msg.id, &menu, &[value.as_str()]).await;
            if msg.components.is_empty() {
                break;
            }
        }
        assert!(msg.components.is_empty(), "{label}: {}", msg.content);
        by_button.insert(label);
        return true;
    }
    for label in FISH_LABELS {
        if !by_button.contains(label) || by_slash.contains(label) {
            continue;
        }
        let offered = h.autocomplete(user, "catan decide", "choice", label).await;
        let Some((_, value)) = offered.iter().find(|(_, v)| v.starts_with(label)) else {
            continue;
        };
        let said = h
            .slash(user, "catan decide", &[("choice", json!(value))])
            .await;
        assert!(said.is_ephemeral(), "{}", said.content);
        by_slash.insert(label);
        return true;
    }
    false
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fishermen_game_with_every_fish_action_by_button_and_by_slash() {
    use kaitaku_engine::modules::fishermen::{FishToken, FishermenEvent};
    // The robber comes on with the first roll; the old boot and the big tokens come first.
    let mut tokens = vec![FishToken::OldBoot];
    // Three-fish tokens whenever the stack holds one, so that 7 fish come together twice.
    tokens.extend([FishToken::Three; 80]);
    let script = Script {
        dice: vec![[3, 4]],
        modules: ModuleScripts {
            fishermen: tokens,
            ..ModuleScripts::default()
        },
        ..Script::default()
    };
    let h = crate::support::start(NewGames {
        seed: Some(19),
        script,
        per_channel: false,
        modules: Vec::new(),
    })
    .await;
    let first = h
        .new_game_with(3, 13, &[("scenario", json!("fishermen"))])
        .await;
    let game = game_id_of(&first).expect("game id");
    let mut players = Players::new(&h, 3, Style::Buttons);
    let mut by_button = std::collections::HashSet::new();
    let mut by_slash = std::collections::HashSet::new();
    let mut end = None;
    for _ in 0..8_000 {
        if by_slash.len() < FISH_LABELS.len()
            && fish_action(&h, &mut by_button, &mut by_slash).await
        {
            continue;
        }
        if let Some(done) = players.step().await {
            end = Some(done);
            break;
        }
    }
    let end = end.expect("the game ends");
    assert_eq!(end.embeds[0]["title"], "Catan — game over");
    eprintln!("fishermen: by button {by_button:?}, by slash {by_slash:?}");
    for label in FISH_LABELS {
        assert!(by_button.contains(label), "{label} never played by button");
        assert!(
            by_slash.contains(label),
            "{label} never played by slash command"
        );
    }
    let log = stored_events(&h, game).await;
    let drawn = log
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::Module(ModuleEvent::Fishermen(FishermenEvent::FishDrawn { .. }))
            )
        })
        .count();
    assert!(drawn >= 5, "{drawn} fish draws");
    let all = public_messages(&h);
    for shown in ["Fish tokens", "Old boot", "fish token"] {
        assert!(all.contains(shown), "{shown} never shown");
    }
    assert!(
        !all.contains("Your new fish tokens"),
        "private fish in public"
    );
    nothing_private_anywhere(&h, game).await;
    h.fake.assert_no_violations();
}

/// The Rivers of Catan to the winner: the scenario chosen in `/catan new`; a bridge built and a
/// resource bought with gold, each once by the turn message's button and once by
/// `/catan decide` (autocomplete lists them); gold paid for river roads and settlements, the
/// settlers' line in the turn message.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rivers_game_with_bridges_by_button_and_by_slash() {
    use kaitaku_engine::modules::ModuleAction;
    use kaitaku_engine::modules::rivers::{RiversAction, RiversEvent};
    let h = crate::support::start(NewGames::seeded(31)).await;
    let first = h
        .new_game_with(3, 10, &[("scenario", json!("rivers"))])
        .await;
    let game = game_id_of(&first).expect("game id");
    let mut players = Players::new(&h, 3, Style::Buttons);
    // The scenario's actions: a bridge, and buying a resource with the gold it brings.
    let labels = ["rivers-build_bridge", "buy_with_gold"];
    let (mut by_button, mut by_slash) = ([0; 2], [0; 2]);
    let mut end = None;
    for _ in 0..6_000 {
        // The first time each is legal, play it with the turn message's button; the next time,
        // by typing `/catan decide`.
        if by_slash.contains(&0)
            && let Ok(Some(stored)) = h.store.load_by_channel(h.channel.get()).await
            && let Some(g) = stored.game.as_ref()
        {
            let seat = g.state().current;
            let legal = g.legal_actions(seat);
            let offered = [
                legal.iter().any(|a| {
                    matches!(
                        a,
                        kaitaku_engine::Action::Module(ModuleAction::Rivers(
                            RiversAction::BuildBridge { .. }
                        ))
                    )
                }),
                legal
                    .iter()
                    .any(|a| matches!(a, kaitaku_engine::Action::BuyWithGold { .. })),
            ];
            let user = serenity_user(stored.user_of(seat).expect("a seated player"));
            if let Some(i) = (0..2).find(|&i| offered[i] && by_slash[i] == 0) {
                let label = labels[i];
                if by_button[i] == 0 {
                    let turn = h.turn_message();
                    let id = h
                        .button(&turn, &format!("do:{label}"))
                        .unwrap_or_else(|| panic!("no {label} button in {:?}", turn.custom_ids()));
                    let mut prompt = h.click(user, turn.id, &id).await;
                    assert!(prompt.is_ephemeral(), "{}", prompt.content);
                    for _ in 0..3 {
                        let Some((menu, value, _)) =
                            crate::support::options(&prompt).into_iter().next()
                        else {
                            break;
                        };
                        prompt = h.select(user, prompt.id, &menu, &[value.as_str()]).await;
                    }
                    assert!(prompt.components.is_empty(), "{}", prompt.content);
                    by_button[i] += 1;
                } else {
                    let offered = h.autocomplete(user, "catan decide", "choice", label).await;
                    let value = offered
                        .iter()
                        .find(|(_, v)| v.starts_with(label))
                        .map(|(_, v)| v.clone())
                        .unwrap_or_else(|| panic!("no {label} offered in {offered:?}"));
                    let said = h
                        .slash(user, "catan decide", &[("choice", json!(value))])
                        .await;
                    assert!(said.is_ephemeral(), "{}", said.content);
                    by_slash[i] += 1;
                }
            }
        }
        if let Some(over) = players.step().await {
            end = Some(over);
            break;
        }
    }
    let end = end.expect("a winner");
    assert_eq!(end.embeds[0]["title"], "Catan — game over");
    let log = stored_events(&h, game).await;
    let count = |f: fn(&Event) -> bool| log.iter().filter(|e| f(e)).count();
    let bridges = count(|e| {
        matches!(
            e,
            Event::Module(ModuleEvent::Rivers(RiversEvent::BridgeBuilt { .. }))
        )
    });
    let gold = count(|e| {
        matches!(
            e,
            Event::Module(ModuleEvent::Rivers(RiversEvent::GoldReceived { .. }))
        )
    });
    let settlers = count(|e| {
        matches!(
            e,
            Event::Module(ModuleEvent::Rivers(RiversEvent::WealthiestSettler { .. }))
        )
    });
    eprintln!(
        "rivers: {bridges} bridges ({by_button:?} by button, {by_slash:?} by slash: bridge, gold purchase), {gold} gold \
         payments, {settlers} changes of the Wealthiest Settler"
    );
    assert_eq!(
        (by_button, by_slash),
        ([1, 1], [1, 1]),
        "a bridge and a gold purchase, each by button and by /catan decide"
    );
    assert!(bridges >= 2, "bridges by button and by slash: {bridges}");
    assert!(gold >= 3 && settlers >= 1, "{gold} {settlers}");
    let all = shown_text(&h, &players);
    for shown in ["Wealthiest Settler", "Poor Settler", "Bridges left"] {
        assert!(all.contains(shown), "{shown} never shown");
    }
    nothing_private_in_public(&h);
    h.fake.assert_no_violations();
}

/// A Discord user id from a stored one.
fn serenity_user(id: u64) -> poise::serenity_prelude::UserId {
    poise::serenity_prelude::UserId::new(id)
}

/// The Caravans through the fake Discord to the winner, twice: `/catan new scenario:caravans`,
/// every settlement and city after setup opens a camel vote that each seat answers in turn from
/// its own prompt, the public tally shows in the turn message, and the camels go on the board.
/// The first game answers by buttons and menus, the second by `/catan decide`; in each, every
/// seat passes the votes until one ends tied and the current player chooses the spot.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn caravans_game_with_camel_votes_to_the_winner() {
    use std::collections::HashSet;
    let mut by_menu: HashSet<String> = HashSet::new();
    let mut by_slash: HashSet<String> = HashSet::new();
    for (seed, style) in [(31, Style::Buttons), (33, Style::Slash)] {
        let (menu, slash) = caravans_game(seed, style).await;
        by_menu.extend(menu);
        by_slash.extend(slash);
    }
    let labels = [
        "caravans-camel_vote",
        "caravans-camel_pass",
        "caravans-choose_camel_spot",
    ];
    for label in labels {
        assert!(by_menu.contains(label), "{label} never chosen in a menu");
    }
    for label in labels {
        assert!(
            by_slash.contains(label),
            "{label} never chosen by /catan decide"
        );
    }
}

/// Answers the open camel vote by hand if there is one: each seat that owes it passes, and the
/// current player then chooses among the tied spots; by the decide button's menu (`Buttons`) or
/// by `/catan decide` (`Slash`), recorded in `checks`. Whether a tie was broken.
async fn vote_by_hand(
    h: &Harness,
    style: Style,
    checks: &mut crate::support::player::Checks,
) -> bool {
    for _ in 0..8 {
        let turn = h.turn_message();
        let Some(decide) = h.button(&turn, "decide") else {
            return false;
        };
        let mut answered = false;
        for (_, user) in h.users.iter().take(3) {
            let wanted = ["caravans-camel_pass", "caravans-choose_camel_spot"];
            if style == Style::Slash {
                // What is typed narrows the list (a vote's choices are many).
                let mut offered = Vec::new();
                for typed in wanted {
                    offered.extend(h.autocomplete(*user, "catan decide", "choice", typed).await);
                }
                let Some((_, value)) = offered
                    .iter()
                    .find(|(_, v)| wanted.iter().any(|w| v.starts_with(w)))
                else {
                    continue;
                };
                let said = h
                    .slash(*user, "catan decide", &[("choice", json!(value))])
                    .await;
                assert!(said.is_ephemeral(), "{}", said.content);
                let label = crate::support::player::label_of(value);
                checks.decided_by_slash.insert(label.clone());
                answered = true;
                if label == "caravans-choose_camel_spot" {
                    return true;
                }
            } else {
                let prompt = h.click(*user, turn.id, &decide).await;
                assert!(prompt.is_ephemeral(), "{}", prompt.content);
                let Some((menu, value, _)) = crate::support::options(&prompt)
                    .into_iter()
                    .find(|(_, v, _)| wanted.iter().any(|w| v.starts_with(w)))
                else {
                    continue;
                };
                let done = h.select(*user, prompt.id, &menu, &[value.as_str()]).await;
                assert!(done.components.is_empty(), "{}", done.content);
                let label = crate::support::player::label_of(&value);
                checks.decided_by_menu.insert(label.clone());
                answered = true;
                if label == "caravans-choose_camel_spot" {
                    return true;
                }
            }
            break;
        }
        if !answered {
            return false;
        }
    }
    false
}

/// One Caravans game to the winner; the action labels chosen in menus and by `/catan decide`.
async fn caravans_game(
    seed: u64,
    style: Style,
) -> (
    std::collections::HashSet<String>,
    std::collections::HashSet<String>,
) {
    use kaitaku_engine::modules::caravans::{CamelDecided, CaravansEvent};
    let h = crate::support::start(NewGames::seeded(seed)).await;
    let first = h
        .new_game_with(3, 8, &[("scenario", json!("caravans"))])
        .await;
    let game = game_id_of(&first).expect("game id");
    let mut players = Players::new(&h, 3, style);
    // The turn message is edited in place: look for the vote's tally while it runs.
    let mut tally_shown = false;
    let mut steps = 0;
    let mut tie_broken = false;
    let end = loop {
        // Until the current player has broken a tie once, every seat passes every vote (by menu
        // in the buttons game, by `/catan decide` in the slash game), so that a vote with two
        // or more spots ends tied and the current player chooses the spot, the same way.
        if !tie_broken {
            players.answer_decisions = false;
            tie_broken = vote_by_hand(&h, style, &mut players.checks).await;
            players.answer_decisions = tie_broken;
        }
        if let Some(over) = players.step().await {
            break over;
        }
        tally_shown |= public_text(&h.turn_message()).contains("Camel vote (");
        steps += 1;
        assert!(steps < 8_000, "no winner after {steps} steps");
    };
    assert_eq!(end.embeds[0]["title"], "Catan — game over");
    assert!(
        tally_shown,
        "the vote's tally never showed in the turn message"
    );
    let log = stored_events(&h, game).await;
    let caravans: Vec<&CaravansEvent> = log
        .iter()
        .filter_map(|e| match e {
            Event::Module(ModuleEvent::Caravans(c)) => Some(c),
            _ => None,
        })
        .collect();
    let count = |f: fn(&CaravansEvent) -> bool| caravans.iter().filter(|e| f(e)).count();
    let opened = count(|e| matches!(e, CaravansEvent::CamelVoteOpened { .. }));
    let voted = count(|e| matches!(e, CaravansEvent::CamelVoted { .. }));
    let passed = count(|e| matches!(e, CaravansEvent::CamelVotePassed { .. }));
    let placed = count(|e| matches!(e, CaravansEvent::CamelPlaced { .. }));
    let chosen = count(|e| {
        matches!(
            e,
            CaravansEvent::CamelPlaced {
                decided: CamelDecided::CurrentPlayer { .. },
                ..
            }
        )
    });
    eprintln!(
        "caravans (seed {seed}): {opened} votes, {voted} ballots with cards, {passed} passes, \
         {placed} camels ({chosen} chosen by the current player); by menu {:?}, by slash {:?}",
        players.checks.decided_by_menu, players.checks.decided_by_slash
    );
    assert!(
        opened >= 1 && placed >= 1 && passed >= 1,
        "{opened} {placed} {passed}"
    );
    // The buttons game leaves the votes after its first tie to the players, who show cards.
    assert!(
        style == Style::Slash || voted >= 1,
        "{voted} ballots with cards"
    );
    let all = shown_text(&h, &players);
    for shown in ["Caravans:", "A camel joins caravan"] {
        assert!(all.contains(shown), "{shown} never shown");
    }
    assert!(
        voted == 0 || all.contains("camel vote on"),
        "ballots never shown"
    );
    nothing_private_in_public(&h);
    h.fake.assert_no_violations();
    (
        players.checks.decided_by_menu.clone(),
        players.checks.decided_by_slash.clone(),
    )
}
