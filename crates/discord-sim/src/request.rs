//! Recorded requests and the parsing of their bodies (JSON or multipart with `payload_json`).

use std::time::Instant;

use axum::body::Bytes;
use axum::extract::{FromRequest, Multipart, Request};
use axum::http::header;
use serde_json::Value;

/// A file uploaded in a multipart request (`files[n]`).
#[derive(Debug, Clone)]
pub struct Upload {
    /// Form field name, e.g. `files[0]`.
    pub field: String,
    /// The `n` of `files[n]`, matched against `attachments[].id`.
    pub index: Option<u64>,
    /// File name from the part's `Content-Disposition`.
    pub filename: String,
    /// Content type of the part.
    pub content_type: Option<String>,
    /// The bytes.
    pub data: Bytes,
}

/// One HTTP request the bot made to the fake.
#[derive(Debug, Clone)]
pub struct RecordedRequest {
    /// Order of arrival, from 0.
    pub seq: u64,
    /// When it arrived.
    pub received_at: Instant,
    /// HTTP method.
    pub method: String,
    /// API path without `/api/v10` (or the full path for non-API routes).
    pub path: String,
    /// Raw query string.
    pub query: Option<String>,
    /// `Content-Type` header.
    pub content_type: Option<String>,
    /// `Authorization` header (e.g. `Bot <token>`).
    pub authorization: Option<String>,
    /// `X-Audit-Log-Reason` header.
    pub audit_log_reason: Option<String>,
    /// JSON body, or the `payload_json` of a multipart body.
    pub body: Option<Value>,
    /// Uploaded files of a multipart body.
    pub files: Vec<Upload>,
    /// Status the fake answered with (0 while the request is being handled).
    pub status: u16,
}

/// A parsed request body.
#[derive(Debug, Default)]
pub struct ParsedBody {
    /// JSON body or `payload_json`.
    pub json: Option<Value>,
    /// Uploaded files.
    pub files: Vec<Upload>,
}

/// Reads and parses a request body; the error is a readable reason for a 400 answer.
pub async fn parse_body(req: Request) -> Result<ParsedBody, String> {
    let content_type = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_owned();
    if content_type.starts_with("multipart/form-data") {
        let mut form = Multipart::from_request(req, &())
            .await
            .map_err(|e| format!("bad multipart body: {e}"))?;
        let mut out = ParsedBody::default();
        while let Some(field) = form
            .next_field()
            .await
            .map_err(|e| format!("bad multipart field: {e}"))?
        {
            let name = field.name().unwrap_or("").to_owned();
            let filename = field.file_name().map(str::to_owned);
            let part_type = field.content_type().map(str::to_owned);
            let data = field
                .bytes()
                .await
                .map_err(|e| format!("bad multipart field {name}: {e}"))?;
            if name == "payload_json" {
                let json = serde_json::from_slice(&data)
                    .map_err(|e| format!("payload_json is not JSON: {e}"))?;
                out.json = Some(json);
            } else {
                let index = name
                    .strip_prefix("files[")
                    .and_then(|s| s.strip_suffix(']'))
                    .and_then(|s| s.parse().ok());
                out.files.push(Upload {
                    filename: filename.unwrap_or_else(|| name.clone()),
                    field: name,
                    index,
                    content_type: part_type,
                    data,
                });
            }
        }
        return Ok(out);
    }
    let bytes = axum::body::to_bytes(req.into_body(), 64 * 1024 * 1024)
        .await
        .map_err(|e| format!("cannot read body: {e}"))?;
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Ok(ParsedBody::default());
    }
    let json = serde_json::from_slice(&bytes).map_err(|e| format!("body is not JSON: {e}"))?;
    Ok(ParsedBody {
        json: Some(json),
        files: Vec::new(),
    })
}
