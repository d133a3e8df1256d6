// kaitaku local mode: a Discord-like text channel on top of the fake Discord's page API.
// Plain JavaScript, no build step. Ids (snowflakes) are strings throughout: they do not fit in
// JavaScript numbers.
"use strict";

const state = {
  world: null,          // /api/world
  user: null,           // current user id
  channel: null,        // current channel id
  messages: [],         // the channel as the current user sees it
  rendered: new Map(),  // message id -> { json, el }
  openSelect: null,     // { message, customId, chosen: [] }
  dismissed: new Set(), // ephemeral messages the user dismissed
  errors: new Map(),    // message id -> error text under it
  unseen: new Map(),    // user id -> ephemeral count not seen yet
  seenEphemeral: new Map(), // user id -> Set of ephemeral ids seen
  fetching: false,
  dirty: false,
  // Composer
  command: null,        // { path, def, options: [defs] }
  values: {},           // option name -> { value, display }
  popup: null,          // { kind, items, selected, option }
  // Replies
  awaiting: null,       // { user, known: Set of message ids } after a press or a command
  jumpTo: null,         // message id to scroll to once the channel has loaded (a message link)
};

const $ = (id) => document.getElementById(id);
const el = (tag, attrs = {}, ...children) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") e.className = v;
    else if (k === "text") e.textContent = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) if (c !== null && c !== undefined) e.append(c);
  return e;
};

// ---------- helpers ----------

const COLORS = ["#5865f2", "#3ba55c", "#faa61a", "#ed4245", "#eb459e", "#747f8d", "#00a8fc", "#9b59b6"];
function userById(id) { return state.world?.users.find((u) => u.id === id); }
function displayName(id) {
  if (state.world && id === state.world.bot.id) return state.world.bot.name;
  return userById(id)?.display ?? "unknown user";
}
function avatar(id, size = "") {
  const isBot = state.world && id === state.world.bot.id;
  const idx = isBot ? 0 : (state.world?.users.findIndex((u) => u.id === id) ?? 0) + 1;
  const name = isBot ? "開" : [...displayName(id)][0] ?? "?";
  return el("div", { class: `avatar ${size}`, style: `background:${COLORS[idx % COLORS.length]}`, "aria-hidden": "true", text: name });
}
function timeText(ts) {
  const d = new Date(ts);
  if (isNaN(d)) return "";
  const hm = d.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
  const today = new Date().toDateString() === d.toDateString();
  return today ? `Today at ${hm}` : `${d.toLocaleDateString()} ${hm}`;
}
function toast(text) {
  const t = $("toast");
  t.textContent = text;
  t.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { t.hidden = true; }, 4000);
}
async function api(path, body) {
  const res = await fetch(path, body === undefined ? {} : {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body),
  });
  let data = null;
  try { data = await res.json(); } catch (_) { /* not JSON */ }
  if (!res.ok) throw new Error(data?.error ?? `${res.status} ${res.statusText}`);
  return data;
}

// A small subset of Discord markdown, on escaped text.
function escapeHtml(s) {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
}
function markdown(text) {
  const blocks = [];
  let s = escapeHtml(text ?? "");
  s = s.replace(/```(?:\w*\n)?([\s\S]*?)```/g, (_, code) => { blocks.push(`<pre>${code}</pre>`); return `\u0000${blocks.length - 1}\u0000`; });
  s = s.replace(/`([^`\n]+)`/g, (_, code) => { blocks.push(`<code>${code}</code>`); return `\u0000${blocks.length - 1}\u0000`; });
  s = s.replace(/&lt;@!?(\d+)&gt;/g, (_, id) => `<span class="mention${id === state.user ? " me" : ""}">@${escapeHtml(displayName(id))}</span>`);
  s = s.replace(/&lt;#(\d+)&gt;/g, (_, id) => `<span class="mention">#${escapeHtml(state.world?.channels.find((c) => c.id === id)?.name ?? "channel")}</span>`);
  s = s.replace(/&lt;a?:(\w+):\d+&gt;/g, ":$1:");
  s = s.replace(/&lt;t:(\d+)(?::\w)?&gt;/g, (_, t) => new Date(Number(t) * 1000).toLocaleString());
  s = s.replace(/\*\*([\s\S]+?)\*\*/g, "<strong>$1</strong>");
  s = s.replace(/__([\s\S]+?)__/g, "<u>$1</u>");
  s = s.replace(/(^|[^\w*])\*(?!\s)([^*\n]+?)\*(?!\w)/g, "$1<em>$2</em>");
  s = s.replace(/(^|\W)_([^_\n]+?)_(?!\w)/g, "$1<em>$2</em>");
  s = s.replace(/~~([\s\S]+?)~~/g, "<s>$1</s>");
  s = s.replace(/\[([^\]\n]+)\]\((https?:\/\/[^)\s]+)\)/g, (_, text, url) => link(url, text));
  s = s.replace(/(^|[\s(:])(https:\/\/discord\.com\/channels\/\d+\/\d+\/\d+)/g, (_, before, url) => before + link(url, "↪ the message"));
  s = s.replace(/^-# (.*)$/gm, '<small style="color:var(--muted)">$1</small>');
  s = s.replace(/^### (.*)$/gm, "<strong>$1</strong>");
  s = s.replace(/^## (.*)$/gm, '<strong style="font-size:1.15em">$1</strong>');
  s = s.replace(/^# (.*)$/gm, '<strong style="font-size:1.3em">$1</strong>');
  s = s.replace(/^&gt; (.*)$/gm, "<blockquote>$1</blockquote>");
  s = s.replace(/\u0000(\d+)\u0000/g, (_, i) => blocks[Number(i)]);
  return s;
}
// A link; one to a Discord message opens that message in this page (local mode has no Discord).
function link(url, text) {
  const m = /^https:\/\/discord\.com\/channels\/\d+\/(\d+)\/(\d+)$/.exec(url);
  if (m) return `<a href="#message-${m[2]}" class="msg-link" data-channel="${m[1]}" data-message="${m[2]}">${text}</a>`;
  return `<a href="${url}" target="_blank" rel="noreferrer">${text}</a>`;
}
// Shows a message of this page: switches channel if needed, scrolls to it and flashes it.
function jumpToMessage(channel, message) {
  state.jumpTo = message;
  if (channel !== state.channel && state.world?.channels.some((c) => c.id === channel)) {
    state.channel = channel;
    resetChannel();
  } else {
    showJumpTarget();
  }
}
function showJumpTarget() {
  const id = state.jumpTo;
  if (!id) return;
  const r = state.rendered.get(id);
  if (!r) {
    if (!state.fetching) { state.jumpTo = null; toast("That message is no longer in this channel."); }
    return;
  }
  state.jumpTo = null;
  r.el.scrollIntoView({ block: "center" });
  r.el.classList.add("flash");
  setTimeout(() => r.el.classList.remove("flash"), 1600);
}
// After a press or a command: the next message for this user (a reply, a prompt) is scrolled
// into view even if the channel was scrolled up.
function expectReply() {
  state.awaiting = { user: state.user, since: Date.now(), known: new Set(state.messages.map((m) => m.id)) };
}
function showReply() {
  const a = state.awaiting;
  if (!a || a.user !== state.user) return;
  // A press answered by an edit (a roll) brings no new message: stop waiting after a while.
  if (Date.now() - a.since > 10000) { state.awaiting = null; return; }
  const reply = state.messages.find((m) => !a.known.has(m.id) && !state.dismissed.has(m.id) && (m.ephemeral || m.caused_by?.user_id === state.user));
  if (!reply) return;
  state.awaiting = null;
  const r = state.rendered.get(reply.id);
  if (!r) return;
  const reveal = () => r.el.scrollIntoView({ block: "nearest" });
  reveal();
  r.el.querySelectorAll("img").forEach((img) => { if (!img.complete) img.addEventListener("load", reveal, { once: true }); });
}

function rich(tag, cls, text) {
  const e = el(tag, { class: cls });
  e.innerHTML = markdown(text);
  return e;
}
function emojiText(emoji) {
  if (!emoji) return null;
  return emoji.id ? `:${emoji.name}:` : emoji.name;
}
function openImage(url) {
  const box = el("div", { class: "lightbox", onclick: () => box.remove() }, el("img", { src: url, alt: "" }));
  document.body.append(box);
}

// ---------- messages ----------

function renderEmbed(e) {
  const color = typeof e.color === "number" ? `#${e.color.toString(16).padStart(6, "0")}` : "#1e1f22";
  const box = el("article", { class: "embed", style: `border-left-color:${color}` });
  if (e.thumbnail?.url) box.append(el("img", { class: "e-thumb", src: e.thumbnail.url, alt: "" }));
  if (e.author?.name) box.append(el("div", { class: "e-author" }, e.author.icon_url ? el("img", { src: e.author.icon_url, width: 24, height: 24, alt: "" }) : null, e.author.name));
  if (e.title) {
    const t = rich("div", "e-title", e.title);
    box.append(t);
  }
  if (e.description) box.append(rich("div", "e-desc", e.description));
  if (e.fields?.length) {
    box.append(el("div", { class: "e-fields" }, e.fields.map((f) => el("div", { class: `e-field${f.inline ? " inline" : ""}` },
      rich("div", "name", f.name), rich("div", "value", f.value)))));
  }
  if (e.image?.url) box.append(el("img", { class: "e-image", src: e.image.url, alt: e.image.description ?? "image", onclick: () => openImage(e.image.url) }));
  if (e.footer?.text || e.timestamp) {
    box.append(el("div", { class: "e-footer" }, e.footer?.icon_url ? el("img", { src: e.footer.icon_url, width: 20, height: 20, alt: "" }) : null,
      [e.footer?.text, e.timestamp ? timeText(e.timestamp) : null].filter(Boolean).join(" • ")));
  }
  return box;
}

function renderButton(msg, c) {
  const label = [emojiText(c.emoji), c.label].filter(Boolean).join(" ");
  if (c.style === 5) {
    return el("a", { class: "btn s5", href: c.url, target: "_blank", rel: "noreferrer" }, label, " ↗");
  }
  const b = el("button", {
    type: "button", class: `btn s${c.style ?? 2}`, disabled: !!c.disabled, "data-custom-id": c.custom_id,
  }, label || "\u00a0");
  b.addEventListener("click", async () => {
    if (b.classList.contains("pending")) return;
    b.classList.add("pending");
    state.errors.delete(msg.id);
    expectReply();
    try {
      await api("/api/button", { user: state.user, message: msg.id, custom_id: c.custom_id });
    } catch (err) {
      state.errors.set(msg.id, err.message);
      rerenderMessage(msg.id);
    } finally {
      b.classList.remove("pending");
    }
  });
  return b;
}

function renderSelect(msg, c) {
  const open = state.openSelect && state.openSelect.message === msg.id && state.openSelect.customId === c.custom_id;
  const min = c.min_values ?? 1;
  const max = c.max_values ?? 1;
  const options = c.options ?? [];
  const wrap = el("div", { class: `select${open ? " open" : ""}`, "data-custom-id": c.custom_id, "data-min": min, "data-max": max });
  const box = el("button", { type: "button", class: "select-box", disabled: !!c.disabled }, c.placeholder ?? "Make a selection");
  box.addEventListener("click", () => {
    state.openSelect = open ? null : { message: msg.id, customId: c.custom_id, chosen: [] };
    rerenderMessage(msg.id);
  });
  wrap.append(box);
  if (!open) return wrap;
  const chosen = state.openSelect.chosen;
  const send = async (values) => {
    state.openSelect = null;
    state.errors.delete(msg.id);
    rerenderMessage(msg.id);
    expectReply();
    try {
      await api("/api/select", { user: state.user, message: msg.id, custom_id: c.custom_id, values });
    } catch (err) {
      state.errors.set(msg.id, err.message);
      rerenderMessage(msg.id);
    }
  };
  const menu = el("div", { class: "select-menu", role: "listbox" });
  for (const o of options) {
    const isChosen = chosen.includes(o.value);
    const item = el("div", { class: `select-option${isChosen ? " chosen" : ""}`, role: "option", "data-value": o.value },
      max > 1 ? el("span", { class: "check" }) : null,
      o.emoji ? el("span", { text: emojiText(o.emoji) }) : null,
      el("div", {}, el("div", { class: "label", text: o.label }), o.description ? el("div", { class: "desc", text: o.description }) : null));
    item.addEventListener("click", () => {
      if (max <= 1) { send([o.value]); return; }
      const i = chosen.indexOf(o.value);
      if (i >= 0) chosen.splice(i, 1); else if (chosen.length < max) chosen.push(o.value);
      rerenderMessage(msg.id);
    });
    menu.append(item);
  }
  if (max > 1) {
    const ok = chosen.length >= min && chosen.length <= max;
    menu.append(el("button", {
      type: "button", class: "btn s1 select-done", disabled: !ok, onclick: () => send([...chosen]),
    }, `Choose ${chosen.length ? `(${chosen.length})` : ""}`.trim()));
  }
  wrap.append(menu);
  return wrap;
}

function renderComponents(msg) {
  const out = [];
  for (const row of msg.components ?? []) {
    const children = row.type === 1 ? row.components ?? [] : [row];
    const r = el("div", { class: "row" });
    for (const c of children) {
      if (c.type === 2) r.append(renderButton(msg, c));
      else if (c.type >= 3 && c.type <= 8) r.append(renderSelect(msg, c));
      else if (c.type === 10) r.append(rich("div", "content", c.content));
    }
    out.push(r);
  }
  return out;
}

function renderMessage(msg) {
  const eph = msg.ephemeral;
  const by = msg.caused_by;
  const node = el("div", {
    class: `msg${eph ? " ephemeral" : ""}${by ? " has-context" : ""}`, "data-id": msg.id, "data-edits": msg.edited_timestamp ?? "",
  });
  if (by) {
    const what = by.command ? el("span", { class: "cmd", text: `/${by.command}` }) : el("span", { text: "pressed a button" });
    node.append(el("div", { class: "context" }, avatar(by.user_id, "tiny"), el("span", { class: "who", text: displayName(by.user_id) }), by.command ? " used " : " ", what));
  }
  node.append(avatar(msg.author.id));
  const isBot = msg.author.bot;
  node.append(el("div", { class: "head" },
    el("span", { class: "author", text: msg.author.global_name ?? msg.author.username }),
    isBot ? el("span", { class: "bot-tag", text: "APP" }) : null,
    el("span", { class: "time", text: timeText(msg.timestamp) })));
  if (msg.loading) {
    node.append(el("div", { class: "thinking", text: `${msg.author.username} is thinking…` }));
  } else {
    if (msg.content) {
      const c = rich("div", "content", msg.content);
      if (msg.edited_timestamp) c.append(" ", el("span", { class: "edited", text: "(edited)" }));
      node.append(c);
    }
    // As Discord does: attachments first, then embeds.
    const embedImages = new Set((msg.embeds ?? []).flatMap((e) => [e.image?.url, e.thumbnail?.url]).filter(Boolean));
    for (const a of msg.attachments ?? []) {
      if (embedImages.has(a.url)) continue;
      if ((a.content_type ?? "").startsWith("image/") || /\.(png|jpe?g|gif|webp)$/i.test(a.filename)) {
        node.append(el("div", { class: "attachment" }, el("img", { src: a.url, alt: a.description ?? a.filename, onclick: () => openImage(a.url) })));
      } else {
        node.append(el("div", { class: "attachment" }, el("a", { href: a.url, text: a.filename })));
      }
    }
    for (const e of msg.embeds ?? []) node.append(renderEmbed(e));
    node.append(...renderComponents(msg));
  }
  const err = state.errors.get(msg.id);
  if (err) node.append(el("div", { class: "msg-error", role: "alert", text: `⚠ ${err}` }));
  if (eph) {
    node.append(el("div", { class: "eph-note" }, "👁 Only you can see this • ",
      el("button", { type: "button", onclick: () => { state.dismissed.add(msg.id); renderMessages(); } }, "Dismiss message")));
  }
  return node;
}

function rerenderMessage(id) {
  const msg = state.messages.find((m) => m.id === id);
  const old = state.rendered.get(id);
  if (!msg || !old) return;
  const fresh = renderMessage(msg);
  old.el.replaceWith(fresh);
  state.rendered.set(id, { json: old.json, el: fresh });
}

function renderMessages() {
  const box = $("messages");
  const atBottom = box.scrollHeight - box.scrollTop - box.clientHeight < 80;
  const list = $("message-list");
  const visible = state.messages.filter((m) => !state.dismissed.has(m.id));
  const keep = new Set(visible.map((m) => m.id));
  for (const [id, r] of state.rendered) {
    if (!keep.has(id)) { r.el.remove(); state.rendered.delete(id); }
  }
  let prev = null;
  for (const msg of visible) {
    const json = JSON.stringify(msg) + (state.errors.get(msg.id) ?? "");
    let r = state.rendered.get(msg.id);
    if (!r || r.json !== json) {
      if (r && state.openSelect?.message === msg.id) state.openSelect = null; // the menu changed
      const node = renderMessage(msg);
      if (r) r.el.replaceWith(node);
      r = { json, el: node };
      state.rendered.set(msg.id, r);
    }
    const want = prev ? prev.nextSibling : list.firstChild;
    if (want !== r.el) list.insertBefore(r.el, want);
    prev = r.el;
  }
  if (atBottom) box.scrollTop = box.scrollHeight;
  showReply();
  showJumpTarget();
  renderBadges();
  const imgs = list.querySelectorAll("img");
  imgs.forEach((img) => {
    if (!img.complete) img.addEventListener("load", () => { if (atBottom) box.scrollTop = box.scrollHeight; }, { once: true });
  });
}

async function refresh() {
  if (!state.user || !state.channel) return;
  if (state.fetching) { state.dirty = true; return; }
  state.fetching = true;
  try {
    do {
      state.dirty = false;
      const [user, channel] = [state.user, state.channel];
      const msgs = await api(`/api/messages?channel=${channel}&user=${user}`);
      if (user !== state.user || channel !== state.channel) { state.dirty = true; continue; }
      state.messages = msgs;
      renderMessages();
      noteEphemeral(user, msgs);
      if (!state.world?.commands?.length) await loadWorld();
    } while (state.dirty);
  } catch (err) {
    toast(`Cannot reach the local server: ${err.message}`);
  } finally {
    state.fetching = false;
  }
  document.body.dataset.ready = "true";
}

// Ephemeral messages of other users count as unseen in the switcher until that user looks.
function noteEphemeral(user, msgs) {
  const seen = state.seenEphemeral.get(user) ?? new Set();
  msgs.filter((m) => m.ephemeral).forEach((m) => seen.add(m.id));
  state.seenEphemeral.set(user, seen);
}

// ---------- world: users, channels ----------

async function loadWorld() {
  state.world = await api("/api/world");
  $("guild-name").textContent = state.world.guild?.name ?? "Kaitaku Local";
  $("connection").classList.toggle("up", !!state.world.connected);
  $("connection").title = state.world.connected ? "The bot is connected" : "The bot is not connected";
  if (!state.world.users.some((u) => u.id === state.user)) {
    const wanted = new URLSearchParams(location.search).get("user") ?? localStorage.getItem("kaitaku-user");
    const u = state.world.users.find((x) => x.name === wanted || x.id === wanted) ?? state.world.users[0];
    state.user = u?.id ?? null;
  }
  if (!state.world.channels.some((c) => c.id === state.channel)) {
    const wanted = new URLSearchParams(location.search).get("channel");
    state.channel = (state.world.channels.find((c) => c.name === wanted) ?? state.world.channels[0])?.id ?? null;
  }
  renderChrome();
}

function renderChrome() {
  const w = state.world;
  if (!w) return;
  const sw = $("user-switcher");
  sw.replaceChildren(...w.users.map((u) => {
    const b = el("button", {
      type: "button", role: "tab", class: u.id === state.user ? "active" : "", "aria-selected": u.id === state.user ? "true" : "false",
      "data-user": u.name, title: `Act as ${u.display}`,
    }, avatar(u.id, "small"), el("span", { class: "uname", text: u.display }));
    b.addEventListener("click", () => switchUser(u.id));
    return b;
  }));
  renderBadges();
  const channel = w.channels.find((c) => c.id === state.channel);
  $("channel-name").textContent = channel?.name ?? "";
  $("welcome-channel").textContent = `#${channel?.name ?? ""}`;
  $("composer-input").placeholder = state.command ? "" : `Type / for a command in #${channel?.name ?? ""}`;
  $("channel-list").replaceChildren(...w.channels.map((c) => el("li", {}, el("button", {
    type: "button", class: c.id === state.channel ? "active" : "", "data-channel": c.name,
    onclick: () => { state.channel = c.id; $("app").classList.remove("menu-open"); resetChannel(); },
  }, c.name))));
  const me = userById(state.user);
  $("acting-as").replaceChildren("Acting as ", el("b", { text: me?.display ?? "?" }), " — switch users at the top to play another seat.");
  document.title = `#${channel?.name ?? ""} — ${me?.display ?? ""} — kaitaku`;
}

// The players the newest turn message (a public message of the bot with buttons) mentions
// must act: their buttons in the user switcher carry a badge.
function renderBadges() {
  const bot = state.world?.bot?.id;
  const turn = [...state.messages].reverse().find((m) => !m.ephemeral && m.author?.id === bot && (m.components ?? []).length && /<@!?\d+>/.test(m.content ?? ""));
  const toAct = new Set(turn ? [...turn.content.matchAll(/<@!?(\d+)>/g)].map((x) => x[1]) : []);
  for (const b of $("user-switcher").querySelectorAll("button[data-user]")) {
    const u = state.world?.users.find((x) => x.name === b.dataset.user);
    const acts = !!u && toAct.has(u.id);
    b.classList.toggle("to-act", acts);
    let badge = b.querySelector(".badge");
    if (acts && !badge) {
      badge = el("span", { class: "badge", title: "Has to act", "aria-label": "has to act", text: "●" });
      b.append(badge);
    } else if (!acts && badge) badge.remove();
  }
}

function resetChannel() {
  state.rendered.forEach((r) => r.el.remove());
  state.rendered.clear();
  state.messages = [];
  state.openSelect = null;
  renderChrome();
  refresh();
}

function switchUser(id) {
  if (id === state.user) return;
  state.user = id;
  const u = userById(id);
  if (u) localStorage.setItem("kaitaku-user", u.name);
  const url = new URL(location.href);
  if (u) url.searchParams.set("user", u.name);
  history.replaceState(null, "", url);
  cancelCommand();
  resetChannel();
}

// ---------- live updates ----------

function connectEvents() {
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  const ws = new WebSocket(`${proto}//${location.host}/api/events`);
  ws.onmessage = () => refresh();
  ws.onopen = () => { $("connection").classList.add("up"); refresh(); };
  ws.onclose = () => {
    $("connection").classList.remove("up");
    setTimeout(connectEvents, 1000);
  };
}

// ---------- composer: slash commands ----------

const TYPE_NAMES = { 3: "text", 4: "integer", 5: "true/false", 6: "user", 7: "channel", 8: "role", 9: "mentionable", 10: "number", 11: "file" };

// Every invocable command path with its definition: "catan new", "catan build settlement".
function commandPaths() {
  const out = [];
  for (const cmd of state.world?.commands ?? []) {
    if ((cmd.type ?? 1) !== 1) continue;
    const walk = (node, path) => {
      const subs = (node.options ?? []).filter((o) => o.type === 1 || o.type === 2);
      if (!subs.length) { out.push({ path, def: node, options: node.options ?? [] }); return; }
      subs.forEach((s) => walk(s, `${path} ${s.name}`));
    };
    walk(cmd, cmd.name);
  }
  return out;
}

function showPopup(popup) {
  state.popup = popup;
  const box = $("popup");
  if (!popup) { box.hidden = true; box.replaceChildren(); return; }
  box.hidden = false;
  const items = popup.items.map((it, i) => {
    const row = el("div", { class: `popup-item${i === popup.selected ? " selected" : ""}`, ...it.attrs },
      el("span", { class: "name", text: it.name }), it.args ? el("span", { class: "args", text: it.args }) : null,
      it.desc ? el("span", { class: "desc", text: it.desc }) : null);
    row.addEventListener("mousedown", (e) => { e.preventDefault(); it.pick(); });
    return row;
  });
  box.replaceChildren(el("div", { class: "popup-title", text: popup.title }), ...(items.length ? items : [el("div", { class: "popup-empty", text: popup.empty ?? "Nothing matches" })]));
  box.querySelector(".selected")?.scrollIntoView({ block: "nearest" });
}

function suggestCommands() {
  const text = $("composer-input").value;
  if (state.command || !text.startsWith("/")) { if (state.popup?.kind === "command") showPopup(null); return; }
  const typed = text.slice(1).trim().toLowerCase().replace(/\s+/g, " ");
  const items = commandPaths()
    .filter((c) => c.path.startsWith(typed) || c.path.split(" ").some((w) => typed && w.startsWith(typed)))
    .map((c) => ({
      name: `/${c.path}`,
      args: c.options.map((o) => (o.required ? o.name : `[${o.name}]`)).join(" "),
      desc: c.def.description,
      attrs: { "data-path": c.path },
      pick: () => chooseCommand(c),
    }));
  showPopup({ kind: "command", title: "Commands", items, selected: 0, empty: state.world?.commands?.length ? "No command matches" : "The bot has not registered its commands yet" });
}

function chooseCommand(c) {
  state.command = c;
  state.values = {};
  showPopup(null);
  $("composer-error").hidden = true;
  const chip = $("command-chip");
  chip.hidden = false;
  chip.textContent = `/${c.path}`;
  const input = $("composer-input");
  input.value = "";
  input.placeholder = "";
  input.hidden = c.options.length > 0;
  const fields = $("option-fields");
  fields.replaceChildren(...c.options.map((o) => {
    const field = el("input", {
      class: "opt-input", "data-name": o.name, type: o.type === 4 || o.type === 10 ? "number" : "text",
      placeholder: TYPE_NAMES[o.type] ?? "", "aria-label": o.name, spellcheck: "false",
    });
    field.addEventListener("focus", () => {
      field.parentElement.classList.add("focused");
      // Another option's suggestions go at once, not when its blur timer runs.
      if (state.popup && state.popup.option !== o.name) showPopup(null);
      suggestOption(o, field);
    });
    field.addEventListener("blur", () => { field.parentElement.classList.remove("focused"); setTimeout(() => { if (state.popup?.option === o.name && document.activeElement !== field) showPopup(null); }, 0); });
    field.addEventListener("input", () => { delete state.values[o.name]; suggestOption(o, field); });
    field.addEventListener("keydown", (e) => popupKeys(e));
    return el("label", { class: `opt${o.required ? " required" : ""}`, title: o.description ?? "" }, el("span", { class: "opt-name", text: o.name }), field);
  }));
  const first = fields.querySelector("input");
  if (first) first.focus(); else input.focus();
}

function cancelCommand() {
  state.command = null;
  state.values = {};
  showPopup(null);
  $("command-chip").hidden = true;
  $("option-fields").replaceChildren();
  const input = $("composer-input");
  input.hidden = false;
  input.value = "";
  renderChrome();
}

let acSeq = 0;
async function suggestOption(o, field) {
  const pickValue = (name, value) => () => {
    state.values[o.name] = { value, display: name };
    field.value = name;
    showPopup(null);
    const next = [...$("option-fields").querySelectorAll("input")].find((f) => !f.value);
    if (next) next.focus(); else $("composer-input").focus();
  };
  const typed = field.value.trim().toLowerCase();
  let choices = null;
  if (o.autocomplete) {
    const seq = ++acSeq;
    const options = collectOptions(o.name);
    try {
      const res = await api("/api/autocomplete", { user: state.user, channel: state.channel, command: state.command.path, options: [...options, [o.name, field.value]], focused: o.name });
      if (seq !== acSeq || document.activeElement !== field) return;
      choices = res.choices;
    } catch (err) {
      if (seq !== acSeq) return;
      showPopup({ kind: "option", option: o.name, title: o.name, items: [], selected: -1, empty: err.message });
      return;
    }
  } else if (o.choices?.length) {
    choices = o.choices.filter((c) => !typed || c.name.toLowerCase().includes(typed));
  } else if (o.type === 5) {
    choices = [{ name: "True", value: true }, { name: "False", value: false }];
  } else if (o.type === 6 || o.type === 9) {
    choices = state.world.users.filter((u) => !typed || u.display.toLowerCase().includes(typed) || u.name.includes(typed)).map((u) => ({ name: u.display, value: u.id }));
  } else if (o.type === 7) {
    choices = state.world.channels.filter((c) => !typed || c.name.includes(typed)).map((c) => ({ name: `#${c.name}`, value: c.id }));
  }
  if (!choices) { if (state.popup?.option === o.name) showPopup(null); return; }
  showPopup({
    kind: "option", option: o.name, title: o.description ? `${o.name}: ${o.description}` : o.name, selected: 0,
    empty: o.autocomplete ? "No suggestions" : "Nothing matches",
    items: choices.map((c) => ({ name: c.name, attrs: { class: "popup-item ac-choice", "data-value": String(c.value) }, pick: pickValue(c.name, c.value) })),
  });
}

// Why a value breaks its option's declared limits, as Discord's client refuses to send it, or
// null when it is within them.
function outOfRange(o, value) {
  if (!o) return null;
  if (o.type === 4 || o.type === 10) {
    if (typeof value !== "number" || (o.type === 4 && !Number.isInteger(value))) return `${o.name} must be a ${o.type === 4 ? "whole " : ""}number.`;
    const min = o.min_value, max = o.max_value;
    if ((min != null && value < min) || (max != null && value > max)) {
      if (min != null && max != null) return `${o.name} must be between ${min} and ${max}.`;
      return min != null ? `${o.name} must be at least ${min}.` : `${o.name} must be at most ${max}.`;
    }
  }
  if (o.type === 3 && typeof value === "string") {
    if (o.min_length != null && value.length < o.min_length) return `${o.name} must be at least ${o.min_length} characters long.`;
    if (o.max_length != null && value.length > o.max_length) return `${o.name} must be at most ${o.max_length} characters long.`;
  }
  return null;
}

function typedValue(o, text) {
  if (o.type === 4) { const n = Number.parseInt(text, 10); return Number.isNaN(n) ? undefined : n; }
  if (o.type === 10) { const n = Number.parseFloat(text); return Number.isNaN(n) ? undefined : n; }
  if (o.type === 5) return /^(true|yes|1)$/i.test(text);
  return text;
}

// The filled options as [name, value] pairs (optionally without one).
function collectOptions(except) {
  const out = [];
  for (const f of $("option-fields").querySelectorAll("input")) {
    const name = f.dataset.name;
    if (name === except) continue;
    const o = state.command.options.find((x) => x.name === name);
    const chosen = state.values[name];
    if (chosen && chosen.display === f.value) { out.push([name, chosen.value]); continue; }
    const text = f.value.trim();
    if (!text) continue;
    let v = typedValue(o, text);
    if ((o.type === 6 || o.type === 9) && !/^\d+$/.test(text)) v = state.world.users.find((u) => u.display === text || u.name === text)?.id ?? v;
    if (v !== undefined) out.push([name, v]);
  }
  return out;
}

async function send() {
  const err = $("composer-error");
  err.hidden = true;
  if (!state.command) {
    const text = $("composer-input").value.trim();
    if (!text) return;
    const exact = commandPaths().find((c) => `/${c.path}` === text.replace(/\s+/g, " "));
    if (exact) { chooseCommand(exact); if (exact.options.some((o) => o.required)) return; }
    else { err.textContent = "Only slash commands reach the bot here: type / and pick a command."; err.hidden = false; return; }
  }
  const options = collectOptions();
  const missing = state.command.options.filter((o) => o.required && !options.some(([n]) => n === o.name));
  if (missing.length) {
    err.textContent = `Fill in ${missing.map((o) => o.name).join(", ")} first.`;
    err.hidden = false;
    return;
  }
  const invalid = options.map(([name, value]) => outOfRange(state.command.options.find((o) => o.name === name), value)).find(Boolean);
  if (invalid) {
    err.textContent = invalid;
    err.hidden = false;
    return;
  }
  const command = state.command.path;
  cancelCommand();
  expectReply();
  try {
    await api("/api/command", { user: state.user, channel: state.channel, command, options });
  } catch (e) {
    err.textContent = `/${command}: ${e.message}`;
    err.hidden = false;
  }
}

function popupKeys(e) {
  const p = state.popup;
  if (e.key === "Escape") { if (p) showPopup(null); else if (state.command) cancelCommand(); e.preventDefault(); return; }
  if (!p || !p.items.length) {
    if (e.key === "Backspace" && state.command && e.target.value === "" && e.target.id === "composer-input") cancelCommand();
    return;
  }
  if (e.key === "ArrowDown" || e.key === "ArrowUp") {
    p.selected = (p.selected + (e.key === "ArrowDown" ? 1 : -1) + p.items.length) % p.items.length;
    showPopup(p);
    e.preventDefault();
  } else if (e.key === "Enter" || e.key === "Tab") {
    if (p.selected >= 0) { p.items[p.selected].pick(); e.preventDefault(); }
  }
}

// ---------- start ----------

function init() {
  const input = $("composer-input");
  input.addEventListener("input", suggestCommands);
  input.addEventListener("focus", suggestCommands);
  input.addEventListener("keydown", popupKeys);
  $("composer").addEventListener("submit", (e) => { e.preventDefault(); send(); });
  $("option-fields").addEventListener("keydown", (e) => {
    if (e.defaultPrevented) return;
    if (e.key === "Enter" && !(state.popup && state.popup.items.length)) { e.preventDefault(); send(); }
    if (e.key === "Backspace" && e.target.value === "" && e.target === $("option-fields").querySelector("input")) cancelCommand();
  });
  $("menu-button").addEventListener("click", () => $("app").classList.toggle("menu-open"));
  $("scrim").addEventListener("click", () => $("app").classList.remove("menu-open"));
  document.addEventListener("click", (e) => {
    const a = e.target.closest?.("a.msg-link");
    if (a) { e.preventDefault(); jumpToMessage(a.dataset.channel, a.dataset.message); return; }
    if (state.openSelect && !e.target.closest(".select")) { const m = state.openSelect.message; state.openSelect = null; rerenderMessage(m); }
  });
  loadWorld().then(() => { refresh(); connectEvents(); }).catch((err) => toast(`Cannot reach the local server: ${err.message}`));
}

init();
