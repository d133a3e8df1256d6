//! A PNG encoder for opaque board images that re-uses the compressed rows of the previous image.
//!
//! Most of a board image is the same from one render to the next: the board with its pieces
//! comes from a [cache](super::cache), and only the status strip, the legend and any
//! highlighted spots are drawn again. General encoders compress every row each time. This one
//! writes the image as a single deflate block with a Huffman code made for the board (from the
//! first image's statistics) and encodes each row on its own, so the bits of a row that has not
//! changed (nor the row above it, which the filters read) are copied from the last encoding of
//! the same board instead of being filtered and compressed again.
//!
//! The compression is the one fast PNG encoders use: each row is filtered (Sub, Up or Paeth,
//! whichever scores best), runs of zero bytes become deflate matches at distance 1, and every
//! other byte is a literal. The output is a standard 8-bit RGB PNG.

use resvg::tiny_skia::Pixmap;

use super::RenderError;

/// Symbols of the deflate literal/length alphabet used (0–255 literals, 256 end of block,
/// 257–285 lengths).
const SYMBOLS: usize = 286;
/// End-of-block symbol.
const END_OF_BLOCK: usize = 256;
/// Longest code allowed by deflate.
const MAX_CODE_BITS: u8 = 15;
/// The modulus of Adler-32.
const ADLER_MOD: u64 = 65521;
/// Bytes per pixel of the encoded rows (RGB).
const BPP: usize = 3;
/// Zero runs shorter than this are written as literals.
const MIN_RUN: usize = 5;

/// PNG row filter types (PNG specification, section 9).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RowFilter {
    Sub = 1,
    Up = 2,
    Paeth = 4,
}

/// The filters tried on each row, cheapest first.
const FILTERS: [RowFilter; 3] = [RowFilter::Up, RowFilter::Sub, RowFilter::Paeth];

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

/// The Paeth predictor of PNG: whichever of left, up and upper-left is closest to
/// `left + up - upper_left`.
#[inline(always)]
fn paeth(left: u8, up: u8, upper_left: u8) -> u8 {
    let (a, b, c) = (i16::from(left), i16::from(up), i16::from(upper_left));
    // |p - a| = |b - c|, |p - b| = |a - c|, |p - c| = |a + b - 2c|.
    let pa = (b - c).abs();
    let pb = (a - c).abs();
    let pc = (a + b - 2 * c).abs();
    let up_or_corner = if pb <= pc { up } else { upper_left };
    if pa <= pb && pa <= pc {
        left
    } else {
        up_or_corner
    }
}

/// Filters `row` against the row above into `out` with `filter`, and returns the sum of the
/// filtered bytes read as signed magnitudes (smaller usually compresses better). Plain slice
/// loops, so that the compiler vectorises them.
fn filter_row(filter: RowFilter, row: &[u8], above: &[u8], out: &mut [u8]) -> u32 {
    let n = row.len().min(above.len()).min(out.len());
    let (row, above, out) = (&row[..n], &above[..n], &mut out[..n]);
    let head = BPP.min(n);
    match filter {
        RowFilter::Sub => {
            out[..head].copy_from_slice(&row[..head]);
            if n > BPP {
                for ((o, &x), &left) in out[BPP..].iter_mut().zip(&row[BPP..]).zip(&row[..n - BPP])
                {
                    *o = x.wrapping_sub(left);
                }
            }
        }
        RowFilter::Up => {
            for ((o, &x), &up) in out.iter_mut().zip(row).zip(above) {
                *o = x.wrapping_sub(up);
            }
        }
        RowFilter::Paeth => {
            for i in 0..head {
                out[i] = row[i].wrapping_sub(above[i]);
            }
            if n > BPP {
                let rest = out[BPP..]
                    .iter_mut()
                    .zip(&row[BPP..])
                    .zip(&above[BPP..])
                    .zip(row[..n - BPP].iter().zip(&above[..n - BPP]));
                for (((o, &x), &up), (&left, &upper_left)) in rest {
                    *o = x.wrapping_sub(paeth(left, up, upper_left));
                }
            }
        }
    }
    out.iter()
        .map(|&v| u32::from((v as i8).unsigned_abs()))
        .sum()
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

/// One row of an RGBA pixmap as RGB bytes.
fn rgb_row(rgba: &[u8], out: &mut [u8]) {
    for (rgb, px) in out.chunks_exact_mut(3).zip(rgba.chunks_exact(4)) {
        rgb.copy_from_slice(&px[..3]);
    }
}

/// Filters a row with the best-scoring filter into `out` (filter type byte first).
fn filter_best(row: &[u8], above: &[u8], scratch: &mut [Vec<u8>; 3], out: &mut Vec<u8>) {
    let mut best = 0;
    let mut best_cost = u32::MAX;
    for (k, filter) in FILTERS.into_iter().enumerate() {
        let cost = filter_row(filter, row, above, &mut scratch[k]);
        if cost < best_cost {
            best = k;
            best_cost = cost;
        }
        if cost == 0 {
            break;
        }
    }
    out.clear();
    out.push(FILTERS[best] as u8);
    out.extend_from_slice(&scratch[best][..row.len()]);
}

/// Length of the run of zero bytes at the start of `data`, eight bytes at a time.
#[inline(always)]
fn zero_run(data: &[u8]) -> usize {
    let mut n = 0;
    let mut chunks = data.chunks_exact(8);
    for chunk in &mut chunks {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        let word = u64::from_le_bytes(word);
        if word != 0 {
            return n + (word.trailing_zeros() / 8) as usize;
        }
        n += 8;
    }
    n + chunks.remainder().iter().take_while(|&&b| b == 0).count()
}

/// Calls `emit` with the symbols (and length extra bits) that encode `data`: literals, and
/// zero runs as a zero literal followed by matches at distance 1.
#[inline(always)]
fn tokens(data: &[u8], mut emit: impl FnMut(usize, u32, u8)) {
    let mut i = 0;
    while i < data.len() {
        if data[i] != 0 {
            emit(usize::from(data[i]), 0, 0);
            i += 1;
            continue;
        }
        let run = zero_run(&data[i..]);
        i += run;
        if run < MIN_RUN {
            for _ in 0..run {
                emit(0, 0, 0);
            }
            continue;
        }
        emit(0, 0, 0);
        let mut left = run - 1;
        while left >= 3 {
            let len = left.min(258);
            // Leave at least 3 for the next match, or none.
            let len = if left - len > 0 && left - len < 3 {
                len - 3
            } else {
                len
            };
            let (symbol, extra, extra_bits) = length_symbol(len);
            emit(symbol, extra, extra_bits);
            left -= len;
        }
        for _ in 0..left {
            emit(0, 0, 0);
        }
    }
}

/// Writes the encoded tokens of `data` with `code`.
fn write_tokens(w: &mut BitWriter, code: &Code, data: &[u8]) {
    tokens(data, |symbol, extra, extra_bits| {
        code.put(w, symbol);
        if symbol > END_OF_BLOCK {
            if extra_bits > 0 {
                w.put(extra, u32::from(extra_bits));
            }
            // The distance code: one code (distance 1) of one bit.
            w.put(0, 1);
        }
    });
}

/// Writes the zlib header and the dynamic block header for `code`.
fn write_headers(w: &mut BitWriter, code: &Code) {
    // zlib: deflate with a 32 KB window, fastest compression, no dictionary.
    w.put(0x78, 8);
    w.put(0x01, 8);
    // Final block, dynamic Huffman codes.
    w.put(1, 1);
    w.put(2, 2);
    w.put((SYMBOLS - 257) as u32, 5); // HLIT
    w.put(0, 5); // HDIST: one distance code
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
    put_length(w, 1); // the single distance code, 1 bit
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

/// The PNG file around a zlib stream.
fn png_file(width: u32, height: u32, zlib: &[u8]) -> Result<Vec<u8>, RenderError> {
    let mut out = Vec::with_capacity(zlib.len() + 64);
    out.extend_from_slice(&[0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A]);
    let mut ihdr = [0u8; 13];
    ihdr[..4].copy_from_slice(&width.to_be_bytes());
    ihdr[4..8].copy_from_slice(&height.to_be_bytes());
    // Bit depth 8, colour type 2 (RGB), deflate, adaptive filtering, no interlace.
    ihdr[8..].copy_from_slice(&[8, 2, 0, 0, 0]);
    write_chunk(&mut out, b"IHDR", &ihdr)?;
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

/// Row buffers for filtering one row at a time.
struct Scratch {
    above: Vec<u8>,
    row: Vec<u8>,
    candidates: [Vec<u8>; 3],
    filtered: Vec<u8>,
}

impl Scratch {
    fn new(stride: usize) -> Scratch {
        Scratch {
            above: vec![0; stride],
            row: vec![0; stride],
            candidates: [vec![0; stride], vec![0; stride], vec![0; stride]],
            filtered: Vec::with_capacity(stride + 1),
        }
    }

    /// Filters row `y` of `image` into `self.filtered`.
    fn filter(&mut self, image: &Pixmap, y: usize) -> &[u8] {
        let rgba_stride = image.width() as usize * 4;
        let data = image.data();
        rgb_row(&data[y * rgba_stride..(y + 1) * rgba_stride], &mut self.row);
        if y == 0 {
            self.above.fill(0);
        } else {
            rgb_row(
                &data[(y - 1) * rgba_stride..y * rgba_stride],
                &mut self.above,
            );
        }
        filter_best(
            &self.row,
            &self.above,
            &mut self.candidates,
            &mut self.filtered,
        );
        &self.filtered
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
    rows: std::ops::Range<usize>,
    w: &mut BitWriter,
) -> Adler {
    let mut scratch = Scratch::new(image.width() as usize * BPP);
    let mut adler = Adler::EMPTY;
    for y in rows {
        match cache.rows.get(y).copied().flatten() {
            Some(r) if row_unchanged(image, base, y) => {
                w.copy_from(&cache.stream, r.start, r.bits);
                adler = adler.then(r.adler);
            }
            _ => {
                let filtered = scratch.filter(image, y);
                write_tokens(w, &cache.code, filtered);
                adler = adler.then(Adler::of(filtered));
            }
        }
    }
    adler
}

/// Filters rows `rows` of `image` into `out` (one filter byte and the row each) and counts
/// their symbols into `counts`.
fn filter_rows(image: &Pixmap, rows: std::ops::Range<usize>, out: &mut [u8]) -> [u64; SYMBOLS] {
    let stride = image.width() as usize * BPP;
    let mut scratch = Scratch::new(stride);
    let mut counts = [0u64; SYMBOLS];
    for (y, dst) in rows.zip(out.chunks_exact_mut(stride + 1)) {
        dst.copy_from_slice(scratch.filter(image, y));
        tokens(dst, |symbol, _, _| counts[symbol] += 1);
    }
    counts
}

/// Writes filtered rows with `code`, recording each row's bits and checksum.
fn write_rows(code: &Code, filtered: &[u8], stride: usize, w: &mut BitWriter) -> Vec<EncodedRow> {
    filtered
        .chunks_exact(stride + 1)
        .map(|data| {
            let start = w.len();
            write_tokens(w, code, data);
            EncodedRow {
                start,
                bits: w.len() - start,
                adler: Adler::of(data),
            }
        })
        .collect()
}

/// Encodes an opaque image as an 8-bit RGB PNG.
///
/// `base` is the image it was drawn from (the same size) and `cache` the encoding of `base`
/// from an earlier call, if any: rows of `image` that are unchanged from `base` (with the row
/// above) are copied from it. Without a cache, a new one is made from this image, and returned,
/// for the rows that are unchanged from `base`. Rows are encoded on two threads when there are
/// enough of them.
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
    let stride = width as usize * BPP;
    let mut w = BitWriter::default();

    if let Some(cache) = cache {
        // Split where half of the rows to encode afresh are above.
        let fresh: Vec<usize> = (0..rows)
            .filter(|&y| {
                cache.rows.get(y).copied().flatten().is_none() || !row_unchanged(image, base, y)
            })
            .collect();
        let split = fresh.get(fresh.len() / 2).copied().unwrap_or(rows);
        write_headers(&mut w, &cache.code);
        let (adler_top, (bottom, adler_bottom)) = both(
            fresh.len() >= PARALLEL_ROWS,
            || encode_rows_cached(image, base, cache, 0..split, &mut w),
            || {
                let mut bottom = BitWriter::default();
                let adler = encode_rows_cached(image, base, cache, split..rows, &mut bottom);
                (bottom, adler)
            },
        );
        w.append(&bottom);
        cache.code.put(&mut w, END_OF_BLOCK);
        let mut zlib = w.into_bytes();
        zlib.extend_from_slice(&adler_top.then(adler_bottom).value().to_be_bytes());
        return Ok((png_file(width, height, &zlib)?, None));
    }

    // No cache: filter every row and count the symbols, make a code, then write.
    let mut all = vec![0u8; (stride + 1) * rows];
    let split = rows / 2;
    let (top, bottom) = all.split_at_mut((stride + 1) * split);
    let parallel = rows >= PARALLEL_ROWS;
    let (counts_top, counts_bottom) = both(
        parallel,
        || filter_rows(image, 0..split, top),
        || filter_rows(image, split..rows, bottom),
    );
    let mut counts = counts_top;
    for (c, more) in counts.iter_mut().zip(counts_bottom) {
        *c += more;
    }
    counts[END_OF_BLOCK] += 1;
    let code = Code::for_counts(&counts);
    write_headers(&mut w, &code);
    let (top, bottom) = all.split_at((stride + 1) * split);
    let (mut encoded, (bottom_bits, bottom_rows)) = both(
        parallel,
        || write_rows(&code, top, stride, &mut w),
        || {
            let mut bits = BitWriter::default();
            let rows = write_rows(&code, bottom, stride, &mut bits);
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
    let new_cache = RowCache {
        width,
        height,
        code,
        stream,
        rows,
    };
    Ok((png_file(width, height, &zlib)?, Some(new_cache)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(png_bytes: &[u8]) -> (u32, u32, Vec<u8>) {
        let decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
        let mut reader = decoder.read_info().expect("header");
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

    /// A deterministic opaque test picture: flat areas, gradients, noise and long zero runs.
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
                1 => [(col % 256) as u8, (row % 256) as u8, 7],
                2 => [x as u8, (x >> 8) as u8, (x >> 16) as u8],
                _ => [255, 255, (col / 3) as u8],
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
        assert_eq!(decode(&second).2, rgb_of(&image));
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
        assert_eq!(decode(&png_bytes).2, rgb_of(&image));
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
