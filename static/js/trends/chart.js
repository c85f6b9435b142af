// Trends: draw the figure the server built (json_script "trend-figure") with plotly.js.
(function () {
  "use strict";
  var holder = document.querySelector("[data-trend-chart]");
  var source = document.getElementById("trend-figure");
  if (!holder || !source || !window.Plotly) { return; }
  var figure = JSON.parse(source.textContent);

  // plotly.js never wraps a title: on a narrow screen break it between words (its <br>).
  var AVERAGE_CHAR_PX = 9;
  function wrap(text, width) {
    var limit = Math.max(16, Math.floor(width / AVERAGE_CHAR_PX));
    var lines = [], line = "";
    text.split(" ").forEach(function (word) {
      if (line && (line + " " + word).length > limit) { lines.push(line); line = word; }
      else { line = line ? line + " " + word : word; }
    });
    if (line) { lines.push(line); }
    return lines.join("<br>");
  }
  var title = figure.layout.title;
  if (title && title.text && title.text.length * AVERAGE_CHAR_PX > holder.clientWidth - 40) {
    title.text = wrap(title.text, holder.clientWidth - 40);  // automargin makes room
  }

  // For assistive technology the drawing is one picture named by the chart's title and
  // described by the caption, which points to the table of the same figures. The picture is
  // plotly's SVG, not the holder: the holder also holds plotly's toolbar, whose buttons stay
  // usable from the keyboard (an element with role="img" hides what it contains).
  function describe() {
    holder.querySelectorAll("svg.main-svg").forEach(function (svg, index) {
      if (index === 0) {
        svg.setAttribute("role", "img");
        svg.setAttribute("aria-label", holder.getAttribute("data-chart-label") || "");
        svg.setAttribute("aria-describedby", "trend-figure-caption");
      } else {
        svg.setAttribute("aria-hidden", "true");  // hover labels, drawn for the mouse
      }
    });
  }
  window.Plotly.newPlot(holder, figure.data, figure.layout, figure.config).then(function () {
    describe();
    holder.on("plotly_afterplot", describe);
  });
})();
