//! The encoding of a board's base image (the board with its pieces), made from the base alone
//! and kept to encode every image drawn over it.
//!
//! Because it is made from the base alone, the bytes of an image never depend on which images
//! of the same board were encoded before it: a board image is a function of what is drawn.

use resvg::tiny_skia::Pixmap;

use super::blocks::{BAND, Blocks, band_starts};
use super::deflate::BitWriter;
use super::{
    Adler, Changed, Far, PARALLEL_ROWS, Palette, Recoded, SYMBOLS, Scratch, both, pack, put_packed,
    tokens,
};

/// Where one encoded row sits in a bit stream, and its checksum.
#[derive(Clone, Copy, Debug)]
pub(super) struct EncodedRow {
    pub(super) start: u64,
    pub(super) bits: u64,
    pub(super) adler: Adler,
}

/// The encoding of a base image's rows, kept to encode the images drawn over the same base:
/// its palette (the base's part of every image's), its deflate blocks and their codes, and
/// each row's bits.
#[derive(Clone, Debug)]
pub struct RowCache {
    pub(super) width: u32,
    pub(super) height: u32,
    pub(super) blocks: Blocks,
    pub(super) palette: Palette,
    pub(super) stream: Vec<u32>,
    pub(super) rows: Vec<EncodedRow>,
}

/// True when row `y` of `image` is one colour (the page around the board, under the status
/// strip and the legend).
fn row_is_flat(image: &Pixmap, y: usize) -> bool {
    let stride = image.width() as usize * 4;
    let row = &image.data()[y * stride..(y + 1) * stride];
    // Each pixel equals the one on its right.
    row[4..] == row[..row.len() - 4]
}

impl RowCache {
    /// Bytes held (the encoded stream and the row index).
    pub fn bytes(&self) -> usize {
        self.stream.len() * 4 + self.rows.len() * std::mem::size_of::<EncodedRow>()
    }

    /// The encoding of `base` with `palette` (the base's part of a palette).
    ///
    /// Blocks start where rows stop or start being one colour (the page the status strip and
    /// the legend are drawn on, whose blocks get a code of each image's), and inside the
    /// other parts where the estimated bits drop.
    pub(super) fn of_base(base: &Pixmap, palette: Palette) -> RowCache {
        let (width, height) = (base.width(), base.height());
        let rows = height as usize;
        let row_len = width as usize + 1;
        let far = Far::of(row_len);
        let flat: Vec<bool> = (0..rows).map(|y| row_is_flat(base, y)).collect();
        let starts = band_starts(&flat);
        // Halves at a band's edge, so that the bands of the two halves line up.
        let split = starts
            .get(starts.partition_point(|&s| s < rows / 2))
            .copied()
            .unwrap_or(rows);
        let mut all = vec![0u8; row_len * rows];
        let (top, bottom) = all.split_at_mut(row_len * split);
        let parallel = rows >= PARALLEL_ROWS;
        let ((mut bands, symbols_top), (bands_bottom, symbols_bottom)) = both(
            parallel,
            || index_rows(base, &palette, 0..split, &starts, top),
            || index_rows(base, &palette, split..rows, &starts, bottom),
        );
        bands.extend(bands_bottom);
        let band_flat: Vec<bool> = starts.iter().map(|&s| flat[s]).collect();
        let blocks = Blocks::plan(&bands, &starts, &band_flat, far);
        let mut w = BitWriter::default();
        let (mut encoded, (bottom_bits, bottom_rows)) = both(
            parallel,
            || write_rows(&blocks, &all, row_len, 0..split, &symbols_top, &mut w),
            || {
                let mut bits = BitWriter::default();
                let rows = write_rows(
                    &blocks,
                    &all,
                    row_len,
                    split..rows,
                    &symbols_bottom,
                    &mut bits,
                );
                (bits, rows)
            },
        );
        let offset = w.len();
        w.append(&bottom_bits);
        encoded.extend(bottom_rows.into_iter().map(|r| EncodedRow {
            start: r.start + offset,
            ..r
        }));
        // The bits still pending in the accumulator (the end of the last row) flushed as a
        // final, zero-padded word.
        let mut stream = w.words;
        if w.pending > 0 {
            stream.push(w.acc as u32);
        }
        RowCache {
            width,
            height,
            blocks,
            palette,
            stream,
            rows: encoded,
        }
    }

    /// The blocks to encode `image` (drawn over the cache's base, with `palette`; `changed`
    /// its rows that differ) with: the cache's, but a block of one-colour rows that the image
    /// draws over (the status strip, the legend), or a block at least half of whose rows it
    /// changes, gets codes made for this image's symbols there (split where the estimated
    /// bits drop, as the base's blocks are), and all its rows are encoded again.
    pub(super) fn blocks_for(
        &self,
        image: &Pixmap,
        changed: &Changed,
        palette: &Palette,
    ) -> (Blocks, Recoded) {
        let ours = &self.blocks;
        let mut blocks = Blocks {
            starts: Vec::with_capacity(ours.starts.len()),
            codes: Vec::with_capacity(ours.codes.len()),
            far: ours.far,
            flat: Vec::with_capacity(ours.flat.len()),
            recoded: Vec::with_capacity(ours.codes.len()),
        };
        let mut recoded = Recoded::default();
        let height = self.rows.len();
        let far = ours.far;
        let mut scratch = Scratch::new(palette, image.width() as usize);
        for (b, code) in ours.codes.iter().enumerate() {
            let start = ours.starts.get(b).copied().unwrap_or(height).min(height);
            let end = ours
                .starts
                .get(b + 1)
                .copied()
                .unwrap_or(height)
                .min(height);
            let flat = ours.flat.get(b).copied().unwrap_or(false);
            let changed = (start..end).filter(|&y| !changed.unchanged(y)).count();
            let recode = if flat {
                changed > 0
            } else {
                changed * 2 >= end - start
            };
            if start == end || !recode {
                blocks.starts.push(start);
                blocks.codes.push(code.clone());
                blocks.flat.push(flat);
                blocks.recoded.push(false);
                continue;
            }
            if recoded.rows.is_empty() {
                recoded.rows = vec![None; height];
            }
            let band_starts: Vec<usize> = (start..end).step_by(BAND).collect();
            let mut bands = vec![[0u32; SYMBOLS]; band_starts.len()];
            for y in start..end {
                let (row, above) = scratch.rows(image, y);
                let from = recoded.symbols.len();
                let counts = &mut bands[(y - start) / BAND];
                tokens(
                    row,
                    above,
                    far,
                    |symbol, extra, extra_bits, distance_extra| {
                        counts[symbol] += 1;
                        recoded
                            .symbols
                            .push(pack(symbol, extra, extra_bits, distance_extra));
                    },
                );
                recoded.rows[y] = Some((from, recoded.symbols.len(), Adler::of(row)));
            }
            let own = Blocks::plan(&bands, &band_starts, &[], far);
            blocks.starts.extend(&own.starts);
            blocks.flat.extend(own.codes.iter().map(|_| flat));
            blocks.recoded.extend(own.codes.iter().map(|_| true));
            blocks.codes.extend(own.codes);
        }
        (blocks, recoded)
    }
}

/// The symbols of rows, [`pack`]ed, and where each row's end.
#[derive(Default)]
struct RowSymbols {
    symbols: Vec<u32>,
    ends: Vec<usize>,
}

/// Writes the palette indices of rows `rows` of `image` into `out` (one filter byte and the
/// row each) and counts their symbols in the bands (starting at `band_starts`, one of them at
/// `rows.start`) that start in `rows`; and keeps the symbols, to write them once a code is
/// made.
fn index_rows(
    image: &Pixmap,
    palette: &Palette,
    rows: std::ops::Range<usize>,
    band_starts: &[usize],
    out: &mut [u8],
) -> (Vec<[u32; SYMBOLS]>, RowSymbols) {
    let width = image.width() as usize;
    let far = Far::of(width + 1);
    let mut scratch = Scratch::new(palette, width);
    let first = band_starts.partition_point(|&s| s < rows.start);
    let count = band_starts.partition_point(|&s| s < rows.end) - first;
    let mut bands = vec![[0u32; SYMBOLS]; count];
    let mut kept = RowSymbols {
        symbols: Vec::with_capacity(rows.len() * 64),
        ends: Vec::with_capacity(rows.len()),
    };
    let mut band = 0;
    for (y, dst) in rows.zip(out.chunks_exact_mut(width + 1)) {
        while band_starts.get(first + band + 1).is_some_and(|&s| s <= y) {
            band += 1;
        }
        let (row, above) = scratch.rows(image, y);
        dst.copy_from_slice(row);
        let mut counts = bands.get_mut(band);
        tokens(
            row,
            above,
            far,
            |symbol, extra, extra_bits, distance_extra| {
                if let Some(c) = counts.as_deref_mut() {
                    c[symbol] += 1;
                }
                kept.symbols
                    .push(pack(symbol, extra, extra_bits, distance_extra));
            },
        );
        kept.ends.push(kept.symbols.len());
    }
    (bands, kept)
}

/// Writes rows `rows` of `all` (every row's data), whose symbols are `symbols`, with `blocks`
/// (and the block headers that come before them), recording each row's bits and checksum.
fn write_rows(
    blocks: &Blocks,
    all: &[u8],
    row_len: usize,
    rows: std::ops::Range<usize>,
    symbols: &RowSymbols,
    w: &mut BitWriter,
) -> Vec<EncodedRow> {
    let bits = blocks.far.map_or(0, |f| u32::from(f.bits));
    let first = rows.start;
    rows.map(|y| {
        let data = &all[y * row_len..(y + 1) * row_len];
        blocks.before_row(w, y);
        let start = w.len();
        let code = blocks.code(y);
        let from = (y - first)
            .checked_sub(1)
            .map_or(0, |r| symbols.ends.get(r).copied().unwrap_or(0));
        let to = symbols.ends.get(y - first).copied().unwrap_or(from);
        for &t in symbols.symbols.get(from..to).unwrap_or(&[]) {
            put_packed(w, code, bits, t);
        }
        EncodedRow {
            start,
            bits: w.len() - start,
            adler: Adler::of(data),
        }
    })
    .collect()
}
