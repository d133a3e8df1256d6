//! Every kind of piece, counter and mark a rule module can put in a view has a picture (an
//! entry in the sprite table) and words in English and Japanese (`piece-<kind>` in
//! `assets/locales/*/pieces.ftl`), and what the modules show in random games (written in the
//! view or derived from their parts: `View::board_items`) is always of a kind they list.

use kaitaku_engine::modules::ModuleId;
use kaitaku_engine::random_play::{RandomPlayOptions, random_step};
use kaitaku_engine::view_items::Kind;
use kaitaku_engine::{Game, GameConfig};
use kaitaku_i18n::{Lang, has_message};
use kaitaku_render::sprites::{self, BASE_KINDS, Look};
use kaitaku_render::{items, modules};
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

/// A game with `module` alone, at the first player count it allows.
fn game_with(module: ModuleId, seed: u64) -> Game {
    [3, 4, 2]
        .into_iter()
        .find_map(|players| {
            let mut config = GameConfig::base(players);
            config.modules = vec![module];
            Game::new(config, seed).ok()
        })
        .expect("some player count")
}

/// Every kind a module may write.
fn module_kinds() -> Vec<(ModuleId, Kind)> {
    ModuleId::ALL
        .into_iter()
        .flat_map(|m| {
            game_with(m, 1)
                .item_kinds()
                .into_iter()
                .map(move |k| (m, k))
        })
        .collect()
}

#[test]
fn every_module_kind_has_a_sprite_and_words_in_both_languages() {
    let kinds = module_kinds();
    assert!(kinds.len() >= 19, "the modules write their kinds");
    for (module, kind) in &kinds {
        let look = sprites::look(kind);
        assert!(look.is_some(), "{kind} ({module:?}) has no sprite");
        assert!(
            kind.as_str().starts_with(&format!("{}.", module.name())),
            "{kind} is not named after its module"
        );
        for lang in Lang::ALL {
            assert!(
                has_message(lang, &items::name_id(kind)),
                "{kind}: no {} name ({})",
                lang.code(),
                items::name_id(kind)
            );
            match look {
                Some(Look::Pill { .. }) => assert!(
                    has_message(lang, &items::short_id(kind)),
                    "{kind}: no {} short name",
                    lang.code()
                ),
                Some(Look::StatusCard { caption, .. }) => {
                    assert!(has_message(lang, caption), "{kind}: caption {caption}")
                }
                _ => {}
            }
            // A counter's name takes its value.
            assert!(!items::name(kind, 2, lang).contains("piece-"), "{kind}");
        }
    }
    // The core's own kinds too.
    for k in BASE_KINDS {
        for lang in Lang::ALL {
            assert!(
                has_message(lang, &items::name_id(&Kind::new(k.kind))),
                "{}",
                k.kind
            );
        }
    }
}

#[test]
fn the_sprite_table_holds_only_kinds_some_module_writes_and_one_drawing_per_module() {
    let kinds: Vec<Kind> = module_kinds().into_iter().map(|(_, k)| k).collect();
    for d in modules::REGISTRY {
        for k in d.kinds {
            assert!(
                kinds.contains(&Kind::new(k.kind)),
                "{} is drawn but no module writes it",
                k.kind
            );
            assert!(
                k.kind.starts_with(&format!("{}.", d.id.name())),
                "{} is in {:?}'s drawing",
                k.kind,
                d.id
            );
        }
    }
    for m in ModuleId::ALL {
        assert_eq!(
            modules::REGISTRY.iter().filter(|d| d.id == m).count(),
            1,
            "{m:?} has one drawing"
        );
    }
}

#[test]
fn random_games_show_only_listed_kinds() {
    for module in ModuleId::ALL {
        for seed in 0..3u64 {
            let mut game = game_with(module, seed);
            let kinds = game.item_kinds();
            let mut rng = Pcg64Mcg::seed_from_u64(seed);
            let mut scratch = Vec::new();
            for step in 0..600 {
                if step % 25 == 0 {
                    let seats = game.state().players.len() as u8;
                    for viewer in std::iter::once(None).chain((0..seats).map(Some)) {
                        let items = game.view(viewer).board_items();
                        let written = items.pieces.iter().map(|p| &p.kind);
                        let written = written.chain(items.counters.iter().map(|c| &c.kind));
                        for kind in written.chain(items.marks.iter().map(|m| &m.kind)) {
                            assert!(kinds.contains(kind), "{module:?}: {kind} not listed");
                        }
                    }
                }
                let Some((seat, action)) =
                    random_step(&game, &mut rng, RandomPlayOptions::default(), &mut scratch)
                else {
                    break;
                };
                let _ = game.apply(seat, &action);
            }
        }
    }
}

#[test]
fn the_words_from_the_modules_items_follow_the_language_asked_for() {
    let mut config = GameConfig::base(2);
    config.modules = vec![ModuleId::CatanForTwo, ModuleId::Harbormaster];
    let game = Game::new(config, 3).expect("config");
    let req = kaitaku_render::RenderRequest {
        view: game.view(None),
        names: vec!["Alice".into(), "ボブ".into()],
        highlight: None,
    };
    let en = kaitaku_render::render_svg(&req).expect("svg");
    let ja = kaitaku_render::render_svg_in(&req, Lang::Ja).expect("svg");
    for (words, svg) in [
        (
            ["harbour pts", "trade tokens", "roads left", "Neutral grey"],
            &en,
        ),
        (
            ["港ポイント", "交易チップ", "街道の残り", "中立（灰）"],
            &ja,
        ),
    ] {
        for w in words {
            assert!(svg.contains(w), "{w}");
        }
    }
    assert!(!ja.contains("harbour pts"));
    // English stays the default of the PNG entry point too.
    let png = kaitaku_render::render_png(&req).expect("png");
    let png_en = kaitaku_render::render_png_in(&req, Lang::En).expect("png");
    assert_eq!(png.png, png_en.png);
}

#[test]
fn a_tile_flagged_face_down_is_drawn_face_down_whatever_lies_under_it() {
    let game = Game::new(GameConfig::base(3), 5).expect("config");
    let mut view = game.view(None);
    let i = view
        .tiles
        .iter()
        .position(|t| t.number.is_some())
        .expect("a numbered tile");
    // A view made by hand that flags the tile but still carries its face.
    view.tiles[i].face_down = true;
    let hidden = view.tiles[i].redacted();
    assert_ne!(hidden, view.tiles[i]);
    let mut redacted = view.clone();
    redacted.tiles[i] = hidden;
    let draw = |v: &kaitaku_engine::View| {
        let req = kaitaku_render::RenderRequest {
            view: v.clone(),
            names: Vec::new(),
            highlight: None,
        };
        (
            kaitaku_render::render_png(&req).expect("png").png,
            kaitaku_render::render_svg(&req).expect("svg"),
        )
    };
    let (png, svg) = draw(&view);
    let (png_redacted, svg_redacted) = draw(&redacted);
    assert_eq!(png, png_redacted);
    assert_eq!(svg, svg_redacted);
    assert!(svg.contains("pic-unknown"));
}

#[test]
fn the_first_modules_derive_their_items_and_write_none_in_the_view() {
    let mut config = GameConfig::base(2);
    config.modules = vec![
        ModuleId::FriendlyRobber,
        ModuleId::EventCards,
        ModuleId::Harbormaster,
        ModuleId::CatanForTwo,
    ];
    let game = Game::new(config, 11).expect("config");
    for viewer in [None, Some(0), Some(1)] {
        let view = game.view(viewer);
        // Nothing written (each list is left out of the JSON when empty), all derived.
        assert!(view.pieces.is_empty() && view.counters.is_empty() && view.marks.is_empty());
        let items = view.board_items();
        let kinds = game.item_kinds();
        assert!(items.counters.iter().all(|c| kinds.contains(&c.kind)));
        for seat in 0..2 {
            assert_eq!(view.counter("harbormaster.points", Some(seat)), Some(0));
            assert_eq!(
                view.counter("catan_for_two.trade_tokens", Some(seat)),
                Some(5)
            );
        }
        // The neutral colours' stock, as counters of owners 2 and 3.
        assert!(view.counter("catan_for_two.roads_left", Some(2)).is_some());
        assert!(
            view.counter("catan_for_two.settlements_left", Some(3))
                .is_some()
        );
    }
}
