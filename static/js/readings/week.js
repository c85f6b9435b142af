// The week page: reload once a date that was being fetched has arrived (or its state changed);
// print button.
(function () {
  "use strict";
  var POLL_MS = 3000;
  var SLOW_AFTER_MS = 180000;

  var pending = Array.prototype.slice.call(
    document.querySelectorAll(".week-day[data-pending='true']")
  );
  var started = Date.now();

  function poll() {
    var checks = pending.map(function (item) {
      return fetch(item.getAttribute("data-status-url"), {
        headers: { Accept: "application/json" },
        credentials: "same-origin"
      })
        .then(function (r) { return r.ok ? r.json() : null; })
        // Arrived, or its state changed (Magisterium not answering, given up): the page
        // says so after a reload.
        .then(function (status) {
          return Boolean(status && (status.complete ||
            status.state !== (item.getAttribute("data-state") || "queued")));
        })
        .catch(function () { return false; });
    });
    Promise.all(checks).then(function (done) {
      if (done.indexOf(true) !== -1) {
        window.location.reload();
        return;
      }
      setTimeout(poll, Date.now() - started > SLOW_AFTER_MS ? POLL_MS * 5 : POLL_MS);
    });
  }

  if (pending.length) { setTimeout(poll, POLL_MS / 2); }
  document.querySelectorAll("[data-print]").forEach(function (button) {
    button.addEventListener("click", function () { window.print(); });
  });
})();
