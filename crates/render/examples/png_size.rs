//! PNG size of the bench's board by region, and a close-up of the PNG next to the SVG drawn
//! in full colour (quick check while tuning the encoder): `cargo run --example png_size`.
use resvg::tiny_skia::{IntRect, Pixmap, PixmapPaint, Transform};

fn decode(png_bytes: &[u8]) -> Pixmap {
    let mut dec = png::Decoder::new(std::io::Cursor::new(png_bytes));
    dec.set_transformations(png::Transformations::EXPAND);
    let mut r = dec.read_info().expect("info");
    let mut buf = vec![0; r.output_buffer_size().expect("size")];
    let info = r.next_frame(&mut buf).expect("frame");
    let mut pm = Pixmap::new(info.width, info.height).expect("pm");
    for (d, s) in pm.data_mut().chunks_exact_mut(4).zip(buf.chunks_exact(3)) {
        d.copy_from_slice(&[s[0], s[1], s[2], 255]);
    }
    pm
}

fn main() {
    let req = kaitaku_render::bench::mid_game_request();
    let img = kaitaku_render::render_png(&req).expect("render");
    println!("{} bytes", img.png.len());
    let pm = decode(&img.png);
    for (name, y0, y1) in [
        ("header", 0, 96),
        ("board", 96, 1150),
        ("legend", 1150, img.height),
    ] {
        let rect = IntRect::from_xywh(0, y0 as i32, img.width, y1 - y0).expect("rect");
        let part = pm.clone_rect(rect).expect("crop");
        let (bytes, _) = kaitaku_render::png_encode::encode(&part, &part, None).expect("encode");
        println!("{name}: {} bytes", bytes.len());
    }
    // Full colour, from the SVG.
    let svg = kaitaku_render::render_svg(&req).expect("svg");
    let tree = kaitaku_render::raster::parse(&svg).expect("parse");
    let mut truth = Pixmap::new(img.width, img.height).expect("pm");
    kaitaku_render::raster::draw(&tree, &mut truth);
    let (x, y, w, h, k) = (
        std::env::args()
            .nth(1)
            .and_then(|a| a.parse().ok())
            .unwrap_or(250),
        std::env::args()
            .nth(2)
            .and_then(|a| a.parse().ok())
            .unwrap_or(1130),
        200,
        150,
        3,
    );
    let mut side = Pixmap::new(w * k * 2 + 10, h * k).expect("pm");
    for (i, src) in [&truth, &pm].iter().enumerate() {
        let crop = src
            .clone_rect(IntRect::from_xywh(x, y, w, h).expect("r"))
            .expect("c");
        let paint = PixmapPaint {
            quality: resvg::tiny_skia::FilterQuality::Nearest,
            ..PixmapPaint::default()
        };
        side.draw_pixmap(
            0,
            0,
            crop.as_ref(),
            &paint,
            Transform::from_row(
                k as f32,
                0.0,
                0.0,
                k as f32,
                (i as u32 * (w * k + 10)) as f32,
                0.0,
            ),
            None,
        );
    }
    side.save_png("/tmp/rw/closeup.png").expect("save");
    let mut worst = 0u8;
    for (a, b) in truth.data().iter().zip(pm.data()) {
        worst = worst.max(a.abs_diff(*b));
    }
    println!("largest channel difference from the SVG: {worst}");
}
