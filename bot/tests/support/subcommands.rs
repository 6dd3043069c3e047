//! Commands with subcommands (`/tournament create …`): their choices and their interactions,
//! as Discord sends them (one option of type 1, the subcommand, holding its own options).

use serde_json::{Value, json};

use super::{Answer, Discord, Person};

impl Discord {
    /// The registered option `option` of subcommand `sub` of `command`.
    fn sub_option(&self, command: &str, sub: &str, option: &str) -> Option<Value> {
        let (_, commands) = self.commands();
        let cmd = commands.as_array()?.iter().find(|c| c["name"] == command)?.clone();
        let sub =
            cmd["options"].as_array()?.iter().find(|o| o["name"] == sub && o["type"] == 1)?.clone();
        sub["options"].as_array()?.iter().find(|o| o["name"] == option).cloned()
    }

    /// The value of choice `name` of `option` of `/command sub`.
    pub fn sub_choice(&self, command: &str, sub: &str, option: &str, name: &str) -> Value {
        let opt = self.sub_option(command, sub, option).unwrap_or_else(|| panic!("no {option}"));
        let choices = opt["choices"].as_array().cloned().unwrap_or_default();
        let choice = choices.iter().find(|c| c["name"] == name);
        choice.unwrap_or_else(|| panic!("no choice {name} for /{command} {sub} {option}"))["value"]
            .clone()
    }

    /// `by` runs `/command sub` with `args` in `channel`; returns the bot's final answer.
    pub async fn sub_slash_in(
        &self,
        channel: u64,
        by: Person,
        command: &str,
        sub: &str,
        args: &[(&str, Value)],
    ) -> Answer {
        let options: Vec<Value> = args
            .iter()
            .map(|(name, value)| {
                let kind = self.sub_option(command, sub, name).and_then(|o| o["type"].as_u64());
                json!({"name": name, "type": kind.unwrap_or(3), "value": value})
            })
            .collect();
        let (token, mut v) = self.interaction(2, by, channel);
        v["data"] = json!({
            "id": "700000000000000001", "name": command, "type": 1,
            "options": [{"name": sub, "type": 1, "options": options}],
            "resolved": {"users": {}, "members": {}, "channels": {}},
        });
        self.send(&token, channel, None, v);
        self.answer_to(&token).await
    }
}
