// The offline page: list the days kept on this device (the service worker's "portal-pages"
// cache), each a link that opens with no network, dated in the page's language; and, sent here by
// the service worker, the date box's words it could not read.
(function () {
  "use strict";
  // The date box's words the service worker could not read with no network (?words=).
  var unread = new URLSearchParams(window.location.search).get("words");
  var said = document.querySelector("[data-unread]");
  if (unread !== null && said) {
    said.querySelector("[data-unread-words]").textContent = unread;
    said.hidden = false;
    document.querySelector("[data-not-kept]").hidden = true;
  }
  var list = document.querySelector("[data-kept-days]");
  var none = document.querySelector("[data-kept-none]");
  if (!list || !("caches" in window)) { if (none) { none.hidden = false; } return; }
  var language = document.documentElement.lang;
  var format = new Intl.DateTimeFormat(language, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  var today = list.dataset.todayLabel;
  caches.open("portal-pages").then(function (cache) { return cache.keys(); }).then(function (requests) {
    var days = [];
    requests.forEach(function (request) {
      var url = new URL(request.url);
      var match = url.pathname.match(/^\/day\/(\d{4}-\d{2}-\d{2})\/$/);
      if (match) { days.push({ day: match[1], href: url.pathname + url.search }); }
      if (url.pathname === "/") { days.push({ day: "", href: url.pathname + url.search }); }
    });
    days.sort(function (a, b) { return a.day < b.day ? -1 : 1; });
    days.forEach(function (entry) {
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = entry.href;
      link.textContent = entry.day ? format.format(new Date(entry.day + "T00:00:00Z")) : today;
      item.appendChild(link);
      list.appendChild(item);
    });
    if (!days.length && none) { none.hidden = false; }
  });
})();
