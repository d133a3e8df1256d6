//! `/catan trade bank|offer|accept|decline`: the trade menu's operations and the offer
//! buttons for keyboard players, with autocomplete of the legal choices (resources you can give
//! at your ratio, what the bank has, cards you hold), in the author's language. Cards are typed
//! in English (`2 brick, 1 ore`) or Japanese (`レンガ2枚、鉱石1枚`).

use poise::serenity_prelude as serenity;
use serenity::CreateAutocompleteResponse;

use kaitaku_engine::{Action, Resource, ResourceSet, Seat, TradeResponse};
use kaitaku_i18n::{Lang, t};
use kaitaku_store::StoredGame;

use crate::bot::compose::OPTIONS_PER_MENU;
use crate::bot::reply::{private, remember, user_lang};
use crate::bot::suggest;
use crate::bot::trade::{OfferMove, bank_terms, bank_trades, check_trader, game_of, offer_move};
use crate::bot::trade_compose as tc;
use crate::bot::trade_id::{good_typed, parse_typed_cards};
use crate::bot::turn;
use crate::bot::{BotError, Context, Refusal};

/// The author's game and seat (any phase), for autocomplete.
async fn author_game(ctx: Context<'_>) -> Option<(StoredGame, Seat)> {
    let stored = turn::active_game(ctx.data(), ctx.channel_id().get())
        .await
        .ok()?;
    let seat = stored.seat_of(ctx.author().id.get())?;
    Some((stored, seat))
}

async fn complete_bank_give(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let mut response = CreateAutocompleteResponse::new();
    let Some((stored, seat)) = author_game(ctx).await else {
        return response;
    };
    let Some(game) = stored.game.as_ref() else {
        return response;
    };
    let terms = bank_terms(game, seat);
    for (label, value) in suggest::bank_give_suggestions(&terms, partial, user_lang(ctx)) {
        response = response.add_string_choice(label, value);
    }
    response
}

async fn complete_bank_get(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let mut response = CreateAutocompleteResponse::new();
    let Some((stored, _)) = author_game(ctx).await else {
        return response;
    };
    let Some(game) = stored.game.as_ref() else {
        return response;
    };
    let bank = game.state().bank;
    for (label, value) in suggest::bank_get_suggestions(&bank, partial, user_lang(ctx)) {
        response = response.add_string_choice(label, value);
    }
    response
}

/// Suggestions for typed cards: what was typed (its last resource name completed) first, then
/// single resources matching it (from the hand when `from_hand`), best first.
async fn complete_cards(
    ctx: Context<'_>,
    partial: &str,
    from_hand: bool,
) -> CreateAutocompleteResponse {
    let mut response = CreateAutocompleteResponse::new();
    let Some((stored, seat)) = author_game(ctx).await else {
        return response;
    };
    let Some(game) = stored.game.as_ref() else {
        return response;
    };
    let hand = game
        .state()
        .players
        .get(usize::from(seat))
        .map(|p| p.hand)
        .unwrap_or_default();
    let lang = user_lang(ctx);
    for set in offer_suggestions(partial, from_hand.then_some(&hand), lang) {
        let words = tc::cards(&set, lang);
        response = response.add_string_choice(words.clone(), words);
    }
    response
}

/// The sets of cards suggested for an offer's side, best match for `typed` first: from `hand`
/// (at most [`tc::MAX_OF_ONE`] of one) when given, else 1 to 3 of each resource.
pub fn offer_suggestions(typed: &str, hand: Option<&ResourceSet>, lang: Lang) -> Vec<ResourceSet> {
    let mut singles = Vec::new();
    for r in Resource::ALL {
        let most = hand.map_or(3, |h| h[r].min(tc::MAX_OF_ONE));
        singles.extend((1..=most).map(|k| ResourceSet::of(r, k)));
    }
    suggest::card_suggestions(
        typed,
        lang,
        &singles,
        |set| hand.is_none_or(|h| h.contains(set)),
        OPTIONS_PER_MENU,
    )
}

async fn complete_offer_give(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    complete_cards(ctx, partial, true).await
}

async fn complete_offer_get(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    complete_cards(ctx, partial, false).await
}

/// Trade with the bank or with other players (current player, after rolling)
#[poise::command(
    slash_command,
    guild_only,
    subcommands("bank", "offer", "accept", "decline"),
    subcommand_required,
    name_localized("ja", "交易"),
    description_localized(
        "ja",
        "銀行や他のプレイヤーと交易する（手番のプレイヤー、サイコロの後）"
    )
)]
pub async fn trade(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Trade with the bank or a harbour (at your best ratio unless you name one)
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "銀行"),
    description_localized("ja", "銀行や港と交易する（レートを指定しなければいちばん良いレート）")
)]
pub async fn bank(
    ctx: Context<'_>,
    #[description = "The resource you give (your ratio is shown)"]
    #[name_localized("ja", "出す資源")]
    #[description_localized("ja", "出す資源（交換レートを表示）")]
    #[autocomplete = "complete_bank_give"]
    give: String,
    #[description = "The resource you get"]
    #[name_localized("ja", "もらう資源")]
    #[description_localized("ja", "もらう資源")]
    #[autocomplete = "complete_bank_get"]
    get: String,
    #[description = "How many times (default 1)"]
    #[name_localized("ja", "回数")]
    #[description_localized("ja", "交換する回数（省略時は1回）")]
    count: Option<i64>,
    #[description = "The ratio: 4 (always), 3 or 2 with a harbour; default your best"]
    #[name_localized("ja", "レート")]
    #[description_localized(
        "ja",
        "交換レート：4（いつでも）、港があれば3か2。省略時はいちばん良いレート"
    )]
    ratio: Option<i64>,
) -> Result<(), BotError> {
    remember(ctx);
    let lang = user_lang(ctx);
    let (Some(give_r), Some(get_r)) = (good_typed(&give), good_typed(&get)) else {
        return private(
            ctx,
            tc::unreadable_cards(
                &format!("{give} / {get}"),
                &t!(lang, "trade-name-one-resource"),
                lang,
            ),
        )
        .await;
    };
    ctx.defer_ephemeral().await?;
    let (channel, user) = (ctx.channel_id().get(), ctx.author().id.get());
    let checked = async {
        let stored = turn::active_game(ctx.data(), channel).await?;
        let seat = turn::seat_of(&stored, user)?;
        let game = game_of(&stored)?;
        check_trader(game, seat, lang)?;
        let terms = bank_terms(game, seat);
        tc::check_bank_count(&terms, (give_r, get_r), count.unwrap_or(1), ratio, lang)
            .map_err(Refusal::BadChoice)
    }
    .await;
    let text = match checked {
        Ok(n) => bank_trades(
            ctx.http(),
            ctx.data(),
            channel,
            user,
            None,
            (give_r, get_r, n, ratio.and_then(|r| u8::try_from(r).ok())),
            lang,
        )
        .await
        .unwrap_or_else(|r| r.text(lang)),
        Err(r) => r.text(lang),
    };
    private(ctx, text).await
}

/// Offer a trade to everyone or to one player
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "提案"),
    description_localized("ja", "全員または1人に交易を提案する")
)]
pub async fn offer(
    ctx: Context<'_>,
    #[description = "What you give, e.g. 2 brick, 1 ore"]
    #[name_localized("ja", "出す")]
    #[description_localized("ja", "出すカード（例：レンガ2枚、鉱石1枚）")]
    #[autocomplete = "complete_offer_give"]
    give: String,
    #[description = "What you want, e.g. 1 wool"]
    #[name_localized("ja", "ほしい")]
    #[description_localized("ja", "ほしいカード（例：羊毛1枚）")]
    #[autocomplete = "complete_offer_get"]
    get: String,
    #[description = "Offer to this player only (everyone when empty)"]
    #[name_localized("ja", "相手")]
    #[description_localized("ja", "この人だけに提案する（省略時は全員）")]
    to: Option<serenity::User>,
) -> Result<(), BotError> {
    remember(ctx);
    let lang = user_lang(ctx);
    let (channel, user) = (ctx.channel_id().get(), ctx.author().id.get());
    let read = |text: &str| {
        parse_typed_cards(text, lang).map_err(|why| tc::unreadable_cards(text, &why, lang))
    };
    let (give_set, get_set) = match read(&give).and_then(|g| read(&get).map(|w| (g, w))) {
        Ok(p) => p,
        Err(text) => return private(ctx, text).await,
    };
    let to_seat = match &to {
        None => None,
        Some(u) => {
            let seat = match turn::active_game(ctx.data(), channel).await {
                Ok(stored) => stored.seat_of(u.id.get()),
                Err(r) => return private(ctx, r.text(lang)).await,
            };
            match seat {
                Some(s) => Some(s),
                None => {
                    let name = u.display_name().to_string();
                    return private(ctx, t!(lang, "trade-not-playing", name = name)).await;
                }
            }
        }
    };
    ctx.defer_ephemeral().await?;
    let action = Action::OfferTrade {
        give: give_set,
        get: get_set,
        to: to_seat,
    };
    let text = match turn::act(ctx.http(), ctx.data(), channel, user, None, action).await {
        Ok(acted) => tc::posted_text(to_seat, &acted.table, lang),
        Err(r) => r.text(lang),
    };
    private(ctx, text).await
}

/// Answers the open offer (or offer number `offer`) for the author.
async fn answer_command(
    ctx: Context<'_>,
    offer: Option<i64>,
    response: TradeResponse,
) -> Result<(), BotError> {
    remember(ctx);
    let lang = user_lang(ctx);
    // An offer number that cannot exist names no open offer: u32::MAX never is one.
    let offer = offer.map(|o| u32::try_from(o).unwrap_or(u32::MAX));
    ctx.defer_ephemeral().await?;
    let text = offer_move(
        ctx.http(),
        ctx.data(),
        ctx.channel_id().get(),
        ctx.author().id.get(),
        None,
        offer,
        OfferMove::Answer(response),
        lang,
    )
    .await;
    private(ctx, text).await
}

/// Accept the open trade offer, as the Accept button does
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "承諾"),
    description_localized("ja", "出ている交易の提案を承諾する（「承諾」ボタンと同じ）")
)]
pub async fn accept(
    ctx: Context<'_>,
    #[description = "The offer's number (default: the open offer)"]
    #[name_localized("ja", "提案番号")]
    #[description_localized("ja", "提案の番号（省略時は出ている提案）")]
    offer: Option<i64>,
) -> Result<(), BotError> {
    answer_command(ctx, offer, TradeResponse::Accept).await
}

/// Decline the open trade offer, as the Decline button does
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "お断り"),
    description_localized("ja", "出ている交易の提案を断る（「お断り」ボタンと同じ）")
)]
pub async fn decline(
    ctx: Context<'_>,
    #[description = "The offer's number (default: the open offer)"]
    #[name_localized("ja", "提案番号")]
    #[description_localized("ja", "提案の番号（省略時は出ている提案）")]
    offer: Option<i64>,
) -> Result<(), BotError> {
    answer_command(ctx, offer, TradeResponse::Decline).await
}
