// The web client's script: live updates, clocks, the lobby form, the service worker.
// Pages work without it (plain forms and links); with it, an opponent's move appears without
// a reload. Live updates long-poll the REST API itself (the session cookie authenticates it):
// the game's event feed (`wait`) and the inbox (`If-None-Match` + `wait`), and re-fetch the
// server-drawn fragment when something changed, so all drawing stays on the server.

// seconds a long-poll may wait (the page says; the API's limit is 25)
const WAIT = Number(document.body?.dataset.longPoll || "25") || 25;
const modules = new Map(); // per-kind modules a table asks for (data-module="<url>")

function sleep(ms) { return new Promise((resolve) => setTimeout(resolve, ms)); }

function refresh(el) {
  if (window.htmx && el && el.isConnected) window.htmx.trigger(el, "refresh");
}

async function poll(url, headers) {
  const response = await fetch(url, { credentials: "same-origin", headers, cache: "no-store" });
  if (response.status === 429 || response.status >= 500) {
    const wait = Number(response.headers.get("Retry-After") || "2");
    await sleep(Math.min(30, Math.max(1, wait)) * 1000);
    return null;
  }
  return response;
}

// A game's page: wait for an event after the version on the page, then re-draw the game.
async function liveGame(gameId) {
  for (;;) {
    const el = document.getElementById("game");
    if (!el || el.dataset.liveGame !== gameId) return; // navigated away
    if (el.dataset.status === "finished") return;
    const after = el.dataset.version;
    try {
      const response = await poll(`/api/games/${gameId}/events?after=${after}&limit=1&wait=${WAIT}`,
                                  { Accept: "application/json" });
      if (!response) continue;
      if (!response.ok) { await sleep(5000); continue; }
      const feed = await response.json();
      const now = document.getElementById("game");
      if (now && Number(feed.last_version) > Number(now.dataset.version)) {
        refresh(now);
        await waitForSwap();
      }
    } catch (err) {
      await sleep(3000); // offline or the server restarting: try again
    }
  }
}

function waitForSwap() {
  return new Promise((resolve) => {
    const done = () => { document.body.removeEventListener("htmx:afterSettle", done); resolve(); };
    document.body.addEventListener("htmx:afterSettle", done);
    setTimeout(done, 5000);
  });
}

// The inbox: wait for the set of games where it is the player's turn to change.
async function liveInbox() {
  for (;;) {
    const el = document.getElementById("inbox");
    if (!el) return;
    try {
      const response = await poll(`/api/me/turns?wait=${WAIT}`,
                                  { Accept: "application/json", "If-None-Match": `"${el.dataset.etag}"` });
      if (!response) continue;
      if (response.status === 200) {
        refresh(document.getElementById("inbox"));
        await waitForSwap();
      } else if (response.status !== 304) {
        await sleep(5000);
      }
    } catch (err) {
      await sleep(3000);
    }
  }
}

// Invitations and other news: the notifications feed after the newest one the page showed
// (data-last-note), re-drawing the inbox when one arrives.
async function liveNotes() {
  for (;;) {
    const el = document.getElementById("inbox");
    if (!el) return;
    try {
      const after = Number(el.dataset.lastNote || "0");
      const response = await poll(`/api/me/notifications?after=${after}&limit=1&wait=${WAIT}`,
                                  { Accept: "application/json" });
      if (!response) continue;
      if (!response.ok) { await sleep(10000); continue; }
      const body = await response.json();
      if (Number(body.last_id) > after) {
        refresh(document.getElementById("inbox"));
        await waitForSwap();
      }
    } catch (err) {
      await sleep(3000);
    }
  }
}

// A game's chat panel: wait for a message after the newest one the list shows, then re-draw
// the list (the panel's form, and whatever is being typed in it, stays). A wait that ends
// empty re-draws it too: that is how a message a moderator removed disappears.
async function liveChat(section) {
  const { chatGame: gameId, chatRoom: room } = section.dataset;
  for (;;) {
    const list = document.getElementById("chat-messages");
    const now = document.getElementById("chat");
    if (!list || !now || now.dataset.chatGame !== gameId) return; // navigated away
    try {
      const after = Number(list.dataset.lastId || "0");
      const response = await poll(`/api/games/${gameId}/chat/${room}?after=${after}&limit=1&wait=${WAIT}`,
                                  { Accept: "application/json" });
      if (!response) continue;
      if (!response.ok) { await sleep(10000); continue; }
      await response.json();
      refresh(document.getElementById("chat-messages"));
      await waitForSwap();
    } catch (err) {
      await sleep(3000);
    }
  }
}

// Clocks: every element with data-deadline counts down once a second.
function duration(seconds) {
  seconds = Math.max(0, Math.floor(seconds));
  const d = Math.floor(seconds / 86400), h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60), s = seconds % 60;
  if (d) return `${d} d ${h} h`;
  if (h) return `${h} h ${String(m).padStart(2, "0")} min`;
  return `${m}:${String(s).padStart(2, "0")}`;
}

function tick() {
  const now = Date.now();
  for (const el of document.querySelectorAll("[data-deadline][data-running='true']")) {
    const left = (Date.parse(el.dataset.deadline) - now) / 1000;
    el.textContent = duration(left);
    if (left <= 0 && !el.dataset.expired) {
      el.dataset.expired = "1"; // the server applies a passed deadline when it is next asked
      refresh(document.getElementById("game") || document.getElementById("inbox"));
    }
  }
}

// The lobby form: show the options of the chosen game only.
function kindSwitch() {
  const select = document.querySelector("[data-kind-switch]");
  if (!select) return;
  const show = () => {
    for (const fs of document.querySelectorAll("[data-kind-options]")) {
      fs.hidden = fs.dataset.kindOptions !== select.value;
    }
    const clock = document.querySelector("[data-clock]");
    // a real-time game (its option says data-realtime) takes no correspondence clock
    if (clock) clock.hidden = select.selectedOptions[0]?.dataset.realtime !== undefined;
  };
  select.addEventListener("change", show);
  show();
}

// A table that needs script of its own (Quiddler's arranging, say) names its module.
async function loadModules(root) {
  for (const el of root.querySelectorAll("[data-module]")) {
    const url = el.dataset.module;
    if (!modules.has(url)) modules.set(url, import(url));
    const mod = await modules.get(url);
    if (mod && typeof mod.mount === "function") mod.mount(el);
  }
}

let liveStarted = null;
let chatStarted = null;
function start(root) {
  const chat = document.getElementById("chat");
  if (chat && chatStarted !== chat.dataset.chatGame) {
    chatStarted = chat.dataset.chatGame;
    liveChat(chat);
  }
  const messages = document.getElementById("chat-messages");
  if (messages && (root === document || root.contains(messages))) {
    messages.scrollTop = messages.scrollHeight; // the newest message in sight
  }
  const game = document.getElementById("game");
  if (game && liveStarted !== game.dataset.liveGame) {
    liveStarted = game.dataset.liveGame;
    liveGame(game.dataset.liveGame);
  }
  if (document.getElementById("inbox") && liveStarted !== "inbox") {
    liveStarted = "inbox";
    liveInbox();
    liveNotes();
  }
  loadModules(root || document);
  tick();
}

document.addEventListener("DOMContentLoaded", () => {
  kindSwitch();
  start(document);
  setInterval(tick, 1000);
  document.body.addEventListener("htmx:afterSettle", (event) => start(event.target));
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {});
  }
});
