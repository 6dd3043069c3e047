//! Discord's own OpenAPI description (`tests/discord-api-spec/openapi.json`, vendored with its
//! commit and licence) as the double's first check on every request: the route must be one
//! Discord has, its path and query parameters must fit their schemas, and its body must fit the
//! request body schema for its content type. What fails is answered as Discord answers an
//! invalid form body, and the test fails with the schema's own words.
//!
//! The schemas are compiled by the `jsonschema` crate (draft 2020-12, which OpenAPI 3.1 uses),
//! each against the whole document so that its `#/components/schemas/…` references resolve,
//! once per process and per schema. Where a union (`anyOf`, `oneOf`, as the interaction
//! callback and every component are) fits no branch, the closest branch's errors are reported.
//!
//! The schema carries some of Discord's rules loosely (a channel message's `content` may be
//! 4,000 characters by it, 2,000 by the documentation) and others not at all (ids unique within
//! a message); `limits.rs` checks those after this.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex, OnceLock},
};

use jsonschema::{ValidationError, Validator, error::ValidationErrorKind};
use serde_json::{Map, Value};

/// The route prefix serenity uses: version 10 of the API.
pub const PREFIX: &str = "/api/v10";

/// The vendored description, read and indexed once per test process.
pub fn spec() -> &'static Spec {
    static SPEC: OnceLock<Spec> = OnceLock::new();
    SPEC.get_or_init(|| {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/discord-api-spec/openapi.json");
        let text = std::fs::read_to_string(path).expect("read the vendored openapi.json");
        Spec::new(serde_json::from_str(&text).expect("openapi.json is JSON"))
    })
}

/// Discord's routes and their schemas.
pub struct Spec {
    doc: Arc<Value>,
    routes: Vec<Route>,
    compiled: Mutex<HashMap<String, Arc<Validator>>>,
}

/// One operation: a method on a path template.
struct Route {
    method: String,
    segments: Vec<Segment>,
    /// JSON pointer to the operation object, e.g. `/paths/~1gateway/get`.
    operation: String,
    /// JSON pointer to the path item (whose `parameters` the operation shares).
    item: String,
}

#[derive(Clone)]
enum Segment {
    Literal(String),
    Param(String),
}

/// Why Discord would refuse a request.
#[derive(Debug, PartialEq, Eq)]
pub enum Refusal {
    /// No such route: Discord answers 404.
    NoRoute(String),
    /// The parameters or body do not fit their schemas, each reason naming where: Discord
    /// answers 400, code 50035.
    Invalid(Vec<String>),
}

/// A request as the double read it.
pub struct Request<'a> {
    /// `GET`, `POST`, …
    pub method: &'a str,
    /// The path, with the `/api/v10` prefix.
    pub path: &'a str,
    /// The query string, without `?`.
    pub query: Option<&'a str>,
    /// The media type of the body (`application/json`, `multipart/form-data`), or empty.
    pub content_type: &'a str,
    /// The JSON body, or `payload_json` of a multipart body; `Null` when there is none.
    pub body: &'a Value,
    /// The names of a multipart body's file parts (`files[0]`, …).
    pub parts: &'a [String],
}

impl Spec {
    fn new(doc: Value) -> Self {
        let mut routes = Vec::new();
        for (template, item) in doc["paths"].as_object().into_iter().flatten() {
            let segments = template
                .trim_start_matches('/')
                .split('/')
                .map(|s| match s.strip_prefix('{').and_then(|s| s.strip_suffix('}')) {
                    Some(name) => Segment::Param(name.to_owned()),
                    None => Segment::Literal(s.to_owned()),
                })
                .collect::<Vec<_>>();
            let item_pointer = format!("/paths/{}", escape(template));
            for method in ["get", "put", "post", "patch", "delete"] {
                if item.get(method).is_some() {
                    routes.push(Route {
                        method: method.to_ascii_uppercase(),
                        segments: segments.clone(),
                        operation: format!("{item_pointer}/{method}"),
                        item: item_pointer.clone(),
                    });
                }
            }
        }
        Spec { doc: Arc::new(doc), routes, compiled: Mutex::new(HashMap::new()) }
    }

    /// Checks a request against the description: `Ok` when Discord would take it.
    pub fn check(&self, request: &Request<'_>) -> Result<(), Refusal> {
        let no_route = || {
            Refusal::NoRoute(format!(
                "Discord has no route {} {} (tests/discord-api-spec/openapi.json)",
                request.method, request.path
            ))
        };
        let path = request.path.strip_prefix(PREFIX).ok_or_else(no_route)?;
        let parts: Vec<&str> = path.trim_start_matches('/').split('/').collect();
        let (route, params) = self.route(request.method, &parts).ok_or_else(no_route)?;
        let mut wrong = Vec::new();
        for (name, value) in &params {
            wrong.extend(self.parameter(route, "path", name, value));
        }
        for pair in request.query.unwrap_or("").split('&').filter(|p| !p.is_empty()) {
            let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
            wrong.extend(self.parameter(route, "query", name, value));
        }
        wrong.extend(self.body(route, request));
        if wrong.is_empty() { Ok(()) } else { Err(Refusal::Invalid(wrong)) }
    }

    /// The operation a request goes to, and its path parameters. Where two templates match
    /// (`…/messages/@original` and `…/messages/{message_id}`), the one with more literal
    /// segments is the route Discord means.
    fn route<'r>(
        &'r self,
        method: &str,
        parts: &[&'r str],
    ) -> Option<(&'r Route, Vec<(String, String)>)> {
        self.routes
            .iter()
            .filter(|r| r.method == method && r.segments.len() == parts.len())
            .filter_map(|r| {
                let mut params = Vec::new();
                for (segment, part) in r.segments.iter().zip(parts) {
                    match segment {
                        Segment::Literal(l) if l == part => {}
                        Segment::Literal(_) => return None,
                        Segment::Param(name) => params.push((name.clone(), (*part).to_owned())),
                    }
                }
                Some((r, params))
            })
            .min_by_key(|(_, params)| params.len())
    }

    /// The problems with one path or query parameter: unknown to the route, or not fitting its
    /// schema. A query value is tried as JSON first (`true`, `5`), then as a string.
    fn parameter(&self, route: &Route, place: &str, name: &str, value: &str) -> Vec<String> {
        let found = [&route.operation, &route.item].into_iter().find_map(|pointer| {
            let list = self.doc.pointer(&format!("{pointer}/parameters"))?.as_array()?;
            let i = list.iter().position(|p| p["name"] == name && p["in"] == place)?;
            Some(format!("{pointer}/parameters/{i}/schema"))
        });
        let Some(schema) = found else {
            return vec![format!("{place} parameter {name:?} is not one Discord takes here")];
        };
        let validator = self.validator(&schema);
        let as_json = serde_json::from_str::<Value>(value).ok();
        if as_json.is_some_and(|v| validator.is_valid(&v))
            || validator.is_valid(&Value::String(value.to_owned()))
        {
            return Vec::new();
        }
        vec![format!("{place} parameter {name}: {value:?} does not fit its schema")]
    }

    /// The problems with a request's body.
    fn body(&self, route: &Route, request: &Request<'_>) -> Vec<String> {
        let body_pointer = format!("{}/requestBody", route.operation);
        let Some(spec) = self.doc.pointer(&body_pointer) else {
            return if request.body.is_null() && request.parts.is_empty() {
                Vec::new()
            } else {
                vec!["this route takes no body".to_owned()]
            };
        };
        if request.body.is_null() && request.parts.is_empty() {
            return if spec["required"] == true {
                vec!["this route needs a body".to_owned()]
            } else {
                Vec::new()
            };
        }
        let media = request.content_type.split(';').next().unwrap_or("").trim();
        if spec["content"].get(media).is_none() {
            return vec![format!("this route does not take a {media:?} body")];
        }
        let mut instance = request.body.clone();
        if media == "multipart/form-data" {
            // The form as Discord reads it: payload_json's fields beside the file parts.
            let mut form = instance.as_object().cloned().unwrap_or_else(Map::new);
            for part in request.parts {
                form.insert(part.clone(), Value::String("<binary>".to_owned()));
            }
            instance = Value::Object(form);
        }
        as_documented(&mut instance);
        let schema = format!("{body_pointer}/content/{}/schema", escape(media));
        self.errors(&schema, &instance)
    }

    /// The schema's own messages for `instance`, each with where it is in the body.
    fn errors(&self, schema: &str, instance: &Value) -> Vec<String> {
        let mut out = Vec::new();
        for error in self.validator(schema).iter_errors(instance) {
            explain(&error, &mut out);
        }
        out
    }

    /// The compiled validator of the schema at `pointer`, compiled against the whole document.
    fn validator(&self, pointer: &str) -> Arc<Validator> {
        let mut compiled = self.compiled.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(v) = compiled.get(pointer) {
            return v.clone();
        }
        let mut root = (*self.doc).clone();
        // A URI fragment may not hold the braces of path templates as they are.
        let fragment = pointer.replace('{', "%7B").replace('}', "%7D");
        root["$ref"] = Value::String(format!("#{fragment}"));
        let validator = jsonschema::draft202012::options()
            .build(&root)
            .unwrap_or_else(|e| panic!("Discord's schema at {pointer} does not compile: {e}"));
        let validator = Arc::new(validator);
        compiled.insert(pointer.to_owned(), validator.clone());
        validator
    }
}

/// Where the schema and Discord's documentation disagree on a field's type, the documentation
/// is what Discord accepts, and the value is read as Discord reads it, never anything looser:
/// - `default_member_permissions` is "a set of permissions represented as a bit set" in a
///   *string* (serenity sends `"32"`); the schema types it as an integer.
///   <https://discord.com/developers/docs/interactions/application-commands#application-command-object>
/// - a new upload's attachment `id` is the file's index as a number (`{"id": 0, …}` in the
///   documentation's own example); the schema types every attachment id as a snowflake string.
///   <https://discord.com/developers/docs/reference#uploading-files>
fn as_documented(instance: &mut Value) {
    let commands: Vec<&mut Value> = match instance {
        Value::Array(list) => list.iter_mut().collect(),
        one @ Value::Object(_) => vec![one],
        _ => Vec::new(),
    };
    for body in commands {
        if let Some(field) = body.get_mut("default_member_permissions")
            && let Some(bits) = field.as_str().and_then(|s| s.parse::<u64>().ok())
        {
            *field = Value::from(bits);
        }
        let attachments = match body.get("data") {
            Some(Value::Object(_)) => body["data"].get_mut("attachments"),
            _ => body.get_mut("attachments"),
        };
        for attachment in attachments.and_then(Value::as_array_mut).into_iter().flatten() {
            if let Some(index) = attachment.get("id").and_then(Value::as_u64) {
                attachment["id"] = Value::String(index.to_string());
            }
        }
    }
}

/// Says what is wrong. "Not valid under any of the schemas" would not say what to fix, so for
/// a union (`anyOf`, `oneOf`) it explains the closest branch instead: Discord's unions are told
/// apart by `type` (or by being `null`), so a branch whose `type` does not match is further off
/// than one with any number of errors deeper in.
fn explain(error: &ValidationError<'_>, out: &mut Vec<String>) {
    let branches = match error.kind() {
        ValidationErrorKind::AnyOf { context } | ValidationErrorKind::OneOfNotValid { context } => {
            context
        }
        _ => {
            let at = error.instance_path().to_string();
            out.push(format!("body{at}: {}", error.masked()));
            return;
        }
    };
    let at = error.instance_path().to_string();
    let distance = |branch: &Vec<ValidationError<'_>>| {
        let off = branch.iter().any(|e| {
            let path = e.instance_path().to_string();
            (path == at && e.kind().keyword() == "type") || path == format!("{at}/type")
        });
        (off, branch.len())
    };
    match branches.iter().filter(|b| !b.is_empty()).min_by_key(|b| distance(b)) {
        Some(closest) => closest.iter().for_each(|e| explain(e, out)),
        None => out.push(format!("body{at}: {}", error.masked())),
    }
}

/// A JSON pointer token: `~` as `~0`, `/` as `~1`.
fn escape(token: &str) -> String {
    token.replace('~', "~0").replace('/', "~1")
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn post(path: &str, body: &Value) -> Result<(), Vec<String>> {
        let refused = |r| match r {
            Refusal::NoRoute(why) => vec![why],
            Refusal::Invalid(wrong) => wrong,
        };
        spec()
            .check(&Request {
                method: "POST",
                path,
                query: None,
                content_type: "application/json",
                body,
                parts: &[],
            })
            .map_err(refused)
    }

    const CALLBACK: &str = "/api/v10/interactions/1187000000000000900/token/callback";

    #[test]
    fn the_schema_decides() {
        assert_eq!(post(CALLBACK, &json!({"type": 4, "data": {"content": "hi"}})), Ok(()));
        // A button label over 80 characters: the schema's own maxLength.
        let long = json!({"type": 4, "data": {"components": [{"type": 1, "components": [
            {"type": 2, "style": 1, "custom_id": "a", "label": "x".repeat(81)}]}]}});
        let wrong = post(CALLBACK, &long).expect_err("label too long");
        assert!(wrong.iter().any(|w| w.contains("/label")), "{wrong:?}");
        // An unknown callback type fits no branch of the union.
        assert!(post(CALLBACK, &json!({"type": 42})).is_err());
        // A route Discord does not have.
        let none = post("/api/v10/interactions/1/token/answer", &json!({})).expect_err("no route");
        assert!(none[0].contains("no route"), "{none:?}");
        // Path parameters have schemas too: an interaction id is a snowflake.
        assert!(post("/api/v10/interactions/x1/token/callback", &json!({"type": 6})).is_err());
    }
}
