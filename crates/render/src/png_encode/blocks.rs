//! The deflate blocks of an image and how the encoding of a board's base chooses them.

use super::{BitWriter, Code, END_OF_BLOCK, Far, SYMBOLS, write_block_header};

/// Rows per band of symbol counts when choosing where blocks start.
pub(super) const BAND: usize = 16;
/// Rounds of splitting blocks in two when choosing them (at most `2^SPLIT_ROUNDS` blocks).
const SPLIT_ROUNDS: u32 = 5;
/// About the bits of a block header (its code lengths), the price of a new block.
const BLOCK_HEADER_BITS: f64 = 1_300.0;

/// The deflate blocks of an image: the row each starts at (the first at row 0) and its
/// Huffman code. The parts of a board image (status text, board, legend) use the symbols
/// differently, so each gets a code of its own.
#[derive(Clone, Debug)]
pub(super) struct Blocks {
    pub(super) starts: Vec<usize>,
    pub(super) codes: Vec<Code>,
    pub(super) far: Option<Far>,
    /// Blocks of rows of one colour in the base (the page under the status strip and the
    /// legend): every image that draws over one gets a code of its own there.
    pub(super) flat: Vec<bool>,
    /// Blocks whose code was made again for this image (their rows are not copied).
    pub(super) recoded: Vec<bool>,
}

impl Blocks {
    /// The block of row `y`.
    #[inline(always)]
    pub(super) fn of(&self, y: usize) -> usize {
        let b = self.starts.partition_point(|&s| s <= y).saturating_sub(1);
        b.min(self.codes.len() - 1)
    }

    /// The code of row `y`'s block.
    #[inline(always)]
    pub(super) fn code(&self, y: usize) -> &Code {
        &self.codes[self.of(y)]
    }

    /// True when row `y`'s block has a code of this image's own.
    pub(super) fn recoded(&self, y: usize) -> bool {
        self.recoded.get(self.of(y)).copied().unwrap_or(false)
    }

    /// Writes what comes before row `y`: if a block starts there, the end of the previous
    /// block and the new block's header.
    pub(super) fn before_row(&self, w: &mut BitWriter, y: usize) {
        if let Ok(b) = self.starts.binary_search(&y) {
            if b > 0 {
                self.codes[b - 1].put(w, END_OF_BLOCK);
            }
            write_block_header(w, &self.codes[b], self.far, b + 1 == self.codes.len());
        }
    }

    /// Ends the last block.
    pub(super) fn finish(&self, w: &mut BitWriter) {
        if let Some(code) = self.codes.last() {
            code.put(w, END_OF_BLOCK);
        }
    }

    /// Blocks for an image whose symbol counts per band of rows (starting at rows
    /// `band_starts`) are `bands`, and whose bands of one colour are `flat`: a block wherever
    /// bands start or stop being flat, the others split in two where the estimated bits
    /// (entropy of each part, plus a header) drop, in up to [`SPLIT_ROUNDS`] rounds, each block
    /// with a code for its counts.
    pub(super) fn plan(
        bands: &[[u32; SYMBOLS]],
        band_starts: &[usize],
        flat: &[bool],
        far: Option<Far>,
    ) -> Blocks {
        let flat_at = |i: usize| flat.get(i).copied().unwrap_or(false);
        let mut prefix = vec![[0u64; SYMBOLS]; bands.len() + 1];
        for (i, band) in bands.iter().enumerate() {
            let (done, rest) = prefix.split_at_mut(i + 1);
            for ((p, &before), &c) in rest[0].iter_mut().zip(&done[i]).zip(band) {
                *p = before + u64::from(c);
            }
        }
        let counts = |a: usize, b: usize| {
            let mut c = [0u64; SYMBOLS];
            for ((c, &hi), &lo) in c.iter_mut().zip(&prefix[b]).zip(&prefix[a]) {
                *c = hi - lo;
            }
            c
        };
        // Only the symbols used somewhere: a block's cost sums over them.
        let used: Vec<usize> = (0..SYMBOLS)
            .filter(|&s| prefix[bands.len()][s] > prefix[0][s])
            .collect();
        let cost = |a: usize, b: usize| {
            let (hi, lo) = (&prefix[b], &prefix[a]);
            let (mut total, mut sum) = (0u64, 0.0f64);
            for &s in &used {
                let c = hi[s] - lo[s];
                total += c;
                sum += c_log2_c(c);
            }
            let total = total.max(1) as f64;
            total * total.log2() - sum + BLOCK_HEADER_BITS
        };
        let mut edges: Vec<usize> = std::iter::once(0)
            .chain((1..bands.len()).filter(|&i| flat_at(i) != flat_at(i - 1)))
            .chain(std::iter::once(bands.len()))
            .collect();
        edges.dedup();
        for _ in 0..SPLIT_ROUNDS {
            let mut more = Vec::new();
            for pair in edges.windows(2) {
                let (a, b) = (pair[0], pair[1]);
                if flat_at(a) {
                    // Coded again by each image drawn over it: no use splitting.
                    continue;
                }
                let whole = cost(a, b);
                let best = (a + 1..b)
                    .map(|k| (cost(a, k) + cost(k, b), k))
                    .min_by(|x, y| x.0.total_cmp(&y.0));
                if let Some((split, k)) = best
                    && split < whole
                {
                    more.push(k);
                }
            }
            if more.is_empty() {
                break;
            }
            edges.extend(more);
            edges.sort_unstable();
        }
        let codes: Vec<Code> = edges
            .windows(2)
            .map(|pair| {
                let mut c = counts(pair[0], pair[1]);
                c[END_OF_BLOCK] += 1;
                Code::for_counts(&c)
            })
            .collect();
        edges.pop();
        Blocks {
            recoded: vec![false; codes.len()],
            flat: edges.iter().map(|&e| flat_at(e)).collect(),
            starts: edges
                .iter()
                .map(|&e| band_starts.get(e).copied().unwrap_or(0))
                .collect(),
            codes,
            far,
        }
    }
}

/// `c · log2 c` (0 for 0 and 1), from a table for the small counts most symbols have.
fn c_log2_c(c: u64) -> f64 {
    const SMALL: usize = 4096;
    static TABLE: std::sync::OnceLock<Vec<f64>> = std::sync::OnceLock::new();
    let exact = |c: u64| {
        if c > 1 {
            c as f64 * (c as f64).log2()
        } else {
            0.0
        }
    };
    match usize::try_from(c) {
        Ok(i) if i < SMALL => TABLE.get_or_init(|| (0..SMALL as u64).map(exact).collect())[i],
        _ => exact(c),
    }
}

/// The rows where bands of symbol counts start: every [`BAND`] rows, and where rows start or
/// stop being `flat` (one colour, so that a block can hold only the rows of the page the
/// status strip or the legend is drawn on).
pub(super) fn band_starts(flat: &[bool]) -> Vec<usize> {
    (0..flat.len())
        .filter(|&y| y % BAND == 0 || flat[y] != flat[y - 1])
        .collect()
}
