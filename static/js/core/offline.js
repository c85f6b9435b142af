// The installable app, on public pages: register the service worker (/sw.js) and ask it to
// keep the next days in this page's language; and, on a page opened from the device with no
// network, say that it is the kept copy and when it was fetched.
(function () {
  "use strict";
  var keptAt = document.body.dataset.keptAt;
  var notice = document.querySelector("[data-kept-copy]");
  if (keptAt && notice) {
    var when = new Date(keptAt);
    var time = notice.querySelector("time");
    time.dateTime = keptAt;
    time.textContent = new Intl.DateTimeFormat(document.documentElement.lang, {
      dateStyle: "long", timeStyle: "short"
    }).format(when);
    notice.hidden = false;
  }
  if (!("serviceWorker" in navigator) || keptAt) { return; }
  var script = document.querySelector("script[data-service-worker]");
  navigator.serviceWorker.register(script.dataset.serviceWorker, { scope: "/" }).then(function () {
    return navigator.serviceWorker.ready;
  }).then(function (registration) {
    navigator.serviceWorker.addEventListener("message", function (event) {
      if (event.data && event.data.type) { document.documentElement.dataset.offlineState = event.data.type; }
    });
    registration.active.postMessage({ type: "keep", language: document.documentElement.lang });
  }).catch(function () { document.documentElement.dataset.offlineState = "unavailable"; });
})();
