//! Refusals say why, end to end: a typed place that is not on the board, a purchase the player
//! cannot pay for (its cost and what is missing), a development card played the turn it was
//! bought. Each refusal is private and changes nothing.

use kaitaku_engine::resources::DEV_CARD_COST;
use kaitaku_engine::{DevCard, Resource, ResourceSet};
use serde_json::json;

use crate::trade::{game, hand, no_sevens, play, setup, stored, turns_until};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_name_the_rule_and_what_is_missing() {
    let mut new_games = no_sevens();
    new_games.script.dev_deck = vec![DevCard::Knight; 10];
    // Every number but 7, so that every resource comes.
    let faces = crate::support::NON_SEVEN_ROLLS;
    new_games.script.dice = faces.iter().cycle().take(400).copied().collect();
    let h = crate::support::start(new_games).await;
    h.new_game(3, 10).await;
    setup(&h).await;
    let (mut poor_seen, mut bought) = (false, false);
    for round in 0..90_u8 {
        // Each seat in turn: whoever lacks the cards first, whoever has them first.
        let seat = round % 3;
        turns_until(&h, seat, |_| true).await;
        let before = stored(&h).await;
        let held = hand(&before, seat);
        let alice = serenity::model::id::UserId::new(before.user_of(seat).expect("seated"));
        if !poor_seen {
            // Places that are not on the board: which labels there are.
            for typed in ["999", "hello"] {
                let refused = h
                    .slash(alice, "catan build settlement", &[("spot", json!(typed))])
                    .await;
                assert!(refused.is_ephemeral());
                assert!(
                    refused
                        .content
                        .contains(&format!("`{typed}` is not an intersection on this board"))
                        && refused.content.contains("`1` to `54`"),
                    "{}",
                    refused.content
                );
            }
        }
        if !held.contains(&DEV_CARD_COST) && !poor_seen {
            let refused = h.slash(alice, "catan buy", &[]).await;
            let mut lacking = ResourceSet::default();
            for r in Resource::ALL {
                lacking[r] = DEV_CARD_COST[r].saturating_sub(held[r]);
            }
            let expected = format!(
                "You cannot afford a development card: it costs 1 wool, 1 grain, 1 ore, and you \
                 are missing {}.",
                kaitaku::bot::compose::resources(&lacking, kaitaku_i18n::Lang::En)
            );
            assert!(refused.is_ephemeral());
            assert_eq!(refused.content, expected);
            poor_seen = true;
        } else if held.contains(&DEV_CARD_COST) && !bought {
            let answer = h.slash(alice, "catan buy", &[]).await;
            assert!(!answer.content.contains("cannot"), "{}", answer.content);
            let refused = h
                .slash(alice, "catan play", &[("card", json!("knight"))])
                .await;
            assert!(refused.is_ephemeral());
            assert!(
                refused
                    .content
                    .starts_with("You bought your Knight this turn"),
                "{}",
                refused.content
            );
            bought = true;
        }
        // None of it changed the game but the purchase.
        let after = stored(&h).await;
        assert_eq!(
            game(&after).state().players[usize::from(seat)].knights_played,
            0,
            "no knight was played"
        );
        if poor_seen && bought {
            h.fake.assert_no_violations();
            return;
        }
        play(&h, kaitaku_engine::Action::EndTurn).await;
    }
    panic!("no player both lacked and had the cards of a development card");
}
