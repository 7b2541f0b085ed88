import { MSG } from '@conecta/contract';
import { RefreshCw, WifiOff } from 'lucide-react';

import { Button } from '@/components/ui/button';

import { useOnline } from '../online-store';
import { applyUpdate, useUpdateWaiting } from '../service-worker-store';

const P = MSG.pwa;

/**
 * The app's own state above every screen: 'Sem conexão' while the device is offline (the shell
 * came from the service worker's cache), and 'Nova versão disponível — atualizar' once a new
 * deploy's worker is waiting.
 */
export function AppStatusBanners() {
  const online = useOnline();
  const update = useUpdateWaiting();
  if (online && !update) return null;
  return (
    <div className="sticky top-0 z-50 grid gap-px">
      {online ? null : (
        <div
          role="status"
          className="flex items-start gap-2 bg-amber-100 px-4 py-2 text-sm text-amber-950"
        >
          <WifiOff aria-hidden className="mt-0.5 size-4 shrink-0" />
          <p>
            <strong className="font-semibold">{P.offline}</strong>
            <span className="hidden sm:inline"> — </span>
            <span className="block sm:inline">{P.offlineDescription}</span>
          </p>
        </div>
      )}
      {update ? (
        <div
          role="status"
          className="flex items-center justify-between gap-3 bg-primary px-4 py-2 text-sm text-primary-foreground"
        >
          <span>{P.updateAvailable}</span>
          <Button size="sm" variant="secondary" className="h-11 sm:h-9" onClick={applyUpdate}>
            <RefreshCw aria-hidden className="size-4" />
            {P.update}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
