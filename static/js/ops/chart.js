// Operator console: draw the upstream calls figure the server built (json_script "ops-figure").
(function () {
  "use strict";
  var holder = document.querySelector("[data-ops-chart]");
  var source = document.getElementById("ops-figure");
  if (!holder || !source || !window.Plotly) { return; }
  var figure = JSON.parse(source.textContent);

  // As on the trends pages: for assistive technology the drawing is one picture named by the
  // holder's label and described by the caption, which points to the table of the same
  // figures; plotly's other SVG layers (hover labels) are hidden from it.
  function describe() {
    holder.querySelectorAll("svg.main-svg").forEach(function (svg, index) {
      if (index === 0) {
        svg.setAttribute("role", "img");
        svg.setAttribute("aria-label", holder.getAttribute("data-chart-label") || "");
        svg.setAttribute("aria-describedby", "ops-figure-caption");
      } else {
        svg.setAttribute("aria-hidden", "true");
      }
    });
  }
  window.Plotly.newPlot(holder, figure.data, figure.layout, figure.config).then(function () {
    describe();
    holder.on("plotly_afterplot", describe);
  });
})();
