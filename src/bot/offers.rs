//! Trade offer messages: each open offer is a public message of its own, kept in step with
//! the game after every committed action (posted, refreshed when answered, closed when carried
//! out, withdrawn, replaced or expired).

use poise::serenity_prelude as serenity;
use serenity::{
    ChannelId, CreateAllowedMentions, CreateMessage, EditMessage, Http, MessageId, UserId,
};

use kaitaku_engine::{Action, Event, Seat};
use kaitaku_store::StoredGame;

use super::compose::Table;
use super::trade_compose::{self as tc, OfferEnd};
use super::turn;
use super::{BotError, Data};

/// Keeps the offer messages in step with the game after an action: posts a new offer,
/// refreshes one that was answered, and closes (buttons removed) one that was carried out,
/// withdrawn, replaced or expired. Failures are logged; the game itself is already committed.
pub async fn sync_offer_messages(
    http: &Http,
    data: &Data,
    stored: &StoredGame,
    action: &Action,
    events: &[Event],
) {
    if !events.iter().any(|e| {
        matches!(
            e,
            Event::TradeOffered { .. }
                | Event::TradeAnswered { .. }
                | Event::Traded { .. }
                | Event::TradeCancelled { .. }
        )
    }) {
        return;
    }
    let table = turn::table_of(data, stored);
    for e in events {
        let result = match e {
            Event::TradeOffered { id, .. } => post_offer(http, data, stored, &table, *id).await,
            Event::TradeAnswered { id, .. } => refresh_offer(http, data, stored, &table, *id).await,
            Event::Traded {
                id,
                from,
                with,
                gave,
                got,
            } => {
                let end = OfferEnd::Traded {
                    with: *with,
                    gave: *gave,
                    got: *got,
                };
                close_offer(http, data, stored, &table, *id, *from, &end).await
            }
            Event::TradeCancelled { id } => {
                let from = stored.game.as_ref().map_or(0, |g| g.state().current);
                let end = tc::end_of(action, events);
                close_offer(http, data, stored, &table, *id, from, &end).await
            }
            _ => Ok(()),
        };
        if let Err(err) = result {
            tracing::warn!(game = %stored.id, error = %err, "could not update an offer message");
        }
    }
}

async fn post_offer(
    http: &Http,
    data: &Data,
    stored: &StoredGame,
    table: &Table,
    id: u32,
) -> Result<(), BotError> {
    let Some(offer) = stored
        .game
        .as_ref()
        .and_then(|g| g.view(None).trade)
        .filter(|t| t.id == id)
    else {
        return Ok(());
    };
    let mentions = match offer.to.and_then(|s| table.users.get(usize::from(s))) {
        Some(u) if *u != 0 => CreateAllowedMentions::new().users([UserId::new(*u)]),
        _ => CreateAllowedMentions::new().empty_users(),
    }
    .empty_roles()
    .everyone(false);
    let message = CreateMessage::new()
        .content(tc::offer_text(&offer, table, stored.lang))
        .components(tc::offer_rows(stored.id, &offer, table, stored.lang))
        .allowed_mentions(mentions);
    let posted = ChannelId::new(stored.channel_id)
        .send_message(http, message)
        .await?;
    let terms = tc::offer_terms(offer.from, &offer.give, &offer.get, table, stored.lang);
    data.store
        .set_offer_message(stored.id, id, posted.id.get(), &terms)
        .await?;
    Ok(())
}

async fn refresh_offer(
    http: &Http,
    data: &Data,
    stored: &StoredGame,
    table: &Table,
    id: u32,
) -> Result<(), BotError> {
    let Some(offer) = stored
        .game
        .as_ref()
        .and_then(|g| g.view(None).trade)
        .filter(|t| t.id == id)
    else {
        return Ok(());
    };
    let Some((message, _)) = data.store.offer_message(stored.id, id).await? else {
        return Ok(());
    };
    let edit = EditMessage::new()
        .content(tc::offer_text(&offer, table, stored.lang))
        .components(tc::offer_rows(stored.id, &offer, table, stored.lang))
        .allowed_mentions(CreateAllowedMentions::new().empty_users().empty_roles());
    ChannelId::new(stored.channel_id)
        .edit_message(http, MessageId::new(message), edit)
        .await?;
    Ok(())
}

async fn close_offer(
    http: &Http,
    data: &Data,
    stored: &StoredGame,
    table: &Table,
    id: u32,
    from: Seat,
    end: &OfferEnd,
) -> Result<(), BotError> {
    let Some((message, terms)) = data.store.offer_message(stored.id, id).await? else {
        return Ok(());
    };
    let edit = EditMessage::new()
        .content(tc::ended_text(&terms, end, from, table, stored.lang))
        .components(Vec::new())
        .allowed_mentions(CreateAllowedMentions::new().empty_users().empty_roles());
    ChannelId::new(stored.channel_id)
        .edit_message(http, MessageId::new(message), edit)
        .await?;
    data.store.clear_offer_message(stored.id, id).await?;
    Ok(())
}
