//! Replacing a gone player: `/catan-admin kick @player` (the seat then plays its minimal moves
//! automatically) and `/catan takeover` (a member not in the game takes a kicked seat). Also
//! the texts of async play: reminders and the log's mark on the server's moves.

use poise::serenity_prelude as serenity;
use serenity::{CreateAllowedMentions, User, UserId};

use kaitaku_i18n::Lang;
use kaitaku_i18n::t;
use kaitaku_store::{CommandSource, StoredGame};

use super::reply::{author_is_admin, private, remember, user_lang};
use super::{BotError, Context, Data, Refusal, scheduler, turn};

/// A log line with a mark when the server played it (turn timer or a kicked seat) or a
/// computer player did.
pub fn with_source(line: String, source: CommandSource, lang: Lang) -> String {
    match source {
        CommandSource::Timer => format!("{line} {}", t!(lang, "timer-log-mark")),
        CommandSource::Computer => format!("{line} {}", t!(lang, "timer-log-mark-computer")),
        CommandSource::Player | CommandSource::Admin => line,
    }
}

/// The reminder posted in a game's channel: mentions every user who owes a decision, and when
/// the timer will play for them (`timer_at`: Unix seconds) if one is set.
pub fn reminder_text(
    stored: &StoredGame,
    users: &[u64],
    timer_at: Option<i64>,
    computer_takes_over: bool,
) -> String {
    let mentions = users
        .iter()
        .map(|u| format!("<@{u}>"))
        .collect::<Vec<_>>()
        .join(" ");
    let link = turn::turn_link(stored).unwrap_or_default();
    match timer_at {
        Some(at) if computer_takes_over => t!(
            stored.lang,
            "timer-reminder-with-computer",
            mentions = mentions,
            link = link,
            at = format!("<t:{at}:R>")
        ),
        Some(at) => t!(
            stored.lang,
            "timer-reminder-with-timer",
            mentions = mentions,
            link = link,
            at = format!("<t:{at}:R>")
        ),
        None => t!(
            stored.lang,
            "timer-reminder",
            mentions = mentions,
            link = link
        ),
    }
}

/// Posts a public announcement in the channel (as the command's reply), mentioning nobody.
async fn announce(ctx: Context<'_>, text: String) -> Result<(), BotError> {
    ctx.send(
        poise::CreateReply::default()
            .content(text)
            .allowed_mentions(CreateAllowedMentions::new().empty_users().empty_roles()),
    )
    .await?;
    Ok(())
}

/// The display name of a user for an announcement.
fn display(data: &Data, user: &User) -> String {
    data.name_of(user.id.get())
        .unwrap_or_else(|| user.display_name().to_owned())
}

/// Replace a gone player: the server plays their seat's minimal moves until someone takes over
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "除外"),
    description_localized("ja", "いなくなったプレイヤーを外し、その席を自動で進める（管理者）")
)]
pub async fn kick(
    ctx: Context<'_>,
    #[name_localized("ja", "プレイヤー")]
    #[description_localized("ja", "外すプレイヤー")]
    #[description = "The player to replace"]
    player: User,
    #[name_localized("ja", "cpu")]
    #[description_localized(
        "ja",
        "その席をこの強さのCPUに任せる（省略時はサーバー設定：CPUか最小限の手）"
    )]
    #[description = "Hand the seat to the computer at this level (default: the server's setting)"]
    computer: Option<super::computer_level::ComputerLevel>,
) -> Result<(), BotError> {
    remember(ctx);
    let lang = user_lang(ctx);
    if !author_is_admin(ctx) {
        return private(ctx, t!(lang, "timer-kick-not-admin")).await;
    }
    let data = ctx.data();
    let channel_id = ctx.channel_id().get();
    let lock = data.channel_lock(channel_id);
    let guard = lock.lock().await;
    let stored = match turn::active_game(data, channel_id).await {
        Ok(s) => s,
        Err(r) => return private(ctx, r.text(lang)).await,
    };
    let name = display(data, &player);
    let Some(seat) = stored.seat_of(player.id.get()) else {
        return private(ctx, t!(lang, "timer-kick-not-player", name = name)).await;
    };
    let kicked = match data.store.autoplay_seats(stored.id).await {
        Ok(k) => k,
        Err(e) => return private(ctx, Refusal::from(e).text(lang)).await,
    };
    if kicked.contains(&seat) {
        return private(ctx, t!(lang, "timer-kick-already", name = name)).await;
    }
    // The computer plays the seat when the admin says so, or when the server hands such seats
    // to it; else the seat plays its minimal moves.
    let level = match computer {
        Some(c) => Some(c.level()),
        None => match data.store.guild_settings(stored.guild_id).await {
            Ok(settings) => settings
                .computer_takes_over
                .then_some(kaitaku_ai::Level::Normal),
            Err(e) => return private(ctx, Refusal::from(e).text(lang)).await,
        },
    };
    let handed = match level {
        Some(level) => {
            data.store
                .hand_seat_to_computer(stored.id, seat, level.name())
                .await
        }
        None => data.store.set_seat_autoplay(stored.id, seat, true).await,
    };
    if let Err(e) = handed {
        return private(ctx, Refusal::from(e).text(lang)).await;
    }
    tracing::info!(game = %stored.id, seat, by = ctx.author().id.get(), computer = ?level, "seat kicked");
    // The scheduler plays the seat if it owes a decision (after this lock is released).
    let stored = match data.store.load(stored.id).await {
        Ok(s) => s,
        Err(e) => return private(ctx, Refusal::from(e).text(lang)).await,
    };
    scheduler::schedule(data, &stored).await;
    drop(guard);
    let text = match level {
        Some(level) => t!(
            stored.lang,
            "timer-kicked-computer",
            name = name,
            level = super::compose::computer_level_words(level.name(), stored.lang)
        ),
        None => t!(stored.lang, "timer-kicked", name = name),
    };
    announce(ctx, text).await
}

/// Take over the seat of a player an admin replaced
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "引き継ぎ"),
    description_localized("ja", "外されたプレイヤーの席を引き継ぐ")
)]
pub async fn takeover(
    ctx: Context<'_>,
    #[name_localized("ja", "プレイヤー")]
    #[description_localized("ja", "誰の席か（空き席が複数あるときだけ必要）")]
    #[description = "Whose seat (needed only when several seats are free)"]
    player: Option<User>,
    #[name_localized("ja", "席")]
    #[description_localized("ja", "または席の番号（1から。CPUの席もこれで選べます）")]
    #[description = "Or the seat's number (from 1; this also picks a computer's seat)"]
    #[min = 1]
    #[max = 8]
    seat: Option<u8>,
) -> Result<(), BotError> {
    remember(ctx);
    let lang = user_lang(ctx);
    let data = ctx.data();
    let channel_id = ctx.channel_id().get();
    let me = ctx.author().id.get();
    let lock = data.channel_lock(channel_id);
    let guard = lock.lock().await;
    let stored = match turn::active_game(data, channel_id).await {
        Ok(s) => s,
        Err(r) => return private(ctx, r.text(lang)).await,
    };
    let kicked = match data.store.autoplay_seats(stored.id).await {
        Ok(k) => k,
        Err(e) => return private(ctx, Refusal::from(e).text(lang)).await,
    };
    // A kicked player may come back to their own seat (undoing a mistaken kick); anyone else
    // already seated may not take a second one.
    let own_seat = stored.seat_of(me);
    let reclaiming = own_seat.is_some_and(|s| kicked.contains(&s));
    if own_seat.is_some() && !reclaiming {
        return private(ctx, t!(lang, "timer-takeover-already-playing")).await;
    }
    let seat = match (&player, kicked.as_slice()) {
        _ if reclaiming => own_seat.unwrap_or_default(),
        (_, []) => return private(ctx, t!(lang, "timer-takeover-none")).await,
        (None, _) if seat.is_some() => {
            let asked = seat.unwrap_or(1).saturating_sub(1);
            if !kicked.contains(&asked) {
                let text = t!(
                    lang,
                    "timer-takeover-seat-not-free",
                    seat = u32::from(asked) + 1
                );
                return private(ctx, text).await;
            }
            asked
        }
        (Some(p), _) => match stored.seat_of(p.id.get()) {
            Some(s) if kicked.contains(&s) => s,
            _ => {
                let name = display(data, p);
                return private(ctx, t!(lang, "timer-takeover-not-kicked", name = name)).await;
            }
        },
        (None, [only]) => *only,
        (None, _) => return private(ctx, t!(lang, "timer-takeover-which")).await,
    };
    let old_name = match (stored.computer_number(seat), stored.user_of(seat)) {
        (Some(n), _) => super::compose::computer_name(n),
        (None, Some(old)) => data
            .name_of(old)
            .unwrap_or_else(|| format!("<@{}>", UserId::new(old.max(1)))),
        (None, None) => t!(lang, "player-n", n = u32::from(seat) + 1),
    };
    let taken = if reclaiming {
        data.store
            .set_seat_autoplay(stored.id, seat, false)
            .await
            .map(|()| true)
    } else {
        data.store.take_over_seat(stored.id, seat, me).await
    };
    match taken {
        Ok(true) => {}
        Ok(false) => return private(ctx, t!(lang, "timer-takeover-none")).await,
        Err(e) => return private(ctx, Refusal::from(e).text(lang)).await,
    }
    tracing::info!(game = %stored.id, seat, user = me, "seat taken over");
    let stored = match data.store.load(stored.id).await {
        Ok(s) => s,
        Err(e) => return private(ctx, Refusal::from(e).text(lang)).await,
    };
    scheduler::schedule(data, &stored).await;
    drop(guard);
    let name = data.name_of(me).unwrap_or_default();
    let text = if reclaiming {
        t!(stored.lang, "timer-seat-reclaimed", name = name)
    } else {
        t!(stored.lang, "timer-taken-over", name = name, old = old_name)
    };
    announce(ctx, text).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_log_marks_the_servers_and_the_computers_moves() {
        let line = || "alice rolled 8".to_owned();
        assert_eq!(with_source(line(), CommandSource::Player, Lang::En), line());
        assert_eq!(
            with_source(line(), CommandSource::Computer, Lang::En),
            "alice rolled 8 🤖 (computer)"
        );
        assert_eq!(
            with_source(line(), CommandSource::Timer, Lang::Ja),
            "alice rolled 8 ⏱（自動）"
        );
    }
}
