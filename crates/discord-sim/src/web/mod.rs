//! A web page that shows the fake's channels the way a Discord client would, and lets a person
//! act as any of the simulated users: run slash commands (with autocomplete through the bot),
//! press buttons and choose in select menus. Used by `kaitaku local`.
//!
//! The page (plain HTML/CSS/JS under `assets/local/`, embedded in the binary) talks to a small
//! JSON API served here:
//!
//! | route | what |
//! |---|---|
//! | `GET /api/world` | guild, channels, users, the bot and its registered commands |
//! | `GET /api/messages?channel=C&user=U` | the channel as user `U` sees it (their ephemeral messages included) |
//! | `GET /api/events` | websocket: a text frame with a counter after every change of the world |
//! | `POST /api/command` | `{user, channel, command, options: [[name, value]]}`: a slash command |
//! | `POST /api/autocomplete` | the same plus `focused`: the bot's choices |
//! | `POST /api/button` | `{user, message, custom_id}` |
//! | `POST /api/select` | `{user, message, custom_id, values}` |
//! | `GET /attachments/…` | uploaded files (board images) |

mod api;

use axum::Router;
use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::{get, post};
use tokio::net::TcpListener;
use tokio::task::JoinHandle;

use super::FakeDiscord;

const INDEX_HTML: &str = include_str!("../../../../assets/local/index.html");
const APP_JS: &str = include_str!("../../../../assets/local/app.js");
const STYLE_CSS: &str = include_str!("../../../../assets/local/style.css");

/// The page's file `name`: the embedded copy, or the one in the directory named by
/// `KAITAKU_LOCAL_ASSETS` if set (for editing the page without rebuilding).
fn asset(content_type: &'static str, name: &str, embedded: &'static str) -> impl IntoResponse {
    let body = std::env::var_os("KAITAKU_LOCAL_ASSETS")
        .and_then(|dir| std::fs::read_to_string(std::path::Path::new(&dir).join(name)).ok())
        .unwrap_or_else(|| embedded.to_owned());
    (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body,
    )
}

/// The page's router, acting on `fake`.
pub fn router(fake: FakeDiscord) -> Router {
    let shared = std::sync::Arc::clone(&fake.shared);
    let files = Router::new()
        .route(
            "/attachments/{channel}/{id}/{name}",
            get(super::rest::attachment),
        )
        .with_state(shared);
    Router::new()
        .route(
            "/",
            get(|| async { asset("text/html; charset=utf-8", "index.html", INDEX_HTML) }),
        )
        .route(
            "/app.js",
            get(|| async { asset("text/javascript; charset=utf-8", "app.js", APP_JS) }),
        )
        .route(
            "/style.css",
            get(|| async { asset("text/css; charset=utf-8", "style.css", STYLE_CSS) }),
        )
        .route("/api/world", get(api::world))
        .route("/api/messages", get(api::messages))
        .route("/api/events", get(api::events))
        .route("/api/command", post(api::command))
        .route("/api/autocomplete", post(api::autocomplete))
        .route("/api/button", post(api::button))
        .route("/api/select", post(api::select))
        .with_state(fake)
        .merge(files)
}

impl FakeDiscord {
    /// Serves the web page on `listener` until the fake shuts down.
    pub fn serve_web(&self, listener: TcpListener) -> JoinHandle<()> {
        let mut shutdown = self.shared.shutdown.subscribe();
        let app = router(self.clone());
        tokio::spawn(async move {
            let stop = async move {
                let _ = shutdown.wait_for(|stop| *stop).await;
            };
            if let Err(e) = axum::serve(listener, app)
                .with_graceful_shutdown(stop)
                .await
            {
                tracing::warn!("local web page server failed: {e}");
            }
        })
    }
}
