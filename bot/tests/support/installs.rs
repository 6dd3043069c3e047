//! The app installed to members' own accounts, in the double: DMs and group DMs between
//! members, and servers that never added the bot. Interactions from there are shaped as
//! Discord documents them (`interactions/receiving-and-responding`): only the member's install
//! authorises them (`authorizing_integration_owners` `{"1": user}`), a private channel's
//! come with `context` 2, a `user` and no `member`, and `app_permissions` of attach files,
//! embed links and mention everyone. The double refuses the bot's posts there (50001) and a
//! sixth follow-up of one interaction (40094), as Discord does.

use serde_json::{Value, json};

use super::{Discord, Person, double::Unreached};

/// `app_permissions` in a DM or group DM between members: ATTACH_FILES | EMBED_LINKS |
/// MENTION_EVERYONE.
const PRIVATE_PERMISSIONS: u64 = (1 << 15) | (1 << 14) | (1 << 17);

/// SEND_MESSAGES.
const SEND_MESSAGES: u64 = 1 << 11;
/// USE_EXTERNAL_APPS: members' own apps may answer publicly.
pub const USE_EXTERNAL_APPS: u64 = 1 << 50;

/// Reshapes interaction `v`, by `by` in `channel`, as coming from a place the bot is not in.
pub(super) fn reshape(v: &mut Value, by: Person, channel: u64, place: &Unreached) {
    let fields = v.as_object_mut().unwrap();
    fields.insert("authorizing_integration_owners".to_owned(), json!({"1": by.id.to_string()}));
    if place.server.is_some() {
        // A server that did not add the bot: the member's own permissions there, Use
        // External Apps included unless the channel is closed to them.
        fields.insert("context".to_owned(), json!(0));
        let all = ((1u64 << 31) - 1) | USE_EXTERNAL_APPS;
        let theirs = if place.muted { all & !SEND_MESSAGES } else { all };
        fields.insert("app_permissions".to_owned(), json!(theirs.to_string()));
        return;
    }
    assert!(place.members.contains(&by.id), "{} is not in private channel {channel}", by.name);
    for key in ["guild_id", "guild_locale", "member"] {
        fields.remove(key);
    }
    fields.insert("user".to_owned(), by.user());
    fields.insert("context".to_owned(), json!(2));
    fields.insert("app_permissions".to_owned(), json!(PRIVATE_PERMISSIONS.to_string()));
    let kind = if place.members.len() > 2 { 3 } else { 1 };
    fields.insert("channel".to_owned(), json!({"id": channel.to_string(), "type": kind}));
}

impl Discord {
    /// A DM (two members) or group DM between `members`, none of them the bot: its channel.
    pub fn private_channel(&self, members: &[Person]) -> u64 {
        let mut inner = self.state.lock();
        // Numbered among the test server's channels, so the double's own bookkeeping (which
        // server a channel's interactions name, before they are reshaped) works unchanged.
        let channel = super::CHANNEL + 1_000 + inner.unreached.len() as u64;
        let members = members.iter().map(|p| p.id).collect();
        inner.unreached.insert(channel, Unreached { server: None, members, muted: false });
        channel
    }

    /// A channel of a server that never added the bot (`muted`: where members may not send
    /// messages).
    pub fn server_without_bot(&self, muted: bool) -> u64 {
        let channel = super::channel_of(super::server(7)) + u64::from(muted);
        let server = super::server_of(channel);
        assert!(!self.state.lock().servers.contains(&server), "the bot is in server {server}");
        let place = Unreached { server: Some(server), members: Vec::new(), muted };
        self.state.lock().unreached.insert(channel, place);
        channel
    }

    /// Time passes on the double's clock (interaction tokens run out after 15 minutes of it).
    pub fn time_passes(&self, by: std::time::Duration) {
        self.state.lock().now += by;
    }

    /// Checks that Discord offers `/command` in interaction context `context` of a member's
    /// install: registered globally for installs to accounts (1) and for that context.
    pub(super) fn offered(&self, command: &str, context: u64) {
        let inner = self.state.lock();
        let found = inner
            .global
            .iter()
            .chain(registered(&inner.commands))
            .find(|c| c["name"] == json!(command) && c["type"].as_u64().is_none_or(|t| t == 1));
        let Some(found) = found else {
            panic!("/{command} is not registered: Discord would not offer it");
        };
        let has = |key: &str, n: u64| {
            found[key].as_array().is_some_and(|a| a.iter().any(|v| v.as_u64() == Some(n)))
        };
        assert!(
            has("integration_types", 1) && has("contexts", context),
            "Discord would not offer /{command} there: {found}"
        );
    }
}

/// The commands of the last registration, if it was global.
fn registered(commands: &Option<(Option<u64>, Value)>) -> impl Iterator<Item = &Value> {
    commands
        .iter()
        .filter(|(guild, _)| guild.is_none())
        .flat_map(|(_, list)| list.as_array().into_iter().flatten())
}
