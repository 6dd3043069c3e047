//! The door interactions come in by: counted while they are answered, and closed when the bot
//! stops, so a stop lets every interaction already taken finish (its answer delivered, its
//! move committed and shown) and turns away only the ones that arrive after.

use std::sync::{
    Arc,
    atomic::{AtomicBool, AtomicUsize, Ordering},
};

use tokio::sync::Notify;

/// Interactions being answered, and whether new ones are still taken.
#[derive(Debug, Default)]
pub(super) struct Gate {
    busy: AtomicUsize,
    closed: AtomicBool,
    idle: Notify,
}

/// One interaction being answered: the gate counts it until this is dropped.
#[derive(Debug)]
pub(super) struct Pass(Arc<Gate>);

impl Gate {
    /// Lets an interaction in, unless the gate is closed.
    pub(super) fn enter(self: &Arc<Gate>) -> Option<Pass> {
        self.busy.fetch_add(1, Ordering::SeqCst);
        if self.closed.load(Ordering::SeqCst) {
            self.leave();
            return None;
        }
        Some(Pass(self.clone()))
    }

    /// Takes no more interactions, and waits until those let in are answered.
    pub(super) async fn close(&self) {
        self.closed.store(true, Ordering::SeqCst);
        loop {
            let idle = self.idle.notified();
            if self.busy.load(Ordering::SeqCst) == 0 {
                return;
            }
            idle.await;
        }
    }

    fn leave(&self) {
        if self.busy.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.idle.notify_waiters();
        }
    }
}

impl Drop for Pass {
    fn drop(&mut self) {
        self.0.leave();
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[tokio::test]
    async fn closing_waits_for_the_interactions_let_in_and_turns_new_ones_away() {
        let gate = Arc::new(Gate::default());
        let first = gate.enter().expect("open");
        let second = gate.enter().expect("open");
        let closing = tokio::spawn({
            let gate = gate.clone();
            async move { gate.close().await }
        });
        // Closed at once for newcomers, while the two inside are still answered.
        while !gate.closed.load(Ordering::SeqCst) {
            tokio::task::yield_now().await;
        }
        assert!(gate.enter().is_none());
        drop(first);
        tokio::task::yield_now().await;
        assert!(!closing.is_finished(), "one interaction is still being answered");
        drop(second);
        tokio::time::timeout(Duration::from_secs(60), closing)
            .await
            .expect("closed once both were answered")
            .expect("the closing task");
    }
}
