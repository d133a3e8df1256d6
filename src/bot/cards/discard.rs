//! Discards on a 7: every player over the hand limit presses the turn message's Discard button
//! and chooses exactly the cards owed in their own ephemeral prompt (a multi-select with one
//! option per card), or types them with `/catan discard cards:…` (autocomplete suggests legal
//! discards). The game waits for everyone; the turn message lists who still owes.

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, Context as SerenityContext, CreateActionRow, CreateAutocompleteResponse,
    CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
};

use kaitaku_engine::{Action, Decision, Game, Good, ResourceSet, Seat};
use kaitaku_i18n::t;
use kaitaku_i18n::{Lang, resource_name};
use kaitaku_store::{GameId, StoredGame};

use crate::bot::cards::devcards::resource_title;
use crate::bot::compose::{OPTIONS_PER_MENU, resources};
use crate::bot::custom_id::{ComponentId, Verb};
use crate::bot::handler::{After, Click};
use crate::bot::reply::{private, remember, user_lang};
use crate::bot::slash::act;
use crate::bot::suggest::card_suggestions;
use crate::bot::turn::{self, Expected};
use crate::bot::{BotError, Context, Data, Refusal};

/// How many cards `seat` must discard now (`None`: nothing owed).
pub fn owed(game: &Game, seat: Seat) -> Option<u8> {
    game.pending().iter().find_map(|p| match p.decision {
        Decision::Discard { count } if p.seat == seat && count > 0 => Some(count),
        _ => None,
    })
}

/// The options of the discard menu: one per card that could be given up (never more of one
/// good than is owed; commodities are cards, gold is not), as (label, value, description) in
/// `lang`; values are `brick.2`.
pub fn discard_options(hand: &ResourceSet, owed: u8, lang: Lang) -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    for r in Good::CARDS {
        let held = hand[r];
        for k in 1..=held.min(owed) {
            out.push((
                resource_title(r, lang),
                format!("{}.{k}", r.name()),
                t!(lang, "discard-option", k = k, held = held),
            ));
        }
    }
    out
}

/// The cards a multi-select chose (`None` if a value is not one of ours or repeats).
pub fn parse_selection(values: &[String]) -> Option<ResourceSet> {
    let mut set = ResourceSet::default();
    let mut seen = std::collections::HashSet::new();
    for v in values {
        if !seen.insert(v.as_str()) {
            return None;
        }
        let (name, k) = v.split_once('.')?;
        k.parse::<u8>().ok().filter(|k| *k > 0)?;
        let r = Good::CARDS.into_iter().find(|r| r.name() == name)?;
        set[r] = set[r].checked_add(1)?;
    }
    Some(set)
}

/// Parses typed cards: `2 brick, 1 wool`, `brick brick wool`, `2 bricks` or with the Japanese
/// names (`2 レンガ, 1 鉱石`); the reason it cannot is in English.
pub fn parse_cards(text: &str) -> Result<ResourceSet, String> {
    parse_cards_in(text, Lang::En)
}

/// Like [`parse_cards`], with the reason in `lang`.
pub fn parse_cards_in(text: &str, lang: Lang) -> Result<ResourceSet, String> {
    let mut set = ResourceSet::default();
    let mut count: Option<u8> = None;
    for word in text
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | '+' | ';' | '×' | '*'))
        .filter(|w| !w.is_empty())
    {
        let word = word.to_ascii_lowercase();
        if let Ok(n) = word.parse::<u8>() {
            if count.is_some() {
                return Err(t!(lang, "cards-two-numbers", word = word.as_str()));
            }
            count = Some(n);
            continue;
        }
        let name = word.strip_suffix('s').unwrap_or(&word);
        // Cards only: gold is not a card (trading gold by text is left to the gold variants).
        let r = Good::CARDS
            .into_iter()
            .find(|r| r.name() == word || r.name() == name || resource_name(*r, Lang::Ja) == word)
            .ok_or_else(|| t!(lang, "cards-not-a-resource", word = word.as_str()))?;
        set[r] = set[r].saturating_add(count.take().unwrap_or(1));
    }
    if count.is_some() {
        return Err(t!(lang, "cards-number-first"));
    }
    Ok(set)
}

/// Checks a discard against what is owed and held (refusals in `lang`).
pub fn check_discard(
    hand: &ResourceSet,
    owed: u8,
    cards: &ResourceSet,
    lang: Lang,
) -> Result<(), Refusal> {
    let chosen = cards.total();
    if chosen != u32::from(owed) {
        return Err(Refusal::BadChoice(t!(
            lang,
            "discard-wrong-count",
            owed = owed,
            chosen = chosen
        )));
    }
    if !hand.contains(cards) {
        return Err(Refusal::BadChoice(t!(
            lang,
            "discard-not-held",
            cards = resources(cards, lang),
            hand = resources(hand, lang)
        )));
    }
    Ok(())
}

/// Up to `limit` legal discards of `owed` cards from `hand`, most plentiful resources first.
pub fn suggestions(hand: &ResourceSet, owed: u8, limit: usize) -> Vec<ResourceSet> {
    fn walk(
        order: &[Good],
        hand: &ResourceSet,
        left: u8,
        current: &mut ResourceSet,
        out: &mut Vec<ResourceSet>,
        limit: usize,
    ) {
        if out.len() >= limit {
            return;
        }
        let Some((&r, rest)) = order.split_first() else {
            if left == 0 {
                out.push(*current);
            }
            return;
        };
        let room: u32 = rest.iter().map(|x| u32::from(hand[*x])).sum();
        for n in (0..=hand[r].min(left)).rev() {
            if u32::from(left - n) > room {
                continue;
            }
            current[r] = n;
            walk(rest, hand, left - n, current, out, limit);
            current[r] = 0;
        }
    }
    let mut order = Good::CARDS.to_vec();
    order.sort_by_key(|r| std::cmp::Reverse(hand[*r]));
    let mut out = Vec::new();
    walk(
        &order,
        hand,
        owed,
        &mut ResourceSet::default(),
        &mut out,
        limit,
    );
    out
}

/// The private discard prompt, in `lang`: what is owed, the hand, and the multi-select
/// (exactly `owed` choices). When the hand needs more than 25 options, the text points to the
/// slash command.
pub fn prompt(
    game: GameId,
    version: u64,
    hand: &ResourceSet,
    owed: u8,
    lang: Lang,
) -> (String, Vec<CreateActionRow>) {
    let options = discard_options(hand, owed, lang);
    let mut text = t!(
        lang,
        "discard-prompt",
        total = hand.total(),
        owed = owed,
        hand = resources(hand, lang)
    );
    text.push('\n');
    if options.len() > OPTIONS_PER_MENU {
        text.push_str(&t!(lang, "discard-too-many"));
        return (text, Vec::new());
    }
    text.push_str(&t!(lang, "discard-choose-below", owed = owed));
    let id = ComponentId::new(game, version, Verb::DiscardCards);
    let opts = options
        .into_iter()
        .map(|(label, value, description)| {
            CreateSelectMenuOption::new(label, value).description(description)
        })
        .collect();
    let menu = CreateSelectMenu::new(
        id.to_string(),
        CreateSelectMenuKind::String { options: opts },
    )
    .placeholder(t!(lang, "discard-placeholder", owed = owed))
    .min_values(owed)
    .max_values(owed);
    (text, vec![CreateActionRow::SelectMenu(menu)])
}

/// The seat of `user` and what it owes in the channel's game (the click's game must match);
/// refusals in `lang`.
async fn debtor(
    data: &Data,
    channel: u64,
    user: u64,
    expected: Option<Expected>,
    lang: Lang,
) -> Result<(StoredGame, Seat, u8, ResourceSet), Refusal> {
    let stored = turn::active_game(data, channel).await?;
    turn::check_expected(&stored, expected)?;
    let seat = turn::seat_of(&stored, user)?;
    let game = stored.game.as_ref().ok_or(Refusal::NoGame)?;
    let count =
        owed(game, seat).ok_or_else(|| Refusal::BadChoice(t!(lang, "discard-none-owed")))?;
    let hand = game.state().players[usize::from(seat)].hand;
    Ok((stored, seat, count, hand))
}

/// The turn message's Discard button: the presser's own prompt.
pub async fn open_prompt(
    ctx: &SerenityContext,
    data: &Data,
    click: &ComponentInteraction,
    id: ComponentId,
) -> Result<(), BotError> {
    let c = Click::new(ctx, data, click, id);
    match debtor(data, c.channel(), c.user(), c.expected(), c.lang).await {
        Ok((stored, _, count, hand)) => {
            let (text, menu) = prompt(stored.id, stored.version, &hand, count, c.lang);
            c.answer(&text, menu).await
        }
        Err(r) => c.refuse(&r).await,
    }
}

/// The prompt's multi-select: discards the chosen cards.
pub async fn cards_chosen(
    ctx: &SerenityContext,
    data: &Data,
    click: &ComponentInteraction,
    id: ComponentId,
) -> Result<(), BotError> {
    let c = Click::new(ctx, data, click, id);
    let Some(values) = c.values() else {
        return c
            .forged("a discard id on a component that is not a select menu")
            .await;
    };
    let Some(cards) = parse_selection(values) else {
        return c.forged("discard values the bot did not offer").await;
    };
    let checked = match debtor(data, c.channel(), c.user(), c.expected(), c.lang).await {
        Ok((_, _, count, hand)) => check_discard(&hand, count, &cards, c.lang),
        Err(r) => Err(r),
    };
    if let Err(r) = checked {
        return c.refuse(&r).await;
    }
    c.defer_update().await?;
    let outcome = c.act(Action::Discard { cards }).await;
    c.finish(outcome, After::Summary).await
}

/// Legal discards for the author, those matching what they typed best first.
async fn complete_discard(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let mut response = CreateAutocompleteResponse::new();
    let (user, channel) = (ctx.author().id.get(), ctx.channel_id().get());
    let lang = user_lang(ctx);
    let Ok((_, _, count, hand)) = debtor(ctx.data(), channel, user, None, lang).await else {
        return response;
    };
    // The value stays in the English form `parse_cards` reads; the label is the user's.
    for set in discard_suggestions(partial, &hand, count, lang) {
        response = response.add_string_choice(resources(&set, lang), set.to_string());
    }
    response
}

/// How many legal discards autocomplete ranks by what was typed (it shows the best 25).
const DISCARD_POOL: usize = 400;

/// Legal discards of `owed` cards from `hand` for autocomplete: what was typed (its last
/// resource name completed: `2 w` → `2 wool, …`) when it is legal, then the legal discards
/// matching it, best first.
pub fn discard_suggestions(
    typed: &str,
    hand: &ResourceSet,
    owed: u8,
    lang: Lang,
) -> Vec<ResourceSet> {
    let pool = suggestions(hand, owed, DISCARD_POOL);
    card_suggestions(
        typed,
        lang,
        &pool,
        |set| check_discard(hand, owed, set, lang).is_ok(),
        OPTIONS_PER_MENU,
    )
}

/// Discard cards after a 7 (when you hold more than 7)
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "捨て札"),
    description_localized("ja", "7が出たときに資源を捨てる（8枚以上持っているとき）")
)]
pub async fn discard(
    ctx: Context<'_>,
    #[description = "The cards, e.g. 2 brick, 1 ore"]
    #[name_localized("ja", "カード")]
    #[description_localized("ja", "捨てるカード（例：2 レンガ, 1 鉱石）")]
    #[autocomplete = "complete_discard"]
    cards: String,
) -> Result<(), BotError> {
    remember(ctx);
    let (user, channel) = (ctx.author().id.get(), ctx.channel_id().get());
    let lang = user_lang(ctx);
    let checked = match debtor(ctx.data(), channel, user, None, lang).await {
        Ok((_, _, count, hand)) => parse_cards_in(&cards, lang)
            .map_err(|why| {
                Refusal::BadChoice(t!(
                    lang,
                    "cards-unreadable",
                    text = cards.as_str(),
                    why = why
                ))
            })
            .and_then(|set| check_discard(&hand, count, &set, lang).map(|()| set)),
        Err(r) => Err(r),
    };
    match checked {
        Ok(set) => act(ctx, Action::Discard { cards: set }).await,
        Err(r) => private(ctx, r.text(lang)).await,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand(l: u8, b: u8, w: u8, g: u8, o: u8) -> ResourceSet {
        ResourceSet::from_resources([l, b, w, g, o])
    }

    #[test]
    fn typed_cards_parse_in_every_usual_form() {
        assert_eq!(parse_cards("2 brick, 1 ore"), Ok(hand(0, 2, 0, 0, 1)));
        assert_eq!(parse_cards("brick brick Ore"), Ok(hand(0, 2, 0, 0, 1)));
        assert_eq!(parse_cards("3 bricks + wool"), Ok(hand(0, 3, 1, 0, 0)));
        assert_eq!(
            parse_cards(&hand(1, 0, 2, 0, 0).to_string()),
            Ok(hand(1, 0, 2, 0, 0))
        );
        assert!(parse_cards("2 gold").is_err());
        assert!(parse_cards("brick 2").is_err());
    }

    #[test]
    fn commodities_are_offered_and_typed_like_resources_and_gold_never() {
        let mut h = hand(1, 0, 0, 0, 0);
        h[Good::Paper] = 2;
        h[Good::Gold] = 5;
        let values: Vec<String> = discard_options(&h, 2, Lang::En)
            .into_iter()
            .map(|o| o.1)
            .collect();
        assert_eq!(values, vec!["lumber.1", "paper.1", "paper.2"]);
        let mut paper = ResourceSet::default();
        paper[Good::Paper] = 2;
        assert_eq!(parse_cards("2 paper"), Ok(paper));
        assert_eq!(parse_cards("2 紙"), Ok(paper));
        assert_eq!(
            parse_selection(&["paper.1".into(), "paper.2".into()]),
            Some(paper)
        );
        assert!(parse_selection(&["gold.1".into()]).is_none());
    }

    #[test]
    fn the_prompt_offers_exactly_the_owed_count() {
        let h = hand(3, 0, 5, 1, 0);
        let options = discard_options(&h, 4, Lang::En);
        // Never more of one resource than is owed: 3 lumber, 4 wool, 1 grain.
        assert_eq!(options.len(), 8);
        assert_eq!(options[0].1, "lumber.1");
        let (text, rows) = prompt(GameId(2), 9, &h, 4, Lang::En);
        assert!(text.contains("must discard **4**"), "{text}");
        let json = serde_json::to_value(&rows).expect("json");
        let menu = &json[0]["components"][0];
        assert_eq!(menu["custom_id"], "k1:2:9:discard:cards");
        assert_eq!(menu["min_values"], 4);
        assert_eq!(menu["max_values"], 4);
        let values: Vec<String> = ["wool.1", "wool.2", "lumber.1", "grain.1"]
            .map(String::from)
            .to_vec();
        let chosen = parse_selection(&values).expect("ours");
        assert_eq!(chosen, hand(1, 0, 2, 1, 0));
        assert!(check_discard(&h, 4, &chosen, Lang::En).is_ok());
        assert!(parse_selection(&["wool.1".into(), "wool.1".into()]).is_none());
        assert!(parse_selection(&["gold.1".into()]).is_none());
    }

    #[test]
    fn wrong_counts_and_missing_cards_are_refused_clearly() {
        let h = hand(3, 0, 5, 1, 0);
        let few = check_discard(&h, 4, &hand(1, 0, 0, 0, 0), Lang::En).expect_err("too few");
        assert!(
            few.to_string().contains("exactly 4 cards; you chose 1"),
            "{few}"
        );
        let missing = check_discard(&h, 4, &hand(0, 4, 0, 0, 0), Lang::En).expect_err("no brick");
        assert!(missing.to_string().contains("do not hold"), "{missing}");
        let ja = check_discard(&h, 4, &hand(0, 4, 0, 0, 0), Lang::Ja).expect_err("no brick");
        assert!(ja.text(Lang::Ja).contains("レンガ4枚"), "{ja:?}");
    }

    #[test]
    fn suggestions_are_legal_and_distinct() {
        let h = hand(3, 0, 5, 1, 2);
        let s = suggestions(&h, 5, 25);
        assert!(!s.is_empty() && s.len() <= 25);
        assert_eq!(s[0], hand(0, 0, 5, 0, 0));
        for x in &s {
            assert!(check_discard(&h, 5, x, Lang::En).is_ok(), "{x}");
        }
        let mut dedup = s.clone();
        dedup.dedup();
        assert_eq!(dedup.len(), s.len());
    }

    #[test]
    fn huge_hands_fall_back_to_the_slash_command() {
        let h = hand(9, 9, 9, 9, 9);
        let (text, rows) = prompt(GameId(1), 1, &h, 22, Lang::En);
        assert!(rows.is_empty());
        assert!(text.contains("/catan discard"), "{text}");
        let (ja, _) = prompt(GameId(1), 1, &hand(1, 0, 2, 0, 0), 1, Lang::Ja);
        assert!(ja.contains("木材1枚、羊毛2枚"), "{ja}");
        assert_eq!(parse_cards("2 レンガ, 鉱石"), Ok(hand(0, 2, 0, 0, 1)));
    }
}
