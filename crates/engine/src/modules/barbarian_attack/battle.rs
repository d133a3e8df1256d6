//! The battles at the end of every turn (seed 000 §5(5)): the coast hexes are checked one by
//! one, clockwise from the hex left of the castle. Where the knights on a hex's six paths
//! outnumber its barbarians, the barbarians are captured and shared among the participating
//! players; then a participant rolls the colour die, and the knights of that battle standing on
//! the hex's paths in the rolled colour's two directions are lost (3 gold each), so they do not
//! fight in the hexes checked after it.
//!
//! Sharing: one participant takes all. Several take one each; when there are fewer barbarians
//! than participants, two dice decide who takes one (highest first; ties that decide something
//! are rolled again among the tied) and those left without get 3 gold. A barbarian left over
//! after one each goes to the one participant with the most knights there; when several tie
//! for the most, they roll and the winner takes it, the others get 3 gold.
//!
//! With Catan for Two (seed 000 §7(4)) the neutral knight fights like another player's: its
//! colour takes part after the seats, its number in a roll-off is fixed at 3 (no roll), its
//! prisoners score for nobody, it is never lost to the colour die, and a player's lost knight
//! pays 2 gold and 1 trade token instead of 3 gold.

use super::{
    BaEvent, BaGoldReason, BarbarianAttack, CONQUEST, CONSOLATION_GOLD, LOST_KNIGHT_GOLD_FOR_TWO,
    NEUTRAL_CAPTURE_ROLL, board, change_tokens, pay_gold, spendable_tokens, two_dice,
};
use crate::board::annotations::CastleColour;
use crate::rules::Ctx;
use crate::state::Seat;

/// Re-roll rounds allowed before a tie is left in turn order (never reached with fair dice).
const MAX_REROLLS: u8 = 50;

/// Every battle of the turn that just ended (`seat`'s).
pub fn resolve(ba: &mut BarbarianAttack, ctx: &mut Ctx, seat: Seat) {
    let seats = ctx.st.seat_count();
    if ba.knights.is_empty() || ba.on_board() == 0 {
        return;
    }
    let board = ctx.board;
    // The hexes with a knight on one of their paths, worked out again only after knights
    // are lost: most coast hexes have none, and are passed over without counting.
    let mut touched = KnightHexes::of(ba, board);
    let coast = ba.reach.coast(board);
    for &h in coast.iter() {
        let barbarians = ba.on(h);
        if barbarians == 0 || !touched.may_touch(h) {
            continue;
        }
        let hex = board.hex(h);
        // Knights per seat, in turn order from the current player.
        let mut per_seat = [0u8; crate::rules::turn::MAX_SEATS];
        for k in &ba.knights {
            if k.edge.touching_hexes().contains(&hex)
                && let Some(n) = per_seat.get_mut(k.owner as usize)
            {
                *n += 1;
            }
        }
        let mut knights: Vec<(Seat, u8)> = Vec::new();
        for i in 0..seats {
            let s = (seat + i) % seats;
            let n = per_seat[s as usize];
            if n > 0 {
                knights.push((s, n));
            }
        }
        // The neutral colour's knight (Catan for Two), after the seats.
        for (o, &n) in per_seat.iter().enumerate().skip(usize::from(seats)) {
            if n > 0 {
                knights.push((o as Seat, n));
            }
        }
        let total: u8 = knights.iter().map(|&(_, n)| n).sum();
        if total == 0 {
            continue;
        }
        if total <= barbarians {
            ctx.events.push(
                BaEvent::BattleLost {
                    hex,
                    barbarians,
                    knights: total,
                }
                .into(),
            );
            continue;
        }
        ctx.events.push(
            BaEvent::BattleWon {
                hex,
                barbarians,
                knights: knights.clone(),
            }
            .into(),
        );
        ba.barbarians[h as usize] = 0;
        share(ba, ctx, &knights, barbarians);
        if barbarians >= CONQUEST {
            ctx.events.push(BaEvent::HexRecaptured { hex }.into());
        }
        let roller = knights
            .iter()
            .map(|&(s, _)| s)
            .find(|&s| ctx.st.is_player(s))
            .unwrap_or(seat);
        casualties(ba, ctx, h, roller);
        touched = KnightHexes::of(ba, board);
    }
}

/// The hexes touching a knight's path, by hex id (a bit each; a hex past the set's size is
/// always "maybe").
struct KnightHexes([u64; 4]);

impl KnightHexes {
    fn of(ba: &BarbarianAttack, board: &crate::board::Board) -> KnightHexes {
        let mut bits = [0u64; 4];
        for k in &ba.knights {
            for hex in k.edge.touching_hexes() {
                if let Some(h) = board.hex_id(hex)
                    && let Some(w) = bits.get_mut(h as usize / 64)
                {
                    *w |= 1 << (h % 64);
                }
            }
        }
        KnightHexes(bits)
    }

    fn may_touch(&self, h: crate::board::HexId) -> bool {
        self.0
            .get(h as usize / 64)
            .is_none_or(|w| w & (1 << (h % 64)) != 0)
    }
}

/// Shares `barbarians` captured among the participants (`knights`: seat and knights there, in
/// turn order from the current player).
fn share(ba: &mut BarbarianAttack, ctx: &mut Ctx, knights: &[(Seat, u8)], barbarians: u8) {
    let mut taken = vec![0u8; knights.len()];
    let mut consoled: Vec<Seat> = Vec::new();
    let players: Vec<Seat> = knights.iter().map(|&(s, _)| s).collect();
    if players.len() == 1 {
        taken[0] = barbarians;
    } else if usize::from(barbarians) >= players.len() {
        taken.iter_mut().for_each(|t| *t = 1);
        let mut left = barbarians as usize - players.len();
        while left > 0 {
            let most = knights.iter().map(|&(_, n)| n).max().unwrap_or(0);
            let top: Vec<Seat> = knights
                .iter()
                .filter(|&&(_, n)| n == most)
                .map(|&(s, _)| s)
                .collect();
            let winner = if top.len() == 1 {
                top[0]
            } else {
                let order = rank(ba, ctx, &top, 1, 0);
                consoled.extend(order.iter().skip(1).copied());
                order[0]
            };
            if let Some(i) = players.iter().position(|&p| p == winner) {
                taken[i] += 1;
            }
            left -= 1;
        }
    } else {
        let order = rank(ba, ctx, &players, usize::from(barbarians), 0);
        for (place, p) in order.iter().enumerate() {
            if place < usize::from(barbarians) {
                if let Some(i) = players.iter().position(|x| x == p) {
                    taken[i] = 1;
                }
            } else {
                consoled.push(*p);
            }
        }
    }
    for (i, &p) in players.iter().enumerate() {
        if taken[i] > 0 && !ctx.st.is_player(p) {
            ba.neutral_prisoners = ba.neutral_prisoners.saturating_add(taken[i]);
            ctx.events.push(
                BaEvent::PrisonersTaken {
                    seat: p,
                    count: taken[i],
                    total: ba.neutral_prisoners,
                }
                .into(),
            );
            continue;
        }
        if taken[i] > 0
            && let Some(total) = ba.prisoners.get_mut(p as usize)
        {
            *total += taken[i];
            let total = *total;
            ctx.events.push(
                BaEvent::PrisonersTaken {
                    seat: p,
                    count: taken[i],
                    total,
                }
                .into(),
            );
        }
    }
    for p in consoled {
        pay_gold(ctx, p, CONSOLATION_GOLD, BaGoldReason::NoPrisoner);
    }
}

/// Orders `players` by a two-dice roll each, highest first; players with equal sums roll again
/// among themselves when their order decides who is within the first `cut`.
fn rank(
    ba: &mut BarbarianAttack,
    ctx: &mut Ctx,
    players: &[Seat],
    cut: usize,
    depth: u8,
) -> Vec<Seat> {
    let mut rolls: Vec<(Seat, u8)> = players
        .iter()
        .map(|&p| {
            if !ctx.st.is_player(p) {
                // The neutral colour does not roll: its number is 3 (seed 000 §7(4)).
                ctx.events.push(
                    BaEvent::CaptureFixed {
                        seat: p,
                        sum: NEUTRAL_CAPTURE_ROLL,
                    }
                    .into(),
                );
                return (p, NEUTRAL_CAPTURE_ROLL);
            }
            let dice = two_dice(&mut ba.scripted, |s| &mut s.captures, ctx.st);
            ctx.events
                .push(BaEvent::CaptureRolled { seat: p, dice }.into());
            (p, dice[0] + dice[1])
        })
        .collect();
    rolls.sort_by_key(|&(_, sum)| std::cmp::Reverse(sum));
    let mut out = Vec::with_capacity(players.len());
    let mut i = 0;
    while i < rolls.len() {
        let j = rolls[i..]
            .iter()
            .position(|&(_, s)| s != rolls[i].1)
            .map_or(rolls.len(), |k| i + k);
        let group: Vec<Seat> = rolls[i..j].iter().map(|&(p, _)| p).collect();
        if group.len() > 1 && i < cut && j > cut && depth < MAX_REROLLS {
            out.extend(rank(ba, ctx, &group, cut - i, depth + 1));
        } else {
            out.extend(group);
        }
        i = j;
    }
    out
}

/// The colour die after a battle on `hex`: the knights on its paths in the rolled colour's
/// directions are lost, 3 gold each.
fn casualties(ba: &mut BarbarianAttack, ctx: &mut Ctx, hex: crate::board::HexId, roller: Seat) {
    use rand::RngExt;
    let colour = match super::next_scripted(&mut ba.scripted, |s| &mut s.colours) {
        Some(c) => c,
        None => match ctx.st.chance.rng.random_range(0..6u8) / 2 {
            0 => CastleColour::Green,
            1 => CastleColour::Purple,
            _ => CastleColour::Brown,
        },
    };
    ctx.events.push(
        BaEvent::ColourRolled {
            seat: roller,
            hex: ctx.board.hex(hex),
            colour,
        }
        .into(),
    );
    for d in board::colour_directions(ctx.board, colour) {
        let Some(e) = board::side(ctx.board, hex, d) else {
            continue;
        };
        let edge = ctx.board.edge(e);
        // The neutral knight stays on the board all game.
        if let Some(i) = ba
            .knights
            .iter()
            .position(|k| k.edge == edge && ctx.st.is_player(k.owner))
        {
            let k = ba.knights.remove(i);
            ctx.events.push(
                BaEvent::KnightLost {
                    seat: k.owner,
                    edge,
                }
                .into(),
            );
            if spendable_tokens(&ctx.hooks(), k.owner).is_some() {
                pay_gold(ctx, k.owner, LOST_KNIGHT_GOLD_FOR_TWO, BaGoldReason::KnightLost);
                change_tokens(ctx, k.owner, 1);
            } else {
                pay_gold(ctx, k.owner, CONSOLATION_GOLD, BaGoldReason::KnightLost);
            }
        }
    }
}
