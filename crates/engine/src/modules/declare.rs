//! [`declare_modules!`]: turns the registry's list of modules (in `modules/mod.rs`) into the
//! module folders' declarations and the types and dispatch the core uses.

/// Declares the rule modules, one line each:
/// `/// doc` `#[cfg(..)]`(optional) `Variant("config_name") => folder::StateType,`
/// where `folder` is the module's folder under `modules/` and `StateType` implements
/// [`Module`](super::Module). Generates `pub mod folder;`, [`ModuleId`](super::ModuleId),
/// [`ModuleState`](super::ModuleState), [`ModuleAction`](super::ModuleAction),
/// [`ModuleEvent`](super::ModuleEvent), [`ModuleDecision`](super::ModuleDecision),
/// [`ModuleError`](super::ModuleError), [`ModuleView`](super::ModuleView),
/// [`ModuleScripts`](super::ModuleScripts) and the dispatch
/// between them: every `match` is over all modules, so the compiler checks each one.
macro_rules! declare_modules {
    ($(
        $(#[doc = $doc:literal])*
        $(#[cfg($cfg:meta)])?
        $id:ident($name:literal) => $folder:ident :: $ty:ident,
    )*) => {
        $(
            $(#[cfg($cfg)])?
            pub mod $folder;
        )*

        /// Identifies a selectable rule module (its config name is its snake_case name).
        #[derive(
            Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord,
            serde::Serialize, serde::Deserialize,
        )]
        pub enum ModuleId {
            $(
                $(#[doc = $doc])*
                $(#[cfg($cfg)])?
                #[serde(rename = $name)]
                $id,
            )*
        }

        /// Every module, in registry order.
        const ALL_MODULES: &[ModuleId] = &[$($(#[cfg($cfg)])? ModuleId::$id,)*];

        impl ModuleId {
            /// Every module, for listings (in registry order).
            pub const ALL: [ModuleId; ALL_MODULES.len()] = {
                let mut all = [ALL_MODULES[0]; ALL_MODULES.len()];
                let mut i = 0;
                while i < all.len() {
                    all[i] = ALL_MODULES[i];
                    i += 1;
                }
                all
            };

            /// The name used in configs and on the command line (the registry line's string).
            pub fn name(self) -> &'static str {
                match self {
                    $($(#[cfg($cfg)])? ModuleId::$id => $name,)*
                }
            }

            /// Whether the module exists only for the engine's own tests (its registry line
            /// has a `#[cfg(..)]` that holds in this build); tests that cover "every ruleset"
            /// leave these out.
            pub fn is_test_only(self) -> bool {
                match self {
                    $($(#[cfg($cfg)])? ModuleId::$id => false $(|| cfg!($cfg))?,)*
                }
            }

            /// Whether players may choose the module yet ([`Module::RELEASED`]): a variant still
            /// being built is registered (the engine and its tests take it) but not offered.
            pub fn is_released(self) -> bool {
                match self {
                    $($(#[cfg($cfg)])? ModuleId::$id => <$folder::$ty as Module>::RELEASED,)*
                }
            }

            /// Whether the module is an optional rule or a scenario ([`Module::KIND`]).
            pub fn kind(self) -> ModuleKind {
                match self {
                    $($(#[cfg($cfg)])? ModuleId::$id => <$folder::$ty as Module>::KIND,)*
                }
            }

            /// The module's initial state for a new game.
            pub fn instantiate(self, config: &GameConfig) -> ModuleState {
                match self {
                    $($(#[cfg($cfg)])? ModuleId::$id => {
                        ModuleState::$id(Box::new(<$folder::$ty as Module>::new(config)))
                    })*
                }
            }
        }

        /// A module's state inside a game (one variant per module). Boxed, so the list stays
        /// cheap to move while a hook runs.
        #[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
        #[serde(tag = "module")]
        pub enum ModuleState {
            $(
                $(#[doc = $doc])*
                $(#[cfg($cfg)])?
                #[serde(rename = $name)]
                $id(Box<$folder::$ty>),
            )*
        }

        impl ModuleState {
            /// Which module this is.
            pub fn id(&self) -> ModuleId {
                match self {
                    $($(#[cfg($cfg)])? ModuleState::$id(_) => ModuleId::$id,)*
                }
            }

            /// The module's hooks.
            pub fn hooks(&self) -> &dyn RuleModule {
                match self {
                    $($(#[cfg($cfg)])? ModuleState::$id(m) => m.as_ref(),)*
                }
            }

            /// The module's hooks, mutably (for hooks that change the module's own state).
            pub fn hooks_mut(&mut self) -> &mut dyn RuleModule {
                match self {
                    $($(#[cfg($cfg)])? ModuleState::$id(m) => m.as_mut(),)*
                }
            }

            /// Applies one of a module's own actions to this module's state (`NotInThisGame`
            /// when the action is another module's).
            pub(crate) fn apply(
                &mut self,
                ctx: &mut crate::rules::Ctx,
                seat: crate::state::Seat,
                action: &ModuleAction,
            ) -> Result<ModuleFlow, crate::error::RuleError> {
                match (self, action) {
                    $($(#[cfg($cfg)])? (ModuleState::$id(m), ModuleAction::$id(a)) => {
                        Module::apply(m.as_mut(), ctx, seat, a)
                    })*
                    _ => Err(crate::error::RuleError::NotInThisGame),
                }
            }

            /// Whether autoplay may play `action` for `seat` (the module's allow-list; `false`
            /// for another module's action).
            pub fn autoplay_allowed(
                &self,
                ctx: &HookCtx,
                seat: crate::state::Seat,
                action: &ModuleAction,
            ) -> bool {
                match (self, action) {
                    $($(#[cfg($cfg)])? (ModuleState::$id(m), ModuleAction::$id(a)) => {
                        Module::autoplay_allowed(m.as_ref(), ctx, seat, a)
                    })*
                    _ => false,
                }
            }

            /// What only `seat` may see of this module ([`Module::private_view`]).
            #[allow(unreachable_code)] // a module without a view has an uninhabited view type
            pub fn private_view(
                &self,
                ctx: &HookCtx,
                seat: crate::state::Seat,
            ) -> Option<ModuleView> {
                match self {
                    $($(#[cfg($cfg)])? ModuleState::$id(m) => {
                        Module::private_view(m.as_ref(), ctx, seat).map(ModuleView::$id)
                    })*
                }
            }
        }

        /// An action of one of the modules (`Action::Module`). Serialised as the module's own
        /// action, with no wrapper.
        #[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
        #[serde(untagged)]
        pub enum ModuleAction {
            $(
                $(#[doc = $doc])*
                $(#[cfg($cfg)])?
                $id(<$folder::$ty as Module>::Action),
            )*
        }

        impl ModuleAction {
            /// The module the action belongs to.
            pub fn module(&self) -> ModuleId {
                match self {
                    $($(#[cfg($cfg)])? ModuleAction::$id(_) => ModuleId::$id,)*
                }
            }

            /// How the action is shown to people (its module's [`DescribeAction`]).
            ///
            /// [`DescribeAction`]: crate::describe::DescribeAction
            pub fn info(&self) -> crate::describe::ActionInfo {
                match self {
                    $($(#[cfg($cfg)])? ModuleAction::$id(a) => {
                        crate::describe::DescribeAction::info(a)
                    })*
                }
            }
        }

        impl ModuleId {
            /// Every label the module's actions use ([`DescribeAction::LABELS`]).
            ///
            /// [`DescribeAction::LABELS`]: crate::describe::DescribeAction::LABELS
            pub fn action_labels(self) -> &'static [&'static str] {
                match self {
                    $($(#[cfg($cfg)])? ModuleId::$id => {
                        <<$folder::$ty as Module>::Action as crate::describe::DescribeAction>::LABELS
                    })*
                }
            }
        }

        /// An event of one of the modules (`Event::Module`). Serialised as the module's own
        /// event, with no wrapper.
        #[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
        #[serde(untagged)]
        pub enum ModuleEvent {
            $(
                $(#[doc = $doc])*
                $(#[cfg($cfg)])?
                $id(<$folder::$ty as Module>::Event),
            )*
        }

        impl ModuleEvent {
            /// The module the event belongs to.
            pub fn module(&self) -> ModuleId {
                match self {
                    $($(#[cfg($cfg)])? ModuleEvent::$id(_) => ModuleId::$id,)*
                }
            }

            /// The event as `viewer` may see it (the module's redaction).
            #[allow(unreachable_code)] // a module without events has an uninhabited event type
            pub fn redacted_for(&self, viewer: Option<crate::state::Seat>) -> ModuleEvent {
                match self {
                    $($(#[cfg($cfg)])? ModuleEvent::$id(e) => {
                        ModuleEvent::$id(<$folder::$ty as Module>::redact_event(e, viewer))
                    })*
                }
            }
        }

        /// A decision one of the modules asks for (`Decision::Module`). Serialised as the
        /// module's own decision, with no wrapper.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
        #[serde(untagged)]
        pub enum ModuleDecision {
            $(
                $(#[doc = $doc])*
                $(#[cfg($cfg)])?
                $id(<$folder::$ty as Module>::Decision),
            )*
        }

        impl ModuleDecision {
            /// The module that asks.
            pub fn module(&self) -> ModuleId {
                match self {
                    $($(#[cfg($cfg)])? ModuleDecision::$id(_) => ModuleId::$id,)*
                }
            }
        }

        /// Why one of the modules refused an action (`RuleError::Module`).
        #[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
        pub enum ModuleError {
            $(
                $(#[doc = $doc])*
                $(#[cfg($cfg)])?
                #[error(transparent)]
                $id(<$folder::$ty as Module>::Error),
            )*
        }

        impl ModuleError {
            /// The module that refused.
            pub fn module(&self) -> ModuleId {
                match self {
                    $($(#[cfg($cfg)])? ModuleError::$id(_) => ModuleId::$id,)*
                }
            }
        }

        impl ErrorCode for ModuleError {
            fn code(&self) -> &'static str {
                match self {
                    $($(#[cfg($cfg)])? ModuleError::$id(e) => e.code(),)*
                }
            }
        }

        /// Each module's scripted chance streams (`script.streams.<folder>` in a config, or the
        /// older `script.<folder>`); a module's key is absent when nothing is scripted for it.
        #[derive(
            Clone, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize,
        )]
        pub struct ModuleScripts {
            $(
                $(#[doc = $doc])*
                $(#[cfg($cfg)])?
                #[serde(default, skip_serializing_if = "is_default")]
                pub $folder: <$folder::$ty as Module>::Script,
            )*
        }

        impl ModuleScripts {
            /// Whether nothing is scripted for any module.
            pub fn is_empty(&self) -> bool {
                is_default(self)
            }

            /// Each module's scripts from `self` (the older `script.<folder>` spelling) or
            /// `streams` (`script.streams.<folder>`); `Err(folder)` when one module is scripted
            /// both ways.
            pub fn merged(&self, streams: &ModuleScripts) -> Result<ModuleScripts, &'static str> {
                Ok(ModuleScripts {
                    $(
                        $(#[cfg($cfg)])?
                        $folder: match (
                            is_default(&self.$folder),
                            is_default(&streams.$folder),
                        ) {
                            (false, false) => return Err(stringify!($folder)),
                            (false, true) => self.$folder.clone(),
                            _ => streams.$folder.clone(),
                        },
                    )*
                })
            }
        }

        /// What one module shows in a [`View`](crate::view::View): everyone's part
        /// (`View::modules`; hidden information such as the event deck order never appears
        /// there) or one seat's private part (`View::private_modules`, in that seat's view only).
        #[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
        #[serde(tag = "module")]
        pub enum ModuleView {
            $(
                $(#[doc = $doc])*
                $(#[cfg($cfg)])?
                #[serde(rename = $name)]
                $id(<$folder::$ty as Module>::View),
            )*
        }

        impl ModuleView {
            /// The module whose part of the view this is.
            pub fn module(&self) -> ModuleId {
                match self {
                    $($(#[cfg($cfg)])? ModuleView::$id(_) => ModuleId::$id,)*
                }
            }

            /// The pieces, counters and marks that follow from this view part
            /// ([`Module::view_items`]).
            #[allow(unreachable_code)] // a module without a view has an uninhabited view type
            pub fn items(&self, out: &mut crate::view_items::BoardItems) {
                match self {
                    $($(#[cfg($cfg)])? ModuleView::$id(v) => {
                        <$folder::$ty as Module>::view_items(v, out)
                    })*
                }
            }
        }
    };
}

pub(crate) use declare_modules;
