// The settings page's "Notifications on this device": turn Web Push on or off for this
// browser. On: the browser's subscription (web/static/web/push.js) is POSTed to
// /api/me/devices with the session cookie and the CSRF header; off: the device is deleted
// (DELETE /api/me/devices/{id}) and the browser unsubscribed. The page is then drawn again,
// so its list of devices is the server's.
import { current, subscribe, supported } from "./push.js";

const root = document.querySelector("[data-push]");

function csrf() {
  try { return JSON.parse(document.body.getAttribute("hx-headers") || "{}")["X-CSRFToken"] || ""; }
  catch (err) { return ""; }
}

function say(text) { root.querySelector("[data-push-status]").textContent = text; }

function deviceName() {
  const ua = navigator.userAgent;
  const browser = /Edg\//.test(ua) ? "Edge" : /Firefox\//.test(ua) ? "Firefox"
    : /Chrom(e|ium)\//.test(ua) ? "Chrome" : /Safari\//.test(ua) ? "Safari" : "A browser";
  const system = /Android/.test(ua) ? "Android" : /iPhone|iPad/.test(ua) ? "iOS"
    : /Mac OS X/.test(ua) ? "macOS" : /Windows/.test(ua) ? "Windows"
    : /Linux/.test(ua) ? "Linux" : "";
  return (system ? `${browser} on ${system}` : browser).slice(0, 100);
}

async function api(method, url, body) {
  const response = await fetch(url, {
    method, credentials: "same-origin", cache: "no-store",
    headers: { "Content-Type": "application/json", "X-CSRFToken": csrf() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { ok: response.ok, status: response.status, json: text ? JSON.parse(text) : null };
}

function registeredHere(endpoint) {
  return endpoint && [...document.querySelectorAll("[data-endpoint]")]
    .some((li) => li.dataset.endpoint === endpoint);
}

async function enable() {
  say("Asking this browser…");
  const subscription = await subscribe(root.dataset.vapidKey).catch(() => null);
  if (!subscription) {
    say("This browser did not allow notifications. Allow them for this site in its settings, then try again.");
    return;
  }
  const answer = await api("POST", "/api/me/devices",
    { platform: "webpush", subscription, name: deviceName() });
  if (!answer.ok) { say((answer.json && answer.json.detail) || "The server refused it."); return; }
  window.location.assign("/settings/?done=push-on#push-h");
}

async function disable() {
  const subscription = await current();
  if (subscription) {
    const listed = await api("GET", "/api/me/devices");
    const mine = listed.ok && listed.json.devices.find((d) => d.endpoint === subscription.endpoint);
    if (mine) await api("DELETE", `/api/me/devices/${mine.id}`);
    await subscription.unsubscribe().catch(() => {});
  }
  window.location.assign("/settings/?done=push-off#push-h");
}

async function start() {
  if (!root || !root.dataset.vapidKey) return;
  const on = root.querySelector("[data-push-enable]");
  const off = root.querySelector("[data-push-disable]");
  if (!supported()) { say("This browser cannot show push notifications."); return; }
  const subscription = await current();
  const here = subscription && Notification.permission === "granted"
    && registeredHere(subscription.endpoint);
  say(here ? "On: this device is told when it is your turn."
    : Notification.permission === "denied"
      ? "Notifications are blocked for this site in this browser's settings."
      : "Off on this device.");
  on.hidden = Boolean(here);
  off.hidden = !here;
  on.addEventListener("click", () => { on.disabled = true; enable().finally(() => { on.disabled = false; }); });
  off.addEventListener("click", () => { off.disabled = true; disable().finally(() => { off.disabled = false; }); });
}

start();
