//! The channel messages that show trade offers (one per offer), so the bot can edit them when
//! an offer is answered, carried out, withdrawn or expires.

use super::Store;
use super::error::StoreResult;
use super::types::{GameId, id_from_sql, id_to_sql};

impl Store {
    /// Records the message showing offer `offer_id` of a game, with the offer's terms in
    /// words (shown again, struck through, when the offer ends).
    pub async fn set_offer_message(
        &self,
        game_id: GameId,
        offer_id: u32,
        message_id: u64,
        terms: &str,
    ) -> StoreResult<()> {
        sqlx::query(
            "INSERT INTO trade_offer_messages (game_id, offer_id, message_id, terms) \
             VALUES ($1, $2, $3, $4) ON CONFLICT (game_id, offer_id) \
             DO UPDATE SET message_id = excluded.message_id, terms = excluded.terms",
        )
        .bind(game_id.0)
        .bind(i64::from(offer_id))
        .bind(id_to_sql(message_id))
        .bind(terms)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The message showing offer `offer_id` of a game and the offer's terms, if recorded.
    pub async fn offer_message(
        &self,
        game_id: GameId,
        offer_id: u32,
    ) -> StoreResult<Option<(u64, String)>> {
        let row: Option<(i64, String)> = sqlx::query_as(
            "SELECT message_id, terms FROM trade_offer_messages \
             WHERE game_id = $1 AND offer_id = $2",
        )
        .bind(game_id.0)
        .bind(i64::from(offer_id))
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|(id, terms)| (id_from_sql(id), terms)))
    }

    /// Forgets the message of an offer that has ended.
    pub async fn clear_offer_message(&self, game_id: GameId, offer_id: u32) -> StoreResult<()> {
        sqlx::query("DELETE FROM trade_offer_messages WHERE game_id = $1 AND offer_id = $2")
            .bind(game_id.0)
            .bind(i64::from(offer_id))
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}
