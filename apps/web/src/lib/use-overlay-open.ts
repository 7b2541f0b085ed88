import { useSyncExternalStore } from 'react';

/** Menus and dialogs (Radix portals them straight into <body>). */
const OVERLAY = '[role="menu"], [role="dialog"], [role="alertdialog"]';

const isOpen = () => document.querySelector(OVERLAY) !== null;

function subscribe(onChange: () => void) {
  // Only <body>'s own children: that is where every portal mounts, so this stays cheap.
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}

/** Whether a menu or a dialog is open anywhere on the page. */
export function useOverlayOpen(): boolean {
  return useSyncExternalStore(subscribe, isOpen, () => false);
}
