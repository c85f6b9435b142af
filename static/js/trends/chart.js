// Trends and research charts: draw the figure the server built (json_script "trend-figure")
// with plotly.js, then let the reader pick series out: hovering a line or its legend entry
// emphasises it (the others fade), and above a long legend a search box filters the legend
// to the series whose names match. Plotly's own legend toggling (click: hide or show; double
// click: show alone) is left as it is.
//
// The figure is in the page (trends) or, for a research chart of many series, at the holder's
// data-figure-url (kept compressed by the server).
(function () {
  "use strict";
  var holder = document.querySelector("[data-trend-chart]");
  var source = document.getElementById("trend-figure");
  var address = holder && holder.getAttribute("data-figure-url");
  if (!holder || !(source || address) || !window.Plotly) { return; }
  if (!address) { draw(JSON.parse(source.textContent)); return; }
  var status = holder.querySelector("[data-chart-status]");
  fetch(address, { credentials: "same-origin", headers: { Accept: "application/json" } })
    .then(function (response) {
      if (!response.ok) { throw new Error("figure: HTTP " + response.status); }
      return response.json();
    })
    .then(function (figure) {
      if (status) { status.remove(); }
      draw(figure);
    })
    .catch(function () {
      if (status) { status.textContent = status.getAttribute("data-failed"); }
    });

  function draw(figure) {
    var Plotly = window.Plotly;

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
    // plotly's toolbar (modebar) sits over the chart's top right corner: on a wide screen the
    // title keeps left of it; on a narrow one (the whole width) trends.css moves the toolbar
    // into a strip above the chart (the same media query).
    var NARROW_PX = 600, LEGEND_LINE_PX = 20, MODEBAR_WIDTH_PX = 200;
    var narrow = holder.clientWidth < NARROW_PX;
    var toolbarAbove = window.matchMedia("(max-width: 37.5rem)").matches;
    var title = figure.layout.title;
    var room = holder.clientWidth - 40 - (toolbarAbove ? 0 : MODEBAR_WIDTH_PX);
    if (title && title.text && title.text.length * AVERAGE_CHAR_PX > room) {
      title.text = wrap(title.text, room);  // automargin makes room
    }

    // On a phone a legend of many series takes one line each and, at half the chart's height,
    // squeezes the plot: give the chart room for it, and keep the legend (it scrolls) smaller.
    if (narrow && figure.data.length > 4 && figure.layout.height) {
      figure.layout.height += Math.min(figure.data.length, 12) * LEGEND_LINE_PX;
      figure.layout.legend.maxheight = 0.4;
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

    // --- Emphasis: the series hovered, else the series the search matches ----------------------
    var FADED = 0.2, WIDTH = 2, WIDE = 3.5;
    var hovered = null;   // index of the trace under the pointer (or its legend entry)
    var matches = null;   // null: no search; else one boolean per trace
    var applied = "";     // what was last restyled, so a pointer move restyles only on change

    // Trace names reach plotly as escaped text (charts.plain): read them back as text.
    var names = figure.data.map(function (trace) {
      var parsed = new DOMParser().parseFromString("<!doctype html><body>" + (trace.name || ""), "text/html");
      return (parsed.body.textContent || "").toLocaleLowerCase();
    });

    function emphasise() {
      var opacity = [], width = [];
      figure.data.forEach(function (_trace, index) {
        var strong = hovered !== null ? index === hovered : (matches === null || matches[index]);
        opacity.push(strong ? 1 : FADED);
        width.push(hovered === index ? WIDE : WIDTH);
      });
      var key = opacity.join() + "|" + width.join();
      if (key === applied) { return; }
      applied = key;
      holder.setAttribute("data-emphasised", hovered === null ? "" : String(hovered));
      Plotly.restyle(holder, { opacity: opacity, "line.width": width });
    }

    // In "closest" hover the event names one line; in "x unified" it lists every line's point
    // for the year, and the one nearest the pointer is the line meant.
    function nearest(event) {
      var points = event.points || [];
      if (points.length === 1) { return points[0].curveNumber; }
      var mouse = event.event ? event.event.clientY - holder.getBoundingClientRect().top : null;
      var best = null, distance = Infinity;
      points.forEach(function (point) {
        if (mouse === null || !point.yaxis || point.y === null || point.y === undefined) { return; }
        var y = point.yaxis._offset + point.yaxis.l2p(point.y);
        if (Math.abs(y - mouse) < distance) { distance = Math.abs(y - mouse); best = point.curveNumber; }
      });
      return best;
    }

    function legendIndex(target) {
      var item = target && target.closest ? target.closest(".legend .traces") : null;
      if (!item) { return null; }
      var datum = item.__data__;  // plotly's legend datum: [{trace: the full trace, …}]
      var trace = datum && datum[0] && datum[0].trace;
      return trace && typeof trace.index === "number" ? trace.index : null;
    }

    function listen() {
      holder.on("plotly_hover", function (event) {
        var index = nearest(event);
        if (index !== null && index !== hovered) { hovered = index; emphasise(); }
      });
      holder.on("plotly_unhover", function () {
        if (hovered !== null) { hovered = null; emphasise(); }
      });
      // The legend is redrawn with the chart: listen on the holder, which stays.
      holder.addEventListener("mouseover", function (event) {
        var index = legendIndex(event.target);
        if (index !== null && index !== hovered) { hovered = index; emphasise(); }
      });
      holder.addEventListener("mouseout", function (event) {
        var from = legendIndex(event.target), to = legendIndex(event.relatedTarget);
        if (from !== null && to === null && hovered !== null) { hovered = null; emphasise(); }
      });
    }

    // --- The legend's search box ------------------------------------------------------------------
    function search() {
      var box = document.querySelector("[data-series-search]");
      if (!box || !figure.legend_search) { return; }
      var input = box.querySelector("[data-series-search-input]");
      var status = box.querySelector("[data-series-search-status]");
      box.hidden = false;
      input.addEventListener("input", function () {
        var query = input.value.trim().toLocaleLowerCase();
        matches = query ? names.map(function (name) { return name.indexOf(query) !== -1; }) : null;
        var shown = matches ? matches.filter(Boolean).length : names.length;
        status.textContent = query
          ? status.getAttribute("data-template").replace("{shown}", shown).replace("{total}", names.length)
          : "";
        // The legend lists only the matches; every line stays drawn, the others faded.
        Plotly.restyle(holder, { showlegend: names.map(function (_name, index) { return !matches || matches[index]; }) });
        emphasise();
      });
    }

    Plotly.newPlot(holder, figure.data, figure.layout, figure.config).then(function () {
      describe();
      holder.on("plotly_afterplot", describe);
      if (figure.data.length > 1) { listen(); }
      search();
      // The picture downloads under the chart (static/js/core/chart-export.js) can start.
      holder.dispatchEvent(new CustomEvent("portal:chart-drawn", {
        bubbles: true, detail: { config: figure.config }
      }));
    });
  }
})();
