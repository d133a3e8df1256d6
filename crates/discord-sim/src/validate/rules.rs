//! Documented Discord rules that the OpenAPI spec does not encode, checked by hand.

use std::collections::HashSet;

use serde_json::Value;

/// One broken hand-checked rule: where in the body, which rule, and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleProblem {
    /// JSON pointer into the body.
    pub location: String,
    /// Short rule name, e.g. `select-alone-in-row`.
    pub rule: &'static str,
    /// Human-readable description.
    pub message: String,
}

/// Collects problems while walking a body.
#[derive(Default)]
pub struct Checker {
    /// Problems found so far.
    pub problems: Vec<RuleProblem>,
}

const IS_COMPONENTS_V2: u64 = 1 << 15;
const SELECT_TYPES: [u64; 5] = [3, 5, 6, 7, 8];

impl Checker {
    fn report(
        &mut self,
        location: impl Into<String>,
        rule: &'static str,
        message: impl Into<String>,
    ) {
        self.problems.push(RuleProblem {
            location: location.into(),
            rule,
            message: message.into(),
        });
    }

    /// Rules for a message body (`at` is its JSON pointer). `create` adds the non-empty rule;
    /// `files` are the file names `attachment://` may refer to.
    pub fn message(&mut self, at: &str, msg: &Value, create: bool, files: &[String]) {
        let Some(obj) = msg.as_object() else { return };
        let flags = obj.get("flags").and_then(Value::as_u64).unwrap_or(0);
        let components = obj.get("components").and_then(Value::as_array);
        if let Some(rows) = components {
            if flags & IS_COMPONENTS_V2 == 0 && rows.len() > 5 {
                self.report(
                    format!("{at}/components"),
                    "max-action-rows",
                    format!("{} action rows, at most 5 are allowed", rows.len()),
                );
            }
            self.components(&format!("{at}/components"), rows);
        }
        if let Some(embeds) = obj.get("embeds").and_then(Value::as_array) {
            self.embeds(&format!("{at}/embeds"), embeds);
        }
        if create && is_empty_message(obj, files) {
            self.report(
                at.to_owned(),
                "non-empty-message",
                "a message needs content, embeds, components, attachments or a poll",
            );
        }
        self.attachment_refs(at, msg, files);
    }

    /// Component rules for a list of top-level components (rows, or v2 components).
    pub fn components(&mut self, at: &str, rows: &[Value]) {
        let mut seen = HashSet::new();
        for (i, row) in rows.iter().enumerate() {
            let row_at = format!("{at}/{i}");
            if row.get("type").and_then(Value::as_u64) == Some(1)
                && let Some(children) = row.get("components").and_then(Value::as_array)
            {
                let has_select = children.iter().any(|c| {
                    c.get("type")
                        .and_then(Value::as_u64)
                        .is_some_and(|t| SELECT_TYPES.contains(&t))
                });
                if has_select && children.len() > 1 {
                    self.report(
                        format!("{row_at}/components"),
                        "select-alone-in-row",
                        format!(
                            "a select menu must be alone in its row, found {} components",
                            children.len()
                        ),
                    );
                }
            }
            self.component_tree(&row_at, row, &mut seen);
        }
    }

    fn component_tree(&mut self, at: &str, c: &Value, seen: &mut HashSet<String>) {
        let Some(obj) = c.as_object() else { return };
        let kind = obj.get("type").and_then(Value::as_u64).unwrap_or(0);
        if let Some(id) = obj.get("custom_id").and_then(Value::as_str)
            && !seen.insert(id.to_owned())
        {
            self.report(
                format!("{at}/custom_id"),
                "unique-custom-id",
                format!("custom_id {id:?} is used twice in one message"),
            );
        }
        match kind {
            2 => self.button(at, obj),
            t if SELECT_TYPES.contains(&t) => self.select(at, obj),
            _ => {}
        }
        if let Some(children) = obj.get("components").and_then(Value::as_array) {
            for (i, child) in children.iter().enumerate() {
                self.component_tree(&format!("{at}/components/{i}"), child, seen);
            }
        }
        if let Some(acc) = obj.get("accessory") {
            self.component_tree(&format!("{at}/accessory"), acc, seen);
        }
    }

    fn button(&mut self, at: &str, b: &serde_json::Map<String, Value>) {
        let style = b.get("style").and_then(Value::as_u64).unwrap_or(0);
        let has_id = b.get("custom_id").is_some_and(|v| !v.is_null());
        let has_url = b.get("url").is_some_and(|v| !v.is_null());
        let ok = match style {
            1..=4 => has_id && !has_url,
            5 => has_url && !has_id,
            6 => !has_url && !has_id && b.get("sku_id").is_some_and(|v| !v.is_null()),
            _ => true,
        };
        if !ok {
            self.report(
                at.to_owned(),
                "button-custom-id-or-url",
                format!(
                    "a button of style {style} needs {}",
                    match style {
                        5 => "a url and no custom_id",
                        6 => "a sku_id and neither url nor custom_id",
                        _ => "a custom_id and no url",
                    }
                ),
            );
        }
    }

    fn select(&mut self, at: &str, s: &serde_json::Map<String, Value>) {
        let min = s.get("min_values").and_then(Value::as_u64).unwrap_or(1);
        let max = s.get("max_values").and_then(Value::as_u64).unwrap_or(1);
        let options = s.get("options").and_then(Value::as_array).map(Vec::len);
        if min > max {
            self.report(
                at.to_owned(),
                "select-values-range",
                format!("min_values {min} > max_values {max}"),
            );
        }
        if let Some(n) = options
            && max as usize > n
        {
            self.report(
                at.to_owned(),
                "select-values-range",
                format!("max_values {max} > {n} options"),
            );
        }
    }

    fn embeds(&mut self, at: &str, embeds: &[Value]) {
        let mut total = 0usize;
        let len = |v: Option<&Value>| v.and_then(Value::as_str).map_or(0, |s| s.chars().count());
        for (i, e) in embeds.iter().enumerate() {
            total += len(e.get("title")) + len(e.get("description"));
            total += len(e.pointer("/footer/text")) + len(e.pointer("/author/name"));
            let Some(fields) = e.get("fields").and_then(Value::as_array) else {
                continue;
            };
            for (j, f) in fields.iter().enumerate() {
                for key in ["name", "value"] {
                    let text = f.get(key).and_then(Value::as_str).unwrap_or("");
                    total += text.chars().count();
                    if text.trim().is_empty() {
                        self.report(
                            format!("{at}/{i}/fields/{j}/{key}"),
                            "embed-field-empty",
                            format!("embed field {key} must not be empty"),
                        );
                    }
                }
            }
        }
        if total > 6000 {
            self.report(
                at.to_owned(),
                "embed-total-length",
                format!("embeds total {total} characters, at most 6000 are allowed"),
            );
        }
    }

    fn attachment_refs(&mut self, at: &str, v: &Value, files: &[String]) {
        match v {
            Value::String(s) => {
                if let Some(name) = s.strip_prefix("attachment://")
                    && !files.iter().any(|f| f == name)
                {
                    self.report(
                        at.to_owned(),
                        "attachment-reference",
                        format!("{s} refers to no uploaded file (files: {files:?})"),
                    );
                }
            }
            Value::Array(items) => {
                for (i, item) in items.iter().enumerate() {
                    self.attachment_refs(&format!("{at}/{i}"), item, files);
                }
            }
            Value::Object(map) => {
                for (k, item) in map {
                    self.attachment_refs(&format!("{at}/{}", escape(k)), item, files);
                }
            }
            _ => {}
        }
    }

    /// Rules for a modal (callback type 9 `data`).
    pub fn modal(&mut self, at: &str, modal: &Value) {
        if let Some(rows) = modal.get("components").and_then(Value::as_array) {
            if rows.len() > 5 {
                self.report(
                    format!("{at}/components"),
                    "max-action-rows",
                    format!("{} rows in a modal, at most 5 are allowed", rows.len()),
                );
            }
            let mut seen = HashSet::new();
            for (i, row) in rows.iter().enumerate() {
                self.component_tree(&format!("{at}/components/{i}"), row, &mut seen);
            }
        }
    }

    /// Rules for a list of application commands (bulk overwrite body).
    pub fn commands(&mut self, commands: &[Value]) {
        let mut names = HashSet::new();
        for (i, cmd) in commands.iter().enumerate() {
            let at = format!("/{i}");
            let kind = cmd.get("type").and_then(Value::as_u64).unwrap_or(1);
            let name = cmd.get("name").and_then(Value::as_str).unwrap_or("");
            if !names.insert((kind, name.to_owned())) {
                self.report(
                    format!("{at}/name"),
                    "command-name-unique",
                    format!("command name {name:?} is registered twice"),
                );
            }
            if kind == 1 {
                self.chat_input(&at, cmd);
            }
        }
    }

    /// A chat input command or option: name, description and its options.
    fn chat_input(&mut self, at: &str, item: &Value) {
        let name = item.get("name").and_then(Value::as_str).unwrap_or("");
        self.name(&format!("{at}/name"), name);
        if let Some(locs) = item.get("name_localizations").and_then(Value::as_object) {
            for (loc, n) in locs {
                self.name(
                    &format!("{at}/name_localizations/{loc}"),
                    n.as_str().unwrap_or(""),
                );
            }
        }
        let desc = item
            .get("description")
            .and_then(Value::as_str)
            .unwrap_or("");
        if desc.trim().is_empty() {
            self.report(
                format!("{at}/description"),
                "description-empty",
                format!("{name:?} needs a non-empty description"),
            );
        }
        if item.get("autocomplete").and_then(Value::as_bool) == Some(true)
            && item
                .get("choices")
                .and_then(Value::as_array)
                .is_some_and(|c| !c.is_empty())
        {
            self.report(
                at.to_owned(),
                "autocomplete-with-choices",
                format!("option {name:?} has both autocomplete and choices"),
            );
        }
        let Some(options) = item.get("options").and_then(Value::as_array) else {
            return;
        };
        let mut names = HashSet::new();
        let mut seen_optional = false;
        for (i, opt) in options.iter().enumerate() {
            let opt_at = format!("{at}/options/{i}");
            let opt_name = opt.get("name").and_then(Value::as_str).unwrap_or("");
            if !names.insert(opt_name.to_owned()) {
                self.report(
                    format!("{opt_at}/name"),
                    "command-name-unique",
                    format!("option name {opt_name:?} is used twice"),
                );
            }
            let kind = opt.get("type").and_then(Value::as_u64).unwrap_or(0);
            if kind > 2 {
                let required = opt.get("required").and_then(Value::as_bool) == Some(true);
                if required && seen_optional {
                    self.report(
                        format!("{opt_at}/required"),
                        "option-required-order",
                        format!("required option {opt_name:?} follows an optional one"),
                    );
                }
                seen_optional |= !required;
            }
            self.chat_input(&opt_at, opt);
        }
    }

    fn name(&mut self, at: &str, name: &str) {
        let n = name.chars().count();
        let ok_chars = name
            .chars()
            .all(|c| (c.is_alphanumeric() && !c.is_uppercase()) || c == '-' || c == '_');
        if !(1..=32).contains(&n) || !ok_chars {
            self.report(
                at.to_owned(),
                "command-name",
                format!("name {name:?} must be 1-32 lowercase letters, digits, '-' or '_'"),
            );
        }
    }
}

fn is_empty_message(obj: &serde_json::Map<String, Value>, files: &[String]) -> bool {
    let non_empty_array = |k: &str| {
        obj.get(k)
            .and_then(Value::as_array)
            .is_some_and(|a| !a.is_empty())
    };
    let content = obj
        .get("content")
        .and_then(Value::as_str)
        .is_some_and(|s| !s.trim().is_empty());
    !(content
        || non_empty_array("embeds")
        || non_empty_array("components")
        || non_empty_array("attachments")
        || non_empty_array("sticker_ids")
        || obj.get("poll").is_some_and(|p| !p.is_null())
        || !files.is_empty())
}

/// Escapes a key for use in a JSON pointer.
pub fn escape(key: &str) -> String {
    key.replace('~', "~0").replace('/', "~1")
}
