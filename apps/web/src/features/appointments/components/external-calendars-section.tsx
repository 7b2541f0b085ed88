import { calendarEndpoints, MSG, type ProfessionalCalendar } from '@conecta/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { useState } from 'react';

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { formatBrDateTime } from '@/lib/br-date';

import {
  calendarKeys,
  listCalendars,
  makeFeed,
  removeImport,
  revokeFeed,
  setImport,
} from '../api/calendars';

const C = MSG.calendars;

/**
 * 'Agenda externa' (the Responsável's): per professional, the private ICS address of their
 * appointments (copy, regenerate, revoke) and the external calendar imported into the agenda
 * (add, remove, the last sync's status), with what goes into the feed and how a chat is found.
 */
export function ExternalCalendarsSection({ userId }: { userId: string }) {
  const query = useQuery({
    queryKey: calendarKeys.list(userId),
    queryFn: ({ signal }) => listCalendars(signal),
  });
  const [picked, setPicked] = useState('');
  const professionals = query.data?.professionals ?? [];
  const professional = picked || professionals[0] || '';
  const calendar = query.data?.calendars.find((c) => c.professional === professional);

  return (
    <section aria-labelledby="agenda-externa" className="grid gap-3 rounded-lg border p-3">
      <h3 id="agenda-externa" className="text-sm font-semibold text-slate-900">
        {C.title}
      </h3>
      <p className="text-sm text-slate-600">{C.intro}</p>
      {query.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner /> {C.loading}
        </p>
      ) : query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
          {C.loadFailed}
          <Button type="button" variant="outline" size="sm" onClick={() => void query.refetch()}>
            {C.retry}
          </Button>
        </div>
      ) : professionals.length === 0 ? (
        <p className="text-sm text-slate-600">{C.noProfessionals}</p>
      ) : (
        <>
          <div className="grid gap-1.5">
            <Label htmlFor="agenda-externa-profissional">{C.professionalLabel}</Label>
            <select
              id="agenda-externa-profissional"
              className="h-9 w-full min-w-0 rounded-md border bg-white px-2 text-sm sm:w-72"
              value={professional}
              onChange={(e) => setPicked(e.target.value)}
            >
              {professionals.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </div>
          <FeedPart professional={professional} calendar={calendar} />
          <ImportPart professional={professional} calendar={calendar} />
        </>
      )}
    </section>
  );
}

function failed(err: unknown) {
  toast({
    title: C.saveFailed,
    description: err instanceof Error ? err.message : undefined,
    variant: 'destructive',
  });
}

function FeedPart({
  professional,
  calendar,
}: {
  professional: string;
  calendar: ProfessionalCalendar | undefined;
}) {
  // Both end the address a calendar may already subscribe to: asked once more.
  const [confirming, setConfirming] = useState<'regenerate' | 'revoke' | null>(null);
  const done = (answer: { message: string }) => {
    setConfirming(null);
    toast({ title: answer.message });
  };
  const make = useMutation({
    mutationFn: () => makeFeed(professional),
    meta: { endpoint: calendarEndpoints.makeFeed },
    onSuccess: done,
    onError: failed,
  });
  const revoke = useMutation({
    mutationFn: (id: string) => revokeFeed(id),
    meta: { endpoint: calendarEndpoints.revokeFeed },
    onSuccess: done,
    onError: failed,
  });
  const url = calendar?.feedUrl ?? null;
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-medium text-slate-900">{C.feedTitle}</h4>
      <p className="text-xs text-slate-600">{C.feedWhatGoes}</p>
      {url ? (
        <div className="grid gap-1.5">
          <Label htmlFor="agenda-externa-endereco">{C.feedUrlLabel}</Label>
          <div className="flex min-w-0 gap-2">
            <Input id="agenda-externa-endereco" readOnly value={url} className="min-w-0 flex-1" />
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label={C.feedCopy}
              onClick={() =>
                navigator.clipboard.writeText(url).then(
                  () => toast({ title: C.feedCopied }),
                  () => toast({ title: C.feedCopyFailed, variant: 'destructive' }),
                )
              }
            >
              <Copy aria-hidden="true" />
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{C.feedNone}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant={url ? 'outline' : 'default'}
          disabled={make.isPending}
          title={url ? C.feedRegenerateHint : undefined}
          onClick={() => (url ? setConfirming('regenerate') : make.mutate())}
        >
          {url ? C.feedRegenerate : C.feedCreate}
        </Button>
        {url && calendar ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={revoke.isPending}
            onClick={() => setConfirming('revoke')}
          >
            {C.feedRevoke}
          </Button>
        ) : null}
      </div>
      <AlertDialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              {confirming === 'revoke' ? C.feedRevokeTitle : C.feedRegenerateTitle}
            </AlertDialogTitle>
            <AlertDialogDescription>{C.feedConfirmBody}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{C.cancel}</AlertDialogCancel>
            <Button
              type="button"
              variant="destructive"
              disabled={make.isPending || revoke.isPending}
              onClick={() =>
                confirming === 'revoke' && calendar ? revoke.mutate(calendar.id) : make.mutate()
              }
            >
              {confirming === 'revoke' ? C.feedRevoke : C.feedRegenerate}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

function ImportPart({
  professional,
  calendar,
}: {
  professional: string;
  calendar: ProfessionalCalendar | undefined;
}) {
  const [url, setUrl] = useState('');
  const save = useMutation({
    mutationFn: () => setImport({ professional, url }),
    meta: { endpoint: calendarEndpoints.setImport },
    onSuccess: (answer) => {
      setUrl('');
      toast({ title: answer.message });
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (id: string) => removeImport(id),
    meta: { endpoint: calendarEndpoints.removeImport },
    onSuccess: (answer) => toast({ title: answer.message }),
    onError: failed,
  });
  const link = calendar?.import ?? null;
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-medium text-slate-900">{C.importTitle}</h4>
      <p className="text-xs text-slate-600">{C.importHow}</p>
      <p className="text-xs text-slate-600">{C.importChatFound}</p>
      {link && calendar ? (
        <div className="grid gap-1 rounded-md bg-slate-50 p-2 text-sm">
          <span className="break-all">{C.importAddress(link.hint)}</span>
          <span>
            {link.lastSyncAt ? C.syncedAt(formatBrDateTime(link.lastSyncAt)) : C.neverSynced}
            {' · '}
            {C.syncedEvents(link.events)}
          </span>
          {link.lastError ? (
            <span role="status" className="text-red-700">
              {link.lastError}
            </span>
          ) : null}
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="w-fit"
            disabled={remove.isPending}
            onClick={() => remove.mutate(calendar.id)}
          >
            {C.importRemove}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{C.importNone}</p>
      )}
      <form
        className="grid gap-1.5"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <Label htmlFor="agenda-externa-importar">{C.importUrlLabel}</Label>
        <div className="flex min-w-0 flex-wrap gap-2">
          <Input
            id="agenda-externa-importar"
            type="url"
            inputMode="url"
            value={url}
            placeholder={C.importUrlPlaceholder}
            onChange={(e) => setUrl(e.target.value)}
            className="min-w-0 flex-1"
          />
          <Button type="submit" size="sm" disabled={save.isPending || url.trim() === ''}>
            {link ? C.importReplace : C.importAdd}
          </Button>
        </div>
      </form>
    </div>
  );
}
