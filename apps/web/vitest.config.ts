import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    globals: true,
    restoreMocks: true,
    setupFiles: ['./src/test-setup.ts'],
    // Above the 20 s a query waits (test-setup.ts), so a missing element fails as "not found".
    testTimeout: 30_000,
  },
});
