//! Board images rendered one after another, as the bot posts them during a game, decode to
//! the same pixels whatever was rendered before: the caches (pieces, fragments, encoded rows)
//! never leak into or corrupt the next image.

use kaitaku_render::bench::mid_game_sequence;
use kaitaku_render::render_png;

fn decode(png_bytes: &[u8]) -> Vec<u8> {
    let decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
    let mut reader = decoder.read_info().expect("PNG header");
    let mut buf = vec![0; reader.output_buffer_size().expect("size")];
    let info = reader.next_frame(&mut buf).expect("the PNG decodes whole");
    buf.truncate(info.buffer_size());
    buf
}

#[test]
fn consecutive_renders_decode_to_the_same_pixels_in_any_order() {
    let requests = mid_game_sequence(90);
    assert!(requests.len() > 60, "the sequence is long enough");
    let forward: Vec<Vec<u8>> = requests
        .iter()
        .map(|r| decode(&render_png(r).expect("render").png))
        .collect();
    for (i, r) in requests.iter().enumerate().rev() {
        let backward = decode(&render_png(r).expect("render").png);
        assert!(backward == forward[i], "state {i} differs by render order");
    }
}
