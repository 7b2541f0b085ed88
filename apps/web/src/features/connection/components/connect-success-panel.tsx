import { MSG } from '@conecta/contract';
import { CircleCheck } from 'lucide-react';

import { Spinner } from '@/components/ui/spinner';

/** Linked: a short pause while the conversations info is fetched and handed over. */
export function ConnectSuccessPanel() {
  return (
    <div className="flex flex-col items-center gap-5 py-2">
      <span className="flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-600 ring-8 ring-emerald-50">
        <CircleCheck aria-hidden="true" className="size-9" />
      </span>
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-emerald-800">
        <Spinner className="size-4" />
        {MSG.connection.preparing}
      </p>
    </div>
  );
}
