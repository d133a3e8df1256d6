//! The turn message's controls laid out within Discord's limits (5 rows; a row holds five
//! buttons or one select of up to 25 options). While everything fits, each control is a
//! button. When a turn offers more, the turn's own controls (roll, end the turn, the hand) stay
//! buttons in the first row and the rest go into one select per group ("Build ▾", "Cards ▾"…);
//! choosing an option there does what pressing the button would ([`Verb::Menu`]).

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption, ReactionType,
};

use kaitaku_engine::describe::ActionGroup;
use kaitaku_i18n::{Lang, t};
use kaitaku_store::GameId;

use crate::bot::custom_id::{ComponentId, Verb};

/// Rows in a message.
pub const MAX_ROWS: usize = 5;
/// Buttons in a row.
pub const BUTTONS_PER_ROW: usize = 5;
/// Options in a select.
pub const OPTIONS_PER_SELECT: usize = 25;

/// One thing the turn message offers, before it is laid out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Control {
    /// What pressing (or choosing) it does.
    pub verb: Verb,
    /// Its words.
    pub label: String,
    /// Its emoji, if any.
    pub emoji: Option<char>,
    /// The button's colour.
    pub style: ButtonStyle,
    /// The menu it goes into when the turn offers more than fits.
    pub group: ActionGroup,
}

impl Control {
    /// A control.
    pub fn new(verb: Verb, label: String, style: ButtonStyle, group: ActionGroup) -> Control {
        Control {
            verb,
            label,
            emoji: None,
            style,
            group,
        }
    }

    /// The same with an emoji.
    pub fn emoji(self, emoji: char) -> Control {
        Control {
            emoji: Some(emoji),
            ..self
        }
    }
}

/// Every group, in the order menus appear.
pub const GROUPS: [ActionGroup; 6] = [
    ActionGroup::Turn,
    ActionGroup::Build,
    ActionGroup::Move,
    ActionGroup::Cards,
    ActionGroup::Trade,
    ActionGroup::Decide,
];

/// The index of a group in [`GROUPS`] (the argument of [`Verb::Menu`]).
pub fn group_index(group: ActionGroup) -> u8 {
    GROUPS.iter().position(|g| *g == group).unwrap_or(0) as u8
}

fn group_words(group: ActionGroup, lang: Lang) -> String {
    match group {
        ActionGroup::Build => t!(lang, "menus-group-build"),
        ActionGroup::Move => t!(lang, "menus-group-move"),
        ActionGroup::Cards => t!(lang, "menus-group-cards"),
        ActionGroup::Trade => t!(lang, "menus-group-trade"),
        ActionGroup::Decide => t!(lang, "menus-group-decide"),
        ActionGroup::Turn => t!(lang, "menus-group-turn"),
    }
}

fn button(game: GameId, version: u64, c: &Control) -> CreateButton {
    let id = ComponentId::new(game, version, c.verb).to_string();
    let b = CreateButton::new(id).label(c.label.clone()).style(c.style);
    match c.emoji {
        Some(e) => b.emoji(ReactionType::Unicode(e.to_string())),
        None => b,
    }
}

/// The rows of `controls` for `game` at `version`, in `lang`.
pub fn rows(game: GameId, version: u64, controls: &[Control], lang: Lang) -> Vec<CreateActionRow> {
    if controls.len() <= MAX_ROWS * BUTTONS_PER_ROW {
        return controls
            .chunks(BUTTONS_PER_ROW)
            .map(|row| {
                CreateActionRow::Buttons(row.iter().map(|c| button(game, version, c)).collect())
            })
            .collect();
    }
    // The turn's own controls stay buttons (the first five); every other group becomes a
    // select, groups beyond the rows left sharing the last one.
    let (turn, rest): (Vec<&Control>, Vec<&Control>) =
        controls.iter().partition(|c| c.group == ActionGroup::Turn);
    let mut out = Vec::new();
    let mut overflow: Vec<&Control> = turn.iter().skip(BUTTONS_PER_ROW).copied().collect();
    if !turn.is_empty() {
        out.push(CreateActionRow::Buttons(
            turn.iter()
                .take(BUTTONS_PER_ROW)
                .map(|c| button(game, version, c))
                .collect(),
        ));
    }
    let mut menus: Vec<(ActionGroup, Vec<&Control>)> = Vec::new();
    for group in GROUPS.iter().skip(1) {
        let members: Vec<&Control> = rest.iter().filter(|c| c.group == *group).copied().collect();
        if !members.is_empty() {
            menus.push((*group, members));
        }
    }
    if !overflow.is_empty() {
        match menus.iter_mut().find(|(g, _)| *g == ActionGroup::Decide) {
            Some((_, members)) => members.append(&mut overflow),
            None => menus.push((ActionGroup::Decide, std::mem::take(&mut overflow))),
        }
    }
    let room = MAX_ROWS - out.len();
    while menus.len() > room {
        let (_, mut last) = menus.pop().unwrap_or((ActionGroup::Decide, Vec::new()));
        if let Some((_, members)) = menus.last_mut() {
            members.append(&mut last);
        }
    }
    for (group, members) in menus {
        let options = members
            .iter()
            .take(OPTIONS_PER_SELECT)
            .map(|c| {
                let o = CreateSelectMenuOption::new(c.label.clone(), c.verb.to_string());
                match c.emoji {
                    Some(e) => o.emoji(ReactionType::Unicode(e.to_string())),
                    None => o,
                }
            })
            .collect();
        let id = ComponentId::new(game, version, Verb::Menu(group_index(group))).to_string();
        out.push(CreateActionRow::SelectMenu(
            CreateSelectMenu::new(id, CreateSelectMenuKind::String { options })
                .placeholder(group_words(group, lang)),
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::custom_id::PickKind;

    fn to_json(rows: &[CreateActionRow]) -> serde_json::Value {
        serde_json::to_value(rows).expect("rows serialise")
    }

    #[test]
    fn what_fits_stays_buttons() {
        let controls: Vec<Control> = (0..7)
            .map(|_| {
                Control::new(
                    Verb::Roll,
                    "Roll".into(),
                    ButtonStyle::Primary,
                    ActionGroup::Turn,
                )
            })
            .collect();
        let rows = to_json(&rows(GameId(1), 3, &controls, Lang::En));
        let rows = rows.as_array().expect("rows");
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[0]["components"].as_array().map(Vec::len), Some(5));
    }

    #[test]
    fn too_many_controls_become_grouped_menus_within_the_limits() {
        let mut controls = vec![
            Control::new(
                Verb::Roll,
                "Roll".into(),
                ButtonStyle::Primary,
                ActionGroup::Turn,
            ),
            Control::new(
                Verb::EndTurn,
                "End".into(),
                ButtonStyle::Success,
                ActionGroup::Turn,
            ),
        ];
        for group in GROUPS.iter().skip(1) {
            for _ in 0..6 {
                controls.push(Control::new(
                    Verb::Pick(PickKind::Road),
                    format!("{group:?}"),
                    ButtonStyle::Secondary,
                    *group,
                ));
            }
        }
        let json = to_json(&rows(GameId(1), 3, &controls, Lang::En));
        let rows = json.as_array().expect("rows");
        assert_eq!(rows.len(), MAX_ROWS);
        assert_eq!(rows[0]["components"].as_array().map(Vec::len), Some(2));
        let mut offered = 2;
        for row in &rows[1..] {
            let menu = &row["components"][0];
            assert_eq!(menu["type"], 3, "a string select");
            let id: ComponentId = menu["custom_id"]
                .as_str()
                .expect("id")
                .parse()
                .expect("ours");
            assert!(matches!(id.verb, Verb::Menu(_)));
            let options = menu["options"].as_array().expect("options");
            assert!(options.len() <= OPTIONS_PER_SELECT);
            for o in options {
                let value = o["value"].as_str().expect("value");
                let inner: ComponentId = format!("k1:1:3:{value}").parse().expect("a verb");
                assert_eq!(inner.verb, Verb::Pick(PickKind::Road));
            }
            offered += options.len();
        }
        assert_eq!(
            offered,
            controls.len(),
            "every control is offered somewhere"
        );
        assert_eq!(rows[1]["components"][0]["placeholder"], "Build ▾");
    }
}
