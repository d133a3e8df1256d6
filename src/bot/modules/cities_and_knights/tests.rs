//! Tests of the Cities & Knights words, prompts and controls (the progress cards have their own).

use super::*;
use kaitaku_engine::board::Vertex;
use kaitaku_engine::modules::cities_and_knights::Knight;
use kaitaku_engine::resources::Resource;

fn table() -> Table {
    Table {
        users: vec![1, 2, 3],
        names: ["Ann", "Ben", "Cy"].map(String::from).to_vec(),
    }
}

fn ck(e: CkEvent) -> Event {
    Event::Module(ModuleEvent::CitiesAndKnights(e))
}

fn vertex(s: &str) -> Vertex {
    s.parse().expect("vertex")
}

#[test]
fn a_battle_gets_a_report_with_forces_outcome_defender_and_pillage() {
    let ui = CitiesAndKnightsUi;
    let held = [
        ck(CkEvent::BarbarianAttack {
            strength: 3,
            defence: vec![2, 1, 0],
            catan_wins: true,
        }),
        ck(CkEvent::DefenderOfCatan { seat: 0 }),
        ck(CkEvent::KnightsDeactivated),
        ck(CkEvent::BarbariansRetreated {
            robber_released: true,
        }),
    ];
    let en = ui.report(&held, &table(), Lang::En).expect("a report");
    let lines: Vec<&str> = en.lines().collect();
    assert!(lines[0].contains("Barbarian attack report"), "{en}");
    assert!(
        lines[1].contains("strength 3") && lines[1].contains("knights' 3"),
        "{en}"
    );
    assert!(
        lines[1].contains("Ann 2") && lines[1].contains("Cy 0"),
        "{en}"
    );
    assert!(lines[2].contains("Catan holds"), "{en}");
    assert!(en.contains("Ann is the Defender of Catan"), "{en}");
    assert!(en.contains("robber moves"), "{en}");
    let ja = ui.report(&held, &table(), Lang::Ja).expect("ja");
    assert!(
        ja.starts_with("**⚔️ 海賊の襲撃の報告**") && ja.contains("カタンの勝ち"),
        "{ja}"
    );
    let lost = [
        ck(CkEvent::BarbarianAttack {
            strength: 4,
            defence: vec![1, 0, 0],
            catan_wins: false,
        }),
        ck(CkEvent::CityPillaged {
            seat: 1,
            vertex: vertex("0,0,N"),
            reduced: false,
        }),
        ck(CkEvent::KnightsDeactivated),
    ];
    let en = ui.report(&lost, &table(), Lang::En).expect("a report");
    assert!(en.contains("barbarians win"), "{en}");
    assert!(en.contains("Ben loses a city"), "{en}");
    assert!(!en.contains("No city is pillaged"), "{en}");
    // The owner's choice among several cities comes in a later command: its own report.
    let chosen = [ck(CkEvent::CityPillaged {
        seat: 2,
        vertex: vertex("0,0,N"),
        reduced: false,
    })];
    let en = ui.report(&chosen, &table(), Lang::En).expect("a report");
    assert!(en.contains("Cy loses a city"), "{en}");
    // Knights and improvements: the turn message's log has them, no message of their own.
    let quiet = [
        ck(CkEvent::KnightBuilt {
            seat: 0,
            vertex: vertex("0,0,N"),
        }),
        ck(CkEvent::CityImproved {
            seat: 0,
            track: Track::Trade,
            level: 1,
        }),
    ];
    assert_eq!(ui.report(&quiet, &table(), Lang::En), None);
}

#[test]
fn the_turn_embed_shows_the_three_dice_and_the_ship_track() {
    let mut config = kaitaku_engine::GameConfig::base(3);
    config.modules = vec![kaitaku_engine::modules::ModuleId::CitiesAndKnights];
    let game = kaitaku_engine::Game::new(config, 1).expect("config");
    let mut view = game.view(None);
    view.last_roll = Some([3, 5]);
    let part = view
        .modules
        .iter()
        .find(|m| matches!(m, ModuleView::CitiesAndKnights(_)))
        .cloned()
        .expect("C&K's part");
    let ModuleView::CitiesAndKnights(mut part) = part else {
        unreachable!("found above")
    };
    part.event_die = Some(EventDie::Ship);
    part.ship = 3;
    part.knights = vec![Knight {
        owner: 1,
        vertex: vertex("0,0,N"),
        level: 2,
        active: true,
        activated: None,
        promoted: None,
    }];
    let ui = CitiesAndKnightsUi;
    let part = ModuleView::CitiesAndKnights(part);
    let en = ui.state_lines(&view, &part, &table(), Lang::En).join("\n");
    assert!(
        en.contains("White die 3 · red die 5 · event die: the barbarian ship"),
        "{en}"
    );
    assert!(en.contains("■■■□□□□ 3 of 7"), "{en}");
    assert!(en.contains("Ben 1/1, 2"), "{en}");
    let ja = ui.state_lines(&view, &part, &table(), Lang::Ja).join("\n");
    assert!(
        ja.contains("白ダイス3・赤ダイス5・イベントダイス：海賊船"),
        "{ja}"
    );
    // With Event Cards the red die is the module's and the white die is not rolled.
    let ModuleView::CitiesAndKnights(mut cards) = part else {
        unreachable!("made above")
    };
    cards.red_die = Some(4);
    view.last_roll = None;
    let en = ui
        .state_lines(
            &view,
            &ModuleView::CitiesAndKnights(cards),
            &table(),
            Lang::En,
        )
        .join("\n");
    assert!(en.contains("Red die 4 · event die"), "{en}");
}

/// Every event, decision and action of the module has words in both languages (no
/// message id shown raw).
#[test]
fn every_event_decision_and_action_has_words_in_both_languages() {
    use kaitaku_engine::describe::DescribeAction;
    use kaitaku_engine::modules::cities_and_knights::CkAction;
    let v = vertex("0,0,N");
    let events = [
        CkEvent::EventDieRolled {
            seat: 0,
            face: EventDie::Science,
            red: None,
        },
        CkEvent::EventDieRolled {
            seat: 0,
            face: EventDie::Ship,
            red: Some(3),
        },
        CkEvent::BarbariansAdvanced { position: 2 },
        CkEvent::CityImproved {
            seat: 0,
            track: Track::Politics,
            level: 2,
        },
        CkEvent::MetropolisTaken {
            track: Track::Science,
            seat: 1,
            vertex: v,
            from: None,
        },
        CkEvent::WallBuilt { seat: 0, vertex: v },
        CkEvent::BarbarianAttack {
            strength: 2,
            defence: vec![1, 1, 0],
            catan_wins: true,
        },
        CkEvent::DefenderOfCatan { seat: 0 },
        CkEvent::CityPillaged {
            seat: 0,
            vertex: v,
            reduced: true,
        },
        CkEvent::CityRebuilt { seat: 0, vertex: v },
        CkEvent::BarbariansRetreated {
            robber_released: false,
        },
        CkEvent::KnightBuilt { seat: 0, vertex: v },
        CkEvent::KnightPromoted {
            seat: 0,
            vertex: v,
            level: 3,
        },
        CkEvent::KnightActivated { seat: 0, vertex: v },
        CkEvent::KnightMoved {
            seat: 0,
            from: v,
            to: v,
        },
        CkEvent::KnightDisplaced {
            seat: 0,
            vertex: v,
            by: 1,
        },
        CkEvent::KnightRetreated { seat: 0, vertex: v },
        CkEvent::KnightRemoved { seat: 0, level: 2 },
        CkEvent::RobberChased { seat: 0, vertex: v },
        CkEvent::KnightsDeactivated,
        CkEvent::AqueductResource {
            seat: 0,
            resource: Resource::Ore,
        },
        CkEvent::ProgressCardTaken {
            seat: 0,
            from: 1,
            card: None,
        },
        CkEvent::KnightDeserted {
            seat: 1,
            vertex: v,
            level: 2,
            by: 0,
        },
        CkEvent::DeserterKnightPlaced {
            seat: 0,
            vertex: v,
            level: 2,
        },
        CkEvent::HarborNoCommodity { seat: 1, by: 0 },
    ];
    let ui = CitiesAndKnightsUi;
    let raw = |s: &str| s.contains("modules-") || s.contains("action-") || s.is_empty();
    for lang in [Lang::En, Lang::Ja] {
        for e in &events {
            let line = ui
                .describe(&ModuleEvent::CitiesAndKnights(e.clone()), &table(), lang)
                .expect("a line");
            assert!(!raw(&line), "{e:?} in {lang:?}: {line}");
        }
        for d in [
            CkDecision::PillageCity,
            CkDecision::RetreatKnight,
            CkDecision::AqueductResource,
        ] {
            let d = ModuleDecision::CitiesAndKnights(d);
            for words in [
                ui.owed_words(&d, lang),
                ui.prompt_line(&d, &table(), lang),
                ui.decision_button(&d, lang),
            ] {
                let words = words.expect("words");
                assert!(!raw(&words), "{d:?} in {lang:?}: {words}");
            }
        }
        for d in [
            CkDecision::SpyCard,
            CkDecision::MerchantCards,
            CkDecision::DeserterKnight,
            CkDecision::DeserterPlacement,
            CkDecision::HarborResource,
            CkDecision::HarborCommodity,
            CkDecision::SaboteurDiscard,
        ] {
            let d = ModuleDecision::CitiesAndKnights(d);
            let words = ui.owed_words(&d, lang).expect("words");
            assert!(!raw(&words), "{d:?} in {lang:?}: {words}");
        }
        for label in CkAction::LABELS {
            let id = format!("action-{label}");
            let words = kaitaku_i18n::tr(lang, &id);
            assert!(words != id && !words.is_empty(), "{id} in {lang:?}");
        }
    }
}
