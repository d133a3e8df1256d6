//! What the turn message and the event list say about the optional rules: the module state
//! (event card, Harbormaster, trade tokens, damaged roads), who is being waited for, and every
//! module event in a readable sentence.

use crate::engine::modules::ModuleView;
use crate::engine::modules::event_cards::{EventCardsView, EventKind};
use crate::engine::state::Phase;
use crate::engine::{Decision, Event, Seat, View};

use super::names::{card_text, card_title, event_name};
use crate::bot::compose::Table;

/// A neutral colour's name in Catan for Two (board owners 2 and 3), as the board's legend
/// names it: `neutral grey`, `neutral brown`.
pub fn neutral_name(owner: Seat) -> String {
    crate::i18n::neutral_name(usize::from(owner.saturating_sub(2)), crate::i18n::Lang::En)
        .to_lowercase()
}

/// The event cards' public part, if they are in play.
pub fn event_cards(view: &View) -> Option<&EventCardsView> {
    view.modules.iter().find_map(|m| match m {
        ModuleView::EventCards(e) => Some(e),
        _ => None,
    })
}

/// Whether Catan for Two is in play.
pub fn two_player(view: &View) -> Option<&crate::engine::modules::catan_for_two::CatanForTwoView> {
    view.modules.iter().find_map(|m| match m {
        ModuleView::CatanForTwo(c) => Some(c),
        _ => None,
    })
}

/// The Roll button's label: rolling, drawing an event card, and which roll of two.
pub fn roll_label(view: &View) -> String {
    let base = if event_cards(view).is_some() {
        "Draw event card"
    } else {
        "Roll"
    };
    match two_player(view) {
        Some(c) => format!(
            "{base} ({} of 2)",
            c.rolls_this_turn.saturating_add(1).min(2)
        ),
        None => base.to_string(),
    }
}

/// What the current player does before rolling, in words.
pub fn before_roll(view: &View, table: &Table) -> String {
    let who = table.name(view.current);
    let what = if event_cards(view).is_some() {
        "draws an event card"
    } else {
        "rolls the dice"
    };
    match two_player(view) {
        Some(c) if c.rolls_this_turn >= 1 => format!("{who} {what} again (second of two)."),
        Some(_) => format!("{who} {what} (first of two)."),
        None => format!("{who} {what}."),
    }
}

/// A pending decision in words (for "waiting for").
fn decision_words(d: &Decision, table: &Table) -> &'static str {
    let _ = table;
    match d {
        Decision::GiveNeighborCard { .. } => "gives a card to their neighbour",
        Decision::AssistPlayer => "helps a player with fewer points",
        Decision::DamageRoad => "damages a road",
        Decision::TakeResource => "takes a resource",
        Decision::StealFrom => "chooses whom to take a card from",
        Decision::PlaceNeutral { .. } => "places the free neutral piece",
        Decision::ReturnCards { .. } => "gives cards back",
        _ => "decides",
    }
}

/// The situation while a module waits for decisions: the event (if any) and who still owes.
pub fn waiting(view: &View, table: &Table) -> String {
    let owing: Vec<String> = view
        .pending
        .iter()
        .map(|p| {
            format!(
                "{} ({})",
                table.name(p.seat),
                decision_words(&p.decision, table)
            )
        })
        .collect();
    let event = event_cards(view)
        .and_then(|e| e.deciding)
        .map(|k| {
            let (en, ja) = event_name(k);
            format!("{en} / {ja}: ")
        })
        .unwrap_or_default();
    format!("{event}waiting for {}.", owing.join(", "))
}

/// The module lines of the turn embed's description (empty in a base game).
pub fn state_lines(view: &View, table: &Table) -> String {
    let mut lines = Vec::new();
    for m in &view.modules {
        match m {
            ModuleView::EventCards(e) => {
                let earlier = e.drawn_this_turn.len().saturating_sub(1);
                for c in e.drawn_this_turn.iter().take(earlier) {
                    lines.push(format!("First card: {}", card_title(c)));
                }
                if let Some(card) = e.drawn_this_turn.last().or(e.last_card.as_ref()) {
                    lines.push(card_text(card));
                }
                let mut deck = format!("New Year in {} card(s)", e.cards_before_new_year + 1);
                if !e.damaged_roads.is_empty() {
                    let mut by: Vec<String> = Vec::new();
                    for s in 0..view.players.len() as Seat {
                        let n = e.damaged_roads.iter().filter(|d| d.seat == s).count();
                        if n > 0 {
                            by.push(format!("{} {n}", table.name(s)));
                        }
                    }
                    deck.push_str(&format!(
                        " · 🚧 damaged roads: {} ({})",
                        e.damaged_roads.len(),
                        by.join(", ")
                    ));
                }
                lines.push(deck);
            }
            ModuleView::Harbormaster(h) => {
                let points: Vec<String> = h
                    .points
                    .iter()
                    .enumerate()
                    .map(|(s, p)| format!("{} {p}", table.name(s as Seat)))
                    .collect();
                let holder = match h.holder {
                    Some(s) => format!("{} (+2 VP)", table.name(s)),
                    None => "nobody yet (3 harbour points take it)".to_string(),
                };
                lines.push(format!(
                    "⚓ Harbormaster: {holder} · harbour points: {}",
                    points.join(", ")
                ));
            }
            ModuleView::CatanForTwo(c) => {
                let tokens: Vec<String> = c
                    .tokens
                    .iter()
                    .enumerate()
                    .map(|(s, t)| format!("{} {t}", table.name(s as Seat)))
                    .collect();
                let leader = match c.tokens.as_slice() {
                    [a, b] if a > b => format!(" · {} leads", table.name(0)),
                    [a, b] if b > a => format!(" · {} leads", table.name(1)),
                    _ => " · tied".to_string(),
                };
                let cost = c
                    .token_cost
                    .get(usize::from(view.current))
                    .copied()
                    .unwrap_or(1);
                lines.push(format!(
                    "🪙 Trade tokens: {}{leader} (supply {}; a token action costs {} {cost})",
                    tokens.join(", "),
                    c.supply,
                    table.name(view.current)
                ));
                if view.turn > 0 && !matches!(view.phase, Phase::GameOver { .. }) {
                    lines.push(format!(
                        "🎲 Rolls this turn: {} of 2{}",
                        c.rolls_this_turn.min(2),
                        c.first_roll
                            .map(|n| format!(" (first: {n})"))
                            .unwrap_or_default()
                    ));
                }
            }
        }
    }
    lines.join("\n")
}

/// A module event as one public line (`None`: not worth a line). The event must already be
/// redacted for its audience.
pub fn describe(event: &Event, table: &Table) -> Option<String> {
    let n = |s: &Seat| table.name(*s);
    Some(match event {
        Event::EventCardDrawn { seat, card } => {
            let mut line = format!("{} drew {}", n(seat), card_title(card));
            if card.event != EventKind::None {
                line.push_str(&format!(" ({})", super::names::event_effect(card.event).0));
            }
            line
        }
        Event::NewYear { seat } => {
            format!(
                "{} drew 🎆 New Year / 新年: the event cards are reshuffled",
                n(seat)
            )
        }
        Event::RollRepeated { number } => {
            format!("A second {number} does not count: drawn again")
        }
        Event::DecisionsRequired { seats } => {
            let who: Vec<String> = seats.iter().map(n).collect();
            format!("Waiting for: {}", who.join(", "))
        }
        Event::CardGiven { from, to, resource } => match resource {
            Some(r) => format!("{} gave 1 {r} to {}", n(from), n(to)),
            None => format!("{} gave a card to {}", n(from), n(to)),
        },
        Event::ResourceTaken { seat, resource } => {
            format!("{} took 1 {resource} from the bank", n(seat))
        }
        Event::RoadDamaged { seat, .. } => format!("🚧 {} damaged one of their roads", n(seat)),
        Event::RoadRepaired { seat, free, .. } => {
            if *free {
                format!("{} repaired a damaged road with Road Building", n(seat))
            } else {
                format!("{} repaired a damaged road", n(seat))
            }
        }
        Event::Harbormaster { holder, points } => {
            format!(
                "⚓ {} is Harbormaster ({points} harbour points, +2 VP)",
                n(holder)
            )
        }
        Event::NeutralRoadBuilt { by, neutral, .. } => {
            format!("{} built a road for {}", n(by), neutral_name(*neutral))
        }
        Event::NeutralSettlementBuilt {
            by: Some(by),
            neutral,
            ..
        } => format!(
            "{} built a settlement for {}",
            n(by),
            neutral_name(*neutral)
        ),
        Event::TradeTokens { seat, change, held } => {
            let k = change.unsigned_abs();
            let s = if k == 1 { "" } else { "s" };
            if *change >= 0 {
                format!("🪙 {} gained {k} trade token{s} (now {held})", n(seat))
            } else {
                format!("🪙 {} spent {k} trade token{s} (now {held})", n(seat))
            }
        }
        Event::ForcedTradeDrawn {
            seat,
            from,
            count,
            cards,
        } => match cards {
            Some(c) => format!("{} forced a trade: drew {c} from {}", n(seat), n(from)),
            None => format!(
                "{} forced a trade: drew {count} card(s) from {}",
                n(seat),
                n(from)
            ),
        },
        Event::KnightDiscarded { seat } => {
            format!("{} discarded a played knight for trade tokens", n(seat))
        }
        Event::LargestArmySetAside => "Largest Army is set aside".to_string(),
        _ => return None,
    })
}

/// The hidden detail of an event already redacted for its viewer (the card given, the cards
/// drawn in a forced trade), as an extra line for that viewer only.
pub fn private_lines(event: &Event, table: &Table) -> Option<String> {
    match event {
        Event::CardGiven {
            from,
            to,
            resource: Some(r),
        } => Some(format!(
            "The card: **{r}** ({} → {})",
            table.name(*from),
            table.name(*to)
        )),
        Event::ForcedTradeDrawn {
            cards: Some(c),
            from,
            ..
        } => Some(format!(
            "The cards drawn from {}: **{c}**",
            table.name(*from)
        )),
        _ => None,
    }
}

/// The label of the turn message's button for the optional rules' choices, when it is needed:
/// someone owes a decision, or the current player has a module action (a repair, a token
/// action).
pub fn decide_label(view: &View, legal: &[crate::engine::Action]) -> Option<String> {
    use crate::bot::modules::decide::is_module_decision;
    use crate::engine::Action;
    if matches!(view.phase, Phase::ModuleDecisions { .. }) {
        let first = view
            .pending
            .iter()
            .find(|p| is_module_decision(&p.decision))?;
        return Some(
            match first.decision {
                Decision::PlaceNeutral { .. } => "Place neutral piece",
                Decision::ReturnCards { .. } => "Give cards back",
                _ => "Choose (event card)",
            }
            .to_string(),
        );
    }
    let mine: Vec<&Action> = legal.iter().filter(|a| a.is_module_action()).collect();
    if mine.is_empty() {
        return None;
    }
    let repair = mine.iter().any(|a| matches!(a, Action::RepairRoad { .. }));
    let tokens = mine.iter().any(|a| !matches!(a, Action::RepairRoad { .. }));
    Some(
        match (repair, tokens) {
            (true, false) => "Repair road",
            (false, _) => "Trade tokens",
            (true, true) => "Repair road / tokens",
        }
        .to_string(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::modules::decide::{action_option, options_for, resolve, spots_for};
    use crate::engine::modules::ModuleId;
    use crate::engine::modules::event_cards::EventCard;
    use crate::engine::{Action, Game, GameConfig, Resource};

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
        c.script.event_cards = cards;
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
        assert_eq!(roll_label(&before), "Draw event card");
        assert!(before_roll(&before, &t).contains("draws an event card"));
        let events = g.apply(0, &Action::Roll).expect("draw");
        let lines: Vec<String> = events.iter().filter_map(|e| describe(e, &t)).collect();
        assert!(
            lines[0].starts_with("Ann drew 🎴 6 — Good Neighbors / 良き隣人"),
            "{lines:?}"
        );
        let view = g.view(None);
        let state = state_lines(&view, &t);
        assert!(
            state.contains("🎴 6 — Good Neighbors / 良き隣人"),
            "{state}"
        );
        assert!(state.contains("左隣"), "{state}");
        let waiting = waiting(&view, &t);
        assert!(
            waiting.starts_with("Good Neighbors / 良き隣人: waiting for Ann (gives a card"),
            "{waiting}"
        );
        assert_eq!(
            decide_label(&view, &g.legal_actions(0)).as_deref(),
            Some("Choose (event card)")
        );
        // Each seat's prompt offers only its own cards, to its left neighbour.
        let opts = options_for(&g, 1, &t);
        assert!(!opts.is_empty());
        assert!(
            opts.iter()
                .all(|(l, v)| l.ends_with("to Cy") && v.starts_with("give:")),
            "{opts:?}"
        );
        let chosen = resolve(&g, 1, &t, &opts[0].1).expect("legal");
        assert!(matches!(chosen, Action::GiveNeighborCard { .. }));
        assert!(resolve(&g, 1, &t, "give:gold").is_err());
        assert!(resolve(&g, 1, &t, "steal:0").is_err());
        // The card given is public only as "a card"; its giver and receiver see which.
        let given = Event::CardGiven {
            from: 1,
            to: 2,
            resource: Some(Resource::Ore),
        };
        assert_eq!(
            describe(&given.redacted_for(None), &t).as_deref(),
            Some("Ben gave a card to Cy")
        );
        assert_eq!(private_lines(&given.redacted_for(Some(0)), &t), None);
        assert!(private_lines(&given.redacted_for(Some(2)), &t).is_some_and(|l| l.contains("ore")));
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
        assert_eq!(roll_label(&view), "Roll (1 of 2)");
        let state = state_lines(&view, &t);
        assert!(state.contains("🪙 Trade tokens: Ann"), "{state}");
        assert!(state.contains("⚓ Harbormaster:"), "{state}");
        assert!(state.contains("Rolls this turn: 0 of 2"), "{state}");
        let road = Action::BuildNeutralRoad {
            neutral: 2,
            edge: g.board().edge(0),
        };
        let (label, value) = action_option(&g, 0, &t, &road).expect("option");
        assert_eq!(label, "Road for neutral grey on r1");
        assert_eq!(value, "nroad:2:r1");
        assert!(spots_for(&g, 0).spots.is_empty());
        let tokens = Event::TradeTokens {
            seat: 1,
            change: -2,
            held: 3,
        };
        assert_eq!(
            describe(&tokens, &t).as_deref(),
            Some("🪙 Ben spent 2 trade tokens (now 3)")
        );
    }
}
