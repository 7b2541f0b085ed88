import { MSG, type WebhookDelivery } from '@conecta/contract';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatBrDateTime } from '@/lib/br-date';

import { useDeliveries, useResendDelivery } from '../hooks/use-webhooks';
import { ListNotReady } from './list-not-ready';

const M = MSG.webhookEndpoints;

const tone = (status: WebhookDelivery['status']) =>
  status === 'delivered' ? 'secondary' : status === 'failed' ? 'default' : 'outline';

/** An endpoint's delivery log: each event's status, code, time taken, tries, and 'Reenviar'. */
export function WebhookDeliveries(props: { endpointId: string; url: string; timeZone: string }) {
  const query = useDeliveries(props.endpointId);
  const resend = useResendDelivery(props.endpointId);
  if (!query.isSuccess || query.data.length === 0)
    return (
      <ListNotReady
        query={query}
        loading={M.deliveriesLoading}
        failed={M.deliveriesFailed}
        empty={M.deliveriesEmpty}
      />
    );
  return (
    <ul aria-label={M.deliveriesOf(props.url)} className="grid gap-2">
      {query.data.map((d) => (
        <li key={d.id} className="grid gap-2 rounded-md border p-2 text-sm sm:grid-cols-[1fr_auto]">
          <div className="grid min-w-0 gap-1">
            <p className="flex flex-wrap items-center gap-2">
              <Badge variant={tone(d.status)}>{M.status[d.status]}</Badge>
              <span className="font-medium">{M.events[d.type]}</span>
            </p>
            <p className="text-xs break-words text-slate-600">
              {formatBrDateTime(d.createdAt, props.timeZone)} · {M.attempts(d.attempts)}
              {d.responseCode !== null ? ` · HTTP ${d.responseCode}` : ''}
              {d.latencyMs !== null ? ` · ${M.latency(d.latencyMs)}` : ''}
              {d.lastError && d.status !== 'delivered' ? ` · ${d.lastError}` : ''}
            </p>
            <p className="font-mono text-xs break-all text-slate-500">{d.eventId}</p>
          </div>
          <Button
            type="button"
            variant="outline"
            className="self-start"
            disabled={d.status === 'sending' || resend.isPending}
            onClick={() => resend.mutate(d.id)}
          >
            {M.resend}
          </Button>
        </li>
      ))}
    </ul>
  );
}
