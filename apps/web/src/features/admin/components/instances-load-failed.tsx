import { MSG } from '@conecta/contract';
import { CircleAlert } from 'lucide-react';

import { Button } from '@/components/ui/button';

/** The list could not be fetched; the toast said why, this offers another try. */
export function InstancesLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
        <CircleAlert aria-hidden="true" className="size-7" />
      </span>
      <p className="text-sm font-medium text-slate-800">{MSG.adminPage.loadFailed}</p>
      <Button onClick={onRetry}>{MSG.adminPage.retry}</Button>
    </div>
  );
}
