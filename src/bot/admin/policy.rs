//! How a server's settings apply to `/catan new`: where games may run, who may start them,
//! the defaults a lobby gets when the command leaves them out, and the public language.

use kaitaku_engine::board::layout::LayoutChoice;
use kaitaku_engine::modules::{ModuleId, ModuleKind};
use kaitaku_i18n::Lang;
use kaitaku_i18n::t;
use kaitaku_store::{GuildSettings, StartPolicy};

use super::super::board_choice::{BoardChoice, default_layout};
use super::super::modules::players_range;
use super::summary::channel_list;

/// What `/catan new` asked for: the scenario and the optional rules (each `None` when left
/// out, so the server's defaults apply), the table size and the target.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Asked {
    /// The scenario: `Some(vec![])` for the base game, else the scenario (or an official
    /// pairing of two).
    pub scenario: Option<Vec<ModuleId>>,
    /// The optional rules, exactly (an empty list for none).
    pub rules: Option<Vec<ModuleId>>,
    /// Table size.
    pub players: Option<u8>,
    /// Victory points to win.
    pub target_vp: Option<u8>,
    /// The board.
    pub board: Option<BoardChoice>,
}

/// What a new lobby gets once the server's defaults fill in what was left out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Planned {
    /// Optional rules in play.
    pub modules: Vec<ModuleId>,
    /// Table size (`None`: the most the rules allow).
    pub players: Option<u8>,
    /// Victory points (`None`: the rules' default).
    pub target_vp: Option<u8>,
    /// The board: as asked, else the server's default, else the balanced random board.
    pub layout: LayoutChoice,
}

/// Whether a member may open a game in `channel`: the channel must be a game channel (when
/// the server lists some) and the member must match the start policy (admins always may).
/// The refusal is in `lang`.
pub fn may_start(
    settings: &GuildSettings,
    channel: u64,
    admin: bool,
    roles: &[u64],
    lang: Lang,
) -> Result<(), String> {
    if !settings.game_channels.is_empty() && !settings.game_channels.contains(&channel) {
        return Err(t!(
            lang,
            "admin-new-channel-refused",
            channels = channel_list(&settings.game_channels, lang)
        ));
    }
    match settings.start_policy {
        StartPolicy::Anyone => Ok(()),
        _ if admin => Ok(()),
        StartPolicy::Role(role) if roles.contains(&role) => Ok(()),
        StartPolicy::Role(role) => Err(t!(
            lang,
            "admin-new-role-refused",
            role = format!("<@&{role}>")
        )),
        StartPolicy::Admins => Err(t!(lang, "admin-new-admins-refused")),
    }
}

/// The lobby `/catan new` opens: the scenario and the optional rules as asked, else the
/// server's defaults of that kind (those still allowed), in registry order; the default table
/// size when it suits those rules; the default target.
pub fn with_defaults(settings: &GuildSettings, asked: &Asked) -> Planned {
    let defaults = settings.default_config.as_ref();
    let default_of = |kind: ModuleKind| -> Vec<ModuleId> {
        defaults
            .map(|d| {
                d.modules
                    .iter()
                    .copied()
                    .filter(|m| m.kind() == kind && settings.allowed_variants.contains(m))
                    .collect()
            })
            .unwrap_or_default()
    };
    let scenario = match &asked.scenario {
        Some(chosen) => chosen.clone(),
        None => default_of(ModuleKind::Scenario),
    };
    let rules = asked
        .rules
        .clone()
        .unwrap_or_else(|| default_of(ModuleKind::OptionalRule));
    let modules: Vec<ModuleId> = ModuleId::ALL
        .into_iter()
        .filter(|m| scenario.contains(m) || rules.contains(m))
        .collect();
    let (min, max) = players_range(&modules);
    let players = asked.players.or_else(|| {
        defaults
            .map(|d| d.players)
            .filter(|p| (min..=max).contains(p))
    });
    let target_vp = asked.target_vp.or(defaults.and_then(|d| d.target_vp));
    let layout = asked
        .board
        .map(BoardChoice::layout)
        .or_else(|| settings.default_board.clone())
        .unwrap_or_else(default_layout);
    Planned {
        modules,
        players,
        target_vp,
        layout,
    }
}

/// The language of a new game's public messages: the server's setting, else the server's
/// Discord locale.
pub fn public_lang(settings: &GuildSettings, guild_locale: Option<&str>) -> Lang {
    settings
        .language
        .unwrap_or_else(|| guild_locale.map_or(Lang::En, Lang::from_discord))
}

#[cfg(test)]
mod tests {
    use super::*;
    use kaitaku_engine::GameConfig;

    #[test]
    fn channels_and_roles_limit_who_starts_where() {
        let mut settings = GuildSettings {
            game_channels: vec![10, 11],
            start_policy: StartPolicy::Role(7),
            ..GuildSettings::default()
        };
        let refused = may_start(&settings, 12, true, &[], Lang::En).expect_err("channel");
        assert!(refused.contains("<#10>, <#11>"), "{refused}");
        assert!(may_start(&settings, 10, false, &[7], Lang::En).is_ok());
        assert!(may_start(&settings, 10, true, &[], Lang::En).is_ok());
        let role = may_start(&settings, 11, false, &[8], Lang::Ja).expect_err("role");
        assert!(role.contains("<@&7>"), "{role}");
        settings.start_policy = StartPolicy::Admins;
        assert!(may_start(&settings, 10, false, &[7], Lang::En).is_err());
        settings.game_channels.clear();
        settings.start_policy = StartPolicy::Anyone;
        assert!(may_start(&settings, 99, false, &[], Lang::En).is_ok());
    }

    #[test]
    fn defaults_fill_in_what_was_left_out() {
        let mut config = GameConfig::base(3);
        config.target_vp = Some(8);
        config.modules = vec![ModuleId::EventCards, ModuleId::Harbormaster];
        let settings = GuildSettings {
            default_config: Some(config),
            ..GuildSettings::default()
        };
        let plain = with_defaults(&settings, &Asked::default());
        assert_eq!(
            plain,
            Planned {
                modules: vec![ModuleId::EventCards, ModuleId::Harbormaster],
                players: Some(3),
                target_vp: Some(8),
                layout: default_layout(),
            }
        );
        let asked = Asked {
            rules: Some(vec![ModuleId::Harbormaster, ModuleId::FriendlyRobber]),
            players: Some(4),
            board: Some(BoardChoice::Beginner),
            ..Asked::default()
        };
        let planned = with_defaults(&settings, &asked);
        assert_eq!(
            planned.modules,
            vec![ModuleId::FriendlyRobber, ModuleId::Harbormaster]
        );
        let base_only = Asked {
            scenario: Some(Vec::new()),
            rules: Some(Vec::new()),
            ..Asked::default()
        };
        assert!(with_defaults(&settings, &base_only).modules.is_empty());
        assert_eq!((planned.players, planned.target_vp), (Some(4), Some(8)));
        assert_eq!(planned.layout, LayoutChoice::Beginner);
        let two = Asked {
            rules: Some(vec![ModuleId::CatanForTwo]),
            ..Asked::default()
        };
        assert_eq!(with_defaults(&settings, &two).players, None);
        let none = with_defaults(&GuildSettings::default(), &Asked::default());
        assert_eq!(
            (none.modules.len(), none.players, none.target_vp),
            (0, None, None)
        );
    }

    #[test]
    fn the_board_is_as_asked_else_the_servers_else_balanced() {
        let mut settings = GuildSettings::default();
        let plain = Asked::default();
        assert_eq!(with_defaults(&settings, &plain).layout, default_layout());
        settings.default_board = Some(LayoutChoice::Beginner);
        assert_eq!(
            with_defaults(&settings, &plain).layout,
            LayoutChoice::Beginner
        );
        let random = Asked {
            board: Some(BoardChoice::Random),
            ..Asked::default()
        };
        assert_eq!(
            with_defaults(&settings, &random).layout,
            BoardChoice::Random.layout()
        );
    }

    #[test]
    fn the_public_language_follows_the_setting_then_the_server() {
        let mut settings = GuildSettings::default();
        assert_eq!(public_lang(&settings, Some("ja")), Lang::Ja);
        assert_eq!(public_lang(&settings, None), Lang::En);
        settings.language = Some(Lang::En);
        assert_eq!(public_lang(&settings, Some("ja")), Lang::En);
    }
}
