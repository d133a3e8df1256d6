//! Render timings by stage and layer, for profiling: `cargo run --release --example render_breakdown`.
//! The budgeted figure comes from `kaitaku bench render`.

use std::time::Instant;

use kaitaku::render::{bench, render_png};

fn render_bench() {
    let report = bench::run(200).expect("bench");
    println!("{report:?}");
    // Encoding alternatives on the same pixels, for choosing the PNG settings.
    let image = render_png(&bench::mid_game_request()).expect("render");
    let decoder = png::Decoder::new(std::io::Cursor::new(&image.png));
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
    use kaitaku::render::geometry::Geometry;
    use kaitaku::render::layers::stack_for;
    use kaitaku::render::scene::{BoardScene, Scene};
    use kaitaku::render::{cache, raster, template};
    let req = bench::mid_game_request();
    let geo = Geometry::new(&req.view.tiles, req.view.players.len()).expect("geo");
    let scene = Scene {
        board: BoardScene {
            geo: &geo,
            tiles: &req.view.tiles,
            harbors: &req.view.harbors,
            seats: req.view.players.len() as u8,
            names: &req.names,
        },
        view: &req.view,
        highlight: None,
    };
    let stack = stack_for(&req.view);
    let base = cache::static_layer(&scene.board, stack).expect("static");
    let n = 50;
    let mut t = [0f64; 5];
    for _ in 0..n {
        let s = Instant::now();
        let svg = template::dynamic_svg(&scene, stack).expect("svg");
        t[0] += s.elapsed().as_secs_f64();
        let s = Instant::now();
        let tree = raster::parse(&svg).expect("parse");
        t[1] += s.elapsed().as_secs_f64();
        let s = Instant::now();
        let mut pm = (*base).clone();
        t[2] += s.elapsed().as_secs_f64();
        let s = Instant::now();
        raster::draw(&tree, &mut pm);
        t[3] += s.elapsed().as_secs_f64();
        let s = Instant::now();
        let png = raster::encode_png(&pm).expect("png");
        t[4] += s.elapsed().as_secs_f64();
        assert!(!png.is_empty());
    }
    for layer in stack.dynamics {
        let mut body = String::new();
        layer.write(&scene, &mut body).expect("layer");
        let svg = format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"1200\" height=\"1553\" font-family=\"DejaVu Sans\"><defs>{}</defs>{body}</svg>",
            include_str!("../assets/templates/defs/pieces.svg")
        );
        let (mut tp, mut td) = (0.0, 0.0);
        for _ in 0..n {
            let s = Instant::now();
            let tree = raster::parse(&svg).expect("parse");
            tp += s.elapsed().as_secs_f64();
            let mut pm = (*base).clone();
            let s = Instant::now();
            raster::draw(&tree, &mut pm);
            td += s.elapsed().as_secs_f64();
        }
        println!(
            "  {}: parse {:.2} ms, draw {:.2} ms",
            layer.name(),
            tp * 1e3 / n as f64,
            td * 1e3 / n as f64
        );
    }
    let names = ["template", "parse", "clone", "draw", "encode"];
    for (name, v) in names.iter().zip(t) {
        println!("{name}: {:.2} ms", v * 1e3 / n as f64);
    }
}

fn main() {
    render_bench();
    render_breakdown();
}
