//! A fixed-size bit set over dense ids, kept on the stack for the hot paths (road search,
//! network scans). Boards are limited to [`MAX_IDS`] intersections and paths.

/// The largest number of intersections or paths a board may have.
pub const MAX_IDS: usize = 256;

/// A set of dense ids below [`MAX_IDS`]. An id at or past [`MAX_IDS`] is refused, never
/// wrapped onto a smaller one: it is not inserted, not removed and never contained.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct IdSet([u64; MAX_IDS / 64]);

impl IdSet {
    /// An empty set.
    pub const fn new() -> Self {
        IdSet([0; MAX_IDS / 64])
    }

    /// The word and bit of an id, or `None` for an id past the set's size.
    #[inline]
    fn slot(id: u16) -> Option<(usize, u64)> {
        let word = usize::from(id) / 64;
        (word < MAX_IDS / 64).then(|| (word, 1u64 << (id % 64)))
    }

    /// Adds an id; returns whether it was added (false if it was there already, or if it is
    /// past [`MAX_IDS`], which is refused).
    #[inline]
    pub fn insert(&mut self, id: u16) -> bool {
        let Some((w, b)) = Self::slot(id) else {
            return false;
        };
        let new = self.0[w] & b == 0;
        self.0[w] |= b;
        new
    }

    /// Removes an id.
    #[inline]
    pub fn remove(&mut self, id: u16) {
        if let Some((w, b)) = Self::slot(id) {
            self.0[w] &= !b;
        }
    }

    /// Whether the id is in the set.
    #[inline]
    pub fn contains(&self, id: u16) -> bool {
        Self::slot(id).is_some_and(|(w, b)| self.0[w] & b != 0)
    }

    /// The ids in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = u16> + '_ {
        self.0.iter().enumerate().flat_map(|(w, &word)| {
            let mut bits = word;
            std::iter::from_fn(move || {
                if bits == 0 {
                    return None;
                }
                let t = bits.trailing_zeros();
                bits &= bits - 1;
                Some((w * 64) as u16 + t as u16)
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn insert_contains_iter() {
        let mut s = IdSet::new();
        assert!(s.insert(3));
        assert!(!s.insert(3));
        assert!(s.insert(200));
        assert!(s.contains(200) && s.contains(3) && !s.contains(4));
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![3, 200]);
        s.remove(3);
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![200]);
    }

    #[test]
    fn ids_past_the_size_are_refused_not_wrapped() {
        let mut s = IdSet::new();
        let past = MAX_IDS as u16;
        assert!(!s.insert(past), "refused");
        assert!(!s.insert(past + 3));
        assert!(!s.contains(past) && !s.contains(0) && !s.contains(3));
        assert_eq!(s.iter().count(), 0, "nothing wrapped onto a small id");
        assert!(s.insert(3));
        s.remove(past + 3);
        assert!(
            s.contains(3),
            "removing a refused id leaves its wrap-around alone"
        );
        assert!(!s.insert(u16::MAX));
    }
}
