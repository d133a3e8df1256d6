//! The readable summary of a server's settings that `/catan-admin settings` shows, in the
//! reader's language.

use poise::serenity_prelude as serenity;

use kaitaku_engine::modules::ModuleId;
use kaitaku_i18n::Lang;
use kaitaku_i18n::t;
use kaitaku_store::GameId;
use kaitaku_store::{GuildSettings, StartPolicy};

use super::super::board_choice::{default_layout, layout_name};
use super::super::modules::names::module_name;

/// One setting, as the summary shows it and as "what changed" names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// Which variants are allowed.
    Variants,
    /// Defaults for new games.
    Defaults,
    /// The turn timer.
    Timer,
    /// The reminder interval.
    Reminders,
    /// Who may start games.
    Starters,
    /// Where games may run.
    Channels,
    /// The language of public messages.
    Language,
    /// The board of new games.
    Board,
    /// Who plays for a timed-out or kicked seat: minimal moves or the computer.
    Computer,
}

impl Field {
    /// Every setting, in the summary's order.
    pub const ALL: [Field; 9] = [
        Field::Variants,
        Field::Defaults,
        Field::Board,
        Field::Timer,
        Field::Computer,
        Field::Reminders,
        Field::Starters,
        Field::Channels,
        Field::Language,
    ];

    /// The setting's name.
    pub fn label(self, lang: Lang) -> String {
        match self {
            Field::Variants => t!(lang, "admin-field-variants"),
            Field::Defaults => t!(lang, "admin-field-defaults"),
            Field::Timer => t!(lang, "admin-field-timer"),
            Field::Reminders => t!(lang, "admin-field-reminders"),
            Field::Starters => t!(lang, "admin-field-starters"),
            Field::Channels => t!(lang, "admin-field-channels"),
            Field::Language => t!(lang, "admin-field-language"),
            Field::Board => t!(lang, "admin-field-board"),
            Field::Computer => t!(lang, "admin-field-computer"),
        }
    }
}

/// The summary: a title, a line saying what changed (or how to change), and one
/// (name, value) pair per setting.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// Title.
    pub title: String,
    /// What changed, or how to change settings.
    pub description: String,
    /// Each setting's name and value.
    pub fields: Vec<(String, String)>,
}

impl Summary {
    /// The summary as an embed.
    pub fn embed(&self) -> serenity::CreateEmbed {
        let mut embed = serenity::CreateEmbed::new()
            .title(&self.title)
            .description(&self.description)
            .colour(0x002e_7d32);
        for (name, value) in &self.fields {
            embed = embed.field(name, value, false);
        }
        embed
    }

    /// Everything the summary says, as plain text (for tests and logs).
    pub fn text(&self) -> String {
        let mut text = format!("{}\n{}", self.title, self.description);
        for (name, value) in &self.fields {
            text.push_str(&format!("\n{name}: {value}"));
        }
        text
    }
}

/// A list separator in `lang`.
pub fn separator(lang: Lang) -> &'static str {
    match lang {
        Lang::En => ", ",
        Lang::Ja => "、",
    }
}

/// A duration in words: `2 hours 30 minutes`, `2時間30分`.
pub fn duration_text(secs: u32, lang: Lang) -> String {
    let (days, rest) = (secs / 86_400, secs % 86_400);
    let (hours, rest) = (rest / 3600, rest % 3600);
    let (minutes, seconds) = (rest / 60, rest % 60);
    let mut parts = Vec::new();
    if days > 0 {
        parts.push(t!(lang, "admin-duration-days", n = days));
    }
    if hours > 0 {
        parts.push(t!(lang, "admin-duration-hours", n = hours));
    }
    if minutes > 0 {
        parts.push(t!(lang, "admin-duration-minutes", n = minutes));
    }
    if seconds > 0 || parts.is_empty() {
        parts.push(t!(lang, "admin-duration-seconds", n = seconds));
    }
    parts.join(match lang {
        Lang::En => " ",
        Lang::Ja => "",
    })
}

/// Variants by name in `lang`, or "base game only" when none.
pub fn variant_names(modules: &[ModuleId], lang: Lang) -> String {
    if modules.is_empty() {
        return t!(lang, "admin-variants-base-only");
    }
    modules
        .iter()
        .map(|m| module_name(*m, lang))
        .collect::<Vec<_>>()
        .join(separator(lang))
}

/// One setting's value in words.
pub fn value(field: Field, settings: &GuildSettings, server_lang: Lang, lang: Lang) -> String {
    match field {
        Field::Variants => variant_names(&settings.allowed_variants, lang),
        Field::Defaults => match &settings.default_config {
            None => t!(lang, "admin-defaults-none"),
            Some(config) => {
                let rules = if config.modules.is_empty() {
                    t!(lang, "admin-defaults-base-game")
                } else {
                    variant_names(&config.modules, lang)
                };
                t!(
                    lang,
                    "admin-defaults-line",
                    players = config.players,
                    vp = super::super::modules::target_text(
                        &kaitaku_engine::Ruleset::rebuild(config).target,
                        lang
                    ),
                    rules = rules
                )
            }
        },
        Field::Board => {
            let board = settings
                .default_board
                .clone()
                .unwrap_or_else(default_layout);
            layout_name(&board, lang)
        }
        Field::Timer => match settings.turn_timer_secs {
            None => t!(lang, "admin-timer-off"),
            Some(secs) => t!(lang, "admin-timer-on", duration = duration_text(secs, lang)),
        },
        Field::Computer => match settings.computer_takes_over {
            true => t!(lang, "admin-computer-on"),
            false => t!(lang, "admin-computer-off"),
        },
        Field::Reminders => match settings.reminder_secs {
            None => t!(lang, "admin-reminders-off"),
            Some(secs) => t!(
                lang,
                "admin-reminders-on",
                duration = duration_text(secs, lang)
            ),
        },
        Field::Starters => match settings.start_policy {
            StartPolicy::Anyone => t!(lang, "admin-starters-anyone"),
            StartPolicy::Role(role) => {
                t!(lang, "admin-starters-role", role = format!("<@&{role}>"))
            }
            StartPolicy::Admins => t!(lang, "admin-starters-admins"),
        },
        Field::Channels => {
            if settings.game_channels.is_empty() {
                t!(lang, "admin-channels-any")
            } else {
                channel_list(&settings.game_channels, lang)
            }
        }
        Field::Language => match settings.language {
            None => t!(
                lang,
                "admin-language-auto",
                language = server_lang.native_name()
            ),
            Some(l) => l.native_name().to_string(),
        },
    }
}

/// Channels as mentions.
pub fn channel_list(channels: &[u64], lang: Lang) -> String {
    channels
        .iter()
        .map(|c| format!("<#{c}>"))
        .collect::<Vec<_>>()
        .join(separator(lang))
}

/// The summary of `settings` in `lang`; `changed` are marked and named in the description.
/// `server_lang` is the server's Discord language (what "automatic" means).
pub fn summary(
    settings: &GuildSettings,
    changed: &[Field],
    server_lang: Lang,
    lang: Lang,
) -> Summary {
    let description = if changed.is_empty() {
        t!(lang, "admin-summary-hint")
    } else {
        let names: Vec<String> = changed.iter().map(|f| f.label(lang)).collect();
        t!(
            lang,
            "admin-summary-changed",
            changes = names.join(separator(lang))
        )
    };
    let fields = Field::ALL
        .into_iter()
        .map(|f| {
            let mut name = f.label(lang);
            if changed.contains(&f) {
                name.push_str(" ✏️");
            }
            (name, value(f, settings, server_lang, lang))
        })
        .collect();
    Summary {
        title: t!(lang, "admin-summary-title"),
        description,
        fields,
    }
}

/// The `/catan history` line of a game an admin ended.
pub fn ended_line(lang: Lang, game: GameId, turns: u64, players: usize, when: &str) -> String {
    t!(
        lang,
        "admin-history-ended",
        game = game.to_string(),
        turns = turns,
        players = players,
        when = when
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use kaitaku_engine::GameConfig;

    fn custom() -> GuildSettings {
        let mut config = GameConfig::base(3);
        config.target_vp = Some(12);
        config.modules = vec![ModuleId::Harbormaster];
        GuildSettings {
            allowed_variants: vec![ModuleId::EventCards, ModuleId::Harbormaster],
            default_config: Some(config),
            turn_timer_secs: Some(2 * 3600 + 30 * 60),
            start_policy: StartPolicy::Role(42),
            reminder_secs: Some(86_400),
            game_channels: vec![7, 8],
            language: Some(Lang::Ja),
            default_board: Some(kaitaku_engine::board::layout::LayoutChoice::Beginner),
            computer_takes_over: true,
        }
    }

    #[test]
    fn durations_read_naturally() {
        assert_eq!(duration_text(60, Lang::En), "1 minute");
        assert_eq!(duration_text(9000, Lang::En), "2 hours 30 minutes");
        assert_eq!(
            duration_text(86_400 + 90, Lang::En),
            "1 day 1 minute 30 seconds"
        );
        assert_eq!(duration_text(9000, Lang::Ja), "2時間30分");
        assert_eq!(duration_text(86_400, Lang::Ja), "1日");
    }

    #[test]
    fn the_default_summary_in_english() {
        let text = summary(&GuildSettings::default(), &[], Lang::Ja, Lang::En).text();
        for expected in [
            "Friendly Robber, Catan Event Cards, Harbormaster, Catan for Two",
            "Turn timer: Off",
            "Reminders: Off",
            "Who may start games: Anyone",
            "Game channels: Any channel",
            "Board of new games: Balanced random board",
            "Automatic (the server's language: 日本語)",
        ] {
            assert!(text.contains(expected), "{expected:?} in {text}");
        }
    }

    #[test]
    fn a_custom_summary_in_both_languages() {
        let settings = custom();
        let changed = [Field::Timer, Field::Channels];
        let en = summary(&settings, &changed, Lang::En, Lang::En);
        let text = en.text();
        for expected in [
            "Changed: Turn timer, Game channels",
            "Variants allowed: Catan Event Cards, Harbormaster",
            // The target the games will play to: the default 12, then Harbormaster's +1.
            "3 players, 13 (12 as set, +1 Harbormaster) victory points, Harbormaster",
            "Turn timer ✏️: 2 hours 30 minutes per move",
            "Reminders: every 1 day",
            "Members with <@&42> (and admins)",
            "Game channels ✏️: <#7>, <#8>",
            "Language of public messages: 日本語",
            "Board of new games: Beginner board",
        ] {
            assert!(text.contains(expected), "{expected:?} in {text}");
        }
        let ja = summary(&settings, &changed, Lang::En, Lang::Ja).text();
        for expected in [
            "変更しました: 手番の制限時間、ゲームを遊べるチャンネル",
            "カタンイベント、港の親方",
            "3人・13（設定値12、港の親方+1）勝利点・港の親方",
            "2時間30分",
            "1日ごと",
            "<@&42>",
            "<#7>、<#8>",
            "新しいゲームの盤面: 初心者向け配置",
        ] {
            assert!(ja.contains(expected), "{expected:?} in {ja}");
        }
        let none = GuildSettings {
            allowed_variants: Vec::new(),
            start_policy: StartPolicy::Admins,
            ..GuildSettings::default()
        };
        let ja = summary(&none, &[], Lang::Ja, Lang::Ja).text();
        assert!(ja.contains("基本ゲームのみ"), "{ja}");
        assert!(ja.contains("管理者のみ"), "{ja}");
    }
}
