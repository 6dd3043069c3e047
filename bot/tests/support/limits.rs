//! Discord's documented limits on what a bot sends, which its OpenAPI description carries
//! loosely or not at all. The double checks every message body against them and answers a
//! breach as Discord does: `400 Bad Request`, code 50035 ("Invalid Form Body"), with the
//! rule broken. A test that passes against the double therefore does not send Discord
//! something it rejects.
//!
//! Lengths are counted in UTF-16 code units, as JavaScript's `length` counts: never fewer than
//! the characters Discord counts, so the double is never looser than Discord.

use serde_json::Value;

/// A message's `content`: "Message contents (up to 2000 characters)".
/// <https://discord.com/developers/docs/resources/message#create-message-jsonform-params>
pub const CONTENT: usize = 2_000;
/// "Up to 5 action rows" per message, each "up to 5 buttons".
/// <https://discord.com/developers/docs/components/reference#action-row>
pub const ROWS: usize = 5;
/// Buttons in one action row.
pub const BUTTONS_PER_ROW: usize = 5;
/// A button's `custom_id`: "Developer-defined identifier for the button; 1-100 characters";
/// and "custom_id must be unique per component" within a message.
/// <https://discord.com/developers/docs/components/reference#button>
pub const CUSTOM_ID: usize = 100;
/// A button's `label`: "Text that appears on the button; max 80 characters".
/// <https://discord.com/developers/docs/components/reference#button>
pub const LABEL: usize = 80;
/// A select menu: "Specified choices in a select menu; max 25", and it fills its action row
/// alone ("An Action Row can contain ... a single select component").
/// <https://discord.com/developers/docs/components/reference#string-select>
pub const OPTIONS: usize = 25;
/// A select option's `label`, `value` and `description`: "max 100 characters" each.
/// <https://discord.com/developers/docs/components/reference#string-select-select-option-structure>
pub const OPTION_TEXT: usize = 100;
/// A select menu's `placeholder`: "max 150 characters".
pub const PLACEHOLDER: usize = 150;
/// Autocomplete: "autocomplete choices (max of 25 choices)".
/// <https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-response-object-autocomplete>
pub const CHOICES: usize = 25;
/// A choice's `name` (1-100 characters) and a string choice's `value` (up to 100 characters).
/// <https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-choice-structure>
pub const CHOICE_TEXT: usize = 100;

/// The length Discord measures.
pub fn length(text: &str) -> usize {
    text.encode_utf16().count()
}

/// The breaches of Discord's rules in a message body (`content`, `components`), as sentences
/// naming the field; empty when it is fine.
pub fn message(body: &Value) -> Vec<String> {
    let mut wrong = Vec::new();
    if let Some(content) = body.get("content").and_then(Value::as_str) {
        let n = length(content);
        if n > CONTENT {
            wrong.push(format!("content: must be {CONTENT} or fewer in length, is {n}"));
        }
    }
    let rows = body.get("components").and_then(Value::as_array).cloned().unwrap_or_default();
    if rows.len() > ROWS {
        wrong.push(format!("components: at most {ROWS} action rows, got {}", rows.len()));
    }
    let mut ids: Vec<String> = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        let items = row.get("components").and_then(Value::as_array).cloned().unwrap_or_default();
        let selects = items.iter().filter(|c| c.get("type").and_then(Value::as_u64) == Some(3));
        if selects.count() > 0 && items.len() != 1 {
            wrong.push(format!(
                "components.{r}.components: a select menu fills its row alone, got {} components",
                items.len()
            ));
        } else if items.is_empty() || items.len() > BUTTONS_PER_ROW {
            wrong.push(format!(
                "components.{r}.components: 1 to {BUTTONS_PER_ROW} buttons, got {}",
                items.len()
            ));
        }
        for (b, item) in items.iter().enumerate() {
            let at = format!("components.{r}.components.{b}");
            if item.get("type").and_then(Value::as_u64) == Some(3) {
                wrong.extend(select(&at, item));
            } else if let Some(label) = item.get("label").and_then(Value::as_str)
                && length(label) > LABEL
            {
                wrong.push(format!("{at}.label: must be {LABEL} or fewer in length"));
            }
            // Link buttons (style 5) carry a URL instead of an id.
            if item.get("style").and_then(Value::as_u64) == Some(5) {
                continue;
            }
            let id = item.get("custom_id").and_then(Value::as_str).unwrap_or("");
            if id.is_empty() || length(id) > CUSTOM_ID {
                wrong.push(format!("{at}.custom_id: must be 1 to {CUSTOM_ID} in length: {id:?}"));
            }
            if ids.iter().any(|seen| seen == id) {
                wrong.push(format!(
                    "{at}.custom_id: Component custom id cannot be duplicated: {id}"
                ));
            }
            ids.push(id.to_owned());
        }
    }
    wrong
}

/// The breaches in a string select menu at `at`: its options (1 to 25, each label and value
/// 1 to 100 long, descriptions up to 100, values unique) and placeholder.
fn select(at: &str, menu: &Value) -> Vec<String> {
    let mut wrong = Vec::new();
    let options = menu.get("options").and_then(Value::as_array).cloned().unwrap_or_default();
    if options.is_empty() || options.len() > OPTIONS {
        wrong.push(format!("{at}.options: 1 to {OPTIONS} options, got {}", options.len()));
    }
    let mut values: Vec<&str> = Vec::new();
    for (i, option) in options.iter().enumerate() {
        for field in ["label", "value"] {
            let text = option.get(field).and_then(Value::as_str).unwrap_or("");
            if text.is_empty() || length(text) > OPTION_TEXT {
                wrong.push(format!("{at}.options.{i}.{field}: must be 1 to {OPTION_TEXT} long"));
            }
        }
        if let Some(text) = option.get("description").and_then(Value::as_str)
            && length(text) > OPTION_TEXT
        {
            wrong.push(format!("{at}.options.{i}.description: at most {OPTION_TEXT} long"));
        }
        let value = option.get("value").and_then(Value::as_str).unwrap_or("");
        if values.contains(&value) {
            wrong.push(format!("{at}.options.{i}.value: select option values must be unique"));
        }
        values.push(value);
    }
    if let Some(text) = menu.get("placeholder").and_then(Value::as_str)
        && length(text) > PLACEHOLDER
    {
        wrong.push(format!("{at}.placeholder: must be {PLACEHOLDER} or fewer in length"));
    }
    wrong
}

/// The breaches in an interaction callback: its message for types 4 and 7 (and 5's flags),
/// its choices for type 8.
pub fn callback(payload: &Value) -> Vec<String> {
    let data = payload.get("data").cloned().unwrap_or(Value::Null);
    match payload.get("type").and_then(Value::as_u64) {
        Some(4 | 7) => message(&data),
        Some(8) => choices(&data),
        _ => Vec::new(),
    }
}

/// The breaches in autocomplete choices.
fn choices(data: &Value) -> Vec<String> {
    let list = data.get("choices").and_then(Value::as_array).cloned().unwrap_or_default();
    let mut wrong = Vec::new();
    if list.len() > CHOICES {
        wrong.push(format!("data.choices: at most {CHOICES} choices, got {}", list.len()));
    }
    for (i, choice) in list.iter().enumerate() {
        let name = choice.get("name").and_then(Value::as_str).unwrap_or("");
        if name.is_empty() || length(name) > CHOICE_TEXT {
            wrong.push(format!("data.choices.{i}.name: must be 1 to {CHOICE_TEXT} in length"));
        }
        if let Some(value) = choice.get("value").and_then(Value::as_str)
            && length(value) > CHOICE_TEXT
        {
            wrong.push(format!("data.choices.{i}.value: must be {CHOICE_TEXT} or fewer in length"));
        }
    }
    wrong
}

/// A command's or option's name: "must match `^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`",
/// and "any characters with a lowercase variant must use it" (the schema gives only the length).
/// <https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-naming>
pub const NAME: usize = 32;
/// "Combined sum of characters in the name, description, and value fields of the command, its
/// options and choices must not exceed 4000."
/// <https://discord.com/developers/docs/interactions/application-commands#registering-a-command>
pub const COMMAND_TEXT: usize = 4_000;

/// The breaches in a command list (`PUT …/commands`) that the schema does not carry: names,
/// a chat-input command's description (the schema allows none), unique names, required options
/// before optional ones ("Required options must be listed before optional options"),
/// autocomplete never beside choices, and each command's combined text.
/// <https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure>
///
/// The same rules hold in every language the commands are localised into: each locale's names,
/// descriptions and choices (`name_localizations`, `description_localizations`) are checked as
/// if they were the commands' own, and only Discord's locales may be named.
/// <https://discord.com/developers/docs/interactions/application-commands#localization>
pub fn commands(body: &Value) -> Vec<String> {
    let list = body.as_array().cloned().unwrap_or_default();
    let mut wrong = commands_in(&list);
    let mut locales = Vec::new();
    for command in &list {
        wrong.extend(locales_named(command, &mut locales));
    }
    for locale in locales {
        let localized: Vec<Value> = list.iter().map(|c| in_locale(c, &locale)).collect();
        wrong.extend(commands_in(&localized).into_iter().map(|w| format!("[{locale}] {w}")));
    }
    wrong
}

/// Discord's locales. <https://discord.com/developers/docs/reference#locales>
pub const LOCALES: [&str; 32] = [
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// The locales a command, its options and their choices are localised into (added to
/// `seen`); a breach for each one Discord does not know.
fn locales_named(holder: &Value, seen: &mut Vec<String>) -> Vec<String> {
    let mut wrong = Vec::new();
    for field in ["name_localizations", "description_localizations"] {
        for locale in
            holder.get(field).and_then(Value::as_object).into_iter().flatten().map(|(k, _)| k)
        {
            if !LOCALES.contains(&locale.as_str()) {
                wrong.push(format!("{field}: {locale:?} is not a Discord locale"));
            } else if !seen.contains(locale) {
                seen.push(locale.clone());
            }
        }
    }
    for list in ["options", "choices"] {
        for item in holder.get(list).and_then(Value::as_array).into_iter().flatten() {
            wrong.extend(locales_named(item, seen));
        }
    }
    wrong
}

/// A command (or option, or choice) as a member with client language `locale` sees it: each
/// name and description replaced by its localisation where it has one.
fn in_locale(holder: &Value, locale: &str) -> Value {
    let mut out = holder.clone();
    for field in ["name", "description"] {
        let localized = holder.get(format!("{field}_localizations")).and_then(|m| m.get(locale));
        if let Some(text) = localized {
            out[field] = text.clone();
        }
    }
    for list in ["options", "choices"] {
        if let Some(items) = holder.get(list).and_then(Value::as_array) {
            out[list] = Value::Array(items.iter().map(|i| in_locale(i, locale)).collect());
        }
    }
    out
}

/// The breaches in one language's command list.
fn commands_in(list: &[Value]) -> Vec<String> {
    let mut wrong = Vec::new();
    let mut names: Vec<&str> = Vec::new();
    for (i, command) in list.iter().enumerate() {
        let at = format!("{i}");
        let name = command.get("name").and_then(Value::as_str).unwrap_or("");
        wrong.extend(name_breach(&at, name));
        if names.contains(&name) {
            wrong.push(format!("{at}.name: two commands are called {name:?}"));
        }
        names.push(name);
        let chat_input = command.get("type").and_then(Value::as_u64).unwrap_or(1) == 1;
        let description = command.get("description").and_then(Value::as_str).unwrap_or("");
        if chat_input && (description.is_empty() || length(description) > 100) {
            wrong.push(format!("{at}.description: must be 1 to 100 in length"));
        }
        let mut total = length(name) + length(description);
        wrong.extend(options(&at, command, &mut total));
        if total > COMMAND_TEXT {
            wrong.push(format!(
                "{at}: {total} characters of names, descriptions and values; at most {COMMAND_TEXT}"
            ));
        }
    }
    wrong
}

fn name_breach(at: &str, name: &str) -> Option<String> {
    let fits = (1..=NAME).contains(&name.chars().count())
        && name.chars().all(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '\''))
        && name.chars().all(|c| !c.is_uppercase());
    (!fits).then(|| format!("{at}.name: {name:?} is not a valid command or option name"))
}

/// The options of a command or subcommand, recursively.
fn options(at: &str, holder: &Value, total: &mut usize) -> Vec<String> {
    let list = holder.get("options").and_then(Value::as_array).cloned().unwrap_or_default();
    let mut wrong = Vec::new();
    let mut names: Vec<String> = Vec::new();
    let mut optional_seen = false;
    for (j, option) in list.iter().enumerate() {
        let at = format!("{at}.options.{j}");
        let name = option.get("name").and_then(Value::as_str).unwrap_or("");
        wrong.extend(name_breach(&at, name));
        if names.iter().any(|n| n == name) {
            wrong.push(format!("{at}.name: two options are called {name:?}"));
        }
        names.push(name.to_owned());
        let description = option.get("description").and_then(Value::as_str).unwrap_or("");
        *total += length(name) + length(description);
        let required = option.get("required").and_then(Value::as_bool).unwrap_or(false);
        if required && optional_seen {
            wrong.push(format!("{at}: required options must be listed before optional options"));
        }
        optional_seen |= !required;
        let choices = option.get("choices").and_then(Value::as_array).cloned().unwrap_or_default();
        if !choices.is_empty() && option.get("autocomplete").and_then(Value::as_bool) == Some(true)
        {
            wrong.push(format!("{at}: autocomplete may not be set beside choices"));
        }
        for (k, choice) in choices.iter().enumerate() {
            let name = choice.get("name").and_then(Value::as_str).unwrap_or("");
            if name.is_empty() || length(name) > CHOICE_TEXT {
                wrong.push(format!("{at}.choices.{k}.name: must be 1 to {CHOICE_TEXT} in length"));
            }
            *total += length(name);
            *total += choice.get("value").and_then(Value::as_str).map_or(0, length);
        }
        // Subcommands (1) and groups (2) hold options of their own.
        if matches!(option.get("type").and_then(Value::as_u64), Some(1 | 2)) {
            wrong.extend(options(&at, option, total));
        }
    }
    wrong
}

/// Who a newly created message notifies, as Discord decides: the users its content mentions
/// (`<@id>`, `<@!id>`), filtered by `allowed_mentions` — without it, everyone mentioned; with
/// `"users"` in its `parse`, everyone mentioned; otherwise only those in its `users` list.
/// Ephemeral messages notify nobody, and neither do edits (the double does not call this for
/// them). <https://discord.com/developers/docs/resources/message#allowed-mentions-object>
pub fn pinged(body: &Value) -> Vec<u64> {
    if body.get("flags").and_then(Value::as_u64).is_some_and(|f| f & 64 != 0) {
        return Vec::new();
    }
    let content = body.get("content").and_then(Value::as_str).unwrap_or("");
    let mut mentioned: Vec<u64> = Vec::new();
    for rest in content.split("<@").skip(1) {
        let id = rest.trim_start_matches('!').split('>').next().and_then(|id| id.parse().ok());
        if let Some(id) = id.filter(|id| !mentioned.contains(id)) {
            mentioned.push(id);
        }
    }
    let Some(allowed) = body.get("allowed_mentions").filter(|a| !a.is_null()) else {
        return mentioned;
    };
    let parse = allowed.get("parse").and_then(Value::as_array).cloned().unwrap_or_default();
    if parse.iter().any(|p| p == "users") {
        return mentioned;
    }
    let listed: Vec<u64> = allowed
        .get("users")
        .and_then(Value::as_array)
        .map(|users| users.iter().filter_map(|u| u.as_str()?.parse().ok()).collect())
        .unwrap_or_default();
    mentioned.into_iter().filter(|id| listed.contains(id)).collect()
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn button(id: &str) -> Value {
        json!({"type": 2, "style": 2, "label": "◀", "custom_id": id})
    }

    #[test]
    fn each_rule_is_enforced() {
        assert!(message(&json!({"content": "x".repeat(2_000)})).is_empty());
        assert_eq!(message(&json!({"content": "x".repeat(2_001)})).len(), 1);
        // Counted as Discord's JavaScript clients count: an emoji is two.
        assert_eq!(message(&json!({"content": "♞".repeat(1_000) + &"🐴".repeat(501)})).len(), 1);
        let twice = json!({"components": [{"type": 1, "components": [button("a"), button("a")]}]});
        assert!(message(&twice)[0].contains("cannot be duplicated"));
        let long = json!({"components": [{"type": 1, "components": [button(&"i".repeat(101))]}]});
        assert_eq!(message(&long).len(), 1);
        let row = json!({"type": 1, "components": (0..6).map(|i| button(&i.to_string())).collect::<Vec<_>>()});
        assert_eq!(message(&json!({"components": [row]})).len(), 1);
        let many: Vec<Value> =
            (0..26).map(|i| json!({"name": i.to_string(), "value": "v"})).collect();
        assert_eq!(callback(&json!({"type": 8, "data": {"choices": many}})).len(), 1);
    }

    #[test]
    fn command_rules_the_schema_does_not_carry() {
        let option = |name: &str, required: bool| json!({"type": 3, "name": name, "description": "d", "required": required});
        let good = json!([{"name": "move", "description": "Play a move",
            "options": [option("move", true), option("game", false)]}]);
        assert!(commands(&good).is_empty(), "{:?}", commands(&good));
        let late = json!([{"name": "move", "description": "d",
            "options": [option("game", false), option("move", true)]}]);
        assert!(commands(&late)[0].contains("before optional"));
        assert_eq!(commands(&json!([{"name": "Move", "description": "d"}])).len(), 1);
        assert_eq!(commands(&json!([{"name": "move", "description": ""}])).len(), 1);
        let twice = json!([{"name": "a", "description": "d"}, {"name": "a", "description": "d"}]);
        assert_eq!(commands(&twice).len(), 1);
    }

    #[test]
    fn localised_names_follow_the_same_rules_in_each_locale() {
        let command = |locale: &str, name: &str, choice: &str| {
            json!([{"name": "move", "description": "d",
                "name_localizations": {locale: name}, "description_localizations": {locale: "说明"},
                "options": [{"type": 4, "name": "side", "description": "d", "required": false,
                    "choices": [{"name": "First", "value": 0, "name_localizations": {locale: choice}}]}]}])
        };
        assert!(commands(&command("zh-CN", "走棋", "先走")).is_empty());
        // Upper case, a space, an unknown locale, an empty choice: each refused.
        assert!(commands(&command("zh-CN", "Zou", "先走"))[0].starts_with("[zh-CN] 0.name"));
        assert_eq!(commands(&command("zh-CN", "走 棋", "先走")).len(), 1);
        assert!(commands(&command("zh", "走棋", "先走"))[0].contains("not a Discord locale"));
        assert!(commands(&command("zh-TW", "走棋", ""))[0].contains("choices.0.name"));
        // Two commands with one name in a locale.
        let mut two = command("zh-CN", "走棋", "先走");
        let other =
            json!({"name": "board", "description": "d", "name_localizations": {"zh-CN": "走棋"}});
        two.as_array_mut().unwrap().push(other);
        assert!(commands(&two)[0].contains("two commands are called \"走棋\""));
    }

    #[test]
    fn pings_follow_allowed_mentions() {
        let content = "<@1>, <@!2> challenges you; <@3> watches";
        assert_eq!(pinged(&json!({"content": content})), [1, 2, 3]);
        let none = json!({"parse": [], "users": [], "roles": []});
        assert!(pinged(&json!({"content": content, "allowed_mentions": none})).is_empty());
        let one = json!({"parse": [], "users": ["1"]});
        assert_eq!(pinged(&json!({"content": content, "allowed_mentions": one})), [1]);
        let all = json!({"parse": ["users"]});
        assert_eq!(pinged(&json!({"content": content, "allowed_mentions": all})), [1, 2, 3]);
        assert!(pinged(&json!({"content": content, "flags": 64})).is_empty());
    }
}
