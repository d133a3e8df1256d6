//! The official Discord OpenAPI document: loading, in-memory patches, route templates and
//! cached JSON Schema validators per endpoint.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

use jsonschema::error::ValidationErrorKind;
use jsonschema::{Draft, Registry, ValidationError, Validator};
use percent_encoding::{AsciiSet, CONTROLS, utf8_percent_encode};
use serde_json::{Map, Value, json};

/// Environment variable that overrides where the spec is read from.
pub const SPEC_ENV: &str = "KAITAKU_DISCORD_SPEC";
/// Default location of the spec, relative to the repository root.
pub const DEFAULT_SPEC_PATH: &str = "../shared/discord-api-spec/openapi.json";

const DOC_URI: &str = "urn:discord:openapi";
const STRICT_URI: &str = "urn:discord:openapi-strict";

/// Characters percent-encoded in a JSON pointer fragment (raw braces are not a valid URI).
const FRAGMENT: &AsciiSet = &CONTROLS.add(b' ').add(b'{').add(b'}').add(b'%').add(b'"');

/// One problem found in a request body by the schema passes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SchemaProblem {
    /// JSON pointer into the body.
    pub location: String,
    /// Human-readable description.
    pub message: String,
    /// `true` for problems of the strict (unknown field) pass.
    pub unknown_field: bool,
}

/// A path template of the spec, split into segments.
struct Template {
    raw: String,
    segments: Vec<String>,
    methods: Vec<String>,
}

impl Template {
    /// Number of literal segments if `path` matches, else `None`.
    fn score(&self, path: &[&str]) -> Option<usize> {
        if path.len() != self.segments.len() {
            return None;
        }
        let mut literal = 0;
        for (t, p) in self.segments.iter().zip(path) {
            if t.starts_with('{') && t.ends_with('}') {
                if p.is_empty() {
                    return None;
                }
            } else if t == p {
                literal += 1;
            } else {
                return None;
            }
        }
        Some(literal)
    }
}

type ValidatorKey = (String, String, bool);

/// The loaded, patched spec with its two schema registries (normal and strict).
pub struct Spec {
    registry: Registry<'static>,
    templates: Vec<Template>,
    /// `(template, method)` pairs whose operation declares a JSON request body.
    bodies: HashMap<(String, String), ()>,
    cache: Mutex<HashMap<ValidatorKey, Option<Arc<Validator>>>>,
}

static SPEC: OnceLock<Result<Spec, String>> = OnceLock::new();

/// Where the spec file is looked for: `$KAITAKU_DISCORD_SPEC`, else the default path relative to
/// the working directory, else relative to the workspace root (two levels above this crate).
pub fn spec_path() -> PathBuf {
    if let Ok(p) = std::env::var(SPEC_ENV) {
        return PathBuf::from(p);
    }
    let rel = Path::new(DEFAULT_SPEC_PATH);
    if rel.exists() {
        return rel.to_path_buf();
    }
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(DEFAULT_SPEC_PATH)
}

impl Spec {
    /// The process-wide spec, loaded and compiled on first use.
    pub fn global() -> Result<&'static Spec, String> {
        SPEC.get_or_init(|| Spec::load(&spec_path()))
            .as_ref()
            .map_err(Clone::clone)
    }

    /// Load and prepare the spec from `path`.
    pub fn load(path: &Path) -> Result<Spec, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read Discord spec {}: {e}", path.display()))?;
        let mut doc: Value = serde_json::from_str(&text)
            .map_err(|e| format!("cannot parse Discord spec {}: {e}", path.display()))?;
        patch(&mut doc);
        let mut strict = doc.clone();
        add_unevaluated(&mut strict);

        let mut templates = Vec::new();
        let mut bodies = HashMap::new();
        if let Some(paths) = doc.get("paths").and_then(Value::as_object) {
            for (raw, item) in paths {
                let mut methods = Vec::new();
                if let Some(item) = item.as_object() {
                    for (m, op) in item {
                        if m == "parameters" {
                            continue;
                        }
                        let method = m.to_ascii_uppercase();
                        if op
                            .pointer("/requestBody/content/application~1json/schema")
                            .is_some()
                        {
                            bodies.insert((raw.clone(), method.clone()), ());
                        }
                        methods.push(method);
                    }
                }
                templates.push(Template {
                    raw: raw.clone(),
                    segments: raw.split('/').map(str::to_owned).collect(),
                    methods,
                });
            }
        }

        let registry = Registry::new()
            .add(DOC_URI, Draft::Draft202012.create_resource(doc))
            .and_then(|b| b.add(STRICT_URI, Draft::Draft202012.create_resource(strict)))
            .and_then(|b| b.prepare())
            .map_err(|e| format!("cannot register Discord spec: {e}"))?;
        Ok(Spec {
            registry,
            templates,
            bodies,
            cache: Mutex::new(HashMap::new()),
        })
    }

    /// The spec template matching a concrete API path (without `/api/v10` and query), the most
    /// literal one winning; `None` if no template matches.
    pub fn template_for(&self, path: &str) -> Option<&str> {
        let segs: Vec<&str> = path.split('/').collect();
        self.templates
            .iter()
            .filter_map(|t| t.score(&segs).map(|s| (s, t)))
            .max_by_key(|(s, _)| *s)
            .map(|(_, t)| t.raw.as_str())
    }

    /// Whether `method` is declared for `template`.
    pub fn has_method(&self, template: &str, method: &str) -> bool {
        self.templates
            .iter()
            .any(|t| t.raw == template && t.methods.iter().any(|m| m == method))
    }

    /// Validate `body` against the JSON request schema of `(template, method)`, then run the
    /// strict unknown-field pass on a stripped copy. Empty if valid or if there is no schema.
    pub fn check_body(&self, template: &str, method: &str, body: &Value) -> Vec<SchemaProblem> {
        if !self
            .bodies
            .contains_key(&(template.to_owned(), method.to_owned()))
        {
            return Vec::new();
        }
        let mut problems = Vec::new();
        match self.validator(template, method, false) {
            Ok(v) => {
                for err in v.iter_errors(body) {
                    describe(&err, &mut problems);
                }
            }
            Err(e) => problems.push(SchemaProblem {
                location: String::new(),
                message: e,
                unknown_field: false,
            }),
        }
        if problems.is_empty() {
            let stripped = strip_empty(body);
            if let Ok(v) = self.validator(template, method, true) {
                for err in v.iter_errors(&stripped) {
                    collect_unknown(&err, &mut problems);
                }
            }
        }
        problems.dedup();
        problems
    }

    fn validator(
        &self,
        template: &str,
        method: &str,
        strict: bool,
    ) -> Result<Arc<Validator>, String> {
        let key = (template.to_owned(), method.to_owned(), strict);
        if let Ok(cache) = self.cache.lock()
            && let Some(found) = cache.get(&key)
        {
            return found
                .clone()
                .ok_or_else(|| format!("no validator for {method} {template}"));
        }
        let uri = if strict { STRICT_URI } else { DOC_URI };
        let pointer = format!(
            "/paths/{}/{}/requestBody/content/application~1json/schema",
            escape_pointer(template),
            method.to_ascii_lowercase()
        );
        let fragment = utf8_percent_encode(&pointer, FRAGMENT).to_string();
        let schema = json!({ "$ref": format!("{uri}#{fragment}") });
        let built = jsonschema::options()
            .with_draft(Draft::Draft202012)
            .with_registry(&self.registry)
            .build(&schema);
        let result = match built {
            Ok(v) => Some(Arc::new(v)),
            Err(e) => {
                tracing::warn!("cannot build validator for {method} {template}: {e}");
                None
            }
        };
        if let Ok(mut cache) = self.cache.lock() {
            cache.insert(key, result.clone());
        }
        result.ok_or_else(|| format!("no validator for {method} {template}"))
    }
}

fn escape_pointer(segment: &str) -> String {
    segment.replace('~', "~0").replace('/', "~1")
}

/// The two known spec/serenity mismatches, patched in memory.
fn patch(doc: &mut Value) {
    // Attachment ids of new uploads are sent as integers (`"id": 0`).
    if let Some(id) = doc.pointer_mut("/components/schemas/MessageAttachmentRequest/properties/id")
    {
        *id = json!({ "anyOf": [
            { "$ref": "#/components/schemas/SnowflakeType" },
            { "type": "integer", "minimum": 0 }
        ]});
    }
    // `default_member_permissions` is sent as a digit string.
    patch_permissions(doc);
}

fn patch_permissions(value: &mut Value) {
    match value {
        Value::Object(map) => {
            if let Some(Value::Object(props)) = map.get_mut("properties")
                && let Some(perm) = props.get_mut("default_member_permissions")
            {
                let original = perm.take();
                *perm = json!({ "anyOf": [
                    original,
                    { "type": "string", "pattern": "^[0-9]+$" }
                ]});
            }
            for v in map.values_mut() {
                patch_permissions(v);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(patch_permissions),
        _ => {}
    }
}

/// Adds `unevaluatedProperties: false` to every object schema with declared properties.
fn add_unevaluated(value: &mut Value) {
    match value {
        Value::Object(map) => {
            let is_object_schema = map.get("properties").is_some_and(Value::is_object)
                && !map.contains_key("additionalProperties")
                && !map.contains_key("unevaluatedProperties");
            for v in map.values_mut() {
                add_unevaluated(v);
            }
            if is_object_schema {
                map.insert("unevaluatedProperties".into(), Value::Bool(false));
            }
        }
        Value::Array(items) => items.iter_mut().for_each(add_unevaluated),
        _ => {}
    }
}

/// A copy of `value` without object members that are null, false, or empty arrays/objects.
pub fn strip_empty(value: &Value) -> Value {
    match value {
        Value::Object(map) => {
            let mut out = Map::new();
            for (k, v) in map {
                let keep = match v {
                    Value::Null | Value::Bool(false) => false,
                    Value::Array(a) => !a.is_empty(),
                    Value::Object(o) => !o.is_empty(),
                    _ => true,
                };
                if keep {
                    out.insert(k.clone(), strip_empty(v));
                }
            }
            Value::Object(out)
        }
        Value::Array(items) => Value::Array(items.iter().map(strip_empty).collect()),
        other => other.clone(),
    }
}

/// Turns one schema error into readable problems, descending into the `anyOf`/`oneOf` branch
/// whose `type` matched.
fn describe(err: &ValidationError<'_>, out: &mut Vec<SchemaProblem>) {
    let here = err.instance_path().as_str().to_owned();
    let context = match err.kind() {
        ValidationErrorKind::AnyOf { context } | ValidationErrorKind::OneOfNotValid { context } => {
            context
        }
        _ => {
            out.push(SchemaProblem {
                location: here,
                message: err.to_string(),
                unknown_field: false,
            });
            return;
        }
    };
    let candidates: Vec<&Vec<ValidationError<'static>>> = context
        .iter()
        .filter(|branch| !branch.iter().any(|e| is_discriminator_error(e, &here)))
        .collect();
    match candidates.iter().min_by_key(|b| b.len()) {
        Some(best) => best.iter().for_each(|e| describe(e, out)),
        None => {
            let instance = err.instance();
            match instance.get("type") {
                Some(t) => out.push(SchemaProblem {
                    location: format!("{here}/type"),
                    message: format!("{t} matches no variant"),
                    unknown_field: false,
                }),
                None => out.push(SchemaProblem {
                    location: here,
                    message: format!("{} matches no variant", short(instance)),
                    unknown_field: false,
                }),
            }
        }
    }
}

/// An error that shows a branch was not meant for this value at all: the value has another JSON
/// type, or its `type` member is not one the branch accepts.
fn is_discriminator_error(e: &ValidationError<'_>, here: &str) -> bool {
    let at = e.instance_path().as_str();
    if at == here {
        return matches!(e.kind(), ValidationErrorKind::Type { .. });
    }
    at.strip_prefix(here) == Some("/type")
}

fn short(v: &Value) -> String {
    let s = v.to_string();
    if s.chars().count() > 60 {
        format!("{}…", s.chars().take(60).collect::<String>())
    } else {
        s
    }
}

/// Collects the unknown-field errors of the strict pass, descending into all branches.
fn collect_unknown(err: &ValidationError<'_>, out: &mut Vec<SchemaProblem>) {
    match err.kind() {
        ValidationErrorKind::UnevaluatedProperties { unexpected } => out.push(SchemaProblem {
            location: err.instance_path().as_str().to_owned(),
            message: format!("unknown field(s): {}", unexpected.join(", ")),
            unknown_field: true,
        }),
        ValidationErrorKind::AnyOf { context } | ValidationErrorKind::OneOfNotValid { context } => {
            let here = err.instance_path().as_str().to_owned();
            let best = context
                .iter()
                .filter(|b| !b.iter().any(|e| is_discriminator_error(e, &here)))
                .min_by_key(|b| b.len());
            if let Some(best) = best {
                best.iter().for_each(|e| collect_unknown(e, out));
            }
        }
        _ => {}
    }
}
