//! Barbarian Attack unit tests.
