//! Barbarian Attack's unit tests: the ruleset, sharing leftovers, full hexes and an empty
//! supply, conquered buildings and harbours, the castle rule and autoplay, the reshuffle.

use super::*;
use crate::Game;
use crate::board::annotations::CastleColour;
use crate::board::{Edge, Hex};
use crate::modules::{ModuleEvent, ModuleState, game_in_main};
use crate::resources::{CITY_COST, Resource, ResourceSet};
use crate::ruleset::Award;

/// The module's state, to script by hand (the lost points are then counted when read, as in
/// a game read back).
fn ba(game: &mut Game) -> &mut BarbarianAttack {
    match &mut game.state_mut().modules[0] {
        ModuleState::BarbarianAttack(b) => {
            b.lost = lost::LostPoints::default();
            b
        }
        other => panic!("{other:?}"),
    }
}

fn hex_id(game: &Game, q: i8, r: i8) -> HexId {
    game.board().hex_id(Hex::new(q, r)).expect("on the board")
}

fn edge(game: &Game, name: &str) -> Edge {
    let e: Edge = name.parse().expect("an edge name");
    assert!(game.board().edge_id(e).is_some(), "{name} is on the board");
    e
}

fn ba_events(events: &[Event]) -> Vec<BaEvent> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Module(ModuleEvent::BarbarianAttack(b)) => Some(b.clone()),
            _ => None,
        })
        .collect()
}

/// Ends the current player's main phase and movement step: the battles run.
fn end_turn(game: &mut Game) -> Vec<Event> {
    let seat = game.state().current;
    let mut events = game.apply(seat, &Action::EndTurn).expect("main ends");
    events.extend(game.apply(seat, &Action::EndTurn).expect("the step ends"));
    events
}

#[test]
fn the_ruleset_is_the_scenarios() {
    let game = game_in_main(3, &[ModuleId::BarbarianAttack], 1);
    let r = game.ruleset();
    assert_eq!(r.target.total(), 12);
    assert_eq!(r.robber, RobberMode::None);
    assert_eq!(r.deck, DeckChoice::Module(ModuleId::BarbarianAttack));
    assert!(!r.awards.contains(&Award::LargestArmy));
    assert!(r.gold.is_some());
    assert_eq!(game.state().robber, None);
    let mut game = game;
    let b = ba(&mut game);
    assert_eq!(b.supply, BARBARIANS - 2);
    assert_eq!(b.deck.left(), 26);
    // Two players: refused (the scenario plays 3–4 here).
    let mut c = GameConfig::base(2);
    c.modules = vec![ModuleId::BarbarianAttack];
    assert!(Game::new(c, 0).is_err());
}

/// 3 barbarians, seat A with 2 knights and seat B with 2: one each, the leftover to the roll-off
/// among the two tied for most, the loser 3 gold; with A holding 3 knights, A takes it alone.
#[test]
fn a_leftover_goes_to_the_most_knights_or_a_roll_off() {
    for (a_knights, want_a, want_gold_b) in [(3u8, 2u8, 0u8), (2, 1, 0)] {
        let mut game = game_in_main(3, &[ModuleId::BarbarianAttack], 7);
        let current = game.state().current;
        let (a, b) = (current, (current + 1) % 3);
        let h = hex_id(&game, -2, 0);
        let sides: Vec<Edge> = board::sides(game.board(), h)
            .into_iter()
            .map(|e| game.board().edge(e))
            .collect();
        let gold_before = game.state().players[b as usize].hand[Good::Gold];
        let m = ba(&mut game);
        m.barbarians[h as usize] = 3;
        m.supply = BARBARIANS - 4;
        m.knights.clear();
        for (i, &e) in sides.iter().enumerate().take(usize::from(a_knights) + 2) {
            let owner = if i < usize::from(a_knights) { a } else { b };
            m.knights.push(Knight {
                owner,
                edge: e,
                moved: false,
            });
        }
        // The tie (2 against 2) rolls: b 12, a 2 — b wins the leftover when rolling.
        m.script().captures = VecDeque::from(vec![[1, 1], [6, 6]]);
        // A colour that hits nobody would be luck: fix it and count the losses instead.
        m.script().colours = VecDeque::from(vec![CastleColour::Green]);
        let events = end_turn(&mut game);
        let evs = ba_events(&events);
        assert!(
            evs.iter()
                .any(|e| matches!(e, BaEvent::BattleWon { barbarians: 3, .. })),
            "{evs:?}"
        );
        let m = ba(&mut game);
        let (pa, pb) = (m.prisoners_of(a), m.prisoners_of(b));
        if a_knights == 3 {
            assert_eq!((pa, pb), (want_a, 1), "{evs:?}");
        } else {
            // The roll-off: a rolled 2, b rolled 12: b takes the leftover; a gets 3 gold.
            assert_eq!((pa, pb), (1, 2), "{evs:?}");
        }
        let lost_b = evs
            .iter()
            .filter(|e| matches!(e, BaEvent::KnightLost { seat, .. } if *seat == b))
            .count() as u8;
        let gold_b = game.state().players[b as usize].hand[Good::Gold] - gold_before;
        assert_eq!(gold_b, want_gold_b + 3 * lost_b, "{evs:?}");
        if a_knights == 2 {
            // The roll-off's loser, a, gets 3 gold.
            assert!(evs.iter().any(|e| matches!(
                e,
                BaEvent::GoldReceived { seat, reason: BaGoldReason::NoPrisoner, .. } if *seat == a
            )));
        }
        assert!(
            !evs.iter().any(|e| matches!(e, BaEvent::HexConquered { .. })),
            "{evs:?}"
        );
        assert!(
            evs.iter().any(|e| matches!(e, BaEvent::HexRecaptured { .. })),
            "{evs:?}"
        );
    }
}

/// A landing on a hex with 3 barbarians places none and is not rolled again; an empty supply
/// stops the landings.
#[test]
fn full_hexes_and_an_empty_supply() {
    let mut game = game_in_main(3, &[ModuleId::BarbarianAttack], 3);
    let seat = game.state().current;
    let twelve = hex_id(&game, -2, 0);
    let two = hex_id(&game, 0, 2);
    {
        let m = ba(&mut game);
        m.barbarians[twelve as usize] = 3;
        // 12 (full), 2, 3: three numbers, one barbarian placed on each of the 2 and the 3 hex.
        m.script().landings = VecDeque::from(vec![[6, 6], [1, 1], [1, 2]]);
    }
    let v = (0..game.board().vertex_count() as VertexId)
        .find(|&v| game.state().buildings[v as usize].is_some_and(|b| b.owner == seat && b.kind == BuildingKind::Settlement))
        .expect("a settlement");
    game.state_mut().players[seat as usize].hand.add(&CITY_COST);
    let vertex = game.board().vertex(v);
    let events = game
        .apply(seat, &Action::BuildCity { vertex })
        .expect("the city is built");
    let evs = ba_events(&events);
    let rolls: Vec<LandingResult> = evs
        .iter()
        .filter_map(|e| match e {
            BaEvent::LandingRolled { result, .. } => Some(*result),
            _ => None,
        })
        .collect();
    assert_eq!(rolls.len(), 3, "{evs:?}");
    assert!(matches!(rolls[0], LandingResult::Full { .. }));
    let m = ba(&mut game);
    assert_eq!(m.on(twelve), 3);
    assert_eq!(m.on(two), 2);
    // Now an empty supply: a landing rolls nothing.
    m.supply = 0;
    let before = m.barbarians.clone();
    let mut module = m.clone();
    let (board, st) = game.parts_mut();
    let mut events = Vec::new();
    let mut ctx = Ctx {
        board,
        st,
        events: &mut events,
    };
    landing::land(&mut module, &mut ctx, seat);
    assert_eq!(ba_events(&events), vec![BaEvent::NoBarbariansLeft]);
    assert_eq!(module.barbarians, before);
}

/// A building all of whose land hexes are conquered scores nothing, and its harbour no longer
/// serves; winning a hex back restores both.
#[test]
fn conquered_buildings_score_nothing_and_lose_their_harbour() {
    let mut game = game_in_main(3, &[ModuleId::BarbarianAttack], 5);
    let seat = game.state().current;
    let board = game.board();
    let Some(v) = (0..board.vertex_count() as VertexId).find(|&v| {
        game.state().buildings[v as usize].is_some_and(|b| b.owner == seat)
            && board.vertex_hexes(v).all(|h| {
                !matches!(
                    board.tile(h).terrain,
                    crate::board::Terrain::Castle | crate::board::Terrain::Desert
                )
            })
    }) else {
        return;
    };
    let vp = game.total_vp(seat);
    let hexes: Vec<HexId> = game.board().vertex_hexes(v).collect();
    for &h in &hexes {
        ba(&mut game).barbarians[h as usize] = 3;
    }
    let kind = game.state().buildings[v as usize].expect("built").kind;
    assert_eq!(game.total_vp(seat), vp - u32::from(kind.vp()));
    {
        let hc = game.hook_ctx();
        if let ModuleState::BarbarianAttack(m) = &hc.state.modules[0] {
            assert!(m.building_conquered(hc.board, v));
            // With a harbour there, the ratio falls back to the bank's 4.
            for r in Resource::ALL {
                let ratio = m.trade_ratio(&hc, seat, Good::from(r), 2);
                assert!(ratio >= 2);
            }
        }
    }
    for &h in &hexes {
        ba(&mut game).barbarians[h as usize] = 2;
    }
    assert_eq!(game.total_vp(seat), vp);
}

/// A knight on the castle must leave: `EndTurn` is neither listed nor accepted while it can,
/// and autoplay moves it (a free move) before ending the turn.
#[test]
fn castle_knights_must_leave_and_autoplay_moves_them() {
    let mut game = game_in_main(3, &[ModuleId::BarbarianAttack], 9);
    let seat = game.state().current;
    let castle = board::castle(game.board()).expect("a castle");
    let path = board::sides(game.board(), castle)[0];
    let e = game.board().edge(path);
    ba(&mut game).knights.push(Knight {
        owner: seat,
        edge: e,
        moved: false,
    });
    game.apply(seat, &Action::EndTurn).expect("main ends");
    assert!(!game.legal_actions(seat).contains(&Action::EndTurn));
    assert_eq!(
        game.apply(seat, &Action::EndTurn).err(),
        Some(BaError::CastleKnightMustMove.into())
    );
    let auto = crate::autoplay::minimal_action(&game, seat).expect("a move");
    assert!(matches!(
        auto,
        Action::Module(crate::modules::ModuleAction::BarbarianAttack(BaAction::MoveKnight {
            grain: false,
            ..
        }))
    ));
    game.apply(seat, &auto).expect("moves");
    let k = ba(&mut game).knights[0];
    assert!(k.moved);
    let id = game.board().edge_id(k.edge).expect("on the board");
    assert!(!board::is_castle_path(game.board(), Some(castle), id));
    assert!(game.legal_actions(seat).contains(&Action::EndTurn));
    // A 5-path move costs a grain.
    let _ = edge(&game, "0,0,NE");
}

/// The discard pile is reshuffled into a new draw pile when the draw pile runs out.
#[test]
fn the_deck_is_reshuffled_when_empty() {
    let mut game = game_in_main(3, &[ModuleId::BarbarianAttack], 11);
    let seat = game.state().current;
    {
        let m = ba(&mut game);
        let mut all = std::mem::take(&mut m.deck.draw);
        m.deck.discard = all.split_off(1);
        m.deck.draw = all;
    }
    let mut reshuffled = 0;
    for _ in 0..2 {
        game.state_mut().players[seat as usize]
            .hand
            .add(&ResourceSet::new(0, 0, 1, 1, 1));
        let events = game.apply(seat, &Action::BuyDevCard).expect("bought");
        for e in ba_events(&events) {
            if let BaEvent::CardDrawn { reshuffled: true, .. } = e {
                reshuffled += 1;
            }
        }
        // Make whatever decision the card asks for.
        while !matches!(game.phase(), Phase::Main) {
            let p = game.pending()[0].seat;
            let a = crate::autoplay::minimal_action(&game, p).expect("a decision");
            game.apply(p, &a).expect("decided");
        }
    }
    assert_eq!(reshuffled, 1);
    let m = ba(&mut game);
    assert_eq!(m.deck.left(), 26);
}

/// Count-then-pick: in random games (3 and 4 players, and with Catan for Two's neutral
/// knight), wherever knights move, the module's count is the length of its list and every
/// index picks the listed move.
#[test]
fn the_knights_moves_counted_and_picked_are_the_listed_ones() {
    use rand::SeedableRng;
    let setups: [(u8, &[ModuleId]); 3] = [
        (3, &[ModuleId::BarbarianAttack]),
        (4, &[ModuleId::BarbarianAttack]),
        (2, &[ModuleId::CatanForTwo, ModuleId::BarbarianAttack]),
    ];
    let mut checked = 0;
    for (players, modules) in setups {
        for seed in 1..=3u64 {
            let mut config = crate::GameConfig::base(players);
            config.modules = modules.to_vec();
            let mut game = Game::new(config, seed).expect("config");
            let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
            let mut scratch = Vec::new();
            for _ in 0..3000 {
                let st = game.state();
                if let Some(m) = st.modules.iter().find(|m| m.id() == ModuleId::BarbarianAttack) {
                    let hc = HookCtx {
                        board: game.board(),
                        state: st,
                    };
                    let seat = st.current;
                    if let Some(count) = m.hooks().legal_action_count(&hc, seat) {
                        let mut listed = Vec::new();
                        m.hooks().legal_actions(&hc, seat, &mut listed);
                        assert_eq!(count, listed.len());
                        for (i, a) in listed.iter().enumerate() {
                            assert_eq!(m.hooks().nth_legal_action(&hc, seat, i).as_ref(), Some(a));
                        }
                        assert_eq!(m.hooks().nth_legal_action(&hc, seat, count), None);
                        checked += 1;
                    }
                }
                let Some((seat, action)) = crate::random_play::random_step(
                    &game,
                    &mut rng,
                    crate::random_play::RandomPlayOptions::default(),
                    &mut scratch,
                ) else {
                    break;
                };
                let _ = game.apply(seat, &action);
            }
        }
    }
    assert!(checked > 100, "only {checked} movement steps checked");
}
