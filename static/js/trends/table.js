// Trends: sort the figures table by a column (buttons in the headers; aria-sort tells which).
(function () {
  "use strict";

  function cellValue(row, index) {
    var cell = row.children[index];
    var raw = cell ? cell.getAttribute("data-value") : "";
    return raw === "" || raw === null ? null : Number(raw);
  }

  function sortBy(table, header) {
    var headers = Array.prototype.slice.call(table.querySelectorAll("thead th"));
    var index = headers.indexOf(header);
    var ascending = header.getAttribute("aria-sort") !== "ascending";
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    rows.sort(function (a, b) {
      var x = cellValue(a, index), y = cellValue(b, index);
      if (x === null && y === null) { return 0; }
      if (x === null) { return 1; }  // years without a figure go last either way
      if (y === null) { return -1; }
      return ascending ? x - y : y - x;
    });
    rows.forEach(function (row) { body.appendChild(row); });
    headers.forEach(function (th) { th.removeAttribute("aria-sort"); });
    header.setAttribute("aria-sort", ascending ? "ascending" : "descending");
  }

  // Listened for on the document, so a table added later (a long research chart's, loaded on
  // request by static/js/research/chart-table.js) sorts too.
  document.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("button[data-sort-column]") : null;
    var table = button && button.closest("table[data-sortable]");
    if (table && button.closest("thead")) { sortBy(table, button.closest("th")); }
  });
})();
