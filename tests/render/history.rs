//! A board image is a function of what it shows: the same bytes whichever images were rendered
//! before it in the process (other boards, other states of the same board, other languages),
//! with the caches warm, cold, or made by another image of the same board, and in a process
//! that has rendered nothing else. (The bot's privacy check renders the posted images again
//! later and compares them; issue 23.)

use kaitaku_engine::Game;
use kaitaku_engine::modules::ModuleId;
use kaitaku_engine::random_play::{RandomPlayOptions, random_step};
use kaitaku_i18n::Lang;
use kaitaku_render::{HighlightKind, RenderRequest, bench, cache, highlight_for, render_png_in};
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

const NAMES: [&str; 4] = ["Alice", "ボブ", "Chloé 🦊", "Dmitri"];

/// Where the fresh process writes its renders, when this binary is started as one.
const OUT_VAR: &str = "KAITAKU_HISTORY_OUT";

/// The boards of the test: the base game and the variants that add colours of their own.
const BOARDS: [&[ModuleId]; 6] = [
    &[],
    &[ModuleId::Fishermen],
    &[ModuleId::Rivers],
    &[ModuleId::CitiesAndKnights],
    &[ModuleId::CatanForTwo],
    &[ModuleId::BarbarianAttack],
];

/// Up to `count` consecutive states of the bench's mid-game with `modules`, one per action of
/// the random player.
fn states(modules: &[ModuleId], count: usize) -> Vec<Game> {
    let mut game = bench::mid_game_with(modules).expect("the bench's game");
    let mut rng = Pcg64Mcg::seed_from_u64(31);
    let mut scratch = Vec::new();
    let mut out = vec![game.clone()];
    while out.len() < count {
        let Some((seat, action)) =
            random_step(&game, &mut rng, RandomPlayOptions::default(), &mut scratch)
        else {
            break;
        };
        if game.apply(seat, &action).is_ok() {
            out.push(game.clone());
        }
    }
    out
}

fn request(game: &Game, highlight: Option<HighlightKind>) -> RenderRequest {
    RenderRequest {
        view: game.view(None),
        names: NAMES.map(String::from)[..usize::from(game.seat_count())].to_vec(),
        highlight: highlight.map(|k| highlight_for(game, k)),
    }
}

/// The states compared: the 7th state of each board, public, in English and in Japanese.
fn compared() -> Vec<(String, RenderRequest, Lang)> {
    let mut out = Vec::new();
    for modules in BOARDS {
        let game = &states(modules, 8)[7];
        for lang in [Lang::En, Lang::Ja] {
            out.push((format!("{modules:?} {lang:?}"), request(game, None), lang));
        }
    }
    out
}

fn render(req: &RenderRequest, lang: Lang) -> Vec<u8> {
    render_png_in(req, lang).expect("render").png
}

/// The RGB pixels of a PNG.
fn pixels(png_bytes: &[u8]) -> Vec<u8> {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("PNG header");
    let mut buf = vec![0; reader.output_buffer_size().expect("size")];
    let info = reader.next_frame(&mut buf).expect("the PNG decodes whole");
    buf.truncate(info.buffer_size());
    buf
}

/// Renders many other images: every board's states one after the other, round robin, with
/// highlighted spots now and then, in both languages, leaving out the compared state itself
/// (so its board's encoded rows are made by another image).
fn render_much_else() -> usize {
    let sequences: Vec<Vec<Game>> = BOARDS.iter().map(|m| states(m, 24)).collect();
    let mut rendered = 0;
    for i in 0..24 {
        for states in &sequences {
            let Some(game) = states.get(i).filter(|_| i != 7) else {
                continue;
            };
            let highlight = match i % 5 {
                1 => Some(HighlightKind::Settlements),
                3 => Some(HighlightKind::Roads),
                _ => None,
            };
            let lang = if i % 2 == 0 { Lang::En } else { Lang::Ja };
            render(&request(game, highlight), lang);
            rendered += 1;
        }
    }
    rendered
}

#[test]
fn a_board_image_is_the_same_bytes_whatever_was_rendered_before() {
    // Cold: each compared image with empty caches.
    let cold: Vec<Vec<u8>> = compared()
        .iter()
        .map(|(_, req, lang)| {
            cache::clear();
            render(req, *lang)
        })
        .collect();
    assert!(render_much_else() > 100, "enough other images");
    // Warm: the caches hold the compared boards, their rows encoded from other images.
    for ((name, req, lang), cold) in compared().iter().zip(&cold) {
        let warm = render(req, *lang);
        assert!(pixels(&warm) == pixels(cold), "{name}: pixels differ");
        assert!(warm == *cold, "{name}: bytes differ");
    }
    // In a process that has rendered nothing else.
    let dir = std::env::temp_dir().join(format!("kaitaku-history-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let status = std::process::Command::new(std::env::current_exe().expect("test binary"))
        .args([
            "--exact",
            "history::renders_in_a_fresh_process",
            "--test-threads=1",
        ])
        .env(OUT_VAR, &dir)
        .status()
        .expect("the test binary runs again");
    assert!(status.success(), "the fresh process's renders");
    for (i, ((name, _, _), cold)) in compared().iter().zip(&cold).enumerate() {
        let fresh = std::fs::read(dir.join(format!("{i}.png"))).expect("a fresh render");
        assert!(fresh == *cold, "{name}: bytes differ in a fresh process");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The compared images, rendered first thing in their process, written to the directory
/// [`OUT_VAR`] names (does nothing without it: run by the test above).
#[test]
fn renders_in_a_fresh_process() {
    let Some(dir) = std::env::var_os(OUT_VAR) else {
        return;
    };
    let dir = std::path::PathBuf::from(dir);
    for (i, (_, req, lang)) in compared().iter().enumerate() {
        std::fs::write(dir.join(format!("{i}.png")), render(req, *lang)).expect("write");
    }
}
