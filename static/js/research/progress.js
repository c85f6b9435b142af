// Research: follow a collection's harvest. While it works or waits, ask research:progress every
// few seconds and update the state sentence, the counts (an aria-live region announces a new
// state), the heading over the lines (members and duplicates: the same total as the progress)
// and, when a count moved, the entries. While it waits for the rate limit, the seconds
// to the next call are counted down here, between answers.
(function () {
  "use strict";

  var box = document.querySelector("[data-progress][data-progress-url]");
  if (!box) { return; }
  var url = box.getAttribute("data-progress-url");
  var stateLine = box.querySelector("[data-harvest-state]");
  var stateLabel = box.querySelector("[data-harvest-state-label]");
  var announce = box.querySelector("[data-harvest-announce]");
  var summary = box.querySelector("[data-progress-summary]");
  var problems = box.querySelector("[data-progress-problems]");
  var entries = document.querySelector("[data-entries]");
  var heading = document.querySelector("[data-entries-heading]");
  var EVERY = 4000, LONGEST = 60000, MARK = "{seconds}";
  // The counts the page was rendered with: a harvest that ended before the first answer
  // still replaces the entries (and then the polling stops).
  var delay = EVERY, lastCounts = box.getAttribute("data-counts");
  var lastState = stateLine ? stateLine.getAttribute("data-harvest-state") : "";
  var ticker = null, timer = null;

  function counts(data) {
    if (typeof data.counts === "string") { return data.counts; }
    return [data.total, data.done, data.duplicates, data.pending, data.failed, data.unresolved].join("/");
  }

  // The waiting sentence with `seconds` in it (the server's translation, with a mark for them).
  function countDown(seconds, pattern) {
    if (ticker !== null) { window.clearInterval(ticker); ticker = null; }
    if (!stateLabel || !pattern || seconds <= 0) { return; }
    var left = seconds;
    stateLabel.textContent = pattern.replace(MARK, String(left));
    ticker = window.setInterval(function () {
      left -= 1;
      if (left <= 0) {
        window.clearInterval(ticker);
        ticker = null;
        stateLabel.textContent = pattern.replace(MARK, "0");
        schedule(0);  // the next call is due: ask how it went
        return;
      }
      stateLabel.textContent = pattern.replace(MARK, String(left));
    }, 1000);
  }

  function showState(state) {
    if (!state || typeof state.label !== "string") { return; }
    if (stateLine) {
      stateLine.setAttribute("data-harvest-state", state.state);
      stateLine.className = "research-state research-state-" + state.state;
    }
    if (stateLabel && stateLabel.textContent !== state.label) { stateLabel.textContent = state.label; }
    if (announce && state.state !== lastState) { announce.textContent = state.label; }
    lastState = state.state;
    countDown(Number(state.wait_seconds) || 0, state.label_pattern || "");
  }

  function update(data) {
    showState(data.state);
    if (summary && typeof data.summary === "string" && summary.textContent !== data.summary) {
      summary.textContent = data.summary;
    }
    if (problems && typeof data.problems === "string" && problems.textContent !== data.problems) {
      problems.textContent = data.problems;
    }
    if (heading && typeof data.heading === "string" && heading.textContent !== data.heading) {
      heading.textContent = data.heading;
    }
    var now = counts(data);
    // Replaced only when something changed, so a focused button is not pulled from under the user.
    if (entries && now !== lastCounts && typeof data.entries_html === "string") {
      entries.innerHTML = data.entries_html;  // rendered and escaped by the server's template
    }
    lastCounts = now;
    box.setAttribute("data-pending", String(data.pending));
    var active = Boolean(data.state && data.state.active);
    box.setAttribute("data-active", active ? "1" : "0");
    return active;
  }

  function schedule(wait) {
    if (timer !== null) { window.clearTimeout(timer); }
    timer = window.setTimeout(poll, wait);
  }

  function poll() {
    timer = null;
    if (document.hidden) { schedule(delay); return; }
    fetch(url, { credentials: "same-origin", headers: { "Accept": "application/json" } })
      .then(function (response) {
        if (!response.ok) { throw new Error(String(response.status)); }
        return response.json();
      })
      .then(function (data) {
        delay = EVERY;
        if (update(data)) { schedule(delay); }
      })
      .catch(function () {
        delay = Math.min(delay * 2, LONGEST);  // the server is busy or away: ask less often
        schedule(delay);
      });
  }

  if (stateLine) {
    countDown(Number(stateLine.getAttribute("data-wait-seconds")) || 0,
      stateLine.getAttribute("data-wait-pattern") || "");
  }
  if (box.getAttribute("data-active") === "1") { schedule(EVERY); }
})();
