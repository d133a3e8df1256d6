use super::*;
use kaitaku_engine::state::Phase;
use kaitaku_engine::{GameConfig, Resource, Script};

use crate::bot::turn::action_for_choice;

/// A 3-player base game after the setup, seat 0 to move in its main phase (rolled a 6),
/// holding `hand`; the development deck starts with a knight.
fn main_phase(hand: [u8; 5]) -> Game {
    let config = GameConfig {
        script: Script {
            first_player: Some(0),
            dice: vec![[3, 3]; 4],
            dev_deck: vec![DevCard::Knight, DevCard::Knight],
            ..Script::default()
        },
        ..GameConfig::base(3)
    };
    let mut game = Game::new(config, 7).expect("game");
    while matches!(game.phase(), Phase::Setup { .. }) {
        let seat = game.state().current;
        let a = game.legal_actions(seat).into_iter().next().expect("legal");
        game.apply(seat, &a).expect("applies");
    }
    game.apply(0, &Action::Roll).expect("rolls");
    // Set the hand (the bank is not checked by these refusals).
    // (As text: the RNG's state does not fit a `serde_json::Value` number.)
    let json = serde_json::to_string(&game).expect("json");
    let players = json.find("\"players\":[").expect("players");
    let start = players + json[players..].find("\"hand\":").expect("a hand") + "\"hand\":".len();
    let end = start + json[start..].find('}').expect("the hand's end") + 1;
    let hand = serde_json::to_string(&ResourceSet::from_resources(hand)).expect("hand");
    let patched = format!("{}{}{}", &json[..start], hand, &json[end..]);
    serde_json::from_str(&patched).expect("game")
}

#[test]
fn an_unaffordable_purchase_says_its_cost_and_what_is_missing() {
    // One wool, no grain: a development card lacks grain and ore.
    let game = main_phase([0, 0, 1, 0, 0]);
    let refusal = dry_run(&game, 0, &Action::BuyDevCard).expect("refused");
    assert_eq!(
        refusal,
        Refusal::CannotAfford {
            what: Purchase::DevCard,
            lacking: ResourceSet::new(0, 0, 0, 1, 1),
        }
    );
    assert_eq!(
        refusal.text(Lang::En),
        "You cannot afford a development card: it costs 1 wool, 1 grain, 1 ore, and you are \
         missing 1 grain, 1 ore."
    );
    let ja = refusal.text(Lang::Ja);
    assert!(ja.contains("発展カード") && ja.contains("小麦1枚"), "{ja}");
    // What a cost is, in words.
    assert_eq!(
        cannot_afford_text(Purchase::City, &ResourceSet::new(0, 0, 0, 0, 3), Lang::En),
        "You cannot afford a city: it costs 2 grain, 3 ore, and you are missing 3 ore."
    );
    assert_eq!(
        missing(&CITY_COST, &ResourceSet::new(0, 0, 0, 5, 1)),
        ResourceSet::new(0, 0, 0, 0, 2)
    );
}

#[test]
fn a_typed_spot_says_why_it_is_refused() {
    let game = main_phase([0, 0, 0, 0, 0]);
    // Not on this board at all (a number too high, a word): which labels there are.
    for typed in ["999", "hello"] {
        let refusal =
            action_for_choice(&game, PickKind::Settlement, typed, Lang::En).expect_err("refused");
        let text = refusal.text(Lang::En);
        assert!(
            text.contains(&format!("`{typed}` is not an intersection on this board"))
                && text.contains("`1` to `54`"),
            "{text}"
        );
        let ja = action_for_choice(&game, PickKind::Settlement, typed, Lang::Ja)
            .expect_err("refused")
            .text(Lang::Ja);
        assert!(ja.contains("交点ではありません"), "{ja}");
    }
    let road = action_for_choice(&game, PickKind::Road, "r999", Lang::En).expect_err("refused");
    assert!(road.text(Lang::En).contains("`r1` to `r72`"), "{road}");
    // A real settlement of the player's, who cannot afford a city on it: the cost and what is
    // missing.
    let board = game.board();
    let own = (0..board.vertex_count() as u16)
        .map(|v| board.vertex_code(v))
        .find(|code| {
            let Ok(action) = crate::bot::turn::action_named(&game, PickKind::City, code, Lang::En)
            else {
                return false;
            };
            let mut rich = main_phase([0, 0, 0, 2, 3]);
            rich.apply(0, &action).is_ok()
        })
        .expect("a settlement of seat 0");
    let poor = action_for_choice(&game, PickKind::City, &own, Lang::En).expect_err("poor");
    assert_eq!(
        poor,
        Refusal::CannotAfford {
            what: Purchase::City,
            lacking: CITY_COST,
        }
    );
    // A taken intersection: the rule that refuses it.
    let taken = (0..board.vertex_count() as u16)
        .find(|v| {
            game.state()
                .buildings
                .get(usize::from(*v))
                .is_some_and(Option::is_some)
        })
        .map(|v| board.vertex_code(v));
    if let Some(code) = taken {
        let rich = main_phase([1, 1, 1, 1, 0]);
        let refused =
            action_for_choice(&rich, PickKind::Settlement, &code, Lang::En).expect_err("taken");
        assert!(matches!(refused, Refusal::Rule(_)), "{refused:?}");
        assert!(
            refused.text(Lang::En).starts_with("Not allowed: "),
            "{refused}"
        );
    }
}

#[test]
fn a_card_bought_this_turn_says_so() {
    let mut game = main_phase([0, 0, 1, 1, 1]);
    game.apply(0, &Action::BuyDevCard).expect("buys the knight");
    let refusal = dry_run(&game, 0, &Action::PlayKnight).expect("refused");
    assert_eq!(refusal, Refusal::CardTooNew(DevCard::Knight));
    assert!(
        refusal
            .text(Lang::En)
            .contains("You bought your Knight this turn"),
        "{refusal}"
    );
    assert!(
        refusal.text(Lang::Ja).contains("今の手番に買った"),
        "{}",
        refusal.text(Lang::Ja)
    );
    // Without any such card, the rule's own words.
    let none = dry_run(
        &game,
        0,
        &Action::PlayMonopoly {
            resource: Resource::Ore,
        },
    );
    assert!(
        matches!(none, Some(Refusal::Rule(RuleError::NoPlayableCard))),
        "{none:?}"
    );
    // A legal action is not refused.
    assert_eq!(dry_run(&game, 0, &Action::EndTurn), None);
}
