//! Message composition: embeds, contents and components as plain functions of what the game
//! shows (a [`View`], the legal actions, names), so they are unit-tested without Discord.

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateButton, CreateEmbed, CreateSelectMenu,
    CreateSelectMenuKind, CreateSelectMenuOption,
};

use kaitaku_engine::state::Phase;
use kaitaku_engine::{Action, Decision, DevCard, Event, ResourceSet, Seat, View};
use kaitaku_i18n::t;
use kaitaku_i18n::{Lang, resource_count, resource_name};
use kaitaku_store::GameId;

use super::custom_id::{ComponentId, PickKind, Verb};
use super::menus::layout::{self, Control};
use super::trade_id::TradeVerb;
use kaitaku_engine::describe::ActionGroup as G;

/// Discord allows this many options in one select menu.
pub const OPTIONS_PER_MENU: usize = 25;
/// A message has at most five action rows; each select menu takes one.
pub const MAX_MENUS: usize = 5;
/// The attachment name of board images.
pub const BOARD_FILE: &str = "board.png";

/// The coloured square of each seat, the colour the board draws its pieces in
/// ([`kaitaku_render::palette::seat`]: vermillion, blue, white, charcoal).
const SEAT_MARKS: [&str; 4] = ["🟧", "🟦", "⬜", "⬛"];
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
        self.name_in(seat, Lang::En)
    }

    /// The name of `seat`, or `Player N` (`プレイヤーN`) in `lang` when unknown.
    pub fn name_in(&self, seat: Seat, lang: Lang) -> String {
        self.names
            .get(usize::from(seat))
            .filter(|n| !n.trim().is_empty())
            .cloned()
            .unwrap_or_else(|| t!(lang, "player-n", n = u32::from(seat) + 1))
    }

    /// A coloured mark and the name of `seat`.
    pub fn label(&self, seat: Seat) -> String {
        self.label_in(seat, Lang::En)
    }

    /// A coloured mark and the name of `seat` (unknown names in `lang`).
    pub fn label_in(&self, seat: Seat, lang: Lang) -> String {
        format!("{} {}", seat_mark(seat), self.name_in(seat, lang))
    }

    /// A mention of the user in `seat` (plain name when unknown, or a computer seat: it has no
    /// Discord user).
    pub fn mention(&self, seat: Seat) -> String {
        match self.users.get(usize::from(seat)) {
            Some(id) if *id != 0 => format!("<@{id}>"),
            _ => self.name(seat),
        }
    }
}

/// The coloured square of `seat` (seats past four reuse the colours, as the board does).
pub fn seat_mark(seat: Seat) -> &'static str {
    SEAT_MARKS[usize::from(seat) % SEAT_MARKS.len()]
}

/// A set of resource cards in `lang`: `2 brick, 1 ore` (as the engine's `Display`),
/// `レンガ2枚、鉱石1枚`; `nothing` / `なし` when empty.
pub fn resources(set: &ResourceSet, lang: Lang) -> String {
    if set.is_empty() {
        return t!(lang, "nothing");
    }
    let parts: Vec<String> = set
        .iter()
        .map(|(r, n)| resource_count(r, u32::from(n), lang))
        .collect();
    parts.join(&t!(lang, "list-separator"))
}

/// What a chooser places, as a noun in `lang` (`settlement`, `開拓地`).
pub fn piece_name(kind: PickKind, lang: Lang) -> String {
    match kind {
        PickKind::Settlement => t!(lang, "piece-settlement"),
        PickKind::Road => t!(lang, "piece-road"),
        PickKind::City => t!(lang, "piece-city"),
        PickKind::Robber => t!(lang, "piece-robber"),
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
    /// Victory points to win: the ruleset's target plan (shown with its steps when a module
    /// changes it).
    pub target: kaitaku_engine::ruleset::TargetPlan,
    /// The optional rules chosen.
    pub modules: Vec<kaitaku_engine::modules::ModuleId>,
    /// Fewest players the rules allow.
    pub min_players: u8,
    /// Per joined player, the level of the computer when it is a computer seat.
    pub computers: Vec<Option<String>>,
}

/// The name of a game's `n`th computer player (1, 2, …): the same in every language ("CPU" is
/// what Japanese players call a computer opponent too).
pub fn computer_name(n: usize) -> String {
    format!("🤖 CPU {n}")
}

/// A computer level's words (`easy`, `normal`, `hard`), in `lang`.
pub fn computer_level_words(level: &str, lang: Lang) -> String {
    match level {
        "easy" => t!(lang, "computer-level-easy"),
        "hard" => t!(lang, "computer-level-hard"),
        _ => t!(lang, "computer-level-normal"),
    }
}

/// The rules of a lobby in a few words (`Base game`, or the base game with its modules).
pub fn rules_line(modules: &[kaitaku_engine::modules::ModuleId], lang: Lang) -> String {
    if modules.is_empty() {
        t!(lang, "lobby-base-game")
    } else {
        super::modules::rules_line(modules, lang)
    }
}

/// The lobby embed, in the game's language.
pub fn lobby_embed(info: &LobbyInfo, lang: Lang) -> CreateEmbed {
    let mut computers = 0;
    let list: Vec<String> = info
        .players
        .iter()
        .enumerate()
        .map(|(i, u)| match info.computers.get(i).cloned().flatten() {
            Some(level) => {
                computers += 1;
                format!(
                    "{}. {} · {}",
                    i + 1,
                    computer_name(computers),
                    computer_level_words(&level, lang)
                )
            }
            None => format!("{}. <@{u}>", i + 1),
        })
        .collect();
    let count = if info.min_players == info.max_players {
        info.max_players.to_string()
    } else {
        format!("{}–{}", info.min_players, info.max_players)
    };
    CreateEmbed::new()
        .title(t!(lang, "lobby-title"))
        .colour(EMBED_COLOUR)
        .description(t!(
            lang,
            "lobby-description",
            rules = rules_line(&info.modules, lang),
            target = super::modules::target_text(&info.target, lang),
            host = format!("<@{}>", info.host),
            count = count
        ))
        .field(
            t!(
                lang,
                "lobby-players",
                joined = info.players.len(),
                max = info.max_players
            ),
            list.join("\n"),
            false,
        )
}

/// The lobby buttons, in the game's language: join, leave, start and cancel; then the host's
/// computer players: add one while a seat is free, remove one while there is one.
pub fn lobby_components(info: &LobbyInfo, lang: Lang) -> Vec<CreateActionRow> {
    let game = info.game;
    let b = |verb, label, style| {
        CreateButton::new(ComponentId::new(game, 0, verb).to_string())
            .label(label)
            .style(style)
    };
    let mut computers = Vec::new();
    if info.players.len() < usize::from(info.max_players) {
        computers.push(b(
            Verb::AddComputer,
            t!(lang, "lobby-add-computer"),
            ButtonStyle::Secondary,
        ));
    }
    if info.computers.iter().any(Option::is_some) {
        computers.push(b(
            Verb::RemoveComputer,
            t!(lang, "lobby-remove-computer"),
            ButtonStyle::Secondary,
        ));
    }
    let mut rows = vec![CreateActionRow::Buttons(vec![
        b(Verb::Join, t!(lang, "lobby-join"), ButtonStyle::Primary),
        b(Verb::Leave, t!(lang, "lobby-leave"), ButtonStyle::Secondary),
        b(Verb::Start, t!(lang, "lobby-start"), ButtonStyle::Success),
        b(Verb::Cancel, t!(lang, "lobby-cancel"), ButtonStyle::Danger),
    ])];
    if !computers.is_empty() {
        rows.push(CreateActionRow::Buttons(computers));
    }
    rows
}

/// Whether the rules in play change the roll's words (a card drawn, two rolls a turn).
fn module_roll(view: &View) -> bool {
    super::modules::text::changes_roll(view)
}

/// What the game waits for, in words.
pub fn situation(view: &View, table: &Table, lang: Lang) -> String {
    let who = table.name_in(view.current, lang);
    match &view.phase {
        Phase::Setup { road_from, .. } => match road_from {
            Some(_) => t!(lang, "situation-setup-road", who = who),
            None => t!(lang, "situation-setup-settlement", who = who),
        },
        Phase::BeforeRoll if module_roll(view) => {
            super::modules::text::before_roll(view, table, lang)
        }
        Phase::BeforeRoll => t!(lang, "situation-roll", who = who),
        // A step a module adds to the turn is played like the main phase, until it is ended
        // (in the module's words when it has its own).
        Phase::TurnStep { .. } => super::modules::ui::step_words(view, &who, lang)
            .map_or_else(|| t!(lang, "situation-main", who = who), |(line, _)| line),
        Phase::Main => t!(lang, "situation-main", who = who),
        // Only seen while an end-of-turn decision is owed (the phase is then on the stack).
        Phase::EndOfTurn { .. } => super::modules::text::waiting(view, table, lang),
        // A gold field's choice of resources (no variant pays one yet).
        Phase::GoldFieldChoice { .. } => super::modules::text::waiting(view, table, lang),
        Phase::Discard { .. } => {
            let owing: Vec<String> = view
                .pending
                .iter()
                .filter_map(|p| match p.decision {
                    Decision::Discard { count } => Some(t!(
                        lang,
                        "situation-discard-owed",
                        who = table.name_in(p.seat, lang),
                        count = count
                    )),
                    _ => None,
                })
                .collect();
            t!(
                lang,
                "situation-discards",
                owing = owing.join(&t!(lang, "list-separator"))
            )
        }
        Phase::MoveRobber { .. } => t!(lang, "situation-robber", who = who),
        Phase::RoadBuilding { remaining, .. } => {
            t!(lang, "situation-free-roads", who = who, count = *remaining)
        }
        Phase::ModuleDecisions { .. } => super::modules::text::waiting(view, table, lang),
        Phase::GameOver { winner: Some(w) } => {
            t!(lang, "situation-won", who = table.name_in(*w, lang))
        }
        Phase::GameOver { winner: None } => {
            t!(
                lang,
                "situation-drawn",
                who = leader_names(view, table, lang)
            )
        }
    }
}

/// The seats sharing the lead (every total is public once the game is over), by name: those a
/// drawn game is shared between.
pub fn leader_names(view: &View, table: &Table, lang: Lang) -> String {
    let vp = |p: &kaitaku_engine::view::PlayerView| p.total_vp.unwrap_or(p.public_vp);
    let max = view.players.iter().map(vp).max().unwrap_or(0);
    view.players
        .iter()
        .filter(|p| vp(p) == max)
        .map(|p| table.name_in(p.seat, lang))
        .collect::<Vec<_>>()
        .join(&t!(lang, "list-separator"))
}

/// The message content: a mention of the one player who must act (the only mention allowed).
pub fn turn_content(view: &View, table: &Table, lang: Lang) -> String {
    match view.phase {
        Phase::GameOver { winner: Some(w) } => {
            t!(lang, "turn-content-won", who = table.mention(w))
        }
        Phase::GameOver { winner: None } => {
            t!(
                lang,
                "turn-content-drawn",
                who = leader_names(view, table, lang)
            )
        }
        Phase::Setup { .. } => t!(
            lang,
            "turn-content-setup",
            who = table.mention(view.current)
        ),
        _ => t!(lang, "turn-content-turn", who = table.mention(view.current)),
    }
}

/// One line per player: public state only.
pub fn player_line(view: &View, seat: Seat, lang: Lang) -> String {
    let Some(p) = view.players.get(usize::from(seat)) else {
        return String::new();
    };
    let mut line = t!(
        lang,
        "player-line",
        vp = p.public_vp,
        cards = p.resource_count
    );
    // Counters the game gives no meaning to (no development cards held, no Largest Army) are
    // left out rather than shown as a 0 that never changes.
    if !view.dev_cards_unused {
        line.push_str(&t!(lang, "player-line-dev", dev = p.dev_card_count));
    }
    if !view.knights_unused {
        line.push_str(&t!(lang, "player-line-knights", knights = p.knights_played));
    }
    line.push_str(&t!(lang, "player-line-road", road = p.road_length));
    if p.longest_road {
        line.push_str(&t!(lang, "player-line-longest-road"));
    }
    if p.largest_army {
        line.push_str(&t!(lang, "player-line-largest-army"));
    }
    line
}

/// How many of the last events the turn embed lists (`/catan log` has more).
pub const EMBED_EVENTS: usize = 5;

/// The turn embed: only what the board image cannot say (what the game waits for, the module
/// state, the last events, the target). The image is the message's attachment, outside the
/// embed, so Discord shows the board first, right under the mention; the image shows every
/// player's public state, so the embed does not repeat it (on a phone it pushed the board
/// half a screen down).
pub fn turn_embed(view: &View, table: &Table, recent: &[String], lang: Lang) -> CreateEmbed {
    let title = if view.turn == 0 {
        t!(lang, "turn-title-setup")
    } else {
        t!(lang, "turn-title", turn = view.turn)
    };
    let mut description = situation(view, table, lang);
    let modules = super::modules::text::state_lines(view, table, lang);
    if !modules.is_empty() {
        description.push('\n');
        description.push_str(&modules);
    }
    let mut embed = CreateEmbed::new()
        .title(title)
        .colour(EMBED_COLOUR)
        .description(description);
    if !recent.is_empty() {
        let mut text = String::new();
        for line in recent.iter().rev().take(EMBED_EVENTS) {
            if text.len() + line.len() + 1 > 1000 {
                break;
            }
            text.insert_str(0, &format!("{line}\n"));
        }
        embed = embed.field(
            t!(lang, "turn-last-events"),
            text.trim_end().to_string(),
            false,
        );
    }
    embed.footer(serenity::CreateEmbedFooter::new(t!(
        lang,
        "turn-footer",
        target = view.target_vp
    )))
}

/// The buttons of the turn message for the current situation, in the game's language.
pub fn turn_components(
    game: GameId,
    view: &View,
    legal: &[Action],
    lang: Lang,
) -> Vec<CreateActionRow> {
    if matches!(view.phase, Phase::GameOver { .. }) {
        return Vec::new();
    }
    let setup = matches!(view.phase, Phase::Setup { .. });
    let has = |f: fn(&Action) -> bool| legal.iter().any(f);
    let mut controls = Vec::new();
    if has(|a| matches!(a, Action::Roll)) {
        let (label, emoji) = if module_roll(view) {
            super::modules::text::roll_label(view, lang)
        } else {
            (t!(lang, "button-roll"), '🎲')
        };
        controls.push(Control::new(Verb::Roll, label, ButtonStyle::Primary, G::Turn).emoji(emoji));
    }
    if has(|a| matches!(a, Action::MoveRobber { .. })) {
        controls.push(Control::new(
            Verb::Pick(PickKind::Robber),
            t!(lang, "button-robber"),
            ButtonStyle::Primary,
            G::Move,
        ));
    }
    if matches!(view.phase, Phase::Discard { .. }) {
        controls.push(
            Control::new(
                Verb::Discard,
                t!(lang, "button-discard"),
                ButtonStyle::Danger,
                G::Decide,
            )
            .emoji('🗑'),
        );
    }
    if let Some(label) = super::modules::text::decide_label(view, lang) {
        controls.push(Control::new(
            Verb::Decide,
            label,
            ButtonStyle::Primary,
            G::Decide,
        ));
    }
    // The current player's own actions reached through the generic prompt (every module's,
    // buying with gold): one control per kind, from its description, unless they are owed
    // decisions (the Decide button above).
    if !view
        .pending
        .iter()
        .any(|p| super::menus::prompt_decision(&p.decision))
    {
        let mut kinds: Vec<kaitaku_engine::describe::ActionInfo> = Vec::new();
        for a in legal.iter().filter(|a| super::menus::uses_prompt(a)) {
            let info = a.info();
            // A kind a module offers through its own control (hidden information decides
            // whether it is legal): that control, from the public view, below.
            let own = super::modules::ui::owner_of_label(view, info.label).is_some();
            if !own && !kinds.iter().any(|k| k.label == info.label) {
                kinds.push(info);
            }
        }
        for info in kinds {
            controls.push(Control::new(
                Verb::Do(info.label),
                super::action_words::action_label(&info, lang),
                ButtonStyle::Secondary,
                info.group,
            ));
        }
        for (ui, part) in super::modules::ui::parts(view) {
            controls.extend(ui.turn_controls(view, part, lang));
        }
    }
    let free_roads = matches!(view.phase, Phase::RoadBuilding { .. });
    let place = setup || free_roads;
    for (kind, test) in [
        (
            PickKind::Settlement,
            (|a: &Action| matches!(a, Action::BuildSettlement { .. })) as fn(&Action) -> bool,
        ),
        (PickKind::Road, |a: &Action| {
            matches!(a, Action::BuildRoad { .. })
        }),
        (PickKind::City, |a: &Action| {
            matches!(a, Action::BuildCity { .. })
        }),
    ] {
        if has(test) {
            let label = match (kind, place, free_roads) {
                (_, _, true) => t!(lang, "button-place-free-road"),
                (PickKind::Settlement, true, _) => t!(lang, "button-place-settlement"),
                (PickKind::Road, true, _) => t!(lang, "button-place-road"),
                (_, true, _) => t!(lang, "button-place-city"),
                (PickKind::Settlement, false, _) => t!(lang, "button-build-settlement"),
                (PickKind::Road, false, _) => t!(lang, "button-build-road"),
                (_, false, _) => t!(lang, "button-build-city"),
            };
            let style = if place {
                ButtonStyle::Primary
            } else {
                ButtonStyle::Secondary
            };
            controls.push(Control::new(Verb::Pick(kind), label, style, G::Build));
        }
    }
    if has(|a| matches!(a, Action::BuyDevCard)) {
        controls.push(Control::new(
            Verb::BuyDevCard,
            t!(lang, "button-buy-dev-card"),
            ButtonStyle::Secondary,
            G::Cards,
        ));
    }
    // Shown in every turn phase where a card may be played, whatever the player holds, so the
    // button says nothing about their hidden cards; the plays allowed are listed privately.
    if matches!(view.phase, Phase::BeforeRoll | Phase::Main) {
        controls.push(Control::new(
            Verb::Cards,
            t!(lang, "button-dev-cards"),
            ButtonStyle::Secondary,
            G::Cards,
        ));
    }
    // Shown in every main phase, whatever the player holds (the menu is private).
    if matches!(view.phase, Phase::Main) {
        controls.push(
            Control::new(
                Verb::Trade(TradeVerb::Open),
                t!(lang, "button-trade"),
                ButtonStyle::Secondary,
                G::Trade,
            )
            .emoji('🤝'),
        );
    }
    if has(|a| matches!(a, Action::EndLockedGame)) {
        controls.push(
            Control::new(
                Verb::EndLockedGame,
                t!(lang, "button-end-locked-game"),
                ButtonStyle::Danger,
                G::Turn,
            )
            .emoji('🏁'),
        );
    }
    if has(|a| matches!(a, Action::EndTurn)) {
        let label = super::modules::ui::step_words(view, "", lang)
            .map_or_else(|| t!(lang, "button-end-turn"), |(_, button)| button);
        controls.push(Control::new(
            Verb::EndTurn,
            label,
            ButtonStyle::Success,
            G::Turn,
        ));
    }
    controls.push(
        Control::new(
            Verb::Hand,
            t!(lang, "button-hand"),
            ButtonStyle::Secondary,
            G::Turn,
        )
        .emoji('🃏'),
    );
    layout::rows(game, view.version, &controls, lang)
}

/// Select menus for a chooser: the options in groups of 25, one menu per group (at most five,
/// which covers every board of the base game: 54 intersections, 72 paths).
pub fn pick_menus(
    game: GameId,
    version: u64,
    kind: PickKind,
    options: &[(String, String)],
    lang: Lang,
) -> Vec<CreateActionRow> {
    let what = piece_name(kind, lang);
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
            let pages = options.len().div_ceil(OPTIONS_PER_MENU).min(MAX_MENUS);
            let best_first = matches!(kind, PickKind::Settlement | PickKind::City);
            let placeholder = if best_first && pages > 1 {
                t!(
                    lang,
                    "pick-placeholder-best",
                    what = what.as_str(),
                    page = group + 1,
                    pages = pages
                )
            } else if options.len() > OPTIONS_PER_MENU {
                t!(
                    lang,
                    "pick-placeholder-range",
                    what = what.as_str(),
                    first = first.as_str(),
                    last = last.as_str()
                )
            } else {
                t!(lang, "pick-placeholder", what = what.as_str())
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
pub fn describe_event(event: &Event, table: &Table, lang: Lang) -> Option<String> {
    let n = |s: &Seat| table.name_in(*s, lang);
    let res = |set: &ResourceSet| resources(set, lang);
    Some(match event.redacted_for(None) {
        Event::SettlementBuilt { seat, .. } => t!(lang, "event-settlement", who = n(&seat)),
        Event::RoadBuilt { seat, .. } => t!(lang, "event-road", who = n(&seat)),
        Event::CityBuilt { seat, .. } => t!(lang, "event-city", who = n(&seat)),
        Event::StartingResources { seat, resources } => {
            t!(lang, "event-took", who = n(&seat), cards = res(&resources))
        }
        Event::TurnStarted { .. } => return None,
        // No variant reveals or changes tiles yet; the first that does adds its line.
        Event::TileRevealed { .. } | Event::TileChanged { .. } => return None,
        Event::DiceRolled { seat, dice } => t!(
            lang,
            "event-rolled",
            who = n(&seat),
            sum = dice[0] + dice[1],
            a = dice[0],
            b = dice[1]
        ),
        Event::Produced { seat, resources } => {
            t!(
                lang,
                "event-produced",
                who = n(&seat),
                cards = res(&resources)
            )
        }
        Event::BankShortage { resource } => {
            t!(
                lang,
                "event-bank-short",
                resource = resource_name(resource, lang)
            )
        }
        Event::DiscardsRequired { owed } => {
            let who: Vec<String> = owed
                .iter()
                .map(|(s, c)| t!(lang, "event-owes", who = n(s), count = *c))
                .collect();
            t!(
                lang,
                "event-discards-owed",
                owing = who.join(&t!(lang, "list-separator"))
            )
        }
        Event::Discarded { seat, cards } => {
            t!(lang, "event-discarded", who = n(&seat), cards = res(&cards))
        }
        Event::RobberMoved { seat, .. } => t!(lang, "event-robber", who = n(&seat)),
        Event::Stole { thief, victim, .. } => {
            t!(lang, "event-stole", who = n(&thief), victim = n(&victim))
        }
        Event::DevCardBought { seat, .. } => t!(lang, "event-dev-bought", who = n(&seat)),
        Event::DevCardPlayed { seat, card } => t!(
            lang,
            "event-dev-played",
            who = n(&seat),
            card = dev_card_name(card, lang)
        ),
        Event::YearOfPlenty { seat, resources } => {
            t!(lang, "event-took", who = n(&seat), cards = res(&resources))
        }
        Event::BoughtWithGold {
            seat,
            resource,
            gold,
        } => t!(
            lang,
            "event-bought-with-gold",
            who = n(&seat),
            resource = resource_name(resource, lang),
            gold = kaitaku_i18n::resource_count(kaitaku_engine::Good::Gold, u32::from(gold), lang)
        ),
        Event::Monopoly {
            seat,
            resource,
            taken,
        } => {
            let total: u32 = taken.iter().map(|(_, c)| u32::from(*c)).sum();
            t!(
                lang,
                "event-monopoly",
                who = n(&seat),
                resource = resource_name(resource, lang),
                count = total
            )
        }
        Event::BankTraded { seat, gave, got } => t!(
            lang,
            "event-bank-traded",
            who = n(&seat),
            gave = res(&gave),
            got = res(&got)
        ),
        Event::TradeOffered {
            from, give, get, ..
        } => t!(
            lang,
            "event-trade-offered",
            who = n(&from),
            give = res(&give),
            get = res(&get)
        ),
        Event::TradeAnswered { .. } => return None,
        Event::Traded {
            from,
            with,
            gave,
            got,
            ..
        } => t!(
            lang,
            "event-traded",
            who = n(&from),
            with = n(&with),
            gave = res(&gave),
            got = res(&got)
        ),
        Event::TradeCancelled { .. } => t!(lang, "event-trade-cancelled"),
        Event::LongestRoad { holder, length } => match holder {
            Some(h) => t!(lang, "event-longest-road", who = n(&h), length = length),
            None => t!(lang, "event-longest-road-set-aside"),
        },
        Event::LargestArmy { holder, knights } => {
            t!(
                lang,
                "event-largest-army",
                who = n(&holder),
                knights = knights
            )
        }
        Event::GameWon { seat, vp } => t!(lang, "event-won", who = n(&seat), vp = vp),
        Event::GameLocked { leaders, vp } => {
            let top = leaders
                .first()
                .map_or(0, |&s| vp.get(s as usize).copied().unwrap_or(0));
            let names: Vec<String> = leaders.iter().map(n).collect();
            let names = names.join(&t!(lang, "list-separator"));
            if leaders.len() == 1 {
                t!(lang, "event-locked-leader", who = names, vp = top)
            } else {
                t!(lang, "event-locked-tie", who = names, vp = top)
            }
        }
        Event::GameDrawn { seats, vp } => {
            let names: Vec<String> = seats.iter().map(n).collect();
            t!(
                lang,
                "event-drawn",
                who = names.join(&t!(lang, "list-separator")),
                vp = vp
            )
        }
        // Rule-module events: see `bot::modules::text`.
        e @ (Event::Module(_)
        | Event::RollRepeated { .. }
        | Event::DecisionsRequired { .. }
        | Event::CardGiven { .. }
        | Event::LargestArmySetAside) => return super::modules::text::describe(&e, table, lang),
    })
}

/// A development card's name (`Knight`, `騎士`).
pub fn dev_card_name(card: DevCard, lang: Lang) -> String {
    match card {
        DevCard::Knight => t!(lang, "card-knight"),
        DevCard::VictoryPoint => t!(lang, "card-victory-point"),
        DevCard::RoadBuilding => t!(lang, "card-road-building"),
        DevCard::YearOfPlenty => t!(lang, "card-year-of-plenty"),
        DevCard::Monopoly => t!(lang, "card-monopoly"),
    }
}

/// The private hand of the view's viewer, as text for an ephemeral reply in `lang`.
pub fn hand_text(view: &View, lang: Lang) -> String {
    let Some(p) = view.viewer.and_then(|s| view.players.get(usize::from(s))) else {
        return t!(lang, "hand-not-seated");
    };
    let hand = p
        .hand
        .map_or_else(|| t!(lang, "nothing"), |h| resources(&h, lang));
    let mut text = t!(lang, "hand-resources", hand = hand);
    if let Some(dev) = p.dev_cards {
        let new = p.dev_cards_new.unwrap_or_default();
        let cards: Vec<String> = DevCard::ALL
            .into_iter()
            .filter(|c| dev[*c] > 0)
            .map(|c| {
                let fresh = new[c];
                let name = dev_card_name(c, lang);
                if fresh > 0 {
                    t!(
                        lang,
                        "hand-dev-card-new",
                        count = dev[c],
                        card = name,
                        new = fresh
                    )
                } else {
                    t!(lang, "hand-dev-card", count = dev[c], card = name)
                }
            })
            .collect();
        if !cards.is_empty() {
            text.push('\n');
            text.push_str(&t!(
                lang,
                "hand-dev-cards",
                cards = cards.join(&t!(lang, "list-separator"))
            ));
        }
    }
    for part in &view.private_modules {
        for line in super::modules::ui::ui(part.module()).private_lines(part, lang) {
            text.push('\n');
            text.push_str(&line);
        }
    }
    if let Some(vp) = p.total_vp {
        text.push('\n');
        text.push_str(&t!(lang, "hand-vp", vp = vp));
    }
    text
}

#[cfg(test)]
#[path = "compose_tests.rs"]
mod tests;
