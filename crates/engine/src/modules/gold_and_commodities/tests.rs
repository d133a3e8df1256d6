use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

use super::*;
use crate::autoplay::{autoplay_allowed, minimal_action};
use crate::error::RuleError;
use crate::goods::{COMMODITY_STOCK, GoldBuys, starting_bank, take_all_of};
use crate::random_play::{RandomPlayOptions, random_step};
use crate::resources::Resource;
use crate::state::{BANK_PER_RESOURCE, Phase};
use crate::{Action, Game, TradeResponse};

fn config(dice: Vec<[u8; 2]>) -> GameConfig {
    let mut config = GameConfig::base(3);
    config.modules = vec![ModuleId::GoldAndCommodities];
    config.script.dice = dice;
    config
}

/// Plays minimal moves until `done` holds.
fn play_until(game: &mut Game, done: impl Fn(&Game) -> bool) {
    while !done(game) {
        let seat = game.pending()[0].seat;
        let action = minimal_action(game, seat).expect("a move");
        game.apply(seat, &action).expect("legal");
    }
}

/// A game with goods, in the first player's main phase after a roll of `dice`.
fn in_main(dice: [u8; 2]) -> Game {
    let mut game = Game::new(config(vec![dice]), 3).expect("valid config");
    play_until(&mut game, |g| matches!(g.phase(), Phase::Main));
    game
}

/// Puts `set` in `seat`'s hand, taking it from (or giving the old hand back to) the bank, so
/// every good stays conserved.
fn set_hand(game: &mut Game, seat: Seat, set: ResourceSet) {
    let st = game.state_mut();
    let old = st.players[seat as usize].hand;
    st.bank.add(&old);
    assert!(st.bank.try_sub(&set), "the bank holds {set}");
    st.players[seat as usize].hand = set;
}

fn goods(resources: [u8; 5], paper: u8, cloth: u8, coin: u8, gold: u8) -> ResourceSet {
    let mut s = ResourceSet::from_resources(resources);
    s[Good::Paper] = paper;
    s[Good::Cloth] = cloth;
    s[Good::Coin] = coin;
    s[Good::Gold] = gold;
    s
}

/// Every good is in the bank or a hand, as many as the bank held at the start.
fn assert_conserved(game: &Game, context: &str) {
    let st = game.state();
    let start = starting_bank(game.board(), st);
    for g in Good::ALL {
        let held: u32 = st.players.iter().map(|p| u32::from(p.hand[g])).sum();
        let aside: u32 = st
            .modules
            .iter()
            .map(|m| u32::from(m.hooks().held_resources()[g]))
            .sum();
        assert_eq!(
            held + aside + u32::from(st.bank[g]),
            u32::from(start[g]),
            "{context}: {g} not conserved"
        );
    }
}

#[test]
fn the_bank_stocks_commodities_and_gold_and_each_seat_starts_with_some() {
    let game = Game::new(config(vec![]), 1).expect("valid config");
    let st = game.state();
    let start = starting_bank(game.board(), st);
    for r in Resource::ALL {
        assert_eq!(start[r], BANK_PER_RESOURCE);
    }
    for c in Commodity::ALL {
        assert_eq!(start[Good::from(c)], COMMODITY_STOCK);
        assert_eq!(st.bank[Good::from(c)], COMMODITY_STOCK - 3);
    }
    assert_eq!(start.gold(), GoldRules::default().supply);
    assert_eq!(st.bank.gold(), 100 - 3 * START_GOLD);
    for p in &st.players {
        assert_eq!(p.hand.gold(), START_GOLD);
        assert_eq!(p.hand.total(), 3, "three commodity cards; gold is not a card");
    }
    assert_conserved(&game, "new game");
    // A snapshot with goods reads back.
    let snapshot = serde_json::to_string(&game).expect("serialises");
    assert!(snapshot.contains(r#""paper":1,"cloth":1,"coin":1,"gold":5"#));
    let loaded: Game = serde_json::from_str(&snapshot).expect("loads");
    assert_eq!(loaded.state(), game.state());
}

#[test]
fn a_base_game_has_no_commodities_no_gold_and_writes_its_bank_as_before() {
    let game = Game::new(GameConfig::base(3), 1).expect("valid config");
    assert_eq!(
        serde_json::to_string(&game.state().bank).expect("serialises"),
        r#"{"lumber":19,"brick":19,"wool":19,"grain":19,"ore":19}"#
    );
    let snapshot = serde_json::to_string(&game).expect("serialises");
    assert!(!snapshot.contains("gold_buys") && !snapshot.contains("paper"));
    assert_eq!(
        crate::goods::goods_in_play(game.board(), game.state()),
        Good::ALL[..5].to_vec()
    );
}

#[test]
fn the_hand_limit_counts_commodities_and_not_gold() {
    // 7 cards and 40 gold: nobody discards. 4 resources + 4 commodities: 8 cards, 4 owed.
    let mut game = Game::new(config(vec![[2, 2], [3, 4]]), 5).expect("valid config");
    play_until(&mut game, |g| matches!(g.phase(), Phase::Main));
    let roller = game.state().current;
    let a = (roller + 1) % 3;
    let b = (roller + 2) % 3;
    set_hand(&mut game, roller, ResourceSet::EMPTY);
    set_hand(&mut game, a, goods([2, 2, 2, 1, 0], 0, 0, 0, 40));
    set_hand(&mut game, b, goods([1, 1, 1, 1, 0], 2, 1, 1, 3));
    game.apply(roller, &Action::EndTurn).expect("end turn");
    let next = game.state().current;
    assert_eq!(next, a);
    game.apply(next, &Action::Roll).expect("a 7");
    let Phase::Discard { owed, .. } = game.phase().clone() else {
        panic!("discards owed: {:?}", game.phase());
    };
    assert_eq!(owed[a as usize], 0, "7 cards and gold: under the limit");
    assert_eq!(owed[b as usize], 4, "8 cards: half of them");
    // Gold cannot be discarded; commodities can.
    let before = game.state().clone();
    let with_gold = goods([1, 1, 1, 1, 0], 0, 0, 0, 1);
    assert_eq!(
        game.apply(b, &Action::Discard { cards: with_gold }),
        Err(RuleError::NotACard(Good::Gold))
    );
    assert_eq!(game.state(), &before);
    let cards = goods([1, 0, 0, 0, 0], 2, 1, 0, 0);
    game.apply(b, &Action::Discard { cards }).expect("discard");
    assert_eq!(
        game.state().players[b as usize].hand,
        goods([0, 1, 1, 1, 0], 0, 0, 1, 3)
    );
    assert_conserved(&game, "after the discard");
}

#[test]
fn steals_take_commodities_and_never_gold() {
    let mut game = in_main([2, 3]);
    let thief = game.state().current;
    // A victim with only gold is no victim; with gold and one paper, the paper is taken.
    for others in 1..3u8 {
        set_hand(&mut game, (thief + others) % 3, goods([0; 5], 0, 0, 0, 9));
    }
    for s in 0..3u8 {
        assert_eq!(
            victims_of_seat(&game, thief, s),
            None,
            "gold alone is not worth robbing"
        );
    }
    let victim = (1..3u8)
        .map(|o| (thief + o) % 3)
        .find(|&s| {
            let mut g = game.clone();
            set_hand(&mut g, s, goods([0; 5], 1, 0, 0, 9));
            victims_of_seat(&g, thief, s).is_some()
        })
        .expect("a seat the thief can reach");
    set_hand(&mut game, victim, goods([0; 5], 1, 0, 0, 9));
    // The steal stream cannot script gold either: a scripted gold is passed over.
    game.state_mut().chance.steals.push_back(Good::Gold);
    let hex = victims_of_seat(&game, thief, victim).expect("a hex");
    let robbed = game.state_mut();
    robbed.phase = Phase::MoveRobber {
        resume: crate::state::Resume::Main,
    };
    let hex = game.board().hex(hex);
    let events = game
        .apply(
            thief,
            &Action::MoveRobber {
                hex,
                victim: Some(victim),
            },
        )
        .expect("rob");
    assert!(events.contains(&Event::Stole {
        thief,
        victim,
        resource: Some(Good::Paper)
    }));
    assert_eq!(
        game.state().players[victim as usize].hand,
        goods([0; 5], 0, 0, 0, 9)
    );
    assert_conserved(&game, "after the robbery");
}

/// A hex where `thief` could rob `victim` (the robber not standing there).
fn victims_of_seat(game: &Game, thief: Seat, victim: Seat) -> Option<crate::board::HexId> {
    let board = game.board();
    let st = game.state();
    (0..board.hex_count() as crate::board::HexId).find(|&h| {
        st.robber != Some(h)
            && crate::rules::turn::robbery_victims(board, st, thief, h) & (1 << victim) != 0
    })
}

#[test]
fn buying_with_gold_costs_two_gold_twice_per_turn_in_the_main_phase() {
    let mut game = in_main([2, 3]);
    let seat = game.state().current;
    set_hand(&mut game, seat, goods([0; 5], 0, 0, 0, 7));
    let buy = |resource| Action::BuyWithGold { resource };
    assert!(game.legal_actions(seat).contains(&buy(Resource::Ore)));
    let events = game.apply(seat, &buy(Resource::Ore)).expect("first");
    assert_eq!(
        events[0],
        Event::BoughtWithGold {
            seat,
            resource: Resource::Ore,
            gold: 2
        }
    );
    game.apply(seat, &buy(Resource::Wool)).expect("second");
    assert_eq!(
        game.state().players[seat as usize].hand,
        goods([0, 0, 1, 0, 1], 0, 0, 0, 3)
    );
    assert_conserved(&game, "after two purchases");
    // A third in the same turn is refused, changes nothing and is not listed.
    let before = game.state().clone();
    assert_eq!(
        game.apply(seat, &buy(Resource::Grain)),
        Err(RuleError::GoldLimitReached { per_turn: 2 })
    );
    assert_eq!(game.state(), &before);
    assert!(
        !game
            .legal_actions(seat)
            .iter()
            .any(|a| matches!(a, Action::BuyWithGold { .. }))
    );
    // Not on another seat's turn, not before rolling; the count starts again next turn.
    let other = (seat + 1) % 3;
    assert_eq!(
        game.apply(other, &buy(Resource::Grain)),
        Err(RuleError::NotYourTurn)
    );
    game.apply(seat, &Action::EndTurn).expect("end turn");
    set_hand(&mut game, other, goods([0; 5], 0, 0, 0, 3));
    assert_eq!(
        game.apply(other, &buy(Resource::Grain)),
        Err(RuleError::MustRollFirst)
    );
    let st = game.state_mut();
    st.phase = Phase::Main;
    game.apply(other, &buy(Resource::Grain)).expect("a new turn");
    assert_eq!(
        game.state().gold_buys,
        GoldBuys {
            turn: game.state().turn,
            count: 1
        }
    );
    // 1 gold left: not enough.
    assert_eq!(
        game.apply(other, &buy(Resource::Grain)),
        Err(RuleError::NotEnoughGold { price: 2 })
    );
}

#[test]
fn buying_with_gold_needs_the_resource_in_the_bank() {
    let mut game = in_main([2, 3]);
    let seat = game.state().current;
    set_hand(&mut game, seat, goods([0; 5], 0, 0, 0, 4));
    let other = (seat + 1) % 3;
    let st = game.state_mut();
    let ore = std::mem::take(&mut st.bank[Resource::Ore]);
    st.players[other as usize].hand[Resource::Ore] += ore;
    let before = game.state().clone();
    assert_eq!(
        game.apply(
            seat,
            &Action::BuyWithGold {
                resource: Resource::Ore
            }
        ),
        Err(RuleError::BankShort)
    );
    assert_eq!(game.state(), &before);
    assert!(!game.legal_actions(seat).contains(&Action::BuyWithGold {
        resource: Resource::Ore
    }));
}

#[test]
fn without_gold_rules_buying_with_gold_is_refused_and_never_listed() {
    let mut config = GameConfig::base(3);
    config.script.dice = vec![[2, 3]];
    let mut game = Game::new(config, 3).expect("valid config");
    play_until(&mut game, |g| matches!(g.phase(), Phase::Main));
    let seat = game.state().current;
    let buy = Action::BuyWithGold {
        resource: Resource::Ore,
    };
    assert_eq!(game.apply(seat, &buy), Err(RuleError::GoldNotInPlay));
    assert!(
        !game
            .legal_actions(seat)
            .iter()
            .any(|a| matches!(a, Action::BuyWithGold { .. }))
    );
    // Commodities and gold are not in a base game's trades either.
    for good in [Good::Paper, Good::Gold] {
        assert_eq!(
            game.apply(
                seat,
                &Action::BankTrade {
                    give: Good::Brick,
                    get: good,
                    ratio: None
                }
            ),
            Err(RuleError::GoodNotInPlay(good))
        );
        assert_eq!(
            game.apply(
                seat,
                &Action::OfferTrade {
                    give: ResourceSet::of(Resource::Brick, 1),
                    get: ResourceSet::of(good, 1),
                    to: None
                }
            ),
            Err(RuleError::GoodNotInPlay(good))
        );
    }
}

#[test]
fn autoplay_never_buys_with_gold() {
    let mut game = in_main([2, 3]);
    let seat = game.state().current;
    set_hand(&mut game, seat, goods([0; 5], 0, 0, 0, 9));
    let buy = Action::BuyWithGold {
        resource: Resource::Ore,
    };
    assert!(game.legal_actions(seat).contains(&buy));
    assert!(!autoplay_allowed(&game, seat, &buy));
    assert_eq!(minimal_action(&game, seat), Some(Action::EndTurn));
}

#[test]
fn commodities_trade_with_the_bank_and_gold_is_bought_but_never_given_at_a_ratio() {
    let mut game = in_main([2, 3]);
    let seat = game.state().current;
    set_hand(&mut game, seat, goods([4, 0, 0, 0, 0], 4, 0, 0, 6));
    let trade = |give, get| Action::BankTrade {
        give,
        get,
        ratio: None,
    };
    let legal = game.legal_actions(seat);
    for listed in [
        trade(Good::Paper, Good::Grain),
        trade(Good::Lumber, Good::Coin),
        trade(Good::Lumber, Good::Gold),
    ] {
        assert!(legal.contains(&listed), "{listed:?}");
    }
    assert!(!legal.iter().any(|a| matches!(
        a,
        Action::BankTrade {
            give: Good::Gold,
            ..
        }
    )));
    let before = game.state().clone();
    assert_eq!(
        game.apply(seat, &trade(Good::Gold, Good::Ore)),
        Err(RuleError::NotACard(Good::Gold))
    );
    assert_eq!(game.state(), &before);
    game.apply(seat, &trade(Good::Paper, Good::Grain))
        .expect("4 paper for 1 grain");
    game.apply(seat, &trade(Good::Lumber, Good::Gold))
        .expect("4 lumber for 1 gold");
    assert_eq!(
        game.state().players[seat as usize].hand,
        goods([0, 0, 0, 1, 0], 0, 0, 0, 7)
    );
    assert_conserved(&game, "after the bank trades");
}

#[test]
fn the_bank_shortage_rule_applies_to_each_good() {
    let mut game = in_main([2, 3]);
    // The bank has one cloth: two seats owed one each get none; one seat owed two gets one.
    let seat = game.state().current;
    let st = game.state_mut();
    let cloth = st.bank[Good::Cloth];
    st.bank[Good::Cloth] = 1;
    st.players[seat as usize].hand[Good::Cloth] += cloth - 1;
    let st = game.state().clone();
    let run = |owed: Vec<ResourceSet>| {
        let mut st = st.clone();
        let mut events = Vec::new();
        let mut ctx = Ctx {
            board: game.board(),
            st: &mut st,
            events: &mut events,
        };
        pay_from_bank(&mut ctx, &owed);
        (st, events)
    };
    let both = vec![
        ResourceSet::of(Good::Cloth, 1),
        ResourceSet::of(Good::Cloth, 1),
        ResourceSet::of(Good::Gold, 1),
    ];
    let (after, events) = run(both);
    assert!(events.contains(&Event::BankShortage {
        resource: Good::Cloth
    }));
    assert_eq!(after.bank[Good::Cloth], 1);
    assert_eq!(after.players[2].hand.gold(), st.players[2].hand.gold() + 1);
    let (after, events) = run(vec![
        ResourceSet::of(Good::Cloth, 2),
        ResourceSet::EMPTY,
        ResourceSet::EMPTY,
    ]);
    assert!(events.contains(&Event::BankShortage {
        resource: Good::Cloth
    }));
    assert_eq!(after.bank[Good::Cloth], 0);
    assert_eq!(
        after.players[0].hand[Good::Cloth],
        st.players[0].hand[Good::Cloth] + 1
    );
}

#[test]
fn players_trade_commodities_and_gold() {
    let mut game = in_main([2, 3]);
    let seat = game.state().current;
    let other = (seat + 1) % 3;
    set_hand(&mut game, seat, goods([0; 5], 2, 0, 0, 4));
    set_hand(&mut game, other, goods([0, 0, 0, 1, 1], 0, 1, 0, 0));
    let give = goods([0; 5], 1, 0, 0, 3);
    let get = goods([0, 0, 0, 0, 1], 0, 1, 0, 0);
    game.apply(
        seat,
        &Action::OfferTrade {
            give,
            get,
            to: Some(other),
        },
    )
    .expect("offer");
    // A counter-offer over goods too: the other side asks for 4 gold (which the proposer has).
    let counter_get = goods([0; 5], 0, 0, 0, 4);
    game.apply(
        other,
        &Action::RespondTrade {
            response: TradeResponse::Counter {
                give: get,
                get: counter_get,
            },
        },
    )
    .expect("counter");
    assert!(
        game.legal_actions(seat)
            .contains(&Action::ConfirmTrade { with: other })
    );
    game.apply(seat, &Action::ConfirmTrade { with: other })
        .expect("confirm");
    assert_eq!(
        game.state().players[seat as usize].hand,
        goods([0, 0, 0, 0, 1], 2, 1, 0, 0)
    );
    assert_eq!(
        game.state().players[other as usize].hand,
        goods([0, 0, 0, 1, 0], 0, 0, 0, 4)
    );
    assert_conserved(&game, "after the trade");
}

#[test]
fn monopoly_like_effects_take_a_commodity_and_never_gold() {
    let mut game = Game::new(config(vec![]), 1).expect("valid config");
    let st = game.state_mut();
    let taken = take_all_of(st, 0, Good::Paper);
    assert_eq!(taken, vec![(1, 1), (2, 1)]);
    assert_eq!(st.players[0].hand[Good::Paper], 3);
    assert!(take_all_of(st, 0, Good::Gold).is_empty());
    assert_eq!(st.players[1].hand.gold(), START_GOLD);
}

#[test]
fn views_count_commodities_as_cards_and_show_gold_to_everyone() {
    let game = Game::new(config(vec![]), 1).expect("valid config");
    let view = game.view(Some(0));
    assert_eq!(view.players[1].resource_count, 3);
    assert_eq!(view.players[1].gold, START_GOLD);
    assert_eq!(view.players[1].hand, None);
    assert_eq!(
        view.players[0].hand,
        Some(goods([0; 5], 1, 1, 1, START_GOLD))
    );
    // Without gold the key is not written.
    let base = Game::new(GameConfig::base(3), 1).expect("valid config");
    let json = serde_json::to_string(&base.view(None)).expect("serialises");
    assert!(!json.contains("\"gold\""));
}

#[test]
fn random_games_with_goods_conserve_every_good_and_agree_with_apply() {
    let mut moved = [0u32; Good::COUNT];
    let mut steps = 0u32;
    for seed in 0..12u64 {
        // Alone, with the event cards (gifts, steals, free resources), and in Catan for Two
        // (forced trades draw and give back cards).
        let mut config = config(vec![]);
        match seed % 3 {
            1 => config.modules.push(ModuleId::EventCards),
            2 => {
                config.players = 2;
                config.modules.push(ModuleId::CatanForTwo);
            }
            _ => {}
        }
        let mut game = Game::new(config, seed).expect("valid config");
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let mut scratch = Vec::new();
        let opts = RandomPlayOptions {
            domestic_trades: true,
        };
        for step in 0..3000 {
            if game.is_over() {
                break;
            }
            // Every listed purchase or trade applies (the list agrees with apply).
            let seat = game.state().current;
            for action in game.legal_actions(seat) {
                if matches!(
                    action,
                    Action::BuyWithGold { .. } | Action::BankTrade { .. }
                ) {
                    let mut copy = game.clone();
                    copy.apply(seat, &action)
                        .unwrap_or_else(|e| panic!("{action:?} listed but refused: {e}"));
                }
            }
            let Some((seat, action)) = random_step(&game, &mut rng, opts, &mut scratch) else {
                break;
            };
            steps += 1;
            let before = game.state().clone();
            match game.apply(seat, &action) {
                Ok(events) => {
                    for e in &events {
                        match e {
                            Event::BoughtWithGold { .. } => moved[Good::Gold.index()] += 1,
                            Event::Stole {
                                resource: Some(g), ..
                            } => {
                                assert!(g.is_card());
                                moved[g.index()] += 1;
                            }
                            Event::Discarded { cards, .. } => {
                                assert_eq!(cards.gold(), 0);
                                for (g, _) in cards.iter() {
                                    moved[g.index()] += 1;
                                }
                            }
                            _ => {}
                        }
                    }
                }
                Err(_) => assert_eq!(game.state(), &before, "a refusal changed the game"),
            }
            assert_conserved(&game, &format!("seed {seed}, step {step}, {action:?}"));
        }
    }
    assert!(steps > 5000, "the games were played ({steps} steps)");
    // The games did move commodities (stolen or discarded) and spent gold.
    assert!(moved[Good::Gold.index()] > 0, "{moved:?}");
    assert!(
        Commodity::ALL
            .iter()
            .any(|&c| moved[Good::from(c).index()] > 0),
        "{moved:?}"
    );
}
