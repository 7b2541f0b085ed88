/**
 * What the send benchmark runs inside the page (through addInitScript). Armed with a text by
 * `window.benchSendProbe.arm(text)`, it takes the send button's click time (the event's own time
 * stamp) and the moment the bubble with that text is in the DOM with a data-status other than
 * SENDING; `window.benchSendProbe.result` then resolves with the difference, and with how much of
 * it the send request itself took (its resource timing, from start to last byte).
 */
export type SendResult =
  { ok: true; ms: number; requestMs: number; sawSending: boolean } | { ok: false; error: string };

export type SendProbe = { arm(text: string): void; result: Promise<SendResult> | null };

export function installSendProbe({ sendLabel, sendPath }: { sendLabel: string; sendPath: string }) {
  let pending: {
    text: string;
    clickAt: number | null;
    sawSending: boolean;
    done: (result: SendResult) => void;
  } | null = null;

  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (pending && target?.closest(`button[aria-label="${sendLabel}"]`)) {
        pending.clickAt = event.timeStamp;
      }
    },
    true,
  );

  // The app polls: without room, the browser stops recording requests after 250 of them.
  performance.setResourceTimingBufferSize(100_000);

  /** The send request started after the click; its entry may be queued a moment after the end. */
  const requestTiming = async (after: number) => {
    for (let tries = 0; tries < 50; tries++) {
      const entry = performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime >= after && new URL(e.name).pathname === sendPath)
        .pop();
      if (entry) return entry as PerformanceResourceTiming;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return undefined;
  };

  const check = () => {
    if (!pending || pending.clickAt === null) return;
    for (const li of Array.from(document.querySelectorAll<HTMLLIElement>('li[data-status]'))) {
      if (!li.textContent?.includes(pending.text)) continue;
      if (li.dataset.status === 'SENDING') pending.sawSending = true;
      else {
        const { clickAt, sawSending, done } = pending;
        pending = null;
        const ms = performance.now() - clickAt;
        void requestTiming(clickAt).then((request) =>
          done(
            request
              ? { ok: true, ms, requestMs: request.responseEnd - request.startTime, sawSending }
              : { ok: false, error: `nenhum POST ${sendPath} depois do clique` },
          ),
        );
        return;
      }
    }
  };

  const start = () =>
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-status'],
    });
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);

  const probe: SendProbe = {
    result: null,
    arm(text) {
      probe.result = new Promise<SendResult>((resolve) => {
        pending = { text, clickAt: null, sawSending: false, done: resolve };
        setTimeout(() => {
          if (pending?.text !== text) return;
          pending = null;
          resolve({ ok: false, error: `a mensagem "${text}" não saiu de SENDING em 15 s` });
        }, 15_000);
      });
    },
  };
  (window as unknown as { benchSendProbe: SendProbe }).benchSendProbe = probe;
}
