import { type WebInstance, MSG } from '@conecta/contract';

import { formatDate, formatPhone, instanceIdentity, numberLine } from '../format-instance';
import { InstanceActions } from './instance-actions';
import { InstanceStatusBadge } from './instance-status-badge';

type InstanceCardProps = {
  instance: WebInstance;
  onEdit: (instance: WebInstance) => void;
  onDelete: (instance: WebInstance) => void;
  /** The whole list: tells a clinic's main number from its others. */
  all: readonly WebInstance[];
};

/** One instance on a phone: the table's columns as labelled lines. */
export function InstanceCard({ instance, onEdit, onDelete, all }: InstanceCardProps) {
  const C = MSG.adminPage.columns;
  const row = 'flex min-w-0 items-baseline justify-between gap-3';
  const identity = instanceIdentity(instance);
  const line = numberLine(instance, all);
  return (
    <article className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 rounded-xl border bg-card p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate font-medium text-slate-900">{instance.userName}</h3>
          <p className="truncate text-xs text-muted-foreground">{instance.userEmail}</p>
        </div>
        <div className="shrink-0">
          <InstanceStatusBadge status={instance.status} />
        </div>
      </div>
      <dl className="grid gap-1.5 text-sm">
        <div className={row}>
          <dt className="text-muted-foreground">{C.phone}</dt>
          <dd className="tabular-nums">
            {formatPhone(instance.connectedPhone) || MSG.adminPage.noPhone}
            {line ? ` · ${line}` : null}
          </dd>
        </div>
        <div className={row}>
          <dt className="shrink-0 text-muted-foreground">{C.instanceId}</dt>
          <dd className="min-w-0 truncate font-mono text-xs">{identity.id}</dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">{MSG.adminPage.form.provider}</dt>
          <dd className="min-w-0 truncate">{identity.provider}</dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">{C.chats}</dt>
          <dd className="tabular-nums">{instance.totalChats}</dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">{C.createdAt}</dt>
          <dd className="tabular-nums">{formatDate(instance.criadoEm)}</dd>
        </div>
      </dl>
      <div className="-mb-1 border-t pt-2">
        <InstanceActions instance={instance} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </article>
  );
}
