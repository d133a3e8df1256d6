//! The words and components of trading, as plain functions (unit-tested without Discord; all
//! user-facing trade text lives here so it can be translated in one place).

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption,
};

use crate::engine::view::TradeView;
use crate::engine::{Action, Resource, ResourceSet, Seat, TradeResponse};
use crate::store::GameId;

use super::compose::{OPTIONS_PER_MENU, Table};
use super::custom_id::{ComponentId, Verb};
use super::trade_id::{Side, TradeVerb, resource_named};

/// The most of one resource the offer builder lists (5 resources × 5 = one full menu).
pub const MAX_OF_ONE: u8 = 5;
/// The most trades of one kind the bank menu lists at once.
pub const MAX_BANK_COUNT: u8 = 6;

fn id(game: GameId, verb: TradeVerb) -> String {
    ComponentId::new(game, 0, Verb::Trade(verb)).to_string()
}

/// One bank trade as the player sees it: the ratio for each resource given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BankTerms {
    /// The player's hand.
    pub hand: ResourceSet,
    /// The bank's stock.
    pub bank: ResourceSet,
    /// The player's ratio per resource given (index [`Resource::index`]).
    pub ratios: [u8; 5],
}

impl BankTerms {
    /// The ratio for giving `r`.
    pub fn ratio(&self, r: Resource) -> u8 {
        self.ratios[r.index()]
    }

    /// How many times `give` can be traded for `get` now.
    pub fn max_count(&self, give: Resource, get: Resource) -> u8 {
        if give == get {
            return 0;
        }
        let ratio = self.ratio(give).max(1);
        (self.hand[give] / ratio).min(self.bank[get])
    }

    /// The resources the player can give (holding at least one ratio's worth).
    pub fn givable(&self) -> Vec<Resource> {
        Resource::ALL
            .into_iter()
            .filter(|r| Resource::ALL.iter().any(|g| self.max_count(*r, *g) > 0))
            .collect()
    }
}

/// `4:1`.
pub fn ratio_text(ratio: u8) -> String {
    format!("{ratio}:1")
}

/// Options (label, value) of the bank menu's first step: what to give, with the ratio.
pub fn bank_give_options(terms: &BankTerms) -> Vec<(String, String)> {
    terms
        .givable()
        .into_iter()
        .map(|r| {
            (
                format!(
                    "Give {r} at {} (you have {})",
                    ratio_text(terms.ratio(r)),
                    terms.hand[r]
                ),
                r.name().to_string(),
            )
        })
        .collect()
}

/// Options (label, value) of the bank menu's second step: what to get and how many times
/// (values `ore.2`).
pub fn bank_get_options(terms: &BankTerms, give: Resource) -> Vec<(String, String)> {
    let ratio = terms.ratio(give);
    let mut out = Vec::new();
    for get in Resource::ALL {
        for n in 1..=terms.max_count(give, get).min(MAX_BANK_COUNT) {
            out.push((
                format!("{n} {get} for {} {give}", u32::from(n) * u32::from(ratio)),
                format!("{}.{n}", get.name()),
            ));
        }
    }
    out.truncate(OPTIONS_PER_MENU);
    out
}

/// Reads a value of [`bank_get_options`].
pub fn parse_bank_get(value: &str) -> Option<(Resource, u8)> {
    let (name, n) = value.split_once('.')?;
    let n = n.parse::<u8>().ok().filter(|n| *n > 0)?;
    Some((resource_named(name)?, n))
}

fn select(
    custom_id: String,
    placeholder: &str,
    options: Vec<CreateSelectMenuOption>,
    multi: bool,
) -> CreateActionRow {
    let count = options.len();
    let mut menu = CreateSelectMenu::new(custom_id, CreateSelectMenuKind::String { options })
        .placeholder(placeholder);
    if multi {
        menu = menu
            .min_values(1)
            .max_values(count.min(OPTIONS_PER_MENU) as u8);
    }
    CreateActionRow::SelectMenu(menu)
}

/// Options (label, value, selected) of a multi-select of the offer builder: "1 brick", "2
/// brick"… (values `brick.2`). The give side lists what `hand` holds; the get side lists up to
/// [`MAX_OF_ONE`] of each resource. Resources on the `other` side are left out.
pub fn terms_options(
    side: Side,
    hand: &ResourceSet,
    other: &ResourceSet,
    chosen: &ResourceSet,
) -> Vec<(String, String, bool)> {
    let mut out = Vec::new();
    for r in Resource::ALL {
        if other[r] > 0 {
            continue;
        }
        let most = match side {
            Side::Give => hand[r].min(MAX_OF_ONE),
            Side::Get => MAX_OF_ONE,
        };
        for k in 1..=most {
            out.push((
                format!("{k} {r}"),
                format!("{}.{k}", r.name()),
                chosen[r] == k,
            ));
        }
    }
    out.truncate(OPTIONS_PER_MENU);
    out
}

/// The cards chosen in a builder multi-select: for each resource, the largest count picked
/// (`None` if a value is not one of ours).
pub fn parse_terms(values: &[String]) -> Option<ResourceSet> {
    let mut set = ResourceSet::default();
    for v in values {
        let (name, k) = v.split_once('.')?;
        let k = k
            .parse::<u8>()
            .ok()
            .filter(|k| (1..=MAX_OF_ONE).contains(k))?;
        let r = resource_named(name)?;
        set[r] = set[r].max(k);
    }
    Some(set)
}

/// What the trade menu shows: the bank part, then the offer builder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuState {
    /// The game.
    pub game: GameId,
    /// The bank terms of the player.
    pub bank: Option<BankTerms>,
    /// The player's hand.
    pub hand: ResourceSet,
    /// What they give so far.
    pub give: ResourceSet,
    /// What they want so far.
    pub get: ResourceSet,
    /// The offer countered (0: a new offer of the current player).
    pub countering: u32,
    /// The other seats (name, seat) a new offer can be addressed to.
    pub others: Vec<(String, Seat)>,
}

/// The text above the trade menu, starting with `intro` (the outcome of the last step).
pub fn menu_text(state: &MenuState, proposer: Option<&str>, intro: &str) -> String {
    let mut text = String::new();
    if !intro.is_empty() {
        text.push_str(intro);
        text.push('\n');
    }
    if state.countering == 0 {
        match &state.bank {
            Some(b) if !b.givable().is_empty() => {
                text.push_str("**Bank or harbour**: choose what to give (your ratio is shown).\n")
            }
            _ => text.push_str(
                "**Bank or harbour**: you do not hold enough of any resource (4 of one, \
                 3 or 2 with a harbour).\n",
            ),
        }
        text.push_str("**Offer to players**: ");
    } else {
        text.push_str(&format!(
            "**Counter-offer** to {}: ",
            proposer.unwrap_or("the proposer")
        ));
    }
    if state.hand.is_empty() {
        text.push_str("you have no cards to give.");
        return text;
    }
    text.push_str(&format!(
        "you give **{}**, you want **{}**.",
        state.give, state.get
    ));
    if state.give.is_empty() || state.get.is_empty() {
        text.push_str(" Choose both below.");
    }
    text
}

/// The rows of the trade menu (or of a counter-offer builder).
pub fn menu_rows(state: &MenuState) -> Vec<CreateActionRow> {
    let mut rows = Vec::new();
    let g = state.game;
    if state.countering == 0
        && let Some(bank) = &state.bank
    {
        let options: Vec<CreateSelectMenuOption> = bank_give_options(bank)
            .into_iter()
            .map(|(l, v)| CreateSelectMenuOption::new(l, v))
            .collect();
        if !options.is_empty() {
            rows.push(select(
                id(g, TradeVerb::BankGive),
                "Bank: give…",
                options,
                false,
            ));
        }
    }
    if state.hand.is_empty() {
        return rows;
    }
    for (side, other, chosen, placeholder) in [
        (Side::Give, state.get, state.give, "You give…"),
        (Side::Get, state.give, state.get, "You want…"),
    ] {
        let options: Vec<CreateSelectMenuOption> =
            terms_options(side, &state.hand, &other, &chosen)
                .into_iter()
                .map(|(l, v, on)| CreateSelectMenuOption::new(l, v).default_selection(on))
                .collect();
        if options.is_empty() {
            continue;
        }
        let verb = TradeVerb::Terms {
            side,
            other,
            offer: state.countering,
        };
        rows.push(select(id(g, verb), placeholder, options, true));
    }
    if state.give.is_empty() || state.get.is_empty() {
        return rows;
    }
    let mut buttons = Vec::new();
    if state.countering == 0 {
        buttons.push(
            CreateButton::new(id(
                g,
                TradeVerb::Propose {
                    give: state.give,
                    get: state.get,
                    to: None,
                },
            ))
            .label("Offer to everyone")
            .style(ButtonStyle::Success),
        );
        for (name, seat) in state.others.iter().take(4) {
            buttons.push(
                CreateButton::new(id(
                    g,
                    TradeVerb::Propose {
                        give: state.give,
                        get: state.get,
                        to: Some(*seat),
                    },
                ))
                .label(format!("Offer to {name}"))
                .style(ButtonStyle::Primary),
            );
        }
    } else {
        buttons.push(
            CreateButton::new(id(
                g,
                TradeVerb::Counter {
                    offer: state.countering,
                    give: state.give,
                    get: state.get,
                },
            ))
            .label("Send counter-offer")
            .style(ButtonStyle::Success),
        );
    }
    rows.push(CreateActionRow::Buttons(buttons));
    rows
}

/// The bank menu's second step: what to get for `give`.
pub fn bank_get_text(terms: &BankTerms, give: Resource) -> String {
    format!(
        "You give **{give}** at {} (you have {}). Choose what to get and how many times.",
        ratio_text(terms.ratio(give)),
        terms.hand[give]
    )
}

/// The rows of the bank menu's second step.
pub fn bank_get_rows(game: GameId, terms: &BankTerms, give: Resource) -> Vec<CreateActionRow> {
    let options: Vec<CreateSelectMenuOption> = bank_get_options(terms, give)
        .into_iter()
        .map(|(l, v)| CreateSelectMenuOption::new(l, v))
        .collect();
    let mut rows = Vec::new();
    if !options.is_empty() {
        rows.push(select(
            id(game, TradeVerb::BankGet(give)),
            "Get…",
            options,
            false,
        ));
    }
    rows.push(back_row(game));
    rows
}

fn back_row(game: GameId) -> CreateActionRow {
    CreateActionRow::Buttons(vec![
        CreateButton::new(id(game, TradeVerb::Open))
            .label("Back")
            .style(ButtonStyle::Secondary),
    ])
}

/// The confirmation of a bank trade.
pub fn bank_confirm_text(give: Resource, get: Resource, count: u8, ratio: u8) -> String {
    format!(
        "Trade **{} {give}** for **{count} {get}** with the bank ({})?",
        u32::from(count) * u32::from(ratio),
        ratio_text(ratio)
    )
}

/// The Confirm and Back buttons of a bank trade.
pub fn bank_confirm_rows(
    game: GameId,
    give: Resource,
    get: Resource,
    count: u8,
) -> Vec<CreateActionRow> {
    vec![CreateActionRow::Buttons(vec![
        CreateButton::new(id(game, TradeVerb::Bank(give, get, count)))
            .label("Confirm")
            .style(ButtonStyle::Success),
        CreateButton::new(id(game, TradeVerb::Open))
            .label("Back")
            .style(ButtonStyle::Secondary),
    ])]
}

/// How many bank trades a request may ask for, or why not.
pub fn check_bank_count(
    terms: &BankTerms,
    give: Resource,
    get: Resource,
    count: i64,
) -> Result<u8, String> {
    if give == get {
        return Err("Give and get must be different resources.".into());
    }
    let most = terms.max_count(give, get);
    if count < 1 {
        return Err(format!(
            "The count must be at least 1 (you asked for {count})."
        ));
    }
    if count > i64::from(most) {
        let by_hand = terms.hand[give] / terms.ratio(give).max(1);
        let why = if terms.bank[get] < by_hand {
            format!("the bank has {} {get}", terms.bank[get])
        } else {
            format!(
                "you have {} {give} at {}",
                terms.hand[give],
                ratio_text(terms.ratio(give))
            )
        };
        return Err(match most {
            0 => format!("You cannot trade {give} for {get} now: {why}."),
            m => format!("You can make at most {m} such trade(s) now: {why}."),
        });
    }
    Ok(u8::try_from(count).unwrap_or(most))
}

/// Who an offer is for, in words.
fn addressee(to: Option<Seat>, table: &Table) -> String {
    match to {
        Some(s) => table.mention(s),
        None => "everyone".to_string(),
    }
}

/// An answer to an offer, in words.
pub fn answer_text(response: &TradeResponse) -> String {
    match response {
        TradeResponse::Accept => "✅ accepts".to_string(),
        TradeResponse::Decline => "❌ declines".to_string(),
        TradeResponse::Counter { give, get } => format!("↩️ counters: gives {give} for {get}"),
    }
}

/// The public offer message while the offer is open.
pub fn offer_text(offer: &TradeView, table: &Table) -> String {
    let mut text = format!(
        "🤝 **{}** offers **{}** for **{}** to {}.",
        table.name(offer.from),
        offer.give,
        offer.get,
        addressee(offer.to, table)
    );
    let answers: Vec<String> = offer
        .responses
        .iter()
        .enumerate()
        .filter_map(|(s, r)| {
            let r = r.as_ref()?;
            Some(format!("{} {}", table.name(s as Seat), answer_text(r)))
        })
        .collect();
    if !answers.is_empty() {
        text.push_str(&format!("\n{}", answers.join("\n")));
    }
    text.push_str(&format!(
        "\n*{} picks a partner with the green buttons; the offer expires at the end of the turn.*",
        table.name(offer.from)
    ));
    text
}

/// The buttons of an open offer: answers for the others, withdraw and one confirm per
/// acceptance or counter-offer for the proposer.
pub fn offer_rows(game: GameId, offer: &TradeView, table: &Table) -> Vec<CreateActionRow> {
    let o = offer.id;
    let mut rows = vec![CreateActionRow::Buttons(vec![
        CreateButton::new(id(game, TradeVerb::Accept(o)))
            .label("Accept")
            .style(ButtonStyle::Success),
        CreateButton::new(id(game, TradeVerb::Decline(o)))
            .label("Decline")
            .style(ButtonStyle::Danger),
        CreateButton::new(id(game, TradeVerb::CounterOpen(o)))
            .label("Counter")
            .style(ButtonStyle::Secondary),
        CreateButton::new(id(game, TradeVerb::Withdraw(o)))
            .label("Withdraw")
            .style(ButtonStyle::Secondary),
    ])];
    let confirms: Vec<CreateButton> = offer
        .responses
        .iter()
        .enumerate()
        .filter_map(|(s, r)| {
            let label = match r.as_ref()? {
                TradeResponse::Accept => format!("Trade with {}", table.name(s as Seat)),
                TradeResponse::Counter { .. } => {
                    format!("Take {}'s counter", table.name(s as Seat))
                }
                TradeResponse::Decline => return None,
            };
            Some(
                CreateButton::new(id(game, TradeVerb::Confirm(o, s as Seat)))
                    .label(label)
                    .style(ButtonStyle::Primary),
            )
        })
        .take(5)
        .collect();
    if !confirms.is_empty() {
        rows.push(CreateActionRow::Buttons(confirms));
    }
    rows
}

/// How an offer ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OfferEnd {
    /// Carried out.
    Traded {
        /// The partner.
        with: Seat,
        /// What the proposer gave.
        gave: ResourceSet,
        /// What the proposer got.
        got: ResourceSet,
    },
    /// Withdrawn by the proposer.
    Withdrawn,
    /// Replaced by a newer offer.
    Replaced,
    /// The turn ended (or the game did).
    Expired,
}

/// How an offer ended, from the action that ended it.
pub fn end_of(action: &Action) -> OfferEnd {
    match action {
        Action::CancelTrade => OfferEnd::Withdrawn,
        Action::OfferTrade { .. } => OfferEnd::Replaced,
        _ => OfferEnd::Expired,
    }
}

/// An offer's terms in words, kept to show (struck through) once it is over.
pub fn offer_terms(from: Seat, give: &ResourceSet, get: &ResourceSet, table: &Table) -> String {
    format!("🤝 {} offered {give} for {get}", table.name(from))
}

/// The offer message once the offer is over (its buttons are removed). `terms` is what
/// [`offer_terms`] gave.
pub fn ended_text(terms: &str, end: &OfferEnd, from: Seat, table: &Table) -> String {
    match end {
        OfferEnd::Traded { with, gave, got } => format!(
            "✅ **{}** traded **{gave}** for **{got}** with **{}**.",
            table.name(from),
            table.name(*with)
        ),
        OfferEnd::Withdrawn => format!("~~{terms}~~ — withdrawn."),
        OfferEnd::Replaced => format!("~~{terms}~~ — replaced by a new offer."),
        OfferEnd::Expired => format!("~~{terms}~~ — expired at the end of the turn."),
    }
}

/// The refusal for a click on an offer that is over.
pub fn offer_closed() -> String {
    "This offer is no longer open.".to_string()
}

/// The refusal when someone other than the current player tries to open the trade menu.
pub fn only_current_player() -> String {
    "Only the player whose turn it is can trade (after rolling). You can answer their offers \
     with the buttons under them."
        .to_string()
}

/// The refusal of the proposer's own answer buttons.
pub fn own_offer() -> String {
    "This is your own offer: wait for answers, then press a green button to trade, or Withdraw."
        .to_string()
}

/// The refusal of a counter-offer by someone the offer is not addressed to.
pub fn not_addressed() -> String {
    "That offer is not addressed to you.".to_string()
}

/// The refusal of confirm and withdraw buttons pressed by someone else.
pub fn not_proposer(table: &Table, from: Seat) -> String {
    format!("Only {} can do that with this offer.", table.name(from))
}

/// What the responder is told after answering.
pub fn answered_text(response: &TradeResponse, table: &Table, from: Seat) -> String {
    match response {
        TradeResponse::Accept => format!(
            "You accepted. {} may now confirm the trade (your cards are checked again then).",
            table.name(from)
        ),
        TradeResponse::Decline => "You declined the offer.".to_string(),
        TradeResponse::Counter { give, get } => format!(
            "Your counter-offer (you give {give} for {get}) was sent to {}.",
            table.name(from)
        ),
    }
}

/// What the proposer is told after posting an offer.
pub fn posted_text(to: Option<Seat>, table: &Table) -> String {
    format!(
        "Your offer was posted for {}. Answers appear under it.",
        match to {
            Some(s) => table.name(s),
            None => "everyone".to_string(),
        }
    )
}

/// Typed cards that could not be read.
pub fn unreadable_cards(text: &str, why: &str) -> String {
    format!("I cannot read `{text}`: {why}.")
}

#[cfg(test)]
#[path = "trade_compose_tests.rs"]
mod tests;
