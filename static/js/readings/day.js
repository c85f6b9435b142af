// Today: fill in a date that is being fetched without a manual reload; date box; print button.
(function () {
  "use strict";
  var POLL_MS = 2000;
  var GIVE_UP_MS = 180000;

  // The status says "complete", or what became of the date ("queued", "retrying" while
  // Magisterium does not answer, "failed", "spent"): when that changes, the page's part is
  // fetched again in the page's language and swapped in, and watched again while pending.
  function watch(container) {
    var statusUrl = container.getAttribute("data-status-url");
    var shown = container.getAttribute("data-state") || "queued";
    var started = Date.now();
    function swap(fragmentUrl) {
      return fetch(fragmentUrl, { credentials: "same-origin" })
        .then(function (r) { return r.ok ? r.text() : Promise.reject(r.status); })
        .then(function (html) {
          var holder = document.createElement("div");
          holder.innerHTML = html;
          var fresh = holder.querySelector("#day-content");
          if (!fresh) { return false; }
          container.replaceWith(fresh);
          if (fresh.getAttribute("data-pending") === "true") { watch(fresh); }
          return true;
        });
    }
    function poll() {
      fetch(statusUrl, { headers: { Accept: "application/json" }, credentials: "same-origin" })
        .then(function (r) { return r.ok ? r.json() : null; })
        .then(function (status) {
          if (status && (status.complete || status.state !== shown)) {
            return swap(status.fragment_url).then(function (swapped) {
              if (!swapped) { setTimeout(poll, POLL_MS * 2); }
            });
          }
          if (Date.now() - started > GIVE_UP_MS) {
            var note = container.querySelector("[data-pending-message]");
            if (note) { note.hidden = false; }
            setTimeout(poll, POLL_MS * 5);
            return;
          }
          setTimeout(poll, POLL_MS);
        })
        .catch(function () { setTimeout(poll, POLL_MS * 2); });
    }
    setTimeout(poll, POLL_MS / 2);
  }

  document.querySelectorAll("#day-content[data-pending='true']").forEach(watch);
  // The date box: what is typed wins over the calendar, so picking from the calendar clears
  // what was typed (the page works without this: an empty box sends the calendar's date).
  document.querySelectorAll("[data-date-box]").forEach(function (form) {
    var typed = form.querySelector("input[name='date']");
    var calendar = form.querySelector("input[name='pick']");
    if (typed && calendar) {
      calendar.addEventListener("change", function () { typed.value = ""; });
    }
  });
  document.querySelectorAll("[data-print]").forEach(function (button) {
    button.addEventListener("click", function () { window.print(); });
  });
})();
