//! Lobbies: a game row in status "lobby" that users join and leave before the engine game
//! exists; starting it assigns seats in join order and creates the engine game.

use kaitaku_engine::{Game, GameConfig};

use super::Store;
use super::error::{CorruptPart, LobbyProblem, StoreError, StoreResult};
use super::games::{SeatEntry, StoredGame, ensure_channel_free, load_seats, status_of};
use super::pool::Backend;
use super::types::{GameId, GameStatus, id_to_sql, now_ms, parse_json, to_json, version_to_sql};

/// What is needed to open a lobby.
#[derive(Clone, Debug)]
pub struct NewLobby {
    /// The Discord server.
    pub guild_id: u64,
    /// The channel (must have no open game).
    pub channel_id: u64,
    /// Who opens it; joins it at once.
    pub host_id: u64,
    /// The chosen configuration (`players` is the table size).
    pub config: GameConfig,
}

impl Store {
    /// Opens a lobby in a channel, with the host as its first player. Fails with
    /// [`StoreError::ChannelBusy`] when the channel has an open game.
    pub async fn create_lobby(&self, new: NewLobby) -> StoreResult<StoredGame> {
        let config = to_json(&new.config, "config")?;
        let now = now_ms();
        let mut tx = self.write_txn().await?;
        ensure_channel_free(&mut tx, new.channel_id).await?;
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO games (guild_id, channel_id, host_id, status, config, version, \
             created_at, updated_at) VALUES ($1, $2, $3, 'lobby', $4, 0, $5, $5) RETURNING id",
        )
        .bind(id_to_sql(new.guild_id))
        .bind(id_to_sql(new.channel_id))
        .bind(id_to_sql(new.host_id))
        .bind(&config)
        .bind(now)
        .fetch_one(&mut *tx)
        .await?;
        sqlx::query(
            "INSERT INTO game_seats (game_id, user_id, join_order, joined_at) \
             VALUES ($1, $2, 0, $3)",
        )
        .bind(id)
        .bind(id_to_sql(new.host_id))
        .bind(now)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        self.load(GameId(id)).await
    }

    /// Adds a user to a lobby; returns the players in join order.
    pub async fn join_lobby(&self, game_id: GameId, user_id: u64) -> StoreResult<Vec<SeatEntry>> {
        let mut tx = self.write_txn().await?;
        let config = lobby_config(&mut tx, self.backend, game_id).await?;
        let seats = load_seats(&mut *tx, game_id).await?;
        let lobby = |problem| StoreError::Lobby { game_id, problem };
        if seats.iter().any(|s| s.user_id == user_id) {
            return Err(lobby(LobbyProblem::AlreadyJoined(user_id)));
        }
        if seats.len() >= usize::from(config.players) {
            return Err(lobby(LobbyProblem::Full(config.players)));
        }
        sqlx::query(
            "INSERT INTO game_seats (game_id, user_id, join_order, joined_at) \
             VALUES ($1, $2, (SELECT COALESCE(MAX(join_order), -1) + 1 FROM game_seats \
             WHERE game_id = $1), $3)",
        )
        .bind(game_id.0)
        .bind(id_to_sql(user_id))
        .bind(now_ms())
        .execute(&mut *tx)
        .await?;
        touch(&mut tx, game_id).await?;
        let seats = load_seats(&mut *tx, game_id).await?;
        tx.commit().await?;
        Ok(seats)
    }

    /// Adds a computer player at `level` to a lobby (its user id is the smallest number not
    /// used by the lobby's computers, see [`COMPUTER_USER_IDS`](crate::COMPUTER_USER_IDS));
    /// returns the players in join order.
    pub async fn add_computer(&self, game_id: GameId, level: &str) -> StoreResult<Vec<SeatEntry>> {
        let mut tx = self.write_txn().await?;
        let config = lobby_config(&mut tx, self.backend, game_id).await?;
        let seats = load_seats(&mut *tx, game_id).await?;
        if seats.len() >= usize::from(config.players) {
            return Err(StoreError::Lobby {
                game_id,
                problem: LobbyProblem::Full(config.players),
            });
        }
        let Some(user_id) = crate::COMPUTER_USER_IDS
            .clone()
            .find(|id| !seats.iter().any(|s| s.user_id == *id))
        else {
            return Err(StoreError::Lobby {
                game_id,
                problem: LobbyProblem::Full(config.players),
            });
        };
        sqlx::query(
            "INSERT INTO game_seats (game_id, user_id, join_order, joined_at, autoplay, computer) \
             VALUES ($1, $2, (SELECT COALESCE(MAX(join_order), -1) + 1 FROM game_seats \
             WHERE game_id = $1), $3, TRUE, $4)",
        )
        .bind(game_id.0)
        .bind(id_to_sql(user_id))
        .bind(now_ms())
        .bind(level)
        .execute(&mut *tx)
        .await?;
        touch(&mut tx, game_id).await?;
        let seats = load_seats(&mut *tx, game_id).await?;
        tx.commit().await?;
        Ok(seats)
    }

    /// Removes the computer player that joined a lobby last; returns the players left.
    pub async fn remove_computer(&self, game_id: GameId) -> StoreResult<Vec<SeatEntry>> {
        let mut tx = self.write_txn().await?;
        lobby_config(&mut tx, self.backend, game_id).await?;
        let seats = load_seats(&mut *tx, game_id).await?;
        let Some(last) = seats.iter().rev().find(|s| s.is_computer()) else {
            return Err(StoreError::Lobby {
                game_id,
                problem: LobbyProblem::NoComputer,
            });
        };
        sqlx::query("DELETE FROM game_seats WHERE game_id = $1 AND user_id = $2")
            .bind(game_id.0)
            .bind(id_to_sql(last.user_id))
            .execute(&mut *tx)
            .await?;
        touch(&mut tx, game_id).await?;
        let seats = load_seats(&mut *tx, game_id).await?;
        tx.commit().await?;
        Ok(seats)
    }

    /// Removes a user (not the host) from a lobby; returns the players left.
    pub async fn leave_lobby(&self, game_id: GameId, user_id: u64) -> StoreResult<Vec<SeatEntry>> {
        let mut tx = self.write_txn().await?;
        lobby_config(&mut tx, self.backend, game_id).await?;
        let host: i64 = sqlx::query_scalar("SELECT host_id FROM games WHERE id = $1")
            .bind(game_id.0)
            .fetch_one(&mut *tx)
            .await?;
        let lobby = |problem| StoreError::Lobby { game_id, problem };
        if host == id_to_sql(user_id) {
            return Err(lobby(LobbyProblem::HostLeaving));
        }
        let done = sqlx::query("DELETE FROM game_seats WHERE game_id = $1 AND user_id = $2")
            .bind(game_id.0)
            .bind(id_to_sql(user_id))
            .execute(&mut *tx)
            .await?;
        if done.rows_affected() == 0 {
            return Err(lobby(LobbyProblem::NotJoined(user_id)));
        }
        touch(&mut tx, game_id).await?;
        let seats = load_seats(&mut *tx, game_id).await?;
        tx.commit().await?;
        Ok(seats)
    }

    /// Replaces a lobby's configuration (variant, player count, target...).
    pub async fn set_lobby_config(&self, game_id: GameId, config: &GameConfig) -> StoreResult<()> {
        let text = to_json(config, "config")?;
        let mut tx = self.write_txn().await?;
        lobby_config(&mut tx, self.backend, game_id).await?;
        sqlx::query("UPDATE games SET config = $1, updated_at = $2 WHERE id = $3")
            .bind(&text)
            .bind(now_ms())
            .bind(game_id.0)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Starts a lobby: needs exactly `config.players` users; seats follow join order; the
    /// engine game is created from the lobby's configuration and `seed`.
    pub async fn start_lobby(&self, game_id: GameId, seed: u64) -> StoreResult<StoredGame> {
        let mut tx = self.write_txn().await?;
        let config = lobby_config(&mut tx, self.backend, game_id).await?;
        let seats = load_seats(&mut *tx, game_id).await?;
        if seats.len() != usize::from(config.players) {
            return Err(StoreError::Lobby {
                game_id,
                problem: LobbyProblem::PlayerCount {
                    joined: seats.len(),
                    players: config.players,
                },
            });
        }
        let game = Game::new(config, seed).map_err(|source| StoreError::InvalidConfig {
            game_id: Some(game_id),
            source,
        })?;
        let snapshot = to_json(&game, "snapshot")?;
        let now = now_ms();
        for (seat, entry) in seats.iter().enumerate() {
            sqlx::query("UPDATE game_seats SET seat = $1 WHERE game_id = $2 AND user_id = $3")
                .bind(seat as i64)
                .bind(game_id.0)
                .bind(id_to_sql(entry.user_id))
                .execute(&mut *tx)
                .await?;
        }
        sqlx::query(
            "UPDATE games SET status = 'active', seed = $1, snapshot = $2, version = $3, \
             started_at = $4, updated_at = $4 WHERE id = $5",
        )
        .bind(id_to_sql(seed))
        .bind(&snapshot)
        .bind(version_to_sql(game.version()))
        .bind(now)
        .bind(game_id.0)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        self.load(game_id).await
    }
}

/// The configuration of a game that must be a lobby.
async fn lobby_config(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    backend: Backend,
    game_id: GameId,
) -> StoreResult<GameConfig> {
    let status = status_of(tx, backend, game_id).await?;
    if status != GameStatus::Lobby {
        return Err(StoreError::WrongStatus {
            game_id,
            status,
            expected: "lobby",
        });
    }
    let text: String = sqlx::query_scalar("SELECT config FROM games WHERE id = $1")
        .bind(game_id.0)
        .fetch_one(&mut **tx)
        .await?;
    parse_json(&text, game_id, CorruptPart::Config)
}

async fn touch(tx: &mut sqlx::Transaction<'static, sqlx::Any>, game_id: GameId) -> StoreResult<()> {
    sqlx::query("UPDATE games SET updated_at = $1 WHERE id = $2")
        .bind(now_ms())
        .bind(game_id.0)
        .execute(&mut **tx)
        .await?;
    Ok(())
}
