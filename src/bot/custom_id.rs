//! Component ids: `k1:<game>:<version>:<verb>[:<arg>...]`, self-describing so that buttons keep
//! working after a restart (no collectors, no in-memory state).

use std::fmt;
use std::str::FromStr;

use kaitaku_render::HighlightKind;
use kaitaku_store::GameId;

use super::trade_id::TradeVerb;

/// The scheme tag every kaitaku component id starts with.
pub const PREFIX: &str = "k1";

/// What a player chooses a place for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PickKind {
    /// A settlement on an intersection.
    Settlement,
    /// A road on a path.
    Road,
    /// A city on one of your settlements.
    City,
    /// The robber's hex (and whom to rob).
    Robber,
}

impl PickKind {
    /// Every kind.
    pub const ALL: [PickKind; 4] = [
        PickKind::Settlement,
        PickKind::Road,
        PickKind::City,
        PickKind::Robber,
    ];

    /// The word used in ids and slash command choices.
    pub fn as_str(self) -> &'static str {
        match self {
            PickKind::Settlement => "settlement",
            PickKind::Road => "road",
            PickKind::City => "city",
            PickKind::Robber => "robber",
        }
    }

    /// The renderer's highlight for this kind.
    pub fn highlight(self) -> HighlightKind {
        match self {
            PickKind::Settlement => HighlightKind::Settlements,
            PickKind::Road => HighlightKind::Roads,
            PickKind::City => HighlightKind::Cities,
            PickKind::Robber => HighlightKind::Robber,
        }
    }
}

impl FromStr for PickKind {
    type Err = ParseIdError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        PickKind::ALL
            .into_iter()
            .find(|k| k.as_str() == s)
            .ok_or_else(|| ParseIdError(format!("unknown place kind {s:?}")))
    }
}

/// A development card that can be played (victory point cards never are).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardPlay {
    /// Knight: move the robber.
    Knight,
    /// Road Building: two free roads.
    RoadBuilding,
    /// Year of Plenty: two resources from the bank.
    YearOfPlenty,
    /// Monopoly: everyone's cards of one resource.
    Monopoly,
}

impl CardPlay {
    /// Every playable kind, in the order menus list them.
    pub const ALL: [CardPlay; 4] = [
        CardPlay::Knight,
        CardPlay::RoadBuilding,
        CardPlay::YearOfPlenty,
        CardPlay::Monopoly,
    ];

    /// The word used in ids and slash command values.
    pub fn as_str(self) -> &'static str {
        match self {
            CardPlay::Knight => "knight",
            CardPlay::RoadBuilding => "road_building",
            CardPlay::YearOfPlenty => "year_of_plenty",
            CardPlay::Monopoly => "monopoly",
        }
    }

    /// The engine's card.
    pub fn card(self) -> kaitaku_engine::DevCard {
        use kaitaku_engine::DevCard;
        match self {
            CardPlay::Knight => DevCard::Knight,
            CardPlay::RoadBuilding => DevCard::RoadBuilding,
            CardPlay::YearOfPlenty => DevCard::YearOfPlenty,
            CardPlay::Monopoly => DevCard::Monopoly,
        }
    }
}

impl FromStr for CardPlay {
    type Err = ParseIdError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        CardPlay::ALL
            .into_iter()
            .find(|k| k.as_str() == s)
            .ok_or_else(|| ParseIdError(format!("unknown card {s:?}")))
    }
}

/// What a component does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verb {
    /// Lobby (host): seat a computer player.
    AddComputer,
    /// Lobby (host): remove the computer player that joined last.
    RemoveComputer,
    /// Lobby: join.
    Join,
    /// Lobby: leave.
    Leave,
    /// Lobby: start (host).
    Start,
    /// Lobby: cancel (host or admin).
    Cancel,
    /// Confirm `/catan abandon`: end the game without a winner (host or admin).
    Abandon,
    /// Show my hand (ephemeral).
    Hand,
    /// Roll the dice.
    Roll,
    /// End the turn.
    EndTurn,
    /// End a locked game (any seated player).
    EndLockedGame,
    /// Buy a development card.
    BuyDevCard,
    /// Open the chooser (labelled image + select menus) for a kind of place.
    Pick(PickKind),
    /// A chooser's select menu: group `n` (options `25n..25n+24`) of the legal spots.
    Place(PickKind, u8),
    /// Open my discard prompt (any seat that owes a discard).
    Discard,
    /// The discard prompt's multi-select: the cards to give up.
    DiscardCards,
    /// Open my development cards (ephemeral, with the plays allowed now).
    Cards,
    /// Play a development card (a button of the ephemeral card menu).
    Play(CardPlay),
    /// The select menu of a card that needs a choice (Year of Plenty, Monopoly).
    CardChoice(CardPlay),
    /// Open my prompt for what the optional rules ask (event cards, neutral pieces, tokens).
    Decide,
    /// That prompt's select menu `n` (see `bot::modules::decide`).
    Decision(u8),
    /// Trading: the trade menu, its steps, and the buttons of offer messages.
    Trade(TradeVerb),
    /// Open my choices for one kind of module action (its engine label): the module prompt
    /// showing only the actions with that label.
    Do(&'static str),
    /// A grouped menu of the turn message (group `n` of [`crate::bot::menus::layout::GROUPS`]):
    /// its chosen value is another verb, done as if its button had been pressed.
    Menu(u8),
}

impl fmt::Display for Verb {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verb::AddComputer => f.write_str("cpu+"),
            Verb::RemoveComputer => f.write_str("cpu-"),
            Verb::Join => f.write_str("join"),
            Verb::Leave => f.write_str("leave"),
            Verb::Start => f.write_str("start"),
            Verb::Cancel => f.write_str("cancel"),
            Verb::Abandon => f.write_str("abandon"),
            Verb::Hand => f.write_str("hand"),
            Verb::Roll => f.write_str("roll"),
            Verb::EndTurn => f.write_str("end"),
            Verb::EndLockedGame => f.write_str("endlocked"),
            Verb::BuyDevCard => f.write_str("buy"),
            Verb::Pick(k) => write!(f, "pick:{}", k.as_str()),
            Verb::Place(k, group) => write!(f, "place:{}:{group}", k.as_str()),
            Verb::Discard => f.write_str("discard"),
            Verb::DiscardCards => f.write_str("discard:cards"),
            Verb::Cards => f.write_str("cards"),
            Verb::Play(c) => write!(f, "play:{}", c.as_str()),
            Verb::CardChoice(c) => write!(f, "choice:{}", c.as_str()),
            Verb::Decide => f.write_str("decide"),
            Verb::Decision(group) => write!(f, "decide:{group}"),
            Verb::Trade(t) => write!(f, "t:{t}"),
            Verb::Menu(group) => write!(f, "menu:{group}"),
            Verb::Do(label) => write!(f, "do:{label}"),
        }
    }
}

/// A parsed component id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ComponentId {
    /// The game.
    pub game: GameId,
    /// The game version the component was made for (0 for lobby components).
    pub version: u64,
    /// What it does.
    pub verb: Verb,
}

impl ComponentId {
    /// A component id for `game` at `version`.
    pub fn new(game: GameId, version: u64, verb: Verb) -> ComponentId {
        ComponentId {
            game,
            version,
            verb,
        }
    }

    /// Whether the id is bound to the game version (stale clicks are refused). Lobby buttons,
    /// the Hand button, discards and module decisions work at any version (discards come in any order, each one
    /// moving the version on; the engine checks them against the current hand).
    pub fn checks_version(&self) -> bool {
        !matches!(
            self.verb,
            Verb::Join
                | Verb::Leave
                | Verb::AddComputer
                | Verb::RemoveComputer
                | Verb::Start
                | Verb::Cancel
                | Verb::Abandon
                | Verb::Hand
                | Verb::Discard
                | Verb::DiscardCards
                | Verb::Decide
                | Verb::Decision(_)
                | Verb::Trade(_)
        )
    }
}

impl fmt::Display for ComponentId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{PREFIX}:{}:{}:{}", self.game.0, self.version, self.verb)
    }
}

/// A label of an action reached through the generic prompt, as the engine spells it: a
/// module's, or one of the core's without a flow of its own (`None`: no such label).
fn module_label(label: &str) -> Option<&'static str> {
    kaitaku_engine::modules::ModuleId::ALL
        .iter()
        .flat_map(|m| m.action_labels().iter().copied())
        .chain(["buy_with_gold", "choose_gold_field"])
        .find(|l| *l == label)
}

/// A component id that is not one of ours, or is malformed (possibly forged).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("invalid component id: {0}")]
pub struct ParseIdError(pub String);

impl FromStr for ComponentId {
    type Err = ParseIdError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = |why: &str| ParseIdError(format!("{why} in {s:?}"));
        if s.len() > 100 {
            return Err(bad("too long"));
        }
        let parts: Vec<&str> = s.split(':').collect();
        let [prefix, game, version, verb, args @ ..] = parts.as_slice() else {
            return Err(bad("too few parts"));
        };
        if *prefix != PREFIX {
            return Err(bad("unknown prefix"));
        }
        let game = game
            .parse::<i64>()
            .ok()
            .filter(|g| *g > 0)
            .ok_or_else(|| bad("bad game id"))?;
        let version = version.parse::<u64>().map_err(|_| bad("bad version"))?;
        let verb = match (*verb, args) {
            ("cpu+", []) => Verb::AddComputer,
            ("cpu-", []) => Verb::RemoveComputer,
            ("join", []) => Verb::Join,
            ("leave", []) => Verb::Leave,
            ("start", []) => Verb::Start,
            ("cancel", []) => Verb::Cancel,
            ("abandon", []) => Verb::Abandon,
            ("hand", []) => Verb::Hand,
            ("roll", []) => Verb::Roll,
            ("end", []) => Verb::EndTurn,
            ("endlocked", []) => Verb::EndLockedGame,
            ("buy", []) => Verb::BuyDevCard,
            ("pick", [kind]) => Verb::Pick(kind.parse()?),
            ("place", [kind, group]) => Verb::Place(
                kind.parse()?,
                group
                    .parse::<u8>()
                    .ok()
                    .filter(|g| *g < 5)
                    .ok_or_else(|| bad("bad group"))?,
            ),
            ("discard", []) => Verb::Discard,
            ("discard", ["cards"]) => Verb::DiscardCards,
            ("cards", []) => Verb::Cards,
            ("play", [card]) => Verb::Play(card.parse()?),
            ("choice", [card @ ("year_of_plenty" | "monopoly")]) => Verb::CardChoice(card.parse()?),
            ("decide", []) => Verb::Decide,
            ("decide", [group]) => Verb::Decision(
                group
                    .parse::<u8>()
                    .ok()
                    .filter(|g| *g < 5)
                    .ok_or_else(|| bad("bad group"))?,
            ),
            ("t", args) => Verb::Trade(TradeVerb::parse(args)?),
            ("do", [label]) => Verb::Do(module_label(label).ok_or_else(|| bad("unknown action"))?),
            ("menu", [group]) => Verb::Menu(
                group
                    .parse::<u8>()
                    .ok()
                    .filter(|g| *g < 6)
                    .ok_or_else(|| bad("bad group"))?,
            ),
            _ => return Err(bad("unknown verb")),
        };
        Ok(ComponentId {
            game: GameId(game),
            version,
            verb,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_verb_round_trips() {
        let mut verbs = vec![
            Verb::AddComputer,
            Verb::RemoveComputer,
            Verb::Join,
            Verb::Leave,
            Verb::Start,
            Verb::Cancel,
            Verb::Abandon,
            Verb::Hand,
            Verb::Roll,
            Verb::EndTurn,
            Verb::EndLockedGame,
            Verb::BuyDevCard,
            Verb::Discard,
            Verb::DiscardCards,
            Verb::Cards,
            Verb::CardChoice(CardPlay::YearOfPlenty),
            Verb::CardChoice(CardPlay::Monopoly),
            Verb::Decide,
            Verb::Decision(0),
            Verb::Decision(4),
            Verb::Menu(0),
            Verb::Menu(5),
            Verb::Do("catan_for_two-build_neutral_settlement"),
            Verb::Do("event_cards-repair_road"),
        ];
        for c in CardPlay::ALL {
            verbs.push(Verb::Play(c));
        }
        // Every module action's kind button, so a new module's long label is caught here.
        for m in kaitaku_engine::modules::ModuleId::ALL {
            for label in m.action_labels() {
                verbs.push(Verb::Do(label));
            }
        }
        for k in PickKind::ALL {
            verbs.push(Verb::Pick(k));
            verbs.push(Verb::Place(k, 0));
            verbs.push(Verb::Place(k, 4));
        }
        for verb in verbs {
            let id = ComponentId::new(GameId(i64::MAX), u64::MAX, verb);
            let text = id.to_string();
            assert!(text.len() <= 100, "{text}");
            assert_eq!(text.parse::<ComponentId>(), Ok(id), "{text}");
        }
    }

    #[test]
    fn known_forms() {
        let id: ComponentId = "k1:7:42:place:road:1".parse().expect("parses");
        assert_eq!(id.game, GameId(7));
        assert_eq!(id.version, 42);
        assert_eq!(id.verb, Verb::Place(PickKind::Road, 1));
        assert!(id.checks_version());
        let hand: ComponentId = "k1:7:0:hand".parse().expect("parses");
        assert!(!hand.checks_version());
    }

    #[test]
    fn forged_or_foreign_ids_are_refused() {
        for s in [
            "",
            "k1",
            "k1:1:2",
            "k2:1:2:roll",
            "k1:x:2:roll",
            "k1:-1:2:roll",
            "k1:0:2:roll",
            "k1:1:-2:roll",
            "k1:1:2:fly",
            "k1:1:2:roll:extra",
            "k1:1:2:pick",
            "k1:1:2:pick:ship",
            "k1:1:2:place:road",
            "k1:1:2:place:road:9",
            "k1:1:2:place:road:x",
            "k1:1:2:play:victory_point",
            "k1:1:2:choice:knight",
            "k1:1:2:discard:all",
            "k1:1:2:decide:5",
            "k1:1:2:decide:x",
            "k1:1:2:menu:6",
            "k1:1:2:do:roll",
            "k1:1:2:do:event_cards-fly",
            "k1:1:2:do",
            "k1:1:2:menu",
            "ping:again",
        ] {
            assert!(s.parse::<ComponentId>().is_err(), "{s:?} accepted");
        }
        let long = format!("k1:1:2:roll{}", ":x".repeat(60));
        assert!(long.parse::<ComponentId>().is_err());
    }
}
