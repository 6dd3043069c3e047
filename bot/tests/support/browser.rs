//! A real browser for the board page's tests: Debian's Chromium, headless, driven over the
//! DevTools protocol (a WebSocket of JSON commands) with the websocket client the Discord
//! double already uses. Each [`Page`] lives in a browser context of its own (its own storage,
//! as a second person's browser would be). Clicks are real mouse events at an element's
//! centre; waits are for a condition the page's script evaluates, polled, never a fixed sleep.
//!
//! The browser is killed when the [`Browser`] is dropped, whether the test passed or not, and
//! everything it started ends with it.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::{
    collections::HashMap,
    io::{BufRead, BufReader},
    os::unix::process::CommandExt,
    process::{Child, Command, Stdio},
    sync::{
        Arc, Mutex,
        atomic::{AtomicU64, Ordering},
    },
    time::Duration,
};

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::sync::{mpsc, oneshot};
use tokio_tungstenite::tungstenite::Message;

/// Where Debian puts Chromium (`.ci/run` installs it).
const CHROMIUM: &str = "/usr/bin/chromium";

/// How long a wait for a condition may take before the test fails: far longer than any
/// condition takes, so only a condition that never comes true reaches it.
pub const PATIENCE: Duration = Duration::from_secs(30);

type Pending = Arc<Mutex<HashMap<u64, oneshot::Sender<Value>>>>;
/// Who hears which of the browser's events: (session, method, where its params go).
type Listeners = Arc<Mutex<Vec<(String, String, mpsc::UnboundedSender<Value>)>>>;

/// A running Chromium and its DevTools connection.
pub struct Browser {
    child: Child,
    _profile: tempfile::TempDir,
    out: mpsc::UnboundedSender<Message>,
    pending: Pending,
    listeners: Listeners,
    next: Arc<AtomicU64>,
}

impl Drop for Browser {
    fn drop(&mut self) {
        // Chromium's own processes (renderers, the GPU and network services) end when the
        // browser process does: they hold its pipes. (A signal to the process group would need
        // the `kill` program's option parsing, which reads `-PGID` as an option.)
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Browser {
    /// Starts a headless Chromium with a fresh profile and connects to it.
    pub async fn launch() -> Browser {
        let profile = tempfile::tempdir().unwrap();
        let mut child = Command::new(CHROMIUM)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--mute-audio",
                "--remote-debugging-port=0",
                "--window-size=1000,900",
            ])
            .arg(format!("--user-data-dir={}", profile.path().display()))
            .arg("about:blank")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .process_group(0)
            .spawn()
            .unwrap_or_else(|e| panic!("{CHROMIUM} cannot start ({e}): `.ci/run` installs it"));
        let stderr = child.stderr.take().unwrap();
        let (found, address) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut sent = false;
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                if let Some(at) = line.find("ws://")
                    && !sent
                {
                    let _ = found.send(line[at..].trim().to_owned());
                    sent = true;
                }
            }
        });
        let url = address.recv_timeout(PATIENCE).expect("Chromium never said where DevTools is");
        let (socket, _) = tokio_tungstenite::connect_async(url.as_str()).await.unwrap();
        let (mut sink, mut stream) = socket.split();
        let (out, mut queue) = mpsc::unbounded_channel::<Message>();
        tokio::spawn(async move {
            while let Some(m) = queue.recv().await {
                if sink.send(m).await.is_err() {
                    break;
                }
            }
        });
        let pending: Pending = Arc::default();
        let answers = pending.clone();
        let listeners: Listeners = Arc::default();
        let heard = listeners.clone();
        tokio::spawn(async move {
            while let Some(Ok(message)) = stream.next().await {
                let Message::Text(text) = message else { continue };
                let Ok(value) = serde_json::from_str::<Value>(&text) else { continue };
                if let Some(id) = value.get("id").and_then(Value::as_u64)
                    && let Some(tx) = answers.lock().unwrap().remove(&id)
                {
                    let _ = tx.send(value);
                } else if let (Some(method), Some(session)) =
                    (value["method"].as_str(), value["sessionId"].as_str())
                {
                    for (s, m, tx) in heard.lock().unwrap().iter() {
                        if s == session && m == method {
                            let _ = tx.send(value["params"].clone());
                        }
                    }
                }
            }
        });
        Browser {
            child,
            _profile: profile,
            out,
            pending,
            listeners,
            next: Arc::new(AtomicU64::new(1)),
        }
    }

    /// Sends `method` (to `session`, or to the browser) and returns its result.
    async fn call(&self, session: Option<&str>, method: &str, params: Value) -> Value {
        let id = self.next.fetch_add(1, Ordering::SeqCst);
        let (tx, rx) = oneshot::channel();
        self.pending.lock().unwrap().insert(id, tx);
        let mut message = json!({ "id": id, "method": method, "params": params });
        if let Some(session) = session {
            message["sessionId"] = json!(session);
        }
        self.out.send(Message::Text(message.to_string())).unwrap();
        let answer = tokio::time::timeout(PATIENCE, rx)
            .await
            .unwrap_or_else(|_| panic!("Chromium did not answer {method}"))
            .unwrap();
        if let Some(error) = answer.get("error") {
            panic!("{method} failed: {error}");
        }
        answer["result"].clone()
    }

    /// A new page at `url`, in a browser context of its own.
    pub async fn open(&self, url: &str) -> Page<'_> {
        let context = self.call(None, "Target.createBrowserContext", json!({})).await;
        let context = context["browserContextId"].as_str().unwrap().to_owned();
        let target = self
            .call(
                None,
                "Target.createTarget",
                json!({ "url": "about:blank", "browserContextId": context }),
            )
            .await;
        let target = target["targetId"].as_str().unwrap().to_owned();
        let attached = self
            .call(None, "Target.attachToTarget", json!({ "targetId": target, "flatten": true }))
            .await;
        let session = attached["sessionId"].as_str().unwrap().to_owned();
        let page = Page { browser: self, session };
        page.call("Page.enable", json!({})).await;
        page.call("Page.navigate", json!({ "url": url })).await;
        page
    }
}

/// One tab.
pub struct Page<'b> {
    browser: &'b Browser,
    session: String,
}

impl Page<'_> {
    async fn call(&self, method: &str, params: Value) -> Value {
        self.browser.call(Some(&self.session), method, params).await
    }

    /// From now on this tab gets `html` for any address matching `pattern` (DevTools'
    /// request interception, as if the address's server had sent it; nothing reaches that
    /// server). For a page that must share an origin with the server under test without
    /// being served by it: the Activity test's stand-in for the Discord client.
    pub async fn serve(&self, pattern: &str, html: &str) {
        let (tx, mut paused) = mpsc::unbounded_channel();
        let listening = (self.session.clone(), "Fetch.requestPaused".to_owned(), tx);
        self.browser.listeners.lock().unwrap().push(listening);
        let body = base64_encode(html.as_bytes());
        let (out, next, session) =
            (self.browser.out.clone(), self.browser.next.clone(), self.session.clone());
        tokio::spawn(async move {
            while let Some(request) = paused.recv().await {
                let id = next.fetch_add(1, Ordering::SeqCst);
                let fulfil = json!({
                    "id": id, "sessionId": session, "method": "Fetch.fulfillRequest",
                    "params": {
                        "requestId": request["requestId"], "responseCode": 200, "body": body,
                        "responseHeaders": [
                            { "name": "Content-Type", "value": "text/html; charset=utf-8" },
                            { "name": "Cache-Control", "value": "no-store" },
                        ],
                    },
                });
                if out.send(Message::Text(fulfil.to_string())).is_err() {
                    break;
                }
            }
        });
        let patterns =
            json!({ "patterns": [{ "urlPattern": pattern, "requestStage": "Request" }] });
        self.call("Fetch.enable", patterns).await;
    }

    /// A real mouse click at `(x, y)` in the viewport.
    pub async fn click_at(&self, x: f64, y: f64) {
        for kind in ["mousePressed", "mouseReleased"] {
            let event = json!({ "type": kind, "x": x, "y": y, "button": "left", "clickCount": 1 });
            self.call("Input.dispatchMouseEvent", event).await;
        }
    }

    /// Goes to `url` in this tab.
    pub async fn goto(&self, url: &str) {
        self.call("Page.navigate", json!({ "url": url })).await;
    }

    /// The value of the script `expression` (awaited if it is a promise).
    pub async fn eval(&self, expression: &str) -> Value {
        let result = self
            .call(
                "Runtime.evaluate",
                json!({ "expression": expression, "returnByValue": true, "awaitPromise": true }),
            )
            .await;
        if let Some(thrown) = result.get("exceptionDetails") {
            panic!("{expression} threw: {thrown}");
        }
        result["result"]["value"].clone()
    }

    /// Waits until `condition` (a script expression) is true; panics with `what` after
    /// [`PATIENCE`].
    pub async fn wait_for(&self, condition: &str, what: &str) {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        loop {
            // A page still loading has no body yet: not true yet, not an error.
            let script = format!(
                "(() => {{ try {{ return !!({condition}); }} catch {{ return false; }} }})()"
            );
            if self.eval(&script).await == json!(true) {
                return;
            }
            if tokio::time::Instant::now() > deadline {
                let notice = self.text("#notice").await;
                let status = self.text("#status").await;
                panic!("waited {PATIENCE:?} for {what}: status {status:?}, notice {notice:?}");
            }
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }

    /// The text of the first element `selector` finds ("" if none).
    pub async fn text(&self, selector: &str) -> String {
        let script = format!("document.querySelector({selector:?})?.textContent ?? ''");
        self.eval(&script).await.as_str().unwrap_or("").to_owned()
    }

    /// A real mouse click (press and release of the left button) at the centre of the first
    /// element `selector` finds.
    pub async fn click(&self, selector: &str) {
        let (x, y) = self.centre(selector).await;
        for kind in ["mousePressed", "mouseReleased"] {
            let event = json!({ "type": kind, "x": x, "y": y, "button": "left", "clickCount": 1 });
            self.call("Input.dispatchMouseEvent", event).await;
        }
    }

    /// Presses the mouse button on the centre of `selector` (and keeps it down).
    pub async fn press(&self, selector: &str) {
        let (x, y) = self.centre(selector).await;
        let event = json!({ "type": "mousePressed", "x": x, "y": y, "button": "left",
            "buttons": 1, "clickCount": 1 });
        self.call("Input.dispatchMouseEvent", event).await;
    }

    /// Releases the mouse button on the centre of `selector`.
    pub async fn release(&self, selector: &str) {
        let (x, y) = self.centre(selector).await;
        let event = json!({ "type": "mouseReleased", "x": x, "y": y, "button": "left",
            "buttons": 0, "clickCount": 1 });
        self.call("Input.dispatchMouseEvent", event).await;
    }

    /// Drags with the mouse from the centre of `from` to the centre of `to`.
    pub async fn drag(&self, from: &str, to: &str) {
        let (a, b) = (self.centre(from).await, self.centre(to).await);
        let press = json!({ "type": "mousePressed", "x": a.0, "y": a.1, "button": "left",
            "buttons": 1, "clickCount": 1 });
        self.call("Input.dispatchMouseEvent", press).await;
        for step in 1..=4 {
            let t = f64::from(step) / 4.0;
            let (x, y) = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
            let moved =
                json!({ "type": "mouseMoved", "x": x, "y": y, "button": "left", "buttons": 1 });
            self.call("Input.dispatchMouseEvent", moved).await;
        }
        let release = json!({ "type": "mouseReleased", "x": b.0, "y": b.1, "button": "left",
            "buttons": 0, "clickCount": 1 });
        self.call("Input.dispatchMouseEvent", release).await;
    }

    /// The centre of the element `selector` names, in the viewport, scrolled into view.
    async fn centre(&self, selector: &str) -> (f64, f64) {
        let script = format!(
            "(() => {{ const e = document.querySelector({selector:?}); if (!e) return null; \
             e.scrollIntoView({{block: 'center'}}); const r = e.getBoundingClientRect(); \
             return [r.x + r.width / 2, r.y + r.height / 2]; }})()"
        );
        let at = self.eval(&script).await;
        match (at[0].as_f64(), at[1].as_f64()) {
            (Some(x), Some(y)) => (x, y),
            _ => panic!("nothing at {selector}"),
        }
    }

    /// Types `text` into the focused element.
    pub async fn type_text(&self, text: &str) {
        self.call("Input.insertText", json!({ "text": text })).await;
    }

    /// Presses and releases Enter (a form's submit from its text field).
    pub async fn press_enter(&self) {
        for kind in ["keyDown", "keyUp"] {
            let key = json!({
                "type": kind, "key": "Enter", "code": "Enter", "windowsVirtualKeyCode": 13,
                "text": if kind == "keyDown" { "\r" } else { "" },
            });
            self.call("Input.dispatchKeyEvent", key).await;
        }
    }

    /// The page as a PNG.
    pub async fn screenshot(&self) -> Vec<u8> {
        let shot = self.call("Page.captureScreenshot", json!({ "format": "png" })).await;
        let data = shot["data"].as_str().unwrap();
        base64_decode(data)
    }

    /// Sets the viewport (a phone: 360 wide).
    pub async fn viewport(&self, width: u32, height: u32) {
        let metrics = json!({
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600,
        });
        self.call("Emulation.setDeviceMetricsOverride", metrics).await;
    }
}

/// Standard base64, padded (DevTools' request bodies).
fn base64_encode(bytes: &[u8]) -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(char::from(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// Standard base64 (DevTools' screenshots), without a crate for it.
fn base64_decode(text: &str) -> Vec<u8> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0);
    for byte in text.bytes().filter(|&b| b != b'=') {
        let Some(value) = ALPHABET.iter().position(|&a| a == byte) else { continue };
        acc = (acc << 6) | u32::try_from(value).unwrap();
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push(u8::try_from((acc >> bits) & 0xFF).unwrap());
        }
    }
    out
}
