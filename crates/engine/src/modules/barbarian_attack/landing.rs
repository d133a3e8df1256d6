//! Landings (seed 000 §5(1)a): after every settlement built or city upgraded, the current
//! player rolls two dice until three different numbers other than 7 have come up (a 7 or a
//! number already rolled is rolled again); each lands one barbarian on the coast hex with that
//! number, none where 3 already stand (no re-roll). No rolls once the supply is empty.

use super::{BaEvent, BarbarianAttack, CONQUEST, LandingResult, board, two_dice};
use crate::rules::Ctx;
use crate::state::Seat;

/// Landings stop after this many rolls (only a generator that never gives three different
/// numbers could get there).
const MAX_ROLLS: usize = 1000;

/// One landing: three different numbers, one barbarian each.
pub fn land(ba: &mut BarbarianAttack, ctx: &mut Ctx, seat: Seat) {
    if ba.supply == 0 {
        ctx.events.push(BaEvent::NoBarbariansLeft.into());
        return;
    }
    let coast = board::coast(ctx.board);
    let mut rolled: Vec<u8> = Vec::with_capacity(3);
    for _ in 0..MAX_ROLLS {
        if rolled.len() == 3 {
            return;
        }
        if ba.supply == 0 {
            ctx.events.push(BaEvent::NoBarbariansLeft.into());
            return;
        }
        let dice = two_dice(&mut ba.scripted, |s| &mut s.landings, ctx.st);
        let number = dice[0] + dice[1];
        if number == 7 || rolled.contains(&number) {
            ctx.events.push(
                BaEvent::LandingRolled {
                    seat,
                    dice,
                    result: LandingResult::Again,
                }
                .into(),
            );
            continue;
        }
        rolled.push(number);
        let hex = coast
            .iter()
            .copied()
            .find(|&h| ctx.st.tiles_on(ctx.board).tile(h).carries(number));
        let result = match hex {
            None => LandingResult::NoHex,
            Some(h) if ba.on(h) >= CONQUEST => LandingResult::Full {
                hex: ctx.board.hex(h),
            },
            Some(h) => {
                let before = ba.on(h);
                ba.barbarians[h as usize] += 1;
                ba.supply -= 1;
                LandingResult::Landed {
                    hex: ctx.board.hex(h),
                    count: before + 1,
                }
            }
        };
        ctx.events.push(BaEvent::LandingRolled { seat, dice, result }.into());
        if let (LandingResult::Landed { .. }, Some(h)) = (result, hex) {
            ba.conquest_changed(ctx, h, ba.on(h) - 1);
        }
    }
}
