//! The ruleset: the target plan's arithmetic, each option's core behaviour (through the
//! test-only modules `city_second`, `no_robber`, `robber_off_board`), compatibility refusals
//! with their reasons, and the existing modules' games unchanged.

use super::target::TargetClaims;
use super::*;
use crate::autoplay::minimal_action;
use crate::game::Decision;
use crate::resources::{Resource, ResourceSet};
use crate::rules::trade::trade_ratio;
use crate::state::Phase;
use crate::{Action, Event, Game, RuleError};

const REAL: [ModuleId; 4] = [
    ModuleId::FriendlyRobber,
    ModuleId::EventCards,
    ModuleId::Harbormaster,
    ModuleId::CatanForTwo,
];

fn config(players: u8, modules: &[ModuleId]) -> GameConfig {
    let mut c = GameConfig::base(players);
    c.modules = modules.to_vec();
    c
}

/// Plays the setup with the minimal moves.
fn past_setup(game: &mut Game) {
    while matches!(game.phase(), Phase::Setup { .. }) {
        let seat = game.pending()[0].seat;
        let action = minimal_action(game, seat).expect("a setup move");
        game.apply(seat, &action).expect("legal");
    }
}

/// Rolls for the current seat, then ends its turn when the roll left it in the main phase.
fn roll(game: &mut Game) -> Vec<Event> {
    let seat = game.state().current;
    game.apply(seat, &Action::Roll).expect("roll")
}

fn end_turn(game: &mut Game) {
    let seat = game.state().current;
    game.apply(seat, &Action::EndTurn).expect("end turn");
}

#[test]
fn the_target_plan_is_the_same_whatever_the_order() {
    let a = Ruleset::for_config(&config(
        4,
        &[ModuleId::Harbormaster, ModuleId::RobberOffBoard],
    ))
    .expect("valid");
    let b = Ruleset::for_config(&config(
        4,
        &[ModuleId::RobberOffBoard, ModuleId::Harbormaster],
    ))
    .expect("valid");
    assert_eq!(a, b);
    assert_eq!(a.target.start(), 10);
    assert_eq!(a.target.source(), TargetSource::Base);
    assert_eq!(
        a.target.deltas(),
        &[(ModuleId::Harbormaster, 1), (ModuleId::RobberOffBoard, 2)]
    );
    assert_eq!(a.target.total(), 13);
    // Seat 0 has a point of its own; the others play to the common target.
    assert_eq!((a.target.for_seat(0), a.target.for_seat(1)), (14, 13));
    assert!(!a.target.is_uniform());
}

#[test]
fn the_configs_target_replaces_the_base_and_the_deltas_follow() {
    let mut c = config(4, &[ModuleId::Harbormaster]);
    assert_eq!(Ruleset::for_config(&c).expect("valid").target.total(), 11);
    c.target_vp = Some(12);
    let r = Ruleset::for_config(&c).expect("valid");
    assert_eq!(
        (r.target.start(), r.target.source(), r.target.total()),
        (12, TargetSource::Config, 13)
    );
    assert_eq!(Game::new(c, 0).expect("valid").target_vp(), 13);
    // A module's own base, replaced by the config too.
    let mut c = config(4, &[ModuleId::CitySecond]);
    let r = Ruleset::for_config(&c).expect("valid");
    assert_eq!(
        (r.target.total(), r.target.source()),
        (13, TargetSource::Module(ModuleId::CitySecond))
    );
    c.target_vp = Some(9);
    assert_eq!(Ruleset::for_config(&c).expect("valid").target.total(), 9);
    // Out of range is refused, as before.
    c.target_vp = Some(31);
    assert_eq!(Ruleset::for_config(&c), Err(ConfigError::TargetVp(31)));
}

#[test]
fn settling_claims_ignores_their_order() {
    let claims = |flip: bool| {
        let mut c = TargetClaims {
            bases: vec![(ModuleId::CitySecond, 13), (ModuleId::NoRobber, 8)],
            pairings: Vec::new(),
            deltas: vec![
                (ModuleId::RobberOffBoard, 2),
                (ModuleId::Harbormaster, 1),
                (ModuleId::RobberOffBoard, -1),
            ],
            seats: vec![(1, 2)],
        };
        if flip {
            c.bases.reverse();
            c.deltas.reverse();
        }
        c
    };
    let a = TargetPlan::settle(&claims(false), None, 3);
    let b = TargetPlan::settle(&claims(true), None, 3);
    assert_eq!(a, b);
    // The highest module base; the deltas summed per module, in registry order.
    assert_eq!(a.source(), TargetSource::Module(ModuleId::CitySecond));
    assert_eq!(
        a.deltas(),
        &[(ModuleId::Harbormaster, 1), (ModuleId::RobberOffBoard, 1)]
    );
    assert_eq!((a.total(), a.for_seat(1), a.for_seat(2)), (15, 17, 15));
    // An official pairing's base beats the modules' own; the config beats both.
    let mut c = claims(false);
    c.pairings
        .push((ModuleId::CitySecond, ModuleId::NoRobber, 15));
    let p = TargetPlan::settle(&c, None, 3);
    assert_eq!(
        (p.start(), p.source()),
        (
            15,
            TargetSource::Pairing(ModuleId::CitySecond, ModuleId::NoRobber)
        )
    );
    assert_eq!(TargetPlan::settle(&c, Some(7), 3).start(), 7);
    // Never below 1.
    let low = TargetClaims {
        deltas: vec![(ModuleId::Harbormaster, -100)],
        ..TargetClaims::default()
    };
    assert_eq!(TargetPlan::settle(&low, Some(3), 3).total(), 1);
}

#[test]
fn every_combination_of_the_existing_modules_is_unchanged() {
    for mask in 0u8..16 {
        let modules: Vec<ModuleId> = REAL
            .iter()
            .enumerate()
            .filter(|(i, _)| mask & (1 << i) != 0)
            .map(|(_, m)| *m)
            .collect();
        let two = modules.contains(&ModuleId::CatanForTwo);
        let c = config(if two { 2 } else { 4 }, &modules);
        let r = Ruleset::for_config(&c).expect("every combination is allowed");
        let harbormaster = modules.contains(&ModuleId::Harbormaster);
        let mut expected = Ruleset {
            players: if two { (2, 2) } else { (3, 4) },
            hooks: r.hooks,
            ..Ruleset::default()
        };
        if harbormaster {
            expected.awards.push(crate::modules::harbormaster::AWARD);
        }
        assert_eq!(
            (r.players, r.target.total(), &r.awards),
            (
                expected.players,
                10 + u8::from(harbormaster),
                &expected.awards
            ),
            "{modules:?}"
        );
        assert_eq!(
            (&r.setup, r.seven, r.robber, r.deck, r.bank_ratio, r.goods),
            (
                &SetupPlan::base(),
                SevenRule::DiscardsThenRobber,
                RobberMode::Normal,
                DeckChoice::Base,
                4,
                GoodsInPlay::default()
            )
        );
        let game = Game::new(c.clone(), 3).expect("valid");
        assert_eq!(game.ruleset(), &r);
        assert_eq!(game.state().dev_deck.len(), 25);
        assert!(game.state().robber.is_some());
        // A stored game rebuilds the same ruleset from its config.
        let text = serde_json::to_string(&game).expect("writes");
        assert!(!text.contains("ruleset"), "the ruleset is not stored");
        let loaded: Game = serde_json::from_str(&text).expect("reads");
        assert_eq!(loaded.state(), game.state());
        assert_eq!(serde_json::to_string(&loaded).expect("writes"), text);
    }
}

#[test]
fn refusals_carry_their_reason() {
    for modules in [
        [ModuleId::CitySecond, ModuleId::NoRobber],
        [ModuleId::NoRobber, ModuleId::CitySecond],
    ] {
        assert_eq!(
            Ruleset::for_config(&config(4, &modules)),
            Err(ConfigError::Incompatible {
                first: ModuleId::CitySecond,
                second: ModuleId::NoRobber,
                reason: Incompatibility::DifferentGames,
            })
        );
    }
    // Both set the robber, differently.
    let err = Ruleset::for_config(&config(4, &[ModuleId::NoRobber, ModuleId::RobberOffBoard]));
    assert_eq!(
        err,
        Err(ConfigError::Incompatible {
            first: ModuleId::NoRobber,
            second: ModuleId::RobberOffBoard,
            reason: Incompatibility::Conflicting(RuleItem::Robber),
        })
    );
    let text = err.unwrap_err().to_string();
    assert!(text.contains("robber"), "{text}");
    // Player counts that do not meet (3–4 and 2–2).
    assert_eq!(
        Ruleset::for_config(&config(2, &[ModuleId::CatanForTwo, ModuleId::CitySecond])),
        Err(ConfigError::Incompatible {
            first: ModuleId::CatanForTwo,
            second: ModuleId::CitySecond,
            reason: Incompatibility::PlayerCounts,
        })
    );
    // Counts that meet: 2–4 with 2–2 plays with 2.
    let two = Ruleset::for_config(&config(2, &[ModuleId::NoRobber, ModuleId::CatanForTwo]))
        .expect("2 players");
    assert_eq!(two.players, (2, 2));
    assert_eq!(
        Ruleset::for_config(&config(3, &[ModuleId::NoRobber, ModuleId::CatanForTwo])),
        Err(ConfigError::PlayerCount {
            min: 2,
            max: 2,
            got: 3
        })
    );
    // The one table: the test module's row is there; the four optional rules declare none
    // (the variants that refuse them, such as Cities & Knights, declare the rows).
    let table = compat::table();
    assert!(table.contains(&(
        ModuleId::CitySecond,
        CompatRow::refused(ModuleId::NoRobber, Incompatibility::DifferentGames)
    )));
    assert!(table.iter().all(|(m, _)| !matches!(
        m,
        ModuleId::FriendlyRobber
            | ModuleId::EventCards
            | ModuleId::Harbormaster
            | ModuleId::CatanForTwo
    )));
    assert_eq!(Incompatibility::PlayerCounts.code(), "player-counts");
    // A stored game is never refused on load: the rebuild settles conflicts.
    let rebuilt = Ruleset::rebuild(&config(4, &[ModuleId::NoRobber, ModuleId::RobberOffBoard]));
    assert_eq!(rebuilt.robber, RobberMode::None);
}

#[test]
fn a_city_second_setup_places_a_city_that_pays_the_starting_resources() {
    let mut game = Game::new(config(3, &[ModuleId::CitySecond]), 4).expect("valid");
    // First round: settlements.
    for _ in 0..3 {
        let p = game.pending()[0];
        assert_eq!(p.decision, Decision::PlaceSettlement);
        let action = minimal_action(&game, p.seat).expect("a move");
        assert!(
            matches!(action, Action::BuildSettlement { .. }),
            "{action:?}"
        );
        game.apply(p.seat, &action).expect("legal");
        let road = minimal_action(&game, p.seat).expect("a road");
        game.apply(p.seat, &road).expect("legal");
    }
    // Second round: cities, placed directly, paying the starting resources.
    let p = game.pending()[0];
    assert_eq!(p.decision, Decision::PlaceCity);
    let legal = game.legal_actions(p.seat);
    assert!(legal.iter().all(|a| matches!(a, Action::BuildCity { .. })));
    let Some(Action::BuildCity { vertex }) = minimal_action(&game, p.seat) else {
        panic!("a city");
    };
    assert!(matches!(
        game.apply(p.seat, &Action::BuildSettlement { vertex }),
        Err(RuleError::WrongPhase {
            expected: "a setup city"
        })
    ));
    let events = game
        .apply(p.seat, &Action::BuildCity { vertex })
        .expect("a setup city");
    let v = game.board().vertex_id(vertex).expect("on the board");
    let producing = game
        .board()
        .vertex_hexes(v)
        .filter(|&h| game.board().tile(h).terrain.resource().is_some())
        .count() as u32;
    assert!(matches!(events[0], Event::CityBuilt { .. }));
    let paid: u32 = events
        .iter()
        .filter_map(|e| match e {
            Event::StartingResources { resources, .. } => Some(resources.total()),
            _ => None,
        })
        .sum();
    assert_eq!(
        paid, producing,
        "one card per producing hex, as a settlement"
    );
    assert_eq!(game.pending()[0].decision, Decision::PlaceRoad);
    past_setup(&mut game);
    for seat in 0..3 {
        let p = &game.state().players[seat as usize];
        assert_eq!((p.settlements_left, p.cities_left), (4, 3));
        assert_eq!(game.total_vp(seat), 3);
    }
    assert_eq!(game.state().turn, 1);
    // The city upgrade stays a main-phase action: no free city outside setup.
    assert!(
        !game
            .legal_actions(game.state().current)
            .iter()
            .any(|a| matches!(a, Action::BuildCity { .. }))
    );
}

#[test]
fn a_locked_robber_waits_for_its_release() {
    let mut c = config(3, &[ModuleId::CitySecond]);
    c.script.dice = vec![[3, 4], [1, 2], [2, 2], [3, 4]];
    let mut game = Game::new(c, 9).expect("valid");
    past_setup(&mut game);
    let desert = game.state().robber;
    assert!(desert.is_some(), "the locked robber stands on the board");
    // Give everyone a big hand: a 7 still asks for discards.
    for p in &mut game.state_mut().players {
        p.hand = ResourceSet::from_resources([2, 2, 2, 2, 0]);
    }
    roll(&mut game);
    let Phase::Discard { .. } = game.phase() else {
        panic!("discards first: {:?}", game.phase());
    };
    for p in game.pending() {
        let cards = ResourceSet::from_resources([2, 2, 0, 0, 0]);
        game.apply(p.seat, &Action::Discard { cards })
            .expect("discard");
    }
    assert_eq!(game.phase(), &Phase::Main, "no robber before the release");
    assert_eq!(game.state().robber, desert);
    end_turn(&mut game);
    roll(&mut game);
    end_turn(&mut game);
    roll(&mut game);
    end_turn(&mut game);
    // The third roll released it: the next 7 moves it.
    roll(&mut game);
    assert!(matches!(
        game.phase(),
        Phase::Discard { .. } | Phase::MoveRobber { .. }
    ));
}

#[test]
fn without_a_robber_a_seven_only_asks_for_discards() {
    let mut c = config(3, &[ModuleId::NoRobber]);
    c.script.dice = vec![[3, 4], [3, 4]];
    let mut game = Game::new(c, 2).expect("valid");
    assert_eq!(game.state().robber, None);
    assert_eq!(game.view(None).robber, None);
    past_setup(&mut game);
    roll(&mut game);
    assert_eq!(game.phase(), &Phase::Main, "no discards owed, no robber");
    end_turn(&mut game);
    for p in &mut game.state_mut().players {
        p.hand = ResourceSet::from_resources([2, 2, 2, 2, 0]);
    }
    roll(&mut game);
    for p in game.pending() {
        let cards = ResourceSet::from_resources([2, 2, 0, 0, 0]);
        game.apply(p.seat, &Action::Discard { cards })
            .expect("discard");
    }
    assert_eq!(game.phase(), &Phase::Main);
    assert_eq!(game.state().robber, None);
    assert_eq!(game.view(Some(0)).robber, None);
    // No deck: buying is refused with its own error, and never listed.
    let seat = game.state().current;
    game.state_mut().players[seat as usize].hand = ResourceSet::from_resources([1, 1, 1, 1, 1]);
    assert!(game.state().dev_deck.is_empty());
    assert!(!game.legal_actions(seat).contains(&Action::BuyDevCard));
    assert_eq!(
        game.apply(seat, &Action::BuyDevCard),
        Err(RuleError::NoDevDeck)
    );
    assert_eq!(RuleError::NoDevDeck.code(), "no_dev_deck");
    // 3:1 with the bank for everyone.
    assert_eq!(
        trade_ratio(game.board(), game.state(), seat, Resource::Ore),
        3
    );
    // No Longest Road: however long the road, nobody takes it.
    assert!(!game.ruleset().has_award(Award::LongestRoad));
    assert_eq!(game.target_vp(), 8);
    assert!(game.ruleset().goods.gold);
}

#[test]
fn no_awards_are_computed_when_they_do_not_exist() {
    let mut game = Game::new(config(3, &[ModuleId::NoRobber]), 5).expect("valid");
    past_setup(&mut game);
    let seat = game.state().current;
    game.state_mut().players[seat as usize].hand = ResourceSet::from_resources([9, 9, 0, 0, 0]);
    let mut c = game.clone();
    // Build as many roads as possible: no LongestRoad event, no holder.
    {
        let st = c.state_mut();
        st.phase = Phase::Main;
    }
    let mut built = 0;
    while built < 8 {
        let Some(road) = c
            .legal_actions(seat)
            .into_iter()
            .find(|a| matches!(a, Action::BuildRoad { .. }))
        else {
            break;
        };
        let events = c.apply(seat, &road).expect("legal");
        assert!(
            !events
                .iter()
                .any(|e| matches!(e, Event::LongestRoad { .. }))
        );
        built += 1;
    }
    assert!(built >= 5, "{built}");
    assert_eq!(c.state().longest_road, None);
    // Largest Army, directly: three knights played give nothing.
    let mut k = game.clone();
    {
        let st = k.state_mut();
        st.phase = Phase::BeforeRoll;
        st.players[seat as usize].knights_played = 2;
        st.players[seat as usize].dev_cards[crate::resources::DevCard::Knight] = 1;
    }
    let events = k.apply(seat, &Action::PlayKnight).expect("a knight");
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::LargestArmy { .. }))
    );
    assert_eq!(k.state().largest_army, None);
    // With no robber the knight moves nothing.
    assert_eq!(k.phase(), &Phase::BeforeRoll);
}

#[test]
fn an_off_board_robber_comes_on_with_its_first_move() {
    let mut c = config(3, &[ModuleId::RobberOffBoard]);
    c.script.dice = vec![[3, 4]];
    let mut game = Game::new(c, 6).expect("valid");
    assert_eq!(game.state().robber, None);
    assert_eq!(game.view(None).robber, None);
    // Seat 0's own target shows in the views; the others play to the game's.
    let view = game.view(None);
    assert_eq!(view.target_vp, 12);
    assert_eq!(view.players[0].target_vp, Some(13));
    assert_eq!(view.players[1].target_vp, None);
    past_setup(&mut game);
    roll(&mut game);
    assert!(matches!(game.phase(), Phase::MoveRobber { .. }));
    let seat = game.state().current;
    let moves: Vec<Action> = game
        .legal_actions(seat)
        .into_iter()
        .filter(|a| matches!(a, Action::MoveRobber { .. }))
        .collect();
    // Every land hex is open, the desert included.
    let land = (0..game.board().hex_count() as u8)
        .filter(|&h| game.board().tile(h).terrain.robber_may_stand())
        .count();
    let hexes: std::collections::BTreeSet<_> = moves
        .iter()
        .map(|a| match a {
            Action::MoveRobber { hex, .. } => *hex,
            _ => unreachable!(),
        })
        .collect();
    assert_eq!(hexes.len(), land);
    game.apply(seat, &moves[0]).expect("moves");
    assert!(game.state().robber.is_some());
    assert!(game.view(None).robber.is_some());
}
