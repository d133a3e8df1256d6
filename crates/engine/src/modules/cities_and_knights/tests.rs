//! Cities & Knights' own rules: the ruleset and its combinations, the gate table, commodities,
//! improvements and metropolises, walls, the Trading House, random games.

use super::improvements::{MAX_WALLS, level_cost, wall_cost};
use super::*;
use crate::board::VertexId;
use crate::config::ConfigError;
use crate::event::Event;
use crate::modules::{ModuleState, game_in_main};
use crate::ruleset::{Ruleset, SevenRule};
use crate::state::{Building, Phase};
use crate::{Game, GameConfig};

fn config(players: u8, modules: &[ModuleId]) -> GameConfig {
    let mut c = GameConfig::base(players);
    c.modules = modules.to_vec();
    c
}

/// The game's Cities & Knights state, to set a test's scene (shared by the slice tests).
pub(super) fn ck(game: &mut Game) -> &mut CitiesAndKnights {
    game.state_mut()
        .modules
        .iter_mut()
        .find_map(|m| match m {
            ModuleState::CitiesAndKnights(c) => Some(c.as_mut()),
            _ => None,
        })
        .expect("cities_and_knights in play")
}

/// `seat`'s cities.
fn cities(game: &Game, seat: Seat) -> Vec<VertexId> {
    (0..game.board().vertex_count() as VertexId)
        .filter(|&v| {
            game.state().buildings[v as usize]
                .is_some_and(|b| b.owner == seat && b.kind == BuildingKind::City)
        })
        .collect()
}

/// Turns `seat`'s settlement into a city by hand (the stock kept as a build would).
fn upgrade_settlement(game: &mut Game, seat: Seat) -> VertexId {
    let v = (0..game.board().vertex_count() as VertexId)
        .find(|&v| {
            game.state().buildings[v as usize]
                .is_some_and(|b| b.owner == seat && b.kind == BuildingKind::Settlement)
        })
        .expect("a settlement");
    let st = game.state_mut();
    st.buildings[v as usize] = Some(Building::new(seat, BuildingKind::City));
    st.players[seat as usize].settlements_left += 1;
    st.players[seat as usize].cities_left -= 1;
    v
}

fn give(game: &mut Game, seat: Seat, goods: ResourceSet) {
    game.state_mut().players[seat as usize].hand.add(&goods);
    assert!(game.state_mut().bank.try_sub(&goods), "the bank holds {goods:?}");
}

fn improve(game: &mut Game, seat: Seat, track: Track, city: Option<VertexId>) -> Result<Vec<Event>, RuleError> {
    let metropolis = city.map(|v| game.board().vertex(v));
    game.apply(seat, &CkAction::ImproveCity { track, metropolis }.into())
}

/// A game in seat `current`'s main phase, with 3 players.
fn in_main(seed: u64) -> (Game, Seat) {
    let game = game_in_main(3, &[ModuleId::CitiesAndKnights], seed);
    let seat = game.state().current;
    (game, seat)
}

#[test]
fn the_ruleset_is_cities_and_knights() {
    let r = Ruleset::for_config(&config(3, &[ModuleId::CitiesAndKnights])).expect("accepted");
    assert_eq!(r.setup, SetupPlan::city_second());
    assert_eq!(r.robber, RobberMode::LockedUntilReleased);
    assert_eq!(r.seven, SevenRule::DiscardsThenRobber);
    assert_eq!(r.deck, DeckChoice::None);
    assert_eq!(r.awards, vec![Award::LongestRoad]);
    assert!(r.goods.commodities && !r.goods.gold);
    assert_eq!(r.target.total(), 13);
    assert_eq!(r.players, (3, 4));
    assert_eq!(r.bank_ratio, 4);
    // The configured target replaces the base.
    let mut c = config(4, &[ModuleId::CitiesAndKnights]);
    c.target_vp = Some(15);
    assert_eq!(Ruleset::for_config(&c).expect("accepted").target.total(), 15);
}

#[test]
fn only_event_cards_combines_with_it() {
    assert!(Ruleset::for_config(&config(3, &[ModuleId::CitiesAndKnights, ModuleId::EventCards])).is_ok());
    for other in [
        ModuleId::FriendlyRobber,
        ModuleId::Harbormaster,
        ModuleId::Fishermen,
        ModuleId::Rivers,
        ModuleId::Caravans,
    ] {
        assert_eq!(
            Ruleset::for_config(&config(3, &[ModuleId::CitiesAndKnights, other])).err(),
            Some(ConfigError::Incompatible {
                first: other,
                second: ModuleId::CitiesAndKnights,
                reason: Incompatibility::DifferentGames,
            }),
            "{other:?}"
        );
    }
    assert!(matches!(
        Ruleset::for_config(&config(2, &[ModuleId::CitiesAndKnights, ModuleId::CatanForTwo])),
        Err(ConfigError::Incompatible {
            reason: Incompatibility::PlayerCounts,
            ..
        })
    ));
    assert!(matches!(
        Game::new(config(2, &[ModuleId::CitiesAndKnights]), 0),
        Err(ConfigError::PlayerCount { min: 3, max: 4, got: 2 })
    ));
}

#[test]
fn the_gate_admits_the_red_die_up_to_the_level_plus_one() {
    // Reference §2.4: L1 draws on red 1–2, L2 1–3, … L5 on any red; level 0 never.
    for red in 1..=6 {
        assert!(!dice::gate_admits(0, red));
        for level in 1..=5u8 {
            assert_eq!(dice::gate_admits(level, red), red <= level + 1, "level {level}, red {red}");
        }
    }
    assert!((1..=6).all(|red| dice::gate_admits(5, red)));
}

#[test]
fn cities_take_a_commodity_on_forest_pasture_and_mountains() {
    let (game, _) = in_main(1);
    let hc = game.hook_ctx();
    let state = CitiesAndKnights {
        levels: vec![[0; 3]; 3],
        ..CitiesAndKnights::default()
    };
    let produce = |kind, resource| {
        let mut owed = ResourceSet::of(resource, kind_yield(kind));
        state.production_goods(&hc, 0, Building::new(0, kind), resource, &mut owed);
        owed
    };
    let two = |a: Good, b: Good| {
        let mut s = ResourceSet::of(a, 1);
        s[b] += 1;
        s
    };
    assert_eq!(produce(BuildingKind::City, Resource::Lumber), two(Good::Lumber, Good::Paper));
    assert_eq!(produce(BuildingKind::City, Resource::Wool), two(Good::Wool, Good::Cloth));
    assert_eq!(produce(BuildingKind::City, Resource::Ore), two(Good::Ore, Good::Coin));
    assert_eq!(produce(BuildingKind::City, Resource::Brick), ResourceSet::of(Resource::Brick, 2));
    assert_eq!(produce(BuildingKind::City, Resource::Grain), ResourceSet::of(Resource::Grain, 2));
    for r in Resource::ALL {
        assert_eq!(produce(BuildingKind::Settlement, r), ResourceSet::of(r, 1));
    }
}

fn kind_yield(kind: BuildingKind) -> u8 {
    kind.base_yield()
}

#[test]
fn improvements_cost_their_level_in_commodities_and_need_a_city() {
    let (mut game, seat) = in_main(3);
    give(&mut game, seat, ResourceSet::of(Good::Coin, 6));
    for level in 1..=3u8 {
        let before = game.state().players[seat as usize].hand[Good::Coin];
        let events = improve(&mut game, seat, Track::Politics, None).expect("legal");
        assert!(events.contains(&CkEvent::CityImproved { seat, track: Track::Politics, level }.into()));
        assert_eq!(before - game.state().players[seat as usize].hand[Good::Coin], level);
        assert_eq!(ck(&mut game).level(seat, Track::Politics), level);
    }
    // 0 coin left: level 4 costs 4.
    assert_eq!(
        improve(&mut game, seat, Track::Politics, None).err(),
        Some(RuleError::NotEnoughResources)
    );
    // Another seat's turn: refused.
    let other = (seat + 1) % 3;
    give(&mut game, other, ResourceSet::of(Good::Cloth, 1));
    assert_eq!(improve(&mut game, other, Track::Trade, None).err(), Some(RuleError::NotYourTurn));
    // Without a city: refused.
    for v in cities(&game, seat) {
        let st = game.state_mut();
        st.buildings[v as usize] = Some(Building::new(seat, BuildingKind::Settlement));
    }
    give(&mut game, seat, ResourceSet::of(Good::Cloth, 1));
    assert_eq!(improve(&mut game, seat, Track::Trade, None).err(), Some(CkError::NeedsCity.into()));
}

#[test]
fn the_first_to_level_four_takes_the_metropolis_and_the_first_to_five_takes_it_over() {
    let (mut game, a) = in_main(5);
    let b = (a + 1) % 3;
    let a_city = cities(&game, a)[0];
    // Seat a at science 3, seat b at science 4 already with no metropolis would be impossible;
    // build it up: a reaches 4 first.
    ck(&mut game).levels[a as usize][Track::Science as usize] = 3;
    ck(&mut game).levels[b as usize][Track::Science as usize] = 4;
    give(&mut game, a, level_cost(Track::Science, 4));
    let vp = game.total_vp(a);
    // The level wins the metropolis: a city must be named, and only a's own.
    assert_eq!(
        improve(&mut game, a, Track::Science, None).err(),
        Some(CkError::MetropolisCityNeeded.into())
    );
    let b_city = cities(&game, b)[0];
    assert_eq!(
        improve(&mut game, a, Track::Science, Some(b_city)).err(),
        Some(CkError::BadMetropolisCity.into())
    );
    let legal = game.legal_actions(a);
    assert!(legal.contains(
        &CkAction::ImproveCity { track: Track::Science, metropolis: Some(game.board().vertex(a_city)) }.into()
    ));
    assert!(!legal.contains(&CkAction::ImproveCity { track: Track::Science, metropolis: None }.into()));
    improve(&mut game, a, Track::Science, Some(a_city)).expect("legal");
    assert_eq!(game.total_vp(a), vp + 2);
    assert!(game.state().buildings[a_city as usize].is_some_and(|x| x.overlays.metropolis));
    assert_eq!(
        ck_ref(&game).metropolises[Track::Science as usize],
        Some(Metropolis { seat: a, vertex: game.board().vertex(a_city) })
    );
    // b's level 5 (on b's turn) takes it from a, still at 4.
    let st = game.state_mut();
    st.current = b;
    give(&mut game, b, level_cost(Track::Science, 5));
    let b_vp = game.total_vp(b);
    let events = improve(&mut game, b, Track::Science, Some(b_city)).expect("legal");
    assert!(events.contains(
        &CkEvent::MetropolisTaken {
            track: Track::Science,
            seat: b,
            vertex: game.board().vertex(b_city),
            from: Some((a, game.board().vertex(a_city))),
        }
        .into()
    ));
    assert_eq!(game.total_vp(a), vp);
    assert_eq!(game.total_vp(b), b_vp + 2);
    assert!(game.state().buildings[a_city as usize].is_some_and(|x| !x.overlays.metropolis));
    // Nobody takes it from a holder at 5: a's level 5 wins nothing now.
    let st = game.state_mut();
    st.current = a;
    give(&mut game, a, level_cost(Track::Science, 5));
    assert_eq!(
        improve(&mut game, a, Track::Science, Some(a_city)).err(),
        Some(CkError::BadMetropolisCity.into())
    );
    improve(&mut game, a, Track::Science, None).expect("legal");
    assert_eq!(ck(&mut game).metropolises[Track::Science as usize].map(|m| m.seat), Some(b));
    assert_eq!(
        improve(&mut game, a, Track::Science, None).err(),
        Some(CkError::TopLevel.into())
    );
}

#[test]
fn levels_four_and_five_need_a_city_without_a_metropolis() {
    let (mut game, a) = in_main(7);
    let city = cities(&game, a)[0];
    ck(&mut game).levels[a as usize] = [3, 3, 0];
    give(&mut game, a, level_cost(Track::Trade, 4));
    improve(&mut game, a, Track::Trade, Some(city)).expect("the trade metropolis");
    // The one city holds a metropolis: politics level 4 is refused, and not listed.
    give(&mut game, a, level_cost(Track::Politics, 4));
    assert_eq!(
        improve(&mut game, a, Track::Politics, Some(city)).err(),
        Some(CkError::NoCityForMetropolis.into())
    );
    assert!(!game.legal_actions(a).iter().any(|x| matches!(
        x,
        crate::Action::Module(crate::modules::ModuleAction::CitiesAndKnights(CkAction::ImproveCity {
            track: Track::Politics,
            ..
        }))
    )));
    // A second city opens it.
    let second = upgrade_settlement(&mut game, a);
    improve(&mut game, a, Track::Politics, Some(second)).expect("the politics metropolis");
    assert_eq!(game.state().players[a as usize].metropolises, 2);
}

#[test]
fn walls_raise_the_hand_limit_by_two_and_stop_at_three() {
    let (mut game, a) = in_main(11);
    let first = cities(&game, a)[0];
    let second = upgrade_settlement(&mut game, a);
    give(&mut game, a, wall_cost());
    let hc = game.hook_ctx();
    assert_eq!(ck_ref(&game).hand_limit(&hc, a, 7), 7);
    game.apply(a, &CkAction::BuildWall { vertex: game.board().vertex(first) }.into())
        .expect("legal");
    let hc = game.hook_ctx();
    assert_eq!(ck_ref(&game).hand_limit(&hc, a, 7), 9);
    // Three walls at most: with three on the board a fourth is refused.
    give(&mut game, a, wall_cost());
    game.apply(a, &CkAction::BuildWall { vertex: game.board().vertex(second) }.into())
        .expect("legal");
    let hc = game.hook_ctx();
    assert_eq!(ck_ref(&game).hand_limit(&hc, a, 7), 11);
    // A third city and wall, then a fourth city: no wall left.
    let b = (a + 1) % 3;
    let st = game.state_mut();
    let third = (0..st.buildings.len())
        .find(|&v| st.buildings[v].is_some_and(|x| x.owner == b && x.kind == BuildingKind::City))
        .expect("b's city") as VertexId;
    // Borrow b's city for a (the test needs four cities of a's).
    st.buildings[third as usize] = Some(Building::new(a, BuildingKind::City));
    give(&mut game, a, wall_cost());
    game.apply(a, &CkAction::BuildWall { vertex: game.board().vertex(third) }.into())
        .expect("legal");
    let st = game.state_mut();
    let fourth = (0..st.buildings.len())
        .find(|&v| st.buildings[v].is_some_and(|x| x.owner == b && x.kind == BuildingKind::Settlement))
        .expect("b's settlement") as VertexId;
    st.buildings[fourth as usize] = Some(Building::new(a, BuildingKind::City));
    give(&mut game, a, wall_cost());
    assert_eq!(
        game.apply(a, &CkAction::BuildWall { vertex: game.board().vertex(fourth) }.into()).err(),
        Some(RuleError::NoPiecesLeft("walls"))
    );
    assert_eq!(improvements::walls_of(ck_ref(&game), game.board(), game.state(), a), MAX_WALLS);
}

/// The game's Cities & Knights state, read-only (shared by the slice tests).
pub(super) fn ck_ref(game: &Game) -> &CitiesAndKnights {
    game.state()
        .modules
        .iter()
        .find_map(|m| match m {
            ModuleState::CitiesAndKnights(c) => Some(c.as_ref()),
            _ => None,
        })
        .expect("cities_and_knights in play")
}

#[test]
fn the_trading_house_trades_commodities_two_for_one() {
    let (mut game, a) = in_main(13);
    let trade = |give: Good| crate::Action::BankTrade { give, get: Good::Ore, ratio: Some(2) };
    give(&mut game, a, ResourceSet::of(Good::Cloth, 2));
    give(&mut game, a, ResourceSet::of(Good::Wool, 2));
    let before = game.clone();
    assert!(game.apply(a, &trade(Good::Cloth)).is_err());
    assert_eq!(game.state(), before.state());
    ck(&mut game).levels[a as usize][Track::Trade as usize] = 3;
    // Commodities only: wool keeps its ratio.
    assert!(game.apply(a, &trade(Good::Wool)).is_err());
    game.apply(a, &trade(Good::Cloth)).expect("2:1 with the Trading House");
    assert_eq!(game.state().players[a as usize].hand[Good::Cloth], 0);
}

#[test]
fn the_robber_stays_put_on_a_seven_until_released() {
    let mut c = config(3, &[ModuleId::CitiesAndKnights]);
    c.script.dice = vec![[3, 5], [3, 4]];
    let mut game = Game::new(c, 17).expect("valid");
    while !matches!(game.phase(), Phase::Main) {
        let seat = game.pending()[0].seat;
        let action = crate::autoplay::minimal_action(&game, seat).expect("a move");
        game.apply(seat, &action).expect("legal");
    }
    let robber = game.state().robber;
    let seat = game.state().current;
    game.apply(seat, &crate::Action::EndTurn).expect("legal");
    let next = game.state().current;
    // Each hand small: no discards; the 7 leaves the robber where it is.
    game.apply(next, &crate::Action::Roll).expect("legal");
    assert_eq!(game.state().last_roll, Some([3, 4]));
    assert_eq!(game.phase(), &Phase::Main);
    assert_eq!(game.state().robber, robber);
    ck(&mut game).robber_released = true;
    game.apply(next, &crate::Action::EndTurn).expect("legal");
}

#[test]
fn random_games_with_cities_and_knights_end_and_conserve_commodities() {
    for seed in 0..6 {
        for modules in [vec![ModuleId::CitiesAndKnights], vec![ModuleId::CitiesAndKnights, ModuleId::EventCards]] {
            let mut game = Game::new(config(3 + (seed % 2) as u8, &modules), seed).expect("valid");
            let mut rng = <rand_pcg::Pcg64Mcg as rand::SeedableRng>::seed_from_u64(seed);
            let mut scratch = Vec::new();
            let opts = crate::random_play::RandomPlayOptions::default();
            for _ in 0..400_000 {
                if game.is_over() {
                    break;
                }
                let Some((seat, action)) =
                    crate::random_play::random_step(&game, &mut rng, opts, &mut scratch)
                else {
                    break;
                };
                game.apply(seat, &action).expect("a listed action applies");
                let st = game.state();
                for c in [Good::Paper, Good::Cloth, Good::Coin] {
                    let aside: u32 = st.modules.iter().map(|m| u32::from(m.hooks().held_resources()[c])).sum();
                    let held: u32 = st.players.iter().map(|p| u32::from(p.hand[c])).sum::<u32>() + aside;
                    assert_eq!(held + u32::from(st.bank[c]), u32::from(crate::goods::COMMODITY_STOCK), "{c:?}");
                }
                let metropolises: u8 = st.players.iter().map(|p| p.metropolises).sum();
                let on_board = st.buildings.iter().flatten().filter(|b| b.overlays.metropolis).count();
                assert_eq!(usize::from(metropolises), on_board);
                assert!(on_board <= 3);
            }
            assert!(game.is_over(), "seed {seed} {modules:?} ends");
        }
    }
}

/// Ends the current turn and readies the next roll to bring the ship to Catan with `dice`.
fn next_roll_attacks(game: &mut Game, dice: [u8; 2]) -> Seat {
    let seat = game.state().current;
    game.apply(seat, &crate::Action::EndTurn).expect("legal");
    let c = ck(game);
    c.ship = SHIP_STEPS - 1;
    c.scripted = [EventDie::Ship].into();
    game.state_mut().chance.dice = [dice].into();
    game.state().current
}

fn city_count(game: &Game) -> usize {
    game.state()
        .buildings
        .iter()
        .flatten()
        .filter(|b| b.kind == BuildingKind::City)
        .count()
}

#[test]
fn with_no_knights_the_barbarians_pillage_each_only_city_and_release_the_robber() {
    let (mut game, _) = in_main(21);
    let vp: Vec<u32> = (0..3).map(|s| game.total_vp(s)).collect();
    let roller = next_roll_attacks(&mut game, [3, 5]);
    assert_eq!(city_count(&game), 3);
    let events = game.apply(roller, &crate::Action::Roll).expect("legal");
    assert!(events.contains(
        &CkEvent::BarbarianAttack {
            strength: 3,
            defence: vec![0, 0, 0],
            catan_wins: false
        }
        .into()
    ));
    let pillaged = events
        .iter()
        .filter(|e| matches!(e, Event::Module(crate::modules::ModuleEvent::CitiesAndKnights(CkEvent::CityPillaged { reduced: false, .. }))))
        .count();
    assert_eq!(pillaged, 3);
    assert!(events.contains(&CkEvent::BarbariansRetreated { robber_released: true }.into()));
    // The battle came before production (the 8 paid settlements only).
    let attack = events.iter().position(|e| matches!(e, Event::Module(crate::modules::ModuleEvent::CitiesAndKnights(CkEvent::BarbarianAttack { .. })))).expect("attack");
    assert!(events[..attack].iter().all(|e| !matches!(e, Event::Produced { .. })));
    assert_eq!(city_count(&game), 0);
    for s in 0..3 {
        assert_eq!(game.total_vp(s), vp[s as usize] - 1);
        assert_eq!(game.state().players[s as usize].cities_left, 4);
    }
    assert_eq!(ck_ref(&game).ship, 0);
    assert!(ck_ref(&game).robber_released);
    assert_eq!(game.phase(), &Phase::Main);
}

#[test]
fn a_seat_with_several_cities_chooses_and_the_roll_waits_for_it() {
    let (mut game, _) = in_main(23);
    let roller = next_roll_attacks(&mut game, [3, 5]);
    let chooser = (roller + 1) % 3;
    let second = upgrade_settlement(&mut game, chooser);
    let first = cities(&game, chooser).into_iter().find(|&v| v != second).expect("setup city");
    let events = game.apply(roller, &crate::Action::Roll).expect("legal");
    assert!(events.contains(&Event::DecisionsRequired { seats: vec![chooser] }));
    assert!(!events.iter().any(|e| matches!(e, Event::Produced { .. })));
    assert_eq!(
        game.pending(),
        vec![crate::game::Pending { seat: chooser, decision: CkDecision::PillageCity.into() }]
    );
    assert_eq!(game.legal_actions(chooser).len(), 2);
    assert!(game.apply(roller, &crate::Action::EndTurn).is_err());
    // Another seat's settlement is not the chooser's city.
    let settlement = (0..game.board().vertex_count() as VertexId)
        .find(|&v| game.state().buildings[v as usize].is_some_and(|b| b.owner != chooser && b.kind == BuildingKind::Settlement))
        .expect("a settlement");
    let choose = |v: VertexId, g: &Game| crate::Action::from(CkAction::ChoosePillagedCity { vertex: g.board().vertex(v) });
    assert_eq!(
        game.apply(chooser, &choose(settlement, &game)).err(),
        Some(CkError::NotPillageable.into())
    );
    let events = game.apply(chooser, &choose(first, &game)).expect("legal");
    assert!(events.contains(&CkEvent::BarbariansRetreated { robber_released: true }.into()));
    assert_eq!(cities(&game, chooser), vec![second]);
    assert_eq!(game.phase(), &Phase::Main);
    // Autoplay may make the choice: it is owed and spends nothing.
    let c = ck_ref(&game).clone();
    assert!(c.autoplay_allowed(&game.hook_ctx(), chooser, &CkAction::ChoosePillagedCity { vertex: game.board().vertex(second) }));
}

#[test]
fn metropolises_are_never_pillaged_and_a_seven_moves_the_robber_after_the_battle() {
    let (mut game, _) = in_main(25);
    let roller = next_roll_attacks(&mut game, [3, 4]);
    let holder = (roller + 2) % 3;
    let city = cities(&game, holder)[0];
    game.state_mut().buildings[city as usize]
        .as_mut()
        .expect("city")
        .overlays
        .metropolis = true;
    game.state_mut().players[holder as usize].metropolises = 1;
    let events = game.apply(roller, &crate::Action::Roll).expect("legal");
    assert_eq!(cities(&game, holder), vec![city]);
    assert_eq!(city_count(&game), 1);
    assert!(events.contains(&CkEvent::BarbariansRetreated { robber_released: true }.into()));
    // Released by this battle, the robber moves for the 7 rolled with it.
    assert!(matches!(game.phase(), Phase::MoveRobber { .. } | Phase::Discard { .. }));
}

#[test]
fn a_pillaged_city_with_no_settlement_left_stands_for_one_until_rebuilt() {
    let (mut game, _) = in_main(27);
    let roller = next_roll_attacks(&mut game, [3, 5]);
    let seat = (roller + 1) % 3;
    game.state_mut().players[seat as usize].settlements_left = 0;
    let city = cities(&game, seat)[0];
    let vp = game.total_vp(seat);
    let events = game.apply(roller, &crate::Action::Roll).expect("legal");
    assert!(events.contains(
        &CkEvent::CityPillaged { seat, vertex: game.board().vertex(city), reduced: true }.into()
    ));
    assert_eq!(game.total_vp(seat), vp - 1);
    assert!(game.state().buildings[city as usize].is_some_and(|b| b.kind == BuildingKind::City));
    assert!(cities(&game, seat).contains(&city));
    // It is not a city for improvements, walls or the barbarians.
    assert_eq!(barbarians::strength(ck_ref(&game), game.board(), game.state()), 0);
    let hc = game.hook_ctx();
    let mut owed = ResourceSet::of(Resource::Ore, 2);
    ck_ref(&game).production_goods(&hc, city, game.state().buildings[city as usize].expect("city"), Resource::Ore, &mut owed);
    assert_eq!(owed, ResourceSet::of(Resource::Ore, 1));
    // On its turn: another city is refused until this one is rebuilt.
    while game.state().current != seat {
        let s = game.state().current;
        game.state_mut().chance.dice = [[3, 5]].into();
        if game.phase() == &Phase::BeforeRoll {
            game.apply(s, &crate::Action::Roll).expect("legal");
        }
        game.apply(s, &crate::Action::EndTurn).expect("legal");
    }
    game.state_mut().chance.dice = [[3, 5]].into();
    game.apply(seat, &crate::Action::Roll).expect("legal");
    let settlement = (0..game.board().vertex_count() as VertexId)
        .find(|&v| game.state().buildings[v as usize].is_some_and(|b| b.owner == seat && b.kind == BuildingKind::Settlement))
        .expect("a settlement");
    give(&mut game, seat, crate::resources::CITY_COST);
    let build = crate::Action::BuildCity { vertex: game.board().vertex(settlement) };
    assert!(!game.legal_actions(seat).contains(&build));
    assert_eq!(game.apply(seat, &build).err(), Some(CkError::RebuildFirst.into()));
    let rebuild = CkAction::RebuildCity { vertex: game.board().vertex(city) }.into();
    assert!(game.legal_actions(seat).contains(&rebuild));
    let events = game.apply(seat, &rebuild).expect("legal");
    assert!(events.contains(&CkEvent::CityRebuilt { seat, vertex: game.board().vertex(city) }.into()));
    assert_eq!(game.total_vp(seat), vp);
    assert!(ck_ref(&game).reduced.is_empty());
}

