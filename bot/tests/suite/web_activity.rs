//! The Activity's routes over plain HTTP, with a stand-in for Discord's answers (the doorman):
//! what the page sends is checked before Discord is asked, Discord's refusals come back in
//! words, and a member let in gets a link that plays like any other. Which headers let only
//! Discord frame the page. The whole flow with the Discord double, the real SDK and a
//! browser is `discord_board.rs`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::{Arc, Mutex, mpsc};

use bot::{
    model::ChannelId,
    web::{Checked, Doorman, Turned, Visitor},
};
use serde_json::{Value, json};

use crate::common::{Fixture, PLACE, alice, carol};
use crate::page_server::{Server, xiangqi_game};
use crate::web_attacks::{hello, request_with_body};

/// Discord's answers, as a test sets them; the checks asked for.
struct Stand {
    answer: Mutex<Result<Visitor, Turned>>,
    asked: Mutex<Vec<(String, String)>>,
    /// Where set, each check waits for a permit here (Discord slow to answer).
    slow: Mutex<Option<Arc<tokio::sync::Semaphore>>>,
}

impl Doorman for Stand {
    fn application(&self) -> Option<u64> {
        Some(900_000_000_000_000_001)
    }

    fn check<'a>(&'a self, code: &'a str, instance: &'a str) -> Checked<'a> {
        self.asked.lock().unwrap().push((code.to_owned(), instance.to_owned()));
        let answer = self.answer.lock().unwrap().clone();
        let slow = self.slow.lock().unwrap().clone();
        Box::pin(async move {
            if let Some(slow) = slow {
                slow.acquire().await.unwrap().forget();
            }
            answer
        })
    }
}

fn visitor(user: bot::model::User, channel: u64) -> Visitor {
    Visitor {
        user,
        lang: None,
        channel: ChannelId(channel),
        server: PLACE.server,
        access_token: "member-token".to_owned(),
    }
}

async fn session(url: &str, body: &str, extra: &str) -> (u16, Value) {
    let headers = format!("Content-Type: application/json\r\n{extra}");
    let (status, _, body) =
        request_with_body("POST", &format!("{url}/activity/session"), &headers, body).await;
    (status, serde_json::from_str(&body).unwrap_or(Value::Null))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_activity_checks_what_the_page_sends_and_lets_in_only_whom_discord_names() {
    let fx = Fixture::new();
    let (host, _) = xiangqi_game(&fx);
    let stand = Arc::new(Stand {
        answer: Mutex::new(Err(Turned::BadCode)),
        asked: Mutex::new(Vec::new()),
        slow: Mutex::new(None),
    });
    let (posts, _posted) = mpsc::channel();
    let door: Arc<dyn Doorman> = stand.clone();
    let server = Server::start_as(&host, 0, posts, None, Some(door));
    let url = server.url();

    let (status, _, body) = request_with_body("GET", &format!("{url}/activity/app"), "", "").await;
    let app: Value = serde_json::from_str(&body).unwrap();
    assert_eq!((status, &app["client_id"]), (200, &json!("900000000000000001")));
    assert!(app["failed"].as_str().unwrap().contains("did not let the board in"), "{app}");
    let chinese = "Accept-Language: zh-CN\r\n";
    let app = request_with_body("GET", &format!("{url}/activity/app"), chinese, "").await.2;
    assert!(app.contains("没有让棋盘进来"), "{app}");

    // What is not a code and an instance is refused before Discord is asked.
    let fine = json!({"code": "abc", "instance": "i-1-gc-10-100"});
    for junk in [
        "not json".to_owned(),
        json!({"code": "abc"}).to_string(),
        json!({"code": 5, "instance": "i"}).to_string(),
        json!({"code": "a".repeat(129), "instance": "i"}).to_string(),
        json!({"code": "a b", "instance": "i"}).to_string(),
    ] {
        let (status, said) = session(&url, &junk, "").await;
        assert!(matches!(status, 400 | 403), "{junk}: {status}");
        assert!(said["message"].as_str().is_some_and(|m| !m.is_empty()), "{junk}: {said}");
    }
    let huge = json!({"code": "a".repeat(2_000), "instance": "i"}).to_string();
    assert_eq!(session(&url, &huge, "").await.0, 413, "a body over 1 KiB is not read");
    assert!(stand.asked.lock().unwrap().is_empty(), "Discord was not asked");

    // Discord's refusals, in the reader's words.
    for (turned, status, words) in [
        (Turned::BadCode, 403, "did not confirm who you are"),
        (Turned::NoInstance, 403, "does not know this activity"),
        (Turned::NotInInstance, 403, "does not list you"),
        (Turned::Unreachable, 502, "could not reach Discord"),
    ] {
        *stand.answer.lock().unwrap() = Err(turned);
        let (got, said) = session(&url, &fine.to_string(), "").await;
        assert_eq!(got, status, "{turned:?}");
        assert!(said["message"].as_str().unwrap().contains(words), "{turned:?}: {said}");
    }
    *stand.answer.lock().unwrap() = Err(Turned::NotInInstance);
    let (_, said) = session(&url, &fine.to_string(), "Accept-Language: zh-TW\r\n").await;
    assert!(said["message"].as_str().unwrap().contains("名單上沒有你"), "{said}");

    // Let in where no game was ever played: said so; where one is played: a link of the
    // member's own, which the socket takes. Carol watches.
    *stand.answer.lock().unwrap() = Ok(visitor(alice(), PLACE.channel.0 + 1));
    let (status, said) = session(&url, &fine.to_string(), "").await;
    assert_eq!(status, 404);
    assert!(said["message"].as_str().unwrap().contains("No game has been played"), "{said}");
    for (who, role) in [(alice(), "You play"), (carol(), "watching")] {
        *stand.answer.lock().unwrap() = Ok(visitor(who, PLACE.channel.0));
        let (status, said) = session(&url, &fine.to_string(), "").await;
        assert_eq!(status, 200, "{said}");
        assert_eq!(said["access_token"], json!("member-token"));
        let (_, state) = hello(&url, said["link"].as_str().unwrap()).await;
        assert!(state["you"].as_str().unwrap().contains(role), "{state}");
    }
    assert_eq!(stand.asked.lock().unwrap().len(), 8, "every well-formed request was checked");

    // Each check asks Discord three things in the bot's name: while four wait for Discord, a
    // fifth is asked to wait a moment, and asks nobody.
    let slow = Arc::new(tokio::sync::Semaphore::new(0));
    *stand.slow.lock().unwrap() = Some(slow.clone());
    let waiting: Vec<_> = (0..4)
        .map(|_| {
            let (url, body) = (url.clone(), fine.to_string());
            tokio::spawn(async move { session(&url, &body, "").await.0 })
        })
        .collect();
    let deadline = tokio::time::Instant::now() + crate::browser::PATIENCE;
    while stand.asked.lock().unwrap().len() < 12 {
        assert!(tokio::time::Instant::now() < deadline, "four checks under way");
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    let (status, said) = session(&url, &fine.to_string(), "").await;
    assert_eq!(status, 429, "{said}");
    assert!(said["message"].as_str().unwrap().contains("Wait a moment"), "{said}");
    assert_eq!(stand.asked.lock().unwrap().len(), 12);
    slow.add_permits(4);
    for one in waiting {
        assert_eq!(one.await.unwrap(), 200);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_discord_may_frame_the_activity_and_nobody_the_board() {
    let fx = Fixture::new();
    let (host, _) = xiangqi_game(&fx);
    let (posts, _posted) = mpsc::channel();
    let stand = Arc::new(Stand {
        answer: Mutex::new(Err(Turned::BadCode)),
        asked: Mutex::new(Vec::new()),
        slow: Mutex::new(None),
    });
    let door: Arc<dyn Doorman> = stand;
    let server = Server::start_as(&host, 0, posts, None, Some(door));
    let url = server.url();
    let (status, headers, body) = request_with_body("GET", &format!("{url}/"), "", "").await;
    assert_eq!(status, 200);
    assert!(body.contains("<script type=\"module\" src=\"/board.js\">"));
    let policy = headers.get("content-security-policy").unwrap();
    assert!(policy.contains("frame-ancestors 'self' https://discord.com"), "{policy}");
    // This app's own origin at Discord's proxy, not every Activity's.
    assert!(policy.contains("https://900000000000000001.discordsays.com"), "{policy}");
    assert!(!policy.contains("*.discordsays.com"), "{policy}");
    assert!(!headers.contains_key("x-frame-options"));
    let (_, headers, _) = request_with_body("GET", &format!("{url}/board"), "", "").await;
    assert!(headers["content-security-policy"].contains("frame-ancestors 'none'"));
    assert_eq!(headers["x-frame-options"], "DENY");
    // The SDK's bundle is served, with its licences.
    let (status, _, sdk) = request_with_body("GET", &format!("{url}/discord-sdk.js"), "", "").await;
    assert_eq!(status, 200);
    assert!(sdk.contains("export{") && sdk.contains("--- zod ---"), "{}", &sdk[..80]);
    drop(server);

    // Without Activities set up, there is no framed page, and their routes say so.
    let (posts, _posted) = mpsc::channel();
    let server = Server::start(&host, 0, posts);
    let url = server.url();
    let (status, _, _) = request_with_body("GET", &format!("{url}/"), "", "").await;
    assert_eq!(status, 404);
    let (status, _, said) = request_with_body("GET", &format!("{url}/activity/app"), "", "").await;
    assert_eq!(status, 404);
    assert!(said.contains("not set up to open its board inside Discord"), "{said}");
    let (status, said) = session(&url, r#"{"code":"a","instance":"b"}"#, "").await;
    assert_eq!(status, 404, "{said}");
}
