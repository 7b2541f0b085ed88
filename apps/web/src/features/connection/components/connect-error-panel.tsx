import { CircleAlert } from 'lucide-react';

/** The error state's picture; the message itself is the dialog's description. */
export function ConnectErrorPanel() {
  return (
    <div className="flex justify-center py-2">
      <span className="flex size-16 items-center justify-center rounded-full bg-red-50 text-red-600 ring-8 ring-red-50/60">
        <CircleAlert aria-hidden="true" className="size-8" />
      </span>
    </div>
  );
}
