//! What a seat asks the engine to do.

use serde::{Deserialize, Serialize};

use super::board::{Edge, Hex, Vertex};
use super::modules::ModuleAction;
use super::resources::{Good, Resource, ResourceSet};
use super::state::Seat;

/// A request from one seat. Setup placements, paid builds and free builds (Road Building) all use
/// the same build actions; the phase decides what they cost.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "type",
    rename_all = "snake_case",
    deny_unknown_fields,
    // The message when nothing matches (a core variant is tried, then each module's).
    expecting = "an action: {\"type\": \"<snake_case name>\"} with the fields that action needs \
                 (docs/replay.md; a rule module's action only with that module)"
)]
pub enum Action {
    /// Roll the dice to start the turn's production.
    Roll,
    /// Build a road on a path.
    BuildRoad {
        /// Where.
        edge: Edge,
    },
    /// Build a settlement on an intersection.
    BuildSettlement {
        /// Where.
        vertex: Vertex,
    },
    /// Upgrade one of your settlements to a city.
    BuildCity {
        /// Where.
        vertex: Vertex,
    },
    /// Buy the top development card.
    BuyDevCard,
    /// Play a knight: move the robber, count towards Largest Army.
    PlayKnight,
    /// Play Road Building: place up to two free roads next.
    PlayRoadBuilding,
    /// Play Year of Plenty: take these (two, or all the bank has if fewer) from the bank.
    PlayYearOfPlenty {
        /// The cards to take.
        take: ResourceSet,
    },
    /// Play Monopoly: every other player gives you all their cards of this resource.
    PlayMonopoly {
        /// The resource named.
        resource: Resource,
    },
    /// Move the robber and, if anyone can be robbed there, pick whom to rob.
    MoveRobber {
        /// The hex to move to.
        hex: Hex,
        /// The player to rob (required when someone can be robbed, absent otherwise).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        victim: Option<Seat>,
    },
    /// Discard cards after a 7 (exactly half, rounded down, of a hand over the limit).
    Discard {
        /// The cards discarded.
        cards: ResourceSet,
    },
    /// Trade with the bank: `ratio` cards of `give` for one `get`. Any ratio the player has
    /// may be named (4:1 always, 3:1 with a generic harbour, 2:1 with that resource's harbour):
    /// a harbour owner may still trade 4:1 on purpose.
    BankTrade {
        /// The resource given (ratio × 1 of it).
        give: Good,
        /// The resource received (1).
        get: Good,
        /// The ratio asked for; absent means the player's best for `give` (so actions written
        /// before the ratio could be named read and mean the same).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ratio: Option<u8>,
    },
    /// Offer a trade to one player or to everyone (current player only).
    OfferTrade {
        /// What you give.
        give: ResourceSet,
        /// What you want.
        get: ResourceSet,
        /// The one player asked, or everyone when absent.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        to: Option<Seat>,
    },
    /// Answer the open trade offer.
    RespondTrade {
        /// The answer.
        response: TradeResponse,
    },
    /// Carry out the open offer with a player who accepted (or countered).
    ConfirmTrade {
        /// The partner.
        with: Seat,
    },
    /// Withdraw the open offer.
    CancelTrade,
    /// End your turn.
    EndTurn,
    /// End a locked game (any seated player, in any phase, once the game is locked): the seat
    /// with the most VP wins, or it is a draw between the seats sharing the lead.
    EndLockedGame,
    /// Buy one resource with gold (games with gold only: `goods::GoldRules`): pays the price
    /// (2 gold) to the bank, at most `per_turn` (2) times per turn, in the main part of your turn.
    BuyWithGold {
        /// The resource bought.
        resource: Resource,
    },
    /// The resources of your choice a gold field pays you (`GoldFieldYield::ChooseResource`):
    /// as many as owed (fewer only when the bank holds fewer resources), taken from the bank.
    ChooseGoldField {
        /// The resources taken.
        take: ResourceSet,
    },

    /// An action of a rule module (refused with `not_in_this_game` when the module is not in
    /// play). Written as the module's own action, with no wrapper: `{"type": "forced_trade"}`.
    #[serde(untagged)]
    Module(ModuleAction),
}

/// An answer to a trade offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "answer", rename_all = "snake_case", deny_unknown_fields)]
pub enum TradeResponse {
    /// Take the offer as it stands.
    Accept,
    /// Refuse it.
    Decline,
    /// Propose other terms back to the proposer.
    Counter {
        /// What the responder gives.
        give: ResourceSet,
        /// What the responder wants.
        get: ResourceSet,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Module actions read and write with no wrapper, as the core's own; refusals name what
    /// was expected.
    #[test]
    fn module_actions_are_written_like_core_actions() {
        let action: Action = serde_json::from_str(r#"{"type":"robber_to_desert"}"#).expect("reads");
        assert!(matches!(action, Action::Module(_)));
        assert_eq!(
            serde_json::to_string(&action).expect("writes"),
            r#"{"type":"robber_to_desert"}"#
        );
        let roll: Action = serde_json::from_str(r#"{"type":"roll"}"#).expect("reads");
        assert_eq!(roll, Action::Roll);
        for bad in [r#"{"type":"nope"}"#, r#"{"type":"build_road"}"#] {
            let error = serde_json::from_str::<Action>(bad)
                .expect_err(bad)
                .to_string();
            assert!(error.starts_with("an action: "), "{bad}: {error}");
        }
    }
}
