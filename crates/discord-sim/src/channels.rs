//! Channel state as Discord keeps it: messages with content, embeds, components, attachments,
//! flags, and who may see them (ephemeral messages).

use std::collections::{BTreeMap, HashMap};

use axum::body::Bytes;
use serde_json::{Value, json};
use serenity::model::id::{ChannelId, GuildId, MessageId, UserId};

use super::model::{Snowflakes, now_timestamp};
use super::request::Upload;

/// Message flag: only the interaction's user sees the message.
pub const EPHEMERAL: u64 = 1 << 6;
/// Message flag: a deferred response still "thinking".
pub const LOADING: u64 = 1 << 7;

/// A stored attachment; its bytes are served at `url`.
#[derive(Debug, Clone)]
pub struct SimAttachment {
    /// Attachment id.
    pub id: u64,
    /// File name.
    pub filename: String,
    /// Alt text.
    pub description: Option<String>,
    /// Content type of the upload.
    pub content_type: Option<String>,
    /// The uploaded bytes.
    pub data: Bytes,
    /// URL the fake serves the bytes at.
    pub url: String,
}

impl SimAttachment {
    fn to_json(&self) -> Value {
        json!({
            "id": self.id.to_string(),
            "filename": self.filename,
            "description": self.description,
            "content_type": self.content_type,
            "size": self.data.len(),
            "url": self.url,
            "proxy_url": self.url,
            "ephemeral": false,
        })
    }
}

/// A message in a channel.
#[derive(Debug, Clone)]
pub struct SimMessage {
    /// Message id.
    pub id: MessageId,
    /// Channel it is in.
    pub channel_id: ChannelId,
    /// Guild of the channel.
    pub guild_id: Option<GuildId>,
    /// Author id (the bot for everything the bot posts).
    pub author_id: UserId,
    /// Author user object.
    pub author: Value,
    /// Message type (0 default, 20 chat input command reply, 19 reply).
    pub kind: u8,
    /// Text content.
    pub content: String,
    /// Embeds as Discord returns them.
    pub embeds: Vec<Value>,
    /// Components (action rows) as sent.
    pub components: Vec<Value>,
    /// Attachments with their bytes.
    pub attachments: Vec<SimAttachment>,
    /// Message flags (64 ephemeral, 128 loading).
    pub flags: u64,
    /// For ephemeral messages: the only user who sees it.
    pub visible_to: Option<UserId>,
    /// Webhook (application) id for interaction responses and follow-ups.
    pub webhook_id: Option<u64>,
    /// Application id for interaction responses.
    pub application_id: Option<u64>,
    /// Metadata of the interaction this message answers.
    pub interaction_metadata: Option<Value>,
    /// Creation time.
    pub timestamp: String,
    /// Last edit time.
    pub edited_timestamp: Option<String>,
    /// How many times it was edited.
    pub edits: u32,
}

impl SimMessage {
    /// Whether only one user sees this message.
    pub fn is_ephemeral(&self) -> bool {
        self.flags & EPHEMERAL != 0
    }

    /// Whether `user` sees this message (`None`: a spectator who sees only public messages).
    pub fn visible_to(&self, user: Option<UserId>) -> bool {
        match self.visible_to {
            None => true,
            Some(only) => user == Some(only),
        }
    }

    /// The component with this `custom_id` (searched in rows, containers and sections).
    pub fn component(&self, custom_id: &str) -> Option<&Value> {
        fn find<'a>(c: &'a Value, id: &str) -> Option<&'a Value> {
            if c.get("custom_id").and_then(Value::as_str) == Some(id) {
                return Some(c);
            }
            let children = c.get("components").and_then(Value::as_array);
            children
                .into_iter()
                .flatten()
                .chain(c.get("accessory"))
                .find_map(|x| find(x, id))
        }
        self.components.iter().find_map(|c| find(c, custom_id))
    }

    /// All `custom_id`s of the message's components, in order.
    pub fn custom_ids(&self) -> Vec<String> {
        fn walk(c: &Value, out: &mut Vec<String>) {
            if let Some(id) = c.get("custom_id").and_then(Value::as_str) {
                out.push(id.to_owned());
            }
            for child in c
                .get("components")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
            {
                walk(child, out);
            }
            if let Some(acc) = c.get("accessory") {
                walk(acc, out);
            }
        }
        let mut out = Vec::new();
        self.components.iter().for_each(|c| walk(c, &mut out));
        out
    }

    /// The attachment named `filename`.
    pub fn attachment(&self, filename: &str) -> Option<&SimAttachment> {
        self.attachments.iter().find(|a| a.filename == filename)
    }

    /// The Discord message object.
    pub fn to_json(&self) -> Value {
        json!({
            "id": self.id.to_string(),
            "channel_id": self.channel_id.to_string(),
            "guild_id": self.guild_id.map(|g| g.to_string()),
            "author": self.author,
            "content": self.content,
            "timestamp": self.timestamp,
            "edited_timestamp": self.edited_timestamp,
            "tts": false,
            "mention_everyone": false,
            "mentions": [],
            "mention_roles": [],
            "attachments": self.attachments.iter().map(SimAttachment::to_json).collect::<Vec<_>>(),
            "embeds": self.embeds,
            "pinned": false,
            "type": self.kind,
            "flags": self.flags,
            "components": self.components,
            "webhook_id": self.webhook_id.map(|w| w.to_string()),
            "application_id": self.application_id.map(|a| a.to_string()),
            "interaction_metadata": self.interaction_metadata,
            "position": null,
        })
    }

    /// The message as serenity's model type.
    pub fn to_serenity(&self) -> Result<serenity::model::channel::Message, serde_json::Error> {
        serde_json::from_value(self.to_json())
    }
}

/// All messages of all channels, and every attachment ever uploaded.
#[derive(Debug, Default)]
pub struct MessageStore {
    messages: BTreeMap<u64, SimMessage>,
    files: HashMap<u64, SimAttachment>,
    /// Every state every message has had, in order (attachment bytes are shared, not copied).
    history: Vec<SimMessage>,
    /// Keep only each message's latest state, without file bytes (`FakeConfig::keep_records`
    /// off, for long benchmarks).
    pub lean: bool,
    /// Message ids of each channel, oldest first (so a channel's newest messages are found
    /// without looking at every other channel's).
    by_channel: HashMap<u64, Vec<u64>>,
    /// Per-channel change counters someone watches (`FakeDiscord::watch_channel`).
    watchers: HashMap<u64, tokio::sync::watch::Sender<u64>>,
}

/// Who creates a message and where.
#[derive(Debug, Clone)]
pub struct NewMessage {
    /// Channel.
    pub channel_id: ChannelId,
    /// Guild of the channel.
    pub guild_id: Option<GuildId>,
    /// Author id.
    pub author_id: UserId,
    /// Author user object.
    pub author: Value,
    /// Message type.
    pub kind: u8,
    /// Webhook id (interaction responses).
    pub webhook_id: Option<u64>,
    /// The interaction's user, who alone sees it if it is ephemeral.
    pub interaction_user: Option<UserId>,
    /// Interaction metadata.
    pub interaction_metadata: Option<Value>,
}

impl MessageStore {
    /// A message by id.
    pub fn get(&self, id: MessageId) -> Option<&SimMessage> {
        self.messages.get(&id.get())
    }

    /// Messages of a channel that `viewer` sees, oldest first.
    pub fn in_channel(&self, channel: ChannelId, viewer: Option<UserId>) -> Vec<&SimMessage> {
        self.messages
            .values()
            .filter(|m| m.channel_id == channel && m.visible_to(viewer))
            .collect()
    }

    /// The newest message of `channel` that `matches` (public and ephemeral alike).
    pub fn latest_in_channel(
        &self,
        channel: ChannelId,
        matches: impl Fn(&SimMessage) -> bool,
    ) -> Option<&SimMessage> {
        self.by_channel
            .get(&channel.get())?
            .iter()
            .rev()
            .filter_map(|id| self.messages.get(id))
            .find(|m| matches(m))
    }

    /// A counter of the changes (new messages, edits) in `channel` from now on, for waiting
    /// on one channel without waking at every change elsewhere.
    pub fn watch(&mut self, channel: ChannelId) -> tokio::sync::watch::Receiver<u64> {
        self.watchers
            .entry(channel.get())
            .or_insert_with(|| tokio::sync::watch::channel(0).0)
            .subscribe()
    }

    /// Every message, oldest first.
    pub fn all(&self) -> impl Iterator<Item = &SimMessage> {
        self.messages.values()
    }

    /// An uploaded attachment by id.
    pub fn file(&self, id: u64) -> Option<&SimAttachment> {
        self.files.get(&id)
    }

    /// Deletes a message; `false` if there was none.
    pub fn delete(&mut self, id: MessageId) -> bool {
        self.messages.remove(&id.get()).is_some()
    }

    /// Creates a message from a create body (`content`, `embeds`, `components`, `flags`,
    /// `attachments`) and uploaded files.
    pub fn create(
        &mut self,
        ids: &Snowflakes,
        base_url: &str,
        new: NewMessage,
        body: &Value,
        uploads: &[Upload],
    ) -> MessageId {
        let id = MessageId::new(ids.next());
        let flags = body.get("flags").and_then(Value::as_u64).unwrap_or(0);
        let mut msg = SimMessage {
            id,
            channel_id: new.channel_id,
            guild_id: new.guild_id,
            author_id: new.author_id,
            author: new.author,
            kind: new.kind,
            content: String::new(),
            embeds: Vec::new(),
            components: Vec::new(),
            attachments: Vec::new(),
            flags: flags & (EPHEMERAL | LOADING | 4 | 4096),
            visible_to: None,
            webhook_id: new.webhook_id,
            application_id: new.webhook_id,
            interaction_metadata: new.interaction_metadata,
            timestamp: now_timestamp(),
            edited_timestamp: None,
            edits: 0,
        };
        if msg.is_ephemeral() {
            msg.visible_to = new.interaction_user;
        }
        self.apply(ids, base_url, &mut msg, body, uploads, true);
        self.store(msg, true);
        id
    }

    /// Edits a message in place with an edit body; `false` if there is no such message.
    pub fn edit(
        &mut self,
        ids: &Snowflakes,
        base_url: &str,
        id: MessageId,
        body: &Value,
        uploads: &[Upload],
    ) -> bool {
        let Some(mut msg) = self.messages.remove(&id.get()) else {
            return false;
        };
        self.apply(ids, base_url, &mut msg, body, uploads, false);
        msg.flags &= !LOADING;
        msg.edits += 1;
        msg.edited_timestamp = Some(now_timestamp());
        self.store(msg, false);
        true
    }

    /// Replaces a deferred placeholder with a create body (a follow-up to a deferred response).
    pub fn fill_placeholder(
        &mut self,
        ids: &Snowflakes,
        base_url: &str,
        id: MessageId,
        body: &Value,
        uploads: &[Upload],
    ) -> bool {
        let Some(mut msg) = self.messages.remove(&id.get()) else {
            return false;
        };
        self.apply(ids, base_url, &mut msg, body, uploads, true);
        msg.flags &= !LOADING;
        self.store(msg, false);
        true
    }

    /// Every state of the messages of `channel` that `viewer` sees, in the order they happened:
    /// a message appears once when created and again after each edit.
    pub fn versions(&self, channel: ChannelId, viewer: Option<UserId>) -> Vec<&SimMessage> {
        self.history
            .iter()
            .filter(|m| m.channel_id == channel && m.visible_to(viewer))
            .collect()
    }

    /// Keeps `msg` (`created`: a new message rather than a new state of one).
    fn store(&mut self, mut msg: SimMessage, created: bool) {
        if self.lean {
            for att in &mut msg.attachments {
                att.data = Bytes::new();
            }
        } else {
            self.history.push(msg.clone());
        }
        let (id, channel) = (msg.id.get(), msg.channel_id.get());
        self.messages.insert(id, msg);
        if created {
            self.by_channel.entry(channel).or_default().push(id);
        }
        if let Some(watcher) = self.watchers.get(&channel) {
            watcher.send_modify(|changes| *changes += 1);
        }
    }

    fn apply(
        &mut self,
        ids: &Snowflakes,
        base_url: &str,
        msg: &mut SimMessage,
        body: &Value,
        uploads: &[Upload],
        create: bool,
    ) {
        if let Some(content) = body.get("content") {
            msg.content = content.as_str().unwrap_or("").to_owned();
        }
        if let Some(components) = body.get("components") {
            msg.components = components.as_array().cloned().unwrap_or_default();
        }
        // Attachments: on create every upload; on edit, when `attachments` is given it is the
        // complete list (kept ones by id, new ones by upload index), otherwise uploads are added.
        let described = body.get("attachments").and_then(Value::as_array);
        let description = |index: Option<u64>| {
            described.and_then(|list| {
                list.iter()
                    .find(|a| index.is_some() && id_of(a) == index)
                    .and_then(|a| a.get("description").and_then(Value::as_str))
                    .map(str::to_owned)
            })
        };
        let mut new_files = Vec::new();
        for up in uploads {
            let referenced = match described {
                Some(list) if !create => list
                    .iter()
                    .any(|a| up.index.is_some() && id_of(a) == up.index),
                _ => true,
            };
            if !referenced {
                continue;
            }
            let id = ids.next();
            let att = SimAttachment {
                id,
                filename: up.filename.clone(),
                description: description(up.index),
                content_type: up.content_type.clone(),
                data: up.data.clone(),
                url: format!(
                    "{base_url}/attachments/{}/{id}/{}",
                    msg.channel_id, up.filename
                ),
            };
            if !self.lean {
                self.files.insert(id, att.clone());
            }
            new_files.push(att);
        }
        if create {
            msg.attachments = new_files;
        } else {
            if let Some(list) = described {
                msg.attachments
                    .retain(|a| list.iter().any(|k| id_of(k) == Some(a.id)));
            }
            msg.attachments.extend(new_files);
        }
        if let Some(embeds) = body.get("embeds") {
            msg.embeds = embeds.as_array().cloned().unwrap_or_default();
        }
        let attachments = msg.attachments.clone();
        for embed in &mut msg.embeds {
            normalize_embed(embed, &attachments);
        }
    }
}

/// An attachment id given as number or digit string.
fn id_of(a: &Value) -> Option<u64> {
    match a.get("id")? {
        Value::Number(n) => n.as_u64(),
        Value::String(s) => s.parse().ok(),
        _ => None,
    }
}

/// Adds `type: rich` and resolves `attachment://name` URLs like Discord does.
fn normalize_embed(embed: &mut Value, attachments: &[SimAttachment]) {
    let Some(obj) = embed.as_object_mut() else {
        return;
    };
    obj.entry("type").or_insert_with(|| json!("rich"));
    for key in ["image", "thumbnail", "footer", "author"] {
        let Some(part) = obj.get_mut(key).and_then(Value::as_object_mut) else {
            continue;
        };
        for url_key in ["url", "icon_url"] {
            let Some(name) = part
                .get(url_key)
                .and_then(Value::as_str)
                .and_then(|u| u.strip_prefix("attachment://"))
                .map(str::to_owned)
            else {
                continue;
            };
            if let Some(att) = attachments.iter().find(|a| a.filename == name) {
                part.insert(url_key.into(), json!(att.url));
                if url_key == "url" {
                    part.insert("proxy_url".into(), json!(att.url));
                }
            }
        }
    }
}
