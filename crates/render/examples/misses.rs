//! Renders `N` (first argument, default 10) never-seen boards after 8 untimed ones, for
//! profiling the miss path under callgrind:
//! `valgrind --tool=callgrind target/ci/examples/misses 5`.
fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(10);
    let requests: Vec<_> = (0..n + 8)
        .map(kaitaku_render::bench::distinct_request)
        .collect();
    for (i, req) in requests.iter().enumerate() {
        let t = std::time::Instant::now();
        let image = kaitaku_render::render_png(req).expect("render");
        if i >= 8 {
            println!(
                "{:.2} ms, {} bytes",
                t.elapsed().as_secs_f64() * 1e3,
                image.png.len()
            );
        }
    }
}
