//! Barbarian Attack's invariants over random games (alone and with each optional rule it
//! combines with): the 36 barbarians are conserved (board + supply + prisoners), at most 3 on a
//! hex and only on the coast, one knight per path and at most 6 per seat, knights never end a
//! turn on the castle when they could have left, gold is conserved (hands + bank = 100), the
//! 26 cards are conserved (draw + discard + the one being resolved), and every game ends.
//!
//! `KAITAKU_BA_GAMES` sets how many random games run (default 600).

use kaitaku_engine::board::Terrain;
use kaitaku_engine::board::layout::{LayoutChoice, NumberPlacement};
use kaitaku_engine::goods::Good;
use kaitaku_engine::modules::barbarian_attack::{
    BARBARIANS, BaEvent, BarbarianAttack, KNIGHTS, Task, board,
};
use kaitaku_engine::modules::{ModuleEvent, ModuleId, ModuleState};
use kaitaku_engine::{Event, Game, GameConfig};

fn games_to_run() -> u64 {
    std::env::var("KAITAKU_BA_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(600)
}

/// The rulesets with Barbarian Attack that the rules accept (from the registry's list).
static RULESETS: std::sync::LazyLock<Vec<Vec<ModuleId>>> = std::sync::LazyLock::new(|| {
    kaitaku_engine::modules::rulesets_to_test()
        .into_iter()
        .filter(|s| s.contains(&ModuleId::BarbarianAttack))
        .collect()
});

fn config_for(seed: u64) -> GameConfig {
    let modules = &RULESETS[(seed / 2) as usize % RULESETS.len()];
    let mut config = GameConfig::base(kaitaku_engine::modules::players_for(modules, seed));
    config.modules = modules.clone();
    config.layout = if seed.is_multiple_of(2) {
        LayoutChoice::Beginner
    } else {
        LayoutChoice::Variable {
            numbers: NumberPlacement::Spiral,
        }
    };
    config
}

fn ba(game: &Game) -> &BarbarianAttack {
    game.state()
        .modules
        .iter()
        .find_map(|m| match m {
            ModuleState::BarbarianAttack(b) => Some(b.as_ref()),
            _ => None,
        })
        .expect("Barbarian Attack is in play")
}

fn check(game: &Game, context: &str) {
    let b = ba(game);
    let board = game.board();
    let on_board: u32 = b.barbarians.iter().map(|&n| u32::from(n)).sum();
    let prisoners: u32 =
        b.prisoners.iter().map(|&n| u32::from(n)).sum::<u32>() + u32::from(b.neutral_prisoners);
    assert_eq!(
        on_board + prisoners + u32::from(b.supply),
        u32::from(BARBARIANS),
        "{context}: barbarians"
    );
    let coast = board::coast(board);
    for (h, &n) in b.barbarians.iter().enumerate() {
        assert!(n <= 3, "{context}: {n} barbarians on a hex");
        if n > 0 {
            assert!(coast.contains(&(h as u8)), "{context}: barbarians inland");
        }
    }
    for (i, k) in b.knights.iter().enumerate() {
        assert!(
            !b.knights[i + 1..].iter().any(|o| o.edge == k.edge),
            "{context}: two knights on a path"
        );
        let id = board.edge_id(k.edge).expect("on the board");
        assert!(board.edge_on_land(id), "{context}: knight at sea");
    }
    for s in 0..game.seat_count() {
        let n = b.knights.iter().filter(|k| k.owner == s).count();
        assert!(n <= KNIGHTS as usize, "{context}: seat {s} has {n} knights");
    }
    let gold: u32 = game
        .state()
        .players
        .iter()
        .map(|p| u32::from(p.hand[Good::Gold]))
        .sum::<u32>()
        + u32::from(game.state().bank[Good::Gold]);
    assert_eq!(gold, 100, "{context}: gold");
    let resolving = matches!(
        b.task,
        Some(Task::PlaceKnight { .. } | Task::MoveBarbarians { .. } | Task::Capture { .. })
    );
    assert_eq!(
        b.deck.draw.len() + b.deck.discard.len() + usize::from(resolving),
        26,
        "{context}: cards"
    );
    // No robber; the castle is never conquered.
    assert_eq!(game.state().robber, None, "{context}: a robber");
    for h in 0..board.hex_count() as u8 {
        if matches!(board.tile(h).terrain, Terrain::Castle | Terrain::Desert) {
            assert_eq!(b.barbarians[h as usize], 0, "{context}");
        }
    }
}

#[test]
fn random_barbarian_attack_games_keep_their_invariants_and_end() {
    use std::collections::BTreeSet;
    let games = games_to_run();
    let mut seen: BTreeSet<String> = BTreeSet::new();
    let mut ended = 0;
    for seed in (0..games).map(crate::test_seed) {
        let config = config_for(seed);
        let game = crate::play_random_checked(&config, seed, 0xba, 50_000, |game, events, step| {
            for e in events {
                if let Event::Module(ModuleEvent::BarbarianAttack(be)) = e {
                    let v = serde_json::to_value(be).expect("serialises");
                    seen.insert(v["event"].as_str().unwrap_or("?").to_string());
                    if let BaEvent::LandingRolled { .. } = be {
                        seen.insert(format!("landing:{}", v["result"].as_str().unwrap_or("?")));
                    }
                }
            }
            check(game, &format!("seed {seed} step {step}"));
        });
        if game.is_over() {
            ended += 1;
        }
    }
    assert_eq!(ended, games, "every game ends");
    for kind in [
        "landing_rolled",
        "hex_conquered",
        "hex_recaptured",
        "ba_card_drawn",
        "ba_knight_placed",
        "barbarian_moved",
        "barbarian_captured",
        "ba_knight_moved",
        "battle_won",
        "battle_lost",
        "prisoners_taken",
        "colour_rolled",
        "ba_knight_lost",
        "ba_gold_received",
        "landing:landed",
        "landing:again",
        "landing:full",
    ] {
        assert!(
            seen.contains(kind),
            "no random game showed {kind}: {seen:?}"
        );
    }
}

/// The turn timer's minimal moves (`autoplay::minimal_action`) answer every Barbarian Attack
/// decision: a card's knight, Treason's barbarians, Intrigue's prisoner, the 7's raid, and the
/// knights' step (ended, or a knight led off the castle first); the games still end.
#[test]
fn the_timer_answers_every_barbarian_attack_decision() {
    use kaitaku_engine::autoplay::minimal_action;
    use kaitaku_engine::modules::ModuleDecision;
    use kaitaku_engine::modules::barbarian_attack::BaDecision;
    use kaitaku_engine::random_play::{RandomPlayOptions, random_step};
    use kaitaku_engine::state::Phase;
    use kaitaku_engine::{Action, Decision};
    use rand::SeedableRng;
    use std::collections::BTreeSet;
    let mut answered: BTreeSet<String> = BTreeSet::new();
    for seed in 0..40u64 {
        let mut config = GameConfig::base(4);
        config.modules = vec![ModuleId::BarbarianAttack];
        let mut game = Game::new(config, seed).expect("config");
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed ^ 0x7133);
        let mut scratch = Vec::new();
        for _ in 0..60_000 {
            if game.is_over() {
                break;
            }
            // Whoever owes a decision of the scenario lets the timer answer it; so does the
            // current player in the knights' step.
            let owed = game.pending().into_iter().find(|p| {
                matches!(
                    p.decision,
                    Decision::Module(ModuleDecision::BarbarianAttack(_))
                )
            });
            let stepping = matches!(game.state().phase, Phase::TurnStep { .. });
            let timed = match owed {
                Some(p) => Some((p.seat, format!("{:?}", p.decision))),
                None if stepping => Some((game.state().current, "step".to_string())),
                None => None,
            };
            if let Some((seat, what)) = timed {
                let action = minimal_action(&game, seat)
                    .unwrap_or_else(|| panic!("seed {seed}: no minimal move for {what}"));
                let label = match (&action, what.as_str()) {
                    (Action::EndTurn, _) => "step:end".to_string(),
                    (_, "step") => "step:castle knight".to_string(),
                    _ => what,
                };
                game.apply(seat, &action)
                    .unwrap_or_else(|e| panic!("seed {seed}: {label}: {e:?}"));
                answered.insert(label);
                continue;
            }
            let Some((seat, action)) =
                random_step(&game, &mut rng, RandomPlayOptions::default(), &mut scratch)
            else {
                break;
            };
            let _ = game.apply(seat, &action);
        }
        assert!(game.is_over(), "seed {seed}: the game did not end");
    }
    for d in [
        BaDecision::PlaceKnight,
        BaDecision::MoveBarbarian,
        BaDecision::CaptureBarbarian,
        BaDecision::RaidPlayer,
    ] {
        let key = format!("{:?}", Decision::Module(ModuleDecision::BarbarianAttack(d)));
        assert!(
            answered.contains(&key),
            "the timer never answered {key}: {answered:?}"
        );
    }
    for key in ["step:end", "step:castle knight"] {
        assert!(
            answered.contains(key),
            "the timer never played {key}: {answered:?}"
        );
    }
}

/// Barbarian Attack with Catan for Two (seed 000 §7(4)): the registry's lists test the pair at
/// 2 players, and random games of it keep the scenario's invariants, end, and show its own
/// moves: the neutral knight placed and moved, a barbarian moved for trade tokens, the
/// neutral colour's fixed number and a lost knight's token.
#[test]
fn random_games_with_catan_for_two_use_the_pairing_rules_and_end() {
    use kaitaku_engine::modules::catan_for_two::CatanForTwoEvent;
    use std::collections::BTreeSet;
    let pair = vec![ModuleId::CatanForTwo, ModuleId::BarbarianAttack];
    assert!(
        RULESETS.contains(&pair),
        "the registry's lists hold the pair: {:?}",
        *RULESETS
    );
    assert_eq!(kaitaku_engine::modules::players_for(&pair, 1), 2);
    let mut seen: BTreeSet<&str> = BTreeSet::new();
    let games = (games_to_run() / 10).max(20);
    for seed in (0..games).map(crate::test_seed) {
        let mut config = GameConfig::base(2);
        config.modules = pair.clone();
        let game =
            crate::play_random_checked(&config, seed, 0x2ba, 50_000, |game, events, step| {
                for e in events {
                    match e {
                        Event::Module(ModuleEvent::BarbarianAttack(be)) => match be {
                            BaEvent::NeutralKnightPlaced { .. } => {
                                seen.insert("neutral_knight_placed");
                            }
                            BaEvent::KnightMoved { neutral: true, .. } => {
                                seen.insert("neutral_knight_moved");
                            }
                            BaEvent::BarbarianMoved { tokens, .. } if *tokens > 0 => {
                                seen.insert(if *tokens == 1 { "tokens:1" } else { "tokens:2" });
                            }
                            BaEvent::CaptureFixed { sum, .. } => {
                                assert_eq!(*sum, 3);
                                seen.insert("capture_fixed");
                            }
                            BaEvent::KnightLost { seat, .. } => {
                                assert!(*seat < 2, "the neutral knight is never lost");
                                seen.insert("knight_lost");
                            }
                            _ => {}
                        },
                        Event::Module(ModuleEvent::CatanForTwo(
                            CatanForTwoEvent::TradeTokens { change: 1, .. },
                        )) => {
                            seen.insert("token_earned");
                        }
                        _ => {}
                    }
                }
                check(game, &format!("pair seed {seed} step {step}"));
                let neutral = ba(game).knights.iter().filter(|k| k.owner == 2).count();
                assert!(neutral <= 1, "pair seed {seed}: {neutral} neutral knights");
            });
        assert!(game.is_over(), "pair seed {seed}: the game ends");
    }
    for kind in [
        "neutral_knight_placed",
        "neutral_knight_moved",
        "tokens:1",
        "tokens:2",
        "knight_lost",
        "token_earned",
        "capture_fixed",
    ] {
        assert!(
            seen.contains(kind),
            "no random pair game showed {kind}: {seen:?}"
        );
    }
}

/// Barbarian Attack with The Rivers of Catan (reference §4.6): the registry's lists test the
/// pair, its board has the two rivers and no desert, the "12" hex (which carries the "2" too)
/// starts with two barbarians, random games of it keep the scenario's invariants and end, and
/// show the rivers at work next to the barbarians: bridges (never on a conquered hex's path),
/// gold for river roads and settlements, conquests of river hexes, the settlers' cards.
#[test]
fn random_games_with_rivers_use_the_paired_board_and_end() {
    use kaitaku_engine::modules::rivers::{self, GoldReason, RiversEvent};
    use std::collections::BTreeSet;
    let pair = vec![ModuleId::Rivers, ModuleId::BarbarianAttack];
    assert!(
        RULESETS.contains(&pair),
        "the registry's lists hold the pair: {:?}",
        *RULESETS
    );
    let mut seen: BTreeSet<&str> = BTreeSet::new();
    let games = (games_to_run() / 10).max(30);
    for seed in (0..games).map(crate::test_seed) {
        let mut config = config_for(seed);
        config.modules = pair.clone();
        config.players = kaitaku_engine::modules::players_for(&pair, seed);
        let fresh = Game::new(config.clone(), seed).expect("the pair is accepted");
        let board = fresh.board();
        let terrains = |t: Terrain| {
            (0..board.hex_count() as u8)
                .filter(|&h| board.tile(h).terrain == t)
                .count()
        };
        assert_eq!(terrains(Terrain::Swamp), 2, "seed {seed}: two swamps");
        assert_eq!(terrains(Terrain::Desert), 0, "seed {seed}: no desert");
        assert_eq!(terrains(Terrain::Castle), 1, "seed {seed}: the castle");
        assert_eq!(
            rivers::crossings(board).count(),
            5,
            "seed {seed}: crossings"
        );
        let twelve = board
            .hex_id(kaitaku_engine::modules::barbarian_attack::rivers_board::TWELVE_HEX)
            .expect("on the board");
        assert_eq!(
            ba(&fresh).on(twelve),
            2,
            "seed {seed}: 2 and 12, one barbarian each"
        );
        let game =
            crate::play_random_checked(&config, seed, 0x5ba, 50_000, |game, events, step| {
                let b = ba(game);
                for e in events {
                    match e {
                        Event::Module(ModuleEvent::Rivers(RiversEvent::BridgeBuilt {
                            edge,
                            ..
                        })) => {
                            let board = game.board();
                            let e = board.edge_id(*edge).expect("on the board");
                            let hexes = edge.touching_hexes();
                            assert!(
                                hexes
                                    .iter()
                                    .filter_map(|&h| board.hex_id(h))
                                    .all(|h| !b.conquered(h)),
                                "seed {seed} step {step}: a bridge on a conquered hex's path"
                            );
                            assert!(board.is_river_crossing(e));
                            seen.insert("bridge");
                        }
                        Event::Module(ModuleEvent::Rivers(RiversEvent::GoldReceived {
                            reason,
                            ..
                        })) => {
                            seen.insert(match reason {
                                GoldReason::RiverRoad => "gold:road",
                                GoldReason::RiverSettlement => "gold:settlement",
                                GoldReason::Bridge => "gold:bridge",
                            });
                        }
                        Event::Module(ModuleEvent::Rivers(RiversEvent::WealthiestSettler {
                            holder: Some(_),
                        })) => {
                            seen.insert("wealthiest");
                        }
                        Event::Module(ModuleEvent::BarbarianAttack(BaEvent::HexConquered {
                            hex,
                        })) => {
                            let h = game.board().hex_id(*hex).expect("on the board");
                            if rivers::is_river_hex(game.board(), h) {
                                seen.insert("river_hex_conquered");
                            }
                        }
                        _ => {}
                    }
                }
                check(game, &format!("rivers pair seed {seed} step {step}"));
            });
        assert!(game.is_over(), "rivers pair seed {seed}: the game ends");
    }
    for kind in [
        "bridge",
        "gold:road",
        "gold:settlement",
        "gold:bridge",
        "wealthiest",
        "river_hex_conquered",
    ] {
        assert!(
            seen.contains(kind),
            "no random pair game showed {kind}: {seen:?}"
        );
    }
}
