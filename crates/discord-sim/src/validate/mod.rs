//! Validation of the requests a bot sends: the official OpenAPI schema (with the strict
//! unknown-field pass) plus documented rules the spec does not encode.

pub mod rules;
pub mod spec;

use std::fmt;

use serde_json::{Value, json};

pub use spec::{DEFAULT_SPEC_PATH, SPEC_ENV, Spec, spec_path};

/// One rule a request broke.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    /// HTTP method of the request.
    pub method: String,
    /// Request path (without `/api/v10` and query).
    pub path: String,
    /// JSON pointer into the body (`""` for the body itself).
    pub location: String,
    /// Rule name: `spec-schema`, `spec-unknown-field`, `spec-no-route`, or a hand-checked rule.
    pub rule: String,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let loc = if self.location.is_empty() {
            "/"
        } else {
            &self.location
        };
        write!(
            f,
            "{} {} at {loc}: [{}] {}",
            self.method, self.path, self.rule, self.message
        )
    }
}

/// Validates one request. `path` is the API path without `/api/v10` and query; `body` is the
/// JSON body (or a multipart form's `payload_json`); `files` are the file names an
/// `attachment://` URL may refer to (uploaded now, or kept from the edited message).
pub fn validate_request(
    spec: &Spec,
    method: &str,
    path: &str,
    body: Option<&Value>,
    files: &[String],
) -> Vec<Violation> {
    let mut out = Vec::new();
    let violation = |location: String, rule: &str, message: String| Violation {
        method: method.to_owned(),
        path: path.to_owned(),
        location,
        rule: rule.to_owned(),
        message,
    };
    let Some(template) = spec.template_for(path) else {
        out.push(violation(
            String::new(),
            "spec-no-route",
            "no route of the Discord API matches this path".into(),
        ));
        return out;
    };
    if !spec.has_method(template, method) {
        out.push(violation(
            String::new(),
            "spec-no-route",
            format!("{template} has no {method} method"),
        ));
        return out;
    }
    let Some(body) = body else { return out };
    for p in spec.check_body(template, method, body) {
        let rule = if p.unknown_field {
            "spec-unknown-field"
        } else {
            "spec-schema"
        };
        out.push(violation(p.location, rule, p.message));
    }
    let mut checker = rules::Checker::default();
    hand_rules(&mut checker, template, method, body, files);
    for p in checker.problems {
        out.push(violation(p.location, p.rule, p.message));
    }
    out
}

fn hand_rules(
    c: &mut rules::Checker,
    template: &str,
    method: &str,
    body: &Value,
    files: &[String],
) {
    const CALLBACK: &str = "/interactions/{interaction_id}/{interaction_token}/callback";
    const WEBHOOK: &str = "/webhooks/{webhook_id}/{webhook_token}";
    const ORIGINAL: &str = "/webhooks/{webhook_id}/{webhook_token}/messages/@original";
    const WEBHOOK_MSG: &str = "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}";
    const CHANNEL: &str = "/channels/{channel_id}/messages";
    const CHANNEL_MSG: &str = "/channels/{channel_id}/messages/{message_id}";
    const COMMANDS: &str = "/applications/{application_id}/commands";
    const GUILD_COMMANDS: &str = "/applications/{application_id}/guilds/{guild_id}/commands";
    const COMMAND: &str = "/applications/{application_id}/commands/{command_id}";
    const GUILD_COMMAND: &str =
        "/applications/{application_id}/guilds/{guild_id}/commands/{command_id}";
    let empty = json!({});
    match (template, method) {
        (CALLBACK, "POST") => {
            let data = body.get("data").unwrap_or(&empty);
            match body.get("type").and_then(Value::as_u64) {
                Some(4) => c.message("/data", data, true, files),
                Some(7) => c.message("/data", data, false, files),
                Some(9) => c.modal("/data", data),
                _ => {}
            }
        }
        (WEBHOOK | CHANNEL, "POST") => c.message("", body, true, files),
        (ORIGINAL | WEBHOOK_MSG | CHANNEL_MSG, "PATCH") => c.message("", body, false, files),
        (COMMANDS | GUILD_COMMANDS, "PUT") => {
            if let Some(list) = body.as_array() {
                c.commands(list);
            }
        }
        (COMMANDS | GUILD_COMMANDS, "POST") | (COMMAND | GUILD_COMMAND, "PATCH") => {
            c.commands(std::slice::from_ref(body));
            for p in &mut c.problems {
                if let Some(rest) = p.location.strip_prefix("/0") {
                    p.location = rest.to_owned();
                }
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests;
