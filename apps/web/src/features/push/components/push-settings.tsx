import { MSG } from '@conecta/contract';

import { PushDeviceToggle } from './push-device-toggle';
import { QuietHoursForm } from './quiet-hours-form';

const P = MSG.push;

/** 'Configurações': Web Push on this device, and the member's quiet hours. */
export function PushSettings({ userId }: { userId: string }) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <h4 className="text-sm font-semibold">{P.sectionTitle}</h4>
        <p className="text-sm text-muted-foreground">{P.sectionDescription}</p>
        <PushDeviceToggle />
      </div>
      <div className="grid gap-2">
        <h4 className="text-sm font-semibold">{P.quietTitle}</h4>
        <p className="text-sm text-muted-foreground">{P.quietDescription}</p>
        <QuietHoursForm userId={userId} />
      </div>
    </div>
  );
}
