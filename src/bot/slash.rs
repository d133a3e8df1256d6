//! The slash-command path of an action: apply it for the command's author (through
//! [`turn::act`], like a click) and answer privately with what happened and what the game
//! waits for from them next.

use kaitaku_engine::Action;
use kaitaku_i18n::t;

use super::custom_id::PickKind;
use super::reply::{private, remember, user_lang};
use super::turn::{self, private_summary};
use super::{BotError, Context};

/// Applies an action for the author and answers privately with what happened.
pub async fn act(ctx: Context<'_>, action: Action) -> Result<(), BotError> {
    remember(ctx);
    ctx.defer_ephemeral().await?;
    let lang = user_lang(ctx);
    let data = ctx.data();
    let channel = ctx.channel_id().get();
    let text = match turn::act(
        ctx.http(),
        data,
        channel,
        ctx.author().id.get(),
        None,
        action,
    )
    .await
    {
        Ok(acted) => {
            let mut text = private_summary(&acted.events, &acted.table, lang);
            if let Some(next) = super::pick::next_pick(&acted.stored, ctx.author().id.get()) {
                text.push('\n');
                text.push_str(&match next {
                    PickKind::Robber => t!(lang, "next-robber"),
                    _ => t!(lang, "next-road"),
                });
            } else if let (Some(game), Some(seat)) = (
                acted.stored.game.as_ref(),
                acted.stored.seat_of(ctx.author().id.get()),
            ) && super::modules::owes_decision(game, seat)
            {
                text.push('\n');
                text.push_str(&t!(lang, "next-decide"));
            }
            text
        }
        Err(r) => r.text(lang),
    };
    private(ctx, text).await
}
