// The research map's plotly.js: the core (as entry.js) plus the `choropleth` trace, which
// brings the `geo` subplot (d3-geo projections, topojson-client). Loaded only on map pages.
// No scattergeo, no maplibre `map` subplots, no WebGL, no calendars. The geometry is not
// bundled: plotly.js fetches it from the `topojsonURL` the page sets (our static folder).
'use strict';

var Plotly = require('plotly.js/lib/core');

Plotly.register([require('plotly.js/lib/choropleth')]);

module.exports = Plotly;
