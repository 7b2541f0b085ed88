// Must run before any schema of @conecta/contract is created, so it is a bare import.
// oxlint-disable-next-line import/no-unassigned-import
import '@/lib/zod-config';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app/app';
import { registerServiceWorker } from '@/features/pwa';

import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The built app only: Vite's dev server serves modules the worker's shell list does not know.
if (import.meta.env.PROD) void registerServiceWorker();
