//! The bank (and harbour) part of the trade menu: the player's ratios, the steps of the bank
//! menu (what to give, what to get at which ratio and how many times, the confirmation) and
//! the checks of a bank request, as plain functions of what they show and the reader's
//! language.

use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenuOption};

use kaitaku_engine::rules::trade::TradeRatios;
use kaitaku_engine::{Good, ResourceSet};
use kaitaku_i18n::t;
use kaitaku_i18n::{Lang, resource_count, resource_name};
use kaitaku_store::GameId;

use super::super::compose::OPTIONS_PER_MENU;
use super::super::trade_id::{TradeVerb, good_named};
use super::{back_button, id, select};

/// The most trades of one kind the bank menu lists at once.
pub const MAX_BANK_COUNT: u8 = 6;

/// One bank trade as the player sees it: the ratios for each card given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BankTerms {
    /// The player's hand.
    pub hand: ResourceSet,
    /// The bank's stock.
    pub bank: ResourceSet,
    /// Every ratio the player has per card given (index [`Good::index`] of
    /// [`Good::CARDS`]: the five resources, then Cities & Knights' commodities): 4:1 always,
    /// and a harbour's 3:1 or 2:1 (or a rule's: the Trading House's 2:1 for commodities).
    pub ratios: [TradeRatios; CARD_KINDS],
}

/// How many kinds of card a bank trade may give ([`Good::CARDS`]; gold is never given at a
/// ratio).
pub const CARD_KINDS: usize = Good::CARDS.len();

impl BankTerms {
    /// The best ratio for giving `g` (0 for a good that is not a card: it is never given).
    pub fn ratio(&self, g: impl Into<Good>) -> u8 {
        let g = g.into();
        if g.is_card() {
            self.ratios_of(g).best()
        } else {
            0
        }
    }

    /// Every ratio the player has for giving `g` (only the bank's 4:1 for a good that is not a
    /// card; [`BankTerms::max_count_at`] never lets it be given).
    pub fn ratios_of(&self, g: impl Into<Good>) -> TradeRatios {
        self.ratios
            .get(g.into().index())
            .copied()
            .unwrap_or(TradeRatios::BANK_ONLY)
    }

    /// How many times `give` can be traded for `get` now at the best ratio.
    pub fn max_count(&self, give: impl Into<Good>, get: Good) -> u8 {
        let give = give.into();
        self.max_count_at(give, get, self.ratio(give))
    }

    /// How many times `give` can be traded for `get` now at `ratio`:1 (none for a good that is
    /// not a card).
    pub fn max_count_at(&self, give: impl Into<Good>, get: Good, ratio: u8) -> u8 {
        let give = give.into();
        if give == get || !give.is_card() || ratio == 0 {
            return 0;
        }
        (self.hand[give] / ratio).min(self.bank[get])
    }

    /// The ratios for giving `give` that the player has and holds enough for, best first.
    pub fn payable_ratios(&self, give: impl Into<Good>) -> Vec<u8> {
        let give = give.into();
        if !give.is_card() {
            return Vec::new();
        }
        self.ratios_of(give)
            .iter()
            .filter(|r| self.hand[give] >= *r)
            .collect()
    }

    /// Whether the bank menu lets the player choose the ratio for `give`: only when more than
    /// one ratio they have is payable (a harbour owner holding 4 of it may still trade 4:1).
    pub fn offers_ratio_choice(&self, give: impl Into<Good>) -> bool {
        self.payable_ratios(give).len() > 1
    }

    /// The cards the player can give (holding at least one ratio's worth): resources, and
    /// commodities in games that have them.
    pub fn givable(&self) -> Vec<Good> {
        Good::CARDS
            .into_iter()
            .filter(|g| gettable().any(|get| self.max_count(*g, get) > 0))
            .collect()
    }
}

/// What the bank can give: the resources, Cities & Knights' commodities and gold (the seeds let
/// gold be taken in bank and harbour trades; the bank holds no commodity or gold in games
/// without them, so they are never offered there).
pub fn gettable() -> impl Iterator<Item = Good> {
    Good::CARDS.into_iter().chain(std::iter::once(Good::Gold))
}

/// `4:1`.
pub fn ratio_text(ratio: u8) -> String {
    format!("{ratio}:1")
}

/// Several ratios in words: `3:1, 4:1` / `3:1、4:1`.
pub fn ratios_text(ratios: impl IntoIterator<Item = u8>, lang: Lang) -> String {
    let parts: Vec<String> = ratios.into_iter().map(ratio_text).collect();
    parts.join(&t!(lang, "trade-list-separator"))
}

/// Options (label, value) of the bank menu's first step: what to give, with the ratio.
pub fn bank_give_options(terms: &BankTerms, lang: Lang) -> Vec<(String, String)> {
    terms
        .givable()
        .into_iter()
        .map(|r| {
            (
                t!(
                    lang,
                    "trade-bank-give-option",
                    resource = resource_name(r, lang),
                    ratio = ratio_text(terms.ratio(r)),
                    held = terms.hand[r]
                ),
                r.name().to_string(),
            )
        })
        .collect()
}

/// Options (label, value) of the bank menu's second step: what to get and how many times
/// (values `ore.2`). When the player has more than one payable ratio for `give`, each ratio
/// gets its options, labelled with it (`1 ore for 4 wool (4:1)` beside `1 ore for 3 wool
/// (3:1)`), and a ratio other than the best is named in the value (`ore.1.4`).
pub fn bank_get_options(
    terms: &BankTerms,
    give: impl Into<Good>,
    lang: Lang,
) -> Vec<(String, String)> {
    let give = give.into();
    let best = terms.ratio(give);
    let choice = terms.offers_ratio_choice(give);
    let ratios = if choice {
        terms.payable_ratios(give)
    } else {
        vec![best]
    };
    // Every good the bank can give gets its first counts before the menu fills up: the counts
    // per good shrink when many goods are on offer (Cities & Knights' commodities).
    let offered = gettable()
        .filter(|&get| ratios.iter().any(|&r| terms.max_count_at(give, get, r) > 0))
        .count()
        * ratios.len();
    let per_good = u8::try_from(OPTIONS_PER_MENU / offered.max(1))
        .unwrap_or(MAX_BANK_COUNT)
        .clamp(1, MAX_BANK_COUNT);
    let mut out = Vec::new();
    for get in gettable() {
        for &ratio in &ratios {
            for n in 1..=terms.max_count_at(give, get, ratio).min(per_good) {
                let get_cards = resource_count(get, u32::from(n), lang);
                let give_cards = resource_count(give, u32::from(n) * u32::from(ratio), lang);
                let label = if choice {
                    t!(
                        lang,
                        "trade-bank-get-option-ratio",
                        get = get_cards,
                        give = give_cards,
                        ratio = ratio_text(ratio)
                    )
                } else {
                    t!(
                        lang,
                        "trade-bank-get-option",
                        get = get_cards,
                        give = give_cards
                    )
                };
                let value = if ratio == best {
                    format!("{}.{n}", get.name())
                } else {
                    format!("{}.{n}.{ratio}", get.name())
                };
                out.push((label, value));
            }
        }
    }
    out.truncate(OPTIONS_PER_MENU);
    out
}

/// Reads a value of [`bank_get_options`]: what to get, how many times, and the ratio when one
/// other than the best was chosen.
pub fn parse_bank_get(value: &str) -> Option<(Good, u8, Option<u8>)> {
    let mut parts = value.split('.');
    let name = parts.next()?;
    let n = parts.next()?.parse::<u8>().ok().filter(|n| *n > 0)?;
    let ratio = match parts.next() {
        None => None,
        Some(r) => Some(r.parse::<u8>().ok().filter(|r| *r > 0)?),
    };
    if parts.next().is_some() {
        return None;
    }
    Some((good_named(name)?, n, ratio))
}

/// The bank menu's second step: what to get for `give` (and at which ratio, when there is a
/// choice).
pub fn bank_get_text(terms: &BankTerms, give: impl Into<Good>, lang: Lang) -> String {
    let give = give.into();
    if terms.offers_ratio_choice(give) {
        return t!(
            lang,
            "trade-bank-get-text-choice",
            resource = resource_name(give, lang),
            ratios = ratios_text(terms.payable_ratios(give), lang),
            held = terms.hand[give]
        );
    }
    t!(
        lang,
        "trade-bank-get-text",
        resource = resource_name(give, lang),
        ratio = ratio_text(terms.ratio(give)),
        held = terms.hand[give]
    )
}

/// The rows of the bank menu's second step.
pub fn bank_get_rows(
    game: GameId,
    terms: &BankTerms,
    give: Good,
    lang: Lang,
) -> Vec<CreateActionRow> {
    let options: Vec<CreateSelectMenuOption> = bank_get_options(terms, give, lang)
        .into_iter()
        .map(|(l, v)| CreateSelectMenuOption::new(l, v))
        .collect();
    let mut rows = Vec::new();
    if !options.is_empty() {
        rows.push(select(
            id(game, TradeVerb::BankGet(give)),
            &t!(lang, "trade-placeholder-bank-get"),
            options,
            false,
        ));
    }
    rows.push(CreateActionRow::Buttons(vec![back_button(game, lang)]));
    rows
}

/// The confirmation of a bank trade.
pub fn bank_confirm_text(
    give: impl Into<Good>,
    get: Good,
    count: u8,
    ratio: u8,
    lang: Lang,
) -> String {
    let give = give.into();
    t!(
        lang,
        "trade-bank-confirm-text",
        give = resource_count(give, u32::from(count) * u32::from(ratio), lang),
        get = resource_count(get, u32::from(count), lang),
        ratio = ratio_text(ratio)
    )
}

/// The Confirm and Back buttons of a bank trade (`ratio`: the one chosen, `None` for the best).
pub fn bank_confirm_rows(
    game: GameId,
    (give, get, count, ratio): (Good, Good, u8, Option<u8>),
    lang: Lang,
) -> Vec<CreateActionRow> {
    vec![CreateActionRow::Buttons(vec![
        CreateButton::new(id(game, TradeVerb::Bank(give, get, count, ratio)))
            .label(t!(lang, "trade-confirm"))
            .style(ButtonStyle::Success),
        back_button(game, lang),
    ])]
}

/// How many bank trades a request may ask for, or why not; `ratio` is the one named (`None`:
/// the best), which must be one the player has for `give`.
pub fn check_bank_count(
    terms: &BankTerms,
    (give, get): (impl Into<Good>, Good),
    count: i64,
    ratio: Option<i64>,
    lang: Lang,
) -> Result<u8, String> {
    let give = give.into();
    if give == get {
        return Err(t!(lang, "trade-error-same"));
    }
    let ratio = match ratio {
        None => terms.ratio(give),
        Some(asked) => match u8::try_from(asked) {
            Ok(r) if terms.ratios_of(give).contains(r) => r,
            _ => {
                return Err(t!(
                    lang,
                    "trade-error-ratio",
                    resource = resource_name(give, lang),
                    ratio = format!("{asked}:1"),
                    ratios = ratios_text(terms.ratios_of(give).iter(), lang)
                ));
            }
        },
    };
    let most = terms.max_count_at(give, get, ratio);
    if count < 1 {
        return Err(t!(lang, "trade-error-count-low", asked = count));
    }
    if count > i64::from(most) {
        let by_hand = terms.hand[give] / ratio.max(1);
        let why = if terms.bank[get] < by_hand {
            t!(
                lang,
                "trade-why-bank",
                cards = resource_count(get, u32::from(terms.bank[get]), lang)
            )
        } else {
            t!(
                lang,
                "trade-why-hand",
                cards = resource_count(give, u32::from(terms.hand[give]), lang),
                ratio = ratio_text(ratio)
            )
        };
        return Err(match most {
            0 => t!(
                lang,
                "trade-error-cannot",
                give = resource_name(give, lang),
                get = resource_name(get, lang),
                why = why
            ),
            m => t!(lang, "trade-error-at-most", most = m, why = why),
        });
    }
    Ok(u8::try_from(count).unwrap_or(most))
}
