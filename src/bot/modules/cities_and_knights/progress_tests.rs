//! The progress cards' words, control and chooser.

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

use super::*;
use crate::bot::compose::{self, Table};
use kaitaku_engine::modules::ModuleId;
use kaitaku_engine::modules::cities_and_knights::progress::{POLITICS, SCIENCE, TRADE};
use kaitaku_engine::random_play::{RandomPlayOptions, random_step};
use kaitaku_engine::{Game, GameConfig};
use kaitaku_store::GameId;

fn table() -> Table {
    Table {
        users: vec![1, 2, 3, 4],
        names: ["Ann", "Ben", "Cy", "Di"].map(String::from).to_vec(),
    }
}

fn every_card() -> impl Iterator<Item = ProgressCard> {
    SCIENCE
        .iter()
        .chain(TRADE.iter())
        .chain(POLITICS.iter())
        .map(|(c, _)| *c)
}

#[test]
fn every_card_has_a_name_in_both_languages() {
    for lang in [Lang::En, Lang::Ja] {
        for card in every_card() {
            let name = card_name(card, lang);
            assert!(
                !name.is_empty() && !name.starts_with("ck-progress"),
                "{card:?} in {lang:?}"
            );
        }
    }
    assert_eq!(
        card_name(ProgressCard::RoadBuilding, Lang::En),
        "Road Building"
    );
    assert_eq!(card_name(ProgressCard::Alchemist, Lang::Ja), "錬金術師");
}

/// Random C&K games played until `found` holds for a state; that game, if any.
fn a_game_where(found: impl Fn(&Game) -> bool) -> Option<Game> {
    for seed in 1_u64..=12 {
        let mut config = GameConfig::base(4);
        config.modules = vec![ModuleId::CitiesAndKnights];
        let mut game = Game::new(config, seed).expect("config");
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let mut scratch = Vec::new();
        for _ in 0..3_000 {
            if found(&game) {
                return Some(game);
            }
            let (seat, action) =
                random_step(&game, &mut rng, RandomPlayOptions::default(), &mut scratch)?;
            let _ = game.apply(seat, &action);
        }
    }
    None
}

/// How many controls of the composed turn message open the progress cards' chooser.
fn progress_controls(game: &Game) -> usize {
    let view = game.view(None);
    let legal = game.legal_actions(view.current);
    let rows = compose::turn_components(GameId(1), &view, &legal, Lang::En);
    let json = serde_json::to_string(&rows).expect("rows serialise");
    json.matches(&format!("do:{PLAY_LABEL}\"")).count()
}

fn plays(game: &Game, seat: Seat) -> Vec<Action> {
    game.legal_actions(seat)
        .into_iter()
        .filter(|a| a.info().label == PLAY_LABEL)
        .collect()
}

/// The control shows from the public count alone: while the current seat holds a card in a
/// phase where cards play, whether or not one plays now.
#[test]
fn the_control_follows_the_public_count_not_the_legal_plays() {
    let game = a_game_where(|g| {
        let view = g.view(None);
        matches!(view.phase, Phase::BeforeRoll)
            && view.modules.iter().any(|m| match m {
                ModuleView::CitiesAndKnights(ck) => held(&view, ck) > 0,
                _ => false,
            })
            && plays(g, view.current).is_empty()
    })
    .expect("a seat holding cards before its roll, with no Alchemist");
    let view = game.view(None);
    let part = view
        .modules
        .iter()
        .find(|m| matches!(m, ModuleView::CitiesAndKnights(_)))
        .expect("C&K's part");
    let controls = turn_controls(&view, part, Lang::En);
    assert_eq!(controls.len(), 1);
    assert_eq!(controls[0].verb, Verb::Do(PLAY_LABEL));
    assert_eq!(controls[0].label, "Progress cards");
    assert_eq!(turn_controls(&view, part, Lang::Ja)[0].label, "戦略カード");
    // The composed turn message has the control once, though nothing plays now.
    assert_eq!(progress_controls(&game), 1);
    // The chooser lists the hand and says nothing plays now.
    let seat = view.current;
    let t = table();
    let ctx = WordsCtx {
        game: &game,
        seat,
        table: &t,
    };
    let c = chooser(&ctx, &plays(&game, seat), None, Lang::En);
    assert!(c.options.is_empty());
    assert!(
        c.lines[0].starts_with("📜 Your progress cards: "),
        "{:?}",
        c.lines
    );
    assert!(c.lines[1].contains("only the Alchemist"), "{:?}", c.lines);
    // With no card held, no control.
    let ModuleView::CitiesAndKnights(mut none) = part.clone() else {
        unreachable!("found above")
    };
    none.progress_cards = vec![[0; 3]; 4];
    assert!(turn_controls(&view, &ModuleView::CitiesAndKnights(none), Lang::En).is_empty());
}

/// A card with two fields (the Smith's two knights, or any play with several choices) is
/// chosen a field at a time, each step listing only values of legal plays, and every play is
/// reached at the end of one path.
#[test]
fn a_card_with_several_choices_is_chosen_one_field_at_a_time() {
    let game = a_game_where(|g| {
        let seat = g.view(None).current;
        let p = plays(g, seat);
        p.iter().any(|a| {
            play_fields(a).is_some_and(|(_, f)| f.len() >= 2)
                || p.iter()
                    .filter(|b| play_fields(b).map(|x| x.0) == play_fields(a).map(|x| x.0))
                    .count()
                    > 1
        })
    })
    .expect("a card with several choices");
    let seat = game.view(None).current;
    let legal = plays(&game, seat);
    // One control for the kind (the module's own, not also the generic one).
    assert_eq!(progress_controls(&game), 1);
    let t = table();
    let ctx = WordsCtx {
        game: &game,
        seat,
        table: &t,
    };
    let first = chooser(&ctx, &legal, None, Lang::En);
    let mut reached = Vec::new();
    let mut steps = vec![first.options];
    let mut deepest = 0;
    while let Some(step) = steps.pop() {
        for (label, value) in step {
            assert!(!label.is_empty() && value.len() <= 100, "{label}: {value}");
            match Filter::parse(&value) {
                Some(f) => {
                    let next = chooser(&ctx, &legal, f.step.as_deref(), Lang::En);
                    assert!(next.options.len() > 1, "a step with one option: {value}");
                    assert!(next.lines[0].starts_with("Playing "), "{:?}", next.lines);
                    deepest =
                        deepest.max(f.step.as_deref().map_or(0, |s| s.matches(';').count() + 1));
                    steps.push(next.options);
                }
                None => reached.push(value),
            }
        }
    }
    assert!(deepest >= 1, "no step taken");
    let mut codes: Vec<String> = legal.iter().map(|a| action_code(game.board(), a)).collect();
    codes.sort();
    reached.sort();
    assert_eq!(reached, codes, "every legal play once, nothing else");
}

/// The turn embed counts each seat's cards and the decks, in both languages.
#[test]
fn the_turn_embed_counts_the_cards_and_the_decks() {
    let game = a_game_where(|g| {
        g.view(None).modules.iter().any(|m| match m {
            ModuleView::CitiesAndKnights(ck) => ck.progress_cards.iter().flatten().any(|n| *n > 0),
            _ => false,
        })
    })
    .expect("someone holds a card");
    let view = game.view(None);
    let Some(ModuleView::CitiesAndKnights(ck)) = view
        .modules
        .iter()
        .find(|m| matches!(m, ModuleView::CitiesAndKnights(_)))
    else {
        unreachable!("found above")
    };
    let en = state_line(ck, &table(), Lang::En).expect("a line");
    assert!(en.starts_with("📜 Progress cards: Ann "), "{en}");
    assert!(en.contains(&format!("trade {}", ck.decks[0])), "{en}");
    let ja = state_line(ck, &table(), Lang::Ja).expect("a line");
    assert!(ja.contains("山札：交易"), "{ja}");
}

#[test]
fn the_cards_drawn_discarded_and_taken_are_named_only_in_private_lines() {
    use super::super::CitiesAndKnightsUi;
    use crate::bot::modules::ui::ModuleUi;
    use kaitaku_engine::modules::ModuleEvent;
    use kaitaku_engine::modules::cities_and_knights::CkEvent;
    let ui = CitiesAndKnightsUi;
    let card = ProgressCard::Smith;
    let events = [
        CkEvent::ProgressCardDrawn {
            seat: 0,
            track: Track::Science,
            card: Some(card),
        },
        CkEvent::ProgressCardDiscarded {
            seat: 0,
            track: Track::Science,
            card: Some(card),
        },
        CkEvent::ProgressCardTaken {
            seat: 0,
            from: 1,
            card: Some(card),
        },
    ];
    for lang in [Lang::En, Lang::Ja] {
        let name = card_name(card, lang);
        for event in &events {
            let event = ModuleEvent::CitiesAndKnights(event.clone());
            let private = ui.private_line(&event, &table(), lang);
            assert!(
                private.as_deref().is_some_and(|l| l.contains(&name)),
                "{event:?} in {lang:?}: {private:?}"
            );
            let public = ui.describe(&event, &table(), lang).unwrap_or_default();
            assert!(!public.contains(&name), "{event:?} in {lang:?}: {public}");
        }
    }
}
