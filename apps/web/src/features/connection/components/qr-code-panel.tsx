import { MSG } from '@conecta/contract';

import { Spinner } from '@/components/ui/spinner';

import { attemptLabel, type ConnectDialogState } from '../connect-dialog-state';

const STEPS = [MSG.connection.stepOpen, MSG.connection.stepLink];

/** The QR state: a spinner until the first code arrives, then the code and how to scan it. */
export function QrCodePanel({ state }: { state: ConnectDialogState }) {
  const C = MSG.connection;
  const attempt = attemptLabel(state);

  if (!state.qrCode) {
    return (
      <div
        role="status"
        className="flex h-64 flex-col items-center justify-center gap-3 text-sm font-medium text-muted-foreground"
      >
        <Spinner className="size-8 text-primary" />
        {C.generating}
      </div>
    );
  }

  return (
    <div className="grid gap-5">
      <div className="relative mx-auto rounded-2xl bg-white p-3 shadow-sm ring-1 ring-border">
        <img
          src={state.qrCode}
          alt={C.qrAlt}
          width={256}
          height={256}
          className={
            state.expired
              ? 'size-56 opacity-20 [image-rendering:pixelated] sm:size-64'
              : 'size-56 [image-rendering:pixelated] sm:size-64'
          }
        />
        {state.expired ? (
          <p className="absolute inset-0 flex items-center justify-center px-6 text-center text-sm font-semibold text-slate-800">
            {C.expiredTitle}
          </p>
        ) : null}
      </div>
      <ol className="grid gap-2.5 text-sm text-slate-700">
        {STEPS.map((text, index) => (
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
      <p aria-live="polite" className="min-h-4 text-center text-xs text-muted-foreground">
        {attempt}
      </p>
    </div>
  );
}
