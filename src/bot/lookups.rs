//! Lookups: `/catan status`, `/catan board`, `/catan log`, `/catan rules`, `/catan history`
//! and `/catan stats`. Everything shown is public information (the log is redacted for the
//! public); the answers are ephemeral so the channel stays readable, in the asker's language.
//! The texts are plain functions of what they show and the language (`lookups.ftl`).

use poise::serenity_prelude as serenity;
use serenity::CreateAutocompleteResponse;

use kaitaku_engine::modules::ModuleId;
use kaitaku_engine::ruleset::TargetPlan;
use kaitaku_engine::{Event, TradeResponse, View};
use kaitaku_i18n::Lang;
use kaitaku_i18n::t;
use kaitaku_store::{GameResult, LoggedEvent, ResultOutcome, UserStats};

use super::admin::parse;
use super::compose::{self, Table};
use super::reply::{private, remember, user_lang};
use super::trade_compose::cards;
use super::turn;
use super::{BotError, Context, Data, Refusal};
use kaitaku_store::GameId;

/// Events `/catan log` shows when no count is given.
pub const DEFAULT_LOG: i64 = 10;
/// The most events `/catan log` shows at once.
pub const MAX_LOG: i64 = 50;
/// Ended games `/catan history` lists.
pub const HISTORY_GAMES: u32 = 10;
/// Discord's limit on a message's content.
const MAX_CONTENT: usize = 2000;

/// The public summary of a game: situation, every player's public state, the bank and the
/// open offer.
pub fn status_text(view: &View, table: &Table, lang: Lang) -> String {
    let mut text = t!(
        lang,
        "lookups-status-head",
        turn = view.turn,
        situation = compose::situation(view, table, lang)
    );
    text.push('\n');
    text.push_str(&t!(lang, "lookups-first-to", vp = view.target_vp));
    if let Some([a, b]) = view.last_roll {
        text.push(' ');
        text.push_str(&t!(lang, "lookups-last-roll", sum = a + b, a = a, b = b));
    }
    for p in &view.players {
        text.push_str(&format!(
            "\n{} — {}",
            table.label(p.seat),
            compose::player_line(view, p.seat, lang)
        ));
    }
    text.push('\n');
    if view.dev_cards_unused && view.dev_deck_left == 0 {
        // No base deck in this game: its count would always read 0.
        text.push_str(&t!(
            lang,
            "lookups-bank-no-deck",
            bank = cards(&view.bank, lang)
        ));
    } else {
        text.push_str(&t!(
            lang,
            "lookups-bank",
            bank = cards(&view.bank, lang),
            dev = view.dev_deck_left
        ));
    }
    if let Some(o) = &view.trade {
        text.push('\n');
        text.push_str(&t!(
            lang,
            "lookups-open-offer",
            name = table.name(o.from),
            give = cards(&o.give, lang),
            get = cards(&o.get, lang)
        ));
    }
    text
}

/// How many events to show for a requested count, and a note when it was changed.
pub fn log_count(asked: Option<i64>, lang: Lang) -> Result<(u32, Option<String>), String> {
    match asked.unwrap_or(DEFAULT_LOG) {
        n if n < 1 => Err(t!(lang, "lookups-log-too-few", asked = n)),
        n if n > MAX_LOG => Ok((
            MAX_LOG as u32,
            Some(t!(lang, "lookups-log-capped", asked = n, max = MAX_LOG)),
        )),
        n => Ok((u32::try_from(n).unwrap_or(DEFAULT_LOG as u32), None)),
    }
}

/// An event as a log sentence (public view), or `None` for events not worth a line.
pub fn log_line(event: &Event, table: &Table, lang: Lang) -> Option<String> {
    match event.redacted_for(None) {
        Event::TurnStarted { seat, turn } => Some(t!(
            lang,
            "lookups-log-turn",
            turn = turn,
            name = table.name(seat)
        )),
        Event::TradeAnswered { seat, response, .. } => {
            let name = table.name(seat);
            Some(match response {
                TradeResponse::Accept => t!(lang, "lookups-log-accepted", name = name),
                TradeResponse::Decline => t!(lang, "lookups-log-declined", name = name),
                TradeResponse::Counter { give, get } => t!(
                    lang,
                    "lookups-log-countered",
                    name = name,
                    give = cards(&give, lang),
                    get = cards(&get, lang)
                ),
            })
        }
        other => compose::describe_event(&other, table, lang),
    }
}

/// The log text: the last `count` readable events, oldest first, within one message.
pub fn log_text(
    events: &[LoggedEvent],
    table: &Table,
    count: u32,
    note: Option<&str>,
    lang: Lang,
) -> String {
    let lines: Vec<String> = events
        .iter()
        .filter_map(|e| {
            log_line(&e.event, table, lang).map(|l| super::seats::with_source(l, e.source, lang))
        })
        .collect();
    let start = lines.len().saturating_sub(count as usize);
    let mut shown: Vec<&String> = lines[start..].iter().collect();
    let mut head = t!(lang, "lookups-log-title");
    head.push('\n');
    if let Some(n) = note {
        head.push_str(n);
        head.push('\n');
    }
    if shown.is_empty() {
        return format!("{head}{}", t!(lang, "lookups-log-empty"));
    }
    // Keep the newest lines that fit in one message (Discord counts characters).
    let chars = |s: &str| s.chars().count();
    while chars(&head) + shown.iter().map(|l| chars(l) + 1).sum::<usize>() > MAX_CONTENT - 40 {
        shown.remove(0);
    }
    let body: Vec<&str> = shown.iter().map(|s| s.as_str()).collect();
    format!("{head}{}", body.join("\n"))
}

/// The base game's rules in a few lines, with the game's target (and its steps when a module
/// changes it).
pub fn base_rules(target: &TargetPlan, lang: Lang) -> String {
    t!(
        lang,
        "lookups-base-rules",
        vp = super::modules::target_text(target, lang)
    )
}

/// A rule module's changes in a few lines, and the paragraph that continues them when the
/// module has one (`lookups-rules-<module>-more`: a large expansion's second part).
pub fn module_rules(module: ModuleId, lang: Lang) -> String {
    let id = format!("lookups-rules-{}", module.name().replace('_', "-"));
    let mut text = kaitaku_i18n::tr(lang, &id);
    let more = format!("{id}-more");
    if kaitaku_i18n::has_message(lang, &more) {
        text.push_str("\n\n");
        text.push_str(&kaitaku_i18n::tr(lang, &more));
    }
    text
}

/// The rules text for a game with `modules` and the ruleset's `target`.
pub fn rules_text(modules: &[ModuleId], target: &TargetPlan, lang: Lang) -> String {
    let mut text = base_rules(target, lang);
    if modules.is_empty() {
        text.push('\n');
        text.push_str(&t!(lang, "lookups-no-variants"));
    }
    for m in modules {
        text.push_str("\n\n");
        text.push_str(&module_rules(*m, lang));
    }
    text
}

/// A date for Discord to show in the reader's time zone.
fn date(ms: i64) -> String {
    format!("<t:{}:d>", ms.div_euclid(1000))
}

/// One line of `/catan history`.
pub fn history_line(r: &GameResult, lang: Lang) -> String {
    let players = r.players.len();
    let when = date(r.finished_at);
    match (r.outcome, r.winner_id) {
        (ResultOutcome::Won, Some(w)) => {
            let vp = r.players.iter().find(|p| p.won).map_or(0, |p| p.vp);
            t!(
                lang,
                "lookups-history-won",
                game = r.game_id.to_string(),
                winner = w.to_string(),
                vp = vp,
                turns = r.turns,
                players = players,
                when = when
            )
        }
        (ResultOutcome::Drawn, _) => {
            let vp = r.players.iter().map(|p| p.vp).max().unwrap_or(0);
            t!(
                lang,
                "lookups-history-drawn",
                game = r.game_id.to_string(),
                vp = vp,
                turns = r.turns,
                players = players,
                when = when
            )
        }
        _ if r.ended_by.is_some() => {
            super::admin::summary::ended_line(lang, r.game_id, r.turns, players, &when)
        }
        _ => t!(
            lang,
            "lookups-history-abandoned",
            game = r.game_id.to_string(),
            turns = r.turns,
            players = players,
            when = when
        ),
    }
}

/// The text of `/catan history`.
pub fn history_text(results: &[GameResult], lang: Lang) -> String {
    if results.is_empty() {
        return t!(lang, "lookups-history-empty");
    }
    let mut text = t!(lang, "lookups-history-title", count = results.len());
    for r in results {
        text.push('\n');
        text.push_str(&history_line(r, lang));
    }
    text
}

/// The text of `/catan stats` for `user`.
pub fn stats_text(user: u64, stats: &UserStats, lang: Lang) -> String {
    if stats.played == 0 {
        return t!(lang, "lookups-stats-none", user = user.to_string());
    }
    let average = stats.total_vp as f64 / stats.played as f64;
    let rate = 100.0 * stats.won as f64 / stats.played as f64;
    t!(
        lang,
        "lookups-stats",
        user = user.to_string(),
        played = stats.played,
        won = stats.won,
        rate = format!("{rate:.0}"),
        average = format!("{average:.1}")
    )
}

/// Show the game's public summary (whose turn, points, cards held, bank)
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "状況"),
    description_localized("ja", "ゲームの公開情報（手番、得点、手札の枚数、銀行）を見る")
)]
pub async fn status(ctx: Context<'_>) -> Result<(), BotError> {
    remember(ctx);
    let lang = user_lang(ctx);
    let text = match turn::active_game(ctx.data(), ctx.channel_id().get()).await {
        Ok(stored) => match stored.game.as_ref() {
            Some(game) => status_text(&game.view(None), &turn::table_of(ctx.data(), &stored), lang),
            None => Refusal::NoGame.text(lang),
        },
        Err(r) => r.text(lang),
    };
    private(ctx, text).await
}

/// Show the current board (only you see it)
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "盤面"),
    description_localized("ja", "今の盤面を見る（自分にだけ表示）")
)]
pub async fn board(ctx: Context<'_>) -> Result<(), BotError> {
    remember(ctx);
    let lang = user_lang(ctx);
    let stored = match turn::active_game(ctx.data(), ctx.channel_id().get()).await {
        Ok(s) => s,
        Err(r) => return private(ctx, r.text(lang)).await,
    };
    let Some(game) = stored.game.as_ref() else {
        return private(ctx, Refusal::NoGame.text(lang)).await;
    };
    ctx.defer_ephemeral().await?;
    let view = game.view(None);
    let content = board_caption(&view, lang);
    let names = turn::table_of(ctx.data(), &stored).names;
    let png = turn::render_board(view, names, None, lang).await?;
    let reply = poise::CreateReply::default()
        .content(content)
        .attachment(serenity::CreateAttachment::bytes(png, compose::BOARD_FILE))
        .ephemeral(true);
    ctx.send(reply).await?;
    Ok(())
}

/// The caption of `/catan board`.
pub fn board_caption(view: &View, lang: Lang) -> String {
    if view.turn == 0 {
        t!(lang, "lookups-board-setup")
    } else {
        t!(lang, "lookups-board-turn", turn = view.turn)
    }
}

/// Show the game's recent events
#[poise::command(
    slash_command,
    guild_only,
    rename = "log",
    name_localized("ja", "記録"),
    description_localized("ja", "ゲームの最近の出来事を見る")
)]
pub async fn log_cmd(
    ctx: Context<'_>,
    #[description = "How many events (default 10, at most 50)"]
    #[name_localized("ja", "件数")]
    #[description_localized("ja", "表示する件数（省略時は10件、最大50件）")]
    count: Option<i64>,
) -> Result<(), BotError> {
    remember(ctx);
    let lang = user_lang(ctx);
    let (n, note) = match log_count(count, lang) {
        Ok(c) => c,
        Err(text) => return private(ctx, text).await,
    };
    let stored = match turn::active_game(ctx.data(), ctx.channel_id().get()).await {
        Ok(s) => s,
        Err(r) => return private(ctx, r.text(lang)).await,
    };
    // Some events have no line (answers are kept, bookkeeping is not): read more than asked.
    let events = match ctx.data().store.recent_events(stored.id, n * 3 + 20).await {
        Ok(e) => e,
        Err(e) => return private(ctx, Refusal::from(e).text(lang)).await,
    };
    let table = turn::table_of(ctx.data(), &stored);
    private(ctx, log_text(&events, &table, n, note.as_deref(), lang)).await
}

/// Autocomplete for `/catan rules`: the base game and every rule and scenario of the registry.
async fn complete_variant(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let mut response = CreateAutocompleteResponse::new();
    for (label, value) in parse::one_variant_suggestions(partial, user_lang(ctx))
        .into_iter()
        .take(25)
    {
        response = response.add_string_choice(label, value);
    }
    response
}

/// Summarise the rules of this channel's game (or of a variant)
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "ルール"),
    description_localized("ja", "このチャンネルのゲーム（または選択ルール）のルールの要約を見る")
)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "A variant to describe (default: this channel's game)"]
    #[name_localized("ja", "選択ルール")]
    #[description_localized("ja", "説明するルール（省略時はこのチャンネルのゲーム）")]
    #[autocomplete = "complete_variant"]
    variant: Option<String>,
) -> Result<(), BotError> {
    let lang = user_lang(ctx);
    let text = match variant.as_deref().map(|v| parse::parse_variant(v, lang)) {
        Some(Err(why)) => why,
        Some(Ok(None)) => rules_text(&[], &TargetPlan::default(), lang),
        Some(Ok(Some(module))) => module_rules(module, lang),
        None => match ctx
            .data()
            .store
            .load_by_channel(ctx.channel_id().get())
            .await
        {
            Ok(Some(stored)) if stored.status.is_open() => {
                let target = match stored.game.as_ref() {
                    Some(g) => g.ruleset().target.clone(),
                    None => kaitaku_engine::Ruleset::rebuild(&stored.config).target,
                };
                rules_text(&stored.config.modules, &target, lang)
            }
            _ => rules_text(&[], &TargetPlan::default(), lang),
        },
    };
    // Every variant with the base game can be longer than one message: a follow-up each.
    for part in message_parts(&text) {
        private(ctx, part).await?;
    }
    Ok(())
}

/// Discord's limit on a message's content, in characters.
const MESSAGE_CHARS: usize = 2000;

/// `text` cut into messages Discord accepts, between paragraphs (a paragraph longer than a
/// message, which ours never are, is cut between characters).
pub fn message_parts(text: &str) -> Vec<String> {
    let mut parts: Vec<String> = Vec::new();
    for paragraph in text.split("\n\n") {
        let fits = parts
            .last()
            .is_some_and(|p| p.chars().count() + 2 + paragraph.chars().count() <= MESSAGE_CHARS);
        match parts.last_mut() {
            Some(last) if fits => {
                last.push_str("\n\n");
                last.push_str(paragraph);
            }
            _ => {
                let chars: Vec<char> = paragraph.chars().collect();
                for chunk in chars.chunks(MESSAGE_CHARS) {
                    parts.push(chunk.iter().collect());
                }
            }
        }
    }
    parts
}

/// List this server's ended games
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "履歴"),
    description_localized("ja", "このサーバーで終わったゲームの一覧")
)]
pub async fn history(ctx: Context<'_>) -> Result<(), BotError> {
    let lang = user_lang(ctx);
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let text = match ctx.data().store.history(guild, HISTORY_GAMES).await {
        Ok(results) => history_text(&results, lang),
        Err(e) => Refusal::from(e).text(lang),
    };
    private(ctx, text).await
}

/// A player's record on this server: games, wins, average points
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "成績"),
    description_localized("ja", "このサーバーでのプレイヤーの成績（ゲーム数、勝利数、平均点）")
)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose record (default: yours)"]
    #[name_localized("ja", "プレイヤー")]
    #[description_localized("ja", "誰の成績か（省略時は自分）")]
    player: Option<serenity::User>,
) -> Result<(), BotError> {
    let lang = user_lang(ctx);
    let guild = ctx.guild_id().map(|g| g.get());
    let user = player.map_or(ctx.author().id.get(), |u| u.id.get());
    let text = match ctx.data().store.user_stats(guild, user).await {
        Ok(stats) => stats_text(user, &stats, lang),
        Err(e) => Refusal::from(e).text(lang),
    };
    private(ctx, text).await
}

/// The private hand of `user` in the channel's game, in `lang`.
pub async fn hand_text(
    data: &Data,
    channel: u64,
    user: u64,
    game: Option<GameId>,
    lang: Lang,
) -> Result<String, Refusal> {
    let stored = turn::active_game(data, channel).await?;
    if game.is_some_and(|g| g != stored.id) {
        return Err(Refusal::NoGame);
    }
    let seat = turn::seat_of(&stored, user)?;
    let g = stored.game.as_ref().ok_or(Refusal::NoGame)?;
    Ok(compose::hand_text(&g.view(Some(seat)), lang))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The target plan of a game with `modules` and the config's `target`.
    fn plan(modules: &[ModuleId], target: Option<u8>) -> TargetPlan {
        let mut config = kaitaku_engine::GameConfig::base(4);
        config.modules = modules.to_vec();
        config.target_vp = target;
        kaitaku_engine::Ruleset::rebuild(&config).target
    }

    /// Japanese text has no English words left (markup and `VP`-free numbers aside).
    fn no_english(text: &str) {
        assert!(
            !text.chars().any(|c| c.is_ascii_alphabetic()),
            "English left in {text:?}"
        );
    }

    /// `/catan rules` explains every development card, in both languages, within one message.
    #[test]
    fn rules_explain_the_development_cards() {
        for (lang, names) in [
            (
                Lang::En,
                [
                    "Knight",
                    "Victory Point",
                    "Road Building",
                    "Year of Plenty",
                    "Monopoly",
                ],
            ),
            (Lang::Ja, ["騎士", "勝利点", "街道建設", "収穫", "独占"]),
        ] {
            let text = rules_text(&[], &TargetPlan::default(), lang);
            for name in names {
                assert!(text.contains(name), "{name} missing from {text}");
            }
            // The base game alone is one message; with every variant, more than one.
            assert_eq!(message_parts(&text), vec![text.clone()]);
            let all = rules_text(&ModuleId::ALL, &plan(&[ModuleId::Harbormaster], None), lang);
            let parts = message_parts(&all);
            assert!(parts.iter().all(|p| p.chars().count() <= 2000), "{parts:?}");
            assert_eq!(parts.join("\n\n"), all);
            let head: String = text.chars().take(20).collect();
            assert!(parts[0].starts_with(&head), "{}", parts[0]);
        }
    }

    /// Cities & Knights' rules go on with the progress cards, in a paragraph of their own
    /// (in the seed's words: 戦略カード), and still fit Discord's messages.
    #[test]
    fn the_progress_cards_follow_the_cities_and_knights_rules() {
        let en = module_rules(ModuleId::CitiesAndKnights, Lang::En);
        let (_, more) = en
            .split_once("\n\n**Progress cards**")
            .expect("a paragraph");
        for word in [
            "Alchemist",
            "at most 4",
            "Progress cards button",
            "merchant",
        ] {
            assert!(more.contains(word), "{word} missing from {more}");
        }
        let ja = module_rules(ModuleId::CitiesAndKnights, Lang::Ja);
        let (_, more) = ja.split_once("\n\n**戦略カード**").expect("a paragraph");
        for word in ["錬金術師", "最大で4枚までキープ", "山札の一番下", "商人"]
        {
            assert!(more.contains(word), "{word} missing from {more}");
        }
        for lang in [Lang::En, Lang::Ja] {
            let text = rules_text(&[ModuleId::CitiesAndKnights], &TargetPlan::default(), lang);
            assert!(
                message_parts(&text)
                    .iter()
                    .all(|p| p.chars().count() <= 2000)
            );
        }
        // A module without a second paragraph is one paragraph.
        assert!(!module_rules(ModuleId::Harbormaster, Lang::En).contains("\n\n"));
    }

    #[test]
    fn rules_summaries_read_in_both_languages() {
        let en = rules_text(&[], &TargetPlan::default(), Lang::En);
        assert!(en.starts_with("**Catan — base game**"), "{en}");
        assert!(en.contains("The first to 10 victory points"), "{en}");
        assert!(en.contains("No variant rules are in play."), "{en}");
        let ja = rules_text(&[], &plan(&[], Some(12)), Lang::Ja);
        for word in [
            "開拓地",
            "都市",
            "街道",
            "盗賊",
            "発展カード",
            "騎士",
            "資源カード",
            "勝利点",
            "最長交易路",
            "最大騎士力",
            "交易",
            "港",
            "銀行",
            "海上交易",
            "サイコロ",
            "手番",
            "12勝利点",
        ] {
            assert!(ja.contains(word), "{word} missing from {ja}");
        }
        no_english(&ja);
        let all = rules_text(
            &ModuleId::ALL,
            &plan(&[ModuleId::Harbormaster], None),
            Lang::Ja,
        );
        assert!(all.contains("11（10、港の親方+1）勝利点"), "{all}");
        let en = rules_text(
            &[ModuleId::Harbormaster],
            &plan(&[ModuleId::Harbormaster], Some(12)),
            Lang::En,
        );
        assert!(
            en.contains("The first to 13 (12 as set, +1 Harbormaster) victory points"),
            "{en}"
        );
        for word in [
            "親切な盗賊",
            "カタンイベント",
            "港の親方",
            "2人でカタン",
            "中立",
            "交易チップ",
            "新年",
        ] {
            assert!(all.contains(word), "{word} missing from {all}");
        }
        no_english(&all);
        for m in ModuleId::ALL {
            let en = module_rules(m, Lang::En);
            assert!(en.starts_with("**") && en.is_ascii(), "{en}");
        }
    }

    #[test]
    fn log_and_records_read_in_both_languages() {
        assert!(log_count(Some(0), Lang::Ja).is_err_and(|e| e.contains("1件以上")));
        let (n, note) = log_count(Some(500), Lang::En).expect("capped");
        assert_eq!(n, 50);
        assert!(note.is_some_and(|n| n.contains("at most 50")));
        let table = Table {
            users: vec![1, 2],
            names: vec!["Ann".into(), "Ben".into()],
        };
        let turn = Event::TurnStarted { seat: 1, turn: 4 };
        assert_eq!(
            log_line(&turn, &table, Lang::Ja).as_deref(),
            Some("— 第4ターン：Ben —")
        );
        assert_eq!(
            log_line(&turn, &table, Lang::En).as_deref(),
            Some("— Turn 4: Ben —")
        );
        let empty = log_text(&[], &table, 10, None, Lang::Ja);
        assert_eq!(empty, "**最近の出来事**\nまだ何も起きていません。");
        let stats = UserStats {
            played: 4,
            won: 1,
            total_vp: 30,
        };
        assert_eq!(
            stats_text(7, &stats, Lang::En),
            "**<@7>** — 4 games, 1 win (25%), 7.5 VP on average."
        );
        assert_eq!(
            stats_text(7, &stats, Lang::Ja),
            "**<@7>** — 4ゲーム、1勝（勝率25%）、平均7.5勝利点。"
        );
        assert_eq!(
            history_text(&[], Lang::Ja),
            "このサーバーで終わったゲームはまだありません。"
        );
    }
}
