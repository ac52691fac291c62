import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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
  plugins: [react()],
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
            : !/[\\/]node_modules[\\/]@rc-component[\\/](form|async-validator)[\\/]/.test(id),
      },
      output: {
        codeSplitting: {
          // React, its DOM renderer and the router change less often than the app: one chunk the
          // browser keeps across releases. Only modules the entry needs anyway ($initial), so no
          // page's code is pulled into the home route by it.
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, tags: ['$initial'] }],
        },
      },
    },
  },
});
