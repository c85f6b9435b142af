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
  window.Plotly.newPlot(holder, figure.data, figure.layout, figure.config);
})();
