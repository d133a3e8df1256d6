//! Resources, bundles of goods (resources, commodities, gold), development cards and building costs.

use std::fmt;
use std::ops::{Index, IndexMut};

use serde::{Deserialize, Serialize};

pub use crate::goods::{Commodity, Good};

/// One of the five resources.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Resource {
    /// From forests.
    Lumber,
    /// From hills.
    Brick,
    /// From pastures.
    Wool,
    /// From fields.
    Grain,
    /// From mountains.
    Ore,
}

impl Resource {
    /// All five, in card order.
    pub const ALL: [Resource; 5] = [
        Resource::Lumber,
        Resource::Brick,
        Resource::Wool,
        Resource::Grain,
        Resource::Ore,
    ];

    /// Index into a [`ResourceSet`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// English name in lower case.
    pub fn name(self) -> &'static str {
        match self {
            Resource::Lumber => "lumber",
            Resource::Brick => "brick",
            Resource::Wool => "wool",
            Resource::Grain => "grain",
            Resource::Ore => "ore",
        }
    }
}

impl fmt::Display for Resource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A bundle of goods: a count for each of the five resources, the three Cities & Knights
/// commodities and gold ([`Good`]). Hands, the bank, costs, trades and the cards named in events
/// are all bundles; in the base game only the resources are ever non-zero.
///
/// What counts as a **card** is defined once, by [`Good::is_card`]: resources and commodities
/// are cards, gold is not. [`total`](Self::total), [`nth_card`](Self::nth_card) and everything
/// built on them (the hand limit on a 7, discards, steals, the card counts in views) therefore
/// count commodities and never gold.
///
/// In JSON it is an object with a key per good, zero counts omitted: `{"brick":1,"lumber":1}`,
/// `{"paper":1,"gold":3}`; a bundle of resources alone is written exactly as before goods existed.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ResourceSet([u8; Good::COUNT]);

/// The same type under the name the goods platform uses.
pub type Goods = ResourceSet;

impl ResourceSet {
    /// No goods.
    pub const EMPTY: ResourceSet = ResourceSet([0; Good::COUNT]);

    /// Builds a set of resources from counts in [`Resource::ALL`] order.
    pub const fn new(lumber: u8, brick: u8, wool: u8, grain: u8, ore: u8) -> Self {
        ResourceSet([lumber, brick, wool, grain, ore, 0, 0, 0, 0])
    }

    /// Builds a set of resources from counts in [`Resource::ALL`] order.
    pub const fn from_resources(counts: [u8; 5]) -> Self {
        let [l, b, w, g, o] = counts;
        Self::new(l, b, w, g, o)
    }

    /// The resource counts in [`Resource::ALL`] order (commodities and gold left out).
    pub fn resource_counts(&self) -> [u8; 5] {
        let [l, b, w, g, o, ..] = self.0;
        [l, b, w, g, o]
    }

    /// Every count, in [`Good::ALL`] order.
    pub const fn counts(&self) -> [u8; Good::COUNT] {
        self.0
    }

    /// Builds a set from counts in [`Good::ALL`] order.
    pub const fn from_counts(counts: [u8; Good::COUNT]) -> Self {
        ResourceSet(counts)
    }

    /// The resources alone (commodities and gold taken out).
    pub fn resources_only(&self) -> ResourceSet {
        ResourceSet::from_resources(self.resource_counts())
    }

    /// Whether only resources are here (no commodities, no gold): every base-game set.
    pub fn is_resources_only(&self) -> bool {
        self.0[5..].iter().all(|&n| n == 0)
    }

    /// `n` of one good (a [`Resource`], a [`Commodity`] or [`Good::Gold`]).
    pub fn of(good: impl Into<Good>, n: u8) -> Self {
        let mut s = ResourceSet::EMPTY;
        s.0[good.into().index()] = n;
        s
    }

    /// Number of **cards** (resources and commodities; gold is not a card, see
    /// [`Good::is_card`]).
    #[inline]
    pub fn total(&self) -> u32 {
        // Gold is the last good; the eight before it are the cards. Their sum without a loop:
        // bytes added pairwise into four 16-bit lanes (each at most 510), then the lanes summed
        // by one multiplication (at most 2,040: no lane overflows).
        const _: () = assert!(Good::Gold as usize == 8);
        let mut cards = [0u8; 8];
        cards.copy_from_slice(&self.0[..8]);
        let x = u64::from_le_bytes(cards);
        const LOW: u64 = 0x00FF_00FF_00FF_00FF;
        let pairs = (x & LOW) + ((x >> 8) & LOW);
        (pairs.wrapping_mul(0x0001_0001_0001_0001) >> 48) as u32
    }

    /// The gold held.
    pub fn gold(&self) -> u8 {
        self[Good::Gold]
    }

    /// The cards alone (gold taken out).
    pub fn cards(&self) -> ResourceSet {
        let mut s = *self;
        s[Good::Gold] = 0;
        s
    }

    /// Whether there are no goods at all (no cards and no gold).
    #[inline]
    pub fn is_empty(&self) -> bool {
        // Every count looked at (no early exit): a few wide operations instead of nine branches.
        self.0.iter().fold(0, |any, &c| any | c) == 0
    }

    /// Whether every count here is at least that of `other`.
    #[inline]
    pub fn contains(&self, other: &ResourceSet) -> bool {
        // Every count compared (no early exit), which compiles to a few wide operations.
        self.0
            .iter()
            .zip(other.0.iter())
            .fold(true, |ok, (a, b)| ok & (a >= b))
    }

    /// Adds another set, saturating at 255.
    #[inline]
    pub fn add(&mut self, other: &ResourceSet) {
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a = a.saturating_add(*b);
        }
    }

    /// Subtracts another set; returns false (and changes nothing) if it is not contained.
    #[inline]
    pub fn try_sub(&mut self, other: &ResourceSet) -> bool {
        if !self.contains(other) {
            return false;
        }
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a -= *b;
        }
        true
    }

    /// Whether any good appears in both sets.
    pub fn overlaps(&self, other: &ResourceSet) -> bool {
        self.0
            .iter()
            .zip(other.0.iter())
            .any(|(a, b)| *a > 0 && *b > 0)
    }

    /// The goods with a non-zero count, with their counts, in [`Good::ALL`] order.
    pub fn iter(&self) -> impl Iterator<Item = (Good, u8)> + '_ {
        Good::ALL
            .iter()
            .map(|&g| (g, self[g]))
            .filter(|(_, n)| *n > 0)
    }

    /// The card at position `index` when the cards (resources, then commodities; never gold)
    /// are laid out in [`Good::ALL`] order.
    pub fn nth_card(&self, mut index: u32) -> Option<Good> {
        for g in Good::CARDS {
            let n = self[g] as u32;
            if index < n {
                return Some(g);
            }
            index -= n;
        }
        None
    }
}

impl Index<Resource> for ResourceSet {
    type Output = u8;
    fn index(&self, r: Resource) -> &u8 {
        &self.0[r.index()]
    }
}

impl IndexMut<Resource> for ResourceSet {
    fn index_mut(&mut self, r: Resource) -> &mut u8 {
        &mut self.0[r.index()]
    }
}

impl Index<Good> for ResourceSet {
    type Output = u8;
    fn index(&self, g: Good) -> &u8 {
        &self.0[g.index()]
    }
}

impl IndexMut<Good> for ResourceSet {
    fn index_mut(&mut self, g: Good) -> &mut u8 {
        &mut self.0[g.index()]
    }
}

impl fmt::Debug for ResourceSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

impl fmt::Display for ResourceSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("nothing");
        }
        let parts: Vec<String> = self.iter().map(|(r, n)| format!("{n} {r}")).collect();
        f.write_str(&parts.join(", "))
    }
}

#[derive(Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct ResourceSetJson {
    #[serde(default, skip_serializing_if = "is_zero")]
    lumber: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    brick: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    wool: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    grain: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    ore: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    paper: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    cloth: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    coin: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    gold: u8,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

impl Serialize for ResourceSet {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let [lumber, brick, wool, grain, ore, paper, cloth, coin, gold] = self.0;
        ResourceSetJson {
            lumber,
            brick,
            wool,
            grain,
            ore,
            paper,
            cloth,
            coin,
            gold,
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for ResourceSet {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let j = ResourceSetJson::deserialize(d)?;
        Ok(ResourceSet([
            j.lumber, j.brick, j.wool, j.grain, j.ore, j.paper, j.cloth, j.coin, j.gold,
        ]))
    }
}

/// Cost of a road.
pub const ROAD_COST: ResourceSet = ResourceSet::new(1, 1, 0, 0, 0);
/// Cost of a settlement.
pub const SETTLEMENT_COST: ResourceSet = ResourceSet::new(1, 1, 1, 1, 0);
/// Cost of upgrading a settlement to a city.
pub const CITY_COST: ResourceSet = ResourceSet::new(0, 0, 0, 2, 3);
/// Cost of a development card.
pub const DEV_CARD_COST: ResourceSet = ResourceSet::new(0, 0, 1, 1, 1);

/// A base-game development card.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DevCard {
    /// Move the robber; counts towards Largest Army.
    Knight,
    /// One hidden victory point.
    VictoryPoint,
    /// Build two roads for free.
    RoadBuilding,
    /// Take two resources from the bank.
    YearOfPlenty,
    /// Take every card of one resource from the other players.
    Monopoly,
}

impl DevCard {
    /// All kinds, in index order.
    pub const ALL: [DevCard; 5] = [
        DevCard::Knight,
        DevCard::VictoryPoint,
        DevCard::RoadBuilding,
        DevCard::YearOfPlenty,
        DevCard::Monopoly,
    ];

    /// Index into a [`DevCardSet`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The standard 25-card deck, unshuffled.
    pub fn standard_deck() -> Vec<DevCard> {
        let mut deck = Vec::with_capacity(25);
        for (card, n) in [
            (DevCard::Knight, 14),
            (DevCard::VictoryPoint, 5),
            (DevCard::RoadBuilding, 2),
            (DevCard::YearOfPlenty, 2),
            (DevCard::Monopoly, 2),
        ] {
            deck.extend(std::iter::repeat_n(card, n));
        }
        deck
    }
}

/// Counts of development cards by kind.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug, Serialize, Deserialize)]
#[serde(transparent)]
pub struct DevCardSet(pub [u8; 5]);

impl DevCardSet {
    /// Total number of cards.
    pub fn total(&self) -> u32 {
        self.0.iter().map(|&c| c as u32).sum()
    }
}

impl Index<DevCard> for DevCardSet {
    type Output = u8;
    fn index(&self, c: DevCard) -> &u8 {
        &self.0[c.index()]
    }
}

impl IndexMut<DevCard> for DevCardSet {
    fn index_mut(&mut self, c: DevCard) -> &mut u8 {
        &mut self.0[c.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_omits_zero_counts() {
        let s = ResourceSet::new(1, 0, 0, 2, 0);
        assert_eq!(
            serde_json::to_string(&s).unwrap(),
            r#"{"lumber":1,"grain":2}"#
        );
        let back: ResourceSet = serde_json::from_str(r#"{"grain":2,"lumber":1}"#).unwrap();
        assert_eq!(back, s);
        assert!(serde_json::from_str::<ResourceSet>(r#"{"silver":1}"#).is_err());
    }

    #[test]
    fn arithmetic() {
        let mut a = ResourceSet::new(2, 1, 0, 0, 0);
        assert!(a.contains(&ROAD_COST));
        assert!(a.try_sub(&ROAD_COST));
        assert_eq!(a, ResourceSet::new(1, 0, 0, 0, 0));
        assert!(!a.try_sub(&ROAD_COST));
        assert_eq!(a.nth_card(0), Some(Good::Lumber));
        assert_eq!(a.nth_card(1), None);
    }

    #[test]
    fn the_card_count_is_exact_up_to_full_bundles() {
        let mut counts = [0u8; Good::COUNT];
        for (i, c) in counts.iter_mut().enumerate() {
            *c = (i as u8).wrapping_mul(37).wrapping_add(200);
        }
        for set in [
            ResourceSet::EMPTY,
            ResourceSet::from_counts([255; Good::COUNT]),
            ResourceSet::from_counts(counts),
            ResourceSet::of(Good::Gold, 255),
            ResourceSet::of(Good::Coin, 255),
        ] {
            let by_loop: u32 = set.counts()[..8].iter().map(|&c| u32::from(c)).sum();
            assert_eq!(set.total(), by_loop, "{set:?}");
        }
    }

    #[test]
    fn deck_has_25_cards() {
        assert_eq!(DevCard::standard_deck().len(), 25);
    }
}
