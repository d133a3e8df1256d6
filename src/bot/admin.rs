//! `/catan-admin`: server administration (Manage Server). This minimal parent lists only
//! `kick` (in [`super::seats`]); the settings and ending a game join it elsewhere.

use super::seats::kick;
use super::{BotError, Context};

/// Administer Catan games on this server
#[poise::command(
    slash_command,
    guild_only,
    rename = "catan-admin",
    default_member_permissions = "MANAGE_GUILD",
    subcommands("kick"),
    subcommand_required
)]
pub async fn catan_admin(_ctx: Context<'_>) -> Result<(), BotError> {
    Ok(())
}
