//! `/catan trade bank` and `/catan trade offer`: the trade menu's operations for keyboard
//! players, with autocomplete of the legal choices (resources you can give at your ratio, what
//! the bank has, cards you hold).

use poise::serenity_prelude as serenity;
use serenity::CreateAutocompleteResponse;

use crate::engine::{Action, Resource, ResourceSet, Seat};
use crate::store::StoredGame;

use super::commands::{private, remember};
use super::compose::OPTIONS_PER_MENU;
use super::discard::parse_cards;
use super::trade::{bank_terms, bank_trades, check_trader, game_of};
use super::trade_compose as tc;
use super::trade_id::resource_named;
use super::turn;
use super::{BotError, Context, Refusal};

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
    let partial = partial.trim().to_ascii_lowercase();
    for (label, value) in tc::bank_give_options(&terms) {
        if value.starts_with(&partial) {
            response = response.add_string_choice(label, value);
        }
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
    let partial = partial.trim().to_ascii_lowercase();
    for r in Resource::ALL {
        if bank[r] > 0 && r.name().starts_with(&partial) {
            response =
                response.add_string_choice(format!("{r} (the bank has {})", bank[r]), r.name());
        }
    }
    response
}

/// Suggestions for typed cards: what was typed when it reads, then single resources (from the
/// hand when `from_hand`).
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
    let mut offered: Vec<ResourceSet> = Vec::new();
    if let Ok(typed) = parse_cards(partial)
        && !typed.is_empty()
        && (!from_hand || hand.contains(&typed))
    {
        offered.push(typed);
    }
    for r in Resource::ALL {
        let most = if from_hand {
            hand[r].min(tc::MAX_OF_ONE)
        } else {
            3
        };
        for k in 1..=most {
            let set = ResourceSet::of(r, k);
            if offered.len() < OPTIONS_PER_MENU && !offered.contains(&set) {
                offered.push(set);
            }
        }
    }
    for set in offered {
        response = response.add_string_choice(set.to_string(), set.to_string());
    }
    response
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
    subcommands("bank", "offer"),
    subcommand_required
)]
pub async fn trade(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}

/// Trade with the bank or a harbour at your best ratio
#[poise::command(slash_command, guild_only)]
pub async fn bank(
    ctx: Context<'_>,
    #[description = "The resource you give (your ratio is shown)"]
    #[autocomplete = "complete_bank_give"]
    give: String,
    #[description = "The resource you get"]
    #[autocomplete = "complete_bank_get"]
    get: String,
    #[description = "How many times (default 1)"] count: Option<i64>,
) -> Result<(), BotError> {
    remember(ctx);
    let read = |s: &str| {
        resource_named(s.trim().to_ascii_lowercase().trim_end_matches('s'))
            .or_else(|| resource_named(&s.trim().to_ascii_lowercase()))
    };
    let (Some(give_r), Some(get_r)) = (read(&give), read(&get)) else {
        return private(
            ctx,
            tc::unreadable_cards(
                &format!("{give} / {get}"),
                "name one resource each: lumber, brick, wool, grain or ore",
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
        check_trader(game, seat)?;
        tc::check_bank_count(&bank_terms(game, seat), give_r, get_r, count.unwrap_or(1))
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
            give_r,
            get_r,
            n,
        )
        .await
        .unwrap_or_else(|r| r.to_string()),
        Err(r) => r.to_string(),
    };
    private(ctx, text).await
}

/// Offer a trade to everyone or to one player
#[poise::command(slash_command, guild_only)]
pub async fn offer(
    ctx: Context<'_>,
    #[description = "What you give, e.g. 2 brick, 1 ore"]
    #[autocomplete = "complete_offer_give"]
    give: String,
    #[description = "What you want, e.g. 1 wool"]
    #[autocomplete = "complete_offer_get"]
    get: String,
    #[description = "Offer to this player only (everyone when empty)"] to: Option<serenity::User>,
) -> Result<(), BotError> {
    remember(ctx);
    let (channel, user) = (ctx.channel_id().get(), ctx.author().id.get());
    let parsed = parse_cards(&give)
        .map_err(|why| tc::unreadable_cards(&give, &why))
        .and_then(|g| {
            parse_cards(&get)
                .map(|w| (g, w))
                .map_err(|why| tc::unreadable_cards(&get, &why))
        });
    let (give_set, get_set) = match parsed {
        Ok(p) => p,
        Err(text) => return private(ctx, text).await,
    };
    let to_seat = match &to {
        None => None,
        Some(u) => {
            let seat = match turn::active_game(ctx.data(), channel).await {
                Ok(stored) => stored.seat_of(u.id.get()),
                Err(r) => return private(ctx, r.to_string()).await,
            };
            match seat {
                Some(s) => Some(s),
                None => {
                    return private(
                        ctx,
                        format!("{} is not playing in this game.", u.display_name()),
                    )
                    .await;
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
        Ok(acted) => tc::posted_text(to_seat, &acted.table),
        Err(r) => r.to_string(),
    };
    private(ctx, text).await
}
