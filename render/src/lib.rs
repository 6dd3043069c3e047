//! Board → PNG. For now a placeholder crate: the renderer arrives with its own issue. It will be
//! a pure function of a [`rules::BoardView`] and options, with fonts embedded from `fonts/`.

/// The games this crate will draw, one geometry each.
pub fn supported_games() -> impl Iterator<Item = rules::GameId> {
    rules::GameId::ALL.into_iter()
}
