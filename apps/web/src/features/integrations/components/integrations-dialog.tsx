import { type ApiKey, MSG } from '@conecta/contract';
import { useState } from 'react';

import { ManageDialog, type ManageDialogProps } from '@/components/manage-dialog';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatBrDateTime } from '@/lib/br-date';

import { callFailed } from '../call-failed';
import { useApiKeys, useRevokeApiKey } from '../hooks/use-api-keys';
import { CreateKeyForm } from './create-key-form';
import { ListNotReady } from './list-not-ready';
import { NEW_KEY_TEXTS, ShownOnceNotice } from './shown-once-notice';
import { WebhooksSection } from './webhooks-section';

const M = MSG.apiKeys;

/**
 * 'Integrações', the Responsável's, from the side menu: the clinic's API keys (name, what each
 * may do, created, last used), a new one shown once, and revoking one after a confirmation.
 */
export function IntegrationsDialog({
  userId,
  timeZone,
  ...dialog
}: ManageDialogProps & { userId: string; timeZone: string }) {
  return (
    <ManageDialog {...dialog} title={M.title} description={M.intro} widthClass="max-w-2xl">
      {dialog.open ? <IntegrationsBody userId={userId} timeZone={timeZone} /> : null}
    </ManageDialog>
  );
}

export function IntegrationsBody({ userId, timeZone }: { userId: string; timeZone: string }) {
  const [created, setCreated] = useState<{ token: string; name: string } | null>(null);
  return (
    <div className="grid gap-4">
      {created ? (
        <ShownOnceNotice
          texts={NEW_KEY_TEXTS}
          label={created.name}
          value={created.token}
          heading="h3"
          onClose={() => setCreated(null)}
        />
      ) : (
        <CreateKeyForm onCreated={(token, name) => setCreated({ token, name })} />
      )}
      <KeyList userId={userId} timeZone={timeZone} />
      <a
        className="text-sm text-emerald-700 underline"
        href="/api/docs"
        target="_blank"
        rel="noreferrer"
      >
        {M.docsLink}
      </a>
      <WebhooksSection userId={userId} timeZone={timeZone} />
    </div>
  );
}

function KeyList({ userId, timeZone }: { userId: string; timeZone: string }) {
  const query = useApiKeys(userId);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  if (!query.isSuccess || query.data.length === 0)
    return <ListNotReady query={query} loading={M.loading} failed={M.loadFailed} empty={M.empty} />;
  return (
    <>
      <ul aria-label={M.listLabel} className="grid gap-2">
        {query.data.map((key) => (
          <li key={key.id} className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_auto]">
            <div className="grid min-w-0 gap-1">
              <p className="font-medium break-words">
                {key.name} <span className="font-mono text-xs text-slate-500">{key.hint}…</span>
              </p>
              <ul className="flex flex-wrap gap-1" aria-label={M.scopesLabel}>
                {key.scopes.map((scope) => (
                  <li key={scope}>
                    <Badge variant="secondary">{M.scopes[scope]}</Badge>
                  </li>
                ))}
              </ul>
              <p className="text-xs text-slate-600">
                {M.createdAt(formatBrDateTime(key.createdAt, timeZone))}
                {key.createdBy ? ` · ${key.createdBy}` : ''}
                {' · '}
                {key.lastUsedAt
                  ? M.lastUsed(formatBrDateTime(key.lastUsedAt, timeZone))
                  : M.neverUsed}
              </p>
            </div>
            <Button
              type="button"
              variant="outline"
              className="self-start text-red-700"
              aria-label={M.revokeNamed(key.name)}
              onClick={() => setRevoking(key)}
            >
              {M.revoke}
            </Button>
          </li>
        ))}
      </ul>
      <RevokeConfirm apiKey={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}

function RevokeConfirm({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const revoke = useRevokeApiKey(onClose);
  const failure = revoke.isError ? callFailed(M.revokeFailed, revoke.error) : null;
  return (
    <AlertDialog
      open={apiKey !== null}
      onOpenChange={(open) => {
        if (!open) {
          revoke.reset();
          onClose();
        }
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{M.revokeTitle}</AlertDialogTitle>
          <AlertDialogDescription>{M.revokeBody(apiKey?.name ?? '')}</AlertDialogDescription>
        </AlertDialogHeader>
        {failure ? (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel>{M.cancel}</AlertDialogCancel>
          <Button
            type="button"
            variant="destructive"
            disabled={revoke.isPending}
            onClick={() => apiKey && revoke.mutate(apiKey.id)}
          >
            {revoke.isPending ? <Spinner /> : null}
            {M.revokeConfirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
