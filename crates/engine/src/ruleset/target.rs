//! The victory target as a plan with deltas: a base, the config's override, then every module's
//! delta, so that `/catan new target_vp` and a module's "+1" combine in one defined way whatever
//! the order of the modules.

use crate::modules::ModuleId;
use crate::state::Seat;

/// Victory points needed to win a base game.
pub const BASE_TARGET_VP: u8 = 10;

/// Where the plan's starting value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TargetSource {
    /// The base game's 10.
    Base,
    /// A module's own base (Cities & Knights 13, Land Ho! 8); the highest when several set one.
    Module(ModuleId),
    /// An official pairing of two modules (Caravans with Traders & Barbarians: 15).
    Pairing(ModuleId, ModuleId),
    /// The game's setting (`/catan new target_vp`, or the server's default): it replaces the
    /// base.
    Config,
}

/// The victory target of a game, step by step: `start` (from `source`), then each module's
/// delta (in registry order), the same for every seat unless a seat has its own delta.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TargetPlan {
    start: u8,
    source: TargetSource,
    deltas: Vec<(ModuleId, i8)>,
    per_seat: Vec<i8>,
}

impl Default for TargetPlan {
    fn default() -> Self {
        TargetPlan {
            start: BASE_TARGET_VP,
            source: TargetSource::Base,
            deltas: Vec::new(),
            per_seat: Vec::new(),
        }
    }
}

/// What the modules and the config said about the target, before it is settled.
#[derive(Clone, Debug, Default)]
pub(crate) struct TargetClaims {
    /// Module bases: (module, base).
    pub bases: Vec<(ModuleId, u8)>,
    /// Bases set by official pairings: (first, second, base).
    pub pairings: Vec<(ModuleId, ModuleId, u8)>,
    /// Deltas: (module, delta).
    pub deltas: Vec<(ModuleId, i8)>,
    /// Per-seat deltas: (seat, delta).
    pub seats: Vec<(Seat, i8)>,
}

impl TargetPlan {
    /// Settles the claims: a pairing's base beats a module's, the highest of each kind wins, the
    /// config replaces either, then the deltas add up. Nothing here depends on the order of the
    /// claims.
    pub(crate) fn settle(claims: &TargetClaims, config: Option<u8>, seats: u8) -> TargetPlan {
        let (start, source) = if let Some(t) = config {
            (t, TargetSource::Config)
        } else if let Some(&(a, b, t)) = claims
            .pairings
            .iter()
            .max_by_key(|(a, b, t)| (*t, std::cmp::Reverse((*a, *b))))
        {
            (t, TargetSource::Pairing(a, b))
        } else if let Some(&(m, t)) = claims
            .bases
            .iter()
            .max_by_key(|(m, t)| (*t, std::cmp::Reverse(*m)))
        {
            (t, TargetSource::Module(m))
        } else {
            (BASE_TARGET_VP, TargetSource::Base)
        };
        let mut deltas: Vec<(ModuleId, i8)> = Vec::new();
        for &(m, d) in &claims.deltas {
            match deltas.iter_mut().find(|(n, _)| *n == m) {
                Some((_, sum)) => *sum = sum.saturating_add(d),
                None => deltas.push((m, d)),
            }
        }
        deltas.retain(|(_, d)| *d != 0);
        deltas.sort();
        let mut per_seat = Vec::new();
        if claims.seats.iter().any(|(_, d)| *d != 0) {
            per_seat = vec![0i8; seats as usize];
            for &(s, d) in &claims.seats {
                if let Some(x) = per_seat.get_mut(s as usize) {
                    *x = x.saturating_add(d);
                }
            }
        }
        TargetPlan {
            start,
            source,
            deltas,
            per_seat,
        }
    }

    /// The starting value (the base, or the config's target that replaces it).
    pub fn start(&self) -> u8 {
        self.start
    }

    /// Where the starting value comes from.
    pub fn source(&self) -> TargetSource {
        self.source
    }

    /// Each module's delta, in registry order (zero deltas left out).
    pub fn deltas(&self) -> &[(ModuleId, i8)] {
        &self.deltas
    }

    /// The target every seat plays to (before any seat's own delta): the start plus every delta,
    /// at least 1.
    pub fn total(&self) -> u8 {
        let sum: i32 =
            i32::from(self.start) + self.deltas.iter().map(|(_, d)| i32::from(*d)).sum::<i32>();
        sum.clamp(1, i32::from(u8::MAX)) as u8
    }

    /// The target of one seat: [`TargetPlan::total`] plus that seat's own delta, if any.
    pub fn for_seat(&self, seat: Seat) -> u8 {
        let own = self.per_seat.get(seat as usize).copied().unwrap_or(0);
        (i32::from(self.total()) + i32::from(own)).clamp(1, i32::from(u8::MAX)) as u8
    }

    /// Whether every seat plays to the same target.
    pub fn is_uniform(&self) -> bool {
        self.per_seat.iter().all(|d| *d == 0)
    }
}
