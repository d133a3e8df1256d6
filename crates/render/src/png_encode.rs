//! A PNG encoder for opaque board images that re-uses the compressed rows of the board under
//! them.
//!
//! Most of a board image is the same from one render to the next: the board with its pieces
//! (the base) comes from a [cache](super::cache), and only the status strip, the legend and
//! any highlighted spots are drawn over it. General encoders compress every row each time.
//! This one encodes the base once, each row on its own ([`RowCache`]), and copies the bits of
//! every row of an image that the overlays left alone (with the row above, which the matches
//! read) instead of compressing it again.
//!
//! The image is a few deflate blocks of whole rows, each with its own Huffman code: the
//! status strip, the board and the legend use the symbols differently. The base chooses them
//! (a block wherever its rows start or stop being one colour, the page the status strip and
//! the legend are drawn on; the board split in two where the estimated bits drop, at bands of
//! 16 rows). A block of the page that an image draws over, or one whose rows it mostly
//! changes, gets a code made for that image's symbols, and its rows are all encoded again.
//!
//! The image is written with 8-bit indexed colour: a [palette](super::quantize) whose first
//! entries are the base's (exact when it has at most 256 colours) and the next the colours
//! the image adds, most frequent first. Rows are not filtered; a run of pixels equal to the
//! one on their left, or to the pixels above, becomes a deflate match (at distance 1, or one
//! row back), and every other pixel is a literal.
//!
//! **The bytes of an image are a function of the image and its base alone.** Palette, blocks
//! and codes are made from the base, or from the image, never from an earlier image, so a
//! board image is the same file whichever images were rendered before it, with the caches
//! warm or cold (the bot's privacy check renders the posted images again and compares them;
//! `tests/render/history.rs` checks it).

use resvg::tiny_skia::Pixmap;

use super::RenderError;
use super::quantize::{EXTRA_COLOURS, Palette};

mod blocks;
mod deflate;
mod row_cache;
use blocks::Blocks;
use deflate::{BitWriter, Code};
pub use row_cache::RowCache;

/// Symbols of the deflate literal/length alphabet used (0–255 literals, 256 end of block,
/// 257–285 lengths).
const SYMBOLS: usize = 286;
/// End-of-block symbol.
const END_OF_BLOCK: usize = 256;
/// Longest code allowed by deflate.
const MAX_CODE_BITS: u8 = 15;
/// The modulus of Adler-32.
const ADLER_MOD: u64 = 65521;
/// Runs shorter than this are written as literals.
const MIN_RUN: usize = 3;
/// How much longer a run one row back must be than a run to the left to be taken (its
/// distance costs more bits).
const FAR_LONGER: usize = 1;
/// The shortest run one row back taken where there is no run to the left.
const FAR_MIN: usize = 12;
/// Runs shorter than this give way to a longer one starting at the next byte.
const LAZY_BELOW: usize = 259;
/// Largest distance deflate can refer back.
const WINDOW: usize = 32_768;

/// Deflate distance codes: the first distance of each code, and its extra bits.
const DISTANCE_BASE: [u16; 30] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DISTANCE_EXTRA: [u8; 30] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
];

/// The distances one row back of an image whose rows are `row_len` bytes (filter byte
/// included), give or take [`SHIFT`] bytes (an edge that leans), that share one distance code:
/// the code, the first distance of the code, its extra bits, and the range of shifts.
/// `None` past the window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Far {
    code: usize,
    row_len: usize,
    base: usize,
    bits: u8,
    shifts: (i32, i32),
}

/// How far the pixels one row back may be to the left or right of a match.
const SHIFT: i32 = 2;

fn distance_code(d: usize) -> usize {
    DISTANCE_BASE.partition_point(|&b| usize::from(b) <= d) - 1
}

impl Far {
    fn of(row_len: usize) -> Option<Far> {
        if !(2..=WINDOW - SHIFT as usize).contains(&row_len) {
            return None;
        }
        let code = distance_code(row_len);
        let same = |t: i32| {
            let d = row_len as i64 + i64::from(t);
            d >= 2 && distance_code(d as usize) == code
        };
        let lo = (-SHIFT..=0).find(|&t| same(t)).unwrap_or(0);
        let hi = (0..=SHIFT).rev().find(|&t| same(t)).unwrap_or(0);
        Some(Far {
            code,
            row_len,
            base: usize::from(DISTANCE_BASE[code]),
            bits: DISTANCE_EXTRA[code],
            shifts: (lo, hi),
        })
    }
}

/// Deflate length codes: the first length of each symbol from 257, and its extra bits.
const LENGTH_BASE: [u16; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
];
const LENGTH_EXTRA: [u8; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];

/// The deflate symbol (index from 257) and extra-bits value for a match `length` (3–258).
fn length_symbol(length: usize) -> (usize, u32, u8) {
    // 258 has its own symbol; otherwise the last base not above the length.
    let i = if length >= 258 {
        28
    } else {
        LENGTH_BASE[..28].partition_point(|&b| usize::from(b) <= length) - 1
    };
    let extra = (length - usize::from(LENGTH_BASE[i])) as u32;
    (257 + i, extra, LENGTH_EXTRA[i])
}

/// Adler-32 of one piece of data: (a, b, length), combinable with [`adler_combine`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Adler {
    a: u64,
    b: u64,
    len: u64,
}

impl Adler {
    const EMPTY: Adler = Adler { a: 1, b: 0, len: 0 };

    fn of(data: &[u8]) -> Adler {
        let mut h = simd_adler32::Adler32::new();
        h.write(data);
        let v = u64::from(h.finish());
        Adler {
            a: v & 0xFFFF,
            b: v >> 16,
            len: data.len() as u64,
        }
    }

    /// The checksum of `self`'s data followed by `next`'s.
    fn then(self, next: Adler) -> Adler {
        Adler {
            a: (self.a + next.a + ADLER_MOD - 1) % ADLER_MOD,
            b: (self.b + next.b + (next.len % ADLER_MOD) * ((self.a + ADLER_MOD - 1) % ADLER_MOD))
                % ADLER_MOD,
            len: self.len + next.len,
        }
    }

    fn value(self) -> u32 {
        ((self.b << 16) | self.a) as u32
    }
}

/// The symbols ([`pack`]ed) of the rows of the blocks [`RowCache::blocks_for`] makes a code
/// for, found when counting them: by row, where they are and the row's checksum.
#[derive(Default)]
struct Recoded {
    symbols: Vec<u32>,
    rows: Vec<Option<(usize, usize, Adler)>>,
}

/// Length of the common start of `a` and `b`, eight bytes at a time.
#[inline(always)]
fn same_run(a: &[u8], b: &[u8]) -> usize {
    let n = a.len().min(b.len());
    let (a, b) = (&a[..n], &b[..n]);
    let mut i = 0;
    while i + 8 <= n {
        let mut x = [0u8; 8];
        let mut y = [0u8; 8];
        x.copy_from_slice(&a[i..i + 8]);
        y.copy_from_slice(&b[i..i + 8]);
        let diff = u64::from_le_bytes(x) ^ u64::from_le_bytes(y);
        if diff != 0 {
            return i + (diff.trailing_zeros() / 8) as usize;
        }
        i += 8;
    }
    i + a[i..]
        .iter()
        .zip(&b[i..])
        .take_while(|(x, y)| x == y)
        .count()
}

/// Calls `emit` with the symbols (with the length's extra bits, and the distance's extra
/// bits for a match one row back) that encode one row's `data`: literals, runs of the byte on
/// the left as matches at distance 1, and runs equal to the row before (`above`, when `far`
/// reaches it), straight above or a little to the side, as matches one row back.
///
/// A match one row back costs about ten bits more than one at distance 1 (its distance's
/// extra bits), so it is taken only when longer than the run to the left, and, where there is
/// none, only from [`FAR_MIN`] bytes; and a run gives way to a longer one starting at the
/// next byte (lazy matching). The figures were tuned on the bench's boards.
#[inline(always)]
fn tokens(
    data: &[u8],
    above: Option<&[u8]>,
    far: Option<Far>,
    mut emit: impl FnMut(usize, u32, u8, Option<u32>),
) {
    let n = data.len();
    // The longest run at `i`, up to `limit` bytes: to the left (distance 1, of length
    // `known_left` when known), or one row back (and its extra bits).
    let best_at = |i: usize, limit: usize, known_left: Option<usize>| {
        let here = &data[i..n.min(i.saturating_add(limit))];
        // A first byte that differs ends a run at once: most bytes of text are literals.
        let left = match known_left {
            Some(run) => run.min(here.len()),
            None if i > 0 && data[i - 1] == data[i] => same_run(here, &data[i - 1..n - 1]),
            None => 0,
        };
        let mut best = (left, None);
        // A run one row back must be longer than `needed` to be taken.
        let needed = if left >= MIN_RUN {
            left + FAR_LONGER
        } else {
            FAR_MIN - 1
        };
        if let (Some(a), Some(far)) = (above, far)
            && needed < here.len()
        {
            // The byte `d` back from `i` is `a[i + row_len - d]`; t = d - row_len.
            let mut far_best = (0, 0);
            for t in far.shifts.0..=far.shifts.1 {
                let from = i as i64 - i64::from(t);
                if from < 0 {
                    continue;
                }
                let from = from as usize;
                // Cheap refusals first: the first byte, and the last one the run needs.
                if a.get(from + needed) != Some(&here[needed]) || a[from] != here[0] {
                    continue;
                }
                let run = same_run(here, &a[from..]);
                if run > far_best.0 {
                    let d = (far.row_len as i64 + i64::from(t)) as usize;
                    far_best = (run, (d - far.base) as u32);
                }
            }
            if far_best.0 > needed {
                best = (far_best.0, Some(far_best.1));
            }
        }
        best
    };
    let mut i = 0;
    while i < n {
        let best = best_at(i, n, None);
        // Lazy matching: a short run that a longer one starting at the next byte would cut
        // short becomes a literal instead. (Looking no further than decides "longer".)
        if (MIN_RUN..LAZY_BELOW).contains(&best.0)
            && i + 1 < n
            && best_at(
                i + 1,
                (best.0 + 2 + FAR_LONGER).max(FAR_MIN + 1),
                // A run of the byte on the left is one shorter a byte on.
                best.1.is_none().then(|| best.0 - 1),
            )
            .0 > best.0
        {
            emit(usize::from(data[i]), 0, 0, None);
            i += 1;
            continue;
        }
        let (run, distance_extra) = best;
        if run < MIN_RUN {
            emit(usize::from(data[i]), 0, 0, None);
            i += 1;
            continue;
        }
        let mut left = run;
        while left >= 3 {
            let len = left.min(258);
            // Leave at least 3 for the next match, or none.
            let len = if left - len > 0 && left - len < 3 {
                len - 3
            } else {
                len
            };
            let (symbol, extra, extra_bits) = length_symbol(len);
            emit(symbol, extra, extra_bits, distance_extra);
            left -= len;
        }
        i += run - left;
    }
}

/// Writes the encoded tokens of `data` with `code`.
fn write_tokens(
    w: &mut BitWriter,
    code: &Code,
    data: &[u8],
    above: Option<&[u8]>,
    far: Option<Far>,
) {
    let bits = far.map_or(0, |f| u32::from(f.bits));
    tokens(
        data,
        above,
        far,
        |symbol, extra, extra_bits, distance_extra| {
            put_symbol(w, code, bits, symbol, extra, extra_bits, distance_extra);
        },
    );
}

/// Writes one symbol of [`tokens`] with `code` (`bits`: the extra bits of the distance one
/// row back).
#[inline(always)]
fn put_symbol(
    w: &mut BitWriter,
    code: &Code,
    bits: u32,
    symbol: usize,
    extra: u32,
    extra_bits: u8,
    distance_extra: Option<u32>,
) {
    code.put(w, symbol);
    if symbol > END_OF_BLOCK {
        if extra_bits > 0 {
            w.put(extra, u32::from(extra_bits));
        }
        // Two distance codes of one bit: 0 for distance 1, 1 for one row back.
        match distance_extra {
            Some(e) => {
                w.put(1, 1);
                if bits > 0 {
                    w.put(e, bits);
                }
            }
            None => w.put(0, 1),
        }
    }
}

/// One symbol of [`tokens`] in 32 bits: the symbol (9), the length's extra bits (5) and
/// their number (3), whether the match is one row back (1), and its distance's extra bits
/// (up to 13, the window's).
fn pack(symbol: usize, extra: u32, extra_bits: u8, distance_extra: Option<u32>) -> u32 {
    symbol as u32
        | extra << 9
        | u32::from(extra_bits) << 14
        | distance_extra.map_or(0, |e| 1 << 17 | e << 18)
}

/// Writes a symbol [`pack`]ed.
#[inline(always)]
fn put_packed(w: &mut BitWriter, code: &Code, bits: u32, t: u32) {
    let distance_extra = (t & 1 << 17 != 0).then_some(t >> 18);
    put_symbol(
        w,
        code,
        bits,
        (t & 0x1FF) as usize,
        (t >> 9) & 0x1F,
        ((t >> 14) & 0x7) as u8,
        distance_extra,
    );
}

/// Writes the zlib header.
fn write_zlib_header(w: &mut BitWriter) {
    // zlib: deflate with a 32 KB window, fastest compression, no dictionary.
    w.put(0x78, 8);
    w.put(0x01, 8);
}

/// Writes the header of a dynamic Huffman block coded with `code` (the last block when
/// `last`).
fn write_block_header(w: &mut BitWriter, code: &Code, far: Option<Far>, last: bool) {
    w.put(u32::from(last), 1);
    w.put(2, 2); // dynamic Huffman codes
    w.put((SYMBOLS - 257) as u32, 5); // HLIT
    // HDIST: distance codes up to the one-row-back one (only it and distance 1 are used).
    let last_distance = far.map_or(0, |f| f.code);
    w.put(last_distance as u32, 5);
    w.put(19 - 4, 4); // HCLEN: all 19 code length codes
    // Code length codes: lengths 0–15 each get a 4-bit code, repeats (16–18) none.
    const ORDER: [usize; 19] = [
        16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
    ];
    for symbol in ORDER {
        w.put(if symbol < 16 { 4 } else { 0 }, 3);
    }
    // With sixteen 4-bit codes, the canonical code of length value v is v itself.
    let put_length = |w: &mut BitWriter, v: u8| w.put(u32::from((v << 4).reverse_bits()), 4);
    for &l in &code.lengths {
        put_length(w, l);
    }
    for c in 0..=last_distance {
        let used = c == 0 || far.is_some_and(|f| f.code == c);
        put_length(w, u8::from(used));
    }
}

/// Appends a PNG chunk (length, type, data, CRC) to `out`.
fn write_chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) -> Result<(), RenderError> {
    let len = u32::try_from(data.len()).map_err(|_| RenderError::TooLarge)?;
    out.extend_from_slice(&len.to_be_bytes());
    let start = out.len();
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let crc = crc32fast::hash(&out[start..]);
    out.extend_from_slice(&crc.to_be_bytes());
    Ok(())
}

/// The PNG file around a zlib stream of palette indices.
fn png_file(
    width: u32,
    height: u32,
    palette: &Palette,
    zlib: &[u8],
) -> Result<Vec<u8>, RenderError> {
    let mut out = Vec::with_capacity(zlib.len() + 1024);
    out.extend_from_slice(&[0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A]);
    let mut ihdr = [0u8; 13];
    ihdr[..4].copy_from_slice(&width.to_be_bytes());
    ihdr[4..8].copy_from_slice(&height.to_be_bytes());
    // Bit depth 8, colour type 3 (indexed), deflate, adaptive filtering, no interlace.
    ihdr[8..].copy_from_slice(&[8, 3, 0, 0, 0]);
    write_chunk(&mut out, b"IHDR", &ihdr)?;
    let plte: Vec<u8> = palette.colours().iter().flatten().copied().collect();
    write_chunk(&mut out, b"PLTE", &plte)?;
    write_chunk(&mut out, b"IDAT", zlib)?;
    write_chunk(&mut out, b"IEND", &[])?;
    Ok(out)
}

/// The rows of an image that differ from its base (compared once per image).
struct Changed(Vec<bool>);

impl Changed {
    fn of(image: &Pixmap, base: &Pixmap) -> Changed {
        let stride = image.width() as usize * 4;
        Changed(
            image
                .data()
                .chunks_exact(stride)
                .zip(base.data().chunks_exact(stride))
                .map(|(a, b)| a != b)
                .collect(),
        )
    }

    /// True when row `y` and the row above it are the same in both images (so the row's
    /// encoding, whose matches read the row above, is the same too).
    #[inline(always)]
    fn unchanged(&self, y: usize) -> bool {
        !self.0.get(y).copied().unwrap_or(true) && (y == 0 || !self.0[y - 1])
    }
}

/// Row buffers: the palette indices of a row and of the row above, each after the filter
/// type byte (0, none).
struct Scratch<'a> {
    palette: &'a Palette,
    above: Vec<u8>,
    row: Vec<u8>,
    /// The row whose indices are in `row`.
    last: Option<usize>,
}

impl<'a> Scratch<'a> {
    fn new(palette: &'a Palette, width: usize) -> Scratch<'a> {
        Scratch {
            palette,
            above: vec![0; width + 1],
            row: vec![0; width + 1],
            last: None,
        }
    }

    fn index(&self, image: &Pixmap, y: usize, out: &mut [u8]) {
        let stride = image.width() as usize * 4;
        let data = &image.data()[y * stride..(y + 1) * stride];
        out[0] = 0;
        if data.len() >= 4 && data[4..] == data[..data.len() - 4] {
            // A row of one colour (the page between the parts): one look-up.
            self.palette.index_row(&data[..4], &mut out[1..2]);
            let i = out[1];
            out[1..].fill(i);
        } else {
            self.palette.index_row(data, &mut out[1..]);
        }
    }

    /// Row `y` of `image` as PNG row data, and the row above (if any).
    fn rows(&mut self, image: &Pixmap, y: usize) -> (&[u8], Option<&[u8]>) {
        if y > 0 {
            if self.last == Some(y - 1) {
                std::mem::swap(&mut self.above, &mut self.row);
            } else {
                let mut above = std::mem::take(&mut self.above);
                self.index(image, y - 1, &mut above);
                self.above = above;
            }
        }
        let mut row = std::mem::take(&mut self.row);
        self.index(image, y, &mut row);
        self.row = row;
        self.last = Some(y);
        (&self.row, (y > 0).then_some(&self.above[..]))
    }
}

/// Fewer rows to encode than this are not worth a second thread.
const PARALLEL_ROWS: usize = 64;

/// Runs `first` here and `second` on another thread when `parallel`, else one after the other.
fn both<A: Send, B: Send>(
    parallel: bool,
    first: impl FnOnce() -> A + Send,
    second: impl FnOnce() -> B + Send,
) -> (A, B) {
    if !parallel {
        let a = first();
        return (a, second());
    }
    std::thread::scope(|scope| {
        let handle = scope.spawn(second);
        let a = first();
        // The closure does not panic on any input; if it did, re-raise it here.
        let b = match handle.join() {
            Ok(b) => b,
            Err(panic) => std::panic::resume_unwind(panic),
        };
        (a, b)
    })
}

/// Encodes rows `rows` of `image` with a cache and `blocks`: copied where unchanged, written
/// from the symbols found already in a recoded block, encoded otherwise.
fn encode_rows_cached(
    image: &Pixmap,
    changed: &Changed,
    cache: &RowCache,
    (blocks, recoded): &(Blocks, Recoded),
    palette: &Palette,
    rows: std::ops::Range<usize>,
    w: &mut BitWriter,
) -> Adler {
    let mut scratch = Scratch::new(palette, image.width() as usize);
    let far = blocks.far;
    let bits = far.map_or(0, |f| u32::from(f.bits));
    let mut adler = Adler::EMPTY;
    for y in rows {
        blocks.before_row(w, y);
        if let Some((from, to, row_adler)) = recoded.rows.get(y).copied().flatten() {
            let code = blocks.code(y);
            for &t in recoded.symbols.get(from..to).unwrap_or(&[]) {
                put_packed(w, code, bits, t);
            }
            adler = adler.then(row_adler);
            continue;
        }
        match cache.rows.get(y).copied() {
            Some(r) if !blocks.recoded(y) && changed.unchanged(y) => {
                w.copy_from(&cache.stream, r.start, r.bits);
                adler = adler.then(r.adler);
            }
            _ => {
                let (row, above) = scratch.rows(image, y);
                write_tokens(w, blocks.code(y), row, above, far);
                adler = adler.then(Adler::of(row));
            }
        }
    }
    adler
}

/// Encodes an opaque image as an 8-bit indexed-colour PNG.
///
/// `base` is the image it was drawn from (the same size) and `cache` the encoding of `base`
/// from an earlier call, if any; without one it is made here from `base` and returned. Rows of
/// `image` that are unchanged from `base` (with the row above) are copied from the cache, and
/// the others are encoded with its palette (and the colours the image adds) and codes, or
/// with codes of their own in the blocks the image draws over. The bytes depend on `image`
/// and `base` alone, never on whether the cache was made by this call or by an earlier one.
/// Rows are encoded on two threads when there are enough of them.
///
/// The image must be opaque (premultiplied and straight colours are then the same); the
/// alpha channel is dropped.
pub fn encode(
    image: &Pixmap,
    base: &Pixmap,
    cache: Option<&RowCache>,
) -> Result<(Vec<u8>, Option<RowCache>), RenderError> {
    let (width, height) = (image.width(), image.height());
    if base.width() != width || base.height() != height {
        let own = RowCache::of_base(image, Palette::of(image));
        return Ok((encode_over(image, image, &own)?, None));
    }
    if let Some(cache) = cache.filter(|c| c.width == width && c.height == height) {
        return Ok((encode_over(image, base, cache)?, None));
    }
    let made = RowCache::of_base(base, Palette::for_base(base, EXTRA_COLOURS));
    Ok((encode_over(image, base, &made)?, Some(made)))
}

/// Encodes `image`, drawn over `base` (the same size), with `cache`, the encoding of `base`.
fn encode_over(image: &Pixmap, base: &Pixmap, cache: &RowCache) -> Result<Vec<u8>, RenderError> {
    let (width, height) = (image.width(), image.height());
    let rows = height as usize;
    // Rows that differ from the base: the only ones that can add colours to its palette.
    let changed = Changed::of(image, base);
    let palette = cache
        .palette
        .with_image(image, (0..rows).filter(|&y| changed.0[y]));
    let plan = cache.blocks_for(image, &changed, &palette);
    // Split where half of the rows to encode afresh are above.
    let fresh: Vec<usize> = (0..rows)
        .filter(|&y| !plan.0.recoded(y) && !changed.unchanged(y))
        .collect();
    let split = fresh.get(fresh.len() / 2).copied().unwrap_or(rows);
    let mut w = BitWriter::default();
    write_zlib_header(&mut w);
    let (adler_top, (bottom, adler_bottom)) = both(
        fresh.len() >= PARALLEL_ROWS,
        || encode_rows_cached(image, &changed, cache, &plan, &palette, 0..split, &mut w),
        || {
            let mut bottom = BitWriter::default();
            let adler = encode_rows_cached(
                image,
                &changed,
                cache,
                &plan,
                &palette,
                split..rows,
                &mut bottom,
            );
            (bottom, adler)
        },
    );
    w.append(&bottom);
    plan.0.finish(&mut w);
    let mut zlib = w.into_bytes();
    zlib.extend_from_slice(&adler_top.then(adler_bottom).value().to_be_bytes());
    png_file(width, height, &palette, &zlib)
}

#[cfg(test)]
mod tests;
