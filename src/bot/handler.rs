//! The steps every button and menu on a game shares, in one place: who clicked, in which
//! language to answer them, checking the click against the current game (seat, turn and
//! version), applying the action, and answering (a refusal, the private summary, or the next
//! chooser or prompt).
//!
//! A handler builds a [`Click`] and uses it:
//!
//! ```ignore
//! async fn my_button(ctx, data, click, id) -> Result<(), BotError> {
//!     let c = Click::new(ctx, data, click, id);
//!     let stored = match c.current_player().await {   // seat, turn and version checked
//!         Ok(s) => s,
//!         Err(r) => return c.refuse(&r).await,        // ephemeral, in the user's language
//!     };
//!     c.defer_update().await?;                         // or defer_private()
//!     let outcome = c.act(action).await;               // under the channel lock
//!     c.finish(outcome, After::NextStep).await         // summary, chooser or prompt
//! }
//! ```
//!
//! Replies to the clicking user are in their Discord language ([`Click::lang`]); public
//! messages (the turn message) are in the game's language, which [`turn::act`] handles.

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, ComponentInteractionDataKind, Context as SerenityContext,
    EditInteractionResponse,
};

use kaitaku_engine::Action;
use kaitaku_i18n::Lang;
use kaitaku_store::StoredGame;

use super::compose::piece_name;
use super::custom_id::ComponentId;
use super::pick::{chooser_edit, next_pick, pick_target};
use super::reply::{reply, reply_with};
use super::turn::private_summary;
use super::turn::{self, Acted, Expected};
use super::{BotError, Data, Refusal, modules};

/// What to show once an action went through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum After {
    /// Only the private summary of what happened.
    Summary,
    /// The next place to choose (a setup road, the robber after a knight, free roads) or the
    /// next module decision, when one is owed by the clicking user; else the summary.
    NextStep,
}

/// One component interaction on a game, with everything its handler needs.
pub struct Click<'a> {
    /// The serenity context (HTTP).
    pub ctx: &'a SerenityContext,
    /// The bot's state.
    pub data: &'a Data,
    /// The interaction.
    pub click: &'a ComponentInteraction,
    /// The parsed component id.
    pub id: ComponentId,
    /// The clicking user's language (from their Discord locale).
    pub lang: Lang,
}

impl<'a> Click<'a> {
    /// The click `click` on the component `id`.
    pub fn new(
        ctx: &'a SerenityContext,
        data: &'a Data,
        click: &'a ComponentInteraction,
        id: ComponentId,
    ) -> Click<'a> {
        Click {
            ctx,
            data,
            click,
            id,
            lang: Lang::from_discord(&click.locale),
        }
    }

    /// The clicking user's id.
    pub fn user(&self) -> u64 {
        self.click.user.id.get()
    }

    /// The channel of the click.
    pub fn channel(&self) -> u64 {
        self.click.channel_id.get()
    }

    /// What a click expects of the game: its game id and, when bound, its version.
    pub fn expected(&self) -> Option<Expected> {
        Some(Expected::of(self.id))
    }

    /// The values of a string select menu, or `None` if the component is not one.
    pub fn values(&self) -> Option<&'a [String]> {
        match &self.click.data.kind {
            ComponentInteractionDataKind::StringSelect { values } => Some(values),
            _ => None,
        }
    }

    /// Refuses with an ephemeral reply in the user's language (the click is not acknowledged
    /// yet).
    pub async fn refuse(&self, refusal: &Refusal) -> Result<(), BotError> {
        reply(self.ctx, self.click, &refusal.text(self.lang)).await
    }

    /// Refuses a component (or value) the bot did not make: logged, then refused.
    pub async fn forged(&self, what: &str) -> Result<(), BotError> {
        tracing::warn!(user = %self.click.user.id, id = %self.id, what, "refused a forged component");
        self.refuse(&Refusal::Forged).await
    }

    /// Answers with an ephemeral message carrying `components` (a menu or a prompt).
    pub async fn answer(
        &self,
        text: &str,
        components: Vec<serenity::CreateActionRow>,
    ) -> Result<(), BotError> {
        reply_with(self.ctx, self.click, text, components).await
    }

    /// Checks that the user is the current player, owes a move now, and clicked on the current
    /// version of the channel's game.
    pub async fn current_player(&self) -> Result<StoredGame, Refusal> {
        pick_target(self.data, self.channel(), self.user(), self.id).await
    }

    /// Acknowledges the click; the answer will replace the message clicked (an ephemeral
    /// prompt).
    pub async fn defer_update(&self) -> Result<(), BotError> {
        self.click.defer(self.ctx).await?;
        Ok(())
    }

    /// Acknowledges the click; the answer will be a new ephemeral message.
    pub async fn defer_private(&self) -> Result<(), BotError> {
        self.click.defer_ephemeral(self.ctx).await?;
        Ok(())
    }

    /// Applies `action` for the user (see [`turn::act`]), checked against the click's game
    /// and version.
    pub async fn act(&self, action: Action) -> Result<Acted, Refusal> {
        turn::act(
            &self.ctx.http,
            self.data,
            self.channel(),
            self.user(),
            self.expected(),
            action,
        )
        .await
    }

    /// What the user is told after `acted`, in their language.
    pub fn summary(&self, acted: &Acted) -> String {
        private_summary(&acted.events, &acted.table, self.lang)
    }

    /// The answer after `acted`: the summary, followed by the next chooser or prompt when
    /// `after` asks for it and one is due.
    pub async fn next_step(&self, acted: &Acted, after: After) -> EditInteractionResponse {
        let text = self.summary(acted);
        if after == After::NextStep {
            if let Some(kind) = next_pick(&acted.stored, self.user()) {
                let next =
                    kaitaku_i18n::t!(self.lang, "pick-next", what = piece_name(kind, self.lang));
                let intro = format!("{text}\n{next}");
                return chooser_edit(self.data, &acted.stored, kind, intro, self.lang).await;
            }
            if let Some(edit) = modules::prompt::next_prompt(
                self.data,
                &acted.stored,
                self.user(),
                &text,
                self.lang,
            )
            .await
            {
                return edit;
            }
        }
        EditInteractionResponse::new()
            .content(text)
            .components(Vec::new())
            .clear_attachments()
    }

    /// After a deferral: shows the outcome of an action (see [`Click::next_step`]), or the
    /// refusal in the user's language, in place of the deferred answer.
    pub async fn finish(
        &self,
        outcome: Result<Acted, Refusal>,
        after: After,
    ) -> Result<(), BotError> {
        let edit = match outcome {
            Ok(acted) => self.next_step(&acted, after).await,
            Err(r) => self.refusal_edit(&r),
        };
        self.click.edit_response(self.ctx, edit).await?;
        Ok(())
    }

    /// The edit that replaces a deferred answer by a refusal (menus and images removed).
    pub fn refusal_edit(&self, refusal: &Refusal) -> EditInteractionResponse {
        EditInteractionResponse::new()
            .content(refusal.text(self.lang))
            .components(Vec::new())
            .clear_attachments()
    }
}
