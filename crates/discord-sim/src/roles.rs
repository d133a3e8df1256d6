//! Roles and changes to members while the fake runs: a test can create a role, give it to a
//! member, or change a member's permissions; interactions then carry the member's roles and
//! permissions, and role and channel options are resolved as Discord resolves them.

use std::collections::HashMap;

use serde_json::{Map, Value, json};
use serenity::model::id::{GuildId, RoleId, UserId};
use serenity::model::permissions::Permissions;

use super::model::channel_json;
use super::world::World;
use super::{FakeDiscord, SimError};

/// A role created by a test.
#[derive(Debug, Clone)]
pub struct SimRole {
    /// The guild it belongs to.
    pub guild: GuildId,
    /// Role id.
    pub id: RoleId,
    /// Role name.
    pub name: String,
}

/// Roles and role assignments made while the fake runs.
#[derive(Debug, Default)]
pub struct RoleState {
    /// Every created role.
    pub roles: Vec<SimRole>,
    /// The roles of each member, by (guild, user).
    pub member_roles: HashMap<(u64, u64), Vec<RoleId>>,
}

impl RoleState {
    /// The role object of `role`, as in `resolved.roles`.
    pub fn role_json(&self, role: RoleId) -> Option<Value> {
        let r = self.roles.iter().find(|r| r.id == role)?;
        Some(json!({
            "id": r.id.to_string(),
            "name": r.name,
            "color": 0,
            "colors": { "primary_color": 0, "secondary_color": null, "tertiary_color": null },
            "hoist": false,
            "icon": null,
            "unicode_emoji": null,
            "position": 1,
            "permissions": "0",
            "managed": false,
            "mentionable": true,
            "flags": 0,
        }))
    }

    /// The role ids of a member, as strings for `member.roles`.
    pub fn roles_of(&self, guild: GuildId, user: UserId) -> Vec<String> {
        self.member_roles
            .get(&(guild.get(), user.get()))
            .into_iter()
            .flatten()
            .map(ToString::to_string)
            .collect()
    }
}

/// Resolved data for role (type 8) and channel (type 7) options: adds the role or channel to
/// `roles` / `channels` when it exists.
pub fn resolve_option(
    world: &World,
    guild: Option<GuildId>,
    otype: u64,
    value: &Value,
    roles: &mut Map<String, Value>,
    channels: &mut Map<String, Value>,
) {
    let Some(id) = value.as_str().and_then(|s| s.parse::<u64>().ok()) else {
        return;
    };
    match otype {
        8 => {
            if let Some(role) = world.roles.role_json(RoleId::new(id.max(1))) {
                roles.insert(id.to_string(), role);
            }
        }
        7 => {
            let found = world
                .config
                .guilds
                .iter()
                .filter(|g| guild.is_none_or(|want| g.id == want))
                .find_map(|g| {
                    g.channels
                        .iter()
                        .enumerate()
                        .find(|(_, c)| c.id.get() == id)
                        .map(|(i, c)| (g, c, i))
                });
            if let Some((g, c, i)) = found {
                let full = channel_json(g, c, i);
                channels.insert(
                    id.to_string(),
                    json!({
                        "id": full["id"],
                        "name": full["name"],
                        "type": full["type"],
                        "permissions": "0",
                    }),
                );
            }
        }
        _ => {}
    }
}

impl FakeDiscord {
    /// Creates a role named `name` in `guild` and returns its id.
    pub fn create_role(&self, guild: GuildId, name: &str) -> RoleId {
        let id = RoleId::new(self.shared.ids.next());
        self.shared.update(|w| {
            w.roles.roles.push(SimRole {
                guild,
                id,
                name: name.to_owned(),
            });
        });
        id
    }

    /// Sets the roles of member `user` of `guild` (sent in their interactions' `member.roles`).
    pub fn set_member_roles(&self, guild: GuildId, user: UserId, roles: &[RoleId]) {
        self.shared.update(|w| {
            w.roles
                .member_roles
                .insert((guild.get(), user.get()), roles.to_vec());
        });
    }

    /// Changes the permissions of member `user` of `guild` (e.g. grants Manage Server).
    pub fn set_member_permissions(
        &self,
        guild: GuildId,
        user: UserId,
        permissions: Permissions,
    ) -> Result<(), SimError> {
        self.shared.update(|w| {
            let member = w
                .config
                .guilds
                .iter_mut()
                .find(|g| g.id == guild)
                .and_then(|g| g.members.iter_mut().find(|m| m.user.id == user))
                .ok_or_else(|| SimError::NotFound(format!("member {user} of guild {guild}")))?;
            member.permissions = permissions;
            Ok(())
        })
    }
}
