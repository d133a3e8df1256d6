//! A PNG encoder for opaque board images that re-uses the compressed rows of the previous image.
//!
//! Most of a board image is the same from one render to the next: the board with its pieces
//! comes from a [cache](super::cache), and only the status strip, the legend and any
//! highlighted spots are drawn again. General encoders compress every row each time. This one
//! writes the image as a single deflate block with a Huffman code made for the board (from the
//! first image's statistics) and encodes each row on its own, so the bits of a row that has not
//! changed (nor the row above it, which the matches read) are copied from the last encoding of
//! the same board instead of being compressed again.
//!
//! The image is written with 8-bit indexed colour: a [palette](super::quantize) made from the
//! first image of the board (exact when it has at most 256 colours). Rows are not filtered;
//! a run of pixels equal to the one on their left, or to the pixels above, becomes a deflate
//! match (at distance 1, or one row back), and every other pixel is a literal.

use resvg::tiny_skia::Pixmap;

use super::RenderError;
use super::quantize::{EXTRA_COLOURS, Palette};

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
const SHIFT: i32 = 1;

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

/// Bits written least significant first, in 32-bit words, as deflate wants them.
#[derive(Clone, Debug, Default)]
struct BitWriter {
    words: Vec<u32>,
    acc: u64,
    pending: u32,
}

impl BitWriter {
    /// Appends the low `n` bits of `bits` (`n` ≤ 32).
    #[inline(always)]
    fn put(&mut self, bits: u32, n: u32) {
        self.acc |= u64::from(bits) << self.pending;
        self.pending += n;
        if self.pending >= 32 {
            self.words.push(self.acc as u32);
            self.acc >>= 32;
            self.pending -= 32;
        }
    }

    /// Bits written so far.
    fn len(&self) -> u64 {
        self.words.len() as u64 * 32 + u64::from(self.pending)
    }

    /// Appends `len` bits of `from`, starting at bit `start`.
    fn copy_from(&mut self, from: &[u32], start: u64, len: u64) {
        let mut pos = start;
        let end = start + len;
        while pos < end {
            let n = (end - pos).min(32) as u32;
            let i = (pos / 32) as usize;
            let shift = pos % 32;
            let lo = u64::from(from.get(i).copied().unwrap_or(0));
            let hi = u64::from(from.get(i + 1).copied().unwrap_or(0));
            let window = ((lo | (hi << 32)) >> shift) as u32;
            let mask = if n == 32 { u32::MAX } else { (1u32 << n) - 1 };
            self.put(window & mask, n);
            pos += u64::from(n);
        }
    }

    /// Appends everything written to `other`.
    fn append(&mut self, other: &BitWriter) {
        if self.pending == 0 {
            self.words.extend_from_slice(&other.words);
        } else {
            for &word in &other.words {
                self.put(word, 32);
            }
        }
        if other.pending > 0 {
            self.put(other.acc as u32, other.pending);
        }
    }

    /// The bytes written, the last one padded with zero bits.
    fn into_bytes(self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.words.len() * 4 + 8);
        for w in &self.words {
            out.extend_from_slice(&w.to_le_bytes());
        }
        let tail = self.pending.div_ceil(8) as usize;
        out.extend_from_slice(&self.acc.to_le_bytes()[..tail]);
        out
    }
}

/// A Huffman code for the literal/length alphabet: lengths, and codes bit-reversed for
/// least-significant-first writing.
#[derive(Clone, Debug)]
struct Code {
    lengths: [u8; SYMBOLS],
    codes: [u16; SYMBOLS],
}

impl Code {
    /// A code for symbol frequencies `counts` in which every symbol has a code (so any row
    /// can be encoded later) and no code is longer than 15 bits.
    fn for_counts(counts: &[u64; SYMBOLS]) -> Code {
        let mut weights: Vec<u64> = counts.iter().map(|&c| c + 1).collect();
        let lengths = loop {
            let lengths = huffman_lengths(&weights);
            if lengths.iter().all(|&l| l <= MAX_CODE_BITS) {
                break lengths;
            }
            // Flatten the distribution until the deepest code fits (always ends: equal weights
            // give 9-bit codes).
            for w in &mut weights {
                *w = (*w >> 1) + 1;
            }
        };
        let mut code = Code {
            lengths: [0; SYMBOLS],
            codes: [0; SYMBOLS],
        };
        code.lengths.copy_from_slice(&lengths);
        // Canonical codes (RFC 1951, 3.2.2).
        let mut count_of_length = [0u16; 16];
        for &l in &code.lengths {
            count_of_length[usize::from(l)] += 1;
        }
        count_of_length[0] = 0;
        let mut next = [0u16; 16];
        let mut c = 0u16;
        for bits in 1..16 {
            c = (c + count_of_length[bits - 1]) << 1;
            next[bits] = c;
        }
        for s in 0..SYMBOLS {
            let l = code.lengths[s];
            if l > 0 {
                let canonical = next[usize::from(l)];
                next[usize::from(l)] += 1;
                code.codes[s] = canonical.reverse_bits() >> (16 - u32::from(l));
            }
        }
        code
    }

    #[inline(always)]
    fn put(&self, w: &mut BitWriter, symbol: usize) {
        w.put(
            u32::from(self.codes[symbol]),
            u32::from(self.lengths[symbol]),
        );
    }
}

/// Huffman code lengths for positive `weights` (unlimited depth), by repeatedly merging the
/// two lightest subtrees.
fn huffman_lengths(weights: &[u64]) -> Vec<u8> {
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;
    let n = weights.len();
    // Nodes 0..n are leaves; merged nodes follow. parent[i] is the node's parent.
    let mut parent = vec![usize::MAX; 2 * n];
    let mut heap: BinaryHeap<Reverse<(u64, usize)>> = weights
        .iter()
        .enumerate()
        .map(|(i, &w)| Reverse((w, i)))
        .collect();
    let mut next = n;
    while heap.len() > 1 {
        let (Some(Reverse((wa, a))), Some(Reverse((wb, b)))) = (heap.pop(), heap.pop()) else {
            break;
        };
        parent[a] = next;
        parent[b] = next;
        heap.push(Reverse((wa + wb, next)));
        next += 1;
    }
    // Depths from the root down: a node's parent is always created after it.
    let mut depth = vec![0u8; next];
    for i in (0..next).rev() {
        if parent[i] != usize::MAX {
            depth[i] = depth[parent[i]].saturating_add(1);
        }
    }
    depth.truncate(n);
    depth
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

/// Where one encoded row sits in a bit stream, and its checksum.
#[derive(Clone, Copy, Debug)]
struct EncodedRow {
    start: u64,
    bits: u64,
    adler: Adler,
}

/// The encoding of a base image's rows, kept to encode later images made from the same base.
#[derive(Clone, Debug)]
pub struct RowCache {
    width: u32,
    height: u32,
    code: Code,
    palette: Palette,
    stream: Vec<u32>,
    rows: Vec<Option<EncodedRow>>,
}

impl RowCache {
    /// Bytes held (the encoded stream and the row index).
    pub fn bytes(&self) -> usize {
        self.stream.len() * 4 + self.rows.len() * std::mem::size_of::<Option<EncodedRow>>()
    }

    /// Rows that can be copied.
    pub fn cached_rows(&self) -> usize {
        self.rows.iter().filter(|r| r.is_some()).count()
    }
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
#[inline(always)]
fn tokens(
    data: &[u8],
    above: Option<&[u8]>,
    far: Option<Far>,
    mut emit: impl FnMut(usize, u32, u8, Option<u32>),
) {
    let n = data.len();
    let mut i = 0;
    while i < n {
        let mut best = if i > 0 {
            (same_run(&data[i..], &data[i - 1..n - 1]), None)
        } else {
            (0, None)
        };
        if let (Some(a), Some(far)) = (above, far) {
            // The byte `d` back from `i` is `a[i + row_len - d]`; t = d - row_len.
            for t in far.shifts.0..=far.shifts.1 {
                let from = i as i64 - i64::from(t);
                if from < 0 || from as usize >= a.len() {
                    continue;
                }
                let from = from as usize;
                let run = same_run(&data[i..], &a[from..]);
                if run > best.0 {
                    let d = (far.row_len as i64 + i64::from(t)) as usize;
                    best = (run, Some((d - far.base) as u32));
                }
            }
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
        },
    );
}

/// Writes the zlib header and the dynamic block header for `code`.
fn write_headers(w: &mut BitWriter, code: &Code, far: Option<Far>) {
    // zlib: deflate with a 32 KB window, fastest compression, no dictionary.
    w.put(0x78, 8);
    w.put(0x01, 8);
    // Final block, dynamic Huffman codes.
    w.put(1, 1);
    w.put(2, 2);
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

/// True when row `y` and the row above it are the same in both images.
fn row_unchanged(image: &Pixmap, base: &Pixmap, y: usize) -> bool {
    let stride = image.width() as usize * 4;
    let same = |y: usize| {
        image.data()[y * stride..(y + 1) * stride] == base.data()[y * stride..(y + 1) * stride]
    };
    same(y) && (y == 0 || same(y - 1))
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
        self.palette.index_row(data, &mut out[1..]);
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

/// Encodes rows `rows` of `image` with a cache: copied where unchanged, encoded otherwise.
fn encode_rows_cached(
    image: &Pixmap,
    base: &Pixmap,
    cache: &RowCache,
    palette: &Palette,
    rows: std::ops::Range<usize>,
    w: &mut BitWriter,
) -> Adler {
    let mut scratch = Scratch::new(palette, image.width() as usize);
    let far = Far::of(image.width() as usize + 1);
    let mut adler = Adler::EMPTY;
    for y in rows {
        match cache.rows.get(y).copied().flatten() {
            Some(r) if row_unchanged(image, base, y) => {
                w.copy_from(&cache.stream, r.start, r.bits);
                adler = adler.then(r.adler);
            }
            _ => {
                let (row, above) = scratch.rows(image, y);
                write_tokens(w, &cache.code, row, above, far);
                adler = adler.then(Adler::of(row));
            }
        }
    }
    adler
}

/// Writes the palette indices of rows `rows` of `image` into `out` (one filter byte and the
/// row each) and counts their symbols.
fn index_rows(
    image: &Pixmap,
    palette: &Palette,
    rows: std::ops::Range<usize>,
    out: &mut [u8],
) -> [u64; SYMBOLS] {
    let width = image.width() as usize;
    let far = Far::of(width + 1);
    let mut scratch = Scratch::new(palette, width);
    let mut counts = [0u64; SYMBOLS];
    for (y, dst) in rows.zip(out.chunks_exact_mut(width + 1)) {
        let (row, above) = scratch.rows(image, y);
        dst.copy_from_slice(row);
        tokens(row, above, far, |symbol, _, _, _| counts[symbol] += 1);
    }
    counts
}

/// Writes rows `rows` of `all` (every row's data) with `code`, recording each row's bits and
/// checksum.
fn write_rows(
    code: &Code,
    all: &[u8],
    row_len: usize,
    rows: std::ops::Range<usize>,
    w: &mut BitWriter,
) -> Vec<EncodedRow> {
    let far = Far::of(row_len);
    rows.map(|y| {
        let data = &all[y * row_len..(y + 1) * row_len];
        let above = y.checked_sub(1).map(|u| &all[u * row_len..y * row_len]);
        let start = w.len();
        write_tokens(w, code, data, above, far);
        EncodedRow {
            start,
            bits: w.len() - start,
            adler: Adler::of(data),
        }
    })
    .collect()
}

/// Encodes an opaque image as an 8-bit indexed-colour PNG.
///
/// `base` is the image it was drawn from (the same size) and `cache` the encoding of `base`
/// from an earlier call, if any: rows of `image` that are unchanged from `base` (with the row
/// above) are copied from it, and the other rows use its palette. Without a cache, a palette
/// and a new cache are made from this image, and the cache returned, for the rows that are
/// unchanged from `base`. Rows are encoded on two threads when there are enough of them.
///
/// The image must be opaque (premultiplied and straight colours are then the same); the
/// alpha channel is dropped.
pub fn encode(
    image: &Pixmap,
    base: &Pixmap,
    cache: Option<&RowCache>,
) -> Result<(Vec<u8>, Option<RowCache>), RenderError> {
    let (width, height) = (image.width(), image.height());
    let rows = height as usize;
    let same_size = base.width() == width && base.height() == height;
    let cache = cache.filter(|c| same_size && c.width == width && c.height == height);
    let row_len = width as usize + 1;
    let far = Far::of(row_len);
    let mut w = BitWriter::default();

    // Rows that differ from the base: the only ones that can add colours to its palette.
    let stride = width as usize * 4;
    let differs = |y: &usize| {
        !same_size
            || image.data()[y * stride..(y + 1) * stride]
                != base.data()[y * stride..(y + 1) * stride]
    };

    if let Some(cache) = cache {
        let palette = cache.palette.with_image(image, (0..rows).filter(differs));
        // Split where half of the rows to encode afresh are above.
        let fresh: Vec<usize> = (0..rows)
            .filter(|&y| {
                cache.rows.get(y).copied().flatten().is_none() || !row_unchanged(image, base, y)
            })
            .collect();
        let split = fresh.get(fresh.len() / 2).copied().unwrap_or(rows);
        write_headers(&mut w, &cache.code, far);
        let (adler_top, (bottom, adler_bottom)) = both(
            fresh.len() >= PARALLEL_ROWS,
            || encode_rows_cached(image, base, cache, &palette, 0..split, &mut w),
            || {
                let mut bottom = BitWriter::default();
                let adler =
                    encode_rows_cached(image, base, cache, &palette, split..rows, &mut bottom);
                (bottom, adler)
            },
        );
        w.append(&bottom);
        cache.code.put(&mut w, END_OF_BLOCK);
        let mut zlib = w.into_bytes();
        zlib.extend_from_slice(&adler_top.then(adler_bottom).value().to_be_bytes());
        return Ok((png_file(width, height, &palette, &zlib)?, None));
    }

    // No cache: a palette, then every row's indices and symbol counts, a code, then write.
    let base_palette = if same_size {
        Palette::for_base(base, EXTRA_COLOURS)
    } else {
        Palette::of(image)
    };
    let palette = base_palette.with_image(image, (0..rows).filter(differs));
    let mut all = vec![0u8; row_len * rows];
    let split = rows / 2;
    let (top, bottom) = all.split_at_mut(row_len * split);
    let parallel = rows >= PARALLEL_ROWS;
    let (counts_top, counts_bottom) = both(
        parallel,
        || index_rows(image, &palette, 0..split, top),
        || index_rows(image, &palette, split..rows, bottom),
    );
    let mut counts = counts_top;
    for (c, more) in counts.iter_mut().zip(counts_bottom) {
        *c += more;
    }
    counts[END_OF_BLOCK] += 1;
    let code = Code::for_counts(&counts);
    write_headers(&mut w, &code, far);
    let (mut encoded, (bottom_bits, bottom_rows)) = both(
        parallel,
        || write_rows(&code, &all, row_len, 0..split, &mut w),
        || {
            let mut bits = BitWriter::default();
            let rows = write_rows(&code, &all, row_len, split..rows, &mut bits);
            (bits, rows)
        },
    );
    let offset = w.len();
    w.append(&bottom_bits);
    encoded.extend(bottom_rows.into_iter().map(|r| EncodedRow {
        start: r.start + offset,
        ..r
    }));
    let adler = encoded
        .iter()
        .fold(Adler::EMPTY, |acc, r| acc.then(r.adler));
    code.put(&mut w, END_OF_BLOCK);
    // The stream rows are copied from, with the bits still pending in the accumulator (the
    // end of the last row) flushed as a final, zero-padded word.
    let mut stream = w.words.clone();
    if w.pending > 0 {
        stream.push(w.acc as u32);
    }
    let mut zlib = w.into_bytes();
    zlib.extend_from_slice(&adler.value().to_be_bytes());
    let rows = encoded
        .into_iter()
        .enumerate()
        .map(|(y, r)| (same_size && row_unchanged(image, base, y)).then_some(r))
        .collect();
    let png = png_file(width, height, &palette, &zlib)?;
    let new_cache = RowCache {
        width,
        height,
        code,
        palette: base_palette,
        stream,
        rows,
    };
    Ok((png, Some(new_cache)))
}

#[cfg(test)]
mod tests {
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
            assert_eq!(cache.expect("cache").cached_rows(), h as usize);
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
    fn rows_changed_in_the_first_image_are_not_cached() {
        let base = picture(64, 30, 9);
        let mut image = base.clone();
        image.data_mut()[5 * 64 * 4] ^= 1;
        let (_, cache) = encode(&image, &base, None).expect("encode");
        let cache = cache.expect("cache");
        // Row 5 differs, and row 6 reads it through the filters.
        assert!(cache.rows[5].is_none() && cache.rows[6].is_none());
        assert_eq!(cache.cached_rows(), 28);
        let (png_bytes, _) = encode(&base, &base, Some(&cache)).expect("encode");
        assert_eq!(decode(&png_bytes).2, rgb_of(&base));
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
}
