//! Cities & Knights end to end: the real bot against the fake Discord, scripted players acting
//! only through what the bot offers, to the winner (8 VP to keep it short), three times: by
//! buttons and the prompts' menus, by `/catan decide` with autocomplete, by buttons again. The variant is
//! not offered yet (`RELEASED = false`), so the games get it from the harness's
//! `NewGames::modules`, the general test-only way in. In each game every kind of its turn
//! actions random play reaches is taken once the other way too (the turn message's `do:`
//! control and the prompt's menus, or `/catan decide`); its decisions (a pillaged city, a
//! knight's retreat, the Aqueduct's resource) are answered the game's way by the players. The
//! battle report, the dice and the ship show in the channel.

use std::collections::HashSet;

use kaitaku::bot::NewGames;
use kaitaku::bot::modules::cities_and_knights::progress::card_name;
use kaitaku_engine::modules::ModuleEvent;
use kaitaku_engine::modules::ModuleId;
use kaitaku_engine::modules::cities_and_knights::CkEvent;
use kaitaku_engine::modules::cities_and_knights::progress::{
    POLITICS, ProgressCard, SCIENCE, TRADE,
};
use kaitaku_engine::state::Phase;
use kaitaku_engine::{Event, Script};
use kaitaku_i18n::Lang;
use poise::serenity_prelude::UserId;
use serde_json::json;

use crate::support::player::{Players, Style, label_of};
use crate::support::{Harness, game_id_of, options, public_text, stored_events};

/// The turn actions of Cities & Knights every game must take both ways (random play reaches
/// them in every game; the metropolis levels, a rebuilt city and the decisions are rarer and
/// are reported, not required).
const TURN_ACTIONS: [&str; 9] = [
    "cities_and_knights-improve_trade",
    "cities_and_knights-improve_politics",
    "cities_and_knights-improve_science",
    "cities_and_knights-build_wall",
    "cities_and_knights-build_knight",
    "cities_and_knights-promote_knight",
    "cities_and_knights-activate_knight",
    "cities_and_knights-move_knight",
    "cities_and_knights-chase_robber",
];

/// Playing a progress card: taken at least once by the turn message's "Progress cards"
/// control and its chooser, and once by `/catan decide`.
const PLAY: &str = "cities_and_knights-play_progress_card";

/// The C&K turn action labels the current player may take now (main phase only), and who.
async fn offered(h: &Harness) -> Option<(UserId, Vec<&'static str>)> {
    let stored = h.store.load_by_channel(h.channel.get()).await.ok()??;
    let g = stored.game.as_ref()?;
    if !matches!(g.phase(), Phase::Main) || !g.pending().iter().all(|p| p.seat == g.state().current)
    {
        return None;
    }
    let seat = g.state().current;
    let mut labels: Vec<&'static str> = g
        .legal_actions(seat)
        .iter()
        .map(|a| a.info().label)
        .filter(|l| l.starts_with("cities_and_knights-"))
        .collect();
    labels.sort_unstable();
    labels.dedup();
    let user = stored.user_of(seat)?;
    Some((UserId::new(user), labels))
}

/// Takes `label` by the turn message's control (a button, or an option of a grouped menu)
/// and the prompt's menus, first option each time.
async fn by_menu(h: &Harness, user: UserId, label: &str) -> bool {
    let turn = h.turn_message();
    let verb = format!("do:{label}");
    let mut prompt = if let Some(id) = h.button(&turn, &verb) {
        h.click(user, turn.id, &id).await
    } else if let Some((menu, value, _)) = options(&turn).into_iter().find(|(_, v, _)| *v == verb) {
        h.select(user, turn.id, &menu, &[value.as_str()]).await
    } else {
        return false;
    };
    assert!(prompt.is_ephemeral(), "{}", prompt.content);
    for _ in 0..4 {
        let Some((menu, value, _)) = options(&prompt).into_iter().next() else {
            break;
        };
        prompt = h.select(user, prompt.id, &menu, &[value.as_str()]).await;
    }
    assert!(prompt.components.is_empty(), "{label}: {}", prompt.content);
    true
}

/// Takes `label` by `/catan decide`, as autocomplete offers it.
async fn by_slash(h: &Harness, user: UserId, label: &str) -> bool {
    let offered = h.autocomplete(user, "catan decide", "choice", label).await;
    let Some(value) = offered
        .iter()
        .map(|(_, v)| v.clone())
        .find(|v| label_of(v) == label)
    else {
        return false;
    };
    let said = h
        .slash(user, "catan decide", &[("choice", json!(value))])
        .await;
    assert!(said.is_ephemeral(), "{}", said.content);
    true
}

/// The Cities & Knights events of a game's log.
fn ck_events(log: &[Event]) -> Vec<&CkEvent> {
    log.iter()
        .filter_map(|e| match e {
            Event::Module(ModuleEvent::CitiesAndKnights(c)) => Some(c),
            _ => None,
        })
        .collect()
}

/// One game to the winner; the C&K labels taken by menus and by `/catan decide`.
async fn cities_and_knights_game(seed: u64, style: Style) -> (HashSet<String>, HashSet<String>) {
    let h = crate::support::start(NewGames {
        seed: Some(seed),
        script: Script::default(),
        per_channel: false,
        modules: vec![ModuleId::CitiesAndKnights],
    })
    .await;
    let first = h.new_game_with(3, 8, &[]).await;
    let game = game_id_of(&first).expect("game id");
    let mut players = Players::new(&h, 3, style);
    let (mut menu, mut slash): (HashSet<String>, HashSet<String>) = Default::default();
    let mut steps = 0;
    let end = loop {
        if let Some((user, labels)) = offered(&h).await {
            // One action per step, the first kind not yet taken this way or the other.
            if let Some(label) = labels
                .iter()
                .find(|l| !menu.contains(**l) || !slash.contains(**l))
            {
                // The game's own way first, then the other way.
                let by_buttons =
                    !menu.contains(*label) && (style == Style::Buttons || slash.contains(*label));
                let done = if by_buttons {
                    by_menu(&h, user, label).await
                } else {
                    by_slash(&h, user, label).await
                };
                assert!(done, "{label} offered by the engine, not by the bot");
                if by_buttons {
                    menu.insert((*label).to_owned());
                } else {
                    slash.insert((*label).to_owned());
                }
            }
        }
        if let Some(over) = players.step().await {
            break over;
        }
        steps += 1;
        assert!(steps < 12_000, "no winner after {steps} steps");
    };
    assert_eq!(end.embeds[0]["title"], "Catan — game over");
    let log = stored_events(&h, game).await;
    let ck = ck_events(&log);
    let count = |f: fn(&CkEvent) -> bool| ck.iter().filter(|e| f(e)).count();
    let attacks = count(|e| matches!(e, CkEvent::BarbarianAttack { .. }));
    let advanced = count(|e| matches!(e, CkEvent::BarbariansAdvanced { .. }));
    menu.extend(
        players
            .checks
            .decided_by_menu
            .iter()
            .filter(|l| l.starts_with("cities_and_knights-"))
            .cloned(),
    );
    slash.extend(
        players
            .checks
            .decided_by_slash
            .iter()
            .filter(|l| l.starts_with("cities_and_knights-"))
            .cloned(),
    );
    eprintln!(
        "cities and knights (seed {seed}, {style:?}): {steps} steps, {advanced} ship steps, \
         {attacks} attacks; by menu {menu:?}, by slash {slash:?}"
    );
    let public: String = h
        .fake
        .messages(h.channel)
        .iter()
        .filter(|m| !m.is_ephemeral())
        .map(public_text)
        .collect();
    for shown in ["Barbarians ■", "White die", "event die:", "Improvements"] {
        assert!(public.contains(shown), "{shown} never shown");
    }
    assert!(
        attacks == 0 || public.contains("Barbarian attack report"),
        "no attack report"
    );
    for secret in [
        "Your hand",
        "You drew",
        "Your progress cards",
        "You put the",
    ] {
        assert!(
            !public.contains(secret),
            "a public message shows {secret:?}"
        );
    }
    // A progress card is named in public only once played (its line says so), or when it
    // is a victory point card (shown when drawn).
    let played = count(|e| matches!(e, CkEvent::ProgressCardPlayed { .. }));
    let drawn = count(|e| matches!(e, CkEvent::ProgressCardDrawn { .. }));
    let kinds_played: Vec<ProgressCard> = ck
        .iter()
        .filter_map(|e| match e {
            CkEvent::ProgressCardPlayed { card, .. } => Some(*card),
            _ => None,
        })
        .collect();
    let secret: Vec<String> = SCIENCE
        .iter()
        .chain(TRADE.iter())
        .chain(POLITICS.iter())
        .map(|(c, _)| *c)
        .filter(|c| !c.is_vp() && !kinds_played.contains(c))
        .map(|c| card_name(c, Lang::En))
        .collect();
    for line in public.lines() {
        for card in &secret {
            assert!(
                !line.contains(card.as_str()) || line.contains("played a progress card"),
                "a public line names a progress card never played: {line}"
            );
        }
    }
    eprintln!("progress cards: {drawn} drawn, {played} played");
    h.fake.assert_no_violations();
    (menu, slash)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cities_and_knights_game_to_the_winner_by_buttons_and_by_slash() {
    let mut by_menu: HashSet<String> = HashSet::new();
    let mut by_slash: HashSet<String> = HashSet::new();
    for (seed, style) in [
        (41, Style::Buttons),
        (43, Style::Slash),
        (45, Style::Buttons),
    ] {
        let (menu, slash) = cities_and_knights_game(seed, style).await;
        by_menu.extend(menu);
        by_slash.extend(slash);
    }
    for label in TURN_ACTIONS.into_iter().chain([PLAY]) {
        assert!(by_menu.contains(label), "{label} never chosen in a menu");
        assert!(
            by_slash.contains(label),
            "{label} never chosen by /catan decide"
        );
    }
}
