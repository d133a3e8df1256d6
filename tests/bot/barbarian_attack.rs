//! Barbarian Attack end to end: the real bot against the fake Discord, scripted players acting
//! only through what the bot offers, to the winner, twice: `/catan new scenario:barbarian_attack`
//! with the first cards of the scenario's deck scripted (Treason, Intrigue, Strong Knight,
//! Knighthood, then the shuffled rest). The first game answers every decision (a knight to
//! place, barbarians to move, a prisoner to take, a player to rob after a 7) by the turn
//! message's button and the prompt's menus, the second by `/catan decide` with autocomplete;
//! in each, a knight is moved once by the other way too (the move button's two-step menu, or
//! `/catan decide`) and the players move their knights by the button after that. The landing
//! rolls and the battles show in the channel; nothing hidden does.

use std::collections::HashSet;

use kaitaku::bot::NewGames;
use kaitaku_engine::modules::barbarian_attack::{BaAction, BaCard, BaEvent, BaScript};
use kaitaku_engine::modules::{ModuleAction, ModuleEvent, ModuleScripts};
use kaitaku_engine::{Action, Event, Script};
use serde_json::json;

use crate::support::player::{Players, Style, label_of};
use crate::support::{Harness, game_id_of, public_text, stored_events};

/// Every kind of Barbarian Attack action.
const LABELS: [&str; 5] = [
    "barbarian_attack-place_knight",
    "barbarian_attack-move_barbarian",
    "barbarian_attack-capture_barbarian",
    "barbarian_attack-raid_player",
    "barbarian_attack-move_knight",
];

const MOVE_KNIGHT: &str = "barbarian_attack-move_knight";

/// The Barbarian Attack events of a game's log, in order.
fn ba_events(log: &[Event]) -> Vec<&BaEvent> {
    log.iter()
        .filter_map(|e| match e {
            Event::Module(ModuleEvent::BarbarianAttack(b)) => Some(b),
            _ => None,
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn barbarian_attack_game_to_the_winner_by_buttons_and_by_slash() {
    let mut by_menu: HashSet<String> = HashSet::new();
    let mut by_slash: HashSet<String> = HashSet::new();
    for (seed, style) in [(31, Style::Buttons), (33, Style::Slash)] {
        let (menu, slash) = barbarian_attack_game(seed, style).await;
        by_menu.extend(menu);
        by_slash.extend(slash);
    }
    for label in LABELS {
        assert!(by_menu.contains(label), "{label} never chosen in a menu");
        assert!(
            by_slash.contains(label),
            "{label} never chosen by /catan decide"
        );
    }
}

/// Whether the current player may move a knight now.
async fn knight_move_offered(h: &Harness) -> Option<u64> {
    let stored = h.store.load_by_channel(h.channel.get()).await.ok()??;
    let g = stored.game.as_ref()?;
    let seat = g.state().current;
    g.legal_actions(seat)
        .iter()
        .any(|a| {
            matches!(
                a,
                Action::Module(ModuleAction::BarbarianAttack(BaAction::MoveKnight { .. }))
            )
        })
        .then(|| stored.user_of(seat))
        .flatten()
}

/// Moves one knight of the current player by the turn message's button and the two-step menu
/// (which knight, then where).
async fn move_knight_by_menu(h: &Harness, user: u64) {
    let user = poise::serenity_prelude::UserId::new(user);
    let turn = h.turn_message();
    let verb = format!("do:{MOVE_KNIGHT}");
    let id = h
        .button(&turn, &verb)
        .unwrap_or_else(|| panic!("no knight button in {:?}", turn.custom_ids()));
    let mut prompt = h.click(user, turn.id, &id).await;
    assert!(prompt.is_ephemeral(), "{}", prompt.content);
    for _ in 0..3 {
        let Some((menu, value, _)) = crate::support::options(&prompt).into_iter().next() else {
            break;
        };
        prompt = h.select(user, prompt.id, &menu, &[value.as_str()]).await;
    }
    assert!(prompt.components.is_empty(), "{}", prompt.content);
}

/// Moves one knight of the current player by `/catan decide`, as autocomplete offers it.
async fn move_knight_by_slash(h: &Harness, user: u64) {
    let user = poise::serenity_prelude::UserId::new(user);
    let offered = h
        .autocomplete(user, "catan decide", "choice", MOVE_KNIGHT)
        .await;
    let value = offered
        .iter()
        .map(|(_, v)| v.clone())
        .find(|v| label_of(v) == MOVE_KNIGHT)
        .unwrap_or_else(|| panic!("no knight move offered in {offered:?}"));
    let said = h
        .slash(user, "catan decide", &[("choice", json!(value))])
        .await;
    assert!(said.is_ephemeral(), "{}", said.content);
}

/// One game to the winner; the action labels chosen in menus and by `/catan decide`.
async fn barbarian_attack_game(seed: u64, style: Style) -> (HashSet<String>, HashSet<String>) {
    let h = crate::support::start(NewGames {
        seed: Some(seed),
        script: Script {
            modules: ModuleScripts {
                barbarian_attack: BaScript {
                    cards: vec![
                        BaCard::Treason,
                        BaCard::Intrigue,
                        BaCard::StrongKnight,
                        BaCard::Knighthood,
                    ],
                    ..BaScript::default()
                },
                ..ModuleScripts::default()
            },
            ..Script::default()
        },
        per_channel: false,
        modules: Vec::new(),
    })
    .await;
    let first = h
        .new_game_with(3, 8, &[("scenario", json!("barbarian_attack"))])
        .await;
    let game = game_id_of(&first).expect("game id");
    let mut players = Players::new(&h, 3, style);
    let mut moved_the_other_way = false;
    let mut steps = 0;
    let end = loop {
        // One knight moved the way the style does not otherwise use: by `/catan decide` in the
        // buttons game, by the button's menus in the slash game.
        if !moved_the_other_way && let Some(user) = knight_move_offered(&h).await {
            if style == Style::Buttons {
                move_knight_by_slash(&h, user).await;
                players.checks.decided_by_slash.insert(MOVE_KNIGHT.into());
                // The players move knights by the button from now on.
                players.checks.decided_by_menu.insert(MOVE_KNIGHT.into());
            } else {
                move_knight_by_menu(&h, user).await;
                players.checks.decided_by_menu.insert(MOVE_KNIGHT.into());
            }
            moved_the_other_way = true;
        }
        // In the slash game, knights are moved by `/catan decide` until the other way was used.
        if style == Style::Slash
            && moved_the_other_way
            && !players.checks.decided_by_slash.contains(MOVE_KNIGHT)
            && let Some(user) = knight_move_offered(&h).await
        {
            move_knight_by_slash(&h, user).await;
            players.checks.decided_by_slash.insert(MOVE_KNIGHT.into());
        }
        if let Some(over) = players.step().await {
            break over;
        }
        steps += 1;
        assert!(steps < 12_000, "no winner after {steps} steps");
    };
    assert_eq!(end.embeds[0]["title"], "Catan — game over");
    let log = stored_events(&h, game).await;
    let ba = ba_events(&log);
    let count = |f: fn(&BaEvent) -> bool| ba.iter().filter(|e| f(e)).count();
    let landings = count(|e| matches!(e, BaEvent::LandingRolled { .. }));
    let battles = count(|e| matches!(e, BaEvent::BattleWon { .. } | BaEvent::BattleLost { .. }));
    let moves = count(|e| matches!(e, BaEvent::KnightMoved { .. }));
    let placed = count(|e| matches!(e, BaEvent::KnightPlaced { .. }));
    eprintln!(
        "barbarian attack (seed {seed}, {style:?}): {steps} steps, {landings} landing rolls, \
         {battles} battles, {placed} knights placed, {moves} knight moves; by menu {:?}, by \
         slash {:?}",
        players.checks.decided_by_menu, players.checks.decided_by_slash
    );
    assert!(
        landings >= 3 && placed >= 2 && moves >= 2,
        "{landings} {placed} {moves}"
    );
    let public: String = h
        .fake
        .messages(h.channel)
        .iter()
        .filter(|m| !m.is_ephemeral())
        .map(public_text)
        .collect();
    let labels: Vec<String> = players.checks.labels.iter().cloned().collect();
    let all = public.clone() + &labels.join("\n");
    for shown in ["Barbarians:", "Barbarians land", "Done moving"] {
        assert!(all.contains(shown), "{shown} never shown");
    }
    assert!(
        battles == 0 || all.contains("Battle report"),
        "no battle report"
    );
    for secret in ["The card:", "The cards drawn", "Your hand", "You drew"] {
        assert!(
            !public.contains(secret),
            "a public message shows {secret:?}"
        );
    }
    h.fake.assert_no_violations();
    (
        players.checks.decided_by_menu.clone(),
        players.checks.decided_by_slash.clone(),
    )
}

const TOKEN_MOVE: &str = "barbarian_attack-move_barbarian_for_tokens";

/// Whether the current player may move a barbarian for trade tokens now.
async fn token_move_offered(h: &Harness) -> Option<u64> {
    let stored = h.store.load_by_channel(h.channel.get()).await.ok()??;
    let g = stored.game.as_ref()?;
    let seat = g.state().current;
    g.legal_actions(seat)
        .iter()
        .any(|a| {
            matches!(
                a,
                Action::Module(ModuleAction::BarbarianAttack(
                    BaAction::MoveBarbarianForTokens { .. }
                ))
            )
        })
        .then(|| stored.user_of(seat))
        .flatten()
}

/// Barbarian Attack with Catan for Two (seed 000 §7(4)) through the fake Discord, to the
/// winner, kept short (8 VP): `/catan new scenario:barbarian_attack rules:two_players`, the
/// first card a Knighthood so the neutral knight comes at once; the neutral knight is placed by
/// the decision's button and moved with the knights (the move button's first menu lists it);
/// a barbarian is moved for trade tokens by its button and two menus (which barbarian, then
/// where). Both languages have the words (checked by the bot's unit tests and the catalogue).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn barbarian_attack_with_catan_for_two_to_the_winner() {
    let h = crate::support::start(NewGames {
        seed: Some(41),
        script: Script {
            modules: ModuleScripts {
                barbarian_attack: BaScript {
                    cards: vec![BaCard::Knighthood, BaCard::StrongKnight],
                    ..BaScript::default()
                },
                ..ModuleScripts::default()
            },
            ..Script::default()
        },
        per_channel: false,
        modules: Vec::new(),
    })
    .await;
    let first = h
        .new_game_with(
            2,
            8,
            &[
                ("scenario", json!("barbarian_attack")),
                ("rules", json!("two_players")),
            ],
        )
        .await;
    let game = game_id_of(&first).expect("game id");
    let mut players = Players::new(&h, 2, Style::Buttons);
    let mut token_moves = 0;
    let mut steps = 0;
    let end = loop {
        if token_moves < 2
            && let Some(user) = token_move_offered(&h).await
        {
            let user_id = poise::serenity_prelude::UserId::new(user);
            let turn = h.turn_message();
            let id = h
                .button(&turn, &format!("do:{TOKEN_MOVE}"))
                .unwrap_or_else(|| panic!("no token move button in {:?}", turn.custom_ids()));
            let mut prompt = h.click(user_id, turn.id, &id).await;
            assert!(prompt.is_ephemeral(), "{}", prompt.content);
            for _ in 0..3 {
                let Some((menu, value, _)) = crate::support::options(&prompt).into_iter().next()
                else {
                    break;
                };
                prompt = h.select(user_id, prompt.id, &menu, &[value.as_str()]).await;
            }
            assert!(prompt.components.is_empty(), "{}", prompt.content);
            token_moves += 1;
        }
        if let Some(over) = players.step().await {
            break over;
        }
        steps += 1;
        assert!(steps < 6_000, "no winner after {steps} steps");
    };
    assert_eq!(end.embeds[0]["title"], "Catan — game over");
    let log = stored_events(&h, game).await;
    let ba = ba_events(&log);
    let count = |f: fn(&BaEvent) -> bool| ba.iter().filter(|e| f(e)).count();
    let neutral_placed = count(|e| matches!(e, BaEvent::NeutralKnightPlaced { .. }));
    let neutral_moves = count(|e| matches!(e, BaEvent::KnightMoved { neutral: true, .. }));
    let paid = count(|e| matches!(e, BaEvent::BarbarianMoved { tokens, .. } if *tokens > 0));
    eprintln!(
        "barbarian attack for two: {steps} steps, neutral knight placed {neutral_placed}, \
         moved {neutral_moves}, barbarians moved for tokens {paid}"
    );
    assert_eq!(neutral_placed, 1);
    assert!(neutral_moves >= 1, "the neutral knight never moved");
    assert!(paid >= 1 && paid == token_moves, "{paid} {token_moves}");
    let public: String = h
        .fake
        .messages(h.channel)
        .iter()
        .filter(|m| !m.is_ephemeral())
        .map(public_text)
        .collect();
    for shown in ["neutral knight", "trade token"] {
        assert!(public.contains(shown), "{shown} never shown");
    }
    h.fake.assert_no_violations();
}

/// Barbarian Attack with The Rivers of Catan through the bot, to the winner: the pairing chosen
/// as `/catan new scenario:"rivers + barbarian_attack"` (the autocomplete offers it), both
/// modules' moves offered and played by the buttons (bridges, knights), both modules' words in
/// the channel.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn barbarian_attack_with_rivers_to_the_winner() {
    use kaitaku_engine::modules::rivers::RiversEvent;
    let h = crate::support::start(NewGames::seeded(41)).await;
    let alice = h.user("alice");
    let offered = h
        .autocomplete(alice, "catan new", "scenario", "rivers")
        .await;
    assert!(
        offered
            .iter()
            .any(|(_, v)| v == "rivers + barbarian_attack"),
        "{offered:?}"
    );
    let first = h
        .new_game_with(3, 8, &[("scenario", json!("rivers + barbarian_attack"))])
        .await;
    let game = game_id_of(&first).expect("game id");
    let stored = crate::support::game_of(&h).await;
    assert_eq!(
        stored.config.modules,
        vec![
            kaitaku_engine::modules::ModuleId::Rivers,
            kaitaku_engine::modules::ModuleId::BarbarianAttack
        ]
    );
    let mut players = Players::new(&h, 3, Style::Buttons);
    let end = players.play_to_the_end(12_000).await;
    assert_eq!(end.embeds[0]["title"], "Catan — game over");
    let log = stored_events(&h, game).await;
    let landings = ba_events(&log)
        .iter()
        .filter(|e| matches!(e, BaEvent::LandingRolled { .. }))
        .count();
    let river_gold = log
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::Module(ModuleEvent::Rivers(RiversEvent::GoldReceived { .. }))
            )
        })
        .count();
    eprintln!(
        "barbarian attack with rivers: {landings} landing rolls, {river_gold} river gold payments"
    );
    assert!(landings >= 3 && river_gold >= 1, "{landings} {river_gold}");
    let public: String = h
        .fake
        .messages(h.channel)
        .iter()
        .filter(|m| !m.is_ephemeral())
        .map(public_text)
        .collect();
    for shown in [
        "Barbarians:",
        "Barbarians land",
        "Bridges left:",
        "gold for a road along a river",
    ] {
        assert!(public.contains(shown), "{shown} never shown");
    }
    h.fake.assert_no_violations();
}
