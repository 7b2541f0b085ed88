import {
  MSG,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX,
  type WebhookEventType,
  zCreateWebhookEndpointRequest,
} from '@conecta/contract';
import { type FormEvent, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';

import { useCreateWebhook } from '../hooks/use-webhooks';

const M = MSG.webhookEndpoints;

/** 'Adicionar webhook': the URL, a description and the events; the secret goes to `onCreated`. */
export function CreateWebhookForm({
  onCreated,
}: {
  onCreated: (secret: string, url: string) => void;
}) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateWebhook((secret, created) => {
    setUrl('');
    setDescription('');
    setEvents([]);
    setProblem(null);
    onCreated(secret, created);
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    // The contract's own schema, so the form refuses what the server would, in its words.
    const parsed = zCreateWebhookEndpointRequest.safeParse({ url, description, events });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? M.urlInvalid);
    setProblem(null);
    create.mutate(
      { url: parsed.data.url, description: parsed.data.description, events: parsed.data.events },
      {
        onError: (error) =>
          setProblem(
            `${M.createFailed}: ${errorText(error, { network: MSG.apiKeys.networkError, unknown: '' })}`,
          ),
      },
    );
  }

  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents((now) => (on ? [...now, type] : now.filter((e) => e !== type)));

  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-lg border p-3"
      noValidate
      aria-label={M.add}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-url`}>{M.urlLabel}</Label>
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          value={url}
          maxLength={WEBHOOK_URL_MAX}
          placeholder={M.urlPlaceholder}
          onChange={(e) => setUrl(e.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-description`}>{M.descriptionLabel}</Label>
        <Input
          id={`${id}-description`}
          value={description}
          maxLength={WEBHOOK_DESCRIPTION_MAX}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium">{M.eventsLabel}</legend>
        {WEBHOOK_EVENTS.map((type) => (
          <div key={type} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${type}`}
              checked={events.includes(type)}
              onCheckedChange={(on) => toggle(type, on === true)}
            />
            <Label htmlFor={`${id}-${type}`} className="font-normal">
              {M.events[type]}
            </Label>
          </div>
        ))}
      </fieldset>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <Button type="submit" disabled={create.isPending} className="justify-self-start">
        {create.isPending ? <Spinner /> : null}
        {create.isPending ? M.adding : M.add}
      </Button>
    </form>
  );
}
