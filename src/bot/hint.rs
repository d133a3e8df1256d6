//! `/catan hint`: what the computer player would do in the asker's place, privately. It reads
//! only the asker's own view (the computer never sees more than the player), searches at the
//! normal level off the async runtime, and words the move like the menus do.

use kaitaku_ai::Level;
use kaitaku_engine::{Action, Game, Seat};
use kaitaku_i18n::Lang;
use kaitaku_i18n::t;

use super::compose::Table;
use super::menus::words::option_words;
use super::modules::ui::WordsCtx;
use super::reply::{private, remember, user_lang};
use super::turn;
use super::{BotError, Context, Refusal};

/// The seed of a hint: the same game, moment and seat give the same hint.
fn hint_seed(game_id: i64, version: u64, seat: Seat) -> u64 {
    (game_id as u64)
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(version.wrapping_mul(0xBF58_476D_1CE4_E5B9))
        .wrapping_add(u64::from(seat))
}

/// The computer's move for `seat` at `level` (`None`: the seat owes nothing now).
pub fn suggestion(game: &Game, seat: Seat, level: Level, seed: u64) -> Option<Action> {
    let view = game.view(Some(seat));
    kaitaku_ai::decide(game.config(), &view, level, seed)
}

/// The hint's text for `seat`: the move in words, or that nothing is owed, in `lang`.
pub fn hint_text(
    game: &Game,
    seat: Seat,
    table: &Table,
    suggested: Option<&Action>,
    lang: Lang,
) -> String {
    match suggested {
        Some(action) => {
            let ctx = WordsCtx { game, seat, table };
            t!(
                lang,
                "hint-suggests",
                action = option_words(&ctx, action, lang)
            )
        }
        None => t!(lang, "hint-nothing-owed"),
    }
}

/// What the computer would do in your place now (only you see it)
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "ヒント"),
    description_localized("ja", "今の自分の手番でコンピューターならどうするか（自分にだけ表示）")
)]
pub async fn hint(ctx: Context<'_>) -> Result<(), BotError> {
    remember(ctx);
    let lang = user_lang(ctx);
    let stored = match turn::active_game(ctx.data(), ctx.channel_id().get()).await {
        Ok(s) => s,
        Err(r) => return private(ctx, r.text(lang)).await,
    };
    let (Some(game), Some(seat)) = (stored.game.clone(), stored.seat_of(ctx.author().id.get()))
    else {
        let refusal = if stored.game.is_none() {
            Refusal::NoGame
        } else {
            Refusal::NotPlayer
        };
        return private(ctx, refusal.text(lang)).await;
    };
    ctx.defer_ephemeral().await?;
    let seed = hint_seed(stored.id.0, stored.version, seat);
    let table = turn::table_of(ctx.data(), &stored);
    let text = tokio::task::spawn_blocking(move || {
        let suggested = suggestion(&game, seat, Level::Normal, seed);
        hint_text(&game, seat, &table, suggested.as_ref(), lang)
    })
    .await?;
    private(ctx, text).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use kaitaku_engine::GameConfig;

    fn table() -> Table {
        Table {
            users: vec![1, 2, 3],
            names: vec!["Ann".into(), "Ben".into(), "Cy".into()],
        }
    }

    #[test]
    fn a_hint_names_a_legal_move_of_the_seat_that_owes_one() {
        let game = Game::new(GameConfig::base(3), 11).expect("a game");
        let seat = game.state().current;
        let other = (seat + 1) % 3;
        let suggested = suggestion(&game, seat, Level::Easy, 5).expect("the first settlement");
        assert!(game.legal_actions(seat).contains(&suggested));
        assert_eq!(
            suggestion(&game, seat, Level::Easy, 5),
            Some(suggested.clone())
        );
        let en = hint_text(&game, seat, &table(), Some(&suggested), Lang::En);
        assert!(en.contains("Build a settlement: "), "{en}");
        let ja = hint_text(&game, seat, &table(), Some(&suggested), Lang::Ja);
        assert!(ja.contains("開拓地"), "{ja}");
        assert_eq!(suggestion(&game, other, Level::Easy, 5), None);
        let nothing = hint_text(&game, other, &table(), None, Lang::En);
        assert!(nothing.contains("nothing to decide"), "{nothing}");
    }
}
