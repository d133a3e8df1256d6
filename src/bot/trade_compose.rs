//! The words and components of trading, as plain functions of what they show and the reader's
//! language (unit-tested without Discord; the sentences are in `assets/locales/*/trade.ftl`).

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption,
};

use kaitaku_engine::view::TradeView;
use kaitaku_engine::{Action, Event, Resource, ResourceSet, Seat, TradeResponse};
use kaitaku_i18n::t;
use kaitaku_i18n::{Lang, resource_count};
use kaitaku_store::GameId;

use super::compose::{OPTIONS_PER_MENU, Table};
use super::custom_id::{ComponentId, Verb};
use super::trade_id::{Side, TradeVerb, resource_named};

mod bank;
pub use bank::*;

/// The most of one resource the offer builder lists (5 resources × 5 = one full menu).
pub const MAX_OF_ONE: u8 = 5;

fn id(game: GameId, verb: TradeVerb) -> String {
    ComponentId::new(game, 0, Verb::Trade(verb)).to_string()
}

/// A set of cards in words: `2 brick, 1 ore` / `レンガ2枚、鉱石1枚` (`nothing` / `なし`).
pub fn cards(set: &ResourceSet, lang: Lang) -> String {
    if set.is_empty() {
        return t!(lang, "trade-nothing");
    }
    let parts: Vec<String> = set
        .iter()
        .map(|(r, n)| resource_count(r, u32::from(n), lang))
        .collect();
    parts.join(&t!(lang, "trade-list-separator"))
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
/// [`MAX_OF_ONE`] of each resource. Resources on the `other` side are left out. One count per
/// resource may be chosen (see [`parse_terms`]).
pub fn terms_options(
    side: Side,
    hand: &ResourceSet,
    other: &ResourceSet,
    chosen: &ResourceSet,
    lang: Lang,
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
                resource_count(r, u32::from(k), lang),
                format!("{}.{k}", r.name()),
                chosen[r] == k,
            ));
        }
    }
    out.truncate(OPTIONS_PER_MENU);
    out
}

/// What a builder multi-select chose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Terms {
    /// One count per resource: the cards chosen.
    Cards(ResourceSet),
    /// Several counts of one resource (`1 brick` and `2 brick`): ambiguous, so refused; the
    /// counts picked, in the order of the menu.
    Ambiguous(Vec<(Resource, u8)>),
}

/// The cards chosen in a builder multi-select (`None` if a value is not one of ours). Picking
/// two counts of the same resource is [`Terms::Ambiguous`]: the offer must show exactly what
/// was chosen, and neither "the larger" nor "the sum" is what every player would expect.
pub fn parse_terms(values: &[String]) -> Option<Terms> {
    let mut set = ResourceSet::default();
    let mut picked: Vec<(Resource, u8)> = Vec::new();
    for v in values {
        let (name, k) = v.split_once('.')?;
        let k = k
            .parse::<u8>()
            .ok()
            .filter(|k| (1..=MAX_OF_ONE).contains(k))?;
        let r = resource_named(name)?;
        if !picked.contains(&(r, k)) {
            picked.push((r, k));
        }
        set[r] = k;
    }
    let mut twice: Vec<(Resource, u8)> = picked
        .iter()
        .copied()
        .filter(|(r, _)| picked.iter().filter(|(q, _)| q == r).count() > 1)
        .collect();
    if twice.is_empty() {
        return Some(Terms::Cards(set));
    }
    twice.sort();
    Some(Terms::Ambiguous(twice))
}

/// The notice for [`Terms::Ambiguous`]: which counts were picked together.
pub fn duplicate_counts(picked: &[(Resource, u8)], lang: Lang) -> String {
    let choices: Vec<String> = picked
        .iter()
        .map(|(r, k)| resource_count(*r, u32::from(*k), lang))
        .collect();
    t!(
        lang,
        "trade-duplicate-counts",
        choices = choices.join(&t!(lang, "trade-list-separator"))
    )
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
pub fn menu_text(state: &MenuState, proposer: Option<&str>, intro: &str, lang: Lang) -> String {
    let mut text = String::new();
    if !intro.is_empty() {
        text.push_str(intro);
        text.push('\n');
    }
    if state.countering == 0 {
        match &state.bank {
            Some(b) if !b.givable().is_empty() => text.push_str(&t!(lang, "trade-bank-heading")),
            _ => text.push_str(&t!(lang, "trade-bank-none")),
        }
        text.push('\n');
        text.push_str(&t!(lang, "trade-offer-heading"));
    } else {
        let name = proposer.map_or_else(|| t!(lang, "trade-the-proposer"), str::to_string);
        text.push_str(&t!(lang, "trade-counter-heading", name = name));
    }
    if lang == Lang::En {
        text.push(' ');
    }
    if state.hand.is_empty() {
        text.push_str(&t!(lang, "trade-no-cards"));
        return text;
    }
    text.push_str(&t!(
        lang,
        "trade-you-give-want",
        give = cards(&state.give, lang),
        get = cards(&state.get, lang)
    ));
    if state.give.is_empty() || state.get.is_empty() {
        if lang == Lang::En {
            text.push(' ');
        }
        text.push_str(&t!(lang, "trade-choose-both"));
    }
    text
}

/// The rows of the trade menu (or of a counter-offer builder).
pub fn menu_rows(state: &MenuState, lang: Lang) -> Vec<CreateActionRow> {
    let mut rows = Vec::new();
    let g = state.game;
    if state.countering == 0
        && let Some(bank) = &state.bank
    {
        let options: Vec<CreateSelectMenuOption> = bank_give_options(bank, lang)
            .into_iter()
            .map(|(l, v)| CreateSelectMenuOption::new(l, v))
            .collect();
        if !options.is_empty() {
            rows.push(select(
                id(g, TradeVerb::BankGive),
                &t!(lang, "trade-placeholder-bank-give"),
                options,
                false,
            ));
        }
    }
    if state.hand.is_empty() {
        return rows;
    }
    for (side, other, chosen, placeholder) in [
        (
            Side::Give,
            state.get,
            state.give,
            t!(lang, "trade-placeholder-give"),
        ),
        (
            Side::Get,
            state.give,
            state.get,
            t!(lang, "trade-placeholder-get"),
        ),
    ] {
        let options: Vec<CreateSelectMenuOption> =
            terms_options(side, &state.hand, &other, &chosen, lang)
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
        rows.push(select(id(g, verb), &placeholder, options, true));
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
            .label(t!(lang, "trade-offer-everyone-button"))
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
                .label(t!(lang, "trade-offer-to-button", name = name.as_str()))
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
            .label(t!(lang, "trade-send-counter"))
            .style(ButtonStyle::Success),
        );
    }
    rows.push(CreateActionRow::Buttons(buttons));
    rows
}

fn back_button(game: GameId, lang: Lang) -> CreateButton {
    CreateButton::new(id(game, TradeVerb::Open))
        .label(t!(lang, "trade-back"))
        .style(ButtonStyle::Secondary)
}

/// Who an offer is for, in words.
fn addressee(to: Option<Seat>, table: &Table, lang: Lang) -> String {
    match to {
        Some(s) => table.mention(s),
        None => t!(lang, "trade-everyone"),
    }
}

/// An answer to an offer, in words.
pub fn answer_text(response: &TradeResponse, lang: Lang) -> String {
    match response {
        TradeResponse::Accept => t!(lang, "trade-answer-accept"),
        TradeResponse::Decline => t!(lang, "trade-answer-decline"),
        TradeResponse::Counter { give, get } => t!(
            lang,
            "trade-answer-counter",
            give = cards(give, lang),
            get = cards(get, lang)
        ),
    }
}

/// The public offer message while the offer is open (in the game's language).
pub fn offer_text(offer: &TradeView, table: &Table, lang: Lang) -> String {
    let mut text = t!(
        lang,
        "trade-offer-text",
        name = table.name(offer.from),
        give = cards(&offer.give, lang),
        get = cards(&offer.get, lang),
        to = addressee(offer.to, table, lang)
    );
    let answers: Vec<String> = offer
        .responses
        .iter()
        .enumerate()
        .filter_map(|(s, r)| {
            let r = r.as_ref()?;
            Some(format!(
                "{} {}",
                table.name(s as Seat),
                answer_text(r, lang)
            ))
        })
        .collect();
    if !answers.is_empty() {
        text.push('\n');
        text.push_str(&answers.join("\n"));
    }
    text.push('\n');
    text.push_str(&t!(
        lang,
        "trade-offer-footer",
        name = table.name(offer.from),
        confirm = confirm_label_any(lang),
        accept = t!(lang, "trade-accept"),
        decline = t!(lang, "trade-decline"),
        counter = t!(lang, "trade-counter")
    ));
    text
}

/// The buttons of an open offer: answers for the others, withdraw and one confirm per
/// acceptance or counter-offer for the proposer.
pub fn offer_rows(
    game: GameId,
    offer: &TradeView,
    table: &Table,
    lang: Lang,
) -> Vec<CreateActionRow> {
    let o = offer.id;
    let mut rows = vec![CreateActionRow::Buttons(vec![
        CreateButton::new(id(game, TradeVerb::Accept(o)))
            .label(t!(lang, "trade-accept"))
            .style(ButtonStyle::Success),
        CreateButton::new(id(game, TradeVerb::Decline(o)))
            .label(t!(lang, "trade-decline"))
            .style(ButtonStyle::Danger),
        CreateButton::new(id(game, TradeVerb::CounterOpen(o)))
            .label(t!(lang, "trade-counter"))
            .style(ButtonStyle::Secondary),
        CreateButton::new(id(game, TradeVerb::Withdraw(o)))
            .label(t!(lang, "trade-withdraw"))
            .style(ButtonStyle::Secondary),
    ])];
    let confirms: Vec<CreateButton> = offer
        .responses
        .iter()
        .enumerate()
        .filter_map(|(s, r)| {
            let name = table.name(s as Seat);
            let label = match r.as_ref()? {
                TradeResponse::Accept => t!(lang, "trade-confirm-with", name = name),
                TradeResponse::Counter { .. } => t!(lang, "trade-take-counter", name = name),
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
    /// The turn ended.
    Expired,
    /// The game ended (someone won) while it was open.
    GameOver,
}

/// How an offer ended, from the action that ended it and the events it caused.
pub fn end_of(action: &Action, events: &[Event]) -> OfferEnd {
    if events.iter().any(|e| matches!(e, Event::GameWon { .. })) {
        return OfferEnd::GameOver;
    }
    match action {
        Action::CancelTrade => OfferEnd::Withdrawn,
        Action::OfferTrade { .. } => OfferEnd::Replaced,
        _ => OfferEnd::Expired,
    }
}

/// An offer's terms in words, kept to show (struck through) once it is over.
pub fn offer_terms(
    from: Seat,
    give: &ResourceSet,
    get: &ResourceSet,
    table: &Table,
    lang: Lang,
) -> String {
    t!(
        lang,
        "trade-offer-terms",
        name = table.name(from),
        give = cards(give, lang),
        get = cards(get, lang)
    )
}

/// The offer message once the offer is over (its buttons are removed). `terms` is what
/// [`offer_terms`] gave.
pub fn ended_text(terms: &str, end: &OfferEnd, from: Seat, table: &Table, lang: Lang) -> String {
    match end {
        OfferEnd::Traded { with, gave, got } => t!(
            lang,
            "trade-ended-traded",
            name = table.name(from),
            gave = cards(gave, lang),
            got = cards(got, lang),
            with = table.name(*with)
        ),
        OfferEnd::Withdrawn => t!(lang, "trade-ended-withdrawn", terms = terms),
        OfferEnd::Replaced => t!(lang, "trade-ended-replaced", terms = terms),
        OfferEnd::Expired => t!(lang, "trade-ended-expired", terms = terms),
        OfferEnd::GameOver => t!(lang, "trade-ended-game-over", terms = terms),
    }
}

/// The refusal for a click on an offer that is over.
pub fn offer_closed(lang: Lang) -> String {
    t!(lang, "trade-offer-closed")
}

/// The refusal of an answer when no offer is open.
pub fn no_open_offer(lang: Lang) -> String {
    t!(lang, "trade-no-open-offer")
}

/// The refusal when someone other than the current player tries to open the trade menu.
pub fn only_current_player(lang: Lang) -> String {
    t!(lang, "trade-only-current")
}

/// The refusal of the proposer's own answer buttons.
pub fn own_offer(lang: Lang) -> String {
    t!(
        lang,
        "trade-own-offer",
        accept = t!(lang, "trade-accept"),
        confirm = confirm_label_any(lang),
        withdraw = t!(lang, "trade-withdraw")
    )
}

/// The label of the proposer's confirm buttons with `…` for the partner's name (`Trade with
/// …`): texts name the buttons by their labels, never by a colour.
pub fn confirm_label_any(lang: Lang) -> String {
    t!(lang, "trade-confirm-with", name = "…")
}

/// The refusal of an answer by someone the offer is not addressed to.
pub fn not_addressed(lang: Lang) -> String {
    t!(lang, "trade-not-addressed")
}

/// The refusal of confirm and withdraw buttons pressed by someone else.
pub fn not_proposer(table: &Table, from: Seat, lang: Lang) -> String {
    t!(lang, "trade-not-proposer", name = table.name(from))
}

/// What the responder is told after answering.
pub fn answered_text(response: &TradeResponse, table: &Table, from: Seat, lang: Lang) -> String {
    match response {
        TradeResponse::Accept => t!(lang, "trade-answered-accept", name = table.name(from)),
        TradeResponse::Decline => t!(lang, "trade-answered-decline"),
        TradeResponse::Counter { give, get } => t!(
            lang,
            "trade-answered-counter",
            give = cards(give, lang),
            get = cards(get, lang),
            name = table.name(from)
        ),
    }
}

/// What the proposer is told after posting an offer.
pub fn posted_text(to: Option<Seat>, table: &Table, lang: Lang) -> String {
    let to = match to {
        Some(s) => table.name(s),
        None => t!(lang, "trade-everyone"),
    };
    t!(lang, "trade-posted", to = to)
}

/// Typed cards that could not be read.
pub fn unreadable_cards(text: &str, why: &str, lang: Lang) -> String {
    t!(lang, "trade-unreadable", text = text, why = why)
}

#[cfg(test)]
#[path = "trade_compose_tests.rs"]
mod tests;
