//! Goods: the five resources, the three Cities & Knights commodities and gold, what counts as a
//! card, the bank's stock of each good, and the gold rules.
//!
//! One bundle type holds them all ([`Goods`], the historic [`ResourceSet`]); this module says
//! which goods exist and which of them are in a game. Commodities and gold are in play only when
//! a rule module says so (`RuleModule::commodities` / `RuleModule::gold_rules`); the base game
//! has neither, and every function here then answers as the base game did.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::board::Board;
use crate::resources::{Goods, Resource, ResourceSet};
use crate::state::{BANK_PER_RESOURCE, GameState, Seat};

/// One kind of good a hand or the bank can hold. Written in JSON by its name (`"brick"`,
/// `"paper"`, `"gold"`), so a resource is written exactly as a [`Resource`] is.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Good {
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
    /// C&K commodity from forests (cities only).
    Paper,
    /// C&K commodity from pastures (cities only).
    Cloth,
    /// C&K commodity from mountains (cities only).
    Coin,
    /// Gold coins (T&B scenarios, Land Ho!): spent, never a card.
    Gold,
}

impl Good {
    /// How many kinds of goods there are.
    pub const COUNT: usize = 9;

    /// Every good, in bundle order: resources, commodities, gold (gold last: bundles count
    /// cards as everything before it).
    pub const ALL: [Good; Good::COUNT] = [
        Good::Lumber,
        Good::Brick,
        Good::Wool,
        Good::Grain,
        Good::Ore,
        Good::Paper,
        Good::Cloth,
        Good::Coin,
        Good::Gold,
    ];

    /// The goods that are cards (everything but gold), in bundle order.
    pub const CARDS: [Good; 8] = [
        Good::Lumber,
        Good::Brick,
        Good::Wool,
        Good::Grain,
        Good::Ore,
        Good::Paper,
        Good::Cloth,
        Good::Coin,
    ];

    /// Index into a bundle.
    pub fn index(self) -> usize {
        self as usize
    }

    /// **The** definition of a card: resources and commodities are cards (they count for the
    /// hand limit on a 7, are discarded, stolen, counted in views, taken by Monopoly-like
    /// effects); gold coins are not (reference §4.2, seeds 000 §5(6), 001 ②: gold is never
    /// stolen, never discarded).
    pub fn is_card(self) -> bool {
        self != Good::Gold
    }

    /// The resource this good is, if it is one.
    pub fn resource(self) -> Option<Resource> {
        Resource::ALL.get(self.index()).copied()
    }

    /// The commodity this good is, if it is one.
    pub fn commodity(self) -> Option<Commodity> {
        Commodity::ALL.into_iter().find(|&c| Good::from(c) == self)
    }

    /// English name in lower case (the JSON name).
    pub fn name(self) -> &'static str {
        match self {
            Good::Lumber => "lumber",
            Good::Brick => "brick",
            Good::Wool => "wool",
            Good::Grain => "grain",
            Good::Ore => "ore",
            Good::Paper => "paper",
            Good::Cloth => "cloth",
            Good::Coin => "coin",
            Good::Gold => "gold",
        }
    }
}

impl fmt::Display for Good {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl From<Resource> for Good {
    fn from(r: Resource) -> Good {
        Good::ALL[r.index()]
    }
}

/// One of the three Cities & Knights commodities (reference §2.3).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Commodity {
    /// From a city on forest.
    Paper,
    /// From a city on pasture.
    Cloth,
    /// From a city on mountains.
    Coin,
}

impl Commodity {
    /// All three, in bundle order.
    pub const ALL: [Commodity; 3] = [Commodity::Paper, Commodity::Cloth, Commodity::Coin];
}

impl From<Commodity> for Good {
    fn from(c: Commodity) -> Good {
        match c {
            Commodity::Paper => Good::Paper,
            Commodity::Cloth => Good::Cloth,
            Commodity::Coin => Good::Coin,
        }
    }
}

/// Commodity cards of each kind in the bank when commodities are in play (C&K: 12 paper, 12
/// cloth, 12 coin; reference §2.1).
pub const COMMODITY_STOCK: u8 = 12;

/// Gold coins in the T&B box: 25 × 1 and 15 × 5 (reference §4), the default supply.
pub const TB_GOLD_SUPPLY: u8 = 100;

/// How gold works in a game that has it (T&B scenarios, Land Ho!; reference §4.2, §5.1, seeds
/// 000 §5(6)b, 001 ②⑤, 002). A game without gold has no `GoldRules` (`gold_rules` is `None`):
/// buying with gold is then refused (`RuleError::GoldNotInPlay`) and never listed.
///
/// What every variant with gold shares, and the core applies: gold is not a card (never stolen,
/// discarded or counted for the hand limit); it may be taken from the bank in a bank or harbour
/// trade at the player's usual ratio and traded between players, but never given to the bank at
/// a ratio; `Action::BuyWithGold` pays `price` gold for one resource of choice, at most
/// `per_turn` times per turn, in the main part of one's own turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GoldRules {
    /// Gold paid for one resource (2).
    pub price: u8,
    /// Purchases allowed per turn (2).
    pub per_turn: u8,
    /// Gold in the bank at the start (the T&B box: 100; Land Ho!: 148).
    pub supply: u8,
}

impl Default for GoldRules {
    /// The T&B / Land Ho! rule: 2 gold per resource, twice per turn, the T&B box's 100 gold.
    fn default() -> Self {
        GoldRules {
            price: 2,
            per_turn: 2,
            supply: TB_GOLD_SUPPLY,
        }
    }
}

/// The purchases with gold made in one turn (a turn number, so nothing needs resetting when
/// the turn passes).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GoldBuys {
    /// The turn they were made in.
    pub turn: u32,
    /// How many.
    pub count: u8,
}

impl GoldBuys {
    /// Whether nothing was ever bought (the serde skip test).
    pub fn is_none(&self) -> bool {
        self.count == 0
    }

    /// How many purchases were made in `turn`.
    pub fn in_turn(&self, turn: u32) -> u8 {
        if self.turn == turn { self.count } else { 0 }
    }
}

/// The gold rules of this game (the ruleset's), or `None` when gold is not in play.
pub fn gold_rules(_board: &Board, st: &GameState) -> Option<GoldRules> {
    st.ruleset.gold
}

/// Whether the C&K commodities are in this game (the ruleset says so).
pub fn commodities_in_play(_board: &Board, st: &GameState) -> bool {
    st.ruleset.goods.commodities
}

/// The goods in play in this game: the five resources, then the commodities and gold when the
/// modules bring them.
pub fn goods_in_play(board: &Board, st: &GameState) -> Vec<Good> {
    let mut goods: Vec<Good> = Resource::ALL.into_iter().map(Good::from).collect();
    if commodities_in_play(board, st) {
        goods.extend(Commodity::ALL.into_iter().map(Good::from));
    }
    if gold_rules(board, st).is_some() {
        goods.push(Good::Gold);
    }
    goods
}

/// [`goods_in_play`] without allocating (the legal-action lists' hot path): the goods in the
/// first `n` places of the array, in the same order.
pub fn goods_in_play_array(board: &Board, st: &GameState) -> ([Good; Good::COUNT], usize) {
    let mut goods = [Good::Lumber; Good::COUNT];
    let mut n = 0;
    let commodities = commodities_in_play(board, st);
    let gold = gold_rules(board, st).is_some();
    for g in Good::ALL {
        let in_play = match g {
            Good::Paper | Good::Cloth | Good::Coin => commodities,
            Good::Gold => gold,
            _ => true,
        };
        if in_play {
            goods[n] = g;
            n += 1;
        }
    }
    (goods, n)
}

/// The bank at the start of a game: 19 of each resource, [`COMMODITY_STOCK`] of each commodity
/// when commodities are in play, the gold supply when gold is.
pub fn starting_bank(board: &Board, st: &GameState) -> Goods {
    let mut bank = ResourceSet::from_resources([BANK_PER_RESOURCE; 5]);
    if commodities_in_play(board, st) {
        for c in Commodity::ALL {
            bank[Good::from(c)] = COMMODITY_STOCK;
        }
    }
    if let Some(rules) = gold_rules(board, st) {
        bank[Good::Gold] = rules.supply;
    }
    bank
}

/// Moves every `good` the other players hold to `seat` (Monopoly names a resource; C&K's
/// Commercial Harbor / Master Merchant name a commodity). Returns (seat, count) for each other
/// seat that gave any. Nothing changes when `good` is gold (gold is not a card).
pub fn take_all_of(st: &mut GameState, seat: Seat, good: Good) -> Vec<(Seat, u8)> {
    let mut taken = Vec::new();
    if !good.is_card() {
        return taken;
    }
    let mut total: u8 = 0;
    for (s, p) in st.players.iter_mut().enumerate() {
        if s == seat as usize {
            continue;
        }
        let n = p.hand[good];
        if n > 0 {
            p.hand[good] = 0;
            total = total.saturating_add(n);
            taken.push((s as Seat, n));
        }
    }
    let hand = &mut st.players[seat as usize].hand;
    hand[good] = hand[good].saturating_add(total);
    taken
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gold_is_the_only_good_that_is_not_a_card() {
        assert_eq!(
            Good::ALL[Good::COUNT - 1],
            Good::Gold,
            "bundles count on gold last"
        );
        let not_cards: Vec<Good> = Good::ALL.into_iter().filter(|g| !g.is_card()).collect();
        assert_eq!(not_cards, vec![Good::Gold]);
        assert_eq!(
            Good::CARDS.to_vec(),
            Good::ALL
                .into_iter()
                .filter(|g| g.is_card())
                .collect::<Vec<_>>()
        );
    }

    #[test]
    fn goods_are_written_by_name_like_resources() {
        for r in Resource::ALL {
            assert_eq!(
                serde_json::to_string(&Good::from(r)).unwrap(),
                serde_json::to_string(&r).unwrap()
            );
            assert_eq!(Good::from(r).resource(), Some(r));
        }
        assert_eq!(serde_json::to_string(&Good::Coin).unwrap(), r#""coin""#);
        assert_eq!(Good::Paper.commodity(), Some(Commodity::Paper));
        assert_eq!(Good::Gold.resource(), None);
        assert_eq!(Good::Gold.commodity(), None);
        for g in Good::ALL {
            assert_eq!(serde_json::to_string(&g).unwrap(), format!("\"{g}\""));
        }
    }

    #[test]
    fn a_bundle_counts_commodities_as_cards_and_gold_apart() {
        let mut hand = ResourceSet::new(1, 0, 0, 0, 2);
        hand[Good::Paper] = 2;
        hand[Good::Gold] = 5;
        assert_eq!(hand.total(), 5);
        assert_eq!(hand.gold(), 5);
        assert_eq!(hand.cards().gold(), 0);
        assert_eq!(hand.nth_card(0), Some(Good::Lumber));
        assert_eq!(hand.nth_card(3), Some(Good::Paper));
        assert_eq!(hand.nth_card(4), Some(Good::Paper));
        assert_eq!(hand.nth_card(5), None, "gold is never a card to draw");
        assert_eq!(
            serde_json::to_string(&hand).unwrap(),
            r#"{"lumber":1,"ore":2,"paper":2,"gold":5}"#
        );
        let back: ResourceSet =
            serde_json::from_str(r#"{"gold":5,"paper":2,"ore":2,"lumber":1}"#).unwrap();
        assert_eq!(back, hand);
        assert!(!ResourceSet::of(Good::Gold, 1).is_empty());
        assert_eq!(ResourceSet::of(Good::Gold, 1).total(), 0);
    }
}
