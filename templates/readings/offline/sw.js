{% autoescape off %}// The portal's service worker (portal/readings/offline.py): keeps the next days' public pages
// on this device and opens them when there is no network. It stores only what it fetches
// itself, without cookies, from the plan the page asks for: never a signed-in page.
"use strict";
const VERSION = "{{ version }}";
const ASSETS = "portal-assets-" + VERSION;
const PAGES = "portal-pages";
const ASSET_URLS = {{ assets_json }};
const PLAN_URL = "{{ plan_url }}";
const OFFLINE_URL = "{{ offline_url }}";
const PICK_URL = "{{ pick_url }}";
const LANGUAGE_KEY = "/__portal/last-language";
// The date box's words and rules, from the plan (portal/readings/offline_words.py).
const WORDS_KEY = "/__portal/date-words";
const KEYS = [LANGUAGE_KEY, WORDS_KEY];
importScripts("{{ words_script }}");
const PUBLIC_PATH = /^\/(?:$|day\/\d{4}-\d{2}-\d{2}\/$|week\/\d{4}-\d{2}-\d{2}\/$|offline\/$)/;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(ASSETS).then((cache) => cache.addAll(ASSET_URLS)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith("portal-assets-") && n !== ASSETS)
        .map((n) => caches.delete(n))))
      .then(() => self.clients.claim())
  );
});

async function lastLanguage() {
  const kept = await (await caches.open(PAGES)).match(LANGUAGE_KEY);
  return kept ? kept.text() : "";
}

// Fetch each page of the plan without cookies and keep it with the time it was fetched; drop
// kept pages the plan no longer lists (days gone by, another language).
async function keep(language) {
  const plan = await (await fetch(PLAN_URL + "?lang=" + encodeURIComponent(language), { credentials: "omit" })).json();
  const cache = await caches.open(PAGES);
  const wanted = new Set(plan.pages.map((path) => new URL(path, self.location.origin).href));
  await Promise.all(plan.pages.map(async (path) => {
    const response = await fetch(path, { credentials: "omit", redirect: "error" });
    const control = response.headers.get("Cache-Control") || "";
    if (!response.ok || !control.includes("public")) { return; }
    const headers = new Headers(response.headers);
    headers.set("X-Kept-At", new Date().toISOString());
    await cache.put(path, new Response(await response.blob(), { status: 200, headers: headers }));
  }));
  for (const request of await cache.keys()) {
    if (!wanted.has(request.url) && !KEYS.some((key) => request.url.endsWith(key))) { await cache.delete(request); }
  }
  await cache.put(LANGUAGE_KEY, new Response(plan.language));
  if (plan.words) { await cache.put(WORDS_KEY, new Response(JSON.stringify(plan.words))); }
  return plan.pages.length;
}

self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "keep" && data.language) {
    event.waitUntil(keep(data.language).then(
      (count) => event.source && event.source.postMessage({ type: "kept", count: count }),
      () => event.source && event.source.postMessage({ type: "not-kept" })
    ));
  }
});

// A kept page, marked so that the page says it is the copy on this device and when it was
// fetched (js/core/offline.js reads data-kept-at).
async function marked(response) {
  const keptAt = response.headers.get("X-Kept-At") || "";
  const html = (await response.text()).replace("<body", '<body data-kept-at="' + keptAt + '"');
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}

async function fromDevice(url) {
  const cache = await caches.open(PAGES);
  const language = url.searchParams.get("lang") || (await lastLanguage());
  const wanted = new URL(url.pathname, url.origin);
  if (language) { wanted.searchParams.set("lang", language); }
  const kept = await cache.match(wanted.href);
  if (kept) { return marked(kept); }
  const offline = await cache.match(OFFLINE_URL + "?lang=" + language);
  if (offline) { return marked(offline); }
  return new Response("Offline", { status: 503, headers: { "Content-Type": "text/plain" } });
}

// The date box with no network: read the words here as the server would (date-words.js) and
// go to that day's address, which opens from the device when kept (the offline page when not);
// words not read here open the offline page, which says so in the page's language.
async function pickOnDevice(url) {
  const typed = (url.searchParams.get("date") || "").split(/\s+/).filter(Boolean).join(" ");
  const value = typed || (url.searchParams.get("pick") || "").trim();
  const chosen = url.searchParams.get("lang") || "";
  const language = chosen || (await lastLanguage());
  const kept = await (await caches.open(PAGES)).match(WORDS_KEY);
  const words = kept ? await kept.json() : null;
  const today = words && PortalDateWords.today(words.time_zone);
  const day = value && words ? PortalDateWords.resolve(value, today, words) : null;
  const target = new URL(!day ? OFFLINE_URL : day === today ? "/" : "/day/" + day + "/", url.origin);
  if (!day) { target.searchParams.set("words", value); }
  if (chosen || !day) { target.searchParams.set("lang", language); }
  return Response.redirect(target.href, 303);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") { return; }
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) { return; }
  if (ASSET_URLS.includes(url.pathname)) {
    event.respondWith(caches.match(request).then((kept) => kept || fetch(request)));
    return;
  }
  if (request.mode !== "navigate") { return; }
  // Public pages only; every other page (and all a signed-in person sees) goes to the network.
  // "no-cache": from the network or, failing that, from the kept copy (marked as such), never a
  // copy the browser's own cache held unmarked.
  if (PUBLIC_PATH.test(url.pathname)) {
    event.respondWith(fetch(request, { cache: "no-cache" }).catch(() => fromDevice(url)));
  } else if (url.pathname === PICK_URL) {
    event.respondWith(fetch(request, { cache: "no-cache" }).catch(() => pickOnDevice(url)));
  }
});
{% endautoescape %}
