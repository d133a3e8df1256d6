//! Why an action is refused, said so that the player can do something about it: the rule that
//! refused it (the engine's error knows), what a purchase costs and which cards are missing,
//! that a development card was bought this turn, which codes a board has when a typed place is
//! none of them. Pure functions of the game, unit-tested without Discord.

use kaitaku_engine::board::Board;
use kaitaku_engine::resources::{CITY_COST, DEV_CARD_COST, ROAD_COST, SETTLEMENT_COST};
use kaitaku_engine::{Action, DevCard, Game, ResourceSet, RuleError, Seat};
use kaitaku_i18n::{Lang, t};

use super::Refusal;
use super::compose::{dev_card_name, resources};
use super::custom_id::PickKind;

/// Something bought with resource cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purchase {
    /// A road.
    Road,
    /// A settlement.
    Settlement,
    /// A city.
    City,
    /// A development card.
    DevCard,
}

impl Purchase {
    /// What the purchase an action makes is, if it is one.
    pub fn of(action: &Action) -> Option<Purchase> {
        Some(match action {
            Action::BuildRoad { .. } => Purchase::Road,
            Action::BuildSettlement { .. } => Purchase::Settlement,
            Action::BuildCity { .. } => Purchase::City,
            Action::BuyDevCard => Purchase::DevCard,
            _ => return None,
        })
    }

    /// What it costs.
    pub fn cost(self) -> ResourceSet {
        match self {
            Purchase::Road => ROAD_COST,
            Purchase::Settlement => SETTLEMENT_COST,
            Purchase::City => CITY_COST,
            Purchase::DevCard => DEV_CARD_COST,
        }
    }

    /// Its name with an article in `lang` (`a settlement`, `開拓地`).
    pub fn name(self, lang: Lang) -> String {
        match self {
            Purchase::Road => t!(lang, "purchase-road"),
            Purchase::Settlement => t!(lang, "purchase-settlement"),
            Purchase::City => t!(lang, "purchase-city"),
            Purchase::DevCard => t!(lang, "purchase-dev-card"),
        }
    }
}

/// The development card a play action plays.
pub fn card_played(action: &Action) -> Option<DevCard> {
    Some(match action {
        Action::PlayKnight => DevCard::Knight,
        Action::PlayRoadBuilding => DevCard::RoadBuilding,
        Action::PlayMonopoly { .. } => DevCard::Monopoly,
        Action::PlayYearOfPlenty { .. } => DevCard::YearOfPlenty,
        _ => return None,
    })
}

/// The cards of `cost` that `hand` lacks.
pub fn missing(cost: &ResourceSet, hand: &ResourceSet) -> ResourceSet {
    let mut out = ResourceSet::default();
    for (r, n) in cost.iter() {
        out[r] = n.saturating_sub(hand[r]);
    }
    out
}

/// The refusal for `error`, which the rules gave for `action` by `seat` in `game` (as it was
/// before the action): with the cost and the missing cards when the seat cannot pay, with the
/// reason when the only card of that kind was bought this turn, else the rule's own words.
pub fn explain(game: &Game, seat: Seat, action: &Action, error: RuleError) -> Refusal {
    let view = game.view(Some(seat));
    let me = view.players.get(usize::from(seat));
    match error {
        RuleError::NotEnoughResources => {
            if let (Some(what), Some(hand)) = (Purchase::of(action), me.and_then(|p| p.hand)) {
                let lacking = missing(&what.cost(), &hand);
                if !lacking.is_empty() {
                    return Refusal::CannotAfford { what, lacking };
                }
            }
        }
        RuleError::NoPlayableCard => {
            if let (Some(card), Some(p)) = (card_played(action), me) {
                let held = p.dev_cards.map_or(0, |d| d[card]);
                let new = p.dev_cards_new.map_or(0, |d| d[card]);
                if held > 0 && new >= held {
                    return Refusal::CardTooNew(card);
                }
            }
        }
        _ => {}
    }
    Refusal::Rule(error)
}

/// What the rules would say to `action` by `seat` now, without changing the game: `None` when
/// they would take it.
pub fn dry_run(game: &Game, seat: Seat, action: &Action) -> Option<Refusal> {
    let mut trial = game.clone();
    trial
        .apply(seat, action)
        .err()
        .map(|e| explain(game, seat, action, e))
}

/// The refusal of a typed place that is no place of `kind` on `board`: which codes there are.
pub fn no_such_spot(board: &Board, kind: PickKind, value: &str, lang: Lang) -> Refusal {
    let (what, first, last) = match kind {
        PickKind::Settlement | PickKind::City => (
            t!(lang, "spot-kind-intersection"),
            board.vertex_code(0),
            board.vertex_code(board.vertex_count().saturating_sub(1) as u16),
        ),
        PickKind::Road => (
            t!(lang, "spot-kind-path"),
            board.edge_code(0),
            board.edge_code(board.edge_count().saturating_sub(1) as u16),
        ),
        PickKind::Robber => (
            t!(lang, "spot-kind-hex"),
            board.hex_code(0),
            board.hex_code(board.hex_count().saturating_sub(1) as u8),
        ),
    };
    Refusal::BadChoice(t!(
        lang,
        "refusal-no-such-spot",
        value = value.trim(),
        what = what,
        first = first,
        last = last
    ))
}

/// The text of a purchase the player cannot pay for.
pub fn cannot_afford_text(what: Purchase, lacking: &ResourceSet, lang: Lang) -> String {
    t!(
        lang,
        "refusal-cannot-afford",
        what = what.name(lang),
        cost = resources(&what.cost(), lang),
        missing = resources(lacking, lang)
    )
}

/// The text of a development card bought this turn and played at once.
pub fn card_too_new_text(card: DevCard, lang: Lang) -> String {
    t!(
        lang,
        "refusal-card-too-new",
        card = dev_card_name(card, lang)
    )
}

#[cfg(test)]
#[path = "reasons_tests.rs"]
mod tests;
