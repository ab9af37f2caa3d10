// The service worker: the page shell (styles, scripts, icon) from the cache, and the last
// inbox it saw when the network is gone. Pages are always asked of the network first, so a
// player never acts on a stale table; only when that fails is the cached copy shown, marked
// as offline.
const SHELL = "shell-v1";
const PAGES = "pages-v1";
const ASSETS = ["/static/web/app.css", "/static/web/app.js", "/static/web/icon.svg",
                "/static/django_htmx/htmx-2.min.js", "/offline/"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(ASSETS)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(
    keys.filter((k) => k !== SHELL && k !== PAGES).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/api/") || url.pathname.startsWith("/admin/")) return;
  if (url.pathname.startsWith("/static/")) {
    event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
    return;
  }
  if (request.mode === "navigate") {
    event.respondWith(fetch(request).then((response) => {
      // the inbox (the home page) is kept for offline reading; other pages are not stored
      if (url.pathname === "/" && response.ok) {
        const copy = response.clone();
        caches.open(PAGES).then((cache) => cache.put("/", copy));
      }
      return response;
    }).catch(async () => (url.pathname === "/" && await caches.match("/", { cacheName: PAGES }))
      || await caches.match("/offline/") || Response.error()));
  }
});

// The push channel's seam: a push message shows a notification; a click opens its game.
self.addEventListener("push", (event) => {
  let data = {};
  try { data = event.data ? event.data.json() : {}; } catch (err) { data = { title: event.data.text() }; }
  event.waitUntil(self.registration.showNotification(data.title || "Your turn", {
    body: data.body || "", tag: data.tag || undefined, data: { url: data.url || "/" },
    icon: "/static/web/icon.svg",
  }));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = (event.notification.data && event.notification.data.url) || "/";
  event.waitUntil(self.clients.openWindow(target));
});
