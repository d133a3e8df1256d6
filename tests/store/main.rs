//! The store's integration tests, one binary: commits and reads, crash safety (this binary
//! re-executes itself as the writer child) and the benchmark's own checks. The memory budget
//! test is a binary of its own (`tests/store_memory`): it installs a counting global allocator.

mod bench;
mod commits;
mod crash;
