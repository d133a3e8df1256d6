//! The wire format's one rule for modules: the tags of their actions, events and decisions are
//! unique across the core and every module (the core's variants are tried first, so a module tag
//! equal to a core one would never be read back as the module's).

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::fmt;

use serde::de::DeserializeOwned;
use serde::de::value::MapDeserializer;

use crate::{Action, Decision, Event};

thread_local! {
    /// The variant lists the probe was told about, in the order serde tried them.
    static EXPECTED: RefCell<Vec<&'static [&'static str]>> = const { RefCell::new(Vec::new()) };
}

/// A deserialisation error that records every "expected one of" list it is given.
#[derive(Debug)]
struct Probe(String);

impl fmt::Display for Probe {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Probe {}

impl serde::de::Error for Probe {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        Probe(msg.to_string())
    }

    fn unknown_variant(variant: &str, expected: &'static [&'static str]) -> Self {
        EXPECTED.with(|e| e.borrow_mut().push(expected));
        Probe(format!("unknown variant {variant}"))
    }
}

/// The tag lists `T` tries for `{tag: "__probe__"}`: the core's, then each module's.
fn tag_lists<T: DeserializeOwned>(tag: &'static str) -> Vec<&'static [&'static str]> {
    EXPECTED.with(|e| e.borrow_mut().clear());
    let input = MapDeserializer::<_, Probe>::new(std::iter::once((tag, "__probe__")));
    assert!(T::deserialize(input).is_err());
    EXPECTED.with(|e| e.borrow_mut().drain(..).collect())
}

fn assert_unique(what: &str, lists: &[&'static [&'static str]]) {
    assert!(lists.len() >= 2, "{what}: the core and at least one module");
    let mut owner: BTreeMap<&str, usize> = BTreeMap::new();
    for (i, list) in lists.iter().enumerate() {
        for tag in *list {
            if let Some(first) = owner.insert(tag, i) {
                panic!("{what}: tag {tag:?} is used twice (lists {first} and {i}): {lists:?}");
            }
        }
    }
}

#[test]
fn action_event_and_decision_tags_are_unique_across_core_and_modules() {
    assert_unique("actions", &tag_lists::<Action>("type"));
    assert_unique("events", &tag_lists::<Event>("event"));
    assert_unique("decisions", &tag_lists::<Decision>("kind"));
    // The probe sees the modules' own lists, not only the core's.
    let actions = tag_lists::<Action>("type");
    assert!(
        actions.iter().any(|l| l.contains(&"forced_trade")),
        "{actions:?}"
    );
    assert!(actions.iter().any(|l| l.contains(&"roll")), "{actions:?}");
}
