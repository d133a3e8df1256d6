//! Scales a board PNG down to a phone's width, to look at what a player sees:
//! `cargo run --profile ci -p kaitaku-render --example phone_preview -- IN.png OUT.png [WIDTH]`
//! (WIDTH defaults to 390, a common phone's CSS width).

use resvg::tiny_skia::{FilterQuality, Pixmap, PixmapPaint, Transform};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(input), Some(output)) = (args.get(1), args.get(2)) else {
        eprintln!("usage: phone_preview IN.png OUT.png [WIDTH]");
        std::process::exit(2);
    };
    let width: u32 = match args.get(3).map(|w| w.parse()) {
        None => 390,
        Some(Ok(w)) if w > 0 => w,
        Some(_) => {
            eprintln!("phone_preview: WIDTH must be a positive number");
            std::process::exit(2);
        }
    };
    let source = match Pixmap::load_png(input) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("phone_preview: cannot read {input}: {e}");
            std::process::exit(1);
        }
    };
    let scale = width as f32 / source.width() as f32;
    let height = ((source.height() as f32 * scale).round() as u32).max(1);
    let Some(mut target) = Pixmap::new(width, height) else {
        eprintln!("phone_preview: cannot make a {width}×{height} image");
        std::process::exit(1);
    };
    let paint = PixmapPaint {
        quality: FilterQuality::Bicubic,
        ..PixmapPaint::default()
    };
    target.draw_pixmap(
        0,
        0,
        source.as_ref(),
        &paint,
        Transform::from_scale(scale, scale),
        None,
    );
    if let Err(e) = target.save_png(output) {
        eprintln!("phone_preview: cannot write {output}: {e}");
        std::process::exit(1);
    }
    println!("{output}: {width}×{height}");
}
