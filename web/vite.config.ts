import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// @zhiyuan/domain is an npm workspace that exports TypeScript source; Vite
// follows the workspace symlink to domain/src and transforms it like our own.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
});
