import { MSG, OUTAGE_ALERT_MINUTES, TOAST_MS, connectionEndpoints } from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { describeFailure } from '@/lib/error-text';

import { saveOutageAlert } from '../api/number-health-api';

const H = MSG.numberHealth;
const fallbacks = { network: MSG.tagsAdmin.networkError, unknown: MSG.tagsAdmin.unknownError };

/** After how many minutes down the Responsáveis are e-mailed (1 to 240, default 5). */
export function OutageAlertForm({ userId, minutes }: { userId: string; minutes: number }) {
  const [draft, setDraft] = useState(String(minutes));
  const save = useMutation({
    mutationFn: saveOutageAlert,
    meta: { endpoint: connectionEndpoints.setOutageAlert },
    onSuccess: () => toast({ title: H.alertSaved, duration: TOAST_MS.dashboard }),
    onError: (error) => {
      const failure = describeFailure(H.alertSaveFailed, error, fallbacks);
      if (failure) toast({ ...failure, variant: 'destructive', duration: TOAST_MS.dashboard });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(Number(draft));
  };
  const id = `outage-alert-${userId}`;
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1">
        <Label htmlFor={id}>{H.alertLabel}</Label>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={OUTAGE_ALERT_MINUTES.min}
          max={OUTAGE_ALERT_MINUTES.max}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          className="w-28"
        />
      </div>
      <Button type="submit" disabled={save.isPending}>
        {H.alertSave}
      </Button>
    </form>
  );
}
