// Research: follow a collection's harvest. While entries wait, ask research:progress every few
// seconds and update the sentence (an aria-live region) and, when a count moved, the entries.
(function () {
  "use strict";

  var box = document.querySelector("[data-progress][data-progress-url]");
  if (!box || Number(box.getAttribute("data-pending")) <= 0) { return; }
  var url = box.getAttribute("data-progress-url");
  var summary = box.querySelector("[data-progress-summary]");
  var problems = box.querySelector("[data-progress-problems]");
  var entries = document.querySelector("[data-entries]");
  var EVERY = 4000, LONGEST = 60000;
  // The counts the page was rendered with: a harvest that ended before the first answer
  // still replaces the entries (and then the polling stops).
  var delay = EVERY, lastCounts = box.getAttribute("data-counts");

  function counts(data) {
    return [data.total, data.done, data.pending, data.failed, data.unresolved].join("/");
  }

  function update(data) {
    if (summary && typeof data.summary === "string" && summary.textContent !== data.summary) {
      summary.textContent = data.summary;
    }
    if (problems && typeof data.problems === "string" && problems.textContent !== data.problems) {
      problems.textContent = data.problems;
    }
    var now = counts(data);
    // Replaced only when something changed, so a focused button is not pulled from under the user.
    if (entries && now !== lastCounts && typeof data.entries_html === "string") {
      entries.innerHTML = data.entries_html;  // rendered and escaped by the server's template
    }
    lastCounts = now;
    box.setAttribute("data-pending", String(data.pending));
    return data.pending > 0;
  }

  function poll() {
    if (document.hidden) { window.setTimeout(poll, delay); return; }
    fetch(url, { credentials: "same-origin", headers: { "Accept": "application/json" } })
      .then(function (response) {
        if (!response.ok) { throw new Error(String(response.status)); }
        return response.json();
      })
      .then(function (data) {
        delay = EVERY;
        if (update(data)) { window.setTimeout(poll, delay); }
      })
      .catch(function () {
        delay = Math.min(delay * 2, LONGEST);  // the server is busy or away: ask less often
        window.setTimeout(poll, delay);
      });
  }

  window.setTimeout(poll, EVERY);
})();
