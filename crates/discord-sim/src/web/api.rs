//! The page's JSON API: views of the world for one user, and the user's actions, sent to the
//! bot as real interactions.

use std::collections::HashMap;
use std::time::Duration;

use axum::Json;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Query, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde_json::{Value, json};
use serenity::model::id::{ChannelId, MessageId, UserId};

use super::super::channels::{LOADING, SimMessage};
use super::super::{FakeDiscord, InteractionHandle, InteractionState, SimError};

/// How long the page waits for the bot's first answer (Discord gives up after 3 s).
const ANSWER_WAIT: Duration = Duration::from_secs(4);

/// An id from the page (snowflakes travel as strings: JavaScript numbers cannot hold them).
fn snowflake(s: &str) -> Result<u64, ApiError> {
    s.parse::<u64>()
        .ok()
        .filter(|n| *n != 0)
        .ok_or_else(|| ApiError(format!("{s:?} is not an id")))
}

/// A refusal shown to the person on the page.
pub struct ApiError(String);

impl From<SimError> for ApiError {
    fn from(e: SimError) -> Self {
        ApiError(e.to_string())
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (StatusCode::BAD_REQUEST, Json(json!({ "error": self.0 }))).into_response()
    }
}

/// JSON with the fake's own base URL removed, so attachment links point at the page's server.
fn local_json(fake: &FakeDiscord, value: &Value) -> Response {
    let text = value.to_string().replace(fake.base_url(), "");
    ([(header::CONTENT_TYPE, "application/json")], text).into_response()
}

/// `GET /api/world`.
pub async fn world(State(fake): State<FakeDiscord>) -> Response {
    let view = {
        let w = fake.shared.lock();
        let c = &w.config;
        let guild = c.guilds.first();
        let users: Vec<Value> = guild
            .into_iter()
            .flat_map(|g| &g.members)
            .map(|m| {
                json!({
                    "id": m.user.id.to_string(),
                    "name": m.user.name,
                    "display": m.nick.clone().or(m.user.global_name.clone()).unwrap_or(m.user.name.clone()),
                    "locale": m.user.locale,
                })
            })
            .collect();
        let channels: Vec<Value> = guild
            .into_iter()
            .flat_map(|g| &g.channels)
            .map(|ch| json!({ "id": ch.id.to_string(), "name": ch.name }))
            .collect();
        let mut commands: Vec<Value> = guild
            .and_then(|g| w.guild_commands.get(&g.id.get()))
            .cloned()
            .unwrap_or_default();
        commands.extend(w.global_commands.iter().cloned());
        json!({
            "guild": guild.map(|g| json!({ "id": g.id.to_string(), "name": g.name })),
            "bot": { "id": c.bot.id.to_string(), "name": c.bot.name },
            "users": users,
            "channels": channels,
            "commands": commands,
            "connected": !w.sessions.is_empty(),
        })
    };
    local_json(&fake, &view)
}

/// Which channel, seen by whom.
#[derive(Deserialize)]
pub struct ViewQuery {
    channel: String,
    user: String,
}

/// One message as the page draws it: Discord's message object plus who caused it.
fn message_view(by_id: &HashMap<u64, &InteractionState>, m: &SimMessage) -> Value {
    let mut v = m.to_json();
    v["ephemeral"] = json!(m.is_ephemeral());
    v["loading"] = json!(m.flags & LOADING != 0);
    let interaction = m
        .interaction_metadata
        .as_ref()
        .and_then(|meta| meta.get("id"))
        .and_then(Value::as_str)
        .and_then(|id| id.parse::<u64>().ok())
        .and_then(|id| by_id.get(&id));
    if let Some(i) = interaction {
        v["caused_by"] = json!({
            "user_id": i.user.to_string(),
            "command": i.command,
            "source_message": i.source_message.map(|m| m.to_string()),
        });
    }
    v
}

/// `GET /api/messages?channel=C&user=U`: the channel's messages as `U` sees them, oldest first.
pub async fn messages(
    State(fake): State<FakeDiscord>,
    Query(q): Query<ViewQuery>,
) -> Result<Response, ApiError> {
    let channel = ChannelId::new(snowflake(&q.channel)?);
    let user = UserId::new(snowflake(&q.user)?);
    let list = {
        let w = fake.shared.lock();
        let by_id: HashMap<u64, &InteractionState> =
            w.interactions.values().map(|i| (i.id, i)).collect();
        let list: Vec<Value> = w
            .messages
            .in_channel(channel, Some(user))
            .into_iter()
            .map(|m| message_view(&by_id, m))
            .collect();
        Value::Array(list)
    };
    Ok(local_json(&fake, &list))
}

/// `GET /api/events`: a websocket that sends the change counter after every change.
pub async fn events(State(fake): State<FakeDiscord>, ws: WebSocketUpgrade) -> Response {
    ws.on_upgrade(move |socket| push_changes(fake, socket))
}

async fn push_changes(fake: FakeDiscord, mut socket: WebSocket) {
    let mut changes = fake.changes();
    let mut shutdown = fake.shared.shutdown.subscribe();
    loop {
        let n = *changes.borrow_and_update();
        if socket
            .send(Message::Text(n.to_string().into()))
            .await
            .is_err()
        {
            return;
        }
        tokio::select! {
            changed = changes.changed() => if changed.is_err() { return },
            _ = shutdown.wait_for(|stop| *stop) => return,
            incoming = socket.recv() => match incoming {
                Some(Ok(_)) => {}
                _ => return,
            },
        }
    }
}

/// A slash command or autocomplete request from the page.
#[derive(Deserialize)]
pub struct CommandRequest {
    user: String,
    channel: String,
    command: String,
    #[serde(default)]
    options: Vec<(String, Value)>,
    #[serde(default)]
    focused: Option<String>,
}

/// Waits for the bot's first answer, as a Discord client shows "the application did not
/// respond" when there is none.
async fn answered(handle: InteractionHandle) -> Result<Json<Value>, ApiError> {
    match handle.callback(ANSWER_WAIT).await {
        Ok(cb) => Ok(Json(json!({ "ok": true, "callback": cb.kind }))),
        Err(_) => Err(ApiError("The application did not respond".into())),
    }
}

/// `POST /api/command`.
pub async fn command(
    State(fake): State<FakeDiscord>,
    Json(req): Json<CommandRequest>,
) -> Result<Json<Value>, ApiError> {
    let user = UserId::new(snowflake(&req.user)?);
    let channel = ChannelId::new(snowflake(&req.channel)?);
    let options: Vec<(&str, Value)> = req
        .options
        .iter()
        .map(|(n, v)| (n.as_str(), v.clone()))
        .collect();
    let handle = fake.slash_command(user, channel, &req.command, &options)?;
    answered(handle).await
}

/// `POST /api/autocomplete`: `{choices: [{name, value}]}` from the bot.
pub async fn autocomplete(
    State(fake): State<FakeDiscord>,
    Json(req): Json<CommandRequest>,
) -> Result<Json<Value>, ApiError> {
    let user = UserId::new(snowflake(&req.user)?);
    let channel = ChannelId::new(snowflake(&req.channel)?);
    let focused = req
        .focused
        .as_deref()
        .ok_or_else(|| ApiError("no focused option".into()))?;
    let options: Vec<(&str, Value)> = req
        .options
        .iter()
        .map(|(n, v)| (n.as_str(), v.clone()))
        .collect();
    let handle = fake.autocomplete(user, channel, &req.command, &options, focused)?;
    let cb = handle
        .callback(ANSWER_WAIT)
        .await
        .map_err(|_| ApiError("The application did not respond".into()))?;
    let choices: Vec<Value> = cb
        .choices()
        .into_iter()
        .map(|(name, value)| json!({ "name": name, "value": value }))
        .collect();
    Ok(Json(json!({ "choices": choices })))
}

/// A button press or select choice from the page.
#[derive(Deserialize)]
pub struct ComponentRequest {
    user: String,
    message: String,
    custom_id: String,
    #[serde(default)]
    values: Vec<String>,
}

/// `POST /api/button`.
pub async fn button(
    State(fake): State<FakeDiscord>,
    Json(req): Json<ComponentRequest>,
) -> Result<Json<Value>, ApiError> {
    let user = UserId::new(snowflake(&req.user)?);
    let message = MessageId::new(snowflake(&req.message)?);
    let handle = fake.click_button(user, message, &req.custom_id)?;
    answered(handle).await
}

/// `POST /api/select`.
pub async fn select(
    State(fake): State<FakeDiscord>,
    Json(req): Json<ComponentRequest>,
) -> Result<Json<Value>, ApiError> {
    let user = UserId::new(snowflake(&req.user)?);
    let message = MessageId::new(snowflake(&req.message)?);
    let values: Vec<&str> = req.values.iter().map(String::as_str).collect();
    let handle = fake.select(user, message, &req.custom_id, &values)?;
    answered(handle).await
}
