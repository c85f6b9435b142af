// Pictures of a chart to keep: under each chart (the trends chart, the research chart, the
// research map) "Download PNG" and "Download SVG" save the chart as drawn, with what a reader of
// a paper needs drawn into it: the chart's title, its unit (the axis or colour-scale title, in
// the figure already), the source, the coverage note and the date the figures were retrieved,
// all in the page's language. The words are the server's: the title and coverage note in the
// figure's layout.meta, the rest in the buttons' block (templates/trends/_chart_export.html).
//
// The picture is plotly.js's own export (Plotly.downloadImage) of a copy of the figure laid out
// for print in an off-screen element; the chart on the page is not touched. A chart's script
// announces each drawing with a "portal:chart-drawn" event on its holder (detail.config: the
// figure's plotly config, which the map needs for its geometry's address): the buttons show then.
(function () {
  "use strict";
  // The picture's layout, in CSS pixels; a PNG is drawn at PNG_SCALE (1600 × 1000 pixels for a
  // chart of one plot), big enough for print and with type that stays legible there.
  var WIDTH = 1000, HEIGHT = 625, EXTRA_ROW_HEIGHT = 300, PNG_SCALE = 1.6;
  var SIDE = 16;                                   // left and right edge of the words
  var TITLE_SIZE = 19, TITLE_LINE = 25, TITLE_CHAR_PX = 10;  // plotly.js never wraps: wrap by width
  var UNDER_TITLE = 22;                            // between the title and the plot
  var FOOTER_SIZE = 12, FOOTER_LINE = 17, FOOTER_CHAR_PX = 6.6, FOOTER_PAD = 14;
  var UNDER_PLOT = 72;                             // room for an axis or colour-scale title
  var FOOTER_COLOUR = "#4a443d";
  var configs = new WeakMap();

  document.addEventListener("portal:chart-drawn", function (event) {
    var holder = event.target;
    configs.set(holder, (event.detail && event.detail.config) || {});
    var block = document.querySelector('[data-chart-export="' + holder.id + '"]');
    if (block) { block.hidden = false; }
  });

  // One listener for every block: a <button> is clicked by the keyboard too (Enter, Space).
  document.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("[data-chart-export-format]") : null;
    var block = button && button.closest("[data-chart-export]");
    var holder = block && document.getElementById(block.getAttribute("data-chart-export"));
    if (!holder || !holder.data || !holder.layout || !window.Plotly) { return; }
    if (block.hasAttribute("aria-busy")) { return; }  // one picture at a time
    save(holder, block, button.getAttribute("data-chart-export-format"));
  });

  // plotly.js reads a little HTML in titles and annotations: show the words literally.
  function plain(text) {
    return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  }

  // Lines of at most `width` pixels (an average character's width), broken between words.
  function wrap(text, width, charPx) {
    var limit = Math.max(16, Math.floor(width / charPx));
    var lines = [], line = "";
    String(text).split(/\s+/).forEach(function (word) {
      if (!word) { return; }
      if (line && (line + " " + word).length > limit) { lines.push(line); line = word; }
      else { line = line ? line + " " + word : word; }
    });
    if (line) { lines.push(line); }
    return lines;
  }

  function twoDigits(number) { return (number < 10 ? "0" : "") + number; }

  function today() {
    var now = new Date();
    return now.getFullYear() + "-" + twoDigits(now.getMonth() + 1) + "-" + twoDigits(now.getDate());
  }

  // The day of the download in the page's language, for a page that does not know when its
  // figures were fetched (the server's "Retrieved {date}" around it).
  function longDate(moment) {
    var language = document.documentElement.lang || undefined;
    return new Intl.DateTimeFormat(language, { year: "numeric", month: "long", day: "numeric" }).format(moment);
  }

  // The file's name: the title in lower-case ASCII words joined by hyphens, then the date.
  function slug(text) {
    var ascii = String(text || "").normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
    var words = ascii.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
    return words.slice(0, 80).replace(/-+$/, "") || "chart";
  }

  function plotRows(layout) {
    return Object.keys(layout).filter(function (key) { return /^yaxis\d*$/.test(key); }).length || 1;
  }

  // The figure's layout for the picture: its size, the title above the plot, and room at the
  // bottom for the words (a legend kept in the container's frame moves up above them).
  function printLayout(layout, title, height, footerHeight) {
    var copy = JSON.parse(JSON.stringify(layout));
    var titleLines = wrap(title, WIDTH - 2 * SIDE, TITLE_CHAR_PX);
    copy.width = WIDTH;
    copy.height = height;
    copy.autosize = false;
    // At the top left of the picture, the plot below it (a map has no plot frame to sit on).
    copy.title = {
      text: titleLines.map(plain).join("<br>"),
      xref: "container",
      x: SIDE / WIDTH,
      xanchor: "left",
      yref: "container",
      y: 1 - SIDE / height,
      yanchor: "top",
      font: { size: TITLE_SIZE }
    };
    copy.margin = Object.assign({}, copy.margin);
    copy.margin.t = SIDE + titleLines.length * TITLE_LINE + UNDER_TITLE;
    copy.margin.b = Math.max(copy.margin.b || 0, UNDER_PLOT) + footerHeight;
    if (copy.legend) {
      delete copy.legend.maxheight;  // a phone's smaller legend (trends/chart.js)
      if (copy.legend.yref === "container") { copy.legend.y = footerHeight / height; }
    }
    return copy;
  }

  // The words under the plot, at the picture's left edge and bottom. Annotations are placed in
  // the plot's frame ("paper"), so where that frame ends comes from plotly's laid-out margins.
  function footer(sheet, lines, height, footerHeight) {
    var size = sheet._fullLayout._size;
    var top = height - footerHeight + FOOTER_PAD;
    return {
      text: lines.map(plain).join("<br>"),
      xref: "paper",
      yref: "paper",
      x: 0,
      y: 0,
      xanchor: "left",
      yanchor: "top",
      xshift: SIDE - size.l,
      yshift: size.t + size.h - top,
      align: "left",
      showarrow: false,
      font: { size: FOOTER_SIZE, color: FOOTER_COLOUR }
    };
  }

  function save(holder, block, format) {
    var Plotly = window.Plotly;
    var status = block.querySelector("[data-chart-export-status]");
    var meta = holder.layout.meta || {};
    var title = meta.title || holder.getAttribute("data-chart-label") || "";
    var retrieved = block.getAttribute("data-retrieved") ||
      (block.getAttribute("data-retrieved-pattern") || "{date}").replace("{date}", longDate(new Date()));
    var width = WIDTH - 2 * SIDE;
    var lines = []
      .concat(meta.coverage ? wrap(meta.coverage, width, FOOTER_CHAR_PX) : [])
      .concat(wrap(block.getAttribute("data-source") || "", width, FOOTER_CHAR_PX))
      .concat(wrap(retrieved, width, FOOTER_CHAR_PX));
    var height = HEIGHT + EXTRA_ROW_HEIGHT * (plotRows(holder.layout) - 1);
    var footerHeight = 2 * FOOTER_PAD + lines.length * FOOTER_LINE;
    var layout = printLayout(holder.layout, title, height, footerHeight);
    var config = Object.assign({}, configs.get(holder) || {}, {
      staticPlot: true, responsive: false, displayModeBar: false
    });
    var sheet = document.createElement("div");
    sheet.className = "chart-export-sheet";  // off screen (trends.css)
    sheet.setAttribute("aria-hidden", "true");
    document.body.appendChild(sheet);
    block.setAttribute("aria-busy", "true");
    if (status) { status.textContent = ""; }

    function finish() {
      Plotly.purge(sheet);
      sheet.remove();
      block.removeAttribute("aria-busy");
    }
    Plotly.newPlot(sheet, JSON.parse(JSON.stringify(holder.data)), layout, config)
      .then(function () {
        var notes = (layout.annotations || []).concat([footer(sheet, lines, height, footerHeight)]);
        return Plotly.relayout(sheet, { annotations: notes });
      })
      .then(function () {
        return Plotly.downloadImage(sheet, {
          format: format,
          width: WIDTH,
          height: height,
          scale: format === "png" ? PNG_SCALE : 1,
          filename: slug(title) + "-" + (block.getAttribute("data-retrieved-day") || today())
        });
      })
      .then(finish, function () {
        finish();
        if (status) { status.textContent = block.getAttribute("data-failed") || ""; }
      });
  }
})();
