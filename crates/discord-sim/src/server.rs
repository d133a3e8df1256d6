//! The HTTP server: one axum router on 127.0.0.1 serving REST, the gateway websocket and
//! attachment downloads.

use std::sync::Arc;

use axum::Router;
use axum::routing::get;
use axum::serve::ListenerExt;
use tokio::net::TcpListener;
use tokio::task::JoinHandle;

use super::world::Shared;
use super::{gateway, rest};

/// Binds an ephemeral loopback port; the listener and its base URL (`http://127.0.0.1:PORT`).
pub async fn bind() -> std::io::Result<(TcpListener, String)> {
    let listener = TcpListener::bind("127.0.0.1:0").await?;
    let addr = listener.local_addr()?;
    Ok((listener, format!("http://{addr}")))
}

/// Serves the fake on `listener` until `shared.shutdown` is set.
pub fn serve(listener: TcpListener, shared: Arc<Shared>) -> JoinHandle<()> {
    let mut shutdown = shared.shutdown.subscribe();
    let app = Router::new()
        .route("/gateway", get(gateway::upgrade))
        .route("/attachments/{channel}/{id}/{name}", get(rest::attachment))
        .fallback(rest::handle)
        .with_state(shared);
    tokio::spawn(async move {
        let stop = async move {
            let _ = shutdown.wait_for(|stop| *stop).await;
        };
        // Without TCP_NODELAY, Nagle's algorithm holds a small gateway frame sent right after
        // another until the bot's delayed ACK (tens of milliseconds on loopback).
        let listener = listener.tap_io(|tcp| {
            if let Err(e) = tcp.set_nodelay(true) {
                tracing::warn!("fake Discord: could not set TCP_NODELAY: {e}");
            }
        });
        if let Err(e) = axum::serve(listener, app)
            .with_graceful_shutdown(stop)
            .await
        {
            tracing::warn!("fake Discord server failed: {e}");
        }
    })
}
