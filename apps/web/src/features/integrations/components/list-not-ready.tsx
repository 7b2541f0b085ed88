import { MSG } from '@conecta/contract';
import type { UseQueryResult } from '@tanstack/react-query';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';

/**
 * A list of 'Integrações' (the API keys, the webhooks, an endpoint's deliveries) that has no rows
 * to show: `loading` while it is read, `failed` (or the server's sentence) with 'Tentar
 * novamente' once the read failed, else `empty`.
 */
export function ListNotReady({
  query,
  loading,
  failed,
  empty,
}: {
  query: UseQueryResult<unknown[]>;
  loading: string;
  failed: string;
  empty: string;
}) {
  if (query.isPending)
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
        <Spinner /> {loading}
      </p>
    );
  if (query.isError)
    return (
      <div role="alert" className="grid gap-2 text-sm text-red-700">
        <p>{errorText(query.error, { network: failed, unknown: failed })}</p>
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => void query.refetch()}
        >
          {MSG.apiKeys.retry}
        </Button>
      </div>
    );
  return <p className="text-sm text-slate-600">{empty}</p>;
}
