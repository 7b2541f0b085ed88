import { MSG, TOAST_MS } from '@conecta/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';

import { FoldingSection } from '@/components/folding-section';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { useSessionClinic } from '@/features/session';
import { describeFailure } from '@/lib/error-text';

import {
  getSatisfactionSettings,
  satisfactionKey,
  saveSatisfactionSettings,
} from '../api/satisfaction';

const S = MSG.satisfaction;
const fallbacks = { network: MSG.tagsAdmin.networkError, unknown: MSG.tagsAdmin.unknownError };

/**
 * 'Pesquisa de satisfação', folded under the day's appointments: on or off and how many hours
 * after 'Compareceu'. Every member reads it; only the Responsável changes it.
 */
export function SatisfactionForm() {
  return (
    <FoldingSection title={S.settingsTitle}>
      <SatisfactionBody />
    </FoldingSection>
  );
}

function SatisfactionBody() {
  const id = useId();
  const queryClient = useQueryClient();
  const clinic = useSessionClinic();
  const clinicId = clinic?.id ?? 'sem-clinica';
  const canEdit = clinic?.role !== 'ATENDENTE';
  const query = useQuery({
    queryKey: satisfactionKey(clinicId),
    queryFn: ({ signal }) => getSatisfactionSettings(signal),
  });
  const [draft, setDraft] = useState<{ enabled: boolean; hoursAfter: string } | null>(null);
  const save = useMutation({
    mutationFn: saveSatisfactionSettings,
    onSuccess: (answer) => {
      queryClient.setQueryData(satisfactionKey(clinicId), answer);
      setDraft(null);
      toast({ title: answer.message ?? S.settingsSaved, duration: TOAST_MS.dashboard });
    },
    onError: (error) => {
      const failure = describeFailure(S.saveFailed, error, fallbacks);
      if (failure) toast({ ...failure, variant: 'destructive', duration: TOAST_MS.dashboard });
    },
  });
  if (!query.data) return null;
  const shown = draft ?? {
    enabled: query.data.settings.enabled,
    hoursAfter: String(query.data.settings.hoursAfter),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ enabled: shown.enabled, hoursAfter: Number(shown.hoursAfter) });
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 text-sm">
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-enabled`}
          checked={shown.enabled}
          disabled={!canEdit || save.isPending}
          onCheckedChange={(c) => setDraft({ ...shown, enabled: c === true })}
        />
        <Label htmlFor={`${id}-enabled`}>{S.enabledLabel}</Label>
      </div>
      <div className="grid w-40 gap-1.5">
        <Label htmlFor={`${id}-hours`}>{S.hoursLabel}</Label>
        <Input
          id={`${id}-hours`}
          type="number"
          min={1}
          max={72}
          value={shown.hoursAfter}
          disabled={!canEdit || save.isPending}
          onChange={(e) => setDraft({ ...shown, hoursAfter: e.target.value })}
        />
      </div>
      <p className="text-xs text-slate-600">{canEdit ? S.hint : S.readOnly}</p>
      {canEdit ? (
        <div>
          <Button type="submit" size="sm" disabled={save.isPending || !draft}>
            {S.save}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
