// The service worker: the page shell (styles, scripts, icon) from the cache, and the last
// inbox it saw when the network is gone. Pages are always asked of the network first, so a
// player never acts on a stale table; only when that fails is the cached copy shown, marked
// as offline.
// The inbox kept is the person's who saw it: it is dropped when they log out, when the log-in
// or sign-up page is opened, and when the home page answers with the log-in page (a session
// that ended), so the next person on the device never sees it.
const SHELL = "shell-v2";
const PAGES = "pages-v2";
const ASSETS = ["/static/web/app.css", "/static/web/app.js", "/static/web/icon.svg",
                "/static/web/icon-192.png", "/static/django_htmx/htmx-2.min.js", "/offline/"];
const INBOX = "/";
const FORGET_ON = new Set(["/logout/", "/login/", "/signup/"]);

self.addEventListener("install", (event) => {
  // without the session cookie: the kept offline page names nobody
  const requests = ASSETS.map((url) => new Request(url, { credentials: "omit" }));
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(requests))
    .then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(
    keys.filter((k) => k !== SHELL && k !== PAGES).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

function forgetInbox() {
  return caches.open(PAGES).then((cache) => cache.delete(INBOX));
}

// A page can ask too (the log-out form's script, say): postMessage("forget-inbox").
self.addEventListener("message", (event) => {
  if (event.data === "forget-inbox") event.waitUntil(forgetInbox());
});

async function keepInbox(response) {
  const headers = new Headers(response.headers);
  headers.set("X-Saved-At", new Date().toISOString());
  const body = await response.clone().text();
  const cache = await caches.open(PAGES);
  await cache.put(INBOX, new Response(body, { status: 200, headers }));
}

// The kept inbox, marked as offline: a status line at the top of the page saying when it was
// saved (plain markup with a class: the page's Content-Security-Policy still holds).
async function offlineInbox() {
  const kept = await caches.match(INBOX, { cacheName: PAGES });
  if (!kept) return null;
  const saved = new Date(kept.headers.get("X-Saved-At") || Date.now());
  const when = saved.toLocaleString([], { dateStyle: "medium", timeStyle: "short" });
  const banner = `<p class="offline" role="status" data-offline>You are offline. This is your ` +
    `inbox as it was on ${when}; moves can be sent once you are back online.</p>`;
  const text = (await kept.text())
    .replace("<html lang=\"en\">", "<html lang=\"en\" data-offline>")
    .replace(/(<main\b[^>]*>)/, `$1${banner}`);
  const headers = new Headers(kept.headers);
  headers.delete("Content-Length");
  return new Response(text, { status: 200, headers });
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && FORGET_ON.has(url.pathname)) {
    event.waitUntil(forgetInbox()); // a log-out is a POST: the network answers it as ever
  }
  if (request.method !== "GET") return;
  if (url.pathname.startsWith("/api/") || url.pathname.startsWith("/admin/")) return;
  if (url.pathname.startsWith("/static/")) {
    event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
    return;
  }
  if (request.mode === "navigate") {
    event.respondWith(fetch(request).then(async (response) => {
      // the inbox (the home page) is kept for offline reading; other pages are not stored
      if (url.pathname === INBOX) {
        const landed = new URL(response.url || request.url);
        if (response.ok && landed.pathname === INBOX) await keepInbox(response);
        else await forgetInbox(); // the log-in page instead: nobody's inbox to keep
      }
      return response;
    }).catch(async () => (url.pathname === INBOX && await offlineInbox())
      || await caches.match("/offline/") || Response.error()));
  }
});

// Push: each message shows a notification (title, body, the game's collapse key as its tag, so
// a newer "your turn" of a game replaces the older one), sets the app's badge to the number of
// games waiting where the browser has one, and a click opens (or focuses) its game's page.
// The payload is the push channel's JSON: {title, body, url, badge, tag, kind, data}.
function showPush(data) {
  const badge = Number(data.badge);
  const badging = Number.isInteger(badge) && self.navigator && "setAppBadge" in self.navigator
    ? (badge > 0 ? self.navigator.setAppBadge(badge) : self.navigator.clearAppBadge())
      .catch(() => {})
    : Promise.resolve();
  const url = typeof data.url === "string" && data.url.startsWith("/") ? data.url : "/";
  return Promise.all([badging, self.registration.showNotification(data.title || "Your turn", {
    body: data.body || "", tag: data.tag || undefined, renotify: Boolean(data.tag),
    data: { url, kind: data.kind || "" }, icon: "/static/web/icon.svg",
    badge: "/static/web/icon-192.png",
  })]);
}

self.addEventListener("push", (event) => {
  let data = {};
  try { data = event.data ? event.data.json() : {}; } catch (err) { data = { title: event.data.text() }; }
  event.waitUntil(showPush(data));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || "/",
    self.location.origin).href;
  event.waitUntil(self.clients.matchAll({ type: "window", includeUncontrolled: true })
    .then((windows) => {
      const open = windows.find((w) => w.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }));
});
