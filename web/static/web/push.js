// Push subscriptions of this browser (the settings page's script uses them:
// web/static/web/push_settings.js). The service worker (/sw.js) shows each push and opens its
// game on a click; the server is given the subscription by POST /api/me/devices.

function keyBytes(base64url) {
  const padded = base64url.replace(/-/g, "+").replace(/_/g, "/")
    + "=".repeat((4 - (base64url.length % 4)) % 4);
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
}

export function supported() {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

// This browser's subscription for this site, or null (none yet, or no push here).
export async function current() {
  if (!supported()) return null;
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

// The browser's push subscription for this site (asks the player's permission first), as the
// JSON a Web Push sender needs ({endpoint, keys: {p256dh, auth}}), or null when refused.
// A subscription made with another server key (the operator changed it) is replaced.
export async function subscribe(vapidPublicKey) {
  if (!supported()) return null;
  if ((await Notification.requestPermission()) !== "granted") return null;
  const registration = await navigator.serviceWorker.ready;
  const key = keyBytes(vapidPublicKey);
  let existing = await registration.pushManager.getSubscription();
  const same = existing && existing.options && existing.options.applicationServerKey
    && new Uint8Array(existing.options.applicationServerKey).join() === key.join();
  if (existing && !same) { await existing.unsubscribe(); existing = null; }
  const subscription = existing || await registration.pushManager.subscribe({
    userVisibleOnly: true, applicationServerKey: key,
  });
  return subscription.toJSON();
}
