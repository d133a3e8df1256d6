//! Autocomplete end to end: what was typed filters and orders the suggestions, and taking the
//! top one posts what was typed (the playtest's `give: 2 w`, `get: 1 o` posted `1 wool for
//! 1 lumber`), in English and in Japanese.

use kaitaku_engine::Resource;
use kaitaku_i18n::{Lang, resource_name};
use serde_json::json;

use crate::trade::{hand, no_sevens, setup, stored, turns_until};

/// The first letter of a resource's English name: each names one resource.
fn letter(r: Resource) -> char {
    r.name().chars().next().unwrap_or('?')
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_top_suggestion_is_what_was_typed() {
    let h = crate::support::start_with_locales(no_sevens(), &[("hanako", "ja")]).await;
    h.new_game(3, 10).await;
    setup(&h).await;
    let (alice, hanako) = (h.user("alice"), h.user("hanako"));
    turns_until(&h, 0, |g| {
        Resource::ALL
            .iter()
            .any(|r| g.state().players[0].hand[*r] >= 2)
    })
    .await;
    let s = stored(&h).await;
    let two = Resource::ALL
        .into_iter()
        .find(|r| hand(&s, 0)[*r] >= 2)
        .expect("two of a kind");
    let want = if two == Resource::Ore {
        Resource::Grain
    } else {
        Resource::Ore
    };

    let give = h
        .autocomplete(
            alice,
            "catan trade offer",
            "give",
            &format!("2 {}", letter(two)),
        )
        .await;
    assert_eq!(
        give.first().map(|c| c.1.clone()),
        Some(format!("2 {two}")),
        "{give:?}"
    );
    let get = h
        .autocomplete(
            alice,
            "catan trade offer",
            "get",
            &format!("2 {}", letter(want)),
        )
        .await;
    // Only two of the resource typed: nothing else matches `2 o`.
    assert_eq!(get, vec![(format!("2 {want}"), format!("2 {want}"))]);
    let posted = h
        .slash(
            alice,
            "catan trade offer",
            &[("give", json!(give[0].1)), ("get", json!(get[0].1))],
        )
        .await;
    assert!(
        posted.content.contains("Your offer was posted"),
        "{}",
        posted.content
    );
    let offer = h
        .fake
        .messages(h.channel)
        .into_iter()
        .rev()
        .find(|m| !m.is_ephemeral() && m.content.contains("🤝"))
        .expect("an offer");
    assert!(
        offer
            .content
            .contains(&format!("offers **2 {two}** for **2 {want}**")),
        "{}",
        offer.content
    );

    // Japanese: the first character of a name finds it, in the user's language.
    let ja = resource_name(want, Lang::Ja);
    let first: String = ja.chars().take(1).collect();
    let bank = h
        .autocomplete(hanako, "catan trade bank", "get", &first)
        .await;
    assert_eq!(
        bank.first().map(|c| c.1.as_str()),
        Some(want.name()),
        "{bank:?}"
    );
    assert!(bank[0].0.contains(ja), "{bank:?}");
    // Nothing that does not match.
    assert!(
        h.autocomplete(alice, "catan trade bank", "get", "zz")
            .await
            .is_empty()
    );
    h.fake.assert_no_violations();
}

/// Setup spots say what they touch, best first, in the menus and in autocomplete; the top
/// suggestion is taken as typed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn spots_say_what_they_touch_best_first() {
    let h = crate::support::start(no_sevens()).await;
    let turn = h.new_game(3, 10).await;
    let first = h.mentioned(&turn).expect("someone places first");
    let offered = h
        .autocomplete(first, "catan build settlement", "spot", "")
        .await;
    assert_eq!(offered.len(), 25, "{offered:?}");
    let pips = |label: &str| -> u32 {
        label
            .rsplit_once(" pips)")
            .and_then(|(head, _)| head.rsplit_once('(').map(|(_, n)| n.to_string()))
            .and_then(|n| n.parse().ok())
            .unwrap_or(0)
    };
    for pair in offered.windows(2) {
        assert!(pips(&pair[0].0) >= pips(&pair[1].0), "{pair:?}");
    }
    let (label, code) = offered[0].clone();
    assert!(
        label.starts_with(&format!("{code} — ")) && label.contains("pips)"),
        "{label}"
    );

    // The menus of the Place settlement button: the same labels, in the same order.
    let button = h
        .button(&turn, "pick:settlement")
        .expect("a Place settlement button");
    let chooser = h.click(first, turn.id, &button).await;
    assert!(chooser.is_ephemeral());
    let menu = &chooser.components[0]["components"][0];
    assert_eq!(menu["options"][0]["label"], json!(label));
    assert_eq!(menu["options"][0]["value"], json!(code));

    // Typing the code finds it first; taking it builds there.
    let typed = h
        .autocomplete(first, "catan build settlement", "spot", &code)
        .await;
    assert_eq!(typed[0].1, code);
    let built = h
        .slash(first, "catan build settlement", &[("spot", json!(code))])
        .await;
    assert!(!built.content.contains("not"), "{}", built.content);
    let s = stored(&h).await;
    let g = crate::trade::game(&s);
    let v = g.board().vertex_by_code(&code).expect("a code");
    assert!(
        g.state().buildings[usize::from(v)].is_some(),
        "built at {code}"
    );
    h.fake.assert_no_violations();
}
