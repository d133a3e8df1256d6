//! Property tests: random games played to the end with the design's invariants checked after
//! every action, and arbitrary (seat, action) pairs that must never panic or half-apply.
//!
//! `KAITAKU_PROPERTY_GAMES` sets how many random games run (default 3000).

use kaitaku_engine::board::layout::{LayoutChoice, NumberPlacement};
use kaitaku_engine::board::{Corner, Edge, Hex, Side, Vertex};
use kaitaku_engine::modules::catan_for_two::{CatanForTwoAction, CatanForTwoEvent};
use kaitaku_engine::modules::event_cards::{EventCardsAction, EventCardsEvent};
use kaitaku_engine::modules::{ModuleEvent, ModuleId, ModuleState};
use kaitaku_engine::random_play::{RandomPlayOptions, random_step};
use kaitaku_engine::resources::{DevCard, Good, Resource, ResourceSet};
use kaitaku_engine::rules::awards::longest_road;
use kaitaku_engine::rules::trade::trade_ratios;
use kaitaku_engine::state::{BuildingKind, Phase};
use kaitaku_engine::{Action, Event, Game, GameConfig, TradeResponse};
use proptest::prelude::*;
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

fn games_to_run() -> u64 {
    std::env::var("KAITAKU_PROPERTY_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3000)
}

/// The rulesets the games cycle through, from the registry: the base game, each module alone,
/// every accepted pair and the largest accepted sets (`rulesets_to_test`).
static RULESETS: std::sync::LazyLock<Vec<Vec<ModuleId>>> =
    std::sync::LazyLock::new(kaitaku_engine::modules::rulesets_to_test);

fn config_for(seed: u64) -> GameConfig {
    let modules = &RULESETS[(seed / 3) as usize % RULESETS.len()];
    let players = kaitaku_engine::modules::players_for(modules, seed);
    let mut config = GameConfig::base(players);
    config.modules = modules.to_vec();
    config.layout = match seed % 3 {
        0 => LayoutChoice::Beginner,
        1 => LayoutChoice::Variable {
            numbers: NumberPlacement::Spiral,
        },
        _ => LayoutChoice::Variable {
            numbers: NumberPlacement::Random,
        },
    };
    config
}

/// The Harbormaster holder, when the module is in play.
fn harbormaster_holder(game: &Game) -> Option<u8> {
    game.state().modules.iter().find_map(|m| match m {
        ModuleState::Harbormaster(h) => h.holder,
        _ => None,
    })
}

/// The VP the Rivers of Catan's cards give a seat (0 without the module).
fn rivers_titles_vp(game: &Game, seat: u8) -> i32 {
    game.state()
        .modules
        .iter()
        .find_map(|m| match m {
            ModuleState::Rivers(r) => {
                Some(i32::from(r.wealthiest == Some(seat)) - 2 * i32::from(r.poor.contains(&seat)))
            }
            _ => None,
        })
        .unwrap_or(0)
}

/// A seat's points for buildings between two camels (The Caravans), counted here from the
/// camels' paths: a building of the seat where two camel paths meet.
fn caravans_bonus(game: &Game, seat: u8) -> u32 {
    let Some(c) = game.state().modules.iter().find_map(|m| match m {
        ModuleState::Caravans(c) => Some(c),
        _ => None,
    }) else {
        return 0;
    };
    let board = game.board();
    let camels: Vec<Edge> = c.routes.iter().flatten().copied().collect();
    (0..board.vertex_count() as u16)
        .filter(|&v| {
            let name = board.vertex(v);
            camels
                .iter()
                .filter(|e| e.endpoints().contains(&name))
                .count()
                >= 2
                && game.state().buildings[v as usize].is_some_and(|b| b.owner == seat)
        })
        .count() as u32
}

/// Barbarian Attack: 1 VP per 2 prisoners, minus what buildings standing only on conquered
/// hexes (3 barbarians on every land hex around them) would score, counted here directly.
fn barbarian_attack_vp(game: &Game, seat: u8) -> i32 {
    let Some(b) = game.state().modules.iter().find_map(|m| match m {
        ModuleState::BarbarianAttack(b) => Some(b),
        _ => None,
    }) else {
        return 0;
    };
    let board = game.board();
    let mut vp = i32::from(b.prisoners[seat as usize] / 2);
    for v in 0..board.vertex_count() as u16 {
        let Some(building) = game.state().buildings[v as usize] else {
            continue;
        };
        if building.owner != seat {
            continue;
        }
        let land: Vec<u8> = board
            .vertex_hexes(v)
            .filter(|&h| !board.tile(h).terrain.is_water())
            .collect();
        if !land.is_empty() && land.iter().all(|&h| b.barbarians[h as usize] >= 3) {
            vp -= match building.kind {
                kaitaku_engine::state::BuildingKind::City => 2,
                _ => 1,
            };
        }
    }
    vp
}

/// Goods a module holds aside (Good Neighbors gifts in transit).
fn module_held(game: &Game, r: Good) -> u32 {
    game.state()
        .modules
        .iter()
        .map(|m| m.hooks().held_resources()[r] as u32)
        .sum()
}

/// Checks every invariant of design §8 on a game. `cards_gone` counts development cards that
/// left play: progress cards played and (Catan for Two) knights discarded.
fn check_invariants(game: &Game, cards_gone: u32, context: &str) {
    let st = game.state();
    let board = game.board();
    // Every good is conserved between the bank, the hands and cards a module holds aside
    // (19 of each resource; commodities and gold only in games that have them).
    let start = kaitaku_engine::goods::starting_bank(board, st);
    for r in Good::ALL {
        let held: u32 = st.players.iter().map(|p| p.hand[r] as u32).sum();
        assert_eq!(
            held + st.bank[r] as u32 + module_held(game, r),
            start[r] as u32,
            "{context}: {r} not conserved"
        );
    }
    // Development cards are conserved (the base deck's 25, or none when the ruleset has no
    // base deck).
    let held: u32 = st.players.iter().map(|p| p.dev_cards.total()).sum();
    let knights: u32 = st.players.iter().map(|p| p.knights_played as u32).sum();
    let deck = if game.ruleset().deck == kaitaku_engine::ruleset::DeckChoice::Base {
        25
    } else {
        0
    };
    assert_eq!(
        st.dev_deck.len() as u32 + held + knights + cards_gone,
        deck,
        "{context}: development cards not conserved"
    );
    // Neutral colours (Catan for Two) keep within their stock.
    for owner in st.seat_count()..st.seat_count() + 2 {
        let roads = st.roads.iter().filter(|r| **r == Some(owner)).count();
        let settlements = st
            .buildings
            .iter()
            .flatten()
            .filter(|b| b.owner == owner)
            .count();
        assert!(
            roads <= 15 && settlements <= 5,
            "{context}: neutral {owner} pieces"
        );
    }
    if let Some(ModuleState::CatanForTwo(two)) = st
        .modules
        .iter()
        .find(|m| matches!(m, ModuleState::CatanForTwo(_)))
    {
        let tokens: u32 = two.tokens.iter().map(|&t| t as u32).sum();
        assert_eq!(tokens + two.supply as u32, 20, "{context}: trade tokens");
    }
    for (seat, p) in st.players.iter().enumerate() {
        let seat = seat as u8;
        // Bridges (Rivers) are pieces of their own, not taken from the roads.
        let roads = st
            .roads
            .iter()
            .enumerate()
            .filter(|(e, r)| {
                **r == Some(seat)
                    && st.road_kind(*e as u16) != Some(kaitaku_engine::pieces::RoadKind::Bridge)
            })
            .count() as u32;
        let settlements = st
            .buildings
            .iter()
            .flatten()
            .filter(|b| b.owner == seat && b.kind == BuildingKind::Settlement)
            .count() as u32;
        let cities = st
            .buildings
            .iter()
            .flatten()
            .filter(|b| b.owner == seat && b.kind == BuildingKind::City)
            .count() as u32;
        // Piece limits.
        assert_eq!(
            roads + p.roads_left as u32,
            15,
            "{context}: roads of {seat}"
        );
        assert_eq!(
            settlements + p.settlements_left as u32,
            5,
            "{context}: settlements of {seat}"
        );
        assert_eq!(
            cities + p.cities_left as u32,
            4,
            "{context}: cities of {seat}"
        );
        // VP equals what the board and cards give.
        let mut vp = settlements + 2 * cities + p.dev_cards[DevCard::VictoryPoint] as u32;
        if st.longest_road == Some(seat) {
            vp += 2;
        }
        if st.largest_army == Some(seat) {
            vp += 2;
        }
        if harbormaster_holder(game) == Some(seat) {
            vp += 2;
        }
        vp += caravans_bonus(game, seat);
        // Metropolises (Cities & Knights) on the seat's cities: +2 each, counted on the board.
        vp += 2 * st
            .buildings
            .iter()
            .flatten()
            .filter(|b| b.owner == seat && b.overlays.metropolis)
            .count() as u32;
        // The Rivers of Catan: Wealthiest Settler +1, Poor Settler −2 (never below 0 in all).
        let vp = (vp as i32
            + rivers_titles_vp(game, seat)
            + barbarian_attack_vp(game, seat)
            + cities_and_knights_vp(game, seat))
        .max(0) as u32;
        assert_eq!(game.total_vp(seat), vp, "{context}: VP of {seat}");
        // The cached road length is right.
        assert_eq!(
            p.road_length,
            longest_road(board, st, seat),
            "{context}: road length of {seat}"
        );
        assert!(
            p.dev_bought_this_turn
                .0
                .iter()
                .zip(p.dev_cards.0.iter())
                .all(|(b, h)| b <= h)
        );
    }
    // Award holders lead their category.
    if let Some(h) = st.longest_road {
        let l = st.players[h as usize].road_length;
        assert!(l >= 5, "{context}: longest road holder has {l}");
        assert!(
            st.players.iter().all(|p| p.road_length <= l),
            "{context}: longest road not the longest"
        );
    }
    if let Some(h) = st.largest_army {
        let k = st.players[h as usize].knights_played;
        assert!(k >= 3);
        assert!(
            st.players
                .iter()
                .enumerate()
                .all(|(s, p)| s == h as usize || p.knights_played <= k),
            "{context}: largest army holder has fewer knights than someone"
        );
    }
    // Distance rule everywhere.
    for v in 0..board.vertex_count() as u16 {
        if st.buildings[v as usize].is_some() {
            assert!(
                board
                    .vertex_neighbors(v)
                    .all(|n| st.buildings[n as usize].is_none())
            );
        }
    }
    if let Phase::GameOver { winner } = st.phase {
        let vp: Vec<u32> = (0..st.seat_count()).map(|s| game.total_vp(s)).collect();
        let max = vp.iter().copied().max().unwrap_or(0);
        match winner {
            // A winner reached the target, or led a locked game alone.
            Some(w) => assert!(
                vp[w as usize] >= game.target_vp() as u32
                    || (st.locked
                        && vp[w as usize] == max
                        && vp.iter().filter(|&&v| v == max).count() == 1),
                "{context}: winner {w} with {vp:?}"
            ),
            // A draw: only a locked game with the lead shared.
            None => assert!(
                st.locked && vp.iter().filter(|&&v| v == max).count() > 1,
                "{context}: draw with {vp:?}"
            ),
        }
    }
    if let Some(r) = st.robber {
        assert!(st.tiles_on(board).face(r).robber_may_stand());
    }
}

#[test]
fn random_games_keep_every_invariant() {
    let games = games_to_run();
    let mut won = 0;
    let mut locked = 0;
    let mut stuck = Vec::new();
    let mut slow = 0;
    let mut scratch = Vec::new();
    for seed in (0..games).map(crate::test_seed) {
        let config = config_for(seed);
        let mut game = Game::new(config.clone(), seed).expect("valid config");
        let mut rng = Pcg64Mcg::seed_from_u64(seed.wrapping_mul(7919));
        let opts = RandomPlayOptions {
            domestic_trades: true,
        };
        let mut log: Vec<(u8, Action)> = Vec::new();
        let mut progress_played = 0;
        // Every 20th game, check that every listed legal action really applies.
        let check_all_legal = seed.is_multiple_of(20);
        for step in 0..50_000 {
            let Some((seat, action)) = random_step(&game, &mut rng, opts, &mut scratch) else {
                break;
            };
            if check_all_legal {
                for s in 0..game.seat_count() {
                    for a in game.legal_actions(s) {
                        let mut copy = game.clone();
                        if let Err(e) = copy.apply(s, &a) {
                            panic!(
                                "seed {seed} step {step}: legal action {a:?} of seat {s} refused: {e}"
                            );
                        }
                    }
                }
            }
            let before = game.state().clone();
            let version = game.version();
            match game.apply(seat, &action) {
                Ok(events) => {
                    assert_eq!(game.version(), version + 1);
                    progress_played += events
                        .iter()
                        .filter(|e| {
                            matches!(e, Event::DevCardPlayed { card, .. } if *card != DevCard::Knight)
                                || matches!(
                                    e,
                                    Event::Module(ModuleEvent::CatanForTwo(
                                        CatanForTwoEvent::KnightDiscarded { .. }
                                    ))
                                )
                        })
                        .count() as u32;
                    log.push((seat, action));
                }
                Err(e) => {
                    // Only the random trade offers may be refused; the state must be untouched.
                    assert!(
                        matches!(action, Action::OfferTrade { .. }),
                        "seed {seed}: {action:?} refused: {e}"
                    );
                    assert_eq!(
                        game.state(),
                        &before,
                        "seed {seed}: refused action changed state"
                    );
                }
            }
            check_invariants(&game, progress_played, &format!("seed {seed} step {step}"));
        }
        if !game.is_over() && !game.is_locked() {
            // The random player may merely be slow (it trades its cards away as often as it
            // builds): a purposeful player takes over, and only a game that still neither ends
            // nor locks is stuck.
            slow += 1;
            for step in 0..20_000 {
                if game.is_over() {
                    break;
                }
                let Some((seat, action)) = purposeful_step(&game, &mut rng, &mut scratch) else {
                    break;
                };
                game.apply(seat, &action)
                    .unwrap_or_else(|e| panic!("seed {seed}: purposeful {action:?} refused: {e}"));
                log.push((seat, action));
                check_invariants(
                    &game,
                    progress_played,
                    &format!("seed {seed} purposeful step {step}"),
                );
            }
        }
        if game.is_locked() {
            locked += 1;
        } else if game.is_over() {
            won += 1;
        } else {
            stuck.push(seed);
        }
        // Replaying the log from the config and seed gives the same state.
        let mut replay = Game::new(config, seed).expect("valid config");
        for (seat, action) in &log {
            replay
                .apply(*seat, action)
                .expect("replayed action applies");
        }
        assert_eq!(replay.state(), game.state(), "seed {seed}: replay differs");
        // A snapshot round-trips through JSON.
        let json = serde_json::to_string(&game).expect("serialises");
        let back: Game = serde_json::from_str(&json).expect("deserialises");
        assert_eq!(back.state(), game.state(), "seed {seed}: snapshot differs");
    }
    println!(
        "{games} random games: {won} won, {locked} locked; {slow} needed the purposeful player"
    );
    assert!(
        stuck.is_empty(),
        "games neither finished nor locked after 50,000 actions (seeds): {stuck:?}"
    );
}

/// A player that builds whenever it can (city, settlement, development card, road), trades with
/// the bank only for ore and grain (what cities and cards need), and otherwise ends its turn:
/// finishes the games the uniform random player is too slow to.
fn purposeful_step(
    game: &Game,
    rng: &mut Pcg64Mcg,
    scratch: &mut Vec<Action>,
) -> Option<(u8, Action)> {
    let pending = game.pending();
    let p = *pending.first()?;
    if p.decision != kaitaku_engine::Decision::TakeTurn {
        return random_step(game, rng, RandomPlayOptions::default(), scratch);
    }
    let legal = game.legal_actions(p.seat);
    let rank = |a: &Action| match a {
        Action::EndLockedGame => 0,
        Action::BuildCity { .. } => 1,
        Action::BuildSettlement { .. } => 2,
        Action::BuyDevCard => 3,
        Action::BuildRoad { .. } => 4,
        // A module's own action (a city improvement, a bridge…): after the base builds.
        Action::Module(_) => 5,
        Action::BankTrade { give, get, .. }
            if matches!(get, Good::Ore | Good::Grain)
                && !matches!(give, Good::Ore | Good::Grain) =>
        {
            5
        }
        Action::CancelTrade => 6,
        Action::EndTurn => 7,
        _ => 8,
    };
    legal
        .iter()
        .min_by_key(|a| rank(a))
        .cloned()
        .map(|a| (p.seat, a))
}

#[test]
fn hidden_information_stays_hidden() {
    let seed = crate::test_seed(42);
    let mut game = Game::new(GameConfig::base(4), seed).expect("valid config");
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    kaitaku_engine::random_play::play_out(&mut game, &mut rng, RandomPlayOptions::default(), 400);
    let public = game.view(None);
    assert!(
        public
            .players
            .iter()
            .all(|p| p.hand.is_none() && p.dev_cards.is_none())
    );
    for seat in 0..4u8 {
        let v = game.view(Some(seat));
        for p in &v.players {
            assert_eq!(p.hand.is_some(), p.seat == seat);
            assert_eq!(p.dev_cards.is_some(), p.seat == seat);
        }
    }
    let stolen = Event::Stole {
        thief: 0,
        victim: 1,
        resource: Some(Good::Ore),
    };
    assert_eq!(stolen.redacted_for(Some(0)), stolen);
    assert_eq!(stolen.redacted_for(Some(1)), stolen);
    assert!(matches!(
        stolen.redacted_for(Some(2)),
        Event::Stole { resource: None, .. }
    ));
    assert!(matches!(
        stolen.redacted_for(None),
        Event::Stole { resource: None, .. }
    ));
    let bought = Event::DevCardBought {
        seat: 2,
        card: Some(DevCard::VictoryPoint),
    };
    assert!(matches!(
        bought.redacted_for(None),
        Event::DevCardBought { card: None, .. }
    ));
    assert_eq!(bought.redacted_for(Some(2)), bought);
}

// ---- Fuzzing apply with arbitrary actions ----

fn hex_strategy() -> impl Strategy<Value = Hex> {
    (-4i8..=4, -4i8..=4).prop_map(|(q, r)| Hex::new(q, r))
}

fn resource_strategy() -> impl Strategy<Value = Resource> {
    prop::sample::select(Resource::ALL.to_vec())
}

fn set_strategy() -> impl Strategy<Value = ResourceSet> {
    prop::array::uniform5(0u8..4).prop_map(ResourceSet::from_resources)
}

/// Any good, commodities and gold included (refused in games without them).
fn good_strategy() -> impl Strategy<Value = Good> {
    prop::sample::select(Good::ALL.to_vec())
}

fn vertex_strategy() -> impl Strategy<Value = Vertex> {
    (hex_strategy(), prop::bool::ANY)
        .prop_map(|(h, n)| Vertex::new(h, if n { Corner::N } else { Corner::S }))
}

fn edge_strategy() -> impl Strategy<Value = Edge> {
    (hex_strategy(), 0u8..3)
        .prop_map(|(h, s)| Edge::new(h, [Side::NE, Side::NW, Side::W][s as usize]))
}

fn action_strategy() -> impl Strategy<Value = Action> {
    prop_oneof![
        Just(Action::Roll),
        Just(Action::EndTurn),
        Just(Action::BuyDevCard),
        Just(Action::PlayKnight),
        Just(Action::PlayRoadBuilding),
        Just(Action::CancelTrade),
        edge_strategy().prop_map(|edge| Action::BuildRoad { edge }),
        vertex_strategy().prop_map(|vertex| Action::BuildSettlement { vertex }),
        vertex_strategy().prop_map(|vertex| Action::BuildCity { vertex }),
        set_strategy().prop_map(|take| Action::PlayYearOfPlenty { take }),
        resource_strategy().prop_map(|resource| Action::PlayMonopoly { resource }),
        (hex_strategy(), prop::option::of(0u8..6))
            .prop_map(|(hex, victim)| Action::MoveRobber { hex, victim }),
        set_strategy().prop_map(|cards| Action::Discard { cards }),
        (good_strategy(), good_strategy(), prop::option::of(0u8..6))
            .prop_map(|(give, get, ratio)| Action::BankTrade { give, get, ratio }),
        resource_strategy().prop_map(|resource| Action::BuyWithGold { resource }),
        (set_strategy(), set_strategy(), prop::option::of(0u8..6))
            .prop_map(|(give, get, to)| Action::OfferTrade { give, get, to }),
        prop_oneof![
            Just(TradeResponse::Accept),
            Just(TradeResponse::Decline),
            (set_strategy(), set_strategy())
                .prop_map(|(give, get)| TradeResponse::Counter { give, get }),
        ]
        .prop_map(|response| Action::RespondTrade { response }),
        (0u8..6).prop_map(|with| Action::ConfirmTrade { with }),
        module_action_strategy(),
    ]
}

/// The rule modules' actions.
fn module_action_strategy() -> impl Strategy<Value = Action> {
    prop_oneof![
        good_strategy().prop_map(|resource| EventCardsAction::GiveNeighborCard { resource }.into()),
        (0u8..6, good_strategy()).prop_map(|(to, resource)| EventCardsAction::AssistPlayer {
            to,
            resource
        }
        .into()),
        edge_strategy().prop_map(|edge| EventCardsAction::DamageRoad { edge }.into()),
        edge_strategy().prop_map(|edge| EventCardsAction::RepairRoad { edge }.into()),
        resource_strategy().prop_map(|resource| EventCardsAction::TakeResource { resource }.into()),
        (0u8..6).prop_map(|victim| EventCardsAction::StealFrom { victim }.into()),
        (0u8..6, edge_strategy()).prop_map(|(neutral, edge)| CatanForTwoAction::BuildNeutralRoad {
            neutral,
            edge
        }
        .into()),
        (0u8..6, vertex_strategy()).prop_map(|(neutral, vertex)| {
            CatanForTwoAction::BuildNeutralSettlement { neutral, vertex }.into()
        }),
        Just(CatanForTwoAction::ForcedTrade.into()),
        set_strategy().prop_map(|cards| CatanForTwoAction::ReturnCards { cards }.into()),
        Just(CatanForTwoAction::RobberToDesert.into()),
        Just(CatanForTwoAction::DiscardKnight.into()),
    ]
}

/// The form in which `legal_actions` lists `action`: a bank trade naming the player's best
/// ratio is listed without a ratio (the default means the same).
fn as_listed(game: &Game, seat: u8, action: &Action) -> Action {
    match *action {
        Action::BankTrade {
            give,
            get,
            ratio: Some(r),
        } if r == trade_ratios(game.board(), game.state(), seat, give).best() => {
            Action::BankTrade {
                give,
                get,
                ratio: None,
            }
        }
        ref other => other.clone(),
    }
}

/// Whether the engine lists this kind of action (others are validated, not enumerated).
fn enumerated(action: &Action) -> bool {
    !matches!(
        action,
        Action::Discard { .. }
            | Action::OfferTrade { .. }
            | Action::RespondTrade {
                response: TradeResponse::Counter { .. }
            }
    )
}

proptest! {
    // A fixed seed for proptest's own generator too (offset like every test game's), so a run
    // never depends on the clock.
    #![proptest_config(ProptestConfig {
        cases: 64,
        rng_seed: prop::test_runner::RngSeed::Fixed(crate::test_seed(0x6b61_6974)),
        ..ProptestConfig::default()
    })]

    /// Arbitrary actions, interleaved with random legal play: never a panic, an error leaves
    /// the state untouched, and an accepted enumerable action was listed as legal.
    #[test]
    fn arbitrary_actions_never_panic_or_half_apply(
        seed in 0u64..10_000,
        fuzz in prop::collection::vec((0u8..6, action_strategy()), 1..120),
    ) {
        let mut game = Game::new(config_for(seed), seed).expect("valid config");
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let mut scratch = Vec::new();
        for (seat, action) in fuzz {
            let before = game.state().clone();
            let legal = game.legal_actions(seat);
            let listed_as = as_listed(&game, seat, &action);
            match game.apply(seat, &action) {
                Ok(_) => {
                    if enumerated(&action) {
                        prop_assert!(legal.contains(&listed_as), "{action:?} by {seat} applied but was not listed");
                    }
                }
                Err(_) => prop_assert_eq!(game.state(), &before),
            }
            // Advance the game a little so fuzzing reaches every phase.
            for _ in 0..3 {
                if let Some((s, a)) = random_step(&game, &mut rng, RandomPlayOptions::default(), &mut scratch) {
                    let _ = game.apply(s, &a);
                }
            }
        }
    }
}

#[test]
fn event_deck_order_never_reaches_a_view() {
    let mut config = GameConfig::base(4);
    config.modules = vec![ModuleId::EventCards];
    let seed = crate::test_seed(7);
    let mut game = Game::new(config, seed).expect("valid config");
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    kaitaku_engine::random_play::play_out(&mut game, &mut rng, RandomPlayOptions::default(), 300);
    // The same game with the rest of the deck in another order looks the same to everyone.
    // (The snapshot holds a 128-bit RNG state, so edit its text rather than a JSON value.)
    let snapshot = serde_json::to_string(&game).expect("serialises");
    let start = snapshot.find("\"pile\":[").expect("event pile") + "\"pile\":[".len();
    let end = start + snapshot[start..].find(']').expect("end of pile");
    let cards: Vec<serde_json::Value> =
        serde_json::from_str(&format!("[{}]", &snapshot[start..end])).expect("cards");
    assert!(cards.len() > 2, "the deck has cards left");
    let reversed: Vec<String> = cards.iter().rev().map(|c| c.to_string()).collect();
    let edited = format!(
        "{}{}{}",
        &snapshot[..start],
        reversed.join(","),
        &snapshot[end..]
    );
    let reordered: Game = serde_json::from_str(&edited).expect("deserialises");
    assert_ne!(reordered.state(), game.state());
    for viewer in [None, Some(0), Some(1), Some(2), Some(3)] {
        assert_eq!(
            reordered.view(viewer),
            game.view(viewer),
            "view of {viewer:?}"
        );
    }
    let public = serde_json::to_string(&game.view(None)).expect("serialises");
    assert!(public.contains("event_cards") && !public.contains("pile"));
}

#[test]
fn gifts_and_forced_trades_are_seen_only_by_the_two_players() {
    let given = Event::CardGiven {
        from: 0,
        to: 1,
        resource: Some(Good::Wool),
    };
    assert_eq!(given.redacted_for(Some(0)), given);
    assert_eq!(given.redacted_for(Some(1)), given);
    assert!(matches!(
        given.redacted_for(Some(2)),
        Event::CardGiven { resource: None, .. }
    ));
    let drawn: Event = CatanForTwoEvent::ForcedTradeDrawn {
        seat: 1,
        from: 0,
        count: 2,
        cards: Some(ResourceSet::of(Resource::Ore, 2)),
    }
    .into();
    assert_eq!(drawn.redacted_for(Some(0)), drawn);
    assert!(matches!(
        drawn.redacted_for(None),
        Event::Module(ModuleEvent::CatanForTwo(
            CatanForTwoEvent::ForcedTradeDrawn { cards: None, .. }
        ))
    ));
}

#[test]
fn random_games_reach_every_module_rule() {
    use std::collections::BTreeSet;
    let mut seen: BTreeSet<String> = BTreeSet::new();
    let mut scratch = Vec::new();
    let rulesets: [&[ModuleId]; 2] = [
        &[
            ModuleId::EventCards,
            ModuleId::Harbormaster,
            ModuleId::FriendlyRobber,
        ],
        &[ModuleId::CatanForTwo, ModuleId::EventCards],
    ];
    for seed in (0..80u64).map(crate::test_seed) {
        let modules = rulesets[(seed % 2) as usize];
        let mut config = GameConfig::base(if seed % 2 == 0 { 4 } else { 2 });
        config.modules = modules.to_vec();
        let mut game = Game::new(config, seed).expect("valid config");
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        while let Some((seat, action)) =
            random_step(&game, &mut rng, RandomPlayOptions::default(), &mut scratch)
        {
            let Ok(events) = game.apply(seat, &action) else {
                continue;
            };
            for e in events {
                let value = serde_json::to_value(&e).expect("serialises");
                let mut name = value["event"].as_str().unwrap_or("?").to_string();
                if let Event::Module(ModuleEvent::EventCards(EventCardsEvent::EventCardDrawn {
                    card,
                    ..
                })) = e
                {
                    name = format!("card:{}", serde_json::to_value(card.event).expect("name"));
                }
                seen.insert(name);
            }
        }
    }
    for want in [
        "card:\"robber_attacks\"",
        "card:\"epidemic\"",
        "card:\"earthquake\"",
        "card:\"good_neighbors\"",
        "card:\"tournament\"",
        "card:\"trade_advantage\"",
        "card:\"calm_sea\"",
        "card:\"robber_flees\"",
        "card:\"neighborly_assistance\"",
        "card:\"conflict\"",
        "card:\"plentiful_year\"",
        "new_year",
        "decisions_required",
        "card_given",
        "resource_taken",
        "road_damaged",
        "road_repaired",
        "stole",
        "harbormaster",
        "neutral_road_built",
        "neutral_settlement_built",
        "trade_tokens",
        "forced_trade_drawn",
        "knight_discarded",
        "roll_repeated",
    ] {
        assert!(
            seen.contains(want),
            "no random game produced {want}: {seen:?}"
        );
    }
}

/// Cities & Knights' points beyond the board's: Defender of Catan +1 each, a pillaged city
/// standing for a settlement −1, a shown VP progress card +1, the merchant +1; and its
/// invariants (checked here, once per seat): knights one per intersection, never on a
/// building, at most 2 of each level per seat; progress cards conserved (decks + hands + shown
/// = 54), only VP cards shown, at most 4 in a hand once no discard is owed.
fn cities_and_knights_vp(game: &Game, seat: u8) -> i32 {
    let Some(c) = game.state().modules.iter().find_map(|m| match m {
        ModuleState::CitiesAndKnights(c) => Some(c),
        _ => None,
    }) else {
        return 0;
    };
    let board = game.board();
    for (i, k) in c.knights.iter().enumerate() {
        let v = board.vertex_id(k.vertex).expect("a knight on the board");
        assert!(
            game.state().buildings[v as usize].is_none(),
            "a knight on a building"
        );
        assert!(
            c.knights[..i].iter().all(|o| o.vertex != k.vertex),
            "two knights on one intersection"
        );
        assert!((1..=3).contains(&k.level));
    }
    for level in 1..=3 {
        let n = c
            .knights
            .iter()
            .chain(c.retreat.iter())
            .filter(|k| k.owner == seat && k.level == level)
            .count();
        assert!(n <= 2, "seat {seat} has {n} knights of level {level}");
    }
    let p = &c.progress;
    assert_eq!(p.total(), 54, "progress cards are conserved");
    assert!(
        p.shown.iter().flatten().all(|c| c.is_vp()),
        "only VP cards are shown"
    );
    assert!(
        p.hands.iter().flatten().all(|c| !c.is_vp()),
        "VP cards are never in a hand"
    );
    let owes = p.owed.as_ref().is_some_and(|o| o.discard.contains(&seat));
    if !owes && game.state().current != seat {
        assert!(
            p.hand(seat).len() <= 4,
            "seat {seat} holds {:?}",
            p.hand(seat)
        );
    }
    let defender = i32::from(c.defenders.get(seat as usize).copied().unwrap_or(0));
    let shown = p.shown_vp(seat) as i32;
    let merchant = i32::from(c.merchant.is_some_and(|m| m.seat == seat));
    defender - c.reduced.iter().filter(|&&(s, _)| s == seat).count() as i32 + shown + merchant
}
