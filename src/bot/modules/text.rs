//! What the turn message and the event list say about the rules in play, for any module: the
//! lines of each module's state, who is being waited for, the roll's words, the Decide
//! button, and every module event in a readable sentence, in the reader's language. The words
//! themselves are each module's, reached through the registry ([`super::ui`]); the core events
//! the modules use (a repeated roll, decisions required, a card given) are worded here.

use kaitaku_engine::modules::ModuleId;
use kaitaku_engine::{Decision, Event, Seat, View};
use kaitaku_i18n::t;
use kaitaku_i18n::{Lang, resource_count};

use super::ui::{parts, roll_words, ui};
use crate::bot::compose::Table;
use crate::bot::custom_id::PickKind;

/// Whether the modules in play change the roll's words.
pub fn changes_roll(view: &View) -> bool {
    roll_words(view).changed()
}

/// The Roll button's label and emoji: rolling or drawing a card, and which roll of several.
pub fn roll_label(view: &View, lang: Lang) -> (String, char) {
    let words = roll_words(view);
    let base = if words.draws_card {
        t!(lang, "modules-draw")
    } else {
        t!(lang, "modules-roll")
    };
    let emoji = if words.draws_card { '🎴' } else { '🎲' };
    let label = match words.roll_of {
        Some((n, _)) => t!(lang, "modules-roll-of-two", base = base, n = n),
        None => base,
    };
    (label, emoji)
}

/// What the current player does before rolling, in words.
pub fn before_roll(view: &View, table: &Table, lang: Lang) -> String {
    let name = table.name(view.current);
    let words = roll_words(view);
    let draws = words.draws_card;
    match (words.roll_of.map(|(n, _)| n >= 2), draws) {
        (Some(true), false) => t!(lang, "modules-rolls-second", name = name),
        (Some(true), true) => t!(lang, "modules-draws-second", name = name),
        (Some(false), false) => t!(lang, "modules-rolls-first", name = name),
        (Some(false), true) => t!(lang, "modules-draws-first", name = name),
        (None, false) => t!(lang, "modules-rolls", name = name),
        (None, true) => t!(lang, "modules-draws", name = name),
    }
}

/// A pending decision in words (for "waiting for").
fn decision_words(d: &Decision, lang: Lang) -> String {
    match d {
        Decision::Module(m) => ui(m.module()).owed_words(m, lang),
        _ => None,
    }
    .unwrap_or_else(|| t!(lang, "modules-owes-decide"))
}

/// `a, b` / `a、b`.
pub fn list(items: &[String], lang: Lang) -> String {
    items.join(&t!(lang, "trade-list-separator"))
}

/// The situation while a module waits for decisions: what asks (if a module says) and who
/// still owes what.
pub fn waiting(view: &View, table: &Table, lang: Lang) -> String {
    let owing: Vec<String> = view
        .pending
        .iter()
        .map(|p| {
            let what = decision_words(&p.decision, lang);
            match lang {
                Lang::En => format!("{} ({what})", table.name(p.seat)),
                Lang::Ja => format!("{}（{what}）", table.name(p.seat)),
            }
        })
        .collect();
    let event = parts(view)
        .find_map(|(ui, part)| ui.waiting_prefix(part, lang))
        .unwrap_or_default();
    t!(
        lang,
        "modules-waiting",
        event = event,
        who = list(&owing, lang)
    )
}

/// `name 3` pairs for every seat with a number.
pub fn per_seat(values: impl Iterator<Item = String>, table: &Table, lang: Lang) -> String {
    let parts: Vec<String> = values
        .enumerate()
        .map(|(s, v)| format!("{} {v}", table.name(s as Seat)))
        .collect();
    list(&parts, lang)
}

/// The module lines of the turn embed's description (empty in a base game).
pub fn state_lines(view: &View, table: &Table, lang: Lang) -> String {
    parts(view)
        .flat_map(|(ui, part)| ui.state_lines(view, part, table, lang))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A module event, or a core event the modules use, as one public line (`None`: not worth a
/// line). The event must already be redacted for its audience.
pub fn describe(event: &Event, table: &Table, lang: Lang) -> Option<String> {
    let n = |s: &Seat| table.name(*s);
    Some(match event {
        Event::Module(m) => return ui(m.module()).describe(m, table, lang),
        Event::RollRepeated { number } => t!(lang, "modules-roll-repeated", number = *number),
        Event::DecisionsRequired { seats } => {
            let who: Vec<String> = seats.iter().map(n).collect();
            t!(lang, "modules-waiting-for", who = list(&who, lang))
        }
        Event::CardGiven { from, to, resource } => match resource {
            Some(r) => t!(
                lang,
                "modules-gave-card",
                from = n(from),
                to = n(to),
                card = resource_count(*r, 1, lang)
            ),
            None => t!(lang, "modules-gave-a-card", from = n(from), to = n(to)),
        },
        Event::LargestArmySetAside => t!(lang, "modules-army-set-aside"),
        _ => return None,
    })
}

/// The message id of what `module` says about a chooser of `kind`:
/// `modules-pick-note-<module>-<kind>` (hyphens for the registry name's underscores).
pub fn pick_note_id(module: ModuleId, kind: PickKind) -> String {
    format!(
        "modules-pick-note-{}-{}",
        module.name().replace('_', "-"),
        kind.as_str()
    )
}

/// What the rules in play add to a chooser of `kind` (Friendly Robber on the robber's): each
/// module's note from the locale files, when it has one, in registry order.
pub fn pick_notes(modules: &[ModuleId], kind: PickKind, lang: Lang) -> Vec<String> {
    modules
        .iter()
        .map(|m| pick_note_id(*m, kind))
        .filter(|id| kaitaku_i18n::has_message(lang, id))
        .map(|id| kaitaku_i18n::tr(lang, &id))
        .collect()
}

/// The hidden detail of an event already redacted for its viewer (the card given, the cards
/// drawn in a forced trade), as an extra line for that viewer only.
pub fn private_lines(event: &Event, table: &Table, lang: Lang) -> Option<String> {
    match event {
        Event::CardGiven {
            from,
            to,
            resource: Some(r),
        } => Some(t!(
            lang,
            "modules-private-card",
            card = resource_count(*r, 1, lang),
            from = table.name(*from),
            to = table.name(*to)
        )),
        Event::Module(m) => ui(m.module()).private_line(m, table, lang),
        _ => None,
    }
}

/// The label of the turn message's button for the modules' decisions, while someone owes
/// one (the first one's module words it). The current player's own module actions have a
/// button each (see `compose::turn_components`).
pub fn decide_label(view: &View, lang: Lang) -> Option<String> {
    let first = view
        .pending
        .iter()
        .find(|p| crate::bot::menus::prompt_decision(&p.decision))?;
    Some(match &first.decision {
        Decision::Module(m) => ui(m.module())
            .decision_button(m, lang)
            .unwrap_or_else(|| t!(lang, "modules-button-choose")),
        Decision::ChooseGoldField { .. } => t!(lang, "action-choose_gold_field"),
        _ => t!(lang, "modules-button-choose"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::modules::prompt::{action_option, options_for, resolve, spots_for};
    use kaitaku_engine::modules::ModuleId;
    use kaitaku_engine::modules::catan_for_two::CatanForTwoAction;
    use kaitaku_engine::modules::catan_for_two::CatanForTwoEvent;
    use kaitaku_engine::modules::event_cards::{EventCard, EventCardsAction, EventKind};
    use kaitaku_engine::modules::{ModuleAction, ModuleEvent};
    use kaitaku_engine::{Action, Game, GameConfig, Resource};
    use kaitaku_i18n::Lang;

    /// Japanese text has no English words left (player names and board codes aside).
    fn no_english(text: &str) {
        let mut stripped = text.to_string();
        for name in ["Ann", "Ben", "Cy", "Di"] {
            stripped = stripped.replace(name, "");
        }
        let stripped: String = stripped
            .split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|w| !w.chars().next().is_some_and(|c| c == 'r' || c == 's') || w.len() > 4)
            .collect();
        assert!(
            !stripped.chars().any(|c| c.is_ascii_alphabetic()),
            "English left in {text:?}"
        );
    }

    fn table(n: usize) -> Table {
        Table {
            users: (1..=n as u64).collect(),
            names: ["Ann", "Ben", "Cy", "Di"][..n]
                .iter()
                .map(|s| s.to_string())
                .collect(),
        }
    }

    fn game(players: u8, modules: &[ModuleId], cards: Vec<EventCard>) -> Game {
        let mut c = GameConfig::base(players);
        c.modules = modules.to_vec();
        c.script.modules.event_cards = cards;
        c.script.first_player = Some(0);
        Game::new(c, 7).expect("game")
    }

    /// Plays the setup with the first legal placements.
    fn setup(g: &mut Game) {
        while g.view(None).turn == 0 {
            let seat = g.state().current;
            let a = g.legal_actions(seat)[0].clone();
            g.apply(seat, &a).expect("setup");
        }
    }

    #[test]
    fn event_card_state_and_decisions_read_well() {
        let good = EventCard {
            number: 6,
            event: EventKind::GoodNeighbors,
        };
        let mut g = game(3, &[ModuleId::EventCards], vec![good]);
        setup(&mut g);
        let t = table(3);
        let before = g.view(None);
        assert_eq!(roll_label(&before, Lang::En).0, "Draw event card");
        assert_eq!(roll_label(&before, Lang::Ja).0, "イベントカードを引く");
        assert!(before_roll(&before, &t, Lang::En).contains("draws an event card"));
        assert_eq!(
            before_roll(&before, &t, Lang::Ja),
            "Annがイベントカードを引きます。"
        );
        let events = g.apply(0, &Action::Roll).expect("draw");
        let lines: Vec<String> = events
            .iter()
            .filter_map(|e| describe(e, &t, Lang::En))
            .collect();
        let ja: Vec<String> = events
            .iter()
            .filter_map(|e| describe(e, &t, Lang::Ja))
            .collect();
        assert!(
            ja[0].starts_with("Annが🎴 6 — 良き隣人を引いた（"),
            "{ja:?}"
        );
        for line in &ja {
            no_english(line);
        }
        assert!(
            lines[0].starts_with("Ann drew 🎴 6 — Good Neighbors (Everyone with cards"),
            "{lines:?}"
        );
        let view = g.view(None);
        let state = state_lines(&view, &t, Lang::En);
        assert!(state.contains("🎴 6 — Good Neighbors"), "{state}");
        assert!(state.contains("left neighbour"), "{state}");
        let ja = state_lines(&view, &t, Lang::Ja);
        assert!(
            ja.contains("🎴 6 — 良き隣人") && ja.contains("左隣"),
            "{ja}"
        );
        no_english(&ja);
        let ja = waiting(&view, &t, Lang::Ja);
        assert!(
            ja.starts_with("良き隣人：Ann（隣の人にカードを渡す）"),
            "{ja}"
        );
        let waiting = waiting(&view, &t, Lang::En);
        assert!(
            waiting.starts_with("Good Neighbors: waiting for Ann (gives a card"),
            "{waiting}"
        );
        assert_eq!(
            decide_label(&view, Lang::En).as_deref(),
            Some("Choose (event card)")
        );
        // Each seat's prompt offers only its own cards, to its left neighbour.
        let opts = options_for(&g, 1, &t, Lang::En);
        let ja = options_for(&g, 1, &t, Lang::Ja);
        assert!(
            ja.iter()
                .all(|(l, _)| l.starts_with("Cyに") && l.ends_with("を渡す")),
            "{ja:?}"
        );
        assert_eq!(
            ja.iter().map(|o| &o.1).collect::<Vec<_>>(),
            opts.iter().map(|o| &o.1).collect::<Vec<_>>()
        );
        assert!(!opts.is_empty());
        assert!(
            opts.iter()
                .all(|(l, v)| l.ends_with("to Cy")
                    && v.starts_with("event_cards-give_neighbor_card-")),
            "{opts:?}"
        );
        let chosen = resolve(&g, 1, &opts[0].1, Lang::En).expect("legal");
        assert!(matches!(
            chosen,
            Action::Module(ModuleAction::EventCards(
                EventCardsAction::GiveNeighborCard { .. }
            ))
        ));
        assert!(resolve(&g, 1, "event_cards-give_neighbor_card-9.9.9.9.9", Lang::En).is_err());
        assert!(resolve(&g, 1, "event_cards-steal_from>0", Lang::Ja).is_err());
        // The card given is public only as "a card"; its giver and receiver see which.
        let given = Event::CardGiven {
            from: 1,
            to: 2,
            resource: Some(Resource::Ore.into()),
        };
        assert_eq!(
            describe(&given.redacted_for(None), &t, Lang::En).as_deref(),
            Some("Ben gave a card to Cy")
        );
        assert_eq!(
            private_lines(&given.redacted_for(Some(0)), &t, Lang::En),
            None
        );
        assert!(
            private_lines(&given.redacted_for(Some(2)), &t, Lang::En)
                .is_some_and(|l| l.contains("ore"))
        );
    }

    #[test]
    fn two_player_state_tokens_and_neutral_choices() {
        let mut g = game(
            2,
            &[ModuleId::CatanForTwo, ModuleId::Harbormaster],
            Vec::new(),
        );
        setup(&mut g);
        let t = table(2);
        let view = g.view(None);
        assert_eq!(roll_label(&view, Lang::En).0, "Roll (1 of 2)");
        assert_eq!(
            roll_label(&view, Lang::Ja).0,
            "サイコロを振る（2回中1回目）"
        );
        let state = state_lines(&view, &t, Lang::En);
        assert!(state.contains("🪙 Trade tokens: Ann"), "{state}");
        let ja = state_lines(&view, &t, Lang::Ja);
        assert!(
            ja.contains("🪙 交易チップ：Ann") && ja.contains("⚓ 港の親方："),
            "{ja}"
        );
        no_english(&ja);
        assert!(state.contains("⚓ Harbormaster:"), "{state}");
        assert!(state.contains("Rolls this turn: 0 of 2"), "{state}");
        let road = Action::Module(ModuleAction::CatanForTwo(
            CatanForTwoAction::BuildNeutralRoad {
                neutral: 2,
                edge: g.board().edge(0),
            },
        ));
        let (label, value) = action_option(&g, 0, &t, &road, Lang::En);
        let (ja, _) = action_option(&g, 0, &t, &road, Lang::Ja);
        assert_eq!(ja, "中立（灰）の街道をr1に");
        assert_eq!(label, "Road for neutral grey on r1");
        assert_eq!(value, "catan_for_two-build_neutral_road@r1>2");
        assert!(spots_for(&g, 0).spots.is_empty());
        let tokens = Event::Module(ModuleEvent::CatanForTwo(CatanForTwoEvent::TradeTokens {
            seat: 1,
            change: -2,
            held: 3,
        }));
        assert_eq!(
            describe(&tokens, &t, Lang::En).as_deref(),
            Some("🪙 Ben spent 2 trade tokens (now 3)")
        );
    }

    #[test]
    fn rules_add_their_notes_to_the_choosers_they_change() {
        let friendly = [ModuleId::FriendlyRobber];
        for lang in [Lang::En, Lang::Ja] {
            assert_eq!(pick_notes(&friendly, PickKind::Robber, lang).len(), 1);
            assert!(pick_notes(&friendly, PickKind::Road, lang).is_empty());
            assert!(pick_notes(&[], PickKind::Robber, lang).is_empty());
        }
        let en = pick_notes(&ModuleId::ALL, PickKind::Robber, Lang::En);
        assert_eq!(en.len(), 1, "{en:?}");
        assert!(en[0].starts_with("Friendly Robber:"), "{en:?}");
    }
}
