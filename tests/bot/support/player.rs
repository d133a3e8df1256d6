//! Scripted players: they look at the public turn message and their own ephemeral replies, and
//! act only through what the bot offers (buttons, select menus, slash commands with
//! autocomplete). Choices are deterministic: among the offered spots they take the one next to
//! the most productive numbers of the (public) board; among other options, the first.

use std::collections::{HashMap, HashSet};
use std::time::Instant;

use kaitaku_discord_sim::SimMessage;
use kaitaku_engine::{Game, GameConfig};
use serde_json::json;
use serenity::model::id::{MessageId, UserId};

use super::{Harness, min_values, options, verb_of, version_of};

/// How the players prefer to act.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// Buttons and menus for everything.
    Buttons,
    /// `/catan buy`, `/catan play` and `/catan discard` (with autocomplete) where they exist.
    Slash,
}

/// What the scripted players checked along the way.
#[derive(Debug, Default)]
pub struct Checks {
    /// Refusals of non-player and out-of-turn presses seen.
    pub refusals: u32,
    /// Discards refused for a wrong count.
    pub wrong_counts: u32,
    /// Presses of Discard by players who owed nothing, refused.
    pub not_owed: u32,
    /// Turn messages seen.
    pub turn_messages: HashSet<MessageId>,
    /// Interactions sent.
    pub interactions: u32,
    /// Choosers that led straight to the next one (setup road, free roads, robber).
    pub chained: u32,
    /// Prompts of the optional rules answered (event card decisions, neutral pieces, tokens).
    pub decisions: u32,
    /// Of those, answered while several players owed a decision at once.
    pub shared_decisions: u32,
    /// Presses of the choice button by players who owed nothing, refused.
    pub not_deciding: u32,
    /// Choices made by `/catan decide`.
    pub slash_decisions: u32,
    /// Every button label seen on a turn message.
    pub labels: HashSet<String>,
    /// The action labels of the module choices made in prompts (buttons and menus).
    pub decided_by_menu: HashSet<String>,
    /// The action labels of the module choices made by `/catan decide`.
    pub decided_by_slash: HashSet<String>,
}

/// The action label of a chooser's value (`caravans-camel_vote@r12+0.0.1.0.0` →
/// `caravans-camel_vote`).
pub fn label_of(value: &str) -> String {
    value
        .split(['@', '+', '>', '~', '#'])
        .next()
        .unwrap_or_default()
        .to_string()
}

/// A table of scripted players.
pub struct Players<'a> {
    h: &'a Harness,
    game: Game,
    seated: Vec<UserId>,
    style: Style,
    tried: HashSet<(u64, &'static str)>,
    cards_checked: HashSet<MessageId>,
    roads: HashMap<MessageId, u32>,
    started: Instant,
    discard_phases: u32,
    refusals_checked: bool,
    /// Whether the players answer the decisions of the decide button themselves (default);
    /// a test that answers them its own way turns this off for a while.
    pub answer_decisions: bool,
    /// What was checked.
    pub checks: Checks,
}

/// Whether a message's menus are an optional-rule prompt.
fn menu_is_decision(msg: &SimMessage) -> bool {
    msg.custom_ids()
        .iter()
        .any(|id| verb_of(id).is_some_and(|v| v.starts_with("decide")))
}

/// The label of the turn message's button with this verb.
pub fn button_label(turn: &SimMessage, verb: &str) -> Option<String> {
    turn.components
        .iter()
        .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        .find(|b| b["custom_id"].as_str().and_then(verb_of) == Some(verb))
        .and_then(|b| b["label"].as_str().map(str::to_owned))
}

fn pips(n: u8) -> u32 {
    6 - u32::from(n.abs_diff(7))
}

impl<'a> Players<'a> {
    /// Players for the first `seats` members of the harness.
    pub fn new(h: &'a Harness, seats: usize, style: Style) -> Players<'a> {
        // Only the (beginner) board is used, the same for every table size and rule.
        let game = Game::new(GameConfig::base(seats.max(3) as u8), 0).expect("board");
        Players {
            h,
            game,
            seated: h.users.iter().take(seats).map(|(_, u)| *u).collect(),
            style,
            tried: HashSet::new(),
            cards_checked: HashSet::new(),
            roads: HashMap::new(),
            started: Instant::now(),
            discard_phases: 0,
            refusals_checked: false,
            answer_decisions: true,
            checks: Checks::default(),
        }
    }

    fn vertex_pips(&self, code: &str) -> u32 {
        let board = self.game.board();
        board.vertex_by_code(code).map_or(0, |v| {
            board
                .vertex_hexes(v)
                .map(|h| board.tile(h).number.map_or(0, pips))
                .sum()
        })
    }

    /// How much a player likes an option of a chooser.
    fn score(&self, value: &str) -> u32 {
        let board = self.game.board();
        if let Some(e) = board.edge_by_code(value) {
            return board
                .edge_vertices(e)
                .iter()
                .map(|v| self.vertex_pips(&board.vertex_code(*v)))
                .max()
                .unwrap_or(0);
        }
        if value.contains('@') {
            return 1; // rob someone rather than nobody
        }
        self.vertex_pips(value)
    }

    /// The offered option a player takes: best score, first among equals.
    fn best(&self, msg: &SimMessage) -> Option<(String, String)> {
        let mut best: Option<(u32, String, String)> = None;
        for (menu, value, _) in options(msg) {
            let s = self.score(&value);
            if best.as_ref().is_none_or(|(b, _, _)| s > *b) {
                best = Some((s, menu, value));
            }
        }
        best.map(|(_, m, v)| (m, v))
    }

    /// Answers a chooser (and the choosers chained after it) until it closes.
    async fn choose(&mut self, user: UserId, mut msg: SimMessage) -> SimMessage {
        for _ in 0..4 {
            if !self.answer_decisions && menu_is_decision(&msg) {
                // A prompt chained after a build: left to the test.
                return msg;
            }
            let Some((menu, value)) = self.best(&msg) else {
                return msg;
            };
            self.checks.interactions += 1;
            if menu_is_decision(&msg) && !value.starts_with('?') {
                self.checks.decided_by_menu.insert(label_of(&value));
            }
            msg = self.h.select(user, msg.id, &menu, &[value.as_str()]).await;
            assert!(msg.is_ephemeral());
            if msg.components.is_empty() {
                return msg;
            }
            if verb_of(&menu).is_some_and(|v| v.starts_with("decide")) || menu_is_decision(&msg) {
                self.checks.decisions += 1;
            } else {
                self.checks.chained += 1;
            }
            assert!(
                msg.content.contains("Now choose where") || menu_is_decision(&msg),
                "{}",
                msg.content
            );
        }
        msg
    }

    /// Clicks `verb` on the turn message and answers the chooser it opens.
    async fn pick(&mut self, user: UserId, turn: &SimMessage, verb: &str) -> SimMessage {
        let id = self.h.button(turn, verb).expect("button");
        self.checks.interactions += 1;
        let chooser = self.h.click(user, turn.id, &id).await;
        assert!(chooser.is_ephemeral(), "{}", chooser.content);
        assert!(
            chooser.attachment("board.png").is_some(),
            "chooser without board: {}",
            chooser.content
        );
        self.choose(user, chooser).await
    }

    async fn click_plain(&mut self, user: UserId, turn: &SimMessage, verb: &str) -> SimMessage {
        let id = self.h.button(turn, verb).expect("button");
        self.checks.interactions += 1;
        self.h.click(user, turn.id, &id).await
    }

    /// The public development card count of the current player (the board image shows it;
    /// read from the store).
    async fn current_dev_cards(&self) -> u32 {
        let Ok(Some(stored)) = self.h.store.load_by_channel(self.h.channel.get()).await else {
            return 0;
        };
        stored.game.as_ref().map_or(0, |g| {
            let view = g.view(None);
            view.players
                .get(usize::from(view.current))
                .map_or(0, |p| p.dev_card_count)
        })
    }

    async fn module_decisions(&mut self) {
        let h = self.h;
        let owing = h.turn_message().embeds[0]["description"]
            .as_str()
            .unwrap_or_default()
            .matches(" (")
            .count();
        for (i, user) in self.seated.clone().into_iter().enumerate() {
            let turn = h.turn_message();
            let Some(id) = h.button(&turn, "decide") else {
                return;
            };
            self.checks.interactions += 1;
            // Buttons players type `/catan decide` now and then too.
            if self.style == Style::Slash || (i == 0 && self.checks.decisions % 2 == 1) {
                let offered = h.autocomplete(user, "catan decide", "choice", "").await;
                if let Some((_, value)) = offered.first() {
                    let said = h
                        .slash(user, "catan decide", &[("choice", json!(value))])
                        .await;
                    assert!(said.is_ephemeral());
                    self.checks.decided_by_slash.insert(label_of(value));
                    self.checks.slash_decisions += 1;
                    self.checks.decisions += 1;
                    if owing > 1 {
                        self.checks.shared_decisions += 1;
                    }
                    continue;
                }
            }
            let prompt = h.click(user, turn.id, &id).await;
            assert!(prompt.is_ephemeral());
            if prompt.components.is_empty() {
                assert!(
                    prompt.content.contains("nothing to choose"),
                    "{}",
                    prompt.content
                );
                self.checks.not_deciding += 1;
                continue;
            }
            if owing > 1 {
                self.checks.shared_decisions += 1;
            }
            self.checks.decisions += 1;
            let done = self.choose(user, prompt).await;
            assert!(done.components.is_empty(), "{}", done.content);
        }
    }

    /// The verb of the current player's module action button to press: a forced trade when
    /// offered, else the first (repair, trade tokens).
    fn module_action(&self, turn: &SimMessage) -> Option<String> {
        let verbs: Vec<String> = turn
            .custom_ids()
            .iter()
            .filter_map(|id| verb_of(id))
            .filter(|v| v.starts_with("do:"))
            .map(str::to_owned)
            .collect();
        verbs
            .iter()
            .find(|v| v.as_str() == "do:catan_for_two-forced_trade")
            .or(verbs.first())
            .cloned()
    }

    /// Presses a module action button of the current player's turn (repair, trade tokens) and
    /// takes the first choice, answering what follows.
    async fn special(&mut self, user: UserId, turn: &SimMessage, verb: &str) {
        let prompt = self.click_plain(user, turn, verb).await;
        assert!(prompt.is_ephemeral());
        let opts = options(&prompt);
        let Some((menu, value, _)) = opts
            .iter()
            .find(|(_, v, _)| v.starts_with("catan_for_two-forced_trade"))
            .or(opts.first())
            .cloned()
        else {
            return;
        };
        self.checks.decisions += 1;
        self.checks.interactions += 1;
        let mut msg = self
            .h
            .select(user, prompt.id, &menu, &[value.as_str()])
            .await;
        for _ in 0..3 {
            let Some((menu, value)) = self.best(&msg) else {
                break;
            };
            self.checks.decisions += 1;
            self.checks.interactions += 1;
            msg = self.h.select(user, msg.id, &menu, &[value.as_str()]).await;
        }
        assert!(msg.components.is_empty(), "{}", msg.content);
    }

    /// Every seated player who owes a discard does it; the others are refused.
    async fn discards(&mut self, first: bool) {
        let h = self.h;
        if first {
            let turn = h.turn_message();
            let waiting = turn.embeds[0]["description"].as_str().unwrap_or_default();
            assert!(waiting.contains("Waiting for discards: "), "{waiting}");
            let id = h.button(&turn, "discard").expect("discard");
            let eve = h.click(h.user("eve"), turn.id, &id).await;
            assert!(eve.content.contains("not playing"), "{}", eve.content);
            self.checks.refusals += 1;
        }
        for user in self.seated.clone() {
            let turn = h.turn_message();
            let Some(id) = h.button(&turn, "discard") else {
                return;
            };
            self.checks.interactions += 1;
            let prompt = h.click(user, turn.id, &id).await;
            assert!(prompt.is_ephemeral());
            let big = prompt.content.contains("too large for one menu");
            if prompt.components.is_empty() && !big {
                assert!(
                    prompt.content.contains("do not have to discard"),
                    "{}",
                    prompt.content
                );
                self.checks.not_owed += 1;
                continue;
            }
            let owed = if big {
                prompt
                    .content
                    .split("must discard **")
                    .nth(1)
                    .and_then(|r| r.split("**").next())
                    .and_then(|n| n.parse().ok())
                    .expect("owed count")
            } else {
                min_values(&prompt)
            };
            assert!(
                prompt.content.contains(&format!("must discard **{owed}**")),
                "{}",
                prompt.content
            );
            if first {
                // A wrong count is refused and changes nothing.
                let before = h.turn_message();
                let wrong = h
                    .slash(user, "catan discard", &[("cards", json!("1 ore"))])
                    .await;
                assert!(
                    wrong.content.contains(&format!("exactly {owed} cards"))
                        || wrong.content.contains("do not hold"),
                    "{}",
                    wrong.content
                );
                let after = h.turn_message();
                assert_eq!(
                    (after.id, after.edits),
                    (before.id, before.edits),
                    "a refused discard changed the turn message"
                );
                self.checks.wrong_counts += 1;
            }
            let done = if self.style == Style::Slash || big {
                let offered = h.autocomplete(user, "catan discard", "cards", "").await;
                assert!(!offered.is_empty(), "no discard suggested");
                let cards = offered[0].1.clone();
                h.slash(user, "catan discard", &[("cards", json!(cards))])
                    .await
            } else {
                let values: Vec<String> = options(&prompt)
                    .into_iter()
                    .take(owed)
                    .map(|(_, v, _)| v)
                    .collect();
                let refs: Vec<&str> = values.iter().map(String::as_str).collect();
                let menu = prompt.custom_ids()[0].clone();
                h.select(user, prompt.id, &menu, &refs).await
            };
            self.checks.interactions += 1;
            assert!(done.content.contains("discarded"), "{}", done.content);
        }
    }

    /// Presses by a non-player and by a seated player out of turn: refused, nothing changes.
    async fn refusals(&mut self, turn: &SimMessage, current: UserId) {
        let h = self.h;
        let other = *self
            .seated
            .iter()
            .find(|u| **u != current)
            .expect("another player");
        let eve = h.user("eve");
        for (who, verb, expect) in [
            (eve, "end", "not playing"),
            (eve, "cards", "not playing"),
            (eve, "hand", "not playing"),
            (other, "end", "not your move"),
            (other, "cards", "not your move"),
        ] {
            let id = h.button(turn, verb).expect(verb);
            let answer = h.click(who, turn.id, &id).await;
            assert!(
                answer.is_ephemeral() && answer.content.contains(expect),
                "{verb} by {}: {}",
                h.name_of(who),
                answer.content
            );
            self.checks.refusals += 1;
        }
        let bought = h.slash(eve, "catan buy", &[]).await;
        assert!(bought.content.contains("not playing"), "{}", bought.content);
        let played = h
            .slash(other, "catan play", &[("card", json!("knight"))])
            .await;
        assert!(
            played.content.contains("not your move"),
            "{}",
            played.content
        );
        self.checks.refusals += 2;
        let now = h.turn_message();
        assert_eq!(
            (now.id, now.edits, now.custom_ids()),
            (turn.id, turn.edits, turn.custom_ids()),
            "a refused press changed the turn message"
        );
    }

    /// Looks at the development cards once per turn and plays the first card offered.
    async fn cards(&mut self, user: UserId, turn: &SimMessage) -> bool {
        if !self.cards_checked.insert(turn.id) || self.current_dev_cards().await == 0 {
            return false;
        }
        let h = self.h;
        if self.style == Style::Slash {
            let offered = h.autocomplete(user, "catan play", "card", "").await;
            let Some((_, value)) = offered.first() else {
                return false;
            };
            self.checks.interactions += 1;
            let said = h.slash(user, "catan play", &[("card", json!(value))]).await;
            assert!(said.content.contains("played"), "{}", said.content);
            return true;
        }
        let menu = self.click_plain(user, turn, "cards").await;
        assert!(menu.is_ephemeral());
        let Some(play) = menu
            .custom_ids()
            .into_iter()
            .find(|id| verb_of(id).is_some_and(|v| v.starts_with("play:")))
        else {
            return false;
        };
        self.checks.interactions += 1;
        let next = h.click(user, menu.id, &play).await;
        if next.components.is_empty() {
            assert!(next.content.contains("played"), "{}", next.content);
            return true;
        }
        let done = self.choose(user, next).await;
        assert!(done.components.is_empty(), "{}", done.content);
        true
    }

    /// Plays until someone wins; returns the final turn message.
    pub async fn play_to_the_end(&mut self, max_steps: usize) -> SimMessage {
        for _ in 0..max_steps {
            if let Some(over) = self.step().await {
                return over;
            }
        }
        panic!("no winner after {max_steps} steps");
    }

    /// One move (or one round of decisions) of whoever the turn message waits for; the final
    /// turn message once the game is over.
    pub async fn step(&mut self) -> Option<SimMessage> {
        let h = self.h;
        let turn = h.turn_message();
        self.checks.turn_messages.insert(turn.id);
        for b in turn
            .components
            .iter()
            .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        {
            if let Some(label) = b["label"].as_str() {
                self.checks.labels.insert(label.to_owned());
            }
        }
        let title = turn.embeds[0]["title"]
            .as_str()
            .unwrap_or_default()
            .to_owned();
        if title == "Catan — game over" {
            eprintln!(
                "game over after {:?}, {} interactions",
                self.started.elapsed(),
                self.checks.interactions
            );
            return Some(turn);
        }
        let decide = button_label(&turn, "decide");
        if decide.as_deref().is_some_and(|l| {
            l.starts_with("Choose")
                || l.starts_with("Place")
                || l.starts_with("Give")
                || l.starts_with("Camel")
        }) {
            if self.answer_decisions {
                self.module_decisions().await;
            }
            return None;
        }
        if h.button(&turn, "discard").is_some() {
            self.discard_phases += 1;
            self.discards(self.discard_phases == 1).await;
            return None;
        }
        let user = h.mentioned(&turn).expect("someone to act");
        let version = h
            .button(&turn, "hand")
            .and_then(|id| version_of(&id))
            .expect("hand button");
        if h.button(&turn, "pick:robber").is_some() {
            self.pick(user, &turn, "pick:robber").await;
            return None;
        }
        if title == "Catan — setup" {
            // Some scenarios place a city in setup (Barbarian Attack: a settlement, then a city).
            let verb = ["pick:settlement", "pick:city"]
                .into_iter()
                .find(|v| h.button(&turn, v).is_some())
                .unwrap_or("pick:road");
            self.pick(user, &turn, verb).await;
            return None;
        }
        if h.button(&turn, "roll").is_some() {
            let said = self.click_plain(user, &turn, "roll").await;
            assert!(
                said.content.contains("rolled") || said.content.contains("drew"),
                "{}",
                said.content
            );
            return None;
        }
        if !self.refusals_checked && h.button(&turn, "end").is_some() {
            self.refusals_checked = true;
            self.refusals(&turn, user).await;
        }
        let free_road = turn.components.iter().any(|r| {
            r["components"]
                .as_array()
                .into_iter()
                .flatten()
                .any(|b| b["label"] == json!("Place free road"))
        });
        if free_road {
            self.pick(user, &turn, "pick:road").await;
            return None;
        }
        let roads_now = self.roads.get(&turn.id).copied().unwrap_or(0);
        let mut acted = false;
        let module_action = self.module_action(&turn);
        for step in [
            "pick:city",
            "pick:settlement",
            "buy",
            "cards",
            "do",
            "pick:road",
            "end",
        ] {
            let present = match step {
                "do" => module_action.is_some(),
                _ => h.button(&turn, step).is_some(),
            };
            if !present {
                continue;
            }
            if !self.tried.insert((version, step)) {
                continue;
            }
            match step {
                "pick:road" if roads_now >= 1 || h.button(&turn, "pick:settlement").is_some() => {
                    continue;
                }
                "pick:road" => {
                    *self.roads.entry(turn.id).or_default() += 1;
                    self.pick(user, &turn, step).await;
                }
                "pick:city" | "pick:settlement" => {
                    self.pick(user, &turn, step).await;
                }
                "buy" if self.style == Style::Slash => {
                    self.checks.interactions += 1;
                    let said = h.slash(user, "catan buy", &[]).await;
                    // A scenario's own deck may turn its cards over for everyone (Barbarian
                    // Attack): then nothing is drawn in secret.
                    assert!(
                        said.content.contains("You drew") || said.content.contains("turned over"),
                        "{}",
                        said.content
                    );
                }
                "do" => {
                    let verb = module_action.clone().unwrap_or_default();
                    self.special(user, &turn, &verb).await
                }
                "cards" => {
                    if !self.cards(user, &turn).await {
                        continue;
                    }
                }
                _ => {
                    let said = self.click_plain(user, &turn, step).await;
                    assert!(said.is_ephemeral(), "{}", said.content);
                }
            }
            acted = true;
            break;
        }
        assert!(acted, "nothing to do in {:?}", turn.custom_ids());
        None
    }
}
