import { MSG, type WebhookEndpoint } from '@conecta/contract';
import { useId, useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatBrDateTime } from '@/lib/br-date';

import {
  useEnableWebhook,
  useRemoveWebhook,
  useRotateWebhook,
  useWebhooks,
} from '../hooks/use-webhooks';
import { CreateWebhookForm } from './create-webhook-form';
import { EditWebhookForm } from './edit-webhook-form';
import { ListNotReady } from './list-not-ready';
import { NEW_SECRET_TEXTS, ShownOnceNotice } from './shown-once-notice';
import { WebhookDeliveries } from './webhook-deliveries';

const M = MSG.webhookEndpoints;

/**
 * 'Integrações' → 'Webhooks': add an endpoint (its secret shown once), the list with each
 * one's status, its delivery log with 'Reenviar', editing one ('Editar': address, events, on or
 * off), and turning a disabled one on again.
 */
export function WebhooksSection({ userId, timeZone }: { userId: string; timeZone: string }) {
  const id = useId();
  const [secret, setSecret] = useState<{ secret: string; url: string } | null>(null);
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 border-t pt-4">
      <h3 id={`${id}-title`} className="font-semibold">
        {M.title}
      </h3>
      <p className="text-sm text-slate-600">{M.intro}</p>
      {secret ? (
        <ShownOnceNotice
          texts={NEW_SECRET_TEXTS}
          label={secret.url}
          value={secret.secret}
          heading="h4"
          onClose={() => setSecret(null)}
        />
      ) : (
        <CreateWebhookForm onCreated={(s, url) => setSecret({ secret: s, url })} />
      )}
      <EndpointList
        userId={userId}
        timeZone={timeZone}
        onSecret={(s, url) => setSecret({ secret: s, url })}
      />
    </section>
  );
}

function EndpointList(props: {
  userId: string;
  timeZone: string;
  onSecret: (secret: string, url: string) => void;
}) {
  const query = useWebhooks(props.userId);
  if (!query.isSuccess || query.data.length === 0)
    return <ListNotReady query={query} loading={M.loading} failed={M.loadFailed} empty={M.empty} />;
  return (
    <ul aria-label={M.listLabel} className="grid gap-2">
      {query.data.map((endpoint) => (
        <EndpointItem
          key={endpoint.id}
          endpoint={endpoint}
          timeZone={props.timeZone}
          onSecret={props.onSecret}
        />
      ))}
    </ul>
  );
}

function EndpointItem(props: {
  endpoint: WebhookEndpoint;
  timeZone: string;
  onSecret: (secret: string, url: string) => void;
}) {
  const { endpoint: e, timeZone } = props;
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const logId = useId();
  const enable = useEnableWebhook();
  const remove = useRemoveWebhook();
  const rotate = useRotateWebhook((secret) => props.onSecret(secret, e.url));
  const failure = [
    enable.isError ? M.enableFailed : null,
    remove.isError ? M.removeFailed : null,
    rotate.isError ? M.rotateFailed : null,
  ].find(Boolean);
  if (editing)
    return (
      <li className="grid gap-2 rounded-lg border p-3">
        <EditWebhookForm endpoint={e} onDone={() => setEditing(false)} />
      </li>
    );
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <Badge variant={e.enabled ? 'secondary' : 'outline'}>
            {e.enabled ? M.active : M.disabled}
          </Badge>
          <span className="font-mono text-sm break-all">{e.url}</span>
        </p>
        {e.description ? <p className="text-sm break-words">{e.description}</p> : null}
        <p className="text-xs text-slate-600">{e.events.map((t) => M.events[t]).join(' · ')}</p>
        {!e.enabled && e.disabledAt ? (
          <p className="text-xs text-red-700">
            {M.disabledSince(formatBrDateTime(e.disabledAt, timeZone))}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          aria-expanded={open}
          aria-controls={logId}
          onClick={() => setOpen((o) => !o)}
        >
          {M.deliveries}
        </Button>
        <Button
          type="button"
          variant="outline"
          aria-label={M.editNamed(e.url)}
          onClick={() => setEditing(true)}
        >
          {M.edit}
        </Button>
        {!e.enabled ? (
          <Button type="button" disabled={enable.isPending} onClick={() => enable.mutate(e.id)}>
            {M.enable}
          </Button>
        ) : null}
        <Button
          type="button"
          variant="outline"
          disabled={rotate.isPending}
          onClick={() => rotate.mutate(e.id)}
        >
          {M.rotate}
        </Button>
        <Button
          type="button"
          variant="outline"
          className="text-red-700"
          aria-label={M.removeNamed(e.url)}
          disabled={remove.isPending}
          onClick={() => remove.mutate(e.id)}
        >
          {M.remove}
        </Button>
      </div>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <div id={logId} hidden={!open}>
        {open ? <WebhookDeliveries endpointId={e.id} url={e.url} timeZone={timeZone} /> : null}
      </div>
    </li>
  );
}
