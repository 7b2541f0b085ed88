import { ShieldAlert, X } from 'lucide-react';

import { Alert } from '@/components/ui/alert';

/**
 * A message that stays on the page until its close button is pressed (a refusal that explains
 * why the page changed), announced to screen readers as an alert.
 */
export function DismissibleNotice({
  message,
  closeLabel,
  onClose,
}: {
  message: string;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <Alert variant="destructive" role="alert" className="mb-4 items-start">
      <ShieldAlert aria-hidden />
      <p className="flex-1 font-medium">{message}</p>
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className="-m-1 rounded-md p-1 text-red-700 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-600"
      >
        <X className="size-4" aria-hidden />
      </button>
    </Alert>
  );
}
