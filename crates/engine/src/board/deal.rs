//! The `board` chance stream: how the variable board is dealt (terrains, number tokens,
//! harbours), so a config can fix a variable board's chance outcomes like any other stream.

use serde::{Deserialize, Serialize};

use super::layout::{BEGINNER_HARBORS, TOKEN_ORDER};
use super::{HarborKind, Terrain};

/// One value of the `board` stream. Each part is optional: a part left out is drawn from the
/// seeded RNG as for an unscripted variable board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct BoardDeal {
    /// The 19 terrains, in reading order of the island (rows top to bottom, each left to right).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub terrains: Vec<Terrain>,
    /// The 18 number tokens, in reading order, the desert skipped (taken as given: no check of
    /// adjacent red numbers).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub numbers: Vec<u8>,
    /// The 9 harbour kinds, in the order of the base harbour positions (clockwise from the top).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub harbors: Vec<HarborKind>,
}

/// The terrain tiles of the base game.
pub const BASE_TERRAINS: [Terrain; 19] = {
    use Terrain::*;
    [
        Forest, Forest, Forest, Forest, Pasture, Pasture, Pasture, Pasture, Fields, Fields, Fields,
        Fields, Hills, Hills, Hills, Mountains, Mountains, Mountains, Desert,
    ]
};

/// Whether `a` holds exactly the items of `b`, in any order.
fn same_items<T: PartialEq>(a: &[T], b: &[T]) -> bool {
    a.len() == b.len()
        && a.iter()
            .all(|x| a.iter().filter(|y| *y == x).count() == b.iter().filter(|y| *y == x).count())
}

impl BoardDeal {
    /// Checks that each given part deals exactly the base game's pieces; the reason otherwise.
    pub fn check(&self) -> Result<(), String> {
        if !self.terrains.is_empty() && !same_items(&self.terrains, &BASE_TERRAINS) {
            return Err("the board stream's terrains must be the 19 base terrain tiles".into());
        }
        if !self.numbers.is_empty() && !same_items(&self.numbers, &TOKEN_ORDER) {
            return Err("the board stream's numbers must be the 18 base number tokens".into());
        }
        if !self.harbors.is_empty() && !same_items(&self.harbors, &BEGINNER_HARBORS) {
            return Err("the board stream's harbors must be the 9 base harbours".into());
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::layout::{NumberPlacement, beginner_layout, variable_layout};
    use crate::resources::Resource;
    use rand::SeedableRng;
    use rand_pcg::Pcg64Mcg;

    /// The beginner board as a deal.
    fn beginner_deal() -> BoardDeal {
        let b = beginner_layout();
        BoardDeal {
            terrains: b.tiles.iter().map(|t| t.terrain).collect(),
            numbers: b.tiles.iter().filter_map(|t| t.number).collect(),
            harbors: BEGINNER_HARBORS.to_vec(),
        }
    }

    #[test]
    fn a_full_deal_is_the_board_it_names_whatever_the_seed() {
        for placement in [
            NumberPlacement::Spiral,
            NumberPlacement::Random,
            NumberPlacement::Unrestricted,
        ] {
            for seed in 0..20 {
                let mut rng = Pcg64Mcg::seed_from_u64(seed);
                let dealt = variable_layout(placement, Some(&beginner_deal()), &mut rng);
                assert_eq!(dealt, beginner_layout());
            }
        }
    }

    #[test]
    fn no_deal_draws_as_before_and_a_partial_deal_keeps_its_part() {
        let mut a = Pcg64Mcg::seed_from_u64(9);
        let mut b = Pcg64Mcg::seed_from_u64(9);
        let empty = BoardDeal::default();
        assert_eq!(
            variable_layout(NumberPlacement::Spiral, None, &mut a),
            variable_layout(NumberPlacement::Spiral, Some(&empty), &mut b)
        );
        assert_eq!(a, b);
        let terrains_only = BoardDeal {
            terrains: beginner_deal().terrains,
            ..BoardDeal::default()
        };
        let l = variable_layout(NumberPlacement::Random, Some(&terrains_only), &mut a);
        let got: Vec<Terrain> = l.tiles.iter().map(|t| t.terrain).collect();
        assert_eq!(got, terrains_only.terrains);
    }

    #[test]
    fn a_deal_of_other_pieces_is_refused() {
        assert!(beginner_deal().check().is_ok());
        let mut d = beginner_deal();
        d.terrains[9] = Terrain::Forest;
        assert!(d.check().is_err());
        let mut d = beginner_deal();
        d.numbers.pop();
        assert!(d.check().is_err());
        let mut d = beginner_deal();
        d.harbors[0] = HarborKind::Special(Resource::Ore);
        assert!(d.check().is_err());
    }
}
