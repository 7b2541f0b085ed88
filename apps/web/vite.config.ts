import { fileURLToPath } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

import { precompress } from './build/precompress';
import { serviceWorker } from './build/service-worker-plugin';

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
  plugins: [react(), tailwindcss(), serviceWorker(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        // Other libraries go with the screen that uses them, so the signed-in screens' libraries
        // stay out of /login's first load.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/auth': apiOnly,
      '/api': apiOnly,
      '/webhooks': apiOnly,
      '/dashboard': apiOnly,
    },
  },
});
