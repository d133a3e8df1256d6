//! The camel vote: after a settlement is built or a city upgraded (not in setup), every seat in
//! turn from the builder clockwise shows wool and grain once for one of the legal camel spots
//! (or shows nothing); the spot with the most cards shown gets the camel. A tie goes to the
//! spot of the one player who showed the most cards for a tied spot, else the current player
//! chooses among the tied spots. Shown cards go back to the bank.

use serde::{Deserialize, Serialize};

use super::board::camel_spots;
use super::{Caravans, CaravansAction, CaravansError, CaravansEvent, CamelDecided};
use crate::action::Action;
use crate::board::{Board, Edge};
use crate::error::RuleError;
use crate::modules::{HookCtx, ModuleId};
use crate::resources::{Resource, ResourceSet};
use crate::rules::{Ctx, interrupt};
use crate::state::{Phase, Seat};

/// The most of each kind the legal-action list offers in one vote (the menus); a larger vote
/// is accepted when asked for by name.
pub const LISTED_PER_KIND: u8 = 3;

/// One seat's part in a vote.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ballot {
    /// Who.
    pub seat: Seat,
    /// The spot voted for (`None`: showed nothing).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub edge: Option<Edge>,
    /// Wool shown.
    #[serde(default)]
    pub wool: u8,
    /// Grain shown.
    #[serde(default)]
    pub grain: u8,
}

impl Ballot {
    /// Cards shown.
    pub fn cards(&self) -> u32 {
        u32::from(self.wool) + u32::from(self.grain)
    }
}

/// A camel vote in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Vote {
    /// Who built (votes first).
    pub builder: Seat,
    /// The legal spots and the caravan each would join.
    pub spots: Vec<(Edge, u8)>,
    /// The ballots so far, in voting order.
    #[serde(default)]
    pub ballots: Vec<Ballot>,
    /// The tied spots the current player must choose among, once every seat has voted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tie: Option<Vec<Edge>>,
}

impl Vote {
    /// The seat whose ballot is due (`None` once every seat has voted).
    pub fn next_voter(&self, seats: u8) -> Option<Seat> {
        let done = self.ballots.len() as u8;
        (done < seats).then(|| (self.builder + done) % seats.max(1))
    }

    /// Votes per spot, in spot order.
    pub fn tally(&self) -> Vec<(Edge, u32)> {
        self.spots
            .iter()
            .map(|&(e, _)| {
                let votes = self
                    .ballots
                    .iter()
                    .filter(|b| b.edge == Some(e))
                    .map(Ballot::cards)
                    .sum();
                (e, votes)
            })
            .collect()
    }

    /// The outcome once every seat has voted: the spot, its votes and how it was decided, or
    /// the tied spots and their votes when the current player must choose.
    pub fn outcome(&self) -> Result<(Edge, u32, CamelDecided), (Vec<Edge>, u32)> {
        let tally = self.tally();
        let most = tally.iter().map(|&(_, v)| v).max().unwrap_or(0);
        let tied: Vec<Edge> = tally
            .iter()
            .filter(|&&(_, v)| v == most)
            .map(|&(e, _)| e)
            .collect();
        if let [only] = tied.as_slice() {
            return Ok((*only, most, CamelDecided::Votes));
        }
        let for_tied: Vec<&Ballot> = self
            .ballots
            .iter()
            .filter(|b| b.cards() > 0 && b.edge.is_some_and(|e| tied.contains(&e)))
            .collect();
        let biggest = for_tied.iter().map(|b| b.cards()).max().unwrap_or(0);
        let top: Vec<&&Ballot> = for_tied.iter().filter(|b| b.cards() == biggest).collect();
        if let [one] = top.as_slice()
            && let Some(edge) = one.edge
        {
            return Ok((edge, most, CamelDecided::BiggestVoter { seat: one.seat }));
        }
        Err((tied, most))
    }
}

/// Whether the game waits for this module's decision now (not for one opened on top of it).
pub fn deciding(phase: &Phase) -> bool {
    *phase
        == Phase::ModuleDecisions {
            module: ModuleId::Caravans,
        }
}

/// After a build: opens the camel vote owed, if a camel is left and has a spot.
pub fn open(module: &mut Caravans, ctx: &mut Ctx) {
    let Some(builder) = module.owed.take() else {
        return;
    };
    if matches!(ctx.st.phase, Phase::GameOver { .. }) || module.vote.is_some() {
        return;
    }
    if module.camels_left == 0 {
        return;
    }
    let spots = camel_spots(ctx.board, &module.routes);
    if spots.is_empty() {
        ctx.events.push(CaravansEvent::NoCamelSpot { builder }.into());
        return;
    }
    ctx.events.push(
        CaravansEvent::CamelVoteOpened {
            builder,
            spots: spots.iter().map(|&(e, _)| e).collect(),
        }
        .into(),
    );
    module.vote = Some(Vote {
        builder,
        spots,
        ballots: Vec::new(),
        tie: None,
    });
    interrupt::push(
        ctx.st,
        Phase::ModuleDecisions {
            module: ModuleId::Caravans,
        },
    );
}

/// The seat that owes the vote's next decision, and which.
pub fn owed(module: &Caravans, ctx: &HookCtx) -> Option<(Seat, bool)> {
    if !deciding(&ctx.state.phase) {
        return None;
    }
    let vote = module.vote.as_ref()?;
    if vote.tie.is_some() {
        return Some((ctx.state.current, true));
    }
    vote.next_voter(ctx.state.seat_count()).map(|s| (s, false))
}

/// Appends `seat`'s legal vote actions.
pub fn legal_actions(module: &Caravans, ctx: &HookCtx, seat: Seat, out: &mut Vec<Action>) {
    let Some((owing, tie)) = owed(module, ctx) else {
        return;
    };
    let Some(vote) = module.vote.as_ref() else {
        return;
    };
    if owing != seat {
        return;
    }
    if tie {
        for &edge in vote.tie.iter().flatten() {
            out.push(CaravansAction::ChooseCamelSpot { edge }.into());
        }
        return;
    }
    let hand = ctx.state.players[seat as usize].hand;
    let wool_max = hand[Resource::Wool].min(LISTED_PER_KIND);
    let grain_max = hand[Resource::Grain].min(LISTED_PER_KIND);
    for &(edge, _) in &vote.spots {
        for wool in 0..=wool_max {
            for grain in 0..=grain_max {
                if wool + grain > 0 {
                    out.push(CaravansAction::CamelVote { edge, wool, grain }.into());
                }
            }
        }
    }
    out.push(CaravansAction::CamelPass.into());
}

/// Applies a vote action.
pub fn apply(
    module: &mut Caravans,
    ctx: &mut Ctx,
    seat: Seat,
    action: &CaravansAction,
) -> Result<(), RuleError> {
    let Some((owing, tie)) = owed(module, &ctx.hooks()) else {
        return Err(RuleError::NoDecisionOwed);
    };
    if owing != seat {
        return Err(RuleError::NoDecisionOwed);
    }
    let Some(vote) = module.vote.as_mut() else {
        return Err(RuleError::NoDecisionOwed);
    };
    match action {
        CaravansAction::ChooseCamelSpot { edge } => {
            let Some(tied) = vote.tie.as_ref().filter(|_| tie) else {
                return Err(RuleError::NoDecisionOwed);
            };
            if !tied.contains(edge) {
                return Err(CaravansError::NotATiedSpot.into());
            }
            let votes = vote
                .tally()
                .iter()
                .find(|(e, _)| e == edge)
                .map_or(0, |&(_, v)| v);
            place(module, ctx, *edge, votes, CamelDecided::CurrentPlayer { seat });
            return Ok(());
        }
        _ if tie => return Err(RuleError::NoDecisionOwed),
        CaravansAction::CamelPass => {
            vote.ballots.push(Ballot {
                seat,
                edge: None,
                wool: 0,
                grain: 0,
            });
            ctx.events
                .push(CaravansEvent::CamelVotePassed { seat }.into());
        }
        CaravansAction::CamelVote { edge, wool, grain } => {
            if !vote.spots.iter().any(|(e, _)| e == edge) {
                return Err(CaravansError::NotACamelSpot.into());
            }
            if *wool == 0 && *grain == 0 {
                return Err(CaravansError::NoCardsShown.into());
            }
            let mut cards = ResourceSet::EMPTY;
            cards[Resource::Wool] = *wool;
            cards[Resource::Grain] = *grain;
            let hand = &mut ctx.st.players[seat as usize].hand;
            if !hand.try_sub(&cards) {
                return Err(RuleError::NotEnoughResources);
            }
            ctx.st.bank.add(&cards);
            vote.ballots.push(Ballot {
                seat,
                edge: Some(*edge),
                wool: *wool,
                grain: *grain,
            });
            ctx.events.push(
                CaravansEvent::CamelVoted {
                    seat,
                    edge: *edge,
                    cards,
                }
                .into(),
            );
        }
    }
    if vote.next_voter(ctx.st.seat_count()).is_some() {
        return Ok(());
    }
    match vote.outcome() {
        Ok((edge, votes, decided)) => place(module, ctx, edge, votes, decided),
        Err((spots, votes)) => {
            ctx.events
                .push(CaravansEvent::CamelVoteTied { spots: spots.clone(), votes }.into());
            vote.tie = Some(spots);
        }
    }
    Ok(())
}

/// Places the camel the vote decided, ends the vote and re-decides Longest Road (the roads
/// under camels count double).
fn place(module: &mut Caravans, ctx: &mut Ctx, edge: Edge, votes: u32, decided: CamelDecided) {
    let Some(vote) = module.vote.take() else {
        return;
    };
    let route = vote
        .spots
        .iter()
        .find(|(e, _)| *e == edge)
        .map_or(0, |&(_, r)| r);
    add_camel(module, ctx.board, route, edge);
    module.camels_left = module.camels_left.saturating_sub(1);
    ctx.events.push(
        CaravansEvent::CamelPlaced {
            edge,
            route,
            votes,
            decided,
            camels_left: module.camels_left,
        }
        .into(),
    );
    interrupt::resume(ctx, vote.builder, Phase::Main);
    reweigh_roads(module, ctx, edge);
}

/// Adds a camel to caravan `route`, and works out again which intersections lie between camels.
pub fn add_camel(module: &mut Caravans, board: &Board, route: u8, e: Edge) {
    let i = route as usize;
    if module.routes.len() <= i {
        module.routes.resize(i + 1, Vec::new());
    }
    module.routes[i].push(e);
    module.between = super::board::between_camels(&module.routes)
        .into_iter()
        .filter_map(|v| board.vertex_id(v))
        .collect();
}

/// Re-decides Longest Road with the new camel's weight, for the owner of the road under it (no
/// other route changes): the module is out of the state while its action runs, so a copy of it
/// stands in while the core measures the roads.
fn reweigh_roads(module: &Caravans, ctx: &mut Ctx, edge: Edge) {
    let Some(owner) = ctx
        .board
        .edge_id(edge)
        .and_then(|e| ctx.st.roads[e as usize])
        .filter(|&o| ctx.st.is_player(o))
    else {
        return;
    };
    let seats = [owner];
    ctx.st
        .modules
        .push(crate::modules::ModuleState::Caravans(Box::new(module.clone())));
    crate::rules::awards::update_longest_road(ctx, &seats);
    ctx.st.modules.pop();
}
