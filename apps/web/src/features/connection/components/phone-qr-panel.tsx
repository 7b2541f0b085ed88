import { MSG } from '@conecta/contract';
import { Monitor } from 'lucide-react';

import { Button } from '@/components/ui/button';

/**
 * Issue 53, on a phone: the QR code is read by the clinic's phone, so it is not shown on one;
 * the steps say to open Conecta Clínica on a computer. The dialog keeps checking the status, so
 * a scan made there ends it here too. 'Mostrar o QR Code aqui mesmo' is for a tablet or a
 * second phone.
 */
export function PhoneQrPanel({ onShowQr }: { onShowQr: () => void }) {
  const C = MSG.connection;
  return (
    <div className="grid gap-4">
      <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-emerald-100 text-emerald-800">
        <Monitor aria-hidden="true" className="size-7" />
      </div>
      <ol className="grid gap-2.5 text-sm text-slate-700">
        {C.phoneSteps.map((text, index) => (
          <li key={text} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-xs font-semibold text-emerald-800"
            >
              {index + 1}
            </span>
            <span className="pt-0.5">{text}</span>
          </li>
        ))}
      </ol>
      <p className="text-center text-xs text-muted-foreground">{C.phoneWaiting}</p>
      <Button type="button" variant="link" className="justify-self-center" onClick={onShowQr}>
        {C.showQrHere}
      </Button>
    </div>
  );
}
