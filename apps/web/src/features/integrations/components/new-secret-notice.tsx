import { MSG } from '@conecta/contract';
import { Copy, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

const M = MSG.webhookEndpoints;

/** A webhook's signing secret, shown this once (on create or rotation), with a copy button. */
export function NewSecretNotice(props: { secret: string; url: string; onClose: () => void }) {
  const id = useId();
  const [copied, setCopied] = useState<string | null>(null);
  const canCopy = typeof navigator !== 'undefined' && Boolean(navigator.clipboard);

  function copy() {
    navigator.clipboard.writeText(props.secret).then(
      () => setCopied(M.secretCopied),
      () => setCopied(MSG.apiKeys.copyFailed),
    );
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3"
    >
      <h4 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-amber-900">
        <TriangleAlert aria-hidden="true" className="size-4" />
        {M.secretTitle}
      </h4>
      <p className="text-sm text-amber-900">{M.secretOnce}</p>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-secret`} className="break-all">
          {props.url}
        </Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={`${id}-secret`}
            readOnly
            value={props.secret}
            className="min-w-0 flex-1 font-mono text-xs"
            onFocus={(e) => e.currentTarget.select()}
          />
          {canCopy ? (
            <Button type="button" variant="outline" onClick={copy}>
              <Copy aria-hidden="true" />
              {M.copySecret}
            </Button>
          ) : null}
        </div>
      </div>
      <p role="status" className="text-sm text-amber-900">
        {copied ?? ''}
      </p>
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        onClick={props.onClose}
      >
        {M.secretClose}
      </Button>
    </section>
  );
}
