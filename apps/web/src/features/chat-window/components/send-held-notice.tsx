import { WifiOff } from 'lucide-react';

/**
 * Where one would send, while the clinic's number is down (issue 53): sending is held and why.
 * A status, so it is announced when it appears over an open chat.
 */
export function SendHeldNotice({ id, text }: { id: string; text: string }) {
  return (
    <p
      id={id}
      role="status"
      className="flex items-start gap-2 border-t border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 sm:px-4"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 flex-1">{text}</span>
    </p>
  );
}
