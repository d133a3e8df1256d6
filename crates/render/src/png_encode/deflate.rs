//! The bit writer and the Huffman codes of the encoder's deflate stream.

use super::{MAX_CODE_BITS, SYMBOLS};

/// Bits written least significant first, in 32-bit words, as deflate wants them.
#[derive(Clone, Debug, Default)]
pub(super) struct BitWriter {
    pub(super) words: Vec<u32>,
    pub(super) acc: u64,
    pub(super) pending: u32,
}

impl BitWriter {
    /// Appends the low `n` bits of `bits` (`n` ≤ 32).
    #[inline(always)]
    pub(super) fn put(&mut self, bits: u32, n: u32) {
        self.acc |= u64::from(bits) << self.pending;
        self.pending += n;
        if self.pending >= 32 {
            self.words.push(self.acc as u32);
            self.acc >>= 32;
            self.pending -= 32;
        }
    }

    /// Bits written so far.
    pub(super) fn len(&self) -> u64 {
        self.words.len() as u64 * 32 + u64::from(self.pending)
    }

    /// Appends `len` bits of `from`, starting at bit `start`.
    pub(super) fn copy_from(&mut self, from: &[u32], start: u64, len: u64) {
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
    pub(super) fn append(&mut self, other: &BitWriter) {
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
    pub(super) fn into_bytes(self) -> Vec<u8> {
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
pub(super) struct Code {
    pub(super) lengths: [u8; SYMBOLS],
    pub(super) codes: [u16; SYMBOLS],
}

impl Code {
    /// A code for symbol frequencies `counts` in which every symbol has a code (so any row
    /// can be encoded later) and no code is longer than 15 bits.
    pub(super) fn for_counts(counts: &[u64; SYMBOLS]) -> Code {
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
    pub(super) fn put(&self, w: &mut BitWriter, symbol: usize) {
        w.put(
            u32::from(self.codes[symbol]),
            u32::from(self.lengths[symbol]),
        );
    }
}

/// Huffman code lengths for positive `weights` (unlimited depth), by repeatedly merging the
/// two lightest subtrees: the leaves sorted once, and the merged subtrees, which come out in
/// order of weight, in a second queue.
pub(super) fn huffman_lengths(weights: &[u64]) -> Vec<u8> {
    let n = weights.len();
    let mut leaves: Vec<(u64, usize)> = weights.iter().copied().zip(0..).collect();
    leaves.sort_unstable();
    // Nodes 0..n are leaves; merged nodes follow. parent[i] is the node's parent.
    let mut parent = vec![usize::MAX; 2 * n];
    let mut merged: Vec<(u64, usize)> = Vec::with_capacity(n);
    let (mut leaf, mut node) = (0, 0);
    // The lightest subtree not merged yet (a leaf on a tie).
    let lightest = |leaf: &mut usize, node: &mut usize, merged: &[(u64, usize)]| match (
        leaves.get(*leaf),
        merged.get(*node),
    ) {
        (Some(&l), Some(&m)) if l.0 <= m.0 => {
            *leaf += 1;
            l
        }
        (Some(&l), None) => {
            *leaf += 1;
            l
        }
        (_, Some(&m)) => {
            *node += 1;
            m
        }
        (None, None) => (0, usize::MAX),
    };
    let mut next = n;
    while (n - leaf) + (merged.len() - node) > 1 {
        let (wa, a) = lightest(&mut leaf, &mut node, &merged);
        let (wb, b) = lightest(&mut leaf, &mut node, &merged);
        parent[a] = next;
        parent[b] = next;
        merged.push((wa + wb, next));
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
