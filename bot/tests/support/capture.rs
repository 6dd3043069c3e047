//! Captures warnings and errors logged through `tracing` (serenity's, poise's and the bot's),
//! so a test fails when serenity could not read something the double sent — serenity drops
//! such an event with only a warning.

use std::sync::{Mutex, Once};

use tracing::{Level, field::Visit};
use tracing_subscriber::{Layer, layer::SubscriberExt};

static LINES: Mutex<Vec<String>> = Mutex::new(Vec::new());

/// Installs the capturing subscriber (once per test binary).
pub fn install() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let subscriber = tracing_subscriber::registry().with(Capture);
        let _ = tracing::subscriber::set_global_default(subscriber);
    });
}

/// Every warning or error logged so far, as `LEVEL target: message`.
pub fn lines() -> Vec<String> {
    LINES.lock().map(|l| l.clone()).unwrap_or_default()
}

/// The captured lines that mean the double and serenity disagree, or the bot failed: any
/// deserialisation problem, and any error the bot logged.
pub fn problems() -> Vec<String> {
    lines()
        .into_iter()
        .filter(|l| {
            let lower = l.to_lowercase();
            lower.contains("deserializ")
                || lower.contains("unhandled")
                || lower.contains("sequence off")
                || l.starts_with("ERROR bot")
                || l.starts_with("ERROR poise")
        })
        .collect()
}

struct Capture;

impl<S: tracing::Subscriber> Layer<S> for Capture {
    fn on_event(&self, event: &tracing::Event<'_>, _: tracing_subscriber::layer::Context<'_, S>) {
        let meta = event.metadata();
        if *meta.level() > Level::WARN {
            return;
        }
        let mut text = Text(String::new());
        event.record(&mut text);
        let line = format!("{} {}: {}", meta.level(), meta.target(), text.0);
        if let Ok(mut lines) = LINES.lock() {
            lines.push(line);
        }
    }
}

struct Text(String);

impl Visit for Text {
    fn record_debug(&mut self, field: &tracing::field::Field, value: &dyn std::fmt::Debug) {
        if !self.0.is_empty() {
            self.0.push(' ');
        }
        if field.name() == "message" {
            self.0.push_str(&format!("{value:?}"));
        } else {
            self.0.push_str(&format!("{}={value:?}", field.name()));
        }
    }
}
