// The research map: draw the server's figures with plotly.js's
// choropleth, a year at a time. The year slider (and the form's year select) redraw the map and
// the table beside it and keep the URL in step (history.replaceState), so every state can be
// bookmarked; without JavaScript the form's "Show" button does the same through the server.
//
// The figures of every year come from the holder's data-map-url (kept compressed by the
// server), not from the page.
(function () {
  "use strict";
  var holder = document.querySelector("[data-map-plot]");
  var address = holder && holder.getAttribute("data-map-url");
  if (!holder || !address || !window.Plotly) { return; }
  fetch(address, { credentials: "same-origin", headers: { Accept: "application/json" } })
    .then(function (response) {
      if (!response.ok) { throw new Error("map: HTTP " + response.status); }
      return response.json();
    })
    .then(start, function () {
      holder.textContent = holder.getAttribute("data-failed") || "";
    });

  function start(data) {
    var slider = document.getElementById("map-year-slider");
    var output = document.querySelector("[data-map-year-output]");
    var select = document.querySelector("[data-map-year-select]");
    var notes = document.querySelector("template[data-map-notes]");
    var title = document.querySelector("[data-map-title]");
    var coverage = document.querySelector("[data-map-coverage]");
    var byKey = {};
    data.countries.forEach(function (country) { byKey[country.key] = country; });

    function note(selector) {
      var found = notes && notes.content.querySelector(selector);
      return found ? found.textContent.trim().replace(/\s+/g, " ") : "";
    }
    var MISSING = note("[data-note-missing]");
    var NOT_DRAWN = note("[data-note-not-drawn]");
    var TITLE = note("[data-title-pattern]");
    var CAPTION = note("[data-caption-pattern]");

    // plotly.js reads a little HTML in hover labels: names are shown literally.
    function plain(text) {
      return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    }

    function traces(index) {
      var valued = { locations: [], z: [], text: [] };
      var missing = { locations: [], z: [], text: [] };
      data.countries.forEach(function (country) {
        if (!country.id) { return; }
        var value = country.values[index];
        // No <b>: plotly.js would write it as a style attribute, which the CSP refuses.
        var name = plain(country.name) + "<br>";
        if (value === null) {
          missing.locations.push(country.id);
          missing.z.push(0);
          missing.text.push(name + plain(data.labels.no_figures) + "<br>" + plain(country.members));
        } else {
          valued.locations.push(country.id);
          valued.z.push(value);
          valued.text.push(name + plain(country.texts[index]) + " " + plain(data.unit) + "<br>" +
            plain(country.members));
        }
      });
      var others = { locations: [], z: [], text: [] };
      data.others.forEach(function (other) {
        others.locations.push(other.id);
        others.z.push(0);
        others.text.push(plain(other.name) + "<br>" + plain(data.labels.no_members));
      });
      // Each trace has a fixed uid (LAYERS): plotly.js keeps one group per uid and leaves out a
      // trace with no country (all with figures, or none), so a group's position says nothing.
      return [
        Object.assign({}, data.traces.no_members, others,
          { name: data.labels.no_members, uid: LAYERS.none }),
        Object.assign({}, data.traces.no_figures, missing,
          { name: data.labels.no_figures, uid: LAYERS.missing }),
        Object.assign({}, data.traces.value, valued, { name: data.labels.title, uid: LAYERS.values })
      ];
    }

    // Name each drawn group by its trace's uid (data-map-layer): research.css hatches the
    // countries of the "no-figures" group, whatever else is drawn. Run after every draw: a
    // group left out and drawn again is a new element.
    var LAYERS = { none: "no-members", missing: "no-figures", values: "values" };
    function mark() {
      holder.querySelectorAll(".choroplethlayer g.trace").forEach(function (group) {
        var calc = group.__data__;  // plotly's calcdata of the trace: [{trace: the full trace, …}]
        var trace = calc && calc[0] && calc[0].trace;
        if (trace && trace.uid) { group.setAttribute("data-map-layer", trace.uid); }
      });
    }

    // For assistive technology the drawing is one picture described by its caption, which
    // points to the table of the same figures (as on the chart pages).
    function describe() {
      holder.querySelectorAll("svg.main-svg").forEach(function (svg, index) {
        if (index === 0) {
          svg.setAttribute("role", "img");
          svg.setAttribute("aria-label", title ? title.textContent.trim() : data.labels.title);
          svg.setAttribute("aria-describedby", "map-figure-caption");
        } else {
          svg.setAttribute("aria-hidden", "true");
        }
      });
    }

    // The table: each row's figure and note for the year, then the same order as the server's
    // (the sorted column; rows without a figure last, by name).
    // The table is under the map, or (a map of many countries) loaded there when asked
    // (static/js/research/chart-table.js): looked up each time.
    function theTable() { return document.querySelector("[data-map-table]"); }
    function sortKey() {
      var table = theTable();
      var sorted = table && table.querySelector("th[aria-sort]");
      return {
        key: sorted ? sorted.getAttribute("data-sort-key") : "value",
        descending: sorted ? sorted.getAttribute("aria-sort") === "descending" : true
      };
    }
    var collator = new Intl.Collator(document.documentElement.lang || undefined);
    function updateTable(index) {
      var table = theTable();
      if (!table) { return; }
      var caption = table.querySelector("[data-map-caption]");
      if (caption && CAPTION) { caption.textContent = CAPTION.replace("{year}", String(data.years[index])); }
      var body = table.tBodies[0];
      var rows = Array.prototype.slice.call(body.rows);
      rows.forEach(function (row) {
        var country = byKey[row.getAttribute("data-country")];
        if (!country) { return; }
        var value = country.values[index];
        var cell = row.querySelector("td[data-value]");
        cell.setAttribute("data-value", value === null ? "" : String(value));
        cell.textContent = value === null ? "—" : country.texts[index];
        var parts = [];
        if (value === null) { parts.push(MISSING); }
        if (!country.id) { parts.push(NOT_DRAWN); }
        row.querySelector("[data-note]").textContent = parts.join("; ");
        row.classList.toggle("muted", value === null);
        row.toggleAttribute("data-missing-year", value === null);
      });
      var how = sortKey();
      // A row's name is its first cell's text before the note under it; its member count is
      // the second cell (the page writes each once).
      function name(row) { return row.cells[0].firstChild.nodeValue || ""; }
      function blank(row) { return row.getAttribute("data-country") === "" ? 1 : 0; }
      rows.sort(function (a, b) { return blank(a) - blank(b) || collator.compare(name(a), name(b)); });
      var present = rows.filter(function (row) { return !row.hasAttribute("data-missing-year"); });
      var absent = rows.filter(function (row) { return row.hasAttribute("data-missing-year"); });
      if (how.key === "name") {
        if (how.descending) { present.reverse(); }
      } else {
        var figure = function (row) {
          if (how.key === "members") { return Number(row.cells[1].textContent.replace(/\D/g, "")); }
          return Number(row.querySelector("td[data-value]").getAttribute("data-value"));
        };
        // Stable: equal figures keep the name order.
        present = present.map(function (row, i) { return [row, i]; }).sort(function (a, b) {
          var diff = figure(a[0]) - figure(b[0]);
          return (how.descending ? -diff : diff) || a[1] - b[1];
        }).map(function (pair) { return pair[0]; });
      }
      present.concat(absent).forEach(function (row) { body.appendChild(row); });
    }

    function setQuery(year) {
      var url = new URL(window.location.href);
      url.searchParams.set("year", String(year));
      window.history.replaceState(null, "", url.pathname + url.search + url.hash);
      // The sort headings keep the year too.
      document.querySelectorAll("a[data-map-link]").forEach(function (link) {
        var target = new URL(link.getAttribute("href"), window.location.href);
        target.searchParams.set("year", String(year));
        // A heading's link stays relative; the table page's keeps its own path.
        var here = target.pathname === window.location.pathname;
        link.setAttribute("href", here ? target.search : target.pathname + target.search);
      });
    }

    function show(index) {
      var year = data.years[index];
      if (year === undefined) { return; }
      if (slider) {
        slider.value = String(index);
        slider.setAttribute("aria-valuetext", String(year));
      }
      if (output) { output.textContent = String(year); }
      if (select) { select.value = String(year); }
      if (title && TITLE) { title.textContent = TITLE.replace("{year}", String(year)); }
      if (coverage) { coverage.textContent = data.labels.coverage[index]; }
      window.Plotly.react(holder, traces(index), layoutFor(index), data.config).then(function () {
        mark();
        describe();
        holder.setAttribute("data-map-year", String(year));  // what is drawn (for the tests)
      });
      updateTable(index);
      setQuery(year);
    }

    // The layout of the year at `index`: what a downloaded picture of it says (layout.meta, for
    // static/js/core/chart-export.js), in the server's words: the page's title for the year, the
    // year's coverage, the legend in words and the countries too small to draw.
    function layoutFor(index) {
      var year = String(data.years[index]);
      var notes = [data.labels.coverage[index], data.labels.key, data.labels.not_drawn]
        .filter(Boolean);
      return Object.assign({}, data.layout, {
        meta: { title: TITLE ? TITLE.replace("{year}", year) : data.labels.title, coverage: notes.join(" ") }
      });
    }

    // The world is about twice as wide as tall: a phone gets a shorter map (and room for the
    // colour scale under it) instead of a tall box of empty ocean.
    data.layout.height = Math.round(Math.min(data.layout.height, Math.max(240, holder.clientWidth * 0.55 + 90)));
    holder.style.minHeight = data.layout.height + "px";

    var first = slider ? Number(slider.value) : data.years.length - 1;
    window.Plotly.newPlot(holder, traces(first), layoutFor(first), data.config).then(function () {
      mark();
      describe();
      // A resize redraws without a promise of ours: mark the groups again.
      holder.on("plotly_afterplot", mark);
      holder.setAttribute("data-map-year", String(data.years[first]));
      holder.setAttribute("data-map-drawn", "");
      // The picture downloads under the map (static/js/core/chart-export.js) can start.
      holder.dispatchEvent(new CustomEvent("portal:chart-drawn", {
        bubbles: true, detail: { config: data.config }
      }));
    });
    // A table loaded under the map shows the year the slider is at.
    function shownIndex() {
      var year = select ? Number(select.value) : NaN;
      var index = data.years.indexOf(year);
      return index >= 0 ? index : (slider ? Number(slider.value) : first);
    }
    document.addEventListener("portal:table-loaded", function () { updateTable(shownIndex()); });

    // A sort heading sorts the rows where they are, without reloading the page (a table loaded
    // under the map would be gone after a reload), and the address and the headings' links
    // say the new order as the server's own links would.
    function headingOrder(key, sort, descending) {
      var current = key === sort;
      if (key === "name") { return current && !descending ? "desc" : "asc"; }
      return current && descending ? "asc" : "desc";
    }
    document.addEventListener("click", function (event) {
      var link = event.target.closest && event.target.closest("[data-map-table] th a[data-map-link]");
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      var asked = new URL(link.getAttribute("href"), window.location.href).searchParams;
      var sort = asked.get("sort");
      var descending = asked.get("order") === "desc";
      var headings = theTable().querySelectorAll("th[data-sort-key]");
      if (!sort || !headings.length) { return; }
      event.preventDefault();
      var url = new URL(window.location.href);
      url.searchParams.set("sort", sort);
      url.searchParams.set("order", descending ? "desc" : "asc");
      window.history.replaceState(null, "", url.pathname + url.search + url.hash);
      headings.forEach(function (heading) {
        var key = heading.getAttribute("data-sort-key");
        if (key === sort) {
          heading.setAttribute("aria-sort", descending ? "descending" : "ascending");
        } else {
          heading.removeAttribute("aria-sort");
        }
        var target = new URL(url.href);
        target.searchParams.set("sort", key);
        target.searchParams.set("order", headingOrder(key, sort, descending));
        heading.querySelector("a[data-map-link]").setAttribute("href", target.search);
      });
      // "Show the table here" and the table's own page ask for the same order.
      document.querySelectorAll("a[data-chart-table-load]").forEach(function (other) {
        var target = new URL(other.getAttribute("href"), window.location.href);
        target.searchParams.set("sort", sort);
        target.searchParams.set("order", descending ? "desc" : "asc");
        other.setAttribute("href", target.pathname + target.search);
      });
      updateTable(shownIndex());
    });
    if (slider) {
      document.querySelector("[data-map-slider]").hidden = false;
      slider.addEventListener("input", function () { show(Number(slider.value)); });
    }
    if (select) {
      select.addEventListener("change", function () {
        var index = data.years.indexOf(Number(select.value));
        if (index >= 0) { show(index); }
      });
    }
  }
})();
