//! Option values outside what a slash command declares: Discord's own client refuses them, but
//! another client (or the local page, or a forged request) may send them. Every command is
//! checked before it runs, and a refused value gets a private answer in the author's language;
//! nothing changes.

use poise::CommandInteractionType;
use poise::serenity_prelude as serenity;
use serenity::ResolvedValue;

use kaitaku_i18n::{Lang, t};

use super::reply::{private, user_lang};
use super::{BotError, Context};

/// An option whose number lies outside its declared range.
#[derive(Clone, Debug, PartialEq)]
pub struct OutOfRange {
    /// The option's name in the author's language.
    pub option: String,
    /// The value sent.
    pub value: String,
    /// The smallest allowed value, if any.
    pub min: Option<String>,
    /// The largest allowed value, if any.
    pub max: Option<String>,
}

/// The framework's check before every command: refuses (privately) a number outside its
/// option's declared range; `Ok(false)` then stops the command.
pub async fn check(ctx: Context<'_>) -> Result<bool, BotError> {
    let lang = user_lang(ctx);
    let Some(bad) = out_of_range(ctx, lang) else {
        return Ok(true);
    };
    tracing::info!(command = %ctx.command().qualified_name, option = %bad.option,
        value = %bad.value, "refused an option value outside its range");
    private(ctx, refusal_text(&bad, lang)).await?;
    Ok(false)
}

/// The refusal for `bad`, in `lang`.
pub fn refusal_text(bad: &OutOfRange, lang: Lang) -> String {
    let unbounded = || "–".to_owned();
    t!(
        lang,
        "refusal-option-range",
        option = bad.option.clone(),
        value = bad.value.clone(),
        min = bad.min.clone().unwrap_or_else(unbounded),
        max = bad.max.clone().unwrap_or_else(unbounded)
    )
}

/// The first numeric option of a slash command (not an autocomplete request) outside the
/// range its command declares.
fn out_of_range(ctx: Context<'_>, lang: Lang) -> Option<OutOfRange> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    if app.interaction_type != CommandInteractionType::Command {
        return None;
    }
    app.args.iter().find_map(|arg| {
        let value = match arg.value {
            ResolvedValue::Integer(i) => i as f64,
            ResolvedValue::Number(n) => n,
            _ => return None,
        };
        let param = ctx
            .command()
            .parameters
            .iter()
            .find(|p| p.name == arg.name)?;
        let declared = serde_json::to_value(param.create_as_slash_command_option()?).ok()?;
        let (min, max) = (&declared["min_value"], &declared["max_value"]);
        let below = min.as_f64().is_some_and(|m| value < m);
        let above = max.as_f64().is_some_and(|m| value > m);
        if !(below || above) {
            return None;
        }
        let option = param
            .name_localizations
            .iter()
            .find(|(locale, _)| Lang::from_discord(locale) == lang && lang != Lang::En)
            .map_or_else(|| param.name.to_string(), |(_, name)| name.to_string());
        // Declared as numbers (3.0): shown as written (3).
        let shown = |v: &serde_json::Value| {
            v.as_f64().map(|f| {
                if f.fract() == 0.0 {
                    format!("{f:.0}")
                } else {
                    f.to_string()
                }
            })
        };
        Some(OutOfRange {
            option,
            value: match arg.value {
                ResolvedValue::Integer(i) => i.to_string(),
                _ => value.to_string(),
            },
            min: shown(min),
            max: shown(max),
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_refusal_names_the_option_the_value_and_the_range() {
        let bad = OutOfRange {
            option: "target_vp".into(),
            value: "1000".into(),
            min: Some("3".into()),
            max: Some("30".into()),
        };
        let en = refusal_text(&bad, Lang::En);
        for part in ["target_vp", "1000", "3", "30", "Nothing was changed"] {
            assert!(en.contains(part), "{part} in {en}");
        }
        let ja = refusal_text(
            &OutOfRange {
                option: "目標勝利点".into(),
                ..bad
            },
            Lang::Ja,
        );
        assert!(ja.contains("目標勝利点") && ja.contains("1000"), "{ja}");
    }
}
