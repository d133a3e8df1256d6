//! The renderer's integration tests, one binary: golden images and rendering a game as it goes.

mod golden;
mod history;
mod kinds;
mod sequence;
