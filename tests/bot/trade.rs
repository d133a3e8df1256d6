//! Trades and lookups end to end, through the real bot and the fake Discord: a bank trade and
//! a harbour trade through the trade menu and `/catan trade bank`, a player trade with a
//! counter-offer and confirmation, an offer invalidated before confirmation, an offer that
//! expires at the end of the turn, refusals of presses by people the offer is not for, and
//! every lookup command. Setup and uneventful turns are played straight through the store (the
//! bot reads the store on every request), so each test reaches the situation it needs quickly.

use kaitaku::bot::NewGames;
use kaitaku_discord_sim::SimMessage;
use kaitaku_engine::{Action, Game, Resource, ResourceSet, Script, Seat};
use kaitaku_store::{Command, StoredGame};
use serde_json::json;

use crate::support::{Harness, WAIT, options, verb_of};

/// Dice that never show 7 (no discards or robber in the way).
pub(crate) fn no_sevens() -> NewGames {
    let cycle = [
        [3, 3],
        [4, 4],
        [2, 3],
        [5, 4],
        [6, 4],
        [2, 1],
        [5, 6],
        [4, 2],
    ];
    NewGames {
        seed: Some(5),
        script: Script {
            first_player: Some(0),
            dice: cycle.iter().cycle().take(400).copied().collect(),
            ..Script::default()
        },
        per_channel: false,
        modules: Vec::new(),
    }
}

pub(crate) async fn stored(h: &Harness) -> StoredGame {
    h.store
        .load_by_channel(h.channel.get())
        .await
        .expect("load")
        .expect("a game")
}

pub(crate) fn game(s: &StoredGame) -> &Game {
    s.game.as_ref().expect("started")
}

pub(crate) fn hand(s: &StoredGame, seat: Seat) -> ResourceSet {
    game(s).state().players[usize::from(seat)].hand
}

/// Applies `action` for the current seat straight through the store.
pub(crate) async fn play(h: &Harness, action: Action) {
    let mut s = stored(h).await;
    let seat = game(&s).state().current;
    let user = s.user_of(seat).expect("seated");
    h.store
        .play(&mut s, Command::player(seat, action, user))
        .await
        .expect("legal");
}

/// Plays the setup through the store: seat 0 settles on harbours when it can, the others never.
pub(crate) async fn setup(h: &Harness) {
    loop {
        let s = stored(h).await;
        let g = game(&s);
        if g.state().turn > 0 {
            return;
        }
        let seat = g.state().current;
        let legal = g.legal_actions(seat);
        let board = g.board();
        let harbour = |a: &Action| match a {
            Action::BuildSettlement { vertex } => board
                .vertex_id(*vertex)
                .is_some_and(|v| board.harbor_vertices().iter().any(|(h, _)| *h == v)),
            _ => false,
        };
        let choice = if seat == 0 {
            legal.iter().find(|a| harbour(a)).or(legal.first())
        } else {
            legal.iter().find(|a| !harbour(a)).or(legal.first())
        };
        play(h, choice.expect("a placement").clone()).await;
    }
}

/// Rolls and ends turns through the store until `ready` holds at the start of a turn of
/// `seat` (before its roll), then rolls with `/catan roll` so the bot shows the turn.
pub(crate) async fn turns_until(h: &Harness, seat: Seat, ready: impl Fn(&Game) -> bool) {
    for _ in 0..200 {
        let s = stored(h).await;
        let g = game(&s);
        let st = g.state();
        let before_roll = matches!(st.phase, kaitaku_engine::state::Phase::BeforeRoll);
        if before_roll && st.current == seat && ready(g) {
            let user = s.user_of(seat).expect("seated");
            let rolled = h.slash(kaitaku_user(user), "catan roll", &[]).await;
            assert!(rolled.content.contains("rolled"), "{}", rolled.content);
            return;
        }
        play(
            h,
            if before_roll {
                Action::Roll
            } else {
                Action::EndTurn
            },
        )
        .await;
    }
    panic!("the situation never came");
}

fn kaitaku_user(id: u64) -> serenity::model::id::UserId {
    serenity::model::id::UserId::new(id)
}

/// The ratio of `seat` for `r` (4 without a harbour).
fn ratio(g: &Game, seat: Seat, r: Resource) -> u8 {
    kaitaku_engine::rules::trade::trade_ratio(g.board(), g.state(), seat, r)
}

/// The newest offer message of the channel.
fn offer_message(h: &Harness) -> SimMessage {
    h.fake
        .messages(h.channel)
        .into_iter()
        .rev()
        .find(|m| !m.is_ephemeral() && m.content.contains("🤝"))
        .expect("an offer message")
}

/// Waits until the offer message `id` satisfies `pred`.
async fn offer_when(
    h: &Harness,
    id: serenity::model::id::MessageId,
    pred: impl Fn(&SimMessage) -> bool,
) -> SimMessage {
    h.fake
        .wait_for_message(WAIT, |m| m.id == id && pred(m))
        .await
        .unwrap_or_else(|_| {
            panic!(
                "offer message: {}",
                h.fake.message(id).map(|m| m.content).unwrap_or_default()
            )
        })
}

/// The component of `msg` whose verb starts with `prefix`.
pub(crate) fn component(msg: &SimMessage, prefix: &str) -> String {
    msg.custom_ids()
        .into_iter()
        .find(|id| verb_of(id).is_some_and(|v| v.starts_with(prefix)))
        .unwrap_or_else(|| panic!("no {prefix} in {:?}", msg.custom_ids()))
}

/// Opens the trade menu of the current player from the turn message.
pub(crate) async fn open_menu(h: &Harness, user: serenity::model::id::UserId) -> SimMessage {
    let turn = h.turn_message();
    let id = h.button(&turn, "t:open").expect("a Trade button");
    let menu = h.click(user, turn.id, &id).await;
    assert!(menu.is_ephemeral(), "{}", menu.content);
    menu
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_harbour_trade_through_the_menu_and_a_bank_trade_by_command() {
    let h = crate::support::start(no_sevens()).await;
    h.new_game(3, 10).await;
    setup(&h).await;
    let alice = h.user("alice");
    // Alice's harbour: some resource at 3:1 or 2:1, of which she holds enough.
    let harboured = |g: &Game| {
        Resource::ALL
            .into_iter()
            .find(|r| ratio(g, 0, *r) < 4 && g.state().players[0].hand[*r] >= ratio(g, 0, *r))
    };
    turns_until(&h, 0, |g| harboured(g).is_some()).await;
    let s = stored(&h).await;
    let give = harboured(game(&s)).expect("harboured");
    let r = ratio(game(&s), 0, give);
    let before = hand(&s, 0);

    let menu = open_menu(&h, alice).await;
    let (bank_menu, _, label) = options(&menu)
        .into_iter()
        .find(|(m, v, _)| verb_of(m) == Some("t:bg") && v == give.name())
        .expect("the harboured resource is offered");
    assert!(label.contains(&format!("{r}:1")), "{label}");
    let step2 = h.select(alice, menu.id, &bank_menu, &[give.name()]).await;
    let (get_menu, value, _) = options(&step2)
        .into_iter()
        .find(|(_, v, _)| v.ends_with(".1"))
        .expect("get options");
    let get = kaitaku::bot::trade_compose::parse_bank_get(&value)
        .expect("ours")
        .0;
    let confirm = h
        .select(alice, step2.id, &get_menu, &[value.as_str()])
        .await;
    assert!(
        confirm.content.contains(&format!("({r}:1)")),
        "{}",
        confirm.content
    );
    let done = h
        .click(alice, confirm.id, &component(&confirm, "t:b:"))
        .await;
    assert!(done.content.contains("with the bank"), "{}", done.content);
    let after = hand(&stored(&h).await, 0);
    assert_eq!(after[give], before[give] - r);
    assert_eq!(after[get], before[get] + 1);

    // A plain 4:1 trade by Bob, who has no harbour, with `/catan trade bank` and its checks.
    let bob = h.user("bob");
    let four = |g: &Game| {
        Resource::ALL
            .into_iter()
            .find(|r| g.state().players[1].hand[*r] >= 4)
    };
    turns_until(&h, 1, |g| four(g).is_some()).await;
    let s = stored(&h).await;
    let give = four(game(&s)).expect("four of one");
    let get = Resource::ALL
        .into_iter()
        .find(|g| *g != give)
        .expect("other");
    let before = hand(&s, 1);
    let choices = h.autocomplete(bob, "catan trade bank", "give", "").await;
    assert!(
        choices
            .iter()
            .any(|(l, v)| v == give.name() && l.contains("4:1")),
        "{choices:?}"
    );
    for absurd in [0_i64, 1_000_000_000] {
        let refused = h
            .slash(
                bob,
                "catan trade bank",
                &[
                    ("give", json!(give.name())),
                    ("get", json!(get.name())),
                    ("count", json!(absurd)),
                ],
            )
            .await;
        assert!(refused.is_ephemeral());
        assert!(
            refused.content.contains("at least 1") || refused.content.contains("at most"),
            "{}",
            refused.content
        );
    }
    let traded = h
        .slash(
            bob,
            "catan trade bank",
            &[("give", json!(give.name())), ("get", json!(get.name()))],
        )
        .await;
    assert!(
        traded
            .content
            .contains(&format!("traded 4 {give} for 1 {get} with the bank")),
        "{}",
        traded.content
    );
    let after = hand(&stored(&h).await, 1);
    assert_eq!(after[give], before[give] - 4);
    assert_eq!(after[get], before[get] + 1);
    // Not Bob's turn any more after he ends it: Hanako cannot trade in his place.
    let hanako = h.user("hanako");
    let refused = h
        .slash(
            hanako,
            "catan trade bank",
            &[("give", json!(give.name())), ("get", json!(get.name()))],
        )
        .await;
    assert!(
        refused.content.contains("Only the player whose turn it is"),
        "{}",
        refused.content
    );
    h.fake.assert_no_violations();
}

/// A resource `seat` holds (the most plentiful), other than `not`.
fn held(s: &StoredGame, seat: Seat, not: Option<Resource>) -> Option<Resource> {
    let hand = hand(s, seat);
    Resource::ALL
        .into_iter()
        .filter(|r| hand[*r] > 0 && Some(*r) != not)
        .max_by_key(|r| hand[*r])
}

/// Alice builds an offer in the menu: `give` for one `want`, then presses `send` (a verb
/// prefix of the send buttons: `t:o:` + …).
async fn offer_through_menu(h: &Harness, give: Resource, want: Resource, to: &str) -> SimMessage {
    let alice = h.user("alice");
    let menu = open_menu(h, alice).await;
    let give_menu = component(&menu, "t:tg:");
    let one = format!("{}.1", give.name());
    let menu = h.select(alice, menu.id, &give_menu, &[one.as_str()]).await;
    let want_menu = component(&menu, "t:tw:");
    let one = format!("{}.1", want.name());
    let menu = h.select(alice, menu.id, &want_menu, &[one.as_str()]).await;
    assert!(
        menu.content
            .contains(&format!("you give **1 {give}**, you want **1 {want}**")),
        "{}",
        menu.content
    );
    let send = menu
        .custom_ids()
        .into_iter()
        .find(|id| verb_of(id).is_some_and(|v| v.starts_with("t:o:") && v.ends_with(to)))
        .expect("a send button");
    let posted = h.click(alice, menu.id, &send).await;
    assert!(
        posted.content.contains("Your offer was posted"),
        "{}",
        posted.content
    );
    offer_message(h)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_trade_with_a_counter_offer_and_refusals() {
    let h = crate::support::start(no_sevens()).await;
    h.new_game(3, 10).await;
    setup(&h).await;
    let (alice, bob, hanako, eve) = (
        h.user("alice"),
        h.user("bob"),
        h.user("hanako"),
        h.user("eve"),
    );
    turns_until(&h, 0, |g| {
        let p = &g.state().players;
        p[0].hand.total() > 0 && p[1].hand.total() >= 2
    })
    .await;
    let s = stored(&h).await;
    let give = held(&s, 0, None).expect("alice has cards");
    let want = held(&s, 1, Some(give)).expect("bob has another");
    let (a0, b0) = (hand(&s, 0), hand(&s, 1));

    // Offered to Bob only (seat 1).
    let offer = offer_through_menu(&h, give, want, ":1").await;
    assert!(
        offer
            .content
            .contains(&format!("offers **1 {give}** for **1 {want}** to <@{bob}>")),
        "{}",
        offer.content
    );
    // Hanako is not asked; Eve is not playing; Alice cannot accept her own offer.
    let accept = component(&offer, "t:a:");
    let no = h.click(hanako, offer.id, &accept).await;
    assert!(
        no.is_ephemeral() && no.content.contains("not addressed to you"),
        "{}",
        no.content
    );
    let no = h.click(eve, offer.id, &accept).await;
    assert!(no.content.contains("not playing"), "{}", no.content);
    let no = h.click(alice, offer.id, &accept).await;
    assert!(no.content.contains("your own offer"), "{}", no.content);
    // Bob may not confirm; only Alice may.
    let counter = h.click(bob, offer.id, &component(&offer, "t:co:")).await;
    assert!(
        counter.content.contains("Counter-offer"),
        "{}",
        counter.content
    );
    // Bob's counter: he gives what Alice wants and asks what she offered (prefilled).
    let sent = h.click(bob, counter.id, &component(&counter, "t:c:")).await;
    assert!(sent.content.contains("counter-offer"), "{}", sent.content);
    let offer = offer_when(&h, offer.id, |m| m.content.contains("counters")).await;
    let take = component(&offer, "t:k:");
    let no = h.click(bob, offer.id, &take).await;
    assert!(no.content.contains("Only alice"), "{}", no.content);
    let done = h.click(alice, offer.id, &take).await;
    assert!(done.content.contains("traded"), "{}", done.content);
    let offer = offer_when(&h, offer.id, |m| m.content.starts_with("✅")).await;
    assert!(
        offer.components.is_empty(),
        "buttons left on a finished offer"
    );
    let s = stored(&h).await;
    assert_eq!(hand(&s, 0)[give], a0[give] - 1);
    assert_eq!(hand(&s, 0)[want], a0[want] + 1);
    assert_eq!(hand(&s, 1)[want], b0[want] - 1);
    assert_eq!(hand(&s, 1)[give], b0[give] + 1);
    // The trade is public; the hands are not: the offer message never shows them.
    assert!(!offer.content.contains("hand"));
    h.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn offers_are_checked_at_confirmation_and_expire_with_the_turn() {
    let h = crate::support::start(no_sevens()).await;
    h.new_game(3, 10).await;
    setup(&h).await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    // Alice holds enough of one resource to trade it to the bank (so she can give away the
    // cards she offered), and Bob holds a card.
    let tradable = |g: &Game| {
        Resource::ALL
            .into_iter()
            .find(|r| g.state().players[0].hand[*r] >= ratio(g, 0, *r))
    };
    turns_until(&h, 0, |g| {
        tradable(g).is_some_and(|r| {
            Resource::ALL
                .into_iter()
                .any(|x| x != r && g.state().players[1].hand[x] > 0)
        })
    })
    .await;
    let s = stored(&h).await;
    let give = tradable(game(&s)).expect("tradable");
    let spend = Action::BankTrade {
        give: give.into(),
        get: Resource::ALL
            .into_iter()
            .find(|r| *r != give)
            .expect("other")
            .into(),
        ratio: None,
    };
    // Alice offers every card she holds of that resource.
    let count = hand(&s, 0)[give];
    let want = held(&s, 1, Some(give)).unwrap_or(if give == Resource::Ore {
        Resource::Wool
    } else {
        Resource::Ore
    });
    let offer_cmd = h
        .slash(
            alice,
            "catan trade offer",
            &[
                ("give", json!(format!("{count} {}", give.name()))),
                ("get", json!(format!("1 {}", want.name()))),
            ],
        )
        .await;
    assert!(
        offer_cmd
            .content
            .contains("Your offer was posted for everyone"),
        "{}",
        offer_cmd.content
    );
    let offer = offer_message(&h);
    let accepted = h.click(bob, offer.id, &component(&offer, "t:a:")).await;
    assert!(
        accepted.content.contains("You accepted"),
        "{}",
        accepted.content
    );
    let offer = offer_when(&h, offer.id, |m| m.content.contains("accepts")).await;
    // Alice gives some of the offered cards to the bank before confirming.
    play(&h, spend).await;
    let take = component(&offer, "t:k:");
    let refused = h.click(alice, offer.id, &take).await;
    assert!(
        refused.content.contains("do not have the cards"),
        "{}",
        refused.content
    );
    // The offer is still open; ending the turn expires it and removes its buttons.
    let ended = h.slash(alice, "catan end", &[]).await;
    assert!(ended.is_ephemeral(), "{}", ended.content);
    let offer = offer_when(&h, offer.id, |m| {
        m.content.contains("expired at the end of the turn")
    })
    .await;
    assert!(offer.components.is_empty());
    // A late press on the expired offer is refused.
    let late = h
        .fake
        .forge_button(bob, offer.id, &take)
        .expect("sent")
        .response(WAIT)
        .await
        .expect("answer");
    assert!(late.content.contains("no longer open"), "{}", late.content);
    h.fake.assert_no_violations();
}

/// Plays on through the store until someone wins: builds first, then the dice.
async fn play_to_the_end(h: &Harness) {
    let rank = |a: &Action| match a {
        Action::BuildCity { .. } => 0,
        Action::BuildSettlement { .. } => 1,
        Action::BuildRoad { .. } => 2,
        Action::Roll => 3,
        Action::BankTrade { .. } => 4,
        Action::EndTurn => 5,
        _ => 9,
    };
    for _ in 0..5000 {
        // A finished game is no longer the channel's game.
        let Some(s) = h
            .store
            .load_by_channel(h.channel.get())
            .await
            .expect("load")
        else {
            return;
        };
        let g = game(&s);
        if g.winner().is_some() {
            return;
        }
        let seat = g.state().current;
        let crowded = g.state().players[usize::from(seat)].hand.total() >= 8;
        let action = g
            .legal_actions(seat)
            .into_iter()
            .filter(|a| rank(a) < 9 && (crowded || rank(a) != 4))
            .min_by_key(rank)
            .expect("an action");
        play(h, action).await;
    }
    panic!("nobody won");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lookups_answer_with_the_right_content() {
    let h = crate::support::start(no_sevens()).await;
    h.new_game(3, 3).await;
    setup(&h).await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    turns_until(&h, 0, |_| true).await;

    // The computer's move in the asker's place: for the player to act, and nothing for the
    // others; only the asker sees it.
    let current = h.mentioned(&h.turn_message()).expect("someone to act");
    let hint = h.slash(current, "catan hint", &[]).await;
    assert!(
        hint.is_ephemeral()
            && hint
                .content
                .contains("In your place the computer would: **"),
        "{}",
        hint.content
    );
    let other = if current == bob { alice } else { bob };
    let none = h.slash(other, "catan hint", &[]).await;
    assert!(
        none.is_ephemeral() && none.content.contains("nothing to decide"),
        "{}",
        none.content
    );
    let outsider = h.slash(h.user("eve"), "catan hint", &[]).await;
    assert!(
        outsider.is_ephemeral() && outsider.content.contains("not playing"),
        "{}",
        outsider.content
    );

    let status = h.slash(bob, "catan status", &[]).await;
    assert!(status.is_ephemeral());
    for part in ["**Turn 1**", "alice", "bob", "hanako", "Bank:", "VP"] {
        assert!(status.content.contains(part), "{part}: {}", status.content);
    }
    assert!(!status.content.contains("Your hand"), "hands stay private");

    let board = h.slash(bob, "catan board", &[]).await;
    assert!(board.attachment("board.png").is_some(), "{}", board.content);
    assert!(board.content.contains("turn 1"), "{}", board.content);

    let log = h.slash(bob, "catan log", &[]).await;
    assert!(log.content.contains("alice rolled"), "{}", log.content);
    let log = h.slash(bob, "catan log", &[("count", json!(50))]).await;
    assert!(
        log.content.contains("built a settlement"),
        "{}",
        log.content
    );
    let few = h.slash(bob, "catan log", &[("count", json!(1))]).await;
    assert_eq!(few.content.lines().count(), 2, "{}", few.content);
    let zero = h.slash(bob, "catan log", &[("count", json!(0))]).await;
    assert!(zero.content.contains("at least 1"), "{}", zero.content);
    let huge = h
        .slash(bob, "catan log", &[("count", json!(1_000_000_000_i64))])
        .await;
    assert!(huge.content.contains("at most 50"), "{}", huge.content);

    let rules = h.slash(bob, "catan rules", &[]).await;
    assert!(rules.content.contains("base game"), "{}", rules.content);
    assert!(
        rules.content.contains("first to 3 victory points"),
        "{}",
        rules.content
    );
    assert!(
        rules.content.contains("No variant rules"),
        "{}",
        rules.content
    );

    // One variant by name, from the registry (autocomplete offers each); a wrong name is
    // refused with the list.
    let harbour = h
        .slash(bob, "catan rules", &[("variant", json!("Harbormaster"))])
        .await;
    assert!(
        harbour.is_ephemeral() && harbour.content.contains("Harbormaster"),
        "{}",
        harbour.content
    );
    let offered = h
        .autocomplete(bob, "catan rules", "variant", "catan f")
        .await;
    assert_eq!(
        offered,
        vec![("Catan for Two".to_owned(), "catan_for_two".to_owned())]
    );
    let wrong = h
        .slash(bob, "catan rules", &[("variant", json!("seafarers"))])
        .await;
    assert!(
        wrong.content.contains("“seafarers”") && wrong.content.contains("harbormaster"),
        "{}",
        wrong.content
    );

    let none = h.slash(alice, "catan history", &[]).await;
    assert!(
        none.content.contains("No game has ended"),
        "{}",
        none.content
    );
    play_to_the_end(&h).await;
    let history = h.slash(alice, "catan history", &[]).await;
    assert!(history.content.contains("won by <@"), "{}", history.content);
    assert!(history.content.contains("3 players"), "{}", history.content);
    let mine = h.slash(alice, "catan stats", &[]).await;
    assert!(mine.content.contains("1 game,"), "{}", mine.content);
    assert!(mine.content.contains("VP on average"), "{}", mine.content);
    let eve = h.user("eve");
    let theirs = h
        .slash(alice, "catan stats", &[("player", json!(eve.to_string()))])
        .await;
    assert!(
        theirs.content.contains("has not finished a game"),
        "{}",
        theirs.content
    );
    h.fake.assert_no_violations();
}

/// A Japanese-locale player trades and reads the rules and the log in Japanese while an
/// English player gets English; `/catan trade accept|decline` answer like the buttons, with
/// the same refusals; two counts of one resource in the builder are refused, not guessed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn languages_follow_each_user_and_offers_are_answered_by_command() {
    use kaitaku_i18n::{Lang, resource_name};
    let h = crate::support::start_with_locales(no_sevens(), &[("hanako", "ja")]).await;
    h.new_game(3, 10).await;
    setup(&h).await;
    let (alice, bob, hanako, eve) = (
        h.user("alice"),
        h.user("bob"),
        h.user("hanako"),
        h.user("eve"),
    );
    turns_until(&h, 0, |g| {
        let p = &g.state().players;
        Resource::ALL.iter().any(|r| p[0].hand[*r] >= 2) && p[2].hand.total() >= 1
    })
    .await;
    let s = stored(&h).await;
    let two = Resource::ALL
        .into_iter()
        .find(|r| hand(&s, 0)[*r] >= 2)
        .expect("two of a kind");
    let want = held(&s, 2, Some(two)).expect("hanako has another card");
    let (a0, k0) = (hand(&s, 0), hand(&s, 2));

    // "1 X" and "2 X" chosen together: refused, and the give side is emptied.
    let menu = open_menu(&h, alice).await;
    let give_menu = component(&menu, "t:tg:");
    let (one, both) = (format!("{}.1", two.name()), format!("{}.2", two.name()));
    let menu = h
        .select(alice, menu.id, &give_menu, &[one.as_str(), both.as_str()])
        .await;
    assert!(
        menu.content.contains("one count per resource")
            && menu.content.contains("you give **nothing**"),
        "{}",
        menu.content
    );

    // Alice types her offer with Japanese resource names; the public message is in the game's
    // language (English).
    let give_ja = format!("{}1枚", resource_name(two, Lang::Ja));
    let want_ja = resource_name(want, Lang::Ja).to_string();
    let posted = h
        .slash(
            alice,
            "catan trade offer",
            &[("give", json!(give_ja)), ("get", json!(want_ja))],
        )
        .await;
    assert!(
        posted.content.contains("Your offer was posted"),
        "{}",
        posted.content
    );
    let offer = offer_message(&h);
    assert!(
        offer
            .content
            .contains(&format!("offers **1 {two}** for **1 {want}** to everyone")),
        "{}",
        offer.content
    );

    // Refusals by command, each in the asker's language; none changes the offer.
    let stale = h
        .slash(hanako, "catan trade decline", &[("offer", json!(999))])
        .await;
    assert!(
        stale.content.contains("もう締め切られています"),
        "{}",
        stale.content
    );
    let own = h.slash(alice, "catan trade accept", &[]).await;
    // It says which button to press, by its label (not by a colour).
    assert!(
        own.content.contains("your own offer") && own.content.contains("**Trade with …**"),
        "{}",
        own.content
    );
    assert!(
        offer.content.contains("“Trade with …” button"),
        "{}",
        offer.content
    );
    let outsider = h.slash(eve, "catan trade accept", &[]).await;
    assert!(
        outsider.content.contains("not playing"),
        "{}",
        outsider.content
    );

    // Bob declines in English, Hanako accepts in Japanese.
    let declined = h.slash(bob, "catan trade decline", &[]).await;
    assert_eq!(declined.content, "You declined the offer.");
    let accepted = h.slash(hanako, "catan trade accept", &[]).await;
    assert!(
        accepted.is_ephemeral() && accepted.content.starts_with("承諾しました。alice"),
        "{}",
        accepted.content
    );
    let offer = offer_when(&h, offer.id, |m| m.content.contains("accepts")).await;
    assert!(
        offer.content.contains("bob ❌ declines"),
        "{}",
        offer.content
    );
    let take = component(&offer, "t:k:");
    let done = h.click(alice, offer.id, &take).await;
    assert!(done.content.contains("traded"), "{}", done.content);
    offer_when(&h, offer.id, |m| m.content.starts_with("✅")).await;
    let s = stored(&h).await;
    assert_eq!(hand(&s, 0)[two], a0[two] - 1);
    assert_eq!(hand(&s, 2)[want], k0[want] - 1);
    assert_eq!(hand(&s, 2)[two], k0[two] + 1);
    // No offer is open any more.
    let none = h.slash(hanako, "catan trade accept", &[]).await;
    assert!(
        none.content.contains("答えられる提案がありません"),
        "{}",
        none.content
    );

    // Rules and log: Japanese for Hanako, English for Bob.
    let ja = h.slash(hanako, "catan rules", &[]).await;
    assert!(
        ja.content.contains("基本ルール")
            && ja.content.contains("開拓地")
            && ja.content.contains("10勝利点"),
        "{}",
        ja.content
    );
    let en = h.slash(bob, "catan rules", &[]).await;
    assert!(en.content.contains("base game"), "{}", en.content);
    let ja = h.slash(hanako, "catan log", &[]).await;
    assert!(
        ja.content.starts_with("**最近の出来事**")
            && ja.content.contains("hanakoが提案を承諾")
            && ja.content.contains("bobが提案を断った"),
        "{}",
        ja.content
    );
    let en = h.slash(bob, "catan log", &[]).await;
    assert!(
        en.content.starts_with("**Recent events**")
            && en.content.contains("hanako accepted the offer"),
        "{}",
        en.content
    );
    h.fake.assert_no_violations();
}
