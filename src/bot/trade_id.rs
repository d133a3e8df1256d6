//! The component ids of trading (`k1:<game>:<version>:t:…`): the trade menu and its steps, and
//! the buttons of an offer message. Everything a step needs (the cards chosen so far, the offer
//! answered) travels in the id, so the flow keeps no state between clicks. No trade id is bound
//! to the game version: each step re-reads the game, offer buttons name their offer, and the
//! engine checks the rest when the action is applied.

use std::fmt;

use kaitaku_engine::{Good, Resource, ResourceSet, Seat};
use kaitaku_i18n::t;
use kaitaku_i18n::{Lang, resource_name};

use super::custom_id::ParseIdError;

/// Which side of a trade a select menu chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// The cards given.
    Give,
    /// The cards wanted.
    Get,
}

/// One trading component.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TradeVerb {
    /// The turn message's Trade button: the current player's private trade menu.
    Open,
    /// Bank menu, step 1: the resource given.
    BankGive,
    /// Bank menu, step 2: what to get for the card given, and how many times (values `ore.2`).
    BankGet(Good),
    /// Bank menu, step 3: confirm `count` trades of `give` for `get`, at the ratio named
    /// (`None`: the player's best).
    Bank(Good, Good, u8, Option<u8>),
    /// A multi-select of the offer (or counter-offer) builder choosing `side`; `other` is what
    /// the other side holds so far; `offer` is the offer countered (0: a new offer).
    Terms {
        /// The side chosen by this menu.
        side: Side,
        /// The other side so far.
        other: ResourceSet,
        /// The offer countered, or 0.
        offer: u32,
    },
    /// Posts an offer to one seat or everyone.
    Propose {
        /// What the proposer gives.
        give: ResourceSet,
        /// What the proposer wants.
        get: ResourceSet,
        /// The seat asked (`None`: everyone).
        to: Option<Seat>,
    },
    /// Sends a counter-offer to offer `offer`.
    Counter {
        /// The offer answered.
        offer: u32,
        /// What the responder gives.
        give: ResourceSet,
        /// What the responder wants.
        get: ResourceSet,
    },
    /// Offer message: accept the offer as it stands.
    Accept(u32),
    /// Offer message: decline it.
    Decline(u32),
    /// Offer message: open my counter-offer builder.
    CounterOpen(u32),
    /// Offer message: the proposer withdraws it.
    Withdraw(u32),
    /// Offer message: the proposer trades with the seat that accepted or countered.
    Confirm(u32, Seat),
}

/// A set of cards in an id: one base-36 digit per resource (`02001`: 2 brick, 1 ore); a set
/// with commodities or gold has one digit per good (nine, in `Good::ALL` order).
pub fn encode_set(set: &ResourceSet) -> String {
    let counts = set.counts();
    let digits = if set.is_resources_only() {
        &counts[..5]
    } else {
        &counts[..]
    };
    digits
        .iter()
        .map(|n| char::from_digit(u32::from((*n).min(35)), 36).unwrap_or('0'))
        .collect()
}

/// Reads [`encode_set`]'s form.
pub fn decode_set(s: &str) -> Option<ResourceSet> {
    if s.len() != 5 && s.len() != kaitaku_engine::Good::COUNT {
        return None;
    }
    let mut counts = [0u8; kaitaku_engine::Good::COUNT];
    for (i, c) in s.chars().enumerate() {
        counts[i] = u8::try_from(c.to_digit(36)?).ok()?;
    }
    Some(ResourceSet::from_counts(counts))
}

/// A resource by its name in ids.
pub fn resource_named(s: &str) -> Option<Resource> {
    Resource::ALL.into_iter().find(|r| r.name() == s)
}

/// A good the bank can give by its name in ids: a resource, or `gold`.
pub fn good_named(s: &str) -> Option<Good> {
    resource_named(s)
        .map(Good::from)
        .or_else(|| Good::ALL.into_iter().find(|g| g.name() == s))
}

/// What the bank gives as a player types it: a resource ([`resource_typed`]), gold (`gold`,
/// `金`, `金貨`), which games with gold let the bank give, or a Cities & Knights commodity (its
/// English or Japanese name).
pub fn good_typed(s: &str) -> Option<Good> {
    resource_typed(s).map(Good::from).or_else(|| {
        let s = s.trim().to_lowercase();
        match s.as_str() {
            "gold" | "golds" | "金" | "金貨" => Some(Good::Gold),
            "paper" | "papers" | "紙" => Some(Good::Paper),
            "cloth" | "cloths" | "布" => Some(Good::Cloth),
            "coin" | "coins" | "コイン" => Some(Good::Coin),
            _ => None,
        }
    })
}

/// A resource as a player types it: its English name (singular or plural, any case) or its
/// Japanese name (`brick`, `Bricks`, `レンガ`).
pub fn resource_typed(s: &str) -> Option<Resource> {
    let s = s.trim();
    let lower = s.to_lowercase();
    let singular = lower.strip_suffix('s').unwrap_or(&lower);
    Resource::ALL
        .into_iter()
        .find(|r| r.name() == lower || r.name() == singular || resource_name(*r, Lang::Ja) == s)
}

/// One piece of typed cards: a count or a resource.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Piece {
    Count(u8),
    Name(Resource),
}

/// Full-width digits as ASCII (`２` → `2`).
fn ascii_digits(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '０'..='９' => {
                char::from_u32(u32::from(c) - u32::from('０') + u32::from('0')).unwrap_or(c)
            }
            c => c,
        })
        .collect()
}

/// Cards typed in English (`2 brick, 1 ore`, `brick`) or Japanese (`レンガ2枚、鉱石1`,
/// `レンガ2 鉱石`): English puts the count before the resource, Japanese after it; a resource
/// without a count is one card. Errors are in `lang`.
pub fn parse_typed_cards(text: &str, lang: Lang) -> Result<ResourceSet, String> {
    let text = ascii_digits(text);
    let mut pieces = Vec::new();
    for word in text
        .split(|c: char| {
            c.is_whitespace()
                || matches!(c, ',' | '、' | '，' | '+' | ';' | '・' | 'と' | '*' | '×')
        })
        .filter(|w| !w.is_empty())
    {
        // A word may hold a resource and a count together (`レンガ2枚`, `2brick`).
        let word = word.trim_end_matches('枚');
        let mut rest = word;
        while !rest.is_empty() {
            let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
            if digits > 0 {
                let n = rest[..digits]
                    .parse::<u8>()
                    .map_err(|_| t!(lang, "trade-cards-unknown", word = word))?;
                pieces.push(Piece::Count(n));
                rest = rest[digits..].trim_start_matches('枚');
                continue;
            }
            let end = rest
                .find(|c: char| c.is_ascii_digit())
                .unwrap_or(rest.len());
            let r = resource_typed(&rest[..end])
                .ok_or_else(|| t!(lang, "trade-cards-unknown", word = word))?;
            pieces.push(Piece::Name(r));
            rest = &rest[end..];
        }
    }
    let japanese = text
        .chars()
        .any(|c| !c.is_ascii() && !matches!(c, '、' | '，' | '・' | '枚' | '×'));
    let mut set = ResourceSet::default();
    let mut count: Option<u8> = None;
    if japanese {
        // レンガ2 鉱石: each resource takes the count after it.
        let mut last: Option<Resource> = None;
        for piece in pieces {
            match piece {
                Piece::Name(r) => {
                    if let Some(prev) = last.replace(r) {
                        set[prev] = set[prev].saturating_add(1);
                    }
                }
                Piece::Count(n) => match last.take() {
                    Some(r) => set[r] = set[r].saturating_add(n),
                    None => return Err(t!(lang, "trade-cards-number-last")),
                },
            }
        }
        if let Some(r) = last {
            set[r] = set[r].saturating_add(1);
        }
        return Ok(set);
    }
    for piece in pieces {
        match piece {
            Piece::Count(n) => {
                if count.replace(n).is_some() {
                    return Err(t!(lang, "trade-cards-two-numbers", word = n.to_string()));
                }
            }
            Piece::Name(r) => set[r] = set[r].saturating_add(count.take().unwrap_or(1)),
        }
    }
    if count.is_some() {
        return Err(t!(lang, "trade-cards-number-last"));
    }
    Ok(set)
}

impl fmt::Display for TradeVerb {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TradeVerb::Open => f.write_str("open"),
            TradeVerb::BankGive => f.write_str("bg"),
            TradeVerb::BankGet(r) => write!(f, "bw:{}", r.name()),
            TradeVerb::Bank(give, get, n, None) => {
                write!(f, "b:{}:{}:{n}", give.name(), get.name())
            }
            TradeVerb::Bank(give, get, n, Some(ratio)) => {
                write!(f, "b:{}:{}:{n}:{ratio}", give.name(), get.name())
            }
            TradeVerb::Terms { side, other, offer } => {
                let tag = match side {
                    Side::Give => "tg",
                    Side::Get => "tw",
                };
                write!(f, "{tag}:{}:{offer}", encode_set(other))
            }
            TradeVerb::Propose { give, get, to } => {
                let to = to.map_or_else(|| "a".to_string(), |s| s.to_string());
                write!(f, "o:{}:{}:{to}", encode_set(give), encode_set(get))
            }
            TradeVerb::Counter { offer, give, get } => {
                write!(f, "c:{offer}:{}:{}", encode_set(give), encode_set(get))
            }
            TradeVerb::Accept(o) => write!(f, "a:{o}"),
            TradeVerb::Decline(o) => write!(f, "d:{o}"),
            TradeVerb::CounterOpen(o) => write!(f, "co:{o}"),
            TradeVerb::Withdraw(o) => write!(f, "x:{o}"),
            TradeVerb::Confirm(o, s) => write!(f, "k:{o}:{s}"),
        }
    }
}

impl TradeVerb {
    /// Parses the parts after `t:` of a component id.
    pub fn parse(args: &[&str]) -> Result<TradeVerb, ParseIdError> {
        let bad = || ParseIdError(format!("bad trade id {args:?}"));
        let good = |s: &str| good_named(s).ok_or_else(bad);
        // What a bank trade gives: a card (gold is never given at a ratio).
        let card = |s: &str| good_named(s).filter(|g| g.is_card()).ok_or_else(bad);
        let set = |s: &str| decode_set(s).ok_or_else(bad);
        let num = |s: &str| s.parse::<u32>().map_err(|_| bad());
        let seat = |s: &str| s.parse::<Seat>().ok().filter(|s| *s < 8).ok_or_else(bad);
        Ok(match args {
            ["open"] => TradeVerb::Open,
            ["bg"] => TradeVerb::BankGive,
            ["bw", r] => TradeVerb::BankGet(card(r)?),
            ["b", give, get, n] => TradeVerb::Bank(
                card(give)?,
                good(get)?,
                n.parse::<u8>()
                    .ok()
                    .filter(|n| (1..=99).contains(n))
                    .ok_or_else(bad)?,
                None,
            ),
            ["b", give, get, n, ratio] => TradeVerb::Bank(
                card(give)?,
                good(get)?,
                n.parse::<u8>()
                    .ok()
                    .filter(|n| (1..=99).contains(n))
                    .ok_or_else(bad)?,
                Some(
                    ratio
                        .parse::<u8>()
                        .ok()
                        .filter(|r| (1..=9).contains(r))
                        .ok_or_else(bad)?,
                ),
            ),
            [tag @ ("tg" | "tw"), other, offer] => TradeVerb::Terms {
                side: if *tag == "tg" { Side::Give } else { Side::Get },
                other: set(other)?,
                offer: num(offer)?,
            },
            ["o", give, get, to] => TradeVerb::Propose {
                give: set(give)?,
                get: set(get)?,
                to: if *to == "a" { None } else { Some(seat(to)?) },
            },
            ["c", offer, give, get] => TradeVerb::Counter {
                offer: num(offer)?,
                give: set(give)?,
                get: set(get)?,
            },
            ["a", o] => TradeVerb::Accept(num(o)?),
            ["d", o] => TradeVerb::Decline(num(o)?),
            ["co", o] => TradeVerb::CounterOpen(num(o)?),
            ["x", o] => TradeVerb::Withdraw(num(o)?),
            ["k", o, s] => TradeVerb::Confirm(num(o)?, seat(s)?),
            _ => return Err(bad()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_trade_verb_round_trips() {
        let set = ResourceSet::from_resources([1, 0, 35, 2, 9]);
        let verbs = [
            TradeVerb::Open,
            TradeVerb::BankGive,
            TradeVerb::BankGet(Resource::Ore.into()),
            TradeVerb::BankGet(Good::Cloth),
            TradeVerb::Bank(Resource::Brick.into(), Resource::Wool.into(), 3, None),
            TradeVerb::Bank(Resource::Wool.into(), Resource::Ore.into(), 1, Some(4)),
            TradeVerb::Bank(Resource::Ore.into(), Good::Gold, 1, None),
            TradeVerb::Bank(Good::Coin, Good::Paper, 1, Some(2)),
            TradeVerb::Terms {
                side: Side::Give,
                other: set,
                offer: 0,
            },
            TradeVerb::Terms {
                side: Side::Get,
                other: ResourceSet::default(),
                offer: u32::MAX,
            },
            TradeVerb::Propose {
                give: set,
                get: ResourceSet::of(Resource::Ore, 1),
                to: None,
            },
            TradeVerb::Propose {
                give: set,
                get: set,
                to: Some(3),
            },
            TradeVerb::Counter {
                offer: 7,
                give: set,
                get: set,
            },
            TradeVerb::Accept(1),
            TradeVerb::Decline(2),
            TradeVerb::CounterOpen(3),
            TradeVerb::Withdraw(4),
            TradeVerb::Confirm(5, 2),
        ];
        for v in verbs {
            let text = v.to_string();
            let parts: Vec<&str> = text.split(':').collect();
            assert_eq!(TradeVerb::parse(&parts), Ok(v), "{text}");
        }
    }

    #[test]
    fn malformed_trade_ids_are_refused() {
        for bad in [
            "",
            "open:x",
            "bw:gold",
            "b:brick:ore:0",
            "b:brick:ore:100",
            "tg:0000:0",
            "tg:000000:0",
            "tw:0000!:1",
            "o:00100:00001:9",
            "o:00100:00001",
            "k:1:x",
            "a:-1",
            "z",
        ] {
            let parts: Vec<&str> = bad.split(':').collect();
            assert!(TradeVerb::parse(&parts).is_err(), "{bad:?} accepted");
        }
    }

    #[test]
    fn typed_cards_read_in_english_and_japanese() {
        let two_brick_one_ore = ResourceSet::from_resources([0, 2, 0, 0, 1]);
        for text in [
            "2 brick, 1 ore",
            "2 Bricks + ore",
            "2brick 1ore",
            "レンガ2枚、鉱石1枚",
            "レンガ2 鉱石",
            "レンガ２枚と鉱石",
            "レンガ 2、鉱石 1",
        ] {
            assert_eq!(
                parse_typed_cards(text, Lang::En),
                Ok(two_brick_one_ore),
                "{text}"
            );
        }
        assert_eq!(
            parse_typed_cards("羊毛", Lang::Ja),
            Ok(ResourceSet::of(Resource::Wool, 1))
        );
        let unknown = parse_typed_cards("2 gold", Lang::En).expect_err("gold");
        assert!(unknown.contains("`gold` is not a resource"), "{unknown}");
        let unknown = parse_typed_cards("金2枚", Lang::Ja).expect_err("gold");
        assert!(unknown.contains("資源ではありません"), "{unknown}");
        assert!(parse_typed_cards("brick 2", Lang::En).is_err());
        assert!(parse_typed_cards("2 3 brick", Lang::En).is_err());
        assert_eq!(resource_typed("レンガ"), Some(Resource::Brick));
        assert_eq!(resource_typed("Ores"), Some(Resource::Ore));
        assert_eq!(resource_typed("金"), None);
    }

    #[test]
    fn sets_encode_in_five_digits() {
        let set = ResourceSet::from_resources([0, 2, 0, 0, 1]);
        assert_eq!(encode_set(&set), "02001");
        assert_eq!(decode_set("02001"), Some(set));
        assert_eq!(decode_set("0200"), None);
    }
}
