//! Who gave an interaction and where: the actor (a user, and whether Discord says they may
//! moderate or manage here), the place, and the channels they can see.

use poise::serenity_prelude as serenity;

use super::{Context, messages::reader};
use crate::model::{Actor, Lang, Place, User, UserId};

/// The server member who gave a slash command (none in direct messages).
fn member<'a>(ctx: Context<'a>) -> Option<&'a serenity::Member> {
    match ctx {
        poise::Context::Application(a) => a.interaction.member.as_deref(),
        poise::Context::Prefix(_) => None,
    }
}

/// The channels the user of a slash command can see.
pub(super) fn sight_of(ctx: Context<'_>) -> crate::model::Sight {
    super::sight::of(ctx.cache(), ctx.guild_id(), ctx.channel_id(), member(ctx))
}

/// The actor and place of a slash command.
pub(super) fn who_and_where(ctx: Context<'_>) -> (Actor, Place) {
    let guild_locale = match ctx {
        poise::Context::Application(app) => app.interaction.guild_locale.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    let actor = Actor {
        lang: ctx.locale().and_then(Lang::from_locale).unwrap_or(Lang::EnUs),
        server_lang: guild_locale.and_then(Lang::from_locale),
        // The command reached the bot just now: a live game's clock charges up to here.
        arrived: Some(ctx.data().host.stamp()),
        ..actor(ctx.author(), member(ctx))
    };
    (actor, place(ctx.guild_id(), ctx.channel_id()))
}

/// A Discord user as the host sees them: the name drawn on boards is the server nickname, the
/// display name or the user name, in that order.
pub(super) fn user(u: &serenity::User, member: Option<&serenity::Member>) -> User {
    let name = member
        .and_then(|m| m.nick.clone())
        .or_else(|| u.global_name.clone())
        .unwrap_or_else(|| u.name.clone());
    User { id: UserId(u.id.get()), name, bot: u.bot }
}

/// The acting user: a moderator if Discord says they may manage messages or the server here,
/// a manager if they may manage the server.
pub(super) fn actor(u: &serenity::User, member: Option<&serenity::Member>) -> Actor {
    let permissions = member.and_then(|m| m.permissions).unwrap_or_default();
    let manager = permissions.administrator() || permissions.manage_guild();
    let moderator = manager || permissions.manage_messages();
    Actor { moderator, manager, ..Actor::player(&user(u, member)) }
}

pub(super) fn place(guild: Option<serenity::GuildId>, channel: serenity::ChannelId) -> Place {
    Place {
        server: guild.map(|g| crate::model::ServerId(g.get())),
        channel: crate::model::ChannelId(channel.get()),
    }
}

/// The actor of a button press, in the presser's language.
pub(super) fn presser(press: &serenity::ComponentInteraction) -> Actor {
    Actor {
        lang: reader(&press.locale),
        server_lang: press.guild_locale.as_deref().and_then(Lang::from_locale),
        ..actor(&press.user, press.member.as_ref())
    }
}
