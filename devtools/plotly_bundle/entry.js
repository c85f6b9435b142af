// The portal's plotly.js: the core only. plotly.js/lib/core registers the `scatter` trace
// type (the only one the portal draws) and the components it needs (axes, legend, unified
// hover, modebar with "Download plot as a PNG"). No WebGL, map, geo or calendar modules.
'use strict';

module.exports = require('plotly.js/lib/core');
