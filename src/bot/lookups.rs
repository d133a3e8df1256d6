//! Lookups: `/catan status`, `/catan board`, `/catan log`, `/catan rules`, `/catan history`
//! and `/catan stats`. Everything shown is public information (the log is redacted for the
//! public); the answers are ephemeral so the channel stays readable. The texts are plain
//! functions of what they show, for tests and translation.

use poise::serenity_prelude as serenity;

use crate::engine::modules::ModuleId;
use crate::engine::{Event, TradeResponse, View};
use crate::i18n::Lang;
use crate::store::{GameResult, LoggedEvent, ResultOutcome, UserStats};

use super::commands::{private, remember};
use super::compose::{self, Table};
use super::turn;
use super::{BotError, Context, Refusal};

/// Events `/catan log` shows when no count is given.
pub const DEFAULT_LOG: i64 = 10;
/// The most events `/catan log` shows at once.
pub const MAX_LOG: i64 = 50;
/// Ended games `/catan history` lists.
pub const HISTORY_GAMES: u32 = 10;
/// Discord's limit on a message's content.
const MAX_CONTENT: usize = 2000;

/// The public summary of a game: situation, every player's public state, the bank and the
/// open offer.
pub fn status_text(view: &View, table: &Table) -> String {
    let mut text = format!(
        "**Turn {}** — {}\nFirst to {} VP.",
        view.turn,
        compose::situation(view, table, crate::i18n::Lang::En),
        view.target_vp
    );
    if let Some([a, b]) = view.last_roll {
        text.push_str(&format!(" Last roll: {} ({a} + {b}).", a + b));
    }
    for p in &view.players {
        text.push_str(&format!(
            "\n{} — {}",
            table.label(p.seat),
            compose::player_line(view, p.seat, crate::i18n::Lang::En)
        ));
    }
    text.push_str(&format!(
        "\nBank: {} · development cards left: {}",
        view.bank, view.dev_deck_left
    ));
    if let Some(t) = &view.trade {
        text.push_str(&format!(
            "\nOpen offer: {} gives {} for {}",
            table.name(t.from),
            t.give,
            t.get
        ));
    }
    text
}

/// How many events to show for a requested count, and a note when it was changed.
pub fn log_count(asked: Option<i64>) -> Result<(u32, Option<String>), String> {
    match asked.unwrap_or(DEFAULT_LOG) {
        n if n < 1 => Err(format!(
            "Ask for at least 1 event (you asked for {n}); for example `/catan log count:10`."
        )),
        n if n > MAX_LOG => Ok((
            MAX_LOG as u32,
            Some(format!(
                "(You asked for {n}; at most {MAX_LOG} are shown at once.)"
            )),
        )),
        n => Ok((u32::try_from(n).unwrap_or(DEFAULT_LOG as u32), None)),
    }
}

/// An event as a log sentence (public view), or `None` for events not worth a line.
pub fn log_line(event: &Event, table: &Table) -> Option<String> {
    match event.redacted_for(None) {
        Event::TurnStarted { seat, turn } => Some(format!("— Turn {turn}: {} —", table.name(seat))),
        Event::TradeAnswered { seat, response, .. } => Some(match response {
            TradeResponse::Accept => format!("{} accepted the offer", table.name(seat)),
            TradeResponse::Decline => format!("{} declined the offer", table.name(seat)),
            TradeResponse::Counter { give, get } => {
                format!("{} countered: gives {give} for {get}", table.name(seat))
            }
        }),
        other => compose::describe_event(&other, table, crate::i18n::Lang::En),
    }
}

/// The log text: the last `count` readable events, oldest first, within one message.
pub fn log_text(
    events: &[LoggedEvent],
    table: &Table,
    count: u32,
    note: Option<&str>,
    lang: Lang,
) -> String {
    let lines: Vec<String> = events
        .iter()
        .filter_map(|e| {
            log_line(&e.event, table).map(|l| super::seats::with_source(l, e.source, lang))
        })
        .collect();
    let start = lines.len().saturating_sub(count as usize);
    let mut shown: Vec<&String> = lines[start..].iter().collect();
    let head = match note {
        Some(n) => format!("**Recent events**\n{n}\n"),
        None => "**Recent events**\n".to_string(),
    };
    if shown.is_empty() {
        return format!("{head}Nothing has happened yet.");
    }
    // Keep the newest lines that fit in one message.
    while head.len() + shown.iter().map(|l| l.len() + 1).sum::<usize>() > MAX_CONTENT - 40 {
        shown.remove(0);
    }
    let body: Vec<&str> = shown.iter().map(|s| s.as_str()).collect();
    format!("{head}{}", body.join("\n"))
}

/// The base game's rules in a few lines.
pub fn base_rules(target_vp: u8) -> String {
    format!(
        "**Catan — base game**\n\
         • Setup: each player places 2 settlements and 2 roads (the second settlement gives its \
         starting cards); the order snakes back.\n\
         • Turn: roll; every settlement next to a hex with that number takes 1 card (a city 2), \
         not where the robber stands. Then build, trade and play at most one development card \
         (not one bought this turn).\n\
         • A 7: everyone with more than 7 cards discards half (rounded down); the roller moves \
         the robber and steals a random card from a player next to it.\n\
         • Costs: road = brick + lumber; settlement = brick + lumber + wool + grain; city = 2 grain \
         + 3 ore; development card = ore + wool + grain.\n\
         • Settlements keep one empty intersection between them and must touch your road (after \
         setup).\n\
         • Trade: the player whose turn it is trades with the bank at 4:1, 3:1 or 2:1 with a \
         harbour, and with other players (the others trade only with them).\n\
         • Longest Road (5+ roads) and Largest Army (3+ knights) are worth 2 VP each.\n\
         • The first to {target_vp} victory points on their own turn wins."
    )
}

/// A rule module's changes in a few lines.
pub fn module_rules(module: ModuleId) -> &'static str {
    match module {
        ModuleId::FriendlyRobber => {
            "**Friendly robber**: the robber may not be placed next to, nor steal from, a player \
             who has only 2 victory points."
        }
        ModuleId::EventCards => {
            "**Event cards**: instead of rolling, draw a card from a 36-card deck (one per dice \
             result, with events such as Plentiful Year, Earthquake or Good Neighbors); the New \
             Year card reshuffles the deck."
        }
        ModuleId::Harbormaster => {
            "**Harbormaster**: a settlement on a harbour is 1 harbour point, a city 2. The player \
             with the most (at least 3) holds the Harbormaster card, worth 2 VP; the target is \
             raised by 1."
        }
        ModuleId::CatanForTwo => {
            "**Catan for two**: two neutral colours build a free road or settlement whenever you \
             build one; you roll twice each turn (different results); trade tokens pay for a \
             forced trade of 2 cards with the opponent or for sending the robber to the desert."
        }
    }
}

/// The rules text for a game with `modules` and `target_vp`.
pub fn rules_text(modules: &[ModuleId], target_vp: u8) -> String {
    let mut text = base_rules(target_vp);
    if modules.is_empty() {
        text.push_str("\nNo variant rules are in play.");
    }
    for m in modules {
        text.push_str("\n\n");
        text.push_str(module_rules(*m));
    }
    text
}

/// A date for Discord to show in the reader's time zone.
fn date(ms: i64) -> String {
    format!("<t:{}:d>", ms.div_euclid(1000))
}

/// One line of `/catan history`.
pub fn history_line(r: &GameResult) -> String {
    let players = r.players.len();
    let when = date(r.finished_at);
    match (r.outcome, r.winner_id) {
        (ResultOutcome::Won, Some(w)) => {
            let vp = r.players.iter().find(|p| p.won).map_or(0, |p| p.vp);
            format!(
                "Game {} — won by <@{w}> with {vp} VP in {} turns ({players} players, {when})",
                r.game_id, r.turns
            )
        }
        _ if r.ended_by.is_some() => {
            super::admin::ended_line(crate::i18n::Lang::En, r.game_id, r.turns, players, &when)
        }
        _ => format!(
            "Game {} — abandoned after {} turns ({players} players, {when})",
            r.game_id, r.turns
        ),
    }
}

/// The text of `/catan history`.
pub fn history_text(results: &[GameResult]) -> String {
    if results.is_empty() {
        return "No game has ended on this server yet.".to_string();
    }
    let mut text = format!("**Last {} ended games on this server**", results.len());
    for r in results {
        text.push('\n');
        text.push_str(&history_line(r));
    }
    text
}

/// The text of `/catan stats` for `user`.
pub fn stats_text(user: u64, stats: &UserStats) -> String {
    if stats.played == 0 {
        return format!("<@{user}> has not finished a game on this server yet.");
    }
    let average = stats.total_vp as f64 / stats.played as f64;
    let rate = 100.0 * stats.won as f64 / stats.played as f64;
    format!(
        "**<@{user}>** — {} game(s), {} win(s) ({rate:.0}%), {average:.1} VP on average.",
        stats.played, stats.won
    )
}

/// Show the game's public summary (whose turn, points, cards held, bank)
#[poise::command(slash_command, guild_only)]
pub async fn status(ctx: Context<'_>) -> Result<(), BotError> {
    remember(ctx);
    let text = match turn::active_game(ctx.data(), ctx.channel_id().get()).await {
        Ok(stored) => match stored.game.as_ref() {
            Some(game) => status_text(&game.view(None), &turn::table_of(ctx.data(), &stored)),
            None => Refusal::NoGame.to_string(),
        },
        Err(r) => r.to_string(),
    };
    private(ctx, text).await
}

/// Show the current board (only you see it)
#[poise::command(slash_command, guild_only)]
pub async fn board(ctx: Context<'_>) -> Result<(), BotError> {
    remember(ctx);
    let stored = match turn::active_game(ctx.data(), ctx.channel_id().get()).await {
        Ok(s) => s,
        Err(r) => return private(ctx, r.to_string()).await,
    };
    let Some(game) = stored.game.as_ref() else {
        return private(ctx, Refusal::NoGame.to_string()).await;
    };
    ctx.defer_ephemeral().await?;
    let view = game.view(None);
    let content = board_caption(&view);
    let names = turn::table_of(ctx.data(), &stored).names;
    let png = turn::render_board(view, names, None).await?;
    let reply = poise::CreateReply::default()
        .content(content)
        .attachment(serenity::CreateAttachment::bytes(png, compose::BOARD_FILE))
        .ephemeral(true);
    ctx.send(reply).await?;
    Ok(())
}

/// The caption of `/catan board`.
pub fn board_caption(view: &View) -> String {
    if view.turn == 0 {
        "The board during setup.".to_string()
    } else {
        format!("The board at turn {}.", view.turn)
    }
}

/// Show the game's recent events
#[poise::command(slash_command, guild_only, rename = "log")]
pub async fn log_cmd(
    ctx: Context<'_>,
    #[description = "How many events (default 10, at most 50)"] count: Option<i64>,
) -> Result<(), BotError> {
    remember(ctx);
    let (n, note) = match log_count(count) {
        Ok(c) => c,
        Err(text) => return private(ctx, text).await,
    };
    let stored = match turn::active_game(ctx.data(), ctx.channel_id().get()).await {
        Ok(s) => s,
        Err(r) => return private(ctx, r.to_string()).await,
    };
    // Some events have no line (answers are kept, bookkeeping is not): read more than asked.
    let events = match ctx.data().store.recent_events(stored.id, n * 3 + 20).await {
        Ok(e) => e,
        Err(e) => return private(ctx, Refusal::from(e).to_string()).await,
    };
    let table = turn::table_of(ctx.data(), &stored);
    private(
        ctx,
        log_text(&events, &table, n, note.as_deref(), stored.lang),
    )
    .await
}

/// A rule set for `/catan rules`.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum RulesChoice {
    /// The base game only.
    #[name = "Base game"]
    Base,
    /// Friendly robber.
    #[name = "Friendly robber"]
    FriendlyRobber,
    /// Event cards.
    #[name = "Event cards"]
    EventCards,
    /// Harbormaster.
    #[name = "Harbormaster"]
    Harbormaster,
    /// Catan for two.
    #[name = "Catan for two"]
    CatanForTwo,
}

/// Summarise the rules of this channel's game (or of a variant)
#[poise::command(slash_command, guild_only)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "A variant to describe (default: this channel's game)"] variant: Option<
        RulesChoice,
    >,
) -> Result<(), BotError> {
    let text = match variant {
        Some(RulesChoice::Base) => rules_text(&[], 10),
        Some(choice) => {
            let module = match choice {
                RulesChoice::FriendlyRobber => ModuleId::FriendlyRobber,
                RulesChoice::EventCards => ModuleId::EventCards,
                RulesChoice::Harbormaster => ModuleId::Harbormaster,
                _ => ModuleId::CatanForTwo,
            };
            module_rules(module).to_string()
        }
        None => match ctx
            .data()
            .store
            .load_by_channel(ctx.channel_id().get())
            .await
        {
            Ok(Some(stored)) if stored.status.is_open() => {
                let target = match stored.game.as_ref() {
                    Some(g) => g.target_vp(),
                    None => stored.config.target_vp.unwrap_or(10),
                };
                rules_text(&stored.config.modules, target)
            }
            _ => rules_text(&[], 10),
        },
    };
    private(ctx, text).await
}

/// List this server's ended games
#[poise::command(slash_command, guild_only)]
pub async fn history(ctx: Context<'_>) -> Result<(), BotError> {
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let text = match ctx.data().store.history(guild, HISTORY_GAMES).await {
        Ok(results) => history_text(&results),
        Err(e) => Refusal::from(e).to_string(),
    };
    private(ctx, text).await
}

/// A player's record on this server: games, wins, average points
#[poise::command(slash_command, guild_only)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose record (default: yours)"] player: Option<serenity::User>,
) -> Result<(), BotError> {
    let guild = ctx.guild_id().map(|g| g.get());
    let user = player.map_or(ctx.author().id.get(), |u| u.id.get());
    let text = match ctx.data().store.user_stats(guild, user).await {
        Ok(stats) => stats_text(user, &stats),
        Err(e) => Refusal::from(e).to_string(),
    };
    private(ctx, text).await
}
