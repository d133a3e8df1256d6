//! The Caravans' invariants over thousands of random games (alone and with each optional rule it
//! combines with): the 22 camels are conserved, one camel per path, every caravan a chain from
//! its oasis arrow (no branching), the points between camels and the camel roads' weight agree
//! with an independent count, wool and grain are conserved through the votes, a vote never
//! waits on a seat that already voted, the robber stays off the board until the first 7 (or
//! knight); and
//! arbitrary vote actions never panic or half-apply.
//!
//! `KAITAKU_CARAVANS_GAMES` sets how many random games run (default 1500).

use kaitaku_engine::board::annotations::Annotation;
use kaitaku_engine::board::{Edge, Terrain, Vertex};
use kaitaku_engine::modules::caravans::{CAMELS, Caravans, CaravansAction, CaravansEvent};
use kaitaku_engine::modules::{ModuleEvent, ModuleId, ModuleState};
use kaitaku_engine::random_play::{RandomPlayOptions, random_step};
use kaitaku_engine::resources::{DevCard, Resource};
use kaitaku_engine::state::{BuildingKind, Phase};
use kaitaku_engine::{Action, Event, Game, GameConfig};
use proptest::prelude::*;
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

fn games_to_run() -> u64 {
    std::env::var("KAITAKU_CARAVANS_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1500)
}

/// The rulesets with The Caravans that the rules accept (from the registry's list).
static RULESETS: std::sync::LazyLock<Vec<Vec<ModuleId>>> =
    std::sync::LazyLock::new(|| crate::rulesets_with(ModuleId::Caravans));

fn config_for(seed: u64) -> GameConfig {
    crate::rotating_config(&RULESETS[(seed / 3) as usize % RULESETS.len()], seed)
}

fn caravans(game: &Game) -> &Caravans {
    game.state()
        .modules
        .iter()
        .find_map(|m| match m {
            ModuleState::Caravans(c) => Some(c.as_ref()),
            _ => None,
        })
        .expect("the caravans are in play")
}

/// The oasis arrows' paths, in order.
fn arrows(game: &Game) -> Vec<Edge> {
    game.board()
        .annotations()
        .iter()
        .filter_map(|a| match a {
            Annotation::OasisArrow { edge } => Some(*edge),
            _ => None,
        })
        .collect()
}

/// Whether `v` is a corner of the oasis.
fn at_oasis(game: &Game, v: Vertex) -> bool {
    v.touching_hexes().iter().any(|h| {
        game.board()
            .hex_id(*h)
            .is_some_and(|id| game.board().tile(id).terrain == Terrain::Oasis)
    })
}

fn check(game: &Game, seen_seven: bool, context: &str) {
    let c = caravans(game);
    let board = game.board();
    // 22 camels, one per path, each on the board's land.
    let all: Vec<Edge> = c.routes.iter().flatten().copied().collect();
    assert_eq!(
        all.len() + c.camels_left as usize,
        CAMELS as usize,
        "{context}"
    );
    for (i, e) in all.iter().enumerate() {
        assert!(!all[i + 1..].contains(e), "{context}: two camels on {e}");
        let id = board.edge_id(*e).expect("on the board");
        assert!(board.edge_on_land(id), "{context}: camel at sea");
    }
    // Each caravan is a chain from its arrow: the first camel on the arrow, each next one from
    // the head the last one reached.
    let arrows = arrows(game);
    assert!(c.routes.len() <= arrows.len(), "{context}");
    for (i, route) in c.routes.iter().enumerate() {
        let Some(first) = route.first() else {
            continue;
        };
        assert_eq!(
            *first, arrows[i],
            "{context}: caravan {i} starts off its arrow"
        );
        let [a, b] = first.endpoints();
        let mut head = if at_oasis(game, a) { b } else { a };
        for e in &route[1..] {
            let [x, y] = e.endpoints();
            head = if x == head {
                y
            } else {
                assert_eq!(y, head, "{context}: caravan {i} branches at {e}");
                x
            };
        }
    }
    // Points between camels: buildings where two camel paths meet, counted here directly.
    for seat in 0..game.seat_count() {
        let mut want = 0;
        for v in 0..board.vertex_count() as u16 {
            let name = board.vertex(v);
            let touching = all.iter().filter(|e| e.endpoints().contains(&name)).count();
            if touching >= 2
                && game.state().buildings[v as usize].is_some_and(|b| {
                    b.owner == seat
                        && matches!(b.kind, BuildingKind::Settlement | BuildingKind::City)
                })
            {
                want += 1;
            }
        }
        let hc = kaitaku_engine::modules::HookCtx {
            board,
            state: game.state(),
        };
        assert_eq!(c.bonus(&hc, seat), want, "{context}: seat {seat}'s bonus");
    }
    // Wool and grain: hands, the bank and cards in transit (Good Neighbors) hold all 19 (votes
    // pay the bank).
    for r in [Resource::Wool, Resource::Grain] {
        let held: u32 = game
            .state()
            .players
            .iter()
            .map(|p| u32::from(p.hand[r]))
            .sum();
        let aside: u32 = game
            .state()
            .modules
            .iter()
            .map(|m| u32::from(m.hooks().held_resources()[r]))
            .sum();
        assert_eq!(
            held + aside + u32::from(game.state().bank[r]),
            19,
            "{context}: {r:?}"
        );
    }
    // A vote holds one ballot per seat at most, and its next voter has not voted.
    if let Some(vote) = &c.vote {
        assert!(
            vote.ballots.len() <= game.seat_count() as usize,
            "{context}"
        );
        for (i, b) in vote.ballots.iter().enumerate() {
            assert!(
                !vote.ballots[i + 1..].iter().any(|o| o.seat == b.seat),
                "{context}: seat {} voted twice",
                b.seat
            );
        }
    }
    // The robber waits off the board until the first 7 or knight.
    if !seen_seven {
        assert_eq!(
            game.state().robber,
            None,
            "{context}: the robber came on early"
        );
    }
    // No desert, one oasis.
    let oases = (0..board.hex_count() as u8)
        .filter(|&h| board.tile(h).terrain == Terrain::Oasis)
        .count();
    assert_eq!(oases, 1, "{context}");
}

#[test]
fn random_caravans_games_keep_their_invariants_and_end() {
    use std::collections::BTreeSet;
    let games = games_to_run();
    let mut seen: BTreeSet<String> = BTreeSet::new();
    let mut ended = 0;
    let mut camels_placed = 0usize;
    for seed in (0..games).map(crate::test_seed) {
        let config = config_for(seed);
        let target = Game::new(config.clone(), seed)
            .expect("valid config")
            .ruleset()
            .target
            .total();
        let harbormaster = config.modules.contains(&ModuleId::Harbormaster);
        assert_eq!(target, if harbormaster { 13 } else { 12 });
        let mut seen_seven = config.modules.contains(&ModuleId::EventCards);
        // (The log replays to the same state: checked by the helper.)
        let game =
            crate::play_random_checked(&config, seed, 0xca7a, 50_000, |game, events, step| {
                for e in events {
                    if matches!(e, Event::DiceRolled { dice, .. } if dice[0] + dice[1] == 7)
                        || matches!(
                            e,
                            Event::DevCardPlayed {
                                card: DevCard::Knight,
                                ..
                            }
                        )
                    {
                        seen_seven = true;
                    }
                    if let Event::Module(ModuleEvent::Caravans(ce)) = e {
                        let v = serde_json::to_value(ce).expect("serialises");
                        seen.insert(v["event"].as_str().unwrap_or("?").to_string());
                        if let CaravansEvent::CamelPlaced { decided, .. } = ce {
                            let v = serde_json::to_value(decided).expect("serialises");
                            seen.insert(format!("by:{}", v["by"].as_str().unwrap_or("?")));
                        }
                    }
                }
                check(game, seen_seven, &format!("seed {seed} step {step}"));
            });
        camels_placed += caravans(&game).routes.iter().map(Vec::len).sum::<usize>();
        if game.is_over() {
            ended += 1;
            if let Some(winner) = game.winner() {
                assert!(game.total_vp(winner) >= u32::from(target), "seed {seed}");
            }
        }
        // A snapshot round-trips.
        let json = serde_json::to_string(&game).expect("serialises");
        let back: Game = serde_json::from_str(&json).expect("reads");
        assert_eq!(back.state(), game.state(), "seed {seed}: snapshot differs");
    }
    println!("{games} caravans games: {ended} ended, {camels_placed} camels placed");
    assert!(
        ended * 10 >= games * 9,
        "only {ended} of {games} games ended"
    );
    for want in [
        "camel_vote_opened",
        "camel_voted",
        "camel_vote_passed",
        "camel_vote_tied",
        "camel_placed",
        "by:votes",
        "by:biggest_voter",
        "by:current_player",
    ] {
        assert!(
            seen.contains(want),
            "no random game produced {want}: {seen:?}"
        );
    }
}

fn vote_action() -> impl Strategy<Value = Action> {
    let edge = (-3i8..=3, -3i8..=3, 0u8..3).prop_map(|(q, r, s)| {
        let side = ["NE", "NW", "W"][s as usize];
        format!("{q},{r},{side}")
            .parse::<Edge>()
            .expect("an edge name")
    });
    prop_oneof![
        (edge.clone(), 0u8..6, 0u8..6).prop_map(|(edge, wool, grain)| CaravansAction::CamelVote {
            edge,
            wool,
            grain
        }
        .into()),
        Just(CaravansAction::CamelPass.into()),
        edge.prop_map(|edge| CaravansAction::ChooseCamelSpot { edge }.into()),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 64,
        rng_seed: prop::test_runner::RngSeed::Fixed(crate::test_seed(0xca7a_0a51)),
        ..ProptestConfig::default()
    })]

    /// Arbitrary vote actions by arbitrary seats, interleaved with random play: never a panic,
    /// a refusal changes nothing, and an accepted vote showing at most 3 of each kind was
    /// listed (larger ones are validated, not listed).
    #[test]
    fn arbitrary_votes_never_panic_or_half_apply(
        seed in 0u64..10_000,
        fuzz in prop::collection::vec((0u8..5, vote_action()), 1..80),
    ) {
        let mut game = Game::new(config_for(seed), seed).expect("valid config");
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let mut scratch = Vec::new();
        for (seat, action) in fuzz {
            let before = game.state().clone();
            let legal = game.legal_actions(seat);
            let listed = !matches!(
                action,
                Action::Module(kaitaku_engine::modules::ModuleAction::Caravans(
                    CaravansAction::CamelVote { wool, grain, .. }
                )) if wool > 3 || grain > 3
            );
            match game.apply(seat, &action) {
                Ok(_) => {
                    if listed {
                        prop_assert!(legal.contains(&action), "{action:?} by {seat} applied unlisted");
                    }
                }
                Err(_) => prop_assert_eq!(game.state(), &before),
            }
            for _ in 0..6 {
                if matches!(game.phase(), Phase::ModuleDecisions { .. }) {
                    break;
                }
                if let Some((s, a)) = random_step(&game, &mut rng, RandomPlayOptions::default(), &mut scratch) {
                    let _ = game.apply(s, &a);
                }
            }
        }
    }
}
