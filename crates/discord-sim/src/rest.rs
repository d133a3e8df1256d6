//! The REST API: one entry point that parses, records and validates every request, then routes
//! it by path segments. Message-related routes live in [`super::messages`].

use std::sync::Arc;
use std::time::Instant;

use axum::extract::{Path, Request, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

use super::messages;
use super::model::application_json;
use super::request::{RecordedRequest, Upload, parse_body};
use super::validate::{Violation, validate_request};
use super::world::Shared;

/// The answer to a request: status and optional JSON body.
#[derive(Debug)]
pub struct Reply {
    /// HTTP status.
    pub status: u16,
    /// JSON body (`None`: empty).
    pub body: Option<Value>,
}

impl Reply {
    /// 200 with a JSON body.
    pub fn ok(body: Value) -> Self {
        Reply {
            status: 200,
            body: Some(body),
        }
    }

    /// 204 No Content.
    pub fn no_content() -> Self {
        Reply {
            status: 204,
            body: None,
        }
    }

    /// A Discord-shaped error (`{"code", "message"}`).
    pub fn error(status: u16, code: u64, message: impl Into<String>) -> Self {
        Reply {
            status,
            body: Some(json!({ "code": code, "message": message.into() })),
        }
    }
}

/// One request being handled.
pub struct Ctx {
    /// Shared state.
    pub shared: Arc<Shared>,
    /// HTTP method.
    pub method: String,
    /// API path without `/api/v10`.
    pub path: String,
    /// Raw query string.
    pub query: Option<String>,
    /// JSON body or `payload_json`.
    pub body: Option<Value>,
    /// Uploaded files.
    pub files: Vec<Upload>,
}

impl Ctx {
    /// The body, or `{}`.
    pub fn body(&self) -> Value {
        self.body.clone().unwrap_or_else(|| json!({}))
    }

    /// A query parameter.
    pub fn query_param(&self, key: &str) -> Option<String> {
        self.query.as_deref()?.split('&').find_map(|kv| {
            let (k, v) = kv.split_once('=').unwrap_or((kv, ""));
            (k == key).then(|| {
                percent_encoding::percent_decode_str(v)
                    .decode_utf8_lossy()
                    .into_owned()
            })
        })
    }

    /// Validates the request; `kept` are file names of attachments kept from an edited message.
    /// Records violations; `Err` is the 400 answer when the fake rejects invalid requests.
    pub fn check(&self, kept: &[String]) -> Result<(), Reply> {
        let Some(spec) = self.shared.spec else {
            return Ok(());
        };
        let mut files: Vec<String> = self.files.iter().map(|f| f.filename.clone()).collect();
        files.extend_from_slice(kept);
        let found = validate_request(spec, &self.method, &self.path, self.body.as_ref(), &files);
        self.reject_if(found)
    }

    /// Records violations and turns the serious ones into a 400 answer if so configured.
    pub fn reject_if(&self, found: Vec<Violation>) -> Result<(), Reply> {
        if found.is_empty() {
            return Ok(());
        }
        let serious: Vec<String> = found
            .iter()
            .filter(|v| v.rule != "spec-unknown-field")
            .map(ToString::to_string)
            .collect();
        let reject = self.shared.update(|w| {
            w.violations.extend(found);
            w.config.reject_invalid
        });
        if reject && !serious.is_empty() {
            return Err(Reply::error(
                400,
                50035,
                format!("Invalid Form Body (fake Discord): {}", serious.join("; ")),
            ));
        }
        Ok(())
    }
}

/// Entry point for every request that is not the gateway or an attachment download.
pub async fn handle(State(shared): State<Arc<Shared>>, req: Request) -> Response {
    let received_at = Instant::now();
    let method = req.method().as_str().to_owned();
    let full_path = req.uri().path().to_owned();
    let query = req.uri().query().map(str::to_owned);
    let headers = req.headers().clone();
    let header =
        |h: &HeaderMap, name: &str| h.get(name).and_then(|v| v.to_str().ok()).map(str::to_owned);
    let (api, path) = match full_path.strip_prefix("/api/v10") {
        Some(rest) => (true, rest.to_owned()),
        None => (false, full_path.clone()),
    };
    let parsed = parse_body(req).await;
    let (body, files) = match &parsed {
        Ok(p) => (p.json.clone(), p.files.clone()),
        Err(_) => (None, Vec::new()),
    };
    // Recorded before routing (status 0 while in flight), so whoever sees the effect of a
    // request also sees the request.
    let seq = shared.update(|w| {
        let seq = w.requests.len();
        if !w.config.keep_records {
            return usize::MAX;
        }
        w.requests.push(RecordedRequest {
            seq: seq as u64,
            received_at,
            method: method.clone(),
            path: path.clone(),
            query: query.clone(),
            content_type: header(&headers, header::CONTENT_TYPE.as_str()),
            authorization: header(&headers, header::AUTHORIZATION.as_str()),
            audit_log_reason: header(&headers, "x-audit-log-reason"),
            body,
            files,
            status: 0,
        });
        seq
    });
    let delay_key = (method.clone(), path.clone());
    let reply = match parsed {
        Err(reason) => Reply::error(400, 50109, reason),
        Ok(parsed) => {
            let ctx = Ctx {
                shared: Arc::clone(&shared),
                method,
                path,
                query,
                body: parsed.json,
                files: parsed.files,
            };
            if api { route(&ctx) } else { unhandled(&ctx) }
        }
    };
    let delay = shared.update(|w| {
        if let Some(r) = w.requests.get_mut(seq) {
            r.status = reply.status;
        }
        w.delays
            .iter()
            .find(|d| d.method == delay_key.0 && delay_key.1.ends_with(&d.path_suffix))
            .map(|d| d.delay)
    });
    if let Some(delay) = delay {
        tokio::time::sleep(delay).await;
    }
    let status = StatusCode::from_u16(reply.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    match reply.body {
        Some(body) => (status, axum::Json(body)).into_response(),
        None => status.into_response(),
    }
}

fn route(ctx: &Ctx) -> Reply {
    let segs: Vec<&str> = ctx.path.trim_start_matches('/').split('/').collect();
    let method = ctx.method.as_str();
    let result = match (method, segs.as_slice()) {
        ("GET", ["gateway"]) => ctx.check(&[]).map(|()| Reply::ok(json!({ "url": ctx.shared.ws_url }))),
        ("GET", ["gateway", "bot"]) => ctx.check(&[]).map(|()| {
            Reply::ok(json!({
                "url": ctx.shared.ws_url,
                "shards": 1,
                "session_start_limit": { "total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1 },
            }))
        }),
        ("GET", ["oauth2", "applications", "@me"] | ["applications", "@me"]) => {
            ctx.check(&[]).map(|()| Reply::ok(application_json(&ctx.shared.lock().config)))
        }
        ("GET", ["users", "@me"]) => ctx
            .check(&[])
            .map(|()| Reply::ok(ctx.shared.lock().config.bot.to_json())),
        (_, ["applications", app, "commands"]) => Ok(commands(ctx, app, None)),
        (_, ["applications", app, "guilds", guild, "commands"]) => Ok(commands(ctx, app, Some(guild))),
        ("POST", ["interactions", id, token, "callback"]) => Ok(messages::callback(ctx, id, token)),
        ("POST", ["webhooks", app, token]) => Ok(messages::followup(ctx, app, token)),
        (_, ["webhooks", app, token, "messages", target]) => Ok(messages::webhook_message(ctx, app, token, target)),
        (_, ["channels", channel, "messages"]) => Ok(messages::channel_messages(ctx, channel)),
        (_, ["channels", channel, "messages", id]) => Ok(messages::channel_message(ctx, channel, id)),
        ("POST", ["channels", channel, "typing"]) => ctx.check(&[]).and_then(|()| {
            messages::known_channel(ctx, channel)?;
            Ok(Reply::no_content())
        }),
        _ => Ok(unhandled(ctx)),
    };
    result.unwrap_or_else(|reply| reply)
}

/// Unknown routes: recorded as a violation and answered 404.
fn unhandled(ctx: &Ctx) -> Reply {
    ctx.shared.update(|w| {
        w.violations.push(Violation {
            method: ctx.method.clone(),
            path: ctx.path.clone(),
            location: String::new(),
            rule: "unhandled-route".into(),
            message: "the fake Discord does not implement this route".into(),
        });
    });
    Reply::error(404, 0, "404: Not Found")
}

fn commands(ctx: &Ctx, app: &str, guild: Option<&str>) -> Reply {
    let result = (|| {
        ctx.check(&[])?;
        let app_id = ctx.shared.lock().config.application_id;
        if app.parse::<u64>().ok() != Some(app_id) {
            return Err(Reply::error(403, 50001, "Missing Access"));
        }
        let guild_id = match guild {
            Some(g) => {
                let id = g
                    .parse::<u64>()
                    .map_err(|_| Reply::error(404, 10004, "Unknown Guild"))?;
                if !ctx
                    .shared
                    .lock()
                    .config
                    .guilds
                    .iter()
                    .any(|x| x.id.get() == id)
                {
                    return Err(Reply::error(404, 10004, "Unknown Guild"));
                }
                Some(id)
            }
            None => None,
        };
        match ctx.method.as_str() {
            "GET" => {
                let w = ctx.shared.lock();
                let list = match guild_id {
                    Some(g) => w.guild_commands.get(&g).cloned().unwrap_or_default(),
                    None => w.global_commands.clone(),
                };
                Ok(Reply::ok(Value::Array(list)))
            }
            "PUT" => {
                let body = ctx.body.clone().unwrap_or(Value::Array(Vec::new()));
                let list = body.as_array().cloned().unwrap_or_default();
                let stored = ctx.shared.update(|w| {
                    let old = match guild_id {
                        Some(g) => w.guild_commands.get(&g).cloned().unwrap_or_default(),
                        None => w.global_commands.clone(),
                    };
                    let stored: Vec<Value> = list
                        .iter()
                        .map(|c| stored_command(ctx, &old, c, app_id, guild_id))
                        .collect();
                    match guild_id {
                        Some(g) => {
                            w.guild_commands.insert(g, stored.clone());
                        }
                        None => w.global_commands = stored.clone(),
                    }
                    stored
                });
                Ok(Reply::ok(Value::Array(stored)))
            }
            "POST" => {
                let body = ctx.body();
                let stored = ctx.shared.update(|w| {
                    let list = match guild_id {
                        Some(g) => w.guild_commands.entry(g).or_default(),
                        None => &mut w.global_commands,
                    };
                    let name = body.get("name");
                    let cmd = stored_command(ctx, list, &body, app_id, guild_id);
                    list.retain(|c| c.get("name") != name);
                    list.push(cmd.clone());
                    cmd
                });
                Ok(Reply::ok(stored))
            }
            _ => Ok(unhandled(ctx)),
        }
    })();
    result.unwrap_or_else(|r| r)
}

/// A command as Discord stores it: the request plus id, application id, version and defaults.
fn stored_command(ctx: &Ctx, old: &[Value], cmd: &Value, app_id: u64, guild: Option<u64>) -> Value {
    let mut out = cmd.clone();
    let name = cmd.get("name");
    let kind = cmd.get("type").cloned().unwrap_or(json!(1));
    let id = old
        .iter()
        .find(|c| c.get("name") == name && c.get("type") == Some(&kind))
        .and_then(|c| c.get("id").cloned())
        .unwrap_or_else(|| json!(ctx.shared.ids.next().to_string()));
    if let Some(obj) = out.as_object_mut() {
        obj.insert("id".into(), id);
        obj.insert("type".into(), kind);
        obj.insert("application_id".into(), json!(app_id.to_string()));
        obj.insert("version".into(), json!(ctx.shared.ids.next().to_string()));
        obj.insert("guild_id".into(), json!(guild.map(|g| g.to_string())));
        for (key, default) in [
            ("description", json!("")),
            ("default_member_permissions", Value::Null),
            ("dm_permission", json!(true)),
            ("nsfw", json!(false)),
            ("options", json!([])),
        ] {
            match obj.get(key) {
                Some(v) if !v.is_null() => {}
                _ => {
                    obj.insert(key.into(), default);
                }
            }
        }
    }
    out
}

/// `GET /attachments/{channel}/{id}/{filename}`: the uploaded bytes.
pub async fn attachment(
    State(shared): State<Arc<Shared>>,
    Path((_channel, id, _name)): Path<(String, u64, String)>,
) -> Response {
    let file = shared.lock().messages.file(id).cloned();
    match file {
        Some(f) => {
            let ctype = f
                .content_type
                .unwrap_or_else(|| "application/octet-stream".into());
            ([(header::CONTENT_TYPE, ctype)], f.data).into_response()
        }
        None => (StatusCode::NOT_FOUND, "no such attachment").into_response(),
    }
}
