//! Harbormaster (Traders & Barbarians optional rule): a settlement on a harbour is worth 1
//! harbour point, a city on a harbour 2. The first player to reach 3 harbour points takes the
//! Harbormaster card (2 VP); it passes to any player who then has more harbour points than its
//! holder. The victory target is one higher than usual.

use crate::modules::Hooks;
use serde::{Deserialize, Serialize};

use super::{Built, HookCtx, Module, ModuleEvent, ModuleId, ModuleView, Never, RuleModule};
use crate::board::Board;
use crate::config::GameConfig;
use crate::event::Event;
use crate::ruleset::{Award, RulesetBuilder};
use crate::state::{GameState, Seat};
use crate::view_items::{BoardItems, Kind};

/// A seat's harbour points (a public counter per seat).
pub const POINTS: Kind = Kind::new("harbormaster.points");
/// The Harbormaster card (a counter of 1 for the seat holding it, absent otherwise).
pub const HOLDER: Kind = Kind::new("harbormaster.holder");
/// Every kind the module writes.
pub static KINDS: [Kind; 2] = [POINTS, HOLDER];

/// Harbour points needed to take the card first.
pub const HARBORMASTER_MIN_POINTS: u8 = 3;
/// Victory points the card is worth.
pub const HARBORMASTER_VP: i32 = 2;
/// How much the module raises the victory target (a delta of the target plan: added after the
/// base or the game's own target).
pub const TARGET_RAISE: i8 = 1;
/// The Harbormaster card, among the game's awards.
pub const AWARD: Award = Award::Module {
    module: ModuleId::Harbormaster,
    key: "harbormaster",
};

/// The module's state: who holds the card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Harbormaster {
    /// The holder of the Harbormaster card.
    pub holder: Option<Seat>,
}

/// What Harbormaster reports.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum HarbormasterEvent {
    /// Harbormaster changed hands.
    Harbormaster {
        /// The new holder.
        holder: Seat,
        /// Their harbour points.
        points: u8,
    },
}

impl From<HarbormasterEvent> for Event {
    fn from(event: HarbormasterEvent) -> Event {
        Event::Module(ModuleEvent::Harbormaster(event))
    }
}

/// What everyone sees of Harbormaster.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HarbormasterView {
    /// The holder of the card.
    pub holder: Option<Seat>,
    /// Harbour points per seat.
    pub points: Vec<u8>,
}

impl Harbormaster {
    /// A new game's state: nobody holds the card.
    pub fn new(_config: &GameConfig) -> Self {
        Harbormaster { holder: None }
    }
}

/// A player's harbour points: 1 per settlement and 2 per city on a harbour intersection.
pub fn harbour_points(board: &Board, st: &GameState, seat: Seat) -> u8 {
    let mut points = 0u8;
    let mut counted = crate::board::bits::IdSet::new();
    for &(v, _) in board.harbor_vertices() {
        if !counted.insert(v) {
            continue;
        }
        if let Some(b) = st.building_at(v)
            && b.owner == seat
        {
            // Harbour points are the building's victory points (settlement 1, city 2).
            points += b.kind.vp();
        }
    }
    points
}

impl RuleModule for Harbormaster {
    fn id(&self) -> ModuleId {
        ModuleId::Harbormaster
    }

    fn overrides(&self) -> Hooks {
        Hooks::EXTRA_VP
    }

    fn ruleset(&self, ruleset: &mut RulesetBuilder) {
        ruleset.target_delta(TARGET_RAISE);
        ruleset.add_award(AWARD);
    }

    fn extra_vp(&self, _ctx: &HookCtx, seat: Seat) -> (i32, bool) {
        if self.holder == Some(seat) {
            (HARBORMASTER_VP, true)
        } else {
            (0, true)
        }
    }

    fn after_build(&mut self, ctx: &HookCtx, seat: Seat, built: Built, events: &mut Vec<Event>) {
        // Only a building of a seated player can change anyone's harbour points.
        let Built::Building(v, _) = built else {
            return;
        };
        if ctx.board.vertex_harbor(v).is_none() || !ctx.state.is_player(seat) {
            return;
        }
        let points = harbour_points(ctx.board, ctx.state, seat);
        let takes = match self.holder {
            None => points >= HARBORMASTER_MIN_POINTS,
            Some(h) if h == seat => false,
            Some(h) => points > harbour_points(ctx.board, ctx.state, h),
        };
        if takes {
            self.holder = Some(seat);
            events.push(HarbormasterEvent::Harbormaster {
                holder: seat,
                points,
            }.into());
        }
    }

    fn sample_hidden(
        &mut self,
        ctx: &mut crate::sample::SampleCtx,
    ) -> Result<(), crate::sample::SampleError> {
        // Nothing is hidden: the holder is public.
        if let Some(ModuleView::Harbormaster(v)) = ctx.module_view(ModuleId::Harbormaster) {
            self.holder = v.holder;
        }
        Ok(())
    }

    fn value_hint(&self, ctx: &HookCtx, seat: Seat) -> f32 {
        // Harbour points towards the card: worth a little each while it is in play.
        if self.holder == Some(seat) {
            0.0
        } else {
            0.15 * f32::from(harbour_points(ctx.board, ctx.state, seat))
        }
    }

    fn view(&self, ctx: &HookCtx) -> Option<ModuleView> {
        Some(ModuleView::Harbormaster(HarbormasterView {
            holder: self.holder,
            points: (0..ctx.state.seat_count())
                .map(|s| harbour_points(ctx.board, ctx.state, s))
                .collect(),
        }))
    }

    fn item_kinds(&self) -> &'static [Kind] {
        &KINDS
    }
}

impl Module for Harbormaster {
    type Action = Never;
    type Event = HarbormasterEvent;
    type Decision = Never;
    type Error = Never;
    type View = HarbormasterView;
    type Script = ();

    fn view_items(view: &HarbormasterView, out: &mut BoardItems) {
        for (seat, &points) in view.points.iter().enumerate() {
            let seat = seat as Seat;
            out.counter(POINTS, Some(seat), i32::from(points));
            if view.holder == Some(seat) {
                out.counter(HOLDER, Some(seat), 1);
            }
        }
    }

    fn new(config: &GameConfig) -> Self {
        Harbormaster::new(config)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Corner, Hex, Vertex};
    use crate::state::{Building, BuildingKind};
    use crate::{Game, GameConfig};

    fn place(game: &Game, st: &mut GameState, q: i8, r: i8, corner: Corner, b: Building) -> u16 {
        let v = game
            .board()
            .vertex_id(Vertex::new(Hex::new(q, r), corner))
            .expect("vertex on the board");
        st.buildings[v as usize] = Some(b);
        v
    }

    #[test]
    fn card_passes_only_to_a_player_with_more_points() {
        let mut config = GameConfig::base(3);
        config.modules = vec![ModuleId::Harbormaster];
        let game = Game::new(config.clone(), 1).expect("valid config");
        let mut st = game.state().clone();
        let settlement = |owner| Building::new(owner, BuildingKind::Settlement);
        let city = |owner| Building::new(owner, BuildingKind::City);
        let mut m = Harbormaster::new(&config);
        let mut events = Vec::new();
        // Seat 0: a settlement and a city on harbours = 3 points: takes the card.
        place(&game, &mut st, 2, 1, Corner::N, settlement(0));
        let v = place(&game, &mut st, 1, 1, Corner::S, city(0));
        let ctx = HookCtx {
            board: game.board(),
            state: &st,
        };
        m.after_build(&ctx, 0, Built::Building(v, BuildingKind::City), &mut events);
        assert_eq!(m.holder, Some(0));
        // Seat 1 reaches 3 too: a tie does not take the card.
        place(&game, &mut st, -3, 2, Corner::N, settlement(1));
        let v = place(&game, &mut st, -2, 0, Corner::N, city(1));
        let ctx = HookCtx {
            board: game.board(),
            state: &st,
        };
        m.after_build(&ctx, 1, Built::Building(v, BuildingKind::City), &mut events);
        assert_eq!(m.holder, Some(0));
        // 4 points exceed the holder's 3: the card passes.
        let v = place(&game, &mut st, -3, 2, Corner::N, city(1));
        let ctx = HookCtx {
            board: game.board(),
            state: &st,
        };
        m.after_build(&ctx, 1, Built::Building(v, BuildingKind::City), &mut events);
        assert_eq!(m.holder, Some(1));
        assert_eq!(harbour_points(game.board(), &st, 1), 4);
        assert_eq!(
            events,
            vec![
                HarbormasterEvent::Harbormaster {
                    holder: 0,
                    points: 3
                }
                .into(),
                HarbormasterEvent::Harbormaster {
                    holder: 1,
                    points: 4
                }
                .into()
            ]
        );
        assert_eq!(m.extra_vp(&ctx, 1), (HARBORMASTER_VP, true));
        assert_eq!(m.extra_vp(&ctx, 0), (0, true));
    }
}
