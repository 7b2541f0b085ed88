import { MSG, zCreateWebhookEndpointRequest } from '@conecta/contract';
import { type FormEvent, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import { callFailed } from '../call-failed';
import { useWebhookDraft } from '../hooks/use-webhook-draft';
import { useCreateWebhook } from '../hooks/use-webhooks';
import { WebhookFields } from './webhook-fields';

const M = MSG.webhookEndpoints;

/** 'Adicionar webhook': the URL, a description and the events; the secret goes to `onCreated`. */
export function CreateWebhookForm({
  onCreated,
}: {
  onCreated: (secret: string, url: string) => void;
}) {
  const draft = useWebhookDraft({ url: '', description: '', events: [] });
  const { url, description, events } = draft;
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateWebhook((secret, created) => {
    draft.clear();
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
      { onError: (error) => setProblem(callFailed(M.createFailed, error)) },
    );
  }

  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-lg border p-3"
      noValidate
      aria-label={M.add}
    >
      <WebhookFields {...draft.fields} urlPlaceholder={M.urlPlaceholder} />
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
