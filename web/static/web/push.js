// The seam for push notifications (not wired yet: the push channel fills it).
// The service worker (/sw.js) already shows a notification for each `push` event and opens its
// game on a click. What remains is to subscribe and to give the subscription to the server:
//   import { subscribe } from "/static/web/push.js";
//   const subscription = await subscribe(vapidPublicKey);  // the server's VAPID key, base64url
//   POST it to the server's device registration endpoint (with the X-CSRFToken header).

function keyBytes(base64url) {
  const padded = base64url.replace(/-/g, "+").replace(/_/g, "/")
    + "=".repeat((4 - (base64url.length % 4)) % 4);
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
}

// The browser's push subscription for this site (asks the player's permission first), as the
// JSON a Web Push sender needs ({endpoint, keys: {p256dh, auth}}), or null when refused.
export async function subscribe(vapidPublicKey) {
  if (!("serviceWorker" in navigator) || !("PushManager" in window)) return null;
  if ((await Notification.requestPermission()) !== "granted") return null;
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const subscription = existing || await registration.pushManager.subscribe({
    userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey),
  });
  return subscription.toJSON();
}
