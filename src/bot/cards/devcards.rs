//! Development cards: buying (button and `/catan buy`) and playing (an ephemeral card menu
//! opened from the turn message, and `/catan play card:…` with autocomplete). The turn message
//! only ever shows one "Development cards" button, whatever the player holds, so nothing about
//! their hidden cards leaks into the channel; the plays allowed now are listed privately.

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, ComponentInteraction, Context as SerenityContext, CreateActionRow,
    CreateAutocompleteResponse, CreateButton, CreateInteractionResponse,
    CreateInteractionResponseMessage, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption,
};

use kaitaku_engine::{Action, DevCard, Resource, ResourceSet, View};
use kaitaku_i18n::t;
use kaitaku_i18n::{Lang, resource_name};
use kaitaku_store::GameId;

use crate::bot::compose::{self, dev_card_name};
use crate::bot::custom_id::{CardPlay, ComponentId, Verb};
use crate::bot::handler::{After, Click};
use crate::bot::reply::{private, remember, user_lang};
use crate::bot::slash::act;
use crate::bot::turn;
use crate::bot::{BotError, Context, Data, Refusal};

/// The card an action plays, if it plays one.
pub fn card_of(action: &Action) -> Option<CardPlay> {
    match action {
        Action::PlayKnight => Some(CardPlay::Knight),
        Action::PlayRoadBuilding => Some(CardPlay::RoadBuilding),
        Action::PlayYearOfPlenty { .. } => Some(CardPlay::YearOfPlenty),
        Action::PlayMonopoly { .. } => Some(CardPlay::Monopoly),
        _ => None,
    }
}

/// The resources of a bundle joined with `+`, one name per card: `brick+brick`.
fn joined(set: &ResourceSet) -> String {
    set.iter()
        .flat_map(|(r, n)| std::iter::repeat_n(r.name(), usize::from(n)))
        .collect::<Vec<_>>()
        .join("+")
}

/// A good's name as a label: with a capital in English (`Brick`), as is in Japanese.
pub fn resource_title(r: impl Into<kaitaku_engine::Good>, lang: Lang) -> String {
    let r = r.into();
    if lang != Lang::En {
        return resource_name(r, lang).to_string();
    }
    let name = r.name();
    let mut chars = name.chars();
    match chars.next() {
        Some(first) => first.to_ascii_uppercase().to_string() + chars.as_str(),
        None => String::new(),
    }
}

/// The value naming a card play in select menus and `/catan play`: `knight`,
/// `road_building`, `year_of_plenty:brick+wool`, `monopoly:ore`.
pub fn play_value(action: &Action) -> Option<String> {
    let card = card_of(action)?;
    Some(match action {
        Action::PlayYearOfPlenty { take } => format!("{}:{}", card.as_str(), joined(take)),
        Action::PlayMonopoly { resource } => format!("{}:{}", card.as_str(), resource.name()),
        _ => card.as_str().to_string(),
    })
}

/// How a card play reads in menus: `Year of Plenty: Brick + Wool` (`収穫：レンガ + 羊毛`).
pub fn play_label(action: &Action, lang: Lang) -> Option<String> {
    let card = card_of(action)?;
    let name = dev_card_name(card.card(), lang);
    Some(match action {
        Action::PlayYearOfPlenty { take } => {
            let cards: Vec<String> = take
                .iter()
                .flat_map(|(r, n)| std::iter::repeat_n(resource_title(r, lang), usize::from(n)))
                .collect();
            t!(lang, "play-label", card = name, what = cards.join(" + "))
        }
        Action::PlayMonopoly { resource } => t!(
            lang,
            "play-label",
            card = name,
            what = resource_title(*resource, lang)
        ),
        _ => name,
    })
}

/// The action a play value stands for (not checked for legality).
pub fn parse_play(value: &str) -> Option<Action> {
    let (card, arg) = match value.trim().split_once(':') {
        Some((c, a)) => (c, Some(a)),
        None => (value.trim(), None),
    };
    let resource = |name: &str| Resource::ALL.into_iter().find(|r| r.name() == name.trim());
    match (card.parse::<CardPlay>().ok()?, arg) {
        (CardPlay::Knight, None) => Some(Action::PlayKnight),
        (CardPlay::RoadBuilding, None) => Some(Action::PlayRoadBuilding),
        (CardPlay::Monopoly, Some(r)) => Some(Action::PlayMonopoly {
            resource: resource(r)?,
        }),
        (CardPlay::YearOfPlenty, Some(list)) => {
            let mut take = ResourceSet::default();
            for name in list.split('+') {
                take[resource(name)?] += 1;
            }
            Some(Action::PlayYearOfPlenty { take })
        }
        _ => None,
    }
}

/// The card plays among `legal`, in menu order.
pub fn legal_plays(legal: &[Action]) -> Vec<Action> {
    legal
        .iter()
        .filter(|a| card_of(a).is_some())
        .cloned()
        .collect()
}

/// The private text of the card menu, in `lang`: the viewer's development cards and what they
/// may do now.
pub fn menu_text(view: &View, played_this_turn: bool, plays: &[Action], lang: Lang) -> String {
    let me = view.viewer.and_then(|s| view.players.get(usize::from(s)));
    let (held, new) = me
        .map(|p| {
            (
                p.dev_cards.unwrap_or_default(),
                p.dev_cards_new.unwrap_or_default(),
            )
        })
        .unwrap_or_default();
    let mut lines = Vec::new();
    let cards: Vec<String> = DevCard::ALL
        .into_iter()
        .filter(|c| held[*c] > 0)
        .map(|c| match new[c] {
            0 => t!(
                lang,
                "hand-dev-card",
                count = held[c],
                card = dev_card_name(c, lang)
            ),
            fresh => t!(
                lang,
                "hand-dev-card-new",
                count = held[c],
                card = dev_card_name(c, lang),
                new = fresh
            ),
        })
        .collect();
    if cards.is_empty() {
        lines.push(t!(lang, "cards-none"));
    } else {
        lines.push(t!(
            lang,
            "cards-yours",
            cards = cards.join(&t!(lang, "list-separator"))
        ));
    }
    if !plays.is_empty() {
        lines.push(t!(lang, "cards-press"));
    } else if played_this_turn {
        lines.push(t!(lang, "cards-already-played"));
    } else if new.total() > 0 {
        lines.push(t!(lang, "cards-bought-this-turn"));
    }
    if held[DevCard::VictoryPoint] > 0 {
        lines.push(t!(lang, "cards-vp-never-played"));
    }
    lines.join("\n")
}

/// One button per card that may be played now, labelled in `lang`.
pub fn menu_components(
    game: GameId,
    version: u64,
    plays: &[Action],
    lang: Lang,
) -> Vec<CreateActionRow> {
    let buttons: Vec<CreateButton> = CardPlay::ALL
        .into_iter()
        .filter(|c| plays.iter().any(|a| card_of(a) == Some(*c)))
        .map(|c| {
            CreateButton::new(ComponentId::new(game, version, Verb::Play(c)).to_string())
                .label(t!(
                    lang,
                    "cards-play-button",
                    card = dev_card_name(c.card(), lang)
                ))
                .style(ButtonStyle::Primary)
        })
        .collect();
    if buttons.is_empty() {
        Vec::new()
    } else {
        vec![CreateActionRow::Buttons(buttons)]
    }
}

/// The select menu of a card that needs a choice: every legal play of `card`, in `lang`.
pub fn choice_components(
    game: GameId,
    version: u64,
    card: CardPlay,
    plays: &[Action],
    lang: Lang,
) -> Vec<CreateActionRow> {
    let options: Vec<CreateSelectMenuOption> = plays
        .iter()
        .filter(|a| card_of(a) == Some(card))
        .filter_map(|a| {
            Some(CreateSelectMenuOption::new(
                play_label(a, lang)?,
                play_value(a)?,
            ))
        })
        .take(compose::OPTIONS_PER_MENU)
        .collect();
    if options.is_empty() {
        return Vec::new();
    }
    let placeholder = match card {
        CardPlay::Monopoly => t!(lang, "cards-monopoly-placeholder"),
        _ => t!(lang, "cards-plenty-placeholder"),
    };
    let id = ComponentId::new(game, version, Verb::CardChoice(card));
    vec![CreateActionRow::SelectMenu(
        CreateSelectMenu::new(id.to_string(), CreateSelectMenuKind::String { options })
            .placeholder(placeholder),
    )]
}

/// The "Development cards" button: the current player's private card menu.
pub async fn open_menu(
    ctx: &SerenityContext,
    data: &Data,
    click: &ComponentInteraction,
    id: ComponentId,
) -> Result<(), BotError> {
    let c = Click::new(ctx, data, click, id);
    let stored = match c.current_player().await {
        Ok(s) => s,
        Err(r) => return c.refuse(&r).await,
    };
    let Some((game, seat)) = stored.game.as_ref().zip(stored.seat_of(c.user())) else {
        return c.refuse(&Refusal::NoGame).await;
    };
    let plays = legal_plays(&game.legal_actions(seat));
    let text = menu_text(
        &game.view(Some(seat)),
        game.state().dev_played_this_turn,
        &plays,
        c.lang,
    );
    let menu = menu_components(stored.id, stored.version, &plays, c.lang);
    c.answer(&text, menu).await
}

/// A card's button in the menu: Knight and Road Building are played at once and lead to the
/// robber or road chooser; Year of Plenty and Monopoly first ask what to take.
pub async fn press_card(
    ctx: &SerenityContext,
    data: &Data,
    click: &ComponentInteraction,
    id: ComponentId,
    card: CardPlay,
) -> Result<(), BotError> {
    let c = Click::new(ctx, data, click, id);
    let lang = c.lang;
    let stored = match c.current_player().await {
        Ok(s) => s,
        Err(r) => return c.refuse(&r).await,
    };
    let plays = match stored.game.as_ref().zip(stored.seat_of(c.user())) {
        Some((game, seat)) => legal_plays(&game.legal_actions(seat)),
        None => Vec::new(),
    };
    let action = match card {
        CardPlay::Knight => Action::PlayKnight,
        CardPlay::RoadBuilding => Action::PlayRoadBuilding,
        CardPlay::YearOfPlenty | CardPlay::Monopoly => {
            let menu = choice_components(stored.id, stored.version, card, &plays, lang);
            if menu.is_empty() {
                let name = dev_card_name(card.card(), lang);
                let text = t!(lang, "cards-cannot-play", card = name);
                return c.refuse(&Refusal::BadChoice(text)).await;
            }
            let text = match card {
                CardPlay::Monopoly => t!(lang, "cards-monopoly-prompt"),
                _ => t!(lang, "cards-plenty-prompt"),
            };
            let update = CreateInteractionResponseMessage::new()
                .content(text)
                .components(menu);
            click
                .create_response(ctx, CreateInteractionResponse::UpdateMessage(update))
                .await?;
            return Ok(());
        }
    };
    c.defer_update().await?;
    let outcome = c.act(action).await;
    c.finish(outcome, After::NextStep).await
}

/// The Year of Plenty / Monopoly select menu: plays the chosen option.
pub async fn card_chosen(
    ctx: &SerenityContext,
    data: &Data,
    click: &ComponentInteraction,
    id: ComponentId,
    card: CardPlay,
) -> Result<(), BotError> {
    let c = Click::new(ctx, data, click, id);
    let Some(values) = c.values() else {
        return c
            .forged("a card choice id on a component that is not a select menu")
            .await;
    };
    let action = values
        .first()
        .and_then(|v| parse_play(v))
        .filter(|a| card_of(a) == Some(card));
    let Some(action) = action else {
        return c.forged("an unknown card choice").await;
    };
    c.defer_update().await?;
    let outcome = c.act(action).await;
    c.finish(outcome, After::Summary).await
}

/// Buy a development card
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "発展カード購入"),
    description_localized("ja", "発展カードを買う")
)]
pub async fn buy(ctx: Context<'_>) -> Result<(), BotError> {
    act(ctx, Action::BuyDevCard).await
}

/// The author's legal card plays, filtered and ranked by what they typed.
async fn complete_play(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let mut response = CreateAutocompleteResponse::new();
    let Ok(stored) = turn::active_game(ctx.data(), ctx.channel_id().get()).await else {
        return response;
    };
    let Some((game, seat)) = stored
        .game
        .as_ref()
        .zip(stored.seat_of(ctx.author().id.get()))
    else {
        return response;
    };
    let lang = user_lang(ctx);
    let plays = legal_plays(&game.legal_actions(seat))
        .iter()
        .filter_map(|a| Some((play_label(a, lang)?, play_value(a)?)))
        .map(|(label, value)| {
            let keys = vec![label.clone(), value.clone()];
            ((label, value), keys)
        })
        .collect::<Vec<_>>();
    let choices = crate::bot::suggest::rank(partial, plays, compose::OPTIONS_PER_MENU);
    for (label, value) in choices {
        response = response.add_string_choice(label, value);
    }
    response
}

/// Play a development card
#[poise::command(
    slash_command,
    guild_only,
    name_localized("ja", "カード使用"),
    description_localized("ja", "発展カードを使う")
)]
pub async fn play(
    ctx: Context<'_>,
    #[description = "The card (and what it takes), as offered"]
    #[name_localized("ja", "カード")]
    #[description_localized("ja", "使うカード（候補から選ぶ）")]
    #[autocomplete = "complete_play"]
    card: String,
) -> Result<(), BotError> {
    remember(ctx);
    let lang = user_lang(ctx);
    let checked = async {
        let stored = turn::active_game(ctx.data(), ctx.channel_id().get()).await?;
        let seat = turn::seat_of(&stored, ctx.author().id.get())?;
        let game = stored.game.as_ref().ok_or(Refusal::NoGame)?;
        if !turn::may_act(game, seat) || game.state().current != seat {
            return Err(Refusal::NotYourTurn);
        }
        let unreadable =
            || Refusal::BadChoice(t!(lang, "cards-not-playable", card = card.as_str()));
        let action = parse_play(&card).ok_or_else(unreadable)?;
        if game.legal_actions(seat).contains(&action) {
            return Ok(action);
        }
        // Which rule refuses it (a card bought this turn, one already played…).
        Err(crate::bot::reasons::dry_run(game, seat, &action).unwrap_or_else(unreadable))
    }
    .await;
    match checked {
        Ok(action) => act(ctx, action).await,
        Err(r) => private(ctx, r.text(lang)).await,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kaitaku_engine::state::Phase;
    use kaitaku_engine::{Game, GameConfig};

    #[test]
    fn play_values_round_trip() {
        let plays = [
            Action::PlayKnight,
            Action::PlayRoadBuilding,
            Action::PlayMonopoly {
                resource: Resource::Ore,
            },
            Action::PlayYearOfPlenty {
                take: ResourceSet::of(Resource::Brick, 2),
            },
            Action::PlayYearOfPlenty {
                take: ResourceSet::from_resources([1, 0, 1, 0, 0]),
            },
        ];
        for a in &plays {
            let value = play_value(a).expect("a play");
            assert_eq!(parse_play(&value).as_ref(), Some(a), "{value}");
        }
        assert_eq!(
            play_label(&plays[3], Lang::En).as_deref(),
            Some("Year of Plenty: Brick + Brick")
        );
        assert_eq!(
            play_label(&plays[3], Lang::Ja).as_deref(),
            Some("収穫：レンガ + レンガ")
        );
        assert_eq!(
            play_value(&plays[4]).as_deref(),
            Some("year_of_plenty:lumber+wool")
        );
        assert_eq!(parse_play("monopoly"), None);
        assert_eq!(parse_play("knight:ore"), None);
        assert_eq!(parse_play("victory_point"), None);
        assert_eq!(play_value(&Action::EndTurn), None);
    }

    #[test]
    fn the_menu_shows_only_legal_plays_and_explains_the_rest() {
        let plays = vec![
            Action::PlayKnight,
            Action::PlayMonopoly {
                resource: Resource::Wool,
            },
        ];
        let rows =
            serde_json::to_value(menu_components(GameId(4), 7, &plays, Lang::En)).expect("json");
        let ids: Vec<&str> = rows[0]["components"]
            .as_array()
            .expect("buttons")
            .iter()
            .filter_map(|b| b["custom_id"].as_str())
            .collect();
        assert_eq!(ids, ["k1:4:7:play:knight", "k1:4:7:play:monopoly"]);
        assert!(menu_components(GameId(4), 7, &[], Lang::En).is_empty());
        let ja =
            serde_json::to_value(menu_components(GameId(4), 7, &plays, Lang::Ja)).expect("json");
        assert_eq!(ja[0]["components"][0]["label"], "「騎士」を使う");
        let choice = serde_json::to_value(choice_components(
            GameId(4),
            7,
            CardPlay::Monopoly,
            &plays,
            Lang::En,
        ))
        .expect("json");
        let menu = &choice[0]["components"][0];
        assert_eq!(menu["custom_id"], "k1:4:7:choice:monopoly");
        assert_eq!(menu["options"][0]["value"], "monopoly:wool");

        let game = Game::new(GameConfig::base(3), 1).expect("game");
        let text = menu_text(&game.view(Some(0)), false, &[], Lang::En);
        assert_eq!(text, "You hold no development cards.");
        let ja = menu_text(&game.view(Some(0)), false, &[], Lang::Ja);
        assert_eq!(ja, "発展カードを持っていません。");
    }

    #[test]
    fn the_turn_message_offers_cards_without_revealing_them() {
        let mut game = Game::new(GameConfig::base(3), 5).expect("game");
        while matches!(game.phase(), Phase::Setup { .. }) {
            let seat = game.state().current;
            let a = game.legal_actions(seat).into_iter().next().expect("legal");
            game.apply(seat, &a).expect("applies");
        }
        // Before the roll: Roll and Development cards (whatever the hand), and Hand.
        let view = game.view(None);
        let legal = game.legal_actions(view.current);
        let rows =
            serde_json::to_value(compose::turn_components(GameId(1), &view, &legal, Lang::En))
                .expect("json");
        let verbs: Vec<String> = rows
            .as_array()
            .expect("rows")
            .iter()
            .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
            .filter_map(|b| {
                b["custom_id"]
                    .as_str()
                    .map(|s| s.splitn(4, ':').nth(3).unwrap_or("").to_string())
            })
            .collect();
        assert_eq!(verbs, ["roll", "cards", "hand"]);
    }
}
