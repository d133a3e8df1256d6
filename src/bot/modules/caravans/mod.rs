//! The Caravans in the bot: the caravans, the camels left and the points between camels in the
//! turn embed, the camel vote's public tally while it runs (so the turn message shows it), its
//! events in the log, and the words of the vote's choices.

use kaitaku_engine::board::{Board, Edge, Layout};
use kaitaku_engine::describe::Place;
use kaitaku_engine::modules::caravans::{
    CamelDecided, CaravansAction, CaravansDecision, CaravansEvent, CaravansView,
};
use kaitaku_engine::modules::{ModuleAction, ModuleDecision, ModuleEvent, ModuleView};
use kaitaku_engine::resources::{Resource, ResourceSet};
use kaitaku_engine::{Action, View};
use kaitaku_i18n::{Lang, t};

use super::text::per_seat;
use super::ui::{ModuleUi, WordsCtx};
use crate::bot::compose::Table;
use crate::bot::menus::code::place_code;
use crate::bot::trade_compose::cards;

/// The Caravans' bot side.
pub struct CaravansUi;

/// The board a view shows (for the places' codes), if its layout builds.
fn board_of(view: &View) -> Option<Board> {
    Board::new(Layout {
        tiles: view.tiles.clone(),
        harbors: view.harbors.clone(),
        robber: view.robber,
        annotations: view.annotations.clone(),
    })
    .ok()
}

/// A path's code on `board` (its canonical name when there is no board).
fn code(board: Option<&Board>, edge: Edge) -> String {
    match board {
        Some(b) => place_code(b, Place::Path(edge)),
        None => edge.to_string(),
    }
}

fn shown(wool: u8, grain: u8, lang: Lang) -> String {
    let mut set = ResourceSet::EMPTY;
    set[Resource::Wool] = wool;
    set[Resource::Grain] = grain;
    cards(&set, lang)
}

/// The vote's line: each spot's votes, and who votes next.
fn vote_line(c: &CaravansView, board: Option<&Board>, table: &Table, lang: Lang) -> Option<String> {
    let vote = c.vote.as_ref()?;
    let tally: Vec<String> = vote
        .tally
        .iter()
        .map(|&(e, n)| {
            t!(
                lang,
                "modules-caravans-spot-votes",
                code = code(board, e),
                votes = n
            )
        })
        .collect();
    let next = match (&vote.tie, vote.next) {
        (Some(_), _) => t!(lang, "modules-caravans-vote-tie"),
        (None, Some(s)) => t!(lang, "modules-caravans-vote-next", name = table.name(s)),
        (None, None) => String::new(),
    };
    Some(t!(
        lang,
        "modules-caravans-vote-line",
        builder = table.name(vote.builder),
        tally = tally.join(" · "),
        next = next
    ))
}

impl ModuleUi for CaravansUi {
    fn option_words(&self, ctx: &WordsCtx<'_>, action: &Action, lang: Lang) -> Option<String> {
        let Action::Module(ModuleAction::Caravans(action)) = action else {
            return None;
        };
        let board = ctx.game.board();
        Some(match action {
            CaravansAction::CamelVote { edge, wool, grain } => t!(
                lang,
                "modules-caravans-opt-vote",
                cards = shown(*wool, *grain, lang),
                code = place_code(board, Place::Path(*edge))
            ),
            CaravansAction::CamelPass => t!(lang, "modules-caravans-opt-pass"),
            CaravansAction::ChooseCamelSpot { edge } => t!(
                lang,
                "modules-caravans-opt-choose",
                code = place_code(board, Place::Path(*edge))
            ),
        })
    }

    fn state_lines(
        &self,
        view: &View,
        part: &ModuleView,
        table: &Table,
        lang: Lang,
    ) -> Vec<String> {
        let ModuleView::Caravans(c) = part else {
            return Vec::new();
        };
        let board = board_of(view);
        let lengths: Vec<String> = (0..3)
            .map(|i| c.routes.get(i).map_or(0, Vec::len).to_string())
            .collect();
        let mut lines = vec![t!(
            lang,
            "modules-caravans-line",
            caravans = lengths.join(" / "),
            left = c.camels_left,
            bonus = per_seat(c.bonus.iter().map(|b| format!("+{b}")), table, lang)
        )];
        lines.extend(vote_line(c, board.as_ref(), table, lang));
        lines
    }

    fn describe(&self, event: &ModuleEvent, table: &Table, lang: Lang) -> Option<String> {
        let ModuleEvent::Caravans(event) = event else {
            return None;
        };
        let n = |s: &kaitaku_engine::Seat| table.name(*s);
        Some(match event {
            CaravansEvent::CamelVoteOpened { builder, spots } => t!(
                lang,
                "modules-caravans-vote-opened",
                name = n(builder),
                count = spots.len()
            ),
            CaravansEvent::CamelVoted {
                seat,
                edge,
                cards: c,
            } => t!(
                lang,
                "modules-caravans-voted",
                name = n(seat),
                cards = cards(c, lang),
                code = edge.to_string()
            ),
            CaravansEvent::CamelVotePassed { seat } => {
                t!(lang, "modules-caravans-passed", name = n(seat))
            }
            CaravansEvent::CamelVoteTied { spots, votes } => t!(
                lang,
                "modules-caravans-tied",
                count = spots.len(),
                votes = *votes
            ),
            CaravansEvent::CamelPlaced {
                edge,
                route,
                votes,
                decided,
                camels_left,
            } => {
                let how = match decided {
                    CamelDecided::Votes => t!(lang, "modules-caravans-by-votes", votes = *votes),
                    CamelDecided::BiggestVoter { seat } => {
                        t!(lang, "modules-caravans-by-biggest", name = n(seat))
                    }
                    CamelDecided::CurrentPlayer { seat } => {
                        t!(lang, "modules-caravans-by-current", name = n(seat))
                    }
                };
                t!(
                    lang,
                    "modules-caravans-placed",
                    code = edge.to_string(),
                    caravan = u32::from(*route) + 1,
                    how = how,
                    left = *camels_left
                )
            }
            CaravansEvent::NoCamelSpot { .. } => t!(lang, "modules-caravans-no-spot"),
        })
    }

    fn owed_words(&self, decision: &ModuleDecision, lang: Lang) -> Option<String> {
        let ModuleDecision::Caravans(d) = decision else {
            return None;
        };
        Some(match d {
            CaravansDecision::CamelVote => t!(lang, "modules-caravans-owes-vote"),
            CaravansDecision::ChooseCamelSpot => t!(lang, "modules-caravans-owes-choose"),
        })
    }

    fn prompt_line(&self, decision: &ModuleDecision, _table: &Table, lang: Lang) -> Option<String> {
        let ModuleDecision::Caravans(d) = decision else {
            return None;
        };
        Some(match d {
            CaravansDecision::CamelVote => t!(lang, "modules-caravans-prompt-vote"),
            CaravansDecision::ChooseCamelSpot => t!(lang, "modules-caravans-prompt-choose"),
        })
    }

    fn decision_button(&self, decision: &ModuleDecision, lang: Lang) -> Option<String> {
        let ModuleDecision::Caravans(d) = decision else {
            return None;
        };
        Some(match d {
            CaravansDecision::CamelVote => t!(lang, "modules-caravans-button-vote"),
            CaravansDecision::ChooseCamelSpot => t!(lang, "modules-caravans-button-choose"),
        })
    }

    fn waiting_prefix(&self, part: &ModuleView, lang: Lang) -> Option<String> {
        let ModuleView::Caravans(c) = part else {
            return None;
        };
        c.vote
            .as_ref()
            .map(|_| t!(lang, "modules-caravans-waiting"))
    }
}
