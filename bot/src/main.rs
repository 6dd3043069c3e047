//! The game host. For now it lists the games the rules engine can play; the host, the store and
//! the Discord adapter arrive with their own issues.

fn main() {
    println!("Chess-variant bot: the Discord host is not built yet. Playable games:");
    for game in rules::GameId::ALL.into_iter().filter(|g| g.is_playable()) {
        println!("  {} ({})", game.name(), game.id());
    }
}
