//! Message composition: embeds, contents and components as plain functions of what the game
//! shows (a [`View`], the legal actions, names), so they are unit-tested without Discord.

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateButton, CreateEmbed, CreateSelectMenu,
    CreateSelectMenuKind, CreateSelectMenuOption,
};

use crate::engine::state::Phase;
use crate::engine::{Action, Decision, DevCard, Event, Seat, View};
use crate::render::LabelledSpot;
use crate::store::GameId;

use super::custom_id::{ComponentId, PickKind, Verb};
use super::trade_id::TradeVerb;

/// Discord allows this many options in one select menu.
pub const OPTIONS_PER_MENU: usize = 25;
/// A message has at most five action rows; each select menu takes one.
pub const MAX_MENUS: usize = 5;
/// The attachment name of board images.
pub const BOARD_FILE: &str = "board.png";

const SEAT_MARKS: [&str; 4] = ["🟥", "🟦", "⬜", "⬛"];
const EMBED_COLOUR: u32 = 0x00C2_8A3C;

/// The people at the table: Discord user ids and display names, by seat.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Table {
    /// User id per seat.
    pub users: Vec<u64>,
    /// Display name per seat (may be blank when unknown).
    pub names: Vec<String>,
}

impl Table {
    /// The name of `seat`, or `Player N` when unknown.
    pub fn name(&self, seat: Seat) -> String {
        self.names
            .get(usize::from(seat))
            .filter(|n| !n.trim().is_empty())
            .cloned()
            .unwrap_or_else(|| format!("Player {}", u32::from(seat) + 1))
    }

    /// A coloured mark and the name of `seat`.
    pub fn label(&self, seat: Seat) -> String {
        let mark = SEAT_MARKS.get(usize::from(seat)).copied().unwrap_or("▫️");
        format!("{mark} {}", self.name(seat))
    }

    /// A mention of the user in `seat` (plain name when unknown).
    pub fn mention(&self, seat: Seat) -> String {
        match self.users.get(usize::from(seat)) {
            Some(id) => format!("<@{id}>"),
            None => self.name(seat),
        }
    }
}

/// What the lobby message shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LobbyInfo {
    /// The lobby's game id.
    pub game: GameId,
    /// The host.
    pub host: u64,
    /// Joined users, in join order.
    pub players: Vec<u64>,
    /// Table size.
    pub max_players: u8,
    /// Victory points to win.
    pub target_vp: u8,
    /// The optional rules chosen.
    pub modules: Vec<crate::engine::modules::ModuleId>,
    /// Fewest players the rules allow.
    pub min_players: u8,
}

/// The lobby embed.
pub fn lobby_embed(info: &LobbyInfo) -> CreateEmbed {
    let list: Vec<String> = info
        .players
        .iter()
        .enumerate()
        .map(|(i, u)| format!("{}. <@{u}>", i + 1))
        .collect();
    CreateEmbed::new()
        .title("Catan — new game")
        .colour(EMBED_COLOUR)
        .description(format!(
            "{}, first to {} victory points. Host: <@{}>.\n\
             Press **Join** to take a seat; the host presses **Start** when {} players are in.",
            super::modules::rules_line(&info.modules, crate::i18n::Lang::En),
            info.target_vp,
            info.host,
            if info.min_players == info.max_players {
                info.max_players.to_string()
            } else {
                format!("{}–{}", info.min_players, info.max_players)
            }
        ))
        .field(
            format!("Players ({}/{})", info.players.len(), info.max_players),
            list.join("\n"),
            false,
        )
}

/// The lobby buttons.
pub fn lobby_components(game: GameId) -> Vec<CreateActionRow> {
    let b = |verb, label, style| {
        CreateButton::new(ComponentId::new(game, 0, verb).to_string())
            .label(label)
            .style(style)
    };
    vec![CreateActionRow::Buttons(vec![
        b(Verb::Join, "Join", ButtonStyle::Primary),
        b(Verb::Leave, "Leave", ButtonStyle::Secondary),
        b(Verb::Start, "Start", ButtonStyle::Success),
        b(Verb::Cancel, "Cancel", ButtonStyle::Danger),
    ])]
}

/// What the game waits for, in words.
pub fn situation(view: &View, table: &Table) -> String {
    let who = table.name(view.current);
    match &view.phase {
        Phase::Setup { road_from, .. } => match road_from {
            Some(_) => format!("{who} places a road next to their settlement."),
            None => format!("{who} places a settlement."),
        },
        Phase::BeforeRoll => super::modules::text::before_roll(view, table, crate::i18n::Lang::En),
        Phase::Main => format!("{who} builds, trades or ends the turn."),
        Phase::Discard { .. } => {
            let owing: Vec<String> = view
                .pending
                .iter()
                .filter_map(|p| match p.decision {
                    Decision::Discard { count } => {
                        Some(format!("{} ({count})", table.name(p.seat)))
                    }
                    _ => None,
                })
                .collect();
            format!("Waiting for discards: {}.", owing.join(", "))
        }
        Phase::MoveRobber { .. } => format!("{who} moves the robber."),
        Phase::RoadBuilding { remaining, .. } => {
            format!("{who} places {remaining} free road(s).")
        }
        Phase::ModuleDecisions { .. } => {
            super::modules::text::waiting(view, table, crate::i18n::Lang::En)
        }
        Phase::GameOver { winner } => format!("🏆 {} wins!", table.name(*winner)),
    }
}

/// The message content: a mention of the one player who must act (the only mention allowed).
pub fn turn_content(view: &View, table: &Table) -> String {
    match view.phase {
        Phase::GameOver { winner } => format!("🏆 {} wins the game!", table.mention(winner)),
        Phase::Setup { .. } => format!("{}, your setup placement.", table.mention(view.current)),
        _ => format!("{}, it is your turn.", table.mention(view.current)),
    }
}

/// One line per player: public state only.
pub fn player_line(view: &View, seat: Seat) -> String {
    let Some(p) = view.players.get(usize::from(seat)) else {
        return String::new();
    };
    let mut line = format!(
        "{} VP · {} cards · {} dev · {} knights · road {}",
        p.public_vp, p.resource_count, p.dev_card_count, p.knights_played, p.road_length
    );
    if p.longest_road {
        line.push_str(" · 🛣️ Longest Road");
    }
    if p.largest_army {
        line.push_str(" · ⚔️ Largest Army");
    }
    line
}

/// The turn embed: whose turn, the roll, every player's public state, the last events.
pub fn turn_embed(view: &View, table: &Table, recent: &[String]) -> CreateEmbed {
    let title = if view.turn == 0 {
        "Catan — setup".to_string()
    } else {
        format!("Catan — turn {}", view.turn)
    };
    let mut description = situation(view, table);
    if let Some([a, b]) = view.last_roll {
        description.push_str(&format!("\n🎲 Rolled {a} + {b} = **{}**", a + b));
    }
    let modules = super::modules::text::state_lines(view, table, crate::i18n::Lang::En);
    if !modules.is_empty() {
        description.push('\n');
        description.push_str(&modules);
    }
    let mut embed = CreateEmbed::new()
        .title(title)
        .colour(EMBED_COLOUR)
        .description(description)
        .image(format!("attachment://{BOARD_FILE}"));
    for p in &view.players {
        let mut name = table.label(p.seat);
        if p.seat == view.current {
            name.push_str(" ◀");
        }
        embed = embed.field(name, player_line(view, p.seat), false);
    }
    if !recent.is_empty() {
        let mut text = String::new();
        for line in recent.iter().rev() {
            if text.len() + line.len() + 1 > 1000 {
                break;
            }
            text.insert_str(0, &format!("{line}\n"));
        }
        embed = embed.field("Last events", text.trim_end().to_string(), false);
    }
    embed.footer(serenity::CreateEmbedFooter::new(format!(
        "Version {} · first to {} VP",
        view.version, view.target_vp
    )))
}

/// The buttons of the turn message for the current situation.
pub fn turn_components(game: GameId, view: &View, legal: &[Action]) -> Vec<CreateActionRow> {
    if matches!(view.phase, Phase::GameOver { .. }) {
        return Vec::new();
    }
    let id = |verb| ComponentId::new(game, view.version, verb).to_string();
    let setup = matches!(view.phase, Phase::Setup { .. });
    let has = |f: fn(&Action) -> bool| legal.iter().any(f);
    let mut buttons = Vec::new();
    if has(|a| matches!(a, Action::Roll)) {
        let label = super::modules::text::roll_label(view, crate::i18n::Lang::En);
        let emoji = if label.starts_with("Draw") {
            '🎴'
        } else {
            '🎲'
        };
        buttons.push(
            CreateButton::new(id(Verb::Roll))
                .label(label)
                .emoji(emoji)
                .style(ButtonStyle::Primary),
        );
    }
    if has(|a| matches!(a, Action::MoveRobber { .. })) {
        buttons.push(
            CreateButton::new(id(Verb::Pick(PickKind::Robber)))
                .label("Move the robber")
                .style(ButtonStyle::Primary),
        );
    }
    if matches!(view.phase, Phase::Discard { .. }) {
        buttons.push(
            CreateButton::new(id(Verb::Discard))
                .label("Discard")
                .emoji('🗑')
                .style(ButtonStyle::Danger),
        );
    }
    if let Some(label) = super::modules::text::decide_label(view, legal, crate::i18n::Lang::En) {
        buttons.push(
            CreateButton::new(id(Verb::Decide))
                .label(label)
                .style(ButtonStyle::Primary),
        );
    }
    let free_roads = matches!(view.phase, Phase::RoadBuilding { .. });
    let place = if setup || free_roads {
        "Place"
    } else {
        "Build"
    };
    for (kind, test, word) in [
        (
            PickKind::Settlement,
            (|a: &Action| matches!(a, Action::BuildSettlement { .. })) as fn(&Action) -> bool,
            "settlement",
        ),
        (
            PickKind::Road,
            |a: &Action| matches!(a, Action::BuildRoad { .. }),
            "road",
        ),
        (
            PickKind::City,
            |a: &Action| matches!(a, Action::BuildCity { .. }),
            "city",
        ),
    ] {
        if has(test) {
            let word = if free_roads { "free road" } else { word };
            let style = if setup || free_roads {
                ButtonStyle::Primary
            } else {
                ButtonStyle::Secondary
            };
            buttons.push(
                CreateButton::new(id(Verb::Pick(kind)))
                    .label(format!("{place} {word}"))
                    .style(style),
            );
        }
    }
    if has(|a| matches!(a, Action::BuyDevCard)) {
        buttons.push(
            CreateButton::new(id(Verb::BuyDevCard))
                .label("Buy development card")
                .style(ButtonStyle::Secondary),
        );
    }
    // Shown in every turn phase where a card may be played, whatever the player holds, so the
    // button says nothing about their hidden cards; the plays allowed are listed privately.
    if matches!(view.phase, Phase::BeforeRoll | Phase::Main) {
        buttons.push(
            CreateButton::new(id(Verb::Cards))
                .label("Development cards")
                .style(ButtonStyle::Secondary),
        );
    }
    // Shown in every main phase, whatever the player holds (the menu is private).
    if matches!(view.phase, Phase::Main) {
        buttons.push(
            CreateButton::new(id(Verb::Trade(TradeVerb::Open)))
                .label("Trade")
                .emoji('🤝')
                .style(ButtonStyle::Secondary),
        );
    }
    if has(|a| matches!(a, Action::EndTurn)) {
        buttons.push(
            CreateButton::new(id(Verb::EndTurn))
                .label("End turn")
                .style(ButtonStyle::Success),
        );
    }
    buttons.push(
        CreateButton::new(id(Verb::Hand))
            .label("Hand")
            .emoji('🃏')
            .style(ButtonStyle::Secondary),
    );
    buttons
        .chunks(5)
        .map(|row| CreateActionRow::Buttons(row.to_vec()))
        .collect()
}

/// The options (label, value) of a place chooser: every legal spot in code order, with whom to
/// rob for the robber.
pub fn pick_options(
    kind: PickKind,
    spots: &[LabelledSpot],
    legal: &[Action],
    hex_code: impl Fn(&crate::engine::board::Hex) -> Option<String>,
    table: &Table,
) -> Vec<(String, String)> {
    let mut options: Vec<(String, String)> = match kind {
        PickKind::Robber => legal
            .iter()
            .filter_map(|a| match a {
                Action::MoveRobber { hex, victim } => {
                    let code = hex_code(hex)?;
                    Some(match victim {
                        Some(v) => (
                            format!("Hex {code} — rob {}", table.name(*v)),
                            format!("{code}@{v}"),
                        ),
                        None => (format!("Hex {code}"), code),
                    })
                }
                _ => None,
            })
            .collect(),
        _ => spots
            .iter()
            .map(|s| {
                let what = match kind {
                    PickKind::Road => "Path",
                    _ => "Intersection",
                };
                (format!("{what} {}", s.code), s.code.clone())
            })
            .collect(),
    };
    // In the order players read the labels: `2` before `10`, `r9` before `r10`.
    options.sort_by(|a, b| (a.1.len(), &a.1).cmp(&(b.1.len(), &b.1)));
    options
}

/// Select menus for a chooser: the options in groups of 25, one menu per group (at most five,
/// which covers every board of the base game: 54 intersections, 72 paths).
pub fn pick_menus(
    game: GameId,
    version: u64,
    kind: PickKind,
    options: &[(String, String)],
) -> Vec<CreateActionRow> {
    options
        .chunks(OPTIONS_PER_MENU)
        .take(MAX_MENUS)
        .enumerate()
        .map(|(group, chunk)| {
            let first = &chunk[0].1;
            let last = &chunk[chunk.len() - 1].1;
            let opts = chunk
                .iter()
                .map(|(label, value)| CreateSelectMenuOption::new(label.clone(), value.clone()))
                .collect();
            let id = ComponentId::new(game, version, Verb::Place(kind, group as u8));
            let placeholder = if options.len() > OPTIONS_PER_MENU {
                format!("Choose a {} ({first} – {last})", kind.as_str())
            } else {
                format!("Choose a {}", kind.as_str())
            };
            CreateActionRow::SelectMenu(
                CreateSelectMenu::new(
                    id.to_string(),
                    CreateSelectMenuKind::String { options: opts },
                )
                .placeholder(placeholder),
            )
        })
        .collect()
}

/// An event as one line for the public embed (hidden details removed), or `None` for events
/// not worth a line.
pub fn describe_event(event: &Event, table: &Table) -> Option<String> {
    let n = |s: &Seat| table.name(*s);
    Some(match event.redacted_for(None) {
        Event::SettlementBuilt { seat, .. } => format!("{} built a settlement", n(&seat)),
        Event::RoadBuilt { seat, .. } => format!("{} built a road", n(&seat)),
        Event::CityBuilt { seat, .. } => format!("{} built a city", n(&seat)),
        Event::StartingResources { seat, resources } => {
            format!("{} took {resources}", n(&seat))
        }
        Event::TurnStarted { .. } => return None,
        Event::DiceRolled { seat, dice } => {
            format!(
                "{} rolled {} ({} + {})",
                n(&seat),
                dice[0] + dice[1],
                dice[0],
                dice[1]
            )
        }
        Event::Produced { seat, resources } => format!("{} got {resources}", n(&seat)),
        Event::BankShortage { resource } => format!("The bank is short of {resource}"),
        Event::DiscardsRequired { owed } => {
            let who: Vec<String> = owed.iter().map(|(s, c)| format!("{} {c}", n(s))).collect();
            format!("Discards owed: {}", who.join(", "))
        }
        Event::Discarded { seat, cards } => format!("{} discarded {cards}", n(&seat)),
        Event::RobberMoved { seat, .. } => format!("{} moved the robber", n(&seat)),
        Event::Stole { thief, victim, .. } => {
            format!("{} stole a card from {}", n(&thief), n(&victim))
        }
        Event::DevCardBought { seat, .. } => format!("{} bought a development card", n(&seat)),
        Event::DevCardPlayed { seat, card } => {
            format!("{} played {}", n(&seat), dev_card_name(card))
        }
        Event::YearOfPlenty { seat, resources } => format!("{} took {resources}", n(&seat)),
        Event::Monopoly {
            seat,
            resource,
            taken,
        } => {
            let total: u32 = taken.iter().map(|(_, c)| u32::from(*c)).sum();
            format!("{} took all {resource} ({total})", n(&seat))
        }
        Event::BankTraded { seat, gave, got } => {
            format!("{} traded {gave} for {got} with the bank", n(&seat))
        }
        Event::TradeOffered {
            from, give, get, ..
        } => {
            format!("{} offers {give} for {get}", n(&from))
        }
        Event::TradeAnswered { .. } => return None,
        Event::Traded {
            from,
            with,
            gave,
            got,
            ..
        } => format!("{} traded {gave} for {got} with {}", n(&from), n(&with)),
        Event::TradeCancelled { .. } => "The trade offer was withdrawn".to_string(),
        Event::LongestRoad { holder, length } => match holder {
            Some(h) => format!("{} holds Longest Road ({length})", n(&h)),
            None => "Longest Road is set aside".to_string(),
        },
        Event::LargestArmy { holder, knights } => {
            format!("{} holds Largest Army ({knights})", n(&holder))
        }
        Event::GameWon { seat, vp } => format!("🏆 {} wins with {vp} VP", n(&seat)),
        // Rule-module events: see `bot::modules::text`.
        e @ (Event::EventCardDrawn { .. }
        | Event::NewYear { .. }
        | Event::RollRepeated { .. }
        | Event::DecisionsRequired { .. }
        | Event::CardGiven { .. }
        | Event::ResourceTaken { .. }
        | Event::RoadDamaged { .. }
        | Event::RoadRepaired { .. }
        | Event::Harbormaster { .. }
        | Event::NeutralRoadBuilt { .. }
        | Event::NeutralSettlementBuilt { .. }
        | Event::TradeTokens { .. }
        | Event::ForcedTradeDrawn { .. }
        | Event::KnightDiscarded { .. }
        | Event::LargestArmySetAside) => {
            return super::modules::text::describe(&e, table, crate::i18n::Lang::En);
        }
    })
}

/// A development card's name.
pub fn dev_card_name(card: DevCard) -> &'static str {
    match card {
        DevCard::Knight => "Knight",
        DevCard::VictoryPoint => "Victory Point",
        DevCard::RoadBuilding => "Road Building",
        DevCard::YearOfPlenty => "Year of Plenty",
        DevCard::Monopoly => "Monopoly",
    }
}

/// The private hand of the view's viewer, as text for an ephemeral reply.
pub fn hand_text(view: &View) -> String {
    let Some(p) = view.viewer.and_then(|s| view.players.get(usize::from(s))) else {
        return "You are not seated in this game.".to_string();
    };
    let hand = p
        .hand
        .map_or_else(|| "nothing".to_string(), |h| h.to_string());
    let mut text = format!("**Your hand**: {hand}");
    if let Some(dev) = p.dev_cards {
        let new = p.dev_cards_new.unwrap_or_default();
        let cards: Vec<String> = DevCard::ALL
            .into_iter()
            .filter(|c| dev[*c] > 0)
            .map(|c| {
                let fresh = new[c];
                if fresh > 0 {
                    format!("{} × {} ({fresh} new)", dev[c], dev_card_name(c))
                } else {
                    format!("{} × {}", dev[c], dev_card_name(c))
                }
            })
            .collect();
        if !cards.is_empty() {
            text.push_str(&format!("\n**Development cards**: {}", cards.join(", ")));
        }
    }
    if let Some(vp) = p.total_vp {
        text.push_str(&format!("\n**Victory points** (with hidden cards): {vp}"));
    }
    text
}

#[cfg(test)]
#[path = "compose_tests.rs"]
mod tests;
