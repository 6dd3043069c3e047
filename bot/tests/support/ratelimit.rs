//! Discord's per-route rate limits, as the double's HTTPS port keeps them: every response
//! carries the bucket's headers, and a request beyond what they allowed is answered 429 with
//! `retry_after`, as Discord answers it. Only the production path (serenity's rate limiter on)
//! is held to them; the plain port serves serenity with its limiter off, a path production
//! never takes.
//! <https://discord.com/developers/docs/topics/rate-limits>
//!
//! The limit is far below Discord's, so that a test meets it: Discord's numbers are not
//! published ("you should not hard code them") and may change at any time.

use std::{
    collections::HashMap,
    time::{Duration, Instant, SystemTime, UNIX_EPOCH},
};

use hyper::Method;

/// Requests per bucket and window.
pub const LIMIT: u32 = 3;
/// How long a bucket's window lasts.
pub const WINDOW: Duration = Duration::from_millis(400);

/// "Per-route rate limits exist for many individual endpoints, and may include the HTTP
/// method", and are "scoped to" the route's top-level resource (its major parameter: the
/// channel, the server, the webhook or interaction with its token).
pub fn bucket(method: &Method, path: &str) -> String {
    let mut key = format!("{method} ");
    let mut major = false;
    for segment in path.trim_start_matches("/api/v10").split('/').filter(|s| !s.is_empty()) {
        let id = segment.chars().all(|c| c.is_ascii_digit());
        key.push('/');
        key.push_str(if id && !major { "{id}" } else { segment });
        major =
            matches!(segment, "channels" | "guilds" | "webhooks" | "interactions") || (major && id);
    }
    key
}

/// One bucket's window.
#[derive(Debug)]
struct Window {
    began: Instant,
    used: u32,
}

/// What the bucket says of a request.
pub enum Verdict {
    /// Served; the headers to send with the answer.
    Served(Vec<(&'static str, String)>),
    /// Over the limit: 429, to try again after this long; the headers to send with it.
    Limited(Duration, Vec<(&'static str, String)>),
}

/// The buckets seen so far.
#[derive(Debug, Default)]
pub struct Buckets {
    windows: HashMap<String, Window>,
    /// Requests answered 429, by bucket.
    pub limited: Vec<String>,
}

impl Buckets {
    /// Counts a request in `key`'s bucket.
    pub fn take(&mut self, key: &str) -> Verdict {
        let now = Instant::now();
        let window = self.windows.entry(key.to_owned()).or_insert(Window { began: now, used: 0 });
        if now.duration_since(window.began) >= WINDOW {
            *window = Window { began: now, used: 0 };
        }
        // Rounded up to the millisecond, so a client that waits as long as it is told is
        // never early.
        let left = WINDOW.saturating_sub(now.duration_since(window.began));
        let reset_after = Duration::from_millis(1) + left
            - Duration::from_nanos(left.subsec_nanos() as u64 % 1_000_000);
        let limited = window.used >= LIMIT;
        if !limited {
            window.used += 1;
        }
        let reset = SystemTime::now() + reset_after;
        let epoch = reset.duration_since(UNIX_EPOCH).unwrap_or_default().as_secs_f64();
        let headers = vec![
            ("x-ratelimit-limit", LIMIT.to_string()),
            ("x-ratelimit-remaining", (LIMIT - window.used).to_string()),
            ("x-ratelimit-reset", format!("{epoch:.3}")),
            ("x-ratelimit-reset-after", format!("{:.3}", reset_after.as_secs_f64())),
            ("x-ratelimit-bucket", format!("{:016x}", fnv(key))),
        ];
        if limited {
            self.limited.push(key.to_owned());
            return Verdict::Limited(reset_after, headers);
        }
        Verdict::Served(headers)
    }
}

/// A stable opaque bucket id, as Discord gives one.
fn fnv(key: &str) -> u64 {
    key.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buckets_follow_the_route_and_its_major_parameter() {
        let post = |p| bucket(&Method::POST, p);
        assert_eq!(post("/api/v10/channels/11/messages"), "POST /channels/11/messages");
        assert_ne!(post("/api/v10/channels/11/messages"), post("/api/v10/channels/12/messages"));
        assert_eq!(
            bucket(&Method::PATCH, "/api/v10/channels/11/messages/5"),
            bucket(&Method::PATCH, "/api/v10/channels/11/messages/6")
        );
        assert_eq!(post("/api/v10/webhooks/7/tok"), "POST /webhooks/7/tok");
        assert_eq!(
            bucket(&Method::PUT, "/api/v10/applications/9/guilds/3/commands"),
            "PUT /applications/{id}/guilds/3/commands"
        );
    }

    #[test]
    fn a_bucket_allows_its_limit_then_refuses_until_its_window_ends() {
        let mut buckets = Buckets::default();
        for left in (0..LIMIT).rev() {
            let Verdict::Served(headers) = buckets.take("k") else { panic!("served") };
            assert!(headers.contains(&("x-ratelimit-remaining", left.to_string())));
        }
        let Verdict::Limited(wait, _) = buckets.take("k") else { panic!("limited") };
        assert!(wait <= WINDOW + Duration::from_millis(1));
        assert!(matches!(buckets.take("other"), Verdict::Served(_)));
        assert_eq!(buckets.limited, ["k"]);
    }
}
