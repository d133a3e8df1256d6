//! The Rivers of Catan's invariants over random games (alone and with each optional rule it
//! combines with): bridges are conserved (on the board + in stock = 3 per seat) and stand only
//! on river crossings, no plain road ever crosses a river, gold is conserved (bank + hands =
//! 100), and the Wealthiest / Poor Settlers are always those the gold held says (once set-up
//! is over). `KAITAKU_RIVERS_GAMES` sets how many games run (default 1200).

use kaitaku_engine::board::EdgeId;
use kaitaku_engine::board::layout::{LayoutChoice, NumberPlacement};
use kaitaku_engine::modules::rivers::{BRIDGES, titles};
use kaitaku_engine::modules::{ModuleId, ModuleState};
use kaitaku_engine::pieces::RoadKind;
use kaitaku_engine::random_play::{RandomPlayOptions, random_step};
use kaitaku_engine::state::Phase;
use kaitaku_engine::{Game, GameConfig, Good};
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

fn games_to_run() -> u64 {
    std::env::var("KAITAKU_RIVERS_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1200)
}

/// Rivers alone and with each other module it is accepted with.
fn rulesets() -> Vec<Vec<ModuleId>> {
    crate::rulesets_with(ModuleId::Rivers)
}

fn check(game: &Game, context: &str) {
    let st = game.state();
    let board = game.board();
    let Some(rivers) = st.modules.iter().find_map(|m| match m {
        ModuleState::Rivers(r) => Some(r),
        _ => None,
    }) else {
        panic!("{context}: rivers not in play");
    };
    for seat in 0..st.seat_count() {
        let bridges = (0..board.edge_count() as EdgeId)
            .filter(|&e| st.road_at(e) == Some(seat) && st.road_kind(e) == Some(RoadKind::Bridge))
            .count() as u8;
        assert_eq!(
            bridges + rivers.bridges_left[seat as usize],
            BRIDGES,
            "{context}: bridges of {seat}"
        );
    }
    for e in 0..board.edge_count() as EdgeId {
        match st.road_kind(e) {
            Some(RoadKind::Bridge) => {
                assert!(
                    board.is_river_crossing(e),
                    "{context}: bridge off a crossing"
                )
            }
            Some(RoadKind::Road) => {
                assert!(
                    !board.is_river_crossing(e),
                    "{context}: road across a river"
                )
            }
            None => {}
        }
    }
    let gold: u32 = st.players.iter().map(|p| u32::from(p.hand.gold())).sum();
    assert_eq!(
        gold + u32::from(st.bank[Good::Gold]),
        100,
        "{context}: gold"
    );
    if !matches!(st.phase, Phase::Setup { .. }) {
        let (wealthiest, poor) = titles(st);
        assert_eq!(rivers.wealthiest, wealthiest, "{context}: wealthiest");
        assert_eq!(rivers.poor, poor, "{context}: poor");
    } else {
        assert!(rivers.wealthiest.is_none() && rivers.poor.is_empty());
    }
}

#[test]
fn rivers_random_games_keep_bridges_gold_and_settlers() {
    let sets = rulesets();
    assert!(
        sets.len() >= 5,
        "rivers alone and with the optional rules: {sets:?}"
    );
    let mut scratch = Vec::new();
    let (mut bridges, mut finished) = (0u64, 0u64);
    for seed in (0..games_to_run()).map(crate::test_seed) {
        let modules = &sets[seed as usize % sets.len()];
        let mut config = GameConfig::base(kaitaku_engine::modules::players_for(modules, seed));
        config.modules = modules.clone();
        if seed % 2 == 1 {
            config.layout = LayoutChoice::Variable {
                numbers: NumberPlacement::Spiral,
            };
        }
        let mut game = Game::new(config, seed).expect("valid config");
        let mut rng = Pcg64Mcg::seed_from_u64(seed ^ 0x5eed);
        let opts = RandomPlayOptions {
            domestic_trades: true,
        };
        for step in 0..20_000 {
            let Some((seat, action)) = random_step(&game, &mut rng, opts, &mut scratch) else {
                break;
            };
            let before = game.state().clone();
            match game.apply(seat, &action) {
                Ok(events) => {
                    bridges += events
                        .iter()
                        .filter(|e| format!("{e:?}").contains("BridgeBuilt"))
                        .count() as u64;
                }
                Err(_) => assert_eq!(game.state(), &before, "seed {seed}: refusal changed state"),
            }
            check(&game, &format!("seed {seed} step {step} {modules:?}"));
        }
        if game.is_over() {
            finished += 1;
        }
    }
    assert!(bridges > games_to_run(), "bridges built: {bridges}");
    assert!(finished * 10 >= games_to_run() * 9, "finished {finished}");
}
