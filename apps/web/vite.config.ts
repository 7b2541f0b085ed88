import { fileURLToPath } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const API_ORIGIN = 'http://127.0.0.1:3000';

/** Browser navigations (Accept: text/html) stay with Vite so the SPA answers them. */
const apiOnly: ProxyOptions = {
  target: API_ORIGIN,
  changeOrigin: false,
  bypass(req) {
    if (req.headers.accept?.includes('text/html')) return '/index.html';
    return undefined;
  },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/auth': apiOnly,
      '/api': apiOnly,
      '/webhooks': apiOnly,
      '/dashboard': apiOnly,
    },
  },
});
