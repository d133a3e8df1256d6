//! Per-server settings chosen by its admins: allowed variants, default configuration, turn
//! timer and reminders, who may start games and where, the language of public messages.

use serde::{Deserialize, Serialize};
use sqlx::Row;

use kaitaku_engine::GameConfig;
use kaitaku_engine::board::layout::LayoutChoice;
use kaitaku_engine::modules::ModuleId;
use kaitaku_i18n::Lang;

use super::Store;
use super::error::{StoreError, StoreResult};
use super::types::{id_from_sql, id_to_sql, now_ms, to_json};

/// Who may open a game in a server.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StartPolicy {
    /// Any member.
    Anyone,
    /// Members with this role (and admins).
    Role(u64),
    /// Only members with the Manage Server permission.
    Admins,
}

/// A server's settings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GuildSettings {
    /// Rule modules players may choose (the base game is always allowed).
    pub allowed_variants: Vec<ModuleId>,
    /// The configuration `/catan new` proposes; the engine default when `None`.
    pub default_config: Option<GameConfig>,
    /// Seconds a player has per decision before the timer plays for them; off when `None`.
    pub turn_timer_secs: Option<u32>,
    /// Who may start games.
    pub start_policy: StartPolicy,
    /// Seconds between reminders to whoever owes a decision; no reminders when `None`.
    pub reminder_secs: Option<u32>,
    /// Channels where games may be opened; any channel when empty.
    pub game_channels: Vec<u64>,
    /// Language of public messages; the server's Discord locale when `None`.
    pub language: Option<Lang>,
    /// The board of new games when `/catan new` does not choose one; `None` for a server
    /// that never chose (the bot then deals the balanced random board).
    pub default_board: Option<LayoutChoice>,
    /// Whether the turn timer and an admin's kick hand a seat to the computer player (normal
    /// level) instead of playing its minimal moves.
    pub computer_takes_over: bool,
}

impl Default for GuildSettings {
    /// Every variant allowed, no default configuration, no timer, no reminders, anyone may
    /// start, in any channel, public messages in the server's language.
    fn default() -> Self {
        GuildSettings {
            allowed_variants: ModuleId::ALL.to_vec(),
            default_config: None,
            turn_timer_secs: None,
            start_policy: StartPolicy::Anyone,
            reminder_secs: None,
            game_channels: Vec::new(),
            language: None,
            default_board: None,
            computer_takes_over: false,
        }
    }
}

impl Store {
    /// A server's settings (the defaults if it never saved any).
    pub async fn guild_settings(&self, guild_id: u64) -> StoreResult<GuildSettings> {
        let row = sqlx::query(
            "SELECT allowed_variants, default_config, turn_timer_secs, start_policy, \
             start_role_id, reminder_secs, game_channels, language, default_board, \
             CAST(CASE WHEN computer_takes_over THEN 1 ELSE 0 END AS BIGINT) AS computer_takes_over \
             FROM guild_settings WHERE guild_id = $1",
        )
        .bind(id_to_sql(guild_id))
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else {
            return Ok(GuildSettings::default());
        };
        let corrupt = |field: &'static str, detail: String| StoreError::CorruptSettings {
            guild_id,
            field,
            detail,
        };
        let get_text = |field: &'static str| -> StoreResult<Option<String>> {
            row.try_get::<Option<String>, _>(field)
                .map_err(|e| corrupt(field, e.to_string()))
        };
        let allowed = get_text("allowed_variants")?.unwrap_or_else(|| "[]".into());
        let allowed_variants = serde_json::from_str(&allowed)
            .map_err(|e| corrupt("allowed_variants", e.to_string()))?;
        let default_config = get_text("default_config")?
            .map(|t| serde_json::from_str(&t))
            .transpose()
            .map_err(|e| corrupt("default_config", e.to_string()))?;
        let timer: Option<i64> = row
            .try_get("turn_timer_secs")
            .map_err(|e| corrupt("turn_timer_secs", e.to_string()))?;
        let turn_timer_secs = timer
            .map(u32::try_from)
            .transpose()
            .map_err(|e| corrupt("turn_timer_secs", e.to_string()))?;
        let reminder: Option<i64> = row
            .try_get("reminder_secs")
            .map_err(|e| corrupt("reminder_secs", e.to_string()))?;
        let reminder_secs = reminder
            .map(u32::try_from)
            .transpose()
            .map_err(|e| corrupt("reminder_secs", e.to_string()))?;
        let channels = get_text("game_channels")?.unwrap_or_else(|| "[]".into());
        let game_channels: Vec<u64> =
            serde_json::from_str(&channels).map_err(|e| corrupt("game_channels", e.to_string()))?;
        let language = match get_text("language")?.as_deref() {
            None | Some("auto") => None,
            Some(code) => Some(
                Lang::from_code(code)
                    .ok_or_else(|| corrupt("language", format!("unknown language {code:?}")))?,
            ),
        };
        let default_board = get_text("default_board")?
            .map(|t| serde_json::from_str(&t))
            .transpose()
            .map_err(|e| corrupt("default_board", e.to_string()))?;
        let role: Option<i64> = row
            .try_get("start_role_id")
            .map_err(|e| corrupt("start_role_id", e.to_string()))?;
        let start_policy = match (get_text("start_policy")?.as_deref(), role) {
            (Some("anyone"), _) => StartPolicy::Anyone,
            (Some("admins"), _) => StartPolicy::Admins,
            (Some("role"), Some(role)) => StartPolicy::Role(id_from_sql(role)),
            (other, _) => {
                return Err(corrupt("start_policy", format!("unexpected {other:?}")));
            }
        };
        let computer: i64 = row
            .try_get("computer_takes_over")
            .map_err(|e| corrupt("computer_takes_over", e.to_string()))?;
        Ok(GuildSettings {
            computer_takes_over: computer != 0,
            allowed_variants,
            default_config,
            turn_timer_secs,
            start_policy,
            reminder_secs,
            game_channels,
            language,
            default_board,
        })
    }

    /// Saves a server's settings (insert or replace).
    pub async fn set_guild_settings(
        &self,
        guild_id: u64,
        settings: &GuildSettings,
    ) -> StoreResult<()> {
        let allowed = to_json(&settings.allowed_variants, "allowed variants")?;
        let default_config = settings
            .default_config
            .as_ref()
            .map(|c| to_json(c, "default config"))
            .transpose()?;
        let channels = to_json(&settings.game_channels, "game channels")?;
        let default_board = settings
            .default_board
            .as_ref()
            .map(|b| to_json(b, "default board"))
            .transpose()?;
        let language = settings.language.map_or("auto", Lang::code);
        let (policy, role) = match settings.start_policy {
            StartPolicy::Anyone => ("anyone", None),
            StartPolicy::Role(r) => ("role", Some(id_to_sql(r))),
            StartPolicy::Admins => ("admins", None),
        };
        sqlx::query(
            "INSERT INTO guild_settings (guild_id, allowed_variants, default_config, \
             turn_timer_secs, start_policy, start_role_id, updated_at, reminder_secs, \
             game_channels, language, default_board, computer_takes_over) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) \
             ON CONFLICT (guild_id) DO UPDATE SET allowed_variants = excluded.allowed_variants, \
             default_config = excluded.default_config, turn_timer_secs = excluded.turn_timer_secs, \
             start_policy = excluded.start_policy, start_role_id = excluded.start_role_id, \
             updated_at = excluded.updated_at, reminder_secs = excluded.reminder_secs, \
             game_channels = excluded.game_channels, language = excluded.language, \
             default_board = excluded.default_board, \
             computer_takes_over = excluded.computer_takes_over",
        )
        .bind(id_to_sql(guild_id))
        .bind(&allowed)
        .bind(default_config)
        .bind(settings.turn_timer_secs.map(i64::from))
        .bind(policy)
        .bind(role)
        .bind(now_ms())
        .bind(settings.reminder_secs.map(i64::from))
        .bind(&channels)
        .bind(language)
        .bind(default_board)
        .bind(settings.computer_takes_over)
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}
