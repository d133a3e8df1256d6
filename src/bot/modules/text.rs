//! What the turn message and the event list say about the optional rules: the module state
//! (event card, Harbormaster, trade tokens, damaged roads), who is being waited for, and every
//! module event in a readable sentence, in the reader's language (`modules.ftl`).

use kaitaku_engine::modules::ModuleView;
use kaitaku_engine::modules::catan_for_two::{CatanForTwoDecision, CatanForTwoEvent};
use kaitaku_engine::modules::event_cards::{EventCardsAction, EventCardsDecision, EventCardsEvent};
use kaitaku_engine::modules::event_cards::{EventCardsView, EventKind};
use kaitaku_engine::modules::harbormaster::HarbormasterEvent;
use kaitaku_engine::modules::{ModuleAction, ModuleDecision, ModuleEvent, ModuleId};
use kaitaku_engine::state::Phase;
use kaitaku_engine::{Decision, Event, Seat, View};
use kaitaku_i18n::t;
use kaitaku_i18n::{Lang, resource_count};

use super::names::{card_text, card_title, event_effect, event_name};
use crate::bot::compose::Table;
use crate::bot::custom_id::PickKind;
use crate::bot::trade_compose::cards;

/// A neutral colour's name in Catan for Two (board owners 2 and 3), as the board's legend
/// names it: `neutral grey`, `neutral brown`, `中立（灰）`.
pub fn neutral_name(owner: Seat, lang: Lang) -> String {
    let name = kaitaku_i18n::neutral_name(usize::from(owner.saturating_sub(2)), lang);
    match lang {
        Lang::En => name.to_lowercase(),
        Lang::Ja => name.to_string(),
    }
}

/// The event cards' public part, if they are in play.
pub fn event_cards(view: &View) -> Option<&EventCardsView> {
    view.modules.iter().find_map(|m| match m {
        ModuleView::EventCards(e) => Some(e),
        _ => None,
    })
}

/// Whether Catan for Two is in play.
pub fn two_player(view: &View) -> Option<&kaitaku_engine::modules::catan_for_two::CatanForTwoView> {
    view.modules.iter().find_map(|m| match m {
        ModuleView::CatanForTwo(c) => Some(c),
        _ => None,
    })
}

/// The Roll button's label: rolling, drawing an event card, and which roll of two.
pub fn roll_label(view: &View, lang: Lang) -> String {
    let base = if event_cards(view).is_some() {
        t!(lang, "modules-draw")
    } else {
        t!(lang, "modules-roll")
    };
    match two_player(view) {
        Some(c) => t!(
            lang,
            "modules-roll-of-two",
            base = base,
            n = c.rolls_this_turn.saturating_add(1).min(2)
        ),
        None => base,
    }
}

/// What the current player does before rolling, in words.
pub fn before_roll(view: &View, table: &Table, lang: Lang) -> String {
    let name = table.name(view.current);
    let draws = event_cards(view).is_some();
    match (two_player(view).map(|c| c.rolls_this_turn >= 1), draws) {
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
        Decision::Module(ModuleDecision::EventCards(EventCardsDecision::GiveNeighborCard {
            ..
        })) => t!(lang, "modules-owes-give-neighbor"),
        Decision::Module(ModuleDecision::EventCards(EventCardsDecision::AssistPlayer)) => {
            t!(lang, "modules-owes-assist")
        }
        Decision::Module(ModuleDecision::EventCards(EventCardsDecision::DamageRoad)) => {
            t!(lang, "modules-owes-damage-road")
        }
        Decision::Module(ModuleDecision::EventCards(EventCardsDecision::TakeResource)) => {
            t!(lang, "modules-owes-take")
        }
        Decision::Module(ModuleDecision::EventCards(EventCardsDecision::StealFrom)) => {
            t!(lang, "modules-owes-steal")
        }
        Decision::Module(ModuleDecision::CatanForTwo(CatanForTwoDecision::PlaceNeutral {
            ..
        })) => t!(lang, "modules-owes-place-neutral"),
        Decision::Module(ModuleDecision::CatanForTwo(CatanForTwoDecision::ReturnCards {
            ..
        })) => t!(lang, "modules-owes-return"),
        _ => t!(lang, "modules-owes-decide"),
    }
}

/// `a, b` / `a、b`.
fn list(items: &[String], lang: Lang) -> String {
    items.join(&t!(lang, "trade-list-separator"))
}

/// The situation while a module waits for decisions: the event (if any) and who still owes.
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
    let event = event_cards(view)
        .and_then(|e| e.deciding)
        .map(|k| match lang {
            Lang::En => format!("{}: ", event_name(k, lang)),
            Lang::Ja => format!("{}：", event_name(k, lang)),
        })
        .unwrap_or_default();
    t!(
        lang,
        "modules-waiting",
        event = event,
        who = list(&owing, lang)
    )
}

/// `name 3` pairs for every seat with a number.
fn per_seat(values: impl Iterator<Item = String>, table: &Table, lang: Lang) -> String {
    let parts: Vec<String> = values
        .enumerate()
        .map(|(s, v)| format!("{} {v}", table.name(s as Seat)))
        .collect();
    list(&parts, lang)
}

/// The module lines of the turn embed's description (empty in a base game).
pub fn state_lines(view: &View, table: &Table, lang: Lang) -> String {
    let mut lines = Vec::new();
    for m in &view.modules {
        match m {
            ModuleView::FriendlyRobber(nothing) => match *nothing {},
            ModuleView::EventCards(e) => {
                let earlier = e.drawn_this_turn.len().saturating_sub(1);
                for c in e.drawn_this_turn.iter().take(earlier) {
                    lines.push(t!(lang, "modules-first-card", card = card_title(c, lang)));
                }
                if let Some(card) = e.drawn_this_turn.last().or(e.last_card.as_ref()) {
                    lines.push(card_text(card, lang));
                }
                let mut deck = t!(
                    lang,
                    "modules-new-year-in",
                    count = e.cards_before_new_year + 1
                );
                if !e.damaged_roads.is_empty() {
                    let mut by: Vec<String> = Vec::new();
                    for s in 0..view.players.len() as Seat {
                        let n = e.damaged_roads.iter().filter(|d| d.seat == s).count();
                        if n > 0 {
                            by.push(format!("{} {n}", table.name(s)));
                        }
                    }
                    deck.push_str(" · ");
                    deck.push_str(&t!(
                        lang,
                        "modules-damaged-roads",
                        count = e.damaged_roads.len(),
                        by = list(&by, lang)
                    ));
                }
                lines.push(deck);
            }
            ModuleView::Harbormaster(h) => {
                let holder = match h.holder {
                    Some(s) => t!(lang, "modules-harbormaster-holder", name = table.name(s)),
                    None => t!(lang, "modules-harbormaster-nobody"),
                };
                lines.push(t!(
                    lang,
                    "modules-harbormaster-line",
                    holder = holder,
                    points = per_seat(h.points.iter().map(|p| p.to_string()), table, lang)
                ));
            }
            ModuleView::CatanForTwo(c) => {
                let leader = match c.tokens.as_slice() {
                    [a, b] if a > b => t!(lang, "modules-tokens-leads", name = table.name(0)),
                    [a, b] if b > a => t!(lang, "modules-tokens-leads", name = table.name(1)),
                    _ => t!(lang, "modules-tokens-tied"),
                };
                let cost = c
                    .token_cost
                    .get(usize::from(view.current))
                    .copied()
                    .unwrap_or(1);
                lines.push(t!(
                    lang,
                    "modules-tokens-line",
                    tokens = per_seat(c.tokens.iter().map(|t| t.to_string()), table, lang),
                    leader = leader,
                    supply = c.supply,
                    name = table.name(view.current),
                    cost = cost
                ));
                if view.turn > 0 && !matches!(view.phase, Phase::GameOver { .. }) {
                    let mut line = t!(
                        lang,
                        "modules-rolls-this-turn",
                        n = c.rolls_this_turn.min(2)
                    );
                    if let Some(n) = c.first_roll {
                        line.push_str(&t!(lang, "modules-first-roll", n = n));
                    }
                    lines.push(line);
                }
            }
        }
    }
    lines.join("\n")
}

/// A module event as one public line (`None`: not worth a line). The event must already be
/// redacted for its audience.
pub fn describe(event: &Event, table: &Table, lang: Lang) -> Option<String> {
    let n = |s: &Seat| table.name(*s);
    Some(match event {
        Event::Module(ModuleEvent::EventCards(EventCardsEvent::EventCardDrawn { seat, card })) => {
            let mut line = t!(
                lang,
                "modules-drew",
                name = n(seat),
                card = card_title(card, lang)
            );
            if card.event != EventKind::None {
                let effect = event_effect(card.event, lang);
                match lang {
                    Lang::En => line.push_str(&format!(" ({})", effect.trim_end_matches('.'))),
                    Lang::Ja => line.push_str(&format!("（{}）", effect.trim_end_matches('。'))),
                }
            }
            line
        }
        Event::Module(ModuleEvent::EventCards(EventCardsEvent::NewYear { seat })) => {
            t!(lang, "modules-new-year", name = n(seat))
        }
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
        Event::Module(ModuleEvent::EventCards(EventCardsEvent::ResourceTaken {
            seat,
            resource,
        })) => t!(
            lang,
            "modules-took",
            name = n(seat),
            card = resource_count(*resource, 1, lang)
        ),
        Event::Module(ModuleEvent::EventCards(EventCardsEvent::RoadDamaged { seat, .. })) => {
            t!(lang, "modules-road-damaged", name = n(seat))
        }
        Event::Module(ModuleEvent::EventCards(EventCardsEvent::RoadRepaired {
            seat,
            free,
            ..
        })) => {
            if *free {
                t!(lang, "modules-road-repaired-free", name = n(seat))
            } else {
                t!(lang, "modules-road-repaired", name = n(seat))
            }
        }
        Event::Module(ModuleEvent::Harbormaster(HarbormasterEvent::Harbormaster {
            holder,
            points,
        })) => t!(
            lang,
            "modules-harbormaster-now",
            name = n(holder),
            points = *points
        ),
        Event::Module(ModuleEvent::CatanForTwo(CatanForTwoEvent::NeutralRoadBuilt {
            by,
            neutral,
            ..
        })) => t!(
            lang,
            "modules-neutral-road",
            name = n(by),
            neutral = neutral_name(*neutral, lang)
        ),
        Event::Module(ModuleEvent::CatanForTwo(CatanForTwoEvent::NeutralSettlementBuilt {
            by: Some(by),
            neutral,
            ..
        })) => t!(
            lang,
            "modules-neutral-settlement",
            name = n(by),
            neutral = neutral_name(*neutral, lang)
        ),
        Event::Module(ModuleEvent::CatanForTwo(CatanForTwoEvent::TradeTokens {
            seat,
            change,
            held,
        })) => {
            let count = change.unsigned_abs();
            if *change >= 0 {
                t!(
                    lang,
                    "modules-tokens-gained",
                    name = n(seat),
                    count = count,
                    held = *held
                )
            } else {
                t!(
                    lang,
                    "modules-tokens-spent",
                    name = n(seat),
                    count = count,
                    held = *held
                )
            }
        }
        Event::Module(ModuleEvent::CatanForTwo(CatanForTwoEvent::ForcedTradeDrawn {
            seat,
            from,
            count,
            cards: drawn,
        })) => match drawn {
            Some(c) => t!(
                lang,
                "modules-forced-trade-cards",
                name = n(seat),
                cards = cards(c, lang),
                from = n(from)
            ),
            None => t!(
                lang,
                "modules-forced-trade-count",
                name = n(seat),
                count = *count,
                from = n(from)
            ),
        },
        Event::Module(ModuleEvent::CatanForTwo(CatanForTwoEvent::KnightDiscarded { seat })) => {
            t!(lang, "modules-knight-discarded", name = n(seat))
        }
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
        Event::Module(ModuleEvent::CatanForTwo(CatanForTwoEvent::ForcedTradeDrawn {
            cards: Some(c),
            from,
            ..
        })) => Some(t!(
            lang,
            "modules-private-drawn",
            from = table.name(*from),
            cards = cards(c, lang)
        )),
        _ => None,
    }
}

/// The label of the turn message's button for the optional rules' choices, when it is needed:
/// someone owes a decision, or the current player has a module action (a repair, a token
/// action).
pub fn decide_label(view: &View, legal: &[kaitaku_engine::Action], lang: Lang) -> Option<String> {
    use crate::bot::modules::is_module_decision;
    use kaitaku_engine::Action;
    if matches!(view.phase, Phase::ModuleDecisions { .. }) {
        let first = view
            .pending
            .iter()
            .find(|p| is_module_decision(&p.decision))?;
        return Some(match first.decision {
            Decision::Module(ModuleDecision::CatanForTwo(CatanForTwoDecision::PlaceNeutral {
                ..
            })) => t!(lang, "modules-button-place-neutral"),
            Decision::Module(ModuleDecision::CatanForTwo(CatanForTwoDecision::ReturnCards {
                ..
            })) => t!(lang, "modules-button-give-back"),
            _ => t!(lang, "modules-button-choose-event"),
        });
    }
    let mine: Vec<&Action> = legal
        .iter()
        .filter(|a| matches!(a, Action::Module(_)))
        .collect();
    if mine.is_empty() {
        return None;
    }
    let repair = mine.iter().any(|a| {
        matches!(
            a,
            Action::Module(ModuleAction::EventCards(
                EventCardsAction::RepairRoad { .. }
            ))
        )
    });
    let tokens = mine.iter().any(|a| {
        !matches!(
            a,
            Action::Module(ModuleAction::EventCards(
                EventCardsAction::RepairRoad { .. }
            ))
        )
    });
    Some(match (repair, tokens) {
        (true, false) => t!(lang, "modules-button-repair"),
        (false, _) => t!(lang, "modules-button-tokens"),
        (true, true) => t!(lang, "modules-button-repair-tokens"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::modules::prompt::{action_option, options_for, resolve, spots_for};
    use kaitaku_engine::modules::ModuleId;
    use kaitaku_engine::modules::catan_for_two::CatanForTwoAction;
    use kaitaku_engine::modules::event_cards::EventCard;
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
        assert_eq!(roll_label(&before, Lang::En), "Draw event card");
        assert_eq!(roll_label(&before, Lang::Ja), "イベントカードを引く");
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
            decide_label(&view, &g.legal_actions(0), Lang::En).as_deref(),
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
        assert_eq!(roll_label(&view, Lang::En), "Roll (1 of 2)");
        assert_eq!(roll_label(&view, Lang::Ja), "サイコロを振る（2回中1回目）");
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
