//! The bot's per-module registry: each optional rule's (and scenario's) own words live in its
//! folder here (`event_cards/`, `catan_for_two/`, `harbormaster/`) and are reached through
//! [`ui`], one line per module. The base game's files ask this registry and never name a
//! module. Every method has a default, so a module adds only what it says differently; a
//! module with nothing to add uses [`Plain`], and the generic words built from its actions'
//! descriptions ([`crate::bot::menus::words`]) and error codes serve it.

use kaitaku_engine::modules::{ModuleDecision, ModuleError, ModuleEvent, ModuleId, ModuleView};
use kaitaku_engine::{Action, Event, Game, Seat, View};
use kaitaku_i18n::Lang;

use crate::bot::compose::Table;
use crate::bot::menus::layout::Control;

/// What a menu option's words may read: the game, the seat choosing, and the table's names.
pub struct WordsCtx<'a> {
    /// The game.
    pub game: &'a Game,
    /// The seat the menu is for.
    pub seat: Seat,
    /// The players' names.
    pub table: &'a Table,
}

/// How the modules in play change the roll, merged over all of them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RollWords {
    /// Rolling also draws a card (Catan Event Cards: the card gives the number).
    pub draws_card: bool,
    /// The turn has several rolls: (this roll's number, how many).
    pub roll_of: Option<(u8, u8)>,
}

impl RollWords {
    /// Whether any module changes the roll's words.
    pub fn changed(&self) -> bool {
        *self != RollWords::default()
    }
}

/// A module's own chooser for one kind of its actions ([`ModuleUi::chooser`]): what the
/// private prompt says, and its options.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Chooser {
    /// The prompt's lines (private: the prompt is ephemeral).
    pub lines: Vec<String>,
    /// The options as (label, value): a value is an action code (the choice is made) or a
    /// filter (`?label^step`) that shows the next step.
    pub options: Vec<(String, String)>,
    /// The places the options name, to label on the board image.
    pub places: Vec<kaitaku_engine::describe::Place>,
}

/// A module's own words in the bot.
pub trait ModuleUi: Sync {
    /// Better words than the generic ones for one of the module's actions in a menu, or `None`
    /// to use the generic words.
    fn option_words(&self, _ctx: &WordsCtx<'_>, _action: &Action, _lang: Lang) -> Option<String> {
        None
    }

    /// The lines its part of the public view adds to the turn embed.
    fn state_lines(
        &self,
        _view: &View,
        _part: &ModuleView,
        _table: &Table,
        _lang: Lang,
    ) -> Vec<String> {
        Vec::new()
    }

    /// One of its events as a public line (`None`: not worth a line). The event is already
    /// redacted for its audience.
    fn describe(&self, _event: &ModuleEvent, _table: &Table, _lang: Lang) -> Option<String> {
        None
    }

    /// The hidden detail of one of its events, for the viewer the event was redacted for.
    fn private_line(&self, _event: &ModuleEvent, _table: &Table, _lang: Lang) -> Option<String> {
        None
    }

    /// One of its decisions in a few words, for "waiting for Ann (…)".
    fn owed_words(&self, _decision: &ModuleDecision, _lang: Lang) -> Option<String> {
        None
    }

    /// One of its decisions as the prompt's line to the seat that owes it.
    fn prompt_line(
        &self,
        _decision: &ModuleDecision,
        _table: &Table,
        _lang: Lang,
    ) -> Option<String> {
        None
    }

    /// The turn message's button label while one of its decisions is owed.
    fn decision_button(&self, _decision: &ModuleDecision, _lang: Lang) -> Option<String> {
        None
    }

    /// What it says before "waiting for …" while its decisions are owed (the event that asks).
    fn waiting_prefix(&self, _part: &ModuleView, _lang: Lang) -> Option<String> {
        None
    }

    /// How it changes the roll.
    fn roll_words(&self, _part: &ModuleView) -> RollWords {
        RollWords::default()
    }

    /// Its refusal in words, when the generic `rule-<code>` message is not enough (a refusal
    /// with a number in it).
    fn error_words(&self, _error: &ModuleError, _lang: Lang) -> Option<String> {
        None
    }

    /// The lines its private part of the viewer's view (the viewer's own secrets: the
    /// Fishermen's fish tokens) adds to the viewer's hand, an ephemeral reply. Default: none.
    fn private_lines(&self, _part: &ModuleView, _lang: Lang) -> Vec<String> {
        Vec::new()
    }

    /// A public message of its own about what one accepted command did, posted in the channel
    /// before the turn message (Barbarian Attack's battle report after a turn's battles), or
    /// `None`. The events are the command's, redacted for everyone. Default: none.
    fn report(&self, _events: &[Event], _table: &Table, _lang: Lang) -> Option<String> {
        None
    }

    /// The words of one of its turn steps (`Phase::TurnStep`): what the player `who` does
    /// there (the turn message's situation line) and the end button's label (Barbarian
    /// Attack: "moves knights", "Done moving"). Default: the main phase's words.
    fn step_words(&self, _step: u8, _who: &str, _lang: Lang) -> Option<(String, String)> {
        None
    }

    /// The action labels it offers through a control and a chooser of its own
    /// ([`ModuleUi::turn_controls`], [`ModuleUi::chooser`]) instead of the generic control per
    /// kind of legal action: a kind whose legality is hidden information (playing a secret
    /// card), which the public turn message must not tell. Default: none.
    fn own_labels(&self) -> &'static [&'static str] {
        &[]
    }

    /// The controls it adds to the turn message, decided from the public view only.
    /// Default: none.
    fn turn_controls(&self, _view: &View, _part: &ModuleView, _lang: Lang) -> Vec<Control> {
        Vec::new()
    }

    /// Its chooser for the actions with one of its [`ModuleUi::own_labels`]: `actions` are the
    /// seat's legal actions with that label, `step` the step reached (`None`: the first).
    /// Default: none (the generic prompt lists the actions).
    fn chooser(
        &self,
        _ctx: &WordsCtx<'_>,
        _actions: &[Action],
        _step: Option<&str>,
        _lang: Lang,
    ) -> Option<Chooser> {
        None
    }
}

/// A module that adds no words of its own.
pub struct Plain;

impl ModuleUi for Plain {}

/// The bot side of `module`.
pub fn ui(module: ModuleId) -> &'static dyn ModuleUi {
    match module {
        ModuleId::FriendlyRobber => &Plain,
        ModuleId::EventCards => &super::event_cards::EventCardsUi,
        ModuleId::Harbormaster => &super::harbormaster::HarbormasterUi,
        ModuleId::CatanForTwo => &super::catan_for_two::CatanForTwoUi,
        ModuleId::Fishermen => &super::fishermen::FishermenUi,
        ModuleId::Rivers => &super::rivers::RiversUi,
        ModuleId::Caravans => &super::caravans::CaravansUi,
        ModuleId::CitiesAndKnights => &super::cities_and_knights::CitiesAndKnightsUi,
        ModuleId::BarbarianAttack => &super::barbarian_attack::BarbarianAttackUi,
    }
}

/// Each module's part of `view` with its bot side.
pub fn parts(view: &View) -> impl Iterator<Item = (&'static dyn ModuleUi, &ModuleView)> {
    view.modules.iter().map(|part| (ui(part.module()), part))
}

/// How the modules in `view` change the roll.
pub fn roll_words(view: &View) -> RollWords {
    parts(view).fold(RollWords::default(), |merged, (ui, part)| {
        let w = ui.roll_words(part);
        RollWords {
            draws_card: merged.draws_card || w.draws_card,
            roll_of: merged.roll_of.or(w.roll_of),
        }
    })
}

/// The modules' own public messages about one command's events ([`ModuleUi::report`]), for the
/// modules in play (`modules`, in the game's order).
pub fn reports(
    modules: impl Iterator<Item = ModuleId>,
    events: &[Event],
    table: &Table,
    lang: Lang,
) -> Vec<String> {
    let public: Vec<Event> = events.iter().map(|e| e.redacted_for(None)).collect();
    modules
        .filter_map(|m| ui(m).report(&public, table, lang))
        .collect()
}

/// The bot side of the module in play in `view` that offers `label` through its own chooser
/// ([`ModuleUi::own_labels`]), if any.
pub fn owner_of_label(view: &View, label: &str) -> Option<&'static dyn ModuleUi> {
    parts(view)
        .map(|(ui, _)| ui)
        .find(|ui| ui.own_labels().contains(&label))
}

/// The words of the turn step `view` is in, when its module has its own
/// ([`ModuleUi::step_words`]): the situation line and the end button's label.
pub fn step_words(view: &View, who: &str, lang: Lang) -> Option<(String, String)> {
    match view.phase {
        kaitaku_engine::state::Phase::TurnStep { module, step } => {
            ui(module).step_words(step, who, lang)
        }
        _ => None,
    }
}
