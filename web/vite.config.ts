import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The entry's stylesheet (global.css, the layout's, 7 KB) written into the built index.html: the app
 * shell there paints as soon as the HTML has arrived, without waiting for a request that a browser
 * would otherwise queue behind the scripts and modulepreloads (render-blocking). The file stays
 * beside it, unused by the page. The server's Content-Security-Policy allows inline styles (antd
 * writes its own at run time).
 */
function inlineEntryStylesheet(): Plugin {
  return {
    name: 'zhiyuan:inline-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const links = html.match(/[ \t]*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>\n?/g) ?? [];
        for (const link of links) {
          const file = /href="\/([^"]+\.css)"/.exec(link)![1]!;
          const asset = ctx.bundle?.[file];
          if (asset?.type !== 'asset') continue;
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          html = html.replace(link, '');
          html = html.replace('</title>', `</title>\n    <style>${css.replace(/<\/style/gi, '<\\/style')}</style>`);
        }
        return html;
      },
    },
  };
}

/**
 * antd's ConfigProvider imports tooltip/UniqueProvider (and with it @rc-component/trigger, ≈ 6 KB
 * gzip) for `tooltip={{ unique: true }}`, a setting this app does not use: that one import gets a
 * stand-in that renders its children (src/app/antd-stubs). Decision 013.
 */
function antdConfigProviderWithoutUniqueTooltip(): Plugin {
  const stub = fileURLToPath(new URL('./src/app/antd-stubs/TooltipUniqueProvider.tsx', import.meta.url));
  return {
    name: 'zhiyuan:antd-config-provider-without-unique-tooltip',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../tooltip/UniqueProvider' && importer && /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/.test(importer)) return stub;
      return null;
    },
  };
}

/** The text files worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Every built text file of 1 KB or more also as `.br` and `.gz` beside it, compressed once at build
 * time with the strongest settings: the server sends the variant the browser accepts
 * (@fastify/static `preCompressed`), so a phone downloads the home route's ≈ 200 KB of compressed
 * JS instead of ≈ 650 KB, and the server spends no CPU compressing per request.
 */
function precompress(): Plugin {
  return {
    name: 'zhiyuan:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const path = join(options.dir!, file);
        const source = readFileSync(path);
        if (source.length < 1024) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }));
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

const RC_FORM = /[\\/]node_modules[\\/]@rc-component[\\/](form|async-validator)[\\/]/;

// Where /api goes in development and preview; the API listens on 8080 by default.
const apiTarget = process.env.ZHIYUAN_API_URL ?? 'http://localhost:8080';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  // the announcement socket (spec §7 Realtime)
  '/ws-pc-b': { target: apiTarget, changeOrigin: true, ws: true },
};

// @zhiyuan/domain is an npm workspace that exports TypeScript source; Vite
// follows the workspace symlink to domain/src and transforms it like our own.
export default defineConfig({
  plugins: [react(), inlineEntryStylesheet(), antdConfigProviderWithoutUniqueTooltip(), precompress()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // built for error reports, not referenced from the bundles and not served (server: allowedPath)
    sourcemap: 'hidden',
    rolldownOptions: {
      // @zhiyuan/domain is one barrel of every area's schemas and rules: its modules have no side
      // effects (but zod-locale.ts, which sets zod's Chinese messages), so a page bundles only the
      // modules it uses and the home route does not carry the odds model or every area's schemas.
      // @rc-component/form declares no sideEffects but has none: antd's popups (dropdown, menu, drawer)
      // import its FormProvider through the package's barrel, which would bring the whole form engine
      // (useForm, Field, async-validator) into the home route.
      treeshake: {
        moduleSideEffects: (id: string) =>
          /[\\/]domain[\\/]src[\\/]/.test(id)
            ? /[\\/]domain[\\/]src[\\/]zod-locale\.ts$/.test(id)
            : !RC_FORM.test(id),
      },
      output: {
        codeSplitting: {
          // React, its DOM renderer and the router change less often than the app: one chunk the
          // browser keeps across releases. Only modules the entry needs anyway ($initial), so no
          // page's code is pulled into the home route by it.
          // The rest of the libraries the entry needs (antd's core, the header's menu, TanStack Query)
          // in a second: a handful of requests instead of two dozen, which on HTTP/1.1's six
          // connections per host would queue one behind another.
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, tags: ['$initial'], priority: 2 },
            // (not the form engine: the entry's static imports reach it, but tree-shaking leaves it to the forms' chunks)
            { name: 'vendor', test: (id: string) => /[\\/]node_modules[\\/]/.test(id) && !RC_FORM.test(id), tags: ['$initial'], priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
