/**
 * What the board benchmark runs inside the page (through addInitScript, so it is in place before
 * the app's own code). Times are page clock milliseconds counted from the moment the last byte of
 * the chat list arrived (the resource timing's responseEnd).
 */
export type BoardPaintResult =
  | {
      ok: true;
      /** Data in → cards in every column, painted (the frame after they were in the DOM). */
      cardsMs: number;
      /** Data in → a column scrolled past its rendered cards and the new ones painted. */
      totalMs: number;
      /** Cards in the DOM across the columns when they were first painted. */
      renderedCards: number;
      /** The scrolled column's scroll height, in pixels. */
      scrollHeight: number;
      /** Navigation start → the list's request sent, and → its last byte (issue 51). */
      listSentMs: number;
      listArrivedMs: number;
      /** Navigation start → cards painted, and → painted and scrolled: page load to painted. */
      pageToCardsMs: number;
      pageToScrolledMs: number;
    }
  | { ok: false; error: string };

export type ProbeOptions = { boardLabel: string; columns: number; listPath: string };

/** Installs `window.benchBoardPaint`, a promise of the measurement. Runs in the browser. */
export function installBoardPaintProbe({ boardLabel, columns, listPath }: ProbeOptions) {
  // A board that never gets there is a result too: give up 30 s after the page started.
  const nextFrame = () =>
    new Promise<void>((resolve, reject) =>
      requestAnimationFrame(() =>
        performance.now() > 30_000
          ? reject(new Error('o quadro não ficou pronto em 30 s'))
          : resolve(),
      ),
    );

  const chatListEntry = () =>
    performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === listPath) as
      PerformanceResourceTiming | undefined;

  /** The seven lists, once each shows at least one card with a size; null before. */
  const readyLists = (): HTMLUListElement[] | null => {
    const board = document.querySelector(`section[aria-label="${boardLabel}"]`);
    if (!board) return null;
    const lists = Array.from(board.querySelectorAll<HTMLUListElement>('ul[role="list"]'));
    if (lists.length !== columns) return null;
    const painted = lists.every((list) => {
      const card = list.querySelector('li article');
      return card !== null && card.getBoundingClientRect().height > 0;
    });
    return painted ? lists : null;
  };

  const indexesIn = (list: HTMLUListElement) =>
    Array.from(list.querySelectorAll<HTMLLIElement>('li[data-index]')).map((li) => ({
      index: Number(li.dataset.index),
      rect: li.getBoundingClientRect(),
      hasCard: li.querySelector('article') !== null,
    }));

  async function measure(): Promise<BoardPaintResult> {
    let entry = chatListEntry();
    while (!entry) {
      await nextFrame();
      entry = chatListEntry();
    }
    const arrived = entry.responseEnd;
    let lists = readyLists();
    while (!lists) {
      await nextFrame();
      lists = readyLists();
    }
    const renderedCards = lists.reduce((n, l) => n + l.querySelectorAll('li article').length, 0);
    // Paint happens after the frame in which the cards were found; the next frame follows it.
    await nextFrame();
    const cardsMs = performance.now() - arrived;
    const pageToCardsMs = performance.now();

    const list = lists[0]!;
    const scroller = list.parentElement!;
    if (scroller.scrollHeight <= scroller.clientHeight) {
      return { ok: false, error: `a coluna não rola (${scroller.scrollHeight} px)` };
    }
    // Scroll one screen past the last card rendered so far, so what comes into view must be
    // rendered for it (however many cards the list keeps ahead).
    const rendered = indexesIn(list);
    const last = rendered.reduce((a, b) => (b.index > a.index ? b : a));
    const lastBefore = last.index;
    const view = scroller.getBoundingClientRect();
    scroller.scrollTop += last.rect.bottom - view.top + scroller.clientHeight;
    const newCardInView = () =>
      indexesIn(list).some(
        (i) =>
          i.index > lastBefore && i.hasCard && i.rect.bottom > view.top && i.rect.top < view.bottom,
      );
    while (!newCardInView()) await nextFrame();
    await nextFrame();
    return {
      ok: true,
      cardsMs,
      listSentMs: entry.requestStart,
      listArrivedMs: arrived,
      pageToCardsMs,
      pageToScrolledMs: performance.now(),
      totalMs: performance.now() - arrived,
      renderedCards,
      scrollHeight: scroller.scrollHeight,
    };
  }

  (window as unknown as { benchBoardPaint: Promise<BoardPaintResult> }).benchBoardPaint =
    measure().catch((error: unknown) => ({ ok: false as const, error: String(error) }));
}
