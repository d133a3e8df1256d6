//! A palette of at most 256 colours for an opaque image, so a board PNG can be written with
//! 8-bit indexed colour (a third of the bytes of RGB before compression).
//!
//! A board is mostly flat colours (sea, sand, terrain, tokens, pieces, text) with anti-aliased
//! edges between them. When an image has at most 256 colours the palette is exact; otherwise
//! it holds the 256 most frequent ones (every flat colour and the commonest edge shades) and
//! each other colour is drawn with the nearest palette colour (an edge pixel a few levels off).

use resvg::tiny_skia::Pixmap;

/// Colours a PNG palette holds at most.
pub const MAX_COLOURS: usize = 256;

/// An open-addressed table from a colour key (RGB and a presence bit) to a 32-bit value.
#[derive(Clone, Debug)]
struct Table {
    keys: Vec<u32>,
    values: Vec<u32>,
    len: usize,
}

const PRESENT: u32 = 1 << 24;

impl Table {
    fn with_bits(bits: u32) -> Table {
        Table {
            keys: vec![0; 1 << bits],
            values: vec![0; 1 << bits],
            len: 0,
        }
    }

    #[inline(always)]
    fn slot(&self, key: u32) -> usize {
        let bits = self.keys.len().trailing_zeros();
        (key.wrapping_mul(0x9E37_79B1) >> (32 - bits)) as usize
    }

    #[inline(always)]
    fn get(&self, key: u32) -> Option<u32> {
        let mask = self.keys.len() - 1;
        let mut i = self.slot(key);
        loop {
            match self.keys[i] {
                0 => return None,
                k if k == key => return Some(self.values[i]),
                _ => i = (i + 1) & mask,
            }
        }
    }

    /// The value for `key`, inserted as 0 if absent.
    #[inline(always)]
    fn entry(&mut self, key: u32) -> &mut u32 {
        if (self.len + 1) * 2 > self.keys.len() {
            self.grow();
        }
        let mask = self.keys.len() - 1;
        let mut i = self.slot(key);
        loop {
            match self.keys[i] {
                0 => {
                    self.keys[i] = key;
                    self.len += 1;
                    return &mut self.values[i];
                }
                k if k == key => return &mut self.values[i],
                _ => i = (i + 1) & mask,
            }
        }
    }

    fn grow(&mut self) {
        let bits = self.keys.len().trailing_zeros() + 1;
        let old = std::mem::replace(self, Table::with_bits(bits));
        for (k, v) in old.keys.into_iter().zip(old.values) {
            if k != 0 {
                *self.entry(k) = v;
            }
        }
    }

    fn iter(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.keys
            .iter()
            .zip(&self.values)
            .filter(|(k, _)| **k != 0)
            .map(|(&k, &v)| (k, v))
    }
}

/// The key of a pixel's colour (premultiplied RGBA bytes of an opaque pixel).
#[inline(always)]
fn key_of(px: &[u8]) -> u32 {
    u32::from(px[0]) | u32::from(px[1]) << 8 | u32::from(px[2]) << 16 | PRESENT
}

fn rgb_of(key: u32) -> [u8; 3] {
    [key as u8, (key >> 8) as u8, (key >> 16) as u8]
}

/// Palette entries left for the colours an image adds to its base (overlays: status strip,
/// legend, highlights), the rest being the base's.
pub const EXTRA_COLOURS: usize = 160;

/// A palette and the palette index of every colour of the image it was made from.
///
/// It is made in two parts so that images drawn over the same base share the base's part: the
/// base's colours (its most frequent ones, at most 256 − [`EXTRA_COLOURS`] when it has more
/// than 256) always get the same indices, and the colours an image adds over its base take
/// the entries after them. The colours of an image then depend on the image and its base
/// only, never on which image of the base was encoded first.
#[derive(Clone, Debug)]
pub struct Palette {
    colours: Vec<[u8; 3]>,
    /// Entries of the base's part.
    base_len: usize,
    /// Palette entries by green, for the nearest-colour search: (green, index).
    by_green: Vec<(u8, u8)>,
    /// Colour key → palette index, for every colour of the base.
    base: std::sync::Arc<Table>,
    /// Colour key → palette index, for the colours the image adds.
    extra: Table,
}

/// The distance between two colours, weighted roughly by how much the eye sees each channel.
#[inline(always)]
fn distance(a: [u8; 3], b: [u8; 3]) -> u32 {
    let d = |i: usize| (i32::from(a[i]) - i32::from(b[i])).unsigned_abs();
    let (r, g, b) = (d(0), d(1), d(2));
    3 * r * r + 4 * g * g + 2 * b * b
}

/// Counts the colours of `rows` of `image` that `skip` does not hold, a run at a time.
fn count_colours(image: &Pixmap, rows: impl Iterator<Item = usize>, skip: Option<&Table>) -> Table {
    let mut counts = Table::with_bits(12);
    let stride = image.width() as usize * 4;
    let add = |key: u32, run: u32, counts: &mut Table| {
        if skip.is_none_or(|t| t.get(key).is_none()) {
            *counts.entry(key) += run;
        }
    };
    for y in rows {
        let mut pixels = image.data()[y * stride..(y + 1) * stride].chunks_exact(4);
        let Some(first) = pixels.next() else {
            continue;
        };
        let mut run_key = key_of(first);
        let mut run = 1u32;
        for px in pixels {
            let key = key_of(px);
            if key == run_key {
                run += 1;
            } else {
                add(run_key, run, &mut counts);
                run_key = key;
                run = 1;
            }
        }
        add(run_key, run, &mut counts);
    }
    counts
}

/// The `room` most frequent colours of `counts` (most frequent first, ties by colour) and the
/// rest.
fn most_frequent(counts: &Table, room: usize) -> (Vec<u32>, Vec<u32>) {
    let mut entries: Vec<(u32, u32)> = counts.iter().collect();
    let order = |a: &(u32, u32), b: &(u32, u32)| b.1.cmp(&a.1).then(a.0.cmp(&b.0));
    if entries.len() > room && room > 0 {
        entries.select_nth_unstable_by(room - 1, order);
    }
    let kept = entries.len().min(room);
    entries[..kept].sort_unstable_by(order);
    let keys = |e: &[(u32, u32)]| e.iter().map(|&(k, _)| k).collect();
    (keys(&entries[..kept]), keys(&entries[kept..]))
}

impl Palette {
    /// The palette of an opaque image alone.
    pub fn of(image: &Pixmap) -> Palette {
        Palette::for_base(image, 0)
    }

    /// The base's part of a palette for images drawn over `base`, leaving `extra` entries.
    pub fn for_base(base: &Pixmap, extra: usize) -> Palette {
        let counts = count_colours(base, 0..base.height() as usize, None);
        // A base of at most 256 colours keeps them all (what an image adds then takes what is
        // left); a base of more keeps `extra` entries free.
        let room = if counts.len <= MAX_COLOURS {
            counts.len
        } else {
            MAX_COLOURS - extra.min(MAX_COLOURS)
        };
        let (kept, rest) = most_frequent(&counts, room);
        let mut palette = Palette {
            colours: kept.iter().map(|&k| rgb_of(k)).collect(),
            base_len: kept.len(),
            by_green: Vec::new(),
            base: std::sync::Arc::new(Table::with_bits(1)),
            extra: Table::with_bits(1),
        };
        palette.sort_by_green();
        let mut index = Table::with_bits((counts.len * 2 + 2).next_power_of_two().trailing_zeros());
        for (i, &key) in kept.iter().enumerate() {
            *index.entry(key) = i as u32;
        }
        for &key in &rest {
            *index.entry(key) = u32::from(palette.nearest(rgb_of(key)));
        }
        palette.base = std::sync::Arc::new(index);
        palette
    }

    /// This palette's base part with entries for the colours that rows `changed` of `image`
    /// (the rows that differ from the base) add.
    pub fn with_image(&self, image: &Pixmap, changed: impl Iterator<Item = usize>) -> Palette {
        let counts = count_colours(image, changed, Some(&self.base));
        let (kept, rest) = most_frequent(&counts, MAX_COLOURS - self.base_len);
        let mut colours = self.colours[..self.base_len].to_vec();
        colours.extend(kept.iter().map(|&k| rgb_of(k)));
        let mut palette = Palette {
            colours,
            base_len: self.base_len,
            by_green: Vec::new(),
            base: std::sync::Arc::clone(&self.base),
            extra: Table::with_bits(1),
        };
        palette.sort_by_green();
        let mut extra = Table::with_bits((counts.len * 2 + 2).next_power_of_two().trailing_zeros());
        for (i, &key) in kept.iter().enumerate() {
            *extra.entry(key) = (self.base_len + i) as u32;
        }
        for &key in &rest {
            *extra.entry(key) = u32::from(palette.nearest(rgb_of(key)));
        }
        palette.extra = extra;
        palette
    }

    fn sort_by_green(&mut self) {
        self.by_green = self
            .colours
            .iter()
            .enumerate()
            .map(|(i, c)| (c[1], i as u8))
            .collect();
        self.by_green.sort_unstable();
    }

    /// The palette's colours, in index order.
    pub fn colours(&self) -> &[[u8; 3]] {
        &self.colours
    }

    /// The index of the palette colour nearest to `c`.
    pub fn nearest(&self, c: [u8; 3]) -> u8 {
        let start = self.by_green.partition_point(|&(g, _)| g < c[1]);
        let mut best = (u32::MAX, 0u8);
        let mut consider = |&(g, i): &(u8, u8)| {
            let dg = (i32::from(g) - i32::from(c[1])).unsigned_abs();
            if 4 * dg * dg > best.0 {
                return false;
            }
            let d = distance(self.colours[usize::from(i)], c);
            if d < best.0 || (d == best.0 && i < best.1) {
                best = (d, i);
            }
            true
        };
        for e in &self.by_green[start..] {
            if !consider(e) {
                break;
            }
        }
        for e in self.by_green[..start].iter().rev() {
            if !consider(e) {
                break;
            }
        }
        best.1
    }

    /// The palette index of a pixel's colour (RGBA bytes).
    #[inline(always)]
    fn index_of(&self, px: &[u8]) -> u8 {
        let key = key_of(px);
        match self.base.get(key).or_else(|| self.extra.get(key)) {
            Some(i) => i as u8,
            None => self.nearest(rgb_of(key)),
        }
    }

    /// Writes the palette index of each pixel of an RGBA row to `out`.
    pub fn index_row(&self, rgba: &[u8], out: &mut [u8]) {
        let mut last: Option<(&[u8], u8)> = None;
        for (o, px) in out.iter_mut().zip(rgba.chunks_exact(4)) {
            *o = match last {
                Some((prev, i)) if prev == px => i,
                _ => {
                    let i = self.index_of(px);
                    last = Some((px, i));
                    i
                }
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn image(colours: &[[u8; 3]], w: u32, h: u32) -> Pixmap {
        let mut p = Pixmap::new(w, h).expect("pixmap");
        for (i, px) in p.data_mut().chunks_exact_mut(4).enumerate() {
            let c = colours[(i * 7 + i / 13) % colours.len()];
            px.copy_from_slice(&[c[0], c[1], c[2], 255]);
        }
        p
    }

    #[test]
    fn few_colours_are_kept_exactly() {
        let colours: Vec<[u8; 3]> = (0..200u32)
            .map(|i| [(i * 37) as u8, (i * 11) as u8, (i * 3) as u8])
            .collect();
        let img = image(&colours, 50, 40);
        let p = Palette::of(&img);
        assert_eq!(p.colours().len(), 200);
        let mut row = vec![0; 50];
        for y in 0..40 {
            p.index_row(&img.data()[y * 200..(y + 1) * 200], &mut row);
            for (x, &i) in row.iter().enumerate() {
                let px = &img.data()[(y * 50 + x) * 4..][..3];
                assert_eq!(&p.colours()[usize::from(i)][..], px);
            }
        }
    }

    #[test]
    fn other_colours_take_the_nearest_entry() {
        let colours: Vec<[u8; 3]> = (0..2000u32)
            .map(|i| [(i % 256) as u8, (i / 8) as u8, (i * 5 % 256) as u8])
            .collect();
        let img = image(&colours, 100, 100);
        let p = Palette::of(&img);
        assert_eq!(p.colours().len(), MAX_COLOURS);
        for c in [[0, 0, 0], [255, 255, 255], [17, 200, 3], [128, 64, 250]] {
            let got = p.nearest(c);
            let best = (0..p.colours().len())
                .map(|i| distance(p.colours()[i], c))
                .min()
                .expect("colours");
            assert_eq!(distance(p.colours()[usize::from(got)], c), best, "{c:?}");
        }
    }
}
