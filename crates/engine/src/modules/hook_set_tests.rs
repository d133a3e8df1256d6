//! Checks every module's [`RuleModule::overrides`]: on states reached by random play, in every
//! ruleset of the registry that holds the module, each hook the module leaves out of its set must
//! answer exactly what the trait's default answers (and a mutating one must change nothing), or
//! the core's shortcut for that hook would play a different game.

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

use super::{HookCtx, Hooks, ModuleId, ModuleState, RuleModule};
use crate::Game;
use crate::board::{EdgeId, HexId, VertexId};
use crate::config::GameConfig;
use crate::event::Event;
use crate::goods::Good;
use crate::random_play::{RandomPlayOptions, random_step};
use crate::resources::{Resource, ResourceSet};
use crate::rules::Ctx;
use crate::state::{BuildingKind, GameState, Phase, Seat};

/// A module with every hook at its default: what a left-out hook must answer.
struct Plain(ModuleId);

impl RuleModule for Plain {
    fn id(&self) -> ModuleId {
        self.0
    }
}

/// Runs a mutating hook of the module at `index` on a copy of the game and checks that it
/// changed neither the game, nor the module, nor the events.
fn changes_nothing(
    game: &Game,
    index: usize,
    what: &str,
    hook: impl FnOnce(&mut ModuleState, &mut Ctx),
) {
    let mut st = game.state().clone();
    let mut m = st.modules.remove(index);
    let (m_before, st_before) = (m.clone(), st.clone());
    let mut events: Vec<Event> = Vec::new();
    let mut ctx = Ctx {
        board: game.board(),
        st: &mut st,
        events: &mut events,
    };
    hook(&mut m, &mut ctx);
    assert!(
        m == m_before && st == st_before && events.is_empty(),
        "{:?}: `{what}` changed the game but is not in its overrides",
        m.id()
    );
}

/// Checks one left-out hook group of the module at `index` against the default.
fn probe(game: &Game, index: usize, name: &str, hooks: Hooks) {
    let board = game.board();
    let st: &GameState = game.state();
    let hc = HookCtx { board, state: st };
    let m = st.modules[index].hooks();
    let plain = Plain(m.id());
    let seats = 0..st.seat_count() as Seat;
    let hexes = 0..board.hex_count() as HexId;
    let vertices = 0..board.vertex_count() as VertexId;
    let edges = 0..board.edge_count() as EdgeId;
    let id = m.id();
    let same = |what: &str, ok: bool| {
        assert!(
            ok,
            "{id:?}: `{what}` differs from the default but {name} is not in its overrides"
        )
    };
    match hooks {
        h if h == Hooks::ROBBER_TARGETS => {
            for s in seats {
                for x in hexes.clone() {
                    same(
                        "robber_hex_allowed",
                        m.robber_hex_allowed(&hc, s, x) == plain.robber_hex_allowed(&hc, s, x),
                    );
                }
            }
            same(
                "robber_fallback",
                m.robber_fallback(&hc) == plain.robber_fallback(&hc),
            );
        }
        h if h == Hooks::MAY_ROB => {
            for a in seats.clone() {
                for b in seats.clone() {
                    same("may_rob", m.may_rob(&hc, a, b) == plain.may_rob(&hc, a, b));
                }
            }
        }
        h if h == Hooks::EXTRA_VP => {
            for s in seats {
                same("extra_vp", m.extra_vp(&hc, s) == plain.extra_vp(&hc, s));
            }
        }
        h if h == Hooks::HAND_LIMIT => {
            for s in seats {
                for limit in [7, 9, 13] {
                    same(
                        "hand_limit",
                        m.hand_limit(&hc, s, limit) == plain.hand_limit(&hc, s, limit),
                    );
                }
            }
        }
        h if h == Hooks::TRADE_RATIO => {
            for s in seats {
                for g in Good::ALL {
                    for r in [2, 3, 4] {
                        same(
                            "trade_ratio",
                            m.trade_ratio(&hc, s, g, r) == plain.trade_ratio(&hc, s, g, r),
                        );
                    }
                }
            }
        }
        h if h == Hooks::HEX_BLOCKED => {
            for x in hexes {
                same(
                    "hex_blocked",
                    m.hex_blocked(&hc, x) == plain.hex_blocked(&hc, x),
                );
            }
        }
        h if h == Hooks::INTERSECTION_BLOCKED => {
            for s in seats {
                for v in vertices.clone() {
                    same(
                        "intersection_blocked",
                        m.intersection_blocked(&hc, s, v) == plain.intersection_blocked(&hc, s, v),
                    );
                }
            }
        }
        h if h == Hooks::PATH_BLOCKED => {
            for s in seats {
                for e in edges.clone() {
                    same(
                        "path_blocked",
                        m.path_blocked(&hc, s, e) == plain.path_blocked(&hc, s, e),
                    );
                }
            }
        }
        h if h == Hooks::ROUTE_WEIGHT => {
            for s in seats {
                for e in edges.clone() {
                    for w in [0, 1] {
                        same(
                            "route_weight",
                            m.route_weight(&hc, s, e, w) == plain.route_weight(&hc, s, e, w),
                        );
                    }
                }
            }
        }
        h if h == Hooks::ROAD_CUT => {
            for s in seats {
                for v in vertices.clone() {
                    same(
                        "road_cut_at",
                        m.road_cut_at(&hc, s, v) == plain.road_cut_at(&hc, s, v),
                    );
                }
            }
        }
        h if h == Hooks::ROLL => {
            for n in 2..=12 {
                same(
                    "roll_accepted",
                    m.roll_accepted(&hc, n) == plain.roll_accepted(&hc, n),
                );
            }
            same("roll_resume", m.roll_resume(&hc) == plain.roll_resume(&hc));
            changes_nothing(game, index, "draw_roll", |m, ctx| {
                let seat = ctx.st.current;
                assert_eq!(
                    m.hooks_mut().draw_roll(ctx, seat),
                    None,
                    "{id:?}: `draw_roll`"
                );
            });
            changes_nothing(game, index, "chosen_dice", |m, ctx| {
                let seat = ctx.st.current;
                assert_eq!(
                    m.hooks_mut().chosen_dice(ctx, seat),
                    None,
                    "{id:?}: `chosen_dice`"
                );
            });
        }
        h if h == Hooks::BEFORE_NUMBER => {
            changes_nothing(game, index, "before_number", |m, ctx| {
                let seat = ctx.st.current;
                m.hooks_mut().before_number(ctx, seat);
            });
        }
        h if h == Hooks::AFTER_ROLL => {
            for n in 2..=12 {
                changes_nothing(game, index, "after_roll", |m, ctx| {
                    let seat = ctx.st.current;
                    m.hooks_mut().after_roll(ctx, seat, n);
                });
            }
        }
        h if h == Hooks::PRODUCTION => {
            for kind in BuildingKind::ALL {
                let base = kind.base_yield();
                same(
                    "building_yield",
                    m.building_yield(&hc, kind, base) == plain.building_yield(&hc, kind, base),
                );
            }
            for v in vertices {
                let Some(b) = st.buildings[v as usize] else {
                    continue;
                };
                for r in Resource::ALL {
                    let (mut got, mut want) = (ResourceSet::of(r, 2), ResourceSet::of(r, 2));
                    m.production_goods(&hc, v, b, r, &mut got);
                    plain.production_goods(&hc, v, b, r, &mut want);
                    same("production_goods", got == want);
                }
            }
        }
        h if h == Hooks::AFTER_PRODUCTION => {
            let produced = vec![ResourceSet::of(Resource::Grain, 1); st.players.len()];
            changes_nothing(game, index, "after_production", |m, ctx| {
                m.hooks_mut().after_production(ctx, 8, &produced);
            });
        }
        h if h == Hooks::BUILD_CHECKS => {
            for s in seats {
                for e in edges.clone() {
                    same(
                        "check_road",
                        m.check_road(&hc, s, e) == plain.check_road(&hc, s, e),
                    );
                }
                for v in vertices.clone() {
                    same(
                        "check_settlement",
                        m.check_settlement(&hc, s, v) == plain.check_settlement(&hc, s, v),
                    );
                    same(
                        "check_city",
                        m.check_city(&hc, s, v) == plain.check_city(&hc, s, v),
                    );
                }
                same(
                    "free_road_alternative",
                    m.free_road_alternative(&hc, s) == plain.free_road_alternative(&hc, s),
                );
            }
        }
        h if h == Hooks::LEGAL_ACTIONS => {
            for s in seats {
                let mut out = Vec::new();
                m.legal_actions(&hc, s, &mut out);
                same("legal_actions", out.is_empty());
            }
        }
        h if h == Hooks::COUNTED_ACTIONS => {
            for s in seats {
                same("legal_action_count", m.legal_action_count(&hc, s).is_none());
            }
        }
        h if h == Hooks::VP_CAN_STILL_CHANGE => same(
            "vp_can_still_change",
            m.vp_can_still_change(&hc) == plain.vp_can_still_change(&hc),
        ),
        h if h == Hooks::SEAT_TARGET_EXTRA => {
            for s in seats {
                same(
                    "seat_target_extra",
                    m.seat_target_extra(&hc, s) == plain.seat_target_extra(&hc, s),
                );
            }
        }
        h if h == Hooks::TURN_STEPS => same("turn_steps", m.turn_steps() == plain.turn_steps()),
        h if h == Hooks::ON_SEVEN => {
            changes_nothing(game, index, "on_seven", |m, ctx| {
                let seat = ctx.st.current;
                m.hooks_mut().on_seven(ctx, seat);
            });
        }
        h if h == Hooks::AFTER_ACTION => {
            same(
                "after_action_due",
                m.after_action_due() == plain.after_action_due(),
            );
            changes_nothing(game, index, "after_action", |m, ctx| {
                let seat = ctx.st.current;
                m.hooks_mut().after_action(ctx, seat);
            });
        }
        other => panic!("no probe for {name} ({other:?}): add one here"),
    }
}

/// Every hook group a module leaves out answers as the default does, on states reached by
/// random play in every ruleset holding the module (base and variable boards).
#[test]
fn every_left_out_hook_answers_as_the_default() {
    let mut checked = 0;
    for modules in super::rulesets_to_test() {
        for seed in 0..3u64 {
            let players = super::players_for(&modules, seed);
            let mut config = GameConfig::base(players);
            config.modules = modules.clone();
            if seed == 1 {
                config.layout = crate::board::layout::LayoutChoice::Variable {
                    numbers: crate::board::layout::NumberPlacement::Random,
                };
            }
            let Ok(mut game) = Game::new(config, seed) else {
                continue;
            };
            let mut rng = Pcg64Mcg::seed_from_u64(seed);
            let mut scratch = Vec::new();
            let opts = RandomPlayOptions {
                domestic_trades: true,
            };
            for step in 0..2500 {
                if step % 25 == 0 || matches!(game.phase(), Phase::MoveRobber { .. }) {
                    for index in 0..game.state().modules.len() {
                        let declared = game.state().modules[index].hooks().overrides();
                        for &(name, hooks) in Hooks::NAMED {
                            if !declared.intersects(hooks) {
                                probe(&game, index, name, hooks);
                                checked += 1;
                            }
                        }
                    }
                }
                let Some((seat, action)) = random_step(&game, &mut rng, opts, &mut scratch) else {
                    break;
                };
                let _ = game.apply(seat, &action);
            }
        }
    }
    assert!(checked > 1000, "only {checked} probes ran");
}

/// A module that does not say what it overrides is taken to override everything; the base
/// game overrides nothing.
#[test]
fn undeclared_means_every_hook_and_the_base_game_none() {
    let plain = Plain(ModuleId::ALL[0]);
    assert_eq!(plain.overrides(), Hooks::ALL);
    let base = Game::new(GameConfig::base(4), 1).unwrap();
    assert_eq!(base.state().ruleset.hooks, Hooks::NONE);
    assert!(!base.state().hooked(Hooks::ALL));
    for modules in super::rulesets_to_test() {
        let mut config = GameConfig::base(super::players_for(&modules, 0));
        config.modules = modules.clone();
        let Ok(game) = Game::new(config, 0) else {
            continue;
        };
        let union = game
            .state()
            .modules
            .iter()
            .fold(Hooks::NONE, |h, m| h | m.hooks().overrides());
        assert_eq!(game.state().ruleset.hooks, union, "{modules:?}");
    }
}
