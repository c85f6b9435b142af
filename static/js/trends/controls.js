// Trends: the chart controls rewrite the URL (it holds the whole chart state).
// A form marked data-live redraws as soon as a select or checkbox changes with the mouse;
// every trends form leaves empty fields out of the URL so shared links stay short, and the
// picker's search box (data-search-field) goes only with its own button (data-search-button),
// not into a chart URL.
(function () {
  "use strict";

  function cleanUrl(form, submitter) {
    var action = (submitter && submitter.getAttribute("formaction")) || form.getAttribute("action") || window.location.pathname;
    var searching = Boolean(submitter && submitter.hasAttribute("data-search-button"));
    var skip = {};
    form.querySelectorAll("[data-search-field]").forEach(function (field) {
      if (!searching) { skip[field.name] = true; }
    });
    var params = new URLSearchParams();
    new FormData(form).forEach(function (value, name) {
      if (skip[name] || typeof value !== "string" || value.trim() === "") { return; }
      params.append(name, value.trim());
    });
    var query = params.toString();
    return action + (query ? "?" + query : "");
  }

  // The picker's "Chart" links open one diocese with the statistics chosen so far.
  function updateChartLinks(form) {
    var links = form.querySelectorAll("a[data-chart-link]");
    if (!links.length) { return; }
    var params = new URLSearchParams(cleanUrl(form, null).split("?")[1] || "");
    params.delete("d");
    var query = params.toString();
    links.forEach(function (link) {
      link.setAttribute("href", link.pathname + (query ? "?" + query : ""));
    });
  }

  document.querySelectorAll("form[data-trends-form]").forEach(function (form) {
    form.addEventListener("change", function () { updateChartLinks(form); });
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      form.setAttribute("aria-busy", "true");
      window.location.assign(cleanUrl(form, event.submitter));
    });
    if (!form.hasAttribute("data-live")) { return; }
    // From the keyboard, arrows and Space only change the choice (a reload on each press
    // would lose the reader's place); Enter or the Show button redraws.
    form.querySelectorAll("[data-autosubmit]").forEach(function (field) {
      var fromKeyboard = false;
      field.addEventListener("pointerdown", function () { fromKeyboard = false; });
      field.addEventListener("keydown", function (event) {
        fromKeyboard = true;
        if (event.key === "Enter") { event.preventDefault(); form.requestSubmit(); }
      });
      field.addEventListener("change", function () {
        if (!fromKeyboard) { form.requestSubmit(); }
      });
    });
  });
})();
