//! Progress cards (slice 7): the cards and the three decks as data. Source: reference §2.7
//! (54 cards, 18 per colour; the seed 004 names the rules around them: drawn at a city gate of
//! their colour when the red die is admitted, kept apart from the hand and secret, at most 4
//! kept (VP cards aside, revealed at once), a 5th received on another's turn discarded at once
//! under its deck, playable the turn drawn, several per turn, only the Alchemist before the
//! roll). The decks and hands are in [`super::hand`], the effects in [`super::play`]
//! (docs/variants/cities_and_knights.md records which cards play and which wait).

use serde::{Deserialize, Serialize};

use super::Track;

/// The most progress cards a seat keeps (VP cards aside; seed 004: "最大で4枚までキープできる").
pub const HAND_LIMIT: usize = 4;

/// A progress card (4th-edition names; the 6th edition renames some, same effects).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ProgressCard {
    // Science (green).
    /// Before the roll: choose the two production dice (the event die is still rolled).
    Alchemist,
    /// One city improvement costs one commodity less.
    Crane,
    /// A city wall for free.
    Engineer,
    /// Swap two number tokens (not 2, 12, 6 or 8).
    Inventor,
    /// 2 grain for each fields hex next to one's buildings.
    Irrigation,
    /// A city for 2 ore and 1 grain.
    Medicine,
    /// 2 ore for each mountains hex next to one's buildings.
    Mining,
    /// 1 victory point, revealed at once.
    Printer,
    /// Two roads for free.
    RoadBuilding,
    /// Promote up to two knights for free.
    Smith,
    // Trade (yellow).
    /// Each other player in turn receives a resource of one's choice and gives back a
    /// commodity of its choice (if it has one).
    CommercialHarbor,
    /// Take 2 cards of one's choice from a player with more victory points.
    MasterMerchant,
    /// Place the merchant on a hex next to one's building: that resource trades 2:1; 1 VP.
    Merchant,
    /// One resource or commodity trades 2:1 with the bank this turn.
    MerchantFleet,
    /// Every other player gives up to 2 of the named resource.
    ResourceMonopoly,
    /// Every other player gives 1 of the named commodity.
    TradeMonopoly,
    // Politics (blue).
    /// Move the robber; take a random card from each player with a building on its hex.
    Bishop,
    /// 1 victory point, revealed at once.
    Constitution,
    /// Another player removes a knight; place one of one's own of the same strength.
    Deserter,
    /// Remove an open road (another's, or one's own to rebuild it elsewhere).
    Diplomat,
    /// Displace an opposing knight on one's road network.
    Intrigue,
    /// Players with at least as many points discard half their cards.
    Saboteur,
    /// Look at a player's progress cards and take one.
    Spy,
    /// Activate all one's knights for free.
    Warlord,
    /// Every player with more points gives 2 cards of their choice.
    Wedding,
}

/// The science deck (green): card, copies (reference §2.7).
pub const SCIENCE: [(ProgressCard, u8); 10] = [
    (ProgressCard::Alchemist, 2),
    (ProgressCard::Crane, 2),
    (ProgressCard::Engineer, 1),
    (ProgressCard::Inventor, 2),
    (ProgressCard::Irrigation, 2),
    (ProgressCard::Medicine, 2),
    (ProgressCard::Mining, 2),
    (ProgressCard::Printer, 1),
    (ProgressCard::RoadBuilding, 2),
    (ProgressCard::Smith, 2),
];

/// The trade deck (yellow): card, copies (reference §2.7).
pub const TRADE: [(ProgressCard, u8); 6] = [
    (ProgressCard::CommercialHarbor, 2),
    (ProgressCard::MasterMerchant, 2),
    (ProgressCard::Merchant, 6),
    (ProgressCard::MerchantFleet, 2),
    (ProgressCard::ResourceMonopoly, 4),
    (ProgressCard::TradeMonopoly, 2),
];

/// The politics deck (blue): card, copies (reference §2.7: Spy 3, which makes 18).
pub const POLITICS: [(ProgressCard, u8); 9] = [
    (ProgressCard::Bishop, 2),
    (ProgressCard::Constitution, 1),
    (ProgressCard::Deserter, 2),
    (ProgressCard::Diplomat, 2),
    (ProgressCard::Intrigue, 2),
    (ProgressCard::Saboteur, 2),
    (ProgressCard::Spy, 3),
    (ProgressCard::Warlord, 2),
    (ProgressCard::Wedding, 2),
];

impl ProgressCard {
    /// The deck (colour) the card belongs to.
    pub fn track(self) -> Track {
        if SCIENCE.iter().any(|&(c, _)| c == self) {
            Track::Science
        } else if TRADE.iter().any(|&(c, _)| c == self) {
            Track::Trade
        } else {
            Track::Politics
        }
    }

    /// The card's name in snake_case (locale keys, labels' details).
    pub const fn name(self) -> &'static str {
        match self {
            ProgressCard::Alchemist => "alchemist",
            ProgressCard::Crane => "crane",
            ProgressCard::Engineer => "engineer",
            ProgressCard::Inventor => "inventor",
            ProgressCard::Irrigation => "irrigation",
            ProgressCard::Medicine => "medicine",
            ProgressCard::Mining => "mining",
            ProgressCard::Printer => "printer",
            ProgressCard::RoadBuilding => "road_building",
            ProgressCard::Smith => "smith",
            ProgressCard::CommercialHarbor => "commercial_harbor",
            ProgressCard::MasterMerchant => "master_merchant",
            ProgressCard::Merchant => "merchant",
            ProgressCard::MerchantFleet => "merchant_fleet",
            ProgressCard::ResourceMonopoly => "resource_monopoly",
            ProgressCard::TradeMonopoly => "trade_monopoly",
            ProgressCard::Bishop => "bishop",
            ProgressCard::Constitution => "constitution",
            ProgressCard::Deserter => "deserter",
            ProgressCard::Diplomat => "diplomat",
            ProgressCard::Intrigue => "intrigue",
            ProgressCard::Saboteur => "saboteur",
            ProgressCard::Spy => "spy",
            ProgressCard::Warlord => "warlord",
            ProgressCard::Wedding => "wedding",
        }
    }

    /// Whether it is a victory point card (revealed at once, not counted in the hand of 4,
    /// never taken by another card).
    pub fn is_vp(self) -> bool {
        matches!(self, ProgressCard::Printer | ProgressCard::Constitution)
    }
}

/// The cards of one colour's deck, in table order (the game shuffles them).
pub fn deck(track: Track) -> Vec<ProgressCard> {
    let table: &[(ProgressCard, u8)] = match track {
        Track::Science => &SCIENCE,
        Track::Trade => &TRADE,
        Track::Politics => &POLITICS,
    };
    table
        .iter()
        .flat_map(|&(card, n)| std::iter::repeat_n(card, usize::from(n)))
        .collect()
}

/// How many of `cards` count towards the hand of [`HAND_LIMIT`] (VP cards aside).
pub fn kept(cards: &[ProgressCard]) -> usize {
    cards.iter().filter(|c| !c.is_vp()).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_decks_of_eighteen_each_card_in_its_colour_and_two_vp_cards() {
        let mut all = Vec::new();
        for track in Track::ALL {
            let cards = deck(track);
            assert_eq!(cards.len(), 18, "{track:?}");
            assert!(cards.iter().all(|c| c.track() == track), "{track:?}");
            all.extend(cards);
        }
        assert_eq!(all.len(), 54);
        let vp: Vec<ProgressCard> = all.iter().copied().filter(|c| c.is_vp()).collect();
        assert_eq!(vp, vec![ProgressCard::Constitution, ProgressCard::Printer]);
        assert_eq!(ProgressCard::Printer.track(), Track::Science);
        assert_eq!(ProgressCard::Constitution.track(), Track::Politics);
        let count = |c| all.iter().filter(|&&x| x == c).count();
        assert_eq!(count(ProgressCard::Merchant), 6);
        assert_eq!(count(ProgressCard::ResourceMonopoly), 4);
        assert_eq!(count(ProgressCard::Spy), 3);
        assert_eq!(count(ProgressCard::Engineer), 1);
    }

    #[test]
    fn vp_cards_are_kept_aside_from_the_hand_of_four() {
        let hand = [
            ProgressCard::Printer,
            ProgressCard::Spy,
            ProgressCard::Crane,
            ProgressCard::Constitution,
        ];
        assert_eq!(kept(&hand), 2);
        assert!(kept(&hand) <= HAND_LIMIT);
    }

    #[test]
    fn cards_are_written_in_snake_case() {
        assert_eq!(
            serde_json::to_string(&ProgressCard::CommercialHarbor).expect("writes"),
            "\"commercial_harbor\""
        );
    }
}
