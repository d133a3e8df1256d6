//! `kaitaku run` without a token falls back to local mode: one line with the address, and the
//! page is served there (through the real binary).

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};

/// Kills the child process when the test ends, even on failure.
struct Kill(std::process::Child);

impl Drop for Kill {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
fn run_without_a_token_plays_locally() {
    let dir = tempfile::tempdir().expect("temp dir");
    let child = Command::new(env!("CARGO_BIN_EXE_kaitaku"))
        .arg("run")
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .env_remove("DATABASE_URL")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start kaitaku");
    let mut child = Kill(child);
    let stdout = child.0.stdout.take().expect("stdout");
    // Logs go to stderr; stdout carries the address line. Skip anything else defensively.
    let mut reader = BufReader::new(stdout);
    let mut line = String::new();
    for _ in 0..20 {
        line.clear();
        let read = reader.read_line(&mut line).expect("a line on stdout");
        if read == 0 || line.contains("http://") {
            break;
        }
    }
    assert!(line.contains("no DISCORD_TOKEN"), "{line}");
    assert!(
        line.contains("DISCORD_TOKEN") && line.contains(".env"),
        "{line}"
    );
    assert!(line.contains("kaitaku-local.sqlite"), "{line}");
    let addr = line
        .split_whitespace()
        .find_map(|w| w.strip_prefix("http://"))
        .and_then(|a| a.strip_suffix('/'))
        .expect("the page's address")
        .to_owned();
    assert!(addr.starts_with("127.0.0.1:"), "loopback only: {addr}");
    let mut conn = TcpStream::connect(&addr).expect("connect to the page");
    conn.write_all(b"GET / HTTP/1.0\r\nHost: localhost\r\n\r\n")
        .expect("request");
    let mut page = String::new();
    conn.read_to_string(&mut page).expect("response");
    assert!(
        page.starts_with("HTTP/1.0 200") || page.starts_with("HTTP/1.1 200"),
        "{page}"
    );
    assert!(page.contains("/app.js"), "the page loads its script");
    assert!(
        dir.path().join("kaitaku-local.sqlite").exists(),
        "database created"
    );
}
