import { isAuditAction, isErasedPatient, MSG } from '@conecta/contract';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatBrDateTime } from '@/lib/br-date';

import { useAudit } from '../hooks/use-team';

const T = MSG.team;

/** Who did what in the team, newest first, 50 at a time. */
export function TeamAudit({ userId }: { userId: string }) {
  const audit = useAudit(userId, true);
  const entries = audit.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <section aria-labelledby="team-audit" className="grid gap-2">
      <h3 id="team-audit" className="text-sm font-semibold text-slate-900">
        {T.auditTitle}
      </h3>
      {audit.isPending ? <Spinner /> : null}
      {!audit.isPending && entries.length === 0 ? (
        <p className="text-sm text-slate-600">{T.auditEmpty}</p>
      ) : null}
      <ol className="grid gap-1 text-sm text-slate-700 [overflow-wrap:anywhere]">
        {entries.map((e) => {
          const target = isErasedPatient(e.target) ? MSG.privacy.erasedPatient : (e.target ?? '');
          return (
            <li key={e.id} className="flex flex-wrap gap-x-2">
              <time dateTime={e.at} className="text-xs text-slate-500 tabular-nums">
                {formatBrDateTime(e.at)}
              </time>
              <span>
                <strong className="font-medium">{e.actorName ?? '—'}</strong>{' '}
                {isAuditAction(e.action) ? T.auditActions[e.action](target) : T.auditUnknown}
              </span>
              {e.ip ? <span className="text-xs text-slate-500">IP {e.ip}</span> : null}
            </li>
          );
        })}
      </ol>
      {audit.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={audit.isFetchingNextPage}
          onClick={() => void audit.fetchNextPage()}
        >
          {T.auditMore}
        </Button>
      ) : null}
    </section>
  );
}
