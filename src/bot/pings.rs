//! Pings: Discord notifies nobody of an edited message, so when a seat starts to owe a decision
//! in the middle of a turn (a discard after a 7, an event card's choice, the robber once the
//! discards are in) the turn message's edit alone would leave the game waiting unseen. The bot
//! posts one short message mentioning exactly those seats, once, when they start to owe it.

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CreateAllowedMentions, CreateMessage, Http, UserId};

use kaitaku_engine::{Decision, Pending, Seat, View};
use kaitaku_i18n::{Lang, t};
use kaitaku_store::StoredGame;

use super::compose::{self, Table};
use super::{BotError, Data, turn};

/// The seats that owe a decision `after` an action and did not `before` it, in seat order;
/// without `mentioned`, the seat a new turn message already mentions. Answering a trade offer
/// is optional (the turn goes on without it) and the offer is a message of its own: it is not
/// a decision to ping for.
pub fn newly_owing(before: &[Pending], after: &[Pending], mentioned: Option<Seat>) -> Vec<Seat> {
    let owing = |p: &&Pending| p.decision != Decision::AnswerTrade;
    let mut seats: Vec<Seat> = after
        .iter()
        .filter(owing)
        .map(|p| p.seat)
        .filter(|s| !before.iter().filter(owing).any(|b| b.seat == *s) && Some(*s) != mentioned)
        .collect();
    seats.sort_unstable();
    seats.dedup();
    seats
}

/// The ping's text: a mention of each seat, and what the game waits for.
pub fn ping_content(view: &View, seats: &[Seat], table: &Table, lang: Lang) -> String {
    let who: Vec<String> = seats.iter().map(|s| table.mention(*s)).collect();
    t!(
        lang,
        "ping-owing",
        who = who.join(" "),
        what = compose::situation(view, table, lang)
    )
}

/// Posts the ping for `seats` in the game's channel, mentioning those users and nobody else.
pub async fn ping(
    http: &Http,
    data: &Data,
    stored: &StoredGame,
    seats: &[Seat],
) -> Result<(), BotError> {
    let game = stored.game.as_ref().ok_or("game not started")?;
    let table = turn::table_of(data, stored);
    let users: Vec<UserId> = seats
        .iter()
        .filter_map(|s| table.users.get(usize::from(*s)))
        .filter(|u| **u != 0)
        .map(|u| UserId::new(*u))
        .collect();
    if users.is_empty() {
        return Ok(());
    }
    let content = ping_content(&game.view(None), seats, &table, stored.lang);
    let mentions = CreateAllowedMentions::new()
        .users(users)
        .empty_roles()
        .everyone(false);
    let message = CreateMessage::new()
        .content(content)
        .allowed_mentions(mentions);
    ChannelId::new(stored.channel_id)
        .send_message(http, message)
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn owes(seat: Seat, decision: Decision) -> Pending {
        Pending { seat, decision }
    }

    #[test]
    fn only_seats_that_start_to_owe_are_pinged_once() {
        let discard = |s| owes(s, Decision::Discard { count: 4 });
        // A 7: the roller owed the roll; Bob and Hanako start to owe discards.
        let before = [owes(0, Decision::Roll)];
        let after = [discard(1), discard(2)];
        assert_eq!(newly_owing(&before, &after, None), vec![1, 2]);
        // Bob discards: Hanako still owes, already pinged; nobody new.
        assert!(newly_owing(&after, &[discard(2)], None).is_empty());
        // The discards are in: the roller now owes the robber, unseen in an edit.
        let robber = [owes(0, Decision::MoveRobber)];
        assert_eq!(newly_owing(&[discard(2)], &robber, None), vec![0]);
        // A new turn: its message mentions the player to act; nobody else is pinged.
        let next = [owes(1, Decision::Roll)];
        assert!(newly_owing(&[owes(0, Decision::TakeTurn)], &next, Some(1)).is_empty());
        // An offer to answer is no decision to ping for.
        let offer = [owes(0, Decision::TakeTurn), owes(1, Decision::AnswerTrade)];
        assert!(newly_owing(&[owes(0, Decision::TakeTurn)], &offer, None).is_empty());
    }

    #[test]
    fn the_ping_mentions_the_seats_and_says_what_is_awaited() {
        let game = kaitaku_engine::Game::new(kaitaku_engine::GameConfig::base(3), 1).expect("game");
        let table = Table {
            users: vec![11, 22, 33],
            names: vec!["Alice".into(), "Bob".into(), "Hanako".into()],
        };
        let view = game.view(None);
        let current = view.current;
        let en = ping_content(&view, &[1, 2], &table, Lang::En);
        assert!(en.starts_with("<@22> <@33> — "), "{en}");
        assert!(en.contains(&table.name(current)), "{en}");
        let ja = ping_content(&view, &[2], &table, Lang::Ja);
        assert!(ja.starts_with("<@33> "), "{ja}");
        assert!(ja.contains("置きます"), "{ja}");
    }
}
