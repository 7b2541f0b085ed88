import { MSG, pushEndpoints, TOAST_MS, type QuietHours } from '@conecta/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/error-text';

import { getQuietHours, saveQuietHours } from '../api/push-api';
import { pushKeys } from '../queries';

const P = MSG.push;
const DEFAULT: QuietHours = { starts: '22:00', ends: '07:00' };

/** The member's quiet hours: no push in that window, on any of their devices. */
export function QuietHoursForm({ userId }: { userId: string }) {
  const query = useQuery({ queryKey: pushKeys.quietHours(userId), queryFn: getQuietHours });
  if (!query.data) return null;
  return (
    <QuietHoursFields
      key={JSON.stringify(query.data.quietHours)}
      userId={userId}
      saved={query.data.quietHours}
    />
  );
}

function QuietHoursFields(props: { userId: string; saved: QuietHours | null }) {
  const id = useId();
  const [enabled, setEnabled] = useState(props.saved !== null);
  const [hours, setHours] = useState<QuietHours>(props.saved ?? DEFAULT);
  const save = useMutation({
    mutationFn: () => saveQuietHours(enabled ? hours : null),
    // The answer is the hours as saved: the form starts again from them.
    meta: { endpoint: pushEndpoints.setQuietHours, answerKey: pushKeys.quietHours(props.userId) },
    onSuccess: () => {
      toast({ title: P.quietSaved, duration: TOAST_MS.dashboard });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: P.quietSaveFailed,
        description: errorText(error, {
          network: MSG.profile.networkDescription,
          unknown: P.quietSaveFailed,
        }),
        duration: TOAST_MS.dashboard,
      }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <div className="flex items-center gap-2 text-sm">
        <input
          id={`${id}-on`}
          type="checkbox"
          className="size-4 accent-primary"
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
        />
        <label htmlFor={`${id}-on`}>{P.quietEnabled}</label>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm">
          {P.quietStart}
          <Input
            type="time"
            className="w-32"
            value={hours.starts}
            disabled={!enabled}
            onChange={(e) => setHours({ ...hours, starts: e.target.value })}
          />
        </label>
        <label className="grid gap-1 text-sm">
          {P.quietEnd}
          <Input
            type="time"
            className="w-32"
            value={hours.ends}
            disabled={!enabled}
            onChange={(e) => setHours({ ...hours, ends: e.target.value })}
          />
        </label>
        <Button type="submit" className="w-full sm:w-auto" disabled={save.isPending}>
          {P.quietSave}
        </Button>
      </div>
    </form>
  );
}
