//! The privacy check of the game tests: nothing hidden ever reached the channel.
//!
//! Every state every public message had (each edit included) is checked:
//! - each board image, decoded, is pixel for pixel the public view's render at the version it
//!   was posted for, so the image is made of public information only;
//! - no text shows a hidden detail of an event (the card stolen, the card drawn…): for every
//!   event whose public form hides something, the lines only its owner is told never appear;
//! - no text shows a seat's private hand summary (hand, development cards, hidden points).

use std::collections::HashSet;

use kaitaku::bot::compose::{self, Table};
use kaitaku::bot::turn::private_summary;
use kaitaku_discord_sim::SimMessage;
use kaitaku_engine::Game;
use kaitaku_render::{RenderRequest, render_png};
use kaitaku_store::GameId;

use super::{Harness, public_text, version_of};

/// What a privacy check looked at, for the test's log.
#[derive(Debug, Default)]
pub struct PrivacyReport {
    /// Public message states read.
    pub message_states: usize,
    /// Distinct board images decoded and compared.
    pub images: usize,
    /// Secret lines searched for.
    pub secrets: usize,
}

/// Every label, placeholder and option a message's components show.
fn component_text(msg: &SimMessage) -> String {
    let mut out = String::new();
    let mut stack: Vec<&serde_json::Value> = msg.components.iter().collect();
    while let Some(v) = stack.pop() {
        for key in ["label", "placeholder", "description"] {
            if let Some(s) = v.get(key).and_then(|s| s.as_str()) {
                out.push_str(s);
                out.push('\n');
            }
        }
        for key in ["components", "options"] {
            if let Some(list) = v.get(key).and_then(|l| l.as_array()) {
                stack.extend(list.iter());
            }
        }
    }
    out
}

/// Decodes a PNG into its size and RGBA (or RGB) bytes.
fn decode(png_bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    let decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
    let mut reader = decoder.read_info().expect("a PNG the bot posted decodes");
    let size = reader
        .output_buffer_size()
        .expect("the PNG's size fits in memory");
    let mut buf = vec![0; size];
    let info = reader
        .next_frame(&mut buf)
        .expect("a posted PNG decodes whole");
    buf.truncate(info.buffer_size());
    (info.width, info.height, buf)
}

/// The game at every version, from its stored config, seed and command log.
async fn states(h: &Harness, game: GameId) -> Vec<Game> {
    let stored = h.store.load(game).await.expect("the game loads");
    let seed = stored.seed.expect("a started game has a seed");
    let mut g = Game::new(stored.config.clone(), seed).expect("the stored config is valid");
    let mut out = vec![g.clone()];
    for logged in h.store.commands(game).await.expect("the command log") {
        g.apply(logged.command.seat, &logged.command.action)
            .expect("the log replays");
        out.push(g.clone());
    }
    out
}

/// Checks every public message state of the harness's channel against game `game`.
pub async fn check_channel_privacy(h: &Harness, game: GameId) -> PrivacyReport {
    let stored = h.store.load(game).await.expect("the game loads");
    let states = states(h, game).await;
    let last = states.last().expect("at least the initial state");
    let seats = last.seat_count();
    let users: Vec<u64> = (0..seats)
        .map(|s| stored.user_of(s).unwrap_or_default())
        .collect();
    let names: Vec<String> = users
        .iter()
        .map(|u| {
            h.users
                .iter()
                .find(|(_, id)| id.get() == *u)
                .map(|(n, _)| n.clone())
                .unwrap_or_default()
        })
        .collect();
    let table = Table {
        users,
        names: names.clone(),
    };

    // Lines only an event's owner is told, and every seat's private summary lines.
    let mut secrets: HashSet<String> = HashSet::new();
    for logged in h
        .store
        .recent_events(game, 1_000_000)
        .await
        .expect("the event log")
    {
        let public = logged.event.redacted_for(None);
        if public == logged.event {
            continue;
        }
        // In every language: a secret must not leak in either.
        for lang in kaitaku_i18n::Lang::ALL {
            let told: HashSet<String> =
                private_summary(std::slice::from_ref(&public), &table, lang)
                    .lines()
                    .map(str::to_owned)
                    .collect();
            for line in private_summary(std::slice::from_ref(&logged.event), &table, lang).lines() {
                if !told.contains(line) {
                    secrets.insert(line.to_owned());
                }
            }
        }
    }
    for state in &states {
        for seat in 0..seats {
            for lang in kaitaku_i18n::Lang::ALL {
                for line in compose::hand_text(&state.view(Some(seat)), lang).lines() {
                    secrets.insert(line.to_owned());
                }
            }
        }
    }
    secrets.retain(|s| !s.trim().is_empty());
    assert!(
        !secrets.is_empty(),
        "the check would be vacuous: no secret lines"
    );

    let mut report = PrivacyReport {
        secrets: secrets.len(),
        ..PrivacyReport::default()
    };
    let mut seen_images: HashSet<u64> = HashSet::new();
    let versions = h.fake.message_versions(h.channel);
    for msg in &versions {
        report.message_states += 1;
        let text = format!("{}\n{}", public_text(msg), component_text(msg));
        for secret in &secrets {
            assert!(
                !text.contains(secret.as_str()),
                "public message {} shows the secret line {secret:?}:\n{text}",
                msg.id
            );
        }
        let Some(image) = msg.attachment("board.png") else {
            continue;
        };
        if !seen_images.insert(image.id) {
            continue;
        }
        report.images += 1;
        let posted = decode(&image.data);
        let at = msg
            .custom_ids()
            .iter()
            .find_map(|id| version_of(id))
            .map(|v| v as usize);
        // A turn message carries its version in its buttons; the final one has none.
        let candidates: Vec<usize> = match at {
            Some(v) => vec![v],
            None => (0..states.len()).rev().collect(),
        };
        let matched = candidates.iter().any(|&v| {
            let Some(state) = states.get(v) else {
                return false;
            };
            let req = RenderRequest {
                view: state.view(None),
                names: names.clone(),
                highlight: None,
            };
            let png = render_png(&req).expect("the public view renders").png;
            decode(&png) == posted
        });
        assert!(
            matched,
            "the image of public message {} (version {at:?}) is not the render of the public view",
            msg.id
        );
    }
    assert!(report.images > 0, "no board image was posted");
    report
}
