use super::*;
use kaitaku_engine::{Game, GameConfig};
use kaitaku_render::{HighlightKind, highlight_for};

fn game() -> Game {
    let mut config = GameConfig::base(3);
    config.script.first_player = Some(0);
    Game::new(config, 7).expect("game")
}

fn table() -> Table {
    Table {
        users: vec![11, 22, 33],
        names: vec!["alice".into(), "bob".into(), "hanako".into()],
    }
}

#[test]
fn pips_are_the_dots_on_the_tokens() {
    let dots: Vec<u8> = (2..=12).map(pips).collect();
    assert_eq!(dots, [1, 2, 3, 4, 5, 0, 5, 4, 3, 2, 1]);
    assert_eq!(pips(0), 0);
    assert_eq!(pips(13), 0);
}

#[test]
fn setup_spots_say_what_they_touch_best_first() {
    let g = game();
    let board = g.board();
    let h = highlight_for(&g, HighlightKind::Settlements);
    let legal = g.legal_actions(0);
    let options = pick_options(
        PickKind::Settlement,
        &h.spots,
        &legal,
        board,
        &g.view(None),
        &table(),
        Lang::En,
    );
    assert_eq!(options.len(), 54);
    // Every label starts with its code and says what it touches; sorted by pips, best first.
    let mut last = u8::MAX;
    for (label, code) in &options {
        assert!(label.starts_with(&format!("{code} — ")), "{label}");
        let v = board.vertex_by_code(code).expect("a code");
        let info = vertex_info(board, v);
        assert!(info.pips <= last, "{label} after {last} pips");
        last = info.pips;
        assert!(label.len() <= 100, "Discord's limit: {label}");
        for (n, terrain) in &info.tiles {
            let name = resource_name(terrain.resource().expect("produces"), Lang::En);
            assert!(label.contains(&format!("{n} {name}")), "{label}");
        }
        if !info.tiles.is_empty() {
            assert!(label.contains(&format!("({} pips)", info.pips)), "{label}");
        }
        match info.harbour {
            Some(HarborKind::Generic) => assert!(label.ends_with("· 3:1 harbour"), "{label}"),
            Some(HarborKind::Special(r)) => {
                assert!(
                    label.ends_with(&format!("· 2:1 {} harbour", r.name())),
                    "{label}"
                );
            }
            None => assert!(!label.contains("harbour"), "{label}"),
        }
    }
    // The best spot of the board is first: no intersection touches more pips.
    let most = (0..board.vertex_count() as u16)
        .map(|v| vertex_info(board, v).pips)
        .max()
        .expect("vertices");
    let first = board.vertex_by_code(&options[0].1).expect("a code");
    assert_eq!(vertex_info(board, first).pips, most);
    // In Japanese too.
    let ja = pick_options(
        PickKind::Settlement,
        &h.spots,
        &legal,
        board,
        &g.view(None),
        &table(),
        Lang::Ja,
    );
    assert_eq!(ja[0].1, options[0].1);
    assert!(
        ja[0].0.contains("確率") && ja[0].0.contains("/36"),
        "{}",
        ja[0].0
    );
    assert!(
        ja.iter().any(|(l, _)| l.contains("の港")),
        "a harbour in Japanese"
    );
}

#[test]
fn words_for_tiles_harbours_and_paths() {
    let info = VertexInfo {
        tiles: vec![
            (6, Terrain::Fields),
            (5, Terrain::Hills),
            (3, Terrain::Mountains),
        ],
        desert: false,
        pips: 11,
        harbour: Some(HarborKind::Generic),
    };
    assert_eq!(
        vertex_words(&info, Lang::En),
        "6 grain · 5 brick · 3 ore (11 pips) · 3:1 harbour"
    );
    assert_eq!(
        vertex_words(&info, Lang::Ja),
        "6 小麦 · 5 レンガ · 3 鉱石（確率 11/36） · 3:1の港"
    );
    let coast = VertexInfo {
        tiles: Vec::new(),
        desert: true,
        pips: 0,
        harbour: Some(HarborKind::Special(kaitaku_engine::Resource::Ore)),
    };
    assert_eq!(
        vertex_words(&coast, Lang::En),
        "desert (0 pips) · 2:1 ore harbour"
    );

    // After the first settlement, each road goes from it to an intersection, described.
    let mut g = game();
    let first = g.legal_actions(0).into_iter().next().expect("a settlement");
    g.apply(0, &first).expect("placed");
    let board = g.board();
    let h = highlight_for(&g, HighlightKind::Roads);
    let roads = pick_options(
        PickKind::Road,
        &h.spots,
        &[],
        board,
        &g.view(None),
        &table(),
        Lang::En,
    );
    assert!(!roads.is_empty());
    for (label, code) in &roads {
        assert!(label.starts_with(&format!("{code} — to ")), "{label}");
        assert!(
            label.contains("pips)") || label.contains("nothing"),
            "{label}"
        );
    }
    let ja = pick_options(
        PickKind::Road,
        &h.spots,
        &[],
        board,
        &g.view(None),
        &table(),
        Lang::Ja,
    );
    assert!(ja[0].0.contains("へ："), "{}", ja[0].0);
}

#[test]
fn typed_codes_and_words_find_spots() {
    let g = game();
    let board = g.board();
    let h = highlight_for(&g, HighlightKind::Settlements);
    let legal = g.legal_actions(0);
    let options = pick_options(
        PickKind::Settlement,
        &h.spots,
        &legal,
        board,
        &g.view(None),
        &table(),
        Lang::En,
    );
    // Nothing typed: the best 25, best first.
    let all = spot_suggestions(options.clone(), "");
    assert_eq!(all.len(), 25);
    assert_eq!(all[0], options[0]);
    // A code: that spot first, then the codes it starts.
    let four = spot_suggestions(options.clone(), "4");
    assert_eq!(four[0].1, "4");
    assert!(
        four[1..].iter().take(5).all(|(_, c)| c.starts_with('4')),
        "{four:?}"
    );
    // A word of the description: only spots that touch it.
    let harbours = spot_suggestions(options.clone(), "2:1");
    assert!(!harbours.is_empty());
    let special = options.iter().filter(|(l, _)| l.contains("2:1")).count();
    assert!(
        harbours
            .iter()
            .take(special)
            .all(|(l, _)| l.contains("2:1")),
        "{harbours:?}"
    );
    assert!(spot_suggestions(options, "zzz").is_empty());
}
