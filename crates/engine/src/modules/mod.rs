//! Rule modules (variants): the registry, and the hook points through which they change the base
//! game.
//!
//! The registry below is the one list of modules: [`declare_modules!`] turns it into the module
//! folders' declarations, [`ModuleId`], [`ModuleState`], the one-variant-per-module wrappers the
//! core holds ([`ModuleAction`], [`ModuleEvent`], [`ModuleDecision`], [`ModuleError`],
//! [`ModuleView`]) and the dispatch between them.
//!
//! The base game is the default behaviour of every hook ([`RuleModule`]). A module owns its own
//! state (stored in [`GameState::modules`](super::state::GameState)), its own types ([`Module`])
//! and overrides only the hooks it needs; the core calls each hook for every module in play. See
//! docs/engine.md for the full list of hook points and which variant uses which.

mod combos;
mod declare;
mod hook_set;
#[cfg(test)]
mod hook_set_tests;
mod hooks;
mod platform;

pub use combos::{players_for, rulesets_to_test};
pub use hook_set::Hooks;
pub use hooks::{Built, HookCtx, ModuleFlow, RuleModule};
pub use platform::{ErrorCode, Module, ModuleKind, Never, is_default};

use declare::declare_modules;

use crate::board::{Board, HexId};
use crate::config::{ConfigError, GameConfig};
use crate::error::RuleError;
use crate::rules::Ctx;
use crate::ruleset::{BASE_MIN_PLAYERS, Ruleset};
use crate::state::Seat;

// The registry: one line per module (see docs/engine.md, "Adding a variant").
declare_modules! {
    /// Traders & Barbarians optional rule: no robbing players with only 2 VP.
    FriendlyRobber("friendly_robber") => friendly_robber::FriendlyRobber,
    /// Traders & Barbarians optional rule: a 37-card event deck replaces the dice.
    EventCards("event_cards") => event_cards::EventCards,
    /// Traders & Barbarians optional rule: harbour points and the 2-VP Harbormaster card.
    Harbormaster("harbormaster") => harbormaster::Harbormaster,
    /// Traders & Barbarians optional rule: the two-player game with neutral colours and trade
    /// tokens.
    CatanForTwo("catan_for_two") => catan_for_two::CatanForTwo,
    /// House rule written only for the engine's own tests, to show what adding a variant takes:
    /// a roll of 2 or 12 is rolled again.
    #[cfg(test)]
    NoTwoOrTwelve("no_two_or_twelve") => no_two_or_twelve::NoTwoOrTwelve,
    /// Written only for the engine's tests of the platform: an action that fails half done, and
    /// that autoplay may not play.
    #[cfg(test)]
    HalfDone("half_done") => half_done::HalfDone,
    /// Written only for the engine's tests of private views: each seat's secret hoard, shown
    /// only in that seat's view.
    #[cfg(test)]
    SecretHoard("secret_hoard") => secret_hoard::SecretHoard,
    /// Written only for the engine's tests of turn steps: a movement step after the main phase.
    #[cfg(test)]
    MarchStep("march_step") => march_step::MarchStep,
    /// Written only for the engine's tests of the end-of-turn resolution: the other seats each
    /// pay the bank a card when a turn ends, through the interrupt stack.
    #[cfg(test)]
    Tithe("tithe") => tithe::Tithe,
    /// Written only for the engine's tests of nested interruptions.
    #[cfg(test)]
    Nest("nest") => nest::Nest,
    /// Written only for the engine's tests of occupancy and Longest Road routing.
    #[cfg(test)]
    Roadblock("roadblock") => roadblock::Roadblock,
    /// Written only for the engine's tests of what hooks see of other modules.
    #[cfg(test)]
    VpWatch("vp_watch") => vp_watch::VpWatch,
    /// Written only for the ruleset's tests: Cities & Knights' shape (a city as the second
    /// setup placement, the robber locked until released, target base 13).
    #[cfg(test)]
    CitySecond("city_second") => city_second::CitySecond,
    /// Written only for the ruleset's tests: Land Ho!'s shape (no robber, no deck, no awards,
    /// 3:1 bank, target base 8, 2–4 players).
    #[cfg(test)]
    NoRobber("no_robber") => no_robber::NoRobber,
    /// Written only for the ruleset's tests: the robber starts beside the board; target +2.
    #[cfg(test)]
    RobberOffBoard("robber_off_board") => robber_off_board::RobberOffBoard,
    /// Written only for the engine's tests of goods: commodities and gold in play, 5 gold and
    /// one of each commodity to start, and a commodity and a gold for each roll.
    #[cfg(test)]
    GoldAndCommodities("gold_and_commodities") => gold_and_commodities::GoldAndCommodities,
    /// Written only for the engine's tests of a 7 handed to a module (`on_seven`): the roller
    /// takes a card from any player instead of moving the robber.
    #[cfg(test)]
    Pickpocket("pickpocket") => pickpocket::Pickpocket,
    /// Written only for the engine's tests of a module's deck: three cards bought with
    /// `BuyDevCard`, one resolved at once, through its own stream.
    #[cfg(test)]
    TinyDeck("tiny_deck") => tiny_deck::TinyDeck,
    /// Written only for the engine's tests of gold fields: each pays a resource of the owner's
    /// choice per unit of yield.
    #[cfg(test)]
    GoldRush("gold_rush") => gold_rush::GoldRush,
    /// Written only for the engine's tests of Longest Road with neutral roads: board owner 2's
    /// roads compete in a two-player game.
    #[cfg(test)]
    NeutralRoads("neutral_roads") => neutral_roads::NeutralRoads,
    /// Written only for the engine's tests of a scenario's board (`adapt_layout`): a lake in
    /// place of the desert.
    #[cfg(test)]
    DesertLake("desert_lake") => desert_lake::DesertLake,
    /// Traders & Barbarians scenario: The Fishermen of Catan (the lake, fishing grounds, fish
    /// tokens and the old boot).
    Fishermen("fishermen") => fishermen::Fishermen,
    /// The Rivers of Catan (Traders & Barbarians scenario 2): rivers, bridges, gold and the
    /// Wealthiest / Poor Settlers.
    Rivers("rivers") => rivers::Rivers,
    /// Traders & Barbarians scenario: The Caravans (the oasis, camel votes, 12 VP).
    Caravans("caravans") => caravans::Caravans,
    /// Cities & Knights (seed 004): commodities, city improvements, metropolises, walls, the
    /// event die and the barbarians; landed in slices (docs/variants/cities_and_knights.md).
    CitiesAndKnights("cities_and_knights") => cities_and_knights::CitiesAndKnights,
    /// Barbarian Attack (Traders & Barbarians scenario 4): the castle, barbarians landing and
    /// conquering the coast, knights, battles and prisoners, 12 VP.
    BarbarianAttack("barbarian_attack") => barbarian_attack::BarbarianAttack,
}

impl ModuleId {
    /// Parses a module name; `-` and `_` are interchangeable (`event-cards`).
    pub fn parse(name: &str) -> Option<ModuleId> {
        let n = name.trim().replace('-', "_");
        ModuleId::ALL.into_iter().find(|m| m.name() == n)
    }
}

/// Checks a configuration's modules: no repeats, no refused pairing, the player count, and
/// each module accepts the configuration (what [`Ruleset::for_config`] checks).
pub fn validate_modules(config: &GameConfig) -> Result<(), ConfigError> {
    Ruleset::for_config(config).map(|_| ())
}

/// The player counts a list of modules plays with (base game: 3–4), from their ruleset; the
/// counts all of them allow.
pub fn player_range(modules: &[ModuleId]) -> (u8, u8) {
    let mut config = GameConfig::base(BASE_MIN_PLAYERS);
    config.modules = modules.to_vec();
    Ruleset::rebuild(&config).players
}

/// Hands a module's action to that module, if it is in play (`not_in_this_game` otherwise).
pub(crate) fn dispatch_action(
    ctx: &mut Ctx,
    seat: Seat,
    action: &ModuleAction,
) -> Result<(), RuleError> {
    let id = action.module();
    let Some(index) = ctx.st.modules.iter().position(|m| m.id() == id) else {
        return Err(RuleError::NotInThisGame);
    };
    match ctx.with_module_at(index, |m, ctx| m.apply(ctx, seat, action))? {
        ModuleFlow::Done => {}
        ModuleFlow::ResolveRoll(number) => crate::rules::turn::resolve_number(ctx, number),
        ModuleFlow::DrawNumber => {
            let current = ctx.st.current;
            crate::rules::turn::roll_number(ctx, current);
        }
    }
    Ok(())
}

/// Whether the module of `action` applies it in place ([`RuleModule::applies_in_place`]):
/// no copy of the state is needed to keep a refusal from changing anything.
pub(crate) fn applies_in_place(st: &crate::state::GameState, action: &ModuleAction) -> bool {
    let id = action.module();
    st.modules
        .iter()
        .find(|m| m.id() == id)
        .is_some_and(|m| m.hooks().applies_in_place(action))
}

/// The seats after `seat` in turn order, wrapping (the left neighbour first).
pub fn left_of(seat: Seat, seats: u8) -> Seat {
    (seat + 1) % seats.max(1)
}

/// The desert hex, if the board has one.
pub fn desert(board: &Board) -> Option<HexId> {
    (0..board.hex_count() as HexId)
        .find(|&h| board.tile(h).terrain == super::board::Terrain::Desert)
}

#[cfg(test)]
mod tag_tests;

/// A game with `modules` played (by autoplay) to the first player's main phase, the dice
/// scripted to 8s so that no 7 interrupts it (the engine's own tests only).
#[cfg(test)]
pub(crate) fn game_in_main(players: u8, modules: &[ModuleId], seed: u64) -> crate::Game {
    let mut config = GameConfig::base(players);
    config.modules = modules.to_vec();
    config.script.dice = vec![[3, 5]; 8];
    let mut game = crate::Game::new(config, seed).expect("valid config");
    while !matches!(game.phase(), crate::state::Phase::Main) {
        let seat = game.pending()[0].seat;
        let action = crate::autoplay::minimal_action(&game, seat).expect("a move");
        game.apply(seat, &action).expect("legal");
    }
    game
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;
    use crate::modules::event_cards::{EventCard, EventKind};

    fn config(players: u8, modules: &[ModuleId]) -> GameConfig {
        let mut c = GameConfig::base(players);
        c.modules = modules.to_vec();
        c
    }

    #[test]
    fn configs_are_checked_with_typed_errors() {
        assert_eq!(
            Game::new(config(3, &[ModuleId::CatanForTwo]), 0).err(),
            Some(ConfigError::PlayerCount {
                min: 2,
                max: 2,
                got: 3
            })
        );
        assert_eq!(
            Game::new(config(2, &[ModuleId::EventCards]), 0).err(),
            Some(ConfigError::PlayerCount {
                min: 3,
                max: 4,
                got: 2
            })
        );
        assert_eq!(
            Game::new(
                config(3, &[ModuleId::Harbormaster, ModuleId::Harbormaster]),
                0
            )
            .err(),
            Some(ConfigError::ModuleRepeated(ModuleId::Harbormaster))
        );
        let mut c = config(3, &[ModuleId::EventCards]);
        c.script.modules.event_cards = vec![EventCard {
            number: 7,
            event: EventKind::None,
        }];
        assert!(matches!(
            Game::new(c, 0),
            Err(ConfigError::ModuleScript {
                module: ModuleId::EventCards,
                ..
            })
        ));
        // Every combination of the four optional rules is allowed.
        for mask in 1u8..16 {
            let modules: Vec<ModuleId> = ModuleId::ALL
                .iter()
                .take(4)
                .enumerate()
                .filter(|(i, _)| *i < 4 && mask & (1 << i) != 0)
                .map(|(_, m)| *m)
                .collect();
            let players = if modules.contains(&ModuleId::CatanForTwo) {
                2
            } else {
                4
            };
            assert!(
                Game::new(config(players, &modules), 0).is_ok(),
                "{modules:?}"
            );
        }
    }

    #[test]
    fn module_names_parse() {
        assert_eq!(ModuleId::parse("event-cards"), Some(ModuleId::EventCards));
        assert_eq!(
            ModuleId::parse("catan_for_two"),
            Some(ModuleId::CatanForTwo)
        );
        assert_eq!(ModuleId::parse("nope"), None);
        for m in ModuleId::ALL {
            let json = serde_json::to_string(&m).expect("serialises");
            assert_eq!(json, format!("\"{}\"", m.name()));
        }
    }
}
