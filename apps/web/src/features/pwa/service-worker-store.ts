import { useSyncExternalStore } from 'react';

/**
 * The installable app's service worker (public/sw.js, made by build/service-worker-plugin.ts):
 * registered once per page in a production build, and whether a new version is waiting.
 */
let waiting: ServiceWorker | null = null;
let registration: ServiceWorkerRegistration | null = null;
const listeners = new Set<() => void>();
// How often an open app asks whether a new version was deployed (and on coming back to it).
const UPDATE_CHECK_MS = 30 * 60_000;

function setWaiting(worker: ServiceWorker | null) {
  waiting = worker;
  for (const l of listeners) l();
}

/**
 * Follows one registration: a new version waiting (the banner's 'Nova versão disponível'), and,
 * once it took over after 'atualizar' (here or in another tab), one reload into it. A first
 * install (no controller yet) is no update.
 */
export function followUpdates(
  container: ServiceWorkerContainer,
  reg: ServiceWorkerRegistration,
  reload: () => void,
): void {
  // A worker already waiting from an earlier visit, or one that finishes installing now.
  if (reg.waiting && container.controller) setWaiting(reg.waiting);
  reg.addEventListener('updatefound', () => {
    const worker = reg.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) setWaiting(worker);
    });
  });
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (reloading || !waiting) return;
    reloading = true;
    reload();
  });
}

export function serviceWorkerSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** Registers the worker; resolves with its registration, or null where there is none. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!serviceWorkerSupported()) return null;
  if (registration) return registration;
  try {
    registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch (error) {
    console.info(`[${new Date().toISOString()}] Service worker não registrado`, error);
    return null;
  }
  followUpdates(navigator.serviceWorker, registration, () => window.location.reload());
  const check = () => void registration?.update().catch(() => {});
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  return registration;
}

/** 'atualizar': the waiting version takes over, and the page reloads into it. */
export function applyUpdate(): void {
  waiting?.postMessage({ type: 'skip-waiting' });
}

export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => waiting !== null,
    () => false,
  );
}
