//! Configuration of the simulated world (application, bot, guilds, channels, members) and its
//! Discord JSON shapes.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use serde_json::{Value, json};
use serenity::model::id::{ChannelId, GuildId, UserId};
use serenity::model::permissions::Permissions;

/// A simulated Discord user.
#[derive(Debug, Clone)]
pub struct SimUser {
    /// User id.
    pub id: UserId,
    /// Unique user name.
    pub name: String,
    /// Display name.
    pub global_name: Option<String>,
    /// Client locale sent with this user's interactions (e.g. `en-US`, `ja`).
    pub locale: String,
    /// Whether this is a bot account.
    pub bot: bool,
}

impl SimUser {
    /// A human user with locale `en-US`.
    pub fn new(id: u64, name: &str) -> Self {
        SimUser {
            id: UserId::new(id),
            name: name.to_owned(),
            global_name: Some(name.to_owned()),
            locale: "en-US".into(),
            bot: false,
        }
    }

    /// The same user with another locale.
    pub fn with_locale(mut self, locale: &str) -> Self {
        self.locale = locale.to_owned();
        self
    }

    /// The Discord user object.
    pub fn to_json(&self) -> Value {
        json!({
            "id": self.id.to_string(),
            "username": self.name,
            "global_name": self.global_name,
            "discriminator": "0",
            "avatar": null,
            "bot": self.bot,
            "public_flags": 0,
            "flags": 0,
        })
    }
}

/// A member of a simulated guild: a user and the permissions they have there.
#[derive(Debug, Clone)]
pub struct SimMember {
    /// The user.
    pub user: SimUser,
    /// Guild nickname.
    pub nick: Option<String>,
    /// Computed permissions in the guild's channels (sent as `member.permissions`).
    pub permissions: Permissions,
}

/// A text channel of a simulated guild.
#[derive(Debug, Clone)]
pub struct SimChannel {
    /// Channel id.
    pub id: ChannelId,
    /// Channel name (without `#`).
    pub name: String,
}

/// A simulated guild.
#[derive(Debug, Clone)]
pub struct SimGuild {
    /// Guild id.
    pub id: GuildId,
    /// Guild name.
    pub name: String,
    /// Preferred locale (sent as `guild_locale`).
    pub locale: String,
    /// Owner (a member).
    pub owner_id: UserId,
    /// Text channels.
    pub channels: Vec<SimChannel>,
    /// Members (the bot is added automatically).
    pub members: Vec<SimMember>,
}

/// Configuration of a [`FakeDiscord`](super::FakeDiscord).
#[derive(Debug, Clone)]
pub struct FakeConfig {
    /// Application id of the bot.
    pub application_id: u64,
    /// The bot user.
    pub bot: SimUser,
    /// Permissions the bot has in every channel (sent as `app_permissions`).
    pub bot_permissions: Permissions,
    /// Guilds, their channels and members.
    pub guilds: Vec<SimGuild>,
    /// Heartbeat interval announced in HELLO, in milliseconds.
    pub heartbeat_interval_ms: u64,
    /// Validate every request against the spec and the hand-checked rules.
    pub validate: bool,
    /// Answer requests that break a rule with 400, as Discord would (unknown fields excepted).
    pub reject_invalid: bool,
    /// Time the bot has to acknowledge an interaction; a later callback is recorded as a
    /// violation and answered 404 Unknown interaction, as on Discord.
    pub ack_deadline: std::time::Duration,
    /// Keep every request, every past state of every message and the bytes of every upload
    /// (what tests inspect; the default). A long benchmark with many tables turns it off, so
    /// the fake keeps only each message's latest state without file bytes and its memory
    /// stays flat: `requests()` and `versions()` are then empty and attachments have no bytes.
    pub keep_records: bool,
}

impl Default for FakeConfig {
    /// One guild "Kaitaku Test" with channels `#general` and `#catan`, members `alice`
    /// (owner, Manage Server), `bob` and `hanako` (locale `ja`).
    fn default() -> Self {
        let member = |user: SimUser, permissions| SimMember {
            user,
            nick: None,
            permissions,
        };
        let basic = Permissions::VIEW_CHANNEL
            | Permissions::SEND_MESSAGES
            | Permissions::USE_APPLICATION_COMMANDS
            | Permissions::READ_MESSAGE_HISTORY
            | Permissions::ATTACH_FILES
            | Permissions::EMBED_LINKS;
        let mut bot = SimUser::new(1_000_000_000_000_001, "kaitaku");
        bot.bot = true;
        FakeConfig {
            application_id: 1_000_000_000_000_001,
            bot,
            bot_permissions: basic,
            guilds: vec![SimGuild {
                id: GuildId::new(2_000_000_000_000_001),
                name: "Kaitaku Test".into(),
                locale: "en-US".into(),
                owner_id: UserId::new(3_000_000_000_000_001),
                channels: vec![
                    SimChannel {
                        id: ChannelId::new(4_000_000_000_000_001),
                        name: "general".into(),
                    },
                    SimChannel {
                        id: ChannelId::new(4_000_000_000_000_002),
                        name: "catan".into(),
                    },
                ],
                members: vec![
                    member(
                        SimUser::new(3_000_000_000_000_001, "alice"),
                        basic | Permissions::MANAGE_GUILD,
                    ),
                    member(SimUser::new(3_000_000_000_000_002, "bob"), basic),
                    member(
                        SimUser::new(3_000_000_000_000_003, "hanako").with_locale("ja"),
                        basic,
                    ),
                ],
            }],
            heartbeat_interval_ms: 41_250,
            validate: true,
            reject_invalid: true,
            ack_deadline: std::time::Duration::from_secs(3),
            keep_records: true,
        }
    }
}

impl FakeConfig {
    /// The guild containing `channel`.
    pub fn guild_of(&self, channel: ChannelId) -> Option<&SimGuild> {
        self.guilds
            .iter()
            .find(|g| g.channels.iter().any(|c| c.id == channel))
    }

    /// The channel with this id.
    pub fn channel(&self, channel: ChannelId) -> Option<&SimChannel> {
        self.guilds
            .iter()
            .flat_map(|g| &g.channels)
            .find(|c| c.id == channel)
    }

    /// A user (member of any guild, or the bot) by id.
    pub fn user(&self, id: UserId) -> Option<&SimUser> {
        if self.bot.id == id {
            return Some(&self.bot);
        }
        self.guilds
            .iter()
            .flat_map(|g| &g.members)
            .map(|m| &m.user)
            .find(|u| u.id == id)
    }

    /// The member `user` of `guild`.
    pub fn member(&self, guild: GuildId, user: UserId) -> Option<&SimMember> {
        self.guilds
            .iter()
            .find(|g| g.id == guild)
            .and_then(|g| g.members.iter().find(|m| m.user.id == user))
    }
}

/// The application object (`GET /oauth2/applications/@me`); the owner is the first guild's owner.
pub fn application_json(c: &FakeConfig) -> Value {
    let owner = c
        .guilds
        .first()
        .and_then(|g| c.user(g.owner_id))
        .unwrap_or(&c.bot);
    json!({
        "id": c.application_id.to_string(),
        "name": c.bot.name,
        "icon": null,
        "description": "",
        "rpc_origins": [],
        "bot_public": true,
        "bot_require_code_grant": false,
        "bot": c.bot.to_json(),
        "owner": owner.to_json(),
        "verify_key": "0".repeat(64),
        "team": null,
        "flags": 0,
        "approximate_guild_count": c.guilds.len(),
        "approximate_user_install_count": 0,
        "redirect_uris": [],
        "interactions_endpoint_url": null,
        "role_connections_verification_url": null,
        "integration_types_config": { "0": {} },
    })
}

/// Milliseconds since the Discord epoch (2015-01-01).
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// Generates increasing snowflakes from the current time.
#[derive(Debug, Default)]
pub struct Snowflakes(AtomicU64);

impl Snowflakes {
    /// The next unique snowflake.
    pub fn next(&self) -> u64 {
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64);
        let candidate = now.saturating_sub(DISCORD_EPOCH_MS) << 22;
        let mut last = self.0.load(Ordering::Relaxed);
        loop {
            let next = candidate.max(last + 1);
            match self
                .0
                .compare_exchange(last, next, Ordering::Relaxed, Ordering::Relaxed)
            {
                Ok(_) => return next,
                Err(actual) => last = actual,
            }
        }
    }
}

/// The current time as an ISO 8601 timestamp.
pub fn now_timestamp() -> String {
    serenity::model::Timestamp::now().to_string()
}

/// The guild member object (with `permissions`, as in interactions).
pub fn member_json(member: &SimMember, joined_at: &str) -> Value {
    json!({
        "user": member.user.to_json(),
        "nick": member.nick,
        "avatar": null,
        "roles": [],
        "joined_at": joined_at,
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "permissions": member.permissions.bits().to_string(),
        "communication_disabled_until": null,
    })
}

/// The channel object of a guild text channel.
pub fn channel_json(guild: &SimGuild, channel: &SimChannel, position: usize) -> Value {
    json!({
        "id": channel.id.to_string(),
        "type": 0,
        "guild_id": guild.id.to_string(),
        "name": channel.name,
        "position": position,
        "permission_overwrites": [],
        "topic": null,
        "nsfw": false,
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "parent_id": null,
    })
}

/// The GUILD_CREATE payload of a guild.
pub fn guild_json(
    guild: &SimGuild,
    bot: &SimUser,
    bot_permissions: Permissions,
    joined_at: &str,
) -> Value {
    let mut members: Vec<Value> = guild
        .members
        .iter()
        .map(|m| member_json(m, joined_at))
        .collect();
    members.push(member_json(
        &SimMember {
            user: bot.clone(),
            nick: None,
            permissions: bot_permissions,
        },
        joined_at,
    ));
    let channels: Vec<Value> = guild
        .channels
        .iter()
        .enumerate()
        .map(|(i, c)| channel_json(guild, c, i))
        .collect();
    json!({
        "id": guild.id.to_string(),
        "name": guild.name,
        "icon": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": guild.owner_id.to_string(),
        "afk_channel_id": null,
        "afk_timeout": 300,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": [{
            "id": guild.id.to_string(),
            "name": "@everyone",
            "color": 0,
            "colors": { "primary_color": 0, "secondary_color": null, "tertiary_color": null },
            "hoist": false,
            "icon": null,
            "unicode_emoji": null,
            "position": 0,
            "permissions": bot_permissions.bits().to_string(),
            "managed": false,
            "mentionable": false,
            "flags": 0,
        }],
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "max_members": 500_000,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": guild.locale,
        "public_updates_channel_id": null,
        "nsfw_level": 0,
        "premium_progress_bar_enabled": false,
        "stickers": [],
        "joined_at": joined_at,
        "large": false,
        "unavailable": false,
        "member_count": members.len(),
        "members": members,
        "channels": channels,
        "threads": [],
        "presences": [],
        "voice_states": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
    })
}
