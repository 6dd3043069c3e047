//! The engine over UCI on stdin/stdout: `cargo run --release -p engine --example uci`.

fn main() {
    engine::uci::serve(std::io::stdin().lock(), std::io::stdout());
}
