//! The gateway: HELLO, IDENTIFY, READY, GUILD_CREATE, heartbeats, and dispatch of events.
//!
//! Sharding as Discord does it: IDENTIFY may carry `shard: [id, total]`; the session then gets
//! READY and GUILD_CREATE only for the guilds with `(guild_id >> 22) % total == id`, and every
//! later event of a guild goes to the session of its shard (see `World::dispatch`). A shard that
//! cannot exist (`total` 0, or `id >= total`) is refused as Discord refuses it: the connection
//! is closed with code 4010 (Invalid shard), and the refusal is recorded.

use std::sync::Arc;

use axum::extract::State;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::response::Response;
use serde_json::{Value, json};
use tokio::sync::mpsc;

use super::model::guild_json;
use super::world::{Session, Shared};

/// Gateway opcodes used here.
mod op {
    pub const DISPATCH: u64 = 0;
    pub const HEARTBEAT: u64 = 1;
    pub const IDENTIFY: u64 = 2;
    pub const RESUME: u64 = 6;
    pub const INVALID_SESSION: u64 = 9;
    pub const HELLO: u64 = 10;
    pub const HEARTBEAT_ACK: u64 = 11;
}

/// Gateway close code: the shard in IDENTIFY is invalid.
const CLOSE_INVALID_SHARD: u16 = 4010;

/// `GET /gateway` upgraded to a websocket.
pub async fn upgrade(State(shared): State<Arc<Shared>>, ws: WebSocketUpgrade) -> Response {
    ws.on_upgrade(move |socket| async move {
        if let Err(e) = run(shared, socket).await {
            tracing::debug!("fake gateway session ended: {e}");
        }
    })
}

async fn send(socket: &mut WebSocket, value: &Value) -> Result<(), String> {
    socket
        .send(Message::Text(value.to_string().into()))
        .await
        .map_err(|e| format!("send failed: {e}"))
}

async fn run(shared: Arc<Shared>, mut socket: WebSocket) -> Result<(), String> {
    let interval = shared.lock().config.heartbeat_interval_ms;
    send(
        &mut socket,
        &json!({ "op": op::HELLO, "d": { "heartbeat_interval": interval }, "s": null, "t": null }),
    )
    .await?;
    let mut shutdown = shared.shutdown.subscribe();
    let (tx, mut rx) = mpsc::unbounded_channel::<(String, Value)>();
    let mut session_id: Option<u64> = None;
    let mut seq: u64 = 0;
    let result = loop {
        tokio::select! {
            _ = shutdown.changed() => break Ok(()),
            event = rx.recv() => {
                let Some((name, data)) = event else { break Ok(()) };
                seq += 1;
                let frame = json!({ "op": op::DISPATCH, "t": name, "s": seq, "d": data });
                if let Err(e) = send(&mut socket, &frame).await {
                    break Err(e);
                }
            }
            incoming = socket.recv() => {
                let text = match incoming {
                    Some(Ok(Message::Text(t))) => t.as_str().to_owned(),
                    Some(Ok(Message::Close(_))) | None => break Ok(()),
                    Some(Ok(_)) => continue,
                    Some(Err(e)) => break Err(format!("receive failed: {e}")),
                };
                let Ok(frame) = serde_json::from_str::<Value>(&text) else {
                    tracing::warn!("fake gateway: not JSON: {text}");
                    continue;
                };
                match frame.get("op").and_then(Value::as_u64) {
                    Some(op::HEARTBEAT) => {
                        if let Err(e) = send(&mut socket, &json!({ "op": op::HEARTBEAT_ACK, "d": null, "s": null, "t": null })).await {
                            break Err(e);
                        }
                    }
                    Some(op::IDENTIFY) if session_id.is_none() => {
                        let shard = requested_shard(&frame);
                        if shard[1] == 0 || shard[0] >= shard[1] {
                            tracing::warn!("fake gateway: refused shard {shard:?}");
                            shared.update(|w| w.refused_shards.push(shard));
                            let close = CloseFrame {
                                code: CLOSE_INVALID_SHARD,
                                reason: "Invalid shard".into(),
                            };
                            let _ = socket.send(Message::Close(Some(close))).await;
                            break Ok(());
                        }
                        session_id = Some(identify(&shared, &frame, shard, tx.clone()));
                    }
                    Some(op::RESUME) => {
                        let frame = json!({ "op": op::INVALID_SESSION, "d": false, "s": null, "t": null });
                        if let Err(e) = send(&mut socket, &frame).await {
                            break Err(e);
                        }
                    }
                    _ => tracing::debug!("fake gateway: ignored {text}"),
                }
            }
        }
    };
    if let Some(id) = session_id {
        shared.update(|w| w.sessions.retain(|s| s.id != id));
    }
    result
}

/// The `[shard_id, shard_count]` an IDENTIFY asks for (`[0, 1]` when it names none; a
/// malformed one reads as `[0, 0]`, which is refused).
fn requested_shard(frame: &Value) -> [u64; 2] {
    match frame.pointer("/d/shard") {
        None | Some(Value::Null) => [0, 1],
        Some(Value::Array(s)) => match (s.as_slice(), s.first().and_then(Value::as_u64)) {
            ([_, total], Some(id)) => [id, total.as_u64().unwrap_or(0)],
            _ => [0, 0],
        },
        Some(_) => [0, 0],
    }
}

/// Registers the session of `shard` and queues READY and one GUILD_CREATE per guild of it.
fn identify(
    shared: &Shared,
    frame: &Value,
    shard: [u64; 2],
    tx: mpsc::UnboundedSender<(String, Value)>,
) -> u64 {
    let d = frame.get("d").cloned().unwrap_or(Value::Null);
    let token = d
        .get("token")
        .and_then(Value::as_str)
        .unwrap_or("")
        .to_owned();
    shared.update(|w| {
        w.sessions_opened += 1;
        let id = w.sessions_opened;
        let config = &w.config;
        let guilds: Vec<_> = config
            .guilds
            .iter()
            .filter(|g| (g.id.get() >> 22) % shard[1] == shard[0])
            .collect();
        let ready = json!({
            "v": 10,
            "user": config.bot.to_json(),
            "guilds": guilds.iter().map(|g| json!({ "id": g.id.to_string(), "unavailable": true })).collect::<Vec<_>>(),
            "session_id": format!("sim-session-{id}"),
            "resume_gateway_url": shared.ws_url,
            "shard": shard,
            "application": { "id": config.application_id.to_string(), "flags": 0 },
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "geo_ordered_rtc_regions": [],
        });
        // Queued before the session is visible, so they precede any interaction.
        let _ = tx.send(("READY".into(), ready));
        for g in guilds {
            let payload = guild_json(g, &config.bot, config.bot_permissions, &shared.started_at);
            let _ = tx.send(("GUILD_CREATE".into(), payload));
        }
        w.ready_count += 1;
        w.sessions.push(Session { id, shard, token, tx });
        id
    })
}
