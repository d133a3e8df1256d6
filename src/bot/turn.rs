//! Playing a game: applying one action for a user (serialised per channel, version-checked),
//! the turn message (posted at the start of each turn, edited as the turn goes on) and board
//! images (rendered off the async runtime).

use poise::serenity_prelude as serenity;
use serenity::{
    ChannelId, CreateAllowedMentions, CreateAttachment, CreateMessage, EditMessage, Http,
    MessageId, UserId,
};

use kaitaku_engine::board::Board;
use kaitaku_engine::state::Phase;
use kaitaku_engine::{Action, Event, Game, View};
use kaitaku_i18n::Lang;
use kaitaku_i18n::t;
use kaitaku_render::{Highlight, RenderRequest, highlight_for, render_png_in};
use kaitaku_store::{Command, GameId, GameStatus, StoredGame};

use super::compose::{self, BOARD_FILE, Table};
use super::custom_id::{ComponentId, PickKind};
use super::{BotError, Data, Refusal, standings};

/// How many recent events the turn message lists.
const RECENT_EVENTS: u32 = 8;

/// A link to a message.
pub fn message_link(guild_id: u64, channel_id: u64, message_id: u64) -> String {
    format!("https://discord.com/channels/{guild_id}/{channel_id}/{message_id}")
}

/// The link to a game's current turn message, if it has one.
pub fn turn_link(stored: &StoredGame) -> Option<String> {
    stored
        .turn_message_id
        .map(|m| message_link(stored.guild_id, stored.channel_id, m))
}

/// The table (user ids and names by seat) of a started game. A computer seat has no user (0)
/// and is named `🤖 CPU n`.
pub fn table_of(data: &Data, stored: &StoredGame) -> Table {
    let seats = stored.game.as_ref().map_or(0, Game::seat_count);
    let users: Vec<u64> = (0..seats)
        .map(|s| stored.user_of(s).unwrap_or_default())
        .collect();
    let names = (0..seats)
        .map(|s| match stored.computer_number(s) {
            Some(n) => compose::computer_name(n),
            None => data.name_of(users[usize::from(s)]).unwrap_or_default(),
        })
        .collect();
    Table { users, names }
}

/// The active game of a channel, or a refusal.
pub async fn active_game(data: &Data, channel_id: u64) -> Result<StoredGame, Refusal> {
    match data.store.load_by_channel(channel_id).await? {
        Some(g) if g.status == GameStatus::Active && g.game.is_some() => Ok(g),
        _ => Err(Refusal::NoGame),
    }
}

/// The seat of `user` in `stored`, or a refusal.
pub fn seat_of(stored: &StoredGame, user: u64) -> Result<u8, Refusal> {
    stored.seat_of(user).ok_or(Refusal::NotPlayer)
}

/// Whether `seat` owes a decision now.
pub fn may_act(game: &Game, seat: u8) -> bool {
    game.pending().iter().any(|p| p.seat == seat)
}

/// What a request is based on: the game and version a component was made for (slash commands
/// act on whatever is current).
#[derive(Clone, Copy, Debug)]
pub struct Expected {
    /// The game.
    pub game: GameId,
    /// Its version (`None`: any version of that game).
    pub version: Option<u64>,
}

impl Expected {
    /// What a clicked component expects: its game, and its version when the verb is bound to
    /// one ([`ComponentId::checks_version`]).
    pub fn of(id: ComponentId) -> Expected {
        Expected {
            game: id.game,
            version: id.checks_version().then_some(id.version),
        }
    }
}

/// The outcome of an applied action.
#[derive(Debug)]
pub struct Acted {
    /// The events, as the actor may see them.
    pub events: Vec<Event>,
    /// The table (names by seat).
    pub table: Table,
    /// The game after the action (finished if it was won).
    pub stored: StoredGame,
}

/// Applies `action` for `user` in `channel`: under the channel's lock, checks the game, the
/// seat, whose move it is and (for clicks) the version, commits through the store, then
/// updates the turn message. Returns the events as `user` may see them.
pub async fn act(
    http: &Http,
    data: &Data,
    channel_id: u64,
    user: u64,
    expected: Option<Expected>,
    action: Action,
) -> Result<Acted, Refusal> {
    let lock = data.channel_lock(channel_id);
    let _guard = lock.lock().await;
    let mut stored = active_game(data, channel_id).await?;
    if let Some(Expected {
        game,
        version: Some(version),
    }) = expected
        && game == stored.id
        && version != stored.version
        && data.was_just_applied(game, version, user, &action)
    {
        return Err(Refusal::AlreadyDone {
            link: turn_link(&stored),
        });
    }
    check_expected(&stored, expected)?;
    let seat = seat_of(&stored, user)?;
    let game = stored.game.as_ref().ok_or(Refusal::NoGame)?;
    // An answer to a trade offer may be changed while the offer is open (the engine checks
    // that it is addressed to the seat).
    // Answering an offer, and ending a locked game, are open to seats that owe nothing.
    if !may_act(game, seat)
        && !matches!(action, Action::RespondTrade { .. } | Action::EndLockedGame)
    {
        return Err(Refusal::NotYourTurn);
    }
    let version = stored.version;
    let events = commit(
        http,
        data,
        &mut stored,
        Command::player(seat, action.clone(), user),
    )
    .await?;
    data.note_applied(stored.id, version, user, &action);
    Ok(Acted {
        events: events.iter().map(|e| e.redacted_for(Some(seat))).collect(),
        table: table_of(data, &stored),
        stored,
    })
}

/// Commits one command for a loaded game (the caller holds the channel's lock), then shows
/// it: the turn message, open offers, and the game's deadlines (reminders, timer). Every
/// accepted action goes through here, whoever issued it (player, timer, kicked seat).
pub async fn commit(
    http: &Http,
    data: &Data,
    stored: &mut StoredGame,
    command: Command,
) -> Result<Vec<Event>, Refusal> {
    let game = stored.game.as_ref().ok_or(Refusal::NoGame)?;
    let before = (game.view(None).turn, game.state().current);
    let owed_before = game.pending();
    let action = command.action.clone();
    let seat = command.seat;
    let events = match data.store.play(stored, command).await {
        Ok(events) => events,
        // The game is as it was: say which rule refused it, and what is missing.
        Err(kaitaku_store::PlayError::Rule(e)) => {
            return Err(match stored.game.as_ref() {
                Some(game) => super::reasons::explain(game, seat, &action, e),
                None => Refusal::Rule(e),
            });
        }
        Err(e) => {
            let refusal = Refusal::from(e);
            return Err(match refusal {
                Refusal::OutOfDate { .. } => Refusal::OutOfDate {
                    link: turn_link(stored),
                },
                other => other,
            });
        }
    };
    let after = stored
        .game
        .as_ref()
        .map(|g| (g.view(None).turn, g.state().current));
    let new_turn = Some(before) != after;
    post_reports(http, data, stored, &events).await;
    if let Err(e) = publish(http, data, stored, new_turn).await {
        tracing::error!(game = %stored.id, error = %e, "could not update the turn message");
    }
    // Those who start to owe a decision now are told by a new message (an edit notifies no one).
    if let Some(game) = stored.game.as_ref() {
        let view = game.view(None);
        let mentioned = new_turn.then_some(view.winner.unwrap_or(view.current));
        let owing = super::pings::newly_owing(&owed_before, &game.pending(), mentioned);
        if !owing.is_empty()
            && let Err(e) = super::pings::ping(http, data, stored, &owing).await
        {
            tracing::warn!(game = %stored.id, error = %e, "could not ping the seats that owe a decision");
        }
    }
    super::offers::sync_offer_messages(http, data, stored, &action, &events).await;
    super::scheduler::schedule(data, stored).await;
    if stored.status == GameStatus::Finished {
        tracing::info!(game = %stored.id, winner = ?stored.game.as_ref().and_then(Game::winner),
            "game won; result stored");
    }
    Ok(events)
}

/// Refuses a click made for another game or an older version.
pub fn check_expected(stored: &StoredGame, expected: Option<Expected>) -> Result<(), Refusal> {
    match expected {
        Some(e) if e.game != stored.id || e.version.is_some_and(|v| v != stored.version) => {
            Err(Refusal::OutOfDate {
                link: turn_link(stored),
            })
        }
        _ => Ok(()),
    }
}

/// Board images rendered at once: one per core. Rendering is CPU-bound, so more at once only
/// share the cores (each slower) and hold more image buffers (about 10 MB each) in memory;
/// the rest wait their turn here, in order.
fn render_permits() -> &'static tokio::sync::Semaphore {
    static PERMITS: std::sync::OnceLock<tokio::sync::Semaphore> = std::sync::OnceLock::new();
    PERMITS.get_or_init(|| {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        tokio::sync::Semaphore::new(cores)
    })
}

/// Renders a board image off the async runtime, at most one per core at a time; the words in
/// the image (legend, status strip) in `lang`.
pub async fn render_board(
    view: View,
    names: Vec<String>,
    highlight: Option<Highlight>,
    lang: Lang,
) -> Result<Vec<u8>, BotError> {
    let req = RenderRequest {
        view,
        names,
        highlight,
    };
    let _permit = render_permits().acquire().await?;
    let image = tokio::task::spawn_blocking(move || render_png_in(&req, lang)).await??;
    Ok(image.png)
}

/// Posts the modules' own messages about a command's events ([`super::modules::ui::reports`]),
/// before the turn message that follows. Public: in the game's language.
async fn post_reports(http: &Http, data: &Data, stored: &StoredGame, events: &[Event]) {
    let Some(game) = stored
        .game
        .as_ref()
        .filter(|g| !g.state().modules.is_empty())
    else {
        return;
    };
    let table = table_of(data, stored);
    let channel = ChannelId::new(stored.channel_id);
    let modules = game.state().modules.iter().map(|m| m.id());
    for text in super::modules::ui::reports(modules, events, &table, stored.lang) {
        let message = CreateMessage::new()
            .content(text)
            .allowed_mentions(CreateAllowedMentions::new().empty_users().empty_roles());
        if let Err(e) = channel.send_message(http, message).await {
            tracing::warn!(game = %stored.id, error = %e, "could not post a module's report");
        }
    }
}

/// Shows the current state of the game in its turn message: a new message (mentioning only
/// the player to act) when a turn starts or there is none yet, otherwise an edit of the current
/// one. The previous turn message loses its buttons. Public: in the game's language.
pub async fn publish(
    http: &Http,
    data: &Data,
    stored: &mut StoredGame,
    new_turn: bool,
) -> Result<(), BotError> {
    let game = stored.game.as_ref().ok_or("game not started")?;
    let lang = stored.lang;
    let view = game.view(None);
    let legal = game.legal_actions(view.current);
    let table = table_of(data, stored);
    let recent: Vec<String> = data
        .store
        .recent_events(stored.id, RECENT_EVENTS)
        .await?
        .iter()
        .filter_map(|e| {
            compose::describe_event(&e.event, &table, lang)
                .map(|line| super::seats::with_source(line, e.source, lang))
        })
        .collect();
    let embed = if matches!(view.phase, Phase::GameOver { .. }) {
        standings::final_embed(&view, &table, &recent, lang)
    } else {
        compose::turn_embed(&view, &table, &recent, lang)
    };
    let components = compose::turn_components(stored.id, &view, &legal, lang);
    let content = compose::turn_content(&view, &table, lang);
    let to_mention = match view.winner {
        Some(w) => w,
        None => view.current,
    };
    let mentions = match table.users.get(usize::from(to_mention)) {
        Some(u) if *u != 0 => CreateAllowedMentions::new().users([UserId::new(*u)]),
        _ => CreateAllowedMentions::new().empty_users(),
    }
    .empty_roles()
    .everyone(false);
    let png = render_board(view, table.names.clone(), None, lang).await?;
    let file = CreateAttachment::bytes(png, BOARD_FILE);
    let channel = ChannelId::new(stored.channel_id);

    if let (false, Some(id)) = (new_turn, stored.turn_message_id) {
        let edit = EditMessage::new()
            .content(content.clone())
            .embed(embed.clone())
            .components(components.clone())
            .new_attachment(file.clone())
            .allowed_mentions(mentions.clone());
        match channel.edit_message(http, MessageId::new(id), edit).await {
            Ok(_) => return Ok(()),
            // Gone (deleted, or local mode restarted with an empty channel): post a new one,
            // so the game goes on where it was.
            Err(e) => tracing::warn!(game = %stored.id, error = %e,
                "could not edit the turn message; posting a new one"),
        }
    }
    if let Some(old) = stored.turn_message_id {
        let strip = EditMessage::new().components(Vec::new());
        if let Err(e) = channel.edit_message(http, MessageId::new(old), strip).await {
            tracing::warn!(game = %stored.id, error = %e, "could not retire the old turn message");
        }
    }
    let message = CreateMessage::new()
        .content(content)
        .embed(embed)
        .components(components)
        .add_file(file)
        .allowed_mentions(mentions);
    let posted = channel.send_message(http, message).await?;
    data.store
        .set_turn_message(stored.id, Some(posted.id.get()))
        .await?;
    stored.turn_message_id = Some(posted.id.get());
    Ok(())
}

/// The action a chosen option stands for: a spot code (`12`, `r7`) or, for the robber, a hex
/// code with the victim's seat (`C@2`). Only legal actions are returned; a refusal is worded
/// in `lang` (the chooser's language).
pub fn action_for_choice(
    game: &Game,
    kind: PickKind,
    value: &str,
    lang: Lang,
) -> Result<Action, Refusal> {
    let action = action_named(game, kind, value, lang)?;
    let seat = game.state().current;
    if game.legal_actions(seat).contains(&action) {
        return Ok(action);
    }
    // A place on the board that the rules refuse now: say which rule, and what is missing.
    Err(super::reasons::dry_run(game, seat, &action).unwrap_or_else(|| bad_spot(value, lang)))
}

fn bad_spot(value: &str, lang: Lang) -> Refusal {
    Refusal::BadChoice(kaitaku_i18n::t!(lang, "refusal-bad-spot", value = value))
}

/// The action a chosen option names on the game's board, legal now or not (for telling a
/// repeated choice from a stale one; [`action_for_choice`] for acting).
pub fn action_named(
    game: &Game,
    kind: PickKind,
    value: &str,
    lang: Lang,
) -> Result<Action, Refusal> {
    let board: &Board = game.board();
    let bad = || super::reasons::no_such_spot(board, kind, value, lang);
    let action = match kind {
        PickKind::Settlement => Action::BuildSettlement {
            vertex: board.vertex(board.vertex_by_code(value).ok_or_else(bad)?),
        },
        PickKind::City => Action::BuildCity {
            vertex: board.vertex(board.vertex_by_code(value).ok_or_else(bad)?),
        },
        PickKind::Road => Action::BuildRoad {
            edge: board.edge(board.edge_by_code(value).ok_or_else(bad)?),
        },
        PickKind::Robber => {
            let (hex, victim) = match value.split_once('@') {
                Some((h, v)) => (h, Some(v.parse::<u8>().map_err(|_| bad())?)),
                None => (value, None),
            };
            Action::MoveRobber {
                hex: board.hex(board.hex_by_code(hex).ok_or_else(bad)?),
                victim,
            }
        }
    };
    Ok(action)
}

/// The chooser for `kind`: a board image with every legal spot labelled, and the select menu
/// options (label, value).
pub struct Chooser {
    /// The PNG.
    pub png: Vec<u8>,
    /// The options, in order.
    pub options: Vec<(String, String)>,
}

/// The options (label, value) of the chooser for the current player of `stored`, labelled in
/// `lang`.
pub fn choices(
    data: &Data,
    stored: &StoredGame,
    kind: PickKind,
    lang: Lang,
) -> Result<Vec<(String, String)>, Refusal> {
    let game = stored.game.as_ref().ok_or(Refusal::NoGame)?;
    let highlight = highlight_for(game, kind.highlight());
    let legal = game.legal_actions(game.state().current);
    let board = game.board();
    Ok(super::spots::pick_options(
        kind,
        &highlight.spots,
        &legal,
        board,
        &game.view(None),
        &table_of(data, stored),
        lang,
    ))
}

/// Builds the chooser for the current player of `stored`, labelled in `lang`.
pub async fn chooser(
    data: &Data,
    stored: &StoredGame,
    kind: PickKind,
    lang: Lang,
) -> Result<Chooser, BotError> {
    let game = stored.game.as_ref().ok_or("game not started")?;
    let options = choices(data, stored, kind, lang)?;
    let highlight = highlight_for(game, kind.highlight());
    let names = table_of(data, stored).names;
    let png = render_board(game.view(None), names, Some(highlight), lang).await?;
    Ok(Chooser { png, options })
}

/// One line telling the actor what happened (their own view of the events), in their `lang`.
pub fn summary(events: &[Event], table: &Table, lang: Lang) -> String {
    let lines: Vec<String> = events
        .iter()
        .filter_map(|e| compose::describe_event(e, table, lang))
        .collect();
    if lines.is_empty() {
        kaitaku_i18n::t!(lang, "done")
    } else {
        lines.join("\n")
    }
}

/// What the actor is told after an action, in their `lang`: the public lines, plus what only
/// they may see.
pub fn private_summary(events: &[Event], table: &compose::Table, lang: Lang) -> String {
    let mut text = summary(events, table, lang);
    for e in events {
        if let Event::DevCardBought {
            card: Some(card), ..
        } = e
        {
            text.push('\n');
            text.push_str(&t!(
                lang,
                "private-drew",
                card = compose::dev_card_name(*card, lang)
            ));
        }
        if let Event::Stole {
            resource: Some(r), ..
        } = e
        {
            text.push('\n');
            text.push_str(&t!(
                lang,
                "private-stolen",
                resource = kaitaku_i18n::resource_name(*r, lang)
            ));
        }
    }
    // The events are already redacted for the actor: what is left is theirs to see.
    for e in events {
        if let Some(line) = super::modules::text::private_lines(e, table, lang) {
            text.push('\n');
            text.push_str(&line);
        }
    }
    text
}
