//! End-to-end test of the fake Discord with a tiny real poise bot.

use std::time::Duration;

use kaitaku_discord_sim::{FakeConfig, FakeDiscord, SimMessage};
use poise::serenity_prelude as serenity;
use serde_json::json;
use serenity::{
    ActionRowComponent, CreateActionRow, CreateAttachment, CreateButton, CreateEmbed,
    CreateInputText, CreateInteractionResponse, CreateInteractionResponseMessage, CreateMessage,
    CreateModal, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, FullEvent,
    InputTextStyle, Interaction,
};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

mod shards;

type Error = Box<dyn std::error::Error + Send + Sync>;
type Context<'a> = poise::Context<'a, (), Error>;

pub(crate) const WAIT: Duration = Duration::from_secs(10);

/// Ping commands
#[poise::command(slash_command, subcommands("sub"))]
async fn ping(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Answer with an embed and a button
#[poise::command(slash_command)]
async fn sub(
    ctx: Context<'_>,
    #[description = "Text to echo"] text: String,
    #[description = "Only show it to me"] private: Option<bool>,
) -> Result<(), Error> {
    let reply = poise::CreateReply::default()
        .embed(CreateEmbed::new().title("Pong").description(text))
        .components(vec![CreateActionRow::Buttons(vec![
            CreateButton::new("ping:again").label("Again"),
        ])])
        .ephemeral(private.unwrap_or(false));
    ctx.send(reply).await?;
    Ok(())
}

/// Think first, then answer
#[poise::command(slash_command)]
async fn slow(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer().await?;
    ctx.say("done thinking").await?;
    Ok(())
}

async fn complete_spot(_ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    ["A1", "A2", "B1"]
        .into_iter()
        .filter(|s| s.starts_with(partial))
        .fold(serenity::CreateAutocompleteResponse::new(), |r, s| {
            r.add_string_choice(s, s)
        })
}

/// Choose a spot
#[poise::command(slash_command)]
async fn pick(
    ctx: Context<'_>,
    #[description = "Spot code"]
    #[autocomplete = "complete_spot"]
    spot: String,
) -> Result<(), Error> {
    let menu = CreateSelectMenu::new(
        "pick:menu",
        CreateSelectMenuKind::String {
            options: vec![
                CreateSelectMenuOption::new("A1", "A1"),
                CreateSelectMenuOption::new("A2", "A2"),
            ],
        },
    );
    let reply = poise::CreateReply::default()
        .content(format!("picked {spot}"))
        .components(vec![
            CreateActionRow::SelectMenu(menu),
            CreateActionRow::Buttons(vec![CreateButton::new("pick:modal").label("Name")]),
        ]);
    ctx.send(reply).await?;
    Ok(())
}

fn tiny_png() -> Vec<u8> {
    let mut out = Vec::new();
    let mut enc = png::Encoder::new(&mut out, 2, 2);
    enc.set_color(png::ColorType::Rgb);
    enc.set_depth(png::BitDepth::Eight);
    let mut writer = enc.write_header().expect("png header");
    writer
        .write_image_data(&[255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9])
        .expect("png data");
    writer.finish().expect("png finish");
    out
}

async fn on_event(
    framework: poise::FrameworkContext<'_, (), Error>,
    event: &FullEvent,
) -> Result<(), Error> {
    let ctx = framework.serenity_context;
    let FullEvent::InteractionCreate { interaction } = event else {
        return Ok(());
    };
    match interaction {
        Interaction::Component(click) if click.data.custom_id == "ping:again" => {
            let update = CreateInteractionResponseMessage::new()
                .embed(
                    CreateEmbed::new()
                        .title("Pong again")
                        .image("attachment://board.png"),
                )
                .add_file(CreateAttachment::bytes(tiny_png(), "board.png"))
                .components(vec![]);
            click
                .create_response(ctx, CreateInteractionResponse::UpdateMessage(update))
                .await?;
        }
        Interaction::Component(click) if click.data.custom_id == "pick:menu" => {
            let chosen = match &click.data.kind {
                serenity::ComponentInteractionDataKind::StringSelect { values } => values.join(","),
                _ => String::new(),
            };
            let update = CreateInteractionResponseMessage::new()
                .content(format!("chose {chosen}"))
                .components(vec![]);
            click
                .create_response(ctx, CreateInteractionResponse::UpdateMessage(update))
                .await?;
        }
        Interaction::Component(click) if click.data.custom_id == "pick:modal" => {
            let input = CreateInputText::new(InputTextStyle::Short, "Your name", "name");
            let modal = CreateModal::new("pick:form", "Who are you?")
                .components(vec![CreateActionRow::InputText(input)]);
            click
                .create_response(ctx, CreateInteractionResponse::Modal(modal))
                .await?;
        }
        Interaction::Modal(submit) if submit.data.custom_id == "pick:form" => {
            let name = submit
                .data
                .components
                .iter()
                .flat_map(|row| &row.components)
                .find_map(|c| match c {
                    ActionRowComponent::InputText(t) if t.custom_id == "name" => t.value.clone(),
                    _ => None,
                })
                .unwrap_or_default();
            let reply = CreateInteractionResponseMessage::new()
                .content(format!("hello {name}"))
                .ephemeral(true);
            submit
                .create_response(ctx, CreateInteractionResponse::Message(reply))
                .await?;
        }
        _ => {}
    }
    Ok(())
}

async fn start_bot(fake: &FakeDiscord) -> tokio::task::JoinHandle<()> {
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: vec![ping(), slow(), pick()],
            event_handler: |framework, event| Box::pin(on_event(framework, event)),
            ..Default::default()
        })
        .setup(|ctx, _ready, framework| {
            Box::pin(async move {
                poise::builtins::register_globally(ctx, &framework.options().commands).await?;
                Ok(())
            })
        })
        .build();
    let mut client = serenity::ClientBuilder::new_with_http(
        fake.http_for_bot("sim-bot-token"),
        serenity::GatewayIntents::non_privileged(),
    )
    .framework(framework)
    .await
    .expect("client");
    tokio::spawn(async move {
        let _ = client.start().await;
    })
}

/// Fetches a URL the fake serves with a bare HTTP/1.0 request; returns the body.
async fn fetch(url: &str) -> Vec<u8> {
    let rest = url.strip_prefix("http://").expect("http url");
    let (host, path) = rest.split_at(rest.find('/').expect("path"));
    let mut stream = tokio::net::TcpStream::connect(host).await.expect("connect");
    let request = format!("GET {path} HTTP/1.0\r\nHost: {host}\r\n\r\n");
    stream.write_all(request.as_bytes()).await.expect("write");
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).await.expect("read");
    let split = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("headers");
    assert!(raw.starts_with(b"HTTP/1.0 200") || raw.starts_with(b"HTTP/1.1 200"));
    raw[split + 4..].to_vec()
}

fn embed_title(m: &SimMessage) -> &str {
    m.embeds[0]["title"].as_str().unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn poise_bot_through_the_fake() {
    let fake = FakeDiscord::start(FakeConfig::default())
        .await
        .expect("fake starts");
    let bot = start_bot(&fake).await;
    let alice = fake.user_id("alice").expect("alice");
    let bob = fake.user_id("bob").expect("bob");
    let channel = fake.channel_id("catan").expect("channel");

    // Registration.
    fake.wait_ready(WAIT).await.expect("bot identifies");
    assert_eq!(
        fake.identified_tokens(),
        vec!["Bot sim-bot-token".to_string()]
    );
    let cmd = fake
        .wait_for_command("ping", WAIT)
        .await
        .expect("ping registered");
    assert_eq!(cmd["options"][0]["name"], "sub");
    assert_eq!(cmd["options"][0]["options"][0]["name"], "text");
    assert_eq!(cmd["options"][0]["options"][0]["required"], true);
    assert_eq!(fake.global_commands().len(), 3);

    // A slash command answered with an embed and a button.
    let ping = fake
        .slash_command(alice, channel, "ping sub", &[("text", json!("hello"))])
        .expect("send");
    let cb = ping.callback(WAIT).await.expect("callback");
    assert_eq!(cb.kind, 4);
    assert!(cb.latency < WAIT);
    let reply = ping.response(WAIT).await.expect("reply");
    assert_eq!(embed_title(&reply), "Pong");
    assert_eq!(reply.embeds[0]["description"], "hello");
    assert_eq!(reply.custom_ids(), vec!["ping:again"]);
    assert!(!reply.is_ephemeral());
    reply
        .to_serenity()
        .expect("serenity reads the stored message");
    assert_eq!(fake.messages(channel).len(), 1);

    // The button updates the same message in place, with a PNG attachment.
    let click = fake
        .click_button(bob, reply.id, "ping:again")
        .expect("click");
    assert_eq!(click.callback(WAIT).await.expect("update").kind, 7);
    let updated = fake.message(reply.id).expect("still there");
    assert_eq!(fake.messages(channel).len(), 1);
    assert_eq!(embed_title(&updated), "Pong again");
    assert!(updated.components.is_empty());
    let board = updated.attachment("board.png").expect("attachment");
    let decoder = png::Decoder::new(std::io::Cursor::new(board.data.to_vec()));
    let info = decoder.read_info().expect("a PNG").info().clone();
    assert_eq!((info.width, info.height), (2, 2));
    assert_eq!(updated.embeds[0]["image"]["url"], board.url.as_str());
    assert_eq!(fetch(&board.url).await, board.data.to_vec());

    // An ephemeral reply is visible to its user only.
    let secret = fake
        .slash_command(
            bob,
            channel,
            "ping sub",
            &[("text", json!("psst")), ("private", json!(true))],
        )
        .expect("send");
    let hidden = secret.response(WAIT).await.expect("reply");
    assert!(hidden.is_ephemeral());
    assert_eq!(fake.messages(channel).len(), 1);
    assert!(
        fake.messages_visible_to(channel, bob)
            .iter()
            .any(|m| m.id == hidden.id)
    );
    assert!(
        !fake
            .messages_visible_to(channel, alice)
            .iter()
            .any(|m| m.id == hidden.id)
    );
    assert!(fake.click_button(alice, hidden.id, "ping:again").is_err());

    // Deferred, then a follow-up: one message, no longer "thinking".
    let slow = fake
        .slash_command(alice, channel, "slow", &[])
        .expect("send");
    assert_eq!(slow.callback(WAIT).await.expect("defer").kind, 5);
    let done = slow.response(WAIT).await.expect("answer");
    assert_eq!(done.content, "done thinking");
    assert_eq!(fake.messages(channel).len(), 2);

    // The requests serenity and poise made at startup were recorded.
    let paths: Vec<String> = fake
        .requests()
        .iter()
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert!(paths.contains(&"GET /gateway".to_string()), "{paths:?}");
    let app = fake.application_id();
    assert!(
        paths.contains(&format!("PUT /applications/{app}/commands")),
        "{paths:?}"
    );
    assert!(
        paths.contains(&"GET /oauth2/applications/@me".to_string()),
        "{paths:?}"
    );
    assert_eq!(fake.callback_latencies().len(), 4);
    let followup = format!("POST /webhooks/{app}/{}", slow.token);
    assert!(paths.contains(&followup), "{paths:?}");

    fake.assert_no_violations();
    bot.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autocomplete_select_and_modal() {
    let fake = FakeDiscord::start(FakeConfig::default())
        .await
        .expect("fake starts");
    let bot = start_bot(&fake).await;
    let hanako = fake.user_id("hanako").expect("hanako");
    let channel = fake.channel_id("catan").expect("channel");
    fake.wait_for_command("pick", WAIT)
        .await
        .expect("pick registered");

    let typing = fake
        .autocomplete(hanako, channel, "pick", &[("spot", json!("A"))], "spot")
        .expect("send");
    let cb = typing.callback(WAIT).await.expect("choices");
    assert_eq!(cb.kind, 8);
    let names: Vec<String> = cb.choices().into_iter().map(|(n, _)| n).collect();
    assert_eq!(names, ["A1", "A2"]);
    assert!(
        fake.slash_command(hanako, channel, "pick", &[]).is_err(),
        "spot is required"
    );
    assert!(
        fake.slash_command(hanako, channel, "pick", &[("nope", json!(1))])
            .is_err()
    );

    let pick = fake
        .slash_command(hanako, channel, "pick", &[("spot", json!("A2"))])
        .expect("send");
    let msg = pick.response(WAIT).await.expect("reply");
    assert_eq!(msg.content, "picked A2");
    assert!(
        fake.select(hanako, msg.id, "pick:menu", &["Z9"]).is_err(),
        "not an option"
    );

    // A modal opened from a button, submitted, answered ephemerally.
    let open = fake
        .click_button(hanako, msg.id, "pick:modal")
        .expect("click");
    assert_eq!(open.callback(WAIT).await.expect("modal").kind, 9);
    let submit = fake
        .submit_modal(&open, &[("name", "Hanako")])
        .expect("submit");
    let hello = submit.response(WAIT).await.expect("answer");
    assert_eq!(hello.content, "hello Hanako");
    assert!(hello.is_ephemeral());

    let chose = fake
        .select(hanako, msg.id, "pick:menu", &["A1"])
        .expect("select");
    assert_eq!(chose.callback(WAIT).await.expect("update").kind, 7);
    let updated = fake.message(msg.id).expect("message");
    assert_eq!(updated.content, "chose A1");
    assert!(updated.components.is_empty());

    fake.assert_no_violations();
    bot.abort();
}

#[tokio::test]
async fn invalid_requests_are_rejected_and_reported() {
    let fake = FakeDiscord::start(FakeConfig::default())
        .await
        .expect("fake starts");
    let http = fake.http_for_bot("sim-bot-token");
    let channel = fake.channel_id("general").expect("channel");
    let twice = CreateMessage::new()
        .content("hi")
        .components(vec![CreateActionRow::Buttons(vec![
            CreateButton::new("same").label("A"),
            CreateButton::new("same").label("B"),
        ])]);
    assert!(channel.send_message(&http, twice).await.is_err());
    let ok = channel
        .send_message(&http, CreateMessage::new().content("fine"))
        .await
        .expect("post");
    assert_eq!(ok.content, "fine");
    assert!(http.get_guilds(None, None).await.is_err());

    let v = fake.take_violations();
    assert!(
        v.iter().any(|x| x.rule == "unique-custom-id"
            && x.location == "/components/0/components/1/custom_id"),
        "{v:#?}"
    );
    assert!(
        v.iter()
            .any(|x| x.rule == "unhandled-route" && x.path == "/users/@me/guilds"),
        "{v:#?}"
    );
    fake.assert_no_violations();
    assert_eq!(fake.messages(channel).len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn late_callbacks_are_rejected() {
    let config = FakeConfig {
        ack_deadline: Duration::ZERO,
        ..FakeConfig::default()
    };
    let fake = FakeDiscord::start(config).await.expect("fake starts");
    let bot = start_bot(&fake).await;
    let alice = fake.user_id("alice").expect("alice");
    let channel = fake.channel_id("catan").expect("channel");
    fake.wait_for_command("ping", WAIT)
        .await
        .expect("registered");
    let ping = fake
        .slash_command(alice, channel, "ping sub", &[("text", json!("late"))])
        .expect("send");
    assert!(ping.callback(Duration::from_millis(500)).await.is_err());
    let v = fake.take_violations();
    assert!(v.iter().any(|x| x.rule == "ack-deadline"), "{v:#?}");
    assert!(fake.messages(channel).is_empty());
    bot.abort();
}
