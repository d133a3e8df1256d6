//! The private prompt for the choices the optional rules ask for: which options a seat has
//! now (matched against `legal_actions`), their labels and values, the labelled board when a
//! choice is a place, and the prompt that follows an action when the seat still owes one.
//! Below the feature that answers the prompt's clicks ([`super::decide`]), so the shared click
//! path ([`crate::bot::handler`]) can offer the next prompt.

use poise::serenity_prelude as serenity;
use serenity::{
    CreateActionRow, CreateAttachment, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption, EditInteractionResponse,
};

use kaitaku_engine::modules::ModuleView;
use kaitaku_engine::modules::catan_for_two::{
    CatanForTwoAction, CatanForTwoDecision, NeutralPiece,
};
use kaitaku_engine::modules::event_cards::{EventCardsAction, EventCardsDecision};
use kaitaku_engine::modules::{ModuleAction, ModuleDecision};
use kaitaku_engine::state::Phase;
use kaitaku_engine::{Action, Decision, Game, ResourceSet, Seat};
use kaitaku_render::{Highlight, LabelledSpot, Spot};
use kaitaku_store::{GameId, StoredGame};

use super::owes_decision;
use super::text::neutral_name;
use crate::bot::compose::{BOARD_FILE, MAX_MENUS, OPTIONS_PER_MENU, Table};
use crate::bot::custom_id::{ComponentId, Verb};
use crate::bot::trade_compose::cards;
use crate::bot::turn;
use crate::bot::{Data, Refusal};
use kaitaku_i18n::t;
use kaitaku_i18n::{Lang, resource_count};

fn cards_value(c: &ResourceSet) -> String {
    let counts = c.counts();
    let digits = if c.is_resources_only() {
        &counts[..5]
    } else {
        &counts[..]
    };
    digits
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join("")
}

/// What a token action costs `seat` now (Catan for Two).
fn token_cost(game: &Game, seat: Seat) -> u8 {
    game.view(None)
        .modules
        .iter()
        .find_map(|m| match m {
            ModuleView::CatanForTwo(c) => c.token_cost.get(usize::from(seat)).copied(),
            _ => None,
        })
        .unwrap_or(1)
}

/// The option (label, value) standing for a module action of `seat`, labelled in `lang`
/// (the value is the same in every language).
pub fn action_option(
    game: &Game,
    seat: Seat,
    table: &Table,
    action: &Action,
    lang: Lang,
) -> Option<(String, String)> {
    let board = game.board();
    let edge = |e| board.edge_id(e).map(|id| board.edge_code(id));
    let vertex = |v| board.vertex_id(v).map(|id| board.vertex_code(id));
    let tokens = |n: u8| t!(lang, "modules-tokens", count = n);
    Some(match action {
        Action::Module(ModuleAction::EventCards(EventCardsAction::GiveNeighborCard {
            resource,
        })) => {
            let to = kaitaku_engine::modules::left_of(seat, game.seat_count());
            (
                t!(
                    lang,
                    "modules-opt-give",
                    card = resource_count(*resource, 1, lang),
                    name = table.name(to)
                ),
                format!("give:{}", resource.name()),
            )
        }
        Action::Module(ModuleAction::EventCards(EventCardsAction::AssistPlayer {
            to,
            resource,
        })) => (
            t!(
                lang,
                "modules-opt-give",
                card = resource_count(*resource, 1, lang),
                name = table.name(*to)
            ),
            format!("assist:{to}:{}", resource.name()),
        ),
        Action::Module(ModuleAction::EventCards(EventCardsAction::DamageRoad { edge: e })) => {
            let code = edge(*e)?;
            (
                t!(lang, "modules-opt-damage", code = code.clone()),
                format!("damage:{code}"),
            )
        }
        Action::Module(ModuleAction::EventCards(EventCardsAction::RepairRoad { edge: e })) => {
            let code = edge(*e)?;
            let how = if matches!(game.state().phase, Phase::RoadBuilding { .. }) {
                t!(lang, "modules-repair-free")
            } else {
                t!(lang, "modules-repair-cost")
            };
            (
                t!(lang, "modules-opt-repair", code = code.clone(), how = how),
                format!("repair:{code}"),
            )
        }
        Action::Module(ModuleAction::EventCards(EventCardsAction::TakeResource { resource })) => (
            t!(
                lang,
                "modules-opt-take",
                card = resource_count(*resource, 1, lang)
            ),
            format!("take:{}", resource.name()),
        ),
        Action::Module(ModuleAction::EventCards(EventCardsAction::StealFrom { victim })) => (
            t!(
                lang,
                "modules-opt-steal",
                name = table.name(*victim),
                count = game.state().players.get(usize::from(*victim))?.hand.total()
            ),
            format!("steal:{victim}"),
        ),
        Action::Module(ModuleAction::CatanForTwo(CatanForTwoAction::BuildNeutralRoad {
            neutral,
            edge: e,
        })) => {
            let code = edge(*e)?;
            (
                t!(
                    lang,
                    "modules-opt-neutral-road",
                    neutral = neutral_name(*neutral, lang),
                    code = code.clone()
                ),
                format!("nroad:{neutral}:{code}"),
            )
        }
        Action::Module(ModuleAction::CatanForTwo(CatanForTwoAction::BuildNeutralSettlement {
            neutral,
            vertex: v,
        })) => {
            let code = vertex(*v)?;
            (
                t!(
                    lang,
                    "modules-opt-neutral-settlement",
                    neutral = neutral_name(*neutral, lang),
                    code = code.clone()
                ),
                format!("nsettle:{neutral}:{code}"),
            )
        }
        Action::Module(ModuleAction::CatanForTwo(CatanForTwoAction::ForcedTrade)) => (
            t!(
                lang,
                "modules-opt-forced",
                cost = tokens(token_cost(game, seat))
            ),
            "forced".into(),
        ),
        Action::Module(ModuleAction::CatanForTwo(CatanForTwoAction::ReturnCards { cards: c })) => (
            t!(lang, "modules-opt-return", cards = cards(c, lang)),
            format!("return:{}", cards_value(c)),
        ),
        Action::Module(ModuleAction::CatanForTwo(CatanForTwoAction::RobberToDesert)) => (
            t!(
                lang,
                "modules-opt-desert",
                cost = tokens(token_cost(game, seat))
            ),
            "desert".into(),
        ),
        Action::Module(ModuleAction::CatanForTwo(CatanForTwoAction::DiscardKnight)) => {
            (t!(lang, "modules-opt-knight"), "knight".into())
        }
        _ => return None,
    })
}

/// The module actions `seat` may take now, as (label, value), in the engine's order.
pub fn options_for(game: &Game, seat: Seat, table: &Table, lang: Lang) -> Vec<(String, String)> {
    game.legal_actions(seat)
        .iter()
        .filter(|a| matches!(a, Action::Module(_)))
        .filter_map(|a| action_option(game, seat, table, a, lang))
        .collect()
}

/// The places among `seat`'s module choices, to label on the board.
pub fn spots_for(game: &Game, seat: Seat) -> Highlight {
    let board = game.board();
    let mut spots: Vec<LabelledSpot> =
        game.legal_actions(seat)
            .iter()
            .filter_map(|a| match a {
                Action::Module(ModuleAction::EventCards(EventCardsAction::DamageRoad { edge }))
                | Action::Module(ModuleAction::EventCards(EventCardsAction::RepairRoad { edge }))
                | Action::Module(ModuleAction::CatanForTwo(
                    CatanForTwoAction::BuildNeutralRoad { edge, .. },
                )) => Some(Spot::Edge(*edge)),
                Action::Module(ModuleAction::CatanForTwo(
                    CatanForTwoAction::BuildNeutralSettlement { vertex, .. },
                )) => Some(Spot::Vertex(*vertex)),
                _ => None,
            })
            .filter_map(|s| LabelledSpot::on(board, s))
            .collect();
    spots.sort();
    spots.dedup();
    Highlight { spots }
}

/// The legal module action a chosen value stands for (refused in `lang`).
pub fn resolve(
    game: &Game,
    seat: Seat,
    table: &Table,
    value: &str,
    lang: Lang,
) -> Result<Action, Refusal> {
    game.legal_actions(seat)
        .into_iter()
        .filter(|a| matches!(a, Action::Module(_)))
        .find(|a| action_option(game, seat, table, a, lang).is_some_and(|(_, v)| v == value))
        .ok_or_else(|| Refusal::BadChoice(t!(lang, "modules-not-a-choice", value = value)))
}

/// What the prompt says to `seat`: what is owed (or on offer) and their hand.
pub fn prompt_text(game: &Game, seat: Seat, table: &Table, lang: Lang) -> String {
    let view = game.view(Some(seat));
    let mut text = String::new();
    for p in view.pending.iter().filter(|p| p.seat == seat) {
        let line = match p.decision {
            Decision::Module(ModuleDecision::EventCards(
                EventCardsDecision::GiveNeighborCard { to },
            )) => {
                t!(lang, "modules-prompt-give-neighbor", name = table.name(to))
            }
            Decision::Module(ModuleDecision::EventCards(EventCardsDecision::AssistPlayer)) => {
                t!(lang, "modules-prompt-assist")
            }
            Decision::Module(ModuleDecision::EventCards(EventCardsDecision::DamageRoad)) => {
                t!(lang, "modules-prompt-damage")
            }
            Decision::Module(ModuleDecision::EventCards(EventCardsDecision::TakeResource)) => {
                t!(lang, "modules-prompt-take")
            }
            Decision::Module(ModuleDecision::EventCards(EventCardsDecision::StealFrom)) => {
                t!(lang, "modules-prompt-steal")
            }
            Decision::Module(ModuleDecision::CatanForTwo(CatanForTwoDecision::PlaceNeutral {
                piece,
            })) => match piece {
                NeutralPiece::Road => t!(lang, "modules-prompt-neutral-road"),
                NeutralPiece::Settlement => {
                    t!(lang, "modules-prompt-neutral-settlement")
                }
            },
            Decision::Module(ModuleDecision::CatanForTwo(CatanForTwoDecision::ReturnCards {
                count,
            })) => t!(lang, "modules-prompt-return", count = count),
            _ => continue,
        };
        text.push_str(&line);
        text.push('\n');
    }
    if text.is_empty() {
        text.push_str(&t!(lang, "modules-prompt-special"));
        text.push('\n');
    }
    if let Some(hand) = view.players.get(usize::from(seat)).and_then(|p| p.hand) {
        text.push_str(&t!(lang, "modules-your-hand", hand = cards(&hand, lang)));
    }
    text
}

/// The prompt's select menus (25 options each, at most five).
pub fn menus(
    game: GameId,
    version: u64,
    options: &[(String, String)],
    lang: Lang,
) -> Vec<CreateActionRow> {
    options
        .chunks(OPTIONS_PER_MENU)
        .take(MAX_MENUS)
        .enumerate()
        .map(|(group, chunk)| {
            let opts = chunk
                .iter()
                .map(|(label, value)| CreateSelectMenuOption::new(label.clone(), value.clone()))
                .collect();
            let id = ComponentId::new(game, version, Verb::Decision(group as u8));
            CreateActionRow::SelectMenu(
                CreateSelectMenu::new(
                    id.to_string(),
                    CreateSelectMenuKind::String { options: opts },
                )
                .placeholder(t!(lang, "modules-choose")),
            )
        })
        .collect()
}

/// The prompt for `seat` as an edit of a deferred answer (`intro` first), in `lang`; a plain
/// text when there is nothing to choose.
pub async fn prompt_edit(
    data: &Data,
    stored: &StoredGame,
    seat: Seat,
    intro: &str,
    lang: Lang,
) -> EditInteractionResponse {
    let Some(game) = stored.game.as_ref() else {
        return EditInteractionResponse::new().content(Refusal::NoGame.text(lang));
    };
    let table = turn::table_of(data, stored);
    let options = options_for(game, seat, &table, lang);
    if options.is_empty() {
        let nothing = t!(lang, "modules-nothing-to-choose");
        return EditInteractionResponse::new()
            .content(format!("{intro}\n{nothing}").trim().to_string())
            .components(Vec::new())
            .clear_attachments();
    }
    let text = format!("{intro}\n{}", prompt_text(game, seat, &table, lang))
        .trim()
        .to_string();
    let rows = menus(stored.id, stored.version, &options, lang);
    let highlight = spots_for(game, seat);
    let mut edit = EditInteractionResponse::new()
        .content(text)
        .components(rows)
        .clear_attachments();
    if !highlight.spots.is_empty() {
        match turn::render_board(game.view(None), table.names.clone(), Some(highlight)).await {
            Ok(png) => edit = edit.new_attachment(CreateAttachment::bytes(png, BOARD_FILE)),
            Err(e) => {
                tracing::error!(game = %stored.id, error = %e, "could not draw the prompt's board")
            }
        }
    }
    edit
}

/// After `user` acted: their next prompt when an optional rule now asks them something (the
/// free neutral piece after a build, the cards given back after a forced trade), in `lang`.
pub async fn next_prompt(
    data: &Data,
    stored: &StoredGame,
    user: u64,
    intro: &str,
    lang: Lang,
) -> Option<EditInteractionResponse> {
    let game = stored.game.as_ref()?;
    let seat = stored.seat_of(user)?;
    let repair_only =
        matches!(game.state().phase, Phase::RoadBuilding { .. }) && game.state().current == seat;
    if !owes_decision(game, seat) && !repair_only {
        return None;
    }
    Some(prompt_edit(data, stored, seat, intro, lang).await)
}
