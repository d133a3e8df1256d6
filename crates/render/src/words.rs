//! The words the base layers draw (legend and status strip) in each language, from the locale
//! files' `board-*` messages (`assets/locales/*/board.ftl`), formatted once per process: a
//! render only picks them, so English images cost what they did.

use std::sync::LazyLock;

use kaitaku_i18n::{FluentArgs, FluentValue, Lang, tr, tr_args};

/// A word's singular and plural forms (the same in Japanese).
pub type Forms = (String, String);

/// The base layers' words in one language.
pub struct Words {
    /// The current seat's tag (`▶ TURN`).
    pub turn_tag: String,
    /// After the victory points (`VP`).
    pub vp: String,
    /// An owner that is not a seat's tag (`NEUTRAL`).
    pub neutral_tag: String,
    /// The four stats of a seat: cards, development cards, knights, longest road length.
    pub stats: [Forms; 4],
    /// Gold coins.
    pub gold: String,
    /// Pills, long and short: winner, draw, Longest Road, Largest Army.
    pub winner: (String, String),
    /// See [`winner`](Self::winner).
    pub draw_pill: (String, String),
    /// See [`winner`](Self::winner).
    pub longest_road: (String, String),
    /// See [`winner`](Self::winner).
    pub largest_army: (String, String),
    /// An owner's pieces on the board: roads, settlements.
    pub built: [Forms; 2],
    /// The strip's turn during setup.
    pub setup: String,
    /// The language (for the words formatted per image).
    pub lang: Lang,
    /// A locked game's name in the strip.
    pub draw: String,
    /// Beside the dice.
    pub last_roll: String,
    /// What the current player is doing, in the order of the status strip's phases.
    pub doing: [String; 11],
}

/// The message `id` formatted with `n`.
fn with_n(lang: Lang, id: &str, n: i64) -> String {
    let mut args = FluentArgs::new();
    args.set("n", FluentValue::from(n));
    tr_args(lang, id, &args)
}

fn forms(lang: Lang, id: &str) -> Forms {
    (with_n(lang, id, 1), with_n(lang, id, 2))
}

fn pill(lang: Lang, id: &str) -> (String, String) {
    (tr(lang, id), tr(lang, &format!("{id}-short")))
}

impl Words {
    fn load(lang: Lang) -> Words {
        Words {
            turn_tag: tr(lang, "board-turn-tag"),
            vp: tr(lang, "board-vp"),
            neutral_tag: tr(lang, "board-neutral-tag"),
            stats: [
                forms(lang, "board-cards"),
                (tr(lang, "board-dev"), tr(lang, "board-dev")),
                forms(lang, "board-knights"),
                (
                    tr(lang, "board-longest-road-length"),
                    tr(lang, "board-longest-road-length"),
                ),
            ],
            gold: tr(lang, "board-gold"),
            winner: pill(lang, "board-winner"),
            draw_pill: pill(lang, "board-draw-pill"),
            longest_road: pill(lang, "board-longest-road"),
            largest_army: pill(lang, "board-largest-army"),
            built: [
                forms(lang, "board-roads-built"),
                forms(lang, "board-settlements-built"),
            ],
            setup: tr(lang, "board-setup"),
            lang,
            draw: tr(lang, "board-draw"),
            last_roll: tr(lang, "board-last-roll"),
            doing: [
                "board-doing-setup-road",
                "board-doing-setup-settlement",
                "board-doing-roll",
                "board-doing-discards",
                "board-doing-robber",
                "board-doing-play",
                "board-doing-end-turn",
                "board-doing-free-roads",
                "board-doing-decisions",
                "board-doing-wins",
                "board-doing-locked",
            ]
            .map(|id| tr(lang, id)),
        }
    }

    /// The turn number's text (`Turn 12`).
    pub fn turn(&self, n: u32) -> String {
        with_n(self.lang, "board-turn", i64::from(n))
    }
}

static WORDS: LazyLock<[Words; 2]> =
    LazyLock::new(|| [Words::load(Lang::En), Words::load(Lang::Ja)]);

/// The base layers' words in `lang`.
pub fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::En => &WORDS[0],
        Lang::Ja => &WORDS[1],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_words_are_those_the_images_always_had() {
        let w = words(Lang::En);
        assert_eq!(w.stats[0], ("card".to_string(), "cards".to_string()));
        assert_eq!(w.stats[2].0, "knight");
        assert_eq!(w.turn(12), "Turn 12");
        assert_eq!(w.turn_tag, "▶ TURN");
        assert_eq!(w.longest_road.1, "Road");
        assert_eq!(words(Lang::Ja).turn(3), "3手番目");
        for lang in Lang::ALL {
            assert!(words(lang).doing.iter().all(|d| !d.starts_with("board-")));
        }
    }
}
