//! The command line's JSON commands, through the real binary.

use std::process::Command;

fn scenario(name: &str) -> String {
    format!("{}/tests/scenarios/{name}.json", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn legal_prints_the_seats_actions_and_refuses_a_missing_seat() {
    // The scenario ends in seat 2's main phase, after its robbery.
    let out = Command::new(env!("CARGO_BIN_EXE_kaitaku"))
        .args([
            "legal",
            &scenario("seven_discards_and_robbery"),
            "--seat",
            "2",
        ])
        .output()
        .expect("run kaitaku legal");
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON on stdout");
    assert_eq!(json["ok"], serde_json::json!(true));
    assert_eq!(json["seats"][0]["seat"], serde_json::json!(2));
    assert_eq!(
        json["seats"][0]["owes"],
        serde_json::json!([{"kind": "take_turn"}])
    );
    assert!(
        json["seats"][0]["actions"]
            .as_array()
            .expect("actions")
            .contains(&serde_json::json!({"type": "end_turn"}))
    );

    let out = Command::new(env!("CARGO_BIN_EXE_kaitaku"))
        .args([
            "legal",
            &scenario("seven_discards_and_robbery"),
            "--seat",
            "7",
        ])
        .output()
        .expect("run kaitaku legal");
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(out.stdout.is_empty());
    let json: serde_json::Value = serde_json::from_slice(&out.stderr).expect("JSON on stderr");
    assert_eq!(json["error"], serde_json::json!("invalid_seat"));
}

#[test]
fn run_refuses_a_discord_api_url_that_is_not_http() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = Command::new(env!("CARGO_BIN_EXE_kaitaku"))
        .arg("run")
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", "fake.bot.token")
        .env("DISCORD_API_URL", "discord.example:443")
        .env(
            "DATABASE_URL",
            format!("sqlite://{}", dir.path().join("k.db").display()),
        )
        .output()
        .expect("run kaitaku run");
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("DISCORD_API_URL must be an http:// or https:// address"),
        "{said}"
    );
}

#[test]
fn ai_suggest_prints_a_legal_action_in_the_replay_format() {
    // Seat 2 is in its main phase where this scenario ends; seat 0 owes nothing.
    let suggest = |seat: &str| {
        Command::new(env!("CARGO_BIN_EXE_kaitaku"))
            .args([
                "ai",
                "suggest",
                &scenario("seven_discards_and_robbery"),
                "--seat",
                seat,
                "--level",
                "easy",
            ])
            .output()
            .expect("run kaitaku ai suggest")
    };
    let out = suggest("2");
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let action: kaitaku_engine::Action =
        serde_json::from_slice(&out.stdout).expect("an action on stdout");
    let legal = Command::new(env!("CARGO_BIN_EXE_kaitaku"))
        .args([
            "legal",
            &scenario("seven_discards_and_robbery"),
            "--seat",
            "2",
        ])
        .output()
        .expect("run kaitaku legal");
    let json: serde_json::Value = serde_json::from_slice(&legal.stdout).expect("JSON");
    let listed = json["seats"][0]["actions"].as_array().expect("actions");
    assert!(
        listed.contains(&serde_json::to_value(&action).expect("JSON")),
        "{action:?} not among {listed:?}"
    );
    // The same seed gives the same move.
    assert_eq!(suggest("2").stdout, out.stdout);
    assert_eq!(suggest("0").status.code(), Some(1));
    assert_eq!(suggest("9").status.code(), Some(2));
}
