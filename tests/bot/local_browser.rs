//! Local mode in a real browser: headless Chromium, driven over WebDriver (chromedriver), plays
//! through the page that `kaitaku local` serves, against the real bot on the fake Discord.
//!
//! Opens a lobby with a slash command, joins with two more users through the user switcher,
//! places the first settlement with `/catan build settlement` and the bot's autocomplete, the
//! rest of the setup and a few turns by clicking buttons and select menus, opens a hand, and
//! checks that another user cannot see that ephemeral hand. Screenshots of the key screens go
//! to `target/local-screenshots/`.
//!
//! Needs Debian's `chromium` and `chromium-driver` (`.ci/run` installs them). Without
//! `chromedriver` on the PATH the test is skipped, unless `CI` is set, where it fails.

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use fantoccini::elements::Element;
use fantoccini::{Client, ClientBuilder, Locator};
use kaitaku::bot::NewGames;
use kaitaku::local::{LocalOptions, LocalServer, start};
use kaitaku_engine::Script;
use serde_json::{Value, json};

/// How long any one step may take.
const WAIT: Duration = Duration::from_secs(20);

/// The chromedriver process, ended when the test ends.
struct Driver {
    child: Child,
    profile: tempfile::TempDir,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

fn has_chromedriver() -> bool {
    Command::new("chromedriver")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Starts chromedriver on a free port and opens a headless Chromium session through it.
async fn browser() -> (Driver, Client) {
    let port = free_port();
    let child = Command::new("chromedriver")
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("start chromedriver");
    let profile = tempfile::tempdir().expect("profile dir");
    let driver = Driver { child, profile };
    let url = format!("http://127.0.0.1:{port}");
    // Wait for chromedriver to accept connections.
    let deadline = tokio::time::Instant::now() + WAIT;
    while tokio::net::TcpStream::connect(("127.0.0.1", port))
        .await
        .is_err()
    {
        assert!(
            tokio::time::Instant::now() < deadline,
            "chromedriver did not start"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let mut args = vec![
        "--headless".to_string(),
        "--no-sandbox".into(),
        "--disable-gpu".into(),
        "--disable-quic".into(),
        "--no-first-run".into(),
        "--disable-background-networking".into(),
        "--disable-component-update".into(),
        "--disable-sync".into(),
        "--disable-dev-shm-usage".into(),
        "--hide-scrollbars".into(),
        "--window-size=1280,1000".into(),
        format!("--user-data-dir={}", driver.profile.path().display()),
    ];
    args.sort();
    let mut chrome = json!({ "args": args });
    if std::path::Path::new("/usr/bin/chromium").exists() {
        chrome["binary"] = json!("/usr/bin/chromium");
    }
    let mut caps = serde_json::Map::new();
    caps.insert("goog:chromeOptions".into(), chrome);
    let client = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(caps)
        .connect(&url)
        .await
        .expect("a Chromium session");
    (driver, client)
}

/// The page in the browser, and the users' names.
struct Page {
    c: Client,
    shots: PathBuf,
}

impl Page {
    async fn find(&self, css: &str) -> Element {
        self.c
            .wait()
            .at_most(WAIT)
            .for_element(Locator::Css(css))
            .await
            .unwrap_or_else(|e| panic!("no element {css:?}: {e}"))
    }

    /// Clicks the element `css` selects. The page redraws its message list as messages arrive,
    /// so an element found a moment ago may be gone by the time it is clicked ("stale element
    /// reference"): then it is looked up again, until [`WAIT`] runs out.
    async fn click(&self, css: &str) {
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            match self.find(css).await.click().await {
                Ok(_) => return,
                Err(e)
                    if e.to_string().contains("stale element")
                        && tokio::time::Instant::now() < deadline =>
                {
                    tokio::time::sleep(Duration::from_millis(40)).await;
                }
                Err(e) => panic!("cannot click {css:?}: {e}"),
            }
        }
    }

    /// Runs `script` (a function body returning a value) until it returns something truthy.
    async fn until(&self, what: &str, script: &str) -> Value {
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            let v = self
                .c
                .execute(script, vec![])
                .await
                .unwrap_or_else(|e| panic!("script for {what} failed: {e}"));
            let truthy =
                !matches!(&v, Value::Null | Value::Bool(false)) && v != json!("") && v != json!(0);
            if truthy {
                return v;
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "timed out waiting for {what}"
            );
            tokio::time::sleep(Duration::from_millis(40)).await;
        }
    }

    async fn eval(&self, script: &str) -> Value {
        self.c.execute(script, vec![]).await.expect("script")
    }

    async fn shot(&self, name: &str) {
        let png = self.c.screenshot().await.expect("screenshot");
        std::fs::write(self.shots.join(name), png).expect("write screenshot");
    }

    /// Acts as `user` (user name) from now on.
    async fn switch_to(&self, user: &str) {
        self.click(&format!("#user-switcher button[data-user='{user}']"))
            .await;
        self.find(&format!("#user-switcher button.active[data-user='{user}']"))
            .await;
        // The channel as that user sees it has loaded.
        self.until(
            "the page to reload for the new user",
            "return document.body.dataset.ready === 'true' && document.querySelectorAll('#message-list .msg').length > 0",
        )
        .await;
    }

    /// The turn message: id, edit time and buttons, to notice when it changes.
    async fn turn_signature(&self) -> String {
        self.eval(TURN_SIGNATURE)
            .await
            .as_str()
            .unwrap_or("")
            .to_owned()
    }

    async fn wait_turn_change(&self, before: &str) -> String {
        let script = format!(
            "const s = (() => {{ {TURN_SIGNATURE} }})(); return s !== {before:?} && s.includes('k1:') ? s : null;"
        );
        self.until("the turn message to change", &script)
            .await
            .as_str()
            .unwrap_or("")
            .to_owned()
    }

    /// The user name of the player the turn message mentions first.
    async fn current_player(&self) -> String {
        let display = self
            .until(
                "a player mentioned by the turn message",
                &format!(
                    "{TURN_MESSAGE} const m = t && t.querySelector('.content .mention'); return m && m.textContent.slice(1);"
                ),
            )
            .await;
        let display = display.as_str().unwrap_or("");
        match display {
            "Alice" => "alice",
            "さくら" => "sakura",
            "Иван" => "ivan",
            other => panic!("unknown player {other:?}"),
        }
        .to_owned()
    }

    /// Clicks the turn message's button whose id ends with `verb`.
    async fn press(&self, verb: &str) {
        let id = self
            .until(
                "the turn message",
                &format!("{TURN_MESSAGE} return t && t.dataset.id;"),
            )
            .await;
        let id = id.as_str().unwrap_or("");
        self.click(&format!(
            "#message-list .msg[data-id='{id}'] button[data-custom-id$=':{verb}']"
        ))
        .await;
    }

    async fn turn_has(&self, verb: &str) -> bool {
        self.eval(&format!(
            "{TURN_MESSAGE} return !!(t && t.querySelector(\"button[data-custom-id$=':{verb}']:not([disabled])\"));"
        ))
        .await
            == json!(true)
    }

    /// Opens the newest ephemeral select menu and chooses its first options (as many as it
    /// needs), then waits for the turn message to change.
    async fn choose_in_new_menu(&self, before: &str, old: &[Value]) {
        let chooser = self.until("a chooser", &chooser_script(old)).await;
        let selector = format!(
            "#message-list .msg[data-id='{}'] .select",
            chooser.as_str().unwrap_or("")
        );
        self.click(&format!("{selector} .select-box")).await;
        let min = self
            .eval(&format!(
                "return Number(document.querySelector(\"{selector}\").dataset.min || 1)"
            ))
            .await
            .as_u64()
            .unwrap_or(1);
        if min <= 1
            && self
                .eval(&format!(
                    "return Number(document.querySelector(\"{selector}\").dataset.max || 1)"
                ))
                .await
                == json!(1)
        {
            self.click(&format!("{selector} .select-option")).await;
        } else {
            for i in 1..=min {
                self.click(&format!("{selector} .select-option:nth-child({i})"))
                    .await;
            }
            self.click(&format!("{selector} .select-done")).await;
        }
        self.wait_turn_change(before).await;
    }
}

/// Script body: `t` is the newest public message with a board image (the turn message).
const TURN_MESSAGE: &str = "const all = [...document.querySelectorAll('#message-list .msg:not(.ephemeral)')].filter(m => m.querySelector('img.e-image, .attachment img')); const t = all[all.length - 1];";

/// Script: the turn message's id, edit time and buttons.
const TURN_SIGNATURE: &str = "const all = [...document.querySelectorAll('#message-list .msg:not(.ephemeral)')].filter(m => m.querySelector('img.e-image, .attachment img')); const t = all[all.length - 1]; if (!t) return ''; return t.dataset.id + '|' + t.dataset.edits + '|' + [...t.querySelectorAll('[data-custom-id]')].map(b => b.dataset.customId + (b.disabled ? '-' : '')).join(',');";

/// Script: the id of the newest ephemeral message, not among `old`, with a select menu.
fn chooser_script(old: &[Value]) -> String {
    format!(
        "const old = {}; const m = [...document.querySelectorAll('#message-list .msg.ephemeral')].filter(m => !old.includes(m.dataset.id) && m.querySelector('.select .select-box:not([disabled])')); return m.length ? m[m.length - 1].dataset.id : null;",
        Value::Array(old.to_vec())
    )
}

fn screenshots_dir() -> PathBuf {
    let dir = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target"))
        .join("local-screenshots");
    std::fs::create_dir_all(&dir).expect("screenshot dir");
    dir
}

async fn start_local(dir: &tempfile::TempDir) -> LocalServer {
    let options = LocalOptions {
        addr: "127.0.0.1:0".parse().expect("address"),
        players: 4,
        database: dir.path().join("local.sqlite"),
        new_games: crate::support::seeded(NewGames {
            seed: Some(11),
            script: Script {
                first_player: Some(0),
                // No seven in the turns played here.
                dice: vec![[3, 5], [2, 4], [6, 3], [1, 3], [4, 4]],
                ..Script::default()
            },
            per_channel: false,
            modules: Vec::new(),
        }),
    };
    start(&options).await.expect("local mode starts")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn play_in_the_browser() {
    if !has_chromedriver() {
        assert!(
            std::env::var_os("CI").is_none(),
            "chromedriver is missing (apt-get install chromium chromium-driver)"
        );
        eprintln!("skipped: chromedriver is not installed");
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let server = start_local(&dir).await;
    let (_driver, client) = browser().await;
    let page = Page {
        c: client.clone(),
        shots: screenshots_dir(),
    };
    let url = server.url();
    let outcome = tokio::spawn(async move { play(&page, &url).await }).await;
    let _ = client.close().await;
    let violations = server.fake.violations();
    server.stop().await;
    if let Err(e) = outcome {
        std::panic::resume_unwind(e.into_panic());
    }
    assert!(
        violations.is_empty(),
        "Discord rules broken: {violations:?}"
    );
}

async fn play(page: &Page, url: &str) {
    page.c
        .goto(&format!("{url}?user=alice"))
        .await
        .expect("open the page");
    page.until(
        "the page to load",
        "return document.body.dataset.ready === 'true'",
    )
    .await;

    // Alice opens a 3-player lobby with the slash command box.
    let input = page.find("#composer-input").await;
    input.send_keys("/catan ne").await.expect("type");
    page.click(".popup-item[data-path='catan new']").await;
    // The rules option asks the bot's autocomplete: the registry's optional rules.
    page.click(".opt-input[data-name='rules']").await;
    let offered = page
        .until(
            "the optional rules offered",
            "const t = document.querySelector('.popup .popup-title'); const c = [...document.querySelectorAll('.popup .ac-choice')].map(c => c.textContent); return t && t.textContent.startsWith('rules') && c.length > 0 && c.join(',')",
        )
        .await;
    assert!(
        offered
            .as_str()
            .is_some_and(|o| o.starts_with("none (base game only),")
                && o.contains("harbormaster (Harbormaster)")),
        "{offered}"
    );
    // A value outside the option's range is refused by the page, as Discord's client does.
    let players = page.find(".opt-input[data-name='players']").await;
    players.send_keys("9").await.expect("type players");
    page.click("#send-button").await;
    let refused = page
        .until(
            "the page to refuse 9 players",
            "const e = document.getElementById('composer-error'); return !e.hidden && e.textContent",
        )
        .await;
    assert!(
        refused
            .as_str()
            .is_some_and(|t| t.contains("between 2 and 4")),
        "{refused}"
    );
    assert_eq!(
        page.eval("return document.querySelectorAll('#message-list .msg').length")
            .await,
        json!(0),
        "nothing was sent"
    );
    players.clear().await.expect("clear players");
    players.send_keys("3").await.expect("type players");
    page.click("#send-button").await;
    page.find("#message-list .msg button[data-custom-id$=':join']")
        .await;
    page.find("#message-list .msg .context .cmd").await;

    // Two more users join through the switcher; Alice starts.
    for user in ["sakura", "ivan"] {
        page.switch_to(user).await;
        page.click("#message-list .msg button[data-custom-id$=':join']")
            .await;
    }
    page.until(
        "three players in the lobby",
        "return [...document.querySelectorAll('.e-field .name')].some(n => n.textContent.includes('3/3'))",
    )
    .await;
    page.shot("01-lobby.png").await;
    page.switch_to("alice").await;
    page.click("#message-list .msg button[data-custom-id$=':start']")
        .await;
    let mut sig = page.wait_turn_change("").await;
    // The user switcher shows who has to act: Alice places first.
    page.find("#user-switcher button.to-act[data-user='alice'] .badge")
        .await;
    assert_eq!(
        page.eval("return document.querySelectorAll('#user-switcher button.to-act').length")
            .await,
        json!(1)
    );

    // The first settlement with /catan build settlement and the bot's autocomplete.
    let first = page.current_player().await;
    assert_eq!(first, "alice", "the script makes Alice start");
    let input = page.find("#composer-input").await;
    input.send_keys("/catan build sett").await.expect("type");
    page.click(".popup-item[data-path='catan build settlement']")
        .await;
    let spot = page.find(".opt-input").await;
    spot.click().await.expect("focus the option");
    page.find(".popup .ac-choice").await;
    page.shot("02-autocomplete.png").await;
    page.click(".popup .ac-choice").await;
    page.click("#send-button").await;
    sig = page.wait_turn_change(&sig).await;

    // The rest of the setup by clicking: each placement opens a chooser (ephemeral select).
    let mut placements = 1;
    let mut shot_chooser = false;
    while placements < 12 {
        let player = page.current_player().await;
        page.switch_to(&player).await;
        let verb = if page.turn_has("pick:settlement").await {
            "pick:settlement"
        } else if page.turn_has("pick:road").await {
            "pick:road"
        } else {
            panic!("no placement button during the setup: {sig}");
        };
        let old = ephemeral_ids(page).await;
        page.press(verb).await;
        page.until("a chooser", &chooser_script(&old)).await;
        if !shot_chooser {
            page.shot("03-chooser.png").await;
            shot_chooser = true;
        }
        page.choose_in_new_menu(&sig, &old).await;
        sig = page.turn_signature().await;
        placements += 1;
    }

    // A few turns: roll and end.
    let mut rolled = 0;
    while rolled < 3 {
        let player = page.current_player().await;
        page.switch_to(&player).await;
        if page.turn_has("roll").await {
            page.press("roll").await;
            rolled += 1;
        } else if page.turn_has("end").await {
            page.press("end").await;
        } else {
            panic!("neither roll nor end on the turn message: {sig}");
        }
        sig = page.wait_turn_change(&sig).await;
    }
    page.shot("04-turn.png").await;

    // The current player opens their hand: an ephemeral message only they see.
    let player = page.current_player().await;
    page.switch_to(&player).await;
    let before: Vec<Value> = ephemeral_ids(page).await;
    page.press("hand").await;
    let hand_id = page
        .until(
            "the hand",
            &format!(
                "const ids = [...document.querySelectorAll('#message-list .msg.ephemeral')].map(m => m.dataset.id).filter(id => !{}.includes(id)); return ids[0];",
                Value::Array(before.clone())
            ),
        )
        .await;
    let hand_id = hand_id.as_str().unwrap_or("").to_owned();
    let hand_text = page
        .eval(&format!(
            "return document.querySelector(\"#message-list .msg[data-id='{hand_id}']\").innerText"
        ))
        .await;
    assert!(
        hand_text
            .as_str()
            .is_some_and(|t| t.contains("Only you can see this")),
        "the hand is marked as only for its user: {hand_text}"
    );
    page.c
        .execute(
            &format!("document.querySelector(\"#message-list .msg[data-id='{hand_id}']\").scrollIntoView()"),
            vec![],
        )
        .await
        .expect("scroll");
    page.shot("05-hand.png").await;

    // Another user sees the turn message but not that hand.
    let other = ["alice", "sakura", "ivan"]
        .into_iter()
        .find(|u| *u != player)
        .unwrap_or("alice");
    page.switch_to(other).await;
    page.find("#message-list .msg img.e-image, #message-list .msg .attachment img")
        .await;
    let seen = page
        .eval(&format!(
            "return !!document.querySelector(\"#message-list .msg[data-id='{hand_id}']\")"
        ))
        .await;
    assert_eq!(seen, json!(false), "{other} must not see {player}'s hand");
    page.shot("06-other-user.png").await;

    // A phone-sized window.
    page.c
        .set_window_size(390, 844)
        .await
        .expect("resize the window");
    page.until(
        "the phone layout",
        "return getComputedStyle(document.getElementById('menu-button')).display !== 'none' && document.getElementById('sidebar').getBoundingClientRect().right <= 0",
    )
    .await;
    page.shot("07-phone.png").await;
    phone_checks(page).await;
}

/// At phone size (390×844): the board image starts within the first screen of the turn
/// message, and the reply to a press made while scrolled up is scrolled into view.
async fn phone_checks(page: &Page) {
    let player = page.current_player().await;
    page.switch_to(&player).await;
    let offset = page
        .until(
            "the turn message's board image",
            &format!(
                "{TURN_MESSAGE} const img = t && t.querySelector('img.e-image, .attachment img'); if (!img || !img.complete || !img.naturalHeight) return null; t.scrollIntoView({{ block: 'start' }}); return [img.getBoundingClientRect().top - t.getBoundingClientRect().top, document.getElementById('messages').clientHeight, t.getBoundingClientRect().height];"
            ),
        )
        .await;
    let [top, screen, height] = [0, 1, 2].map(|i| offset[i].as_f64().unwrap_or(f64::MAX));
    eprintln!("phone: board image {top} px into a {height} px turn message, screen {screen} px");
    assert!(
        top < screen,
        "the board image starts {top} px down, below the first screen ({screen} px)"
    );
    // The board is the first thing seen: only the mention line is above it (the embed, with
    // what the image cannot say, comes after it).
    assert!(
        top < screen / 4.0,
        "the board image starts {top} px down the turn message"
    );

    // Scrolled up (the newest messages out of sight), the player presses the hand button.
    let before = ephemeral_ids(page).await;
    let scrolled_up = page
        .eval(&format!(
            "{TURN_MESSAGE} const box = document.getElementById('messages'); t.scrollIntoView({{ block: 'start' }}); if (box.scrollHeight - box.scrollTop - box.clientHeight < 80) box.scrollTop = 0; const up = box.scrollHeight - box.scrollTop - box.clientHeight >= 80; t.querySelector(\"button[data-custom-id$=':hand']\").click(); return up;"
        ))
        .await;
    assert_eq!(scrolled_up, json!(true), "the page was scrolled up");
    let visible = page
        .until(
            "the reply to be scrolled into view",
            &format!(
                "const box = document.getElementById('messages').getBoundingClientRect(); const m = [...document.querySelectorAll('#message-list .msg.ephemeral')].find(m => !{}.includes(m.dataset.id)); if (!m) return null; const r = m.getBoundingClientRect(); return r.top < box.bottom && r.bottom > box.top ? 'visible' : null;",
                Value::Array(before)
            ),
        )
        .await;
    assert_eq!(visible, json!("visible"));
    page.shot("08-phone-reply.png").await;

    // A link to a message (as in "out of date: the current one is here: …") opens that
    // message in this page rather than discord.com.
    let jumped = page
        .eval(&format!(
            "{TURN_MESSAGE} const box = document.getElementById('messages'); box.scrollTop = box.scrollHeight; const note = rich('div', 'content', 'here: https://discord.com/channels/1/' + state.channel + '/' + t.dataset.id); document.body.append(note); const a = note.querySelector('a.msg-link'); if (!a) return 'no link'; a.click(); note.remove(); const r = t.getBoundingClientRect(), b = box.getBoundingClientRect(); return t.classList.contains('flash') && r.top < b.bottom && r.bottom > b.top ? 'shown' : 'not shown';"
        ))
        .await;
    assert_eq!(jumped, json!("shown"));
}

async fn ephemeral_ids(page: &Page) -> Vec<Value> {
    match page
        .eval("return [...document.querySelectorAll('#message-list .msg.ephemeral')].map(m => m.dataset.id)")
        .await
    {
        Value::Array(a) => a,
        _ => Vec::new(),
    }
}
