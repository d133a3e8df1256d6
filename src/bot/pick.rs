//! Choosing a place: checks that the presser may place now, builds the ephemeral chooser (a
//! labelled board and select menus of legal spots) and says which place the game waits for
//! next. Shared by the build buttons, slash commands and the prompts modules open.

use poise::serenity_prelude as serenity;
use serenity::{CreateAttachment, EditInteractionResponse};

use kaitaku_engine::{Action, Decision};
use kaitaku_i18n::Lang;
use kaitaku_i18n::t;

use super::compose::{self, BOARD_FILE};
use super::custom_id::{ComponentId, PickKind};
use super::turn::{self, Expected};
use super::{Data, Refusal};

/// Checks that `user` is the current player and owes a move now, in the game (and version)
/// the click was made for.
pub async fn pick_target(
    data: &Data,
    channel: u64,
    user: u64,
    id: ComponentId,
) -> Result<kaitaku_store::StoredGame, Refusal> {
    let stored = turn::active_game(data, channel).await?;
    turn::check_expected(&stored, Some(Expected::of(id)))?;
    let seat = turn::seat_of(&stored, user)?;
    let game = stored.game.as_ref().ok_or(Refusal::NoGame)?;
    if game.state().current != seat || !turn::may_act(game, seat) {
        return Err(Refusal::NotYourTurn);
    }
    Ok(stored)
}

/// The ephemeral answer showing the chooser of `kind` (labelled board and select menus) for
/// the current player of `stored`, under `intro`; a plain text when there is nowhere to place.
/// Worded in `lang`, the chooser's language.
pub async fn chooser_edit(
    data: &Data,
    stored: &kaitaku_store::StoredGame,
    kind: PickKind,
    intro: String,
    lang: Lang,
) -> EditInteractionResponse {
    let chooser = match turn::chooser(data, stored, kind, lang).await {
        Ok(c) => c,
        Err(e) => {
            tracing::error!(game = %stored.id, error = %e, "could not build the chooser");
            return EditInteractionResponse::new()
                .content(Refusal::Internal.text(lang))
                .components(Vec::new())
                .clear_attachments();
        }
    };
    if chooser.options.is_empty() {
        return EditInteractionResponse::new()
            .content(t!(
                lang,
                "pick-nowhere",
                what = compose::piece_name(kind, lang)
            ))
            .components(Vec::new())
            .clear_attachments();
    }
    let menus = compose::pick_menus(stored.id, stored.version, kind, &chooser.options, lang);
    EditInteractionResponse::new()
        .content(intro)
        .new_attachment(CreateAttachment::bytes(chooser.png, BOARD_FILE))
        .components(menus)
}

/// The place the current player of `stored` must choose next, if `user` is that player and
/// the game waits for a place (a setup or free road, the robber after a knight).
pub fn next_pick(stored: &kaitaku_store::StoredGame, user: u64) -> Option<PickKind> {
    let game = stored.game.as_ref()?;
    let seat = stored.seat_of(user)?;
    if game.state().current != seat {
        return None;
    }
    game.pending()
        .iter()
        .filter(|p| p.seat == seat)
        .find_map(|p| match p.decision {
            Decision::PlaceRoad => Some(PickKind::Road),
            // With a damaged road (event cards) Road Building may only repair: no road chooser.
            Decision::PlaceFreeRoad { .. } => game
                .legal_actions(seat)
                .iter()
                .any(|a| matches!(a, Action::BuildRoad { .. }))
                .then_some(PickKind::Road),
            Decision::MoveRobber => Some(PickKind::Robber),
            _ => None,
        })
}
