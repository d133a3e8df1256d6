//! Every legal action is reachable: random games of every ruleset the bot offers (the base
//! game, each optional rule alone, every pair the engine accepts, all four where allowed) and,
//! at every state, every legal action of every seat that owes one is found behind the
//! components the bot composes for that state: a button or grouped menu of the turn message,
//! then the chooser, prompt or menu that control opens, on the pure composition functions.
//! A label the table below does not know must be a module action reachable through the
//! module prompt, so a new module action without a way in fails here.

use std::collections::BTreeMap;

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

use kaitaku_engine::modules::{ModuleId, player_range};
use kaitaku_engine::random_play::{RandomPlayOptions, random_step};
use kaitaku_engine::{Action, Game, GameConfig, Seat, TradeResponse};
use kaitaku_i18n::Lang;
use kaitaku_render::highlight_for;
use kaitaku_store::GameId;

use super::cards::{devcards, discard};
use super::compose::{self, Table};
use super::custom_id::{ComponentId, PickKind, Verb};
use super::menus::steps::Filter;
use super::modules::prompt;
use super::spots;
use super::trade;
use super::trade_compose::{bank_get_options, bank_give_options};
use super::trade_id::TradeVerb;

/// Every verb the turn message offers, whether as a button or inside a grouped menu.
fn offered_verbs(game: &Game, lang: Lang) -> Vec<Verb> {
    let view = game.view(None);
    let legal = game.legal_actions(view.current);
    let rows = compose::turn_components(GameId(1), &view, &legal, lang);
    let json = serde_json::to_value(&rows).expect("rows serialise");
    let mut verbs = Vec::new();
    for row in json.as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            let Some(id) = c["custom_id"].as_str() else {
                continue;
            };
            let id: ComponentId = id.parse().expect("the bot's own id");
            match id.verb {
                Verb::Menu(_) => {
                    for o in c["options"].as_array().into_iter().flatten() {
                        let value = o["value"].as_str().expect("a value");
                        let inner: ComponentId = format!("k1:1:{}:{value}", id.version)
                            .parse()
                            .expect("a menu option is a verb");
                        verbs.push(inner.verb);
                    }
                }
                verb => verbs.push(verb),
            }
        }
    }
    verbs
}

fn pick_kind(action: &Action) -> Option<PickKind> {
    Some(match action {
        Action::BuildSettlement { .. } => PickKind::Settlement,
        Action::BuildRoad { .. } => PickKind::Road,
        Action::BuildCity { .. } => PickKind::City,
        Action::MoveRobber { .. } => PickKind::Robber,
        _ => return None,
    })
}

/// Why `action` of `seat` cannot be reached through what the bot composes now, or `None`
/// when it can.
fn unreachable(game: &Game, seat: Seat, action: &Action, table: &Table) -> Option<String> {
    let lang = Lang::En;
    let verbs = offered_verbs(game, lang);
    let view = game.view(Some(seat));
    let legal = game.legal_actions(seat);
    let on_turn = |v: Verb| verbs.contains(&v);
    let current = game.state().current == seat;
    match action {
        Action::Roll => (!(current && on_turn(Verb::Roll))).then(|| "no Roll button".into()),
        Action::EndTurn => {
            (!(current && on_turn(Verb::EndTurn))).then(|| "no End turn button".into())
        }
        Action::EndLockedGame => {
            (!on_turn(Verb::EndLockedGame)).then(|| "no End locked game button".into())
        }
        Action::BuyDevCard => {
            (!(current && on_turn(Verb::BuyDevCard))).then(|| "no Buy button".into())
        }
        Action::BuildSettlement { .. }
        | Action::BuildRoad { .. }
        | Action::BuildCity { .. }
        | Action::MoveRobber { .. } => {
            let kind = pick_kind(action)?;
            if !(current && on_turn(Verb::Pick(kind))) {
                return Some(format!("no {} button", kind.as_str()));
            }
            let highlight = highlight_for(game, kind.highlight());
            let options = spots::pick_options(
                kind,
                &highlight.spots,
                &legal,
                game.board(),
                &game.view(None),
                table,
                lang,
            );
            let found = options.iter().any(|(_, value)| {
                crate::bot::turn::action_for_choice(game, kind, value, lang)
                    .ok()
                    .as_ref()
                    == Some(action)
            });
            (!found).then(|| format!("not among the {} chooser's options", kind.as_str()))
        }
        Action::PlayKnight
        | Action::PlayRoadBuilding
        | Action::PlayYearOfPlenty { .. }
        | Action::PlayMonopoly { .. } => {
            if !(current && on_turn(Verb::Cards)) {
                return Some("no Development cards button".into());
            }
            let plays = devcards::legal_plays(&legal);
            let card = devcards::card_of(action)?;
            if !plays.iter().any(|p| devcards::card_of(p) == Some(card)) {
                return Some("not in the card menu".into());
            }
            // A card with a choice opens its select, whose values name every choice.
            let value = devcards::play_value(action);
            let reached = match value {
                Some(v) => devcards::parse_play(&v).as_ref() == Some(action),
                None => true,
            };
            (!reached).then(|| "the card's choice cannot name it".into())
        }
        Action::Discard { cards } => {
            if !on_turn(Verb::Discard) {
                return Some("no Discard button".into());
            }
            let owed = discard::owed(game, seat)?;
            let hand = view.players.get(usize::from(seat))?.hand?;
            let options = discard::discard_options(&hand, owed, lang);
            let values: Vec<String> = cards
                .iter()
                .flat_map(|(g, n)| (1..=n).map(move |k| format!("{}.{k}", g.name())))
                .collect();
            let all_there = values
                .iter()
                .all(|v| options.iter().any(|(_, o, _)| o == v));
            let parsed = discard::parse_selection(&values);
            (!(all_there && parsed.as_ref() == Some(cards)))
                .then(|| format!("the discard menu cannot choose {values:?}"))
        }
        Action::BankTrade { give, get, ratio } => {
            if !(current && on_turn(Verb::Trade(TradeVerb::Open))) {
                return Some("no Trade button".into());
            }
            let terms = trade::bank_terms(game, seat);
            let (give, get) = (*give, *get);
            if !bank_give_options(&terms, lang)
                .iter()
                .any(|(_, v)| v == give.name())
            {
                return Some(format!("{} is not offered to give", give.name()));
            }
            let named = bank_get_options(&terms, give, lang)
                .into_iter()
                .any(|(_, v)| {
                    super::trade_compose::parse_bank_get(&v).is_some_and(|(g, n, r)| {
                        g == get
                            && n == 1
                            && (ratio.is_none()
                                || r == *ratio
                                || r.is_none() && *ratio == Some(terms.ratio(give)))
                    })
                });
            (!named).then(|| format!("1 {} for {} is not offered", get.name(), give.name()))
        }
        // Offers are composed freely in the trade menu (and by command), answered with the
        // offer message's buttons.
        Action::OfferTrade { .. } => (!(current && on_turn(Verb::Trade(TradeVerb::Open))))
            .then(|| "no Trade button to make an offer".into()),
        Action::RespondTrade { response } => {
            let offer = game.view(None).trade?;
            let rows = super::trade_compose::offer_rows(GameId(1), &offer, table, lang);
            let json = serde_json::to_value(&rows).expect("rows");
            let want = match response {
                TradeResponse::Accept => TradeVerb::Accept(offer.id),
                TradeResponse::Decline => TradeVerb::Decline(offer.id),
                TradeResponse::Counter { .. } => TradeVerb::CounterOpen(offer.id),
            };
            let has = json.to_string().contains(&format!("\"k1:1:0:t:{want}\""));
            (!has).then(|| format!("the offer message has no {want} button"))
        }
        Action::ConfirmTrade { with } => {
            let offer = game.view(None).trade?;
            let rows = super::trade_compose::offer_rows(GameId(1), &offer, table, lang);
            let json = serde_json::to_value(&rows).expect("rows").to_string();
            let want = TradeVerb::Confirm(offer.id, *with);
            (!json.contains(&format!("\"k1:1:0:t:{want}\"")))
                .then(|| format!("the offer message has no {want} button"))
        }
        Action::CancelTrade => {
            let offer = game.view(None).trade?;
            let rows = super::trade_compose::offer_rows(GameId(1), &offer, table, lang);
            let json = serde_json::to_value(&rows).expect("rows").to_string();
            let want = TradeVerb::Withdraw(offer.id);
            (!json.contains(&format!("\"k1:1:0:t:{want}\"")))
                .then(|| "the offer message has no Withdraw button".into())
        }
        Action::Module(_) | Action::BuyWithGold { .. } | Action::ChooseGoldField { .. } => {
            // Owed decisions go through the Decide prompt; the current player's own module
            // actions (and buying with gold) through their kind's button.
            let deciding = game
                .pending()
                .iter()
                .any(|p| crate::bot::menus::prompt_decision(&p.decision));
            let (verb, filter) = if deciding {
                (Verb::Decide, None)
            } else {
                let label = action.info().label;
                (Verb::Do(label), Some(Filter::label(label)))
            };
            if !on_turn(verb) {
                return Some(format!("no {verb} button opens the module prompt"));
            }
            // The prompt's menus, and behind each step's filter the next step (a module's own
            // chooser may take several).
            let mut options = Vec::new();
            let first = prompt::shown_options(game, seat, table, filter.as_ref(), lang);
            let mut steps = vec![(0, first)];
            while let Some((depth, step)) = steps.pop() {
                for (label, value) in step {
                    match Filter::parse(&value) {
                        Some(f) if depth < 8 => {
                            let next = prompt::shown_options(game, seat, table, Some(&f), lang);
                            steps.push((depth + 1, next));
                        }
                        _ => options.push((label, value)),
                    }
                }
            }
            let found = options.iter().any(|(_, value)| {
                prompt::resolve(game, seat, value, lang).ok().as_ref() == Some(action)
            });
            let labels_ok = options.iter().all(|(l, v)| !l.is_empty() && v.len() <= 100);
            (!(found && labels_ok)).then(|| "not among the module prompt's options".into())
        }
    }
}

/// The rulesets the bot offers, from the engine's registry: the base game, each rule alone,
/// every accepted pair and the largest accepted sets.
fn rulesets() -> Vec<Vec<ModuleId>> {
    kaitaku_engine::modules::rulesets_to_test()
}

#[test]
fn every_legal_action_of_every_ruleset_is_reachable() {
    let mut checked: BTreeMap<&'static str, usize> = BTreeMap::new();
    let mut states = 0;
    for (n, modules) in rulesets().into_iter().enumerate() {
        let (least, most) = player_range(&modules);
        for players in [least, most.min(4)] {
            let mut config = GameConfig::base(players);
            config.modules = modules.clone();
            let seed = (n as u64) * 10 + u64::from(players);
            let Ok(mut game) = Game::new(config, seed) else {
                continue;
            };
            let table = Table {
                users: (1..=u64::from(players)).collect(),
                names: ["Ann", "Ben", "Cy", "Di"][..usize::from(players)]
                    .iter()
                    .map(|s| s.to_string())
                    .collect(),
            };
            let mut rng = Pcg64Mcg::seed_from_u64(seed);
            let mut scratch = Vec::new();
            let options = RandomPlayOptions {
                domestic_trades: true,
            };
            for _ in 0..400 {
                states += 1;
                let mut seats: Vec<Seat> = game.pending().iter().map(|p| p.seat).collect();
                seats.sort_unstable();
                seats.dedup();
                for seat in seats {
                    for action in game.legal_actions(seat) {
                        if let Some(why) = unreachable(&game, seat, &action, &table) {
                            panic!(
                                "{modules:?}, {players} players, seed {seed}: {action:?} of seat {seat} \
                                 cannot be reached: {why}"
                            );
                        }
                        *checked.entry(action.info().label).or_default() += 1;
                    }
                }
                let Some((seat, action)) = random_step(&game, &mut rng, options, &mut scratch)
                else {
                    break;
                };
                // Some choices are not listed as legal actions (a discard is any set of the
                // owed size): the one the random player made must be reachable too.
                if let Some(why) = unreachable(&game, seat, &action, &table) {
                    panic!(
                        "{modules:?}, {players} players, seed {seed}: {action:?} of seat {seat} \
                         cannot be reached: {why}"
                    );
                }
                *checked.entry(action.info().label).or_default() += 1;
                let _ = game.apply(seat, &action);
            }
        }
    }
    assert!(states > 5_000, "only {states} states");
    for label in [
        "roll",
        "build_settlement",
        "build_road",
        "move_robber",
        "discard",
        "bank_trade",
        "end_turn",
        "accept_trade",
        "event_cards-give_neighbor_card",
        "catan_for_two-build_neutral_road",
    ] {
        assert!(
            checked.contains_key(label),
            "no game reached {label}: {checked:?}"
        );
    }
}

/// Cities & Knights (not offered yet, so longer games than the table above plays): every
/// legal action of every seat that owes one, in whole random games alone and with Event
/// Cards, is reached through the composed components, and each kind of its actions that
/// random play reaches was checked.
#[test]
fn every_cities_and_knights_action_is_reachable() {
    use kaitaku_engine::describe::DescribeAction;
    use kaitaku_engine::modules::cities_and_knights::CkAction;
    let mut checked: BTreeMap<&'static str, usize> = BTreeMap::new();
    let table = Table {
        users: vec![1, 2, 3, 4],
        names: ["Ann", "Ben", "Cy", "Di"].map(String::from).to_vec(),
    };
    let rulesets = [
        vec![ModuleId::CitiesAndKnights],
        vec![ModuleId::CitiesAndKnights, ModuleId::EventCards],
    ];
    for (n, modules) in rulesets.into_iter().enumerate() {
        for seed in 1_u64..=12 {
            let mut config = GameConfig::base(4);
            config.modules = modules.clone();
            let mut game = Game::new(config, seed + n as u64).expect("config");
            let mut rng = Pcg64Mcg::seed_from_u64(seed);
            let mut scratch = Vec::new();
            for _ in 0..3_000 {
                let mut seats: Vec<Seat> = game.pending().iter().map(|p| p.seat).collect();
                seats.sort_unstable();
                seats.dedup();
                for seat in seats {
                    for action in game.legal_actions(seat) {
                        let label = action.info().label;
                        if !label.starts_with("cities_and_knights-") {
                            continue;
                        }
                        if let Some(why) = unreachable(&game, seat, &action, &table) {
                            panic!(
                                "{modules:?}, seed {seed}: {action:?} of seat {seat} cannot be \
                                 reached: {why}"
                            );
                        }
                        *checked.entry(label).or_default() += 1;
                    }
                }
                let Some((seat, action)) =
                    random_step(&game, &mut rng, RandomPlayOptions::default(), &mut scratch)
                else {
                    break;
                };
                let _ = game.apply(seat, &action);
            }
        }
    }
    // Random play seldom reaches these two (a reduced city needs a seat out of settlement
    // pieces; trade level 4 first): they are placed actions of the same shape as the
    // metropolis levels and the wall checked here, through the same prompt.
    let rare = [
        "cities_and_knights-improve_trade_metropolis",
        "cities_and_knights-rebuild_city",
    ];
    for label in CkAction::LABELS.iter().filter(|l| !rare.contains(l)) {
        assert!(
            checked.contains_key(label),
            "no game reached {label}: {checked:?}"
        );
    }
}
