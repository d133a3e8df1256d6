//! Routes that create or change messages: interaction callbacks, webhook follow-ups and edits,
//! and channel messages.

use serde_json::Value;
use serenity::model::id::{ChannelId, MessageId, UserId};

use super::channels::{EPHEMERAL, LOADING, NewMessage, SimMessage};
use super::interactions::{Callback, InteractionState, kind};
use super::rest::{Ctx, Reply};
use super::validate::Violation;
use super::world::World;

type Res = Result<Reply, Reply>;

fn unknown_interaction() -> Reply {
    Reply::error(404, 10062, "Unknown interaction")
}

fn unknown_webhook() -> Reply {
    Reply::error(404, 10015, "Unknown Webhook")
}

fn unknown_message() -> Reply {
    Reply::error(404, 10008, "Unknown Message")
}

/// File names of `existing` attachments an edit body keeps (all if it has no `attachments`).
fn kept_files(body: Option<&Value>, existing: Option<&SimMessage>) -> Vec<String> {
    let Some(msg) = existing else {
        return Vec::new();
    };
    let listed = body
        .and_then(|b| b.get("attachments"))
        .and_then(Value::as_array);
    msg.attachments
        .iter()
        .filter(|a| {
            listed.is_none_or(|list| {
                list.iter().any(|k| match k.get("id") {
                    Some(Value::String(s)) => s.parse::<u64>().ok() == Some(a.id),
                    Some(Value::Number(n)) => n.as_u64() == Some(a.id),
                    _ => false,
                })
            })
        })
        .map(|a| a.filename.clone())
        .collect()
}

fn bot_author(w: &World) -> (UserId, Value) {
    (w.config.bot.id, w.config.bot.to_json())
}

fn interaction_message(w: &World, i: &InteractionState, kind: u8) -> NewMessage {
    let (author_id, author) = bot_author(w);
    let user = w.config.user(i.user).map(|u| u.to_json());
    NewMessage {
        channel_id: i.channel,
        guild_id: i.guild,
        author_id,
        author,
        kind,
        webhook_id: Some(w.config.application_id),
        interaction_user: Some(i.user),
        interaction_metadata: Some({
            let mut meta = serde_json::json!({
                "id": i.id.to_string(),
                "type": i.kind,
                "user": user,
                "authorizing_integration_owners": {},
            });
            // Discord names the message a component lived on; serenity requires it for
            // component interactions.
            if let (Some(source), Some(obj)) = (i.source_message, meta.as_object_mut()) {
                obj.insert(
                    "interacted_message_id".into(),
                    serde_json::json!(source.to_string()),
                );
            }
            meta
        }),
    }
}

/// `POST /interactions/{id}/{token}/callback`.
pub fn callback(ctx: &Ctx, id: &str, token: &str) -> Reply {
    let run = || -> Res {
        let state = ctx
            .shared
            .lock()
            .interactions
            .get(token)
            .cloned()
            .filter(|i| id.parse::<u64>().ok() == Some(i.id))
            .ok_or_else(unknown_interaction)?;
        let source = state
            .source_message
            .and_then(|m| ctx.shared.lock().messages.get(m).cloned());
        let body = ctx.body();
        let ctype = body.get("type").and_then(Value::as_u64).unwrap_or(0) as u8;
        let kept = if ctype == 7 {
            kept_files(body.get("data"), source.as_ref())
        } else {
            Vec::new()
        };
        ctx.check(&kept)?;
        if state.callback.is_some() {
            return Err(Reply::error(
                400,
                40060,
                "Interaction has already been acknowledged.",
            ));
        }
        let allowed = match ctype {
            4 | 5 => state.kind != kind::AUTOCOMPLETE,
            6 | 7 => state.source_message.is_some(),
            8 => state.kind == kind::AUTOCOMPLETE,
            9 => state.kind == kind::COMMAND || state.kind == kind::COMPONENT,
            _ => false,
        };
        if !allowed {
            return Err(Reply::error(
                400,
                50035,
                format!(
                    "callback type {ctype} is not allowed for interaction type {}",
                    state.kind
                ),
            ));
        }
        let data = body.get("data").cloned().unwrap_or(Value::Null);
        let latency = state.sent_at.elapsed();
        let deadline = ctx.shared.lock().config.ack_deadline;
        if latency > deadline {
            let late = Violation {
                method: ctx.method.clone(),
                path: ctx.path.clone(),
                location: String::new(),
                rule: "ack-deadline".into(),
                message: format!("callback after {latency:?}, Discord allows {deadline:?}"),
            };
            ctx.shared.update(|w| w.violations.push(late));
            return Err(unknown_interaction());
        }
        let shared = &ctx.shared;
        shared.update(|w| {
            let msg_kind = if state.kind == kind::COMMAND { 20 } else { 19 };
            let original = match ctype {
                4 => {
                    let new = interaction_message(w, &state, msg_kind);
                    Some(
                        w.messages
                            .create(&shared.ids, &shared.base_url, new, &data, &ctx.files),
                    )
                }
                5 => {
                    let new = interaction_message(w, &state, msg_kind);
                    let flags = data.get("flags").and_then(Value::as_u64).unwrap_or(0) & EPHEMERAL;
                    let placeholder = serde_json::json!({ "flags": flags | LOADING });
                    Some(
                        w.messages
                            .create(&shared.ids, &shared.base_url, new, &placeholder, &[]),
                    )
                }
                6 => state.source_message,
                7 => {
                    if let Some(m) = state.source_message {
                        w.messages
                            .edit(&shared.ids, &shared.base_url, m, &data, &ctx.files);
                    }
                    state.source_message
                }
                _ => None,
            };
            if let Some(i) = w.interactions.get_mut(token) {
                i.original = original;
                i.callback = Some(Callback {
                    kind: ctype,
                    data: data.clone(),
                    files: ctx.files.clone(),
                    latency,
                });
            }
        });
        Ok(Reply::no_content())
    };
    run().unwrap_or_else(|r| r)
}

/// The interaction a webhook URL refers to (the application id must be the bot's).
fn webhook_interaction(ctx: &Ctx, app: &str, token: &str) -> Result<InteractionState, Reply> {
    let w = ctx.shared.lock();
    if app.parse::<u64>().ok() != Some(w.config.application_id) {
        return Err(unknown_webhook());
    }
    w.interactions
        .get(token)
        .filter(|i| i.callback.is_some())
        .cloned()
        .ok_or_else(unknown_webhook)
}

/// `POST /webhooks/{app}/{token}`: a follow-up message. The first one after a deferred
/// response replaces the "thinking" message, as on Discord.
pub fn followup(ctx: &Ctx, app: &str, token: &str) -> Reply {
    let run = || -> Res {
        let state = webhook_interaction(ctx, app, token)?;
        ctx.check(&[])?;
        let body = ctx.body();
        let shared = &ctx.shared;
        let msg = shared.update(|w| {
            let placeholder = state
                .original
                .filter(|m| w.messages.get(*m).is_some_and(|m| m.flags & LOADING != 0));
            let id = match placeholder {
                Some(m) => {
                    w.messages.fill_placeholder(
                        &shared.ids,
                        &shared.base_url,
                        m,
                        &body,
                        &ctx.files,
                    );
                    m
                }
                None => {
                    let new = interaction_message(w, &state, 0);
                    let id =
                        w.messages
                            .create(&shared.ids, &shared.base_url, new, &body, &ctx.files);
                    if let Some(i) = w.interactions.get_mut(token) {
                        i.followups.push(id);
                    }
                    id
                }
            };
            w.messages.get(id).map(SimMessage::to_json)
        });
        msg.map(Reply::ok).ok_or_else(unknown_message)
    };
    run().unwrap_or_else(|r| r)
}

/// `GET/PATCH/DELETE /webhooks/{app}/{token}/messages/{@original|id}`.
pub fn webhook_message(ctx: &Ctx, app: &str, token: &str, target: &str) -> Reply {
    let run = || -> Res {
        let state = webhook_interaction(ctx, app, token)?;
        let id = if target == "@original" {
            state.original
        } else {
            target
                .parse::<u64>()
                .ok()
                .map(MessageId::new)
                .filter(|m| state.original == Some(*m) || state.followups.contains(m))
        }
        .ok_or_else(unknown_message)?;
        let existing = ctx.shared.lock().messages.get(id).cloned();
        let kept = kept_files(ctx.body.as_ref(), existing.as_ref());
        ctx.check(&kept)?;
        existing.as_ref().ok_or_else(unknown_message)?;
        edit_get_delete(ctx, id)
    };
    run().unwrap_or_else(|r| r)
}

fn edit_get_delete(ctx: &Ctx, id: MessageId) -> Res {
    let shared = &ctx.shared;
    match ctx.method.as_str() {
        "GET" => shared
            .lock()
            .messages
            .get(id)
            .map(|m| Reply::ok(m.to_json()))
            .ok_or_else(unknown_message),
        "PATCH" => {
            let body = ctx.body();
            shared
                .update(|w| {
                    w.messages
                        .edit(&shared.ids, &shared.base_url, id, &body, &ctx.files);
                    w.messages.get(id).map(SimMessage::to_json)
                })
                .map(Reply::ok)
                .ok_or_else(unknown_message)
        }
        "DELETE" => {
            if shared.update(|w| w.messages.delete(id)) {
                Ok(Reply::no_content())
            } else {
                Err(unknown_message())
            }
        }
        _ => Err(Reply::error(405, 0, "405: Method Not Allowed")),
    }
}

/// The channel id if the channel exists, else a 404 answer.
pub fn known_channel(ctx: &Ctx, channel: &str) -> Result<ChannelId, Reply> {
    let id = channel
        .parse::<u64>()
        .ok()
        .filter(|c| *c != 0)
        .map(ChannelId::new);
    id.filter(|c| ctx.shared.lock().config.channel(*c).is_some())
        .ok_or_else(|| Reply::error(404, 10003, "Unknown Channel"))
}

/// `GET/POST /channels/{channel}/messages`.
pub fn channel_messages(ctx: &Ctx, channel: &str) -> Reply {
    let run = || -> Res {
        ctx.check(&[])?;
        let channel = known_channel(ctx, channel)?;
        let shared = &ctx.shared;
        match ctx.method.as_str() {
            "GET" => {
                let limit = ctx
                    .query_param("limit")
                    .and_then(|l| l.parse::<usize>().ok())
                    .unwrap_or(50)
                    .clamp(1, 100);
                let w = shared.lock();
                let list: Vec<Value> = w
                    .messages
                    .in_channel(channel, None)
                    .into_iter()
                    .rev()
                    .take(limit)
                    .map(SimMessage::to_json)
                    .collect();
                Ok(Reply::ok(Value::Array(list)))
            }
            "POST" => {
                let mut body = ctx.body();
                if let Some(flags) = body.get_mut("flags") {
                    // Ephemeral messages exist only as interaction responses.
                    *flags = (flags.as_u64().unwrap_or(0) & !EPHEMERAL).into();
                }
                let msg = shared.update(|w| {
                    let (author_id, author) = bot_author(w);
                    let guild_id = w.config.guild_of(channel).map(|g| g.id);
                    let new = NewMessage {
                        channel_id: channel,
                        guild_id,
                        author_id,
                        author,
                        kind: 0,
                        webhook_id: None,
                        interaction_user: None,
                        interaction_metadata: None,
                    };
                    let id =
                        w.messages
                            .create(&shared.ids, &shared.base_url, new, &body, &ctx.files);
                    w.messages.get(id).map(SimMessage::to_json)
                });
                msg.map(Reply::ok).ok_or_else(unknown_message)
            }
            _ => Err(Reply::error(405, 0, "405: Method Not Allowed")),
        }
    };
    run().unwrap_or_else(|r| r)
}

/// `GET/PATCH/DELETE /channels/{channel}/messages/{id}` (public messages only).
pub fn channel_message(ctx: &Ctx, channel: &str, id: &str) -> Reply {
    let run = || -> Res {
        let channel = known_channel(ctx, channel)?;
        let id = id
            .parse::<u64>()
            .ok()
            .filter(|m| *m != 0)
            .map(MessageId::new)
            .ok_or_else(unknown_message)?;
        let existing = ctx
            .shared
            .lock()
            .messages
            .get(id)
            .filter(|m| m.channel_id == channel && !m.is_ephemeral())
            .cloned();
        let kept = kept_files(ctx.body.as_ref(), existing.as_ref());
        ctx.check(&kept)?;
        let existing = existing.ok_or_else(unknown_message)?;
        let bot = ctx.shared.lock().config.bot.id;
        if ctx.method == "PATCH" && existing.author_id != bot {
            return Err(Reply::error(
                403,
                50005,
                "Cannot edit a message authored by another user",
            ));
        }
        edit_get_delete(ctx, id)
    };
    run().unwrap_or_else(|r| r)
}
