//! Choosers in two steps, for any module: "which piece, then where" when a label's actions
//! move pieces that stand in different places (a knight, a ship, a wagon), and "what, then
//! which" when there are more choices than five menus of 25 hold. The first step's options are
//! filters (values starting with `?`); choosing one shows the second step, the choices that
//! pass it. A chooser that fits in one step and moves no piece from several places is shown
//! whole, as before.

use kaitaku_engine::board::Board;
use kaitaku_engine::describe::ActionInfo;

use super::code::place_code;

/// Choices one chooser shows at most in one step (five menus of 25).
pub const ONE_STEP: usize = 125;

/// A first-step choice: the actions with this label (and whose piece stands at `from`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Filter {
    /// The actions' label.
    pub label: String,
    /// The code of the place the moved piece stands, when the step chose a piece.
    pub from: Option<String>,
    /// The step reached in a module's own chooser ([`crate::bot::modules::ui::ModuleUi::chooser`]),
    /// in the module's words (never `^`).
    pub step: Option<String>,
}

impl Filter {
    /// A filter for the actions with `label`.
    pub fn label(label: &str) -> Filter {
        Filter {
            label: label.to_string(),
            from: None,
            step: None,
        }
    }

    /// The select value standing for this filter: `?label`, `?label~from` or `?label^step`.
    pub fn value(&self) -> String {
        let mut value = match &self.from {
            Some(from) => format!("?{}~{from}", self.label),
            None => format!("?{}", self.label),
        };
        if let Some(step) = &self.step {
            value.push('^');
            value.push_str(step);
        }
        value
    }

    /// Reads a select value made by [`Filter::value`] (`None`: not a filter).
    pub fn parse(value: &str) -> Option<Filter> {
        let rest = value.trim().strip_prefix('?')?;
        let (rest, step) = match rest.split_once('^') {
            Some((rest, step)) => (rest, Some(step.to_string())),
            None => (rest, None),
        };
        let (label, from) = match rest.split_once('~') {
            Some((label, from)) => (label, Some(from.to_string())),
            None => (rest, None),
        };
        (!label.is_empty()).then(|| Filter {
            label: label.to_string(),
            from,
            step,
        })
    }

    /// Whether an action described by `info` passes.
    pub fn keeps(&self, board: &Board, info: &ActionInfo) -> bool {
        info.label == self.label
            && match &self.from {
                Some(code) => info.from.is_some_and(|p| place_code(board, p) == *code),
                None => true,
            }
    }
}

/// The first step of a chooser over actions described by `infos`, as filters in the order
/// their labels first appear (with the number of choices behind each), or `None` when the
/// choices are shown in one step: they fit, and no label moves pieces from several places.
pub fn first_step(board: &Board, infos: &[ActionInfo]) -> Option<Vec<(Filter, usize)>> {
    let mut labels: Vec<&'static str> = Vec::new();
    for info in infos {
        if !labels.contains(&info.label) {
            labels.push(info.label);
        }
    }
    let mut steps = Vec::new();
    let mut pieces = false;
    for label in labels {
        let mine: Vec<&ActionInfo> = infos.iter().filter(|i| i.label == label).collect();
        let mut froms: Vec<String> = Vec::new();
        for info in &mine {
            if let Some(from) = info.from {
                let code = place_code(board, from);
                if !froms.contains(&code) {
                    froms.push(code);
                }
            }
        }
        if froms.len() > 1 {
            pieces = true;
            for from in froms {
                let filter = Filter {
                    label: label.to_string(),
                    from: Some(from),
                    step: None,
                };
                let n = mine.iter().filter(|i| filter.keeps(board, i)).count();
                steps.push((filter, n));
            }
        } else {
            steps.push((Filter::label(label), mine.len()));
        }
    }
    let needed = pieces || infos.len() > ONE_STEP;
    (needed && steps.len() > 1).then_some(steps)
}

#[cfg(test)]
mod tests {
    use super::*;
    use kaitaku_engine::describe::{ActionGroup, Place};
    use kaitaku_engine::{Game, GameConfig};

    fn board() -> Board {
        Game::new(GameConfig::base(3), 1)
            .expect("a game")
            .board()
            .clone()
    }

    fn knight(board: &Board, from: u16, to: u16) -> ActionInfo {
        ActionInfo::plain("test-move_knight", ActionGroup::Move)
            .at(Place::Path(board.edge(to)), "knight")
            .moving_from(Place::Path(board.edge(from)))
    }

    #[test]
    fn pieces_in_several_places_are_chosen_first() {
        let b = board();
        let infos = vec![
            knight(&b, 0, 1),
            knight(&b, 0, 2),
            knight(&b, 5, 6),
            ActionInfo::plain("test-pass", ActionGroup::Turn),
        ];
        let steps = first_step(&b, &infos).expect("two steps");
        let values: Vec<(String, usize)> = steps.iter().map(|(f, n)| (f.value(), *n)).collect();
        assert_eq!(
            values,
            vec![
                ("?test-move_knight~r1".to_string(), 2),
                ("?test-move_knight~r6".to_string(), 1),
                ("?test-pass".to_string(), 1),
            ]
        );
        for (filter, n) in &steps {
            assert_eq!(Filter::parse(&filter.value()).as_ref(), Some(filter));
            assert_eq!(infos.iter().filter(|i| filter.keeps(&b, i)).count(), *n);
        }
        assert_eq!(Filter::parse("event_cards-take_resource+0.0.1.0.0"), None);
        assert_eq!(Filter::parse("?"), None);
        let step = Filter {
            step: Some("smith;vertex=0,0,N".into()),
            ..Filter::label("test-play")
        };
        assert_eq!(step.value(), "?test-play^smith;vertex=0,0,N");
        assert_eq!(Filter::parse(&step.value()), Some(step));
    }

    #[test]
    fn a_chooser_that_fits_and_moves_nothing_is_one_step() {
        let b = board();
        let one_piece = vec![knight(&b, 0, 1), knight(&b, 0, 2)];
        assert_eq!(first_step(&b, &one_piece), None);
        let many: Vec<ActionInfo> = (0..72u16)
            .map(|e| {
                ActionInfo::plain("test-a", ActionGroup::Build).at(Place::Path(b.edge(e)), "road")
            })
            .chain((0..54u16).map(|_| ActionInfo::plain("test-b", ActionGroup::Decide)))
            .collect();
        let steps = first_step(&b, &many).expect("more than five menus hold");
        assert_eq!(steps.len(), 2);
        assert_eq!(steps[0].1 + steps[1].1, 126);
    }
}
