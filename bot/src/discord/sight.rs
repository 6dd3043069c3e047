//! Which channels of a server a member can see, from Discord's permissions: games are shown
//! only to members who can see the channel they are played in, as their messages are.

use poise::serenity_prelude as serenity;

use crate::model::{ChannelId, Sight};

/// The channels `member` can see in `guild`, worked out as Discord does (roles, then the
/// channel's overwrites; administrators see everything) from the guild the gateway sent.
/// Threads are seen with their parent channel. Without the guild in the cache, or outside a
/// server, only the channel asked from is in sight: the member is evidently there.
pub(super) fn of(
    cache: &serenity::Cache,
    guild: Option<serenity::GuildId>,
    here: serenity::ChannelId,
    member: Option<&serenity::Member>,
) -> Sight {
    let only_here = || Sight::Channels(vec![ChannelId(here.get())]);
    let (Some(guild), Some(member)) = (guild, member) else { return only_here() };
    let Some(guild) = cache.guild(guild) else { return only_here() };
    let visible = |c: &serenity::GuildChannel| guild.user_permissions_in(c, member).view_channel();
    let mut seen: Vec<ChannelId> =
        guild.channels.values().filter(|c| visible(c)).map(|c| ChannelId(c.id.get())).collect();
    for thread in &guild.threads {
        let parent = thread.parent_id.and_then(|p| guild.channels.get(&p));
        if parent.is_some_and(visible) {
            seen.push(ChannelId(thread.id.get()));
        }
    }
    if !seen.contains(&ChannelId(here.get())) {
        seen.push(ChannelId(here.get()));
    }
    Sight::Channels(seen)
}

/// Whether the member a slash command names (a user option's resolved member) can see
/// `channel`, a thread through its parent. A challenged player must, to answer. Without the
/// guild or the channel in the cache it is assumed, as [`of`] assumes the asker's channel.
pub(super) fn sees(
    cache: &serenity::Cache,
    guild: serenity::GuildId,
    channel: serenity::ChannelId,
    user: serenity::UserId,
    member: &serenity::PartialMember,
) -> bool {
    let Some(guild) = cache.guild(guild) else { return true };
    let thread = guild.threads.iter().find(|t| t.id == channel);
    let channel = match thread {
        Some(t) => t.parent_id.and_then(|p| guild.channels.get(&p)),
        None => guild.channels.get(&channel),
    };
    channel.is_none_or(|c| guild.partial_member_permissions_in(c, user, member).view_channel())
}
