//! The encoder's tests: round trips through the `png` crate, the row cache, the codes.
use super::*;

fn decode(png_bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("header");
    assert_eq!(reader.info().color_type, png::ColorType::Indexed);
    let mut buf = vec![0; reader.output_buffer_size().expect("size")];
    let info = reader.next_frame(&mut buf).expect("frame");
    assert_eq!(info.color_type, png::ColorType::Rgb);
    buf.truncate(info.buffer_size());
    (info.width, info.height, buf)
}

fn rgb_of(p: &Pixmap) -> Vec<u8> {
    p.data()
        .chunks_exact(4)
        .flat_map(|px| [px[0], px[1], px[2]])
        .collect()
}

/// The RGB bytes `image` is drawn with through `cache`'s palette.
fn through(cache: &RowCache, image: &Pixmap) -> Vec<u8> {
    let mut idx = vec![0; image.width() as usize];
    let mut out = Vec::new();
    let palette = cache.palette.with_image(image, 0..image.height() as usize);
    for row in image.data().chunks_exact(image.width() as usize * 4) {
        palette.index_row(row, &mut idx);
        out.extend(idx.iter().flat_map(|&i| palette.colours()[usize::from(i)]));
    }
    out
}

/// A deterministic opaque test picture of at most 256 colours: flat areas, gradients,
/// noise and long runs.
fn picture(w: u32, h: u32, seed: u32) -> Pixmap {
    let mut p = Pixmap::new(w, h).expect("pixmap");
    let mut x = seed.wrapping_mul(2_654_435_761).max(1);
    for (i, px) in p.data_mut().chunks_exact_mut(4).enumerate() {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        let col = i as u32 % w;
        let row = i as u32 / w;
        let v = match (row / 7 + seed) % 4 {
            0 => [40, 90, 160],
            1 => [(col % 16 * 16) as u8, (row % 8 * 32) as u8, 7],
            2 => [
                (x % 8 * 30) as u8,
                (x >> 8) as u8 & 0xC0,
                (x >> 16) as u8 & 0x80,
            ],
            _ => [255, 255, (col / 3 % 32 * 8) as u8],
        };
        px.copy_from_slice(&[v[0], v[1], v[2], 255]);
    }
    p
}

#[test]
fn round_trips_without_a_cache() {
    for (w, h) in [(1, 1), (2, 3), (7, 5), (300, 40), (1200, 20), (90, 301)] {
        let img = picture(w, h, w + h);
        let (png_bytes, cache) = encode(&img, &img, None).expect("encode");
        let (dw, dh, rgb) = decode(&png_bytes);
        assert_eq!((dw, dh), (w, h));
        assert_eq!(rgb, rgb_of(&img), "{w}×{h}");
        assert_eq!(cache.expect("cache").rows.len(), h as usize);
    }
}

#[test]
fn long_zero_runs_of_every_length_round_trip() {
    // Flat rows make runs of every length up to a whole row.
    for w in [1, 2, 3, 86, 87, 88, 89, 90, 172, 173, 174, 400] {
        let mut img = Pixmap::new(w, 3).expect("pixmap");
        img.fill(resvg::tiny_skia::Color::from_rgba8(10, 20, 30, 255));
        let (png_bytes, _) = encode(&img, &img, None).expect("encode");
        assert_eq!(decode(&png_bytes).2, rgb_of(&img), "width {w}");
    }
}

#[test]
fn cached_rows_are_reused_and_changed_rows_encoded_again() {
    let base = picture(257, 90, 3);
    let (first, cache) = encode(&base, &base, None).expect("encode");
    let cache = cache.expect("cache");
    assert_eq!(decode(&first).2, rgb_of(&base));
    // Change a band of rows and a single pixel, as overlays do.
    let mut image = base.clone();
    let stride = 257 * 4;
    for b in &mut image.data_mut()[10 * stride..14 * stride] {
        *b = b.wrapping_add(37);
    }
    for px in image.data_mut().chunks_exact_mut(4) {
        px[3] = 255;
    }
    image.data_mut()[60 * stride + 100 * 4] ^= 0x55;
    let (second, none) = encode(&image, &base, Some(&cache)).expect("encode");
    assert!(none.is_none());
    assert!(decode(&second).2 == through(&cache, &image));
    // The same bytes as with a cache made for it.
    assert_eq!(encode(&image, &base, None).expect("encode").0, second);
    // The base itself again, from the cache alone.
    let (third, _) = encode(&base, &base, Some(&cache)).expect("encode");
    assert_eq!(third, first);
}

#[test]
fn the_last_rows_are_copied_whole_wherever_the_stream_ends() {
    // The end of the last row may sit in bits not yet flushed to a whole word when the
    // cache is made; copying it must still give the same bytes, for every alignment.
    for (width, height, seed) in (1..40u32).map(|i| (13 + i * 7, 3 + i % 11, i)) {
        let base = picture(width, height, seed);
        let (first, cache) = encode(&base, &base, None).expect("encode");
        let cache = cache.expect("cache");
        let (again, _) = encode(&base, &base, Some(&cache)).expect("encode");
        assert_eq!(again, first, "{width}x{height} seed {seed}");
        assert_eq!(decode(&again).2, rgb_of(&base));
    }
}

#[test]
fn an_image_is_the_same_bytes_whichever_image_made_the_cache() {
    let base = picture(64, 30, 9);
    let mut image = base.clone();
    image.data_mut()[5 * 64 * 4] ^= 1;
    let other = drawn_over(&base, 10..20, 4);
    // The cache made while encoding another image of the base, or this one, or the base.
    let (_, from_other) = encode(&other, &base, None).expect("encode");
    let (alone, from_this) = encode(&image, &base, None).expect("encode");
    let (_, from_base) = encode(&base, &base, None).expect("encode");
    for cache in [from_other, from_this, from_base] {
        let cache = cache.expect("cache");
        assert_eq!(cache.rows.len(), 30);
        let (png_bytes, _) = encode(&image, &base, Some(&cache)).expect("encode");
        assert_eq!(png_bytes, alone);
    }
    assert!(decode(&alone).2 == through_base(&base, &image));
}

/// The RGB bytes `image` is drawn with over `base`, through a cache made for `base`.
fn through_base(base: &Pixmap, image: &Pixmap) -> Vec<u8> {
    let (_, cache) = encode(base, base, None).expect("encode");
    through(&cache.expect("cache"), image)
}

#[test]
fn many_changed_rows_are_encoded_on_two_threads_correctly() {
    let base = picture(123, 400, 5);
    let (_, cache) = encode(&base, &base, None).expect("encode");
    let cache = cache.expect("cache");
    let mut image = base.clone();
    let stride = 123 * 4;
    // Change every third band of ten rows: well over the threshold for a second thread.
    for y in (0..400).filter(|y| (y / 10) % 3 == 0) {
        for (i, b) in image.data_mut()[y * stride..(y + 1) * stride]
            .iter_mut()
            .enumerate()
        {
            if i % 4 != 3 {
                *b = b.wrapping_mul(3).wrapping_add(y as u8);
            }
        }
    }
    let (png_bytes, _) = encode(&image, &base, Some(&cache)).expect("encode");
    assert!(decode(&png_bytes).2 == through(&cache, &image));
}

#[test]
fn many_colours_are_drawn_with_the_nearest_palette_colour() {
    let mut img = Pixmap::new(300, 200).expect("pixmap");
    for (i, px) in img.data_mut().chunks_exact_mut(4).enumerate() {
        let (x, y) = (i % 300, i / 300);
        px.copy_from_slice(&[(x % 256) as u8, (y % 256) as u8, ((x + y) % 7) as u8, 255]);
    }
    let (png_bytes, cache) = encode(&img, &img, None).expect("encode");
    let cache = cache.expect("cache");
    assert_eq!(cache.palette.colours().len(), 256 - EXTRA_COLOURS);
    assert!(decode(&png_bytes).2 == through(&cache, &img));
}

#[test]
fn adler_combines_like_one_pass() {
    let data: Vec<u8> = (0..10_000u32).map(|i| (i * 7 % 251) as u8).collect();
    let (a, b) = data.split_at(3_333);
    assert_eq!(Adler::of(a).then(Adler::of(b)), Adler::of(&data));
}

#[test]
fn codes_fit_deflate_limits_for_skewed_counts() {
    let mut counts = [0u64; SYMBOLS];
    for (i, c) in counts.iter_mut().enumerate() {
        *c = 1u64 << (i % 40);
    }
    let code = Code::for_counts(&counts);
    assert!(code.lengths.iter().all(|&l| (1..=15).contains(&l)));
    // Kraft: a complete prefix code.
    let kraft: f64 = code
        .lengths
        .iter()
        .map(|&l| 0.5f64.powi(i32::from(l)))
        .sum();
    assert!((kraft - 1.0).abs() < 1e-9);
}

/// `base` with rows `rows` drawn over in a pattern of `seed`, as the legend is.
fn drawn_over(base: &Pixmap, rows: std::ops::Range<usize>, seed: u32) -> Pixmap {
    let mut image = base.clone();
    let width = base.width() as usize;
    let other = picture(base.width(), base.height(), seed);
    let span = rows.start * width * 4..rows.end * width * 4;
    image.data_mut()[span.clone()].copy_from_slice(&other.data()[span]);
    image
}

#[test]
fn the_page_under_the_legend_gets_a_code_of_each_image() {
    // A board of wide flat bands (runs) above a page of one colour, on which a legend of
    // noise (literals) is drawn.
    let mut base = Pixmap::new(300, 200).expect("pixmap");
    for (i, px) in base.data_mut().chunks_exact_mut(4).enumerate() {
        let band = (((i % 300) / 50 + (i / 300) / 40) % 8) as u8;
        let c = if i / 300 >= 123 {
            [250, 245, 230]
        } else {
            [band * 30, 200 - band * 20, 90]
        };
        px.copy_from_slice(&[c[0], c[1], c[2], 255]);
    }
    let first = drawn_over(&base, 130..190, 2);
    let (png_bytes, cache) = encode(&first, &base, None).expect("encode");
    let cache = cache.expect("cache");
    assert_eq!(decode(&png_bytes).2, rgb_of(&first));
    // The page makes a block of its own, which each image drawing over it codes afresh.
    assert_eq!(
        cache.blocks.starts.last(),
        Some(&123),
        "{:?}",
        cache.blocks.starts
    );
    assert_eq!(cache.blocks.flat.last(), Some(&true));
    let next = drawn_over(&base, 130..190, 7);
    let palette = cache.palette.with_image(&next, 130..190);
    let (blocks, _) = cache.blocks_for(&next, &Changed::of(&next, &base), &palette);
    assert_eq!(blocks.recoded.last(), Some(&true));
    assert!(!blocks.recoded[0]);
    let (png_bytes, _) = encode(&next, &base, Some(&cache)).expect("encode");
    assert!(decode(&png_bytes).2 == through(&cache, &next));
    // And the first image again: the same bytes as at first.
    let (again, _) = encode(&first, &base, Some(&cache)).expect("encode");
    assert_eq!(again, png_bytes_first(&first, &base));
    // The base alone copies every row, the page's too.
    let (png_bytes, _) = encode(&base, &base, Some(&cache)).expect("encode");
    assert_eq!(decode(&png_bytes).2, rgb_of(&base));
}

/// `image` drawn over `base`, encoded with a fresh cache.
fn png_bytes_first(image: &Pixmap, base: &Pixmap) -> Vec<u8> {
    encode(image, base, None).expect("encode").0
}
