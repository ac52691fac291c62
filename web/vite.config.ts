import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

/**
 * The built index.html names the entry script and its modulepreloads before the stylesheet; a
 * browser asks for them in that order over its few connections, and the first paint waits for the
 * stylesheet (render-blocking) behind them. Listed first, it comes first: the app shell of
 * index.html paints as soon as it has arrived.
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'zhiyuan:stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        const firstScript = html.search(/[ \t]*<script type="module"/);
        if (!links.length || firstScript < 0) return html;
        let rest = html;
        for (const l of links) rest = rest.replace(l, '');
        const at = rest.search(/[ \t]*<script type="module"/);
        return rest.slice(0, at) + links.join('') + rest.slice(at);
      },
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
  plugins: [react(), stylesheetFirst()],
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
