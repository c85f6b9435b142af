// Builds ../../static/vendor/plotly/plotly-portal.min.js from entry.js. Run by `make plotly`
// (after `npm ci` here); the output is committed. Options follow plotly.js's own
// esbuild-config.js, minus what only its WebGL/map traces need (glsl shaders, the stream
// alias, and the inline-CSS plugin that turns maplibre's stylesheet into a <style> element).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const plotlyDir = join(here, 'node_modules', 'plotly.js');
const version = JSON.parse(readFileSync(join(plotlyDir, 'package.json'), 'utf8')).version;
const outfile = join(here, '..', '..', 'static', 'vendor', 'plotly', 'plotly-portal.min.js');

// plotly.js's own licence banner, as its minified dist files carry it, relabelled.
const upstream = readFileSync(join(plotlyDir, 'dist', 'plotly-basic.min.js'), 'utf8');
const banner = upstream
    .slice(0, upstream.indexOf('*/') + 2)
    .replace(/plotly\.js \(basic - minified\)/, 'plotly.js (portal: core + scatter - minified)');
if (!banner.startsWith('/**') || !banner.includes(`v${version}`) || !banner.includes('portal:')) {
    throw new Error(`unexpected plotly.js banner: ${banner}`);
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

const result = await build({
    absWorkingDir: here,
    entryPoints: ['entry.js'],
    format: 'iife',
    globalName: 'Plotly',
    bundle: true,
    minify: true,
    sourcemap: false,
    target: 'es2016',
    charset: 'utf8',
    legalComments: 'eof',
    banner: { js: banner },
    define: {
        global: 'window',
        'define.amd': 'false',
        'process.env.NODE_DEBUG': 'false',
    },
    plugins: [noMapStylesheet],
    write: false,
    logLevel: 'warning',
});
const { contents, text: code } = result.outputFiles[0];
for (const forbidden of ['new Function(', 'eval(']) {
    if (code.includes(forbidden)) {
        throw new Error(`the bundle contains ${forbidden}: it would need 'unsafe-eval'`);
    }
}
writeFileSync(outfile, contents);
const sha256 = createHash('sha256').update(contents).digest('hex');
console.log(
    `wrote static/vendor/plotly/plotly-portal.min.js (plotly.js ${version}): ` +
        `${contents.length} bytes, sha256 ${sha256}`,
);
