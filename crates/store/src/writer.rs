//! Group commit: one writer task takes every pending command, writes each in its own savepoint
//! and makes the whole batch durable with a single `COMMIT` (one fsync). Each command still
//! succeeds or fails alone (a version mismatch rolls back only its savepoint), and nobody gets
//! an answer before the batch is durable. Alone, a command is a batch of one.

use sqlx::{AnyPool, Connection};
use tokio::sync::{mpsc, oneshot};

use super::begin_write;
use super::error::{StoreError, StoreResult};
use super::log::{CommitOutcome, PreparedCommit, write_commit};
use super::pool::Backend;

/// Most commands per batch.
const MAX_BATCH: usize = 256;

struct Request {
    commit: PreparedCommit,
    reply: oneshot::Sender<StoreResult<CommitOutcome>>,
}

/// A handle on the writer task; the task ends when every handle is dropped.
#[derive(Clone, Debug)]
pub(crate) struct GroupWriter {
    queue: mpsc::UnboundedSender<Request>,
}

impl std::fmt::Debug for Request {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Request")
            .field("game_id", &self.commit.game_id)
            .finish_non_exhaustive()
    }
}

impl GroupWriter {
    /// Starts the writer task on the current tokio runtime.
    pub(crate) fn spawn(pool: AnyPool, backend: Backend) -> GroupWriter {
        let (queue, rx) = mpsc::unbounded_channel();
        tokio::spawn(run(pool, backend, rx));
        GroupWriter { queue }
    }

    /// Queues a command and waits until its batch is durable (or it failed).
    pub(crate) async fn submit(&self, commit: PreparedCommit) -> StoreResult<CommitOutcome> {
        let (reply, answer) = oneshot::channel();
        self.queue
            .send(Request { commit, reply })
            .map_err(|_| StoreError::WriterGone)?;
        answer.await.map_err(|_| StoreError::WriterGone)?
    }
}

async fn run(pool: AnyPool, backend: Backend, mut rx: mpsc::UnboundedReceiver<Request>) {
    let mut batch = Vec::with_capacity(MAX_BATCH);
    while rx.recv_many(&mut batch, MAX_BATCH).await > 0 {
        let answers = write_batch(&pool, backend, &batch).await;
        for (req, answer) in batch.drain(..).zip(answers) {
            // The caller may have gone away (task cancelled); its command stands or not alike.
            let _ = req.reply.send(answer);
        }
    }
}

/// Writes a batch in one transaction, each command in its own savepoint. Returns one answer
/// per request, in order.
async fn write_batch(
    pool: &AnyPool,
    backend: Backend,
    batch: &[Request],
) -> Vec<StoreResult<CommitOutcome>> {
    let fail_all = |e: &dyn std::fmt::Display| {
        batch
            .iter()
            .map(|_| {
                Err(StoreError::BatchFailed {
                    detail: e.to_string(),
                })
            })
            .collect()
    };
    let mut tx = match begin_write(pool, backend).await {
        Ok(tx) => tx,
        Err(e) => return fail_all(&e),
    };
    let mut answers = Vec::with_capacity(batch.len());
    for req in batch {
        let mut sp = match (*tx).begin().await {
            Ok(sp) => sp,
            Err(e) => return fail_all(&e),
        };
        let answer = write_commit(&mut sp, &req.commit).await;
        let closed = if answer.is_ok() {
            sp.commit().await
        } else {
            sp.rollback().await
        };
        if let Err(e) = closed {
            return fail_all(&e);
        }
        answers.push(answer);
    }
    match tx.commit().await {
        Ok(()) => answers,
        Err(e) => fail_all(&e),
    }
}
