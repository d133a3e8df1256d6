//! Simulated users: building complete `INTERACTION_CREATE` payloads, and handles to await the
//! bot's answer.

use std::sync::Arc;
use std::time::Duration;

use serde_json::{Map, Value, json};
use serenity::model::id::{ChannelId, GuildId, MessageId, UserId};
use tokio::time::Instant;

use super::FakeDiscord;
use super::SimError;
use super::channels::{LOADING, SimMessage};
use super::model::{channel_json, member_json};
use super::request::Upload;
use super::world::{Shared, World};

/// Interaction types.
pub mod kind {
    /// Slash command.
    pub const COMMAND: u8 = 2;
    /// Button click or select.
    pub const COMPONENT: u8 = 3;
    /// Autocomplete request.
    pub const AUTOCOMPLETE: u8 = 4;
    /// Modal submission.
    pub const MODAL_SUBMIT: u8 = 5;
}

/// The bot's initial answer to an interaction (`POST /interactions/{id}/{token}/callback`).
#[derive(Debug, Clone)]
pub struct Callback {
    /// Callback type (4 message, 5 deferred, 6 deferred update, 7 update, 8 autocomplete, 9 modal).
    pub kind: u8,
    /// The callback's `data` (`Null` if none).
    pub data: Value,
    /// Files uploaded with it.
    pub files: Vec<Upload>,
    /// Time from sending `INTERACTION_CREATE` to the callback arriving.
    pub latency: Duration,
}

impl Callback {
    /// Autocomplete choices `(name, value)` of a type-8 callback.
    pub fn choices(&self) -> Vec<(String, Value)> {
        self.data
            .get("choices")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .map(|c| {
                let name = c.get("name").and_then(Value::as_str).unwrap_or("");
                (
                    name.to_owned(),
                    c.get("value").cloned().unwrap_or(Value::Null),
                )
            })
            .collect()
    }
}

/// What the fake remembers of one interaction.
#[derive(Debug, Clone)]
pub struct InteractionState {
    /// Interaction id.
    pub id: u64,
    /// Interaction token.
    pub token: String,
    /// Interaction type (see [`kind`]).
    pub kind: u8,
    /// The user who acted.
    pub user: UserId,
    /// Channel.
    pub channel: ChannelId,
    /// Guild.
    pub guild: Option<GuildId>,
    /// For components: the message clicked.
    pub source_message: Option<MessageId>,
    /// When `INTERACTION_CREATE` was sent.
    pub sent_at: Instant,
    /// The callback, once received.
    pub callback: Option<Callback>,
    /// The original response message (created, deferred or updated).
    pub original: Option<MessageId>,
    /// Follow-up messages.
    pub followups: Vec<MessageId>,
    /// For commands and autocomplete: the command path (`"catan build settlement"`).
    pub command: Option<String>,
}

/// A handle on an interaction a simulated user sent; await the bot's answer with it.
#[derive(Clone)]
pub struct InteractionHandle {
    shared: Arc<Shared>,
    /// Interaction id.
    pub id: u64,
    /// Interaction token.
    pub token: String,
    /// The user who acted.
    pub user: UserId,
    /// Channel.
    pub channel: ChannelId,
    /// When `INTERACTION_CREATE` was sent.
    pub sent_at: Instant,
}

impl InteractionHandle {
    fn state(&self, world: &World) -> Option<InteractionState> {
        world.interactions.get(&self.token).cloned()
    }

    /// Waits for the bot's callback.
    pub async fn callback(&self, timeout: Duration) -> Result<Callback, SimError> {
        self.shared
            .wait_for(timeout, |w| self.state(w).and_then(|s| s.callback))
            .await
            .ok_or_else(|| SimError::Timeout(format!("no callback for interaction {}", self.id)))
    }

    /// Waits for the callback and returns its latency (send to callback arrival).
    pub async fn latency(&self, timeout: Duration) -> Result<Duration, SimError> {
        Ok(self.callback(timeout).await?.latency)
    }

    /// Waits until the original response message exists and is no longer "thinking".
    pub async fn response(&self, timeout: Duration) -> Result<SimMessage, SimError> {
        self.shared
            .wait_for(timeout, |w| {
                let id = self.state(w)?.original?;
                w.messages
                    .get(id)
                    .filter(|m| m.flags & LOADING == 0)
                    .cloned()
            })
            .await
            .ok_or_else(|| {
                SimError::Timeout(format!("no response message for interaction {}", self.id))
            })
    }

    /// Waits until the bot has sent at least `n` follow-up messages and returns them.
    pub async fn followups(
        &self,
        n: usize,
        timeout: Duration,
    ) -> Result<Vec<SimMessage>, SimError> {
        self.shared
            .wait_for(timeout, |w| {
                let s = self.state(w)?;
                let msgs: Vec<SimMessage> = s
                    .followups
                    .iter()
                    .filter_map(|id| w.messages.get(*id).cloned())
                    .collect();
                (msgs.len() >= n).then_some(msgs)
            })
            .await
            .ok_or_else(|| {
                SimError::Timeout(format!(
                    "fewer than {n} follow-ups for interaction {}",
                    self.id
                ))
            })
    }

    /// The state as the fake knows it now.
    pub fn snapshot(&self) -> Option<InteractionState> {
        self.state(&self.shared.lock())
    }
}

/// Where a simulated user acts.
struct Origin<'a> {
    user: UserId,
    channel: ChannelId,
    message: Option<&'a SimMessage>,
}

impl FakeDiscord {
    /// Sends a slash command as `user` in `channel`. `command` is the command path
    /// (`"catan build settlement"`); `options` are the leaf options by name, typed from the
    /// registered command.
    pub fn slash_command(
        &self,
        user: UserId,
        channel: ChannelId,
        command: &str,
        options: &[(&str, Value)],
    ) -> Result<InteractionHandle, SimError> {
        self.command_like(user, channel, command, options, None)
    }

    /// Sends an autocomplete request as `user` typing `focused` of `command` (other options
    /// already filled in `options`; the focused one's value is the partial text).
    pub fn autocomplete(
        &self,
        user: UserId,
        channel: ChannelId,
        command: &str,
        options: &[(&str, Value)],
        focused: &str,
    ) -> Result<InteractionHandle, SimError> {
        self.command_like(user, channel, command, options, Some(focused))
    }

    fn command_like(
        &self,
        user: UserId,
        channel: ChannelId,
        command: &str,
        options: &[(&str, Value)],
        focused: Option<&str>,
    ) -> Result<InteractionHandle, SimError> {
        let (data, kind) = {
            let world = self.shared.lock();
            let guild = world.config.guild_of(channel).map(|g| g.id);
            let data = command_data(&world, guild, command, options, focused)?;
            let kind = if focused.is_some() {
                kind::AUTOCOMPLETE
            } else {
                kind::COMMAND
            };
            (data, kind)
        };
        self.send_interaction(
            kind,
            Origin {
                user,
                channel,
                message: None,
            },
            data,
        )
    }

    /// Clicks the button `custom_id` of `message` as `user`.
    pub fn click_button(
        &self,
        user: UserId,
        message: MessageId,
        custom_id: &str,
    ) -> Result<InteractionHandle, SimError> {
        self.component(user, message, custom_id, None)
    }

    /// Chooses `values` in the select menu `custom_id` of `message` as `user`.
    pub fn select(
        &self,
        user: UserId,
        message: MessageId,
        custom_id: &str,
        values: &[&str],
    ) -> Result<InteractionHandle, SimError> {
        self.component(user, message, custom_id, Some(values))
    }

    /// Sends a button interaction with any `custom_id` on `message`, as a modified client
    /// could: the fake does not check that the message has such a button. For testing that the
    /// bot refuses ids it did not make.
    pub fn forge_button(
        &self,
        user: UserId,
        message: MessageId,
        custom_id: &str,
    ) -> Result<InteractionHandle, SimError> {
        let msg = self
            .shared
            .lock()
            .messages
            .get(message)
            .cloned()
            .ok_or_else(|| SimError::NotFound(format!("message {message}")))?;
        let data = json!({ "custom_id": custom_id, "component_type": 2 });
        let origin = Origin {
            user,
            channel: msg.channel_id,
            message: Some(&msg),
        };
        self.send_interaction(kind::COMPONENT, origin, data)
    }

    fn component(
        &self,
        user: UserId,
        message: MessageId,
        custom_id: &str,
        values: Option<&[&str]>,
    ) -> Result<InteractionHandle, SimError> {
        let msg = self
            .shared
            .lock()
            .messages
            .get(message)
            .cloned()
            .ok_or_else(|| SimError::NotFound(format!("message {message}")))?;
        if !msg.visible_to(Some(user)) {
            return Err(SimError::Invalid(format!(
                "user {user} cannot see message {message}"
            )));
        }
        let comp = msg.component(custom_id).ok_or_else(|| {
            SimError::NotFound(format!("component {custom_id:?} in message {message}"))
        })?;
        if comp.get("disabled").and_then(Value::as_bool) == Some(true) {
            return Err(SimError::Invalid(format!(
                "component {custom_id:?} is disabled"
            )));
        }
        let ctype = comp.get("type").and_then(Value::as_u64).unwrap_or(0);
        let mut data = json!({ "custom_id": custom_id, "component_type": ctype });
        match (ctype, values) {
            (2, None) => {}
            (2, Some(_)) => {
                return Err(SimError::Invalid(format!(
                    "{custom_id:?} is a button, not a select"
                )));
            }
            (_, None) => return Err(SimError::Invalid(format!("{custom_id:?} is not a button"))),
            (_, Some(values)) => {
                check_select(comp, values)?;
                data["values"] = json!(values);
            }
        }
        let origin = Origin {
            user,
            channel: msg.channel_id,
            message: Some(&msg),
        };
        self.send_interaction(kind::COMPONENT, origin, data)
    }

    /// Submits the modal the bot opened in answer to `opened` (a type-9 callback), filling text
    /// inputs by `custom_id`.
    pub fn submit_modal(
        &self,
        opened: &InteractionHandle,
        fields: &[(&str, &str)],
    ) -> Result<InteractionHandle, SimError> {
        let state = opened
            .snapshot()
            .ok_or_else(|| SimError::NotFound(format!("interaction {}", opened.id)))?;
        let modal = state.callback.filter(|c| c.kind == 9).ok_or_else(|| {
            SimError::Invalid(format!("interaction {} did not open a modal", opened.id))
        })?;
        let custom_id = modal.data.get("custom_id").cloned().unwrap_or(Value::Null);
        let mut rows = Vec::new();
        for row in modal
            .data
            .get("components")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            let mut inputs = Vec::new();
            for input in row
                .get("components")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
            {
                let id = input.get("custom_id").and_then(Value::as_str).unwrap_or("");
                let value = fields
                    .iter()
                    .find(|(k, _)| *k == id)
                    .map_or("", |(_, v)| *v);
                inputs.push(json!({ "type": 4, "custom_id": id, "value": value }));
            }
            rows.push(json!({ "type": 1, "components": inputs }));
        }
        let source = state
            .source_message
            .and_then(|m| self.shared.lock().messages.get(m).cloned());
        let origin = Origin {
            user: state.user,
            channel: state.channel,
            message: source.as_ref(),
        };
        let data = json!({ "custom_id": custom_id, "components": rows });
        self.send_interaction(kind::MODAL_SUBMIT, origin, data)
    }

    fn send_interaction(
        &self,
        kind: u8,
        origin: Origin<'_>,
        data: Value,
    ) -> Result<InteractionHandle, SimError> {
        let id = self.shared.ids.next();
        let token = format!("sim-token-{id}");
        let command = command_path(&data);
        let (payload, guild) = {
            let world = self.shared.lock();
            let payload =
                interaction_payload(&self.shared, &world, id, &token, kind, &origin, data)?;
            let guild = world.config.guild_of(origin.channel).map(|g| g.id);
            (payload, guild)
        };
        if let Err(e) =
            serde_json::from_value::<serenity::model::application::Interaction>(payload.clone())
        {
            return Err(SimError::Invalid(format!(
                "fake built an interaction serenity rejects: {e}"
            )));
        }
        let sent_at = Instant::now();
        self.shared.update(|w| {
            w.interactions.insert(
                token.clone(),
                InteractionState {
                    id,
                    token: token.clone(),
                    kind,
                    user: origin.user,
                    channel: origin.channel,
                    guild,
                    source_message: origin.message.map(|m| m.id),
                    sent_at,
                    callback: None,
                    original: None,
                    followups: Vec::new(),
                    command,
                },
            );
        });
        if !self
            .shared
            .dispatch(guild.map(GuildId::get), "INTERACTION_CREATE", payload)
        {
            return Err(SimError::NoGateway);
        }
        Ok(InteractionHandle {
            shared: Arc::clone(&self.shared),
            id,
            token,
            user: origin.user,
            channel: origin.channel,
            sent_at,
        })
    }
}

/// The command path of command interaction data: its name and any subcommand group/subcommand.
fn command_path(data: &Value) -> Option<String> {
    let mut path = vec![data.get("name")?.as_str()?.to_owned()];
    let mut node = data;
    while let Some(sub) = node
        .get("options")
        .and_then(Value::as_array)
        .and_then(|o| o.first())
        .filter(|o| matches!(o.get("type").and_then(Value::as_u64), Some(1 | 2)))
    {
        path.push(
            sub.get("name")
                .and_then(Value::as_str)
                .unwrap_or("")
                .to_owned(),
        );
        node = sub;
    }
    Some(path.join(" "))
}

fn check_select(comp: &Value, values: &[&str]) -> Result<(), SimError> {
    let min = comp.get("min_values").and_then(Value::as_u64).unwrap_or(1) as usize;
    let max = comp.get("max_values").and_then(Value::as_u64).unwrap_or(1) as usize;
    if values.len() < min || values.len() > max {
        return Err(SimError::Invalid(format!(
            "{} values chosen, the menu allows {min}..={max}",
            values.len()
        )));
    }
    if let Some(options) = comp.get("options").and_then(Value::as_array) {
        for v in values {
            if !options
                .iter()
                .any(|o| o.get("value").and_then(Value::as_str) == Some(v))
            {
                return Err(SimError::Invalid(format!(
                    "{v:?} is not an option of the menu"
                )));
            }
        }
    }
    Ok(())
}

/// The registered command matching `path`, with options typed from its definition.
fn command_data(
    world: &World,
    guild: Option<GuildId>,
    path: &str,
    options: &[(&str, Value)],
    focused: Option<&str>,
) -> Result<Value, SimError> {
    let mut words = path.split_whitespace();
    let name = words
        .next()
        .ok_or_else(|| SimError::Invalid("empty command".into()))?;
    let guild_cmds = guild.and_then(|g| world.guild_commands.get(&g.get()));
    let is_chat = |c: &&Value| {
        c.get("name").and_then(Value::as_str) == Some(name)
            && c.get("type").and_then(Value::as_u64).unwrap_or(1) == 1
    };
    let cmd = guild_cmds
        .and_then(|list| list.iter().find(is_chat))
        .or_else(|| world.global_commands.iter().find(is_chat))
        .ok_or_else(|| SimError::NotFound(format!("registered command {name:?}")))?;

    // Descend into subcommand groups / subcommands.
    let mut chain = Vec::new();
    let mut node = cmd;
    for word in words {
        let sub = node
            .get("options")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .find(|o| {
                o.get("name").and_then(Value::as_str) == Some(word)
                    && matches!(o.get("type").and_then(Value::as_u64), Some(1 | 2))
            })
            .ok_or_else(|| SimError::NotFound(format!("subcommand {word:?} of {path:?}")))?;
        chain.push(sub);
        node = sub;
    }
    let defs: Vec<&Value> = node
        .get("options")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .collect();
    let mut leaf = Vec::new();
    let mut resolved_users = Map::new();
    let mut resolved_members = Map::new();
    let mut resolved_roles = Map::new();
    let mut resolved_channels = Map::new();
    for (opt_name, value) in options {
        let def = defs
            .iter()
            .find(|d| d.get("name").and_then(Value::as_str) == Some(opt_name))
            .ok_or_else(|| SimError::NotFound(format!("option {opt_name:?} of {path:?}")))?;
        let otype = def.get("type").and_then(Value::as_u64).unwrap_or(3);
        let mut o = json!({ "type": otype, "name": opt_name, "value": value });
        if focused == Some(*opt_name) {
            o["focused"] = json!(true);
        } else if otype == 6 {
            let uid = value
                .as_str()
                .and_then(|s| s.parse::<u64>().ok())
                .unwrap_or(0);
            if let Some(u) = world.config.user(UserId::new(uid.max(1))) {
                resolved_users.insert(uid.to_string(), u.to_json());
            }
            if let Some(m) = guild.and_then(|g| world.config.member(g, UserId::new(uid.max(1)))) {
                let mut mj = member_json(m, "2024-01-01T00:00:00.000Z");
                if let Some(obj) = mj.as_object_mut() {
                    obj.remove("user");
                }
                resolved_members.insert(uid.to_string(), mj);
            }
        } else {
            super::roles::resolve_option(
                world,
                guild,
                otype,
                value,
                &mut resolved_roles,
                &mut resolved_channels,
            );
        }
        leaf.push(o);
    }
    for d in &defs {
        let dname = d.get("name").and_then(Value::as_str).unwrap_or("");
        if d.get("required").and_then(Value::as_bool) == Some(true)
            && focused.is_none()
            && !options.iter().any(|(n, _)| *n == dname)
        {
            return Err(SimError::Invalid(format!(
                "required option {dname:?} of {path:?} is missing"
            )));
        }
    }
    let mut opts = Value::Array(leaf);
    for sub in chain.iter().rev() {
        opts = json!([{ "type": sub.get("type"), "name": sub.get("name"), "options": opts }]);
    }
    let mut data = json!({
        "id": cmd.get("id"),
        "name": name,
        "type": 1,
        "options": opts,
    });
    if let Some(g) = cmd.get("guild_id").filter(|g| !g.is_null()) {
        data["guild_id"] = g.clone();
    }
    if !resolved_users.is_empty() {
        data["resolved"] = json!({ "users": resolved_users, "members": resolved_members });
    }
    if !resolved_roles.is_empty() {
        data["resolved"]["roles"] = Value::Object(resolved_roles);
    }
    if !resolved_channels.is_empty() {
        data["resolved"]["channels"] = Value::Object(resolved_channels);
    }
    Ok(data)
}

fn interaction_payload(
    shared: &Shared,
    world: &World,
    id: u64,
    token: &str,
    kind: u8,
    origin: &Origin<'_>,
    data: Value,
) -> Result<Value, SimError> {
    let config = &world.config;
    let unknown = || SimError::NotFound(format!("channel {}", origin.channel));
    let guild = config.guild_of(origin.channel).ok_or_else(unknown)?;
    let (position, channel) = guild
        .channels
        .iter()
        .enumerate()
        .find(|(_, c)| c.id == origin.channel)
        .ok_or_else(unknown)?;
    let member = config.member(guild.id, origin.user).ok_or_else(|| {
        SimError::NotFound(format!("member {} of guild {}", origin.user, guild.id))
    })?;
    let mut channel_obj = channel_json(guild, channel, position);
    channel_obj["permissions"] = json!(member.permissions.bits().to_string());
    let mut payload = json!({
        "id": id.to_string(),
        "application_id": config.application_id.to_string(),
        "type": kind,
        "data": data,
        "guild_id": guild.id.to_string(),
        "channel_id": channel.id.to_string(),
        "channel": channel_obj,
        "member": member_json(member, &shared.started_at),
        "token": token,
        "version": 1,
        "app_permissions": config.bot_permissions.bits().to_string(),
        "locale": member.user.locale,
        "guild_locale": guild.locale,
        "entitlements": [],
        "authorizing_integration_owners": { "0": guild.id.to_string() },
        "context": 0,
        "attachment_size_limit": 26_214_400,
    });
    payload["member"]["roles"] = json!(world.roles.roles_of(guild.id, origin.user));
    if let Some(msg) = origin.message {
        payload["message"] = msg.to_json();
    }
    Ok(payload)
}
