//! Render timings by stage and layer, for profiling: `cargo run --release --example render_breakdown`.
//! The budgeted figure comes from `kaitaku bench render`.

use std::time::Instant;

use kaitaku_render::{bench, render_png};

fn render_bench() {
    let report = bench::run(200).expect("bench");
    println!("{report:?}");
    // Encoding alternatives on the same pixels, for choosing the PNG settings.
    let image = render_png(&bench::mid_game_request()).expect("render");
    let mut decoder = png::Decoder::new(std::io::Cursor::new(&image.png));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("header");
    let mut rgb = vec![0; reader.output_buffer_size().expect("size")];
    reader.next_frame(&mut rgb).expect("frame");
    let variants: [(&str, png::DeflateCompression, png::Filter); 5] = [
        (
            "ultrafast/adaptive",
            png::DeflateCompression::FdeflateUltraFast,
            png::Filter::Adaptive,
        ),
        (
            "ultrafast/up",
            png::DeflateCompression::FdeflateUltraFast,
            png::Filter::Up,
        ),
        (
            "ultrafast/paeth",
            png::DeflateCompression::FdeflateUltraFast,
            png::Filter::Paeth,
        ),
        (
            "level1/adaptive",
            png::DeflateCompression::Level(1),
            png::Filter::Adaptive,
        ),
        (
            "level2/up",
            png::DeflateCompression::Level(2),
            png::Filter::Up,
        ),
    ];
    for (name, deflate, filter) in variants {
        let t = Instant::now();
        let mut out = Vec::new();
        for _ in 0..10 {
            out.clear();
            let mut enc = png::Encoder::new(&mut out, image.width, image.height);
            enc.set_color(png::ColorType::Rgb);
            enc.set_depth(png::BitDepth::Eight);
            enc.set_deflate_compression(deflate);
            enc.set_filter(filter);
            let mut w = enc.write_header().expect("header");
            w.write_image_data(&rgb).expect("data");
            w.finish().expect("finish");
        }
        println!(
            "{name}: {} bytes, {:.2} ms",
            out.len(),
            t.elapsed().as_secs_f64() * 100.0
        );
    }
}

fn render_breakdown() {
    use kaitaku_render::geometry::Geometry;
    use kaitaku_render::layers::stack_for;
    use kaitaku_render::scene::{BoardScene, Scene};
    use kaitaku_render::{cache, raster, template};
    let req = bench::mid_game_request();
    let geo = Geometry::new(&req.view.tiles, req.view.players.len()).expect("geo");
    let scene = Scene {
        board: BoardScene {
            geo: &geo,
            tiles: &req.view.tiles,
            harbors: &req.view.harbors,
            annotations: &req.view.annotations,
            seats: req.view.players.len() as u8,
            names: &req.names,
        },
        view: &req.view,
        items: &req.view.board_items(),
        highlight: None,
        lang: kaitaku_i18n::Lang::En,
    };
    let stack = stack_for(&req.view);
    let board = cache::pieces_layer(&scene, stack).expect("static");
    let base = &board.pixmap;
    let n = 50;
    let mut t = [0f64; 3];
    for _ in 0..n {
        let s = Instant::now();
        let mut pm = base.clone();
        t[0] += s.elapsed().as_secs_f64();
        let s = Instant::now();
        template::draw_dynamic(&scene, stack.overlays, &mut pm).expect("draw");
        t[1] += s.elapsed().as_secs_f64();
        let s = Instant::now();
        let (png, _) =
            kaitaku_render::png_encode::encode(&pm, base, board.rows.get()).expect("png");
        t[2] += s.elapsed().as_secs_f64();
        assert!(!png.is_empty());
    }
    if let Some(rows) = board.rows.get() {
        let s = Instant::now();
        for _ in 0..n {
            let _ = kaitaku_render::png_encode::encode(base, base, Some(rows)).expect("png");
        }
        println!(
            "encode of the unchanged board (its {} rows copied): {:.2} ms",
            base.height(),
            s.elapsed().as_secs_f64() * 1e3 / n as f64
        );
    }
    let names = ["clone", "overlays", "encode"];
    for (name, v) in names.iter().zip(t) {
        println!("{name}: {:.2} ms", v * 1e3 / n as f64);
    }
    // Each dynamic layer alone, the way draw_dynamic draws it (fragments are cache hits here).
    let mut pm = base.clone();
    for layer in stack.dynamics() {
        let s = Instant::now();
        for _ in 0..n {
            if layer.raster(&scene, &mut pm) {
                continue;
            }
            if let Some(fragments) = layer.fragments(&scene).expect("fragments") {
                kaitaku_render::fragments::draw(&fragments, &mut pm).expect("draw");
                continue;
            }
            let mut body = String::new();
            layer.write(&scene, &mut body).expect("layer");
            if !body.is_empty() {
                let svg = template::document(1200, 1420, false, true, &body).expect("doc");
                raster::draw(&raster::parse(&svg).expect("parse"), &mut pm);
            }
        }
        println!(
            "  {}: {:.2} ms",
            layer.name(),
            s.elapsed().as_secs_f64() * 1e3 / n as f64
        );
    }
}

fn main() {
    render_bench();
    render_breakdown();
}
