import { MSG, TOAST_MS } from '@conecta/contract';
import { Copy } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

type InstanceNextStepsProps = { email: string };

/**
 * Not in the spec. An account that signed up has no instance until an administrator
 * gives it one: the card says who to ask, what to tell them (the account's e-mail, which is how
 * the admin page lists it) and what to do once it is done.
 */
export function InstanceNextSteps({ email }: InstanceNextStepsProps) {
  const D = MSG.dashboard;
  // The clipboard exists only in a secure context (https or localhost).
  const canCopy = typeof navigator !== 'undefined' && Boolean(navigator.clipboard);
  const copy = () => {
    navigator.clipboard.writeText(email).then(
      () => toast({ title: D.emailCopied, duration: TOAST_MS.dashboard }),
      // Refused by the browser: the address stays on screen to be selected by hand.
      () => undefined,
    );
  };

  return (
    <section
      aria-labelledby="instance-next-steps"
      className="w-full max-w-md rounded-lg border bg-slate-50 p-4 text-left text-sm"
    >
      <h3 id="instance-next-steps" className="mb-2 font-semibold text-slate-800">
        {D.nextStepsTitle}
      </h3>
      <ol className="grid list-decimal gap-2 pl-5 text-slate-700">
        <li>{D.nextStepAsk}</li>
        <li>
          {D.nextStepTell}{' '}
          <span className="flex flex-wrap items-center gap-2 pt-1">
            <strong className="font-medium break-all text-slate-900 select-all">{email}</strong>
            {canCopy ? (
              <Button type="button" size="sm" variant="outline" onClick={copy}>
                <Copy aria-hidden="true" />
                {D.copyEmail}
              </Button>
            ) : null}
          </span>
        </li>
        <li>{D.nextStepConnect}</li>
      </ol>
    </section>
  );
}
