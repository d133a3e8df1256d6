//! A short, stable code for an action, built from its description: the value of a select
//! option and of a `/catan decide` choice. The code names the action by what it is, not by a
//! position in a list, so a menu posted before another player moved still picks the same
//! action (or is refused when it is no longer legal), and people can type it.
//!
//! Shape: the label, then `@place`, `~from`, `>seat`, `-gives`, `+gets` and `#detail` when the
//! action names them, e.g. `event_cards-assist_player>2-0.0.1.0.0` or
//! `catan_for_two-build_neutral_road@r12>1`. Two legal actions of one seat never describe
//! themselves alike (an engine test checks it), so their codes differ.

use kaitaku_engine::board::Board;
use kaitaku_engine::describe::{ActionInfo, Place};
use kaitaku_engine::{Action, ResourceSet};

/// The short code of a place on `board` (`12` for an intersection, `r7` for a path, `C` for a
/// hex), or `?` for a place the board does not have.
pub fn place_code(board: &Board, place: Place) -> String {
    let code = match place {
        Place::Hex(h) => board.hex_id(h).map(|id| board.hex_code(id)),
        Place::Path(e) => board.edge_id(e).map(|id| board.edge_code(id)),
        Place::Intersection(v) => board.vertex_id(v).map(|id| board.vertex_code(id)),
    };
    code.unwrap_or_else(|| "?".into())
}

fn cards_code(cards: &ResourceSet) -> String {
    let counts = cards.counts();
    let shown = if cards.is_resources_only() {
        &counts[..5]
    } else {
        &counts[..]
    };
    shown
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(".")
}

/// The code of an action described by `info` on `board`.
pub fn info_code(board: &Board, info: &ActionInfo) -> String {
    let mut code = info.label.to_string();
    if let Some(place) = info.place {
        code.push('@');
        code.push_str(&place_code(board, place));
    }
    if let Some(from) = info.from {
        code.push('~');
        code.push_str(&place_code(board, from));
    }
    if let Some(seat) = info.seat {
        code.push('>');
        code.push_str(&seat.to_string());
    }
    if let Some(gives) = &info.gives {
        code.push('-');
        code.push_str(&cards_code(gives));
    }
    if let Some(gets) = &info.gets {
        code.push('+');
        code.push_str(&cards_code(gets));
    }
    if let Some(detail) = info.detail {
        code.push('#');
        code.push_str(detail);
    }
    code
}

/// The code of `action` on `board`.
pub fn action_code(board: &Board, action: &Action) -> String {
    info_code(board, &action.info())
}

/// The action among `legal` whose code is `code` (spaces around it ignored), if any.
pub fn find<'a>(board: &Board, legal: &'a [Action], code: &str) -> Option<&'a Action> {
    let code = code.trim();
    legal.iter().find(|a| action_code(board, a) == code)
}

#[cfg(test)]
mod tests {
    use super::*;
    use kaitaku_engine::{Game, GameConfig};

    #[test]
    fn codes_name_the_action_and_find_it_again() {
        let game = Game::new(GameConfig::base(3), 4).expect("a game");
        let legal = game.legal_actions(game.state().current);
        assert!(!legal.is_empty());
        for action in &legal {
            let code = action_code(game.board(), action);
            assert!(code.starts_with("build_settlement@"), "{code}");
            assert!(
                code.len() <= 100,
                "a select value holds at most 100 characters"
            );
            assert_eq!(
                find(game.board(), &legal, &format!(" {code} ")),
                Some(action)
            );
        }
        assert_eq!(find(game.board(), &legal, "build_settlement@999"), None);
        let discard = Action::Discard {
            cards: ResourceSet::new(1, 0, 2, 0, 0),
        };
        assert_eq!(action_code(game.board(), &discard), "discard-1.0.2.0.0");
    }
}
