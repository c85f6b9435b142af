// A research chart of many series: its data table is on its own page (chart_table.html), and
// "Show the table here" loads it under the chart without leaving the page. Without JavaScript
// the link opens that page.
(function () {
  "use strict";
  document.querySelectorAll("[data-chart-table-load]").forEach(function (link) {
    var slot = link.closest("[data-chart-table-slot]");
    var status = slot && slot.querySelector("[data-chart-table-status]");
    link.addEventListener("click", function (event) {
      if (!slot) { return; }
      event.preventDefault();
      if (status) { status.textContent = link.getAttribute("data-loading"); }
      fetch(link.href, { credentials: "same-origin" })
        .then(function (response) {
          if (!response.ok) { throw new Error("table: HTTP " + response.status); }
          return response.text();
        })
        .then(function (html) {
          var page = new DOMParser().parseFromString(html, "text/html");
          var content = page.querySelector("[data-chart-table-content]");
          if (!content) { throw new Error("table: not in the page"); }
          slot.replaceWith(document.importNode(content, true));
          document.dispatchEvent(new CustomEvent("portal:table-loaded"));
          var region = document.querySelector("[data-chart-table] .table-scroll");
          if (region) { region.focus(); }  // the table replaced the link that had the focus
        })
        .catch(function () {
          if (status) { status.textContent = link.getAttribute("data-failed"); }
        });
    });
  });
})();
