import { Info, ShieldAlert, X } from 'lucide-react';

import { Alert } from '@/components/ui/alert';

/**
 * A message that stays on the page until its close button is pressed (a refusal that explains
 * why the page changed), announced to screen readers as an alert; `tone="info"` for news that
 * is no refusal (a team left), announced as a status.
 */
export function DismissibleNotice({
  message,
  closeLabel,
  onClose,
  tone = 'destructive',
}: {
  message: string;
  closeLabel: string;
  onClose: () => void;
  tone?: 'destructive' | 'info';
}) {
  const info = tone === 'info';
  return (
    <Alert variant={tone} role={info ? 'status' : 'alert'} className="mb-4 items-start">
      {info ? <Info aria-hidden /> : <ShieldAlert aria-hidden />}
      <p className="flex-1 font-medium">{message}</p>
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className={
          info
            ? '-m-1 rounded-md p-1 text-teal-700 hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-teal-600'
            : '-m-1 rounded-md p-1 text-red-700 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-600'
        }
      >
        <X className="size-4" aria-hidden />
      </button>
    </Alert>
  );
}
