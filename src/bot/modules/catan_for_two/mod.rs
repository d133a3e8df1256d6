//! Catan for Two in the bot: trade tokens and the two rolls in the turn embed, its events in
//! the log, the neutral pieces and cards owed, and the words of its choices in menus.

use kaitaku_engine::describe::Place;
use kaitaku_engine::modules::catan_for_two::{
    CatanForTwoAction, CatanForTwoDecision, CatanForTwoError, CatanForTwoEvent, NeutralPiece,
};
use kaitaku_engine::modules::{ModuleAction, ModuleDecision, ModuleError, ModuleEvent, ModuleView};
use kaitaku_engine::state::Phase;
use kaitaku_engine::{Action, Game, Seat, View};
use kaitaku_i18n::{Lang, t};

use super::text::per_seat;
use super::ui::{ModuleUi, RollWords, WordsCtx};
use crate::bot::compose::Table;
use crate::bot::menus::code::place_code;
use crate::bot::trade_compose::cards;

/// A neutral colour's name (board owners 2 and 3), as the board's legend names it:
/// `neutral grey`, `neutral brown`, `中立（灰）`.
pub fn neutral_name(owner: Seat, lang: Lang) -> String {
    let name = kaitaku_i18n::neutral_name(usize::from(owner.saturating_sub(2)), lang);
    match lang {
        Lang::En => name.to_lowercase(),
        Lang::Ja => name.to_string(),
    }
}

/// Catan for Two's bot side.
pub struct CatanForTwoUi;

/// What a token action costs `seat` now.
fn token_cost(game: &Game, seat: Seat) -> u8 {
    game.view(None)
        .modules
        .iter()
        .find_map(|m| match m {
            ModuleView::CatanForTwo(c) => c.token_cost.get(usize::from(seat)).copied(),
            _ => None,
        })
        .unwrap_or(1)
}

impl ModuleUi for CatanForTwoUi {
    fn option_words(&self, ctx: &WordsCtx<'_>, action: &Action, lang: Lang) -> Option<String> {
        let Action::Module(ModuleAction::CatanForTwo(action)) = action else {
            return None;
        };
        let board = ctx.game.board();
        let tokens = || {
            t!(
                lang,
                "modules-tokens",
                count = token_cost(ctx.game, ctx.seat)
            )
        };
        Some(match action {
            CatanForTwoAction::BuildNeutralRoad { neutral, edge } => t!(
                lang,
                "modules-opt-neutral-road",
                neutral = neutral_name(*neutral, lang),
                code = place_code(board, Place::Path(*edge))
            ),
            CatanForTwoAction::BuildNeutralSettlement { neutral, vertex } => t!(
                lang,
                "modules-opt-neutral-settlement",
                neutral = neutral_name(*neutral, lang),
                code = place_code(board, Place::Intersection(*vertex))
            ),
            CatanForTwoAction::ForcedTrade => t!(lang, "modules-opt-forced", cost = tokens()),
            CatanForTwoAction::ReturnCards { cards: c } => {
                t!(lang, "modules-opt-return", cards = cards(c, lang))
            }
            CatanForTwoAction::RobberToDesert => t!(lang, "modules-opt-desert", cost = tokens()),
            CatanForTwoAction::DiscardKnight => t!(lang, "modules-opt-knight"),
        })
    }

    fn state_lines(
        &self,
        view: &View,
        part: &ModuleView,
        table: &Table,
        lang: Lang,
    ) -> Vec<String> {
        let ModuleView::CatanForTwo(c) = part else {
            return Vec::new();
        };
        let mut lines = Vec::new();
        let leader = match c.tokens.as_slice() {
            [a, b] if a > b => t!(lang, "modules-tokens-leads", name = table.name(0)),
            [a, b] if b > a => t!(lang, "modules-tokens-leads", name = table.name(1)),
            _ => t!(lang, "modules-tokens-tied"),
        };
        let cost = c
            .token_cost
            .get(usize::from(view.current))
            .copied()
            .unwrap_or(1);
        lines.push(t!(
            lang,
            "modules-tokens-line",
            tokens = per_seat(c.tokens.iter().map(|t| t.to_string()), table, lang),
            leader = leader,
            supply = c.supply,
            name = table.name(view.current),
            cost = cost
        ));
        if view.turn > 0 && !matches!(view.phase, Phase::GameOver { .. }) {
            let mut line = t!(
                lang,
                "modules-rolls-this-turn",
                n = c.rolls_this_turn.min(2)
            );
            if let Some(n) = c.first_roll {
                line.push_str(&t!(lang, "modules-first-roll", n = n));
            }
            lines.push(line);
        }
        lines
    }

    fn describe(&self, event: &ModuleEvent, table: &Table, lang: Lang) -> Option<String> {
        let ModuleEvent::CatanForTwo(event) = event else {
            return None;
        };
        let n = |s: &Seat| table.name(*s);
        Some(match event {
            CatanForTwoEvent::NeutralRoadBuilt { by, neutral, .. } => t!(
                lang,
                "modules-neutral-road",
                name = n(by),
                neutral = neutral_name(*neutral, lang)
            ),
            CatanForTwoEvent::NeutralSettlementBuilt {
                by: Some(by),
                neutral,
                ..
            } => t!(
                lang,
                "modules-neutral-settlement",
                name = n(by),
                neutral = neutral_name(*neutral, lang)
            ),
            CatanForTwoEvent::TradeTokens { seat, change, held } => {
                let count = change.unsigned_abs();
                if *change >= 0 {
                    t!(
                        lang,
                        "modules-tokens-gained",
                        name = n(seat),
                        count = count,
                        held = *held
                    )
                } else {
                    t!(
                        lang,
                        "modules-tokens-spent",
                        name = n(seat),
                        count = count,
                        held = *held
                    )
                }
            }
            CatanForTwoEvent::ForcedTradeDrawn {
                seat,
                from,
                count,
                cards: drawn,
            } => match drawn {
                Some(c) => t!(
                    lang,
                    "modules-forced-trade-cards",
                    name = n(seat),
                    cards = cards(c, lang),
                    from = n(from)
                ),
                None => t!(
                    lang,
                    "modules-forced-trade-count",
                    name = n(seat),
                    count = *count,
                    from = n(from)
                ),
            },
            CatanForTwoEvent::KnightDiscarded { seat } => {
                t!(lang, "modules-knight-discarded", name = n(seat))
            }
            _ => return None,
        })
    }

    fn private_line(&self, event: &ModuleEvent, table: &Table, lang: Lang) -> Option<String> {
        match event {
            ModuleEvent::CatanForTwo(CatanForTwoEvent::ForcedTradeDrawn {
                cards: Some(c),
                from,
                ..
            }) => Some(t!(
                lang,
                "modules-private-drawn",
                from = table.name(*from),
                cards = cards(c, lang)
            )),
            _ => None,
        }
    }

    fn owed_words(&self, decision: &ModuleDecision, lang: Lang) -> Option<String> {
        let ModuleDecision::CatanForTwo(d) = decision else {
            return None;
        };
        Some(match d {
            CatanForTwoDecision::PlaceNeutral { .. } => t!(lang, "modules-owes-place-neutral"),
            CatanForTwoDecision::ReturnCards { .. } => t!(lang, "modules-owes-return"),
        })
    }

    fn prompt_line(&self, decision: &ModuleDecision, _table: &Table, lang: Lang) -> Option<String> {
        let ModuleDecision::CatanForTwo(d) = decision else {
            return None;
        };
        Some(match d {
            CatanForTwoDecision::PlaceNeutral { piece } => match piece {
                NeutralPiece::Road => t!(lang, "modules-prompt-neutral-road"),
                NeutralPiece::Settlement => t!(lang, "modules-prompt-neutral-settlement"),
            },
            CatanForTwoDecision::ReturnCards { count } => {
                t!(lang, "modules-prompt-return", count = *count)
            }
        })
    }

    fn decision_button(&self, decision: &ModuleDecision, lang: Lang) -> Option<String> {
        let ModuleDecision::CatanForTwo(d) = decision else {
            return None;
        };
        Some(match d {
            CatanForTwoDecision::PlaceNeutral { .. } => t!(lang, "modules-button-place-neutral"),
            CatanForTwoDecision::ReturnCards { .. } => t!(lang, "modules-button-give-back"),
        })
    }

    fn roll_words(&self, part: &ModuleView) -> RollWords {
        match part {
            ModuleView::CatanForTwo(c) => RollWords {
                draws_card: false,
                roll_of: Some((c.rolls_this_turn.saturating_add(1).min(2), 2)),
            },
            _ => RollWords::default(),
        }
    }

    fn error_words(&self, error: &ModuleError, lang: Lang) -> Option<String> {
        match error {
            ModuleError::CatanForTwo(CatanForTwoError::NotEnoughTokens { needed }) => {
                Some(t!(lang, "rule-not-enough-tokens", needed = *needed))
            }
            _ => None,
        }
    }
}
