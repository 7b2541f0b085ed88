import { MSG, type WebhookEndpoint, zUpdateWebhookEndpointRequest } from '@conecta/contract';
import { type FormEvent, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';

import { callFailed } from '../call-failed';
import { useWebhookDraft } from '../hooks/use-webhook-draft';
import { useUpdateWebhook } from '../hooks/use-webhooks';
import { WebhookFields } from './webhook-fields';

const M = MSG.webhookEndpoints;

/**
 * 'Editar' on an endpoint: its address, description, events and whether it is on, filled with
 * what it has now. Only the fields that changed are sent; the secret keeps its own 'Trocar
 * segredo'.
 */
export function EditWebhookForm({
  endpoint,
  onDone,
}: {
  endpoint: WebhookEndpoint;
  onDone: () => void;
}) {
  const draft = useWebhookDraft(endpoint);
  const { id, url, description, events } = draft;
  const [enabled, setEnabled] = useState(endpoint.enabled);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateWebhook(endpoint.id, onDone);

  function submit(event: FormEvent) {
    event.preventDefault();
    const changed = {
      ...(url.trim() !== endpoint.url ? { url } : {}),
      ...(description.trim() !== endpoint.description ? { description } : {}),
      ...(events.length !== endpoint.events.length ||
      events.some((e) => !endpoint.events.includes(e))
        ? { events }
        : {}),
      ...(enabled !== endpoint.enabled ? { enabled } : {}),
    };
    if (Object.keys(changed).length === 0) return onDone();
    // The contract's own schema: the form refuses what the server would, in its words.
    const parsed = zUpdateWebhookEndpointRequest.safeParse(changed);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? M.urlInvalid);
    setProblem(null);
    update.mutate(parsed.data, {
      onError: (error) => setProblem(callFailed(M.updateFailed, error)),
    });
  }

  return (
    <form
      onSubmit={submit}
      className="grid gap-3"
      noValidate
      aria-label={M.editNamed(endpoint.url)}
    >
      <WebhookFields {...draft.fields} />
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-enabled`}
          checked={enabled}
          onCheckedChange={(on) => setEnabled(on === true)}
        />
        <Label htmlFor={`${id}-enabled`} className="font-normal">
          {M.enabledLabel}
        </Label>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner /> : null}
          {update.isPending ? M.saving : M.save}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {MSG.apiKeys.cancel}
        </Button>
      </div>
    </form>
  );
}
