//! The JSON the fake produces is what serenity expects.

use serde_json::{Value, json};
use serenity::model::application::Command;
use serenity::model::guild::Guild;
use serenity::model::id::{ChannelId, UserId};

use super::channels::{MessageStore, NewMessage};
use super::model::{FakeConfig, Snowflakes, application_json, guild_json};
use super::request::Upload;

#[test]
fn guild_create_deserializes() {
    let c = FakeConfig::default();
    let g = guild_json(
        &c.guilds[0],
        &c.bot,
        c.bot_permissions,
        "2024-01-01T00:00:00.000Z",
    );
    let guild: Guild = serde_json::from_value(g).expect("serenity reads GUILD_CREATE");
    assert_eq!(guild.channels.len(), 2);
    assert_eq!(guild.members.len(), 4);
}

#[test]
fn snowflakes_increase() {
    let ids = Snowflakes::default();
    let a = ids.next();
    let b = ids.next();
    assert!(b > a && a > 1 << 40);
}

fn new_message(c: &FakeConfig, channel: ChannelId) -> NewMessage {
    NewMessage {
        channel_id: channel,
        guild_id: Some(c.guilds[0].id),
        author_id: c.bot.id,
        author: c.bot.to_json(),
        kind: 20,
        webhook_id: Some(c.application_id),
        interaction_user: Some(UserId::new(7)),
        interaction_metadata: None,
    }
}

fn upload(index: u64, name: &str, bytes: &'static [u8]) -> Upload {
    Upload {
        field: format!("files[{index}]"),
        index: Some(index),
        filename: name.into(),
        content_type: Some("image/png".into()),
        data: bytes.into(),
    }
}

#[test]
fn attachments_follow_discord_edit_semantics() {
    let c = FakeConfig::default();
    let ids = Snowflakes::default();
    let channel = c.guilds[0].channels[0].id;
    let mut store = MessageStore::default();
    let body = json!({"content": "x", "embeds": [{"image": {"url": "attachment://a.png"}}],
                      "attachments": [{"id": 0, "filename": "a.png", "description": "board"}]});
    let id = store.create(
        &ids,
        "http://h",
        new_message(&c, channel),
        &body,
        &[upload(0, "a.png", b"A")],
    );
    let m = store.get(id).expect("stored").clone();
    assert_eq!(m.attachments[0].description.as_deref(), Some("board"));
    assert_eq!(m.embeds[0]["image"]["url"], json!(m.attachments[0].url));
    m.to_serenity().expect("serenity reads the message");
    let kept = m.attachments[0].id.to_string();

    // No `attachments` field: existing ones are kept and uploads are added.
    store.edit(
        &ids,
        "http://h",
        id,
        &json!({"content": "y"}),
        &[upload(0, "b.png", b"B")],
    );
    let names = |s: &MessageStore| -> Vec<String> {
        s.get(id)
            .map(|m| m.attachments.iter().map(|a| a.filename.clone()).collect())
            .unwrap_or_default()
    };
    assert_eq!(names(&store), ["a.png", "b.png"]);
    // An `attachments` list is the complete list: kept by id, new ones by upload index.
    let body = json!({"attachments": [{"id": kept}, {"id": 0, "filename": "c.png"}]});
    store.edit(&ids, "http://h", id, &body, &[upload(0, "c.png", b"C")]);
    assert_eq!(names(&store), ["a.png", "c.png"]);
    // An empty list clears them (what UpdateMessage without files does).
    store.edit(&ids, "http://h", id, &json!({"attachments": []}), &[]);
    assert!(names(&store).is_empty());
    assert_eq!(store.get(id).map(|m| m.edits), Some(3));
}

#[test]
fn ephemeral_messages_are_private() {
    let c = FakeConfig::default();
    let ids = Snowflakes::default();
    let channel = c.guilds[0].channels[0].id;
    let mut store = MessageStore::default();
    store.create(
        &ids,
        "http://h",
        new_message(&c, channel),
        &json!({"content": "a", "flags": 64}),
        &[],
    );
    assert!(store.in_channel(channel, None).is_empty());
    assert_eq!(store.in_channel(channel, Some(UserId::new(7))).len(), 1);
    assert!(store.in_channel(channel, Some(UserId::new(8))).is_empty());
}

#[test]
fn stored_commands_deserialize() {
    let cmd: Value = json!({"id": "5", "application_id": "1", "version": "1", "type": 1,
        "name": "catan", "description": "Play", "default_member_permissions": null,
        "dm_permission": true, "nsfw": false, "guild_id": null,
        "options": [{"type": 3, "name": "spot", "description": "Where", "required": true}]});
    let _: Command = serde_json::from_value(cmd).expect("serenity reads the command");
}

#[test]
fn application_info_deserializes() {
    let c = FakeConfig::default();
    let app: serenity::model::application::CurrentApplicationInfo =
        serde_json::from_value(application_json(&c)).expect("serenity reads the application");
    assert_eq!(app.id.get(), c.application_id);
    assert_eq!(app.owner.map(|o| o.id), Some(c.guilds[0].owner_id));
}

#[test]
fn a_channel_watch_sees_its_channel_only_and_lean_mode_keeps_no_bytes() {
    let c = FakeConfig::default();
    let ids = Snowflakes::default();
    let (general, catan) = (c.guilds[0].channels[0].id, c.guilds[0].channels[1].id);
    let mut store = MessageStore::default();
    store.lean = true;
    let mut watch = store.watch(catan);
    let body = json!({"content": "board", "attachments": [{"id": 0, "filename": "a.png"}]});
    store.create(
        &ids,
        "http://h",
        new_message(&c, general),
        &json!({"content": "hi"}),
        &[],
    );
    assert!(
        !watch.has_changed().expect("open"),
        "another channel's message"
    );
    let id = store.create(
        &ids,
        "http://h",
        new_message(&c, catan),
        &body,
        &[upload(0, "a.png", b"PNG")],
    );
    assert!(watch.has_changed().expect("open"));
    watch.borrow_and_update();
    store.edit(&ids, "http://h", id, &json!({"content": "edited"}), &[]);
    assert!(watch.has_changed().expect("open"), "an edit counts");
    let latest = store
        .latest_in_channel(catan, |m| m.attachment("a.png").is_some())
        .expect("the board message");
    assert_eq!((latest.id, latest.content.as_str()), (id, "edited"));
    assert!(latest.attachments[0].data.is_empty(), "no bytes kept");
    assert!(store.versions(catan, None).is_empty(), "no history kept");
    assert!(
        store
            .latest_in_channel(general, |m| m.content == "board")
            .is_none(),
        "per channel"
    );
}
