import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

type WorkerMessage = { type?: unknown; chatId?: unknown; at?: unknown } | null;

/**
 * The board's side of the service worker (build/service-worker.js), and its deep link:
 * - opens the chat a link names (`/dashboard?chat=...`, where a push's click lands when the app
 *   was closed) once the board can find it;
 * - answers the worker's 'shows-board' (a push arrived: is a board here, with its own live
 *   notices?), so a visible board gets the in-page notice and not also the system one;
 * - opens the chat a push's click names while the board is open (`open-chat`).
 * `open` answers whether the chat was found.
 */
export function useServiceWorkerBoard(open: (chatId: string, at?: string) => boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const requested = search.get('chat');
  // A mention's push names the note too (`&at=`): the chat opens there.
  const at = search.get('at') ?? undefined;

  useEffect(() => {
    if (!requested || !open(requested, at)) return;
    // Opened: the address goes back to the board's, so a reload does not reopen it.
    void navigate(location.pathname, { replace: true, state: location.state });
  }, [requested, at, open, navigate, location.pathname, location.state]);

  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const worker = navigator.serviceWorker;
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as WorkerMessage;
      if (data?.type === 'shows-board') event.ports[0]?.postMessage({ board: true });
      else if (data?.type === 'open-chat' && typeof data.chatId === 'string')
        open(data.chatId, typeof data.at === 'string' ? data.at : undefined);
    };
    worker.addEventListener('message', onMessage);
    // Messages wait in a queue until a page says it listens.
    worker.startMessages();
    return () => worker.removeEventListener('message', onMessage);
  }, [open]);
}
