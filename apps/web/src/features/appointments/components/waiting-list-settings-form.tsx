import {
  MSG,
  waitingListEndpoints,
  type WaitingListSettings,
  zWaitingListSettings,
} from '@conecta/contract';
import { useId, useState, type FormEvent } from 'react';

import { FoldingSection } from '@/components/folding-section';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';

import {
  getWaitingListSettings,
  saveWaitingListSettings,
  waitingListSettingsKey,
} from '../api/waiting-list';
import { SettingsNotLoaded, useSettingsForm } from '@/features/settings-form';

const W = MSG.waitingList;

/**
 * 'Regras da lista de espera', folded under the day's appointments: how many hours ahead a freed
 * slot is still offered, and to how many waiting patients at most. Every member reads them; only
 * the Responsável changes them (the server says so too).
 */
export function WaitingListSettingsForm() {
  return (
    <FoldingSection title={W.settingsTitle}>
      <WaitingListSettingsBody />
    </FoldingSection>
  );
}

function WaitingListSettingsBody() {
  const id = useId();
  // Typed text, so an emptied field stays empty until it is saved (and then refused in pt-BR).
  const { canEdit, query, draft, setDraft, save } = useSettingsForm<
    Awaited<ReturnType<typeof getWaitingListSettings>>,
    WaitingListSettings,
    { minHoursAhead: string; maxMessagesPerSlot: string }
  >({
    key: waitingListSettingsKey,
    get: getWaitingListSettings,
    save: saveWaitingListSettings,
    savedTitle: W.settingsSaved,
    failedTitle: W.settingsSaveFailed,
    // 'Horários vagos' counts whom a click messages with the new limit.
    endpoint: waitingListEndpoints.setSettings,
  });
  const [problem, setProblem] = useState<string | null>(null);

  if (!query.data)
    return (
      <SettingsNotLoaded query={query} loading={W.settingsLoading} failed={W.settingsLoadFailed} />
    );
  const form = draft ?? {
    minHoursAhead: String(query.data.settings.minHoursAhead),
    maxMessagesPerSlot: String(query.data.settings.maxMessagesPerSlot),
  };
  const change = (next: typeof form) => {
    setDraft(next);
    setProblem(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = zWaitingListSettings.safeParse({
      minHoursAhead: form.minHoursAhead.trim() === '' ? NaN : Number(form.minHoursAhead),
      maxMessagesPerSlot:
        form.maxMessagesPerSlot.trim() === '' ? NaN : Number(form.maxMessagesPerSlot),
    });
    if (!parsed.success) {
      setProblem(W.settingsInvalid);
      return;
    }
    save.mutate(parsed.data);
  };
  const locked = !canEdit || save.isPending;

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 px-4 pb-4 text-sm">
      <div className="flex flex-wrap gap-4">
        <div className="grid w-48 gap-1.5">
          <Label htmlFor={`${id}-hours`}>{W.minHoursLabel}</Label>
          <Input
            id={`${id}-hours`}
            type="number"
            inputMode="numeric"
            min={1}
            max={72}
            value={form.minHoursAhead}
            disabled={locked}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint`}
            onChange={(e) => change({ ...form, minHoursAhead: e.target.value })}
          />
        </div>
        <div className="grid w-56 gap-1.5">
          <Label htmlFor={`${id}-max`}>{W.maxMessagesLabel}</Label>
          <Input
            id={`${id}-max`}
            type="number"
            inputMode="numeric"
            min={1}
            max={20}
            value={form.maxMessagesPerSlot}
            disabled={locked}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint`}
            onChange={(e) => change({ ...form, maxMessagesPerSlot: e.target.value })}
          />
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {canEdit ? W.settingsHint : W.settingsReadOnly}
      </p>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {canEdit ? (
        <div>
          <Button type="submit" size="sm" disabled={save.isPending || !draft}>
            {save.isPending ? <Spinner /> : null}
            {save.isPending ? W.settingsSaving : W.settingsSave}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
