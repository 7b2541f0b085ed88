import { MSG } from '@conecta/contract';
import { Copy, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export interface ShownOnceTexts {
  title: string;
  warning: string;
  copy: string;
  copied: string;
  close: string;
}

/** A new API key's notice. */
export const NEW_KEY_TEXTS: ShownOnceTexts = {
  title: MSG.apiKeys.shownOnceTitle,
  warning: MSG.apiKeys.shownOnce,
  copy: MSG.apiKeys.copy,
  copied: MSG.apiKeys.copied,
  close: MSG.apiKeys.close,
};

/** A webhook's signing secret's notice (on create or rotation). */
export const NEW_SECRET_TEXTS: ShownOnceTexts = {
  title: MSG.webhookEndpoints.secretTitle,
  warning: MSG.webhookEndpoints.secretOnce,
  copy: MSG.webhookEndpoints.copySecret,
  copied: MSG.webhookEndpoints.secretCopied,
  close: MSG.webhookEndpoints.secretClose,
};

/**
 * A secret shown this once (a new API key, a webhook's signing secret), with a copy button and
 * the warning that it will not be shown again: the server keeps only its hash or sealed copy.
 */
export function ShownOnceNotice(props: {
  texts: ShownOnceTexts;
  /** What the secret belongs to: the key's name, the webhook's address. */
  label: string;
  value: string;
  /** The heading's level where the notice sits (a dialog's section, or a section's item). */
  heading: 'h3' | 'h4';
  onClose: () => void;
}) {
  const id = useId();
  const [copied, setCopied] = useState<string | null>(null);
  const canCopy = typeof navigator !== 'undefined' && Boolean(navigator.clipboard);
  const { texts } = props;
  const Heading = props.heading;

  function copy() {
    navigator.clipboard.writeText(props.value).then(
      () => setCopied(texts.copied),
      () => setCopied(MSG.apiKeys.copyFailed),
    );
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3"
    >
      <Heading id={`${id}-title`} className="flex items-center gap-2 font-semibold text-amber-900">
        <TriangleAlert aria-hidden="true" className="size-4" />
        {texts.title}
      </Heading>
      <p className="text-sm text-amber-900">{texts.warning}</p>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-value`} className="break-all">
          {props.label}
        </Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={`${id}-value`}
            readOnly
            value={props.value}
            className="min-w-0 flex-1 font-mono text-xs"
            onFocus={(e) => e.currentTarget.select()}
          />
          {canCopy ? (
            <Button type="button" variant="outline" onClick={copy}>
              <Copy aria-hidden="true" />
              {texts.copy}
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
        {texts.close}
      </Button>
    </section>
  );
}
