//! Trading: the current player's private trade menu (opened by the turn message's Trade
//! button: bank and harbour trades at their ratios, and the builder of offers to players),
//! public offer messages with Accept / Decline / Counter buttons for the others and a confirm
//! button per answer for the proposer, and `/catan trade bank|offer`.
//!
//! Offers are engine state; the bot keeps one channel message per offer (its id in the store)
//! and edits it after every action that answers, carries out, withdraws or expires the offer
//! ([`sync_offer_messages`], called by [`turn::act`]).

pub mod commands;

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, Context as SerenityContext, CreateActionRow, CreateInteractionResponse,
    CreateInteractionResponseMessage, EditInteractionResponse, Http, MessageFlags,
};

use kaitaku_engine::rules::trade::{TradeRatios, trade_ratios};
use kaitaku_engine::state::Phase;
use kaitaku_engine::{Action, Game, Resource, ResourceSet, Seat, TradeResponse};
use kaitaku_i18n::Lang;
use kaitaku_store::{GameId, StoredGame};

use super::compose::Table;
use super::custom_id::ComponentId;
use super::handler::Click;
use super::reply::reply_with;
use super::trade_compose::{self as tc, BankTerms, MenuState, Terms};
use super::trade_id::{Side, TradeVerb, good_named};
use super::turn;
use super::turn::private_summary;
use super::{BotError, Data, Refusal};

/// The bank terms of `seat`: hand, bank and the ratios for each card (resources and
/// commodities).
pub fn bank_terms(game: &Game, seat: Seat) -> BankTerms {
    let st = game.state();
    let mut ratios = [TradeRatios::BANK_ONLY; tc::CARD_KINDS];
    for g in kaitaku_engine::Good::CARDS {
        if let Some(slot) = ratios.get_mut(g.index()) {
            *slot = trade_ratios(game.board(), st, seat, g);
        }
    }
    BankTerms {
        hand: st
            .players
            .get(usize::from(seat))
            .map(|p| p.hand)
            .unwrap_or_default(),
        bank: st.bank,
        ratios,
    }
}

/// The game of the channel (refused when `game` names another one: a click on an old
/// game's message) and `user`'s seat.
async fn seated(
    data: &Data,
    channel: u64,
    user: u64,
    game: Option<GameId>,
) -> Result<(StoredGame, Seat), Refusal> {
    let stored = turn::active_game(data, channel).await?;
    if game.is_some_and(|g| g != stored.id) {
        return Err(Refusal::OutOfDate {
            link: turn::turn_link(&stored),
        });
    }
    let seat = turn::seat_of(&stored, user)?;
    Ok((stored, seat))
}

/// The game of a stored game, or a refusal before it starts.
pub fn game_of(stored: &StoredGame) -> Result<&Game, Refusal> {
    stored.game.as_ref().ok_or(Refusal::NoGame)
}

/// Refuses unless `seat` is the current player in the main phase of the turn.
pub fn check_trader(game: &Game, seat: Seat, lang: Lang) -> Result<(), Refusal> {
    if game.state().current == seat && matches!(game.phase(), Phase::Main) {
        Ok(())
    } else {
        Err(Refusal::BadChoice(tc::only_current_player(lang)))
    }
}

/// The open offer `offer` of the game (`None`: whichever is open), or a refusal if it is over.
fn open_offer(
    game: &Game,
    offer: Option<u32>,
    lang: Lang,
) -> Result<kaitaku_engine::state::TradeOffer, Refusal> {
    let open = game.state().trade.clone();
    match (open, offer) {
        (None, None) => Err(Refusal::BadChoice(tc::no_open_offer(lang))),
        (Some(t), Some(o)) if t.id != o => Err(Refusal::BadChoice(tc::offer_closed(lang))),
        (None, Some(_)) => Err(Refusal::BadChoice(tc::offer_closed(lang))),
        (Some(t), _) => Ok(t),
    }
}

/// The trade menu of `seat` (or its counter-offer builder for `countering`).
fn menu_state(
    stored: &StoredGame,
    table: &Table,
    seat: Seat,
    give: ResourceSet,
    get: ResourceSet,
    countering: u32,
) -> Result<MenuState, Refusal> {
    let game = game_of(stored)?;
    let terms = bank_terms(game, seat);
    let others = (0..game.seat_count())
        .filter(|s| *s != seat)
        .map(|s| (table.name(s), s))
        .collect();
    // Never more than the hand now holds.
    let mut give = give;
    for r in Resource::ALL {
        give[r] = give[r].min(terms.hand[r]);
    }
    Ok(MenuState {
        game: stored.id,
        bank: (countering == 0).then_some(terms),
        hand: terms.hand,
        give,
        get,
        countering,
        others,
    })
}

fn is_ephemeral(click: &ComponentInteraction) -> bool {
    click
        .message
        .flags
        .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL))
}

/// Shows `text` and `rows` to the presser: replaces the ephemeral menu the click came from, or
/// answers a click on a public message with a new ephemeral one.
async fn show(
    ctx: &SerenityContext,
    click: &ComponentInteraction,
    text: &str,
    rows: Vec<CreateActionRow>,
) -> Result<(), BotError> {
    if !is_ephemeral(click) {
        return reply_with(ctx, click, text, rows).await;
    }
    let update = CreateInteractionResponseMessage::new()
        .content(text)
        .components(rows);
    click
        .create_response(ctx, CreateInteractionResponse::UpdateMessage(update))
        .await?;
    Ok(())
}

/// What a player does to an open offer, by button or by command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OfferMove {
    /// Someone it is addressed to answers it.
    Answer(TradeResponse),
    /// The proposer withdraws it.
    Withdraw,
    /// The proposer trades with the seat that accepted or countered.
    Confirm(Seat),
}

impl OfferMove {
    /// The move a trade button stands for, and the offer it names.
    fn of(verb: TradeVerb) -> Option<(u32, OfferMove)> {
        Some(match verb {
            TradeVerb::Accept(o) => (o, OfferMove::Answer(TradeResponse::Accept)),
            TradeVerb::Decline(o) => (o, OfferMove::Answer(TradeResponse::Decline)),
            TradeVerb::Counter { offer, give, get } => (
                offer,
                OfferMove::Answer(TradeResponse::Counter { give, get }),
            ),
            TradeVerb::Withdraw(o) => (o, OfferMove::Withdraw),
            TradeVerb::Confirm(o, with) => (o, OfferMove::Confirm(with)),
            _ => return None,
        })
    }
}

/// Checks that `user` may make `mv` on offer `offer` (`None`: the open one) of the channel's
/// game (`game`: the game a button was made for), then makes it; the text `user` is told, in
/// `lang`. Answers are for those the offer is addressed to (not its proposer); withdrawing
/// and confirming are for the proposer. Refusals change nothing.
#[allow(clippy::too_many_arguments)]
pub async fn offer_move(
    http: &Http,
    data: &Data,
    channel: u64,
    user: u64,
    game: Option<GameId>,
    offer: Option<u32>,
    mv: OfferMove,
    lang: Lang,
) -> String {
    let checked = async {
        let (stored, seat) = seated(data, channel, user, game).await?;
        let open = open_offer(game_of(&stored)?, offer, lang)?;
        let proposer = open.from == seat;
        match mv {
            OfferMove::Answer(_) if proposer => Err(Refusal::BadChoice(tc::own_offer(lang))),
            OfferMove::Answer(_) if !kaitaku_engine::rules::trade::addressed_to(&open, seat) => {
                Err(Refusal::BadChoice(tc::not_addressed(lang)))
            }
            OfferMove::Withdraw | OfferMove::Confirm(_) if !proposer => {
                let table = turn::table_of(data, &stored);
                Err(Refusal::BadChoice(tc::not_proposer(
                    &table, open.from, lang,
                )))
            }
            _ => Ok(open.from),
        }
    }
    .await;
    let from = match checked {
        Ok(from) => from,
        Err(r) => return r.text(lang),
    };
    let action = match mv {
        OfferMove::Answer(response) => Action::RespondTrade { response },
        OfferMove::Withdraw => Action::CancelTrade,
        OfferMove::Confirm(with) => Action::ConfirmTrade { with },
    };
    match turn::act(http, data, channel, user, None, action).await {
        Ok(acted) => match mv {
            OfferMove::Answer(response) => tc::answered_text(&response, &acted.table, from, lang),
            _ => private_summary(&acted.events, &acted.table, lang),
        },
        Err(r) => r.text(lang),
    }
}

/// Routes a trading click.
pub async fn on_click(
    ctx: &SerenityContext,
    data: &Data,
    click: &ComponentInteraction,
    id: ComponentId,
    verb: TradeVerb,
) -> Result<(), BotError> {
    let c = Click::new(ctx, data, click, id);
    let (channel, user, lang) = (c.channel(), c.user(), c.lang);
    if let Some((offer, mv)) = OfferMove::of(verb) {
        // A counter-offer is sent from its ephemeral builder, which the answer replaces; the
        // other moves are presses on the public offer message, answered privately.
        if is_ephemeral(click) {
            c.defer_update().await?;
        } else {
            c.defer_private().await?;
        }
        let text = offer_move(
            &ctx.http,
            data,
            channel,
            user,
            Some(id.game),
            Some(offer),
            mv,
            lang,
        )
        .await;
        let edit = EditInteractionResponse::new()
            .content(text)
            .components(Vec::new());
        click.edit_response(ctx, edit).await?;
        return Ok(());
    }
    match verb {
        TradeVerb::Bank(give, get, count, ratio) => {
            c.defer_update().await?;
            let outcome = bank_trades(
                &ctx.http,
                data,
                channel,
                user,
                Some(id),
                (give, get, count, ratio),
                lang,
            )
            .await;
            let (text, rows) = match outcome {
                Ok(done) => match seated(data, channel, user, Some(id.game)).await {
                    Ok((stored, seat)) if check_trader(game_of(&stored)?, seat, lang).is_ok() => {
                        let table = turn::table_of(data, &stored);
                        let state = menu_state(
                            &stored,
                            &table,
                            seat,
                            ResourceSet::default(),
                            ResourceSet::default(),
                            0,
                        )?;
                        (
                            tc::menu_text(&state, None, &done, lang),
                            tc::menu_rows(&state, lang),
                        )
                    }
                    _ => (done, Vec::new()),
                },
                Err(r) => (r.text(lang), Vec::new()),
            };
            let edit = EditInteractionResponse::new()
                .content(text)
                .components(rows);
            click.edit_response(ctx, edit).await?;
            Ok(())
        }
        TradeVerb::Propose { give, get, to } => {
            c.defer_update().await?;
            let action = Action::OfferTrade { give, get, to };
            let text = match turn::act(&ctx.http, data, channel, user, None, action).await {
                Ok(acted) => tc::posted_text(to, &acted.table, lang),
                Err(r) => r.text(lang),
            };
            let edit = EditInteractionResponse::new()
                .content(text)
                .components(Vec::new());
            click.edit_response(ctx, edit).await?;
            Ok(())
        }
        TradeVerb::CounterOpen(offer) => {
            let step = counter_builder(data, channel, user, id, offer, lang).await;
            match step {
                Ok((text, rows)) => c.answer(&text, rows).await,
                Err(r) => c.refuse(&r).await,
            }
        }
        _ => {
            let values = c.values();
            let needs_values = !matches!(verb, TradeVerb::Open);
            if needs_values && values.is_none() {
                return c
                    .forged("a trade menu id on a component that is not a select menu")
                    .await;
            }
            let values = values.unwrap_or_default();
            let step = menu_step(data, channel, user, id, verb, values, lang).await;
            match step {
                Ok((text, rows)) => show(ctx, click, &text, rows).await,
                Err(r) => c.refuse(&r).await,
            }
        }
    }
}

/// One step of the trade menu: the menu itself, the bank's steps, or a builder selection.
async fn menu_step(
    data: &Data,
    channel: u64,
    user: u64,
    id: ComponentId,
    verb: TradeVerb,
    values: &[String],
    lang: Lang,
) -> Result<(String, Vec<CreateActionRow>), Refusal> {
    let (stored, seat) = seated(data, channel, user, Some(id.game)).await?;
    let game = game_of(&stored)?;
    let table = turn::table_of(data, &stored);
    let forged = || Refusal::Forged;
    if let TradeVerb::Terms { offer, .. } = verb
        && offer != 0
    {
        let open = open_offer(game, Some(offer), lang)?;
        if !kaitaku_engine::rules::trade::addressed_to(&open, seat) {
            return Err(Refusal::BadChoice(tc::not_addressed(lang)));
        }
    } else {
        check_trader(game, seat, lang)?;
    }
    let terms = bank_terms(game, seat);
    match verb {
        TradeVerb::BankGive => {
            let give = values
                .first()
                .and_then(|v| good_named(v))
                .filter(|g| g.is_card())
                .ok_or_else(forged)?;
            Ok((
                tc::bank_get_text(&terms, give, lang),
                tc::bank_get_rows(stored.id, &terms, give, lang),
            ))
        }
        TradeVerb::BankGet(give) => {
            let (get, count, named) = values
                .first()
                .and_then(|v| tc::parse_bank_get(v))
                .ok_or_else(forged)?;
            let count = tc::check_bank_count(
                &terms,
                (give, get),
                i64::from(count),
                named.map(i64::from),
                lang,
            )
            .map_err(Refusal::BadChoice)?;
            let ratio = named.unwrap_or(terms.ratio(give));
            Ok((
                tc::bank_confirm_text(give, get, count, ratio, lang),
                tc::bank_confirm_rows(stored.id, (give, get, count, named), lang),
            ))
        }
        TradeVerb::Terms { side, other, offer } => {
            // Two counts of one resource: that side is emptied and the player told why.
            let (chosen, notice) = match tc::parse_terms(values).ok_or_else(forged)? {
                Terms::Cards(set) => (set, String::new()),
                Terms::Ambiguous(picked) => {
                    (ResourceSet::default(), tc::duplicate_counts(&picked, lang))
                }
            };
            let (give, get) = match side {
                Side::Give => (chosen, other),
                Side::Get => (other, chosen),
            };
            let state = menu_state(&stored, &table, seat, give, get, offer)?;
            let proposer = game.state().trade.as_ref().map(|t| table.name(t.from));
            let proposer = proposer.filter(|_| offer != 0);
            Ok((
                tc::menu_text(&state, proposer.as_deref(), &notice, lang),
                tc::menu_rows(&state, lang),
            ))
        }
        _ => {
            let state = menu_state(
                &stored,
                &table,
                seat,
                ResourceSet::default(),
                ResourceSet::default(),
                0,
            )?;
            Ok((
                tc::menu_text(&state, None, "", lang),
                tc::menu_rows(&state, lang),
            ))
        }
    }
}

/// The counter-offer builder of `user` for offer `offer`, prefilled with the offer reversed.
async fn counter_builder(
    data: &Data,
    channel: u64,
    user: u64,
    id: ComponentId,
    offer: u32,
    lang: Lang,
) -> Result<(String, Vec<CreateActionRow>), Refusal> {
    let (stored, seat) = seated(data, channel, user, Some(id.game)).await?;
    let game = game_of(&stored)?;
    let table = turn::table_of(data, &stored);
    let open = open_offer(game, Some(offer), lang)?;
    if open.from == seat {
        return Err(Refusal::BadChoice(tc::own_offer(lang)));
    }
    if !kaitaku_engine::rules::trade::addressed_to(&open, seat) {
        return Err(Refusal::BadChoice(tc::not_addressed(lang)));
    }
    let state = menu_state(&stored, &table, seat, open.get, open.give, offer)?;
    let proposer = table.name(open.from);
    Ok((
        tc::menu_text(&state, Some(&proposer), "", lang),
        tc::menu_rows(&state, lang),
    ))
}

/// Makes `count` bank trades of `give` for `get` for `user`, each checked by the engine; the
/// text the player is told (what was traded, or why not).
/// `trade` is (give, get, count, ratio named or `None` for the best); `lang` is the player's
/// language.
pub async fn bank_trades(
    http: &Http,
    data: &Data,
    channel: u64,
    user: u64,
    id: Option<ComponentId>,
    (give, get, count, ratio): (kaitaku_engine::Good, kaitaku_engine::Good, u8, Option<u8>),
    lang: Lang,
) -> Result<String, Refusal> {
    {
        let stored = turn::active_game(data, channel).await?;
        if id.is_some_and(|i| i.game != stored.id) {
            return Err(Refusal::OutOfDate {
                link: turn::turn_link(&stored),
            });
        }
        let seat = turn::seat_of(&stored, user)?;
        let game = game_of(&stored)?;
        check_trader(game, seat, lang)?;
        tc::check_bank_count(
            &bank_terms(game, seat),
            (give, get),
            i64::from(count),
            ratio.map(i64::from),
            lang,
        )
        .map_err(Refusal::BadChoice)?;
    }
    let mut lines = Vec::new();
    for _ in 0..count {
        match turn::act(
            http,
            data,
            channel,
            user,
            None,
            Action::BankTrade { give, get, ratio },
        )
        .await
        {
            Ok(acted) => lines.push(private_summary(&acted.events, &acted.table, lang)),
            Err(r) if lines.is_empty() => return Err(r),
            Err(r) => {
                lines.push(r.text(lang));
                break;
            }
        }
    }
    Ok(lines.join("\n"))
}
