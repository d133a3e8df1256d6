//! Applying `/catan-admin settings` options to a server's settings: every option is checked
//! first, and either all apply or none does (with the reason, in the admin's language).

use kaitaku_engine::GameConfig;
use kaitaku_engine::modules::{ModuleId, validate_modules};
use kaitaku_i18n::Lang;
use kaitaku_i18n::t;
use kaitaku_store::{GuildSettings, StartPolicy};

use super::super::board_choice::BoardChoice;
use super::super::modules::players_range;
use super::parse::{parse_duration, parse_variants};
use super::summary::{Field, variant_names};

/// Who may start games, besides "members with a role" (chosen by giving the role).
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Starters {
    /// Any member.
    #[name = "Anyone"]
    #[name_localized("ja", "誰でも")]
    Anyone,
    /// Server admins only.
    #[name = "Admins only"]
    #[name_localized("ja", "管理者のみ")]
    Admins,
}

/// The language of public messages, as an option.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum LanguageChoice {
    /// The server's Discord language.
    #[name = "Automatic (the server's language)"]
    #[name_localized("ja", "自動(サーバーの言語)")]
    Auto,
    /// English.
    #[name = "English"]
    English,
    /// Japanese.
    #[name = "日本語"]
    Japanese,
}

impl LanguageChoice {
    /// The setting it stands for.
    pub fn setting(self) -> Option<Lang> {
        match self {
            LanguageChoice::Auto => None,
            LanguageChoice::English => Some(Lang::En),
            LanguageChoice::Japanese => Some(Lang::Ja),
        }
    }
}

/// What an admin asked to change (every option of `/catan-admin settings`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SettingsInput {
    /// Allowed variants, as typed.
    pub variants: Option<String>,
    /// Default table size.
    pub players: Option<u8>,
    /// Default victory points.
    pub target_vp: Option<u8>,
    /// Variants on by default, as typed.
    pub default_rules: Option<String>,
    /// Turn timer, as typed.
    pub turn_timer: Option<String>,
    /// Reminder interval, as typed.
    pub reminders: Option<String>,
    /// A role allowed to start games.
    pub start_role: Option<u64>,
    /// Anyone / admins only.
    pub starters: Option<Starters>,
    /// A channel to add to the game channels.
    pub add_channel: Option<u64>,
    /// A channel to remove from the game channels.
    pub remove_channel: Option<u64>,
    /// Allow games in every channel again.
    pub any_channel: bool,
    /// Language of public messages.
    pub language: Option<LanguageChoice>,
    /// Board of new games.
    pub board: Option<BoardChoice>,
    /// Whether the computer plays for timed-out and kicked seats.
    pub computer_takes_over: Option<bool>,
}

impl SettingsInput {
    /// Whether any option was given.
    pub fn is_empty(&self) -> bool {
        *self == SettingsInput::default()
    }
}

/// Which settings differ between `old` and `new`.
pub fn differences(old: &GuildSettings, new: &GuildSettings) -> Vec<Field> {
    Field::ALL
        .into_iter()
        .filter(|f| match f {
            Field::Variants => old.allowed_variants != new.allowed_variants,
            Field::Defaults => old.default_config != new.default_config,
            Field::Timer => old.turn_timer_secs != new.turn_timer_secs,
            Field::Reminders => old.reminder_secs != new.reminder_secs,
            Field::Starters => old.start_policy != new.start_policy,
            Field::Channels => old.game_channels != new.game_channels,
            Field::Language => old.language != new.language,
            Field::Board => old.default_board != new.default_board,
            Field::Computer => old.computer_takes_over != new.computer_takes_over,
        })
        .collect()
}

/// The settings after `input`, or why they cannot be changed so (nothing applies then).
pub fn apply(
    settings: &GuildSettings,
    input: &SettingsInput,
    lang: Lang,
) -> Result<GuildSettings, String> {
    let mut new = settings.clone();
    if let Some(text) = &input.variants {
        new.allowed_variants = parse_variants(text, lang)?;
    }
    apply_defaults(&mut new, input, lang)?;
    if let Some(text) = &input.turn_timer {
        new.turn_timer_secs = parse_duration(text, &Field::Timer.label(lang), lang)?;
    }
    if let Some(on) = input.computer_takes_over {
        new.computer_takes_over = on;
    }
    if let Some(text) = &input.reminders {
        new.reminder_secs = parse_duration(text, &Field::Reminders.label(lang), lang)?;
    }
    new.start_policy = match (input.start_role, input.starters) {
        (Some(_), Some(_)) => return Err(t!(lang, "admin-starters-conflict")),
        (Some(role), None) => StartPolicy::Role(role),
        (None, Some(Starters::Anyone)) => StartPolicy::Anyone,
        (None, Some(Starters::Admins)) => StartPolicy::Admins,
        (None, None) => new.start_policy,
    };
    apply_channels(&mut new, input, lang)?;
    if let Some(choice) = input.language {
        new.language = choice.setting();
    }
    if let Some(board) = input.board {
        new.default_board = Some(board.layout());
    }
    Ok(new)
}

/// Default players, target and rules: only allowed variants, in a combination the engine
/// accepts; variants no longer allowed leave the defaults.
fn apply_defaults(
    new: &mut GuildSettings,
    input: &SettingsInput,
    lang: Lang,
) -> Result<(), String> {
    let asked = input.players.is_some() || input.target_vp.is_some();
    if !asked && input.default_rules.is_none() {
        if let Some(config) = &mut new.default_config {
            config.modules.retain(|m| new.allowed_variants.contains(m));
            let (min, max) = players_range(&config.modules);
            if !(min..=max).contains(&config.players) {
                config.players = max;
            }
        }
        return Ok(());
    }
    let old = new.default_config.clone();
    let modules: Vec<ModuleId> = match &input.default_rules {
        Some(text) => {
            let modules = parse_variants(text, lang)?;
            let refused: Vec<ModuleId> = modules
                .iter()
                .copied()
                .filter(|m| !new.allowed_variants.contains(m))
                .collect();
            if !refused.is_empty() {
                return Err(t!(
                    lang,
                    "admin-default-rules-not-allowed",
                    rules = variant_names(&refused, lang)
                ));
            }
            modules
        }
        None => old.as_ref().map_or_else(Vec::new, |c| {
            c.modules
                .iter()
                .copied()
                .filter(|m| new.allowed_variants.contains(m))
                .collect()
        }),
    };
    let (min, max) = players_range(&modules);
    let players = input
        .players
        .or_else(|| {
            old.as_ref()
                .map(|c| c.players)
                .filter(|p| (min..=max).contains(p))
        })
        .unwrap_or(max);
    let target_vp = input.target_vp.or(old.as_ref().and_then(|c| c.target_vp));
    if let Some(t) = target_vp
        && !(3..=30).contains(&t)
    {
        return Err(t!(lang, "admin-target-range", vp = t));
    }
    let mut config = GameConfig::base(players);
    config.modules = modules;
    config.target_vp = target_vp;
    validate_modules(&config).map_err(|e| {
        t!(
            lang,
            "admin-defaults-invalid",
            reason = super::super::modules::config_reason(&e, lang),
            min = min,
            max = max
        )
    })?;
    new.default_config = Some(config);
    Ok(())
}

/// Adding or removing a game channel, or allowing every channel.
fn apply_channels(
    new: &mut GuildSettings,
    input: &SettingsInput,
    lang: Lang,
) -> Result<(), String> {
    let given = [
        input.add_channel.is_some(),
        input.remove_channel.is_some(),
        input.any_channel,
    ]
    .into_iter()
    .filter(|g| *g)
    .count();
    if given > 1 {
        return Err(t!(lang, "admin-channels-conflict"));
    }
    if let Some(channel) = input.add_channel
        && !new.game_channels.contains(&channel)
    {
        new.game_channels.push(channel);
    }
    if let Some(channel) = input.remove_channel {
        if !new.game_channels.contains(&channel) {
            return Err(t!(
                lang,
                "admin-channel-not-listed",
                channel = format!("<#{channel}>")
            ));
        }
        new.game_channels.retain(|c| *c != channel);
    }
    if input.any_channel {
        new.game_channels.clear();
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_change_only_what_they_name() {
        let old = GuildSettings::default();
        let input = SettingsInput {
            turn_timer: Some("2h".into()),
            add_channel: Some(9),
            language: Some(LanguageChoice::Japanese),
            board: Some(BoardChoice::Beginner),
            ..SettingsInput::default()
        };
        let new = apply(&old, &input, Lang::En).expect("valid");
        assert_eq!(
            new.default_board,
            Some(kaitaku_engine::board::layout::LayoutChoice::Beginner)
        );
        assert_eq!(new.turn_timer_secs, Some(7200));
        assert_eq!(new.game_channels, vec![9]);
        assert_eq!(new.language, Some(Lang::Ja));
        assert_eq!(
            differences(&old, &new),
            vec![Field::Board, Field::Timer, Field::Channels, Field::Language]
        );
        let back = SettingsInput {
            remove_channel: Some(9),
            starters: Some(Starters::Admins),
            ..SettingsInput::default()
        };
        let newer = apply(&new, &back, Lang::En).expect("valid");
        assert!(newer.game_channels.is_empty());
        assert_eq!(newer.start_policy, StartPolicy::Admins);
    }

    #[test]
    fn defaults_follow_the_rules_and_the_allowed_variants() {
        let old = GuildSettings::default();
        let two = SettingsInput {
            default_rules: Some("two_players".into()),
            ..SettingsInput::default()
        };
        let new = apply(&old, &two, Lang::En).expect("valid");
        let config = new.default_config.clone().expect("defaults");
        assert_eq!(
            (config.players, config.modules.clone()),
            (2, vec![ModuleId::CatanForTwo])
        );
        let bad = SettingsInput {
            players: Some(4),
            ..SettingsInput::default()
        };
        let refused = apply(&new, &bad, Lang::En).expect_err("4 players for two");
        assert!(refused.contains("Nothing was changed"), "{refused}");
        let only_events = SettingsInput {
            variants: Some("event_cards".into()),
            ..SettingsInput::default()
        };
        let narrowed = apply(&new, &only_events, Lang::En).expect("valid");
        assert_eq!(
            narrowed.default_config.as_ref().map(|c| c.modules.clone()),
            Some(Vec::new())
        );
        let not_allowed = SettingsInput {
            default_rules: Some("harbormaster".into()),
            ..SettingsInput::default()
        };
        let refused = apply(&narrowed, &not_allowed, Lang::Ja).expect_err("not allowed");
        assert!(refused.contains("港の親方"), "{refused}");
    }

    #[test]
    fn conflicting_options_are_refused() {
        let old = GuildSettings::default();
        let both = SettingsInput {
            start_role: Some(5),
            starters: Some(Starters::Anyone),
            ..SettingsInput::default()
        };
        assert!(apply(&old, &both, Lang::En).is_err());
        let channels = SettingsInput {
            add_channel: Some(1),
            any_channel: true,
            ..SettingsInput::default()
        };
        assert!(apply(&old, &channels, Lang::En).is_err());
        let missing = SettingsInput {
            remove_channel: Some(3),
            ..SettingsInput::default()
        };
        let text = apply(&old, &missing, Lang::En).expect_err("not listed");
        assert!(text.contains("<#3>"), "{text}");
    }
}
