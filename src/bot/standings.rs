//! The end of a game: final standings and the winner's victory point breakdown, as plain
//! functions of the final (public) view. Hidden victory point cards are only counted once the
//! game is over, when the view reveals every seat's total.

use poise::serenity_prelude as serenity;
use serenity::{CreateEmbed, CreateEmbedFooter};

use kaitaku_engine::state::BuildingKind;
use kaitaku_engine::{Seat, View};
use kaitaku_i18n::Lang;
use kaitaku_i18n::t;

use super::compose::{BOARD_FILE, Table};

const FINAL_COLOUR: u32 = 0x00D4_AF37;

/// Where one seat's victory points come from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Breakdown {
    /// Settlements on the board (1 VP each).
    pub settlements: u32,
    /// Cities on the board (2 VP each).
    pub cities: u32,
    /// Holds Longest Road (2 VP).
    pub longest_road: bool,
    /// Holds Largest Army (2 VP).
    pub largest_army: bool,
    /// Victory point cards (revealed at the end; 0 while the game runs).
    pub vp_cards: u32,
    /// The total.
    pub total: u32,
}

/// The breakdown of `seat`'s points in `view`. Victory point cards are the difference between
/// the total and the public points, so they only show when the view has the total (the
/// viewer's own seat, or everyone once the game is over).
pub fn breakdown(view: &View, seat: Seat) -> Breakdown {
    let Some(p) = view.players.get(usize::from(seat)) else {
        return Breakdown::default();
    };
    let count = |kind| {
        view.buildings
            .iter()
            .filter(|b| b.owner == seat && b.kind == kind)
            .count() as u32
    };
    let total = p.total_vp.unwrap_or(p.public_vp);
    Breakdown {
        settlements: count(BuildingKind::Settlement),
        cities: count(BuildingKind::City),
        longest_road: p.longest_road,
        largest_army: p.largest_army,
        vp_cards: total.saturating_sub(p.public_vp),
        total,
    }
}

/// Every seat with its final points, best first (ties in seat order).
pub fn ranking(view: &View) -> Vec<(Seat, u32)> {
    let mut seats: Vec<(Seat, u32)> = view
        .players
        .iter()
        .map(|p| (p.seat, p.total_vp.unwrap_or(p.public_vp)))
        .collect();
    seats.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    seats
}

/// The standings as lines: `1. 🟥 alice — 10 VP 🏆`.
pub fn standings_text(view: &View, table: &Table, lang: Lang) -> String {
    ranking(view)
        .iter()
        .enumerate()
        .map(|(i, (seat, vp))| {
            let crown = if view.winner == Some(*seat) {
                " 🏆"
            } else {
                ""
            };
            let line = t!(
                lang,
                "standings-line",
                rank = i + 1,
                label = table.label_in(*seat, lang),
                vp = *vp
            );
            format!("{line}{crown}")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The breakdown as lines for the embed.
pub fn breakdown_text(b: &Breakdown, lang: Lang) -> String {
    let award = |held: bool| if held { 2 } else { 0 };
    t!(
        lang,
        "final-breakdown",
        settlements = b.settlements,
        cities = b.cities,
        city_points = b.cities * 2,
        road = award(b.longest_road),
        army = award(b.largest_army),
        cards = b.vp_cards,
        total = b.total
    )
}

/// The embed of the final turn message: the winner, the standings of every seat, the winner's
/// breakdown and the last events.
pub fn final_embed(view: &View, table: &Table, recent: &[String], lang: Lang) -> CreateEmbed {
    let mut embed = CreateEmbed::new()
        .title(t!(lang, "final-title"))
        .colour(FINAL_COLOUR)
        .image(format!("attachment://{BOARD_FILE}"));
    if let Some(w) = view.winner {
        let b = breakdown(view, w);
        embed = embed
            .description(t!(
                lang,
                "final-description",
                who = table.name_in(w, lang),
                vp = b.total,
                turns = view.turn
            ))
            .field(
                t!(lang, "final-standings"),
                standings_text(view, table, lang),
                false,
            )
            .field(
                t!(lang, "final-how", who = table.name_in(w, lang)),
                breakdown_text(&b, lang),
                false,
            );
    }
    if view.winner.is_none() {
        embed = embed
            .description(t!(
                lang,
                "final-description-drawn",
                who = super::compose::leader_names(view, table, lang),
                turns = view.turn
            ))
            .field(
                t!(lang, "final-standings"),
                standings_text(view, table, lang),
                false,
            );
    }
    if let Some(last) = recent.last() {
        embed = embed.field(t!(lang, "final-last-event"), last.clone(), false);
    }
    embed.footer(CreateEmbedFooter::new(t!(
        lang,
        "final-footer",
        target = view.target_vp
    )))
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;

    use super::*;
    use kaitaku_engine::random_play::{RandomPlayOptions, play_out};
    use kaitaku_engine::{Game, GameConfig};

    fn finished() -> Game {
        let mut config = GameConfig::base(3);
        config.target_vp = Some(5);
        let mut game = Game::new(config, 3).expect("game");
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(3);
        play_out(&mut game, &mut rng, RandomPlayOptions::default(), 200_000);
        assert!(game.winner().is_some(), "the random game did not finish");
        game
    }

    #[test]
    fn the_breakdown_adds_up_to_the_engine_total() {
        let game = finished();
        let view = game.view(None);
        for seat in 0..3 {
            let b = breakdown(&view, seat);
            let awards = 2 * (u32::from(b.longest_road) + u32::from(b.largest_army));
            assert_eq!(b.settlements + 2 * b.cities + awards + b.vp_cards, b.total);
            assert_eq!(b.total, game.total_vp(seat));
        }
        let ranked = ranking(&view);
        assert_eq!(ranked.len(), 3);
        assert!(ranked.windows(2).all(|w| w[0].1 >= w[1].1));
        assert_eq!(Some(ranked[0].0), game.winner());
    }

    #[test]
    fn the_final_embed_names_the_winner_and_every_seat() {
        let game = finished();
        let view = game.view(None);
        let table = Table {
            users: vec![1, 2, 3],
            names: vec!["alice".into(), "bob".into(), "hanako".into()],
        };
        let embed = serde_json::to_value(final_embed(&view, &table, &["last".into()], Lang::En))
            .expect("json");
        assert_eq!(embed["title"], "Catan — game over");
        let winner = table.name(game.winner().expect("winner"));
        assert!(
            embed["description"]
                .as_str()
                .is_some_and(|d| d.contains(&winner))
        );
        let standings = embed["fields"][0]["value"].as_str().expect("standings");
        assert_eq!(standings.lines().count(), 3);
        assert!(
            standings
                .lines()
                .next()
                .is_some_and(|l| l.contains(&winner) && l.contains('🏆'))
        );
        let how = embed["fields"][1]["value"].as_str().expect("breakdown");
        assert!(how.contains("Victory Point cards: "), "{how}");
        assert_eq!(embed["fields"][2]["value"], "last");
        let ja = serde_json::to_value(final_embed(&view, &table, &[], Lang::Ja)).expect("json");
        assert_eq!(ja["title"], "カタン — ゲーム終了");
        let how = ja["fields"][1]["value"].as_str().expect("breakdown");
        assert!(
            how.contains("開拓地：") && how.contains("最長交易路："),
            "{how}"
        );
        assert!(!how.contains("VP") && !how.contains("Settlements"), "{how}");
    }

    #[test]
    fn hidden_points_do_not_show_while_the_game_runs() {
        let game = Game::new(GameConfig::base(3), 1).expect("game");
        let b = breakdown(&game.view(None), 0);
        assert_eq!(b.vp_cards, 0);
    }
}
