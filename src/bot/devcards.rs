//! Development cards: buying (button and `/catan buy`) and playing (an ephemeral card menu
//! opened from the turn message, and `/catan play card:…` with autocomplete). The turn message
//! only ever shows one "Development cards" button, whatever the player holds, so nothing about
//! their hidden cards leaks into the channel; the plays allowed now are listed privately.

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, ComponentInteraction, ComponentInteractionDataKind, Context as SerenityContext,
    CreateActionRow, CreateAutocompleteResponse, CreateButton, CreateInteractionResponse,
    CreateInteractionResponseMessage, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption, EditInteractionResponse,
};

use crate::engine::{Action, DevCard, Resource, ResourceSet, View};
use crate::store::GameId;

use super::commands::{act, private, remember};
use super::components::{chooser_edit, next_pick, pick_target, private_summary, reply, reply_with};
use super::compose::{self, dev_card_name};
use super::custom_id::{CardPlay, ComponentId, Verb};
use super::turn::{self, Expected};
use super::{BotError, Context, Data, Refusal};

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

/// A resource's name with a capital.
pub fn resource_title(r: Resource) -> String {
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

/// How a card play reads in menus: `Year of Plenty: Brick + Wool`.
pub fn play_label(action: &Action) -> Option<String> {
    let card = card_of(action)?;
    let name = dev_card_name(card.card());
    Some(match action {
        Action::PlayYearOfPlenty { take } => {
            let cards: Vec<String> = take
                .iter()
                .flat_map(|(r, n)| std::iter::repeat_n(resource_title(r), usize::from(n)))
                .collect();
            format!("{name}: {}", cards.join(" + "))
        }
        Action::PlayMonopoly { resource } => format!("{name}: {}", resource_title(*resource)),
        _ => name.to_string(),
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

/// The private text of the card menu: the viewer's development cards and what they may do now.
pub fn menu_text(view: &View, played_this_turn: bool, plays: &[Action]) -> String {
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
            0 => format!("{} × {}", held[c], dev_card_name(c)),
            fresh => format!("{} × {} ({fresh} new)", held[c], dev_card_name(c)),
        })
        .collect();
    if cards.is_empty() {
        lines.push("You hold no development cards.".to_string());
    } else {
        lines.push(format!("**Your development cards**: {}", cards.join(", ")));
    }
    if !plays.is_empty() {
        lines.push("Press a card to play it.".to_string());
    } else if played_this_turn {
        lines.push("You have already played a development card this turn.".to_string());
    } else if new.total() > 0 {
        lines.push("Cards bought this turn can be played from your next turn.".to_string());
    }
    if held[DevCard::VictoryPoint] > 0 {
        lines.push(
            "Victory Point cards are never played: they count for you and are revealed when \
             the game ends."
                .to_string(),
        );
    }
    lines.join("\n")
}

/// One button per card that may be played now.
pub fn menu_components(game: GameId, version: u64, plays: &[Action]) -> Vec<CreateActionRow> {
    let buttons: Vec<CreateButton> = CardPlay::ALL
        .into_iter()
        .filter(|c| plays.iter().any(|a| card_of(a) == Some(*c)))
        .map(|c| {
            CreateButton::new(ComponentId::new(game, version, Verb::Play(c)).to_string())
                .label(format!("Play {}", dev_card_name(c.card())))
                .style(ButtonStyle::Primary)
        })
        .collect();
    if buttons.is_empty() {
        Vec::new()
    } else {
        vec![CreateActionRow::Buttons(buttons)]
    }
}

/// The select menu of a card that needs a choice: every legal play of `card`.
pub fn choice_components(
    game: GameId,
    version: u64,
    card: CardPlay,
    plays: &[Action],
) -> Vec<CreateActionRow> {
    let options: Vec<CreateSelectMenuOption> = plays
        .iter()
        .filter(|a| card_of(a) == Some(card))
        .filter_map(|a| Some(CreateSelectMenuOption::new(play_label(a)?, play_value(a)?)))
        .take(compose::OPTIONS_PER_MENU)
        .collect();
    if options.is_empty() {
        return Vec::new();
    }
    let placeholder = match card {
        CardPlay::Monopoly => "Name a resource",
        _ => "Choose two resources",
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
    let user = click.user.id.get();
    let stored = match pick_target(data, click.channel_id.get(), user, id).await {
        Ok(s) => s,
        Err(r) => return reply(ctx, click, &r.to_string()).await,
    };
    let Some((game, seat)) = stored.game.as_ref().zip(stored.seat_of(user)) else {
        return reply(ctx, click, &Refusal::NoGame.to_string()).await;
    };
    let plays = legal_plays(&game.legal_actions(seat));
    let text = menu_text(
        &game.view(Some(seat)),
        game.state().dev_played_this_turn,
        &plays,
    );
    let menu = menu_components(stored.id, stored.version, &plays);
    reply_with(ctx, click, &text, menu).await
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
    let channel = click.channel_id.get();
    let user = click.user.id.get();
    let stored = match pick_target(data, channel, user, id).await {
        Ok(s) => s,
        Err(r) => return reply(ctx, click, &r.to_string()).await,
    };
    let plays = match stored.game.as_ref().zip(stored.seat_of(user)) {
        Some((game, seat)) => legal_plays(&game.legal_actions(seat)),
        None => Vec::new(),
    };
    let action = match card {
        CardPlay::Knight => Action::PlayKnight,
        CardPlay::RoadBuilding => Action::PlayRoadBuilding,
        CardPlay::YearOfPlenty | CardPlay::Monopoly => {
            let menu = choice_components(stored.id, stored.version, card, &plays);
            if menu.is_empty() {
                let text = format!("You cannot play {} now.", dev_card_name(card.card()));
                return reply(ctx, click, &text).await;
            }
            let text = match card {
                CardPlay::Monopoly => "Monopoly: name the resource every other player gives you.",
                _ => "Year of Plenty: choose the two resources to take from the bank.",
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
    click.defer(ctx).await?;
    let edit = match turn::act(
        &ctx.http,
        data,
        channel,
        user,
        Some(Expected::of(id)),
        action,
    )
    .await
    {
        Ok(acted) => {
            let text = private_summary(&acted.events, &acted.table);
            match next_pick(&acted.stored, user) {
                Some(kind) => {
                    let intro =
                        format!("{text}\nNow choose where to place your {}.", kind.as_str());
                    chooser_edit(data, &acted.stored, kind, intro).await
                }
                None => super::modules::decide::next_prompt(
                    data,
                    &acted.stored,
                    user,
                    &text,
                    crate::i18n::Lang::En,
                )
                .await
                .unwrap_or_else(|| {
                    EditInteractionResponse::new()
                        .content(text)
                        .components(Vec::new())
                }),
            }
        }
        Err(r) => EditInteractionResponse::new()
            .content(r.to_string())
            .components(Vec::new()),
    };
    click.edit_response(ctx, edit).await?;
    Ok(())
}

/// The Year of Plenty / Monopoly select menu: plays the chosen option.
pub async fn card_chosen(
    ctx: &SerenityContext,
    data: &Data,
    click: &ComponentInteraction,
    id: ComponentId,
    card: CardPlay,
) -> Result<(), BotError> {
    let ComponentInteractionDataKind::StringSelect { values } = &click.data.kind else {
        tracing::warn!(user = %click.user.id, %id, "a card choice id on a component that is not a select menu");
        return reply(ctx, click, &Refusal::Forged.to_string()).await;
    };
    let action = values
        .first()
        .and_then(|v| parse_play(v))
        .filter(|a| card_of(a) == Some(card));
    let Some(action) = action else {
        tracing::warn!(user = %click.user.id, %id, ?values, "an unknown card choice");
        return reply(ctx, click, &Refusal::Forged.to_string()).await;
    };
    click.defer(ctx).await?;
    let channel = click.channel_id.get();
    let user = click.user.id.get();
    let text = match turn::act(
        &ctx.http,
        data,
        channel,
        user,
        Some(Expected::of(id)),
        action,
    )
    .await
    {
        Ok(acted) => private_summary(&acted.events, &acted.table),
        Err(r) => r.to_string(),
    };
    let edit = EditInteractionResponse::new()
        .content(text)
        .components(Vec::new());
    click.edit_response(ctx, edit).await?;
    Ok(())
}

/// Buy a development card
#[poise::command(slash_command, guild_only)]
pub async fn buy(ctx: Context<'_>) -> Result<(), BotError> {
    act(ctx, Action::BuyDevCard).await
}

/// The author's legal card plays, filtered by what they typed.
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
    let partial = partial.trim().to_ascii_lowercase();
    let choices = legal_plays(&game.legal_actions(seat))
        .iter()
        .filter_map(|a| Some((play_label(a)?, play_value(a)?)))
        .filter(|(label, value)| {
            value.starts_with(&partial) || label.to_ascii_lowercase().contains(&partial)
        })
        .take(compose::OPTIONS_PER_MENU)
        .collect::<Vec<_>>();
    for (label, value) in choices {
        response = response.add_string_choice(label, value);
    }
    response
}

/// Play a development card
#[poise::command(slash_command, guild_only)]
pub async fn play(
    ctx: Context<'_>,
    #[description = "The card (and what it takes), as offered"]
    #[autocomplete = "complete_play"]
    card: String,
) -> Result<(), BotError> {
    remember(ctx);
    let checked = async {
        let stored = turn::active_game(ctx.data(), ctx.channel_id().get()).await?;
        let seat = turn::seat_of(&stored, ctx.author().id.get())?;
        let game = stored.game.as_ref().ok_or(Refusal::NoGame)?;
        if !turn::may_act(game, seat) || game.state().current != seat {
            return Err(Refusal::NotYourTurn);
        }
        parse_play(&card)
            .filter(|a| game.legal_actions(seat).contains(a))
            .ok_or_else(|| Refusal::BadChoice(format!("`{card}` is not a card you can play now.")))
    }
    .await;
    match checked {
        Ok(action) => act(ctx, action).await,
        Err(r) => private(ctx, r.to_string()).await,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::state::Phase;
    use crate::engine::{Game, GameConfig};

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
                take: ResourceSet([1, 0, 1, 0, 0]),
            },
        ];
        for a in &plays {
            let value = play_value(a).expect("a play");
            assert_eq!(parse_play(&value).as_ref(), Some(a), "{value}");
        }
        assert_eq!(
            play_label(&plays[3]).as_deref(),
            Some("Year of Plenty: Brick + Brick")
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
        let rows = serde_json::to_value(menu_components(GameId(4), 7, &plays)).expect("json");
        let ids: Vec<&str> = rows[0]["components"]
            .as_array()
            .expect("buttons")
            .iter()
            .filter_map(|b| b["custom_id"].as_str())
            .collect();
        assert_eq!(ids, ["k1:4:7:play:knight", "k1:4:7:play:monopoly"]);
        assert!(menu_components(GameId(4), 7, &[]).is_empty());
        let choice =
            serde_json::to_value(choice_components(GameId(4), 7, CardPlay::Monopoly, &plays))
                .expect("json");
        let menu = &choice[0]["components"][0];
        assert_eq!(menu["custom_id"], "k1:4:7:choice:monopoly");
        assert_eq!(menu["options"][0]["value"], "monopoly:wool");

        let game = Game::new(GameConfig::base(3), 1).expect("game");
        let text = menu_text(&game.view(Some(0)), false, &[]);
        assert_eq!(text, "You hold no development cards.");
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
            serde_json::to_value(compose::turn_components(GameId(1), &view, &legal)).expect("json");
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
