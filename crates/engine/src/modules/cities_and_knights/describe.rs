//! How Cities & Knights' actions are shown to people (labels, places, cards; the bot builds
//! its menus from these).

use super::{CkAction, Track};
use crate::goods::Good;

impl crate::describe::DescribeAction for CkAction {
    const LABELS: &'static [&'static str] = &[
        "cities_and_knights-improve_trade",
        "cities_and_knights-improve_politics",
        "cities_and_knights-improve_science",
        "cities_and_knights-improve_trade_metropolis",
        "cities_and_knights-improve_politics_metropolis",
        "cities_and_knights-improve_science_metropolis",
        "cities_and_knights-build_wall",
        "cities_and_knights-choose_pillaged_city",
        "cities_and_knights-rebuild_city",
        "cities_and_knights-build_knight",
        "cities_and_knights-promote_knight",
        "cities_and_knights-activate_knight",
        "cities_and_knights-move_knight",
        "cities_and_knights-chase_robber",
        "cities_and_knights-retreat_knight",
        "cities_and_knights-choose_aqueduct_resource",
        "cities_and_knights-choose_progress_card",
        "cities_and_knights-discard_progress_card",
        "cities_and_knights-play_progress_card",
        "cities_and_knights-give_wedding_gift",
        "cities_and_knights-take_spied_card",
        "cities_and_knights-take_merchant_cards",
        "cities_and_knights-remove_deserter_knight",
        "cities_and_knights-place_deserter_knight",
        "cities_and_knights-decline_deserter_knight",
        "cities_and_knights-offer_harbor_resource",
        "cities_and_knights-give_harbor_commodity",
        "cities_and_knights-discard_for_saboteur",
    ];

    fn info(&self) -> crate::describe::ActionInfo {
        use crate::describe::{ActionGroup as G, ActionInfo, Place};
        match self {
            CkAction::ImproveCity { track, metropolis } => {
                let label = match (track, metropolis.is_some()) {
                    (Track::Trade, false) => "cities_and_knights-improve_trade",
                    (Track::Politics, false) => "cities_and_knights-improve_politics",
                    (Track::Science, false) => "cities_and_knights-improve_science",
                    (Track::Trade, true) => "cities_and_knights-improve_trade_metropolis",
                    (Track::Politics, true) => "cities_and_knights-improve_politics_metropolis",
                    (Track::Science, true) => "cities_and_knights-improve_science_metropolis",
                };
                // Paying commodities for a level: the cards' group (a place only when it
                // wins a metropolis).
                let info = ActionInfo::plain(label, G::Cards);
                match metropolis {
                    Some(v) => info.at(Place::Intersection(*v), "metropolis"),
                    None => info,
                }
            }
            CkAction::BuildWall { vertex } => {
                ActionInfo::plain("cities_and_knights-build_wall", G::Build)
                    .at(Place::Intersection(*vertex), "wall")
            }
            CkAction::ChoosePillagedCity { vertex } => {
                ActionInfo::plain("cities_and_knights-choose_pillaged_city", G::Decide)
                    .at(Place::Intersection(*vertex), "city")
            }
            CkAction::RebuildCity { vertex } => {
                ActionInfo::plain("cities_and_knights-rebuild_city", G::Build)
                    .at(Place::Intersection(*vertex), "city")
            }
            CkAction::BuildKnight { vertex } => {
                ActionInfo::plain("cities_and_knights-build_knight", G::Build)
                    .at(Place::Intersection(*vertex), super::knights::KNIGHT_PIECE)
            }
            CkAction::PromoteKnight { vertex } => {
                ActionInfo::plain("cities_and_knights-promote_knight", G::Build)
                    .at(Place::Intersection(*vertex), super::knights::KNIGHT_PIECE)
            }
            CkAction::ActivateKnight { vertex } => {
                ActionInfo::plain("cities_and_knights-activate_knight", G::Build)
                    .at(Place::Intersection(*vertex), super::knights::KNIGHT_PIECE)
            }
            CkAction::MoveKnight { from, to } => {
                ActionInfo::plain("cities_and_knights-move_knight", G::Move)
                    .at(Place::Intersection(*to), super::knights::KNIGHT_PIECE)
                    .moving_from(Place::Intersection(*from))
            }
            CkAction::ChaseRobber { vertex } => {
                ActionInfo::plain("cities_and_knights-chase_robber", G::Move)
                    .at(Place::Intersection(*vertex), super::knights::KNIGHT_PIECE)
            }
            CkAction::RetreatKnight { vertex } => {
                ActionInfo::plain("cities_and_knights-retreat_knight", G::Decide)
                    .at(Place::Intersection(*vertex), super::knights::KNIGHT_PIECE)
            }
            CkAction::ChooseAqueductResource { resource } => {
                ActionInfo::plain("cities_and_knights-choose_aqueduct_resource", G::Decide)
                    .getting(crate::resources::ResourceSet::of(*resource, 1))
            }
            CkAction::ChooseProgressCard { track } => {
                ActionInfo::plain("cities_and_knights-choose_progress_card", G::Decide)
                    .with_detail(track.name())
            }
            CkAction::DiscardProgressCard { card } => {
                ActionInfo::plain("cities_and_knights-discard_progress_card", G::Decide)
                    .with_detail(card.name())
            }
            CkAction::GiveWeddingGift { cards } => {
                ActionInfo::plain("cities_and_knights-give_wedding_gift", G::Decide).giving(*cards)
            }
            CkAction::TakeSpiedCard { card } => {
                ActionInfo::plain("cities_and_knights-take_spied_card", G::Decide).with_detail(card.name())
            }
            CkAction::TakeMerchantCards { cards } => {
                ActionInfo::plain("cities_and_knights-take_merchant_cards", G::Decide).getting(*cards)
            }
            CkAction::RemoveDeserterKnight { vertex } => {
                ActionInfo::plain("cities_and_knights-remove_deserter_knight", G::Decide)
                    .at(Place::Intersection(*vertex), super::knights::KNIGHT_PIECE)
            }
            CkAction::PlaceDeserterKnight { vertex } => {
                ActionInfo::plain("cities_and_knights-place_deserter_knight", G::Decide)
                    .at(Place::Intersection(*vertex), super::knights::KNIGHT_PIECE)
            }
            CkAction::DeclineDeserterKnight => {
                ActionInfo::plain("cities_and_knights-decline_deserter_knight", G::Decide)
            }
            CkAction::OfferHarborResource { resource } => {
                ActionInfo::plain("cities_and_knights-offer_harbor_resource", G::Decide)
                    .giving(crate::resources::ResourceSet::of(*resource, 1))
            }
            CkAction::GiveHarborCommodity { commodity } => {
                ActionInfo::plain("cities_and_knights-give_harbor_commodity", G::Decide)
                    .giving(crate::resources::ResourceSet::of(Good::from(*commodity), 1))
            }
            CkAction::DiscardForSaboteur { cards } => {
                ActionInfo::plain("cities_and_knights-discard_for_saboteur", G::Decide).giving(*cards)
            }
            CkAction::PlayProgressCard {
                card,
                resource,
                commodity,
                vertex,
                hex,
                dice,
                edge,
                second,
                seat,
                second_hex,
            } => {
                let detail = match dice {
                    Some(d) => super::play::alchemist_detail(*d),
                    None => card.name(),
                };
                let mut info = ActionInfo::plain("cities_and_knights-play_progress_card", G::Cards)
                    .with_detail(detail);
                // A place without a piece: the card names where its effect applies.
                info.place = vertex
                    .map(Place::Intersection)
                    .or(hex.map(Place::Hex))
                    .or(edge.map(Place::Path));
                // The Smith's second knight (the Inventor's second hex), so that each pair
                // reads apart.
                info.from = second.map(Place::Intersection).or(second_hex.map(Place::Hex));
                // The seat it names (Spy, Master Merchant, Deserter).
                info.seat = *seat;
                if let Some(r) = resource {
                    info = info.getting(crate::resources::ResourceSet::of(*r, 1));
                }
                if let Some(c) = commodity {
                    info = info.getting(crate::resources::ResourceSet::of(Good::from(*c), 1));
                }
                info
            }
        }
    }
}
