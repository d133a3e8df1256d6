//! Unit tests of the request validator with deliberately bad bodies.

use serde_json::{Value, json};

use super::{Spec, Violation, validate_request};

const CALLBACK: &str = "/interactions/1/tok/callback";

fn spec() -> &'static Spec {
    Spec::global().expect("the Discord spec must be readable (see KAITAKU_DISCORD_SPEC)")
}

fn check(method: &str, path: &str, body: &Value, files: &[&str]) -> Vec<Violation> {
    let files: Vec<String> = files.iter().map(|f| f.to_string()).collect();
    validate_request(spec(), method, path, Some(body), &files)
}

fn button(id: &str) -> Value {
    json!({"type": 2, "style": 1, "label": "Go", "custom_id": id})
}

fn row(components: Vec<Value>) -> Value {
    json!({"type": 1, "components": components})
}

fn reply(data: Value) -> Value {
    json!({"type": 4, "data": data})
}

/// Asserts exactly one violation with this rule at this location.
fn assert_one(v: &[Violation], rule: &str, location: &str) {
    let hits: Vec<_> = v.iter().filter(|x| x.rule == rule).collect();
    assert_eq!(hits.len(), 1, "expected one {rule}, got {v:#?}");
    assert_eq!(hits[0].location, location, "{v:#?}");
}

#[test]
fn good_bodies_pass() {
    let body = reply(json!({
        "content": "hello",
        "embeds": [{"title": "t", "description": "d", "image": {"url": "attachment://board.png"},
                    "fields": [{"name": "n", "value": "v", "inline": true}]}],
        "components": [row(vec![button("a"), button("b")]),
                       row(vec![json!({"type": 3, "custom_id": "s", "options": [
                           {"label": "x", "value": "x"}, {"label": "y", "value": "y"}],
                           "min_values": 1, "max_values": 2})])],
        "attachments": [{"id": 0, "filename": "board.png"}],
        "allowed_mentions": {"parse": []},
        "flags": 64
    }));
    let v = check("POST", CALLBACK, &body, &["board.png"]);
    assert!(v.is_empty(), "{v:#?}");

    let commands = json!([{"name": "catan", "description": "Play", "type": 1,
        "default_member_permissions": "32", "options": [
        {"type": 1, "name": "ping", "description": "Ping", "options": [
            {"type": 3, "name": "text", "description": "Text", "required": true},
            {"type": 4, "name": "n", "description": "N", "autocomplete": true}]}]}]);
    let v = check("PUT", "/applications/5/commands", &commands, &[]);
    assert!(v.is_empty(), "{v:#?}");
}

#[test]
fn six_action_rows() {
    let rows = (0..6)
        .map(|i| row(vec![button(&format!("b{i}"))]))
        .collect::<Vec<_>>();
    let v = check("POST", CALLBACK, &reply(json!({"components": rows})), &[]);
    assert_one(&v, "max-action-rows", "/data/components");
}

#[test]
fn duplicate_custom_ids() {
    let body = reply(json!({"components": [row(vec![button("x")]), row(vec![button("x")])]}));
    let v = check("POST", CALLBACK, &body, &[]);
    assert_one(
        &v,
        "unique-custom-id",
        "/data/components/1/components/0/custom_id",
    );
}

#[test]
fn select_sharing_a_row() {
    let select = json!({"type": 3, "custom_id": "s", "options": [{"label": "a", "value": "a"}]});
    let body = reply(json!({"components": [row(vec![select, button("b")])]}));
    let v = check("POST", CALLBACK, &body, &[]);
    assert_one(&v, "select-alone-in-row", "/data/components/0/components");
}

#[test]
fn select_values_out_of_range() {
    let select = json!({"type": 3, "custom_id": "s", "max_values": 3,
        "options": [{"label": "a", "value": "a"}, {"label": "b", "value": "b"}]});
    let v = check(
        "POST",
        CALLBACK,
        &reply(json!({"components": [row(vec![select])]})),
        &[],
    );
    assert_one(&v, "select-values-range", "/data/components/0/components/0");
}

#[test]
fn over_long_custom_id() {
    let body = reply(json!({"components": [row(vec![button(&"x".repeat(101))])]}));
    let v = check("POST", CALLBACK, &body, &[]);
    assert_one(
        &v,
        "spec-schema",
        "/data/components/0/components/0/custom_id",
    );
}

#[test]
fn button_with_url_and_custom_id() {
    let b = json!({"type": 2, "style": 5, "label": "site", "url": "https://example.com", "custom_id": "c"});
    let v = check(
        "POST",
        CALLBACK,
        &reply(json!({"components": [row(vec![b])]})),
        &[],
    );
    assert_one(
        &v,
        "button-custom-id-or-url",
        "/data/components/0/components/0",
    );
}

#[test]
fn empty_field_name() {
    let body = reply(json!({"embeds": [{"title": "t", "fields": [{"name": "", "value": "v"}]}]}));
    let v = check("POST", CALLBACK, &body, &[]);
    assert_one(&v, "embed-field-empty", "/data/embeds/0/fields/0/name");
}

#[test]
fn embeds_too_long() {
    let embeds: Vec<Value> = (0..2)
        .map(|_| json!({"description": "x".repeat(3500)}))
        .collect();
    let v = check("POST", CALLBACK, &reply(json!({"embeds": embeds})), &[]);
    assert_one(&v, "embed-total-length", "/data/embeds");
}

#[test]
fn empty_message() {
    let v = check("POST", CALLBACK, &reply(json!({"content": ""})), &[]);
    assert_one(&v, "non-empty-message", "/data");
    let v = check("POST", "/webhooks/1/tok", &json!({"embeds": []}), &[]);
    assert_one(&v, "non-empty-message", "");
}

#[test]
fn command_name_with_uppercase() {
    let commands = json!([{"name": "Catan", "description": "Play"}]);
    let v = check("PUT", "/applications/5/commands", &commands, &[]);
    assert_one(&v, "command-name", "/0/name");
}

#[test]
fn command_option_rules() {
    let commands = json!([{"name": "catan", "description": "Play", "options": [
        {"type": 3, "name": "a", "description": "", "required": false},
        {"type": 3, "name": "b", "description": "B", "required": true},
        {"type": 3, "name": "c", "description": "C", "autocomplete": true,
         "choices": [{"name": "x", "value": "x"}]},
        {"type": 3, "name": "c", "description": "C2"}]}]);
    let v = check("PUT", "/applications/5/guilds/7/commands", &commands, &[]);
    assert_one(&v, "description-empty", "/0/options/0/description");
    assert_one(&v, "option-required-order", "/0/options/1/required");
    assert_one(&v, "autocomplete-with-choices", "/0/options/2");
    assert_one(&v, "command-name-unique", "/0/options/3/name");
}

#[test]
fn attachment_reference_without_upload() {
    let body = reply(json!({"embeds": [{"image": {"url": "attachment://x.png"}}]}));
    let v = check("POST", CALLBACK, &body, &[]);
    assert_one(&v, "attachment-reference", "/data/embeds/0/image/url");
    assert!(check("POST", CALLBACK, &body, &["x.png"]).is_empty());
}

#[test]
fn wrong_type_deep_in_components() {
    let mut b = button("a");
    b["disabled"] = json!("yes");
    let v = check(
        "PATCH",
        "/webhooks/1/tok/messages/@original",
        &json!({"components": [row(vec![b])]}),
        &[],
    );
    assert_one(&v, "spec-schema", "/components/0/components/0/disabled");
}

#[test]
fn unknown_component_type() {
    let body = reply(json!({"components": [row(vec![json!({"type": 99, "custom_id": "a"})])]}));
    let v = check("POST", CALLBACK, &body, &[]);
    assert_one(&v, "spec-schema", "/data/components/0/components/0/type");
    assert!(v[0].message.contains("99 matches no variant"), "{v:#?}");
}

#[test]
fn unknown_field_in_strict_pass() {
    let body = reply(json!({"content": "hi", "colour": 3}));
    let v = check("POST", CALLBACK, &body, &[]);
    assert_one(&v, "spec-unknown-field", "/data");
    // Null, false and empty members are tolerated (serenity sends many).
    let body = reply(json!({"content": "hi", "tts": false, "embeds": [], "nonsense": null}));
    assert!(check("POST", CALLBACK, &body, &[]).is_empty());
}

#[test]
fn template_matching() {
    let s = spec();
    assert_eq!(
        s.template_for("/webhooks/1/tok/messages/@original"),
        Some("/webhooks/{webhook_id}/{webhook_token}/messages/@original")
    );
    assert_eq!(
        s.template_for("/webhooks/1/tok/messages/55"),
        Some("/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}")
    );
    assert_eq!(s.template_for("/users/@me"), Some("/users/@me"));
    let v = validate_request(s, "GET", "/no/such/route", None, &[]);
    assert_one(&v, "spec-no-route", "");
}
